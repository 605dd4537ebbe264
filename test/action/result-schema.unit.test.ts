import { resultProblems } from '../../src/action/result-schema.js';
import { mergeResults, parseResult } from '../../src/action/result.js';

const valid = () => ({
  format: 'mcp-contract-gate/discovery@1',
  toolVersion: '1.0.0',
  pullRequest: 7,
  baseSha: 'a'.repeat(40),
  headSha: 'b'.repeat(40),
  config: { path: '.github/mcp-contract-gate.yml', sha256: 'c'.repeat(64) },
  shard: { servers: ['s'], of: ['s'] },
  baselineFrom: 'base-lockfile',
  after: { servers: { s: { tools: [{ name: 'x' }, 'not even a tool: the engine reports it'] } } },
  probes: { head: { ref: 'head', results: [{ id: 'c', server: 's', status: 'pass' }], passed: 1, total: 1 } },
  notes: [],
});

describe('a discovery result is parsed against a strict schema', () => {
  test('a result as the discover job writes it fits', () => expect(resultProblems(valid())).toBeUndefined());
  test('with the server instructions and the launched package it resolved', () => {
    const r = valid();
    Object.assign(r.after.servers.s, {
      instructions: 'Use search first.',
      package: { manager: 'npx', name: '@acme/x', requested: 'none', resolved: '1.2.3', integrity: 'sha512-abc' },
    });
    expect(resultProblems(r)).toBeUndefined();
    Object.assign(r.after.servers.s, { package: { manager: 'npx', name: '@acme/x', integrity: 'unknown', reason: 'npm view timed out after 20 s' } });
    expect(resultProblems(r)).toBeUndefined();
  });
  test.each<[string, (r: ReturnType<typeof valid> & Record<string, unknown>) => void, RegExp]>([
    ['an unknown key', (r) => (r.approvedBy = 'maint'), /approvedBy|Unrecognized/],
    ['a count that is a string', (r) => ((r.probes.head as Record<string, unknown>).passed = '**Approved**'), /probes\.head\.passed/],
    ['counts that do not count', (r) => (r.probes.head.total = 5), /"passed" and "total"/],
    ['a status that is not one', (r) => ((r.probes.head.results[0] as Record<string, unknown>).status = 'approved'), /status/],
    ['a pull request number as text', (r) => ((r as Record<string, unknown>).pullRequest = '7'), /pullRequest/],
    ['a SHA that is Markdown', (r) => (r.headSha = '[click](https://evil.example)'), /headSha/],
    ['an over-long note', (r) => ((r as Record<string, unknown>).notes = ['x'.repeat(100_000)]), /notes\.0/],
    ['an unknown key in a snapshot', (r) => ((r.after.servers.s as Record<string, unknown>).approved = true), /after\.servers\.s/],
    ['an unknown key in a package', (r) => ((r.after.servers.s as Record<string, unknown>).package = { manager: 'npx', name: 'x', approved: true }), /after\.servers\.s\.package/],
  ])('%s is refused, with its path', (_what, edit, path) => {
    const r = valid() as ReturnType<typeof valid> & Record<string, unknown>;
    edit(r);
    expect((resultProblems(r) ?? []).join('\n')).toMatch(path);
  });
});

test('a server named "__proto__" is merged as a server like any other (its own key, not the prototype)', () => {
  const r = valid();
  r.shard = { servers: ['__proto__'], of: ['__proto__'] };
  r.after = JSON.parse('{"servers":{"__proto__":{"tools":[{"name":"wire_funds"}]}}}');
  r.probes.head.results[0]!.server = '__proto__';
  const result = parseResult(JSON.stringify(r), 'd.json');
  const merged = mergeResults([{ file: 'd.json', result }], { pullRequest: 7, headSha: 'b'.repeat(40), baseSha: 'a'.repeat(40), configSha256: 'c'.repeat(64), servers: ['__proto__'] });
  expect(Object.keys(merged.after.servers)).toEqual(['__proto__']);
  expect(Object.getPrototypeOf(merged.after.servers)).toBe(Object.prototype);
});
