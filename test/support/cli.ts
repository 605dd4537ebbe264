import { runCli } from '../../src/cli/run.js';

/** Run the CLI in-process with a given working directory; returns exit code and captured output. */
export async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: { PATH: process.env.PATH },
    color: false,
    today: '2026-11-21',
  });
  return { code, stdout, stderr };
}

/** One finding of `--format json` as the tests read it. */
export interface JsonFinding {
  rule: string;
  entity: string;
  tool: string;
  severity: string;
  message: string;
}

/** The findings of a `--format json` report (`check`, `gate`, `diff`). */
export function jsonFindings(stdout: string): JsonFinding[] {
  return (JSON.parse(stdout) as { changes: JsonFinding[] }).changes;
}

/** `check --config gate.yml --format json` in `cwd`: the exit code and the findings. */
export async function checkJson(cwd: string): Promise<{ code: number; changes: JsonFinding[] }> {
  const r = await cli(cwd, 'check', '--config', 'gate.yml', '--format', 'json');
  return { code: r.code, changes: jsonFindings(r.stdout) };
}
