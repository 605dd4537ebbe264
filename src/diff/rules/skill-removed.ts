import { defineRule } from '../rule.js';
import { skillName, skillPairs } from './surfaces.js';

export const skillRemoved = defineRule<{ name: string }>()({
  id: 'skill-removed',
  title: 'Skill removed (skills extension)',
  scope: 'server',
  severity: 'breaking',
  rationale: "Hosts that load the skill by its URI (from an approval, the server's instructions or another skill) get an unknown-skill error, and the workflow it taught is gone.",
  message: ({ meta }) => `skill '${meta.name}' removed`,
  on: {
    server({ before, after }) {
      return skillPairs(before, after).flatMap(({ uri, before: a, after: b }) =>
        a && !b ? [{ entity: 'skill' as const, tool: uri, pointer: '', before: skillName(a), after: null, meta: { name: skillName(a) } }] : [],
      );
    },
  },
});
