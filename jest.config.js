/**
 * Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules); babel-jest only strips the
 * types (tsc checks them, as the first half of `npm test`). Pure-JavaScript tooling on purpose: no native binaries, so
 * `npm ci` needs nothing platform-specific.
 */
import { availableParallelism } from 'node:os';

export default {
  testEnvironment: 'node',
  // Most suites wait on child processes (servers, git), not on the CPU: two workers even on a 2-core runner (Jest's
  // default is cores − 1, one worker there). MCG_JEST_WORKERS overrides it.
  maxWorkers: Number(process.env.MCG_JEST_WORKERS) || Math.max(2, availableParallelism() - 1),
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['babel-jest', { presets: [['@babel/preset-typescript', { allowDeclareFields: true }]], babelrc: false, configFile: false }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  // end-to-end tests run the bundled action against real servers and git: generous on a loaded machine (a hung test
  // still fails, with its name)
  testTimeout: 150000,
  // builds (or reuses) the bundle the end-to-end tests run: see test/support/global-setup.mjs
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
};
