/**
 * Putting untrusted, server-supplied text (tool and parameter names, descriptions, enum values, stderr tails, serverInfo)
 * into GitHub-flavoured Markdown, HTML blocks and terminals without letting it escape its cell or line.
 *
 * What every helper guarantees, whatever the input:
 *  - no raw newline (except inside a fenced block), so a table row or list line cannot be broken;
 *  - no raw `<` that starts a tag or comment, so no HTML, no `<details>`/`</details>` and no `<!-- … -->` (our hidden
 *    marker cannot be forged, and content cannot be hidden);
 *  - no link, image or autolink (`[x](…)`, `![x](…)`, `<http://…>`, bare `https://…`, `www.…`, e-mail addresses);
 *  - no notification or cross-reference: `@user`, `@org/team`, `#123`, `GH-123` and `:emoji:` get a zero-width space
 *    after their trigger character, which GitHub's filters do not match across;
 *  - invisible and bidirectional characters (U+202E, U+200B, tag characters, …) and control characters are shown as
 *    `\u202E`-style text, so what the reader sees is what the model reads.
 *
 * The zero-width spaces we insert are ours (an attacker's own are shown as `\u200B`), and only affect display: copy a
 * value from the lockfile or the JSON report, not from a comment.
 */
/** `\u202E`, or `\u{E0041}` beyond the BMP. */
export declare function codePointEscape(ch: string): string;
export interface VisibleOptions {
    /** `keep`: newlines stay (CRLF and CR become LF); `symbol`: each line break becomes `↵`. Default `symbol`. */
    newlines?: 'keep' | 'symbol';
    /** Keep tabs (code blocks) or turn them into spaces (default). */
    tabs?: 'keep' | 'space';
}
/**
 * Make hidden characters visible as `\uXXXX` text. An emoji presentation selector (U+FE0E/U+FE0F) directly after a
 * visible character is kept, so `⚠️` stays an emoji; runs of selectors (a known smuggling channel) are shown.
 */
export declare function visible(text: string, options?: VisibleOptions): string;
/**
 * Cut to at most `max` UTF-16 code units (what GitHub's limits count), ending with `…` when cut. Never splits a
 * surrogate pair.
 */
export declare function truncate(text: string, max: number): string;
/** Keep the end instead (stderr tails): `…` then the last `max - 1` code units. */
export declare function truncateStart(text: string, max: number): string;
/**
 * Untrusted text as one line of GitHub Markdown prose or table cell: visible controls, `↵` for line breaks, HTML
 * entities for `& < >`, backslash escapes for Markdown punctuation (including `|`, so it is safe in a table cell),
 * zero-width spaces after mention/reference/emoji/autolink triggers. `max` caps the input length (default 1000).
 */
export declare function escapeInline(text: string, max?: number): string;
/**
 * Untrusted text for an HTML context where Markdown is not parsed (inside `<summary>…</summary>`): visible controls,
 * entities for `& < > " '` and Markdown punctuation, and zero-width-space entities after mention/reference/emoji/autolink triggers.
 */
export declare function escapeHtml(text: string, max?: number): string;
export interface CodeSpanOptions {
    /** Longest value shown before `…` (default 120). */
    max?: number;
    /** The span sits in a table cell: escape `|` as `\|` (GFM unescapes it inside code spans in tables). */
    table?: boolean;
}
/**
 * Untrusted text as an inline code span: a backtick fence longer than any backtick run inside, padded when the value
 * starts or ends with a backtick or space, no raw newline (`↵`), visible controls, and a zero-width space after `<`
 * before a tag or comment and after `@` before a name (so raw-text consumers never see a tag, marker or mention).
 * The empty string renders as `*(empty)*`.
 */
export declare function codeSpan(text: string, options?: CodeSpanOptions): string;
export interface BlockOptions {
    /** Info string after the opening fence (`json`, `text`, `diff`, `sh`); anything but `[A-Za-z0-9_+-]` is dropped. */
    lang?: string;
    /** Longest content kept (default 4000 code units). */
    maxChars?: number;
    /** Most lines kept (default 80). */
    maxLines?: number;
    /** Keep the start (default) or the end (stderr tails) when cutting. */
    keep?: 'head' | 'tail';
}
/**
 * Untrusted multi-line text as a fenced code block (returned without a trailing newline; put it at column 0 after a
 * blank line). The fence is longer than any backtick run inside, so no line can close it; controls are visible, CRLF
 * becomes LF, tags/comments/mentions are broken as in `codeSpan`, and cut content says how many lines were left out.
 */
export declare function escapeBlock(text: string, options?: BlockOptions): string;
/** Untrusted text for a terminal: every control character (ESC, CSI, BEL, CR, backspace, …) and hidden character shown as `\u001B`-style text; line breaks shown as `↵` unless `newlines: 'keep'`. */
export declare function escapeTerminal(text: string, options?: VisibleOptions): string;
/**
 * Our own one-line Markdown (the next step, which may hold code spans) made safe for a single line: line breaks
 * collapsed to spaces, controls visible, and `<` before a tag or comment entity-escaped so it cannot hide content or
 * forge the marker. Interpolated untrusted values should already have gone through `codeSpan` or `escapeInline`.
 */
export declare function trustedLine(markdown: string): string;
/** The sanitised marker text: letters, digits and `._:/=+-` only, no `--` (which could end the comment), at most 200 long. */
export declare function sanitizeMarker(marker: string | undefined): string;
/** The hidden first line of the sticky comment: `<!-- mcp-contract-gate:<marker> -->`. The publish stage searches for it. */
export declare function markerComment(marker?: string): string;
/** An `https?` URL safe to put in an autolink (`<…>`), or undefined. */
export declare function safeUrl(url: string | undefined): string | undefined;
