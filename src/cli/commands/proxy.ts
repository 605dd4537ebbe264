import { closeSync, openSync, writeSync } from 'node:fs';
import { watchParent } from '../../process/parent-watch.js';
import { ContractChecker } from '../../app/contract-checker.js';
import { planProxy } from '../../app/proxy-plan.js';
import { ENFORCE_MODES, ENFORCE_MODES_BY } from '../../model/config.js';
import type { AuditLine } from '../../proxy/enforcer.js';
import type { WireAuditLine } from '../../proxy/wire.js';
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_HEADER_TIMEOUT_MS } from '../../proxy/listener.js';
import { MAX_MESSAGE_BYTES } from '../../util/limits.js';
import { redactUrl, startHttpProxy } from '../../proxy/http.js';
import { proxyUpstream } from '../../proxy/upstream-auth.js';
import { httpUrl, isLoopbackHost, parseHeader, parseListen, parseSize } from '../proxy-flags.js';
import { startStdioListener } from '../../proxy/http-stdio.js';
import { runStdioProxy } from '../../proxy/stdio.js';
import { logSafe } from '../../report/escape.js';
import { InputError } from '../../util/errors.js';
import { oneOf, parseFlags } from '../args.js';
import { display, gitRoot, loadCliConfig, readCliLockfile, resolveIn } from '../config.js';
import { scrubbedText, type CliIO } from '../io.js';
import { LOCKED_FLAG_HELP, readVerify, VERIFY_FLAG_HELP, VERIFY_FLAGS } from '../keys.js';
import { archiveCacheDir, lockedRefusalExit, verifyLockedPackage } from '../../discovery/locked-launch.js';
import { EXIT_CODES } from '../../util/exit-codes.js';

/** The shortest bearer token `--auth-token` takes (a guessable one would defeat it). */
export const MIN_AUTH_TOKEN_CHARS = 16;

