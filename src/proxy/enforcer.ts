import type { ToolDef } from '../contract/types.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { describeVerdict, usableStatus, type ContractChecker, type ToolVerdict } from '../app/contract-checker.js';
import { isRepeated } from './repeat.js';
import { KNOWN_METHODS, PathGuard, pathAudit } from './paths.js';

import type { Enforce } from '../model/config.js';

/** JSON-RPC error code of a refused call (implementation-defined server error range). */
export const CONTRACT_DRIFT_ERROR = -32010;
/** `_meta` key of the proxy's notes (translations, warnings) on results and tools. */
export const META_KEY = 'io.github.mcp-contract-gate/proxy';

export interface Translation {
  tool?: { from: string; to: string };
  arguments?: Array<{ from: string; to: string }>;
}

/** One JSON line per call. */
export interface AuditLine {
  time: string;
  server: string;
  tool: string;
  /** The live contract hash the call was judged on (null: not listed, or listed twice). */
  hash: string | null;
  /** withheld: left out of a listing the client received (one line per tool per listing); dropped: a notification not passed on. */
  decision: 'allowed' | 'refused' | 'warned' | 'withheld' | 'dropped';
  status: ToolVerdict['status'];
  translation?: Translation;
  /** Why the tool was withheld or refused. */
  reason?: string;
  /** Set when the line is about a prompt (`tool` then names the prompt). */
  entity?: 'prompt';
}

/** A JSON-RPC id of any JSON type, as a map key (1 and "1" stay apart; an object id is matched by its text). */
export function idKey(id: unknown): string {
  return JSON.stringify(id) ?? 'undefined';
}

/** JSON-RPC "invalid params": a tools/call whose name is not a string is never sent on (the server might read it otherwise). */
export const INVALID_PARAMS = -32602;

export type JsonRpcMessage = JsonObject & { jsonrpc?: string; id?: string | number | null; method?: string; params?: JsonObject; result?: JsonObject; error?: JsonObject };

export interface EnforcerOptions {
  enforce: Enforce;
  audit: (line: AuditLine) => void;
  now?: () => Date;
  /** Where a withheld tool is logged (stderr), once per listing. */
  log?: (text: string) => void;
  /** The proxy's own full, paginated tools/list (used when a call arrives with no current listing). */
  listTools: (meta: JsonObject | undefined) => Promise<unknown[]>;
  /** The proxy's own full prompts/list (a prompts/get with no current listing). */
  listPrompts?: (meta: JsonObject | undefined) => Promise<unknown[]>;
  /** The UI resources and skills the lockfile pins, judged beside the tools (SurfaceGuard, surfaces.ts). */
  surfaces?: SurfaceJudge;
}

/** What the enforcer asks of the judge of the other surfaces (the UI resources and skills: SurfaceGuard). */
export interface SurfaceJudge {
  /** Whether the lockfile pins UI resources (the tools' UIs are then read at each listing). */
  readonly watchesUi: boolean;
  /** Whether an answer to a noted request is awaited. */
  pending(): boolean;
  /** Read the listed tools' UI resources again and note which drifted. */
  refresh(tools: readonly unknown[]): Promise<void>;
  /** A listing's verdicts with the tools whose UI drifted marked `drifted`. */
  judge(verdicts: Map<string, ToolVerdict>): Map<string, ToolVerdict>;
  /** Note a client request whose answer is judged (`skills/get`, `resources/read` of a pinned URI). */
  noteRequest(key: string, method: string | undefined, params: unknown): void;
  /** The error answer that replaces a noted request's answer when it is not the pinned surface; else undefined. */
  judgeAnswer(key: string, msg: JsonRpcMessage): JsonRpcMessage | undefined;
  /** Whether the lockfile pins this resource URI (a UI resource or a skill file). */
  pins(uri: string): boolean;
}

/**
 * The proxy's judgement, transport-free: it sees every message in both directions and answers what to forward, what
 * to answer itself, and how to rewrite. It never trusts an earlier listing over a newer one: every `tools/list` page
 * the client receives updates what it knows, a `notifications/tools/list_changed` makes all of it stale, and a call
 * on a stale (or missing) listing makes the proxy list the tools itself before it decides.
 */
