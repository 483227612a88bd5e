// One Jest config, one project per package (the house style for tests).
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node10',
      esModuleInterop: true,
      isolatedModules: true,
      allowJs: true,
    },
    diagnostics: false,
  },
];

// ESM-only packages (file-type and its readers) are compiled to CommonJS for Jest.
const esmPackages = [
  'file-type',
  'strtok3',
  'token-types',
  'peek-readable',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
  // light-my-request (Fastify's inject) needs these ESM-only packages.
  'cookie',
  // execa and its ESM-only packages, which scripts/lib/processes.cjs loads (decision 100).
  'execa',
  'get-stream',
  'is-stream',
  'is-plain-obj',
  'figures',
  'is-unicode-supported',
  'human-signals',
  'npm-run-path',
  'path-key',
  'strip-final-newline',
  'pretty-ms',
  'parse-ms',
  'unicorn-magic',
  'yoctocolors',
  '@sindresorhus',
  '@sec-ant',
].join('|');

const sharedMapper = {
  '^shared-api$': '<rootDir>/shared-api/src/index.ts',
  '^shared-api/contract$': '<rootDir>/shared-api/src/contract/index.ts',
  '^shared-api/testing$': '<rootDir>/shared-api/src/testing/index.ts',
  '^shared-ui$': '<rootDir>/shared-ui/src/index.ts',
  '^shared-ui/standalone$': '<rootDir>/shared-ui/src/standalone/index.ts',
  '^shared-ui/head$': '<rootDir>/shared-ui/src/head/index.ts',
  '^shared-ui/testing$': '<rootDir>/shared-ui/src/testing/index.ts',
};

const base = {
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper: sharedMapper,
  // Tests state behaviours, not speeds (speed is the bench's): a whole-form test that types 40
  // fields, or a fresh database migrated through every step, takes longer than Jest's 5 s when
  // the two cores are busy, and must not fail for it.
  testTimeout: 20_000,
};

function web(name, extraMapper = {}) {
  return {
    ...base,
    displayName: name,
    rootDir: __dirname,
    roots: [`<rootDir>/${name}/src`],
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    moduleNameMapper: {
      ...sharedMapper,
      // Federated module names resolve to the remotes' local sources in unit tests.
      '^mfe_public/(.*)$': '<rootDir>/mfe-public/src/exposed/$1',
      '^mfe_properties/(.*)$': '<rootDir>/mfe-properties/src/exposed/$1',
      '^mfe_masters/(.*)$': '<rootDir>/mfe-masters/src/exposed/$1',
      '^mfe_users/(.*)$': '<rootDir>/mfe-users/src/exposed/$1',
      '\\.(png|jpe?g|webp|svg|gif)$': '<rootDir>/tests/support/file-stub.cjs',
      ...extraMapper,
    },
  };
}

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...base,
      displayName: 'api-server',
      rootDir: __dirname,
      roots: ['<rootDir>/api-server/test'],
      testEnvironment: 'node',
    },
    {
      ...base,
      displayName: 'shared-api',
      rootDir: __dirname,
      roots: ['<rootDir>/shared-api/src'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    web('shared-ui'),
    web('host-shell'),
    web('mfe-public'),
    web('mfe-properties'),
    web('mfe-masters'),
    web('mfe-users'),
    {
      ...base,
      displayName: 'e2e',
      rootDir: __dirname,
      roots: ['<rootDir>/tests/e2e'],
      // One first start per run; each file's product starts on a copy of its data (decision 104).
      globalSetup: '<rootDir>/tests/e2e/support/seeded-data.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
      testEnvironment: 'node',
      testTimeout: 120000,
    },
    {
      // Fault and abuse tests (crash, graceful stop, hostile input, load, headers): real API
      // processes on loopback, run in band (`--runInBand`) so they never compete with each other.
      ...base,
      displayName: 'reliability',
      rootDir: __dirname,
      roots: ['<rootDir>/tests/reliability'],
      testEnvironment: 'node',
      testTimeout: 240000,
    },
  ],
};
