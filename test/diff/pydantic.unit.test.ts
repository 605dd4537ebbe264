import type { ToolDef } from '../../src/contract/types.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { defaultTitle } from '../../src/diff/rules/titles.js';

// The shapes pydantic writes (the Python SDK and FastMCP), checked without Python: test/cli/python-servers.test.ts
// runs the real servers where the packages can be installed.
const set = (...t: ToolDef[]) => ({ servers: { default: { tools: t } } });
const lines = (a: ToolDef, b: ToolDef) => diffSnapshots(set(a), set(b)).changes.map((c) => `${c.rule} ${c.path} ${c.pointer}`);
const search = (name: string, title: string, extra: Record<string, unknown> = {}): ToolDef => ({
  name: 'search_orders',
  inputSchema: { type: 'object', properties: { [name]: { type: 'string', title, description: 'Words to look for', ...extra } }, required: [name], title: 'search_ordersArguments' },
});

describe('pydantic shapes', () => {
  test("defaultTitle is pydantic's generated title: Python's str.title() with underscores as spaces", () => {
    expect(['search_query', 'query', 'userId', 'a1b_c', 'HTTPUrl'].map(defaultTitle)).toEqual(['Search Query', 'Query', 'Userid', 'A1B C', 'Httpurl']);
  });

  test('a rename carries the titles generated from the two names: one finding', () => {
    expect(lines(search('query', 'Query'), search('search_query', 'Search Query'))).toEqual(['param-renamed search_query /inputSchema/properties/search_query']);
  });

  test('a title of its own that changes with the rename is still reported', () => {
    expect(lines(search('query', 'Query'), search('search_query', 'Text to find'))).toEqual([
      'param-renamed search_query /inputSchema/properties/search_query',
      'title-changed search_query /inputSchema/properties/search_query/title',
    ]);
  });

  test('an optional written as anyOf [X, null] with default null: a narrowed enum inside is one enum-narrowed', () => {
    const status = (values: string[]): ToolDef => ({
      name: 't',
      inputSchema: { type: 'object', properties: { status: { anyOf: [{ enum: values, type: 'string' }, { type: 'null' }], default: null, title: 'Status' } } },
    });
    expect(lines(status(['open', 'shipped', 'cancelled']), status(['open', 'shipped']))).toEqual(['enum-narrowed status /inputSchema/properties/status/anyOf/0/enum']);
    expect(lines(status(['open']), status(['open']))).toEqual([]);
  });
});
