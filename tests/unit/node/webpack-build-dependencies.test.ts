/**
 * What the build is made with (src/node/webpack-build-dependencies.ts), the inputs of the build's
 * record (src/node/build-inputs.ts) and of webpack's cache fingerprint
 * (tests/unit/plugins/build-tuning/fingerprint-dependencies.test.ts).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildDependencyInputs } from '../../../src/node/webpack-build-dependencies';
import { repoRoot } from '../../support/paths';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-deps-'));
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  const written: string[] = [];
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    written.push(path.join(root, file));
  };
  write('package-lock.json', '{"lockfileVersion":3}\n');
  write('patches/gatsby+5.16.1.patch', 'diff a\n');
  write('patches/micromark+2.11.4.patch', 'diff b\n');
  write('patches/README.md', '# what each patch changes\n');
  write('.cache/compiled/gatsby-config.js', 'module.exports = {};\n');
  write('.cache/compiled/gatsby-node.js', 'exports.onCreateWebpackConfig = () => {};\n');
  write('plugins/local-plugin/index.js', 'module.exports = () => {};\n');
  write('plugins/local-plugin/package.json', '{"name":"local-plugin"}\n');
  write('src/index.js', 'import "./style.txt";\nconsole.log("site");\n');
  write('src/style.txt', 'plain text\n');
  // as a real site's files are, older than the compile: webpack cannot trust a timestamp within its
  // file-system accuracy (up to 2 s, narrowed by the timestamps it sees) of a compile's start, and
  // builds such a file again even when it is unchanged
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const file of written) fs.utimesSync(file, aMinuteAgo, aMinuteAgo);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;

/** node_modules as a folder of its own with npm's record of the installed tree (or without one). */
function ownNodeModules(record: string | null): void {
  const modules = path.join(root, 'node_modules');
  // the link to the project's node_modules is removed, never what it points to
  if (fs.lstatSync(modules).isSymbolicLink()) fs.unlinkSync(modules);
  else fs.rmSync(modules, { recursive: true });
  fs.mkdirSync(modules);
  if (record !== null) fs.writeFileSync(path.join(root, 'node_modules/.package-lock.json'), record);
}

describe('the inputs', () => {
  beforeEach(() => ownNodeModules('{"lockfileVersion":3,"packages":{}}\n'));

  it("covers npm's installed tree, the lockfile, every patch (not the patches' README), the compiled gatsby files, the local plugins and the settings", () => {
    expect(Object.keys(buildDependencyInputs(root, env))).toEqual([
      'node_modules/.package-lock.json',
      'package-lock.json',
      'patches/gatsby+5.16.1.patch',
      'patches/micromark+2.11.4.patch',
      '.cache/compiled/gatsby-config.js',
      '.cache/compiled/gatsby-node.js',
      'plugins/local-plugin/index.js',
      'plugins/local-plugin/package.json',
      'node',
      'NODE_ENV',
      'BUILD_SOURCE_MAPS',
    ]);
    expect(buildDependencyInputs(root, env)['node']).toBe(process.version);
  });

  it('names a missing file as missing, and a site without patches or plugins still has one', () => {
    fs.rmSync(path.join(root, 'patches'), { recursive: true });
    fs.rmSync(path.join(root, 'plugins'), { recursive: true });
    fs.rmSync(path.join(root, '.cache/compiled/gatsby-node.js'));
    const inputs = buildDependencyInputs(root, env);
    expect(inputs['.cache/compiled/gatsby-node.js']).toBe('missing');
    expect(Object.keys(inputs).filter((k) => k.startsWith('patches') || k.startsWith('plugins'))).toEqual([]);
  });
});
