import { entityHeading } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import { codeSpan, escapeInline } from './escape.js';
import { wordDiff } from './word-diff.js';
import type { ReportInput } from './model.js';
import { bumpSentence, baselineSentence, changelogOf, CHANGELOG_SECTIONS, COSMETIC_NAMES, cosmeticGroups, versionOf, type ChangelogEntry, type ChangelogOptions } from './changelog.js';

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
