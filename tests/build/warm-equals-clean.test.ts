/**
 * A build on the previous build's cache gives the public/ a clean build of the same tree gives,
 * file for file and byte for byte, and every locale's build speaks its locale.
 *
 * A copy of tests/fixtures/content-warm (three articles, two with covers, an info page) is built
 * clean in Turkish; then each change below is built warm on the cache there is, that public/ is
 * kept, the same tree is built clean, and the two are compared (every differing file is listed).
 * The clean build is the next change's warm start. Each change reaches other cache layers:
 * - content: Gatsby's nodes and query results, the parse cache, the article-body cache, pictures
 *   (a cover replaced under its name, an article deleted with its cover), the share pictures
 *   (the article without a cover retitled: its picture, and no other, drawn again);
 * - a stylesheet and a component: the record of the site code, which empties webpack's bundle
 *   caches (src/node/build-inputs.ts), the renderer, the inlined styles, old chunks;
 * - SITE_LOCALE and a label of the new locale: the build inputs (src/node/build-inputs.ts).
 * Russian is then built clean for the locale checks (scripts/bench/locale-check.ts); English is
 * checked on tests/build/editor-off.test.ts's build of the same content: 8 builds of a tiny site,
 * about 3-4 minutes.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  cleanSite,
  warmAgainstClean,
  type SiteBuild,
  type StepResult,
} from '../../scripts/bench/compare-builds';
import { localeProblems } from '../../scripts/bench/locale-check';
import type { Locale } from '../../src/domain/locales/labels';
import { projectRoot, runBuild } from '../support/fixture-build';
import { CONTENT_WARM, CONTENT_WARM_ARTICLE } from '../support/content-warm';
import { articlePath } from '../../src/domain/listings/routes';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bloxguide-warm-'));
const contentDir = path.join(work, 'content');
const publicDir = path.join(projectRoot, 'public');

/** Source files the code change edits, with their text before, restored after the test. */
const STYLESHEET = path.join(projectRoot, 'src/styles/_sponsored.scss');
const COMPONENT = path.join(projectRoot, 'src/components/frame/sponsored-block.tsx');
const KOREAN = path.join(projectRoot, 'src/domain/locales/ko.ts');
const originals = new Map([STYLESHEET, COMPONENT, KOREAN].map((f) => [f, fs.readFileSync(f, 'utf8')]));

/** Replace `from` by `to` in a file; throws when `from` is not there (the change would test nothing). */
function edit(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
  fs.writeFileSync(file, text.replace(from, to));
}
const article = (name: string): string => path.join(contentDir, 'articles', name);

const ARTICLE = CONTENT_WARM_ARTICLE;

