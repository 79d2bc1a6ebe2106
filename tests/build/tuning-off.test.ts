/**
 * The build tuning (plugins/build-tuning) decides nothing a page contains, and the site stands
 * without it: tests/fixtures/content-warm (three articles, two with covers and a body picture, an
 * info page) is built clean with the tuning, that public/ kept, then built clean from a scratch
 * copy of the project without the plugin's folder and without its line in gatsby-config.ts,
 * nothing else edited (node_modules hard-linked: about 10 s), and the two are compared with
 * compareFolders (scripts/bench/compare-builds.ts, which also pairs hashed files renamed between
 * builds). Every difference must be one of these, else it is listed:
 * - a page (every .html file): none, once hashed names are set aside: a bundle's content hash in
 *   its file name, the number webpack gives a shared chunk, webpack's compilation hash, and the
 *   `'sha256-…'` sources of the Content Security Policy, which hash inline scripts that name the
 *   bundles;
 * - the browser bundles themselves (files named with a 20-hex content hash, their LICENSE notes
 *   and, without the tuning, Gatsby's source maps beside them): compiled by swc or Babel, with or
 *   without the compile hint, so their bytes and names differ; the same named bundles exist;
 * - the records that name those bundles: chunk-map.json, page-data/app-data.json (webpack's
 *   compilation hash), sw.js (their names, and the revision of a page, an md5 of its HTML), and
 *   webpack.stats.json (their names and sizes), compared with the same names set aside where
 *   they are text a reader's browser reads, and not at all for webpack.stats.json, which only
 *   Gatsby's build reads;
 * - a page's data (page-data/…/page-data.json): the ids of Gatsby's nodes (UUIDs), which Gatsby
 *   derives from each content file's absolute path, and the copy is in another folder; each
 *   file is compared with its ids numbered by first appearance, so the same node is still named
 *   in the same places.
 * Two clean builds of a tiny site: about 1.5-2.5 minutes (the second, untuned, is the slower).
 * BUILD_TUNING=off leaves the plugin out the same way (its line in gatsby-config.ts), which the
 * unit tests of src/node/build-tuning-switch.ts cover.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { compareFolders, keepPublic } from '../../scripts/bench/compare-builds';
import { COMPILE_HINT } from '../../plugins/build-tuning/compile-hints';
import { parseCacheFile } from '../../plugins/build-tuning/parse-cache';
import { filesUnder } from '../../src/node/files/walk';
import { buildFixture, projectRoot } from '../support/fixture-build';

const CONTENT = 'tests/fixtures/content-warm';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-tuning-'));
const tunedDir = path.join(work, 'tuned');
/** The project without the build tuning: a copy with its folder and gatsby-config line gone. */
const bare = path.join(work, 'site');
const untunedDir = path.join(bare, 'public');

/** The tuning's folder, which the copy leaves out. */
const TUNING_DIR = 'plugins/build-tuning/';

/** Folders an install makes, hard-linked into the copy when the project has them. */
const INSTALLED = ['node_modules', 'admin/node_modules'];

/** The gatsby-config.ts line that lists the plugin. */
const TUNING_LINE = /^.*'build-tuning'.*\n/gm;

