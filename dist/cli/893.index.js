export const id = 893;
export const ids = [893];
export const modules = {

/***/ 7298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REFERENCES_HELP: () => (/* binding */ REFERENCES_HELP),
/* harmony export */   runReferences: () => (/* binding */ runReferences)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _app_reference_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7248);
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8828);
/* harmony import */ var _references_match_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(484);
/* harmony import */ var _references_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2657);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1973);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3214);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8987);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9397);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6820);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4788);
/* harmony import */ var _config_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8118);












const REFERENCES_HELP = `Usage: mcp-contract-gate references [--config F] [--root DIR] [--lockfile F] [--json]

Scan the repository for the places that name MCP tools (Claude Code settings, agents, commands and skills, VS Code
and Copilot prompt files, agent workflows, MCP client calls in TS/JS and Python, and mentions in AGENTS.md,
CLAUDE.md and *.instructions.md) and list each at its line. With a config, the names of its servers are known; with
its lockfile, a reference to a tool the lockfile does not pin is marked (reference-unlisted). No server is started.

Options:
${_config_js__WEBPACK_IMPORTED_MODULE_8__/* .CONFIG_FLAG_HELP */ .Ap}
                    (optional: without one, references are listed by the server names they write)
  --root DIR        the folder to scan (default: the config's repository root, else the working folder's)
  --lockfile F      mark references to tools this lockfile does not pin (default: the config's \`lockfile\`)
  --json            the references, problems and findings as JSON
  -h, --help        this help

Exit codes: ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_CODES */ .a.pass} scanned (findings against the lockfile are for review: they never fail), ${_util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_CODES */ .a.badInput} config or lockfile error.
`;
function runReferences(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .bQ)('references', {
        args,
        options: { config: { type: 'string' }, root: { type: 'string' }, lockfile: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
        io.stdout(REFERENCES_HELP);
        return 0;
    }
    // the config is optional: a given one must load; otherwise the first candidate found, if any
    let servers = [];
    let settings;
    let root = values.root !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveIn */ .QH)(io, values.root) : undefined;
    let lockPath = values.lockfile !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveIn */ .QH)(io, values.lockfile) : undefined;
    const top = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .gitRoot */ .Jl)(io.cwd);
    const configured = values.config !== undefined || _config_js__WEBPACK_IMPORTED_MODULE_8__/* .CONFIG_CANDIDATES */ .y9.some((c) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveIn */ .QH)(io, c)) || (top !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveFromRoot */ .xl)(top, c))));
    if (configured) {
        let loaded;
        try {
            loaded = (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .loadCliConfig */ .XY)(io, values.config);
        }
        catch (err) {
            // a config given by name must load; one only found nearby (a client config meant for an editor) may not, and
            // the scan needs it only for server names: go on without them, saying why
            if (values.config !== undefined || !(err instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz || err instanceof _config_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .ConfigError */ .x))
                throw err;
            io.stderr(`mcp-contract-gate references: the config found here was not read (${err.message.split('\n')[0]}); references are listed by the server names they write\n`);
        }
        if (loaded) {
            servers = loaded.config.servers;
            settings = loaded.config.references;
            if (settings?.enabled === false) {
                io.stderr(`mcp-contract-gate references: the scan is off (\`references: false\` in ${(0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .display */ .Vy)(io, loaded.config.file ?? '')})\n`);
                return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_CODES */ .a.pass;
            }
            root ??= loaded.root;
            lockPath ??= (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveFromRoot */ .xl)(loaded.root, loaded.config.lockfile);
        }
    }
    root ??= top ?? io.cwd;
    const scan = (0,_app_reference_files_js__WEBPACK_IMPORTED_MODULE_1__/* .repositoryReferences */ .H4)(root, servers, (0,_app_reference_files_js__WEBPACK_IMPORTED_MODULE_1__/* .scanOptions */ .un)(settings));
    const lock = lockPath ? (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .readCliLockfile */ .ot)(io, lockPath) : undefined;
    let findings = [];
    if (lock) {
        const pinned = (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_2__/* .lockfileToSnapshotSet */ .Nd)(lock);
        findings = (0,_references_match_js__WEBPACK_IMPORTED_MODULE_3__/* .matchReferences */ .aG)(scan.references, (0,_references_match_js__WEBPACK_IMPORTED_MODULE_3__/* .referenceContextOf */ .oN)(pinned, pinned, [], scan.keys));
    }
    if (values.json) {
        io.stdout((0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .prettyJson */ .D_)({
            root: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .display */ .Vy)(io, root),
            files: scan.files,
            references: scan.references,
            findings,
            problems: scan.problems,
            ...(lockPath ? { lockfile: (0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .display */ .Vy)(io, lockPath), pinned: lock !== undefined } : {}),
        }));
        return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_CODES */ .a.pass;
    }
    io.stdout(renderText(scan.references, findings, scan.keys, scan.files));
    for (const p of scan.problems)
        io.stderr(`mcp-contract-gate references: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(p.file)}${p.line ? `:${p.line}` : ''}: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(p.message)}\n`);
    if (lockPath && !lock)
        io.stderr(`mcp-contract-gate references: no lockfile at ${(0,_config_js__WEBPACK_IMPORTED_MODULE_8__/* .display */ .Vy)(io, lockPath)}: references are not checked against pinned tools\n`);
    return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT_CODES */ .a.pass;
}
/** One block per file: `line:column  entry  → server/tool  (where)`, and the finding against the lockfile, if any. */
function renderText(refs, findings, keys, files) {
    if (!refs.length)
        return `no tool references in ${files} file${files === 1 ? '' : 's'} read\n`;
    const byRef = new Map(findings.map((f) => [f.reference, f]));
    const out = [];
    let file = '';
    for (const r of refs) {
        if (r.file !== file) {
            file = r.file;
            out.push(`${out.length ? '\n' : ''}${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(file)}`);
        }
        const server = r.serverKey === undefined ? '' : ((0,_references_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .serverIdOf */ .Ee)(keys, r.serverKey) ?? `${r.serverKey} (not a configured server)`);
        const target = r.tool === undefined ? `${server || '?'} (the whole server)` : `${server ? `${server}/` : ''}${r.tool}`;
        const f = byRef.get(r);
        const note = [r.kind === 'prose' ? 'prose' : r.kind === 'code' ? 'code' : '', f ? `${f.rule}: not in the lockfile` : ''].filter(Boolean).join('; ');
        out.push(`  ${`${r.line}:${r.column}`.padEnd(8)}${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(r.text)}  → ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(target)}  (${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .visible */ .RK)(r.where)}${note ? `; ${note}` : ''})`);
    }
    const n = refs.length;
    out.push(`\n${n} reference${n === 1 ? '' : 's'} in ${new Set(refs.map((r) => r.file)).size} of ${files} file${files === 1 ? '' : 's'} read${findings.length ? `; ${findings.length} to tools the lockfile does not pin` : ''}`);
    return `${out.join('\n')}\n`;
}


