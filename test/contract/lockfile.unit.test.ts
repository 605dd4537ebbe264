import { join } from 'node:path';
import { buildLockfile, lockfileToSnapshotSet, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { corpusSnapshots, describeWithShared, HAVE_SCENARIOS, SCENARIOS } from '../support/paths.js';
import type { SnapshotSet } from '../../src/contract/types.js';

const FILE = 'mcp-contracts.lock.json';

describeWithShared(HAVE_SCENARIOS, 'scenarios')('lockfile', () => {
  // read in beforeAll, not at collection: a skipped suite must not touch ../shared
  let t0!: SnapshotSet;
  let t1!: SnapshotSet;
  beforeAll(() => {
    t0 = readSnapshotFile(join(SCENARIOS, 'seed000_t0.json'));
    t1 = readSnapshotFile(join(SCENARIOS, 'seed000_t1.json'));
  });

  test('is deterministic: sorted keys, 2-space indent, trailing newline', () => {
    const text = serializeLockfile(buildLockfile(t0));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "lockfileVersion": 1,\n');
    expect(text.indexOf('"create_export"')).toBeLessThan(text.indexOf('"get_page"'));
    expect(JSON.parse(text).servers.default.tools.get_profile.hash).toMatch(/^[0-9a-f]{64}$/);
    const shuffled = { servers: { default: { tools: [...t0.servers.default!.tools].reverse() } } };
    expect(serializeLockfile(buildLockfile(shuffled))).toBe(text);
  });

  test('round-trips byte for byte', () => {
    const text = serializeLockfile(buildLockfile(t0, undefined, { approval: { by: 'octocat', at: '2026-11-21T10:00:00Z', pullRequest: 7 } }));
    expect(serializeLockfile(parseLockfile(text, FILE))).toBe(text);
  });

  test('every corpus snapshot round-trips', () => {
    for (const [, , file] of corpusSnapshots()) {
      const text = serializeLockfile(buildLockfile(readSnapshotFile(file)));
      expect(serializeLockfile(parseLockfile(text, FILE))).toBe(text);
    }
  });

  test('re-pinning keeps approvals of unchanged contracts and records the new approval on changed ones', () => {
    const first = buildLockfile(t0, undefined, { approval: { by: 'alice', pullRequest: 1 } });
    const second = buildLockfile(t1, first, { approval: { by: 'bob', pullRequest: 2 } });
    expect(second.servers.default!.tools.get_profile!.approval).toEqual({ by: 'alice', pullRequest: 1 });
    expect(second.servers.default!.tools.search_reviews!.approval).toEqual({ by: 'bob', pullRequest: 2 });
  });

  test('a server that failed discovery keeps its previous entries', () => {
    const first = buildLockfile(t0);
    const second = buildLockfile({ servers: { default: { tools: [], error: { message: 'crashed' } } } }, first);
    expect(second.servers.default).toEqual(first.servers.default);
  });

  test('the pinned contracts diff like the live tools they came from', () => {
    const pinned = lockfileToSnapshotSet(parseLockfile(serializeLockfile(buildLockfile(t0)), FILE));
    expect(diffSnapshots(pinned, t0).changes).toEqual([]);
    expect(diffSnapshots(pinned, t1).changes.map((c) => c.rule)).toEqual(diffSnapshots(t0, t1).changes.map((c) => c.rule));
  });

  test('hand-broken files are reported clearly', () => {
    const good = serializeLockfile(buildLockfile(t0));
    const edited = good.replace('"Fetch a user profile by id."', '"Fetch a user profile by id (edited)."');
    expect(() => parseLockfile(edited, FILE)).toThrow(/servers\.default\.tools\.get_profile: the contract does not match its hash .* edited by hand; regenerate it with `npx mcp-contract-gate pin`/);
    expect(() => parseLockfile(good.replace('"lockfileVersion": 1', '"lockfileVersion": 9'), FILE)).toThrow(/written by a newer mcp-contract-gate/);
    expect(() => parseLockfile(good.replace('"lockfileVersion": 1', '"lockfileVersion": "1"'), FILE)).toThrow(/"lockfileVersion" must be 1/);
    expect(() => parseLockfile(good.slice(0, 100), FILE)).toThrow(/mcp-contracts\.lock\.json: not valid JSON/);
    expect(() => parseLockfile('[]', FILE)).toThrow(/a lockfile is a JSON object/);
  });
});

test('an integrity that could not be read keeps the one pinned for the same exact version', () => {
  const set = (pkg: Record<string, string>) => ({ servers: { s: { tools: [], package: { manager: 'npx', name: 'x', ...pkg } } } });
  const pinned = buildLockfile(set({ version: '1.0.0', integrity: 'sha512-a' }));
  const offline = { version: '1.0.0', integrity: 'unknown', reason: 'npm view timed out after 20 s' };
  expect(buildLockfile(set(offline), pinned).servers.s!.package).toEqual({ manager: 'npx', name: 'x', version: '1.0.0', integrity: 'sha512-a' });
  // another version, or nothing pinned before: what was found is recorded
  expect(buildLockfile(set({ ...offline, version: '1.0.1' }), pinned).servers.s!.package).toEqual({ manager: 'npx', name: 'x', ...offline, version: '1.0.1' });
  expect(buildLockfile(set(offline)).servers.s!.package).toEqual({ manager: 'npx', name: 'x', ...offline });
  // a known integrity always replaces the pinned one (server-package-changed reports the difference)
  expect(buildLockfile(set({ version: '1.0.0', integrity: 'sha512-b' }), pinned).servers.s!.package!.integrity).toBe('sha512-b');
});
