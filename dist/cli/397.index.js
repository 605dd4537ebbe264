export const id = 397;
export const ids = [397];
export const modules = {

/***/ 9397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $6: () => (/* binding */ TIMEOUT_FLAG_HELP),
/* harmony export */   Ap: () => (/* binding */ CONFIG_FLAG_HELP),
/* harmony export */   C9: () => (/* binding */ SERVER_FLAGS),
/* harmony export */   Jl: () => (/* binding */ gitRoot),
/* harmony export */   QH: () => (/* reexport safe */ _paths_js__WEBPACK_IMPORTED_MODULE_12__.QH),
/* harmony export */   Vy: () => (/* reexport safe */ _paths_js__WEBPACK_IMPORTED_MODULE_12__.Vy),
/* harmony export */   XY: () => (/* binding */ loadCliConfig),
/* harmony export */   eU: () => (/* binding */ LOCKFILE_FLAGS),
/* harmony export */   kP: () => (/* binding */ cliLockfile),
/* harmony export */   ot: () => (/* binding */ readCliLockfile),
/* harmony export */   xl: () => (/* reexport safe */ _paths_js__WEBPACK_IMPORTED_MODULE_12__.xl),
/* harmony export */   y9: () => (/* binding */ CONFIG_CANDIDATES)
/* harmony export */ });
/* unused harmony export TIMEOUT_FLAGS */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _config_server_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3573);
/* harmony import */ var _config_interpolate_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2406);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1356);
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8828);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1295);
/* harmony import */ var _verify_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7046);
/* harmony import */ var _policy_catalog_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6958);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1973);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4788);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5927);















/** Config files tried, in order, when --config is not given. */
const CONFIG_CANDIDATES = [_model_config_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG_PATH */ .Bi, '.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json', _config_server_json_js__WEBPACK_IMPORTED_MODULE_4__/* .SERVER_JSON */ .jj];
/** The --config and --timeout help lines of the commands that read the live servers. */
const CONFIG_FLAG_HELP = `  --config F        the config (default: ${CONFIG_CANDIDATES[0]}, ${CONFIG_CANDIDATES[1]}, … here or in a folder above,
                    up to the repository root)`;
const TIMEOUT_FLAG_HELP = `  --timeout S       seconds each server has to answer, from its first output (from spawn when launched directly,
                    not through a package runner) (overrides the config)
  --start-timeout S seconds a server launched through a package runner (npx, uvx, docker run, …) has to start,
                    to its first output (overrides the config; the download counts here; default ${_model_config_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_START_TIMEOUT_MS */ .cy / 1000})`;
/** The budget flags of the commands that read live servers. */
const TIMEOUT_FLAGS = { timeout: { type: 'string' }, 'start-timeout': { type: 'string' } };
/** The flags of every command that reads a config's live servers: which config, the budgets, quiet, help. */
const SERVER_FLAGS = { config: { type: 'string' }, ...TIMEOUT_FLAGS, quiet: { type: 'boolean', short: 'q' }, help: { type: 'boolean', short: 'h' } };
/** SERVER_FLAGS and the lockfile (`--lockfile F`, default the config's). */
const LOCKFILE_FLAGS = { ...SERVER_FLAGS, lockfile: { type: 'string' } };
/** The lockfile a command reads, named relative to the root: `--lockfile` (typed from the working folder), else the config's. */
function cliLockfile(io, root, config, flag) {
    return (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .display */ .Vy)({ ...io, cwd: root }, flag !== undefined ? (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .resolveIn */ .QH)(io, flag) : (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .resolveFromRoot */ .xl)(root, config.lockfile));
}
/** Folders whose config belongs to the folder above them (`.vscode/mcp.json` → the project holding `.vscode`). */
const CONFIG_FOLDERS = ['.github', '.vscode', '.cursor'];
/** The top of the git work tree holding `dir`, or undefined outside one. */
function gitRoot(dir) {
    try {
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
function projectFolder(file) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file);
    return CONFIG_FOLDERS.includes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(dir)) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir) : dir;
}
/**
 * Find the config: `--config` as typed (relative to the working folder), else the first of CONFIG_CANDIDATES in the
 * working folder or a folder above it, up to the repository root.
 */
function findConfig(io, configFlag) {
    if (configFlag) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, configFlag);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`no config at ${configFlag} (${file})`);
        return file;
    }
    const top = gitRoot(io.cwd);
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd);; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir)) {
        const found = CONFIG_CANDIDATES.map((c) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, c)).find((c) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(c));
        if (found)
            return found;
        if (!top || dir === top || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir) === dir || !isInside(dir, top))
            break;
    }
    const above = top && top !== (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd) ? ` and in each folder up to the repository root, ${top}` : '';
    const where = ` (looked for ${CONFIG_CANDIDATES.join(', ')} in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd)}${above})`;
    throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`no config found${where}: create ${_model_config_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_CONFIG_PATH */ .Bi} (see docs/config.md) or pass --config with an MCP client config such as .mcp.json`);
}
function isInside(path, folder) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(folder, path);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel));
}
/**
 * The values of the variables the config's `${VAR}` references name are secrets as far as output goes (a header token,
 * a password passed as an argument), whatever their names: every server's, even with `only` (as the action does).
 */
function addConfigSecrets(io, file) {
    if (!io.scrubber)
        return;
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8');
    }
    catch {
        return; // loading the config reports it
    }
    for (const name of (0,_config_interpolate_js__WEBPACK_IMPORTED_MODULE_13__/* .interpolatedNames */ .kF)(text))
        io.scrubber.add(io.env[name]);
}
/**
 * Load and check the config (rule IDs included); `--timeout` and `--start-timeout` override every server's budgets.
 * `only`: read (and interpolate) that server's entry alone (the proxy needs no other server's variables).
 */
function loadCliConfig(io, configFlag, budgets = {}, only) {
    const file = findConfig(io, configFlag);
    addConfigSecrets(io, file);
    const root = gitRoot((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file)) ?? projectFolder(file);
    const config = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfigAt */ .Qi)(root, file, { env: io.env, ...(only !== undefined ? { only } : {}) });
    for (const s of config.servers)
        io.scrubber?.keep(s.id); // an id is no secret: never masked, even when a secret equals it
    (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRuleIds */ .Z0)(config, _policy_catalog_js__WEBPACK_IMPORTED_MODULE_9__/* .ALL_RULE_IDS */ .kc);
    const ms = (flag, text) => {
        const seconds = Number(text);
        if (!Number.isFinite(seconds) || seconds <= 0)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`${flag} must be a positive number of seconds (got "${text}")`);
        return Math.round(seconds * 1000);
    };
    if (budgets.timeout !== undefined) {
        const timeoutMs = ms('--timeout', budgets.timeout);
        for (const s of config.servers)
            s.timeoutMs = timeoutMs;
    }
    if (budgets['start-timeout'] !== undefined) {
        const startTimeoutMs = ms('--start-timeout', budgets['start-timeout']);
        for (const s of config.servers)
            s.startTimeoutMs = startTimeoutMs;
    }
    if (config.servers.length === 0 && only !== undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`no server "${only}" in ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .display */ .Vy)(io, file)} (looked in ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(file))})`);
    if (config.servers.length === 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`no servers configured in ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .display */ .Vy)(io, file)}: add at least one under "servers"`);
    return { config, root };
}
/**
 * The lockfile at `path`, or undefined when there is none; named as the user reads it in messages. A snapshot given
 * by mistake (what `snapshot` writes) is told apart and sent to the commands that read it. With `verify` (trusted
 * public keys), a lockfile that is unsigned or whose signature does not cover its content is refused (InputError).
 */
function readCliLockfile(io, path, verify) {
    const name = (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .display */ .Vy)(io, path);
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz(`cannot read the lockfile (${err.message})`, name);
    }
    const data = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .parseJsonFile */ .OW)(text, name); // a syntax error is named with its line
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_10__/* .isObject */ .Gv)(data) && !('lockfileVersion' in data) && (Array.isArray(data.tools) || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_10__/* .isObject */ .Gv)(data.servers) && Object.values(data.servers).some((s) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_10__/* .isObject */ .Gv)(s) && Array.isArray(s.tools))))) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .InputError */ .dz('this is a snapshot, not a lockfile: `mcp-contract-gate pin` writes the lockfile, and `mcp-contract-gate diff` compares two snapshots', name);
    }
    if (Array.isArray(verify))
        (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyLockfileJson */ .Ds)(data, verify, name);
    else if (verify)
        verifyFresh(io, data, path, name, verify);
    return (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_6__/* .lockfileFromJson */ .yd)(data, name);
}
/**
 * `--verify` with rollback and freeze protection: the signature, then the stamp against the highest sequence seen
 * for that key and lockfile (and `--max-age`); the stamp accepted is remembered.
 */
function verifyFresh(io, data, path, name, verify) {
    const keyId = (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_7__/* .verifyLockfileJson */ .Ds)(data, verify.keys, name);
    const stateFile = (0,_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .display */ .Vy)(io, verify.statePath);
    const seen = (0,_verify_state_js__WEBPACK_IMPORTED_MODULE_8__/* .seenStamp */ .Fo)(verify.statePath, keyId, path);
    const { remember, note } = (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_7__/* .checkFreshness */ .IW)({
        stamp: (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_7__/* .readStamp */ .UL)(data),
        keyId,
        seen,
        today: io.today,
        file: name,
        stateFile,
        ...(verify.maxAgeDays !== undefined ? { maxAgeDays: verify.maxAgeDays } : {}),
    });
    if (note)
        io.stderr(`note: ${name}: ${note}\n`);
    const warning = remember ? (0,_verify_state_js__WEBPACK_IMPORTED_MODULE_8__/* .rememberStamp */ .x2)(verify.statePath, keyId, path, remember, io.today) : undefined;
    if (warning)
        io.stderr(`warning: ${warning}\n`);
}


/***/ }),

/***/ 7046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ VERIFY_STATE_ENV),
/* harmony export */   Fo: () => (/* binding */ seenStamp),
/* harmony export */   K0: () => (/* binding */ defaultStatePath),
/* harmony export */   x2: () => (/* binding */ rememberStamp)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1295);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4788);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1973);







/**
 * The state `--verify` keeps for rollback protection: for each signing key, and each lockfile (by its real path), the
 * highest sequence it accepted. One small JSON file per user. Its place, first found:
 *   --verify-state FILE, $MCP_CONTRACT_GATE_VERIFY_STATE, $XDG_STATE_HOME/mcp-contract-gate/verified-lockfiles.json,
 *   %LOCALAPPDATA%\mcp-contract-gate\verified-lockfiles.json (Windows), ~/.local/state/mcp-contract-gate/verified-lockfiles.json.
 * Sequences are kept per lockfile as well as per key, so one key may sign the lockfiles of several repositories. With
 * each sequence the digest of the content accepted under it is kept: another content at the same sequence is refused
 * (a lower sequence is refused by checkFreshness). A lockfile that is a symbolic link is refused under --verify: the
 * state knows a lockfile by its real path, and a link to an older signed copy elsewhere would name a path never seen.
 */
const VERIFY_STATE_ENV = 'MCP_CONTRACT_GATE_VERIFY_STATE';
const STATE_FILE = 'verified-lockfiles.json';
const STATE_VERSION = 1;
function defaultStatePath(env) {
    if (env[VERIFY_STATE_ENV])
        return env[VERIFY_STATE_ENV];
    if (env.XDG_STATE_HOME)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.XDG_STATE_HOME, 'mcp-contract-gate', STATE_FILE);
    if (process.platform === 'win32' && env.LOCALAPPDATA)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.LOCALAPPDATA, 'mcp-contract-gate', STATE_FILE);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.local', 'state', 'mcp-contract-gate', STATE_FILE);
}
/** A lockfile as the state names it: its real path (a symlink or a relative path names the same file). */
function lockfileKey(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(path);
    }
    catch {
        return path;
    }
}
const RESET = 'delete it to start over (the next verification then accepts any validly signed lockfile)';
function readState(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return { stateVersion: STATE_VERSION, keys: {} };
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`cannot read the verification state (${err.code ?? err.message}); give another with --verify-state FILE`, file);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`the verification state is not JSON: ${RESET}`, file);
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(data) || data.stateVersion !== STATE_VERSION || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(data.keys))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`the verification state is not one this version wrote: ${RESET}`, file);
    return data;
}
/** The digest a lockfile's content is remembered by, and its stamp: its JSON written anew (so layout does not count). */
function contentOf(lockfile) {
    try {
        const data = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(lockfile, 'utf8'));
        const stamp = (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_4__/* .readStamp */ .UL)(data);
        return { digest: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(data)).digest('hex'), ...(stamp && !('problem' in stamp) ? { sequence: stamp.sequence } : {}) };
    }
    catch {
        return undefined; // unreadable: the caller's own read reports it
    }
}
/**
 * The highest stamp accepted for `keyId` and this lockfile; throws (InputError) on a state file that cannot be read,
 * on a lockfile that is a symbolic link, and on a lockfile whose content differs from the one accepted at its sequence.
 */
function seenStamp(file, keyId, lockfile) {
    let link = false;
    try {
        link = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(lockfile).isSymbolicLink();
    }
    catch {
        // absent: the caller's own read reports it
    }
    if (link)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`under --verify the lockfile may not be a symbolic link (it points to ${lockfileKey(lockfile)}): rollback protection knows a lockfile by its own path, and a link could put an older signed copy in its place; use the file itself`, lockfile);
    const entry = readState(file).keys[keyId]?.[lockfileKey(lockfile)];
    if (!entry)
        return undefined;
    if (!Number.isSafeInteger(entry.sequence) || typeof entry.date !== 'string')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`the entry for key ${keyId} and ${lockfile} is malformed: ${RESET}`, file);
    if (typeof entry.content === 'string') {
        const now = contentOf(lockfile);
        if (now && now.sequence === entry.sequence && now.digest !== entry.content)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`the lockfile carries sequence ${entry.sequence} (key ${keyId}), but another lockfile with that sequence was verified here before (${file}, signed ${entry.date}): two signed contents with one sequence, so one may be an older copy put back (a rollback); restore the lockfile verified before, or re-pin and sign this one (its sequence then rises)`, lockfile);
    }
    return { sequence: entry.sequence, date: entry.date };
}
/** Remember `stamp` as the highest for `keyId` and this lockfile; a state that cannot be written is a warning, returned. */
function rememberStamp(file, keyId, lockfile, stamp, today) {
    try {
        const state = readState(file);
        const key = lockfileKey(lockfile);
        const byFile = (state.keys[keyId] ??= {});
        const known = byFile[key];
        if (known && known.sequence > stamp.sequence)
            return undefined; // another run got further meanwhile
        const now = contentOf(lockfile);
        byFile[key] = { sequence: stamp.sequence, date: stamp.date, verified: today, ...(now && now.sequence === stamp.sequence ? { content: now.digest } : {}) };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(temp, (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .prettyJson */ .D_)(state), { mode: 0o600 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, file);
        return undefined;
    }
    catch (err) {
        return `could not record sequence ${stamp.sequence} in ${file} (${err.code ?? err.message}): rollback protection only knows what was recorded before`;
    }
}


/***/ }),

/***/ 7105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ clientFlavour),
/* harmony export */   KE: () => (/* binding */ clientConfigFrom),
/* harmony export */   x8: () => (/* binding */ WRAP_KEY)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1973);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8118);
/* harmony import */ var _gate_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1961);
/* harmony import */ var _key_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7572);
/* harmony import */ var _server_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(691);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1356);
/* harmony import */ var _describe_value_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8188);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6918);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3718);










function clientFlavour(data) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(data))
        return undefined;
    if ('mcpServers' in data)
        return 'mcpServers';
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(data.servers))
        return 'servers';
    return undefined;
}
/** Servers of an MCP client config, with the gate's defaults for everything else. Entries with `disabled: true` are skipped. */
/**
 * The gate's own key in a client-config entry (CLIENT_CONFIG_EXTENSION_KEY): the gate's settings for the server and,
 * in an entry `mcp-contract-gate wrap` rewrote to run through the proxy, `original`: the launch spec it replaced, which
 * `pin`, `check` and the proxy itself read (so nothing reads a server through the proxy, and the proxy never starts
 * itself).
 */
const WRAP_KEY = _model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .CLIENT_CONFIG_EXTENSION_KEY */ .rG;
/** Where an entry's args start the gate's proxy: the index of `proxy`, when the command is recognisably the gate. */
function proxyAt(entry) {
    if (typeof entry.command !== 'string' || !Array.isArray(entry.args))
        return undefined;
    const args = entry.args.map(String);
    const at = args.indexOf('proxy');
    if (at < 0)
        return undefined;
    // the gate is named in the command or before `proxy` (npx -y mcp-contract-gate, node_modules/.bin/mcp-contract-gate,
    // node …/mcp-contract-gate/dist/cli.js); anything else is a program of its own, judged as itself
    return [entry.command, ...args.slice(0, at)].some((a) => _version_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_NAME */ .m.test(String(a))) ? at : undefined;
}
/** The value of a proxy flag (`--server ID` or `--server=ID`) among the proxy's own arguments. */
function flagValue(args, flag) {
    for (let i = 0; i < args.length; i++) {
        if (args[i] === flag)
            return args[i + 1];
        if (args[i].startsWith(`${flag}=`))
            return args[i].slice(flag.length + 1);
    }
    return undefined;
}
/**
 * What an entry finally runs, the one thing the gate reads and judges (a wrapped entry is judged by the command
 * it finally runs, never by a launch spec kept beside it):
 * - an entry that starts the gate's proxy with `-- COMMAND ARGS…`: that command (with the entry's env and cwd), read
 *   directly, never through the proxy (which would hide a changed tool as a removed one);
 * - one that starts it with `--server ID`: the launch the proxy reads for ID, this entry's `original` (what `wrap`
 *   writes) or the entry ID of this same file; a `--config` naming another file is an error (the gate cannot read
 *   what that proxy runs);
 * - any other entry: itself, whatever it keeps under its extension key.
 */
function finalEntry(servers, id, file, seen = []) {
    const listed = servers[id];
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(listed))
        return { entry: listed, at: [id] };
    const at = proxyAt(listed);
    if (at === undefined) {
        // a launch spec kept for the proxy, beside a command the gate cannot tell is its proxy: which runs is unknown
        const kept = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(listed[WRAP_KEY]) && listed[WRAP_KEY].original !== undefined;
        if (kept && Array.isArray(listed.args) && listed.args.map(String).includes('proxy'))
            return {
                problem: `keeps a launch spec under "${WRAP_KEY}".original, but its command (${JSON.stringify(String(listed.command))}) does not name mcp-contract-gate, so the gate cannot tell that it starts the proxy: start the proxy through a command or path that names it (\`wrap --via\`), e.g. npx -y mcp-contract-gate or node_modules/.bin/mcp-contract-gate`,
            };
        return { entry: listed, at: [id] };
    }
    const args = listed.args.map(String);
    const dash = args.indexOf('--', at);
    if (dash > at) {
        if (dash === args.length - 1)
            return { problem: 'runs the proxy with nothing after "--": give the server command after it' };
        const { command: _c, args: _a, [WRAP_KEY]: _own, ...rest } = listed;
        return { entry: { ...rest, command: args[dash + 1], args: args.slice(dash + 2) }, at: [id] };
    }
    const own = args.slice(at + 1);
    const target = flagValue(own, '--server');
    const config = flagValue(own, '--config');
    if (config !== undefined && !sameConfig(config, file))
        return {
            problem: `runs the proxy on another config (${JSON.stringify(config)}): the gate judges what an entry finally runs and cannot read that file; point --config at this file (as \`mcp-contract-gate wrap\` does) or start the server after "--"`,
        };
    const ownEntry = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(listed[WRAP_KEY]) ? listed[WRAP_KEY].original : undefined;
    if (target === undefined || target === id) {
        // the proxy for this entry: what it runs is the entry's own launch spec, kept where wrap put it
        return ownEntry !== undefined ? { entry: ownEntry, at: [id, WRAP_KEY, 'original'] } : { entry: listed, at: [id] };
    }
    const entryId = (0,_model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .entryIdOf */ .NX)(target);
    if (!Object.hasOwn(servers, entryId))
        return { problem: `runs the proxy for server "${target}", which is not in this file` };
    if (seen.includes(entryId))
        return { problem: `runs the proxy for server "${target}", whose entry runs the proxy back (${[...seen, entryId].join(' → ')})` };
    const other = finalEntry(servers, entryId, file, [...seen, id]);
    return 'problem' in other ? { problem: `runs the proxy for server "${target}", which ${other.problem}` } : other;
}
/**
 * Whether a proxy's `--config` names this file. `wrap` writes the absolute path on the machine that wrapped it, so a
 * path is this file when it has this file's name and, for a file in a client's own folder (`.vscode/mcp.json`,
 * `.cursor/mcp.json`), that folder: wherever the checkout is.
 */
function sameConfig(path, file) {
    const mine = file.split(/[\\/]+/).filter(Boolean);
    const theirs = path.split(/[\\/]+/).filter(Boolean);
    if (!mine.length || mine.at(-1) !== theirs.at(-1))
        return false;
    const folder = mine.at(-2);
    return folder === undefined || !folder.startsWith('.') || theirs.at(-2) === folder;
}
/** `only`: build (and interpolate) that server's entry alone. */
function clientConfigFrom(data, flavour, file, lines, env, only) {
    const config = (0,_gate_config_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultConfig */ .sb)();
    const problems = [];
    const servers = data[flavour];
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(servers)) {
        const path = [flavour];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(file, [{ key: flavour, line: lines.line(path), message: `${flavour} must be a mapping of server names to server definitions (found ${(0,_describe_value_js__WEBPACK_IMPORTED_MODULE_7__/* .describeValue */ .b)(servers)})` }]);
    }
    for (const [id, listed] of Object.entries(servers)) {
        let entry = listed;
        let path = [flavour, id];
        if (only !== undefined && id !== only && (0,_model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .entryIdOf */ .NX)(only) !== id)
            continue;
        if (id.trim() === '' || /[\u0000-\u001f]/.test(id)) {
            problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_8__/* .formatKeyPath */ .K)(path), line: lines.line(path), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_8__/* .formatKeyPath */ .K)(path)}: a server name must be non-empty printable text` });
            continue;
        }
        // An entry that runs the gate's proxy: the gate reads what the proxy finally runs, never the proxy itself.
        const final = finalEntry(servers, id, file);
        if ('problem' in final) {
            problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_8__/* .formatKeyPath */ .K)(path), line: lines.line(path), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_8__/* .formatKeyPath */ .K)(path)} ${final.problem}` });
            continue;
        }
        if (final.entry !== listed) {
            entry = final.entry;
            path = [flavour, ...final.at];
        }
        // the gate's own keys sit on the entry as listed (beside `original` when wrapped)
        const own = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(listed) ? listed[WRAP_KEY] : undefined;
        const found = [...(0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .clientServerProblems */ .Xd)(entry, path, lines), ...(entry !== listed && own !== undefined ? (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .clientServerProblems */ .Xd)({ [WRAP_KEY]: own }, [flavour, id], lines) : [])];
        if (found.length > 0) {
            problems.push(...found);
            continue;
        }
        const e = entry;
        if (e.disabled === true || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(listed) && listed.disabled === true))
            continue;
        const raw = { id };
        if (typeof e.command === 'string')
            raw.command = e.command;
        if (Array.isArray(e.args))
            raw.args = e.args;
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(e.env))
            raw.env = e.env;
        if (typeof e.cwd === 'string')
            raw.cwd = e.cwd;
        const urlKey = typeof e.url === 'string' || typeof e.serverUrl !== 'string' ? 'url' : 'serverUrl';
        if (typeof e[urlKey] === 'string')
            raw.url = e[urlKey];
        if (typeof e.type === 'string')
            raw.transport = e.type;
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(e.headers))
            raw.headers = e.headers;
        // the gate's own keys (protocol, timeouts, setup, …), spelt as in the gate's YAML, under their extension key
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(own))
            Object.assign(raw, (0,_gate_config_js__WEBPACK_IMPORTED_MODULE_2__/* .toRawEntry */ .Kl)({ ...own, id }), { id });
        const context = { file, path, lines, env, timeoutMs: _model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_TIMEOUT_MS */ .t1, startTimeoutMs: _model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_START_TIMEOUT_MS */ .cy, setupTimeoutMs: _model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_SETUP_TIMEOUT_MS */ .T3 };
        const selected = (0,_server_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .selectEntry */ .J9)(raw, only);
        if (selected === undefined)
            continue;
        // variants sit under the extension key: a problem with one names that key path
        config.servers.push(...(0,_server_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .buildServers */ .hE)(selected, { ...context, variantsAt: [flavour, id, WRAP_KEY, 'variants'], principalsAt: [flavour, id, WRAP_KEY], keys: { url: urlKey, transport: 'type' }, absoluteCwd: true }, problems));
    }
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(file, problems);
    return config;
}


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G4: () => (/* reexport */ gate_config/* defaultPolicy */.G4),
  Qi: () => (/* reexport */ load/* loadConfigAt */.Qi),
  o4: () => (/* reexport */ load/* parseConfig */.o4),
  Z0: () => (/* reexport */ validateRuleIds)
});

// UNUSED EXPORTS: ConfigError, InterpolationError, SERVER_ID_PATTERN, configSchema, defaultConfig, expandWorkspaceFolder, interpolate, loadConfig

// EXTERNAL MODULE: ./src/config/load.ts + 1 modules
var load = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(1961);
// EXTERNAL MODULE: ./src/model/protocol.ts
var protocol = __webpack_require__(2250);
// EXTERNAL MODULE: ./src/policy/knobs/index.ts + 11 modules
var knobs = __webpack_require__(8765);
;// CONCATENATED MODULE: ./src/model/references.ts
/** The file formats the reference scan reads, one per place tool names live (docs/references.md lists them). */
const REFERENCE_FORMATS = ['claude-settings', 'claude-agent', 'claude-command', 'skill', 'vscode-prompt', 'workflow', 'agentic-workflow', 'code-js', 'code-python', 'prose'];

;// CONCATENATED MODULE: ./src/config/principal-schema.ts
/** The identities to read one server under (`principals`): each a name and what it sets over the entry. */
const principals = (idPattern) => ({
    type: 'array',
    minItems: 1,
    items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        'x-expect': 'a mapping with `name` and `env`, `headers` or `client-name`',
        properties: {
            name: {
                type: 'string',
                pattern: idPattern,
                description: "The principal's name, in findings and (declared to differ) in its server id `<id>#<name>`.",
                'x-expect': 'a name made of letters, digits, "_", "." and "-"',
            },
            env: {
                type: 'object',
                description: "Variables set over the entry's `env` for this principal (stdio): a token, a role. Values support `${VAR}` interpolation; they are secrets in every output.",
                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                'x-expect': 'a mapping of variable names to strings',
            },
            headers: {
                type: 'object',
                description: "HTTP headers set over the entry's `headers` for this principal (remote servers): another token. Values support `${VAR}` interpolation; they are secrets in every output.",
                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                'x-expect': 'a mapping of header names to strings',
            },
            'client-name': {
                type: 'string',
                minLength: 1,
                description: "The `clientInfo.name` the server is opened with under this principal (stdio and remote, in both protocol eras), for a server that lists by client (`claude-code`, `cursor`). Default: the gate's own.",
                'x-expect': 'a client name',
            },
        },
    },
    description: "Identities to read this server under, when its listing may vary by caller (`tools/list` MAY vary by the authorization presented): two tokens, two client names. Discovery reads the server under each; when the listings differ and the entry does not say `listing-varies: expected`, that is a blocking `listing-varies` finding (and `pin` does not pin the server). The first principal's listing is the one pinned. Not with `variants`.",
    'x-expect': 'a list of { name, env, headers, client-name }',
});
/** The server entry's keys for reading it under several identities and twice: `principals`, `listing-varies`, `reread`. */
const principalKeys = (idPattern) => ({
    principals: principals(idPattern),
    'listing-varies': {
        type: 'string',
        enum: ['expected'],
        description: '`expected`: the `principals` legitimately see different listings. Each principal is then discovered, pinned and checked as a server of its own, `<id>#<principal>` (the lockfile records the principal), and a change for one blocks naming it. Absent: the principals must see the same listing (`listing-varies` otherwise).',
        'x-expect': 'expected',
    },
    reread: {
        type: 'boolean',
        default: false,
        description: "Read the server a second time (stdio: list again on the same connection; remote: a second session) and report a listing that differs from the first as `listing-varies` (a server that answers a scanner's first read with another contract). Off by default: it doubles the listing time.",
        'x-expect': 'true or false',
    },
});

// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(1356);
;// CONCATENATED MODULE: ./src/config/schema.ts

/**
 * JSON Schema of the gate's config file (`.github/mcp-contract-gate.yml`). It validates the file and is the source of
 * the config reference in docs/config.md, so every property carries a `description`. `x-expect` is the phrase error messages
 * use for a wrong value ("must be a positive number of seconds"); it is an annotation, not a constraint.
 */




const stringMap = (description, expect) => ({
    type: 'object',
    description,
    additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
    'x-expect': expect,
});
const stringOrList = (description) => ({
    type: ['string', 'array'],
    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
    description,
    'x-expect': 'a string or a list of strings',
});
const seconds = (description, fallback) => ({
    type: 'number',
    exclusiveMinimum: 0,
    description,
    ...(fallback === undefined ? {} : { default: fallback }),
    'x-expect': 'a positive number of seconds',
});
/** A remote server's OAuth client (`auth`): unattended flows only (client credentials, a refresh token). */
const secretRef = (description) => ({ type: 'string', minLength: 1, description, 'x-expect': 'a ${VAR} reference to a secret' });
const serverAuth = {
    type: 'object',
    additionalProperties: false,
    required: ['client-id'],
    description: "Remote: OAuth for unattended runs. On a 401 the gate follows `WWW-Authenticate` to the protected-resource metadata (RFC 9728) and the authorization server's metadata (RFC 8414, OpenID discovery), then gets a token with the client-credentials grant (`client_secret_basic` or `client_secret_post` with `client-secret`, `private_key_jwt` with `private-key`) or with `refresh-token`, for a client registered beforehand. It asks for the scopes the challenge or the metadata names (or `scope`), and for more when a call answers `insufficient_scope` (a bounded number of times). Never interactive: a missing or refused credential fails the server (exit 3) with the step and the key to set. Secret values must be `${VAR}` references.",
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
};
const SERVER_ID_PATTERN = '^[A-Za-z0-9_.-]+$';
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
    description: "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.",
    'x-expect': 'a mapping of variant names to { env, args, headers }',
};
const server = {
    type: 'object',
    description: 'One MCP server to discover at the base and head commits. It has exactly one of `command` (a local server spoken to over stdio) or `url` (a remote server over Streamable HTTP, or SSE).',
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
        env: stringMap("stdio: environment variables for the server (and for `setup`). Only these, a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`, `TZ`) and the package managers' settings (`npm_config_*`, `UV_*`, `PIP_*`, `DOCKER_*`; see \"The server's environment\") reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.", 'a mapping of variable names to strings'),
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
            description: 'How to talk to the server. With `url`: `http` (Streamable HTTP, the default; falls back to SSE when the server answers initialize with a 4xx) or `sse` (the older HTTP+SSE transport only). With `command`: `stdio` (the default).',
            'x-expect': 'one of http, sse, stdio',
        },
        headers: stringMap('Remote: HTTP headers sent with every request, e.g. `Authorization: "Bearer ${TOKEN}"`. Values support `${VAR}` interpolation.', 'a mapping of header names to strings'),
        auth: serverAuth,
        setup: {
            type: 'string',
            minLength: 1,
            description: "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
            'x-expect': 'a shell command',
        },
        timeout: seconds('Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output when it is launched through a package runner, from spawn otherwise. Default: the top-level `timeout`.'),
        'start-timeout': seconds('Seconds a stdio server launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`, also inside `sh -c` or `cmd /c`) has to start, from spawn to its first output: the download counts here. A direct launch (`node server.js`) has no start budget: its `timeout` runs from spawn. Default: the top-level `start-timeout`.'),
        'setup-timeout': seconds('Seconds allowed for `setup`. Default: the top-level `setup-timeout`.'),
        source: stringOrList('Files or folders (relative to the repository root) holding the tool definitions; annotations are placed on the line that defines each tool. Default: the lockfile line.'),
        'forbidden-tools': stringOrList('Globs of tool names this server must never expose (`Deployments.*`, `*_delete`); a match at head blocks the merge.'),
        enforce: {
            type: 'string',
            enum: [...config/* ENFORCE_MODES */.u1],
            default: config/* DEFAULT_ENFORCE */.fq,
            description: '`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.',
            'x-expect': `one of ${config/* ENFORCE_MODES */.u1.join(', ')}`,
        },
        'enforce-by': {
            type: 'string',
            enum: [...config/* ENFORCE_MODES_BY */.sy],
            default: config/* DEFAULT_ENFORCE_BY */.x8,
            description: "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).",
            'x-expect': `one of ${config/* ENFORCE_MODES_BY */.sy.join(', ')}`,
        },
        'client-capabilities': {
            type: 'object',
            description: 'Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.',
            'x-expect': 'a mapping (e.g. { sampling: {} })',
        },
        protocol: {
            type: 'string',
            enum: [...protocol/* PROTOCOL_CHOICES */.ux],
            description: `MCP revision to speak. \`auto\` (the default) sends \`server/discover\` (${protocol/* DISCOVER_ERA_VERSION */.yW}) and falls back to \`initialize\` (${protocol/* INITIALIZE_ERA_VERSION */.LZ}) when the server is an initialize-era one (then, for \`transport: http\`, to SSE); \`${protocol/* DISCOVER_ERA_VERSION */.yW}\` or \`${protocol/* INITIALIZE_ERA_VERSION */.LZ}\` speaks only that revision.`,
            'x-expect': `one of ${protocol/* PROTOCOL_CHOICES */.ux.join(', ')}`,
        },
        variants,
        ...principalKeys(SERVER_ID_PATTERN),
    },
};
const policy = (0,knobs/* policySchema */.wh)();
const configSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://mcp-contract-gate.dev/schema/config.json',
    title: 'mcp-contract-gate configuration',
    description: "The gate's config file (`.github/mcp-contract-gate.yml` by default). The gate can also read an MCP client config instead (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`).",
    type: 'object',
    additionalProperties: false,
    'x-expect': 'a mapping with keys such as servers, policy and lockfile',
    properties: {
        lockfile: {
            type: 'string',
            minLength: 1,
            default: config/* DEFAULT_LOCKFILE */.U,
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
            description: "Replace the checkout folder, the home folder and the temp folder in servers' text (descriptions, schemas, prompts, instructions) by `${workspaceFolder}`, `~` and `${tmp}` before hashing and diffing, so a server that prints where it runs reads the same in every clone, worktree and runner. `false` keeps the text as sent.",
            'x-expect': 'true or false',
        },
        'neutral-timezone': {
            type: 'boolean',
            default: true,
            description: "Replace this machine's time zone in servers' text by `${timeZone}` (an IANA name with a `/`, such as `Europe/Berlin`; `UTC` and `GMT` stay as written), a UTC offset written next to it (`+01:00`, `UTC+1`, `GMT+0100`) and the zone's own abbreviations as whole words (`CET`, `CEST`) by `${utcOffset}`; on a machine on UTC, a pinned `${timeZone}` or `${utcOffset}` that the server filled in with UTC reads as pinned. So a server that prints its local zone pins and checks the same in every zone. `false` keeps the text as sent.",
            'x-expect': 'true or false',
        },
        'neutral-user': {
            type: 'boolean',
            default: true,
            description: "Replace this machine's user name, as a whole word, in servers' text by `${user}` (names under 3 characters and shared ones such as `root`, `runner` or `node` stay as written). `false` keeps the text as sent.",
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
            default: config/* DEFAULT_CONCURRENCY */.WH,
            description: 'How many servers are set up and discovered at once, across the base and head commits together.',
            'x-expect': 'a whole number of at least 1',
        },
        'download-concurrency': {
            type: 'integer',
            minimum: 1,
            default: config/* DEFAULT_DOWNLOAD_CONCURRENCY */.dN,
            description: 'How many servers launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`) may be downloading at once, within `concurrency`: each holds a slot from spawn to its first output, so fifteen cold downloads do not share the network all at once.',
            'x-expect': 'a whole number of at least 1',
        },
        timeout: seconds("Default answering budget per server, in seconds: the opening and all list requests, from the server's first output (a package-runner launch) or from spawn (a direct one).", config/* DEFAULT_TIMEOUT_MS */.t1 / 1000),
        'start-timeout': seconds('Default start budget per stdio server launched through a package runner, in seconds: spawn to first output, a cold `npx`/`uvx` download included.', config/* DEFAULT_START_TIMEOUT_MS */.cy / 1000),
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
            description: 'The scan of the repository for the places that name tools (docs/references.md): permission lists, agent, command, skill and prompt files, agent workflows, MCP client calls, prose. `false` turns it off; a mapping sets its globs. Default: on, with the default globs.',
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
                'allow-apps': stringOrList("Bots and GitHub Apps (by login, e.g. `my-release-bot[bot]`) whose approval label counts. Default: none: a label applied by `github-actions[bot]`, any App or any Bot account approves nothing, since the pull request's author may be able to drive it."),
            },
        },
    },
};
/**
 * What the gate reads from one entry of an MCP client config (`mcpServers.X` / `servers.X`). Other keys in those files
 * belong to the clients (`disabled`, `autoApprove`, `envFile`, …) and are allowed.
 */
const clientServerSchema = {
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
        [config/* CLIENT_CONFIG_EXTENSION_KEY */.rG]: {
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
};

// EXTERNAL MODULE: ../../node_modules/picomatch/index.js
var picomatch = __webpack_require__(1026);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(1924);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(8118);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(7572);
;// CONCATENATED MODULE: ./src/config/rule-ids.ts





/**
 * Check the rule IDs a config names (`policy.rules` keys, `policy.ignore[].rule`) against the diff's catalog. The
 * config loader cannot do it (the diff stage owns the IDs); the caller passes them in. An ignore entry's rule may be
 * a glob (`param-*`) that must match at least one ID. Throws a ConfigError with a did-you-mean for each unknown ID.
 */
function validateRuleIds(config, knownIds) {
    const source = (0,gate_config/* sourceOf */.vz)(config);
    const file = source?.file ?? config.file ?? 'config';
    const line = (path) => source?.lines.line(path);
    const known = new Set(knownIds);
    const problems = [];
    for (const id of Object.keys(config.policy.rules)) {
        if (known.has(id))
            continue;
        const path = ['policy', 'rules', id];
        problems.push({ key: (0,key_path/* formatKeyPath */.K)(path), line: line(path), message: `${(0,key_path/* formatKeyPath */.K)(path)}: "${id}" is not a known rule ID${hint(id, knownIds)}` });
    }
    config.policy.ignore.forEach((entry, i) => {
        const path = ['policy', 'ignore', i, 'rule'];
        const where = entry.origin.key ? `${entry.origin.key}.rule` : (0,key_path/* formatKeyPath */.K)(path);
        if (known.has(entry.rule))
            return;
        if (/[*?[\]{}]/.test(entry.rule)) {
            const match = picomatch_default()(entry.rule);
            if (!knownIds.some((id) => match(id)))
                problems.push({ key: where, line: line(path), message: `${where}: the pattern "${entry.rule}" matches no rule ID${hint(entry.rule, knownIds)}` });
            return;
        }
        problems.push({ key: where, line: line(path), message: `${where}: "${entry.rule}" is not a known rule ID${hint(entry.rule, knownIds)}` });
    });
    if (problems.length > 0)
        throw new errors/* ConfigError */.x(file, problems);
}
function hint(id, knownIds) {
    return (0,did_you_mean/* suggestion */.h)(id, knownIds) || '; see the rule catalog (docs/rules.md, or `mcp-contract-gate rules`) for the list of IDs';
}

;// CONCATENATED MODULE: ./src/config/index.ts
/** Config: the gate's YAML or an MCP client config JSON, validated and interpolated into a GateConfig. */








/***/ }),

/***/ 3610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ stripJsonComments)
/* harmony export */ });
/**
 * JSON with comments and trailing commas (VS Code's `.vscode/mcp.json` is JSONC) → plain JSON text of the same
 * length: comments and trailing commas become spaces (newlines kept), so positions in error messages still match.
 */
function stripJsonComments(text) {
    const out = text.split('');
    let i = 0;
    let lastSignificant = -1;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            const start = i;
            i++;
            while (i < text.length && text[i] !== '"')
                i += text[i] === '\\' ? 2 : 1;
            i++;
            lastSignificant = start;
            continue;
        }
        if (c === '/' && text[i + 1] === '/') {
            while (i < text.length && text[i] !== '\n')
                out[i++] = ' ';
            continue;
        }
        if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end === -1 ? text.length : end + 2;
            for (; i < stop; i++)
                if (text[i] !== '\n')
                    out[i] = ' ';
            continue;
        }
        if ((c === '}' || c === ']') && lastSignificant >= 0 && text[lastSignificant] === ',')
            out[lastSignificant] = ' ';
        if (!/\s/.test(c))
            lastSignificant = i;
        i++;
    }
    return out.join('');
}


/***/ }),

/***/ 6288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qi: () => (/* binding */ loadConfigAt),
  o4: () => (/* binding */ parseConfig)
});

// UNUSED EXPORTS: loadConfig

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(3483);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/config/client-config.ts
var client_config = __webpack_require__(7105);
// EXTERNAL MODULE: ./src/config/errors.ts
var config_errors = __webpack_require__(8118);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(1961);
// EXTERNAL MODULE: ./src/config/jsonc.ts
var jsonc = __webpack_require__(3610);
;// CONCATENATED MODULE: ./src/config/source-lines.ts

/**
 * Finds the line (1-based) of a key path in the source text, for error messages and annotation fallbacks. Works for
 * YAML and for JSON (JSON is YAML 1.2 as far as positions go); a text that does not parse simply yields no lines.
 */
class SourceLines {
    doc;
    counter;
    constructor(doc, counter) {
        this.doc = doc;
        this.counter = counter;
    }
    static fromDocument(doc, counter) {
        return new SourceLines(doc, counter);
    }
    static fromText(text) {
        const counter = new dist/* LineCounter */.HN();
        try {
            const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: false });
            return new SourceLines(doc.errors.length === 0 ? doc : undefined, counter);
        }
        catch {
            return new SourceLines(undefined, counter);
        }
    }
    /**
     * The line of the node at `path`: for a map entry the line of its key (where a reader looks), for a list item the
     * line the item starts on. A path that does not exist in the source resolves to its deepest existing ancestor.
     */
    line(path) {
        if (!this.doc)
            return undefined;
        let node = this.doc.contents;
        let offset = rangeStart(node);
        for (const segment of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((p) => keyText(p.key) === String(segment));
                if (!pair)
                    break;
                offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
                const item = node.items[segment];
                if (item === undefined)
                    break;
                offset = rangeStart(item) ?? offset;
                node = item;
            }
            else
                break;
        }
        return offset === undefined ? undefined : this.counter.linePos(offset).line;
    }
}
function rangeStart(node) {
    const range = node?.range;
    return Array.isArray(range) ? range[0] : undefined;
}
function keyText(key) {
    if (key === null || key === undefined)
        return undefined;
    if (typeof key === 'object' && 'value' in key)
        return String(key.value);
    return String(key);
}

// EXTERNAL MODULE: ./src/config/validate.ts + 1 modules
var validate = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/config/server-json.ts + 1 modules
var server_json = __webpack_require__(3573);
;// CONCATENATED MODULE: ./src/config/load.ts












/**
 * Read the gate's config: its own YAML (`.github/mcp-contract-gate.yml`) or an MCP client config JSON (`.mcp.json`,
 * `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), told apart by content. Every problem is an
 * InputError (a ConfigError) naming the file, the key path, the line where known, and the fix.
 */
function loadConfig(file, options = {}) {
    return parseConfig(readConfigText(file, file), file, options);
}
/** The config file's text; a missing or unreadable file is an InputError naming it as `name`. */
function readConfigText(path, name) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new errors/* InputError */.dz('no such file (create it, or point the config input at an MCP client config such as .mcp.json)', name);
        throw new errors/* InputError */.dz(`cannot read the file (${code ?? err.message})`, name);
    }
}
/** Parse config text; `file` names it in messages and in each server's origin. */
function parseConfig(text, file, options = {}) {
    const env = options.env ?? process.env;
    const { data, lines, json } = parseText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file);
    const flavour = json ? (0,client_config/* clientFlavour */.B9)(data) : undefined;
    const config = json && (0,server_json/* isServerJson */._i)(data)
        ? (0,server_json/* serverJsonConfig */.Mu)(data, file, lines, env, options.only)
        : flavour
            ? (0,client_config/* clientConfigFrom */.KE)(data, flavour, file, lines, env, options.only)
            : gateConfigFromChecked(data ?? {}, file, lines, env, options.only);
    config.file = (0,external_node_path_.resolve)(file);
    return (0,gate_config/* rememberSource */.bQ)(config, file, lines);
}
function gateConfigFromChecked(data, file, lines, env, only) {
    const problems = (0,validate/* gateFileProblems */.y0)(data, lines);
    if (problems.length > 0)
        throw new config_errors/* ConfigError */.x(file, problems);
    return (0,gate_config/* gateConfigFrom */.OE)(data, file, lines, env, only);
}
/**
 * JSON (comments and trailing commas allowed, as in VS Code's files) when the text is JSON whatever the name, else
 * YAML; syntax errors name the line. Only JSON text can be an MCP client config.
 */
