import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { stripJsonComments } from '../../src/config/jsonc.js';
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

/** The gate as a project installs it (node_modules/mcp-contract-gate, a link to the bundle): a path that names it. */
function installedCli(): string {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  const link = join(dir, 'node_modules', 'mcp-contract-gate');
  try {
    symlinkSync(DIST, link);
  } catch {
    // linked already
  }
  return join(link, 'cli.js');
}

const gate = (args: string[], env: Record<string, string> = {}, cli = CLI) =>
  run(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } }).then(
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
  const installed = installedCli();
  if (!/mcp-contract-gate/.test(CLI)) expect((await gate(['wrap', '--via', `${process.execPath} ${CLI}`])).stderr).toMatch(/does not name mcp-contract-gate/);
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

describe('wrap writes what it can undo, and nothing that resolves a name', () => {
  const entryOf = (file: string, id: string, key = 'mcpServers') => JSON.parse(stripJsonComments(readFileSync(file, 'utf8')))[key][id];
  /** Start an entry as a client does, in `/`, with `env` (as the client gives it); the server's pid and the client. */
  async function start(entry: { command: string; args: string[]; env?: Record<string, string> }, env: Record<string, string> = {}) {
    const transport = new StdioClientTransport({ command: entry.command, args: entry.args, cwd: '/', env: { PATH: process.env.PATH!, HOME: dir, ...env }, stderr: 'pipe' });
    let stderr = '';
    transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const client = new Client({ name: 'desktop', version: '1' });
    await client.connect(transport);
    const names = (await client.listTools()).tools.map((t) => t.name).sort();
    const pid = Number(/dying-server: pid (\d+)/.exec(stderr)?.[1]);
    return { client, names, pid };
  }

  test('the default launch is the project install by its path there (else the exact version); --absolute this CLI by its path; --via without an exact version is refused', async () => {
    const config = join(dir, '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { dying: { command: process.execPath, args: [SERVER] } } }));
    if (!/mcp-contract-gate/.test(realpathSync(CLI))) {
      // this CLI's own path, when it does not name the gate, is refused where absolute paths are asked for: pin and
      // check could not recognise the proxy
      const unnamed = await gate(['wrap', '--absolute']);
      expect([unnamed.code, unnamed.stderr]).toEqual([2, expect.stringContaining('does not name mcp-contract-gate')]);
      // by default a CLI outside the project is the package at this exact version
      expect((await gate(['wrap'])).code).toBe(0);
      expect([entryOf(config, 'dying').command, entryOf(config, 'dying').args.slice(0, 3)]).toEqual(['npx', ['-y', 'mcp-contract-gate@0.1.0', 'proxy']]);
      await gate(['unwrap']);
    }
    const installed = installedCli();
    const wrap = await gate(['wrap'], {}, installed);
    expect(wrap.code).toBe(0);
    const entry = entryOf(config, 'dying');
    expect([entry.command, entry.args.slice(0, 2)]).toEqual(['node', ['node_modules/mcp-contract-gate/cli.js', 'proxy']]);
    expect(JSON.stringify(entry)).not.toContain('npx');
    await gate(['unwrap']);
    expect((await gate(['wrap', '--absolute'], {}, installed)).code).toBe(0);
    expect([entryOf(config, 'dying').command, entryOf(config, 'dying').args.slice(0, 2)]).toEqual([process.execPath, [installed, 'proxy']]);
    await gate(['unwrap']);
    const unpinned = await gate(['wrap', '--via', 'npx -y mcp-contract-gate']);
    expect(unpinned.code).toBe(2);
    expect(unpinned.stderr).toContain('runs mcp-contract-gate with no exact version: npx would resolve that name from the registry at every start');
    expect((await gate(['wrap', '--via', 'npx -y mcp-contract-gate@latest'])).code).toBe(2);
    expect((await gate(['wrap', '--via', 'npx -y mcp-contract-gate@0.1.0'])).code).toBe(0);
    expect(entryOf(config, 'dying').args.slice(0, 3)).toEqual(['-y', 'mcp-contract-gate@0.1.0', 'proxy']);
  });

  test('unwrap restores the bytes exactly (tabs, one-line entries, key order, comments, no final newline)', async () => {
    const config = join(dir, '.vscode', 'mcp.json');
    mkdirSync(join(dir, '.vscode'));
    const original = [
      "// the team's servers",
      '{',
      '\t"inputs": [{ "type": "promptString", "id": "api-key", "password": true }],',
      '\t"servers": {',
      `\t\t"dying": {"args": [${JSON.stringify(SERVER)}], "type": "stdio",   "command": ${JSON.stringify(process.execPath)}},`,
      '\t\t"notes": {',
      '\t\t\t// the notes server',
      `\t\t\t"command": ${JSON.stringify(process.execPath)},`,
      `\t\t\t"args": [${JSON.stringify(SERVER)}, "--key", "\${input:api-key}"],`,
      '\t\t\t"x-mcp-contract-gate": { "timeout": 30 },',
      '\t\t},',
      '\t\t"docs": { "type": "http", "url": "http://127.0.0.1:9/mcp" }',
      '\t}',
      '}',
    ].join('\n');
    writeFileSync(config, original);
    expect((await gate(['wrap', '--config', config, '--via', `${process.execPath} ${installedCli()}`])).code).toBe(0);
    const wrapped = readFileSync(config, 'utf8');
    expect(wrapped.startsWith('// the team\'s servers\n{\n\t"inputs"')).toBe(true); // what is not an entry stays
    expect(wrapped).toContain('\t\t"docs": { "type": "http", "url": "http://127.0.0.1:9/mcp" }\n\t}\n}');
    expect(entryOf(config, 'notes', 'servers')['x-mcp-contract-gate']).toMatchObject({ timeout: 30, original: { args: [SERVER, '--key', '${input:api-key}'] } });
    expect((await gate(['unwrap', '--config', config])).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(original);
  });

  test('an entry wrapped by hand is recognised and left alone', async () => {
    const config = join(dir, '.mcp.json');
    const original = `${JSON.stringify(
      {
        mcpServers: {
          a: { command: 'npx', args: ['-y', 'mcp-contract-gate@0.1.0', 'proxy', '--lockfile', 'l.json', '--', 'node', 's.js'] },
          b: { command: process.execPath, args: ['/opt/mcp-contract-gate/dist/cli.js', 'proxy', '--server', 'b', '--config', '/x/.mcp.json'] },
          c: { command: process.execPath, args: [SERVER, 'proxy'] }, // node as --via's, but another script: a server
        },
      },
      null,
      2,
    )}\n`;
    writeFileSync(config, original);
    const wrap = await gate(['wrap', '--via', `${process.execPath} ${installedCli()}`]);
    expect(wrap.stderr).toContain('a: already starts through mcp-contract-gate proxy (wrapped by hand); left as it is');
    expect(wrap.stderr).toContain('b: already starts through mcp-contract-gate proxy (wrapped by hand)');
    expect(wrap.stderr).toContain('wrapped c\n');
    expect(JSON.parse(readFileSync(config, 'utf8')).mcpServers.c['x-mcp-contract-gate'].original).toEqual({ command: process.execPath, args: [SERVER, 'proxy'] });
    expect((await gate(['unwrap'])).code).toBe(0);
    expect(readFileSync(config, 'utf8')).toBe(original);
  });

  test('an absolute cwd keeps working: the wrapped entry starts the server in it', async () => {
    const folder = join(dir, 'srv');
    mkdirSync(folder);
    const config = join(dir, '.mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { dying: { command: process.execPath, args: [SERVER], cwd: folder } } }));
    expect((await gate(['pin', '--config', '.mcp.json'])).code).toBe(0);
    expect((await gate(['wrap', '--via', `${process.execPath} ${installedCli()}`])).code).toBe(0);
    const { client, names, pid } = await start(entryOf(config, 'dying'));
    try {
      expect(names).toEqual(['die', 'echo', 'move_file', 'wait']);
      expect(readlinkSync(`/proc/${pid}/cwd`)).toBe(realpathSync(folder));
    } finally {
      await client.close();
    }
  });

  test('${input:…} stays where VS Code fills it in: the wrapped entry hands it to the proxy, the server gets the value', async () => {
    const config = join(dir, '.vscode', 'mcp.json');
    mkdirSync(join(dir, '.vscode'));
    writeFileSync(
      config,
      JSON.stringify({ inputs: [{ type: 'promptString', id: 'api-key' }], servers: { dying: { type: 'stdio', command: process.execPath, args: [SERVER, '--key', '${input:api-key}'] } } }),
    );
    expect((await gate(['pin', '--config', config], { API_KEY: 'k' })).code).toBe(0);
    expect((await gate(['wrap', '--config', config, '--via', `${process.execPath} ${installedCli()}`])).code).toBe(0);
    const entry = entryOf(config, 'dying', 'servers');
    expect(entry.env).toEqual({ API_KEY: '${input:api-key}' });
    // VS Code fills the input in where it reads the entry (its env), and starts it
    const filled = Object.fromEntries(Object.entries(entry.env as Record<string, string>).map(([k, v]) => [k, v.replace('${input:api-key}', 's3cret-from-vscode')]));
    const { client, names, pid } = await start(entry, filled);
    try {
      expect(names).toContain('echo');
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual([process.execPath, SERVER, '--key', 's3cret-from-vscode', '']);
    } finally {
      await client.close();
    }
    // two inputs that would reach the proxy under one name: refused with the reason
    writeFileSync(config, JSON.stringify({ servers: { two: { command: 'node', args: ['${input:api-key}', '${input:api_key}'] } } }));
    const clash = await gate(['wrap', '--config', config, '--via', `${process.execPath} ${installedCli()}`]);
    expect([clash.code, clash.stderr]).toEqual([2, expect.stringContaining('which would both reach the proxy as API_KEY')]);
  });
});
