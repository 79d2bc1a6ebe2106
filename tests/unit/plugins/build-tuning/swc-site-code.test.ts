/**
 * The site's TypeScript compiled by swc in the production builds (plugins/build-tuning/swc-site-code.ts): which
 * modules swc takes and which keep Gatsby's Babel loader, Gatsby's own script rule rewired (found
 * in the rules Gatsby's webpack helpers make), and, for every file of src/ that swc takes, the same
 * polyfill and helper imports from swc's options as from babel-preset-gatsby's Babel.
 */
import * as swc from '@swc/core';
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import {
  compilesWithSwc,
  gatsbyBrowsersList,
  swcOptions,
  withSwcForSiteCode,
} from '../../../../plugins/build-tuning/swc-site-code';
import { filesUnder } from '../../../../src/node/files/walk';
import { repoRoot } from '../../../support/paths';

/** Babel and the presets as Gatsby has them (its own dependencies and its TypeScript plugin's). */
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
const babel = gatsbyRequire('@babel/core') as {
  transformSync: (code: string, options: object) => { code?: string | null } | null;
};
const typescriptPreset = createRequire(
  gatsbyRequire.resolve('gatsby-plugin-typescript/package.json'),
).resolve('@babel/preset-typescript');

const root = repoRoot;
const at = (...parts: string[]) => path.join(root, ...parts);
const plain = () => 'export const n = 1;';

describe('compilesWithSwc', () => {
  it("takes the site's TypeScript and TSX from src/", () => {
    expect(compilesWithSwc(root, { resource: at('src/domain/x/rule.ts') }, plain)).toBe(true);
    expect(
      compilesWithSwc(root, { resource: at('src/components/x/card.tsx'), issuer: at('src/y.tsx') }, plain),
    ).toBe(true);
  });

  it("leaves a file that needs one of Gatsby's Babel plugins to Babel", () => {
    for (const source of [
      "import { graphql } from 'gatsby'; export const query = graphql`{ site { id } }`;",
      'const data = useStaticQuery(q);',
      'export default () => <StaticQuery query={q} render={r} />;',
      'export default () => <Slice alias="footer" />;',
      'export default () => <StaticImage src="a.png" alt="" />;',
    ])
      expect(compilesWithSwc(root, { resource: at('src/components/a.tsx') }, () => source)).toBe(false);
    // a word that only contains one of them is not one
    expect(
      compilesWithSwc(root, { resource: at('src/components/a.tsx') }, () => 'const graphqlish = 1;'),
    ).toBe(true);
  });

  it('leaves page templates, resource queries and everything outside src/ to Babel, unread', () => {
    const read = jest.fn(plain);
    const cases = [
      {
        resource: at('src/templates/article.tsx'),
        issuer: at('.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js'),
      },
      { resource: at('src/templates/article.tsx'), resourceQuery: '?export=head' },
      { resource: at('gatsby-browser.tsx') },
      { resource: at('.cache/production-app.js') },
      { resource: at('node_modules/gatsby-plugin-offline/src/x.ts') },
      { resource: at('src/types/gatsby.d.ts') },
      { resource: at('src/domain/x/plain.js') },
      { resource: `${root}-other/src/a.ts` },
    ];
    for (const request of cases) expect(compilesWithSwc(root, request, read)).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });
});

/** Gatsby's own webpack rules for `stage`, as its webpack helpers make them. */
function gatsbyRules(stage: 'build-javascript' | 'build-html'): unknown[] {
  const { createWebpackUtils } = gatsbyRequire('gatsby/dist/utils/webpack-utils') as {
    createWebpackUtils: (stage: string, program: object) => { rules: Record<string, () => unknown> };
  };
  const { rules } = createWebpackUtils(stage, { directory: root, browserslist: ['>0.25%', 'not dead'] });
  return [rules.js!(), rules.dependencies!()];
}

type Use = (request: object) => { loader: string; options: Record<string, unknown> }[];

