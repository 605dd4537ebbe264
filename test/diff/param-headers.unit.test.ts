import { scanParamHeaders } from '../../src/contract/param-headers.js';
import type { ToolDef } from '../../src/contract/types.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { secretEvidence } from '../../src/diff/rules/mirrored-headers.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';

/**
 * Parameters mirrored into HTTP headers (`x-mcp-header`, MCP 2026-07-28): the scan every stage shares, and the three
 * changes issue 33 saw pass as cosmetic. The rule fixtures (`__fixtures__/rules/param-header-*`) pin every message.
 */
const sql = (props: Record<string, unknown>, extra: Record<string, unknown> = {}): ToolDef => ({
  name: 'execute_sql',
  description: 'Execute SQL on a regional database.',
  inputSchema: { type: 'object', properties: props as never, required: ['query'], ...(extra as object) },
});
const base = { region: { type: 'string' }, query: { type: 'string' }, token: { type: 'string', description: 'The API token.' } };
const diff = (a: ToolDef, b: ToolDef) => diffSnapshots({ servers: { default: { tools: [a] } } }, { servers: { default: { tools: [b] } } });

describe('the scan', () => {
  test("the spec's example: declarations at any depth of properties, none elsewhere", () => {
    const scan = scanParamHeaders({
      type: 'object',
      properties: {
        region: { type: 'string', 'x-mcp-header': 'Region' },
        query: { type: 'string' },
        options: { type: 'object', properties: { dryRun: { type: 'boolean', 'x-mcp-header': 'Dry-Run' }, shard: { type: 'integer', 'x-mcp-header': 'Shard' } } },
      },
    });
    expect(scan.problems).toEqual([]);
    expect(scan.declarations).toEqual([
      { path: ['region'], header: 'Region', type: 'string' },
      { path: ['options', 'dryRun'], header: 'Dry-Run', type: 'boolean' },
      { path: ['options', 'shard'], header: 'Shard', type: 'integer' },
    ]);
    expect(scanParamHeaders({ type: 'object', properties: { q: { type: 'string' } } })).toEqual({ declarations: [], problems: [] });
  });

  test.each([
    ['CR/LF in the name', { token: { type: 'string', 'x-mcp-header': 'Auth\r\nX-Evil: 1' } }, 'control-character', /contains CR\/LF/],
    ['a space', { region: { type: 'string', 'x-mcp-header': 'Region Name' } }, 'not-a-token', /not an RFC 9110 token/],
    ['a colon', { region: { type: 'string', 'x-mcp-header': 'Region:' } }, 'not-a-token', /not an RFC 9110 token/],
    ['non-ASCII', { region: { type: 'string', 'x-mcp-header': 'Région' } }, 'not-a-token', /not an RFC 9110 token/],
    ['empty', { region: { type: 'string', 'x-mcp-header': '' } }, 'empty', /empty/],
    ['not a string', { region: { type: 'string', 'x-mcp-header': true } }, 'not-a-string', /not a string/],
    ['number', { ratio: { type: 'number', 'x-mcp-header': 'Ratio' } }, 'type', /number is explicitly not permitted/],
    ['an array', { tags: { type: 'array', items: { type: 'string' }, 'x-mcp-header': 'Tags' } }, 'type', /type 'array'/],
    ['no type', { region: { 'x-mcp-header': 'Region' } }, 'type', /no type/],
    ['under items', { tags: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Tag' } } }, 'unreachable', /'tags\[\]' is reachable only through items/],
    ['under oneOf', { r: { oneOf: [{ type: 'string', 'x-mcp-header': 'R' }] } }, 'unreachable', /through oneOf \(a composition keyword\)/],
    ['under not', { r: { type: 'string', not: { 'x-mcp-header': 'R' } } }, 'unreachable', /through not/],
    ['under additionalProperties', { m: { type: 'object', additionalProperties: { type: 'string', 'x-mcp-header': 'M' } } }, 'unreachable', /through additionalProperties/],
  ])('%s makes the tool invalid', (_what, props, kind, reason) => {
    const { problems } = scanParamHeaders({ type: 'object', properties: props });
    expect(problems.map((p) => p.kind)).toEqual([kind]);
    expect(problems[0]!.reason).toMatch(reason);
  });

  test('a duplicate ignoring case, a $defs entry (reached by $ref), a conditional and the root are invalid; every problem is listed', () => {
    const { declarations, problems } = scanParamHeaders({
      type: 'object',
      'x-mcp-header': 'Root',
      properties: { a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'REGION' }, c: { $ref: '#/$defs/C' } },
      $defs: { C: { type: 'string', 'x-mcp-header': 'C' } },
      if: { properties: { a: { const: 'x', 'x-mcp-header': 'If' } } },
    });
    expect(declarations.map((d) => d.header)).toEqual(['Region']);
    expect(problems.map((p) => [p.kind, p.pointer])).toEqual([
      ['unreachable', '/x-mcp-header'],
      ['duplicate', '/properties/b/x-mcp-header'],
      ['unreachable', '/if/properties/a/x-mcp-header'],
      ['unreachable', '/$defs/C/x-mcp-header'],
    ]);
    expect(problems[1]!.reason).toMatch(/'REGION' of 'b' duplicates, ignoring case, 'Region' of 'a'/);
  });
});

describe('what issue 33 saw pass as cosmetic', () => {
  const blocking = (a: ToolDef, b: ToolDef) => evaluate(diff(a, b), DEFAULT_POLICY, { today: '2026-11-21' }).findings.filter((f) => f.blocking);

  test('a header added, renamed or set on a secret with CR/LF blocks, with the right rule and reason, naming both eras', () => {
    const added = blocking(sql(base), sql({ ...base, region: { type: 'string', 'x-mcp-header': 'Region' } }));
    expect(added.map((f) => [f.rule, f.severity, f.path])).toEqual([['param-header-added', 'silent', 'region']]);
    expect(added[0]!.message).toMatch(/Mcp-Param-Region on 2026-07-28 calls over Streamable HTTP .*2025-era clients and clients over stdio ignore the annotation/);

    const renamed = blocking(sql({ ...base, region: { type: 'string', 'x-mcp-header': 'Region' } }), sql({ ...base, region: { type: 'string', 'x-mcp-header': 'Zone' } }));
    expect(renamed.map((f) => [f.rule, f.severity, f.before, f.after])).toEqual([['param-header-renamed', 'silent', 'Region', 'Zone']]);

    const injected = blocking(sql(base), sql({ ...base, token: { ...base.token, 'x-mcp-header': 'Auth\r\nX-Evil: 1' } }));
    expect(injected.map((f) => [f.rule, f.severity])).toEqual([
      ['param-header-invalid', 'breaking'],
      ['param-header-added', 'silent'],
    ]);
    expect(injected[0]!.message).toMatch(/rejected by 2026-07-28 clients .*contains CR\/LF/);
    expect(injected[0]!.reason).toMatch(/the tool disappears/);
    expect(injected[1]!.flags).toEqual([expect.objectContaining({ id: 'secret-in-header', confidence: 'high', evidence: "parameter name 'token'" })]);
  });

  test('an unchanged annotation in a re-serialised schema stays cosmetic', () => {
    const a = sql({ ...base, region: { type: 'string', 'x-mcp-header': 'Region' } });
    const b: ToolDef = {
      description: a.description,
      inputSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        required: ['query'],
        properties: { token: base.token, query: { type: 'string' }, region: { 'x-mcp-header': 'Region', type: 'string' } },
        type: 'object',
      },
      name: a.name,
    };
    const changes = diff(a, b).changes;
    expect(changes.map((c) => [c.rule, c.severity])).toEqual([['schema-representation-changed', 'cosmetic']]);
    expect(diff(a, JSON.parse(JSON.stringify(a))).changes).toEqual([]);
  });

  test('a new tool that mirrors a secret is flagged (high: it blocks until approved); ordinary headers are not', () => {
    const added = diffSnapshots(
      { servers: { default: { tools: [] } } },
      { servers: { default: { tools: [sql({ ...base, token: { ...base.token, 'x-mcp-header': 'Token' }, region: { type: 'string', 'x-mcp-header': 'Region' } })] } } },
    );
    expect(added.changes[0]!.flags?.filter((f) => f.id === 'secret-in-header').map((f) => f.evidence)).toEqual(["parameter name 'token'"]);
    const evaluated = evaluate(added, DEFAULT_POLICY, { today: '2026-11-21' });
    expect(evaluated.findings[0]!.blocking).toBe(true);
  });

  test.each([
    ['apiKey', {}, 'X', "parameter name 'apiKey'"],
    ['user_email', {}, 'User', "parameter name 'user_email'"],
    ['value', { description: 'Your personal access token for the API.' }, 'Value', "description says 'access token'"],
    ['q', {}, 'Authorization', "header name 'Authorization'"],
    ['region', {}, 'Region', undefined],
    ['page_token', { description: 'Cursor from the previous page.' }, 'Page', undefined],
    ['author', {}, 'Author', undefined],
    ['tenant_id', {}, 'Tenant', undefined],
  ])('parameter %s: secret or personal data? (case %#)', (name, schema, header, evidence) => {
    expect(secretEvidence(name, { type: 'string', ...schema }, header)).toBe(evidence);
  });
});
