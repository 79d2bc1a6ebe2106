/**
 * Content validation (src/domain/content/model.ts and the readers in src/domain/content/) on fixture folders, one per kind of mistake
 * (tests/fixtures/invalid/<case>/), in process and in what `npm run check:content` prints
 * (scripts/editor/content-report.ts, run in process; the command's own wiring, its exit status
 * and output, is tested in tests/unit/scripts/editor-commands.test.ts): each must name the exact
 * file and field and exit non-zero; a valid folder exits zero.
 */
import path from 'path';
import { contentReport } from '../../../../scripts/editor/content-report';
import { prepareContent, RawContent } from '../../../../src/domain/content/model';
import { publishedContent } from '../../../../src/domain/content/publishing';
import { Problem } from '../../../../src/domain/content/problems';
import {
  listContentFiles,
  parseMarkdown,
  readContent,
  readContentFiles,
} from '../../../../src/node/content/read-content';
import { repoRoot } from '../../../support/paths';

const root = repoRoot;
const invalidDir = path.join(root, 'tests/fixtures/invalid');

/** Expected errors per case: [file inside the case folder, field]. Nothing else may be an error. */
const CASES: Record<string, [string, string][]> = {
  'malformed-yaml': [['articles/broken-yaml.md', 'frontmatter']],
  'missing-frontmatter': [['articles/no-frontmatter.md', 'frontmatter']],
  'missing-id': [['articles/no-id.md', 'id']],
  'non-integer-id': [
    ['articles/decimal-id.md', 'id'],
    ['articles/text-id.md', 'id'],
  ],
  'missing-title': [['articles/no-title.md', 'title']],
  'draft-not-boolean': [['articles/draft-yes.md', 'draft']],
  'missing-slug': [['articles/no-slug.md', 'slug']],
  'invalid-slug': [['articles/bad-slug.md', 'slug']],
  'duplicate-id': [['articles/second.md', 'id']],
  'duplicate-slug': [['articles/second.md', 'slug']],
  'duplicate-title': [['articles/second.md', 'title']],
  'missing-entities': [['articles/no-entities.md', 'entities']],
  'entities-not-list': [['articles/entities-string.md', 'entities']],
  'subcategory-not-entry': [['articles/bare-subcategory.md', 'entities[0].subcategories[0].subcategory']],
  'unknown-author': [['articles/ghost-author.md', 'author']],
  'unparseable-date': [
    ['articles/february-30.md', 'date'],
    ['articles/words-date.md', 'date'],
  ],
  'date-before-start': [['articles/too-early.md', 'date']],
  'empty-body': [['articles/empty-body.md', '(body)']],
  'authors-not-list': [['authors.json', '(root)']],
  'authors-missing-fields': [['authors.json', '[0].meta_title']],
  'authors-duplicate-names': [['authors.json', '[1].name']],
  'author-slug-collision': [
    ['authors.json', '[1].name'],
    ['authors.json', '[2].name'],
  ],
  'sponsored-not-object': [['sponsored-links.json', '(root)']],
  'sponsored-bad-shape': [
    ['sponsored-links.json', 'sapeLinks'],
    ['sponsored-links.json', 'sapeNewUrl'],
    ['sponsored-links.json', 'sapeLink'],
  ],
  'sponsored-bad-paths': [
    ['sponsored-links.json', 'sapeLinks["authors"]'],
    ['sponsored-links.json', 'sapeLinks["/terms"]'],
    ['sponsored-links.json', 'sapeLinks["/sitemap?page=2"]'],
    ['sponsored-links.json', 'sapeLinks["/privacy-policy"]'],
  ],
  'picture-missing-file': [
    ['articles/missing-pictures.md', 'cover'],
    ['articles/missing-pictures.md', 'body line 15'],
  ],
  'picture-not-a-picture': [['articles/text-as-picture.md', 'cover']],
  'picture-missing-alt': [
    ['articles/no-alt.md', 'cover_alt'],
    ['articles/no-alt.md', 'body line 14'],
  ],
  'picture-remote-url': [
    ['articles/remote.md', 'cover'],
    ['articles/remote.md', 'body line 15'],
  ],
  'picture-svg': [['articles/svg-cover.md', 'cover']],
  'alias-not-list': [['articles/renamed.md', 'aliases']],
  'alias-invalid-slug': [['articles/renamed.md', 'aliases[0]']],
  'alias-live-slug': [['articles/second.md', 'aliases[0]']],
  'alias-duplicate': [['articles/second.md', 'aliases[0]']],
  'alias-loop': [
    ['articles/first.md', 'aliases[0]'],
    ['articles/second.md', 'aliases[0]'],
    ['articles/itself.md', 'aliases[0]'],
  ],
  'alias-chain': [
    ['articles/a.md', 'aliases[0]'],
    ['articles/c.md', 'aliases[0]'],
  ],
  'topics-unused-entry': [['topics.json', 'voice-chat']],
  'series-unknown-key': [['articles/a.md', 'series']],
  'series-part-problems': [
    // the articles are checked newest first: b.md (id 2) takes part 1, a.md is the duplicate
    ['articles/a.md', 'part'],
    ['articles/c.md', 'part'],
    ['articles/d.md', 'part'],
    ['articles/e.md', 'series'],
  ],
  'many-problems': [
    ['articles/a.md', 'id'],
    ['articles/a.md', 'title'],
    ['articles/a.md', 'slug'],
    ['articles/a.md', 'entities'],
    ['articles/a.md', 'date'],
    ['articles/a.md', '(body)'],
    ['articles/b.md', 'author'],
    ['articles/c.md', 'date'],
    ['articles/c.md', 'id'],
    ['articles/c.md', 'slug'],
    ['authors.json', '[0].description'],
    ['authors.json', '[0].meta_title'],
    ['authors.json', '[0].meta_description'],
    ['sponsored-links.json', 'sapeNewUrl'],
  ],
};

