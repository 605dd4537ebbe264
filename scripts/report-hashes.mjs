#!/usr/bin/env node
// Hashes of every report the CLI `diff` writes for every ordered pair of versions of each server in a corpus, in every
// format: the equivalence check for refactors ("reports unchanged"). Run it before and after a change and compare:
//   node scripts/report-hashes.mjs ../shared/corpus > before.txt   (… after.txt; then diff before.txt after.txt)
// A corpus folder holds <set>/<server>/<version>.json snapshots (snapshots, snapshots-variants/<variant>, …); pairs
// are taken within one server folder. Uses dist/cli.js, so run `npm run bundle` first.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const roots = process.argv.slice(2);
if (!roots.length) {
  console.error('usage: node scripts/report-hashes.mjs CORPUS_DIR [MORE_DIRS…]');
  process.exit(2);
}
const cli = resolve('dist/cli.js');
const FORMATS = ['json', 'text', 'markdown', 'sarif', 'junit'];

/** Every folder holding two or more version files (`*.json`), found below `dir`. */
function serverFolders(dir, out = []) {
  const entries = readdirSync(dir).sort();
  const files = entries.filter((e) => e.endsWith('.json') && statSync(join(dir, e)).isFile());
  if (files.length >= 2 && !files.includes('ground_truth.json')) out.push([dir, files]);
  for (const e of entries) if (statSync(join(dir, e)).isDirectory()) serverFolders(join(dir, e), out);
  return out;
}

const jobs = [];
for (const root of roots)
  for (const [dir, files] of serverFolders(resolve(root)))
    for (const a of files)
      for (const b of files) if (a !== b) for (const format of FORMATS) jobs.push({ label: `${relative(resolve(root), dir)}/${a}..${b}`, a: join(dir, a), b: join(dir, b), format });

const results = new Array(jobs.length);
let next = 0;
async function worker() {
  while (next < jobs.length) {
    const i = next++;
    const j = jobs[i];
    let out;
    let code = 0;
    try {
      out = (await run(process.execPath, [cli, 'diff', j.a, j.b, '--format', j.format], { maxBuffer: 1 << 28, env: { ...process.env, NO_COLOR: '1' } })).stdout;
    } catch (e) {
      out = e.stdout ?? '';
      code = e.code ?? -1;
    }
    results[i] = `${createHash('sha256').update(out).digest('hex').slice(0, 16)} ${code} ${j.format} ${j.label}`;
  }
}
await Promise.all(Array.from({ length: Number(process.env.JOBS ?? 2) }, worker));
process.stdout.write(results.join('\n') + '\n');
console.error(`${jobs.length} reports (${jobs.length / FORMATS.length} diffs × ${FORMATS.length} formats)`);
