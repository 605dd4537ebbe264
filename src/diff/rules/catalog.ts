import type { DataByRule, Rule } from '../rule.js';
import * as all from './index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

/** Every rule of the diff as its module types it: literal ID, typed meta (a union). */
export type DiffRule = Extract<(typeof all)[keyof typeof all], AnyRule>;

/** Each diff rule's ID mapped to the data its changes carry, derived from the rule modules (see RuleData in src/policy/catalog.ts). */
export type DiffRuleData = DataByRule<DiffRule>;

/** Reference order: by what the rule reads (tools, requests, responses, annotations, anywhere, prompts, resource templates, the server), then by ID. */
const SCOPE_ORDER = ['tool', 'request', 'response', 'annotations', 'any', 'prompt', 'resource', 'server'];

/** The rule catalog: every rule the diff can report. The generated reference, the SARIF driver and the tests iterate it. */
export const RULES: readonly AnyRule[] = (Object.values(all) as AnyRule[]).sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);
export const RULES_BY_ID: ReadonlyMap<string, AnyRule> = new Map(RULES.map((r) => [r.id, r]));
