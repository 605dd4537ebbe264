/** Builders for report inputs and a lexical well-formedness checker for the Markdown we emit (no Markdown parser is installed). */
import { join } from 'node:path';
import { parseSnapshot, readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots, summarize, type DiffResult } from '../../src/diff/engine.js';
import type { Change } from '../../src/diff/types.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import type { Evaluation, Finding, ServerFailure } from '../../src/policy/types.js';
import type { ReportInput } from '../../src/report/model.js';
import { SCENARIOS } from '../support/paths.js';

export const TODAY = '2026-11-21';

/** Snapshot files → diff → default policy, as the CLI does. */
export function inputFromFiles(before: string, after: string): ReportInput {
  const diff = diffSnapshots(readSnapshotFile(before), readSnapshotFile(after));
  return { diff, evaluation: evaluate(diff, DEFAULT_POLICY, { today: TODAY }), subject: { before: 'base', after: 'head' } };
}

export function scenario(a: string, b: string): ReportInput {
  return inputFromFiles(join(SCENARIOS, `${a}.json`), join(SCENARIOS, `${b}.json`));
}

/** In-memory snapshots → diff → default policy. */
export function inputFromSnapshots(before: unknown, after: unknown): ReportInput {
  const diff = diffSnapshots(parseSnapshot(before, 'before.json'), parseSnapshot(after, 'after.json'));
  return { diff, evaluation: evaluate(diff, DEFAULT_POLICY, { today: TODAY }) };
}

export function finding(partial: Partial<Finding> = {}): Finding {
  return {
    rule: 'param-renamed',
    severity: 'silent',
    entity: 'tool',
    tool: 'search',
    path: 'q',
    pointer: '/inputSchema/properties/q',
    before: 'query',
    after: 'q',
    message: "parameter 'query' renamed to 'q'",
    reason: 'The schema is open: calls with the old name still succeed, and the argument is silently dropped.',
    blocking: true,
    ...partial,
  };
}

/** A report input around hand-made findings (server statuses derived from the findings). */
export function inputOf(findings: Finding[], extra: { failures?: ServerFailure[]; notes?: string[] } = {}): ReportInput {
  const servers: DiffResult['servers'] = {};
  for (const f of findings) servers[f.server ?? 'default'] = { status: 'ok', before: { tools: 3 }, after: { tools: 3 } };
  for (const f of extra.failures ?? []) servers[f.server] = { status: 'failed', before: { tools: 0 }, after: { tools: 0, error: { message: f.message } } };
  const changes: Change[] = findings.map(({ blocking: _b, effects: _e, originalSeverity: _o, ...c }) => c);
  const summary = summarize(findings);
  const failures = extra.failures ?? [];
  const blocking = findings.filter((f) => f.blocking).length;
  const evaluation: Evaluation = { findings, summary, blocking, failures, notes: extra.notes ?? [] };
  return { diff: { changes, summary, servers }, evaluation };
}

/** Remove inline code spans (CommonMark backtick-run matching) from one line, leaving a placeholder. */
export function stripCodeSpans(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] === '\\' && i + 1 < line.length) {
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (line[i] !== '`') {
      out += line[i];
      i++;
      continue;
    }
    let n = 0;
    while (line[i + n] === '`') n++;
    const fence = '`'.repeat(n);
    let j = i + n;
    let close = -1;
    while (j < line.length) {
      const k = line.indexOf(fence, j);
      if (k < 0) break;
      let m = 0;
      while (line[k + m] === '`') m++;
      if (m === n) {
        close = k;
        break;
      }
      j = k + m;
    }
    if (close < 0) {
      out += fence;
      i += n;
    } else {
      out += '⟦code⟧';
      i = close + n;
    }
  }
  return out;
}

/**
 * Count the cell-delimiting pipes of a table row as cmark-gfm does: a backslash followed by ASCII punctuation is one
 * escaped pair (so `\\|` frees the pipe, `\|` keeps it in the cell, even inside code spans).
 */
