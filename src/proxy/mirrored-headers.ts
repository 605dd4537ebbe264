import type { IncomingMessage } from 'node:http';
import { scanParamHeaders, type HeaderDeclaration } from '../contract/param-headers.js';
import { declarationsBeforeMoves, HEADER_MISMATCH, isParamHeader, modern, paramHeaderProblem, rewriteParamHeaders } from '../mcp-client/routing-headers.js';
import { isObject } from '../util/json.js';
import type { Enforcer } from './enforcer.js';

/**
 * The proxy's listeners and parameters mirrored into headers (`x-mcp-header`, MCP 2026-07-28). A listener reads the
 * body, so it owes the check the spec puts on any server that does: every `Mcp-Param-*` header a tool declares must
 * match the argument it mirrors (400, -32020), or a gateway in front could route one region while the server
 * executes another. And when the proxy translates an approved rename, the headers it forwards are rebuilt from the
 * arguments it sends, which the server checks in turn. The pure parts are in src/mcp-client/routing-headers.ts; this
 * joins them to what the Enforcer knows of the tool a call reaches.
 */

/** What a listener keeps of one tools/call's mirrored headers: the refusal, or how to rebuild them for the server. */
export interface MirroredCall {
  /** Set when the client's headers disagree with its body: answer 400 with `body`, forward nothing. */
  refusal?: { problem: string; body: object };
  /** The declarations of the tool the call reaches (its live definition). */
  declarations: HeaderDeclaration[];
  /** The proxy translates the call (an approved rename): it sends a call of its own, with only its own mirrored headers. */
  translated: boolean;
}

/** A request header by lower-case name (several values joined, as Node reports them). */
export function headerOf(req: IncomingMessage): (name: string) => string | undefined {
  return (name) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
}

/**
 * Judge a `tools/call`'s `Mcp-Param-*` headers (with or without an id) against its arguments, before the call is judged:
 * against the declarations of the tool it reaches (the client built its headers from the definition it was listed).
 * A 2026-era call must carry the header of every declared argument it sends; a 2025-era one need not, but what it
 * sends must agree. After an approved rename the client mirrored the old call: its headers are checked against the
 * old argument names, and a missing one is not held against it (its old definition may have named it otherwise).
 * Undefined when the message is no single tools/call, or names no listed tool (the call's judgement answers that).
 */
export async function checkMirrored(enforcer: Enforcer | undefined, header: (name: string) => string | undefined, message: unknown): Promise<MirroredCall | undefined> {
  // an id-less call too: it is judged (and, when allowed, runs) like any call
  if (!enforcer || !isObject(message) || message.method !== 'tools/call' || !isObject(message.params)) return undefined;
  let target;
  try {
    target = await enforcer.callTarget(message.params);
  } catch {
    return undefined; // the listing failed: judging the call answers that, with the reason
  }
  if (!target) return undefined;
  const scan = scanParamHeaders(target.tool.inputSchema);
  const translated = target.renamed || target.moves.length > 0;
  const declared = translated ? declarationsBeforeMoves(scan.declarations, target.moves) : scan.declarations;
  // a tool that breaks the x-mcp-header rules is dropped by 2026 clients: a caller cannot be held to its headers
  const requirePresent = !translated && scan.problems.length === 0 && modern(message.params, header('mcp-protocol-version'));
  const problem = paramHeaderProblem(header, declared, message.params.arguments, { requirePresent });
  const out: MirroredCall = { declarations: scan.declarations, translated };
  if (problem)
    out.refusal = {
      problem,
      body: { jsonrpc: '2.0', id: message.id ?? null, error: { code: HEADER_MISMATCH, message: `Bad Request: the request headers and body disagree: ${problem} (mcp-contract-gate proxy)` } },
    };
  return out;
}

/**
 * The headers to send the server with the call the proxy forwards: the mirrored ones rebuilt from its arguments. A
 * translated call drops every `Mcp-Param-*` of the client's (they mirror the old call), an untranslated one keeps
 * those its tool does not declare (an intermediary forwards what it does not know).
 */
export function forwardedHeaders(headers: Readonly<Record<string, string>>, call: MirroredCall, forwarded: { params?: unknown }): Record<string, string> {
  const kept = call.translated ? Object.fromEntries(Object.entries(headers).filter(([k]) => !isParamHeader(k))) : headers;
  return rewriteParamHeaders(kept, call.declarations, isObject(forwarded.params) ? forwarded.params.arguments : undefined);
}

/** The client's `Mcp-Param-*` headers (lower-case names), passed on with its request. */
export function clientParamHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && isParamHeader(k)) out[k] = v;
  return out;
}
