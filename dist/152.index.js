export const id = 152;
export const ids = [152];
export const modules = {

/***/ 3152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   coreIO: () => (/* binding */ coreIO),
/* harmony export */   u: () => (/* binding */ safeIO)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6412);


/**
 * The action's I/O with every text made safe to publish: secrets replaced by `***` everywhere (log, annotations, job
 * summary, outputs, failure message), and log lines that would be workflow commands (`::set-output`, `::stop-commands::`)
 * neutralised. Server-supplied text reaches all of these, so nothing is written around this wrapper.
 */
function safeIO(io, scrubber) {
    const clean = (m) => scrubber.scrub(m);
    const place = (p) => (p ? { ...p, ...(p.title !== undefined ? { title: clean(p.title) } : {}) } : undefined);
    return {
        env: io.env,
        getInput: (name) => io.getInput(name),
        setOutput: (name, value) => io.setOutput(name, typeof value === 'string' ? clean(value) : value),
        info: (m) => io.info((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logSafe */ .sN)(clean(m))),
        warning: (m, p) => io.warning(clean(m), place(p)),
        error: (m, p) => io.error(clean(m), place(p)),
        notice: (m, p) => io.notice(clean(m), place(p)),
        setFailed: (m) => io.setFailed(clean(m)),
        summary: (markdown) => io.summary(clean(markdown)),
        now: () => io.now(),
        ...(io.mask ? { mask: io.mask } : {}),
    };
}
function coreIO() {
    return {
        env: process.env,
        getInput: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
        setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
        info: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(m),
        warning: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m, p),
        error: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(m, p),
        notice: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(m, p),
        setFailed: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(m),
        summary: async (markdown) => {
            if (!process.env.GITHUB_STEP_SUMMARY)
                return;
            await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
        },
        now: () => new Date(),
        mask: (value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value),
    };
}


/***/ }),

