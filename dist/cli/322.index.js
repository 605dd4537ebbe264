export const id = 322;
export const ids = [322];
export const modules = {

/***/ 3676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ progress)
/* harmony export */ });
/* harmony import */ var _report_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3436);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3214);


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
        if (e.type === 'note') {
            write(`· ${safe(e.server)}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(e.text ?? '')}`, e.ref);
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

/***/ 1710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ discoverAll),
/* harmony export */   CH: () => (/* binding */ discoverSet),
/* harmony export */   qP: () => (/* binding */ setupEvent)
/* harmony export */ });
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1188);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1973);
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5045);
/* harmony import */ var _mcp_client_failure_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3913);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(812);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2394);







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
                const onNote = (text) => emit(options, { type: 'note', server: server.id, ref, time: performance.now(), text });
                const snapshot = await (0,_discover_server_js__WEBPACK_IMPORTED_MODULE_3__/* .discoverServer */ .pc)(run, { ...options, onNote, ...(release ? { onStarted: release } : {}) });
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

/***/ 9055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ configAtBase),
/* harmony export */   g: () => (/* binding */ discoverRefs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6288);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1356);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4788);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1710);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8272);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(812);








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

/***/ 5045:
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
// EXTERNAL MODULE: ../../node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(8374);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2406);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6899);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/mcp-client/failure.ts
var failure = __webpack_require__(3913);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(2708);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts
var mcp_client_remote = __webpack_require__(9793);
// EXTERNAL MODULE: ./src/model/protocol.ts
var protocol = __webpack_require__(2250);
// EXTERNAL MODULE: ./src/mcp-client/era.ts
var era = __webpack_require__(7765);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var session = __webpack_require__(8599);
// EXTERNAL MODULE: ./src/mcp-client/stdio-connect.ts
var stdio_connect = __webpack_require__(2881);
// EXTERNAL MODULE: ./src/discovery/setup.ts
var discovery_setup = __webpack_require__(2394);
// EXTERNAL MODULE: ./src/mcp-client/stdio-transport.ts
var stdio_transport = __webpack_require__(7054);
// EXTERNAL MODULE: ./src/mcp-client/recording-transport.ts
var recording_transport = __webpack_require__(1792);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __webpack_require__(4850);
;// CONCATENATED MODULE: ./src/util/debug.ts

/** The variable that turns on the verbose log (what the gate decided quietly: dropped late answers, …). */
const DEBUG_ENV = 'MCP_CONTRACT_GATE_DEBUG';
/**
 * One line on stderr when the verbose log is on (`MCP_CONTRACT_GATE_DEBUG=1`); nothing otherwise. It is written
 * beside the run's scrubbed outputs, so it is scrubbed here: the environment's credentials, the secrets obtained at
 * run time (OAuth tokens) and credential shapes.
 */
function debugLog(env, text) {
    const on = env[DEBUG_ENV];
    if (on && on !== '0' && on !== 'false')
        process.stderr.write(`mcp-contract-gate debug: ${new secrets/* Scrubber */.h6((0,secrets/* secretValuesFromEnv */.qp)(env)).scrub(text).replace(/[\r\n]+/g, ' ')}\n`);
}

// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(6847);
// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(1188);
// EXTERNAL MODULE: ./src/discovery/package-resolve.ts
var package_resolve = __webpack_require__(870);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/discovery/npx-repair.ts




