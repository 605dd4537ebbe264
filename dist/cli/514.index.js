export const id = 514;
export const ids = [514];
export const modules = {

/***/ 5514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GATE_HELP: () => (/* binding */ GATE_HELP),
  runGate: () => (/* binding */ runGate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/discovery/sides.ts
var discovery_sides = __webpack_require__(8856);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(175);
// EXTERNAL MODULE: ./src/probes/index.ts + 5 modules
var src_probes = __webpack_require__(1687);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/config/index.ts + 4 modules
var src_config = __webpack_require__(6689);
// EXTERNAL MODULE: ./src/model/config.ts
var model_config = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/policy/knobs/index.ts + 11 modules
var knobs = __webpack_require__(8765);
// EXTERNAL MODULE: ./src/policy/knobs/knob.ts
var knob = __webpack_require__(6475);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1046);
;// CONCATENATED MODULE: ./src/policy/config-change.ts




function policySide(config, probesText) {
    return {
        policy: config.policy,
        lockfile: config.lockfile,
        includeMeta: config.includeMeta,
        ...(config.probes ? { probes: config.probes } : {}),
        ...(probesText !== undefined ? { probesText } : {}),
        forbidden: new Map(config.servers.map((s) => [s.id, s.forbiddenTools ?? []])),
        enforce: new Map(config.servers.map((s) => [s.id, s.enforce ?? model_config/* DEFAULT_ENFORCE */.fq])),
        allowApps: config.approvers?.allowApps ?? [],
    };
}
const shifted = (key, shift, detail) => ({ key, shift, detail });
/** The keys outside `policy` that policyShifts compares, in report order (the `policy` keys are POLICY_KNOBS). */
const DECIDING_KEYS = [
    {
        key: 'servers.<id>.forbidden-tools',
        compare(base, head) {
            const out = [];
            for (const id of [...base.forbidden.keys()].sort()) {
                const was = base.forbidden.get(id) ?? [];
                const now = head.forbidden.get(id);
                if (!now)
                    continue; // the server itself is removed: that is a contract change, reported by the diff
                // a server new at head brings its own list: nothing at base to weaken
                const gone = was.filter((p) => !now.includes(p));
                const extra = now.filter((p) => !was.includes(p));
                if (gone.length)
                    out.push(shifted(`servers.${id}.forbidden-tools`, 'weakens', `no longer forbids ${(0,knob/* quoteList */.JN)(gone)}`));
                if (extra.length)
                    out.push(shifted(`servers.${id}.forbidden-tools`, 'strengthens', `also forbids ${(0,knob/* quoteList */.JN)(extra)}`));
            }
            return out;
        },
    },
    {
        key: 'servers.<id>.enforce',
        compare(base, head) {
            // ENFORCE_MODES runs from strictest to loosest: a later mode is a weaker one.
            return [...base.enforce.keys()].sort().flatMap((id) => {
                const was = base.enforce.get(id);
                const now = head.enforce.get(id);
                if (!now || now === was)
                    return [];
                return [shifted(`servers.${id}.enforce`, model_config/* ENFORCE_MODES */.u1.indexOf(now) > model_config/* ENFORCE_MODES */.u1.indexOf(was) ? 'weakens' : 'strengthens', `${was} → ${now}`)];
            });
        },
    },
    {
        key: 'approvers.allow-apps',
        compare(base, head) {
            const added = head.allowApps.filter((a) => !base.allowApps.includes(a));
            const gone = base.allowApps.filter((a) => !head.allowApps.includes(a));
            return [
                ...(added.length ? [shifted('approvers.allow-apps', 'weakens', `also lets ${(0,knob/* quoteList */.JN)(added)} approve`)] : []),
                ...(gone.length ? [shifted('approvers.allow-apps', 'strengthens', `no longer lets ${(0,knob/* quoteList */.JN)(gone)} approve`)] : []),
            ];
        },
    },
    {
        key: 'include-meta',
        compare: (base, head) => (base.includeMeta === head.includeMeta ? [] : [shifted('include-meta', head.includeMeta ? 'strengthens' : 'weakens', `${base.includeMeta} → ${head.includeMeta}`)]),
    },
    {
        key: 'lockfile',
        compare: (base, head) => (base.lockfile === head.lockfile ? [] : [shifted('lockfile', 'weakens', `the baseline lockfile moves from '${base.lockfile}' to '${head.lockfile}'`)]),
    },
    {
        key: 'probes',
        compare(base, head) {
            if (base.probes !== head.probes)
                return [shifted('probes', head.probes ? (base.probes ? 'changes' : 'strengthens') : 'weakens', `${base.probes ? `'${base.probes}'` : 'none'} → ${head.probes ? `'${head.probes}'` : 'none'}`)];
            if (base.probes && base.probesText !== head.probesText)
                return [shifted('probes', 'changes', `the probe cases in '${base.probes}' were edited`)];
            return [];
        },
    },
];
/**
 * What a pull request's config does to the policy, key by key, compared with the base commit's: the base policy still
 * judges the pull request, and each difference is a `gate-config-changed` finding (a weaker one blocks). The keys are
 * the policy knobs (src/policy/knobs/), then DECIDING_KEYS.
 */
function policyShifts(base, head) {
    return [...(0,knobs/* policyKnobShifts */.eX)(base.policy, head.policy), ...DECIDING_KEYS.flatMap((k) => k.compare(base, head))];
}
/** One `gate-config-changed` finding per shift; `file` names the config as the report shows it. */
function configChangeFindings(base, head, file) {
    return policyShifts(base, head).map((s) => {
        const change = rules/* gateConfigChanged */.Ml.make({ entity: 'tool', tool: 'gate config', path: s.key, pointer: '' }, null, null, { ...s, file });
        return { ...change, server: file, blocking: false };
    });
}
/** A stable text of the head's policy when it differs from the base's: folded into the change set an approval covers. */
function policyShiftDigest(base, head) {
    return policyShifts(base, head)
        .map((s) => `${s.key}\u0000${s.shift}\u0000${s.detail}`)
        .sort()
        .join('\n');
}

// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2406);
// EXTERNAL MODULE: ./src/config/server-json.ts + 1 modules
var server_json = __webpack_require__(3573);
;// CONCATENATED MODULE: ./src/app/trusted-config.ts







function readHead(rootDir, path) {
    if (!path)
        return undefined;
    try {
        return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(rootDir, path), 'utf8');
    }
    catch {
        return undefined;
    }
}
async function trustedConfig(o) {
    const { head } = o;
    const text = await (0,worktree/* fileAt */.Wd)(o.rootDir, o.baseSha, o.configPath);
    if (text !== undefined && o.secrets)
        for (const name of [...(0,interpolate/* interpolatedNames */.kF)(text), ...(0,server_json/* serverJsonEnvNames */.DL)(text)])
            o.secrets.add(o.env[name]);
    const at = o.baseLabel ?? o.baseSha.slice(0, 7);
    let base;
    let problem;
    if (text !== undefined) {
        try {
            base = (0,src_config/* parseConfig */.o4)(text, `${o.configPath} at ${at}`, { env: o.env });
        }
        catch (err) {
            problem = err.message;
        }
    }
    if (!base) {
        // No trusted policy to read: the built-in defaults judge, never the pull request's own policy.
        const why = problem ? `The gate config at the base commit ${at} could not be read (${problem.split('\n')[0]})` : `There is no gate config at the base commit ${at}`;
        const probesText = o.headProbesText ?? readHead(o.rootDir, head.probes);
        const config = { ...head, policy: (0,src_config/* defaultPolicy */.G4)() };
        delete config.approvers; // who may approve is policy: never the pull request's own
        return {
            config,
            ...(probesText !== undefined ? { probesText } : {}),
            findings: [],
            policyDigest: '',
            baseConfig: problem ? 'unreadable' : 'absent',
            notes: [`${why}: the built-in default policy judges this pull request; the policy in ${o.configPath} applies once it is merged.`],
        };
    }
    const baseProbes = base.probes ? await (0,worktree/* fileAt */.Wd)(o.rootDir, o.baseSha, base.probes) : undefined;
    const headProbes = o.headProbesText ?? readHead(o.rootDir, head.probes);
    const baseSide = policySide(base, baseProbes);
    const headSide = policySide(head, headProbes);
    const forbidden = baseSide.forbidden;
    const config = {
        ...head,
        policy: base.policy,
        lockfile: base.lockfile,
        includeMeta: base.includeMeta,
        ...(base.probes ? { probes: base.probes } : {}),
        servers: head.servers.map((s) => {
            const globs = forbidden.get(s.id);
            return globs === undefined ? s : { ...s, forbiddenTools: [...globs] };
        }),
    };
    if (!base.probes)
        delete config.probes; // the head's probes file is not the trusted one
    if (base.approvers)
        config.approvers = base.approvers;
    else
        delete config.approvers; // who may approve is policy: never the pull request's own list
    const findings = configChangeFindings(baseSide, headSide, o.configPath);
    const policyChangeNote = findings.length
        ? `This pull request changes the gate's policy in ${o.configPath}; the policy at the base commit ${at} judges it, and the new policy applies once it is merged.`
        : undefined;
    return {
        config,
        ...(baseProbes !== undefined ? { probesText: baseProbes } : {}),
        findings,
        ...(policyChangeNote ? { policyChangeNote } : {}),
        policyDigest: policyShiftDigest(baseSide, headSide),
        notes: [],
        baseConfig: 'read',
        baseLaunches: Object.fromEntries(base.servers.flatMap((s) => (s.launch ? [[s.id, s.launch]] : []))),
    };
}

