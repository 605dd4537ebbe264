import { defineRule, mirror, where } from '../rule.js';
import { outputWidened } from './output-widened.js';

export const additionalPropertiesOpened = defineRule<undefined>({
  id: 'additional-properties-opened',
  title: 'Schema opened to unknown arguments',
  scope: 'request',
  severity: 'additive',
  rationale: 'Arguments that were rejected are now accepted (and ignored when unknown).',
  message: ({ site }) => `${where(site, 'object')} now accepts unknown properties`,
  response: ({ before, after }) => mirror(outputWidened, before, after, { detail: 'may now carry unknown properties' }),
});
