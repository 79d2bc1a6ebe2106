/**
 * Pictures and highlighted code in the built site (public/ from `npm run build` of content/):
 * the hero (AVIF and WebP sources, a fallback, width and height, eager and high priority, its
 * largest candidate within 120 KB), card thumbnails (lazy but for a listing's first card), og:image/twitter:image at 1200×630
 * with their dimensions and the JSON-LD image, body pictures (srcset in AVIF and WebP, a
 * reserved box, lazy, the original linked, the title as a figcaption) and Luau highlighted into
 * token spans with no highlighting script shipped.
 */
import * as cheerio from 'cheerio';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { articlePath, HOME_PATH, SHARE_PICTURES_DIR } from '../../src/domain/listings/routes';
import { siteConfig } from '../../src/site-config';
import { allHtmlFiles, builtContent, htmlFileOf, publicDir } from './helpers';

const content = builtContent();
const withCover = content.articles.filter((a) => a.cover);
const withoutCover = content.articles.filter((a) => !a.cover);
const load = (pagePath: string): cheerio.CheerioAPI =>
  cheerio.load(fs.readFileSync(htmlFileOf(pagePath), 'utf8'));
const fileOf = (url: string): string =>
  path.join(publicDir, decodeURI(new URL(url, 'https://x.test').pathname));

