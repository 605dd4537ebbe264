import { defineRule } from '../rule.js';

export const toolDuplicated = defineRule<{ count: number; differ: boolean; kind: string }>()({
  id: 'tool-duplicated',
  title: 'Name listed more than once',
  scope: 'tool',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: 'Clients keep one copy of a name (which one varies), so callers may get a contract other than the one reviewed.',
  message: ({ site, meta }) => `${meta.kind} '${site.tool}' is listed ${meta.count} times${meta.differ ? ' and the copies differ' : ''}; the diff reads the first copy`,
});
