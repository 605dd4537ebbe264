import type { ToolDef } from '../../contract/types.js';
import { isObject } from '../../util/json.js';
import type { Change, SecurityFlag } from '../types.js';

/**
 * A display title that hides what the tool does. Clients show people a tool's `title` (or `annotations.title`)
 * rather than its name, so a reviewer who approves "View files" has not approved `delete_all_files`. Two shapes:
 * - the name says the tool writes or destroys (a verb such as delete, drop, send, update) while the title reads as
 *   a look (view, list, get) and names no such verb; or the tool says so itself (`destructiveHint: true`);
 * - the title names another tool of the server (`q` titled "View report" beside `view_report`), or is another
 *   tool's title, so people cannot tell the two apart.
 * The agent calls the tool by its name either way: what is hidden is hidden from the people who approve and watch.
 */

/** Verbs of tools that change or destroy something. */
const WRITE_VERBS = new Set(
  (
    'delete del remove rm drop destroy erase purge wipe truncate kill terminate reset revoke overwrite write update upsert create insert add modify ' +
    'edit set put patch send post publish push upload move mv rename exec execute run eval evaluate deploy install uninstall transfer pay charge refund ' +
    'approve merge close archive cancel disable enable restart reboot shutdown stop commit clean clear rebase format empty flush unlink rollback revert ' +
    'force grant invite ban block unblock lock unlock sign submit apply import mutate replace save store trash shred transfer withdraw'
  ).split(' '),
);
/** Verbs of tools that only look. */
const READ_VERBS = new Set('get list read view show fetch search find query describe inspect check count browse lookup look see display preview retrieve explore peek'.split(' '));
/** Words with which a title claims the tool is harmless. */
const HARMLESS = /\b(?:read[- ]?only|harmless|dry[- ]run|no changes|safe(?:ly)?)\b/i;

/** Lower-case words of a name or title: `deleteAllFiles`, `delete-all_files` and "Delete all files" give the same. */
export function wordsOf(text: string): string[] {
  return (text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').match(/[A-Za-z0-9]+/g) ?? []).map((w) => w.toLowerCase());
}

/** The letters and digits of a text in lower case: its words (wordsOf) run together. */
function lettersOf(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
}

/**
 * What lettersOf(text) must be to equal a run: its length, first and last character, as one number, counted without
 * building it. Texts whose shape no wanted run has are passed over with no string made (most of a large list).
 */
function lettersShape(text: string): number {
  let n = 0;
  let first = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) continue;
    if (n++ === 0) first = c;
    last = c;
  }
  return n * 16384 + first * 128 + last;
}

/** The title people see: `title`, else `annotations.title`. */
export function displayTitle(tool: Pick<ToolDef, 'title' | 'annotations'>): string | undefined {
  if (typeof tool.title === 'string' && tool.title.trim()) return tool.title;
  const t = isObject(tool.annotations) ? tool.annotations.title : undefined;
  return typeof t === 'string' && t.trim() ? t : undefined;
}

/** The first verb of a name, read or write (a write word after a read verb is its object: `get_commit`). */
function firstVerb(name: string): { kind: 'read' | 'write'; word: string } | undefined {
  for (const w of wordsOf(name)) {
    if (READ_VERBS.has(w)) return { kind: 'read', word: w };
    if (WRITE_VERBS.has(w)) return { kind: 'write', word: w };
  }
  return undefined;
}

/** What the title hides, one sentence with the name and the title side by side; undefined when it hides nothing. */
export function titleConcealment(
  tool: Pick<ToolDef, 'name' | 'title' | 'annotations'>,
  siblings: ReadonlyArray<Pick<ToolDef, 'name' | 'title' | 'annotations'>>,
  places: SiblingPlaces = siblingWords(siblings),
): string | undefined {
  const title = displayTitle(tool);
  if (title === undefined) return undefined;
  const words = wordsOf(title);
  const shown = `tool '${tool.name}' is shown to people as "${title}"`;
  const looks = words.some((w) => READ_VERBS.has(w)) || HARMLESS.test(title);
  if (looks && !words.some((w) => WRITE_VERBS.has(w))) {
    const verb = firstVerb(tool.name);
    if (verb?.kind === 'write') return `${shown}: the title reads as a look, and hides the '${verb.word}' its name says it does`;
    // a name that itself reads as a look (`API-query-data-source` titled "Query Data Source") shows people what the
    // agent sees: the title hides nothing the name says, whatever the hint
    if (isObject(tool.annotations) && tool.annotations.destructiveHint === true && tool.annotations.readOnlyHint !== true && verb?.kind !== 'read')
      return `${shown}: the title reads as a look, and hides that the tool says it is destructive (destructiveHint: true)`;
  }
  const key = words.join(' ');
  if (!key) return undefined;
  // the first sibling (in list order, not the tool itself) whose name or title reads as the title: by name first
  const { byName, byTitle } = places;
  const named = byName.get(key) ?? NO_PLACES;
  const titled = byTitle.get(key) ?? NO_PLACES;
  for (let i = 0, j = 0; i < named.length || j < titled.length;) {
    const n = named[i] ?? Infinity;
    const t = titled[j] ?? Infinity;
    const other = siblings[Math.min(n, t)]!;
    if (other.name === tool.name) {
      if (n <= t) i++;
      if (t <= n) j++;
      continue;
    }
    if (n <= t) return `${shown}, which names another tool of the server, '${other.name}'`;
    return `${shown}, the title of another tool of the server, '${other.name}': people cannot tell the two apart`;
  }
  return undefined;
}

