import { defineRule, mirror } from '../rule.js';
import { outputFieldAdded } from './output-field-added.js';

export const paramAddedOptional = defineRule<undefined>()({
  id: 'param-added-optional',
  title: 'Optional parameter added',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'additive',
  inclusion: {},
  rationale: 'Existing calls omit it and keep working.',
  message: ({ site }) => `optional parameter '${site.path}' added`,
  response: ({ before, after }) => mirror(outputFieldAdded, before, after, undefined),
});
