import { defineRule, mirror, where } from '../rule.js';
import { outputDescriptionChanged } from './output-description-changed.js';
import { textFinding } from './text-change.js';
import { editNote, judgeCosmetic, type TextEdit } from '../text.js';

export const paramDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'param-description-changed',
  textChange: true,
  title: 'Parameter description changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'Same name and type, new words: the model fills the argument with a different meaning ("max results" becomes "page index").',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of ${where(site)} changed${editNote(meta.edit)}`,
  // a renamed parameter's rename carries its description change
  detect: {
    keywords: ['description'],
    compare: ({ before, after, site, renamed, at }) => (site.path && !renamed ? textFinding(before.description, after.description, at('description'), `the description of '${site.path}'`) : undefined),
  },
  response: ({ before, after }) => mirror(outputDescriptionChanged, before, after, undefined),
});