export const PROXY_HELP = `Usage: mcp-contract-gate proxy --server ID [--config F] [--lockfile F] [--verify KEY]… [--max-age DAYS] [--locked] [--enforce block|warn|off] [--audit FILE]
       mcp-contract-gate proxy --lockfile F [--server ID] [--enforce …] [--audit FILE] -- COMMAND [ARGS…]
       mcp-contract-gate proxy --server ID --listen [HOST:]PORT          (any server of the config, stdio or http)
       mcp-contract-gate proxy --lockfile F --upstream URL [--header 'K: V']… --listen [HOST:]PORT
       mcp-contract-gate proxy --lockfile F --listen [HOST:]PORT -- COMMAND [ARGS…]

An MCP proxy between any client and a server, enforcing the lockfile at run time: every tools/list is checked
(a tool whose contract is not the pinned one, is not pinned, or is listed twice is withheld, or listed with a
warning), every tools/call of such a tool is answered with a JSON-RPC error naming the tool, both hashes and the
changes (it never reaches the server), and a list_changed makes it list again before the next call. Renames a
reviewer approved (recorded in the lockfile) are translated: old tool and argument names become the new ones, noted
in the result's _meta and the audit log. Put it in front of a server in .mcp.json or claude_desktop_config.json:

  "command": "npx", "args": ["-y", "mcp-contract-gate", "proxy", "--server", "reviews"]

For a Streamable HTTP server, or to serve a stdio server over HTTP, run the proxy beside the client and give the
client its URL:

  npx mcp-contract-gate proxy --server docs --listen 8931     # prints: listening on http://127.0.0.1:8931/mcp
  "docs": { "type": "http", "url": "http://127.0.0.1:8931/mcp" }

Options:
  --server ID       the server: its command, args, env and cwd (stdio) or url and headers (http) from the config,
                    and its entry in the lockfile (with -- COMMAND or --upstream: only the lockfile entry; optional
                    when the lockfile pins one server)
  --config F        the config (default: found from here up to the repository root)
  --lockfile F      the lockfile (default: the config's \`lockfile\`)
${VERIFY_FLAG_HELP}
${LOCKED_FLAG_HELP}
  --enforce MODE    block (default): withhold and refuse; warn: let through with a _meta warning; off: only audit
  --enforce-by HOW  hash (default): any change to a pinned contract withholds the tool; policy: only changes that
                    block under the config's policy do (additive and cosmetic ones pass, noted in _meta); also
                    the server's \`enforce-by\` in the config
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  --listen ADDR     serve Streamable HTTP on PORT or HOST:PORT (host 127.0.0.1 unless given; port 0 picks a free
                    one); the URL is printed on stderr. In front of an HTTP server each POST is judged and
                    forwarded, its JSON or SSE answer judged on the way back; GET and DELETE are forwarded;
                    Mcp-Session-Id, MCP-Protocol-Version, Mcp-Method and Mcp-Name pass both ways, so both protocol
                    eras work. In front of a stdio server (a config server, or -- COMMAND) one server process,
                    started with the listener, serves every session: initialize opens a session (Mcp-Session-Id),
                    requests without one are stateless (the 2026-07-28 era); answers come back as JSON or SSE (as
                    the client accepts); the server's own messages go to the session's GET stream
  --upstream URL    the Streamable HTTP server to forward to (without a config; with --config and --server, that
                    entry's \`auth\` signs the proxy in: OAuth client credentials, a private-key JWT or a refresh
                    token, a new token on 401 and on insufficient_scope; the tokens never reach the client; a
                    credential missing or refused: exit 3, naming the step and the key to set)
  --header 'K: V'   a header for every request to --upstream (repeatable; e.g. 'Authorization: Bearer …')
  --allow-host H    with --listen: a Host header accepted besides the listen address (repeatable; e.g. a name
                    the client uses for this machine). Any other Host is refused (403: DNS rebinding)
  --allow-origin O  with --listen: an Origin accepted (repeatable; e.g. http://localhost:3000). A request that
                    carries any other Origin is refused (403); POST needs content-type application/json (415)
  --auth-token env:NAME
                    with --listen: every request must carry \`Authorization: Bearer <token>\`, the value of the
                    variable NAME (at least ${MIN_AUTH_TOKEN_CHARS} characters; compared in constant time), else 401;
                    the client's Authorization header is then the proxy's, never sent to the server
  --allow-remote    with --listen on an address beyond loopback (0.0.0.0, ::, a LAN address): needed, and so is
                    --auth-token; without both the proxy refuses to start
  --header-timeout S
                    with --listen: a client has S seconds to send a request's headers (default ${DEFAULT_HEADER_TIMEOUT_MS / 1000})
  --body-timeout S  with --listen: S seconds to send a whole request, headers and body (default ${DEFAULT_BODY_TIMEOUT_MS / 1000}); a
                    client that trickles its request is cut off (408)
  --pass-env NAME   with -- COMMAND: pass the variable NAME of the proxy's environment on to the server (repeatable;
                    NAME* passes every variable starting so). The server gets the environment every server gets
                    (HOME, PATH, …, TZ, npm_config_*, UV_*, PIP_*, DOCKER_*: see docs/config.md) and these, nothing else
  --max-message-size N
                    the most one message may carry, either way, in bytes (or N KiB, N MiB; default
                    ${MAX_MESSAGE_BYTES / 1024 / 1024} MiB, as discovery reads servers); over it the client gets a JSON-RPC error
  -h, --help        this help

Every message, either way, is read strictly before it is judged: UTF-8, one JSON value (RFC 8259: no NaN or
Infinity, no duplicate names, no lone surrogates, no raw control characters; numbers it can carry), a JSON-RPC
message; over stdio one per LF-terminated line (one CR before the LF at most). What cannot be read is answered with
-32700 (parse error) or -32600 (invalid request), with its id when one can be read, logged on stderr and in the
audit log ("decision": "malformed"), and never forwarded; what is forwarded is the value judged, written anew. A
server's lone surrogate or invalid UTF-8 in a string is replaced with U+FFFD (logged; that tool then matches no pin).

Over stdio only JSON-RPC is ever written to stdout; exit code: the server's. Over HTTP a server that fails (5xx,
unreachable) is answered with a JSON-RPC error; the proxy runs until SIGINT or SIGTERM. A stdio server behind
--listen that ends (or cannot start) gets every open request answered with an error naming it, its exit code and
stderr tail; then the listener stops and exits with the server's code (1 when it had none).
`;

