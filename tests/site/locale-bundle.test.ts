/**
 * A browser bundle holds one locale's texts: the scripts of this build carry the build locale's
 * SEO texts and labels and none of another locale's (src/domain/locales/label-tables.ts).
 */
import fs from 'fs';
import path from 'path';
import { LOCALES } from '../../src/domain/locales/labels';
import { LOCALE_SEO } from '../../src/domain/locales/seo-tables';
import { LOCALE_LABELS } from '../../src/domain/locales/label-tables';
import { siteConfig } from '../../src/site-config';
import { currentScripts, publicDir } from './helpers';

// the minifier may write non-ASCII characters as \u escapes
const unescape = (js: string): string =>
  js.replace(/\\u([0-9a-fA-F]{4})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const scripts = currentScripts().map((f) => ({
  file: f,
  text: unescape(fs.readFileSync(path.join(publicDir, f), 'utf8')),
}));

/** The longest stretch of a text between its `{placeholders}`: what a bundle holds verbatim. */
const fragment = (text: string): string =>
  text
    .split(/\{\w+\}/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0] as string;

/** The scripts that contain the text's fragment. */
const holding = (text: string): string[] =>
  scripts.filter((s) => s.text.includes(fragment(text))).map((s) => s.file);

const { locale } = siteConfig;
const own = { labels: LOCALE_LABELS[locale], seo: LOCALE_SEO[locale] };
const others = LOCALES.filter((l) => l !== locale);

describe(`the browser bundle of a ${locale} build`, () => {
  it("holds the build locale's SEO texts and labels (the search below finds texts)", () => {
    expect(scripts.length).toBeGreaterThan(3);
    expect(holding(own.seo.pages['not-found'].title)).not.toEqual([]);
    expect(holding(own.seo.pages.home.description)).not.toEqual([]);
    expect(holding(own.labels.searchNoResults)).not.toEqual([]);
  });

  it.each(others)('holds none of the %s SEO texts or labels', (other) => {
    // computed with GATSBY_SITE_LOCALE unset, as build scripts see it: every locale's own texts
    const texts = { labels: LOCALE_LABELS[other], seo: LOCALE_SEO[other] };
    const samples = [
      ...Object.values(texts.seo.pages).flatMap((p) => [p.title, p.description]),
      texts.seo.base,
      texts.labels.searchNoResults,
      texts.labels.notFoundText,
    ];
    const found = samples.filter((t) => holding(t).length > 0);
    expect(found).toEqual([]);
  });
});
