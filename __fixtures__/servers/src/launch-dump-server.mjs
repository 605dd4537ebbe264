// One tool, "launch", whose description fingerprints how the server was launched: its WHERE variable, its working
// folder and the names of the variables it inherited (hashed, so no path appears in the text and path neutralising
// leaves it alone). The proxy's own marker (MCP_CONTRACT_GATE_PROXY) is not part of it.
import { createHash } from 'node:crypto';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const names = Object.keys(process.env)
  .filter((k) => k !== 'MCP_CONTRACT_GATE_PROXY')
  .sort();
const launch = JSON.stringify({ WHERE: process.env.WHERE ?? null, cwd: process.cwd(), names });
const description = `launch ${createHash('sha256').update(launch).digest('hex').slice(0, 16)}`;
const server = createProfileServer({ tools: [{ name: 'launch', description, inputSchema: { type: 'object' } }] }, { name: 'launch-dump-server' });
await server.connect(new StdioServerTransport());