const NO_PLACES: readonly number[] = [];
/** The places of a list's tools by the words of their name and of their title. */
interface SiblingPlaces {
  byName: Map<string, number[]>;
  byTitle: Map<string, number[]>;
}
const SIBLING_WORDS = new WeakMap<object, SiblingPlaces>();

/** The title's words as siblings are looked up by (empty: nothing to look up). */
function titleKey(tool: Pick<ToolDef, 'title' | 'annotations'>): string {
  const title = displayTitle(tool);
  return title === undefined ? '' : wordsOf(title).join(' ');
}

/**
 * The places of a list's tools by the words of their name (a name of one word only when written with a separator or
 * a capital: `query` is a word, `query_data` a name) and by the words of their title; built once per list. With
 * `wanted`, only those keys are kept (a diff looks up the titles of a few changed tools among thousands), and the
 * result is not remembered.
 */
function siblingWords(siblings: ReadonlyArray<Pick<ToolDef, 'name' | 'title' | 'annotations'>>, wanted?: ReadonlySet<string>): SiblingPlaces {
  let found = wanted ? undefined : SIBLING_WORDS.get(siblings);
  if (found) return found;
  found = { byName: new Map<string, number[]>(), byTitle: new Map<string, number[]>() };
  const add = (map: Map<string, number[]>, key: string, at: number) => {
    if (wanted && !wanted.has(key)) return;
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  // a text's words run together are its letters and digits in lower case: a text whose run is no wanted key's is
  // skipped before it is split into words (a diff asks about a few titles among thousands of tools)
  const runs = wanted && new Set([...wanted].map((k) => k.replace(/ /g, '')));
  const shapes = runs && new Set([...runs].map(lettersShape));
  const maybe = (text: string) => !runs || (shapes!.has(lettersShape(text)) && runs.has(lettersOf(text)));
  siblings.forEach((other, at) => {
    if (maybe(other.name)) {
      const nameWords = wordsOf(other.name);
      if (nameWords.length > 1 || /[_\-.A-Z]/.test(other.name)) add(found!.byName, nameWords.join(' '), at);
    }
    // a title of no words is never looked up (titleConcealment stops there)
    const shown = displayTitle(other);
    const title = shown !== undefined && maybe(shown) ? titleKey(other) : '';
    if (title) add(found!.byTitle, title, at);
  });
  if (!wanted) SIBLING_WORDS.set(siblings, found);
  return found;
}

/** The flag for a tool whose title now hides what it does (none when the same was already true before). */
export function titleFlags(
  before: ToolDef | undefined,
  beforeSiblings: readonly ToolDef[],
  after: ToolDef,
  afterSiblings: readonly ToolDef[],
  places?: { before: SiblingPlaces; after: SiblingPlaces },
): SecurityFlag[] {
  const now = titleConcealment(after, afterSiblings, places?.after);
  if (now === undefined) return [];
  if (before && titleConcealment(before, beforeSiblings, places?.before) === now) return [];
  return [{ id: 'misleading-title', message: now, confidence: 'high', family: 'title', evidence: displayTitle(after) }];
}

/** The findings that show a tool under a new name or title: where the flag goes. */
function showsTitle(c: Change): boolean {
  if (c.entity !== 'tool') return false;
  return c.rule === 'tool-added' || c.rule === 'tool-renamed' || (c.rule === 'title-changed' && c.path === '') || (c.rule === 'annotation-changed' && c.pointer === '/annotations/title');
}

/**
 * Flag the findings of a server's diff whose tool now carries a title that hides what it does: a new tool, a renamed
 * one, a changed title (either kind). `before`/`after` are the two sides' tools by name.
 */
export function addTitleFlags(changes: readonly Change[], before: ReadonlyMap<string, ToolDef>, after: ReadonlyMap<string, ToolDef>): void {
  const beforeList = [...before.values()];
  const afterList = [...after.values()];
  const asked: Array<[Change, ToolDef | undefined, ToolDef]> = [];
  const wanted = new Set<string>();
  for (const c of changes) {
    if (!showsTitle(c)) continue;
    const tool = after.get(c.tool);
    if (!tool) continue;
    const old = c.rule === 'tool-added' ? undefined : before.get(c.rule === 'tool-renamed' && typeof c.before === 'string' ? c.before : c.tool);
    asked.push([c, old, tool]);
    for (const t of [old, tool]) if (t) wanted.add(titleKey(t));
  }
  if (!asked.length) return;
  // the two lists indexed by the titles asked about only
  const places = { before: siblingWords(beforeList, wanted), after: siblingWords(afterList, wanted) };
  const done = new Set<string>();
  for (const [c, old, tool] of asked) {
    if (done.has(c.tool)) continue;
    const flags = titleFlags(old, beforeList, tool, afterList, places);
    if (!flags.length) continue;
    done.add(c.tool);
    c.flags = [...(c.flags ?? []), ...flags];
  }
}
