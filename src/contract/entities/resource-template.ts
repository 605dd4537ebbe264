import { resourceTemplateContract } from '../canonical.js';
import { checkResourceTemplates, type ResourceTemplateDef } from '../tool-list.js';
import type { Surface } from './types.js';

/** Resource templates (`resources/templates/list`, paged): keyed by name (entity id `resource`, kept for the API). */
export const RESOURCE_TEMPLATE: Surface<ResourceTemplateDef> = {
  kind: 'resource',
  label: 'resource template',
  list: { method: 'resources/templates/list', resultKey: 'resourceTemplates', paginated: true },
  field: 'resourceTemplates',
  key: 'name',
  keyOf: (t) => t.name,
  entries: (s) => checkResourceTemplates(s.resourceTemplates),
  contract: (t, options) => resourceTemplateContract(t, options),
  lock: { field: 'resourceTemplates', when: 'listed', keyedBy: 'template name' },
  reportsInvalid: false,
};