export class Enforcer {
  /** Bumped on every list_changed: knowledge from an older generation is not used. */
  private generation = 0;
  private readonly known = new Map<string, { verdict: ToolVerdict; generation: number }>();
  /** The generation of the last complete listing (proxy's own, or the client's last page). */
  private completeAt = -1;
  /** The client's tools/list requests awaiting their page: the generation asked at, and the listing the page belongs to. */
  private readonly clientLists = new Map<string, { generation: number; names: Set<string> }>();
  /** The names of the client's current listing (since its last tools/list without a cursor), over all its pages. */
  private listing = new Set<string>();
  private readonly calls = new Map<string, { translation?: Translation; warning?: string; note?: string }>();
  /** The same knowledge for prompts (their own list_changed). */
  private promptGeneration = 0;
  private readonly promptKnown = new Map<string, { verdict: ToolVerdict; generation: number }>();
  private promptCompleteAt = -1;
  private readonly promptLists = new Map<string, number>();
  /** The tools as last listed (for the transports' header checks: what a call's Mcp-Param-* headers mirror). */
  private readonly live = new Map<string, { tool: ToolDef; generation: number }>();
  /** Task-augmented calls awaiting their answer (id key → tool), and the tasks they created (task id → tool). */
  private readonly taskCalls = new Map<string, string>();
  private readonly tasks = new Map<string, string>();
  /** Verdicts of a listing served again (repeat.ts: deep-frozen, so they cannot go stale), with the day they were judged on. */
  private readonly repeated = new WeakMap<readonly unknown[], { day: string; verdicts: Map<string, ToolVerdict> }>();

  /** Multi-round-trip retries and subscriptions/listen (paths.ts). */
  private readonly paths: PathGuard;

  constructor(
    private readonly checker: ContractChecker,
    private readonly options: EnforcerOptions,
  ) {
    this.paths = new PathGuard({
      server: checker.server,
      fresh: async () => (this.completeAt !== this.generation ? this.relist(undefined) : undefined),
      verdict: (name) => this.verdictOf(name),
      tools: () => [...this.live.values()].map((l) => l.tool),
      isTool: (name) => checker.entry(name) !== undefined || this.live.has(name),
      taskProblem: (id) => this.taskProblem(id),
      pinsUi: (uri) => (options.surfaces?.watchesUi ? options.surfaces.pins(uri) : undefined),
      offered: (tools) => this.filterListed(tools, this.checker.assess(tools)),
    });
  }

