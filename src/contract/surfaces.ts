import { isObject, setOwn, sortKeysDeep, type JsonObject, type JsonValue } from '../util/json.js';
import type { SkillDef, SkillFile, ToolDef, ToolUi, UiResourceContent } from './types.js';

/**
 * The 2026 surfaces beside the lists: MCP Apps UI resources (a tool's `_meta.ui` and the `ui://` resource it names)
 * and skills (SEP-2640). Their contract objects, and the readers that take them from a file or a wire answer.
 */

/** The skills extension's identifier in a server's `capabilities.extensions`. */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills';
/** The MCP Apps extension's identifier (its legacy flat tool key is UI_RESOURCE_URI_KEY). */
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';
/** The flat `_meta` key older MCP Apps servers name a tool's UI resource by. */
export const UI_RESOURCE_URI_KEY = 'ui/resourceUri';
/** The CSP lists of a UI resource's `_meta.ui.csp` (each a list of origins the frame may reach). */
export const CSP_LISTS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;

/** Whether a server's capabilities advertise the skills extension. */
export function advertisesSkills(capabilities: JsonObject | undefined): boolean {
  const ext = capabilities?.extensions;
  return isObject(ext) && ext[SKILLS_EXTENSION] !== undefined && ext[SKILLS_EXTENSION] !== false;
}

/** The `ui://` resource a tool's `_meta.ui` names (`resourceUri`, or the legacy flat key), with its visibility. */
export function toolUiBinding(tool: ToolDef): { resourceUri: string; visibility?: string[] } | undefined {
  const meta = isObject(tool) && isObject(tool._meta) ? tool._meta : undefined;
  if (!meta) return undefined;
  const ui = isObject(meta.ui) ? meta.ui : undefined;
  const uri = typeof ui?.resourceUri === 'string' ? ui.resourceUri : typeof meta[UI_RESOURCE_URI_KEY] === 'string' ? (meta[UI_RESOURCE_URI_KEY] as string) : undefined;
  if (uri === undefined) return undefined;
  const visibility = Array.isArray(ui?.visibility) ? [...new Set(ui.visibility.filter((v): v is string => typeof v === 'string'))].sort() : undefined;
  return visibility ? { resourceUri: uri, visibility } : { resourceUri: uri };
}

/** The contract of one tool's UI surface (what the lockfile pins and hashes). */
export function uiContract(ui: ToolUi): JsonObject {
  return sortKeysDeep(ui as unknown as JsonObject);
}

/** The contract of one skill: its URI, frontmatter and manifest (files sorted by URI). */
export function skillContract(skill: SkillDef): JsonObject {
  return sortKeysDeep(skill as unknown as JsonObject);
}

/** A UI surface read from a file (snapshot, lockfile contract), or undefined when it is not one. */
export function readToolUi(raw: unknown): ToolUi | undefined {
  if (!isObject(raw) || typeof raw.tool !== 'string' || typeof raw.resourceUri !== 'string') return undefined;
  const out: ToolUi = { tool: raw.tool, resourceUri: raw.resourceUri, resource: { error: 'not read' } };
  if (Array.isArray(raw.visibility)) out.visibility = [...new Set(raw.visibility.filter((v): v is string => typeof v === 'string'))].sort();
  const r = raw.resource;
  if (isObject(r) && typeof r.error === 'string') out.resource = { error: r.error };
  else if (isObject(r) && typeof r.digest === 'string' && typeof r.size === 'number') {
    const content: UiResourceContent = { digest: r.digest, size: r.size };
    if (typeof r.mimeType === 'string') content.mimeType = r.mimeType;
    if (typeof r.text === 'string') content.text = r.text;
    if (isObject(r.csp)) content.csp = r.csp;
    if (isObject(r.permissions)) content.permissions = r.permissions;
    if (typeof r.domain === 'string') content.domain = r.domain;
    if (typeof r.prefersBorder === 'boolean') content.prefersBorder = r.prefersBorder;
    out.resource = content;
  } else return undefined;
  return out;
}

/** Why a `skills/list` entry is not a SEP-2640 Skill, or undefined when it is one. */
export function skillProblem(raw: unknown): string | undefined {
  if (!isObject(raw)) return 'the entry is not an object';
  if (typeof raw.uri !== 'string' || raw.uri === '') return 'the entry has no `uri`';
  const fm = raw.frontmatter;
  if (!isObject(fm) || typeof fm.name !== 'string' || typeof fm.description !== 'string') return '`frontmatter` is not an object with `name` and `description`';
  const res = raw.resources;
  if (res === 'dynamic') return undefined;
  if (!Array.isArray(res)) return '`resources` is neither a list of files nor "dynamic"';
  for (const f of res) {
    if (!isObject(f) || typeof f.uri !== 'string' || typeof f.digest !== 'string' || typeof f.size !== 'number') return 'a file of `resources` lacks `uri`, `digest` or `size`';
  }
  if (!res.some((f) => isObject(f) && f.uri === raw.uri)) return '`resources` does not list the SKILL.md itself';
  return undefined;
}

/** A skill read from a file or a `skills/list` answer (files sorted by URI), or undefined when it is not one. */
export function readSkill(raw: unknown): SkillDef | undefined {
  if (skillProblem(raw) !== undefined) return undefined;
  const r = raw as JsonObject;
  const frontmatter = r.frontmatter as JsonObject;
  if (r.resources === 'dynamic') return { uri: r.uri as string, frontmatter, resources: 'dynamic' };
  const files = new Map<string, SkillFile>();
  for (const f of r.resources as JsonObject[]) {
    const file: SkillFile = { uri: f.uri as string, digest: f.digest as string, size: f.size as number };
    if (typeof f.text === 'string') file.text = f.text;
    files.set(file.uri, file);
  }
  const resources = [...files.keys()].sort(cmp).map((k) => files.get(k)!);
  return { uri: r.uri as string, frontmatter, resources };
}

/** Every valid skill of a list, first copy of each URI, sorted by URI (the others are left out: see skillProblem). */
export function readSkills(list: readonly unknown[]): SkillDef[] {
  const byUri = new Map<string, SkillDef>();
  for (const raw of list) {
    const s = readSkill(raw);
    if (s && !byUri.has(s.uri)) byUri.set(s.uri, s);
  }
  return [...byUri.keys()].sort(cmp).map((k) => byUri.get(k)!);
}

/** Every valid UI surface of a list, one per tool, sorted by tool name. */
export function readUiList(list: readonly unknown[]): ToolUi[] {
  const byTool = new Map<string, ToolUi>();
  for (const raw of list) {
    const u = readToolUi(raw);
    if (u && !byTool.has(u.tool)) byTool.set(u.tool, u);
  }
  return [...byTool.keys()].sort(cmp).map((k) => byTool.get(k)!);
}

/** `allowed-tools` of a skill's frontmatter as a set of tool names (a space-separated string or a list). */
export function allowedTools(frontmatter: JsonObject): string[] {
  const v = frontmatter['allowed-tools'];
  const items: JsonValue[] = typeof v === 'string' ? v.split(/\s+/) : Array.isArray(v) ? v : [];
  return [...new Set(items.filter((x): x is string => typeof x === 'string' && x !== ''))].sort(cmp);
}

/** A map keyed by own keys only (a tool named `__proto__` is a name). */
export function keyedBy<T>(list: readonly T[], key: (t: T) => string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const t of list) setOwn(out, key(t), t);
  return out;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
