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
);
