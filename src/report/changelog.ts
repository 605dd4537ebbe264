/**
 * The contract changelog, for the people who ship a server: Keep a Changelog style Markdown (Breaking, Changed
 * meaning, Added, Other; per tool; one sentence per change with its rule ID), the same as JSON, and a one-line
 * summary, each saying which semver bump the changes need and whether the version being released makes it. Only
 * contract changes are listed (a diff rule's findings): the policy's own findings (an unpinned launch, an edited gate
 * config) say nothing to the server's users. Server text is untrusted: escaped like the pull-request comment.
 */
import type { Entity } from '../diff/types.js';
import type { Severity } from '../model/severity.js';
import { contractFindings, releaseBump, type ReleaseBump } from '../policy/versioning.js';
import type { Finding, ServerFailure } from '../policy/types.js';
import { prettyJson, type JsonValue } from '../util/json.js';
import { serverOf } from './common.js';
import { codeSpan, escapeInline, escapeTerminal } from './escape.js';
import type { ReleaseInfo, ReportInput } from './model.js';

export const CHANGELOG_SCHEMA_VERSION = 1;

/** The changelog's sections, in the order they are shown: each is one severity. */
export const CHANGELOG_SECTIONS = [
  { key: 'breaking', title: 'Breaking', severity: 'breaking' },
  { key: 'changedMeaning', title: 'Changed meaning', severity: 'silent' },
  { key: 'added', title: 'Added', severity: 'additive' },
  { key: 'other', title: 'Other', severity: 'cosmetic' },
] as const satisfies ReadonlyArray<{ key: string; title: string; severity: Severity }>;

export type SectionKey = (typeof CHANGELOG_SECTIONS)[number]['key'];

/** One line of the changelog: one change, as a sentence, with the rule that found it. */
export interface ChangelogEntry {
  server?: string;
  entity: Entity;
  tool: string;
  rule: string;
  severity: Severity;
  path: string;
  pointer: string;
  /** The change as a sentence (server text inside it is raw here; every renderer escapes it). */
  text: string;
}

export interface Changelog {
  /** The versions compared and the bump the changes need (worked out from the changes alone when no release is given). */
  bump: ReleaseBump;
  fromLabel?: string;
  toLabel?: string;
  subject?: { before: string; after: string };
  sections: Record<SectionKey, ChangelogEntry[]>;
  /** Servers that could not be read on one side: their changes are not known, so the changelog is incomplete. */
  failures: ServerFailure[];
  problems: string[];
  /** Whether the release may go out: the version makes the bump, nothing could not be compared, no problem stands. */
  ok: boolean;
}

const ENTITY_ORDER: readonly Entity[] = ['server', 'tool', 'prompt', 'resource'];

/** The change's message as a sentence: a capital first letter and a full stop. */
function sentence(message: string): string {
  const t = message.trim();
  const first = t.charAt(0);
  const capital = first >= 'a' && first <= 'z' ? first.toUpperCase() + t.slice(1) : t;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function entry(f: Finding): ChangelogEntry {
  return {
    ...(f.server !== undefined ? { server: f.server } : {}),
    entity: f.entity,
    tool: f.tool,
    rule: f.rule,
    severity: f.severity,
    path: f.path,
    pointer: f.pointer,
    text: sentence(f.message),
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Server, then entity kind, then name (code-unit order: the same on every machine), then the engine's order. */
function ordered(findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => compare(serverOf(a), serverOf(b)) || ENTITY_ORDER.indexOf(a.entity) - ENTITY_ORDER.indexOf(b.entity) || compare(a.tool, b.tool) || i - j)
    .map(([f]) => f);
}

/** The changelog of a report: its contract changes by section, and the release verdict. Pure and deterministic. */
export function changelogOf(input: ReportInput): Changelog {
  const changes = ordered(contractFindings(input.evaluation.findings));
  const release: ReleaseInfo = input.release ?? { bump: releaseBump(changes.map((f) => f.severity)) };
  const sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, changes.filter((f) => f.severity === s.severity).map(entry)])) as Record<SectionKey, ChangelogEntry[]>;
  const failures = [...input.evaluation.failures].sort((a, b) => compare(a.server, b.server) || compare(a.side, b.side));
  const problems = [...(release.problems ?? [])];
  return {
    bump: release.bump,
    ...(release.fromLabel ? { fromLabel: release.fromLabel } : {}),
    ...(release.toLabel ? { toLabel: release.toLabel } : {}),
    ...(input.subject ? { subject: input.subject } : {}),
    sections,
    failures,
    problems,
    ok: release.bump.ok === true && failures.length === 0 && problems.length === 0,
  };
}

