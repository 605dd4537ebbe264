import { jsonEqual, type JsonValue } from '../../util/json.js';
import type { Detector, NodePair } from '../rule.js';
import type { SchemaView } from '../schema/view.js';

/** One side of a keyword: whether the node has it, and its value (null when absent). */
export interface KeywordSide {
  present: boolean;
  value: JsonValue | null;
}

/** How a keyword moved between the two nodes. */
export type KeywordEdit = 'added' | 'removed' | 'changed';

/**
 * Detection for a rule that reports one keyword of a schema node added, removed or changed (a default, …): `read` gives
 * each side, `meta` the rule's data for the finding. Equal values on both sides (or absent on both) report nothing; the
 * finding points at the new keyword, else the old one.
 */
export function keywordChange<M>(keyword: string, read: (view: SchemaView) => KeywordSide, meta: (edit: KeywordEdit, before: KeywordSide, after: KeywordSide, pair: NodePair) => M): Detector<M> {
  return {
    keywords: [keyword],
    compare(pair) {
      const a = read(pair.before);
      const b = read(pair.after);
      if (a.present === b.present && (!a.present || jsonEqual(a.value, b.value))) return undefined;
      const edit: KeywordEdit = !a.present ? 'added' : !b.present ? 'removed' : 'changed';
      return [{ before: a.present ? a.value : null, after: b.present ? b.value : null, pointer: pair.at(keyword, b.present), meta: meta(edit, a, b, pair) }] as ReturnType<Detector<M>['compare']>;
    },
  };
}
