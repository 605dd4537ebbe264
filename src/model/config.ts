import { ACTION_INPUT_DEFAULTS } from '../generated/action-inputs.js';
import type { JsonObject } from '../util/json.js';
import type { Severity } from './severity.js';
import type { ProtocolChoice } from './protocol.js';
import type { LaunchRecord } from './launch.js';
import type { ReferenceSettings } from './references.js';

/** One server to discover, after validation and `${VAR}` interpolation. */
export interface ServerConfig {
  id: string;
  transport: 'stdio' | 'http' | 'sse';
  /** stdio: the command and its arguments. */
  command?: string;
  args?: string[];
  /** stdio: extra environment for the server (only this, plus the MCP SDK's default environment, reaches it). */
  env?: Record<string, string>;
  /** Working directory, relative to the checkout root. */
  cwd?: string;
  /** http/sse: the endpoint and request headers. `transport: 'http'` falls back to SSE when the server only speaks that. */
  url?: string;
  headers?: Record<string, string>;
  /** http/sse: the OAuth client for unattended runs (config `auth`), interpolated. */
  auth?: ServerAuth;
  /** Shell command run in the checkout (in `cwd`) before the server starts, e.g. `npm ci && npm run build`. */
  setup?: string;
  /** The answering budget in milliseconds: the opening and every list request, from the server's first output on. */
  timeoutMs: number;
  /** The start budget in milliseconds (stdio): from spawn to the server's first output (package download included). */
  startTimeoutMs: number;
  /** Setup timeout in milliseconds. */
  setupTimeoutMs: number;
  /** Folders or files (relative to the checkout root) searched for a tool's definition, to place annotations. */
  source?: string[];
  /** Globs of tool names this server must never expose (present at head → blocking). */
  forbiddenTools?: string[];
  /** What `mcp-contract-gate proxy` does with a tool whose contract is not the pinned one (default block). */
  enforce?: Enforce;
  /** How the proxy judges a changed tool (`enforce-by`: hash or policy; default hash). */
  enforceBy?: EnforceBy;
  /** Client capabilities declared during initialize (servers may list more tools for more capabilities). */
  clientCapabilities?: JsonObject;
  /** The MCP revision to speak: `auto` (default: `server/discover`, falling back to `initialize`) or one revision. */
  protocol?: ProtocolChoice;
  /** Where this server was declared: `file` and the key path, for error messages and annotation fallbacks. */
  origin: { file: string; key: string; line?: number };
  /** Replace the checkout, home and temp paths in the server's text by placeholders (default true; config `neutral-paths`). */
  neutralPaths?: boolean;
  /** The machine facts replaced by placeholders in the server's text, when not all of MACHINE_FACTS (config `neutral-timezone`, …). */
  neutralMachine?: MachineFact[];
  /**
   * Set on a server expanded from an entry's `variants`: the variant's name (the environment the tools are listed
   * under) and the entry's own id. The server's id is then `<entry id>#<variant>` (VARIANT_SEPARATOR).
   */
  variant?: { name: string; of: string; principal?: boolean };
  /**
   * The identities to read this server under (config `principals`, listings not declared to differ): discovery reads it
   * under each, and a difference between their listings is a `listing-varies` finding. The first one's listing is the
   * server's (what is pinned and checked). Declared to differ (`listing-varies: expected`), each principal is a server
   * of its own instead (`variant` with `principal: true`).
   */
  principals?: Principal[];
  /** Read the server's lists twice (config `reread`): a second read that differs from the first is `listing-varies`. */
  reread?: boolean;
  /** The `clientInfo.name` the gate opens this server with (a principal's `client-name`; stdio); default the gate's own. */
  clientName?: string;
  /** What the entry launches, as the config writes it (LaunchRecord): compared between the baseline and the head. */
  launch?: LaunchRecord;
}

/** One identity a server is read under (config `principals[]`), interpolated: what it sets over the entry. */
export interface Principal {
  name: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
  /** The `clientInfo.name` sent when opening the server (stdio). */
  clientName?: string;
}

/**
 * A remote server's OAuth client, as configured (`auth:`), after `${VAR}` interpolation: a client registered with the
 * authorization server beforehand, and one credential (a secret, a private key or a refresh token).
 */
