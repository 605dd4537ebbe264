import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION, PROTOCOL_CHOICES } from '../discovery/protocol-versions.js';
/**
 * JSON Schema of the gate's config file (`.github/mcp-contract-gate.yml`). It validates the file and is the source of
 * the README's config reference, so every property carries a `description`. `x-expect` is the phrase error messages
 * use for a wrong value ("must be a positive number of seconds"); it is an annotation, not a constraint.
 */
import { SEVERITIES } from '../diff/types.js';
import {
  BLOCK_FLAGS_MODES,
  CLIENT_CONFIG_EXTENSION_KEY,
  DEFAULT_BLOCK_FLAGS,
  DEFAULT_CONCURRENCY,
  DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS,
  DEFAULT_ENFORCE,
  DEFAULT_LOCKFILE,
  DEFAULT_SAFE_INTEGER_BOUNDS,
  DEFAULT_START_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_ZERO_VERSIONS,
  ENFORCE_MODES,
  ENFORCE_MODES_BY,
  DEFAULT_ENFORCE_BY,
  SAFE_INTEGER_BOUNDS_MODES,
  ZERO_VERSIONS_MODES,
} from './types.js';

const severity = {
  type: 'string',
  enum: [...SEVERITIES],
  'x-expect': `one of ${SEVERITIES.join(', ')}`,
} as const;

const stringMap = (description: string, expect: string) =>
  ({
    type: 'object',
    description,
    additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
    'x-expect': expect,
  }) as const;

const stringOrList = (description: string) =>
  ({
    type: ['string', 'array'],
    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
    description,
    'x-expect': 'a string or a list of strings',
  }) as const;

const seconds = (description: string, fallback?: number) =>
  ({
    type: 'number',
    exclusiveMinimum: 0,
    description,
    ...(fallback === undefined ? {} : { default: fallback }),
    'x-expect': 'a positive number of seconds',
  }) as const;

export const SERVER_ID_PATTERN = '^[A-Za-z0-9_.-]+$';

/** The environments to discover one server under (`variants`), in the gate's YAML and under a client config's extension key. */
const variants = {
  type: 'object',
  minProperties: 1,
  propertyNames: { pattern: SERVER_ID_PATTERN, 'x-expect': 'a variant name made of letters, digits, "_", "." and "-"' },
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    'x-expect': 'a mapping with `env`, `args` or `headers` (or {} for the entry as it is)',
    properties: {
      env: {
        type: 'object',
        description: "Variables set (or, with an empty string, emptied) over the entry's `env` for this variant.",
        additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
        'x-expect': 'a mapping of variable names to strings',
      },
      args: {
        type: 'array',
        items: { type: ['string', 'number'], 'x-expect': 'a string' },
        description: "Arguments that replace the entry's `args` for this variant (stdio).",
        'x-expect': 'a list of strings',
      },
      headers: {
        type: 'object',
        description: "HTTP headers set over the entry's `headers` for this variant (remote servers).",
        additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
        'x-expect': 'a mapping of header names to strings',
      },
    },
  },
  description:
    "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.",
  'x-expect': 'a mapping of variant names to { env, args, headers }',
} as const;

