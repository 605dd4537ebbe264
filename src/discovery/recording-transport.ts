import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { isObject, type JsonObject } from '../util/json.js';

const OPENING_METHODS = new Set(['initialize', 'server/discover']);

/**
 * Wraps a transport to keep the server's raw opening result (`initialize` or `server/discover`: serverInfo,
 * capabilities and protocolVersion exactly as sent, unknown fields included), which the SDK's Client only exposes
 * after parsing. With an `envelope` (discover era) every outgoing request gets it merged into `params._meta`.
 *
 * Several wrappers may take turns over one inner transport (a stdio server that answered `server/discover` with an
 * error is then opened with `initialize` by a fresh Client): `start` re-points the inner transport's callbacks at
 * this wrapper, and starts the inner transport only if it is not started yet.
 */
export class RecordingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  openingResult?: JsonObject;
  private openingId?: RequestId;

  constructor(
    readonly inner: Transport,
    private readonly envelope?: JsonObject,
    private readonly innerStarted = false,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onmessage = (message, extra) => {
      if ('id' in message && message.id === this.openingId && 'result' in message && isObject(message.result)) {
        this.openingResult = message.result as JsonObject;
      }
      this.onmessage?.(message, extra);
    };
    if (!this.innerStarted) await this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    if ('method' in message && OPENING_METHODS.has(message.method) && 'id' in message) this.openingId = message.id;
    if (this.envelope && 'method' in message && 'id' in message) {
      const params = isObject(message.params) ? message.params : {};
      const meta = isObject(params._meta) ? params._meta : {};
      message = { ...message, params: { ...params, _meta: { ...meta, ...this.envelope } } } as JSONRPCMessage;
    }
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
