import { defineRule, q } from '../rule.js';

export const titleChanged = defineRule<undefined>()({
  id: 'title-changed',
  title: 'Title changed',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'A display name: agents call tools by name, not by title.',
  message: ({ before, after, site }) => `title of ${site.path ? `parameter '${site.path}'` : `'${site.tool}'`} changed from ${q(before)} to ${q(after)}`,
});
