import { DIFF_HELP } from './commands/diff.js';
import type { CliIO } from './io.js';
/** Run one CLI invocation; returns the exit code. Bad input is exit 2 with a one-line message, never a stack trace. */
export declare function runCli(argv: string[], io: CliIO): Promise<number>;
export { DIFF_HELP };
