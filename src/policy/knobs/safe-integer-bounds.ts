import { SAFE_INTEGER_BOUNDS_MODES } from '../../model/config.js';
import * as R from '../../diff/rules/index.js';
import { ruleData } from '../catalog.js';
import { compareModes, defineKnob } from './knob.js';

/** How a bound at ±(2^53 − 1) (what zod `.int()` writes) reads: cosmetic, or a tightened constraint like any other. */
export const safeIntegerBounds = defineKnob({
  key: 'safe-integer-bounds',
  field: 'safeIntegerBounds',
  default: 'ignore',
  presence: 'when-set',
  example: 'constraint',
  schema: {
    type: 'string',
    enum: [...SAFE_INTEGER_BOUNDS_MODES],
    description:
      '`ignore`: a `minimum`/`maximum` added at ±9007199254740991 (what zod `.int()` writes) is cosmetic, since no caller sends such numbers. `constraint`: it is a `constraint-tightened` finding like any other bound.',
    'x-expect': 'ignore or constraint',
  },
  read: (value) => ((SAFE_INTEGER_BOUNDS_MODES as readonly unknown[]).includes(value) ? (value as (typeof SAFE_INTEGER_BOUNDS_MODES)[number]) : undefined),
  // `ignore` makes such a bound cosmetic: fewer findings, so it is the weaker mode
  compare: (base, head) => compareModes('safe-integer-bounds', ['ignore', 'constraint'], base!, head!),
  stage: 'severity',
  each({ change, finding, effects, policy }, value) {
    if (value !== 'constraint' || !ruleData('constraint-tightened', change)?.safeIntegerLimit) return;
    if (Object.hasOwn(policy.rules, change.rule) && policy.rules[change.rule]) return; // a per-rule override decides
    finding.originalSeverity = change.severity;
    finding.severity = R.constraintTightened.severity;
    finding.reason = R.constraintTightened.rationale;
    effects.push({ kind: 'severity-override', message: `severity set to ${finding.severity} by policy.safe-integer-bounds: constraint` });
  },
});