export async function runProxy(args: string[], io: CliIO): Promise<number> {
  const dash = args.indexOf('--');
  const own = dash >= 0 ? args.slice(0, dash) : args;
  const command = dash >= 0 ? args.slice(dash + 1) : [];
  const { values } = parseFlags('proxy', {
    args: own,
    options: {
      server: { type: 'string' },
      config: { type: 'string' },
      lockfile: { type: 'string' },
      ...VERIFY_FLAGS,
      locked: { type: 'boolean' },
      enforce: { type: 'string' },
      audit: { type: 'string' },
      listen: { type: 'string' },
      upstream: { type: 'string' },
      header: { type: 'string', multiple: true },
      'enforce-by': { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
      'allow-origin': { type: 'string', multiple: true },
      'auth-token': { type: 'string' },
      'allow-remote': { type: 'boolean' },
      'header-timeout': { type: 'string' },
      'body-timeout': { type: 'string' },
      'max-message-size': { type: 'string' },
      'pass-env': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(PROXY_HELP); // asked for help: no JSON-RPC session is running
    return 0;
  }
  if (values['pass-env']?.length && !command.length)
    throw new InputError("proxy: --pass-env goes with -- COMMAND; a config server's environment is its entry's `env` (plus the variables every server inherits)");
  if (dash >= 0 && command.length === 0) throw new InputError('proxy: nothing after --; give the server command, e.g. `proxy --lockfile mcp-contracts.lock.json -- node server.js`');
  if (command.length && values.upstream !== undefined) throw new InputError('proxy: -- COMMAND starts a stdio server; --upstream is an HTTP server (use one or the other)');
  if (values.header?.length && values.upstream === undefined) throw new InputError('proxy: --header goes with --upstream URL (a config server takes its headers from the config)');
  // parsed before the plan: a --listen that cannot be read is refused first
  const listen = values.listen !== undefined ? parseListen(values.listen) : undefined;
  const plan = planProxy(
    {
      ...(values.server !== undefined ? { server: values.server } : {}),
      ...(values.config !== undefined ? { config: values.config } : {}),
      ...(values.lockfile !== undefined ? { lockfile: values.lockfile } : {}),
      command,
      ...(values.upstream !== undefined ? { upstream: values.upstream } : {}),
      headers: Object.fromEntries((values.header ?? []).map(parseHeader)),
      passEnv: values['pass-env'] ?? [],
      listen: listen !== undefined,
      locked: values.locked === true,
      ...(values.enforce !== undefined ? { enforce: oneOf('--enforce', values.enforce, ENFORCE_MODES) } : {}),
      ...(values['enforce-by'] !== undefined ? { enforceBy: oneOf('--enforce-by', values['enforce-by'], ENFORCE_MODES_BY) } : {}),
      env: io.env,
      cwd: io.cwd,
    },
    {
      loadConfig: (flag, only) => loadCliConfig(io, flag, undefined, only),
      readLockfile: (path) => readCliLockfile(io, path, readVerify(io, values)),
      display: (path) => display(io, path),
      gitRoot,
      httpUrl,
    },
  );
  const { id, enforce, by } = plan;
  let run = plan.launch.kind === 'stdio' ? plan.launch.run : undefined;
  const remote = plan.launch.kind === 'http' ? plan.launch : undefined;
  if (plan.locked && run) {
    // the package's bytes are checked against the lockfile first, with the registry settings the server's own launch
    // reads (npm_config_*, PIP_*, .npmrc in its folder); npx then runs the verified archive itself
    const env = Object.fromEntries(Object.entries(run.env).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const verdict = await verifyLockedPackage({ id, transport: 'stdio', command: run.command, args: run.args }, plan.pinned.package, display(io, plan.lockPath), {
      cwd: run.cwd ?? io.cwd,
      env,
      cacheDir: archiveCacheDir(io.env),
    });
    if (!verdict.ok) {
      io.stderr(`mcp-contract-gate proxy: refused to start server '${id}': ${verdict.message}${verdict.kind === 'changed' ? ' (server-package-changed)' : ''}\n`);
      return EXIT_CODES[lockedRefusalExit(verdict.kind)];
    }
    run = { ...run, command: verdict.command, args: verdict.args, env: { ...run.env, ...verdict.env } };
  }
  const auditFile = values.audit !== undefined ? resolveIn(io, values.audit) : undefined;
  // the audit file is opened once (appending): a line per call costs one write, not an open, a write and a close
  let auditFd: number | undefined;
  const audit = (line: AuditLine | WireAuditLine) => {
    const text = scrubbedText(io, `${JSON.stringify(line)}\n`);
    if (auditFile === undefined) return io.stderr(text);
    auditFd ??= openSync(auditFile, 'a');
    writeSync(auditFd, text);
  };
  const checker = new ContractChecker(id, plan.pinned, plan.checker);
  const log = (t: string) => io.stderr(t);
  // what the proxy itself tells a client (a server's exit and stderr tail, an upstream's error) is scrubbed like its logs
  const scrub = (t: string) => scrubbedText(io, t);
  if ((values['allow-host']?.length || values['allow-origin']?.length) && !listen) throw new InputError('proxy: --allow-host and --allow-origin go with --listen (the HTTP listener)');
  const exposure = listenExposure(io, values, listen);
  const maxMessageBytes = values['max-message-size'] !== undefined ? parseSize(values['max-message-size']) : MAX_MESSAGE_BYTES;
  try {
    return await serve();
  } finally {
    if (auditFd !== undefined) closeSync(auditFd);
  }

  async function serve(): Promise<number> {
    if (run && !listen) return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log, maxMessageBytes, scrub });
    // what either HTTP listener takes: where it listens, whom it lets in, how it judges and where it logs
    const listening = {
      host: listen!.host,
      port: listen!.port,
      allowHosts: values['allow-host'] ?? [],
      allowOrigins: values['allow-origin'] ?? [],
      ...exposure,
      checker,
      enforce,
      audit,
      log,
      maxMessageBytes,
      scrub,
    };
    if (exposure.remote) io.stderr(`mcp-contract-gate proxy: listening beyond loopback (${logSafe(listen!.host)}, --allow-remote): every request needs the bearer token\n`);
    if (run) {
      const listener = await startStdioListener({ ...run, ...listening });
      io.stderr(`mcp-contract-gate proxy: listening on ${listener.url} (server '${id}' over stdio: ${logSafe(run.command)}, enforce ${enforce} by ${by})\n`);
      const stop = () => void listener.close();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      const unwatch = watchParent(stop);
      const code = await listener.done;
      unwatch();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      return code;
    }
    // the config's entry: its `auth` makes the proxy the server's OAuth client; a server it cannot authorize to is refused now
    const upstream = remote?.entry ? proxyUpstream(remote.url, remote.headers, remote.entry) : undefined;
    const unauthorized = await upstream?.preflight();
    if (unauthorized) {
      io.stderr(`mcp-contract-gate proxy: refused to start server '${id}': ${unauthorized}\n`);
      return EXIT_CODES.couldNotRun;
    }
    const proxy = await startHttpProxy({ upstream: remote!.url, headers: remote!.headers, ...listening, ...(upstream?.fetch ? { upstreamFetch: upstream.fetch } : {}) });
    io.stderr(`mcp-contract-gate proxy: listening on ${proxy.url} (server '${id}' at ${redactUrl(remote!.url)}${upstream?.fetch ? ', OAuth' : ''}, enforce ${enforce} by ${by})\n`);
    let unwatch = () => undefined as void;
    await new Promise<void>((done) => {
      process.once('SIGINT', done);
      process.once('SIGTERM', done);
      // the launcher (npx, a shell) ended without passing its signal on: end as on SIGTERM
      unwatch = watchParent(done);
    });
    unwatch();
    await proxy.close();
    return 0;
  }
}

/**
 * Who may reach the listener: beyond loopback only with --allow-remote and a bearer token (--auth-token env:NAME);
 * the token, the read timeouts. Flags that need --listen are refused without it.
 */
function listenExposure(
  io: CliIO,
  values: { 'auth-token'?: string; 'allow-remote'?: boolean; 'header-timeout'?: string; 'body-timeout'?: string },
  listen: { host: string } | undefined,
): { remote: boolean; authToken?: string; headerTimeoutMs?: number; bodyTimeoutMs?: number } {
  const given = (['auth-token', 'allow-remote', 'header-timeout', 'body-timeout'] as const).filter((k) => values[k] !== undefined);
  if (!listen) {
    if (given.length) throw new InputError(`proxy: --${given[0]} goes with --listen (the HTTP listener)`);
    return { remote: false };
  }
  let authToken: string | undefined;
  const source = values['auth-token'];
  if (source !== undefined) {
    if (!source.startsWith('env:')) throw new InputError('proxy: --auth-token takes env:NAME, a variable holding the token (a token on the command line is visible to every user of the machine)');
    const name = source.slice(4);
    authToken = io.env[name];
    if (!authToken) throw new InputError(`proxy: --auth-token ${source}: the variable ${name} is not set (or empty)`);
    if (authToken.length < MIN_AUTH_TOKEN_CHARS || /\s/.test(authToken))
      throw new InputError(`proxy: --auth-token ${source}: the token must be at least ${MIN_AUTH_TOKEN_CHARS} characters, without spaces (e.g. \`openssl rand -hex 32\`)`);
  }
  const remote = !isLoopbackHost(listen.host);
  if (remote && (!values['allow-remote'] || authToken === undefined))
    throw new InputError(
      `proxy: --listen ${listen.host} is reachable from other machines; that needs --allow-remote and a bearer token (--auth-token env:NAME), ${
        values['allow-remote'] ? 'and no --auth-token was given' : 'or listen on 127.0.0.1'
      }`,
    );
  const seconds = (flag: 'header-timeout' | 'body-timeout') => {
    const text = values[flag];
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0) || n > 3600) throw new InputError(`proxy: --${flag} ${JSON.stringify(text)}: give seconds, more than 0 and at most 3600 (e.g. 10)`);
    return Math.round(n * 1000);
  };
  const headerTimeoutMs = seconds('header-timeout');
  const bodyTimeoutMs = seconds('body-timeout');
  if ((headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS) > (bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS))
    throw new InputError('proxy: --header-timeout is longer than --body-timeout (the body timeout counts the headers too)');
  return { remote, ...(authToken !== undefined ? { authToken } : {}), ...(headerTimeoutMs !== undefined ? { headerTimeoutMs } : {}), ...(bodyTimeoutMs !== undefined ? { bodyTimeoutMs } : {}) };
}
