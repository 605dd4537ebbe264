import { defineRule } from '../rule.js';

export const resourceTemplateRemoved = defineRule<undefined>()({
  id: 'resource-template-removed',
  title: 'Resource template removed',
  scope: 'resource',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Clients and agents that build resource URIs from the template get unknown-resource errors.',
  message: ({ site }) => `resource template '${site.tool}' removed`,
});
