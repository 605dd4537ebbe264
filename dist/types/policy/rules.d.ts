import { type Rule } from '../diff/rule.js';
/** Rules the policy adds on top of the diff: they judge the head contract or the release, not a single change. */
export declare const forbiddenTool: Rule<{
    pattern: string;
    source: string;
}>;
export declare const versionBumpMissing: Rule<{
    from: string;
    to: string;
    needed: "major" | "minor";
    suggested: string;
    what: string;
}>;
export declare const probeRegressed: Rule<{
    probe: string;
    detail: string;
}>;
export declare const POLICY_RULES: ReadonlyArray<Rule<any>>;
/** Every ID a config may name in policy.rules and policy.ignore: the diff's rules and the policy's own. */
export declare const ALL_RULE_IDS: readonly string[];
