/** The rule reference (docs/rules.md), generated from the catalog so it cannot drift. */
export declare function ruleReferenceMarkdown(): string;