/**
 * An interrupted `npx` download (a start budget that ran out, a cancelled job, a killed runner) leaves its cache entry
 * `<npm cache>/_npx/<hash>/` without the package.json npm writes last, and every later `npx` of the same spec fails
 * at once with npm's `ENOENT … _npx/<hash>/package.json` until someone deletes the folder. A launch that fails so
 * removes that entry, and only it, and starts once more (discover-server.ts); this module says which entry that is.
 *
 * The entry is named by npm's own error, and is removed only when it is this launch's own: its folder is named by
 * the hash npx gives this launch's package specs (libnpmexec: SHA-512 of the specs, sorted, joined by newlines; the
 * first 16 hex digits), it sits in a folder named `_npx`, and it still lacks its package.json. A server's text can
 * make the gate delete nothing else: the failure must come before the server wrote anything (npm's, not the server's).
 *
 * Before the launch, too: the download that was cut short may have held the entry's `concurrency.lock`, which makes
 * the next npx wait for it to go stale (npm: 60 s) before it fails, longer than a start budget. So an entry of this
 * launch's spec in the npm cache the launch uses (`--cache`, npm_config_cache, else ~/.npm) that lacks its
 * package.json, and that nothing has touched for STALE_ENTRY_MS (a live npx touches its lock every second), is removed
 * before npx starts.
 */
/** How long an entry without its package.json (and its lock) must have gone untouched to be taken as abandoned. */
const STALE_ENTRY_MS = 10_000;
/**
 * The package specs npx installs for `npx ARGS…`, as it hashes them: each `--package`/`-p` value, else the first
 * positional argument (the command, as written: `pkg@1.2.3`). Undefined when the launch is no npx, or names a local
 * folder (npx hashes its resolved path, which is not repaired).
 */
function npxPackageSpecs(command, args) {
    if (!/^npx(\.cmd|\.exe)?$/i.test((0,external_node_path_.basename)(command)))
        return undefined;
    const packages = [];
    let first;
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (a === '--') {
            first ??= args[i + 1];
            break;
        }
        if (a === '-p' || a === '--package')
            packages.push(args[++i] ?? '');
        else if (a.startsWith('--package='))
            packages.push(a.slice('--package='.length));
        else if (launch_spec/* NPX_VALUE_FLAGS */.bg.has(a))
            i++;
        else if (a.startsWith('-'))
            continue;
        else {
            first = a;
            break;
        }
    }
    const specs = packages.length ? packages : first !== undefined ? [first] : [];
    if (!specs.length || specs.some((s) => s === '' || /^[./~]|^file:/.test(s)))
        return undefined;
    return specs;
}
/** The folder name npx gives the install of these specs (libnpmexec's hash). */
function npxEntryHash(specs) {
    return (0,external_node_crypto_.createHash)('sha512')
        .update([...specs].sort((a, b) => a.localeCompare(b, 'en')).join('\n'))
        .digest('hex')
        .slice(0, 16);
}
/**
 * The incomplete npx cache entry a failed launch's stderr names, when it is this launch's own (see above); else
 * undefined. Pure but for reading whether the folder and its package.json exist.
 */
