// Serves --count N tools (default 5000), --page-size per page (default 100), paginated with nextCursor.
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '5000' }, 'page-size': { type: 'string', default: '100' } } });
const tools = Array.from({ length: Number(values.count) }, (_, i) => ({
  name: `tool_${String(i).padStart(5, '0')}`,
  description: `Tool number ${i}.`,
  inputSchema: { type: 'object', properties: { n: { type: 'integer', description: `input of tool ${i}` } } },
}));
const server = createProfileServer({ tools }, { pageSize: Number(values['page-size']), name: 'many-tools-server' });
await server.connect(new StdioServerTransport());