/** `url 412w, url 736w` -> [[url, 412], ...] */
const candidates = (srcset: string | undefined): [string, number][] =>
  (srcset ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .filter((p) => p[0])
    .map(([url, w]) => [url as string, parseInt(w ?? '0', 10)]);

describe('covers', () => {
  it('exist on at least 12 real articles', () => {
    expect(withCover.length).toBeGreaterThanOrEqual(12);
  });

  it.each(withCover.map((a) => [a.slug]))(
    '%s: the hero is an eager, high-priority <picture> with AVIF, WebP and a fallback',
    (slug) => {
      const $ = load(articlePath(slug));
      const hero = $('picture.article-hero');
      expect(hero.length).toBe(1);
      expect(
        hero
          .find('source')
          .map((_, s) => $(s).attr('type'))
          .get(),
      ).toEqual(['image/avif', 'image/webp']);
      const img = hero.find('img');
      expect(img.attr('loading')).toBe('eager');
      expect(img.attr('fetchpriority')).toBe('high');
      expect(img.attr('alt')?.length).toBeGreaterThan(10);
      // the box is reserved: real width and height in the cover's ratio
      const [w, h] = [Number(img.attr('width')), Number(img.attr('height'))];
      expect(w).toBeGreaterThanOrEqual(1071);
      expect(w / h).toBeCloseTo(16 / 9, 1);
      for (const el of [...hero.find('source').get(), img.get(0)]) {
        const set = candidates($(el).attr('srcset'));
        expect(set.map(([, width]) => width)).toEqual(expect.arrayContaining([412, 1071]));
        for (const [url] of set) expect(fs.existsSync(fileOf(url))).toBe(true);
      }
      // the hero comes before the body: it is the first picture of the page
      expect($('main img').first().closest('picture').hasClass('article-hero')).toBe(true);
    },
  );

  it('keeps the largest candidate for a 412 px phone at 2.6× (1071 px) within 120 KB in every format', () => {
    for (const a of withCover) {
      const $ = load(articlePath(a.slug));
      for (const el of $('picture.article-hero source, picture.article-hero img').get()) {
        const [url] = candidates($(el).attr('srcset')).find(([, w]) => w >= 1071) ?? [];
        expect(url).toBeDefined();
        expect([a.slug, fs.statSync(fileOf(url as string)).size <= 120 * 1024]).toEqual([a.slug, true]);
      }
    }
  });

  it('gives og:image and twitter:image as the 1200×630 crop, with width, height and type, and the JSON-LD the same image', async () => {
    for (const a of withCover) {
      const $ = load(articlePath(a.slug));
      const og = $('meta[property="og:image"]').attr('content') as string;
      expect($('meta[name="twitter:image"]').attr('content')).toBe(og);
      expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
      expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
      expect($('meta[property="og:image:type"]').attr('content')).toBe('image/jpeg');
      expect($('meta[property="og:image:alt"]').attr('content')).toBe(a.coverAlt);
      const meta = await sharp(fileOf(og)).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
      const ld = $('script[type="application/ld+json"]')
        .map((_, s) => JSON.parse($(s).html() as string) as { '@type': string; image?: string[] })
        .get()
        .find((b) => b['@type'] === 'Article');
      expect(ld?.image).toEqual([og]);
    }
  });

  it('gives a cover its own crop, never a drawn share picture: the cover wins', () => {
    for (const a of withCover) {
      const og = load(articlePath(a.slug))('meta[property="og:image"]').attr('content') as string;
      expect(new URL(og).pathname.startsWith(`${SHARE_PICTURES_DIR}/`)).toBe(false);
    }
  });
});

describe('drawn share pictures (src/node/share-pictures/)', () => {
  it('exist for the articles without a cover, which show no hero', () => {
    expect(withoutCover.length).toBeGreaterThanOrEqual(10);
    for (const a of withoutCover) expect(load(articlePath(a.slug))('picture.article-hero').length).toBe(0);
  });

  it.each(withoutCover.map((a) => [a.slug, a.title]))(
    "%s: og:image and twitter:image are its own 1200×630 JPEG of at most 100 KB, not the site's, with the title as alt",
    async (slug, title) => {
      const $ = load(articlePath(slug));
      const og = $('meta[property="og:image"]').attr('content') as string;
      expect(og).toMatch(new RegExp(`^https?://[^/]+${SHARE_PICTURES_DIR}/[0-9a-f]{20}\\.jpg$`));
      expect(og.endsWith(siteConfig.defaultImage)).toBe(false);
      expect($('meta[name="twitter:image"]').attr('content')).toBe(og);
      expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
      expect($('meta[property="og:image:height"]').attr('content')).toBe('630');
      expect($('meta[property="og:image:type"]').attr('content')).toBe('image/jpeg');
      expect($('meta[property="og:image:alt"]').attr('content')).toBe(title);
      expect($('meta[name="twitter:image:alt"]').attr('content')).toBe(title);
      const file = fileOf(og);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
      expect(fs.statSync(file).size).toBeLessThanOrEqual(100 * 1024);
      const ld = $('script[type="application/ld+json"]')
        .map((_, s) => JSON.parse($(s).html() as string) as { '@type': string; image?: string[] })
        .get()
        .find((b) => b['@type'] === 'Article');
      expect(ld?.image).toEqual([og]);
    },
  );

  it('are one per distinct title and category: no two articles of different titles share one', () => {
    const byPicture = new Map<string, string>();
    for (const a of withoutCover) {
      const og = load(articlePath(a.slug))('meta[property="og:image"]').attr('content') as string;
      const other = byPicture.get(og);
      if (other !== undefined) expect(other).toBe(a.title);
      byPicture.set(og, a.title);
    }
    expect(byPicture.size).toBe(new Set(withoutCover.map((a) => a.title)).size);
  });

  it('shows thumbnails on cards, with width, and the pattern on cards of articles without a cover', () => {
    const $ = load(HOME_PATH);
    const thumbs = $('.article-card-picture img');
    expect(thumbs.length).toBeGreaterThan(1);
    thumbs.each((_, img) => {
      expect(Number($(img).attr('width'))).toBeGreaterThan(0);
    });
    expect($('.article-card .cover-pattern').length).toBeGreaterThan(0);
  });

  it('offers every thumbnail at 400 and 800 px in AVIF, WebP and the fallback, nothing narrower than a card', () => {
    // a card is at least 300 CSS px wide (its sizes), so a 100 or 200 px file would never be chosen
    const $ = load(HOME_PATH);
    const pictures = $('.article-card-picture');
    expect(pictures.length).toBeGreaterThan(1);
    pictures.each((_, picture) => {
      const sets = [
        ...$(picture)
          .find('source')
          .toArray()
          .map((source) => $(source).attr('srcset') ?? $(source).attr('srcSet')),
        $(picture).find('img').attr('srcset') ?? $(picture).find('img').attr('srcSet'),
      ];
      expect(
        $(picture)
          .find('source')
          .map((_, el) => $(el).attr('type'))
          .get(),
      ).toEqual(['image/avif', 'image/webp']);
      for (const set of sets) expect(candidates(set).map(([, w]) => w)).toEqual([400, 800]);
    });
  });

  it('loads every thumbnail lazily except the first card of a listing page, eager and high priority when it has a cover', () => {
    // home, categories, subcategories, authors: the first card fills a phone's width and is
    // often its largest paint
    const listings = allHtmlFiles().filter((f) => !f.startsWith(`articles${path.sep}`));
    let eagerFirst = 0;
    let lazyOnly = 0;
    for (const file of listings) {
      const $ = cheerio.load(fs.readFileSync(path.join(publicDir, file), 'utf8'));
      const thumbs = $('.article-card-picture img');
      if (thumbs.length === 0) continue;
      const first = $('main .article-card').first().find('.article-card-picture img').get(0);
      thumbs.each((_, img) => {
        const expected = img === first ? 'eager' : 'lazy';
        expect([path.relative(publicDir, file), $(img).attr('loading')]).toEqual([
          path.relative(publicDir, file),
          expected,
        ]);
        expect($(img).attr('fetchpriority')).toBe(expected === 'eager' ? 'high' : undefined);
      });
      if (first) eagerFirst++;
      else lazyOnly++;
    }
    // both cases occur in the real content: a listing opening with a cover, and one opening with a pattern
    expect(eagerFirst).toBeGreaterThan(0);
    expect(lazyOnly).toBeGreaterThan(0);
  });
});

describe('pictures in bodies', () => {
  const withBodyPictures = content.articles.filter((a) => /!\[[^\]]+\]\(\.\//.test(a.body));

  it('exist in at least 6 real articles', () => {
    expect(withBodyPictures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(withBodyPictures.map((a) => [a.slug]))(
    '%s: a lazy <picture> with AVIF and WebP srcsets in a reserved box, linked to the original, captioned',
    (slug) => {
      const $ = load(articlePath(slug));
      const wrapper = $('.article-body .gatsby-resp-image-wrapper');
      expect(wrapper.length).toBeGreaterThan(0);
      wrapper.each((_, w) => {
        // the box holds the ratio through its padding before the picture loads
        expect($(w).find('.gatsby-resp-image-background-image').attr('style')).toMatch(
          /padding-bottom:\s*\d+(\.\d+)?%/,
        );
        const types = $(w)
          .find('source')
          .map((_, s) => $(s).attr('type'))
          .get();
        expect(types).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
        for (const s of $(w).find('source').get())
          for (const [url] of candidates($(s).attr('srcset'))) expect(fs.existsSync(fileOf(url))).toBe(true);
        const img = $(w).find('img');
        expect(img.attr('loading')).toBe('lazy');
        expect(img.attr('alt')?.trim().length).toBeGreaterThan(10);
        const original = $(w).find('a').attr('href') as string;
        expect(fs.existsSync(fileOf(original))).toBe(true);
      });
      expect($('.article-body figure figcaption').first().text().trim().length).toBeGreaterThan(10);
    },
  );
});

describe('highlighted code', () => {
  const luau = content.articles.filter((a) => /^```(lua|luau)\s*$/m.test(a.body));

  it.each(luau.map((a) => [a.slug]))('%s: Luau is highlighted into token spans at build time', (slug) => {
    const $ = load(articlePath(slug));
    const code = $('.article-body pre.language-lua code.language-lua').first();
    expect(code.length).toBe(1);
    expect(code.find('span.token.keyword').length).toBeGreaterThan(0);
    expect(code.find('span.token.string, span.token.number, span.token.function').length).toBeGreaterThan(0);
  });

  it('ships no highlighting script', () => {
    const scripts = fs.readdirSync(publicDir).filter((f) => f.endsWith('.js'));
    for (const f of scripts) {
      const text = fs.readFileSync(path.join(publicDir, f), 'utf8');
      expect([f, /Prism\.languages|prismjs/.test(text)]).toEqual([f, false]);
    }
  });
});
