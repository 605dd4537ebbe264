// ESLint (flat config) with typescript-eslint: the checks `npm run lint` runs, and `npm test` runs first.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/no-import-cycle.mjs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', '__fixtures__/**/*.json', '__fixtures__/servers/.bundle/**', '__fixtures__/references/real/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        Buffer: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        structuredClone: 'readonly',
        queueMicrotask: 'readonly',
        setImmediate: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off', // escaping control characters is this project's job
      'no-misleading-character-class': 'off', // the invisible-character classes are deliberate
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['test/**/*.ts'],
    languageOptions: {
      globals: {
        describe: 'readonly',
        test: 'readonly',
        it: 'readonly',
        expect: 'readonly',
        beforeAll: 'readonly',
        afterAll: 'readonly',
        beforeEach: 'readonly',
        afterEach: 'readonly',
        jest: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  // No import circle among the sources, type imports included (scripts/lint/no-import-cycle.mjs).
  { files: ['src/**/*.ts'], plugins: { local: importCycles }, rules: { 'local/no-import-cycle': ['error', { root: 'src' }] } },
  // No upward import: each folder imports only the layers below it (util and src/model are the foundation every layer may use).
  ...layers(),
  // The use cases in src/app serve both adapters: they reach GitHub and the terminal only through what the adapter passes in.
  {
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/action/*', '**/cli/*', '**/proxy/*', '**/guard/*', '**/docs/*'], message: 'src/app sits under the adapters: it must not import from action, cli, proxy, guard or docs.' },
            { group: ['@actions/*'], message: 'src/app must not import @actions/*: the action passes GitHub in (GitHubPort).' },
          ],
        },
      ],
    },
  },
);

/**
 * The source's layers, lowest first; a folder may import its own layer and those listed before it. Folders not listed
 * (the adapters: action, cli, app, proxy, guard, publish, report, docs) sit above all of these.
 */
function layers() {
  // process: the child-process runner (process groups, output tails, a limiter); mcp-client: one MCP session over stdio
  // or HTTP in either era; git: the base worktree; discovery: servers from the config, launched, set up and read.
  // references: the scan of a repository's files for tool names and their matching against a diff (pure).
  // generated: the outputs of scripts/generate/ (they import nothing of the project's own).
  const ORDER = [['generated'], ['util'], ['model'], ['process'], ['contract'], ['mcp-client'], ['diff'], ['policy'], ['config'], ['git'], ['discovery'], ['probes'], ['references']];
  const ABOVE = ['gate', 'report', 'publish', 'app', 'proxy', 'guard', 'cli', 'action', 'docs'];
  return ORDER.map((layer, i) => {
    const higher = [...ORDER.slice(i + 1).flat(), ...ABOVE];
    return {
      files: layer.map((f) => `src/${f}/**/*.ts`),
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: higher.map((f) => `**/${f}/*`), message: `${layer[0]} is a lower layer: it must not import from ${higher.join(', ')} (see eslint.config.js).` }] },
        ],
      },
    };
  });
}
