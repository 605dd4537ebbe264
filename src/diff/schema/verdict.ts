import type { JsonObject, JsonValue } from '../../util/json.js';
import { refersAnywhere } from '../subschema/same.js';
import type { Severity } from '../../model/severity.js';
import type { Direction } from '../rule.js';
import { RULES_BY_ID } from '../rules/catalog.js';
import { confirm, embed, included, type IncludedOptions, type Side, type Step, type Verdict } from '../subschema/index.js';
import type { Res } from '../subschema/res.js';
import type { Change, Witness } from '../types.js';
import type { Located } from './resolve.js';

/**
 * Where the rules' findings meet the subschema core (docs/accuracy.md). The schema walker opens a frame for every pair of
 * nodes it compares; the findings made at a node collect in its frame, and when the frame closes (after its
 * children), the core's verdict for the node settles them:
 *
 * - included (every old call passes; in an output, every new value was possible): no finding about values is
 *   breaking there; where exactly the same values pass, every such finding is cosmetic;
 * - not included: each breaking finding carries the witness, placed into a whole call when it can be; when no
 *   finding at the node or below is breaking, `schema-changed` reports the change with the witness;
 * - unknown: no finding about values is additive or cosmetic there (silent: "cannot be compared").
 *
 * Request: the old schema's calls (objects use only declared names) against the new schema. Response: the new
 * schema's values against the old one.
 */
export interface Frame {
  a: Located;
  b: Located;
  path: string;
  /** How this node's value sits in its parent's (for placing a witness into a whole call). */
  step: Step;
  /** Findings made at this node (not in its children). */
  changes: Change[];
  /** A breaking finding was made here or below (after settling). */
  breaking: boolean;
  /** Where the two nodes are written, `$ref`s followed (a recursive definition is met again as the same pair). */
  resolved: [string, string];
  /** A child was not compared because it is an ancestor's pair again (a recursive definition): the ancestor speaks for it. */
  recursion?: boolean;
  verdict?: Verdict;
  witness?: Witness | null;
}

const ROOT_STEP: Step = { kind: 'same' };
export { ROOT_STEP };

export class Judge {
  /** Comparisons shared by every question asked of this pair of documents. */
  private readonly memo = new Map<string, Res>();
  private readonly reverseMemo = new Map<string, Res>();

  constructor(readonly direction: Direction) {}

  private side(l: Located): Side {
    return { schema: l.schema, root: l.root };
  }

  /** The side whose values must stay accepted (the old calls; the new results), then the other. */
  private sides(f: Frame): [Side, Side] {
    return this.direction === 'request' ? [this.side(f.a), this.side(f.b)] : [this.side(f.b), this.side(f.a)];
  }

  private get opts(): IncludedOptions {
    return this.direction === 'request' ? { calls: true, memo: this.memo } : { memo: this.memo };
  }

  verdict(f: Frame): Verdict {
    if (!f.verdict) {
      const [x, y] = this.sides(f);
      f.verdict = included(x, y, this.opts);
    }
    return f.verdict;
  }

  /**
   * The declared calls (in an output: the values) of one side are all declared calls of the other: `forward`, the
   * old ones among the new; else the new among the old. Both: the two accept exactly the same calls.
   */
  callsIn(f: Frame, forward: boolean): boolean {
    const [x, y] = this.sides(f);
    const [from, to] = forward ? [x, y] : [y, x];
    const both: IncludedOptions = this.direction === 'request' ? { calls: true, callsB: true, memo: this.reverseMemo } : { memo: this.reverseMemo };
    return included(from, to, both).kind === 'included';
  }

  /**
   * The change of one keyword of the node (the finding at `pointer`, `<node>/<keyword>`), made alone to the old node:
   * 'same' when the old calls (values) are exactly the same with it, 'included' when every old call still passes (in
   * an output: the tool returns nothing the old schema ruled out), else undefined (it breaks alone, or cannot tell:
   * a keyword whose new value refers into the new document is not moved into the old one).
   */
  alone(f: Frame, pointer: string): 'same' | 'included' | undefined {
    const prefix = `${f.b.pointer}/`;
    if (!pointer.startsWith(prefix)) return undefined;
    const k = pointer.slice(prefix.length);
    if (k.includes('/') || k === '$ref' || f.a.pointer !== f.b.pointer) return undefined;
    const after = f.b.schema[k];
    if (after !== undefined && refersAnywhere(after)) return undefined;
    const moved: JsonObject = { ...f.a.schema };
    if (after === undefined) delete moved[k];
    else moved[k] = after;
    const old = this.side(f.a);
    // the root moved is the root still (its call reading closes what a free-form value below it leaves open)
    const one = { schema: moved, root: f.a.schema === f.a.root ? moved : f.a.root };
    const request = this.direction === 'request';
    const forward = request ? included(old, one, { calls: true }) : included(one, old, {});
    if (forward.kind !== 'included') return undefined;
    const back = request ? included(one, old, { calls: true, callsB: true }) : included(old, one, {});
    const same = back.kind === 'included' && (!request || included(old, one, { calls: true, callsB: true }).kind === 'included');
    return same ? 'same' : 'included';
  }

