import fs from 'fs';
import path from 'path';
import vm from 'vm';
import { applyVariant, changeById, PATCH_CHANGES } from '../../../../scripts/bench/patch-variants';
import { beyondSpread } from '../../../../scripts/bench/patch-ab';

const root = path.resolve(__dirname, '../../../..');
const readme = fs.readFileSync(path.join(root, 'patches', 'README.md'), 'utf8');
/** The change ids of the README's table rows ("| G8  | ..."). */
const readmeRows = [...readme.matchAll(/^\| ([A-Z]\d+) +\|/gm)].map((m) => m[1]);

describe('the with-and-without variants of the patches', () => {
  it('has one change per row of patches/README.md, and no other', () => {
    expect(readmeRows.length).toBeGreaterThan(0);
    expect(PATCH_CHANGES.map((c) => c.id).sort()).toEqual([...readmeRows].sort());
  });

  it.each(PATCH_CHANGES.map((c) => [c.id, c] as const))(
    '%s: every patched text is in the installed file once, and the variant is a module that still compiles',
    (_id, variant) => {
      const text = fs.readFileSync(path.join(root, 'node_modules', variant.file), 'utf8');
      const edited = applyVariant(text, variant);
      expect(edited).not.toBe(text);
      // and is still a module Node can load
      expect(() => new vm.Script(`(function (exports, require, module) {\n${edited}\n})`)).not.toThrow();
    },
  );

  it('refuses a variant whose patched text is not there, naming the file and the fix', () => {
    const variant = {
      id: 'X1',
      file: 'gatsby/dist/x.js',
      edits: [['absent', 'other']] as [string, string][],
    };
    expect(() => applyVariant('some text', variant)).toThrow(
      /X1: node_modules\/gatsby\/dist\/x.js holds "absent" nowhere; update scripts\/bench\/patch-variants.ts/,
    );
    expect(() => applyVariant('absent absent', variant)).toThrow(/more than once/);
  });

  it('takes NAME=VALUE as a build setting whose "without" side sets the variable', () => {
    expect(changeById('SEARCH_TEXT_INDEX=off')).toMatchObject({
      file: '',
      edits: [],
      env: { SEARCH_TEXT_INDEX: 'off' },
    });
  });

  it('names the known changes when asked for an unknown one', () => {
    expect(() => changeById('Z9')).toThrow(/no change Z9 .*known: G1, G2/);
  });
});

describe('beyondSpread', () => {
  it('holds only when every run with the change is below every run without it', () => {
    expect(beyondSpread([20.1, 20.5], [21.0, 22.3])).toBe(true);
    expect(beyondSpread([20.1, 21.5], [21.0, 22.3])).toBe(false);
    expect(beyondSpread([22.0, 22.1], [21.0, 21.2])).toBe(false);
    expect(beyondSpread([], [1])).toBe(false);
  });
});
