import path from 'path';
import postcss from 'postcss';
import {
  collectUsage,
  cssPrunePlugin,
  isSelectorUsed,
  moduleClosure,
  pruneCss,
  requiredClasses,
  siteCssSources,
} from '../../src/node/css-prune';

const root = path.resolve(__dirname, '../..');
const prune = (css: string, ...sources: string[]): string => {
  const ast = postcss.parse(css);
  pruneCss(ast, collectUsage(sources));
  return ast.toString().replace(/\s+/g, ' ').trim();
};

describe('collectUsage', () => {
  it('takes every word of the sources and the prefixes completed at run time', () => {
    const usage = collectUsage([
      'const a = <div className={`card cat-${key}`} />; const b = "x-".concat(n); --site-surface',
    ]);
    expect(usage.words.has('card')).toBe(true);
    expect(usage.words.has('--site-surface')).toBe(true);
    expect(usage.prefixes).toEqual(['cat-', 'x-']);
  });

  it('adds the given prefixes', () => {
    expect(collectUsage([''], ['dropdown-']).prefixes).toEqual(['dropdown-']);
  });
});

describe('requiredClasses', () => {
  it('ignores classes inside :not() and attribute values', () => {
    expect(requiredClasses('.btn:not(.disabled):hover>[href$=".pdf"] .icon')).toEqual(['btn', 'icon']);
  });

  it('does not reason about selectors with alternatives', () => {
    expect(requiredClasses(':where(.a, .b) p')).toBeNull();
    expect(isSelectorUsed(':is(.unused) p', collectUsage(['']))).toBe(true);
  });

  it('keeps element and id selectors whatever the sources say', () => {
    expect(isSelectorUsed('blockquote > p', collectUsage(['']))).toBe(true);
    expect(isSelectorUsed('#main', collectUsage(['']))).toBe(true);
  });
});

describe('pruneCss', () => {
  it('drops rules whose classes no source writes and keeps the used selectors of a list', () => {
    const out = prune('.a{color:red}.b{color:blue}.a,.c{margin:0}table{width:100%}', 'a');
    expect(out).toBe('.a{color:red}.a{margin:0}table{width:100%}');
  });

  it('keeps classes a template literal completes', () => {
    expect(prune('.cat-x{color:red}.dog-x{color:red}', '`cat-${k}`')).toBe('.cat-x{color:red}');
  });

  it('removes at-rules left empty, nested ones too', () => {
    expect(prune('@media (min-width:1px){@supports (x:y){.z{a:b}}}p{a:b}')).toBe('p{a:b}');
  });

  it('drops custom properties nothing refers to, following chains', () => {
    const css =
      ':root{--used:1px;--feeds:2px;--chained:var(--feeds);--orphan:3px;--from-code:4px}p{margin:var(--used) var(--chained)}';
    expect(prune(css, "style={{ x: 'var(--from-code)' }}")).toBe(
      ':root{--used:1px;--feeds:2px;--chained:var(--feeds);--from-code:4px}p{margin:var(--used) var(--chained)}',
    );
  });

  it('drops a property whose only user was pruned, and the rule it leaves empty', () => {
    expect(prune(':root{--gone:1px}.unused{margin:var(--gone)}p{a:b}')).toBe('p{a:b}');
  });

  it('leaves keyframe steps alone', () => {
    const css = '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}';
    expect(prune(css)).toBe(css);
  });

  it('reports what it removed', () => {
    const ast = postcss.parse(':root{--x:1}.a,.b{c:d}.e{f:g}');
    expect(pruneCss(ast, collectUsage(['a']))).toEqual({
      selectorsRemoved: 2,
      rulesRemoved: 1,
      customPropertiesRemoved: 1,
    });
  });
});

describe('the site sources', () => {
  it('follow react-bootstrap imports to the modules that write class names', () => {
    const esm = path.join(root, 'node_modules/react-bootstrap/esm');
    const files = moduleClosure([path.join(esm, 'Dropdown.js')]).map((f) => path.basename(f));
    expect(files).toEqual(expect.arrayContaining(['Dropdown.js', 'DropdownMenu.js', 'DropdownItem.js']));
    const sources = siteCssSources({ root }).map((f) => path.relative(root, f));
    expect(sources).toEqual(expect.arrayContaining(['src/components/header.tsx']));
    expect(sources.some((f) => f.endsWith('react-bootstrap/esm/Popover.js'))).toBe(true);
  });

  it('become dependencies of the stylesheet, so that a cached build recompiles it', async () => {
    const result = await postcss([cssPrunePlugin({ root })]).process('.unused-class{a:b}.site-header{a:b}', {
      from: path.join(root, 'src/styles/site.scss'),
    });
    expect(result.css).toBe('.site-header{a:b}');
    const files = result.messages.filter((m) => m.type === 'dependency').map((m) => m.file as string);
    expect(files).toContain(path.join(root, 'src/components/header.tsx'));
    expect(result.messages).toContainEqual(
      expect.objectContaining({ type: 'dir-dependency', dir: path.join(root, 'src') }),
    );
  });
});
