import { defineRule } from '../rule.js';
import { textFinding } from './text-change.js';
import { editNote, judgeCosmetic, type TextEdit } from '../text.js';

export const toolDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'tool-description-changed',
  textChange: true,
  title: 'Tool description changed',
  scope: 'tool',
  severity: 'silent',
  rationale: 'The description is the instruction the model follows: new words change what agents do with no error anywhere (and are where a rug pull hides).',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of tool '${site.tool}' changed${editNote(meta.edit)}`,
  on: { tool: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the tool description') },
});
