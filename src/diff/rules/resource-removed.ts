import { defineRule } from '../rule.js';

export const resourceRemoved = defineRule<undefined>()({
  id: 'resource-removed',
  title: 'Resource removed',
  scope: 'resource',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Clients and agents that read the resource by its URI get an unknown-resource error.',
  message: ({ site, before }) => `resource ${typeof before === 'string' ? `'${before}' ` : ''}(${site.tool}) removed`,
});
