import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { anchorsOf, brokenLinks, type LinkSource } from './support/markdown-links.js';
import { ROOT } from './support/paths.js';

/** Every relative link and `#anchor` of the README, CONTRIBUTING.md and docs/ resolves in the repository (no network). */

const onDisk: LinkSource = {
  read: (path) => (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile() ? readFileSync(join(ROOT, path), 'utf8') : undefined),
  kind: (path) => (!existsSync(join(ROOT, path)) ? undefined : statSync(join(ROOT, path)).isDirectory() ? 'dir' : 'file'),
};

function inMemory(files: Record<string, string>, dirs: string[] = []): LinkSource {
  return { read: (path) => files[path], kind: (path) => (path in files ? 'file' : dirs.includes(path) ? 'dir' : undefined) };
}

test('every relative link and anchor of README.md, CONTRIBUTING.md and docs/*.md resolves', () => {
  const pages = [
    'README.md',
    'CONTRIBUTING.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
  ];
  expect(brokenLinks(pages, onDisk)).toEqual([]);
});

test('the README links every page of docs/', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const missing = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .filter((f) => !readme.includes(`](docs/${f})`));
  expect(missing).toEqual([]);
});

test('anchors are slugged as GitHub slugs headings', () => {
  const anchors = anchorsOf(
    [
      '# mcp-contract-gate',
      "## The server's environment",
      '### `mcp-contract-gate diff`',
      '## For server authors: the version a release needs',
      '## Setup',
      '## Setup',
      '> ## ❌ MCP contract gate: 5 blocking changes',
      'Setext heading\n---',
      '<a id="custom-anchor"></a>',
      '```md',
      '## not a heading (a code block)',
      '```',
    ].join('\n\n'),
  );
  expect([...anchors]).toEqual([
    'mcp-contract-gate',
    'the-servers-environment',
    'mcp-contract-gate-diff',
    'for-server-authors-the-version-a-release-needs',
    'setup',
    'setup-1',
    '-mcp-contract-gate-5-blocking-changes',
    'setext-heading',
    'custom-anchor',
  ]);
});

test('a broken link, a missing anchor, a link out of the repository and an anchor into a folder are each reported', () => {
  const files = {
    'README.md': [
      '# Title',
      '[fine](docs/a.md) [fine](docs/a.md#second-part) [fine](#title) [fine](docs/) [fine](https://example.com/nowhere)',
      '[gone](docs/missing.md) [no anchor](docs/a.md#third-part) [here](#nothing) [out](../elsewhere.md) [folder](docs/#x)',
      '| table | [cell](docs/b.md) |',
      '|---|---|',
      '| row | [row link](docs/a.md#first) |',
      '`[code span](docs/none.md)`',
      '```',
      '[in a block](docs/none.md)',
      '```',
    ].join('\n'),
    'docs/a.md': '# First\n\n## Second part\n\n[back](../README.md#title) [bad back](../README.md#titel)\n',
  };
  expect(brokenLinks(['README.md', 'docs/a.md'], inMemory(files, ['docs']))).toEqual([
    'README.md: docs/missing.md: docs/missing.md does not exist',
    'README.md: docs/a.md#third-part: docs/a.md has no heading with the anchor #third-part',
    'README.md: #nothing: README.md has no heading with the anchor #nothing',
    'README.md: ../elsewhere.md: points outside the repository',
    'README.md: docs/#x: an anchor into docs, which is not a Markdown page',
    'README.md: docs/b.md: docs/b.md does not exist',
    'docs/a.md: ../README.md#titel: README.md has no heading with the anchor #titel',
  ]);
});
