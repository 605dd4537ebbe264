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

/** Zero-width space: breaks GitHub's mention, reference, emoji and autolink matchers without changing what is shown. */
const ZWSP = '\u200B';
/** Internal marker for "insert a zero-width space here"; never survives `visible` (an input U+E000 is shown as `\uE000`). */
const SENTINEL = '\uE000';

/**
 * Characters that render as nothing (or reorder text) and C0/C1 controls other than tab and newline. Lone surrogates
 * too (with the `u` flag, `[\uD800-\uDFFF]` matches only unpaired halves).
 */
const HIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\uE000\uD800-\uDFFF]|[\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');

/** `\u202E`, or `\u{E0041}` beyond the BMP. */
export function codePointEscape(ch: string): string {
  const cp = ch.codePointAt(0) as number;
  return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

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
export function visible(text: string, options: VisibleOptions = {}): string {
  let out = text.replace(HIDDEN, (ch, offset: number, whole: string) => {
    if ((ch === '\uFE0F' || ch === '\uFE0E') && offset > 0) {
      const prev = whole.codePointAt(offset - 1) as number;
      const prevIsLow = prev >= 0xdc00 && prev <= 0xdfff;
      const before = prevIsLow && offset > 1 ? (whole.codePointAt(offset - 2) as number) : prev;
      if (!isSelectorOrHidden(before)) return ch;
    }
    return codePointEscape(ch);
  });
  out = out.replace(/\r\n?/g, '\n');
  if ((options.newlines ?? 'symbol') === 'symbol') out = out.replace(/\n/g, '↵');
  if ((options.tabs ?? 'space') === 'space') out = out.replace(/\t/g, ' ');
  return out;
}

function isSelectorOrHidden(cp: number): boolean {
  if (cp <= 0x20 || (cp >= 0x7f && cp <= 0x9f)) return true;
  return HIDDEN_ONE.test(String.fromCodePoint(cp));
}

/**
 * Cut to at most `max` UTF-16 code units (what GitHub's limits count), ending with `…` when cut. Never splits a
 * surrogate pair.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (end > 0 && code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** Keep the end instead (stderr tails): `…` then the last `max - 1` code units. */
export function truncateStart(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let start = text.length - (max - 1);
  const code = text.charCodeAt(start);
  if (code >= 0xdc00 && code <= 0xdfff) start++;
  return `…${text.slice(start)}`;
}

/** Mark where a zero-width space must go so GitHub does not mention, cross-reference, emojify or autolink. */
function markTriggers(text: string): string {
  return (
    text
      // @user, @org/team, user@example.com
      .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${SENTINEL}`)
      // #123, org/repo#123
      .replace(/#(?=\d)/g, `#${SENTINEL}`)
      // GH-123
      .replace(/\b(GH-)(?=\d)/gi, `$1${SENTINEL}`)
      // :emoji:
      .replace(/:(?=[a-z0-9_+-]+:)/gi, `:${SENTINEL}`)
      // https://…, javascript://…, any scheme followed by //
      .replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, `$1:${SENTINEL}`)
      // www.example.com
      .replace(/\b(www)(?=\.)/gi, `$1${SENTINEL}`)
  );
}

/** In code spans and fenced blocks (no entities there): break `<tag`, `<!--`, `-->`, `@name` with a raw zero-width space. */
function neutraliseCode(text: string): string {
  return text
    .replace(/<(?=[!/?\p{L}])/gu, `<${ZWSP}`)
    .replace(/--(?=>)/g, `--${ZWSP}`)
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`);
}

/** Markdown punctuation that can start emphasis, links, images, code, headings, lists, tables, strikethrough or math. */
const MD_PUNCT = /[\\`*_[\]()#+\-!|~={}$]/;

/**
 * Untrusted text as one line of GitHub Markdown prose or table cell: visible controls, `↵` for line breaks, HTML
 * entities for `& < >`, backslash escapes for Markdown punctuation (including `|`, so it is safe in a table cell),
 * zero-width spaces after mention/reference/emoji/autolink triggers. `max` caps the input length (default 1000).
 */
export function escapeInline(text: string, max = 1000): string {
  const out = encodeEach(text, max, (ch) => (MD_PUNCT.test(ch) ? `\\${ch}` : ch));
  // "1. x" or "1) x" would start an ordered list at the beginning of a line.
  return out.replace(/^(\s*\d+)\./, '$1\\.');
}

/** Untrusted text made visible, cut at `max` and trigger-marked, with `& < >` and the marks as entities and every other character as `other` writes it. */
function encodeEach(text: string, max: number, other: (ch: string) => string): string {
  let out = '';
  for (const ch of markTriggers(visible(truncate(text, max)))) out += ENTITIES[ch] ?? (ch === SENTINEL ? '&#8203;' : other(ch));
  return out;
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Link, code, table, strikethrough and math punctuation, entity-encoded in HTML contexts so the text stays inert even where a renderer parses Markdown inside HTML. */
const HTML_MD_PUNCT = /[\\`[\]()!|~$]/;

/**
 * Untrusted text for an HTML context where Markdown is not parsed (inside `<summary>…</summary>`): visible controls,
 * entities for `& < > " '` and Markdown punctuation, and zero-width-space entities after mention/reference/emoji/autolink triggers.
 */
export function escapeHtml(text: string, max = 1000): string {
  return encodeEach(text, max, (ch) => (ch === '"' ? '&quot;' : ch === "'" ? '&#39;' : HTML_MD_PUNCT.test(ch) ? `&#${ch.charCodeAt(0)};` : ch));
}

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
export function codeSpan(text: string, options: CodeSpanOptions = {}): string {
  if (text === '') return '*(empty)*';
  let t = neutraliseCode(visible(truncate(text, options.max ?? 120)));
  // GFM splits table cells before parsing inlines, pairing `\` with any punctuation after it: a backslash just before
  // our `\|` would pair with it and free the pipe, so a zero-width space goes between them.
  if (options.table) t = t.replace(/(\\?)\|/g, (_m, bs: string) => (bs ? `\\${ZWSP}\\|` : '\\|'));
  const fence = '`'.repeat(longestRun(t, '`') + 1);
  const allSpaces = /^ +$/.test(t);
  const pad = !allSpaces && (t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' '))) ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

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
export function escapeBlock(text: string, options: BlockOptions = {}): string {
  const maxLines = options.maxLines ?? 80;
  const maxChars = options.maxChars ?? 4000;
  const tail = options.keep === 'tail';
  let t = visible(text, { newlines: 'keep', tabs: 'keep' }).replace(/\n+$/, '');
  let lines = t.split('\n');
  let dropped = 0;
  if (lines.length > maxLines) {
    dropped = lines.length - maxLines;
    lines = tail ? lines.slice(-maxLines) : lines.slice(0, maxLines);
  }
  t = lines.join('\n');
  if (t.length > maxChars) {
    t = tail ? truncateStart(t, maxChars) : truncate(t, maxChars);
    dropped += lines.length - t.split('\n').length;
  }
  if (dropped > 0) {
    const note = `… (${dropped} more line${dropped === 1 ? '' : 's'} not shown)`;
    t = tail ? `${note}\n${t}` : `${t}\n${note}`;
  }
  if (t === '') t = '(empty)';
  t = neutraliseCode(t);
  const fence = '`'.repeat(Math.max(3, longestRun(t, '`') + 1));
  const lang = (options.lang ?? '').replace(/[^A-Za-z0-9_+-]/g, '');
  return `${fence}${lang}\n${t}\n${fence}`;
}

/** Untrusted text for a terminal: every control character (ESC, CSI, BEL, CR, backspace, …) and hidden character shown as `\u001B`-style text; line breaks shown as `↵` unless `newlines: 'keep'`. */
export function escapeTerminal(text: string, options: VisibleOptions = {}): string {
  return visible(text, options);
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === ch ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Our own one-line Markdown (the next step, which may hold code spans) made safe for a single line: line breaks
 * collapsed to spaces, controls visible, and `<` before a tag or comment entity-escaped so it cannot hide content or
 * forge the marker. Interpolated untrusted values should already have gone through `codeSpan` or `escapeInline`.
 */
export function trustedLine(markdown: string): string {
  return visible(markdown.replace(/\s*[\r\n]+\s*/g, ' ')).replace(/<(?=[!/?\p{L}])/gu, '&lt;');
}

/** The sanitised marker text: letters, digits and `._:/=+-` only, no `--` (which could end the comment), at most 200 long. */
export function sanitizeMarker(marker: string | undefined): string {
  const m = (marker ?? '')
    .replace(/[^A-Za-z0-9._:/=+-]/g, '_')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
  return m === '' ? 'default' : m;
}

/** The hidden first line of the sticky comment: `<!-- mcp-contract-gate:<marker> -->`. The publish stage searches for it. */
export function markerComment(marker?: string): string {
  return `<!-- mcp-contract-gate:${sanitizeMarker(marker)} -->`;
}

/** An `https?` URL safe to put in an autolink (`<…>`), or undefined. */
export function safeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\/[^\s<>"'`\\\u0000-\u001F\u007F-\u009F]+$/.test(url) && !HIDDEN_ONE.test(url) ? url : undefined;
}

/**
 * Text for a CI log: a line that starts with `::` (or the legacy `##[`) would be read by the Actions runner as a
 * workflow command (`::set-output`, `::stop-commands::`, `::error file=…`). Such a line gets a zero-width space after
 * its first character, so the runner shows it instead of obeying it; control and invisible characters are made visible.
 */
export function logSafe(text: string): string {
  return neutralizeCommands(visible(text, { newlines: 'keep', tabs: 'keep' }));
}

/** Only the workflow-command part of `logSafe`: for output the gate formats itself (it may carry its own colours). */
export function neutralizeCommands(text: string): string {
  return text.replace(/^([^\S\n]*)([:#])(?=:|#\[)/gm, `$1$2${ZWSP}`);
}
