import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildScheduleEvent, type GitHubStandIn } from '../support/github/index.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { OWNER, profile, PROFILES, pullRequestStandIn, REPO, runAction, scenario, SERVER, type Scenario } from './harness.js';

/**
 * Warm runners (issue 52): the action restores the npm cache its npx launches fill from the Actions cache (the
 * stand-in's cache service, which records every call) before discovery, and saves it after a run that found no entry.
 * Two servers run from a local npm registry (real `npm pack`ed packages, the real npx); each run starts with the npm
 * cache folder deleted, as on a fresh runner, so what the second run has it has from the cache service.
 */
const NAME = 'mcg-fixture-server';
let registry: LocalRegistry;
let npmCache: string;
let s: Scenario;
let gh: GitHubStandIn;

beforeAll(async () => {
  registry = await startRegistry(NAME, (version, variant) => serverPackage(NAME, version, SERVER, ['--profile', join(PROFILES, 'seed001-v1.json')], variant));
  registry.publish('1.0.0');
  registry.publish('2.1.0');
  npmCache = mkdtempSync(join(tmpdir(), 'mcg-warm-npm-'));
  const env = `{ PATH: ${JSON.stringify(process.env.PATH)}, npm_config_registry: "${registry.url}/", npm_config_cache: ${JSON.stringify(npmCache)}, npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" }`;
  const server = (id: string, version: string) => `  - id: ${id}\n    command: npx\n    args: [-y, ${NAME}@${version}]\n    env: ${env}\n    start-timeout: 120\n`;
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t0.json'), { configExtra: server('fx-one', '1.0.0') + server('fx-two', '2.1.0') });
  gh = await pullRequestStandIn(s);
}, 240_000);
afterAll(async () => {
  await gh?.close();
  await s?.remote.cleanup();
  await registry?.close();
  rmSync(npmCache, { recursive: true, force: true });
});

/** One run on a fresh runner: no npm cache folder, the registry's log cleared. */
async function freshRun(o: { spawn?: boolean; inputs?: Record<string, string>; eventName?: string; payload?: Record<string, unknown> } = {}) {
  rmSync(npmCache, { recursive: true, force: true });
  registry.requests.length = 0;
  const calls = gh.cache.calls.length;
  const r = await runAction(gh, s, { action: 'synchronize', env: gh.cache.env(), ...o });
  return {
    ...r,
    calls: gh.cache.calls.slice(calls).map((c) => [c.method, c.status]),
    tarballs: registry.requests
      .filter((q) => q.kind === 'tarball')
      .map((q) => q.path)
      .sort(),
  };
}

test('a second run restores the npm cache the first saved, and discovery reads no package from the registry', async () => {
  const first = await freshRun({ spawn: true });
  expect([first.code, first.outputs.decision]).toEqual([0, 'pass']);
  expect(first.tarballs).toEqual([`/${NAME}/-/${NAME}-1.0.0.tgz`, `/${NAME}/-/${NAME}-2.1.0.tgz`]);
  expect(first.calls).toEqual([
    ['GetCacheEntryDownloadURL', 200],
    ['CreateCacheEntry', 200],
    ['FinalizeCacheEntryUpload', 200],
  ]);
  const key = /package cache: no entry for (mcg-packages-v1-linux-x64-[0-9a-f]{12}-[0-9a-f]{32}); running cold/.exec(first.stdout)?.[1];
  expect(key).toBeDefined();
  expect(first.stdout).toContain(`package cache: saved ${key}`);
  expect(gh.cache.entries).toEqual([expect.objectContaining({ key, finalized: true })]);

  const second = await freshRun({ spawn: true });
  expect(second.stdout).toContain(`package cache: restored ${key}`);
  expect(second.calls).toEqual([['GetCacheEntryDownloadURL', 200]]); // a hit, so nothing is saved
  expect(gh.cache.blobCalls.filter((b) => b.method === 'GET').map((b) => b.status)).toEqual([200]);
  expect(second.tarballs).toEqual([]);
  // the cache changes how fast the servers start, never what the gate says
  expect(second.code).toBe(first.code);
  expect(second.outputs).toMatchObject({ decision: first.outputs.decision, blocking: first.outputs.blocking });
  gh.cache.assertClean();
  gh.assertClean();
}, 300_000);

test('a failing cache service or a torn archive is a warning and the verdict stands; cache: false calls no cache', async () => {
  if (gh.cache.entries.length === 0) await freshRun(); // run alone (-t): the entry the first test saved
  gh.cache.truncate(gh.cache.entries[0]!.key);
  const torn = await freshRun();
  expect([torn.code, torn.outputs.decision]).toEqual([0, 'pass']);
  expect(torn.stdout).toMatch(/::warning::Failed to restore: /);
  expect(torn.tarballs).toHaveLength(2); // cold: the servers installed afresh

  gh.cache.fail('GetCacheEntryDownloadURL', { status: 403, code: 'permission_denied', msg: 'no cache for you' });
  const faulted = await freshRun();
  gh.cache.fail('GetCacheEntryDownloadURL', undefined);
  expect([faulted.code, faulted.outputs.decision]).toEqual([0, 'pass']);
  expect(faulted.stdout).toMatch(/::warning::Failed to restore: .*no cache for you/);
  expect(faulted.tarballs).toHaveLength(2); // cold

  const off = await freshRun({ inputs: { cache: 'false' } });
  expect([off.code, off.outputs.decision]).toEqual([0, 'pass']);
  expect(off.calls).toEqual([]);
  expect(off.stdout).not.toContain('package cache');
}, 300_000);

test('a discover job caches its own shard; a pull_request_target run restores and never saves', async () => {
  const full = gh.cache.entries.map((e) => e.key);
  const shard = await freshRun({ inputs: { mode: 'discover', servers: 'fx-one' } });
  expect(shard.code).toBe(0);
  const key = /package cache: no entry for (\S+); running cold/.exec(shard.stdout)?.[1];
  expect(key).toBeDefined();
  expect(full).not.toContain(key);
  expect(shard.stdout).toContain(`package cache: saved ${key}`);
  expect(shard.tarballs).toEqual([`/${NAME}/-/${NAME}-1.0.0.tgz`]);

  gh.cache.entries.length = 0; // nothing to restore: a run that may save would save
  const target = await freshRun({ eventName: 'pull_request_target', inputs: { 'allow-pull-request-target': 'true' } });
  expect(target.code).toBe(0);
  expect(target.stdout).toContain('package cache: not saved on pull_request_target');
  expect(target.calls).toEqual([['GetCacheEntryDownloadURL', 200]]);
  gh.cache.assertClean();
}, 300_000);

test('the drift monitor (schedule) restores the cache a pull request run of the same servers saved', async () => {
  const saved = (await freshRun()).stdout;
  expect(saved).toMatch(/package cache: (saved|restored) /);
  const drift = await freshRun({ eventName: 'schedule', payload: buildScheduleEvent({ owner: OWNER, repo: REPO }) as unknown as Record<string, unknown> });
  expect(drift.code).toBe(0);
  expect(drift.stdout).toMatch(/package cache: restored mcg-packages-v1-/);
  expect(drift.tarballs).toEqual([]);
}, 300_000);
