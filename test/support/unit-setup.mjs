// Every file of the unit tier (*.unit.test.ts) runs with this: a 10 s default per test, so a hang fails fast, and no
// child process, socket or git (git is a child process). A test that needs one belongs in the integration tier: name
// its file NAME.test.ts (docs/development.md). The patches are undone after the file, since a worker runs both tiers.
import { afterAll, jest } from '@jest/globals';
import { createRequire } from 'node:module';

jest.setTimeout(10_000);

const require = createRequire(import.meta.url);
const refuse = (what) => () => {
  throw new Error(`the unit tier allows no ${what}: move this test to a file named NAME.test.ts (the integration tier)`);
};
const patches = [];
const patch = (target, key, what) => {
  patches.push([target, key, target[key]]);
  target[key] = refuse(what);
};
const cp = require('node:child_process');
for (const key of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) patch(cp, key, `child process (child_process.${key})`);
const net = require('node:net');
patch(net.Server.prototype, 'listen', 'socket (a server listening)');
patch(net.Socket.prototype, 'connect', 'socket (a connection)');

afterAll(() => {
  for (const [target, key, original] of patches.reverse()) target[key] = original;
});
