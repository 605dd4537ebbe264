import { canonicalJson, eraNeutral } from '../contract/canonical.js';
import { checkTools, type CheckedList } from '../contract/tool-list.js';
import { DEFAULT_SERVER_ID, type DiscoveryError, type ServerSnapshot, type SnapshotSet } from '../contract/types.js';
import { textFlags } from './flags/instructions.js';
import { crossTool } from './flags/cross-tool.js';
import type { FlagContext } from './flags/signal.js';
import { ToolNameIndex } from './flags/tool-names.js';
import { fieldOf } from '../contract/entities/index.js';
import { ENTITIES, entityOf, type DiffEntity, type EntityContext, type EntityLists } from './entities/index.js';
import * as R from './rules/index.js';
import { SEVERITIES } from '../model/severity.js';
import { type Change, type SeveritySummary } from './types.js';
import { isObject, type JsonValue } from '../util/json.js';

export interface ServerDiffStatus {
  /** ok: both sides read; added/removed: the server exists on one side only; failed: discovery failed on a side. */
  status: 'ok' | 'added' | 'removed' | 'failed';
  before?: { tools: number; error?: DiscoveryError; version?: string };
  after?: { tools: number; error?: DiscoveryError; version?: string };
}

export interface DiffResult {
  changes: Change[];
  summary: SeveritySummary;
  servers: Record<string, ServerDiffStatus>;
}

/**
 * Every difference between two snapshots of one server: one loop over the registered surfaces (entities/index.ts).
 * `others` names the tools of the other configured servers (text that directs them is shadowing): a list, or the
 * index of every server's tools that `diffSnapshots` builds once per run. `entities`: the surfaces to diff (all).
 */
export function diffServer(beforeRead: ServerSnapshot, afterRead: ServerSnapshot, others: FlagContext['others'] = [], entities: readonly DiffEntity[] = ENTITIES): Change[] {
  const [before, after] = eraNeutral(beforeRead, afterRead);
  const out: Change[] = [];
  const push = (c: Change) => out.push(c);
  const ctx: EntityContext = { push, siblings: callableNames(after, entities), others, eras: { before: beforeRead.era, after: afterRead.era } };
  // (no need to sort the changes here: sortChanges orders the result, and each entry's own changes keep their order)
  const finishing: Array<() => void> = [];
  for (const entity of entities) {
    if (entity.unpinned && (fieldOf(before, entity.unpinned) === true || fieldOf(after, entity.unpinned) === true)) continue;
    const lists = diffEntity(entity, before, after, ctx);
    if (entity.finish) finishing.push(() => entity.finish!(out, lists));
  }
  for (const c of out) crossToolFlags(c, ctx);
  for (const finish of finishing) finish();
  return sortChanges(once(out));
}

/**
 * One surface of a server: the new side's malformed entries (one finding each, when the surface reports them), each
 * entry kept under its key diffed, the removed and added ones paired (renamed, moved), the rest removed or added.
 */
function diffEntity<T>(entity: DiffEntity<T>, before: ServerSnapshot, after: ServerSnapshot, ctx: EntityContext): EntityLists<T> {
  const checkedAfter = entity.entries(after);
  if (entity.reportsInvalid) listFindings(entity, checkedAfter, ctx.push);
  const a = byKey(entity, entity.entries(before).entries);
  const b = byKey(entity, checkedAfter.entries);
  for (const [key, x] of a) {
    const y = b.get(key);
    if (y !== undefined) entity.diffPair(x, y, ctx);
  }
  const byKeyOrder = (x: T, y: T) => cmp(entity.keyOf(x), entity.keyOf(y));
  const removed = [...a.values()].filter((x) => !b.has(entity.keyOf(x))).sort(byKeyOrder);
  const added = [...b.values()].filter((y) => !a.has(entity.keyOf(y))).sort(byKeyOrder);
  const lists: EntityLists<T> = { before: a, after: b, removed, added };
  const pairing = removed.length || added.length ? entity.pair?.(lists, ctx) : undefined;
  const paired = new Set<T>();
  for (const [x, y] of pairing?.moved ?? []) {
    entity.diffPair(x, y, ctx);
    paired.add(x).add(y);
  }
  for (const [x, y] of pairing?.renamed ?? []) {
    if (!entity.renamed) throw new Error(`the ${entity.label} pairing found a rename, but the surface has no rename finding`);
    ctx.push(entity.renamed(x, y, ctx, pairing!));
    entity.diffPair(x, y, ctx);
    paired.add(x).add(y);
  }
  for (const x of removed) if (!paired.has(x)) ctx.push(entity.removed(x, ctx));
  for (const y of added) if (!paired.has(y)) ctx.push(entity.added(y, ctx, pairing ?? { renamed: [] }));
  return lists;
}

function byKey<T>(entity: DiffEntity<T>, entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((e) => [entity.keyOf(e), e]));
}

/** The names text may direct: the callable surfaces' keys on the new side, sorted (one array per server diff). */
function callableNames(after: ServerSnapshot, entities: readonly DiffEntity[]): string[] {
  return entities
    .filter((e) => e.callable)
    .flatMap((e) => e.entries(after).entries.map((x) => e.keyOf(x)))
    .sort();
}

/**
 * Malformed entries of the new list, one finding each: invalid entries (not an object, no string name, nested past
 * the depth limit) and names listed more than once. The diff reads the valid entries, first copy of each name.
 */