/** `gatsby build` of the project with `env` added, on whatever cache is there. */
function build(env: Record<string, string>): SiteBuild {
  const started = Date.now();
  const result = runBuild('npx', ['gatsby', 'build'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

const localeChecks = new Map<Locale, string[]>();
let results: StepResult[] = [];
const afterContent: { deleted: boolean; title: boolean } = { deleted: false, title: false };

beforeAll(() => {
  fs.cpSync(path.join(projectRoot, CONTENT_WARM), contentDir, { recursive: true });
  const checkLocale = (locale: Locale): void => {
    localeChecks.set(locale, localeProblems(publicDir, locale, ARTICLE, { noEnglishLabels: true }));
  };
  let first = true;
  try {
    results = warmAgainstClean(
      projectRoot,
      [
        {
          name: 'an article edited, another deleted, a cover replaced under its name',
          apply: () => {
            // the first clean build (Turkish) is there now
            if (first) checkLocale('tr');
            first = false;
            edit(
              article('studio-first-build.md'),
              "title: 'Your First Build in Studio'",
              "title: 'Your First Build, Edited'",
            );
            edit(article('studio-first-build.md'), 'Press Play and walk', 'Press Play, then walk');
            // the one article without a cover: its share picture is drawn again, and only it
            edit(
              article('group-rules.md'),
              "title: 'Group Rules That Work'",
              "title: 'Group Rules That Still Work'",
            );
            fs.rmSync(article('obby-timers.md'));
            fs.copyFileSync(article('images/obby-cover.jpg'), article('images/studio-cover.jpg'));
            fs.rmSync(article('images/obby-cover.jpg'));
          },
        },
        {
          name: 'a colour in a stylesheet and a component changed',
          apply: () => {
            const html = fs.readFileSync(path.join(publicDir, ARTICLE.path, 'index.html'), 'utf8');
            afterContent.title = html.includes('Your First Build, Edited');
            afterContent.deleted = !fs.existsSync(
              path.join(publicDir, articlePath('obby-timers'), 'index.html'),
            );
            edit(STYLESHEET, 'color: var(--site-text-2);', 'color: #5a2d82;');
            edit(COMPONENT, 'className="sponsored-links"', 'className="sponsored-links sponsored-list"');
          },
        },
        {
          name: 'SITE_LOCALE from tr to ko, and a Korean label changed',
          apply: () => edit(KOREAN, "footerInfo: '정보',", "footerInfo: '사이트 정보',"),
          env: { SITE_LOCALE: 'ko' },
        },
      ],
      { CONTENT_DIR: contentDir, SITE_LOCALE: 'tr' },
      work,
      { build },
    );
    // Korean with the label edited: the locale checks hold for any label text
    checkLocale('ko');
    cleanSite(projectRoot);
    const russian = build({ CONTENT_DIR: contentDir, SITE_LOCALE: 'ru' });
    if (russian.status !== 0) throw new Error(`the ru build failed:\n${russian.output.slice(-5000)}`);
    checkLocale('ru');
  } finally {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
  }
}, 2_400_000);

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a warm build against a clean build of the same tree', () => {
  it('ran every change', () => {
    expect(results.map((r) => r.name)).toHaveLength(3);
  });

  it.each([0, 1, 2])('gives the same public/ after change %i (every differing file listed)', (i) => {
    const result = results[i];
    expect(result).toBeDefined();
    expect({ change: result?.name, differences: result?.differences }).toEqual({
      change: result?.name,
      differences: [],
    });
  });

  it('shows the edited article and not the deleted one, and says what it removed', () => {
    expect(afterContent).toEqual({ deleted: true, title: true });
    // the deleted article's cover and the replaced cover's old pictures
    expect(results[0]?.notes.join('\n')).toMatch(/Stale files: removed \d+ .*obby-cover/);
  });

  it("redraws the retitled article's share picture and no other", () => {
    const drawn = (i: number): string[] =>
      results[i]?.notes.filter((l) => l.startsWith('Share pictures:')) ?? [];
    // the first build of the group-rules article drew its one picture; the retitle draws one more
    expect(drawn(0)).toEqual([expect.stringMatching(/^Share pictures: 1 drawn, 0 from the cache/)]);
    // its old picture is gone: the warm public/ equals the clean one (above), which has only the new
    // a stylesheet and a component changed: every picture from the cache
    expect(drawn(1)).toEqual([expect.stringMatching(/^Share pictures: 0 drawn, 1 from the cache/)]);
  });

  it('removes the old scripts and styles after a code change', () => {
    expect(results[1]?.notes.join('\n')).toMatch(/Stale files: removed \d+ .*app-[0-9a-f]+\.js/);
  });

  it("empties webpack's bundle caches after a code change, naming the files, in one line", () => {
    const lines = results[1]?.notes.filter((l) => l.startsWith('Site code changed')) ?? [];
    expect(lines).toEqual([
      expect.stringContaining('(src/components/frame/sponsored-block.tsx, src/styles/_sponsored.scss)'),
    ]);
    // a content change keeps them
    expect(results[0]?.notes.filter((l) => l.startsWith('Site code changed'))).toEqual([]);
  });

  it('empties the cache when SITE_LOCALE changes, and says why in one line', () => {
    const lines = results[2]?.notes.filter((l) => l.startsWith('Build inputs')) ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SITE_LOCALE');
  });
});

// English, the default: tests/build/editor-off.test.ts, on its build of the same content
describe('every other locale', () => {
  it.each(['tr', 'ko', 'ru'] as const)(
    '%s: page language, labels, sponsored heading, dates, feed language, og:locale, inLanguage',
    (locale) => {
      expect(localeChecks.get(locale)).toEqual([]);
    },
  );
});
