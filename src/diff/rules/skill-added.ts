import { defineRule } from '../rule.js';

export const skillAdded = defineRule<{ name: string; allowedTools: string[] }>()({
  id: 'skill-added',
  title: 'Skill added (skills extension), with the tools its allowed-tools grants',
  scope: 'server',
  foundBy: 'pairing',
  severity: 'silent',
  rationale:
    "A new skill is new instructions a host may load into the model (and its `allowed-tools` asks for tool access without prompts): the extension requires the user's approval of it, bound to its files, so it is reviewed like changed instructions. Skill files injected by a release are a documented attack.",
  message: ({ meta }) => `skill '${meta.name}' added${meta.allowedTools.length ? ` (allowed-tools: ${meta.allowedTools.join(', ')})` : ''}`,
});
