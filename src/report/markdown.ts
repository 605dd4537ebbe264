/**
 * The Markdown report: the sticky pull-request comment, the job summary and `diff --format markdown`.
 *
 * Layout: hidden marker, title with the decision, counts per severity, approval state and the next step, servers that
 * could not be read (with their stderr tail), then per server a summary table (blocking rows first) and one folded
 * `<details>` per tool with every change's message, reason, path, before → after, security flags and policy effects;
 * notes last. Every server-supplied string goes through `escape.ts`.
 *
 * Size: never longer than `maxLength` (default 65,536, GitHub's comment limit, counted in UTF-16 code units). When the
 * full report would be longer, whole `<details>` blocks are dropped from the bottom up, then table rows, least
 * important first (non-blocking before blocking, cosmetic before breaking, bottom before top), and the report ends with
 * "Report truncated: N more changes. Full report: …". Only whole blocks are dropped, so no `<details>` or fence is left
 * open. Same input, same bytes: nothing here reads the clock or the environment.
 */
import { plural } from './common.js';
import { escapeInline, markerComment, safeUrl } from './escape.js';
import type { ReportInput } from './model.js';
import { assemble, layoutLength, LIMITS, shrink, truncationBlock, type Layout } from './markdown-budget.js';
import { serverSections } from './markdown-changes.js';
import { headParts, headText, type HeadParts } from './markdown-head.js';

export const MAX_COMMENT_LENGTH = 65536;

export interface MarkdownOptions {
  /** Identifies this gate's comment among others (workflow, job, header); sanitised into the hidden marker. */
  marker?: string;
  /** Shown in the title, e.g. the config's name. */
  header?: string;
  /** Hard cap on the output length (default 65,536). */
  maxLength?: number;
  /** Where the untruncated report lives (job summary, artifact); linked from the truncation line. */
  fullReportUrl?: string;
}

export function renderMarkdown(input: ReportInput, options: MarkdownOptions = {}): string {
  const max = options.maxLength ?? MAX_COMMENT_LENGTH;
  const marker = `${markerComment(options.marker)}\n`;
  if (marker.length > max) throw new RangeError(`maxLength ${max} is shorter than the marker line`);

  const parts = headParts(input, options.header);
  const layout: Layout = {
    prefix: marker + headText(parts, parts.failuresFull),
    headingsLen: 0,
    sections: serverSections(input),
    notes: notesSection(input.evaluation.notes),
    keepNotes: true,
    url: safeUrl(options.fullReportUrl),
    droppedRows: 0,
    droppedDetails: 0,
  };
  layout.headingsLen = layout.sections.reduce((n, s) => n + s.heading.length, 0);

  if (layoutLength(layout) > max) shrink(layout, max, marker + headText(parts, parts.failuresShort));
  const out = layoutLength(layout) <= max ? assemble(layout) : essentialsOnly(input, parts, marker, layout.url, max);
  return out.replace(/\n+$/, '\n');
}

/** Even the head does not fit: keep the essentials, in order, while they fit. */
function essentialsOnly(input: ReportInput, p: HeadParts, marker: string, url: string | undefined, max: number): string {
  const essentials = [p.title, p.counts, p.nextStep, p.failuresShort, truncationBlock(input.evaluation.findings.length, 0, url)];
  let out = marker;
  for (const part of essentials) if (out.length + part.length <= max) out += part;
  return out;
}

function notesSection(notes: string[]): string {
  if (!notes.length) return '';
  let out = '### Notes\n\n';
  for (const n of notes.slice(0, LIMITS.notesShown)) out += `- ${escapeInline(n, LIMITS.noteChars)}\n`;
  if (notes.length > LIMITS.notesShown) out += `- …and ${plural(notes.length - LIMITS.notesShown, 'more note')}.\n`;
  return `${out}\n`;
}
