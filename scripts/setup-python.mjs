#!/usr/bin/env node
// The venv the Python fixture servers run in (__fixtures__/servers/python/requirements.txt), built outside the tests:
// `npm run setup:python` builds it and waits; `--background` starts the build and returns at once (global setup does
// that when the venv is absent, so pip runs beside the first tests). Cached under the system temp folder by the Python
// version and the requirements; built in a private folder and renamed into place, so no reader sees half a venv.
// Never fails the caller: without python3, venv or a package index it records why (FAILED), and the tests that need
// Python skip with that reason printed (test/support/python.ts waits for a build under way).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REQUIREMENTS = join(ROOT, '__fixtures__', 'servers', 'python', 'requirements.txt');
/** Bounds on the build: pip gets no retries and a short socket timeout, so an unreachable index fails fast. */
const VENV_TIMEOUT_MS = 60_000;
const INSTALL_TIMEOUT_MS = 240_000;

function run(command, args, timeout) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout, env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  if (r.error) return { ok: false, out: r.error.message };
  return { ok: r.status === 0, out };
}
const lastLine = (text) => text.split('\n').filter(Boolean).slice(-1)[0] ?? '(no output)';

export function requirements() {
  return readFileSync(REQUIREMENTS, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** Where the venv of this machine's python3 and the requirements lives: its interpreter and its marker files. */
export function venvPaths() {
  const version = run('python3', ['--version'], 10_000);
  if (!version.ok) return { reason: `python3 is not available (${lastLine(version.out)})` };
  const packages = requirements();
  const key = createHash('sha256')
    .update(`${version.out}\n${[...packages].sort().join('\n')}`)
    .digest('hex')
    .slice(0, 16);
  const cache = join(tmpdir(), 'mcg-test-python');
  const dir = join(cache, `${version.out.replace(/[^0-9.]/g, '')}-${key}`);
  return { cache, dir, packages, python: join(dir, 'bin', 'python'), ready: join(dir, 'READY'), failed: `${dir}.FAILED`, building: `${dir}.BUILDING` };
}

/** Build the venv now (no-op when built): { python } or { reason }. */
export function buildVenv() {
  const p = venvPaths();
  if (p.reason) return p;
  if (existsSync(p.ready)) return { python: p.python };
  mkdirSync(p.cache, { recursive: true });
  writeFileSync(p.building, String(process.pid));
  rmSync(p.failed, { force: true });
  const scratch = `${p.dir}.${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  const fail = (reason) => {
    writeFileSync(p.failed, reason);
    return { reason };
  };
  try {
    const venv = run('python3', ['-m', 'venv', scratch], VENV_TIMEOUT_MS);
    if (!venv.ok) return fail(`python3 -m venv failed (${lastLine(venv.out)})`);
    const pip = run(join(scratch, 'bin', 'python'), ['-m', 'pip', 'install', '--retries', '0', '--timeout', '5', '--quiet', ...p.packages], INSTALL_TIMEOUT_MS);
    if (!pip.ok) return fail(`pip could not install ${p.packages.join(' ')} (${lastLine(pip.out)})`);
    writeFileSync(join(scratch, 'READY'), `${p.packages.join('\n')}\n`);
    try {
      renameSync(scratch, p.dir);
    } catch {
      if (!existsSync(p.ready)) return fail(`could not move the venv into ${p.dir}`); // else another build finished first
    }
    return { python: p.python };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(p.building, { force: true });
  }
}

/** Start a build in a detached process unless the venv is built or a build is under way; returns at once. */
export function buildVenvInBackground() {
  const p = venvPaths();
  if (p.reason || existsSync(p.ready) || buildUnderWay(p)) return;
  mkdirSync(p.cache, { recursive: true });
  rmSync(p.failed, { force: true });
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { detached: true, stdio: 'ignore' });
  writeFileSync(p.building, String(child.pid)); // the child rewrites it with its own pid, the same
  child.unref();
}

/** Whether the process named in the BUILDING marker is still alive. */
export function buildUnderWay(p) {
  if (!existsSync(p.building)) return false;
  const pid = Number(readFileSync(p.building, 'utf8'));
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--background')) buildVenvInBackground();
  else {
    const r = buildVenv();
    process.stdout.write(r.python ? `Python fixture venv: ${r.python}\n` : `Python fixture venv not built (the Python tests will skip): ${r.reason}\n`);
  }
}
