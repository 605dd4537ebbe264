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

// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(1222);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(2974);
// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(4112);
// EXTERNAL MODULE: ./src/contract/neutral-align.ts
var neutral_align = __webpack_require__(8061);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(7457);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(4069);
;// CONCATENATED MODULE: ./src/app/check-drift.ts








/**
 * The live servers against a lockfile: discover, judge with the config's policy, decide. The CLI `check`, the
 * action's drift run (schedule, push) and its merge-queue run share it; each reads the lockfile its own way.
 */
async function checkDrift(o) {
    const { config } = o;
    const live = await (0,discovery/* discoverAll */.$d)(o.launch ?? config.servers, {
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

// EXTERNAL MODULE: ./src/discovery/locked-launch.ts
var locked_launch = __webpack_require__(3800);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(9507);
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
// EXTERNAL MODULE: ./src/report/render.ts + 7 modules
var render = __webpack_require__(6823);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(3605);
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
            config: { type: 'string' },
            lockfile: { type: 'string' },
            ...keys/* VERIFY_FLAGS */.Oi,
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

/***/ 8528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oi: () => (/* binding */ VERIFY_FLAGS),
/* harmony export */   QX: () => (/* binding */ LOCKED_FLAG_HELP),
/* harmony export */   jy: () => (/* binding */ readSigningKey),
/* harmony export */   sF: () => (/* binding */ readVerify),
/* harmony export */   t3: () => (/* binding */ VERIFY_FLAG_HELP),
/* harmony export */   vA: () => (/* binding */ SIGN_KEY_FLAG_HELP)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(924);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5450);
/* harmony import */ var _verify_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5497);





/** The help lines of the signing flags, one definition for every command that takes them. */
const SIGN_KEY_FLAG_HELP = `  --sign-key K      sign the lockfile with this Ed25519 private key: a file (PEM, as \`keygen\` writes it) or
                    env:NAME, a variable holding the key (a CI secret); see docs/signing.md`;
const VERIFY_FLAG_HELP = `  --verify K        refuse a lockfile that is not signed by this Ed25519 public key: a .pub file, env:NAME, or
                    the key's base64 line (repeat for key rotation: any one of them may have signed); also refuse
                    one whose sequence is lower than the highest verified here before for that key (a rollback)
  --max-age DAYS    with --verify: refuse a lockfile signed more than DAYS days ago (a freeze on an old one)
  --verify-state F  with --verify: where the highest sequences seen are kept (default: $${_verify_state_js__WEBPACK_IMPORTED_MODULE_4__/* .VERIFY_STATE_ENV */ .Aw},
                    else ~/.local/state/mcp-contract-gate/verified-lockfiles.json; see docs/signing.md)`;
/** The flags of lockfile verification, one definition for every command that takes them. */
const VERIFY_FLAGS = {
    verify: { type: 'string', multiple: true },
    'max-age': { type: 'string' },
    'verify-state': { type: 'string' },
};
/** The verification the flags ask for; undefined without --verify (and --max-age or --verify-state alone is bad input). */
function readVerify(io, values) {
    const keys = readVerifyKeys(io, values.verify);
    if (!keys) {
        if (values['max-age'] !== undefined || values['verify-state'] !== undefined)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('--max-age and --verify-state go with --verify KEY (they protect a signed lockfile)');
        return undefined;
    }
    let maxAgeDays;
    if (values['max-age'] !== undefined) {
        const m = /^(\d{1,5})d?$/.exec(values['max-age'].trim());
        if (!m)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--max-age ${JSON.stringify(values['max-age'])}: give a number of days (e.g. 30 or 30d)`);
        maxAgeDays = Number(m[1]);
    }
    const statePath = values['verify-state'] !== undefined ? (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveIn */ .QH)(io, values['verify-state']) : (0,_verify_state_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultStatePath */ .K0)(io.env);
    return { keys, statePath, ...(maxAgeDays !== undefined ? { maxAgeDays } : {}) };
}
const LOCKED_FLAG_HELP = `  --locked          run the package versions the lockfile recorded, whatever version the spec asks for, once their
                    bytes match the lockfile's integrity: npx runs the npm archive it fetched and checked (sha512),
                    uvx and pipx pkg==VERSION once pip's file matched, docker image@sha256:DIGEST. Other bytes are
                    refused (exit 1, server-package-changed), a registry that cannot be reached too (exit 3);
                    pnpm dlx, yarn dlx and bunx are refused (they run no verified archive: use npx)`;
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

/***/ 8061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ alignToPinned),
/* harmony export */   c: () => (/* binding */ alignEntry)
/* harmony export */ });
/* unused harmony export fills */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4112);
/* harmony import */ var _neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4332);



/**
 * The live text read against the pin, for the time zone this machine writes as it is. A machine on UTC keeps `UTC`
 * as written (a static `'UTC'` and the machine's zone read the same there, and a pin made on UTC must check clean in
 * Paris), so a pin made in Paris (`Use '${timeZone}'`) would drift under `TZ=UTC` (`Use 'UTC'`). A live string
 * reads as its pinned one when it is that string with each `${timeZone}` written as one of this machine's zone names
 * (`UTC`, `Etc/UTC`, `Europe/Paris`) and each `${utcOffset}` as one of its offsets this year (`+00:00`, `GMT`,
 * `UTC+1`) or abbreviations (`CET`): the pin filled in with this machine's facts is exactly what the server wrote
 * here. Anything else in the string, or another zone, leaves it as it is, and the diff reports it.
 *
 * Strings are paired by where they stand: tools and prompts by name, resources by URI, templates by URI template,
 * then object members by key and array items by position. Keys themselves are compared as they are.
 */
function alignToPinned(live, pinned, ctx) {
    if (!ctx.zone || live.error || pinned.error)
        return live;
    const entries = (ls, ps, key) => {
        if (!ls || !ps)
            return ls;
        const byKey = new Map();
        for (const p of ps)
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(p))
                byKey.set(p[key], p);
        return ls.map((l) => {
            const p = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(l) ? byKey.get(l[key]) : undefined;
            return p === undefined ? l : alignEntry(l, p, ctx);
        });
    };
    const out = { ...live, tools: entries(live.tools, pinned.tools, 'name') ?? live.tools };
    const prompts = entries(live.prompts, pinned.prompts, 'name');
    if (prompts)
        out.prompts = prompts;
    const resources = entries(live.resources, pinned.resources, 'uri');
    if (resources)
        out.resources = resources;
    const templates = entries(live.resourceTemplates, pinned.resourceTemplates, 'uriTemplate');
    if (templates)
        out.resourceTemplates = templates;
    if (live.instructions !== undefined && pinned.instructions !== undefined)
        out.instructions = alignEntry(live.instructions, pinned.instructions, ctx);
    return out;
}
/** One live entry (a tool, a prompt, a string) against its pinned one, as alignToPinned reads each. */
function alignEntry(live, pinned, ctx) {
    const zone = ctx.zone;
    if (!zone)
        return live;
    const align = (l, p) => {
        if (p === undefined || l === p)
            return l;
        if (typeof l === 'string')
            return typeof p === 'string' && fills(p, l, zone, ctx.zoneAbbreviations) ? p : l;
        if (Array.isArray(l))
            return Array.isArray(p) ? l.map((x, i) => align(x, p[i])) : l;
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(l) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(p)) {
            const out = {};
            for (const [k, x] of Object.entries(l))
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P5)(out, k, align(x, Object.hasOwn(p, k) ? p[k] : undefined));
            return out;
        }
        return l;
    };
    return align(live, pinned);
}
const PLACEHOLDER = new RegExp(`(${escape(_neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone)}|${escape(_neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.offset)})`);
/** How an offset or abbreviation is written in a `${utcOffset}` slot; its value is checked after the match. */
const OFFSET_SLOT = `${_neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .OFFSET */ .e$}|[A-Z]{1,5}`;
/** Whether `live` is `pinned` with its zone placeholders written as this machine's zone, offsets or abbreviations. */
function fills(pinned, live, zone, abbreviations = []) {
    const parts = pinned.split(PLACEHOLDER);
    if (parts.length === 1)
        return false;
    const slots = [];
    const source = parts
        .map((part, i) => {
        if (i % 2 === 0)
            return escape(part);
        slots.push(part);
        const alternatives = part === _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone ? zone.names.map(escape) : [OFFSET_SLOT];
        return `(${[escape(part), ...alternatives].join('|')})`;
    })
        .join('');
    const m = new RegExp(`^${source}$`, 'u').exec(live);
    if (!m)
        return false;
    return slots.every((slot, i) => {
        const value = m[i + 1];
        if (value === slot || slot === _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone)
            return true;
        const minutes = (0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .offsetMinutes */ .rg)(value);
        return minutes !== undefined ? zone.offsets.includes(minutes) : abbreviations.includes(value);
    });
}
function escape(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 2974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   KS: () => (/* reexport safe */ _discover_server_js__WEBPACK_IMPORTED_MODULE_0__.KS),
/* harmony export */   Pw: () => (/* reexport safe */ _launch_js__WEBPACK_IMPORTED_MODULE_3__.Pw),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4280);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7098);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */






/***/ }),

/***/ 3800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cF: () => (/* binding */ archiveCacheDir),
/* harmony export */   nl: () => (/* binding */ lockedRefusalExit),
/* harmony export */   ut: () => (/* binding */ verifyLockedPackage)
/* harmony export */ });
/* unused harmony exports lockedTarget, lockServer, lockServers, sriHash */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6223);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3579);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17);
/* harmony import */ var _package_resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2831);








/** What `--locked` runs of a locked package: its exact version, and an image's digest. */
function lockedTarget(pkg) {
    const version = pkg.version ?? pkg.resolved;
    const digest = pkg.manager === 'docker' && typeof pkg.integrity === 'string' && pkg.integrity.startsWith('sha256:') ? pkg.integrity : undefined;
    return { ...(version ? { version } : {}), ...(digest ? { digest } : {}) };
}
function lockServer(server, pkg, lockfile) {
    if (server.transport !== 'stdio' || !server.command)
        return server;
    const spec = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLaunchSpec */ .y8)(server.command, server.args ?? []);
    if (!spec)
        return server;
    const fix = `run \`npx mcp-contract-gate pin\` (with the registry reachable) and review the lockfile, or drop --locked`;
    if (!pkg)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} records no package for it: ${fix}`);
    if (pkg.name !== spec.package || pkg.manager !== spec.manager)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} locked ${pkg.name} (${pkg.manager}): ${fix}`);
    const target = lockedTarget(pkg);
    const launch = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .lockedLaunch */ .or)(server.command, server.args ?? [], target);
    if (!launch)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .InputError */ .dz(`--locked: ${lockfile} records no exact version${spec.manager === 'docker' ? ' or digest' : ''} of ${pkg.name} for server ${server.id}: ${fix}`);
    return { ...server, command: launch.command, args: launch.args };
}
/** Every server of a config with its launch spec locked (see lockServer). */
function lockServers(servers, lock, lockfile) {
    return servers.map((s) => lockServer(s, lock.servers[s.id]?.package, lockfile));
}
/** The user's folder of verified package archives: $XDG_CACHE_HOME/mcp-contract-gate/packages, else ~/.cache/…. */
function archiveCacheDir(env) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.XDG_CACHE_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache'), 'mcp-contract-gate', 'packages');
}
/** The SRI hash algorithms an npm integrity may name, strongest first (sha1 is not accepted as proof). */
const SRI = ['sha512', 'sha384', 'sha256'];
/** The strongest hash of an SRI string (`sha512-… sha1-…`), or undefined. */
function sriHash(integrity) {
    const parts = integrity
        .trim()
        .split(/\s+/)
        .map((p) => /^(sha\d+)-([A-Za-z0-9+/]+={0,2})$/.exec(p));
    for (const algorithm of SRI) {
        const hit = parts.find((m) => m?.[1] === algorithm);
        if (hit)
            return { algorithm, digest: hit[2] };
    }
    return undefined;
}
/**
 * Check a locked server's package against the lockfile's integrity and give the launch that runs the checked bytes:
 * npx runs the verified npm archive itself (`file:` path in a content-addressed cache); uvx and pipx run the locked
 * version once pip fetched that version's file and its SHA-256 matched (they take no verified copy here); an image
 * runs by its locked digest. The registry is asked with the server's own environment and folder (`.npmrc`,
 * `npm_config_registry`, `PIP_INDEX_URL` …).
 */
