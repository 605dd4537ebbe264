/** Facts about GitHub's OpenAPI description the stand-in relies on, and its router. */
import { spawn } from 'node:child_process';
import { ROOT } from '../support/paths.js';
import { buildPullRequestEvent, prepareRunner } from '../support/github/events.js';
import { HAND_LIMITS, openApi } from '../support/github/openapi.js';
import { startGitHubStandIn } from '../support/github/standin.js';

type S = Record<string, any>;

test('limits the description states itself (check runs) and the ones it lacks (added by hand)', () => {
  const d = openApi();
  for (const id of ['checks/create', 'checks/update']) {
    const out = (d.requestBodySchema(id) as S).properties.output as S;
    expect([id, out.properties.annotations.maxItems, out.properties.summary.maxLength, out.properties.text.maxLength]).toEqual([id, 50, 65535, 65535]);
    const ann = out.properties.annotations.items.properties;
    // Only prose: "The maximum size is 64 KB." / "255 characters." → HAND_LIMITS.
    expect([ann.message.maxLength, ann.title.maxLength, ann.raw_details.maxLength]).toEqual([undefined, undefined, undefined]);
    expect(ann.title.description).toMatch(/255 characters/);
  }
  expect((d.requestBodySchema('issues/create-comment') as S).properties.body.maxLength).toBeUndefined();
  expect(HAND_LIMITS.map((h) => h.at.join('.'))).toEqual(['body', 'body', 'output.annotations.[].message', 'output.annotations.[].raw_details', 'output.annotations.[].title']);
  // The update schema does not require output.title (prose says "**Required**."); create requires title and summary.
  expect(((d.requestBodySchema('checks/create') as S).properties.output as S).required).toEqual(['title', 'summary']);
  expect(((d.requestBodySchema('checks/update') as S).properties.output as S).required).toEqual(['summary']);
});

test('routing: most literal template first, encoded and unencoded slashes, mixed segments', () => {
  const d = openApi();
  const m = (method: string, path: string) => {
    const r = d.match(method, path);
    return r && [r.operation.operationId, r.params];
  };
  expect(m('GET', '/repos/o/r/issues/comments')).toEqual(['issues/list-comments-for-repo', { owner: 'o', repo: 'r' }]);
  expect(m('GET', '/repos/o/r/issues/5/comments')).toEqual(['issues/list-comments', { owner: 'o', repo: 'r', issue_number: '5' }]);
  expect(m('PATCH', '/repos/o/r/issues/comments/9')).toEqual(['issues/update-comment', { owner: 'o', repo: 'r', comment_id: '9' }]);
  expect(m('DELETE', '/repos/o/r/issues/5/labels/mcp%20approved')).toEqual(['issues/remove-label', { owner: 'o', repo: 'r', issue_number: '5', name: 'mcp approved' }]);
  expect(m('GET', '/repos/o/r/contents/a%2Fb.json')).toEqual(['repos/get-content', { owner: 'o', repo: 'r', path: 'a/b.json' }]);
  expect(m('GET', '/repos/o/r/contents/a/b.json')).toEqual(['repos/get-content', { owner: 'o', repo: 'r', path: 'a/b.json' }]);
  expect(m('GET', '/repos/o/r/commits/feature%2Fx/check-runs')).toEqual(['checks/list-for-ref', { owner: 'o', repo: 'r', ref: 'feature/x' }]);
  expect(m('GET', '/repos/o/r/commits/feature/x/check-runs')).toEqual(['checks/list-for-ref', { owner: 'o', repo: 'r', ref: 'feature/x' }]);
  expect(m('GET', '/repos/o/r/compare/main...feature')).toEqual(['repos/compare-commits', { owner: 'o', repo: 'r', base: 'main', head: 'feature' }]);
  expect(m('PUT', '/repos/o/r')).toBeNull();
  expect(m('GET', '/nope')).toBeNull();
});

test('the stand-in answers an action running in another process (the end-to-end pattern)', async () => {
  const gh = await startGitHubStandIn({ owner: 'octo-org', repo: 'tools' });
  const head = 'a'.repeat(40);
  gh.addPullRequest({ number: 4, headRef: 'f', headSha: head, baseRef: 'main', baseSha: 'b'.repeat(40), author: 'alice' });
  const runner = prepareRunner({
    eventName: 'pull_request',
    apiUrl: gh.url,
    graphqlUrl: gh.graphqlUrl,
    payload: buildPullRequestEvent('opened', { owner: 'octo-org', repo: 'tools', number: 4, headSha: head, baseSha: 'b'.repeat(40), headRef: 'f', baseRef: 'main', author: 'alice' }),
    inputs: { 'github-token': gh.token },
  });
  const script = `
    import * as core from '@actions/core';
    import { context, getOctokit } from '@actions/github';
    const octokit = getOctokit(core.getInput('github-token'));
    const { data } = await octokit.rest.issues.createComment({ ...context.repo, issue_number: context.issue.number, body: 'from the action' });
    const v = await octokit.graphql('query { viewer { login } }');
    core.setOutput('comment', String(data.id));
    core.setOutput('viewer', v.viewer.login);
  `;
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: runner.processEnv(), stdio: ['ignore', 'ignore', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (c) => resolve(c ?? -1));
    });
    expect(code).toBe(0);
    expect(runner.readOutputs()).toEqual({ comment: String(gh.state.comments[0]!.id), viewer: 'github-actions[bot]' });
    expect(gh.commentsOn(4).map((c) => [c.author.login, c.body])).toEqual([['github-actions[bot]', 'from the action']]);
    gh.assertClean();
  } finally {
    runner.cleanup();
    await gh.close();
  }
});
