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

/** Which schema the walker reads: a tool's input (what callers send) or its output (what consumers receive). */
export type Direction = 'request' | 'response';

/** A finding translated for an output schema: the response rule's change, once the walker knows where it is. */
export interface Mirrored {
  make(site: Site, flags?: SecurityFlag[]): Change;
}

/** `response` of a request rule: `mirror(outputNarrowed, before, after, { detail })`, typed by the response rule. */
export function mirror<N>(rule: Rule<N>, before: JsonValue | null, after: JsonValue | null, meta: N): Mirrored {
  return { make: (site, flags) => rule.make(site, before, after, meta, flags) };
}

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
  message: (change: { before: JsonValue | null; after: JsonValue | null; site: Site; meta: M }) => string;
  /**
   * How the finding reads in an output schema, where narrowing is safe for consumers and widening breaks them (a
   * request rule that returns `mirror(outputWidened, …)`). Without it the finding keeps this rule in both directions.
   */
  response?: (finding: { before: JsonValue | null; after: JsonValue | null; meta: M }) => Mirrored;
}

export interface Rule<M = undefined> extends RuleSpec<M> {
  /** Build the change: plain data, the same in every output format. */
  make(site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta: M, flags?: SecurityFlag[]): Change;
}

export function defineRule<M = undefined>(spec: RuleSpec<M>): Rule<M> {
  return {
    ...spec,
    make(site, before, after, meta, flags) {
      const b = before === undefined ? null : before;
      const a = after === undefined ? null : after;
      const judged = spec.judge?.(meta) ?? { severity: spec.severity, reason: spec.rationale };
      const change: Change = {
        rule: spec.id,
        severity: judged.severity,
        entity: site.entity,
        tool: site.tool,
        path: site.path,
        pointer: site.pointer,
        before: b,
        after: a,
        message: spec.message({ before: b, after: a, site, meta }),
        reason: judged.reason,
      };
      if (flags && flags.length) change.flags = flags;
      return change;
    },
  };
}

/** Quote a name or short value for a plain-text message. */
export function q(value: JsonValue | null | undefined): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return `'${value}'`;
  return JSON.stringify(value);
}

/** `parameter 'x'`, or `the input schema` at the root. */
export function where(site: Site, noun = 'parameter'): string {
  return site.path ? `${noun} '${site.path}'` : 'the schema root';
}
