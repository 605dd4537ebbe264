import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { renderChangelog } from '../../src/report/changelog-markdown.js';
import { FIXTURES } from '../support/paths.js';
import { finding, inputOf } from '../report/helpers.js';

/**
 * The changelog golden files (written by history.test.ts from a real repository's tags) rendered by a real Markdown
 * renderer: what a reader sees has no stray entities or zero-width characters, code spans hold the names as
 * written, and a resource is never called a tool.
 */
const DIR = join(FIXTURES, 'release', 'history');
const files = readdirSync(DIR).filter((f) => f.endsWith('.md'));

/** The text a reader sees: the rendered HTML with its tags removed and its entities decoded once. */
function seen(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const codeSpans = (html: string) => [...html.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => seen(m[1]!));

test('the golden files cover resources, prompts, templates and a description word diff', () => {
  const all = files.map((f) => readFileSync(join(DIR, f), 'utf8')).join('\n');
  for (const s of [
    '- Resource `https://example.com/issues/labels.json`',
    '- Prompt `summarize`',
    '- Resource template `issue`',
    '    - Words: `Search the` ~~`issues.`~~ **`open issues by title and body.`**',
  ])
    expect(all).toContain(s);
  expect(all).not.toMatch(/Tool `(?:issues:|https:|labels|recent|issue`)/);
});

test.each(files)('%s renders with marked: no stray entities or zero-width characters, URIs whole in code spans', (file) => {
  const md = readFileSync(join(DIR, file), 'utf8');
  const html = marked.parse(md, { async: false, gfm: true });
  const text = seen(html);
  expect(text).not.toMatch(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i);
  expect(text).not.toMatch(/[\u200B-\u200D\u2060\uFEFF]/);
  expect(text).not.toContain('\\');
  for (const c of codeSpans(html)) expect(c).not.toMatch(/[\u200B-\u200D\u2060\uFEFF]|&#/);
  expect(codeSpans(html)).toEqual(expect.arrayContaining(file.includes('v2.0.0') ? ['issues://recent', 'limit'] : ['https://example.com/issues/labels.json', 'search']));
  // struck and added words of the word diff render as <del> and <strong>
  if (md.includes('Words:')) expect(html).toMatch(/<del><code>issues\.<\/code><\/del> <strong><code>open issues by title and body\.<\/code><\/strong>/);
});

test('server text with Markdown and HTML in it renders as text, the names whole in code spans', () => {
  const hostile = finding({
    rule: 'resource-removed',
    severity: 'breaking',
    entity: 'static-resource',
    tool: 'file:///a_b/x*y_z.md',
    path: '',
    message: "resource 'a*b_c*' (file:///a_b/x*y_z.md) removed <b>now</b> _really_",
  });
  const md = renderChangelog(inputOf([hostile]));
  const html = marked.parse(md, { async: false, gfm: true });
  expect(html).not.toMatch(/<b>|<em>|<a /);
  expect(seen(html)).toContain('removed <b>now</b> _really_');
  expect(codeSpans(html)).toEqual(expect.arrayContaining(['file:///a_b/x*y_z.md', 'a*b_c*']));
  expect(md).toContain('- Resource `file:///a_b/x*y_z.md`');
});
