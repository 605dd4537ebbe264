// Starts a grandchild that ignores SIGTERM (and holds the server's stderr open), writes {"server": pid,
// "grandchild": pid} to --pid-file, then serves one tool, or with --hang never answers. Ending only the server leaves the grandchild
// running: the gate must end the whole process group.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createProfileServer } from '../lib/profile-server.mjs';

const { values } = parseArgs({ options: { 'pid-file': { type: 'string' }, hang: { type: 'boolean', default: false } } });
const grandchild = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1 << 30);"], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => grandchild.stdout.once('data', resolve));
// written whole, then renamed into place: a reader that polls for the file never sees it half written
if (values['pid-file']) {
  writeFileSync(`${values['pid-file']}.tmp`, JSON.stringify({ server: process.pid, grandchild: grandchild.pid }));
  renameSync(`${values['pid-file']}.tmp`, values['pid-file']);
}
process.stderr.write(`grandchild-server: grandchild ${grandchild.pid} ignores SIGTERM\n`);
if (values.hang) {
  process.stdin.on('data', () => {});
} else {
  const server = createProfileServer({ tools: [{ name: 'work', description: 'Does work in a worker process.', inputSchema: { type: 'object' } }] }, { name: 'grandchild-server' });
  await server.connect(new StdioServerTransport());
}
