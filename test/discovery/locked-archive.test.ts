import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyLockedPackage } from '../../src/discovery/locked-launch.js';
import { FIXTURES } from '../support/paths.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';

/**
 * `--locked` keeps the verified archive in the proxy's own cache and has npx install it into a cache of its own for
 * those bytes (never the shared npx cache); a filesystem surprise (a folder where the archive goes) is a clear
 * refusal, with nothing left behind. Against a local npm registry (real `npm pack`).
 */
const NAME = 'mcg-locked-archive-server';
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILE = join(FIXTURES, 'servers', 'profiles', 'seed001-v1.json');

let dir: string;
let registry: LocalRegistry;
let integrity: string;
beforeAll(async () => {
  registry = await startRegistry(NAME, (version, variant) => serverPackage(NAME, version, SERVER, ['--profile', PROFILE], variant));
  integrity = registry.publish('1.0.0').integrity;
});
afterAll(() => registry.close());
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-locked-archive-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const verify = (cacheDir: string) =>
  verifyLockedPackage({ id: 'fx', transport: 'stdio', command: 'npx', args: ['-y', `${NAME}@1.0.0`] }, { manager: 'npx', name: NAME, version: '1.0.0', integrity }, 'mcp-contracts.lock.json', {
    cwd: dir,
    env: { PATH: process.env.PATH!, HOME: dir, npm_config_registry: `${registry.url}/`, npm_config_cache: join(dir, '.npm'), npm_config_update_notifier: 'false' },
    cacheDir,
  });

test('the verified archive runs through npx with a cache of its own, inside the proxy-owned cache folder', async () => {
  const cacheDir = join(dir, 'cache');
  const v = await verify(cacheDir);
  if (!v.ok) throw new Error(v.message);
  const archive = v.args.find((a) => a.endsWith('.tgz'))!.replace(/^file:/, '');
  expect(archive.startsWith(cacheDir)).toBe(true);
  expect(existsSync(archive)).toBe(true);
  expect(v.env?.npm_config_cache).toMatch(new RegExp(`^${cacheDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/npx-cache/[0-9a-f]{32}$`));
  expect(v.env?.npm_config_cache).not.toBe(join(dir, '.npm'));
  expect(existsSync(v.env!.npm_config_cache!)).toBe(true);
}, 120_000);

test('a folder where the archive goes: a clear refusal, and no .tmp left behind', async () => {
  const cacheDir = join(dir, 'cache');
  const first = await verify(cacheDir);
  if (!first.ok) throw new Error(first.message);
  const archive = first.args.find((a) => a.endsWith('.tgz'))!.replace(/^file:/, '');
  rmSync(archive);
  mkdirSync(join(archive, 'inside'), { recursive: true });
  const v = await verify(cacheDir);
  expect(v).toEqual({ ok: false, kind: 'unverifiable', message: expect.stringContaining('cannot keep the verified archive of') });
  expect(readdirSync(cacheDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
}, 120_000);
