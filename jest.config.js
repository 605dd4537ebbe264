/**
 * Jest runs the TypeScript sources as native ES modules (node --experimental-vm-modules); babel-jest only strips the
 * types of the test files (tsc checks them, as the first half of `npm test`). Pure-JavaScript tooling on purpose: no
 * native binaries beyond esbuild's, so `npm ci` needs nothing platform-specific to build.
 *
 * Two tiers, one run (docs/development.md says which a test belongs in):
 * - unit: `*.unit.test.ts`, pure code (no child process, socket or git: test/support/unit-setup.mjs refuses them), a
 *   10 s default per test; `npm run test:unit` runs it alone.
 * - integration: every other `*.test.ts` (real servers, git, the GitHub stand-in, the bundle).
 * Both import src/ through one prebuilt module graph (test/support/module-graph.mjs, via test/support/resolver.cjs).
 */
import { availableParallelism } from 'node:os';

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['babel-jest', { presets: [['@babel/preset-typescript', { allowDeclareFields: true }]], babelrc: false, configFile: false }],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  resolver: '<rootDir>/test/support/resolver.cjs',
};

export default {
  // Two workers even on a 2-core runner (Jest's default is cores − 1, one worker there); `npm test` gives the
  // integration tier one more than there are cores (scripts/test.mjs). MCG_JEST_WORKERS overrides both.
  maxWorkers: Number(process.env.MCG_JEST_WORKERS) || Math.max(2, availableParallelism() - 1),
  // the integration tier's default; the unit tier sets 10 s in its setup file. A test that needs longer says so.
  testTimeout: 60000,
  // longest files first, by Jest's timing cache or, on a fresh clone and in CI, the committed durations
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/**/*.unit.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/unit-setup.mjs'],
      globalSetup: '<rootDir>/test/support/unit-global-setup.mjs',
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.unit\\.test\\.ts$', '/node_modules/'],
      // Node's environment, removing the file's scratch folders at its end
      testEnvironment: '<rootDir>/test/support/integration-environment.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/integration-setup.mjs'],
      // builds (or reuses) the module graph and the bundles the end-to-end tests run: test/support/global-setup.mjs
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
    },
  ],
};
