export const id = 984;
export const ids = [984];
export const modules = {

/***/ 984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PROXY_HELP: () => (/* binding */ PROXY_HELP),
  runProxy: () => (/* binding */ runProxy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2757);
// EXTERNAL MODULE: ./src/contract/canonical.ts + 3 modules
var canonical = __webpack_require__(743);
// EXTERNAL MODULE: ./src/diff/engine.ts + 13 modules
var engine = __webpack_require__(8529);
;// CONCATENATED MODULE: ./src/proxy/checker.ts


/**
 * The one check the runtime proxy and the library guard share: a listed tool is usable only when it is listed once
 * and its canonical hash is the pinned one. Hashes are cached by the tool's exact JSON text, so an unchanged tool is
 * never hashed twice, whatever the number of listings and calls.
 */
class ContractChecker {
    server;
    includeMeta;
    hashes = new Map();
    entries;
    constructor(server, pinned, includeMeta = false) {
        this.server = server;
        this.includeMeta = includeMeta;
        this.entries = new Map(Object.entries(pinned.tools));
    }
    entry(name) {
        return this.entries.get(name);
    }
    /** Every pinned entry (the proxy looks up approved renames in them). */
    pinnedEntries() {
        return this.entries.entries();
    }
    hashOf(tool) {
        const text = JSON.stringify(tool);
        let hash = this.hashes.get(text);
        if (hash === undefined) {
            hash = (0,canonical/* contractHash */.$o)((0,canonical/* toolContract */.dG)(tool, { includeMeta: this.includeMeta }));
            if (this.hashes.size > 10_000)
                this.hashes.clear();
            this.hashes.set(text, hash);
        }
        return hash;
    }
    /** Verdicts for one listing (or one page of it): keyed by name, duplicates marked on every copy. */
    assess(tools) {
        const byName = new Map();
        for (const t of tools) {
            if (!t || typeof t !== 'object' || typeof t.name !== 'string')
                continue;
            const name = t.name;
            byName.set(name, [...(byName.get(name) ?? []), t]);
        }
        const out = new Map();
        for (const [name, copies] of byName)
            out.set(name, this.verdict(name, copies));
        return out;
    }
    /** The verdict for a tool given its live copies (none: not listed). */
    verdict(name, copies) {
        const entry = this.entries.get(name);
        const pinnedHash = entry?.hash ?? null;
        if (copies.length === 0)
            return { name, status: 'missing', pinnedHash, liveHash: null, changes: [] };
        if (copies.length > 1)
            return { name, status: 'duplicated', pinnedHash, liveHash: null, changes: [] };
        const tool = copies[0];
        const liveHash = this.hashOf(tool);
        if (!entry)
            return { name, status: 'unpinned', pinnedHash, liveHash, changes: [] };
        if (entry.hash === liveHash)
            return { name, status: 'pinned', pinnedHash, liveHash, changes: [] };
        const changes = (0,engine/* diffServer */.JM)({ tools: [entry.contract] }, { tools: [tool] });
        return { name, status: 'drifted', pinnedHash, liveHash, changes };
    }
}
/** One sentence for an agent or a log: what is wrong with the tool and both hashes. */
function describeVerdict(v, server) {
    const at = `MCP tool '${v.name}' (server '${server}')`;
    switch (v.status) {
        case 'pinned':
            return `${at} matches its pinned contract ${v.liveHash?.slice(0, 12)}`;
        case 'missing':
            return v.pinnedHash ? `${at} is pinned (${v.pinnedHash.slice(0, 12)}) but the server no longer lists it` : `${at} is neither pinned in the lockfile nor listed by the server`;
        case 'duplicated':
            return `${at} is listed more than once by the server, so which contract a call reaches is unknown${v.pinnedHash ? ` (pinned ${v.pinnedHash.slice(0, 12)})` : ''}`;
        case 'unpinned':
            return `${at} is not pinned in the lockfile (live ${v.liveHash?.slice(0, 12)})`;
        case 'drifted':
            return `${at} drifted from its pinned contract (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${v.changes.map((c) => `${c.rule}${c.path ? ` ${c.path}` : ''}`).join(', ') || 'contract changed'}`;
    }
}

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/proxy/enforcer.ts


const ENFORCE_MODES = ['block', 'warn', 'off'];
/** JSON-RPC error code of a refused call (implementation-defined server error range). */
const CONTRACT_DRIFT_ERROR = -32010;
/** `_meta` key of the proxy's notes (translations, warnings) on results and tools. */
const META_KEY = 'io.github.mcp-contract-gate/proxy';
/**
 * The proxy's judgement, transport-free: it sees every message in both directions and answers what to forward, what
 * to answer itself, and how to rewrite. It never trusts an earlier listing over a newer one: every `tools/list` page
 * the client receives updates what it knows, a `notifications/tools/list_changed` makes all of it stale, and a call
 * on a stale (or missing) listing makes the proxy list the tools itself before it decides.
 */
class Enforcer {
    checker;
    options;
    /** Bumped on every list_changed: knowledge from an older generation is not used. */
    generation = 0;
    known = new Map();
    /** The generation of the last complete listing (proxy's own, or the client's last page). */
    completeAt = -1;
    clientLists = new Map();
    calls = new Map();
    constructor(checker, options) {
        this.checker = checker;
        this.options = options;
    }
    /** A message from the client: forward it (maybe rewritten), or answer it here. */
    async fromClient(msg) {
        if (msg.method === 'tools/list' && msg.id !== undefined && msg.id !== null) {
            this.clientLists.set(msg.id, this.generation);
            return { forward: msg };
        }
        if (msg.method !== 'tools/call' || msg.id === undefined || msg.id === null || !(0,json/* isObject */.Gv)(msg.params) || typeof msg.params.name !== 'string')
            return { forward: msg };
        const params = msg.params;
        const meta = (0,json/* isObject */.Gv)(params._meta) ? params._meta : undefined;
        if (this.completeAt !== this.generation)
            await this.relist(meta);
        const asked = params.name;
        let name = asked;
        const translation = {};
        if (!this.usable(name)) {
            const renamed = this.renamedTo(name);
            if (renamed) {
                name = renamed;
                translation.tool = { from: asked, to: renamed };
            }
        }
        const verdict = this.verdictOf(name);
        let args = (0,json/* isObject */.Gv)(params.arguments) ? params.arguments : undefined;
        const moves = this.checker.entry(name)?.migration?.params ?? [];
        if (args && verdict.status === 'pinned') {
            for (const { from, to } of moves) {
                if (Object.prototype.hasOwnProperty.call(args, from) && !Object.prototype.hasOwnProperty.call(args, to)) {
                    const next = { ...args };
                    next[to] = next[from];
                    delete next[from];
                    args = next;
                    (translation.arguments ??= []).push({ from, to });
                }
            }
        }
        const translated = translation.tool || translation.arguments ? translation : undefined;
        const ok = verdict.status === 'pinned' || this.options.enforce === 'off';
        const warn = !ok && this.options.enforce === 'warn';
        this.options.audit({
            time: (this.options.now?.() ?? new Date()).toISOString(),
            server: this.checker.server,
            tool: name,
            hash: verdict.liveHash,
            decision: ok ? 'allowed' : warn ? 'warned' : 'refused',
            status: verdict.status,
            ...(translated ? { translation: translated } : {}),
        });
        if (!ok && !warn) {
            const data = {
                tool: name,
                server: this.checker.server,
                status: verdict.status,
                pinnedHash: verdict.pinnedHash,
                liveHash: verdict.liveHash,
                changes: verdict.changes.map((c) => ({ rule: c.rule, severity: c.severity, path: c.path, message: c.message })),
            };
            return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: CONTRACT_DRIFT_ERROR, message: `${describeVerdict(verdict, this.checker.server)}; the call was not sent (mcp-contract-gate proxy)`, data } } };
        }
        if (translated || warn)
            this.calls.set(msg.id, { ...(translated ? { translation: translated } : {}), ...(warn ? { warning: describeVerdict(verdict, this.checker.server) } : {}) });
        if (!translated)
            return { forward: msg };
        return { forward: { ...msg, params: { ...params, name, ...(args ? { arguments: args } : {}) } } };
    }
    /** A message from the server: filter listings, note translations on results, go stale on list_changed. */
    fromServer(msg) {
        if (msg.method === 'notifications/tools/list_changed') {
            this.generation++;
            return msg;
        }
        if (msg.id === undefined || msg.id === null || msg.method !== undefined)
            return msg;
        const listedAt = this.clientLists.get(msg.id);
        if (listedAt !== undefined) {
            this.clientLists.delete(msg.id);
            if (!(0,json/* isObject */.Gv)(msg.result) || !Array.isArray(msg.result.tools))
                return msg;
            return { ...msg, result: { ...msg.result, tools: this.page(msg.result.tools, listedAt, !msg.result.nextCursor) } };
        }
        const call = this.calls.get(msg.id);
        if (call) {
            this.calls.delete(msg.id);
            if ((0,json/* isObject */.Gv)(msg.result)) {
                const meta = (0,json/* isObject */.Gv)(msg.result._meta) ? msg.result._meta : {};
                return { ...msg, result: { ...msg.result, _meta: { ...meta, [META_KEY]: { ...(call.translation ? { translated: call.translation } : {}), ...(call.warning ? { warning: call.warning } : {}) } } } };
            }
        }
        return msg;
    }
    /** One page of the client's listing: learn from it, and withhold or mark what is not the pinned contract. */
    page(tools, generation, last) {
        const verdicts = this.checker.assess(tools);
        if (generation === this.generation) {
            for (const [name, verdict] of verdicts)
                this.known.set(name, { verdict, generation });
            if (last && this.clientLists.size === 0)
                this.completeAt = Math.max(this.completeAt, generation);
        }
        if (this.options.enforce === 'off')
            return tools;
        const out = [];
        for (const t of tools) {
            const name = (0,json/* isObject */.Gv)(t) && typeof t.name === 'string' ? t.name : undefined;
            const v = name !== undefined ? verdicts.get(name) : undefined;
            if (!v || v.status === 'pinned') {
                if (v)
                    out.push(t);
                continue;
            }
            if (this.options.enforce === 'block')
                continue;
            const meta = (0,json/* isObject */.Gv)(t._meta) ? t._meta : {};
            out.push({ ...t, _meta: { ...meta, [META_KEY]: { warning: describeVerdict(v, this.checker.server) } } });
        }
        return out;
    }
    async relist(meta) {
        for (;;) {
            const generation = this.generation;
            const tools = await this.options.listTools(meta);
            if (generation !== this.generation)
                continue; // a list_changed arrived while listing: that listing is already old
            const verdicts = this.checker.assess(tools);
            for (const key of [...this.known.keys()])
                if (!verdicts.has(key))
                    this.known.delete(key);
            for (const [name, verdict] of verdicts)
                this.known.set(name, { verdict, generation });
            this.completeAt = generation;
            return;
        }
    }
    verdictOf(name) {
        const k = this.known.get(name);
        if (k && k.generation === this.generation)
            return k.verdict;
        return this.checker.verdict(name, []);
    }
    usable(name) {
        const k = this.known.get(name);
        return !!k && k.generation === this.generation && k.verdict.status !== 'missing';
    }
    /** The pinned tool an approved rename maps `old` to, when that tool is listed now. */
    renamedTo(old) {
        for (const [name, entry] of this.checker.pinnedEntries())
            if (entry.migration?.renamedFrom?.includes(old) && this.usable(name))
                return name;
        return undefined;
    }
    /** For tests and the guard: the current verdict of a tool, if listed in the current generation. */
    current(name) {
        const k = this.known.get(name);
        return k && k.generation === this.generation ? k.verdict : undefined;
    }
}
/** The tools of a listing, from raw JSON-RPC result pages. */
function toolsOf(result) {
    return isObject(result) && Array.isArray(result.tools) ? result.tools : [];
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./src/discovery/process-group.ts
var process_group = __webpack_require__(4609);
;// CONCATENATED MODULE: ./src/proxy/stdio.ts




/** Pages the proxy follows when it lists the tools itself, and how long it waits for one. */
const PROXY_LIST_LIMITS = { maxPages: 1000, pageTimeoutMs: 30_000 };
/**
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every message is
 * forwarded both ways, judged on the way. Resolves with the server's exit code once either side ends.
 */
async function runStdioProxy(o) {
    const proc = (0,process_group/* spawnGroup */.j8)(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const { child } = proc;
    const toServer = (m) => child.stdin?.write(`${JSON.stringify(m)}\n`);
    const toClient = (m) => o.output.write(`${JSON.stringify(m)}\n`);
    child.stderr?.on('data', (d) => o.log(d.toString('utf8')));
    child.stdin?.on('error', () => undefined);
    let nextId = 0;
    const own = new Map();
    const request = (method, params) => new Promise((resolve, reject) => {
        const id = `mcp-contract-gate-proxy:${++nextId}`;
        const timer = setTimeout(() => {
            own.delete(id);
            reject(new Error(`${method} got no answer in ${PROXY_LIST_LIMITS.pageTimeoutMs} ms`));
        }, PROXY_LIST_LIMITS.pageTimeoutMs);
        own.set(id, { resolve, reject, timer });
        toServer({ jsonrpc: '2.0', id, method, params });
    });
    const listTools = async (meta) => {
        const tools = [];
        let cursor;
        for (let page = 0; page < PROXY_LIST_LIMITS.maxPages; page++) {
            const answer = await request('tools/list', { ...(cursor ? { cursor } : {}), ...(meta ? { _meta: meta } : {}) });
            if (!(0,json/* isObject */.Gv)(answer.result))
                throw new Error(`tools/list failed: ${JSON.stringify(answer.error ?? null)}`);
            if (Array.isArray(answer.result.tools))
                tools.push(...answer.result.tools);
            const next = answer.result.nextCursor;
            if (typeof next !== 'string' || next === '' || next === cursor)
                return tools;
            cursor = next;
        }
        return tools;
    };
    const enforcer = new Enforcer(o.checker, { enforce: o.enforce, audit: o.audit, listTools });
    // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
    let queue = Promise.resolve();
    const clientLines = (0,external_node_readline_.createInterface)({ input: o.input, crlfDelay: Infinity });
    clientLines.on('line', (line) => {
        if (!line.trim())
            return;
        queue = queue.then(async () => {
            let msg;
            try {
                msg = JSON.parse(line);
            }
            catch {
                child.stdin?.write(`${line}\n`); // not ours to judge: the server answers it
                return;
            }
            if (!(0,json/* isObject */.Gv)(msg))
                return void child.stdin?.write(`${line}\n`);
            try {
                const { forward, reply } = await enforcer.fromClient(msg);
                if (reply)
                    toClient(reply);
                if (forward)
                    toServer(forward);
            }
            catch (err) {
                const id = msg.id ?? null;
                o.log(`mcp-contract-gate proxy: ${err.message}\n`);
                if (msg.id !== undefined)
                    toClient({ jsonrpc: '2.0', id, error: { code: -32603, message: `mcp-contract-gate proxy could not check the tool: ${err.message}` } });
            }
        });
    });
    // server → client
    const serverLines = (0,external_node_readline_.createInterface)({ input: child.stdout, crlfDelay: Infinity });
    serverLines.on('line', (line) => {
        if (!line.trim())
            return;
        let msg;
        try {
            msg = JSON.parse(line);
        }
        catch {
            o.log(`mcp-contract-gate proxy: skipped a line the server wrote on stdout that is not JSON-RPC: ${line.slice(0, 200)}\n`);
            return;
        }
        if ((0,json/* isObject */.Gv)(msg) && typeof msg.id === 'string' && own.has(msg.id) && msg.method === undefined) {
            const pending = own.get(msg.id);
            own.delete(msg.id);
            clearTimeout(pending.timer);
            pending.resolve(msg);
            return;
        }
        toClient((0,json/* isObject */.Gv)(msg) ? enforcer.fromServer(msg) : msg);
    });
    const clientGone = new Promise((resolve) => clientLines.once('close', () => resolve()));
    const ended = await Promise.race([proc.exited.then((e) => ({ who: 'server', e })), clientGone.then(() => ({ who: 'client', e: undefined }))]);
    for (const p of own.values())
        p.reject(new Error('the server ended'));
    if (ended.who === 'client') {
        await queue;
        child.stdin?.end();
        const exit = await Promise.race([proc.exited, new Promise((r) => setTimeout(() => r(undefined), 2000))]);
        if (!exit)
            await (0,process_group/* terminateGroup */.TK)(proc.pgid);
        return exit?.code ?? 0;
    }
    await queue;
    return ended.e?.code ?? 1;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/config.ts + 2 modules
var cli_config = __webpack_require__(476);
;// CONCATENATED MODULE: ./src/cli/commands/proxy.ts









const PROXY_HELP = `Usage: mcp-contract-gate proxy --server ID [--config F] [--lockfile F] [--enforce block|warn|off] [--audit FILE]
       mcp-contract-gate proxy --lockfile F [--server ID] [--enforce …] [--audit FILE] -- COMMAND [ARGS…]

A stdio MCP proxy between any client and a server, enforcing the lockfile at run time: every tools/list is checked
(a tool whose contract is not the pinned one, is not pinned, or is listed twice is withheld, or listed with a
warning), every tools/call of such a tool is answered with a JSON-RPC error naming the tool, both hashes and the
changes (it never reaches the server), and a list_changed makes it list again before the next call. Renames a
reviewer approved (recorded in the lockfile) are translated: old tool and argument names become the new ones, noted
in the result's _meta and the audit log. Put it in front of a server in .mcp.json or claude_desktop_config.json:

  "command": "npx", "args": ["-y", "mcp-contract-gate", "proxy", "--server", "reviews"]

Options:
  --server ID       the server: its command, args, env and cwd from the config, and its entry in the lockfile
                    (with -- COMMAND: only the lockfile entry; optional when the lockfile pins one server)
  --config F        the config (default: found from here up to the repository root)
  --lockfile F      the lockfile (default: the config's \`lockfile\`)
  --enforce MODE    block (default): withhold and refuse; warn: let through with a _meta warning; off: only audit
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  -h, --help        this help

Only JSON-RPC is ever written to stdout. Exit code: the server's.
`;
async function runProxy(args, io) {
    const dash = args.indexOf('--');
    const own = dash >= 0 ? args.slice(0, dash) : args;
    const command = dash >= 0 ? args.slice(dash + 1) : [];
    const { values } = (0,cli_args/* parseFlags */.bQ)('proxy', {
        args: own,
        options: {
            server: { type: 'string' },
            config: { type: 'string' },
            lockfile: { type: 'string' },
            enforce: { type: 'string' },
            audit: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stderr(PROXY_HELP); // stdout belongs to JSON-RPC, even for help
        return 0;
    }
    if (dash >= 0 && command.length === 0)
        throw new errors/* InputError */.dz('proxy: nothing after --; give the server command, e.g. `proxy --lockfile mcp-contracts.lock.json -- node server.js`');
    let run;
    let lockPath;
    let enforceFromConfig;
    if (command.length) {
        if (values.lockfile === undefined && values.config === undefined)
            throw new errors/* InputError */.dz('proxy -- COMMAND needs --lockfile F (or --config F to find it)');
        lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)((0,cli_config/* loadCliConfig */.XY)(io, values.config).root, (0,cli_config/* loadCliConfig */.XY)(io, values.config).config.lockfile);
        run = { command: command[0], args: command.slice(1), env: io.env, cwd: io.cwd };
    }
    else {
        if (!values.server)
            throw new errors/* InputError */.dz('proxy needs --server ID (a server of the config), or -- COMMAND ARGS… to start a server directly');
        const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config);
        const server = config.servers.find((s) => s.id === values.server);
        if (!server)
            throw new errors/* InputError */.dz(`proxy: no server "${values.server}" in the config; servers: ${config.servers.map((s) => s.id).join(', ')}`);
        if (server.transport !== 'stdio' || !server.command)
            throw new errors/* InputError */.dz(`proxy: server "${server.id}" is a ${server.transport} server; this proxy speaks stdio (point the client at the server's URL, or wrap a stdio server)`);
        lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
        const cwd = server.cwd ? (0,external_node_path_.resolve)(root, (0,interpolate/* expandWorkspaceFolder */.sA)(server.cwd, root)) : root;
        run = { command: (0,interpolate/* expandWorkspaceFolder */.sA)(server.command, root), args: (server.args ?? []).map((a) => (0,interpolate/* expandWorkspaceFolder */.sA)(a, root)), env: { ...io.env, ...(server.env ?? {}) }, cwd };
        enforceFromConfig = server.enforce;
    }
    const lock = (0,cli_config/* readCliLockfile */.ot)(io, lockPath);
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${(0,cli_config/* display */.Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first`);
    const ids = Object.keys(lock.servers);
    const id = values.server ?? (ids.length === 1 ? ids[0] : undefined);
    if (!id || !lock.servers[id])
        throw new errors/* InputError */.dz(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
    const enforce = values.enforce !== undefined ? (0,cli_args/* oneOf */.yL)('--enforce', values.enforce, ENFORCE_MODES) : (enforceFromConfig ?? 'block');
    const auditFile = values.audit !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.audit) : undefined;
    const audit = (line) => {
        const text = `${JSON.stringify(line)}\n`;
        if (auditFile)
            (0,external_node_fs_.appendFileSync)(auditFile, text);
        else
            io.stderr(text);
    };
    const checker = new ContractChecker(id, lock.servers[id], lock.includeMeta === true);
    return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log: (t) => io.stderr(t) });
}


/***/ })

};
