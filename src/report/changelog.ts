/**
 * The contract changelog, for the people who ship a server: Keep a Changelog style Markdown (Breaking, Changed
 * meaning, Added, then the representation-only changes grouped once; per tool, prompt, resource, template or the
 * instructions, each with its own noun; one sentence per change with its rule ID and the bump it needs, and a short
 * word diff for a changed description), the same as JSON, and a one-line summary, each saying what the release was
 * compared with (its baseline), which semver bump the changes need and whether the version released makes it. Only
 * contract changes are listed (a diff rule's findings): the policy's own findings (an unpinned launch, an edited gate
 * config) say nothing to the server's users. Server text is untrusted: escaped like the pull-request comment.
 * Here the changelog itself and its summary line; its renderers in changelog-markdown.ts, changelog-text.ts and
 * changelog-json.ts.
 */
import { entityRank } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import type { Severity } from '../model/severity.js';
import { CATALOG_BY_ID } from '../policy/catalog.js';
import { bumpOf, contractFindings, isDescriptionChange, releaseBump, type Bump, type ReleaseBaseline, type ReleaseBump } from '../policy/versioning.js';
import type { Finding, ServerFailure } from '../policy/types.js';
import { serverOf } from './common.js';
import type { ReleaseInfo, ReportInput } from './model.js';

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

export function compare(a: string, b: string): number {
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

export function versionOf(version: string | undefined, label: string | undefined): string | undefined {
  if (version === undefined) return label;
  return label && label !== version && label !== `v${version}` ? `${version} (${label})` : version;
}

/** The verdict in plain words (no Markdown): what the changes need, and whether the version being released makes it. */
export function bumpSentence(c: Pick<Changelog, 'bump' | 'fromLabel' | 'toLabel' | 'baseline'>): string {
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

export function counts(c: Changelog): Record<SectionKey, number> {
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
export function baselineSentence(b: ReleaseBaseline): string {
  if (b.kind === 'none') return `Baseline: none could be read (tried ${b.tried.map((t) => t.kind).join(', ') || 'nothing'}).`;
  return `Baseline: ${b.label}.`;
}

/** The representation-only changes, one group per rule: its title and the entities it touched. */
export function cosmeticGroups(list: readonly ChangelogEntry[]): Array<{ rule: string; title: string; bump: string; why: string; entities: ChangelogEntry[] }> {
  const groups = new Map<string, { rule: string; title: string; bump: string; why: string; entities: ChangelogEntry[] }>();
  for (const e of list) {
    let g = groups.get(e.rule);
    if (!g) groups.set(e.rule, (g = { rule: e.rule, title: CATALOG_BY_ID.get(e.rule)?.title ?? e.rule, bump: e.bump, why: e.why, entities: [] }));
    if (!g.entities.some((x) => x.server === e.server && x.entity === e.entity && x.tool === e.tool)) g.entities.push(e);
  }
  return [...groups.values()].sort((a, b) => compare(a.rule, b.rule));
}

/** Most entity names listed on one representation-only line. */
export const COSMETIC_NAMES = 12;
