// @ts-ignore -- @modelcontextprotocol/sdk is an optional peer dependency (guardClient takes its Client)
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

type JsonPrimitive = string | number | boolean | null;
type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
interface JsonObject {
    [key: string]: JsonValue;
}

/**
 * What a server entry launches, as the config writes it: the part of an entry the gate compares between the baseline
 * and the head (`server-launch-changed`), so a pull request that points an entry at another program (a decoy that
 * serves the pinned tools) is a finding even when the tools read the same. Taken before `${VAR}` interpolation: the
 * values of variables (secrets among them) are never part of it, the names that carry them are. The package
 * argument of a launch through a package manager is written without its version (`npx -y pkg@1.2.3` → `pkg`): a
 * version bump of the same package is the package's own finding, not this one. A wrapped entry (one that starts the
 * gate's proxy) records the command the proxy finally runs.
 */
interface LaunchRecord {
    transport: 'stdio' | 'http' | 'sse';
    /** stdio: the program and its arguments (the package argument without its version). */
    command?: string;
    args?: string[];
    /** The working folder, relative to the repository root. */
    cwd?: string;
    /** The names of the environment variables the entry sets (sorted). */
    env?: string[];
    /** Remote: the endpoint, and the names of the headers the entry sends (sorted). */
    url?: string;
    headers?: string[];
    /**
     * The principals the entry is read under (config `principals`, not declared to differ), by name in config order, and
     * whether it is read twice (`reread`): dropping either stops a check, so it is a changed launch too.
     */
    principals?: string[];
    reread?: boolean;
}

