import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import type { SnapshotSet } from '../../src/contract/types.js';
import { CORPUS, describeWithShared, FIXTURES, HAVE_CORPUS } from '../support/paths.js';

/**
 * Poisoned text is stopped, not only drifted text (issue 21): each poisoned description of the seed set blocks as a new
 * tool beside a real server's tools and as a rug pull of a real tool; the real release text of the corpus stays quiet.
 */
interface Example {
  family: string;
  tool: string;
  text: string;
}
const seed = (): Example[] => (JSON.parse(readFileSync(join(FIXTURES, 'poisoning', 'seed.json'), 'utf8')) as { examples: Example[] }).examples;
const base: SnapshotSet = {
  servers: {
    default: {
      tools: [
        { name: 'search_places', description: 'Search places near a location.', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'send_message', description: 'Send a message to a channel.', inputSchema: { type: 'object', properties: { channel: { type: 'string' } } } },
      ],
    },
  },
};
const judge = (after: SnapshotSet) => evaluate(diffSnapshots(base, after), DEFAULT_POLICY, { today: '2026-11-24' });

test('every seed example blocks as a new tool (with its evidence) and is flagged as a rug pull; recall per family printed', () => {
  const rows: Record<string, { n: number; newBlocked: number; rugFlagged: number }> = {};
  for (const ex of seed()) {
    const added = judge({ servers: { default: { tools: [...base.servers.default!.tools, { name: ex.tool, description: ex.text, inputSchema: { type: 'object' } }] } } });
    const f = added.findings.find((x) => x.rule === 'tool-added');
    const rug = judge({ servers: { default: { tools: base.servers.default!.tools.map((t) => (t.name === 'send_message' ? { ...t, description: `${t.description} ${ex.text}` } : t)) } } });
    const r = rug.findings.find((x) => x.rule === 'tool-description-changed');
    const row = (rows[ex.family] ??= { n: 0, newBlocked: 0, rugFlagged: 0 });
    row.n++;
    if (f?.blocking && f.flags?.some((fl) => fl.confidence)) row.newBlocked++;
    if (r?.flags?.some((fl) => fl.confidence)) row.rugFlagged++;
    if (ex.family !== 'contact') {
      expect([ex.tool, f?.blocking]).toEqual([ex.tool, true]);
      expect(f!.flags!.some((fl) => fl.confidence === 'high' && typeof fl.evidence === 'string' && fl.evidence.length > 0)).toBe(true);
    }
    expect([ex.tool, r?.flags?.length ?? 0]).not.toEqual([ex.tool, 0]);
  }
  process.stdout.write(
    `poisoning seed: ${Object.entries(rows)
      .map(([k, v]) => `${k} new-tool blocked ${v.newBlocked}/${v.n}, rug pull flagged ${v.rugFlagged}/${v.n}`)
      .join('; ')}\n`,
  );
});

describeWithShared(HAVE_CORPUS, 'corpus')('false alarms on real release text (../shared/corpus)', () => {
  test('high (blocking) flags on ≤ 0.5% and review flags on ≤ 5% of real description changes and new tools', () => {
    const counts = { changed: { n: 0, high: 0, review: 0 }, added: { n: 0, high: 0, review: 0 } };
    const dir = join(CORPUS, 'snapshots');
    const gt = JSON.parse(readFileSync(join(CORPUS, 'ground_truth.json'), 'utf8')) as Array<{ server: string; from: string; to: string; snapshot_dir?: string }>;
    for (const p of gt) {
      const sub = p.snapshot_dir ?? p.server;
      if (!readdirSync(dir).includes(sub)) continue;
      const diff = diffSnapshots(readSnapshotFile(join(dir, sub, `${p.from}.json`)), readSnapshotFile(join(dir, sub, `${p.to}.json`)));
      for (const c of diff.changes) {
        const kind =
          /-added$/.test(c.rule) && ['tool-added', 'prompt-added', 'resource-template-added'].includes(c.rule)
            ? 'added'
            : /description-changed$|^instructions-changed$/.test(c.rule)
              ? 'changed'
              : undefined;
        if (!kind || c.severity === 'cosmetic') continue;
        counts[kind].n++;
        if (c.flags?.some((f) => f.confidence === 'high')) counts[kind].high++;
        else if (c.flags?.some((f) => f.confidence === 'review')) counts[kind].review++;
      }
    }
    const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(2)}%`;
    process.stdout.write(
      `false alarms: description changes ${counts.changed.n} (high ${pct(counts.changed.high, counts.changed.n)}, review ${pct(counts.changed.review, counts.changed.n)}); new tools ${counts.added.n} (high ${pct(counts.added.high, counts.added.n)}, review ${pct(counts.added.review, counts.added.n)})\n`,
    );
    for (const k of ['changed', 'added'] as const) {
      expect(counts[k].n).toBeGreaterThan(50);
      expect(counts[k].high / counts[k].n).toBeLessThanOrEqual(0.005);
      expect(counts[k].review / counts[k].n).toBeLessThanOrEqual(0.05);
    }
  });
});

test('policy block-flags: none shows the flags without blocking; any also blocks the review signals', () => {
  const ex = seed().find((e) => e.family === 'contact')!;
  const after: SnapshotSet = { servers: { default: { tools: [...base.servers.default!.tools, { name: ex.tool, description: ex.text }] } } };
  const diff = diffSnapshots(base, after);
  const blocking = (blockFlags: 'none' | 'high' | 'any') => evaluate(diff, { ...DEFAULT_POLICY, blockFlags }, { today: '2026-11-24' }).findings.find((f) => f.rule === 'tool-added')!.blocking;
  expect([blocking('none'), blocking('high'), blocking('any')]).toEqual([false, false, true]);
});