  /** A message from the client: forward it (maybe rewritten), or answer it here. */
  async fromClient(msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
    if (msg.method === 'tools/list' && msg.id !== undefined) {
      // a request without a cursor starts a listing; one with a cursor asks the next page of the current one
      if (!(isObject(msg.params) && msg.params.cursor !== undefined)) this.listing = new Set();
      this.clientLists.set(idKey(msg.id), { generation: this.generation, names: this.listing });
      if (this.options.surfaces?.watchesUi) await this.options.surfaces.refresh(await this.options.listTools(isObject(msg.params?._meta) ? msg.params._meta : undefined));
      return { forward: msg };
    }
    const path = await this.paths.refusal(msg);
    if (path && this.options.enforce !== 'off') return this.refuse(msg, typeof msg.params?.name === 'string' ? msg.params.name : '', path);
    if (msg.id !== undefined) this.options.surfaces?.noteRequest(idKey(msg.id), msg.method, msg.params);
    if (msg.method === 'prompts/list' && msg.id !== undefined) {
      this.promptLists.set(idKey(msg.id), this.promptGeneration);
      return { forward: msg };
    }
    if (msg.method === 'prompts/get') return this.judgePrompt(msg);
    if (msg.method === 'tasks/get' || msg.method === 'tasks/result') return this.judgeTask(msg);
    if (msg.method !== undefined && msg.method !== 'tools/call' && !KNOWN_METHODS.has(msg.method) && !msg.method.startsWith('notifications/')) return this.judgeUnknown(msg);
    if (msg.method !== 'tools/call') return { forward: msg };
    // Every tools/call is judged, whatever its id (none: a notification, which is dropped when refused).
    if (!isObject(msg.params) || typeof msg.params.name !== 'string') {
      if (msg.id === undefined) return {};
      return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'tools/call needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
    }
    const params = msg.params;
    const meta = isObject(params._meta) ? params._meta : undefined;
    if (this.completeAt !== this.generation) await this.relist(meta);
    const asked = params.name as string;
    let name = asked;
    const translation: Translation = {};
    if (!this.usable(name)) {
      const renamed = this.renamedTo(name);
      if (renamed) {
        name = renamed;
        translation.tool = { from: asked, to: renamed };
      }
    }
    const verdict = this.verdictOf(name);
    let args = isObject(params.arguments) ? params.arguments : undefined;
    const moves = this.checker.entry(name)?.migration?.params ?? [];
    if (args && usableStatus(verdict.status)) {
      for (const { from, to } of moves) {
        if (Object.prototype.hasOwnProperty.call(args, from) && !Object.prototype.hasOwnProperty.call(args, to)) {
          const next: JsonObject = { ...args };
          next[to] = next[from] as JsonValue;
          delete next[from];
          args = next;
          (translation.arguments ??= []).push({ from, to });
        }
      }
    }
    const translated = translation.tool || translation.arguments ? translation : undefined;
    const ok = usableStatus(verdict.status) || this.options.enforce === 'off';
    const warn = !ok && this.options.enforce === 'warn';
    const why = verdict.status === 'pinned' ? undefined : describeVerdict(verdict, this.checker.server);
    this.options.audit({
      time: (this.options.now?.() ?? new Date()).toISOString(),
      server: this.checker.server,
      tool: name,
      hash: verdict.liveHash,
      decision: ok ? 'allowed' : warn ? 'warned' : 'refused',
      status: verdict.status,
      ...(translated ? { translation: translated } : {}),
      ...(why ? { reason: why } : {}),
    });
    if (!ok && !warn) {
      if (msg.id === undefined) return {};
      const data: JsonObject = {
        tool: name,
        server: this.checker.server,
        status: verdict.status,
        pinnedHash: verdict.pinnedHash,
        liveHash: verdict.liveHash,
        changes: verdict.changes.map((c) => ({
          rule: c.rule,
          severity: c.severity,
          path: c.path,
          message: c.message,
          ...(c.flags?.length
            ? { flags: c.flags.map((f) => ({ id: f.id, message: f.message, ...(f.family ? { family: f.family } : {}), ...(f.confidence ? { confidence: f.confidence } : {}) })) }
            : {}),
        })),
      };
      return {
        reply: {
          jsonrpc: '2.0',
          id: msg.id,
          error: { code: CONTRACT_DRIFT_ERROR, message: `${describeVerdict(verdict, this.checker.server)}; the call was not sent (mcp-contract-gate proxy)`, data },
        },
      };
    }
    if (msg.id !== undefined && isObject(params.task)) this.taskCalls.set(idKey(msg.id), name);
    const note = verdict.status === 'compatible' ? why : undefined;
    if ((translated || warn || note) && msg.id !== undefined)
      this.calls.set(idKey(msg.id), { ...(translated ? { translation: translated } : {}), ...(warn ? { warning: why! } : {}), ...(note ? { note } : {}) });
    if (!translated) return { forward: msg };
    return { forward: { ...msg, params: { ...params, name, ...(args ? { arguments: args } : {}) } } };
  }

  /** Whether the answer with this id key (`idKey`) is a page of the client's tools/list, still awaited. */
  awaitsListing(key: string): boolean {
    return this.clientLists.has(key);
  }

  /**
   * Whether an answer from the server could now be rewritten or learnt from (a client's listing or a noted call is
   * pending). When not, and a message is no list_changed, `fromServer` returns it unchanged: a transport may pass it on
   * without parsing it.
   */
  expectsAnswers(): boolean {
    return this.clientLists.size > 0 || this.calls.size > 0 || this.promptLists.size > 0 || this.taskCalls.size > 0 || this.paths.pending() || this.options.surfaces?.pending() === true;
  }

