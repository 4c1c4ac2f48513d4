/** Unit specs sit next to the code (also shared/'s); integration specs run against a real PostgreSQL, one file at a time. */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/** The swagger plugin with the options `nest build` gives it, so tests see the DTO schemas the build documents. */
const nestCli = JSON.parse(readFileSync(join(__dirname, '..', 'nest-cli.json'), 'utf8'));
const swaggerPlugin = nestCli.compilerOptions.plugins.find((plugin) => plugin.name === '@nestjs/swagger');

const transform = {
  '^.+\\.ts$': [
    'ts-jest',
    {
      tsconfig: '<rootDir>/tsconfig.json',
      astTransformers: { before: [{ path: '<rootDir>/jest.swagger-plugin.js', options: swaggerPlugin.options }] },
    },
  ],
};

module.exports = {
  projects: [
    {
      // the rules both sides use (shared/), tested where the server runs them
      displayName: 'shared',
      rootDir: join(__dirname, '..', 'shared'),
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: join(__dirname, 'tsconfig.json') }] },
    },
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
  // Each test file leaves some 25-40 MB behind in the process that ran it (jest's module registry
  // per file, jestjs/jest#11956); over the 120 files that neared Node's 4 GB heap and once ended in
  // an out-of-memory abort. With a limit, the files run in a child process that is replaced when it
  // holds more than this after a file (still one at a time).
  workerIdleMemoryLimit: '1536MB',
  testTimeout: 30000,
};
