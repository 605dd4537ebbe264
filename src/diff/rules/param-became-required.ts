import { defineRule } from '../rule.js';

export const paramBecameRequired = defineRule<undefined>({
  id: 'param-became-required',
  title: 'Parameter became required',
  scope: 'request',
  severity: 'breaking',
  rationale: 'Calls that omitted it are now rejected.',
  message: ({ site }) => `parameter '${site.path}' became required`,
});