export function tableCells(row: string): number {
  let n = 0;
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && /[!-/:-@[-`{-~]/.test(row[i + 1] ?? '')) i++;
    else if (row[i] === '|') n++;
  }
  return n;
}

const ALLOWED_TAG = /^<(?:details>|\/details>|summary>|\/summary>|code>|\/code>|https?:\/\/)/;

/**
 * Everything that would let content escape its place, found lexically. Empty when the document is well formed:
 * fences closed, `<details>` balanced and never inside a fence, no raw HTML but our own tags, the marker once on line 1,
 * table rows with the header's cell count, no heading but ours, no active link/image/autolink outside code, no
 * mention, no raw bidi or invisible character other than the zero-width spaces we insert in code.
 */
export function markdownProblems(md: string): string[] {
  const problems: string[] = [];
  const lines = md.split('\n');
  if (!lines[0]?.startsWith('<!-- mcp-contract-gate:') || !lines[0].endsWith(' -->')) problems.push('line 1 is not the marker');
  const markers = md.split('<!-- mcp-contract-gate').length - 1;
  if (markers !== 1) problems.push(`marker appears ${markers} times`);
  if (/<!--/.test(md.slice(lines[0]?.length ?? 0))) problems.push('an HTML comment opener after line 1');
  if (/@[\p{L}\p{N}_-]/u.test(md)) problems.push(`a live mention: ${/@[\p{L}\p{N}_-]+/u.exec(md)?.[0]}`);
  if (/[\u202A-\u202E\u2066-\u2069\u200C-\u200F\u2060-\u2064\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(md)) problems.push('a raw control, bidi or invisible character');
  let fence: { ch: string; len: number; line: number } | null = null;
  let depth = 0;
  let tableCols = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (fence) {
      const m = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (m && (m[1] as string)[0] === fence.ch && (m[1] as string).length >= fence.len) fence = null;
      else if (/<[!/?\p{L}]/u.test(line)) problems.push(`line ${i + 1}: raw tag inside a fence: ${line.slice(0, 80)}`);
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open) {
      fence = { ch: (open[1] as string)[0] as string, len: (open[1] as string).length, line: i + 1 };
      tableCols = -1;
      continue;
    }
    // tables: a row of pipes, the delimiter row, then rows with the same number of (unescaped) pipes
    if (line.startsWith('|')) {
      if (tableCols < 0) {
        if (/^\|(?:\s*:?-+:?\s*\|)+$/.test(lines[i + 1] ?? '')) tableCols = tableCells(line);
        else problems.push(`line ${i + 1}: a table row outside a table: ${line.slice(0, 80)}`);
      } else if (tableCells(line) !== tableCols) problems.push(`line ${i + 1}: table row has ${tableCells(line)} pipes, header has ${tableCols}`);
    } else tableCols = -1;
    if (/^ {0,3}#/.test(line) && !/^(## [✅❌] |### )/.test(line)) problems.push(`line ${i + 1}: a heading that is not ours: ${line.slice(0, 80)}`);
    if (/^ {0,3}(?:[-*_]\s*){3,}$/.test(line) && line !== '---') problems.push(`line ${i + 1}: a thematic break that is not ours`);
    const prose = i === 0 ? '' : stripCodeSpans(line);
    for (const m of prose.matchAll(/<[^\s]?/g)) {
      if (!ALLOWED_TAG.test(prose.slice(m.index))) problems.push(`line ${i + 1}: raw "<" outside code: ${prose.slice(m.index, m.index + 40)}`);
    }
    depth += (line.match(/<details>/g) ?? []).length;
    depth -= (line.match(/<\/details>/g) ?? []).length;
    if (depth < 0 || depth > 1) problems.push(`line ${i + 1}: <details> nesting ${depth}`);
    if (/(?<!\\)\]\(|(?<!\\)!\[|(?<!\\)\]\[/.test(prose)) problems.push(`line ${i + 1}: an active link or image: ${prose.slice(0, 80)}`);
    if (/[a-z]:\/\/|\bwww\./i.test(prose.replace(/<https?:\/\/[^>]*>/g, ''))) problems.push(`line ${i + 1}: a bare URL that would autolink`);
    if (/(?<!&)#\d|GH\\?-\d/i.test(prose)) problems.push(`line ${i + 1}: a live issue reference`);
  }
  if (fence) problems.push(`fence opened on line ${fence.line} is never closed`);
  if (depth !== 0) problems.push(`${depth} <details> left open`);
  const opens = md.split('<details>').length - 1;
  const closes = md.split('</details>').length - 1;
  if (opens !== closes) problems.push(`<details> ${opens} vs </details> ${closes}`);
  return problems;
}
