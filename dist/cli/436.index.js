export const id = 436;
export const ids = [436];
export const modules = {

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ progress)
/* harmony export */ });
/* harmony import */ var _report_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4069);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4031);


/**
 * Progress lines on stderr while servers are set up and read, one line per step as it happens (so they never mix
 * into the report on stdout):
 *
 *     · setup "npm ci" in packages/api (for api, worker) @ base
 *     ✓ setup "npm ci" in packages/api done in 14.2 s @ base
 *     · api: starting @ base
 *     ✓ api: 12 tools in 840 ms @ base
 *     ✗ worker: the server exited with code 1 during initialize @ head
 *
 * Returns undefined when `quiet`, so callers pass it straight on as `onEvent`.
 */
function progress(io, quiet) {
    if (quiet)
        return undefined;
    const started = new Map();
    const write = (line, ref) => io.stderr(`${line}${ref ? ` @ ${ref}` : ''}\n`);
    return (e) => {
        const key = `${e.ref ?? ''}\u0000${e.type.startsWith('setup') ? `setup\u0000${e.setup?.cwd}\u0000${e.setup?.command}` : e.server}`;
        if (e.type === 'setup-start' || e.type === 'setup-end') {
            const s = e.setup;
            // The folder inside its checkout (a base worktree lives in a temporary folder: never shown).
            const where = s.folder && !s.folder.startsWith('..') ? ` in ${safe(s.folder)}` : '';
            const what = `setup ${safe(JSON.stringify(s.command))}${where}`;
            if (e.type === 'setup-start') {
                started.set(key, e.time);
                write(`· ${what} (for ${s.servers.map((id) => safe(id)).join(', ')})`, e.ref);
            }
            else if (e.error)
                write(`✗ ${what} failed: ${safe(e.error.message)}`, e.ref);
            else
                write(`✓ ${what} done in ${duration(e.time - (started.get(key) ?? e.time))}`, e.ref);
            return;
        }
        if (e.type === 'start') {
            started.set(key, e.time);
            write(`· ${safe(e.server)}: starting`, e.ref);
            return;
        }
        const s = e.snapshot;
        if (!s)
            return;
        if (s.error)
            write(`✗ ${safe(e.server)}: ${safe(s.error.message)}`, e.ref);
        else {
            const prompts = s.prompts?.length ? `, ${(0,_report_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.prompts.length, 'prompt')}` : '';
            const took = started.has(key) ? ` in ${duration(e.time - started.get(key))}` : '';
            write(`✓ ${safe(e.server)}: ${(0,_report_common_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.tools.length, 'tool')}${prompts}${took}`, e.ref);
        }
    };
}
function safe(text) {
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)(text, 200));
}
function duration(ms) {
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}


/***/ }),

/***/ 5173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ discoverAll),
/* harmony export */   CH: () => (/* binding */ discoverSet),
/* harmony export */   qP: () => (/* binding */ setupEvent)
/* harmony export */ });
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4663);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6223);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1507);
/* harmony import */ var _mcp_client_failure_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3430);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7809);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9979);







/** Discover every server, at most `concurrency` at once; one failing never stops the others. Keys keep config order. */
async function discoverAll(servers, options) {
    const limit = (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_5__/* .createLimiter */ .z)(options.concurrency ?? _model_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONCURRENCY */ .WH);
    return discoverSet(servers, { ...options, downloads: options.downloads ?? (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_5__/* .createSlots */ .e)(options.downloadConcurrency ?? _model_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DOWNLOAD_CONCURRENCY */ .dN) }, limit, undefined);
}
/** A setup's progress as a discovery event (named after the first server that declared it). */
function setupEvent(e, ref) {
    return { type: e.type, server: e.setup.servers[0], ref, time: e.time, setup: e.setup, ...(e.error ? { error: e.error } : {}) };
}
/**
 * discoverAll under a limiter shared with other work (both refs in discoverRefs). Setups are planned first (one run
 * per distinct command and folder, see planSetups); each server waits, without holding a slot, until its setup is done,
 * then takes a slot for its own discovery. A failed setup fails the servers that declared it, each with the setup's error.
 */
async function discoverSet(servers, options, limit, ref) {
    const plan = (0,_setup_js__WEBPACK_IMPORTED_MODULE_4__/* .planSetups */ .ED)(servers, {
        rootDir: options.rootDir,
        env: options.env,
        signal: options.signal,
        killGraceMs: options.killGraceMs,
        limit,
        onEvent: (e) => emit(options, setupEvent(e, ref)),
    });
    const snapshots = await Promise.all(servers.map(async (server) => {
        const setupError = await plan.ready(server);
        if (setupError) {
            const snapshot = (0,_discover_server_js__WEBPACK_IMPORTED_MODULE_3__/* .withVariant */ .YA)(server, (0,_mcp_client_failure_js__WEBPACK_IMPORTED_MODULE_6__/* .failed */ .g)(setupError, (server.clientCapabilities ?? {})));
            emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
            return snapshot;
        }
        // Setup ran in the plan (or the folder is missing, which discovery reports): discovery itself only lists.
        const planned = plan.setups.some((s) => s.servers.includes(server.id));
        const { setup: _ran, ...withoutSetup } = server;
        const run = planned ? withoutSetup : server;
        // a launch through a package runner takes a download slot first (without holding a discovery slot while it
        // waits), and hands it on at its first output: at most downloadConcurrency downloads at once
        const release = options.downloads && run.transport === 'stdio' && run.command && (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_1__/* .packageRunner */ .XB)(run.command, run.args ?? []) ? await options.downloads.acquire() : undefined;
        try {
            return await limit(async () => {
                emit(options, { type: 'start', server: server.id, ref, time: performance.now() });
                const snapshot = await (0,_discover_server_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverServer */ .pc)(run, release ? { ...options, onStarted: release } : options);
                emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
                return snapshot;
            });
        }
        finally {
            release?.();
        }
    }));
    const set = { servers: {} };
    servers.forEach((server, i) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(set.servers, server.id, snapshots[i])); // an id is config text: `__proto__` too
    return set;
}
function emit(options, event) {
    try {
        options.onEvent?.(event);
    }
    catch {
        // A logging callback never breaks discovery.
    }
}


/***/ }),

/***/ 7098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ configAtBase),
/* harmony export */   g: () => (/* binding */ discoverRefs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6905);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4663);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5173);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5847);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7809);








/**
 * Discover every server at head (the working tree at `headDir`) and at base (a temporary `git worktree` of
 * `baseRef`, always removed afterwards). Setup and discovery of all servers at both refs run at the same time under
 * one concurrency limit. Server faults end up in the snapshots; only git problems (an unknown base ref) throw.
 */
async function discoverRefs(options) {
    const { config, headDir } = options;
    const limit = (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_7__/* .createLimiter */ .z)(options.concurrency ?? config.concurrency);
    const downloads = (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_7__/* .createSlots */ .e)(options.downloadConcurrency ?? config.downloadConcurrency ?? _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_DOWNLOAD_CONCURRENCY */ .dN);
    const common = { env: options.env, signal: options.signal, onEvent: options.onEvent, killGraceMs: options.killGraceMs, listLimits: options.listLimits, downloads };
    const head = (0,_discover_all_js__WEBPACK_IMPORTED_MODULE_5__/* .discoverSet */ .CH)(config.servers, { ...common, rootDir: headDir }, limit, 'head');
    const base = (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_6__/* .withBaseWorktree */ .Pt)(headDir, options.baseRef, async (baseDir) => {
        const chosen = configAtBase(config, headDir, baseDir, { env: options.env, baseRef: options.baseRef });
        const wanted = (options.baseServers ? chosen.config.servers.filter((s) => options.baseServers.includes(s.id)) : chosen.config.servers).map((s) => inBase(s, headDir));
        const snapshots = await (0,_discover_all_js__WEBPACK_IMPORTED_MODULE_5__/* .discoverSet */ .CH)(wanted, { ...common, rootDir: baseDir }, limit, 'base');
        return { snapshots, ...chosen };
    }, { tmpDir: options.tmpDir });
    // Wait for both, even when one fails, so that nothing is left running when this returns or throws.
    const [headResult, baseResult] = await Promise.allSettled([head, base]);
    if (baseResult.status === 'rejected')
        throw baseResult.reason;
    if (headResult.status === 'rejected')
        throw headResult.reason;
    const result = {
        head: headResult.value,
        base: baseResult.value.snapshots,
        baseConfig: baseResult.value.config,
        baseConfigFrom: baseResult.value.from,
    };
    if (baseResult.value.error)
        result.baseConfigError = baseResult.value.error;
    return result;
}
/**
 * The config to run in the base worktree `baseDir`: the file at the head config's path as it is at base, read from
 * the base checkout, so a version bump in the config (`npx pkg@1.4.0` → `@1.5.0`) runs each version on its side, and
 * a server whose code arrives with the pull request is "added" rather than run in a checkout that lacks it.
 */
function configAtBase(config, headDir, baseDir, options) {
    if (!config.file)
        return { config, from: 'head' };
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(headDir, config.file);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return { config, from: 'head' };
    const atBase = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(baseDir, rel);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(atBase))
        return { config: { ...config, servers: [], file: atBase }, from: 'none' };
    try {
        const baseConfig = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o4)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(atBase, 'utf8'), rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), { env: options.env });
        baseConfig.file = atBase;
        return { config: baseConfig, from: 'base' };
    }
    catch (err) {
        if (!(err instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz))
            throw err;
        return { config, from: 'head', error: `${err.message} (at base ${options.baseRef})` };
    }
}
/**
 * A server whose `cwd` is an absolute folder inside the head checkout (a client config may name one) runs at base in
 * the same folder of the base worktree: never in the head's, which would show the head's code as the base.
 */
function inBase(server, headDir) {
    if (!server.cwd || !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(server.cwd))
        return server;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(headDir, server.cwd);
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return server;
    return { ...server, cwd: rel === '' ? '.' : rel };
}


/***/ }),

/***/ 1507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pc: () => (/* binding */ discoverServer),
  KS: () => (/* binding */ serverNeutralContext),
  YA: () => (/* binding */ withVariant)
});

// UNUSED EXPORTS: launchedPackage, npxCacheHint, timeoutMessage, withResolution

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2757);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6066);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/mcp-client/failure.ts
var failure = __webpack_require__(3430);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(305);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts + 1 modules
var remote = __webpack_require__(8316);
// EXTERNAL MODULE: ./src/model/protocol.ts
var protocol = __webpack_require__(1493);
// EXTERNAL MODULE: ./src/mcp-client/era.ts
var era = __webpack_require__(7502);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var session = __webpack_require__(9560);
// EXTERNAL MODULE: ./src/mcp-client/stdio-connect.ts
var stdio_connect = __webpack_require__(2554);
// EXTERNAL MODULE: ./src/discovery/setup.ts
var discovery_setup = __webpack_require__(9979);
// EXTERNAL MODULE: ./src/mcp-client/stdio-transport.ts
var stdio_transport = __webpack_require__(3645);
// EXTERNAL MODULE: ./src/mcp-client/recording-transport.ts
var recording_transport = __webpack_require__(1075);
;// CONCATENATED MODULE: ./src/util/debug.ts
/** The variable that turns on the verbose log (what the gate decided quietly: dropped late answers, …). */
const DEBUG_ENV = 'MCP_CONTRACT_GATE_DEBUG';
/** One line on stderr when the verbose log is on (`MCP_CONTRACT_GATE_DEBUG=1`); nothing otherwise. */
function debugLog(env, text) {
    const on = env[DEBUG_ENV];
    if (on && on !== '0' && on !== 'false')
        process.stderr.write(`mcp-contract-gate debug: ${text.replace(/[\r\n]+/g, ' ')}\n`);
}

// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(4112);
// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/discovery/package-resolve.ts
var package_resolve = __webpack_require__(2831);
;// CONCATENATED MODULE: ./src/discovery/discover-server.ts




















/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
async function discoverServer(server, options) {
    const spec = server.transport === 'stdio' && server.command ? (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []) : undefined;
    // a registry package resolves beside the launch; an image, after it (the run pulled it)
    const early = spec && spec.manager !== 'docker' ? resolution(server, spec, options) : undefined;
    const raw = await discoverRaw(server, options);
    const snapshot = (0,neutral_paths/* neutralizeSnapshot */.Cb)(raw, serverNeutralContext(server, options));
    const launched = launchedPackage(server);
    if (!launched || !spec)
        return withVariant(server, snapshot);
    // a server that failed still waits for its lookup (bounded), so no registry query outlives the discovery
    const resolved = early ? await early : raw.error ? undefined : await resolution(server, spec, options);
    return withVariant(server, { ...snapshot, package: resolved ? withResolution(launched, resolved) : launched });
}
/** The placeholders for one server's text: its paths and this machine's facts, each unless its knob is off. */
function serverNeutralContext(server, options) {
    return (0,neutral_paths/* neutralContext */.h3)({
        rootDir: options.rootDir,
        env: options.env ?? process.env,
        paths: server.neutralPaths !== false,
        machine: server.neutralMachine ?? config/* MACHINE_FACTS */.a1,
        ...(server.env?.TZ ? { serverTz: server.env.TZ } : {}),
    });
}
/**
 * What the snapshot records of the entry it was read from: the launch (ServerSnapshot.launch, read or not: a failed
 * start still launched it) and, for a variant, the environment it was read under (ServerSnapshot.variant).
 */
function withVariant(server, snapshot) {
    const out = server.launch ? { ...snapshot, launch: server.launch } : snapshot;
    return server.variant ? { ...out, variant: server.variant.name } : out;
}
function resolution(server, spec, options) {
    const { cwd, env } = (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir);
    return (0,package_resolve/* resolvePackage */.Ph)(spec, { command: server.command ?? '', cwd: isDirectory(cwd) ? cwd : options.rootDir, env });
}
/** The package with what it resolved to: `resolved` (when the spec named no exact version) and `integrity`. */
function withResolution(pkg, r) {
    const out = { ...pkg };
    if (r.version && r.version !== pkg.version)
        out.resolved = r.version;
    out.integrity = r.integrity;
    if (r.reason)
        out.reason = r.reason;
    return out;
}
/** The package a stdio server's launch spec runs, as the snapshot records it (see ServerSnapshot.package). */
function launchedPackage(server) {
    if (server.transport !== 'stdio' || !server.command)
        return undefined;
    const spec = (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []);
    if (!spec)
        return undefined;
    const out = { manager: spec.manager, name: spec.package };
    if (spec.pin.kind === 'version')
        out.version = spec.pin.version;
    else
        out.requested = spec.pin.kind === 'range' ? spec.pin.range : spec.pin.kind === 'tag' ? spec.pin.tag : 'none';
    if (spec.digest)
        out.digest = spec.digest;
    return out;
}
async function discoverRaw(server, options) {
    const clientCapabilities = (server.clientCapabilities ?? {});
    try {
        const expand = (s) => (0,interpolate/* expandWorkspaceFolder */.sA)(s, options.rootDir);
        const launch = (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir);
        const { cwd, env } = launch;
        if (!isDirectory(cwd))
            return (0,failure/* failed */.g)({ message: `the working folder ${JSON.stringify(server.cwd ?? '.')} does not exist in the checkout (${cwd})` }, clientCapabilities);
        if (server.setup) {
            const setup = await (0,discovery_setup/* runSetup */.xn)(server.setup, { cwd, env, timeoutMs: server.setupTimeoutMs, signal: options.signal, killGraceMs: options.killGraceMs });
            if (!setup.ok)
                return (0,failure/* failed */.g)((0,discovery_setup/* setupFailure */.AF)(server.setup, server.setupTimeoutMs, setup), clientCapabilities);
        }
        const limits = options.listLimits ?? list_raw/* DEFAULT_LIST_LIMITS */.g5;
        if (server.transport === 'stdio') {
            return await discoverStdio(server, { launch, clientCapabilities, limits, options });
        }
        const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
        return await (0,remote/* discoverRemote */.yc)(server, { url: expand(server.url ?? ''), headers, clientCapabilities, limits, signal: options.signal });
    }
    catch (err) {
        return (0,failure/* failed */.g)({ message: `discovery failed unexpectedly: ${err.message}` }, clientCapabilities);
    }
}
async function discoverStdio(server, ctx) {
    const { command, args, env, cwd } = ctx.launch;
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, ctx.options.signal, (0,discovery_launch/* startBudget */.cg)(server, ctx.launch));
    const spawn = () => {
        const transport = new stdio_transport/* GroupStdioTransport */.o({ command, args, env, cwd, killGraceMs: ctx.options.killGraceMs });
        transport.onFirstOutput = () => {
            deadline.started();
            ctx.options.onStarted?.();
        };
        return transport;
    };
    const slot = { transport: spawn() };
    const progress = { phase: 'start' };
    try {
        try {
            await deadline.race(slot.transport.start());
        }
        catch (err) {
            if (deadline.reason)
                throw err;
            const code = err.code;
            const why = code === 'ENOENT' ? 'command not found (is it installed, and on PATH or relative to cwd?)' : err.message;
            return (0,failure/* failed */.g)({ message: `cannot start ${JSON.stringify(command)}: ${why}` }, ctx.clientCapabilities);
        }
        const connected = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, server, ctx.clientCapabilities, deadline, progress);
        try {
            return withWarnings(await (0,session/* readLists */.qZ)(connected, ctx.clientCapabilities, deadline, progress, ctx.limits), slot.transport);
        }
        catch (err) {
            // A 2026-only server may end the connection on the `initialize` that negotiation sent while it was slow to
            // start: it answered in the 2026 era, so open it again speaking only that era.
            if (!connected.sentInitializeToo || deadline.reason || !(err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.ConnectionClosed))
                throw err;
            await slot.transport.close();
            slot.transport = spawn();
            await deadline.race(slot.transport.start());
            const again = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, { ...server, protocol: protocol/* DISCOVER_ERA_VERSION */.yW }, ctx.clientCapabilities, deadline, progress);
            return withWarnings(await (0,session/* readLists */.qZ)(again, ctx.clientCapabilities, deadline, progress, ctx.limits), slot.transport);
        }
    }
    catch (err) {
        const error = { message: '' };
        if (deadline.reason === 'timeout') {
            error.message = timeoutMessage(server, deadline, progress);
            error.timedOut = true;
        }
        else if (deadline.reason === 'aborted') {
            error.message = `discovery was cancelled during ${progress.phase}`;
        }
        else if (slot.transport.violation) {
            error.message = slot.transport.violation;
        }
        else if (err instanceof era/* VersionRefused */.Xj) {
            error.message = `${progress.phase} failed: ${err.message}`;
        }
        else if (answered(err)) {
            // The server answered with a JSON-RPC error (and may have exited after it): the answer is the reason.
            error.message = `${progress.phase} failed: ${(0,failure/* describeFailure */.I)(err)}`;
        }
        else {
            // When the connection closed under a request, the process has ended (or is about to): say how.
            const closed = err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.ConnectionClosed;
            const end = closed ? await slot.transport.waitForEnd(2000) : slot.transport.ended;
            if (end && (end.code !== null || end.signal !== null)) {
                error.message = end.signal ? `the server was killed by ${end.signal} during ${progress.phase}` : `the server exited with code ${end.code} during ${progress.phase}`;
                error.exitCode = end.code;
                error.signal = end.signal;
            }
            else {
                error.message = err instanceof list_raw/* DiscoveryFailure */.$f ? err.message : `${progress.phase} failed: ${(0,failure/* describeFailure */.I)(err)}`;
            }
        }
        await slot.transport.close();
        const stderr = slot.transport.stderr.text();
        if (stderr)
            error.stderr = stderr;
        // what the server said went wrong leads the message, not the stack frames that end its stderr
        const cause = slot.transport.stderr.cause();
        if (cause && !error.message.includes(cause))
            error.message += `: ${cause}`;
        const broken = npxCacheHint(stderr);
        if (broken)
            error.message += `; ${broken}`;
        return withWarnings((0,failure/* failed */.g)(error, ctx.clientCapabilities), slot.transport);
    }
    finally {
        ctx.options.onStarted?.();
        deadline.dispose();
        await slot.transport.close();
        for (const d of (0,recording_transport/* droppedAnswers */.Y)(slot.transport))
            debugLog(ctx.options.env ?? process.env, `server ${server.id}: dropped ${d.reason} (wire id ${String(d.id)})`);
    }
}
/**
 * What to do about a broken npx cache entry: a download that was killed (a start budget that ran out, a cancelled job)
 * leaves `_npx/<hash>/` without its package.json, and every later `npx` of that package fails with npm's
 * `ENOENT … _npx/<hash>/package.json`. The folder to delete, when the stderr says so.
 */
