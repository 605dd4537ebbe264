import { defineRule } from '../rule.js';
import { grants, setDiff, skillName } from './surfaces.js';

export const skillAllowedToolsWidened = defineRule<{ name: string; added: string[] }>()({
  id: 'skill-allowed-tools-widened',
  title: "A skill's allowed-tools grants more tools",
  scope: 'server',
  severity: 'breaking',
  rationale:
    "`allowed-tools` asks the host to let the skill use tools without asking: the extension forbids honouring it from a server without the user's approval, so a release that grants more is a permission change, reviewed before it reaches an agent.",
  message: ({ meta }) => `allowed-tools of skill '${meta.name}' widened: ${meta.added.join(', ')} added`,
  on: {
    skill({ before: a, after: b }) {
      const { added } = setDiff(grants(a), grants(b));
      return added.length ? [{ pointer: '/frontmatter/allowed-tools', before: grants(a), after: grants(b), meta: { name: skillName(b), added } }] : [];
    },
  },
});
