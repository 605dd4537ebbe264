import type { ResourceDef, ResourceTemplateDef } from '../contract/tool-list.js';
import type { PromptArgument, PromptDef, ServerSnapshot, SkillDef, ToolDef } from '../contract/types.js';
import type { JsonValue } from '../util/json.js';
import type { SchemaView } from './schema/view.js';
import type { Change, Entity, SecurityFlag } from './types.js';
import type { Severity } from '../model/severity.js';

/** Where a change sits: the tool (or prompt), the parameter path and the JSON pointer into the contract. */
export interface Site {
  entity: Entity;
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
export type RuleScope = 'tool' | 'request' | 'response' | 'annotations' | 'prompt' | 'resource' | 'server' | 'any';

/** Which schema the walker reads: a tool's input (what callers send) or its output (what consumers receive). */
export type Direction = 'request' | 'response';

/** The same schema node before and after (a parameter, an array's items, a tuple position, the root), as a detect hook sees it. */
export interface NodePair {
  /** The nodes as a caller experiences them: `$ref`s followed, `allOf` merged, union alternatives folded. */
  before: SchemaView;
  after: SchemaView;
  /** The tool (or prompt), the parameter path, and the pointer to the new node. */
  site: Site;
  /** Hooks report in request terms; in a response the rule's `response` says how the finding reads there. */
  direction: Direction;
  /** Whether each node is closed to unknown properties (every object form it has says `additionalProperties: false`). */
  closed: { before: boolean; after: boolean };
  /** The pointer to `keyword` on the new node, or on the old one when only the old node has it (`inAfter: false`). */
  at(keyword: string, inAfter?: boolean): string;
  /** Set when the node is a renamed parameter's: the rename carries its description (and a title generated from the name). */
  renamed?: { from: string; to: string };
  /** The keywords the detect hooks claim: the generic constraint rules compare every other one. */
  claimed: ReadonlySet<string>;
}

/** One finding of a detect hook; the walker builds the change with the rule's `make` (or its `response` in an output schema). */
export type Detected<M> = {
  before: JsonValue | null;
  after: JsonValue | null;
  /** Where the finding points (`pair.at(keyword)` for a keyword of the node). */
  pointer: string;
  flags?: SecurityFlag[];
  /** The name the change is listed under when not the pair's (a server hook's finding about its auth: `auth`). */
  tool?: string;
  /** The entity the change is about when not the pair's (a server hook's finding about a tool's UI or a skill). */
  entity?: Entity;
} & (undefined extends M ? { meta?: M } : { meta: M });

/**
 * Detection for a rule that reads a schema node (a keyword or a few: its types, values, bounds, description, title,
 * default, pattern, conditions). The schema walker (schema/compare.ts) calls `compare` for every pair of nodes it
 * compares, in catalog order. The claimed keywords are left out of the generic constraint rules (constraint-tightened
 * and -loosened, which claim none and read every other bound), so a keyword is reported by the rule that claims it
 * and by nothing else. What the walker finds by pairing (parameters added, removed, renamed or made required; object
 * forms, union alternatives and tuple positions added or removed) stays in the walker: see FoundBy.
 */
export interface Detector<M> {
  /** The keywords the rule reads and claims; empty for a generic rule that reads what no other rule claims. */
  keywords: readonly string[];
  compare(pair: NodePair): Array<Detected<M>> | undefined;
}

/** The same tool before and after (paired by name, or as a rename); `site` is the tool (new name, empty path and pointer). */
export interface ToolPair {
  before: ToolDef;
  after: ToolDef;
  site: Site;
}

/** The same prompt before and after; `site` is the prompt (new name, empty path and pointer). */
export interface PromptPair {
  before: PromptDef;
  after: PromptDef;
  site: Site;
}

/** The same argument of a prompt before and after; `site` names it (`path`) and points at it in the new prompt. */
export interface ArgumentPair {
  before: PromptArgument;
  after: PromptArgument;
  site: Site;
  /** The argument was renamed: the rename finding stands for its required flag. */
  renamed: boolean;
}

/** The same resource template before and after (paired by name); `site` is the template (entity `resource`). */
export interface TemplatePair {
  before: ResourceTemplateDef;
  after: ResourceTemplateDef;
  site: Site;
}

/** The same static resource before and after (paired by URI, or by its name when its URI changed); `site` is the resource (entity `static-resource`, named by URI). */
export interface ResourcePair {
  before: ResourceDef;
  after: ResourceDef;
  site: Site;
}

/** The server's own surface before and after (its instructions); `site` is the server (entity `server`, listed as `instructions`). */
export interface ServerPair {
  before: ServerSnapshot;
  after: ServerSnapshot;
  site: Site;
}

/** The same skill before and after (paired by its SKILL.md URI); `site` is the skill (entity `skill`, named by URI). */
export interface SkillPair {
  before: SkillDef;
  after: SkillDef;
  site: Site;
}

/** What each walker above the schema hands its rules: one pair per thing it paired. */
export interface Pairs {
  tool: ToolPair;
  prompt: PromptPair;
  argument: ArgumentPair;
  template: TemplatePair;
  resource: ResourcePair;
  server: ServerPair;
  skill: SkillPair;
}

/** Which pairs a hook can read (`on`); schema node pairs have their own hook (`detect`). */
export type PairKind = keyof Pairs;

/**
 * Detection for a rule above the schema: one hook per kind of pair it reads. The walker of that kind (tool.ts,
 * prompt.ts, the surfaces' `diffPair` in entities/) calls the hooks of every rule that has one, in catalog order, and builds each finding's
 * change with the rule's `make` at the pair's site, pointing at `pointer`. A hook reports its own rule only.
 */
export type PairHooks<M> = { [K in PairKind]?: (pair: Pairs[K]) => Array<Detected<M>> | undefined };

/**
 * Where a rule without a hook is found. `pairing`: where things are paired (every surface's entries by the engine's
 * one loop over entities/, with each surface's `pair`, `added`, `removed` and `renamed`; prompt arguments in
 * prompt.ts; parameters and object forms in schema/compare.ts), as an outcome of the pairing itself: added, removed, renamed, duplicated, invalid. `response`:
 * only as another rule's `response` in an output schema. `inclusion`: by the subschema check where the schema walker
 * closes a node (schema/verdict.ts), when the core's verdict is not explained by any other finding there.
 */
export type FoundBy = 'pairing' | 'response' | 'inclusion';

/** A finding translated for an output schema: the response rule's change, once the walker knows where it is. */
export interface Mirrored {
  make(site: Site, flags?: SecurityFlag[]): Change;
}

/** `response` of a request rule: `mirror(outputNarrowed, before, after, { detail })`, typed by the response rule. */
export function mirror<N>(rule: Rule<N>, before: JsonValue | null, after: JsonValue | null, meta: N): Mirrored {
  return { make: (site, flags) => rule.make(site, before, after, meta, flags) };
}

export interface RuleSpec<M, Id extends string = string> {
  /** Stable ID: API for ignore entries and severity overrides. */
  id: Id;
  /** What changed, in a few words (for the rule reference). */
  title: string;
  scope: RuleScope;
  /** The usual severity (what the reference lists). */
  severity: Severity;
  /** One line: why that severity. */
  rationale: string;
  /** The change replaces free text (a description): the text report shows the old and new text as a word diff. */
  textChange?: boolean;
  /**
   * The finding's severity is a claim about which values pass (docs/accuracy.md), which the subschema core checks at the
   * node it was made at: where the core proves every old call still passes (every new result was possible before),
   * the finding is not breaking (`whenIncluded`, default additive, or cosmetic where exactly the same values pass);
   * where the core finds a call that now fails, a breaking finding carries it as its witness; where the core cannot
   * compare, the finding is never additive or cosmetic (silent). Set by every rule about values, types, bounds,
   * parameters and composition; not by rules about text, defaults or annotations.
   */
  inclusion?: { whenIncluded?: Severity };
  /** Context-dependent severity for one instance (open vs closed schema, whitespace-only edits, …); falls back to `severity`/`rationale`. */
  judge?: (meta: M) => Judgement | undefined;
  /** Plain-text message (renderers escape it); names and values come from `before`, `after`, `site` and `meta`. */
  message: (change: { before: JsonValue | null; after: JsonValue | null; site: Site; meta: M }) => string;
  /** Detection on schema node pairs, in the rule's own module (see Detector). */
  detect?: Detector<M>;
  /** Detection on tools, prompts, prompt arguments, resource templates or the server (see PairHooks). */
  on?: PairHooks<M>;
  /** A rule with no hook says where it is found instead (see FoundBy); the catalog test holds every rule to one of the two. */
  foundBy?: FoundBy;
  /**
   * How the finding reads in an output schema, where narrowing is safe for consumers and widening breaks them (a
   * request rule that returns `mirror(outputWidened, …)`). Without it the finding keeps this rule in both directions.
   */
  response?: (finding: { before: JsonValue | null; after: JsonValue | null; meta: M }) => Mirrored;
}

export interface Rule<M = undefined, Id extends string = string> extends RuleSpec<M, Id> {
  /** Build the change: plain data, the same in every output format. */
  make(site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta: M, flags?: SecurityFlag[]): Change;
}

/**
 * `defineRule<Meta>()({ id: 'x', … })`: a rule whose change carries `Meta` as its data. Two calls, because TypeScript
 * infers all type arguments or none: the first fixes the meta type, the second keeps the ID's literal type, so the
 * catalog can map every ID to its data (`RuleData` in src/policy/catalog.ts).
 */
export function defineRule<M = undefined>(): <const Id extends string>(spec: RuleSpec<M, Id>) => Rule<M, Id> {
  return (spec) => buildRule(spec);
}

function buildRule<M, Id extends string>(spec: RuleSpec<M, Id>): Rule<M, Id> {
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
      if (meta !== undefined) change.data = meta;
      return change;
    },
  };
}

/** The data a rule's changes carry (its meta). */
export type MetaOf<R> = R extends Rule<infer M, string> ? M : never;

/** Rule ID to the data its changes carry, for a union of rules (each keeps its literal ID: see defineRule). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataByRule<R extends Rule<any, string>> = { [Each in R as Each['id']]: MetaOf<Each> };

/** The typed data `rule` attached to `change`, or undefined when another rule made the change (or it carries none). */
export function dataOf<M, Id extends string>(rule: Rule<M, Id>, change: Pick<Change, 'rule' | 'data'>): M | undefined {
  return change.rule === rule.id ? (change.data as M | undefined) : undefined;
}

/** Quote a name or short value for a plain-text message. */
export function q(value: JsonValue | null | undefined): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return `'${value}'`;
  return JSON.stringify(value);
}

/** A value that may be absent: `(none)` when it is, else the value quoted, a JSON `null` printed as `null`. */
export function shown(value: JsonValue | null | undefined, present: boolean): string {
  if (!present) return '(none)';
  return value === null || value === undefined ? 'null' : q(value);
}

/** `parameter 'x'`, or `the input schema` at the root. */
export function where(site: Site, noun = 'parameter'): string {
  return site.path ? `${noun} '${site.path}'` : 'the schema root';
}
