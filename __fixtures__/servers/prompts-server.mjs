#!/usr/bin/env node
// Tools, prompts and resource templates (profiles/prompts-server.json), each list paginated (--page-size, default 1),
// with fields the spec does not define: they must survive discovery untouched.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer, readProfile } from './lib/profile-server.mjs';

const { values } = parseArgs({ options: { 'page-size': { type: 'string', default: '1' } } });
const profile = readProfile(fileURLToPath(new URL('./profiles/prompts-server.json', import.meta.url)));
const server = createProfileServer(profile, { pageSize: Number(values['page-size']) });
await server.connect(new StdioServerTransport());
