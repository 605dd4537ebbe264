import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { discoverAll } from '../../src/discovery/index.js';
import { GroupStdioTransport } from '../../src/mcp-client/stdio-transport.js';
import { HAVE_SCENARIOS, ROOT, SCENARIOS } from '../support/paths.js';
import { PROFILES, scenarioServer, SERVERS } from './helpers.js';

const PAIRS: Array<[string, string]> = [
  ['seed000-t0.json', 'seed000_t0.json'],
  ['seed000-t1.json', 'seed000_t1.json'],
  ['seed001-v1.json', 'seed001_v1.json'],
  ['seed001-v2.json', 'seed001_v2.json'],
  ['seed003-baseline.json', 'seed003_baseline.json'],
  ['seed003-candidate.json', 'seed003_candidate.json'],
  ['seed004-v1.json', 'seed004_v1.json'],
  ['seed004-v2.json', 'seed004_v2.json'],
];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe('fixture profiles', () => {
  test('every scenario copy is present', () => {
    const present = readdirSync(PROFILES);
    for (const [profile] of PAIRS) expect(present).toContain(profile);
  });

  (HAVE_SCENARIOS ? test.each(PAIRS) : test.skip.each(PAIRS))('%s holds exactly the tools of ../shared/scenarios/%s', (profile, scenario) => {
    const ours = read(join(PROFILES, profile));
    const theirs = read(join(SCENARIOS, scenario));
    expect(Object.keys(ours).filter((k) => k !== 'calls')).toEqual(['tools']);
    // Same tools, same key order: the server sends them byte for byte.
    expect(JSON.stringify(ours.tools)).toBe(JSON.stringify(theirs.tools));
  });

  test('scenario-server serves each profile byte for byte', async () => {
    const servers = PAIRS.map(([profile], i) => scenarioServer(`s${i}`, profile));
    const set = await discoverAll(servers, { rootDir: ROOT, concurrency: 4 });
    PAIRS.forEach(([profile], i) => {
      const snapshot = set.servers[`s${i}`]!;
      expect(snapshot.error).toBeUndefined();
      expect(JSON.stringify(snapshot.tools)).toBe(JSON.stringify(read(join(PROFILES, profile)).tools));
    });
  });
});

describe('scenario-server tools/call ("calls" section with {{arg}} substitution)', () => {
  async function call(profile: string, name: string, args: Record<string, unknown>) {
    const transport = new GroupStdioTransport({
      command: process.execPath,
      args: [join(SERVERS, 'scenario-server.mjs'), '--profile', join(PROFILES, profile)],
      env: { PATH: process.env.PATH ?? '' },
      cwd: ROOT,
    });
    const client = new Client({ name: 'test', version: '0' });
    try {
      await client.connect(transport);
      await client.listTools();
      return await client.callTool({ name, arguments: args });
    } finally {
      await transport.close();
    }
  }
  const incident = { serviceName: 'checkout', severity: 'SEV2', summary: 'payments failing' };

  test('seed003 baseline: Incident.Declare returns the severity it was given', async () => {
    const result = await call('seed003-baseline.json', 'Incident.Declare', incident);
    expect(result.structuredContent).toEqual({ incidentId: 'INC-1001', serviceName: 'checkout', severity: 'SEV2', summary: 'payments failing', status: 'declared' });
    expect(result.content).toEqual([{ type: 'text', text: 'Declared incident INC-1001 for checkout at severity SEV2: payments failing' }]);
  });

  test('seed003 candidate: the severity is missing from the output', async () => {
    const result = await call('seed003-candidate.json', 'Incident.Declare', incident);
    expect(result.structuredContent).toEqual({ incidentId: 'INC-1001', serviceName: 'checkout', summary: 'payments failing', status: 'declared' });
  });

  test('a tool without a scripted call echoes its arguments; with an outputSchema it returns a valid instance', async () => {
    const echo = await call('seed000-t0.json', 'get_profile', { user_id: 'u_42' });
    expect(echo.content).toEqual([{ type: 'text', text: '{"user_id":"u_42"}' }]);
    const pods = await call('seed001-v1.json', 'exec_pod', { namespace: 'prod', pod: 'web-1', command: 'ls' });
    expect(pods.isError).toBeFalsy();
    const scripted = await call('seed001-v2.json', 'get_pods', { namespace: 'prod' });
    expect(scripted.structuredContent).toEqual({ pods: [{ name: 'web-7f9c', status: 'Running', node: 'node-a', age: '3d' }] });
  });
});
