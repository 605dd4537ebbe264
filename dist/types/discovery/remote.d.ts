import type { ServerConfig } from '../config/types.js';
import type { ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
import { type ListLimits } from './list-raw.js';
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
