import picomatch from 'picomatch';
import { entryIdOf, type IgnoreEntry } from '../../model/config.js';
import type { Change } from '../../diff/types.js';
import type { JsonObject } from '../../util/json.js';
import { defineKnob, type KeyPath, type Shift } from './knob.js';

const entrySchema = {
  type: 'object',
  description: 'A finding to accept without approval: it is still reported, but does not block.',
  required: ['tool', 'rule', 'reason'],
  additionalProperties: false,
  'x-expect': 'a mapping with `tool`, `rule` and `reason`',
  properties: {
    server: { type: 'string', description: 'Server id the entry applies to. Default: every server.', 'x-expect': 'a server id' },
    tool: { type: 'string', minLength: 1, description: 'Tool name, or a glob over tool names (`search_*`).', 'x-expect': 'a tool name or glob' },
    rule: { type: 'string', minLength: 1, description: 'Rule ID of the finding to ignore (see the rule catalog).', 'x-expect': 'a rule ID' },
    reason: { type: 'string', minLength: 1, description: 'Why this is acceptable; shown in the report next to the ignored finding.', 'x-expect': 'a non-empty sentence' },
    expires: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Date (YYYY-MM-DD) on and after which the entry no longer applies; the report says so.',
      'x-expect': 'a date written YYYY-MM-DD',
    },
  },
} as const;

const NEVER = '9999-99-99';
const entryKey = (e: IgnoreEntry): string => [e.server ?? '*', e.tool, e.rule].join('\u0000');
const entryName = (e: IgnoreEntry): string => `${e.server ? `${e.server}/` : ''}${e.tool} ${e.rule}`;
const source = (e: IgnoreEntry): string => `${e.origin.file}: ${e.origin.key}`;

function isCalendarDate(text: string): boolean {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

function matches(entry: IgnoreEntry, change: Change): boolean {
  // an entry naming a server applies to its variants too (`sentry` covers `sentry#with-llm-key`)
  if (entry.server && change.server && entry.server !== change.server && entry.server !== entryIdOf(change.server)) return false;
  if (entry.rule !== change.rule && !picomatch.isMatch(change.rule, entry.rule)) return false;
  return picomatch.isMatch(change.tool, entry.tool, { dot: true });
}

/** Findings accepted without approval, each with a reason and an optional expiry date. */
export const ignore = defineKnob({
  key: 'ignore',
  field: 'ignore',
  default: [],
  presence: 'always',
  example: [{ tool: 'x', rule: 'tool-removed', reason: 'known' }],
  documentDefault: false,
  schema: {
    type: 'array',
    items: entrySchema,
    description: 'Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.',
    'x-expect': 'a list of ignore entries',
  },
  read(value, at, ctx) {
    return (value as JsonObject[]).map((entry, i) => {
      const path: KeyPath = [...at, i];
      const out: IgnoreEntry = {
        tool: entry.tool as string,
        rule: entry.rule as string,
        reason: entry.reason as string,
        origin: { file: ctx.file, key: ctx.keyPath(path), line: ctx.line(path) },
      };
      if (typeof entry.server === 'string') {
        out.server = entry.server;
        if (ctx.serverIds.length > 0 && !ctx.serverIds.includes(entry.server))
          ctx.problem(
            [...path, 'server'],
            `policy.ignore[${i}].server "${entry.server}" is not a configured server id${ctx.suggest(entry.server, ctx.serverIds) || `; configured: ${ctx.serverIds.join(', ')}`}`,
          );
      }
      if (typeof entry.expires === 'string') {
        out.expires = entry.expires;
        if (!isCalendarDate(entry.expires)) ctx.problem([...path, 'expires'], `policy.ignore[${i}].expires must be a real date written YYYY-MM-DD (found ${ctx.describe(entry.expires)})`);
      }
      return out;
    });
  },
  compare(base, head) {
    const out: Shift[] = [];
    const was = new Map(base.map((e) => [entryKey(e), e]));
    const now = new Map(head.map((e) => [entryKey(e), e]));
    for (const [k, e] of now) {
      const before = was.get(k);
      if (!before) out.push({ key: 'policy.ignore', shift: 'weakens', detail: `new ignore entry ${entryName(e)} (${e.reason})` });
      else if ((before.expires ?? NEVER) < (e.expires ?? NEVER))
        out.push({ key: 'policy.ignore', shift: 'weakens', detail: `ignore entry ${entryName(e)} extended from ${before.expires} to ${e.expires ?? 'never expiring'}` });
      else if ((before.expires ?? NEVER) > (e.expires ?? NEVER)) out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} now expires on ${e.expires}` });
    }
    for (const [k, e] of was) if (!now.has(k)) out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} removed` });
    return out;
  },
  stage: 'waiver',
  each({ change, finding, effects }, entries, run) {
    for (const entry of entries) {
      if (!matches(entry, change)) continue;
      if (entry.expires && entry.expires <= run.today) {
        effects.push({ kind: 'ignore-expired', message: `ignore entry expired on ${entry.expires} (${entry.reason})`, source: source(entry) });
        if (!run.noted.has(entry)) {
          run.noted.add(entry);
          run.notes.push(`The ignore entry for ${entry.tool} / ${entry.rule} (${source(entry)}) expired on ${entry.expires} and no longer applies.`);
        }
        continue;
      }
      effects.push({ kind: 'ignored', message: `ignored: ${entry.reason}${entry.expires ? ` (until ${entry.expires})` : ''}`, source: source(entry) });
      finding.blocking = false;
      return;
    }
  },
});
