/**
 * How two texts (descriptions, instructions) differ when the words are the same: a model reads `Get the file.` and
 * `Get the  file` alike, so such edits are cosmetic. Punctuation that carries meaning inside a token (`1.5`, `a-b`,
 * `x > 5`) is kept: only sentence punctuation followed by whitespace or the end of the text is set aside. Emoji only
 * added or only removed (`🔍 Search issues` → `Search issues`) are decoration; one swapped for another (`✅` → `❌`)
 * may say the opposite and is not cosmetic.
 */
export type CosmeticEdit = 'whitespace' | 'punctuation' | 'emoji';
/** A description judged by its edit: a cosmetic edit, or a text `added` where there was none (additive). */
export type TextEdit = CosmeticEdit | 'added';

/** Whitespace runs (spaces, tabs, line wraps) as one space, trimmed. */
export function squashWhitespace(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const ASCII = /^[\x00-\x7f]*$/;

/** Sentence punctuation (`. , ; : ! ?`) before whitespace or the end, spaces before punctuation, quote styles. */
function withoutSentencePunctuation(text: string): string {
  const plain = text.replace(/ (?=[.,;:!?])/g, '').replace(/[.,;:!?]+(?= |$)/g, '');
  return ASCII.test(plain) ? plain : plain.replace(/[“”„]/g, '"').replace(/[‘’]/g, "'");
}

/** An emoji: a pictograph with its presentation selector and joined parts (`👩‍💻`), or a regional-indicator letter. */
const EMOJI = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*|[\u{1F1E6}-\u{1F1FF}]/gu;

/** Whether every emoji of `few` is among `many` (as a multiset): emoji only added, never swapped. */
function emojiWithin(few: readonly string[], many: readonly string[]): boolean {
  const left = [...many];
  return few.every((e) => {
    const i = left.indexOf(e);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

/**
 * `whitespace` when only whitespace differs, `punctuation` when sentence punctuation (a trailing full stop, a comma)
 * differs too, `emoji` when emoji were only added or only removed besides, `undefined` when the words differ (or the
 * texts are equal).
 */
export function cosmeticEdit(before: string | undefined, after: string | undefined): CosmeticEdit | undefined {
  if ((before ?? '') === (after ?? '')) return undefined;
  const a = squashWhitespace(before);
  const b = squashWhitespace(after);
  if (a === b) return 'whitespace';
  if (a === '' || b === '') return undefined;
  const sameWords = (x: string, y: string) => withoutSentencePunctuation(x) === withoutSentencePunctuation(y);
  if (sameWords(a, b)) return 'punctuation';
  // (no emoji in ASCII text)
  const ea = ASCII.test(a) ? [] : (a.match(EMOJI) ?? []);
  const eb = ASCII.test(b) ? [] : (b.match(EMOJI) ?? []);
  if (ea.length === eb.length || !(emojiWithin(ea, eb) || emojiWithin(eb, ea))) return undefined;
  const wa = squashWhitespace(a.replace(EMOJI, ' '));
  const wb = squashWhitespace(b.replace(EMOJI, ' '));
  return wa !== '' && wb !== '' && (wa === wb || sameWords(wa, wb)) ? 'emoji' : undefined;
}

/**
 * How a description changed, as the description rules judge it: a cosmetic edit, `added` where the old text was absent
 * or blank, or `undefined` (new words: silent).
 */
export function textEdit(before: string | undefined, after: string | undefined): TextEdit | undefined {
  return cosmeticEdit(before, after) ?? (squashWhitespace(before) === '' && squashWhitespace(after) !== '' ? 'added' : undefined);
}

/** The judgement of a text rule whose edit was cosmetic, or a text added where there was none (the rules' `judge`). */
export function judgeCosmetic(edit: TextEdit | undefined): { severity: 'cosmetic' | 'additive'; reason: string } | undefined {
  if (edit === 'whitespace') return { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' };
  if (edit === 'punctuation') return { severity: 'cosmetic', reason: 'Only whitespace or sentence punctuation changed: the model reads the same words.' };
  if (edit === 'emoji') return { severity: 'cosmetic', reason: 'Only emoji were added or removed (with whitespace or punctuation): the model reads the same words.' };
  if (edit === 'added')
    return {
      severity: 'additive',
      reason: 'A description was added where there was none: the same call, explained; its text is judged by the security flags, which block on a high-confidence finding.',
    };
  return undefined;
}

/** ` (whitespace only)`, ` (punctuation only)`, ` (emoji only)`, ` (added where there was none)`, or nothing: the tail of a text rule's message. */
export function editNote(edit: TextEdit | undefined): string {
  if (edit === 'added') return ' (added where there was none)';
  return edit ? ` (${edit} only)` : '';
}
