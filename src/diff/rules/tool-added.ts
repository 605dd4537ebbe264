import { defineRule } from '../rule.js';

export const toolAdded = defineRule<{ destructive?: string; possibleRenameOf?: string; title?: string }>()({
  id: 'tool-added',
  title: 'Tool added',
  scope: 'tool',
  foundBy: 'pairing',
  severity: 'additive',
  rationale: 'Nothing that worked stops working; a destructive or deny-listed new tool is flagged for review.',
  message: ({ site, meta }) =>
    `tool '${site.tool}' added${meta.destructive ? ` (${meta.destructive})` : ''}${meta.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
});
