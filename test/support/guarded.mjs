// What the unit tier refuses (child processes, sockets), and the real functions, kept once per jest worker on Node's
// child_process module itself: jest hands every test file the same core module objects, while the `process` (and the
// globals) a file sees are copies jest makes per file. So any file of the worker can put the real functions back.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const KEY = Symbol.for('mcp-contract-gate.test.unit-originals');

export function GUARDED() {
  const cp = require('node:child_process');
  const net = require('node:net');
  return [
    ...['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'].map((key) => ({ target: cp, key, what: `child process (child_process.${key})` })),
    { target: net.Server.prototype, key: 'listen', what: 'socket (a server listening)' },
    { target: net.Socket.prototype, key: 'connect', what: 'socket (a connection)' },
  ];
}

/** The real functions: read the first time in this worker, before any unit file patched them. */
export function originals() {
  const holder = require('node:child_process');
  return (holder[KEY] ??= GUARDED().map(({ target, key }) => ({ target, key, fn: target[key] })));
}

/** Put the real functions back (a no-op when no unit file ran in this worker). */
export function restoreOriginals() {
  const kept = require('node:child_process')[KEY];
  if (!kept) return;
  for (const { target, key, fn } of kept) target[key] = fn;
}
