import { createHash } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ClientRequest } from '@modelcontextprotocol/sdk/types.js';
import { CSP_LISTS, readSkill, skillProblem, toolUiBinding } from '../contract/surfaces.js';
import type { SkillDef, SkillFile, ToolDef, ToolUi, UiResourceContent } from '../contract/types.js';
import { isObject, type JsonObject, type JsonValue } from '../util/json.js';
import { MAX_PINNED_TEXT_BYTES } from '../util/limits.js';
import { PermissiveResultSchema } from './list-raw.js';

/** Files read per skill at most (SEP-2640's limit on a skill's resources); past it the manifest's digests stand alone. */
export const MAX_SKILL_FILES = 512;

/** How one request is sent (the discovery's signal and what remains of its budget). */
export interface SurfaceRequests {
  signal: AbortSignal;
  requestTimeoutMs: () => number;
  onPhase?: (phase: string) => void;
}

/** What a resources/read answered for `uri`: the bytes of its content and what the content says of itself. */
interface ReadContent {
  bytes: Buffer;
  isText: boolean;
  text?: string;
  mimeType?: string;
  meta?: JsonObject;
}

async function request(client: Pick<Client, 'request'>, method: string, params: JsonObject, options: SurfaceRequests): Promise<Record<string, unknown>> {
  return (await client.request({ method, params } as ClientRequest, PermissiveResultSchema, { signal: options.signal, timeout: Math.max(1, options.requestTimeoutMs()) })) as Record<string, unknown>;
}

/** resources/read of one URI: the content entry of that URI (else the first), decoded; throws with a reason. */
async function readResource(client: Pick<Client, 'request'>, uri: string, options: SurfaceRequests): Promise<ReadContent> {
  options.onPhase?.(`resources/read ${uri}`);
  const result = await request(client, 'resources/read', { uri }, options);
  const contents = Array.isArray(result.contents) ? result.contents.filter(isObject) : [];
  const c = contents.find((x) => x.uri === uri) ?? contents[0];
  if (!c) throw new Error(`resources/read of ${uri} returned no contents`);
  const mimeType = typeof c.mimeType === 'string' ? c.mimeType : undefined;
  const meta = isObject(c._meta) ? c._meta : undefined;
  if (typeof c.text === 'string') return { bytes: Buffer.from(c.text, 'utf8'), isText: true, text: c.text, mimeType, meta };
  if (typeof c.blob === 'string') return { bytes: Buffer.from(c.blob, 'base64'), isText: false, mimeType, meta };
  throw new Error(`resources/read of ${uri} returned a content with neither text nor blob`);
}

const digestOf = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Every tool's MCP Apps surface: for each tool whose `_meta.ui` names a `ui://` resource, that resource read once
 * (several tools may share one) with its digest, size, MIME type, text up to MAX_PINNED_TEXT_BYTES and security
 * surface (`_meta.ui` of the content, else of its `resources/list` entry). A read that fails is pinned as its error.
 */
export async function readUiSurface(client: Pick<Client, 'request'>, tools: readonly ToolDef[], listed: readonly JsonObject[] | undefined, options: SurfaceRequests): Promise<ToolUi[] | undefined> {
  const bound = tools
    .filter((t) => isObject(t) && typeof t.name === 'string')
    .flatMap((t) => {
      const b = toolUiBinding(t);
      return b ? [{ tool: t.name, ...b }] : [];
    });
  if (!bound.length) return undefined;
  const read = new Map<string, Promise<UiResourceContent | { error: string }>>();
  const load = async (uri: string): Promise<UiResourceContent | { error: string }> => {
    try {
      const c = await readResource(client, uri, options);
      const listedMeta = listed?.find((r) => r.uri === uri)?._meta;
      const ui = isObject(c.meta?.ui) ? c.meta.ui : isObject(listedMeta) && isObject(listedMeta.ui) ? listedMeta.ui : {};
      const out: UiResourceContent = { digest: digestOf(c.bytes), size: c.bytes.length };
      if (c.mimeType) out.mimeType = c.mimeType;
      if (c.isText && c.bytes.length <= MAX_PINNED_TEXT_BYTES) out.text = c.text;
      if (isObject(ui.csp)) out.csp = normalizeCsp(ui.csp);
      if (isObject(ui.permissions)) out.permissions = ui.permissions;
      if (typeof ui.domain === 'string') out.domain = ui.domain;
      if (typeof ui.prefersBorder === 'boolean') out.prefersBorder = ui.prefersBorder;
      return out;
    } catch (err) {
      if (options.signal.aborted) throw err;
      return { error: message(err) };
    }
  };
  const out: ToolUi[] = [];
  for (const b of bound.sort((x, y) => (x.tool < y.tool ? -1 : x.tool > y.tool ? 1 : 0))) {
    let p = read.get(b.resourceUri);
    if (!p) read.set(b.resourceUri, (p = load(b.resourceUri)));
    out.push({ ...b, resource: await p });
  }
  return out;
}

/** A CSP with each domain list deduplicated and sorted (a set of origins), other keys as sent. */
function normalizeCsp(csp: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(csp)) out[k] = (CSP_LISTS as readonly string[]).includes(k) && Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))].sort() : v;
  return out;
}

/**
 * Every skill of `skills/list` (entries that are not SEP-2640 Skills become warnings), each file of its manifest read
 * with resources/read: the digest pinned is that of the bytes served (a manifest that disagrees is a warning: its
 * digests are no trust anchor), the text kept when it is text no longer than MAX_PINNED_TEXT_BYTES.
 */
export async function readSkillsSurface(client: Pick<Client, 'request'>, listed: readonly JsonValue[], options: SurfaceRequests, warnings: string[]): Promise<SkillDef[]> {
  const skills: SkillDef[] = [];
  const seen = new Set<string>();
  listed.forEach((raw, i) => {
    const problem = skillProblem(raw);
    if (problem) warnings.push(`skills/list entry ${i} is not a skill (${problem}); left out`);
    const skill = readSkill(raw);
    if (skill && !seen.has(skill.uri)) {
      seen.add(skill.uri);
      skills.push(skill);
    }
  });
  for (const skill of skills) {
    if (skill.resources === 'dynamic') continue;
    const files: SkillFile[] = [];
    for (const [i, f] of skill.resources.entries()) {
      if (i >= MAX_SKILL_FILES) {
        files.push(f);
        continue;
      }
      try {
        const c = await readResource(client, f.uri, options);
        const served = digestOf(c.bytes);
        if (served !== f.digest || c.bytes.length !== f.size)
          warnings.push(`skill ${skill.uri}: ${f.uri} as served (${served}, ${c.bytes.length} bytes) differs from its manifest entry (${f.digest}, ${f.size} bytes); the served bytes are pinned`);
        files.push({ uri: f.uri, digest: served, size: c.bytes.length, ...(c.isText && c.bytes.length <= MAX_PINNED_TEXT_BYTES ? { text: c.text! } : {}) });
      } catch (err) {
        if (options.signal.aborted) throw err;
        warnings.push(`skill ${skill.uri}: ${f.uri} could not be read (${message(err)}); its manifest digest is pinned`);
        files.push(f);
      }
    }
    skill.resources = files;
  }
  return skills.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
}
