// A Streamable HTTP MCP server built with the SDK v2 (@modelcontextprotocol/server 2.x) whose tools mirror parameters
// into headers (x-mcp-header, MCP 2026-07-28). The SDK itself refuses a 2026 tools/call whose Mcp-Param-* headers
// are missing or disagree with the body (HTTP 400, -32020); the tool answers with the Mcp-Param-* headers it received,
// so a test sees exactly what reached the server. Prints "LISTENING <port>" (over HTTP).
//   --transport http (default) | stdio
//   --variant base (default): execute_sql {region → Region, shard → Shard (integer), query}
//   --variant renamed: run_sql {zone → Zone, shard → Shard, query} (the tool and its region parameter renamed)
//   --tools FILE: also register every tool of a tools/list JSON file, as written (invalid annotations included)
//   --legacy serve (default) | reject
//   --resources: also list static resources (resources/list, two pages) and a resource template
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { McpServer, createMcpHandler, fromJsonSchema } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const { values } = parseArgs({
  options: {
    transport: { type: 'string', default: 'http' },
    variant: { type: 'string', default: 'base' },
    tools: { type: 'string' },
    legacy: { type: 'string', default: 'serve' },
    resources: { type: 'boolean', default: false },
    port: { type: 'string', default: '0' },
  },
});

const renamed = values.variant === 'renamed';
const extra = values.tools ? JSON.parse(readFileSync(values.tools, 'utf8')).tools : [];

function factory(ctx) {
  const headers = ctx?.requestInfo?.headers;
  const received = () => {
    const out = {};
    if (headers) for (const [k, v] of headers.entries()) if (k.startsWith('mcp-param-')) out[k] = v;
    return out;
  };
  const server = new McpServer({ name: 'header-fixture', version: '1.0.0' }, { capabilities: { tools: {}, ...(values.resources ? { resources: {} } : {}) } });
  const region = renamed ? 'zone' : 'region';
  server.registerTool(
    renamed ? 'run_sql' : 'execute_sql',
    {
      description: 'Execute SQL on a regional database.',
      inputSchema: fromJsonSchema({
        type: 'object',
        properties: {
          [region]: { type: 'string', description: 'The region to run in.', 'x-mcp-header': renamed ? 'Zone' : 'Region' },
          shard: { type: 'integer', description: 'The shard.', 'x-mcp-header': 'Shard' },
          query: { type: 'string', description: 'The SQL query.' },
        },
        required: ['query'],
      }),
    },
    async (args) => ({ content: [{ type: 'text', text: JSON.stringify({ arguments: args, headers: received() }) }] }),
  );
  for (const t of extra)
    server.registerTool(t.name, { description: t.description ?? t.name, inputSchema: fromJsonSchema(t.inputSchema ?? { type: 'object' }) }, async () => ({
      content: [{ type: 'text', text: JSON.stringify({ headers: received() }) }],
    }));
  if (values.resources) {
    for (const [name, uri, mimeType] of [
      ['config', 'file:///srv/app/config.json', 'application/json'],
      ['readme', 'file:///srv/app/README.md', 'text/markdown'],
      ['schema', 'db://main/schema', 'text/plain'],
    ])
      server.registerResource(name, uri, { description: `The ${name} of the app.`, mimeType }, async () => ({ contents: [{ uri, text: name }] }));
  }
  return server;
}

const legacy = values.legacy === 'reject' ? 'reject' : 'serve';
if (values.transport === 'stdio') serveStdio(factory, { legacy });
else serveHttp();

function serveHttp() {
  const handler = createMcpHandler(factory, { legacy });
  const http = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const response = await handler.fetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: body.length && req.method !== 'GET' ? body : undefined, signal: abort.signal }));
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
}
