import { defineRule, q } from '../rule.js';
import { taskSupport } from './execution.js';

export const executionChanged = defineRule<{ from: string; to: string }>()({
  id: 'execution-changed',
  title: 'Execution mode changed',
  scope: 'tool',
  severity: 'breaking',
  rationale: 'execution.taskSupport becoming "required" rejects clients that call the tool without task support.',
  judge: (meta) => (meta.to === 'required' ? undefined : { severity: 'additive', reason: 'Clients that call the tool directly still can.' }),
  message: ({ site, meta }) => `execution.taskSupport of tool '${site.tool}' changed from ${q(meta.from)} to ${q(meta.to)}`,
  on: {
    tool({ before, after }) {
      const [from, to] = [taskSupport(before), taskSupport(after)];
      return from !== to ? [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { from, to } }] : undefined;
    },
  },
});
