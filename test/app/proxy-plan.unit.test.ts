import type { LockServer } from '../../src/contract/lockfile.js';
import { givenLaunchRecord, launchRefusal } from '../../src/app/proxy-plan.js';

const pinned: LockServer = {
  tools: {},
  launch: { transport: 'stdio', command: 'npx', args: ['-y', '@acme/server'], cwd: 'packages/api', env: ['API_KEY'] },
};

test('the same command line (another version of the same package) is served; the pinned cwd and env names are kept', () => {
  expect(givenLaunchRecord({ kind: 'command', command: 'npx', args: ['-y', '@acme/server@2.0.0'] }, pinned.launch!)).toEqual(pinned.launch);
  expect(launchRefusal('api', pinned, { kind: 'command', command: 'npx', args: ['-y', '@acme/server@2.0.0'] }, {})).toBeUndefined();
});

test('another command, other args or an URL is refused, naming the pinned launch and the given one', () => {
  const other = launchRefusal('api', pinned, { kind: 'command', command: 'npx', args: ['-y', '@evil/server'] }, {});
  expect(other).toContain('npx -y @acme/server');
  expect(other).toContain('npx -y @evil/server');
  expect(other).toContain('server-launch-changed');
  const url = launchRefusal('api', pinned, { kind: 'upstream', url: 'https://mcp.example.com/mcp', headers: [] }, {});
  expect(url).toContain('https://mcp.example.com/mcp');
  expect(url).toContain('npx -y @acme/server');
});

test('a pinned URL written with ${VAR} is compared as the environment reads it', () => {
  const remote: LockServer = { tools: {}, launch: { transport: 'http', url: 'https://${HOST}/mcp', headers: ['Authorization'] } };
  const given = { kind: 'upstream' as const, url: 'https://mcp.example.com/mcp', headers: ['Authorization'] };
  expect(launchRefusal('docs', remote, given, { HOST: 'mcp.example.com' })).toBeUndefined();
  expect(launchRefusal('docs', remote, given, { HOST: 'other.example.com' })).toMatch(/other\.example\.com.*mcp\.example\.com/);
});

test('a lockfile that records no launch is not compared (as check notes it)', () => {
  expect(launchRefusal('api', { tools: {} }, { kind: 'command', command: 'node', args: ['x.js'] }, {})).toBeUndefined();
});
