import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../support/cli.js';
import { startListening } from '../discovery/helpers.js';
import { FIXTURES } from '../support/paths.js';
import { PYTHON_PACKAGES, PYTHON_WAIT_MS, pythonEnv, type PythonEnv } from '../support/python.js';

// Real Python servers: the same pydantic models (__fixtures__/servers/python/orders_v1.py and orders_v2.py) served by
// FastMCP 4, which inlines shared models, and by the MCP Python SDK 2 (MCPServer), which keeps them as $defs/$ref,
// over stdio and Streamable HTTP. Needs python3 and pip access to the packages; otherwise every test here returns
// early and the reason is printed once.
const PY = join(FIXTURES, 'servers', 'python');
const FRAMEWORKS = { fm: 'fastmcp_server.py', sdk: 'sdk_server.py' } as const;
type Framework = keyof typeof FRAMEWORKS;
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };

let env: PythonEnv;
let dir: string;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  env = await pythonEnv();
  if (env.reason) console.log(`skipped: the Python server tests need ${PYTHON_PACKAGES}: ${env.reason}`);
  dir = mkdtempSync(join(tmpdir(), 'mcg-python-'));
}, PYTHON_WAIT_MS + 10_000); // above the wait for a venv build under way
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** An MCP client config: one server per framework, each serving `tools` (v1 or v2) over stdio. */
function stdioConfig(name: string, tools: 'v1' | 'v2'): string {
  const servers = Object.fromEntries(Object.entries(FRAMEWORKS).map(([id, script]) => [id, { command: env.python, args: [join(PY, script), '--tools', tools] }]));
  writeFileSync(join(dir, name), JSON.stringify({ mcpServers: servers }));
  return name;
}

/** Start one framework's server over Streamable HTTP on a free port; its URL. */
async function startHttp(framework: Framework, tools: 'v1' | 'v2'): Promise<string> {
  const server = await startListening(env.python!, [join(PY, FRAMEWORKS[framework]), '--tools', tools, '--transport', 'http'], framework);
  stops.push(server.stop);
  return server.url;
}

interface Change {
  server: string;
  tool: string;
  rule: string;
  severity: string;
  path: string;
  pointer: string;
  message: string;
}
const lines = (changes: Change[]) => changes.map((c) => `${c.server} ${c.tool} ${c.rule} ${c.severity} ${c.path} ${c.pointer}`);

// Every change of orders_v2.py, once, at its path. FastMCP inlines Address, so its two uses are two copies and each
// reports the narrowed country; the SDK keeps one Address under $defs, and its one edit is named at every path that
// uses it, as the same edit written inline would be (issue 36 item 9), both pointing at the shared definition. pydantic's `X | None = None` (anyOf with null) reads as an optional X: the narrowed enum inside it
// is one enum-narrowed (pointing into the alternative), not a composition change. The rename absorbs pydantic's generated titles ('Query' → 'Search Query').
/** v2 is started another way (`--tools v2`, or another port): the launch changed too (server-launch-changed). */
const RELAUNCHED = ['fm launch server-launch-changed silent  /launch', 'sdk launch server-launch-changed silent  /launch'];
const EXPECTED: Record<Framework, string[]> = {
  fm: [
    'fm create_order param-added-required breaking currency /inputSchema/properties/currency',
    'fm create_order enum-narrowed breaking customer.billing.country /inputSchema/properties/customer/properties/billing/properties/country/enum',
    'fm create_order param-added-required breaking customer.phone /inputSchema/properties/customer/properties/phone',
    'fm create_order enum-narrowed breaking customer.shipping.country /inputSchema/properties/customer/properties/shipping/anyOf/0/properties/country/enum',
    'fm create_order enum-narrowed breaking priority /inputSchema/properties/priority/enum',
    'fm search_orders constraint-tightened breaking limit /inputSchema/properties/limit/maximum',
    'fm search_orders param-renamed breaking search_query /inputSchema/properties/search_query',
    'fm search_orders enum-narrowed breaking status /inputSchema/properties/status/anyOf/0/enum',
  ],
  sdk: [
    'sdk create_order param-added-required breaking currency /inputSchema/properties/currency',
    'sdk create_order enum-narrowed breaking customer.billing.country /inputSchema/$defs/Address/properties/country/enum',
    'sdk create_order param-added-required breaking customer.phone /inputSchema/$defs/Customer/properties/phone',
    'sdk create_order enum-narrowed breaking customer.shipping.country /inputSchema/$defs/Address/properties/country/enum',
    'sdk create_order enum-narrowed breaking priority /inputSchema/properties/priority/enum',
    'sdk search_orders constraint-tightened breaking limit /inputSchema/properties/limit/maximum',
    'sdk search_orders param-renamed breaking search_query /inputSchema/properties/search_query',
    'sdk search_orders enum-narrowed breaking status /inputSchema/properties/status/anyOf/0/enum',
  ],
};

