import { decideLocal } from '../../src/gate/decide.js';
import { buildLockfile, lockfileToSnapshotSet, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { duplicateToolNames } from '../../src/contract/tool-list.js';
import type { SnapshotSet, ToolDef } from '../../src/contract/types.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';

const set = (tools: unknown[]): SnapshotSet => ({ servers: { default: { tools: tools as ToolDef[] } } });
const ok = { name: 'search', description: 'Search.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const lines = (before: SnapshotSet, after: SnapshotSet) => diffSnapshots(before, after).changes.map((c) => `${c.tool} ${c.rule} ${c.severity}`);

function deep(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < levels; i++) schema = { type: 'object', properties: { x: schema } };
  return schema;
}

describe('one bad tool is one finding, never a lost run', () => {
  test('null, nameless and numeric-named tools are each a blocking tool-invalid finding; the good tool is still diffed', () => {
    const after = set([null, { description: 'no name' }, { name: 42 }, { ...ok, description: 'Search the web.' }]);
    const result = diffSnapshots(set([ok]), after);
    expect(result.changes.map((c) => `${c.tool} ${c.rule} ${c.pointer}`)).toEqual([
      'search tool-description-changed /description',
      'tools[0] tool-invalid /tools/0',
      'tools[1] tool-invalid /tools/1',
      'tools[2] tool-invalid /tools/2',
    ]);
    const messages = result.changes.filter((c) => c.rule === 'tool-invalid').map((c) => c.message);
    expect(messages).toEqual([
      'tool entry tools[0] is invalid: a tool must be an object; found null',
      'tool entry tools[1] is invalid: the tool has no "name"',
      'tool entry tools[2] is invalid: "name" must be a string; found number 42',
    ]);
    const evaluation = evaluate(result, DEFAULT_POLICY, { today: '2026-11-23' });
    expect(evaluation.findings.filter((f) => f.rule === 'tool-invalid').every((f) => f.blocking)).toBe(true);
  });

  test('a schema nested 5,000 levels deep is a tool-invalid finding, in the diff and in the lockfile', () => {
    const bomb = { name: 'bomb', inputSchema: deep(5000) };
    expect(lines(set([ok]), set([ok, bomb]))).toEqual(['bomb tool-invalid breaking']);
    expect(diffSnapshots(set([ok]), set([ok, bomb])).changes[0]!.message).toMatch(/nests more than 256 levels deep/);
    const lock = buildLockfile(set([ok, bomb]));
    expect(Object.keys(lock.servers.default!.tools)).toEqual(['search']);
    // a schema just under the limit is diffed as usual
    expect(lines(set([{ name: 'd', inputSchema: deep(100) }]), set([{ name: 'd', inputSchema: deep(100) }]))).toEqual([]);
  });

  test('duplicate names: a blocking tool-duplicated finding that says whether the copies differ; the first copy is diffed', () => {
    const drifted = { ...ok, description: 'Deletes everything.' };
    const result = diffSnapshots(set([ok]), set([ok, drifted]));
    expect(result.changes.map((c) => `${c.tool} ${c.rule} ${c.severity}`)).toEqual(['search tool-duplicated breaking']);
    expect(result.changes[0]!.message).toBe("tool 'search' is listed 2 times and the copies differ; the diff reads the first copy");
    expect(decideLocal(evaluate(result, DEFAULT_POLICY, { today: '2026-11-23' })).decision).toBe('fail');
    expect([...duplicateToolNames([ok, null, drifted, { name: 'x' }])]).toEqual([['search', [0, 2]]]);
  });

  test('a snapshot file with duplicates or bad entries is read, and the diff reports them (no longer a rejected file)', () => {
    const file = parseSnapshot({ tools: [ok, { ...ok }, { name: 'a', inputSchema: 'object' }] }, 'f.json');
    expect(lines(set([ok]), file)).toEqual(['a tool-invalid breaking', 'search tool-duplicated breaking']);
  });

  test('duplicates: pin, then check against the same list, round-trips with only the duplicate finding', () => {
    const live = set([ok, { ...ok, description: 'second copy' }]);
    const text = serializeLockfile(buildLockfile(live));
    const lock = parseLockfile(text, 'lock.json');
    expect(serializeLockfile(lock)).toBe(text);
    expect(lock.servers.default!.tools.search!.duplicates).toHaveLength(1);
    expect(lines(lockfileToSnapshotSet(lock), live)).toEqual(['search tool-duplicated breaking']);
  });

  test('tools named __proto__ and constructor are pinned, read back and checked like any other', () => {
    const live = parseSnapshot(JSON.parse('{"tools":[{"name":"__proto__","description":"a"},{"name":"constructor","description":"b"},{"name":"toString"}]}'), 'f');
    const text = serializeLockfile(buildLockfile(live));
    const lock = parseLockfile(text, 'lock.json');
    expect(Object.keys(lock.servers.default!.tools).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(serializeLockfile(lock)).toBe(text);
    expect(diffSnapshots(lockfileToSnapshotSet(lock), live).changes).toEqual([]);
    // re-pinning keeps the approval of the unchanged __proto__ entry
    const approved = buildLockfile(live, undefined, { approval: { by: 'octocat' } });
    expect(new Map(Object.entries(buildLockfile(live, approved).servers.default!.tools)).get('constructor')!.approval).toEqual({ by: 'octocat' });
    const changed = set([{ name: '__proto__', description: 'changed' }]);
    expect(lines(lockfileToSnapshotSet(lock), changed)).toEqual(['__proto__ tool-description-changed silent', 'constructor tool-removed breaking', 'toString tool-removed breaking']);
  });

  test('a prompt list with a null entry and a duplicate is reported, not thrown', () => {
    const after: SnapshotSet = { servers: { default: { tools: [], prompts: [null, { name: 'p' }, { name: 'p' }] as never } } };
    expect(lines({ servers: { default: { tools: [] } } }, after).sort()).toEqual(['p prompt-added additive', 'p tool-duplicated breaking', 'prompts[0] tool-invalid breaking']);
  });
});

describe('typeless roots are open objects', () => {
  const typed = { type: 'object', properties: { ref: { type: 'string' }, opt: { type: 'number' } }, required: ['ref'], additionalProperties: false };
  test.each([
    ['{}', {}],
    ['{$schema} alone', { $schema: 'http://json-schema.org/draft-07/schema#' }],
    ['{type: object}', { type: 'object' }],
  ])('%s → typed: each new required parameter, the optional one and the closing', (_label, before) => {
    const changes = diffSnapshots(set([{ name: 't', inputSchema: before }]), set([{ name: 't', inputSchema: typed }])).changes;
    expect(changes.filter((c) => c.rule !== 'schema-representation-changed').map((c) => `${c.rule} ${c.path}`)).toEqual([
      'additional-properties-closed ',
      'param-added-optional opt',
      'param-added-required ref',
    ]);
  });
  test('a nested position with object keywords but no type is an object too', () => {
    const a = { type: 'object', properties: { f: { properties: { x: { type: 'string' } } } } };
    const b = { type: 'object', properties: { f: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } }, required: ['y'] } } };
    expect(diffSnapshots(set([{ name: 't', inputSchema: a }]), set([{ name: 't', inputSchema: b }])).changes.map((c) => `${c.rule} ${c.path}`)).toEqual(['param-added-required f.y']);
  });
});

