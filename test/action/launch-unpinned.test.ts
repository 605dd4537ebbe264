import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GitHubStandIn } from '../support/github/index.js';
import { serverPackage, startRegistry, type LocalRegistry } from '../support/npm-registry.js';
import { profile, PROFILES, pullRequestStandIn, runAction, scenario, SERVER, type Scenario } from './harness.js';

/**
 * The "done when": a server launched as `npx -y PKG` with no version is a blocking `server-launch-unpinned`
 * finding in the pull request's comment, with the exact spec to use instead (the version the registry served). The
 * package comes from a local npm registry (a real `npm pack`ed server, run by the real npx): no network.
 */
const NAME = 'mcg-fixture-server';
let registry: LocalRegistry;
let cache: string;
let gh: GitHubStandIn | undefined;
let s: Scenario | undefined;
beforeAll(async () => {
  registry = await startRegistry(NAME, (version, variant) => serverPackage(NAME, version, SERVER, ['--profile', join(PROFILES, 'seed001-v1.json')], variant));
  registry.publish('1.0.0');
  registry.publish('2.1.0');
  cache = mkdtempSync(join(tmpdir(), 'mcg-npm-cache-'));
});
afterAll(async () => {
  await registry.close();
  rmSync(cache, { recursive: true, force: true });
});
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

test('npx -y PKG with no version: the comment shows server-launch-unpinned and the pinned spec, and the check fails', async () => {
  const env = `{ PATH: ${JSON.stringify(process.env.PATH)}, npm_config_registry: "${registry.url}/", npm_config_cache: ${JSON.stringify(cache)}, npm_config_update_notifier: "false" }`;
  const fx = `  - id: fx\n    command: npx\n    args: [-y, ${NAME}]\n    env: ${env}\n    start-timeout: 120\n`;
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t0.json'), { configExtra: fx });
  gh = await pullRequestStandIn(s);
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.code).toBe(1);
  expect(r.outputs).toMatchObject({ decision: 'fail', blocking: '1' });
  const comment = gh.commentsOn(7).find((c) => c.body.startsWith('<!-- mcp-contract-gate:'))!.body;
  expect(comment).toContain('`server-launch-unpinned` server launches mcg\\-fixture\\-server \\(npx\\) with no version: pin an exact version, e.g. mcg\\-fixture\\-server@&#8203;2.1.0');
  expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'failure' });
}, 240_000);
