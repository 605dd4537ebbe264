import type { ServerConfig } from '../model/config.js';
import { OAuthSession } from '../mcp-client/auth/oauth.js';
import { policyFetch } from '../mcp-client/redirects.js';
import { authFailureIn } from '../mcp-client/remote.js';
import { PROXY_PAGE_TIMEOUT_MS } from './core.js';
import { redactUrl } from './http.js';

/**
 * How the HTTP proxy reaches its upstream when the config describes it (the server entry: `--server ID` of an http
 * server, or `--upstream URL` with the config's entry for `--server ID`). With the entry's `auth` the proxy is the
 * server's OAuth client, as discovery is (the same OAuthSession: client credentials, private_key_jwt or a refresh
 * token; a 401 answered with a new token, a 403 insufficient_scope with a step-up, at most MAX_AUTH_ROUNDS times): its
 * `fetch` carries the proxy's token on every request, and the client's own Authorization is never sent on. Without
 * `auth`, requests go out as before (the client's headers and the configured ones), and `fetch` is undefined.
 */
export interface ProxyUpstream {
  fetch?: typeof fetch;
  /**
   * One request before the listener opens (a JSON-RPC `ping`), so that a server the proxy cannot authorize to is
   * refused at start, not at the client's first call: the reason (the OAuth step, what failed and the key to set), or
   * undefined. Any other answer, or none (the server is not up yet), lets the proxy start as it always has.
   */
  preflight: () => Promise<string | undefined>;
}

export function proxyUpstream(url: string, headers: Record<string, string>, entry: ServerConfig): ProxyUpstream {
  const staticAuthorization = Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
  const session = () => new OAuthSession(new URL(url), entry.auth, policyFetch(), entry.auth?.key ?? `${entry.origin.key}.auth`, staticAuthorization);
  const oauth = entry.auth ? session() : undefined;
  return {
    ...(oauth ? { fetch: oauth.fetch } : {}),
    preflight: async () => {
      // without `auth` a session of its own, only to read a challenge: the proxy then relays as it always has
      const probe = oauth ?? session();
      try {
        const response = await probe.fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 'mcp-contract-gate-preflight', method: 'ping' }),
          signal: AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => {});
        return undefined;
      } catch (err) {
        const failure = authFailureIn(err);
        return failure ? `OAuth (${failure.step}) failed at ${redactUrl(url)}: ${failure.message}` : undefined;
      }
    },
  };
}
