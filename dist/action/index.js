import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 60753:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ pullRequestOf),
/* harmony export */   y: () => (/* binding */ readContext)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(11973);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(14788);



function readContext(env) {
    const repository = env.GITHUB_REPOSITORY ?? '';
    const [owner, repo] = repository.split('/');
    if (!owner || !repo)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('GITHUB_REPOSITORY is not set: run this inside a GitHub Actions workflow (or use the CLI)');
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            const data = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(data))
                payload = data;
        }
        catch (err) {
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`cannot read the event payload at GITHUB_EVENT_PATH (${err.message})`);
        }
    }
    const apiUrl = env.GITHUB_API_URL ?? 'https://api.github.com';
    return {
        eventName: env.GITHUB_EVENT_NAME ?? '',
        action: typeof payload.action === 'string' ? payload.action : undefined,
        payload,
        owner,
        repo,
        sha: env.GITHUB_SHA ?? '',
        apiUrl,
        graphqlUrl: env.GITHUB_GRAPHQL_URL ?? `${apiUrl.replace(/\/$/, '')}/graphql`,
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        workflow: env.GITHUB_WORKFLOW ?? '',
        job: env.GITHUB_JOB ?? '',
        runId: env.GITHUB_RUN_ID ?? '',
        workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
        runnerTemp: env.RUNNER_TEMP ?? '',
    };
}
function pullRequestOf(ctx) {
    const pr = ctx.payload.pull_request;
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pr))
        return undefined;
    const head = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pr.head) ? pr.head : {};
    const base = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pr.base) ? pr.base : {};
    const headRepo = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(head.repo) ? head.repo : {};
    const baseRepo = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(base.repo) ? base.repo : {};
    const user = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pr.user) ? pr.user : {};
    const labels = Array.isArray(pr.labels) ? pr.labels.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv).map((l) => String(l.name)) : [];
    const info = {
        number: Number(pr.number),
        author: String(user.login ?? ''),
        headSha: String(head.sha ?? ''),
        headRef: String(head.ref ?? ''),
        baseSha: String(base.sha ?? ''),
        baseRef: String(base.ref ?? ''),
        labels,
        fork: Boolean(headRepo.full_name && baseRepo.full_name && headRepo.full_name !== baseRepo.full_name),
    };
    const label = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(ctx.payload.label) ? String(ctx.payload.label.name) : undefined;
    const sender = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(ctx.payload.sender) ? String(ctx.payload.sender.login) : undefined;
    if (ctx.action === 'labeled' && label && sender)
        info.labeledNow = { label, by: sender };
    return info;
}


/***/ }),

/***/ 67506:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ firstLine)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(26918);

/** The action's first line of work (what it was asked to do), from the runner's environment alone: no module beyond this one is needed to print it. */
function firstLine(env) {
    const event = env.GITHUB_EVENT_NAME || 'no event';
    return `mcp-contract-gate ${_version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .xv}: ${event} on ${env.GITHUB_REPOSITORY || 'an unknown repository'}\n`;
}


/***/ }),

/***/ 45269:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ coreIO),
/* harmony export */   u8: () => (/* binding */ safeIO)
/* harmony export */ });
/* unused harmony exports runnerInput, runnerError */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(23214);


/**
 * The action's I/O with every text made safe to publish: secrets replaced by `***` everywhere (log, annotations, job
 * summary, outputs, failure message), and log lines that would be workflow commands (`::set-output`, `::stop-commands::`)
 * neutralised. Server-supplied text reaches all of these, so nothing is written around this wrapper.
 */
function safeIO(io, scrubber) {
    const clean = (m) => scrubber.scrub(m);
    const place = (p) => (p ? { ...p, ...(p.title !== undefined ? { title: clean(p.title) } : {}) } : undefined);
    return {
        env: io.env,
        getInput: (name) => io.getInput(name),
        setOutput: (name, value) => io.setOutput(name, typeof value === 'string' ? clean(value) : value),
        info: (m) => io.info((0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .logSafe */ .sN)(clean(m))),
        warning: (m, p) => io.warning(clean(m), place(p)),
        error: (m, p) => io.error(clean(m), place(p)),
        notice: (m, p) => io.notice(clean(m), place(p)),
        setFailed: (m) => io.setFailed(clean(m)),
        summary: (markdown) => io.summary(clean(markdown)),
        now: () => io.now(),
        ...(io.mask ? { mask: io.mask } : {}),
        ...(io.load ? { load: io.load } : {}),
        scrub: clean,
    };
}
/**
 * The runner's I/O through `@actions/core`, loaded by `load()`. Before that, `getInput` and `setFailed` speak the
 * runner's protocol directly (exactly as `@actions/core` does: test/action/io.unit.test.ts compares them), so reading the
 * inputs, and failing on bad ones, loads nothing.
 */
function coreIO() {
    let core;
    const loaded = () => {
        if (!core)
            throw new Error('coreIO: call load() before logging');
        return core;
    };
    return {
        env: process.env,
        getInput: (name) => (core ? core.getInput(name) : runnerInput(process.env, name)),
        setOutput: (name, value) => loaded().setOutput(name, value),
        info: (m) => loaded().info(m),
        warning: (m, p) => loaded().warning(m, p),
        error: (m, p) => loaded().error(m, p),
        notice: (m, p) => loaded().notice(m, p),
        setFailed: (m) => {
            if (core)
                return core.setFailed(m);
            process.exitCode = 1;
            process.stdout.write(runnerError(m));
        },
        summary: async (markdown) => {
            if (!process.env.GITHUB_STEP_SUMMARY)
                return;
            await loaded().summary.addRaw(markdown, true).write();
        },
        now: () => new Date(),
        mask: (value) => loaded().setSecret(value),
        load: async () => {
            core ??= await Promise.all(/* import() */[__nccwpck_require__.e(31), __nccwpck_require__.e(322)]).then(__nccwpck_require__.bind(__nccwpck_require__, 32322));
        },
    };
}
/** An input as `core.getInput(name)` reads it: INPUT_<NAME> (spaces as _), trimmed, '' when unset. */
function runnerInput(env, name) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim();
}
/** The line `core.error(message)` writes: an `::error::` workflow command, its data escaped. */
function runnerError(message) {
    return `::error::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}${node_os__WEBPACK_IMPORTED_MODULE_0__.EOL}`;
}


/***/ }),

/***/ 15964:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _first_line_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(67506);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(45269);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(15408);



// Say what the gate is about to do before loading the rest (the MCP SDK, Octokit, ajv…): the log shows work at once.
// run() reads the inputs and the context first and loads the rest only when they are good.
process.stdout.write((0,_first_line_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLine */ .T)(process.env));
const outcome = await (0,_run_js__WEBPACK_IMPORTED_MODULE_2__/* .run */ .e)((0,_io_js__WEBPACK_IMPORTED_MODULE_1__/* .coreIO */ .IK)());
process.exitCode = outcome.exitCode;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 15408:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __nccwpck_require__(14788);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __nccwpck_require__(76820);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __nccwpck_require__(4850);
// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __nccwpck_require__(60753);
// EXTERNAL MODULE: ./src/generated/action-inputs.ts
var action_inputs = __nccwpck_require__(99604);
// EXTERNAL MODULE: ./src/model/severity.ts
var severity = __nccwpck_require__(13849);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __nccwpck_require__(68990);
;// CONCATENATED MODULE: ./src/action/inputs.ts




const GATE_MODES = ['full', 'discover', 'publish', 'release'];
/**
 * An input's default, from action.yml (src/generated/action-inputs.ts). The runner hands the default in itself; this is
 * for a run that is not given it (the in-process harness, a step that passes an empty value). An expression default
 * (`${{ github.token }}`) only the runner can evaluate: none here.
 */
function defaultOf(name) {
    const value = action_inputs/* ACTION_INPUT_DEFAULTS */.L[name];
    return value.includes('${{') ? '' : value;
}
function bool(io, name) {
    const raw = (io.getInput(name).trim() || defaultOf(name)).toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(raw))
        return true;
    if (['false', 'no', 'off', '0'].includes(raw))
        return false;
    throw new errors/* InputError */.dz(`input "${name}" must be true or false (got "${raw}")`);
}
function readInputs(io) {
    const get = (name) => io.getInput(name).trim() || defaultOf(name);
    const failOnRaw = get('fail-on');
    let failOn;
    if (failOnRaw) {
        failOn = failOnRaw.split(/[,\s]+/).filter(Boolean);
        for (const s of failOn)
            if (!severity/* SEVERITIES */.o.includes(s))
                throw new errors/* InputError */.dz(`input "fail-on": unknown severity "${s}" (use a comma-separated list of ${severity/* SEVERITIES */.o.join(', ')})`);
    }
    const repin = get('repin');
    if (!decide/* REPIN_MODES */.kP.includes(repin))
        throw new errors/* InputError */.dz(`input "repin" must be ${decide/* REPIN_MODES */.kP.join(', ')} (got "${repin}")`);
    const token = get('github-token') || (io.env.GITHUB_TOKEN ?? '');
    const mode = get('mode');
    if (!GATE_MODES.includes(mode))
        throw new errors/* InputError */.dz(`input "mode" must be ${GATE_MODES.join(', ')} (got "${mode}")`);
    return {
        config: get('config'),
        lockfile: get('lockfile'),
        token,
        approveLabel: get('approve-label'),
        ...(failOn ? { failOn } : {}),
        checkName: get('check-name'),
        comment: bool(io, 'comment'),
        commentHeader: get('comment-header'),
        repin,
        workingDirectory: get('working-directory'),
        allowPullRequestTarget: bool(io, 'allow-pull-request-target'),
        botLogin: get('bot-login'),
        mode,
        servers: get('servers')
            .split(/[,\n]/)
            .map((x) => x.trim())
            .filter(Boolean),
        results: get('results'),
        signingKey: get('signing-key'),
        releaseNotes: bool(io, 'release-notes'),
        since: get('since'),
        version: get('version'),
        cache: bool(io, 'cache'),
    };
}

// EXTERNAL MODULE: ./src/action/io.ts
var action_io = __nccwpck_require__(45269);
;// CONCATENATED MODULE: ./src/action/run.ts






/**
 * The action: read the inputs and the context, then route the event, run the gate, publish. Returns the outcome;
 * never throws for bad input (it fails the step). This module loads nothing heavy: a step with bad inputs or outside a
 * workflow fails before the runner's toolkit, the MCP SDK or Octokit are loaded (route.ts, imported after).
 */
async function run(rawIO) {
    // Before anything can print: every secret the action knows is scrubbed from everything it writes.
    const scrubber = new secrets/* Scrubber */.h6((0,secrets/* secretValuesFromEnv */.qp)(rawIO.env));
    const io = (0,action_io/* safeIO */.u8)(rawIO, scrubber);
    let loaded = false;
    // a token obtained at run time (OAuth) is masked by the runner too, beside the scrubber (which masks it anyway)
    const unmask = (0,secrets/* onObtainedSecret */.y2)((value) => {
        if (loaded)
            io.mask?.(value);
    });
    try {
        const inputs = readInputs(io);
        scrubber.add(inputs.token);
        // the whole key, and each line of a PEM on its own (the runner masks line by line)
        for (const part of [inputs.signingKey, ...inputs.signingKey.split(/\r?\n/).filter((l) => !l.startsWith('-----'))])
            scrubber.add(part.trim());
        const ctx = (0,action_event/* readContext */.y)(io.env);
        await io.load?.();
        loaded = true;
        const { route } = await Promise.all(/* import() */[__nccwpck_require__.e(31), __nccwpck_require__.e(771), __nccwpck_require__.e(204)]).then(__nccwpck_require__.bind(__nccwpck_require__, 66204));
        return await route(io, scrubber, inputs, ctx);
    }
    catch (err) {
        const message = err instanceof errors/* InputError */.dz ? err.message : `unexpected error: ${err.stack ?? String(err)}`;
        const exitCode = err instanceof errors/* InputError */.dz ? err.exitCode : exit_codes/* EXIT_CODES */.a.couldNotRun;
        if (loaded)
            io.setOutput('exit-code', exitCode); // before load only the exit code and setFailed can speak
        io.setFailed(`mcp-contract-gate: ${message}`);
        return { decision: 'fail', exitCode };
    }
    finally {
        unmask();
    }
}


/***/ }),

/***/ 68990:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   as: () => (/* binding */ decideLocal),
/* harmony export */   kP: () => (/* binding */ REPIN_MODES),
/* harmony export */   o2: () => (/* binding */ planRepin),
/* harmony export */   q7: () => (/* binding */ decideGate)
/* harmony export */ });
/* unused harmony export exitCodeOf */
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76820);

const REPIN_MODES = ['auto', 'on-approval', 'never'];
/** Whether to write the lockfile onto the branch, and why not when it is needed but impossible. */
function planRepin(f) {
    const failed = f.evaluation.failures.length > 0;
    const approved = f.approval.state === 'approved';
    const blocked = f.evaluation.blocking > 0;
    if (failed || f.lock.current)
        return { push: false };
    const wanted = approved || (!blocked && f.repin === 'auto' && (f.changedCount > 0 || !f.lock.exists));
    if (!wanted)
        return { push: false };
    if (f.repin === 'never')
        return approved ? { push: false, problem: 'the repin input is set to never' } : { push: false };
    if (f.secretInLockfile)
        return { push: false, problem: 'the new lockfile would contain a secret value the gate knows (a server published it); it was not committed' };
    if (f.fork)
        return { push: false, problem: 'the pull request comes from a fork, and the workflow token cannot push to it' };
    return { push: true };
}
/** The process exit code of a verdict. */
function exitCodeOf(verdict) {
    return EXIT_CODES[verdict.exit];
}
/**
 * The verdict: a server that could not be read fails; blocking changes need an approval; an approved change set needs a
 * current lockfile (pushed by the gate, or committed by hand where the gate cannot push).
 */
