import GithubSlugger from 'github-slugger';
import { marked, type Token, type Tokens } from 'marked';
import { posix } from 'node:path';

/**
 * Relative links in Markdown pages, checked without the network: every link or image to a path of the repository must
 * name a file or folder that exists, and every `#anchor` must name a heading (or an HTML `id`/`name`) of its target
 * page, slugged as GitHub slugs headings (github-slugger: lower case, punctuation dropped, spaces to `-`, a repeated
 * heading gets `-1`, `-2`, …). Links with a scheme (`https:`, `mailto:`) are left alone.
 */
export interface LinkSource {
  /** The text of a repository file (a path relative to the root, `/`-separated), or undefined when it is not one. */
  read(path: string): string | undefined;
  /** Whether a path relative to the root is a file, a folder, or nothing. */
  kind(path: string): 'file' | 'dir' | undefined;
}

/** The text a heading shows: its inline content without Markdown or HTML syntax. */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      if (t.type === 'html') return '';
      if ('tokens' in t && Array.isArray(t.tokens) && t.tokens.length > 0) return plain(t.tokens);
      return 'text' in t && typeof t.text === 'string' ? t.text : '';
    })
    .join('');
}

/** Every anchor a page offers on GitHub: its headings' slugs, in order (so duplicates number as GitHub numbers them), and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'heading') anchors.add(slugger.slug(plain((t as Tokens.Heading).tokens)));
    if (t.type === 'html') for (const m of (t as Tokens.HTML).text.matchAll(/\s(?:id|name)\s*=\s*["']([^"']+)["']/g)) anchors.add(m[1] as string);
  });
  return anchors;
}

/** The targets of every link and image of a page (code blocks and code spans hold none). */
export function linksOf(markdown: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type === 'link' || t.type === 'image') hrefs.push((t as Tokens.Link | Tokens.Image).href);
    if (t.type === 'html') for (const m of (t as Tokens.HTML).text.matchAll(/\s(?:href|src)\s*=\s*["']([^"']+)["']/g)) hrefs.push(m[1] as string);
  });
  return hrefs;
}

/** Each broken relative link of `pages` (paths relative to the root), as `page: link: why`. */
export function brokenLinks(pages: string[], source: LinkSource): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let set = anchorCache.get(path);
    if (!set) anchorCache.set(path, (set = anchorsOf(source.read(path) ?? '')));
    return set;
  };
  const broken: string[] = [];
  for (const page of pages) {
    const text = source.read(page);
    if (text === undefined) {
      broken.push(`${page}: the page does not exist`);
      continue;
    }
    for (const href of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue; // another site: not checked here
      const hash = href.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? href : href.slice(0, hash)).replace(/\?.*$/, '');
      const fragment = hash < 0 ? '' : decodeURIComponent(href.slice(hash + 1));
      const target = pathPart === '' ? page : posix.normalize(posix.join(posix.dirname(page), pathPart)).replace(/\/$/, '');
      const why = (reason: string) => broken.push(`${page}: ${href}: ${reason}`);
      if (target === '..' || target.startsWith('../') || posix.isAbsolute(target)) {
        why('points outside the repository');
        continue;
      }
      const kind = source.kind(target);
      if (!kind) {
        why(`${target} does not exist`);
        continue;
      }
      if (!fragment) continue;
      if (kind !== 'file' || !target.endsWith('.md')) why(`an anchor into ${target}, which is not a Markdown page`);
      else if (!anchors(target).has(fragment)) why(`${target} has no heading with the anchor #${fragment}`);
    }
  }
  return broken;
}
