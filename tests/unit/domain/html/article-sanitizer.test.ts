/**
 * The article allow-list as the body pipeline now applies it itself (src/domain/html/allow-list.ts
 * over the one parse, src/domain/html/article-sanitizer.ts): one test per rule, with the output written
 * out, so that a rule that loosens fails here by name. tests/unit/domain/sponsored/sanitizer.test.ts runs the
 * hostile corpus and generated input against the same code.
 */
import { sanitizeArticleHtml } from '../../../../src/domain/sponsored/sanitizer';
import { urlSchemeAllowed } from '../../../../src/domain/html/allow-list';
import { ARTICLE_NESTING_LIMIT, DROP_WITH_CONTENT } from '../../../../src/domain/html/safety';
import { formatSrcset, parseSrcset } from '../../../../src/domain/pictures/srcset';
import { articleBody } from '../../../../src/domain/html/parse-body';
import { labelsFor } from '../../../../src/domain/locales/labels';
import { RESERVED_IDS } from '../../../../src/domain/html/element-ids';
import { renderMarkdown } from '../../../support/markdown-body';

const clean = sanitizeArticleHtml;
const body = (html: string): ReturnType<typeof articleBody> => articleBody(html, labelsFor('en'));

describe('event handlers and unknown attributes', () => {
  it.each([
    ['<p onclick="x()">t</p>', '<p>t</p>'],
    ['<b onmouseover="x()" ONCLICK="y()">t</b>', '<b>t</b>'],
    ['<span class="copyable" onfocus="x()" tabindex="0">t</span>', '<span class="copyable">t</span>'],
    [
      '<details open ontoggle="x()"><summary>S</summary>x</details>',
      '<details><summary>S</summary>x</details>',
    ],
    ['<td colspan="2" onclick="x()" bgcolor="red">t</td>', '<td colspan="2">t</td>'],
    ['<abbr title="T" id="a" lang="en">A</abbr>', '<abbr title="T">A</abbr>'],
    ['<ol start="3" reversed type="a"><li>x</li></ol>', '<ol start="3"><li>x</li></ol>'],
    ['<p id="x" data-x="1" srcdoc="y" formaction="javascript:x">t</p>', '<p>t</p>'],
  ])('%j -> %j', (html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('drops empty attributes, but keeps alt="" (a decorative picture)', () => {
    expect(clean('<a href="/x" title="">t</a><td colspan="">c</td>')).toBe('<a href="/x">t</a><td>c</td>');
    expect(clean('<img src="/a.png" alt="">')).toBe('<img src="/a.png" alt="" loading="lazy" />');
  });
});

describe('URLs', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;&#x61;vascript&#x3A;alert(1)'],
    ['&#0000106avascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['java&#x09;script:alert(1)'],
    ['java&NewLine;script:alert(1)'],
    [' &#14; javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:image/png;base64,AAAA'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['//evil.example/'],
    ['\\\\evil.example/'],
  ])('a link to %j becomes plain text; a picture from it is removed', (url) => {
    const attr = url.replace(/"/g, '&quot;');
    expect(clean(`<a href="${attr}" title="T">x</a>`)).toBe('<span>x</span>');
    expect(clean(`<img src="${attr}" alt="A">`)).toBe('');
  });

  it('keeps http(s), mail and site links; pictures only from http(s) or the site', () => {
    expect(clean('<a href="mailto:a@b.example">m</a>')).toBe('<a href="mailto:a@b.example">m</a>');
    expect(clean('<img src="mailto:a@b.example" alt="A">')).toBe('');
    expect(clean('<a href="https://x.example/a?b=1&amp;c=2" rel="opener" target="_top">x</a>')).toBe(
      '<a href="https://x.example/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(clean('<a href="/articles/x#part" target="_blank">x</a>')).toBe(
      '<a href="/articles/x#part">x</a>',
    );
  });

  it.each([
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['jav<!-- x -->ascript:alert(1)', false],
    ['\u0000javascript:alert(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['\\/evil.example', false],
    ['https://ok.example/', true],
    ['HTTPS://ok.example/', true],
    ['/path:with-colon', true],
    ['?q=1', true],
    ['mailto:x@y.example', false],
  ])('urlSchemeAllowed(%j, http/https) is %j', (url, ok) => {
    expect(urlSchemeAllowed(url, ['http', 'https'])).toBe(ok);
  });
});

describe('srcset', () => {
  it('keeps each candidate whose URL is http(s) or on the site, and drops the others', () => {
    expect(
      clean(
        '<img src="/a.png" srcset="/a-1.png 1x, javascript:alert(1) 2x, data:image/png;base64,AA 3x, //evil.example/b.png 4x, https://ok.example/c.png 5x">',
      ),
    ).toBe('<img src="/a.png" srcset="/a-1.png 1x, https://ok.example/c.png 5x" loading="lazy" />');
  });

  it('drops the attribute when no candidate is left, and a <source> without srcset entirely', () => {
    expect(clean('<img src="/a.png" srcset="javascript:alert(1) 1x">')).toBe(
      '<img src="/a.png" loading="lazy" />',
    );
    expect(
      clean('<picture><source srcset="javascript:alert(1)" type="image/webp"><img src="/a.png"></picture>'),
    ).toBe('<picture><img src="/a.png" loading="lazy" /></picture>');
  });

  it('keeps what gatsby-remark-images writes', () => {
    const html =
      '<picture><source srcset="/static/1/a.avif 148w,\n/static/1/b.avif 295w" sizes="(max-width: 590px) 100vw, 590px" type="image/avif"></picture>';
    expect(clean(html)).toBe(
      '<picture><source srcset="/static/1/a.avif 148w, /static/1/b.avif 295w" sizes="(max-width: 590px) 100vw, 590px" type="image/avif" /></picture>',
    );
  });

  it('is read by the HTML standard rules', () => {
    expect(
      parseSrcset(' a.png 1x,b.png 2x, c.png, d.png 480w 300h, e.png 1x 2x, f.png 0w, g.png (x) 1x'),
    ).toEqual([
      { url: 'a.png', d: 1 },
      { url: 'b.png', d: 2 },
      { url: 'c.png' },
      { url: 'd.png', w: 480, h: 300 },
    ]);
    expect(parseSrcset('data:image/png;base64,AA,BB 1x')).toEqual([
      { url: 'data:image/png;base64,AA,BB', d: 1 },
    ]);
    expect(
      formatSrcset([
        { url: 'a.png', w: 100 },
        { url: 'b.png', d: 1.5 },
      ]),
    ).toBe('a.png 100w, b.png 1.5x');
  });
});

describe('inline styles', () => {
  it('keeps exactly the reserved-box styles of gatsby-remark-images, on span and img', () => {
    expect(
      clean(
        '<span class="gatsby-resp-image-wrapper" style="position: relative; display: block; max-width: 590px">x</span>',
      ),
    ).toBe(
      '<span class="gatsby-resp-image-wrapper" style="position:relative;display:block;max-width:590px">x</span>',
    );
    expect(clean('<img src="/a.png" style="width:100%;height:100%;margin:0;vertical-align:middle">')).toBe(
      '<img src="/a.png" style="width:100%;height:100%;margin:0;vertical-align:middle" loading="lazy" />',
    );
  });

  it.each([
    ['<span style="background:url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['<span style="padding-bottom:expression(alert(1))">x</span>', '<span>x</span>'],
    ['<span style="behavior:url(x.htc);left:0">x</span>', '<span style="left:0">x</span>'],
    ['<span style="POSITION:relative">x</span>', '<span>x</span>'],
    [
      '<span style="padding-bottom:50% !important">x</span>',
      '<span style="padding-bottom:50% !important">x</span>',
    ],
    ['<span style="position:fixed;top:0">x</span>', '<span>x</span>'],
    ['<img src="/a.png" style="position:relative">', '<img src="/a.png" loading="lazy" />'],
    ['<p style="display:block">x</p>', '<p>x</p>'],
    ['<b style="color:red">x</b>', '<b>x</b>'],
  ])('%j -> %j', (html, expected) => {
    expect(clean(html)).toBe(expected);
  });
});

describe('classes', () => {
  it('keeps the classes remark plugins and editors need, and no other', () => {
    expect(clean('<pre class="language-lua x"><code class="language-lua hidden">a</code></pre>')).toBe(
      '<pre class="language-lua"><code class="language-lua">a</code></pre>',
    );
    expect(clean('<span class="token keyword btn">if</span><span class="copyable d-none">c</span>')).toBe(
      '<span class="token keyword">if</span><span class="copyable">c</span>',
    );
    expect(
      clean(
        '<figure class="gatsby-resp-image-figure modal"><figcaption class="gatsby-resp-image-figcaption">c</figcaption></figure>',
      ),
    ).toBe(
      '<figure class="gatsby-resp-image-figure"><figcaption class="gatsby-resp-image-figcaption">c</figcaption></figure>',
    );
    expect(clean('<span class="visually-hidden">x</span><p class="lead">y</p>')).toBe(
      '<span>x</span><p>y</p>',
    );
  });
});

describe('tags', () => {
  it.each(DROP_WITH_CONTENT.map((tag) => [tag]))('<%s> goes with its content', (tag) => {
    expect(clean(`a<${tag}><b>inside</b> text</${tag}>b`)).toBe('ab');
  });

  it.each([
    ['<x-widget onclick="x()"><b>t</b></x-widget>', '<b>t</b>'],
    ['<div><section><article><p>t</p></article></section></div>', '<p>t</p>'],
    ['<font color="red">t</font><center>c</center>', 'tc'],
    ['<form action="javascript:x"><input value="v"><button>go</button></form>', 'go'],
    [
      '<embed src="javascript:x"><base href="javascript:x"><link rel="import" href="x"><meta charset="x">',
      '',
    ],
    ['<svg onload="x()"><text>label</text><a xlink:href="javascript:x">l</a></svg>', 'label<span>l</span>'],
    [
      '<svg><script>alert(1)</script><style>*{}</style><foreignObject><p>f</p></foreignObject></svg>',
      '<p>f</p>',
    ],
    [
      '<math><mi xlink:href="javascript:x">x</mi><annotation-xml><b>b</b></annotation-xml></math>',
      'x<b>b</b>',
    ],
    ['<h1 id="top">T</h1>', '<h2 id="top">T</h2>'],
  ])('%j -> %j', (html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('drops comments, CDATA, doctypes and processing instructions, keeping the text around them', () => {
    expect(clean('a<!-- <img src=x onerror=alert(1)> -->b')).toBe('ab');
    expect(clean('a<!--[if IE]><script>alert(1)</script><![endif]-->b')).toBe('ab');
    expect(clean('a<![CDATA[<img src=x onerror=alert(1)>]]>b')).toBe('ab');
    expect(clean('<!DOCTYPE html><?xml version="1.0"?>t')).toBe('t');
  });

  it('keeps markup that is text as text', () => {
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "q"</p>',
    );
    expect(clean('<code>&lt;img src=x onerror=alert(1)&gt;</code>')).toBe(
      '<code>&lt;img src=x onerror=alert(1)&gt;</code>',
    );
  });

  it('caps the depth and keeps the text below it, for any depth (no recursion below the cap)', () => {
    const deep = (n: number): string => `${'<i><b>'.repeat(n)}deep${'</b></i>'.repeat(n)}`;
    const out = clean(deep(50_000));
    expect(out.match(/<i>|<b>/g)).toHaveLength(ARTICLE_NESTING_LIMIT);
    expect(out).toContain('deep');
    expect(clean(`${'<i>'.repeat(100)}<script>x</script>t${'</i>'.repeat(100)}`)).not.toContain('x');
  });

  it('splits a paragraph where a block inside it (through an unwrapped tag) would close it in a browser', () => {
    expect(clean('<p>a<x-note><h2 id="s">S</h2></x-note>b</p>')).toBe('<p>a</p><h2 id="s">S</h2>b<p></p>');
    const { headings } = body('<p>Intro <x-note><h2>Setup</h2></x-note> end</p>');
    expect(headings).toEqual([{ depth: 2, id: 'setup', text: 'Setup' }]);
  });
});

describe('heading ids against the page frame', () => {
  it.each(RESERVED_IDS.map((id) => [id]))('<h2 id="%s"> never takes that id', (id) => {
    expect(clean(`<h2 id="${id}">T</h2>`)).toBe('<h2>T</h2>');
    const text = id.replace(/-/g, ' ');
    const { headings, html } = body(`<h2 id="${id}">${text}</h2><h3 id="${id}">${text}</h3>`);
    expect(headings).toHaveLength(2);
    for (const h of headings) expect(RESERVED_IDS).not.toContain(h.id);
    expect(html).not.toMatch(new RegExp(`id="${id}"`));
  });

  it('keeps a free id the editor wrote, and numbers the heading "Main" past the frame\'s main', () => {
    expect(body('<h2 id="main">Main</h2><h2 id="setup">Main</h2>').headings.map((h) => h.id)).toEqual([
      'main-2',
      'setup',
    ]);
    expect(renderMarkdown('<h2 id="main">Main</h2>\n\n## Main\n').headings.map((h) => h.id)).toEqual([
      'main-2',
      'main-3',
    ]);
  });
});

describe('copy controls', () => {
  it('a copyable phrase and a code block get their copy control, from the same tree', () => {
    const { html } = body(
      '<p>Open <span class="copyable" onclick="x()">Settings</span></p><pre><code>print(1)</code></pre>',
    );
    expect(html).toContain('<span class="copyable"><code>Settings</code> <button type="button"');
    expect(html).toContain('<div class="code-block position-relative"><button type="button"');
    expect(html).not.toContain('onclick');
  });
});
