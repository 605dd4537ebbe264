import { toolUiBinding } from '../contract/surfaces.js';
import type { ToolDef } from '../contract/types.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { describeVerdict, usableStatus, type ToolVerdict } from '../app/contract-checker.js';
import { idKey } from './messages.js';

/**
 * The 2026-07-28 paths to a tool beyond a plain request and its answer, judged for the Enforcer (enforcer.ts):
 *
 * - multi-round-trip requests (SEP-2322): a `tools/call`, `prompts/get` or `resources/read` answered with
 *   `resultType: "input_required"` is retried by the client as a new request carrying `inputResponses` and the
 *   server's opaque `requestState`. A retry is judged as the request it is (a withheld tool's call is refused as
 *   ever), and its `requestState` must be one the server issued, through this proxy, in answer to the same method for
 *   the same tool, prompt or resource: a state the proxy never saw, or one issued for another tool, is refused (the
 *   server would resume work the proxy judged for another name). The input requests an `input_required` result
 *   embeds are judged as the server's own requests are: a `sampling/createMessage` offering tools has them judged
 *   like a listing.
 * - `subscriptions/listen` (SEP-2575): its filter (`notifications`) may name resources (`resourceSubscriptions`),
 *   tasks (`taskIds`, the tasks extension) and, in an extension's key, tools. One naming a withheld tool, the UI
 *   resource of a withheld tool, a `ui://` resource the lockfile does not pin, or a task the proxy would refuse
 *   `tasks/get` for is refused; the notifications the server sends about such an entry (`notifications/resources/
 *   updated`, `notifications/tasks/status`) are dropped. Each frame of a listen stream names its subscription
 *   (`_meta["io.modelcontextprotocol/subscriptionId"]`, the listen request's id): the proxy's id on the server's leg,
 *   the client's on its own, and a frame naming no listen the proxy forwarded and still has open (not answered, not cancelled by the client) is dropped.
 */

/** The `_meta` key a listen-stream frame names its subscription by (the listen request's JSON-RPC id). */
export const SUBSCRIPTION_ID_META = 'io.modelcontextprotocol/subscriptionId';
/** The methods whose answer may be `input_required`, and so whose request may be retried with a `requestState`. */
const RETRIED = new Set(['tools/call', 'prompts/get', 'resources/read']);
/** The most states, and open requests awaiting a possible `input_required`, kept (the oldest forgotten first). */
const MAX_KEPT = 4096;

/** The client requests the proxy knows (MCP 2025-06-18 to 2026-07-28); any other that names a tool is refused in block mode. */
export const KNOWN_METHODS = new Set([
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'prompts/list',
  'prompts/get',
  'resources/list',
  'resources/read',
  'resources/templates/list',
  'resources/subscribe',
  'resources/unsubscribe',
  'completion/complete',
  'logging/setLevel',
  'tasks/get',
  'tasks/result',
  'tasks/list',
  'tasks/cancel',
  'server/discover',
  'subscriptions/listen',
]);

/** What the guard asks of the Enforcer. */
export interface PathHost {
  /** Bring the listing up to date (list the tools when it is stale). */
  fresh(): Promise<void>;
  /** A tool's verdict from what is known. */
  verdict(name: string): ToolVerdict;
  /** The tools as last listed. */
  tools(): Iterable<ToolDef>;
  /** Whether a name is a tool the server lists or the lockfile pins. */
  isTool(name: string): boolean;
  /** Why the proxy refuses `tasks/get` of this task, from what is known (undefined: it does not). */
  taskProblem(taskId: string): string | undefined;
  /** Whether the lockfile pins UI resources, and this `ui://` URI among them. */
  pinsUi(uri: string): boolean | undefined;
  /** Tools offered to the client's model judged like a listing (sampling/createMessage). */
  offered(tools: unknown[]): unknown[];
  /** The server's name, for the reasons. */
  readonly server: string;
}

type Msg = JsonObject & { id?: string | number | null; method?: string; params?: JsonObject; result?: JsonObject };

