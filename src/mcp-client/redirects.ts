/**
 * The one redirect policy of every HTTP request the gate makes to an MCP server: discovery (the 2026 era's
 * `server/discover` POST, `initialize` over Streamable HTTP, the SSE fallback) and the HTTP proxy's forwarding.
 * `fetch` would follow a redirect on its own and take the request's headers along: an `X-Api-Key` (from the config's
 * `headers` or the proxy's `--header`) would reach whatever host a server names in `Location`, and only
 * `Authorization` is dropped on the way. Here every request is sent with `redirect: 'manual'`, and:
 * - a redirect within the same origin (scheme, host and port) is followed, with the same method, headers and body
 *   (307, 308; 301, 302 and 303 only for GET and HEAD, since they turn a request with a body into a GET);
 * - a redirect to another origin is never followed: the request fails with a `RedirectRefused` that names the
 *   `Location` (without its userinfo and query), so the config can name that URL directly if it is trusted;
 * - more than MAX_REDIRECTS redirects in a row fail the same way.
 */

/** How many same-origin redirects in a row are followed before the request fails. */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A URL as it may be shown: no userinfo, no query, no fragment (they may carry credentials). */
function shown(url: URL): string {
  const hidden = url.username || url.password || url.search ? ' (credentials and query hidden)' : '';
  return `${url.origin}${url.pathname}${hidden}`;
}

/** A redirect the policy did not follow. */
export class RedirectRefused extends Error {
  constructor(
    readonly status: number,
    /** The request's URL, as shown. */
    readonly from: string,
    /** The `Location` (resolved against the request's URL), as shown; the raw text when it is no URL. */
    readonly location: string,
    why: string,
  ) {
    super(
      `the server at ${from} answered HTTP ${status} redirecting to ${location}; ${why} (mcp-contract-gate never follows a redirect to another origin: the request's headers, credentials among them, would go there; if that is the server's real address, configure it directly)`,
    );
    this.name = 'RedirectRefused';
  }
}

function urlOf(input: string | URL | Request): URL {
  return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
}

/**
 * `fetch` under the redirect policy (see above). `base` is the fetch it sends with (the global one by default). A
 * `Request` object as input is sent as it is, with `redirect: 'manual'` (its body cannot be sent twice), and any
 * redirect it gets is refused.
 */
export function policyFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    let url = urlOf(input as string | URL | Request);
    const replayable = !(input instanceof Request) && (init?.body === undefined || init.body === null || typeof init.body === 'string');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    let next: string | URL | Request = input as string | URL | Request;
    for (let hops = 0; ; hops++) {
      const response = await base(next, { ...init, method, redirect: 'manual' });
      if (!REDIRECT_STATUSES.has(response.status)) return response;
      const location = response.headers.get('location');
      if (location === null) return response; // nothing to follow: the caller sees the status
      await response.body?.cancel().catch(() => {});
      let target: URL;
      try {
        target = new URL(location, url);
      } catch {
        throw new RedirectRefused(response.status, shown(url), JSON.stringify(location.slice(0, 200)), 'that Location is not a URL');
      }
      const refuse = (why: string) => new RedirectRefused(response.status, shown(url), shown(target), why);
      if (target.origin !== url.origin) throw refuse(`another origin than ${url.origin}`);
      if ((target.username || target.password) && (target.username !== url.username || target.password !== url.password)) throw refuse('the Location adds credentials');
      if (hops >= MAX_REDIRECTS) throw refuse(`more than ${MAX_REDIRECTS} redirects in a row`);
      if (!replayable) throw refuse('the request cannot be sent again');
      const keepsMethod = response.status === 307 || response.status === 308 || method === 'GET' || method === 'HEAD';
      if (!keepsMethod) throw refuse(`HTTP ${response.status} would turn the ${method} into a GET`);
      url = target;
      next = target;
    }
  };
}
