import type { SecurityFlag } from '../types.js';
import { invisibleCharacters } from './hidden.js';
import { SIGNALS } from './catalog.js';
import { sentences, type FlagContext, type SignalHit } from './signal.js';

/**
 * Text aimed at the model rather than describing the tool: the "rug pull" and tool-poisoning patterns. Only text a
 * change *adds* is examined (every sentence of a new text), each family flags once, and each flag quotes the sentence
 * it fired on. The families are the modules listed in `./index.ts`.
 */

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * What signal `i` finds in a text read with no context: the same sentences recur across a server's tools and
 * parameters (and across its releases), so each is read once per signal (bounded: the cache is dropped past its size).
 */
const readings = new Map<string, Array<SignalHit | null>>();
const MAX_READINGS = 20_000;

function detectIn(i: number, text: string, ctx: FlagContext): SignalHit | undefined {
  const signal = SIGNALS[i]!;
  if (ctx.self !== undefined || ctx.siblings !== undefined || ctx.others !== undefined) return signal.detect(text, ctx);
  let row = readings.get(text);
  if (!row) {
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(text, (row = []));
  }
  let hit = row[i];
  if (hit === undefined) row[i] = hit = signal.detect(text, ctx) ?? null;
  return hit ?? undefined;
}

/**
 * Flags for text that `after` adds to `before` (a description, a parameter description, instructions). `family`: only
 * that family's flag (the others are not looked for).
 */
export function textFlags(before: string | undefined, after: string | undefined, what: string, ctx: FlagContext = {}, family?: string): SecurityFlag[] {
  if (!after) return [];
  const flags: SecurityFlag[] = [];
  const old = new Set(sentences(before ?? ''));
  const added = sentences(after).filter((s) => !old.has(s));
  const addedText = added.join(' ');
  for (let i = 0; i < SIGNALS.length; i++) {
    const signal = SIGNALS[i]!;
    if (family !== undefined && signal.family !== family) continue;
    let found: { sentence: string; hit: SignalHit } | undefined;
    for (const s of added) {
      const hit = detectIn(i, s, ctx);
      if (hit && (!found || (hit.confidence ?? signal.confidence) === 'high')) found = { sentence: s, hit };
      if (found && (found.hit.confidence ?? signal.confidence) === 'high') break;
    }
    // a pattern spanning sentences (an HTML comment, a tag pair) is judged on the added text as one
    if (!found && signal.spans && added.length > 1) {
      const hit = signal.detect(addedText, ctx);
      if (hit) found = { sentence: addedText, hit };
    }
    if (!found) continue;
    // old text that already said the same thing is no news (a sentence edited around an existing pattern)
    const was = before ? detectIn(i, before, ctx) : undefined;
    if (was && was.label === found.hit.label && (was.confidence ?? signal.confidence) === (found.hit.confidence ?? signal.confidence)) continue;
    flags.push({
      id: 'instruction-text',
      message: `${what} newly contains ${found.hit.label ?? signal.label}`,
      evidence: clip(found.sentence),
      confidence: found.hit.confidence ?? signal.confidence,
      family: signal.family,
    });
  }
  if (family !== undefined && family !== 'hidden') return flags;
  const hiddenNow = invisibleCharacters(after);
  const hiddenBefore = new Set(invisibleCharacters(before ?? '').map((c) => c.split(' ')[0]));
  const newHidden = hiddenNow.filter((c) => !hiddenBefore.has(c.split(' ')[0]));
  if (newHidden.length)
    flags.push({
      id: 'invisible-unicode',
      message: `${what} newly contains invisible or bidirectional characters (${newHidden.join(', ')})`,
      evidence: newHidden.join(', '),
      confidence: 'high',
      family: 'hidden',
    });
  return flags;
}
