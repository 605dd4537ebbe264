/**
 * The contract changelog, for the people who ship a server: Keep a Changelog style Markdown (Breaking, Changed
 * meaning, Added, then the representation-only changes grouped once; per tool, prompt, resource, template or the
 * instructions, each with its own noun; one sentence per change with its rule ID and the bump it needs, and a short
 * word diff for a changed description), the same as JSON, and a one-line summary, each saying what the release was
 * compared with (its baseline), which semver bump the changes need and whether the version released makes it. Only
 * contract changes are listed (a diff rule's findings): the policy's own findings (an unpinned launch, an edited gate
 * config) say nothing to the server's users. Server text is untrusted: escaped like the pull-request comment.
 */
import { entityHeading, entityRank } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import type { Severity } from '../model/severity.js';
import { CATALOG_BY_ID } from '../policy/catalog.js';
import { bumpOf, contractFindings, isDescriptionChange, releaseBump, type Bump, type ReleaseBaseline, type ReleaseBump } from '../policy/versioning.js';
import type { Finding, ServerFailure } from '../policy/types.js';
import { prettyJson, type JsonValue } from '../util/json.js';
import { serverOf } from './common.js';
import { codeSpan, escapeInline, escapeTerminal, truncate } from './escape.js';
import { wordDiff } from './word-diff.js';
import type { ReleaseInfo, ReportInput } from './model.js';

const CHANGELOG_SCHEMA_VERSION = 1;

/** The changelog's sections, in the order they are shown: each is one severity. */
const CHANGELOG_SECTIONS = [
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
  /** The bump this change needs, and why in a clause. */
  bump: Exclude<Bump, 'none'>;
  why: string;
  /** A changed description: the old and new text (for the word diff). */
  words?: { before: string; after: string };
}

/** Options of the renderers: `cosmetic: false` leaves the representation-only changes out (`--no-cosmetic`). */
export interface ChangelogOptions {
  cosmetic?: boolean;
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
  /** What the release was compared with, when a release check found it. */
  baseline?: ReleaseBaseline;
  /** Representation-only changes left out (`--no-cosmetic`). */
  cosmeticLeftOut: number;
  /** Whether the release may go out: the version makes the bump, nothing could not be compared, no problem stands. */
  ok: boolean;
}

/** The change's message as a sentence: a capital first letter and a full stop. */
function sentence(message: string): string {
  const t = message.trim();
  const first = t.charAt(0);
  const capital = first >= 'a' && first <= 'z' ? first.toUpperCase() + t.slice(1) : t;
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function entry(f: Finding, bumps: ReleaseInfo['bumps']): ChangelogEntry {
  const b = bumpOf(f, bumps ?? {});
  const text = isDescriptionChange(f) && typeof f.before === 'string' && typeof f.after === 'string';
  return {
    ...(f.server !== undefined ? { server: f.server } : {}),
    entity: f.entity,
    tool: f.tool,
    rule: f.rule,
    severity: f.severity,
    path: f.path,
    pointer: f.pointer,
    text: sentence(f.message),
    bump: b.bump,
    why: b.why,
    ...(text ? { words: { before: f.before as string, after: f.after as string } } : {}),
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Server, then entity kind, then name (code-unit order: the same on every machine), then the engine's order. */
function ordered(findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, i) => [f, i] as const)
    .sort(([a, i], [b, j]) => compare(serverOf(a), serverOf(b)) || entityRank(a.entity) - entityRank(b.entity) || compare(a.tool, b.tool) || i - j)
    .map(([f]) => f);
}

/** The changelog of a report: its contract changes by section, and the release verdict. Pure and deterministic. */
export function changelogOf(input: ReportInput, options: ChangelogOptions = {}): Changelog {
  const changes = ordered(contractFindings(input.evaluation.findings));
  const release: ReleaseInfo = input.release ?? { bump: releaseBump(changes) };
  const sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, changes.filter((f) => f.severity === s.severity).map((f) => entry(f, release.bumps))])) as Record<
    SectionKey,
    ChangelogEntry[]
  >;
  const cosmeticLeftOut = options.cosmetic === false ? sections.other.length : 0;
  if (options.cosmetic === false) sections.other = [];
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
    ...(release.baseline ? { baseline: release.baseline } : {}),
    cosmeticLeftOut,
    ok: release.bump.ok === true && failures.length === 0 && problems.length === 0 && release.baseline?.kind !== 'none',
  };
}

function versionOf(version: string | undefined, label: string | undefined): string | undefined {
  if (version === undefined) return label;
  return label && label !== version && label !== `v${version}` ? `${version} (${label})` : version;
}

