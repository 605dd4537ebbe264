import { jest } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { PYTHON_PACKAGES, PYTHON_WAIT_MS, pythonEnv, type PythonEnv } from '../support/python.js';

/**
 * The official MCP time server (mcp-server-time 0.6.2, vendored in __fixtures__/servers/python/mcp_server_time/)
 * writes the machine's zone into three parameter descriptions ("Use 'Europe/Paris' as local timezone"), beside static
 * examples ('America/New_York'). Pinned in Paris, it checks clean under UTC (the server writes 'UTC', which the gate
 * keeps as written, and reads as the pinned `${timeZone}` because it is this machine's zone) and in New York (where
 * the example is this machine's zone too). Needs the Python venv; otherwise each test returns early, saying why.
 */
jest.setTimeout(120_000);
const SERVER = join(FIXTURES, 'servers', 'python', 'time_server.py');
const PARIS = 'Europe/Paris';
let env: PythonEnv;
let dir: string;
beforeAll(async () => {
  env = await pythonEnv();
  if (env.reason) console.log(`skipped: the time server tests need ${PYTHON_PACKAGES}: ${env.reason}`);
}, PYTHON_WAIT_MS + 10_000);
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-time-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The server entry; `localZone` fixes the zone it writes (its `--local-timezone`, through the entry's env: same launch). */
function config(localZone = '') {
  const entry = { id: 'time', command: env.python, args: [SERVER], env: { TIME_SERVER_LOCAL_TIMEZONE: localZone } };
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - ${JSON.stringify(entry)}\n`);
}

/** The bundled CLI as a process of its own, in a time zone. */
function run(tz: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(DIST, 'cli.js'), ...argv], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: tz } }, (err, stdout, stderr) =>
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}

async function check(tz: string): Promise<{ code: number; changes: Array<{ tool: string; rule: string; path: string }> }> {
  const r = await run(tz, 'check', '--config', 'gate.yml', '--format', 'json');
  if (!r.stdout.trim()) throw new Error(`check under TZ=${tz} printed nothing (exit ${r.code}): ${r.stderr}`);
  return { code: r.code, changes: JSON.parse(r.stdout).changes };
}

test('pinned with TZ=Europe/Paris, it checks clean with TZ=UTC and TZ=America/New_York', async () => {
  if (!env.python) return;
  config();
  const pin = await run(PARIS, 'pin', '--config', 'gate.yml', '-q');
  expect(pin.code).toBe(0);
  const lock = readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8');
  // the machine's zone, three times, as its placeholder; the static examples as written
  expect(lock).not.toContain(PARIS);
  expect(lock.match(/Use '\$\{timeZone\}' as local timezone/g)).toHaveLength(3);
  expect(lock).toContain("(e.g., 'America/New_York', 'Europe/London')");
  expect(lock).toContain("(e.g., 'Asia/Tokyo', 'America/San_Francisco')");
  for (const tz of ['UTC', 'Etc/UTC', 'America/New_York', PARIS]) {
    const c = await check(tz);
    expect({ tz, ...c }).toEqual({ tz, code: 0, changes: [] });
  }
  // a pin made on UTC keeps 'UTC' as written (on UTC the machine's zone and a static 'UTC' cannot be told apart)
  expect((await run('UTC', 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  expect(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8').match(/Use 'UTC' as local timezone/g)).toHaveLength(3);
  expect(await check('UTC')).toEqual({ code: 0, changes: [] });
});

test("a real change of the text still blocks: the server's local zone fixed to Asia/Tokyo (its --local-timezone), the launch the same", async () => {
  if (!env.python) return;
  config();
  expect((await run(PARIS, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  config('Asia/Tokyo');
  for (const tz of ['UTC', 'America/New_York']) {
    const c = await check(tz);
    expect(c.code).not.toBe(0);
    // each of the three descriptions that named the machine's zone, and nothing else
    expect(c.changes.map((x) => `${x.tool} ${x.path}`).sort()).toEqual(['convert_time source_timezone', 'convert_time target_timezone', 'get_current_time timezone']);
  }
  // the server fixed to UTC reads as the machine's zone on a machine on UTC (the same text there), and as a change elsewhere
  config('UTC');
  expect(await check('UTC')).toEqual({ code: 0, changes: [] });
  expect((await check('America/New_York')).code).not.toBe(0);
});

/** The tools the runtime proxy serves in a time zone, and what get_current_time says of the local zone. */
async function proxied(tz: string): Promise<{ names: string[]; local?: string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'cli.js'), 'proxy', '--server', 'time', '--config', join(dir, 'gate.yml')],
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TZ: tz },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    const current = tools.find((t) => t.name === 'get_current_time');
    const local = (current?.inputSchema.properties?.['timezone'] as { description?: string } | undefined)?.description;
    return { names: tools.map((t) => t.name).sort(), ...(local === undefined ? {} : { local }) };
  } finally {
    await client.close();
  }
}

test('the runtime proxy under TZ=UTC serves the tools pinned in Paris, and withholds them once the text really changed', async () => {
  if (!env.python) return;
  config();
  expect((await run(PARIS, 'pin', '--config', 'gate.yml', '-q')).code).toBe(0);
  const served = await proxied('UTC');
  expect(served.names).toEqual(['convert_time', 'get_current_time']);
  expect(served.local).toContain("Use 'UTC' as local timezone"); // the client reads what the server sent
  config('Asia/Tokyo');
  expect((await proxied('UTC')).names).toEqual([]);
});
