import type { JsonValue } from '../util/json.js';
import type { Change, SecurityFlag, Severity } from './types.js';
/** Where a change sits: the tool (or prompt), the parameter path and the JSON pointer into the contract. */
export interface Site {
    entity: 'tool' | 'prompt';
    tool: string;
    path: string;
    pointer: string;
}
/** A severity and the sentence that justifies it. */
export interface Judgement {
    severity: Severity;
    reason: string;
}
/** Which part of a contract a rule reads: request schemas are narrowed at the caller's cost, responses widened. */
export type RuleScope = 'tool' | 'request' | 'response' | 'annotations' | 'prompt' | 'any';
export interface RuleSpec<M> {
    /** Stable ID: API for ignore entries and severity overrides. */
    id: string;
    /** What changed, in a few words (for the rule reference). */
    title: string;
    scope: RuleScope;
    /** The usual severity (what the reference lists). */
    severity: Severity;
    /** One line: why that severity. */
    rationale: string;
    /** Context-dependent severity for one instance (open vs closed schema, whitespace-only edits, …); falls back to `severity`/`rationale`. */
    judge?: (meta: M) => Judgement | undefined;
    /** Plain-text message (renderers escape it); names and values come from `before`, `after`, `site` and `meta`. */
    message: (change: {
        before: JsonValue | null;
        after: JsonValue | null;
        site: Site;
        meta: M;
    }) => string;
}
export interface Rule<M = undefined> extends RuleSpec<M> {
    /** Build the change: plain data, the same in every output format. */
    make(site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta: M, flags?: SecurityFlag[]): Change;
}
export declare function defineRule<M = undefined>(spec: RuleSpec<M>): Rule<M>;
/** Quote a name or short value for a plain-text message. */
export declare function q(value: JsonValue | null | undefined): string;
/** `parameter 'x'`, or `the input schema` at the root. */
export declare function where(site: Site, noun?: string): string;
