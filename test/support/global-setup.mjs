// Jest global setup: the end-to-end tests (the action, the packed CLI, the proxy) run the bundle built from the
// sources of this run, not the committed dist/ (which may be stale after a source edit; test/dist.test.ts checks that
// dist/ equals this build). The build is cached by a hash of everything that goes into it, so a second run of an
// unchanged tree (or one test file at a time) pays nothing; a changed source builds once (about 25 s).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INPUTS = ['src', 'scripts/bundle.mjs', 'package-lock.json', 'tsconfig.json'];

function hashTree() {
  const h = createHash('sha256');
  const walk = (p) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p).sort()) walk(join(p, name));
    else h.update(relative(ROOT, p)).update('\0').update(readFileSync(p)).update('\0');
  };
  for (const input of INPUTS) if (existsSync(join(ROOT, input))) walk(join(ROOT, input));
  return h.digest('hex').slice(0, 16);
}

export default function globalSetup() {
  if (process.env.MCP_CONTRACT_GATE_TEST_DIST) return; // given by the caller (e.g. a prebuilt bundle)
  const out = join(tmpdir(), `mcg-test-dist-${hashTree()}`);
  if (!existsSync(join(out, 'cli.js'))) {
    const building = `${out}.${process.pid}`;
    process.stdout.write(`building the bundle the end-to-end tests run into ${out} (cached by source hash)\n`);
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), building], { cwd: ROOT, stdio: 'inherit' });
    try {
      renameSync(building, out);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run finished the same build first
    }
  }
  process.env.MCP_CONTRACT_GATE_TEST_DIST = out;
}
