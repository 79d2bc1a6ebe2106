/**
 * `npm run lighthouse [-- --port 9410 --out bench-results]`: Lighthouse (its default mobile
 * preset: emulated phone, simulated slow 4G and CPU slowdown) on the home page, a category and an
 * article of the production build, served by `gatsby serve` on 127.0.0.1. Chromium is Debian's
 * with the flags of tests/support/chromium.ts, like every browser test. Builds the site first when
 * public/ has no build. Prints the four category scores and writes bench-results/lighthouse.json
 * with every audit that did not score 100.
 */
import { freePort, serveBuild } from './lib/serve';
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { categoryPath } from '../src/domain/routes';
import { TAXONOMY } from '../src/domain/taxonomy';
import { chromium, Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

const root = path.resolve(__dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: Record<string, unknown>[] };
}
interface LhResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, LhAudit>;
    runtimeError?: { message: string };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LhResult | undefined>;

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The first article the built home page links to. */
function firstArticlePath(publicDir: string): string {
  const html = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const m = /href="(\/articles\/[a-z0-9-]+)"/.exec(html);
  if (!m) throw new Error('the built home page links to no article; build the site with some content first');
  return m[1];
}

async function main(): Promise<void> {
  const port = Number(argValue('--port') ?? 9410);
  const out = path.resolve(argValue('--out') ?? 'bench-results');
  const publicDir = path.join(root, 'public');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.log('lighthouse: no build in public/, running gatsby build first');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: categoryPath(TAXONOMY[0].slug) },
    { name: 'article', path: firstArticlePath(publicDir) },
  ];

  const server = await serveBuild(root, { port });
  const debugPort = await freePort();
  let browser: Browser | null = null;
  try {
    // Debian's Chromium with the project's flags; Playwright's own temporary profile (removed by
    // Playwright once the browser has exited) and a DevTools port for Lighthouse
    if (!fs.existsSync(CHROMIUM_PATH))
      throw new Error(
        `${CHROMIUM_PATH} is missing: run scripts/ensure-chromium.sh (apt-get install -y chromium)`,
      );
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    });
    // Lighthouse is an ES module only; a dynamic import loads it from this CommonJS script
    const lighthouse = (await import('lighthouse')).default as unknown as Lighthouse;
    const results = [];
    for (const page of pages) {
      // "localhost": browsers (and Gatsby's service-worker registration) treat it as a secure origin
      const url = `http://localhost:${port}${page.path}`;
      const result = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          lhr.categories[c]?.score === null ? null : Math.round((lhr.categories[c]?.score ?? 0) * 100),
        ]),
      );
      // audits that cost points: weighted in a category and below a full score
      const weighted = new Set(
        CATEGORIES.flatMap(
          (c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
        ),
      );
      const below = Object.values(lhr.audits)
        .filter(
          (a) =>
            weighted.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative',
        )
        .map((a) => ({
          id: a.id,
          title: a.title,
          score: a.score,
          displayValue: a.displayValue ?? null,
          // the first few offending items (a console message, a slow resource...) for the fix
          items: (a.details?.items ?? []).slice(0, 3),
        }));
      const metrics = Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
      );
      results.push({ ...page, url, scores, metrics, below });
      console.log(
        `lighthouse: ${page.name.padEnd(8)} ${page.path}: ` +
          CATEGORIES.map((c) => `${c} ${scores[c] ?? '–'}`).join(', ') +
          (below.length
            ? `\n  below 100: ${below.map((b) => `${b.id}${b.displayValue ? ` (${b.displayValue})` : ''}`).join(', ')}`
            : ''),
      );
    }
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(
      path.join(out, 'lighthouse.json'),
      `${JSON.stringify({ date: new Date().toISOString(), preset: 'mobile (Lighthouse default)', results }, null, 2)}\n`,
    );
    console.log(`lighthouse: wrote ${path.relative(root, path.join(out, 'lighthouse.json'))}`);
  } finally {
    if (browser) await browser.close();
    server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
