import { paramHeaderName } from '../../contract/param-headers.js';
import { defineRule, type Detected } from '../rule.js';
import { declarationPointer, ERAS_NOTE, headersWithParameters, headerText, nodeHeaderChange } from './mirrored-headers.js';

type Meta = { parameter: string; header: string; withParameter?: boolean };

export const paramHeaderRemoved = defineRule<Meta>()({
  id: 'param-header-removed',
  title: 'Parameter no longer mirrored into an HTTP header (x-mcp-header)',
  scope: 'request',
  severity: 'silent',
  rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP stop sending the Mcp-Param header: a gateway or load balancer that routes, limits or authorises on it now sees nothing (${ERAS_NOTE}).`,
  message: ({ meta }) =>
    meta.withParameter
      ? `removed parameter '${meta.parameter}' was mirrored into the HTTP header ${meta.header}: 2026-07-28 calls over Streamable HTTP no longer carry it (${ERAS_NOTE})`
      : `parameter '${meta.parameter}' is no longer mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header removed; ${ERAS_NOTE})`,
  detect: {
    keywords: ['x-mcp-header'],
    compare(pair) {
      const c = nodeHeaderChange(pair);
      if (c?.kind !== 'removed') return undefined;
      return [{ before: c.before, after: null, pointer: c.pointer, meta: { parameter: pair.site.path, header: headerText(c.before) } }];
    },
  },
  on: {
    tool(pair) {
      const out: Array<Detected<Meta>> = [];
      for (const d of headersWithParameters(pair).removed)
        out.push({ before: d.header, after: null, pointer: declarationPointer(d), meta: { parameter: d.path.join('.'), header: paramHeaderName(d), withParameter: true } });
      return out;
    },
  },
});
