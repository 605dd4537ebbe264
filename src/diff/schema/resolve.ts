import { isObject, type JsonObject } from '../../util/json.js';
import { locateRef } from '../subschema/refs.js';

/** A schema node located in its contract: the root it belongs to (for `$ref`) and where it sits. */
export interface Located {
  schema: JsonObject;
  /** JSON Pointer of the node in the contract (e.g. `/inputSchema/properties/limit`). */
  pointer: string;
  /** The schema document `$ref`s resolve against (the tool's inputSchema or outputSchema). */
  root: JsonObject;
  /** Pointer of `root` in the contract. */
  rootPointer: string;
}

const MAX_REF_HOPS = 32;
/** Keywords beside a `$ref` that hold definitions or name the document, not constraints on the instance. */
const META_SIBLINGS = new Set(['$defs', 'definitions', '$schema', '$id', '$comment']);

/**
 * Follow `$ref`s the document resolves (`#`, `#/$defs/X`, any JSON Pointer fragment, an embedded resource's `$id`, an
 * `$anchor`). Keywords beside a `$ref` apply
 * too (2019-09+), so they are laid over the target. Remote or broken refs are left in place and compared literally.
 * A bare `$ref` moves the pointer to its target (where the changed keyword is written); with sibling keywords the pointer
 * stays at the referencing node, where those are written.
 */
export function resolveRefs(node: Located): Located {
  let schema = node.schema;
  let pointer = node.pointer;
  const seen = new Set<string>();
  for (let hops = 0; hops < MAX_REF_HOPS && typeof schema.$ref === 'string'; hops++) {
    const ref = schema.$ref;
    if (seen.has(ref)) break;
    seen.add(ref);
    // the one resolver (subschema/refs.ts): local pointers, `$id` resources, `$anchor`s
    const found = locateRef(node.root, ref, schema);
    if (!found) break;
    const { target, pointer: fragment } = found;
    const { $ref: _drop, ...siblings } = schema;
    const keys = Object.keys(siblings);
    if (keys.length === 0) {
      // A bare `$ref` is its target: report what changed inside it where it is written (a pointer that exists), and
      // hand the walker the target itself, so a recursive definition is compared once, not once per level.
      schema = target;
      pointer = node.rootPointer + fragment;
    } else {
      schema = { ...target, ...siblings };
      // beside only definitions and identifiers (a root `{$ref, $defs}`), what changes is written at the target too
      if (keys.every((k) => META_SIBLINGS.has(k))) pointer = node.rootPointer + fragment;
    }
  }
  return schema === node.schema ? node : { ...node, schema, pointer };
}

/** A child node of `parent` at `keyword` (and, for maps and arrays, `key`). */
export function child(parent: Located, schema: unknown, ...tokens: Array<string | number>): Located | undefined {
  if (!isObject(schema)) return undefined;
  const pointer = parent.pointer + tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return { schema, pointer, root: parent.root, rootPointer: parent.rootPointer };
}
