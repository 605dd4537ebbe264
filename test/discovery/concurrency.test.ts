import { discoverAll, type DiscoveryEvent } from '../../src/discovery/index.js';
import { ROOT } from '../support/paths.js';
import { maxOverlap, scenarioServer, stdioServer } from './helpers.js';

/** [start, end] of each server's discovery, from the events. */
function intervals(events: DiscoveryEvent[]): Array<[number, number]> {
  const starts = new Map<string, number>();
  const out: Array<[number, number]> = [];
  for (const e of events) {
    const key = `${e.ref ?? ''}/${e.server}`;
    if (e.type === 'start') starts.set(key, e.time);
    else out.push([starts.get(key)!, e.time]);
  }
  return out;
}

describe('discoverAll', () => {
  test('runs servers concurrently, never more than `concurrency` at once', async () => {
    const servers = ['a', 'b', 'c', 'd', 'e'].map((id) => scenarioServer(id, 'seed004-v1.json', {}, ['--delay-ms', '300']));
    const events: DiscoveryEvent[] = [];
    const set = await discoverAll(servers, { rootDir: ROOT, concurrency: 2, onEvent: (e) => events.push(e) });
    expect(Object.keys(set.servers)).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const snapshot of Object.values(set.servers)) expect(snapshot.tools.map((t) => t.name)).toEqual(['web_search']);
    const spans = intervals(events);
    expect(spans).toHaveLength(5);
    // Two at a time: both the bound and the parallelism show in the overlap of the intervals.
    expect(maxOverlap(spans)).toBe(2);
  });

  test('one failing server never stops the others', async () => {
    const servers = [
      stdioServer('crash', 'crash-server.mjs'),
      scenarioServer('ok1', 'seed000-t0.json'),
      stdioServer('hang', 'hang-server.mjs', [], { timeoutMs: 800, startTimeoutMs: 800 }),
      { ...scenarioServer('missing', 'seed000-t0.json'), command: 'mcp-contract-gate-no-such-command' },
      scenarioServer('ok2', 'seed001-v1.json'),
    ];
    const set = await discoverAll(servers, { rootDir: ROOT, concurrency: 5, killGraceMs: 200 });
    expect(set.servers.crash!.error!.exitCode).toBe(3);
    expect(set.servers.hang!.error!.timedOut).toBe(true);
    expect(set.servers.missing!.error!.message).toMatch(/^cannot start/);
    expect(set.servers.ok1!.error).toBeUndefined();
    expect(set.servers.ok1!.tools).toHaveLength(5);
    expect(set.servers.ok2!.tools.map((t) => t.name)).toEqual(['get_pods', 'exec_pod', 'list_namespaces']);
  });
});
