import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { buildLockfile, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { ContractDriftError, guardClient } from '../../src/guard/index.js';
import { FIXTURES } from '../support/paths.js';
import { SEED000_CALLS } from '../support/seed000.js';

const profiles = join(FIXTURES, 'servers', 'profiles');
const CALLS = SEED000_CALLS;

test('the runtime guard, on the seed000 server switched from T0 to T1 mid-session, refuses exactly the four drifted tools', async () => {
  const lock = parseLockfile(serializeLockfile(buildLockfile(readSnapshotFile(join(profiles, 'seed000-t0.json')))), 'lock');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(FIXTURES, 'servers', 'scenario-server.mjs'), '--profile', join(profiles, 'seed000-t0.json'), '--switch-to', join(profiles, 'seed000-t1.json')],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  let changed!: () => void;
  const listChanged = new Promise<void>((resolve) => (changed = resolve));
  guardClient(client, lock, { onToolListChanged: () => changed() });
  try {
    // before the release: every call goes through to the server
    for (const [name, args] of Object.entries(CALLS)) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).not.toBe(true);
    }
    process.kill(transport.pid!, 'SIGUSR2');
    await listChanged;
    const refused: string[] = [];
    for (const [name, args] of Object.entries(CALLS)) {
      try {
        await client.callTool({ name, arguments: args });
      } catch (err) {
        expect(err).toBeInstanceOf(ContractDriftError);
        const drift = err as ContractDriftError;
        expect(drift.tool).toBe(name);
        expect(drift.pinnedHash).toBe(lock.servers.default!.tools[name]!.hash);
        expect(drift.liveHash).toMatch(/^[0-9a-f]{64}$/);
        expect(drift.liveHash).not.toBe(drift.pinnedHash);
        expect(drift.changes.length).toBeGreaterThan(0);
        refused.push(name);
      }
    }
    expect(refused.sort()).toEqual(['create_export', 'get_page', 'list_items', 'search_reviews']);
  } finally {
    await client.close();
  }
});

test('a tool the lockfile does not pin, or one the server dropped, is refused too', async () => {
  const t0 = readSnapshotFile(join(profiles, 'seed000-t0.json'));
  const lock = buildLockfile({ servers: { default: { tools: t0.servers.default!.tools.filter((t) => t.name !== 'get_profile') } } });
  lock.servers.default!.tools.ghost = { ...lock.servers.default!.tools.list_items!, contract: { ...lock.servers.default!.tools.list_items!.contract, name: 'ghost' } };
  const transport = new StdioClientTransport({ command: process.execPath, args: [join(FIXTURES, 'servers', 'scenario-server.mjs'), '--profile', join(profiles, 'seed000-t0.json')], stderr: 'pipe' });
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(transport);
  const guard = guardClient(client, lock);
  try {
    await expect(client.callTool({ name: 'get_profile', arguments: { user_id: 'u' } })).rejects.toMatchObject({ name: 'ContractDriftError', pinnedHash: null });
    await expect(guard.check('ghost')).rejects.toMatchObject({ liveHash: null, message: expect.stringMatching(/no longer lists it/) });
    await expect(guard.check('list_items')).resolves.toBeUndefined();
  } finally {
    await client.close();
  }
});
