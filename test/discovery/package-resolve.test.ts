import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { lockedLaunch, parseLaunchSpec } from '../../src/config/launch-spec.js';
import { distributionVersion, imageDigest, parseNpmView, pipIndexEnv, resolvePackage } from '../../src/discovery/package-resolve.js';
import { packageChangedFindings } from '../../src/policy/package-changed.js';

const D1 = `sha256:${'a'.repeat(64)}`;
const D2 = `sha256:${'b'.repeat(64)}`;

test('npm view answers: one version, a range (the highest runs), an error', () => {
  expect(parseNpmView('{"version":"1.3.0","dist.integrity":"sha512-x"}')).toEqual({ version: '1.3.0', integrity: 'sha512-x' });
  const range = JSON.stringify([
    { version: '1.1.0', 'dist.integrity': 'sha512-a' },
    { version: '1.1.10', 'dist.integrity': 'sha512-c' },
    { version: '1.1.2', 'dist.integrity': 'sha512-b' },
  ]);
  expect(parseNpmView(range)).toEqual({ version: '1.1.10', integrity: 'sha512-c' });
  expect(parseNpmView('{"error":{"code":"E404","summary":"No match found for version 9\\nmore"}}')).toEqual({ integrity: 'unknown', reason: 'npm view failed (E404): No match found for version 9' });
  expect(parseNpmView('{"version":"1.0.0"}')).toEqual({ version: '1.0.0', integrity: 'unknown', reason: 'the registry lists no dist.integrity for this version' });
  expect(parseNpmView('{"error":{"code":"E401","summary":"GET https://bot:s3cret@npm.example/x failed"}}').reason).toBe('npm view failed (E401): GET https://***@npm.example/x failed');
  expect(parseNpmView('oops')).toEqual({ integrity: 'unknown', reason: 'npm view did not answer JSON' });
});

test('docker image inspect RepoDigests: the entry of the same repository', () => {
  const out = JSON.stringify([`ghcr.io/acme/other@${D2}`, `mcp/fetch@${D1}`]);
  expect(imageDigest(out, 'mcp/fetch')).toBe(D1);
  expect(imageDigest(out, 'docker.io/mcp/fetch')).toBe(D1);
  expect(imageDigest(JSON.stringify([`node@${D1}`]), 'docker.io/library/node')).toBe(D1);
  expect(imageDigest(JSON.stringify([`x/y@${D2}`]), 'mcp/fetch')).toBe(D2); // the only one
  expect(imageDigest('[]', 'mcp/fetch')).toBeUndefined(); // built locally
  expect(imageDigest('null', 'mcp/fetch')).toBeUndefined();
});

test('the version in a wheel or sdist file name', () => {
  expect(distributionVersion('appdirs-1.4.4-py2.py3-none-any.whl', 'appdirs')).toBe('1.4.4');
  expect(distributionVersion('mcp_server_fetch-2025.4.7-py3-none-any.whl', 'mcp-server-fetch')).toBe('2025.4.7');
  expect(distributionVersion('mcp-server-git-0.6.2.tar.gz', 'mcp-server-git')).toBe('0.6.2');
  expect(distributionVersion('other-1.0-py3-none-any.whl', 'appdirs')).toBeUndefined();
});

test('uvx and pipx: the wheel pip fetches from the local index, hashed', async () => {
  const index = '/opt/pypi/simple/appdirs/index.html';
  if (!existsSync(index)) {
    console.log(`skipped: no local wheel index at ${index}`);
    return;
  }
  const sha = /sha256=([0-9a-f]{64})/.exec(readFileSync(index, 'utf8'))![1];
  const env = { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), PIP_INDEX_URL: 'file:///opt/pypi/simple', PIP_NO_CACHE_DIR: '1' };
  for (const [command, args] of [
    ['uvx', ['appdirs']],
    ['pipx', ['run', '--spec', 'appdirs==1.4.4', 'appdirs']],
  ] as const) {
    const spec = parseLaunchSpec(command, args)!;
    expect(await resolvePackage(spec, { command, cwd: tmpdir(), env })).toEqual({ version: '1.4.4', integrity: `sha256:${sha}` });
  }
  const missing = await resolvePackage(parseLaunchSpec('uvx', ['appdirs==99.0'])!, { command: 'uvx', cwd: tmpdir(), env });
  expect(missing).toMatchObject({ integrity: 'unknown', reason: expect.stringMatching(/ERROR/) });
}, 120_000);