const rel = (caseName: string, file: string): string => `tests/fixtures/invalid/${caseName}/${file}`;
const key = (file: string, field: string): string => `${file} [${field}]`;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `ERROR file[:line] [field]` as check:content prints it (the line when the field has one) */
const printed = (file: string, field: string): RegExp =>
  new RegExp(`ERROR ${escape(file)}(?::\\d+)? \\[${escape(field)}\\]`);

interface CliResult {
  code: number;
  stdout: string;
}

/** What `check:content DIR` prints and its exit status, run from the project root. */
function checkContent(dir: string): CliResult {
  const { status, lines } = contentReport(dir, root);
  return { code: status, stdout: `${lines.join('\n')}\n` };
}

const cli = new Map<string, CliResult>();
beforeAll(() => {
  for (const dir of [
    ...Object.keys(CASES).map((c) => `tests/fixtures/invalid/${c}`),
    'tests/fixtures/content-fallbacks',
    'content',
  ])
    cli.set(dir, checkContent(dir));
});

describe.each(Object.entries(CASES))('invalid content: %s', (caseName, expected) => {
  const dir = path.join(invalidDir, caseName);
  const prepared = prepareContent(readContent(dir, root));

  it('reports exactly the expected errors, each with its file and field', () => {
    const got = prepared.errors.map((p) => key(p.file, p.field)).sort();
    expect(got).toEqual(expected.map(([file, field]) => key(rel(caseName, file), field)).sort());
  });

  it('says what to do in every message', () => {
    for (const p of prepared.errors) expect(p.message.length).toBeGreaterThan(15);
  });

  it('makes check:content exit non-zero and print every error with file and field', () => {
    const result = cli.get(`tests/fixtures/invalid/${caseName}`) as CliResult;
    expect(result.code).toBe(1);
    for (const [file, field] of expected) expect(result.stdout).toMatch(printed(rel(caseName, file), field));
  });
});