// EXTERNAL MODULE: ./src/app/reference-files.ts + 11 modules
var reference_files = __webpack_require__(7248);
// EXTERNAL MODULE: ./src/references/match.ts
var match = __webpack_require__(484);
// EXTERNAL MODULE: ./src/references/findings.ts
var findings = __webpack_require__(5359);
;// CONCATENATED MODULE: ./src/app/gate-refs.ts










/**
 * Discovery for a change between the base and the head (the part that runs the change's code): the policy from the
 * base commit (with a `gate-config-changed` finding per key the head's config moves), the servers from the head, the
 * baseline from the base commit's lockfile or servers, and the probes. The CLI `gate` and the action's pull-request
 * path both start here, so they judge with the same policy and report the same config changes.
 */
async function gatherRefs(o) {
    const inShard = o.inShard ?? (() => true);
    const base = await (0,worktree/* resolveCommit */.WL)(o.rootDir, o.baseRef);
    const named = /^[0-9a-f]{40}$/i.test(o.baseRef) ? {} : { baseLabel: o.baseRef };
    const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: base, head: o.config, env: o.env, ...named, ...(o.secrets ? { secrets: o.secrets } : {}) });
    const config = { ...trusted.config, servers: trusted.config.servers.filter((srv) => inShard(srv.id)) };
    const lockfile = o.lockfile || config.lockfile;
    const common = { rootDir: o.rootDir, env: o.env, ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}), ...(o.onEvent ? { onEvent: o.onEvent } : {}) };
    const sides = await (0,discovery_sides/* discoverSides */.y)({ ...common, config, baseSha: o.baseRef, lockfile });
    let probes;
    if (config.probes) {
        const all = trusted.probesText !== undefined ? (0,src_probes/* parseProbes */.f4)(trusted.probesText, `${config.probes} at ${named.baseLabel ?? base.slice(0, 7)}`) : (0,src_probes/* loadProbes */.yX)((0,external_node_path_.join)(o.rootDir, config.probes), config.probes);
        const single = trusted.config.servers.length === 1 ? trusted.config.servers[0].id : undefined;
        const cases = all.filter((c) => inShard(c.server ?? single ?? ''));
        if (cases.length) {
            o.onProbes?.(config.probes);
            probes = await (0,src_probes/* probeRefs */.FT)({ ...common, config, cases, baseRef: o.baseRef });
        }
    }
    // the places in the head tree that name tools, scanned as the base commit's config says (references: false: none)
    const settings = trusted.config.references;
    let references;
    if (settings?.enabled !== false) {
        const head = (0,reference_files/* repositoryReferences */.H4)(o.rootDir, trusted.config.servers, (0,reference_files/* scanOptions */.un)(settings));
        // the base commit's references, with the same names: which of the head's are new in this change
        const atBase = await (0,reference_files/* baseReferences */.OD)(o.rootDir, base, { ...(0,reference_files/* scanOptions */.un)(settings), keys: Object.keys(head.keys) });
        references = { ...head, ...(atBase ? { base: atBase } : {}) };
    }
    return { trusted, lockfile, sides, ...(probes ? { probes } : {}), ...(references ? { references } : {}) };
}
/**
 * Judge what `gatherRefs` gathered: the diff, the base commit's policy, the config changes as findings, the probes.
 * Notes come first from where the policy came from, then from where the baseline came from.
 */
