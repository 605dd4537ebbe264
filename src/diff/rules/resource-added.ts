import { defineRule } from '../rule.js';

export const resourceAdded = defineRule<undefined>()({
  id: 'resource-added',
  title: 'Resource added',
  scope: 'resource',
  foundBy: 'pairing',
  severity: 'additive',
  rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
  message: ({ site, after }) => `resource ${typeof after === 'string' ? `'${after}' ` : ''}(${site.tool}) added`,
});
