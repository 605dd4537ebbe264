import { entryIdOf, type ServerConfig } from '../model/config.js';
import { isObject } from '../util/json.js';

/** The MCP client configs a repository carries, whose server keys are the names references use. */
export const CLIENT_CONFIG_FILES = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json'] as const;

/** Claude Code writes a server's name in `mcp__<name>__<tool>` with every character but letters, digits, `_` and `-` as `_`. */
function claudeKey(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * The names references may use for each of the gate's servers → its id: the id itself (and a variant's entry id),
 * the key of a client config entry that launches the same thing (same command and arguments, or same URL), `aliases`
 * given in the gate's config, and each of these as Claude Code writes it. A name that would stand for two servers
 * stands for the first by id (sorted), so the mapping never depends on the order files were read in.
 */
export function referenceKeys(servers: readonly ServerConfig[], clients: readonly unknown[] = [], aliases: Readonly<Record<string, readonly string[]>> = {}): Record<string, string> {
  // a Map, then own properties: a server id or client key such as `__proto__` is a name like any other
  const keys = new Map<string, string>();
  const put = (name: string, id: string) => {
    for (const n of new Set([name, claudeKey(name)])) if (!keys.has(n)) keys.set(n, id);
  };
  const sorted = [...servers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const s of sorted) put(s.id, s.id);
  for (const s of sorted) put(entryIdOf(s.id), s.id);
  for (const s of sorted) for (const a of (Object.hasOwn(aliases, s.id) ? aliases[s.id] : undefined) ?? []) put(a, s.id);
  for (const data of clients) {
    const entries = isObject(data) ? (isObject(data.mcpServers) ? data.mcpServers : isObject(data.servers) ? data.servers : undefined) : undefined;
    if (!entries) continue;
    for (const [name, entry] of Object.entries(entries)) {
      if (!isObject(entry)) continue;
      const same = sorted.find((s) => (typeof entry.url === 'string' ? s.url === entry.url : typeof entry.command === 'string' && s.command === entry.command && sameArgs(s.args ?? [], entry.args)));
      if (same) put(name, same.id);
    }
  }
  return Object.fromEntries(keys);
}

/** The server id a reference's server name stands for (own names only: `constructor` is no server). */
export function serverIdOf(keys: Readonly<Record<string, string>>, name: string): string | undefined {
  return Object.hasOwn(keys, name) ? keys[name] : undefined;
}

function sameArgs(a: readonly string[], b: unknown): boolean {
  const list = Array.isArray(b) ? b.map(String) : [];
  return a.length === list.length && a.every((x, i) => x === list[i]);
}
