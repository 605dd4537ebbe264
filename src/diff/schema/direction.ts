import type { JsonValue } from '../../util/json.js';
import type { Rule, Site } from '../rule.js';
import * as R from '../rules/index.js';
import { fmtTypes, fmtValues } from '../rules/format.js';
import type { Change, SecurityFlag } from '../types.js';

/**
 * The walker reports what changed in request terms (the parameter a caller sends). An output schema is read the other
 * way round: narrowing is safe for consumers and widening breaks them, so each request rule maps to a response rule.
 */
export type Direction = 'request' | 'response';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

export interface Emit {
  (rule: AnyRule, site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta?: unknown, flags?: SecurityFlag[]): void;
}

function detailOf(rule: AnyRule, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta: Record<string, unknown>): string {
  switch (rule.id) {
    case 'type-narrowed':
      return `type narrowed from ${fmtTypes(before ?? null)} to ${fmtTypes(after ?? null)}`;
    case 'enum-narrowed':
      return meta.imposed ? `values restricted to ${fmtValues(after ?? null)}` : `values ${fmtValues(meta.values as JsonValue[])} no longer returned`;
    case 'param-became-required':
      return 'now always present';
    case 'constraint-tightened':
      return `${String(meta.keyword)} tightened from ${JSON.stringify(before ?? null)} to ${JSON.stringify(after ?? null)}`;
    case 'constraint-loosened':
      return `${String(meta.keyword)} loosened from ${JSON.stringify(before ?? null)} to ${JSON.stringify(after ?? null)}`;
    case 'additional-properties-closed':
      return 'no longer carries unknown properties';
    case 'additional-properties-opened':
      return 'may now carry unknown properties';
    case 'composition-narrowed':
    case 'composition-widened':
      return String(meta.detail);
    default:
      return rule.title.toLowerCase();
  }
}

/** Request rule → response rule. `undefined` keeps the request rule (titles, representation). */
const RESPONSE: Record<string, AnyRule> = {
  'param-added-required': R.outputFieldAdded,
  'param-added-optional': R.outputFieldAdded,
  'param-removed': R.outputFieldRemoved,
  'param-renamed': R.outputFieldRenamed,
  'param-became-required': R.outputNarrowed,
  'param-became-optional': R.outputFieldBecameOptional,
  'type-narrowed': R.outputNarrowed,
  'type-widened': R.outputTypeWidened,
  'type-changed': R.outputTypeChanged,
  'enum-narrowed': R.outputNarrowed,
  'enum-widened': R.outputEnumWidened,
  'const-changed': R.outputTypeChanged,
  'default-changed': R.outputDefaultChanged,
  'constraint-tightened': R.outputNarrowed,
  'constraint-loosened': R.outputWidened,
  'additional-properties-closed': R.outputNarrowed,
  'additional-properties-opened': R.outputWidened,
  'composition-narrowed': R.outputNarrowed,
  'composition-widened': R.outputWidened,
  'param-description-changed': R.outputDescriptionChanged,
  'schema-description-changed': R.outputDescriptionChanged,
  'schema-representation-changed': R.outputRepresentationChanged,
};

/** An emitter for one schema: request rules as they are, response rules translated. */
export function directedEmitter(direction: Direction, sink: (change: Change) => void): Emit {
  return (rule, site, before, after, meta, flags) => {
    let target = rule;
    let m = (meta ?? {}) as Record<string, unknown>;
    if (direction === 'response') {
      const mapped = RESPONSE[rule.id];
      if (mapped) {
        target = mapped;
        if (mapped === R.outputNarrowed || mapped === R.outputWidened) m = { detail: detailOf(rule, before, after, m) };
        if (rule.id === 'const-changed') {
          before = before === null || before === undefined ? null : [JSON.stringify(before)];
          after = after === null || after === undefined ? null : [JSON.stringify(after)];
        }
      }
    }
    sink(target.make(site, before, after, m, flags));
  };
}
