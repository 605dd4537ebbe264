#!/usr/bin/env node
// An initialize-era server that answers `server/discover` with a result that is not a 2026-07-28 DiscoverResult, and
// every request before `initialize` with an empty result (as a lenient framework does), serving its tools only after
// `initialize`. The gate must not take that answer for the 2026 era (it would then never send initialize and read no
// tools): in `auto` it falls back to initialize; asked for the 2026 era only, it fails with a clear error.
//   --discover '{}' (default) | any JSON value: the result it answers server/discover with.
// Plain JSON-RPC over stdio, so the answers are exactly as written here.
import { send, serveRequests } from './lib/json-rpc-lines.mjs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { discover: { type: 'string', default: '{}' } } });
const discoverResult = JSON.parse(values.discover);
let initialized = false;
await serveRequests((msg) => {
  if (msg.method === 'server/discover') send({ id: msg.id, result: discoverResult });
  else if (msg.method === 'initialize') {
    initialized = true;
    send({ id: msg.id, result: { protocolVersion: msg.params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'bogus-discover-server', version: '1.0.0' } } });
  } else if (!initialized) send({ id: msg.id, result: {} });
  else if (msg.method === 'tools/list') send({ id: msg.id, result: { tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object' } }] } });
  else send({ id: msg.id, error: { code: -32601, message: 'Method not found' } });
});
