import { defineRule, mirror, q, where } from '../rule.js';
import { outputDefaultChanged } from './output-default-changed.js';

export const defaultChanged = defineRule<undefined>({
  id: 'default-changed',
  title: 'Default changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
  message: ({ before, after, site }) => `default of ${where(site)} changed from ${q(before)} to ${q(after)}`,
  response: ({ before, after }) => mirror(outputDefaultChanged, before, after, undefined),
});
