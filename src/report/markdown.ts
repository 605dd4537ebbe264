import { ACTION_INPUT_DEFAULTS } from '../generated/action-inputs.js';
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
import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { ServerDiffStatus } from '../diff/engine.js';
import { entitySuffix } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import { type Severity } from '../model/severity.js';
import { ruleData } from '../policy/catalog.js';
import type { Finding, ServerFailure } from '../policy/types.js';
import { compactJson, prettyJson, type JsonValue } from '../util/json.js';
import { byPriority, effectTags, severityRank, gateState, groupByServer, groupByTool, plural, serverIds, witnessWords, sideName } from './common.js';
import { codeSpan, escapeBlock, escapeHtml, escapeInline, markerComment, safeUrl, truncate, trustedLine } from './escape.js';
import type { ReportInput } from './model.js';
import { isReferenceFinding, type ReferenceData } from '../references/findings.js';

export const MAX_COMMENT_LENGTH = 65536;
const DEFAULT_APPROVAL_LABEL = ACTION_INPUT_DEFAULTS['approve-label'];

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

const SEVERITY_LABEL: Record<Severity, string> = {
  breaking: '🔴 breaking',
  silent: '🟠 silent',
  additive: '🟢 additive',
  cosmetic: '⚪ cosmetic',
};

