/**
 * The split search index the build wrote (public/search-index.json and public/static/search/),
 * checked against the content it comes from: every published article and nothing else, each
 * part named by its content, the text without markup, code blocks as text, and never the
 * sponsored block.
 */
import fs from 'fs';
import path from 'path';
import * as cheerio from 'cheerio';
import { SEARCH_INDEX_PATH, searchPartPath } from '../../src/domain/listings/routes';
import { contentName, decodeManifest } from '../../src/domain/search/parts';
import { decodeTitleChunk } from '../../src/domain/search/title-index';
import { builtContent, publicDir, root } from './helpers';

const content = builtContent();
const manifest = decodeManifest(JSON.parse(fs.readFileSync(path.join(publicDir, SEARCH_INDEX_PATH), 'utf8')));
const read = (name: string): string => fs.readFileSync(path.join(publicDir, searchPartPath(name)), 'utf8');

const chunks = manifest.d.map((n) => JSON.parse(read(n)) as { b?: string[] });
const entries = chunks.flatMap((c) => decodeTitleChunk(c, manifest.g));
const fragmentNames = chunks.flatMap((c) => c.b ?? []);
const fragments = fragmentNames.map((n) => JSON.parse(read(n)) as { h: string[]; b: string });

describe('the search index', () => {
  it('lists every published article once, in order, and nothing else', () => {
    expect(entries.map((e) => e.slug)).toEqual(content.articles.map((a) => a.slug));
    expect(manifest.n).toBe(content.articles.length);
    // a production build marks nothing as draft or scheduled: those are never published
    expect(entries.filter((e) => e.mark)).toEqual([]);
  });

  it('names every part by its content', () => {
    const names = [...Object.values(manifest.f), ...fragmentNames];
    expect(names.length).toBeGreaterThan(content.articles.length);
    for (const n of names) expect(contentName(read(n))).toBe(n);
    // a family of parts by one hash of all of them, and each part's number
    for (const [prefix, family] of [
      ['d', manifest.d],
      ['w', manifest.w],
      ['x', manifest.x],
    ] as const) {
      expect(family.length).toBeGreaterThan(0);
      const hash = contentName(family.map(read).join('\n'));
      expect(family).toEqual(family.map((_n, i) => `${prefix}${i}-${hash}`));
    }
  });

  it('holds each article’s text, without markup, with its code blocks as text', () => {
    expect(fragments).toHaveLength(content.articles.length);
    for (const f of fragments) {
      expect(f.b.length).toBeGreaterThan(100);
      expect(f.b).not.toMatch(/<\/?(?:p|a|span|code|pre|div|strong|em|h[1-6]|img|ul|li)\b[^>]*>/);
    }
    // the first line of every fenced code block is in its article's text
    content.articles.forEach((a, i) => {
      for (const m of a.body.matchAll(/^```[^\n]*\n([^\n]+)/gm)) {
        const line = m[1].trim().replace(/\s+/g, ' ');
        if (line) expect(fragments[i].b.replace(/\s+/g, ' ')).toContain(line);
      }
    });
  });

  it('never holds the sponsored block', () => {
    const raw = JSON.parse(fs.readFileSync(path.join(root, 'content/sponsored-links.json'), 'utf8')) as {
      sapeLinks: Record<string, string[]>;
    };
    const texts = Object.values(raw.sapeLinks)
      .flat()
      .map((html) => cheerio.load(html)('a').text().trim())
      .filter((t) => t.length > 10);
    expect(texts.length).toBeGreaterThan(0);
    const all = fragments.map((f) => f.b).join('\n');
    for (const t of texts) expect(all).not.toContain(t);
  });
});
