import { entityHeading } from '../diff/entities/index.js';
import type { Entity } from '../diff/types.js';
import { escapeTerminal, truncate } from './escape.js';
import { wordDiff } from './word-diff.js';
import type { ReportInput } from './model.js';
import { bumpSentence, baselineSentence, changelogOf, CHANGELOG_SECTIONS, COSMETIC_NAMES, cosmeticGroups, versionOf, type ChangelogEntry, type ChangelogOptions } from './changelog.js';

function entityText(e: { entity: Entity; tool: string }): string {
  const { noun, name } = entityHeading(e.entity, e.tool);
  return name === undefined ? noun.toLowerCase() : `${noun.toLowerCase()} ${escapeTerminal(name)}`;
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
