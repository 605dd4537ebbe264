import { cacheKey, cacheService, CACHE_KEY_PREFIX, packageLaunches, saveAllowed, specText } from '../../src/action/package-cache.js';
import { parseLaunchSpec } from '../../src/config/launch-spec.js';
import type { ServerConfig } from '../../src/model/config.js';

const spec = (command: string, ...args: string[]) => specText(parseLaunchSpec(command, args)!);
const base = { tools: ['npm 11.0.0 node v24.1.0'], platform: 'linux', arch: 'x64' };

test('the key is the runner kind, the tools and the sorted exact launch specs; the restore key is the same up to the specs', () => {
  const a = cacheKey({ ...base, specs: [spec('npx', '-y', 'a@1.0.0'), spec('npx', '-y', '@s/b@2.0.0')] });
  expect(a.key).toMatch(new RegExp(`^${CACHE_KEY_PREFIX}-linux-x64-[0-9a-f]{12}-[0-9a-f]{32}$`));
  expect(a.restoreKeys).toEqual([a.key.slice(0, a.key.lastIndexOf('-') + 1)]);
  // order and repeats do not matter; a version, a manager, the tools or the runner do
  expect(cacheKey({ ...base, specs: [spec('npx', '-y', '@s/b@2.0.0'), spec('npx', 'a@1.0.0'), spec('npx', '-y', 'a@1.0.0')] }).key).toBe(a.key);
  const others = [
    cacheKey({ ...base, specs: [spec('npx', '-y', 'a@1.0.1'), spec('npx', '-y', '@s/b@2.0.0')] }),
    cacheKey({ ...base, specs: [spec('npx', '-y', 'a@1.0.0')] }),
    cacheKey({ ...base, specs: [spec('uvx', 'a==1.0.0'), spec('npx', '-y', '@s/b@2.0.0')] }),
  ];
  for (const o of others) {
    expect(o.key).not.toBe(a.key);
    expect(o.restoreKeys).toEqual(a.restoreKeys);
  }
  expect(cacheKey({ ...base, tools: ['npm 11.0.0 node v22.0.0'], specs: [spec('npx', '-y', 'a@1.0.0'), spec('npx', '-y', '@s/b@2.0.0')] }).restoreKeys).not.toEqual(a.restoreKeys);
  expect(cacheKey({ ...base, platform: 'darwin', specs: [spec('npx', '-y', 'a@1.0.0')] }).key).toMatch(/^mcg-packages-v1-darwin-x64-/);
});

test('a launch spec is read exactly: a range, a tag and no version are three other specs, and an index URL never shows in the key', () => {
  expect(new Set([spec('npx', '-y', 'a@^1.0.0'), spec('npx', '-y', 'a@latest'), spec('npx', '-y', 'a'), spec('npx', '-y', 'a@1.0.0')]).size).toBe(4);
  const indexed = cacheKey({ ...base, specs: [spec('uvx', '--index-url', 'https://user:s3cret@pypi.example/simple', 'a==1.0')] });
  expect(indexed.key).not.toContain('s3cret');
  expect(indexed.key.length).toBeLessThan(512); // the toolkit's limit
});

test('the servers launched through npx, uvx and pipx run are cached; direct launches, docker and HTTP servers are not', () => {
  const servers: ServerConfig[] = [
    { id: 'n', transport: 'stdio', command: 'npx', args: ['-y', 'pkg@1.2.3'], env: { npm_config_cache: '/c' } },
    { id: 'u', transport: 'stdio', command: 'uvx', args: ['tool==0.4'] },
    { id: 'p', transport: 'stdio', command: 'pipx', args: ['run', '--spec', 'tool==1', 'tool'] },
    { id: 'd', transport: 'stdio', command: 'docker', args: ['run', '-i', 'img:1'] },
    { id: 'l', transport: 'stdio', command: 'node', args: ['server.js'] },
    { id: 'h', transport: 'http', url: 'https://mcp.example/mcp' },
  ] as ServerConfig[];
  const launches = packageLaunches(servers, { PATH: '/bin', HOME: '/home/r', GITHUB_TOKEN: 'ghs_x' }, '/repo');
  expect(launches.map((l) => [l.manager, l.spec.package])).toEqual([
    ['npx', 'pkg'],
    ['uvx', 'tool'],
    ['pipx', 'tool'],
  ]);
  // with the launch's own environment: the config's settings, never the runner's secrets
  expect(launches[0]!.env).toMatchObject({ npm_config_cache: '/c', PATH: '/bin', HOME: '/home/r' });
  expect(launches[0]!.env.GITHUB_TOKEN).toBeUndefined();
  expect(launches[0]!.cwd).toBe('/repo');
});

test('no save on pull_request_target, whose caches the base branch reads; every other event saves', () => {
  expect(saveAllowed('pull_request_target')).toBe(false);
  for (const e of ['pull_request', 'push', 'schedule', 'workflow_dispatch', 'merge_group']) expect(saveAllowed(e)).toBe(true);
});

test('the cache service is there when the runner says so (v2: ACTIONS_RESULTS_URL; v1: ACTIONS_CACHE_URL) with a runtime token', () => {
  expect(cacheService({ ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_CACHE_SERVICE_V2: 'True', ACTIONS_RESULTS_URL: 'https://r/' })).toEqual({ ok: true });
  expect(cacheService({ ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_CACHE_URL: 'https://c/' })).toEqual({ ok: true });
  expect(cacheService({ ACTIONS_CACHE_SERVICE_V2: 'True', ACTIONS_RESULTS_URL: 'https://r/' })).toEqual({ ok: false, why: 'no ACTIONS_RUNTIME_TOKEN' });
  expect(cacheService({ ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_CACHE_SERVICE_V2: 'True', ACTIONS_CACHE_URL: 'https://c/' })).toEqual({ ok: false, why: 'no ACTIONS_RESULTS_URL' });
  expect(cacheService({})).toMatchObject({ ok: false });
});
