import { defineRule, mirror, where } from '../rule.js';
import { fmtTypes } from './format.js';
import { outputTypeChanged } from './output-type-changed.js';
import { typeDetector } from './types.js';

export const typeChanged = defineRule<undefined>()({
  id: 'type-changed',
  title: 'Type changed',
  scope: 'request',
  severity: 'breaking',
  inclusion: {},
  rationale: 'Values of the old type are rejected.',
  message: ({ before, after, site }) => `type of ${where(site)} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
  detect: typeDetector('changed'),
  response: ({ before, after }) => mirror(outputTypeChanged, before, after, undefined),
});
