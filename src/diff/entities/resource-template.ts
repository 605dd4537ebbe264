import { RESOURCE_TEMPLATE } from '../../contract/entities/resource-template.js';
import type { ResourceTemplateDef } from '../../contract/tool-list.js';
import { textFlags } from '../flags/instructions.js';
import { detectPair } from '../hooks.js';
import * as R from '../rules/index.js';
import { nounOf, type DiffEntity } from './types.js';

/** Resource templates: paired by name (no renames); the template hooks judge a kept one, a new one's description is judged as text. */
export const RESOURCE_TEMPLATE_ENTITY: DiffEntity<ResourceTemplateDef> = {
  ...RESOURCE_TEMPLATE,
  noun: nounOf(RESOURCE_TEMPLATE.label),
  suffix: ` (${RESOURCE_TEMPLATE.label})`,
  site: (t) => ({ entity: 'resource', tool: t.name, path: '', pointer: '' }),
  diffPair: (a, b, ctx) => detectPair('template', { before: a, after: b, site: RESOURCE_TEMPLATE_ENTITY.site(b) }, ctx.push),
  removed: (a) => R.resourceTemplateRemoved.make(RESOURCE_TEMPLATE_ENTITY.site(a), a.uriTemplate, null, undefined),
  added(b) {
    const flags = textFlags(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource template '${b.name}'`);
    return R.resourceTemplateAdded.make(RESOURCE_TEMPLATE_ENTITY.site(b), null, b.uriTemplate, undefined, flags);
  },
};
