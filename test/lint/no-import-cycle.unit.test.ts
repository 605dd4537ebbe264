import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import importCycles from '../../scripts/lint/no-import-cycle.mjs';

/** The lint's import-circle rule on a scratch tree: a circle closed by `import type` counts, a one-way import does not. */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-cycle-'));
  mkdirSync(join(dir, 'src', 'contract'), { recursive: true });
  const files: Record<string, string> = {
    'src/contract/lockfile.ts': "import { SIGNATURE_KEY } from './signature.js';\nexport interface Lockfile { k: typeof SIGNATURE_KEY }\n",
    'src/contract/signature.ts': "import type { Lockfile } from './lockfile.js';\nexport const SIGNATURE_KEY = 'signature';\nexport function sign(l: Lockfile): Lockfile { return l; }\n",
    'src/contract/a.ts': "export { b } from './b.js';\nexport const a = 1;\n",
    'src/contract/b.ts': "import { c } from './c.js';\nexport const b = c;\n",
    'src/contract/c.ts': 'export const c = 2;\n',
  };
  for (const [p, text] of Object.entries(files)) writeFileSync(join(dir, p), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(): Promise<Map<string, string[]>> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
      { files: ['src/**/*.ts'], plugins: { local: importCycles }, rules: { 'local/no-import-cycle': ['error', { root: 'src' }] } },
    ],
  });
  const results = await eslint.lintFiles(['src/**/*.ts']);
  return new Map(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => `${m.line}: ${m.message}`)]));
}

test('a circle closed by a type-only import is reported on both files, with the route', async () => {
  const found = await lint();
  expect(found.get('src/contract/lockfile.ts')).toEqual([expect.stringContaining('import circle: contract/lockfile.ts → contract/signature.ts → contract/lockfile.ts')]);
  expect(found.get('src/contract/signature.ts')).toEqual([expect.stringContaining('import circle: contract/signature.ts → contract/lockfile.ts → contract/signature.ts')]);
  for (const f of ['a', 'b', 'c']) expect(found.get(`src/contract/${f}.ts`)).toEqual([]);
});

test('a re-export closes a circle too, and breaking it clears the report', async () => {
  writeFileSync(join(dir, 'src/contract/c.ts'), "export type { a } from './a.js';\nexport const c = 2;\n");
  const found = await lint();
  for (const f of ['a', 'b', 'c']) expect(found.get(`src/contract/${f}.ts`)).toEqual([expect.stringMatching(/^1: import circle: contract\//)]);
  writeFileSync(join(dir, 'src/contract/c.ts'), 'export const c = 2;\n');
  writeFileSync(join(dir, 'src/contract/signature.ts'), "export const SIGNATURE_KEY = 'signature';\n");
  const clean = await lint();
  expect([...clean.values()].flat()).toEqual([]);
});

test('the text being linted counts, not the file on disk: an edit that closes a circle is reported before it is saved', async () => {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
      { files: ['src/**/*.ts'], plugins: { local: importCycles }, rules: { 'local/no-import-cycle': ['error', { root: 'src' }] } },
    ],
  });
  // the graph of the clean tree first (kept for the run), then the same file with an edit that closes a→b→c→a
  expect([...(await lint()).values()].flat()).toEqual([]);
  const [edited] = await eslint.lintText("import { a } from './a.js';\nexport const c = a;\n", { filePath: join(dir, 'src/contract/c.ts') });
  expect(edited!.messages.map((m) => m.message)).toEqual([expect.stringContaining('import circle: contract/c.ts → contract/a.ts → contract/b.ts → contract/c.ts')]);
  const [asSaved] = await eslint.lintText('export const c = 2;\n', { filePath: join(dir, 'src/contract/c.ts') });
  expect(asSaved!.messages).toEqual([]);
});
