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
  return {
    // In a CI step, a line starting with `::` would be a workflow command: server text must never issue one.
    stdout: (t) => process.stdout.write(neutralizeCommands(t)),
    stderr: (t) => process.stderr.write(neutralizeCommands(t)),
    cwd: process.cwd(),
    env: process.env,
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
    today: new Date().toISOString().slice(0, 10),
    ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
  };
}