async function verifyLockedPackage(server, pkg, lockfile, o) {
    const locked = lockServer(server, pkg, lockfile); // throws InputError: no package, another one, no exact version
    const spec = server.transport === 'stdio' && server.command ? (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLaunchSpec */ .y8)(server.command, server.args ?? []) : undefined;
    if (!spec || !pkg || spec.manager === 'docker')
        return { ok: true, command: locked.command ?? '', args: locked.args ?? [] }; // an image runs by digest
    const what = `${pkg.name}@${pkg.version ?? pkg.resolved} (${pkg.manager})`;
    const fix = 're-pin with the registry reachable (`npx mcp-contract-gate pin`) and review the lockfile, or drop --locked';
    if (!pkg.integrity || pkg.integrity === _contract_types_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_INTEGRITY */ .P)
        return { ok: false, kind: 'unverifiable', message: `${lockfile} records no integrity for ${what}${pkg.reason ? ` (${pkg.reason})` : ''}, so its bytes cannot be checked: ${fix}` };
    if (spec.manager === 'uvx' || spec.manager === 'pipx') {
        const now = await (0,_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .resolvePackage */ .Ph)((0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLaunchSpec */ .y8)(locked.command ?? '', locked.args ?? []), { ...o, command: locked.command ?? '' });
        if (now.integrity === _contract_types_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_INTEGRITY */ .P)
            return { ok: false, kind: 'unreachable', message: `could not fetch ${what} to check its bytes: ${now.reason ?? 'unknown reason'}` };
        if (now.integrity !== pkg.integrity)
            return { ok: false, kind: 'changed', message: changedMessage(what, now.integrity, pkg.integrity) };
        return { ok: true, command: locked.command ?? '', args: locked.args ?? [] };
    }
    if (spec.manager !== 'npx')
        return {
            ok: false,
            kind: 'unverifiable',
            message: `--locked runs a verified npm archive through npx only (${spec.manager} takes no archive path): launch ${pkg.name} with \`npx -y ${pkg.name}@${pkg.version ?? pkg.resolved}\`, or drop --locked`,
        };
    const expected = sriHash(pkg.integrity);
    if (!expected)
        return { ok: false, kind: 'unverifiable', message: `${lockfile} records ${pkg.integrity} for ${what}, not a sha512, sha384 or sha256 integrity: ${fix}` };
    const fetched = await fetchNpmArchive(pkg.name, (pkg.version ?? pkg.resolved), o);
    if ('problem' in fetched)
        return { ok: false, kind: fetched.kind, message: `${fetched.kind === 'changed' ? '' : `could not fetch ${what} to check its bytes: `}${fetched.problem}` };
    try {
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(fetched.file);
        const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(expected.algorithm).update(bytes).digest('base64');
        if (actual !== expected.digest)
            return { ok: false, kind: 'changed', message: changedMessage(what, `${expected.algorithm}-${actual}`, pkg.integrity) };
        const dir = o.cacheDir ?? archiveCacheDir(o.env);
        const hex = Buffer.from(expected.digest, 'base64').toString('hex').slice(0, 32);
        const archive = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${pkg.name.replace(/^@/, '').replace(/\//g, '__')}-${pkg.version ?? pkg.resolved}-${hex}.tgz`);
        const temp = `${archive}.${process.pid}.tmp`;
        // npx installs the archive (and its dependencies) into a cache of its own for these bytes: a shared npx cache
        // (`_npx`), which another install may have filled, is never read
        const npxCache = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'npx-cache', hex);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(fetched.file, temp); // the cache may be on another file system than the temporary folder
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, archive);
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(npxCache, { recursive: true });
        }
        catch (err) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
            const code = err.code ?? err.message;
            return {
                ok: false,
                kind: 'unverifiable',
                message: `cannot keep the verified archive of ${what} at ${archive} (${code}): that path must be a file mcp-contract-gate may write; remove what is there, or set XDG_CACHE_HOME`,
            };
        }
        const launch = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_4__/* .lockedLaunch */ .or)(server.command ?? '', server.args ?? [], { ...lockedTarget(pkg), archive });
        if (!launch)
            return { ok: false, kind: 'unverifiable', message: `cannot rewrite the launch of ${what} to run the verified archive` };
        return { ok: true, ...launch, verified: pkg, env: { npm_config_cache: npxCache } };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(fetched.dir, { recursive: true, force: true });
    }
}
function changedMessage(what, now, recorded) {
    return `${what} now resolves to ${now}, but the lockfile recorded ${recorded}: the registry serves other bytes for the reviewed version`;
}
/**
 * `npm pack NAME@VERSION` into a temporary folder (the registry and auth settings of the server's environment and
 * folder; the packument revalidated, no retries, no scripts). npm checks the archive against the registry's own
 * metadata (EINTEGRITY: other bytes than the metadata says); the caller checks it against the lockfile.
 */
