import { defineRule, where } from '../rule.js';

/** What the subschema check found at a node no other rule's finding explains. */
type Meta = { verdict: 'breaks' | 'safe' | 'dropped' | 'unknown'; keyword: string };

const output = (pointer: string) => pointer.startsWith('/outputSchema');

export const schemaChanged = defineRule<Meta>()({
  id: 'schema-changed',
  title: 'Schema changed (found by the subschema check)',
  scope: 'any',
  foundBy: 'inclusion',
  severity: 'breaking',
  inclusion: {},
  rationale:
    'The subschema check found a call that passed the old schema and fails the new one (in an output schema: a value the tool may now return that the old one ruled out), and no other rule names the change; the finding carries that value.',
  judge: (meta) =>
    meta.verdict === 'safe'
      ? { severity: 'additive', reason: 'Proven by the subschema check: every call that passed still passes (every value the tool returns was possible before).' }
      : meta.verdict === 'dropped'
        ? { severity: 'silent', reason: 'Every call that passed still passes, but part of what it sends is no longer declared: the server may now ignore it.' }
        : meta.verdict === 'unknown'
          ? { severity: 'silent', reason: `The two schemas cannot be compared (${meta.keyword}): values that passed may fail now, and no one can tell without trying.` }
          : undefined,
  message: ({ site, meta }) => {
    if (meta.verdict === 'unknown') return `${output(site.pointer) ? `output ${where(site, 'field')}` : where(site)} changed and cannot be compared (${meta.keyword})`;
    if (output(site.pointer))
      return meta.verdict === 'breaks'
        ? `output ${where(site, 'field')} may now hold values the old schema ruled out (${meta.keyword})`
        : `output ${where(site, 'field')} changed (${meta.keyword}); it holds no value the old schema ruled out`;
    if (meta.verdict === 'breaks') return `calls that passed before now fail at ${where(site)} (rejected by ${meta.keyword})`;
    if (meta.verdict === 'dropped') return `${where(site)} changed (${meta.keyword}); calls that passed still pass, but it no longer declares part of what they send`;
    return `${where(site)} changed (${meta.keyword}); every call that passed still passes, and it accepts calls it did not before`;
  },
});
