import { defineRule, where } from '../rule.js';

export const additionalPropertiesOpened = defineRule<undefined>({
  id: 'additional-properties-opened',
  title: 'Schema opened to unknown arguments',
  scope: 'request',
  severity: 'additive',
  rationale: 'Arguments that were rejected are now accepted (and ignored when unknown).',
  message: ({ site }) => `${where(site, 'object')} now accepts unknown properties`,
});
