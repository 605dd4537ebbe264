export const id = 986;
export const ids = [986];
export const modules = {

/***/ 9986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RELEASE_CHECK_HELP: () => (/* binding */ RELEASE_CHECK_HELP),
/* harmony export */   runReleaseCheck: () => (/* binding */ runReleaseCheck)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_release_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43);
/* harmony import */ var _app_release_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9779);
/* harmony import */ var _policy_versioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1045);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6820);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8987);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9397);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2923);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3676);
/* harmony import */ var _release_output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(897);










const RELEASE_CHECK_HELP = `Usage: mcp-contract-gate release-check [--version V] [--since REF | --since-published V] [--baseline ${_policy_versioning_js__WEBPACK_IMPORTED_MODULE_3__/* .BASELINE_KINDS */ .Yc.join('|')}] [--format ${_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .CHANGELOG_FORMATS */ .K9.join('|')}]

For server authors, before a release: compare the contracts at the last release with the servers of the working
tree, and check that the version being released makes the bump the changes need under semver (a removed parameter
needs a major release; a new tool or a re-described one a minor one; cosmetic changes a patch). Run it in the
server's folder: the version comes from its server.json, package.json or pyproject.toml (they must agree), the last
release is its highest release tag below that version (v1.2.3, 1.2.3, NAME@1.2.3, NAME-v1.2.3, NAME/v1.2.3; in a
monorepo only tags named after the package). The baseline is the first that can be read of: the lockfile at that
tag; the previous published version of the package (npm, PyPI), launched with today's config entry; that tag
checked out in a worktree and run with today's config and setup. Which one was used is printed first; when none can
be read, the check refuses (exit ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.couldNotRun}) and says what was tried and what to add.

Options:
  --version V       the version being released (default: the one the project files declare)
  --since REF       the last release, as a git ref (default: the server's highest release tag below the version)
  --since-published V
                    the baseline is the published package at version V (an image: a tag or sha256: digest)
  --baseline K      use only this baseline: lockfile, registry or worktree (default: the first that can be read)
  --tag-pattern P   the shape of the server's release tags, {version} for the version (e.g. "release-{version}")
  --server ID       only this server of the config (repeatable; default: the servers that run in this folder)
  --github-summary FILE
                    also write the Markdown the action's release mode writes to the job summary
  --no-cosmetic     leave representation-only (cosmetic) changes out of the changelog
${_config_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_FLAG_HELP */ .Ap}
  --lockfile F      the lockfile path in the last release's ref (default: the config's \`lockfile\`)
${_config_js__WEBPACK_IMPORTED_MODULE_6__/* .TIMEOUT_FLAG_HELP */ .$6}
${(0,_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .changelogFormatHelp */ .x_)('text')}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.pass} the version makes the bump, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.blocking} it is too small (or the version files disagree), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.badInput} bad input (no
version), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES */ .a.couldNotRun} could not run (no baseline could be read, or a server could not be read).
`;
async function runReleaseCheck(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parseFlags */ .bQ)('release-check', {
        args,
        options: {
            version: { type: 'string' },
            since: { type: 'string' },
            'since-published': { type: 'string' },
            baseline: { type: 'string' },
            'tag-pattern': { type: 'string' },
            server: { type: 'string', multiple: true },
            'github-summary': { type: 'string' },
            'no-cosmetic': { type: 'boolean' },
            format: { type: 'string', default: 'text' },
            ..._config_js__WEBPACK_IMPORTED_MODULE_6__/* .LOCKFILE_FLAGS */ .eU,
        },
    });
    if (values.help) {
        io.stdout(RELEASE_CHECK_HELP);
        return 0;
    }
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)('--format', values.format ?? 'text', _release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .CHANGELOG_FORMATS */ .K9);
    const baseline = values.baseline !== undefined ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)('--baseline', values.baseline, _policy_versioning_js__WEBPACK_IMPORTED_MODULE_3__/* .BASELINE_KINDS */ .Yc) : undefined;
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .loadCliConfig */ .XY)(io, values.config, values);
    const lockfile = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .cliLockfile */ .kP)(io, root, config, values.lockfile);
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .progress */ .q)(io, values.quiet === true || format === 'json' || format === 'summary');
    const r = await (0,_app_release_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseCheck */ .ME)({
        config,
        rootDir: root,
        lockfile,
        env: io.env,
        today: io.today,
        ...(values.version !== undefined ? { version: values.version } : {}),
        ...(values.since !== undefined ? { since: values.since } : {}),
        ...(values['since-published'] !== undefined ? { sincePublished: values['since-published'] } : {}),
        ...(baseline ? { baseline } : {}),
        ...(values['tag-pattern'] !== undefined ? { tagPattern: values['tag-pattern'] } : {}),
        ...(values.server?.length ? { servers: values.server } : {}),
        packageDir: (0,_app_release_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .packageFolder */ .n4)(root, io.cwd),
        ...(onEvent ? { onEvent } : {}),
    });
    // the job summary's bytes: the release mode's Markdown, with the line end the runner's summary adds (core.summary.addRaw)
    if (values['github-summary'] !== undefined)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveIn */ .QH)(io, values['github-summary']), (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .scrubbedText */ ._Y)(io, `${(0,_app_release_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseOutcome */ .IA)(r).markdown}\n`));
    io.stdout((0,_release_output_js__WEBPACK_IMPORTED_MODULE_9__/* .renderRelease */ .c)(format, r.input, { cosmetic: values['no-cosmetic'] !== true }));
    return r.exitCode;
}


/***/ })

};
