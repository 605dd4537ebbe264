import { canonicalJson, normalizeSchema } from '../../contract/canonical.js';
import type { ToolDef } from '../../contract/types.js';
import { isObject } from '../../util/json.js';
import { nameSimilarity, nameTokens, wordTokens } from './similarity.js';

/**
 * The rename-evidence rule. Pairing proposes a removed and an added tool that score best together; before the pair is
 * reported as `tool-renamed` (which the proxy then translates: calls to the old name go to the new tool), the three
 * things a reviewer would check must mostly agree:
 *
 * - the **name** (`getTinyImage` → `get-tiny-image`, `browser_wait` → `browser_wait_for`),
 * - the **description**: the content words (stop words set aside) of the two descriptions,
 * - the **schema**: the same input schema, or most parameter names shared.
 *
 * At least two of the three must agree, and the descriptions must not disagree on what the tool does (both present and
 * sharing few content words): `search_events` (natural-language search through an LLM) and `list_events` (Sentry
 * query syntax) share a name word and some parameters, but not what they do. Such a pair stays a removal and an
 * addition, and the addition carries "possible rename of X" as a note.
 */
export const RENAME_EVIDENCE = {
  /** nameSimilarity at or above this: the names agree. */
  name: 0.6,
  /** Dice of description content words at or above this: the descriptions agree. */
  description: 0.4,
  /**
   * Below this, the lead sentences (each with enough content words) disagree on what the tool does; so do two
   * descriptions where one names the other tool as a different tool (`use search_events instead`).
   */
  disagree: 0.2,
  /** Content words each lead sentence needs before its disagreement counts (a two-word sentence says little). */
  minWords: 4,
  /** Jaccard of parameter names at or above this (or an identical input schema): the schemas agree. */
  schema: 0.5,
} as const;

/** Words that say nothing about what a tool does. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can for from has have if in into is it its of on or that the this to use used uses using ' +
    "via was were will with you your it's not no all any each one more most only also when which what who how do does"
  ).split(' '),
);

/** The content words of a description, each counted once. */
export function contentWords(text: string | undefined): Set<string> {
  return new Set(wordTokens(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)));
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return (2 * shared) / (a.size + b.size);
}

