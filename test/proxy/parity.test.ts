import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { loadConfig } from '../../src/config/index.js';
import { ContractDriftError, guardClient } from '../../src/guard/index.js';
import { cli } from '../support/cli.js';
import { DIST, FIXTURES } from '../support/paths.js';

/**
 * One judge: for one lockfile, one policy and one live server (the real scenario server, its profile edited after the
 * pin), `check`, `gate` (the pull request that edits the profile), the proxy in `--enforce-by policy` and the library
 * guard agree on what blocks, tool by tool; and a
 * proxy given another launch than the pinned one refuses to start, naming both.
 */
const SERVER = join(FIXTURES, 'servers', 'scenario-server.mjs');
const CLI = join(DIST, 'cli.js');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-parity-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const obj = (properties: object, required: string[] = []) => ({ type: 'object', properties, ...(required.length ? { required } : {}) });
const SEARCH = { name: 'search', description: 'Search the catalog by text.', inputSchema: obj({ query: { type: 'string' } }, ['query']) };
const GET = { name: 'get_item', description: 'Read one item by id.', inputSchema: obj({ id: { type: 'string' } }, ['id']) };
const DELETE = { name: 'delete_all', description: 'Delete every item.', inputSchema: obj({}), annotations: { destructiveHint: true } };
const LEGACY = { name: 'legacy_export', description: 'Export the catalog (deprecated).', inputSchema: obj({}), _meta: { deprecated: true, sunset: '2026-06-01' } };
const LIMIT = { name: 'set_limit', description: 'Set the page size.', inputSchema: obj({ size: { type: 'integer', maximum: 100 } }, ['size']) };
const PROMPT = { name: 'review', description: 'Review a change.', arguments: [{ name: 'diff', required: true }] };
const RESOURCE = { uri: 'catalog://schema', name: 'schema', description: 'The catalog schema.', mimeType: 'application/json' };

const PINNED = { tools: [SEARCH, GET, DELETE, LEGACY, LIMIT], prompts: [PROMPT], resources: [RESOURCE] };
const LIVE = {
  tools: [
    SEARCH,
    { ...GET, inputSchema: obj({ id: { type: 'string' }, fields: { type: 'array', items: { type: 'string' } } }, ['id']) }, // additive: passes
    DELETE, // forbidden, unchanged
    { ...LIMIT, inputSchema: obj({ size: { type: 'integer', maximum: 10 } }, ['size']) }, // narrowed: breaking
    { ...SEARCH, name: 'se\u0430rch' }, // a look-alike of `search` (Cyrillic a), added
    // legacy_export removed after its sunset date: expected
  ],
  prompts: [{ ...PROMPT, arguments: [...PROMPT.arguments, { name: 'style', required: true }] }],
  resources: [{ ...RESOURCE, mimeType: 'text/csv' }],
};

