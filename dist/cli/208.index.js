export const id = 208;
export const ids = [208];
export const modules = {

/***/ 3208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PROBE_HELP: () => (/* binding */ PROBE_HELP),
/* harmony export */   runProbe: () => (/* binding */ runProbe)
/* harmony export */ });
/* harmony import */ var _probes_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1687);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3214);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4788);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1973);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8987);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9397);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3676);







const PROBE_HELP = `Usage: mcp-contract-gate probe [--config F] [--probes F] [--base REF] [--format text|json] [--quiet]

Call tools through tools/call with frozen role cases (the probes file, default: the config's \`probes\`) on the
servers of the working tree and, with --base, on those of REF too (with REF's own config and files, in a temporary
worktree; each side's setups run first); decide promote, hold or rollback. Paths in the config are relative to the
repository root; --probes F to the working folder. Setup progress goes to stderr (-q, --quiet: none; none with
--format json either).

Exit codes: 0 promote, 1 hold or rollback, 2 bad input.
`;
function probeText(v) {
    const lines = [`Probes: ${v.decision.toUpperCase()}  (head ${v.head.passed}/${v.head.total}${v.base ? `, base ${v.base.passed}/${v.base.total}` : ''} passed)`];
    for (const r of v.head.results)
        lines.push(`  ${r.status === 'pass' ? '✓' : r.status === 'fail' ? '✗' : '!'} ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(r.id)}${r.reason ? `: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(r.reason)}` : ''}`);
    if (v.reasons.length)
        lines.push('Reasons:', ...v.reasons.map((r) => `  - ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTerminal */ .en)(r)}`));
    return `${lines.join('\n')}\n`;
}
async function runProbe(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .bQ)('probe', {
        args,
        options: {
            ..._config_js__WEBPACK_IMPORTED_MODULE_5__/* .SERVER_FLAGS */ .C9,
            probes: { type: 'string' },
            base: { type: 'string' },
            format: { type: 'string', default: 'text' },
        },
    });
    if (values.help) {
        io.stdout(PROBE_HELP);
        return 0;
    }
    const format = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .oneOf */ .yL)('--format', values.format, ['text', 'json']);
    const { config, root } = (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .loadCliConfig */ .XY)(io, values.config, values);
    const file = values.probes ?? config.probes;
    if (!file)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('no probes file: pass --probes F or set `probes:` in the config');
    const cases = (0,_probes_index_js__WEBPACK_IMPORTED_MODULE_0__/* .loadProbes */ .yX)(values.probes !== undefined ? (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveIn */ .QH)(io, values.probes) : (0,_config_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveFromRoot */ .xl)(root, file), file);
    const onEvent = (0,_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .progress */ .q)(io, values.quiet === true || format === 'json');
    if (onEvent)
        io.stderr(`· probes: running ${file} at head${values.base ? ` and at ${values.base}` : ''}\n`);
    const verdict = await (0,_probes_index_js__WEBPACK_IMPORTED_MODULE_0__/* .probeRefs */ .FT)({ config, cases, rootDir: root, ...(values.base ? { baseRef: values.base } : {}), env: io.env, ...(onEvent ? { onEvent } : {}) });
    io.stdout(format === 'json' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .prettyJson */ .D_)(verdict) : probeText(verdict));
    return verdict.decision === 'promote' ? 0 : 1;
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