describe('withSwcForSiteCode', () => {
  it.each(['build-javascript', 'build-html'] as const)(
    "sends the site's files to swc-loader and the rest to Gatsby's Babel loader (%s)",
    (stage) => {
      const rules = gatsbyRules(stage);
      const [js, dependencies] = withSwcForSiteCode(root, stage, rules) as [{ use: Use }, object];
      const loaderOf = (resource: string, issuer?: string) =>
        /[\\/]node_modules[\\/]swc-loader[\\/]/.test(js.use({ resource, issuer })[0]!.loader)
          ? 'swc-loader'
          : 'babel';
      expect(loaderOf(at('src/domain/listings/cards.ts'))).toBe('swc-loader');
      expect(loaderOf(at('src/components/frame/layout.tsx'))).toBe('swc-loader');
      // a template with its query, and the same file as a page component
      expect(loaderOf(at('src/templates/article.tsx'))).not.toBe('swc-loader');
      expect(loaderOf(at('src/components/frame/layout.tsx'), 'async-requires.js')).not.toBe('swc-loader');
      expect(loaderOf(at('gatsby-browser.tsx'))).not.toBe('swc-loader');
      // Gatsby's rule for packages stays as it was
      expect(dependencies).toBe(rules[1]);
      const swc = js.use({ resource: at('src/components/frame/layout.tsx') })[0]!.options as {
        env: { targets: unknown };
        jsc: { parser: { tsx: boolean } };
      };
      expect(swc.jsc.parser.tsx).toBe(true);
      expect(swc.env.targets).toEqual(
        stage === 'build-html' ? { node: process.versions.node } : expect.any(Array),
      );
    },
  );

  it("stops the build when Gatsby's script rule is not there", () => {
    expect(() => withSwcForSiteCode(root, 'build-javascript', [gatsbyRules('build-javascript')[1]])).toThrow(
      /Gatsby's webpack rule for scripts .* was not found/,
    );
  });

  it('leaves the browser bundles to Babel when Gatsby has no list of browsers where it reads it (another release)', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'no-gatsby-'));
    try {
      expect(gatsbyBrowsersList(elsewhere)).toBeNull();
      const rules = gatsbyRules('build-javascript');
      expect(withSwcForSiteCode(elsewhere, 'build-javascript', rules)).toEqual(rules);
      expect(gatsbyBrowsersList(root)).toEqual(expect.arrayContaining([expect.any(String)]));
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

/** Every TypeScript file of src/ outside the build code that swc takes. */
function siteFilesForSwc(): string[] {
  return filesUnder(at('src'), { skipFolder: (rel) => rel === 'node' })
    .map((f) => path.join(at('src'), f))
    .filter((full) => compilesWithSwc(root, { resource: full }));
}

/** The polyfill and helper modules a compiled file imports. */
const runtimeImports = (code: string): string[] =>
  [
    ...code.matchAll(
      /(?:\bimport\b[^'"]*|\brequire\s*\()\s*['"]((?:core-js|@babel\/runtime|@swc\/helpers|regenerator-runtime)[^'"]*)['"]/g,
    ),
  ]
    .map((m) => m[1]!)
    .sort();

describe("swc's options against babel-preset-gatsby", () => {
  it('give every file swc takes the same polyfill and helper imports as Babel, for the browsers and for Node', () => {
    const files = siteFilesForSwc();
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain(at('src/components/frame/layout.tsx'));
    const browsers = (swcOptions(root, 'build-javascript', 'a.ts') as { env: { targets: string[] } }).env
      .targets;
    for (const stage of ['build-javascript', 'build-html'] as const)
      for (const file of files) {
        const source = fs.readFileSync(file, 'utf8');
        const byBabel = babel.transformSync(source, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceType: 'module',
          presets: [
            [
              gatsbyRequire.resolve('babel-preset-gatsby'),
              {
                stage,
                reactRuntime: 'automatic',
                targets: stage === 'build-html' ? { node: 'current' } : browsers,
              },
            ],
            typescriptPreset,
          ],
        })!.code!;
        const bySwc = swc.transformSync(source, { filename: file, ...swcOptions(root, stage, file) }).code;
        expect([path.relative(root, file), stage, runtimeImports(bySwc)]).toEqual([
          path.relative(root, file),
          stage,
          runtimeImports(byBabel),
        ]);
      }
  });
});
