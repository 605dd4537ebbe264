// stdio MCP server (SDK v1) for the proxy's dead-server handling. Tools:
//   echo {text}   answers at once
//   wait          never answers (a call in flight when the server is killed)
//   die {code}    writes a line on stderr and exits with that code mid-call
//   move_file {from,to}   a plain tool (for name-matching tests)
// and a prompt, review {change}.
// Prints its pid on stderr at start ("dying-server: pid N").
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'dying', version: '1.0.0' });
server.registerTool('echo', { description: 'Echo the text back.', inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: 'text', text }] }));
server.registerTool('wait', { description: 'Never answers.' }, () => new Promise(() => {}));
server.registerTool('die', { description: 'Exit the server with the given code.', inputSchema: { code: z.number().int() } }, async ({ code }) => {
  process.stderr.write(`dying-server: fatal: out of widgets (exit ${code})\n`, () => process.exit(code));
  return new Promise(() => {});
});
server.registerTool('move_file', { description: 'Move a file.', inputSchema: { from: z.string(), to: z.string() } }, async ({ from, to }) => ({ content: [{ type: 'text', text: `moved ${from} to ${to}` }] }));
server.registerPrompt('review', { description: 'Review a change.', argsSchema: { change: z.string() } }, ({ change }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `Review: ${change}` } }] }));
await server.connect(new StdioServerTransport());
process.stderr.write(`dying-server: pid ${process.pid}\n`);
