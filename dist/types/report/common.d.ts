import type { Severity } from '../diff/types.js';
import type { Finding } from '../policy/types.js';
import type { ReportInput } from './model.js';
export declare const SEVERITY_ORDER: readonly Severity[];
export declare function severityRank(s: Severity): number;
/** The server a finding belongs to (`default` for single-server inputs). */
export declare function serverOf(f: Finding): string;
/** Blocking first, then by severity, then in the engine's order (stable). */
export declare function byPriority(findings: readonly Finding[]): Finding[];
/** Every server id mentioned by the diff or the findings, sorted (code-unit order, so the same on every machine). */
export declare function serverIds(input: ReportInput): string[];
/** Group findings by server, keeping each group's order. */
export declare function groupByServer(findings: readonly Finding[]): Map<string, Finding[]>;
/** Group by `entity:tool`, in order of first appearance. */
export declare function groupByTool(findings: readonly Finding[]): Array<{
    entity: 'tool' | 'prompt';
    tool: string;
    findings: Finding[];
}>;
export declare function plural(n: number, one: string, many?: string): string;
/** Whether the gate passes: no server failures, and either no blocking change (and a passing decision) or an approval. */
export declare function gateState(input: ReportInput): {
    pass: boolean;
    approved: boolean;
};
/** A short "did the policy change this finding" tag: ignored, severity overridden, expired ignore, … */
export declare function effectTags(f: Finding): string[];
