import { scanParamHeaders } from '../../src/contract/param-headers.js';
import {
  declarationsBeforeMoves,
  decodeHeaderValue,
  encodeHeaderValue,
  isParamHeader,
  paramHeaderProblem,
  paramHeaders,
  rewriteParamHeaders,
  routingHeaderProblem,
  routingHeaders,
} from '../../src/mcp-client/routing-headers.js';
import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION } from '../../src/model/protocol.js';
import { META_PROTOCOL_VERSION } from '../../src/mcp-client/era.js';

const envelope = { _meta: { [META_PROTOCOL_VERSION]: DISCOVER_ERA_VERSION } };
const call = (name: unknown, extra: object = envelope) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {}, ...extra } });
const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('Mcp-Name values', () => {
  test.each([
    ['search', 'search'],
    ['a b', 'a b'],
    [' padded', '=?base64?IHBhZGRlZA==?='],
    ['café', '=?base64?Y2Fmw6k=?='],
    ['=?base64?abc?=', '=?base64?PT9iYXNlNjQ/YWJjPz0=?='],
  ])('%j is sent as %j and read back', (value, header) => {
    expect(encodeHeaderValue(value)).toBe(header);
    expect(decodeHeaderValue(header)).toBe(value);
  });

  test('a sentinel that is not canonical Base64 of UTF-8 is invalid', () => {
    expect(decodeHeaderValue('=?base64?Y2Fmw6k?=')).toBeUndefined(); // no padding
    expect(decodeHeaderValue('=?base64?/w==?=')).toBeUndefined(); // 0xFF is not UTF-8
    expect(decodeHeaderValue('  search\t')).toBe('search'); // optional whitespace around a field value
  });

  test('a client sends Mcp-Method always and Mcp-Name for the methods that name a target', () => {
    expect(routingHeaders({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'café' } })).toEqual({ 'mcp-method': 'tools/call', 'mcp-name': '=?base64?Y2Fmw6k=?=' });
    expect(routingHeaders({ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'file:///a' } })).toEqual({ 'mcp-method': 'resources/read', 'mcp-name': 'file:///a' });
    expect(routingHeaders({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })).toEqual({ 'mcp-method': 'tools/list' });
    expect(routingHeaders({ jsonrpc: '2.0', id: 1, result: {} })).toEqual({});
  });
});

describe('routing headers against the body', () => {
  test('headers that mirror the body pass, in either era', () => {
    expect(routingHeaderProblem(headers({ 'mcp-method': 'tools/call', 'mcp-name': 'search' }), call('search'))).toBeUndefined();
    expect(routingHeaderProblem(headers({ 'mcp-method': 'tools/call', 'mcp-name': '=?base64?Y2Fmw6k=?=' }), call('café'))).toBeUndefined();
    expect(routingHeaderProblem(headers({}), call('search', {}))).toBeUndefined(); // a 2025 client sends none
    expect(routingHeaderProblem(headers({ 'mcp-protocol-version': INITIALIZE_ERA_VERSION }), call('search', {}))).toBeUndefined();
  });

  test.each([
    ['a name that disagrees', { 'mcp-method': 'tools/call', 'mcp-name': 'read_file' }, call('delete_file'), /params\.name="delete_file" but the Mcp-Name header names "read_file"/],
    ['a method that disagrees', { 'mcp-method': 'tools/list', 'mcp-name': 'x' }, call('x'), /method "tools\/call" but the Mcp-Method header says "tools\/list"/],
    ['a 2026 request without Mcp-Method', { 'mcp-name': 'x' }, call('x'), /required Mcp-Method header is absent/],
    ['a 2026 request without Mcp-Name', { 'mcp-method': 'tools/call' }, call('x'), /required Mcp-Name header is absent/],
    ['a 2026 request by its version header alone', { 'mcp-protocol-version': DISCOVER_ERA_VERSION }, call('x', {}), /Mcp-Method header is absent/],
    ['a bad sentinel', { 'mcp-method': 'tools/call', 'mcp-name': '=?base64?!!?=' }, call('x'), /invalid Base64 sentinel/],
    ['a name header on a 2025 request that disagrees', { 'mcp-name': 'read_file' }, call('delete_file', {}), /Mcp-Name header names "read_file"/],
    [
      'a name header when the body names nothing',
      { 'mcp-method': 'tools/call', 'mcp-name': 'read_file' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: envelope },
      /params\.name=null but the Mcp-Name header names "read_file"/,
    ],
  ])('%s is refused', (_what, h, message, why) => {
    expect(routingHeaderProblem(headers(h), message)).toMatch(why);
  });

  test('notifications, responses and bodies that are not requests are not judged here', () => {
    expect(routingHeaderProblem(headers({ 'mcp-method': 'x' }), { jsonrpc: '2.0', method: 'notifications/initialized' })).toBeUndefined();
    expect(routingHeaderProblem(headers({ 'mcp-method': 'x' }), { jsonrpc: '2.0', id: 1, result: {} })).toBeUndefined();
    expect(routingHeaderProblem(headers({ 'mcp-method': 'x' }), [call('x')])).toBeUndefined();
    expect(routingHeaderProblem(headers({ 'mcp-method': 'constructor' }), { jsonrpc: '2.0', id: 1, method: 'constructor', params: envelope })).toBeUndefined();
  });
});

