import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { isObject, type JsonObject } from '../util/json.js';

const OPENING_METHODS = new Set(['initialize', 'server/discover']);

/**
 * The JSON-RPC ids of one connection. Several clients may take turns over one stdio connection (negotiation sends
 * `server/discover` and, when the server is slow or an initialize-era one, `initialize` by a second client), and each
 * SDK client numbers its requests from 0: without this, a late answer to the first client's request 0 would be taken
 * as the answer to the second client's request 0 ("initialize failed: Method not found" from a server that was only
 * slow to start). So every request goes out under an id unique for the life of the connection, and each answer goes
 * back to the client that asked, under that client's own id. An answer to a request nobody waits for any more (an
 * abandoned probe) is dropped, and counted for the verbose log.
 */
class IdSpace {
  private next = 0;
  private readonly pending = new Map<RequestId, { owner: RecordingTransport; id: RequestId }>();
  private readonly attached = new Set<RecordingTransport>();
  /** Where messages the server starts (its requests and notifications) go: the client that attached last. */
  private active?: RecordingTransport;
  private wired = false;
  /** Answers dropped because nobody waits for them any more: `{method of the request, wire id}`. */
  readonly dropped: Array<{ id: RequestId; reason: string }> = [];

  constructor(private readonly inner: Transport) {}

  attach(owner: RecordingTransport): void {
    this.attached.add(owner);
    this.active = owner;
    if (this.wired) return;
    this.wired = true;
    this.inner.onclose = () => {
      for (const o of this.attached) o.onclose?.();
    };
    this.inner.onerror = (error) => this.active?.onerror?.(error);
    this.inner.onmessage = (message, extra) => this.receive(message, extra);
  }

  /** The wire id for `owner`'s request `id`. */
  register(owner: RecordingTransport, id: RequestId): number {
    const wire = this.next++;
    this.pending.set(wire, { owner, id });
    return wire;
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    const isResponse = 'id' in message && !('method' in message);
    if (!isResponse) {
      this.active?.deliver(message, extra);
      return;
    }
    const wire = (message as { id: RequestId }).id;
    const entry = this.pending.get(wire);
    if (!entry) {
      this.dropped.push({ id: wire, reason: 'an answer to no request of this connection' });
      return;
    }
    this.pending.delete(wire);
    if (entry.owner.abandoned) {
      this.dropped.push({ id: wire, reason: 'a late answer to an abandoned request' });
      return;
    }
    entry.owner.deliver({ ...message, id: entry.id } as JSONRPCMessage, extra);
  }
}

const spaces = new WeakMap<Transport, IdSpace>();

function spaceOf(inner: Transport): IdSpace {
  let space = spaces.get(inner);
  if (!space) spaces.set(inner, (space = new IdSpace(inner)));
  return space;
}

/** The answers a connection dropped (late answers to abandoned requests), for the verbose log and the tests. */
export function droppedAnswers(inner: Transport): ReadonlyArray<{ id: RequestId; reason: string }> {
  return spaces.get(inner)?.dropped ?? [];
}

/**
 * Wraps a transport to keep the server's raw opening result (`initialize` or `server/discover`: serverInfo,
 * capabilities and protocolVersion exactly as sent, unknown fields included), which the SDK's Client only exposes
 * after parsing. With an `envelope` (discover era) every outgoing request gets it merged into `params._meta`.
 *
 * Several wrappers may share one inner transport (see IdSpace): `start` attaches this wrapper, and starts the inner
 * transport only if it is not started yet; `abandon` says its client's requests are no longer waited for.
 */
export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  openingResult?: JsonObject;
  /** Set once nobody waits for this wrapper's answers (negotiation chose the other client). */
  abandoned = false;
  private openingId?: RequestId;
  private readonly space: IdSpace;

  constructor(
    readonly inner: Transport,
    private readonly envelope?: JsonObject,
    private readonly innerStarted = false,
  ) {
    this.space = spaceOf(inner);
  }

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    this.space.attach(this);
    if (!this.innerStarted) await this.inner.start();
  }

  /** Its requests' answers are dropped from now on (and its client's pending requests end with the connection). */
  abandon(): void {
    this.abandoned = true;
  }

  /** A message for this wrapper's client (an answer already under the client's own id). */
  deliver(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    if ('id' in message && message.id === this.openingId && 'result' in message && isObject(message.result)) {
      this.openingResult = message.result as JsonObject;
    }
    this.onmessage?.(message, extra);
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && 'id' in message) {
      const request = message as JSONRPCMessage & { method: string; id: RequestId; params?: unknown };
      if (OPENING_METHODS.has(request.method)) this.openingId = request.id;
      let params = isObject(request.params) ? request.params : undefined;
      if (this.envelope) {
        const meta = isObject(params?._meta) ? params._meta : {};
        params = { ...(params ?? {}), _meta: { ...meta, ...this.envelope } };
      }
      message = { ...request, id: this.space.register(this, request.id), ...(params ? { params } : {}) } as JSONRPCMessage;
    }
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
