/**
 * Which files of public/ belong to the build that just ran, so that nothing an earlier build left
 * there (a deleted article's pictures, the scripts and styles of an older compilation) stays
 * beside them: a build on the previous build's cache must leave the `public/` a clean build
 * leaves. Keeping old files for readers who still hold an old page is the deploy's business.
 *
 * A file is current when the build wrote it, when Gatsby's state names it (a page's HTML and data,
 * webpack's assets of this compilation), or when a current text file refers to it (a page's
 * pictures, which a build with its cache kept does not write again). Nothing is decided from a
 * list of names: whatever a build writes is current.
 *
 * Paths are relative to public/, with forward slashes and no leading slash.
 */

/** The HTML and the page data Gatsby writes for a page (its rules for both paths). */
export function pageFiles(pagePath: string): string[] {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  const html =
    pagePath.endsWith('.html') || trimmed === '' ? trimmed || 'index.html' : `${trimmed}/index.html`;
  return [html, `page-data/${trimmed || 'index'}/page-data.json`];
}

/** Files whose text may name other files of the site. */
export const isTextFile = (file: string): boolean =>
  /\.(html|json|css|js|mjs|xml|webmanifest|txt|svg)$/.test(file) && !file.endsWith('.map');

/** A run of characters a path or URL is written with (no quotes, spaces, commas or brackets). */
const TOKEN = /[\w~.\-/%@+:]+/g;

/**
 * The public/ paths a text may refer to: every path-like run of characters, as written, without
 * its leading slash and without a URL's scheme and host, decoded when it has escapes; a page's
 * slices by their markers; and the static query results a page's data lists by hash.
 */
export function referencedPaths(text: string): Set<string> {
  const found = new Set<string>();
  const add = (p: string): void => {
    const bare = p.replace(/^\.?\/+/, '');
    if (bare === '') return;
    found.add(bare);
    if (bare.includes('%'))
      try {
        found.add(decodeURIComponent(bare));
      } catch {
        // not an escape after all
      }
  };
  for (const [token] of text.matchAll(TOKEN)) {
    const url = /^(?:[a-z][\w+.-]*:)?\/\/[^/]+(\/.*)$/i.exec(token);
    add(url?.[1] ?? token);
    // a token may hold a path after a colon or an equals sign the pattern let through
    const colon = token.lastIndexOf(':');
    if (colon >= 0 && !url) add(token.slice(colon + 1));
  }
  // a page's slices by their markers (Gatsby stitches `_gatsby/slices/<id>.html` in at each)
  for (const [, id] of text.matchAll(/<!-- slice-start id="([^"]+)" -->/g))
    found.add(`_gatsby/slices/${id}.html`);
  for (const [, list] of text.matchAll(/"staticQueryHashes":\[([^\]]*)\]/g))
    for (const [hash] of (list ?? '').matchAll(/\d+/g)) found.add(`page-data/sq/d/${hash}.json`);
  return found;
}

/**
 * The references of a text worth recording for later builds: those naming a file of public/
 * (`exists`), or a path with a folder and an extension, which a later build may write. A page's
 * link ("/articles/x") names no file; words are no paths.
 */
export function fileReferences(text: string, exists: (file: string) => boolean): string[] {
  return [...referencedPaths(text)].filter((p) => exists(p) || (p.includes('/') && /\.[a-z0-9]+$/i.test(p)));
}

/**
 * The files of `files` that are not current: not in `kept` and not referred to, directly or
 * through other referred-to text files, by a current text file (`referencesOf` gives the paths a
 * text file refers to, referencedPaths of its text).
 * Texts are read only while some file outside `kept` is not yet known to be current: after a
 * clean build none is, and no page is read at all (at 50,000 articles, 5 GB of HTML). They are
 * read in `kept`'s order, then in the order they were found.
 */
export function staleFiles(
  files: readonly string[],
  kept: ReadonlySet<string>,
  referencesOf: (file: string) => Iterable<string>,
): string[] {
  const all = new Set(files);
  let undecided = files.filter((file) => !kept.has(file)).length;
  const current = new Set<string>();
  const queue: string[] = [];
  const mark = (file: string): void => {
    if (!all.has(file) || current.has(file)) return;
    current.add(file);
    queue.push(file);
    if (!kept.has(file)) undecided -= 1;
  };
  for (const file of kept) mark(file);
  // in the order marked (kept's order first): the few files a caller names first are read before
  // the many that follow (webpack's scripts, which name the app's data, before thousands of pages)
  for (let next = 0; next < queue.length && undecided > 0; next += 1) {
    const file = queue[next];
    if (!isTextFile(file)) continue;
    for (const ref of referencesOf(file)) mark(ref);
  }
  return files.filter((file) => !current.has(file)).sort();
}
