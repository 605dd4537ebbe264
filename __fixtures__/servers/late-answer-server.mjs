#!/usr/bin/env node
// An initialize-era server that sits on `server/discover` instead of answering it (as a server busy starting does),
// answers `initialize` when it comes, and only answers the old `server/discover` (Method not found) once the client
// has moved on, just before its tools/list answer. The gate must drop that late answer (logged with
// MCP_CONTRACT_GATE_DEBUG=1), never take it for the answer to another request.
// Plain JSON-RPC over stdio, so the order of the answers is exactly as written here.
import { send, serveRequests } from './lib/json-rpc-lines.mjs';

let held;
await serveRequests((msg) => {
  if (msg.method === 'server/discover') held = msg.id;
  else if (msg.method === 'initialize')
    send({ id: msg.id, result: { protocolVersion: msg.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'late-answer-server', version: '1.0.0' } } });
  else if (msg.method === 'tools/list') {
    if (held !== undefined) send({ id: held, error: { code: -32601, message: 'Method not found' } });
    held = undefined;
    send({ id: msg.id, result: { tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object' } }] } });
  } else send({ id: msg.id, error: { code: -32601, message: 'Method not found' } });
});
