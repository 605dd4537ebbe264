import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../support/paths.js';

/** The test order of a run with no timing cache of Jest's own (a fresh clone, CI): by the committed durations, longest first. */
const require = createRequire(import.meta.url);
const Sequencer = require('../support/sequencer.cjs') as new () => { sort(tests: unknown[]): Array<{ path: string }> };
const durations = require('../support/durations.json') as Record<string, number>;

test('without a cache, files run longest first by the committed durations; files not in the table run first', () => {
  const cacheDirectory = mkdtempSync(join(tmpdir(), 'mcg-seq-'));
  try {
    const context = { config: { cacheDirectory, id: 'seq' }, hasteFS: { getSize: () => 1 } };
    const known = Object.entries(durations).sort((a, b) => a[1] - b[1]);
    const [short, long] = [known[0]![0], known[known.length - 1]![0]];
    expect(durations[long]! > durations[short]!).toBe(true);
    const tests = [short, 'test/not-in-the-table.test.ts', long].map((p) => ({ path: join(ROOT, p), context }));
    expect(new Sequencer().sort(tests).map((t) => t.path)).toEqual([join(ROOT, 'test/not-in-the-table.test.ts'), join(ROOT, long), join(ROOT, short)]);
  } finally {
    rmSync(cacheDirectory, { recursive: true, force: true });
  }
});
