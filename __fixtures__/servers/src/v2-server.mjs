// An MCP server built with the SDK v2 packages (@modelcontextprotocol/server 2.x), which serve both protocol eras
// from one factory: the 2026-07-28 era (server/discover, per-request _meta) and, unless --legacy reject, the 2025
// era (initialize).
//   --transport stdio (default): serveStdio over this process's stdio.
//   --transport http: createMcpHandler on 127.0.0.1, POST /mcp; prints "LISTENING <port>" on stdout.
//   --legacy serve (default) | reject: reject makes the server 2026-only.
//   --variant base (default) | changed: "changed" makes search's "limit" required (a breaking change).
// Tools: search (annotations, output schema), echo, and enable_extra, which adds the tool "extra" (and so sends
// tools list_changed: to 2025 clients directly, to 2026 clients on their subscriptions/listen).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { McpServer, createMcpHandler, fromJsonSchema } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const { values } = parseArgs({
  options: {
    transport: { type: 'string', default: 'stdio' },
    legacy: { type: 'string', default: 'serve' },
    variant: { type: 'string', default: 'base' },
    port: { type: 'string', default: '0' },
  },
});

let extraEnabled = false;
const servers = new Set();
// Over HTTP each request gets its own instance; list changes reach 2026 subscribers through the handler's notifier.
let notifyToolsChanged = () => {};

function addExtra(server) {
  server.registerTool('extra', { description: 'Appears after enable_extra.', inputSchema: fromJsonSchema({ type: 'object', properties: {} }) }, async () => ({
    content: [{ type: 'text', text: 'extra' }],
  }));
}

function factory() {
  const server = new McpServer({ name: 'v2-fixture', version: '2.4.0' }, { capabilities: { tools: { listChanged: true } } });
  const required = values.variant === 'changed' ? ['query', 'limit'] : ['query'];
  server.registerTool(
    'search',
    {
      title: 'Search',
      description: 'Search the catalogue.',
      inputSchema: fromJsonSchema({ type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1 } }, required }),
      outputSchema: fromJsonSchema({ type: 'object', properties: { hits: { type: 'array', items: { type: 'string' } } }, required: ['hits'] }),
      annotations: { readOnlyHint: true },
    },
    async ({ query }) => ({ content: [{ type: 'text', text: `hits for ${query}` }], structuredContent: { hits: [String(query)] } }),
  );
  server.registerTool('echo', { description: 'Echo the text back.', inputSchema: fromJsonSchema({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }) }, async ({ text }) => ({
    content: [{ type: 'text', text: String(text) }],
  }));
  server.registerTool('enable_extra', { description: 'Add the tool "extra".', inputSchema: fromJsonSchema({ type: 'object', properties: {} }) }, async () => {
    if (!extraEnabled) {
      extraEnabled = true;
      for (const s of servers) addExtra(s);
      notifyToolsChanged();
    }
    return { content: [{ type: 'text', text: 'enabled' }] };
  });
  if (extraEnabled) addExtra(server);
  if (values.transport !== 'http') servers.add(server);
  return server;
}

const legacy = values.legacy === 'reject' ? 'reject' : 'serve';
if (values.transport === 'http') {
  const handler = createMcpHandler(factory, { legacy });
  notifyToolsChanged = () => handler.notify.toolsChanged();
  // Per-request instances are not kept (they would pile up); the one with the listen stream gets the notification.
  const http = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: body.length && req.method !== 'GET' ? body : undefined, signal: abort.signal });
    const response = await handler.fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return res.end();
    try {
      for await (const chunk of response.body) res.write(chunk);
    } catch {
      // client went away
    }
    res.end();
  });
  http.listen(Number(values.port), '127.0.0.1', () => console.log(`LISTENING ${http.address().port}`));
} else {
  serveStdio(factory, { legacy });
}
