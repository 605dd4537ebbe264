import { ANY_SURROGATE, isObject, jsonDepth } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import type { JsonObject } from '../util/json.js';
import type { PromptDef, ToolDef } from './types.js';

/** The lists whose entries are checked: tools, prompts and resource templates. */
export type ListKind = 'tool' | 'prompt' | 'resource template' | 'resource';

/** An entry of a tools/list (or prompts/list) that no client can use: not an object, no usable name, too deep. */
export interface InvalidEntry {
  /** Position in the list as the server sent it. */
  index: number;
  /** The name when there is a string one, else a label such as `tools[3]`. */
  label: string;
  problem: string;
}

/** A name listed more than once: every position (first first), and whether the copies differ from the first. */
export interface DuplicateName {
  name: string;
  indexes: number[];
  differ: boolean;
}

export interface CheckedList<T> {
  /** Valid entries, first copy of each name only, in listed order. */
  readonly entries: readonly T[];
  readonly invalid: readonly InvalidEntry[];
  readonly duplicates: readonly DuplicateName[];
  /** Later copies of duplicated names (kept so a lockfile can pin and compare them). */
  readonly extraCopies: readonly T[];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

/** Why one entry is unusable, or undefined when it is fine. */
export function entryProblem(entry: unknown, kind: ListKind): string | undefined {
  const shape = entryShapeProblem(entry, kind);
  if (shape !== undefined) return shape;
  // one walk for the depth and for any surrogate at all (well-formed text rarely holds one); where to is asked after
  const seen = { surrogate: false };
  if (jsonDepth(entry, MAX_SCHEMA_DEPTH, seen) > MAX_SCHEMA_DEPTH) return `it nests more than ${MAX_SCHEMA_DEPTH} levels deep (the limit on schema depth)`;
  const lone = seen.surrogate ? loneSurrogateAt(entry) : undefined;
  if (lone !== undefined)
    return `its text is not valid Unicode: a lone surrogate (\\u${lone.unit.toString(16)}) at ${lone.pointer || '/'}; a contract must be well-formed text to be hashed (RFC 8785), and no client can show it faithfully`;
  return undefined;
}

/** Half of a UTF-16 surrogate pair without its other half: text that no UTF-8 encoding (nor RFC 8785) can carry. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a lone surrogate (a cheap test first: well-formed text rarely holds a surrogate at all). */
export function hasLoneSurrogate(text: string): boolean {
  return ANY_SURROGATE.test(text) && LONE_SURROGATE.test(text);
}

/** A text with each lone surrogate written as its `\\uXXXX` escape (for messages, which must be well-formed). */
export function visibleSurrogates(text: string): string {
  return hasLoneSurrogate(text) ? text.replace(new RegExp(LONE_SURROGATE.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16)}`) : text;
}

/** The first lone surrogate in a JSON value's keys and strings, with its JSON pointer (the value is already depth-checked). */
function loneSurrogateAt(value: unknown, pointer = ''): { unit: number; pointer: string } | undefined {
  if (typeof value === 'string') return hasLoneSurrogate(value) ? { unit: value.charCodeAt(value.search(LONE_SURROGATE)), pointer } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = loneSurrogateAt(value[i], `${pointer}/${i}`);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const key in value) {
    const at = `${pointer}/${visibleSurrogates(key.replace(/~/g, '~0').replace(/\//g, '~1'))}`;
    if (hasLoneSurrogate(key)) return { unit: key.charCodeAt(key.search(LONE_SURROGATE)), pointer: at };
    const hit = loneSurrogateAt((value as Record<string, unknown>)[key], at);
    if (hit) return hit;
  }
  return undefined;
}

/** What is wrong with an entry's own fields (not its depth, which costs a walk over the whole entry). */
export function entryShapeProblem(entry: unknown, kind: ListKind): string | undefined {
  if (!isObject(entry)) return `a ${kind} must be an object; found ${describe(entry)}`;
  if (typeof entry.name !== 'string') return entry.name === undefined ? `the ${kind} has no "name"` : `"name" must be a string; found ${describe(entry.name)}`;
  if (entry.name === '') return `"name" is empty`;
  if (kind === 'tool') {
    for (const key of ['inputSchema', 'outputSchema', 'annotations', 'execution'] as const)
      // a boolean is a JSON Schema too (`true`: any value), which an output schema may be where results need not be objects (2026)
      if (entry[key] !== undefined && entry[key] !== null && !isObject(entry[key]) && !(key === 'outputSchema' && typeof entry[key] === 'boolean'))
        return `"${key}" must be a JSON object${key === 'outputSchema' ? ' or a boolean schema' : ''}; found ${describe(entry[key])}`;
    for (const key of ['description', 'title'] as const)
      if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string') return `"${key}" must be a string; found ${describe(entry[key])}`;
  } else if (kind === 'resource template') {
    if (typeof entry.uriTemplate !== 'string')
      return entry.uriTemplate === undefined ? 'the resource template has no "uriTemplate"' : `"uriTemplate" must be a string; found ${describe(entry.uriTemplate)}`;
    for (const key of ['description', 'title', 'mimeType'] as const)
      if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string') return `"${key}" must be a string; found ${describe(entry[key])}`;
  } else if (kind === 'resource') {
    if (typeof entry.uri !== 'string' || entry.uri === '') return entry.uri === undefined ? 'the resource has no "uri"' : `"uri" must be a non-empty string; found ${describe(entry.uri)}`;
    for (const key of ['description', 'title', 'mimeType'] as const)
      if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string') return `"${key}" must be a string; found ${describe(entry[key])}`;
  } else if (entry.arguments !== undefined && entry.arguments !== null) {
    if (!Array.isArray(entry.arguments)) return `"arguments" must be an array; found ${describe(entry.arguments)}`;
    const bad = entry.arguments.findIndex((a) => !isObject(a) || typeof a.name !== 'string');
    if (bad >= 0) return `arguments[${bad}] needs a string "name"`;
  }
  return undefined;
}

function check<T extends { name: string }>(
  list: readonly unknown[],
  kind: ListKind,
  where: string,
  keyOf: (entry: T) => string = (e) => e.name,
): { entries: T[]; invalid: InvalidEntry[]; duplicates: DuplicateName[]; extraCopies: T[] } {
  const out = { entries: [] as T[], invalid: [] as InvalidEntry[], duplicates: [] as DuplicateName[], extraCopies: [] as T[] };
  const first = new Map<string, { index: number; entry: T; dup?: DuplicateName }>();
  list.forEach((entry, index) => {
    const problem = entryProblem(entry, kind);
    if (problem) {
      const name = isObject(entry) && typeof entry.name === 'string' && entry.name !== '' ? entry.name : undefined;
      out.invalid.push({ index, label: name ?? `${where}[${index}]`, problem });
      return;
    }
    const e = entry as T;
    const key = keyOf(e);
    const seen = first.get(key);
    if (!seen) {
      first.set(key, { index, entry: e });
      out.entries.push(e);
      return;
    }
    if (!seen.dup) {
      seen.dup = { name: key, indexes: [seen.index], differ: false };
      out.duplicates.push(seen.dup);
    }
    seen.dup.indexes.push(index);
    if (JSON.stringify(e) !== JSON.stringify(seen.entry)) seen.dup.differ = true;
    out.extraCopies.push(e);
  });
  return out;
}

/**
 * Every stage that reads a list (diff, lockfile, fingerprint, deprecations, versions, forbidden tools) asks for the
 * same check of the same array: it walks every entry to its depth, so it is done once per array and kept (frozen).
 */
const checked = {
  tool: new WeakMap<readonly unknown[], CheckedList<ToolDef>>(),
  prompt: new WeakMap<readonly unknown[], CheckedList<PromptDef>>(),
  resource: new WeakMap<readonly unknown[], CheckedList<ResourceTemplateDef>>(),
  staticResource: new WeakMap<readonly unknown[], CheckedList<ResourceDef>>(),
};
const NONE: readonly unknown[] = Object.freeze([]);

function memo<T extends { name: string }>(
  cache: WeakMap<readonly unknown[], CheckedList<T>>,
  list: readonly unknown[] | undefined,
  kind: ListKind,
  where: string,
  keyOf?: (entry: T) => string,
): CheckedList<T> {
  const key = Array.isArray(list) ? list : NONE;
  let out = cache.get(key);
  if (!out) {
    const fresh = check<T>(key, kind, where, keyOf);
    out = Object.freeze({ entries: Object.freeze(fresh.entries), invalid: Object.freeze(fresh.invalid), duplicates: Object.freeze(fresh.duplicates), extraCopies: Object.freeze(fresh.extraCopies) });
    cache.set(key, out);
  }
  return out;
}

/** Split a server's tools into usable ones (first copy per name), invalid entries and duplicated names. Never throws. */
export function checkTools(list: readonly unknown[] | undefined): CheckedList<ToolDef> {
  return memo(checked.tool, list, 'tool', 'tools');
}

export function checkPrompts(list: readonly unknown[] | undefined): CheckedList<PromptDef> {
  return memo(checked.prompt, list, 'prompt', 'prompts');
}

/** A resource template as listed by `resources/templates/list`, once checked: a name and a URI template. */
export type ResourceTemplateDef = JsonObject & { name: string; uriTemplate: string };

export function checkResourceTemplates(list: readonly unknown[] | undefined): CheckedList<ResourceTemplateDef> {
  return memo(checked.resource, list, 'resource template', 'resourceTemplates');
}

/** A static resource as listed by `resources/list`, once checked: a URI (its identity) and a name. */
export type ResourceDef = JsonObject & { name: string; uri: string };

/** Static resources: valid ones first copy per URI (a URI listed twice is a duplicate, whatever the names). */
export function checkResources(list: readonly unknown[] | undefined): CheckedList<ResourceDef> {
  return memo<ResourceDef>(checked.staticResource, list, 'resource', 'resources', (r) => r.uri);
}

/**
 * Names listed more than once, with their positions (a Map: names are untrusted, `__proto__` is a name like any
 * other). Shared by the diff, the lockfile and the runtime guard, so all three agree on what a duplicate is.
 */
export function duplicateToolNames(tools: readonly unknown[]): Map<string, number[]> {
  const at = new Map<string, number[]>();
  tools.forEach((t, i) => {
    if (!isObject(t) || typeof t.name !== 'string') return;
    const list = at.get(t.name);
    if (list) list.push(i);
    else at.set(t.name, [i]);
  });
  for (const [name, idx] of at) if (idx.length < 2) at.delete(name);
  return at;
}

/** Whether a tool states an output schema (`null` states none; `false`, a schema no value passes, is one). */
export function hasOutputSchema(tool: ToolDef): boolean {
  return tool.outputSchema !== undefined && tool.outputSchema !== null;
}
