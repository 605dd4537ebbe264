import type { Rule } from '../rule.js';
type AnyRule = Rule<any>;
/** The rule catalog: every rule the diff can report. The generated reference, the SARIF driver and the tests iterate it. */
export declare const RULES: readonly AnyRule[];
export declare const RULE_IDS: readonly string[];
export declare const RULES_BY_ID: ReadonlyMap<string, AnyRule>;
export {};
