import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ToolDef } from '../../src/contract/types.js';
import type { JsonObject } from '../../src/util/json.js';
import { CONTRACT_DRIFT_ERROR } from '../../src/proxy/messages.js';
import { DIST, FIXTURES } from '../support/paths.js';
import { refusal } from '../support/proxy-listener.js';

/**
 * The bundled proxy in front of a real SDK server that lists look-alike names. The lockfile pins every one of them
 * (as a gate that did not compare skeletons would have): the proxy still withholds each tool whose name looks like
 * another's (listed beside it, or pinned for another server of the lockfile) or that has two look-alike parameters,
 * and refuses calls to them; the other tools are served.
 */
const tool = (name: string, properties: JsonObject = { query: { type: 'string' } }): ToolDef => ({ name, description: 'A tool.', inputSchema: { type: 'object', properties } });
const TOOLS: ToolDef[] = [
  tool('search'),
  tool('\u0455earch'), // Cyrillic dze
  tool('fetch_page'),
  tool('fetch\u200d_page'), // zero-width joiner
  tool('caf\u00e9'),
  tool('cafe\u0301'), // NFD
  tool('send_\u0435mail'), // looks like the mail server's send_email
  tool('copy', { target: { type: 'string' }, targеt: { type: 'string' } }),
  tool('echo'),
];

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-confusable-proxy-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('look-alike tools are withheld and refused, with the name they look like; the rest is served', async () => {
  writeFileSync(join(dir, 'profile.json'), JSON.stringify({ tools: TOOLS }));
  const lock = join(dir, 'lock.json');
  writeFileSync(lock, serializeLockfile(buildLockfile({ servers: { s: { tools: TOOLS }, mail: { tools: [tool('send_email')] } } })));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      join(DIST, 'cli.js'),
      'proxy',
      '--lockfile',
      lock,
      '--server',
      's',
      '--audit',
      join(dir, 'audit.jsonl'),
      '--',
      process.execPath,
      join(FIXTURES, 'servers', 'scenario-server.mjs'),
      '--profile',
      join(dir, 'profile.json'),
    ],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(transport);
  try {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['echo']);
    const err = await refusal(client.callTool({ name: '\u0455earch', arguments: { query: 'x' } }));
    expect(err.code).toBe(CONTRACT_DRIFT_ERROR);
    expect(err.message).toContain("its name looks like tool 'search'");
    expect(err.message).toContain('[U+0455]earch vs search');
    expect((await refusal(client.callTool({ name: 'search', arguments: {} }))).message).toContain("its name looks like tool '\u0455earch'");
    expect((await refusal(client.callTool({ name: 'fetch\u200d_page', arguments: {} }))).message).toContain("looks like tool 'fetch_page'");
    expect((await refusal(client.callTool({ name: 'cafe\u0301', arguments: {} }))).message).toContain('looks like tool');
    expect((await refusal(client.callTool({ name: 'send_\u0435mail', arguments: {} }))).message).toContain("looks like tool 'send_email' of server 'mail'");
    expect((await refusal(client.callTool({ name: 'copy', arguments: {} }))).message).toContain("its parameter 'targ\u0435t' looks like its parameter 'target'");
    expect((await client.callTool({ name: 'echo', arguments: { query: 'hi' } })).content).toEqual([{ type: 'text', text: '{"query":"hi"}' }]);
  } finally {
    await client.close();
  }
  const audit = readFileSync(join(dir, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { tool: string; decision: string; status: string });
  expect(audit.filter((l) => l.decision === 'refused').every((l) => l.status === 'confusable')).toBe(true);
  expect(new Set(audit.filter((l) => l.decision === 'withheld').map((l) => l.tool)).size).toBe(TOOLS.length - 1);
});