  /**
   * Every old call (new value) of the whole schema passes: the root's verdict, asked afresh when the shared search
   * stopped short of an answer (asked only for a witness that cannot be placed into a whole call).
   */
  wholeIncluded(root: Frame): boolean {
    if (this.verdict(root).kind === 'included') return true;
    if (this.verdict(root).kind !== 'unknown') return false;
    const [x, y] = this.sides(root);
    return included(x, y, this.direction === 'request' ? { calls: true } : {}).kind === 'included';
  }

  /** Given the verdict is "included": the two accept exactly the same calls (values). */
  equivalent(f: Frame): boolean {
    return this.callsIn(f, false) && (this.direction === 'response' || this.callsIn(f, true));
  }

  /**
   * The witness of frame `i` (which must be excluded), placed into a whole call (or result) through the frames above
   * it when the validator confirms it there; else the value at the node's path.
   */
  witness(frames: readonly Frame[], i: number): Witness | undefined {
    const f = frames[i] as Frame;
    if (f.witness !== undefined) return f.witness ?? undefined;
    const v = this.verdict(f);
    if (v.kind !== 'excluded') return undefined;
    const calls = this.direction === 'request' ? { calls: true } : {};
    let value: JsonValue | undefined = v.witness;
    for (let k = i; k > 0 && value !== undefined; k--) value = embed(this.sides(frames[k - 1] as Frame)[0], (frames[k] as Frame).step, value, calls);
    if (value !== undefined && i > 0) {
      const [x, y] = this.sides(frames[0] as Frame);
      const whole = confirm(x, y, [value], calls);
      if (whole) return (f.witness = { value: whole.witness, of: '', rejected: { path: pathOf('', whole.failure.instancePath), keyword: whole.failure.keyword } });
    }
    if (i === 0) return (f.witness = { value: v.witness, of: '', rejected: { path: pathOf('', v.failure.instancePath), keyword: v.failure.keyword } });
    return (f.witness = { value: v.witness, of: f.path, rejected: { path: pathOf(f.path, v.failure.instancePath), keyword: v.failure.keyword } });
  }
}

/** `a.b` + `/c/0/d` → `a.b.c[0].d` (the parameter-path style of the reports). */
export function pathOf(base: string, pointer: string): string {
  let out = base;
  for (const raw of pointer.split('/').slice(1)) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(token)) out += `[${token}]`;
    else out = out ? `${out}.${token}` : token;
  }
  return out;
}

const REASON = {
  included: {
    request: 'Proven by the subschema check: every call that passed before still passes.',
    response: 'Proven by the subschema check: the tool returns no value the old output schema ruled out.',
  },
  same: {
    request: 'Proven by the subschema check: exactly the same calls pass as before (written differently).',
    response: 'Proven by the subschema check: exactly the same values as before (written differently).',
  },
};

const MASKED = {
  request: 'Proven by the subschema check on the whole call: every call that passed before still passes (the rest of the schema already governs this path).',
  response: 'Proven by the subschema check on the whole value: the tool returns no value the old output schema ruled out (the rest of the schema already governs this path).',
};

const ALONE = {
  same: {
    request: 'Proven by the subschema check: this change alone lets exactly the same calls pass (the other changes here are reported on their own).',
    response: 'Proven by the subschema check: this change alone admits exactly the same values (the other changes here are reported on their own).',
  },
  included: {
    request: 'Proven by the subschema check: with this change alone every call that passed before still passes (the other changes here are reported on their own).',
    response: 'Proven by the subschema check: this change alone lets the tool return no value the old output schema ruled out (the other changes here are reported on their own).',
  },
};

const WITNESSED = {
  request: 'The subschema check found a call that passed before and fails now (shown as the witness).',
  response: 'The subschema check found a value the tool may now return that the old output schema ruled out (shown as the witness).',
};

/** The finding claims which values pass (the rule says so): the core's verdict applies to it. */
function claimsValues(c: Change): { whenIncluded?: Severity } | undefined {
  return RULES_BY_ID.get(c.rule)?.inclusion;
}

export interface SettleHooks {
  /** Report the node's change: no other finding explains the verdict (`schemaPath`: where the witness fails). */
  report(meta: { verdict: 'breaks' | 'safe' | 'dropped' | 'unknown'; keyword: string }, schemaPath?: string): void;
  /** Report the node as written differently (`schema-representation-changed`): proven to accept the same values. */
  representation(): void;
}

export interface NodeDiff {
  /** The keywords of the node's own schema that differ in value (not its children's, not annotations). */
  differs: string[];
  /** No finding was made at the node or below. */
  quiet: boolean;
}

