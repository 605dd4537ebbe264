import { contractHash } from '../contract/canonical.js';
import { PROMPT, TOOL, type Surface } from '../contract/entities/index.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import { neutralizeEntry, type NeutralContext } from '../contract/neutral-paths.js';
import { alignEntry } from '../contract/neutral-align.js';
import type { LockEntry, Lockfile, LockServer } from '../contract/lockfile.js';
import type { PromptDef, ToolDef } from '../contract/types.js';
import { isObject } from '../util/json.js';
import { diffServer } from '../diff/engine.js';
import type { Change } from '../diff/types.js';
import type { EnforceBy, PolicyConfig, ServerConfig } from '../model/config.js';
import { DEFAULT_POLICY } from '../policy/evaluate.js';
import { entityKey, judgeServer, type ServerJudgement } from '../policy/judge-server.js';
import { lockfileToSnapshotSet, LOCKFILE_VERSION } from '../contract/lockfile.js';
import type { ServerSnapshot } from '../contract/types.js';
import { jsonDepth } from '../util/json.js';
import { visible } from '../report/escape.js';
import { ruleList } from './rule-list.js';
import { confusablePairs, propertyMaps, SkeletonIndex, spelled, type Named } from '../diff/flags/confusable.js';

/** How a live tool stands against the lockfile (`confusable`: its name, or a parameter's, looks like another's). */
export type ToolStatus = 'pinned' | 'compatible' | 'drifted' | 'unpinned' | 'duplicated' | 'missing' | 'confusable' | 'blocked';

/** The statuses whose tools a client may list and call (`compatible`: changed, but nothing blocks under the policy). */
export function usableStatus(status: ToolStatus): boolean {
  return status === 'pinned' || status === 'compatible';
}

export interface CheckerOptions {
  /** Whether `_meta` and `icons` are in the hash (the lockfile's `includeMeta`). */
  includeMeta?: boolean;
  /** hash (default): any change withholds a tool; policy: only changes that block under `policy` do. */
  by?: EnforceBy;
  policy?: PolicyConfig;
  /** The config's servers (their `forbidden-tools`), for `by: policy`: judged as `check` judges them (judgeServer). */
  servers?: ServerConfig[];
  /** The lockfile's other servers, for `by: policy`: a live name that looks like one of their tools blocks, as in `check`. */
  otherServers?: Record<string, LockServer>;
  /** Today as YYYY-MM-DD (ignore entries expire); default: the clock's. */
  today?: string;
  /** The environment's paths and machine facts, when the lockfile was pinned environment-neutral: live text is judged with placeholders. */
  paths?: NeutralContext;
  /** The tools the lockfile pins for its other servers: a live tool whose name looks like one of them is refused. */
  others?: ReadonlyArray<Named>;
}

/** The lockfile's tools of every server but `self`, for CheckerOptions.others. */
export function otherServersTools(servers: Record<string, LockServer>, self: string): Named[] {
  return Object.entries(servers).flatMap(([server, s]) => (server === self ? [] : Object.keys(s.tools).map((name) => ({ server, name }))));
}

export interface ToolVerdict {
  name: string;
  status: ToolStatus;
  /** The lockfile's hash; null when the tool is not pinned. */
  pinnedHash: string | null;
  /** The live contract's hash; null when the server does not list it (or lists it more than once). */
  liveHash: string | null;
  /** What changed, rule by rule (drifted tools); for an unpinned tool, its `tool-added` finding when its text is flagged. */
  changes: Change[];
  /** Set on a prompt's verdict (a tool's has none). */
  entity?: 'prompt';
  /** A `confusable` verdict: the name it looks like (a tool's, or, with `parameter`, one of the tool's own parameters). */
  lookalike?: { name: string; server?: string; parameter?: string };
}

/**
 * How the checker reads one surface of the entity model (TOOL, PROMPT) against its pins: which entries can be judged
 * at all, the live hash, what an unpinned entry's text says and what changed from the pin.
 */
interface CheckedKind<T> {
  entity: 'tool' | 'prompt';
  surface: Surface<T>;
  /** The pinned entries by key, as this environment reads them. */
  pins(): ReadonlyMap<string, LockEntry>;
  /** False for an entry nested past the schema limit (never hashed, never usable). */
  judgeable(live: T): boolean;
  hash(live: T): string;
  added(live: T, listed: readonly string[]): Change[];
  drift(pinned: LockEntry, live: T, name: string, listed: readonly string[]): Change[];
}

