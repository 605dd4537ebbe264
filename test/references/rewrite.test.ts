import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanTree } from '../../src/app/reference-files.js';
import { parseSnapshot } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { matchReferences, referenceContextOf } from '../../src/references/match.js';
import { rewriteReferences, suggestionsFor, type Rename } from '../../src/references/rewrite.js';

// Suggestions are applied with `git apply` (a real git): this tier.
const REFS = '__fixtures__/references';
const read = (f: string) => parseSnapshot(JSON.parse(readFileSync(join(REFS, f), 'utf8')), f);

function renamesOf(root: string): Map<string, Rename[]> {
  const base = read('base.json');
  const head = read('head.json');
  const ctx = referenceContextOf(base, head, diffSnapshots(base, head).changes, { tracker: 'tracker' });
  const byFile = new Map<string, Rename[]>();
  for (const f of matchReferences(scanTree(root, { keys: ['tracker'] }).references, ctx)) {
    if (f.rule !== 'reference-renamed') continue;
    byFile.set(f.reference.file, [...(byFile.get(f.reference.file) ?? []), { reference: f.reference, newName: f.newName! }]);
  }
  return byFile;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcg-references-rewrite-'));
  cpSync(join(REFS, 'repo'), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the rewrite: structured references get the new name, byte for byte elsewhere; prose and code are listed, untouched', () => {
  const byFile = renamesOf(dir);
  const skipped: string[] = [];
  for (const [file, renames] of byFile) {
    const before = readFileSync(join(dir, file), 'utf8');
    const r = rewriteReferences(before, renames);
    skipped.push(...r.skipped.map((s) => `${s.reference.file}:${s.reference.line} ${s.why}`));
    // only the names changed: the same text once the new names are put back
    expect(r.text.replaceAll('find_code', 'search_code')).toBe(before.includes('find_code') ? r.text.replaceAll('find_code', 'search_code') : before);
    writeFileSync(join(dir, file), r.text);
  }
  expect(skipped.sort()).toEqual([
    'AGENTS.md:3 prose is never rewritten',
    'agent/client.py:6 code is left to a person (see the suggestion)',
    'src/client.ts:4 code is left to a person (see the suggestion)',
  ]);
  // scanned again: no structured reference to the old name is left; prose and code still are
  const left = [...renamesOf(dir).values()].flat().map((r) => `${r.reference.file} ${r.reference.kind}`);
  expect(left.sort()).toEqual(['AGENTS.md prose', 'agent/client.py code', 'src/client.ts code']);
  expect(readFileSync(join(dir, '.claude/settings.json'), 'utf8')).toContain('"mcp__tracker__find_code",');
  expect(readFileSync(join(dir, '.github/workflows/agent.yml'), 'utf8')).toContain('allowed_tools: "mcp__tracker__find_code,Bash(npm:*)"');
});

test('the suggestions apply cleanly with git apply, one per line, and give what the rewrite gives (code included)', () => {
  const git = (...a: string[]) =>
    execFileSync('git', ['-C', dir, ...a], { stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const byFile = renamesOf(dir);
  let applied = 0;
  for (const [file, renames] of byFile) {
    const text = readFileSync(join(dir, file), 'utf8');
    const lines = text.split('\n');
    for (const s of suggestionsFor(text, renames)) {
      // the suggestion's text, as GitHub applies it: the line replaced by the fenced content
      const body = s.body.split('\n');
      expect(body[0]).toMatch(/^`{3,}suggestion$/);
      const replacement = body.slice(1, -1).join('\n');
      const patch = `--- a/${file}\n+++ b/${file}\n@@ -${s.line},1 +${s.line},1 @@\n-${lines[s.line - 1]}\n+${replacement}\n`;
      writeFileSync(join(dir, '.patch'), patch);
      git('apply', '--check', '--unidiff-zero', '.patch');
      git('apply', '--unidiff-zero', '.patch');
      applied++;
    }
    const after = readFileSync(join(dir, file), 'utf8');
    // every rename with a span was suggested (prose has none: never suggested, never rewritten)
    if (renames.every((r) => r.reference.span)) expect(after).not.toContain('search_code');
    else expect(after).toBe(text);
    // for a structured file, exactly what the re-pin rewrite writes
    if (renames.every((r) => r.reference.kind === 'structured')) expect(after).toBe(rewriteReferences(text, renames).text);
  }
  // one per line with a rename that has a span
  expect(applied).toBe([...byFile.values()].reduce((n, rs) => n + new Set(rs.filter((r) => r.reference.span).map((r) => r.reference.line)).size, 0));
  expect(applied).toBe(10);
});

test('two renames on one line are one suggestion; a fence outgrows the backticks of the line', () => {
  const text = 'tools: `mcp__s__a`, ```mcp__s__b```\n';
  const ref = (tool: string, start: number) => ({
    file: 'f',
    line: 1,
    column: start + 1,
    text: `mcp__s__${tool}`,
    format: 'claude-agent' as const,
    where: 'w',
    kind: 'structured' as const,
    tool,
    span: { start, end: start + 1 },
  });
  const [s] = suggestionsFor(text, [
    { reference: ref('a', 16), newName: 'x' },
    { reference: ref('b', 31), newName: 'y' },
  ]);
  expect(s).toEqual({ line: 1, newLine: 'tools: `mcp__s__x`, ```mcp__s__y```', body: '````suggestion\ntools: `mcp__s__x`, ```mcp__s__y```\n````' });
  // the rewrite refuses a span that no longer holds the name, and a new name that would need quoting
  expect(rewriteReferences('xx', [{ reference: ref('a', 0), newName: 'x' }]).skipped.map((k) => k.why)).toEqual(['the file changed since it was scanned']);
  expect(rewriteReferences(text, [{ reference: ref('a', 16), newName: 'a b' }]).skipped.map((k) => k.why)).toEqual(['the new name holds characters that would need quoting']);
});
