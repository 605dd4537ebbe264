import { defineRule, mirror, where } from '../rule.js';
import { fmtTypes } from './format.js';
import { outputNarrowed } from './output-narrowed.js';
import { typeDetector } from './types.js';

export const typeNarrowed = defineRule<undefined>()({
  id: 'type-narrowed',
  title: 'Type narrowed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Values of the dropped types are now rejected (number to integer, [string, null] to string).',
  message: ({ before, after, site }) => `type of ${where(site)} narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
  detect: typeDetector('narrowed'),
  response: ({ before, after }) => mirror(outputNarrowed, before, after, { detail: `type narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}` }),
});