function npxCacheHint(stderr) {
    const m = /((?:[A-Za-z]:)?[^\s'"`]*[\\/]_npx[\\/][0-9a-f]{6,})[\\/]package\.json/.exec(stderr);
    if (!m || !/ENOENT|no such file/i.test(stderr))
        return undefined;
    return `npx's cache entry ${m[1]} is incomplete (a download that was cut short leaves it so): delete that folder (rm -rf ${JSON.stringify(m[1])}) and run again`;
}
/** Which budget ran out, and how to raise it. */
function timeoutMessage(server, deadline, progress) {
    if (deadline.phase === 'start')
        return `timed out after ${(0,discovery_setup/* seconds */.YA)(server.startTimeoutMs)} waiting for the server to start (no output on stdout yet; a package download by npx, uvx or docker counts here): raise start-timeout for this server, or pass --start-timeout`;
    if (!deadline.spoke && deadline.startMs === undefined)
        return `timed out after ${(0,discovery_setup/* seconds */.YA)(server.timeoutMs)} waiting for ${progress.phase}: the server wrote nothing on stdout (launched directly, not through a package runner, it has timeout from spawn and no start budget): raise timeout for this server, or pass --timeout`;
    return `timed out after ${(0,discovery_setup/* seconds */.YA)(server.timeoutMs)} waiting for ${progress.phase} (the server had started; raise timeout for this server, or pass --timeout)`;
}
/** An error the server sent as its JSON-RPC answer (not one the SDK made up for a closed connection or a timeout). */
function answered(err) {
    return err instanceof types/* McpError */.Nh && err.code !== types/* ErrorCode */.O4.ConnectionClosed && err.code !== types/* ErrorCode */.O4.RequestTimeout;
}
function withWarnings(snapshot, transport) {
    const junk = transport.junkWarning();
    if (junk)
        snapshot.warnings = [...(snapshot.warnings ?? []), junk];
    return snapshot;
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 9979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ setupFailure),
/* harmony export */   ED: () => (/* binding */ planSetups),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   xn: () => (/* binding */ runSetup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9507);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(426);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(795);





/** Run a server's `setup` command with `sh -c` in its own process group; the whole group is ended on timeout. */
async function runSetup(command, options) {
    const output = new _process_tail_js__WEBPACK_IMPORTED_MODULE_4__/* .LineTail */ .Z(20);
    // One pipe for both streams (as in a terminal), so the tail keeps the order things were written in.
    const proc = (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGroup */ .j8)('sh', ['-c', `exec 2>&1\n${command}`], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.child.stdout?.on('data', (c) => output.push(c));
    proc.child.stderr?.on('data', (c) => output.push(c));
    let timedOut = false;
    let aborted = false;
    const stop = (why) => {
        if (why === 'timeout')
            timedOut = true;
        else
            aborted = true;
        void (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, options.killGraceMs);
    };
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('abort');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted)
        onAbort();
    try {
        const end = await proc.exited;
        // Let the pipes drain (a background job still holding them is ended in `finally`).
        await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
        if (end.error)
            return { ok: false, exitCode: null, signal: null, output: output.text(), timedOut: false, error: end.error.message };
        return {
            ok: end.code === 0 && !timedOut && !aborted,
            exitCode: end.code,
            signal: end.signal,
            output: output.text(),
            timedOut,
            ...(aborted ? { error: 'aborted' } : {}),
        };
    }
    finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        // Background jobs the setup left behind in its group (a dev server started with `&`) do not survive it.
        await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, options.killGraceMs);
    }
}
/** `30 s`, `0.7 s`: a duration for messages. */
function seconds(ms) {
    const s = ms / 1000;
    return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
/** The failed-discovery error for a setup that did not succeed: what happened, its exit code or signal, its output tail. */
function setupFailure(command, timeoutMs, setup) {
    const what = `setup ${JSON.stringify(command)}`;
    let message;
    if (setup.timedOut)
        message = `${what} timed out after ${seconds(timeoutMs)}`;
    else if (setup.error === 'aborted')
        message = `${what} was cancelled`;
    else if (setup.error)
        message = `${what} could not be started: ${setup.error}`;
    else if (setup.signal)
        message = `${what} was killed by ${setup.signal}`;
    else
        message = `${what} failed with exit code ${setup.exitCode}`;
    const error = { message, exitCode: setup.exitCode, signal: setup.signal };
    if (setup.timedOut)
        error.timedOut = true;
    if (setup.output)
        error.stderr = setup.output;
    return error;
}
function within(folder, ancestor) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(ancestor, folder);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * Setups of a set of servers, each distinct `setup` command + folder run once (two servers with `npm ci` in the same
 * folder share one run). A setup waits for the earlier setups (config order) whose folder holds or is held by its
 * own, so a root `npm ci` finishes before `npm run build` in a package and two installs never write one
 * `node_modules` at once; setups in unrelated folders run in parallel. `ready(server)` resolves when the server may
 * start: after its own setup and every setup in its folder or a folder above it (so a server without `setup` next to
 * one with `npm ci` does not start before `node_modules` exists). It resolves with the error of the server's own
 * setup when that failed, else undefined. A setup never throws; a folder that does not exist is left to discovery.
 */
function planSetups(servers, options) {
    const entries = [];
    const byKey = new Map();
    const ownOf = new Map();
    const groups = new Map();
    for (const server of servers) {
        if (!server.setup)
            continue;
        const cwd = (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir);
        if (!isDirectory(cwd))
            continue;
        const key = `${cwd}\u0000${server.setup}`;
        const group = groups.get(key);
        if (group) {
            group.setup.servers.push(server.id);
            group.timeoutMs = Math.max(group.timeoutMs, server.setupTimeoutMs);
        }
        else {
            const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(options.rootDir, cwd).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
            groups.set(key, { setup: { command: server.setup, cwd, folder, servers: [server.id] }, first: server, timeoutMs: server.setupTimeoutMs });
        }
    }
    for (const [key, group] of groups) {
        const before = entries.filter((e) => within(group.setup.cwd, e.setup.cwd) || within(e.setup.cwd, group.setup.cwd));
        const { first, setup } = group;
        const done = Promise.all(before.map((e) => e.done)).then(() => options.limit(async () => {
            emit(options, { type: 'setup-start', setup, time: performance.now() });
            const result = await runSetup(setup.command, {
                cwd: setup.cwd,
                env: (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .launchSpec */ .rR)(first, options.env, options.rootDir).env,
                timeoutMs: group.timeoutMs,
                signal: options.signal,
                killGraceMs: options.killGraceMs,
            }).catch((err) => ({ ok: false, exitCode: null, signal: null, output: '', timedOut: false, error: err.message }));
            const error = result.ok ? undefined : setupFailure(setup.command, group.timeoutMs, result);
            emit(options, { type: 'setup-end', setup, time: performance.now(), ...(error ? { error } : {}) });
            return error;
        }));
        const entry = { setup, done };
        entries.push(entry);
        byKey.set(key, entry);
    }
    for (const server of servers) {
        if (!server.setup)
            continue;
        const entry = byKey.get(`${(0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir)}\u0000${server.setup}`);
        if (entry)
            ownOf.set(server.id, entry);
    }
    return {
        setups: entries.map((e) => e.setup),
        ready: async (server) => {
            const own = ownOf.get(server.id);
            const cwd = (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir);
            const above = entries.filter((e) => e !== own && within(cwd, e.setup.cwd));
            await Promise.all(above.map((e) => e.done));
            return own ? await own.done : undefined;
        },
    };
}
function emit(options, event) {
    try {
        options.onEvent?.(event);
    }
    catch {
        // A logging callback never breaks setup.
    }
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   Pt: () => (/* binding */ withBaseWorktree),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Wd: () => (/* binding */ fileAt),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6345);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);






class GitError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(`git ${args.join(' ')} failed${code === null ? '' : ` (exit ${code})`}: ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no output'}`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
        this.name = 'GitError';
    }
}
/** Run git in `dir`; resolves with stdout, rejects with a GitError carrying stderr. Never prompts for credentials. */
function git(dir, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['-C', dir, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, String(stderr || error.message), typeof error.code === 'number' ? error.code : null));
            else
                resolve(String(stdout));
        });
    });
}
/**
 * The text of `path` (relative to `dir`; a leading `./` is optional) as committed at `rev`, or undefined when the
 * commit has no such file (or there is no such commit). `git show rev:./path`, written once.
 */
async function fileAt(dir, rev, path) {
    try {
        return await git(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof GitError)
            return undefined;
        throw err;
    }
}
async function hasCommit(dir, ref) {
    try {
        await git(dir, ['cat-file', '-e', `${ref}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The commit id of `ref` in the repository at `dir`. When the commit is not there (a shallow checkout, as
 * actions/checkout makes by default), fetch it from `origin` first.
 */
async function resolveCommit(dir, ref) {
    // The common case in one git call (each call is a process): the commit is here.
    const here = await git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then((out) => out.trim(), () => '');
    if (/^[0-9a-f]{40,64}$/.test(here))
        return here;
    const inRepository = await git(dir, ['rev-parse', '--git-dir']).then(() => true, () => false);
    if (!inRepository)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${dir} is not in a git repository: comparing with base ref ${JSON.stringify(ref)} needs one (run it in a clone)`);
    if (!(await hasCommit(dir, ref))) {
        const hasOrigin = await git(dir, ['remote', 'get-url', 'origin']).then(() => true, () => false);
        let fetchError = '';
        if (hasOrigin) {
            try {
                const shallow = (await git(dir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
                await git(dir, ['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
            }
            catch (err) {
                fetchError = err instanceof GitError ? gitReason(err.stderr) : err.message;
            }
        }
        if (!(await hasCommit(dir, ref))) {
            if (hasOrigin && !fetchError && (await hasCommit(dir, 'FETCH_HEAD')))
                return (await git(dir, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim();
            const near = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(ref, await refNames(dir));
            const hint = near ? `; did you mean "${near}"?` : '; give a branch, tag or commit, e.g. origin/main';
            const why = !hasOrigin ? 'and there is no remote "origin" to fetch it from' : `and fetching it from origin failed${fetchError ? `: ${fetchError}` : ''}`;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`base ref ${JSON.stringify(ref)} is not a commit in this repository, ${why}${hint}`);
        }
    }
    return (await git(dir, ['rev-parse', '--verify', `${ref}^{commit}`])).trim();
}
/** The line of git's stderr that says what went wrong (`fatal: couldn't find remote ref x` → `couldn't find remote ref x`). */
function gitReason(stderr) {
    const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? '';
    return line.replace(/^(fatal|error):\s*/, '');
}
/** Branch, remote-branch and tag names, for "did you mean". */
async function refNames(dir) {
    try {
        return (await git(dir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags'])).split('\n').filter(Boolean);
    }
    catch {
        return [];
    }
}
/**
 * Check out `baseRef` of the repository at `headDir` into a temporary worktree (`git worktree add --detach`), call
 * `fn` with its path, and always remove the worktree afterwards (`git worktree remove --force`, prune, and the folder),
 * whether `fn` succeeded or threw.
 */
async function withBaseWorktree(headDir, baseRef, fn, options = {}) {
    const commit = await resolveCommit(headDir, baseRef);
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(options.tmpDir ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-contract-gate-base-')));
    try {
        await git(headDir, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
        return await fn(dir);
    }
    finally {
        await removeWorktree(headDir, dir);
    }
}
async function removeWorktree(headDir, dir) {
    await git(headDir, ['worktree', 'remove', '--force', '--force', dir]).catch(() => { });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    await git(headDir, ['worktree', 'prune']).catch(() => { });
}


/***/ }),

/***/ 6066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The time budgets of one discovery, which also follow an outer abort signal (the job being cancelled); `race` makes any
 * step give up when a budget runs out. Two budgets, one after the other: with `startMs`, the server first has that long
 * to *start* (spawn, a package download by npx/uvx/docker, its own start-up) until `started()` is called on its first
 * output; then `ms` to *answer* (the opening and every list). Without `startMs` there is only the answering budget.
 */
class Deadline {
    ms;
    startMs;
    controller = new AbortController();
    timer;
    end;
    outer;
    onOuterAbort = () => this.stop('aborted');
    /** Why the budget ended early, if it did. */
    reason;
    /** Which budget is running: `start` until the server's first output, then `answer`. */
    phase;
    /** Whether the server has written anything (`started()` was called), in either phase. */
    spoke = false;
    constructor(ms, outer, startMs) {
        this.ms = ms;
        this.startMs = startMs;
        this.phase = startMs !== undefined ? 'start' : 'answer';
        const first = startMs ?? ms;
        this.end = Date.now() + first;
        // Every SDK request listens on the signal (and does not stop listening): hundreds of pages are normal.
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, this.controller.signal);
        this.timer = setTimeout(() => this.stop('timeout'), first);
        this.outer = outer;
        if (outer?.aborted)
            this.stop('aborted');
        else
            outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    }
    /** The server has started (its first output): the answering budget begins now (when a start budget ran). Idempotent. */
    started() {
        this.spoke = true;
        if (this.phase === 'answer' || this.reason)
            return;
        this.phase = 'answer';
        clearTimeout(this.timer);
        this.end = Date.now() + this.ms;
        this.timer = setTimeout(() => this.stop('timeout'), this.ms);
    }
    get signal() {
        return this.controller.signal;
    }
    /** What is left of every budget (while starting: the rest of the start budget and the whole answering one). */
    remaining() {
        return Math.max(0, this.end - Date.now()) + (this.phase === 'start' ? this.ms : 0);
    }
    /**
     * Timeout for one SDK request: a little more than what remains, so that this budget (with its better message)
     * always runs out before the SDK's own request timer.
     */
    requestTimeout() {
        return this.remaining() + 500;
    }
    /** `promise`, or a rejection as soon as the budget ends. */
    race(promise) {
        if (this.signal.aborted) {
            promise.catch(() => { });
            return Promise.reject(this.signal.reason);
        }
        return new Promise((resolve, reject) => {
            const onAbort = () => reject(this.signal.reason);
            this.signal.addEventListener('abort', onAbort, { once: true });
            promise.then((v) => {
                this.signal.removeEventListener('abort', onAbort);
                resolve(v);
            }, (e) => {
                this.signal.removeEventListener('abort', onAbort);
                reject(e);
            });
        });
    }
    dispose() {
        clearTimeout(this.timer);
        this.outer?.removeEventListener('abort', this.onOuterAbort);
    }
    stop(reason) {
        if (this.reason)
            return;
        this.reason = reason;
        const budget = this.phase === 'start' ? (this.startMs ?? this.ms) : this.ms;
        this.controller.abort(new Error(reason === 'timeout' ? `timed out after ${budget} ms${this.phase === 'start' ? ' (starting)' : ''}` : 'discovery was cancelled'));
    }
}


/***/ }),

/***/ 3430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ describeFailure),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
/** A failed discovery: no tools, and the reason. */
function failed(error, clientCapabilities) {
    const snapshot = { tools: [], error };
    if (clientCapabilities)
        snapshot.clientCapabilities = clientCapabilities;
    return snapshot;
}
/** One readable line for an error thrown by the SDK, zod, fetch or us. */
function describeFailure(err) {
    // Duck-typed: errors from fetch or another realm (a test VM) are not `instanceof Error` here.
    if (typeof err !== 'object' || err === null || typeof err.message !== 'string')
        return String(err);
    const issues = err.issues;
    if (Array.isArray(issues)) {
        const parts = issues.slice(0, 3).map((i) => `${(i.path ?? []).map(String).join('.') || '(result)'}: ${i.message ?? 'invalid'}`);
        return `the server's answer does not match the MCP schema (${parts.join('; ')}${issues.length > 3 ? '; …' : ''})`;
    }
    const cause = err.cause;
    // An SDK server that throws an McpError sends its text with the prefix, and our SDK adds it again: say it once.
    const message = err.message.replace(/(MCP error -?\d+: )\1+/, '$1');
    const detail = cause ? String(cause.code ?? cause.message ?? '') : '';
    // fetch's "fetch failed" says why only in its cause (ECONNREFUSED …); a message that already quotes its cause is left alone.
    if (detail && !message.includes(detail))
        return `${message} (${detail})`;
    return message;
}


/***/ }),

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ HttpStatusError),
/* harmony export */   x: () => (/* binding */ ModernHttpTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7502);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7547);
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5760);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4976);
/* harmony import */ var _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6173);







