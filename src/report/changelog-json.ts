import { type ReleaseBaseline } from '../policy/versioning.js';
import { prettyJson, type JsonValue } from '../util/json.js';
import type { ReportInput } from './model.js';
import { bumpSentence, changelogOf, CHANGELOG_SECTIONS, counts, type ChangelogOptions } from './changelog.js';

const CHANGELOG_SCHEMA_VERSION = 1;

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
