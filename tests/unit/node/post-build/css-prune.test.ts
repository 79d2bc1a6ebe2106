/**
 * The guarantees of the stylesheet pruning (PurgeCSS configured in src/node/post-build/css-prune.ts), run
 * through PostCSS over this project's real sources: what the markup can use stays, the rest goes.
 */
import path from 'path';
import postcss from 'postcss';
import {
  cssPrunePlugin,
  moduleClosure,
  NEVER_RENDERED_ELEMENTS,
  siteCssSources,
  templatePrefixes,
} from '../../../../src/node/post-build/css-prune';
import { sanitizeArticleHtml, sanitizeSponsoredHtml } from '../../../../src/domain/sponsored/sanitizer';
import { filesUnder } from '../../../../src/node/files/walk';
import { repoRoot } from '../../../support/paths';
import fs from 'fs';

const root = repoRoot;

/** The CSS left after the site's pruning step. */
const prune = async (css: string): Promise<string> =>
  (await postcss([cssPrunePlugin({ root })]).process(css, { from: path.join(root, 'src/styles/site.scss') }))
    .css;

// a class no source writes: the control that proves the step prunes at all
const UNUSED = '.zz-unused-rule{a:b}';

describe('the pruned stylesheet', () => {
  it('keeps classes the sources write and drops the others', async () => {
    expect(await prune(`.site-header{a:b}${UNUSED}`)).toBe('.site-header{a:b}');
  });

  it('keeps the selectors of a rule the markup can use, and only those', async () => {
    expect(await prune('.site-header,.zz-unused-rule{a:b}')).toBe('.site-header{a:b}');
  });

  it('keeps every cat- class with all of its selector (category keys are filled in at run time)', async () => {
    const css = '.cat-someFutureKey .zz-unused-inner{a:b}.cat-none{c:d}';
    expect(await prune(css + UNUSED)).toBe(css);
  });

  it('keeps classes the code completes at run time from a template prefix', async () => {
    // author-avatar-${size}, cover-pattern-${n}, react-bootstrap's `${prefix}-menu`
    const css = '.author-avatar-xl{a:b}.cover-pattern-9{a:b}.dropdown-menu-end{a:b}.bs-popover-top{a:b}';
    expect(await prune(css + UNUSED)).toBe(css);
  });

  it("keeps the classes only generated HTML carries: code blocks' language- and Prism's tokens", async () => {
    const css =
      '.language-lua{a:b}.token.keyword{a:b}.token{a:b}pre .zz-unused-inner .token{a:b}.comment{a:b}.class-name{a:b}';
    expect(await prune(css + UNUSED)).toBe(css);
  });

  it('keeps element, attribute and id selectors no source names (markdown and sponsored HTML)', async () => {
    const css =
      'marquee>p{a:b}table td{a:b}[data-zz-nowhere="1"]{a:b}a[href^="zz:"]{a:b}#zz-nowhere{a:b}abbr[title]{a:b}';
    expect(await prune(css + UNUSED)).toBe(css);
    // …but a class in them still has to be used
    expect(await prune('marquee .zz-unused-inner{a:b}#zz-nowhere .zz-unused-inner{c:d}')).toBe('');
  });

  it('drops custom properties nothing refers to, keeping chains and the ones components set', async () => {
    const css =
      ':root{--zz-used:var(--zz-base);--zz-base:1px;--zz-orphan:2px;--avatar-hue:0}.site-header{margin:var(--zz-used)}';
    expect(await prune(css)).toBe(
      ':root{--zz-used:var(--zz-base);--zz-base:1px;--avatar-hue:0}.site-header{margin:var(--zz-used)}',
    );
  });

  it('keeps keyframes', async () => {
    const css = '@keyframes zz-spin{from{a:b}to{a:c}}';
    expect(await prune(css)).toBe(css);
  });
});

describe('elements no page can contain', () => {
  it("drop Bootstrap's legend rules, and only the selectors that name them", async () => {
    expect(await prune('legend + *{clear:left}legend{float:left}fieldset legend,p{a:b}')).toBe('p{a:b}');
    // a class or attribute with the word in it is not the element
    expect(await prune('[data-legend]{a:b}.chart-legend,.site-header{a:b}')).toBe(
      '[data-legend]{a:b}.site-header{a:b}',
    );
  });

  it.each(NEVER_RENDERED_ELEMENTS)('<%s> is in no source and passes neither sanitiser', (tag) => {
    const html = `<${tag}>kept text</${tag}>`;
    expect(sanitizeArticleHtml(html)).not.toContain(`<${tag}`);
    expect(sanitizeSponsoredHtml(html)).not.toContain(`<${tag}`);
    const src = path.join(root, 'src');
    const writers = filesUnder(src)
      .filter((f) => /\.(tsx?|html)$/.test(f))
      .filter((f) => fs.readFileSync(path.join(src, f), 'utf8').includes(`<${tag}`));
    expect(writers).toEqual([]);
  });
});

describe('the site sources', () => {
  it('follow react-bootstrap imports to the modules that write class names', () => {
    const esm = path.join(root, 'node_modules/react-bootstrap/esm');
    const files = moduleClosure([path.join(esm, 'Dropdown.js')]).map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['Dropdown.js', 'DropdownMenu.js', 'DropdownItem.js']));
    const sources = siteCssSources({ root }).map((f) => path.relative(root, f));
    expect(sources).toEqual(expect.arrayContaining(['src/components/frame/header.tsx']));
    expect(sources.some((f) => f.endsWith('react-bootstrap/esm/DropdownMenu.js'))).toBe(true);
  });

  it('give the template prefixes, in both the source and the compiled form', () => {
    expect(templatePrefixes(['`x-card-${n}`', '"x-nav-".concat(rel)', '`plain`'])).toEqual(
      expect.arrayContaining(['x-card-', 'x-nav-', 'dropdown-']),
    );
    expect(templatePrefixes(['`plain ${x}`'])).not.toContain('plain ');
  });

  it('become dependencies of the stylesheet, so that a cached build recompiles it', async () => {
    const result = await postcss([cssPrunePlugin({ root })]).process(`.site-header{a:b}${UNUSED}`, {
      from: path.join(root, 'src/styles/site.scss'),
    });
    expect(result.css).toBe('.site-header{a:b}');
    const files = result.messages.filter((m) => m.type === 'dependency').map((m) => m.file as string);
    expect(files).toContain(path.join(root, 'src/components/frame/header.tsx'));
    expect(result.messages).toContainEqual(
      expect.objectContaining({ type: 'dir-dependency', dir: path.join(root, 'src') }),
    );
  });
});
