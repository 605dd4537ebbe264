import { DISCOVER_ERA_VERSION, INITIALIZE_ERA_VERSION, PROTOCOL_CHOICES } from '../model/protocol.js';
/**
 * JSON Schema of the gate's config file (`.github/mcp-contract-gate.yml`). It validates the file and is the source of
 * the config reference in docs/config.md, so every property carries a `description`. `x-expect` is the phrase error messages
 * use for a wrong value ("must be a positive number of seconds"); it is an annotation, not a constraint.
 */
import { policySchema } from '../policy/knobs/index.js';
import { REFERENCE_FORMATS } from '../model/references.js';
import { principalKeys } from './principal-schema.js';
import {
  CLIENT_CONFIG_EXTENSION_KEY,
  DEFAULT_CONCURRENCY,
  DEFAULT_DOWNLOAD_CONCURRENCY,
  DEFAULT_ENFORCE,
  DEFAULT_LOCKFILE,
  DEFAULT_START_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  ENFORCE_MODES,
  ENFORCE_MODES_BY,
  DEFAULT_ENFORCE_BY,
} from '../model/config.js';

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

/** A remote server's OAuth client (`auth`): unattended flows only (client credentials, a refresh token). */
const secretRef = (description: string) => ({ type: 'string', minLength: 1, description, 'x-expect': 'a ${VAR} reference to a secret' }) as const;
const serverAuth = {
  type: 'object',
  additionalProperties: false,
  required: ['client-id'],
  description:
    "Remote: OAuth for unattended runs. On a 401 the gate follows `WWW-Authenticate` to the protected-resource metadata (RFC 9728) and the authorization server's metadata (RFC 8414, OpenID discovery), then gets a token with the client-credentials grant (`client_secret_basic` or `client_secret_post` with `client-secret`, `private_key_jwt` with `private-key`) or with `refresh-token`, for a client registered beforehand. It asks for the scopes the challenge or the metadata names (or `scope`), and for more when a call answers `insufficient_scope` (a bounded number of times). Never interactive: a missing or refused credential fails the server (exit 3) with the step and the key to set. Secret values must be `${VAR}` references.",
  'x-expect': 'a mapping with `client-id` and `client-secret`, `private-key` or `refresh-token`',
  properties: {
    'client-id': { type: 'string', minLength: 1, description: 'The client id registered with the authorization server. Supports `${VAR}` interpolation.', 'x-expect': 'a non-empty string' },
    'client-secret': secretRef('The client secret (`client_secret_basic`, or `client_secret_post` where the server supports only that), as a `${VAR}` reference.'),
    'private-key': secretRef('A PEM private key (PKCS #8; RSA or EC) that signs the `private_key_jwt` client assertion, as a `${VAR}` reference.'),
    'refresh-token': secretRef('A refresh token to exchange for access tokens instead of the client-credentials grant, as a `${VAR}` reference.'),
    scope: {
      type: 'string',
      minLength: 1,
      description: "Scopes to ask for (space-separated) when the server's challenge names none. Default: the protected-resource metadata's `scopes_supported`.",
      'x-expect': 'a space-separated list of scopes',
    },
  },
} as const;

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
      "stdio: environment variables for the server (and for `setup`). Only these, a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`, `TZ`) and the package managers' settings (`npm_config_*`, `UV_*`, `PIP_*`, `DOCKER_*`; see \"The server's environment\") reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.",
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
    auth: serverAuth,
    setup: {
      type: 'string',
      minLength: 1,
      description:
        "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
      'x-expect': 'a shell command',
    },
    timeout: seconds(
      'Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output when it is launched through a package runner, from spawn otherwise. Default: the top-level `timeout`.',
    ),
    'start-timeout': seconds(
      'Seconds a stdio server launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`, also inside `sh -c` or `cmd /c`) has to start, from spawn to its first output: the download counts here. A direct launch (`node server.js`) has no start budget: its `timeout` runs from spawn. Default: the top-level `start-timeout`.',
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
    ...principalKeys(SERVER_ID_PATTERN),
  },
} as const;

