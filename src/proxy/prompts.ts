import type { ContractChecker, ToolVerdict } from '../app/contract-checker.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';

/** How many times a prompts/get lists the prompts itself while a list_changed keeps making its listing stale. */
const RELIST_TRIES = 5;

/**
 * What the Enforcer (enforcer.ts) knows of the server's prompts, as it knows its tools: every `prompts/list` page the
 * client receives updates it, a `notifications/prompts/list_changed` makes all of it stale, and a `prompts/get` on a
 * stale (or missing) listing lists the prompts first (`list`, the proxy's own full prompts/list).
 */
export class PromptKnowledge {
  /** Bumped on every list_changed: knowledge from an older generation is not used. */
  private generation = 0;
  private readonly known = new Map<string, { verdict: ToolVerdict; generation: number }>();
  /** The generation of the last complete listing. */
  private completeAt = -1;
  /** The client's prompts/list requests awaiting their page (id key → the generation asked at). */
  private readonly lists = new Map<string, number>();

  constructor(
    private readonly checker: ContractChecker,
    /** A listing's items as the client may see them (listing.ts filterListed). */
    private readonly filter: (items: unknown[], verdicts: Map<string, ToolVerdict>) => unknown[],
    private readonly list?: (meta: JsonObject | undefined) => Promise<unknown[]>,
  ) {}

  /** A notifications/prompts/list_changed. */
  changed(): void {
    this.generation++;
  }

  /** A client's prompts/list, forwarded under this id key. */
  noteList(key: string): void {
    this.lists.set(key, this.generation);
  }

  /** Whether a page of the client's listing is awaited. */
  pending(): boolean {
    return this.lists.size > 0;
  }

  /** The answer with this id key when it is a page of the client's listing: learnt from and filtered; else undefined. */
  answer<M extends JsonObject & { result?: JsonObject }>(key: string, msg: M): M | undefined {
    const listedAt = this.lists.get(key);
    if (listedAt === undefined) return undefined;
    this.lists.delete(key);
    if (!isObject(msg.result) || !Array.isArray(msg.result.prompts)) return msg;
    const verdicts = this.checker.assessPrompts(msg.result.prompts);
    if (listedAt === this.generation) {
      for (const [name, verdict] of verdicts) this.known.set(name, { verdict, generation: listedAt });
      if (!msg.result.nextCursor && this.lists.size === 0) this.completeAt = Math.max(this.completeAt, listedAt);
    }
    return { ...msg, result: { ...msg.result, prompts: this.filter(msg.result.prompts, verdicts) as JsonValue[] } };
  }

  /** A prompt's verdict from a current listing (the prompts listed first when none is). */
  async verdict(name: string, meta: JsonObject | undefined): Promise<ToolVerdict> {
    for (let tries = 0; this.completeAt !== this.generation && this.list && tries < RELIST_TRIES; tries++) {
      const generation = this.generation;
      const prompts = await this.list(meta);
      if (generation !== this.generation) continue;
      this.known.clear();
      for (const [n, verdict] of this.checker.assessPrompts(prompts)) this.known.set(n, { verdict, generation });
      this.completeAt = generation;
    }
    const k = this.known.get(name);
    return k && k.generation === this.generation ? k.verdict : this.checker.promptVerdict(name, []);
  }
}
