import type { ToolDef } from '../contract/types.js';
import type { ContractChecker, ToolVerdict } from '../app/contract-checker.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { isRepeated } from './repeat.js';
import type { JsonRpcMessage } from './messages.js';
import type { SurfaceJudge } from './surfaces.js';

/**
 * What the Enforcer (enforcer.ts) knows of the server's tools. It never trusts an earlier listing over a newer one:
 * every `tools/list` page the client receives updates it, a `notifications/tools/list_changed` makes all of it stale,
 * and a call on a stale (or missing) listing has the proxy list the tools itself (`fresh`) before it is judged.
 */
export class ToolKnowledge {
  /** Bumped on every list_changed: knowledge from an older generation is not used. */
  private generation = 0;
  private readonly known = new Map<string, { verdict: ToolVerdict; generation: number }>();
  /** The generation of the last complete listing (proxy's own, or the client's last page). */
  private completeAt = -1;
  /** The client's tools/list requests awaiting their page: the generation asked at, and the listing the page belongs to. */
  private readonly clientLists = new Map<string, { generation: number; names: Set<string> }>();
  /** The names of the client's current listing (since its last tools/list without a cursor), over all its pages. */
  private listing = new Set<string>();
  /** The tools as last listed (for the transports' header checks: what a call's Mcp-Param-* headers mirror). */
  private readonly live = new Map<string, { tool: ToolDef; generation: number }>();
  /** Verdicts of a listing served again (repeat.ts: deep-frozen, so they cannot go stale), with the day they were judged on. */
  private readonly repeated = new WeakMap<readonly unknown[], { day: string; verdicts: Map<string, ToolVerdict> }>();

  constructor(
    private readonly checker: ContractChecker,
    /** A listing's items as the client may see them (listing.ts filterListed). */
    private readonly filter: (items: unknown[], verdicts: Map<string, ToolVerdict>) => unknown[],
    /** The proxy's own full, paginated tools/list. */
    private readonly list: (meta: JsonObject | undefined) => Promise<unknown[]>,
    private readonly surfaces: SurfaceJudge | undefined,
  ) {}

  /** A notifications/tools/list_changed. */
  changed(): void {
    this.generation++;
  }

  /** A client's tools/list, forwarded under this id key: one without a cursor starts a listing, one with a cursor asks its next page. */
  async noteList(key: string, params: JsonObject | undefined): Promise<void> {
    if (!(isObject(params) && params.cursor !== undefined)) this.listing = new Set();
    this.clientLists.set(key, { generation: this.generation, names: this.listing });
    if (this.surfaces?.watchesUi) await this.surfaces.refresh(await this.list(isObject(params?._meta) ? params._meta : undefined));
  }

  /** Whether the answer with this id key is a page of the client's tools/list, still awaited. */
  awaits(key: string): boolean {
    return this.clientLists.has(key);
  }

  /** Whether a page of the client's listing is awaited. */
  pending(): boolean {
    return this.clientLists.size > 0;
  }

  /** The answer with this id key when it is a page of the client's listing: learnt from and filtered (the message itself when nothing changed); else undefined. */
  answer(key: string, msg: JsonRpcMessage): JsonRpcMessage | undefined {
    const listedAt = this.clientLists.get(key);
    if (listedAt === undefined) return undefined;
    this.clientLists.delete(key);
    if (!isObject(msg.result) || !Array.isArray(msg.result.tools)) return msg;
    const tools = this.page(msg.result.tools, listedAt.generation, !msg.result.nextCursor, listedAt.names);
    // nothing withheld or marked: the message as it came (a transport may send on the bytes it read for it)
    if (tools === msg.result.tools) return msg;
    return { ...msg, result: { ...msg.result, tools: tools as JsonValue[] } };
  }