function judgeRefs(g, o) {
    const { trusted, sides, probes } = g;
    // with no config at base and no lockfile there, discovery already says the base has no config: every server is new
    const policyNotes = trusted.baseConfig === 'absent' && sides.baselineFrom === 'base-discovery' ? [] : trusted.notes;
    const refs = g.references;
    const judged = (0,judge/* judge */.S)({
        before: baselineOf(g),
        after: sides.after,
        config: trusted.config,
        today: o.today,
        extra: trusted.findings,
        notes: [...policyNotes, ...(trusted.policyChangeNote ? [trusted.policyChangeNote] : []), ...sides.notes],
        // the head's references, judged against the renames and removals of this diff: they follow from those contract
        // changes, so the approval of the changes covers them, and the policy's rules and ignores name them as any rule
        ...(refs ? { fromDiff: (diff) => (0,findings/* referenceFindings */.C)((0,match/* matchReferences */.aG)(refs.references, (0,match/* referenceContextOf */.oN)(baselineOf(g), sides.after, diff.changes, refs.keys), refs.base ?? [])) } : {}),
        ...(probes ? { probes } : {}),
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
    const notes = refs ? scanNotes(refs.problems) : [];
    if (!notes.length)
        return judged;
    return { diff: judged.diff, evaluation: Object.freeze({ ...judged.evaluation, notes: Object.freeze([...judged.evaluation.notes, ...notes]) }) };
}
/** How many of the reference scan's problems the report names one by one (the rest are counted). */
const MAX_SCAN_PROBLEM_NOTES = 5;
/** The files the scan could not read as their format: said, so a reference the gate could not see is not taken for none. */
function scanNotes(problems) {
    const shown = problems.slice(0, MAX_SCAN_PROBLEM_NOTES).map((p) => `The reference scan could not read ${p.file}${p.line ? ` (line ${p.line})` : ''}: ${p.message}.`);
    const more = problems.length - shown.length;
    return [...shown, ...(more > 0 ? [`The reference scan could not read ${more} more file${more === 1 ? '' : 's'}.`] : [])];
}
/**
 * The baseline as judged and fingerprinted: each server's launch as the base commit's config writes it where the
 * baseline records none (a base lockfile pinned before launches were pinned): the base commit is trusted, so a
 * changed launch is still found, and an approval covers it.
 */
function baselineOf(g) {
    return withBaseLaunches(g.sides.before, g.trusted.baseLaunches);
}
function withBaseLaunches(before, launches) {
    if (!launches)
        return before;
    const servers = {};
    for (const [id, snap] of Object.entries(before.servers)) {
        const launch = Object.hasOwn(launches, id) ? launches[id] : undefined;
        (0,json/* setOwn */.P5)(servers, id, snap.launch || !launch ? snap : { ...snap, launch });
    }
    return { servers };
}
/** The pull-request gate without GitHub: gather both refs, then judge. */
async function gateRefs(o) {
    const g = await gatherRefs(o);
    return { ...g, ...judgeRefs(g, o) };
}

// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(8990);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8987);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(9397);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(3676);
// EXTERNAL MODULE: ./src/cli/report.ts
var report = __webpack_require__(3297);
// EXTERNAL MODULE: ./src/report/render.ts + 7 modules
var render = __webpack_require__(1239);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(6820);
;// CONCATENATED MODULE: ./src/cli/commands/gate.ts










const GATE_HELP = `Usage: mcp-contract-gate gate --base REF [--config F] [--lockfile F] [--format ${render/* FORMAT_USAGE */.Y}] [--fail-on LIST]

Run the pull-request gate locally, without GitHub: the baseline is the lockfile committed at REF (or, when REF has
none, the servers discovered in a temporary worktree of REF, with REF's own config: a server that is not in it is
new), the head is the servers of the working tree. As on a pull request, the policy that judges is the config at
REF, and each key the working tree's config changes is a gate-config-changed finding (a weaker one blocks). Prints
the report a pull request would get (--format markdown: the comment itself). Works from any folder of the repository.

Options:
  --base REF        the commit the pull request targets, e.g. origin/main
${cli_config/* CONFIG_FLAG_HELP */.Ap}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${cli_config/* TIMEOUT_FLAG_HELP */.$6}
${report/* REPORT_FLAGS_HELP */.hJ}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: ${exit_codes/* EXIT_CODES */.a.pass} nothing blocks, ${exit_codes/* EXIT_CODES */.a.blocking} blocking changes, ${exit_codes/* EXIT_CODES */.a.badInput} bad input, ${exit_codes/* EXIT_CODES */.a.couldNotRun} a server could not be read (and nothing
else blocks).
`;
async function runGate(args, io) {
    const { values } = (0,cli_args/* parseFlags */.bQ)('gate', {
        args,
        options: {
            base: { type: 'string' },
            ...cli_config/* LOCKFILE_FLAGS */.eU,
            ...report/* REPORT_FLAGS */.d$,
        },
    });
    if (values.help) {
        io.stdout(GATE_HELP);
        return 0;
    }
    if (!values.base)
        throw new errors/* InputError */.dz('gate needs --base REF (the commit the pull request targets, e.g. origin/main)');
    const choice = (0,report/* reportChoice */.Q9)(io, values);
    const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, values);
    const lockfile = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
    const onEvent = (0,progress/* progress */.q)(io, values.quiet === true || (0,report/* machineFormat */.FK)(choice.format));
    // the policy that judges comes from the base commit's config, as on a pull request; its edits are findings
    const configPath = config.file ? (0,external_node_path_.relative)(root, config.file).split(external_node_path_.sep).join('/') : '';
    if (!configPath || configPath.startsWith('..'))
        throw new errors/* InputError */.dz(`gate needs a config inside the repository (found ${config.file ? (0,cli_config/* display */.Vy)(io, config.file) : 'none'})`);
    const { sides, diff, evaluation, probes } = await gateRefs({
        config,
        configPath,
        rootDir: root,
        baseRef: values.base,
        lockfile: (0,cli_config/* display */.Vy)({ ...io, cwd: root }, lockfile),
        env: io.env,
        today: io.today,
        ...(io.scrubber ? { secrets: io.scrubber } : {}),
        ...(onEvent ? { onEvent, onProbes: (file) => io.stderr(`· probes: running ${file} at head and at ${values.base}\n`) } : {}),
        ...(choice.failOn ? { failOn: choice.failOn } : {}),
    });
    const subject = { before: sides.baselineFrom === 'base-lockfile' ? `${(0,cli_config/* display */.Vy)(io, lockfile)} at ${values.base}` : `servers at ${values.base}`, after: 'servers in the working tree' };
    io.stdout((0,report/* render */.XX)(choice, { diff, evaluation, subject, ...(probes ? { probes } : {}) }));
    return (0,decide/* exitCodeOf */.FO)((0,decide/* decideLocal */.as)(evaluation));
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






/***/ }),

