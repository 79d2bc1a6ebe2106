/** Article aliases (src/domain/content/aliases.ts): the field, the rules across articles, the redirects. */
import fc from 'fast-check';
import {
  AliasedArticle,
  aliasProblems,
  aliasSlug,
  readAliases,
  redirectsOf,
} from '../../../../src/domain/content/aliases';
import { prepareContent, RawContent } from '../../../../src/domain/content/model';
import { isValidSlug } from '../../../../src/domain/content/slug';

/** readAliases with its errors and warnings collected as `field: message`. */
function read(value: unknown): { aliases: string[]; errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const aliases = readAliases(
    value,
    (f, m) => errors.push(`${f}: ${m}`),
    (f, m) => warnings.push(`${f}: ${m}`),
  );
  return { aliases, errors, warnings };
}

describe('aliasSlug', () => {
  it.each([
    ['old-slug', 'old-slug'],
    ['/articles/old-slug', 'old-slug'],
    ['/articles/old-slug/', 'old-slug'],
    ['articles/old-slug', 'old-slug'],
    ['  old-slug  ', 'old-slug'],
  ])('%j names %j', (value, slug) => {
    expect(aliasSlug(value)).toBe(slug);
  });
});

describe('readAliases', () => {
  it('reads old slugs and old /articles/… paths as slugs, in the order written', () => {
    expect(read(['first-name', '/articles/second-name/'])).toEqual({
      aliases: ['first-name', 'second-name'],
      errors: [],
      warnings: [],
    });
  });

  it('has no alias when the field is absent or empty', () => {
    expect(read(undefined).aliases).toEqual([]);
    expect(read(null).aliases).toEqual([]);
    expect(read([]).aliases).toEqual([]);
  });

  it('refuses a field that is not a list, with an example of one', () => {
    const { errors } = read('old-slug');
    expect(errors).toEqual([expect.stringMatching(/^aliases: must be a list .*`aliases: \[old-slug\]`/)]);
  });

  it('refuses an entry that is not text, naming its index', () => {
    expect(read(['ok', 42]).errors).toEqual([expect.stringMatching(/^aliases\[1\]: must be an old slug/)]);
  });

  it('refuses an invalid slug and suggests the slug it meant', () => {
    const { aliases, errors } = read(['Old Title!']);
    expect(aliases).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(/^aliases\[0\]: "Old Title!" is not a valid slug; .*e\.g\. "old-title"\.$/),
    ]);
  });

  it('refuses an address that is not an article address', () => {
    expect(read(['/authors/ana']).errors).toEqual([
      expect.stringMatching(/^aliases\[0\]: "\/authors\/ana" is not an article address/),
    ]);
    expect(read(['/articles/a/b']).errors).toEqual([
      expect.stringMatching(/^aliases\[0\]: .*not a valid slug/),
    ]);
  });

  it('warns about an alias listed twice and keeps one', () => {
    expect(read(['old', '/articles/old'])).toEqual({
      aliases: ['old'],
      errors: [],
      warnings: [expect.stringMatching(/^aliases\[1\]: .*listed twice/)],
    });
  });

  it('keeps exactly the valid slugs of any list (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/))),
        (values) => {
          const { aliases } = read(values);
          expect(aliases.every(isValidSlug)).toBe(true);
          expect(new Set(aliases).size).toBe(aliases.length);
        },
      ),
    );
  });
});

const art = (file: string, slug: string, aliases: string[] = []): AliasedArticle => ({ file, slug, aliases });
/** The problems as `file [field] message` lines. */
const problemsOf = (articles: AliasedArticle[]): string[] =>
  aliasProblems(articles).map(({ problem: p }) => `${p.file} [${p.field}] ${p.message}`);

