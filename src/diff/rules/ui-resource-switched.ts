import { defineRule } from '../rule.js';
import { uiPairs } from './surfaces.js';

export const uiResourceSwitched = defineRule<undefined>()({
  id: 'ui-resource-switched',
  title: "A tool's UI resource (MCP Apps) switched to another, added or dropped",
  scope: 'tool',
  severity: 'silent',
  rationale:
    "The tool now renders another `ui://` resource (or one where it rendered none): different HTML that the user sees and that can call the server's tools, under a tool whose list entry may not have changed at all.",
  message: ({ site, before, after }) =>
    before === null
      ? `tool '${site.tool}' now renders UI resource ${String(after)}`
      : after === null
        ? `tool '${site.tool}' no longer renders UI resource ${String(before)}`
        : `tool '${site.tool}' switched its UI resource from ${String(before)} to ${String(after)}`,
  on: {
    server({ before, after }) {
      return uiPairs(before, after)
        .filter((p) => p.before?.resourceUri !== p.after?.resourceUri)
        .map((p) => ({ entity: 'tool' as const, tool: p.tool, pointer: '/ui/resourceUri', before: p.before?.resourceUri ?? null, after: p.after?.resourceUri ?? null }));
    },
  },
});
