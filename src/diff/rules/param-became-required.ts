import { defineRule, mirror } from '../rule.js';
import { outputNarrowed } from './output-narrowed.js';

export const paramBecameRequired = defineRule<undefined>()({
  id: 'param-became-required',
  title: 'Parameter became required',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Calls that omitted it are now rejected.',
  message: ({ site }) => `parameter '${site.path}' became required`,
  response: ({ before, after }) => mirror(outputNarrowed, before, after, { detail: 'now always present' }),
});
