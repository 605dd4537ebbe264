import { allowedTools, CSP_LISTS } from '../../contract/surfaces.js';
import { checkTools } from '../../contract/tool-list.js';
import type { ServerSnapshot, SkillDef, ToolUi, UiResourceContent } from '../../contract/types.js';
import { isObject } from '../../util/json.js';

/**
 * What the UI and skill rules share (as the value rules share values.ts): each tool's MCP Apps surface on both sides
 * (a side made from a lockfile pinned before UI resources were pinned says nothing about them: nothing is paired, and
 * `surface-unpinned` reports it), and the readings of a skill's frontmatter.
 */

/** A tool listed on both sides, with its UI surface on each (absent: the tool names no UI resource there). */
export interface UiPair {
  tool: string;
  before?: ToolUi;
  after?: ToolUi;
}

export function uiPairs(before: ServerSnapshot, after: ServerSnapshot): UiPair[] {
  if (before.uiUnpinned || after.uiUnpinned) return [];
  const names = (s: ServerSnapshot) => new Set(checkTools(s.tools).entries.map((t) => t.name));
  const inBefore = names(before);
  const inAfter = names(after);
  const a = new Map((before.ui ?? []).map((u) => [u.tool, u]));
  const b = new Map((after.ui ?? []).map((u) => [u.tool, u]));
  const tools = [...new Set([...a.keys(), ...b.keys()])].filter((t) => inBefore.has(t) && inAfter.has(t)).sort();
  return tools.map((tool) => ({ tool, before: a.get(tool), after: b.get(tool) }));
}

/** The resource content of a UI surface, or undefined when it could not be read (or there is none). */
export function contentOf(ui: ToolUi | undefined): UiResourceContent | undefined {
  return ui && !('error' in ui.resource) ? ui.resource : undefined;
}

/** Each CSP list's origins as `list origin` lines (an absent CSP allows no origin: the host's restrictive default). */
export function cspEntries(ui: ToolUi | undefined): string[] {
  const csp = contentOf(ui)?.csp;
  if (!csp) return [];
  return CSP_LISTS.flatMap((list) => (Array.isArray(csp[list]) ? (csp[list] as unknown[]).filter((o): o is string => typeof o === 'string').map((o) => `${list} ${o}`) : [])).sort();
}

/** The sandbox permissions a UI resource requests (`camera`, `microphone`, `geolocation`, `clipboardWrite`, …). */
export function permissionEntries(ui: ToolUi | undefined): string[] {
  const p = contentOf(ui)?.permissions;
  return isObject(p)
    ? Object.keys(p)
        .filter((k) => p[k] !== undefined && p[k] !== null && p[k] !== false)
        .sort()
    : [];
}

/** What `after` holds that `before` did not, and the reverse. */
export function setDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const a = new Set(before);
  const b = new Set(after);
  return { added: after.filter((x) => !a.has(x)), removed: before.filter((x) => !b.has(x)) };
}

/** The tools a skill's frontmatter `allowed-tools` grants. */
export function grants(skill: SkillDef | undefined): string[] {
  return skill ? allowedTools(skill.frontmatter) : [];
}

/** A skill's name for a message: its frontmatter `name`, else its URI. */
export function skillName(skill: SkillDef): string {
  return typeof skill.frontmatter.name === 'string' ? skill.frontmatter.name : skill.uri;
}

/** A short form of a digest for a message (`sha256:0123456789ab…`). */
export function shortDigest(digest: string): string {
  return digest.length > 19 ? `${digest.slice(0, 19)}…` : digest;
}