export interface ServerAuth {
  clientId: string;
  clientSecret?: string;
  /** A PEM private key signing the `private_key_jwt` client assertion. */
  privateKey?: string;
  refreshToken?: string;
  /** Space-separated scopes asked for when the challenge names none. */
  scope?: string;
  /** The key path of the `auth` mapping (`servers[0].auth`), for messages that say which key to set. */
  key: string;
}

/**
 * Between an entry's id and a variant's name in a variant's server id (`sentry#with-llm-key`): a character no entry id
 * may hold (SERVER_ID_PATTERN), so a variant's id never collides with another server's.
 */
export const VARIANT_SEPARATOR = '#';

/** The entry id a server id belongs to: the id itself, or the part before VARIANT_SEPARATOR for a variant's server. */
export function entryIdOf(serverId: string): string {
  const at = serverId.indexOf(VARIANT_SEPARATOR);
  return at < 0 ? serverId : serverId.slice(0, at);
}

export interface IgnoreEntry {
  server?: string;
  /** Glob over tool names (`*` matches any run of characters). */
  tool: string;
  rule: string;
  reason: string;
  /** ISO date (YYYY-MM-DD); on and after it the entry no longer ignores and the report says so. */
  expires?: string;
  /** Where the entry was declared: `file`, key path (`policy.ignore[0]`) and, when known, line. */
  origin: { file: string; key: string; line?: number };
}

export interface PolicyConfig {
  failOn: Severity[];
  /** Per-rule severity overrides, by rule ID. */
  rules: Record<string, Severity>;
  ignore: IgnoreEntry[];
  blockNewDestructiveTools: boolean;
  /** Also block a new tool with no readOnlyHint/destructiveHint (destructive only by the spec defaults). */
  blockUnannotatedNewTools?: boolean;
  /** `ignore`: a bound at ±(2^53 − 1) (zod `.int()`) is cosmetic; `constraint`: a tightened constraint like any other. */
  safeIntegerBounds?: SafeIntegerBounds;
  versioning: 'none' | 'semver';
  /** With `versioning: semver`, how 0.x versions read: `caret` (npm's ^ ranges) or `exempt` (semver §4: anything goes). */
  zeroVersions?: ZeroVersions;
  /** Which security flags on text the model reads block: `high` (default), `any` (review ones too) or `none`. */
  blockFlags?: BlockFlags;
  /** Most tools one change may add to a server before they block (`policy.max-new-tools`); unset: no limit. */
  maxNewTools?: number;
  /** The bump a release needs per class of change (`policy.release-bumps`), where it differs from the default. */
  releaseBumps?: ReleaseBumps;
}

/** How a change reads for a release (the classes `policy.release-bumps` maps to a bump; see src/policy/versioning.ts). */
export const CHANGE_CLASSES = ['breaking', 'silent', 'meaning', 'additive', 'cosmetic'] as const;
export type ChangeClass = (typeof CHANGE_CLASSES)[number];
/** A semver bump a release can make. */
export const RELEASE_BUMP_NAMES = ['major', 'minor', 'patch'] as const;
export type ReleaseBumpName = (typeof RELEASE_BUMP_NAMES)[number];
export type ReleaseBumps = Partial<Record<ChangeClass, ReleaseBumpName>>;
/** The bump each class needs by default: what a careful maintainer releases (a re-description is a minor release, not a major one). */
export const DEFAULT_RELEASE_BUMPS: Readonly<Record<ChangeClass, ReleaseBumpName>> = { breaking: 'major', silent: 'major', meaning: 'minor', additive: 'minor', cosmetic: 'patch' };

/*
 * The defaults of the policy knobs live in their modules (src/policy/knobs/): read a knob through `knobValue`, which
 * applies its default, rather than `policy.x ?? …`.
 */

/** What `mcp-contract-gate proxy` does with a tool whose contract is not the pinned one: refuse it, warn, or only log. */
export const ENFORCE_MODES = ['block', 'warn', 'off'] as const;
export type Enforce = (typeof ENFORCE_MODES)[number];
export const DEFAULT_ENFORCE = 'block' satisfies Enforce; // a literal type: the declarations print no union, whose member order tsc may vary
/** How the proxy judges a changed tool: hash (any change withholds it) or policy (only changes that block under the policy do). */
export const ENFORCE_MODES_BY = ['hash', 'policy'] as const;
export type EnforceBy = (typeof ENFORCE_MODES_BY)[number];
export const DEFAULT_ENFORCE_BY = 'hash' satisfies EnforceBy;

