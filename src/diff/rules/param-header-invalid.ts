import { scanParamHeaders, type HeaderProblemKind } from '../../contract/param-headers.js';
import { defineRule, type Detected } from '../rule.js';
import { ERAS_NOTE } from './mirrored-headers.js';

type Meta = { kind: HeaderProblemKind; reason: string; where: string; alreadyInvalid: boolean };

export const paramHeaderInvalid = defineRule<Meta>()({
  id: 'param-header-invalid',
  title: 'An x-mcp-header annotation makes the tool invalid for 2026-07-28 clients',
  scope: 'request',
  severity: 'breaking',
  rationale:
    'A 2026-07-28 client over Streamable HTTP must drop a tool whose x-mcp-header annotation breaks the spec (a name that is not an RFC 9110 token or carries CR/LF, a duplicate ignoring case, a parameter that is not a string, integer or boolean, an annotation reachable only through items, a composition or conditional keyword or $ref): for those clients the tool disappears, as if removed. 2025-era clients ignore the annotation and still list it.',
  judge: (meta) =>
    meta.alreadyInvalid
      ? { severity: 'silent', reason: 'The tool already broke the x-mcp-header rules, so 2026-07-28 clients over Streamable HTTP already dropped it; the reason they do changed.' }
      : undefined,
  message: ({ site, meta }) => `'${site.tool}' is rejected by 2026-07-28 clients over Streamable HTTP: ${meta.reason} (${ERAS_NOTE} and still list the tool)`,
  on: {
    tool({ before, after }) {
      const was = scanParamHeaders(before.inputSchema).problems;
      const old = new Set(was.map((p) => `${p.kind}\u0000${p.reason}`));
      const out: Array<Detected<Meta>> = [];
      for (const p of scanParamHeaders(after.inputSchema).problems) {
        if (old.has(`${p.kind}\u0000${p.reason}`)) continue;
        out.push({ before: null, after: p.value, pointer: `/inputSchema${p.pointer}`, meta: { kind: p.kind, reason: p.reason, where: p.where, alreadyInvalid: was.length > 0 } });
      }
      return out;
    },
  },
});
