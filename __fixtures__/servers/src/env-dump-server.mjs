// One tool, "env_names", whose description lists the names of the environment variables the server sees.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const names = Object.keys(process.env).sort().join(',');
const server = createProfileServer({ tools: [{ name: 'env_names', description: names, inputSchema: { type: 'object' } }] }, { name: 'env-dump-server' });
await server.connect(new StdioServerTransport());
