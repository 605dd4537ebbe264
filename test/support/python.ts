import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A Python interpreter with the requested packages, or why there is none (the tests that need it then skip). */
export type PythonEnv = { python: string; reason?: undefined } | { python?: undefined; reason: string };

/** Set to a Python interpreter that already has the packages, to skip building the cached venv (handy while developing). */
export const PYTHON_ENV_VAR = 'MCP_CONTRACT_GATE_TEST_PYTHON';
/** Bounds on building the venv: pip gets no retries and a short socket timeout, so an unreachable index fails fast. */
const VENV_TIMEOUT_MS = 60_000;
const INSTALL_TIMEOUT_MS = 240_000;

function run(command: string, args: string[], timeout: number): { ok: boolean; out: string } {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout, env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: '1' } });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
  if (r.error) return { ok: false, out: r.error.message };
  return { ok: r.status === 0, out };
}

const lastLine = (text: string) => text.split('\n').filter(Boolean).slice(-1)[0] ?? '(no output)';

/**
 * A venv with `packages` installed, made once in a cache folder keyed by the Python version and the package list
 * (under the system temp folder), then reused by every test file and run. Built in a private folder and renamed into
 * place, so concurrent Jest workers never see a half-built venv. Never throws: a missing python3, venv module or
 * package index gives a reason instead.
 */
export function pythonWith(packages: readonly string[]): PythonEnv {
  const given = process.env[PYTHON_ENV_VAR];
  if (given) return existsSync(given) ? { python: given } : { reason: `${PYTHON_ENV_VAR}=${given} does not exist` };
  const version = run('python3', ['--version'], 10_000);
  if (!version.ok) return { reason: `python3 is not available (${lastLine(version.out)})` };
  const key = createHash('sha256')
    .update(`${version.out}\n${[...packages].sort().join('\n')}`)
    .digest('hex')
    .slice(0, 16);
  const cache = join(tmpdir(), 'mcg-test-python');
  const dir = join(cache, `${version.out.replace(/[^0-9.]/g, '')}-${key}`);
  const python = join(dir, 'bin', 'python');
  const ready = join(dir, 'READY');
  if (existsSync(ready)) return { python };

  mkdirSync(cache, { recursive: true });
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const venv = run('python3', ['-m', 'venv', building], VENV_TIMEOUT_MS);
    if (!venv.ok) return { reason: `python3 -m venv failed (${lastLine(venv.out)})` };
    const pip = run(join(building, 'bin', 'python'), ['-m', 'pip', 'install', '--retries', '0', '--timeout', '5', '--quiet', ...packages], INSTALL_TIMEOUT_MS);
    if (!pip.ok) return { reason: `pip could not install ${packages.join(' ')} (${lastLine(pip.out)})` };
    writeFileSync(join(building, 'READY'), `${packages.join('\n')}\n`);
    try {
      renameSync(building, dir);
    } catch {
      // another worker finished first: use its venv
      if (!existsSync(ready)) return { reason: `could not move the venv into ${dir}` };
    }
    return { python };
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
