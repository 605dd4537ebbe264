import { defineRule } from '../rule.js';

/** How the server's instructions changed. */
export type InstructionsChange = 'added' | 'changed' | 'removed';

export const instructionsChanged = defineRule<{ change: InstructionsChange; whitespaceOnly: boolean }>({
  id: 'instructions-changed',
  title: 'Server instructions added, changed or removed',
  scope: 'server',
  severity: 'silent',
  rationale:
    "Clients put the server's instructions into the model's context for every tool call: new words change how the model uses every tool, and can carry instructions (a rug pull that no tool shows); removed ones can drop a safety rule the agent relied on.",
  judge: (meta) => (meta.whitespaceOnly ? { severity: 'cosmetic', reason: 'Only whitespace changed.' } : undefined),
  message: ({ meta }) => `server instructions ${meta.change}${meta.whitespaceOnly ? ' (whitespace only)' : ''}`,
});
