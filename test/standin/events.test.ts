/** Webhook payload builders (from @octokit/webhooks-examples) and the runner environment. */
import { spawn } from 'node:child_process';
import { ROOT } from '../support/paths.js';
import {
  buildPullRequestEvent,
  buildPullRequestTargetEvent,
  buildPushEvent,
  buildScheduleEvent,
  buildWorkflowDispatchEvent,
  inputEnvName,
  parseCommandFile,
  prepareRunner,
  webhookExample,
  type PullRequestAction,
} from '../support/github/events.js';

const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);
const base = { owner: 'octo-org', repo: 'tools', number: 12, headSha: HEAD, baseSha: BASE, headRef: 'feature/x', baseRef: 'main', author: 'alice' };

/** Every string in the payload, with its JSON path. */
function strings(v: unknown, path = '$'): Array<[string, string]> {
  if (typeof v === 'string') return [[path, v]];
  if (Array.isArray(v)) return v.flatMap((x, i) => strings(x, `${path}[${i}]`));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => strings(x, `${path}.${k}`));
  return [];
}

/** Nothing of the example's repository, PR number or SHAs survives the rewrite. */
function expectNoExampleLeftovers(payload: unknown): void {
  const leftovers = strings(payload).filter(([, s]) => /Codertocat|Hello-World|Octocoders|ec26c3e57ca3a959ca5aad62de7213c562f8c821|\/pulls?\/2\b|\/issues\/2\b/.test(s));
  expect(leftovers).toEqual([]);
}

const ACTIONS: PullRequestAction[] = ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'];

test.each(ACTIONS)('pull_request.%s: fields are consistent with the options', (action) => {
  const label = action === 'labeled' || action === 'unlabeled' ? 'mcp-contract-approved' : undefined;
  const e = buildPullRequestEvent(action, { ...base, sender: label ? 'maint' : undefined, label, labels: ['area/mcp'] });
  expect(e.action).toBe(action);
  expect(e.number).toBe(12);
  const pr = e.pull_request;
  expect(pr).toMatchObject({
    number: 12,
    state: 'open',
    url: expect.stringMatching(/\/repos\/octo-org\/tools\/pulls\/12$/),
    html_url: 'https://github.com/octo-org/tools/pull/12',
    user: { login: 'alice', type: 'User' },
    head: { ref: 'feature/x', sha: HEAD, label: 'octo-org:feature/x', repo: { full_name: 'octo-org/tools', fork: false } },
    base: { ref: 'main', sha: BASE, label: 'octo-org:main', repo: { full_name: 'octo-org/tools', name: 'tools', owner: { login: 'octo-org', type: 'Organization' } } },
    statuses_url: expect.stringContaining(HEAD),
  });
  expect(e.repository).toEqual(pr.base.repo);
  expect(e.organization).toMatchObject({ login: 'octo-org' });
  expect(e.sender.login).toBe(label ? 'maint' : 'alice');
  expect(pr.labels.map((l: { name: string }) => l.name)).toEqual(action === 'labeled' ? ['area/mcp', 'mcp-contract-approved'] : ['area/mcp']);
  if (label) expect(e.label).toMatchObject({ name: label, url: expect.stringContaining('/repos/octo-org/tools/labels/mcp-contract-approved') });
  else expect(e.label).toBeUndefined();
  if (action === 'synchronize') {
    expect(e.after).toBe(HEAD);
    expect(e.before).toMatch(/^[0-9a-f]{40}$/);
    expect(e.before).not.toBe(HEAD);
  }
  expect(pr.merge_commit_sha).toMatch(/^[0-9a-f]{40}$/);
  expectNoExampleLeftovers(e);
  // It really started from the package's example for that action (same key set at the top of pull_request).
  const ex = webhookExample('pull_request', action, ['organization']);
  expect(Object.keys(pr).sort()).toEqual(Object.keys(ex.pull_request).sort());
});

test('fork: head.repo is another repository', () => {
  const e = buildPullRequestEvent('opened', { ...base, author: 'mallory', fork: true });
  expect(e.pull_request.head.repo).toMatchObject({ full_name: 'mallory/tools', fork: true, owner: { login: 'mallory' } });
  expect(e.pull_request.head.label).toBe('mallory:feature/x');
  expect(e.pull_request.base.repo.full_name).toBe('octo-org/tools');
  expect(e.repository.full_name).toBe('octo-org/tools');
  expect(e.pull_request.head.repo.id).not.toBe(e.repository.id);
  const named = buildPullRequestEvent('synchronize', { ...base, fork: { owner: 'someone', repo: 'tools-fork' } });
  expect(named.pull_request.head.repo).toMatchObject({ full_name: 'someone/tools-fork', fork: true });
  expectNoExampleLeftovers(e);
});

test('a user-owned repository has no organization; API URLs can point at the stand-in', () => {
  const e = buildPullRequestEvent('opened', { ...base, owner: 'alice', ownerType: 'User', apiUrl: 'http://127.0.0.1:9999' });
  expect(e.organization).toBeUndefined();
  expect(e.repository.owner).toMatchObject({ login: 'alice', type: 'User' });
  expect(e.pull_request.url).toBe('http://127.0.0.1:9999/repos/alice/tools/pulls/12');
  expect(strings(e).filter(([, s]) => s.startsWith('https://api.github.com'))).toEqual([]);
});