describe('aliasProblems', () => {
  it('accepts aliases that no article has as its address and that only one article lists', () => {
    expect(problemsOf([art('a.md', 'a', ['old-a', 'older-a']), art('b.md', 'b', ['old-b'])])).toEqual([]);
  });

  it('refuses an alias equal to the article’s own slug: a loop', () => {
    expect(problemsOf([art('a.md', 'a', ['a'])])).toEqual([
      expect.stringMatching(
        /^a\.md \[aliases\[0\]\] "a" is this article's own slug: \/articles\/a would redirect to itself, a loop; remove it/,
      ),
    ]);
  });

  it('refuses an alias equal to another article’s live slug, naming that file', () => {
    const [p] = aliasProblems([art('a.md', 'a', ['b']), art('b.md', 'b')]);
    expect(p?.problem).toMatchObject({ file: 'a.md', field: 'aliases[0]', other: 'b.md', severity: 'error' });
    expect(p?.problem.message).toMatch(
      /"b" is the slug of b\.md, a live article: a redirect from \/articles\/b would hide it; remove "b" from aliases/,
    );
  });

  it('refuses the same alias on two articles, on the second, naming the first', () => {
    const found = aliasProblems([art('a.md', 'a', ['old']), art('b.md', 'b', ['x', 'old'])]);
    expect(found.map((f) => f.problem)).toEqual([
      expect.objectContaining({ file: 'b.md', field: 'aliases[1]', other: 'a.md' }),
    ]);
    expect(found[0]?.problem.message).toMatch(
      /"old" is also an alias of a\.md: an old address can lead to one article only/,
    );
  });

  it('names a loop of two articles that list each other’s slug, on both', () => {
    const messages = problemsOf([art('a.md', 'a', ['b']), art('b.md', 'b', ['a'])]);
    expect(messages).toEqual([
      expect.stringMatching(
        /^a\.md \[aliases\[0\]\] .*would loop: \/articles\/b → \/articles\/a → \/articles\/b;/,
      ),
      expect.stringMatching(
        /^b\.md \[aliases\[0\]\] .*would loop: \/articles\/a → \/articles\/b → \/articles\/a;/,
      ),
    ]);
  });

  it('names a chain: the alias’s article is itself the old address of a third', () => {
    const messages = problemsOf([art('a.md', 'a', ['b']), art('b.md', 'b'), art('c.md', 'c', ['a'])]);
    expect(messages).toEqual([
      expect.stringMatching(
        /^a\.md \[aliases\[0\]\] .*would chain: \/articles\/b → \/articles\/a → \/articles\/c;/,
      ),
      expect.stringMatching(/^c\.md \[aliases\[0\]\] "a" is the slug of a\.md, a live article/),
    ]);
  });
});

describe('redirectsOf', () => {
  it('leads every alias straight to its article, sorted by old address', () => {
    expect(redirectsOf([art('z.md', 'z', ['old-z']), art('a.md', 'a', ['zz', 'b-old'])])).toEqual([
      { from: '/articles/b-old', to: '/articles/a' },
      { from: '/articles/old-z', to: '/articles/z' },
      { from: '/articles/zz', to: '/articles/a' },
    ]);
  });
});

describe('aliases in the content model', () => {
  const md = (
    file: string,
    frontmatter: Record<string, unknown>,
    fieldLines: Record<string, number> = {},
  ) => ({
    file,
    frontmatter: { entities: [{ category: 'gameplayTips' }], ...frontmatter },
    body: 'A body.',
    fieldLines,
  });
  const raw = (articles: RawContent['articles']): RawContent => ({
    articles,
    authors: { file: 'authors.json', missing: true },
    sponsored: { file: 'sponsored-links.json', missing: true },
    taxonomy: { file: 'taxonomy.json', missing: true },
    info: [],
  });

  it('gives each article its aliases as slugs', () => {
    const { content, errors } = prepareContent(
      raw([md('a.md', { id: 1, title: 'A', slug: 'a', aliases: ['/articles/old-a'] })]),
    );
    expect(errors).toEqual([]);
    expect(content.articles[0]?.aliases).toEqual(['old-a']);
  });

  it('reports a cross-article alias error on the line of `aliases:`', () => {
    const { errors } = prepareContent(
      raw([
        md('a.md', { id: 1, title: 'A', slug: 'a', aliases: ['b'] }, { aliases: 5 }),
        md('b.md', { id: 2, title: 'B', slug: 'b' }),
      ]),
    );
    expect(errors).toEqual([expect.objectContaining({ file: 'a.md', field: 'aliases[0]', line: 5 })]);
  });
});
