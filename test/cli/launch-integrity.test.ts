import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runCli } from '../../src/cli/run.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';

/**
 * Launch pinning against a local npm registry (no network): a real `npm pack`ed server package, installed and run by
 * the real `npx -y`, resolved by the real `npm view`. 1.0.0 serves seed001-v1, 1.1.0 seed001-v2 (other tools).
 */
const NAME = 'mcg-fixture-server';
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILES = join(FIXTURES, 'servers', 'profiles');
/** 1.0.0 serves seed001-v1, 1.1.0 seed001-v2; the variant `evil` (a compromised mirror's bytes) serves v2 under any version. */
const pack = (version: string, variant: string) =>
  serverPackage(NAME, version, SERVER, ['--profile', join(PROFILES, version === '1.0.0' && variant !== 'evil' ? 'seed001-v1.json' : 'seed001-v2.json'), '--version', '0.0.1'], variant);

let dir: string;
let registry: LocalRegistry;
let v100: string;
beforeAll(async () => {
  registry = await startRegistry(NAME, pack);
  v100 = registry.publish('1.0.0').integrity;
  registry.publish('1.1.0');
});
afterAll(() => registry.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-integrity-'));
  git('init', '-q', '-b', 'main');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
const config = (spec: string) =>
  [
    'servers:',
    '  - id: fx',
    '    command: npx',
    `    args: [-y, ${JSON.stringify(spec)}]`,
    `    env: { npm_config_registry: "${registry.url}/", npm_config_cache: ${JSON.stringify(join(dir, '.npm'))}, npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" }`,
    '    start-timeout: 120',
    '',
  ].join('\n');
async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const env = { PATH: process.env.PATH, HOME: dir };
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: dir, env, color: false, today: '2026-11-24' });
  return { code, stdout, stderr };
}
const lock = () => JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'));

test('pin records the exact version and npm integrity; the same version with other bytes is server-package-changed', async () => {
  writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
  const pin = await cli('pin', '--config', 'gate.yml', '-q');
  expect(pin).toMatchObject({ code: EXIT_CODES.pass });
  expect(lock().servers.fx.package).toEqual({ manager: 'npx', name: NAME, version: '1.0.0', integrity: v100 });
  expect(v100).toMatch(/^sha512-/);

  // untouched: check passes
  expect((await cli('check', '--config', 'gate.yml', '--format', 'json')).code).toBe(EXIT_CODES.pass);

  // 1.0.0 republished with other content: the tools may even look the same, the bytes are not what was reviewed
  const again = registry.publish('1.0.0', 'republished');
  expect(again.integrity).not.toBe(v100);
  try {
    const check = await cli('check', '--config', 'gate.yml', '--format', 'json');
    expect(check.code).toBe(EXIT_CODES.blocking);
    const f = JSON.parse(check.stdout).changes.find((c: { rule: string }) => c.rule === 'server-package-changed');
    expect(f).toMatchObject({ severity: 'breaking', blocking: true, before: v100, after: again.integrity });
    expect(f.message).toBe(`${NAME}@1.0.0 (npx) resolves to ${again.integrity}, but the baseline recorded ${v100} for the same version`);

    // the proxy refuses to start the locked version whose bytes changed
    const proxy = await cli('proxy', '--config', 'gate.yml', '--server', 'fx', '--locked');
    expect(proxy.code).toBe(EXIT_CODES.blocking);
    expect(proxy.stderr).toContain(`refused to start server 'fx': ${NAME}@1.0.0 (npx) now resolves to ${again.integrity}, but the lockfile recorded ${v100}`);
    const checked = await cli('check', '--config', 'gate.yml', '--locked', '--format', 'json');
    expect([checked.code, checked.stdout]).toEqual([EXIT_CODES.blocking, '']);
    expect(checked.stderr).toContain(`refused to start server 'fx': ${NAME}@1.0.0 (npx) now resolves to ${again.integrity}`);
  } finally {
    registry.publish('1.0.0');
  }
}, 180_000);