test('pull_request_target, push, workflow_dispatch, schedule', () => {
  expect(buildPullRequestTargetEvent('opened', base).pull_request.head.sha).toBe(HEAD);
  const push = buildPushEvent({ owner: 'octo-org', repo: 'tools', ref: 'refs/heads/main', before: BASE, after: HEAD, pusher: 'alice' });
  expect(push).toMatchObject({
    ref: 'refs/heads/main',
    before: BASE,
    after: HEAD,
    created: false,
    deleted: false,
    repository: { full_name: 'octo-org/tools' },
    head_commit: { id: HEAD },
    sender: { login: 'alice' },
    organization: { login: 'octo-org' },
  });
  expectNoExampleLeftovers(push);
  const wd = buildWorkflowDispatchEvent({ owner: 'octo-org', repo: 'tools', inputs: { mode: 'drift' } });
  expect(wd).toMatchObject({ ref: 'refs/heads/main', inputs: { mode: 'drift' }, repository: { full_name: 'octo-org/tools' } });
  expectNoExampleLeftovers(wd);
  const sched = buildScheduleEvent({ owner: 'octo-org', repo: 'tools', cron: '0 3 * * *' });
  expect(sched).toMatchObject({ schedule: '0 3 * * *', repository: { full_name: 'octo-org/tools', default_branch: 'main' } });
  expect(sched.sender).toBeUndefined();
  expectNoExampleLeftovers(sched);
});

test('runner env per event, inputs, and command files', () => {
  expect(inputEnvName('github-token')).toBe('INPUT_GITHUB-TOKEN');
  expect(inputEnvName('fail on')).toBe('INPUT_FAIL_ON');
  const payload = buildPullRequestEvent('opened', { ...base, mergeSha: '3'.repeat(40) });
  const r = prepareRunner({ eventName: 'pull_request', payload, apiUrl: 'http://127.0.0.1:1234', inputs: { 'github-token': 'ghs_x', 'comment header': 'Contracts' } });
  try {
    expect(r.env).toMatchObject({
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REPOSITORY: 'octo-org/tools',
      GITHUB_SHA: '3'.repeat(40),
      GITHUB_REF: 'refs/pull/12/merge',
      GITHUB_HEAD_REF: 'feature/x',
      GITHUB_BASE_REF: 'main',
      GITHUB_API_URL: 'http://127.0.0.1:1234',
      GITHUB_GRAPHQL_URL: 'http://127.0.0.1:1234/graphql',
      GITHUB_SERVER_URL: 'https://github.com',
      'INPUT_GITHUB-TOKEN': 'ghs_x',
      INPUT_COMMENT_HEADER: 'Contracts',
      GITHUB_ACTOR: 'alice',
    });
    for (const k of ['GITHUB_EVENT_PATH', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'RUNNER_TEMP', 'GITHUB_WORKFLOW', 'GITHUB_JOB', 'GITHUB_RUN_ID']) expect(r.env[k]).toBeTruthy();
  } finally {
    r.cleanup();
  }
  const target = prepareRunner({ eventName: 'pull_request_target', payload, apiUrl: 'http://x' });
  expect([target.env.GITHUB_SHA, target.env.GITHUB_REF]).toEqual([BASE, 'refs/heads/main']);
  target.cleanup();
  const push = prepareRunner({ eventName: 'push', payload: buildPushEvent({ owner: 'o', repo: 'r', ref: 'refs/heads/main', before: BASE, after: HEAD }), apiUrl: 'http://x' });
  expect([push.env.GITHUB_SHA, push.env.GITHUB_REF, push.env.GITHUB_HEAD_REF]).toEqual([HEAD, 'refs/heads/main', '']);
  push.cleanup();
  expect(parseCommandFile('a<<ghadelimiter_1\nline 1\nline 2\nghadelimiter_1\nb=2\n')).toEqual({ a: 'line 1\nline 2', b: '2' });
});

test('@actions/core and @actions/github read the prepared environment in a child process', async () => {
  const payload = buildPullRequestEvent('labeled', { ...base, label: 'mcp-contract-approved', sender: 'maint' });
  const r = prepareRunner({ eventName: 'pull_request', payload, apiUrl: 'http://127.0.0.1:1', inputs: { 'github-token': 'ghs_abc', 'fail-on': 'breaking' } });
  const script = `
    import * as core from '@actions/core';
    import { context } from '@actions/github';
    core.setOutput('summary', JSON.stringify({ number: context.issue.number, repo: context.repo, event: context.eventName, label: context.payload.label.name, token: core.getInput('github-token'), failOn: core.getInput('fail-on'), head: context.payload.pull_request.head.sha, api: context.apiUrl }));
    core.setOutput('multi', 'a\\nb');
    await core.summary.addHeading('Contracts').write();
  `;
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: r.processEnv(), stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (c) => resolve(c ?? -1));
    });
    expect(code).toBe(0);
    const outputs = r.readOutputs();
    expect(JSON.parse(outputs.summary!)).toEqual({
      number: 12,
      repo: { owner: 'octo-org', repo: 'tools' },
      event: 'pull_request',
      label: 'mcp-contract-approved',
      token: 'ghs_abc',
      failOn: 'breaking',
      head: HEAD,
      api: 'http://127.0.0.1:1',
    });
    expect(outputs.multi).toBe('a\nb');
    expect(r.readSummary()).toContain('<h1>Contracts</h1>');
  } finally {
    r.cleanup();
  }
});
