import { paramHeaderName } from '../../contract/param-headers.js';
import { defineRule, type Detected } from '../rule.js';
import { declarationPointer, declaredSchema, ERAS_NOTE, headersWithParameters, headerText, mirrorable, nodeHeaderChange, secretFlag, unusable } from './mirrored-headers.js';

type Meta = { parameter: string; header: string; withParameter?: boolean; unusable?: boolean };

export const paramHeaderAdded = defineRule<Meta>()({
  id: 'param-header-added',
  title: 'Parameter newly mirrored into an HTTP header (x-mcp-header)',
  scope: 'request',
  severity: 'silent',
  rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP now also send the argument as an Mcp-Param header: what gateways, load balancers and their logs route, limit or record on changed (${ERAS_NOTE}).`,
  message: ({ meta, after }) =>
    meta.unusable
      ? unusable(after, meta.parameter, 'added to')
      : `${meta.withParameter ? 'new parameter' : 'parameter'} '${meta.parameter}' is mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header added; ${ERAS_NOTE})`,
  detect: {
    keywords: ['x-mcp-header'],
    compare(pair) {
      const c = nodeHeaderChange(pair);
      if (c?.kind !== 'added') return undefined;
      const flags = secretFlag(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
      return [
        { before: null, after: c.after, pointer: c.pointer, meta: { parameter: pair.site.path, header: headerText(c.after), ...(mirrorable(pair.after, c.after) ? {} : { unusable: true }) }, flags },
      ];
    },
  },
  on: {
    tool(pair) {
      const out: Array<Detected<Meta>> = [];
      for (const d of headersWithParameters(pair).added) {
        const parameter = d.path.join('.');
        const flags = secretFlag(parameter, declaredSchema(pair.after.inputSchema, d), d.header, pair.site.tool);
        out.push({ before: null, after: d.header, pointer: declarationPointer(d), meta: { parameter, header: paramHeaderName(d), withParameter: true }, flags });
      }
      return out;
    },
  },
});
