// stdio MCP server serving a profile file verbatim (see lib/profile-server.mjs).
// Usage: node scenario-server.mjs --profile <file.json> [--page-size N] [--delay-ms N] [--name X] [--version X]
//        [--switch-to <file.json>]   on SIGUSR2, serve that profile instead and send notifications/tools/list_changed
//        [--silent]                  with --switch-to: switch without the notification (a server that changes quietly)
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer, readProfile } from '../lib/profile-server.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    'page-size': { type: 'string' },
    'delay-ms': { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
    'switch-to': { type: 'string' },
    silent: { type: 'boolean' },
  },
});
if (!values.profile) {
  process.stderr.write('scenario-server: --profile <file.json> is required\n');
  process.exit(2);
}
const profile = readProfile(values.profile);
const server = createProfileServer(profile, {
  listChanged: Boolean(values['switch-to']),
  pageSize: values['page-size'] ? Number(values['page-size']) : undefined,
  delayMs: values['delay-ms'] ? Number(values['delay-ms']) : undefined,
  name: values.name,
  version: values.version,
});
await server.connect(new StdioServerTransport());
if (values['switch-to']) {
  // A release landing mid-session: the same process starts serving the new tool list and tells the client.
  process.on('SIGUSR2', () => {
    const next = readProfile(values['switch-to']);
    profile.tools = next.tools;
    profile.calls = next.calls;
    process.stderr.write(`scenario-server: now serving ${values['switch-to']}\n`);
    if (!values.silent) server.sendToolListChanged().catch(() => {});
  });
}
process.stderr.write(`scenario-server: serving ${values.profile}\n`);
