import { describeVerdict, type ToolVerdict } from '../app/contract-checker.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import type { Enforce } from '../model/config.js';

/**
 * What the Enforcer (enforcer.ts) shows a client of a judged entry, transport-free: a listing filtered by its
 * verdicts (tools, prompts, the tools a sampling request offers), the data of a refused call, and the argument moves
 * of an approved migration.
 */

/** `_meta` key of the proxy's notes (translations, warnings) on results and tools. */
export const META_KEY = 'io.github.mcp-contract-gate/proxy';

/**
 * A listing's items as the client may see them: pinned ones as they are, others withheld (block: `withheld` is told,
 * once per name), noted (compatible) or marked (warn); `items` itself when all are pinned, or in `off` mode.
 */
export function filterListed(items: unknown[], verdicts: Map<string, ToolVerdict>, enforce: Enforce, server: string, withheld: (v: ToolVerdict, why: string) => void): unknown[] {
  if (enforce === 'off') return items;
  let out: unknown[] | undefined; // allocated at the first item that is not passed on as it is
  let logged: Set<string> | undefined;
  for (let i = 0; i < items.length; i++) {
    const t = items[i];
    const name = isObject(t) && typeof t.name === 'string' ? t.name : undefined;
    const v = name !== undefined ? verdicts.get(name) : undefined;
    if (v && v.status === 'pinned') {
      out?.push(t);
      continue;
    }
    out ??= items.slice(0, i);
    if (!v) continue;
    const why = describeVerdict(v, server);
    const meta = isObject((t as JsonObject)._meta) ? ((t as JsonObject)._meta as JsonObject) : {};
    if (v.status === 'compatible') {
      out.push({ ...(t as JsonObject), _meta: { ...meta, [META_KEY]: { changed: why } } });
      continue;
    }
    if (enforce === 'block') {
      if (!(logged ??= new Set()).has(v.name)) {
        logged.add(v.name);
        withheld(v, why);
      }
      continue;
    }
    out.push({ ...(t as JsonObject), _meta: { ...meta, [META_KEY]: { warning: why } } });
  }
  return out ?? items;
}

/** The `data` of a refused call's error: the verdict, and each change with its flags. */
export function refusalData(tool: string, server: string, verdict: ToolVerdict): JsonObject {
  return {
    tool,
    server,
    status: verdict.status,
    pinnedHash: verdict.pinnedHash,
    liveHash: verdict.liveHash,
    changes: verdict.changes.map((c) => ({
      rule: c.rule,
      severity: c.severity,
      path: c.path,
      message: c.message,
      ...(c.flags?.length ? { flags: c.flags.map((f) => ({ id: f.id, message: f.message, ...(f.family ? { family: f.family } : {}), ...(f.confidence ? { confidence: f.confidence } : {}) })) } : {}),
    })),
  };
}

/** A call's arguments with an approved migration's parameter moves applied (a move whose target is given is skipped), and the moves made. */
export function movedArguments(args: JsonObject, moves: ReadonlyArray<{ from: string; to: string }>): { args: JsonObject; moved: Array<{ from: string; to: string }> } {
  const moved: Array<{ from: string; to: string }> = [];
  for (const { from, to } of moves) {
    if (Object.prototype.hasOwnProperty.call(args, from) && !Object.prototype.hasOwnProperty.call(args, to)) {
      const next: JsonObject = { ...args };
      next[to] = next[from] as JsonValue;
      delete next[from];
      args = next;
      moved.push({ from, to });
    }
  }
  return { args, moved };
}