async function fetchNpmArchive(name, version, o) {
    const timeoutMs = o.timeoutMs ?? _package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .RESOLVE_TIMEOUT_MS */ .gD;
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcg-pack-'));
    const args = ['pack', `${name}@${version}`, '--pack-destination', dir, '--json', '--ignore-scripts', '--prefer-online', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
    const run = await (0,_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .runBounded */ .Bb)('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
    const files = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dir).filter((f) => f.endsWith('.tgz'));
    if (!run.timedOut && !run.error && run.code === 0 && files.length === 1)
        return { file: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, files[0]), dir };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    if (run.timedOut)
        return { problem: `npm pack timed out after ${timeoutMs / 1000} s`, kind: 'unreachable' };
    if (run.error)
        return { problem: `npm could not run: ${run.error}`, kind: 'unreachable' };
    const code = /"code":\s*"([A-Z0-9_]+)"/.exec(run.stdout)?.[1] ?? /npm (?:ERR!|error) code ([A-Z0-9_]+)/.exec(run.stderr)?.[1];
    const summary = (/"summary":\s*"((?:[^"\\]|\\.)*)"/.exec(run.stdout)?.[1] ?? run.stderr.split('\n').find((l) => /npm (?:ERR!|error) (?!code)/.test(l)) ?? `npm pack exited with code ${run.code}`)
        .replace(/\\n/g, ' ')
        .replace(/(\/\/)[^/@\s]+@/g, '$1***@')
        .slice(0, 300);
    if (code === 'EINTEGRITY')
        return { problem: `${name}@${version}: the registry served an archive whose bytes do not match its own metadata (npm EINTEGRITY): ${summary}`, kind: 'changed' };
    return { problem: `npm pack failed${code ? ` (${code})` : ''}: ${summary}`, kind: 'unreachable' };
}
/** The exit code of a refused locked launch (see LockedVerdict). */
function lockedRefusalExit(kind) {
    return kind === 'changed' ? 'blocking' : kind === 'unreachable' ? 'couldNotRun' : 'badInput';
}


/***/ })

};
