import { discoverServer } from '../../src/discovery/index.js';
import { ROOT } from '../support/paths.js';
import { scenarioServer, stdioServer } from './helpers.js';

const opts = { rootDir: ROOT, killGraceMs: 300 };

describe('server faults become snapshot errors, never exceptions', () => {
  test('a server that crashes at initialize: its exit code and stderr', async () => {
    const snapshot = await discoverServer(stdioServer('crash', 'crash-server.mjs'), opts);
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.error).toEqual({
      message: 'the server exited with code 3 during initialize: crash-server: fatal: cannot open database /var/lib/reviews.db (ENOENT)',
      exitCode: 3,
      signal: null,
      stderr: 'crash-server: fatal: cannot open database /var/lib/reviews.db (ENOENT)',
    });
  });

  test('a server that exits before the client writes anything', async () => {
    const snapshot = await discoverServer(stdioServer('crash', 'crash-server.mjs', ['--immediate']), opts);
    expect(snapshot.error).toMatchObject({ exitCode: 3, stderr: expect.stringContaining('fatal: cannot open database') });
    expect(snapshot.error!.message).toMatch(/^the server exited with code 3 during initialize: crash-server: fatal: cannot open database/);
  });

  test('the cause leads the message, not the stack frames that end stderr (a missing API key)', async () => {
    const snapshot = await discoverServer(stdioServer('search', 'missing-key-server.mjs'), opts);
    expect(snapshot.error!.message).toMatch(/^the server exited with code 1 during .*: Error: TAVILY_API_KEY environment variable is required$/);
    const tail = snapshot.error!.stderr!.trim().split('\n').slice(-3).join('\n');
    expect(tail).not.toContain('TAVILY_API_KEY'); // what a five-line tail would have shown: frames
  });

  test('a server that never answers: timed out (it never wrote on stdout), with the last 20 lines of stderr', async () => {
    // launched directly: no start budget, its answering budget runs from spawn
    const snapshot = await discoverServer(stdioServer('hang', 'hang-server.mjs', [], { timeoutMs: 1500, startTimeoutMs: 60_000 }), opts);
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.error).toMatchObject({
      message: expect.stringMatching(
        /^timed out after 1\.5 s waiting for .*: the server wrote nothing on stdout \(launched directly, not through a package runner, it has timeout from spawn and no start budget\): raise timeout for this server, or pass --timeout$/,
      ),
      timedOut: true,
    });
    const lines = snapshot.error!.stderr!.split('\n');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe('hang-server: loading plugin 11 of 30');
    expect(lines[19]).toBe('hang-server: loading plugin 30 of 30');
  });

  test('a banner on stdout is skipped, as the SDK clients do, and reported as a warning that quotes it', async () => {
    const snapshot = await discoverServer(stdioServer('noise', 'noise-server.mjs'), opts);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.name)).toEqual(['ping']);
    expect(snapshot.warnings).toEqual([
      'the server wrote 1 line on stdout that is not JSON-RPC (skipped): "Reviews MCP server v2.1.0 starting on stdio..."; stdout carries only protocol messages, logs belong on stderr',
    ]);
  });

  test('a JSON-RPC error answered to the opening is reported with its code and message, not as the exit that follows', async () => {
    const snapshot = await discoverServer(stdioServer('refuse', 'refuse-server.mjs'), opts);
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.error!.message).toBe('initialize failed: MCP error -32603: license expired for this host');
  });

  test('a cursor that repeats is an error, not an endless loop', async () => {
    const snapshot = await discoverServer(stdioServer('endless', 'endless-pagination-server.mjs'), opts);
    expect(snapshot.tools).toEqual([]);
    expect(snapshot.error!.message).toBe('tools/list returned the same nextCursor "again" on pages 1 and 2; the server\'s pagination never ends');
  });

  test('pagination that never ends with ever-new cursors stops at the page limit', async () => {
    const snapshot = await discoverServer(stdioServer('endless', 'endless-pagination-server.mjs', ['--distinct']), { ...opts, listLimits: { maxPages: 25, maxItems: 100_000 } });
    expect(snapshot.error!.message).toBe('tools/list was still paginating after 25 pages (25 items); stopped there');
  });

  test('too many tools stops at the item limit', async () => {
    const snapshot = await discoverServer(stdioServer('many', 'many-tools-server.mjs', ['--count', '1000']), { ...opts, listLimits: { maxPages: 1000, maxItems: 450 } });
    expect(snapshot.error!.message).toBe('tools/list returned more than 450 items (5 pages); stopped there');
  });

  test('a command that does not exist', async () => {
    const snapshot = await discoverServer({ ...stdioServer('nope', 'x.mjs'), command: 'mcp-contract-gate-no-such-command' }, opts);
    expect(snapshot.error).toEqual({ message: 'cannot start "mcp-contract-gate-no-such-command": command not found (is it installed, and on PATH or relative to cwd?)' });
  });

  test('a working folder that is not in the checkout', async () => {
    const snapshot = await discoverServer(scenarioServer('s', 'seed004-v1.json', { cwd: 'packages/missing' }), opts);
    expect(snapshot.error!.message).toMatch(/^the working folder "packages\/missing" does not exist in the checkout/);
  });

  test('an outer abort signal cancels discovery (and ends the server)', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const snapshot = await discoverServer(stdioServer('hang', 'hang-server.mjs', [], { timeoutMs: 20_000 }), { ...opts, signal: controller.signal });
    expect(snapshot.error!.message).toBe('discovery was cancelled during server/discover');
    expect(snapshot.error!.timedOut).toBeUndefined();
  });
});