test('npx -y PKG with no version: server-launch-unpinned in gate, check and the comment, with the exact spec; --locked runs the locked one', async () => {
  writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
  git('add', '-A');
  git('commit', '-q', '-m', 'pin 1.0.0');

  writeFileSync(join(dir, 'gate.yml'), config(NAME));
  const expected = `server launches ${NAME} (npx) with no version: pin an exact version, e.g. ${NAME}@1.1.0`;
  const gate = await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  expect(gate.code).toBe(EXIT_CODES.blocking);
  const report = JSON.parse(gate.stdout);
  expect(report.changes.find((c: { rule: string }) => c.rule === 'server-launch-unpinned')).toMatchObject({ severity: 'silent', blocking: true, message: expected });

  const check = await cli('check', '--config', 'gate.yml', '--format', 'json');
  expect(check.code).toBe(EXIT_CODES.blocking);
  const checked = JSON.parse(check.stdout);
  expect(checked.changes.find((c: { rule: string }) => c.rule === 'server-launch-unpinned')).toMatchObject({ blocking: true, message: expected });
  expect(checked.changes.some((c: { rule: string }) => c.rule !== 'server-launch-unpinned')).toBe(true); // latest is 1.1.0: its tools changed

  const comment = await cli('gate', '--config', 'gate.yml', '--base', 'main', '--format', 'markdown');
  expect(comment.stdout).toContain('server-launch-unpinned');
  expect(comment.stdout).toContain('e.g. mcg\\-fixture\\-server@&#8203;1.1.0'); // escaped: no mention

  // the snapshot records what the spec resolved to
  const snap = JSON.parse((await cli('snapshot', '--config', 'gate.yml')).stdout);
  expect(snap.servers.fx.package).toMatchObject({ manager: 'npx', name: NAME, requested: 'none', resolved: '1.1.0', integrity: expect.stringMatching(/^sha512-/) });

  // --locked runs 1.0.0, as locked (an exact spec): nothing changed
  const locked = await cli('check', '--config', 'gate.yml', '--locked', '--format', 'json');
  const lockedReport = JSON.parse(locked.stdout);
  expect(lockedReport.changes).toEqual([]);
  expect(locked.code).toBe(EXIT_CODES.pass);
  expect(lockedReport.servers.fx.after.version).toBe('1.0.0');
}, 240_000);

/** The tools a client sees through the bundled proxy for server fx (withheld tools are not listed). */
async function toolsThroughProxy(...extra: string[]): Promise<string[]> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'cli.js'), 'proxy', '--config', 'gate.yml', '--server', 'fx', '--audit', join(dir, 'audit.jsonl'), ...extra],
    cwd: dir,
    env: { PATH: process.env.PATH!, HOME: dir },
    stderr: 'ignore',
  });
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((t) => t.name).sort();
  } finally {
    await client.close();
  }
}

test('proxy --locked runs the locked version of an unpinned spec: every pinned tool is served', async () => {
  writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
  expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
  const pinned = Object.keys(lock().servers.fx.tools).sort();
  writeFileSync(join(dir, 'gate.yml'), config(NAME)); // latest: 1.1.0, whose get_pods renamed a parameter
  expect(await toolsThroughProxy('--locked')).toEqual(pinned);
  expect(await toolsThroughProxy()).not.toEqual(pinned); // unlocked, the drifted tool is withheld
}, 240_000);

