import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInputs } from '../../src/action/inputs.js';
import { gatherRefs } from '../../src/app/gate-refs.js';
import { publishPullRequest } from '../../src/app/publish-pull-request.js';
import { loadConfigAt } from '../../src/config/index.js';
import { git } from '../../src/git/worktree.js';
import type { CheckAnnotation } from '../../src/publish/github.js';
import { stickyMarker } from '../../src/publish/sticky.js';
import { markerComment } from '../../src/report/escape.js';
import { Scrubber } from '../../src/util/secrets.js';
import type { GitHubStandIn } from '../support/github/index.js';
import { LABEL, pullRequestStandIn, scenario, type Scenario } from '../action/harness.js';
import { gitHubSession, recordingIO } from '../app/github-port.js';
import { ALIAS, ENV, filesOf, REFS, tools } from './fixture.js';

/**
 * The pull-request path on the fixture repository of every format, through the action's GitHubPort to the GitHub
 * stand-in (which validates every request, annotations with their columns included, against GitHub's descriptions):
 * the release renames search_code to find_code and removes list_issues. The server is the real scenario server
 * (id `reviews`; the repository's files call it `tracker`, an alias in the config).
 */

let gh: GitHubStandIn;
let s: Scenario;
afterEach(async () => {
  await gh?.close();
  await s?.remote.cleanup();
});

async function gate() {
  const io = recordingIO();
  const session = gitHubSession(gh, io);
  const settings = readInputs(io);
  const pr = await session.api.pullRequest(7);
  const rootDir = await s.remote.checkout(pr.headSha);
  const config = loadConfigAt(rootDir, settings.config, { env: ENV });
  const check = await session.write('creating the check run', () => session.api.createCheckRun(settings.checkName, pr.headSha));
  const gathered = await gatherRefs({ config, configPath: settings.config, rootDir, baseRef: pr.baseSha, env: ENV });
  const annotated: CheckAnnotation[] = [];
  const result = await publishPullRequest({
    settings,
    pr,
    gh: session,
    rootDir,
    repoPrefix: '',
    identity: (await session.api.viewerLogin()) ?? 'github-actions[bot]',
    scrubber: new Scrubber([gh.token]),
    today: new Date().toISOString().slice(0, 10),
    workflow: 'MCP contract gate',
    job: 'gate',
    runUrl: undefined,
    check,
    gathered,
    annotate: (a) => void annotated.push(...a),
  });
  expect(session.problems).toEqual([]);
  return { ...result, rootDir, annotated };
}

test('annotations at each reference’s line, the comment lists them per file; after the approval the re-pin rewrites the structured ones', async () => {
  s = await scenario(tools('base.json'), tools('head.json'), { configExtra: ALIAS, baseExtra: filesOf(join(REFS, 'repo')) });
  gh = await pullRequestStandIn(s);
  const first = await gate();
  expect(first.verdict.decision).toBe('fail');
  const expected = JSON.parse(readFileSync(join(REFS, 'expected-findings.json'), 'utf8')) as Array<{ at: string; blocking: boolean }>;
  const [check] = gh.checkRunsFor(s.head);
  const refAnnotations = check!.annotations.filter((a) => a.title?.includes(': reference-'));
  expect(refAnnotations.map((a) => `${a.path}:${a.start_line}:${a.start_column}`)).toEqual(expected.map((e) => e.at));
  expect(refAnnotations.map((a) => a.annotation_level)).toEqual(expected.map((e) => (e.blocking ? 'failure' : 'warning')));
  for (const a of refAnnotations) expect(a.end_line).toBe(a.start_line);
  const comment = gh.commentsOn(7).find((c) => c.body.startsWith(`${markerComment(stickyMarker('MCP contract gate', 'gate'))}\n`))!;
  expect(comment.body).toContain('### References in this repository');
  expect(comment.body).toContain('| `.github/workflows/agent.yml:10` | `mcp__tracker__search_code`');

  gh.addLabelEvent({ number: 7, label: LABEL, actor: 'maint' });
  const r = await gate();
  expect(r.verdict.decision).toBe('approved');
  const commit = gh.state.commits[0]!;
  // the lockfile and every structured file with a renamed reference; prose and code are listed, not touched
  expect(commit.additions.map((a) => a.path).sort()).toEqual(
    [
      'mcp-contracts.lock.json',
      '.claude/agents/triage.md',
      '.claude/commands/review/pr.md',
      '.claude/settings.json',
      '.github/chatmodes/triage.chatmode.md',
      '.github/prompts/find.prompt.md',
      '.github/workflows/agent.yml',
      '.github/workflows/triage.md',
      'skills/release/SKILL.md',
    ].sort(),
  );
  expect(commit.body).toContain('Not rewritten (change by hand):\n- AGENTS.md:3 mcp__tracker__search_code (prose is never rewritten)');
  expect(commit.body).toContain('- src/client.ts:4 search_code (code is left to a person (see the suggestion))');
  const settings = await git(s.remote.dir, ['show', `${commit.oid}:.claude/settings.json`]);
  expect(settings).toBe(readFileSync(join(REFS, 'repo/.claude/settings.json'), 'utf8').replace('mcp__tracker__search_code', 'mcp__tracker__find_code'));
  // prose at the re-pin commit is what the pull request had
  expect(await git(s.remote.dir, ['show', `${commit.oid}:AGENTS.md`])).toBe(readFileSync(join(REFS, 'repo/AGENTS.md'), 'utf8'));
  gh.assertClean();
}, 120_000);
