import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { verifyLockedPackage, type LockedVerdict } from '../../src/discovery/locked-launch.js';
import { FIXTURES } from '../support/paths.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';

/**
 * `--locked` keeps the verified archive in the gate's own cache, has npm install it into a folder of that cache (never
 * the shared npx cache), checks the installed package folder against the archive before every launch and runs the bin
 * from there; every filesystem surprise is a clear refusal with nothing left behind. Real `npm pack` and `npm install`
 * against a local npm registry. Versions: 1.0.0 plain; 2.0.0 an install script that writes a file into its own folder;
 * 3.0.0 an install script that hangs; 4.0.0 a dependency the registry does not have; 5.0.0 a dependency (itself at
 * 1.0.0, which npm nests in the package's own node_modules).
 */
const NAME = 'mcg-locked-archive-server';
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILE = join(FIXTURES, 'servers', 'profiles', 'seed001-v1.json');

function pack(version: string, variant: string): string {
  const dir = serverPackage(NAME, version, SERVER, ['--profile', PROFILE], variant);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (version === '2.0.0') manifest.scripts = { postinstall: `node -e "require('fs').writeFileSync('generated.txt','built at install')"` };
  if (version === '3.0.0') manifest.scripts = { postinstall: 'node -e "setTimeout(() => {}, 60000)"' };
  if (version === '4.0.0') manifest.dependencies = { 'mcg-no-such-dependency': '1.0.0' };
  if (version === '5.0.0') manifest.dependencies = { [NAME]: '1.0.0' };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

let dir: string;
let registry: LocalRegistry;
const integrity: Record<string, string> = {};
beforeAll(async () => {
  registry = await startRegistry(NAME, pack);
  for (const v of ['1.0.0', '2.0.0', '3.0.0', '4.0.0', '5.0.0']) integrity[v] = registry.publish(v).integrity;
});
afterAll(() => registry.close());
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-locked-archive-'))));
afterEach(() => {
  execFileSync('chmod', ['-R', 'u+w', dir]);
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({ PATH: process.env.PATH!, HOME: dir, npm_config_registry: `${registry.url}/`, npm_config_cache: join(dir, '.npm'), npm_config_update_notifier: 'false' });
const verify = (cacheDir: string, version = '1.0.0', installTimeoutMs?: number) =>
  verifyLockedPackage(
    { id: 'fx', transport: 'stdio', command: 'npx', args: ['-y', `${NAME}@${version}`] },
    { manager: 'npx', name: NAME, version, integrity: integrity[version]! },
    'mcp-contracts.lock.json',
    { cwd: dir, env: env(), cacheDir, ...(installTimeoutMs ? { installTimeoutMs } : {}) },
  );
const ok = (v: LockedVerdict) => {
  if (!v.ok) throw new Error(v.message);
  return v;
};
/** The one install folder of the cache, and its package folder. */
function installed(cacheDir: string): { install: string; pkg: string } {
  const names = readdirSync(join(cacheDir, 'installs'));
  expect(names).toEqual([expect.stringMatching(/^[0-9a-f]{32}-/)]);
  const install = join(cacheDir, 'installs', names[0]!);
  return { install, pkg: join(install, 'node_modules', NAME) };
}
const leftovers = (cacheDir: string) => [cacheDir, join(cacheDir, 'installs')].filter(existsSync).flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.tmp')));

async function toolsOf(v: LockedVerdict & { ok: true }): Promise<string[]> {
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(new StdioClientTransport({ command: v.command, args: v.args, env: { ...env(), ...v.env }, cwd: dir, stderr: 'ignore' }));
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

/** Make a folder unwritable, even for root (chattr +i): the undo. */
function readOnly(folder: string): () => void {
  chmodSync(folder, 0o555);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', folder]);
  return () => {
    if (root) execFileSync('chattr', ['-i', folder]);
    chmodSync(folder, 0o755);
  };
}

test('npm installs the verified archive into the gate-owned cache; the bin runs from there, never through npx', async () => {
  const cacheDir = join(dir, 'cache');
  const v = ok(await verify(cacheDir));
  const { install, pkg } = installed(cacheDir);
  expect([v.command, v.args]).toEqual([join(pkg, 'bin.mjs'), []]);
  expect(v.env?.PATH?.split(':')[0]).toBe(join(install, 'node_modules', '.bin'));
  expect((await toolsOf(v)).length).toBeGreaterThan(0);
  expect(existsSync(join(dir, '.npm', '_npx'))).toBe(false); // the shared npx cache is never used
  expect(existsSync(join(cacheDir, 'npx-cache'))).toBe(false);
  // a second launch reuses the checked install: the same command, nothing installed anew
  const again = ok(await verify(cacheDir));
  expect(again.command).toBe(v.command);
  expect(leftovers(cacheDir)).toEqual([]);
}, 120_000);

test('an installed file changed, added or removed after the install: refused, naming the file', async () => {
  const cacheDir = join(dir, 'cache');
  ok(await verify(cacheDir));
  const { pkg } = installed(cacheDir);
  const original = readFileSync(join(pkg, 'bin.mjs'));
  appendFileSync(join(pkg, 'bin.mjs'), '\nprocess.stderr.write("poisoned")\n');
  expect(await verify(cacheDir)).toEqual({
    ok: false,
    kind: 'changed',
    message: `the installed ${NAME}@1.0.0 (npx) is not the verified archive: bin.mjs differs from the verified archive (in ${pkg}): remove ${join(pkg, '..', '..')} and run again to install the verified archive anew`,
  });
  writeFileSync(join(pkg, 'bin.mjs'), original);
  ok(await verify(cacheDir));
  mkdirSync(join(pkg, 'lib'));
  writeFileSync(join(pkg, 'lib', 'hook.js'), 'module.exports = 1;\n');
  expect(await verify(cacheDir)).toMatchObject({ ok: false, kind: 'changed', message: expect.stringContaining('lib/hook.js is not in the verified archive') });
  rmSync(join(pkg, 'lib'), { recursive: true });
  unlinkSync(join(pkg, 'package.json'));
  expect(await verify(cacheDir)).toMatchObject({ ok: false, kind: 'changed', message: expect.stringContaining('package.json is missing') });
}, 120_000);

test("files the package's install scripts wrote are recorded at install and checked like the archive's", async () => {
  const cacheDir = join(dir, 'cache');
  ok(await verify(cacheDir, '2.0.0'));
  const { install, pkg } = installed(cacheDir);
  expect(readFileSync(join(pkg, 'generated.txt'), 'utf8')).toBe('built at install');
  expect(Object.keys(JSON.parse(readFileSync(join(install, '.mcg-install.json'), 'utf8')).scripted)).toEqual(['generated.txt']);
  ok(await verify(cacheDir, '2.0.0'));
  writeFileSync(join(pkg, 'generated.txt'), 'replaced');
  expect(await verify(cacheDir, '2.0.0')).toMatchObject({
    ok: false,
    kind: 'changed',
    message: expect.stringContaining("generated.txt (written by the package's install scripts) changed after the install"),
  });
}, 120_000);

test('what npm installed beside the package (dependencies, .bin links, its records) is recorded at install and checked at every launch', async () => {
  const cacheDir = join(dir, 'cache');
  ok(await verify(cacheDir, '5.0.0'));
  const { install, pkg } = installed(cacheDir);
  const recorded = JSON.parse(readFileSync(join(install, '.mcg-install.json'), 'utf8')).dependencies as Record<string, string>;
  const dep = `${NAME}/node_modules/${NAME}/bin.mjs`;
  expect(recorded[dep]).toMatch(/^sha256:[0-9a-f]{64}$/);
  expect(recorded[`.bin/${NAME}`]).toBe(`link:../${NAME}/bin.mjs`);
  expect(Object.keys(recorded).filter((p) => p.startsWith(`${NAME}/`) && !p.startsWith(`${NAME}/node_modules/`))).toEqual([]); // the package's own files: checked against the archive
  const refused = (what: string) => ({
    ok: false,
    kind: 'changed',
    message: `the install of ${NAME}@5.0.0 (npx) is not what npm installed: ${what} (in ${install}): remove ${install} and run again to install the verified archive anew`,
  });

  const depFile = join(pkg, 'node_modules', NAME, 'bin.mjs');
  const original = readFileSync(depFile);
  writeFileSync(depFile, original.toString().replace('await import', 'process.stderr.write("poisoned"); await import'));
  expect(await verify(cacheDir, '5.0.0')).toEqual(refused(`node_modules/${dep} (installed by npm) changed after the install`));
  writeFileSync(depFile, original);
  ok(await verify(cacheDir, '5.0.0'));

  mkdirSync(join(install, 'node_modules', 'left-pad'));
  writeFileSync(join(install, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
  expect(await verify(cacheDir, '5.0.0')).toEqual(refused('node_modules/left-pad/index.js was not installed by npm'));
  rmSync(join(install, 'node_modules', 'left-pad'), { recursive: true });

  const link = join(install, 'node_modules', '.bin', NAME);
  unlinkSync(link);
  symlinkSync(depFile, link);
  expect(await verify(cacheDir, '5.0.0')).toEqual(refused(`node_modules/.bin/${NAME} (installed by npm) changed after the install`));
  unlinkSync(link);
  expect(await verify(cacheDir, '5.0.0')).toEqual(refused(`node_modules/.bin/${NAME} (installed by npm) is missing`));
  symlinkSync(`../${NAME}/bin.mjs`, link);
  ok(await verify(cacheDir, '5.0.0'));

  // an install recorded before dependencies were: refused, with the fix
  const manifest = JSON.parse(readFileSync(join(install, '.mcg-install.json'), 'utf8'));
  delete manifest.dependencies;
  writeFileSync(join(install, '.mcg-install.json'), JSON.stringify(manifest));
  expect(await verify(cacheDir, '5.0.0')).toMatchObject({ ok: false, kind: 'changed', message: expect.stringContaining('does not record the verified archive') });
}, 120_000);

test('an install that fails or is cut short: a clear refusal, nothing installed, no .tmp left behind', async () => {
  const cacheDir = join(dir, 'cache');
  expect(await verify(cacheDir, '4.0.0')).toMatchObject({
    ok: false,
    kind: 'unreachable',
    message: expect.stringContaining(`npm install of the verified archive of ${NAME}@4.0.0 (npx) failed (E404)`),
  });
  expect(readdirSync(join(cacheDir, 'installs'))).toEqual([]);
  expect(await verify(cacheDir, '3.0.0', 4000)).toEqual({ ok: false, kind: 'unreachable', message: `npm install of the verified archive of ${NAME}@3.0.0 (npx) timed out after 4 s` });
  expect(readdirSync(join(cacheDir, 'installs'))).toEqual([]);
  // a launch killed mid-install (its process gone) left its temporary folder: the next launch removes it
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  const stale = join(cacheDir, 'installs', `0123456789abcdef0123456789abcdef-linux.${dead}.tmp`);
  mkdirSync(join(stale, 'node_modules'), { recursive: true });
  ok(await verify(cacheDir));
  expect(existsSync(stale)).toBe(false);
  expect(leftovers(cacheDir)).toEqual([]);
}, 120_000);

test('a folder where the archive goes, a file where the install goes, a read-only cache: clear refusals, no .tmp left behind', async () => {
  const cacheDir = join(dir, 'cache');
  const first = ok(await verify(cacheDir));
  const archive = readdirSync(cacheDir).find((f) => f.endsWith('.tgz'))!;
  rmSync(join(cacheDir, archive));
  mkdirSync(join(cacheDir, archive, 'inside'), { recursive: true });
  expect(await verify(cacheDir)).toEqual({
    ok: false,
    kind: 'unverifiable',
    message: expect.stringContaining(`cannot keep the verified archive of ${NAME}@1.0.0 (npx) at ${join(cacheDir, archive)} (`),
  });
  expect(leftovers(cacheDir)).toEqual([]);
  rmSync(join(cacheDir, archive), { recursive: true });

  const { install } = installed(cacheDir);
  rmSync(install, { recursive: true });
  writeFileSync(install, 'not a folder');
  expect(await verify(cacheDir)).toEqual({ ok: false, kind: 'unverifiable', message: expect.stringContaining(`cannot install the verified archive of ${NAME}@1.0.0 (npx) into ${install} (`) });
  expect(leftovers(cacheDir)).toEqual([]);
  rmSync(install);

  const undo = readOnly(join(cacheDir, 'installs'));
  try {
    expect(await verify(cacheDir)).toEqual({
      ok: false,
      kind: 'unverifiable',
      message: expect.stringMatching(new RegExp(`^cannot install the verified archive of ${NAME}@1\\.0\\.0 \\(npx\\) into \\S+ \\((EACCES|EPERM)\\): that path must be a folder`)),
    });
  } finally {
    undo();
  }
  expect(leftovers(cacheDir)).toEqual([]);

  const fresh = join(dir, 'fresh');
  mkdirSync(fresh);
  const undoFresh = readOnly(fresh);
  try {
    expect(await verify(fresh)).toMatchObject({ ok: false, kind: 'unverifiable', message: expect.stringMatching(/^cannot keep the verified archive of .* \((EACCES|EPERM)\)/) });
  } finally {
    undoFresh();
  }
  expect(readdirSync(fresh)).toEqual([]);
  expect(first.ok).toBe(true);
}, 120_000);
