import { jsonEqual, type JsonValue } from '../../util/json.js';
import { defineRule, q, where, type Detected } from '../rule.js';

/** How a string's content is read: no effect on which strings pass, all the effect on what they mean. */
const CONTENT_KEYWORDS = ['contentEncoding', 'contentMediaType', 'contentSchema'];

type Meta = { keyword: string; edit: 'added' | 'removed' | 'changed'; output: boolean };

export const contentChanged = defineRule<Meta>()({
  id: 'content-changed',
  title: 'Content encoding, media type or content schema changed',
  scope: 'any',
  // silent, not breaking: a validator accepts the same strings (content keywords are annotations in 2020-12), so no
  // call fails and no witness exists; what changes is what the strings mean
  severity: 'silent',
  rationale:
    'The same strings pass, but they are read another way (contentEncoding base64 or none, another media type, a new content schema for the decoded value): what callers encode, or what readers decode, is misread, with no error to show it.',
  // a content schema constrains the decoded value: dropped from an input (or added to an output) it asks (promises) less
  judge: (meta) =>
    meta.keyword === 'contentSchema' && meta.edit === (meta.output ? 'added' : 'removed')
      ? {
          severity: 'additive',
          reason: meta.output ? 'Results now promise a decoded content schema: readers are unaffected.' : 'The decoded content is no longer constrained: what callers sent still decodes as before.',
        }
      : undefined,
  message: ({ before, after, site, meta }) =>
    `${meta.keyword} of ${where(site, meta.output ? 'output field' : 'parameter')} ${meta.edit === 'changed' ? `changed from ${q(before)} to ${q(after)}` : meta.edit === 'added' ? `set to ${q(after)}` : `removed (was ${q(before)})`}`,
  detect: {
    keywords: CONTENT_KEYWORDS,
    compare(pair) {
      const out: Array<Detected<Meta>> = [];
      const read = (view: typeof pair.before, k: string): JsonValue | undefined => view.constraints.get(k) ?? view.other.get(k) ?? view.noEffect.get(k);
      for (const k of CONTENT_KEYWORDS) {
        const x = read(pair.before, k);
        const y = read(pair.after, k);
        if (jsonEqual(x, y)) continue;
        const edit = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
        out.push({ before: x ?? null, after: y ?? null, pointer: pair.at(k, y !== undefined), meta: { keyword: k, edit, output: pair.direction === 'response' } });
      }
      return out.length ? out : undefined;
    },
  },
});