/** An HTTP answer that carried no JSON-RPC message: the status and a short line of the body. */
class HttpStatusError extends Error {
    status;
    body;
    constructor(status, body) {
        super(`HTTP ${status}${body ? `: ${body}` : ''}`);
        this.status = status;
        this.body = body;
    }
}
/**
 * Streamable HTTP as the discover era (2026-07-28) speaks it: every message is one POST, with `MCP-Protocol-Version`
 * and `Mcp-Method` (and `Mcp-Name`) headers, and a `tools/call` the `Mcp-Param-*` headers of the arguments its tool
 * mirrors (`x-mcp-header`, read from the tools the server listed on this transport); no session, no GET stream, no
 * DELETE. The answer is JSON or an SSE
 * stream (which stays open for `subscriptions/listen`); its messages are passed on raw. A 4xx that carries the 2026
 * era's own JSON-RPC errors answers the request with it (a version refusal, a header mismatch); any other failure
 * status is an `HttpStatusError`.
 * Bodies are read through `cappedFetch`.
 */
class ModernHttpTransport {
    url;
    headers;
    onclose;
    onerror;
    onmessage;
    controller = new AbortController();
    fetch;
    closed = false;
    /** Ids of the tools/list requests in flight: their answers say which arguments each tool mirrors into headers. */
    listing = new Set();
    /** Each listed tool's `x-mcp-header` declarations, from the latest listing that named it. */
    mirrored = new Map();
    constructor(url, headers, 
    /** The fetch every request goes through (an OAuth session's, which adds the bearer token); default `cappedFetch()`. */
    fetchFn) {
        this.url = url;
        this.headers = headers;
        this.fetch = fetchFn ?? (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .cappedFetch */ .Ul)();
    }
    async start() { }
    async send(message) {
        if (this.closed)
            throw new Error('the connection is closed');
        const headers = {
            ...this.headers,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .DISCOVER_ERA_VERSION */ .yW,
        };
        Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .routingHeaders */ .fl)(message));
        if ('method' in message && 'id' in message) {
            if (message.method === 'tools/list')
                this.listing.add(message.id);
            const params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(message.params) ? message.params : {};
            if (message.method === 'tools/call' && typeof params.name === 'string')
                Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .paramHeaders */ .oN)(this.mirrored.get(params.name) ?? [], params.arguments));
        }
        const response = await this.fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), signal: this.controller.signal });
        const type = response.headers.get('content-type') ?? '';
        if (type.includes('text/event-stream') && response.ok && response.body) {
            // Read the stream in the background: a listen stays open until we close.
            void this.readEvents(response.body).catch((err) => {
                if (!this.closed)
                    this.onerror?.(err);
            });
            return;
        }
        const text = await response.text();
        if (!('id' in message) || !('method' in message)) {
            if (!response.ok)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            return;
        }
        let parsed = parseMessages(text);
        if (!response.ok) {
            // Only the 2026 era's version refusal is an answer here; any other failure status is the HTTP layer's.
            const refusal = parsed.find((m) => 'error' in m && (m.error.code === _era_js__WEBPACK_IMPORTED_MODULE_2__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv || m.error.code === _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .HEADER_MISMATCH */ .Df));
            if (!refusal)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            parsed = [refusal];
        }
        if (parsed.length === 0)
            throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
        // An error about the request as a whole may come back with "id": null; it answers this request.
        for (const m of parsed)
            this.receive('error' in m && (m.id === null || m.id === undefined) ? { ...m, id: message.id } : m);
    }
    async readEvents(body) {
        await (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readSseEvents */ .J7)(body, (event) => {
            if (event.data)
                for (const m of parseMessages(event.data))
                    this.receive(m);
        });
    }
    /** A message from the server, passed on; a tools/list answer first teaches which arguments each tool mirrors. */
    receive(m) {
        if ('id' in m && !('method' in m) && m.id !== undefined && this.listing.delete(m.id) && 'result' in m && Array.isArray(m.result.tools))
            for (const t of m.result.tools)
                if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(t) && typeof t.name === 'string')
                    this.mirrored.set(t.name, (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__/* .scanParamHeaders */ .zf)(t.inputSchema).declarations);
        this.onmessage?.(m);
    }
    /** Whether a listing on this transport named `tool` (so a call of it carries the headers its definition asks for). */
    knowsTool(tool) {
        return this.mirrored.has(tool);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.controller.abort();
        this.onclose?.();
    }
}
/** The JSON-RPC messages of a body (one message or a batch); nothing when it is not JSON-RPC. */
function parseMessages(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    const list = Array.isArray(data) ? data : [data];
    return list.filter((m) => _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .JSONRPCMessageSchema */ .OR.safeParse(m).success);
}


/***/ }),

/***/ 1075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ droppedAnswers),
/* harmony export */   h: () => (/* binding */ RecordingTransport)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

const OPENING_METHODS = new Set(['initialize', 'server/discover']);
/**
 * The JSON-RPC ids of one connection. Several clients may take turns over one stdio connection (negotiation sends
 * `server/discover` and, when the server is slow or an initialize-era one, `initialize` by a second client), and each
 * SDK client numbers its requests from 0: without this, a late answer to the first client's request 0 would be taken
 * as the answer to the second client's request 0 ("initialize failed: Method not found" from a server that was only
 * slow to start). So every request goes out under an id unique for the life of the connection, and each answer goes
 * back to the client that asked, under that client's own id. An answer to a request nobody waits for any more (an
 * abandoned probe) is dropped, and counted for the verbose log.
 */
class IdSpace {
    inner;
    next = 0;
    pending = new Map();
    attached = new Set();
    /** Where messages the server starts (its requests and notifications) go: the client that attached last. */
    active;
    wired = false;
    /** Answers dropped because nobody waits for them any more: `{method of the request, wire id}`. */
    dropped = [];
    constructor(inner) {
        this.inner = inner;
    }
    attach(owner) {
        this.attached.add(owner);
        this.active = owner;
        if (this.wired)
            return;
        this.wired = true;
        this.inner.onclose = () => {
            for (const o of this.attached)
                o.onclose?.();
        };
        this.inner.onerror = (error) => this.active?.onerror?.(error);
        this.inner.onmessage = (message, extra) => this.receive(message, extra);
    }
    /** The wire id for `owner`'s request `id`. */
    register(owner, id) {
        const wire = this.next++;
        this.pending.set(wire, { owner, id });
        return wire;
    }
    receive(message, extra) {
        const isResponse = 'id' in message && !('method' in message);
        if (!isResponse) {
            this.active?.deliver(message, extra);
            return;
        }
        const wire = message.id;
        const entry = this.pending.get(wire);
        if (!entry) {
            this.dropped.push({ id: wire, reason: 'an answer to no request of this connection' });
            return;
        }
        this.pending.delete(wire);
        if (entry.owner.abandoned) {
            this.dropped.push({ id: wire, reason: 'a late answer to an abandoned request' });
            return;
        }
        entry.owner.deliver({ ...message, id: entry.id }, extra);
    }
}
const spaces = new WeakMap();
function spaceOf(inner) {
    let space = spaces.get(inner);
    if (!space)
        spaces.set(inner, (space = new IdSpace(inner)));
    return space;
}
/** The answers a connection dropped (late answers to abandoned requests), for the verbose log and the tests. */
function droppedAnswers(inner) {
    return spaces.get(inner)?.dropped ?? [];
}
/**
 * Wraps a transport to keep the server's raw opening result (`initialize` or `server/discover`: serverInfo,
 * capabilities and protocolVersion exactly as sent, unknown fields included), which the SDK's Client only exposes
 * after parsing. With an `envelope` (discover era) every outgoing request gets it merged into `params._meta`.
 *
 * Several wrappers may share one inner transport (see IdSpace): `start` attaches this wrapper, and starts the inner
 * transport only if it is not started yet; `abandon` says its client's requests are no longer waited for.
 */
class RecordingTransport {
    inner;
    envelope;
    innerStarted;
    onclose;
    onerror;
    onmessage;
    openingResult;
    /** Set once nobody waits for this wrapper's answers (negotiation chose the other client). */
    abandoned = false;
    openingId;
    space;
    constructor(inner, envelope, innerStarted = false) {
        this.inner = inner;
        this.envelope = envelope;
        this.innerStarted = innerStarted;
        this.space = spaceOf(inner);
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    setProtocolVersion(version) {
        this.inner.setProtocolVersion?.(version);
    }
    async start() {
        this.space.attach(this);
        if (!this.innerStarted)
            await this.inner.start();
    }
    /** Its requests' answers are dropped from now on (and its client's pending requests end with the connection). */
    abandon() {
        this.abandoned = true;
    }
    /** A message for this wrapper's client (an answer already under the client's own id). */
    deliver(message, extra) {
        if ('id' in message && message.id === this.openingId && 'result' in message && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(message.result)) {
            this.openingResult = message.result;
        }
        this.onmessage?.(message, extra);
    }
    send(message, options) {
        if ('method' in message && 'id' in message) {
            const request = message;
            if (OPENING_METHODS.has(request.method))
                this.openingId = request.id;
            let params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(request.params) ? request.params : undefined;
            if (this.envelope) {
                const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params?._meta) ? params._meta : {};
                params = { ...(params ?? {}), _meta: { ...meta, ...this.envelope } };
            }
            message = { ...request, id: this.space.register(this, request.id), ...(params ? { params } : {}) };
        }
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
}


/***/ }),