function decideGate(f, repin) {
    const failed = f.evaluation.failures.length;
    const blocking = f.evaluation.blocking;
    const approved = f.approval.state === 'approved';
    const unapproved = blocking > 0 && !approved;
    const unread = failed ? `${failed} MCP server${failed === 1 ? '' : 's'} could not be read` : undefined;
    if (failed)
        return { decision: 'fail', reasons: [unread, ...(unapproved ? [needsApproval(blocking)] : [])], exit: unapproved ? 'blocking' : 'couldNotRun' };
    if (blocking === 0)
        return { decision: 'pass', reasons: [], exit: 'pass' };
    if (!approved)
        return { decision: 'fail', reasons: [needsApproval(blocking)], exit: 'blocking' };
    const lockOk = f.lock.current || repin.sha !== undefined;
    if (!lockOk)
        return { decision: 'fail', reasons: [`the approved changes are not pinned yet${repin.problem ? ` (${repin.problem})` : ''}`], exit: 'blocking' };
    return { decision: 'approved', reasons: [], exit: 'pass' };
}
function needsApproval(blocking) {
    return `${blocking} blocking MCP contract change${blocking === 1 ? '' : 's'} need${blocking === 1 ? 's' : ''} approval`;
}
/**
 * The verdict where no pull request is involved (the CLI's `gate` and `check`, the drift monitor, the merge queue, a
 * report rendered without one): no lockfile to write, approval as given (none by default).
 */
function decideLocal(evaluation, approval = { state: 'none' }) {
    return decideGate({ evaluation, approval, changedCount: 0, lock: { current: true, exists: true }, repin: 'never', fork: false }, {});
}


/***/ }),

/***/ 99604:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ ACTION_INPUT_DEFAULTS)
/* harmony export */ });
// Generated by scripts/generate/action-inputs.mjs (npm run generate) from action.yml: do not edit.
/** Each input's default as action.yml writes it (an expression such as `${{ github.token }}` as written). */
const ACTION_INPUT_DEFAULTS = {
    config: '.github/mcp-contract-gate.yml',
    lockfile: '',
    'github-token': '${{ github.token }}',
    'approve-label': 'mcp-contract-approved',
    'fail-on': '',
    'check-name': 'MCP contract gate',
    comment: 'true',
    'comment-header': '',
    repin: 'on-approval',
    'working-directory': '.',
    'allow-pull-request-target': 'false',
    'bot-login': '',
    mode: 'full',
    servers: '',
    'signing-key': '',
    results: 'mcp-contract-gate-results',
    'release-notes': 'false',
    since: '',
    version: '',
    cache: 'true',
};


/***/ }),

/***/ 13849:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ SEVERITIES)
/* harmony export */ });
const SEVERITIES = ['breaking', 'silent', 'additive', 'cosmetic'];


/***/ }),

/***/ 23214:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ escapeBlock),
/* harmony export */   IS: () => (/* binding */ trustedLine),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   RK: () => (/* binding */ visible),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   en: () => (/* binding */ escapeTerminal),
/* harmony export */   sN: () => (/* binding */ logSafe),
/* harmony export */   wV: () => (/* binding */ markerComment),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
/* unused harmony exports codePointEscape, truncateStart, sanitizeMarker, neutralizeCommands */
/**
 * Putting untrusted, server-supplied text (tool and parameter names, descriptions, enum values, stderr tails, serverInfo)
 * into GitHub-flavoured Markdown, HTML blocks and terminals without letting it escape its cell or line.
 *
 * What every helper guarantees, whatever the input:
 *  - no raw newline (except inside a fenced block), so a table row or list line cannot be broken;
 *  - no raw `<` that starts a tag or comment, so no HTML, no `<details>`/`</details>` and no `<!-- … -->` (our hidden
 *    marker cannot be forged, and content cannot be hidden);
 *  - no link, image or autolink (`[x](…)`, `![x](…)`, `<http://…>`, bare `https://…`, `www.…`, e-mail addresses);
 *  - no notification or cross-reference: `@user`, `@org/team`, `#123`, `GH-123` and `:emoji:` get a zero-width space
 *    after their trigger character, which GitHub's filters do not match across;
 *  - invisible and bidirectional characters (U+202E, U+200B, tag characters, …) and control characters are shown as
 *    `\u202E`-style text, so what the reader sees is what the model reads.
 *
 * The zero-width spaces we insert are ours (an attacker's own are shown as `\u200B`), and only affect display: copy a
 * value from the lockfile or the JSON report, not from a comment.
 */
/** Zero-width space: breaks GitHub's mention, reference, emoji and autolink matchers without changing what is shown. */
const ZWSP = '\u200B';
/** Internal marker for "insert a zero-width space here"; never survives `visible` (an input U+E000 is shown as `\uE000`). */
const SENTINEL = '\uE000';
/**
 * Characters that render as nothing (or reorder text) and C0/C1 controls other than tab and newline. Lone surrogates
 * too (with the `u` flag, `[\uD800-\uDFFF]` matches only unpaired halves).
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\uE000\uD800-\uDFFF]|[\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const HIDDEN_ONE = new RegExp(HIDDEN.source, 'u');
/** `\u202E`, or `\u{E0041}` beyond the BMP. */
function codePointEscape(ch) {
    const cp = ch.codePointAt(0);
    return cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * Make hidden characters visible as `\uXXXX` text. An emoji presentation selector (U+FE0E/U+FE0F) directly after a
 * visible character is kept, so `⚠️` stays an emoji; runs of selectors (a known smuggling channel) are shown.
 */
function visible(text, options = {}) {
    let out = text.replace(HIDDEN, (ch, offset, whole) => {
        if ((ch === '\uFE0F' || ch === '\uFE0E') && offset > 0) {
            const prev = whole.codePointAt(offset - 1);
            const prevIsLow = prev >= 0xdc00 && prev <= 0xdfff;
            const before = prevIsLow && offset > 1 ? whole.codePointAt(offset - 2) : prev;
            if (!isSelectorOrHidden(before))
                return ch;
        }
        return codePointEscape(ch);
    });
    out = out.replace(/\r\n?/g, '\n');
    if ((options.newlines ?? 'symbol') === 'symbol')
        out = out.replace(/\n/g, '↵');
    if ((options.tabs ?? 'space') === 'space')
        out = out.replace(/\t/g, ' ');
    return out;
}
function isSelectorOrHidden(cp) {
    if (cp <= 0x20 || (cp >= 0x7f && cp <= 0x9f))
        return true;
    return HIDDEN_ONE.test(String.fromCodePoint(cp));
}
/**
 * Cut to at most `max` UTF-16 code units (what GitHub's limits count), ending with `…` when cut. Never splits a
 * surrogate pair.
 */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    let end = max - 1;
    const code = text.charCodeAt(end - 1);
    if (end > 0 && code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}
/** Keep the end instead (stderr tails): `…` then the last `max - 1` code units. */
function truncateStart(text, max) {
    if (text.length <= max)
        return text;
    if (max <= 0)
        return '';
    let start = text.length - (max - 1);
    const code = text.charCodeAt(start);
    if (code >= 0xdc00 && code <= 0xdfff)
        start++;
    return `…${text.slice(start)}`;
}
/** Mark where a zero-width space must go so GitHub does not mention, cross-reference, emojify or autolink. */
function markTriggers(text) {
    return (text
        // @user, @org/team, user@example.com
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${SENTINEL}`)
        // #123, org/repo#123
        .replace(/#(?=\d)/g, `#${SENTINEL}`)
        // GH-123
        .replace(/\b(GH-)(?=\d)/gi, `$1${SENTINEL}`)
        // :emoji:
        .replace(/:(?=[a-z0-9_+-]+:)/gi, `:${SENTINEL}`)
        // https://…, javascript://…, any scheme followed by //
        .replace(/([a-z][a-z0-9+.-]*):(?=\/\/)/gi, `$1:${SENTINEL}`)
        // www.example.com
        .replace(/\b(www)(?=\.)/gi, `$1${SENTINEL}`));
}
/** In code spans and fenced blocks (no entities there): break `<tag`, `<!--`, `-->`, `@name` with a raw zero-width space. */
function neutraliseCode(text) {
    return text
        .replace(/<(?=[!/?\p{L}])/gu, `<${ZWSP}`)
        .replace(/--(?=>)/g, `--${ZWSP}`)
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`);
}
/** Markdown punctuation that can start emphasis, links, images, code, headings, lists, tables, strikethrough or math. */
const MD_PUNCT = /[\\`*_[\]()#+\-!|~={}$]/;
/**
 * Untrusted text as one line of GitHub Markdown prose or table cell: visible controls, `↵` for line breaks, HTML
 * entities for `& < >`, backslash escapes for Markdown punctuation (including `|`, so it is safe in a table cell),
 * zero-width spaces after mention/reference/emoji/autolink triggers. `max` caps the input length (default 1000).
 */
function escapeInline(text, max = 1000) {
    const out = encodeEach(text, max, (ch) => (MD_PUNCT.test(ch) ? `\\${ch}` : ch));
    // "1. x" or "1) x" would start an ordered list at the beginning of a line.
    return out.replace(/^(\s*\d+)\./, '$1\\.');
}
/** Untrusted text made visible, cut at `max` and trigger-marked, with `& < >` and the marks as entities and every other character as `other` writes it. */
function encodeEach(text, max, other) {
    let out = '';
    for (const ch of markTriggers(visible(truncate(text, max))))
        out += ENTITIES[ch] ?? (ch === SENTINEL ? '&#8203;' : other(ch));
    return out;
}
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Link, code, table, strikethrough and math punctuation, entity-encoded in HTML contexts so the text stays inert even where a renderer parses Markdown inside HTML. */
const HTML_MD_PUNCT = /[\\`[\]()!|~$]/;
/**
 * Untrusted text for an HTML context where Markdown is not parsed (inside `<summary>…</summary>`): visible controls,
 * entities for `& < > " '` and Markdown punctuation, and zero-width-space entities after mention/reference/emoji/autolink triggers.
 */
function escapeHtml(text, max = 1000) {
    return encodeEach(text, max, (ch) => (ch === '"' ? '&quot;' : ch === "'" ? '&#39;' : HTML_MD_PUNCT.test(ch) ? `&#${ch.charCodeAt(0)};` : ch));
}
/**
 * Untrusted text as an inline code span: a backtick fence longer than any backtick run inside, padded when the value
 * starts or ends with a backtick or space, no raw newline (`↵`), visible controls, and a zero-width space after `<`
 * before a tag or comment and after `@` before a name (so raw-text consumers never see a tag, marker or mention).
 * The empty string renders as `*(empty)*`.
 */
function codeSpan(text, options = {}) {
    if (text === '')
        return '*(empty)*';
    let t = neutraliseCode(visible(truncate(text, options.max ?? 120)));
    // GFM splits table cells before parsing inlines, pairing `\` with any punctuation after it: a backslash just before
    // our `\|` would pair with it and free the pipe, so a zero-width space goes between them.
    if (options.table)
        t = t.replace(/(\\?)\|/g, (_m, bs) => (bs ? `\\${ZWSP}\\|` : '\\|'));
    const fence = '`'.repeat(longestRun(t, '`') + 1);
    const allSpaces = /^ +$/.test(t);
    const pad = !allSpaces && (t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' '))) ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
/**
 * Untrusted multi-line text as a fenced code block (returned without a trailing newline; put it at column 0 after a
 * blank line). The fence is longer than any backtick run inside, so no line can close it; controls are visible, CRLF
 * becomes LF, tags/comments/mentions are broken as in `codeSpan`, and cut content says how many lines were left out.
 */
function escapeBlock(text, options = {}) {
    const maxLines = options.maxLines ?? 80;
    const maxChars = options.maxChars ?? 4000;
    const tail = options.keep === 'tail';
    let t = visible(text, { newlines: 'keep', tabs: 'keep' }).replace(/\n+$/, '');
    let lines = t.split('\n');
    let dropped = 0;
    if (lines.length > maxLines) {
        dropped = lines.length - maxLines;
        lines = tail ? lines.slice(-maxLines) : lines.slice(0, maxLines);
    }
    t = lines.join('\n');
    if (t.length > maxChars) {
        t = tail ? truncateStart(t, maxChars) : truncate(t, maxChars);
        dropped += lines.length - t.split('\n').length;
    }
    if (dropped > 0) {
        const note = `… (${dropped} more line${dropped === 1 ? '' : 's'} not shown)`;
        t = tail ? `${note}\n${t}` : `${t}\n${note}`;
    }
    if (t === '')
        t = '(empty)';
    t = neutraliseCode(t);
    const fence = '`'.repeat(Math.max(3, longestRun(t, '`') + 1));
    const lang = (options.lang ?? '').replace(/[^A-Za-z0-9_+-]/g, '');
    return `${fence}${lang}\n${t}\n${fence}`;
}
/** Untrusted text for a terminal: every control character (ESC, CSI, BEL, CR, backspace, …) and hidden character shown as `\u001B`-style text; line breaks shown as `↵` unless `newlines: 'keep'`. */
function escapeTerminal(text, options = {}) {
    return visible(text, options);
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/**
 * Our own one-line Markdown (the next step, which may hold code spans) made safe for a single line: line breaks
 * collapsed to spaces, controls visible, and `<` before a tag or comment entity-escaped so it cannot hide content or
 * forge the marker. Interpolated untrusted values should already have gone through `codeSpan` or `escapeInline`.
 */
function trustedLine(markdown) {
    return visible(markdown.replace(/\s*[\r\n]+\s*/g, ' ')).replace(/<(?=[!/?\p{L}])/gu, '&lt;');
}
/** The sanitised marker text: letters, digits and `._:/=+-` only, no `--` (which could end the comment), at most 200 long. */
function sanitizeMarker(marker) {
    const m = (marker ?? '')
        .replace(/[^A-Za-z0-9._:/=+-]/g, '_')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 200);
    return m === '' ? 'default' : m;
}
/** The hidden first line of the sticky comment: `<!-- mcp-contract-gate:<marker> -->`. The publish stage searches for it. */
function markerComment(marker) {
    return `<!-- mcp-contract-gate:${sanitizeMarker(marker)} -->`;
}
/** An `https?` URL safe to put in an autolink (`<…>`), or undefined. */
function safeUrl(url) {
    if (!url)
        return undefined;
    return /^https?:\/\/[^\s<>"'`\\\u0000-\u001F\u007F-\u009F]+$/.test(url) && !HIDDEN_ONE.test(url) ? url : undefined;
}
/**
 * Text for a CI log: a line that starts with `::` (or the legacy `##[`) would be read by the Actions runner as a
 * workflow command (`::set-output`, `::stop-commands::`, `::error file=…`). Such a line gets a zero-width space after
 * its first character, so the runner shows it instead of obeying it; control and invisible characters are made visible.
 */
function logSafe(text) {
    return neutralizeCommands(visible(text, { newlines: 'keep', tabs: 'keep' }));
}
/** Only the workflow-command part of `logSafe`: for output the gate formats itself (it may carry its own colours). */
function neutralizeCommands(text) {
    return text.replace(/^([^\S\n]*)([:#])(?=:|#\[)/gm, `$1$2${ZWSP}`);
}


/***/ }),

/***/ 14788:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ parseJsonFile),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
/* unused harmony export jsonErrorOffset */
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(76820);

/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
class InputError extends Error {
    file;
    exitCode = _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_CODES */ .a.badInput;
    constructor(message, 
    /** The file the problem is in, when there is one. */
    file) {
        super(file ? `${file}: ${message}` : message);
        this.file = file;
        this.name = 'InputError';
    }
}
/** Line and column of a JSON syntax error, from the message's position, else from a scan that finds where it stopped. */
function whereIs(text, message) {
    const m = /position (\d+)/.exec(message);
    // Node 20's "Unexpected token …" and "Unexpected end" messages carry no position.
    const pos = m ? Number(m[1]) : jsonErrorOffset(text);
    if (pos === undefined)
        return '';
    const before = text.slice(0, pos);
    return ` at line ${before.split('\n').length}, column ${pos - before.lastIndexOf('\n')}`;
}
/**
 * The offset where `text` stops being JSON (RFC 8259): the same place V8 reports when it gives one, text.length for
 * an unexpected end; undefined when the text parses (or nests too deep to scan). A few lines instead of a YAML parser,
 * so reading a file costs no parser load.
 */
function jsonErrorOffset(text) {
    let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const ws = () => {
        while (i < text.length && ' \t\n\r'.includes(text[i]))
            i++;
    };
    const fail = () => {
        throw new JsonStop(i);
    };
    const string = () => {
        i++;
        for (;;) {
            if (i >= text.length)
                fail();
            const c = text[i];
            if (c === '"')
                return void i++;
            if (c === '\\') {
                i++;
                if (text[i] === 'u') {
                    for (let k = 1; k <= 4; k++)
                        if (!/[0-9a-fA-F]/.test(text[i + k] ?? ''))
                            return void ((i += k), fail());
                    i += 5;
                }
                else if (i < text.length && '"\\/bfnrt'.includes(text[i]))
                    i++;
                else
                    fail();
            }
            else if (c < ' ')
                fail();
            else
                i++;
        }
    };
    const value = () => {
        ws();
        const c = text[i];
        if (c === '{' || c === '[') {
            const close = c === '{' ? '}' : ']';
            i++;
            ws();
            if (text[i] === close)
                return void i++;
            for (;;) {
                if (c === '{') {
                    ws();
                    if (text[i] !== '"')
                        fail();
                    string();
                    ws();
                    if (text[i] !== ':')
                        fail();
                    i++;
                }
                value();
                ws();
                if (text[i] === ',')
                    i++;
                else if (text[i] === close)
                    return void i++;
                else
                    fail();
            }
        }
        if (c === '"')
            return string();
        const word = c === 't' ? 'true' : c === 'f' ? 'false' : c === 'n' ? 'null' : undefined;
        if (word) {
            // fails where the literal goes wrong, as V8 reports it
            for (const ch of word) {
                if (text[i] !== ch)
                    fail();
                i++;
            }
            return;
        }
        number();
    };
    const digits = () => {
        if (!isDigit(text[i]))
            fail();
        while (isDigit(text[i]))
            i++;
    };
    const number = () => {
        if (text[i] === '-')
            i++;
        if (text[i] === '0')
            i++;
        else
            digits();
        if (text[i] === '.') {
            i++;
            digits();
        }
        if (text[i] === 'e' || text[i] === 'E') {
            i++;
            if (text[i] === '+' || text[i] === '-')
                i++;
            digits();
        }
    };
    try {
        value();
        ws();
        return i < text.length ? i : undefined;
    }
    catch (err) {
        if (err instanceof JsonStop)
            return err.offset;
        return undefined; // nested deeper than the stack: no position
    }
}
const isDigit = (c) => c !== undefined && c >= '0' && c <= '9';
class JsonStop {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}
/** Parse JSON, turning a syntax error into an InputError that names the file, line and column. */
function parseJsonFile(text, file) {
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        const msg = err.message;
        const where = text.trim() === '' ? '' : whereIs(text, msg);
        const reason = text.trim() === '' ? 'the file is empty' : `not valid JSON${where} (${msg.split('\n')[0]})`;
        throw new InputError(reason, file);
    }
}


/***/ }),

