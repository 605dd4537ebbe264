import { toolContract } from '../canonical.js';
import { checkTools } from '../tool-list.js';
import type { ToolDef } from '../types.js';
import type { Surface } from './types.js';

/** Tools (`tools/list`, paged): keyed by name; the contract is toolContract (schemas normalised). */
export const TOOL: Surface<ToolDef> = {
  kind: 'tool',
  label: 'tool',
  list: { method: 'tools/list', resultKey: 'tools', paginated: true },
  field: 'tools',
  key: 'name',
  keyOf: (t) => t.name,
  entries: (s) => checkTools(s.tools),
  contract: (t, options) => toolContract(t, options),
  reportsInvalid: true,
};
