import { defineRule } from '../rule.js';
import { textFinding } from './text-change.js';
import { editNote, judgeCosmetic, type TextEdit } from '../text.js';

export const promptDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'prompt-description-changed',
  textChange: true,
  title: 'Prompt description changed',
  scope: 'prompt',
  severity: 'silent',
  rationale: 'The text users and models pick the prompt by now says something else.',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of prompt '${site.tool}' changed${editNote(meta.edit)}`,
  on: { prompt: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the prompt description') },
});
