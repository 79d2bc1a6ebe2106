/**
 * What a reader downloads for one page of a built site, gzipped: the HTML, the JavaScript and CSS
 * of a first visit (counted by scripts/lib/first-load.ts, the one place that decides what a first
 * visit loads) and its page data (page-data.json plus the static-query results it lists).
 * Reads public/ only.
 */
import fs from 'fs';
import path from 'path';
import { filesUnder } from '../../src/node/files/walk';
import { firstLoad, gzipBytes, htmlFileOf, pageDataFileOf } from '../lib/first-load';

export { gzipBytes };

export interface PageWeight {
  path: string;
  /** raw and gzipped bytes of index.html */
  htmlRaw: number;
  html: number;
  /** gzipped bytes of every script loaded on first visit: files (each counted once) and inline */
  js: number;
  jsFiles: string[];
  /** of `js`, the inline scripts */
  inlineJs: number;
  /** gzipped bytes of inlined <style> contents plus linked stylesheets */
  css: number;
  /** gzipped page-data.json, and the static-query results it references */
  pageDataRaw: number;
  pageData: number;
  staticQueryData: number;
}

/** Measure one page of the built site at `publicDir`. */
export function measurePage(publicDir: string, pagePath: string): PageWeight {
  const html = fs.readFileSync(htmlFileOf(publicDir, pagePath));
  const pageData = fs.readFileSync(pageDataFileOf(publicDir, pagePath));
  const parsed = JSON.parse(pageData.toString('utf8')) as { staticQueryHashes?: string[] };
  const load = firstLoad(publicDir, pagePath);

  const staticQueryData = (parsed.staticQueryHashes ?? []).reduce((n, hash) => {
    const file = path.join(publicDir, 'page-data', 'sq', 'd', `${hash}.json`);
    return n + (fs.existsSync(file) ? gzipBytes(fs.readFileSync(file)) : 0);
  }, 0);

  return {
    path: pagePath,
    htmlRaw: html.length,
    html: gzipBytes(html),
    js: load.js,
    jsFiles: load.scriptFiles,
    inlineJs: load.inlineScriptBytes,
    css: load.css,
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
  for (const file of filesUnder(publicDir)) {
    const { size } = fs.statSync(path.join(publicDir, file));
    const rel = `/${file}`;
    const name = path.posix.basename(file);
    out.bytes += size;
    if (!name.endsWith('.map')) out.bytesWithoutMaps += size;
    if (name.endsWith('.html')) {
      out.htmlPages += 1;
      if (size > out.largestHtml.bytes) out.largestHtml = { path: rel, bytes: size };
    }
    if (name === 'page-data.json' && size > out.largestPageData.bytes)
      out.largestPageData = { path: rel, bytes: size };
  }
  return out;
}
