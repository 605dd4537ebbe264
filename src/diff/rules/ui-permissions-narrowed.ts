import { defineRule } from '../rule.js';
import { permissionEntries, setDiff, uiPairs } from './surfaces.js';

export const uiPermissionsNarrowed = defineRule<{ uri: string; removed: string[] }>()({
  id: 'ui-permissions-narrowed',
  title: "A tool's UI resource (MCP Apps) narrowed its sandbox permissions",
  scope: 'tool',
  severity: 'additive',
  rationale: 'The UI asks for fewer sandbox permissions than the pinned one: nothing new is granted.',
  message: ({ site, meta }) => `sandbox permissions of UI resource ${meta.uri} of tool '${site.tool}' narrowed: ${meta.removed.join(', ')} removed`,
  on: {
    server({ before, after }) {
      return uiPairs(before, after).flatMap(({ tool, before: a, after: b }) => {
        const x = permissionEntries(a);
        const y = permissionEntries(b);
        const { removed } = setDiff(x, y);
        const uri = b?.resourceUri ?? a?.resourceUri ?? '';
        return removed.length ? [{ entity: 'tool' as const, tool, pointer: '/ui/resource/permissions', before: x, after: y, meta: { uri, removed } }] : [];
      });
    },
  },
});