/**
 * Settle the findings of the frame that is closing (the last of `frames`, its children settled already) by the core's
 * verdict for its node, and report what the verdict shows that no finding names.
 */
export function settle(judge: Judge, frames: Frame[], node: NodeDiff, hooks: SettleHooks): void {
  const i = frames.length - 1;
  const f = frames[i] as Frame;
  const claims = f.changes.filter((c) => claimsValues(c));
  const direction = judge.direction;
  // the verdict is asked where findings claim something, where the node itself changed, and where nothing below
  // broke (an unexplained non-inclusion must not pass silently)
  const v = claims.length || node.differs.length || !f.breaking ? judge.verdict(f) : undefined;
  if (v?.kind === 'included') {
    let same: boolean | undefined;
    for (const c of claims) {
      if (c.severity === 'cosmetic') continue;
      const rule = claimsValues(c) as { whenIncluded?: Severity };
      if (rule.whenIncluded && c.severity === rule.whenIncluded) continue;
      same ??= judge.equivalent(f);
      if (same && !rule.whenIncluded) set(c, 'cosmetic', REASON.same[direction]);
      else if (c.severity === 'breaking' || (c.severity === 'silent' && !rule.whenIncluded)) set(c, rule.whenIncluded ?? 'additive', REASON.included[direction]);
    }
    if (node.quiet && node.differs.length) {
      same ??= judge.equivalent(f);
      if (same) hooks.representation();
      // every old call passes; either the new schema takes calls it did not, or it no longer declares part of what
      // old calls send (they pass, and what is undeclared may be ignored: the meaning changed)
      else if (direction === 'response' || judge.callsIn(f, true)) hooks.report({ verdict: 'safe', keyword: node.differs.join(', ') });
      else hooks.report({ verdict: 'dropped', keyword: node.differs.join(', ') });
    }
  } else if (v?.kind === 'unknown') {
    const why = `The subschema check cannot compare the two schemas here (${v.keyword}): this is not known to be safe.`;
    // nor known to break: a breaking finding carries a witness, and none can be confirmed here
    for (const c of claims) if (c.severity === 'additive' || c.severity === 'cosmetic' || (c.severity === 'breaking' && !c.witness)) set(c, 'silent', why);
    if (!claims.length && node.differs.length && !f.changes.some((c) => c.severity === 'silent' || c.severity === 'breaking')) hooks.report({ verdict: 'unknown', keyword: v.keyword });
  } else if (v?.kind === 'excluded' && i > 0 && samePaths(frames) && judge.witness(frames, i)?.of !== '' && judge.wholeIncluded(frames[0] as Frame)) {
    // a masked path: the node alone lets a value through no longer, but its witness is refuted once placed into a
    // whole call, and the whole schema accepts every old call (a catch-all branch beside it, a sibling that rules the
    // value out already): decided on the whole value, nothing breaks
    for (const c of claims) if (c.severity === 'breaking' || (c.severity === 'silent' && !claimsValues(c)?.whenIncluded)) set(c, claimsValues(c)?.whenIncluded ?? 'additive', MASKED[direction]);
  } else if (v?.kind === 'excluded') {
    // one answer per change: a finding about one keyword of this node is judged on that change alone, so the same
    // change gets the same verdict wherever it appears, whatever else changed beside it
    for (const c of claims) {
      if (c.severity !== 'breaking' || claimsValues(c)?.whenIncluded) continue;
      const alone = judge.alone(f, c.pointer);
      if (alone) set(c, alone === 'same' ? 'cosmetic' : 'additive', ALONE[alone][direction]);
    }
    if (!f.breaking && !f.recursion && !f.changes.some((c) => c.severity === 'breaking')) {
      // a finding that could not tell (a pattern no automaton reads) is the one the witness fails: it is breaking
      const culprit = claims.find((c) => c.severity === 'silent' && !claimsValues(c)?.whenIncluded && c.pointer.endsWith(`/${v.failure.keyword}`));
      if (culprit) set(culprit, 'breaking', WITNESSED[direction]);
      else hooks.report({ verdict: 'breaks', keyword: v.failure.keyword }, v.failure.schemaPath);
    }
    if (f.changes.some((c) => c.severity === 'breaking' && claimsValues(c) && !c.witness)) {
      const w = judge.witness(frames, i);
      if (w) for (const c of f.changes) if (c.severity === 'breaking' && claimsValues(c) && !c.witness) c.witness = w;
    }
  }
  if (f.changes.some((c) => c.severity === 'breaking')) f.breaking = true;
  const parent = frames[i - 1];
  if (parent && f.breaking) parent.breaking = true;
}

/** No renamed parameter on the way to the node (old calls send the old name there, which the new node never sees). */
function samePaths(frames: readonly Frame[]): boolean {
  const last = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  return frames.every((f) => f.step.kind !== 'prop' || last(f.a.pointer) === last(f.b.pointer));
}

function set(c: Change, severity: Severity, reason: string): void {
  c.severity = severity;
  c.reason = reason;
}
