/** The benchmark's measuring helpers: page weight, site scan, Gatsby step timings, quantiles. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { gzipBytes, measurePage, scanSite } from '../../../../scripts/bench/page-weight';
import { firstLoad } from '../../../../scripts/lib/first-load';
import { parseSteps } from '../../../../scripts/bench/run-build';
import {
  msPerArticle,
  ratio,
  renderTargets,
  SizeFigures,
  targetRows,
  timeRatioLimit,
} from '../../../../scripts/bench/targets';
import { quantile, sampleQueries, timeMatcher } from '../../../../scripts/bench/search-bench';
import * as search from '../../../../src/domain/search/matcher';
import { writeFileIn } from '../../../support/files';

let dir: string;
const write = (rel: string, content: string): string => writeFileIn(dir, rel, content);

// Gatsby's inlined chunk map names only the files that start with the group's name ...
const CHUNKS = {
  app: ['/app-1.js'],
  'component---src-templates-article-tsx': ['/component---article-2.js'],
  'component---src-templates-home-tsx': ['/component---home-3.js'],
};
// ... while webpack loads every chunk of the group, the split chunk shared-9.js too
const STATS = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-1.js' }, { name: 'app-1.js' }] },
    'component---src-templates-article-tsx': {
      assets: [
        { name: 'shared-9.js' },
        { name: 'component---article-2.js' },
        { name: 'component---article-2.js.map' },
      ],
    },
    'component---x': { assets: [] },
  },
};
const INLINE = 'document.documentElement.dataset.theme="dark";';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  write('app-1.js', 'a'.repeat(5000));
  write('framework-1.js', 'f'.repeat(7000));
  write('polyfill-1.js', 'p'.repeat(9000));
  write('shared-9.js', 'console.log("shared chunk");'.repeat(50));
  write('component---article-2.js', 'console.log("article");'.repeat(40));
  write('component---home-3.js', 'console.log("home");'.repeat(4000));
  write('linked.css', 'body{color:red}');
  write(
    'articles/x/index.html',
    `<!DOCTYPE html><html><head><style>.a{color:blue}</style><link rel="stylesheet" href="/linked.css"></head><body>` +
      `<main>Hello</main><script>${INLINE}</script><script type="application/ld+json">{"@type":"Article"}</script>` +
      `<script>window.___chunkMapping=${JSON.stringify(JSON.stringify(CHUNKS))};</script>` +
      `<script src="/polyfill-1.js" nomodule></script><script src="/framework-1.js" async></script>` +
      `<script src="/app-1.js" async></script></body></html>`,
  );
  write(
    'page-data/articles/x/page-data.json',
    JSON.stringify({
      componentChunkName: 'component---src-templates-article-tsx',
      staticQueryHashes: ['42'],
    }),
  );
  write('page-data/sq/d/42.json', JSON.stringify({ data: { site: { title: 'T' } } }));
  write('index.html', '<html><body>home</body></html>');
  write('page-data/index/page-data.json', JSON.stringify({ componentChunkName: 'component---x' }));
  write('app-1.js.map', 'm'.repeat(100));
  write('webpack.stats.json', JSON.stringify(STATS));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('measurePage', () => {
  it('counts the scripts a page loads (not nomodule), its component chunk group, CSS and page data', () => {
    const w = measurePage(dir, '/articles/x');
    expect(w.jsFiles).toEqual(['/app-1.js', '/component---article-2.js', '/framework-1.js', '/shared-9.js']);
    const gz = (f: string) => gzipBytes(fs.readFileSync(path.join(dir, f)));
    const inline =
      gzipBytes(INLINE) + gzipBytes(`window.___chunkMapping=${JSON.stringify(JSON.stringify(CHUNKS))};`);
    expect(w.inlineJs).toBe(inline);
    expect(w.js).toBe(
      gz('app-1.js') + gz('component---article-2.js') + gz('framework-1.js') + gz('shared-9.js') + inline,
    );
    expect(w.css).toBe(gzipBytes('.a{color:blue}') + gz('linked.css'));
    expect(w.pageData).toBe(gz('page-data/articles/x/page-data.json'));
    expect(w.staticQueryData).toBe(gz('page-data/sq/d/42.json'));
    expect(w.html).toBe(gz('articles/x/index.html'));
    expect(w.htmlRaw).toBe(fs.statSync(path.join(dir, 'articles/x/index.html')).size);
  });

  it('counts a split chunk of the component group that neither the HTML nor the chunk map names', () => {
    const load = firstLoad(dir, '/articles/x');
    expect(load.fromHtml).not.toContain('/shared-9.js');
    expect(Object.values(CHUNKS).flat()).not.toContain('/shared-9.js');
    expect(load.fromComponentGroup).toEqual(['/shared-9.js', '/component---article-2.js']);
    expect(load.scriptFiles).toContain('/shared-9.js');
  });

  it('fails loudly without webpack stats rather than counting too little', () => {
    fs.rmSync(path.join(dir, 'webpack.stats.json'));
    expect(() => firstLoad(dir, '/articles/x')).toThrow(/webpack\.stats\.json/);
  });

  it('reads the home page from public/index.html and page-data/index', () => {
    const w = measurePage(dir, '/');
    expect(w.jsFiles).toEqual([]);
    expect(w.pageDataRaw).toBeGreaterThan(0);
  });
});

describe('scanSite', () => {
  it('counts HTML pages, bytes with and without source maps, and the largest files', () => {
    const s = scanSite(dir);
    expect(s.htmlPages).toBe(2);
    expect(s.bytes - s.bytesWithoutMaps).toBe(100);
    expect(s.largestHtml.path).toBe('/articles/x/index.html');
    expect(s.largestPageData.path).toBe('/page-data/articles/x/page-data.json');
  });
});

describe('parseSteps', () => {
  it('reads Gatsby’s step timings and total, adding repeated steps', () => {
    const out = [
      'success compile gatsby files - 1.952s',
      '\u001b[2Ksuccess source and transform nodes - 3.733s',
      'success Building static HTML for pages - 5.447s - 1186/1186 217.72/s',
      'success Checking for changed pages - 0.001s',
      'success Checking for changed pages - 0.002s',
      'info Done building in 36.026368138 sec',
    ].join('\n');
    expect(parseSteps(out)).toEqual({
      'compile gatsby files': 1.952,
      'source and transform nodes': 3.733,
      'Building static HTML for pages': 5.447,
      'Checking for changed pages': 0.003,
      total: 36.026368138,
    });
  });
});

describe('search benchmark helpers', () => {
  it('quantile uses the nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.95)).toBe(95);
    expect(quantile(xs, 1)).toBe(100);
    expect(quantile([], 0.5)).toBe(0);
  });

  const entries = ['How to Build an Obby', 'Parental Controls Explained', 'Luau Tables for Beginners'].map(
    (title) => ({ title, slug: '', categoryKey: null, subcategoryKey: null }),
  );

  it('samples queries a reader types: 3+ characters, deterministic', () => {
    const qs = sampleQueries(entries, 50);
    expect(qs).toHaveLength(50);
    expect(qs.every((q) => q.length >= 3)).toBe(true);
    expect(sampleQueries(entries, 50)).toEqual(qs);
  });

  it('times every query run and orders the statistics', () => {
    // a matcher of known cost: each call takes about 2 ms, the one of query "slow…" about 40 ms (far apart, for a loaded machine)
    const spin = (ms: number) => {
      const end = process.hrtime.bigint() + BigInt(ms * 1e6);
      while (process.hrtime.bigint() < end);
    };
    const matcher = jest.spyOn(search, 'searchTitles').mockImplementation((_e, q) => {
      spin(q.startsWith('slow') ? 40 : 2);
      return [];
    });
    try {
      const queries = [...sampleQueries(entries, 19), 'slow query'];
      const t = timeMatcher(entries, queries, 3);
      // the warm-up runs, then every query `repeat` times
      expect(matcher).toHaveBeenCalledTimes(queries.length + queries.length * 3);
      expect(t.medianMs).toBeGreaterThanOrEqual(2);
      expect(t.medianMs).toBeLessThan(40);
      expect(t.maxMs).toBeGreaterThanOrEqual(40);
      expect(t.p95Ms).toBeGreaterThanOrEqual(t.medianMs);
      expect(t.maxMs).toBeGreaterThanOrEqual(t.p95Ms);
    } finally {
      matcher.mockRestore();
    }
  });
});

describe('build-cost targets', () => {
  const size = (over: Partial<SizeFigures>): SizeFigures => ({
    articles: 1000,
    wallS: 40,
    mainPeakRssMB: 700,
    largestPeakRssMB: 700,
    loadAvg: 2,
    warmS: null,
    warmLoadAvg: null,
    pictures: false,
    reference: { wallS: 50, largestPeakRssMB: 800, loadAvg: 3 },
    ...over,
  });

  it('rounds ratios to two decimals and refuses a zero reference', () => {
    expect(ratio(54, 41)).toBe(1.32);
    expect(ratio(1, 0)).toBeNaN();
    expect(msPerArticle({ wallS: 125, articles: 10000 })).toBe(12.5);
    expect([timeRatioLimit(1000), timeRatioLimit(10000), timeRatioLimit(300)]).toEqual([1, 0.85, null]);
  });

  it('judges equal work by time and largest-process memory, with both load averages', () => {
    const rows = targetRows(
      [
        size({}),
        size({
          articles: 10000,
          wallS: 90,
          largestPeakRssMB: 1200,
          reference: { wallS: 100, largestPeakRssMB: 1000, loadAvg: 4 },
        }),
      ],
      null,
    );
    const row = (target: string) => rows.find((r) => r.target === target);
    expect(row('equal work, time, 1000 articles')).toMatchObject({
      figure: '40.0 s / 50.0 s = 0.80',
      limit: '≤ 1.00',
      met: true,
      loadAvg: '2.0 / 3.0',
    });
    expect(row('equal work, time, 10000 articles')).toMatchObject({
      figure: '90.0 s / 100.0 s = 0.90',
      limit: '≤ 0.85',
      met: false,
    });
    expect(row('equal work, largest-process peak RSS, 1000 articles')).toMatchObject({
      figure: '700 MB / 800 MB = 0.88',
      met: true,
    });
    expect(row('equal work, largest-process peak RSS, 10000 articles')).toMatchObject({
      figure: '1200 MB / 1000 MB = 1.20',
      met: false,
    });
  });

  it('does not judge a pair with pictures as equal work', () => {
    const [time] = targetRows([size({ pictures: true })], null);
    expect(time.target).toContain('not equal work');
    expect(time.met).toBeNull();
  });

  it('reports the warm rebuild at 10,000, the pictures ratio and unmeasured figures as such', () => {
    const none = targetRows([size({ reference: null })], null);
    expect(none.find((r) => r.target.startsWith('warm'))).toMatchObject({
      figure: 'not measured',
      met: null,
    });
    expect(none.find((r) => r.target.startsWith('pictures'))).toMatchObject({
      figure: 'not measured',
      met: null,
    });
    const rows = targetRows([size({ articles: 10000, warmS: 24.96, warmLoadAvg: 5, reference: null })], {
      articles: 300,
      withS: 44,
      withoutS: 40,
      loadAvg: 6,
    });
    expect(rows.find((r) => r.target.startsWith('warm'))).toMatchObject({
      figure: '25.0 s',
      met: true,
      loadAvg: '5.0',
    });
    expect(rows.find((r) => r.target.startsWith('pictures'))).toMatchObject({
      figure: '44.0 s / 40.0 s = 1.10',
      met: true,
    });
  });

  it('gives the spread of several settled warm rebuilds beside their median, and judges the median', () => {
    const warmRow = (warmSpread: { minS: number; maxS: number; runs: number }) =>
      targetRows(
        [size({ articles: 10000, warmS: 25.4, warmSpread, warmLoadAvg: 2, reference: null })],
        null,
      ).find((r) => r.target.startsWith('warm'));
    expect(warmRow({ minS: 21.5, maxS: 27.2, runs: 5 })).toMatchObject({
      figure: '25.4 s (median of 5: 21.5-27.2 s)',
      met: false,
    });
    // one rebuild has no spread to give
    expect(warmRow({ minS: 25.4, maxS: 25.4, runs: 1 })).toMatchObject({ figure: '25.4 s', met: false });
  });

  it('compares cost per article from 10,000 to the largest size and holds the main process to 4 GB at 50,000', () => {
    const rows = targetRows(
      [
        size({ articles: 50000, wallS: 750, mainPeakRssMB: 7300, reference: null }),
        size({ articles: 10000, wallS: 125, reference: null }),
      ],
      null,
    );
    expect(rows.find((r) => r.target.startsWith('scale, 10000'))).toMatchObject({
      figure: '12.50 ms, 700 MB',
      met: null,
    });
    expect(rows.find((r) => r.target.startsWith('scale, 50000'))).toMatchObject({
      figure: '15.00 ms, 7300 MB',
      met: false,
    });
    expect(rows.find((r) => r.target.startsWith('scale, cost per article'))).toMatchObject({
      figure: '1.20',
      met: false,
    });
    expect(renderTargets(rows)[2]).toMatch(/^\| .* \| (met|short|–) \| .* \|$/);
  });
});