/***/ 8856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ lockfileAt),
/* harmony export */   y: () => (/* binding */ discoverSides)
/* harmony export */ });
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8828);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3827);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8272);




/** The lockfile as committed at `rev` (path relative to `dir`), or undefined when it is not there. */
async function lockfileAt(dir, rev, path) {
    const text = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .fileAt */ .Wd)(dir, rev, path);
    return text === undefined ? undefined : (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLockfile */ .tg)(text, `${path} at ${rev.slice(0, 7)}`);
}
/**
 * Baseline and head, as docs/action.md has it: the baseline is the lockfile at the base commit when there is one (so a
 * lockfile edited in the pull request approves nothing), else live discovery at base; head is always live discovery.
 */
async function discoverSides(options) {
    const { config, rootDir } = options;
    const base = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(rootDir, options.baseSha);
    const baseLock = await lockfileAt(rootDir, base, options.lockfile);
    // Servers the base lockfile does not pin (a pin that could not read one leaves it out): never "added" (all their
    // tools would pass as additive). Their baseline is the server at base, as with no lockfile; a server that is new in
    // the pull request is not in the base config, so it stays "added".
    const unpinned = baseLock ? config.servers.map((s) => s.id).filter((id) => !Object.hasOwn(baseLock.servers, id)) : [];
    if (baseLock && unpinned.length === 0) {
        const after = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverAll */ .$d)(config.servers, { rootDir, env: options.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, onEvent: options.onEvent });
        return { before: (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(baseLock), after, baselineFrom: 'base-lockfile', baseLock, notes: [] };
    }
    // both sides discovered (the base for the servers the base lockfile does not pin, or all of them without one)
    const bothSides = {
        config,
        headDir: rootDir,
        baseRef: base,
        env: options.env,
        concurrency: config.concurrency,
        downloadConcurrency: config.downloadConcurrency,
        tmpDir: options.tmpDir,
        onEvent: options.onEvent,
    };
    if (baseLock) {
        const refs = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverRefs */ .gr)({ ...bothSides, baseServers: unpinned });
        const before = (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(baseLock);
        const read = [];
        for (const id of unpinned) {
            const snap = refs.base.servers[id];
            if (!snap)
                continue; // not in the base config: new in this pull request
            (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(before.servers, id, snap.error ? { ...snap, error: { ...snap.error, message: `${(0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .unpinnedMessage */ .DI)(id, options.lockfile)}; read at base ${base.slice(0, 7)} instead, it failed: ${snap.error.message}` } } : snap);
            read.push(id);
        }
        const notes = read.length
            ? [
                `${read.join(', ')} ${read.length === 1 ? 'is' : 'are'} in the config at base but not pinned in ${options.lockfile} there: the baseline is the server as discovered at ${base.slice(0, 7)} (run \`npx mcp-contract-gate pin\` on the base branch to pin it).`,
            ]
            : [];
        return { before, after: refs.head, baselineFrom: 'base-lockfile', baseLock, notes };
    }
    const refs = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverRefs */ .gr)(bothSides);
    const notes = [
        refs.baseConfigFrom === 'none'
            ? 'The base commit has no config at this path: every server is new in this pull request.'
            : `No lockfile at ${options.lockfile} on the base commit: the baseline is the servers as discovered at ${base.slice(0, 7)}.`,
    ];
    if (refs.baseConfigError)
        notes.push(`The config at the base commit could not be used (${refs.baseConfigError}); the head config was used there.`);
    return { before: refs.base, after: refs.head, baselineFrom: 'base-discovery', notes };
}


