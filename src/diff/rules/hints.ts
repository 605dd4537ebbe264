import { isObject, jsonEqual, type JsonObject, type JsonValue } from '../../util/json.js';
import type { ToolPair } from '../rule.js';

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

/**
 * One annotation key whose literal value changed. `changed`: the same effect (a title, a non-standard key, a hint
 * spelled out with its default); `regressed`/`relaxed`: the effective (defaulted) hint moved to the less / more safe
 * side. Shared by annotation-changed, annotation-regressed and annotation-relaxed, each reporting its own kind.
 */
export type AnnotationChange = { key: string; before: JsonValue | null; after: JsonValue | null; pointer: string } & (
  { kind: 'changed' } | { kind: 'regressed' | 'relaxed'; effectiveBefore: boolean; effectiveAfter: boolean }
);

/** Every annotation key of the tool whose literal value changed, by key. */
export function annotationChanges({ before, after }: ToolPair): AnnotationChange[] {
  const a = isObject(before.annotations) ? before.annotations : {};
  const b = isObject(after.annotations) ? after.annotations : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const out: AnnotationChange[] = [];
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (jsonEqual(x, y)) continue;
    const common = { key, before: x ?? null, after: y ?? null, pointer: `/annotations/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` };
    const hint = HINTS[key];
    if (hint && (x === undefined || typeof x === 'boolean') && (y === undefined || typeof y === 'boolean')) {
      const ex = effective(key, x);
      const ey = effective(key, y);
      if (ex === ey) out.push({ ...common, kind: 'changed' });
      else out.push({ ...common, kind: ey === hint.unsafe ? 'regressed' : 'relaxed', effectiveBefore: ex, effectiveAfter: ey });
    } else out.push({ ...common, kind: 'changed' });
  }
  return out;
}