/***/ 8316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vu: () => (/* binding */ closeSession),
  n: () => (/* binding */ connectRemote),
  yc: () => (/* binding */ discoverRemote)
});

// UNUSED EXPORTS: authFailureIn, describeRemote

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 1 modules
var sse = __webpack_require__(53);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 2 modules
var streamableHttp = __webpack_require__(3491);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/auth.js + 6 modules
var client_auth = __webpack_require__(7485);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/key/import.js + 3 modules
var key_import = __webpack_require__(3325);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwt/sign.js + 2 modules
var sign = __webpack_require__(7265);
// EXTERNAL MODULE: ./src/mcp-client/failure.ts
var failure = __webpack_require__(3430);
// EXTERNAL MODULE: ./src/mcp-client/http-body.ts
var http_body = __webpack_require__(7547);
;// CONCATENATED MODULE: ./src/mcp-client/auth/oauth.ts





/**
 * How many times one request may be answered with a challenge (401, or 403 `insufficient_scope`) and sent again with a
 * new token: the first token, then step-ups to the scopes the server names. Past it the server fails (no loop).
 */
const MAX_AUTH_ROUNDS = 3;
/**
 * A server that asked for authorization the gate could not give: no credential configured, metadata unreadable, a
 * refused token request, a scope never granted. Never a reason to fall back to another transport or era.
 */