const server = {
  type: 'object',
  description:
    'One MCP server to discover at the base and head commits. It has exactly one of `command` (a local server spoken to over stdio) or `url` (a remote server over Streamable HTTP, or SSE).',
  required: ['id'],
  additionalProperties: false,
  'x-expect': 'a mapping with an `id` and either `command` or `url`',
  properties: {
    id: {
      type: 'string',
      pattern: SERVER_ID_PATTERN,
      description: 'Unique name of the server in the lockfile and in reports. Letters, digits, `_`, `.` and `-`.',
      'x-expect': 'a name made of letters, digits, "_", "." and "-"',
    },
    command: {
      type: 'string',
      minLength: 1,
      description: 'stdio: the program that starts the server (`node`, `npx`, `uvx`, `./bin/server`), run in `cwd`. Its process group is killed when discovery ends. Supports `${VAR}` interpolation.',
      'x-expect': 'a non-empty string (the program to run)',
    },
    args: {
      type: 'array',
      items: { type: ['string', 'number'], 'x-expect': 'a string' },
      description: 'stdio: arguments passed to `command`. Supports `${VAR}` interpolation.',
      'x-expect': 'a list of strings',
    },
    env: stringMap(
      "stdio: environment variables for the server (and for `setup`). Only these and a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`) reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.",
      'a mapping of variable names to strings',
    ),
    cwd: {
      type: 'string',
      description: 'Working directory for `setup` and the server, relative to the repository root (the head checkout or the base worktree). Default: the root.',
      'x-expect': 'a path relative to the repository root',
    },
    url: {
      type: 'string',
      pattern: '^https?://',
      description: 'Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.',
      'x-expect': 'an http:// or https:// URL',
    },
    transport: {
      type: 'string',
      enum: ['http', 'sse', 'stdio'],
      description:
        'How to talk to the server. With `url`: `http` (Streamable HTTP, the default; falls back to SSE when the server answers initialize with a 4xx) or `sse` (the older HTTP+SSE transport only). With `command`: `stdio` (the default).',
      'x-expect': 'one of http, sse, stdio',
    },
    headers: stringMap('Remote: HTTP headers sent with every request, e.g. `Authorization: "Bearer ${TOKEN}"`. Values support `${VAR}` interpolation.', 'a mapping of header names to strings'),
    setup: {
      type: 'string',
      minLength: 1,
      description:
        "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
      'x-expect': 'a shell command',
    },
    timeout: seconds(
      'Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output. Default: the top-level `timeout`.',
    ),
    'start-timeout': seconds(
      'Seconds a stdio server has to start, from spawn to its first output: a package download by `npx`, `uvx` or `docker` counts here. Default: the top-level `start-timeout`.',
    ),
    'setup-timeout': seconds('Seconds allowed for `setup`. Default: the top-level `setup-timeout`.'),
    source: stringOrList('Files or folders (relative to the repository root) holding the tool definitions; annotations are placed on the line that defines each tool. Default: the lockfile line.'),
    'forbidden-tools': stringOrList('Globs of tool names this server must never expose (`Deployments.*`, `*_delete`); a match at head blocks the merge.'),
    enforce: {
      type: 'string',
      enum: [...ENFORCE_MODES],
      default: DEFAULT_ENFORCE,
      description:
        '`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.',
      'x-expect': `one of ${ENFORCE_MODES.join(', ')}`,
    },
    'enforce-by': {
      type: 'string',
      enum: [...ENFORCE_MODES_BY],
      default: DEFAULT_ENFORCE_BY,
      description:
        "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).",
      'x-expect': `one of ${ENFORCE_MODES_BY.join(', ')}`,
    },
    'client-capabilities': {
      type: 'object',
      description: 'Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.',
      'x-expect': 'a mapping (e.g. { sampling: {} })',
    },
    protocol: {
      type: 'string',
      enum: [...PROTOCOL_CHOICES],
      description: `MCP revision to speak. \`auto\` (the default) sends \`server/discover\` (${DISCOVER_ERA_VERSION}) and falls back to \`initialize\` (${INITIALIZE_ERA_VERSION}) when the server is an initialize-era one (then, for \`transport: http\`, to SSE); \`${DISCOVER_ERA_VERSION}\` or \`${INITIALIZE_ERA_VERSION}\` speaks only that revision.`,
      'x-expect': `one of ${PROTOCOL_CHOICES.join(', ')}`,
    },
    variants,
  },
} as const;

const ignoreEntry = {
  type: 'object',
  description: 'A finding to accept without approval: it is still reported, but does not block.',
  required: ['tool', 'rule', 'reason'],
  additionalProperties: false,
  'x-expect': 'a mapping with `tool`, `rule` and `reason`',
  properties: {
    server: { type: 'string', description: 'Server id the entry applies to. Default: every server.', 'x-expect': 'a server id' },
    tool: { type: 'string', minLength: 1, description: 'Tool name, or a glob over tool names (`search_*`).', 'x-expect': 'a tool name or glob' },
    rule: { type: 'string', minLength: 1, description: 'Rule ID of the finding to ignore (see the rule catalog).', 'x-expect': 'a rule ID' },
    reason: { type: 'string', minLength: 1, description: 'Why this is acceptable; shown in the report next to the ignored finding.', 'x-expect': 'a non-empty sentence' },
    expires: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Date (YYYY-MM-DD) on and after which the entry no longer applies; the report says so.',
      'x-expect': 'a date written YYYY-MM-DD',
    },
  },
} as const;

