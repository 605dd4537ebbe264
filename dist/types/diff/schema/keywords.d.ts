/** How the diff treats each JSON Schema keyword. */
/** Bounds: a lower `max*` (or a higher `min*`) rejects more values. */
export declare const UPPER_BOUNDS: Set<string>;
export declare const LOWER_BOUNDS: Set<string>;
/** Constraints that restrict values when present (added: tighter; removed: looser; changed: possibly tighter). */
export declare const PRESENCE_CONSTRAINTS: Set<string>;
/** Conditions that add requirements when present: reported as composition changes. */
export declare const CONDITION_KEYWORDS: Set<string>;
/** Keywords with no effect on which instances validate. */
export declare const NO_EFFECT_KEYWORDS: Set<string>;
/** Keywords the walker compares through the view (everything else is unknown and compared literally). */
export declare const STRUCTURAL_KEYWORDS: Set<string>;
/**
 * A schema fragment with spelling removed: sub-schemas normalised, `type: ["x"]` written `"x"`, keywords without
 * effect dropped. Two fragments with the same semantic key accept the same instances.
 */
export declare function semanticForm(value: unknown): unknown;
