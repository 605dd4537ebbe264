import { existsSync, readFileSync } from 'node:fs';
import { buildUnderWay, venvPaths } from '../../scripts/setup-python.mjs';

/** A Python interpreter with the fixture servers' packages, or why there is none (the tests that need it then skip). */
export type PythonEnv = { python: string; reason?: undefined } | { python?: undefined; reason: string };

/** Set to a Python interpreter that already has the packages, to skip the cached venv (handy while developing). */
export const PYTHON_ENV_VAR = 'MCP_CONTRACT_GATE_TEST_PYTHON';
/** The packages, as __fixtures__/servers/python/requirements.txt lists them (for the skip messages). */
export const PYTHON_PACKAGES = 'the packages of __fixtures__/servers/python/requirements.txt';
/** How long a test file waits for a build that global setup (or `npm run setup:python`) started. */
export const PYTHON_WAIT_MS = 330_000;

/**
 * The venv that scripts/setup-python.mjs builds (`npm run setup:python`; global setup starts it in the background when
 * absent). Tests never run pip: this waits for a build under way, and otherwise says why there is no venv.
 */
export async function pythonEnv(): Promise<PythonEnv> {
  const given = process.env[PYTHON_ENV_VAR];
  if (given) return existsSync(given) ? { python: given } : { reason: `${PYTHON_ENV_VAR}=${given} does not exist` };
  const p = venvPaths();
  if (p.reason) return { reason: p.reason };
  const until = Date.now() + PYTHON_WAIT_MS;
  for (;;) {
    if (existsSync(p.ready)) return { python: p.python };
    if (existsSync(p.failed)) return { reason: readFileSync(p.failed, 'utf8') };
    if (!buildUnderWay(p)) return { reason: 'the venv is not built: run `npm run setup:python`' };
    if (Date.now() > until) return { reason: `the venv build did not finish within ${PYTHON_WAIT_MS / 1000} s` };
    await new Promise((r) => setTimeout(r, 500));
  }
}
