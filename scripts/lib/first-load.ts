/**
 * What a built page makes the browser download and run on a first visit, before any reader
 * input: the one place that counts it (scripts/bench/page-weight.ts and the site tests use it).
 *
 * Gatsby puts only the `app` chunk group in the HTML as `<script src>` (framework, app, webpack
 * runtime). The page component's chunk group is not there: during hydration Gatsby's loader
 * imports the component, and the webpack runtime then fetches every chunk of that group, the
 * split chunks (shared by several templates) as well as the `component---…` file. Gatsby's
 * inlined `___chunkMapping` lists only the `component---…` file, so the group is read from
 * webpack's own stats (public/webpack.stats.json, `namedChunkGroups`), as Gatsby does.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import * as cheerio from 'cheerio';

/** Gzipped size at the level static hosts and CDNs commonly use (6, zlib's default). */
export const gzipBytes = (data: string | Buffer): number => zlib.gzipSync(data, { level: 6 }).length;

export interface FirstLoad {
  /** site-relative URLs of every script file fetched on first visit, sorted, each once */
  scriptFiles: string[];
  /** where each file came from: the HTML (`<script src>`, preload links) or the component's group */
  fromHtml: string[];
  fromComponentGroup: string[];
  /** gzipped bytes of the script files, and of the inline scripts (each gzipped on its own) */
  scriptFileBytes: number;
  inlineScriptBytes: number;
  /** scriptFileBytes + inlineScriptBytes */
  js: number;
  /** gzipped bytes of inline <style> contents plus linked stylesheets */
  css: number;
  stylesheetFiles: string[];
  /** the page component's chunk name (from its page data) */
  componentChunkName: string;
}

/** public/{path}/index.html and page-data/{path}/page-data.json, as Gatsby writes them. */
export const htmlFileOf = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, pagePath === '/' ? '' : pagePath, 'index.html');
export const pageDataFileOf = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath, 'page-data.json');

/** The file of a site-relative URL ("/app-123.js" -> public/app-123.js). */
const publicFile = (publicDir: string, url: string): string =>
  path.join(publicDir, decodeURIComponent(url.split(/[?#]/)[0]));

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: (string | { name: string })[] }>;
}

/** The script files of a named chunk group (all its chunks), as site-relative URLs. */
export function chunkGroupScripts(publicDir: string, groupName: string): string[] {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: the first-load count needs the stats of a production build`);
  }
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as WebpackStats;
  const group = stats.namedChunkGroups?.[groupName];
  if (!group) throw new Error(`webpack.stats.json has no chunk group named ${groupName}`);
  return (group.assets ?? [])
    .map((a) => (typeof a === 'string' ? a : a.name))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/${name}`);
}

/** Inline scripts the browser runs (JSON-LD and other data blocks are not JavaScript). */
const isJavaScriptType = (type: string | undefined): boolean =>
  type === undefined ||
  type === '' ||
  /^(text|application)\/(javascript|ecmascript)$/i.test(type) ||
  type === 'module';

/** Count what the page at `pagePath` of the build in `publicDir` loads on a first visit. */
export function firstLoad(publicDir: string, pagePath: string): FirstLoad {
  const $ = cheerio.load(fs.readFileSync(htmlFileOf(publicDir, pagePath), 'utf8'));
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFileOf(publicDir, pagePath), 'utf8')) as {
    componentChunkName: string;
  };

  // modern browsers skip nomodule scripts; a preload link fetches a script as surely as a tag
  const fromHtml = new Set<string>();
  $('script[src]').each((_, el) => {
    if ($(el).attr('nomodule') === undefined) fromHtml.add($(el).attr('src') as string);
  });
  $('link[rel="preload"][as="script"], link[rel="modulepreload"]').each((_, el) => {
    fromHtml.add($(el).attr('href') as string);
  });
  const fromComponentGroup = chunkGroupScripts(publicDir, componentChunkName);
  const scriptFiles = [...new Set([...fromHtml, ...fromComponentGroup])]
    .filter((s) => s.startsWith('/') && !s.startsWith('//'))
    .sort();
  const scriptFileBytes = scriptFiles.reduce(
    (n, f) => n + gzipBytes(fs.readFileSync(publicFile(publicDir, f))),
    0,
  );

  let inlineScriptBytes = 0;
  $('script:not([src])').each((_, el) => {
    const text = $(el).text();
    if (isJavaScriptType($(el).attr('type')) && text.trim() !== '') inlineScriptBytes += gzipBytes(text);
  });

  let css = 0;
  const stylesheetFiles: string[] = [];
  $('style').each((_, el) => {
    css += gzipBytes($(el).text());
  });
  $('link[rel="stylesheet"]').each((_, el) => {
    const href = $(el).attr('href');
    if (href?.startsWith('/') && !href.startsWith('//')) {
      stylesheetFiles.push(href);
      css += gzipBytes(fs.readFileSync(publicFile(publicDir, href)));
    }
  });

  return {
    scriptFiles,
    fromHtml: [...fromHtml].sort(),
    fromComponentGroup,
    scriptFileBytes,
    inlineScriptBytes,
    js: scriptFileBytes + inlineScriptBytes,
    css,
    stylesheetFiles,
    componentChunkName,
  };
}
