import { defineRule } from '../rule.js';
import { cspEntries, setDiff, uiPairs } from './surfaces.js';

export const uiCspNarrowed = defineRule<{ uri: string; removed: string[] }>()({
  id: 'ui-csp-narrowed',
  title: "A tool's UI resource (MCP Apps) narrowed its CSP",
  scope: 'tool',
  severity: 'additive',
  rationale: 'The frame may reach fewer origins than the pinned UI: nothing new can leave or load.',
  message: ({ site, meta }) => `CSP of UI resource ${meta.uri} of tool '${site.tool}' narrowed: ${meta.removed.join(', ')} removed`,
  on: {
    server({ before, after }) {
      return uiPairs(before, after).flatMap(({ tool, before: a, after: b }) => {
        const x = cspEntries(a);
        const y = cspEntries(b);
        const { removed } = setDiff(x, y);
        const uri = b?.resourceUri ?? a?.resourceUri ?? '';
        return removed.length ? [{ entity: 'tool' as const, tool, pointer: '/ui/resource/csp', before: x, after: y, meta: { uri, removed } }] : [];
      });
    },
  },
});
