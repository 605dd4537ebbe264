import { textFlags } from '../flags/instructions.js';
import { defineRule } from '../rule.js';
import { cosmeticEdit, editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';

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
  on: {
    server({ before, after }) {
      // A lockfile pinned before instructions were pinned says nothing about them: compared from the next re-pin on.
      if (before.instructionsUnpinned || after.instructionsUnpinned) return undefined;
      const a = before.instructions;
      const b = after.instructions;
      if ((a ?? '') === (b ?? '')) return undefined;
      const change = !a ? 'added' : !b ? 'removed' : 'changed';
      const edit = change === 'changed' ? cosmeticEdit(a, b) : undefined;
      const flags = edit ? [] : textFlags(a, b, 'the server instructions');
      return [{ before: a ?? null, after: b ?? null, pointer: '/instructions', meta: { change, edit }, flags }];
    },
  },
});
