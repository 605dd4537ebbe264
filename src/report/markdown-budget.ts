import { type Severity } from '../model/severity.js';
import type { Finding } from '../policy/types.js';
import { severityRank, plural } from './common.js';

/** The Markdown report's length budget: the caps on each part, and the layout `shrink` drops whole parts from. */

/** Caps that keep one change, one failure or one note from eating the whole comment. */
export const LIMITS = {
  messageChars: 300,
  reasonChars: 500,
  inlineValueChars: 80,
  valueBlockChars: 1500,
  valueBlockLines: 40,
  evidenceChars: 300,
  stderrChars: 2000,
  stderrLines: 30,
  failuresShown: 20,
  notesShown: 50,
  noteChars: 1000,
  toolNameChars: 100,
  modelTextChars: 4000,
  modelTextLines: 80,
};

export interface ServerSection {
  heading: string;
  tableHead: string;
  rows: string[];
  rowKept: boolean[];
  keptRows: number;
  rowsLen: number;
  details: string[];
  detailKept: boolean[];
  detailsLen: number;
  /** Per row: what decides the order rows are dropped in. */
  rowMeta: Array<{ blocking: boolean; severity: Severity }>;
}

/** Everything the length budget is worked out over; `shrink` drops parts until it fits. */
export interface Layout {
  /** The marker and the head: kept whole. */
  prefix: string;
  headingsLen: number;
  sections: ServerSection[];
  notes: string;
  keepNotes: boolean;
  url: string | undefined;
  droppedRows: number;
  droppedDetails: number;
}

/** The report's length as the layout stands. */
export function layoutLength(l: Layout): number {
  let n = l.prefix.length + l.headingsLen + (l.keepNotes ? l.notes.length : 0);
  for (const s of l.sections) {
    if (s.keptRows > 0) n += s.tableHead.length + s.rowsLen + 1;
    n += omittedLine(s.rows.length - s.keptRows).length + s.detailsLen;
  }
  return n + truncationBlock(l.droppedRows, l.droppedDetails, l.url).length;
}

/** Drop parts, least needed first, until the report fits `max` (or nothing more can go). */
export function shrink(l: Layout, max: number, shortPrefix: string): void {
  dropDetails(l, max);
  if (layoutLength(l) > max) dropRows(l, max);
  // 3. notes
  if (layoutLength(l) > max) l.keepNotes = false;
  // 4. stderr tails: the failures stay listed, one line each
  if (layoutLength(l) > max) l.prefix = shortPrefix;
}

/** 1. details, bottom up */
function dropDetails(l: Layout, max: number): void {
  for (let si = l.sections.length - 1; si >= 0; si--) {
    const s = l.sections[si] as ServerSection;
    for (let di = s.details.length - 1; di >= 0; di--) {
      s.detailKept[di] = false;
      s.detailsLen -= (s.details[di] as string).length;
      l.droppedDetails++;
      if (layoutLength(l) <= max) return;
    }
  }
}

/** 2. table rows, least important first */
function dropRows(l: Layout, max: number): void {
  const order: Array<{ s: ServerSection; i: number; rank: number; pos: number }> = [];
  let pos = 0;
  for (const s of l.sections) for (let i = 0; i < s.rows.length; i++) order.push({ s, i, rank: rowRank(s, i), pos: pos++ });
  order.sort((a, b) => b.rank - a.rank || b.pos - a.pos);
  for (const { s, i } of order) {
    s.rowKept[i] = false;
    s.keptRows--;
    s.rowsLen -= (s.rows[i] as string).length;
    l.droppedRows++;
    if (layoutLength(l) <= max) return;
  }
}

/** The report from what the layout kept. */
export function assemble(l: Layout): string {
  let body = l.prefix;
  for (const s of l.sections) {
    body += s.heading;
    if (s.keptRows > 0) {
      body += s.tableHead;
      for (let i = 0; i < s.rows.length; i++) if (s.rowKept[i]) body += s.rows[i];
      body += '\n';
    }
    body += omittedLine(s.rows.length - s.keptRows);
    for (let i = 0; i < s.details.length; i++) if (s.detailKept[i]) body += s.details[i];
  }
  if (l.keepNotes) body += l.notes;
  return body + truncationBlock(l.droppedRows, l.droppedDetails, l.url);
}

/** Lower rank = more important (kept longest). Encodes: blocking, then severity. */
function rowRank(s: ServerSection, i: number): number {
  const meta = s.rowMeta[i] as { blocking: boolean; severity: Severity };
  return (meta.blocking ? 0 : 10) + severityRank(meta.severity);
}

export function omittedLine(n: number): string {
  return n > 0 ? `_${plural(n, 'more change')} of this server not shown._\n\n` : '';
}

export function truncationBlock(rows: number, details: number, url: string | undefined): string {
  if (!rows && !details) return '';
  const where = url ? `<${url}>` : 'see the job summary';
  if (rows > 0) {
    const d = details > 0 ? ` Details omitted for ${plural(details, 'tool')}.` : '';
    return `---\n\n**Report truncated: ${plural(rows, 'more change')}.**${d} Full report: ${where}\n`;
  }
  return `---\n\n**Report truncated:** details omitted for ${plural(details, 'tool')}; every change is still listed in the tables above. Full report: ${where}\n`;
}

/** A section with every row and detail kept (the budget drops some later). */
export function section(heading: string, tableHead: string, rows: string[], details: string[], findings: Finding[]): ServerSection {
  return {
    heading,
    tableHead,
    rows,
    rowKept: rows.map(() => true),
    keptRows: rows.length,
    rowsLen: rows.reduce((n, r) => n + r.length, 0),
    details,
    detailKept: details.map(() => true),
    detailsLen: details.reduce((n, d) => n + d.length, 0),
    rowMeta: findings.map((f) => ({ blocking: f.blocking, severity: f.severity })),
  };
}