function brokenNpxEntry(stderr, command, args) {
    const m = /((?:[A-Za-z]:)?[^\s'"`]*[\\/]_npx[\\/]([0-9a-f]{16}))[\\/]package\.json/.exec(stderr);
    if (!m || !/ENOENT|no such file/i.test(stderr))
        return undefined;
    const specs = npxPackageSpecs(command, args);
    if (!specs || npxEntryHash(specs) !== m[2])
        return undefined;
    const entry = m[1];
    if ((0,external_node_path_.basename)((0,external_node_path_.dirname)(entry)) !== '_npx' || !isDirectory(entry) || (0,external_node_fs_.existsSync)(`${entry}/package.json`))
        return undefined;
    return entry;
}
/**
 * This launch's own npx cache entry in the npm cache its environment names, when it is incomplete (no package.json)
 * and abandoned (neither it nor its lock touched for STALE_ENTRY_MS); else undefined.
 */
function abandonedNpxEntry(command, args, env, cwd, now = Date.now()) {
    const specs = npxPackageSpecs(command, args);
    if (!specs)
        return undefined;
    const cache = npmCacheDir(args, env, cwd);
    if (!cache)
        return undefined;
    const entry = (0,external_node_path_.join)(cache, '_npx', npxEntryHash(specs));
    if (!isDirectory(entry) || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(entry, 'package.json')))
        return undefined;
    const touched = Math.max(...[entry, (0,external_node_path_.join)(entry, 'concurrency.lock'), (0,external_node_path_.join)(entry, 'node_modules')].map(mtime));
    return now - touched >= STALE_ENTRY_MS ? entry : undefined;
}
/** The npm cache a launch uses: `--cache DIR`, else npm_config_cache, else npm's default (~/.npm; %LocalAppData%\npm-cache). */
function npmCacheDir(args, env, cwd) {
    for (let i = 0; i < args.length; i++) {
        if (args[i] === '--')
            break;
        if (args[i] === '--cache' && args[i + 1])
            return (0,external_node_path_.resolve)(cwd, args[i + 1]);
        if (args[i].startsWith('--cache='))
            return (0,external_node_path_.resolve)(cwd, args[i].slice('--cache='.length));
    }
    const configured = Object.entries(env).find(([k, v]) => k.toLowerCase() === 'npm_config_cache' && v)?.[1];
    if (configured)
        return (0,external_node_path_.resolve)(cwd, configured);
    if (process.platform === 'win32')
        return env.LOCALAPPDATA ? (0,external_node_path_.join)(env.LOCALAPPDATA, 'npm-cache') : undefined;
    return env.HOME ? (0,external_node_path_.join)(env.HOME, '.npm') : undefined;
}
/** Remove the entry (whole: npm reinstalls it on the next launch): undefined once it is gone, else why it is not. */
function removeNpxEntry(entry) {
    let why = 'it is still there';
    try {
        (0,external_node_fs_.rmSync)(entry, { recursive: true, force: true });
    }
    catch (err) {
        why = err.message;
    }
    return (0,external_node_fs_.existsSync)(entry) ? why : undefined;
}
/** What to do about an incomplete entry the gate could not remove (another user's, a read-only cache). */
function unremovableNpxEntry(entry, why) {
    return `npx's cache entry ${entry} is incomplete (a download cut short leaves it so) and could not be removed (${why}): remove it as a user who may (rm -rf ${JSON.stringify(entry)}), or set npm_config_cache to a folder this user owns, and run again`;
}
function mtime(path) {
    try {
        return (0,external_node_fs_.statSync)(path).mtimeMs;
    }
    catch {
        return 0;
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(8828);
;// CONCATENATED MODULE: ./src/contract/listing-compare.ts

/** The pinned maps of a server entry compared between two reads, with the noun each entry is named by. */
const MAPS = [
    ['tools', 'tool'],
    ['prompts', 'prompt'],
    ['resourceTemplates', 'resource template'],
    ['resources', 'resource'],
    ['ui', 'UI resource of tool'],
    ['skills', 'skill'],
];
/**
 * What differs between two reads of one server, as the lockfile would pin them (the same contracts and hashes: `_meta`
 * and `icons` left out, so rotating values are no difference): one line per entry, sorted, naming the read (`a` or `b`)
 * that alone lists it. Empty: both reads would pin the same lockfile entry. Pure.
 */
function listingDifferences(a, b, names) {
    const lock = (0,lockfile/* buildLockfile */.Or)({ servers: { a: { ...a, error: undefined }, b: { ...b, error: undefined } } });
    const x = lock.servers.a;
    const y = lock.servers.b;
    const out = [];
    for (const [field, noun] of MAPS) {
        const mx = (x[field] ?? {});
        const my = (y[field] ?? {});
        const keys = [...new Set([...Object.keys(mx), ...Object.keys(my)])].sort();
        for (const k of keys) {
            const ex = Object.hasOwn(mx, k) ? mx[k] : undefined;
            const ey = Object.hasOwn(my, k) ? my[k] : undefined;
            if (ex && ey) {
                if (ex.hash !== ey.hash)
                    out.push(`${noun} '${k}': differs`);
            }
            else
                out.push(`${noun} '${k}': only under ${quoted(ex ? names[0] : names[1])}`);
        }
    }
    if ((x.instructions?.hash ?? null) !== (y.instructions?.hash ?? null))
        out.push('the server instructions: differ');
    if ((x.auth?.hash ?? null) !== (y.auth?.hash ?? null))
        out.push('the auth surface: differs');
    return out;
}
/** A read's name in a difference line: a principal's name quoted, a read's description (`the second read`) as is. */
function quoted(name) {
    return name.includes(' ') ? name : `'${name}'`;
}

;// CONCATENATED MODULE: ./src/discovery/principals.ts

/** The names the two reads of a `reread` go by in findings. */
const READS = ['the first read', 'the second read'];
/**
 * Read a server under each of its principals (ServerConfig.principals: listings not declared to differ), one after the
 * other, each with its env, headers and client name in place of the entry's: the first principal's snapshot, with a
 * `listing-varies` variation (ServerSnapshot.listingVaries) for each principal whose listing differs from the first's
 * and for each second read that differed. A principal that cannot be read fails the server (its error, named).
 */
async function discoverUnderPrincipals(server, options, discover) {
    const { principals = [], env: _env, headers: _headers, clientName: _client, ...entry } = server;
    const reads = [];
    for (const p of principals) {
        const run = { ...entry, ...(p.env ? { env: p.env } : {}), ...(p.headers ? { headers: p.headers } : {}), ...(p.clientName !== undefined ? { clientName: p.clientName } : {}) };
        const snap = await discover(run, options);
        if (snap.error)
            return { ...snap, error: { ...snap.error, message: `under principal '${p.name}': ${snap.error.message}` } };
        reads.push([p.name, snap]);
    }
    return comparePrincipals(reads);
}
/** The first read's snapshot with every variation between the reads (see discoverUnderPrincipals). Pure. */
function comparePrincipals(reads) {
    const [firstName, first] = reads[0];
    const variations = [];
    for (const [name, snap] of reads)
        for (const v of snap.listingVaries ?? [])
            variations.push({ ...v, principal: name });
    for (const [name, snap] of reads.slice(1)) {
        const entries = listingDifferences(first, snap, [firstName, name]);
        if (entries.length)
            variations.push({ kind: 'principals', between: [firstName, name], entries });
    }
    const { listingVaries: _own, ...base } = first;
    return variations.length ? { ...base, listingVaries: variations } : base;
}
/** The first read, with a `reread` variation when the second read (`reread: true`) listed something else. Pure. */
function withReread(first, second) {
    if (first.error || second.error)
        return first.error ? first : { ...first, error: { ...second.error, message: `the second read failed: ${second.error.message}` } };
    const entries = listingDifferences(first, second, READS);
    return entries.length ? { ...first, listingVaries: [...(first.listingVaries ?? []), { kind: 'reread', between: [...READS], entries }] } : first;
}

;// CONCATENATED MODULE: ./src/discovery/discover-server.ts






















/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
async function discoverServer(server, options) {
    if (server.principals?.length)
        return discoverUnderPrincipals(server, options, discoverServer);
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
    if (!server.variant)
        return out;
    return server.variant.principal ? { ...out, principal: server.variant.name } : { ...out, variant: server.variant.name };
}
function resolution(server, spec, options) {
    const { cwd, env } = (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir);
    return (0,package_resolve/* resolvePackage */.Ph)(spec, { command: server.command ?? '', cwd: discover_server_isDirectory(cwd) ? cwd : options.rootDir, env });
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
        if (!discover_server_isDirectory(cwd))
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
        const remote = () => (0,mcp_client_remote/* discoverRemote */.yc)(server, { url: expand(server.url ?? ''), headers, clientCapabilities, limits, signal: options.signal, ...(options.onNote ? { onNote: options.onNote } : {}) });
        const first = await remote();
        // reread: a second session, compared with the first
        return server.reread && !first.error ? withReread(first, await remote()) : first;
    }
    catch (err) {
        return (0,failure/* failed */.g)({ message: `discovery failed unexpectedly: ${err.message}` }, clientCapabilities);
    }
}
/**
 * A stdio server's discovery; when its npx launch fails on an incomplete cache entry of its own (npx-repair.ts), the
 * entry is removed and the launch started once more, and the note says so.
 */
async function discoverStdio(server, ctx) {
    const { command, args, env, cwd } = ctx.launch;
    const abandoned = abandonedNpxEntry(command, args, env, cwd);
    const refused = abandoned !== undefined ? removeNpxEntry(abandoned) : undefined;
    // npx would wait on the dead download's lock, then fail on the entry: say so now
    if (abandoned !== undefined && refused !== undefined)
        return (0,failure/* failed */.g)({ message: unremovableNpxEntry(abandoned, refused) }, ctx.clientCapabilities);
    const before = abandoned !== undefined;
    if (before)
        ctx.repaired = abandoned;
    else {
        const first = await stdioAttempt(server, ctx);
        if (!ctx.repaired)
            return first;
    }
    const note = `npx's cache entry ${ctx.repaired} was incomplete (a download cut short leaves it so): removed it ${before ? 'before starting' : 'and started again'}`;
    ctx.options.onNote?.(note);
    const snapshot = await stdioAttempt(server, ctx);
    if (snapshot.error)
        snapshot.error.message += ` (after removing npx's incomplete cache entry ${ctx.repaired})`;
    else
        snapshot.warnings = [...(snapshot.warnings ?? []), note];
    return snapshot;
}
async function stdioAttempt(server, ctx) {
    const { command, args, env, cwd } = ctx.launch;
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, ctx.options.signal, (0,discovery_launch/* startBudget */.cg)(server, ctx.launch));
    let spoke = false;
    const spawn = () => {
        const transport = new stdio_transport/* GroupStdioTransport */.o({ command, args, env, cwd, killGraceMs: ctx.options.killGraceMs });
        transport.onFirstOutput = () => {
            spoke = true;
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
            return withWarnings(await readTwice(server, () => (0,session/* readLists */.qZ)(connected, ctx.clientCapabilities, deadline, progress, ctx.limits)), slot.transport);
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
            return withWarnings(await readTwice(server, () => (0,session/* readLists */.qZ)(again, ctx.clientCapabilities, deadline, progress, ctx.limits)), slot.transport);
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
        // npm's own failure (the server never wrote a line) on this launch's incomplete npx cache entry: removed, run again
        const entry = ctx.repaired === undefined && !spoke && !deadline.reason ? brokenNpxEntry(stderr, command, args) : undefined;
        const refused = entry ? removeNpxEntry(entry) : undefined;
        if (entry && refused === undefined)
            ctx.repaired = entry;
        const broken = entry ? (refused !== undefined ? unremovableNpxEntry(entry, refused) : undefined) : npxCacheHint(stderr);
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
/** The lists read once, or (reread) twice on the same connection, the second compared with the first. */
async function readTwice(server, read) {
    const first = await read();
    return server.reread ? withReread(first, await read()) : first;
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
function discover_server_isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2394:
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
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1928);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4171);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4356);





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

/***/ 8272:
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
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1924);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4788);






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

/***/ 2881:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ connectStdio)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8374);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2250);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8599);



/**
 * Open a started stdio server in its era (the config's `protocol`, negotiated under auto). Some SDKs end the process on
 * any request before `initialize`: under auto that is an initialize-era server, so a fresh process (put in `slot`) is
 * opened with `initialize`. Discovery and open sessions (probes, guard, proxy) both open servers through here.
 */
async function connectStdio(slot, spawn, server, clientCapabilities, deadline, progress) {
    try {
        return await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, server.protocol, server.clientName);
    }
    catch (err) {
        if (!exitedOnProbe(err, server, deadline))
            throw err;
        await slot.transport.close();
        slot.transport = spawn();
        await deadline.race(slot.transport.start());
        return (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .INITIALIZE_ERA_VERSION */ .LZ, server.clientName);
    }
}
/** Under `auto`, the server process ended on our `server/discover` (not on a time or cancel). */
function exitedOnProbe(err, server, deadline) {
    return (server.protocol ?? 'auto') === 'auto' && !deadline.reason && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed;
}


/***/ }),

/***/ 7054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ GroupStdioTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6092);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8374);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4676);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4171);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4356);





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

/***/ 812:
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

/***/ 4356:
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
