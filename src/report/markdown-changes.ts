import { DEFAULT_SERVER_ID } from '../contract/types.js';
import type { ServerDiffStatus } from '../diff/engine.js';
import { entitySuffix } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import { type Severity } from '../model/severity.js';
import { ruleData } from '../policy/catalog.js';
import type { Finding } from '../policy/types.js';
import { compactJson, prettyJson, type JsonValue } from '../util/json.js';
import { byPriority, effectTags, groupByServer, groupByTool, plural, serverIds, witnessWords } from './common.js';
import { codeSpan, escapeBlock, escapeHtml, escapeInline, truncate } from './escape.js';
import type { ReportInput } from './model.js';
import { isReferenceFinding, type ReferenceData } from '../references/findings.js';
import { LIMITS, section, type ServerSection } from './markdown-budget.js';

/** The Markdown report's sections per server: a table row per finding, and each tool's folded details. */

const SEVERITY_LABEL: Record<Severity, string> = {
  breaking: '🔴 breaking',
  silent: '🟠 silent',
  additive: '🟢 additive',
  cosmetic: '⚪ cosmetic',
};

export function serverSections(input: ReportInput): ServerSection[] {
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
