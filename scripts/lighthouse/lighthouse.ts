/**
 * `npm run lighthouse [-- --runs 3 --articles N --reference --pages home,category --out bench-results]`
 *
 * Lighthouse (its default mobile preset: emulated phone, simulated slow 4G, 4× CPU slowdown) on
 * one page of every type a reader opens (scripts/lighthouse/pages.ts): home, a category, a
 * subcategory, an article (one with a cover when the build has one), an author and the HTML
 * sitemap, each `--runs` times (3 by default), reporting medians, the lowest performance score
 * and the load average. Chromium is Debian's with the flags of tests/support/chromium.ts.
 *
 * Which build: the one in public/ (built first when there is none), or with `--articles N` a
 * fresh build of the generated corpus of N articles (.corpus/bench-N, shared with the bench).
 * With `--reference`, the reference starter (scripts/bench/reference.ts) is built from the same
 * article bodies and its post page for the same article is measured in the same run, alternating
 * with ours. Writes bench-results/lighthouse.json (every run, every audit below 100) and
 * lighthouse.md (the table). A script, not a test: scores depend on the machine and its load.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { chromium, Browser } from 'playwright-core';
import { freePort, serveBuild, ServedBuild } from '../lib/serve';
import { siteConfig } from '../../src/site-config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium';
import { hasCorpus, writeCorpus } from '../corpus/corpus';
import { DEFAULT_SEED, generateCorpus } from '../corpus/generator';
import { runBuild } from '../bench/run-build';
import { BUILD_ENV } from '../lib/build-env';
import { coldReferenceBuild, prepareReference } from '../bench/reference';
import { MeasuredPage, pagesToMeasure } from './pages';
import { CATEGORIES, Lhr, PageSummary, renderTable, RunResult, summarisePage, summariseRun } from './summary';
import { argValue } from '../lib/args';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');

type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

interface Options {
  runs: number;
  articles: number | null;
  reference: boolean;
  /** page names to measure (`--pages home,category,article`: a name's prefix); null: all */
  pages: string[] | null;
  out: string;
}

function parseArgs(args: string[]): Options {
  const value = (name: string): string | undefined => argValue(args, name);
  const runs = Number(value('--runs') ?? 3);
  const articles = value('--articles') === undefined ? null : Number(value('--articles'));
  if (
    !Number.isInteger(runs) ||
    runs < 1 ||
    (articles !== null && (!Number.isInteger(articles) || articles < 1))
  ) {
    console.error(
      'usage: npm run lighthouse -- [--runs 3] [--articles N] [--reference] [--pages home,category] [--out DIR]',
    );
    process.exit(2);
  }
  return {
    runs,
    articles,
    reference: args.includes('--reference'),
    pages: value('--pages')?.split(',').filter(Boolean) ?? null,
    out: path.resolve(value('--out') ?? 'bench-results'),
  };
}

/** The content folder to build from: a generated corpus for --articles, else the site's own. */
async function prepareSite(opts: Options): Promise<string> {
  if (opts.articles !== null) {
    const dir = path.join(root, '.corpus', `bench-${opts.articles}`);
    const options = { articles: opts.articles, seed: DEFAULT_SEED, pictures: true };
    if (!hasCorpus(dir, options)) writeCorpus(dir, generateCorpus(options), options);
    console.log(`lighthouse: building the site from ${path.relative(root, dir)}`);
    fs.rmSync(publicDir, { recursive: true, force: true });
    await runBuild(root, dir);
    return dir;
  }
  const contentDir = path.resolve(root, process.env.CONTENT_DIR || 'content');
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.log('lighthouse: no build in public/, running gatsby build first');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...BUILD_ENV, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return contentDir;
}

