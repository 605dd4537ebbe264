// A server that prints a banner on stdout before speaking MCP: a protocol violation the gate must name.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

console.log('Reviews MCP server v2.1.0 starting on stdio...');
const server = createProfileServer({ tools: [{ name: 'ping', inputSchema: { type: 'object' } }] }, { name: 'noise-server' });
await server.connect(new StdioServerTransport());
