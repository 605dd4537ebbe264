import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, parseConfig } from '../../src/config/index.js';

describe('MCP client configs are read as server lists, told apart by content', () => {
  let dir: string;
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcg-client-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('.mcp.json (Claude Code): stdio, http and sse entries, ${VAR} and ${VAR:-default}', () => {
    const file = write(
      '.mcp.json',
      `{
  "mcpServers": {
    "reviews": { "command": "node", "args": ["dist/server.js"], "env": { "API_KEY": "\${API_KEY}" } },
    "remote": {
      "type": "http",
      "url": "https://api.example.com/mcp",
      "headers": { "Authorization": "Bearer \${TOKEN:-anonymous}" }
    },
    "legacy": { "type": "sse", "url": "https://api.example.com/sse" }
  }
}
`,
    );
    const config = loadConfig(file, { env: { API_KEY: 'k1' } });
    expect(config.servers).toEqual([
      {
        id: 'reviews',
        transport: 'stdio',
        command: 'node',
        args: ['dist/server.js'],
        env: { API_KEY: 'k1' },
        timeoutMs: 30_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 600_000,
        origin: { file, key: 'mcpServers.reviews', line: 3 },
        // what the entry launches, as written: variable names, never their values
        launch: { transport: 'stdio', command: 'node', args: ['dist/server.js'], env: ['API_KEY'] },
      },
      {
        id: 'remote',
        transport: 'http',
        url: 'https://api.example.com/mcp',
        headers: { Authorization: 'Bearer anonymous' },
        timeoutMs: 30_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 600_000,
        origin: { file, key: 'mcpServers.remote', line: 4 },
        launch: { transport: 'http', url: 'https://api.example.com/mcp', headers: ['Authorization'] },
      },
      {
        id: 'legacy',
        transport: 'sse',
        url: 'https://api.example.com/sse',
        timeoutMs: 30_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 600_000,
        origin: { file, key: 'mcpServers.legacy', line: 9 },
        launch: { transport: 'sse', url: 'https://api.example.com/sse' },
      },
    ]);
    // Everything but the servers is the gate's default.
    expect(config.policy.failOn).toEqual(['breaking', 'silent']);
    expect(config.lockfile).toBe('mcp-contracts.lock.json');
  });

  test('claude_desktop_config.json: other top-level keys belong to the client and are left alone', () => {
    const file = write(
      'claude_desktop_config.json',
      JSON.stringify({
        globalShortcut: 'Ctrl+Space',
        mcpServers: { github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GH_PAT}' } } },
      }),
    );
    const config = loadConfig(file, { env: { GH_PAT: 'ghp_x' } });
    expect(config.servers).toHaveLength(1);
    expect(config.servers[0]).toMatchObject({ id: 'github', command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_x' } });
  });

  test('.vscode/mcp.json: "servers", type stdio|http|sse, comments and trailing commas, ${env:VAR}, ${workspaceFolder} kept for discovery', () => {
    const file = write(
      '.vscode/mcp.json',
      `// VS Code MCP servers
{
  "inputs": [{ "type": "promptString", "id": "api-key", "description": "API key", "password": true }],
  "servers": {
    /* the local one */
    "reviews": {
      "type": "stdio",
      "command": "node",
      "args": ["\${workspaceFolder}/dist/server.js"],
      "env": { "API_KEY": "\${env:API_KEY}", },
    },
    "remote": { "type": "http", "url": "http://127.0.0.1:3000/mcp" },
    "old": { "type": "sse", "url": "http://127.0.0.1:3001/sse" },
  },
}
`,
    );
    const config = loadConfig(file, { env: { API_KEY: 'from-env' } });
    expect(config.servers.map((s) => [s.id, s.transport, s.origin.key, s.origin.line])).toEqual([
      ['reviews', 'stdio', 'servers.reviews', 6],
      ['remote', 'http', 'servers.remote', 12],
      ['old', 'sse', 'servers.old', 13],
    ]);
    expect(config.servers[0]).toMatchObject({ command: 'node', args: ['${workspaceFolder}/dist/server.js'], env: { API_KEY: 'from-env' } });
  });

  test('.vscode/mcp.json: an ${input:…} variable is read from the environment, or the message says what to set', () => {
    const file = write('.vscode/inputs.json', '{ "servers": { "a": { "command": "node", "env": { "KEY": "${input:api-key}" } } } }');
    expect(() => loadConfig(file, { env: {} })).toThrow(
      `${file}: servers.a.env.KEY uses the VS Code input variable "\${input:api-key}", which cannot be prompted for in CI; set the environment variable api-key or API_KEY in the workflow step's env, or write \${env:NAME} instead (line 1)`,
    );
    expect(loadConfig(file, { env: { API_KEY: 'k1' } }).servers[0]).toMatchObject({ env: { KEY: 'k1' } });
    expect(loadConfig(file, { env: { 'api-key': 'k2', API_KEY: 'k1' } }).servers[0]).toMatchObject({ env: { KEY: 'k2' } });
  });

  test('.cursor/mcp.json: a url without type is Streamable HTTP; disabled entries are skipped', () => {
    const file = write(
      '.cursor/mcp.json',
      JSON.stringify({ mcpServers: { docs: { url: 'https://docs.example.com/mcp', headers: { 'X-Key': 'abc' } }, off: { command: 'node', disabled: true } } }, null, 2),
    );
    const config = loadConfig(file, { env: {} });
    expect(config.servers).toEqual([
      {
        id: 'docs',
        transport: 'http',
        url: 'https://docs.example.com/mcp',
        headers: { 'X-Key': 'abc' },
        timeoutMs: 30_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 600_000,
        origin: { file, key: 'mcpServers.docs', line: 3 },
        launch: { transport: 'http', url: 'https://docs.example.com/mcp', headers: ['X-Key'] },
      },
    ]);
  });

  test('detected by content whatever the file name', () => {
    const mcp = parseConfig('{"mcpServers": {"a": {"command": "node"}}}', 'anything.conf', { env: {} });
    expect(mcp.servers.map((s) => s.origin.key)).toEqual(['mcpServers.a']);
    const vscode = parseConfig('{"servers": {"a": {"command": "node"}}}', 'tools.txt', { env: {} });
    expect(vscode.servers.map((s) => s.origin.key)).toEqual(['servers.a']);
    const gate = parseConfig('{"servers": [{"id": "a", "command": "node"}]}', 'mcp.json', { env: {} });
    expect(gate.servers.map((s) => s.origin.key)).toEqual(['servers[0]']);
  });

  test('errors name the file, the key path (server names quoted where needed) and the line', () => {
    const text = `{
  "mcpServers": {
    "my server": { "command": "node", "args": "dist/server.js" },
    "both": { "command": "node", "url": "http://x/mcp" },
    "neither": { "env": {} },
    "typed": { "type": "websocket", "url": "http://x/mcp" },
    "mismatch": { "type": "stdio", "url": "http://x/mcp" }
  }
}`;
    expect(() => parseConfig(text, '.mcp.json', { env: {} })).toThrow(
      [
        '.mcp.json: mcpServers["my server"].args must be a list of strings (found "dist/server.js") (line 3)',
        '.mcp.json: mcpServers.both has both "command" and "url"; a server is either started locally (command, over stdio) or remote (url, over HTTP): keep one (line 4)',
        '.mcp.json: mcpServers.neither needs either "command" (a local server started over stdio) or "url" (a remote server over HTTP) (line 5)',
        '.mcp.json: mcpServers.typed.type must be one of stdio, http, sse (found "websocket") (line 6)',
        '.mcp.json: mcpServers.mismatch.type is "stdio" but the server has a url; use http or sse, or give a command instead (line 7)',
      ].join('\n'),
    );
  });

  test('mcpServers must be a mapping', () => {
    expect(() => parseConfig('{"mcpServers": []}', '.mcp.json', { env: {} })).toThrow('.mcp.json: mcpServers must be a mapping of server names to server definitions (found a list) (line 1)');
  });
});

describe('the gate keys of an MCP client config entry live under x-mcp-contract-gate', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-client-ext-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('protocol, both budgets, setup and forbidden tools are honoured; clients ignore the key', () => {
    const file = join(dir, '.mcp.json');
    writeFileSync(
      file,
      JSON.stringify({
        mcpServers: {
          docs: {
            command: 'npx',
            args: ['-y', 'docs-mcp@1.4.0'],
            'x-mcp-contract-gate': { protocol: '2025-11-25', timeout: 45, 'start-timeout': 300, setup: 'npm ci', 'forbidden-tools': '*_delete' },
          },
          plain: { command: 'node', args: ['s.js'] },
        },
      }),
    );
    const [docs, plain] = loadConfig(file, { env: {} }).servers;
    expect(docs).toMatchObject({ id: 'docs', protocol: '2025-11-25', timeoutMs: 45_000, startTimeoutMs: 300_000, setup: 'npm ci', forbiddenTools: ['*_delete'] });
    expect(plain).toMatchObject({ timeoutMs: 30_000, startTimeoutMs: 120_000 });
    expect(plain!.protocol).toBeUndefined();
  });

  test('a wrong key or value there names the file, the key and the fix', () => {
    const file = join(dir, 'bad.mcp.json');
    writeFileSync(file, JSON.stringify({ mcpServers: { docs: { command: 'npx', 'x-mcp-contract-gate': { protocl: 'auto', 'start-timeout': 'slow' } } } }));
    let message = '';
    try {
      loadConfig(file, { env: {} });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('bad.mcp.json');
    expect(message).toMatch(/mcpServers\.docs\.x-mcp-contract-gate\.start-timeout must be a positive number of seconds/);
    expect(message).toMatch(/protocl/);
  });
});
