// A unified diff of two texts, for `npm run generate -- --check`: the lines they share at the start and the end are
// left out, and what lies between is one hunk with three lines of context either side. Long lines are cut.

const CONTEXT = 3;
const MAX_LINE = 240;
const MAX_LINES = 200;

const cut = (line) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}… (${line.length} characters)` : line);

/** The diff of `before` (the file) and `after` (what it should be), or '' when they are equal. */
export function unifiedDiff(before, after, name) {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const from = Math.max(0, head - CONTEXT);
  const aEnd = a.length - tail;
  const bEnd = b.length - tail;
  const after_ = Math.min(tail, CONTEXT);
  const lines = [
    ...a.slice(from, head).map((l) => ` ${cut(l)}`),
    ...a.slice(head, aEnd).map((l) => `-${cut(l)}`),
    ...b.slice(head, bEnd).map((l) => `+${cut(l)}`),
    ...a.slice(aEnd, aEnd + after_).map((l) => ` ${cut(l)}`),
  ];
  const aLen = aEnd - from + after_;
  const bLen = bEnd - from + after_;
  const shown = lines.slice(0, MAX_LINES);
  if (lines.length > MAX_LINES) shown.push(`… ${lines.length - MAX_LINES} more lines`);
  return [`--- a/${name}`, `+++ b/${name} (generated)`, `@@ -${from + 1},${aLen} +${from + 1},${bLen} @@`, ...shown, ''].join('\n');
}
