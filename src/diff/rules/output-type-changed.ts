import { defineRule, where } from '../rule.js';
import { fmtTypes } from './format.js';

export const outputTypeChanged = defineRule<undefined>()({
  id: 'output-type-changed',
  title: 'Output type changed',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Responses carry a type (or constant) consumers were not built for.',
  message: ({ before, after, site }) => `type of output ${where(site, 'field')} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});
