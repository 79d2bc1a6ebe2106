/**
 * Article aliases: the old addresses of a renamed article (`aliases:` in its frontmatter, old
 * slugs or old `/articles/…` paths). Each one redirects straight to the article's current
 * address, everywhere the site is served (src/domain/hosting/redirect-forms.ts writes the forms).
 * This module reads the field and holds the rules across articles: an alias is a valid slug, is
 * on one article only, and is not a live address (an article's slug): a redirect from a live
 * address would hide that article, and make a chain or a loop of redirects.
 */
import { error, Problem } from './problems';
import { articlePath } from '../listings/routes';
import { isValidSlug, slugify } from './slug';

const EXAMPLE = '`aliases: [old-slug]`';

/** The slug an alias names: `old-slug`, `/articles/old-slug` and `/articles/old-slug/` name the same one. */
export function aliasSlug(value: string): string {
  const trimmed = value.trim();
  const path = /^\/?articles\/([^/]*)\/?$/.exec(trimmed);
  return path ? path[1] : trimmed;
}

/**
 * The `aliases` field of an article as slugs, in the order written; problems go to `fail`
 * (errors) and `warn`. Absent or empty: no alias.
 */
export function readAliases(
  value: unknown,
  fail: (field: string, message: string) => void,
  warn: (field: string, message: string) => void,
): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    fail(
      'aliases',
      `must be a list of the article's old slugs, such as ${EXAMPLE} (got ${JSON.stringify(value)}).`,
    );
    return [];
  }
  const out: string[] = [];
  value.forEach((item, i) => {
    const field = `aliases[${i}]`;
    if (typeof item !== 'string' || item.trim() === '') {
      fail(field, `must be an old slug written as text, such as ${EXAMPLE} (got ${JSON.stringify(item)}).`);
      return;
    }
    const slug = aliasSlug(item);
    if (item.trim().startsWith('/') && !/^\/articles\//.test(item.trim())) {
      fail(
        field,
        `"${item}" is not an article address: only old /articles/… addresses (or old slugs) can be aliases.`,
      );
      return;
    }
    if (!isValidSlug(slug)) {
      const suggestion = slugify(slug);
      fail(
        field,
        `"${item}" is not a valid slug; write the old slug as it was in the address (lowercase letters, digits and single hyphens)${suggestion ? `, e.g. "${suggestion}"` : ''}.`,
      );
      return;
    }
    if (out.includes(slug)) {
      warn(field, `"${item}" is listed twice in aliases; remove one of them.`);
      return;
    }
    out.push(slug);
  });
  return out;
}

/** What the rules across articles need of one article. */
export interface AliasedArticle {
  file: string;
  slug: string;
  aliases: readonly string[];
}

/** A problem of one alias: on `aliases[index]` of `file`. */
export interface AliasProblem {
  problem: Problem;
  index: number;
}

/**
 * The rules across articles (every article of the content, drafts included: their slugs go live
 * later): an alias is not the article's own slug (a loop), not another article's slug (that
 * page would be hidden; when the redirects then lead on, a chain or a loop), and on one article
 * only (the second file is named, with the first).
 */
export function aliasProblems(articles: readonly AliasedArticle[]): AliasProblem[] {
  const bySlug = new Map<string, AliasedArticle>();
  for (const a of articles) if (!bySlug.has(a.slug)) bySlug.set(a.slug, a);
  // the article an alias leads to (the first that lists it)
  const aliasOwner = new Map<string, AliasedArticle>();
  const out: AliasProblem[] = [];
  const add = (a: AliasedArticle, index: number, message: string, other?: string): void => {
    out.push({
      index,
      problem: { ...error(a.file, `aliases[${index}]`, message), ...(other ? { other } : {}) },
    });
  };
  for (const a of articles)
    a.aliases.forEach((alias, index) => {
      const first = aliasOwner.get(alias);
      if (first && first !== a)
        add(
          a,
          index,
          `"${alias}" is also an alias of ${first.file}: an old address can lead to one article only; remove it from one of the two.`,
          first.file,
        );
      else aliasOwner.set(alias, a);
    });
  for (const a of articles)
    a.aliases.forEach((alias, index) => {
      if (alias === a.slug) {
        add(
          a,
          index,
          `"${alias}" is this article's own slug: ${articlePath(alias)} would redirect to itself, a loop; remove it from aliases.`,
        );
        return;
      }
      const live = bySlug.get(alias);
      if (!live) return;
      // where the redirects lead from this address: alias → this article → any article listing its slug …
      const steps = [alias, a.slug];
      let loop = false;
      for (let current = a.slug; ;) {
        const owner = aliasOwner.get(current);
        if (!owner || owner.slug === current) break;
        loop = steps.includes(owner.slug);
        steps.push(owner.slug);
        if (loop) break;
        current = owner.slug;
      }
      const route = steps.map(articlePath).join(' → ');
      const fix = `remove "${alias}" from aliases (an article's live address cannot also redirect)`;
      if (loop)
        add(
          a,
          index,
          `"${alias}" is the slug of ${live.file}, and the redirects would loop: ${route}; ${fix}.`,
          live.file,
        );
      else if (steps.length > 2)
        add(
          a,
          index,
          `"${alias}" is the slug of ${live.file}, and the redirects would chain: ${route}; ${fix}, and every alias must be an address that no article has now.`,
          live.file,
        );
      else
        add(
          a,
          index,
          `"${alias}" is the slug of ${live.file}, a live article: a redirect from ${articlePath(alias)} would hide it; ${fix}.`,
          live.file,
        );
    });
  return out;
}

/** One redirect: an old address and the article's address it leads to. */
export interface Redirect {
  from: string;
  to: string;
}

/** The redirects of the published articles' aliases, sorted by old address (the same on every build). */
export function redirectsOf(articles: readonly Pick<AliasedArticle, 'slug' | 'aliases'>[]): Redirect[] {
  return articles
    .flatMap((a) => a.aliases.map((alias) => ({ from: articlePath(alias), to: articlePath(a.slug) })))
    .sort((x, y) => (x.from < y.from ? -1 : x.from > y.from ? 1 : 0));
}
