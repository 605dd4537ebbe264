// A v1 SDK server that answers initialize with a JSON-RPC error (-32603 "license expired for this host") and then
// exits with code 0: the report must quote the answer, not the exit.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ErrorCode, InitializeRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'refuse-server', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(InitializeRequestSchema, async () => {
  setTimeout(() => process.exit(0), 20);
  throw new McpError(ErrorCode.InternalError, 'license expired for this host');
});
await server.connect(new StdioServerTransport());