/** A request's target: the tool or prompt name, or the resource URI. */
const targetOf = (params: JsonObject | undefined): string | undefined => (typeof params?.name === 'string' ? params.name : typeof params?.uri === 'string' ? params.uri : undefined);
const key = idKey;

export class PathGuard {
  /** Requests that may be answered `input_required`, by id key: what they asked. */
  private readonly open = new Map<string, { method: string; target: string }>();
  /** The `requestState`s the server issued through the proxy, with what the request they answered asked. */
  private readonly states = new Map<string, { method: string; target: string }>();
  /** The listens forwarded and not yet ended, by the proxy's id (their frames' subscription id). */
  private readonly listens = new Set<string>();

  constructor(private readonly host: PathHost) {}

  /** Whether answers are awaited (the transport must then read them). */
  pending(): boolean {
    return this.open.size > 0 || this.listens.size > 0;
  }

  /**
   * A client request: why it is refused (a retry whose state was not issued for it, a listen naming what the proxy
   * withholds), or undefined (judged on as ever). A request that may be answered `input_required` is noted.
   */
  async refusal(msg: Msg): Promise<string | undefined> {
    if (msg.method === 'subscriptions/listen') {
      const why = await this.listenProblem(msg.params);
      if (!why && msg.id !== undefined) this.listens.add(typeof msg.id === 'string' ? msg.id : key(msg.id));
      return why;
    }
    if (msg.method === undefined || !RETRIED.has(msg.method)) return undefined;
    const target = targetOf(msg.params) ?? '';
    const state = msg.params?.requestState;
    if (state !== undefined) {
      const issued = typeof state === 'string' ? this.states.get(state) : undefined;
      if (!issued) return `${msg.method} of '${target}' retries with a requestState the server never issued through the proxy`;
      if (issued.method !== msg.method || issued.target !== target) return `${msg.method} of '${target}' retries with the requestState the server issued for ${issued.method} of '${issued.target}'`;
    }
    if (msg.id !== undefined) remember(this.open, key(msg.id), { method: msg.method, target });
    return undefined;
  }

  /** The client cancelled the request forwarded under `wire` (its id on the server's leg): a listen it names is no longer open. */
  cancelled(wire: string): void {
    this.listens.delete(wire);
  }

  /** A server's answer: an `input_required` one has its state noted and its embedded input requests judged. */
  answer(msg: Msg): Msg {
    const k = key(msg.id);
    if (typeof msg.id === 'string' && this.listens.delete(msg.id)) return msg;
    const asked = this.open.get(k);
    if (!asked) return msg;
    this.open.delete(k);
    const result = msg.result;
    if (!isObject(result) || result.resultType !== 'input_required') return msg;
    if (typeof result.requestState === 'string') remember(this.states, result.requestState, asked);
    if (!isObject(result.inputRequests)) return msg;
    let changed = false;
    const inputs: JsonObject = {};
    for (const [name, req] of Object.entries(result.inputRequests)) {
      inputs[name] = req;
      if (!isObject(req) || req.method !== 'sampling/createMessage' || !isObject(req.params) || !Array.isArray(req.params.tools)) continue;
      const tools = this.host.offered(req.params.tools);
      if (tools === req.params.tools) continue;
      changed = true;
      inputs[name] = { ...req, params: { ...req.params, tools: tools as JsonValue[] } };
    }
    return changed ? { ...msg, result: { ...result, inputRequests: inputs } } : msg;
  }

