import { defineRule, mirror, where } from '../rule.js';
import { outputNarrowed } from './output-narrowed.js';

export const additionalPropertiesClosed = defineRule<undefined>()({
  id: 'additional-properties-closed',
  title: 'Schema closed to unknown arguments',
  scope: 'request',
  foundBy: 'pairing',
  severity: 'breaking',
  inclusion: {},
  rationale: 'additionalProperties: false now rejects arguments the server used to ignore.',
  message: ({ site }) => `${where(site, 'object')} no longer accepts unknown properties`,
  response: ({ before, after }) => mirror(outputNarrowed, before, after, { detail: 'no longer carries unknown properties' }),
});
