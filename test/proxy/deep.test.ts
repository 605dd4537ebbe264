import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { entryProblem } from '../../src/contract/tool-list.js';
import type { ToolDef } from '../../src/contract/types.js';
import { ContractChecker, describeVerdict } from '../../src/app/contract-checker.js';
import { DEPTH_CUT_MARKER } from '../../src/util/json.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { waitFor } from '../support/wait.js';

// A server listing a tool whose inputSchema nests 5,000 levels deep: the runtime proxy withholds it, never crashes.
const SEARCH: ToolDef = { name: 'search', description: 'Search.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
function nested(levels: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) node = { type: 'object', properties: { x: node } };
  return node;
}

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-proxy-deep-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the checker: an over-deep tool is never usable (unpinned, or drifted from its pin), and nothing throws', () => {
  const pinned = buildLockfile({ servers: { default: { tools: [SEARCH, { ...SEARCH, name: 'bomb' }] } } }).servers.default!;
  const checker = new ContractChecker('default', pinned);
  const verdicts = checker.assess([SEARCH, { name: 'bomb', inputSchema: nested(5000) }, { name: 'other', inputSchema: nested(5000) }]);
  expect([...verdicts.values()].map((v) => [v.name, v.status, v.liveHash === null])).toEqual([
    ['search', 'pinned', false],
    ['bomb', 'drifted', true],
    ['other', 'unpinned', true],
  ]);
  expect(describeVerdict(verdicts.get('bomb')!, 'default')).toMatch(/^MCP tool 'bomb' \(server 'default'\) drifted from its pinned contract/);
});

test('the proxy between a client and the server: the deep tool is withheld (audited), the good one listed', async () => {
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { default: { tools: [SEARCH] } } })));
  const audit = join(dir, 'audit.jsonl');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'cli.js'), 'proxy', '--lockfile', lock, '--audit', audit, '--', process.execPath, join(FIXTURES, 'servers', 'deep-schema-server.mjs')],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  try {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['search']);
    // the audit line is written after the listing is sent on: wait for it rather than read at once
    const bomb = () =>
      existsSync(audit)
        ? readFileSync(audit, 'utf8')
            .split('\n')
            .filter((l) => l.trim() !== '')
            .map((l) => JSON.parse(l) as { tool: string; decision: string })
            .filter((l) => l.tool === 'bomb')
        : [];
    await waitFor(() => bomb().length > 0, "the audit line for 'bomb'");
    expect(bomb().map((l) => l.decision)).toContain('withheld');
  } finally {
    await client.close();
  }
}, 30_000);

test.each(['warn', 'off'])(
  '--enforce %s passes the deep tool on, cut past the written limit, instead of crashing',
  async (mode) => {
    const lock = join(dir, 'lock.json');
    writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { default: { tools: [SEARCH] } } })));
    const requests = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
    ];
    const child = spawn(process.execPath, [join(DIST, 'cli.js'), 'proxy', '--enforce', mode, '--lockfile', lock, '--', process.execPath, join(FIXTURES, 'servers', 'deep-schema-server.mjs')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    const answered = new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.includes('"id":2'));
        if (line) resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`the proxy exited with ${code} before answering tools/list`)));
    });
    for (const r of requests) child.stdin.write(`${JSON.stringify(r)}\n`);
    try {
      const list = JSON.parse(await answered) as { result: { tools: Array<{ name: string; inputSchema: unknown }> } };
      expect(list.result.tools.map((t) => t.name)).toEqual(['search', 'bomb']);
      expect(JSON.stringify(list.result.tools[1]!.inputSchema)).toContain(DEPTH_CUT_MARKER);
      expect(entryProblem(list.result.tools[1], 'tool')).toMatch(/nests more than 256 levels deep/);
    } finally {
      child.kill('SIGTERM');
    }
  },
  30_000,
);
