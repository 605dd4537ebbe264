import { defineRule } from '../rule.js';

export const resourceTemplateAdded = defineRule<undefined>()({
  id: 'resource-template-added',
  title: 'Resource template added',
  scope: 'resource',
  foundBy: 'pairing',
  severity: 'additive',
  rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
  message: ({ site }) => `resource template '${site.tool}' added`,
});
