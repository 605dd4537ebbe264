import type { SecurityFlag } from '../types.js';
import { CONFUSABLES_DATA, CONFUSABLES_VERSION } from '../../generated/confusables.js';

/**
 * Look-alike names: a tool `ѕearch` (Cyrillic ѕ) beside `search`, one with a zero-width joiner, or one in NFD form,
 * reads as the same name to a model and to a reviewer but is another tool. Two names are confusable when they differ
 * and their UTS #39 skeletons are equal (https://www.unicode.org/reports/tr39/#Confusable_Detection), with Unicode's
 * confusables table (src/generated/confusables.ts, with its version). The skeleton starts from NFD, so names are compared after
 * normalisation (an NFC and an NFD spelling of one name are confusable), and default-ignorable characters (zero-width
 * joiners and spaces, variation selectors) are dropped. Every skeleton is computed once per run (memoised by name).
 */
export const confusable = {
  family: 'confusable',
  confidence: 'high' as const,
  label: 'a name that looks like another',
  rationale:
    'Two names with the same confusable skeleton (UTS #39) cannot be told apart by a model choosing a tool or by a reviewer reading the list; a server has no use for a second tool or parameter that looks like another, except to be called in its place.',
  version: CONFUSABLES_VERSION,
};

let prototypes: Map<string, string> | undefined;

/** The table: source character → prototype (built once, on first use). */
function table(): Map<string, string> {
  if (prototypes) return prototypes;
  prototypes = new Map();
  for (const line of CONFUSABLES_DATA.split('\n')) {
    const source = String.fromCodePoint(line.codePointAt(0)!);
    prototypes.set(source, line.slice(source.length));
  }
  return prototypes;
}

let asciiPrototypes: Array<string | undefined> | undefined;

/**
 * The table's rows for ASCII characters (` " | 1 I 0 % m), by character code, read from the table text without
 * building the whole table: most runs see only ASCII names. (Rows are split at "\n" only: a prototype may hold another
 * line separator.)
 */
function asciiTable(): Array<string | undefined> {
  if (asciiPrototypes) return asciiPrototypes;
  asciiPrototypes = new Array<string | undefined>(128);
  for (const [, source, prototype] of CONFUSABLES_DATA.matchAll(/(?:^|\n)([\x00-\x09\x0b-\x7f])([^\n]*)/g)) asciiPrototypes[source!.charCodeAt(0)] = prototype!;
  return asciiPrototypes;
}

/**
 * The ASCII characters the table maps (` " | 1 I 0 % m), as a pattern finding each: an ASCII text's skeleton is the
 * text with each of them replaced by its prototype, and the text itself when it holds none (most names).
 */
function asciiMapped(): RegExp {
  if (mappedPattern) return mappedPattern;
  const t = asciiTable();
  let chars = '';
  for (let c = 0; c < 128; c++) if (t[c] !== undefined) chars += `\\x${c.toString(16).padStart(2, '0')}`;
  return (mappedPattern = chars ? new RegExp(`[${chars}]`, 'g') : /(?!)/g);
}
let mappedPattern: RegExp | undefined;

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const ASCII = /^[\x00-\x7f]*$/;
const skeletons = new Map<string, string>();
/** How many skeletons are kept (a run sees a few thousand names at most; past this the memo starts again). */
const MAX_MEMO = 50_000;

/** The UTS #39 skeleton of a text: NFD, default-ignorables removed, each character's prototype, NFD again. */
export function skeleton(text: string): string {
  const known = skeletons.get(text);
  if (known !== undefined) return known;
  let out = '';
  if (ASCII.test(text)) {
    // the same steps for ASCII text, which NFD leaves as it is and which holds no default-ignorable character
    const t = asciiTable();
    out = text.replace(asciiMapped(), (ch) => t[ch.charCodeAt(0)]!);
  } else {
    const t = table();
    for (const ch of text.normalize('NFD').replace(IGNORABLE, '')) out += t.get(ch) ?? ch;
  }
  const result = ASCII.test(out) ? out : out.normalize('NFD');
  if (skeletons.size >= MAX_MEMO) skeletons.clear();
  skeletons.set(text, result);
  return result;
}

/** A name and, for another server's tool, its server. */
export interface Named {
  name: string;
  server?: string;
}

/** Names grouped by skeleton, to find a name's look-alikes. */
export class SkeletonIndex {
  private readonly bySkeleton = new Map<string, Named[]>();

  /** With `wanted` (skeletons), only names of those skeletons are kept: only names of them may then be asked about. */
  constructor(names: Iterable<Named>, wanted?: ReadonlySet<string>) {
    for (const n of names) {
      const k = skeleton(n.name);
      if (wanted && !wanted.has(k)) continue;
      const list = this.bySkeleton.get(k);
      if (!list) this.bySkeleton.set(k, [n]);
      else if (!list.some((x) => x.name === n.name && x.server === n.server)) list.push(n);
    }
  }

  /** The indexed names that look like `name` without being it (the same skeleton, another string). */
  lookalikes(name: string): Named[] {
    return (this.bySkeleton.get(skeleton(name)) ?? []).filter((n) => n.name !== name);
  }
}

/** A name with every character outside printable ASCII shown as its code point (`[U+0455]earch`). */
export function spelled(name: string): string {
  let out = '';
  for (const ch of name) out += /^[\x21-\x7e]$/.test(ch) ? ch : `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
  return out;
}

/**
 * The flag for `name` (a tool or parameter, `what` says which and where), whose look-alikes are `like`; undefined when
 * there are none.
 */
export function confusableFlag(what: string, name: string, like: readonly Named[], kind: 'tool' | 'parameter'): SecurityFlag | undefined {
  const first = like[0];
  if (!first) return undefined;
  const whose = first.server !== undefined ? ` of server '${first.server}'` : '';
  const more = like.length > 1 ? ` (and ${like.length - 1} more)` : '';
  return {
    id: 'confusable-name',
    message: `${what} looks like ${kind} '${first.name}'${whose}${more}: the same Unicode confusable skeleton (UTS #39), so a model or a reviewer cannot tell them apart`,
    evidence: `${spelled(name)} vs ${spelled(first.name)}`,
    confidence: confusable.confidence,
    family: confusable.family,
  };
}

/** Every pair of look-alike names among `names` (and `others`: tools of other servers), each name with its first look-alike. */
export function confusablePairs(names: readonly string[], others: readonly Named[] = []): Array<[string, Named]> {
  const index = new SkeletonIndex([...names.map((name) => ({ name })), ...others]);
  const out: Array<[string, Named]> = [];
  for (const name of names) {
    const like = index.lookalikes(name);
    if (like[0]) out.push([name, like[0]]);
  }
  return out;
}

/** The property maps of a schema, walked to `maxDepth` (each map's keys are the names that must stay apart). */
export function propertyMaps(schema: unknown, maxDepth: number): Array<{ path: string; names: string[] }> {
  const out: Array<{ path: string; names: string[] }> = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > maxDepth || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path, depth + 1);
      return;
    }
    const o = node as Record<string, unknown>;
    if (o.properties && typeof o.properties === 'object' && !Array.isArray(o.properties)) {
      const names = Object.keys(o.properties);
      if (names.length > 1) out.push({ path, names });
      for (const [k, v] of Object.entries(o.properties)) walk(v, path ? `${path}.${k}` : k, depth + 1);
    }
    for (const [k, v] of Object.entries(o)) if (k !== 'properties' && v && typeof v === 'object') walk(v, path, depth + 1);
  };
  walk(schema, '', 0);
  return out;
}
