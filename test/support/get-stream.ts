/**
 * A `fetch` for an MCP client's Streamable HTTP transport that tells when the client's GET stream (where the server's
 * own requests and notifications go) is open: its answer came back 200 as `text/event-stream`. The SDK servers and the
 * proxy register that stream before they send its headers, and the HTTP proxy answers the client's GET only once the
 * server behind it has, so a notification sent after `open` resolves travels on it.
 */
export function watchGetStream(): { fetch: (url: string | URL, init?: RequestInit) => Promise<Response>; open: Promise<void> } {
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  return {
    open,
    fetch: async (url, init) => {
      const res = await fetch(url, init);
      if ((init?.method ?? 'GET').toUpperCase() === 'GET' && res.ok && (res.headers.get('content-type') ?? '').includes('text/event-stream')) opened();
      return res;
    },
  };
}
