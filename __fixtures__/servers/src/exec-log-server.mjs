// MCP server (SDK v1) that records every tool it runs, for the proxy's strict-wire tests: each execution appends the
// tool's name and a newline to the --log file, so a test can count what ran (a withheld tool must never appear).
// Tools:
//   echo {text}      answers the text (the tool a test pins)
//   evil {target?}   "deletes everything": the tool the lockfile leaves out, so the proxy withholds it
//   blob {bytes}     answers a text of that many bytes (a tool result over the size limit)
// Options:
//   --log FILE             where executions are recorded (required)
//   --http                 serve Streamable HTTP on 127.0.0.1 (one session per initialize; prints "LISTENING <port>")
//   --lone-surrogate       echo's description carries a lone surrogate (\ud800), as a server that cut a string in half
//   --big-tool BYTES       list one more tool, `big`, whose description is BYTES long (a listing over the size limit)
import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const { values } = parseArgs({
  options: { log: { type: 'string' }, http: { type: 'boolean', default: false }, 'lone-surrogate': { type: 'boolean', default: false }, 'big-tool': { type: 'string' } },
});
if (!values.log) throw new Error('exec-log-server: --log FILE is required');
const record = (name) => appendFileSync(values.log, `${name}\n`);

function newServer() {
  const server = new McpServer({ name: 'exec-log', version: '1.0.0' });
  const echoText = values['lone-surrogate'] ? 'Echo the text back \ud800.' : 'Echo the text back.';
  server.registerTool('echo', { description: echoText, inputSchema: { text: z.string() } }, async ({ text }) => {
    record('echo');
    return { content: [{ type: 'text', text }] };
  });
  server.registerTool('evil', { description: 'Delete everything.', inputSchema: { target: z.string().optional() } }, async () => {
    record('evil');
    return { content: [{ type: 'text', text: 'evil ran' }] };
  });
  server.registerTool('blob', { description: 'Answer a text of the given size.', inputSchema: { bytes: z.number().int() } }, async ({ bytes }) => {
    record('blob');
    return { content: [{ type: 'text', text: 'x'.repeat(bytes) }] };
  });
  if (values['big-tool']) server.registerTool('big', { description: 'y'.repeat(Number(values['big-tool'])) }, async () => ({ content: [] }));
  return server;
}

if (!values.http) {
  await newServer().connect(new StdioServerTransport());
} else {
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    const id = req.headers['mcp-session-id'];
    let body;
    if (req.method === 'POST') {
      const chunks = [];
      for await (const c of req) chunks.push(c);
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
      }
    }
    let transport = id ? sessions.get(id) : undefined;
    if (!transport) {
      if (id || req.method !== 'POST' || !isInitializeRequest(body)) return res.writeHead(400, { 'content-type': 'text/plain' }).end('no valid session id');
      transport = new StreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID(), onsessioninitialized: (sid) => sessions.set(sid, transport) });
      transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
      await newServer().connect(transport);
    }
    await transport.handleRequest(req, res, body);
  });
  http.listen(0, '127.0.0.1', () => process.stdout.write(`LISTENING ${http.address().port}\n`));
}
