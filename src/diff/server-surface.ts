import { checkResources, checkResourceTemplates, type ResourceDef, type ResourceTemplateDef } from '../contract/tool-list.js';
import type { ServerSnapshot } from '../contract/types.js';
import { textFlags } from './flags/instructions.js';
import { detectPair } from './hooks.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { Change } from './types.js';

/**
 * What the model reads about a server besides its tools and prompts: the server's `instructions`, its resource
 * templates and its static resources. A rug pull there reaches the model as surely as one in a tool description, so
 * all are pinned and diffed: the rules' server hooks (instructions), then each template and resource kept through
 * their hooks, and those removed or added, as they are paired here (templates by name, resources by URI).
 */
export function diffServerSurface(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  detectPair('server', { before, after, site: { entity: 'server', tool: 'instructions', path: '', pointer: '' } }, push);
  diffResourceTemplates(before, after, push);
  diffResources(before, after, push);
}

/**
 * Static resources, by URI (what a client reads). A resource whose URI changed while its name stayed (the name
 * unique on both sides) is one resource moved: the resource hooks report the new URI, not a removal and an addition.
 */
function diffResources(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  const ra = new Map(checkResources(before.resources).entries.map((r) => [r.uri, r]));
  const rb = new Map(checkResources(after.resources).entries.map((r) => [r.uri, r]));
  const site = (r: ResourceDef): Site => ({ entity: 'static-resource', tool: r.uri, path: '', pointer: '' });
  const removed = [...ra.values()].filter((r) => !rb.has(r.uri));
  const added = [...rb.values()].filter((r) => !ra.has(r.uri));
  const unique = (list: ResourceDef[], name: string) => list.filter((r) => r.name === name).length === 1;
  const moved = new Map<ResourceDef, ResourceDef>();
  for (const a of removed) {
    const b = added.find((x) => x.name === a.name);
    if (b && unique(removed, a.name) && unique(added, a.name) && unique([...ra.values()], a.name) && unique([...rb.values()], a.name)) moved.set(a, b);
  }
  const movedTo = new Set(moved.values());
  for (const [uri, a] of ra) {
    const b = rb.get(uri) ?? moved.get(a);
    if (b) detectPair('resource', { before: a, after: b, site: site(b) }, push);
    else push(R.resourceRemoved.make(site(a), a.name, null, undefined));
  }
  for (const b of added) {
    if (movedTo.has(b)) continue;
    const flags = textFlags(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource '${b.uri}'`);
    push(R.resourceAdded.make(site(b), null, b.name, undefined, flags));
  }
}

function diffResourceTemplates(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  const ta = new Map(checkResourceTemplates(before.resourceTemplates).entries.map((t) => [t.name, t]));
  const tb = new Map(checkResourceTemplates(after.resourceTemplates).entries.map((t) => [t.name, t]));
  const site = (t: ResourceTemplateDef): Site => ({ entity: 'resource', tool: t.name, path: '', pointer: '' });
  for (const [name, a] of ta) {
    const b = tb.get(name);
    if (!b) push(R.resourceTemplateRemoved.make(site(a), a.uriTemplate, null, undefined));
    else detectPair('template', { before: a, after: b, site: site(b) }, push);
  }
  for (const [name, b] of tb) {
    if (ta.has(name)) continue;
    const flags = textFlags(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource template '${name}'`);
    push(R.resourceTemplateAdded.make(site(b), null, b.uriTemplate, undefined, flags));
  }
}
