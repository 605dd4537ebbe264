import { defineRule, mirror } from '../rule.js';
import { outputFieldAdded } from './output-field-added.js';

export const paramAddedRequired = defineRule<{ newForm?: string; possibleRenameOf?: string }>()({
  id: 'param-added-required',
  title: 'Required parameter added',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Calls built on the old contract do not send it and are rejected.',
  judge: (meta) => (meta.newForm !== undefined ? { severity: 'additive', reason: 'It belongs to a form of the value that did not exist before, so no existing call uses it.' } : undefined),
  message: ({ site, meta }) =>
    `required parameter '${site.path}' added${meta.newForm ? ` (in a new form of '${meta.newForm}')` : ''}${meta.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
  response: ({ before, after }) => mirror(outputFieldAdded, before, after, undefined),
});
