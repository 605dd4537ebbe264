import type { ToolReference } from './types.js';

/** A rename to write into a file: the reference (with the span of its tool name) and the tool's new name. */
export interface Rename {
  reference: ToolReference;
  newName: string;
}

export interface Rewritten {
  /** The file's new text (the same text when nothing could be rewritten). */
  text: string;
  rewritten: Rename[];
  /** The renames that could not be written exactly, each with why: prose, code, no span, or text that moved. */
  skipped: Array<Rename & { why: string }>;
}

/**
 * Write renames into one file's text: each structured reference whose span still holds the old name gets the new
 * one; every other byte stays. Prose and code are never rewritten (code is a suggestion for a person), nor a reference
 * without a span (an escape, a folded line), nor one whose text no longer matches (the file changed since the scan).
 */
export function rewriteReferences(text: string, renames: readonly Rename[]): Rewritten {
  const rewritten: Rename[] = [];
  const skipped: Rewritten['skipped'] = [];
  const ok: Array<Rename & { span: { start: number; end: number } }> = [];
  for (const r of renames) {
    const { reference: ref } = r;
    if (ref.kind !== 'structured') skipped.push({ ...r, why: ref.kind === 'prose' ? 'prose is never rewritten' : 'code is left to a person (see the suggestion)' });
    else if (!ref.span) skipped.push({ ...r, why: 'the file does not hold the name verbatim (an escape or a folded line)' });
    else if (text.slice(ref.span.start, ref.span.end) !== ref.tool) skipped.push({ ...r, why: 'the file changed since it was scanned' });
    else if (!/^[A-Za-z0-9_.-]+$/.test(r.newName)) skipped.push({ ...r, why: 'the new name holds characters that would need quoting' });
    else ok.push({ ...r, span: ref.span });
  }
  // back to front, so earlier offsets stay valid; one rewrite per span
  ok.sort((a, b) => b.span.start - a.span.start);
  let out = text;
  let last = Infinity;
  for (const r of ok) {
    if (r.span.end > last) {
      skipped.push({ reference: r.reference, newName: r.newName, why: 'overlaps another rewrite' });
      continue;
    }
    out = out.slice(0, r.span.start) + r.newName + out.slice(r.span.end);
    last = r.span.start;
    rewritten.push({ reference: r.reference, newName: r.newName });
  }
  rewritten.reverse();
  return { text: out, rewritten, skipped };
}

/**
 * GitHub suggested changes for renames in one file: one per line (every rename on that line applied), the line's new
 * text in a `suggestion` fence longer than any backtick run in it. References without a span, or whose text moved,
 * get none. Sorted by line.
 */
export function suggestionsFor(text: string, renames: readonly Rename[]): Array<{ line: number; body: string; newLine: string }> {
  const byLine = new Map<number, Rename[]>();
  for (const r of renames) {
    const span = r.reference.span;
    if (!span || text.slice(span.start, span.end) !== r.reference.tool) continue;
    byLine.set(r.reference.line, [...(byLine.get(r.reference.line) ?? []), r]);
  }
  return [...byLine.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([line, list]) => {
      const first = list[0]!.reference.span!.start;
      const start = text.lastIndexOf('\n', first - 1) + 1;
      const nl = text.indexOf('\n', first);
      const end = nl < 0 ? text.length : nl;
      const old = text.slice(start, end).replace(/\r$/, '');
      // the line's renames, back to front (offsets within the line stay valid)
      let newLine = old;
      for (const r of [...list].sort((a, b) => b.reference.span!.start - a.reference.span!.start)) {
        const s = r.reference.span!.start - start;
        newLine = newLine.slice(0, s) + r.newName + newLine.slice(r.reference.span!.end - start);
      }
      const fence = '`'.repeat(Math.max(3, ...[...newLine.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      return { line, body: `${fence}suggestion\n${newLine}\n${fence}`, newLine };
    });
}
