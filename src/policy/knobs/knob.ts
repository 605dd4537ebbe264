import type { IgnoreEntry, PolicyConfig } from '../../model/config.js';
import type { Change } from '../../diff/types.js';
import type { PolicyShift } from '../rules.js';
import type { Finding, PolicyEffect } from '../types.js';

/** One difference between the base commit's policy and the pull request's: a `gate-config-changed` finding. */
export interface Shift {
  key: string;
  shift: PolicyShift;
  detail: string;
}

/** A key path in the config file: `['policy', 'ignore', 0]`. */
export type KeyPath = ReadonlyArray<string | number>;

/**
 * What a knob reads its YAML value with, handed in by the config reader (src/config), so that the policy does not
 * import the config: where the file is, how to name a key, its line and a value, and how to report a problem.
 */
export interface ReadContext {
  file: string;
  /** The config's server ids (an ignore entry may name one). */
  serverIds: readonly string[];
  problem(path: KeyPath, message: string): void;
  /** `policy.ignore[0]` */
  keyPath(path: KeyPath): string;
  line(path: KeyPath): number | undefined;
  /** How a wrong value reads in a message: `"semvar"`, `a list`, … */
  describe(value: unknown): string;
  /** `; did you mean "x"?`, or '' when nothing is close. */
  suggest(input: string, candidates: readonly string[]): string;
}

/** One change going through the policy: the finding being built and the effects it collects. */
export interface Step {
  readonly change: Change;
  readonly finding: Finding;
  readonly effects: PolicyEffect[];
  readonly policy: PolicyConfig;
}

/** What every step of one evaluation shares: today's date and the notes for the report. */
export interface EvaluationRun {
  readonly today: string;
  readonly notes: string[];
  /** Entries already named in a note (an expired ignore entry is noted once). */
  readonly noted: Set<IgnoreEntry>;
}

/**
 * When a knob acts on an evaluation. `severity`: it may change a finding's severity; `blocking`: it may make a finding
 * block (fail-on runs first and sets the base verdict); `waiver`: it may make a blocking finding pass (ignore entries),
 * after the change-wide knobs (`each` ran, then `all`).
 */
export type Stage = 'severity' | 'blocking' | 'waiver';

/**
 * A policy knob: one key under `policy`, described once. The config schema, the defaults, the reading of the YAML, the
 * comparison of a pull request's policy with the base commit's (`policyShifts`), the config reference and the knob
 * tests are all derived from the list of knobs (POLICY_KNOBS).
 */
export interface PolicyKnob<K extends keyof PolicyConfig = keyof PolicyConfig> {
  /** The YAML key under `policy`, e.g. `block-flags`. */
  readonly key: string;
  /** The field of PolicyConfig that holds it. */
  readonly field: K;
  /** The JSON Schema of the value, without `default` (added from `default`). */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The value when the config says nothing; `undefined`: off. */
  readonly default: PolicyConfig[K];
  /**
   * `always`: a built policy always carries the field (the default when unset). `when-set`: the field is only present
   * when a config sets it, and readers go through `knobValue` (a library caller may leave it out).
   */
  readonly presence: 'always' | 'when-set';
  /** A value other than the default, as written in YAML: the derived tests set it and expect a shift and a reading. */
  readonly example: unknown;
  /** Show the default in the schema and the config reference (not for an empty list or mapping). */
  readonly documentDefault?: boolean;
  /** The value of the key as written (it passed the schema); `undefined` leaves the default. */
  read(value: unknown, path: KeyPath, ctx: ReadContext): PolicyConfig[K] | undefined;
  /** How the head's value compares with the base's (both with defaults applied): every difference, none when equal. */
  compare(base: PolicyConfig[K], head: PolicyConfig[K]): Shift[];
  /** How the knob acts on each finding, at its stage. */
  readonly stage?: Stage;
  each?(step: Step, value: PolicyConfig[K], run: EvaluationRun): void;
  /** How the knob acts on the change as a whole (after `each` of every knob but the waivers). */
  all?(steps: readonly Step[], value: PolicyConfig[K], run: EvaluationRun): void;
  /** Where the knob acts when it acts outside `evaluate` (e.g. `judge`: version discipline), for the reader. */
  readonly appliedIn?: string;
}

/** Type a knob by its field (the list holds them as PolicyKnob). */
export function defineKnob<K extends keyof PolicyConfig>(knob: PolicyKnob<K>): PolicyKnob<K> {
  return knob;
}

/** Two values of a mode knob whose modes are listed from the weakest to the strongest. */
export function compareModes<T extends string>(key: string, weakToStrong: readonly T[], base: T, head: T): Shift[] {
  if (base === head) return [];
  return [{ key: `policy.${key}`, shift: weakToStrong.indexOf(head) < weakToStrong.indexOf(base) ? 'weakens' : 'strengthens', detail: `${base} → ${head}` }];
}

export const quoteList = (xs: readonly string[]): string => xs.map((x) => `'${x}'`).join(', ');