const policy = policySchema();

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
    'neutral-timezone': {
      type: 'boolean',
      default: true,
      description:
        "Replace this machine's time zone in servers' text by `${timeZone}` (an IANA name with a `/`, such as `Europe/Berlin`; `UTC` and `GMT` stay as written), a UTC offset written next to it (`+01:00`, `UTC+1`, `GMT+0100`) and the zone's own abbreviations as whole words (`CET`, `CEST`) by `${utcOffset}`; on a machine on UTC, a pinned `${timeZone}` or `${utcOffset}` that the server filled in with UTC reads as pinned. So a server that prints its local zone pins and checks the same in every zone. `false` keeps the text as sent.",
      'x-expect': 'true or false',
    },
    'neutral-user': {
      type: 'boolean',
      default: true,
      description:
        "Replace this machine's user name, as a whole word, in servers' text by `${user}` (names under 3 characters and shared ones such as `root`, `runner` or `node` stay as written). `false` keeps the text as sent.",
      'x-expect': 'true or false',
    },
    'neutral-host': {
      type: 'boolean',
      default: true,
      description: "Replace this machine's host name, as a whole word, in servers' text by `${host}` (`localhost` and names under 3 characters stay as written). `false` keeps the text as sent.",
      'x-expect': 'true or false',
    },
    concurrency: {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_CONCURRENCY,
      description: 'How many servers are set up and discovered at once, across the base and head commits together.',
      'x-expect': 'a whole number of at least 1',
    },
    'download-concurrency': {
      type: 'integer',
      minimum: 1,
      default: DEFAULT_DOWNLOAD_CONCURRENCY,
      description:
        'How many servers launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`) may be downloading at once, within `concurrency`: each holds a slot from spawn to its first output, so fifteen cold downloads do not share the network all at once.',
      'x-expect': 'a whole number of at least 1',
    },
    timeout: seconds(
      "Default answering budget per server, in seconds: the opening and all list requests, from the server's first output (a package-runner launch) or from spawn (a direct one).",
      DEFAULT_TIMEOUT_MS / 1000,
    ),
    'start-timeout': seconds(
      'Default start budget per stdio server launched through a package runner, in seconds: spawn to first output, a cold `npx`/`uvx` download included.',
      DEFAULT_START_TIMEOUT_MS / 1000,
    ),
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
    references: {
      type: ['boolean', 'object'],
      additionalProperties: false,
      description:
        'The scan of the repository for the places that name tools (docs/references.md): permission lists, agent, command, skill and prompt files, agent workflows, MCP client calls, prose. `false` turns it off; a mapping sets its globs. Default: on, with the default globs.',
      'x-expect': '`false` or a mapping',
      properties: {
        globs: {
          type: 'object',
          description: "Globs per format (relative to the repository root), replacing that format's defaults; `[]` turns a format off.",
          propertyNames: { enum: [...REFERENCE_FORMATS] },
          additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 }, 'x-expect': 'a list of globs' },
          'x-expect': `a mapping of formats (${REFERENCE_FORMATS.join(', ')}) to lists of globs`,
        },
        exclude: stringOrList('Globs of paths the scan never reads, beside the default ones (node_modules, .git, virtual environments, dist, coverage).'),
        aliases: {
          type: 'object',
          description: 'Other names a server goes by in references (`mcp__<name>__tool`, `<name>/tool`), by server id, beside its id and the keys of client configs that launch the same command.',
          additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 }, 'x-expect': 'a list of names' },
          'x-expect': 'a mapping of server ids to lists of names',
        },
      },
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
        ...principalKeys(SERVER_ID_PATTERN),
        original: { type: 'object', description: 'The launch spec `wrap` replaced (command, args, env, cwd).', 'x-expect': 'a mapping with `command`' },
      },
    },
  },
} as const;