/***/ 76820:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ EXIT_CODES)
/* harmony export */ });
/**
 * The exit codes of the CLI and the action, one definition. A script or a workflow can tell "the contracts changed"
 * from "the gate could not do its job" (a server that did not answer, GitHub unreachable) and from "the input is
 * wrong": a drift monitor pages someone for the first, retries the second, and fixes its config for the third.
 */
const EXIT_CODES = {
    /** Nothing blocks (or every blocking change is approved and pinned). */
    pass: 0,
    /** Blocking contract changes: unapproved, or approved but not pinned yet. */
    blocking: 1,
    /** Bad input: a config, lockfile, flag or key that is wrong; the message names the file, key and fix. */
    badInput: 2,
    /** Could not run: a server could not be read, GitHub or git failed, or an unexpected error. Retrying may help. */
    couldNotRun: 3,
};


/***/ }),

/***/ 11973:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ sortKeysDeep),
/* harmony export */   Ar: () => (/* binding */ compactJson),
/* harmony export */   D_: () => (/* binding */ prettyJson),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   JB: () => (/* binding */ stableStringify),
/* harmony export */   P5: () => (/* binding */ setOwn),
/* harmony export */   QV: () => (/* binding */ jsonDepth),
/* harmony export */   UB: () => (/* binding */ ANY_SURROGATE),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   hO: () => (/* binding */ cutDeep)
/* harmony export */ });
/* unused harmony export DEPTH_CUT_MARKER */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24119);
/** JSON value types shared by every stage, plus small pure helpers over them. */

function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Set an own, enumerable property, even one named `__proto__` (plain assignment would replace the prototype instead:
 * tool, parameter and server names come from untrusted servers).
 */
function setOwn(target, key, value) {
    if (key === '__proto__')
        Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    else
        target[key] = value;
}
/**
 * How deep a JSON value nests (a scalar is 0), looking no deeper than one level past `limit` (the answer is then
 * `limit + 1`), so the recursion is bounded and allocates nothing per node: it runs over every entry of every list read
 * (with `seen`, which notes any surrogate in its strings and keys, as the list reader asks).
 */
function jsonDepth(value, limit, seen) {
    return depthUpTo(value, 0, limit, seen);
}
/** Any UTF-16 surrogate (a lone one, or half of a pair): the cheap test before looking for a lone one. */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
/**
 * The depth of `v` found at depth `d`, exploring no deeper than one level past `limit` (the answer is then > limit);
 * with `seen`, noting there whether a string or a key it passes holds a surrogate.
 */
function depthUpTo(v, d, limit, seen) {
    if (typeof v !== 'object' || v === null) {
        if (seen && !seen.surrogate && typeof v === 'string' && ANY_SURROGATE.test(v))
            seen.surrogate = true;
        return d;
    }
    const here = d + 1;
    if (here > limit)
        return here;
    let max = here;
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
            const child = v[i];
            if (!seen && (typeof child !== 'object' || child === null))
                continue;
            const m = depthUpTo(child, here, limit, seen);
            if (m > max && (max = m) > limit)
                return max;
        }
        return max;
    }
    // for…in allocates no key array; parsed JSON has only own, enumerable keys
    for (const key in v) {
        if (seen && !seen.surrogate && ANY_SURROGATE.test(key))
            seen.surrogate = true;
        const child = v[key];
        if (!seen && (typeof child !== 'object' || child === null))
            continue;
        const m = depthUpTo(child, here, limit, seen);
        if (m > max && (max = m) > limit)
            return max;
    }
    return max;
}
/** Deep copy with every object's keys in code-unit order (the order RFC 8785 uses), arrays untouched. */
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map((v) => sortKeysDeep(v));
    if (isObject(value)) {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                setOwn(out, key, sortKeysDeep(v));
        }
        return out;
    }
    return value;
}
/** Pretty JSON that is byte-stable for the same data: sorted keys, 2-space indent, trailing newline; cut like `prettyJson`. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeysDeep(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_WRITTEN_DEPTH */ .ri)), null, 2)}\n`;
}
/**
 * Pretty JSON (2-space indent, trailing newline) for every file and stream the gate writes: what nests past
 * MAX_WRITTEN_DEPTH is cut to a marker first, so a 5,000-level schema from a server never overflows the stack.
 */
function prettyJson(value) {
    return `${JSON.stringify(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_WRITTEN_DEPTH */ .ri), null, 2)}\n`;
}
/** One-line JSON of a value shown in a report, cut like `prettyJson`. */
function compactJson(value) {
    return JSON.stringify(cutDeep(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_WRITTEN_DEPTH */ .ri));
}
/** Structural equality of two JSON values (object key order ignored; undefined members count as absent). Hot path. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!jsonEqual(a[i], b[i]))
                return false;
        return true;
    }
    if (Array.isArray(b))
        return false;
    const x = a;
    const y = b;
    let countA = 0;
    for (const k in x) {
        const v = x[k];
        if (v === undefined)
            continue;
        countA++;
        if (!jsonEqual(v, y[k]))
            return false;
    }
    let countB = 0;
    for (const k in y)
        if (y[k] !== undefined)
            countB++;
    return countA === countB;
}
/** What stands in for a part of a JSON value cut at a depth limit (`cutDeep`). */
const DEPTH_CUT_MARKER = 'mcp-contract-gate: nested past the depth limit; the rest was cut';
/**
 * A copy of `value` in which every object or array one level past `limit` is replaced by `{"$comment": marker}`, so
 * the result still nests past the limit (a reader reports it as too deep, as it would the original) but can be
 * serialised without overflowing the stack. Values within the limit are returned as they are.
 */
function cutDeep(value, limit) {
    if (jsonDepth(value, limit) <= limit)
        return value;
    return cutAt(value, 0, limit);
}
function cutAt(v, d, limit) {
    if (typeof v !== 'object' || v === null)
        return v;
    if (d >= limit)
        return { $comment: DEPTH_CUT_MARKER };
    if (Array.isArray(v))
        return v.map((x) => cutAt(x, d + 1, limit));
    const out = {};
    for (const [k, x] of Object.entries(v))
        setOwn(out, k, cutAt(x, d + 1, limit));
    return out;
}


/***/ }),

/***/ 24119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OX: () => (/* binding */ MAX_PINNED_TEXT_BYTES),
/* harmony export */   Xc: () => (/* binding */ MAX_SCHEMA_DEPTH),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   ri: () => (/* binding */ MAX_WRITTEN_DEPTH)
/* harmony export */ });
/**
 * Limits on what one server may list. A tool past them is reported as invalid (one finding for that tool), never a
 * crash of the whole run. One definition each: the diff, the lockfile, snapshot validation and the JSON writers (util/json)
 * read them from here. They sit in util, the lowest layer, because the JSON writers there need them.
 */
/** How deeply a tool's JSON (its schemas included) may nest. Real tools stay under 20; 5,000 overflowed the stack. */
const MAX_SCHEMA_DEPTH = 256;
/**
 * How deep any JSON the gate writes (snapshot, lockfile, reports, SARIF, action results) may nest. Past it the value
 * is cut to a marker (`cutDeep`), so writing never overflows the stack. It leaves room for a tool at
 * MAX_SCHEMA_DEPTH inside the deepest envelope a writer puts around it, and a tool cut here is still too deep for a
 * reader (a `tool-invalid` finding, as the original was).
 */
const MAX_WRITTEN_DEPTH = MAX_SCHEMA_DEPTH + 32;
/**
 * The most one message may carry, in bytes: one stdio line, one HTTP body or one SSE event, in either direction.
 * Discovery reads servers under it (a longer stdout line ends the session; a larger response stops being read), and
 * the proxy reads both clients and servers under it (`proxy --max-message-size` sets another for one run). Over it a
 * message is refused with a clear error, never buffered: a V8 string cannot pass ~512 MiB anyway.
 */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/**
 * The longest text (in UTF-8 bytes) of a `ui://` resource or a skill file that a lockfile keeps beside its digest, so a
 * reviewer reads the change; a longer one is pinned by digest and size only.
 */
