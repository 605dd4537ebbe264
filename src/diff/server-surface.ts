import { checkResourceTemplates, type ResourceTemplateDef } from '../contract/tool-list.js';
import type { ServerSnapshot } from '../contract/types.js';
import { textFlags } from './flags/instructions.js';
import { detectPair } from './hooks.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { Change } from './types.js';

/**
 * What the model reads about a server besides its tools and prompts: the server's `instructions` and its resource
 * templates. A rug pull there reaches the model as surely as one in a tool description, so both are pinned and diffed:
 * the rules' server hooks (instructions), then each template kept through the template hooks, and the templates
 * removed or added, as they are paired here (by name).
 */
export function diffServerSurface(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  detectPair('server', { before, after, site: { entity: 'server', tool: 'instructions', path: '', pointer: '' } }, push);
  diffResourceTemplates(before, after, push);
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
