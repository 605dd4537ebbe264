// An interrupted npx download repairs itself, against real parts: the real npx installs a real `npm pack`ed server
// from the local registry stand-in (which can stall an archive mid-download), in an npm cache and HOME of the test's
// own. The first `pin` has a short start budget: the gate kills the cold start mid-download, as a cancelled job or a
// killed runner would, leaving `_npx/<hash>/` without its package.json. The next `pin` names that entry, removes it
// (and no other) and pins.
import { afterAll, beforeAll, beforeEach, afterEach, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run.js';
import { npxEntryHash, STALE_ENTRY_MS } from '../../src/discovery/npx-repair.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { FIXTURES } from '../support/paths.js';

jest.setTimeout(180_000);

const NAME = 'mcg-slow-server';
const SPEC = `${NAME}@1.0.0`;
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
let registry: LocalRegistry;
let dir: string;

beforeAll(async () => {
  registry = await startRegistry(NAME, (version, variant) => serverPackage(NAME, version, SERVER, ['--profile', join(FIXTURES, 'servers', 'profiles', 'seed001-v1.json')], variant));
  registry.publish('1.0.0');
});
afterAll(() => registry.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-npx-repair-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  mkdirSync(join(dir, 'home'));
  writeFileSync(
    join(dir, 'gate.yml'),
    [
      'servers:',
      '  - id: slow',
      '    command: npx',
      `    args: [-y, ${SPEC}]`,
      `    env: { npm_config_registry: "${registry.url}/", npm_config_cache: ${JSON.stringify(join(dir, 'cache'))}, npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" }`,
      '    start-timeout: 120',
      '',
    ].join('\n'),
  );
});
afterEach(() => {
  registry.stallTarballs(false);
  rmSync(dir, { recursive: true, force: true });
});

async function pin(...flags: string[]) {
  let stderr = '';
  const code = await runCli(['pin', '--config', 'gate.yml', ...flags], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: join(dir, 'home') },
    color: false,
    today: '2026-12-02',
  });
  return { code, stderr };
}

const entry = () => join(dir, 'cache', '_npx', npxEntryHash([SPEC]));

/** A cold start cut short mid-download: the archive stalls, the start budget runs out, the gate kills npx. */
async function killedColdStart(): Promise<void> {
  registry.stallTarballs(true);
  const killed = await pin('--start-timeout', '4');
  registry.stallTarballs(false);
  expect([killed.code, killed.stderr]).toEqual([3, expect.stringContaining('timed out after 4 s waiting for the server to start')]);
  expect(registry.requests.some((r) => r.kind === 'tarball')).toBe(true);
  // what npm leaves: the entry, without the package.json it writes last
  expect([existsSync(entry()), existsSync(join(entry(), 'package.json'))]).toEqual([true, false]);
}

test('a killed cold start, then pin: the abandoned entry is removed before npx starts (its lock too), and the pin succeeds saying so', async () => {
  // another spec's entry, as incomplete and as old: not this launch's, so it stays
  const other = join(dir, 'cache', '_npx', npxEntryHash(['some-other-server@2.0.0']));
  mkdirSync(join(other, 'node_modules'), { recursive: true });
  await killedColdStart();
  const old = (Date.now() - 2 * STALE_ENTRY_MS) / 1000;
  utimesSync(other, old, old);
  // nothing touches an abandoned entry: it is told from a live install by its age (a live npx touches its lock every second)
  await new Promise((r) => setTimeout(r, STALE_ENTRY_MS + 1000));
  const second = await pin();
  expect([second.code, second.stderr]).toEqual([0, expect.stringContaining('pinned 3 tools')]);
  expect(second.stderr).toContain(`· slow: npx's cache entry ${entry()} was incomplete (a download cut short leaves it so): removed it before starting`);
  expect(Object.keys(JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')).servers.slow.tools).sort()).toEqual(['exec_pod', 'get_pods', 'list_namespaces']);
  expect(existsSync(join(entry(), 'package.json'))).toBe(true);
  expect(existsSync(other)).toBe(true);
});

test('an entry npm names as incomplete (ENOENT on its package.json) is removed and the launch started once more', async () => {
  await killedColdStart();
  // npm took the dead download's lock as stale and left the entry: npx fails at once on it, which the gate reads
  rmSync(join(entry(), 'concurrency.lock'), { recursive: true, force: true });
  const second = await pin();
  expect([second.code, second.stderr]).toEqual([0, expect.stringContaining('pinned 3 tools')]);
  expect(second.stderr).toContain(`· slow: npx's cache entry ${entry()} was incomplete (a download cut short leaves it so): removed it and started again`);
  expect(existsSync(join(entry(), 'package.json'))).toBe(true);
});
