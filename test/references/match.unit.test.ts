import { readFileSync, writeFileSync } from 'node:fs';
import { scanTree } from '../../src/app/reference-files.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { referenceKeys, serverIdOf } from '../../src/references/keys.js';
import { matchReferences, referenceContextOf, replaceTool, type ReferenceContext } from '../../src/references/match.js';
import type { ToolReference } from '../../src/references/types.js';

const read = (f: string) => parseSnapshot(JSON.parse(readFileSync(`__fixtures__/references/${f}`, 'utf8')), f);
const EXPECTED = '__fixtures__/references/expected-findings.json';

describe('the fixture repository against a release that renames search_code and removes list_issues', () => {
  const base = read('base.json');
  const head = read('head.json');
  const diff = diffSnapshots(base, head);
  const ctx = referenceContextOf(base, head, diff.changes, { tracker: 'tracker' });
  const refs = scanTree('__fixtures__/references/repo', { keys: ['tracker'] }).references;
  const findings = matchReferences(refs, ctx);

  test('the diff pairs the rename (the premise)', () => {
    expect(diff.changes.map((c) => [c.rule, c.before, c.after])).toEqual(expect.arrayContaining([['tool-renamed', 'search_code', 'find_code']]));
    expect(ctx.servers.tracker!.renamed).toEqual(new Map([['search_code', 'find_code']]));
  });

  test('every finding, with file, line and column', () => {
    const got = findings.map((f) => ({
      rule: f.rule,
      blocking: f.blocking,
      at: `${f.reference.file}:${f.reference.line}:${f.reference.column}`,
      text: f.reference.text,
      replacement: f.replacement,
      message: f.message,
    }));
    if (process.env.UPDATE_REFERENCE_FIXTURES) writeFileSync(EXPECTED, `${JSON.stringify(got, null, 2)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(EXPECTED, 'utf8')));
  });

  test('the rules: removed → broken, renamed → renamed with the new name, never listed → unlisted', () => {
    const rules = (tool: string) => [...new Set(findings.filter((f) => f.tool === tool).map((f) => f.rule))];
    expect(rules('list_issues')).toEqual(['reference-broken']);
    expect(rules('search_code')).toEqual(['reference-renamed']);
    expect(rules('delete_everything')).toEqual(['reference-unlisted']);
    expect(rules('create_issue')).toEqual([]);
    expect(rules('get_me')).toEqual([]);
    // a server the gate does not watch, a bare name no server lists (a VS Code built-in): nothing
    expect(findings.filter((f) => ['anything', 'codebase', 'fetch'].includes(f.tool))).toEqual([]);
  });

  test('blocking: broken and renamed in structured files and code; never prose; never unlisted', () => {
    for (const f of findings) expect(f.blocking).toBe(f.rule !== 'reference-unlisted' && f.reference.kind !== 'prose');
    expect(findings.some((f) => f.reference.kind === 'prose' && f.rule === 'reference-broken')).toBe(true);
    expect(findings.some((f) => f.reference.kind === 'code' && f.rule === 'reference-renamed' && f.replacement === 'find_code')).toBe(true);
  });

  test('references already at the base are not new', () => {
    const again = matchReferences(refs, ctx, refs.slice(0, 3));
    expect(again.filter((f) => !f.new).map((f) => f.reference)).toEqual(findings.map((f) => f.reference).filter((r) => refs.slice(0, 3).includes(r)));
  });
});

describe('cases', () => {
  const ref = (o: Partial<ToolReference>): ToolReference => ({ file: 'f', line: 1, column: 1, text: 'x', format: 'claude-settings', where: 'w', kind: 'structured', ...o });
  const ctx: ReferenceContext = {
    servers: { a: { base: ['t1', 't2', 'old_x'], head: ['t1'], renamed: new Map() }, b: { base: ['u'] } },
    keys: { a: 'a', b: 'b' },
  };

  test('a glob breaks when it matched at the base and matches nothing at the head', () => {
    const out = matchReferences([ref({ serverKey: 'a', tool: 'old_*', wildcard: true, text: 'mcp__a__old_*' }), ref({ serverKey: 'a', tool: 't*', wildcard: true })], ctx);
    expect(out.map((f) => [f.rule, f.tool])).toEqual([['reference-broken', 'old_*']]);
  });

  test('a server whose head was not read gives nothing (unknown, not broken)', () => {
    expect(matchReferences([ref({ serverKey: 'b', tool: 'u' })], ctx)).toEqual([]);
  });

  test('replaceTool keeps the server part', () => {
    expect(replaceTool(ref({ text: 'mcp__a__t2', tool: 't2' }), 'new')).toBe('mcp__a__new');
    expect(replaceTool(ref({ text: 'a/t2', tool: 't2' }), 'n')).toBe('a/n');
  });
});

describe('server names are data: __proto__, constructor', () => {
  const ref = (serverKey: string, tool: string): ToolReference => ({
    file: '.claude/settings.json',
    line: 1,
    column: 1,
    text: `mcp__${serverKey}__${tool}`,
    format: 'claude-settings',
    where: 'permissions.allow[0]',
    serverKey,
    tool,
    kind: 'structured',
  });

  test('a server named __proto__ is a server like any other: its removed tool is a broken reference', () => {
    const base = JSON.parse('{"servers":{"__proto__":{"tools":[{"name":"wire_funds","inputSchema":{"type":"object"}},{"name":"ping","inputSchema":{"type":"object"}}]}}}');
    const head = JSON.parse('{"servers":{"__proto__":{"tools":[{"name":"ping","inputSchema":{"type":"object"}}]}}}');
    const b = parseSnapshot(base, 'base.json');
    const h = parseSnapshot(head, 'head.json');
    const keys = referenceKeys([{ id: '__proto__', transport: 'stdio', command: 'node' }] as never);
    expect(Object.hasOwn(keys, '__proto__')).toBe(true);
    const ctx = referenceContextOf(b, h, diffSnapshots(b, h).changes, keys);
    expect(Object.hasOwn(ctx.servers, '__proto__')).toBe(true);
    expect(matchReferences([ref('__proto__', 'wire_funds')], ctx).map((f) => f.rule)).toEqual(['reference-broken']);
  });

  test('a reference to "constructor" or "toString" names no configured server', () => {
    const keys = referenceKeys([{ id: 'github', transport: 'stdio', command: 'node' }] as never);
    expect(serverIdOf(keys, 'constructor')).toBeUndefined();
    expect(serverIdOf(keys, 'toString')).toBeUndefined();
    expect(serverIdOf(keys, 'github')).toBe('github');
  });
});
