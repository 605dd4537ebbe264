import jsonpointer from 'jsonpointer';
import { SCHEMA_ARRAY_VALUED, SCHEMA_MAP_VALUED, SCHEMA_VALUED } from '../../contract/schema-keywords.js';
import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';

/**
 * The one `$ref` resolver (issue 47): the walker (schema/resolve.ts) and the subschema core ask it, nobody else reads a
 * reference. A document is indexed once: the base URI of every subschema (each `$id` below the root starts an embedded
 * resource), each resource by its absolute URI, each `$anchor` and `$dynamicAnchor` by `resource#name`.
 *
 * - `refTarget(root, ref)`: a local JSON Pointer reference (`#`, `#/…`), the form the core reads.
 * - `localDocument(side)`: the document with every reference the index resolves written as a local pointer
 *   (`$ref: "https://x/item"`, `"#item"`, `"item#/$defs/a"`, `#/…` inside an embedded resource, which is relative to
 *   that resource), and `$dynamicRef` resolved where it is bounded: in a document that is one resource (no embedded
 *   `$id`), the dynamic scope holds only the root, so `$dynamicRef: "#x"` is the `$dynamicAnchor: "x"` written on the
 *   root (the recursive-tree form), as JSON Schema 2020-12 §8.2.3.2 and ajv's Ajv2020 both read it. An anchor
 *   elsewhere (ajv then rejects every value, unlike the specification), or embedded resources: *unknown*. What the
 *   index cannot resolve becomes a reference to nothing (`unresolved:…`): the core reads it as *unknown*.
 */

const BASE = 'mcg-root://schema/';
const MAX_NODES = 20_000;
const MAX_DEPTH = 128;

interface Index {
  /** Absolute URI (no fragment) of each resource → its pointer in the document. */
  resources: Map<string, string>;
  /** `uri#name` of each `$anchor` / `$dynamicAnchor` → pointer. */
  anchors: Map<string, string>;
  /** `$dynamicAnchor` names written on the document's root → pointer (always ''). */
  dynamic: Map<string, string>;
  /** Base URI of each subschema object. */
  baseOf: WeakMap<object, string>;
  rootBase: string;
  embedded: boolean;
  /** Some reference needs rewriting (not a local pointer read against the root, or a `$dynamicRef`). */
  rewrite: boolean;
  /** Too large or too deep to index: references are read as written (local pointers only). */
  partial: boolean;
}

const indexes = new WeakMap<object, Index>();

function esc(token: string | number): string {
  return `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function baseUri(id: string, base: string): string | undefined {
  try {
    const u = new URL(id, base);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}

/** Each schema-valued place of a schema object, with its pointer token(s). */
function* subschemas(s: JsonObject): Generator<[JsonValue, string]> {
  for (const [k, v] of Object.entries(s)) {
    if (SCHEMA_VALUED.has(k) && !Array.isArray(v)) yield [v, esc(k)];
    if (SCHEMA_ARRAY_VALUED.has(k) && Array.isArray(v)) for (let i = 0; i < v.length; i++) yield [v[i] as JsonValue, esc(k) + esc(i)];
    if ((SCHEMA_MAP_VALUED.has(k) || k === 'dependencies') && isObject(v)) for (const [n, x] of Object.entries(v)) yield [x, esc(k) + esc(n)];
  }
}

function indexOf(root: JsonObject): Index {
  let ix = indexes.get(root);
  if (ix) return ix;
  const rootBase = (typeof root.$id === 'string' && baseUri(root.$id, BASE)) || BASE;
  ix = { resources: new Map([[rootBase, '']]), anchors: new Map(), dynamic: new Map(), baseOf: new WeakMap(), rootBase, embedded: false, rewrite: false, partial: false };
  const index = ix;
  let nodes = 0;
  const visit = (s: JsonValue, pointer: string, base: string, depth: number) => {
    if (!isObject(s) || index.baseOf.has(s)) return;
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) {
      index.partial = true;
      return;
    }
    let here = base;
    if (pointer !== '' && typeof s.$id === 'string') {
      const b = baseUri(s.$id, base);
      if (b === undefined) index.partial = true;
      else {
        here = b;
        index.embedded = true;
        if (!index.resources.has(b)) index.resources.set(b, pointer);
      }
    }
    index.baseOf.set(s, here);
    for (const k of ['$anchor', '$dynamicAnchor'] as const) {
      const name = s[k];
      if (typeof name !== 'string') continue;
      if (!index.anchors.has(`${here}#${name}`)) index.anchors.set(`${here}#${name}`, pointer);
      if (k === '$dynamicAnchor' && pointer === '' && !index.dynamic.has(name)) index.dynamic.set(name, pointer);
    }
    if (typeof s.$ref === 'string' && (here !== rootBase || !/^#(\/|$)/.test(s.$ref))) index.rewrite = true;
    if (s.$dynamicRef !== undefined) index.rewrite = true;
    for (const [x, token] of subschemas(s)) visit(x, pointer + token, here, depth + 1);
  };
  visit(root, '', rootBase, 0);
  if (index.embedded) index.rewrite = true;
  indexes.set(root, index);
  return index;
}

