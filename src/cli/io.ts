import { fstatSync, realpathSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { GATE_NAME } from '../version.js';
import { neutralizeCommands } from '../report/escape.js';
import { Scrubber, secretValuesFromEnv } from '../util/secrets.js';

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
  /**
   * The secrets known to this run (credential-named variables of `env`, and the values of the variables the config's
   * `${VAR}` references name, added when it is loaded): runCli scrubs them, and credential shapes, from everything
   * printed; commands scrub the files they write (scrubbedText). Set by runCli when absent.
   */
  scrubber?: Scrubber;
}

/**
 * The one scrubber of a CLI run, over every output (the action's, for the CLI in CI): stdout and stderr lose known
 * secret values and credential shapes, whatever the command and format. The proxy's JSON-RPC channel is not here
 * (it carries what the client and the server exchange, untouched).
 */
export function scrubbedIO(io: CliIO): CliIO & { scrubber: Scrubber } {
  const scrubber = io.scrubber ?? new Scrubber(secretValuesFromEnv(io.env));
  return { ...io, scrubber, stdout: (t) => io.stdout(scrubber.scrub(t)), stderr: (t) => io.stderr(scrubber.scrub(t)) };
}

/** A file's text as the CLI writes it (a snapshot, an audit line): known secret values and credential shapes removed. */
export function scrubbedText(io: CliIO, text: string): string {
  return io.scrubber ? io.scrubber.scrub(text) : text;
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
    ...(process.argv[1] ? { self: [process.execPath, selfPath(process.argv[1])] } : {}),
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

/**
 * This CLI's script by its real path, unless only the path it was started by names the gate (a link such as
 * node_modules/mcp-contract-gate → a checkout): pin and check recognise a wrapped entry's proxy by that name.
 */
function selfPath(path: string): string {
  const given = resolve(path);
  try {
    const real = realpathSync(given);
    return GATE_NAME.test(real) || !GATE_NAME.test(given) ? real : given;
  } catch {
    return given;
  }
}
