import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverServer } from '../../src/discovery/index.js';
import { ROOT } from '../support/paths.js';
import { MAX_MESSAGE_BYTES } from '../../src/mcp-client/http-body.js';
import { PROFILES, remoteServer, startHttpServer, startListeningServer, type HttpFixture } from './helpers.js';

const profile = (name: string) => join(PROFILES, name);
const tools = (name: string) => JSON.parse(readFileSync(profile(name), 'utf8')).tools;
const opts = { rootDir: ROOT };

describe('remote servers (real HTTP servers on 127.0.0.1)', () => {
  const running: HttpFixture[] = [];
  const start = async (args: string[]) => {
    const fixture = await startHttpServer(args);
    running.push(fixture);
    return fixture;
  };
  afterAll(async () => {
    await Promise.all(running.map((f) => f.stop()));
  });

  test('Streamable HTTP: tools raw (every page), serverInfo, protocolVersion', async () => {
    const { url } = await start(['--profile', profile('seed001-v2.json'), '--page-size', '2']);
    const snapshot = await discoverServer(remoteServer('k8s', url), opts);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(tools('seed001-v2.json'));
    expect(snapshot.serverInfo).toEqual({ name: 'http-scenario-server', version: '1.0.0' });
    expect(snapshot.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('transport http falls back to SSE when the server answers initialize with a 4xx', async () => {
    const { url } = await start(['--profile', profile('seed003-baseline.json'), '--sse-only']);
    const snapshot = await discoverServer(remoteServer('ops', url), opts);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(tools('seed003-baseline.json'));
  });

  test('transport sse uses SSE directly', async () => {
    const { url } = await start(['--profile', profile('seed004-v2.json'), '--sse-only']);
    const snapshot = await discoverServer(remoteServer('search', url, { transport: 'sse' }), opts);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(tools('seed004-v2.json'));
  });

  test('headers are sent; without them the failure says which status came back and what to set (no SSE fallback after a 401)', async () => {
    const { url } = await start(['--profile', profile('seed000-t1.json'), '--require-header', 'Authorization: Bearer s3cret']);
    const ok = await discoverServer(remoteServer('r', url, { headers: { Authorization: 'Bearer s3cret' } }), opts);
    expect(ok.error).toBeUndefined();
    expect(ok.tools).toEqual(tools('seed000-t1.json'));
    const denied = await discoverServer(remoteServer('r', `${url}?token=leak`), opts);
    expect(denied.tools).toEqual([]);
    // a 401 is an auth challenge: no fallback to the older transport (issue 52), and the key to set is named
    expect(denied.error!.message).toBe(
      `OAuth (credentials) failed at ${url} during server/discover: the server asks for OAuth authorization (HTTP 401: unauthorized) and the config gives no credential; set servers.r.auth.client-id and servers.r.auth.client-secret (or private-key, or refresh-token) to \${VAR} references`,
    );
    expect(denied.error!.message).not.toContain('leak');
  });

  test('headers reach an SSE server too', async () => {
    const { url } = await start(['--profile', profile('seed004-v1.json'), '--sse-only', '--require-header', 'X-Api-Key: k']);
    const snapshot = await discoverServer(remoteServer('r', url, { headers: { 'X-Api-Key': 'k' } }), opts);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools).toEqual(tools('seed004-v1.json'));
  });

  test('a server that is not there', async () => {
    const { url, stop } = await start(['--profile', profile('seed004-v1.json')]);
    await stop();
    const snapshot = await discoverServer(remoteServer('gone', url), opts);
    expect(snapshot.error!.message).toMatch(new RegExp(`^server\\/discover failed at ${url.replace(/[.]/g, '\\.')}: fetch failed \\(ECONNREFUSED\\)$`));
  });
});

describe('remote endpoints that answer badly (a plain HTTP process, not MCP)', () => {
  test('a 404 with an HTML page is reported short: the status and the page title, not the page', async () => {
    const junk = await startListeningServer('junk-http-server.mjs', ['--mode', 'html404']);
    try {
      const snapshot = await discoverServer(remoteServer('gone', junk.url), opts);
      expect(snapshot.tools).toEqual([]);
      const message = snapshot.error!.message;
      expect(message).toContain('HTTP 404: Streamable HTTP error: Error POSTing to endpoint: 404 Not Found');
      expect(message).not.toMatch(/<|The page you asked for/);
      expect(message.length).toBeLessThan(600);
    } finally {
      await junk.stop();
    }
  });

  test('an endless response body is cut at the limit with a clear error (memory does not grow with it)', async () => {
    const junk = await startListeningServer('junk-http-server.mjs', ['--mode', 'huge']);
    try {
      const snapshot = await discoverServer(remoteServer('huge', junk.url, { timeoutMs: 60_000 }), opts);
      expect(snapshot.tools).toEqual([]);
      expect(snapshot.error!.message).toContain(`the server's HTTP response was larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB; stopped reading it`);
    } finally {
      await junk.stop();
    }
  }, 90_000);
});
