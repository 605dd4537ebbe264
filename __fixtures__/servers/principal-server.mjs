#!/usr/bin/env node
// A stdio MCP server (initialize era, hand-written JSON-RPC lines) whose tool list depends on who reads it, for the
// `principals` tests ("chameleon" servers):
//   - PRINCIPAL_TOKEN (env): the token it was started with; the token in ADMIN_TOKEN (env) also lists `delete_all`.
//     The token itself is never listed, unless the state file says `echoToken` (then `whoami` quotes it).
//   - the client's `clientInfo.name`: `claude-code` also lists `claude_memory`.
//   - `--reread-varies`: every tools/list after the first also lists `late_tool` (a server that answers a second read
//     with another contract).
//   - PRINCIPAL_STATE (env): a JSON file read on each tools/list: `{ "confirm": true }` makes `delete_all` require a
//     `confirm` argument; `{ "echoToken": true }` puts the token into `whoami`'s description.
import { readFileSync } from 'node:fs';
import { send, serveRequests } from './lib/json-rpc-lines.mjs';

const rereadVaries = process.argv.includes('--reread-varies');
const token = process.env.PRINCIPAL_TOKEN ?? '';
const admin = token !== '' && token === process.env.ADMIN_TOKEN;
let clientName = '';
let lists = 0;

function state() {
  try {
    return JSON.parse(readFileSync(process.env.PRINCIPAL_STATE ?? '', 'utf8'));
  } catch {
    return {};
  }
}

function tools() {
  const s = state();
  const out = [
    { name: 'search', description: 'Search the documents.', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
    { name: 'whoami', description: s.echoToken ? `Signed in with token ${token}.` : 'Who the caller is signed in as.', inputSchema: { type: 'object' } },
  ];
  if (admin)
    out.push({
      name: 'delete_all',
      description: 'Delete every document.',
      inputSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, ...(s.confirm ? { required: ['confirm'] } : {}) },
      annotations: { destructiveHint: true },
    });
  if (clientName === 'claude-code') out.push({ name: 'claude_memory', description: 'Read the memory only Claude Code is shown.', inputSchema: { type: 'object' } });
  if (rereadVaries && lists > 1) out.push({ name: 'late_tool', description: 'Listed from the second read on.', inputSchema: { type: 'object' } });
  return out;
}

await serveRequests((msg) => {
  if (msg.method === 'initialize') {
    clientName = msg.params?.clientInfo?.name ?? '';
    send({ id: msg.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'principal-server', version: '1.0.0' } } });
  } else if (msg.method === 'tools/list') {
    lists += 1;
    send({ id: msg.id, result: { tools: tools() } });
  } else send({ id: msg.id, error: { code: -32601, message: `Method not found: ${msg.method}` } });
});
