import { jsonEqual, type JsonValue } from '../../util/json.js';
import { defineRule, q, type Detected, type Judgement } from '../rule.js';
import { contentOf, shortDigest, uiPairs } from './surfaces.js';
import type { ToolUi } from '../../contract/types.js';

/** What of a tool's UI surface changed while its `ui://` resource stayed the same. */
export type UiField = 'content' | 'mimeType' | 'domain' | 'prefersBorder' | 'visibility';

const BY_FIELD: Record<UiField, Judgement | undefined> = {
  content: undefined,
  mimeType: undefined,
  domain: { severity: 'silent', reason: "The frame's origin changed: what its OAuth callbacks, CORS policies and API key allowlists trust moves with it." },
  prefersBorder: { severity: 'cosmetic', reason: 'A display preference: the host draws a border or not.' },
  visibility: { severity: 'silent', reason: 'Who may call the tool (the model, the UI, or both) changed: a tool hidden from the model becomes callable by it, or the reverse.' },
};

/** The content as a value for the report: its digest, or the read error. */
function contentValue(ui: ToolUi): string {
  return 'error' in ui.resource ? `unreadable: ${ui.resource.error}` : ui.resource.digest;
}

function sized(ui: ToolUi): string {
  const c = contentOf(ui);
  return c ? `${shortDigest(c.digest)} (${c.size} bytes)` : contentValue(ui);
}

export const uiResourceChanged = defineRule<{ uri: string; field: UiField; from?: string; to?: string }>()({
  id: 'ui-resource-changed',
  title: "A tool's UI resource (MCP Apps) changed its content, media type, origin or visibility",
  scope: 'tool',
  severity: 'silent',
  rationale:
    "The HTML the host renders for the tool is what the user sees and it can call the server's tools: new bytes under the same `ui://` URI change both, and nothing in the tool list shows it.",
  judge: (meta) => BY_FIELD[meta.field],
  message: ({ site, before, after, meta }) =>
    meta.field === 'content'
      ? `UI resource ${meta.uri} of tool '${site.tool}' changed: ${meta.from} → ${meta.to}`
      : `${meta.field} of UI resource ${meta.uri} of tool '${site.tool}' changed from ${q(before)} to ${q(after)}`,
  on: {
    server({ before, after }) {
      const out: Array<Detected<{ uri: string; field: UiField; from?: string; to?: string }>> = [];
      for (const { tool, before: a, after: b } of uiPairs(before, after)) {
        if (!a || !b || a.resourceUri !== b.resourceUri) continue; // ui-resource-switched
        const uri = b.resourceUri;
        const at = (p: string) => ({ entity: 'tool' as const, tool, pointer: `/ui/${p}` });
        if (contentValue(a) !== contentValue(b)) out.push({ ...at('resource/digest'), before: contentValue(a), after: contentValue(b), meta: { uri, field: 'content', from: sized(a), to: sized(b) } });
        const x = contentOf(a);
        const y = contentOf(b);
        for (const field of ['mimeType', 'domain', 'prefersBorder'] as const) {
          const v = x?.[field];
          const w = y?.[field];
          if (x && y && !jsonEqual(v ?? null, w ?? null)) out.push({ ...at(`resource/${field}`), before: (v ?? null) as JsonValue, after: (w ?? null) as JsonValue, meta: { uri, field } });
        }
        if (!jsonEqual(a.visibility ?? null, b.visibility ?? null)) out.push({ ...at('visibility'), before: a.visibility ?? null, after: b.visibility ?? null, meta: { uri, field: 'visibility' } });
      }
      return out;
    },
  },
});