/** The verdict in plain words (no Markdown): what the changes need, and whether the version being released makes it. */
function bumpSentence(c: Pick<Changelog, 'bump' | 'fromLabel' | 'toLabel' | 'baseline'>): string {
  const { bump } = c;
  if (c.baseline?.kind === 'none') return `Could not run: no baseline could be read, so the changes${bump.to ? ` in ${versionOf(bump.to, c.toLabel)}` : ''} are not known.`;
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
export function changelogSummary(input: ReportInput, options: ChangelogOptions = {}): string {
  const c = changelogOf(input, options);
  const n = counts(c);
  const parts = CHANGELOG_SECTIONS.map((s) => `${n[s.key]} ${s.title.toLowerCase()}`).join(', ');
  const failed = c.failures.length ? `; ${c.failures.length} server side${c.failures.length === 1 ? '' : 's'} could not be read` : '';
  const problems = c.problems.length ? `; ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}` : '';
  return `${parts}${failed}${problems}. ${bumpSentence(c)}\n`;
}

/** The baseline in one sentence, printed first. */
function baselineSentence(b: ReleaseBaseline): string {
  if (b.kind === 'none') return `Baseline: none could be read (tried ${b.tried.map((t) => t.kind).join(', ') || 'nothing'}).`;
  return `Baseline: ${b.label}.`;
}

/**
 * A change's sentence for Markdown: the quoted names and values (`'x'`) and URIs as code spans (no autolink, no
 * entity inside), the rest escaped prose.
 */
function prose(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/'([^'\n]{1,300})'|\b[a-z][a-z0-9+.-]*:\/\/[^\s()'"]+/gi)) {
    out += escapeInline(text.slice(last, m.index), 4000) + codeSpan(m[1] ?? m[0], { max: 200 });
    last = m.index + m[0].length;
  }
  return out + escapeInline(text.slice(last), 4000);
}

/** `Tool `search``, `Resource `file:///a``, `Server instructions`: the noun from the surface's registry entry. */
function entityName(e: { entity: Entity; tool: string }): string {
  const { noun, name } = entityHeading(e.entity, e.tool);
  return name === undefined ? noun : `${noun} ${codeSpan(name)}`;
}

function entityText(e: { entity: Entity; tool: string }): string {
  const { noun, name } = entityHeading(e.entity, e.tool);
  return name === undefined ? noun.toLowerCase() : `${noun.toLowerCase()} ${escapeTerminal(name)}`;
}

/**
 * The word diff of a changed description as Markdown: `… \`the\` ~~\`issues\`~~ **\`tickets\`** \`in\` …`. Each part
 * is a code span, not escaped prose: a server's text reaches the output as written, so the scrubber that reads the
 * output finds a secret in it (a backslash-escaped `api\_key\=…` would slip past it).
 */
function wordsMarkdown(w: { before: string; after: string }): string | undefined {
  const { hunks, more } = wordDiff(w.before, w.after);
  if (!hunks.length) return undefined;
  const part = (t: string) => codeSpan(t, { max: 300 });
  const shown = hunks.map(
    (h) =>
      `${h.cutBefore ? '… ' : ''}${h.before ? `${part(h.before)} ` : ''}${h.removed ? `~~${part(h.removed)}~~` : ''}${h.removed && h.added ? ' ' : ''}${h.added ? `**${part(h.added)}**` : ''}${h.after ? ` ${part(h.after)}` : ''}${h.cutAfter ? ' …' : ''}`,
  );
  return `${shown.join('; ')}${more ? `; and ${more} more change${more === 1 ? '' : 's'}` : ''}`;
}

function wordsText(w: { before: string; after: string }): string | undefined {
  const { hunks, more } = wordDiff(w.before, w.after);
  if (!hunks.length) return undefined;
  const part = (t: string) => escapeTerminal(truncate(t, 300));
  const shown = hunks.map(
    (h) =>
      `${h.cutBefore ? '… ' : ''}${h.before ? `${part(h.before)} ` : ''}${h.removed ? `[-${part(h.removed)}-]` : ''}${h.added ? `{+${part(h.added)}+}` : ''}${h.after ? ` ${part(h.after)}` : ''}${h.cutAfter ? ' …' : ''}`,
  );
  return `${shown.join('; ')}${more ? `; and ${more} more` : ''}`;
}

/** The representation-only changes, one group per rule: its title and the entities it touched. */
function cosmeticGroups(list: readonly ChangelogEntry[]): Array<{ rule: string; title: string; bump: string; why: string; entities: ChangelogEntry[] }> {
  const groups = new Map<string, { rule: string; title: string; bump: string; why: string; entities: ChangelogEntry[] }>();
  for (const e of list) {
    let g = groups.get(e.rule);
    if (!g) groups.set(e.rule, (g = { rule: e.rule, title: CATALOG_BY_ID.get(e.rule)?.title ?? e.rule, bump: e.bump, why: e.why, entities: [] }));
    if (!g.entities.some((x) => x.server === e.server && x.entity === e.entity && x.tool === e.tool)) g.entities.push(e);
  }
  return [...groups.values()].sort((a, b) => compare(a.rule, b.rule));
}

