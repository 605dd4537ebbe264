import type { JsonObject, JsonValue } from '../util/json.js';
import type { LaunchRecord } from '../model/launch.js';

/** One tool exactly as a server listed it in `tools/list` (unknown fields kept). */
export interface ToolDef {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: JsonObject;
  /** A JSON Schema: an object, or (MCP 2026-07-28, where a result may be any JSON value) `true` or `false`. */
  outputSchema?: JsonObject | boolean;
  annotations?: JsonObject;
  execution?: JsonObject;
  _meta?: JsonObject;
  icons?: JsonValue[];
  [key: string]: JsonValue | undefined;
}

export interface PromptArgument {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
  [key: string]: JsonValue | undefined;
}

/** One prompt as listed by `prompts/list`. */
export interface PromptDef {
  name: string;
  title?: string;
  description?: string;
  arguments?: PromptArgument[];
  _meta?: JsonObject;
  icons?: JsonValue[];
  [key: string]: JsonValue | PromptArgument[] | undefined;
}

export interface ServerInfo {
  name?: string;
  version?: string;
  [key: string]: JsonValue | undefined;
}

/** Why a server could not be read: enough for a reviewer to act without re-running anything. */
export interface DiscoveryError {
  message: string;
  exitCode?: number | null;
  signal?: string | null;
  stderr?: string;
  timedOut?: boolean;
}

/** What one server returned (the MCP `ListToolsResult` shape plus optional extras). */
/**
 * What agents' tokens for a remote server depend on: its protected-resource metadata (RFC 9728) and the scopes its
 * challenges demanded while it was read. Lists are sorted.
 */
export interface AuthSurface {
  /** `authorization_servers` of the metadata (or the one the spec's fallback found). */
  authorizationServers?: string[];
  /** `scopes_supported` of the metadata. */
  scopesSupported?: string[];
  /** The scopes the server's `WWW-Authenticate` challenges named (what a token must carry to read it). */
  scopesRequired?: string[];
}

export interface ServerSnapshot {
  tools: ToolDef[];
  prompts?: PromptDef[];
  resourceTemplates?: JsonObject[];
  /** Static resources (`resources/list`, every page): pinned by URI. */
  resources?: JsonObject[];
  /**
   * The server's `instructions` (the opening result's text for the model, which many clients put in the system
   * prompt). Absent: none.
   */
  instructions?: string;
  /**
   * Set on a snapshot made from a lockfile pinned before instructions were pinned: its `instructions` say nothing,
   * so they are not compared (a re-pin pins them). Never written to a file.
   */
  instructionsUnpinned?: boolean;
  /**
   * MCP Apps: each tool whose `_meta.ui` names a `ui://` resource, with that resource as read (`resources/read`).
   * Absent: no tool names one.
   */
  ui?: ToolUi[];
  /** Skills (extension `io.modelcontextprotocol/skills`): every entry of `skills/list`. Absent: not advertised. */
  skills?: SkillDef[];
  /**
   * Set on a snapshot made from a lockfile pinned before UI resources (`uiUnpinned`) or skills (`skillsUnpinned`) were
   * pinned: that side says nothing about them, so they are reported as not pinned, never as added. Never written.
   */
  uiUnpinned?: boolean;
  skillsUnpinned?: boolean;
  serverInfo?: ServerInfo;
  /**
   * The package the launch spec runs (`npx -y pkg@1.2.3`, `uvx pkg==1.2`, `docker run image:tag`), beside what the server
   * says of itself in `serverInfo` (often a constant): `version` when the spec names an exact one, else `requested`
   * (`latest`, a range, a tag, or `none`). Version discipline reads `version` first.
   */
  package?: LaunchedPackage;
  /** What the config entry launched (LaunchRecord): compared between the baseline and the head (`server-launch-changed`). */
  launch?: LaunchRecord;
  protocolVersion?: string;
  /** The protocol era the server was read in: `discover` (MCP 2026-07-28); absent means `initialize` (up to 2025-11-25). */
  era?: 'discover';
  /**
   * The environment the tools were listed under: the name of the config entry's variant (`variants`) this server id
   * stands for. Absent: the entry as configured (no variants).
   */
  variant?: string;
  /** The identity the tools were listed under: the config entry's principal this server id stands for (declared to differ). */
  principal?: string;
  /**
   * How the listing differed between two reads that should agree (principals not declared to differ, a second read,
   * two client names): each is a blocking `listing-varies` finding. Absent: every read agreed. Never written to a file.
   */
  listingVaries?: ListingVariation[];
  capabilities?: JsonObject;
  /** Client capabilities the discovering client declared (servers may list more tools for more capabilities). */
  clientCapabilities?: JsonObject;
  /** A remote server behind OAuth: its permission surface (protected-resource metadata, scopes demanded). */
  auth?: AuthSurface;
  error?: DiscoveryError;
  /** What the server did wrong without stopping discovery (e.g. non-JSON lines on stdout), for the report. */
  warnings?: string[];
}

