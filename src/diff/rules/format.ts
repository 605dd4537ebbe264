import type { JsonValue } from '../../util/json.js';

/** `string`, `[integer, null]`, or `any` when unconstrained. */
export function fmtTypes(types: JsonValue | null): string {
  if (types === null) return 'any';
  if (Array.isArray(types)) return types.length === 1 ? String(types[0]) : `[${types.join(', ')}]`;
  return String(types);
}

/** A short list of values: `'text', 'html'` (long lists are cut with a count). */
export function fmtValues(values: JsonValue | null): string {
  if (!Array.isArray(values)) return JSON.stringify(values);
  const shown = values.slice(0, 8).map((v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v)));
  return values.length > 8 ? `${shown.join(', ')} and ${values.length - 8} more` : shown.join(', ');
}
