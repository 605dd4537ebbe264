/** The README's CLI reference: every command's --help text, so the two cannot disagree. */
export declare function cliReferenceMarkdown(): string;
