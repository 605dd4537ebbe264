import { defineRule, where } from '../rule.js';
import { fmtTypes } from './format.js';

export const outputTypeWidened = defineRule<undefined>()({
  id: 'output-type-widened',
  title: 'Output type widened',
  scope: 'response',
  foundBy: 'response',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Responses may now carry types consumers do not handle.',
  message: ({ before, after, site }) => `type of output ${where(site, 'field')} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});
