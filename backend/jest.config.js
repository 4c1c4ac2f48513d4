/** Unit specs sit next to the code; integration specs run against a real PostgreSQL, one file at a time. */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      testEnvironment: 'node',
      transform,
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      testEnvironment: 'node',
      transform,
      globalSetup: '<rootDir>/test/setup/global-setup.mjs',
      globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
      setupFiles: ['<rootDir>/test/setup/env.ts'],
    },
  ],
  // integration files share one database and Redis; running them one by one keeps them deterministic
  maxWorkers: 1,
  testTimeout: 30000,
};