test("uvx: uv's own index settings (environment or command line) decide where the wheel comes from, not pip's", async () => {
  const index = '/opt/pypi/simple/appdirs/index.html';
  if (!existsSync(index)) {
    console.log(`skipped: no local wheel index at ${index}`);
    return;
  }
  const sha = /sha256=([0-9a-f]{64})/.exec(readFileSync(index, 'utf8'))![1];
  // pip's own settings point nowhere (and its config files are off): only uv's can find the wheel
  const base = { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir(), PIP_CONFIG_FILE: '/dev/null', PIP_INDEX_URL: 'http://127.0.0.1:9/simple', PIP_NO_CACHE_DIR: '1' };
  const found = { version: '1.4.4', integrity: `sha256:${sha}` };
  for (const env of [{ UV_DEFAULT_INDEX: 'file:///opt/pypi/simple' }, { UV_INDEX_URL: 'file:///opt/pypi/simple' }] as Array<Record<string, string>>) {
    expect(await resolvePackage(parseLaunchSpec('uvx', ['appdirs==1.4.4'])!, { command: 'uvx', cwd: tmpdir(), env: { ...base, ...env }, timeoutMs: 30_000 })).toEqual(found);
  }
  const flagged = parseLaunchSpec('uvx', ['--default-index', 'file:///opt/pypi/simple', 'appdirs==1.4.4'])!;
  expect(await resolvePackage(flagged, { command: 'uvx', cwd: tmpdir(), env: base, timeoutMs: 30_000 })).toEqual(found);
  // pipx installs with pip: uv's settings are not its own
  const pipx = await resolvePackage(parseLaunchSpec('pipx', ['run', '--spec', 'appdirs==1.4.4', 'appdirs'])!, {
    command: 'pipx',
    cwd: tmpdir(),
    env: { ...base, UV_DEFAULT_INDEX: 'file:///opt/pypi/simple' },
    timeoutMs: 30_000,
  });
  expect(pipx).toMatchObject({ integrity: 'unknown' });
  expect(pipIndexEnv(parseLaunchSpec('uvx', ['pkg'])!, { UV_INDEX: 'corp=https://a/simple https://b/simple', UV_FIND_LINKS: '/w1,/w2' })).toEqual({
    PIP_EXTRA_INDEX_URL: 'https://a/simple https://b/simple',
    PIP_FIND_LINKS: '/w1 /w2',
  });
}, 120_000);

test('a registry that cannot be reached is an unknown integrity with a reason, never a failure', async () => {
  const spec = parseLaunchSpec('npx', ['-y', 'left-pad@1.3.0'])!;
  const env = { PATH: process.env.PATH!, HOME: tmpdir(), npm_config_registry: 'http://127.0.0.1:9/', npm_config_cache: `${tmpdir()}/mcg-no-registry-cache` };
  const r = await resolvePackage(spec, { command: 'npx', cwd: tmpdir(), env, timeoutMs: 15_000 });
  expect(r).toMatchObject({ integrity: 'unknown', reason: expect.stringMatching(/^npm view (failed|timed out)/) });
}, 60_000);

