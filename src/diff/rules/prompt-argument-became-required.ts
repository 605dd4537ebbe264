import { defineRule } from '../rule.js';

export const promptArgumentBecameRequired = defineRule<undefined>()({
  id: 'prompt-argument-became-required',
  title: 'Prompt argument became required',
  scope: 'prompt',
  severity: 'breaking',
  rationale: 'Requests that omitted it fail.',
  message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became required`,
  // a renamed argument's rename says whether it is required
  on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required !== true && after.required === true ? [{ before: false, after: true, pointer: site.pointer }] : undefined) },
});
