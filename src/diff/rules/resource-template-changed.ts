import { jsonEqual, type JsonValue } from '../../util/json.js';
import { textFlags } from '../flags/instructions.js';
import { defineRule, q, type Detected, type Judgement } from '../rule.js';
import { cosmeticEdit, editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';

/** The fields of a resource template the rule compares. */
export type ResourceTemplateField = 'uriTemplate' | 'description' | 'mimeType' | 'title' | 'annotations';

/** The fields in report order (the rule judges each). */
const FIELDS: readonly ResourceTemplateField[] = ['uriTemplate', 'description', 'mimeType', 'title', 'annotations'];

const BY_FIELD: Record<ResourceTemplateField, Judgement | undefined> = {
  uriTemplate: { severity: 'breaking', reason: 'URIs built from the old template no longer name a resource of this server (or name another one).' },
  description: undefined,
  mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
  title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
  annotations: { severity: 'cosmetic', reason: 'Hints for clients (audience, priority), not part of any request.' },
};

export const resourceTemplateChanged = defineRule<{ field: ResourceTemplateField; edit?: CosmeticEdit }>()({
  id: 'resource-template-changed',
  title: "A resource template's URI template, description, media type, title or annotations changed",
  scope: 'resource',
  severity: 'silent',
  rationale: 'The description the model picks resources by now says something else (a changed URI template is breaking, a changed title cosmetic).',
  judge: (meta) => judgeCosmetic(meta.edit) ?? BY_FIELD[meta.field],
  message: ({ site, before, after, meta }) =>
    meta.field === 'description' || meta.field === 'annotations'
      ? `${meta.field} of resource template '${site.tool}' changed${editNote(meta.edit)}`
      : `${meta.field} of resource template '${site.tool}' changed from ${q(before)} to ${q(after)}`,
  on: {
    template({ before: a, after: b, site }) {
      const out: Array<Detected<{ field: ResourceTemplateField; edit?: CosmeticEdit }>> = [];
      for (const field of FIELDS) {
        const x = a[field];
        const y = b[field];
        if (jsonEqual(x ?? null, y ?? null)) continue;
        const text = field === 'description' || field === 'title';
        const edit = text ? cosmeticEdit(x as string | undefined, y as string | undefined) : undefined;
        const flags = field === 'description' && !edit ? textFlags(x as string | undefined, y as string | undefined, `the description of resource template '${site.tool}'`) : [];
        out.push({ before: (x ?? null) as JsonValue, after: (y ?? null) as JsonValue, pointer: `/${field}`, meta: { field, edit }, flags });
      }
      return out;
    },
  },
});
