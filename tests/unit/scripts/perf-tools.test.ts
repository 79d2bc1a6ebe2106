/** The measuring helpers of `npm run lighthouse` and `npm run bench -- --reference`. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { countPosts, ratio, referenceDir, referenceScript } from '../../../scripts/bench/reference';
import { articlesToCompare, pagesToMeasure } from '../../../scripts/lighthouse/pages';
import { Lhr, renderTable, summarisePage, summariseRun } from '../../../scripts/lighthouse/summary';

const lhr = (performance: number, tbt: number, lcp: number, benchmarkIndex = 1200.5): Lhr => ({
  environment: { benchmarkIndex },
  categories: {
    performance: { score: performance / 100, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
    accessibility: { score: 1, auditRefs: [] },
    'best-practices': { score: 1, auditRefs: [] },
    seo: { score: 0.92, auditRefs: [{ id: 'meta-description', weight: 1 }] },
  },
  audits: {
    'total-blocking-time': {
      id: 'total-blocking-time',
      title: 'Total Blocking Time',
      score: tbt > 200 ? 0.5 : 1,
      scoreDisplayMode: 'numeric',
      displayValue: `${tbt} ms`,
      numericValue: tbt,
    },
    'largest-contentful-paint': {
      id: 'largest-contentful-paint',
      title: 'LCP',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: lcp,
    },
    'cumulative-layout-shift': {
      id: 'cumulative-layout-shift',
      title: 'CLS',
      score: 1,
      scoreDisplayMode: 'numeric',
      numericValue: 0,
    },
    'meta-description': {
      id: 'meta-description',
      title: 'Has a description',
      score: 0,
      scoreDisplayMode: 'binary',
    },
    'largest-contentful-paint-element': {
      id: 'largest-contentful-paint-element',
      title: 'LCP element',
      score: null,
      scoreDisplayMode: 'informative',
      details: { items: [{ items: [{ node: { snippet: '<img class="hero">' } }] }] },
    },
    'long-tasks': {
      id: 'long-tasks',
      title: 'Avoid long main-thread tasks',
      score: null,
      scoreDisplayMode: 'informative',
      details: { items: [{ url: 'http://x/app-1.js', startTime: 901.4, duration: 88.6 }] },
    },
  },
});

describe('lighthouse summary', () => {
  it('keeps the scores in percent, the numeric metrics, the audits that cost points and the LCP element', () => {
    const run = summariseRun(lhr(91, 350, 2100), 1.5);
    expect(run.scores).toEqual({ performance: 91, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(run.metrics.tbt).toBe(350);
    expect(run.metrics.lcp).toBe(2100);
    expect(run.metrics.fcp).toBeNull();
    expect(run.below.map((b) => b.id).sort()).toEqual(['meta-description', 'total-blocking-time']);
    expect(run.lcpElement).toBe('<img class="hero">');
    expect(run.longTasks).toEqual([{ url: 'http://x/app-1.js', startTime: 901, duration: 89 }]);
    expect(run.loadAvg).toBe(1.5);
    expect(run.benchmarkIndex).toBe(1201);
    const { environment: _, ...withoutEnvironment } = lhr(91, 350, 2100);
    expect(summariseRun(withoutEnvironment, 1.5).benchmarkIndex).toBeNull();
  });

  it('summarises runs of a page by their medians and keeps the lowest performance score', () => {
    const runs = [lhr(100, 20, 1000, 1400), lhr(90, 400, 2500, 850), lhr(98, 60, 1200, 1100)].map((l, i) =>
      summariseRun(l, i),
    );
    const page = summarisePage('home', '/', runs);
    expect(page.scores.performance).toBe(98);
    expect(page.minPerformance).toBe(90);
    expect(page.metrics.tbt).toBe(60);
    expect(page.metrics.lcp).toBe(1200);
    expect(page.loadAvg).toBe(1);
    expect(page.benchmarkIndex).toBe(1100);
    expect(renderTable([page])).toContain(
      '| home | `/` | 98 (90) | 60 | 1.20 | 0.000 | – | 100 | 100 | 92 | 1.0 | 1100 |',
    );
    expect(() => summarisePage('x', '/x', [])).toThrow('no Lighthouse runs for x');
  });
});

describe('pages to measure', () => {
  let dir: string;
  const page = (p: string, html: string): void => {
    fs.mkdirSync(path.join(dir, p), { recursive: true });
    fs.writeFileSync(path.join(dir, p, 'index.html'), html);
  };
  const og = (image: string): string => `<meta property="og:image" content="https://x.example${image}"/>`;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-pages-'));
    page('/', '<a href="/articles/b-plain">b</a>');
    page('/authors', '<a href="/authors">All</a><a href="/authors/priya-nair">Priya</a>');
    page('/articles/a-plain', og('/og-default.png'));
    // every page's inlined stylesheet names the body-picture classes
    page('/articles/b-plain', `${og('/og-default.png')}<style>.gatsby-resp-image-wrapper{}</style>`);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('falls back to the first article of the home page when no article has its own picture', () => {
    expect(articlesToCompare(dir, '/og-default.png')).toEqual({ cover: null, plain: '/articles/b-plain' });
  });

  it('takes a drawn share picture for no cover', () => {
    page('/articles/a-plain', og('/static/share/0123456789abcdef0123.jpg'));
    page(
      '/articles/b-plain',
      `${og('/static/share/fedcba98765432100123.jpg')}<style>.gatsby-resp-image-wrapper{}</style>`,
    );
    expect(articlesToCompare(dir, '/og-default.png')).toEqual({ cover: null, plain: '/articles/b-plain' });
  });

  it('prefers a cover with body pictures, and compares it with an article without either', () => {
    page('/articles/c-cover', og('/static/abc/cover.jpg'));
    page('/articles/d-both', `${og('/static/abc/d.jpg')}<span class="gatsby-resp-image-wrapper"></span>`);
    page('/articles/a-plain', `${og('/og-default.png')}<span class="gatsby-resp-image-wrapper"></span>`);
    expect(articlesToCompare(dir, '/og-default.png')).toEqual({
      cover: '/articles/d-both',
      plain: '/articles/b-plain',
    });
  });

  it('prefers an article whose share image is its own cover, and finds every page type', () => {
    page('/articles/c-cover', og('/static/abc/cover.jpg'));
    const pages = pagesToMeasure(dir, '/og-default.png');
    expect(pages.map((p) => p.name)).toEqual([
      'home',
      'category',
      'subcategory',
      'article (cover)',
      'article (no cover)',
      'author',
      'authors',
      'sitemap',
    ]);
    expect(pages.find((p) => p.name === 'article (cover)')?.path).toBe('/articles/c-cover');
    expect(pages.find((p) => p.name === 'article (no cover)')?.path).toBe('/articles/a-plain');
    expect(pages.find((p) => p.name === 'author')?.path).toBe('/authors/priya-nair');
    expect(pages.find((p) => p.name === 'authors')?.path).toBe('/authors');
  });

  it('adds the topics index, its first topic and the first series when the build has them', () => {
    page('/topics', '<a href="/topics/luau">Luau</a><a href="/topics/obby">Obby</a>');
    page('/topics/luau', '<h1>Luau</h1>');
    page('/series/b-course', '<h1>B</h1>');
    page('/series/a-course', '<h1>A</h1>');
    const pages = pagesToMeasure(dir, '/og-default.png').slice(-3);
    expect(pages).toEqual([
      { name: 'topics', path: '/topics' },
      { name: 'topic', path: '/topics/luau' },
      { name: 'series', path: '/series/a-course' },
    ]);
  });
});

describe('the reference', () => {
  it('takes its script and folder from the environment or the defaults', () => {
    expect(referenceScript('/work/site', {})).toBe('/work/shared/reference/build-reference.sh');
    expect(referenceScript('/work/site', { BENCH_REFERENCE_SCRIPT: '/x/b.sh' })).toBe('/x/b.sh');
    expect(referenceDir({})).toBe('/tmp/reference-gatsby-starter-blog');
    expect(referenceDir({ REFERENCE_DIR: '/tmp/ref' })).toBe('/tmp/ref');
  });

  it('counts the posts the starter will build and gives ratios as ours ÷ reference', () => {
    const blog = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
    for (const slug of ['a', 'b']) {
      fs.mkdirSync(path.join(blog, slug));
      fs.writeFileSync(path.join(blog, slug, 'index.md'), '---\ntitle: x\n---\n');
    }
    fs.mkdirSync(path.join(blog, 'empty'));
    expect(countPosts(blog)).toBe(2);
    expect(countPosts(path.join(blog, 'missing'))).toBe(0);
    fs.rmSync(blog, { recursive: true, force: true });
    expect(ratio(70, 100)).toBe(0.7);
    expect(ratio(97, 112)).toBe(0.87);
    expect(ratio(1, 0)).toBeNaN();
  });
});
