import { defineRule, mirror } from '../rule.js';
import { outputFieldRemoved } from './output-field-removed.js';

export const paramRemoved = defineRule<{ closed: boolean }>()({
  id: 'param-removed',
  title: 'Parameter removed',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'breaking',
  inclusion: { whenIncluded: 'silent' },
  rationale: 'Callers keep sending it: a closed schema rejects the call, an open one silently drops the argument.',
  judge: (meta) => (meta.closed ? undefined : { severity: 'silent', reason: 'The schema is open: calls that send it still succeed, and the argument is silently ignored.' }),
  message: ({ site }) => `parameter '${site.path}' removed`,
  response: ({ before, after }) => mirror(outputFieldRemoved, before, after, undefined),
});
