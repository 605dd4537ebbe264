import type { CliIO } from '../io.js';
export declare const CHECK_HELP = "Usage: mcp-contract-gate check [--config F] [--lockfile F] [--timeout SECONDS] [--format text|json|markdown|sarif] [--fail-on LIST]\n\nCompare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for\ncron jobs and runtime checks (a vendor changing a remote server's tools under you).\n\nExit codes: 0 no blocking drift, 1 blocking drift or a server could not be read, 2 config or lockfile error.\n";
export declare function runCheck(args: string[], io: CliIO): Promise<number>;
