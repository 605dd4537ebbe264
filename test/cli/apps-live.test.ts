import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { cli, jsonFindings } from '../support/cli.js';
import { DIST } from '../support/paths.js';

/**
 * A real MCP Apps server from npm at two exact versions: `@modelcontextprotocol/server-map` 1.7.4 and 1.7.5 list the
 * same tools, and 1.7.5 ships another build of the HTML its `show-map` tool renders (`ui://cesium-map/mcp-app.html`).
 * Pinned at 1.7.4, checked at 1.7.4 (0 findings) and at 1.7.5 (blocked on the changed UI, the resource named). It
 * needs the npm registry: it runs with MCG_TEST_NETWORK=1 and otherwise passes without running, saying why.
 */
const NETWORK = process.env.MCG_TEST_NETWORK === '1';
const PACKAGE = '@modelcontextprotocol/server-map';
const URI = 'ui://cesium-map/mcp-app.html';
let dir: string;
beforeAll(() => {
  if (!NETWORK) console.log('skipped: the live MCP Apps test downloads @modelcontextprotocol/server-map from npm; set MCG_TEST_NETWORK=1 to run it');
});
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-apps-live-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function serve(version: string): void {
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: map\n    command: npx\n    args: [-y, "${PACKAGE}@${version}", --stdio]\n    timeout: 180\n`);
}

test('server-map pinned at 1.7.4: the same version passes with 0 findings, 1.7.5 blocks on its changed UI resource and the proxy withholds show-map', async () => {
  if (!NETWORK) return;
  serve('1.7.4');
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
  const pinned = lock.servers.map!.ui!['show-map']!.contract;
  expect(pinned).toMatchObject({ tool: 'show-map', resourceUri: URI, resource: { mimeType: 'text/html;profile=mcp-app', digest: expect.stringMatching(/^sha256:/) } });
  const same = await cli(dir, 'check', '--config', 'gate.yml', '--format', 'json');
  expect([same.code, jsonFindings(same.stdout)]).toEqual([0, []]);

  serve('1.7.5');
  const next = await cli(dir, 'check', '--config', 'gate.yml', '--format', 'json');
  expect(next.code).toBe(1);
  const changes = jsonFindings(next.stdout);
  const ui = changes.filter((c) => c.rule.startsWith('ui-'));
  expect(ui.map((c) => [c.rule, c.entity, c.tool, c.severity])).toEqual([['ui-resource-changed', 'tool', 'show-map', 'silent']]);
  expect(ui[0]!.message).toContain(`UI resource ${URI} of tool 'show-map' changed`);

  // the bundled proxy in front of 1.7.5, with the 1.7.4 pin: show-map is withheld (its UI drifted), geocode is served
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(DIST, 'cli.js'), 'proxy', '--lockfile', join(dir, 'mcp-contracts.lock.json'), '--server', 'map', '--', 'npx', '-y', `${PACKAGE}@1.7.5`, '--stdio'],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(transport);
  try {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['geocode']);
  } finally {
    await client.close();
  }
}, 600_000);
