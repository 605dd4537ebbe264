#!/usr/bin/env node
// Lists a good tool and one whose inputSchema nests 5,000 levels deep (--levels N to change it). The gate must write
// snapshots, lockfiles and every report format of it without overflowing the stack: the over-deep part is cut to a
// marker and the tool is one tool-invalid finding.
// Plain JSON-RPC over stdio, no SDK: the SDK's own result validation cannot take a schema this deep, and real servers
// that send one (hand-written or generated schemas) do not validate theirs either. The list is written as text so
// that nothing here recurses either.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { levels: { type: 'string', default: '5000' } } });
const levels = Number(values.levels);
const deep = `${'{"type":"object","properties":{"x":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;
const tools = `[{"name":"search","description":"Search.","inputSchema":{"type":"object","properties":{"q":{"type":"string"}}}},{"name":"bomb","description":"Nests deep.","inputSchema":${deep}}]`;

const send = (text) => process.stdout.write(`${text}\n`);
const answer = (id, result) => send(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${result}}`);
for await (const line of createInterface({ input: process.stdin })) {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    continue;
  }
  if (msg.id === undefined || msg.id === null) continue; // a notification
  if (msg.method === 'initialize') {
    const version = JSON.stringify(msg.params?.protocolVersion ?? '2025-06-18');
    answer(msg.id, `{"protocolVersion":${version},"capabilities":{"tools":{}},"serverInfo":{"name":"deep-schema-server","version":"1.0.0"}}`);
  } else if (msg.method === 'tools/list') answer(msg.id, `{"tools":${tools}}`);
  else if (msg.method === 'ping') answer(msg.id, '{}');
  else send(`{"jsonrpc":"2.0","id":${JSON.stringify(msg.id)},"error":{"code":-32601,"message":"Method not found"}}`);
}