  /**
   * One page of the client's listing: learn from it, and withhold or mark what is not the pinned contract. A name an
   * earlier page of the same listing carried is listed twice: withheld here (`duplicated`), and its calls refused.
   */
  private page(tools: unknown[], generation: number, last: boolean, listing: Set<string>): unknown[] {
    const assessed = this.assessed(tools);
    let verdicts = assessed;
    for (const name of assessed.keys()) {
      if (!listing.has(name)) continue;
      if (verdicts === assessed) verdicts = new Map(assessed); // the kept verdicts of a repeated listing stay as they are
      verdicts.set(name, { name, status: 'duplicated', pinnedHash: this.checker.entry(name)?.hash ?? null, liveHash: null, changes: [] });
    }
    for (const name of verdicts.keys()) listing.add(name);
    if (generation === this.generation) {
      this.learnLive(tools, generation);
      for (const [name, verdict] of verdicts) this.known.set(name, { verdict, generation });
      if (last && this.clientLists.size === 0) this.completeAt = Math.max(this.completeAt, generation);
    }
    return this.filter(tools, verdicts);
  }

  /** The checker's verdicts on a listing; for one served again (deep-frozen), judged once a day. */
  private assessed(tools: unknown[]): Map<string, ToolVerdict> {
    if (this.surfaces?.watchesUi) return this.surfaces.judge(this.checker.assess(tools)); // (UI read at each listing)
    if (!isRepeated(tools)) return this.checker.assess(tools);
    const day = this.checker.day();
    const kept = this.repeated.get(tools);
    if (kept && kept.day === day) return kept.verdicts;
    const verdicts = this.checker.assess(tools);
    this.repeated.set(tools, { day, verdicts });
    return verdicts;
  }

  /** Bring the knowledge up to date: list the tools when the listing is stale (or there is none). */
  async fresh(meta: JsonObject | undefined): Promise<void> {
    if (this.completeAt !== this.generation) await this.relist(meta);
  }

  private async relist(meta: JsonObject | undefined): Promise<void> {
    for (;;) {
      const generation = this.generation;
      const tools = await this.list(meta);
      if (generation !== this.generation) continue; // a list_changed arrived while listing: that listing is already old
      await this.surfaces?.refresh(tools);
      const verdicts = this.surfaces ? this.surfaces.judge(this.checker.assess(tools)) : this.checker.assess(tools);
      this.live.clear();
      this.learnLive(tools, generation);
      for (const key of [...this.known.keys()]) if (!verdicts.has(key)) this.known.delete(key);
      for (const [name, verdict] of verdicts) this.known.set(name, { verdict, generation });
      this.completeAt = generation;
      return;
    }
  }

  private learnLive(tools: readonly unknown[], generation: number): void {
    for (const t of tools) if (isObject(t) && typeof t.name === 'string') this.live.set(t.name, { tool: t as unknown as ToolDef, generation });
  }

  /** A tool's verdict from what is known now (not listed now: the checker's verdict of an unlisted tool). */
  verdictOf(name: string): ToolVerdict {
    const k = this.known.get(name);
    if (k && k.generation === this.generation) return k.verdict;
    return this.checker.verdict(name, []);
  }

  /** Whether the current listing carries this tool. */
  usable(name: string): boolean {
    const k = this.known.get(name);
    return !!k && k.generation === this.generation && k.verdict.status !== 'missing';
  }

  /** The pinned tool an approved rename maps `old` to, when that tool is listed now. */
  renamedTo(old: string): string | undefined {
    for (const [name, entry] of this.checker.pinnedEntries()) if (entry.migration?.renamedFrom?.includes(old) && this.usable(name)) return name;
    return undefined;
  }

  /** The tool as listed now (undefined: not in the current listing). */
  liveTool(name: string): ToolDef | undefined {
    const live = this.live.get(name);
    return live && live.generation === this.generation ? live.tool : undefined;
  }

  /** Whether a name is a tool the server listed or the lockfile pins. */
  isTool(name: string): boolean {
    return this.checker.entry(name) !== undefined || this.live.has(name);
  }

  /** The tools as last listed. */
  tools(): ToolDef[] {
    return [...this.live.values()].map((l) => l.tool);
  }
}