class AuthFailure extends Error {
    step;
    constructor(step, message) {
        super(message);
        this.step = step;
    }
}
/** The scopes of a space-separated list, sorted and without repeats. */
function scopeList(...lists) {
    return [...new Set(lists.flatMap((l) => (l ?? '').split(/\s+/)).filter(Boolean))].sort();
}
/** The JWS algorithm a PEM private key signs with (the client assertion of `private_key_jwt`), and the key as PKCS #8. */
function signingKey(pem, key) {
    let k;
    try {
        k = (0,external_node_crypto_.createPrivateKey)(pem);
    }
    catch (err) {
        throw new AuthFailure('credentials', `${key}.private-key is not a PEM private key (${(0,failure/* describeFailure */.I)(err)}); set it to a PKCS #8 or PKCS #1/SEC 1 PEM`);
    }
    const curve = k.asymmetricKeyDetails?.namedCurve;
    const alg = k.asymmetricKeyType === 'rsa'
        ? 'RS256'
        : k.asymmetricKeyType === 'rsa-pss'
            ? 'PS256'
            : k.asymmetricKeyType === 'ec'
                ? { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' }[curve ?? '']
                : undefined;
    if (!alg)
        throw new AuthFailure('credentials', `${key}.private-key is a ${k.asymmetricKeyType}${curve ? ` (${curve})` : ''} key; private_key_jwt here signs with RSA or EC P-256/384/521 keys`);
    return { alg, pkcs8: k.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
/** How long a `private_key_jwt` client assertion is valid (seconds): it is used at once. */
const ASSERTION_LIFETIME_S = 300;
/**
 * `private_key_jwt` (RFC 7523 §2.2, as the MCP Client Credentials extension uses it): a JWT signed with the client's
 * key, issued by and about the client, for the authorization server (its issuer, else the token endpoint). jose
 * signs it; the SDK's own helper imports jose lazily, which the bundle cannot carry as one file.
 */
function assertion(clientId, pkcs8, alg) {
    return async (_headers, params, url, metadata) => {
        const key = await (0,key_import/* importPKCS8 */.Lf)(pkcs8, alg);
        const jwt = await new sign/* SignJWT */.P({})
            .setProtectedHeader({ alg, typ: 'JWT' })
            .setIssuer(clientId)
            .setSubject(clientId)
            .setAudience(String(metadata?.issuer ?? url))
            .setIssuedAt()
            .setExpirationTime(`${ASSERTION_LIFETIME_S}s`)
            .setJti((0,external_node_crypto_.randomUUID)())
            .sign(key);
        params.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
        params.set('client_assertion', jwt);
    };
}
/**
 * The gate as an OAuth client of one authorization server, registered beforehand: the client-credentials grant or a
 * refresh token, never a redirect. The SDK's `auth()` drives it (resource indicator, client authentication:
 * `client_secret_basic`/`_post` as the server's metadata allows, or the `private_key_jwt` assertion).
 */
class UnattendedClient {
    auth;
    scope;
    info;
    saved;
    addClientAuthentication;
    constructor(auth, scope, info) {
        this.auth = auth;
        this.scope = scope;
        this.info = info;
        if (auth.privateKey !== undefined) {
            const { alg, pkcs8 } = signingKey(auth.privateKey, auth.key);
            this.addClientAuthentication = assertion(auth.clientId, pkcs8, alg);
        }
    }
    get redirectUrl() {
        return undefined;
    }
    get clientMetadata() {
        return {
            client_name: 'mcp-contract-gate',
            redirect_uris: [],
            grant_types: [this.auth.refreshToken !== undefined ? 'refresh_token' : 'client_credentials'],
            token_endpoint_auth_method: this.auth.privateKey !== undefined ? 'private_key_jwt' : this.auth.clientSecret !== undefined ? 'client_secret_basic' : 'none',
            ...(this.scope ? { scope: this.scope } : {}),
        };
    }
    clientInformation() {
        return { client_id: this.auth.clientId, ...(this.auth.clientSecret !== undefined ? { client_secret: this.auth.clientSecret } : {}) };
    }
    tokens() {
        return this.saved;
    }
    saveTokens(tokens) {
        this.saved = tokens;
    }
    prepareTokenRequest(scope) {
        const params = this.auth.refreshToken !== undefined ? new URLSearchParams({ grant_type: 'refresh_token', refresh_token: this.auth.refreshToken }) : new URLSearchParams({ grant_type: 'client_credentials' });
        if (scope)
            params.set('scope', scope);
        return params;
    }
    discoveryState() {
        return {
            authorizationServerUrl: String(this.info.authorizationServerUrl),
            resourceMetadata: this.info.resourceMetadata,
            authorizationServerMetadata: this.info.authorizationServerMetadata,
        };
    }
    saveDiscoveryState() { }
    redirectToAuthorization() {
        throw new AuthFailure('credentials', `the authorization server wants a person to sign in, which an unattended run cannot do; give ${this.auth.key} a client-secret or private-key (client credentials)`);
    }
    saveCodeVerifier() { }
    codeVerifier() {
        throw new AuthFailure('credentials', 'an authorization code flow needs a person; the gate only runs unattended flows');
    }
}
/**
 * OAuth for one remote server's connection, as a `fetch`: each request to the server's origin carries the current
 * bearer token; a 401 (or a 403 `insufficient_scope`) is followed to the protected-resource metadata and the
 * authorization server (once), a token for the scopes the challenge names (else `auth.scope`, else the metadata's
 * `scopes_supported`) is fetched, and the request is sent again, at most MAX_AUTH_ROUNDS times. Without `auth` a 401
 * is an AuthFailure naming the key to set. `surface` collects what the server said of its permissions.
 */
class OAuthSession {
    serverUrl;
    auth;
    base;
    authKey;
    staticAuthorization;
    surface = {};
    token;
    scope;
    info;
    infoFrom;
    constructor(serverUrl, auth, base, 
    /** Where messages say to configure `auth` when the server has none (`servers[0].auth`). */
    authKey, 
    /** Whether the configured headers already carry an Authorization (then a 401 refuses that header). */
    staticAuthorization) {
        this.serverUrl = serverUrl;
        this.auth = auth;
        this.base = base;
        this.authKey = authKey;
        this.staticAuthorization = staticAuthorization;
    }
    /** The token obtained last (a secret: for the scrubber). */
    get accessToken() {
        return this.token;
    }
    fetch = async (input, init) => {
        const sameOrigin = new URL(input instanceof Request ? input.url : String(input)).origin === this.serverUrl.origin;
        for (let round = 0;; round++) {
            const response = await this.base(input, sameOrigin ? this.withToken(init) : init);
            const challenge = sameOrigin ? challengeOf(response) : undefined;
            if (!challenge)
                return response;
            const body = (0,http_body/* shortBody */.xe)(await response.text().catch(() => ''));
            this.note(challenge);
            if (round >= MAX_AUTH_ROUNDS)
                throw new AuthFailure('refused', `the server still answers HTTP ${challenge.status}${describe(challenge)} after ${MAX_AUTH_ROUNDS} tokens; check the client's grants for ${this.authKey}`);
            await this.authorize(challenge, body);
        }
    };
    withToken(init) {
        if (!this.token)
            return init;
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${this.token}`);
        return { ...init, headers };
    }
    /** Record what the challenge says of the server's permissions (the scopes a request demanded). */
    note(challenge) {
        const demanded = scopeList(...(this.surface.scopesRequired ?? []), challenge.scope);
        if (demanded.length)
            this.surface.scopesRequired = demanded;
    }
    async authorize(challenge, body) {
        const auth = this.auth;
        if (!auth) {
            if (this.staticAuthorization)
                throw new AuthFailure('refused', `the server refused the configured Authorization header (HTTP ${challenge.status}${describe(challenge, body)}); renew the token, or set ${this.authKey}.client-id and client-secret for unattended OAuth`);
            throw new AuthFailure('credentials', `the server asks for OAuth authorization (HTTP ${challenge.status}${describe(challenge, body)}) and the config gives no credential; set ${this.authKey}.client-id and ${this.authKey}.client-secret (or private-key, or refresh-token) to \${VAR} references`);
        }
        const stepUp = challenge.status === 403;
        const wanted = stepUp ? scopeList(this.scope, challenge.scope) : scopeList(challenge.scope ?? this.scope);
        if (stepUp && this.token && wanted.join(' ') === scopeList(this.scope).join(' '))
            throw new AuthFailure('scope', `the server demands scope "${scopeList(challenge.scope).join(' ')}" (insufficient_scope) and the token already asked for all of it; grant it to client ${auth.clientId} (${auth.key})`);
        const info = await this.discover(challenge);
        const scope = wanted.length ? wanted.join(' ') : (auth.scope ?? info.resourceMetadata?.scopes_supported?.join(' '));
        const client = new UnattendedClient(auth, scope, info);
        const server = String(info.authorizationServerUrl);
        try {
            await (0,client_auth/* auth */.j2)(client, { serverUrl: this.serverUrl, scope, resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
        }
        catch (err) {
            if (err instanceof AuthFailure)
                throw err;
            if (err.errorCode === 'invalid_scope')
                throw new AuthFailure('scope', `${server} refused the scope "${scope ?? ''}" the server demands (${oauthError(err)}); grant it to client ${auth.clientId}, or set ${auth.key}.scope`);
            const which = auth.privateKey !== undefined ? 'private-key' : auth.refreshToken !== undefined && auth.clientSecret === undefined ? 'refresh-token' : 'client-secret';
            throw new AuthFailure('token', `the token request to ${server} was refused: ${oauthError(err)}; check ${auth.key}.client-id and ${auth.key}.${which}${scope ? ` (scope asked: "${scope}")` : ''}`);
        }
        const tokens = client.tokens();
        if (!tokens?.access_token)
            throw new AuthFailure('token', `the authorization server ${server} answered without an access token`);
        const granted = tokens.scope !== undefined ? scopeList(tokens.scope) : undefined;
        const missing = granted && scope ? scopeList(scope).filter((s) => !granted.includes(s)) : [];
        if (stepUp && missing.length)
            throw new AuthFailure('scope', `the server demands scope "${missing.join(' ')}" and ${server} did not grant it to client ${auth.clientId}; grant it, or narrow what the server demands (${auth.key})`);
        this.token = tokens.access_token;
        this.scope = scope;
    }
    /** The protected-resource metadata (RFC 9728, as the challenge points or at its well-known paths) and the authorization server's. */
    async discover(challenge) {
        const from = challenge.resourceMetadataUrl?.href ?? '';
        if (this.info && this.infoFrom === from)
            return this.info;
        let info;
        try {
            info = await (0,client_auth/* discoverOAuthServerInfo */.kI)(this.serverUrl, { resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
        }
        catch (err) {
            throw new AuthFailure('discovery', `reading the OAuth metadata failed (protected resource ${from || 'at its well-known path'}): ${(0,failure/* describeFailure */.I)(err)}`);
        }
        if (!info.authorizationServerMetadata)
            throw new AuthFailure('discovery', `the authorization server ${String(info.authorizationServerUrl)} publishes no metadata (RFC 8414 or OpenID discovery)`);
        const prm = info.resourceMetadata;
        if (prm?.authorization_servers?.length)
            this.surface.authorizationServers = [...new Set(prm.authorization_servers.map(String))].sort();
        else
            this.surface.authorizationServers = [String(info.authorizationServerUrl)];
        if (prm?.scopes_supported)
            this.surface.scopesSupported = scopeList(...prm.scopes_supported);
        this.info = info;
        this.infoFrom = from;
        return info;
    }
}
/** The challenge of a 401, or of a 403 whose `WWW-Authenticate` says `insufficient_scope` (a step-up); else none. */
function challengeOf(response) {
    if (response.status !== 401 && response.status !== 403)
        return undefined;
    const { error, scope, resourceMetadataUrl } = (0,client_auth/* extractWWWAuthenticateParams */.eH)(response);
    if (response.status === 403 && error !== 'insufficient_scope')
        return undefined;
    return { status: response.status, ...(error ? { error } : {}), ...(scope ? { scope } : {}), ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}) };
}
function describe(challenge, body = '') {
    const parts = [challenge.error, challenge.scope ? `scope "${challenge.scope}"` : undefined].filter(Boolean);
    return parts.length ? `: ${parts.join(', ')}` : body ? `: ${body}` : '';
}
/** An OAuth error response as one line (`invalid_client: …`). */
function oauthError(err) {
    const code = err.errorCode;
    const text = (0,http_body/* shortBody */.xe)((0,failure/* describeFailure */.I)(err));
    return typeof code === 'string' && !text.startsWith(code) ? `${code}: ${text}` : text;
}

// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6066);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(305);
// EXTERNAL MODULE: ./src/model/protocol.ts
var model_protocol = __webpack_require__(1493);
// EXTERNAL MODULE: ./src/mcp-client/era.ts
var era = __webpack_require__(7502);
// EXTERNAL MODULE: ./src/mcp-client/modern-http.ts
var modern_http = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var mcp_client_session = __webpack_require__(9560);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
;// CONCATENATED MODULE: ./src/mcp-client/remote.ts












/**
 * Discover a remote server. `transport: http` first speaks the 2026 era (`server/discover` over stateless Streamable
 * HTTP); when the answer says "an initialize-era server" (a JSON-RPC error other than a version refusal, or a 4xx
 * without one) it opens with `initialize` over Streamable HTTP, and when that POST gets a 4xx (an SSE-only server),
 * over the older HTTP+SSE transport on the same URL, as the spec's backwards-compatibility sections describe.
 * `transport: sse` uses SSE directly. `protocol` pins one era (no fallback across eras).
 */
async function discoverRemote(server, ctx) {
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, ctx.signal);
    const progress = { phase: 'initialize' };
    const where = safeUrl(ctx.url);
    let session;
    try {
        const oauth = new OAuthSession(new URL(ctx.url), ctx.auth ?? server.auth, (0,http_body/* cappedFetch */.Ul)(), ctx.authKey ?? `${server.origin.key}.auth`, hasAuthorization(ctx.headers));
        session = await connectRemote(server.transport, { ...ctx, protocol: ctx.protocol ?? server.protocol }, deadline, progress, oauth);
        const snapshot = await (0,mcp_client_session/* readLists */.qZ)(session, ctx.clientCapabilities, deadline, progress, ctx.limits);
        if (Object.keys(oauth.surface).length)
            snapshot.auth = oauth.surface;
        return snapshot;
    }
    catch (err) {
        const error = { message: '' };
        if (deadline.reason === 'timeout') {
            error.message = `timed out after ${server.timeoutMs / 1000} s waiting for ${progress.phase} from ${where}`;
            error.timedOut = true;
        }
        else if (deadline.reason === 'aborted')
            error.message = `discovery was cancelled during ${progress.phase}`;
        else if (err instanceof list_raw/* DiscoveryFailure */.$f)
            error.message = `${err.message} (${where})`;
        else if (authFailureIn(err)) {
            const failure = authFailureIn(err);
            error.message = `OAuth (${failure.step}) failed at ${where} during ${progress.phase}: ${failure.message}`;
        }
        else
            error.message = `${progress.phase} failed at ${where}: ${describeRemote(err)}`;
        return (0,failure/* failed */.g)(error, ctx.clientCapabilities);
    }
    finally {
        deadline.dispose();
        if (session)
            await closeSession(session.transport);
    }
}
/**
 * Open a session with a remote server. Every request goes through `oauth` (made from `ctx.auth` when not given): a 401
 * is answered with a token or fails as an AuthFailure, which never falls back to another era or to SSE.
 */
async function connectRemote(kind, ctx, deadline, progress, given) {
    const url = new URL(ctx.url);
    const protocol = ctx.protocol ?? 'auto';
    const oauth = given ?? new OAuthSession(url, ctx.auth, (0,http_body/* cappedFetch */.Ul)(), ctx.authKey ?? 'auth', hasAuthorization(ctx.headers));
    const fetch = secretsReported(oauth, ctx.onSecret);
    const requestInit = { headers: ctx.headers };
    if (kind === 'sse' && protocol === model_protocol/* DISCOVER_ERA_VERSION */.yW)
        throw new Error(`transport: sse is the initialize era's HTTP transport; MCP ${model_protocol/* DISCOVER_ERA_VERSION */.yW} is spoken over Streamable HTTP (transport: http)`);
    if (kind !== 'sse' && protocol !== model_protocol/* INITIALIZE_ERA_VERSION */.LZ) {
        const transport = new modern_http/* ModernHttpTransport */.x(url, ctx.headers, fetch);
        try {
            const connected = await (0,mcp_client_session/* connectDiscover */.AQ)(transport, ctx.clientCapabilities, deadline, progress, { fallback: false });
            if (connected)
                return { ...connected, transport, oauth };
        }
        catch (err) {
            await closeSession(transport);
            if (deadline.reason || protocol !== 'auto' || err instanceof AuthFailure || !legacyHttpAnswer(err))
                throw err;
        }
    }
    const attempt = async (transport) => {
        try {
            return { ...(await (0,mcp_client_session/* connectInitialize */.RZ)(transport, ctx.clientCapabilities, deadline, progress)), transport, oauth };
        }
        catch (err) {
            await closeSession(transport);
            throw err;
        }
    };
    if (kind === 'sse')
        return attempt(new sse/* SSEClientTransport */.A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
    try {
        return await attempt(new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit, fetch }));
    }
    catch (err) {
        // An auth challenge is answered or fails here: the older transport is no way around it (and asks the same server).
        if (deadline.reason || authFailure(err) || !(err instanceof streamableHttp/* StreamableHTTPError */.b) || err.code === undefined || err.code < 400 || err.code >= 500)
            throw err;
        // A 4xx that carries the 2026 era's version refusal comes from a discover-era server, not an SSE-only one.
        const refused = modernRefusal(err);
        if (refused)
            throw refused;
        try {
            return await attempt(new sse/* SSEClientTransport */.A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
        }
        catch (sseErr) {
            if (deadline.reason)
                throw sseErr;
            throw new Error(`${describeRemote(err)}; the SSE fallback failed too: ${describeRemote(sseErr)}`, { cause: sseErr });
        }
    }
}
/** Whether the headers carry an Authorization of their own (config `headers`). */
function hasAuthorization(headers) {
    return Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
}
/** The AuthFailure an error is or wraps (the SDK wraps what fetch throws in some paths). */
function authFailureIn(err) {
    for (let e = err, depth = 0; e && depth < 4; e = e.cause, depth++)
        if (e instanceof AuthFailure)
            return e;
    return undefined;
}
function authFailure(err) {
    return authFailureIn(err) !== undefined;
}
/** The session's fetch, telling `onSecret` of each new token once it is in use. */
function secretsReported(oauth, onSecret) {
    if (!onSecret)
        return oauth.fetch;
    let last;
    return async (input, init) => {
        try {
            return await oauth.fetch(input, init);
        }
        finally {
            const token = oauth.accessToken;
            if (token && token !== last)
                onSecret((last = token));
        }
    };
}
/** Whether an answer to `server/discover` over HTTP says "an initialize-era server" (fall back to `initialize`). */
function legacyHttpAnswer(err) {
    if (err instanceof era/* VersionRefused */.Xj)
        return err.supported.some((v) => v < model_protocol/* DISCOVER_ERA_VERSION */.yW);
    if (err instanceof modern_http/* HttpStatusError */.F)
        return err.status >= 400 && err.status < 500;
    return (0,era/* isLegacyAnswer */.CA)(err);
}
/** The version refusal in a Streamable HTTP error body (`Error POSTing to endpoint: {"jsonrpc":…}`), if there is one. */
function modernRefusal(err) {
    const json = err.message.slice(err.message.indexOf('{'));
    try {
        const body = JSON.parse(json);
        if (body.error?.code !== era/* UNSUPPORTED_PROTOCOL_VERSION */.qv)
            return undefined;
        return (0,era/* refusal */.x5)(new types/* McpError */.Nh(body.error.code, body.error.message ?? '', body.error.data));
    }
    catch {
        return undefined;
    }
}
async function closeSession(transport) {
    const done = new Promise((r) => setTimeout(r, 1000).unref());
    try {
        if (transport instanceof streamableHttp/* StreamableHTTPClientTransport */.j && transport.sessionId)
            await Promise.race([transport.terminateSession().catch(() => { }), done]);
        await Promise.race([transport.close(), done]);
    }
    catch {
        // Closing is best effort; nothing of ours is left running either way.
    }
}
function describeRemote(err) {
    if (err instanceof streamableHttp/* StreamableHTTPError */.b || err instanceof sse/* SseError */._) {
        const code = err.code;
        // The SDK quotes the whole body ("Error POSTing to endpoint: <!DOCTYPE html>…"): keep its first line, short.
        const m = /^([\s\S]*?): (?=[<{[])([\s\S]*)$/.exec(err.message);
        const text = m ? `${m[1]}: ${(0,http_body/* shortBody */.xe)(m[2])}` : (0,http_body/* shortBody */.xe)(err.message);
        return code !== undefined && code > 0 ? `HTTP ${code}: ${text}` : text;
    }
    return (0,failure/* describeFailure */.I)(err);
}
/** The URL without credentials or query (they may carry secrets), for messages. */
function safeUrl(url) {
    try {
        const u = new URL(url);
        return `${u.origin}${u.pathname}`;
    }
    catch {
        return '(invalid URL)';
    }
}


/***/ }),

/***/ 9560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ connectDiscover),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   RZ: () => (/* binding */ connectInitialize),
/* harmony export */   hk: () => (/* binding */ serverFacts),
/* harmony export */   qZ: () => (/* binding */ readLists),
/* harmony export */   yB: () => (/* binding */ listenForListChanges)
/* harmony export */ });
/* unused harmony exports DISCOVER_PROBE_MS, newClient, discoverResultProblem */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3068);
/* harmony import */ var _modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(837);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(330);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1493);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7502);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(305);
/* harmony import */ var _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1075);
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8458);
/* harmony import */ var _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(988);