/** Two reads of one server whose listings differ, and which entries differ (ServerSnapshot.listingVaries). */
export interface ListingVariation {
  /** `principals`: under two principals; `reread`: two reads under the same one (`principal` names it, when any). */
  kind: 'principals' | 'reread';
  /** The two reads, as named in messages: principal names (`ci`, `user`), or `first read` / `second read`. */
  between: [string, string];
  /** The principal both reads of a `reread` were made under, when the entry has principals. */
  principal?: string;
  /** What differs, one line per entry, sorted: `tool 'delete_all': only under 'admin'`, `tool 'search': differs`. */
  entries: string[];
}

export interface LaunchedPackage {
  manager: string;
  name: string;
  version?: string;
  requested?: string;
  /** The exact version a spec without one resolved to when it was discovered. */
  resolved?: string;
  /**
   * What the exact version resolved to as discovered: npm `dist.integrity` (`sha512-…`), `sha256:<hex>` of the wheel or
   * sdist, an image's `sha256:` digest; `unknown` (with `reason`) when it could not be read.
   */
  integrity?: string;
  /** Why `integrity` is `unknown`. */
  reason?: string;
  [key: string]: JsonValue | undefined;
}

/** The integrity a package records when it could not be read (its `reason` says why). */
export const UNKNOWN_INTEGRITY = 'unknown';

/** A `ui://` resource as read: what the host renders in its sandboxed frame (MCP Apps). */
export interface UiResourceContent {
  mimeType?: string;
  /** `sha256:<hex>` of the content's bytes (text as UTF-8, a blob base64-decoded). */
  digest: string;
  /** Length of those bytes. */
  size: number;
  /** The text, when it is text no longer than MAX_PINNED_TEXT_BYTES (a reviewer reads it in the lockfile). */
  text?: string;
  /** The content's `_meta.ui` security surface: `csp` (domain lists), `permissions`, `domain`, `prefersBorder`. */
  csp?: JsonObject;
  permissions?: JsonObject;
  domain?: string;
  prefersBorder?: boolean;
}

/** One tool's MCP Apps surface: the `ui://` resource its `_meta.ui` names and that resource's content. */
export interface ToolUi {
  tool: string;
  resourceUri: string;
  /** `_meta.ui.visibility` (who may call the tool: `model`, `app`), sorted; absent: the default (both). */
  visibility?: string[];
  /** The resource as read, or why it could not be read (then the tool is judged on the error: fail closed). */
  resource: UiResourceContent | { error: string };
}

/** One file of a skill's manifest (SEP-2640 `SkillResource`), with its text when it was read and is short. */
export interface SkillFile {
  uri: string;
  /** `sha256:<hex>` as the server's manifest states it. */
  digest: string;
  size: number;
  text?: string;
}

/** One skill as `skills/list` describes it (SEP-2640 `Skill`): its SKILL.md URI, frontmatter and file manifest. */
export interface SkillDef {
  uri: string;
  frontmatter: JsonObject;
  /** The complete file manifest sorted by URI, or `dynamic` (no stable digests: nothing to bind an approval to). */
  resources: SkillFile[] | 'dynamic';
}

/** Snapshots of several servers, keyed by server id. */
export interface SnapshotSet {
  servers: Record<string, ServerSnapshot>;
}

/** The server id used when a file holds a single server's `tools/list` result. */
export const DEFAULT_SERVER_ID = 'default';
