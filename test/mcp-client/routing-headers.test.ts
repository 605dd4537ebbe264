import { decodeHeaderValue, encodeHeaderValue, routingHeaderProblem, routingHeaders } from '../../src/mcp-client/routing-headers.js';
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
