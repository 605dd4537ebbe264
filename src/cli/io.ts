import { fstatSync, realpathSync, writeSync } from 'node:fs';
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
  const tty = mayBeTerminal(1) && Boolean(process.stdout.isTTY);
  const out = tty ? (t: string) => void process.stdout.write(t) : directWriter(1, () => process.stdout);
  return {
    // In a CI step, a line starting with `::` would be a workflow command: server text must never issue one.
    stdout: (t) => out(neutralizeCommands(t)),
    stderr: (t) => process.stderr.write(neutralizeCommands(t)),
    cwd: process.cwd(),
    env: process.env,
    color: tty && !process.env.NO_COLOR,
    today: new Date().toISOString().slice(0, 10),
    ...(tty && process.stdout.columns ? { columns: process.stdout.columns } : {}),
    ...(process.argv[1] ? { self: [process.execPath, realPath(process.argv[1])] } : {}),
  };
}

/**
 * Whether the descriptor can be a terminal: only a character device can (a pipe, a file or a socket cannot). Asked
 * first because `process.stdout` itself loads Node's stream and net modules, a cost a one-shot command would pay on
 * every run for nothing when its output goes to a pipe or a file.
 */
function mayBeTerminal(fd: number): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

/**
 * Writes to a pipe or a file straight to the descriptor, synchronously (as `process.stdout` does there on Linux).
 * A write that cannot complete (a full non-blocking pipe, a closed reader) hands the rest, and every later write, to
 * the stream, in order, which handles it as before.
 */
function directWriter(fd: number, stream: () => NodeJS.WritableStream): (text: string) => void {
  let streaming = false;
  return (text) => {
    if (streaming) {
      stream().write(text);
      return;
    }
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(fd, bytes, done);
    } catch {
      streaming = true;
      stream().write(bytes.subarray(done));
    }
  };
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}