describe('parameters mirrored into headers (x-mcp-header)', () => {
  const declarations = scanParamHeaders({
    type: 'object',
    properties: {
      region: { type: 'string', 'x-mcp-header': 'Region' },
      shard: { type: 'integer', 'x-mcp-header': 'Shard' },
      dry: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
      opts: { type: 'object', properties: { tenant: { type: 'string', 'x-mcp-header': 'Tenant' } } },
      query: { type: 'string' },
    },
  }).declarations;

  test("a call's headers: strings as they are (or their sentinel), integers in decimal, booleans in lower case, nested by path; absent or null: none", () => {
    expect(paramHeaders(declarations, { region: 'eu-west1', shard: -7, dry: false, opts: { tenant: ' acme ' }, query: 'SELECT 1' })).toEqual({
      'mcp-param-region': 'eu-west1',
      'mcp-param-shard': '-7',
      'mcp-param-dry-run': 'false',
      'mcp-param-tenant': '=?base64?IGFjbWUg?=',
    });
    expect(paramHeaders(declarations, { region: null, opts: 'x', query: 'q' })).toEqual({});
    expect(paramHeaders(declarations, { shard: 2 ** 60 })).toEqual({}); // past the safe integers: not sent
  });

  test('headers that mirror the body pass; an integer is compared as a number; arguments the body leaves out need no header', () => {
    const args = { region: 'Zürich', shard: 42 };
    expect(paramHeaderProblem(headers({ 'mcp-param-region': '=?base64?WsO8cmljaA==?=', 'mcp-param-shard': '42.0' }), declarations, args)).toBeUndefined();
    expect(paramHeaderProblem(headers({ 'mcp-param-region': 'x' }), declarations, {})).toBeUndefined();
  });

  test.each([
    ['a value that disagrees', { 'mcp-param-region': 'us-east1', 'mcp-param-shard': '1' }, /Mcp-Param-Region header says "us-east1" but the body carries region="eu"/],
    ['a missing header', { 'mcp-param-shard': '1' }, /body carries region="eu" but the Mcp-Param-Region header is absent/],
    ['a number that differs', { 'mcp-param-region': 'eu', 'mcp-param-shard': '1.5' }, /Mcp-Param-Shard header says "1.5"/],
    ['a bad sentinel', { 'mcp-param-region': '=?base64?*?=', 'mcp-param-shard': '1' }, /invalid Base64 sentinel/],
  ])('%s is refused', (_what, h, why) => {
    expect(paramHeaderProblem(headers(h), declarations, { region: 'eu', shard: 1 })).toMatch(why);
  });

  test('a caller held to the old definition (a translated rename) may leave a header out, never send a wrong one', () => {
    const old = declarationsBeforeMoves(declarations, [{ from: 'area', to: 'region' }]);
    expect(old[0]).toEqual({ path: ['area'], header: 'Region', type: 'string' });
    expect(paramHeaderProblem(headers({}), old, { area: 'eu' }, { requirePresent: false })).toBeUndefined();
    expect(paramHeaderProblem(headers({ 'mcp-param-region': 'us' }), old, { area: 'eu' }, { requirePresent: false })).toMatch(/says "us" but the body carries area="eu"/);
  });

  test('the proxy rebuilds the declared headers from the arguments it forwards and keeps the ones no declaration names', () => {
    const given = { 'mcp-method': 'tools/call', 'mcp-param-region': 'eu', 'Mcp-Param-Shard': '1', 'mcp-param-trace': 'abc' };
    expect(rewriteParamHeaders(given, declarations, { region: 'us', shard: 2 })).toEqual({ 'mcp-method': 'tools/call', 'mcp-param-trace': 'abc', 'mcp-param-region': 'us', 'mcp-param-shard': '2' });
    expect(isParamHeader('Mcp-Param-X')).toBe(true);
    expect(isParamHeader('mcp-name')).toBe(false);
  });
});