/***/ }),

/***/ 1687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yX: () => (/* reexport */ loadProbes),
  f4: () => (/* reexport */ parseProbes),
  FT: () => (/* binding */ probeRefs)
});

// UNUSED EXPORTS: decideProbes, probesSchema, runProbes

// EXTERNAL MODULE: ./src/discovery/discover-all.ts
var discover_all = __webpack_require__(1710);
// EXTERNAL MODULE: ./src/discovery/discover-refs.ts
var discover_refs = __webpack_require__(9055);
// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/process/limiter.ts
var limiter = __webpack_require__(812);
// EXTERNAL MODULE: ./src/discovery/setup.ts
var setup = __webpack_require__(2394);
;// CONCATENATED MODULE: ./src/probes/decide.ts
/**
 * promote: every case passes at head. rollback: head fails a case that passes at base (a regression), or exposes a
 * forbidden tool. hold: head fails or cannot run cases that were not passing before either: not a regression, not
 * good enough to promote. Each reason names the case and what went wrong.
 */
function decideProbes(head, base) {
    const reasons = [];
    let regression = false;
    let unsure = false;
    for (const r of head.results) {
        if (r.status === 'pass')
            continue;
        const before = base?.results.find((b) => b.id === r.id && b.server === r.server);
        const forbidden = r.reason?.startsWith('exposes forbidden tool') ?? false;
        if (r.status === 'error') {
            unsure = true;
            reasons.push(`${r.id}: could not run at head (${r.reason ?? 'error'})`);
        }
        else if (forbidden || !base || before?.status === 'pass') {
            regression = true;
            reasons.push(`${r.id}: ${r.reason ?? 'failed'}${before?.status === 'pass' ? ' (passes at base)' : ''}`);
        }
        else {
            unsure = true;
            reasons.push(`${r.id}: ${r.reason ?? 'failed'} (fails at base too)`);
        }
    }
    const decision = regression ? 'rollback' : unsure ? 'hold' : 'promote';
    return { decision, reasons, head, ...(base ? { base } : {}) };
}

// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2406);
// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6899);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(2708);
// EXTERNAL MODULE: ../../node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(8374);
// EXTERNAL MODULE: ./src/mcp-client/modern-http.ts
var modern_http = __webpack_require__(6230);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts
var remote = __webpack_require__(9793);
// EXTERNAL MODULE: ./src/mcp-client/routing-headers.ts
var routing_headers = __webpack_require__(1866);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var session = __webpack_require__(8599);
// EXTERNAL MODULE: ./src/mcp-client/stdio-connect.ts
var stdio_connect = __webpack_require__(2881);
// EXTERNAL MODULE: ./src/mcp-client/stdio-transport.ts
var stdio_transport = __webpack_require__(7054);
;// CONCATENATED MODULE: ./src/discovery/open-session.ts











/**
 * Start (or reach) a server and keep the session open, for work beyond listing: probes call tools through it, the
 * guard re-lists on list changes. Same environment rules as discovery (the config's env plus the SDK's defaults;
 * nothing of the runner's); `server.timeoutMs` bounds the opening and is the default for each request.
 */
async function openSession(server, options) {
    const expand = (s) => (0,interpolate/* expandWorkspaceFolder */.sA)(s, options.rootDir);
    const clientCapabilities = (server.clientCapabilities ?? {});
    const stdio = server.transport === 'stdio';
    const launch = stdio ? (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir) : undefined;
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, undefined, launch ? (0,discovery_launch/* startBudget */.cg)(server, launch) : undefined);
    const progress = { phase: 'initialize' };
    try {
        if (launch) {
            const { command, args, env, cwd } = launch;
            const spawn = () => {
                const transport = new stdio_transport/* GroupStdioTransport */.o({ command, args, env, cwd });
                transport.onFirstOutput = () => deadline.started();
                return transport;
            };
            const slot = { transport: spawn() };
            try {
                await deadline.race(slot.transport.start());
                const connected = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, server, clientCapabilities, deadline, progress);
                const opened = slot.transport;
                return sessionOf(connected, server.timeoutMs, () => opened.close(), opened.pid);
            }
            catch (err) {
                await slot.transport.close();
                throw err;
            }
        }
        const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
        const session = await (0,remote/* connectRemote */.n)(server.transport, { url: expand(server.url ?? ''), headers, clientCapabilities, limits: { maxPages: 1, maxItems: 1 }, protocol: server.protocol, auth: server.auth, authKey: `${server.origin.key}.auth` }, deadline, progress);
        return sessionOf(session, server.timeoutMs, () => (0,remote/* closeSession */.Vu)(session.transport), undefined, session.transport instanceof modern_http/* ModernHttpTransport */.x ? session.transport : undefined);
    }
    finally {
        deadline.dispose();
    }
}
/**
 * `modern`: the 2026 era over HTTP, where a call carries the `Mcp-Param-*` headers of its tool's `x-mcp-header`
 * arguments. The transport reads them from the tools it listed: a call of a tool it has not seen lists the tools
 * first, and a call the server refuses for its headers (-32020) lists them again and is sent once more, as the spec
 * asks of a client.
 */
function sessionOf(connected, timeoutMs, close, pid, modern) {
    const { client } = connected;
    const facts = (0,session/* serverFacts */.hk)(connected);
    const request = async (method, params, opts = {}) => (await client.request({ method, ...(params ? { params } : {}) }, list_raw/* PermissiveResultSchema */.Ur, { timeout: opts.timeoutMs ?? timeoutMs, signal: opts.signal }));
    const list = (method, field, opts = {}) => {
        const signal = new AbortController().signal;
        return (0,list_raw/* listAllPages */.MN)(client, method, field, { signal, requestTimeoutMs: () => opts.timeoutMs ?? timeoutMs, limits: opts.limits ?? list_raw/* DEFAULT_LIST_LIMITS */.g5 });
    };
    const callTool = async (name, args, opts) => {
        const call = () => request('tools/call', { name, arguments: args }, opts);
        if (!modern)
            return call();
        if (!modern.knowsTool(name))
            await list('tools/list', 'tools', opts).catch(() => undefined); // the call says what is wrong
        try {
            return await call();
        }
        catch (err) {
            if (!(err instanceof types/* McpError */.Nh && err.code === routing_headers/* HEADER_MISMATCH */.Df))
                throw err;
            await list('tools/list', 'tools', opts);
            return call();
        }
    };
    return {
        era: connected.era,
        protocolVersion: facts.protocolVersion,
        serverInfo: facts.serverInfo,
        capabilities: facts.capabilities,
        client,
        pid,
        request,
        list,
        callTool,
        onListChanged: (handler, kinds) => (0,session/* listenForListChanges */.yB)(connected, handler, kinds),
        close,
    };
}

