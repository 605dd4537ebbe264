// `wrap` writes nothing machine-specific by default: a committed .mcp.json wrapped in one folder starts the proxy from
// a copy of the project in another folder, run by another user. The file's CRLF line endings stay.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { execFile, execSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DIST, FIXTURES } from '../support/paths.js';

jest.setTimeout(60_000);

const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const PROFILE = join(FIXTURES, 'servers', 'profiles', 'seed000-t0.json');
const NAMES = (JSON.parse(readFileSync(PROFILE, 'utf8')) as { tools: Array<{ name: string }> }).tools.map((t) => t.name).sort();
const top = mkdtempSync(join(tmpdir(), 'mcg-portable-'));
chmodSync(top, 0o755);
afterAll(() => rmSync(top, { recursive: true, force: true }));

const run = (cwd: string, args: string[]) =>
  promisify(execFile)(process.execPath, [join(cwd, 'node_modules', 'mcp-contract-gate', 'cli.js'), ...args], { cwd, encoding: 'utf8' }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

/** Start an entry as a client does (its command and args, in `cwd`, as `uid` when given) and list its tools over stdio. */
async function listThrough(entry: { command: string; args: string[] }, cwd: string, uid?: number): Promise<string[]> {
  const child = spawn(entry.command, entry.args, { cwd, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH, HOME: cwd }, ...(uid !== undefined ? { uid, gid: uid } : {}) });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const answer = (id: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const look = () => {
        for (const line of out.split('\n')) if (line.trim() && (JSON.parse(line) as { id?: number }).id === id) return resolve(JSON.parse(line) as Record<string, unknown>);
      };
      child.stdout!.on('data', (d: Buffer) => ((out += d.toString()), look()));
      child.once('exit', (code) => reject(new Error(`the entry exited with ${code}: ${err}`)));
    });
  const send = (m: object) => child.stdin!.write(`${JSON.stringify(m)}\n`);
  try {
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'client', version: '1' } } });
    await answer(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const list = (await answer(2)) as { result?: { tools: Array<{ name: string }> } };
    return (list.result?.tools ?? []).map((t) => t.name).sort();
  } finally {
    child.stdin!.end();
    child.kill('SIGTERM');
  }
}

describe('wrap, portable', () => {
  test('no absolute path by default; the entry starts from a copy in another folder, as another user; CRLF stays', async () => {
    const alice = join(top, 'alice', 'project');
    mkdirSync(join(alice, 'node_modules'), { recursive: true });
    // the gate installed in the project (npm install would put it there: a copy, readable by whoever has the project),
    // and a server of the project's own
    cpSync(DIST, join(alice, 'node_modules', 'mcp-contract-gate'), { recursive: true });
    writeFileSync(join(alice, 'server.mjs'), `process.argv.push('--profile', ${JSON.stringify(PROFILE)});\nawait import(${JSON.stringify(SERVER)});\n`);
    const original = { mcpServers: { local: { command: 'node', args: ['server.mjs'] } } };
    writeFileSync(join(alice, '.mcp.json'), JSON.stringify(original, null, 2).replace(/\n/g, '\r\n') + '\r\n');

    const wrap = await run(alice, ['wrap']);
    expect(wrap.code).toBe(0);
    const text = readFileSync(join(alice, '.mcp.json'), 'utf8');
    expect(text).not.toContain(top);
    expect(text).not.toContain(process.execPath);
    expect(text).not.toMatch(/"\/(?!\/)/); // no string starts with a /
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const entry = JSON.parse(text).mcpServers.local as { command: string; args: string[] };
    expect([entry.command, ...entry.args]).toEqual(['node', 'node_modules/mcp-contract-gate/cli.js', 'proxy', '--server', 'local', '--config', '.mcp.json', '--enforce-by', 'policy']);
    expect((await run(alice, ['pin'])).code).toBe(0);

    // the project as a teammate has it: another folder, another user
    const bob = join(top, 'bob', 'checkout');
    cpSync(alice, bob, { recursive: true, verbatimSymlinks: true });
    rmSync(alice, { recursive: true });
    chmodSync(join(top, 'bob'), 0o755);
    expect(await listThrough(entry, bob)).toEqual(NAMES);
    const nobody = 65534;
    if (process.getuid?.() === 0) {
      // the project's server runs the repository's fixture server: another user needs to reach it (a checkout in a
      // 0700 temporary folder is out of their reach, which says nothing about wrap)
      const reach = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(SERVER)})`], { uid: nobody, gid: nobody });
      if (reach.status !== 0) console.log(`skipped the other-user start: user ${nobody} cannot read ${SERVER} (the checkout's folder is private)`);
      else {
        execSync(`chown -R ${nobody}:${nobody} ${JSON.stringify(bob)}`);
        expect(await listThrough(entry, bob, nobody)).toEqual(NAMES);
      }
    }
  });

  test('--absolute writes this machine paths', async () => {
    const project = join(top, 'abs');
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    cpSync(DIST, join(project, 'node_modules', 'mcp-contract-gate'), { recursive: true });
    writeFileSync(join(project, '.mcp.json'), JSON.stringify({ mcpServers: { local: { command: 'node', args: ['server.mjs'] } } }));
    expect((await run(project, ['wrap', '--absolute'])).code).toBe(0);
    const entry = JSON.parse(readFileSync(join(project, '.mcp.json'), 'utf8')).mcpServers.local as { command: string; args: string[] };
    expect(entry.command).toBe(process.execPath);
    expect(entry.args[entry.args.indexOf('--config') + 1]).toBe(join(project, '.mcp.json'));
  });
});
