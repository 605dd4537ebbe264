import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { runProbes } from '../../src/probes/run.js';
import { V2_KINDS, v2Server, scenarioServer, type V2Kind } from '../discovery/helpers.js';
import type { ServerConfig } from '../../src/model/config.js';
import { cli } from '../support/cli.js';
import { FIXTURES } from '../support/paths.js';

jest.setTimeout(30_000);

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-eras-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The config file for one server (command or url), with an optional `protocol`. */
function gateYml(server: ServerConfig, protocol?: string): string {
  const where = server.transport === 'stdio' ? `    command: ${JSON.stringify(server.command)}\n    args: ${JSON.stringify(server.args)}\n` : `    url: ${JSON.stringify(server.url)}\n`;
  return `servers:\n  - id: ${server.id}\n${where}${protocol ? `    protocol: ${protocol}\n` : ''}`;
}

const search = { id: 'search-hits', tool: 'search', arguments: { query: 'x' }, expect: [{ schema: { type: 'object', required: ['hits'] } }] };

describe.each(V2_KINDS)('a v2 server ($name): snapshot, pin, check, probe', (kind: V2Kind) => {
  test('through the CLI and the probes', async () => {
    const { server, stop } = await v2Server(kind, 'v2');
    try {
      writeFileSync(join(dir, 'gate.yml'), gateYml(server));
      const snap = await cli(dir, 'snapshot', '--config', 'gate.yml', '--out', 'snap.json');
      expect(snap.code).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8')).servers.v2).toMatchObject({ era: 'discover', protocolVersion: '2026-07-28' });
      expect((await cli(dir, 'pin', '--config', 'gate.yml', '--by', 'alice', '--reason', 'first pin')).code).toBe(0);
      const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
      expect(lock.servers.v2!.era).toBe('discover');
      expect(Object.keys(lock.servers.v2!.tools).sort()).toEqual(['echo', 'enable_extra', 'search']);
      expect((await cli(dir, 'check', '--config', 'gate.yml')).code).toBe(0);
      const probes = await runProbes([search], [server], { rootDir: dir, env: {}, ref: 'head' });
      expect(probes.results).toEqual([expect.objectContaining({ id: 'search-hits', status: 'pass' })]);
    } finally {
      await stop();
    }
  });
});

describe('moving between eras', () => {
  test.each(V2_KINDS.filter((k) => k.legacy === 'serve'))('($name) pinned in 2025, checked in 2026: no change; a real change across the move is reported', async (kind) => {
    const { server, stop } = await v2Server(kind, 'v2');
    const changed = await v2Server(kind, 'v2', {}, ['--variant', 'changed']);
    try {
      writeFileSync(join(dir, 'old.yml'), gateYml(server, '2025-11-25'));
      expect((await cli(dir, 'pin', '--config', 'old.yml')).code).toBe(0);
      expect(parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock').servers.v2!.era).toBeUndefined();
      writeFileSync(join(dir, 'new.yml'), gateYml(server, '2026-07-28'));
      const same = await cli(dir, 'check', '--config', 'new.yml', '--format', 'json');
      expect(same.code).toBe(0);
      expect(JSON.parse(same.stdout).changes).toEqual([]);
      writeFileSync(join(dir, 'moved.yml'), gateYml(changed.server, '2026-07-28'));
      const moved = await cli(dir, 'check', '--config', 'moved.yml', '--format', 'json');
      expect(moved.code).toBe(1);
      // (the changed server is started another way, `--variant changed` or another URL: its launch changed too)
      expect(JSON.parse(moved.stdout).changes.map((c: { rule: string }) => c.rule)).toEqual(['param-became-required', 'server-launch-changed']);
    } finally {
      await stop();
      await changed.stop();
    }
  });

  test('execution stated in 2025 and absent in 2026 is no change; stated differently in 2026 it is', async () => {
    const { diffServer } = await import('../../src/diff/engine.js');
    const tool = { name: 't', inputSchema: { type: 'object' } };
    const before = { tools: [{ ...tool, execution: { taskSupport: 'optional' } }] };
    expect(diffServer(before, { tools: [tool], era: 'discover' })).toEqual([]);
    expect(diffServer({ tools: [tool], era: 'discover' }, before)).toEqual([]);
    expect(diffServer(before, { tools: [tool] }).map((c) => c.rule)).toEqual(['execution-changed']);
    expect(diffServer(before, { tools: [{ ...tool, execution: { taskSupport: 'required' } }], era: 'discover' }).map((c) => c.rule)).toEqual(['execution-changed']);
  });
});

describe('a v1 server: snapshot, pin, check, probe', () => {
  test('read through the initialize fallback', async () => {
    const server = scenarioServer('reviews', 'seed003-baseline.json');
    writeFileSync(join(dir, 'gate.yml'), gateYml(server));
    expect((await cli(dir, 'snapshot', '--config', 'gate.yml', '--out', 'snap.json')).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'snap.json'), 'utf8')).servers.reviews.era).toBeUndefined();
    expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
    expect((await cli(dir, 'check', '--config', 'gate.yml')).code).toBe(0);
    const probes = await runProbes([{ id: 'status', tool: 'Status.Get', arguments: { serviceName: 'checkout' }, expect: [{ contains: 'operational' }] }], [server], {
      rootDir: FIXTURES,
      env: {},
      ref: 'head',
    });
    expect(probes.results[0]).toMatchObject({ status: 'pass' });
  });
});
