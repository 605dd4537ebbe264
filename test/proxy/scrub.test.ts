import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { DIST } from '../support/paths.js';

/**
 * What the proxy itself tells a client is scrubbed as its logs are: a server that crashes printing its environment
 * leaves the secret in neither the JSON-RPC error's message nor its data.stderr (the bundled CLI, a real server process).
 */
const SECRET = 'sk-live-4f9c2a7e1b3d5f6a8c0e2b4d';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-proxy-scrub-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a crashing server that prints its environment: the error the client receives carries no secret', async () => {
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { default: { tools: [{ name: 'search', inputSchema: { type: 'object' } }] } } })));
  const crash = "process.stdin.once('data', () => process.stderr.write('fatal: env MY_API_TOKEN=' + process.env.MY_API_TOKEN + '\\n', () => process.exit(3)))";
  const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--lockfile', lock, '--pass-env', 'MY_API_TOKEN', '--', process.execPath, '-e', crash], {
    env: { ...process.env, MY_API_TOKEN: SECRET },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } })}\n`);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  expect(code).toBe(3);
  const answer = JSON.parse(stdout.trim().split('\n')[0]!);
  expect(answer.id).toBe(1);
  expect(answer.error.message).toMatch(/MCP server 'default' exited with code 3; stderr: fatal: env MY_API_TOKEN=/);
  expect(answer.error.data.stderr).toMatch(/^fatal: env MY_API_TOKEN=\S/);
  expect(answer.error.data.stderr).not.toContain('undefined'); // the server had the secret, and printed it
  expect(stdout).not.toContain(SECRET);
  expect(stderr).not.toContain(SECRET);
}, 60_000);

test("a server id equal to a secret's value: the error names the server, the value is masked where it is no id", async () => {
  // ORDERS_DB, a ${VAR} of the config, happens to be the server's id
  writeFileSync(
    join(dir, 'gate.yml'),
    `servers:\n  - id: orders\n    command: ${JSON.stringify(process.execPath)}\n    args: [-e, "process.stdin.once('data', () => process.stderr.write('fatal: no database ' + process.env.ORDERS_DB + '-db\\\\n', () => process.exit(3)))"]\n    env: { ORDERS_DB: "\${ORDERS_DB}" }\n`,
  );
  writeFileSync(join(dir, 'mcp-contracts.lock.json'), serializeLockfile(buildLockfile({ servers: { orders: { tools: [{ name: 'search', inputSchema: { type: 'object' } }] } } })));
  const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--config', 'gate.yml', '--server', 'orders'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, ORDERS_DB: 'orders' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } })}\n`);
  expect(await new Promise<number | null>((r) => child.once('exit', r))).toBe(3);
  const answer = JSON.parse(stdout.trim().split('\n')[0]!);
  expect(answer.error.message).toMatch(/^MCP server 'orders' exited with code 3; stderr: fatal: no database \*\*\*-db/);
  expect(answer.error.data.stderr).toMatch(/^fatal: no database \*\*\*-db/);
  expect(stderr).toContain("'orders'");
  expect(stderr).not.toContain("'***'");
}, 60_000);