/** The pointer (in the whole document) a reference written at a place with base URI `base` names, if any. */
function resolve(root: JsonObject, ix: Index, ref: string, base: string, dynamic = false): string | undefined {
  let u: URL;
  try {
    u = new URL(ref, base);
  } catch {
    return undefined;
  }
  const fragment = decodeURIComponent(u.hash.slice(1));
  u.hash = '';
  const resource = ix.resources.get(u.href);
  if (resource === undefined) return undefined;
  if (fragment === '') return resource;
  if (fragment.startsWith('/')) {
    const p = resource + fragment;
    return pointerTarget(root, p) === undefined ? undefined : p;
  }
  // ajv (8.x, Ajv2020) honours a `$dynamicAnchor` only on a resource's root: elsewhere it reads `$dynamicRef` otherwise
  // than the specification does, so only the document root's anchor is followed (the rest is unknown)
  if (dynamic) return ix.embedded || u.href !== ix.rootBase ? undefined : ix.dynamic.get(fragment);
  return ix.anchors.get(`${u.href}#${fragment}`);
}

function pointerTarget(root: JsonValue, pointer: string): JsonValue | undefined {
  if (pointer === '') return root;
  try {
    const t = jsonpointer.get(root as object, pointer) as JsonValue | undefined;
    return t === undefined ? undefined : t;
  } catch {
    return undefined;
  }
}

/** The target of a local `$ref` (`#`, `#/…`), or undefined when it is not one. */
export function refTarget(root: JsonValue, ref: string): JsonValue | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  return pointerTarget(root, pointer);
}

/**
 * Where a `$ref` written in `at` (a subschema of `root`) points: the target and its pointer in the document. For the
 * walker; undefined when it names nothing the document holds.
 */
