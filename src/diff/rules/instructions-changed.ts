import { defineRule } from '../rule.js';
import { editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';

/** How the server's instructions changed. */
export type InstructionsChange = 'added' | 'changed' | 'removed';

export const instructionsChanged = defineRule<{ change: InstructionsChange; edit?: CosmeticEdit }>()({
  id: 'instructions-changed',
  title: 'Server instructions added, changed or removed',
  scope: 'server',
  severity: 'silent',
  rationale:
    "Clients put the server's instructions into the model's context for every tool call: new words change how the model uses every tool, and can carry instructions (a rug pull that no tool shows); removed ones can drop a safety rule the agent relied on.",
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ meta }) => `server instructions ${meta.change}${editNote(meta.edit)}`,
});
