import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import { CORPUS } from './paths.js';

/** The corpus's change kinds, and which of our rule IDs count as each (as ../shared/corpus/README.md maps them). */
const RULE_TO_KIND: Record<string, string> = {
  'tool-added': 'tool_added',
  'tool-removed': 'tool_removed',
  'tool-renamed': 'tool_renamed',
  'param-added-optional': 'param_added_optional',
  'param-added-required': 'param_added_required',
  'param-removed': 'param_removed',
  'param-renamed': 'param_renamed',
  'param-became-required': 'param_now_required',
  'param-became-optional': 'param_no_longer_required',
  'type-narrowed': 'param_type_changed',
  'type-changed': 'param_type_changed',
  'type-widened': 'param_type_changed',
  'enum-narrowed': 'enum_narrowed',
  'enum-widened': 'enum_widened',
  'tool-description-changed': 'description_changed',
  'param-description-changed': 'param_description_changed',
  'annotation-regressed': 'annotation_changed',
  'annotation-relaxed': 'annotation_changed',
  'annotation-changed': 'annotation_changed',
};
const TOOL_LEVEL = new Set(['description_changed', 'annotation_changed', 'output_schema_changed', 'tool_added', 'tool_removed']);

export function kindOf(rule: string): string | undefined {
  return RULE_TO_KIND[rule] ?? (rule.startsWith('output-') ? 'output_schema_changed' : undefined);
}

function keyOf(kind: string, tool: string, param?: string | null, from?: unknown, to?: unknown): string {
  if (kind === 'tool_renamed') return JSON.stringify([kind, from, to]);
  if (kind === 'param_renamed') return JSON.stringify([kind, tool, from, to]);
  if (TOOL_LEVEL.has(kind)) return JSON.stringify([kind, tool]);
  return JSON.stringify([kind, tool, param ?? '']);
}

interface TruthChange {
  tool: string;
  kind: string;
  param?: string;
  from_tool?: string;
  to_tool?: string;
  from_param?: string;
  to_param?: string;
  alt?: string;
}
export interface TruthPair {
  server: string;
  from: string;
  to: string;
  snapshot_dir: string;
  changes: TruthChange[];
}

export function groundTruth(): TruthPair[] {
  return JSON.parse(readFileSync(join(CORPUS, 'ground_truth.json'), 'utf8')) as TruthPair[];
}

export function foundKeys(changes: Change[]): Set<string> {
  const keys = new Set<string>();
  for (const c of changes) {
    const kind = kindOf(c.rule);
    if (!kind) continue;
    if (kind === 'tool_renamed') keys.add(keyOf(kind, c.tool, undefined, c.before, c.after ?? c.tool));
    else if (kind === 'param_renamed') keys.add(keyOf(kind, c.tool, undefined, c.before, c.after ?? c.path));
    else keys.add(keyOf(kind, c.tool, c.path));
  }
  return keys;
}

export interface PairScore {
  pair: string;
  tp: string[];
  fp: string[];
  fn: string[];
}

/** Score one consecutive pair the way ../shared/tools/corpus_score.py does (alternative readings honoured). */
export function scorePair(pair: TruthPair): PairScore {
  const dir = join(CORPUS, 'snapshots', pair.snapshot_dir);
  const diff = diffSnapshots(readSnapshotFile(join(dir, `${pair.from}.json`)), readSnapshotFile(join(dir, `${pair.to}.json`)));
  const got = foundKeys(diff.changes);
  const want = new Set<string>();
  const alts = new Set<string>();
  for (const c of pair.changes) {
    if (c.kind === 'other') continue;
    const k =
      c.kind === 'tool_renamed'
        ? keyOf(c.kind, c.tool, undefined, c.from_tool, c.to_tool)
        : c.kind === 'param_renamed'
          ? keyOf(c.kind, c.tool, undefined, c.from_param, c.to_param)
          : keyOf(c.kind, c.tool, c.param);
    want.add(k);
    if (c.alt) alts.add(k);
  }
  for (const k of [...want]) if (alts.has(k) && !got.has(k)) want.delete(k);
  const name = `${pair.snapshot_dir} ${pair.from} ${pair.to}`;
  return { pair: name, tp: [...got].filter((k) => want.has(k)), fp: [...got].filter((k) => !want.has(k)), fn: [...want].filter((k) => !got.has(k)) };
}
