import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ServerConfig } from '../config/types.js';
import type { ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
import { Deadline } from './deadline.js';
import { type ListLimits } from './list-raw.js';
import type { RecordingTransport } from './recording-transport.js';
import { type Progress } from './session.js';
export interface RemoteContext {
    url: string;
    headers: Record<string, string>;
    clientCapabilities: JsonObject;
    limits: ListLimits;
    signal?: AbortSignal;
}
/**
 * Discover a remote server. `transport: http` speaks Streamable HTTP and, when the server answers `initialize` with a
 * 4xx (an SSE-only server rejects the POST), falls back to the older HTTP+SSE transport on the same URL, as the spec's
 * backwards-compatibility section describes. `transport: sse` uses SSE directly.
 */
export declare function discoverRemote(server: ServerConfig, ctx: RemoteContext): Promise<ServerSnapshot>;
export declare function connectRemote(kind: ServerConfig['transport'], ctx: RemoteContext, deadline: Deadline, progress: Progress): Promise<{
    transport: Transport;
    client: Client<{
        method: string;
        params?: {
            [x: string]: unknown;
            _meta?: {
                [x: string]: unknown;
                progressToken?: string | number | undefined;
                "io.modelcontextprotocol/related-task"?: {
                    taskId: string;
                } | undefined;
            } | undefined;
        } | undefined;
    }, {
        method: string;
        params?: {
            [x: string]: unknown;
            _meta?: {
                [x: string]: unknown;
                progressToken?: string | number | undefined;
                "io.modelcontextprotocol/related-task"?: {
                    taskId: string;
                } | undefined;
            } | undefined;
        } | undefined;
    }, {
        [x: string]: unknown;
        _meta?: {
            [x: string]: unknown;
            progressToken?: string | number | undefined;
            "io.modelcontextprotocol/related-task"?: {
                taskId: string;
            } | undefined;
        } | undefined;
    }>;
    recording: RecordingTransport;
}>;
export declare function closeSession(transport: Transport): Promise<void>;
