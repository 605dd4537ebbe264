import {
  codePointEscape,
  codeSpan,
  escapeBlock,
  escapeHtml,
  escapeInline,
  escapeTerminal,
  markerComment,
  safeUrl,
  sanitizeMarker,
  trustedLine,
  truncate,
  truncateStart,
  visible,
} from '../../src/report/escape.js';
import { stripCodeSpans, tableCells } from './helpers.js';
import { NASTY } from './nasty.js';

const RAW_HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2060-\u2064\uFEFF\u2028\u2029\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\u{E0000}-\u{E007F}]/u;

/** Markdown punctuation not preceded by an (unescaped) backslash, entities aside. */
function unescapedPunctuation(text: string): string[] {
  const t = text.replace(/&#?\w+;/g, '');
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t[i] === '\\') i++;
    else if ('|[]()!`*_~#$-+={}'.includes(t[i] as string)) out.push(t[i] as string);
  }
  return out;
}

/** What a code span shows: the content between the fences, one space stripped from each side when both have one. */
function decodeCodeSpan(span: string): string {
  const fence = /^`+/.exec(span)?.[0] as string;
  expect(span.endsWith(fence)).toBe(true);
  let inner = span.slice(fence.length, span.length - fence.length);
  if (inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '') inner = inner.slice(1, -1);
  return inner;
}

describe('escapeInline', () => {
  test.each(NASTY)('%s stays on its line and inert', (_label, text) => {
    const out = escapeInline(text);
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).not.toMatch(RAW_HIDDEN);
    expect(out).not.toMatch(/</); // every < is &lt;
    expect(out).not.toMatch(/>/);
    expect(unescapedPunctuation(out)).toEqual([]);
    expect(out).not.toMatch(/@[\p{L}\p{N}_-]/u);
    expect(out).not.toMatch(/(?<!&)#\d/);
    expect(out).not.toMatch(/GH\\?-\d/i);
    expect(out).not.toMatch(/:\/\//);
    expect(out).not.toMatch(/\bwww\./i);
    expect(out).not.toMatch(/:[a-z0-9_+-]+:/i);
    // a table cell with it keeps its 4 pipes
    expect(tableCells(`| a | ${out} | b |`)).toBe(4);
    expect(out.length).toBeLessThan(8000);
  });

  test('examples', () => {
    expect(escapeInline('# heading')).toBe('\\# heading');
    expect(escapeInline('1. list')).toBe('1\\. list');
    expect(escapeInline('| col |')).toBe('\\| col \\|');
    expect(escapeInline('@octocat')).toBe('@&#8203;octocat');
    expect(escapeInline('@org/team')).toBe('@&#8203;org/team');
    expect(escapeInline('see #12')).toBe('see \\#&#8203;12');
    expect(escapeInline('GH-7')).toBe('GH\\-&#8203;7');
    expect(escapeInline(':smile:')).toBe(':&#8203;smile:');
    expect(escapeInline('https://x.y')).toBe('https:&#8203;//x.y');
    expect(escapeInline('[x](javascript:alert(1))')).toBe('\\[x\\]\\(javascript:alert\\(1\\)\\)');
    expect(escapeInline('<!-- mcp-contract-gate -->')).toBe('&lt;\\!\\-\\- mcp\\-contract\\-gate \\-\\-&gt;');
    expect(escapeInline('&lt;')).toBe('&amp;lt;');
    expect(escapeInline('a\r\nb')).toBe('a↵b');
    expect(escapeInline('abc\u202Edcba')).toBe('abc\\\\u202Edcba');
    expect(escapeInline('⚠️ careful')).toBe('⚠️ careful');
  });

  test('caps the input length with an ellipsis', () => {
    const out = escapeInline('y'.repeat(5000), 100);
    expect(out).toBe(`${'y'.repeat(99)}…`);
  });
});

describe('escapeHtml (inside <summary>)', () => {
  test.each(NASTY)('%s', (_label, text) => {
    const out = escapeHtml(text);
    expect(out).not.toMatch(/[<>"'\r\n]/);
    expect(out).not.toMatch(RAW_HIDDEN);
    expect(out).not.toMatch(/@[\p{L}\p{N}_-]/u);
  });
});

describe('codeSpan', () => {
  test.each(NASTY)('%s is one inert code span', (_label, text) => {
    const out = codeSpan(text, { max: 200 });
    expect(out).not.toMatch(/[\r\n]/);
    expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069\uFEFF\u0000-\u001F\u007F-\u009F]/);
    expect(out).not.toMatch(/<[!/?\p{L}]/u);
    expect(out).not.toMatch(/@[\p{L}\p{N}_-]/u);
    if (text !== '') expect(stripCodeSpans(out)).toBe('⟦code⟧');
  });

  test.each([
    ['plain', 'query', '`query`'],
    ['one backtick', 'a`b', '``a`b``'],
    ['leading backtick', '`x', '`` `x ``'],
    ['run of three', 'a```b', '````a```b````'],
    ['spaces both sides', ' x ', '`  x  `'],
    ['only spaces', '  ', '`  `'],
    ['empty', '', '*(empty)*'],
  ])('%s', (_label, text, expected) => {
    expect(codeSpan(text)).toBe(expected);
    if (text !== '' && !/[<@]/.test(text)) expect(decodeCodeSpan(expected)).toBe(text);
  });

  test('pipes are escaped only in tables', () => {
    expect(codeSpan('a|b', { table: true })).toBe('`a\\|b`');
    expect(codeSpan('a|b')).toBe('`a|b`');
    expect(tableCells(`| ${codeSpan('| x | y |', { table: true })} |`)).toBe(2);
    // a backslash before a pipe must not pair with our escape (GFM pairs `\\` with any punctuation)
    expect(codeSpan('a\\|b', { table: true })).toBe('`a\\\u200B\\|b`');
    expect(tableCells(`| ${codeSpan('a\\|b\\\\|c', { table: true })} |`)).toBe(2);
    expect(tableCells(`| ${escapeInline('a\\|b\\\\|c')} |`)).toBe(2);
  });

  test('newlines, controls and long values', () => {
    expect(codeSpan('a\r\nb')).toBe('`a↵b`');
    expect(codeSpan('a\u202Eb')).toBe('`a\\u202Eb`');
    expect(codeSpan('z'.repeat(500), { max: 10 })).toBe(`\`${'z'.repeat(9)}…\``);
  });

  test('tags, comments and mentions are broken with a zero-width space', () => {
    expect(codeSpan('</details>')).toBe('`<\u200B/details>`');
    expect(codeSpan('<!-- x -->')).toBe('`<\u200B!-- x --\u200B>`');
    expect(codeSpan('@octocat')).toBe('`@\u200Boctocat`');
    expect(codeSpan('a < b')).toBe('`a < b`');
  });
});

