import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { neutralizeText, pathContext } from '../../src/contract/neutral-paths.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { cli } from '../support/cli.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * Environment-neutral contracts: a server that prints where it runs (figma-developer-mcp 0.12 puts its working folder in
 * a tool description) reads the same in the base worktree, in another clone and on another runner.
 */
const SERVER = join(FIXTURES, 'servers', 'cwd-server.mjs');
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
let work: string;
beforeEach(() => (work = mkdtempSync(join(tmpdir(), 'mcg-neutral-'))));
afterEach(() => rmSync(work, { recursive: true, force: true }));

function repo(name: string, extra = ''): string {
  const dir = join(work, name);
  execFileSync('git', ['init', '-q', '-b', 'main', dir], { env: GIT_ENV });
  writeFileSync(join(dir, 'gate.yml'), `${extra}servers:\n  - id: figma\n    command: ${JSON.stringify(process.execPath)}\n    args: [${JSON.stringify(SERVER)}]\n`);
  writeFileSync(join(dir, 'README.md'), '# app\n');
  execFileSync('git', ['-C', dir, 'add', '-A'], { env: GIT_ENV });
  execFileSync('git', ['-C', dir, 'commit', '-q', '-m', 'base'], { env: GIT_ENV });
  return dir;
}

test('a README-only pull request with no lockfile at base: the base worktree reads the same as the checkout', async () => {
  const dir = repo('app');
  writeFileSync(join(dir, 'README.md'), '# app\n\nMore docs.\n');
  const r = await cli(dir, 'gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  expect(JSON.parse(r.stdout)).toMatchObject({ changes: [], blocking: 0, failures: [] });
  expect(r.code).toBe(0);
});

test('pinned in one clone, checked in another: no change; the lockfile holds placeholders, not this machine', async () => {
  const a = repo('clone-a');
  expect((await cli(a, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const lock = readFileSync(join(a, 'mcp-contracts.lock.json'), 'utf8');
  expect(lock).not.toContain(a);
  // the contracts hold placeholders; the launch record holds the config as written (here the fixture server's
  // absolute path in this project, which may itself sit under the temporary folder)
  const contracts = JSON.parse(lock) as { servers: Record<string, { launch?: unknown }> };
  for (const server of Object.values(contracts.servers)) delete server.launch;
  expect(JSON.stringify(contracts)).not.toContain(tmpdir());
  expect(lock).toContain("the server's cwd (${workspaceFolder})");
  expect(lock).toContain('"default": "${workspaceFolder}/images"');
  expect(lock).toContain('"${tmp}/figma"');
  expect(JSON.parse(lock).neutralPaths).toBe(true);
  const b = join(work, 'elsewhere', 'clone-b');
  cpSync(a, b, { recursive: true });
  const check = await cli(b, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(JSON.parse(check.stdout).changes).toEqual([]);
  expect(check.code).toBe(0);
});

test('the runtime proxy in another clone passes the tool pinned elsewhere (it judges with the same placeholders)', async () => {
  const a = repo('clone-a');
  await cli(a, 'pin', '--config', 'gate.yml', '-q');
  const b = join(work, 'clone-b');
  cpSync(a, b, { recursive: true });
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(DIST, 'cli.js'), 'proxy', '--server', 'figma', '--config', join(b, 'gate.yml')], cwd: b, stderr: 'pipe' });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['download_images']);
    expect(tools[0]!.description).toContain(b); // the client still reads what the server sent
  } finally {
    await client.close();
  }
});

test('neutral-paths: false keeps the text as sent, so another clone differs (the knob works both ways)', async () => {
  const a = repo('clone-a', 'neutral-paths: false\n');
  await cli(a, 'pin', '--config', 'gate.yml', '-q');
  expect(readFileSync(join(a, 'mcp-contracts.lock.json'), 'utf8')).toContain(a);
  const b = join(work, 'clone-b');
  cpSync(a, b, { recursive: true });
  const check = await cli(b, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(JSON.parse(check.stdout).changes.map((c: { rule: string }) => c.rule)).toEqual(expect.arrayContaining(['tool-description-changed', 'default-changed']));
});

test('paths are replaced at path boundaries only, longest first', () => {
  const ctx = pathContext('/srv/work/app', { HOME: '/home/ci' });
  expect(neutralizeText('cwd /srv/work/app and /srv/work/app/images', ctx)).toBe('cwd ${workspaceFolder} and ${workspaceFolder}/images');
  expect(neutralizeText('/srv/work/app2 and /x/srv/work/app stay', ctx)).toBe('/srv/work/app2 and /x/srv/work/app stay');
  expect(neutralizeText('(see /home/ci/.config).', ctx)).toBe('(see ~/.config).');
});

test('a server started without TMPDIR writes the system default: /tmp reads as ${tmp} even when the gate has its own TMPDIR', () => {
  const ctx = pathContext('/srv/work/app', { HOME: '/home/ci', TMPDIR: '/srv/scratch' });
  expect(neutralizeText('saved to /tmp/figma or /srv/scratch/figma; /tmpfs stays', ctx)).toBe(
    process.platform === 'win32' ? 'saved to /tmp/figma or ${tmp}/figma; /tmpfs stays' : 'saved to ${tmp}/figma or ${tmp}/figma; /tmpfs stays',
  );
});
