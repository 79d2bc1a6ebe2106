/** Article cards for page-level component tests. */
import type { ArticleCard } from '../../src/domain/listings/cards';
import { formatDisplayDate } from '../../src/domain/content/dates';
import { siteConfig } from '../../src/site-config';
import { articlePath, authorPath, categoryPath, subcategoryPath } from '../../src/domain/listings/routes';
import { TAXONOMY } from '../../src/domain/listings/taxonomy';

/** Card `id`, filed under category `cat` (index into TAXONOMY) or under none with null. */
export function card(id: number, cat: number | null = id % 6): ArticleCard {
  const c = cat === null ? null : TAXONOMY[cat];
  const s = c?.subcategories[id % 6];
  return {
    id,
    title: `Article number ${id}`,
    path: articlePath(`article-${id}`),
    date: new Date(Date.UTC(2025, 0, 1 + id)).toISOString(),
    dateText: formatDisplayDate(new Date(Date.UTC(2025, 0, 1 + id)).toISOString(), siteConfig.locale),
    excerpt: `What article ${id} is about.`,
    author: 'Priya Nair',
    authorPath: authorPath('priya-nair'),
    category: c ? { key: c.key, title: `Title of ${c.key}`, path: categoryPath(c.slug) } : null,
    subcategory:
      c && s ? { title: `Title of ${c.key}.${s.key}`, path: subcategoryPath(c.slug, s.slug) } : null,
  };
}

export const cards = (from: number, count: number): ArticleCard[] =>
  Array.from({ length: count }, (_, i) => card(from + i));
