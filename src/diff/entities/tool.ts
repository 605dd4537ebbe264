import { TOOL } from '../../contract/entities/tool.js';
import type { ToolDef } from '../../contract/types.js';
import { jsonEqual } from '../../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../../util/limits.js';
import { confusableFlag, confusablePairs, propertyMaps, skeleton, SkeletonIndex, type Named } from '../flags/confusable.js';
import { textFlags } from '../flags/instructions.js';
import type { FlagContext } from '../flags/signal.js';
import { addTitleFlags, displayTitle } from '../flags/title.js';
import type { ToolNameIndex, OtherServersTools } from '../flags/tool-names.js';
import { modelText, modelTextParts } from '../model-text.js';
import { pairTools } from '../pairing/tools.js';
import * as R from '../rules/index.js';
import { destructiveReason, destructiveSource } from '../rules/hints.js';
import { newToolHeaderFlags } from '../rules/mirrored-headers.js';
import { diffTool } from '../tool.js';
import type { Change, SecurityFlag } from '../types.js';
import { nounOf, type DiffEntity, type EntityContext, type Pairing } from './types.js';

/** The tools' pairing: renames, the pairings the rename-evidence rule turned down, and the look-alike check of names. */
interface ToolPairing extends Pairing<ToolDef> {
  /** A new tool a removed one was proposed for, but not taken as its rename: the removed tool's name. */
  possibleRenameOf: ReadonlyMap<ToolDef, string>;
  /** The confusable-name flag of a new or renamed tool's name (among the server's others and every other server's). */
  nameFlags(name: string, what: string): SecurityFlag[];
}

/**
 * Tools: paired by name, renames by evidence (pairing/tools.ts); a kept tool is diffed when it changed at all. A new
 * or renamed tool's name is checked against look-alikes, a new tool's text and annotations flagged, and a title that
 * hides what a tool does flagged once the whole list is known.
 */
export const TOOL_ENTITY: DiffEntity<ToolDef, ToolPairing> = {
  ...TOOL,
  noun: nounOf(TOOL.label),
  suffix: '',
  callable: true,
  site: (t) => ({ entity: 'tool', tool: t.name, path: '', pointer: '' }),
  diffPair(a, b, ctx) {
    if (!jsonEqual(a, b)) diffTool(a, b, ctx.push, ctx.eras);
  },
  pair({ removed, added }, ctx) {
    const { renamed, possible } = pairTools([...removed], [...added]);
    // the names a new or renamed tool must not look like: the server's others, and every other server's
    const lookalikes = added.length ? lookalikesAmong(ctx.siblings, ctx.others, added) : undefined;
    return {
      renamed,
      possibleRenameOf: new Map(possible.map(([a, b]) => [b, a.name])),
      nameFlags: (name, what) => {
        const flag = lookalikes && confusableFlag(what, name, lookalikes(name), 'tool');
        return flag ? [flag] : [];
      },
    };
  },
  removed: (a) => R.toolRemoved.make(TOOL_ENTITY.site(a), a.name, null, undefined),
  added: (b, ctx, pairing) => toolAdded(b, around(b.name, ctx), pairing.possibleRenameOf.get(b), pairing.nameFlags(b.name, `new tool '${b.name}'`)),
  renamed(a, b, _ctx, pairing) {
    const flags = pairing.nameFlags(b.name, `renamed tool '${b.name}'`);
    return R.toolRenamed.make(TOOL_ENTITY.site(b), a.name, b.name, undefined, flags.length ? flags : undefined);
  },
  // a title that hides what the tool does (the name side by side in the flag)
  finish: (changes, lists) => addTitleFlags(changes, lists.before, lists.after),
};

/** A tool's text judged among its siblings (cross-tool skips `self`). */
function around(self: string, ctx: EntityContext): FlagContext {
  return { self, siblings: ctx.siblings, others: ctx.others };
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
  return { ...R.toolAdded.make(TOOL_ENTITY.site(tool), null, tool.name, meta, flags), modelText: modelText(tool) };
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
