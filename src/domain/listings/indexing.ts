/**
 * Article indexing: where an article is listed.
 * - a known category and subcategory: filed there, with its subsubcategories;
 * - a subcategory that is not a known child of the category: filed under that category's `other`,
 *   subsubcategories dropped;
 * - no subcategories: filed under the category's `other`;
 * - an unknown category: listed nowhere (its own page still builds), reported as a warning.
 * The first placement is the article's primary one (breadcrumbs, related articles).
 */
import { resolveCategory, resolveSubcategory } from './normalize';
import { subcategoryIndexKey } from './listing-key';
import { OTHER_KEY } from './taxonomy';

export type PlacementReason = 'exact' | 'unknown-subcategory' | 'no-subcategory';

export interface Placement {
  categoryKey: string;
  subcategoryKey: string;
  subsubcategories: string[];
  reason: PlacementReason;
}

export type IndexWarning =
  | { kind: 'unknown-category'; category: string }
  | { kind: 'unknown-subcategory'; category: string; subcategory: string; filedUnder: string };

export interface ArticlePlacement {
  placements: Placement[];
  warnings: IndexWarning[];
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const asStrings = (value: unknown): string[] =>
  asList(value).filter((v): v is string => typeof v === 'string' && v.trim() !== '');

/** Place one article's `entities` in the taxonomy, reporting what fell back and why. */
export function placeArticle(entities: unknown): ArticlePlacement {
  const placements: Placement[] = [];
  const warnings: IndexWarning[] = [];
  const add = (p: Placement): void => {
    const existing = placements.find(
      (q) => q.categoryKey === p.categoryKey && q.subcategoryKey === p.subcategoryKey,
    );
    if (!existing) placements.push(p);
    else existing.subsubcategories = [...new Set([...existing.subsubcategories, ...p.subsubcategories])];
  };

  for (const rawEntity of asList(entities)) {
    const entity = asRecord(rawEntity);
    const { categoryKey } = resolveCategory(entity.category);
    if (categoryKey === null) {
      warnings.push({ kind: 'unknown-category', category: String(entity.category ?? '') });
      continue;
    }
    const subs = asList(entity.subcategories);
    if (subs.length === 0) {
      add({ categoryKey, subcategoryKey: OTHER_KEY, subsubcategories: [], reason: 'no-subcategory' });
      continue;
    }
    for (const rawSub of subs) {
      const entry = asRecord(rawSub);
      const resolved = resolveSubcategory(categoryKey, entry.subcategory);
      if (resolved.subcategoryKey === null) {
        warnings.push({
          kind: 'unknown-subcategory',
          category: categoryKey,
          subcategory: String(entry.subcategory ?? ''),
          filedUnder: OTHER_KEY,
        });
        add({
          categoryKey,
          subcategoryKey: OTHER_KEY,
          subsubcategories: [],
          reason: 'unknown-subcategory',
        });
      } else {
        add({
          categoryKey,
          subcategoryKey: resolved.subcategoryKey,
          subsubcategories: asStrings(entry.subsubcategories),
          reason: 'exact',
        });
      }
    }
  }
  return { placements, warnings };
}

export interface Indexable {
  id: number;
  placements: readonly Pick<Placement, 'categoryKey' | 'subcategoryKey'>[];
}

export interface TaxonomyIndex {
  /** article ids per category key, in input order, each id once */
  byCategory: Map<string, number[]>;
  /** article ids per `categoryKey/subcategoryKey`, in input order, each id once */
  bySubcategory: Map<string, number[]>;
}

/** Group articles (already in display order) by every category and subcategory they are placed in. */
export function buildTaxonomyIndex(articles: readonly Indexable[]): TaxonomyIndex {
  const byCategory = new Map<string, number[]>();
  const bySubcategory = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, id: number): void => {
    const list = map.get(key);
    if (!list) map.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  for (const article of articles) {
    for (const p of article.placements) {
      push(byCategory, p.categoryKey, article.id);
      push(bySubcategory, subcategoryIndexKey(p.categoryKey, p.subcategoryKey), article.id);
    }
  }
  return { byCategory, bySubcategory };
}
