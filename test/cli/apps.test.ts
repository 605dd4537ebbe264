import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLockfile } from '../../src/contract/lockfile.js';
import { checkJson, cli } from '../support/cli.js';
import { FIXTURES } from '../support/paths.js';

/**
 * MCP Apps UI resources as contract: a real Apps server (plain JSON-RPC over stdio, at two releases whose tool lists
 * are byte for byte the same) is pinned at one release and checked at the next through the CLI. The pin holds the
 * `ui://` resource each tool's `_meta.ui` names (digest, size, MIME type, text, CSP); the changed HTML blocks with the
 * resource named, a widened CSP is breaking, and the same release passes with 0 findings.
 */
const SERVER = join(FIXTURES, 'servers', 'apps-server.mjs');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcg-apps-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The server at a release (and variations), read from a state file so its launch stays the same. */
function serve(state: { release: string; 'csp-widened'?: boolean; switch?: boolean; 'legacy-key'?: boolean }): void {
  writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
  writeFileSync(join(dir, 'gate.yml'), `servers:\n  - id: maps\n    command: node\n    args: [${JSON.stringify(SERVER)}, --state, ${JSON.stringify(join(dir, 'state.json'))}]\n`);
}

const check = () => checkJson(dir);

test('the UI resource a tool names is read and pinned; the same release passes with 0 findings', async () => {
  serve({ release: '1.0.0' });
  const snap = JSON.parse((await cli(dir, 'snapshot', '--config', 'gate.yml')).stdout).servers.maps;
  expect(snap.ui).toEqual([
    {
      tool: 'show_map',
      resourceUri: 'ui://map/app.html',
      resource: {
        mimeType: 'text/html;profile=mcp-app',
        digest: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
        size: expect.any(Number),
        text: expect.stringContaining('<div id="map">'),
        csp: { connectDomains: ['https://tile.example.org'], resourceDomains: ['https://tile.example.org'] },
        prefersBorder: true,
      },
    },
  ]);
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  const lock = parseLockfile(readFileSync(join(dir, 'mcp-contracts.lock.json'), 'utf8'), 'lock');
  expect(Object.keys(lock.servers.maps!.ui!)).toEqual(['show_map']);
  expect(lock.servers.maps!.ui!.show_map!.contract.resourceUri).toBe('ui://map/app.html');
  const same = await check();
  expect([same.code, same.changes]).toEqual([0, []]);
});

test('the next release changes only the HTML: check blocks with ui-resource-changed naming the resource', async () => {
  serve({ release: '1.0.0' });
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  serve({ release: '1.1.0' });
  const { code, changes } = await check();
  expect(code).toBe(1);
  expect(changes.map((c) => [c.rule, c.entity, c.tool, c.severity])).toEqual([['ui-resource-changed', 'tool', 'show_map', 'silent']]);
  expect(changes[0]!.message).toMatch(/^UI resource ui:\/\/map\/app\.html of tool 'show_map' changed: sha256:[0-9a-f]{12}… \(\d+ bytes\) → sha256:[0-9a-f]{12}… \(\d+ bytes\)$/);
  const md = await cli(dir, 'check', '--config', 'gate.yml', '--format', 'markdown');
  expect(md.stdout).toContain('| `show_map` | `ui-resource-changed` UI resource ui:&#8203;//map/app.html'); // (links defanged)
});

test('a widened CSP is breaking, a switched resource is reported as a switch, and the legacy flat key is read the same', async () => {
  serve({ release: '1.0.0' });
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  serve({ release: '1.0.0', 'csp-widened': true });
  const widened = await check();
  expect(widened.changes.map((c) => [c.rule, c.severity, c.message])).toEqual([
    ['ui-csp-widened', 'breaking', "CSP of UI resource ui://map/app.html of tool 'show_map' widened: connectDomains https://collect.example.net added"],
  ]);
  serve({ release: '1.0.0', switch: true });
  const switched = await check();
  expect(switched.changes.map((c) => [c.rule, c.tool])).toEqual(expect.arrayContaining([['ui-resource-switched', 'show_map']]));
  expect(switched.code).toBe(1);
  serve({ release: '1.0.0', 'legacy-key': true });
  expect((await check()).changes).toEqual([]);
});

test('a lockfile pinned before UI resources were pinned reports them as not pinned, and a re-pin pins them', async () => {
  serve({ release: '1.0.0' });
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  const file = join(dir, 'mcp-contracts.lock.json');
  const old = JSON.parse(readFileSync(file, 'utf8'));
  delete old.servers.maps.ui;
  writeFileSync(file, `${JSON.stringify(old, null, 2)}\n`);
  const { code, changes } = await check();
  expect(code).toBe(1);
  expect(changes.map((c) => [c.rule, c.tool, c.message])).toEqual([
    ['surface-unpinned', 'ui', 'the lockfile pins no MCP Apps UI resources for this server, which now serves 1: show_map → ui://map/app.html (re-pin to review them)'],
  ]);
  expect((await cli(dir, 'pin', '--config', 'gate.yml')).code).toBe(0);
  expect((await check()).code).toBe(0);
});
