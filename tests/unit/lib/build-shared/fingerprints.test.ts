import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildFingerprint, stylesFingerprint } from '../../../../lib/build-shared/inputs';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  fs.mkdirSync(path.join(root, 'src/styles'), { recursive: true });
  fs.mkdirSync(path.join(root, 'src/node/post-build'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/styles/site.scss'), '@import "base";');
  fs.writeFileSync(path.join(root, 'src/styles/_base.scss'), 'body { color: red; }');
  fs.writeFileSync(path.join(root, 'src/node/post-build/css-prune.ts'), 'export {};');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('stylesFingerprint', () => {
  it('stays the same while nothing the stylesheet is made from changes', () => {
    const first = stylesFingerprint(root);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // a build file the stylesheet is not made from, and a new file outside src/styles
    fs.writeFileSync(path.join(root, 'src/node/other.ts'), 'export const x = 1;');
    fs.writeFileSync(path.join(root, 'README.md'), '# notes');
    expect(stylesFingerprint(root)).toBe(first);
  });

  it('changes with a partial, a new partial, the pruning step or the library versions', () => {
    const seen = new Set([stylesFingerprint(root)]);
    const change = (file: string, text: string): void => {
      fs.writeFileSync(path.join(root, file), text);
      const next = stylesFingerprint(root);
      expect(seen.has(next)).toBe(false);
      seen.add(next);
    };
    change('src/styles/_base.scss', 'body { color: blue; }');
    change('src/styles/_new.scss', '.x { margin: 0; }');
    change('src/node/post-build/css-prune.ts', 'export const y = 2;');
    change('package-lock.json', '{"lockfileVersion":3}');
  });
});

describe('buildFingerprint', () => {
  it('is null until Gatsby has compiled gatsby-node, then follows it and the lock file', () => {
    expect(buildFingerprint(root)).toBeNull();
    fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'a');
    const first = buildFingerprint(root);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'b');
    expect(buildFingerprint(root)).not.toBe(first);
  });

  it("with folders (a plugin's own code), also follows every file under them", () => {
    fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
    fs.writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'a');
    const site = buildFingerprint(root);
    const own = buildFingerprint(root, ['plugins/tuning']);
    expect(own).toMatch(/^[0-9a-f]{32}$/);
    expect(own).not.toBe(site);
    fs.mkdirSync(path.join(root, 'plugins/tuning/deep'), { recursive: true });
    fs.writeFileSync(path.join(root, 'plugins/tuning/deep/a.ts'), 'export {};');
    const withFile = buildFingerprint(root, ['plugins/tuning']);
    expect(withFile).not.toBe(own);
    // a file elsewhere does not count, and the site's own fingerprint ignores the folder
    fs.writeFileSync(path.join(root, 'plugins/other.ts'), 'export {};');
    expect(buildFingerprint(root, ['plugins/tuning'])).toBe(withFile);
    expect(buildFingerprint(root)).toBe(site);
  });
});