  /** A message from the server: filter listings, note translations on results, go stale on list_changed. */
  fromServer(msg: JsonRpcMessage): JsonRpcMessage {
    if (msg.method === 'notifications/tools/list_changed') {
      this.generation++;
      return msg;
    }
    if (msg.method === 'notifications/prompts/list_changed') {
      this.promptGeneration++;
      return msg;
    }
    if (msg.method === 'sampling/createMessage' && isObject(msg.params) && Array.isArray(msg.params.tools)) return this.judgeSampling(msg);
    if (msg.id === undefined || msg.method !== undefined) return msg;
    msg = this.paths.answer(msg) as JsonRpcMessage; // an input_required answer: its state noted, its input requests judged
    const key = idKey(msg.id);
    const refused = this.options.surfaces?.judgeAnswer(key, msg);
    if (refused) return refused;
    const taskTool = this.taskCalls.get(key);
    if (taskTool !== undefined) {
      this.taskCalls.delete(key);
      const task = isObject(msg.result) && isObject(msg.result.task) ? msg.result.task : undefined;
      if (task && typeof task.taskId === 'string') this.tasks.set(task.taskId, taskTool);
    }
    const listedAt = this.clientLists.get(key);
    if (listedAt !== undefined) {
      this.clientLists.delete(key);
      if (!isObject(msg.result) || !Array.isArray(msg.result.tools)) return msg;
      const tools = this.page(msg.result.tools, listedAt.generation, !msg.result.nextCursor, listedAt.names);
      // nothing withheld or marked: the message as it came (a transport may send on the bytes it read for it)
      if (tools === msg.result.tools) return msg;
      return { ...msg, result: { ...msg.result, tools: tools as JsonValue[] } };
    }
    const promptListedAt = this.promptLists.get(key);
    if (promptListedAt !== undefined) {
      this.promptLists.delete(key);
      if (!isObject(msg.result) || !Array.isArray(msg.result.prompts)) return msg;
      const verdicts = this.checker.assessPrompts(msg.result.prompts);
      if (promptListedAt === this.promptGeneration) {
        for (const [name, verdict] of verdicts) this.promptKnown.set(name, { verdict, generation: promptListedAt });
        if (!msg.result.nextCursor && this.promptLists.size === 0) this.promptCompleteAt = Math.max(this.promptCompleteAt, promptListedAt);
      }
      return { ...msg, result: { ...msg.result, prompts: this.filterListed(msg.result.prompts, verdicts) as JsonValue[] } };
    }
    const call = this.calls.get(key);
    if (call) {
      this.calls.delete(key);
      if (isObject(msg.result)) {
        const meta = isObject(msg.result._meta) ? msg.result._meta : {};
        return {
          ...msg,
          result: {
            ...msg.result,
            _meta: {
              ...meta,
              [META_KEY]: {
                ...(call.translation ? { translated: call.translation as unknown as JsonValue } : {}),
                ...(call.warning ? { warning: call.warning } : {}),
                ...(call.note ? { changed: call.note } : {}),
              },
            },
          },
        };
      }
    }
    return msg;
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
    return this.filterListed(tools, verdicts);
  }

  /** The checker's verdicts on a listing; for one served again (deep-frozen), judged once a day. */
  private assessed(tools: unknown[]): Map<string, ToolVerdict> {
    if (this.options.surfaces?.watchesUi) return this.options.surfaces.judge(this.checker.assess(tools)); // (UI read at each listing)
    if (!isRepeated(tools)) return this.checker.assess(tools);
    const day = this.checker.day();
    const kept = this.repeated.get(tools);
    if (kept && kept.day === day) return kept.verdicts;
    const verdicts = this.checker.assess(tools);
    this.repeated.set(tools, { day, verdicts });
    return verdicts;
  }

  /** A listing's items as the client may see them: pinned ones as they are, others withheld, noted or marked; `items` itself when all are pinned. */
  private filterListed(items: unknown[], verdicts: Map<string, ToolVerdict>): unknown[] {
    if (this.options.enforce === 'off') return items;
    const out: unknown[] = [];
    const logged = new Set<string>();
    for (const t of items) {
      const name = isObject(t) && typeof t.name === 'string' ? t.name : undefined;
      const v = name !== undefined ? verdicts.get(name) : undefined;
      if (!v || v.status === 'pinned') {
        if (v) out.push(t);
        continue;
      }
      const why = describeVerdict(v, this.checker.server);
      const meta = isObject((t as JsonObject)._meta) ? ((t as JsonObject)._meta as JsonObject) : {};
      if (v.status === 'compatible') {
        out.push({ ...(t as JsonObject), _meta: { ...meta, [META_KEY]: { changed: why } } });
        continue;
      }
      if (this.options.enforce === 'block') {
        if (!logged.has(v.name)) {
          logged.add(v.name);
          this.withheld(v, why);
        }
        continue;
      }
      out.push({ ...(t as JsonObject), _meta: { ...meta, [META_KEY]: { warning: why } } });
    }
    return out.length === items.length && out.every((t, i) => t === items[i]) ? items : out;
  }

