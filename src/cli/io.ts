import { realpathSync } from 'node:fs';
import { neutralizeCommands } from '../report/escape.js';

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
  /** The terminal's width when stdout is one (text reports wrap to it); undefined when piped, so output never depends on it. */
  columns?: number;
  /** The command that runs this CLI: node and the absolute path of its script (what `wrap` writes into client configs). */
  self?: string[];
}

export function processIO(): CliIO {
  return {
    // In a CI step, a line starting with `::` would be a workflow command: server text must never issue one.
    stdout: (t) => process.stdout.write(neutralizeCommands(t)),
    stderr: (t) => process.stderr.write(neutralizeCommands(t)),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    today: new Date().toISOString().slice(0, 10),
    ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
    ...(process.argv[1] ? { self: [process.execPath, realPath(process.argv[1])] } : {}),
  };
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
