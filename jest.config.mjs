/** Three tiers: units beside the code, integration against real PostgreSQL and NATS, e2e through the gateway. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@reelsmith/(config|contracts|database|media|messaging|observability|outbound|sdk|storage|templates|testing)$':
      '<rootDir>/libs/$1/src/index.ts',
    // The light modules some libraries also export on their own (package.json `exports`), so a
    // test file that needs only them does not load the library's whole barrel.
    '^@reelsmith/(config|database|templates)/([\\w-]+)$': '<rootDir>/libs/$1/src/$2.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.mjs'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-slow-tests.setup.mjs'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      // One stack for the files that only use it (sharedStack() in libs/testing).
      globalSetup: '<rootDir>/scripts/jest-e2e-setup.mjs',
      globalTeardown: '<rootDir>/scripts/jest-e2e-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-slow-tests.setup.mjs'],
    },
    // Hostile input generated from the OpenAPI document, against every app (npm run test:fuzz).
    {
      ...common,
      displayName: 'fuzz',
      testMatch: ['<rootDir>/test/fuzz/**/*.fuzz-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-slow-tests.setup.mjs'],
    },
    // The whole pipeline while every part crashes in turn (npm run test:faults).
    {
      ...common,
      displayName: 'faults',
      testMatch: ['<rootDir>/test/faults/**/*.faults-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-slow-tests.setup.mjs'],
    },
    // How Reelsmith is installed and deployed: lockfile, images, compose, Kubernetes manifests.
    {
      ...common,
      displayName: 'deploy',
      testMatch: ['<rootDir>/test/deploy/**/*.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest-slow-tests.setup.mjs'],
    },
  ],
};