  /** A prompts/get: sent on only for a prompt listed as pinned (or compatible), like a tools/call. */
  private async judgePrompt(msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
    if (!isObject(msg.params) || typeof msg.params.name !== 'string') {
      if (msg.id === undefined) return {};
      return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'prompts/get needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
    }
    const name = msg.params.name;
    const meta = isObject(msg.params._meta) ? msg.params._meta : undefined;
    for (let tries = 0; this.promptCompleteAt !== this.promptGeneration && this.options.listPrompts && tries < 5; tries++) {
      const generation = this.promptGeneration;
      const prompts = await this.options.listPrompts(meta);
      if (generation !== this.promptGeneration) continue;
      this.promptKnown.clear();
      for (const [n, verdict] of this.checker.assessPrompts(prompts)) this.promptKnown.set(n, { verdict, generation });
      this.promptCompleteAt = generation;
    }
    const k = this.promptKnown.get(name);
    const verdict = k && k.generation === this.promptGeneration ? k.verdict : this.checker.promptVerdict(name, []);
    const ok = usableStatus(verdict.status) || this.options.enforce === 'off';
    const warn = !ok && this.options.enforce === 'warn';
    const why = verdict.status === 'pinned' ? undefined : describeVerdict(verdict, this.checker.server);
    this.options.audit({
      time: (this.options.now?.() ?? new Date()).toISOString(),
      server: this.checker.server,
      tool: name,
      hash: verdict.liveHash,
      decision: ok ? 'allowed' : warn ? 'warned' : 'refused',
      status: verdict.status,
      entity: 'prompt',
      ...(why ? { reason: why } : {}),
    });
    if (ok || warn) return { forward: msg };
    if (msg.id === undefined) return {};
    return {
      reply: {
        jsonrpc: '2.0',
        id: msg.id,
        error: {
          code: CONTRACT_DRIFT_ERROR,
          message: `${why}; the request was not sent (mcp-contract-gate proxy)`,
          data: { prompt: name, server: this.checker.server, status: verdict.status, pinnedHash: verdict.pinnedHash, liveHash: verdict.liveHash },
        },
      },
    };
  }

  /**
   * A server's sampling/createMessage that offers the client's model tools: each judged against this server's pins,
   * as a listing is (block: what is not as pinned is removed, with a `withheld` audit line; warn: marked; off: as is).
   */
  private judgeSampling(msg: JsonRpcMessage): JsonRpcMessage {
    const tools = (msg.params as JsonObject).tools as unknown[];
    const judged = this.filterListed(tools, this.checker.assess(tools));
    return judged === tools ? msg : { ...msg, params: { ...(msg.params as JsonObject), tools: judged as JsonValue[] } };
  }

  /**
   * tasks/get and tasks/result: the task's tool judged again, as a call is (a tool withheld since the call that created
   * the task: refused). In block mode a task no call through the proxy created is refused too.
   */
  private async judgeTask(msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
    const taskId = isObject(msg.params) ? msg.params.taskId : undefined;
    if (this.options.enforce === 'off') return { forward: msg };
    if (typeof taskId === 'string' && this.tasks.has(taskId) && this.completeAt !== this.generation) await this.relist(undefined);
    const why = this.taskProblem(taskId);
    return why ? this.refuse(msg, (typeof taskId === 'string' && this.tasks.get(taskId)) || '', `${msg.method}: ${why}`) : { forward: msg };
  }

  /** Why a task's tasks/get is refused, from what is known: its tool is withheld now, or no call through the proxy created it. */
  private taskProblem(taskId: unknown): string | undefined {
    const tool = typeof taskId === 'string' ? this.tasks.get(taskId) : undefined;
    if (tool === undefined) return `task ${JSON.stringify(taskId ?? null).slice(0, 80)} was created by no call through the proxy`;
    const verdict = this.verdictOf(tool);
    return usableStatus(verdict.status) ? undefined : describeVerdict(verdict, this.checker.server);
  }

  /**
   * A method the proxy does not know: sent on, unless (block mode) its params name a tool the server lists or the
   * lockfile pins (params.name, params.tool, params.toolName): a path to a tool the proxy cannot judge is refused.
   */
  private judgeUnknown(msg: JsonRpcMessage): { forward?: JsonRpcMessage; reply?: JsonRpcMessage } {
    if (this.options.enforce !== 'block' || !isObject(msg.params)) return { forward: msg };
    const params = msg.params;
    const named = [params.name, params.tool, params.toolName].find((v): v is string => typeof v === 'string' && (this.checker.entry(v) !== undefined || this.live.has(v)));
    if (named === undefined) return { forward: msg };
    return this.refuse(msg, named, `method ${JSON.stringify(msg.method)} names tool '${named}', and the proxy judges no such path to a tool`);
  }