/** Caps that keep one change, one failure or one note from eating the whole comment. */
const LIMITS = {
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

interface ServerSection {
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

/** The report's head, each part rendered once (the failures both in full and one line each). */
interface HeadParts {
  title: string;
  counts: string;
  approval: string;
  nextStep: string;
  subject: string;
  failuresFull: string;
  failuresShort: string;
  probes: string;
}

/** Everything the length budget is worked out over; `shrink` drops parts until it fits. */
interface Layout {
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

function headParts(input: ReportInput, header: string | undefined): HeadParts {
  const { failures } = input.evaluation;
  return {
    title: titleLine(input, header),
    counts: countsLine(input),
    approval: approvalLine(input),
    nextStep: nextStepBlock(input),
    subject: input.subject ? `Compared ${codeSpan(input.subject.before)} → ${codeSpan(input.subject.after)}.\n\n` : '',
    failuresFull: failuresSection(failures, input.sides),
    failuresShort: failuresCompact(failures, input.sides),
    probes: probesSection(input),
  };
}

function headText(p: HeadParts, failures: string): string {
  return p.title + p.counts + p.subject + p.approval + p.nextStep + failures + p.probes;
}

/** The report's length as the layout stands. */
function layoutLength(l: Layout): number {
  let n = l.prefix.length + l.headingsLen + (l.keepNotes ? l.notes.length : 0);
  for (const s of l.sections) {
    if (s.keptRows > 0) n += s.tableHead.length + s.rowsLen + 1;
    n += omittedLine(s.rows.length - s.keptRows).length + s.detailsLen;
  }
  return n + truncationBlock(l.droppedRows, l.droppedDetails, l.url).length;
}

/** Drop parts, least needed first, until the report fits `max` (or nothing more can go). */
function shrink(l: Layout, max: number, shortPrefix: string): void {
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
function assemble(l: Layout): string {
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

/** Even the head does not fit: keep the essentials, in order, while they fit. */
function essentialsOnly(input: ReportInput, p: HeadParts, marker: string, url: string | undefined, max: number): string {
  const essentials = [p.title, p.counts, p.nextStep, p.failuresShort, truncationBlock(input.evaluation.findings.length, 0, url)];
  let out = marker;
  for (const part of essentials) if (out.length + part.length <= max) out += part;
  return out;
}

/** Lower rank = more important (kept longest). Encodes: blocking, then severity. */
function rowRank(s: ServerSection, i: number): number {
  const meta = s.rowMeta[i] as { blocking: boolean; severity: Severity };
  return (meta.blocking ? 0 : 10) + severityRank(meta.severity);
}

function titleLine(input: ReportInput, header: string | undefined): string {
  const { evaluation } = input;
  const { pass, approved } = gateState(input);
  const parts: string[] = [];
  const n = evaluation.blocking;
  const failed = evaluation.failures.length;
  if (n > 0) parts.push(approved ? `${plural(n, 'blocking change')} approved` : plural(n, 'blocking change'));
  if (failed > 0) parts.push(`${plural(new Set(evaluation.failures.map((f) => f.server)).size, 'server')} could not be read`);
  if (!parts.length) {
    const others = evaluation.findings.length;
    parts.push(others ? `no blocking changes (${plural(others, 'non-blocking change')})` : 'no contract changes');
  }
  const name = header ? ` · ${escapeInline(header, 200)}` : '';
  return `## ${pass ? '✅' : '❌'} MCP contract gate${name}: ${parts.join(', ')}\n\n`;
}

function countsLine(input: ReportInput): string {
  const { summary, blocking, findings } = input.evaluation;
  const flagged = findings.filter((f) => f.flags?.length).length;
  const cells = (['breaking', 'silent', 'additive', 'cosmetic'] as const).map((s) => `**${summary[s]}** ${s}`);
  cells.push(`**${blocking}** blocking`);
  if (flagged) cells.push(`🛡️ **${flagged}** with security flags`);
  return `${cells.join(' · ')}\n\n`;
}

function approvalLine(input: ReportInput): string {
  const a = input.approval;
  if (!a) return '';
  const label = codeSpan(a.label);
  const by = a.by ? escapeInline(a.by, 100) : undefined;
  let text: string;
  switch (a.state) {
    case 'approved':
      text = `✅ approved${by ? ` by ${by}` : ''} with the ${label} label.`;
      break;
    case 'stale':
      text = `⚠️ stale: the contracts changed after the ${label} label was applied${by ? ` by ${by}` : ''}; it must be applied again.`;
      break;
    case 'rejected':
      text = `⛔ the ${label} label does not count${by ? ` (applied by ${by})` : ''}.`;
      break;
    default:
      text = input.evaluation.blocking > 0 ? `not approved (label ${label}).` : `not needed (label ${label}).`;
  }
  const message = a.message ? ` ${escapeInline(a.message, 500)}` : '';
  return `**Approval:** ${text}${message}\n\n`;
}

function nextStepBlock(input: ReportInput): string {
  let step = input.nextStep ? trustedLine(input.nextStep) : undefined;
  if (!step) {
    const { pass } = gateState(input);
    const label = codeSpan(input.approval?.label ?? DEFAULT_APPROVAL_LABEL);
    if (input.evaluation.failures.length) step = 'Fix the server start-up shown below and re-run the check.';
    else if (!pass) step = `Review the blocking changes below. A maintainer (write access, not the pull request's author) can approve them by applying the ${label} label; otherwise revert them.`;
  }
  let out = step ? `**Next step:** ${step}\n\n` : '';
  if (input.nextStepCommand) out += `${escapeBlock(input.nextStepCommand, { lang: 'sh', maxLines: 20, maxChars: 2000 })}\n\n`;
  return out;
}

function failuresSection(failures: ServerFailure[], sides: ReportInput['sides']): string {
  if (!failures.length) return '';
  const servers = new Set(failures.map((f) => f.server)).size;
  let out = `### 🚨 ${plural(servers, 'server')} could not be read\n\nThe gate cannot judge a server it could not read, so the check fails until it starts.\n\n`;
  for (const f of failures.slice(0, LIMITS.failuresShown)) {
    const facts: string[] = [];
    if (f.exitCode !== undefined) facts.push(f.exitCode === null ? 'no exit code' : `exit code ${codeSpan(String(f.exitCode))}`);
    if (f.timedOut) facts.push('timed out');
    out += `**${codeSpan(f.server)}** on **${sideName(sides, f.side)}**: ${escapeInline(f.message, 500)}${facts.length ? ` · ${facts.join(' · ')}` : ''}\n\n`;
    if (f.stderr) out += `${escapeBlock(f.stderr, { lang: 'text', keep: 'tail', maxChars: LIMITS.stderrChars, maxLines: LIMITS.stderrLines })}\n\n`;
  }
  if (failures.length > LIMITS.failuresShown) out += `_…and ${plural(failures.length - LIMITS.failuresShown, 'more failure')}._\n\n`;
  return out;
}

/** The failures without their stderr, for a report that must shrink. */
function failuresCompact(failures: ServerFailure[], sides: ReportInput['sides']): string {
  if (!failures.length) return '';
  const shown = failures
    .slice(0, LIMITS.failuresShown)
    .map(
      (f) => `${codeSpan(f.server, { max: 60 })} (${sideName(sides, f.side)}${f.exitCode !== undefined && f.exitCode !== null ? `, exit code ${f.exitCode}` : ''}${f.timedOut ? ', timed out' : ''})`,
    );
  const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
  return `**🚨 Could not read:** ${shown.join(', ')}${more}.\n\n`;
}

const DECISION_ICON = { promote: '✅', hold: '⏸️', rollback: '⏪' } as const;

/** Probe verdict: decision, pass rates, and each reason (server text escaped). */
function probesSection(input: ReportInput): string {
  const v = input.probes;
  if (!v) return '';
  // Counts are numbers by type, and printed only as such (a forged result cannot slip Markdown in through them).
  const count = (n: unknown) => (Number.isSafeInteger(n) ? String(n) : '?');
  const rate = (r: { passed: number; total: number }) => `${count(r.passed)}/${count(r.total)}`;
  let out = `**${DECISION_ICON[v.decision]} Probes: ${v.decision}** · head ${rate(v.head)} passed${v.base ? ` · base ${rate(v.base)}` : ''}
`;
  for (const r of v.reasons.slice(0, 20))
    out += `- ${escapeInline(r, 400)}
`;
  if (v.reasons.length > 20)
    out += `- …and ${plural(v.reasons.length - 20, 'more reason')}.
`;
  return `${out}
`;
}

function notesSection(notes: string[]): string {
  if (!notes.length) return '';
  let out = '### Notes\n\n';
  for (const n of notes.slice(0, LIMITS.notesShown)) out += `- ${escapeInline(n, LIMITS.noteChars)}\n`;
  if (notes.length > LIMITS.notesShown) out += `- …and ${plural(notes.length - LIMITS.notesShown, 'more note')}.\n`;
  return `${out}\n`;
}

function omittedLine(n: number): string {
  return n > 0 ? `_${plural(n, 'more change')} of this server not shown._\n\n` : '';
}

function truncationBlock(rows: number, details: number, url: string | undefined): string {
  if (!rows && !details) return '';
  const where = url ? `<${url}>` : 'see the job summary';
  if (rows > 0) {
    const d = details > 0 ? ` Details omitted for ${plural(details, 'tool')}.` : '';
    return `---\n\n**Report truncated: ${plural(rows, 'more change')}.**${d} Full report: ${where}\n`;
  }
  return `---\n\n**Report truncated:** details omitted for ${plural(details, 'tool')}; every change is still listed in the tables above. Full report: ${where}\n`;
}

function serverSections(input: ReportInput): ServerSection[] {
  // references sit in their own section, per file (referencesSection), not among the servers' contract changes
  const grouped = groupByServer(input.evaluation.findings.filter((f) => !isReferenceFinding(f)));
  const ids = serverIds(input);
  const single = ids.length === 1 && ids[0] === DEFAULT_SERVER_ID;
  const out: ServerSection[] = [];
  const unchanged: string[] = [];
  for (const id of ids) {
    const findings = byPriority(grouped.get(id) ?? []);
    const status = input.diff.servers[id];
    if (!findings.length && !single && status?.status !== 'failed') unchanged.push(id);
    else out.push(serverSection(single ? '### Changes' : `### Server ${codeSpan(id)}`, findings, status));
  }
  if (unchanged.length) out.push(section(`### Unchanged servers\n\n${unchanged.map((id) => codeSpan(id)).join(', ')}\n\n`, '', [], [], []));
  const refs = referencesSection(input.evaluation.findings.filter(isReferenceFinding));
  if (refs) out.push(refs);
  return out;
}

/** The repository's references to renamed, removed or unknown tools (docs/references.md): a row each, by file and line. */
function referencesSection(findings: Finding[]): ServerSection | undefined {
  if (!findings.length) return undefined;
  const at = (f: Finding) => (f.data as ReferenceData).reference;
  const sorted = [...findings].sort((a, b) => (at(a).file < at(b).file ? -1 : at(a).file > at(b).file ? 1 : at(a).line - at(b).line || at(a).column - at(b).column));
  const files = new Set(sorted.map((f) => at(f).file)).size;
  const heading = `### References in this repository\n\n${plural(sorted.length, 'reference')} in ${plural(files, 'file')} ${sorted.length === 1 ? 'names' : 'name'} a tool this change renames or removes, or one no server lists (prose is for review only).\n\n`;
  const rows = sorted.map((f) => {
    const r = at(f);
    const what = `${f.rule === 'reference-renamed' ? `renamed: write ${codeSpan(String(f.after), { table: true })}` : f.rule === 'reference-broken' ? 'removed at the head' : 'listed by no server'}${(f.data as ReferenceData).new ? ' (new in this change)' : ''}`;
    return `| ${codeSpan(`${r.file}:${r.line}`, { table: true })} | ${codeSpan(r.text, { table: true })} (${escapeInline(r.where, LIMITS.messageChars)}) | ${codeSpan(f.rule, { table: true })} ${what} | ${severityCell(f)} |\n`;
  });
  return section(heading, '| File | Reference | Finding | Severity |\n|---|---|---|---|\n', rows, [], sorted);
}

/** One server's section: its status line, a table row per finding and the details of each tool. */
function serverSection(title: string, findings: Finding[], status: ServerDiffStatus | undefined): ServerSection {
  const statusText = statusLine(status);
  let heading = `${title}\n\n${statusText ? `${statusText}\n\n` : ''}`;
  if (!findings.length) heading += status?.status === 'failed' ? '' : 'No contract changes.\n\n';
  const details = groupByTool(findings).map((g) => toolDetails(g.entity, g.tool, g.findings));
  return section(heading, '| Tool | Change | Severity | Flags |\n|---|---|---|---|\n', findings.map(tableRow), details, findings);
}

/** A section with every row and detail kept (the budget drops some later). */
function section(heading: string, tableHead: string, rows: string[], details: string[], findings: Finding[]): ServerSection {
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

function statusLine(status: ServerDiffStatus | undefined): string {
  if (!status) return '';
  const b = status.before;
  const a = status.after;
  const versions =
    b?.version !== undefined || a?.version !== undefined
      ? ` · version ${b?.version !== undefined ? codeSpan(b.version, { max: 60 }) : '*(none)*'} → ${a?.version !== undefined ? codeSpan(a.version, { max: 60 }) : '*(none)*'}`
      : '';
  switch (status.status) {
    case 'added':
      return `New server (${plural(a?.tools ?? 0, 'tool')})${versions}.`;
    case 'removed':
      return `Server removed (it had ${plural(b?.tools ?? 0, 'tool')})${versions}.`;
    case 'failed':
      return 'Not compared: it could not be read (see above).';
    default:
      return `Tools: ${b?.tools ?? 0} → ${a?.tools ?? 0}${versions}.`;
  }
}

function severityCell(f: Finding): string {
  const tags = effectTags(f);
  return `${SEVERITY_LABEL[f.severity]}${f.blocking ? ' · **blocking**' : ''}${tags.length ? ` · ${tags.map((t) => escapeInline(t)).join(' · ')}` : ''}`;
}

function toolCell(f: { entity: Entity; tool: string }): string {
  return `${codeSpan(f.tool, { table: true, max: LIMITS.toolNameChars })}${entitySuffix(f.entity)}`;
}

function tableRow(f: Finding): string {
  const flags = (f.flags ?? []).map((fl) => `🛡️ ${codeSpan(fl.id, { table: true })}`).join(' ');
  return `| ${toolCell(f)} | ${codeSpan(f.rule, { table: true })} ${escapeInline(f.message, LIMITS.messageChars)} | ${severityCell(f)} | ${flags} |\n`;
}

function toolDetails(entity: Entity, tool: string, findings: Finding[]): string {
  const blocking = findings.filter((f) => f.blocking).length;
  const summary = `<code>${escapeHtml(tool, LIMITS.toolNameChars)}</code>${entitySuffix(entity)} · ${plural(findings.length, 'change')}${blocking ? ` · ${blocking} blocking` : ''}`;
  return `<details><summary>${summary}</summary>\n\n${findings.map(changeDetail).join('')}</details>\n\n`;
}

function changeDetail(f: Finding): string {
  const tags = effectTags(f);
  let out = `**${codeSpan(f.rule)}** · ${SEVERITY_LABEL[f.severity]}${f.blocking ? ' · **blocking**' : ''}${tags.length ? ` · ${tags.map((t) => escapeInline(t)).join(' · ')}` : ''}: ${escapeInline(f.message, LIMITS.messageChars)}\n\n`;
  const bullets: string[] = [`**Why:** ${escapeInline(f.reason, LIMITS.reasonChars)}`];
  if (f.path || f.pointer) bullets.push(`**Where:** ${f.path ? `${codeSpan(f.path)} at ` : ''}${codeSpan(f.pointer || '/')}`);
  const { bullet, blocks } = valuesView(f.before, f.after);
  if (bullet) bullets.push(bullet);
  const witness = witnessWords(f);
  if (witness && f.witness) {
    const inline = inlineValue(f.witness.value);
    if (inline !== undefined) bullets.push(`**Witness:** ${escapeInline(witness.lead)}: ${inline} (${escapeInline(witness.rejected)})`);
    else {
      bullets.push(`**Witness:** ${escapeInline(witness.lead)} (${escapeInline(witness.rejected)}): see below`);
      blocks.push(`**Witness:**\n\n${escapeBlock(prettyJson(f.witness.value).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
    }
  }
  const shown = nameAndTitle(f);
  if (shown) bullets.push(shown);
  for (const fl of f.flags ?? []) {
    bullets.push(
      `🛡️ **${codeSpan(fl.id)}** ${escapeInline(fl.message, LIMITS.messageChars)}${fl.evidence !== undefined ? ` · evidence: ${codeSpan(fl.evidence, { max: LIMITS.evidenceChars })}` : ''}`,
    );
  }
  if (f.modelText !== undefined) {
    bullets.push("**What the model reads:** see below (the new tool's full text, as the server sends it)");
    blocks.push(escapeBlock(f.modelText, { lang: 'text', maxChars: LIMITS.modelTextChars, maxLines: LIMITS.modelTextLines }));
  }
  for (const e of f.effects ?? []) bullets.push(`**Policy:** ${escapeInline(e.message, 500)}${e.source ? ` (${codeSpan(e.source, { max: 200 })})` : ''}`);
  out += bullets.map((b) => `- ${b}\n`).join('');
  out += '\n';
  for (const b of blocks) out += `${b}\n\n`;
  return out;
}

/**
 * Wherever a finding shows a tool's display title (a changed title, a new tool's text), the name it is called by
 * stands beside it: people approve what the title says, the agent calls what the name says.
 */
function nameAndTitle(f: Finding): string | undefined {
  if (f.entity !== 'tool') return undefined;
  const as = (title: JsonValue | null | undefined) =>
    `${codeSpan(f.tool, { max: LIMITS.toolNameChars })} shown as ${typeof title === 'string' ? codeSpan(title, { max: LIMITS.inlineValueChars }) : '*(no title)*'}`;
  if ((f.rule === 'title-changed' && f.path === '') || (f.rule === 'annotation-changed' && f.pointer === '/annotations/title')) return `**Name and title:** ${as(f.before)} → ${as(f.after)}`;
  const title = ruleData('tool-added', f)?.title;
  return title !== undefined ? `**Name and title:** ${as(title)}` : undefined;
}

function inlineValue(v: JsonValue | null): string | undefined {
  if (v === null) return '*(none)*';
  const json = compactJson(v);
  return json.length <= LIMITS.inlineValueChars ? codeSpan(json, { max: LIMITS.inlineValueChars }) : undefined;
}

/** Before → after: inline code when short; a `diff` block for long text; JSON blocks for long structures. */
function valuesView(before: JsonValue | null, after: JsonValue | null): { bullet?: string; blocks: string[] } {
  if (before === null && after === null) return { blocks: [] };
  const bi = inlineValue(before);
  const ai = inlineValue(after);
  if (bi !== undefined && ai !== undefined) return { bullet: `**Before → after:** ${bi} → ${ai}`, blocks: [] };
  const textual = (v: JsonValue | null) => v === null || typeof v === 'string';
  if (textual(before) && textual(after)) {
    const side = (v: JsonValue | null, sign: string) =>
      v === null
        ? []
        : truncate2(v as string)
            .split('\n')
            .map((l) => `${sign} ${l}`);
    const text = [...side(before, '-'), ...side(after, '+')].join('\n');
    return { bullet: '**Before → after:** see the diff below', blocks: [escapeBlock(text, { lang: 'diff', maxChars: LIMITS.valueBlockChars * 2 + 200, maxLines: LIMITS.valueBlockLines * 2 + 2 })] };
  }
  const blocks: string[] = [];
  const parts: string[] = [];
  for (const [label, v, inline] of [
    ['Before', before, bi],
    ['After', after, ai],
  ] as const) {
    if (inline !== undefined) parts.push(`**${label}:** ${inline}`);
    else {
      parts.push(`**${label}:** see below`);
      blocks.push(`**${label}:**\n\n${escapeBlock(prettyJson(v).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
    }
  }
  return { bullet: parts.join(' · '), blocks };
}

/** One side of a text diff: capped in characters and lines before the block adds its own cap. */
function truncate2(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept = lines.length > LIMITS.valueBlockLines ? [...lines.slice(0, LIMITS.valueBlockLines), `… (${lines.length - LIMITS.valueBlockLines} more lines)`] : lines;
  const joined = kept.join('\n');
  return truncate(joined, LIMITS.valueBlockChars);
}
