import { defineRule } from '../rule.js';

export const toolRenamed = defineRule<undefined>()({
  id: 'tool-renamed',
  title: 'Tool renamed',
  scope: 'tool',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Calls made with the old name fail as an unknown tool; one finding stands for the removal and the addition.',
  message: ({ before, after }) => `tool '${String(before)}' renamed to '${String(after)}'`,
});
