import { changelogOf, changelogSummary } from '../../src/report/changelog.js';
import { changelogJson } from '../../src/report/changelog-json.js';
import { renderChangelog } from '../../src/report/changelog-markdown.js';
import { renderChangelogText } from '../../src/report/changelog-text.js';
import { renderReport } from '../../src/report/render.js';
import { releaseBump } from '../../src/policy/versioning.js';
import type { ReportInput } from '../../src/report/model.js';
import { finding, inputOf, markdownProblems } from './helpers.js';
import { NASTY } from './nasty.js';

const removed = finding({ rule: 'param-removed', severity: 'breaking', tool: 'search', path: 'limit', pointer: '/inputSchema/properties/limit', message: "parameter 'limit' removed" });
const renamed = finding({ rule: 'param-renamed', severity: 'silent', tool: 'search', message: "parameter 'query' renamed to 'q'" });
const added = finding({ rule: 'tool-added', severity: 'additive', tool: 'close_issue', path: '', pointer: '', message: "tool 'close_issue' added", blocking: false });
const title = finding({ rule: 'title-changed', severity: 'cosmetic', tool: 'a_tool', path: '', message: "title of 'a_tool' changed from 'A' to 'B'", blocking: false });
const policyOnly = finding({ rule: 'server-launch-unpinned', severity: 'silent', tool: '(launch)', entity: 'server', message: 'server launches x (npx) with no version' });

const withRelease = (input: ReportInput, from: string, to: string): ReportInput => ({
  ...input,
  release: {
    bump: releaseBump(
      input.evaluation.findings.filter((f) => f.rule !== 'server-launch-unpinned').map((f) => f.severity),
      { from, to },
    ),
    fromLabel: `v${from}`,
    toLabel: 'package.json',
  },
});

test('Keep a Changelog sections in order, per tool, one sentence per change with its rule ID; policy findings are left out', () => {
  const input = withRelease(inputOf([title, added, removed, policyOnly, renamed]), '1.2.0', '1.3.0');
  expect(renderChangelog(input)).toBe(
    [
      '## Contract changes in 1.3.0 \\(package.json\\) since 1.2.0',
      '',
      '❌ The contract changes need a major release: 1.3.0 \\(package.json\\) is only a minor bump from 1.2.0; release 2.0.0 \\(or later\\).',
      '',
      '### Breaking',
      '',
      '- Tool `search`',
      '  - Parameter `limit` removed. (`param-removed`; major: calls built on the old contract fail or are rejected)',
      '',
      '### Changed meaning',
      '',
      '- Tool `search`',
      '  - Parameter `query` renamed to `q`. (`param-renamed`; major: old calls still succeed but do something else)',
      '',
      '### Added',
      '',
      '- Tool `close_issue`',
      '  - Tool `close_issue` added. (`tool-added`; minor: something new; old calls are unchanged)',
      '',
      '### Other (representation only)',
      '',
      '- Title changed (`title-changed`; patch: written differently; no effect on calls): Tool `a_tool`',
      '',
    ].join('\n'),
  );
  expect(changelogSummary(input)).toBe(
    '1 breaking, 1 changed meaning, 1 added, 1 other. The contract changes need a major release: 1.3.0 (package.json) is only a minor bump from 1.2.0; release 2.0.0 (or later).\n',
  );
  expect(changelogJson(input)).toMatchObject({ ok: false, counts: { breaking: 1, changedMeaning: 1, added: 1, other: 1 }, bump: { needed: 'major', actual: 'minor', suggested: '2.0.0', ok: false } });
  // the registry's `changelog` format is this renderer
  expect(renderReport('changelog', input)).toBe(renderChangelog(input));
});

test('without versions it says the bump the changes need; with none, that nothing is needed', () => {
  expect(changelogSummary(inputOf([added]))).toBe('0 breaking, 0 changed meaning, 1 added, 0 other. The contract changes need a minor release; the version released before is not known.\n');
  expect(renderChangelog(inputOf([]))).toBe('## Contract changes\n\nNo contract change: no bump is required.\n\nNo contract changes.\n');
  expect(changelogOf(inputOf([])).ok).toBe(true);
});

test('several servers: each line group names its server; the order is by server, kind and name whatever the input order', () => {
  const a = finding({ ...removed, server: 'b-server', tool: 'z' });
  const b = finding({ ...removed, server: 'a-server', tool: 'y' });
  const c = finding({ ...removed, server: 'a-server', tool: 'x', entity: 'prompt' });
  const one = renderChangelog(inputOf([a, b, c]));
  const two = renderChangelog(inputOf([c, a, b]));
  expect(one).toBe(two);
  expect(one).toContain(
    '- Server `a-server`: Tool `y`\n  - Parameter `limit` removed. (`param-removed`; major: calls built on the old contract fail or are rejected)\n- Server `a-server`: Prompt `x`',
  );
  expect(one.indexOf('`b-server`')).toBeGreaterThan(one.indexOf('Prompt `x`'));
  expect(renderChangelogText(inputOf([a, b]))).toContain('  a-server: tool y\n');
});

test('a server that could not be read makes the changelog incomplete: said, and the release is not ok', () => {
  const input = withRelease(inputOf([added], { failures: [{ server: 'db', side: 'head', message: 'the server exited with code 1' }] }), '1.2.0', '1.3.0');
  const c = changelogOf(input);
  expect(c.bump.ok).toBe(true);
  expect(c.ok).toBe(false);
  expect(renderChangelog(input)).toContain('### Could not be compared\n\n- Server `db` (head): the server exited with code 1 Its changes are not in this changelog.');
});

test.each(NASTY)('server text cannot escape its line or hide in the changelog: %s', (_label, text) => {
  const hostile = finding({ ...removed, tool: text, path: text, message: `parameter '${text}' removed` });
  const md = renderChangelog(withRelease(inputOf([hostile]), '1.0.0', '1.0.1'));
  const problems = markdownProblems(`<!-- mcp-contract-gate:changelog -->\n${md}`).filter((p) => !p.includes('a heading that is not ours: ## Contract changes'));
  expect(problems).toEqual([]);
  const text2 = renderChangelogText(inputOf([hostile]));
  expect(text2).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
});
