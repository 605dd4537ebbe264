import { join } from 'node:path';
import { buildLockfile } from '../../src/contract/lockfile.js';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { ContractChecker } from '../../src/proxy/checker.js';
import { Enforcer, type AuditLine, type JsonRpcMessage } from '../../src/proxy/enforcer.js';
import { FIXTURES } from '../support/paths.js';

const T0 = join(FIXTURES, 'servers', 'profiles', 'seed000-t0.json');

test('unchanged tools are hashed once, whatever the number of calls and listings; a list_changed re-lists without re-hashing', async () => {
  const snap = readSnapshotFile(T0);
  const tools = snap.servers.default!.tools;
  const checker = new ContractChecker('default', buildLockfile(snap).servers.default!);
  let listings = 0;
  const audit: AuditLine[] = [];
  const enforcer = new Enforcer(checker, {
    enforce: 'block',
    audit: (l) => audit.push(l),
    listTools: async () => {
      listings++;
      return structuredClone(tools); // a fresh copy each time, as off the wire
    },
  });
  const call = (id: number, name: string) => enforcer.fromClient({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: {} } });
  for (let i = 0; i < 200; i++) expect((await call(i, tools[i % tools.length]!.name)).forward).toBeDefined();
  expect(listings).toBe(1);
  expect(checker.hashed).toBe(tools.length);
  for (let i = 0; i < 50; i++) {
    const id = `list-${i}`;
    await enforcer.fromClient({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });
    const out = enforcer.fromServer({ jsonrpc: '2.0', id, result: { tools: structuredClone(tools) } } as unknown as JsonRpcMessage);
    expect((out.result!.tools as unknown[]).length).toBe(tools.length);
  }
  enforcer.fromServer({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
  expect((await call(1000, tools[0]!.name)).forward).toBeDefined();
  expect(listings).toBe(2);
  expect(checker.hashed).toBe(tools.length);
  expect(audit.filter((l) => l.decision === 'allowed')).toHaveLength(201);
});