export const SAFE_INTEGER_BOUNDS_MODES = ['ignore', 'constraint'] as const;
export type SafeIntegerBounds = (typeof SAFE_INTEGER_BOUNDS_MODES)[number];
export const ZERO_VERSIONS_MODES = ['caret', 'exempt'] as const;
/** From the weakest to the strongest: the order policyShifts compares them in. */
export const BLOCK_FLAGS_MODES = ['none', 'high', 'any'] as const;
export type BlockFlags = (typeof BLOCK_FLAGS_MODES)[number];
export type ZeroVersions = (typeof ZERO_VERSIONS_MODES)[number];

/**
 * Facts of the machine a server may write into the text a model reads (the Python time server's local zone, a user or
 * host name), replaced by placeholders like the paths (src/contract/neutral-paths.ts), each with its config knob
 * (`neutral-<fact>`, default true). Sorted: the lockfile records the facts it was pinned with in this order.
 */
export const MACHINE_FACTS = ['host', 'timezone', 'user'] as const;
export type MachineFact = (typeof MACHINE_FACTS)[number];

export interface GateConfig {
  /** The file the config was read from (absolute), or undefined when built from defaults. */
  file?: string;
  servers: ServerConfig[];
  lockfile: string;
  includeMeta: boolean;
  concurrency: number;
  /** How many package-runner launches download at once (`download-concurrency`, DEFAULT_DOWNLOAD_CONCURRENCY). */
  downloadConcurrency: number;
  /** Replace the checkout, home and temp paths in servers' text by placeholders before hashing and diffing. */
  neutralPaths: boolean;
  /** The machine facts (time zone, user name, host name) replaced by placeholders in servers' text: MACHINE_FACTS by default. */
  neutralMachine: MachineFact[];
  policy: PolicyConfig;
  /** Path of a probes file, relative to the checkout root. */
  probes?: string;
  /** Bots and GitHub Apps whose approval label counts (`approvers.allow-apps`); none by default. */
  approvers?: { allowApps: string[] };
  /** The reference scan (`references`): absent means on with its defaults. */
  references?: ReferenceSettings;
  /** Set when the config is an MCP Registry server.json (src/config/server-json.ts): the versions it declares. */
  serverJson?: ServerJsonSource;
}

/** What a server.json declares about versions: the server's, and each package's own (which must be the same). */
export interface ServerJsonSource {
  file: string;
  name: string;
  version: string;
  /** Each package entry that names its own version, with the server id it became and its key path (`packages[0]`). */
  packages: Array<{ server: string; key: string; identifier: string; version: string }>;
}

/** The config's path, the action's `config` input's default (action.yml, the one place it is written). */
export const DEFAULT_CONFIG_PATH = ACTION_INPUT_DEFAULTS.config;
export const DEFAULT_LOCKFILE = 'mcp-contracts.lock.json';
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * How long a stdio server may take to *start* (until its first output) before the answering budget begins: generous,
 * because a cold CI runner downloads the package first (npx, uvx, docker pull) and some servers build native modules.
 */
export const DEFAULT_START_TIMEOUT_MS = 120_000;
/** The key an MCP client config entry (.mcp.json, .vscode/mcp.json, …) keeps the gate's own settings under. */
export const CLIENT_CONFIG_EXTENSION_KEY = 'x-mcp-contract-gate';
export const DEFAULT_SETUP_TIMEOUT_MS = 600_000;
/** Servers set up and discovered at once: starts are mostly waiting (a download, a boot), so more than the cores. */
export const DEFAULT_CONCURRENCY = 8;
/**
 * Package-runner launches (npx, uvx, docker run, …) that may be downloading at once, within `concurrency`: fifteen
 * cold downloads side by side share the network and the disk, and each took longer than its start budget. A slot is
 * held from spawn to the server's first output (the download and the start), then handed on.
 */
export const DEFAULT_DOWNLOAD_CONCURRENCY = 4;
