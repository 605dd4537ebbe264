import type { ServerResponse } from 'node:http';
import { Scrubber } from '../util/secrets.js';

/** The tokens this process obtained (addObtainedSecret): masked in what the proxy sends a client. */
const obtainedTokens = new Scrubber();

/**
 * Every text written to the client masks the tokens the proxy obtained for its upstream: a server that echoes the
 * bearer token it got (in a tool's result, an error) hands the proxy's credential to no client. Each write of the
 * HTTP proxy is whole (a JSON body, one SSE event), so no token is split across two.
 */
export function maskObtainedTokens(res: ServerResponse): void {
  const clean = (chunk: unknown): unknown => {
    if (typeof chunk === 'string') return obtainedTokens.scrubKnown(chunk);
    if (chunk instanceof Uint8Array) {
      const text = Buffer.from(chunk).toString('utf8');
      return obtainedTokens.contains(text) ? Buffer.from(obtainedTokens.scrubKnown(text)) : chunk;
    }
    return chunk;
  };
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => write(clean(chunk), ...rest)) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => (typeof chunk === 'function' || chunk === undefined ? end(chunk, ...rest) : end(clean(chunk), ...rest))) as ServerResponse['end'];
}
