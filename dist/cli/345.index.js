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
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5243);
/* harmony import */ var _policy_judge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1494);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6890);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(476);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9851);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8822);









const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--timeout SECONDS] [--format text|json|markdown|sarif] [--fail-on LIST]

Compare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for
cron jobs and runtime checks (a vendor changing a remote server's tools under you).

Options:
${_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_FLAG_HELP */ .Ap}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${_config_js__WEBPACK_IMPORTED_MODULE_5__/* .TIMEOUT_FLAG_HELP */ .$6}
${_report_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_FLAGS_HELP */ .hJ}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: 0 no blocking drift, 1 blocking drift or a server could not be read, 2 config or lockfile error.
`;
async function runCheck(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .bQ)('check', {
        args,
        options: {
            config: { type: 'string' },
            lockfile: { type: 'string' },
            timeout: { type: 'string' },
            ..._report_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_FLAGS */ .d$,
            quiet: { type: 'boolean', short: 'q' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(CHECK_HELP);
        return 0;
    }
    const choice = (0,_report_js__WEBPACK_IMPORTED_MODULE_7__/* .reportChoice */ .Q9)(io, values);
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCliConfig */ .XY)(io, values.config, values.timeout);
    const lockPath = values.lockfile !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveIn */ .QH)(io, values.lockfile) : (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveFromRoot */ .xl)(root, config.lockfile);
    const lock = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .readCliLockfile */ .ot)(io, lockPath);
    if (!lock)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`no lockfile at ${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first and commit it`);
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .progress */ .q)(io, values.quiet === true || (0,_report_js__WEBPACK_IMPORTED_MODULE_7__/* .machineFormat */ .FK)(choice.format));
    const live = await (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverAll */ .$d)(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, ...(onEvent ? { onEvent } : {}) });
    const { diff, evaluation } = (0,_policy_judge_js__WEBPACK_IMPORTED_MODULE_2__/* .judge */ .S)({ before: (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(lock), after: live, config, today: io.today, ...(choice.failOn ? { failOn: choice.failOn } : {}) });
    io.stdout((0,_report_js__WEBPACK_IMPORTED_MODULE_7__/* .render */ .XX)(choice, { diff, evaluation, subject: { before: (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, lockPath), after: 'live servers' } }));
    return (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_8__/* .decideLocal */ .as)(evaluation).decision === 'fail' ? 1 : 0;
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
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4715);
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
