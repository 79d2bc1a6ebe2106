/**
 * What a reader downloads for one page of a built site, gzipped: the HTML, the JavaScript it
 * loads on first visit (its <script src> files plus the webpack chunks of its page component),
 * the CSS (inlined <style> and any linked stylesheet) and its page data (page-data.json plus the
 * static-query results it lists). Reads public/ only.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import * as cheerio from 'cheerio';

/** Gzipped size at the level static hosts and CDNs commonly use (6, zlib's default). */
export const gzipBytes = (data: string | Buffer): number => zlib.gzipSync(data, { level: 6 }).length;

export interface PageWeight {
  path: string;
  /** raw and gzipped bytes of index.html */
  htmlRaw: number;
  html: number;
  /** gzipped bytes of every script file loaded on first visit (each counted once) */
  js: number;
  jsFiles: string[];
  /** gzipped bytes of inlined <style> contents plus linked stylesheets */
  css: number;
  /** gzipped page-data.json, and the static-query results it references */
  pageDataRaw: number;
  pageData: number;
  staticQueryData: number;
}

/** public/{path}/index.html (and the same for page-data), as Gatsby writes them. */
const htmlFile = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, pagePath === '/' ? '' : pagePath, 'index.html');
const pageDataFile = (publicDir: string, pagePath: string): string =>
  path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath, 'page-data.json');

/** Files of a site-relative URL ("/app-123.js" -> public/app-123.js). */
const publicFile = (publicDir: string, url: string): string =>
  path.join(publicDir, decodeURIComponent(url.split(/[?#]/)[0]));

/** The chunk map Gatsby inlines into every page: chunk name -> files. */
function chunkMapping($: cheerio.CheerioAPI): Record<string, string[]> {
  for (const el of $('script:not([src])').toArray()) {
    const text = $(el).text();
    const m = /window\.___chunkMapping=("(?:[^"\\]|\\.)*"|\{.*?\});/s.exec(text);
    if (m) {
      const value = JSON.parse(m[1]) as unknown;
      return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string[]>;
    }
  }
  return {};
}

/** Measure one page of the built site at `publicDir`. */
export function measurePage(publicDir: string, pagePath: string): PageWeight {
  const html = fs.readFileSync(htmlFile(publicDir, pagePath));
  const $ = cheerio.load(html.toString('utf8'));
  const pageData = fs.readFileSync(pageDataFile(publicDir, pagePath));
  const parsed = JSON.parse(pageData.toString('utf8')) as {
    componentChunkName: string;
    staticQueryHashes?: string[];
  };

  // scripts: what the HTML loads (modern browsers skip nomodule), then the page component's chunks
  const scripts = new Set<string>();
  $('script[src]').each((_, el) => {
    if ($(el).attr('nomodule') === undefined) scripts.add($(el).attr('src') as string);
  });
  $('link[rel="preload"][as="script"], link[rel="modulepreload"]').each((_, el) => {
    scripts.add($(el).attr('href') as string);
  });
  for (const file of chunkMapping($)[parsed.componentChunkName] ?? []) scripts.add(file);
  const jsFiles = [...scripts].filter((s) => s.startsWith('/')).sort();
  const js = jsFiles.reduce((n, f) => n + gzipBytes(fs.readFileSync(publicFile(publicDir, f))), 0);

  let css = 0;
  $('style').each((_, el) => {
    css += gzipBytes($(el).text());
  });
  $('link[rel="stylesheet"]').each((_, el) => {
    const href = $(el).attr('href');
    if (href?.startsWith('/')) css += gzipBytes(fs.readFileSync(publicFile(publicDir, href)));
  });

  const staticQueryData = (parsed.staticQueryHashes ?? []).reduce((n, hash) => {
    const file = path.join(publicDir, 'page-data', 'sq', 'd', `${hash}.json`);
    return n + (fs.existsSync(file) ? gzipBytes(fs.readFileSync(file)) : 0);
  }, 0);

  return {
    path: pagePath,
    htmlRaw: html.length,
    html: gzipBytes(html),
    js,
    jsFiles,
    css,
    pageDataRaw: pageData.length,
    pageData: gzipBytes(pageData),
    staticQueryData,
  };
}

export interface SiteFiles {
  /** every built HTML page */
  htmlPages: number;
  /** bytes of everything in public/, and of it without source maps */
  bytes: number;
  bytesWithoutMaps: number;
  /** the largest page-data.json and HTML file (raw bytes) and where they are */
  largestPageData: { path: string; bytes: number };
  largestHtml: { path: string; bytes: number };
}

/** Walk public/ once: counts, sizes and the largest per-page files. */
export function scanSite(publicDir: string): SiteFiles {
  const out: SiteFiles = {
    htmlPages: 0,
    bytes: 0,
    bytesWithoutMaps: 0,
    largestPageData: { path: '', bytes: 0 },
    largestHtml: { path: '', bytes: 0 },
  };
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const { size } = fs.statSync(full);
      const rel = `/${path.relative(publicDir, full).split(path.sep).join('/')}`;
      out.bytes += size;
      if (!entry.name.endsWith('.map')) out.bytesWithoutMaps += size;
      if (entry.name.endsWith('.html')) {
        out.htmlPages += 1;
        if (size > out.largestHtml.bytes) out.largestHtml = { path: rel, bytes: size };
      }
      if (entry.name === 'page-data.json' && size > out.largestPageData.bytes)
        out.largestPageData = { path: rel, bytes: size };
    }
  };
  walk(publicDir);
  return out;
}
