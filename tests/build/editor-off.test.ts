/**
 * Readers never pay for the web editor (issue 63, item 7): tests/fixtures/content-warm is built
 * clean with the editor, then again (warm) with ADMIN_EDITOR=off, and every file of public/
 * outside /admin/ must be byte for byte the same, the service worker and its precache list
 * included (the one rule keeping /admin/ out of the worker is in both: it is configuration, not
 * the editor). /admin/ itself: its page is noindex with its own policy, and nothing else of the
 * site names it (sitemaps, feed, search index, precache list). The first build, in the default
 * locale, also gets English's locale checks (the other locales' are in warm-equals-clean.test.ts).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { filesUnder } from '../../src/node/files/walk';
import { localeProblems } from '../../scripts/bench/locale-check';
import { CONTENT_WARM, CONTENT_WARM_ARTICLE } from '../support/content-warm';
import { buildFixture, projectRoot, runBuild } from '../support/fixture-build';

const CONTENT = CONTENT_WARM;
const publicDir = path.join(projectRoot, 'public');

/** Every file of public/ outside admin/, with the sha256 of its bytes. */
function hashes(): Map<string, string> {
  return new Map(
    filesUnder(publicDir)
      .filter((f) => !f.startsWith('admin/'))
      .sort()
      .map((f) => [
        f,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(publicDir, f)))
          .digest('hex'),
      ]),
  );
}

let withEditor: Map<string, string>;
let adminFiles: string[];
let others: Record<string, string>;
let adminPage: string;
let englishProblems: string[];

beforeAll(() => {
  const first = buildFixture(CONTENT);
  expect([first.status, first.output.slice(-3000)]).toEqual([0, expect.anything()]);
  englishProblems = localeProblems(publicDir, 'en', CONTENT_WARM_ARTICLE, { noEnglishLabels: true });
  withEditor = hashes();
  adminFiles = filesUnder(path.join(publicDir, 'admin')).map((f) => `admin/${f}`);
  adminPage = fs.readFileSync(path.join(publicDir, 'admin/index.html'), 'utf8');
  others = Object.fromEntries(
    ['sitemap-index.xml', 'sitemap-0.xml', 'rss.xml', 'sw.js'].map((f) => [
      f,
      fs.readFileSync(path.join(publicDir, f), 'utf8'),
    ]),
  );
  others.search = filesUnder(publicDir)
    .filter((f) => f.startsWith('search'))
    .map((f) => fs.readFileSync(path.join(publicDir, f), 'utf8'))
    .join('\n');
  const second = runBuild('npx', ['gatsby', 'build'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      CONTENT_DIR: CONTENT,
      ADMIN_EDITOR: 'off',
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect([second.status, second.output.slice(-3000)]).toEqual([0, expect.anything()]);
}, 1_800_000);

describe('the web editor costs readers nothing', () => {
  it('writes /admin/: its page, its configuration, its bundle and the preview stylesheet', () => {
    expect(adminFiles).toEqual(
      [
        'admin/config.js',
        expect.stringMatching(/^admin\/cms\.[0-9a-f]{16}\.js$/),
        'admin/index.html',
        'admin/site.css',
      ].sort(),
    );
  });

  it('its page is noindex, with its own policy and no inline script', () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(adminPage).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'unsafe-eval';/,
    );
    expect(adminPage.match(/<script[^>]*>/g)).toEqual([
      '<script src="/admin/config.js">',
      expect.stringMatching(/^<script src="\/admin\/cms\.[0-9a-f]{16}\.js">$/),
    ]);
  });

  it('every other file of public/ is byte for byte the same without it', () => {
    const without = hashes();
    expect(fs.existsSync(path.join(publicDir, 'admin'))).toBe(false);
    expect([...without.keys()]).toEqual([...withEditor.keys()]);
    const differing = [...withEditor].filter(([f, h]) => without.get(f) !== h).map(([f]) => f);
    expect(differing).toEqual([]);
  });

  it('no sitemap, feed, search index or precache list names /admin/; the worker leaves it to the network', () => {
    for (const [name, text] of Object.entries(others))
      if (name !== 'sw.js') expect([name, text.includes('/admin')]).toEqual([name, false]);
    expect(others['sw.js']).not.toMatch(/"url": "admin\//);
    expect(others['sw.js']).toMatch(/admin.*NetworkOnly/s);
  });
});

describe('the default locale', () => {
  it('en: page language, labels, sponsored heading, dates, feed language, og:locale, inLanguage', () => {
    expect(englishProblems).toEqual([]);
  });
});
