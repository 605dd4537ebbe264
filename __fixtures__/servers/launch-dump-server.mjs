#!/usr/bin/env node
// One tool, "launch", whose description fingerprints how the server was launched: its WHERE variable and its working
// folder (hashed, so no path appears in the text and path neutralising leaves it alone).
import { createHash } from 'node:crypto';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from './lib/profile-server.mjs';

const launch = JSON.stringify({ WHERE: process.env.WHERE ?? null, cwd: process.cwd() });
const description = `launch ${createHash('sha256').update(launch).digest('hex').slice(0, 16)}`;
const server = createProfileServer({ tools: [{ name: 'launch', description, inputSchema: { type: 'object' } }] }, { name: 'launch-dump-server' });
await server.connect(new StdioServerTransport());
