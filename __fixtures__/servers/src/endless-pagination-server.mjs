// tools/list never ends: every page carries a nextCursor. By default it is always the same cursor ("again");
// with --distinct every cursor is new, so only a page limit stops a client.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const distinct = process.argv.includes('--distinct');
const server = new Server({ name: 'endless-pagination-server', version: '1.0.0' }, { capabilities: { tools: {} } });
let page = 0;
server.setRequestHandler(ListToolsRequestSchema, async () => {
  page++;
  return { tools: [{ name: `tool_${page}`, inputSchema: { type: 'object' } }], nextCursor: distinct ? `page-${page}` : 'again' };
});
await server.connect(new StdioServerTransport());
