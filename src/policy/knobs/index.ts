import type { PolicyConfig } from '../../model/config.js';
import { blockFlags } from './block-flags.js';
import { blockNewDestructiveTools } from './block-new-destructive-tools.js';
import { blockUnannotatedNewTools } from './block-unannotated-new-tools.js';
import { failOn } from './fail-on.js';
import { ignore } from './ignore.js';
import type { PolicyKnob, ReadContext, Shift } from './knob.js';
import { maxNewTools } from './max-new-tools.js';
import { releaseBumps } from './release-bumps.js';
import { rules } from './rules.js';
import { safeIntegerBounds } from './safe-integer-bounds.js';
import { knobValue } from './value.js';
import { versioning } from './versioning.js';
import { zeroVersions } from './zero-versions.js';

export { knobValue } from './value.js';
export type { EvaluationRun, PolicyKnob, ReadContext, Shift, Stage, Step } from './knob.js';
export { blockFlags, blockNewDestructiveTools, blockUnannotatedNewTools, failOn, ignore, maxNewTools, releaseBumps, rules, safeIntegerBounds, versioning, zeroVersions };

/**
 * Every key under `policy`, in the order the schema, the config reference and `policyShifts` list them. Within a stage
 * of `evaluate` the knobs act in this order too. A new knob is one module and one line here.
 */
// method-style hooks make each PolicyKnob<K> a PolicyKnob of the union
export const POLICY_KNOBS: readonly PolicyKnob[] = [
  failOn,
  rules,
  ignore,
  blockNewDestructiveTools,
  blockUnannotatedNewTools,
  safeIntegerBounds,
  blockFlags,
  zeroVersions,
  versioning,
  releaseBumps,
  maxNewTools,
] as readonly PolicyKnob[];

/** The policy with every default: the fields a policy always carries, each knob's default. */
export function defaultPolicy(): PolicyConfig {
  const policy: Record<string, unknown> = {};
  for (const knob of POLICY_KNOBS) if (knob.presence === 'always') policy[knob.field] = structuredClone(knob.default);
  return policy as unknown as PolicyConfig;
}

/** Read a `policy` mapping that passed the schema into a PolicyConfig (problems go to `ctx.problem`). */
export function readPolicy(data: Readonly<Record<string, unknown>>, ctx: ReadContext): PolicyConfig {
  const policy = defaultPolicy() as unknown as Record<string, unknown>;
  for (const knob of POLICY_KNOBS) {
    if (data[knob.key] === undefined) continue;
    const value = knob.read(data[knob.key], ['policy', knob.key], ctx);
    if (value !== undefined) policy[knob.field] = value;
  }
  return policy as unknown as PolicyConfig;
}

/** The JSON Schema of `policy`, from the knobs (a knob's default is shown unless it is an empty list or mapping). */
export function policySchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const knob of POLICY_KNOBS) properties[knob.key] = knob.default !== undefined && knob.documentDefault !== false ? { ...knob.schema, default: knob.default } : { ...knob.schema };
  return { type: 'object', description: 'What blocks a merge.', additionalProperties: false, 'x-expect': 'a mapping', properties };
}

/** How the pull request's policy differs from the base commit's, knob by knob (defaults applied on both sides). */
export function policyKnobShifts(base: PolicyConfig, head: PolicyConfig): Shift[] {
  return POLICY_KNOBS.flatMap((knob) => knob.compare(knobValue(knob, base), knobValue(knob, head)));
}
