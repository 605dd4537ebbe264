import type { DiscoveryError, ServerSnapshot } from '../contract/types.js';
import type { JsonObject } from '../util/json.js';

/** A failed discovery: no tools, and the reason. */
export function failed(error: DiscoveryError, clientCapabilities?: JsonObject): ServerSnapshot {
  const snapshot: ServerSnapshot = { tools: [], error };
  if (clientCapabilities) snapshot.clientCapabilities = clientCapabilities;
  return snapshot;
}

/** One readable line for an error thrown by the SDK, zod, fetch or us. */
export function describeFailure(err: unknown): string {
  // Duck-typed: errors from fetch or another realm (a test VM) are not `instanceof Error` here.
  if (typeof err !== 'object' || err === null || typeof (err as Error).message !== 'string') return String(err);
  const issues = (err as { issues?: Array<{ path?: PropertyKey[]; message?: string }> }).issues;
  if (Array.isArray(issues)) {
    const parts = issues.slice(0, 3).map((i) => `${(i.path ?? []).map(String).join('.') || '(result)'}: ${i.message ?? 'invalid'}`);
    return `the server's answer does not match the MCP schema (${parts.join('; ')}${issues.length > 3 ? '; …' : ''})`;
  }
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  // An SDK server that throws an McpError sends its text with the prefix, and our SDK adds it again: say it once.
  const message = (err as Error).message.replace(/(MCP error -?\d+: )\1+/, '$1');
  const detail = cause ? String(cause.code ?? cause.message ?? '') : '';
  // fetch's "fetch failed" says why only in its cause (ECONNREFUSED …); a message that already quotes its cause is left alone.
  if (detail && !message.includes(detail)) return `${message} (${detail})`;
  return message;
}
