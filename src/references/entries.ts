/**
 * Tool names as the places that hold them write them: Claude Code's `mcp__SERVER__TOOL`, VS Code's `SERVER/TOOL`,
 * and lists of them written in one string (`Read, Grep, mcp__github__get_me`, `Bash(git add:*) Read`).
 */

/** One entry of a tool list and where it starts in the string that holds it. */
export interface Piece {
  text: string;
  at: number;
}

/**
 * The entries of a tool list written as one string: separated by commas or white space, except inside parentheses
 * (`Bash(git add:*)` is one entry). Empty entries are dropped.
 */
export function splitToolList(value: string): Piece[] {
  const out: Piece[] = [];
  let depth = 0;
  let start = -1;
  const flush = (end: number) => {
    if (start >= 0) out.push({ text: value.slice(start, end), at: start });
    start = -1;
  };
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    if (depth === 0 && (c === ',' || /\s/.test(c))) {
      flush(i);
      continue;
    }
    if (start < 0) start = i;
  }
  flush(value.length);
  return out;
}

/** What an entry names: a server (by the name the entry writes) and a tool, or the whole server, or a glob of tools. */
export interface Named {
  serverKey?: string;
  tool?: string;
  /** Where the tool's name starts in the entry. */
  toolAt?: number;
  wildcard?: boolean;
}

const MCP_PREFIX = 'mcp__';
const GLOB = /[*?[\]{}]/;

/**
 * A Claude Code entry (`mcp__github__create_issue`, `mcp__github`, `mcp__github__*`): undefined for anything else
 * (`Read`, `Bash(git:*)`). The server key is the longest of `knownKeys` the entry starts with (a key may hold `__`);
 * without one, the text up to the first `__`.
 */
export function claudeName(entry: string, knownKeys: readonly string[] = []): Named | undefined {
  if (!entry.startsWith(MCP_PREFIX) || entry.length === MCP_PREFIX.length) return undefined;
  if (!/^[A-Za-z0-9_\-.*?]+$/.test(entry)) return undefined;
  const rest = entry.slice(MCP_PREFIX.length);
  const known = [...knownKeys].sort((a, b) => b.length - a.length).find((k) => rest === k || rest.startsWith(`${k}__`));
  const key = known ?? (rest.includes('__') ? rest.slice(0, rest.indexOf('__')) : rest);
  if (!key) return undefined;
  if (rest === key) return GLOB.test(key) ? undefined : { serverKey: key };
  const tool = rest.slice(key.length + 2);
  if (!tool) return { serverKey: key };
  const toolAt = MCP_PREFIX.length + key.length + 2;
  return GLOB.test(tool) ? { serverKey: key, tool, toolAt, wildcard: true } : { serverKey: key, tool, toolAt };
}

/** A VS Code / Copilot entry: `server/tool`, `server/*` (a glob), or a bare name (a tool, a tool set or a built-in). */
export function vscodeName(entry: string): Named | undefined {
  if (!entry || /\s/.test(entry)) return undefined;
  const slash = entry.indexOf('/');
  if (slash < 0) return GLOB.test(entry) ? undefined : { tool: entry, toolAt: 0 };
  const key = entry.slice(0, slash);
  const tool = entry.slice(slash + 1);
  if (!key || tool.includes('/')) return undefined;
  if (!tool || tool === '*') return { serverKey: key };
  return GLOB.test(tool) ? { serverKey: key, tool, toolAt: slash + 1, wildcard: true } : { serverKey: key, tool, toolAt: slash + 1 };
}
