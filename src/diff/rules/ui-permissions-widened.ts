import { defineRule } from '../rule.js';
import { permissionEntries, setDiff, uiPairs } from './surfaces.js';

export const uiPermissionsWidened = defineRule<{ uri: string; added: string[] }>()({
  id: 'ui-permissions-widened',
  title: "A tool's UI resource (MCP Apps) widened its sandbox permissions",
  scope: 'tool',
  severity: 'breaking',
  rationale: 'The UI now asks the host for sandbox permissions (camera, microphone, geolocation, clipboard write) the pinned UI did not: a security surface, reviewed like any new permission.',
  message: ({ site, meta }) => `sandbox permissions of UI resource ${meta.uri} of tool '${site.tool}' widened: ${meta.added.join(', ')} added`,
  on: {
    server({ before, after }) {
      return uiPairs(before, after).flatMap(({ tool, before: a, after: b }) => {
        const x = permissionEntries(a);
        const y = permissionEntries(b);
        const { added } = setDiff(x, y);
        const uri = b?.resourceUri ?? a?.resourceUri ?? '';
        return added.length ? [{ entity: 'tool' as const, tool, pointer: '/ui/resource/permissions', before: x, after: y, meta: { uri, added } }] : [];
      });
    },
  },
});
