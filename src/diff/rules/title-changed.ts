import type { JsonValue } from '../../util/json.js';
import { defineRule, q, type Detected } from '../rule.js';
import { titleFollowsName } from './titles.js';

function titleFinding(before: string | undefined, after: string | undefined, pointer: string): Array<Detected<undefined>> | undefined {
  return (before ?? null) !== (after ?? null) ? [{ before: (before ?? null) as JsonValue, after: (after ?? null) as JsonValue, pointer }] : undefined;
}

export const titleChanged = defineRule<undefined>()({
  id: 'title-changed',
  title: 'Title changed',
  scope: 'any',
  severity: 'cosmetic',
  rationale: 'A display name: agents call tools by name, not by title.',
  message: ({ before, after, site }) => `title of ${site.path ? `parameter '${site.path}'` : `'${site.tool}'`} changed from ${q(before)} to ${q(after)}`,
  detect: {
    keywords: ['title'],
    compare: ({ before, after, renamed, at }) => (titleFollowsName(before.title, after.title, renamed) ? undefined : titleFinding(before.title, after.title, at('title'))),
  },
  on: {
    tool: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
    prompt: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
    argument: ({ before, after, site }) => titleFinding(before.title, after.title, `${site.pointer}/title`),
  },
});