async function measure(lighthouse: Lighthouse, debugPort: number, url: string): Promise<RunResult> {
  const loadAvg = os.loadavg()[0];
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return summariseRun(result.lhr, loadAvg);
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const contentDir = await prepareSite(opts);
  const allPages = pagesToMeasure(publicDir, siteConfig.defaultImage);
  const pages = allPages.filter(
    (p) => opts.pages === null || opts.pages.some((name) => p.name.startsWith(name)),
  );
  if (pages.length === 0) throw new Error(`--pages ${opts.pages?.join(',')} names no page`);
  // the article the reference's post is built from: the measured one, else the first of the site
  const isArticle = (p: MeasuredPage): boolean => p.path.startsWith('/articles/');
  const article = pages.find(isArticle) ?? allPages.find(isArticle);

  // the reference's post page for the same article (the starter serves /{slug}/)
  let reference: { served: ServedBuild; page: MeasuredPage } | null = null;
  const servers: ServedBuild[] = [];
  let browser: Browser | null = null;
  try {
    if (opts.reference) {
      const ref = prepareReference(root, path.join(contentDir, 'articles'));
      console.log(`lighthouse: building the reference from the same ${ref.posts} article bodies`);
      await coldReferenceBuild(ref.dir);
      const slug = article ? article.path.split('/').pop() : undefined;
      if (!slug || !fs.existsSync(path.join(ref.dir, 'public', slug, 'index.html')))
        throw new Error(`the reference has no post page for ${article?.path ?? 'the measured article'}`);
      const served = await serveBuild(ref.dir);
      servers.push(served);
      reference = { served, page: { name: 'reference post', path: `/${slug}/` } };
    }
    const site = await serveBuild(root);
    servers.push(site);
    if (!fs.existsSync(CHROMIUM_PATH))
      throw new Error(
        `${CHROMIUM_PATH} is missing: run scripts/tools/ensure-chromium.sh (apt-get install -y chromium)`,
      );
    const debugPort = await freePort();
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    });
    // Lighthouse is an ES module only; a dynamic import loads it from this CommonJS script
    const lighthouse = (await import('lighthouse')).default as unknown as Lighthouse;
    // "localhost": a secure origin, so Gatsby registers its service worker as for readers
    const targets = [
      ...pages.map((p) => ({ ...p, url: `http://localhost:${site.port}${p.path}` })),
      ...(reference
        ? [{ ...reference.page, url: `http://localhost:${reference.served.port}${reference.page.path}` }]
        : []),
    ];
    const runs = new Map<string, RunResult[]>(targets.map((t) => [t.name, []]));
    // round by round, every page once per round: a burst of load hits every page alike
    for (let round = 1; round <= opts.runs; round += 1)
      for (const t of targets) {
        const r = await measure(lighthouse, debugPort, t.url);
        runs.get(t.name)?.push(r);
        console.log(
          `lighthouse: run ${round}/${opts.runs} ${t.name.padEnd(16)} ${t.path}: performance ${r.scores.performance ?? '–'}, ` +
            `TBT ${Math.round(r.metrics.tbt ?? 0)} ms, LCP ${((r.metrics.lcp ?? 0) / 1000).toFixed(2)} s, ` +
            `CLS ${(r.metrics.cls ?? 0).toFixed(3)}, a11y ${r.scores.accessibility}, bp ${r.scores['best-practices']}, ` +
            `seo ${r.scores.seo} (load ${r.loadAvg.toFixed(1)}, benchmark index ${r.benchmarkIndex ?? '–'})`,
        );
      }
    const summaries: PageSummary[] = targets.map((t) =>
      summarisePage(t.name, t.path, runs.get(t.name) ?? []),
    );
    const heading =
      `Lighthouse ${opts.runs} run(s) per page, mobile preset, ${new Date().toISOString()}, ` +
      `${opts.articles === null ? `content: ${path.relative(root, contentDir) || contentDir}` : `${opts.articles} generated articles`}, ` +
      `${os.cpus().length} CPUs. Medians; performance also as its lowest run.`;
    const table = renderTable(summaries);
    fs.mkdirSync(opts.out, { recursive: true });
    fs.writeFileSync(
      path.join(opts.out, 'lighthouse.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          preset: 'mobile (Lighthouse default)',
          options: opts,
          summaries,
          runs: Object.fromEntries(runs),
        },
        null,
        2,
      )}\n`,
    );
    fs.writeFileSync(path.join(opts.out, 'lighthouse.md'), `# Lighthouse\n\n${heading}\n\n${table}\n`);
    console.log(`\n${heading}\n\n${table}\n`);
    console.log(`lighthouse: wrote ${path.relative(root, opts.out)}/lighthouse.json and lighthouse.md`);
  } finally {
    if (browser) await browser.close();
    for (const s of servers) s.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
