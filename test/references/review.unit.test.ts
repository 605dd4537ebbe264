import { readFileSync } from 'node:fs';
import { scanTree } from '../../src/app/reference-files.js';
import { commentableLines, reviewMarker, reviewSuggestions } from '../../src/app/review.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { referenceFindings, type ReferenceData } from '../../src/references/findings.js';
import { matchReferences, referenceContextOf } from '../../src/references/match.js';

const REPO = '__fixtures__/references/repo';

test('the head-side lines of a patch: added and context lines of every hunk, never removed ones', () => {
  const patch = ['@@ -1,3 +1,4 @@', ' a', '-b', '+B', '+c', ' d', '@@ -10,2 +11,2 @@ fn x', ' k', '-l', '+L', '\\ No newline at end of file'].join('\n');
  expect([...commentableLines(patch)]).toEqual([1, 2, 3, 4, 11, 12]);
  // a new file: every line
  expect([...commentableLines('@@ -0,0 +1,3 @@\n+x\n+y\n+z')]).toEqual([1, 2, 3]);
  // a one-line hunk header without counts, and nothing before the first hunk
  expect([...commentableLines('junk\n@@ -5 +7 @@\n-q\n+r')]).toEqual([7]);
  expect(commentableLines('')).toEqual(new Set());
});

describe('the suggestions for the fixture repository (search_code renamed to find_code)', () => {
  const read = (f: string) => parseSnapshot(JSON.parse(readFileSync(`__fixtures__/references/${f}`, 'utf8')), f);
  const base = read('base.json');
  const head = read('head.json');
  const ctx = referenceContextOf(base, head, diffSnapshots(base, head).changes, { tracker: 'tracker' });
  const findings = referenceFindings(matchReferences(scanTree(REPO, { keys: ['tracker'] }).references, ctx));
  const files = [...new Set(findings.map((f) => (f.data as ReferenceData).reference.file))];
  const every = new Map(
    files.map((f) => [
      `sub/${f}`,
      new Set(
        readFileSync(`${REPO}/${f}`, 'utf8')
          .split('\n')
          .map((_l, i) => i + 1),
      ),
    ]),
  );

  test('one per line in the diff, at its repository path; prose never; lines outside the diff counted', () => {
    const all = reviewSuggestions(REPO, 'sub', findings, every);
    expect(all.suggestions).toHaveLength(10);
    expect(all.suggestions.every((s) => s.path.startsWith('sub/'))).toBe(true);
    expect(all.suggestions.some((s) => s.path === 'sub/AGENTS.md')).toBe(false);
    expect({ outside: all.outside, left: all.left }).toEqual({ outside: 0, left: 0 });
    const settings = all.suggestions.find((s) => s.path === 'sub/.claude/settings.json')!;
    expect(settings.body).toBe('`mcp__tracker__search_code` names `search_code`, which server `tracker` renamed to `find_code`.\n\n```suggestion\n      "mcp__tracker__find_code",\n```');
    // no line in the diff: nothing suggested, every line counted
    expect(reviewSuggestions(REPO, 'sub', findings, new Map())).toEqual({ suggestions: [], outside: 10, left: 0 });
    // a line holding a known secret is never posted; structured references skipped (the re-pin rewrote them)
    const held = reviewSuggestions(REPO, 'sub', findings, every, { secret: (t) => t.includes('"mcp__tracker__find_code"'), skip: (d) => d.reference.kind === 'structured' });
    expect(held.suggestions.map((s) => s.path).sort()).toEqual(['sub/agent/client.py', 'sub/src/client.ts']);
    expect(held.left).toBe(0);
    expect(reviewSuggestions(REPO, 'sub', findings, every, { secret: (t) => t.includes('"mcp__tracker__find_code"') }).left).toBe(1);
  });

  test('the review marker is a hidden line of its own, apart from the sticky comment’s', () => {
    expect(reviewMarker('MCP contract gate/gate')).toBe('<!-- mcp-contract-gate:MCP_contract_gate/gate/review -->');
  });
});