function versionOf(version: string | undefined, label: string | undefined): string | undefined {
  if (version === undefined) return label;
  return label && label !== version && label !== `v${version}` ? `${version} (${label})` : version;
}

/** The verdict in plain words (no Markdown): what the changes need, and whether the version being released makes it. */
export function bumpSentence(c: Pick<Changelog, 'bump' | 'fromLabel' | 'toLabel'>): string {
  const { bump } = c;
  const from = versionOf(bump.from, c.fromLabel);
  const to = versionOf(bump.to, c.toLabel);
  if (bump.exempt) return `No bump is required: ${from} is a 0.x version and zero-versions is exempt (semver §4: anything may change).`;
  if (bump.needed === 'none') return `No contract change: no bump is required${to && from ? ` (${from} → ${to})` : ''}.`;
  const need = `The contract changes need a ${bump.needed} release`;
  if (bump.ok === true) return `${need}: ${to} is a ${bump.actual} bump from ${from}, which makes it.`;
  if (bump.ok === false) return `${need}: ${to} is ${bump.actual === 'none' ? 'no bump' : `only a ${bump.actual} bump`} from ${from}; release ${bump.suggested} (or later).`;
  return `${need}${bump.suggested ? ` (from ${from}: ${bump.suggested})` : ''}${bump.unknown ? `; ${bump.unknown}` : ''}.`;
}

function counts(c: Changelog): Record<SectionKey, number> {
  return Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, c.sections[s.key].length])) as Record<SectionKey, number>;
}

/** One line: the counts per section and the verdict, e.g. for a CI log or a release workflow's output. */
export function changelogSummary(input: ReportInput): string {
  const c = changelogOf(input);
  const n = counts(c);
  const parts = CHANGELOG_SECTIONS.map((s) => `${n[s.key]} ${s.title.toLowerCase()}`).join(', ');
  const failed = c.failures.length ? `; ${c.failures.length} server side${c.failures.length === 1 ? '' : 's'} could not be read` : '';
  const problems = c.problems.length ? `; ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}` : '';
  return `${parts}${failed}${problems}. ${bumpSentence(c)}\n`;
}

function entityName(e: ChangelogEntry): string {
  if (e.entity === 'server') return 'The server';
  const kind = e.entity === 'resource' ? 'Resource template' : e.entity === 'prompt' ? 'Prompt' : 'Tool';
  return `${kind} ${codeSpan(e.tool)}`;
}