const MAX_PINNED_TEXT_BYTES = 64 * 1024;


/***/ }),

/***/ 51535:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  aH: () => (/* binding */ gated),
  B7: () => (/* binding */ mayMatch)
});

// UNUSED EXPORTS: listPatterns, needed, reading, readingKey

;// CONCATENATED MODULE: ./src/generated/literal-readings.ts
// Generated by scripts/generate/readings.mjs (npm run generate): do not edit. For each pattern the modules define,
// by readingKey: what every match needs and its shortest length.
const READINGS = [
    [
        '--()-----BEGIN [A-Z ]*PRIVATE KEY-----(?:(?:\\s|\\\\[nr])+[A-Za-z0-9+/=]{16,})*(?:(?:\\s|\\\\[nr])+[A-Za-z0-9+/=]{1,15}(?=(?:\\s|\\\\[nr])*-----END))?(?:(?:\\s|\\\\[nr])*-----END [A-Z ]*PRIVATE KEY-----)?',
        [['PRIVATE KEY-----'], ['-----BEGIN ']],
        27,
    ],
    ['--()\\b(?:AKIA|ASIA)[0-9A-Z]{16}\\b', [['AKIA', 'ASIA']], 20],
    ['--()\\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})', [['_', 'github_pat_']], 24],
    ['--()\\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})', [['sk-']], 23],
    ['--()\\bAIza[0-9A-Za-z_-]{35}', [['AIza']], 39],
    ['--()\\bglpat-[A-Za-z0-9_-]{20,}', [['glpat-']], 26],
    ['--()\\bxox[abposr]-[A-Za-z0-9-]{10,}', [['xox'], ['-']], 15],
    ['--(?<![A-Za-z0-9+/=_-])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\\d)[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=_-])', [], 60],
    [
        '--(\\b[A-Za-z0-9_-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)\\b["\']?\\s*[=:]\\s*["\']?)(?!\\*\\*\\*)[^\\s"\'`,;&<>]{8,}',
        [['KEY', 'TOKEN', 'SECRET', 'PASSWORD', 'PASSWD', 'CREDENTIAL']],
        12,
    ],
    ['--<!--[\\s\\S]*?-->', [['<!--'], ['-->']], 7],
    ['--\\S[ \\t\\u00A0]{60,}\\S', [], 62],
    [
        '--\\bSECURITY PROTOCOL\\b|\\bMANDATORY\\b|\\bCRITICAL INSTRUCTIONS?\\b|\\bVERY,? VERY\\b|\\bSYSTEM (?:OVERRIDE|NOTICE|MESSAGE)\\b',
        [['SECURITY PROTOCOL', 'MANDATORY', 'CRITICAL INSTRUCTION', ' VERY', 'SYSTEM ']],
        9,
    ],
    ['--\\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PAT)\\b', [['_'], ['TOKEN', 'KEY', 'SECRET', 'PASSWORD', 'PASS', 'PAT']], 5],
    ['--\\u001b\\[[0-9;?]*[A-Za-z]|\\u001b\\][^\\u0007]*\\u0007', [['\u001b[', '\u001b]']], 3],
    [
        "i-(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)[^.\\n]{0,60}?\\b(?:for|on|with|in|after|to)\\s+(?:every|each|all|any)\\b|\\b(?:every|each|all|any)\\s+(?:[\\w-]+\\s+){0,2}?(?:messages?|e?mails?|replies|answers?|requests?|calls?|orders?|invoices?|events?|notes?)\\b[^.\\n]{0,60}?\\b(?:go|goes|be\\s+sent|be\\s+copied|be\\s+forwarded|be\\s+cc'?d|be\\s+bcc'?d)\\s+(?:also\\s+)?(?:to\\s+)?(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)|(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)\\s+as\\s+(?:an?\\s+|the\\s+)?(?:bcc|cc|recipient|copy)\\b|\\b(?:bcc|cc)\\s+(?:field\\s+)?(?:to\\s+)?(?:(?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+)",
        [['://', '@', 'message', 'mail', 'replies', 'answer', 'request', 'call', 'order', 'invoice', 'event', 'note']],
        8,
    ],
    [
        'i-(?:^|[,;:]\\s*|\\b(?:must|should|always|first|then|and|you)\\s+)(?:first\\s+|always\\s+)?(?:(?:delete|drop|remove|wipe|erase|truncate|purge|destroy|kill|reset|clear|revoke|uninstall)|force[- ]push|overwrite|empty|format)\\s+(?:all|every|each|everything|any|the|its|their|existing|old)\\b|\\b(?:DROP\\s+(?:TABLE|DATABASE|SCHEMA|COLLECTION)|TRUNCATE(?:\\s+TABLE)?\\s+\\w+|DELETE\\s+FROM)\\b|\\brm\\s+-[rf]{1,2}\\b|\\bforce[- ]push\\b|\\breset\\s+--hard\\b|\\bmode\\s+[\'"\\`]?hard\\b',
        [
            [
                'delete',
                'drop',
                'remove',
                'wipe',
                'erase',
                'truncate',
                'purge',
                'destroy',
                'kill',
                'reset',
                'clear',
                'revoke',
                'uninstall',
                'force',
                'overwrite',
                'empty',
                'format',
                'table',
                'database',
                'schema',
                'collection',
                '-',
                '--hard',
                'mode',
            ],
        ],
        5,
    ],
    [
        "i-(?:https?:\\/\\/)?[\\w-]+(?:\\.[\\w-]+)+(?:\\/[\\w./-]*)?\\?\\S*=\\s*(?:<[^>\\s]{1,30}[^>]{0,20}>|\\{[^}\\s]{1,30}\\})|=['\"`]?\\s+followed\\s+by\\s+(?:the\\s+)?(?:user'?s|current|their|your)\\b",
        [['.', 'followed']],
        8,
    ],
    [
        'i-(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s+(?:tool\\s+)?(?:must|should|shall|will\\s+need\\s+to|needs?\\s+to|has\\s+to|is\\s+required\\s+to)\\s+(?:always\\s+|now\\s+|also\\s+)?(?!be\\s+called\\b|be\\s+used\\b)',
        [['must', 'should', 'shall', 'will', 'need', 'has', 'required']],
        7,
    ],
    ['i-(?<![\\w.])\\.env\\b|\\/[\\w.-]+\\.(?:key|pem|p12|pfx|keystore|jks)\\b|\\b(?:private|server|tls|ssl|client|priv)[\\w-]*\\.(?:key|pem)\\b|\\bkey\\s+file\\b', [['.env', '/', '.', 'file']], 4],
    [
        'i-(\\b(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+[_-](?:key|token|secret|password|passwd|credentials?)|password|passwd|secret|token|apikey)\\b["\']?\\s*[=:]\\s*["\']?)(?!\\*\\*\\*)(?=[^\\s"\'`,;&<>]*\\d)[^\\s"\'`,;&<>]{8,}',
        [['key', 'token', 'secret', 'password', 'passwd', 'credential', 'apikey']],
        14,
    ],
    ['i-(\\bBearer(?:\\s|\\\\[nrt])+)[A-Za-z0-9._~+/-]{16,}=*', [['bearer']], 23],
    ['i-<\\s*\\/?\\s*(?:important|system|instructions?|secret|hidden|admin|critical|sys)\\s*>|\\[\\s*(?:important|system|admin)\\s*\\]', [['<', 'important', 'system', 'admin']], 5],
    [
        'i-\\$\\([^)]{1,200}\\)|`[^`]*\\b(?:curl|wget)\\s[^`]*`|(?:&&|;|\\|\\|)\\s*(?:curl|wget|bash|sh|nc|ncat|python\\d?|rm\\s+-rf|chmod|eval)\\b|\\b(?:curl|wget)\\s+(?:-\\S+\\s+)*[\'"]?https?:\\/\\/|\\|\\s*(?:ba|z)?sh\\b|\\brm\\s+-rf\\s+[~/]|\\bbase64\\s+(?:-d|--decode)\\b|\\bnc\\s+-e\\b',
        [['$(', 'curl', 'wget', '&&', ';', '||', '://', '|', '-rf', 'base64', '-e']],
        3,
    ],
    [
        "i-\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|field|value))?\\s+(?:must|should|shall)\\s+(?:always\\s+)?be\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
        [
            ['must', 'should', 'shall'],
            ['be'],
            [
                'quer',
                'path',
                'destination',
                'target',
                'recipient',
                'to',
                'cc',
                'bcc',
                'channel',
                'branch',
                'base',
                'head',
                'owner',
                'repo',
                'account',
                'amount',
                'value',
                'model',
                'size',
                'language',
                'origin',
                'time',
                'timezone',
                'parent',
                'argument',
                'parameter',
                'field',
                'message',
                'body',
                'subject',
                'label',
                'url',
                'address',
                'command',
                'statement',
                'filter',
                'categor',
                'observation',
                'payee',
                'beneficiar',
                'price',
                'total',
                'quantit',
            ],
        ],
        12,
    ],
    [
        "i-\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:must|should|shall|will|needs?\\s+to|has\\s+to)\\s+(?:always\\s+|also\\s+|now\\s+)?(?:be\\s+)?(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated)\\s+(?:to|with|by|into)\\b|\\bhave\\s+(?:its|their|the)\\s+(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))\\s+(?:changed|set|replaced|rewritten|redirected)\\s+(?:to|with)\\b|\\b(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|field|value))?(?:\\s+(?:of|for)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:must|should|shall)\\s+always\\s+be\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
        [['must', 'should', 'shall', 'will', 'need', 'has', 'have', 'always']],
        14,
    ],
    [
        'i-\\b(?:all|every|each|everything|entire|whole|full|complete)\\b|\\b(?:the|its|their|all)\\s+(?:[\\w-]+\\s+)?(?:contents?|bod(?:y|ies)|history|graph|observations|messages|list|listing|log|output|results?|response)\\b',
        [['all', 'every', 'each', 'everything', 'entire', 'whole', 'full', 'complete', 'the', 'its', 'their']],
        3,
    ],
    [
        'i-\\b(?:always|every|each|all|any|regardless|instead|rather\\s+than|even\\s+(?:if|when)|no\\s+matter|whatever|whichever|whenever|first)\\b|\\b(?:before|prior\\s+to|when|whenever|after|each\\s+time|every\\s+time|once|for\\s+(?:every|each|any|all))\\b\\s+(?:\\w+\\s+){0,2}?(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|\\b(?:for|with|in)\\s+(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)\\s*,',
        [
            [
                'always',
                'every',
                'each',
                'all',
                'any',
                'regardless',
                'instead',
                'rather',
                'even',
                'matter',
                'whatever',
                'whichever',
                'whenever',
                'first',
                'before',
                'prior',
                'when',
                'after',
                'once',
                'for',
                ',',
            ],
        ],
        3,
    ],
    ['i-\\b(?:append|prepend|add|insert|inject|include|attach|put)\\b', [['append', 'prepend', 'add', 'insert', 'inject', 'include', 'attach', 'put']], 3],
    [
        "i-\\b(?:append|prepend|add|insert|inject|include|attach|put)\\s+(?:the\\s+(?:words?|string|text|phrase|tag|label|category|filter|suffix|prefix|term|keyword|line)\\s+)?(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)\\s+(?:as\\s+\\w+\\s+)?(?:to|into|in|onto|at\\s+the\\s+(?:end|start|beginning)\\s+of)\\s+(?:(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+)\\b)",
        [
            ['append', 'prepend', 'add', 'insert', 'inject', 'include', 'attach', 'put'],
            ['to', 'into', 'in', 'onto', 'the'],
        ],
        11,
    ],
    [
        'i-\\b(?:before|prior\\s+to)\\s+(?:any|each|every|all)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
        [
            ['before', 'prior'],
            ['any', 'each', 'every', 'all'],
        ],
        12,
    ],
    [
        'i-\\b(?:before|prior\\s+to|first|beforehand|to\\s+start\\s+(?:fresh|clean|over)|as\\s+a\\s+(?:first\\s+step|precondition|prerequisite))\\b',
        [['before', 'prior', 'first', 'beforehand', 'start', 'precondition', 'prerequisite']],
        5,
    ],
    [
        'i-\\b(?:before|when|whenever|each\\s+time|every\\s+time|once|if)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s+(?:tool\\s+)?(?:is|gets|has\\s+been)\\s+(?:used|called|invoked|run|executed|triggered)',
        [
            ['used', 'called', 'invoked', 'run', 'executed', 'triggered'],
            ['is', 'gets', 'been'],
            ['before', 'when', 'whenever', 'each', 'every', 'once', 'if'],
        ],
        11,
    ],
    [
        'i-\\b(?:before|when|whenever|each\\s+time|every\\s+time|prior\\s+to|while|once)\\s+(?:you\\s+|the\\s+(?:user|model|assistant|agent)\\s+)?(?:\\w+\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:any\\s+|each\\s+|every\\s+)?(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
        [
            ['before', 'when', 'whenever', 'each', 'every', 'prior', 'while', 'once'],
            ['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering'],
        ],
        10,
    ],
    [
        "i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))\\s+(?:\\w+\\s+){0,3}?with\\s+(?:the\\s+|your\\s+|their\\s+|its\\s+)?(?:[\\w-]+\\s+){0,5}?(?:credentials?|secrets?|passwords?|passphrases?|api[\\s_-]?keys?|private\\s+keys?|cookies?|session\\s+tokens?|access\\s+tokens?|user'?s\\s+(?:\\w+\\s+)?(?:location|email|e-mail|address|home|phone|contacts?|token|password|credentials?|history))\\b",
        [
            ['with'],
            ['credential', 'secret', 'password', 'passphrase', 'api', 'private', 'cookie', 'session', 'access', 'user'],
            ['call', 'calls', 'calling', 'use', 'uses', 'using', 'run', 'runs', 'running', 'invoke', 'invokes', 'invoking', 'execute', 'executes', 'executing', 'trigger', 'triggering'],
        ],
        19,
    ],
    [
        'i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|\\b(?:before|prior\\s+to|when|whenever|after|each\\s+time|every\\s+time|once|for\\s+(?:every|each|any|all))\\b\\s+(?:\\w+\\s+){0,4}?(?:with\\s+)?(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))',
        [
            [
                'call',
                'calls',
                'calling',
                'use',
                'uses',
                'using',
                'run',
                'runs',
                'running',
                'invoke',
                'invokes',
                'invoking',
                'execute',
                'executes',
                'executing',
                'trigger',
                'triggering',
                'before',
                'prior',
                'when',
                'whenever',
                'after',
                'each',
                'every',
                'once',
                'for',
            ],
        ],
        7,
    ],
    [
        'i-\\b(?:call|calls|calling|use|uses|using|run|runs|running|invoke|invokes|invoking|execute|executes|executing|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*[_.-])?(?:delete|drop|remove|wipe|erase|truncate|purge|destroy|kill|reset|clear|revoke|uninstall)(?:[_.-][\\w.-]*)?[\\`\'"]?(?=[\\s.,;:)]|$)',
        [
            ['delete', 'drop', 'remove', 'wipe', 'erase', 'truncate', 'purge', 'destroy', 'kill', 'reset', 'clear', 'revoke', 'uninstall'],
            ['call', 'calls', 'calling', 'use', 'uses', 'using', 'run', 'runs', 'running', 'invoke', 'invokes', 'invoking', 'execute', 'executes', 'executing', 'trigger', 'triggering'],
        ],
        8,
    ],
    [
        'i-\\b(?:changed|set|replaced|overridden|overwritten|redirected|rewritten|rerouted|multiplied|increased|inflated|be)\\b',
        [['changed', 'set', 'replaced', 'overridden', 'overwritten', 'redirected', 'rewritten', 'rerouted', 'multiplied', 'increased', 'inflated', 'be']],
        2,
    ],
    [
        'i-\\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\\b',
        [['change', 'replace', 'override', 'overwrite', 'rewrite', 'redirect', 'reroute', 'swap', 'switch', 'alter', 'modify']],
        4,
    ],
    [
        "i-\\b(?:change|replace|override|overwrite|rewrite|redirect|reroute|swap|switch|alter|modify)\\s+(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:to|with|into|by)\\s+(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)",
        [
            ['change', 'replace', 'override', 'overwrite', 'rewrite', 'redirect', 'reroute', 'swap', 'switch', 'alter', 'modify'],
            ['to', 'with', 'into', 'by'],
            [
                'quer',
                'path',
                'destination',
                'target',
                'recipient',
                'to',
                'cc',
                'bcc',
                'channel',
                'branch',
                'base',
                'head',
                'owner',
                'repo',
                'account',
                'amount',
                'value',
                'model',
                'size',
                'language',
                'origin',
                'time',
                'timezone',
                'parent',
                'argument',
                'parameter',
                'field',
                'message',
                'body',
                'subject',
                'label',
                'url',
                'address',
                'command',
                'statement',
                'filter',
                'categor',
                'observation',
                'payee',
                'beneficiar',
                'price',
                'total',
                'quantit',
            ],
        ],
        12,
    ],
    [
        "i-\\b(?:credentials?|secrets?|passwords?|passphrases?|tokens?|api[\\s_-]?keys?|private\\s+keys?|cookies?|document\\.cookie|session\\s+(?:ids?|tokens?)|conversation|chat\\s+history|home\\s+(?:director(?:y|ies)|address)|email\\s+address(?:es)?|location|\\.env)\\b|\\buser'?s\\s+(?:\\w+\\s+)?(?:request|query|question|messages?|data|files?|token|address|location)\\b",
        [
            [
                'credential',
                'secret',
                'password',
                'passphrase',
                'token',
                'api',
                'private',
                'cookie',
                'document.cookie',
                'session',
                'conversation',
                'history',
                'director',
                'address',
                'location',
                '.env',
                'user',
            ],
        ],
        4,
    ],
    [
        'i-\\b(?:deprecated|broken|unsafe|insecure|corrupts?|compromised|no\\s+longer\\s+works|malfunction\\w*|buggy|dangerous)\\b',
        [['deprecated', 'broken', 'unsafe', 'insecure', 'corrupt', 'compromised', 'longer', 'malfunction', 'buggy', 'dangerous']],
        5,
    ],
    [
        "i-\\b(?:do\\s+not|don'?t|never|avoid)\\s+(?:\\w+\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`'\"]?(?:[\\w-]*_)?[^]\\b[\\`'\"]?(?:\\s+tool)?|\\binstead\\s+of\\s+(?:(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+)?(?:the\\s+)?[\\`'\"]?(?:[\\w-]*_)?[^]\\b[\\`'\"]?(?:\\s+tool)?",
        [['not', 'don', 'never', 'avoid', 'instead']],
        10,
    ],
    [
        "i-\\b(?:do\\s+not|don'?t|never|must\\s+not|should\\s+not|shouldn'?t)\\s+(?:ever\\s+)?(?:mention|tell|inform|reveal|disclose|notify|alert|show|display|report|explain)\\b(?![^.]*\\b(?:unless|only\\s+if)\\b)|\\bwithout\\s+(?:telling|informing|notifying|alerting|asking|mentioning|showing)\\b|\\b(?:silently|secretly|covertly|quietly|discreetly)\\s+(?:\\w+\\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change|collect|attach|log|store|share)|\\b(?:user|human)\\s+(?:does\\s+not|doesn'?t|need\\s+not|must\\s+not|should\\s+not)\\s+(?:need\\s+to\\s+)?(?:know|see|be\\s+(?:told|informed|aware))|\\b(?:keep|hide)\\s+(?:this|it|these)\\s+(?:step\\s+|instruction\\s+)?(?:secret|hidden|confidential|private)\\b|\\bcould\\s+(?:even\\s+)?upset\\s+the\\s+user\\b|\\b(?:keep|leave)\\s+(?:[\\w-]+\\s+){0,4}?out\\s+of\\s+(?:your|the)\\s+(?:answer|reply|response|summary|output|message)s?\\b|\\b(?:user|human)\\s+(?:must|should|shall|need|needs)\\s+not\\s+(?:ever\\s+)?(?:learn|find\\s+out|discover|notice|realize|realise|see|hear|know)\\b|\\bomit\\s+(?:from\\s+(?:your|the)\\s+(?:answer|reply|response|summary|output)\\s+)?(?:any|all)\\s+(?:mention|reference|trace)s?\\b",
        [
            [
                'mention',
                'tell',
                'inform',
                'reveal',
                'disclose',
                'notify',
                'alert',
                'show',
                'display',
                'report',
                'explain',
                'without',
                'silently',
                'secretly',
                'covertly',
                'quietly',
                'discreetly',
                'user',
                'human',
                'secret',
                'hidden',
                'confidential',
                'private',
                'could',
                'answer',
                'reply',
                'response',
                'summary',
                'output',
                'message',
                'reference',
                'trace',
            ],
        ],
        9,
    ],
    ['i-\\b(?:export|exports|dump|leak|upload|exfiltrate|mirror|sync|back\\s+up)\\b', [['export', 'exports', 'dump', 'leak', 'upload', 'exfiltrate', 'mirror', 'sync', 'back']], 4],
    [
        'i-\\b(?:for|with|in)\\s+(?:every\\s+|all\\s+|any\\s+)?(?:calls?\\s+(?:to|of)\\s+)?(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?\\s*,?\\s+(?:you\\s+)?(?:must|always|never)\\b',
        [
            ['must', 'always', 'never'],
            ['for', 'with', 'in'],
        ],
        9,
    ],
    [
        'i-\\b(?:if\\s+the\\s+user\\b|before\\s+(?:using|calling|you\\s+(?:use|call))|after\\s+(?:using|calling)|(?:also|first|always|must|should|make\\s+sure\\s+to|be\\s+sure\\s+to|please|then)\\s+(?:(?!not\\b|never\\b)\\w+\\s+)?(?:send|include|attach|read|pass|forward|upload|collect|copy|share|post|export|dump|reveal|print|append|add|put|leak|provide|supply)\\b)',
        [['user', 'before', 'after', 'also', 'first', 'always', 'must', 'should', 'make', 'sure', 'please', 'then']],
        8,
    ],
    [
        'i-\\b(?:ignore|disregard|override|overrule|discard|drop)\\s+(?:any|the|whatever|all|whichever)\\s+(?:[\\w-]+\\s+){0,3}?(?:(?:that|which)\\s+)?(?:the\\s+)?user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\b(?:whatever|whichever|no\\s+matter\\s+(?:what|which|whom|who|how))\\s+(?:[\\w-]+\\s+){0,3}?(?:the\\s+)?user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\beven\\s+(?:if|when|though)\\s+the\\s+user\\s+(?:explicitly\\s+)?(?:specifies|specified|gives|gave|chooses|chose|picks|picked|requests|requested|asks\\s+for|asked\\s+for|provides|provided|names|named|wants|selects|selected|sets|enters|types|lists|mentions|says)|\\brather\\s+than\\s+(?:what|whatever|the\\s+one|the\\s+\\w+)\\s+(?:that\\s+)?(?:the\\s+)?user\\b|\\bregardless\\s+of\\s+(?:the\\s+|which\\s+|what\\s+)?(?:[\\w-]+\\s+)?(?:requested|chosen|specified|given|asked\\s+for)\\b|\\bignore\\s+(?:all\\s+)?(?:the\\s+)?other\\s+(?:[\\w-]+\\s+)?tools\\b',
        [['user', 'whatever', 'whichever', 'matter', 'even', 'rather', 'regardless', 'ignore']],
        18,
    ],
    [
        'i-\\b(?:multiply|increase|raise|inflate|double|triple|mark\\s+up|round\\s+up)\\s+(?:every|each|all|any|the)\\s+(?:[\\w-]+\\s+){0,2}?(?:amounts?|values?|prices?|totals?|payments?|transfers?|fees?|quantit(?:y|ies)|sums?)\\b[^.]{0,40}?\\bby\\s+[+-]?\\d|\\badds?\\s+(?:a\\s+|an\\s+)?\\d[\\d.]*\\s*%\\s+(?:[\\w-]+\\s+){0,2}(?:fee|charge|surcharge|tip|commission|markup)\\s+to\\s+(?:every|each|all|any)\\b',
        [['multiply', 'increase', 'raise', 'inflate', 'double', 'triple', 'mark', 'round', 'add']],
        17,
    ],
    ['i-\\b(?:multiply|increase|raise|inflate|double|triple|mark|round|adds?)\\b', [['multiply', 'increase', 'raise', 'inflate', 'double', 'triple', 'mark', 'round', 'add']], 3],
    [
        'i-\\b(?:must|always|never|need\\s+to|needs\\s+to|have\\s+to|has\\s+to|make\\s+sure|be\\s+sure|ensure|shall|mandatory)\\b',
        [['must', 'always', 'never', 'need', 'needs', 'have', 'has', 'make', 'sure', 'ensure', 'shall', 'mandatory']],
        4,
    ],
    ['i-\\b(?:must|should|shall)\\b', [['must', 'should', 'shall']], 4],
    [
        "i-\\b(?:other\\s+tools?'?\\s+(?:data|results?|outputs?)|all\\s+tools|(?:conversation|chat|attachment|session)\\s+(?:history|context|logs?)|(?:the\\s+)?conversation|api[\\s_-]?keys?|secrets?|passwords?|credentials?|(?:access|auth|api|bearer|session|github|slack)\\s+tokens?|private\\s+keys?|ssh\\s+keys?|cookies?|crm|customer\\s+(?:data|records|rows)|id_rsa|mcp\\.json|environment\\s+variables?)\\b|(?<![\\w.])\\.env\\b|~\\/|\\/etc\\/",
        [
            [
                'other',
                'tools',
                'conversation',
                'chat',
                'attachment',
                'session',
                'api',
                'secret',
                'password',
                'credential',
                'token',
                'private',
                'ssh',
                'cookie',
                'crm',
                'customer',
                'id_rsa',
                'mcp.json',
                'environment',
                '.env',
                '~/',
                '/etc/',
            ],
        ],
        2,
    ],
    [
        'i-\\b(?:override|overwrite|replace|change|modify|alter|set|add|append|insert|inject)\\b[^.]{0,80}\\b(?:parameter|argument|field|value|recipient|account|path|destination|address|query)\\b[^.]{0,40}\\b(?:of|for|in|to|when\\s+(?:calling|using))\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
        [
            ['parameter', 'argument', 'field', 'value', 'recipient', 'account', 'path', 'destination', 'address', 'query'],
            ['override', 'overwrite', 'replace', 'change', 'modify', 'alter', 'set', 'add', 'append', 'insert', 'inject'],
            ['of', 'for', 'in', 'to', 'calling', 'using'],
        ],
        11,
    ],
    [
        'i-\\b(?:read|cat|open|load|send|pass|include|attach|upload|copy|put|add|append|forward|post|print|output|dump|paste|share|provide|supply|embed|insert)\\b',
        [
            [
                'read',
                'cat',
                'open',
                'load',
                'send',
                'pass',
                'include',
                'attach',
                'upload',
                'copy',
                'put',
                'add',
                'append',
                'forward',
                'post',
                'print',
                'output',
                'dump',
                'paste',
                'share',
                'provide',
                'supply',
                'embed',
                'insert',
            ],
        ],
        3,
    ],
    [
        'i-\\b(?:replace|overwrite|swap)\\s+(?:the|all|its|their)\\s+(?:values?|arguments?|parameters?|inputs?)\\s+with\\b|\\b(?:modify|alter|rewrite|falsify|overwrite)\\s+the\\s+(?:\\w+\\s+)?(?:results?|outputs?|responses?|verdicts?)\\s+of\\b',
        [['value', 'argument', 'parameter', 'input', 'result', 'output', 'response', 'verdict']],
        19,
    ],
    ['i-\\b(?:replace|overwrite|swap|modify|alter|rewrite|falsify)\\b', [['replace', 'overwrite', 'swap', 'modify', 'alter', 'rewrite', 'falsify']], 4],
    [
        'i-\\b(?:send|forward|pass|post|copy|share|include|store|save|write|report|attach|put|paste|push|append|add|log|email)\\b[^.;]{0,100}?\\b(?:to|into|in|under|via|with|as)\\s+(?:(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:[\\`\'"][^\\`\'"\\n]{1,80}[\\`\'"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:(?:the\\s+)?(?:[\\`\'"][^\\`\'"\\n]{2,60}[\\`\'"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function))|[\\w-]+\\/[\\w.-]+|argument|parameter|param|field)\\b)',
        [
            ['send', 'forward', 'pass', 'post', 'copy', 'share', 'include', 'store', 'save', 'write', 'report', 'attach', 'put', 'paste', 'push', 'append', 'add', 'log', 'email'],
            ['to', 'into', 'in', 'under', 'via', 'with', 'as'],
        ],
        7,
    ],
    [
        'i-\\b(?:send|forward|pass|post|copy|share|include|store|save|write|report|attach|put|paste|push|append|add|log|email)\\b|\\b(?:export|exports|dump|leak|upload|exfiltrate|mirror|sync|back\\s+up)\\b',
        [
            [
                'send',
                'forward',
                'pass',
                'post',
                'copy',
                'share',
                'include',
                'store',
                'save',
                'write',
                'report',
                'attach',
                'put',
                'paste',
                'push',
                'append',
                'add',
                'log',
                'email',
                'export',
                'exports',
                'dump',
                'leak',
                'upload',
                'exfiltrate',
                'mirror',
                'sync',
                'back',
            ],
        ],
        3,
    ],
    [
        'i-\\b(?:send|sends|append|forward|forwards|post|posts|upload|uploads|include|copy|copies|mirror|mirrors|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms|text)\\s[^.\\n]{0,100}?((?:https?|s?ftp|wss?):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|(?<![\\d.])\\+?\\d{1,3}[\\s-]?\\(?\\d{2,4}\\)?[\\s-]\\d{3,4}[\\s-]?\\d{3,4}(?![\\d.]))',
        [
            [
                'send',
                'sends',
                'append',
                'forward',
                'forwards',
                'post',
                'posts',
                'upload',
                'uploads',
                'include',
                'copy',
                'copies',
                'mirror',
                'mirrors',
                'log',
                'report',
                'cc',
                'bcc',
                'email',
                'mail',
                'transmit',
                'share',
                'submit',
                'leak',
                'sms',
                'text',
            ],
        ],
        8,
    ],
    ['i-\\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\\b', [['ship', 'send', 'deliver', 'route', 'forward', 'redirect', 'transfer', 'pay', 'wire', 'move']], 3],
    [
        'i-\\b(?:ship|send|deliver|route|forward|redirect|transfer|pay|wire|move)\\s+(?:every|each|all|any)\\s+(?:[\\w-]+\\s+)?(?:orders?|payments?|packages?|shipments?|parcels?|transfers?|funds|invoices?|deliveries)\\s+to\\b',
        [
            ['order', 'payment', 'package', 'shipment', 'parcel', 'transfer', 'funds', 'invoice', 'deliveries'],
            ['every', 'each', 'all', 'any'],
            ['ship', 'send', 'deliver', 'route', 'forward', 'redirect', 'transfer', 'pay', 'wire', 'move'],
            ['to'],
        ],
        16,
    ],
    [
        "i-\\b(?:user'?s?|their|the\\s+full|full|entire|whole|all|every|each|conversation|chat|history|quer(?:y|ies)|messages?|contents?|contacts?|cookies?|codes?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\\s_-]?keys?|context|results?|responses?)\\b",
        [
            [
                'user',
                'their',
                'full',
                'entire',
                'whole',
                'all',
                'every',
                'each',
                'conversation',
                'chat',
                'history',
                'quer',
                'message',
                'content',
                'contact',
                'cookie',
                'code',
                'prompt',
                'request',
                'credential',
                'secret',
                'token',
                'key',
                'password',
                'api',
                'context',
                'result',
                'response',
            ],
        ],
        3,
    ],
    [
        'i-\\b(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?[^.]{0,80}\\b(?:with|set\\s+to|replaced\\s+(?:with|by)|pass(?:ing)?)\\b[^.]{0,40}\\b(?:instead\\s+of|always|regardless)\\b',
        [
            ['instead', 'always', 'regardless'],
            ['with', 'set', 'replaced', 'pass'],
            ['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering'],
        ],
        15,
    ],
    [
        'i-\\bafter\\s+(?:you\\s+)?(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)\\s+(?:the\\s+)?[\\`\'"]?(?:[\\w-]*_)?[^]\\b[\\`\'"]?(?:\\s+tool)?',
        [['after'], ['use', 'using', 'uses', 'call', 'calling', 'calls', 'run', 'running', 'runs', 'invoke', 'invoking', 'invokes', 'execute', 'executing', 'executes', 'trigger', 'triggering']],
        11,
    ],
    ['i-\\binstead\\b', [['instead']], 7],
    [
        "i-\\binstead\\s+of\\s+(?:to\\s+)?the\\s+(?:intended|requested|original|specified|user'?s?|actual|real|given)\\b|\\b(?:must|should|shall|will|needs?\\s+to)\\s+(?:always\\s+)?be\\s+(?:replaced|overridden|overwritten|changed|redirected|rerouted)\\s+(?:with|to|by)\\b|\\balways\\s+(?:override|replace|redirect|overwrite|change)\\s+(?:the\\s+)?['\"`]?[\\w-]+['\"`]?\\s+(?:\\w+\\s+)?(?:with|to)\\b|\\b(?:all|every|each|any)\\s+(?:\\w+\\s+)?(?:emails?|messages?|payments?|transfers?|funds|requests?|files?|invoices?)\\s+(?:must|should|shall|will|are\\s+to)\\s+(?:always\\s+)?(?:be\\s+)?(?:sent|forwarded|redirected|routed|transferred|copied|cc'?d|bcc'?d|uploaded|posted)\\s+(?:to|into)\\b|\\b(?:must|should|shall|always)\\s+(?:\\w+\\s+){0,2}(?:send|forward|redirect|route|transfer|bcc|cc)\\s+(?:all|every|each|any|a\\s+copy)\\b|\\b(?:recipient|destination|payee|beneficiary|owner|bcc|cc|to)(?:\\s+(?:field|id|account|address|number))?\\s+(?:must|should|shall)\\s+(?:always\\s+)?be\\s+(?:set|changed)\\s+to\\b|\\bmust\\s+also\\s+(?:post|send|forward|copy|cc|bcc|upload)\\b[^.]{0,80}\\bto\\b|\\b(?:the\\s+)?actual\\s+recipient\\b|\\bput\\s+the\\s+actual\\b|\\bregardless\\s+of\\s+the\\s+(?:recipient|destination|account|amount|target)\\b",
        [
            [
                'instead',
                'replaced',
                'overridden',
                'overwritten',
                'changed',
                'redirected',
                'rerouted',
                'always',
                'email',
                'message',
                'payment',
                'transfer',
                'funds',
                'request',
                'file',
                'invoice',
                'must',
                'should',
                'shall',
                'recipient',
                'actual',
                'regardless',
            ],
        ],
        11,
    ],
    [
        "i-\\bpriority\\s+is\\s+higher\\b|\\bhigher\\s+priority\\s+than\\s+(?:the\\s+)?(?:user|any|all|other)|\\b(?:highest|top)\\s+priority\\s+(?:instruction|rule|over)|\\btakes?\\s+precedence\\s+over\\s+(?:the\\s+)?(?:user|any|all|other)|\\bsupersedes?\\s+(?:the\\s+)?(?:user|any|all|other|previous)|\\boverrides?\\s+(?:the\\s+)?(?:user'?s?|all|any|previous|prior)\\s+(?:\\w+\\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\\bfor\\s+the\\s+rest\\s+of\\s+(?:the|this)\\s+(?:session|conversation|chat)\\b|\\bregardless\\s+of\\s+(?:what\\s+)?the\\s+user\\b|\\b(?:ignore|disregard|forget)\\s+(?:all\\s+|any\\s+)?(?:previous|prior|above|earlier|other|the\\s+user'?s?|your)\\s+(?:\\w+\\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\\bmore\\s+important\\s+than\\s+(?:the\\s+)?user'?s?\\b|\\byour\\s+(?:new|real|true)\\s+(?:instructions|task|role)\\b",
        [['priority', 'precedence', 'supersede', 'override', 'rest', 'regardless', 'ignore', 'disregard', 'forget', 'important', 'your']],
        13,
    ],
    ['i-\\bset\\b', [['set']], 3],
    [
        "i-\\bset\\s+(?:the\\s+|its\\s+|their\\s+|any\\s+|every\\s+|each\\s+|all\\s+)?(?:user'?s\\s+)?(?:[\\w-]+\\s+){0,2}?(?:(?:search\\s+)?quer(?:y|ies)|paths?|destinations?|targets?|recipients?|to|cc|bcc|channels?(?:\\s+ids?)?|(?:base\\s+|head\\s+)?branch(?:es)?|base|head|owner|repo(?:sitory)?|accounts?(?:\\s+ids?)?|amounts?|values?|models?|sizes?|languages?|origins?|time\\s*zones?|timezones?|parents?|arguments?|parameters?|fields?|messages?|body|subjects?|labels?|urls?|address(?:es)?|commands?|(?:sql\\s+)?statements?|filters?|categor(?:y|ies)|observations?|payees?|beneficiar(?:y|ies)|prices?|totals?|quantit(?:y|ies))(?:\\s+(?:argument|parameter|param|field|value|id))?(?:\\s+(?:of|for|in)\\s+(?:(?:the\\s+)?(?:[\\`'\"][^\\`'\"\\n]{2,60}[\\`'\"]|(?:[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)+))(?:\\s+(?:tool|function|endpoint))?|the\\s+(?:[A-Z][\\w-]*\\s+){1,4}(?:tool|function)))?\\s+(?:to|=)\\s+(?:[\\w-]+\\s+)?(?:(?:(?:[\\`'\"][^\\`'\"\\n]{1,80}[\\`'\"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)|(?=[A-Za-z_-]*\\d)[A-Za-z0-9][A-Za-z0-9_-]{3,}\\b|(?:the\\s+)?user'?s\\s+\\w+)|true|false|null)",
        [
            ['set'],
            ['to', '='],
            [
                'quer',
                'path',
                'destination',
                'target',
                'recipient',
                'to',
                'cc',
                'bcc',
                'channel',
                'branch',
                'base',
                'head',
                'owner',
                'repo',
                'account',
                'amount',
                'value',
                'model',
                'size',
                'language',
                'origin',
                'time',
                'timezone',
                'parent',
                'argument',
                'parameter',
                'field',
                'message',
                'body',
                'subject',
                'label',
                'url',
                'address',
                'command',
                'statement',
                'filter',
                'categor',
                'observation',
                'payee',
                'beneficiar',
                'price',
                'total',
                'quantit',
            ],
        ],
        10,
    ],
    [
        'i-\\bthe\\s+user\\b[^.]*\\b(?:for|with|to|use)\\s+(?:[\\`\'"][^\\`\'"\\n]{1,80}[\\`\'"]|~?\\/(?:[\\w.~\\/-]+|(?=\\s))|(?:https?|ftp):\\/\\/\\S+|[\\w.+-]+@[\\w-]+\\.[\\w.-]+|[A-Za-z]+:[\\w.:-]+|[+-]?\\d[\\d,.]*\\s*(?:%|x\\d+)?)\\s+instead\\b(?!\\s+of)',
        [['instead'], ['user'], ['the'], ['for', 'with', 'to', 'use']],
        20,
    ],
    [
        'i-\\bwith\\s+(?:its|their|the(?:\\s+(?:full|whole|entire))?)\\s+(?:contents?|body|output|data|results?)\\b',
        [['with'], ['content', 'body', 'output', 'data', 'result'], ['its', 'their', 'the']],
        13,
    ],
    [
        'i-~\\/\\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|history|pgpass|azure|gcloud|config\\/gcloud|config\\/solana|password-store)\\b|(?:^|[\\s\'"`(])\\/?(?:home|Users)\\/[^\\s/]+\\/\\.(?:ssh|aws|gnupg|kube)\\b|\\/root\\/\\.\\w|\\bid_(?:rsa|ed25519|ecdsa|dsa)\\b|\\bauthorized_keys\\b|\\bmcp\\.json\\b|\\/etc\\/(?:passwd|shadow|sudoers|ssl\\/private)\\b|\\/etc\\/[\\w.-]*(?:passw|secret|credential|token|shadow|private)|\\bclaude_desktop_config\\.json\\b|\\.aws\\/credentials\\b|\\bapplication_default_credentials\\b|\\bwallet\\.dat\\b|\\b(?:private|secret)[\\s_-]?keys?\\s+files?\\b|\\b(?:seed|recovery|mnemonic)\\s+phrases?\\b|[\'"]Login Data[\'"]',
        [
            [
                '~/.',
                '/.',
                '/root/.',
                'id_',
                'authorized_keys',
                'mcp.json',
                '/etc/',
                'claude_desktop_config.json',
                '.aws/credentials',
                'application_default_credentials',
                'wallet.dat',
                'private',
                'secret',
                'phrase',
                'login data',
            ],
        ],
        6,
    ],
];

