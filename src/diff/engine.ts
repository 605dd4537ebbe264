import { canonicalJson, eraNeutral } from '../contract/canonical.js';
import { checkPrompts, checkTools, type CheckedList } from '../contract/tool-list.js';
import { DEFAULT_SERVER_ID, type DiscoveryError, type ServerSnapshot, type SnapshotSet, type ToolDef } from '../contract/types.js';
import { destructiveReason, destructiveSource } from './rules/hints.js';
import { newToolHeaderFlags } from './rules/mirrored-headers.js';
import { textFlags } from './flags/instructions.js';
import { crossTool } from './flags/cross-tool.js';
import { addTitleFlags, displayTitle } from './flags/title.js';
import { confusableFlag, confusablePairs, propertyMaps, skeleton, SkeletonIndex, type Named } from './flags/confusable.js';
import type { FlagContext } from './flags/signal.js';
import { ToolNameIndex, type OtherServersTools } from './flags/tool-names.js';
import { modelText, modelTextParts } from './model-text.js';
import { pairPrompts, pairTools } from './pairing/tools.js';
import { diffPrompt } from './prompt.js';
import { diffServerSurface } from './server-surface.js';
import type { Site } from './rule.js';
import * as R from './rules/index.js';
import { diffTool } from './tool.js';
import { SEVERITIES } from '../model/severity.js';
import { type Change, type SecurityFlag, type SeveritySummary } from './types.js';
import { isObject, jsonEqual, type JsonValue } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';

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

function byName<T extends { name: string }>(items: readonly T[] | undefined): Map<string, T> {
  return new Map((items ?? []).map((t) => [t.name, t]));
}

/**
 * Malformed entries of the new list, one finding each: invalid entries (not an object, no string name, nested past
 * the depth limit) and names listed more than once. The diff reads the valid entries, first copy of each name.
 */
function listFindings(kind: 'tool' | 'prompt', checked: CheckedList<{ name: string }>, push: (c: Change) => void): void {
  for (const bad of checked.invalid) push(R.toolInvalid.make({ entity: kind, tool: bad.label, path: '', pointer: `/${kind}s/${bad.index}` }, null, null, { problem: bad.problem, kind }));
  for (const dup of checked.duplicates)
    push(R.toolDuplicated.make({ entity: kind, tool: dup.name, path: '', pointer: `/${kind}s/${dup.indexes[1]}` }, null, dup.indexes.length, { count: dup.indexes.length, differ: dup.differ, kind }));
}

/**
 * Every difference between two snapshots of one server: tools (paired renames), prompts, resource templates and
 * instructions. `others` names the tools of the other configured servers (text that directs them is shadowing): a
 * list, or the index of every server's tools that `diffSnapshots` builds once per run.
 */
