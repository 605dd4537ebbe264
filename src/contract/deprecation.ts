import type { ToolDef } from './types.js';
import { isObject, type JsonValue } from '../util/json.js';

export interface Deprecation {
  deprecated?: JsonValue;
  /** YYYY-MM-DD after which the tool may go. */
  sunset?: string;
}

/** A tool's deprecation, from `_meta` (`deprecated`, `sunset`, or namespaced keys ending in `/deprecated`, `/sunset`). */
export function deprecationOf(tool: ToolDef): Deprecation | undefined {
  if (!isObject(tool._meta)) return undefined;
  const out: Deprecation = {};
  for (const [k, v] of Object.entries(tool._meta)) {
    const key = k.split('/').pop();
    if (key === 'deprecated' && v !== false && v !== null) out.deprecated = v;
    if (key === 'sunset' && typeof v === 'string') out.sunset = v.slice(0, 10);
  }
  return out.deprecated !== undefined || out.sunset ? out : undefined;
}
