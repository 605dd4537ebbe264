import { defineRule } from '../rule.js';
import { cspEntries, setDiff, uiPairs } from './surfaces.js';

export const uiCspWidened = defineRule<{ uri: string; added: string[] }>()({
  id: 'ui-csp-widened',
  title: "A tool's UI resource (MCP Apps) widened its CSP",
  scope: 'tool',
  severity: 'breaking',
  rationale:
    'The frame may now reach origins the pinned UI could not (connect, load, frame, base URI): data the user sees or types can leave for them, and code from them runs inside the host. A security surface, reviewed like a new permission.',
  message: ({ site, meta }) => `CSP of UI resource ${meta.uri} of tool '${site.tool}' widened: ${meta.added.join(', ')} added`,
  on: {
    server({ before, after }) {
      return uiPairs(before, after).flatMap(({ tool, before: a, after: b }) => {
        const x = cspEntries(a);
        const y = cspEntries(b);
        const { added } = setDiff(x, y);
        const uri = b?.resourceUri ?? a?.resourceUri ?? '';
        return added.length ? [{ entity: 'tool' as const, tool, pointer: '/ui/resource/csp', before: x, after: y, meta: { uri, added } }] : [];
      });
    },
  },
});