/** Most entity names listed on one representation-only line. */
const COSMETIC_NAMES = 12;

/** Keep a Changelog style Markdown (Breaking, Changed meaning, Added; per surface; each line with its rule ID and bump; representation-only changes grouped once at the end). */
export function renderChangelog(input: ReportInput, options: ChangelogOptions = {}): string {
  const c = changelogOf(input, options);
  const from = versionOf(c.bump.from, c.fromLabel);
  const to = versionOf(c.bump.to, c.toLabel);
  const out: string[] = [];
  out.push(`## ${escapeInline(`Contract changes${to ? ` in ${to}` : ''}${from && c.baseline?.kind !== 'none' ? ` since ${from}` : ''}`)}`, '');
  if (c.baseline) out.push(escapeInline(baselineSentence(c.baseline), 4000), '');
  if (!c.bump.from && c.subject && !c.baseline) out.push(`Compared ${codeSpan(c.subject.before)} → ${codeSpan(c.subject.after)}.`, '');
  out.push(`${c.ok || c.bump.ok === undefined ? '' : '❌ '}${escapeInline(bumpSentence(c), 4000)}`, '');
  if (c.baseline?.kind === 'none') {
    out.push('### Could not run', '', 'Tried, in order:', '');
    for (const t of c.baseline.tried) out.push(`- ${t.kind}: ${escapeInline(t.detail, 1000)}`);
    out.push('', 'To give the check a baseline:', '');
    for (const a of c.baseline.advice ?? []) out.push(`- ${escapeInline(a, 1000)}`);
    return `${out.join('\n')}\n`;
  }
  for (const p of c.problems) out.push(`- ❌ ${escapeInline(p, 4000)}`);
  if (c.problems.length) out.push('');
  if (c.failures.length) {
    out.push('### Could not be compared', '');
    for (const f of c.failures) out.push(`- Server ${codeSpan(f.server)} (${f.side}): ${escapeInline(f.message)} Its changes are not in this changelog.`);
    out.push('');
  }
  const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
  const serverOfLine = (e: ChangelogEntry) => (multi && e.server !== undefined ? `Server ${codeSpan(e.server)}: ` : '');
  for (const s of CHANGELOG_SECTIONS) {
    const list = c.sections[s.key];
    if (!list.length) continue;
    if (s.key === 'other') {
      out.push('### Other (representation only)', '');
      for (const g of cosmeticGroups(list)) {
        const names = g.entities.slice(0, COSMETIC_NAMES).map((e) => `${serverOfLine(e)}${entityName(e)}`);
        const rest = g.entities.length - names.length;
        out.push(`- ${escapeInline(g.title)} (${codeSpan(g.rule)}; ${g.bump}: ${g.why}): ${names.join(', ')}${rest ? `, and ${rest} more` : ''}`);
      }
      out.push('');
      continue;
    }
    out.push(`### ${s.title}`, '');
    let group = '';
    for (const e of list) {
      const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
      if (key !== group) {
        group = key;
        out.push(`- ${serverOfLine(e)}${entityName(e)}`);
      }
      out.push(`  - ${prose(e.text)} (${codeSpan(e.rule)}; ${e.bump}: ${e.why})`);
      const words = e.words && wordsMarkdown(e.words);
      if (words) out.push(`    - Words: ${words}`);
    }
    out.push('');
  }
  if (c.cosmeticLeftOut) out.push(`${c.cosmeticLeftOut} representation-only change${c.cosmeticLeftOut === 1 ? ' was' : 's were'} left out (--no-cosmetic).`, '');
  if (CHANGELOG_SECTIONS.every((s) => !c.sections[s.key].length) && !c.failures.length && !c.cosmeticLeftOut) out.push('No contract changes.', '');
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

function baselineJson(b: ReleaseBaseline): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { kind: b.kind, label: b.label };
  if (b.ref !== undefined) out.ref = b.ref;
  if (b.version !== undefined) out.version = b.version;
  if (b.package !== undefined) out.package = b.package;
  out.tried = b.tried.map((t) => ({ kind: t.kind, used: t.used, detail: t.detail }));
  if (b.advice) out.advice = [...b.advice];
  return out;
}

