// ESLint flat config: TypeScript (typescript-eslint), React and hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import jestPlugin from 'eslint-plugin-jest';

export default tseslint.config(
  {
    ignores: [
      'public/**',
      '.cache/**',
      'node_modules/**',
      'coverage/**',
      'artifacts/**',
      'bench-results/**',
      '.corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests that cannot fail or do not run are defects: no `.only`, no skipped test, and every test
  // asserts. Jest (tests/**) and Playwright (tests/e2e) use these names; expect-expect also
  // accepts the suites' own assertion helpers (expect…, e.g. expectLayout) and fast-check's fc.assert.
  {
    files: ['tests/**/*.{ts,tsx}'],
    plugins: { jest: jestPlugin },
    settings: { jest: { version: 29 } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'expect.**', 'expect[A-Z]*', 'fc.assert'] },
      ],
    },
  },
  // Layers (issue 16): which folder may import which. Self-contained so other blocks can follow.
  ...layerRules(),
);

/**
 * The import boundaries between src/ folders, as flat-config blocks of `no-restricted-imports`.
 * Relative specifiers are matched by regex (`../node/x`, `../../src/node`), packages by name.
 */
function layerRules() {
  const under = (dirs) => ({ regex: `^(\\.{1,2}/)+(src/)?(${dirs})(/|$)` });
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: ['src/domain/**/*.{ts,tsx}'],
      rules: rule(
        {
          // Domain rules run in jest, the build and the browser alike, so they stay pure TypeScript.
          regex: '^(gatsby|react|react-dom|react-bootstrap)(/|$)',
          message: 'src/domain is pure TypeScript: no gatsby or react; pass what you need in as data.',
        },
        {
          ...under('node|components|templates|hooks|pages'),
          // The domain is the bottom layer: build code and React call it, never the reverse.
          message: 'src/domain may not import build code or React code; move the rule into src/domain.',
        },
      ),
    },
    {
      files: ['src/{components,hooks,templates,pages}/**/*.{ts,tsx}'],
      rules: rule({
        ...under('node'),
        // Build code uses fs, path and Gatsby's node APIs, which must never reach a browser bundle.
        message: 'React code may not import src/node (build-time code); share the rule through src/domain.',
      }),
    },
    {
      files: ['src/node/**/*.{ts,tsx}'],
      rules: rule({
        ...under('components|hooks|templates|pages'),
        // The build runs in Node without a DOM: it names templates by path, it does not import React code.
        message: 'src/node may not import React code; share the rule through src/domain.',
      }),
    },
  ];
}
