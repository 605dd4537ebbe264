export const id = 303;
export const ids = [303];
export const modules = {

/***/ 8303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK_HELP: () => (/* binding */ CHECK_HELP),
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: ./src/contract/lockfile.ts
var lockfile = __webpack_require__(1789);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(2974);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/policy/judge.ts + 6 modules
var judge = __webpack_require__(9292);
;// CONCATENATED MODULE: ./src/app/check-drift.ts




/**
 * The live servers against a lockfile: discover, judge with the config's policy, decide. The CLI `check`, the
 * action's drift run (schedule, push) and its merge-queue run share it; each reads the lockfile its own way.
 */
async function checkDrift(o) {
    const { config } = o;
    const live = await (0,discovery/* discoverAll */.$d)(o.launch ?? config.servers, { rootDir: o.rootDir, env: o.env, concurrency: config.concurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
    const { diff, evaluation } = (0,judge/* judge */.S)({
        before: (0,lockfile/* lockfileToSnapshotSet */.Nd)(o.lock, { servers: config.servers.map((s) => s.id), lockfile: o.lockfile }),
        after: live,
        config,
        today: o.today,
        ...(o.notes ? { notes: o.notes } : {}),
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
    return { diff, evaluation, verdict: (0,decide/* decideLocal */.as)(evaluation) };
}

// EXTERNAL MODULE: ./src/discovery/locked-launch.ts
var locked_launch = __webpack_require__(3800);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(4114);
// EXTERNAL MODULE: ./src/cli/keys.ts
var keys = __webpack_require__(8528);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/report.ts
var report = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/report/render.ts + 4 modules
var render = __webpack_require__(8742);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(3605);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts











const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--verify KEY]… [--locked] [--timeout SECONDS] [--format ${render/* FORMAT_USAGE */.Y}] [--fail-on LIST]

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

Exit codes: ${exit_codes/* EXIT_CODES */.a.pass} no blocking drift, ${exit_codes/* EXIT_CODES */.a.blocking} blocking drift, ${exit_codes/* EXIT_CODES */.a.badInput} config, lockfile or key error (a
lockfile --verify refuses included), ${exit_codes/* EXIT_CODES */.a.couldNotRun} a server could not be read (and nothing else blocks).
`;
async function runCheck(args, io) {
    const { values } = (0,cli_args/* parseFlags */.bQ)('check', {
        args,
        options: {
            config: { type: 'string' },
            lockfile: { type: 'string' },
            verify: { type: 'string', multiple: true },
            locked: { type: 'boolean' },
            ...cli_config/* TIMEOUT_FLAGS */.OQ,
            ...report/* REPORT_FLAGS */.d$,
            quiet: { type: 'boolean', short: 'q' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(CHECK_HELP);
        return 0;
    }
    const choice = (0,report/* reportChoice */.Q9)(io, values);
    const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, values);
    const lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
    const lock = (0,cli_config/* readCliLockfile */.ot)(io, lockPath, (0,keys/* readVerifyKeys */.ol)(io, values.verify));
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${(0,cli_config/* display */.Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first and commit it`);
    const onEvent = (0,progress/* progress */.q)(io, values.quiet === true || (0,report/* machineFormat */.FK)(choice.format));
    const { diff, evaluation, verdict } = await checkDrift({
        ...(values.locked ? { launch: (0,locked_launch/* lockServers */.EC)(config.servers, lock, (0,cli_config/* display */.Vy)(io, lockPath)) } : {}),
        config,
        rootDir: root,
        lock,
        lockfile: (0,cli_config/* display */.Vy)(io, lockPath),
        env: io.env,
        today: io.today,
        ...(choice.failOn ? { failOn: choice.failOn } : {}),
        ...(onEvent ? { onEvent } : {}),
    });
    io.stdout((0,report/* render */.XX)(choice, { diff, evaluation, subject: { before: (0,cli_config/* display */.Vy)(io, lockPath), after: 'live servers' } }));
    return (0,decide/* exitCodeOf */.FO)(verdict);
}


/***/ }),

/***/ 8528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QX: () => (/* binding */ LOCKED_FLAG_HELP),
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
const LOCKED_FLAG_HELP = `  --locked          run the package versions the lockfile recorded (npx/pnpm dlx/yarn dlx/bunx pkg@VERSION, uvx and
                    pipx pkg==VERSION, docker image@sha256:DIGEST), whatever version the spec asks for; a registry
                    that now serves other bytes for that version is refused (server-package-changed)`;
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
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1507);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7098);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */






/***/ }),

/***/ 3800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EC: () => (/* binding */ lockServers),
/* harmony export */   LT: () => (/* binding */ lockedIntegrityProblem),
/* harmony export */   pi: () => (/* binding */ lockServer)
/* harmony export */ });
/* unused harmony export lockedTarget */
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6223);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3579);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _package_resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2831);




/** What `--locked` runs of a locked package: its exact version, and an image's digest. */
function lockedTarget(pkg) {
    const version = pkg.version ?? pkg.resolved;
    const digest = pkg.manager === 'docker' && typeof pkg.integrity === 'string' && pkg.integrity.startsWith('sha256:') ? pkg.integrity : undefined;
    return { ...(version ? { version } : {}), ...(digest ? { digest } : {}) };
}
function lockServer(server, pkg, lockfile) {
    if (server.transport !== 'stdio' || !server.command)
        return server;
    const spec = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLaunchSpec */ .y8)(server.command, server.args ?? []);
    if (!spec)
        return server;
    const fix = `run \`npx mcp-contract-gate pin\` (with the registry reachable) and review the lockfile, or drop --locked`;
    if (!pkg)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} records no package for it: ${fix}`);
    if (pkg.name !== spec.package || pkg.manager !== spec.manager)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} locked ${pkg.name} (${pkg.manager}): ${fix}`);
    const target = lockedTarget(pkg);
    const launch = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedLaunch */ .or)(server.command, server.args ?? [], target);
    if (!launch)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`--locked: ${lockfile} records no exact version${spec.manager === 'docker' ? ' or digest' : ''} of ${pkg.name} for server ${server.id}: ${fix}`);
    return { ...server, command: launch.command, args: launch.args };
}
/** Every server of a config with its launch spec locked (see lockServer). */
function lockServers(servers, lock, lockfile) {
    return servers.map((s) => lockServer(s, lock.servers[s.id]?.package, lockfile));
}
/**
 * Before a locked launch: resolve the locked version again and compare its integrity with the locked one. A registry
 * that now serves other bytes for that version is a refusal (the reason); an integrity that cannot be read on either
 * side is not (undefined, with the run going ahead as the version pin allows).
 */
async function lockedIntegrityProblem(server, pkg, o) {
    if (!pkg.integrity || pkg.integrity === _contract_types_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_INTEGRITY */ .P || pkg.manager === 'docker')
        return undefined; // an image digest is checked by the engine that pulls it
    const spec = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLaunchSpec */ .y8)(server.command ?? '', server.args ?? []);
    if (!spec)
        return undefined;
    const now = await (0,_package_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePackage */ .Ph)(spec, { ...o, command: server.command ?? '' });
    if (now.integrity === _contract_types_js__WEBPACK_IMPORTED_MODULE_3__/* .UNKNOWN_INTEGRITY */ .P || now.integrity === pkg.integrity)
        return undefined;
    return `${pkg.name}@${pkg.version ?? pkg.resolved} (${pkg.manager}) now resolves to ${now.integrity}, but the lockfile recorded ${pkg.integrity}: the registry serves other bytes for the reviewed version`;
}


/***/ })

};
