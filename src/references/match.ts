import picomatch from 'picomatch';
import type { SnapshotSet } from '../contract/types.js';
import type { Change } from '../diff/types.js';
import type { Severity } from '../model/severity.js';
import type { ToolReference } from './types.js';
import { serverIdOf } from './keys.js';
import { isObject } from '../util/json.js';
import { REFERENCE_RULES, referenceMessage, replaceTool, type ReferenceRuleId } from '../policy/reference-rules.js';

export { replaceTool, type ReferenceRuleId } from '../policy/reference-rules.js';

/** What the servers list on each side, by gate server id, and how the references' server names map to those ids. */
export interface ReferenceContext {
  servers: Record<string, { base?: readonly string[]; head?: readonly string[]; renamed?: ReadonlyMap<string, string> }>;
  /** A server's name as references write it (`mcp__<key>__…`, `<key>/…`) → the gate's server id. */
  keys: Readonly<Record<string, string>>;
}

export interface ReferenceFinding {
  rule: ReferenceRuleId;
  severity: Severity;
  /** Whether it blocks: broken and renamed references in structured files and code; never prose, never unlisted. */
  blocking: boolean;
  server: string;
  /** The tool the reference names (for a glob, the glob). */
  tool: string;
  /** reference-renamed: the tool's new name, and the entry as it must now read (`mcp__tracker__find_code`). */
  newName?: string;
  replacement?: string;
  /** False when the base already held this reference (same file, same entry): it was already there. */
  new: boolean;
  message: string;
  reference: ToolReference;
}

/**
 * The findings of references against a diff: each reference to a watched server's tool that the head no longer lists
 * (broken), lists under a new name (renamed), or that neither side ever listed (unlisted). References to servers the
 * gate does not watch, and to a server whose head could not be read, give none: nothing is known about them.
 * `baseRefs`: the references of the base tree, to tell new references from old ones.
 */
export function matchReferences(refs: readonly ToolReference[], ctx: ReferenceContext, baseRefs: readonly ToolReference[] = []): ReferenceFinding[] {
  const before = new Set(baseRefs.map((r) => `${r.file}\u0000${r.text}`));
  const out: ReferenceFinding[] = [];
  const ids = Object.keys(ctx.servers).sort();
  for (const ref of refs) {
    if (ref.tool === undefined) continue;
    const isNew = !before.has(`${ref.file}\u0000${ref.text}`);
    const make = (rule: ReferenceRuleId, server: string, newName?: string): ReferenceFinding => {
      const f: ReferenceFinding = {
        rule,
        severity: REFERENCE_RULES[rule].severity,
        blocking: rule !== 'reference-unlisted' && ref.kind !== 'prose',
        server,
        tool: ref.tool!,
        new: isNew,
        message: referenceMessage(rule, ref, server, newName),
        reference: ref,
      };
      if (newName !== undefined) {
        f.newName = newName;
        f.replacement = replaceTool(ref, newName);
      }
      return f;
    };
    if (ref.serverKey !== undefined) {
      const id = serverIdOf(ctx.keys, ref.serverKey);
      const sides = id === undefined || !Object.hasOwn(ctx.servers, id) ? undefined : ctx.servers[id];
      if (id === undefined || !sides?.head) continue;
      const finding = ref.wildcard ? judgeGlob(ref.tool, sides) : judgeName(ref.tool, sides);
      if (finding) out.push(make(finding.rule, id, finding.newName));
      continue;
    }
    if (ref.wildcard) continue;
    // no server named (a code call, a bare VS Code name): the tool of whichever watched server lists it
    const read = ids.filter((id) => ctx.servers[id]!.head);
    if (read.some((id) => ctx.servers[id]!.head!.includes(ref.tool!))) continue;
    const renamedBy = read.find((id) => ctx.servers[id]!.renamed?.has(ref.tool!));
    if (renamedBy) {
      out.push(make('reference-renamed', renamedBy, ctx.servers[renamedBy]!.renamed!.get(ref.tool!)));
      continue;
    }
    const removedBy = read.find((id) => ctx.servers[id]!.base?.includes(ref.tool!));
    if (removedBy) {
      out.push(make('reference-broken', removedBy));
      continue;
    }
    // a bare name in a tool list may be a built-in tool or a tool set; a literal in an MCP client's call is a tool
    if (ref.kind === 'code' && read.length === 1) out.push(make('reference-unlisted', read[0]!));
  }
  return out;
}

function judgeName(tool: string, sides: ReferenceContext['servers'][string]): { rule: ReferenceRuleId; newName?: string } | undefined {
  if (sides.head!.includes(tool)) return undefined;
  const to = sides.renamed?.get(tool);
  if (to !== undefined) return { rule: 'reference-renamed', newName: to };
  if (sides.base?.includes(tool)) return { rule: 'reference-broken' };
  return { rule: 'reference-unlisted' };
}

/** A glob breaks when it matched tools at the base and matches none at the head. */
function judgeGlob(glob: string, sides: ReferenceContext['servers'][string]): { rule: ReferenceRuleId; newName?: string } | undefined {
  const m = picomatch(glob);
  if (sides.head!.some((t) => m(t))) return undefined;
  return sides.base?.some((t) => m(t)) ? { rule: 'reference-broken' } : undefined;
}

/**
 * The context of a diff: each server's tool names at the base and the head, and its renames (`tool-renamed`). A
 * server present on neither side is absent; one the head does not hold (removed, or not read) has no `head`.
 */
export function referenceContextOf(base: SnapshotSet, head: SnapshotSet, changes: readonly Change[], keys: Readonly<Record<string, string>>): ReferenceContext {
  const servers = new Map<string, ReferenceContext['servers'][string]>();
  for (const id of new Set([...Object.keys(base.servers), ...Object.keys(head.servers)])) {
    const b = Object.hasOwn(base.servers, id) ? base.servers[id] : undefined;
    const h = Object.hasOwn(head.servers, id) ? head.servers[id] : undefined;
    const renamed = new Map<string, string>();
    for (const c of changes) if (c.rule === 'tool-renamed' && (c.server ?? id) === id && typeof c.before === 'string' && typeof c.after === 'string') renamed.set(c.before, c.after);
    servers.set(id, { ...(b ? { base: toolNames(b.tools) } : {}), ...(h ? { head: toolNames(h.tools) } : {}), renamed });
  }
  return { servers: Object.fromEntries(servers), keys }; // own properties, `__proto__` included
}

/** The names a list holds; a malformed entry (null, nameless, a numeric name) names no tool a reference can mean. */
function toolNames(tools: readonly unknown[]): string[] {
  return tools.flatMap((t) => (isObject(t) && typeof t.name === 'string' ? [t.name] : []));
}
