import type { ToolDef } from '../contract/types.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { describeVerdict, usableStatus, type ContractChecker, type ToolVerdict } from '../app/contract-checker.js';
import { KNOWN_METHODS, PathGuard, pathAudit } from './paths.js';
import { filterListed, META_KEY, movedArguments, refusalData } from './listing.js';
import { PromptKnowledge } from './prompts.js';
import { CONTRACT_DRIFT_ERROR, idKey, INVALID_PARAMS, type JsonRpcMessage } from './messages.js';
import type { SurfaceJudge } from './surfaces.js';
import { ToolKnowledge } from './tools.js';

import type { Enforce } from '../model/config.js';

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

/**
 * The proxy's judgement, transport-free: it sees every message in both directions and answers what to forward, what
 * to answer itself, and how to rewrite. It never trusts an earlier listing over a newer one: every `tools/list` page
 * the client receives updates what it knows, a `notifications/tools/list_changed` makes all of it stale, and a call
 * on a stale (or missing) listing makes the proxy list the tools itself before it decides.
 */
export class Enforcer {
  /** The tools' listings, verdicts and live definitions. */
  private readonly tools: ToolKnowledge;
  private readonly calls = new Map<string, { translation?: Translation; warning?: string; note?: string }>();
  /** The same knowledge for prompts (their own list_changed). */
  private readonly prompts: PromptKnowledge;
  /** Task-augmented calls awaiting their answer (id key → tool), and the tasks they created (task id → tool). */
  private readonly taskCalls = new Map<string, string>();
  private readonly tasks = new Map<string, string>();
  /** Multi-round-trip retries and subscriptions/listen (paths.ts). */
  private readonly paths: PathGuard;

  constructor(
    private readonly checker: ContractChecker,
    private readonly options: EnforcerOptions,
  ) {
    this.tools = new ToolKnowledge(checker, (items, verdicts) => this.filterListed(items, verdicts), options.listTools, options.surfaces);
    this.prompts = new PromptKnowledge(checker, (items, verdicts) => this.filterListed(items, verdicts), options.listPrompts);
    this.paths = new PathGuard({
      server: checker.server,
      fresh: () => this.tools.fresh(undefined),
      verdict: (name) => this.tools.verdictOf(name),
      tools: () => this.tools.tools(),
      isTool: (name) => this.tools.isTool(name),
      taskProblem: (id) => this.taskProblem(id),
      pinsUi: (uri) => (options.surfaces?.watchesUi ? options.surfaces.pins(uri) : undefined),
      offered: (tools) => this.filterListed(tools, this.checker.assess(tools)),
    });
  }

