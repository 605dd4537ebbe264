import { defineRule } from '../diff/rule.js';

/**
 * The rules of the reference scan (docs/references.md): a file of the repository naming a tool the head no longer
 * lists, lists under a new name, or never listed. They are policy rules (in the catalog), so `policy.rules` and
 * `policy.ignore` name them as they name any other; the scan that finds the references is src/references.
 */

/** A reference as its findings describe it (the scan's ToolReference, as far as the rules read it). */
export interface ReferenceSite {
  file: string;
  line: number;
  column: number;
  /** The entry as the file writes it. */
  text: string;
  tool?: string;
  wildcard?: boolean;
  kind: 'structured' | 'code' | 'prose';
}

/** A reference finding's data (`Change.data`): where the reference is, which server it names, what a suggestion writes. */
export interface ReferenceMeta<R extends ReferenceSite = ReferenceSite> {
  reference: R;
  /** The gate's id of the server the reference names (or whose tool it is). */
  server: string;
  /** reference-renamed: the tool's new name, and the entry as it must now read. */
  newName?: string;
  replacement?: string;
  /** False when the base already held the reference. */
  new: boolean;
}

/** The entry with the tool's name replaced: what a suggestion writes. */
export function replaceTool(ref: Pick<ReferenceSite, 'text' | 'tool'>, newName: string): string {
  const at = ref.text.lastIndexOf(ref.tool!);
  return at < 0 ? ref.text : ref.text.slice(0, at) + newName + ref.text.slice(at + ref.tool!.length);
}

/** What a reference finding says, without its place (`references --json` shows the place apart). */
export function referenceMessage(rule: ReferenceRuleId, r: ReferenceSite, server: string, newName?: string): string {
  const named = `'${r.text}'`;
  switch (rule) {
    case 'reference-broken':
      return r.wildcard ? `${named} matches no tool of server '${server}' any more` : `${named} names tool '${r.tool}', which server '${server}' no longer lists`;
    case 'reference-renamed':
      return `${named} names tool '${r.tool}', which server '${server}' renamed to '${newName}': write '${replaceTool(r, newName!)}'`;
    case 'reference-unlisted':
      return `${named} names tool '${r.tool}', which server '${server}' lists neither at the base nor at the head`;
  }
}

/** The finding's message: the reference's place, then what it says. */
const message =
  (id: ReferenceRuleId) =>
  ({ meta: { reference: r, server, newName } }: { meta: ReferenceMeta }) =>
    `${r.file}:${r.line}:${r.column}: ${referenceMessage(id, r, server, newName)}`;

export const referenceBroken = defineRule<ReferenceMeta>()({
  id: 'reference-broken',
  title: 'Reference to a removed tool',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'A file of the repository names a tool the server no longer lists: the permission, tool list or call no longer applies.',
  message: message('reference-broken'),
});

export const referenceRenamed = defineRule<ReferenceMeta>()({
  id: 'reference-renamed',
  title: 'Reference to a renamed tool',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'A file of the repository names a tool by the name it had before the rename: it no longer applies until the name is changed.',
  message: message('reference-renamed'),
});

export const referenceUnlisted = defineRule<ReferenceMeta>()({
  id: 'reference-unlisted',
  title: 'Reference to a tool no server lists',
  scope: 'tool',
  severity: 'silent',
  rationale: 'A file of the repository names a tool the server listed neither before nor now (a typo, another version, or a tool turned off): shown for review, never blocking.',
  message: message('reference-unlisted'),
});

/** The reference rules by id. */
export const REFERENCE_RULES = {
  'reference-broken': referenceBroken,
  'reference-renamed': referenceRenamed,
  'reference-unlisted': referenceUnlisted,
} as const;
export type ReferenceRuleId = 'reference-broken' | 'reference-renamed' | 'reference-unlisted';
