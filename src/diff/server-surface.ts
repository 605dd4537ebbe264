import { checkResourceTemplates, type ResourceTemplateDef } from '../contract/tool-list.js';
import type { ServerSnapshot } from '../contract/types.js';
import { jsonEqual, type JsonValue } from '../util/json.js';
import { textFlags } from './flags/instructions.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { ResourceTemplateField } from './rules/resource-template-changed.js';
import type { Change } from './types.js';
import { cosmeticEdit } from './text.js';

/**
 * What the model reads about a server besides its tools and prompts: the server's `instructions` and its resource
 * templates. A rug pull there reaches the model as surely as one in a tool description, so both are pinned and diffed.
 */
export function diffServerSurface(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  diffInstructions(before, after, push);
  diffResourceTemplates(before, after, push);
}

/** The fields of a resource template that are compared, in report order (the rule judges each). */
const RESOURCE_TEMPLATE_FIELDS: readonly ResourceTemplateField[] = ['uriTemplate', 'description', 'mimeType', 'title', 'annotations'];

const INSTRUCTIONS_SITE: Site = { entity: 'server', tool: 'instructions', path: '', pointer: '/instructions' };

function diffInstructions(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  // A lockfile pinned before instructions were pinned says nothing about them: compared from the next re-pin on.
  if (before.instructionsUnpinned || after.instructionsUnpinned) return;
  const a = before.instructions;
  const b = after.instructions;
  if ((a ?? '') === (b ?? '')) return;
  const change = !a ? 'added' : !b ? 'removed' : 'changed';
  const edit = change === 'changed' ? cosmeticEdit(a, b) : undefined;
  const flags = edit ? [] : textFlags(a, b, 'the server instructions');
  push(R.instructionsChanged.make(INSTRUCTIONS_SITE, a ?? null, b ?? null, { change, edit }, flags));
}

function diffResourceTemplates(before: ServerSnapshot, after: ServerSnapshot, push: (c: Change) => void): void {
  const ta = new Map(checkResourceTemplates(before.resourceTemplates).entries.map((t) => [t.name, t]));
  const tb = new Map(checkResourceTemplates(after.resourceTemplates).entries.map((t) => [t.name, t]));
  const site = (t: ResourceTemplateDef, pointer = ''): Site => ({ entity: 'resource', tool: t.name, path: '', pointer });
  for (const [name, a] of ta) {
    const b = tb.get(name);
    if (!b) {
      push(R.resourceTemplateRemoved.make(site(a), a.uriTemplate, null, undefined));
      continue;
    }
    for (const field of RESOURCE_TEMPLATE_FIELDS) {
      const x = a[field];
      const y = b[field];
      if (jsonEqual(x ?? null, y ?? null)) continue;
      const text = field === 'description' || field === 'title';
      const edit = text ? cosmeticEdit(x as string | undefined, y as string | undefined) : undefined;
      const flags = field === 'description' && !edit ? textFlags(x as string | undefined, y as string | undefined, `the description of resource template '${name}'`) : [];
      push(R.resourceTemplateChanged.make(site(b, `/${field}`), (x ?? null) as JsonValue, (y ?? null) as JsonValue, { field, edit }, flags));
    }
  }
  for (const [name, b] of tb) {
    if (ta.has(name)) continue;
    const flags = textFlags(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource template '${name}'`);
    push(R.resourceTemplateAdded.make(site(b), null, b.uriTemplate, undefined, flags));
  }
}
