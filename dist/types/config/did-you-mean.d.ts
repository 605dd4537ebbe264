/** "Did you mean …?" suggestions for misspelt keys, rule ids and enum values. */
/** Levenshtein distance (insert, delete, substitute; a swap of neighbours counts as one edit). */
export declare function editDistance(a: string, b: string): number;
/**
 * The candidate the user most likely meant, or undefined when none is close: the same word in another case style
 * (`include_meta` → `include-meta`), else the nearest by edit distance within about a third of the word's length.
 */
export declare function didYouMean(input: string, candidates: readonly string[]): string | undefined;
/** ` (did you mean "x"?)` or the empty string. */
export declare function suggestion(input: string, candidates: readonly string[]): string;