describe('Python servers (FastMCP 4 and the MCP Python SDK 2), pydantic shapes', () => {
  test('stdio: snapshot v1 and v2 of both; the diff reports each change once at its path', async () => {
    if (!env.python) return console.log('skipped (see above): stdio v1 → v2');
    const v1 = await cli(dir, 'snapshot', '--config', stdioConfig('v1.mcp.json', 'v1'), '--out', 'v1.json', '-q');
    expect([v1.code, v1.stderr]).toEqual([0, 'wrote v1.json (2 servers)\n']);
    const v2 = await cli(dir, 'snapshot', '--config', stdioConfig('v2.mcp.json', 'v2'), '--out', 'v2.json', '-q');
    expect(v2.code).toBe(0);

    // what pydantic sends, as sent: anyOf with null and default null for optionals, titles, $defs/$ref (SDK), enums
    const snap = JSON.parse(readFileSync(join(dir, 'v1.json'), 'utf8')) as { servers: Record<Framework, { tools: Array<{ name: string; inputSchema: Record<string, unknown> }> }> };
    const sdkCreate = snap.servers.sdk.tools.find((t) => t.name === 'create_order')!.inputSchema as { $defs: Record<string, unknown>; properties: Record<string, unknown> };
    expect(Object.keys(sdkCreate.$defs).sort()).toEqual(['Address', 'Customer']);
    expect(sdkCreate.properties.customer).toEqual({ $ref: '#/$defs/Customer' });
    expect(sdkCreate.properties.note).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Note' });
    expect((sdkCreate.$defs.Customer as { properties: Record<string, unknown> }).properties.shipping).toEqual({ anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }], default: null });
    const fmCreate = snap.servers.fm.tools.find((t) => t.name === 'create_order')!.inputSchema;
    expect(JSON.stringify(fmCreate)).not.toContain('$ref');
    expect(fmCreate.additionalProperties).toBe(false);

    const diff = await cli(dir, 'diff', 'v1.json', 'v2.json', '--format', 'json');
    expect(diff.code).toBe(1);
    const changes = (JSON.parse(diff.stdout) as { changes: Change[] }).changes;
    expect(lines(changes)).toEqual([...EXPECTED.fm, ...EXPECTED.sdk, ...RELAUNCHED]);
    // `query` was required: callers that still send it miss the new required name, open schema (SDK) or closed (FastMCP)
    expect(changes.filter((c) => c.rule === 'param-renamed').map((c) => c.message)).toEqual(["parameter 'query' renamed to 'search_query'", "parameter 'query' renamed to 'search_query'"]);
  }, 180_000);

  test('pin v1, then check: v1 is unchanged (no noise from anyOf, null defaults or $ref), v2 gives the same findings', async () => {
    if (!env.python) return console.log('skipped (see above): pin and check');
    const pin = await cli(dir, 'pin', '--config', stdioConfig('v1.mcp.json', 'v1'), '-q');
    expect([pin.code, pin.stderr]).toEqual([0, 'pinned 4 tools from 2 servers in mcp-contracts.lock.json\n']);
    const same = await cli(dir, 'check', '--config', 'v1.mcp.json', '--format', 'json', '-q');
    expect([same.code, (JSON.parse(same.stdout) as { changes: Change[] }).changes]).toEqual([0, []]);
    const next = await cli(dir, 'check', '--config', stdioConfig('v2.mcp.json', 'v2'), '--format', 'json', '-q');
    expect(next.code).toBe(1);
    expect(lines((JSON.parse(next.stdout) as { changes: Change[] }).changes)).toEqual([...EXPECTED.fm, ...EXPECTED.sdk, ...RELAUNCHED]);
  }, 180_000);

  test('both eras: read in the 2026 era by default, and forced into the initialize era they list the same tools, no change', async () => {
    if (!env.python) return console.log('skipped (see above): both eras');
    const servers = Object.fromEntries(
      Object.entries(FRAMEWORKS).map(([id, script]) => [id, { command: env.python, args: [join(PY, script), '--tools', 'v1'], 'x-mcp-contract-gate': { protocol: '2025-11-25' } }]),
    );
    writeFileSync(join(dir, 'v1-initialize.mcp.json'), JSON.stringify({ mcpServers: servers }));
    const r = await cli(dir, 'snapshot', '--config', 'v1-initialize.mcp.json', '--out', 'v1-initialize.json', '-q');
    expect(r.code).toBe(0);
    type Snap = { servers: Record<string, { tools: unknown; era?: string; protocolVersion?: string }> };
    const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Snap;
    const [modern, legacy] = [read('v1.json'), read('v1-initialize.json')];
    for (const id of Object.keys(FRAMEWORKS)) {
      expect([id, modern.servers[id]!.era, modern.servers[id]!.protocolVersion]).toEqual([id, 'discover', '2026-07-28']);
      expect([id, legacy.servers[id]!.era, legacy.servers[id]!.protocolVersion]).toEqual([id, undefined, '2025-11-25']);
      expect(legacy.servers[id]!.tools).toEqual(modern.servers[id]!.tools);
    }
    // against the lockfile pinned in the 2026 era
    const check = await cli(dir, 'check', '--config', 'v1-initialize.mcp.json', '--format', 'json', '-q');
    expect([check.code, (JSON.parse(check.stdout) as { changes: Change[] }).changes]).toEqual([0, []]);
  }, 180_000);

  test('Streamable HTTP: the same servers over HTTP list the same tools and give the same findings', async () => {
    if (!env.python) return console.log('skipped (see above): Streamable HTTP');
    const urls = await Promise.all((['v1', 'v2'] as const).flatMap((tools) => (['fm', 'sdk'] as const).map(async (f) => [tools, f, await startHttp(f, tools)] as const)));
    for (const tools of ['v1', 'v2'] as const) {
      const servers = Object.fromEntries(urls.filter(([t]) => t === tools).map(([, f, url]) => [f, { type: 'http', url }]));
      writeFileSync(join(dir, `http-${tools}.mcp.json`), JSON.stringify({ mcpServers: servers }));
      const r = await cli(dir, 'snapshot', '--config', `http-${tools}.mcp.json`, '--out', `http-${tools}.json`, '-q');
      expect([r.code, r.stderr]).toEqual([0, `wrote http-${tools}.json (2 servers)\n`]);
    }
    const toolsOf = (file: string) =>
      Object.fromEntries(Object.entries((JSON.parse(readFileSync(join(dir, file), 'utf8')) as { servers: Record<string, { tools: unknown }> }).servers).map(([id, s]) => [id, s.tools]));
    expect(toolsOf('http-v1.json')).toEqual(toolsOf('v1.json'));
    const diff = await cli(dir, 'diff', 'http-v1.json', 'http-v2.json', '--format', 'json');
    // (v2 listens on other ports: its URLs, so its launches, changed)
    expect(lines((JSON.parse(diff.stdout) as { changes: Change[] }).changes)).toEqual([...EXPECTED.fm, ...EXPECTED.sdk, ...RELAUNCHED]);
  }, 180_000);

  test('gate in a git repository: the server code changes between base and head; base read in its own worktree, then pinned on base', async () => {
    if (!env.python) return console.log('skipped (see above): gate on a git repository');
    const repo = join(dir, 'repo');
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { env: GIT_ENV });
    mkdirSync(join(repo, 'server'), { recursive: true });
    execFileSync('git', ['init', '-q', '-b', 'main', repo], { env: GIT_ENV });
    for (const file of ['serve.py', ...Object.values(FRAMEWORKS), 'orders_v1.py']) cpSync(join(PY, file), join(repo, 'server', file));
    // Paths relative to the repository: each side runs its own copy of the server code (the base in a worktree).
    const servers = Object.fromEntries(Object.entries(FRAMEWORKS).map(([id, script]) => [id, { command: env.python, args: [`server/${script}`, '--tools', 'v1'] }]));
    writeFileSync(join(repo, '.mcp.json'), JSON.stringify({ mcpServers: servers }));
    git('add', '-A');
    git('commit', '-q', '-m', 'orders v1');
    git('checkout', '-q', '-b', 'feature');
    cpSync(join(PY, 'orders_v2.py'), join(repo, 'server', 'orders_v1.py')); // a release of the server's own code
    git('commit', '-q', '-am', 'orders v2');

    const fresh = await cli(repo, 'gate', '--base', 'main', '--format', 'json');
    expect(fresh.code).toBe(1);
    expect(lines((JSON.parse(fresh.stdout) as { changes: Change[] }).changes)).toEqual([...EXPECTED.fm, ...EXPECTED.sdk]);

    // The usual set-up: the lockfile pinned on the base branch. The same findings, against it.
    git('checkout', '-q', 'main');
    expect((await cli(repo, 'pin', '-q')).code).toBe(0);
    git('add', '-A');
    git('commit', '-q', '-m', 'pin');
    git('checkout', '-q', 'feature');
    git('merge', '-q', '--no-edit', 'main');
    const pinned = await cli(repo, 'gate', '--base', 'main', '--format', 'json');
    expect(pinned.code).toBe(1);
    expect(lines((JSON.parse(pinned.stdout) as { changes: Change[] }).changes)).toEqual([...EXPECTED.fm, ...EXPECTED.sdk]);
  }, 240_000);
});
