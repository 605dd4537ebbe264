import { defineRule, mirror } from '../rule.js';
import { outputDescriptionChanged } from './output-description-changed.js';
import { textFinding } from './text-change.js';
import { editNote, judgeCosmetic, type TextEdit } from '../text.js';

export const schemaDescriptionChanged = defineRule<{ edit?: TextEdit }>()({
  id: 'schema-description-changed',
  textChange: true,
  title: 'Input schema description changed',
  scope: 'request',
  severity: 'silent',
  rationale: 'The description of the whole input schema reaches the model in many clients: new words can change how it fills the call, or carry instructions.',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ site, meta }) => `description of the input schema of tool '${site.tool}' changed${editNote(meta.edit)}`,
  detect: {
    keywords: ['description'],
    compare: ({ before, after, site, renamed, at }) => (!site.path && !renamed ? textFinding(before.description, after.description, at('description'), 'the schema description') : undefined),
  },
  response: ({ before, after }) => mirror(outputDescriptionChanged, before, after, undefined),
});
