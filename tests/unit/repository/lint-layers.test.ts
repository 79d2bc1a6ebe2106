/**
 * The layer rules of eslint.config.mjs, run through ESLint itself: each forbidden import is an
 * error in the folder it is forbidden in, and allowed where the layers allow it.
 */
import { execFileSync } from 'child_process';
import { repoRoot } from '../../support/paths';

const root = repoRoot;

// ESLint loads eslint.config.mjs with a dynamic import, which jest's module sandbox refuses:
// the Node API runs in a child process, over every case of this file at once
const LINT = `
const { ESLint } = require('eslint');
const path = require('path');
const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
(async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const { file, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
    out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

type Case = [file: string, specifier: string];

/** The no-restricted-imports messages ESLint gives each case's import, as if in that file. */
function lintAll(cases: readonly Case[]): Map<string, string[]> {
  const input = JSON.stringify(cases.map(([file, specifier]) => ({ file, code: use(specifier) })));
  const out = JSON.parse(
    execFileSync(process.execPath, ['-e', LINT], { cwd: root, input, encoding: 'utf8' }),
  ) as string[][];
  return new Map(cases.map(([file, specifier], i) => [`${file} ${specifier}`, out[i] as string[]]));
}

const use = (specifier: string): string => `import { x } from '${specifier}';\nexport const y = x;\n`;

const DOMAIN_PACKAGE: Case[] = [
  ['src/domain/listings/rule.ts', 'gatsby'],
  ['src/domain/listings/rule.ts', 'react'],
  ['src/domain/html/rule.ts', 'react-dom/server'],
  ['src/domain/locales/en.ts', 'react'],
];
const DOMAIN_LAYER: Case[] = [
  ['src/domain/listings/rule.ts', '../../node/content/read-content'],
  ['src/domain/listings/rule.ts', '../../components/frame/layout'],
  ['src/domain/seo/rule.ts', '../../templates/article'],
  ['src/domain/search/rule.ts', '../../browser/search-index-client'],
  ['src/domain/constants.ts', '../node/content/read-content'],
  ['src/domain/locales/en.ts', '../../node/content/read-content'],
];
const REACT_TO_NODE: Case[] = [
  ['src/components/frame/header.tsx', '../../node/content/read-content'],
  ['src/components/article/author-card.tsx', '../../node/markdown'],
  ['src/hooks/use-site-data.ts', '../node/content/build-content'],
  ['src/templates/article.tsx', '../node/content/schema'],
  ['src/pages/404.tsx', '../node'],
  ['src/browser/route-delay.ts', '../node/content/load-content'],
];
const NODE_TO_REACT: Case[] = [
  ['src/node/make-pages/create-pages.ts', '../../components/frame/layout'],
  ['src/node/content/schema.ts', '../../templates/article'],
  ['src/node/write-search-index.ts', '../browser/search-index-client'],
];
const SITE_TO_TUNING: Case[] = [
  ['src/node/make-pages/create-pages.ts', '../../../plugins/build-tuning/remark-node-lookup'],
  ['src/domain/listings/rule.ts', '../../../plugins/build-tuning/compile-hints'],
  ['src/components/frame/header.tsx', '../../../plugins/build-tuning'],
  ['src/site-config.ts', '../plugins/build-tuning/worker-count'],
  ['gatsby-config.ts', './plugins/build-tuning/heap-growth'],
  ['gatsby-node.ts', './plugins/build-tuning/gatsby-node'],
];
const TUNING_TO_SITE: Case[] = [
  ['plugins/build-tuning/webpack-tuning.ts', '../../src/node/webpack'],
  ['plugins/build-tuning/parse-cache.ts', '../../src/domain/content/model'],
];
const SHARED_TO_EITHER: Case[] = [
  ['lib/build-shared/inputs.ts', '../../src/node/files/walk'],
  ['lib/build-shared/hooks.ts', '../../plugins/build-tuning/policy-threads'],
];
const ALLOWED: Case[] = [
  ['src/domain/listings/rule.ts', './routes'],
  ['src/domain/listings/rule.ts', '../html/parse-body'],
  ['src/domain/listings/rule.ts', 'sanitize-html'],
  ['src/node/make-pages/create-pages.ts', '../../domain/listings/routes'],
  ['src/node/make-pages/create-pages.ts', '../content/content-store'],
  ['src/components/frame/header.tsx', '../../domain/listings/routes'],
  ['src/components/frame/header.tsx', '../../browser/copy-text'],
  ['src/components/frame/header.tsx', 'gatsby'],
  ['src/browser/route-delay.ts', '../domain/constants'],
  ['src/templates/article.tsx', '../components/frame/layout'],
  // a package whose name merely contains a layer's name is not that layer
  ['src/components/frame/header.tsx', 'node-fetch'],
  // the tuning and the site import what they share, and the site its own plugins
  ['plugins/build-tuning/webpack-tuning.ts', '../../lib/build-shared/browser-bundles'],
  ['src/node/webpack.ts', '../../lib/build-shared/browser-bundles'],
  ['src/node/remark-plugins.ts', '../../plugins/gatsby-remark-code-languages'],
];

let results: Map<string, string[]>;
beforeAll(() => {
  results = lintAll([
    ...DOMAIN_PACKAGE,
    ...DOMAIN_LAYER,
    ...REACT_TO_NODE,
    ...NODE_TO_REACT,
    ...SITE_TO_TUNING,
    ...TUNING_TO_SITE,
    ...SHARED_TO_EITHER,
    ...ALLOWED,
  ]);
});
const errors = (file: string, specifier: string): string[] | undefined => results.get(`${file} ${specifier}`);

describe('layers in the linter', () => {
  it.each(DOMAIN_PACKAGE)('%s may not import the package %s', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/pure TypeScript/)]);
  });

  it.each(DOMAIN_LAYER)('%s may not import %s', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/build, React or browser/)]);
  });

  it.each(REACT_TO_NODE)('React code (%s) may not import build code (%s)', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/src\/node/)]);
  });

  it.each(NODE_TO_REACT)('build code (%s) may not import React or browser code (%s)', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/React or browser code/)]);
  });

  it.each(SITE_TO_TUNING)('the site (%s) may not import the build tuning (%s)', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/may not import the build tuning/)]);
  });

  it.each(TUNING_TO_SITE)('the build tuning (%s) may not import the site (%s)', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/may not import the site/)]);
  });

  it.each(SHARED_TO_EITHER)('lib/ (%s) imports neither the site nor the tuning (%s)', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([expect.stringMatching(/imports neither/)]);
  });

  it.each(ALLOWED)('%s may import %s', (file, specifier) => {
    expect(errors(file, specifier)).toEqual([]);
  });
});
