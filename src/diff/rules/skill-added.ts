import { textFlags } from '../flags/instructions.js';
import { defineRule } from '../rule.js';
import { grants, skillName, skillPairs } from './surfaces.js';

export const skillAdded = defineRule<{ name: string; allowedTools: string[] }>()({
  id: 'skill-added',
  title: 'Skill added (skills extension), with the tools its allowed-tools grants',
  scope: 'server',
  severity: 'silent',
  rationale:
    "A new skill is new instructions a host may load into the model (and its `allowed-tools` asks for tool access without prompts): the extension requires the user's approval of it, bound to its files, so it is reviewed like changed instructions. Skill files injected by a release are a documented attack.",
  message: ({ meta }) => `skill '${meta.name}' added${meta.allowedTools.length ? ` (allowed-tools: ${meta.allowedTools.join(', ')})` : ''}`,
  on: {
    server({ before, after }) {
      return skillPairs(before, after).flatMap(({ uri, before: a, after: b }) => {
        if (a || !b) return [];
        const description = typeof b.frontmatter.description === 'string' ? b.frontmatter.description : undefined;
        const flags = textFlags(undefined, description, `the description of new skill '${skillName(b)}'`);
        return [{ entity: 'skill' as const, tool: uri, pointer: '', before: null, after: skillName(b), meta: { name: skillName(b), allowedTools: grants(b) }, flags }];
      });
    },
  },
});
