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