  /** A request refused by a rule beyond the verdict of its tool (block; warn: audited as warned and sent on), audited and answered with -32010. */
  private refuse(msg: JsonRpcMessage, tool: string, why: string): { forward?: JsonRpcMessage; reply?: JsonRpcMessage } {
    const warn = this.options.enforce === 'warn';
    this.options.audit(pathAudit(this.checker.server, this.options.now?.() ?? new Date(), tool, warn ? 'warned' : 'refused', this.verdictOf(tool).status, why));
    if (warn) return { forward: msg };
    if (msg.id === undefined) return {};
    return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: CONTRACT_DRIFT_ERROR, message: `${why}; ${msg.method} was not sent (mcp-contract-gate proxy)` } } };
  }

  /**
   * A notification of the server's: dropped (undefined; one stderr and one audit line) when it is a listen-stream frame
   * for no listen open through the proxy, or (not in `off` mode) about an entry the proxy withholds (paths.ts); else
   * judged by fromServer, a listen frame with the client's id of its subscription (`clientId`: the client's id of a request the proxy forwarded).
   */
  fromServerNotice(msg: JsonRpcMessage, clientId: (wire: string) => unknown): JsonRpcMessage | undefined {
    const judged = this.paths.notice(msg, clientId, this.options.enforce !== 'off');
    if ('msg' in judged) return this.fromServer(judged.msg as JsonRpcMessage);
    this.options.log?.(`mcp-contract-gate proxy: dropped ${judged.drop}\n`);
    this.options.audit(pathAudit(this.checker.server, this.options.now?.() ?? new Date(), '', 'dropped', 'missing', judged.drop));
    return undefined;
  }

  /** A tool left out of the client's listing: one line on stderr and one in the audit log, with the reason. */
  private withheld(v: ToolVerdict, why: string): void {
    this.options.log?.(`mcp-contract-gate proxy: withheld ${why}\n`);
    this.options.audit({
      time: (this.options.now?.() ?? new Date()).toISOString(),
      server: this.checker.server,
      tool: v.name,
      hash: v.liveHash,
      decision: 'withheld',
      status: v.status,
      reason: why,
      ...(v.entity ? { entity: v.entity } : {}),
    });
  }

  private async relist(meta: JsonObject | undefined): Promise<void> {
    for (;;) {
      const generation = this.generation;
      const tools = await this.options.listTools(meta);
      if (generation !== this.generation) continue; // a list_changed arrived while listing: that listing is already old
      await this.options.surfaces?.refresh(tools);
      const verdicts = this.options.surfaces ? this.options.surfaces.judge(this.checker.assess(tools)) : this.checker.assess(tools);
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

  /**
   * For a transport's header checks (Mcp-Param-*, src/proxy/mirrored-headers.ts): the listed tool a tools/call would
   * reach (after an approved rename), whether it was renamed, and the parameter moves the call would get. Lists the
   * tools first when the listing is stale, as a call does. Undefined when no listed tool answers to the call.
   */
  async callTarget(params: JsonObject): Promise<{ tool: ToolDef; renamed: boolean; moves: Array<{ from: string; to: string }> } | undefined> {
    if (typeof params.name !== 'string') return undefined;
    if (this.completeAt !== this.generation) await this.relist(isObject(params._meta) ? params._meta : undefined);
    let name = params.name;
    const renamed = !this.usable(name) ? this.renamedTo(name) : undefined;
    if (renamed) name = renamed;
    const live = this.live.get(name);
    if (!live || live.generation !== this.generation) return undefined;
    const args = isObject(params.arguments) ? params.arguments : {};
    const moves = (this.checker.entry(name)?.migration?.params ?? []).filter(({ from, to }) => Object.hasOwn(args, from) && !Object.hasOwn(args, to));
    return { tool: live.tool, renamed: renamed !== undefined, moves };
  }

  private verdictOf(name: string): ToolVerdict {
    const k = this.known.get(name);
    if (k && k.generation === this.generation) return k.verdict;
    return this.checker.verdict(name, []);
  }

  private usable(name: string): boolean {
    const k = this.known.get(name);
    return !!k && k.generation === this.generation && k.verdict.status !== 'missing';
  }

  /** The pinned tool an approved rename maps `old` to, when that tool is listed now. */
  private renamedTo(old: string): string | undefined {
    for (const [name, entry] of this.checker.pinnedEntries()) if (entry.migration?.renamedFrom?.includes(old) && this.usable(name)) return name;
    return undefined;
  }
}
