/**
 * How two texts (descriptions, instructions) differ when the words are the same: a model reads `Get the file.` and
 * `Get the  file` alike, so such edits are cosmetic. Punctuation that carries meaning inside a token (`1.5`, `a-b`,
 * `x > 5`) is kept: only sentence punctuation followed by whitespace or the end of the text is set aside.
 */
export type CosmeticEdit = 'whitespace' | 'punctuation';

/** Whitespace runs (spaces, tabs, line wraps) as one space, trimmed. */
export function squashWhitespace(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** Sentence punctuation (`. , ; : ! ?`) before whitespace or the end, spaces before punctuation, quote styles. */
function withoutSentencePunctuation(text: string): string {
  return text
    .replace(/ (?=[.,;:!?])/g, '')
    .replace(/[.,;:!?]+(?= |$)/g, '')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'");
}

/**
 * `whitespace` when only whitespace differs, `punctuation` when sentence punctuation (a trailing full stop, a comma)
 * differs too, `undefined` when the words differ (or the texts are equal).
 */
export function cosmeticEdit(before: string | undefined, after: string | undefined): CosmeticEdit | undefined {
  if ((before ?? '') === (after ?? '')) return undefined;
  const a = squashWhitespace(before);
  const b = squashWhitespace(after);
  if (a === b) return 'whitespace';
  if (a !== '' && b !== '' && withoutSentencePunctuation(a) === withoutSentencePunctuation(b)) return 'punctuation';
  return undefined;
}

/** The judgement of a text rule whose edit was cosmetic (the rules' `judge`). */
export function judgeCosmetic(edit: CosmeticEdit | undefined): { severity: 'cosmetic'; reason: string } | undefined {
  if (edit === 'whitespace') return { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' };
  if (edit === 'punctuation') return { severity: 'cosmetic', reason: 'Only whitespace or sentence punctuation changed: the model reads the same words.' };
  return undefined;
}

/** ` (whitespace only)`, ` (punctuation only)`, or nothing: the tail of a text rule's message. */
export function editNote(edit: CosmeticEdit | undefined): string {
  return edit ? ` (${edit} only)` : '';
}
