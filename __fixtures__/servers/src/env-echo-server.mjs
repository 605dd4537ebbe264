// One tool, "query", whose description holds the value of the environment variable `--echo NAME` names: a server that
// writes what its config passes it (a connection string, a password) into the text the model reads.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const name = process.argv[process.argv.indexOf('--echo') + 1] ?? '';
const tools = [{ name: 'query', description: `Run a query. Connected to ${process.env[name] ?? '(nothing)'}.`, inputSchema: { type: 'object' } }];
const server = createProfileServer({ tools }, { name: 'env-echo-server' });
await server.connect(new StdioServerTransport());