  /** A message from the client: forward it (maybe rewritten), or answer it here. */
  async fromClient(msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
    if (msg.method === 'tools/list' && msg.id !== undefined) {
      await this.tools.noteList(idKey(msg.id), msg.params);
      return { forward: msg };
    }
    const path = await this.paths.refusal(msg);
    if (path && this.options.enforce !== 'off') return this.refuse(msg, typeof msg.params?.name === 'string' ? msg.params.name : '', path);
    if (msg.id !== undefined) this.options.surfaces?.noteRequest(idKey(msg.id), msg.method, msg.params);
    if (msg.method === 'prompts/list' && msg.id !== undefined) {
      this.prompts.noteList(idKey(msg.id));
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
    await this.tools.fresh(meta);
    const asked = params.name as string;
    let name = asked;
    const translation: Translation = {};
    if (!this.tools.usable(name)) {
      const renamed = this.tools.renamedTo(name);
      if (renamed) {
        name = renamed;
        translation.tool = { from: asked, to: renamed };
      }
    }
    const verdict = this.tools.verdictOf(name);
    let args = isObject(params.arguments) ? params.arguments : undefined;
    if (args && usableStatus(verdict.status)) {
      const moved = movedArguments(args, this.checker.entry(name)?.migration?.params ?? []);
      args = moved.args;
      if (moved.moved.length) translation.arguments = moved.moved;
    }
    const translated = translation.tool || translation.arguments ? translation : undefined;
    const { ok, warn, why } = this.decide(name, verdict, translated ? { translation: translated } : {});
    if (!ok && !warn) {
      if (msg.id === undefined) return {};
      const error = { code: CONTRACT_DRIFT_ERROR, message: `${why}; the call was not sent (mcp-contract-gate proxy)`, data: refusalData(name, this.checker.server, verdict) };
      return { reply: { jsonrpc: '2.0', id: msg.id, error } };
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
    return this.tools.awaits(key);
  }

  /**
   * Whether an answer from the server could now be rewritten or learnt from (a client's listing or a noted call is
   * pending). When not, and a message is no list_changed, `fromServer` returns it unchanged: a transport may pass it on
   * without parsing it.
   */
  expectsAnswers(): boolean {
    return this.tools.pending() || this.calls.size > 0 || this.prompts.pending() || this.taskCalls.size > 0 || this.paths.pending() || this.options.surfaces?.pending() === true;
  }

  /** A message from the server: filter listings, note translations on results, go stale on list_changed. */
  fromServer(msg: JsonRpcMessage): JsonRpcMessage {
    if (msg.method === 'notifications/tools/list_changed') {
      this.tools.changed();
      return msg;
    }
    if (msg.method === 'notifications/prompts/list_changed') {
      this.prompts.changed();
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
    const listed = this.tools.answer(key, msg);
    if (listed) return listed;
    const prompts = this.prompts.answer(key, msg);
    if (prompts) return prompts;
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

  /** A listing's items as the client may see them (listing.ts), a withheld one logged and audited once. */
  private filterListed(items: unknown[], verdicts: Map<string, ToolVerdict>): unknown[] {
    return filterListed(items, verdicts, this.options.enforce, this.checker.server, (v, why) => this.withheld(v, why));
  }

  /** A prompts/get: sent on only for a prompt listed as pinned (or compatible), like a tools/call. */
  private async judgePrompt(msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> {
    if (!isObject(msg.params) || typeof msg.params.name !== 'string') {
      if (msg.id === undefined) return {};
      return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'prompts/get needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
    }
    const name = msg.params.name;
    const verdict = await this.prompts.verdict(name, isObject(msg.params._meta) ? msg.params._meta : undefined);
    const { ok, warn, why } = this.decide(name, verdict, { entity: 'prompt' });
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
    if (typeof taskId === 'string' && this.tasks.has(taskId)) await this.tools.fresh(undefined);
    const why = this.taskProblem(taskId);
    return why ? this.refuse(msg, (typeof taskId === 'string' && this.tasks.get(taskId)) || '', `${msg.method}: ${why}`) : { forward: msg };
  }

  /** Why a task's tasks/get is refused, from what is known: its tool is withheld now, or no call through the proxy created it. */
  private taskProblem(taskId: unknown): string | undefined {
    const tool = typeof taskId === 'string' ? this.tasks.get(taskId) : undefined;
    if (tool === undefined) return `task ${JSON.stringify(taskId ?? null).slice(0, 80)} was created by no call through the proxy`;
    const verdict = this.tools.verdictOf(tool);
    return usableStatus(verdict.status) ? undefined : describeVerdict(verdict, this.checker.server);
  }

  /**
   * A method the proxy does not know: sent on, unless (block mode) its params name a tool the server lists or the
   * lockfile pins (params.name, params.tool, params.toolName): a path to a tool the proxy cannot judge is refused.
   */
  private judgeUnknown(msg: JsonRpcMessage): { forward?: JsonRpcMessage; reply?: JsonRpcMessage } {
    if (this.options.enforce !== 'block' || !isObject(msg.params)) return { forward: msg };
    const params = msg.params;
    const named = [params.name, params.tool, params.toolName].find((v): v is string => typeof v === 'string' && this.tools.isTool(v));
    if (named === undefined) return { forward: msg };
    return this.refuse(msg, named, `method ${JSON.stringify(msg.method)} names tool '${named}', and the proxy judges no such path to a tool`);
  }

  /** A request judged on its entry's verdict (a tools/call, a prompts/get): allowed, warned or refused, in one audit line. */
  private decide(name: string, verdict: ToolVerdict, extra: Pick<AuditLine, 'translation' | 'entity'>): { ok: boolean; warn: boolean; why: string | undefined } {
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
      ...extra,
      ...(why ? { reason: why } : {}),
    });
    return { ok, warn, why };
  }

  /** A request refused by a rule beyond the verdict of its tool (block; warn: audited as warned and sent on), audited and answered with -32010. */
  private refuse(msg: JsonRpcMessage, tool: string, why: string): { forward?: JsonRpcMessage; reply?: JsonRpcMessage } {
    const warn = this.options.enforce === 'warn';
    this.options.audit(pathAudit(this.checker.server, this.options.now?.() ?? new Date(), tool, warn ? 'warned' : 'refused', this.tools.verdictOf(tool).status, why));
    if (warn) return { forward: msg };
    if (msg.id === undefined) return {};
    return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: CONTRACT_DRIFT_ERROR, message: `${why}; ${msg.method} was not sent (mcp-contract-gate proxy)` } } };
  }

  /** The client cancelled the request forwarded under `wire` (the transport's id on the server's leg): a listen it was is no longer open (paths.ts). */
  cancelled(wire: string): void {
    this.paths.cancelled(wire);
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

  /**
   * For a transport's header checks (Mcp-Param-*, src/proxy/mirrored-headers.ts): the listed tool a tools/call would
   * reach (after an approved rename), whether it was renamed, and the parameter moves the call would get. Lists the
   * tools first when the listing is stale, as a call does. Undefined when no listed tool answers to the call.
   */
  async callTarget(params: JsonObject): Promise<{ tool: ToolDef; renamed: boolean; moves: Array<{ from: string; to: string }> } | undefined> {
    if (typeof params.name !== 'string') return undefined;
    await this.tools.fresh(isObject(params._meta) ? params._meta : undefined);
    const renamed = !this.tools.usable(params.name) ? this.tools.renamedTo(params.name) : undefined;
    const name = renamed ?? params.name;
    const tool = this.tools.liveTool(name);
    if (!tool) return undefined;
    const args = isObject(params.arguments) ? params.arguments : {};
    const moves = (this.checker.entry(name)?.migration?.params ?? []).filter(({ from, to }) => Object.hasOwn(args, from) && !Object.hasOwn(args, to));
    return { tool, renamed: renamed !== undefined, moves };
  }
}
