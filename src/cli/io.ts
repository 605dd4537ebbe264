/** What a command may touch: passed in so tests drive commands without spawning a process. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Colour only on a TTY (and never with NO_COLOR). */
  color: boolean;
  /** Today, YYYY-MM-DD (ignore entries expire by it). */
  today: string;
}

export function processIO(): CliIO {
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    today: new Date().toISOString().slice(0, 10),
  };
}
