import type { CliIO } from '../io.js';
export declare const DIFF_HELP = "Usage: mcp-contract-gate diff BEFORE AFTER [--format text|json|markdown|sarif] [--fail-on LIST]\n\nCompare two tool snapshots and report every contract change with its rule ID and severity.\nBEFORE and AFTER are files holding a tools/list result ({\"tools\":[\u2026]}), a bare array of tools,\na JSON-RPC response wrapping one, or a multi-server snapshot ({\"servers\":{\"ID\":{\"tools\":[\u2026]}}})\nsuch as `mcp-contract-gate snapshot` writes.\n\nOptions:\n  --format F     text (default), json, markdown or sarif\n  --fail-on L    comma-separated severities that block (default: breaking,silent)\n  -h, --help     this help\n\nExit codes: 0 no blocking change, 1 blocking changes, 2 bad input.\n";
export declare function runDiff(args: string[], io: CliIO): number;
declare const SEVERITY_NAMES: readonly ["breaking", "silent", "additive", "cosmetic"];
export declare function parseSeverities(text: string): Array<(typeof SEVERITY_NAMES)[number]>;
export {};
