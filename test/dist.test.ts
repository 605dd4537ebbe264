import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DIST, FIXTURES, ROOT } from './support/paths.js';

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

/**
 * dist/ is committed: it must be exactly what `npm run bundle` builds from the sources now, which is the bundle the
 * Jest global setup built for this run (DIST); built here only when the tests were given the committed one.
 */
test('dist/ matches a fresh bundle (run `npm run bundle` and commit dist/)', () => {
  const built = DIST !== join(ROOT, 'dist');
  const out = built ? DIST : mkdtempSync(join(tmpdir(), 'mcg-dist-'));
  try {
    if (!built) execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), out], { cwd: ROOT, stdio: 'pipe' });
    const fresh = files(out);
    const committed = files(join(ROOT, 'dist'));
    expect(committed).toEqual(fresh);
    const stale = fresh.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(ROOT, 'dist', f))));
    expect(stale).toEqual([]);
  } finally {
    if (!built) rmSync(out, { recursive: true, force: true });
  }
}, 180_000);

test('the library bundle (package main) exports the engine, discovery and the runtime guard', async () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(pkg.exports['.'].import).toBe('./dist/lib.js');
  const lib = await import(join(DIST, 'lib.js'));
  for (const name of [
    'diffSnapshots',
    'judge',
    'readSnapshotFile',
    'buildLockfile',
    'serializeLockfile',
    'renderMarkdown',
    'renderSarif',
    'discoverAll',
    'discoverRefs',
    'guardClient',
    'ContractDriftError',
    'probeRefs',
    'toolHash',
  ])
    expect(typeof lib[name]).toBe('function');
  expect(readFileSync(join(ROOT, pkg.types), 'utf8')).toContain('guardClient');
});

/**
 * Start-up: each command loads only what it needs. The heavy parts (the MCP SDK, Octokit, @actions/core, discovery,
 * ajv, yaml) sit in chunks beside each entry's index.js; `diff`, `rules`, `--help` and the action's exit outside a
 * workflow must run with every chunk deleted.
 */
test('diff, rules and the action exit on missing inputs load no chunk', () => {
  const copy = mkdtempSync(join(tmpdir(), 'mcg-nochunks-'));
  try {
    cpSync(DIST, copy, { recursive: true });
    const chunks = ['cli', 'action'].flatMap((d) =>
      readdirSync(join(copy, d))
        .filter((f) => f !== 'index.js' && f !== 'index.cjs') // the entries (the CLI's is a script: see src/cli/launch.ts)
        .map((f) => join(copy, d, f)),
    );
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) rmSync(chunk);
    const run = (args: string[], env: NodeJS.ProcessEnv = { PATH: process.env.PATH }) => spawnSync(process.execPath, args, { encoding: 'utf8', env });
    const profiles = join(FIXTURES, 'servers', 'profiles');
    const diff = run([join(copy, 'cli.js'), 'diff', join(profiles, 'seed000-t0.json'), join(profiles, 'seed000-t1.json'), '--format', 'json']);
    expect(diff.stderr).toBe('');
    expect(diff.status).toBe(1);
    expect(JSON.parse(diff.stdout).summary).toEqual({ breaking: 2, silent: 3, additive: 1, cosmetic: 0 });
    const rules = run([join(copy, 'cli.js'), 'rules']);
    expect([rules.status, rules.stderr]).toEqual([0, '']);
    expect(run([join(copy, 'cli.js'), '--help']).status).toBe(0);
    const action = run([join(copy, 'index.js')]);
    expect(action.stdout).toMatch(/^mcp-contract-gate \S+: no event on an unknown repository\n::error::mcp-contract-gate: GITHUB_REPOSITORY is not set/);
    expect(action.status).toBe(2);
    // and a command that reads servers does need its chunk
    expect(run([join(copy, 'cli.js'), 'snapshot']).stderr).toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/**
 * The regex engine of the pattern rules (refa, about 1 MB) is a file of its own that the CLI and the action read only
 * when a pattern changed: without it a diff of unchanged patterns still runs, and one of a changed pattern fails loudly
 * (never reports the patterns as incomparable).
 */
test('the CLI reads the regex engine only when a pattern changed', () => {
  const copy = mkdtempSync(join(tmpdir(), 'mcg-noregex-'));
  try {
    cpSync(DIST, copy, { recursive: true });
    rmSync(join(copy, 'refa.cjs'));
    const diff = (dist: string, fixture: string) => {
      const dir = join(FIXTURES, ...fixture.split('/'));
      return spawnSync(process.execPath, [join(dist, 'cli.js'), 'diff', join(dir, 'before.json'), join(dir, 'after.json'), '--format', 'json'], { encoding: 'utf8' });
    };
    const unchanged = diff(copy, 'rules/param-removed');
    expect([unchanged.status, unchanged.stderr]).toEqual([1, '']);
    const missing = diff(copy, 'rules/pattern-narrowed');
    expect(missing.status).toBe(3);
    expect(missing.stderr).toMatch(/refa\.cjs/);
    const present = diff(DIST, 'rules/pattern-narrowed');
    expect(present.stderr).toBe('');
    expect(JSON.parse(present.stdout).changes.map((c: { rule: string }) => c.rule)).toContain('pattern-narrowed');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
