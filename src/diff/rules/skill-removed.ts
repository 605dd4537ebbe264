import { defineRule } from '../rule.js';

export const skillRemoved = defineRule<{ name: string }>()({
  id: 'skill-removed',
  title: 'Skill removed (skills extension)',
  scope: 'server',
  foundBy: 'pairing',
  severity: 'breaking',
  rationale: "Hosts that load the skill by its URI (from an approval, the server's instructions or another skill) get an unknown-skill error, and the workflow it taught is gone.",
  message: ({ meta }) => `skill '${meta.name}' removed`,
});
