export const id = 457;
export const ids = [457];
export const modules = {

/***/ 8457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RELEASE_CHECK_HELP: () => (/* binding */ RELEASE_CHECK_HELP),
/* harmony export */   runReleaseCheck: () => (/* binding */ runReleaseCheck)
/* harmony export */ });
/* harmony import */ var _app_release_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9456);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3605);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6890);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4114);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9851);
/* harmony import */ var _release_output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(420);






const RELEASE_CHECK_HELP = `Usage: mcp-contract-gate release-check [--version V] [--since REF | --since-published V] [--format ${_release_output_js__WEBPACK_IMPORTED_MODULE_5__/* .CHANGELOG_FORMATS */ .K9.join('|')}]

For server authors, before a release: compare the contracts at the last release with the servers of the working
tree, and check that the version being released makes the bump the changes need under semver (a removed parameter
needs a major release; a new tool a minor one). The version comes from server.json, package.json or pyproject.toml
(they must agree); the last release is the highest version tag below it (its lockfile, else its servers as
discovered in a temporary worktree), a ref you name, or the published packages at a version. Prints the changelog.

Options:
  --version V       the version being released (default: the one the project files declare)
  --since REF       the last release, as a git ref (default: the highest version tag below the version)
  --since-published V
                    the last release as the published packages at version V (servers that launch a package)
${_config_js__WEBPACK_IMPORTED_MODULE_3__/* .CONFIG_FLAG_HELP */ .Ap}
  --lockfile F      the lockfile path in the last release's ref (default: the config's \`lockfile\`)
${_config_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMEOUT_FLAG_HELP */ .$6}
${(0,_release_output_js__WEBPACK_IMPORTED_MODULE_5__/* .changelogFormatHelp */ .x_)('text')}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES */ .a.pass} the version makes the bump, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES */ .a.blocking} it is too small (or the version files disagree), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES */ .a.badInput} bad input (no
version, no earlier release), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES */ .a.couldNotRun} a server could not be read.
`;
async function runReleaseCheck(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFlags */ .bQ)('release-check', {
        args,
        options: {
            version: { type: 'string' },
            since: { type: 'string' },
            'since-published': { type: 'string' },
            format: { type: 'string', default: 'text' },
            config: { type: 'string' },
            lockfile: { type: 'string' },
            ..._config_js__WEBPACK_IMPORTED_MODULE_3__/* .TIMEOUT_FLAGS */ .OQ,
            quiet: { type: 'boolean', short: 'q' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(RELEASE_CHECK_HELP);
        return 0;
    }
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('--format', values.format ?? 'text', _release_output_js__WEBPACK_IMPORTED_MODULE_5__/* .CHANGELOG_FORMATS */ .K9);
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadCliConfig */ .XY)(io, values.config, values);
    const lockfile = (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .display */ .Vy)({ ...io, cwd: root }, values.lockfile !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveIn */ .QH)(io, values.lockfile) : (0,_config_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveFromRoot */ .xl)(root, config.lockfile));
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_4__/* .progress */ .q)(io, values.quiet === true || format === 'json' || format === 'summary');
    const r = await (0,_app_release_js__WEBPACK_IMPORTED_MODULE_0__/* .releaseCheck */ .ME)({
        config,
        rootDir: root,
        lockfile,
        env: io.env,
        today: io.today,
        ...(values.version !== undefined ? { version: values.version } : {}),
        ...(values.since !== undefined ? { since: values.since } : {}),
        ...(values['since-published'] !== undefined ? { sincePublished: values['since-published'] } : {}),
        ...(onEvent ? { onEvent } : {}),
    });
    io.stdout((0,_release_output_js__WEBPACK_IMPORTED_MODULE_5__/* .renderRelease */ .c)(format, r.input));
    return r.exitCode;
}


/***/ })

};