/** The changelog as JSON: fixed key order, so the same input gives the same bytes. */
export function changelogJson(input: ReportInput, options: ChangelogOptions = {}): Record<string, JsonValue> {
  const c = changelogOf(input, options);
  const b = c.bump;
  const bump: Record<string, JsonValue> = { needed: b.needed };
  if (b.from !== undefined) bump.from = b.from;
  if (b.to !== undefined) bump.to = b.to;
  if (b.actual !== undefined) bump.actual = b.actual;
  if (b.suggested !== undefined) bump.suggested = b.suggested;
  bump.ok = b.ok ?? null;
  if (b.exempt) bump.exempt = true;
  if (b.unknown) bump.unknown = b.unknown;
  const out: Record<string, JsonValue> = { changelogVersion: CHANGELOG_SCHEMA_VERSION };
  if (c.baseline) out.baseline = baselineJson(c.baseline);
  out.ok = c.ok;
  out.bump = bump;
  out.summary = bumpSentence(c);
  if (c.fromLabel) out.fromLabel = c.fromLabel;
  if (c.toLabel) out.toLabel = c.toLabel;
  if (c.subject) out.subject = { before: c.subject.before, after: c.subject.after };
  out.counts = counts(c);
  if (c.cosmeticLeftOut) out.cosmeticLeftOut = c.cosmeticLeftOut;
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
        bump: e.bump,
        why: e.why,
      })),
    ]),
  );
  out.failures = c.failures.map((f) => ({ server: f.server, side: f.side, message: f.message }));
  out.problems = c.problems;
  return out;
}

export function renderChangelogJson(input: ReportInput, options: ChangelogOptions = {}): string {
  return prettyJson(changelogJson(input, options));
}

/** The changelog for a terminal: the baseline first, the verdict, then each section (server text shown with its controls visible). */
export function renderChangelogText(input: ReportInput, options: ChangelogOptions = {}): string {
  const c = changelogOf(input, options);
  const from = versionOf(c.bump.from, c.fromLabel);
  const to = versionOf(c.bump.to, c.toLabel);
  const out: string[] = [];
  if (c.baseline) out.push(escapeTerminal(baselineSentence(c.baseline)));
  out.push(
    `Contract changes${to ? ` in ${escapeTerminal(to)}` : ''}${from && c.baseline?.kind !== 'none' ? ` since ${escapeTerminal(from)}` : c.subject && !c.baseline ? `: ${escapeTerminal(c.subject.before)} → ${escapeTerminal(c.subject.after)}` : ''}`,
  );
  out.push(`${c.ok ? '✓' : '✗'} ${escapeTerminal(bumpSentence(c))}`);
  if (c.baseline?.kind === 'none') {
    out.push('', 'Tried, in order:');
    for (const t of c.baseline.tried) out.push(`  ${t.kind}: ${escapeTerminal(t.detail)}`);
    out.push('', 'To give the check a baseline:');
    for (const a of c.baseline.advice ?? []) out.push(`  - ${escapeTerminal(a)}`);
    return `${out.join('\n')}\n`;
  }
  for (const p of c.problems) out.push(`✗ ${escapeTerminal(p)}`);
  for (const f of c.failures) out.push(`✗ server ${escapeTerminal(f.server)} (${f.side}) could not be read: ${escapeTerminal(f.message)}`);
  const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
  const serverOfLine = (e: ChangelogEntry) => (multi && e.server !== undefined ? `${escapeTerminal(e.server)}: ` : '');
  for (const s of CHANGELOG_SECTIONS) {
    const list = c.sections[s.key];
    if (!list.length) continue;
    if (s.key === 'other') {
      out.push('', 'Other (representation only)');
      for (const g of cosmeticGroups(list)) {
        const names = g.entities.slice(0, COSMETIC_NAMES).map((e) => `${serverOfLine(e)}${entityText(e)}`);
        const rest = g.entities.length - names.length;
        out.push(`  ${g.title} [${g.rule}; ${g.bump}]: ${names.join(', ')}${rest ? `, and ${rest} more` : ''}`);
      }
      continue;
    }
    out.push('', s.title);
    let group = '';
    for (const e of list) {
      const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
      if (key !== group) {
        group = key;
        out.push(`  ${serverOfLine(e)}${entityText(e)}`);
      }
      out.push(`    ${escapeTerminal(e.text)} [${e.rule}; ${e.bump}: ${e.why}]`);
      const words = e.words && wordsText(e.words);
      if (words) out.push(`      words: ${words}`);
    }
  }
  if (c.cosmeticLeftOut) out.push('', `${c.cosmeticLeftOut} representation-only change${c.cosmeticLeftOut === 1 ? ' was' : 's were'} left out (--no-cosmetic).`);
  return `${out.join('\n')}\n`;
}
