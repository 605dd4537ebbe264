import { discoverServer } from '../../src/discovery/index.js';
import { ROOT } from '../support/paths.js';
import { stdioServer } from './helpers.js';

/**
 * A `server/discover` answer that is not a 2026-07-28 DiscoverResult (`{}`, no `supportedVersions`, no
 * `capabilities`) is not taken for the 2026 era: in `auto` the server is read through `initialize` (its one tool is
 * listed), and asked for the 2026 era alone the read fails and says why. Never a snapshot of 0 tools without an error.
 * bogus-discover-server.mjs is an initialize-era server that answers server/discover with the given result.
 */
const env = { PATH: process.env.PATH };
const bogus = (result: unknown, protocol?: '2026-07-28') => stdioServer('bogus', 'bogus-discover-server.mjs', ['--discover', JSON.stringify(result)], protocol ? { protocol } : {});
const CASES: Array<[string, unknown]> = [
  ['{}', {}],
  ['capabilities without supportedVersions', { capabilities: { tools: {} } }],
  ['supportedVersions without capabilities', { supportedVersions: ['2026-07-28'] }],
  ['an empty supportedVersions', { supportedVersions: [], capabilities: {} }],
  ['a number for a version', { supportedVersions: [20260728], capabilities: {} }],
  ['null', null],
];

describe('a server/discover answer that is not a DiscoverResult', () => {
  test.each(CASES)('auto: %s is read through initialize, its tools listed', async (_name, result) => {
    const snapshot = await discoverServer(bogus(result), { rootDir: ROOT, killGraceMs: 300, env });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.name)).toEqual(['ping']);
  });

  test('the 2026 era alone: {} fails the read with the reason, and lists nothing', async () => {
    const snapshot = await discoverServer(bogus({}, '2026-07-28'), { rootDir: ROOT, killGraceMs: 300, env });
    expect(snapshot.error?.message).toMatch(/server\/discover answered with something that is not a 2026-07-28 DiscoverResult: `supportedVersions` is not a non-empty list of strings/);
    expect(snapshot.tools).toEqual([]);
  });
});
