import { jsonEqual, isObject, type JsonObject, type JsonValue } from '../util/json.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import type { Emit } from './schema/direction.js';

/**
 * The spec's behavioural hints, their defaults when absent, and which direction is the less safe one.
 * readOnlyHint false: may modify its environment. destructiveHint true: may destroy. idempotentHint false: repeated
 * calls may have more effect. openWorldHint true: reaches outside systems.
 */
export const HINTS: Record<string, { default: boolean; unsafe: boolean }> = {
  readOnlyHint: { default: false, unsafe: false },
  destructiveHint: { default: true, unsafe: true },
  idempotentHint: { default: false, unsafe: false },
  openWorldHint: { default: true, unsafe: true },
};

function effective(key: string, value: JsonValue | undefined): boolean {
  return typeof value === 'boolean' ? value : (HINTS[key] as { default: boolean }).default;
}

/** Is a tool destructive? By annotation, or by the spec defaults when it says nothing (not read-only, destructive). */
export function destructiveReason(annotations: JsonObject | undefined): string | undefined {
  const a = annotations ?? {};
  if (a.readOnlyHint === true) return undefined;
  if (a.destructiveHint === true) return 'annotated destructiveHint: true';
  if (a.destructiveHint === false) return undefined;
  return 'destructive by the spec defaults: no readOnlyHint or destructiveHint says otherwise';
}

/** Whether a tool says it is destructive (`annotation`), says nothing so the spec defaults make it so (`default`), or neither. */
export function destructiveSource(annotations: JsonObject | undefined): 'annotation' | 'default' | undefined {
  const a = annotations ?? {};
  if (a.readOnlyHint === true || a.destructiveHint === false) return undefined;
  return a.destructiveHint === true ? 'annotation' : 'default';
}

/** One finding per annotation key whose literal value changed; severity from the effective (defaulted) values. */
export function compareAnnotations(emit: Emit, base: Site, before: JsonValue | undefined, after: JsonValue | undefined): void {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (jsonEqual(x, y)) continue;
    const site = { ...base, pointer: `/annotations/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` };
    const hint = HINTS[key];
    if (hint && (x === undefined || typeof x === 'boolean') && (y === undefined || typeof y === 'boolean')) {
      const ex = effective(key, x);
      const ey = effective(key, y);
      const meta = { key, effectiveBefore: ex, effectiveAfter: ey };
      if (ex === ey) emit(R.annotationChanged, site, x, y, { key });
      else if (ey === hint.unsafe) {
        const flag = { id: 'annotation-regressed' as const, message: `${key} now says the tool is less safe (${String(ex)} → ${String(ey)})`, evidence: `${key}: ${JSON.stringify(y ?? null)}` };
        emit(R.annotationRegressed, site, x, y, meta, [flag]);
      } else emit(R.annotationRelaxed, site, x, y, meta);
    } else emit(R.annotationChanged, site, x, y, { key });
  }
}
