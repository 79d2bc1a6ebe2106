import vm from 'vm';
import {
  otherTheme,
  resolveTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from '../../../../src/domain/frame/theme';
import { inlineScript, themeBootScript } from '../../../../src/domain/frame/head-scripts';
import { compileHeadScripts } from '../../../../src/node/post-build/minify-head-scripts';

/** The theme boot as gatsby-ssr.tsx writes it (its function's text) and as the build ships it. */
const FORMS: [string, string][] = [
  ['readable', inlineScript(themeBootScript())],
  ['compiled', compileHeadScripts([themeBootScript()])],
];

const table: [unknown, boolean, string][] = [
  [null, false, 'light'],
  [null, true, 'dark'],
  ['light', true, 'light'],
  ['dark', false, 'dark'],
  ['purple', true, 'dark'],
  ['purple', false, 'light'],
];

describe('resolveTheme', () => {
  it.each(table)('stored %j, OS dark %j -> %s', (stored, prefersDark, expected) => {
    expect(resolveTheme(stored, prefersDark)).toBe(expected);
  });
  it('toggles', () => {
    expect(otherTheme('dark')).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });
});

describe.each(FORMS)('the theme boot (%s)', (_form, script) => {
  /** Run the inline script in a sandbox with a fake document, storage and matchMedia. */
  function run(stored: unknown, prefersDark: boolean, storageThrows = false): string | undefined {
    const attributes: Record<string, string> = {};
    const sandbox = {
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error('blocked');
          return key === THEME_STORAGE_KEY ? stored : null;
        },
      },
      window: { matchMedia: () => ({ matches: prefersDark }) },
      document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
    };
    vm.runInNewContext(script, sandbox);
    return attributes[THEME_ATTRIBUTE];
  }

  it.each(table)('agrees with resolveTheme for stored %j, OS dark %j', (stored, prefersDark, expected) => {
    expect(run(stored, prefersDark)).toBe(expected);
  });

  it('falls back to the OS preference when storage is blocked', () => {
    expect(run('light', true, true)).toBe('dark');
  });
});