function parseText(text, file) {
    const looksLikeJson = /^\s*[{[]/.test(text);
    if (looksLikeJson || file.endsWith('.json')) {
        const plain = (0,jsonc/* stripJsonComments */.R)(text);
        try {
            return { data: JSON.parse(plain), lines: SourceLines.fromText(plain), json: true };
        }
        catch {
            if (file.endsWith('.json'))
                return { data: (0,errors/* parseJsonFile */.OW)(plain, file), lines: SourceLines.fromText(plain), json: true };
            // Not JSON after all: a YAML flow mapping such as `{servers: []}`.
        }
    }
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: true });
    if (doc.errors.length > 0) {
        throw new config_errors/* ConfigError */.x(file, doc.errors.map((e) => ({
            key: '',
            line: e.linePos?.[0].line,
            message: `not valid YAML: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
        })));
    }
    const data = doc.toJS({ maxAliasCount: 100 });
    if (data !== null && data !== undefined && !(0,json/* isObject */.Gv)(data)) {
        throw new config_errors/* ConfigError */.x(file, [{ key: '', line: 1, message: `the file must be a mapping with keys such as servers and policy (found ${Array.isArray(data) ? 'a list' : JSON.stringify(data)})` }]);
    }
    return { data, lines: SourceLines.fromDocument(doc, counter), json: false };
}
/**
 * Load a config that lives under `rootDir`, naming it by its path relative to `rootDir` in messages, origins and
 * policy sources (`.github/mcp-contract-gate.yml: servers[1].timeout …`, not a runner's absolute path).
 */
function loadConfigAt(rootDir, path, options = {}) {
    const abs = (0,external_node_path_.resolve)(rootDir, path);
    const rel = (0,external_node_path_.relative)(rootDir, abs);
    const name = rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel.split(external_node_path_.sep).join('/') : abs;
    const text = readConfigText(abs, name);
    const config = parseConfig(text, name, options);
    config.file = abs;
    return config;
}


/***/ }),

/***/ 3573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jj: () => (/* binding */ SERVER_JSON),
  _i: () => (/* binding */ isServerJson),
  Mu: () => (/* binding */ serverJsonConfig),
  DL: () => (/* binding */ serverJsonEnvNames)
});

// UNUSED EXPORTS: SERVER_JSON_SCHEMA_URL, configOrServerJson

// EXTERNAL MODULE: ../../node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(5627);
// EXTERNAL MODULE: ../../node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(6323);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(8118);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(1961);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(7572);
;// CONCATENATED MODULE: ./src/config/registry/server.schema.json
const server_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$comment":"This file is auto-generated from docs/reference/api/openapi.yaml. Do not edit manually. Run \'make generate-schema\' to update.","$id":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json","$ref":"#/definitions/ServerDetail","$schema":"http://json-schema.org/draft-07/schema#","definitions":{"Argument":{"anyOf":[{"$ref":"#/definitions/PositionalArgument"},{"$ref":"#/definitions/NamedArgument"}],"description":"Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like \';rm -rf ~/Development\' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution."},"Icon":{"description":"An optionally-sized icon that can be displayed in a user interface.","properties":{"mimeType":{"description":"Optional MIME type override if the source MIME type is missing or generic. Must be one of: image/png, image/jpeg, image/jpg, image/svg+xml, image/webp.","enum":["image/png","image/jpeg","image/jpg","image/svg+xml","image/webp"],"example":"image/png","type":"string"},"sizes":{"description":"Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., \'48x48\', \'96x96\') or \'any\' for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size.","examples":[["48x48","96x96"],["any"]],"items":{"pattern":"^(\\\\d+x\\\\d+|any)$","type":"string"},"type":"array"},"src":{"description":"A standard URI pointing to an icon resource. Must be an HTTPS URL. Consumers SHOULD take steps to ensure URLs serving icons are from the same domain as the server or a trusted domain. Consumers SHOULD take appropriate precautions when consuming SVGs as they can contain executable JavaScript.","example":"https://example.com/icon.png","format":"uri","maxLength":255,"type":"string"},"theme":{"description":"Optional specifier for the theme this icon is designed for. \'light\' indicates the icon is designed to be used with a light background, and \'dark\' indicates the icon is designed to be used with a dark background. If not provided, the client should assume the icon can be used with any theme.","enum":["light","dark"],"type":"string"}},"required":["src"],"type":"object"},"Input":{"properties":{"choices":{"description":"A list of possible values for the input. If provided, the user must select one of these values.","example":[],"items":{"type":"string"},"type":"array"},"default":{"description":"The default value for the input.  This should be a valid value for the input.  If you want to provide input examples or guidance, use the `placeholder` field instead.","type":"string"},"description":{"description":"A description of the input, which clients can use to provide context to the user.","type":"string"},"format":{"default":"string","description":"Specifies the input format. Supported values include `filepath`, which should be interpreted as a file on the user\'s filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.","enum":["string","number","boolean","filepath"],"type":"string"},"isRequired":{"default":false,"type":"boolean"},"isSecret":{"default":false,"description":"Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.","type":"boolean"},"placeholder":{"description":"A placeholder for the input to be displaying during configuration. This is used to provide examples or guidance about the expected form or content of the input.","type":"string"},"value":{"description":"The value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in `{curly_braces}` will be replaced with the corresponding properties from the input `variables` map. If an identifier in braces is not found in `variables`, or if `variables` is not provided, the `{curly_braces}` substring should remain unchanged.\\n","type":"string"}},"type":"object"},"InputWithVariables":{"allOf":[{"$ref":"#/definitions/Input"},{"properties":{"variables":{"additionalProperties":{"$ref":"#/definitions/Input"},"description":"A map of variable names to their values. Keys in the input `value` that are wrapped in `{curly_braces}` will be replaced with the corresponding variable values.","type":"object"}},"type":"object"}]},"KeyValueInput":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"properties":{"name":{"description":"Name of the header or environment variable.","example":"SOME_VARIABLE","type":"string"}},"required":["name"],"type":"object"}]},"LocalTransport":{"anyOf":[{"$ref":"#/definitions/StdioTransport"},{"$ref":"#/definitions/StreamableHttpTransport"},{"$ref":"#/definitions/SseTransport"}],"description":"Transport protocol configuration for local/package context"},"NamedArgument":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"properties":{"isRepeated":{"default":false,"description":"Whether the argument can be repeated multiple times.","type":"boolean"},"name":{"description":"The flag name, including any leading dashes.","example":"--port","type":"string"},"type":{"enum":["named"],"example":"named","type":"string"}},"required":["type","name"],"type":"object"}],"description":"A command-line `--flag={value}`."},"Package":{"properties":{"environmentVariables":{"description":"A mapping of environment variables to be set when running the package.","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"fileSha256":{"description":"SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.","example":"fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce","pattern":"^[a-f0-9]{64}$","type":"string"},"identifier":{"description":"Package identifier - either a package name (for registries) or URL (for direct downloads)","examples":["@modelcontextprotocol/server-brave-search","https://github.com/example/releases/download/v1.0.0/package.mcpb"],"type":"string"},"packageArguments":{"description":"A list of arguments to be passed to the package\'s binary.","items":{"$ref":"#/definitions/Argument"},"type":"array"},"registryBaseUrl":{"description":"Base URL of the package registry","examples":["https://registry.npmjs.org","https://pypi.org","https://docker.io","https://api.nuget.org/v3/index.json","https://repo.maven.apache.org/maven2","https://github.com","https://gitlab.com"],"format":"uri","type":"string"},"registryType":{"description":"Registry type indicating how to download packages (e.g., \'npm\', \'pypi\', \'oci\', \'nuget\', \'mcpb\', \'maven\')","examples":["npm","pypi","oci","nuget","mcpb","maven"],"type":"string"},"runtimeArguments":{"description":"A list of arguments to be passed to the package\'s runtime command (such as docker or npx). The `runtimeHint` field should be provided when `runtimeArguments` are present.","items":{"$ref":"#/definitions/Argument"},"type":"array"},"runtimeHint":{"description":"A hint to help clients determine the appropriate runtime for the package. This field should be provided when `runtimeArguments` are present.","examples":["npx","uvx","docker","dnx","jbang"],"type":"string"},"transport":{"$ref":"#/definitions/LocalTransport","description":"Transport protocol configuration for the package"},"version":{"description":"Package version. Must be a specific version. Version ranges are rejected (e.g., \'^1.2.3\', \'~1.2.3\', \'>=1.2.3\', \'1.x\', \'1.*\').","example":"1.0.2","minLength":1,"not":{"const":"latest"},"type":"string"}},"required":["registryType","identifier","transport"],"type":"object"},"PositionalArgument":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"anyOf":[{"required":["valueHint"]},{"required":["value"]}],"properties":{"isRepeated":{"default":false,"description":"Whether the argument can be repeated multiple times in the command line.","type":"boolean"},"type":{"enum":["positional"],"example":"positional","type":"string"},"valueHint":{"description":"An identifier for the positional argument. It is not part of the command line. It may be used by client configuration as a label identifying the argument. It is also used to identify the value in transport URL variable substitution.","example":"file_path","type":"string"}},"required":["type"],"type":"object"}],"description":"A positional input is a value inserted verbatim into the command line."},"RemoteTransport":{"allOf":[{"anyOf":[{"$ref":"#/definitions/StreamableHttpTransport"},{"$ref":"#/definitions/SseTransport"}]},{"properties":{"variables":{"additionalProperties":{"$ref":"#/definitions/Input"},"description":"Configuration variables that can be referenced in URL template {curly_braces}. The key is the variable name, and the value defines the variable properties.","type":"object"}},"type":"object"}],"description":"Transport protocol configuration for remote context - extends StreamableHttpTransport or SseTransport with variables"},"Repository":{"description":"Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.","properties":{"id":{"description":"Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/<owner>/<repo> --jq \'.id\'","example":"b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9","type":"string"},"source":{"description":"Repository hosting service identifier. Used by registries to determine validation and API access methods.","example":"github","type":"string"},"subfolder":{"description":"Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.","example":"src/everything","type":"string"},"url":{"description":"Repository URL for browsing source code. Should support both web browsing and git clone operations.","example":"https://github.com/modelcontextprotocol/servers","format":"uri","type":"string"}},"required":["url","source"],"type":"object"},"ServerDetail":{"description":"Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.","properties":{"$schema":{"description":"JSON Schema URI for this server.json format","example":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json","format":"uri","type":"string"},"_meta":{"description":"Extension metadata using reverse DNS namespacing for vendor-specific data","properties":{"io.modelcontextprotocol.registry/publisher-provided":{"additionalProperties":true,"description":"Publisher-provided metadata for downstream registries","example":{"buildInfo":{"commit":"abc123def456","pipelineId":"build-789","timestamp":"2023-12-01T10:30:00Z"},"tool":"publisher-cli","version":"1.2.3"},"type":"object"}},"type":"object"},"description":{"description":"Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.","example":"MCP server providing weather data and forecasts via OpenWeatherMap API","maxLength":100,"minLength":1,"type":"string"},"icons":{"description":"Optional set of sized icons that the client can display in a user interface. Clients that support rendering icons MUST support at least the following MIME types: image/png and image/jpeg (safe, universal compatibility). Clients SHOULD also support: image/svg+xml (scalable but requires security precautions) and image/webp (modern, efficient format).","items":{"$ref":"#/definitions/Icon"},"type":"array"},"name":{"description":"Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.","example":"io.github.user/weather","maxLength":200,"minLength":3,"pattern":"^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$","type":"string"},"packages":{"items":{"$ref":"#/definitions/Package"},"type":"array"},"remotes":{"items":{"$ref":"#/definitions/RemoteTransport"},"type":"array"},"repository":{"$ref":"#/definitions/Repository","description":"Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."},"title":{"description":"Optional human-readable title or display name for the MCP server. MCP subregistries or clients MAY choose to use this for display purposes.","example":"Weather API","maxLength":100,"minLength":1,"type":"string"},"version":{"description":"Version string for this server. SHOULD follow semantic versioning (e.g., \'1.0.2\', \'2.1.0-alpha\'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., \'^1.2.3\', \'~1.2.3\', \'>=1.2.3\', \'1.x\', \'1.*\').","example":"1.0.2","maxLength":255,"type":"string"},"websiteUrl":{"description":"Optional URL to the server\'s homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.","example":"https://modelcontextprotocol.io/examples","format":"uri","type":"string"}},"required":["name","description","version"],"type":"object"},"SseTransport":{"properties":{"headers":{"description":"HTTP headers to include","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"type":{"description":"Transport type","enum":["sse"],"example":"sse","type":"string"},"url":{"description":"Server-Sent Events endpoint URL template. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport\'s \'variables\' object. After variable substitution, this should produce a valid URI.","example":"https://mcp-fs.example.com/sse","pattern":"^https?://[^\\\\s]+$","type":"string"}},"required":["type","url"],"type":"object"},"StdioTransport":{"properties":{"type":{"description":"Transport type","enum":["stdio"],"example":"stdio","type":"string"}},"required":["type"],"type":"object"},"StreamableHttpTransport":{"properties":{"headers":{"description":"HTTP headers to include","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"type":{"description":"Transport type","enum":["streamable-http"],"example":"streamable-http","type":"string"},"url":{"description":"URL template for the streamable-http transport. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport\'s \'variables\' object. After variable substitution, this should produce a valid URI.","example":"https://api.example.com/mcp","pattern":"^https?://[^\\\\s]+$","type":"string"}},"required":["type","url"],"type":"object"}},"title":"server.json defining a Model Context Protocol (MCP) server"}');
// EXTERNAL MODULE: ./src/config/validate.ts + 1 modules
var validate = __webpack_require__(3718);
;// CONCATENATED MODULE: ./src/config/server-json.ts
/**
 * An MCP Registry `server.json` as the gate's config: a repository that publishes its server with one and has no gate
 * config is gated from it. Each `packages[]` entry (npm, PyPI, OCI) becomes a stdio server launched at its exact
 * version (`npx -y pkg@1.2.3`, `uvx pkg==1.2.3`, `docker run -i --rm image:1.2.3`) with its arguments and
 * `environmentVariables`; each `remotes[]` entry a remote server over Streamable HTTP or SSE with its headers. Values
 * the file leaves to the user (required variables, headers, URL variables) are read from the environment; missing
 * required ones are one error naming them all. The file is first validated against the registry's published schema
 * (vendored in ./registry, with its source). Everything else (policy, lockfile) takes the gate's defaults.
 */











/** The file name the registry's tooling reads, and the one the CLI and the action look for. */
const SERVER_JSON = 'server.json';
/** Where the vendored schema was published (its `$id`). */
const SERVER_JSON_SCHEMA_URL = server_schema_namespaceObject.$id;
/** A server.json, told apart from the other JSON configs by content: its `$schema`, or a name, a version and packages or remotes. */
function isServerJson(data) {
    if (!(0,json/* isObject */.Gv)(data) || 'servers' in data || 'mcpServers' in data)
        return false;
    if (typeof data.$schema === 'string' && /\/server\.schema\.json$/.test(data.$schema))
        return true;
    return typeof data.name === 'string' && typeof data.version === 'string' && (Array.isArray(data.packages) || Array.isArray(data.remotes));
}
const addFormats = (dist_default())["default"] ?? (dist_default());
let validator;
/** The registry's schema, compiled on first use (a command that reads no server.json never pays for it). */
function registryValidator() {
    if (!validator) {
        // not strict: the registry's schema carries OpenAPI's `example` keyword, which JSON Schema does not define
        const ajv = new dist_ajv.Ajv({ allErrors: true, verbose: true, strict: false });
        addFormats(ajv, ['uri']);
        validator = ajv.compile(server_schema_namespaceObject);
    }
    return validator;
}
function problem(ctx, path, message) {
    ctx.problems.push({ key: (0,key_path/* formatKeyPath */.K)(path), line: ctx.lines.line(path), message: `${(0,key_path/* formatKeyPath */.K)(path)} ${message}` });
}
function need(ctx, entry, name) {
    const key = (0,key_path/* formatKeyPath */.K)(entry);
    const found = ctx.missing.get(key);
    if (found)
        found.names.push(name);
    else
        ctx.missing.set(key, { path: entry, names: [name] });
}
/** `{name}` replaced by the input's variables (their value, default, or the environment variable of that name). */
function substitute(ctx, text, variables, entry) {
    return text.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, name) => {
        const v = variables?.[name];
        const value = v?.value ?? ctx.env[name] ?? v?.default;
        if (value !== undefined)
            return value;
        need(ctx, entry, name);
        return whole;
    });
}
/** A value the file may fix (`value`) or leave to the user: then the environment variable `name`, else its default. */
function resolve(ctx, input, name, entry) {
    if (input.value !== undefined)
        return substitute(ctx, input.value, input.variables, entry);
    const fromEnv = name !== undefined ? ctx.env[name] : undefined;
    if (fromEnv !== undefined)
        return fromEnv;
    if (input.default !== undefined)
        return input.default;
    if (input.isRequired)
        need(ctx, entry, name ?? '(a value)');
    return undefined;
}
/** The command-line words of the registry's arguments: positional values and `--flag=value` (or a bare flag). */
function argumentWords(ctx, list, path) {
    const out = [];
    (list ?? []).forEach((arg, i) => {
        const at = [...path, i];
        if (arg.type === 'positional') {
            const value = arg.value !== undefined ? substitute(ctx, arg.value, arg.variables, at) : ((arg.valueHint !== undefined ? ctx.env[arg.valueHint] : undefined) ?? arg.default);
            if (value !== undefined)
                out.push(value);
            else if (arg.isRequired)
                need(ctx, at, arg.valueHint ?? '(a positional value)');
            return;
        }
        const value = resolve(ctx, { ...arg, isRequired: false }, undefined, at);
        if (value !== undefined)
            out.push(`${arg.name}=${value}`);
        else if (arg.isRequired && arg.value === undefined && arg.default === undefined)
            need(ctx, at, `${arg.name} (a value for it)`);
        else
            out.push(arg.name);
    });
    return out;
}
/** An id the config accepts (SERVER_ID_PATTERN), unique in the file. */
function serverId(base, taken) {
    const clean = base
        .replace(/[^A-Za-z0-9_.-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .toLowerCase() || 'server';
    let id = clean;
    for (let n = 2; taken.has(id); n++)
        id = `${clean}-${n}`;
    taken.add(id);
    return id;
}
const DEFAULT_REGISTRY = { npm: 'https://registry.npmjs.org', pypi: 'https://pypi.org', oci: 'https://docker.io' };
/** The package's version: its own, else an OCI reference's tag, else the server's version. */
function packageVersion(pkg, serverVersion) {
    if (typeof pkg.version === 'string')
        return { version: pkg.version, own: true };
    if (pkg.registryType === 'oci' && typeof pkg.identifier === 'string') {
        const tag = /:([^/:@]+)(?:@sha256:[a-f0-9]+)?$/.exec(pkg.identifier)?.[1];
        if (tag)
            return { version: tag, own: true };
    }
    return { version: serverVersion, own: false };
}
function buildPackage(ctx, pkg, i, serverVersion, id) {
    const at = ['packages', i];
    const type = String(pkg.registryType);
    const identifier = String(pkg.identifier);
    const transport = (0,json/* isObject */.Gv)(pkg.transport) ? String(pkg.transport.type) : 'stdio';
    const hint = typeof pkg.runtimeHint === 'string' ? pkg.runtimeHint : undefined;
    const version = packageVersion(pkg, serverVersion);
    if (transport !== 'stdio') {
        problem(ctx, [...at, 'transport', 'type'], `is ${transport}: the gate launches a package over stdio only; list the running server under remotes, or write a gate config (.github/mcp-contract-gate.yml) that starts it and names its URL`);
        return undefined;
    }
    const expected = { npm: 'npx', pypi: 'uvx', oci: 'docker' }[type];
    if (!expected) {
        problem(ctx, [...at, 'registryType'], `is ${JSON.stringify(type)}: the gate launches npm, pypi and oci packages; write a gate config (.github/mcp-contract-gate.yml) that starts this one`);
        return undefined;
    }
    if (hint !== undefined && hint !== expected) {
        problem(ctx, [...at, 'runtimeHint'], `is ${JSON.stringify(hint)}: the gate launches ${type} packages with ${expected}; remove the hint or write a gate config`);
        return undefined;
    }
    const env = {};
    const envNames = [];
    (pkg.environmentVariables ?? []).forEach((v, j) => {
        const value = resolve(ctx, v, v.name, [...at, 'environmentVariables', j]);
        if (value === undefined)
            return;
        env[v.name] = value;
        envNames.push(v.name);
    });
    const runtime = argumentWords(ctx, pkg.runtimeArguments, [...at, 'runtimeArguments']);
    const args = argumentWords(ctx, pkg.packageArguments, [...at, 'packageArguments']);
    const base = typeof pkg.registryBaseUrl === 'string' ? pkg.registryBaseUrl.replace(/\/+$/, '') : undefined;
    const custom = base !== undefined && base !== DEFAULT_REGISTRY[type] ? base : undefined;
    let command;
    let argv;
    if (type === 'npm') {
        command = 'npx';
        argv = ['-y', ...runtime, `${identifier}@${version.version}`, ...args];
        if (custom)
            env.npm_config_registry = `${custom}/`;
    }
    else if (type === 'pypi') {
        command = 'uvx';
        argv = [...(custom ? ['--default-index', `${custom}/simple`] : []), ...runtime, `${identifier}==${version.version}`, ...args];
    }
    else {
        command = 'docker';
        const tagged = /@sha256:[a-f0-9]+$/.test(identifier) || /:[^/]+$/.test(identifier) ? identifier : `${identifier}:${version.version}`;
        const image = custom && !tagged.startsWith(`${new URL(custom).host}/`) ? `${new URL(custom).host}/${tagged}` : tagged;
        argv = ['run', '-i', '--rm', ...envNames.flatMap((n) => ['-e', n]), ...runtime, image, ...args];
    }
    const server = {
        id,
        transport: 'stdio',
        command,
        args: argv,
        ...(Object.keys(env).length ? { env } : {}),
        timeoutMs: config/* DEFAULT_TIMEOUT_MS */.t1,
        startTimeoutMs: config/* DEFAULT_START_TIMEOUT_MS */.cy,
        setupTimeoutMs: config/* DEFAULT_SETUP_TIMEOUT_MS */.T3,
        origin: { file: ctx.file, key: (0,key_path/* formatKeyPath */.K)(at), ...lineOf(ctx, at) },
    };
    return { server, version };
}
function lineOf(ctx, path) {
    const line = ctx.lines.line(path);
    return line !== undefined ? { line } : {};
}
function buildRemote(ctx, remote, i, id) {
    const at = ['remotes', i];
    const url = substitute(ctx, String(remote.url), remote.variables, [...at, 'url']);
    const headers = {};
    (remote.headers ?? []).forEach((h, j) => {
        const value = resolve(ctx, h, h.name, [...at, 'headers', j]);
        if (value !== undefined)
            headers[h.name] = value;
    });
    return {
        id,
        transport: remote.type === 'sse' ? 'sse' : 'http',
        url,
        ...(Object.keys(headers).length ? { headers } : {}),
        timeoutMs: config/* DEFAULT_TIMEOUT_MS */.t1,
        startTimeoutMs: config/* DEFAULT_START_TIMEOUT_MS */.cy,
        setupTimeoutMs: config/* DEFAULT_SETUP_TIMEOUT_MS */.T3,
        origin: { file: ctx.file, key: (0,key_path/* formatKeyPath */.K)(at), ...lineOf(ctx, at) },
    };
}
/**
 * The gate config a server.json describes (see the module comment). `only`: build that server alone (the others'
 * variables need not be set). Problems are one ConfigError: schema errors with their key paths, unsupported entries
 * with their fix, and the environment variables the file requires that are not set, all named.
 */
function serverJsonConfig(data, file, lines, env, only) {
    const schemaErrors = (0,validate/* schemaProblems */.Ic)(registryValidator(), data, [], lines);
    if (schemaErrors.length)
        throw new errors/* ConfigError */.x(file, schemaErrors.map((p) => ({ ...p, message: `${p.message} (the MCP Registry's server.json schema, ${SERVER_JSON_SCHEMA_URL})` })));
    const ctx = { file, lines, env, problems: [], missing: new Map() };
    const config = (0,gate_config/* defaultConfig */.sb)();
    const serverVersion = String(data.version);
    const source = { file, name: String(data.name), version: serverVersion, packages: [] };
    const taken = new Set();
    const packages = data.packages ?? [];
    const remotes = data.remotes ?? [];
    packages.forEach((pkg, i) => {
        const id = serverId(`${String(pkg.registryType)}-${String(pkg.identifier).replace(/^@/, '')}`, taken);
        if (only !== undefined && only !== id)
            return;
        const built = buildPackage(ctx, pkg, i, serverVersion, id);
        if (!built)
            return;
        config.servers.push(built.server);
        if (built.version.own)
            source.packages.push({ server: id, key: (0,key_path/* formatKeyPath */.K)(['packages', i]), identifier: String(pkg.identifier), version: built.version.version });
    });
    remotes.forEach((remote, i) => {
        let host = 'remote';
        try {
            host = `remote-${new URL(String(remote.url).replace(/\{[^}]*\}/g, 'x')).host}`;
        }
        catch {
            // a URL template the URL parser rejects: the id stays `remote`
        }
        const id = serverId(host, taken);
        if (only !== undefined && only !== id)
            return;
        config.servers.push(buildRemote(ctx, remote, i, id));
    });
    if (!packages.length && !remotes.length)
        ctx.problems.push({ key: '', line: 1, message: 'lists no packages and no remotes: there is no server to gate (add one, or write a gate config such as .github/mcp-contract-gate.yml)' });
    for (const [key, { path, names }] of ctx.missing) {
        ctx.problems.push({
            key,
            line: lines.line(path),
            message: `${key} needs ${names.join(', ')}, which ${names.length === 1 ? 'is' : 'are'} required and not set: set ${names.length === 1 ? 'it' : 'them'} in the environment the gate runs in (in a workflow, \`env: ${names[0]}: \${{ secrets.${names[0]} }}\`)`,
        });
    }
    if (ctx.problems.length)
        throw new errors/* ConfigError */.x(file, ctx.problems);
    config.serverJson = source;
    return config;
}
/** The names of the values a server.json reads from the environment (secrets, as far as publishing goes). */
function serverJsonEnvNames(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!isServerJson(data))
        return [];
    const names = new Set();
    const inputs = (list) => (Array.isArray(list) ? list.filter(json/* isObject */.Gv) : []);
    const visit = (input, name) => {
        if (typeof name === 'string')
            names.add(name);
        if ((0,json/* isObject */.Gv)(input.variables))
            for (const v of Object.keys(input.variables))
                names.add(v);
    };
    for (const pkg of inputs(data.packages)) {
        for (const v of inputs(pkg.environmentVariables))
            visit(v, v.name);
        for (const a of [...inputs(pkg.packageArguments), ...inputs(pkg.runtimeArguments)])
            visit(a, a.valueHint);
    }
    for (const r of inputs(data.remotes)) {
        for (const h of inputs(r.headers))
            visit(h, h.name);
        if ((0,json/* isObject */.Gv)(r.variables))
            for (const v of Object.keys(r.variables))
                names.add(v);
    }
    return [...names].sort();
}
/**
 * The config path to read: `path`, or server.json when `path` is the default gate config, it does not exist, and the
 * folder has a server.json (a repository that publishes its server and has no gate config is gated from it).
 */
function configOrServerJson(rootDir, path) {
    if (path.replace(/^\.\//, '') !== DEFAULT_CONFIG_PATH || existsSync(join(rootDir, path)))
        return path;
    return existsSync(join(rootDir, SERVER_JSON)) ? SERVER_JSON : path;
}


/***/ }),

/***/ 3718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Xd: () => (/* binding */ clientServerProblems),
  y0: () => (/* binding */ gateFileProblems),
  Ic: () => (/* binding */ schemaProblems)
});

// UNUSED EXPORTS: CONFIG_AJV_OPTIONS, CONFIG_KEYWORDS

// EXTERNAL MODULE: ./src/config/describe-value.ts
var describe_value = __webpack_require__(8188);
// EXTERNAL MODULE: ./src/util/did-you-mean.ts
var did_you_mean = __webpack_require__(1924);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(7572);
// EXTERNAL MODULE: ../../node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(3714);
;// CONCATENATED MODULE: ./src/generated/validators.ts
// Generated by scripts/generate/validators.mjs (npm run generate): do not edit. ajv standalone code for the config
// schemas of src/config/schema.ts, compiled with CONFIG_AJV_OPTIONS (src/config/validate.ts).
/* eslint-disable */
// @ts-nocheck

const gateFile = validate0;
const schema0 = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://mcp-contract-gate.dev/schema/config.json',
    title: 'mcp-contract-gate configuration',
    description: "The gate's config file (`.github/mcp-contract-gate.yml` by default). The gate can also read an MCP client config instead (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`).",
    type: 'object',
    additionalProperties: false,
    'x-expect': 'a mapping with keys such as servers, policy and lockfile',
    properties: {
        lockfile: { type: 'string', minLength: 1, default: 'mcp-contracts.lock.json', description: 'Path of the lockfile, relative to the repository root.', 'x-expect': 'a file path' },
        'include-meta': {
            type: 'boolean',
            default: false,
            description: "Include tools' `_meta` and `icons` in the contract hash (left out by default: they carry rotating values in the wild).",
            'x-expect': 'true or false',
        },
        'neutral-paths': {
            type: 'boolean',
            default: true,
            description: "Replace the checkout folder, the home folder and the temp folder in servers' text (descriptions, schemas, prompts, instructions) by `${workspaceFolder}`, `~` and `${tmp}` before hashing and diffing, so a server that prints where it runs reads the same in every clone, worktree and runner. `false` keeps the text as sent.",
            'x-expect': 'true or false',
        },
        'neutral-timezone': {
            type: 'boolean',
            default: true,
            description: "Replace this machine's time zone in servers' text by `${timeZone}` (an IANA name with a `/`, such as `Europe/Berlin`; `UTC` and `GMT` stay as written), a UTC offset written next to it (`+01:00`, `UTC+1`, `GMT+0100`) and the zone's own abbreviations as whole words (`CET`, `CEST`) by `${utcOffset}`; on a machine on UTC, a pinned `${timeZone}` or `${utcOffset}` that the server filled in with UTC reads as pinned. So a server that prints its local zone pins and checks the same in every zone. `false` keeps the text as sent.",
            'x-expect': 'true or false',
        },
        'neutral-user': {
            type: 'boolean',
            default: true,
            description: "Replace this machine's user name, as a whole word, in servers' text by `${user}` (names under 3 characters and shared ones such as `root`, `runner` or `node` stay as written). `false` keeps the text as sent.",
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
            default: 8,
            description: 'How many servers are set up and discovered at once, across the base and head commits together.',
            'x-expect': 'a whole number of at least 1',
        },
        'download-concurrency': {
            type: 'integer',
            minimum: 1,
            default: 4,
            description: 'How many servers launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`) may be downloading at once, within `concurrency`: each holds a slot from spawn to its first output, so fifteen cold downloads do not share the network all at once.',
            'x-expect': 'a whole number of at least 1',
        },
        timeout: {
            type: 'number',
            exclusiveMinimum: 0,
            description: "Default answering budget per server, in seconds: the opening and all list requests, from the server's first output (a package-runner launch) or from spawn (a direct one).",
            default: 30,
            'x-expect': 'a positive number of seconds',
        },
        'start-timeout': {
            type: 'number',
            exclusiveMinimum: 0,
            description: 'Default start budget per stdio server launched through a package runner, in seconds: spawn to first output, a cold `npx`/`uvx` download included.',
            default: 120,
            'x-expect': 'a positive number of seconds',
        },
        'setup-timeout': { type: 'number', exclusiveMinimum: 0, description: "Default timeout for each server's `setup` command, in seconds.", default: 600, 'x-expect': 'a positive number of seconds' },
        servers: {
            type: 'array',
            items: {
                type: 'object',
                description: 'One MCP server to discover at the base and head commits. It has exactly one of `command` (a local server spoken to over stdio) or `url` (a remote server over Streamable HTTP, or SSE).',
                required: ['id'],
                additionalProperties: false,
                'x-expect': 'a mapping with an `id` and either `command` or `url`',
                properties: {
                    id: {
                        type: 'string',
                        pattern: '^[A-Za-z0-9_.-]+$',
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
                    env: {
                        type: 'object',
                        description: "stdio: environment variables for the server (and for `setup`). Only these, a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`, `TZ`) and the package managers' settings (`npm_config_*`, `UV_*`, `PIP_*`, `DOCKER_*`; see \"The server's environment\") reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.",
                        additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                        'x-expect': 'a mapping of variable names to strings',
                    },
                    cwd: {
                        type: 'string',
                        description: 'Working directory for `setup` and the server, relative to the repository root (the head checkout or the base worktree). Default: the root.',
                        'x-expect': 'a path relative to the repository root',
                    },
                    url: { type: 'string', pattern: '^https?://', description: 'Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.', 'x-expect': 'an http:// or https:// URL' },
                    transport: {
                        type: 'string',
                        enum: ['http', 'sse', 'stdio'],
                        description: 'How to talk to the server. With `url`: `http` (Streamable HTTP, the default; falls back to SSE when the server answers initialize with a 4xx) or `sse` (the older HTTP+SSE transport only). With `command`: `stdio` (the default).',
                        'x-expect': 'one of http, sse, stdio',
                    },
                    headers: {
                        type: 'object',
                        description: 'Remote: HTTP headers sent with every request, e.g. `Authorization: "Bearer ${TOKEN}"`. Values support `${VAR}` interpolation.',
                        additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                        'x-expect': 'a mapping of header names to strings',
                    },
                    auth: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['client-id'],
                        description: "Remote: OAuth for unattended runs. On a 401 the gate follows `WWW-Authenticate` to the protected-resource metadata (RFC 9728) and the authorization server's metadata (RFC 8414, OpenID discovery), then gets a token with the client-credentials grant (`client_secret_basic` or `client_secret_post` with `client-secret`, `private_key_jwt` with `private-key`) or with `refresh-token`, for a client registered beforehand. It asks for the scopes the challenge or the metadata names (or `scope`), and for more when a call answers `insufficient_scope` (a bounded number of times). Never interactive: a missing or refused credential fails the server (exit 3) with the step and the key to set. Secret values must be `${VAR}` references.",
                        'x-expect': 'a mapping with `client-id` and `client-secret`, `private-key` or `refresh-token`',
                        properties: {
                            'client-id': { type: 'string', minLength: 1, description: 'The client id registered with the authorization server. Supports `${VAR}` interpolation.', 'x-expect': 'a non-empty string' },
                            'client-secret': {
                                type: 'string',
                                minLength: 1,
                                description: 'The client secret (`client_secret_basic`, or `client_secret_post` where the server supports only that), as a `${VAR}` reference.',
                                'x-expect': 'a ${VAR} reference to a secret',
                            },
                            'private-key': {
                                type: 'string',
                                minLength: 1,
                                description: 'A PEM private key (PKCS #8; RSA or EC) that signs the `private_key_jwt` client assertion, as a `${VAR}` reference.',
                                'x-expect': 'a ${VAR} reference to a secret',
                            },
                            'refresh-token': {
                                type: 'string',
                                minLength: 1,
                                description: 'A refresh token to exchange for access tokens instead of the client-credentials grant, as a `${VAR}` reference.',
                                'x-expect': 'a ${VAR} reference to a secret',
                            },
                            scope: {
                                type: 'string',
                                minLength: 1,
                                description: "Scopes to ask for (space-separated) when the server's challenge names none. Default: the protected-resource metadata's `scopes_supported`.",
                                'x-expect': 'a space-separated list of scopes',
                            },
                        },
                    },
                    setup: {
                        type: 'string',
                        minLength: 1,
                        description: "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
                        'x-expect': 'a shell command',
                    },
                    timeout: {
                        type: 'number',
                        exclusiveMinimum: 0,
                        description: 'Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output when it is launched through a package runner, from spawn otherwise. Default: the top-level `timeout`.',
                        'x-expect': 'a positive number of seconds',
                    },
                    'start-timeout': {
                        type: 'number',
                        exclusiveMinimum: 0,
                        description: 'Seconds a stdio server launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`, also inside `sh -c` or `cmd /c`) has to start, from spawn to its first output: the download counts here. A direct launch (`node server.js`) has no start budget: its `timeout` runs from spawn. Default: the top-level `start-timeout`.',
                        'x-expect': 'a positive number of seconds',
                    },
                    'setup-timeout': { type: 'number', exclusiveMinimum: 0, description: 'Seconds allowed for `setup`. Default: the top-level `setup-timeout`.', 'x-expect': 'a positive number of seconds' },
                    source: {
                        type: ['string', 'array'],
                        items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                        description: 'Files or folders (relative to the repository root) holding the tool definitions; annotations are placed on the line that defines each tool. Default: the lockfile line.',
                        'x-expect': 'a string or a list of strings',
                    },
                    'forbidden-tools': {
                        type: ['string', 'array'],
                        items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                        description: 'Globs of tool names this server must never expose (`Deployments.*`, `*_delete`); a match at head blocks the merge.',
                        'x-expect': 'a string or a list of strings',
                    },
                    enforce: {
                        type: 'string',
                        enum: ['block', 'warn', 'off'],
                        default: 'block',
                        description: '`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.',
                        'x-expect': 'one of block, warn, off',
                    },
                    'enforce-by': {
                        type: 'string',
                        enum: ['hash', 'policy'],
                        default: 'hash',
                        description: "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).",
                        'x-expect': 'one of hash, policy',
                    },
                    'client-capabilities': {
                        type: 'object',
                        description: 'Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.',
                        'x-expect': 'a mapping (e.g. { sampling: {} })',
                    },
                    protocol: {
                        type: 'string',
                        enum: ['auto', '2025-11-25', '2026-07-28'],
                        description: 'MCP revision to speak. `auto` (the default) sends `server/discover` (2026-07-28) and falls back to `initialize` (2025-11-25) when the server is an initialize-era one (then, for `transport: http`, to SSE); `2026-07-28` or `2025-11-25` speaks only that revision.',
                        'x-expect': 'one of auto, 2025-11-25, 2026-07-28',
                    },
                    variants: {
                        type: 'object',
                        minProperties: 1,
                        propertyNames: { pattern: '^[A-Za-z0-9_.-]+$', 'x-expect': 'a variant name made of letters, digits, "_", "." and "-"' },
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
                        description: "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.",
                        'x-expect': 'a mapping of variant names to { env, args, headers }',
                    },
                    principals: {
                        type: 'array',
                        minItems: 1,
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['name'],
                            'x-expect': 'a mapping with `name` and `env`, `headers` or `client-name`',
                            properties: {
                                name: {
                                    type: 'string',
                                    pattern: '^[A-Za-z0-9_.-]+$',
                                    description: "The principal's name, in findings and (declared to differ) in its server id `<id>#<name>`.",
                                    'x-expect': 'a name made of letters, digits, "_", "." and "-"',
                                },
                                env: {
                                    type: 'object',
                                    description: "Variables set over the entry's `env` for this principal (stdio): a token, a role. Values support `${VAR}` interpolation; they are secrets in every output.",
                                    additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                                    'x-expect': 'a mapping of variable names to strings',
                                },
                                headers: {
                                    type: 'object',
                                    description: "HTTP headers set over the entry's `headers` for this principal (remote servers): another token. Values support `${VAR}` interpolation; they are secrets in every output.",
                                    additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                                    'x-expect': 'a mapping of header names to strings',
                                },
                                'client-name': {
                                    type: 'string',
                                    minLength: 1,
                                    description: "The `clientInfo.name` the server is opened with under this principal (stdio and remote, in both protocol eras), for a server that lists by client (`claude-code`, `cursor`). Default: the gate's own.",
                                    'x-expect': 'a client name',
                                },
                            },
                        },
                        description: "Identities to read this server under, when its listing may vary by caller (`tools/list` MAY vary by the authorization presented): two tokens, two client names. Discovery reads the server under each; when the listings differ and the entry does not say `listing-varies: expected`, that is a blocking `listing-varies` finding (and `pin` does not pin the server). The first principal's listing is the one pinned. Not with `variants`.",
                        'x-expect': 'a list of { name, env, headers, client-name }',
                    },
                    'listing-varies': {
                        type: 'string',
                        enum: ['expected'],
                        description: '`expected`: the `principals` legitimately see different listings. Each principal is then discovered, pinned and checked as a server of its own, `<id>#<principal>` (the lockfile records the principal), and a change for one blocks naming it. Absent: the principals must see the same listing (`listing-varies` otherwise).',
                        'x-expect': 'expected',
                    },
                    reread: {
                        type: 'boolean',
                        default: false,
                        description: "Read the server a second time (stdio: list again on the same connection; remote: a second session) and report a listing that differs from the first as `listing-varies` (a server that answers a scanner's first read with another contract). Off by default: it doubles the listing time.",
                        'x-expect': 'true or false',
                    },
                },
            },
            description: 'The MCP servers whose tool contracts are pinned.',
            'x-expect': 'a list of servers',
        },
        policy: {
            type: 'object',
            description: 'What blocks a merge.',
            additionalProperties: false,
            'x-expect': 'a mapping',
            properties: {
                'fail-on': {
                    type: ['array', 'string'],
                    items: { type: 'string', enum: ['breaking', 'silent', 'additive', 'cosmetic'], 'x-expect': 'one of breaking, silent, additive, cosmetic' },
                    uniqueItems: true,
                    description: 'Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.',
                    'x-expect': 'a list of severities (breaking, silent, additive, cosmetic)',
                    default: ['breaking', 'silent'],
                },
                rules: {
                    type: 'object',
                    description: 'Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.',
                    additionalProperties: { type: 'string', enum: ['breaking', 'silent', 'additive', 'cosmetic'], 'x-expect': 'one of breaking, silent, additive, cosmetic' },
                    'x-expect': 'a mapping of rule IDs to severities',
                },
                ignore: {
                    type: 'array',
                    items: {
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
                    },
                    description: 'Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.',
                    'x-expect': 'a list of ignore entries',
                },
                'block-new-destructive-tools': { type: 'boolean', description: 'Block a newly added tool annotated `destructiveHint: true` until approved.', 'x-expect': 'true or false', default: true },
                'block-unannotated-new-tools': {
                    type: 'boolean',
                    description: 'Also block a new tool that has neither `readOnlyHint` nor `destructiveHint` (the spec defaults call it destructive). Off by default: most servers annotate nothing, so such a tool is flagged `unannotated-tool-added` and listed for review without blocking. Needs `block-new-destructive-tools`.',
                    'x-expect': 'true or false',
                    default: false,
                },
                'safe-integer-bounds': {
                    type: 'string',
                    enum: ['ignore', 'constraint'],
                    description: '`ignore`: a `minimum`/`maximum` added at ±9007199254740991 (what zod `.int()` writes) is cosmetic, since no caller sends such numbers. `constraint`: it is a `constraint-tightened` finding like any other bound.',
                    'x-expect': 'ignore or constraint',
                    default: 'ignore',
                },
                'block-flags': {
                    type: 'string',
                    enum: ['none', 'high', 'any'],
                    description: "Security flags on text the model reads (a new tool's description, a changed one, parameter descriptions, prompts, resource templates, server instructions) that block until approved: `high` (default: alarm framing, concealment, priority claims, argument hijacking, credential paths, shell commands, hidden characters), `any` (also the review signals, such as an address to send data to), `none` (flags are shown, never block).",
                    'x-expect': 'one of none, high, any',
                    default: 'high',
                },
                'zero-versions': {
                    type: 'string',
                    enum: ['caret', 'exempt'],
                    description: 'With `versioning: semver`, and in `release-check` and the release mode, how 0.x versions read. `caret` (npm `^` ranges): in 0.y.z a minor bump is the breaking one and a patch bump may add features; in 0.0.z every bump is breaking. `exempt`: 0.x versions are not checked (semver §4: anything may change).',
                    'x-expect': 'caret or exempt',
                    default: 'caret',
                },
                versioning: {
                    type: 'string',
                    enum: ['none', 'semver'],
                    description: '`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.',
                    'x-expect': 'none or semver',
                    default: 'none',
                },
                'release-bumps': {
                    type: 'object',
                    additionalProperties: false,
                    properties: {
                        breaking: { type: 'string', enum: ['major', 'minor', 'patch'], description: 'The bump a breaking change needs (default: major).', 'x-expect': 'major, minor or patch' },
                        silent: { type: 'string', enum: ['major', 'minor', 'patch'], description: 'The bump a silent change needs (default: major).', 'x-expect': 'major, minor or patch' },
                        meaning: { type: 'string', enum: ['major', 'minor', 'patch'], description: 'The bump a meaning change needs (default: minor).', 'x-expect': 'major, minor or patch' },
                        additive: { type: 'string', enum: ['major', 'minor', 'patch'], description: 'The bump a additive change needs (default: minor).', 'x-expect': 'major, minor or patch' },
                        cosmetic: { type: 'string', enum: ['major', 'minor', 'patch'], description: 'The bump a cosmetic change needs (default: patch).', 'x-expect': 'major, minor or patch' },
                    },
                    description: 'The semver bump a release needs per class of change (release-check, changelog, the release mode): `breaking` (old calls fail), `silent` (old calls do something else), `meaning` (old calls work; a description or default changed), `additive`, `cosmetic`. Default: major, major, minor, minor, patch.',
                    'x-expect': 'a mapping of breaking, silent, meaning, additive, cosmetic to major, minor or patch',
                },
                'max-new-tools': {
                    type: 'integer',
                    minimum: 0,
                    description: 'Most tools one change may add to a server before its new tools block until approved (`0`: every new tool blocks). Counted per server; a server new to the lockfile counts too. Default: no limit.',
                    'x-expect': 'a whole number of at least 0',
                },
            },
        },
        probes: { type: 'string', minLength: 1, description: 'Path of a probes file (frozen `tools/call` cases), relative to the repository root.', 'x-expect': 'a file path' },
        references: {
            type: ['boolean', 'object'],
            additionalProperties: false,
            description: 'The scan of the repository for the places that name tools (docs/references.md): permission lists, agent, command, skill and prompt files, agent workflows, MCP client calls, prose. `false` turns it off; a mapping sets its globs. Default: on, with the default globs.',
            'x-expect': '`false` or a mapping',
            properties: {
                globs: {
                    type: 'object',
                    description: "Globs per format (relative to the repository root), replacing that format's defaults; `[]` turns a format off.",
                    propertyNames: { enum: ['claude-settings', 'claude-agent', 'claude-command', 'skill', 'vscode-prompt', 'workflow', 'agentic-workflow', 'code-js', 'code-python', 'prose'] },
                    additionalProperties: { type: 'array', items: { type: 'string', minLength: 1 }, 'x-expect': 'a list of globs' },
                    'x-expect': 'a mapping of formats (claude-settings, claude-agent, claude-command, skill, vscode-prompt, workflow, agentic-workflow, code-js, code-python, prose) to lists of globs',
                },
                exclude: {
                    type: ['string', 'array'],
                    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                    description: 'Globs of paths the scan never reads, beside the default ones (node_modules, .git, virtual environments, dist, coverage).',
                    'x-expect': 'a string or a list of strings',
                },
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
                'allow-apps': {
                    type: ['string', 'array'],
                    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                    description: "Bots and GitHub Apps (by login, e.g. `my-release-bot[bot]`) whose approval label counts. Default: none: a label applied by `github-actions[bot]`, any App or any Bot account approves nothing, since the pull request's author may be able to drive it.",
                    'x-expect': 'a string or a list of strings',
                },
            },
        },
    },
};
const func0 = Object.prototype.hasOwnProperty;
const func1 = ucs2length["default"]["default"] ?? ucs2length["default"];
const pattern0 = new RegExp('^[A-Za-z0-9_.-]+$', 'u');
const pattern1 = new RegExp('^https?://', 'u');
const pattern4 = new RegExp('^\\d{4}-\\d{2}-\\d{2}$', 'u');
function validate0(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
    /*# sourceURL="https://mcp-contract-gate.dev/schema/config.json" */ let vErrors = null;
    let errors = 0;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!func0.call(schema0.properties, key0)) {
                const err0 = {
                    instancePath,
                    schemaPath: '#/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key0 },
                    message: 'must NOT have additional properties',
                    schema: false,
                    parentSchema: schema0,
                    data,
                };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.lockfile !== undefined) {
            let data0 = data.lockfile;
            if (typeof data0 === 'string') {
                if (func1(data0) < 1) {
                    const err1 = {
                        instancePath: instancePath + '/lockfile',
                        schemaPath: '#/properties/lockfile/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema0.properties.lockfile,
                        data: data0,
                    };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = {
                    instancePath: instancePath + '/lockfile',
                    schemaPath: '#/properties/lockfile/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema0.properties.lockfile.type,
                    parentSchema: schema0.properties.lockfile,
                    data: data0,
                };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data['include-meta'] !== undefined) {
            let data1 = data['include-meta'];
            if (typeof data1 !== 'boolean') {
                const err3 = {
                    instancePath: instancePath + '/include-meta',
                    schemaPath: '#/properties/include-meta/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema0.properties['include-meta'].type,
                    parentSchema: schema0.properties['include-meta'],
                    data: data1,
                };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data['neutral-paths'] !== undefined) {
            let data2 = data['neutral-paths'];
            if (typeof data2 !== 'boolean') {
                const err4 = {
                    instancePath: instancePath + '/neutral-paths',
                    schemaPath: '#/properties/neutral-paths/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema0.properties['neutral-paths'].type,
                    parentSchema: schema0.properties['neutral-paths'],
                    data: data2,
                };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data['neutral-timezone'] !== undefined) {
            let data3 = data['neutral-timezone'];
            if (typeof data3 !== 'boolean') {
                const err5 = {
                    instancePath: instancePath + '/neutral-timezone',
                    schemaPath: '#/properties/neutral-timezone/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema0.properties['neutral-timezone'].type,
                    parentSchema: schema0.properties['neutral-timezone'],
                    data: data3,
                };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data['neutral-user'] !== undefined) {
            let data4 = data['neutral-user'];
            if (typeof data4 !== 'boolean') {
                const err6 = {
                    instancePath: instancePath + '/neutral-user',
                    schemaPath: '#/properties/neutral-user/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema0.properties['neutral-user'].type,
                    parentSchema: schema0.properties['neutral-user'],
                    data: data4,
                };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data['neutral-host'] !== undefined) {
            let data5 = data['neutral-host'];
            if (typeof data5 !== 'boolean') {
                const err7 = {
                    instancePath: instancePath + '/neutral-host',
                    schemaPath: '#/properties/neutral-host/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema0.properties['neutral-host'].type,
                    parentSchema: schema0.properties['neutral-host'],
                    data: data5,
                };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.concurrency !== undefined) {
            let data6 = data.concurrency;
            if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
                const err8 = {
                    instancePath: instancePath + '/concurrency',
                    schemaPath: '#/properties/concurrency/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                    schema: schema0.properties.concurrency.type,
                    parentSchema: schema0.properties.concurrency,
                    data: data6,
                };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            if (typeof data6 == 'number' && isFinite(data6)) {
                if (data6 < 1 || isNaN(data6)) {
                    const err9 = {
                        instancePath: instancePath + '/concurrency',
                        schemaPath: '#/properties/concurrency/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 1 },
                        message: 'must be >= 1',
                        schema: 1,
                        parentSchema: schema0.properties.concurrency,
                        data: data6,
                    };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
        }
        if (data['download-concurrency'] !== undefined) {
            let data7 = data['download-concurrency'];
            if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                const err10 = {
                    instancePath: instancePath + '/download-concurrency',
                    schemaPath: '#/properties/download-concurrency/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                    schema: schema0.properties['download-concurrency'].type,
                    parentSchema: schema0.properties['download-concurrency'],
                    data: data7,
                };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            if (typeof data7 == 'number' && isFinite(data7)) {
                if (data7 < 1 || isNaN(data7)) {
                    const err11 = {
                        instancePath: instancePath + '/download-concurrency',
                        schemaPath: '#/properties/download-concurrency/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 1 },
                        message: 'must be >= 1',
                        schema: 1,
                        parentSchema: schema0.properties['download-concurrency'],
                        data: data7,
                    };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
        }
        if (data.timeout !== undefined) {
            let data8 = data.timeout;
            if (typeof data8 == 'number' && isFinite(data8)) {
                if (data8 <= 0 || isNaN(data8)) {
                    const err12 = {
                        instancePath: instancePath + '/timeout',
                        schemaPath: '#/properties/timeout/exclusiveMinimum',
                        keyword: 'exclusiveMinimum',
                        params: { comparison: '>', limit: 0 },
                        message: 'must be > 0',
                        schema: 0,
                        parentSchema: schema0.properties.timeout,
                        data: data8,
                    };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            else {
                const err13 = {
                    instancePath: instancePath + '/timeout',
                    schemaPath: '#/properties/timeout/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                    schema: schema0.properties.timeout.type,
                    parentSchema: schema0.properties.timeout,
                    data: data8,
                };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data['start-timeout'] !== undefined) {
            let data9 = data['start-timeout'];
            if (typeof data9 == 'number' && isFinite(data9)) {
                if (data9 <= 0 || isNaN(data9)) {
                    const err14 = {
                        instancePath: instancePath + '/start-timeout',
                        schemaPath: '#/properties/start-timeout/exclusiveMinimum',
                        keyword: 'exclusiveMinimum',
                        params: { comparison: '>', limit: 0 },
                        message: 'must be > 0',
                        schema: 0,
                        parentSchema: schema0.properties['start-timeout'],
                        data: data9,
                    };
                    if (vErrors === null) {
                        vErrors = [err14];
                    }
                    else {
                        vErrors.push(err14);
                    }
                    errors++;
                }
            }
            else {
                const err15 = {
                    instancePath: instancePath + '/start-timeout',
                    schemaPath: '#/properties/start-timeout/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                    schema: schema0.properties['start-timeout'].type,
                    parentSchema: schema0.properties['start-timeout'],
                    data: data9,
                };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data['setup-timeout'] !== undefined) {
            let data10 = data['setup-timeout'];
            if (typeof data10 == 'number' && isFinite(data10)) {
                if (data10 <= 0 || isNaN(data10)) {
                    const err16 = {
                        instancePath: instancePath + '/setup-timeout',
                        schemaPath: '#/properties/setup-timeout/exclusiveMinimum',
                        keyword: 'exclusiveMinimum',
                        params: { comparison: '>', limit: 0 },
                        message: 'must be > 0',
                        schema: 0,
                        parentSchema: schema0.properties['setup-timeout'],
                        data: data10,
                    };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
            }
            else {
                const err17 = {
                    instancePath: instancePath + '/setup-timeout',
                    schemaPath: '#/properties/setup-timeout/type',
                    keyword: 'type',
                    params: { type: 'number' },
                    message: 'must be number',
                    schema: schema0.properties['setup-timeout'].type,
                    parentSchema: schema0.properties['setup-timeout'],
                    data: data10,
                };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.servers !== undefined) {
            let data11 = data.servers;
            if (Array.isArray(data11)) {
                const len0 = data11.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data12 = data11[i0];
                    if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                        if (data12.id === undefined) {
                            const err18 = {
                                instancePath: instancePath + '/servers/' + i0,
                                schemaPath: '#/properties/servers/items/required',
                                keyword: 'required',
                                params: { missingProperty: 'id' },
                                message: "must have required property '" + 'id' + "'",
                                schema: schema0.properties.servers.items.required,
                                parentSchema: schema0.properties.servers.items,
                                data: data12,
                            };
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                        for (const key1 in data12) {
                            if (!func0.call(schema0.properties.servers.items.properties, key1)) {
                                const err19 = {
                                    instancePath: instancePath + '/servers/' + i0,
                                    schemaPath: '#/properties/servers/items/additionalProperties',
                                    keyword: 'additionalProperties',
                                    params: { additionalProperty: key1 },
                                    message: 'must NOT have additional properties',
                                    schema: false,
                                    parentSchema: schema0.properties.servers.items,
                                    data: data12,
                                };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                        }
                        if (data12.id !== undefined) {
                            let data13 = data12.id;
                            if (typeof data13 === 'string') {
                                if (!pattern0.test(data13)) {
                                    const err20 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/id',
                                        schemaPath: '#/properties/servers/items/properties/id/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^[A-Za-z0-9_.-]+$' },
                                        message: 'must match pattern "' + '^[A-Za-z0-9_.-]+$' + '"',
                                        schema: '^[A-Za-z0-9_.-]+$',
                                        parentSchema: schema0.properties.servers.items.properties.id,
                                        data: data13,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err20];
                                    }
                                    else {
                                        vErrors.push(err20);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err21 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/id',
                                    schemaPath: '#/properties/servers/items/properties/id/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.id.type,
                                    parentSchema: schema0.properties.servers.items.properties.id,
                                    data: data13,
                                };
                                if (vErrors === null) {
                                    vErrors = [err21];
                                }
                                else {
                                    vErrors.push(err21);
                                }
                                errors++;
                            }
                        }
                        if (data12.command !== undefined) {
                            let data14 = data12.command;
                            if (typeof data14 === 'string') {
                                if (func1(data14) < 1) {
                                    const err22 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/command',
                                        schemaPath: '#/properties/servers/items/properties/command/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema0.properties.servers.items.properties.command,
                                        data: data14,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err23 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/command',
                                    schemaPath: '#/properties/servers/items/properties/command/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.command.type,
                                    parentSchema: schema0.properties.servers.items.properties.command,
                                    data: data14,
                                };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                        }
                        if (data12.args !== undefined) {
                            let data15 = data12.args;
                            if (Array.isArray(data15)) {
                                const len1 = data15.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                    let data16 = data15[i1];
                                    if (typeof data16 !== 'string' && !(typeof data16 == 'number' && isFinite(data16))) {
                                        const err24 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/args/' + i1,
                                            schemaPath: '#/properties/servers/items/properties/args/items/type',
                                            keyword: 'type',
                                            params: { type: schema0.properties.servers.items.properties.args.items.type },
                                            message: 'must be string,number',
                                            schema: schema0.properties.servers.items.properties.args.items.type,
                                            parentSchema: schema0.properties.servers.items.properties.args.items,
                                            data: data16,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err24];
                                        }
                                        else {
                                            vErrors.push(err24);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err25 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/args',
                                    schemaPath: '#/properties/servers/items/properties/args/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                    schema: schema0.properties.servers.items.properties.args.type,
                                    parentSchema: schema0.properties.servers.items.properties.args,
                                    data: data15,
                                };
                                if (vErrors === null) {
                                    vErrors = [err25];
                                }
                                else {
                                    vErrors.push(err25);
                                }
                                errors++;
                            }
                        }
                        if (data12.env !== undefined) {
                            let data17 = data12.env;
                            if (data17 && typeof data17 == 'object' && !Array.isArray(data17)) {
                                for (const key2 in data17) {
                                    let data18 = data17[key2];
                                    if (typeof data18 !== 'string' && !(typeof data18 == 'number' && isFinite(data18)) && typeof data18 !== 'boolean') {
                                        const err26 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/env/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                                            schemaPath: '#/properties/servers/items/properties/env/additionalProperties/type',
                                            keyword: 'type',
                                            params: { type: schema0.properties.servers.items.properties.env.additionalProperties.type },
                                            message: 'must be string,number,boolean',
                                            schema: schema0.properties.servers.items.properties.env.additionalProperties.type,
                                            parentSchema: schema0.properties.servers.items.properties.env.additionalProperties,
                                            data: data18,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err26];
                                        }
                                        else {
                                            vErrors.push(err26);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err27 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/env',
                                    schemaPath: '#/properties/servers/items/properties/env/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.servers.items.properties.env.type,
                                    parentSchema: schema0.properties.servers.items.properties.env,
                                    data: data17,
                                };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                        }
                        if (data12.cwd !== undefined) {
                            let data19 = data12.cwd;
                            if (typeof data19 !== 'string') {
                                const err28 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/cwd',
                                    schemaPath: '#/properties/servers/items/properties/cwd/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.cwd.type,
                                    parentSchema: schema0.properties.servers.items.properties.cwd,
                                    data: data19,
                                };
                                if (vErrors === null) {
                                    vErrors = [err28];
                                }
                                else {
                                    vErrors.push(err28);
                                }
                                errors++;
                            }
                        }
                        if (data12.url !== undefined) {
                            let data20 = data12.url;
                            if (typeof data20 === 'string') {
                                if (!pattern1.test(data20)) {
                                    const err29 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/url',
                                        schemaPath: '#/properties/servers/items/properties/url/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^https?://' },
                                        message: 'must match pattern "' + '^https?://' + '"',
                                        schema: '^https?://',
                                        parentSchema: schema0.properties.servers.items.properties.url,
                                        data: data20,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err29];
                                    }
                                    else {
                                        vErrors.push(err29);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err30 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/url',
                                    schemaPath: '#/properties/servers/items/properties/url/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.url.type,
                                    parentSchema: schema0.properties.servers.items.properties.url,
                                    data: data20,
                                };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                        }
                        if (data12.transport !== undefined) {
                            let data21 = data12.transport;
                            if (typeof data21 !== 'string') {
                                const err31 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/transport',
                                    schemaPath: '#/properties/servers/items/properties/transport/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.transport.type,
                                    parentSchema: schema0.properties.servers.items.properties.transport,
                                    data: data21,
                                };
                                if (vErrors === null) {
                                    vErrors = [err31];
                                }
                                else {
                                    vErrors.push(err31);
                                }
                                errors++;
                            }
                            if (!(data21 === 'http' || data21 === 'sse' || data21 === 'stdio')) {
                                const err32 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/transport',
                                    schemaPath: '#/properties/servers/items/properties/transport/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.servers.items.properties.transport.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.servers.items.properties.transport.enum,
                                    parentSchema: schema0.properties.servers.items.properties.transport,
                                    data: data21,
                                };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                        if (data12.headers !== undefined) {
                            let data22 = data12.headers;
                            if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                                for (const key3 in data22) {
                                    let data23 = data22[key3];
                                    if (typeof data23 !== 'string' && !(typeof data23 == 'number' && isFinite(data23)) && typeof data23 !== 'boolean') {
                                        const err33 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/headers/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                                            schemaPath: '#/properties/servers/items/properties/headers/additionalProperties/type',
                                            keyword: 'type',
                                            params: { type: schema0.properties.servers.items.properties.headers.additionalProperties.type },
                                            message: 'must be string,number,boolean',
                                            schema: schema0.properties.servers.items.properties.headers.additionalProperties.type,
                                            parentSchema: schema0.properties.servers.items.properties.headers.additionalProperties,
                                            data: data23,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err33];
                                        }
                                        else {
                                            vErrors.push(err33);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err34 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/headers',
                                    schemaPath: '#/properties/servers/items/properties/headers/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.servers.items.properties.headers.type,
                                    parentSchema: schema0.properties.servers.items.properties.headers,
                                    data: data22,
                                };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                        if (data12.auth !== undefined) {
                            let data24 = data12.auth;
                            if (data24 && typeof data24 == 'object' && !Array.isArray(data24)) {
                                if (data24['client-id'] === undefined) {
                                    const err35 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/auth',
                                        schemaPath: '#/properties/servers/items/properties/auth/required',
                                        keyword: 'required',
                                        params: { missingProperty: 'client-id' },
                                        message: "must have required property '" + 'client-id' + "'",
                                        schema: schema0.properties.servers.items.properties.auth.required,
                                        parentSchema: schema0.properties.servers.items.properties.auth,
                                        data: data24,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                                for (const key4 in data24) {
                                    if (!(key4 === 'client-id' || key4 === 'client-secret' || key4 === 'private-key' || key4 === 'refresh-token' || key4 === 'scope')) {
                                        const err36 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth',
                                            schemaPath: '#/properties/servers/items/properties/auth/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key4 },
                                            message: 'must NOT have additional properties',
                                            schema: false,
                                            parentSchema: schema0.properties.servers.items.properties.auth,
                                            data: data24,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err36];
                                        }
                                        else {
                                            vErrors.push(err36);
                                        }
                                        errors++;
                                    }
                                }
                                if (data24['client-id'] !== undefined) {
                                    let data25 = data24['client-id'];
                                    if (typeof data25 === 'string') {
                                        if (func1(data25) < 1) {
                                            const err37 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/auth/client-id',
                                                schemaPath: '#/properties/servers/items/properties/auth/properties/client-id/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.auth.properties['client-id'],
                                                data: data25,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err37];
                                            }
                                            else {
                                                vErrors.push(err37);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err38 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth/client-id',
                                            schemaPath: '#/properties/servers/items/properties/auth/properties/client-id/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.auth.properties['client-id'].type,
                                            parentSchema: schema0.properties.servers.items.properties.auth.properties['client-id'],
                                            data: data25,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err38];
                                        }
                                        else {
                                            vErrors.push(err38);
                                        }
                                        errors++;
                                    }
                                }
                                if (data24['client-secret'] !== undefined) {
                                    let data26 = data24['client-secret'];
                                    if (typeof data26 === 'string') {
                                        if (func1(data26) < 1) {
                                            const err39 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/auth/client-secret',
                                                schemaPath: '#/properties/servers/items/properties/auth/properties/client-secret/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.auth.properties['client-secret'],
                                                data: data26,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err39];
                                            }
                                            else {
                                                vErrors.push(err39);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err40 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth/client-secret',
                                            schemaPath: '#/properties/servers/items/properties/auth/properties/client-secret/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.auth.properties['client-secret'].type,
                                            parentSchema: schema0.properties.servers.items.properties.auth.properties['client-secret'],
                                            data: data26,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err40];
                                        }
                                        else {
                                            vErrors.push(err40);
                                        }
                                        errors++;
                                    }
                                }
                                if (data24['private-key'] !== undefined) {
                                    let data27 = data24['private-key'];
                                    if (typeof data27 === 'string') {
                                        if (func1(data27) < 1) {
                                            const err41 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/auth/private-key',
                                                schemaPath: '#/properties/servers/items/properties/auth/properties/private-key/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.auth.properties['private-key'],
                                                data: data27,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err41];
                                            }
                                            else {
                                                vErrors.push(err41);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err42 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth/private-key',
                                            schemaPath: '#/properties/servers/items/properties/auth/properties/private-key/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.auth.properties['private-key'].type,
                                            parentSchema: schema0.properties.servers.items.properties.auth.properties['private-key'],
                                            data: data27,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err42];
                                        }
                                        else {
                                            vErrors.push(err42);
                                        }
                                        errors++;
                                    }
                                }
                                if (data24['refresh-token'] !== undefined) {
                                    let data28 = data24['refresh-token'];
                                    if (typeof data28 === 'string') {
                                        if (func1(data28) < 1) {
                                            const err43 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/auth/refresh-token',
                                                schemaPath: '#/properties/servers/items/properties/auth/properties/refresh-token/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.auth.properties['refresh-token'],
                                                data: data28,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err43];
                                            }
                                            else {
                                                vErrors.push(err43);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err44 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth/refresh-token',
                                            schemaPath: '#/properties/servers/items/properties/auth/properties/refresh-token/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.auth.properties['refresh-token'].type,
                                            parentSchema: schema0.properties.servers.items.properties.auth.properties['refresh-token'],
                                            data: data28,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err44];
                                        }
                                        else {
                                            vErrors.push(err44);
                                        }
                                        errors++;
                                    }
                                }
                                if (data24.scope !== undefined) {
                                    let data29 = data24.scope;
                                    if (typeof data29 === 'string') {
                                        if (func1(data29) < 1) {
                                            const err45 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/auth/scope',
                                                schemaPath: '#/properties/servers/items/properties/auth/properties/scope/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.auth.properties.scope,
                                                data: data29,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err45];
                                            }
                                            else {
                                                vErrors.push(err45);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err46 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/auth/scope',
                                            schemaPath: '#/properties/servers/items/properties/auth/properties/scope/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.auth.properties.scope.type,
                                            parentSchema: schema0.properties.servers.items.properties.auth.properties.scope,
                                            data: data29,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err46];
                                        }
                                        else {
                                            vErrors.push(err46);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err47 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/auth',
                                    schemaPath: '#/properties/servers/items/properties/auth/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.servers.items.properties.auth.type,
                                    parentSchema: schema0.properties.servers.items.properties.auth,
                                    data: data24,
                                };
                                if (vErrors === null) {
                                    vErrors = [err47];
                                }
                                else {
                                    vErrors.push(err47);
                                }
                                errors++;
                            }
                        }
                        if (data12.setup !== undefined) {
                            let data30 = data12.setup;
                            if (typeof data30 === 'string') {
                                if (func1(data30) < 1) {
                                    const err48 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/setup',
                                        schemaPath: '#/properties/servers/items/properties/setup/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema0.properties.servers.items.properties.setup,
                                        data: data30,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err48];
                                    }
                                    else {
                                        vErrors.push(err48);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err49 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/setup',
                                    schemaPath: '#/properties/servers/items/properties/setup/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.setup.type,
                                    parentSchema: schema0.properties.servers.items.properties.setup,
                                    data: data30,
                                };
                                if (vErrors === null) {
                                    vErrors = [err49];
                                }
                                else {
                                    vErrors.push(err49);
                                }
                                errors++;
                            }
                        }
                        if (data12.timeout !== undefined) {
                            let data31 = data12.timeout;
                            if (typeof data31 == 'number' && isFinite(data31)) {
                                if (data31 <= 0 || isNaN(data31)) {
                                    const err50 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/timeout',
                                        schemaPath: '#/properties/servers/items/properties/timeout/exclusiveMinimum',
                                        keyword: 'exclusiveMinimum',
                                        params: { comparison: '>', limit: 0 },
                                        message: 'must be > 0',
                                        schema: 0,
                                        parentSchema: schema0.properties.servers.items.properties.timeout,
                                        data: data31,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err50];
                                    }
                                    else {
                                        vErrors.push(err50);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err51 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/timeout',
                                    schemaPath: '#/properties/servers/items/properties/timeout/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                    schema: schema0.properties.servers.items.properties.timeout.type,
                                    parentSchema: schema0.properties.servers.items.properties.timeout,
                                    data: data31,
                                };
                                if (vErrors === null) {
                                    vErrors = [err51];
                                }
                                else {
                                    vErrors.push(err51);
                                }
                                errors++;
                            }
                        }
                        if (data12['start-timeout'] !== undefined) {
                            let data32 = data12['start-timeout'];
                            if (typeof data32 == 'number' && isFinite(data32)) {
                                if (data32 <= 0 || isNaN(data32)) {
                                    const err52 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/start-timeout',
                                        schemaPath: '#/properties/servers/items/properties/start-timeout/exclusiveMinimum',
                                        keyword: 'exclusiveMinimum',
                                        params: { comparison: '>', limit: 0 },
                                        message: 'must be > 0',
                                        schema: 0,
                                        parentSchema: schema0.properties.servers.items.properties['start-timeout'],
                                        data: data32,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err52];
                                    }
                                    else {
                                        vErrors.push(err52);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err53 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/start-timeout',
                                    schemaPath: '#/properties/servers/items/properties/start-timeout/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                    schema: schema0.properties.servers.items.properties['start-timeout'].type,
                                    parentSchema: schema0.properties.servers.items.properties['start-timeout'],
                                    data: data32,
                                };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                        }
                        if (data12['setup-timeout'] !== undefined) {
                            let data33 = data12['setup-timeout'];
                            if (typeof data33 == 'number' && isFinite(data33)) {
                                if (data33 <= 0 || isNaN(data33)) {
                                    const err54 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/setup-timeout',
                                        schemaPath: '#/properties/servers/items/properties/setup-timeout/exclusiveMinimum',
                                        keyword: 'exclusiveMinimum',
                                        params: { comparison: '>', limit: 0 },
                                        message: 'must be > 0',
                                        schema: 0,
                                        parentSchema: schema0.properties.servers.items.properties['setup-timeout'],
                                        data: data33,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err54];
                                    }
                                    else {
                                        vErrors.push(err54);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err55 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/setup-timeout',
                                    schemaPath: '#/properties/servers/items/properties/setup-timeout/type',
                                    keyword: 'type',
                                    params: { type: 'number' },
                                    message: 'must be number',
                                    schema: schema0.properties.servers.items.properties['setup-timeout'].type,
                                    parentSchema: schema0.properties.servers.items.properties['setup-timeout'],
                                    data: data33,
                                };
                                if (vErrors === null) {
                                    vErrors = [err55];
                                }
                                else {
                                    vErrors.push(err55);
                                }
                                errors++;
                            }
                        }
                        if (data12.source !== undefined) {
                            let data34 = data12.source;
                            if (typeof data34 !== 'string' && !Array.isArray(data34)) {
                                const err56 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/source',
                                    schemaPath: '#/properties/servers/items/properties/source/type',
                                    keyword: 'type',
                                    params: { type: schema0.properties.servers.items.properties.source.type },
                                    message: 'must be string,array',
                                    schema: schema0.properties.servers.items.properties.source.type,
                                    parentSchema: schema0.properties.servers.items.properties.source,
                                    data: data34,
                                };
                                if (vErrors === null) {
                                    vErrors = [err56];
                                }
                                else {
                                    vErrors.push(err56);
                                }
                                errors++;
                            }
                            if (Array.isArray(data34)) {
                                const len2 = data34.length;
                                for (let i2 = 0; i2 < len2; i2++) {
                                    let data35 = data34[i2];
                                    if (typeof data35 === 'string') {
                                        if (func1(data35) < 1) {
                                            const err57 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/source/' + i2,
                                                schemaPath: '#/properties/servers/items/properties/source/items/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties.source.items,
                                                data: data35,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err57];
                                            }
                                            else {
                                                vErrors.push(err57);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err58 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/source/' + i2,
                                            schemaPath: '#/properties/servers/items/properties/source/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties.source.items.type,
                                            parentSchema: schema0.properties.servers.items.properties.source.items,
                                            data: data35,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        if (data12['forbidden-tools'] !== undefined) {
                            let data36 = data12['forbidden-tools'];
                            if (typeof data36 !== 'string' && !Array.isArray(data36)) {
                                const err59 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/forbidden-tools',
                                    schemaPath: '#/properties/servers/items/properties/forbidden-tools/type',
                                    keyword: 'type',
                                    params: { type: schema0.properties.servers.items.properties['forbidden-tools'].type },
                                    message: 'must be string,array',
                                    schema: schema0.properties.servers.items.properties['forbidden-tools'].type,
                                    parentSchema: schema0.properties.servers.items.properties['forbidden-tools'],
                                    data: data36,
                                };
                                if (vErrors === null) {
                                    vErrors = [err59];
                                }
                                else {
                                    vErrors.push(err59);
                                }
                                errors++;
                            }
                            if (Array.isArray(data36)) {
                                const len3 = data36.length;
                                for (let i3 = 0; i3 < len3; i3++) {
                                    let data37 = data36[i3];
                                    if (typeof data37 === 'string') {
                                        if (func1(data37) < 1) {
                                            const err60 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/forbidden-tools/' + i3,
                                                schemaPath: '#/properties/servers/items/properties/forbidden-tools/items/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.servers.items.properties['forbidden-tools'].items,
                                                data: data37,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err60];
                                            }
                                            else {
                                                vErrors.push(err60);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err61 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/forbidden-tools/' + i3,
                                            schemaPath: '#/properties/servers/items/properties/forbidden-tools/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.servers.items.properties['forbidden-tools'].items.type,
                                            parentSchema: schema0.properties.servers.items.properties['forbidden-tools'].items,
                                            data: data37,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err61];
                                        }
                                        else {
                                            vErrors.push(err61);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        if (data12.enforce !== undefined) {
                            let data38 = data12.enforce;
                            if (typeof data38 !== 'string') {
                                const err62 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/enforce',
                                    schemaPath: '#/properties/servers/items/properties/enforce/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.enforce.type,
                                    parentSchema: schema0.properties.servers.items.properties.enforce,
                                    data: data38,
                                };
                                if (vErrors === null) {
                                    vErrors = [err62];
                                }
                                else {
                                    vErrors.push(err62);
                                }
                                errors++;
                            }
                            if (!(data38 === 'block' || data38 === 'warn' || data38 === 'off')) {
                                const err63 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/enforce',
                                    schemaPath: '#/properties/servers/items/properties/enforce/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.servers.items.properties.enforce.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.servers.items.properties.enforce.enum,
                                    parentSchema: schema0.properties.servers.items.properties.enforce,
                                    data: data38,
                                };
                                if (vErrors === null) {
                                    vErrors = [err63];
                                }
                                else {
                                    vErrors.push(err63);
                                }
                                errors++;
                            }
                        }
                        if (data12['enforce-by'] !== undefined) {
                            let data39 = data12['enforce-by'];
                            if (typeof data39 !== 'string') {
                                const err64 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/enforce-by',
                                    schemaPath: '#/properties/servers/items/properties/enforce-by/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties['enforce-by'].type,
                                    parentSchema: schema0.properties.servers.items.properties['enforce-by'],
                                    data: data39,
                                };
                                if (vErrors === null) {
                                    vErrors = [err64];
                                }
                                else {
                                    vErrors.push(err64);
                                }
                                errors++;
                            }
                            if (!(data39 === 'hash' || data39 === 'policy')) {
                                const err65 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/enforce-by',
                                    schemaPath: '#/properties/servers/items/properties/enforce-by/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.servers.items.properties['enforce-by'].enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.servers.items.properties['enforce-by'].enum,
                                    parentSchema: schema0.properties.servers.items.properties['enforce-by'],
                                    data: data39,
                                };
                                if (vErrors === null) {
                                    vErrors = [err65];
                                }
                                else {
                                    vErrors.push(err65);
                                }
                                errors++;
                            }
                        }
                        if (data12['client-capabilities'] !== undefined) {
                            let data40 = data12['client-capabilities'];
                            if (!(data40 && typeof data40 == 'object' && !Array.isArray(data40))) {
                                const err66 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/client-capabilities',
                                    schemaPath: '#/properties/servers/items/properties/client-capabilities/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.servers.items.properties['client-capabilities'].type,
                                    parentSchema: schema0.properties.servers.items.properties['client-capabilities'],
                                    data: data40,
                                };
                                if (vErrors === null) {
                                    vErrors = [err66];
                                }
                                else {
                                    vErrors.push(err66);
                                }
                                errors++;
                            }
                        }
                        if (data12.protocol !== undefined) {
                            let data41 = data12.protocol;
                            if (typeof data41 !== 'string') {
                                const err67 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/protocol',
                                    schemaPath: '#/properties/servers/items/properties/protocol/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties.protocol.type,
                                    parentSchema: schema0.properties.servers.items.properties.protocol,
                                    data: data41,
                                };
                                if (vErrors === null) {
                                    vErrors = [err67];
                                }
                                else {
                                    vErrors.push(err67);
                                }
                                errors++;
                            }
                            if (!(data41 === 'auto' || data41 === '2025-11-25' || data41 === '2026-07-28')) {
                                const err68 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/protocol',
                                    schemaPath: '#/properties/servers/items/properties/protocol/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.servers.items.properties.protocol.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.servers.items.properties.protocol.enum,
                                    parentSchema: schema0.properties.servers.items.properties.protocol,
                                    data: data41,
                                };
                                if (vErrors === null) {
                                    vErrors = [err68];
                                }
                                else {
                                    vErrors.push(err68);
                                }
                                errors++;
                            }
                        }
                        if (data12.variants !== undefined) {
                            let data42 = data12.variants;
                            if (data42 && typeof data42 == 'object' && !Array.isArray(data42)) {
                                if (Object.keys(data42).length < 1) {
                                    const err69 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/variants',
                                        schemaPath: '#/properties/servers/items/properties/variants/minProperties',
                                        keyword: 'minProperties',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 properties',
                                        schema: 1,
                                        parentSchema: schema0.properties.servers.items.properties.variants,
                                        data: data42,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err69];
                                    }
                                    else {
                                        vErrors.push(err69);
                                    }
                                    errors++;
                                }
                                for (const key5 in data42) {
                                    const _errs136 = errors;
                                    if (typeof key5 === 'string') {
                                        if (!pattern0.test(key5)) {
                                            const err70 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/variants',
                                                schemaPath: '#/properties/servers/items/properties/variants/propertyNames/pattern',
                                                keyword: 'pattern',
                                                params: { pattern: '^[A-Za-z0-9_.-]+$' },
                                                message: 'must match pattern "' + '^[A-Za-z0-9_.-]+$' + '"',
                                                schema: '^[A-Za-z0-9_.-]+$',
                                                parentSchema: schema0.properties.servers.items.properties.variants.propertyNames,
                                                data: key5,
                                                propertyName: key5,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err70];
                                            }
                                            else {
                                                vErrors.push(err70);
                                            }
                                            errors++;
                                        }
                                    }
                                    var valid13 = _errs136 === errors;
                                    if (!valid13) {
                                        const err71 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/variants',
                                            schemaPath: '#/properties/servers/items/properties/variants/propertyNames',
                                            keyword: 'propertyNames',
                                            params: { propertyName: key5 },
                                            message: 'property name must be valid',
                                            schema: schema0.properties.servers.items.properties.variants.propertyNames,
                                            parentSchema: schema0.properties.servers.items.properties.variants,
                                            data: data42,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err71];
                                        }
                                        else {
                                            vErrors.push(err71);
                                        }
                                        errors++;
                                    }
                                }
                                for (const key6 in data42) {
                                    let data43 = data42[key6];
                                    if (data43 && typeof data43 == 'object' && !Array.isArray(data43)) {
                                        for (const key7 in data43) {
                                            if (!(key7 === 'env' || key7 === 'args' || key7 === 'headers')) {
                                                const err72 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/additionalProperties',
                                                    keyword: 'additionalProperties',
                                                    params: { additionalProperty: key7 },
                                                    message: 'must NOT have additional properties',
                                                    schema: false,
                                                    parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties,
                                                    data: data43,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err72];
                                                }
                                                else {
                                                    vErrors.push(err72);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data43.env !== undefined) {
                                            let data44 = data43.env;
                                            if (data44 && typeof data44 == 'object' && !Array.isArray(data44)) {
                                                for (const key8 in data44) {
                                                    let data45 = data44[key8];
                                                    if (typeof data45 !== 'string' && !(typeof data45 == 'number' && isFinite(data45)) && typeof data45 !== 'boolean') {
                                                        const err73 = {
                                                            instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/env/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                            schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/env/additionalProperties/type',
                                                            keyword: 'type',
                                                            params: { type: schema0.properties.servers.items.properties.variants.additionalProperties.properties.env.additionalProperties.type },
                                                            message: 'must be string,number,boolean',
                                                            schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.env.additionalProperties.type,
                                                            parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.env.additionalProperties,
                                                            data: data45,
                                                        };
                                                        if (vErrors === null) {
                                                            vErrors = [err73];
                                                        }
                                                        else {
                                                            vErrors.push(err73);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err74 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/env',
                                                    schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/env/type',
                                                    keyword: 'type',
                                                    params: { type: 'object' },
                                                    message: 'must be object',
                                                    schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.env.type,
                                                    parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.env,
                                                    data: data44,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err74];
                                                }
                                                else {
                                                    vErrors.push(err74);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data43.args !== undefined) {
                                            let data46 = data43.args;
                                            if (Array.isArray(data46)) {
                                                const len4 = data46.length;
                                                for (let i4 = 0; i4 < len4; i4++) {
                                                    let data47 = data46[i4];
                                                    if (typeof data47 !== 'string' && !(typeof data47 == 'number' && isFinite(data47))) {
                                                        const err75 = {
                                                            instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/args/' + i4,
                                                            schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/args/items/type',
                                                            keyword: 'type',
                                                            params: { type: schema0.properties.servers.items.properties.variants.additionalProperties.properties.args.items.type },
                                                            message: 'must be string,number',
                                                            schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.args.items.type,
                                                            parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.args.items,
                                                            data: data47,
                                                        };
                                                        if (vErrors === null) {
                                                            vErrors = [err75];
                                                        }
                                                        else {
                                                            vErrors.push(err75);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err76 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/args',
                                                    schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/args/type',
                                                    keyword: 'type',
                                                    params: { type: 'array' },
                                                    message: 'must be array',
                                                    schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.args.type,
                                                    parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.args,
                                                    data: data46,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err76];
                                                }
                                                else {
                                                    vErrors.push(err76);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data43.headers !== undefined) {
                                            let data48 = data43.headers;
                                            if (data48 && typeof data48 == 'object' && !Array.isArray(data48)) {
                                                for (const key9 in data48) {
                                                    let data49 = data48[key9];
                                                    if (typeof data49 !== 'string' && !(typeof data49 == 'number' && isFinite(data49)) && typeof data49 !== 'boolean') {
                                                        const err77 = {
                                                            instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/headers/' + key9.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                            schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/headers/additionalProperties/type',
                                                            keyword: 'type',
                                                            params: { type: schema0.properties.servers.items.properties.variants.additionalProperties.properties.headers.additionalProperties.type },
                                                            message: 'must be string,number,boolean',
                                                            schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.headers.additionalProperties.type,
                                                            parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.headers.additionalProperties,
                                                            data: data49,
                                                        };
                                                        if (vErrors === null) {
                                                            vErrors = [err77];
                                                        }
                                                        else {
                                                            vErrors.push(err77);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err78 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1') + '/headers',
                                                    schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/properties/headers/type',
                                                    keyword: 'type',
                                                    params: { type: 'object' },
                                                    message: 'must be object',
                                                    schema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.headers.type,
                                                    parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties.properties.headers,
                                                    data: data48,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err78];
                                                }
                                                else {
                                                    vErrors.push(err78);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err79 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/variants/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                                            schemaPath: '#/properties/servers/items/properties/variants/additionalProperties/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema0.properties.servers.items.properties.variants.additionalProperties.type,
                                            parentSchema: schema0.properties.servers.items.properties.variants.additionalProperties,
                                            data: data43,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err79];
                                        }
                                        else {
                                            vErrors.push(err79);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err80 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/variants',
                                    schemaPath: '#/properties/servers/items/properties/variants/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.servers.items.properties.variants.type,
                                    parentSchema: schema0.properties.servers.items.properties.variants,
                                    data: data42,
                                };
                                if (vErrors === null) {
                                    vErrors = [err80];
                                }
                                else {
                                    vErrors.push(err80);
                                }
                                errors++;
                            }
                        }
                        if (data12.principals !== undefined) {
                            let data50 = data12.principals;
                            if (Array.isArray(data50)) {
                                if (data50.length < 1) {
                                    const err81 = {
                                        instancePath: instancePath + '/servers/' + i0 + '/principals',
                                        schemaPath: '#/properties/servers/items/properties/principals/minItems',
                                        keyword: 'minItems',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 items',
                                        schema: 1,
                                        parentSchema: schema0.properties.servers.items.properties.principals,
                                        data: data50,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err81];
                                    }
                                    else {
                                        vErrors.push(err81);
                                    }
                                    errors++;
                                }
                                const len5 = data50.length;
                                for (let i5 = 0; i5 < len5; i5++) {
                                    let data51 = data50[i5];
                                    if (data51 && typeof data51 == 'object' && !Array.isArray(data51)) {
                                        if (data51.name === undefined) {
                                            const err82 = {
                                                instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5,
                                                schemaPath: '#/properties/servers/items/properties/principals/items/required',
                                                keyword: 'required',
                                                params: { missingProperty: 'name' },
                                                message: "must have required property '" + 'name' + "'",
                                                schema: schema0.properties.servers.items.properties.principals.items.required,
                                                parentSchema: schema0.properties.servers.items.properties.principals.items,
                                                data: data51,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err82];
                                            }
                                            else {
                                                vErrors.push(err82);
                                            }
                                            errors++;
                                        }
                                        for (const key10 in data51) {
                                            if (!(key10 === 'name' || key10 === 'env' || key10 === 'headers' || key10 === 'client-name')) {
                                                const err83 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5,
                                                    schemaPath: '#/properties/servers/items/properties/principals/items/additionalProperties',
                                                    keyword: 'additionalProperties',
                                                    params: { additionalProperty: key10 },
                                                    message: 'must NOT have additional properties',
                                                    schema: false,
                                                    parentSchema: schema0.properties.servers.items.properties.principals.items,
                                                    data: data51,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err83];
                                                }
                                                else {
                                                    vErrors.push(err83);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data51.name !== undefined) {
                                            let data52 = data51.name;
                                            if (typeof data52 === 'string') {
                                                if (!pattern0.test(data52)) {
                                                    const err84 = {
                                                        instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/name',
                                                        schemaPath: '#/properties/servers/items/properties/principals/items/properties/name/pattern',
                                                        keyword: 'pattern',
                                                        params: { pattern: '^[A-Za-z0-9_.-]+$' },
                                                        message: 'must match pattern "' + '^[A-Za-z0-9_.-]+$' + '"',
                                                        schema: '^[A-Za-z0-9_.-]+$',
                                                        parentSchema: schema0.properties.servers.items.properties.principals.items.properties.name,
                                                        data: data52,
                                                    };
                                                    if (vErrors === null) {
                                                        vErrors = [err84];
                                                    }
                                                    else {
                                                        vErrors.push(err84);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err85 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/name',
                                                    schemaPath: '#/properties/servers/items/properties/principals/items/properties/name/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                    schema: schema0.properties.servers.items.properties.principals.items.properties.name.type,
                                                    parentSchema: schema0.properties.servers.items.properties.principals.items.properties.name,
                                                    data: data52,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err85];
                                                }
                                                else {
                                                    vErrors.push(err85);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data51.env !== undefined) {
                                            let data53 = data51.env;
                                            if (data53 && typeof data53 == 'object' && !Array.isArray(data53)) {
                                                for (const key11 in data53) {
                                                    let data54 = data53[key11];
                                                    if (typeof data54 !== 'string' && !(typeof data54 == 'number' && isFinite(data54)) && typeof data54 !== 'boolean') {
                                                        const err86 = {
                                                            instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/env/' + key11.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                            schemaPath: '#/properties/servers/items/properties/principals/items/properties/env/additionalProperties/type',
                                                            keyword: 'type',
                                                            params: { type: schema0.properties.servers.items.properties.principals.items.properties.env.additionalProperties.type },
                                                            message: 'must be string,number,boolean',
                                                            schema: schema0.properties.servers.items.properties.principals.items.properties.env.additionalProperties.type,
                                                            parentSchema: schema0.properties.servers.items.properties.principals.items.properties.env.additionalProperties,
                                                            data: data54,
                                                        };
                                                        if (vErrors === null) {
                                                            vErrors = [err86];
                                                        }
                                                        else {
                                                            vErrors.push(err86);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err87 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/env',
                                                    schemaPath: '#/properties/servers/items/properties/principals/items/properties/env/type',
                                                    keyword: 'type',
                                                    params: { type: 'object' },
                                                    message: 'must be object',
                                                    schema: schema0.properties.servers.items.properties.principals.items.properties.env.type,
                                                    parentSchema: schema0.properties.servers.items.properties.principals.items.properties.env,
                                                    data: data53,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err87];
                                                }
                                                else {
                                                    vErrors.push(err87);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data51.headers !== undefined) {
                                            let data55 = data51.headers;
                                            if (data55 && typeof data55 == 'object' && !Array.isArray(data55)) {
                                                for (const key12 in data55) {
                                                    let data56 = data55[key12];
                                                    if (typeof data56 !== 'string' && !(typeof data56 == 'number' && isFinite(data56)) && typeof data56 !== 'boolean') {
                                                        const err88 = {
                                                            instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/headers/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                            schemaPath: '#/properties/servers/items/properties/principals/items/properties/headers/additionalProperties/type',
                                                            keyword: 'type',
                                                            params: { type: schema0.properties.servers.items.properties.principals.items.properties.headers.additionalProperties.type },
                                                            message: 'must be string,number,boolean',
                                                            schema: schema0.properties.servers.items.properties.principals.items.properties.headers.additionalProperties.type,
                                                            parentSchema: schema0.properties.servers.items.properties.principals.items.properties.headers.additionalProperties,
                                                            data: data56,
                                                        };
                                                        if (vErrors === null) {
                                                            vErrors = [err88];
                                                        }
                                                        else {
                                                            vErrors.push(err88);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                            }
                                            else {
                                                const err89 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/headers',
                                                    schemaPath: '#/properties/servers/items/properties/principals/items/properties/headers/type',
                                                    keyword: 'type',
                                                    params: { type: 'object' },
                                                    message: 'must be object',
                                                    schema: schema0.properties.servers.items.properties.principals.items.properties.headers.type,
                                                    parentSchema: schema0.properties.servers.items.properties.principals.items.properties.headers,
                                                    data: data55,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err89];
                                                }
                                                else {
                                                    vErrors.push(err89);
                                                }
                                                errors++;
                                            }
                                        }
                                        if (data51['client-name'] !== undefined) {
                                            let data57 = data51['client-name'];
                                            if (typeof data57 === 'string') {
                                                if (func1(data57) < 1) {
                                                    const err90 = {
                                                        instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/client-name',
                                                        schemaPath: '#/properties/servers/items/properties/principals/items/properties/client-name/minLength',
                                                        keyword: 'minLength',
                                                        params: { limit: 1 },
                                                        message: 'must NOT have fewer than 1 characters',
                                                        schema: 1,
                                                        parentSchema: schema0.properties.servers.items.properties.principals.items.properties['client-name'],
                                                        data: data57,
                                                    };
                                                    if (vErrors === null) {
                                                        vErrors = [err90];
                                                    }
                                                    else {
                                                        vErrors.push(err90);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err91 = {
                                                    instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5 + '/client-name',
                                                    schemaPath: '#/properties/servers/items/properties/principals/items/properties/client-name/type',
                                                    keyword: 'type',
                                                    params: { type: 'string' },
                                                    message: 'must be string',
                                                    schema: schema0.properties.servers.items.properties.principals.items.properties['client-name'].type,
                                                    parentSchema: schema0.properties.servers.items.properties.principals.items.properties['client-name'],
                                                    data: data57,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err91];
                                                }
                                                else {
                                                    vErrors.push(err91);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err92 = {
                                            instancePath: instancePath + '/servers/' + i0 + '/principals/' + i5,
                                            schemaPath: '#/properties/servers/items/properties/principals/items/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema0.properties.servers.items.properties.principals.items.type,
                                            parentSchema: schema0.properties.servers.items.properties.principals.items,
                                            data: data51,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err92];
                                        }
                                        else {
                                            vErrors.push(err92);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err93 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/principals',
                                    schemaPath: '#/properties/servers/items/properties/principals/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                    schema: schema0.properties.servers.items.properties.principals.type,
                                    parentSchema: schema0.properties.servers.items.properties.principals,
                                    data: data50,
                                };
                                if (vErrors === null) {
                                    vErrors = [err93];
                                }
                                else {
                                    vErrors.push(err93);
                                }
                                errors++;
                            }
                        }
                        if (data12['listing-varies'] !== undefined) {
                            let data58 = data12['listing-varies'];
                            if (typeof data58 !== 'string') {
                                const err94 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/listing-varies',
                                    schemaPath: '#/properties/servers/items/properties/listing-varies/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.servers.items.properties['listing-varies'].type,
                                    parentSchema: schema0.properties.servers.items.properties['listing-varies'],
                                    data: data58,
                                };
                                if (vErrors === null) {
                                    vErrors = [err94];
                                }
                                else {
                                    vErrors.push(err94);
                                }
                                errors++;
                            }
                            if (!(data58 === 'expected')) {
                                const err95 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/listing-varies',
                                    schemaPath: '#/properties/servers/items/properties/listing-varies/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.servers.items.properties['listing-varies'].enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.servers.items.properties['listing-varies'].enum,
                                    parentSchema: schema0.properties.servers.items.properties['listing-varies'],
                                    data: data58,
                                };
                                if (vErrors === null) {
                                    vErrors = [err95];
                                }
                                else {
                                    vErrors.push(err95);
                                }
                                errors++;
                            }
                        }
                        if (data12.reread !== undefined) {
                            let data59 = data12.reread;
                            if (typeof data59 !== 'boolean') {
                                const err96 = {
                                    instancePath: instancePath + '/servers/' + i0 + '/reread',
                                    schemaPath: '#/properties/servers/items/properties/reread/type',
                                    keyword: 'type',
                                    params: { type: 'boolean' },
                                    message: 'must be boolean',
                                    schema: schema0.properties.servers.items.properties.reread.type,
                                    parentSchema: schema0.properties.servers.items.properties.reread,
                                    data: data59,
                                };
                                if (vErrors === null) {
                                    vErrors = [err96];
                                }
                                else {
                                    vErrors.push(err96);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err97 = {
                            instancePath: instancePath + '/servers/' + i0,
                            schemaPath: '#/properties/servers/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema0.properties.servers.items.type,
                            parentSchema: schema0.properties.servers.items,
                            data: data12,
                        };
                        if (vErrors === null) {
                            vErrors = [err97];
                        }
                        else {
                            vErrors.push(err97);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err98 = {
                    instancePath: instancePath + '/servers',
                    schemaPath: '#/properties/servers/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                    schema: schema0.properties.servers.type,
                    parentSchema: schema0.properties.servers,
                    data: data11,
                };
                if (vErrors === null) {
                    vErrors = [err98];
                }
                else {
                    vErrors.push(err98);
                }
                errors++;
            }
        }
        if (data.policy !== undefined) {
            let data60 = data.policy;
            if (data60 && typeof data60 == 'object' && !Array.isArray(data60)) {
                for (const key13 in data60) {
                    if (!func0.call(schema0.properties.policy.properties, key13)) {
                        const err99 = {
                            instancePath: instancePath + '/policy',
                            schemaPath: '#/properties/policy/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key13 },
                            message: 'must NOT have additional properties',
                            schema: false,
                            parentSchema: schema0.properties.policy,
                            data: data60,
                        };
                        if (vErrors === null) {
                            vErrors = [err99];
                        }
                        else {
                            vErrors.push(err99);
                        }
                        errors++;
                    }
                }
                if (data60['fail-on'] !== undefined) {
                    let data61 = data60['fail-on'];
                    if (!Array.isArray(data61) && typeof data61 !== 'string') {
                        const err100 = {
                            instancePath: instancePath + '/policy/fail-on',
                            schemaPath: '#/properties/policy/properties/fail-on/type',
                            keyword: 'type',
                            params: { type: schema0.properties.policy.properties['fail-on'].type },
                            message: 'must be array,string',
                            schema: schema0.properties.policy.properties['fail-on'].type,
                            parentSchema: schema0.properties.policy.properties['fail-on'],
                            data: data61,
                        };
                        if (vErrors === null) {
                            vErrors = [err100];
                        }
                        else {
                            vErrors.push(err100);
                        }
                        errors++;
                    }
                    if (Array.isArray(data61)) {
                        const len6 = data61.length;
                        for (let i6 = 0; i6 < len6; i6++) {
                            let data62 = data61[i6];
                            if (typeof data62 !== 'string') {
                                const err101 = {
                                    instancePath: instancePath + '/policy/fail-on/' + i6,
                                    schemaPath: '#/properties/policy/properties/fail-on/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['fail-on'].items.type,
                                    parentSchema: schema0.properties.policy.properties['fail-on'].items,
                                    data: data62,
                                };
                                if (vErrors === null) {
                                    vErrors = [err101];
                                }
                                else {
                                    vErrors.push(err101);
                                }
                                errors++;
                            }
                            if (!(data62 === 'breaking' || data62 === 'silent' || data62 === 'additive' || data62 === 'cosmetic')) {
                                const err102 = {
                                    instancePath: instancePath + '/policy/fail-on/' + i6,
                                    schemaPath: '#/properties/policy/properties/fail-on/items/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['fail-on'].items.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['fail-on'].items.enum,
                                    parentSchema: schema0.properties.policy.properties['fail-on'].items,
                                    data: data62,
                                };
                                if (vErrors === null) {
                                    vErrors = [err102];
                                }
                                else {
                                    vErrors.push(err102);
                                }
                                errors++;
                            }
                        }
                        let i7 = data61.length;
                        let j0;
                        if (i7 > 1) {
                            const indices0 = {};
                            for (; i7--;) {
                                let item0 = data61[i7];
                                if (typeof item0 !== 'string') {
                                    continue;
                                }
                                if (typeof indices0[item0] == 'number') {
                                    j0 = indices0[item0];
                                    const err103 = {
                                        instancePath: instancePath + '/policy/fail-on',
                                        schemaPath: '#/properties/policy/properties/fail-on/uniqueItems',
                                        keyword: 'uniqueItems',
                                        params: { i: i7, j: j0 },
                                        message: 'must NOT have duplicate items (items ## ' + j0 + ' and ' + i7 + ' are identical)',
                                        schema: true,
                                        parentSchema: schema0.properties.policy.properties['fail-on'],
                                        data: data61,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err103];
                                    }
                                    else {
                                        vErrors.push(err103);
                                    }
                                    errors++;
                                    break;
                                }
                                indices0[item0] = i7;
                            }
                        }
                    }
                }
                if (data60.rules !== undefined) {
                    let data63 = data60.rules;
                    if (data63 && typeof data63 == 'object' && !Array.isArray(data63)) {
                        for (const key14 in data63) {
                            let data64 = data63[key14];
                            if (typeof data64 !== 'string') {
                                const err104 = {
                                    instancePath: instancePath + '/policy/rules/' + key14.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/policy/properties/rules/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties.rules.additionalProperties.type,
                                    parentSchema: schema0.properties.policy.properties.rules.additionalProperties,
                                    data: data64,
                                };
                                if (vErrors === null) {
                                    vErrors = [err104];
                                }
                                else {
                                    vErrors.push(err104);
                                }
                                errors++;
                            }
                            if (!(data64 === 'breaking' || data64 === 'silent' || data64 === 'additive' || data64 === 'cosmetic')) {
                                const err105 = {
                                    instancePath: instancePath + '/policy/rules/' + key14.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/policy/properties/rules/additionalProperties/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties.rules.additionalProperties.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties.rules.additionalProperties.enum,
                                    parentSchema: schema0.properties.policy.properties.rules.additionalProperties,
                                    data: data64,
                                };
                                if (vErrors === null) {
                                    vErrors = [err105];
                                }
                                else {
                                    vErrors.push(err105);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err106 = {
                            instancePath: instancePath + '/policy/rules',
                            schemaPath: '#/properties/policy/properties/rules/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema0.properties.policy.properties.rules.type,
                            parentSchema: schema0.properties.policy.properties.rules,
                            data: data63,
                        };
                        if (vErrors === null) {
                            vErrors = [err106];
                        }
                        else {
                            vErrors.push(err106);
                        }
                        errors++;
                    }
                }
                if (data60.ignore !== undefined) {
                    let data65 = data60.ignore;
                    if (Array.isArray(data65)) {
                        const len7 = data65.length;
                        for (let i8 = 0; i8 < len7; i8++) {
                            let data66 = data65[i8];
                            if (data66 && typeof data66 == 'object' && !Array.isArray(data66)) {
                                if (data66.tool === undefined) {
                                    const err107 = {
                                        instancePath: instancePath + '/policy/ignore/' + i8,
                                        schemaPath: '#/properties/policy/properties/ignore/items/required',
                                        keyword: 'required',
                                        params: { missingProperty: 'tool' },
                                        message: "must have required property '" + 'tool' + "'",
                                        schema: schema0.properties.policy.properties.ignore.items.required,
                                        parentSchema: schema0.properties.policy.properties.ignore.items,
                                        data: data66,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err107];
                                    }
                                    else {
                                        vErrors.push(err107);
                                    }
                                    errors++;
                                }
                                if (data66.rule === undefined) {
                                    const err108 = {
                                        instancePath: instancePath + '/policy/ignore/' + i8,
                                        schemaPath: '#/properties/policy/properties/ignore/items/required',
                                        keyword: 'required',
                                        params: { missingProperty: 'rule' },
                                        message: "must have required property '" + 'rule' + "'",
                                        schema: schema0.properties.policy.properties.ignore.items.required,
                                        parentSchema: schema0.properties.policy.properties.ignore.items,
                                        data: data66,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err108];
                                    }
                                    else {
                                        vErrors.push(err108);
                                    }
                                    errors++;
                                }
                                if (data66.reason === undefined) {
                                    const err109 = {
                                        instancePath: instancePath + '/policy/ignore/' + i8,
                                        schemaPath: '#/properties/policy/properties/ignore/items/required',
                                        keyword: 'required',
                                        params: { missingProperty: 'reason' },
                                        message: "must have required property '" + 'reason' + "'",
                                        schema: schema0.properties.policy.properties.ignore.items.required,
                                        parentSchema: schema0.properties.policy.properties.ignore.items,
                                        data: data66,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err109];
                                    }
                                    else {
                                        vErrors.push(err109);
                                    }
                                    errors++;
                                }
                                for (const key15 in data66) {
                                    if (!(key15 === 'server' || key15 === 'tool' || key15 === 'rule' || key15 === 'reason' || key15 === 'expires')) {
                                        const err110 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8,
                                            schemaPath: '#/properties/policy/properties/ignore/items/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key15 },
                                            message: 'must NOT have additional properties',
                                            schema: false,
                                            parentSchema: schema0.properties.policy.properties.ignore.items,
                                            data: data66,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err110];
                                        }
                                        else {
                                            vErrors.push(err110);
                                        }
                                        errors++;
                                    }
                                }
                                if (data66.server !== undefined) {
                                    let data67 = data66.server;
                                    if (typeof data67 !== 'string') {
                                        const err111 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8 + '/server',
                                            schemaPath: '#/properties/policy/properties/ignore/items/properties/server/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.policy.properties.ignore.items.properties.server.type,
                                            parentSchema: schema0.properties.policy.properties.ignore.items.properties.server,
                                            data: data67,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err111];
                                        }
                                        else {
                                            vErrors.push(err111);
                                        }
                                        errors++;
                                    }
                                }
                                if (data66.tool !== undefined) {
                                    let data68 = data66.tool;
                                    if (typeof data68 === 'string') {
                                        if (func1(data68) < 1) {
                                            const err112 = {
                                                instancePath: instancePath + '/policy/ignore/' + i8 + '/tool',
                                                schemaPath: '#/properties/policy/properties/ignore/items/properties/tool/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.policy.properties.ignore.items.properties.tool,
                                                data: data68,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err112];
                                            }
                                            else {
                                                vErrors.push(err112);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err113 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8 + '/tool',
                                            schemaPath: '#/properties/policy/properties/ignore/items/properties/tool/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.policy.properties.ignore.items.properties.tool.type,
                                            parentSchema: schema0.properties.policy.properties.ignore.items.properties.tool,
                                            data: data68,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err113];
                                        }
                                        else {
                                            vErrors.push(err113);
                                        }
                                        errors++;
                                    }
                                }
                                if (data66.rule !== undefined) {
                                    let data69 = data66.rule;
                                    if (typeof data69 === 'string') {
                                        if (func1(data69) < 1) {
                                            const err114 = {
                                                instancePath: instancePath + '/policy/ignore/' + i8 + '/rule',
                                                schemaPath: '#/properties/policy/properties/ignore/items/properties/rule/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.policy.properties.ignore.items.properties.rule,
                                                data: data69,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err114];
                                            }
                                            else {
                                                vErrors.push(err114);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err115 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8 + '/rule',
                                            schemaPath: '#/properties/policy/properties/ignore/items/properties/rule/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.policy.properties.ignore.items.properties.rule.type,
                                            parentSchema: schema0.properties.policy.properties.ignore.items.properties.rule,
                                            data: data69,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err115];
                                        }
                                        else {
                                            vErrors.push(err115);
                                        }
                                        errors++;
                                    }
                                }
                                if (data66.reason !== undefined) {
                                    let data70 = data66.reason;
                                    if (typeof data70 === 'string') {
                                        if (func1(data70) < 1) {
                                            const err116 = {
                                                instancePath: instancePath + '/policy/ignore/' + i8 + '/reason',
                                                schemaPath: '#/properties/policy/properties/ignore/items/properties/reason/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.policy.properties.ignore.items.properties.reason,
                                                data: data70,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err116];
                                            }
                                            else {
                                                vErrors.push(err116);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err117 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8 + '/reason',
                                            schemaPath: '#/properties/policy/properties/ignore/items/properties/reason/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.policy.properties.ignore.items.properties.reason.type,
                                            parentSchema: schema0.properties.policy.properties.ignore.items.properties.reason,
                                            data: data70,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err117];
                                        }
                                        else {
                                            vErrors.push(err117);
                                        }
                                        errors++;
                                    }
                                }
                                if (data66.expires !== undefined) {
                                    let data71 = data66.expires;
                                    if (typeof data71 === 'string') {
                                        if (!pattern4.test(data71)) {
                                            const err118 = {
                                                instancePath: instancePath + '/policy/ignore/' + i8 + '/expires',
                                                schemaPath: '#/properties/policy/properties/ignore/items/properties/expires/pattern',
                                                keyword: 'pattern',
                                                params: { pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                                                message: 'must match pattern "' + '^\\d{4}-\\d{2}-\\d{2}$' + '"',
                                                schema: '^\\d{4}-\\d{2}-\\d{2}$',
                                                parentSchema: schema0.properties.policy.properties.ignore.items.properties.expires,
                                                data: data71,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err118];
                                            }
                                            else {
                                                vErrors.push(err118);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err119 = {
                                            instancePath: instancePath + '/policy/ignore/' + i8 + '/expires',
                                            schemaPath: '#/properties/policy/properties/ignore/items/properties/expires/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.policy.properties.ignore.items.properties.expires.type,
                                            parentSchema: schema0.properties.policy.properties.ignore.items.properties.expires,
                                            data: data71,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err119];
                                        }
                                        else {
                                            vErrors.push(err119);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err120 = {
                                    instancePath: instancePath + '/policy/ignore/' + i8,
                                    schemaPath: '#/properties/policy/properties/ignore/items/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema0.properties.policy.properties.ignore.items.type,
                                    parentSchema: schema0.properties.policy.properties.ignore.items,
                                    data: data66,
                                };
                                if (vErrors === null) {
                                    vErrors = [err120];
                                }
                                else {
                                    vErrors.push(err120);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err121 = {
                            instancePath: instancePath + '/policy/ignore',
                            schemaPath: '#/properties/policy/properties/ignore/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                            schema: schema0.properties.policy.properties.ignore.type,
                            parentSchema: schema0.properties.policy.properties.ignore,
                            data: data65,
                        };
                        if (vErrors === null) {
                            vErrors = [err121];
                        }
                        else {
                            vErrors.push(err121);
                        }
                        errors++;
                    }
                }
                if (data60['block-new-destructive-tools'] !== undefined) {
                    let data72 = data60['block-new-destructive-tools'];
                    if (typeof data72 !== 'boolean') {
                        const err122 = {
                            instancePath: instancePath + '/policy/block-new-destructive-tools',
                            schemaPath: '#/properties/policy/properties/block-new-destructive-tools/type',
                            keyword: 'type',
                            params: { type: 'boolean' },
                            message: 'must be boolean',
                            schema: schema0.properties.policy.properties['block-new-destructive-tools'].type,
                            parentSchema: schema0.properties.policy.properties['block-new-destructive-tools'],
                            data: data72,
                        };
                        if (vErrors === null) {
                            vErrors = [err122];
                        }
                        else {
                            vErrors.push(err122);
                        }
                        errors++;
                    }
                }
                if (data60['block-unannotated-new-tools'] !== undefined) {
                    let data73 = data60['block-unannotated-new-tools'];
                    if (typeof data73 !== 'boolean') {
                        const err123 = {
                            instancePath: instancePath + '/policy/block-unannotated-new-tools',
                            schemaPath: '#/properties/policy/properties/block-unannotated-new-tools/type',
                            keyword: 'type',
                            params: { type: 'boolean' },
                            message: 'must be boolean',
                            schema: schema0.properties.policy.properties['block-unannotated-new-tools'].type,
                            parentSchema: schema0.properties.policy.properties['block-unannotated-new-tools'],
                            data: data73,
                        };
                        if (vErrors === null) {
                            vErrors = [err123];
                        }
                        else {
                            vErrors.push(err123);
                        }
                        errors++;
                    }
                }
                if (data60['safe-integer-bounds'] !== undefined) {
                    let data74 = data60['safe-integer-bounds'];
                    if (typeof data74 !== 'string') {
                        const err124 = {
                            instancePath: instancePath + '/policy/safe-integer-bounds',
                            schemaPath: '#/properties/policy/properties/safe-integer-bounds/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema0.properties.policy.properties['safe-integer-bounds'].type,
                            parentSchema: schema0.properties.policy.properties['safe-integer-bounds'],
                            data: data74,
                        };
                        if (vErrors === null) {
                            vErrors = [err124];
                        }
                        else {
                            vErrors.push(err124);
                        }
                        errors++;
                    }
                    if (!(data74 === 'ignore' || data74 === 'constraint')) {
                        const err125 = {
                            instancePath: instancePath + '/policy/safe-integer-bounds',
                            schemaPath: '#/properties/policy/properties/safe-integer-bounds/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema0.properties.policy.properties['safe-integer-bounds'].enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema0.properties.policy.properties['safe-integer-bounds'].enum,
                            parentSchema: schema0.properties.policy.properties['safe-integer-bounds'],
                            data: data74,
                        };
                        if (vErrors === null) {
                            vErrors = [err125];
                        }
                        else {
                            vErrors.push(err125);
                        }
                        errors++;
                    }
                }
                if (data60['block-flags'] !== undefined) {
                    let data75 = data60['block-flags'];
                    if (typeof data75 !== 'string') {
                        const err126 = {
                            instancePath: instancePath + '/policy/block-flags',
                            schemaPath: '#/properties/policy/properties/block-flags/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema0.properties.policy.properties['block-flags'].type,
                            parentSchema: schema0.properties.policy.properties['block-flags'],
                            data: data75,
                        };
                        if (vErrors === null) {
                            vErrors = [err126];
                        }
                        else {
                            vErrors.push(err126);
                        }
                        errors++;
                    }
                    if (!(data75 === 'none' || data75 === 'high' || data75 === 'any')) {
                        const err127 = {
                            instancePath: instancePath + '/policy/block-flags',
                            schemaPath: '#/properties/policy/properties/block-flags/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema0.properties.policy.properties['block-flags'].enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema0.properties.policy.properties['block-flags'].enum,
                            parentSchema: schema0.properties.policy.properties['block-flags'],
                            data: data75,
                        };
                        if (vErrors === null) {
                            vErrors = [err127];
                        }
                        else {
                            vErrors.push(err127);
                        }
                        errors++;
                    }
                }
                if (data60['zero-versions'] !== undefined) {
                    let data76 = data60['zero-versions'];
                    if (typeof data76 !== 'string') {
                        const err128 = {
                            instancePath: instancePath + '/policy/zero-versions',
                            schemaPath: '#/properties/policy/properties/zero-versions/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema0.properties.policy.properties['zero-versions'].type,
                            parentSchema: schema0.properties.policy.properties['zero-versions'],
                            data: data76,
                        };
                        if (vErrors === null) {
                            vErrors = [err128];
                        }
                        else {
                            vErrors.push(err128);
                        }
                        errors++;
                    }
                    if (!(data76 === 'caret' || data76 === 'exempt')) {
                        const err129 = {
                            instancePath: instancePath + '/policy/zero-versions',
                            schemaPath: '#/properties/policy/properties/zero-versions/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema0.properties.policy.properties['zero-versions'].enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema0.properties.policy.properties['zero-versions'].enum,
                            parentSchema: schema0.properties.policy.properties['zero-versions'],
                            data: data76,
                        };
                        if (vErrors === null) {
                            vErrors = [err129];
                        }
                        else {
                            vErrors.push(err129);
                        }
                        errors++;
                    }
                }
                if (data60.versioning !== undefined) {
                    let data77 = data60.versioning;
                    if (typeof data77 !== 'string') {
                        const err130 = {
                            instancePath: instancePath + '/policy/versioning',
                            schemaPath: '#/properties/policy/properties/versioning/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema0.properties.policy.properties.versioning.type,
                            parentSchema: schema0.properties.policy.properties.versioning,
                            data: data77,
                        };
                        if (vErrors === null) {
                            vErrors = [err130];
                        }
                        else {
                            vErrors.push(err130);
                        }
                        errors++;
                    }
                    if (!(data77 === 'none' || data77 === 'semver')) {
                        const err131 = {
                            instancePath: instancePath + '/policy/versioning',
                            schemaPath: '#/properties/policy/properties/versioning/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema0.properties.policy.properties.versioning.enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema0.properties.policy.properties.versioning.enum,
                            parentSchema: schema0.properties.policy.properties.versioning,
                            data: data77,
                        };
                        if (vErrors === null) {
                            vErrors = [err131];
                        }
                        else {
                            vErrors.push(err131);
                        }
                        errors++;
                    }
                }
                if (data60['release-bumps'] !== undefined) {
                    let data78 = data60['release-bumps'];
                    if (data78 && typeof data78 == 'object' && !Array.isArray(data78)) {
                        for (const key16 in data78) {
                            if (!(key16 === 'breaking' || key16 === 'silent' || key16 === 'meaning' || key16 === 'additive' || key16 === 'cosmetic')) {
                                const err132 = {
                                    instancePath: instancePath + '/policy/release-bumps',
                                    schemaPath: '#/properties/policy/properties/release-bumps/additionalProperties',
                                    keyword: 'additionalProperties',
                                    params: { additionalProperty: key16 },
                                    message: 'must NOT have additional properties',
                                    schema: false,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'],
                                    data: data78,
                                };
                                if (vErrors === null) {
                                    vErrors = [err132];
                                }
                                else {
                                    vErrors.push(err132);
                                }
                                errors++;
                            }
                        }
                        if (data78.breaking !== undefined) {
                            let data79 = data78.breaking;
                            if (typeof data79 !== 'string') {
                                const err133 = {
                                    instancePath: instancePath + '/policy/release-bumps/breaking',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/breaking/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.breaking.type,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.breaking,
                                    data: data79,
                                };
                                if (vErrors === null) {
                                    vErrors = [err133];
                                }
                                else {
                                    vErrors.push(err133);
                                }
                                errors++;
                            }
                            if (!(data79 === 'major' || data79 === 'minor' || data79 === 'patch')) {
                                const err134 = {
                                    instancePath: instancePath + '/policy/release-bumps/breaking',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/breaking/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['release-bumps'].properties.breaking.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.breaking.enum,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.breaking,
                                    data: data79,
                                };
                                if (vErrors === null) {
                                    vErrors = [err134];
                                }
                                else {
                                    vErrors.push(err134);
                                }
                                errors++;
                            }
                        }
                        if (data78.silent !== undefined) {
                            let data80 = data78.silent;
                            if (typeof data80 !== 'string') {
                                const err135 = {
                                    instancePath: instancePath + '/policy/release-bumps/silent',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/silent/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.silent.type,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.silent,
                                    data: data80,
                                };
                                if (vErrors === null) {
                                    vErrors = [err135];
                                }
                                else {
                                    vErrors.push(err135);
                                }
                                errors++;
                            }
                            if (!(data80 === 'major' || data80 === 'minor' || data80 === 'patch')) {
                                const err136 = {
                                    instancePath: instancePath + '/policy/release-bumps/silent',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/silent/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['release-bumps'].properties.silent.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.silent.enum,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.silent,
                                    data: data80,
                                };
                                if (vErrors === null) {
                                    vErrors = [err136];
                                }
                                else {
                                    vErrors.push(err136);
                                }
                                errors++;
                            }
                        }
                        if (data78.meaning !== undefined) {
                            let data81 = data78.meaning;
                            if (typeof data81 !== 'string') {
                                const err137 = {
                                    instancePath: instancePath + '/policy/release-bumps/meaning',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/meaning/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.meaning.type,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.meaning,
                                    data: data81,
                                };
                                if (vErrors === null) {
                                    vErrors = [err137];
                                }
                                else {
                                    vErrors.push(err137);
                                }
                                errors++;
                            }
                            if (!(data81 === 'major' || data81 === 'minor' || data81 === 'patch')) {
                                const err138 = {
                                    instancePath: instancePath + '/policy/release-bumps/meaning',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/meaning/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['release-bumps'].properties.meaning.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.meaning.enum,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.meaning,
                                    data: data81,
                                };
                                if (vErrors === null) {
                                    vErrors = [err138];
                                }
                                else {
                                    vErrors.push(err138);
                                }
                                errors++;
                            }
                        }
                        if (data78.additive !== undefined) {
                            let data82 = data78.additive;
                            if (typeof data82 !== 'string') {
                                const err139 = {
                                    instancePath: instancePath + '/policy/release-bumps/additive',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/additive/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.additive.type,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.additive,
                                    data: data82,
                                };
                                if (vErrors === null) {
                                    vErrors = [err139];
                                }
                                else {
                                    vErrors.push(err139);
                                }
                                errors++;
                            }
                            if (!(data82 === 'major' || data82 === 'minor' || data82 === 'patch')) {
                                const err140 = {
                                    instancePath: instancePath + '/policy/release-bumps/additive',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/additive/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['release-bumps'].properties.additive.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.additive.enum,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.additive,
                                    data: data82,
                                };
                                if (vErrors === null) {
                                    vErrors = [err140];
                                }
                                else {
                                    vErrors.push(err140);
                                }
                                errors++;
                            }
                        }
                        if (data78.cosmetic !== undefined) {
                            let data83 = data78.cosmetic;
                            if (typeof data83 !== 'string') {
                                const err141 = {
                                    instancePath: instancePath + '/policy/release-bumps/cosmetic',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/cosmetic/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.cosmetic.type,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.cosmetic,
                                    data: data83,
                                };
                                if (vErrors === null) {
                                    vErrors = [err141];
                                }
                                else {
                                    vErrors.push(err141);
                                }
                                errors++;
                            }
                            if (!(data83 === 'major' || data83 === 'minor' || data83 === 'patch')) {
                                const err142 = {
                                    instancePath: instancePath + '/policy/release-bumps/cosmetic',
                                    schemaPath: '#/properties/policy/properties/release-bumps/properties/cosmetic/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.policy.properties['release-bumps'].properties.cosmetic.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.policy.properties['release-bumps'].properties.cosmetic.enum,
                                    parentSchema: schema0.properties.policy.properties['release-bumps'].properties.cosmetic,
                                    data: data83,
                                };
                                if (vErrors === null) {
                                    vErrors = [err142];
                                }
                                else {
                                    vErrors.push(err142);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err143 = {
                            instancePath: instancePath + '/policy/release-bumps',
                            schemaPath: '#/properties/policy/properties/release-bumps/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema0.properties.policy.properties['release-bumps'].type,
                            parentSchema: schema0.properties.policy.properties['release-bumps'],
                            data: data78,
                        };
                        if (vErrors === null) {
                            vErrors = [err143];
                        }
                        else {
                            vErrors.push(err143);
                        }
                        errors++;
                    }
                }
                if (data60['max-new-tools'] !== undefined) {
                    let data84 = data60['max-new-tools'];
                    if (!(typeof data84 == 'number' && !(data84 % 1) && !isNaN(data84) && isFinite(data84))) {
                        const err144 = {
                            instancePath: instancePath + '/policy/max-new-tools',
                            schemaPath: '#/properties/policy/properties/max-new-tools/type',
                            keyword: 'type',
                            params: { type: 'integer' },
                            message: 'must be integer',
                            schema: schema0.properties.policy.properties['max-new-tools'].type,
                            parentSchema: schema0.properties.policy.properties['max-new-tools'],
                            data: data84,
                        };
                        if (vErrors === null) {
                            vErrors = [err144];
                        }
                        else {
                            vErrors.push(err144);
                        }
                        errors++;
                    }
                    if (typeof data84 == 'number' && isFinite(data84)) {
                        if (data84 < 0 || isNaN(data84)) {
                            const err145 = {
                                instancePath: instancePath + '/policy/max-new-tools',
                                schemaPath: '#/properties/policy/properties/max-new-tools/minimum',
                                keyword: 'minimum',
                                params: { comparison: '>=', limit: 0 },
                                message: 'must be >= 0',
                                schema: 0,
                                parentSchema: schema0.properties.policy.properties['max-new-tools'],
                                data: data84,
                            };
                            if (vErrors === null) {
                                vErrors = [err145];
                            }
                            else {
                                vErrors.push(err145);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err146 = {
                    instancePath: instancePath + '/policy',
                    schemaPath: '#/properties/policy/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema0.properties.policy.type,
                    parentSchema: schema0.properties.policy,
                    data: data60,
                };
                if (vErrors === null) {
                    vErrors = [err146];
                }
                else {
                    vErrors.push(err146);
                }
                errors++;
            }
        }
        if (data.probes !== undefined) {
            let data85 = data.probes;
            if (typeof data85 === 'string') {
                if (func1(data85) < 1) {
                    const err147 = {
                        instancePath: instancePath + '/probes',
                        schemaPath: '#/properties/probes/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema0.properties.probes,
                        data: data85,
                    };
                    if (vErrors === null) {
                        vErrors = [err147];
                    }
                    else {
                        vErrors.push(err147);
                    }
                    errors++;
                }
            }
            else {
                const err148 = {
                    instancePath: instancePath + '/probes',
                    schemaPath: '#/properties/probes/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema0.properties.probes.type,
                    parentSchema: schema0.properties.probes,
                    data: data85,
                };
                if (vErrors === null) {
                    vErrors = [err148];
                }
                else {
                    vErrors.push(err148);
                }
                errors++;
            }
        }
        if (data.references !== undefined) {
            let data86 = data.references;
            if (typeof data86 !== 'boolean' && !(data86 && typeof data86 == 'object' && !Array.isArray(data86))) {
                const err149 = {
                    instancePath: instancePath + '/references',
                    schemaPath: '#/properties/references/type',
                    keyword: 'type',
                    params: { type: schema0.properties.references.type },
                    message: 'must be boolean,object',
                    schema: schema0.properties.references.type,
                    parentSchema: schema0.properties.references,
                    data: data86,
                };
                if (vErrors === null) {
                    vErrors = [err149];
                }
                else {
                    vErrors.push(err149);
                }
                errors++;
            }
            if (data86 && typeof data86 == 'object' && !Array.isArray(data86)) {
                for (const key17 in data86) {
                    if (!(key17 === 'globs' || key17 === 'exclude' || key17 === 'aliases')) {
                        const err150 = {
                            instancePath: instancePath + '/references',
                            schemaPath: '#/properties/references/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key17 },
                            message: 'must NOT have additional properties',
                            schema: false,
                            parentSchema: schema0.properties.references,
                            data: data86,
                        };
                        if (vErrors === null) {
                            vErrors = [err150];
                        }
                        else {
                            vErrors.push(err150);
                        }
                        errors++;
                    }
                }
                if (data86.globs !== undefined) {
                    let data87 = data86.globs;
                    if (data87 && typeof data87 == 'object' && !Array.isArray(data87)) {
                        for (const key18 in data87) {
                            const _errs285 = errors;
                            if (!(key18 === 'claude-settings' ||
                                key18 === 'claude-agent' ||
                                key18 === 'claude-command' ||
                                key18 === 'skill' ||
                                key18 === 'vscode-prompt' ||
                                key18 === 'workflow' ||
                                key18 === 'agentic-workflow' ||
                                key18 === 'code-js' ||
                                key18 === 'code-python' ||
                                key18 === 'prose')) {
                                const err151 = {
                                    instancePath: instancePath + '/references/globs',
                                    schemaPath: '#/properties/references/properties/globs/propertyNames/enum',
                                    keyword: 'enum',
                                    params: { allowedValues: schema0.properties.references.properties.globs.propertyNames.enum },
                                    message: 'must be equal to one of the allowed values',
                                    schema: schema0.properties.references.properties.globs.propertyNames.enum,
                                    parentSchema: schema0.properties.references.properties.globs.propertyNames,
                                    data: key18,
                                    propertyName: key18,
                                };
                                if (vErrors === null) {
                                    vErrors = [err151];
                                }
                                else {
                                    vErrors.push(err151);
                                }
                                errors++;
                            }
                            var valid35 = _errs285 === errors;
                            if (!valid35) {
                                const err152 = {
                                    instancePath: instancePath + '/references/globs',
                                    schemaPath: '#/properties/references/properties/globs/propertyNames',
                                    keyword: 'propertyNames',
                                    params: { propertyName: key18 },
                                    message: 'property name must be valid',
                                    schema: schema0.properties.references.properties.globs.propertyNames,
                                    parentSchema: schema0.properties.references.properties.globs,
                                    data: data87,
                                };
                                if (vErrors === null) {
                                    vErrors = [err152];
                                }
                                else {
                                    vErrors.push(err152);
                                }
                                errors++;
                            }
                        }
                        for (const key19 in data87) {
                            let data88 = data87[key19];
                            if (Array.isArray(data88)) {
                                const len8 = data88.length;
                                for (let i9 = 0; i9 < len8; i9++) {
                                    let data89 = data88[i9];
                                    if (typeof data89 === 'string') {
                                        if (func1(data89) < 1) {
                                            const err153 = {
                                                instancePath: instancePath + '/references/globs/' + key19.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i9,
                                                schemaPath: '#/properties/references/properties/globs/additionalProperties/items/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.references.properties.globs.additionalProperties.items,
                                                data: data89,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err153];
                                            }
                                            else {
                                                vErrors.push(err153);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err154 = {
                                            instancePath: instancePath + '/references/globs/' + key19.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i9,
                                            schemaPath: '#/properties/references/properties/globs/additionalProperties/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.references.properties.globs.additionalProperties.items.type,
                                            parentSchema: schema0.properties.references.properties.globs.additionalProperties.items,
                                            data: data89,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err154];
                                        }
                                        else {
                                            vErrors.push(err154);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err155 = {
                                    instancePath: instancePath + '/references/globs/' + key19.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/references/properties/globs/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                    schema: schema0.properties.references.properties.globs.additionalProperties.type,
                                    parentSchema: schema0.properties.references.properties.globs.additionalProperties,
                                    data: data88,
                                };
                                if (vErrors === null) {
                                    vErrors = [err155];
                                }
                                else {
                                    vErrors.push(err155);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err156 = {
                            instancePath: instancePath + '/references/globs',
                            schemaPath: '#/properties/references/properties/globs/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema0.properties.references.properties.globs.type,
                            parentSchema: schema0.properties.references.properties.globs,
                            data: data87,
                        };
                        if (vErrors === null) {
                            vErrors = [err156];
                        }
                        else {
                            vErrors.push(err156);
                        }
                        errors++;
                    }
                }
                if (data86.exclude !== undefined) {
                    let data90 = data86.exclude;
                    if (typeof data90 !== 'string' && !Array.isArray(data90)) {
                        const err157 = {
                            instancePath: instancePath + '/references/exclude',
                            schemaPath: '#/properties/references/properties/exclude/type',
                            keyword: 'type',
                            params: { type: schema0.properties.references.properties.exclude.type },
                            message: 'must be string,array',
                            schema: schema0.properties.references.properties.exclude.type,
                            parentSchema: schema0.properties.references.properties.exclude,
                            data: data90,
                        };
                        if (vErrors === null) {
                            vErrors = [err157];
                        }
                        else {
                            vErrors.push(err157);
                        }
                        errors++;
                    }
                    if (Array.isArray(data90)) {
                        const len9 = data90.length;
                        for (let i10 = 0; i10 < len9; i10++) {
                            let data91 = data90[i10];
                            if (typeof data91 === 'string') {
                                if (func1(data91) < 1) {
                                    const err158 = {
                                        instancePath: instancePath + '/references/exclude/' + i10,
                                        schemaPath: '#/properties/references/properties/exclude/items/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema0.properties.references.properties.exclude.items,
                                        data: data91,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err158];
                                    }
                                    else {
                                        vErrors.push(err158);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err159 = {
                                    instancePath: instancePath + '/references/exclude/' + i10,
                                    schemaPath: '#/properties/references/properties/exclude/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.references.properties.exclude.items.type,
                                    parentSchema: schema0.properties.references.properties.exclude.items,
                                    data: data91,
                                };
                                if (vErrors === null) {
                                    vErrors = [err159];
                                }
                                else {
                                    vErrors.push(err159);
                                }
                                errors++;
                            }
                        }
                    }
                }
                if (data86.aliases !== undefined) {
                    let data92 = data86.aliases;
                    if (data92 && typeof data92 == 'object' && !Array.isArray(data92)) {
                        for (const key20 in data92) {
                            let data93 = data92[key20];
                            if (Array.isArray(data93)) {
                                const len10 = data93.length;
                                for (let i11 = 0; i11 < len10; i11++) {
                                    let data94 = data93[i11];
                                    if (typeof data94 === 'string') {
                                        if (func1(data94) < 1) {
                                            const err160 = {
                                                instancePath: instancePath + '/references/aliases/' + key20.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i11,
                                                schemaPath: '#/properties/references/properties/aliases/additionalProperties/items/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema0.properties.references.properties.aliases.additionalProperties.items,
                                                data: data94,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err160];
                                            }
                                            else {
                                                vErrors.push(err160);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err161 = {
                                            instancePath: instancePath + '/references/aliases/' + key20.replace(/~/g, '~0').replace(/\//g, '~1') + '/' + i11,
                                            schemaPath: '#/properties/references/properties/aliases/additionalProperties/items/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema0.properties.references.properties.aliases.additionalProperties.items.type,
                                            parentSchema: schema0.properties.references.properties.aliases.additionalProperties.items,
                                            data: data94,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err161];
                                        }
                                        else {
                                            vErrors.push(err161);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err162 = {
                                    instancePath: instancePath + '/references/aliases/' + key20.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/references/properties/aliases/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'array' },
                                    message: 'must be array',
                                    schema: schema0.properties.references.properties.aliases.additionalProperties.type,
                                    parentSchema: schema0.properties.references.properties.aliases.additionalProperties,
                                    data: data93,
                                };
                                if (vErrors === null) {
                                    vErrors = [err162];
                                }
                                else {
                                    vErrors.push(err162);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err163 = {
                            instancePath: instancePath + '/references/aliases',
                            schemaPath: '#/properties/references/properties/aliases/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema0.properties.references.properties.aliases.type,
                            parentSchema: schema0.properties.references.properties.aliases,
                            data: data92,
                        };
                        if (vErrors === null) {
                            vErrors = [err163];
                        }
                        else {
                            vErrors.push(err163);
                        }
                        errors++;
                    }
                }
            }
        }
        if (data.approvers !== undefined) {
            let data95 = data.approvers;
            if (data95 && typeof data95 == 'object' && !Array.isArray(data95)) {
                for (const key21 in data95) {
                    if (!(key21 === 'allow-apps')) {
                        const err164 = {
                            instancePath: instancePath + '/approvers',
                            schemaPath: '#/properties/approvers/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key21 },
                            message: 'must NOT have additional properties',
                            schema: false,
                            parentSchema: schema0.properties.approvers,
                            data: data95,
                        };
                        if (vErrors === null) {
                            vErrors = [err164];
                        }
                        else {
                            vErrors.push(err164);
                        }
                        errors++;
                    }
                }
                if (data95['allow-apps'] !== undefined) {
                    let data96 = data95['allow-apps'];
                    if (typeof data96 !== 'string' && !Array.isArray(data96)) {
                        const err165 = {
                            instancePath: instancePath + '/approvers/allow-apps',
                            schemaPath: '#/properties/approvers/properties/allow-apps/type',
                            keyword: 'type',
                            params: { type: schema0.properties.approvers.properties['allow-apps'].type },
                            message: 'must be string,array',
                            schema: schema0.properties.approvers.properties['allow-apps'].type,
                            parentSchema: schema0.properties.approvers.properties['allow-apps'],
                            data: data96,
                        };
                        if (vErrors === null) {
                            vErrors = [err165];
                        }
                        else {
                            vErrors.push(err165);
                        }
                        errors++;
                    }
                    if (Array.isArray(data96)) {
                        const len11 = data96.length;
                        for (let i12 = 0; i12 < len11; i12++) {
                            let data97 = data96[i12];
                            if (typeof data97 === 'string') {
                                if (func1(data97) < 1) {
                                    const err166 = {
                                        instancePath: instancePath + '/approvers/allow-apps/' + i12,
                                        schemaPath: '#/properties/approvers/properties/allow-apps/items/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema0.properties.approvers.properties['allow-apps'].items,
                                        data: data97,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err166];
                                    }
                                    else {
                                        vErrors.push(err166);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err167 = {
                                    instancePath: instancePath + '/approvers/allow-apps/' + i12,
                                    schemaPath: '#/properties/approvers/properties/allow-apps/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema0.properties.approvers.properties['allow-apps'].items.type,
                                    parentSchema: schema0.properties.approvers.properties['allow-apps'].items,
                                    data: data97,
                                };
                                if (vErrors === null) {
                                    vErrors = [err167];
                                }
                                else {
                                    vErrors.push(err167);
                                }
                                errors++;
                            }
                        }
                    }
                }
            }
            else {
                const err168 = {
                    instancePath: instancePath + '/approvers',
                    schemaPath: '#/properties/approvers/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema0.properties.approvers.type,
                    parentSchema: schema0.properties.approvers,
                    data: data95,
                };
                if (vErrors === null) {
                    vErrors = [err168];
                }
                else {
                    vErrors.push(err168);
                }
                errors++;
            }
        }
    }
    else {
        const err169 = { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object', schema: schema0.type, parentSchema: schema0, data };
        if (vErrors === null) {
            vErrors = [err169];
        }
        else {
            vErrors.push(err169);
        }
        errors++;
    }
    validate0.errors = vErrors;
    return errors === 0;
}
const clientServer = validate1;
const schema1 = {
    type: 'object',
    'x-expect': 'a mapping with `command` or `url`',
    properties: {
        type: { type: 'string', enum: ['stdio', 'http', 'sse', 'streamable-http', 'streamableHttp'], 'x-expect': 'one of stdio, http, sse' },
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
        env: {
            type: 'object',
            description: "stdio: environment variables for the server (and for `setup`). Only these, a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`, `TZ`) and the package managers' settings (`npm_config_*`, `UV_*`, `PIP_*`, `DOCKER_*`; see \"The server's environment\") reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.",
            additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
            'x-expect': 'a mapping of variable names to strings',
        },
        cwd: {
            type: 'string',
            description: 'Working directory for `setup` and the server, relative to the repository root (the head checkout or the base worktree). Default: the root.',
            'x-expect': 'a path relative to the repository root',
        },
        url: { type: 'string', pattern: '^https?://', description: 'Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.', 'x-expect': 'an http:// or https:// URL' },
        serverUrl: { type: 'string', pattern: '^https?://', description: 'Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.', 'x-expect': 'an http:// or https:// URL' },
        headers: {
            type: 'object',
            description: 'Remote: HTTP headers sent with every request, e.g. `Authorization: "Bearer ${TOKEN}"`. Values support `${VAR}` interpolation.',
            additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
            'x-expect': 'a mapping of header names to strings',
        },
        disabled: { type: 'boolean', 'x-expect': 'true or false' },
        'x-mcp-contract-gate': {
            type: 'object',
            additionalProperties: false,
            description: "The gate's own settings for this server, kept apart from the client's keys (clients ignore it).",
            'x-expect': "a mapping of the gate's server settings (protocol, timeout, start-timeout, setup, …)",
            properties: {
                protocol: {
                    type: 'string',
                    enum: ['auto', '2025-11-25', '2026-07-28'],
                    description: 'MCP revision to speak. `auto` (the default) sends `server/discover` (2026-07-28) and falls back to `initialize` (2025-11-25) when the server is an initialize-era one (then, for `transport: http`, to SSE); `2026-07-28` or `2025-11-25` speaks only that revision.',
                    'x-expect': 'one of auto, 2025-11-25, 2026-07-28',
                },
                timeout: {
                    type: 'number',
                    exclusiveMinimum: 0,
                    description: 'Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output when it is launched through a package runner, from spawn otherwise. Default: the top-level `timeout`.',
                    'x-expect': 'a positive number of seconds',
                },
                'start-timeout': {
                    type: 'number',
                    exclusiveMinimum: 0,
                    description: 'Seconds a stdio server launched through a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx`, `pipx run`, `docker run`, also inside `sh -c` or `cmd /c`) has to start, from spawn to its first output: the download counts here. A direct launch (`node server.js`) has no start budget: its `timeout` runs from spawn. Default: the top-level `start-timeout`.',
                    'x-expect': 'a positive number of seconds',
                },
                setup: {
                    type: 'string',
                    minLength: 1,
                    description: "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
                    'x-expect': 'a shell command',
                },
                'setup-timeout': { type: 'number', exclusiveMinimum: 0, description: 'Seconds allowed for `setup`. Default: the top-level `setup-timeout`.', 'x-expect': 'a positive number of seconds' },
                source: {
                    type: ['string', 'array'],
                    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                    description: 'Files or folders (relative to the repository root) holding the tool definitions; annotations are placed on the line that defines each tool. Default: the lockfile line.',
                    'x-expect': 'a string or a list of strings',
                },
                'forbidden-tools': {
                    type: ['string', 'array'],
                    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
                    description: 'Globs of tool names this server must never expose (`Deployments.*`, `*_delete`); a match at head blocks the merge.',
                    'x-expect': 'a string or a list of strings',
                },
                enforce: {
                    type: 'string',
                    enum: ['block', 'warn', 'off'],
                    default: 'block',
                    description: '`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.',
                    'x-expect': 'one of block, warn, off',
                },
                'client-capabilities': {
                    type: 'object',
                    description: 'Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.',
                    'x-expect': 'a mapping (e.g. { sampling: {} })',
                },
                'enforce-by': {
                    type: 'string',
                    enum: ['hash', 'policy'],
                    default: 'hash',
                    description: "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).",
                    'x-expect': 'one of hash, policy',
                },
                variants: {
                    type: 'object',
                    minProperties: 1,
                    propertyNames: { pattern: '^[A-Za-z0-9_.-]+$', 'x-expect': 'a variant name made of letters, digits, "_", "." and "-"' },
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
                    description: "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.",
                    'x-expect': 'a mapping of variant names to { env, args, headers }',
                },
                principals: {
                    type: 'array',
                    minItems: 1,
                    items: {
                        type: 'object',
                        additionalProperties: false,
                        required: ['name'],
                        'x-expect': 'a mapping with `name` and `env`, `headers` or `client-name`',
                        properties: {
                            name: {
                                type: 'string',
                                pattern: '^[A-Za-z0-9_.-]+$',
                                description: "The principal's name, in findings and (declared to differ) in its server id `<id>#<name>`.",
                                'x-expect': 'a name made of letters, digits, "_", "." and "-"',
                            },
                            env: {
                                type: 'object',
                                description: "Variables set over the entry's `env` for this principal (stdio): a token, a role. Values support `${VAR}` interpolation; they are secrets in every output.",
                                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                                'x-expect': 'a mapping of variable names to strings',
                            },
                            headers: {
                                type: 'object',
                                description: "HTTP headers set over the entry's `headers` for this principal (remote servers): another token. Values support `${VAR}` interpolation; they are secrets in every output.",
                                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                                'x-expect': 'a mapping of header names to strings',
                            },
                            'client-name': {
                                type: 'string',
                                minLength: 1,
                                description: "The `clientInfo.name` the server is opened with under this principal (stdio and remote, in both protocol eras), for a server that lists by client (`claude-code`, `cursor`). Default: the gate's own.",
                                'x-expect': 'a client name',
                            },
                        },
                    },
                    description: "Identities to read this server under, when its listing may vary by caller (`tools/list` MAY vary by the authorization presented): two tokens, two client names. Discovery reads the server under each; when the listings differ and the entry does not say `listing-varies: expected`, that is a blocking `listing-varies` finding (and `pin` does not pin the server). The first principal's listing is the one pinned. Not with `variants`.",
                    'x-expect': 'a list of { name, env, headers, client-name }',
                },
                'listing-varies': {
                    type: 'string',
                    enum: ['expected'],
                    description: '`expected`: the `principals` legitimately see different listings. Each principal is then discovered, pinned and checked as a server of its own, `<id>#<principal>` (the lockfile records the principal), and a change for one blocks naming it. Absent: the principals must see the same listing (`listing-varies` otherwise).',
                    'x-expect': 'expected',
                },
                reread: {
                    type: 'boolean',
                    default: false,
                    description: "Read the server a second time (stdio: list again on the same connection; remote: a second session) and report a listing that differs from the first as `listing-varies` (a server that answers a scanner's first read with another contract). Off by default: it doubles the listing time.",
                    'x-expect': 'true or false',
                },
                original: { type: 'object', description: 'The launch spec `wrap` replaced (command, args, env, cwd).', 'x-expect': 'a mapping with `command`' },
            },
        },
    },
};
function validate1(data, { instancePath = '', parentData, parentDataProperty, rootData = data } = {}) {
    let vErrors = null;
    let errors = 0;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
        if (data.type !== undefined) {
            let data0 = data.type;
            if (typeof data0 !== 'string') {
                const err0 = {
                    instancePath: instancePath + '/type',
                    schemaPath: '#/properties/type/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema1.properties.type.type,
                    parentSchema: schema1.properties.type,
                    data: data0,
                };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            if (!(data0 === 'stdio' || data0 === 'http' || data0 === 'sse' || data0 === 'streamable-http' || data0 === 'streamableHttp')) {
                const err1 = {
                    instancePath: instancePath + '/type',
                    schemaPath: '#/properties/type/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema1.properties.type.enum },
                    message: 'must be equal to one of the allowed values',
                    schema: schema1.properties.type.enum,
                    parentSchema: schema1.properties.type,
                    data: data0,
                };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.command !== undefined) {
            let data1 = data.command;
            if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                    const err2 = {
                        instancePath: instancePath + '/command',
                        schemaPath: '#/properties/command/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema1.properties.command,
                        data: data1,
                    };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
            }
            else {
                const err3 = {
                    instancePath: instancePath + '/command',
                    schemaPath: '#/properties/command/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema1.properties.command.type,
                    parentSchema: schema1.properties.command,
                    data: data1,
                };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.args !== undefined) {
            let data2 = data.args;
            if (Array.isArray(data2)) {
                const len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data3 = data2[i0];
                    if (typeof data3 !== 'string' && !(typeof data3 == 'number' && isFinite(data3))) {
                        const err4 = {
                            instancePath: instancePath + '/args/' + i0,
                            schemaPath: '#/properties/args/items/type',
                            keyword: 'type',
                            params: { type: schema1.properties.args.items.type },
                            message: 'must be string,number',
                            schema: schema1.properties.args.items.type,
                            parentSchema: schema1.properties.args.items,
                            data: data3,
                        };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err5 = {
                    instancePath: instancePath + '/args',
                    schemaPath: '#/properties/args/type',
                    keyword: 'type',
                    params: { type: 'array' },
                    message: 'must be array',
                    schema: schema1.properties.args.type,
                    parentSchema: schema1.properties.args,
                    data: data2,
                };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.env !== undefined) {
            let data4 = data.env;
            if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                for (const key0 in data4) {
                    let data5 = data4[key0];
                    if (typeof data5 !== 'string' && !(typeof data5 == 'number' && isFinite(data5)) && typeof data5 !== 'boolean') {
                        const err6 = {
                            instancePath: instancePath + '/env/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/env/additionalProperties/type',
                            keyword: 'type',
                            params: { type: schema1.properties.env.additionalProperties.type },
                            message: 'must be string,number,boolean',
                            schema: schema1.properties.env.additionalProperties.type,
                            parentSchema: schema1.properties.env.additionalProperties,
                            data: data5,
                        };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err7 = {
                    instancePath: instancePath + '/env',
                    schemaPath: '#/properties/env/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema1.properties.env.type,
                    parentSchema: schema1.properties.env,
                    data: data4,
                };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.cwd !== undefined) {
            let data6 = data.cwd;
            if (typeof data6 !== 'string') {
                const err8 = {
                    instancePath: instancePath + '/cwd',
                    schemaPath: '#/properties/cwd/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema1.properties.cwd.type,
                    parentSchema: schema1.properties.cwd,
                    data: data6,
                };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.url !== undefined) {
            let data7 = data.url;
            if (typeof data7 === 'string') {
                if (!pattern1.test(data7)) {
                    const err9 = {
                        instancePath: instancePath + '/url',
                        schemaPath: '#/properties/url/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^https?://' },
                        message: 'must match pattern "' + '^https?://' + '"',
                        schema: '^https?://',
                        parentSchema: schema1.properties.url,
                        data: data7,
                    };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
            else {
                const err10 = {
                    instancePath: instancePath + '/url',
                    schemaPath: '#/properties/url/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema1.properties.url.type,
                    parentSchema: schema1.properties.url,
                    data: data7,
                };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.serverUrl !== undefined) {
            let data8 = data.serverUrl;
            if (typeof data8 === 'string') {
                if (!pattern1.test(data8)) {
                    const err11 = {
                        instancePath: instancePath + '/serverUrl',
                        schemaPath: '#/properties/serverUrl/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^https?://' },
                        message: 'must match pattern "' + '^https?://' + '"',
                        schema: '^https?://',
                        parentSchema: schema1.properties.serverUrl,
                        data: data8,
                    };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
            else {
                const err12 = {
                    instancePath: instancePath + '/serverUrl',
                    schemaPath: '#/properties/serverUrl/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                    schema: schema1.properties.serverUrl.type,
                    parentSchema: schema1.properties.serverUrl,
                    data: data8,
                };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.headers !== undefined) {
            let data9 = data.headers;
            if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                for (const key1 in data9) {
                    let data10 = data9[key1];
                    if (typeof data10 !== 'string' && !(typeof data10 == 'number' && isFinite(data10)) && typeof data10 !== 'boolean') {
                        const err13 = {
                            instancePath: instancePath + '/headers/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/headers/additionalProperties/type',
                            keyword: 'type',
                            params: { type: schema1.properties.headers.additionalProperties.type },
                            message: 'must be string,number,boolean',
                            schema: schema1.properties.headers.additionalProperties.type,
                            parentSchema: schema1.properties.headers.additionalProperties,
                            data: data10,
                        };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err14 = {
                    instancePath: instancePath + '/headers',
                    schemaPath: '#/properties/headers/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema1.properties.headers.type,
                    parentSchema: schema1.properties.headers,
                    data: data9,
                };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.disabled !== undefined) {
            let data11 = data.disabled;
            if (typeof data11 !== 'boolean') {
                const err15 = {
                    instancePath: instancePath + '/disabled',
                    schemaPath: '#/properties/disabled/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                    schema: schema1.properties.disabled.type,
                    parentSchema: schema1.properties.disabled,
                    data: data11,
                };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data['x-mcp-contract-gate'] !== undefined) {
            let data12 = data['x-mcp-contract-gate'];
            if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                for (const key2 in data12) {
                    if (!func0.call(schema1.properties['x-mcp-contract-gate'].properties, key2)) {
                        const err16 = {
                            instancePath: instancePath + '/x-mcp-contract-gate',
                            schemaPath: '#/properties/x-mcp-contract-gate/additionalProperties',
                            keyword: 'additionalProperties',
                            params: { additionalProperty: key2 },
                            message: 'must NOT have additional properties',
                            schema: false,
                            parentSchema: schema1.properties['x-mcp-contract-gate'],
                            data: data12,
                        };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                }
                if (data12.protocol !== undefined) {
                    let data13 = data12.protocol;
                    if (typeof data13 !== 'string') {
                        const err17 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/protocol',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/protocol/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.protocol.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.protocol,
                            data: data13,
                        };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    if (!(data13 === 'auto' || data13 === '2025-11-25' || data13 === '2026-07-28')) {
                        const err18 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/protocol',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/protocol/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema1.properties['x-mcp-contract-gate'].properties.protocol.enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.protocol.enum,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.protocol,
                            data: data13,
                        };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                }
                if (data12.timeout !== undefined) {
                    let data14 = data12.timeout;
                    if (typeof data14 == 'number' && isFinite(data14)) {
                        if (data14 <= 0 || isNaN(data14)) {
                            const err19 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/timeout',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/timeout/exclusiveMinimum',
                                keyword: 'exclusiveMinimum',
                                params: { comparison: '>', limit: 0 },
                                message: 'must be > 0',
                                schema: 0,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.timeout,
                                data: data14,
                            };
                            if (vErrors === null) {
                                vErrors = [err19];
                            }
                            else {
                                vErrors.push(err19);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err20 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/timeout',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/timeout/type',
                            keyword: 'type',
                            params: { type: 'number' },
                            message: 'must be number',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.timeout.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.timeout,
                            data: data14,
                        };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
                if (data12['start-timeout'] !== undefined) {
                    let data15 = data12['start-timeout'];
                    if (typeof data15 == 'number' && isFinite(data15)) {
                        if (data15 <= 0 || isNaN(data15)) {
                            const err21 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/start-timeout',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/start-timeout/exclusiveMinimum',
                                keyword: 'exclusiveMinimum',
                                params: { comparison: '>', limit: 0 },
                                message: 'must be > 0',
                                schema: 0,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties['start-timeout'],
                                data: data15,
                            };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err22 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/start-timeout',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/start-timeout/type',
                            keyword: 'type',
                            params: { type: 'number' },
                            message: 'must be number',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['start-timeout'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['start-timeout'],
                            data: data15,
                        };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
                if (data12.setup !== undefined) {
                    let data16 = data12.setup;
                    if (typeof data16 === 'string') {
                        if (func1(data16) < 1) {
                            const err23 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/setup',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/setup/minLength',
                                keyword: 'minLength',
                                params: { limit: 1 },
                                message: 'must NOT have fewer than 1 characters',
                                schema: 1,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.setup,
                                data: data16,
                            };
                            if (vErrors === null) {
                                vErrors = [err23];
                            }
                            else {
                                vErrors.push(err23);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err24 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/setup',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/setup/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.setup.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.setup,
                            data: data16,
                        };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                    }
                }
                if (data12['setup-timeout'] !== undefined) {
                    let data17 = data12['setup-timeout'];
                    if (typeof data17 == 'number' && isFinite(data17)) {
                        if (data17 <= 0 || isNaN(data17)) {
                            const err25 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/setup-timeout',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/setup-timeout/exclusiveMinimum',
                                keyword: 'exclusiveMinimum',
                                params: { comparison: '>', limit: 0 },
                                message: 'must be > 0',
                                schema: 0,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties['setup-timeout'],
                                data: data17,
                            };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err26 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/setup-timeout',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/setup-timeout/type',
                            keyword: 'type',
                            params: { type: 'number' },
                            message: 'must be number',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['setup-timeout'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['setup-timeout'],
                            data: data17,
                        };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
                if (data12.source !== undefined) {
                    let data18 = data12.source;
                    if (typeof data18 !== 'string' && !Array.isArray(data18)) {
                        const err27 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/source',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/source/type',
                            keyword: 'type',
                            params: { type: schema1.properties['x-mcp-contract-gate'].properties.source.type },
                            message: 'must be string,array',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.source.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.source,
                            data: data18,
                        };
                        if (vErrors === null) {
                            vErrors = [err27];
                        }
                        else {
                            vErrors.push(err27);
                        }
                        errors++;
                    }
                    if (Array.isArray(data18)) {
                        const len1 = data18.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                            let data19 = data18[i1];
                            if (typeof data19 === 'string') {
                                if (func1(data19) < 1) {
                                    const err28 = {
                                        instancePath: instancePath + '/x-mcp-contract-gate/source/' + i1,
                                        schemaPath: '#/properties/x-mcp-contract-gate/properties/source/items/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema1.properties['x-mcp-contract-gate'].properties.source.items,
                                        data: data19,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err28];
                                    }
                                    else {
                                        vErrors.push(err28);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err29 = {
                                    instancePath: instancePath + '/x-mcp-contract-gate/source/' + i1,
                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/source/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema1.properties['x-mcp-contract-gate'].properties.source.items.type,
                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.source.items,
                                    data: data19,
                                };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                        }
                    }
                }
                if (data12['forbidden-tools'] !== undefined) {
                    let data20 = data12['forbidden-tools'];
                    if (typeof data20 !== 'string' && !Array.isArray(data20)) {
                        const err30 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/forbidden-tools',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/forbidden-tools/type',
                            keyword: 'type',
                            params: { type: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'].type },
                            message: 'must be string,array',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'],
                            data: data20,
                        };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                    if (Array.isArray(data20)) {
                        const len2 = data20.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                            let data21 = data20[i2];
                            if (typeof data21 === 'string') {
                                if (func1(data21) < 1) {
                                    const err31 = {
                                        instancePath: instancePath + '/x-mcp-contract-gate/forbidden-tools/' + i2,
                                        schemaPath: '#/properties/x-mcp-contract-gate/properties/forbidden-tools/items/minLength',
                                        keyword: 'minLength',
                                        params: { limit: 1 },
                                        message: 'must NOT have fewer than 1 characters',
                                        schema: 1,
                                        parentSchema: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'].items,
                                        data: data21,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err31];
                                    }
                                    else {
                                        vErrors.push(err31);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err32 = {
                                    instancePath: instancePath + '/x-mcp-contract-gate/forbidden-tools/' + i2,
                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/forbidden-tools/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                    schema: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'].items.type,
                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties['forbidden-tools'].items,
                                    data: data21,
                                };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                    }
                }
                if (data12.enforce !== undefined) {
                    let data22 = data12.enforce;
                    if (typeof data22 !== 'string') {
                        const err33 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/enforce',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/enforce/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.enforce.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.enforce,
                            data: data22,
                        };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if (!(data22 === 'block' || data22 === 'warn' || data22 === 'off')) {
                        const err34 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/enforce',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/enforce/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema1.properties['x-mcp-contract-gate'].properties.enforce.enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.enforce.enum,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.enforce,
                            data: data22,
                        };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                }
                if (data12['client-capabilities'] !== undefined) {
                    let data23 = data12['client-capabilities'];
                    if (!(data23 && typeof data23 == 'object' && !Array.isArray(data23))) {
                        const err35 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/client-capabilities',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/client-capabilities/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['client-capabilities'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['client-capabilities'],
                            data: data23,
                        };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                }
                if (data12['enforce-by'] !== undefined) {
                    let data24 = data12['enforce-by'];
                    if (typeof data24 !== 'string') {
                        const err36 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/enforce-by',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/enforce-by/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['enforce-by'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['enforce-by'],
                            data: data24,
                        };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if (!(data24 === 'hash' || data24 === 'policy')) {
                        const err37 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/enforce-by',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/enforce-by/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema1.properties['x-mcp-contract-gate'].properties['enforce-by'].enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['enforce-by'].enum,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['enforce-by'],
                            data: data24,
                        };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
                if (data12.variants !== undefined) {
                    let data25 = data12.variants;
                    if (data25 && typeof data25 == 'object' && !Array.isArray(data25)) {
                        if (Object.keys(data25).length < 1) {
                            const err38 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/variants',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/minProperties',
                                keyword: 'minProperties',
                                params: { limit: 1 },
                                message: 'must NOT have fewer than 1 properties',
                                schema: 1,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants,
                                data: data25,
                            };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                        for (const key3 in data25) {
                            const _errs83 = errors;
                            if (typeof key3 === 'string') {
                                if (!pattern0.test(key3)) {
                                    const err39 = {
                                        instancePath: instancePath + '/x-mcp-contract-gate/variants',
                                        schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/propertyNames/pattern',
                                        keyword: 'pattern',
                                        params: { pattern: '^[A-Za-z0-9_.-]+$' },
                                        message: 'must match pattern "' + '^[A-Za-z0-9_.-]+$' + '"',
                                        schema: '^[A-Za-z0-9_.-]+$',
                                        parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.propertyNames,
                                        data: key3,
                                        propertyName: key3,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err39];
                                    }
                                    else {
                                        vErrors.push(err39);
                                    }
                                    errors++;
                                }
                            }
                            var valid10 = _errs83 === errors;
                            if (!valid10) {
                                const err40 = {
                                    instancePath: instancePath + '/x-mcp-contract-gate/variants',
                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/propertyNames',
                                    keyword: 'propertyNames',
                                    params: { propertyName: key3 },
                                    message: 'property name must be valid',
                                    schema: schema1.properties['x-mcp-contract-gate'].properties.variants.propertyNames,
                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants,
                                    data: data25,
                                };
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                        }
                        for (const key4 in data25) {
                            let data26 = data25[key4];
                            if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
                                for (const key5 in data26) {
                                    if (!(key5 === 'env' || key5 === 'args' || key5 === 'headers')) {
                                        const err41 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key5 },
                                            message: 'must NOT have additional properties',
                                            schema: false,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties,
                                            data: data26,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err41];
                                        }
                                        else {
                                            vErrors.push(err41);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.env !== undefined) {
                                    let data27 = data26.env;
                                    if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
                                        for (const key6 in data27) {
                                            let data28 = data27[key6];
                                            if (typeof data28 !== 'string' && !(typeof data28 == 'number' && isFinite(data28)) && typeof data28 !== 'boolean') {
                                                const err42 = {
                                                    instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/env/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/env/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.env.additionalProperties.type },
                                                    message: 'must be string,number,boolean',
                                                    schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.env.additionalProperties.type,
                                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.env.additionalProperties,
                                                    data: data28,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err42];
                                                }
                                                else {
                                                    vErrors.push(err42);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err43 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/env',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/env/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.env.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.env,
                                            data: data27,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err43];
                                        }
                                        else {
                                            vErrors.push(err43);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.args !== undefined) {
                                    let data29 = data26.args;
                                    if (Array.isArray(data29)) {
                                        const len3 = data29.length;
                                        for (let i3 = 0; i3 < len3; i3++) {
                                            let data30 = data29[i3];
                                            if (typeof data30 !== 'string' && !(typeof data30 == 'number' && isFinite(data30))) {
                                                const err44 = {
                                                    instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/args/' + i3,
                                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/args/items/type',
                                                    keyword: 'type',
                                                    params: { type: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.args.items.type },
                                                    message: 'must be string,number',
                                                    schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.args.items.type,
                                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.args.items,
                                                    data: data30,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err44];
                                                }
                                                else {
                                                    vErrors.push(err44);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err45 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/args',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/args/type',
                                            keyword: 'type',
                                            params: { type: 'array' },
                                            message: 'must be array',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.args.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.args,
                                            data: data29,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err45];
                                        }
                                        else {
                                            vErrors.push(err45);
                                        }
                                        errors++;
                                    }
                                }
                                if (data26.headers !== undefined) {
                                    let data31 = data26.headers;
                                    if (data31 && typeof data31 == 'object' && !Array.isArray(data31)) {
                                        for (const key7 in data31) {
                                            let data32 = data31[key7];
                                            if (typeof data32 !== 'string' && !(typeof data32 == 'number' && isFinite(data32)) && typeof data32 !== 'boolean') {
                                                const err46 = {
                                                    instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/headers/' + key7.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/headers/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.headers.additionalProperties.type },
                                                    message: 'must be string,number,boolean',
                                                    schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.headers.additionalProperties.type,
                                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.headers.additionalProperties,
                                                    data: data32,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err46];
                                                }
                                                else {
                                                    vErrors.push(err46);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err47 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1') + '/headers',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/properties/headers/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.headers.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.properties.headers,
                                            data: data31,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err47];
                                        }
                                        else {
                                            vErrors.push(err47);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err48 = {
                                    instancePath: instancePath + '/x-mcp-contract-gate/variants/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/additionalProperties/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties.type,
                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants.additionalProperties,
                                    data: data26,
                                };
                                if (vErrors === null) {
                                    vErrors = [err48];
                                }
                                else {
                                    vErrors.push(err48);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err49 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/variants',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/variants/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.variants.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.variants,
                            data: data25,
                        };
                        if (vErrors === null) {
                            vErrors = [err49];
                        }
                        else {
                            vErrors.push(err49);
                        }
                        errors++;
                    }
                }
                if (data12.principals !== undefined) {
                    let data33 = data12.principals;
                    if (Array.isArray(data33)) {
                        if (data33.length < 1) {
                            const err50 = {
                                instancePath: instancePath + '/x-mcp-contract-gate/principals',
                                schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/minItems',
                                keyword: 'minItems',
                                params: { limit: 1 },
                                message: 'must NOT have fewer than 1 items',
                                schema: 1,
                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals,
                                data: data33,
                            };
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                        const len4 = data33.length;
                        for (let i4 = 0; i4 < len4; i4++) {
                            let data34 = data33[i4];
                            if (data34 && typeof data34 == 'object' && !Array.isArray(data34)) {
                                if (data34.name === undefined) {
                                    const err51 = {
                                        instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4,
                                        schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/required',
                                        keyword: 'required',
                                        params: { missingProperty: 'name' },
                                        message: "must have required property '" + 'name' + "'",
                                        schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.required,
                                        parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items,
                                        data: data34,
                                    };
                                    if (vErrors === null) {
                                        vErrors = [err51];
                                    }
                                    else {
                                        vErrors.push(err51);
                                    }
                                    errors++;
                                }
                                for (const key8 in data34) {
                                    if (!(key8 === 'name' || key8 === 'env' || key8 === 'headers' || key8 === 'client-name')) {
                                        const err52 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4,
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/additionalProperties',
                                            keyword: 'additionalProperties',
                                            params: { additionalProperty: key8 },
                                            message: 'must NOT have additional properties',
                                            schema: false,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items,
                                            data: data34,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err52];
                                        }
                                        else {
                                            vErrors.push(err52);
                                        }
                                        errors++;
                                    }
                                }
                                if (data34.name !== undefined) {
                                    let data35 = data34.name;
                                    if (typeof data35 === 'string') {
                                        if (!pattern0.test(data35)) {
                                            const err53 = {
                                                instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/name',
                                                schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/name/pattern',
                                                keyword: 'pattern',
                                                params: { pattern: '^[A-Za-z0-9_.-]+$' },
                                                message: 'must match pattern "' + '^[A-Za-z0-9_.-]+$' + '"',
                                                schema: '^[A-Za-z0-9_.-]+$',
                                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.name,
                                                data: data35,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err53];
                                            }
                                            else {
                                                vErrors.push(err53);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err54 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/name',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/name/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.name.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.name,
                                            data: data35,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err54];
                                        }
                                        else {
                                            vErrors.push(err54);
                                        }
                                        errors++;
                                    }
                                }
                                if (data34.env !== undefined) {
                                    let data36 = data34.env;
                                    if (data36 && typeof data36 == 'object' && !Array.isArray(data36)) {
                                        for (const key9 in data36) {
                                            let data37 = data36[key9];
                                            if (typeof data37 !== 'string' && !(typeof data37 == 'number' && isFinite(data37)) && typeof data37 !== 'boolean') {
                                                const err55 = {
                                                    instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/env/' + key9.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/env/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.env.additionalProperties.type },
                                                    message: 'must be string,number,boolean',
                                                    schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.env.additionalProperties.type,
                                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.env.additionalProperties,
                                                    data: data37,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err55];
                                                }
                                                else {
                                                    vErrors.push(err55);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err56 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/env',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/env/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.env.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.env,
                                            data: data36,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err56];
                                        }
                                        else {
                                            vErrors.push(err56);
                                        }
                                        errors++;
                                    }
                                }
                                if (data34.headers !== undefined) {
                                    let data38 = data34.headers;
                                    if (data38 && typeof data38 == 'object' && !Array.isArray(data38)) {
                                        for (const key10 in data38) {
                                            let data39 = data38[key10];
                                            if (typeof data39 !== 'string' && !(typeof data39 == 'number' && isFinite(data39)) && typeof data39 !== 'boolean') {
                                                const err57 = {
                                                    instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/headers/' + key10.replace(/~/g, '~0').replace(/\//g, '~1'),
                                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/headers/additionalProperties/type',
                                                    keyword: 'type',
                                                    params: { type: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.headers.additionalProperties.type },
                                                    message: 'must be string,number,boolean',
                                                    schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.headers.additionalProperties.type,
                                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.headers.additionalProperties,
                                                    data: data39,
                                                };
                                                if (vErrors === null) {
                                                    vErrors = [err57];
                                                }
                                                else {
                                                    vErrors.push(err57);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    else {
                                        const err58 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/headers',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/headers/type',
                                            keyword: 'type',
                                            params: { type: 'object' },
                                            message: 'must be object',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.headers.type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties.headers,
                                            data: data38,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                }
                                if (data34['client-name'] !== undefined) {
                                    let data40 = data34['client-name'];
                                    if (typeof data40 === 'string') {
                                        if (func1(data40) < 1) {
                                            const err59 = {
                                                instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/client-name',
                                                schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/client-name/minLength',
                                                keyword: 'minLength',
                                                params: { limit: 1 },
                                                message: 'must NOT have fewer than 1 characters',
                                                schema: 1,
                                                parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties['client-name'],
                                                data: data40,
                                            };
                                            if (vErrors === null) {
                                                vErrors = [err59];
                                            }
                                            else {
                                                vErrors.push(err59);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err60 = {
                                            instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4 + '/client-name',
                                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/properties/client-name/type',
                                            keyword: 'type',
                                            params: { type: 'string' },
                                            message: 'must be string',
                                            schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties['client-name'].type,
                                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.properties['client-name'],
                                            data: data40,
                                        };
                                        if (vErrors === null) {
                                            vErrors = [err60];
                                        }
                                        else {
                                            vErrors.push(err60);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            else {
                                const err61 = {
                                    instancePath: instancePath + '/x-mcp-contract-gate/principals/' + i4,
                                    schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/items/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                    schema: schema1.properties['x-mcp-contract-gate'].properties.principals.items.type,
                                    parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals.items,
                                    data: data34,
                                };
                                if (vErrors === null) {
                                    vErrors = [err61];
                                }
                                else {
                                    vErrors.push(err61);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err62 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/principals',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/principals/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.principals.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.principals,
                            data: data33,
                        };
                        if (vErrors === null) {
                            vErrors = [err62];
                        }
                        else {
                            vErrors.push(err62);
                        }
                        errors++;
                    }
                }
                if (data12['listing-varies'] !== undefined) {
                    let data41 = data12['listing-varies'];
                    if (typeof data41 !== 'string') {
                        const err63 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/listing-varies',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/listing-varies/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['listing-varies'].type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['listing-varies'],
                            data: data41,
                        };
                        if (vErrors === null) {
                            vErrors = [err63];
                        }
                        else {
                            vErrors.push(err63);
                        }
                        errors++;
                    }
                    if (!(data41 === 'expected')) {
                        const err64 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/listing-varies',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/listing-varies/enum',
                            keyword: 'enum',
                            params: { allowedValues: schema1.properties['x-mcp-contract-gate'].properties['listing-varies'].enum },
                            message: 'must be equal to one of the allowed values',
                            schema: schema1.properties['x-mcp-contract-gate'].properties['listing-varies'].enum,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties['listing-varies'],
                            data: data41,
                        };
                        if (vErrors === null) {
                            vErrors = [err64];
                        }
                        else {
                            vErrors.push(err64);
                        }
                        errors++;
                    }
                }
                if (data12.reread !== undefined) {
                    let data42 = data12.reread;
                    if (typeof data42 !== 'boolean') {
                        const err65 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/reread',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/reread/type',
                            keyword: 'type',
                            params: { type: 'boolean' },
                            message: 'must be boolean',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.reread.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.reread,
                            data: data42,
                        };
                        if (vErrors === null) {
                            vErrors = [err65];
                        }
                        else {
                            vErrors.push(err65);
                        }
                        errors++;
                    }
                }
                if (data12.original !== undefined) {
                    let data43 = data12.original;
                    if (!(data43 && typeof data43 == 'object' && !Array.isArray(data43))) {
                        const err66 = {
                            instancePath: instancePath + '/x-mcp-contract-gate/original',
                            schemaPath: '#/properties/x-mcp-contract-gate/properties/original/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                            schema: schema1.properties['x-mcp-contract-gate'].properties.original.type,
                            parentSchema: schema1.properties['x-mcp-contract-gate'].properties.original,
                            data: data43,
                        };
                        if (vErrors === null) {
                            vErrors = [err66];
                        }
                        else {
                            vErrors.push(err66);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err67 = {
                    instancePath: instancePath + '/x-mcp-contract-gate',
                    schemaPath: '#/properties/x-mcp-contract-gate/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema1.properties['x-mcp-contract-gate'].type,
                    parentSchema: schema1.properties['x-mcp-contract-gate'],
                    data: data12,
                };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
        }
    }
    else {
        const err68 = { instancePath, schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object', schema: schema1.type, parentSchema: schema1, data };
        if (vErrors === null) {
            vErrors = [err68];
        }
        else {
            vErrors.push(err68);
        }
        errors++;
    }
    validate1.errors = vErrors;
    return errors === 0;
}

;// CONCATENATED MODULE: ./src/config/validate.ts




/**
 * How the config schemas (./schema.ts) are compiled. They are compiled when the project is built, not when a command
 * runs: src/generated/validators.ts is ajv's standalone code for them, written from these options and the schemas by
 * scripts/generate/validators.mjs (`npm run generate`; the lint checks it). So a command that reads a config neither loads ajv's compiler
 * nor compiles (that was about 150 ms of every `snapshot`, `pin`, `check`, `gate` and action run).
 * test/config/schema.unit.test.ts checks the schemas against the meta-schema, hence `validateSchema: false`.
 */
const CONFIG_AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, allowUnionTypes: true, validateSchema: false };
/** Annotation keywords of the schemas (no validation): `x-expect` is the phrase error messages use for a key. */
const CONFIG_KEYWORDS = [{ keyword: 'x-expect', schemaType: 'string' }];
function gateFileProblems(data, lines) {
    return schemaProblems(gateFile, data, [], lines);
}
function clientServerProblems(data, at, lines) {
    return schemaProblems(clientServer, data, at, lines);
}
/** Run a compiled schema and turn each ajv error into a sentence with the key path, what is wrong and the fix. */
function schemaProblems(validate, data, at, lines) {
    if (validate(data))
        return [];
    const seen = new Set();
    const problems = [];
    for (const error of validate.errors ?? []) {
        const problem = describeError(error, data, at, lines);
        if (!problem || seen.has(problem.message))
            continue;
        seen.add(problem.message);
        problems.push(problem);
    }
    return problems;
}
function describeError(error, root, at, lines) {
    const path = [...at, ...(0,key_path/* pointerToPath */.o)(error.instancePath, root)];
    const where = (0,key_path/* formatKeyPath */.K)(path);
    const parent = (error.parentSchema ?? {});
    const expect = typeof parent['x-expect'] === 'string' ? parent['x-expect'] : undefined;
    const subject = where === '' ? 'the file' : where;
    // a key that breaks `propertyNames` (a variant's name): the error on the name itself says which and why
    if (error.propertyName !== undefined) {
        const keyPath = [...path, error.propertyName];
        return { key: (0,key_path/* formatKeyPath */.K)(keyPath), line: lines.line(keyPath), message: `${where} has the key ${JSON.stringify(error.propertyName)}, which must be ${expect ?? error.message ?? 'valid'}` };
    }
    switch (error.keyword) {
        case 'propertyNames':
            return undefined; // reported by the error on the name (above)
        case 'minProperties':
            return { key: where, line: lines.line(path), message: `${subject} is empty; give ${expect ?? 'at least one entry'}, or remove it` };
        case 'additionalProperties': {
            const key = String(error.params.additionalProperty);
            const keyPath = [...path, key];
            const known = Object.keys(parent.properties ?? {});
            const hint = (0,did_you_mean/* suggestion */.h)(key, known);
            const fix = hint || (known.length > 0 ? `; known keys here: ${known.join(', ')}` : '');
            return { key: (0,key_path/* formatKeyPath */.K)(keyPath), line: lines.line(keyPath), message: `${(0,key_path/* formatKeyPath */.K)(keyPath)} is not a known key${fix}` };
        }
        case 'required': {
            const missing = String(error.params.missingProperty);
            return { key: where, line: lines.line(path), message: `${subject} is missing "${missing}"${expect ? ` (expected ${expect})` : ''}` };
        }
        case 'enum': {
            const allowed = error.params.allowedValues.map(String);
            const hint = typeof error.data === 'string' ? (0,did_you_mean/* suggestion */.h)(error.data, allowed) : '';
            return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? `one of ${allowed.join(', ')}`} (found ${(0,describe_value/* describeValue */.b)(error.data)})${hint}` };
        }
        case 'uniqueItems': {
            const { i } = error.params;
            const list = error.data;
            return { key: where, line: lines.line(path), message: `${subject} lists ${(0,describe_value/* describeValue */.b)(list[i])} twice; keep one` };
        }
        case 'minLength':
            return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? 'a non-empty string'} (found an empty string)` };
        default:
            return { key: where, line: lines.line(path), message: `${subject} ${expect ? `must be ${expect}` : (error.message ?? 'is not valid')} (found ${(0,describe_value/* describeValue */.b)(error.data)})` };
    }
}


/***/ })

};
