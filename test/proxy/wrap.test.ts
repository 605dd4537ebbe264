import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * `wrap` on an .mcp.json that is also the gate's config: pin and check keep reading the server itself (never through
 * the proxy), and a client started in / through the wrapped entry reaches the server through exactly one proxy.
 */
const CLI = join(DIST, 'cli.js');
const SERVER = join(FIXTURES, 'servers', 'dying-server.mjs');
const run = promisify(execFile);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-wrap-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const gate = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

test('wrap, pin, check, a client in / through the wrapped entry (one proxy, no nesting), unwrap', async () => {
  const config = join(dir, '.mcp.json');
  const original = `${JSON.stringify(
    {
      mcpServers: {
        dying: { command: process.execPath, args: [SERVER] },
        reviews: { command: process.execPath, args: [SERVER, '--key', '${REVIEWS_API_KEY}'] },
        docs: { type: 'http', url: 'http://127.0.0.1:9/mcp', disabled: true },
      },
    },
    null,
    2,
  )}\n`;
  writeFileSync(config, original);

  // the gate as a project installs it (node_modules/mcp-contract-gate): pin and check recognise its proxy by the name
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(DIST, join(dir, 'node_modules', 'mcp-contract-gate'));
  const installed = join(dir, 'node_modules', 'mcp-contract-gate', 'cli.js');
  expect((await gate(['wrap', '--via', `${process.execPath} ${CLI}`])).stderr).toMatch(/does not name mcp-contract-gate/);
  const wrap = await gate(['wrap', '--via', `${process.execPath} ${installed}`]);
  expect(wrap.code).toBe(0);
  expect(wrap.stderr).toMatch(/docs: not a stdio server/);
  const wrapped = JSON.parse(readFileSync(config, 'utf8'));
  expect(wrapped.mcpServers.dying).toEqual({
    command: process.execPath,
    args: [installed, 'proxy', '--server', 'dying', '--config', config, '--enforce-by', 'policy'],
    'x-mcp-contract-gate': { original: { command: process.execPath, args: [SERVER] } },
  });
  expect(wrapped.mcpServers.docs).toEqual({ type: 'http', url: 'http://127.0.0.1:9/mcp', disabled: true });

  // pin and check read the servers themselves (4 tools each), never through the proxy
  expect((await gate(['pin', '--config', '.mcp.json'], { REVIEWS_API_KEY: 'k' })).code).toBe(0);
  const lock = readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8');
  expect(Object.keys(JSON.parse(lock).servers.dying.tools).sort()).toEqual(['die', 'echo', 'move_file', 'wait']);
  const check = await gate(['check', '--config', '.mcp.json'], { REVIEWS_API_KEY: 'k' });
  expect([check.code, check.stderr]).toEqual([0, expect.any(String)]);

  // a client started in / (as Claude Desktop does) with REVIEWS_API_KEY unset: only its own entry is read
  const entry = wrapped.mcpServers.dying;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => k !== 'REVIEWS_API_KEY' && v !== undefined)) as Record<string, string>;
  const transport = new StdioClientTransport({ command: entry.command, args: entry.args, cwd: '/', env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'desktop', version: '1' });
  await client.connect(transport);
  try {
    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['die', 'echo', 'move_file', 'wait']);
    expect((await client.callTool({ name: 'echo', arguments: { text: 'wrapped' } })).content).toEqual([{ type: 'text', text: 'wrapped' }]);
    // the proxy's only child is the server itself: no proxy started a proxy
    const pid = Number(/dying-server: pid (\d+)/.exec(stderr)![1]);
    const parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    expect(parent).toBe(transport.pid);
    expect(stderr.match(/dying-server: pid/g)).toHaveLength(1);
  } finally {
    await client.close();
  }

  // unwrap restores the file as it was
  expect((await gate(['unwrap'])).code).toBe(0);
  expect(readFileSync(config, 'utf8')).toBe(original);
});

test('an entry that runs the proxy for itself is stopped with a clear message, not nested', async () => {
  const config = join(dir, '.mcp.json');
  writeFileSync(config, JSON.stringify({ mcpServers: { loop: { command: process.execPath, args: [CLI, 'proxy', '--server', 'loop', '--config', config] } } }));
  writeFileSync(join(dir, 'mcp-contracts.lock.json'), JSON.stringify({ lockfileVersion: 1, servers: { loop: { tools: {} } } }));
  const out = await gate(['proxy', '--server', 'loop', '--config', config]);
  expect(out.code).not.toBe(0);
  expect(out.stderr).toMatch(/the server "loop" was started by the proxy for "loop": its config entry runs the proxy itself/);
});

test('a config with no entry for --server, or no client config here: the error names the folder it looked in', async () => {
  expect((await gate(['wrap'])).stderr).toContain(`no MCP client config in ${dir}`);
  writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: {} }));
  expect((await gate(['proxy', '--server', 'nope', '--config', '.mcp.json'])).stderr).toContain(`(looked in ${dir})`);
});
