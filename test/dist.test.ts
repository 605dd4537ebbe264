import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from './support/paths.js';

function files(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(dir, p));
    }
  };
  walk(dir);
  return out;
}

/** dist/ is committed: it must be exactly what `npm run bundle` builds from the sources now. */
test('dist/ matches a fresh bundle (run `npm run bundle` and commit dist/)', () => {
  const out = mkdtempSync(join(tmpdir(), 'mcg-dist-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), out], { cwd: ROOT, stdio: 'pipe' });
    const fresh = files(out);
    const committed = files(join(ROOT, 'dist'));
    expect(committed).toEqual(fresh);
    const stale = fresh.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(ROOT, 'dist', f))));
    expect(stale).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 180_000);

test('the library bundle (package main) exports the engine, discovery and the runtime guard', async () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(pkg.exports['.'].import).toBe('./dist/lib.js');
  const lib = await import(join(ROOT, 'dist', 'lib.js'));
  for (const name of ['diffSnapshots', 'judge', 'readSnapshotFile', 'buildLockfile', 'serializeLockfile', 'renderMarkdown', 'renderSarif', 'discoverAll', 'discoverRefs', 'guardClient', 'ContractDriftError', 'probeRefs', 'toolHash'])
    expect(typeof lib[name]).toBe('function');
  expect(readFileSync(join(ROOT, pkg.types), 'utf8')).toContain('guardClient');
});
