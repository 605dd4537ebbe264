import { defineRule } from '../rule.js';
import { descriptionJudged, textFinding } from './text-change.js';
import type { TextEdit } from '../text.js';

export const toolDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'tool-description-changed',
  textChange: true,
  title: 'Tool description changed',
  scope: 'tool',
  severity: 'silent',
  rationale: 'The description is the instruction the model follows: new words change what agents do with no error anywhere (and are where a rug pull hides).',
  ...descriptionJudged('tool'),
  on: { tool: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the tool description') },
});
