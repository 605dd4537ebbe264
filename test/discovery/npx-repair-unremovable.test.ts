// An incomplete npx cache entry the gate may not remove (a cache another user filled, as a runner's tool cache or a
// shared home can be): the gate says which folder, why it could not remove it, and what to do, at once, instead of
// starting an npx that waits on the dead download's lock and then fails on the same folder. Real parts: the bundled
// CLI as its own process, as a user who cannot write the entry (`nobody` when the test runs as root).
import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npxEntryHash, STALE_ENTRY_MS } from '../../src/discovery/npx-repair.js';
import { DIST } from '../support/paths.js';

jest.setTimeout(60_000);

const SPEC = 'mcg-torn-server@1.0.0';
const NOBODY = 65534;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-npx-unremovable-'));
});
afterEach(() => {
  for (const p of [join(dir, 'cache', '_npx'), join(dir, 'cache', '_npx', npxEntryHash([SPEC]))]) if (existsSync(p)) chmodSync(p, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

function run(uid: number | undefined): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(dir, 'gate', 'cli.js'), 'snapshot', '--config', 'gate.yml', '--format', 'text'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: join(dir, 'home') },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid !== undefined ? { uid, gid: uid } : {}),
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, out }));
  });
}

test('an abandoned incomplete entry the user cannot remove: exit 3 at once, naming the folder, the reason and the fix', async () => {
  const cache = join(dir, 'cache');
  const entry = join(cache, '_npx', npxEntryHash([SPEC]));
  mkdirSync(join(dir, 'home'));
  writeFileSync(
    join(dir, 'gate.yml'),
    `servers:\n  - id: torn\n    command: npx\n    args: [-y, ${SPEC}]\n    env: { npm_config_cache: ${JSON.stringify(cache)}, npm_config_registry: "http://127.0.0.1:9/" }\n`,
  );
  // what a download cut short leaves: the entry, its lock and a half-filled node_modules, no package.json; long untouched
  mkdirSync(join(entry, 'node_modules', 'mcg-torn-server'), { recursive: true });
  mkdirSync(join(entry, 'concurrency.lock'));
  writeFileSync(join(entry, 'node_modules', 'mcg-torn-server', 'package.json'), '{"name":"mcg-torn-server","version":"1.0.0"}');
  const old = (Date.now() - 2 * STALE_ENTRY_MS) / 1000;
  for (const p of [entry, join(entry, 'concurrency.lock'), join(entry, 'node_modules')]) utimesSync(p, old, old);
  let uid: number | undefined;
  // the bundle from a copy in the test's folder: the checkout may sit where the other user cannot read (a 0700 temp folder)
  cpSync(DIST, join(dir, 'gate'), { recursive: true });
  if (process.getuid?.() === 0) {
    // root removes anything: the gate runs as nobody, who owns the checkout but not the cache's entries
    uid = NOBODY;
    execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, dir]);
    execFileSync('chown', ['-R', '0:0', join(cache, '_npx')]);
    chownSync(dir, NOBODY, NOBODY);
  } else {
    chmodSync(entry, 0o555);
    chmodSync(join(cache, '_npx'), 0o555);
  }
  const started = Date.now();
  const r = await run(uid);
  expect(r.code).toBe(3);
  expect(r.out).toContain(`✗ torn: npx's cache entry ${entry} is incomplete (a download cut short leaves it so) and could not be removed (`);
  expect(r.out).toMatch(/EACCES|EPERM|permission denied/i);
  expect(r.out).toContain(`remove it as a user who may (rm -rf "${entry}"), or set npm_config_cache to a folder this user owns, and run again`);
  // at once: no npx waited on the dead lock (npm waits 60 s for it to go stale)
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(existsSync(join(entry, 'node_modules', 'mcg-torn-server', 'package.json'))).toBe(true);
});
