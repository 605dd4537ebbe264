/**
 * The published package as a user installs it: `npm pack`, then the tarball installed into an empty folder with npm
 * offline (so nothing but the tarball can arrive), the CLI run from it, and the library's types compiled against it.
 * Packs this run's bundle (DIST, built from the sources by the Jest global setup) with the package's own files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIST, FIXTURES, ROOT } from '../support/paths.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com', GIT_CONFIG_NOSYSTEM: '1' };

let work: string;
let app: string;
let installLog: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mcg-package-'));
  app = join(work, 'app');
  mkdirSync(app);
  // the package as `npm pack` takes it from the project (package.json's files), with this run's bundle as dist/
  const stage = join(work, 'stage');
  mkdirSync(stage);
  for (const name of ['package.json', 'README.md', 'action.yml', 'docs', 'LICENSE']) if (existsSync(join(ROOT, name))) cpSync(join(ROOT, name), join(stage, name), { recursive: true });
  cpSync(DIST, join(stage, 'dist'), { recursive: true });
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: stage, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Array<{ filename: string }>;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  const install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, packed[0]!.filename)], { cwd: app, encoding: 'utf8' });
  installLog = `${install.stdout}${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm install failed: ${installLog}`);
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('installs alone, without engine warnings: the bundled code needs no runtime dependency', () => {
  expect(readdirSync(join(app, 'node_modules')).filter((n) => !n.startsWith('.'))).toEqual(['mcp-contract-gate']);
  expect(installLog).toMatch(/added 1 package/);
  expect(installLog).not.toMatch(/EBADENGINE/);
});

test('npx mcp-contract-gate --help, and a gate run, from the installed package', () => {
  const help = spawnSync('npx', ['--offline', 'mcp-contract-gate', '--help'], { cwd: app, encoding: 'utf8' });
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/^mcp-contract-gate \S+: pin, diff and gate MCP tool contracts\./);

  const repo = join(work, 'repo');
  mkdirSync(join(repo, '.github'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { env: { ...process.env, ...GIT_ENV }, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  const profile = (name: string) => copyFileSync(join(FIXTURES, 'servers', 'profiles', name), join(repo, 'tools.json'));
  profile('seed000-t0.json');
  writeFileSync(
    join(repo, '.github', 'mcp-contract-gate.yml'),
    `servers:\n  - id: reviews\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(join(FIXTURES, 'servers', 'scenario-server.mjs'))}, --profile, tools.json]\n`,
  );
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  profile('seed000-t1.json');
  const gate = spawnSync(join(app, 'node_modules', '.bin', 'mcp-contract-gate'), ['gate', '--base', 'main', '--quiet'], { cwd: repo, encoding: 'utf8' });
  expect(gate.status).toBe(1);
  expect(gate.stdout).toMatch(/^6 changes \(2 breaking, 3 silent, 1 additive, 0 cosmetic\); 5 blocking → FAIL$/m);
});

test('the bundle ships whole: each entry folder with its lazily loaded chunks, behind the fixed paths', () => {
  const pkg = join(app, 'node_modules', 'mcp-contract-gate');
  // bin (dist/cli.js) and action.yml's main (dist/index.js) are shims into dist/cli/ and dist/action/
  for (const dir of ['cli', 'action']) expect(readdirSync(join(pkg, 'dist', dir)).filter((f) => /^\d+\.index\.js$/.test(f)).length).toBeGreaterThan(0);
  const profiles = join(FIXTURES, 'servers', 'profiles');
  const diff = spawnSync(join(app, 'node_modules', '.bin', 'mcp-contract-gate'), ['diff', join(profiles, 'seed000-t0.json'), join(profiles, 'seed000-t1.json'), '--format', 'json'], {
    cwd: app,
    encoding: 'utf8',
  });
  expect(diff.status).toBe(1);
  expect(JSON.parse(diff.stdout).blocking).toBe(5);
  const action = spawnSync(process.execPath, [join(pkg, 'dist', 'index.js')], { cwd: app, encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(action.status).toBe(2);
  expect(action.stdout).toMatch(/::error::mcp-contract-gate: GITHUB_REPOSITORY is not set/);
});

test('the library imports, and its types compile against the installed package alone (skipLibCheck off)', () => {
  const lib = spawnSync(process.execPath, ['--input-type=module', '-e', "const m = await import('mcp-contract-gate'); console.log(typeof m.diffSnapshots, typeof m.guardClient)"], {
    cwd: app,
    encoding: 'utf8',
  });
  expect(lib.stdout).toBe('function function\n');
  writeFileSync(
    join(app, 'use.ts'),
    `import { diffSnapshots, guardClient, type GateConfig, type Finding } from 'mcp-contract-gate';
export const changes: number = diffSnapshots({ servers: {} }, { servers: {} }).changes.length;
export const guard: typeof guardClient = guardClient;
export type Used = GateConfig | Finding;
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['use.ts'] }),
  );
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', app], { cwd: app, encoding: 'utf8' });
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
  expect(tsc.status).toBe(0);
}, 60_000);
