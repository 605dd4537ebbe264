import { jest } from '@jest/globals';
import { discoverServer } from '../../src/discovery/index.js';
import { openSession } from '../../src/discovery/open-session.js';
import { ROOT } from '../support/paths.js';
import { scenarioServer, startHttpServer, remoteServer, V2_KINDS, v2Server } from './helpers.js';

const opts = { rootDir: ROOT, killGraceMs: 300 };

jest.setTimeout(20_000);

describe('both protocol eras', () => {
  test.each(V2_KINDS)('a v2 server ($name) is read in the 2026 era by default', async (kind) => {
    const { server, stop } = await v2Server(kind, 'v2');
    try {
      const snapshot = await discoverServer(server, opts);
      expect(snapshot.error).toBeUndefined();
      expect(snapshot.era).toBe('discover');
      expect(snapshot.protocolVersion).toBe('2026-07-28');
      expect(snapshot.serverInfo).toEqual({ name: 'v2-fixture', version: '2.4.0' });
      expect(snapshot.capabilities).toEqual({ tools: { listChanged: true } });
      expect(snapshot.tools.map((t) => t.name)).toEqual(['search', 'echo', 'enable_extra']);
    } finally {
      await stop();
    }
  });

  test.each(V2_KINDS.filter((k) => k.legacy === 'serve'))('a dual-era v2 server ($name) lists the same tools in both eras', async (kind) => {
    const { server, stop } = await v2Server(kind, 'v2');
    try {
      const modern = await discoverServer({ ...server, protocol: '2026-07-28' }, opts);
      const legacy = await discoverServer({ ...server, protocol: '2025-11-25' }, opts);
      expect(legacy.error).toBeUndefined();
      expect(legacy.era).toBeUndefined();
      expect(legacy.protocolVersion).toBe('2025-11-25');
      expect(legacy.serverInfo).toEqual(modern.serverInfo);
      expect(legacy.tools).toEqual(modern.tools);
    } finally {
      await stop();
    }
  });

  test.each(V2_KINDS.filter((k) => k.legacy === 'reject'))('pinning 2025-11-25 on a 2026-only server ($name) says what it supports', async (kind) => {
    const { server, stop } = await v2Server(kind, 'v2');
    try {
      const snapshot = await discoverServer({ ...server, protocol: '2025-11-25' }, opts);
      expect(snapshot.tools).toEqual([]);
      expect(snapshot.error!.message).toContain('the server does not speak MCP 2025-11-25 (it supports 2026-07-28');
      expect(snapshot.error!.message).not.toMatch(/SSE/);
    } finally {
      await stop();
    }
  });

  test('a v1 server over stdio: auto falls back to initialize; pinning 2026-07-28 quotes the refusal', async () => {
    const server = scenarioServer('v1', 'seed000-t0.json');
    const auto = await discoverServer(server, opts);
    expect(auto.error).toBeUndefined();
    expect(auto.era).toBeUndefined();
    expect(auto.protocolVersion).toBe('2025-11-25');
    expect(auto.tools.length).toBeGreaterThan(0);
    const pinned = await discoverServer({ ...server, protocol: '2026-07-28' }, opts);
    expect(pinned.tools).toEqual([]);
    expect(pinned.error!.message).toMatch(/^server\/discover failed: MCP error -32601: Method not found/);
  });

  test('a v1 Streamable HTTP server: auto falls back to initialize', async () => {
    const http = await startHttpServer(['--profile', `${ROOT}/__fixtures__/servers/profiles/seed000-t0.json`]);
    try {
      const snapshot = await discoverServer(remoteServer('v1', http.url), opts);
      expect(snapshot.error).toBeUndefined();
      expect(snapshot.protocolVersion).toBe('2025-11-25');
      expect(snapshot.tools.length).toBeGreaterThan(0);
    } finally {
      await http.stop();
    }
  });

  test.each(V2_KINDS)('a session ($name): tools/call and list-changed in the 2026 era', async (kind) => {
    const { server, stop } = await v2Server(kind, 'v2');
    try {
      const session = await openSession(server, opts);
      try {
        expect(session.era).toBe('discover');
        expect(session.serverInfo).toEqual({ name: 'v2-fixture', version: '2.4.0' });
        const result = await session.callTool('echo', { text: 'hi' });
        expect(result.content).toEqual([{ type: 'text', text: 'hi' }]);
        let changed!: (kind: string) => void;
        const notified = new Promise<string>((resolve) => (changed = resolve));
        // Resolves once the server acknowledged the subscription, so the change below cannot be missed.
        const stop = await session.onListChanged(changed, ['tools']);
        await session.callTool('enable_extra', {});
        expect(await notified).toBe('tools');
        stop();
        const names = ((await session.list('tools/list', 'tools')) as Array<{ name: string }>).map((t) => t.name);
        expect(names).toContain('extra');
      } finally {
        await session.close();
      }
    } finally {
      await stop();
    }
  });
});
