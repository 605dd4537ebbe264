import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SCHEMA_DEPTH, MAX_WRITTEN_DEPTH } from '../../src/util/limits.js';
import { DEPTH_CUT_MARKER, jsonDepth } from '../../src/util/json.js';
import { cli } from '../support/cli.js';
import { FIXTURES } from '../support/paths.js';

// A real server (plain JSON-RPC over stdio) listing a good tool and one whose inputSchema nests 5,000 levels deep.
const server = join(FIXTURES, 'servers', 'deep-schema-server.mjs');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-deep-'));
  writeFileSync(join(dir, '.mcp.json'), JSON.stringify({ mcpServers: { deep: { command: 'node', args: [server] } } }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INVALID = 'tool entry bomb is invalid: it nests more than 256 levels deep (the limit on schema depth)';

describe('a 5,000-level inputSchema from a live server: every writer cuts it and reports one tool-invalid finding', () => {
  test('snapshot writes it cut to the marker; diff of that file reads it back as tool-invalid, in every format', async () => {
    const snap = await cli(dir, 'snapshot', '--out', 'snap.json', '-q');
    expect([snap.code, snap.stderr]).toEqual([0, 'wrote snap.json (1 server)\n']);
    const text = readFileSync(join(dir, 'snap.json'), 'utf8');
    expect(text).toContain(DEPTH_CUT_MARKER);
    const written = JSON.parse(text) as { servers: { deep: { tools: Array<{ name: string; inputSchema: unknown }> } } };
    expect(written.servers.deep.tools.map((t) => t.name)).toEqual(['search', 'bomb']);
    // cut past the written limit: still too deep for a reader, so the file says what the server said
    expect(jsonDepth(written, MAX_WRITTEN_DEPTH + 5)).toBe(MAX_WRITTEN_DEPTH + 1);
    expect(jsonDepth(written.servers.deep.tools[1]!.inputSchema, MAX_WRITTEN_DEPTH)).toBeGreaterThan(MAX_SCHEMA_DEPTH);
    expect(written.servers.deep.tools[0]!.inputSchema).toEqual({ type: 'object', properties: { q: { type: 'string' } } });

    const json = await cli(dir, 'diff', 'snap.json', 'snap.json', '--format', 'json');
    expect([json.code, json.stderr]).toEqual([1, '']);
    const report = JSON.parse(json.stdout) as { changes: Array<{ rule: string; tool: string; pointer: string; message: string }> };
    expect(report.changes.map((c) => [c.rule, c.tool, c.pointer, c.message])).toEqual([['tool-invalid', 'bomb', '/tools/1', INVALID]]);
    const sarif = await cli(dir, 'diff', 'snap.json', 'snap.json', '--format', 'sarif');
    expect(sarif.code).toBe(1);
    const results = (JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string } }> }> }).runs[0]!.results;
    expect(results.map((r) => r.ruleId)).toEqual(['tool-invalid']);
    expect(results[0]!.message.text).toContain('nests more than 256 levels deep');
    const markdown = await cli(dir, 'diff', 'snap.json', 'snap.json', '--format', 'markdown');
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toContain('| `bomb` | `tool-invalid` tool entry bomb is invalid: it nests more than 256 levels deep');
    const textReport = await cli(dir, 'diff', 'snap.json', 'snap.json');
    expect(textReport.stdout).toContain(`tool-invalid  ${INVALID}`);
  });

  test('pin keeps the good tool and leaves the bomb out; check then reports the bomb once, in json, sarif and markdown', async () => {
    const pin = await cli(dir, 'pin', '-q');
    expect([pin.code, pin.stderr]).toEqual([
      0,
      'warning: left out tool deep/bomb: it nests more than 256 levels deep (the limit on schema depth) (no lockfile entry can hold it; `check` reports it as tool-invalid)\n' +
        'pinned 1 tool from 1 server in mcp-contracts.lock.json; left out 1 invalid entry (1 tool: see above)\n',
    ]);
    const lock = JSON.parse(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8')) as { servers: { deep: { tools: Record<string, unknown> } } };
    expect(Object.keys(lock.servers.deep.tools)).toEqual(['search']);

    const json = await cli(dir, 'check', '--format', 'json', '-q');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { changes: Array<{ rule: string; tool: string; blocking: boolean; message: string }> };
    expect(report.changes.map((c) => [c.rule, c.tool, c.blocking, c.message])).toEqual([['tool-invalid', 'bomb', true, INVALID]]);
    const sarif = await cli(dir, 'check', '--format', 'sarif', '-q');
    expect(sarif.code).toBe(1);
    expect((JSON.parse(sarif.stdout) as { runs: Array<{ results: Array<{ ruleId: string }> }> }).runs[0]!.results.map((r) => r.ruleId)).toEqual(['tool-invalid']);
    const markdown = await cli(dir, 'check', '--format', 'markdown', '-q');
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toMatch(/1 blocking change/);
  });
});
