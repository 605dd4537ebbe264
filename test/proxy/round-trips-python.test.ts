import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { executions } from './raw-proxy.js';
import { PYTHON_PACKAGES, PYTHON_WAIT_MS, pythonEnv, type PythonEnv } from '../support/python.js';

/*
 * A multi-round-trip call (SEP-2322) by a real SDK client, the MCP Python SDK's ClientSession (mcp 2.x, which drives
 * `input_required` answers: `call_tool(..., allow_input_required=True)`, then a retry with `input_responses` and
 * `request_state`) and its subscriptions/listen stream (SEP-2575: `mcp.client.subscriptions.listen`, which waits for an
 * acknowledgment naming its own listen id), in the 2026-07-28 era (`discover()`), over stdio through the bundled proxy
 * to __fixtures__/servers/rounds-server.mjs.
 */
const schema = { type: 'object', properties: { q: { type: 'string' } } } as const;
const PINNED: ToolDef[] = [
  { name: 'pinned_tool', description: 'Search the catalogue.', inputSchema: schema },
  { name: 'other_tool', description: 'Count the catalogue.', inputSchema: schema },
  { name: 'drifted_tool', description: 'Read a file.', inputSchema: schema, _meta: { ui: { resourceUri: 'ui://drifted/app' } } } as ToolDef,
];

let env: PythonEnv;
let dir: string;
beforeAll(async () => {
  env = await pythonEnv();
  if (env.reason) console.log(`skipped: the Python client round-trip test needs ${PYTHON_PACKAGES}: ${env.reason}`);
  dir = mkdtempSync(join(tmpdir(), 'mcg-rounds-py-'));
}, PYTHON_WAIT_MS + 10_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the Python client: only pinned tools offered in an input request, its retry goes on, one under another tool is refused, its listen stream acknowledged and judged', async () => {
  if (!env.python) return;
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: PINNED } } })));
  const log = join(dir, 'server.log');
  const proxy = [join(DIST, 'cli.js'), 'proxy', '--lockfile', lock, '--audit', join(dir, 'audit.jsonl'), '--', process.execPath, join(FIXTURES, 'servers', 'rounds-server.mjs'), '--log', log];
  const { stdout } = await promisify(execFile)(env.python, [join(FIXTURES, 'clients', 'python', 'round_trip_client.py'), process.execPath, ...proxy], { timeout: 60_000 });
  const out = JSON.parse(stdout) as {
    listed: string[];
    offered: string[];
    retry: { content: Array<{ text: string }> };
    swapped: { code: number; message: string };
    honored: unknown;
    events: string[];
  };
  expect(out.listed).toEqual(['pinned_tool', 'other_tool']);
  expect(out.offered).toEqual(['pinned_tool']);
  expect(out.retry.content[0]!.text).toBe('ran pinned_tool from state-for-pinned_tool');
  expect(out.swapped).toEqual({ code: CONTRACT_DRIFT_ERROR, message: expect.stringMatching(/other_tool.*requestState the server issued for tools\/call of 'pinned_tool'/) });
  // its listen stream: acknowledged under its own id (the server saw the proxy's), and the update about the UI resource
  // of the withheld drifted_tool dropped (the client admits any resources/updated once URIs were honored)
  expect(out.honored).toEqual({ resourceSubscriptions: ['file:///ok'] });
  expect(out.events).toEqual(['file:///ok']);
  expect(executions(log)).toEqual(['call pinned_tool', 'resume pinned_tool state-for-pinned_tool', `listen ${JSON.stringify({ resourceSubscriptions: ['file:///ok'] })}`]);
}, 90_000);
