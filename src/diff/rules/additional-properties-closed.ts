import { defineRule, where } from '../rule.js';

export const additionalPropertiesClosed = defineRule<undefined>({
  id: 'additional-properties-closed',
  title: 'Schema closed to unknown arguments',
  scope: 'request',
  severity: 'breaking',
  rationale: 'additionalProperties: false now rejects arguments the server used to ignore.',
  message: ({ site }) => `${where(site, 'object')} no longer accepts unknown properties`,
});