/**
 * The one check the runtime proxy and the library guard share: a listed tool is usable only when it is listed once
 * and its canonical hash is the pinned one. Hashes are cached by the tool's exact JSON text, so an unchanged tool is
 * never hashed twice, whatever the number of listings and calls.
 */
export class ContractChecker {
  private readonly hashes = new Map<string, string>();
  private readonly entries: Map<string, LockEntry>;
  /** How many contracts were hashed (every other judgement came from the cache). */
  hashed = 0;

  private readonly includeMeta: boolean;
  private readonly prompts: Map<string, LockEntry>;
  /** The pinned names of this server and of the lockfile's others: what a live name must not look like. */
  private readonly pinnedNames: SkeletonIndex;
  /**
   * A tool's parameters that look like another of the same object (null: none), by the tool's contract hash: what
   * `hashOf` computed for the verdict, so a listing served again costs a lookup.
   */
  private readonly parameterLookalikes = new Map<string, { parameter: string; name: string } | null>();

  constructor(
    readonly server: string,
    /** The server's pinned entry as the lockfile holds it (its other surfaces are judged beside the tools: surfaces.ts). */
    readonly pinned: LockServer,
    private readonly options: CheckerOptions = {},
  ) {
    this.includeMeta = options.includeMeta === true;
    this.entries = new Map(
      Object.entries(pinned.tools).map(([name, e]) => [name, this.neutralPinned(e, (c) => contractHash(TOOL.contract(c as unknown as ToolDef, { includeMeta: this.includeMeta })))]),
    );
    this.prompts = new Map(
      Object.entries(pinned.prompts ?? {}).map(([name, e]) => [name, this.neutralPinned(e, (c) => contractHash(PROMPT.contract(c as unknown as PromptDef, { includeMeta: this.includeMeta })))]),
    );
    this.pinnedNames = new SkeletonIndex([...[...this.entries.keys()].map((name) => ({ name })), ...(options.others ?? [])]);
  }

  entry(name: string): LockEntry | undefined {
    return this.entries.get(name);
  }

  /** Every pinned entry (the proxy looks up approved renames in them). */
  pinnedEntries(): Iterable<[string, LockEntry]> {
    return this.entries.entries();
  }

  hashOf(tool: ToolDef): string {
    const text = JSON.stringify(tool);
    let hash = this.hashes.get(text);
    if (hash === undefined) {
      hash = contractHash(TOOL.contract(this.neutral(tool), { includeMeta: this.includeMeta }));
      this.hashed++;
      if (this.hashes.size > 10_000) this.hashes.clear();
      this.hashes.set(text, hash);
    }
    return hash;
  }