const policy = {
  type: 'object',
  description: 'What blocks a merge.',
  additionalProperties: false,
  'x-expect': 'a mapping',
  properties: {
    'fail-on': {
      type: ['array', 'string'],
      items: severity,
      uniqueItems: true,
      default: ['breaking', 'silent'],
      description: 'Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.',
      'x-expect': 'a list of severities (breaking, silent, additive, cosmetic)',
    },
    rules: {
      type: 'object',
      description: 'Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.',
      additionalProperties: severity,
      'x-expect': 'a mapping of rule IDs to severities',
    },
    ignore: {
      type: 'array',
      items: ignoreEntry,
      description: 'Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.',
      'x-expect': 'a list of ignore entries',
    },
    'block-new-destructive-tools': {
      type: 'boolean',
      default: true,
      description: 'Block a newly added tool annotated `destructiveHint: true` until approved.',
      'x-expect': 'true or false',
    },
    'block-unannotated-new-tools': {
      type: 'boolean',
      default: DEFAULT_BLOCK_UNANNOTATED_NEW_TOOLS,
      description:
        'Also block a new tool that has neither `readOnlyHint` nor `destructiveHint` (the spec defaults call it destructive). Off by default: most servers annotate nothing, so such a tool is flagged `unannotated-tool-added` and listed for review without blocking. Needs `block-new-destructive-tools`.',
      'x-expect': 'true or false',
    },
    'safe-integer-bounds': {
      type: 'string',
      enum: [...SAFE_INTEGER_BOUNDS_MODES],
      default: DEFAULT_SAFE_INTEGER_BOUNDS,
      description:
        '`ignore`: a `minimum`/`maximum` added at ±9007199254740991 (what zod `.int()` writes) is cosmetic, since no caller sends such numbers. `constraint`: it is a `constraint-tightened` finding like any other bound.',
      'x-expect': 'ignore or constraint',
    },
    'block-flags': {
      type: 'string',
      enum: [...BLOCK_FLAGS_MODES],
      default: DEFAULT_BLOCK_FLAGS,
      description:
        "Security flags on text the model reads (a new tool's description, a changed one, parameter descriptions, prompts, resource templates, server instructions) that block until approved: `high` (default: alarm framing, concealment, priority claims, argument hijacking, credential paths, shell commands, hidden characters), `any` (also the review signals, such as an address to send data to), `none` (flags are shown, never block).",
      'x-expect': `one of ${BLOCK_FLAGS_MODES.join(', ')}`,
    },
    'zero-versions': {
      type: 'string',
      enum: [...ZERO_VERSIONS_MODES],
      default: DEFAULT_ZERO_VERSIONS,
      description:
        'With `versioning: semver`, how 0.x versions read. `caret` (npm `^` ranges): in 0.y.z a minor bump is the breaking one and a patch bump may add features; in 0.0.z every bump is breaking. `exempt`: 0.x versions are not checked (semver §4: anything may change).',
      'x-expect': 'caret or exempt',
    },
    versioning: {
      type: 'string',
      enum: ['none', 'semver'],
      default: 'none',
      description: '`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.',
      'x-expect': 'none or semver',
    },
  },
} as const;