function listFindings<T>(entity: DiffEntity<T>, checked: CheckedList<T>, push: (c: Change) => void): void {
  const { kind, label } = entity;
  const list = entity.list?.resultKey ?? entity.field;
  for (const bad of checked.invalid) push(R.toolInvalid.make({ entity: kind, tool: bad.label, path: '', pointer: `/${list}/${bad.index}` }, null, null, { problem: bad.problem, kind: label }));
  for (const dup of checked.duplicates)
    push(
      R.toolDuplicated.make({ entity: kind, tool: dup.name, path: '', pointer: `/${list}/${dup.indexes[1]}` }, null, dup.indexes.length, {
        count: dup.indexes.length,
        differ: dup.differ,
        kind: label,
      }),
    );
}

/**
 * Every finding once: the same rule, severity, message and values at the same tool and path, reached through two
 * union alternatives (two pointers), is one line for a reader. The first pointer is kept.
 */
function once(changes: Change[]): Change[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const k = canonicalJson([c.rule, c.entity, c.tool, c.path, c.severity, c.message, c.before ?? null, c.after ?? null] as JsonValue);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Changed text reads next to the other tools too: add the cross-tool flags the walkers, which see one tool, cannot. */
function crossToolFlags(c: Change, ctx: EntityContext): void {
  if (c.severity === 'cosmetic' || typeof c.after !== 'string' || !(c.before === null || typeof c.before === 'string')) return;
  const what = CHANGED_TEXT[c.rule];
  if (!what) return;
  const context: FlagContext = entityOf(c.entity)?.callable ? { self: c.tool, siblings: ctx.siblings, others: ctx.others } : { siblings: ctx.siblings, others: ctx.others };
  const found = textFlags(c.before ?? undefined, c.after, what(c), context, crossTool.family);
  if (found.length) c.flags = [...(c.flags ?? []), ...found];
}

const CHANGED_TEXT: Record<string, (c: Change) => string> = {
  'tool-description-changed': () => 'the tool description',
  'param-description-changed': (c) => `the description of '${c.path}'`,
  'schema-description-changed': () => 'the schema description',
  'instructions-changed': () => 'the server instructions',
  'prompt-description-changed': () => 'the prompt description',
};

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Stable order: by tool, tool-level changes first, then by parameter path, rule and pointer. */
export function sortChanges(changes: Change[]): Change[] {
  const key = (c: Change) => [c.server ?? '', c.entity, c.tool, c.path === '' ? '0' : '1', c.path, c.rule, c.pointer];
  return changes
    .map((c, i) => [key(c), i, c] as const)
    .sort((x, y) => {
      for (let k = 0; k < x[0].length; k++) if (x[0][k] !== y[0][k]) return (x[0][k] as string) < (y[0][k] as string) ? -1 : 1;
      return x[1] - y[1];
    })
    .map(([, , c]) => c);
}

export function summarize(changes: Change[]): SeveritySummary {
  const s: SeveritySummary = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
  for (const c of changes) s[c.severity]++;
  return s;
}

/** Diff two snapshot sets server by server. A server that failed on either side is reported, not diffed. */
export function diffSnapshots(before: SnapshotSet, after: SnapshotSet): DiffResult {
  const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
  const single = ids.length === 1 && ids[0] === DEFAULT_SERVER_ID;
  const changes: Change[] = [];
  const servers: Record<string, ServerDiffStatus> = {};
  /** Every server's tool names, indexed once (for shadowing: text of one server that directs another's tools). */
  let tools: ToolNameIndex | undefined;
  // a set of one server has no other server's tools to shadow: nothing to index
  const several = Object.keys(after.servers).length > 1;
  const others = (id: string): FlagContext['others'] => (several ? { index: (tools ??= toolNames(after)), except: id } : []);
  for (const id of ids) {
    const a = before.servers[id];
    const b = after.servers[id];
    const status: ServerDiffStatus = { status: 'ok' };
    if (a) status.before = side(a);
    if (b) status.after = side(b);
    let serverChanges: Change[] = [];
    if (a?.error || b?.error) status.status = 'failed';
    else if (a && b) serverChanges = diffServer(a, b, others(id));
    else if (b) {
      status.status = 'added';
      serverChanges = diffServer({ tools: [] }, b, others(id));
    } else if (a) {
      status.status = 'removed';
      serverChanges = diffServer(a, { tools: [] });
    }
    for (const c of serverChanges) changes.push(single ? c : { server: id, ...c });
    servers[id] = status;
  }
  return { changes, summary: summarize(changes), servers };
}

/** The tools of every server of the set, by server id (a server's own are left out when its text is judged). */
function toolNames(set: SnapshotSet): ToolNameIndex {
  return ToolNameIndex.ofServers(
    Object.keys(set.servers)
      .sort()
      .map((id) => [id, checkTools(set.servers[id]?.tools).entries.map((t) => t.name)] as const),
  );
}

function side(s: ServerSnapshot): { tools: number; error?: DiscoveryError; version?: string } {
  const out: { tools: number; error?: DiscoveryError; version?: string } = { tools: Array.isArray(s.tools) ? s.tools.length : 0 };
  if (s.error) out.error = s.error;
  // the package version the launch spec runs (or resolved to), else what the server says of itself
  const pkg = s.package?.version ?? s.package?.resolved;
  if (typeof pkg === 'string') out.version = pkg;
  else if (isObject(s.serverInfo) && typeof s.serverInfo.version === 'string') out.version = s.serverInfo.version;
  return out;
}

export { SEVERITIES };
