import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { DEFAULT_SERVER_ID } from '../../src/contract/types.js';
import { discoverServer } from '../../src/discovery/index.js';
import { diffServer } from '../../src/diff/engine.js';
import { ROOT } from '../support/paths.js';
import { PROFILES, scenarioServer, stdioServer } from './helpers.js';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('discoverServer over stdio (real SDK servers as child processes)', () => {
  test("records tools raw, plus serverInfo, protocolVersion, the server's capabilities and what the client declared", async () => {
    const snapshot = await discoverServer(scenarioServer('reviews', 'seed000-t0.json', {}, ['--version', '2.4.0']), { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(read(join(PROFILES, 'seed000-t0.json')).tools);
    expect(snapshot.serverInfo).toEqual({ name: 'scenario-server', version: '2.4.0' });
    expect(snapshot.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.capabilities).toEqual({ tools: {} });
    expect(snapshot.clientCapabilities).toEqual({});
    expect(snapshot.prompts).toBeUndefined();
    expect(snapshot.resourceTemplates).toBeUndefined();
  });

  test('prompts and resource templates are listed when advertised, every page of each, unknown fields kept', async () => {
    const profile = read(join(PROFILES, 'prompts-server.json'));
    const snapshot = await discoverServer(stdioServer('p', 'prompts-server.mjs', ['--page-size', '1']), { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(profile.tools);
    expect(snapshot.tools[0]).toMatchObject({ 'x-vendor': { tier: 'gold' }, _meta: { 'example.com/rev': 7 } });
    expect(snapshot.prompts).toEqual(profile.prompts);
    expect(snapshot.resourceTemplates).toEqual(profile.resourceTemplates);
    expect(snapshot.serverInfo).toEqual({ name: 'prompts-server', version: '3.2.1', 'x-build': 'abc123' });
    expect(snapshot.capabilities).toEqual({ tools: {}, prompts: {}, resources: {} });
  });

  test('5000 tools over 50 pages of 100', async () => {
    const snapshot = await discoverServer(stdioServer('many', 'many-tools-server.mjs', ['--count', '5000', '--page-size', '100']), { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toHaveLength(5000);
    expect(new Set(snapshot.tools.map((t) => t.name)).size).toBe(5000);
    expect(snapshot.tools[4999]!.name).toBe('tool_04999');
  });

  test('client capabilities are declared in initialize: a server may list more tools to a client that can sample', async () => {
    const plain = await discoverServer(stdioServer('caps', 'caps-server.mjs'), { rootDir: ROOT });
    const sampling = await discoverServer(stdioServer('caps', 'caps-server.mjs', [], { clientCapabilities: { sampling: {} } }), { rootDir: ROOT });
    expect(plain.tools.map((t) => t.name)).toEqual(['echo']);
    expect(sampling.tools.map((t) => t.name)).toEqual(['echo', 'summarize_with_llm']);
    expect(sampling.clientCapabilities).toEqual({ sampling: {} });
  });

  test('malformed tools are kept exactly as sent (no throw); the diff downstream names the problem and keeps the rest', async () => {
    const snapshot = await discoverServer(stdioServer('bad', 'invalid-schema-server.mjs'), { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(read(join(PROFILES, 'invalid-schema.json')).tools);
    const parsed = parseSnapshot(snapshot, 'bad.json').servers[DEFAULT_SERVER_ID]!;
    const changes = diffServer({ tools: [] }, parsed);
    const invalid = changes.filter((c) => c.rule === 'tool-invalid');
    expect(invalid.map((c) => c.message)).toContainEqual(expect.stringContaining('"inputSchema" must be a JSON object'));
    expect(invalid.every((c) => c.severity === 'breaking')).toBe(true);
    expect(changes.length).toBeGreaterThan(invalid.length);
  });

  test('cwd and ${workspaceFolder} resolve in the checkout', async () => {
    const server = stdioServer('ws', 'scenario-server.mjs', ['--profile', '${workspaceFolder}/__fixtures__/servers/profiles/seed004-v1.json'], { cwd: '__fixtures__' });
    const snapshot = await discoverServer(server, { rootDir: ROOT });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.name)).toEqual(['web_search']);
    const relative = await discoverServer(stdioServer('rel', 'scenario-server.mjs', ['--profile', 'servers/profiles/seed004-v1.json'], { cwd: '__fixtures__' }), { rootDir: ROOT });
    expect(relative.tools.map((t) => t.name)).toEqual(['web_search']);
  });
});
