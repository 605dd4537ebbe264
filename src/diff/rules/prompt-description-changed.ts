import { defineRule } from '../rule.js';
import { descriptionJudged, textFinding } from './text-change.js';
import type { TextEdit } from '../text.js';

export const promptDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'prompt-description-changed',
  textChange: true,
  title: 'Prompt description changed',
  scope: 'prompt',
  severity: 'silent',
  rationale: 'The text users and models pick the prompt by now says something else.',
  ...descriptionJudged('prompt'),
  on: { prompt: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the prompt description') },
});
