export const id = 345;
export const ids = [345];
export const modules = {

/***/ 2345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHECK_HELP: () => (/* binding */ CHECK_HELP),
/* harmony export */   runCheck: () => (/* binding */ runCheck)
/* harmony export */ });
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1789);
/* harmony import */ var _discovery_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2974);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5243);
/* harmony import */ var _policy_judge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2810);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6890);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(476);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8528);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9851);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1086);
/* harmony import */ var _report_render_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8742);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3605);












const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--verify KEY]… [--timeout SECONDS] [--format ${_report_render_js__WEBPACK_IMPORTED_MODULE_10__/* .FORMAT_USAGE */ .Y}] [--fail-on LIST]

Compare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for
cron jobs and runtime checks (a vendor changing a remote server's tools under you).

Options:
${_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FLAG_HELP */ .Ap}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .VERIFY_FLAG_HELP */ .t3}
${_config_js__WEBPACK_IMPORTED_MODULE_6__/* .TIMEOUT_FLAG_HELP */ .$6}
${_report_js__WEBPACK_IMPORTED_MODULE_9__/* .REPORT_FLAGS_HELP */ .hJ}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_CODES */ .a.pass} no blocking drift, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_CODES */ .a.blocking} blocking drift, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_CODES */ .a.badInput} config, lockfile or key error (a
lockfile --verify refuses included), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT_CODES */ .a.couldNotRun} a server could not be read (and nothing else blocks).
`;
async function runCheck(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parseFlags */ .bQ)('check', {
        args,
        options: {
            config: { type: 'string' },
            lockfile: { type: 'string' },
            verify: { type: 'string', multiple: true },
            ..._config_js__WEBPACK_IMPORTED_MODULE_6__/* .TIMEOUT_FLAGS */ .OQ,
            ..._report_js__WEBPACK_IMPORTED_MODULE_9__/* .REPORT_FLAGS */ .d$,
            quiet: { type: 'boolean', short: 'q' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(CHECK_HELP);
        return 0;
    }
    const choice = (0,_report_js__WEBPACK_IMPORTED_MODULE_9__/* .reportChoice */ .Q9)(io, values);
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .loadCliConfig */ .XY)(io, values.config, values);
    const lockPath = values.lockfile !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveIn */ .QH)(io, values.lockfile) : (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveFromRoot */ .xl)(root, config.lockfile);
    const lock = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .readCliLockfile */ .ot)(io, lockPath, (0,_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .readVerifyKeys */ .ol)(io, values.verify));
    if (!lock)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`no lockfile at ${(0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .display */ .Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first and commit it`);
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .progress */ .q)(io, values.quiet === true || (0,_report_js__WEBPACK_IMPORTED_MODULE_9__/* .machineFormat */ .FK)(choice.format));
    const live = await (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverAll */ .$d)(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, ...(onEvent ? { onEvent } : {}) });
    const { diff, evaluation } = (0,_policy_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .judge */ .S)({
        before: (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(lock, { servers: config.servers.map((s) => s.id), lockfile: (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .display */ .Vy)(io, lockPath) }),
        after: live,
        config,
        today: io.today,
        ...(choice.failOn ? { failOn: choice.failOn } : {}),
    });
    io.stdout((0,_report_js__WEBPACK_IMPORTED_MODULE_9__/* .render */ .XX)(choice, { diff, evaluation, subject: { before: (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .display */ .Vy)(io, lockPath), after: 'live servers' } }));
    return (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)((0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .decideLocal */ .as)(evaluation));
}


/***/ }),

/***/ 8528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jy: () => (/* binding */ readSigningKey),
/* harmony export */   ol: () => (/* binding */ readVerifyKeys),
/* harmony export */   t3: () => (/* binding */ VERIFY_FLAG_HELP),
/* harmony export */   vA: () => (/* binding */ SIGN_KEY_FLAG_HELP)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(924);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5450);




/** The help lines of the signing flags, one definition for every command that takes them. */
const SIGN_KEY_FLAG_HELP = `  --sign-key K      sign the lockfile with this Ed25519 private key: a file (PEM, as \`keygen\` writes it) or
                    env:NAME, a variable holding the key (a CI secret); see docs/signing.md`;
const VERIFY_FLAG_HELP = `  --verify K        refuse a lockfile that is not signed by this Ed25519 public key: a .pub file, env:NAME, or
                    the key's base64 line (repeat for key rotation: any one of them may have signed)`;
/** The text a key source names: `env:NAME` (a variable), else a file; for public keys also the inline base64 key. */
function keyText(io, source, flag, inline) {
    if (source.startsWith('env:')) {
        const name = source.slice(4);
        const value = io.env[name];
        if (!value)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${flag} ${source}: the variable ${name} is not set (or empty); set it to the key, e.g. from a CI secret`);
        return { text: value, where: `${flag} ${source}` };
    }
    if (inline && /^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(source.trim()))
        return { text: source, where: `${flag} ${source}` };
    const file = (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveIn */ .QH)(io, source);
    try {
        return { text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'), where: `${flag} ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .display */ .Vy)(io, file)}` };
    }
    catch (err) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${flag} ${source}: cannot read the key file (${err.code ?? err.message}); give a key file, env:NAME${inline ? ", or the key's base64 line" : ''}`);
    }
}
function readSigningKey(io, source) {
    const { text, where } = keyText(io, source, '--sign-key', false);
    return (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePrivateKey */ .QW)(text, where);
}
function readVerifyKeys(io, sources) {
    if (!sources?.length)
        return undefined;
    return sources.map((s) => {
        const { text, where } = keyText(io, s, '--verify', true);
        return (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePublicKey */ .ee)(text, where);
    });
}


/***/ }),

/***/ 2974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* reexport safe */ _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__.$Y),
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   WL: () => (/* reexport safe */ _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__.WL),
/* harmony export */   XS: () => (/* reexport safe */ _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__.XS),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9898);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7098);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2878);
/* harmony import */ var _environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7055);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5055);
/* harmony import */ var _stdio_transport_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(623);
/* harmony import */ var _process_group_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4609);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */










/***/ })

};
