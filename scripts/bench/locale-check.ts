/**
 * Whether a built site speaks its locale: the page language, the interface labels (the sponsored
 * heading among them), dates, the feed's language, `og:locale` and the structured data's
 * `inLanguage`, read from a home page and an article page of public/. Used by the build test
 * (tests/build/warm-equals-clean.test.ts) and the verification script (scripts/bench/warm-clean.ts).
 */
import fs from 'fs';
import path from 'path';
import { formatDisplayDate } from '../../src/domain/content/dates';
import { formatLabel, type LabelKey, type Locale } from '../../src/domain/locales/labels';
import { LOCALE_LABELS } from '../../src/domain/locales/label-tables';
import { sponsoredHeading } from '../../src/domain/sponsored/block';
import { OG_LOCALES } from '../../src/domain/seo/titles';
import { siteConfig } from '../../src/site-config';

/** Labels every home page shows, and those every article page shows. */
const HOME_LABELS: LabelKey[] = [
  'sections',
  'latestArticles',
  'footerCategories',
  'skipToContent',
  'allRightsReserved',
];
const ARTICLE_LABELS: LabelKey[] = [
  'sections',
  'published',
  'aboutTheAuthor',
  'share',
  'copyLink',
  'skipToContent',
];

/** The longest stretch of a label between its `{placeholders}`: what a page holds verbatim. */
const fragment = (text: string): string =>
  text
    .split(/\{\w+\}/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0] ?? text;

/** Text as a page writes it (React escapes these in text and attributes). */
const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface LocaleArticle {
  /** the article's path, e.g. "/articles/obby-timers" */
  path: string;
  /** ISO date of publication */
  date: string;
  /** the text of one of its section headings */
  heading: string;
}

export interface LocaleCheckOptions {
  /**
   * Also fail when an English label of more than one word (other than the locale's own) appears in
   * a non-English build: right for a fixture whose text is known, not for English content.
   */
  noEnglishLabels?: boolean;
}

/** The problems of the home page and `article` of the site built in `publicDir` for `locale` (none: right). */
export function localeProblems(
  publicDir: string,
  locale: Locale,
  article: LocaleArticle,
  { noEnglishLabels = false }: LocaleCheckOptions = {},
): string[] {
  const read = (rel: string): string => fs.readFileSync(path.join(publicDir, rel), 'utf8');
  const pages = {
    home: read('index.html'),
    article: read(path.join(article.path, 'index.html')),
  };
  const labels = LOCALE_LABELS[locale];
  const problems: string[] = [];
  const expect = (ok: boolean, what: string): void => {
    if (!ok) problems.push(`${locale}: ${what}`);
  };
  const heading = sponsoredHeading(siteConfig.siteName, locale);
  for (const [name, html] of Object.entries(pages)) {
    expect(html.includes(`<html lang="${locale}"`), `${name} page: <html lang="${locale}">`);
    expect(
      html.includes(`property="og:locale" content="${OG_LOCALES[locale]}"`),
      `${name} page: og:locale ${OG_LOCALES[locale]}`,
    );
    expect(html.includes(`>${escaped(heading)}</h2>`), `${name} page: the sponsored heading "${heading}"`);
    for (const key of name === 'home' ? HOME_LABELS : ARTICLE_LABELS)
      expect(
        html.includes(escaped(fragment(labels[key]))),
        `${name} page: the label ${key} "${labels[key]}"`,
      );
    if (noEnglishLabels && locale !== 'en')
      for (const [key, english] of Object.entries(LOCALE_LABELS.en) as [LabelKey, string][]) {
        const text = fragment(english);
        if (text.includes(' ') && text !== fragment(labels[key]))
          expect(!html.includes(escaped(text)), `${name} page: no English label (${key} "${text}")`);
      }
  }
  const sectionLink = formatLabel(labels.sectionLink, { title: article.heading });
  expect(
    pages.article.includes(`aria-label="${escaped(sectionLink)}"`),
    `article body: the heading link's label "${sectionLink}"`,
  );
  const date = formatDisplayDate(article.date, locale);
  expect(pages.article.includes(`>${escaped(date)}</time>`), `article page: the date "${date}"`);
  expect(
    pages.article.includes(`"inLanguage":"${locale}"`),
    `article page: structured data inLanguage "${locale}"`,
  );
  const feed = read('rss.xml');
  expect(
    feed.includes(`<language><![CDATA[${locale}]]></language>`),
    `rss.xml: <language>${locale}</language>`,
  );
  return problems;
}
