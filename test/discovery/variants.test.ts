import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import type { GateConfig } from '../../src/model/config.js';
import { buildLockfile, lockfileToSnapshotSet, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { SnapshotSet } from '../../src/contract/types.js';
import { discoverAll } from '../../src/discovery/index.js';
import { diffServer, diffSnapshots } from '../../src/diff/engine.js';
import { evaluate } from '../../src/policy/evaluate.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { DIST, ROOT } from '../support/paths.js';
import { SERVERS } from './helpers.js';

/**
 * A server's tool list can depend on its environment: the fixture lists search_events/search_issues with an LLM key
 * and list_events/list_issues without one, as @sentry/mcp-server 0.29 does. A config entry's `variants` discover it
 * under each environment and pin each as its own server (`<id>#<variant>`), so a diff compares like with like and never
 * pairs one environment's tool as a rename of another's.
 */
const server = join(SERVERS, 'llm-key-server.mjs');
const entry = (args: string[] = []) => `
  - id: sentry
    command: ${JSON.stringify(process.execPath)}
    args: ${JSON.stringify([server, ...args])}
    env: { SENTRY_HOST: sentry.example.com }
    timeout: 10
    start-timeout: 10
    variants:
      no-llm-key: {}
      with-llm-key:
        env: { OPENAI_API_KEY: "\${OPENAI_API_KEY:-sk-test}" }
`;

describe('variants: one server discovered under several environments', () => {
  let dir: string;
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const load = (name: string, text: string, env: Record<string, string> = {}): GateConfig => loadConfig(write(name, text), { env });
  const problems = (name: string, text: string): string[] => {
    try {
      load(name, text);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.map((p) => `${p.key}: ${p.message}`);
      throw err;
    }
    throw new Error('expected a ConfigError');
  };
  const discover = (config: GateConfig) => discoverAll(config.servers, { rootDir: ROOT, concurrency: 2 });
  const names = (set: SnapshotSet, id: string) => set.servers[id]!.tools.map((t) => t.name).sort();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcg-variants-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('an entry with variants stands for one server per variant, with the overlay applied', () => {
    const config = load('gate.yml', `servers:${entry()}`);
    expect(config.servers.map((s) => s.id)).toEqual(['sentry#no-llm-key', 'sentry#with-llm-key']);
    expect(config.servers.map((s) => s.variant)).toEqual([
      { name: 'no-llm-key', of: 'sentry' },
      { name: 'with-llm-key', of: 'sentry' },
    ]);
    expect(config.servers[0]!.env).toEqual({ SENTRY_HOST: 'sentry.example.com' });
    expect(config.servers[1]!.env).toEqual({ SENTRY_HOST: 'sentry.example.com', OPENAI_API_KEY: 'sk-test' });
    expect(config.servers[1]!.args).toEqual([server]);
  });

  test('each variant is discovered under its environment, and the lockfile records which one', async () => {
    const config = load('gate.yml', `servers:${entry()}`);
    const set = await discover(config);
    expect(names(set, 'sentry#no-llm-key')).toEqual(['find_organizations', 'list_events', 'list_issues']);
    expect(names(set, 'sentry#with-llm-key')).toEqual(['find_organizations', 'search_events', 'search_issues']);
    expect(set.servers['sentry#no-llm-key']!.variant).toBe('no-llm-key');
    expect(set.servers['sentry#with-llm-key']!.variant).toBe('with-llm-key');

    const lock = buildLockfile(set);
    expect(lock.servers['sentry#with-llm-key']!.variant).toBe('with-llm-key');
    expect(Object.keys(lock.servers['sentry#with-llm-key']!.tools).sort()).toEqual(['find_organizations', 'search_events', 'search_issues']);
    const text = serializeLockfile(lock);
    expect(text).toContain('"variant": "no-llm-key"');
    // deterministic: a second discovery pins byte for byte the same file, and the file reads back with its variants
    expect(serializeLockfile(buildLockfile(await discover(config)))).toBe(text);
    const back = lockfileToSnapshotSet(parseLockfile(text, 'mcp-contracts.lock.json'));
    expect(back.servers['sentry#no-llm-key']!.variant).toBe('no-llm-key');
    expect(diffSnapshots(back, set).changes).toEqual([]);
    const broken = text.replace('"variant": "no-llm-key"', '"variant": 3');
    expect(() => parseLockfile(broken, 'mcp-contracts.lock.json')).toThrow('servers.sentry#no-llm-key.variant must be the name of a variant');
  });

  test('the sentry case: variants compare like with like, so no tool-renamed and no param-renamed', async () => {
    const config = load('gate.yml', `servers:${entry()}`);
    const set = await discover(config);
    // what a gate without variants did when the key was set on one side only: one listing diffed against the other
    const crossed = diffServer(set.servers['sentry#with-llm-key']!, set.servers['sentry#no-llm-key']!);
    console.log(`one environment diffed against the other (what variants prevent): ${crossed.map((c) => `${c.rule} ${c.tool}`).join(', ')}`);

    // a later release (--next) adds `limit` to search_events: only the keyed variant changes, and nothing is paired
    const next = await discover(load('next.yml', `servers:${entry(['--next'])}`));
    const diff = diffSnapshots(lockfileToSnapshotSet(buildLockfile(set)), next);
    const found = diff.changes.map((c) => `${c.server} ${c.rule} ${c.tool} ${c.path}`);
    expect(found).toEqual(['sentry#with-llm-key param-added-optional search_events limit']);
    expect(diff.changes.some((c) => c.rule === 'tool-renamed' || c.rule === 'param-renamed')).toBe(false);

    // the keyed variant failing to list (say, the key was revoked) never turns its tools into the other's renames
    const oneSided: SnapshotSet = { servers: { ...next.servers, 'sentry#with-llm-key': { tools: [], error: { message: 'gone' }, variant: 'with-llm-key' } } };
    const failedDiff = diffSnapshots(lockfileToSnapshotSet(buildLockfile(set)), oneSided);
    expect(failedDiff.changes.filter((c) => c.server === 'sentry#no-llm-key')).toEqual([]);
    expect(failedDiff.changes.some((c) => c.rule === 'tool-renamed')).toBe(false);
  });

  test('an ignore entry naming the server covers each of its variants', async () => {
    const config = load(
      'ignore.yml',
      `servers:${entry()}policy:\n  ignore:\n    - { server: sentry, tool: search_events, rule: param-added-optional, reason: paging }\n    - { server: "sentry#with-llm-key", tool: search_issues, rule: "*", reason: by variant }\n`,
    );
    const set = await discover(config);
    const next = await discover(load('next.yml', `servers:${entry(['--next'])}`));
    const evaluation = evaluate(diffSnapshots(lockfileToSnapshotSet(buildLockfile(set)), next), config.policy, { today: '2026-01-01' });
    expect(evaluation.findings.map((f) => [f.server, f.rule, f.blocking, f.effects?.map((e) => e.kind)])).toEqual([['sentry#with-llm-key', 'param-added-optional', false, ['ignored']]]);
  });

  test('the proxy pins what production agents see: the variant named with --server', async () => {
    const config = write('proxy.yml', `servers:${entry()}`);
    const lock = join(dir, 'proxy.lock.json');
    writeFileSync(lock, serializeLockfile(buildLockfile(await discover(loadConfig(config, { env: {} })))));
    const cli = join(DIST, 'cli.js');
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [cli, 'proxy', '--config', config, '--lockfile', lock, '--server', 'sentry#with-llm-key'],
      stderr: 'pipe',
      cwd: dir,
    });
    const client = new Client({ name: 'agent', version: '1.0.0' });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(['find_organizations', 'search_events', 'search_issues']);
    } finally {
      await client.close();
    }
    // the entry's own id is not a server once it has variants: the proxy says which to pick
    const bare = spawnSync(process.execPath, [cli, 'proxy', '--config', config, '--lockfile', lock, '--server', 'sentry'], { encoding: 'utf8', cwd: dir, input: '' });
    expect(bare.status).not.toBe(0);
    expect(bare.stderr).toContain('listed under variants: pick the one production runs with --server (sentry#no-llm-key, sentry#with-llm-key)');
  });

  test('the client-config extension key takes variants too', () => {
    const file = write(
      '.mcp.json',
      JSON.stringify({
        mcpServers: {
          sentry: { command: process.execPath, args: [server], 'x-mcp-contract-gate': { variants: { 'no-llm-key': {}, 'with-llm-key': { env: { OPENAI_API_KEY: 'sk-test' } } } } },
        },
      }),
    );
    const config = loadConfig(file, { env: {} });
    expect(config.servers.map((s) => [s.id, s.env?.OPENAI_API_KEY])).toEqual([
      ['sentry#no-llm-key', undefined],
      ['sentry#with-llm-key', 'sk-test'],
    ]);
    // a config built for one variant (as the proxy builds it) holds that variant alone
    expect(loadConfig(file, { env: {}, only: 'sentry#with-llm-key' }).servers.map((s) => s.id)).toEqual(['sentry#with-llm-key']);
  });

  test('validation names the file, the key and the fix', () => {
    const base = `servers:\n  - id: sentry\n    command: node\n`;
    expect(problems('empty.yml', `${base}    variants: {}\n`)).toEqual(['servers[0].variants: servers[0].variants is empty; give a mapping of variant names to { env, args, headers }, or remove it']);
    expect(problems('name.yml', `${base}    variants:\n      "with key": {}\n`)).toEqual([
      expect.stringMatching(/^servers\[0\]\.variants.*: servers\[0\]\.variants has the key "with key", which must be a variant name made of letters, digits/),
    ]);
    expect(problems('key.yml', `${base}    variants:\n      a: { envs: { X: "1" } }\n`)).toEqual([
      expect.stringMatching(/^servers\[0\]\.variants\.a\.envs: servers\[0\]\.variants\.a\.envs is not a known key; did you mean "env"\?/),
    ]);
    expect(problems('remote.yml', `servers:\n  - id: r\n    url: https://mcp.example.com/mcp\n    variants:\n      a: { args: [x] }\n`)).toEqual([
      expect.stringMatching(/^servers\[0\]\.variants\.a\.args: .*only applies to servers started with command/),
    ]);
    expect(problems('var.yml', `${base}    variants:\n      keyed: { env: { OPENAI_API_KEY: "\${OPENAI_API_KEY}" } }\n`)).toEqual([
      expect.stringMatching(/^servers\[0\]\.variants\.keyed\.env\.OPENAI_API_KEY: .*OPENAI_API_KEY/),
    ]);
    const err = (() => {
      try {
        load('line.yml', `${base}    variants:\n      a: { envs: {} }\n`);
      } catch (e) {
        return e as ConfigError;
      }
      return undefined;
    })();
    expect(err?.message).toContain(join(dir, 'line.yml'));
    expect(err?.problems[0]?.line).toBe(5);
  });
});
