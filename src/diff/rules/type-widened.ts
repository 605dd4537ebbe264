import { defineRule, mirror, where } from '../rule.js';
import { fmtTypes } from './format.js';
import { outputTypeWidened } from './output-type-widened.js';
import { typeDetector } from './types.js';

export const typeWidened = defineRule<undefined>()({
  id: 'type-widened',
  title: 'Type widened',
  scope: 'request',
  severity: 'additive',
  inclusion: {},
  rationale: 'Every value that was accepted is still accepted.',
  message: ({ before, after, site }) => `type of ${where(site)} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
  detect: typeDetector('widened'),
  response: ({ before, after }) => mirror(outputTypeWidened, before, after, undefined),
});
