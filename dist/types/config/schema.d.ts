export declare const SERVER_ID_PATTERN = "^[A-Za-z0-9_.-]+$";
export declare const configSchema: {
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
        readonly concurrency: {
            readonly type: "integer";
            readonly minimum: 1;
            readonly default: 4;
            readonly description: "How many servers are set up and discovered at once, across the base and head commits together.";
            readonly 'x-expect': "a whole number of at least 1";
        };
        readonly timeout: {
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
                    readonly 'client-capabilities': {
                        readonly type: "object";
                        readonly description: "Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.";
                        readonly 'x-expect': "a mapping (e.g. { sampling: {} })";
                    };
                };
            };
            readonly description: "The MCP servers whose tool contracts are pinned.";
            readonly 'x-expect': "a list of servers";
        };
        readonly policy: {
            readonly type: "object";
            readonly description: "What blocks a merge.";
            readonly additionalProperties: false;
            readonly 'x-expect': "a mapping";
            readonly properties: {
                readonly 'fail-on': {
                    readonly type: readonly ["array", "string"];
                    readonly items: {
                        readonly type: "string";
                        readonly enum: readonly ["breaking", "silent", "additive", "cosmetic"];
                        readonly 'x-expect': "one of breaking, silent, additive, cosmetic";
                    };
                    readonly uniqueItems: true;
                    readonly default: readonly ["breaking", "silent"];
                    readonly description: "Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.";
                    readonly 'x-expect': "a list of severities (breaking, silent, additive, cosmetic)";
                };
                readonly rules: {
                    readonly type: "object";
                    readonly description: "Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.";
                    readonly additionalProperties: {
                        readonly type: "string";
                        readonly enum: readonly ["breaking", "silent", "additive", "cosmetic"];
                        readonly 'x-expect': "one of breaking, silent, additive, cosmetic";
                    };
                    readonly 'x-expect': "a mapping of rule IDs to severities";
                };
                readonly ignore: {
                    readonly type: "array";
                    readonly items: {
                        readonly type: "object";
                        readonly description: "A finding to accept without approval: it is still reported, but does not block.";
                        readonly required: readonly ["tool", "rule", "reason"];
                        readonly additionalProperties: false;
                        readonly 'x-expect': "a mapping with `tool`, `rule` and `reason`";
                        readonly properties: {
                            readonly server: {
                                readonly type: "string";
                                readonly description: "Server id the entry applies to. Default: every server.";
                                readonly 'x-expect': "a server id";
                            };
                            readonly tool: {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: "Tool name, or a glob over tool names (`search_*`).";
                                readonly 'x-expect': "a tool name or glob";
                            };
                            readonly rule: {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: "Rule ID of the finding to ignore (see the rule catalog).";
                                readonly 'x-expect': "a rule ID";
                            };
                            readonly reason: {
                                readonly type: "string";
                                readonly minLength: 1;
                                readonly description: "Why this is acceptable; shown in the report next to the ignored finding.";
                                readonly 'x-expect': "a non-empty sentence";
                            };
                            readonly expires: {
                                readonly type: "string";
                                readonly pattern: "^\\d{4}-\\d{2}-\\d{2}$";
                                readonly description: "Date (YYYY-MM-DD) on and after which the entry no longer applies; the report says so.";
                                readonly 'x-expect': "a date written YYYY-MM-DD";
                            };
                        };
                    };
                    readonly description: "Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.";
                    readonly 'x-expect': "a list of ignore entries";
                };
                readonly 'block-new-destructive-tools': {
                    readonly type: "boolean";
                    readonly default: true;
                    readonly description: "Block a newly added tool annotated `destructiveHint: true` (or without hints, which the spec treats as destructive) until approved.";
                    readonly 'x-expect': "true or false";
                };
                readonly versioning: {
                    readonly type: "string";
                    readonly enum: readonly ["none", "semver"];
                    readonly default: "none";
                    readonly description: "`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.";
                    readonly 'x-expect': "none or semver";
                };
            };
        };
        readonly probes: {
            readonly type: "string";
            readonly minLength: 1;
            readonly description: "Path of a probes file (frozen `tools/call` cases), relative to the repository root.";
            readonly 'x-expect': "a file path";
        };
    };
};
/**
 * What the gate reads from one entry of an MCP client config (`mcpServers.X` / `servers.X`). Other keys in those files
 * belong to the clients (`disabled`, `autoApprove`, `envFile`, …) and are allowed.
 */
export declare const clientServerSchema: {
    readonly type: "object";
    readonly 'x-expect': "a mapping with `command` or `url`";
    readonly properties: {
        readonly type: {
            readonly type: "string";
            readonly enum: readonly ["stdio", "http", "sse", "streamable-http", "streamableHttp"];
            readonly 'x-expect': "one of stdio, http, sse";
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
        readonly serverUrl: {
            readonly type: "string";
            readonly pattern: "^https?://";
            readonly description: "Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.";
            readonly 'x-expect': "an http:// or https:// URL";
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
        readonly disabled: {
            readonly type: "boolean";
            readonly 'x-expect': "true or false";
        };
    };
};
