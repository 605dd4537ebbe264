/** Text and name similarity measures used to pair renamed parameters and tools. All are in [0, 1]. */
/** Lower-case word tokens of free text. */
export declare function wordTokens(text: string | undefined): string[];
/** Dice coefficient over token multisets: 1 for the same words, 0 for none shared. */
export declare function textSimilarity(a: string | undefined, b: string | undefined): number;
/** Identifier tokens: camelCase, snake_case, kebab-case, dotted and digit boundaries split, lower-cased. */
export declare function nameTokens(name: string): string[];
/** Levenshtein distance (short strings only: names). */
export declare function editDistance(a: string, b: string): number;
/**
 * Similarity of two identifiers by their tokens: shared tokens count fully, abbreviations (q → query, ff → fast
 * forward) count 0.8, and a whole-name edit distance catches the rest (annotate → annotated).
 */
export declare function nameSimilarity(a: string, b: string): number;
