import { defineRule } from '../rule.js';

export const toolInvalid = defineRule<{ problem: string; kind: string }>()({
  id: 'tool-invalid',
  title: 'Invalid entry in the list',
  scope: 'tool',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'A client cannot use an entry without a string name, an object shape or a bounded depth: the SDKs reject it or the whole list.',
  message: ({ site, meta }) => `${meta.kind} entry ${site.tool} is invalid: ${meta.problem}`,
});
