/**
 * The tool names a text may mention, indexed once: the cross-tool signal asks, for each sentence, which of the names
 * around it (the server's own tools, then every other configured server's) the sentence can name, and gets them in
 * that order without looking at the others. Built once per run for all servers (`diffSnapshots`), so judging every
 * server's texts is linear in the number of tools, not quadratic in the number of servers.
 */

/** Names shorter than this are never a mention (see cross-tool's `mention`). */
export const MIN_MENTIONED_NAME = 3;

/** ASCII letter-and-digit runs (the mention patterns' word characters), lower-cased: `mcp_tool_send_email` → mcp, tool, send, email. */
export function runsOf(text: string): string[] {
  return (text.match(/[A-Za-z0-9]+/g) ?? []).map((r) => r.toLowerCase());
}

/** One name a sentence may mention: where it is listed (`server` undefined: a tool of the same server). */
export interface NameCandidate {
  name: string;
  server?: string;
  /** The name's letter-and-digit runs: a sentence that mentions the name has every one of them. */
  runs: readonly string[];
  /** Its place in the list the index was built from: candidates come in this order. */
  at: number;
}

interface NameEntry {
  name: string;
  runs: readonly string[];
  /** Every place the name is listed, in order (the same name on several servers). */
  where: Array<{ server?: string; at: number }>;
}

/** What a query leaves out: the tools of one server (the text's own, listed apart), and names listed apart (its siblings). */
export interface NameExclusion {
  server?: string;
  names?: ReadonlySet<string>;
}

export class ToolNameIndex {
  /**
   * By one of each name's runs, the one fewest names share (the longest of those, then the first): a sentence without
   * that run cannot mention the name, and a run many names share ("list", "file") leads to few of them.
   */
  private readonly byRun = new Map<string, NameEntry[]>();
  /** Names without a letter or digit: every sentence may mention them. */
  private readonly always: NameEntry[] = [];
  /** Every name listed, whatever its length. */
  readonly names: ReadonlySet<string>;
  /** The tools as listed (with their servers), for what other indexes are built from once per run. */
  readonly tools: ReadonlyArray<{ name: string; server?: string }>;

  /** `tools` in the order candidates are to come; a name listed twice (on two servers) is one entry with two places. */
  constructor(tools: Iterable<{ name: string; server?: string }>) {
    const entries = new Map<string, NameEntry>();
    const listed: Array<{ name: string; server?: string }> = [];
    this.tools = listed;
    let at = 0;
    for (const t of tools) {
      listed.push(t);
      const place = t.server !== undefined ? { server: t.server, at: at++ } : { at: at++ };
      const known = entries.get(t.name);
      if (known) known.where.push(place);
      else entries.set(t.name, { name: t.name, runs: runsOf(t.name), where: [place] });
    }
    this.names = new Set(entries.keys());
    const mentionable = [...entries.values()].filter((e) => e.name.length >= MIN_MENTIONED_NAME);
    const shared = new Map<string, number>();
    for (const e of mentionable) for (const r of new Set(e.runs)) shared.set(r, (shared.get(r) ?? 0) + 1);
    for (const e of mentionable) {
      let key: string | undefined;
      for (const r of e.runs) {
        if (key === undefined) key = r;
        else {
          const [n, m] = [shared.get(r)!, shared.get(key)!];
          if (n < m || (n === m && r.length > key.length)) key = r;
        }
      }
      if (key === undefined) this.always.push(e);
      else {
        const bucket = this.byRun.get(key);
        if (bucket) bucket.push(e);
        else this.byRun.set(key, [e]);
      }
    }
  }

  /**
   * The names a sentence with these runs may mention, in the order they were listed. A name listed more than once comes
   * once, at its first place outside `except.server`: its later places can only repeat what the first one says.
   */
  candidates(runs: ReadonlySet<string>, except: NameExclusion = {}): NameCandidate[] {
    const out: NameCandidate[] = [];
    const consider = (e: NameEntry) => {
      if (except.names?.has(e.name)) return;
      const place = except.server === undefined ? e.where[0] : e.where.find((w) => w.server !== except.server);
      if (place) out.push({ name: e.name, runs: e.runs, ...place });
    };
    for (const e of this.always) consider(e);
    for (const r of runs) for (const e of this.byRun.get(r) ?? []) if (e.runs.every((x) => runs.has(x))) consider(e);
    return out.length > 1 ? out.sort((a, b) => a.at - b.at) : out;
  }

  /** The tools of every server of a set, by server id, in sorted order (the order shadowing candidates are judged in). */
  static ofServers(servers: Iterable<readonly [server: string, names: readonly string[]]>): ToolNameIndex {
    return new ToolNameIndex(
      (function* () {
        for (const [server, names] of servers) for (const name of names) yield { server, name };
      })(),
    );
  }
}

/** The tools of the other configured servers of a run, as the cross-tool signal reads them: one index, minus one server. */
export interface OtherServersTools {
  index: ToolNameIndex;
  /** The server whose text is judged: its own tools are its siblings, not others. */
  except: string;
}
