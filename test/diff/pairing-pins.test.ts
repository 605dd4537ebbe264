import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { CORPUS, FIXTURES, HAVE_CORPUS, HAVE_SCENARIOS, ROOT, SCENARIOS, corpusSnapshots } from '../support/paths.js';

/**
 * Pins every rename decision (tool-renamed, param-renamed) on the corpus, the seed scenarios and an in-repo release
 * fixture, so a faster pairing cannot quietly pair differently. The pins were recorded with the all-pairs pairing;
 * `UPDATE_PINS=1` rewrites them (review the diff: every changed line is a changed decision).
 */
const PINS = join(ROOT, 'test', 'diff', 'pairing-pins.json');
type Pins = Record<string, string[]>;

function renames(before: string, after: string): string[] {
  const result = diffSnapshots(readSnapshotFile(before), readSnapshotFile(after));
  return result.changes
    .filter((c) => c.rule === 'tool-renamed' || c.rule === 'param-renamed')
    .map((c) => `${c.rule} ${c.server ?? ''} ${c.tool} ${c.path} ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`)
    .sort();
}

function fixturePins(): Pins {
  const dir = join(FIXTURES, 'pairing');
  return { 'fixture before→after': renames(join(dir, 'before.json'), join(dir, 'after.json')) };
}

/** Every ordered pair of versions of each corpus server (older file name first), both ways. */
function corpusPins(): Pins {
  const out: Pins = {};
  const byServer = new Map<string, Array<[string, string]>>();
  for (const [server, version, path] of corpusSnapshots()) byServer.set(server, [...(byServer.get(server) ?? []), [version, path]]);
  for (const [server, files] of byServer) for (const [va, pa] of files) for (const [vb, pb] of files) if (va !== vb) out[`corpus ${server} ${va}→${vb}`] = renames(pa, pb);
  return out;
}

/** Every ordered pair of versions of each real-server capture in the repository (__fixtures__/real-servers). */
function realServerPins(): Pins {
  const out: Pins = {};
  const dir = join(FIXTURES, 'real-servers');
  for (const server of readdirSync(dir)
    .filter((d) => !d.includes('.'))
    .sort()) {
    const versions = readdirSync(join(dir, server))
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const a of versions)
      for (const b of versions) if (a !== b) out[`real-servers ${server} ${a.replace(/\.json$/, '')}→${b.replace(/\.json$/, '')}`] = renames(join(dir, server, a), join(dir, server, b));
  }
  return out;
}

function scenarioPins(): Pins {
  const out: Pins = {};
  const files = readdirSync(SCENARIOS)
    .filter((f) => /^seed\d+_.*\.json$/.test(f) && !f.includes('_calls'))
    .sort();
  const bySeed = new Map<string, string[]>();
  for (const f of files) bySeed.set(f.split('_')[0] as string, [...(bySeed.get(f.split('_')[0] as string) ?? []), f]);
  for (const [, group] of bySeed) for (const a of group) for (const b of group) if (a !== b) out[`scenario ${a}→${b}`] = renames(join(SCENARIOS, a), join(SCENARIOS, b));
  return out;
}

describe('rename decisions are pinned', () => {
  const pins = (): Pins => JSON.parse(readFileSync(PINS, 'utf8')) as Pins;
  const only = (all: Pins, prefix: string): Pins => Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(prefix)));

  if (process.env.UPDATE_PINS === '1') {
    test('rewrite the pins', () => {
      const all = { ...fixturePins(), ...realServerPins(), ...(HAVE_CORPUS ? corpusPins() : only(pins(), 'corpus ')), ...(HAVE_SCENARIOS ? scenarioPins() : only(pins(), 'scenario ')) };
      const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      writeFileSync(PINS, `${JSON.stringify(sorted, null, 1)}\n`);
    });
    return;
  }

  test('in-repo release fixture: the same renames as pinned', () => {
    const got = fixturePins();
    expect(Object.values(got).flat().length).toBeGreaterThan(10);
    expect(got).toEqual(only(pins(), 'fixture '));
  });

  test('real-server captures: every version pair pairs as pinned (sentry 0.26.0 → 0.29.0: search_* and list_* stay apart)', () => {
    const got = realServerPins();
    expect(got['real-servers sentry__mcp-server 0.26.0→0.29.0']).toEqual([]);
    expect(got['real-servers playwright__mcp 0.0.20→0.0.30']).toContain('tool-renamed  browser_wait_for  "browser_wait" → "browser_wait_for"');
    expect(got).toEqual(only(pins(), 'real-servers '));
  });

  test('corpus: every version pair of every server pairs as pinned', () => {
    if (!HAVE_CORPUS) {
      console.log(`skipped: ${CORPUS} is absent, so the corpus pins cannot be checked`);
      return;
    }
    const got = corpusPins();
    expect(Object.values(got).flat().length).toBeGreaterThan(10);
    expect(got).toEqual(only(pins(), 'corpus '));
  });

  test('seed scenarios pair as pinned', () => {
    if (!HAVE_SCENARIOS) {
      console.log(`skipped: ${SCENARIOS} is absent, so the scenario pins cannot be checked`);
      return;
    }
    const got = scenarioPins();
    expect(Object.values(got).flat().length).toBeGreaterThan(0);
    expect(got).toEqual(only(pins(), 'scenario '));
  });
});
