import { ConfigError, parseConfig } from '../../src/config/index.js';
import { listingDifferences } from '../../src/contract/listing-compare.js';
import { buildLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import type { ServerSnapshot, ToolDef } from '../../src/contract/types.js';
import { comparePrincipals, withReread } from '../../src/discovery/principals.js';
import { defaultConfig } from '../../src/config/index.js';
import { judge } from '../../src/policy/judge.js';
import { withoutVaryingServers } from '../../src/policy/listing-varies.js';
import { launchChangedFindings } from '../../src/policy/launch.js';
import { launchKey } from '../../src/model/launch.js';

/**
 * Listings by caller, without a server: how the reads of one server under several principals (or twice) are compared,
 * which findings that gives, what `pin` makes of it, and how the config's `principals` are read.
 */
const tool = (name: string, description = `The ${name} tool.`): ToolDef => ({ name, description, inputSchema: { type: 'object' } });
const snap = (...tools: ToolDef[]): ServerSnapshot => ({ tools });

describe('listingDifferences', () => {
  it('names each entry only one read lists, and each that differs, sorted', () => {
    const a = snap(tool('search'), tool('whoami'), tool('delete_all'));
    const b = snap(tool('search', 'Search, now for users.'), tool('whoami'), tool('claude_memory'));
    expect(listingDifferences(a, b, ['ci', 'user'])).toEqual(["tool 'claude_memory': only under 'user'", "tool 'delete_all': only under 'ci'", "tool 'search': differs"]);
  });

  it('finds none where the lockfile would pin the same entries (order, `_meta` and key order are no difference)', () => {
    const a = snap({ ...tool('a'), _meta: { requestId: 1 } }, tool('b'));
    const b = snap(tool('b'), { inputSchema: { type: 'object' }, description: 'The a tool.', name: 'a', _meta: { requestId: 2 } });
    expect(listingDifferences(a, b, ['x', 'y'])).toEqual([]);
  });

  it('compares prompts and instructions too', () => {
    const a: ServerSnapshot = { tools: [], prompts: [{ name: 'p' }], instructions: 'Be brief.' };
    const b: ServerSnapshot = { tools: [], prompts: [], instructions: 'Be verbose.' };
    expect(listingDifferences(a, b, ['x', 'y'])).toEqual(["prompt 'p': only under 'x'", 'the server instructions: differ']);
  });
});

describe('comparePrincipals and withReread', () => {
  it('keeps the first principal’s listing and records each principal that differs from it', () => {
    const out = comparePrincipals([
      ['ci', snap(tool('search'))],
      ['same', snap(tool('search'))],
      ['admin', snap(tool('search'), tool('delete_all'))],
    ]);
    expect(out.tools.map((t) => t.name)).toEqual(['search']);
    expect(out.listingVaries).toEqual([{ kind: 'principals', between: ['ci', 'admin'], entries: ["tool 'delete_all': only under 'admin'"] }]);
  });

  it('records nothing when every principal agrees', () => {
    expect(
      comparePrincipals([
        ['a', snap(tool('x'))],
        ['b', snap(tool('x'))],
      ]).listingVaries,
    ).toBeUndefined();
  });

  it('a second read that differs is a reread variation, named by its principal once principals are compared', () => {
    const first = withReread(snap(tool('search')), snap(tool('search'), tool('late_tool')));
    expect(first.listingVaries).toEqual([{ kind: 'reread', between: ['the first read', 'the second read'], entries: ["tool 'late_tool': only under the second read"] }]);
    expect(withReread(snap(tool('search')), snap(tool('search'))).listingVaries).toBeUndefined();
    const named = comparePrincipals([['ci', first]]);
    expect(named.listingVaries).toEqual([{ ...first.listingVaries![0]!, principal: 'ci' }]);
  });

  it('a second read that fails fails the server (fail closed: nothing to compare is not agreement)', () => {
    const out = withReread(snap(tool('a')), { tools: [], error: { message: 'the server exited with code 1 during tools/list' } });
    expect(out.error?.message).toBe('the second read failed: the server exited with code 1 during tools/list');
  });
});

describe('listing-varies findings', () => {
  const config = defaultConfig();
  const varying: ServerSnapshot = {
    tools: [tool('search')],
    listingVaries: [{ kind: 'principals', between: ['ci', 'admin'], entries: ["tool 'delete_all': only under 'admin'"] }],
  };

  it('block by default, naming the principals and the entries, whatever the baseline', () => {
    const { evaluation } = judge({ before: { servers: { docs: snap(tool('search')) } }, after: { servers: { docs: varying } }, config, today: '2026-12-02' });
    const found = evaluation.findings.filter((f) => f.rule === 'listing-varies');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ server: 'docs', severity: 'silent', blocking: true, entity: 'server' });
    expect(found[0]!.message).toBe(
      "the listing under principal 'ci' differs from the one under principal 'admin' (not declared: set listing-varies: expected to pin each): tool 'delete_all': only under 'admin'",
    );
    expect(evaluation.summary.silent).toBeGreaterThan(0);
  });

  it('a reread variation names the principal it was read under', () => {
    const reread: ServerSnapshot = { tools: [], listingVaries: [{ kind: 'reread', between: ['the first read', 'the second read'], principal: 'ci', entries: ["tool 'x': differs"] }] };
    const { evaluation } = judge({ before: { servers: { docs: reread } }, after: { servers: { docs: reread } }, config, today: '2026-12-02' });
    expect(evaluation.findings.map((f) => f.message)).toEqual(["a second read under principal 'ci' listed something else than the first: tool 'x': differs"]);
  });

  it('pin does not pin a varying server: it is a failed read, with the fix, and the lockfile keeps the previous entry', () => {
    const set = withoutVaryingServers({ servers: { docs: varying, other: snap(tool('a')) } });
    expect(set.servers.other).toEqual(snap(tool('a')));
    expect(set.servers.docs!.error?.message).toMatch(/^not pinned: its listing varies \(listing-varies\): the listing under principal 'ci' differs .*listing-varies: expected/);
    const previous = buildLockfile({ servers: { docs: snap(tool('search')) } });
    expect(buildLockfile(set, previous).servers.docs).toEqual(previous.servers.docs);
  });

  it('is never written to the lockfile: an entry without principals pins byte for byte as before', () => {
    const plain = serializeLockfile(buildLockfile({ servers: { docs: snap(tool('search')) } }));
    expect(serializeLockfile(buildLockfile({ servers: { docs: { ...snap(tool('search')), listingVaries: [] } } }))).toBe(plain);
  });
});

