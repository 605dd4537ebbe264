import type { ProbeCase, ProbeResult } from './types.js';
/** The text of a tools/call result (its text content items, joined). */
export declare function textOf(result: Record<string, unknown>): string;
/** Check one tools/call answer against a case's expectations. Pure. */
export declare function checkCall(c: ProbeCase, server: string, result: Record<string, unknown>): ProbeResult;
/** A role-surface case: none of the listed tools may match the forbidden globs. */
export declare function checkSurface(c: ProbeCase, server: string, toolNames: string[]): ProbeResult;