/***/ 6412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ escapeBlock),
/* harmony export */   IS: () => (/* binding */ trustedLine),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   sN: () => (/* binding */ logSafe),
/* harmony export */   wV: () => (/* binding */ markerComment),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports codePointEscape, truncateStart, sanitizeMarker, neutralizeCommands */
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
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\uE000\uD800-\uDFFF]|[\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');
/** `\u202E`, or `\u{E0041}` beyond the BMP. */
function codePointEscape(ch) {
    const cp = ch.codePointAt(0);
    return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * Make hidden characters visible as `\uXXXX` text. An emoji presentation selector (U+FE0E/U+FE0F) directly after a
 * visible character is kept, so `⚠️` stays an emoji; runs of selectors (a known smuggling channel) are shown.
 */
function visible(text, options = {}) {
    let out = text.replace(HIDDEN, (ch, offset, whole) => {
        if ((ch === '\uFE0F' || ch === '\uFE0E') && offset > 0) {
            const prev = whole.codePointAt(offset - 1);
            const prevIsLow = prev >= 0xdc00 && prev <= 0xdfff;
            const before = prevIsLow && offset > 1 ? whole.codePointAt(offset - 2) : prev;
            if (!isSelectorOrHidden(before))
                return ch;
        }
        return codePointEscape(ch);
    });
    out = out.replace(/\r\n?/g, '\n');
    if ((options.newlines ?? 'symbol') === 'symbol')
        out = out.replace(/\n/g, '↵');
    if ((options.tabs ?? 'space') === 'space')
        out = out.replace(/\t/g, ' ');
    return out;
}
function isSelectorOrHidden(cp) {
    if (cp <= 0x20 || (cp >= 0x7f && cp <= 0x9f))
        return true;
    return HIDDEN_ONE.test(String.fromCodePoint(cp));
}
/**
 * Cut to at most `max` UTF-16 code units (what GitHub's limits count), ending with `…` when cut. Never splits a
 * surrogate pair.
 */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    let end = max - 1;
    const code = text.charCodeAt(end - 1);
    if (end > 0 && code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}
/** Keep the end instead (stderr tails): `…` then the last `max - 1` code units. */
function truncateStart(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    let start = text.length - (max - 1);
    const code = text.charCodeAt(start);
    if (code >= 0xdc00 && code <= 0xdfff)
        start++;
    return `…${text.slice(start)}`;
}
/** Mark where a zero-width space must go so GitHub does not mention, cross-reference, emojify or autolink. */
function markTriggers(text) {
    return (text
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
        .replace(/\b(www)(?=\.)/gi, `$1${SENTINEL}`));
}
/** In code spans and fenced blocks (no entities there): break `<tag`, `<!--`, `-->`, `@name` with a raw zero-width space. */
function neutraliseCode(text) {
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
function escapeInline(text, max = 1000) {
    const marked = markTriggers(visible(truncate(text, max)));
    let out = '';
    for (const ch of marked) {
        if (ch === '&')
            out += '&amp;';
        else if (ch === '<')
            out += '&lt;';
        else if (ch === '>')
            out += '&gt;';
        else if (ch === SENTINEL)
            out += '&#8203;';
        else if (MD_PUNCT.test(ch))
            out += `\\${ch}`;
        else
            out += ch;
    }
    // "1. x" or "1) x" would start an ordered list at the beginning of a line.
    return out.replace(/^(\s*\d+)\./, '$1\\.');
}
/** Link, code, table, strikethrough and math punctuation, entity-encoded in HTML contexts so the text stays inert even where a renderer parses Markdown inside HTML. */
const HTML_MD_PUNCT = /[\\`[\]()!|~$]/;
/**
 * Untrusted text for an HTML context where Markdown is not parsed (inside `<summary>…</summary>`): visible controls,
 * entities for `& < > " '` and Markdown punctuation, and zero-width-space entities after mention/reference/emoji/autolink triggers.
 */
function escapeHtml(text, max = 1000) {
    const marked = markTriggers(visible(truncate(text, max)));
    let out = '';
    for (const ch of marked) {
        if (ch === '&')
            out += '&amp;';
        else if (ch === '<')
            out += '&lt;';
        else if (ch === '>')
            out += '&gt;';
        else if (ch === '"')
            out += '&quot;';
        else if (ch === "'")
            out += '&#39;';
        else if (HTML_MD_PUNCT.test(ch))
            out += `&#${ch.charCodeAt(0)};`;
        else if (ch === SENTINEL)
            out += '&#8203;';
        else
            out += ch;
    }
    return out;
}
/**
 * Untrusted text as an inline code span: a backtick fence longer than any backtick run inside, padded when the value
 * starts or ends with a backtick or space, no raw newline (`↵`), visible controls, and a zero-width space after `<`
 * before a tag or comment and after `@` before a name (so raw-text consumers never see a tag, marker or mention).
 * The empty string renders as `*(empty)*`.
 */
function codeSpan(text, options = {}) {
    if (text === '')
        return '*(empty)*';
    let t = neutraliseCode(visible(truncate(text, options.max ?? 120)));
    // GFM splits table cells before parsing inlines, pairing `\` with any punctuation after it: a backslash just before
    // our `\|` would pair with it and free the pipe, so a zero-width space goes between them.
    if (options.table)
        t = t.replace(/(\\?)\|/g, (_m, bs) => (bs ? `\\${ZWSP}\\|` : '\\|'));
    const fence = '`'.repeat(longestRun(t, '`') + 1);
    const allSpaces = /^ +$/.test(t);
    const pad = !allSpaces && (t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' '))) ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
/**
 * Untrusted multi-line text as a fenced code block (returned without a trailing newline; put it at column 0 after a
 * blank line). The fence is longer than any backtick run inside, so no line can close it; controls are visible, CRLF
 * becomes LF, tags/comments/mentions are broken as in `codeSpan`, and cut content says how many lines were left out.
 */
function escapeBlock(text, options = {}) {
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
    if (t === '')
        t = '(empty)';
    t = neutraliseCode(t);
    const fence = '`'.repeat(Math.max(3, longestRun(t, '`') + 1));
    const lang = (options.lang ?? '').replace(/[^A-Za-z0-9_+-]/g, '');
    return `${fence}${lang}\n${t}\n${fence}`;
}
/** Untrusted text for a terminal: every control character (ESC, CSI, BEL, CR, backspace, …) and hidden character shown as `\u001B`-style text; line breaks shown as `↵` unless `newlines: 'keep'`. */
function escapeTerminal(text, options = {}) {
    return visible(text, options);
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/**
 * Our own one-line Markdown (the next step, which may hold code spans) made safe for a single line: line breaks
 * collapsed to spaces, controls visible, and `<` before a tag or comment entity-escaped so it cannot hide content or
 * forge the marker. Interpolated untrusted values should already have gone through `codeSpan` or `escapeInline`.
 */
function trustedLine(markdown) {
    return visible(markdown.replace(/\s*[\r\n]+\s*/g, ' ')).replace(/<(?=[!/?\p{L}])/gu, '&lt;');
}
/** The sanitised marker text: letters, digits and `._:/=+-` only, no `--` (which could end the comment), at most 200 long. */
function sanitizeMarker(marker) {
    const m = (marker ?? '')
        .replace(/[^A-Za-z0-9._:/=+-]/g, '_')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 200);
    return m === '' ? 'default' : m;
}
/** The hidden first line of the sticky comment: `<!-- mcp-contract-gate:<marker> -->`. The publish stage searches for it. */
function markerComment(marker) {
    return `<!-- mcp-contract-gate:${sanitizeMarker(marker)} -->`;
}
/** An `https?` URL safe to put in an autolink (`<…>`), or undefined. */
function safeUrl(url) {
    if (!url)
        return undefined;
    return /^https?:\/\/[^\s<>"'`\\\u0000-\u001F\u007F-\u009F]+$/.test(url) && !HIDDEN_ONE.test(url) ? url : undefined;
}
/**
 * Text for a CI log: a line that starts with `::` (or the legacy `##[`) would be read by the Actions runner as a
 * workflow command (`::set-output`, `::stop-commands::`, `::error file=…`). Such a line gets a zero-width space after
 * its first character, so the runner shows it instead of obeying it; control and invisible characters are made visible.
 */
function logSafe(text) {
    return neutralizeCommands(visible(text, { newlines: 'keep', tabs: 'keep' }));
}
/** Only the workflow-command part of `logSafe`: for output the gate formats itself (it may carry its own colours). */
function neutralizeCommands(text) {
    return text.replace(/^([^\S\n]*)([:#])(?=:|#\[)/gm, `$1$2${ZWSP}`);
}


/***/ })

};
