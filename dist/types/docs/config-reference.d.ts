/** The README's config reference, generated from the config's JSON Schema (a test checks the README carries it). */
export declare function configReferenceMarkdown(): string;