/** Keep a Changelog style Markdown (Breaking, Changed meaning, Added, Other; per tool; each line with its rule ID). */
export function renderChangelog(input: ReportInput): string {
  const c = changelogOf(input);
  const from = versionOf(c.bump.from, c.fromLabel);
  const to = versionOf(c.bump.to, c.toLabel);
  const out: string[] = [];
  out.push(`## ${escapeInline(`Contract changes${to ? ` in ${to}` : ''}${from ? ` since ${from}` : ''}`)}`, '');
  if (!c.bump.from && c.subject) out.push(`Compared ${codeSpan(c.subject.before)} → ${codeSpan(c.subject.after)}.`, '');
  out.push(`${c.ok || c.bump.ok === undefined ? '' : '❌ '}${escapeInline(bumpSentence(c), 4000)}`, '');
  for (const p of c.problems) out.push(`- ❌ ${escapeInline(p, 4000)}`);
  if (c.problems.length) out.push('');
  if (c.failures.length) {
    out.push('### Could not be compared', '');
    for (const f of c.failures) out.push(`- Server ${codeSpan(f.server)} (${f.side}): ${escapeInline(f.message)} Its changes are not in this changelog.`);
    out.push('');
  }
  const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
  for (const s of CHANGELOG_SECTIONS) {
    const list = c.sections[s.key];
    if (!list.length) continue;
    out.push(`### ${s.title}`, '');
    let group = '';
    for (const e of list) {
      const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
      if (key !== group) {
        group = key;
        out.push(`- ${multi && e.server !== undefined ? `Server ${codeSpan(e.server)}: ${entityName(e)}` : entityName(e)}`);
      }
      out.push(`  - ${escapeInline(e.text)} (${codeSpan(e.rule)})`);
    }
    out.push('');
  }
  if (CHANGELOG_SECTIONS.every((s) => !c.sections[s.key].length) && !c.failures.length) out.push('No contract changes.', '');
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/** The changelog as JSON: fixed key order, so the same input gives the same bytes. */
export function changelogJson(input: ReportInput): Record<string, JsonValue> {
  const c = changelogOf(input);
  const b = c.bump;
  const bump: Record<string, JsonValue> = { needed: b.needed };
  if (b.from !== undefined) bump.from = b.from;
  if (b.to !== undefined) bump.to = b.to;
  if (b.actual !== undefined) bump.actual = b.actual;
  if (b.suggested !== undefined) bump.suggested = b.suggested;
  bump.ok = b.ok ?? null;
  if (b.exempt) bump.exempt = true;
  if (b.unknown) bump.unknown = b.unknown;
  const out: Record<string, JsonValue> = { changelogVersion: CHANGELOG_SCHEMA_VERSION, ok: c.ok, bump, summary: bumpSentence(c) };
  if (c.fromLabel) out.fromLabel = c.fromLabel;
  if (c.toLabel) out.toLabel = c.toLabel;
  if (c.subject) out.subject = { before: c.subject.before, after: c.subject.after };
  out.counts = counts(c);
  out.sections = Object.fromEntries(
    CHANGELOG_SECTIONS.map((s) => [
      s.key,
      c.sections[s.key].map((e) => ({
        ...(e.server !== undefined ? { server: e.server } : {}),
        entity: e.entity,
        tool: e.tool,
        rule: e.rule,
        severity: e.severity,
        path: e.path,
        pointer: e.pointer,
        text: e.text,
      })),
    ]),
  );
  out.failures = c.failures.map((f) => ({ server: f.server, side: f.side, message: f.message }));
  out.problems = c.problems;
  return out;
}

export function renderChangelogJson(input: ReportInput): string {
  return prettyJson(changelogJson(input));
}

/** The changelog for a terminal: the verdict first, then each section (server text shown with its controls visible). */
export function renderChangelogText(input: ReportInput): string {
  const c = changelogOf(input);
  const from = versionOf(c.bump.from, c.fromLabel);
  const to = versionOf(c.bump.to, c.toLabel);
  const out: string[] = [];
  out.push(
    `Contract changes${to ? ` in ${escapeTerminal(to)}` : ''}${from ? ` since ${escapeTerminal(from)}` : c.subject ? `: ${escapeTerminal(c.subject.before)} → ${escapeTerminal(c.subject.after)}` : ''}`,
  );
  out.push(`${c.ok ? '✓' : '✗'} ${escapeTerminal(bumpSentence(c))}`);
  for (const p of c.problems) out.push(`✗ ${escapeTerminal(p)}`);
  for (const f of c.failures) out.push(`✗ server ${escapeTerminal(f.server)} (${f.side}) could not be read: ${escapeTerminal(f.message)}`);
  const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
  for (const s of CHANGELOG_SECTIONS) {
    const list = c.sections[s.key];
    if (!list.length) continue;
    out.push('', s.title);
    let group = '';
    for (const e of list) {
      const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
      if (key !== group) {
        group = key;
        out.push(
          `  ${multi && e.server !== undefined ? `${escapeTerminal(e.server)}: ` : ''}${e.entity === 'server' ? 'the server' : `${e.entity === 'resource' ? 'resource template' : e.entity} ${escapeTerminal(e.tool)}`}`,
        );
      }
      out.push(`    ${escapeTerminal(e.text)} [${e.rule}]`);
    }
  }
  return `${out.join('\n')}\n`;
}
