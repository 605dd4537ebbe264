import { resourceContract } from '../canonical.js';
import { checkResources, type ResourceDef } from '../tool-list.js';
import type { Surface } from './types.js';

/** Static resources (`resources/list`, paged): keyed by URI (entity id `static-resource`). */
export const RESOURCE: Surface<ResourceDef> = {
  kind: 'static-resource',
  label: 'resource',
  list: { method: 'resources/list', resultKey: 'resources', paginated: true },
  field: 'resources',
  key: 'uri',
  keyOf: (r) => r.uri,
  entries: (s) => checkResources(s.resources),
  contract: (r, options) => resourceContract(r, options),
  lock: { field: 'resources', when: 'listed', keyedBy: 'resource URI' },
  reportsInvalid: false,
};
