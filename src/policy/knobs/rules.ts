import { SEVERITIES, type Severity } from '../../model/severity.js';
import { CATALOG_BY_ID } from '../catalog.js';
import { severitySchema } from './fail-on.js';
import { defineKnob, type Shift } from './knob.js';

const rank = (s: Severity): number => SEVERITIES.length - SEVERITIES.indexOf(s);
const defaultSeverity = (rule: string): Severity | undefined => CATALOG_BY_ID.get(rule)?.severity;

/** Per-rule severity overrides. */
export const rules = defineKnob({
  key: 'rules',
  field: 'rules',
  default: {},
  presence: 'always',
  example: { 'param-renamed': 'cosmetic' },
  documentDefault: false,
  schema: {
    type: 'object',
    description: 'Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.',
    additionalProperties: severitySchema,
    'x-expect': 'a mapping of rule IDs to severities',
  },
  read: (value) => ({ ...(value as Record<string, Severity>) }),
  compare(base, head) {
    const out: Shift[] = [];
    for (const rule of [...new Set([...Object.keys(base), ...Object.keys(head)])].sort()) {
      const before = base[rule] ?? defaultSeverity(rule);
      const after = head[rule] ?? defaultSeverity(rule);
      if (before === after) continue;
      // an unknown rule's override cannot be ranked: read it as weaker, to be safe
      const shift = before && after ? (rank(after) < rank(before) ? 'weakens' : 'strengthens') : 'weakens';
      out.push({ key: `policy.rules.${rule}`, shift, detail: `${before ?? '(rule default)'} → ${after ?? '(rule default)'}` });
    }
    return out;
  },
  stage: 'severity',
  each({ change, finding, effects }, value) {
    const override = Object.hasOwn(value, change.rule) ? value[change.rule] : undefined;
    if (!override || override === change.severity) return;
    finding.originalSeverity = change.severity;
    finding.severity = override;
    effects.push({ kind: 'severity-override', message: `severity set to ${override} by policy.rules.${change.rule}` });
  },
});