/** One tool exactly as a server listed it in `tools/list` (unknown fields kept). */
interface ToolDef {
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
interface PromptArgument {
    name: string;
    title?: string;
    description?: string;
    required?: boolean;
    [key: string]: JsonValue | undefined;
}
/** One prompt as listed by `prompts/list`. */
interface PromptDef {
    name: string;
    title?: string;
    description?: string;
    arguments?: PromptArgument[];
    _meta?: JsonObject;
    icons?: JsonValue[];
    [key: string]: JsonValue | PromptArgument[] | undefined;
}
interface ServerInfo {
    name?: string;
    version?: string;
    [key: string]: JsonValue | undefined;
}
/** Why a server could not be read: enough for a reviewer to act without re-running anything. */
interface DiscoveryError {
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
interface AuthSurface {
    /** `authorization_servers` of the metadata (or the one the spec's fallback found). */
    authorizationServers?: string[];
    /** `scopes_supported` of the metadata. */
    scopesSupported?: string[];
    /** The scopes the server's `WWW-Authenticate` challenges named (what a token must carry to read it). */
    scopesRequired?: string[];
}
interface ServerSnapshot {
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
interface ListingVariation {
    /** `principals`: under two principals; `reread`: two reads under the same one (`principal` names it, when any). */
    kind: 'principals' | 'reread';
    /** The two reads, as named in messages: principal names (`ci`, `user`), or `first read` / `second read`. */
    between: [string, string];
    /** The principal both reads of a `reread` were made under, when the entry has principals. */
    principal?: string;
    /** What differs, one line per entry, sorted: `tool 'delete_all': only under 'admin'`, `tool 'search': differs`. */
    entries: string[];
}
interface LaunchedPackage {
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
declare const UNKNOWN_INTEGRITY = "unknown";
/** A `ui://` resource as read: what the host renders in its sandboxed frame (MCP Apps). */
interface UiResourceContent {
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
interface ToolUi {
    tool: string;
    resourceUri: string;
    /** `_meta.ui.visibility` (who may call the tool: `model`, `app`), sorted; absent: the default (both). */
    visibility?: string[];
    /** The resource as read, or why it could not be read (then the tool is judged on the error: fail closed). */
    resource: UiResourceContent | {
        error: string;
    };
}
/** One file of a skill's manifest (SEP-2640 `SkillResource`), with its text when it was read and is short. */
interface SkillFile {
    uri: string;
    /** `sha256:<hex>` as the server's manifest states it. */
    digest: string;
    size: number;
    text?: string;
}
/** One skill as `skills/list` describes it (SEP-2640 `Skill`): its SKILL.md URI, frontmatter and file manifest. */
interface SkillDef {
    uri: string;
    frontmatter: JsonObject;
    /** The complete file manifest sorted by URI, or `dynamic` (no stable digests: nothing to bind an approval to). */
    resources: SkillFile[] | 'dynamic';
}
/** Snapshots of several servers, keyed by server id. */
interface SnapshotSet {
    servers: Record<string, ServerSnapshot>;
}
/** The server id used when a file holds a single server's `tools/list` result. */
declare const DEFAULT_SERVER_ID = "default";

/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
declare const TOOL_CONTRACT_FIELDS: readonly ["name", "title", "description", "inputSchema", "outputSchema", "annotations", "execution"];
/** Fields left out by default because they carry rotating values in the wild. */
declare const OPTIONAL_META_FIELDS: readonly ["_meta", "icons"];
declare const PROMPT_CONTRACT_FIELDS: readonly ["name", "title", "description", "arguments"];
/** Resource template fields that form its contract: what the model reads and the URIs a client builds from it. */
declare const RESOURCE_TEMPLATE_CONTRACT_FIELDS: readonly ["name", "title", "description", "uriTemplate", "mimeType", "annotations"];
/**
 * Static resource fields that form its contract: the URI a client reads, and what the model and people pick it by.
 * `size` and `annotations` (`lastModified`) change with the content, not the contract: left out.
 */
declare const RESOURCE_CONTRACT_FIELDS: readonly ["uri", "name", "title", "description", "mimeType"];
interface ContractOptions {
    /** Include `_meta` and `icons` in the contract (default false). */
    includeMeta?: boolean;
}
/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
declare function normalizeSchema(schema: JsonValue, depth?: number): JsonValue;
/** A schema nested past MAX_SCHEMA_DEPTH: a clear error instead of a stack overflow. */
declare class SchemaTooDeepError extends Error {
    constructor();
}
/** The contract object of a tool: the contract fields, schemas normalised, absent fields omitted. */
declare function toolContract(tool: ToolDef, options?: ContractOptions): JsonObject;
/** The contract object of a prompt; arguments are named, so their order carries no meaning and they are sorted by name. */
declare function promptContract(prompt: PromptDef, options?: ContractOptions): JsonObject;
/** The contract object of a resource template: its contract fields as listed (`_meta`/`icons` only with includeMeta). */
declare function resourceTemplateContract(template: JsonObject, options?: ContractOptions): JsonObject;
/** The contract object of a static resource (`_meta`/`icons` only with includeMeta). */
declare function resourceContract(resource: JsonObject, options?: ContractOptions): JsonObject;
/** The contract object of a server's instructions. */
declare function instructionsContract(text: string): JsonObject;
/**
 * RFC 8785 (JCS) text of a contract object. JCS has no form for a lone surrogate (text no UTF-8 can carry); a list
 * entry holding one is invalid before it is ever hashed (tool-list.ts), and any other text (instructions, a live tool
 * the proxy judges) is hashed with each lone surrogate written as its `\\uXXXX` escape, so a hash never throws.
 */
declare function canonicalJson(contract: JsonValue): string;
/**
 * SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. node:crypto is loaded on first use: loading it
 * costs start-up time that `diff` (which never hashes) should not pay.
 */
declare function sha256Hex(text: string): string;
declare function contractHash(contract: JsonValue): string;
declare function toolHash(tool: ToolDef, options?: ContractOptions): string;
/**
 * The two snapshots of one server with what differs only by protocol era taken out. The 2026-07-28 tool has no
 * `execution` (tasks moved to an extension), so when exactly one side was read in the discover era, a tool that
 * states no `execution` there says nothing about task support: the other side's `execution` is left out of the
 * comparison. Everything else (and an `execution` the discover-era side does state) is compared as usual.
 */
declare function eraNeutral<S extends {
    tools: ToolDef[];
    era?: string;
}>(before: S, after: S): [S, S];

/** Read a snapshot file from disk (see parseSnapshot for the accepted shapes). */
declare function readSnapshotFile(file: string): SnapshotSet;
/** A JSON file's value; a missing, unreadable or malformed file is an InputError naming it. */
declare function readJsonInput(file: string): unknown;
/**
 * Accepts a `tools/list` result (`{"tools":[…]}`, extra fields such as `serverInfo` and `prompts` kept), a JSON-RPC
 * response wrapping one (`{"result":{"tools":[…]}}`), a bare array of tools, or a multi-server file
 * `{"servers":{"ID":{"tools":[…]}}}`. Anything else is an InputError naming the file and the problem.
 */
declare function parseSnapshot(data: unknown, file: string): SnapshotSet;

/**
 * breaking: callers built on the old contract fail or are rejected.
 * silent:   calls still succeed, but their meaning changed (the dangerous class).
 * additive: safe for existing callers.
 * cosmetic: no effect on calls or their meaning.
 */
type Severity = 'breaking' | 'silent' | 'additive' | 'cosmetic';

/** The config knob `protocol`: negotiate (default), or speak exactly one revision. */
declare const PROTOCOL_CHOICES: readonly ["auto", "2025-11-25", "2026-07-28"];
type ProtocolChoice = (typeof PROTOCOL_CHOICES)[number];

/** The file formats the reference scan reads, one per place tool names live (docs/references.md lists them). */
declare const REFERENCE_FORMATS: readonly ["claude-settings", "claude-agent", "claude-command", "skill", "vscode-prompt", "workflow", "agentic-workflow", "code-js", "code-python", "prose"];
type ReferenceFormat = (typeof REFERENCE_FORMATS)[number];
/** The config's `references` (absent: the scan runs with its defaults; `references: false`: it does not run). */
interface ReferenceSettings {
    enabled: boolean;
    /** Globs per format, replacing that format's defaults; an empty list turns the format off. */
    globs?: Partial<Record<ReferenceFormat, string[]>>;
    /** Globs of paths never read, beside the default exclusions. */
    exclude?: string[];
    /** Other names a server goes by in references (`mcp__<name>__tool`, `<name>/tool`), by server id. */
    aliases?: Record<string, string[]>;
}

/** One server to discover, after validation and `${VAR}` interpolation. */
interface ServerConfig {
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
    origin: {
        file: string;
        key: string;
        line?: number;
    };
    /** Replace the checkout, home and temp paths in the server's text by placeholders (default true; config `neutral-paths`). */
    neutralPaths?: boolean;
    /** The machine facts replaced by placeholders in the server's text, when not all of MACHINE_FACTS (config `neutral-timezone`, …). */
    neutralMachine?: MachineFact[];
    /**
     * Set on a server expanded from an entry's `variants`: the variant's name (the environment the tools are listed
     * under) and the entry's own id. The server's id is then `<entry id>#<variant>` (VARIANT_SEPARATOR).
     */
    variant?: {
        name: string;
        of: string;
        principal?: boolean;
    };
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
interface Principal {
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
interface ServerAuth {
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
interface IgnoreEntry {
    server?: string;
    /** Glob over tool names (`*` matches any run of characters). */
    tool: string;
    rule: string;
    reason: string;
    /** ISO date (YYYY-MM-DD); on and after it the entry no longer ignores and the report says so. */
    expires?: string;
    /** Where the entry was declared: `file`, key path (`policy.ignore[0]`) and, when known, line. */
    origin: {
        file: string;
        key: string;
        line?: number;
    };
}
interface PolicyConfig {
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
declare const CHANGE_CLASSES: readonly ["breaking", "silent", "meaning", "additive", "cosmetic"];
type ChangeClass = (typeof CHANGE_CLASSES)[number];
/** A semver bump a release can make. */
declare const RELEASE_BUMP_NAMES: readonly ["major", "minor", "patch"];
type ReleaseBumpName = (typeof RELEASE_BUMP_NAMES)[number];
type ReleaseBumps = Partial<Record<ChangeClass, ReleaseBumpName>>;
/** What `mcp-contract-gate proxy` does with a tool whose contract is not the pinned one: refuse it, warn, or only log. */
declare const ENFORCE_MODES: readonly ["block", "warn", "off"];
type Enforce = (typeof ENFORCE_MODES)[number];
/** How the proxy judges a changed tool: hash (any change withholds it) or policy (only changes that block under the policy do). */
declare const ENFORCE_MODES_BY: readonly ["hash", "policy"];
type EnforceBy = (typeof ENFORCE_MODES_BY)[number];
declare const SAFE_INTEGER_BOUNDS_MODES: readonly ["ignore", "constraint"];
type SafeIntegerBounds = (typeof SAFE_INTEGER_BOUNDS_MODES)[number];
declare const ZERO_VERSIONS_MODES: readonly ["caret", "exempt"];
/** From the weakest to the strongest: the order policyShifts compares them in. */
declare const BLOCK_FLAGS_MODES: readonly ["none", "high", "any"];
type BlockFlags = (typeof BLOCK_FLAGS_MODES)[number];
type ZeroVersions = (typeof ZERO_VERSIONS_MODES)[number];
/**
 * Facts of the machine a server may write into the text a model reads (the Python time server's local zone, a user or
 * host name), replaced by placeholders like the paths (src/contract/neutral-paths.ts), each with its config knob
 * (`neutral-<fact>`, default true). Sorted: the lockfile records the facts it was pinned with in this order.
 */
declare const MACHINE_FACTS: readonly ["host", "timezone", "user"];
type MachineFact = (typeof MACHINE_FACTS)[number];
interface GateConfig {
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
    approvers?: {
        allowApps: string[];
    };
    /** The reference scan (`references`): absent means on with its defaults. */
    references?: ReferenceSettings;
    /** Set when the config is an MCP Registry server.json (src/config/server-json.ts): the versions it declares. */
    serverJson?: ServerJsonSource;
}
/** What a server.json declares about versions: the server's, and each package's own (which must be the same). */
interface ServerJsonSource {
    file: string;
    name: string;
    version: string;
    /** Each package entry that names its own version, with the server id it became and its key path (`packages[0]`). */
    packages: Array<{
        server: string;
        key: string;
        identifier: string;
        version: string;
    }>;
}
declare const DEFAULT_LOCKFILE = "mcp-contracts.lock.json";

/**
 * Signed lockfiles. The signature sits inside the lockfile as its top-level `signature` member and covers everything
 * else in the file: the signed bytes are the RFC 8785 (JCS) canonical form of the parsed lockfile with `signature`
 * left out, the same canonicalisation the contract hashes use. Ed25519 (RFC 8032) is deterministic, so signing the same
 * lockfile with the same key always gives the same bytes: a re-pin that changes nothing changes no byte.
 */
declare const SIGNATURE_ALGORITHM = "Ed25519";
interface LockSignature {
    algorithm: typeof SIGNATURE_ALGORITHM;
    /** The first 16 hex digits of SHA-256 over the raw 32-byte public key: which key signed, for rotation. */
    keyId: string;
    /** The 64-byte signature, base64. */
    value: string;
}
interface SigningStamp {
    /** Rises with every re-pin that changes the signed content (1 for the first). */
    sequence: number;
    /** YYYY-MM-DD, the day the content was signed. */
    date: string;
}

/** The lockfile's shape (its format: what a version of the gate reads and writes); read and written by lockfile.ts. */
declare const LOCKFILE_VERSION = 1;
/** Who admitted a contract into the lockfile. */
interface ApprovalRecord {
    /** GitHub login of the approver, or a free-form name given to `pin --by`. */
    by: string;
    /** ISO 8601 time of the approval (the label event's time on GitHub). */
    at?: string;
    pullRequest?: number;
    /** Why, when given (`pin --reason`). */
    reason?: string;
}
interface LockEntry {
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
interface Migration {
    /** Old names of this tool (an approved `tool-renamed`). */
    renamedFrom?: string[];
    /** Old → new top-level argument names (approved `param-renamed`), sorted by `from`. */
    params?: Array<{
        from: string;
        to: string;
    }>;
}
/** One approved rename, from the diff of the approved change set. */
interface ApprovedRename {
    server: string;
    /** The tool's (new) name. */
    tool: string;
    /** `param`: a top-level argument (gate/renames.ts leaves nested ones out: moving one key cannot rewrite them). */
    kind: 'tool' | 'param';
    from: string;
    to: string;
}
interface LockServer {
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
interface Lockfile {
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

/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
declare function serializeLockfile(lock: Lockfile): string;
declare function readLockfile(file: string): Lockfile | undefined;
/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
declare function parseLockfile(text: string, file: string): Lockfile;
/** Validate a lockfile already parsed from JSON (see parseLockfile). */
declare function lockfileFromJson(data: unknown, file: string): Lockfile;
/** An auth surface (ServerSnapshot.auth) with its lists sorted and deduplicated, or undefined when it is not one. */
declare function readAuthSurface(raw: unknown): AuthSurface | undefined;
interface PinOptions extends ContractOptions {
    /** Recorded on every entry whose contract is new or changed. */
    approval?: ApprovalRecord | null;
    /** Renames in the approved change set: recorded on the new entries for the proxy to translate. */
    renames?: ApprovedRename[];
    /** The servers' text was read environment-neutral (recorded in the lockfile). */
    neutralPaths?: boolean;
    /** The machine facts the servers' text was read without (recorded in the lockfile). */
    neutralMachine?: readonly MachineFact[];
}
/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
declare function buildLockfile(set: SnapshotSet, previous?: Lockfile, options?: PinOptions): Lockfile;
/** Why a configured server that the lockfile does not pin cannot be judged, and what to do. */
declare function unpinnedMessage(id: string, lockfile: string): string;
/**
 * The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. `expect`: the servers the config
 * lists; one the lockfile does not pin is a failed baseline (never "added": its tools would all pass as additive), with
 * the command that pins it.
 */
declare function lockfileToSnapshotSet(lock: Lockfile, expect?: {
    servers: readonly string[];
    lockfile: string;
}): SnapshotSet;

/**
 * What a change is about: a tool, a prompt, a resource template (`resource`, named by its name), a static resource
 * (`static-resource`, named by its URI), or the server itself (its instructions): the built-in surfaces' kinds.
 */
type BuiltInEntity = 'tool' | 'prompt' | 'resource' | 'static-resource' | 'server';
/**
 * A built-in kind, or the kind of a surface registered beside them: every kind's label, noun and suffix in reports
 * come from the registry (src/diff/entities), never from a table keyed by this type.
 */
type Entity = BuiltInEntity | (string & {});
/** Security flags ride on top of severities. */
type FlagId = 'destructive-tool-added' | 'unannotated-tool-added' | 'annotation-regressed' | 'instruction-text' | 'invisible-unicode' | 'forbidden-tool' | 'secret-in-header' | 'misleading-title' | 'confusable-name';
/**
 * How sure a text signal is that the text is aimed at the model rather than describing the tool: `high` blocks by
 * default (policy `block-flags`), `review` is shown for review. Flags that are not text signals carry none.
 */
type FlagConfidence = 'high' | 'review';
interface SecurityFlag {
    id: FlagId;
    message: string;
    confidence?: FlagConfidence;
    /** The signal family that fired (alarm, concealment, override, hijack, exfiltration, shell, instruction, hidden, contact). */
    family?: string;
    /** The text that triggered the flag (server-supplied: untrusted, escape before display). */
    evidence?: string;
}
/** One difference between two contracts: plain data, rendered the same way in every format. */
interface Change {
    /** Stable rule ID from the catalog (API: users put it in ignore entries and severity overrides). */
    rule: string;
    severity: Severity;
    /** Server id; set when the inputs are multi-server. */
    server?: string;
    /** `tool`, `prompt`, `resource` (a resource template) or `server` (its instructions). */
    entity: Entity;
    /** Tool (or prompt) name; the new name after a rename. */
    tool: string;
    /** Parameter path (`limit`, `filter.status`, `items[].id`); empty for tool-level changes. */
    path: string;
    /** JSON Pointer into the (new, else old) contract. */
    pointer: string;
    before: JsonValue | null;
    after: JsonValue | null;
    message: string;
    /** Why this severity: a sentence from the rule. */
    reason: string;
    flags?: SecurityFlag[];
    /**
     * A new tool's text as the model reads it (description, title, parameter texts, enum values), shown for review.
     * Server-supplied: untrusted, escape before display.
     */
    modelText?: string;
    /**
     * The rule's own data for this instance (its `meta`), typed by the rule: read it with `dataOf(rule, change)`. For
     * consumers in code; no report format prints it.
     */
    data?: unknown;
    /**
     * For a breaking schema finding: a concrete value that proves it (docs/accuracy.md), found by the subschema core and
     * confirmed by a validator on both schemas. Server-derived (it may echo patterns and values): escape before display.
     */
    witness?: Witness;
    /** Shown for review, never blocking whatever its severity (a tool reference in prose, a reference to a tool no server lists). */
    advisory?: true;
}
/**
 * A value that passed the old schema and fails the new one: a call that worked and now fails (input schema), or a
 * result the tool may now return that the old output schema ruled out (output schema).
 */
interface Witness {
    /** The whole call (or result) when `of` is empty; else the value of the parameter at `of`. */
    value: JsonValue;
    /** Empty when `value` is a whole call or result; else the parameter path it is the value of. */
    of: string;
    /** Where the schema that rejects it does so: the parameter path inside the call (or result) and the keyword. */
    rejected: {
        path: string;
        keyword: string;
    };
}
interface SeveritySummary {
    breaking: number;
    silent: number;
    additive: number;
    cosmetic: number;
}

/** One name a sentence may mention: where it is listed (`server` undefined: a tool of the same server). */
interface NameCandidate {
    name: string;
    server?: string;
    /** The name's letter-and-digit runs: a sentence that mentions the name has every one of them. */
    runs: readonly string[];
    /** Its place in the list the index was built from: candidates come in this order. */
    at: number;
}
/** What a query leaves out: the tools of one server (the text's own, listed apart), and names listed apart (its siblings). */
interface NameExclusion {
    server?: string;
    names?: ReadonlySet<string>;
}
declare class ToolNameIndex {
    /**
     * By one of each name's runs, the one fewest names share (the longest of those, then the first): a sentence without
     * that run cannot mention the name, and a run many names share ("list", "file") leads to few of them.
     */
    private readonly byRun;
    /** Names without a letter or digit: every sentence may mention them. */
    private readonly always;
    /** Every name listed, whatever its length. */
    readonly names: ReadonlySet<string>;
    /** The tools as listed (with their servers), for what other indexes are built from once per run. */
    readonly tools: ReadonlyArray<{
        name: string;
        server?: string;
    }>;
    /** `tools` in the order candidates are to come; a name listed twice (on two servers) is one entry with two places. */
    constructor(tools: Iterable<{
        name: string;
        server?: string;
    }>);
    /**
     * The names a sentence with these runs may mention, in the order they were listed. A name listed more than once comes
     * once, at its first place outside `except.server`: its later places can only repeat what the first one says.
     */
    candidates(runs: ReadonlySet<string>, except?: NameExclusion): NameCandidate[];
    /** The tools of every server of a set, by server id, in sorted order (the order shadowing candidates are judged in). */
    static ofServers(servers: Iterable<readonly [server: string, names: readonly string[]]>): ToolNameIndex;
}
/** The tools of the other configured servers of a run, as the cross-tool signal reads them: one index, minus one server. */
interface OtherServersTools {
    index: ToolNameIndex;
    /** The server whose text is judged: its own tools are its siblings, not others. */
    except: string;
}

/** What the gate knows around the text: the tool it belongs to and the names of the tools around it. */
interface FlagContext {
    /** The tool (or prompt) whose text this is; its own name is no cross-tool reference. */
    self?: string;
    /** Names of the tools of the same server (`self` among them or not: it is skipped). Pass the same array for every text of a server: what is built from it is kept per array. */
    siblings?: readonly string[];
    /**
     * Tools of the other configured servers (shadowing): a list, or the index of every server's tools built once for a
     * run (`diffSnapshots`) with the server whose text this is.
     */
    others?: ReadonlyArray<{
        server: string;
        name: string;
    }> | OtherServersTools;
}

/** An entry of a tools/list (or prompts/list) that no client can use: not an object, no usable name, too deep. */
interface InvalidEntry {
    /** Position in the list as the server sent it. */
    index: number;
    /** The name when there is a string one, else a label such as `tools[3]`. */
    label: string;
    problem: string;
}
/** A name listed more than once: every position (first first), and whether the copies differ from the first. */
interface DuplicateName {
    name: string;
    indexes: number[];
    differ: boolean;
}
interface CheckedList<T> {
    /** Valid entries, first copy of each name only, in listed order. */
    readonly entries: readonly T[];
    readonly invalid: readonly InvalidEntry[];
    readonly duplicates: readonly DuplicateName[];
    /** Later copies of duplicated names (kept so a lockfile can pin and compare them). */
    readonly extraCopies: readonly T[];
}
/** A resource template as listed by `resources/templates/list`, once checked: a name and a URI template. */
type ResourceTemplateDef = JsonObject & {
    name: string;
    uriTemplate: string;
};
/** A static resource as listed by `resources/list`, once checked: a URI (its identity) and a name. */
type ResourceDef = JsonObject & {
    name: string;
    uri: string;
};

/** How a surface is listed over MCP: the method, the key of the result that holds the entries, and whether it pages. */
interface ListSpec {
    method: string;
    resultKey: string;
    paginated: boolean;
}
/**
 * One contract surface as the layers up to the lockfile see it: how it is listed, what names an entry (its key), how
 * the entries are checked, what of an entry is the contract (hashed and pinned), and where it sits in a snapshot and
 * in a lockfile. The diff layer adds pairing, diffing and rules on top (src/diff/entities: the registry).
 */
interface Surface<T = unknown> {
    /** The entity id a change carries (`Change.entity`): API (JSON reports, SARIF fingerprints), never renamed. */
    readonly kind: string;
    /** The noun a reader sees, lower case: `tool`, `prompt`, `resource template`. */
    readonly label: string;
    /** How it is listed; absent for what the opening result carries (the server's instructions). */
    readonly list?: ListSpec;
    /** The snapshot field it is read from (`tools`, `prompts`, `resourceTemplates`, `resources`, `instructions`). */
    readonly field: string;
    /** The entry field that names an entry: `name`, `uri`. */
    readonly key: string;
    keyOf(entry: T): string;
    /** The usable entries of a snapshot (first copy of each key), its invalid entries and duplicated keys. Never throws. */
    entries(snapshot: ServerSnapshot): CheckedList<T>;
    /** What of an entry is contract: the object hashed and pinned. */
    contract(entry: T, options?: ContractOptions): JsonObject;
    /**
     * Where the lockfile pins it (a map keyed by `keyOf`): its field, when the map is written (`non-empty`: only when
     * there are entries; `listed`: whenever the snapshot field is present), and what the map's keys are, as an error
     * reading it says (`prompt name`). Absent: the lockfile pins it its own way (tools, instructions).
     */
    readonly lock?: {
        readonly field: string;
        readonly when: 'non-empty' | 'listed';
        readonly keyedBy: string;
    };
    /**
     * The snapshot flag a side made from a lockfile pinned before this surface was pinned carries (`skillsUnpinned`):
     * when either side has it, the surface is not diffed (a server rule, `surface-unpinned`, reports what is served).
     */
    readonly unpinned?: string;
    /** Whether invalid entries and duplicated keys of the new side are findings (`tool-invalid`, `tool-duplicated`). */
    readonly reportsInvalid: boolean;
    /**
     * Whether a snapshot says anything of this surface: false for one made from a lockfile pinned before the surface was
     * pinned (then it is not compared for an approval's fingerprint). Absent: always.
     */
    known?(snapshot: ServerSnapshot): boolean;
    /** An entry that stands for nothing listed (the server surface of a server with no instructions): nothing to hash. */
    absent?(entry: T): boolean;
    /** The name an entry is listed under in a heading (`Server instructions`), when not `<Label> <key>`. */
    heading?(key: string): string;
}

/** A schema node located in its contract: the root it belongs to (for `$ref`) and where it sits. */
interface Located {
    schema: JsonObject;
    /** JSON Pointer of the node in the contract (e.g. `/inputSchema/properties/limit`). */
    pointer: string;
    /** The schema document `$ref`s resolve against (the tool's inputSchema or outputSchema). */
    root: JsonObject;
    /** Pointer of `root` in the contract. */
    rootPointer: string;
}

/**
 * A schema node seen the way a caller experiences it: `$ref`s followed, `allOf` merged, `anyOf`/`oneOf` expanded into
 * alternatives, and the alternatives folded into one set of types, values and (when there is a single object form)
 * properties. Two schemas that accept the same instances give the same view, whatever their spelling.
 */
interface SchemaView {
    node: Located;
    /** Flattened `anyOf`/`oneOf` alternatives; `[node]` when there is no union. */
    alternatives: Located[];
    /** `null`: any type. Sorted. */
    types: string[] | null;
    /** Allowed values (from `enum`/`const`, across alternatives); `null`: unconstrained. */
    values: JsonValue[] | null;
    isConst: boolean;
    description?: string;
    title?: string;
    hasDefault: boolean;
    default?: JsonValue;
    /** Alternatives that describe objects / arrays. */
    objectForms: Located[];
    arrayForms: Located[];
    /** Bounds and value constraints by keyword. */
    constraints: Map<string, JsonValue>;
    /** Conditions and keywords the walker does not model, compared literally. */
    other: Map<string, JsonValue>;
    /** Keywords without effect on validation ($schema, examples, …). */
    noEffect: Map<string, JsonValue>;
}

/** Where a change sits: the tool (or prompt), the parameter path and the JSON pointer into the contract. */
interface Site {
    entity: Entity;
    tool: string;
    path: string;
    pointer: string;
}
/** A severity and the sentence that justifies it. */
interface Judgement {
    severity: Severity;
    reason: string;
}
/** Which part of a contract a rule reads: request schemas are narrowed at the caller's cost, responses widened. */
type RuleScope = 'tool' | 'request' | 'response' | 'annotations' | 'prompt' | 'resource' | 'server' | 'any';
/** Which schema the walker reads: a tool's input (what callers send) or its output (what consumers receive). */
type Direction = 'request' | 'response';
/** The same schema node before and after (a parameter, an array's items, a tuple position, the root), as a detect hook sees it. */
interface NodePair {
    /** The nodes as a caller experiences them: `$ref`s followed, `allOf` merged, union alternatives folded. */
    before: SchemaView;
    after: SchemaView;
    /** The tool (or prompt), the parameter path, and the pointer to the new node. */
    site: Site;
    /** Hooks report in request terms; in a response the rule's `response` says how the finding reads there. */
    direction: Direction;
    /** Whether each node is closed to unknown properties (every object form it has says `additionalProperties: false`). */
    closed: {
        before: boolean;
        after: boolean;
    };
    /** The pointer to `keyword` on the new node, or on the old one when only the old node has it (`inAfter: false`). */
    at(keyword: string, inAfter?: boolean): string;
    /** Set when the node is a renamed parameter's: the rename carries its description (and a title generated from the name). */
    renamed?: {
        from: string;
        to: string;
    };
    /** The keywords the detect hooks claim: the generic constraint rules compare every other one. */
    claimed: ReadonlySet<string>;
}
/** One finding of a detect hook; the walker builds the change with the rule's `make` (or its `response` in an output schema). */
type Detected<M> = {
    before: JsonValue | null;
    after: JsonValue | null;
    /** Where the finding points (`pair.at(keyword)` for a keyword of the node). */
    pointer: string;
    flags?: SecurityFlag[];
    /** The name the change is listed under when not the pair's (a server hook's finding about its auth: `auth`). */
    tool?: string;
    /** The entity the change is about when not the pair's (a server hook's finding about a tool's UI or a skill). */
    entity?: Entity;
} & (undefined extends M ? {
    meta?: M;
} : {
    meta: M;
});
/**
 * Detection for a rule that reads a schema node (a keyword or a few: its types, values, bounds, description, title,
 * default, pattern, conditions). The schema walker (schema/compare.ts) calls `compare` for every pair of nodes it
 * compares, in catalog order. The claimed keywords are left out of the generic constraint rules (constraint-tightened
 * and -loosened, which claim none and read every other bound), so a keyword is reported by the rule that claims it
 * and by nothing else. What the walker finds by pairing (parameters added, removed, renamed or made required; object
 * forms, union alternatives and tuple positions added or removed) stays in the walker: see FoundBy.
 */
interface Detector<M> {
    /** The keywords the rule reads and claims; empty for a generic rule that reads what no other rule claims. */
    keywords: readonly string[];
    compare(pair: NodePair): Array<Detected<M>> | undefined;
}
/** The same tool before and after (paired by name, or as a rename); `site` is the tool (new name, empty path and pointer). */
interface ToolPair {
    before: ToolDef;
    after: ToolDef;
    site: Site;
}
/** The same prompt before and after; `site` is the prompt (new name, empty path and pointer). */
interface PromptPair {
    before: PromptDef;
    after: PromptDef;
    site: Site;
}
/** The same argument of a prompt before and after; `site` names it (`path`) and points at it in the new prompt. */
interface ArgumentPair {
    before: PromptArgument;
    after: PromptArgument;
    site: Site;
    /** The argument was renamed: the rename finding stands for its required flag. */
    renamed: boolean;
}
/** The same resource template before and after (paired by name); `site` is the template (entity `resource`). */
interface TemplatePair {
    before: ResourceTemplateDef;
    after: ResourceTemplateDef;
    site: Site;
}
/** The same static resource before and after (paired by URI, or by its name when its URI changed); `site` is the resource (entity `static-resource`, named by URI). */
interface ResourcePair {
    before: ResourceDef;
    after: ResourceDef;
    site: Site;
}
/** The server's own surface before and after (its instructions); `site` is the server (entity `server`, listed as `instructions`). */
interface ServerPair {
    before: ServerSnapshot;
    after: ServerSnapshot;
    site: Site;
}
/** The same skill before and after (paired by its SKILL.md URI); `site` is the skill (entity `skill`, named by URI). */
interface SkillPair {
    before: SkillDef;
    after: SkillDef;
    site: Site;
}
/** What each walker above the schema hands its rules: one pair per thing it paired. */
interface Pairs {
    tool: ToolPair;
    prompt: PromptPair;
    argument: ArgumentPair;
    template: TemplatePair;
    resource: ResourcePair;
    server: ServerPair;
    skill: SkillPair;
}
/** Which pairs a hook can read (`on`); schema node pairs have their own hook (`detect`). */
type PairKind = keyof Pairs;
/**
 * Detection for a rule above the schema: one hook per kind of pair it reads. The walker of that kind (tool.ts,
 * prompt.ts, the surfaces' `diffPair` in entities/) calls the hooks of every rule that has one, in catalog order, and builds each finding's
 * change with the rule's `make` at the pair's site, pointing at `pointer`. A hook reports its own rule only.
 */
type PairHooks<M> = {
    [K in PairKind]?: (pair: Pairs[K]) => Array<Detected<M>> | undefined;
};
/**
 * Where a rule without a hook is found. `pairing`: where things are paired (every surface's entries by the engine's
 * one loop over entities/, with each surface's `pair`, `added`, `removed` and `renamed`; prompt arguments in
 * prompt.ts; parameters and object forms in schema/compare.ts), as an outcome of the pairing itself: added, removed, renamed, duplicated, invalid. `response`:
 * only as another rule's `response` in an output schema. `inclusion`: by the subschema check where the schema walker
 * closes a node (schema/verdict.ts), when the core's verdict is not explained by any other finding there.
 */
type FoundBy = 'pairing' | 'response' | 'inclusion';
/** A finding translated for an output schema: the response rule's change, once the walker knows where it is. */
interface Mirrored {
    make(site: Site, flags?: SecurityFlag[]): Change;
}
interface RuleSpec<M, Id extends string = string> {
    /** Stable ID: API for ignore entries and severity overrides. */
    id: Id;
    /** What changed, in a few words (for the rule reference). */
    title: string;
    scope: RuleScope;
    /** The usual severity (what the reference lists). */
    severity: Severity;
    /** One line: why that severity. */
    rationale: string;
    /** The change replaces free text (a description): the text report shows the old and new text as a word diff. */
    textChange?: boolean;
    /**
     * The finding's severity is a claim about which values pass (docs/accuracy.md), which the subschema core checks at the
     * node it was made at: where the core proves every old call still passes (every new result was possible before),
     * the finding is not breaking (`whenIncluded`, default additive, or cosmetic where exactly the same values pass);
     * where the core finds a call that now fails, a breaking finding carries it as its witness; where the core cannot
     * compare, the finding is never additive or cosmetic (silent). Set by every rule about values, types, bounds,
     * parameters and composition; not by rules about text, defaults or annotations.
     */
    inclusion?: {
        whenIncluded?: Severity;
    };
    /** Context-dependent severity for one instance (open vs closed schema, whitespace-only edits, …); falls back to `severity`/`rationale`. */
    judge?: (meta: M) => Judgement | undefined;
    /** Plain-text message (renderers escape it); names and values come from `before`, `after`, `site` and `meta`. */
    message: (change: {
        before: JsonValue | null;
        after: JsonValue | null;
        site: Site;
        meta: M;
    }) => string;
    /** Detection on schema node pairs, in the rule's own module (see Detector). */
    detect?: Detector<M>;
    /** Detection on tools, prompts, prompt arguments, resource templates or the server (see PairHooks). */
    on?: PairHooks<M>;
    /** A rule with no hook says where it is found instead (see FoundBy); the catalog test holds every rule to one of the two. */
    foundBy?: FoundBy;
    /**
     * How the finding reads in an output schema, where narrowing is safe for consumers and widening breaks them (a
     * request rule that returns `mirror(outputWidened, …)`). Without it the finding keeps this rule in both directions.
     */
    response?: (finding: {
        before: JsonValue | null;
        after: JsonValue | null;
        meta: M;
    }) => Mirrored;
}
interface Rule<M = undefined, Id extends string = string> extends RuleSpec<M, Id> {
    /** Build the change: plain data, the same in every output format. */
    make(site: Site, before: JsonValue | null | undefined, after: JsonValue | null | undefined, meta: M, flags?: SecurityFlag[]): Change;
}

/** What every surface's diff of one server shares: where changes go, and the names text may direct. */
interface EntityContext {
    push(change: Change): void;
    /** The names of the server's callable entries after (its tools, sorted): the siblings text is judged among. */
    readonly siblings: readonly string[];
    /** Every other configured server's tools (shadowing), as FlagContext has them. */
    readonly others: FlagContext['others'];
    /** The era each side was read in (ServerSnapshot.era: `discover` for MCP 2026-07-28): how a tool's output root reads. */
    readonly eras?: {
        readonly before?: 'discover';
        readonly after?: 'discover';
    };
}
/** The entries of one surface on both sides, by key, and those present on one side only (sorted by key). */
interface EntityLists<T> {
    readonly before: ReadonlyMap<string, T>;
    readonly after: ReadonlyMap<string, T>;
    readonly removed: readonly T[];
    readonly added: readonly T[];
}
/**
 * How removed and added entries pair: `renamed` pairs are reported (the surface's `renamed` rule) and then diffed as
 * one entry; `moved` pairs are diffed as one entry and nothing more is said (a resource whose URI changed under the
 * same name). A surface may add what its own hooks need (the tools' look-alike names, rejected renames).
 */
interface Pairing<T> {
    readonly renamed: ReadonlyArray<readonly [T, T]>;
    readonly moved?: ReadonlyArray<readonly [T, T]>;
}
/**
 * One contract surface, described once: its Surface (listing, key, checks, contract projection, lockfile place) and
 * how the diff reads it. The engine runs one loop over the registry (src/diff/entities/index.ts): the list findings of
 * the new side (when `reportsInvalid`), `diffPair` for each entry kept under its key, `pair` among the removed and
 * added ones, then `renamed` + `diffPair`, `removed` and `added`; `finish` sees the server's whole change list last.
 */
interface DiffEntity<T = unknown, P extends Pairing<T> = Pairing<T>> extends Surface<T> {
    /** The noun a heading starts with (`Tool`, `Resource template`); the label capitalised. */
    readonly noun: string;
    /** What follows a name in a report's heading (` (prompt)`); empty for tools. */
    readonly suffix: string;
    /** Whether text is judged next to this entry's siblings as its own (`self`): the callable ones (tools). */
    readonly callable?: boolean;
    /** Where an entry's own changes sit: its entity id, its key, empty path and pointer. */
    site(entry: T): Site;
    /** Every difference of an entry kept (under its key, or paired as renamed or moved): its rules' hooks. */
    diffPair(before: T, after: T, ctx: EntityContext): void;
    /** Pairs among the entries on one side only (renames, moves). Absent: none pair. */
    pair?(lists: EntityLists<T>, ctx: EntityContext): P;
    /** The finding of an entry gone. */
    removed(entry: T, ctx: EntityContext): Change;
    /** The finding of a new entry (with its flags). */
    added(entry: T, ctx: EntityContext, pairing: P): Change;
    /** The finding of a renamed entry; required when `pair` returns renames. */
    renamed?(before: T, after: T, ctx: EntityContext, pairing: P): Change;
    /** Once every surface is diffed: amend this surface's changes (flags that need the whole list). */
    finish?(changes: readonly Change[], lists: EntityLists<T>): void;
}

interface ServerDiffStatus {
    /** ok: both sides read; added/removed: the server exists on one side only; failed: discovery failed on a side. */
    status: 'ok' | 'added' | 'removed' | 'failed';
    before?: {
        tools: number;
        error?: DiscoveryError;
        version?: string;
    };
    after?: {
        tools: number;
        error?: DiscoveryError;
        version?: string;
    };
}
interface DiffResult {
    changes: Change[];
    summary: SeveritySummary;
    servers: Record<string, ServerDiffStatus>;
}
/**
 * Every difference between two snapshots of one server: one loop over the registered surfaces (entities/index.ts).
 * `others` names the tools of the other configured servers (text that directs them is shadowing): a list, or the
 * index of every server's tools that `diffSnapshots` builds once per run. `entities`: the surfaces to diff (all).
 */
declare function diffServer(beforeRead: ServerSnapshot, afterRead: ServerSnapshot, others?: FlagContext['others'], entities?: readonly DiffEntity[]): Change[];
declare function summarize(changes: Change[]): SeveritySummary;
/** Diff two snapshot sets server by server. A server that failed on either side is reported, not diffed. */
declare function diffSnapshots(before: SnapshotSet, after: SnapshotSet): DiffResult;

type AnyRule = Rule<any>;
/** The rule catalog: every rule the diff can report. The generated reference, the SARIF driver and the tests iterate it. */
declare const RULES: readonly AnyRule[];
declare const RULE_IDS: readonly string[];
declare const RULES_BY_ID: ReadonlyMap<string, AnyRule>;

/** Something the policy did to a finding, with the config entry that caused it. */
interface PolicyEffect {
    kind: 'severity-override' | 'ignored' | 'ignore-expired' | 'forbidden-tool' | 'new-destructive-tool' | 'listed-for-review' | 'approved' | 'sunset' | 'security-flag' | 'new-tool-limit';
    message: string;
    /** Where the entry lives, e.g. `.github/mcp-contract-gate.yml: policy.ignore[0]`. */
    source?: string;
}
interface Finding extends Change {
    /** Blocks the merge unless approved. */
    blocking: boolean;
    /** The severity before per-rule overrides, when an override applied. */
    originalSeverity?: Severity;
    effects?: PolicyEffect[];
}
interface ServerFailure {
    server: string;
    side: 'base' | 'head';
    message: string;
    exitCode?: number | null;
    stderr?: string;
    timedOut?: boolean;
}
interface Evaluation {
    findings: Finding[];
    summary: SeveritySummary;
    blocking: number;
    failures: ServerFailure[];
    /** Plain-text notes for the report (expired ignores, version advice, …). */
    notes: string[];
}

/** The policy with every default (the one definition of each lives with its knob, src/policy/knobs/). */
declare const DEFAULT_POLICY: PolicyConfig;
interface EvaluateOptions {
    /** Today as YYYY-MM-DD (ignore entries expire on their date); passed in so the engine stays pure. */
    today: string;
    /** Extra findings produced by policy checks outside the diff (forbidden tools, version discipline). */
    extra?: Finding[];
}
/**
 * Apply the policy to a diff, knob by knob (src/policy/knobs/): severities first (per-rule overrides, safe-integer
 * bounds), then what blocks (fail-on, new destructive or unannotated tools, security flags), then the change-wide
 * knobs (max-new-tools), then the waivers (ignore entries, with expiry).
 */
declare function evaluate(diff: DiffResult, policy: PolicyConfig, options: EvaluateOptions): Evaluation;

/** What a probe case expects of a tool's answer. */
type Expectation = {
    contains: string;
}
/** A JSON Schema the structured output (structuredContent, else the text parsed as JSON) must satisfy. */
 | {
    schema: JsonObject;
}
/** The call must fail (isError: true). */
 | {
    error: true;
};
/** A frozen case: call a tool with these arguments and check the answer, or check the surface lists no forbidden tool. */
interface ProbeCase {
    id: string;
    /** Server id; may be left out when the config has one server. */
    server?: string;
    tool?: string;
    arguments?: JsonObject;
    expect?: Expectation[];
    /** Globs of tool names the server must not list. */
    forbiddenTools?: string[];
}
interface ProbeResult {
    id: string;
    server: string;
    status: 'pass' | 'fail' | 'error';
    /** Why it failed or could not run (plain text; server output inside is untrusted). */
    reason?: string;
    /** What came back, shortened. */
    observed?: JsonValue;
}
interface ProbeRun {
    /** `base` or `head`. */
    ref: string;
    results: ProbeResult[];
    passed: number;
    total: number;
}
type ProbeDecision = 'promote' | 'hold' | 'rollback';
interface ProbeVerdict {
    decision: ProbeDecision;
    reasons: string[];
    head: ProbeRun;
    base?: ProbeRun;
}

interface JudgeInput {
    before: SnapshotSet;
    after: SnapshotSet;
    /** The trusted config: its servers (forbidden tools), its policy, its server.json versions. */
    config: Pick<GateConfig, 'servers' | 'policy' | 'serverJson'>;
    /** YYYY-MM-DD: ignore entries and sunsets are judged against it. */
    today: string;
    /** Overrides `policy.fail-on` (the action's `fail-on` input, the CLI's `--fail-on`). */
    failOn?: Severity[];
    /** Findings from policies outside the diff that the caller gathered (e.g. `gate-config-changed`). */
    extra?: Finding[];
    /** Findings the caller reads off the diff (the reference scan: references to the tools it removed or renamed), judged with the rest. */
    fromDiff?: (diff: DiffResult) => Finding[];
    /** Notes the caller has for the report (where the baseline came from, which policy judged), shown first. */
    notes?: string[];
    /** Probe results: a rollback's regressions block, a hold is a note. */
    probes?: ProbeVerdict;
}
/**
 * The whole engine after discovery: diff, then every policy (forbidden tools, versions, config edits, probes,
 * deprecations, ignores), counted once. Pure; the evaluation it returns is frozen: later stages read it, none edits it.
 */
declare function judge(input: JudgeInput): {
    diff: DiffResult;
    evaluation: Evaluation;
};

/**
 * Who may approve, and what an approval covers. A label counts only when a user with write, maintain or admin
 * permission who is not the pull request's author applied it (GitHub's labeled event and collaborator permission say
 * so). It covers exactly the change set the gate had reported when the label was applied, as recorded in the gate's
 * own check runs (which the pull request's author cannot edit or delete), and goes stale when the change set moves on.
 * Every record that cannot be read or found counts against the approval: the gate fails closed.
 */
type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
interface RecordedApproval {
    /** The change set approved: what the gate had reported when the label was applied. */
    fingerprint: string;
    by: string;
    /** When the label was applied (GitHub's event time). */
    at: string;
    /** The head commit the approved report was made on. */
    headSha?: string;
}
/** What the gate had reported on the pull request when the label was applied, from its own check runs. */
type ShownRecord = {
    found: true;
    fingerprint: string;
    complete: boolean;
    headSha: string;
    at: string;
} | {
    found: false;
} | {
    unreadable: string;
};
interface ApprovalInputs {
    label: string;
    labelPresent: boolean;
    /** The latest event that applied the label; `unreadable` when GitHub's event list could not be read. */
    labeledBy?: {
        login: string;
        at: string;
        app?: string;
        bot?: boolean;
    } | {
        unreadable: string;
    };
    /** Bots and Apps (logins or App slugs) whose label counts: `approvers.allow-apps` from the base commit. */
    allowApps?: readonly string[];
    /** The labeller's permission on the repository (undefined when it could not be read). */
    permission?: Permission;
    prAuthor: string;
    /** The change set now. */
    fingerprint: string;
    /** The gate's report at the time of the label (only looked up once the labeller qualifies). */
    shown?: ShownRecord;
}
type ApprovalState = {
    state: 'none';
} | {
    state: 'approved';
    approval: RecordedApproval;
} | {
    state: 'stale';
    by?: string;
    approval?: RecordedApproval;
    message: string;
} | {
    state: 'rejected';
    by?: string;
    message: string;
};
declare function decideApproval(input: ApprovalInputs): ApprovalState;

/**
 * One contract that differs between baseline and head: `before`/`after` are hashes, or null when absent. A name listed
 * more than once hashes every copy (in listed order); an entry no client can use is an `invalid-*` contract of its
 * own (hashed as sent); a server that could not be read on a side is a `server` entry, so the report's "could not be
 * read" is part of what an approval covers too.
 */
interface ChangedContract {
    server: string;
    /** The surface's kind, or `invalid-<kind>` for an entry no client can use. */
    entity: Entity | `invalid-${string}`;
    name: string;
    before: string | null;
    after: string | null;
}
/** Every contract whose hash differs between the two sets, and every server that could not be read on either side. */
declare function changedContracts(before: SnapshotSet, after: SnapshotSet, options?: ContractOptions): ChangedContract[];
/**
 * The identity of a change set: an approval is bound to it, and goes stale when it changes. `policy` is the text of the
 * policy shifts the pull request makes to the gate's config (empty when none), so editing the config after an approval
 * makes it stale too; `probes` is the text of the probe verdicts the report showed (`probeDigest`). Nothing changed → empty string.
 */
declare function changeFingerprint(changes: ChangedContract[], policy?: string, probes?: string): string;

type Decision = 'pass' | 'approved' | 'fail';

type Bump = 'major' | 'minor' | 'patch' | 'none';

/** The bump a release's contract changes need, and whether the version being released makes it. */
interface ReleaseBump {
    /** What the changes call for under semver (breaking and silent: major; additive: minor; cosmetic: patch). */
    needed: Bump;
    /** The version released before, and the one being released, when known. */
    from?: string;
    to?: string;
    /** The bump from `from` to `to`, read as npm's `^` ranges read it (0.x: the left-most non-zero part is the major one). */
    actual?: Bump;
    /** The smallest version after `from` that makes the needed bump. */
    suggested?: string;
    /**
     * true: `to` makes the bump (or nothing is needed); false: it does not; undefined: it cannot be told (no versions,
     * or one that is not semver), which a release check reads as a failure.
     */
    ok?: boolean;
    /** `zero-versions: exempt` and `from` is 0.x: semver §4 lets anything change, so no bump is required. */
    exempt?: boolean;
    /** Why `ok` is undefined, in a sentence. */
    unknown?: string;
}
/** Where a release's old side (its baseline) can come from, in the order they are tried. */
declare const BASELINE_KINDS: readonly ["lockfile", "registry", "worktree"];
type BaselineKind = (typeof BASELINE_KINDS)[number];
/** One way of reading the baseline that was tried: what it found, or why it could not be used. */
interface BaselineAttempt {
    kind: BaselineKind;
    used: boolean;
    detail: string;
}
/**
 * The baseline a release was compared with: the lockfile at the last release tag, the previous published version
 * of the server's package, or the last release tag run in a worktree with today's config; `none` when none could be
 * read (the check could not run). `tried` lists every way tried, in order.
 */
interface ReleaseBaseline {
    kind: BaselineKind | 'none';
    /** One line, e.g. `lockfile mcp-contracts.lock.json at v1.1.0`. */
    label: string;
    ref?: string;
    version?: string;
    package?: string;
    tried: BaselineAttempt[];
    /** When none could be read: what to add so that one can. */
    advice?: string[];
}

/** Everything a report renders: the diff, the policy's verdict, and where it came from. */
interface ReportInput {
    diff: DiffResult;
    evaluation: Evaluation;
    /** What was compared, e.g. `base abc1234 → head def5678` or two file names. */
    subject?: {
        before: string;
        after: string;
    };
    /**
     * How the two sides are named where a server failed on one (default `base` and `head`, a pull request's): `check`
     * compares the lockfile with the live servers and names them so.
     */
    sides?: {
        base: string;
        head: string;
    };
    /** Approval state, when the gate ran on a pull request. */
    approval?: {
        label: string;
        state: 'none' | 'approved' | 'stale' | 'rejected';
        by?: string;
        message?: string;
    };
    /** The exact next step for the reader (apply the label, run `pin`, …). */
    nextStep?: string;
    /** A shell command that is (part of) the next step, e.g. `npx mcp-contract-gate pin …`: shown copyable in a code block. */
    nextStepCommand?: string;
    /** Probe results at head (and base) and the promote / hold / rollback decision, when probes ran. */
    probes?: ProbeVerdict;
    /** The gate's verdict (src/gate), when the caller decided one; else the report asks the decision stage itself. */
    decision?: Decision;
    /** A release (the changelog, release-check): what was released before, what is released now, the bump needed. */
    release?: ReleaseInfo;
}
/** The release a changelog describes: its two ends (versions and where they were read), and the bump verdict. */
interface ReleaseInfo {
    bump: ReleaseBump;
    /** Where each end came from, e.g. `v1.2.0` (a tag) or `package.json`; shown beside the versions. */
    fromLabel?: string;
    toLabel?: string;
    /** What stands in the release's way besides the bump (the version sources disagree, …): each a sentence. */
    problems?: string[];
    /** What the release was compared with (release-check): the baseline used and every way tried. */
    baseline?: ReleaseBaseline;
    /** The bump each class of change needs, where the policy changes the default (see DEFAULT_RELEASE_BUMPS). */
    bumps?: ReleaseBumps;
}

/** The documented JSON report (see docs/reports.md). */
declare function jsonReport(input: ReportInput): Record<string, JsonValue>;
declare function renderJson(input: ReportInput): string;

interface MarkdownOptions {
    /** Identifies this gate's comment among others (workflow, job, header); sanitised into the hidden marker. */
    marker?: string;
    /** Shown in the title, e.g. the config's name. */
    header?: string;
    /** Hard cap on the output length (default 65,536). */
    maxLength?: number;
    /** Where the untruncated report lives (job summary, artifact); linked from the truncation line. */
    fullReportUrl?: string;
}
declare function renderMarkdown(input: ReportInput, options?: MarkdownOptions): string;

interface SarifOptions {
    /** Where a finding lives in the repository (the tool's definition, else the lockfile line). */
    locate?: (finding: Finding) => {
        uri: string;
        line?: number;
    } | undefined;
    toolVersion: string;
    /** The tool's home page (`tool.driver.informationUri`). */
    informationUri?: string;
    /** Base for `helpUri` of each rule (`<base>#<rule-id>`), when the rule reference is published. */
    helpUriBase?: string;
    /** Prefix of each run's category (default `mcp-contract-gate`): `<prefix>/<server>/`. */
    categoryPrefix?: string;
}
/** The SARIF log as text: 2-space indent, trailing newline. */
declare function renderSarif(input: ReportInput, options: SarifOptions): string;

interface RenderOptions {
    /** ANSI colour in `text` output; ignored by every other format (JSON, SARIF and Markdown never carry escapes). */
    color?: boolean;
    /** Options of the Markdown format (marker, header, maxLength, fullReportUrl). */
    markdown?: MarkdownOptions;
    /** Options of the SARIF format; `toolVersion` defaults to this package's version. */
    sarif?: Partial<SarifOptions>;
}
interface FormatSpec<Id extends string = string> {
    id: Id;
    /** For machines: parsed, not read (the CLI prints no progress lines around it). */
    machine: boolean;
    /** A few words for the `--format` help. */
    help: string;
    render(input: ReportInput, options: RenderOptions): string;
}
declare const FORMAT_SPECS: readonly [FormatSpec<"text">, FormatSpec<"json">, FormatSpec<"markdown">, FormatSpec<"sarif">, FormatSpec<"junit">, FormatSpec<"changelog">];
type Format = (typeof FORMAT_SPECS)[number]['id'];
declare const FORMATS: readonly Format[];
declare function renderReport(format: Format, input: ReportInput, options?: RenderOptions): string;

/**
 * `${VAR}` interpolation from the workflow environment, as MCP client configs do it:
 *   ${VAR}            the value; an error when VAR is not set
 *   ${VAR:-default}   default when VAR is unset or empty;  ${VAR-default}: default only when unset
 *   ${env:VAR}        VS Code's spelling of ${VAR} (same rules, with :- defaults)
 *   $${…}             a literal "${…}"
 *   ${input:ID}       VS Code's prompted input, read from the environment variable ID (or its upper-case
 *                     form with _ for other characters, e.g. api-key -> API_KEY); an error when neither is set
 *   ${workspaceFolder} kept as is: discovery replaces it with the checkout folder (head or base)
 */
type Env = Record<string, string | undefined>;

interface LoadConfigOptions {
    /** Variables for `${VAR}` interpolation (the workflow step's env). Default: process.env. */
    env?: Env;
    /** Build and interpolate only this server's entry (the others are not read: their variables need not be set). */
    only?: string;
}
/**
 * Read the gate's config: its own YAML (`.github/mcp-contract-gate.yml`) or an MCP client config JSON (`.mcp.json`,
 * `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), told apart by content. Every problem is an
 * InputError (a ConfigError) naming the file, the key path, the line where known, and the fix.
 */
declare function loadConfig(file: string, options?: LoadConfigOptions): GateConfig;
/** Parse config text; `file` names it in messages and in each server's origin. */
declare function parseConfig(text: string, file: string, options?: LoadConfigOptions): GateConfig;

/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
declare class InputError extends Error {
    /** The file the problem is in, when there is one. */
    readonly file?: string | undefined;
    readonly exitCode: 2;
    constructor(message: string, 
    /** The file the problem is in, when there is one. */
    file?: string | undefined);
}

/** The config used when there is no config file: no servers, every default. */
declare function defaultConfig(): GateConfig;

declare const configSchema: {
    readonly $schema: "http://json-schema.org/draft-07/schema#";
    readonly $id: "https://mcp-contract-gate.dev/schema/config.json";
    readonly title: "mcp-contract-gate configuration";
    readonly description: "The gate's config file (`.github/mcp-contract-gate.yml` by default). The gate can also read an MCP client config instead (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`).";
    readonly type: "object";
    readonly additionalProperties: false;
    readonly 'x-expect': "a mapping with keys such as servers, policy and lockfile";
    readonly properties: {
        readonly lockfile: {
            readonly type: "string";
            readonly minLength: 1;
            readonly default: "mcp-contracts.lock.json";
            readonly description: "Path of the lockfile, relative to the repository root.";
            readonly 'x-expect': "a file path";
        };
        readonly 'include-meta': {
            readonly type: "boolean";
            readonly default: false;
            readonly description: "Include tools' `_meta` and `icons` in the contract hash (left out by default: they carry rotating values in the wild).";
            readonly 'x-expect': "true or false";
        };
        readonly 'neutral-paths': {
            readonly type: "boolean";
            readonly default: true;
            readonly description: "Replace the checkout folder, the home folder and the temp folder in servers' text (descriptions, schemas, prompts, instructions) by `${workspaceFolder}`, `~` and `${tmp}` before hashing and diffing, so a server that prints where it runs reads the same in every clone, worktree and runner. `false` keeps the text as sent.";
            readonly 'x-expect': "true or false";
        };
        readonly 'neutral-timezone': {
            readonly type: "boolean";
            readonly default: true;
            readonly description: "Replace this machine's time zone in servers' text by `${timeZone}` (an IANA name with a `/`, such as `Europe/Berlin`; `UTC` and `GMT` stay as written), a UTC offset written next to it (`+01:00`, `UTC+1`, `GMT+0100`) and the zone's own abbreviations as whole words (`CET`, `CEST`) by `${utcOffset}`; on a machine on UTC, a pinned `${timeZone}` or `${utcOffset}` that the server filled in with UTC reads as pinned. So a server that prints its local zone pins and checks the same in every zone. `false` keeps the text as sent.";
            readonly 'x-expect': "true or false";
        };
        readonly 'neutral-user': {
            readonly type: "boolean";
            readonly default: true;
            readonly description: "Replace this machine's user name, as a whole word, in servers' text by `${user}` (names under 3 characters and shared ones such as `root`, `runner` or `node` stay as written). `false` keeps the text as sent.";
            readonly 'x-expect': "true or false";
        };
        readonly 'neutral-host': {
            readonly type: "boolean";
            readonly default: true;
            readonly description: "Replace this machine's host name, as a whole word, in servers' text by `${host}` (`localhost` and names under 3 characters stay as written). `false` keeps the text as sent.";
            readonly 'x-expect': "true or false";
        };
        readonly concurrency: {
            readonly type: "integer";
            readonly minimum: 1;
            readonly default: 8;
            readonly description: "How many servers are set up and discovered at once, across the base and head commits together.";
            readonly 'x-expect': "a whole number of at least 1";
        };
        readonly 'download-concurrency': {
            readonly type: "integer";
            readonly minimum: 1;
            readonly default: 4;
            readonly description: "How many servers launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`) may be downloading at once, within `concurrency`: each holds a slot from spawn to its first output, so fifteen cold downloads do not share the network all at once.";
            readonly 'x-expect': "a whole number of at least 1";
        };
        readonly timeout: {
            readonly 'x-expect': "a positive number of seconds";
            readonly default?: number | undefined;
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly description: string;
        };
        readonly 'start-timeout': {
            readonly 'x-expect': "a positive number of seconds";
            readonly default?: number | undefined;
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly description: string;
        };
        readonly 'setup-timeout': {
            readonly 'x-expect': "a positive number of seconds";
            readonly default?: number | undefined;
            readonly type: "number";
            readonly exclusiveMinimum: 0;
            readonly description: string;
        };
        readonly servers: {
            readonly type: "array";
            readonly items: {
                readonly type: "object";
                readonly description: "One MCP server to discover at the base and head commits. It has exactly one of `command` (a local server spoken to over stdio) or `url` (a remote server over Streamable HTTP, or SSE).";
                readonly required: readonly ["id"];
                readonly additionalProperties: false;
                readonly 'x-expect': "a mapping with an `id` and either `command` or `url`";
                readonly properties: {
                    readonly principals: {
                        readonly type: "array";
                        readonly minItems: 1;
                        readonly items: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly required: readonly ["name"];
                            readonly 'x-expect': "a mapping with `name` and `env`, `headers` or `client-name`";
                            readonly properties: {
                                readonly name: {
                                    readonly type: "string";
                                    readonly pattern: string;
                                    readonly description: "The principal's name, in findings and (declared to differ) in its server id `<id>#<name>`.";
                                    readonly 'x-expect': "a name made of letters, digits, \"_\", \".\" and \"-\"";
                                };
                                readonly env: {
                                    readonly type: "object";
                                    readonly description: "Variables set over the entry's `env` for this principal (stdio): a token, a role. Values support `${VAR}` interpolation; they are secrets in every output.";
                                    readonly additionalProperties: {
                                        readonly type: readonly ["string", "number", "boolean"];
                                        readonly 'x-expect': "a string";
                                    };
                                    readonly 'x-expect': "a mapping of variable names to strings";
                                };
                                readonly headers: {
                                    readonly type: "object";
                                    readonly description: "HTTP headers set over the entry's `headers` for this principal (remote servers): another token. Values support `${VAR}` interpolation; they are secrets in every output.";
                                    readonly additionalProperties: {
                                        readonly type: readonly ["string", "number", "boolean"];
                                        readonly 'x-expect': "a string";
                                    };
                                    readonly 'x-expect': "a mapping of header names to strings";
                                };
                                readonly 'client-name': {
                                    readonly type: "string";
                                    readonly minLength: 1;
                                    readonly description: "The `clientInfo.name` the server is opened with under this principal (stdio and remote, in both protocol eras), for a server that lists by client (`claude-code`, `cursor`). Default: the gate's own.";
                                    readonly 'x-expect': "a client name";
                                };
                            };
                        };
                        readonly description: "Identities to read this server under, when its listing may vary by caller (`tools/list` MAY vary by the authorization presented): two tokens, two client names. Discovery reads the server under each; when the listings differ and the entry does not say `listing-varies: expected`, that is a blocking `listing-varies` finding (and `pin` does not pin the server). The first principal's listing is the one pinned. Not with `variants`.";
                        readonly 'x-expect': "a list of { name, env, headers, client-name }";
                    };
                    readonly 'listing-varies': {
                        readonly type: "string";
                        readonly enum: readonly ["expected"];
                        readonly description: "`expected`: the `principals` legitimately see different listings. Each principal is then discovered, pinned and checked as a server of its own, `<id>#<principal>` (the lockfile records the principal), and a change for one blocks naming it. Absent: the principals must see the same listing (`listing-varies` otherwise).";
                        readonly 'x-expect': "expected";
                    };
                    readonly reread: {
                        readonly type: "boolean";
                        readonly default: false;
                        readonly description: "Read the server a second time (stdio: list again on the same connection; remote: a second session) and report a listing that differs from the first as `listing-varies` (a server that answers a scanner's first read with another contract). Off by default: it doubles the listing time.";
                        readonly 'x-expect': "true or false";
                    };
                    readonly id: {
                        readonly type: "string";
                        readonly pattern: "^[A-Za-z0-9_.-]+$";
                        readonly description: "Unique name of the server in the lockfile and in reports. Letters, digits, `_`, `.` and `-`.";
                        readonly 'x-expect': "a name made of letters, digits, \"_\", \".\" and \"-\"";
                    };
                    readonly command: {
                        readonly type: "string";
                        readonly minLength: 1;
                        readonly description: "stdio: the program that starts the server (`node`, `npx`, `uvx`, `./bin/server`), run in `cwd`. Its process group is killed when discovery ends. Supports `${VAR}` interpolation.";
                        readonly 'x-expect': "a non-empty string (the program to run)";
                    };
                    readonly args: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: readonly ["string", "number"];
                            readonly 'x-expect': "a string";
                        };
                        readonly description: "stdio: arguments passed to `command`. Supports `${VAR}` interpolation.";
                        readonly 'x-expect': "a list of strings";
                    };
                    readonly env: {
                        readonly type: "object";
                        readonly description: string;
                        readonly additionalProperties: {
                            readonly type: readonly ["string", "number", "boolean"];
                            readonly 'x-expect': "a string";
                        };
                        readonly 'x-expect': string;
                    };
                    readonly cwd: {
                        readonly type: "string";
                        readonly description: "Working directory for `setup` and the server, relative to the repository root (the head checkout or the base worktree). Default: the root.";
                        readonly 'x-expect': "a path relative to the repository root";
                    };
                    readonly url: {
                        readonly type: "string";
                        readonly pattern: "^https?://";
                        readonly description: "Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.";
                        readonly 'x-expect': "an http:// or https:// URL";
                    };
                    readonly transport: {
                        readonly type: "string";
                        readonly enum: readonly ["http", "sse", "stdio"];
                        readonly description: "How to talk to the server. With `url`: `http` (Streamable HTTP, the default; falls back to SSE when the server answers initialize with a 4xx) or `sse` (the older HTTP+SSE transport only). With `command`: `stdio` (the default).";
                        readonly 'x-expect': "one of http, sse, stdio";
                    };
                    readonly headers: {
                        readonly type: "object";
                        readonly description: string;
                        readonly additionalProperties: {
                            readonly type: readonly ["string", "number", "boolean"];
                            readonly 'x-expect': "a string";
                        };
                        readonly 'x-expect': string;
                    };
                    readonly auth: {
                        readonly type: "object";
                        readonly additionalProperties: false;
                        readonly required: readonly ["client-id"];
                        readonly description: "Remote: OAuth for unattended runs. On a 401 the gate follows `WWW-Authenticate` to the protected-resource metadata (RFC 9728) and the authorization server's metadata (RFC 8414, OpenID discovery), then gets a token with the client-credentials grant (`client_secret_basic` or `client_secret_post` with `client-secret`, `private_key_jwt` with `private-key`) or with `refresh-token`, for a client registered beforehand. It asks for the scopes the challenge or the metadata names (or `scope`), and for more when a call answers `insufficient_scope` (a bounded number of times). Never interactive: a missing or refused credential fails the server (exit 3) with the step and the key to set. Secret values must be `${VAR}` references.";
                        readonly 'x-expect': "a mapping with `client-id` and `client-secret`, `private-key` or `refresh-token`";
                        readonly properties: {
                            readonly 'client-id': {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: "The client id registered with the authorization server. Supports `${VAR}` interpolation.";
                                readonly 'x-expect': "a non-empty string";
                            };
                            readonly 'client-secret': {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: string;
                                readonly 'x-expect': "a ${VAR} reference to a secret";
                            };
                            readonly 'private-key': {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: string;
                                readonly 'x-expect': "a ${VAR} reference to a secret";
                            };
                            readonly 'refresh-token': {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: string;
                                readonly 'x-expect': "a ${VAR} reference to a secret";
                            };
                            readonly scope: {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: "Scopes to ask for (space-separated) when the server's challenge names none. Default: the protected-resource metadata's `scopes_supported`.";
                                readonly 'x-expect': "a space-separated list of scopes";
                            };
                        };
                    };
                    readonly setup: {
                        readonly type: "string";
                        readonly minLength: 1;
                        readonly description: "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.";
                        readonly 'x-expect': "a shell command";
                    };
                    readonly timeout: {
                        readonly 'x-expect': "a positive number of seconds";
                        readonly default?: number | undefined;
                        readonly type: "number";
                        readonly exclusiveMinimum: 0;
                        readonly description: string;
                    };
                    readonly 'start-timeout': {
                        readonly 'x-expect': "a positive number of seconds";
                        readonly default?: number | undefined;
                        readonly type: "number";
                        readonly exclusiveMinimum: 0;
                        readonly description: string;
                    };
                    readonly 'setup-timeout': {
                        readonly 'x-expect': "a positive number of seconds";
                        readonly default?: number | undefined;
                        readonly type: "number";
                        readonly exclusiveMinimum: 0;
                        readonly description: string;
                    };
                    readonly source: {
                        readonly type: readonly ["string", "array"];
                        readonly items: {
                            readonly type: "string";
                            readonly minLength: 1;
                            readonly 'x-expect': "a non-empty string";
                        };
                        readonly description: string;
                        readonly 'x-expect': "a string or a list of strings";
                    };
                    readonly 'forbidden-tools': {
                        readonly type: readonly ["string", "array"];
                        readonly items: {
                            readonly type: "string";
                            readonly minLength: 1;
                            readonly 'x-expect': "a non-empty string";
                        };
                        readonly description: string;
                        readonly 'x-expect': "a string or a list of strings";
                    };
                    readonly enforce: {
                        readonly type: "string";
                        readonly enum: readonly ["block", "warn", "off"];
                        readonly default: "block";
                        readonly description: "`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.";
                        readonly 'x-expect': `one of ${string}`;
                    };
                    readonly 'enforce-by': {
                        readonly type: "string";
                        readonly enum: readonly ["hash", "policy"];
                        readonly default: "hash";
                        readonly description: "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).";
                        readonly 'x-expect': `one of ${string}`;
                    };
                    readonly 'client-capabilities': {
                        readonly type: "object";
                        readonly description: "Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.";
                        readonly 'x-expect': "a mapping (e.g. { sampling: {} })";
                    };
                    readonly protocol: {
                        readonly type: "string";
                        readonly enum: readonly ["auto", "2025-11-25", "2026-07-28"];
                        readonly description: "MCP revision to speak. `auto` (the default) sends `server/discover` (2026-07-28) and falls back to `initialize` (2025-11-25) when the server is an initialize-era one (then, for `transport: http`, to SSE); `2026-07-28` or `2025-11-25` speaks only that revision.";
                        readonly 'x-expect': `one of ${string}`;
                    };
                    readonly variants: {
                        readonly type: "object";
                        readonly minProperties: 1;
                        readonly propertyNames: {
                            readonly pattern: "^[A-Za-z0-9_.-]+$";
                            readonly 'x-expect': "a variant name made of letters, digits, \"_\", \".\" and \"-\"";
                        };
                        readonly additionalProperties: {
                            readonly type: "object";
                            readonly additionalProperties: false;
                            readonly 'x-expect': "a mapping with `env`, `args` or `headers` (or {} for the entry as it is)";
                            readonly properties: {
                                readonly env: {
                                    readonly type: "object";
                                    readonly description: "Variables set (or, with an empty string, emptied) over the entry's `env` for this variant.";
                                    readonly additionalProperties: {
                                        readonly type: readonly ["string", "number", "boolean"];
                                        readonly 'x-expect': "a string";
                                    };
                                    readonly 'x-expect': "a mapping of variable names to strings";
                                };
                                readonly args: {
                                    readonly type: "array";
                                    readonly items: {
                                        readonly type: readonly ["string", "number"];
                                        readonly 'x-expect': "a string";
                                    };
                                    readonly description: "Arguments that replace the entry's `args` for this variant (stdio).";
                                    readonly 'x-expect': "a list of strings";
                                };
                                readonly headers: {
                                    readonly type: "object";
                                    readonly description: "HTTP headers set over the entry's `headers` for this variant (remote servers).";
                                    readonly additionalProperties: {
                                        readonly type: readonly ["string", "number", "boolean"];
                                        readonly 'x-expect': "a string";
                                    };
                                    readonly 'x-expect': "a mapping of header names to strings";
                                };
                            };
                        };
                        readonly description: "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.";
                        readonly 'x-expect': "a mapping of variant names to { env, args, headers }";
                    };
                };
            };
            readonly description: "The MCP servers whose tool contracts are pinned.";
            readonly 'x-expect': "a list of servers";
        };
        readonly policy: Record<string, unknown>;
        readonly probes: {
            readonly type: "string";
            readonly minLength: 1;
            readonly description: "Path of a probes file (frozen `tools/call` cases), relative to the repository root.";
            readonly 'x-expect': "a file path";
        };
        readonly references: {
            readonly type: readonly ["boolean", "object"];
            readonly additionalProperties: false;
            readonly description: "The scan of the repository for the places that name tools (docs/references.md): permission lists, agent, command, skill and prompt files, agent workflows, MCP client calls, prose. `false` turns it off; a mapping sets its globs. Default: on, with the default globs.";
            readonly 'x-expect': "`false` or a mapping";
            readonly properties: {
                readonly globs: {
                    readonly type: "object";
                    readonly description: "Globs per format (relative to the repository root), replacing that format's defaults; `[]` turns a format off.";
                    readonly propertyNames: {
                        readonly enum: readonly ["claude-settings", "claude-agent", "claude-command", "skill", "vscode-prompt", "workflow", "agentic-workflow", "code-js", "code-python", "prose"];
                    };
                    readonly additionalProperties: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly 'x-expect': "a list of globs";
                    };
                    readonly 'x-expect': `a mapping of formats (${string}) to lists of globs`;
                };
                readonly exclude: {
                    readonly type: readonly ["string", "array"];
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                        readonly 'x-expect': "a non-empty string";
                    };
                    readonly description: string;
                    readonly 'x-expect': "a string or a list of strings";
                };
                readonly aliases: {
                    readonly type: "object";
                    readonly description: "Other names a server goes by in references (`mcp__<name>__tool`, `<name>/tool`), by server id, beside its id and the keys of client configs that launch the same command.";
                    readonly additionalProperties: {
                        readonly type: "array";
                        readonly items: {
                            readonly type: "string";
                            readonly minLength: 1;
                        };
                        readonly 'x-expect': "a list of names";
                    };
                    readonly 'x-expect': "a mapping of server ids to lists of names";
                };
            };
        };
        readonly approvers: {
            readonly type: "object";
            readonly additionalProperties: false;
            readonly description: "Who may approve besides people: read from the base commit, like the policy.";
            readonly 'x-expect': "a mapping";
            readonly properties: {
                readonly 'allow-apps': {
                    readonly type: readonly ["string", "array"];
                    readonly items: {
                        readonly type: "string";
                        readonly minLength: 1;
                        readonly 'x-expect': "a non-empty string";
                    };
                    readonly description: string;
                    readonly 'x-expect': "a string or a list of strings";
                };
            };
        };
    };
};

interface ListLimits {
    /** Stop (with an error) after this many pages. */
    maxPages: number;
    /** Stop (with an error) after this many items in total. */
    maxItems: number;
}

/** Slots taken by hand and given back when the holder says (not when a task ends): `acquire` resolves to the release. */
interface Slots {
    acquire(): Promise<() => void>;
}

interface DiscoverOptions {
    /** The checkout the server runs in (head working tree or base worktree); `cwd` and `${workspaceFolder}` resolve here. */
    rootDir: string;
    /** Source of the few default variables a server inherits (HOME, PATH, …). Default: process.env. */
    env?: Env;
    signal?: AbortSignal;
    /** SIGTERM → SIGKILL grace when ending a process group (ms, default 1000). */
    killGraceMs?: number;
    /** Pagination safety limits. */
    listLimits?: ListLimits;
    /** The download slots package-runner launches share (discoverAll makes them; see DEFAULT_DOWNLOAD_CONCURRENCY). */
    downloads?: Slots;
    /** Called once this server has started (its first output) or its discovery ended: hands its download slot on. */
    onStarted?: () => void;
    /** What discovery did on its own that the user should hear of (an npx cache entry it repaired), one line each. */
    onNote?: (text: string) => void;
}
/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
declare function discoverServer(server: ServerConfig, options: DiscoverOptions): Promise<ServerSnapshot>;

/** One distinct setup: a command in a folder, shared by every server that declares it there. */
interface PlannedSetup {
    command: string;
    /** Absolute folder it runs in. */
    cwd: string;
    /** The same folder relative to the checkout root, `/`-separated (`''` for the root itself). */
    folder: string;
    /** The servers that declared it, in config order. */
    servers: string[];
}

/**
 * Progress of discovery, for logs (the CLI's progress lines, the Action's log) and for tests that check what ran in
 * parallel. `start`/`end`: one server's discovery (after its setup); `setup-start`/`setup-end`: one distinct setup
 * command, shared by the servers in `setup.servers` (`server` is the first of them).
 */
interface DiscoveryEvent {
    /** `note`: something discovery did on its own that the user should hear of (`text`: an npx cache entry repaired). */
    type: 'start' | 'end' | 'setup-start' | 'setup-end' | 'note';
    server: string;
    /** Which checkout: `head`, `base`, or undefined for a single discoverAll. */
    ref?: 'base' | 'head';
    /** performance.now() when it happened. */
    time: number;
    /** On `end`: the snapshot (its `error` says whether it failed). */
    snapshot?: ServerSnapshot;
    /** On `setup-*`: the setup, and on `setup-end` its error when it failed. */
    setup?: PlannedSetup;
    error?: ServerSnapshot['error'];
    /** On `note`: the line. */
    text?: string;
}
interface DiscoverAllOptions extends Omit<DiscoverOptions, 'rootDir'> {
    rootDir: string;
    /** How many servers at once (default DEFAULT_CONCURRENCY). */
    concurrency?: number;
    /** How many package-runner launches download at once (default DEFAULT_DOWNLOAD_CONCURRENCY), within `concurrency`. */
    downloadConcurrency?: number;
    onEvent?: (event: DiscoveryEvent) => void;
}
/** Discover every server, at most `concurrency` at once; one failing never stops the others. Keys keep config order. */
declare function discoverAll(servers: ServerConfig[], options: DiscoverAllOptions): Promise<SnapshotSet>;

interface DiscoverRefsOptions {
    /** The config as read at head. */
    config: GateConfig;
    /** The head checkout (the working tree the workflow checked out). */
    headDir: string;
    /** The pull request's base commit (a sha or any ref git resolves; fetched from origin when missing). */
    baseRef: string;
    /** The workflow step's env: `${VAR}` interpolation of the base config, and the source of servers' default variables. */
    env?: Env;
    /** Shared by both refs (default: config.concurrency). */
    concurrency?: number;
    /** Package-runner downloads at once, shared by both refs (default: config.downloadConcurrency). */
    downloadConcurrency?: number;
    signal?: AbortSignal;
    onEvent?: (event: DiscoveryEvent) => void;
    /** Where the base worktree is created (default: the OS temp folder). */
    tmpDir?: string;
    killGraceMs?: number;
    listLimits?: ListLimits;
    /** Discover only these servers of the base config at base (default: all of them). */
    baseServers?: readonly string[];
}
interface RefSnapshots {
    base: SnapshotSet;
    head: SnapshotSet;
    /** The config whose servers were discovered at base. */
    baseConfig: GateConfig;
    /** Where the base config came from (see BaseConfig). */
    baseConfigFrom: BaseConfig['from'];
    /** Why the base commit's config could not be used, when it exists but is invalid. */
    baseConfigError?: string;
}
/**
 * Discover every server at head (the working tree at `headDir`) and at base (a temporary `git worktree` of
 * `baseRef`, always removed afterwards). Setup and discovery of all servers at both refs run at the same time under
 * one concurrency limit. Server faults end up in the snapshots; only git problems (an unknown base ref) throw.
 */
declare function discoverRefs(options: DiscoverRefsOptions): Promise<RefSnapshots>;
/** What `configAtBase` found: the config to run at base, and where it came from. */
interface BaseConfig {
    config: GateConfig;
    /**
     * `base`: the config file as committed at base; `none`: the base commit has no config at that path, so it has no
     * servers (every server at head is added); `head`: the head config was used at base (the base config is invalid, or
     * the config lives outside the repository).
     */
    from: 'base' | 'head' | 'none';
    error?: string;
}

/** How a live tool stands against the lockfile (`confusable`: its name, or a parameter's, looks like another's). */
type ToolStatus = 'pinned' | 'compatible' | 'drifted' | 'unpinned' | 'duplicated' | 'missing' | 'confusable' | 'blocked';
interface ToolVerdict {
    name: string;
    status: ToolStatus;
    /** The lockfile's hash; null when the tool is not pinned. */
    pinnedHash: string | null;
    /** The live contract's hash; null when the server does not list it (or lists it more than once). */
    liveHash: string | null;
    /** What changed, rule by rule (drifted tools); for an unpinned tool, its `tool-added` finding when its text is flagged. */
    changes: Change[];
    /** Set on a prompt's verdict (a tool's has none). */
    entity?: 'prompt';
    /** A `confusable` verdict: the name it looks like (a tool's, or, with `parameter`, one of the tool's own parameters). */
    lookalike?: {
        name: string;
        server?: string;
        parameter?: string;
    };
}

/**
 * Why a call was refused: the tool drifted, is not pinned, is listed twice, is pinned but gone, is neither pinned nor
 * listed, looks like another tool, or (`by: policy`) matches its pin but blocks under the policy (a forbidden tool).
 */
type DriftKind = 'drifted' | 'unpinned' | 'duplicated' | 'missing' | 'unknown' | 'confusable' | 'blocked';
/** Thrown instead of calling a tool whose live contract is not the pinned one. */
declare class ContractDriftError extends Error {
    readonly server: string;
    readonly name = "ContractDriftError";
    readonly kind: DriftKind;
    readonly tool: string;
    /** The lockfile's hash; null when the tool is not pinned. */
    readonly pinnedHash: string | null;
    /** The live contract's hash; null when the server does not list the tool (or lists it twice). */
    readonly liveHash: string | null;
    /** What changed, rule by rule (drifted tools only). */
    readonly changes: Change[];
    constructor(verdict: ToolVerdict, server: string);
}
interface GuardOptions {
    /** The lockfile's server id for this client (optional when the lockfile pins one server). */
    server?: string;
    /** Called after the guard goes stale on notifications/tools/list_changed (the guard owns that handler). */
    onToolListChanged?: () => void;
    /**
     * The checkout the server runs in, where the lockfile's `${workspaceFolder}` points (a lockfile pinned
     * environment-neutral, the default): default the working folder.
     */
    workspace?: string;
    /**
     * hash (default): any change to a pinned contract refuses the tool's calls; policy: only what blocks under the
     * config's policy does, judged as `check` and the proxy's `--enforce-by policy` judge it (judgeServer).
     */
    by?: EnforceBy;
    /** With `by: policy`: the trusted config (its policy, its servers' forbidden tools); default: the default policy. */
    config?: Pick<GateConfig, 'servers' | 'policy'>;
    /** Today as YYYY-MM-DD (ignore entries and sunsets); default: the clock's. */
    today?: string;
}
interface ContractGuard {
    /** Re-list the server's tools now. */
    refresh(): Promise<void>;
    /** Throws ContractDriftError when `name`'s live contract is not the pinned one. */
    check(name: string): Promise<void>;
}
/**
 * Wrap an MCP SDK `Client` so that every `tools/call` (through `callTool` or `client.request`) first checks the tool's
 * live contract against the lockfile, with the proxy's checker, and throws a ContractDriftError naming the tool, both
 * hashes and the changes instead of calling. The guard lists the tools itself (raw, every page); a list_changed, or a
 * listing the agent made for itself that shows a contract the guard has not judged, makes it list again before the
 * next call, and a listing overtaken by a list_changed while it ran is thrown away.
 */
declare function guardClient(client: Client, lock: Lockfile, options?: GuardOptions): ContractGuard;

/** Read and validate a probes file (YAML or JSON); problems name the file and the key. */
declare function loadProbes(file: string, display?: string): ProbeCase[];

/**
 * promote: every case passes at head. rollback: head fails a case that passes at base (a regression), or exposes a
 * forbidden tool. hold: head fails or cannot run cases that were not passing before either: not a regression, not
 * good enough to promote. Each reason names the case and what went wrong.
 */
declare function decideProbes(head: ProbeRun, base?: ProbeRun): ProbeVerdict;

/**
 * Run the cases against the servers of one checkout: one session per server, each case a real tools/call (or a
 * tools/list for role-surface cases). A server that cannot start makes its cases `error`, never a crash.
 */
declare function runProbes(cases: ProbeCase[], servers: ServerConfig[], options: {
    rootDir: string;
    env?: Record<string, string | undefined>;
    ref: string;
}): Promise<ProbeRun>;

/**
 * Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree, each side with its
 * own config (the base commit's, see configAtBase) and its servers' setups run first; then the verdict.
 */
declare function probeRefs(o: {
    config: GateConfig;
    cases: ProbeCase[];
    rootDir: string;
    baseRef?: string;
    env?: Record<string, string | undefined>;
    tmpDir?: string;
    /** Setup progress (`setup-start` / `setup-end`), as discovery reports it. */
    onEvent?: (event: DiscoveryEvent) => void;
}): Promise<ProbeVerdict>;

declare const VERSION = "0.1.0";

export { ContractDriftError, DEFAULT_LOCKFILE, DEFAULT_POLICY, DEFAULT_SERVER_ID, FORMATS, FORMAT_SPECS, InputError, LOCKFILE_VERSION, OPTIONAL_META_FIELDS, PROMPT_CONTRACT_FIELDS, RESOURCE_CONTRACT_FIELDS, RESOURCE_TEMPLATE_CONTRACT_FIELDS, RULES, RULES_BY_ID, RULE_IDS, SchemaTooDeepError, TOOL_CONTRACT_FIELDS, UNKNOWN_INTEGRITY, VERSION, buildLockfile, canonicalJson, changeFingerprint, changedContracts, configSchema, contractHash, decideApproval, decideProbes, defaultConfig, diffServer, diffSnapshots, discoverAll, discoverRefs, discoverServer, eraNeutral, evaluate, guardClient, instructionsContract, jsonReport, judge, loadConfig, loadProbes, lockfileFromJson, lockfileToSnapshotSet, normalizeSchema, parseConfig, parseLockfile, parseSnapshot, probeRefs, promptContract, readAuthSurface, readJsonInput, readLockfile, readSnapshotFile, renderJson, renderMarkdown, renderReport, renderSarif, resourceContract, resourceTemplateContract, runProbes, serializeLockfile, sha256Hex, summarize, toolContract, toolHash, unpinnedMessage };
export type { ApprovalRecord, ApprovalState, ApprovedRename, AuthSurface, Change, ContractGuard, ContractOptions, DiffResult, DiscoveryError, Evaluation, Finding, Format, FormatSpec, GateConfig, GuardOptions, JudgeInput, LaunchedPackage, ListingVariation, LockEntry, LockServer, Lockfile, Migration, PinOptions, PolicyConfig, PolicyEffect, ProbeCase, ProbeVerdict, PromptArgument, PromptDef, ReportInput, SecurityFlag, ServerConfig, ServerDiffStatus, ServerInfo, ServerSnapshot, Severity, SeveritySummary, SkillDef, SkillFile, SnapshotSet, ToolDef, ToolUi, UiResourceContent };
