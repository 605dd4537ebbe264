import type { DiscoveryError, ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';
/** A failed discovery: no tools, and the reason. */
export declare function failed(error: DiscoveryError, clientCapabilities?: JsonObject): ServerSnapshot;
/** One readable line for an error thrown by the SDK, zod, fetch or us. */
export declare function describeFailure(err: unknown): string;
