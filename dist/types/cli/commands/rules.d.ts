import type { CliIO } from '../io.js';
export declare const RULES_HELP = "Usage: mcp-contract-gate rules [--format text|json|markdown]\n\nList every rule the diff can report: its ID (for policy.rules and policy.ignore), usual severity and rationale.\n";
export declare function runRules(args: string[], io: CliIO): number;
