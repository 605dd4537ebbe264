import { gated } from './literals.js';
import { defineSignal } from './signal.js';

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
const ANSI = gated(/\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/);
const COMMENT = gated(/<!--[\s\S]*?-->/);
/** A base64 blob: long, unbroken, mixed case and digits (hashes are hex, identifiers are shorter). */
const BASE64 = /(?<![A-Za-z0-9+/=_-])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=_-])/;
/** A run of spaces that pushes text off the right of the screen (the published WhatsApp exfiltration hid data so). */
const FAR_RIGHT = /\S[ \t\u00A0]{60,}\S/;

/** Name the invisible or bidirectional characters in a text, e.g. `U+200B ×2, U+202E`. */
export function invisibleCharacters(text: string): string[] {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(INVISIBLE)) {
    const code = `U+${(m[0].codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts.entries()].map(([c, n]) => (n > 1 ? `${c} ×${n}` : c));
}

/**
 * Hidden text: what a reviewer reading the text in a browser or a terminal does not see. Invisible and bidirectional
 * characters are reported by the combiner as `invisible-unicode` (it compares code points with the old text); this
 * module finds the rest.
 */
export const hidden = defineSignal({
  family: 'hidden',
  confidence: 'high',
  spans: true,
  label: 'text hidden from a reader (an HTML comment, ANSI escapes, a base64 blob or text pushed off-screen)',
  rationale: 'Text the reviewer cannot see but the model reads is the whole point of a hidden comment, a terminal escape, an encoded blob or a run of spaces; none of them documents a tool.',
  detect: (s) => {
    if (COMMENT.test(s)) return { label: 'a hidden HTML comment' };
    if (ANSI.test(s)) return { label: 'ANSI terminal escapes' };
    if (FAR_RIGHT.test(s)) return { label: 'text pushed off-screen by a run of spaces' };
    if (BASE64.test(s)) return { label: 'a base64 blob' };
    return undefined;
  },
});
