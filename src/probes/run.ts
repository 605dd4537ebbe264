import type { ServerConfig } from '../model/config.js';
import { openSession } from '../discovery/open-session.js';
import type { JsonObject } from '../util/json.js';
import { checkCall, checkSurface } from './check.js';
import type { ProbeCase, ProbeResult, ProbeRun } from '../model/probes.js';

/**
 * Run the cases against the servers of one checkout: one session per server, each case a real tools/call (or a
 * tools/list for role-surface cases). A server that cannot start makes its cases `error`, never a crash.
 */
export async function runProbes(cases: ProbeCase[], servers: ServerConfig[], options: { rootDir: string; env?: Record<string, string | undefined>; ref: string }): Promise<ProbeRun> {
  const results: ProbeResult[] = [];
  const byServer = new Map<string, ProbeCase[]>();
  for (const c of cases) {
    const id = c.server ?? (servers.length === 1 ? servers[0]!.id : '');
    if (!byServer.has(id)) byServer.set(id, []);
    byServer.get(id)!.push(c);
  }
  for (const [id, list] of byServer) {
    const server = servers.find((s) => s.id === id);
    if (!server) {
      for (const c of list) results.push({ id: c.id, server: id, status: 'error', reason: id ? `no server "${id}" in the config` : 'the config has several servers: name one with "server"' });
      continue;
    }
    let session;
    try {
      session = await openSession(server, options);
    } catch (err) {
      for (const c of list) results.push({ id: c.id, server: id, status: 'error', reason: `the server could not be started: ${(err as Error).message}` });
      continue;
    }
    try {
      for (const c of list) {
        try {
          if (c.forbiddenTools) {
            const listed = (await session.list('tools/list', 'tools')) as Array<{ name?: string }>;
            const surface = checkSurface(
              c,
              id,
              listed.map((t) => String(t?.name)),
            );
            if (surface.status === 'fail' || !c.tool) {
              results.push(surface);
              continue;
            }
          }
          if (c.tool) {
            const result = await session.callTool(c.tool, (c.arguments ?? {}) as JsonObject);
            results.push(checkCall(c, id, result));
          }
        } catch (err) {
          results.push({ id: c.id, server: id, status: 'error', reason: (err as Error).message });
        }
      }
    } finally {
      await session.close();
    }
  }
  const order = new Map(cases.map((c, i) => [c.id, i]));
  results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { ref: options.ref, results, passed: results.filter((r) => r.status === 'pass').length, total: results.length };
}