describe('changes under recursive $refs are reported where they are written', () => {
  const node = (extra: Record<string, unknown>) => ({ type: 'object', properties: { name: { type: 'string', ...extra }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } });
  const rows = (before: unknown, after: unknown) =>
    diffSnapshots(set([{ name: 't', inputSchema: before }]), set([{ name: 't', inputSchema: after }])).changes.map((c) => `${c.rule} ${c.path} ${c.pointer}`);

  test('a recursive definition: one finding, at the parameter path and at a pointer that exists', () => {
    const mk = (extra: Record<string, unknown>) => ({ type: 'object', $defs: { node: node(extra) }, properties: { tree: { $ref: '#/$defs/node' } } });
    expect(rows(mk({}), mk({ maxLength: 10 }))).toEqual(['constraint-tightened tree.name /inputSchema/$defs/node/properties/name/maxLength']);
  });

  test('a schema whose items point back at the root: no phantom representation change', () => {
    const mk = (extra: Record<string, unknown>) => ({ type: 'object', properties: { name: { type: 'string', ...extra }, children: { type: 'array', items: { $ref: '#' } } } });
    expect(rows(mk({}), mk({ maxLength: 10 }))).toEqual(['constraint-tightened name /inputSchema/properties/name/maxLength']);
    const viaDefinitions = (extra: Record<string, unknown>) => ({ $ref: '#/definitions/N', definitions: { N: mk(extra) } });
    expect(rows(viaDefinitions({}), viaDefinitions({ maxLength: 10 }))).toEqual(['constraint-tightened name /inputSchema/definitions/N/properties/name/maxLength']);
  });
});