/** How long `auto` waits for an answer to `server/discover` over stdio before trying `initialize` (a silent 2025 server). */
const DISCOVER_PROBE_MS = 5000;
function newClient(clientCapabilities) {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K(_era_js__WEBPACK_IMPORTED_MODULE_5__/* .CLIENT_INFO */ .JR, { capabilities: clientCapabilities });
}
/** Open with `initialize` (the 2025 era). A version refusal is reported with what the server supports. */
async function connectInitialize(transport, clientCapabilities, deadline, progress, innerStarted = false, recording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, innerStarted)) {
    const client = newClient(clientCapabilities);
    progress.phase = 'initialize';
    try {
        await deadline.race(client.connect(recording, { signal: deadline.signal, timeout: deadline.requestTimeout() }));
    }
    catch (err) {
        throw (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err) ?? err;
    }
    return { client, recording, era: 'initialize' };
}
/**
 * Open with `server/discover` (the 2026 era): the client is connected without a handshake and every request it sends
 * carries the `_meta` envelope. Returns undefined when `fallback` is set and the answer says "an initialize-era
 * server" (any JSON-RPC error but a version refusal, or, with `probeMs`, no answer in time).
 */
async function connectDiscover(transport, clientCapabilities, deadline, progress, options) {
    const recording = options.recording ?? new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities), options.innerStarted);
    const client = newClient(clientCapabilities);
    // Protocol.connect: the transport wired to the client, without the Client's initialize.
    await deadline.race(_modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .Protocol */ .Zs.prototype.connect.call(client, recording));
    progress.phase = 'server/discover';
    const probe = options.fallback && options.probeMs !== undefined ? Math.min(options.probeMs, deadline.requestTimeout()) : deadline.requestTimeout();
    let result;
    try {
        result = (await deadline.race(client.request({ method: 'server/discover' }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: deadline.signal, timeout: probe })));
    }
    catch (err) {
        const refused = (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err);
        if (refused) {
            if (options.fallback && refused.supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
                return undefined;
            throw refused;
        }
        const silent = err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.RequestTimeout && !deadline.reason;
        if (options.fallback && ((0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .isLegacyAnswer */ .CA)(err) || silent))
            return undefined;
        throw err;
    }
    const malformed = discoverResultProblem(result);
    if (malformed) {
        // Not a 2026 answer (a lenient framework answers unknown methods with `{}`): taken for one, the server would be
        // read with no initialize and list nothing. `auto` tries initialize; the 2026 era alone cannot go on.
        if (options.fallback)
            return undefined;
        throw new Error(`server/discover answered with something that is not a ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW} DiscoverResult: ${malformed}`);
    }
    const supported = result.supportedVersions.filter((v) => typeof v === 'string');
    if (!supported.includes(_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW)) {
        if (options.fallback && supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
            return undefined;
        throw new _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj(supported, _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW, 'server/discover does not list it');
    }
    return { client, recording, era: 'discover' };
}
/**
 * What makes a `server/discover` result not a DiscoverResult of the 2026-07-28 schema, as far as the gate relies on it:
 * `supportedVersions` (a non-empty list of strings) and `capabilities` (an object) are required. The cache hints
 * (`ttlMs`, `cacheScope`) and `resultType` are not checked: they are not part of the contract.
 */
function discoverResultProblem(result) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(result))
        return 'the result is not an object';
    const versions = result.supportedVersions;
    if (!Array.isArray(versions) || versions.length === 0 || !versions.every((v) => typeof v === 'string'))
        return '`supportedVersions` is not a non-empty list of strings';
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(result.capabilities))
        return '`capabilities` is not an object';
    return undefined;
}
/**
 * Connect over a transport that can carry both eras (stdio). Per the spec's versioning section, `auto` sends
 * `server/discover` and falls back to `initialize` on the same connection when the server is an initialize-era one.
 * A server that has not answered within DISCOVER_PROBE_MS is either slow to start (an npx download) or an
 * initialize-era server that ignores unknown methods: `initialize` is then sent as well, both requests stay pending
 * (their ids never collide: see RecordingTransport), and the first decisive answer wins: a discover result, an
 * initialize result, or a discover error that says "initialize-era" (then the initialize answer is awaited). The other
 * request is abandoned, and its late answer dropped.
 */
async function connect(transport, clientCapabilities, deadline, progress, protocol = 'auto') {
    if (protocol === _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .INITIALIZE_ERA_VERSION */ .LZ)
        return connectInitialize(transport, clientCapabilities, deadline, progress);
    if (protocol !== 'auto')
        return (await connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: false }));
    const discoverRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities));
    const discover = connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: true, recording: discoverRecording });
    discover.catch(() => { });
    let timer;
    const probe = new Promise((resolve) => (timer = setTimeout(() => resolve('probe'), DISCOVER_PROBE_MS)));
    let first;
    try {
        first = await deadline.race(Promise.race([discover, probe]));
    }
    finally {
        clearTimeout(timer);
    }
    if (first !== 'probe') {
        if (first)
            return first;
        discoverRecording.abandon();
        return connectInitialize(transport, clientCapabilities, deadline, progress, true);
    }
    progress.phase = 'server/discover or initialize';
    const initRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, true);
    const init = connectInitialize(transport, clientCapabilities, deadline, progress, true, initRecording);
    init.catch(() => { });
    const winner = await deadline.race(firstDecisive(discover, init));
    (winner.era === 'discover' ? initRecording : discoverRecording).abandon();
    return winner.era === 'discover' ? { ...winner, sentInitializeToo: true } : winner;
}
/** The first decisive outcome of the two openings sent side by side (see connect). */
function firstDecisive(discover, init) {
    return new Promise((resolve, reject) => {
        let discoverFailed;
        let legacy = false;
        let initFailed;
        const settle = () => {
            // both failed: the discover error decides when the server spoke the 2026 era (a version refusal), else initialize's
            if (initFailed && (discoverFailed || legacy))
                reject(discoverFailed && discoverFailed.err instanceof _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj ? discoverFailed.err : initFailed.err);
        };
        discover.then((c) => {
            if (c)
                resolve(c);
            else {
                legacy = true;
                settle();
            }
        }, (err) => {
            discoverFailed = { err };
            settle();
        });
        init.then(resolve, (err) => {
            initFailed = { err };
            settle();
        });
    });
}
/** serverInfo, capabilities and protocol version from the opening result of either era. */
function serverFacts(connected) {
    const opening = connected.recording.openingResult ?? {};
    const capabilities = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.capabilities) ? opening.capabilities : {};
    if (connected.era === 'discover') {
        const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening._meta) ? opening._meta : {};
        return { serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV]) ? meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV] : undefined, capabilities, protocolVersion: _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW };
    }
    return {
        serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.serverInfo) ? opening.serverInfo : undefined,
        capabilities,
        protocolVersion: typeof opening.protocolVersion === 'string' ? opening.protocolVersion : undefined,
    };
}
/**
 * Read every list of a connected server, raw: tools (always), prompts, resources and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself, what we declared, and the
 * era (recorded only for the discover era; absent means initialize).
 */
async function readLists(connected, clientCapabilities, deadline, progress, limits) {
    const { client } = connected;
    const facts = serverFacts(connected);
    const capabilities = facts.capabilities;
    const list = (method, field) => deadline.race((0,_list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .listAllPages */ .MN)(client, method, field, {
        signal: deadline.signal,
        requestTimeoutMs: () => deadline.requestTimeout(),
        limits,
        onPhase: (phase) => (progress.phase = phase),
    }));
    const snapshot = { tools: [] };
    if (facts.serverInfo)
        snapshot.serverInfo = facts.serverInfo;
    if (facts.protocolVersion)
        snapshot.protocolVersion = facts.protocolVersion;
    if (connected.era === 'discover')
        snapshot.era = 'discover';
    // what the server tells the model about itself, in either era's opening result: pinned like a tool's description
    const instructions = connected.recording.openingResult?.instructions;
    if (typeof instructions === 'string')
        snapshot.instructions = instructions;
    snapshot.capabilities = capabilities;
    snapshot.clientCapabilities = clientCapabilities;
    snapshot.tools = (await orEmptyWhenUnsupported(list('tools/list', 'tools'), capabilities.tools === undefined));
    if (capabilities.prompts !== undefined)
        snapshot.prompts = (await orEmptyWhenUnsupported(list('prompts/list', 'prompts'), true));
    if (capabilities.resources !== undefined) {
        snapshot.resources = (await orEmptyWhenUnsupported(list('resources/list', 'resources'), true));
        snapshot.resourceTemplates = (await orEmptyWhenUnsupported(list('resources/templates/list', 'resourceTemplates'), true));
    }
    // the 2026 surfaces: each tool's UI resource (MCP Apps) and, when advertised, the skills extension
    const requests = { signal: deadline.signal, requestTimeoutMs: () => deadline.requestTimeout(), onPhase: (phase) => (progress.phase = phase) };
    const ui = await deadline.race((0,_surfaces_js__WEBPACK_IMPORTED_MODULE_8__/* .readUiSurface */ .Wt)(client, snapshot.tools, snapshot.resources, requests));
    if (ui)
        snapshot.ui = ui;
    if ((0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_9__/* .advertisesSkills */ .Pf)(capabilities)) {
        const warnings = [];
        snapshot.skills = await deadline.race((0,_surfaces_js__WEBPACK_IMPORTED_MODULE_8__/* .readSkillsSurface */ .sY)(client, await list('skills/list', 'skills'), requests, warnings));
        if (warnings.length)
            snapshot.warnings = [...(snapshot.warnings ?? []), ...warnings];
    }
    return snapshot;
}
/** A list the server does not implement ("method not found") is an empty list when that is allowed. */
async function orEmptyWhenUnsupported(request, allowed) {
    try {
        return await request;
    }
    catch (err) {
        if (allowed && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.MethodNotFound)
            return [];
        throw err;
    }
}
const LIST_CHANGED = [
    ['tools', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolListChangedNotificationSchema */ .fH, 'toolsListChanged'],
    ['prompts', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PromptListChangedNotificationSchema */ .br, 'promptsListChanged'],
    ['resources', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ResourceListChangedNotificationSchema */ .hh, 'resourcesListChanged'],
];
/** A timeout long enough for a request that stays open for the life of the session (`subscriptions/listen`). */
const OPEN_ENDED_MS = 2 ** 31 - 1;
/**
 * Call `handler` whenever the server says one of its lists changed. Initialize era: the `notifications/…/list_changed`
 * the server sends on its own. Discover era: those notifications arrive on a `subscriptions/listen` request, which is
 * sent here and stays open; resolves once the server acknowledged it (or at once in the initialize era). The
 * returned function stops listening.
 */