function paramNames(tool: ToolDef): Set<string> {
  const props = isObject(tool.inputSchema) && isObject(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
  return new Set(Object.keys(props));
}

export interface RenameEvidence {
  name: number;
  description: number;
  schema: number;
  /** Dice of the content words of the two lead sentences (what each says the tool does). */
  lead: number;
  /** Which of the three agree. */
  agree: Array<'name' | 'description' | 'schema'>;
  /** The descriptions disagree on what the tool does. */
  disagree: boolean;
  /** Whether the pair may be reported as a rename. */
  renamed: boolean;
}

/** The first sentence or line of a description: what the tool does, before usage notes and examples. */
export function leadSentence(text: string | undefined): string {
  const t = (text ?? '').trim();
  const end = t.search(/[.!?](\s|$)|\n/);
  return end < 0 ? t : t.slice(0, end);
}

/** The other tool's name written in a description (`use search_events instead`): the two are different tools. */
function namesOther(description: string | undefined, other: string): boolean {
  if (!description || other.length < 3 || !description.includes(other)) return false;
  const escaped = other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`).test(description)) return false;
  return !/\b(formerly|renamed|previously|replaces|alias)\b/i.test(description);
}

/** A tool's input schema, normalised, in canonical JSON. */
export function inputSchemaKey(tool: ToolDef): string {
  return canonicalJson(normalizeSchema(tool.inputSchema ?? {}));
}

/** `inputSchemaKey`, each tool's computed once (for one pairing, which compares a tool's schema more than once). */
export function inputSchemaKeys(): (tool: ToolDef) => string {
  const keys = new Map<ToolDef, string>();
  return (tool) => {
    let key = keys.get(tool);
    if (key === undefined) keys.set(tool, (key = inputSchemaKey(tool)));
    return key;
  };
}

/** Weigh the evidence that `b` is `a` under a new name (`schemaKey`: inputSchemaKey, or a memo of it). */
export function renameEvidence(a: ToolDef, b: ToolDef, schemaKey: (tool: ToolDef) => string = inputSchemaKey): RenameEvidence {
  const name = nameSimilarity(a.name, b.name);
  const description = dice(contentWords(a.description), contentWords(b.description));
  const pa = paramNames(a);
  const pb = paramNames(b);
  let schema = 0;
  // the same schema, or no arguments on either side: the calls look alike
  if (pa.size + pb.size === 0 || schemaKey(a) === schemaKey(b)) schema = 1;
  else if (pa.size || pb.size) {
    let shared = 0;
    for (const p of pa) if (pb.has(p)) shared++;
    schema = shared / (pa.size + pb.size - shared);
  }
  const agree: RenameEvidence['agree'] = [];
  if (name >= RENAME_EVIDENCE.name) agree.push('name');
  if (description >= RENAME_EVIDENCE.description) agree.push('description');
  if (schema >= RENAME_EVIDENCE.schema) agree.push('schema');
  const la = contentWords(leadSentence(a.description));
  const lb = contentWords(leadSentence(b.description));
  const leadsDiffer = la.size >= RENAME_EVIDENCE.minWords && lb.size >= RENAME_EVIDENCE.minWords && dice(la, lb) < RENAME_EVIDENCE.disagree;
  const disagree = leadsDiffer || namesOther(b.description, a.name) || namesOther(a.description, b.name);
  return { name, description, schema, lead: dice(la, lb), agree, disagree, renamed: agree.length >= 2 && !disagree };
}

/** What the parameter rename check weighs of one side: its name, description, types and allowed values. */
export interface ParamSide {
  name: string;
  description: string | undefined;
  types: string[] | null;
  values: unknown[] | null;
}

/** The last token of an identifier parameter's name (`database_id`, `pageId`, `user_uuid`). */
const ID_TOKEN = /^(?:id|ids|uuid|uuids|guid|guids)$/;

/** What an identifier parameter identifies: its name without the ID token (`data_source_id` → `data source`). */
function entityOf(name: string): string[] | undefined {
  const t = nameTokens(name);
  return t.length >= 2 && ID_TOKEN.test(t[t.length - 1] as string) ? t.slice(0, -1) : undefined;
}

/** Whether a description names `entity` (`data source`, `data_source`, `dataSource` alike). */
function names(description: string, entity: readonly string[]): boolean {
  const words = ` ${nameTokens(description).join(' ')} `;
  return words.includes(` ${entity.join(' ')} `) || words.includes(` ${entity.join('')} `);
}

/**
 * Two identifiers of different things: both names are IDs (`database_id`, `data_source_id`) of entities that share no
 * word and neither abbreviates the other (`repo_id` → `repository_id` is the same entity), and where both are
 * described, the new description names its entity where the old one never did ("Identifier for a Notion data source"
 * against "Identifier for a Notion database"). Sending one as the other reaches a different object, so the pair is
 * no rename, however alike the sentences read; a description that says it was renamed (`formerly database_id`) keeps it.
 */
export function identifiesOther(a: ParamSide, b: ParamSide): boolean {
  const ea = entityOf(a.name);
  const eb = entityOf(b.name);
  if (!ea || !eb || ea.some((w) => eb.includes(w))) return false;
  const ja = ea.join('');
  const jb = eb.join('');
  if (ja.startsWith(jb) || jb.startsWith(ja)) return false;
  if (/\b(?:formerly|renamed|previously|replaces|alias)\b/i.test(b.description ?? '')) return false;
  if (a.description && b.description) return names(b.description, eb) && !names(a.description, eb);
  return true;
}

/**
 * The same rule for a parameter rename: two of name, description and schema (the same types and the same allowed
 * values) must agree, and the descriptions must not disagree on what the parameter is. `allowBackwardLinks` →
 * `allowSubdomains` (both booleans, different meanings) stays a removal and an addition, and so do identifiers of
 * different entities (`database_id` → `data_source_id`: see identifiesOther).
 */
export function paramRenameEvidence(a: ParamSide, b: ParamSide): boolean {
  let agree = 0;
  if (nameSimilarity(a.name, b.name) >= RENAME_EVIDENCE.name) agree++;
  const wa = contentWords(a.description);
  const wb = contentWords(b.description);
  const description = dice(wa, wb);
  if (description >= RENAME_EVIDENCE.description) agree++;
  // the same types and values agree; the same list of two or more allowed values is as telling as a name (status → phase)
  if (JSON.stringify(a.types) === JSON.stringify(b.types) && JSON.stringify(a.values) === JSON.stringify(b.values)) agree += a.values && a.values.length >= 2 ? 2 : 1;
  const disagree = wa.size >= RENAME_EVIDENCE.minWords && wb.size >= RENAME_EVIDENCE.minWords && description < RENAME_EVIDENCE.disagree;
  return agree >= 2 && !disagree && !identifiesOther(a, b);
}
