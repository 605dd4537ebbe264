export const id = 492;
export const ids = [492];
export const modules = {

/***/ 5492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SNAPSHOT_HELP: () => (/* binding */ SNAPSHOT_HELP),
/* harmony export */   runSnapshot: () => (/* binding */ runSnapshot),
/* harmony export */   summaryLines: () => (/* binding */ summaryLines)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _discovery_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3827);
/* harmony import */ var _report_common_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3436);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8987);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9397);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2923);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3676);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6820);









const SNAPSHOT_HELP = `Usage: mcp-contract-gate snapshot [--config F] [--timeout SECONDS] [--out F] [--format json|text]

Start (or reach) every configured server, read tools/list, prompts/list and resources/templates/list exactly as
sent, and write them as a multi-server snapshot: {"servers":{"ID":{"tools":[…],"serverInfo":…,"error"?:…}}},
the shape \`diff\` reads.

Options:
  --config F        the gate's YAML or an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json,
                    claude_desktop_config.json); default: ${_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_CANDIDATES */ .y9[0]}, then ${_config_js__WEBPACK_IMPORTED_MODULE_5__/* .CONFIG_CANDIDATES */ .y9[1]}, …
                    here or in a folder above, up to the repository root
${_config_js__WEBPACK_IMPORTED_MODULE_5__/* .TIMEOUT_FLAG_HELP */ .$6}
  --out F           write the snapshot to F (relative to the working folder; default: standard output)
  --format F        json (default) or text (a one-line summary per server)
  -q, --quiet       no progress lines on stderr (also off when the JSON goes to standard output)
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_CODES */ .a.pass} every server was read, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_CODES */ .a.badInput} config error, ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_CODES */ .a.couldNotRun} some failed (their errors are in the
snapshot).
`;
function snapshotJson(set) {
    // a server's over-deep tool is cut past the limit, so writing never overflows and a reader still reports it
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .prettyJson */ .D_)({ servers: set.servers });
}
/** One line per server (✓ with its counts, ✗ with its error and output tail); `failedOnly`: the ✗ lines only. */
function summaryLines(set, options = {}) {
    const lines = Object.entries(set.servers)
        .filter(([, s]) => !options.failedOnly || s.error || s.tools.length === 0)
        .map(([id, s]) => s.error
        ? `✗ ${id}: ${s.error.message}${s.error.exitCode !== undefined && s.error.exitCode !== null ? ` (exit code ${s.error.exitCode})` : ''}${s.error.stderr ? `\n    stderr: ${s.error.stderr.trim().split('\n').slice(-5).join('\n            ')}` : ''}`
        : s.tools.length === 0 && !s.prompts?.length
            ? `⚠ ${id}: 0 tools: the server listed nothing (a missing API key or feature flag, or the client capabilities declared, can hide its tools)`
            : `✓ ${id}: ${(0,_report_common_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.tools.length, 'tool')}${s.prompts?.length ? `, ${(0,_report_common_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(s.prompts.length, 'prompt')}` : ''}${s.serverInfo?.version ? ` (${s.serverInfo.name ?? ''} ${s.serverInfo.version})` : ''}`);
    return lines.length ? `${lines.join('\n')}\n` : '';
}
async function runSnapshot(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .bQ)('snapshot', {
        args,
        options: {
            ..._config_js__WEBPACK_IMPORTED_MODULE_5__/* .SERVER_FLAGS */ .C9,
            out: { type: 'string' },
            format: { type: 'string', default: 'json' },
        },
    });
    if (values.help) {
        io.stdout(SNAPSHOT_HELP);
        return 0;
    }
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .oneOf */ .yL)('--format', values.format, ['json', 'text']);
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCliConfig */ .XY)(io, values.config, values);
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .progress */ .q)(io, values.quiet === true || (format === 'json' && !values.out));
    const set = await (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverAll */ .$d)(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, ...(onEvent ? { onEvent } : {}) });
    const failed = Object.values(set.servers).some((s) => s.error);
    if (values.out) {
        const out = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveIn */ .QH)(io, values.out);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(out, (0,_io_js__WEBPACK_IMPORTED_MODULE_6__/* .scrubbedText */ ._Y)(io, snapshotJson(set)));
        io.stderr(summaryLines(set, { failedOnly: true }));
        io.stderr(`wrote ${(0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, out)} (${(0,_report_common_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(Object.keys(set.servers).length, 'server')})\n`);
    }
    else
        io.stdout(format === 'text' ? summaryLines(set) : snapshotJson(set));
    return failed ? _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_CODES */ .a.couldNotRun : _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT_CODES */ .a.pass;
}


/***/ }),

/***/ 3827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   KS: () => (/* reexport safe */ _discover_server_js__WEBPACK_IMPORTED_MODULE_0__.KS),
/* harmony export */   Pw: () => (/* reexport safe */ _launch_js__WEBPACK_IMPORTED_MODULE_3__.Pw),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5045);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1710);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9055);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1928);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */






/***/ })

};
