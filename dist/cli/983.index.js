export const id = 983;
export const ids = [983,492];
export const modules = {

/***/ 7983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PIN_HELP: () => (/* binding */ PIN_HELP),
  leftOutEntries: () => (/* binding */ leftOutEntries),
  runPin: () => (/* binding */ runPin),
  secretPlaces: () => (/* binding */ secretPlaces)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(8828);
// EXTERNAL MODULE: ./src/contract/signature.ts
var signature = __webpack_require__(1295);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(3827);
// EXTERNAL MODULE: ./src/diff/engine.ts
var engine = __webpack_require__(5904);
// EXTERNAL MODULE: ./src/policy/evaluate.ts
var evaluate = __webpack_require__(4274);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(5228);
;// CONCATENATED MODULE: ./src/gate/renames.ts




/**
 * The renames of an approved change set, as the lockfile records them for the runtime proxy: every `tool-renamed`, and
 * every `param-renamed` of a top-level argument (a nested one cannot be rewritten by moving one key).
 */
function approvedRenames(findings) {
    const out = [];
    for (const f of findings) {
        if (f.entity !== 'tool' || typeof f.before !== 'string' || typeof f.after !== 'string')
            continue;
        const server = f.server ?? types/* DEFAULT_SERVER_ID */.k;
        if (f.rule === 'tool-renamed')
            out.push({ server, tool: f.tool, kind: 'tool', from: f.before, to: f.after });
        else if (f.rule === 'param-renamed' && f.path === f.after && !/[.[]/.test(f.before + f.after))
            out.push({ server, tool: f.tool, kind: 'param', from: f.before, to: f.after });
    }
    return out;
}
/**
 * The renames to record when the live servers are pinned over `previous` with renames approved (`pin
 * --approve-renames`, the command the action prints where it cannot push): the same diff of the pinned contracts
 * against the live ones, under the same policy, read by `approvedRenames` as the action's approved re-pin reads its
 * evaluation. Servers that could not be read are left out (they keep their entries).
 */
function renamesSince(previous, live, policy, today) {
    if (!previous)
        return [];
    const read = { servers: Object.fromEntries(Object.entries(live.servers).filter(([id, s]) => !s.error && Object.hasOwn(previous.servers, id))) };
    const base = (0,lockfile/* lockfileToSnapshotSet */.Nd)(previous);
    base.servers = Object.fromEntries(Object.entries(base.servers).filter(([id]) => Object.hasOwn(read.servers, id)));
    return approvedRenames((0,evaluate/* evaluate */._3)((0,engine/* diffSnapshots */.V1)(base, read), policy, { today }).findings);
}

// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(3436);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8987);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(9397);
// EXTERNAL MODULE: ./src/cli/keys.ts
var keys = __webpack_require__(3807);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(3676);
// EXTERNAL MODULE: ./src/cli/commands/snapshot.ts
var snapshot = __webpack_require__(5492);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(8756);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(175);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1046);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(3214);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
;// CONCATENATED MODULE: ./src/cli/commands/pin-review.ts






/**
 * `pin`'s review: the live listing judged (`judge`, as `check` and the gate judge) against itself with only the tool
 * names the previous lockfile pinned, so that what is new is each name pinned for the first time (not a rename, not a
 * changed contract: the reviewer reads every text the model meets under a new name), and the after side's policy
 * findings are those of the live servers. A server that could not be read is on both sides as it is (nothing new).
 */
function pinReview(set, previous, config, today) {
    const before = { servers: {} };
    for (const [id, s] of Object.entries(set.servers)) {
        const pinned = previous?.servers[id]?.tools ?? {};
        // the listing as sent may hold entries that are not tools at all (null, no name): the diff reports those
        (0,json/* setOwn */.P5)(before.servers, id, s.error ? s : { ...s, tools: (0,tool_list/* checkTools */.Gd)(s.tools).entries.filter((t) => Object.hasOwn(pinned, t.name)) });
    }
    const { evaluation } = (0,judge/* judge */.S)({ before, after: set, config, today });
    const ids = Object.keys(set.servers);
    // a lone server's launch finding names no server (the report's single-server form): the warning names it
    const named = (f) => (f.server === undefined && ids.length === 1 ? { ...f, server: ids[0] } : f);
    return {
        newTools: evaluation.findings.filter((f) => f.rule === 'tool-added'),
        unpinned: evaluation.findings.filter((f) => f.rule === rules/* serverLaunchUnpinned */.WY.id).map(named),
    };
}
/**
 * The new tools with everything the model reads of each (as the report's review of new text shows it) and its text
 * flags, so a reviewer reads them before committing the lockfile; undefined when nothing is new. Server text is
 * escaped for a terminal or a CI log.
 */
function newToolReview(added) {
    if (!added.length)
        return undefined;
    const flagged = added.filter((c) => c.flags?.some((f) => f.confidence === 'high')).length;
    const lines = [`review what the model reads of ${(0,common/* plural */.LS)(added.length, 'new tool')} before committing the lockfile${flagged ? ` (${flagged} with high-confidence poisoning signals)` : ''}:`];
    for (const c of added) {
        lines.push(`  ${(0,report_escape/* escapeTerminal */.en)(c.server ? `${c.server}/${c.tool}` : c.tool)}`);
        for (const l of (c.modelText ?? '').split('\n'))
            lines.push(`    │ ${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* truncate */.xv)(l, 2000))}`);
        for (const f of c.flags ?? [])
            if (f.confidence)
                lines.push(`    ⚑ ${f.confidence} ${f.family}: ${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* truncate */.xv)(f.message, 300))}${f.evidence ? ` — "${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* truncate */.xv)(f.evidence, 200))}"` : ''}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(6820);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/policy/listing-varies.ts
var listing_varies = __webpack_require__(262);
;// CONCATENATED MODULE: ./src/cli/commands/pin.ts


















const PIN_HELP = `Usage: mcp-contract-gate pin [--config F] [--lockfile F] [--timeout SECONDS] [--by NAME] [--reason TEXT] [--approve-renames] [--sign-key K [--resign]] [--allow-secret-in-lockfile] [--strict] [--format text|json]

Read every configured server and write the lockfile (mcp-contracts.lock.json by default, or the config's
\`lockfile\`, relative to the repository root): each tool's canonical contract, its SHA-256, and the approval that
admitted it. Contracts that did not change keep their approval; new or changed ones get --by/--reason (or none). A
server that cannot be read keeps its previous entries, so a crash never unpins anything. An entry no lockfile
entry can hold (not an object, no usable name, nested too deep) is left out, and named with the reason: a warning
on stderr and the summary's count (text), \`leftOut\` (json); \`check\` reports such a tool or prompt as tool-invalid.

Options:
${cli_config/* CONFIG_FLAG_HELP */.Ap}
  --lockfile F      write this file instead (relative to the working folder)
${cli_config/* TIMEOUT_FLAG_HELP */.$6}
  --by NAME         who approves the new or changed contracts
  --reason TEXT     why
  --approve-renames record the renamed tools and arguments (old names → new, found as the pull-request gate finds
                    them against the lockfile being replaced), so the proxy translates calls that use the old names
${keys/* SIGN_KEY_FLAG_HELP */.vA}
  --resign          with --sign-key: raise the signed sequence and date the signature today even when nothing
                    changed (for consumers that refuse old signatures with --max-age)
  --allow-secret-in-lockfile
                    write the lockfile even when a contract holds the value of a known secret (a variable the
                    config's \${VAR} references name, or a credential-named variable): refused by default, naming
                    the tool and field
  --strict          exit ${exit_codes/* EXIT_CODES */.a.blocking} when a launch names no exact package version (npx -y pkg, pkg@latest, a range):
                    the server-launch-unpinned finding \`check\` reports, which pin always warns about
  --format F        text (default: progress and a summary on stderr) or json (a summary on stdout)
  -q, --quiet       no progress lines, and no review of new tools' text, on stderr (also off with --format json)
  -h, --help        this help

Exit codes: ${exit_codes/* EXIT_CODES */.a.pass} written with every server read, ${exit_codes/* EXIT_CODES */.a.blocking} written, but --strict and an unpinned launch that blocks,
${exit_codes/* EXIT_CODES */.a.badInput} config or key error, or a secret in a contract (not written), ${exit_codes/* EXIT_CODES */.a.couldNotRun} written but some servers failed (their previous entries kept).
`;
/**
 * The entries pin leaves out of the lockfile: the invalid entries of every listing it pins (tools, prompts, resource
 * templates, resources) of every server it read. `check` reports an invalid tool or prompt as `tool-invalid`; pin
 * says which it left out and why, so a pin never drops one quietly.
 */
function leftOutEntries(set) {
    const out = [];
    for (const [server, s] of Object.entries(set.servers)) {
        if (s.error)
            continue;
        const lists = [
            ['tool', (0,tool_list/* checkTools */.Gd)(s.tools)],
            ['prompt', (0,tool_list/* checkPrompts */._N)(s.prompts)],
            ['resource template', (0,tool_list/* checkResourceTemplates */._n)(s.resourceTemplates)],
            ['resource', (0,tool_list/* checkResources */.EB)(s.resources)],
        ];
        for (const [kind, checked] of lists)
            for (const bad of checked.invalid)
                out.push({ server, kind, entry: bad.label, problem: bad.problem });
    }
    return out;
}
/** One stderr line for an entry pin left out (server text escaped for a terminal or a CI log). */
function leftOutLine(l) {
    const reported = l.kind === 'tool' || l.kind === 'prompt' ? '; `check` reports it as tool-invalid' : '';
    return `warning: left out ${l.kind} ${(0,report_escape/* escapeTerminal */.en)(`${l.server}/${(0,report_escape/* truncate */.xv)(l.entry, 200)}`)}: ${(0,report_escape/* escapeTerminal */.en)((0,report_escape/* truncate */.xv)(l.problem, 300))} (no lockfile entry can hold it${reported})\n`;
}
/** The entries left out, by kind: `2 tools, 1 prompt`. */
function leftOutSummary(leftOut) {
    const kinds = [...new Set(leftOut.map((l) => l.kind))];
    return kinds.map((k) => (0,common/* plural */.LS)(leftOut.filter((l) => l.kind === k).length, k)).join(', ');
}
/** Where a lockfile's text holds a known secret: `tool reviews/echo (contract.description)`, or a server's field. */
function secretPlaces(lock, holds) {
    const out = [];
    const servers = (0,json/* isObject */.Gv)(lock) && (0,json/* isObject */.Gv)(lock.servers) ? lock.servers : {};
    const found = (v, path) => {
        if (typeof v === 'string')
            return holds(v) ? [path.join('.')] : [];
        if (Array.isArray(v))
            return v.flatMap((x, i) => found(x, [...path, String(i)]));
        if ((0,json/* isObject */.Gv)(v))
            return Object.entries(v).flatMap(([k, x]) => [...(holds(k) ? [[...path, k].join('.')] : []), ...found(x, [...path, k])]);
        return [];
    };
    for (const [id, server] of Object.entries(servers)) {
        if (!(0,json/* isObject */.Gv)(server))
            continue;
        for (const [key, value] of Object.entries(server)) {
            const kind = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'resource template' }[key];
            if (kind && (0,json/* isObject */.Gv)(value)) {
                for (const [name, entry] of Object.entries(value))
                    for (const field of found(entry, []))
                        out.push(`${kind} ${id}/${name} (${field || 'name'})`);
            }
            else
                for (const field of found(value, [key]))
                    out.push(`server ${id} (${field})`);
        }
    }
    return [...new Set(out)];
}
function secretList(places) {
    const shown = places.slice(0, 5).map((p) => (0,report_escape/* escapeTerminal */.en)(p));
    return `${shown.join(', ')}${places.length > shown.length ? ` and ${places.length - shown.length} more` : ''} ${places.length === 1 ? 'holds' : 'hold'}`;
}
async function runPin(args, io) {
    const { values } = (0,cli_args/* parseFlags */.bQ)('pin', {
        args,
        options: {
            ...cli_config/* LOCKFILE_FLAGS */.eU,
            by: { type: 'string' },
            reason: { type: 'string' },
            'sign-key': { type: 'string' },
            resign: { type: 'boolean' },
            'approve-renames': { type: 'boolean' },
            'allow-secret-in-lockfile': { type: 'boolean' },
            strict: { type: 'boolean' },
            format: { type: 'string', default: 'text' },
        },
    });
    if (values.help) {
        io.stdout(PIN_HELP);
        return 0;
    }
    const format = (0,cli_args/* oneOf */.yL)('--format', values.format, ['text', 'json']);
    const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, values);
    // before any server starts: a wrong key is bad input, not a failed pin
    const signingKey = values['sign-key'] !== undefined ? (0,keys/* readSigningKey */.jy)(io, values['sign-key']) : undefined;
    if (values.resign && !signingKey)
        throw new errors/* InputError */.dz('--resign goes with --sign-key K: it re-signs the lockfile');
    const file = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
    const previous = (0,cli_config/* readCliLockfile */.ot)(io, file);
    const onEvent = (0,progress/* progress */.q)(io, values.quiet === true || format === 'json');
    // a server whose listing varies by caller or by read is not pinned: it fails as a server that cannot be read does
    const set = (0,listing_varies/* withoutVaryingServers */.Xu)(await (0,discovery/* discoverAll */.$d)(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, ...(onEvent ? { onEvent } : {}) }));
    const approval = values.by ? { by: values.by, ...(values.reason ? { reason: values.reason } : {}), at: io.today } : null;
    const renames = values['approve-renames'] ? renamesSince(previous, set, config.policy, io.today) : [];
    const built = (0,lockfile/* buildLockfile */.Or)(set, previous, {
        includeMeta: config.includeMeta,
        neutralPaths: config.neutralPaths,
        neutralMachine: config.neutralMachine,
        approval,
        ...(renames.length ? { renames } : {}),
    });
    // signed: the sequence rises when the content changed (or with --resign), so a verifier can refuse an older lockfile
    const stamp = { today: io.today, ...(previous ? { previous: JSON.parse((0,lockfile/* serializeLockfile */.c5)(previous)) } : {}), resign: values.resign === true };
    const lock = signingKey ? (0,signature/* signLockfileStamped */.V4)(built, signingKey, stamp) : built;
    const text = (0,lockfile/* serializeLockfile */.c5)(lock);
    // a contract holding a secret's value (a server echoing its token into a description) is refused, or pinned on request
    const secrets = io.scrubber ? secretPlaces(JSON.parse(text), (t) => io.scrubber.contains(t)) : [];
    if (secrets.length && values['allow-secret-in-lockfile'] !== true)
        throw new errors/* InputError */.dz(`pin: ${(0,cli_config/* display */.Vy)(io, file)} not written: ${secretList(secrets)} the value of a secret (a variable the config's \${VAR} references name, a credential-named variable of the environment, or an OAuth token obtained for the server), as the server lists it. Keep the secret out of what the server lists, or pass --allow-secret-in-lockfile to pin it anyway`);
    (0,external_node_fs_.writeFileSync)(file, text);
    const count = Object.values(lock.servers).reduce((n, s) => n + Object.keys(s.tools).length, 0);
    // the review, by the one judge: the tools new to the lockfile, and what check will report of a launch naming no exact version
    const review = pinReview(set, previous, config, io.today);
    const warnings = review.unpinned.map((f) => `server ${f.server}: ${f.message} (${f.rule}, ${f.severity}${f.blocking ? ', blocking' : ''}: \`check\` reports it)`);
    const leftOut = leftOutEntries(set);
    if (format === 'json') {
        const servers = Object.fromEntries(Object.entries(set.servers).map(([id, s]) => [id, s.error ? { error: s.error, kept: Object.keys(lock.servers[id]?.tools ?? {}).length } : { tools: s.tools.length }]));
        io.stdout((0,json/* prettyJson */.D_)({
            lockfile: (0,cli_config/* display */.Vy)(io, file),
            pinned: count,
            ...(lock.signature ? { signedBy: lock.signature.keyId } : {}),
            servers,
            ...(warnings.length ? { warnings } : {}),
            ...(leftOut.length ? { leftOut } : {}),
        }));
    }
    else {
        // Progress named every server as it was read (or --quiet asked for quiet): the end repeats only what failed, with its output.
        io.stderr((0,snapshot.summaryLines)(set, { failedOnly: true }));
        for (const [id, s] of Object.entries(set.servers)) {
            if (!s.error)
                continue;
            const kept = lock.servers[id];
            io.stderr(kept
                ? `kept the previous entry of ${id} (${(0,common/* plural */.LS)(Object.keys(kept.tools).length, 'tool')}): it could not be read, so nothing of it was re-pinned\n`
                : `${id} could not be read and has no previous entry: it is NOT pinned, and the gate fails on it until a pin can read it\n`);
        }
        for (const r of renames)
            io.stderr(`recorded rename (${r.server}): ${r.kind === 'tool' ? `tool ${r.from} → ${r.to}` : `${r.tool}: argument ${r.from} → ${r.to}`}\n`);
        const newTools = values.quiet === true ? undefined : newToolReview(review.newTools);
        if (newTools)
            io.stderr(newTools);
        for (const w of warnings)
            io.stderr(`warning: ${(0,report_escape/* escapeTerminal */.en)(w)}\n`);
        if (secrets.length)
            io.stderr(`warning: ${secretList(secrets)} the value of a secret, pinned in ${(0,cli_config/* display */.Vy)(io, file)} as --allow-secret-in-lockfile asked\n`);
        for (const l of leftOut)
            io.stderr(leftOutLine(l));
        const omitted = leftOut.length ? `; left out ${(0,common/* plural */.LS)(leftOut.length, 'invalid entry', 'invalid entries')} (${leftOutSummary(leftOut)}: see above)` : '';
        io.stderr(`pinned ${(0,common/* plural */.LS)(count, 'tool')} from ${(0,common/* plural */.LS)(Object.keys(lock.servers).length, 'server')} in ${(0,cli_config/* display */.Vy)(io, file)}${omitted}\n`);
        if (lock.signature)
            io.stderr(`signed with key ${lock.signature.keyId}${lock.signed ? ` (sequence ${lock.signed.sequence}, ${lock.signed.date})` : ''}\n`);
        else if (previous?.signature)
            io.stderr(`note: the previous lockfile was signed (key ${previous.signature.keyId}); this one is not: pass --sign-key to sign it, or \`check --verify\` will refuse it\n`);
    }
    if (Object.values(set.servers).some((s) => s.error))
        return exit_codes/* EXIT_CODES */.a.couldNotRun;
    return values.strict && review.unpinned.some((f) => f.blocking) ? exit_codes/* EXIT_CODES */.a.blocking : exit_codes/* EXIT_CODES */.a.pass;
}


/***/ }),

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

/***/ 3807:
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
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1295);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4788);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _verify_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7046);





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
