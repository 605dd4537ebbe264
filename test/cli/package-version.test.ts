import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { FIXTURES } from '../support/paths.js';

/**
 * The version a report and the semver discipline read is the package version the launch spec runs (`npx -y pkg@x`),
 * not `serverInfo.version`, which many servers keep constant (notion 1.8.1 → 2.0.0 read "1.0.0 → 1.0.0"). A stand-in
 * `npx` on PATH maps `@acme/reviews@VERSION` to a fixture server that always says it is 1.0.0.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILES = join(FIXTURES, 'servers', 'profiles');
let dir: string;
let bin: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-pkgver-'));
  bin = join(dir, 'bin');
  mkdirSync(bin);
  const npx = [
    '#!/bin/sh',
    '# npx -y @acme/reviews@VERSION: 1.8.x serves seed000-t0, anything else seed000-t1 (breaking changes)',
    'for a in "$@"; do case "$a" in @acme/reviews@1.8.*) p=seed000-t0.json ;; @acme/reviews@*) p=seed000-t1.json ;; esac; done',
    `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(SERVER)} --profile ${JSON.stringify(PROFILES)}/$p --version 1.0.0`,
    '',
  ].join('\n');
  writeFileSync(join(bin, 'npx'), npx);
  chmodSync(join(bin, 'npx'), 0o755);
  // the registry the stand-in stands for has no @acme/reviews: resolution records an unknown integrity, never a failure
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho '{"error":{"code":"E404","summary":"Not Found - @acme/reviews"}}'\nexit 1\n`);
  chmodSync(join(bin, 'npm'), 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const config = (version: string) => `policy:\n  versioning: semver\nservers:\n  - id: reviews\n    command: npx\n    args: [-y, "@acme/reviews@${version}"]\n`;
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const env = { PATH: `${bin}:${process.env.PATH}` };
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}

test('the launch spec package version is recorded, shown and judged by the semver discipline', async () => {
  writeFileSync(join(dir, 'gate.yml'), config('1.8.1'));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const lock = JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'));
  expect(lock.servers.reviews.package).toEqual({ manager: 'npx', name: '@acme/reviews', version: '1.8.1', integrity: 'unknown', reason: 'npm view failed (E404): Not Found - @acme/reviews' });
  expect(lock.servers.reviews.serverInfo.version).toBe('1.0.0');

  // a minor bump that breaks: the package versions are judged, not the constant serverInfo
  writeFileSync(join(dir, 'gate.yml'), config('1.9.0'));
  const minor = JSON.parse((await cli('check', '--config', 'gate.yml', '--format', 'json')).stdout);
  expect(minor.servers.reviews).toMatchObject({ before: { version: '1.8.1' }, after: { version: '1.9.0' } });
  expect(minor.changes.find((c: { rule: string }) => c.rule === 'version-bump-missing')).toMatchObject({ before: '1.8.1', after: '1.9.0' });
  expect(minor.notes.join('\n')).toContain('package @acme/reviews: 1.8.1 → 1.9.0; the changes call for a major bump.');

  // a major bump: the discipline is met
  writeFileSync(join(dir, 'gate.yml'), config('2.0.0'));
  const major = JSON.parse((await cli('check', '--config', 'gate.yml', '--format', 'json')).stdout);
  expect(major.changes.find((c: { rule: string }) => c.rule === 'version-bump-missing')).toBeUndefined();

  // a spec with no exact version records what it asked for
  writeFileSync(join(dir, 'gate.yml'), config('latest'));
  const snap = JSON.parse((await cli('snapshot', '--config', 'gate.yml')).stdout);
  expect(snap.servers.reviews.package).toEqual({ manager: 'npx', name: '@acme/reviews', requested: 'latest', integrity: 'unknown', reason: 'npm view failed (E404): Not Found - @acme/reviews' });

  // and is a blocking finding of its own (server-launch-unpinned), with the exact spec to use instead
  const unpinned = await cli('check', '--config', 'gate.yml', '--format', 'json');
  const f = JSON.parse(unpinned.stdout).changes.find((c: { rule: string }) => c.rule === 'server-launch-unpinned');
  expect(f).toMatchObject({ severity: 'silent', blocking: true, message: "server launches @acme/reviews (npx) as 'latest': pin an exact version, e.g. @acme/reviews@1.0.0" });
  expect(unpinned.code).toBe(1);
  // relaxed by a rule override, as any rule
  writeFileSync(join(dir, 'gate.yml'), `policy:\n  rules: { server-launch-unpinned: additive }\n${config('latest').replace('policy:\n  versioning: semver\n', '')}`);
  const relaxed = JSON.parse((await cli('check', '--config', 'gate.yml', '--format', 'json')).stdout);
  expect(relaxed.changes.find((c: { rule: string }) => c.rule === 'server-launch-unpinned')).toMatchObject({ severity: 'additive', blocking: false });
});

test('pin warns about an unpinned launch (the finding check will report); --strict makes it exit 1', async () => {
  writeFileSync(join(dir, 'gate.yml'), config('latest'));
  const warned = await cli('pin', '--config', 'gate.yml', '-q');
  expect(warned.code).toBe(0);
  expect(warned.stderr).toContain(
    "warning: server reviews: server launches @acme/reviews (npx) as 'latest': pin an exact version, e.g. @acme/reviews@1.0.0 (server-launch-unpinned, silent, blocking: `check` reports it)",
  );
  const json = JSON.parse((await cli('pin', '--config', 'gate.yml', '--format', 'json')).stdout);
  expect(json.warnings).toEqual([expect.stringContaining('server-launch-unpinned')]);
  const strict = await cli('pin', '--config', 'gate.yml', '-q', '--strict');
  expect(strict.code).toBe(1);
  expect(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).toContain('"requested": "latest"'); // written all the same
  // relaxed by the policy: a warning that does not block, and --strict passes
  writeFileSync(join(dir, 'gate.yml'), `policy:\n  rules: { server-launch-unpinned: additive }\n${config('latest').replace('policy:\n  versioning: semver\n', '')}`);
  const relaxed = await cli('pin', '--config', 'gate.yml', '-q', '--strict');
  expect(relaxed.code).toBe(0);
  expect(relaxed.stderr).toContain('(server-launch-unpinned, additive: `check` reports it)');
  // an exact version: no warning
  writeFileSync(join(dir, 'gate.yml'), config('1.8.1'));
  const exact = await cli('pin', '--config', 'gate.yml', '-q', '--strict');
  expect(exact.code).toBe(0);
  expect(exact.stderr).not.toContain('warning:');
});
