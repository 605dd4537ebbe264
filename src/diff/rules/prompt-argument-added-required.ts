import { defineRule } from '../rule.js';

export const promptArgumentAddedRequired = defineRule<undefined>()({
  id: 'prompt-argument-added-required',
  title: 'Required prompt argument added',
  scope: 'prompt',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Requests built on the old prompt lack it and fail.',
  message: ({ site }) => `required argument '${site.path}' added to prompt '${site.tool}'`,
});
