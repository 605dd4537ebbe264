import { realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { isObject, jsonDepth, setOwn, type JsonObject, type JsonValue } from '../util/json.js';
import { MAX_SCHEMA_DEPTH } from '../util/limits.js';
import type { ServerSnapshot } from './types.js';

/**
 * Environment-neutral contracts. Some servers put machine-specific paths into the text the model reads (the working
 * folder in a description: figma-developer-mcp 0.12 does). The base worktree, each clone and each runner has another,
 * so the same release would differ from itself, block a README-only pull request, and fail `check` on another
 * machine. Before anything is hashed or diffed, the paths of the environment are replaced by stable placeholders:
 * the checkout root the server runs in, the home folder and the temp folder, longest first, at path boundaries.
 */
export const PATH_PLACEHOLDERS = { workspace: '${workspaceFolder}', home: '~', tmp: '${tmp}' } as const;

export interface PathContext {
  /** [path, placeholder], longest path first. */
  readonly replacements: ReadonlyArray<readonly [string, string]>;
}

/** The paths of this environment for a server running in the checkout `rootDir`. */
export function pathContext(rootDir: string, env: Record<string, string | undefined> = process.env): PathContext {
  const out = new Map<string, string>();
  const add = (path: string | undefined, placeholder: string) => {
    for (const p of variants(path)) if (!out.has(p)) out.set(p, placeholder);
  };
  add(rootDir, PATH_PLACEHOLDERS.workspace);
  add(env.HOME, PATH_PLACEHOLDERS.home);
  add(homedir(), PATH_PLACEHOLDERS.home);
  add(env.TMPDIR, PATH_PLACEHOLDERS.tmp);
  add(env.RUNNER_TEMP, PATH_PLACEHOLDERS.tmp);
  add(tmpdir(), PATH_PLACEHOLDERS.tmp);
  return { replacements: [...out.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1)) };
}

/** A path as given and as resolved (macOS /var → /private/var), without a trailing separator; never the root alone. */
function variants(path: string | undefined): string[] {
  if (!path) return [];
  const out = new Set<string>();
  for (const p of [path, safeRealpath(path)]) {
    const trimmed = p?.replace(/[/\\]+$/, '');
    if (trimmed && trimmed.length > 1) out.add(trimmed);
  }
  return [...out];
}

function safeRealpath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex for all replacements: a path counts only at a path boundary (not inside a longer name or path). */
function matcher(ctx: PathContext): RegExp | undefined {
  if (!ctx.replacements.length) return undefined;
  return new RegExp(`(?<![A-Za-z0-9_.~/\\\\-])(?:${ctx.replacements.map(([p]) => escape(p)).join('|')})(?![A-Za-z0-9_-])`, 'g');
}

export function neutralizeText(text: string, ctx: PathContext, re = matcher(ctx)): string {
  if (!re) return text;
  const lookup = new Map(ctx.replacements);
  return text.replace(re, (m) => lookup.get(m) ?? m);
}

/** A tool or prompt as listed, its paths neutralised (what the runtime proxy hashes against a neutral lockfile). */
export function neutralizeEntry<T>(entry: T, ctx: PathContext): T {
  return (neutralizeSnapshot({ tools: [entry as unknown as ServerSnapshot['tools'][number]] }, ctx).tools[0] as unknown as T) ?? entry;
}

/** Every string of the text a model reads (tools, prompts, resource templates, instructions), paths neutralised. */
export function neutralizeSnapshot(snapshot: ServerSnapshot, ctx: PathContext): ServerSnapshot {
  const re = matcher(ctx);
  if (!re || snapshot.error) return snapshot;
  // an entry nested past the depth limit is reported as invalid as it is (and never walked)
  const entry = (v: JsonValue): JsonValue => (jsonDepth(v, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH ? v : walk(v));
  const walk = (v: JsonValue): JsonValue => {
    if (typeof v === 'string') return neutralizeText(v, ctx, re);
    if (Array.isArray(v)) return v.map(walk);
    if (isObject(v)) {
      const out: JsonObject = {};
      for (const [k, x] of Object.entries(v)) setOwn(out, neutralizeText(k, ctx, re), walk(x));
      return out;
    }
    return v;
  };
  const out: ServerSnapshot = { ...snapshot, tools: snapshot.tools.map((t) => entry(t as unknown as JsonValue) as unknown as ServerSnapshot['tools'][number]) };
  if (snapshot.prompts) out.prompts = snapshot.prompts.map((p) => entry(p as unknown as JsonValue) as unknown as NonNullable<ServerSnapshot['prompts']>[number]);
  if (snapshot.resourceTemplates) out.resourceTemplates = snapshot.resourceTemplates.map((t) => entry(t) as JsonObject);
  if (snapshot.resources) out.resources = snapshot.resources.map((r) => entry(r) as JsonObject);
  if (snapshot.instructions !== undefined) out.instructions = neutralizeText(snapshot.instructions, ctx, re);
  return out;
}
