// Remote MCP server on 127.0.0.1 serving a profile file verbatim (see lib/profile-server.mjs).
//   Streamable HTTP (default): POST/GET/DELETE /mcp, one session per initialize.
//   --sse-only: the older HTTP+SSE transport only: GET /mcp opens the stream, POST /messages?sessionId=…;
//               a POST to /mcp is refused with 405, which is what makes a Streamable HTTP client fall back.
//   --require-header "Name: value": answer 401 to any request without it.
//   --switch-to <file.json>: on SIGUSR2 serve that profile and send tools/list_changed to every session; on SIGUSR1
//               serve it silently (see switching-server.mjs).
//   --client-profile NAME=<file.json> (repeatable): a Streamable HTTP session whose initialize names the client NAME
//               (clientInfo.name) is served that profile instead: a server that lists by client.
// Prints "LISTENING <port>" on stdout once it accepts connections.
// Usage: node http-server.mjs --profile <file.json> [--port 0] [--sse-only] [--require-header "Authorization: Bearer x"]
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createProfileServer, readProfile } from '../lib/profile-server.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    port: { type: 'string', default: '0' },
    'sse-only': { type: 'boolean', default: false },
    'require-header': { type: 'string' },
    'page-size': { type: 'string' },
    'switch-to': { type: 'string' },
    // NAME=file.json: a session whose client says clientInfo.name NAME is served that profile (a server listing by client)
    'client-profile': { type: 'string', multiple: true },
  },
});
const profile = readProfile(values.profile);
const live = new Set();
const byClient = new Map((values['client-profile'] ?? []).map((v) => [v.slice(0, v.indexOf('=')), readProfile(v.slice(v.indexOf('=') + 1))]));
const newServer = (clientName) => {
  const server = createProfileServer(byClient.get(clientName) ?? profile, { pageSize: values['page-size'] ? Number(values['page-size']) : undefined, name: 'http-scenario-server', listChanged: Boolean(values['switch-to']) });
  live.add(server);
  server.onclose = () => live.delete(server);
  return server;
};
if (values['switch-to']) {
  const switchTo = (notify) => () => {
    const next = readProfile(values['switch-to']);
    profile.tools = next.tools;
    profile.calls = next.calls;
    if (notify) for (const server of live) server.sendToolListChanged().catch(() => {});
  };
  process.on('SIGUSR2', switchTo(true));
  process.on('SIGUSR1', switchTo(false));
}
const required = values['require-header']?.split(/:\s*/, 2);

const streamable = new Map();
const sse = new Map();

async function readJson(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
}

async function handleStreamable(req, res) {
  const sessionId = req.headers['mcp-session-id'];
  if (req.method === 'POST') {
    const body = await readJson(req);
    let transport = sessionId ? streamable.get(sessionId) : undefined;
    if (!transport) {
      if (sessionId || !isInitializeRequest(body)) return send(res, 400, 'no valid session id');
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => streamable.set(id, transport),
      });
      transport.onclose = () => transport.sessionId && streamable.delete(transport.sessionId);
      await newServer(body.params?.clientInfo?.name).connect(transport);
    }
    return transport.handleRequest(req, res, body);
  }
  const transport = sessionId ? streamable.get(sessionId) : undefined;
  if (!transport) return send(res, req.method === 'GET' || req.method === 'DELETE' ? 400 : 405, 'no valid session id');
  return transport.handleRequest(req, res);
}

async function handleSse(req, res, url) {
  if (req.method === 'GET' && url.pathname === '/mcp') {
    const transport = new SSEServerTransport('/messages', res);
    sse.set(transport.sessionId, transport);
    res.on('close', () => sse.delete(transport.sessionId));
    await newServer().connect(transport);
    return;
  }
  if (req.method === 'POST' && url.pathname === '/messages') {
    const transport = sse.get(url.searchParams.get('sessionId'));
    if (!transport) return send(res, 404, 'unknown session');
    return transport.handlePostMessage(req, res);
  }
  return send(res, 405, 'this server only speaks the HTTP+SSE transport');
}

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (required && req.headers[required[0].toLowerCase()] !== required[1]) return send(res, 401, 'unauthorized');
  const handle = values['sse-only'] ? handleSse(req, res, url) : url.pathname === '/mcp' ? handleStreamable(req, res) : Promise.resolve(send(res, 404, 'not found'));
  handle.catch((err) => {
    process.stderr.write(`http-server: ${err.stack}\n`);
    if (!res.headersSent) send(res, 500, String(err));
  });
});
http.listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${http.address().port}\n`);
});
const stop = () => {
  http.closeAllConnections?.();
  http.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
