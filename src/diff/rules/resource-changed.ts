import { jsonEqual, type JsonValue } from '../../util/json.js';
import { textFlags } from '../flags/instructions.js';
import { defineRule, q, type Detected, type Judgement } from '../rule.js';
import { cosmeticEdit, editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';

/** The fields of a static resource the rule compares, in report order. */
export type ResourceField = 'uri' | 'name' | 'title' | 'description' | 'mimeType';

const FIELDS: readonly ResourceField[] = ['uri', 'name', 'title', 'description', 'mimeType'];

const BY_FIELD: Record<ResourceField, Judgement | undefined> = {
  uri: { severity: 'breaking', reason: 'Clients and agents that read the resource by its old URI get an unknown-resource error.' },
  name: undefined,
  title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
  description: undefined,
  mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
};

export const resourceChanged = defineRule<{ field: ResourceField; edit?: CosmeticEdit }>()({
  id: 'resource-changed',
  title: "A resource's URI, name, title, description or media type changed",
  scope: 'resource',
  severity: 'silent',
  rationale: 'The name or description the model picks resources by now says something else (a changed URI is breaking, a changed title cosmetic).',
  judge: (meta) => judgeCosmetic(meta.edit) ?? BY_FIELD[meta.field],
  message: ({ site, before, after, meta }) =>
    meta.field === 'description' ? `description of resource ${site.tool} changed${editNote(meta.edit)}` : `${meta.field} of resource ${site.tool} changed from ${q(before)} to ${q(after)}`,
  on: {
    resource({ before: a, after: b, site }) {
      const out: Array<Detected<{ field: ResourceField; edit?: CosmeticEdit }>> = [];
      for (const field of FIELDS) {
        const x = a[field];
        const y = b[field];
        if (jsonEqual(x ?? null, y ?? null)) continue;
        const text = field === 'description' || field === 'title' || field === 'name';
        const edit = text ? cosmeticEdit(x as string | undefined, y as string | undefined) : undefined;
        const flags = field === 'description' && !edit ? textFlags(x as string | undefined, y as string | undefined, `the description of resource '${site.tool}'`) : [];
        out.push({ before: (x ?? null) as JsonValue, after: (y ?? null) as JsonValue, pointer: `/${field}`, meta: { field, ...(edit ? { edit } : {}) }, flags });
      }
      return out;
    },
  },
});
