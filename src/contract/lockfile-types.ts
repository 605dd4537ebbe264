import type { JsonObject } from '../util/json.js';
import type { LaunchRecord } from '../model/launch.js';
import type { MachineFact } from '../model/config.js';
import type { LockSignature, SigningStamp } from './signature.js';
import type { LaunchedPackage, ServerInfo } from './types.js';

/** The lockfile's shape (its format: what a version of the gate reads and writes); read and written by lockfile.ts. */

export const LOCKFILE_VERSION = 1;

/** Who admitted a contract into the lockfile. */
export interface ApprovalRecord {
  /** GitHub login of the approver, or a free-form name given to `pin --by`. */
  by: string;
  /** ISO 8601 time of the approval (the label event's time on GitHub). */
  at?: string;
  pullRequest?: number;
  /** Why, when given (`pin --reason`). */
  reason?: string;
}

export interface LockEntry {
  hash: string;
  contract: JsonObject;
  approval: ApprovalRecord | null;
  /** The tool's announced deprecation (`_meta` deprecated/sunset), kept outside the hashed contract. */
  deprecation?: JsonObject;
  /**
   * Later copies of a name the server listed more than once (in listed order), pinned so that `check` sees the same
   * list again; the diff reports the name as `tool-duplicated` either way.
   */
  duplicates?: JsonObject[];
  /** Approved renames the runtime proxy translates (old tool name, old argument names): outside the hashed contract. */
  migration?: Migration;
}

/** What a reviewer approved as renames: calls built on the old contract are rewritten to the new one at run time. */
export interface Migration {
  /** Old names of this tool (an approved `tool-renamed`). */
  renamedFrom?: string[];
  /** Old → new top-level argument names (approved `param-renamed`), sorted by `from`. */
  params?: Array<{ from: string; to: string }>;
}

/** One approved rename, from the diff of the approved change set. */
export interface ApprovedRename {
  server: string;
  /** The tool's (new) name. */
  tool: string;
  /** `param`: a top-level argument (gate/renames.ts leaves nested ones out: moving one key cannot rewrite them). */
  kind: 'tool' | 'param';
  from: string;
  to: string;
}

export interface LockServer {
  serverInfo?: ServerInfo;
  /** The package the launch spec ran when it was pinned (ServerSnapshot.package). */
  package?: LaunchedPackage;
  /**
   * What the config entry launched when it was pinned (ServerSnapshot.launch). Absent in a lockfile pinned before
   * launches were pinned: compared from the next pin on.
   */
  launch?: LaunchRecord;
  /** The protocol era the server was pinned in: `discover` (MCP 2026-07-28); absent means `initialize`. */
  era?: 'discover';
  /** The environment its contracts were seen under: the config entry's variant (ServerSnapshot.variant). */
  variant?: string;
  /** The identity its contracts were seen under: the config entry's principal, declared to differ (ServerSnapshot.principal). */
  principal?: string;
  tools: Record<string, LockEntry>;
  prompts?: Record<string, LockEntry>;
  /** Resource templates, by name (when the server lists resources). */
  resourceTemplates?: Record<string, LockEntry>;
  /** Static resources, by URI (when the server lists resources). */
  resources?: Record<string, LockEntry>;
  /**
   * The server's instructions (contract `{instructions}`), or null when it gives none. Written for every server read,
   * so an absent key means a lockfile pinned before instructions were pinned (not compared until a re-pin).
   */
  instructions?: LockEntry | null;
  /** A remote server behind OAuth: its auth surface (contract `{auth: AuthSurface}`, ServerSnapshot.auth). */
  auth?: LockEntry;
  /**
   * MCP Apps: by tool name, the `ui://` resource its `_meta.ui` names and that resource's content (contract ToolUi).
   * Absent: no tool named one when it was pinned, or a lockfile pinned before UI resources were (not pinned).
   */
  ui?: Record<string, LockEntry>;
  /** Skills, by the URI of their SKILL.md (contract SkillDef). Absent: the server did not advertise the extension, or not pinned. */
  skills?: Record<string, LockEntry>;
}

export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION;
  /** Set when `_meta` and `icons` are part of the pinned contracts. */
  includeMeta?: boolean;
  /**
   * Set when servers' text was pinned environment-neutral: the checkout folder, home folder and temp folder read as
   * `${workspaceFolder}`, `~` and `${tmp}` (config `neutral-paths`, the default).
   */
  neutralPaths?: boolean;
  /**
   * The machine facts servers' text was pinned without (config `neutral-timezone`, `neutral-user`, `neutral-host`):
   * their values read as `${timeZone}`, `${utcOffset}`, `${user}` and `${host}`. Sorted; absent when none.
   */
  neutralMachine?: MachineFact[];
  servers: Record<string, LockServer>;
  /** Ed25519 signature over the rest of the file (see signature.ts); absent when the lockfile is not signed. */
  signature?: LockSignature;
  /** The rollback stamp a signed lockfile carries (sequence and date, covered by the signature; see signature.ts). */
  signed?: SigningStamp;
}