;// CONCATENATED MODULE: ./src/util/literals.ts
/**
 * Literal pre-checks for the signal families' patterns. Most sentences a diff adds hold none of the words a pattern is
 * built around, yet V8 compiles a pattern (for the long case-insensitive ones, a millisecond or more) the first time
 * it runs, whatever the text. `gated(re)` reads from the pattern itself the literals one of which every match must
 * contain (`needed`), and answers "no match" for a text that holds none of them without compiling or running the
 * pattern; for any other text it runs the pattern. The answer is always the pattern's own.
 *
 * The reading is conservative: a construct it does not know (or a literal it cannot be sure of) needs nothing, so the
 * check only ever skips texts the pattern cannot match. Case-insensitive patterns are checked on ASCII texts only
 * (lower-cased), where case folding is plain ASCII case; other texts always run the pattern.
 */

const ASCII = /^[\x00-\x7f]*$/;
/** The last text checked and its lower-case form (the families test one sentence against many patterns in turn). */
let lastText;
let lastLower;
let lastAscii = false;
function lowerAscii(text) {
    if (text !== lastText) {
        lastText = text;
        lastAscii = ASCII.test(text);
        lastLower = lastAscii ? text.toLowerCase() : undefined;
    }
    return lastLower;
}
/** `re`, tested only on texts that hold one of the literals its matches need. */
function gated(re) {
    // a global or sticky pattern's test depends on lastIndex: not gated
    if (/[gyv]/.test(re.flags))
        return re;
    const may = mayMatch(re.source, re.flags);
    return {
        test: (text) => may(text) && re.test(text),
        exec: (text) => (may(text) ? re.exec(text) : null),
    };
}
/** Characters that stand for themselves in a pattern (outside a class), ASCII only. */
const PLAIN = /[A-Za-z0-9 _\-'"`,;:!@#%&=<>~/]+/y;
const QUANTIFIES = /^[*+?{]$/;
const QUANTIFIER = /\{(\d+)(?:(,)(\d*))?\}/y;
const HEX2 = /([0-9A-Fa-f]{2})/y;
const HEX4 = /([0-9A-Fa-f]{4})/y;
const BRACED = /\{([0-9A-Fa-f]{1,6})\}/y;
/** Every pattern mayMatch has been given, by key: one entry per wrapped pattern, made once (at load or first use). */
const defined = new Map();
/**
 * For the table's test and its writer: every pattern mayMatch was given, and is given from now on (a live view). Kept
 * from the start, not from this call: the modules may have been loaded before it (one module graph for a whole test).
 */
function listPatterns() {
    return defined;
}
/**
 * Whether a text may match the pattern `source` (with `flags`, neither `g` nor `y`): false only when it lacks every
 * literal of an entry of what matches need. The need is read on the first call.
 */
function mayMatch(source, flags) {
    const ignoreCase = flags.includes('i');
    const unicode = flags.includes('u');
    const key = readingKey(source, ignoreCase, unicode);
    defined.set(key, { source, ignoreCase, unicode });
    let read;
    return (text) => {
        read ??= known().get(key) ?? reading(source, ignoreCase, unicode);
        if (text.length < read.min)
            return false;
        const needs = read.need;
        if (!needs.length)
            return true;
        const t = ignoreCase ? lowerAscii(text) : text;
        if (t === undefined)
            return true;
        for (const one of needs)
            if (!holdsOne(t, one))
                return false;
        return true;
    };
}
function readingKey(source, ignoreCase, unicode) {
    return `${ignoreCase ? 'i' : '-'}${unicode ? 'u' : '-'}${source}`;
}
/**
 * The readings of the patterns the modules define, computed beforehand (src/generated/literal-readings.ts, written
 * by scripts/generate/readings.mjs): reading them at run time was half of what a small diff spent judging. A pattern
 * missing from the table (one built at run time) is read on its first use, as before; `npm run generate -- --check`
 * (part of the lint) fails when an entry differs from what `reading` gives or a pattern the modules define is missing.
 */
let table;
function known() {
    return (table ??= new Map(READINGS.map(([key, need, min]) => [key, { need, min }])));
}
function holdsOne(text, literals) {
    for (const n of literals)
        if (text.includes(n))
            return true;
    return false;
}
/** Thrown on a construct the reader does not know: the pattern then needs nothing (it always runs). */
class Unknown extends Error {
}
/** How many entries a need keeps (the rarest: each costs a look at every text). */
const MAX_ENTRIES = 4;
const NOTHING = { need: [], min: 0 };
/** What every match of the pattern `source` contains (see Need). */
function needed(source, ignoreCase, unicode) {
    return reading(source, ignoreCase, unicode).need;
}
/** What every match of the pattern `source` contains and how long it is at least. */
function reading(source, ignoreCase, unicode) {
    const r = new Reader(source, ignoreCase, unicode);
    try {
        const out = r.disjunction();
        return r.at < source.length ? NOTHING : out; // (an unmatched `)`)
    }
    catch (e) {
        if (e instanceof Unknown)
            return NOTHING;
        throw e;
    }
}
/**
 * How rare an entry is in text: its commonest literal's weight (a letter counts 1, a space less, a digit or other sign
 * more: `@` and `://` are rarer in prose than "as"), then how few literals it offers.
 */
function rarity(one) {
    let min = Infinity;
    for (const s of one)
        min = Math.min(min, weight(s));
    return min * 1000 - one.length;
}
function weight(literal) {
    let w = 0;
    for (let i = 0; i < literal.length; i++) {
        const c = literal.charCodeAt(i);
        w += c === 32 ? 0.5 : (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? 1 : c >= 48 && c <= 57 ? 2 : 3;
    }
    return w;
}
/** The rarest entries of a need, the rarest first. */
function rarest(need) {
    if (need.length < 2)
        return need;
    const scored = need.map((one) => [rarity(one), one]);
    return scored
        .sort((a, b) => b[0] - a[0])
        .slice(0, MAX_ENTRIES)
        .map(([, one]) => one);
}
class Reader {
    src;
    ignoreCase;
    unicode;
    at = 0;
    constructor(src, ignoreCase, unicode) {
        this.src = src;
        this.ignoreCase = ignoreCase;
        this.unicode = unicode;
    }
    /**
     * Alternatives up to a `)` or the end. One alternative's need is the disjunction's; of several, every match matches
     * one of them, so it holds one literal of the rarest entry of one of them.
     */
    disjunction() {
        const alternatives = [];
        for (;;) {
            alternatives.push(this.alternative());
            if (this.src[this.at] !== '|')
                break;
            this.at++;
        }
        const min = Math.min(...alternatives.map((a) => a.min));
        if (alternatives.length === 1)
            return alternatives[0];
        const all = new Set();
        for (const { need } of alternatives) {
            const one = rarest(need)[0];
            if (!one)
                return { need: [], min };
            for (const s of one)
                all.add(s);
        }
        return { need: [[...all]], min };
    }
    /**
     * A sequence of terms: every match holds each run of consecutive literal characters, and what each term that must
     * match at least once needs.
     */
    alternative() {
        const need = [];
        let min = 0;
        let run = '';
        const flush = () => {
            if (run)
                need.push([run]);
            run = '';
        };
        while (this.at < this.src.length) {
            const c = this.src[this.at];
            if (c === '|' || c === ')')
                break;
            // a stretch of plain characters at once, but for its last when a quantifier follows (it applies to that one)
            PLAIN.lastIndex = this.at;
            if (PLAIN.test(this.src)) {
                let end = PLAIN.lastIndex;
                if (QUANTIFIES.test(this.src[end] ?? ''))
                    end--;
                if (end > this.at) {
                    const text = this.src.slice(this.at, end);
                    run += this.ignoreCase ? text.toLowerCase() : text;
                    min += text.length;
                    this.at = end;
                    continue;
                }
            }
            const atom = this.atom();
            if (atom.kind === 'assertion') {
                flush();
                continue;
            }
            const q = this.quantifier();
            // a character or class is one code unit at least; a group its shortest match; a back-reference maybe none
            min += q.min * (atom.kind === 'group' ? atom.min : atom.kind === 'char' || atom.kind === 'one' ? 1 : 0);
            if (atom.kind === 'char' && atom.char !== undefined) {
                if (q.min === 0)
                    flush();
                else {
                    run += atom.char;
                    if (q.max !== 1)
                        flush();
                }
            }
            else {
                flush();
                if (q.min > 0 && atom.kind === 'group')
                    need.push(...atom.need);
            }
        }
        flush();
        return { need: rarest(need), min };
    }
    /** One atom: a character (`char` undefined when it cannot be a literal), a group with its need, a class, or an assertion. */
    atom() {
        const src = this.src;
        const c = src[this.at];
        if (c === '^' || c === '$') {
            this.at++;
            return { kind: 'assertion' };
        }
        if (c === '(') {
            this.at++;
            let look = false;
            if (src[this.at] === '?') {
                const next = src[this.at + 1];
                if (next === ':')
                    this.at += 2;
                else if (next === '=' || next === '!') {
                    this.at += 2;
                    look = true;
                }
                else if (next === '<' && (src[this.at + 2] === '=' || src[this.at + 2] === '!')) {
                    this.at += 3;
                    look = true;
                }
                else if (next === '<') {
                    const end = src.indexOf('>', this.at);
                    if (end < 0 || !/^[A-Za-z_$][\w$]*$/.test(src.slice(this.at + 2, end)))
                        throw new Unknown();
                    this.at = end + 1;
                }
                else
                    throw new Unknown();
            }
            const inner = this.disjunction();
            if (src[this.at] !== ')')
                throw new Unknown();
            this.at++;
            // a lookaround is zero-width: what it reads need not be in the match (and it takes no quantifier here)
            return look ? { kind: 'assertion' } : { kind: 'group', ...inner };
        }
        if (c === '[') {
            this.at++;
            if (src[this.at] === '^')
                this.at++;
            // (a `]` right after `[` or `[^` closes the class: `[]` matches nothing, `[^]` any character)
            while (this.at < src.length && src[this.at] !== ']')
                this.at += src[this.at] === '\\' ? 2 : 1;
            if (src[this.at] !== ']')
                throw new Unknown();
            this.at++;
            // (`[]` matches nothing: its one code unit is a bound all the same)
            return { kind: 'one' };
        }
        if (c === '.') {
            this.at++;
            return { kind: 'one' };
        }
        if (c === '*' || c === '+' || c === '?' || c === ')' || c === '|')
            throw new Unknown();
        if (c === '{') {
            QUANTIFIER.lastIndex = this.at;
            if (this.unicode || QUANTIFIER.test(src))
                throw new Unknown();
            this.at++;
            return this.literal('{');
        }
        if (c === '\\')
            return this.escape();
        this.at++;
        return this.literal(c);
    }
    escape() {
        const src = this.src;
        const e = src[this.at + 1];
        if (e === undefined)
            throw new Unknown();
        this.at += 2;
        if (e === 'b' || e === 'B')
            return { kind: 'assertion' };
        if ('dDwWsS'.includes(e))
            return { kind: 'one' };
        if (e === 'p' || e === 'P') {
            if (!this.unicode)
                return this.literal(e);
            const end = src.indexOf('}', this.at);
            if (src[this.at] !== '{' || end < 0)
                throw new Unknown();
            this.at = end + 1;
            return { kind: 'one' };
        }
        // a back-reference matches what its group matched (maybe nothing); \0 is NUL
        if (/[1-9]/.test(e)) {
            while (/\d/.test(src[this.at] ?? ''))
                this.at++;
            return { kind: 'other' };
        }
        if (e === 'k') {
            const end = src.indexOf('>', this.at);
            if (src[this.at] !== '<' || end < 0)
                throw new Unknown();
            this.at = end + 1;
            return { kind: 'other' };
        }
        const control = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };
        if (control[e] !== undefined)
            return this.literal(control[e]);
        if (e === '0') {
            if (/\d/.test(src[this.at] ?? ''))
                throw new Unknown(); // a legacy octal escape
            return this.literal('\0');
        }
        if (e === 'x' || e === 'u') {
            const code = e === 'x' ? HEX2 : this.unicode && src[this.at] === '{' ? BRACED : HEX4;
            code.lastIndex = this.at;
            const m = code.exec(src);
            if (!m)
                throw new Unknown();
            this.at += m[0].length;
            const point = parseInt(m[1], 16);
            if (point > 0x10ffff)
                throw new Unknown();
            return this.literal(String.fromCodePoint(point));
        }
        if (e === 'c')
            throw new Unknown();
        if (/[A-Za-z0-9]/.test(e))
            throw new Unknown(); // an escape this reader does not know
        return this.literal(e); // an escaped syntax character: itself
    }
    /** A literal character: kept when ASCII (lower-cased for a case-insensitive pattern), else not a literal of the check. */
    literal(ch) {
        if (ch.length !== 1 || ch.charCodeAt(0) > 0x7f)
            return { kind: 'char' };
        return { kind: 'char', char: this.ignoreCase ? ch.toLowerCase() : ch };
    }
    /** The quantifier after an atom (`{1,1}` when none). */
    quantifier() {
        const src = this.src;
        const c = src[this.at];
        let q;
        if (c === '*')
            q = { min: 0, max: Infinity };
        else if (c === '+')
            q = { min: 1, max: Infinity };
        else if (c === '?')
            q = { min: 0, max: 1 };
        if (q)
            this.at++;
        else if (c === '{') {
            QUANTIFIER.lastIndex = this.at;
            const m = QUANTIFIER.exec(src);
            if (m) {
                this.at += m[0].length;
                const min = Number(m[1]);
                q = { min, max: m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity };
            }
        }
        if (!q)
            return { min: 1, max: 1 };
        if (src[this.at] === '?')
            this.at++; // lazy
        return q;
    }
}


/***/ }),