test('--locked rewrites each launch spec to the locked package', () => {
  expect(lockedLaunch('npx', ['-y', '@acme/x', '--flag'], { version: '1.2.3' })).toEqual({ command: 'npx', args: ['-y', '@acme/x@1.2.3', '--flag'] });
  expect(lockedLaunch('npx', ['-y', '@acme/x@^1'], { version: '1.4.0' })?.args).toEqual(['-y', '@acme/x@1.4.0']);
  expect(lockedLaunch('npx', ['--package=@acme/x@latest', 'x-cli'], { version: '2.0.0' })?.args).toEqual(['--package=@acme/x@2.0.0', 'x-cli']);
  expect(lockedLaunch('pnpm', ['dlx', 'srv@latest'], { version: '3.0.1' })?.args).toEqual(['dlx', 'srv@3.0.1']);
  expect(lockedLaunch('yarn', ['dlx', 'srv'], { version: '3.0.1' })?.args).toEqual(['dlx', 'srv@3.0.1']);
  expect(lockedLaunch('bunx', ['srv'], { version: '3.0.1' })?.args).toEqual(['srv@3.0.1']);
  expect(lockedLaunch('uvx', ['mcp-server-fetch'], { version: '2025.4.7' })?.args).toEqual(['mcp-server-fetch@2025.4.7']);
  expect(lockedLaunch('uvx', ['--from', 'mcp-server-git[x]>=0.6', 'mcp-server-git'], { version: '0.6.2' })?.args).toEqual(['--from', 'mcp-server-git[x]==0.6.2', 'mcp-server-git']);
  expect(lockedLaunch('pipx', ['run', 'mcp-server-time'], { version: '0.6.2' })?.args).toEqual(['run', '--spec', 'mcp-server-time==0.6.2', 'mcp-server-time']);
  expect(lockedLaunch('pipx', ['run', '--spec', 'mcp-server-time', 'mcp-server-time'], { version: '0.6.2' })?.args).toEqual(['run', '--spec', 'mcp-server-time==0.6.2', 'mcp-server-time']);
  expect(lockedLaunch('docker', ['run', '-i', '--rm', '-e', 'K', 'mcp/fetch:latest', '--x'], { digest: D1 })?.args).toEqual(['run', '-i', '--rm', '-e', 'K', `mcp/fetch@${D1}`, '--x']);
  expect(lockedLaunch('podman', ['run', '-i', 'ghcr.io/a/b'], { version: '1.0.0' })?.args).toEqual(['run', '-i', 'ghcr.io/a/b:1.0.0']);
  expect(lockedLaunch('node', ['server.js'], { version: '1.0.0' })).toBeUndefined();
  expect(lockedLaunch('npx', ['-y', 'x'], {})).toBeUndefined();
});

test('server-package-changed: the same exact version, both integrities known and different', () => {
  const set = (pkg: Record<string, string>) => ({ servers: { default: { tools: [], package: { manager: 'npx', name: 'x', ...pkg } } } });
  const [f] = packageChangedFindings(set({ version: '1.0.0', integrity: 'sha512-a' }), set({ version: '1.0.0', integrity: 'sha512-b' }));
  expect(f).toMatchObject({
    rule: 'server-package-changed',
    severity: 'breaking',
    before: 'sha512-a',
    after: 'sha512-b',
    message: 'x@1.0.0 (npx) resolves to sha512-b, but the baseline recorded sha512-a for the same version',
  });
  // a resolved version counts as the exact one
  expect(packageChangedFindings(set({ requested: 'none', resolved: '1.0.0', integrity: 'sha512-a' }), set({ version: '1.0.0', integrity: 'sha512-b' }))).toHaveLength(1);
  // another version, an unknown side, the same bytes: nothing
  expect(packageChangedFindings(set({ version: '1.0.0', integrity: 'sha512-a' }), set({ version: '1.0.1', integrity: 'sha512-b' }))).toEqual([]);
  expect(packageChangedFindings(set({ version: '1.0.0', integrity: 'unknown' }), set({ version: '1.0.0', integrity: 'sha512-b' }))).toEqual([]);
  expect(packageChangedFindings(set({ version: '1.0.0', integrity: 'sha512-a' }), set({ version: '1.0.0', integrity: 'sha512-a' }))).toEqual([]);
});