/***/ }),

/***/ 8272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   Pt: () => (/* binding */ withBaseWorktree),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Wd: () => (/* binding */ fileAt),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1924);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4788);






class GitError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(`git ${args.join(' ')} failed${code === null ? '' : ` (exit ${code})`}: ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no output'}`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
        this.name = 'GitError';
    }
}
/** Run git in `dir`; resolves with stdout, rejects with a GitError carrying stderr. Never prompts for credentials. */
function git(dir, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['-C', dir, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, String(stderr || error.message), typeof error.code === 'number' ? error.code : null));
            else
                resolve(String(stdout));
        });
    });
}
/**
 * The text of `path` (relative to `dir`; a leading `./` is optional) as committed at `rev`, or undefined when the
 * commit has no such file (or there is no such commit). `git show rev:./path`, written once.
 */
async function fileAt(dir, rev, path) {
    try {
        return await git(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof GitError)
            return undefined;
        throw err;
    }
}
async function hasCommit(dir, ref) {
    try {
        await git(dir, ['cat-file', '-e', `${ref}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The commit id of `ref` in the repository at `dir`. When the commit is not there (a shallow checkout, as
 * actions/checkout makes by default), fetch it from `origin` first.
 */
async function resolveCommit(dir, ref) {
    // The common case in one git call (each call is a process): the commit is here.
    const here = await git(dir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then((out) => out.trim(), () => '');
    if (/^[0-9a-f]{40,64}$/.test(here))
        return here;
    const inRepository = await git(dir, ['rev-parse', '--git-dir']).then(() => true, () => false);
    if (!inRepository)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${dir} is not in a git repository: comparing with base ref ${JSON.stringify(ref)} needs one (run it in a clone)`);
    if (!(await hasCommit(dir, ref))) {
        const hasOrigin = await git(dir, ['remote', 'get-url', 'origin']).then(() => true, () => false);
        let fetchError = '';
        if (hasOrigin) {
            try {
                const shallow = (await git(dir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
                await git(dir, ['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
            }
            catch (err) {
                fetchError = err instanceof GitError ? gitReason(err.stderr) : err.message;
            }
        }
        if (!(await hasCommit(dir, ref))) {
            if (hasOrigin && !fetchError && (await hasCommit(dir, 'FETCH_HEAD')))
                return (await git(dir, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim();
            const near = (0,_util_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(ref, await refNames(dir));
            const hint = near ? `; did you mean "${near}"?` : '; give a branch, tag or commit, e.g. origin/main';
            const why = !hasOrigin ? 'and there is no remote "origin" to fetch it from' : `and fetching it from origin failed${fetchError ? `: ${fetchError}` : ''}`;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`base ref ${JSON.stringify(ref)} is not a commit in this repository, ${why}${hint}`);
        }
    }
    return (await git(dir, ['rev-parse', '--verify', `${ref}^{commit}`])).trim();
}
/** The line of git's stderr that says what went wrong (`fatal: couldn't find remote ref x` → `couldn't find remote ref x`). */
function gitReason(stderr) {
    const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? '';
    return line.replace(/^(fatal|error):\s*/, '');
}
/** Branch, remote-branch and tag names, for "did you mean". */
async function refNames(dir) {
    try {
        return (await git(dir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags'])).split('\n').filter(Boolean);
    }
    catch {
        return [];
    }
}
/**
 * Check out `baseRef` of the repository at `headDir` into a temporary worktree (`git worktree add --detach`), call
 * `fn` with its path, and always remove the worktree afterwards (`git worktree remove --force`, prune, and the folder),
 * whether `fn` succeeded or threw.
 */
async function withBaseWorktree(headDir, baseRef, fn, options = {}) {
    const commit = await resolveCommit(headDir, baseRef);
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(options.tmpDir ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-contract-gate-base-')));
    try {
        await git(headDir, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
        return await fn(dir);
    }
    finally {
        await removeWorktree(headDir, dir);
    }
}
async function removeWorktree(headDir, dir) {
    await git(headDir, ['worktree', 'remove', '--force', '--force', dir]).catch(() => { });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    await git(headDir, ['worktree', 'prune']).catch(() => { });
}


/***/ })

};