describe('messages that involve two files or fixes', () => {
  const errorsOf = (caseName: string): Problem[] =>
    prepareContent(readContent(path.join(invalidDir, caseName), root)).errors;

  it.each([
    [
      'alias-live-slug',
      'second.md',
      'first.md',
      /a live article: a redirect from \/articles\/first-slug would hide it/,
    ],
    ['alias-duplicate', 'second.md', 'first.md', /is also an alias of .*first\.md/],
    [
      'alias-chain',
      'a.md',
      'b.md',
      /would chain: \/articles\/b-slug → \/articles\/a-slug → \/articles\/c-slug/,
    ],
    [
      'alias-loop',
      'first.md',
      'second.md',
      /would loop: \/articles\/second-slug → \/articles\/first-slug → \/articles\/second-slug/,
    ],
  ])('%s: %s names %s, the line of `aliases:` and the fix', (caseName, file, other, message) => {
    const p = errorsOf(caseName).find((e) => e.file === rel(caseName, `articles/${file}`));
    expect(p?.message).toMatch(message);
    expect(p?.message).toContain(rel(caseName, `articles/${other}`));
    expect(p?.message).toMatch(/remove /);
    expect(p?.line).toBe(5);
  });

  it.each([['duplicate-id'], ['duplicate-slug'], ['duplicate-title']])('%s names both files', (caseName) => {
    const [p] = errorsOf(caseName);
    expect(p?.file).toBe(rel(caseName, 'articles/second.md'));
    expect(p?.message).toContain(rel(caseName, 'articles/first.md'));
  });

  it('names the author whose slug is taken, and the reserved pagination path', () => {
    const [clash, reserved] = errorsOf('author-slug-collision');
    expect(clash?.message).toContain('/authors/ana-lima');
    expect(clash?.message).toContain('"Ana Lima"');
    expect(reserved?.message).toContain('/authors/page');
  });

  it('quotes the YAML parser’s own reason', () => {
    // the unclosed quote is on line 3; the parser only notices it on a later line
    const [p] = errorsOf('malformed-yaml');
    expect(p?.message).toMatch(
      /is not valid YAML \(line 3, column 8: the quote ' that starts this value is never closed/,
    );
    expect(p?.line).toBe(3);
  });

  it('rejects 2025-02-30, which YAML would silently roll over to 2 March', () => {
    const feb = errorsOf('unparseable-date').find((p) => p.file.endsWith('february-30.md'));
    expect(feb?.message).toContain('"2025-02-30"');
  });
});

describe('valid content', () => {
  it('exits zero on the fallback fixture, printing its warnings and going on', () => {
    const result = cli.get('tests/fixtures/content-fallbacks') as CliResult;
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /WARNING \S*unknown-category\.md:5 \[entities\.category\] unknown category/,
    );
    expect(result.stdout).toMatch(
      /WARNING \S*unknown-subcategory\.md:5 \[entities\.subcategories\] unknown subcategory "speedrunning".*filed under "other"/,
    );
    expect(result.stdout).toContain('0 error(s)');
  });

  // how long it takes is measured, not asserted (about 3 s alone; a shared machine varies)
  it('exits zero on the real content folder', () => {
    const result = cli.get('content') as CliResult;
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('0 error(s), 0 warning(s)');
  });
});

/** A minimal in-memory content set, to try one rule at a time. */
const raw = (over: Partial<RawContent> = {}): RawContent => ({
  articles: [],
  info: [],
  authors: { file: 'authors.json', data: [] },
  sponsored: { file: 'sponsored-links.json', missing: true },
  taxonomy: { file: 'taxonomy.json', missing: true },
  ...over,
});
const article = (frontmatter: string, body = 'Text.\n'): RawContent['articles'][number] =>
  parseMarkdown(`---\n${frontmatter}\n---\n\n${body}`, 'a.md');
const VALID = 'id: 1\ntitle: T\nslug: t\nentities:\n  - category: gameplayTips';

