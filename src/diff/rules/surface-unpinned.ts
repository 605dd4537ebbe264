import { defineRule } from '../rule.js';

/** The surfaces a lockfile pinned before they were pinned says nothing about. */
export type UnpinnedSurface = 'ui' | 'skills';

const NOUN: Record<UnpinnedSurface, string> = { ui: 'MCP Apps UI resources', skills: 'skills' };

export const surfaceUnpinned = defineRule<{ surface: UnpinnedSurface; entries: string[] }>()({
  id: 'surface-unpinned',
  title: 'The server serves UI resources or skills the lockfile does not pin',
  scope: 'server',
  severity: 'silent',
  rationale:
    'The lockfile was pinned before the gate pinned this surface (or before the server served it): what the server serves there was never reviewed, so it is neither passed nor reported as added; a re-pin pins it and its later changes are judged rule by rule.',
  message: ({ meta }) => `the lockfile pins no ${NOUN[meta.surface]} for this server, which now serves ${meta.entries.length}: ${meta.entries.join(', ')} (re-pin to review them)`,
  on: {
    server({ before, after }) {
      const out = [];
      const tools = (after.ui ?? []).map((u) => `${u.tool} → ${u.resourceUri}`);
      if (before.uiUnpinned && !after.uiUnpinned && tools.length) out.push({ tool: 'ui', pointer: '/ui', before: null, after: tools, meta: { surface: 'ui' as const, entries: tools } });
      const skills = (after.skills ?? []).map((s) => s.uri);
      if (before.skillsUnpinned && !after.skillsUnpinned && skills.length)
        out.push({ tool: 'skills', pointer: '/skills', before: null, after: skills, meta: { surface: 'skills' as const, entries: skills } });
      return out;
    },
  },
});