// EXTERNAL MODULE: ../../node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(5627);
// EXTERNAL MODULE: ../../node_modules/picomatch/index.js
var picomatch = __webpack_require__(1026);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
;// CONCATENATED MODULE: ./src/probes/check.ts



/** Made on first use: a run without probes does not pay for it at start. */
let shared;
const ajvOf = () => (shared ??= new ajv.Ajv({ allErrors: true, strict: false }));
/** The text of a tools/call result (its text content items, joined). */
function textOf(result) {
    const content = Array.isArray(result.content) ? result.content : [];
    return content
        .filter((c) => (0,json/* isObject */.Gv)(c) && c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text)
        .join('\n');
}
function structuredOf(result) {
    if (result.structuredContent !== undefined)
        return result.structuredContent;
    try {
        return JSON.parse(textOf(result));
    }
    catch {
        return undefined;
    }
}
/** Check one tools/call answer against a case's expectations. Pure. */
function checkCall(c, server, result) {
    const failures = [];
    const isError = result.isError === true;
    const wantsError = (c.expect ?? []).some((e) => 'error' in e);
    if (isError && !wantsError)
        failures.push(`the call failed: ${textOf(result).slice(0, 200) || 'isError: true'}`);
    for (const e of c.expect ?? [])
        failures.push(...unmet(e, result, isError));
    const observed = (result.structuredContent ?? textOf(result).slice(0, 500));
    return failures.length ? { id: c.id, server, status: 'fail', reason: failures.join('; '), observed } : { id: c.id, server, status: 'pass', observed };
}
function unmet(e, result, isError) {
    if ('error' in e)
        return isError ? [] : ['the call was expected to fail, and succeeded'];
    if ('contains' in e) {
        const text = textOf(result);
        const json = result.structuredContent === undefined ? '' : JSON.stringify(result.structuredContent);
        return text.includes(e.contains) || json.includes(e.contains) ? [] : [`the answer does not contain ${JSON.stringify(e.contains)}`];
    }
    const data = structuredOf(result);
    if (data === undefined)
        return ['no structured output to check against the schema'];
    const validate = ajvOf().compile(e.schema);
    if (validate(data))
        return [];
    return (validate.errors ?? []).slice(0, 3).map((er) => {
        if (er.keyword === 'required')
            return `the structured output is missing ${JSON.stringify(er.params.missingProperty)}`;
        return `structured output ${er.instancePath || '(root)'} ${er.message ?? 'does not match'}`;
    });
}
/** A role-surface case: none of the listed tools may match the forbidden globs. */
function checkSurface(c, server, toolNames) {
    const exposed = toolNames.filter((n) => (c.forbiddenTools ?? []).some((g) => picomatch_default().isMatch(n, g, { dot: true })));
    return exposed.length
        ? { id: c.id, server, status: 'fail', reason: `exposes forbidden tool${exposed.length === 1 ? '' : 's'} ${exposed.map((n) => `'${n}'`).join(', ')}`, observed: exposed }
        : { id: c.id, server, status: 'pass' };
}

;// CONCATENATED MODULE: ./src/probes/run.ts


/**
 * Run the cases against the servers of one checkout: one session per server, each case a real tools/call (or a
 * tools/list for role-surface cases). A server that cannot start makes its cases `error`, never a crash.
 */