describe('prepareContent rules', () => {
  it('accepts a minimal valid article', () => {
    const { errors, content } = prepareContent(raw({ articles: [article(VALID)] }));
    expect(errors).toEqual([]);
    expect(content.articles).toHaveLength(1);
  });

  it('rejects an empty entities list (the article would be listed nowhere)', () => {
    const { errors } = prepareContent(raw({ articles: [article('id: 1\ntitle: T\nslug: t\nentities: []')] }));
    expect(errors.map((p) => p.field)).toEqual(['entities']);
  });

  it.each([
    ['subcategories: beginnerGuides', 'entities[0].subcategories'],
    [
      'subcategories:\n      - subcategory: beginnerGuides\n        subsubcategories: obby',
      'entities[0].subcategories[0].subsubcategories',
    ],
  ])('checks the shape of %j', (yaml, field) => {
    const fm = `id: 1\ntitle: T\nslug: t\nentities:\n  - category: gameplayTips\n    ${yaml}`;
    expect(prepareContent(raw({ articles: [article(fm)] })).errors.map((p) => p.field)).toEqual([field]);
  });

  it.each([
    ['title: 42', 'title'],
    ['description: [a, b]', 'description'],
    ['updated: soon', 'updated'],
  ])('rejects %j', (line, field) => {
    const fm = [...VALID.split('\n').filter((l) => !l.startsWith(`${field}:`)), line].join('\n');
    expect(prepareContent(raw({ articles: [article(fm)] })).errors.map((p) => p.field)).toEqual([field]);
  });

  it('warns about an unknown frontmatter field but builds the article', () => {
    const { errors, warnings } = prepareContent(raw({ articles: [article(`${VALID}\ntittle: typo`)] }));
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['tittle']);
  });

  it('accepts a valid unquoted YAML date and keeps its instant', () => {
    const { errors, content } = prepareContent(
      raw({ articles: [article(`${VALID}\ndate: 2025-03-14T09:30:00Z # published`)] }),
    );
    expect(errors).toEqual([]);
    expect(content.articles[0]?.date).toBe('2025-03-14T09:30:00.000Z');
  });

  it('warns about an author entry with an unknown field', () => {
    const { warnings, errors } = prepareContent(
      raw({
        authors: {
          file: 'authors.json',
          data: [{ name: 'A', description: 'd', meta_title: 't', meta_description: 'm', twitter: '@a' }],
        },
      }),
    );
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['[0].twitter']);
  });

  it('warns about a sponsored snippet with nothing left once sanitised', () => {
    const { warnings, errors } = prepareContent(
      raw({
        sponsored: {
          file: 'sponsored-links.json',
          data: { sapeLinks: { '/': ['<script>alert(1)</script>', '<a href="https://p.example/">ok</a>'] } },
        },
      }),
    );
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['sapeLinks["/"][0]']);
  });

  it('stores every snippet sanitised, so the pages show them as they are', () => {
    const { content } = prepareContent(
      raw({
        sponsored: {
          file: 'sponsored-links.json',
          data: {
            sapeLinks: {
              '/': ['<a href="javascript:alert(1)" onclick="x()">bad</a><script>x()</script>', ' '],
            },
            sapeNewUrl: '<a href="https://p.example/" style="color:red">ok</a><img src=x onerror=y>',
          },
        },
      }),
    );
    expect(content.sponsored).toEqual({
      sapeLinks: { '/': ['<span>bad</span>'] },
      sapeNewUrl: '<a href="https://p.example/" rel="sponsored noopener" target="_blank">ok</a>',
    });
  });

  it('treats "/authors/" and "/authors" as one page, and rejects both given', () => {
    // already in the sanitised form the model stores (rel and target forced)
    const links = ['<a href="https://p.example/" rel="sponsored noopener" target="_blank">ok</a>'];
    const one = prepareContent(
      raw({ sponsored: { file: 's.json', data: { sapeLinks: { '/authors/': links } } } }),
    );
    expect(one.content.sponsored.sapeLinks).toEqual({ '/authors': links });
    const both = prepareContent(
      raw({ sponsored: { file: 's.json', data: { sapeLinks: { '/authors': links, '/authors/': links } } } }),
    );
    expect(both.errors.map((p) => p.field)).toEqual(['sapeLinks["/authors/"]']);
  });
});

describe('the build reads the same content as check:content', () => {
  const folders = [
    ...Object.keys(CASES).map((c) => path.join(invalidDir, c)),
    path.join(root, 'tests/fixtures/content-fallbacks'),
    path.join(root, 'tests/fixtures/content-hostile'),
    path.join(root, 'content'),
  ];
  // under develop, createPages reads the files of gatsby-source-filesystem's File nodes, which
  // come in no particular order: every fixture must give the same problems and content that way
  it.each(folders.map((d) => [path.relative(root, d), d]))('%s', (_name, dir) => {
    const files = listContentFiles(dir).reverse();
    expect(prepareContent(readContentFiles(dir, files, root))).toEqual(
      prepareContent(readContent(dir, root)),
    );
  });
});

describe('drafts', () => {
  const draft = (value: string): ReturnType<typeof prepareContent> =>
    prepareContent({
      articles: [
        parseMarkdown(
          `---\nid: 5\ntitle: Draft\nslug: a-draft\n${value}entities:\n  - category: gameplayTips\n---\n\nText.\n`,
          'content/articles/a-draft.md',
        ),
      ],
      info: [],
      authors: { file: 'content/authors.json', data: [] },
      sponsored: { file: 'content/sponsored-links.json', missing: true },
      taxonomy: { file: 'content/taxonomy.json', missing: true },
    });

  it('are validated like any article, and modelled as drafts', () => {
    const prepared = draft('draft: true\n');
    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings.filter((w) => w.field === 'draft')).toEqual([]);
    expect(prepared.content.articles.map((a) => [a.slug, a.draft])).toEqual([['a-draft', true]]);
    expect(draft('draft: false\n').content.articles[0]?.draft).toBe(false);
    expect(draft('').content.articles[0]?.draft).toBe(false);
  });

  it('are left out of what a production build publishes, and kept for develop', () => {
    const { content } = draft('draft: true\n');
    const now = new Date();
    expect(publishedContent(content, { preview: false, now }).articles).toEqual([]);
    expect(publishedContent(content, { preview: true, now }).articles).toHaveLength(1);
  });
});