export const configSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://mcp-contract-gate.dev/schema/config.json',
  title: 'mcp-contract-gate configuration',
  description:
    "The gate's config file (`.github/mcp-contract-gate.yml` by default). The gate can also read an MCP client config instead (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`).",
  type: 'object',
  additionalProperties: false,
  'x-expect': 'a mapping with keys such as servers, policy and lockfile',
  properties: {
    lockfile: {
      type: 'string',
      minLength: 1,
      default: DEFAULT_LOCKFILE,
      description: 'Path of the lockfile, relative to the repository root.',
      'x-expect': 'a file path',
    },
    'include-meta': {
      type: 'boolean',
      default: false,
      description: "Include tools' `_meta` and `icons` in the contract hash (left out by default: they carry rotating values in the wild).",
      'x-expect': 'true or false',
    },
    'neutral-paths': {
      type: 'boolean',
      default: true,
      description:
        "Replace the checkout folder, the home folder and the temp folder in servers' text (descriptions, schemas, prompts, instructions) by `${workspaceFolder}`, `~` and `${tmp}` before hashing and diffing, so a server that prints where it runs reads the same in every clone, worktree and runner. `false` keeps the text as sent.",
      'x-expect': 'true or false',
    },
    concurrency: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_CONCURRENCY,
      description: 'How many servers are set up and discovered at once, across the base and head commits together.',
      'x-expect': 'a whole number of at least 1',
    },
    timeout: seconds("Default answering budget per server, in seconds: the opening and all list requests, from the server's first output.", DEFAULT_TIMEOUT_MS / 1000),
    'start-timeout': seconds('Default start budget per stdio server, in seconds: spawn to first output, a cold `npx`/`uvx` download included.', DEFAULT_START_TIMEOUT_MS / 1000),
    'setup-timeout': seconds("Default timeout for each server's `setup` command, in seconds.", 600),
    servers: {
      type: 'array',
      items: server,
      description: 'The MCP servers whose tool contracts are pinned.',
      'x-expect': 'a list of servers',
    },
    policy,
    probes: {
      type: 'string',
      minLength: 1,
      description: 'Path of a probes file (frozen `tools/call` cases), relative to the repository root.',
      'x-expect': 'a file path',
    },
    approvers: {
      type: 'object',
      additionalProperties: false,
      description: 'Who may approve besides people: read from the base commit, like the policy.',
      'x-expect': 'a mapping',
      properties: {
        'allow-apps': stringOrList(
          "Bots and GitHub Apps (by login, e.g. `my-release-bot[bot]`) whose approval label counts. Default: none: a label applied by `github-actions[bot]`, any App or any Bot account approves nothing, since the pull request's author may be able to drive it.",
        ),
      },
    },
  },
} as const;

/**
 * What the gate reads from one entry of an MCP client config (`mcpServers.X` / `servers.X`). Other keys in those files
 * belong to the clients (`disabled`, `autoApprove`, `envFile`, …) and are allowed.
 */
export const clientServerSchema = {
  type: 'object',
  'x-expect': 'a mapping with `command` or `url`',
  properties: {
    type: {
      type: 'string',
      enum: ['stdio', 'http', 'sse', 'streamable-http', 'streamableHttp'],
      'x-expect': 'one of stdio, http, sse',
    },
    command: server.properties.command,
    args: server.properties.args,
    env: server.properties.env,
    cwd: server.properties.cwd,
    url: server.properties.url,
    serverUrl: server.properties.url,
    headers: server.properties.headers,
    disabled: { type: 'boolean', 'x-expect': 'true or false' },
    [CLIENT_CONFIG_EXTENSION_KEY]: {
      type: 'object',
      additionalProperties: false,
      description: "The gate's own settings for this server, kept apart from the client's keys (clients ignore it).",
      'x-expect': "a mapping of the gate's server settings (protocol, timeout, start-timeout, setup, …)",
      properties: {
        protocol: server.properties.protocol,
        timeout: server.properties.timeout,
        'start-timeout': server.properties['start-timeout'],
        setup: server.properties.setup,
        'setup-timeout': server.properties['setup-timeout'],
        source: server.properties.source,
        'forbidden-tools': server.properties['forbidden-tools'],
        enforce: server.properties.enforce,
        'client-capabilities': server.properties['client-capabilities'],
        'enforce-by': server.properties['enforce-by'],
        variants,
        original: { type: 'object', description: 'The launch spec `wrap` replaced (command, args, env, cwd).', 'x-expect': 'a mapping with `command`' },
      },
    },
  },
} as const;
