import { textFlags } from '../flags/instructions.js';
import type { Detected, Site } from '../rule.js';
import { editNote, judgeCosmetic, textEdit, type TextEdit } from '../text.js';

/**
 * A free text (a description) before and after, as the text rules report it: nothing when equal (absent reads as
 * empty), judged by its edit (whitespace, punctuation or emoji only is cosmetic; a text added where there was none is
 * additive) and flagged when new words read as instructions (`what` names the text in the flag). Shared by the
 * description rules of tools, parameters, schemas, prompts and prompt arguments.
 */
export function textChange(before: string | undefined, after: string | undefined, pointer: string, what: string): Detected<{ edit?: TextEdit }> | undefined {
  if ((before ?? '') === (after ?? '')) return undefined;
  const edit = textEdit(before, after);
  // an added text is new words like any other: the flags judge it
  const flags = edit && edit !== 'added' ? [] : textFlags(before, after, what);
  return { before: before ?? null, after: after ?? null, pointer, meta: { edit }, flags };
}

/** The one finding of a text change, as a hook returns it. */
export function textFinding(before: string | undefined, after: string | undefined, pointer: string, what: string): Array<Detected<{ edit?: TextEdit }>> | undefined {
  const found = textChange(before, after, pointer, what);
  return found && [found];
}

/** How the rule about a tool's or a prompt's own description judges and words its change: by the edit. */
export function descriptionJudged(kind: 'tool' | 'prompt') {
  return {
    judge: (meta: { edit?: TextEdit }) => judgeCosmetic(meta.edit),
    message: ({ site, meta }: { site: Site; meta: { edit?: TextEdit } }) => `description of ${kind} '${site.tool}' changed${editNote(meta.edit)}`,
  };
}
