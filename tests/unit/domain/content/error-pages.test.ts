/**
 * The preview's content errors: which address shows an article's error page
 * (src/domain/content/error-pages.ts), and how the terminal reports them (src/node/content/load-content.ts)
 * through Gatsby's own structured errors, checked with gatsby-cli's real constructError.
 */
import type { Reporter } from 'gatsby';
import constructError from 'gatsby-cli/lib/structured-errors/construct-error';
import { articleErrorPages, intendedSlug } from '../../../../src/domain/content/error-pages';
import { prepareContent } from '../../../../src/domain/content/model';
import { error, warning } from '../../../../src/domain/content/problems';
import { ContentLifecycle } from '../../../../src/node/content/build-content';
import { contentErrorMap, reportProblems } from '../../../../src/node/content/load-content';
import { parseMarkdown } from '../../../../src/node/content/read-content';

describe('intendedSlug', () => {
  it('reads the slug of the frontmatter, of broken YAML, or the file name', () => {
    expect(intendedSlug({ file: 'a/x.md', frontmatter: { slug: 'from-frontmatter' } })).toBe(
      'from-frontmatter',
    );
    const broken = parseMarkdown("---\nid: 1\ntitle: 'Open\nslug: from-broken-yaml\n---\n\nT.\n", 'a/x.md');
    expect(broken.parseError).toBeDefined();
    expect(intendedSlug(broken)).toBe('from-broken-yaml');
    expect(intendedSlug({ file: 'a/my-article.md', frontmatter: { slug: 'Not Valid' } })).toBe('my-article');
    expect(intendedSlug({ file: 'a/My Notes.md', frontmatter: {} })).toBeNull();
  });
});

describe('articleErrorPages', () => {
  const files = [
    { file: 'c/articles/a.md', frontmatter: { slug: 'a' }, body: '' },
    { file: 'c/articles/b.md', frontmatter: { slug: 'b' }, body: '' },
    { file: 'c/articles/c.md', frontmatter: { slug: 'taken' }, body: '' },
  ];
  it('gives each article with an error a page at its address with its problems, errors first', () => {
    const pages = articleErrorPages(
      files,
      [error('c/articles/a.md', 'id', 'must be a number'), error('c/articles/c.md', 'id', 'x')],
      [warning('c/articles/a.md', 'cover', 'w'), warning('c/articles/b.md', 'cover', 'w')],
      new Set(['/articles/taken']),
    );
    expect(pages).toEqual([
      {
        path: '/articles/a',
        file: 'c/articles/a.md',
        problems: [
          error('c/articles/a.md', 'id', 'must be a number'),
          warning('c/articles/a.md', 'cover', 'w'),
        ],
      },
    ]);
  });
});

/** A reporter that keeps what it is given (the parts reportProblems uses). */
function recordingReporter() {
  const calls: { method: string; arg: unknown }[] = [];
  let errorMap: Record<string, unknown> = {};
  const reporter = {
    warn: (arg: unknown) => calls.push({ method: 'warn', arg }),
    error: (arg: unknown) => calls.push({ method: 'error', arg }),
    panic: (arg: unknown) => calls.push({ method: 'panic', arg }),
    setErrorMap: (map: Record<string, unknown>) => (errorMap = { ...errorMap, ...map }),
  } as unknown as Reporter;
  return { reporter, calls, errorMap: () => errorMap };
}

const broken = prepareContent({
  articles: [
    parseMarkdown(
      '---\nid: twelve\ntitle: T\nslug: t\nentities:\n  - category: gameplayTips\n---\n\nT.\n',
      'c/t.md',
    ),
  ],
  authors: { file: 'c/authors.json', missing: true },
  sponsored: { file: 'c/s.json', missing: true },
  taxonomy: { file: 'c/t.json', missing: true },
  info: [],
});

describe('reporting content errors', () => {
  const env = process.env.gatsby_executing_command;
  afterEach(() => {
    process.env.gatsby_executing_command = env;
  });

  it('in the preview: says to save the file, without the UNKNOWN label, and once for the same problems', () => {
    process.env.gatsby_executing_command = 'develop';
    const { reporter, calls, errorMap } = recordingReporter();
    const printed = new ContentLifecycle();
    expect(reportProblems(broken, 'c', reporter, printed)).toBe(false);
    const errors = calls.filter((c) => c.method === 'error');
    expect(errors).toHaveLength(1);
    const details = errors[0]?.arg as { id: string; context: { message: string } };
    expect(details.context.message).toContain('save the file');
    expect(details.context.message).not.toContain('build again');
    expect(details.context.message).toContain('ERROR c/t.md:2 [id] must be a positive integer');
    // what Gatsby's logger prints: its structured error from our error map
    const structured = constructError({ details }, errorMap() as never) as {
      type?: string;
      category?: string;
      text: string;
    };
    expect(structured.type).toBeUndefined();
    expect(structured.category).toBe('USER');
    expect(structured.text).toBe(details.context.message);
    expect(JSON.stringify(structured)).not.toContain('UNKNOWN');
    // a save that changes nothing about the problems prints nothing again
    reportProblems(broken, 'c', reporter, printed);
    expect(calls.filter((c) => c.method === 'error')).toHaveLength(1);
  });

  it('in a build: stops it, saying to build again', () => {
    process.env.gatsby_executing_command = 'build';
    const { reporter, calls } = recordingReporter();
    const printed = new ContentLifecycle();
    reportProblems(broken, 'c', reporter, printed);
    const panic = calls.find((c) => c.method === 'panic')?.arg as {
      id: string;
      context: { message: string };
    };
    expect(panic.id).toBe(Object.keys(contentErrorMap)[0]);
    expect(panic.context.message).toContain('fix them and build again');
  });
});
