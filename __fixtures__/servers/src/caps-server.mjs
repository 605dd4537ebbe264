// Lists "summarize_with_llm" only to clients that declared the sampling capability.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const base = [{ name: 'echo', description: 'Echo the input.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }];
const sampling = { name: 'summarize_with_llm', description: 'Summarise text using the client\'s model.', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } };
const server = createProfileServer({ tools: base }, { name: 'caps-server', toolsFor: (caps) => (caps.sampling ? [...base, sampling] : base) });
await server.connect(new StdioServerTransport());