export function diffServer(beforeRead: ServerSnapshot, afterRead: ServerSnapshot, others: FlagContext['others'] = []): Change[] {
  const [before, after] = eraNeutral(beforeRead, afterRead);
  const out: Change[] = [];
  const push = (c: Change) => out.push(c);
  const checkedAfter = checkTools(after.tools);
  const checkedPromptsAfter = checkPrompts(after.prompts);
  listFindings('tool', checkedAfter, push);
  listFindings('prompt', checkedPromptsAfter, push);
  const ta = byName(checkTools(before.tools).entries);
  const tb = byName(checkedAfter.entries);
  // (no need to sort here: sortChanges orders the result, and each tool's own changes keep their emission order)
  for (const [name, a] of ta) {
    const b = tb.get(name);
    if (b && !jsonEqual(a, b)) diffTool(a, b, push);
  }
  const removed = [...ta.values()].filter((t) => !tb.has(t.name)).sort(cmpName);
  const added = [...tb.values()].filter((t) => !ta.has(t.name)).sort(cmpName);
  const { renamed: renames, possible } = pairTools(removed, added);
  const possibleRenameOf = new Map(possible.map(([a, b]) => [b, a.name]));
  const names = [...tb.keys()].sort();
  // the names a new or renamed tool must not look like: the server's others, and every other server's
  const lookalikes = added.length ? lookalikesAmong(names, others, added) : undefined;
  const nameFlags = (name: string, what: string): SecurityFlag[] => {
    const flag = lookalikes && confusableFlag(what, name, lookalikes(name), 'tool');
    return flag ? [flag] : [];
  };
  for (const [a, b] of renames) {
    const flags = nameFlags(b.name, `renamed tool '${b.name}'`);
    push(R.toolRenamed.make(site('tool', b.name), a.name, b.name, undefined, flags.length ? flags : undefined));
    diffTool(a, b, push);
  }
  const renamedFrom = new Set(renames.map(([a]) => a));
  const renamedTo = new Set(renames.map(([, b]) => b));
  for (const a of removed) if (!renamedFrom.has(a)) push(R.toolRemoved.make(site('tool', a.name), a.name, null, undefined));
  const around = (self: string): FlagContext => ({ self, siblings: names, others }); // cross-tool skips self
  for (const b of added) if (!renamedTo.has(b)) push(toolAdded(b, around(b.name), possibleRenameOf.get(b), nameFlags(b.name, `new tool '${b.name}'`)));

  const pa = byName(checkPrompts(before.prompts).entries);
  const pb = byName(checkedPromptsAfter.entries);
  for (const [name, a] of pa) {
    const b = pb.get(name);
    if (b) diffPrompt(a, b, push);
  }
  const premoved = [...pa.values()].filter((p) => !pb.has(p.name)).sort(cmpName);
  const padded = [...pb.values()].filter((p) => !pa.has(p.name)).sort(cmpName);
  const prenames = pairPrompts(premoved, padded);
  for (const [a, b] of prenames) {
    push(R.promptRenamed.make(site('prompt', b.name), a.name, b.name, undefined));
    diffPrompt(a, b, push);
  }
  for (const a of premoved) if (!prenames.some(([x]) => x === a)) push(R.promptRemoved.make(site('prompt', a.name), a.name, null, undefined));
  for (const b of padded)
    if (!prenames.some(([, y]) => y === b))
      push(R.promptAdded.make(site('prompt', b.name), null, b.name, undefined, textFlags(undefined, b.description, 'the new prompt description', { siblings: names, others })));
  diffServerSurface(before, after, push);
  for (const c of out) crossToolFlags(c, around(c.tool), names, others);
  addTitleFlags(out, ta, tb); // a title that hides what the tool does (the name side by side in the flag)
  return sortChanges(once(out));
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
function crossToolFlags(c: Change, ctx: FlagContext, names: string[], others: FlagContext['others']): void {
  if (c.severity === 'cosmetic' || typeof c.after !== 'string' || !(c.before === null || typeof c.before === 'string')) return;
  const what = CHANGED_TEXT[c.rule];
  if (!what) return;
  const context = c.entity === 'tool' ? ctx : { siblings: names, others };
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

function cmpName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function site(entity: 'tool' | 'prompt', name: string): Site {
  return { entity, tool: name, path: '', pointer: '' };
}

/**
 * A new tool: additive, flagged when annotated destructive (`destructive-tool-added`), when it says nothing about its
 * effects so the spec defaults call it destructive (`unannotated-tool-added`: listed for review), or when it carries
 * instruction-like text. Which flags block is the policy's call. `possibleRenameOf`: a removed tool pairing proposed
 * but the rename-evidence rule turned down (noted, never translated by the proxy).
 */
function toolAdded(tool: ToolDef, ctx: FlagContext, possibleRenameOf?: string, nameFlags: SecurityFlag[] = []): Change {
  const flags: SecurityFlag[] = [...nameFlags, ...parameterLookalikes(tool)];
  const destructive = destructiveReason(tool.annotations);
  const source = destructiveSource(tool.annotations);
  if (destructive && source === 'annotation') flags.push({ id: 'destructive-tool-added', message: `new tool '${tool.name}' is destructive (${destructive})` });
  else if (destructive)
    flags.push({ id: 'unannotated-tool-added', message: `new tool '${tool.name}' has no readOnlyHint or destructiveHint, so the spec defaults call it destructive: review what it does` });
  flags.push(...newToolTextFlags(tool, ctx));
  flags.push(...newToolHeaderFlags(tool)); // a secret mirrored into an HTTP header (x-mcp-header)
  const title = displayTitle(tool); // the reports show it beside the name
  const meta = { destructive, ...(possibleRenameOf ? { possibleRenameOf } : {}), ...(title !== undefined ? { title } : {}) };
  return { ...R.toolAdded.make(site('tool', tool.name), null, tool.name, meta, flags), modelText: modelText(tool) };
}

/** Every server's tools by skeleton, built once per run from the run's name index (see diffSnapshots). */
const SKELETONS = new WeakMap<ToolNameIndex, SkeletonIndex>();

/**
 * The look-alikes of a name among a server's own tools (first) and the other servers' tools. Only the names in `asked`
 * (the new tools, renamed ones included) are asked about: the server's own tools are indexed by those names' skeletons
 * only (a release adds a few tools among thousands).
 */
function lookalikesAmong(names: readonly string[], others: FlagContext['others'], asked: readonly ToolDef[]): (name: string) => Named[] {
  const wanted = new Set(asked.map((t) => skeleton(t.name)));
  if (Array.isArray(others)) {
    const index = new SkeletonIndex([...names.map((name) => ({ name })), ...others], wanted);
    return (name) => index.lookalikes(name);
  }
  const { index, except } = others as OtherServersTools;
  const own = new SkeletonIndex(
    names.map((name) => ({ name })),
    wanted,
  );
  let all = SKELETONS.get(index);
  if (!all) SKELETONS.set(index, (all = new SkeletonIndex(index.tools)));
  return (name) => [...own.lookalikes(name), ...all.lookalikes(name).filter((t) => t.server !== except)];
}

/** A new tool's parameters that look like another of the same object (UTS #39 skeleton): one flag per pair. */
function parameterLookalikes(tool: ToolDef): SecurityFlag[] {
  const out: SecurityFlag[] = [];
  for (const { path, names } of propertyMaps(tool.inputSchema, MAX_SCHEMA_DEPTH)) {
    const seen = new Set<string>();
    for (const [name, like] of confusablePairs(names)) {
      seen.add(name);
      if (!seen.has(like.name)) continue; // each pair once, at its second name
      const flag = confusableFlag(`parameter '${path ? `${path}.${name}` : name}' of new tool '${tool.name}'`, name, [like], 'parameter');
      if (flag) out.push(flag);
    }
  }
  return out;
}

/**
 * Everything of a new tool the model reads, judged as text: its description and title, every parameter's description
 * and title, the enum values, and its name. One flag per family, the first text it fires on (the description first).
 */
function newToolTextFlags(tool: ToolDef, ctx: FlagContext): SecurityFlag[] {
  const at = `new tool '${tool.name}'`;
  const texts = [...modelTextParts(tool, at), { what: `the name of ${at}`, text: tool.name.replace(/[_-]+/g, ' ') }];
  const out: SecurityFlag[] = [];
  for (const { what, text } of texts) {
    for (const f of textFlags(undefined, text, what, ctx)) {
      const same = out.findIndex((o) => o.family === f.family && o.id === f.id);
      if (same < 0) out.push(f);
      else if (out[same]!.confidence !== 'high' && f.confidence === 'high') out[same] = f;
    }
  }
  return out;
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
