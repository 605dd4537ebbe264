// Tools, prompts and resource templates (profiles/prompts-server.json), each list paginated (--page-size, default 1),
// with fields the spec does not define: they must survive discovery untouched.
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer, readProfile } from '../lib/profile-server.mjs';

const { values } = parseArgs({ options: { 'page-size': { type: 'string', default: '1' } } });
const profile = readProfile(join(dirname(process.argv[1]), 'profiles', 'prompts-server.json'));
const server = createProfileServer(profile, { pageSize: Number(values['page-size']) });
await server.connect(new StdioServerTransport());
