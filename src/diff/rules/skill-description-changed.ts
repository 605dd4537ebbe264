import { textFlags } from '../flags/instructions.js';
import { defineRule } from '../rule.js';
import { cosmeticEdit, editNote, judgeCosmetic, type CosmeticEdit } from '../text.js';
import { skillName } from './surfaces.js';

export const skillDescriptionChanged = defineRule<{ name: string; edit?: CosmeticEdit }>()({
  id: 'skill-description-changed',
  title: "A skill's description changed",
  scope: 'server',
  severity: 'silent',
  textChange: true,
  rationale: 'The description is what the model picks a skill by and when it loads it: new words change when the skill runs, and can carry instructions of their own.',
  judge: (meta) => judgeCosmetic(meta.edit),
  message: ({ meta }) => `description of skill '${meta.name}' changed${editNote(meta.edit)}`,
  on: {
    skill({ before: a, after: b }) {
      const x = typeof a.frontmatter.description === 'string' ? a.frontmatter.description : undefined;
      const y = typeof b.frontmatter.description === 'string' ? b.frontmatter.description : undefined;
      if (x === y) return [];
      const edit = cosmeticEdit(x, y);
      const flags = edit ? [] : textFlags(x, y, `the description of skill '${skillName(b)}'`);
      return [{ pointer: '/frontmatter/description', before: x ?? null, after: y ?? null, meta: { name: skillName(b), ...(edit ? { edit } : {}) }, flags }];
    },
  },
});
