/**
 * Code blocks (src/domain/html/code-highlight.ts, src/styles/_code.scss): fence languages, and the
 * syntax colours of the compiled stylesheet. Every colour role has a light and a dark value at
 * WCAG AA (4.5:1) against the code background of its theme, every token type of TOKEN_ROLES has
 * its rule with its role's variable (and no other token rule exists), and the rules and variables
 * survive the site's CSS pruning, although the token classes occur only in generated HTML.
 */
import path from 'path';
import postcss, { Root } from 'postcss';
import * as sass from 'sass';
import {
  checkCodeLanguages,
  codeLanguage,
  highlighterLanguage,
  CODE_LANGUAGES,
  TOKEN_ROLES,
  TOKEN_TYPES,
  unknownLanguageMessage,
} from '../../../../src/domain/html/code-highlight';
import { cssPrunePlugin } from '../../../../src/node/post-build/css-prune';
import { repoRoot } from '../../../support/paths';

const root = repoRoot;

describe('codeLanguage', () => {
  it.each([
    ['lua', 'lua'],
    ['luau', 'lua'],
    ['Luau', 'lua'],
    ['json', 'json'],
    ['bash', 'bash'],
    ['sh', 'bash'],
    ['shell', 'bash'],
    ['lua {1,3}', 'lua'],
    ['  luau title="pad.luau"', 'lua'],
  ])('highlights ```%s with the %s grammar', (info, grammar) => {
    expect(codeLanguage(info)).toMatchObject({ kind: 'highlight', grammar });
  });

  it.each([[''], [null], [undefined], ['text'], ['txt'], ['plaintext'], ['plain']])(
    'shows %p as plain text without a warning',
    (info) => {
      expect(codeLanguage(info)).toEqual({ kind: 'plain' });
    },
  );

  it.each([['python'], ['rust'], ['constructor'], ['__proto__'], ['toString']])(
    'calls %s unknown (nothing from the object prototype passes)',
    (info) => {
      expect(codeLanguage(info)).toEqual({ kind: 'unknown', written: info.toLowerCase() });
    },
  );

  it('says in the warning what the language is, that it stays plain, and what to write', () => {
    const message = unknownLanguageMessage('python');
    expect(message).toContain('"python"');
    expect(message).toContain('plain text');
    for (const known of Object.keys(CODE_LANGUAGES)) expect(message).toContain(known);
  });
});

describe('checkCodeLanguages and highlighterLanguage', () => {
  const body = [
    'Text.',
    '```luau',
    'local x = 1',
    '```',
    '```python',
    'print("x")',
    '```',
    '````markdown',
    '```rust',
    'not a fence: inside a longer one',
    '```',
    '````',
    '~~~',
    'plain',
    '~~~',
  ].join('\n');

  it('warns once per unknown fence, naming the file and its file line', () => {
    const problems = checkCodeLanguages('content/articles/a.md', body, 10);
    expect(problems.map((p) => [p.severity, p.file, p.field])).toEqual([
      ['warning', 'content/articles/a.md', 'body line 15'],
      ['warning', 'content/articles/a.md', 'body line 18'],
    ]);
    expect(problems[0]?.message).toContain('"python"');
    expect(problems[1]?.message).toContain('"markdown"');
  });

  it('hands the highlighter the grammar, or text for plain and unknown languages', () => {
    expect(['luau', 'LUA', 'sh', 'json', 'python', '', null, 'txt'].map(highlighterLanguage)).toEqual([
      'lua',
      'lua',
      'bash',
      'json',
      'text',
      'text',
      'text',
      'text',
    ]);
  });
});

/* Colours. */

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r as number) + 0.7152 * lin(g as number) + 0.0722 * lin(b as number);
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

let compiled: Root;
let pruned: Root;
beforeAll(async () => {
  const css = sass.compile(path.join(root, 'src/styles/site.scss'), {
    loadPaths: [path.join(root, 'node_modules')],
    logger: sass.Logger.silent,
  }).css;
  compiled = postcss.parse(css);
  const result = await postcss([cssPrunePlugin({ root })]).process(css, {
    from: path.join(root, 'src/styles/site.scss'),
  });
  pruned = postcss.parse(result.css);
}, 60_000);

/** The --code-* variables declared directly in the rule with this selector. */
function codeVariables(sheet: Root, selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  sheet.walkRules((rule) => {
    if (rule.parent?.type !== 'root' || !rule.selectors.includes(selector)) return;
    rule.walkDecls(/^--code-/, (d) => {
      out[d.prop] = d.value.trim().toLowerCase();
    });
  });
  return out;
}

const THEMES = [
  ['light', ':root'],
  ['dark', '[data-bs-theme=dark]'],
] as const;
const ROLES = Object.keys(TOKEN_ROLES);

describe.each(THEMES)('code colours, %s theme', (_, selector) => {
  const vars = (): Record<string, string> => codeVariables(compiled, selector);

  it('defines the background, the text and every colour role as a plain #rrggbb value', () => {
    const v = vars();
    for (const name of ['bg', 'text', ...ROLES])
      expect([name, v[`--code-${name}`]]).toEqual([name, expect.stringMatching(/^#[0-9a-f]{6}$/)]);
  });

  it.each(['text', ...ROLES])('--code-%s reaches 4.5:1 against --code-bg', (role) => {
    const v = vars();
    const ratio = contrast(v[`--code-${role}`] as string, v['--code-bg'] as string);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the contrast computation', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

/** `.token.<type>` rules of a sheet and the colour each sets. */
function tokenRules(sheet: Root): Map<string, string> {
  const out = new Map<string, string>();
  sheet.walkRules((rule) => {
    for (const s of rule.selectors) {
      const m = /^\.token\.([\w-]+)$/.exec(s.trim());
      if (!m) continue;
      rule.walkDecls('color', (d) => {
        out.set(m[1] as string, d.value);
      });
    }
  });
  return out;
}

describe('token rules', () => {
  it('colour every token type of TOKEN_ROLES with its role, and no other type', () => {
    const rules = tokenRules(compiled);
    const expected = new Map(
      Object.entries(TOKEN_ROLES).flatMap(([role, types]) => types.map((t) => [t, `var(--code-${role})`])),
    );
    expect(new Map([...rules].sort())).toEqual(new Map([...expected].sort()));
  });

  it('survive the site’s CSS pruning, with the variables they use in both themes', () => {
    expect([...tokenRules(pruned).keys()].sort()).toEqual([...TOKEN_TYPES].sort());
    for (const [, selector] of THEMES)
      expect(Object.keys(codeVariables(pruned, selector)).sort()).toEqual(
        ['bg', 'text', ...ROLES].map((n) => `--code-${n}`).sort(),
      );
  });

  it('are kept by the pruner’s token safelist, while a class no source names is dropped (the pruning is real)', async () => {
    const result = await postcss([
      {
        postcssPlugin: 'unknown-classes',
        Once(sheet) {
          sheet.append('.zzz-not-in-sources{color:red}');
          sheet.append('.token.zzz-type-prism-may-add{color:red}');
        },
      },
      cssPrunePlugin({ root }),
    ]).process('', { from: path.join(root, 'src/styles/site.scss') });
    expect(result.css).not.toContain('.zzz-not-in-sources');
    expect(result.css).toContain('.token.zzz-type-prism-may-add');
  });
});