export function locateRef(root: JsonObject, ref: string, at: JsonObject): { target: JsonObject; pointer: string } | undefined {
  const ix = indexOf(root);
  let pointer: string | undefined;
  if (ix.partial || !ix.rewrite) pointer = ref === '#' ? '' : ref.startsWith('#/') ? safeDecode(ref.slice(1)) : undefined;
  else {
    const base = ix.baseOf.get(at) ?? (ix.embedded ? undefined : ix.rootBase);
    pointer = base === undefined ? undefined : resolve(root, ix, ref, base);
  }
  if (pointer === undefined) return undefined;
  const target = pointerTarget(root, pointer);
  return isObject(target) ? { target, pointer } : undefined;
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

const local = (pointer: string) => `#${pointer.replace(/%/g, '%25')}`;
const UNRESOLVED = 'unresolved:';

interface Rewritten {
  root: JsonValue;
  copies: WeakMap<object, JsonValue>;
}
const rewritten = new WeakMap<object, Rewritten>();
/** Documents this module wrote: already local, never read again (their `$id`s no longer move a base). */
const written = new WeakSet<object>();

function rewriteDocument(root: JsonObject, ix: Index): Rewritten {
  let hit = rewritten.get(root);
  if (hit) return hit;
  const copies = new WeakMap<object, JsonValue>();
  const copy = (s: JsonValue, base: string | undefined, depth: number): JsonValue => {
    if (!isObject(s)) return s;
    const done = copies.get(s);
    if (done !== undefined) return done;
    const here = ix.baseOf.get(s) ?? base;
    const out: JsonObject = {};
    copies.set(s, out);
    for (const [k, v] of Object.entries(s)) {
      if (k === '$ref' && typeof v === 'string') out.$ref = rewriteRef(root, ix, v, here);
      else if (k === '$dynamicRef' && typeof v === 'string' && s.$ref === undefined && !ix.embedded && here !== undefined) {
        const p = resolve(root, ix, v, here, true);
        out.$ref = p === undefined ? UNRESOLVED + v : local(p);
      } else if (depth < MAX_DEPTH && SCHEMA_VALUED.has(k) && !Array.isArray(v)) out[k] = copy(v, here, depth + 1);
      else if (depth < MAX_DEPTH && SCHEMA_ARRAY_VALUED.has(k) && Array.isArray(v)) out[k] = v.map((x) => copy(x, here, depth + 1));
      else if (depth < MAX_DEPTH && (SCHEMA_MAP_VALUED.has(k) || k === 'dependencies') && isObject(v)) {
        const m: JsonObject = {};
        for (const [n, x] of Object.entries(v)) m[n] = Array.isArray(x) ? x : copy(x, here, depth + 1);
        out[k] = m;
      } else out[k] = v;
    }
    return out;
  };
  hit = { root: copy(root, ix.rootBase, 0), copies };
  if (isObject(hit.root)) written.add(hit.root);
  rewritten.set(root, hit);
  return hit;
}

function rewriteRef(root: JsonObject, ix: Index, ref: string, base: string | undefined): string {
  if (base === undefined) return UNRESOLVED + ref;
  const p = resolve(root, ix, ref, base);
  return p === undefined ? UNRESOLVED + ref : local(p);
}

/**
 * A schema and its document with every reference as a local pointer (see above), so the core reads `$id`, `$anchor`
 * and bounded `$dynamicRef` like any `$ref`. The same objects when nothing needs rewriting. A schema that is not a
 * subschema of its document (a copy made to compare one keyword) is rewritten against the root's base URI when the
 * document has one resource; with embedded resources its base is unknown and its references resolve to nothing.
 */
export function localDocument<T extends { schema: JsonValue; root: JsonValue }>(side: T): T {
  const { root, schema } = side;
  if (!isObject(root) || written.has(root)) return side;
  const ix = indexOf(root);
  if (!ix.rewrite || ix.partial) return side;
  const doc = rewriteDocument(root, ix);
  const mapped = isObject(schema) ? doc.copies.get(schema) : schema;
  if (mapped !== undefined) return { ...side, schema: mapped, root: doc.root };
  return { ...side, schema: standalone(schema, root, ix), root: doc.root };
}

function standalone(s: JsonValue, root: JsonObject, ix: Index, depth = 0): JsonValue {
  if (Array.isArray(s)) return s.map((x) => standalone(x, root, ix, depth + 1));
  if (!isObject(s) || depth > MAX_DEPTH) return s;
  const mapped = rewritten.get(root)?.copies.get(s);
  if (mapped !== undefined) return mapped;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === '$ref' && typeof v === 'string') out.$ref = rewriteRef(root, ix, v, ix.embedded ? undefined : ix.rootBase);
    else if (k === '$dynamicRef') {
      const p = typeof v === 'string' && s.$ref === undefined && !ix.embedded ? resolve(root, ix, v, ix.rootBase, true) : undefined;
      out.$ref = p === undefined ? UNRESOLVED + String(v) : local(p);
    } else if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples') out[k] = v;
    else out[k] = standalone(v, root, ix, depth + 1);
  }
  return out;
}
