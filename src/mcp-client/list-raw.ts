import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ClientRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';

/**
 * Accepts any object result unchanged. The SDK's `listTools()` parses with the spec's schema, which drops unknown
 * fields and rejects the whole page when one tool is malformed; the gate needs exactly what the server sent.
 */
export const PermissiveResultSchema = z.looseObject({});

export type ListMethod = 'tools/list' | 'prompts/list' | 'resources/templates/list' | 'resources/list' | 'skills/list';

export interface ListLimits {
  /** Stop (with an error) after this many pages. */
  maxPages: number;
  /** Stop (with an error) after this many items in total. */
  maxItems: number;
}

export const DEFAULT_LIST_LIMITS: ListLimits = { maxPages: 1000, maxItems: 100_000 };

/** A failure with a message meant for the report as is. */
export class DiscoveryFailure extends Error {}

export interface ListOptions {
  signal: AbortSignal;
  /** Timeout for the next request (what remains of the discovery budget). */
  requestTimeoutMs: () => number;
  limits: ListLimits;
  /** Called before each request, with a label such as "tools/list (page 3)". */
  onPhase?: (phase: string) => void;
  /** Sent with every page besides the cursor (the runtime proxy passes the calling request's `_meta`). */
  params?: JsonObject;
}

/** One page request, answered with the raw result object (a JSON-RPC error is thrown). */
export type PageRequest = (method: ListMethod, params: JsonObject | undefined, options: { signal: AbortSignal; timeout: number }) => Promise<Record<string, unknown>>;

/** Every item of a paginated list, through an SDK client (its result unparsed), following `nextCursor` to the end, raw. */
export function listAllPages(client: Pick<Client, 'request'>, method: ListMethod, field: string, options: ListOptions): Promise<JsonValue[]> {
  const request: PageRequest = async (m, params, o) => (await client.request({ method: m, ...(params ? { params } : {}) } as ClientRequest, PermissiveResultSchema, o)) as Record<string, unknown>;
  return listPages(request, method, field, options);
}

/**
 * The one reader of paginated lists (discovery, probes, the guard, the runtime proxy): every item, following
 * `nextCursor` to the end, raw; a server that paginates past the limits or repeats a cursor is stopped with a
 * DiscoveryFailure, never read forever.
 */
export async function listPages(request: PageRequest, method: ListMethod, field: string, options: ListOptions): Promise<JsonValue[]> {
  const items: JsonValue[] = [];
  const seenCursors = new Map<string, number>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    if (page > options.limits.maxPages) {
      throw new DiscoveryFailure(`${method} was still paginating after ${options.limits.maxPages} pages (${items.length} items); stopped there`);
    }
    options.onPhase?.(page === 1 ? method : `${method} (page ${page})`);
    const params = cursor === undefined ? options.params : { ...options.params, cursor };
    const result = await request(method, params, { signal: options.signal, timeout: Math.max(1, options.requestTimeoutMs()) });
    const list = result[field];
    if (!Array.isArray(list)) {
      throw new DiscoveryFailure(`the ${method} result${page > 1 ? ` (page ${page})` : ''} has no "${field}" array (found ${describe(list)})`);
    }
    items.push(...(list as JsonValue[]));
    if (items.length > options.limits.maxItems) {
      throw new DiscoveryFailure(`${method} returned more than ${options.limits.maxItems} items (${page} pages); stopped there`);
    }
    const next = result.nextCursor;
    if (next === undefined || next === null || next === '') return items;
    if (typeof next !== 'string') throw new DiscoveryFailure(`${method} returned a nextCursor that is not a string (found ${describe(next)}) on page ${page}`);
    const firstPage = seenCursors.get(next);
    if (firstPage !== undefined) {
      throw new DiscoveryFailure(`${method} returned the same nextCursor ${JSON.stringify(next)} on pages ${firstPage} and ${page}; the server's pagination never ends`);
    }
    seenCursors.set(next, page);
    cursor = next;
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (isObject(value)) return 'an object';
  return JSON.stringify(value);
}
