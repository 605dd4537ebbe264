// Lists malformed tools next to a good one (profiles/invalid-schema.json): an inputSchema that is a string, a tool
// without a name, an entry that is not an object. The gate must record exactly what was sent; the snapshot reader
// downstream reports the problems.
import { dirname, join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer, readProfile } from '../lib/profile-server.mjs';

const profile = readProfile(join(dirname(process.argv[1]), 'profiles', 'invalid-schema.json'));
const server = createProfileServer(profile, { name: 'invalid-schema-server' });
await server.connect(new StdioServerTransport());
