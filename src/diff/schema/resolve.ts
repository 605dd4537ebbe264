import jsonpointer from 'jsonpointer';
import { isObject, type JsonObject } from '../../util/json.js';

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

/**
 * Follow local `$ref`s (`#`, `#/$defs/X`, `#/definitions/X`, any JSON Pointer fragment). Keywords beside a `$ref` apply
 * too (2019-09+), so they are laid over the target. Remote or broken refs are left in place and compared literally.
 * The pointer stays at the referencing node: that is where a reviewer looks.
 */
export function resolveRefs(node: Located): Located {
  let schema = node.schema;
  const seen = new Set<string>();
  for (let hops = 0; hops < MAX_REF_HOPS && typeof schema.$ref === 'string'; hops++) {
    const ref = schema.$ref;
    if (!ref.startsWith('#') || seen.has(ref)) break;
    seen.add(ref);
    let target: unknown;
    try {
      target = ref === '#' ? node.root : jsonpointer.get(node.root, decodeURIComponent(ref.slice(1)));
    } catch {
      break;
    }
    if (!isObject(target)) break;
    const { $ref: _drop, ...siblings } = schema;
    schema = { ...target, ...siblings };
  }
  return schema === node.schema ? node : { ...node, schema };
}

/** A child node of `parent` at `keyword` (and, for maps and arrays, `key`). */
export function child(parent: Located, schema: unknown, ...tokens: Array<string | number>): Located | undefined {
  if (!isObject(schema)) return undefined;
  const pointer = parent.pointer + tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  return { schema, pointer, root: parent.root, rootPointer: parent.rootPointer };
}
