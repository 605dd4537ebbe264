import { defineRule } from '../rule.js';

export const promptArgumentBecameRequired = defineRule<undefined>()({
  id: 'prompt-argument-became-required',
  title: 'Prompt argument became required',
  scope: 'prompt',
  severity: 'breaking',
  rationale: 'Requests that omitted it fail.',
  message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became required`,
});
