#!/usr/bin/env node
// `npm test`: lint (ESLint, the Prettier check, `npm run generate -- --check`), the type check and jest (both
// tiers), started together rather than one after the other: the integration tier spends much of its time waiting on
// servers and git, and the checks, at the lowest priority, fill those gaps on a 2-core machine. Each check's output
// is printed when it ends; jest's streams as it runs. The exit code is non-zero when any of them failed, and the last
// line counts the tests (`N passed, N failed, N skipped`).
// Arguments go to jest (`npm test -- test/diff`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, 'bin', file);
const node = process.execPath;
// MCG_TEST_RESULTS=DIR keeps jest's JSON results there (jest-unit.json, jest-integration.json), e.g. for
// `node scripts/test-durations.mjs`; else they go to a scratch folder removed at the end.
const keep = process.env.MCG_TEST_RESULTS ? resolve(process.env.MCG_TEST_RESULTS) : undefined;
const scratch = keep ?? mkdtempSync(join(tmpdir(), 'mcg-test-'));
if (keep) mkdirSync(keep, { recursive: true });
const results = (tier) => join(scratch, `jest-${tier}.json`);

const checks = [
  { name: 'eslint', args: [bin('eslint', 'eslint.js'), '.'] },
  { name: 'prettier --check', args: [join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--check', '.'] },
  { name: 'tsc', args: [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.test.json'] },
  { name: 'generate --check', args: [join(ROOT, 'scripts', 'generate', 'index.mjs'), '--check'] },
];

/** The niceness of the checks (19: they run when no test wants the CPU); `nice` where there is one. */
const CHECK_NICENESS = 19;
const NICE = process.platform !== 'win32' && spawnSync('nice', ['-n', '0', 'true'], { stdio: 'ignore' }).status === 0;

function runBuffered({ name, args }) {
  return new Promise((done) => {
    // at the lowest priority (POSIX `nice`, which every thread of the check inherits): the checks take the CPU the
    // tests leave idle (the integration tier waits on servers, npm and git) instead of sharing it with the CPU-bound
    // unit tier, so on a 2-core machine they add little to the run
    const [command, argv] = NICE ? ['nice', ['-n', String(CHECK_NICENESS), node, ...args]] : [node, args];
    const child = spawn(command, argv, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (e) => done({ name, code: 1, out: `${out}${e.message}\n` }));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      process.stdout.write(`\n${ok ? '✓' : '✗'} ${name}${ok ? '' : ` failed (${signal ?? `exit ${code}`})`}\n${ok ? '' : out}`);
      done({ name, code: ok ? 0 : 1 });
    });
  });
}

// The two tiers run as two jest processes, one after the other (the unit tier first: it is quick and fails fast), so
// a worker never runs files of both: the unit tier's guard (test/support/unit-setup.mjs) patches Node's own
// child_process and net, which every file of a worker shares.
const TIERS = ['unit', 'integration'];
// The unit tier is CPU-bound: jest.config.js's default (two workers on two cores). The integration tier waits on
// servers, npm and git for about a quarter of its time: one worker more than there are cores fills those waits
// (measured on 2 cores, the same warm tree: 367 s on two workers, 309 s on three). MCG_JEST_WORKERS sets both.
const WORKERS = { unit: undefined, integration: availableParallelism() + 1 };
const runJest = (tier) =>
  new Promise((done) => {
    const workers = process.env.MCG_JEST_WORKERS ? undefined : WORKERS[tier];
    const args = [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      bin('jest', 'jest.js'),
      '--selectProjects',
      tier,
      ...(workers ? [`--maxWorkers=${workers}`] : []),
      '--passWithNoTests',
      '--json',
      `--outputFile=${results(tier)}`,
      ...process.argv.slice(2),
    ];
    const child = spawn(node, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => done({ name: `jest (${tier})`, code: 1 }));
    child.on('close', (code) => done({ name: `jest (${tier})`, code: code === 0 ? 0 : 1 }));
  });
const jest = (async () => {
  const out = [];
  for (const tier of TIERS) out.push(await runJest(tier));
  return out;
})();

const all = (await Promise.all([...checks.map(runBuffered), jest])).flat();
let counts;
try {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const tier of TIERS) {
    const r = JSON.parse(readFileSync(results(tier), 'utf8'));
    sum.passed += r.numPassedTests;
    sum.failed += r.numFailedTests;
    sum.skipped += r.numPendingTests + r.numTodoTests;
  }
  counts = `${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`;
} catch {
  counts = 'jest wrote no results';
}
if (!keep) rmSync(scratch, { recursive: true, force: true });
const failed = all.filter((r) => r.code !== 0).map((r) => r.name);
process.stdout.write(`\n${failed.length ? `failed: ${failed.join(', ')}` : 'lint, types and tests passed'}\n${counts}\n`);
process.exitCode = failed.length ? 1 : 0;