  /**
   * A pinned entry as this environment reads it (see checkDrift's neutralPinned): a value of this machine the lockfile
   * holds as written (pinned elsewhere, or before the fact was neutral) reads as its placeholder, like the live text;
   * its hash follows. Unchanged entries are kept as they are.
   */
  private neutralPinned(e: LockEntry, hash: (contract: LockEntry['contract']) => string): LockEntry {
    if (!this.options.paths || jsonDepth(e.contract, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH) return e;
    const contract = neutralizeEntry(e.contract, this.options.paths);
    return JSON.stringify(contract) === JSON.stringify(e.contract) ? e : { ...e, contract, hash: hash(contract) };
  }

  /**
   * The live entry as the lockfile pinned it: paths of this environment as placeholders (when it was pinned so), and
   * a pinned `${timeZone}` the server filled in with this machine's zone (UTC, kept as written) read as pinned, as
   * `check` reads it (alignToPinned).
   */
  private neutral<T>(entry: T, kind: 'tool' | 'prompt' = 'tool'): T {
    const ctx = this.options.paths;
    if (!ctx) return entry;
    const live = neutralizeEntry(entry, ctx);
    const name = (live as { name?: unknown }).name;
    const pinned = typeof name === 'string' ? (kind === 'tool' ? this.entries : this.prompts).get(name)?.contract : undefined;
    return pinned === undefined ? live : alignEntry(live, pinned, ctx);
  }

  /** Verdicts for one listing (or one page of it): keyed by name, duplicates marked on every copy. */
  assess(tools: readonly unknown[]): Map<string, ToolVerdict> {
    return this.assessListing(this.toolKind, tools);
  }

  /** Verdicts for one `prompts/list` page, as `assess` for tools: a prompt is usable only as pinned. */
  assessPrompts(prompts: readonly unknown[]): Map<string, ToolVerdict> {
    return this.assessListing(this.promptKind, prompts);
  }

  /**
   * One listing of a surface judged entry by entry against the pins (`entryVerdict`), then, by policy, settled by the
   * one judge over the entries listed once; a tool's look-alikes are refused first, unless the policy judges them.
   */
  private assessListing<T>(k: CheckedKind<T>, listing: readonly unknown[]): Map<string, ToolVerdict> {
    const byName = new Map<string, T[]>();
    for (const e of listing) {
      if (!e || typeof e !== 'object' || typeof (e as Record<string, unknown>)[k.surface.key] !== 'string') continue;
      const name = k.surface.keyOf(e as T);
      byName.set(name, [...(byName.get(name) ?? []), e as T]);
    }
    const out = new Map<string, ToolVerdict>();
    const names = [...byName.keys()];
    const listed = k.entity === 'tool' ? new SkeletonIndex(names.map((name) => ({ name }))) : undefined;
    for (const [name, copies] of byName) {
      const v = this.entryVerdict(k, name, copies, names);
      // by policy, look-alikes are the judge's (a new name flagged as the gate flags it): the pinned tool it mimics stays usable
      out.set(name, !listed || v.status === 'duplicated' || this.options.by === 'policy' ? v : this.lookalikeVerdict(v, copies[0] as unknown as ToolDef, listed));
    }
    if (this.options.by !== 'policy') return out;
    const live = [...byName.values()].filter((c) => c.length === 1 && k.judgeable(c[0]!)).map((c) => this.neutral(c[0]!, k.entity));
    return this.byPolicy(out, this.judged({ [k.surface.field]: live } as Pick<ServerSnapshot, 'tools'> | Pick<ServerSnapshot, 'prompts'>), k.entity);
  }

  /**
   * `--enforce-by policy`: the listing judged by the one judge (judgeServer: forbidden tools, deprecations, look-alikes,
   * ignores, severities, as `check` judges), the rest of the server as pinned so only the listed surface differs.
   */
  judged(listed: Pick<ServerSnapshot, 'tools'> | Pick<ServerSnapshot, 'prompts'>): ServerJudgement {
    const pinned = this.pinnedSnapshot();
    this.others ??= lockfileToSnapshotSet(this.lockOf(this.options.otherServers ?? {})).servers;
    const others = this.others;
    return judgeServer({
      id: this.server,
      pinned,
      live: { ...pinned, ...listed },
      config: { servers: this.options.servers ?? [], policy: this.options.policy ?? DEFAULT_POLICY },
      today: this.day(),
      others,
    });
  }

  /**
   * Hash verdicts settled by the judge's findings: a changed entity passes (`compatible`) only when nothing on it blocks;
   * one that matches its pin but blocks (a forbidden tool) is `blocked`; a launch or other server finding blocks all.
   */
  private byPolicy(verdicts: Map<string, ToolVerdict>, j: ServerJudgement, entity: 'tool' | 'prompt'): Map<string, ToolVerdict> {
    const serverWide = j.findings.filter((f) => f.blocking && f.entity === 'server');
    const out = new Map<string, ToolVerdict>();
    for (const [name, v] of verdicts) {
      const blocking = [...serverWide, ...(j.decision.withheld.get(entityKey(entity, name)) ?? [])];
      const mine = j.findings.filter((f) => f.entity === entity && f.tool === name);
      if (v.status === 'drifted' && v.liveHash !== null) out.set(name, blocking.length ? { ...v, changes: [...serverWide, ...mine] } : { ...v, status: 'compatible', changes: mine });
      else if ((v.status === 'pinned' || v.status === 'compatible') && blocking.length) out.set(name, { ...v, status: 'blocked', changes: blocking });
      else out.set(name, v);
    }
    return out;
  }

  private pinnedSnap: ServerSnapshot | undefined;
  private others: Record<string, ServerSnapshot> | undefined;
  /** This server's pin as a snapshot (its entries as this environment reads them). */
  private pinnedSnapshot(): ServerSnapshot {
    this.pinnedSnap ??= lockfileToSnapshotSet(
      this.lockOf({ [this.server]: { ...this.pinned, tools: Object.fromEntries(this.entries), ...(this.pinned.prompts ? { prompts: Object.fromEntries(this.prompts) } : {}) } }),
    ).servers[this.server]!;
    return this.pinnedSnap;
  }

  private lockOf(servers: Record<string, LockServer>): Lockfile {
    return { lockfileVersion: LOCKFILE_VERSION, ...(this.includeMeta ? { includeMeta: true } : {}), servers };
  }

  /**
   * A tool whose name looks like another's (listed beside it, pinned for this server, or pinned for another server)
   * or with two parameters that look alike (UTS #39 skeleton) is `confusable`: never usable, whatever its hash.
   */
  private lookalikeVerdict(v: ToolVerdict, tool: ToolDef, listed: SkeletonIndex): ToolVerdict {
    const like = listed.lookalikes(v.name)[0] ?? this.pinnedNames.lookalikes(v.name)[0];
    if (like) return { ...v, status: 'confusable', lookalike: like };
    // a tool with no hash (nested past the depth limit) is unusable already, and is never walked
    const param = v.liveHash === null ? undefined : this.parameterLookalike(tool, v.liveHash);
    return param ? { ...v, status: 'confusable', lookalike: param } : v;
  }

  private parameterLookalike(tool: ToolDef, hash: string): { parameter: string; name: string } | undefined {
    let found = this.parameterLookalikes.get(hash);
    if (found === undefined) {
      found = null;
      for (const { path, names } of propertyMaps(tool.inputSchema, MAX_SCHEMA_DEPTH)) {
        // named at its second name, as the gate names it
        const pair = confusablePairs(names).find(([n, like]) => names.indexOf(like.name) < names.indexOf(n));
        if (pair) {
          found = { parameter: path ? `${path}.${pair[0]}` : pair[0], name: pair[1].name };
          break;
        }
      }
      if (this.parameterLookalikes.size > 10_000) this.parameterLookalikes.clear();
      this.parameterLookalikes.set(hash, found);
    }
    return found ?? undefined;
  }

  /** A prompt's verdict given its live copies (none: not listed). */
  promptVerdict(name: string, copies: readonly PromptDef[]): ToolVerdict {
    return this.entryVerdict(this.promptKind, name, copies, []);
  }

  /**
   * The verdict for a tool given its live copies (none: not listed). `listed` names the tools of the same listing: an
   * unpinned tool's text is judged beside them, as the gate judges a new tool (cross-tool signals included).
   */
  verdict(name: string, copies: readonly ToolDef[], listed: readonly string[] = []): ToolVerdict {
    return this.entryVerdict(this.toolKind, name, copies, listed);
  }

  /**
   * An entry's verdict given its live copies: usable only when listed once with its pinned hash; else missing,
   * duplicated, unpinned (with what its text says, for a tool) or drifted (with what changed).
   */
  private entryVerdict<T>(k: CheckedKind<T>, name: string, copies: readonly T[], listed: readonly string[]): ToolVerdict {
    const entry = k.pins().get(name);
    const pinnedHash = entry?.hash ?? null;
    const verdict = (status: ToolStatus, liveHash: string | null, changes: Change[] = []): ToolVerdict =>
      k.entity === 'prompt' ? { name, pinnedHash, entity: 'prompt', changes, status, liveHash } : { name, status, pinnedHash, liveHash, changes };
    if (copies.length === 0) return verdict('missing', null);
    if (copies.length > 1) return verdict('duplicated', null);
    const live = copies[0]!;
    // nested past the schema limit: no client can use it and it cannot be hashed (nor serialised); never usable
    if (!k.judgeable(live)) return verdict(entry ? 'drifted' : 'unpinned', null);
    const liveHash = k.hash(live);
    if (!entry) return verdict('unpinned', liveHash, k.added(live, listed));
    if (entry.hash === liveHash) return verdict('pinned', liveHash);
    return verdict('drifted', liveHash, k.drift(entry, live, name, listed));
  }

  /** Tools as the checker reads them: hashed once per text, a new one's text judged, drift judged beside the listing. */
  private readonly toolKind: CheckedKind<ToolDef> = {
    entity: 'tool',
    surface: TOOL,
    pins: () => this.entries,
    judgeable: (tool) => jsonDepth(tool, MAX_SCHEMA_DEPTH) <= MAX_SCHEMA_DEPTH,
    hash: (tool) => this.hashOf(tool),
    added: (tool, listed) => this.newToolText(tool, listed),
    drift: (entry, tool, name, listed) => {
      // Beside the listing's other tools, so changed text that directs them (cross-tool signals) is judged as the gate would.
      const siblings = this.siblings(name, listed);
      return diffServer({ tools: [...siblings, entry.contract as unknown as ToolDef] }, { tools: [...siblings, this.neutral(tool)] }).filter((c) => c.tool === name);
    },
  };

  /** Prompts as the checker reads them: usable only as pinned. */
  private readonly promptKind: CheckedKind<PromptDef> = {
    entity: 'prompt',
    surface: PROMPT,
    pins: () => this.prompts,
    judgeable: () => true,
    hash: (prompt) => contractHash(PROMPT.contract(this.neutral(prompt, 'prompt'), { includeMeta: this.includeMeta })),
    added: () => [],
    drift: (entry, prompt) => diffServer({ tools: [], prompts: [entry.contract as unknown as PromptDef] }, { tools: [], prompts: [this.neutral(prompt, 'prompt')] }),
  };

  /** An unpinned tool's text judged as the gate judges a new tool: its `tool-added` finding when a text signal fired. */
  private newToolText(tool: ToolDef, listed: readonly string[]): Change[] {
    const siblings = this.siblings(tool.name, listed);
    const added = diffServer({ tools: siblings }, { tools: [...siblings, this.neutral(tool)] }).find((c) => c.rule === 'tool-added');
    return added?.flags?.some((f) => f.confidence) ? [added] : [];
  }

  /** The listing's other tools as names only (the same on both sides of a diff, so they add no change of their own). */
  private siblings(self: string, listed: readonly string[]): ToolDef[] {
    return listed.filter((n) => n !== self).map((n) => ({ name: n, inputSchema: { type: 'object' } }));
  }

  /** The day verdicts are judged on (YYYY-MM-DD, UTC): ignore entries of the policy expire by it. */
  day(): string {
    if (this.options.today !== undefined) return this.options.today;
    const now = Date.now();
    if (!this.today || now >= this.today.until) {
      const day = new Date(now).toISOString().slice(0, 10);
      this.today = { day, until: Date.parse(`${day}T00:00:00Z`) + 86_400_000 };
    }
    return this.today.day;
  }
  private today: { day: string; until: number } | undefined;
}

/** One sentence for an agent or a log: what is wrong with the tool and both hashes. */
export function describeVerdict(v: ToolVerdict, server: string): string {
  const at = `MCP ${v.entity ?? 'tool'} '${v.name}' (server '${server}')`;
  switch (v.status) {
    case 'pinned':
      return `${at} matches its pinned contract ${v.liveHash?.slice(0, 12)}`;
    case 'compatible':
      return `${at} changed without a blocking change under the policy (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${ruleList(v.changes, 'severity')}`;
    case 'missing':
      return v.pinnedHash ? `${at} is pinned (${v.pinnedHash.slice(0, 12)}) but the server no longer lists it` : `${at} is neither pinned in the lockfile nor listed by the server`;
    case 'duplicated':
      return `${at} is listed more than once by the server, so which contract a call reaches is unknown${v.pinnedHash ? ` (pinned ${v.pinnedHash.slice(0, 12)})` : ''}`;
    case 'unpinned': {
      const flag = v.changes.flatMap((c) => c.flags ?? []).find((f) => f.confidence === 'high');
      const poisoned = flag ? `, and its text carries a high-confidence poisoning signal (${flag.family}: "${visible(flag.evidence ?? '').slice(0, 160)}")` : '';
      return `${at} is not pinned in the lockfile (live ${v.liveHash?.slice(0, 12)})${poisoned}`;
    }
    case 'confusable': {
      const l = v.lookalike!;
      const like =
        l.parameter !== undefined
          ? `its parameter '${visible(l.parameter)}' looks like its parameter '${visible(l.name)}'`
          : `its name looks like tool '${visible(l.name)}'${l.server !== undefined ? ` of server '${l.server}'` : ''}`;
      return `${at} is refused: ${like} (the same Unicode confusable skeleton, UTS #39: ${spelled(l.parameter ?? v.name)} vs ${spelled(l.name)}), so a model cannot tell them apart`;
    }
    case 'blocked':
      return `${at} matches its pinned contract but is blocked under the policy: ${ruleList(v.changes, 'severity')}`;
    case 'drifted':
      return `${at} drifted from its pinned contract (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${ruleList(v.changes, 'path') || 'contract changed'}`;
  }
}

/** The tools of a `tools/list` result (none when it is not one). */
export function toolsOf(result: unknown): ToolDef[] {
  return isObject(result) && Array.isArray(result.tools) ? (result.tools as unknown as ToolDef[]) : [];
}
