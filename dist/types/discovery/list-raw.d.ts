import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { z } from 'zod';
import { type JsonValue } from '../util/json.js';
/**
 * Accepts any object result unchanged. The SDK's `listTools()` parses with the spec's schema, which drops unknown
 * fields and rejects the whole page when one tool is malformed; the gate needs exactly what the server sent.
 */
export declare const PermissiveResultSchema: z.ZodObject<{}, z.core.$loose>;
export type ListMethod = 'tools/list' | 'prompts/list' | 'resources/templates/list';
export interface ListLimits {
    /** Stop (with an error) after this many pages. */
    maxPages: number;
    /** Stop (with an error) after this many items in total. */
    maxItems: number;
}
export declare const DEFAULT_LIST_LIMITS: ListLimits;
/** A failure with a message meant for the report as is. */
export declare class DiscoveryFailure extends Error {
}
export interface ListOptions {
    signal: AbortSignal;
    /** Timeout for the next request (what remains of the discovery budget). */
    requestTimeoutMs: () => number;
    limits: ListLimits;
    /** Called before each request, with a label such as "tools/list (page 3)". */
    onPhase?: (phase: string) => void;
}
/** Every item of a paginated list, following `nextCursor` to the end, raw. */
export declare function listAllPages(client: Client, method: ListMethod, field: string, options: ListOptions): Promise<JsonValue[]>;
