import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, defaultConfig, loadConfig, parseConfig } from '../../src/config/index.js';
import { InputError } from '../../src/util/errors.js';

const FULL = `# the example from the docs
lockfile: contracts/mcp.lock.json
include-meta: true
concurrency: 2
timeout: 45
setup-timeout: 300
servers:
  - id: reviews
    command: node
    args: [dist/server.js, --port, 0]
    env: { API_KEY: "\${API_KEY}", REGION: "\${REGION:-eu-west-1}", RETRIES: 3 }
    cwd: packages/reviews
    setup: npm ci && npm run build
    timeout: 60
    source: [src/]
    forbidden-tools: ["Deployments.*"]
    client-capabilities: { sampling: {} }
  - id: remote
    url: http://127.0.0.1:3000/mcp
    headers: { Authorization: "Bearer \${TOKEN}" }
  - id: legacy.sse
    url: https://mcp.example.com/sse
    transport: sse
    source: lib/tools.ts
policy:
  fail-on: [breaking, silent, additive]
  rules: { default-changed: additive }
  ignore:
    - { server: reviews, tool: "search_*", rule: param-description-changed, reason: "wording only", expires: 2026-12-31 }
    - tool: get_page
      rule: enum-narrowed
      reason: nobody sends html
  block-new-destructive-tools: false
  versioning: semver
probes: .github/mcp-probes.yml
`;

describe('loadConfig: the gate YAML', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcg-config-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('reads every key of the documented example into a GateConfig', () => {
    const file = join(dir, 'full.yml');
    writeFileSync(file, FULL);
    const config = loadConfig(file, { env: { API_KEY: 'k-123', TOKEN: 't-456' } });
    expect(config.file).toBe(resolve(file));
    expect(config).toMatchObject({ lockfile: 'contracts/mcp.lock.json', includeMeta: true, concurrency: 2, probes: '.github/mcp-probes.yml' });
    expect(config.servers).toEqual([
      {
        id: 'reviews',
        transport: 'stdio',
        command: 'node',
        args: ['dist/server.js', '--port', '0'],
        env: { API_KEY: 'k-123', REGION: 'eu-west-1', RETRIES: '3' },
        cwd: 'packages/reviews',
        setup: 'npm ci && npm run build',
        timeoutMs: 60_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 300_000,
        source: ['src/'],
        forbiddenTools: ['Deployments.*'],
        clientCapabilities: { sampling: {} },
        origin: { file, key: 'servers[0]', line: 8 },
        launch: { transport: 'stdio', command: 'node', args: ['dist/server.js', '--port', '0'], cwd: 'packages/reviews', env: ['API_KEY', 'REGION', 'RETRIES'] },
      },
      {
        id: 'remote',
        transport: 'http',
        url: 'http://127.0.0.1:3000/mcp',
        headers: { Authorization: 'Bearer t-456' },
        timeoutMs: 45_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 300_000,
        origin: { file, key: 'servers[1]', line: 18 },
        launch: { transport: 'http', url: 'http://127.0.0.1:3000/mcp', headers: ['Authorization'] },
      },
      {
        id: 'legacy.sse',
        transport: 'sse',
        url: 'https://mcp.example.com/sse',
        source: ['lib/tools.ts'],
        timeoutMs: 45_000,
        startTimeoutMs: 120_000,
        setupTimeoutMs: 300_000,
        origin: { file, key: 'servers[2]', line: 21 },
        launch: { transport: 'sse', url: 'https://mcp.example.com/sse' },
      },
    ]);
    expect(config.policy).toEqual({
      failOn: ['breaking', 'silent', 'additive'],
      rules: { 'default-changed': 'additive' },
      ignore: [
        {
          server: 'reviews',
          tool: 'search_*',
          rule: 'param-description-changed',
          reason: 'wording only',
          expires: '2026-12-31',
          origin: { file, key: 'policy.ignore[0]', line: 29 },
        },
        { tool: 'get_page', rule: 'enum-narrowed', reason: 'nobody sends html', origin: { file, key: 'policy.ignore[1]', line: 30 } },
      ],
      blockNewDestructiveTools: false,
      versioning: 'semver',
    });
  });

  test('an empty file gives the defaults', () => {
    const file = join(dir, 'empty.yml');
    writeFileSync(file, '# nothing configured yet\n');
    const config = loadConfig(file, { env: {} });
    expect({ ...config, file: undefined }).toEqual({ ...defaultConfig(), file: undefined });
  });

  test('defaults: 30 s timeout, 600 s setup, concurrency 8, fail on breaking and silent, block new destructive tools', () => {
    const config = parseConfig('servers:\n  - { id: a, command: node }\n', 'gate.yml', { env: {} });
    expect(config.servers[0]).toMatchObject({ transport: 'stdio', timeoutMs: 30_000, setupTimeoutMs: 600_000 });
    expect(config).toMatchObject({ lockfile: 'mcp-contracts.lock.json', includeMeta: false, concurrency: 8 });
    expect(config.policy).toEqual({ failOn: ['breaking', 'silent'], rules: {}, ignore: [], blockNewDestructiveTools: true, versioning: 'none' });
    expect(defaultConfig()).toEqual({
      servers: [],
      lockfile: 'mcp-contracts.lock.json',
      includeMeta: false,
      concurrency: 8,
      downloadConcurrency: 4,
      neutralPaths: true,
      neutralMachine: ['host', 'timezone', 'user'],
      policy: config.policy,
    });
  });

  test('fail-on may be a single severity', () => {
    expect(parseConfig('policy:\n  fail-on: breaking\n', 'g.yml', { env: {} }).policy.failOn).toEqual(['breaking']);
  });

  test('a missing file is an InputError that says how to fix it', () => {
    const missing = join(dir, 'nope.yml');
    expect(() => loadConfig(missing, { env: {} })).toThrow(InputError);
    expect(() => loadConfig(missing, { env: {} })).toThrow(`${missing}: no such file`);
  });

  test('a config written as JSON in the gate shape is read too', () => {
    const file = join(dir, 'gate.json');
    writeFileSync(file, JSON.stringify({ servers: [{ id: 'a', command: 'node', args: ['s.js'] }], concurrency: 1 }, null, 2));
    const config = loadConfig(file, { env: {} });
    expect(config.concurrency).toBe(1);
    expect(config.servers[0]).toMatchObject({ id: 'a', command: 'node', args: ['s.js'], origin: { file, key: 'servers[0]', line: 3 } });
  });

  test('process.env is the default interpolation source', () => {
    process.env.MCG_TEST_VALUE = 'from-process';
    try {
      const config = parseConfig('servers:\n  - { id: a, command: node, env: { V: "${MCG_TEST_VALUE}" } }\n', 'g.yml');
      expect(config.servers[0]!.env).toEqual({ V: 'from-process' });
    } finally {
      delete process.env.MCG_TEST_VALUE;
    }
  });

  test('a nested path (.github/…) is named as given in messages', () => {
    mkdirSync(join(dir, '.github'), { recursive: true });
    const file = join(dir, '.github', 'mcp-contract-gate.yml');
    writeFileSync(file, 'servers:\n  - id: a\n    command: node\n    timeout: 0\n');
    let error: unknown;
    try {
      loadConfig(file, { env: {} });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(`${file}: servers[0].timeout must be a positive number of seconds (found 0) (line 4)`);
    expect((error as ConfigError).exitCode).toBe(2);
    expect((error as ConfigError).file).toBe(file);
    expect((error as ConfigError).problems).toEqual([{ key: 'servers[0].timeout', line: 4, message: 'servers[0].timeout must be a positive number of seconds (found 0)' }]);
  });
});
