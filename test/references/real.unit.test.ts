import { scanTree } from '../../src/app/reference-files.js';

// Real repository layouts captured with their licenses (__fixtures__/references/real/SOURCES.md says what a hand read
// of each whole repository finds); the scan must find exactly that.
const REAL = '__fixtures__/references/real';
const rows = (dir: string, keys: string[] = []) => scanTree(`${REAL}/${dir}`, { keys }).references.map((r) => `${r.file}:${r.line}:${r.column} ${r.text}`);

test('getsentry/sentry-mcp: the 15 MCP entries of .claude/settings.json, nothing from skills, commands, docs or tests', () => {
  const tools = ['search_docs', 'get_doc', 'search_events', 'search_issues', 'get_issue_details', 'analyze_issue_with_seer', 'find_organizations', 'find_projects', 'find_releases', 'whoami'];
  const expected = [
    ...tools.map((t, i) => `.claude/settings.json:${124 + i}:8 mcp__sentry__${t}`),
    ...['find_projects', 'find_organizations', 'whoami'].map((t, i) => `.claude/settings.json:${134 + i}:8 mcp__sentry-dev__${t}`),
    '.claude/settings.json:137:8 mcp__spotlight__get_errors',
    '.claude/settings.json:138:8 mcp__spotlight__get_local_errors',
  ];
  expect(rows('getsentry-sentry-mcp', ['sentry', 'sentry-dev'])).toEqual(expected);
  // the server name is split at the key: `sentry-dev`, not `sentry`
  const r = scanTree(`${REAL}/getsentry-sentry-mcp`, { keys: ['sentry', 'sentry-dev'] }).references.find((x) => x.line === 134)!;
  expect([r.serverKey, r.tool]).toEqual(['sentry-dev', 'find_projects']);
});

test('microsoft/azure-devops-mcp: the prompt file’s tools, the ado server whole', () => {
  expect(rows('microsoft-azure-devops-mcp')).toEqual([
    '.github/prompts/toolset.prompt.md:3:10 edit/editFiles',
    '.github/prompts/toolset.prompt.md:3:28 ado/*',
    '.github/prompts/toolset.prompt.md:3:37 changes',
  ]);
  const ado = scanTree(`${REAL}/microsoft-azure-devops-mcp`).references[1]!;
  expect([ado.serverKey, ado.tool]).toEqual(['ado', undefined]);
});

test('github/github-mcp-server: an agent file without tools, instructions without MCP names: nothing', () => {
  const r = scanTree(`${REAL}/github-github-mcp-server`);
  expect(r.references).toEqual([]);
  expect(r.files).toBe(2);
  expect(r.problems).toEqual([]);
});