  /**
   * A server notification: why it is dropped (a listen frame for no listen open through the proxy, or one about an
   * entry the proxy withholds), else the message with its subscription id restored to the client's (`clientId`).
   */
  notice(msg: Msg, clientId: (wire: string) => unknown, judge: boolean): { drop: string } | { msg: Msg } {
    let out = msg;
    if (isObject(msg.params) && isObject(msg.params._meta) && Object.hasOwn(msg.params._meta, SUBSCRIPTION_ID_META)) {
      const sub = subscriptionOf(msg);
      const mine = typeof sub === 'string' && this.listens.has(sub) ? clientId(sub) : undefined;
      if (mine === undefined) return { drop: `${msg.method} names subscription ${JSON.stringify(sub ?? null).slice(0, 80)}, which no listen through the proxy has open` };
      out = withFrameSubscription(msg, mine);
    }
    const params = msg.params;
    if (!judge) return { msg: out };
    if (msg.method === 'notifications/resources/updated' && typeof params?.uri === 'string') {
      const why = this.uriProblem(params.uri);
      if (why) return { drop: `${msg.method}: ${why}` };
    }
    if (msg.method === 'notifications/tasks/status' && typeof params?.taskId === 'string') {
      const why = this.host.taskProblem(params.taskId);
      if (why) return { drop: `${msg.method}: ${why}` };
    }
    return { msg: out };
  }

  /** Why a listen is refused: its filter names a withheld tool, a resource of one (or an unpinned UI resource), or a refused task. */
  private async listenProblem(params: JsonObject | undefined): Promise<string | undefined> {
    const filter = isObject(params?.notifications) ? params.notifications : {};
    if (Object.keys(filter).length) await this.host.fresh();
    for (const [k, v] of Object.entries(filter)) {
      const items = Array.isArray(v) ? v : [v];
      for (const item of items) {
        if (typeof item !== 'string') continue;
        if (k === 'resourceSubscriptions' || k === 'taskIds') {
          const why = k === 'taskIds' ? this.host.taskProblem(item) : this.uriProblem(item);
          if (why) return `subscriptions/listen: ${why}`;
        } else if (this.host.isTool(item)) {
          const verdict = this.host.verdict(item);
          if (!usableStatus(verdict.status)) return `subscriptions/listen names ${describeVerdict(verdict, this.host.server)}`;
        }
      }
    }
    return undefined;
  }

  /** Why a resource URI is not passed on: the UI resource of a tool withheld now, or a `ui://` resource the lockfile does not pin. */
  private uriProblem(uri: string): string | undefined {
    for (const t of this.host.tools()) {
      if (toolUiBinding(t)?.resourceUri !== uri) continue;
      const v = this.host.verdict(t.name);
      if (!usableStatus(v.status)) return `${uri} is the UI resource of ${describeVerdict(v, this.host.server)}`;
    }
    if (uri.startsWith('ui://') && this.host.pinsUi(uri) === false) return `UI resource ${uri} is not pinned in the lockfile`;
    return undefined;
  }
}

/** The audit line (enforcer.ts AuditLine) of a request refused, or a notification dropped, on one of these paths. */
export function pathAudit(server: string, now: Date, tool: string, decision: 'refused' | 'warned' | 'dropped', status: ToolVerdict['status'], reason: string) {
  return { time: now.toISOString(), server, tool, hash: null, decision, status, reason };
}

/** The subscription a listen-stream frame names (`params._meta` subscription id; undefined: none). */
export function subscriptionOf(msg: JsonObject): unknown {
  return isObject(msg.params) && isObject(msg.params._meta) ? msg.params._meta[SUBSCRIPTION_ID_META] : undefined;
}

/** A listen-stream frame naming subscription `id` instead. */
export function withFrameSubscription<T extends JsonObject>(msg: T, id: unknown): T {
  const params = msg.params as JsonObject;
  return { ...msg, params: { ...params, _meta: { ...(params._meta as JsonObject), [SUBSCRIPTION_ID_META]: id as JsonValue } } };
}

/** A server's answer to a listen (its graceful end) with the client's id in its `_meta` subscription id, where it names the proxy's (`wire`). */
export function withSubscriptionId<T extends JsonObject>(answer: T, wire: unknown, clientId: unknown): T {
  const result = answer.result;
  if (!isObject(result) || !isObject(result._meta) || result._meta[SUBSCRIPTION_ID_META] !== wire) return answer;
  return { ...answer, result: { ...result, _meta: { ...result._meta, [SUBSCRIPTION_ID_META]: clientId as JsonValue } } };
}

function remember<T>(map: Map<string, T>, k: string, v: T): void {
  map.delete(k);
  map.set(k, v);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}
