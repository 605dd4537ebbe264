import { defineRule, mirror } from '../rule.js';
import { outputFieldBecameOptional } from './output-field-became-optional.js';

export const paramBecameOptional = defineRule<undefined>()({
  id: 'param-became-optional',
  title: 'Parameter became optional',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'additive',
  inclusion: {},
  rationale: 'Every call that was valid stays valid.',
  message: ({ site }) => `parameter '${site.path}' became optional`,
  response: ({ before, after }) => mirror(outputFieldBecameOptional, before, after, undefined),
});
