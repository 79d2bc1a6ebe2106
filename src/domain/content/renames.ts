/**
 * Forgotten aliases: an article whose slug changed since the last published build loses its old
 * address unless the old slug is among its aliases. Every build writes the published articles'
 * ids, slugs and aliases into public/ (ARTICLE_SLUGS_PATH, kept by the deploy); the content check
 * and the build compare the content with that list and with the committed content, and warn,
 * naming the file and the line to add.
 */
import { warning, type Problem } from './problems';
import { articlePath, ARTICLE_SLUGS_PATH } from '../listings/routes';

/** An article as a published build had it. */
export interface PublishedArticle {
  id: number;
  slug: string;
  aliases: string[];
}

/** The list a build writes: the content folder it was built from, and its articles by id. */
export interface PublishedList {
  /** the content folder, relative to the project (a fixture build's list says nothing of content/) */
  content: string;
  articles: PublishedArticle[];
}

/** What the content is compared with, and in words where it came from. */
export interface Baseline {
  source: string;
  articles: readonly PublishedArticle[];
}

/** In words, for messages: the last build's list, or the committed content. */
export const BUILD_BASELINE = `the last build (public${ARTICLE_SLUGS_PATH})`;
export const COMMITTED_BASELINE = 'the committed content (git HEAD)';

const byId = (a: PublishedArticle, b: PublishedArticle): number => a.id - b.id;

/** The list's text: sorted by id, aliases sorted, one article a line, no date: the same content gives the same bytes. */
export function publishedListText(list: PublishedList): string {
  const articles = list.articles
    .map((a) => ({ id: a.id, slug: a.slug, aliases: [...a.aliases].sort() }))
    .sort(byId)
    .map((a) => `    ${JSON.stringify(a)}`);
  return `{\n  "content": ${JSON.stringify(list.content)},\n  "articles": [\n${articles.join(',\n')}\n  ]\n}\n`;
}

const isPublishedArticle = (x: unknown): x is PublishedArticle => {
  const a = x as Partial<PublishedArticle> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.id === 'number' &&
    typeof a.slug === 'string' &&
    (a.aliases === undefined || (Array.isArray(a.aliases) && a.aliases.every((s) => typeof s === 'string')))
  );
};

/** The list from its text; null when it is not one (an older build, a damaged file). */
export function parsePublishedList(text: string): PublishedList | null {
  try {
    const data = JSON.parse(text) as Partial<PublishedList> | null;
    if (!data || typeof data.content !== 'string' || !Array.isArray(data.articles)) return null;
    if (!data.articles.every(isPublishedArticle)) return null;
    return {
      content: data.content,
      articles: data.articles.map((a) => ({ id: a.id, slug: a.slug, aliases: a.aliases ?? [] })),
    };
  } catch {
    return null;
  }
}

/** What the comparison needs of a current article: its slug and aliases, and the lines they are on. */
export interface CurrentArticle {
  id: number;
  file: string;
  slug: string;
  aliases: readonly string[];
  /** the file lines of `slug:` and `aliases:`, when known */
  lines: { slug?: number; aliases?: number };
}

/**
 * A warning for every old address of an article (its slug and aliases in any of the baselines)
 * that the content no longer leads anywhere: not its slug, not among its aliases, not another
 * article's slug. An address is named once, by the first baseline that has it. Articles that are
 * gone are not warned about (removing an article is its own decision).
 */
export function forgottenAliases(
  baselines: readonly Baseline[],
  current: readonly CurrentArticle[],
): Problem[] {
  const out: Problem[] = [];
  const warned = new Set<string>();
  for (const baseline of baselines) out.push(...forgottenSince(baseline, current, warned));
  return out;
}

/** The warnings of one baseline, leaving out the `id:address` pairs in `warned` (and adding its own). */
function forgottenSince(
  baseline: Baseline,
  current: readonly CurrentArticle[],
  warned: Set<string>,
): Problem[] {
  const live = new Set(current.map((a) => a.slug));
  const aliased = new Set(current.flatMap((a) => a.aliases));
  const now = new Map(current.map((a) => [a.id, a]));
  const out: Problem[] = [];
  for (const old of [...baseline.articles].sort(byId)) {
    const a = now.get(old.id);
    if (!a) continue;
    const lost = [old.slug, ...old.aliases].filter(
      (s, i, all) => all.indexOf(s) === i && !live.has(s) && !aliased.has(s) && !warned.has(`${old.id}:${s}`),
    );
    if (lost.length === 0) continue;
    for (const s of lost) warned.add(`${old.id}:${s}`);
    const addresses = lost.map((s) => articlePath(s)).join(', ');
    const what =
      lost[0] === old.slug
        ? `was "${old.slug}" in ${baseline.source}`
        : `had the alias${lost.length > 1 ? 'es' : ''} ${lost.map((s) => `"${s}"`).join(', ')} in ${baseline.source}`;
    const add =
      a.aliases.length === 0
        ? `add this line after \`slug:\`${a.lines.slug ? ` (line ${a.lines.slug})` : ''}: \`aliases: [${lost.join(', ')}]\``
        : `add ${lost.map((s) => `\`  - ${s}\``).join(' and ')} under \`aliases:\`${a.lines.aliases ? ` (line ${a.lines.aliases})` : ''}, or write that line as \`aliases: [${[...a.aliases, ...lost].join(', ')}]\``;
    out.push({
      ...warning(
        a.file,
        'slug',
        `${what}: ${addresses} will answer "not found" for every old link and bookmark; to redirect ${lost.length > 1 ? 'them' : 'it'} to ${articlePath(a.slug)}, ${add}.`,
      ),
      ...(a.lines.slug ? { line: a.lines.slug } : {}),
    });
  }
  return out;
}
