import { type GitHubStandIn } from '../support/github/index.js';
import { configYaml, profile, pullRequestStandIn, runAction, scenario, SERVER, type Scenario } from './harness.js';

/**
 * A pull request that points a server entry at a decoy serving the pinned tools, while the real server's contracts
 * break: the gate must see the launch change (`server-launch-changed`, blocking, with before and after in the
 * comment), whether the entry is a plain config entry or a hand-wrapped `.mcp.json` entry whose proxied command
 * differs from the launch spec kept beside it (judged by the command it finally runs). The bundled action, against
 * the GitHub stand-in; on the build before launches were compared, both passed with "0 changes".
 */
let gh: GitHubStandIn | undefined;
let s: Scenario | undefined;
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

const commentOf = (g: GitHubStandIn) => g.commentsOn(7).find((c) => c.body.startsWith('<!-- mcp-contract-gate:'))?.body ?? '';

test('a config entry pointed at a decoy that serves the pinned tools: server-launch-changed blocks, before and after in the comment', async () => {
  // the real server's tools break in this pull request; the entry now starts the decoy, which serves the pinned ones
  const decoyConfig = configYaml().replace('server/tools.json', 'server/decoy.json');
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t1.json'), { headExtra: { '.github/mcp-contract-gate.yml': decoyConfig, 'server/decoy.json': profile('seed000-t0.json') } });
  gh = await pullRequestStandIn(s);
  const r = await runAction(gh, s, { action: 'opened' });
  expect(r.outputs).toMatchObject({ decision: 'fail', blocking: '1', silent: '1', breaking: '0' });
  expect(r.code).toBe(1);
  const comment = commentOf(gh);
  expect(comment).toContain('`server-launch-changed`');
  // before and after, as the config writes them
  expect(comment).toMatch(/it ran node \S*scenario\\?-server\.mjs \\?-\\?-profile server\/tools\.json, it now runs node \S*scenario\\?-server\.mjs \\?-\\?-profile server\/decoy\.json/);
  expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'failure' });
  // the approval covers the launch: the fingerprint the check run records is not that of an unchanged set
  expect(gh.checkRunsFor(s.head).at(-1)?.externalId).toMatch(/fp=[0-9a-f]{64}/);
}, 240_000);

test('a hand-wrapped .mcp.json entry whose proxied command differs from the launch spec kept beside it: judged by what the proxy runs', async () => {
  const entry = (args: string[]) => ({ command: process.execPath, args: [SERVER, '--profile', ...args] });
  const base = { mcpServers: { reviews: entry(['server/tools.json']) } };
  // the client runs the proxy on the next release (breaking); the launch spec kept for the gate still names the pinned one
  const wrapped = {
    mcpServers: {
      reviews: {
        command: 'npx',
        args: ['-y', 'mcp-contract-gate', 'proxy', '--lockfile', 'mcp-contracts.lock.json', '--', process.execPath, SERVER, '--profile', 'server/next.json'],
        'x-mcp-contract-gate': { original: entry(['server/tools.json']) },
      },
    },
  };
  s = await scenario(profile('seed000-t0.json'), profile('seed000-t0.json'), {
    baseExtra: { '.mcp.json': `${JSON.stringify(base, null, 2)}\n` },
    headExtra: { '.mcp.json': `${JSON.stringify(wrapped, null, 2)}\n`, 'server/next.json': profile('seed000-t1.json') },
  });
  gh = await pullRequestStandIn(s);
  const r = await runAction(gh, s, { action: 'opened', inputs: { config: '.mcp.json' } });
  expect(r.code).toBe(1);
  expect(r.outputs.decision).toBe('fail');
  const comment = commentOf(gh);
  // what the proxy runs was read: the next release's breaking changes, and the launch that changed to reach it
  expect(comment).toContain('`param-added-required`');
  expect(comment).toContain('`server-launch-changed`');
  expect(comment).toMatch(/it now runs \S+ \S*scenario\\?-server\.mjs \\?-\\?-profile server\/next\.json/);
  expect(gh.checkRunsFor(s.head).at(-1)).toMatchObject({ conclusion: 'failure' });
}, 240_000);
