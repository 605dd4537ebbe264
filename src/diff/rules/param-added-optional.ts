import { defineRule, mirror } from '../rule.js';
import { outputFieldAdded } from './output-field-added.js';

export const paramAddedOptional = defineRule<{ possibleRenameOf: string } | undefined>()({
  id: 'param-added-optional',
  title: 'Optional parameter added',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'additive',
  inclusion: {},
  rationale: 'Existing calls omit it and keep working.',
  message: ({ site, meta }) => `optional parameter '${site.path}' added${meta?.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
  response: ({ before, after }) => mirror(outputFieldAdded, before, after, undefined),
});
