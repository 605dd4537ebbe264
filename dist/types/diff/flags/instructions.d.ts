import type { SecurityFlag } from '../types.js';
/** Name the invisible or bidirectional characters in a text, e.g. `U+200B ×2, U+202E`. */
export declare function invisibleCharacters(text: string): string[];
/** Flags for text that `after` adds to `before` (a description, a parameter description). */
export declare function textFlags(before: string | undefined, after: string | undefined, what: string): SecurityFlag[];
