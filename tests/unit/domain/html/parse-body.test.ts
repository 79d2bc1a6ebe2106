/**
 * "Each article is parsed once": the body pipeline (articleBody, what the MarkdownRemark.articleBody
 * resolver calls with the transformer's cached HTML) runs the HTML parser exactly once per body,
 * and sanitize-html (which parses on its own) not at all. The parser modules are wrapped in
 * counting spies; the sponsored sanitiser, which still uses sanitize-html, shows the spy works.
 */
import { articleBody } from '../../../../src/domain/html/parse-body';
import { labelsFor } from '../../../../src/domain/locales/labels';
import { sanitizeSponsoredHtml } from '../../../../src/domain/sponsored/sanitizer';

jest.mock('htmlparser2', () => {
  const actual = jest.requireActual<typeof import('htmlparser2')>('htmlparser2');
  return {
    ...actual,
    parseDocument: jest.fn(actual.parseDocument),
    parseDOM: jest.fn(actual.parseDOM),
    Parser: jest.fn((...args: ConstructorParameters<typeof actual.Parser>) => new actual.Parser(...args)),
  };
});
jest.mock('sanitize-html', () => {
  const actual = jest.requireActual<typeof import('sanitize-html')>('sanitize-html');
  return Object.assign(jest.fn(actual), actual);
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const parser = require('htmlparser2') as Record<'parseDocument' | 'parseDOM' | 'Parser', jest.Mock>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sanitizeHtml = require('sanitize-html') as jest.Mock;

const BODY =
  '<h2 id="main">Main</h2><p>Use <span class="copyable">Settings</span> and <a href="javascript:x">this</a>.</p>' +
  '<pre class="language-lua"><code class="language-lua"><span class="token keyword">local</span> x</code></pre>' +
  '<h3>Next</h3><p><img src="/a.png" onerror="x()" alt="A"><script>x()</script></p>';

beforeEach(() => jest.clearAllMocks());

describe('one parse per article', () => {
  it('articleBody parses the body HTML exactly once, and never with sanitize-html', () => {
    const body = articleBody(BODY, labelsFor('en'));
    expect(parser.parseDocument).toHaveBeenCalledTimes(1);
    expect(parser.parseDocument).toHaveBeenCalledWith(BODY, expect.anything());
    expect(parser.parseDOM).not.toHaveBeenCalled();
    expect(parser.Parser).not.toHaveBeenCalled();
    expect(sanitizeHtml).not.toHaveBeenCalled();
    // and everything the page needs came out of that one parse
    expect(body.headings.map((h) => h.id)).toEqual(['main-2', 'next']);
    expect(body.words).toBeGreaterThan(5);
    expect(body.excerpt).toMatch(/^Main Use Settings and this\./);
    expect(body.html).toContain('copy-button');
    expect(body.html).not.toMatch(/javascript|onerror|<script/);
  });

  it('N bodies are N parses', () => {
    for (let i = 0; i < 5; i += 1) articleBody(`${BODY}<p>${i}</p>`, labelsFor('en'));
    expect(parser.parseDocument).toHaveBeenCalledTimes(5);
    expect(sanitizeHtml).not.toHaveBeenCalled();
  });

  it('the spy sees sanitize-html where it is still used (sponsored links)', () => {
    sanitizeSponsoredHtml('<a href="https://a.example/">A</a>');
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
  });
});