/***/ 4850:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   MR: () => (/* binding */ addObtainedSecret),
/* harmony export */   Qe: () => (/* binding */ maskKnownInPlace),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   h6: () => (/* binding */ Scrubber),
/* harmony export */   qp: () => (/* binding */ secretValuesFromEnv),
/* harmony export */   y2: () => (/* binding */ onObtainedSecret)
/* harmony export */ });
/* unused harmony export scrubCredentialShapes */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24119);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(11973);
/* harmony import */ var _literals_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(51535);



/**
 * Secret values the gate knows of, and their removal from every text it publishes (comments, check runs, annotations,
 * job summary, outputs, logs). A secret is replaced by `***` (what the Actions runner shows for masked values).
 */
const REDACTED = '***';
/** Values shorter than this are not treated as secrets: they would redact ordinary words. */
const MIN_SECRET_LENGTH = 4;
/** Variables picked by their name alone must be longer (a `*_TOKEN=true` is a flag, not a credential). */
const MIN_ENV_SECRET_LENGTH = 8;
/** Environment variables that hold credentials on a runner, by name. */
const SECRET_NAME = /(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)($|_)|^INPUT_GITHUB-TOKEN$/i;
/**
 * Credentials recognisable by their shape, scrubbed even when the gate never saw their value (the publish job, which
 * reads what another job wrote): tokens of known formats, `Bearer …`, and `NAME_KEY=…` / `*_TOKEN=` / `*_SECRET=`
 * assignments (the name is kept, the value replaced). Each has a group 1 to keep (or none).
 */
