/** Jest: unit tests (node) for src/domain and build code, component tests (jsdom), and checks
 * over the built site (node; they need `public/` from a build). */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node',
      esModuleInterop: true,
      isolatedModules: true,
    },
  },
];
const common = {
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '^gatsby$': '<rootDir>/tests/mocks/gatsby.tsx',
    '/start-search-worker$': '<rootDir>/tests/mocks/start-search-worker.ts',
  },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        // the web editor's widgets (admin/src/) would find admin/'s React 19: render them with the site's
        '^react$': '<rootDir>/node_modules/react',
        '^react/jsx-runtime$': '<rootDir>/node_modules/react/jsx-runtime',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
    },
    {
      ...common,
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'site',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/site/**/*.test.ts'],
    },
    {
      // live preview: `gatsby develop` in a scratch copy of the project, edited while it runs
      // (one server at a time: run with --runInBand)
      ...common,
      displayName: 'develop',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/develop/**/*.test.ts'],
    },
    {
      // publishing and serving the build: S3-compatible storage, nginx, service-worker freshness
      // (builds the site in a temporary copy; run with --runInBand)
      ...common,
      displayName: 'deploy',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/deploy/**/*.test.ts'],
    },
  ],
};