async function listenForListChanges(connected, handler, kinds = ['tools', 'prompts', 'resources']) {
    const { client } = connected;
    for (const [kind, schema] of LIST_CHANGED)
        if (kinds.includes(kind))
            client.setNotificationHandler(schema, () => handler(kind));
    const stopHandlers = () => {
        for (const [kind, schema] of LIST_CHANGED)
            if (kinds.includes(kind))
                client.removeNotificationHandler(schema.shape.method.value);
    };
    if (connected.era === 'initialize')
        return stopHandlers;
    const controller = new AbortController();
    const notifications = {};
    for (const [kind, , flag] of LIST_CHANGED)
        if (kinds.includes(kind))
            notifications[flag] = true;
    const acknowledged = new Promise((resolve) => {
        client.fallbackNotificationHandler = async (n) => {
            if (n.method === 'notifications/subscriptions/acknowledged')
                resolve();
        };
    });
    const listen = client.request({ method: 'subscriptions/listen', params: { notifications } }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: controller.signal, timeout: OPEN_ENDED_MS });
    listen.catch(() => { });
    await Promise.race([acknowledged, listen.then(() => undefined)]);
    return () => {
        controller.abort();
        stopHandlers();
    };
}


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ connectStdio)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9560);



/**
 * Open a started stdio server in its era (the config's `protocol`, negotiated under auto). Some SDKs end the process on
 * any request before `initialize`: under auto that is an initialize-era server, so a fresh process (put in `slot`) is
 * opened with `initialize`. Discovery and open sessions (probes, guard, proxy) both open servers through here.
 */
async function connectStdio(slot, spawn, server, clientCapabilities, deadline, progress) {
    try {
        return await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, server.protocol);
    }
    catch (err) {
        if (!exitedOnProbe(err, server, deadline))
            throw err;
        await slot.transport.close();
        slot.transport = spawn();
        await deadline.race(slot.transport.start());
        return (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .INITIALIZE_ERA_VERSION */ .LZ);
    }
}
/** Under `auto`, the server process ended on our `server/discover` (not on a time or cancel). */
function exitedOnProbe(err, server, deadline) {
    return (server.protocol ?? 'auto') === 'auto' && !deadline.reason && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed;
}


/***/ }),

/***/ 3645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ GroupStdioTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6224);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(330);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7547);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(426);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(795);





/** How many skipped stdout lines are quoted in `junk` (the rest are counted). */
const MAX_JUNK_QUOTED = 3;
/**
 * MCP stdio client transport that starts the server as the leader of its own process group and, on close, ends the
 * whole group (SIGTERM, then SIGKILL), so that grandchildren (npx → node, workers) never outlive discovery. stderr is
 * kept (its tail) for error reports. Each stdout line should be one JSON-RPC message; anything else (a banner, a log
 * line) is skipped, as the official SDK clients do, and kept in `junk` for a warning. A line longer than
 * MAX_MESSAGE_BYTES ends the session (`violation`). Messages are passed on as the raw parsed JSON, so every field the
 * server sent is kept.
 */
class GroupStdioTransport {
    params;
    onclose;
    onerror;
    onmessage;
    stderr = new _process_tail_js__WEBPACK_IMPORTED_MODULE_4__/* .LineTail */ .Z(20);
    /** Set when the server broke the stdio framing beyond repair (a line without end). */
    violation;
    /** Lines on stdout that were not JSON-RPC messages (skipped): the first few quoted, and how many in all. */
    junk = { quoted: [], count: 0 };
    /** Set once the process has ended (exit code or signal, or the spawn error). */
    ended;
    /** Called once, on the server's first output on stdout: it has started (the start budget ends there). */
    onFirstOutput;
    spoke = false;
    proc;
    starting;
    buffer = [];
    bufferedBytes = 0;
    closing;
    closeNotified = false;
    constructor(params) {
        this.params = params;
    }
    get pid() {
        return this.proc?.pgid;
    }
    /** Resolves when the server process has ended (immediately if it never started). */
    async waitForEnd(ms) {
        if (!this.proc)
            return this.ended;
        const timer = new Promise((r) => setTimeout(() => r(undefined), ms).unref());
        return (await Promise.race([this.proc.exited, timer])) ?? this.ended;
    }
    /** Spawn the server. Idempotent: the Client calls it again on connect when it was started beforehand. */
    start() {
        this.starting ??= this.spawn();
        return this.starting;
    }
    async spawn() {
        const { command, args, env, cwd } = this.params;
        const proc = (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGroup */ .j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
        this.proc = proc;
        void proc.exited.then(async (end) => {
            this.ended = end;
            // Read what is still in the pipe (the last response) before reporting the end; a grandchild may hold the
            // pipe open, so do not wait for it to close.
            await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
            this.notifyClosed();
        });
        await new Promise((resolve, reject) => {
            proc.child.once('spawn', () => resolve());
            proc.child.once('error', (error) => {
                this.ended = { code: null, signal: null, error };
                reject(error);
            });
        });
        proc.child.stderr?.on('data', (chunk) => this.stderr.push(chunk));
        proc.child.stdout?.on('data', (chunk) => this.onStdout(chunk));
        proc.child.stdin?.on('error', () => {
            // EPIPE when the server is gone; its exit is reported through onclose.
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.proc?.child.stdin;
            if (!stdin || stdin.destroyed || !stdin.writable || this.closing) {
                // The same error the Client gets when the connection closes under a request: the process has ended.
                reject(new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorCode */ .O4.ConnectionClosed, 'Not connected'));
                return;
            }
            if (stdin.write((0,_modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeMessage */ .Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** End the session: close stdin, give the server a moment to exit, then end its whole process group. */
    close() {
        this.closing ??= this.shutdown();
        return this.closing;
    }
    async shutdown() {
        const proc = this.proc;
        if (proc) {
            try {
                proc.child.stdin?.end();
            }
            catch {
                // ignore
            }
            await Promise.race([proc.exited, new Promise((r) => setTimeout(r, 100).unref())]);
            await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, this.params.killGraceMs ?? 1000);
            await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 1000).unref())]);
        }
        this.notifyClosed();
    }
    notifyClosed() {
        if (this.closeNotified)
            return;
        this.closeNotified = true;
        this.onclose?.();
    }
    onStdout(chunk) {
        if (!this.spoke) {
            this.spoke = true;
            this.onFirstOutput?.();
        }
        if (this.violation)
            return;
        let start = 0;
        for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
            this.buffer.push(chunk.subarray(start, nl));
            const line = Buffer.concat(this.buffer).toString('utf8').replace(/\r$/, '');
            this.buffer = [];
            this.bufferedBytes = 0;
            start = nl + 1;
            this.onLine(line);
            if (this.violation)
                return;
        }
        if (start < chunk.length) {
            this.buffer.push(chunk.subarray(start));
            this.bufferedBytes += chunk.length - start;
            if (this.bufferedBytes > _http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_BYTES */ .fv)
                this.fail(`the server wrote more than ${_http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_BYTES */ .fv / 1024 / 1024} MiB on stdout without a line break`);
        }
    }
    onLine(line) {
        if (line.trim() === '')
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            this.skip(line);
            return;
        }
        if (!_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .JSONRPCMessageSchema */ .OR.safeParse(message).success) {
            this.skip(line);
            return;
        }
        this.onmessage?.(message);
    }
    skip(line) {
        this.junk.count++;
        if (this.junk.quoted.length < MAX_JUNK_QUOTED)
            this.junk.quoted.push(quote(line));
    }
    /** The warning for skipped stdout lines, if there were any. */
    junkWarning() {
        const { quoted, count } = this.junk;
        if (count === 0)
            return undefined;
        const more = count > quoted.length ? ` and ${count - quoted.length} more` : '';
        return `the server wrote ${count} line${count === 1 ? '' : 's'} on stdout that ${count === 1 ? 'is' : 'are'} not JSON-RPC (skipped): ${quoted.join(', ')}${more}; stdout carries only protocol messages, logs belong on stderr`;
    }
    fail(reason) {
        this.violation = `protocol violation: ${reason}`;
        this.onerror?.(new Error(this.violation));
        void this.close();
    }
}
function quote(line) {
    return JSON.stringify(line.length > 200 ? `${line.slice(0, 200)}…` : line);
}


/***/ }),

/***/ 7809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ createSlots),
/* harmony export */   z: () => (/* binding */ createLimiter)
/* harmony export */ });
function createLimiter(limit) {
    const max = Math.max(1, Math.floor(limit));
    let running = 0;
    const waiting = [];
    const next = () => {
        if (running >= max)
            return;
        const start = waiting.shift();
        if (start) {
            running++;
            start();
        }
    };
    return (task) => new Promise((resolve, reject) => {
        waiting.push(() => {
            Promise.resolve()
                .then(task)
                .then(resolve, reject)
                .finally(() => {
                running--;
                next();
            });
        });
        next();
    });
}
/** At most `limit` holders at a time, served in the order they asked; a release is idempotent. */
function createSlots(limit) {
    const max = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : 1;
    let held = 0;
    const waiting = [];
    const grant = (resolve) => {
        held++;
        let done = false;
        resolve(() => {
            if (done)
                return;
            done = true;
            held--;
            const next = waiting.shift();
            if (next)
                next();
        });
    };
    return {
        acquire: () => new Promise((resolve) => {
            if (held < max)
                grant(resolve);
            else
                waiting.push(() => grant(resolve));
        }),
    };
}


/***/ }),

/***/ 795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ LineTail)
/* harmony export */ });
/** A stack frame (`    at fn (file:1:2)`, `  File "x.py", line 3`, `Traceback …`): never the cause itself. */
const STACK_FRAME = /^\s*(?:at\s|File\s"|Traceback\b|\^+\s*$|\.\.\.\s*\d+\s+more|node:internal)/;
/** A line that says what went wrong (`Error: TAVILY_API_KEY environment variable is required`, `fatal: …`). */
const ERROR_LINE = /\b(?:error|fatal|exception|panic|required|missing|not set|not found|denied|invalid|unauthori[sz]ed|forbidden|cannot|can't|unable|failed|ENOENT|EACCES|EADDRINUSE|ECONNREFUSED)\b/i;
/** The last lines of a stream (stderr, setup output): enough for a reviewer to see why a server failed. */
class LineTail {
    maxLines;
    maxLineLength;
    lines = [];
    partial = '';
    /** The last line that reads like the cause of a failure (not a stack frame), wherever it was in the stream. */
    errorLine;
    constructor(maxLines = 20, maxLineLength = 1000) {
        this.maxLines = maxLines;
        this.maxLineLength = maxLineLength;
    }
    push(chunk) {
        const text = this.partial + chunk.toString();
        const parts = text.split(/\r?\n/);
        this.partial = parts.pop() ?? '';
        if (this.partial.length > this.maxLineLength * 4)
            this.partial = this.partial.slice(-this.maxLineLength * 4);
        for (const line of parts)
            this.add(line);
    }
    add(line) {
        const kept = line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line;
        if (ERROR_LINE.test(line) && !STACK_FRAME.test(line))
            this.errorLine = kept.trim();
        this.lines.push(kept);
        if (this.lines.length > this.maxLines)
            this.lines.splice(0, this.lines.length - this.maxLines);
    }
    /**
     * The line that most likely says why the process failed: the last error-like line that is not a stack frame (a
     * stack trace's tail is frames; its cause is above them). Undefined when no line reads like one.
     */
    cause() {
        const last = this.partial.trim();
        if (last && ERROR_LINE.test(last) && !STACK_FRAME.test(last))
            return last.slice(0, this.maxLineLength);
        return this.errorLine;
    }
    /** The kept lines (and an unterminated last line), joined with newlines. */
    text() {
        const all = this.partial === '' ? this.lines : [...this.lines, this.partial.length > this.maxLineLength ? `${this.partial.slice(0, this.maxLineLength)}…` : this.partial];
        return all.slice(-this.maxLines).join('\n');
    }
}


/***/ })

};
