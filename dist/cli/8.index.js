export const id = 8;
export const ids = [8];
export const modules = {

/***/ 1008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CHANGELOG_HELP: () => (/* binding */ CHANGELOG_HELP),
/* harmony export */   runChangelog: () => (/* binding */ runChangelog)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_gate_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1961);
/* harmony import */ var _app_release_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43);
/* harmony import */ var _app_release_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9779);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6820);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4788);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8987);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9397);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3676);
/* harmony import */ var _release_output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(897);










const CHANGELOG_HELP = `Usage: mcp-contract-gate changelog BEFORE AFTER [--format ${_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .CHANGELOG_FORMATS */ .K9.join('|')}] [--from-version V] [--to-version V]

The contract changelog between two releases, for release notes: Keep a Changelog style Markdown (Breaking,
Changed meaning, Added; per tool, prompt, resource, template or the instructions; each line with its rule ID and the
bump it needs; a word diff for changed descriptions; representation-only changes grouped once at the end), and the
semver bump the changes need. BEFORE and AFTER are two files (snapshots or lockfiles), or two git refs of this
repository (tags, branches, commits): each ref's lockfile when it pins every server, else today's servers run in a
temporary worktree of the ref with today's config (a ref older than the config is normal); the versions come from
server.json, package.json or pyproject.toml at each ref (or the tag's name).

Options:
${(0,_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .changelogFormatHelp */ .x_)('markdown')}
  --from-version V  the version BEFORE was released as (default: read at the ref; none for files)
  --to-version V    the version AFTER is released as (default: read at the ref; none for files)
  --no-cosmetic     leave representation-only (cosmetic) changes out
  --server ID       refs: only this server of the config (repeatable; default: the servers that run in this folder)
${_config_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_FLAG_HELP */ .Ap}
                    refs: the servers to discover; files: the policy (default: built-in)
  --lockfile F      refs: the lockfile path in each ref (default: the config's \`lockfile\`)
${_config_js__WEBPACK_IMPORTED_MODULE_7__/* .TIMEOUT_FLAG_HELP */ .$6}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.pass} the changelog was written (whatever it holds), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.badInput} bad input, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.couldNotRun} a server could not be
read (the changelog names it and is incomplete).
`;
const isFile = (path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile();
async function runChangelog(args, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFlags */ .bQ)('changelog', {
        args,
        allowPositionals: true,
        options: {
            format: { type: 'string', default: 'markdown' },
            'from-version': { type: 'string' },
            'to-version': { type: 'string' },
            'no-cosmetic': { type: 'boolean' },
            server: { type: 'string', multiple: true },
            ..._config_js__WEBPACK_IMPORTED_MODULE_7__/* .LOCKFILE_FLAGS */ .eU,
        },
    });
    if (values.help) {
        io.stdout(CHANGELOG_HELP);
        return 0;
    }
    if (positionals.length !== 2)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`changelog takes BEFORE and AFTER: two snapshot or lockfile files, or two git refs (got ${positionals.length}); see --help`);
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .yL)('--format', values.format ?? 'markdown', _release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .CHANGELOG_FORMATS */ .K9);
    const [before, after] = positionals;
    const versions = { ...(values['from-version'] ? { from: values['from-version'] } : {}), ...(values['to-version'] ? { to: values['to-version'] } : {}) };
    let r;
    if (isFile((0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(io, before)) && isFile((0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(io, after))) {
        const config = values.config !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadCliConfig */ .XY)(io, values.config).config : (0,_config_gate_config_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultConfig */ .sb)();
        r = (0,_app_release_js__WEBPACK_IMPORTED_MODULE_2__/* .changelogFiles */ .k7)({ config, today: io.today, before: { path: (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(io, before), name: before }, after: { path: (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(io, after), name: after }, ...versions });
    }
    else {
        for (const p of [before, after])
            if (isFile((0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveIn */ .QH)(io, p)))
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`${p} is a file and the other argument is not: give two files (snapshots or lockfiles) or two git refs`);
        const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .loadCliConfig */ .XY)(io, values.config, values);
        const lockfile = (0,_config_js__WEBPACK_IMPORTED_MODULE_7__/* .cliLockfile */ .kP)(io, root, config, values.lockfile);
        const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .progress */ .q)(io, values.quiet === true || format === 'json' || format === 'summary');
        r = await (0,_app_release_js__WEBPACK_IMPORTED_MODULE_2__/* .changelogRefs */ .Pc)({
            config,
            rootDir: root,
            lockfile,
            env: io.env,
            today: io.today,
            before,
            after,
            versions,
            packageDir: (0,_app_release_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .packageFolder */ .n4)(root, io.cwd),
            ...(values.server?.length ? { servers: values.server } : {}),
            ...(onEvent ? { onEvent } : {}),
        });
    }
    io.stdout((0,_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .renderRelease */ .c)(format, r.input, { cosmetic: values['no-cosmetic'] !== true }));
    return r.evaluation.failures.length ? _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.couldNotRun : _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.pass;
}


/***/ })

};
