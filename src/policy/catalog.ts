import type { DataByRule, Rule } from '../diff/rule.js';
import { RULES as DIFF_RULES, type DiffRuleData } from '../diff/rules/catalog.js';
import type { Change } from '../diff/types.js';
import {
  forbiddenTool,
  gateConfigChanged,
  listingVaries,
  probeRegressed,
  serverJsonVersionMismatch,
  serverLaunchChanged,
  serverLaunchUnpinned,
  serverPackageChanged,
  versionBumpMissing,
} from './rules.js';
import { referenceBroken, referenceRenamed, referenceUnlisted } from './reference-rules.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

/** Where a rule comes from: the diff (one change between two contracts) or the policy (the head contract or the release). */
export type RuleOrigin = 'diff' | 'policy';

/** A rule of the catalog and where it comes from. */
export interface CatalogEntry {
  rule: AnyRule;
  origin: RuleOrigin;
}

/** Rules the policy adds on top of the diff, in reference order. */
const POLICY_RULES = [
  forbiddenTool,
  versionBumpMissing,
  probeRegressed,
  gateConfigChanged,
  serverLaunchUnpinned,
  serverPackageChanged,
  serverJsonVersionMismatch,
  serverLaunchChanged,
  listingVaries,
  referenceBroken,
  referenceRenamed,
  referenceUnlisted,
] as const;

/**
 * Every rule's ID mapped to the data its findings carry (`change.data`, the rule's meta), derived from the rule
 * modules: `RuleData['constraint-tightened']` is `{ keyword: string; safeIntegerLimit?: boolean }`.
 */
export type RuleData = DiffRuleData & DataByRule<(typeof POLICY_RULES)[number]>;

/** Every rule ID of the catalog, as a type. */
export type RuleId = keyof RuleData;

/** The typed data of a change made by the rule `id`, or undefined when another rule made it (or it carries none). */
export function ruleData<Id extends RuleId>(id: Id, change: Pick<Change, 'rule' | 'data'>): RuleData[Id] | undefined {
  return change.rule === id ? (change.data as RuleData[Id] | undefined) : undefined;
}

/**
 * The one rule catalog: every rule a finding can carry, the diff's (in reference order) then the policy's. Config
 * validation, the rule reference, the `rules` command, SARIF and the reports read it; a new rule is added to its
 * module's list (src/diff/rules/index.ts or POLICY_RULES above) and nowhere else.
 */
export const CATALOG: readonly CatalogEntry[] = [...DIFF_RULES.map((rule) => ({ rule, origin: 'diff' as const })), ...POLICY_RULES.map((rule) => ({ rule, origin: 'policy' as const }))];

/** Every rule, in catalog order. */
export const ALL_RULES: readonly AnyRule[] = CATALOG.map((e) => e.rule);

/** Every ID a config may name in policy.rules and policy.ignore: the diff's rules and the policy's own. */
export const ALL_RULE_IDS: readonly string[] = ALL_RULES.map((r) => r.id);

/** Any rule by ID. */
export const CATALOG_BY_ID: ReadonlyMap<string, AnyRule> = new Map(ALL_RULES.map((r) => [r.id, r]));

/** The rules of one origin, in catalog order. */
export function rulesOf(origin: RuleOrigin): readonly AnyRule[] {
  return CATALOG.filter((e) => e.origin === origin).map((e) => e.rule);
}
