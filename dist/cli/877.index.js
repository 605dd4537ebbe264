export const id = 877;
export const ids = [877];
export const modules = {

/***/ 5877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK_HELP: () => (/* binding */ CHECK_HELP),
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(8828);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(3827);
// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(6847);
// EXTERNAL MODULE: ./src/contract/neutral-align.ts
var neutral_align = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(8990);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(175);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(3436);
;// CONCATENATED MODULE: ./src/app/check-drift.ts








/**
 * The live servers against a lockfile: discover, judge with the config's policy, decide. The CLI `check`, the
 * action's drift run (schedule, push) and its merge-queue run share it; each reads the lockfile its own way.
 */
async function checkDrift(o) {
    const { config } = o;
    const live = await (o.discover ?? discovery/* discoverAll */.$d)(o.launch ?? config.servers, {
        rootDir: o.rootDir,
        env: o.env,
        concurrency: config.concurrency,
        downloadConcurrency: config.downloadConcurrency,
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
    });
    for (const [id, pkg] of Object.entries(o.verified ?? {}))
        if (live.servers[id])
            live.servers[id] = { ...live.servers[id], package: pkg };
    const before = neutralPinned((0,lockfile/* lockfileToSnapshotSet */.Nd)(o.lock, { servers: config.servers.map((s) => s.id), lockfile: o.lockfile }), config.servers, o);
    const { diff, evaluation } = (0,judge/* judge */.S)({
        before,
        after: alignedLive(live, before, config.servers, o),
        config,
        today: o.today,
        ...(o.notes ? { notes: o.notes } : {}),
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
    return { diff, evaluation, verdict: (0,decide/* decideLocal */.as)(evaluation) };
}
/**
 * The report of a drift check (the action's schedule and push runs): the lockfile against the live servers, with the
 * next step the decision calls for.
 */
function driftReport(o) {
    return {
        diff: o.diff,
        evaluation: o.evaluation,
        subject: { before: o.lockfile, after: 'live servers' },
        sides: LOCKFILE_VS_LIVE,
        nextStep: o.verdict.decision === 'fail'
            ? `The live servers no longer match ${o.lockfile}. Review the drift; if it is expected, run \`npx mcp-contract-gate pin\` and commit the lockfile in a pull request.`
            : `The live servers match ${o.lockfile}${o.evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`,
    };
}
/**
 * The pinned text read as this environment reads the live text: this machine's paths and facts as placeholders on
 * both sides. A lockfile pinned on another machine (or before a fact was neutral) may hold a value that is this
 * machine's own (`America/New_York` as an example zone, pinned in Berlin, checked in New York): the live server writes
 * it as this machine's, so it reads `${timeZone}` there, and must here too.
 */
function neutralPinned(set, servers, o) {
    return perServer(set, servers, o, (snap, ctx) => (0,neutral_paths/* neutralizeSnapshot */.Cb)(snap, ctx));
}
/**
 * The live text against the pin, for a zone this machine writes as it is (UTC): a pinned `${timeZone}` or
 * `${utcOffset}` that the server filled in with this machine's own zone reads as pinned (alignToPinned).
 */
function alignedLive(live, pinned, servers, o) {
    return perServer(live, servers, o, (snap, ctx, id) => (pinned.servers[id] ? (0,neutral_align/* alignToPinned */.$Z)(snap, pinned.servers[id], ctx) : snap));
}
function perServer(set, servers, o, f) {
    const byId = new Map(servers.map((s) => [s.id, s]));
    const out = { ...set, servers: {} };
    for (const [id, snap] of Object.entries(set.servers)) {
        const server = byId.get(id);
        (0,json/* setOwn */.P5)(out.servers, id, server ? f(snap, (0,discovery/* serverNeutralContext */.KS)(server, { rootDir: o.rootDir, env: o.env }), id) : snap);
    }
    return out;
}

// EXTERNAL MODULE: ./src/discovery/locked-launch.ts + 3 modules
var locked_launch = __webpack_require__(6585);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8987);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(9397);
// EXTERNAL MODULE: ./src/cli/keys.ts
var keys = __webpack_require__(3807);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(3676);
// EXTERNAL MODULE: ./src/cli/report.ts
var report = __webpack_require__(3297);
// EXTERNAL MODULE: ./src/report/render.ts + 7 modules
var render = __webpack_require__(1239);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(6820);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts













const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--verify KEY]… [--max-age DAYS] [--locked] [--timeout SECONDS] [--format ${render/* FORMAT_USAGE */.Y}] [--fail-on LIST]

Compare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for
cron jobs and runtime checks (a vendor changing a remote server's tools under you).

Options:
${cli_config/* CONFIG_FLAG_HELP */.Ap}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${keys/* VERIFY_FLAG_HELP */.t3}
${keys/* LOCKED_FLAG_HELP */.QX}
${cli_config/* TIMEOUT_FLAG_HELP */.$6}
${report/* REPORT_FLAGS_HELP */.hJ}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: ${exit_codes/* EXIT_CODES */.a.pass} no blocking drift, ${exit_codes/* EXIT_CODES */.a.blocking} blocking drift (with --locked: a package's bytes changed), ${exit_codes/* EXIT_CODES */.a.badInput}
config, lockfile or key error (a lockfile --verify refuses included), ${exit_codes/* EXIT_CODES */.a.couldNotRun} a server could not be read (and nothing else
blocks; with --locked: a package could not be fetched to check it).
`;
async function runCheck(args, io) {
    const { values } = (0,cli_args/* parseFlags */.bQ)('check', {
        args,
        options: {
            ...cli_config/* LOCKFILE_FLAGS */.eU,
            ...keys/* VERIFY_FLAGS */.Oi,
            locked: { type: 'boolean' },
            ...report/* REPORT_FLAGS */.d$,
        },
    });
    if (values.help) {
        io.stdout(CHECK_HELP);
        return 0;
    }
    const choice = (0,report/* reportChoice */.Q9)(io, values);
    const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, values);
    const lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
    const lock = (0,cli_config/* readCliLockfile */.ot)(io, lockPath, (0,keys/* readVerify */.sF)(io, values));
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${(0,cli_config/* display */.Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first and commit it`);
    let launch;
    let verified;
    if (values.locked) {
        // every locked package's bytes checked before any server starts; a refusal stops the check (never an unverified run)
        launch = [];
        verified = {};
        const refused = [];
        for (const server of config.servers) {
            const { cwd, env } = (0,discovery_launch/* launchSpec */.rR)(server, io.env, root);
            const v = await (0,locked_launch/* verifyLockedPackage */.ut)(server, lock.servers[server.id]?.package, (0,cli_config/* display */.Vy)(io, lockPath), { cwd, env, cacheDir: (0,locked_launch/* archiveCacheDir */.cF)(io.env) });
            if (!v.ok) {
                refused.push({ id: server.id, kind: v.kind, message: v.message });
                continue;
            }
            // npx runs the verified archive with the npm cache of those bytes (v.env), as the proxy's --locked does
            launch.push(server.transport === 'stdio' ? { ...server, command: v.command, args: v.args, ...(v.env ? { env: { ...server.env, ...v.env } } : {}) } : server);
            if (v.verified)
                verified[server.id] = v.verified;
        }
        if (refused.length) {
            for (const r of refused)
                io.stderr(`mcp-contract-gate check: refused to start server '${r.id}': ${r.message}${r.kind === 'changed' ? ' (server-package-changed)' : ''}\n`);
            // the worst first: other bytes (blocking), then bad input, then a registry that could not be reached
            const codes = refused.map((r) => exit_codes/* EXIT_CODES */.a[(0,locked_launch/* lockedRefusalExit */.nl)(r.kind)]);
            return codes.includes(exit_codes/* EXIT_CODES */.a.blocking) ? exit_codes/* EXIT_CODES */.a.blocking : codes.includes(exit_codes/* EXIT_CODES */.a.badInput) ? exit_codes/* EXIT_CODES */.a.badInput : exit_codes/* EXIT_CODES */.a.couldNotRun;
        }
    }
    const onEvent = (0,progress/* progress */.q)(io, values.quiet === true || (0,report/* machineFormat */.FK)(choice.format));
    const { diff, evaluation, verdict } = await checkDrift({
        ...(launch ? { launch } : {}),
        ...(verified ? { verified } : {}),
        config,
        rootDir: root,
        lock,
        lockfile: (0,cli_config/* display */.Vy)(io, lockPath),
        env: io.env,
        today: io.today,
        ...(choice.failOn ? { failOn: choice.failOn } : {}),
        ...(onEvent ? { onEvent } : {}),
    });
    io.stdout((0,report/* render */.XX)(choice, { diff, evaluation, subject: { before: (0,cli_config/* display */.Vy)(io, lockPath), after: 'live servers' }, sides: common/* LOCKFILE_VS_LIVE */.lc }));
    return (0,decide/* exitCodeOf */.FO)(verdict);
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
