import { defineRule, mirror, where } from '../rule.js';
import { outputDescriptionChanged } from './output-description-changed.js';
import { editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';

export const paramDescriptionChanged = defineRule<{ edit?: CosmeticEdit }>()({
  id: 'param-description-changed',
  textChange: true,
  title: 'Parameter description changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Same name and type, new words: the model fills the argument with a different meaning ("max results" becomes "page index").',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of ${where(site)} changed${editNote(meta.edit)}`,
  response: ({ before, after }) => mirror(outputDescriptionChanged, before, after, undefined),
});
