import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';

/** `npm run generate -- --check`: every generated source is what its generator writes; an edit by hand is a diff. */
const generate = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'scripts', 'generate', 'index.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });

test('every generated source in src/generated/ is what the generators write now', () => {
  const run = generate('--check');
  expect([run.status, run.stdout, run.stderr]).toEqual([0, 'the 4 generated sources in src/generated/ are up to date\n', '']);
});

test('a generated file edited by hand fails the check with a unified diff of the edit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-generated-'));
  try {
    cpSync(join(ROOT, 'src', 'generated'), dir, { recursive: true });
    expect(readdirSync(dir).sort()).toEqual(['action-inputs.ts', 'confusables.ts', 'confusables.txt', 'literal-readings.ts', 'validators.ts']);
    const file = join(dir, 'action-inputs.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace("mode: 'full',", "mode: 'discover',"));
    const run = generate('--check', '--generated-dir', dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^--- a\/.*\/action-inputs\.ts$/m);
    expect(run.stdout).toMatch(/\n-\s+mode: 'discover',\n\+\s+mode: 'full',\n/);
    expect(run.stdout).toContain('1 generated file is not what the generators write: run `npm run generate`');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