function serve(profile: object): void {
  writeFileSync(join(dir, 'profile.json'), JSON.stringify(profile));
}
function config(args: string[]): void {
  const list = [SERVER, '--profile', join(dir, 'profile.json'), ...args].map((a) => JSON.stringify(a)).join(', ');
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: shop\n    command: node\n    args: [${list}]\n    forbidden-tools: ["delete_*"]\n`);
}

/** The tools the proxy (policy mode) lists, through the bundled CLI in front of the real server. */
async function proxyListed(): Promise<{ tools: string[]; prompts: string[]; refused: (name: string) => Promise<string | undefined> }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI, 'proxy', '--config', join(dir, 'gate.yml'), '--server', 'shop', '--enforce-by', 'policy', '--audit', join(dir, 'audit.jsonl')],
    cwd: dir,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  const tools = (await client.listTools()).tools.map((t) => t.name).sort();
  const prompts = (await client.listPrompts()).prompts.map((p) => p.name).sort();
  const refused = async (name: string) => {
    try {
      await client.callTool({ name, arguments: {} });
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  };
  afterCleanup.push(() => client.close());
  return { tools, prompts, refused };
}
const afterCleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of afterCleanup.splice(0)) await c();
});

/** The folder as a repository whose `main` holds what is there now (the base of a pull request). */
function commitBase(): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'pinned'],
  ])
    execFileSync('git', ['-C', dir, ...args], { stdio: 'pipe', env });
}

test('check, gate, the proxy (--enforce-by policy) and the guard block the same tools', async () => {
  serve(PINNED);
  config([]);
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  commitBase();
  serve(LIVE);

  const check = await cli(dir, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(check.code).toBe(1);
  const changes = JSON.parse(check.stdout).changes as Array<{ rule: string; entity: string; tool: string; blocking: boolean }>;
  const blockedTools = [...new Set(changes.filter((c) => c.blocking && c.entity === 'tool').map((c) => c.tool))].sort();
  // forbidden (unchanged), narrowed, the look-alike added; not the additive change, not the removal past its sunset
  expect(blockedTools).toEqual(['delete_all', 'se\u0430rch', 'set_limit'].sort());
  expect(changes.filter((c) => c.blocking).map((c) => c.entity)).toEqual(expect.arrayContaining(['prompt', 'static-resource']));
  expect(changes.find((c) => c.tool === 'legacy_export')?.blocking).toBe(false);

  // the pull request that makes the same change: the base's lockfile and policy against the head's live server
  const gate = await cli(dir, 'gate', '--config', 'gate.yml', '--base', 'main', '--format', 'json');
  expect([gate.code, gate.stderr]).toEqual([1, '']);
  const gateChanges = JSON.parse(gate.stdout).changes as typeof changes;
  expect([...new Set(gateChanges.filter((c) => c.blocking && c.entity === 'tool').map((c) => c.tool))].sort()).toEqual(blockedTools);
  const blockingRows = (list: typeof changes) =>
    list
      .filter((c) => c.blocking)
      .map((c) => `${c.entity} ${c.tool} ${c.rule}`)
      .sort();
  expect(blockingRows(gateChanges)).toEqual(blockingRows(changes));

  // the proxy serves what check lets pass, and nothing it blocks
  const proxy = await proxyListed();
  const live = LIVE.tools.map((t) => t.name);
  expect(proxy.tools).toEqual(live.filter((n) => !blockedTools.includes(n)).sort());
  for (const name of blockedTools) expect(await proxy.refused(name)).toMatch(new RegExp(`'${name}'`));
  expect(proxy.prompts).toEqual([]); // the drifted prompt is withheld: check blocks it

  // the library guard, with the same lockfile and config, refuses the same calls
  const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
  const gateConfig = loadConfig(join(dir, 'gate.yml'));
  const transport = new StdioClientTransport({ command: process.execPath, args: [SERVER, '--profile', join(dir, 'profile.json')], stderr: 'pipe' });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  afterCleanup.push(() => client.close());
  const guard = guardClient(client, lock, { server: 'shop', by: 'policy', config: gateConfig, workspace: dir });
  const guardBlocked: string[] = [];
  for (const name of live) {
    try {
      await guard.check(name);
    } catch (err) {
      expect(err).toBeInstanceOf(ContractDriftError);
      guardBlocked.push(name);
    }
  }
  expect(guardBlocked.sort()).toEqual(blockedTools);
});

test('a proxy given another launch than the pinned one refuses to start (exit 2), naming both', async () => {
  serve(PINNED);
  config([]);
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  // the config's entry now launches with other arguments: check reports the launch, the proxy will not serve it
  config(['--name', 'decoy']);
  const check = await cli(dir, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(check.code).toBe(1);
  expect((JSON.parse(check.stdout).changes as Array<{ rule: string; blocking: boolean }>).find((c) => c.rule === 'server-launch-changed')?.blocking).toBe(true);
  const viaConfig = await cli(dir, 'proxy', '--config', 'gate.yml', '--server', 'shop');
  expect(viaConfig.code).toBe(2);
  expect(viaConfig.stderr).toMatch(/server-launch-changed/);
  expect(viaConfig.stderr).toContain('--name decoy');
  expect(viaConfig.stderr).toContain(SERVER);

  // -- COMMAND other than the pinned one
  const lock = join(dir, 'mcp-contracts.lock.json');
  const other = await cli(dir, 'proxy', '--lockfile', lock, '--', 'node', join(FIXTURES, 'servers', 'refuse-server.mjs'));
  expect(other.code).toBe(2);
  expect(other.stderr).toContain('refuse-server.mjs');
  expect(other.stderr).toContain(join(dir, 'profile.json'));

  // --upstream URL for a server pinned as a command
  const url = await cli(dir, 'proxy', '--lockfile', lock, '--upstream', 'http://127.0.0.1:9/mcp', '--listen', '0');
  expect(url.code).toBe(2);
  expect(url.stderr).toContain('http://127.0.0.1:9/mcp');
  expect(url.stderr).toContain(SERVER);
});