/** A copy of the project at `to` without the build tuning (node_modules hard-linked); the lines removed. */
function copyWithoutTuning(to: string): string[] {
  // the project's files as a checkout has them (tracked, or new and not ignored): no build output
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((f) => f && !f.startsWith(TUNING_DIR) && fs.existsSync(path.join(projectRoot, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    fs.copyFileSync(path.join(projectRoot, f), path.join(to, f));
  }
  for (const dir of INSTALLED)
    if (fs.existsSync(path.join(projectRoot, dir)))
      execFileSync('cp', ['-al', path.join(projectRoot, dir), path.join(to, dir)]);
  const config = path.join(to, 'gatsby-config.ts');
  const text = fs.readFileSync(config, 'utf8');
  const removed = text.match(TUNING_LINE) ?? [];
  fs.writeFileSync(config, text.replace(TUNING_LINE, ''));
  return removed;
}

/** A browser bundle or what comes with it: a name with webpack's 20-hex content hash. */
const BUNDLE = /-[0-9a-f]{20}\.js(\.map|\.LICENSE\.txt)?$/;
/** Gatsby's source map of a bundle. */
const BUNDLE_MAP = /-[0-9a-f]{20}\.js\.map$/;

/** The records that name the bundles, compared with their names set aside. */
const BUNDLE_RECORDS = ['chunk-map.json', 'page-data/app-data.json', 'sw.js'];

/** Read only by Gatsby's build: the bundles' names and sizes. */
const BUILD_ONLY_RECORD = 'webpack.stats.json';

/** A text with the bundles' names and the hashes that follow from them set aside (see above). */
function withoutBundleNames(text: string): string {
  return (
    text
      .replace(/'sha256-[A-Za-z0-9+/]+=*'/g, "'sha256-…'")
      .replace(/\b\d+-[0-9a-f]{20}\.js\b/g, '#-#.js')
      .replace(/-[0-9a-f]{20}\.(js|css)\b/g, '-#.$1')
      // webpack's compilation hash, in every page and in app-data.json
      .replace(/(___webpackCompilationHash=|"webpackCompilationHash":)"[0-9a-f]{20}"/g, '$1"#"')
      // sw.js: a page's revision is the md5 of its HTML
      .replace(/("url": "[^"]+\.html",\s*"revision": ")[0-9a-f]{32}"/g, '$1#"')
  );
}

/** A page's data with Gatsby's node ids numbered by first appearance (see above). */
function withNodeIdsNumbered(text: string): string {
  const ids = new Map<string, number>();
  return text.replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, (id) => {
    if (!ids.has(id)) ids.set(id, ids.size);
    return `#id${ids.get(id)}`;
  });
}

/** A page's data file (the node ids in it are set aside). */
const PAGE_DATA = /^page-data\/.*page-data\.json$/;

/** The file a line of compareFolders is about (the first of a renamed pair). */
const fileOf = (line: string): string => line.split(/: | \/ /)[0] as string;

/** compareFolders' lines that none of the allowances above explains. */
function unexplained(lines: readonly string[]): string[] {
  const same = (file: string): boolean =>
    withoutBundleNames(fs.readFileSync(path.join(tunedDir, file), 'utf8')) ===
    withoutBundleNames(fs.readFileSync(path.join(untunedDir, file), 'utf8'));
  return lines.filter((line) => {
    const file = fileOf(line);
    if (BUNDLE.test(file) || file === BUILD_ONLY_RECORD) return false;
    if (line.startsWith(`${file}: differs`) && (file.endsWith('.html') || BUNDLE_RECORDS.includes(file)))
      return !same(file);
    if (line.startsWith(`${file}: differs`) && PAGE_DATA.test(file))
      return (
        withNodeIdsNumbered(fs.readFileSync(path.join(tunedDir, file), 'utf8')) !==
        withNodeIdsNumbered(fs.readFileSync(path.join(untunedDir, file), 'utf8'))
      );
    return true;
  });
}

/** The named bundles (app, framework, a template's…) of a public/, without their hashes. */
const namedBundles = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((f) => /^[a-z].*-[0-9a-f]{20}\.js$/.test(f))
    .map((f) => f.replace(/-[0-9a-f]{20}\.js$/, ''))
    .sort();

let differences: string[] = [];
const seconds: Record<string, number> = {};
/** Whether each build left the tuning's store of markdown parses in `.cache/`. */
const parseStore: Record<string, boolean> = {};
let removedLines: string[] = [];

beforeAll(() => {
  const build = (name: string, root: string): void => {
    const started = Date.now();
    const result = buildFixture(CONTENT, { root, env: { BUILD_TUNING: '' } });
    if (result.status !== 0) throw new Error(`the ${name} build failed:\n${result.output.slice(-5000)}`);
    seconds[name] = (Date.now() - started) / 1000;
    parseStore[name] = fs.existsSync(parseCacheFile(root));
  };
  build('tuned', projectRoot);
  keepPublic(projectRoot, tunedDir);
  removedLines = copyWithoutTuning(bare);
  build('untuned', bare);
  differences = compareFolders(tunedDir, untunedDir, ['tuned', 'untuned']);
  console.log(
    `tuning-off: tuned build ${seconds.tuned?.toFixed(1)} s, untuned ${seconds.untuned?.toFixed(1)} s`,
  );
}, 1_800_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the site built with and without the build tuning', () => {
  it('had the tuning on, then removed: its folder and one line of gatsby-config.ts, nothing else', () => {
    expect(removedLines).toHaveLength(1);
    expect(fs.existsSync(path.join(bare, 'plugins/build-tuning'))).toBe(false);
    expect(fs.existsSync(path.join(bare, 'gatsby-node.ts'))).toBe(true);
    expect(fs.readFileSync(path.join(bare, 'gatsby-config.ts'), 'utf8')).not.toMatch(/build-tuning'/);
  });

  it('had the tuning on, then not there (compile hint, source maps, parse store)', () => {
    const app = (dir: string): string =>
      fs.readFileSync(
        path.join(dir, fs.readdirSync(dir).find((f) => /^app-.*\.js$/.test(f)) as string),
        'utf8',
      );
    expect(app(tunedDir).startsWith(COMPILE_HINT)).toBe(true);
    expect(app(untunedDir).startsWith(COMPILE_HINT)).toBe(false);
    // Gatsby's source maps beside the bundles (Partytown and Workbox bring their own, either way)
    const maps = (dir: string): number => fs.readdirSync(dir).filter((f) => BUNDLE_MAP.test(f)).length;
    expect(maps(tunedDir)).toBe(0);
    expect(maps(untunedDir)).toBeGreaterThan(0);
    // the tuning's hooks into the site's steps were registered, and only with it
    expect(parseStore).toEqual({ tuned: true, untuned: false });
  });

  it('has the same pages, every one with the same HTML once bundle names are set aside', () => {
    const pages = (dir: string): string[] => filesUnder(dir).filter((f) => f.endsWith('.html'));
    expect(pages(tunedDir).length).toBeGreaterThan(10);
    expect(pages(untunedDir)).toEqual(pages(tunedDir));
    expect(unexplained(differences)).toEqual([]);
  });

  it('has the same named bundles', () => {
    expect(namedBundles(untunedDir)).toEqual(namedBundles(tunedDir));
    expect(namedBundles(tunedDir)).toEqual(expect.arrayContaining(['app', 'framework', 'webpack-runtime']));
  });

  it('sets aside only bundle names and the hashes that follow from them (the allowance itself)', () => {
    const page = (app: string, chunk: string, sha: string): string =>
      `<meta content="script-src 'sha256-${sha}='"><script>window.___webpackCompilationHash="${app}";</script><script src="/app-${app}.js"></script><script src="/${chunk}.js"></script><p>Text</p>`;
    expect(withoutBundleNames(page('0123456789abcdef0123', '457-0123456789abcdef0123', 'AbC+/1'))).toBe(
      withoutBundleNames(page('fedcba9876543210fedc', '129-fedcba9876543210fedc', 'xYz/+2')),
    );
    // anything else a page says still counts
    expect(withoutBundleNames('<p>Text</p><script src="/app-0123456789abcdef0123.js">')).not.toBe(
      withoutBundleNames('<p>Text!</p><script src="/app-0123456789abcdef0123.js">'),
    );
    // node ids: the same node in the same places, whatever its id; not two nodes for one
    const data = (a: string, b: string): string =>
      `{"pageContext":{"id":"${a}","cardTextIds":["${b}"],"more":["${a}"]}}`;
    const [x, y, z] = [
      '5801120c-b72f-503d-ad10-fa0301c49e5c',
      '27a7252d-d9ad-58df-b8fa-21adf8d872d7',
      '12066369-520b-5c2a-8b48-a9d4c302be77',
    ] as [string, string, string];
    expect(withNodeIdsNumbered(data(x, y))).toBe(withNodeIdsNumbered(data(z, x)));
    expect(withNodeIdsNumbered(data(x, y))).not.toBe(withNodeIdsNumbered(data(x, x)));
    expect(unexplained(['index.html: only in the tuned build', 'rss.xml: differs (1 / 2 bytes)'])).toEqual([
      'index.html: only in the tuned build',
      'rss.xml: differs (1 / 2 bytes)',
    ]);
  });
});
