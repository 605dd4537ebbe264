#!/usr/bin/env node
// Writes test/support/durations.json, the per-file durations the test sequencer (test/support/sequencer.cjs) orders a
// run by when Jest has no timing cache of its own (a fresh clone, CI), from the JSON results of a jest run:
//   node scripts/test-durations.mjs RESULTS.json [RESULTS.json …]
// (`npm test` writes them to its scratch folder; or `jest --json --outputFile=F`). Durations are rounded to the
// second, so a refresh changes only what moved; files of both tiers may be given.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'test', 'support', 'durations.json');
const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: node scripts/test-durations.mjs RESULTS.json [RESULTS.json …]\n');
  process.exit(2);
}
const table = {};
for (const file of files) {
  for (const r of JSON.parse(readFileSync(file, 'utf8')).testResults) {
    const path = relative(ROOT, r.name).split('\\').join('/');
    if (path.startsWith('..')) continue; // a run of another checkout
    table[path] = Math.max(1000, Math.round((r.endTime - r.startTime) / 1000) * 1000);
  }
}
const sorted = Object.fromEntries(
  Object.keys(table)
    .sort()
    .map((k) => [k, table[k]]),
);
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
process.stdout.write(`wrote ${Object.keys(sorted).length} durations to ${relative(ROOT, OUT)}\n`);
