import { defineRule } from '../rule.js';

export const toolRemoved = defineRule<undefined>()({
  id: 'tool-removed',
  title: 'Tool removed',
  scope: 'tool',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Agents that learned the tool still call it and get an unknown-tool error.',
  message: ({ site }) => `tool '${site.tool}' removed`,
});
