import { SEVERITIES, type Severity } from '../../model/severity.js';
import { defineKnob, quoteList, type Shift } from './knob.js';

const severity = { type: 'string', enum: [...SEVERITIES], 'x-expect': `one of ${SEVERITIES.join(', ')}` } as const;

/** The severities that block a merge until approved. */
export const failOn = defineKnob({
  key: 'fail-on',
  field: 'failOn',
  default: ['breaking', 'silent'],
  presence: 'always',
  example: ['breaking'],
  schema: {
    type: ['array', 'string'],
    items: severity,
    uniqueItems: true,
    description: 'Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.',
    'x-expect': 'a list of severities (breaking, silent, additive, cosmetic)',
  },
  read(value, path, ctx) {
    if (Array.isArray(value)) return value as Severity[];
    if (typeof value !== 'string') return undefined;
    if ((SEVERITIES as readonly string[]).includes(value)) return [value as Severity];
    ctx.problem(path, `policy.fail-on must be a list of severities (breaking, silent, additive, cosmetic) (found ${ctx.describe(value)})${ctx.suggest(value, SEVERITIES)}`);
    return undefined;
  },
  compare(base, head) {
    const out: Shift[] = [];
    const dropped = base.filter((s) => !head.includes(s));
    const added = head.filter((s) => !base.includes(s));
    if (dropped.length) out.push({ key: 'policy.fail-on', shift: 'weakens', detail: `no longer fails on ${quoteList(dropped)}` });
    if (added.length) out.push({ key: 'policy.fail-on', shift: 'strengthens', detail: `also fails on ${quoteList(added)}` });
    return out;
  },
  stage: 'blocking',
  // the base verdict: the knobs after it only ever add a reason to block; an advisory finding never blocks
  each({ change, finding }, value) {
    finding.blocking = !change.advisory && (value.includes(finding.severity) || (change as { blocking?: boolean }).blocking === true);
  },
});

export { severity as severitySchema };
