import { defineRule, mirror } from '../rule.js';
import { outputFieldRenamed } from './output-field-renamed.js';

export const paramRenamed = defineRule<{ closed: boolean; requiredAfter: boolean; descriptionChanged?: boolean }>()({
  id: 'param-renamed',
  title: 'Parameter renamed',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'breaking',
  inclusion: { whenIncluded: 'silent' },
  rationale: 'Callers keep sending the old name: a closed schema rejects it, an open one silently drops it.',
  judge: (meta) => {
    if (meta.requiredAfter) return { severity: 'breaking', reason: 'The new name is required: calls that send the old name lack it and are rejected.' };
    if (meta.closed) return { severity: 'breaking', reason: 'The schema is closed (additionalProperties: false): calls with the old name are rejected.' };
    return { severity: 'silent', reason: 'The schema is open: calls with the old name still succeed, and the argument is silently dropped.' };
  },
  message: ({ before, after, meta }) => `parameter '${String(before)}' renamed to '${String(after)}'${meta.descriptionChanged ? ' (its description changed too)' : ''}`,
  response: ({ before, after }) => mirror(outputFieldRenamed, before, after, undefined),
});
