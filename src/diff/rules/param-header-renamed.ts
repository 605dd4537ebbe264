import { defineRule } from '../rule.js';
import { ERAS_NOTE, headerText, mirrorable, nodeHeaderChange, secretFlag, unusable } from './mirrored-headers.js';

export const paramHeaderRenamed = defineRule<{ parameter: string; from: string; to: string; unusable?: boolean }>()({
  id: 'param-header-renamed',
  title: 'Parameter mirrored into another HTTP header (x-mcp-header renamed)',
  scope: 'request',
  severity: 'silent',
  rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP send the argument under another Mcp-Param header: a gateway or load balancer that routes, limits or authorises on the old name no longer sees it (${ERAS_NOTE}).`,
  message: ({ meta, after }) =>
    meta.unusable
      ? unusable(after, meta.parameter, `(was ${meta.from}) set on`)
      : `parameter '${meta.parameter}' is mirrored into the HTTP header ${meta.to} instead of ${meta.from} on 2026-07-28 calls over Streamable HTTP (${ERAS_NOTE})`,
  detect: {
    keywords: ['x-mcp-header'],
    compare(pair) {
      const c = nodeHeaderChange(pair);
      if (c?.kind !== 'renamed') return undefined;
      const flags = secretFlag(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
      return [
        {
          before: c.before,
          after: c.after,
          pointer: c.pointer,
          meta: { parameter: pair.site.path, from: headerText(c.before), to: headerText(c.after), ...(mirrorable(pair.after, c.after) ? {} : { unusable: true }) },
          flags,
        },
      ];
    },
  },
});