const CREDENTIAL_PATTERNS = [
    /()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g,
    /()\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})/g,
    /()\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
    /()\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /()\bglpat-[A-Za-z0-9_-]{20,}/g,
    /()\bAIza[0-9A-Za-z_-]{35}/g,
    // A key block: the marker, its base64 lines (a short last one only before the end marker) and the end marker, never
    // the text that follows a bare marker (which would hide the rest of a report).
    /()-----BEGIN [A-Z ]*PRIVATE KEY-----(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{16,})*(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{1,15}(?=(?:\s|\\[nr])*-----END))?(?:(?:\s|\\[nr])*-----END [A-Z ]*PRIVATE KEY-----)?/g,
    // (whitespace as written, or as a JSON string escapes it: the report files are scrubbed as serialized text)
    /(\bBearer(?:\s|\\[nrt])+)[A-Za-z0-9._~+/-]{16,}=*/gi,
    /(\b[A-Za-z0-9_-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)[^\s"'`,;&<>]{8,}/g,
    // the same in any case (`api_key=…`, `client-secret: …`, `password=…`): the name holds a separator or is the word
    // itself, and the value holds a digit, so ordinary prose (`sort_key: created_at`, `primary key: id`) stays
    /(\b(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+[_-](?:key|token|secret|password|passwd|credentials?)|password|passwd|secret|token|apikey)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)(?=[^\s"'`,;&<>]*\d)[^\s"'`,;&<>]{8,}/gi,
];
/** Each pattern's literal pre-check: a text without what its matches need is left as it is, the pattern not run. */
const MAY_HOLD = CREDENTIAL_PATTERNS.map((p) => (0,_literals_js__WEBPACK_IMPORTED_MODULE_2__/* .mayMatch */ .B7)(p.source, p.flags));
/** Credential-shaped text replaced by `***` (see CREDENTIAL_PATTERNS). */
function scrubCredentialShapes(text) {
    let out = text;
    CREDENTIAL_PATTERNS.forEach((p, i) => {
        if (MAY_HOLD[i](out))
            out = out.replace(p, (_m, keep) => `${keep}${REDACTED}`);
    });
    return out;
}
/**
 * Secrets this process obtained while it ran, not configured (an OAuth access or refresh token, a signed client
 * assertion): one list, which every Scrubber masks as it masks the values given to it, from the moment one is added.
 */
const obtained = [];
const obtainedListeners = new Set();
/** A secret obtained at run time (see `obtained`): every Scrubber, now and later, masks it; listeners hear of it once. */
function addObtainedSecret(value) {
    if (!value || value.length < MIN_SECRET_LENGTH || obtained.includes(value))
        return;
    obtained.push(value);
    for (const listener of obtainedListeners)
        listener(value);
}
/** Call `listener` with each secret obtained from now on (the action's runner log masker); returns the unsubscribe. */
function onObtainedSecret(listener) {
    obtainedListeners.add(listener);
    return () => void obtainedListeners.delete(listener);
}
class Scrubber {
    secrets = new Set();
    /** How many of the obtained secrets this scrubber has added. */
    synced = 0;
    pattern;
    /** Texts never masked as a known value (keep): the config's server ids. */
    kept = new Set();
    /** The kept texts a known value occurs in (the only ones that change what is masked), worked out once per change. */
    keptHolding;
    constructor(values = []) {
        for (const v of values)
            this.add(v);
    }
    /**
     * Add a secret (and the encodings it travels in: the Basic-auth header git uses for a token, and a JSON string, as in
     * the report files, which are scrubbed as serialized text).
     */
    add(value) {
        if (!value || value.length < MIN_SECRET_LENGTH)
            return this;
        const encodings = [value, Buffer.from(`x-access-token:${value}`).toString('base64'), encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
        for (const v of encodings)
            if (v.length >= MIN_SECRET_LENGTH)
                this.secrets.add(v);
        this.pattern = undefined;
        this.keptHolding = undefined;
        return this;
    }
    /**
     * A text that is never masked as a known value: a server id the config declares. An id is no secret (the config
     * states it in plain text, and every report, audit line and lockfile names it), so where a secret's value occurs
     * inside an occurrence of the id (the id itself, when a secret equals it; `prod-db` for a secret `prod`), the id is
     * written whole. An occurrence is the whole id, not part of a longer name: `prod-db2` is none of `prod-db`, so the
     * secret `prod` in it is masked (`***-db2`), as it is anywhere else, and so is a longer secret that holds an id.
     * Credential shapes are not exempt: an id shaped like a token is masked as one.
     */
    keep(text) {
        if (!text || this.kept.has(text))
            return this;
        this.kept.add(text);
        this.keptHolding = undefined;
        return this;
    }
    /** The raw values (for the runner's log masker). */
    values() {
        this.sync();
        return [...this.secrets];
    }
    /** Whether the text holds a known value that scrubKnown would mask (one outside every kept text). */
    contains(text) {
        this.sync();
        const p = this.regex();
        if (!p)
            return false;
        const spans = this.keptSpans(text);
        if (!spans.length)
            return new RegExp(p.source).test(text);
        return this.masked(text, p, spans).length > 0;
    }
    /** Known values first (they may not look like credentials), then every credential-shaped string. */
    scrub(text) {
        return scrubCredentialShapes(this.scrubKnown(text));
    }
    /** The known values only. */
    scrubKnown(text) {
        this.sync();
        const p = this.regex();
        if (!p)
            return text;
        const spans = this.keptSpans(text);
        if (!spans.length)
            return text.replace(p, REDACTED);
        let out = '';
        let last = 0;
        for (const [at, length] of this.masked(text, p, spans)) {
            out += `${text.slice(last, at)}${REDACTED}`;
            last = at + length;
        }
        return out + text.slice(last);
    }
    /**
     * The known values to mask in TEXT, [start, length] each, left to right: a match inside a kept span is passed over
     * one character on, not as a whole, so a secret that starts inside an id and runs past it is still found.
     */
    masked(text, p, spans) {
        const re = new RegExp(p.source, 'g');
        const out = [];
        for (let m = re.exec(text); m; m = re.exec(text)) {
            if (inside(spans, m.index, m[0].length))
                re.lastIndex = m.index + 1;
            else
                out.push([m.index, m[0].length]);
        }
        return out;
    }
    /** Where the kept texts that hold a known value occur in TEXT (overlapping ones too): [start, end) each. */
    keptSpans(text) {
        this.keptHolding ??= [...this.kept].filter((k) => [...this.secrets].some((s) => k.includes(s)));
        const spans = [];
        for (const k of this.keptHolding)
            for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1))
                if (wholeId(text, at, k.length))
                    spans.push([at, at + k.length]);
        return spans;
    }
    /**
     * Strings anywhere in a JSON-like value, scrubbed (a new value; the input is left alone). What nests past
     * MAX_WRITTEN_DEPTH is cut first, as every writer does, so a server's 5,000-level schema cannot overflow the stack.
     * `shapes: false` removes the known values only (a server's contracts, which are pinned as the server lists them).
     */
    scrubDeep(value, o = {}) {
        return this.scrubAt((0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .cutDeep */ .hO)(value, _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_WRITTEN_DEPTH */ .ri), o.shapes !== false);
    }
    scrubAt(value, shapes) {
        if (typeof value === 'string')
            return shapes ? this.scrub(value) : this.scrubKnown(value);
        if (Array.isArray(value))
            return value.map((v) => this.scrubAt(v, shapes));
        if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
            const out = {};
            for (const [k, v] of Object.entries(value))
                (0,_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(out, k, this.scrubAt(v, shapes));
            return out;
        }
        return value;
    }
    /** The secrets obtained since the last call, added. */
    sync() {
        while (this.synced < obtained.length)
            this.add(obtained[this.synced++]);
    }
    regex() {
        if (this.pattern || this.secrets.size === 0)
            return this.pattern;
        // each ASCII punctuation character may stand behind a backslash: a Markdown writer escapes it (`pw\-x`)
        const escaped = [...this.secrets].sort((a, b) => b.length - a.length).map((v) => v.replace(/[!-/:-@[-`{-~]/g, (c) => `\\\\?${c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}`));
        this.pattern = new RegExp(escaped.join('|'), 'g');
        return this.pattern;
    }
}
/**
 * Whether TEXT holds a whole id at [at, at + length): not part of a longer name (`prod-db2`, `x.prod-db`), an id's
 * characters being letters, digits, `_`, `-` and `.` (a `.` after it only when it ends a sentence).
 */
function wholeId(text, at, length) {
    const end = at + length;
    return !/[A-Za-z0-9_.-]/.test(text[at - 1] ?? ' ') && !/[A-Za-z0-9_-]/.test(text[end] ?? ' ') && !(text[end] === '.' && /[A-Za-z0-9_-]/.test(text[end + 1] ?? ' '));
}
/** Whether [at, at + length) lies within one of the spans. */
function inside(spans, at, length) {
    return spans.some(([start, end]) => start <= at && at + length <= end);
}
/** Every credential-looking variable of an environment (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB-TOKEN, *_SECRET, …). */
function secretValuesFromEnv(env) {
    return Object.entries(env)
        .filter(([name, value]) => value !== undefined && value.length >= MIN_ENV_SECRET_LENGTH && SECRET_NAME.test(name))
        .map(([, value]) => value);
}
/**
 * Known values (the scrubber's, not credential shapes) masked in place in every string of a JSON-like value parsed
 * from a server (arrays and plain objects, walked without recursion, so no nesting overflows the stack); how many
 * strings held one. For what a session read back from a server that echoed the credential it was sent.
 */
function maskKnownInPlace(value, scrubber) {
    let changed = 0;
    const stack = [value];
    while (stack.length) {
        const at = stack.pop();
        if (!at || typeof at !== 'object')
            continue;
        const entries = Array.isArray(at) ? at.map((v, i) => [i, v]) : plainObject(at) ? Object.entries(at) : [];
        for (const [k, v] of entries) {
            if (typeof v === 'string') {
                if (!scrubber.contains(v))
                    continue;
                at[k] = scrubber.scrubKnown(v);
                changed++;
            }
            else if (v && typeof v === 'object')
                stack.push(v);
        }
    }
    return changed;
}
/** An object literal's kind, of any realm (a body fetch parsed is of Node's own, not a sandbox's): its prototype is Object's or none. */
function plainObject(value) {
    const proto = Object.getPrototypeOf(value);
    return proto === null || Object.getPrototypeOf(proto) === null;
}


/***/ }),

/***/ 26918:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ GATE_NAME),
/* harmony export */   xv: () => (/* binding */ VERSION)
/* harmony export */ });
/* unused harmony export PACKAGE_NAME */
const VERSION = '0.1.0';
/** The npm package (and command) name. */
const PACKAGE_NAME = 'mcp-contract-gate';
/** How a command or path names the gate: what tells the gate's proxy from any other program in a client config. */
const GATE_NAME = new RegExp(PACKAGE_NAME);


/***/ }),

/***/ 34756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("../refa.cjs");

/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 98995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(15964);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