async function runProbes(cases, servers, options) {
    const results = [];
    const byServer = new Map();
    for (const c of cases) {
        const id = c.server ?? (servers.length === 1 ? servers[0].id : '');
        if (!byServer.has(id))
            byServer.set(id, []);
        byServer.get(id).push(c);
    }
    for (const [id, list] of byServer) {
        const server = servers.find((s) => s.id === id);
        if (!server) {
            for (const c of list)
                results.push({ id: c.id, server: id, status: 'error', reason: id ? `no server "${id}" in the config` : 'the config has several servers: name one with "server"' });
            continue;
        }
        let session;
        try {
            session = await openSession(server, options);
        }
        catch (err) {
            for (const c of list)
                results.push({ id: c.id, server: id, status: 'error', reason: `the server could not be started: ${err.message}` });
            continue;
        }
        try {
            for (const c of list) {
                try {
                    if (c.forbiddenTools) {
                        const listed = (await session.list('tools/list', 'tools'));
                        const surface = checkSurface(c, id, listed.map((t) => String(t?.name)));
                        if (surface.status === 'fail' || !c.tool) {
                            results.push(surface);
                            continue;
                        }
                    }
                    if (c.tool) {
                        const result = await session.callTool(c.tool, (c.arguments ?? {}));
                        results.push(checkCall(c, id, result));
                    }
                }
                catch (err) {
                    results.push({ id: c.id, server: id, status: 'error', reason: err.message });
                }
            }
        }
        finally {
            await session.close();
        }
    }
    const order = new Map(cases.map((c, i) => [c.id, i]));
    results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { ref: options.ref, results, passed: results.filter((r) => r.status === 'pass').length, total: results.length };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(3483);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
;// CONCATENATED MODULE: ./src/probes/load.ts





/** The probes file: JSON Schema (every key described, so it documents itself). */
const probesSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['cases'],
    properties: {
        cases: {
            type: 'array',
            description: 'Frozen role cases, run at head (and at base for comparison).',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id'],
                properties: {
                    id: { type: 'string', minLength: 1, description: 'Unique name of the case (shown in the report).' },
                    server: { type: 'string', description: 'Server id from the config; optional with a single server.' },
                    tool: { type: 'string', description: 'The tool to call through tools/call.' },
                    arguments: { type: 'object', description: 'Arguments of the call.' },
                    expect: {
                        description: 'A substring of the answer, or {contains}, {schema} (JSON Schema for the structured output) or {error: true}; a list means all of them.',
                        anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }, { type: 'array', items: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }] } }],
                    },
                    'forbidden-tools': { type: 'array', items: { type: 'string' }, description: 'Globs of tool names the server must not list (a role surface).' },
                },
            },
        },
    },
    definitions: {
        expectation: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            maxProperties: 1,
            properties: { contains: { type: 'string' }, schema: { type: 'object' }, error: { const: true } },
        },
    },
};
/** Compiled on first use: a run without probes does not pay for it at start. */
let compiled;
const validator = () => (compiled ??= new ajv.Ajv({ allErrors: true, strict: false }).compile(probesSchema));
/** Read and validate a probes file (YAML or JSON); problems name the file and the key. */
function loadProbes(file, display = file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new errors/* InputError */.dz(code === 'ENOENT' ? 'no such probes file' : `cannot read the probes file: ${err.message.split('\n')[0]}`, display);
    }
    return parseProbes(text, display);
}
/** Validate a probes file's text (as read from disk, or from a commit); problems name `display` and the key. */
function parseProbes(text, display) {
    let data;
    try {
        data = (0,dist/* parse */.qg)(text);
    }
    catch (err) {
        throw new errors/* InputError */.dz(`cannot parse the probes file: ${err.message.split('\n')[0]}`, display);
    }
    const validate = validator();
    if (!validate(data)) {
        const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(top level)'} ${e.message ?? 'is invalid'}`);
        throw new errors/* InputError */.dz(`invalid probes file: ${problems.join('; ')}`, display);
    }
    const cases = data.cases.map((c) => {
        const out = { id: String(c.id) };
        if (typeof c.server === 'string')
            out.server = c.server;
        if (typeof c.tool === 'string')
            out.tool = c.tool;
        if ((0,json/* isObject */.Gv)(c.arguments))
            out.arguments = c.arguments;
        if (c.expect !== undefined)
            out.expect = (Array.isArray(c.expect) ? c.expect : [c.expect]).map((e) => (typeof e === 'string' ? { contains: e } : e));
        if (Array.isArray(c['forbidden-tools']))
            out.forbiddenTools = c['forbidden-tools'].map(String);
        return out;
    });
    const seen = new Set();
    for (const c of cases) {
        if (seen.has(c.id))
            throw new errors/* InputError */.dz(`duplicate probe id "${c.id}"`, display);
        seen.add(c.id);
        if (!c.tool && !c.forbiddenTools)
            throw new errors/* InputError */.dz(`probe "${c.id}" needs a tool to call or forbidden-tools to check`, display);
    }
    return cases;
}

;// CONCATENATED MODULE: ./src/probes/index.ts











/**
 * Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree, each side with its
 * own config (the base commit's, see configAtBase) and its servers' setups run first; then the verdict.
 */
async function probeRefs(o) {
    const limit = (0,limiter/* createLimiter */.z)(o.config.concurrency);
    const side = async (servers, rootDir, ref) => {
        const onEvent = o.onEvent;
        const plan = (0,setup/* planSetups */.ED)(servers, {
            rootDir,
            env: o.env,
            limit,
            ...(onEvent ? { onEvent: (e) => onEvent((0,discover_all/* setupEvent */.qP)(e, ref)) } : {}),
        });
        await Promise.all(servers.map((s) => plan.ready(s)));
        return runProbes(o.cases, servers, { rootDir, env: o.env, ref });
    };
    const head = side(o.config.servers, o.rootDir, 'head');
    const baseRef = o.baseRef;
    const base = baseRef
        ? (0,worktree/* withBaseWorktree */.Pt)(o.rootDir, baseRef, (dir) => side((0,discover_refs/* configAtBase */.Z)(o.config, o.rootDir, dir, { env: o.env, baseRef }).config.servers, dir, 'base'), { tmpDir: o.tmpDir })
        : Promise.resolve(undefined);
    const [h, b] = await Promise.allSettled([head, base]);
    if (b.status === 'rejected')
        throw b.reason;
    if (h.status === 'rejected')
        throw h.reason;
    return decideProbes(h.value, b.value);
}


/***/ })

};
