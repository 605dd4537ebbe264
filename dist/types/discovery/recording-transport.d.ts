import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import { type JsonObject } from '../util/json.js';
/**
 * Wraps a transport to keep the server's raw `initialize` result (serverInfo, capabilities and protocolVersion exactly
 * as sent, unknown fields included), which the SDK's Client only exposes after parsing.
 */
export declare class RecordingTransport implements Transport {
    readonly inner: Transport;
    onclose?: () => void;
    onerror?: (error: Error) => void;
    onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
    initializeResult?: JsonObject;
    private initializeId?;
    constructor(inner: Transport);
    get sessionId(): string | undefined;
    setProtocolVersion(version: string): void;
    start(): Promise<void>;
    send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void>;
    close(): Promise<void>;
}