/** The bundled proxy with no client (stdin closed): its exit code and stderr. */
function bundledProxy(...extra: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--config', 'gate.yml', '--server', 'fx', ...extra], {
      cwd: dir,
      env: { PATH: process.env.PATH!, HOME: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('--locked checks the bytes it runs', () => {
  test('a mirror that shows `npm view` the reviewed version and installs other bytes: refused by proxy and check', async () => {
    writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
    expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
    const pinned = Object.keys(lock().servers.fx.tools).sort();
    expect(lock().servers.fx.package.integrity).toBe(v100);
    const evil = registry.mirror('1.0.0', 'evil')!;
    try {
      // the metadata `npm view` reads is still the reviewed one
      // (asynchronously: the registry answers from this process)
      const viewed = await promisify(execFile)('npm', ['view', `${NAME}@1.0.0`, 'dist.integrity', `--registry=${registry.url}/`, `--cache=${join(dir, '.npm-view')}`], { encoding: 'utf8' });
      expect(viewed.stdout.trim()).toBe(v100);
      const proxied = await bundledProxy('--locked');
      expect(proxied.stderr).toContain(`refused to start server 'fx': ${NAME}@1.0.0 (npx) now resolves to ${evil.integrity}, but the lockfile recorded ${v100}`);
      expect(proxied.code).toBe(EXIT_CODES.blocking);
      await expect(toolsThroughProxy('--locked')).rejects.toThrow(); // no client ever reaches the mirror's server
      const checked = await cli('check', '--config', 'gate.yml', '--locked');
      expect(checked.code).toBe(EXIT_CODES.blocking);
      expect(checked.stderr).toContain(`now resolves to ${evil.integrity}, but the lockfile recorded ${v100}`);
    } finally {
      registry.mirror('1.0.0', undefined);
    }
    // the registry honest again: the verified archive runs, with every pinned tool
    expect(await toolsThroughProxy('--locked')).toEqual(pinned);
  }, 240_000);

  test('check --locked runs the verified archive from the gate-owned install, never the shared npx cache; a tampered install is refused', async () => {
    writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
    expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
    const shared = join(dir, '.npm', '_npx'); // the cache the server's environment names (pin's npx filled it)
    rmSync(shared, { recursive: true, force: true });
    const checked = await cli('check', '--config', 'gate.yml', '--locked', '--format', 'json');
    expect([checked.code, JSON.parse(checked.stdout).changes]).toEqual([EXIT_CODES.pass, []]);
    // npm installed the verified archive into the gate's cache, as the proxy's --locked does; npx never ran
    const installs = join(dir, '.cache', 'mcp-contract-gate', 'packages', 'installs');
    expect(readdirSync(installs)).toEqual([expect.stringMatching(/^[0-9a-f]{32}-/)]);
    const pkg = join(installs, readdirSync(installs)[0]!, 'node_modules', NAME);
    expect(existsSync(join(pkg, 'bin.mjs'))).toBe(true);
    expect(existsSync(shared)).toBe(false);
    // the installed bin changed after the install, before the launch: neither check nor the proxy runs it
    writeFileSync(join(pkg, 'bin.mjs'), `${readFileSync(join(pkg, 'bin.mjs'), 'utf8')}\n// changed\n`);
    const tampered = await cli('check', '--config', 'gate.yml', '--locked');
    expect([tampered.code, tampered.stdout]).toEqual([EXIT_CODES.blocking, '']);
    expect(tampered.stderr).toContain(`refused to start server 'fx': the installed ${NAME}@1.0.0 (npx) is not the verified archive: bin.mjs differs from the verified archive`);
    const proxied = await cli('proxy', '--config', 'gate.yml', '--server', 'fx', '--locked');
    expect(proxied.code).toBe(EXIT_CODES.blocking);
    expect(proxied.stderr).toContain('bin.mjs differs from the verified archive');
  }, 240_000);

  test('a registry whose metadata answers 503: refused with exit 3, never run unverified (not even from a cache)', async () => {
    writeFileSync(join(dir, 'gate.yml'), config(`${NAME}@1.0.0`));
    expect((await cli('pin', '--config', 'gate.yml', '-q')).code).toBe(EXIT_CODES.pass);
    expect((await cli('check', '--config', 'gate.yml', '--locked')).code).toBe(EXIT_CODES.pass); // installed and cached once
    registry.failMetadata(503);
    try {
      const proxied = await bundledProxy('--locked');
      expect(proxied.stderr).toMatch(new RegExp(`refused to start server 'fx': could not fetch ${NAME}@1\\.0\\.0 \\(npx\\) to check its bytes: npm pack failed \\(E503\\)`));
      expect(proxied.code).toBe(EXIT_CODES.couldNotRun);
      await expect(toolsThroughProxy('--locked')).rejects.toThrow();
      const checked = await cli('check', '--config', 'gate.yml', '--locked');
      expect([checked.code, checked.stdout]).toEqual([EXIT_CODES.couldNotRun, '']);
      expect(checked.stderr).toContain('npm pack failed (E503)');
    } finally {
      registry.failMetadata(undefined);
    }
  }, 240_000);
});
