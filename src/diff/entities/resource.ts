import { RESOURCE } from '../../contract/entities/resource.js';
import type { ResourceDef } from '../../contract/tool-list.js';
import { textFlags } from '../flags/instructions.js';
import { detectPair } from '../hooks.js';
import * as R from '../rules/index.js';
import { nounOf, type DiffEntity } from './types.js';

/**
 * Static resources, by URI (what a client reads). A resource whose URI changed while its name stayed (the name
 * unique on both sides) is one resource moved: the resource hooks report the new URI, not a removal and an addition.
 */
export const RESOURCE_ENTITY: DiffEntity<ResourceDef> = {
  ...RESOURCE,
  noun: nounOf(RESOURCE.label),
  suffix: ` (${RESOURCE.label})`,
  site: (r) => ({ entity: 'static-resource', tool: r.uri, path: '', pointer: '' }),
  diffPair: (a, b, ctx) => detectPair('resource', { before: a, after: b, site: RESOURCE_ENTITY.site(b) }, ctx.push),
  pair({ before, after, removed, added }) {
    const unique = (list: Iterable<ResourceDef>, name: string) => [...list].filter((r) => r.name === name).length === 1;
    const moved: Array<[ResourceDef, ResourceDef]> = [];
    for (const a of removed) {
      const b = added.find((x) => x.name === a.name);
      if (b && unique(removed, a.name) && unique(added, a.name) && unique(before.values(), a.name) && unique(after.values(), a.name)) moved.push([a, b]);
    }
    return { renamed: [], moved };
  },
  removed: (a) => R.resourceRemoved.make(RESOURCE_ENTITY.site(a), a.name, null, undefined),
  added(b) {
    const flags = textFlags(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource '${b.uri}'`);
    return R.resourceAdded.make(RESOURCE_ENTITY.site(b), null, b.name, undefined, flags);
  },
};
