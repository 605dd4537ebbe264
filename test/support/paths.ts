import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = join(ROOT, '__fixtures__');
/**
 * The bundle the end-to-end tests run: built from this run's sources by the Jest global setup (test/support/
 * global-setup.mjs), so a source edit is tested without \`npm run bundle\`; the committed dist/ is checked against it.
 */
export const DIST = process.env.MCP_CONTRACT_GATE_TEST_DIST ?? join(ROOT, 'dist');
/** `../shared/` beside the project root: the scenarios and the corpus (read in place, never copied). */
export const SHARED = resolve(ROOT, '..', 'shared');
export const SCENARIOS = join(SHARED, 'scenarios');
export const CORPUS = join(SHARED, 'corpus');
export const HAVE_CORPUS = existsSync(join(CORPUS, 'ground_truth.json'));
export const HAVE_SCENARIOS = existsSync(join(SCENARIOS, 'seed000_t0.json'));

/**
 * `describe` when a `../shared` folder is present, else `describe.skip` with the reason printed once: a clone of the
 * project alone passes, and CI (where `../shared` sits beside the checkout) still runs these suites.
 */
export function describeWithShared(have: boolean, what: 'corpus' | 'scenarios'): jest.Describe {
  if (!have) process.stdout.write(`skipped: ../shared/${what} is absent beside the project (${join(SHARED, what)}); these suites run where it is present, as in CI\n`);
  return have ? describe : describe.skip;
}

/** Rows for `test.each` over the corpus, with one placeholder row when it is absent (an empty table is an error in Jest). */
export function corpusRows(): Array<[string, string, string]> {
  const rows = corpusSnapshots();
  return rows.length ? rows : [['(no corpus)', '-', '-']];
}

/** Every corpus snapshot file, sorted, as [server dir, version, path]. */
export function corpusSnapshots(): Array<[string, string, string]> {
  if (!HAVE_CORPUS) return [];
  const out: Array<[string, string, string]> = [];
  const base = join(CORPUS, 'snapshots');
  for (const server of readdirSync(base).sort()) for (const file of readdirSync(join(base, server)).sort()) out.push([server, file.replace(/\.json$/, ''), join(base, server, file)]);
  return out;
}