describe('escapeBlock', () => {
  test.each(NASTY)('%s stays inside its fence', (_label, text) => {
    const out = escapeBlock(text, { lang: 'text' });
    const lines = out.split('\n');
    const fence = /^`+/.exec(lines[0] as string)?.[0] as string;
    expect(fence.length).toBeGreaterThanOrEqual(3);
    expect(lines.at(-1)).toBe(fence);
    // no inner line could close the fence
    for (const l of lines.slice(1, -1)) expect(/^ {0,3}`+\s*$/.test(l) && (/`+/.exec(l)?.[0].length ?? 0) >= fence.length).toBe(false);
    expect(out).not.toMatch(/\r/);
    expect(out).not.toMatch(/[\u202A-\u202E\u2066-\u2069\uFEFF\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    expect(out).not.toMatch(/<[!/?\p{L}]/u);
  });

  test('fence longer than any backtick run', () => {
    expect(escapeBlock('a ```` b', { lang: 'json' })).toBe('`````json\na ```` b\n`````');
    expect(escapeBlock('x')).toBe('```\nx\n```');
  });

  test('CRLF becomes LF, tabs kept, info string sanitised', () => {
    expect(escapeBlock('a\r\n\tb', { lang: 'sh; rm -rf' })).toBe('```shrm-rf\na\n\tb\n```');
  });

  test('cuts by lines and characters, keeping the head or the tail', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const head = escapeBlock(text, { maxLines: 3 });
    expect(head).toBe('```\nline 0\nline 1\nline 2\n… (97 more lines not shown)\n```');
    const tail = escapeBlock(text, { maxLines: 2, keep: 'tail' });
    expect(tail).toBe('```\n… (98 more lines not shown)\nline 98\nline 99\n```');
    const chars = escapeBlock('q'.repeat(10_000), { maxChars: 50 });
    expect(chars.length).toBeLessThan(60);
  });

  test('empty text', () => {
    expect(escapeBlock('')).toBe('```\n(empty)\n```');
  });
});

describe('truncate', () => {
  test('keeps short text, cuts long text to max with an ellipsis', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abcdef', 4)).toHaveLength(4);
  });
  test('never splits a surrogate pair', () => {
    const s = '😀'.repeat(10);
    for (let max = 1; max < 20; max++) {
      const t = truncate(s, max);
      expect(t.length).toBeLessThanOrEqual(max);
      expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(t)).toBe(false);
      const u = truncateStart(s, max);
      expect(u.length).toBeLessThanOrEqual(max);
      expect(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(u)).toBe(false);
    }
  });
  test('keeps the end', () => {
    expect(truncateStart('abcdef', 4)).toBe('…def');
  });
});

describe('visible', () => {
  test('hidden characters become \\u escapes', () => {
    expect(visible('a\u202Eb')).toBe('a\\u202Eb');
    expect(visible('a\u200Bb\u200Dc')).toBe('a\\u200Bb\\u200Dc');
    expect(visible('\u{E0041}')).toBe('\\u{E0041}');
    expect(visible('\u001b[2J')).toBe('\\u001B[2J');
    expect(visible('x\uD800y')).toBe('x\\uD800y');
    expect(visible('a\u2028b')).toBe('a\\u2028b');
  });
  test('an emoji presentation selector after a visible character is kept, a run of selectors is shown', () => {
    expect(visible('⚠️')).toBe('⚠️');
    expect(visible('a\uFE0F\uFE0F')).toBe('a\uFE0F\\uFE0F');
    expect(visible('\uFE0F')).toBe('\\uFE0F');
    expect(visible('x\u{E0101}')).toBe('x\\u{E0101}');
  });
  test('newlines: symbol or keep', () => {
    expect(visible('a\r\nb\rc\nd')).toBe('a↵b↵c↵d');
    expect(visible('a\r\nb', { newlines: 'keep' })).toBe('a\nb');
  });
  test('codePointEscape', () => {
    expect(codePointEscape('\u202E')).toBe('\\u202E');
    expect(codePointEscape('\u{1D173}')).toBe('\\u{1D173}');
  });
});

describe('escapeTerminal', () => {
  test('no escape sequence reaches the terminal', () => {
    const out = escapeTerminal('esc\u001b[31mred\u001b]0;title\u0007\u009b2J\rover');
    expect(out).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
    expect(out).toBe('esc\\u001B[31mred\\u001B]0;title\\u0007\\u009B2J↵over');
  });
});

describe('marker and trusted lines', () => {
  test('markerComment sanitises the marker', () => {
    expect(markerComment('ci.yml/gate')).toBe('<!-- mcp-contract-gate:ci.yml/gate -->');
    expect(markerComment()).toBe('<!-- mcp-contract-gate:default -->');
    const forged = markerComment('x --> <script>alert(1)</script> <!-- y');
    expect(forged.match(/-->/g)).toHaveLength(1);
    expect(forged.match(/<!--/g)).toHaveLength(1);
    expect(forged).not.toMatch(/<script/);
    expect(sanitizeMarker('a---b-')).toBe('a-b');
    expect(sanitizeMarker('')).toBe('default');
    expect(sanitizeMarker('z'.repeat(500))).toHaveLength(200);
  });

  test('trustedLine keeps Markdown but not line breaks, comments or tags', () => {
    expect(trustedLine('Apply the `mcp-contract-approved` label')).toBe('Apply the `mcp-contract-approved` label');
    expect(trustedLine('a\n\n# b')).toBe('a # b');
    expect(trustedLine('x <!-- y --> <details>')).toBe('x &lt;!-- y --> &lt;details>');
  });

  test('safeUrl accepts plain http(s) URLs only', () => {
    expect(safeUrl('https://github.com/o/r/actions/runs/1')).toBe('https://github.com/o/r/actions/runs/1');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://x.y/a b')).toBeUndefined();
    expect(safeUrl('https://x.y/a>b')).toBeUndefined();
    expect(safeUrl('https://x.y/\u202E')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
  });
});
