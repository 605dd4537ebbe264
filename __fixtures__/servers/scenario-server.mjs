#!/usr/bin/env node
// stdio MCP server serving a profile file verbatim (see lib/profile-server.mjs).
// Usage: node scenario-server.mjs --profile <file.json> [--page-size N] [--delay-ms N] [--name X] [--version X]
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer, readProfile } from './lib/profile-server.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    'page-size': { type: 'string' },
    'delay-ms': { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
  },
});
if (!values.profile) {
  process.stderr.write('scenario-server: --profile <file.json> is required\n');
  process.exit(2);
}
const server = createProfileServer(readProfile(values.profile), {
  pageSize: values['page-size'] ? Number(values['page-size']) : undefined,
  delayMs: values['delay-ms'] ? Number(values['delay-ms']) : undefined,
  name: values.name,
  version: values.version,
});
await server.connect(new StdioServerTransport());
process.stderr.write(`scenario-server: serving ${values.profile}\n`);