describe('config: principals', () => {
  const entry = (extra: string) => `servers:\n  - id: docs\n    command: node\n    args: [server.js]\n    env: { BASE: "1" }\n${extra}`;
  const problems = (text: string): string[] => {
    try {
      parseConfig(text, 'gate.yml', { env: { CI_TOKEN: 'ci-secret', USER_TOKEN: 'user-secret' } });
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.map((p) => `${p.key}: ${p.message}`);
      throw err;
    }
    throw new Error('expected a ConfigError');
  };

  it('undeclared: one server, read under each principal with its env over the entry’s and its client name', () => {
    const text = entry('    reread: true\n    principals:\n      - { name: ci, env: { TOKEN: "${CI_TOKEN}" } }\n      - { name: user, env: { TOKEN: "${USER_TOKEN}" }, client-name: claude-code }\n');
    const config = parseConfig(text, 'gate.yml', { env: { CI_TOKEN: 'ci-secret', USER_TOKEN: 'user-secret' } });
    expect(config.servers.map((s) => s.id)).toEqual(['docs']);
    const [server] = config.servers;
    expect(server!.env).toEqual({ BASE: '1' });
    expect(server!.reread).toBe(true);
    expect(server!.principals).toEqual([
      { name: 'ci', env: { BASE: '1', TOKEN: 'ci-secret' } },
      { name: 'user', env: { BASE: '1', TOKEN: 'user-secret' }, clientName: 'claude-code' },
    ]);
    // the launch as written, with the principals' names (no principal's value is part of it) and the second read
    expect(server!.launch).toEqual({ transport: 'stdio', command: 'node', args: ['server.js'], env: ['BASE'], principals: ['ci', 'user'], reread: true });
  });

  it('declared (listing-varies: expected): one server per principal, <id>#<principal>, recorded as the principal', () => {
    const text = entry('    listing-varies: expected\n    principals:\n      - { name: ci, env: { TOKEN: "${CI_TOKEN}" } }\n      - { name: user, client-name: cursor }\n');
    const config = parseConfig(text, 'gate.yml', { env: { CI_TOKEN: 'ci-secret' } });
    expect(config.servers.map((s) => [s.id, s.variant, s.env, s.clientName])).toEqual([
      ['docs#ci', { name: 'ci', of: 'docs', principal: true }, { BASE: '1', TOKEN: 'ci-secret' }, undefined],
      ['docs#user', { name: 'user', of: 'docs', principal: true }, { BASE: '1' }, 'cursor'],
    ]);
    // a policy entry may name a principal's server
    expect(() => parseConfig(`${text}policy:\n  ignore:\n    - { server: "docs#user", tool: x, rule: tool-added, reason: r }\n`, 'gate.yml', { env: { CI_TOKEN: 'x' } })).not.toThrow();
  });

  it('bad input names the key and the fix', () => {
    expect(problems(entry('    principals:\n      - { name: a, headers: { Authorization: x } }\n      - { name: a }\n'))).toEqual([
      'servers[0].principals[0].headers: servers[0].principals[0].headers only applies to remote servers (url); set env instead',
      'servers[0].principals[1].name: servers[0].principals[1].name "a" is already the name of an earlier principal; principal names must be unique',
    ]);
    expect(problems(entry('    listing-varies: expected\n'))).toEqual([
      'servers[0].listing-varies: servers[0].listing-varies declares that the principals see different listings, but the entry lists no principals: add principals, or remove listing-varies',
    ]);
    expect(problems('servers:\n  - id: r\n    url: http://127.0.0.1:1/mcp\n    principals:\n      - { name: a, client-name: cursor, env: { X: "1" } }\n')).toEqual([
      "servers[0].principals[0].env: servers[0].principals[0].env only applies to servers started with command; a remote server's principals set headers instead",
    ]); // client-name is sent to remote servers too
    expect(problems(entry('    principals:\n      - { name: a, env: { T: "${NOT_SET}" } }\n'))[0]).toMatch(/^servers\[0\]\.principals\[0\]\.env\.T: /);
  });

  it('remote principals set headers over the entry’s', () => {
    const config = parseConfig(
      'servers:\n  - id: r\n    url: http://127.0.0.1:1/mcp\n    headers: { X-Org: acme }\n    principals:\n      - { name: ci, headers: { Authorization: "Bearer ${CI_TOKEN}" } }\n',
      'gate.yml',
      {
        env: { CI_TOKEN: 'ci-secret' },
      },
    );
    expect(config.servers[0]!.principals).toEqual([{ name: 'ci', headers: { 'X-Org': 'acme', Authorization: 'Bearer ci-secret' } }]);
  });

  it('dropping principals or reread from an entry is a changed launch (a pull request cannot quietly stop the check)', () => {
    const read = (extra: string) => parseConfig(entry(extra), 'gate.yml', { env: { CI_TOKEN: 'a', USER_TOKEN: 'b' } }).servers[0]!;
    const checked = read('    reread: true\n    principals:\n      - { name: ci, env: { TOKEN: "${CI_TOKEN}" } }\n      - { name: user, env: { TOKEN: "${USER_TOKEN}" } }\n');
    const plain = read('');
    const before = { servers: { docs: { tools: [], launch: checked.launch! } } };
    const after = { servers: { docs: { tools: [], launch: plain.launch! } } };
    const { findings } = launchChangedFindings(before, after);
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      ['server-launch-changed', 'server launch changed (principals, reread): it ran node server.js (env BASE; principals ci, user; read twice), it now runs node server.js (env BASE)'],
    ]);
    // an entry without principals or reread keeps the launch key it always had
    expect(launchKey(plain.launch!)).toBe(JSON.stringify(['stdio', 'node', ['server.js'], null, ['BASE'], null, null]));
  });

  it('in an MCP client config, under x-mcp-contract-gate (problems name that key)', () => {
    const mcp = (gate: object) => JSON.stringify({ mcpServers: { docs: { command: 'node', args: ['server.js'], 'x-mcp-contract-gate': gate } } });
    const config = parseConfig(mcp({ 'listing-varies': 'expected', principals: [{ name: 'ci', env: { TOKEN: '${CI_TOKEN}' } }, { name: 'user' }] }), '.mcp.json', { env: { CI_TOKEN: 'ci-secret' } });
    expect(config.servers.map((s) => [s.id, s.env])).toEqual([
      ['docs#ci', { TOKEN: 'ci-secret' }],
      ['docs#user', undefined],
    ]);
    try {
      parseConfig(mcp({ principals: [{ name: 'a' }, { name: 'a' }] }), '.mcp.json', { env: {} });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((p) => p.key)).toEqual(['mcpServers.docs.x-mcp-contract-gate.principals[1].name']);
    }
  });
});
