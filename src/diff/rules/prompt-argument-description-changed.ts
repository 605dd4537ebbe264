import { defineRule } from '../rule.js';
import { textFinding } from './text-change.js';
import { editNote, judgeCosmetic, type TextEdit } from '../text.js';

export const promptArgumentDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'prompt-argument-description-changed',
  textChange: true,
  title: 'Prompt argument description changed',
  scope: 'prompt',
  severity: 'silent',
  rationale: 'Same name, new meaning for what users and models fill in.',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of argument '${site.path}' of prompt '${site.tool}' changed${editNote(meta.edit)}`,
  on: { argument: ({ before, after, site }) => textFinding(before.description, after.description, `${site.pointer}/description`, `the description of argument '${site.path}'`) },
});
