import { type ProbeVerdict } from '../../probes/index.js';
import type { CliIO } from '../io.js';
export declare const PROBE_HELP = "Usage: mcp-contract-gate probe [--config F] [--probes F] [--base REF] [--format text|json]\n\nCall tools through tools/call with frozen role cases (the probes file, default: the config's `probes`) on the\nservers of the working tree and, with --base, on those of REF too; decide promote, hold or rollback.\n\nExit codes: 0 promote, 1 hold or rollback, 2 bad input.\n";
export declare function probeText(v: ProbeVerdict): string;
export declare function runProbe(args: string[], io: CliIO): Promise<number>;
