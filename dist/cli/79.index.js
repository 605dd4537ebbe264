export const id = 79;
export const ids = [79];
export const modules = {

/***/ 3079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_LISTEN_HOST: () => (/* binding */ DEFAULT_LISTEN_HOST),
  PROXY_ENV: () => (/* binding */ PROXY_ENV),
  PROXY_HELP: () => (/* binding */ PROXY_HELP),
  parseListen: () => (/* binding */ parseListen),
  runProxy: () => (/* binding */ runProxy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2757);
// EXTERNAL MODULE: ./src/contract/canonical.ts + 2 modules
var canonical = __webpack_require__(5179);
// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(4112);
// EXTERNAL MODULE: ./src/diff/engine.ts + 14 modules
var engine = __webpack_require__(6288);
// EXTERNAL MODULE: ./src/policy/evaluate.ts
var evaluate = __webpack_require__(2863);
;// CONCATENATED MODULE: ./src/proxy/checker.ts




/** The statuses whose tools a client may list and call (`compatible`: changed, but nothing blocks under the policy). */
function usableStatus(status) {
    return status === 'pinned' || status === 'compatible';
}
/**
 * The one check the runtime proxy and the library guard share: a listed tool is usable only when it is listed once
 * and its canonical hash is the pinned one. Hashes are cached by the tool's exact JSON text, so an unchanged tool is
 * never hashed twice, whatever the number of listings and calls.
 */
class ContractChecker {
    server;
    options;
    hashes = new Map();
    entries;
    /** How many contracts were hashed (every other judgement came from the cache). */
    hashed = 0;
    includeMeta;
    prompts;
    constructor(server, pinned, options = {}) {
        this.server = server;
        this.options = options;
        this.entries = new Map(Object.entries(pinned.tools));
        this.prompts = new Map(Object.entries(pinned.prompts ?? {}));
        this.includeMeta = options.includeMeta === true;
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
            hash = (0,canonical/* contractHash */.$o)((0,canonical/* toolContract */.dG)(this.neutral(tool), { includeMeta: this.includeMeta }));
            this.hashed++;
            if (this.hashes.size > 10_000)
                this.hashes.clear();
            this.hashes.set(text, hash);
        }
        return hash;
    }
    /** The live entry as the lockfile pinned it: paths of this environment as placeholders (when it was pinned so). */
    neutral(entry) {
        return this.options.paths ? (0,neutral_paths/* neutralizeEntry */.Ig)(entry, this.options.paths) : entry;
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
    /** Verdicts for one `prompts/list` page, as `assess` for tools: a prompt is usable only as pinned. */
    assessPrompts(prompts) {
        const byName = new Map();
        for (const p of prompts) {
            if (!p || typeof p !== 'object' || typeof p.name !== 'string')
                continue;
            byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
        }
        return new Map([...byName].map(([name, copies]) => [name, this.promptVerdict(name, copies)]));
    }
    /** A prompt's verdict given its live copies (none: not listed). */
    promptVerdict(name, copies) {
        const entry = this.prompts.get(name);
        const pinnedHash = entry?.hash ?? null;
        const base = { name, pinnedHash, entity: 'prompt', changes: [] };
        if (copies.length === 0)
            return { ...base, status: 'missing', liveHash: null };
        if (copies.length > 1)
            return { ...base, status: 'duplicated', liveHash: null };
        const live = copies[0];
        const liveHash = (0,canonical/* contractHash */.$o)((0,canonical/* promptContract */.h8)(this.neutral(live), { includeMeta: this.includeMeta }));
        if (!entry)
            return { ...base, status: 'unpinned', liveHash };
        if (entry.hash === liveHash)
            return { ...base, status: 'pinned', liveHash };
        const changes = (0,engine/* diffServer */.JM)({ tools: [], prompts: [entry.contract] }, { tools: [], prompts: [this.neutral(live)] });
        if (this.options.by === 'policy' && changes.length > 0 && !this.blocks(changes))
            return { ...base, status: 'compatible', liveHash, changes };
        return { ...base, status: 'drifted', liveHash, changes };
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
        const changes = (0,engine/* diffServer */.JM)({ tools: [entry.contract] }, { tools: [this.neutral(tool)] });
        if (this.options.by === 'policy' && changes.length > 0 && !this.blocks(changes))
            return { name, status: 'compatible', pinnedHash, liveHash, changes };
        return { name, status: 'drifted', pinnedHash, liveHash, changes };
    }
    /** Whether any of the changes blocks under the policy (the same evaluation the gate runs on a pull request). */
    blocks(changes) {
        const withServer = changes.map((c) => ({ ...c, server: this.server }));
        const summary = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
        const today = this.options.today ?? new Date().toISOString().slice(0, 10);
        return (0,evaluate/* evaluate */._3)({ changes: withServer, summary, servers: {} }, this.options.policy ?? evaluate/* DEFAULT_POLICY */.zj, { today }).blocking > 0;
    }
}
/** One sentence for an agent or a log: what is wrong with the tool and both hashes. */
function describeVerdict(v, server) {
    const at = `MCP ${v.entity ?? 'tool'} '${v.name}' (server '${server}')`;
    switch (v.status) {
        case 'pinned':
            return `${at} matches its pinned contract ${v.liveHash?.slice(0, 12)}`;
        case 'compatible':
            return `${at} changed without a blocking change under the policy (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${v.changes.map((c) => `${c.rule} (${c.severity})`).join(', ')}`;
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

// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(2143);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/discovery/http-body.ts
var http_body = __webpack_require__(8305);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/discovery/list-raw.ts
var list_raw = __webpack_require__(5055);
;// CONCATENATED MODULE: ./src/proxy/enforcer.ts



/** JSON-RPC error code of a refused call (implementation-defined server error range). */
const CONTRACT_DRIFT_ERROR = -32010;
/** `_meta` key of the proxy's notes (translations, warnings) on results and tools. */
const META_KEY = 'io.github.mcp-contract-gate/proxy';
/** A JSON-RPC id of any JSON type, as a map key (1 and "1" stay apart; an object id is matched by its text). */
function idKey(id) {
    return JSON.stringify(id) ?? 'undefined';
}
/** JSON-RPC "invalid params": a tools/call whose name is not a string is never sent on (the server might read it otherwise). */
const INVALID_PARAMS = -32602;
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
    /** The same knowledge for prompts (their own list_changed). */
    promptGeneration = 0;
    promptKnown = new Map();
    promptCompleteAt = -1;
    promptLists = new Map();
    constructor(checker, options) {
        this.checker = checker;
        this.options = options;
    }
    /** A message from the client: forward it (maybe rewritten), or answer it here. */
    async fromClient(msg) {
        if (msg.method === 'tools/list' && msg.id !== undefined) {
            this.clientLists.set(idKey(msg.id), this.generation);
            return { forward: msg };
        }
        if (msg.method === 'prompts/list' && msg.id !== undefined) {
            this.promptLists.set(idKey(msg.id), this.promptGeneration);
            return { forward: msg };
        }
        if (msg.method === 'prompts/get')
            return this.judgePrompt(msg);
        if (msg.method !== 'tools/call')
            return { forward: msg };
        // Every tools/call is judged, whatever its id (none: a notification, which is dropped when refused).
        if (!(0,json/* isObject */.Gv)(msg.params) || typeof msg.params.name !== 'string') {
            if (msg.id === undefined)
                return {};
            return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'tools/call needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
        }
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
        if (args && usableStatus(verdict.status)) {
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
        const ok = usableStatus(verdict.status) || this.options.enforce === 'off';
        const warn = !ok && this.options.enforce === 'warn';
        const why = verdict.status === 'pinned' ? undefined : describeVerdict(verdict, this.checker.server);
        this.options.audit({
            time: (this.options.now?.() ?? new Date()).toISOString(),
            server: this.checker.server,
            tool: name,
            hash: verdict.liveHash,
            decision: ok ? 'allowed' : warn ? 'warned' : 'refused',
            status: verdict.status,
            ...(translated ? { translation: translated } : {}),
            ...(why ? { reason: why } : {}),
        });
        if (!ok && !warn) {
            if (msg.id === undefined)
                return {};
            const data = {
                tool: name,
                server: this.checker.server,
                status: verdict.status,
                pinnedHash: verdict.pinnedHash,
                liveHash: verdict.liveHash,
                changes: verdict.changes.map((c) => ({ rule: c.rule, severity: c.severity, path: c.path, message: c.message })),
            };
            return {
                reply: {
                    jsonrpc: '2.0',
                    id: msg.id,
                    error: { code: CONTRACT_DRIFT_ERROR, message: `${describeVerdict(verdict, this.checker.server)}; the call was not sent (mcp-contract-gate proxy)`, data },
                },
            };
        }
        const note = verdict.status === 'compatible' ? why : undefined;
        if ((translated || warn || note) && msg.id !== undefined)
            this.calls.set(idKey(msg.id), { ...(translated ? { translation: translated } : {}), ...(warn ? { warning: why } : {}), ...(note ? { note } : {}) });
        if (!translated)
            return { forward: msg };
        return { forward: { ...msg, params: { ...params, name, ...(args ? { arguments: args } : {}) } } };
    }
    /**
     * Whether an answer from the server could now be rewritten or learnt from (a client's listing or a noted call is
     * pending). When not, and a message is no list_changed, `fromServer` returns it unchanged: a transport may pass it on
     * without parsing it.
     */
    expectsAnswers() {
        return this.clientLists.size > 0 || this.calls.size > 0 || this.promptLists.size > 0;
    }
    /** A message from the server: filter listings, note translations on results, go stale on list_changed. */
    fromServer(msg) {
        if (msg.method === 'notifications/tools/list_changed') {
            this.generation++;
            return msg;
        }
        if (msg.method === 'notifications/prompts/list_changed') {
            this.promptGeneration++;
            return msg;
        }
        if (msg.id === undefined || msg.method !== undefined)
            return msg;
        const key = idKey(msg.id);
        const listedAt = this.clientLists.get(key);
        if (listedAt !== undefined) {
            this.clientLists.delete(key);
            if (!(0,json/* isObject */.Gv)(msg.result) || !Array.isArray(msg.result.tools))
                return msg;
            return { ...msg, result: { ...msg.result, tools: this.page(msg.result.tools, listedAt, !msg.result.nextCursor) } };
        }
        const promptListedAt = this.promptLists.get(key);
        if (promptListedAt !== undefined) {
            this.promptLists.delete(key);
            if (!(0,json/* isObject */.Gv)(msg.result) || !Array.isArray(msg.result.prompts))
                return msg;
            const verdicts = this.checker.assessPrompts(msg.result.prompts);
            if (promptListedAt === this.promptGeneration) {
                for (const [name, verdict] of verdicts)
                    this.promptKnown.set(name, { verdict, generation: promptListedAt });
                if (!msg.result.nextCursor && this.promptLists.size === 0)
                    this.promptCompleteAt = Math.max(this.promptCompleteAt, promptListedAt);
            }
            return { ...msg, result: { ...msg.result, prompts: this.filterListed(msg.result.prompts, verdicts) } };
        }
        const call = this.calls.get(key);
        if (call) {
            this.calls.delete(key);
            if ((0,json/* isObject */.Gv)(msg.result)) {
                const meta = (0,json/* isObject */.Gv)(msg.result._meta) ? msg.result._meta : {};
                return {
                    ...msg,
                    result: {
                        ...msg.result,
                        _meta: {
                            ...meta,
                            [META_KEY]: {
                                ...(call.translation ? { translated: call.translation } : {}),
                                ...(call.warning ? { warning: call.warning } : {}),
                                ...(call.note ? { changed: call.note } : {}),
                            },
                        },
                    },
                };
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
        return this.filterListed(tools, verdicts);
    }
    /** A listing's items as the client may see them: pinned ones as they are, others withheld, noted or marked. */
    filterListed(items, verdicts) {
        if (this.options.enforce === 'off')
            return items;
        const out = [];
        const logged = new Set();
        for (const t of items) {
            const name = (0,json/* isObject */.Gv)(t) && typeof t.name === 'string' ? t.name : undefined;
            const v = name !== undefined ? verdicts.get(name) : undefined;
            if (!v || v.status === 'pinned') {
                if (v)
                    out.push(t);
                continue;
            }
            const why = describeVerdict(v, this.checker.server);
            const meta = (0,json/* isObject */.Gv)(t._meta) ? t._meta : {};
            if (v.status === 'compatible') {
                out.push({ ...t, _meta: { ...meta, [META_KEY]: { changed: why } } });
                continue;
            }
            if (this.options.enforce === 'block') {
                if (!logged.has(v.name)) {
                    logged.add(v.name);
                    this.withheld(v, why);
                }
                continue;
            }
            out.push({ ...t, _meta: { ...meta, [META_KEY]: { warning: why } } });
        }
        return out;
    }
    /** A prompts/get: sent on only for a prompt listed as pinned (or compatible), like a tools/call. */
    async judgePrompt(msg) {
        if (!(0,json/* isObject */.Gv)(msg.params) || typeof msg.params.name !== 'string') {
            if (msg.id === undefined)
                return {};
            return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'prompts/get needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
        }
        const name = msg.params.name;
        const meta = (0,json/* isObject */.Gv)(msg.params._meta) ? msg.params._meta : undefined;
        for (let tries = 0; this.promptCompleteAt !== this.promptGeneration && this.options.listPrompts && tries < 5; tries++) {
            const generation = this.promptGeneration;
            const prompts = await this.options.listPrompts(meta);
            if (generation !== this.promptGeneration)
                continue;
            this.promptKnown.clear();
            for (const [n, verdict] of this.checker.assessPrompts(prompts))
                this.promptKnown.set(n, { verdict, generation });
            this.promptCompleteAt = generation;
        }
        const k = this.promptKnown.get(name);
        const verdict = k && k.generation === this.promptGeneration ? k.verdict : this.checker.promptVerdict(name, []);
        const ok = usableStatus(verdict.status) || this.options.enforce === 'off';
        const warn = !ok && this.options.enforce === 'warn';
        const why = verdict.status === 'pinned' ? undefined : describeVerdict(verdict, this.checker.server);
        this.options.audit({
            time: (this.options.now?.() ?? new Date()).toISOString(),
            server: this.checker.server,
            tool: name,
            hash: verdict.liveHash,
            decision: ok ? 'allowed' : warn ? 'warned' : 'refused',
            status: verdict.status,
            entity: 'prompt',
            ...(why ? { reason: why } : {}),
        });
        if (ok || warn)
            return { forward: msg };
        if (msg.id === undefined)
            return {};
        return {
            reply: {
                jsonrpc: '2.0',
                id: msg.id,
                error: {
                    code: CONTRACT_DRIFT_ERROR,
                    message: `${why}; the request was not sent (mcp-contract-gate proxy)`,
                    data: { prompt: name, server: this.checker.server, status: verdict.status, pinnedHash: verdict.pinnedHash, liveHash: verdict.liveHash },
                },
            },
        };
    }
    /** A tool left out of the client's listing: one line on stderr and one in the audit log, with the reason. */
    withheld(v, why) {
        this.options.log?.(`mcp-contract-gate proxy: withheld ${why}\n`);
        this.options.audit({
            time: (this.options.now?.() ?? new Date()).toISOString(),
            server: this.checker.server,
            tool: v.name,
            hash: v.liveHash,
            decision: 'withheld',
            status: v.status,
            reason: why,
            ...(v.entity ? { entity: v.entity } : {}),
        });
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
}
/** The tools of a listing, from raw JSON-RPC result pages. */
function toolsOf(result) {
    return isObject(result) && Array.isArray(result.tools) ? result.tools : [];
}

;// CONCATENATED MODULE: ./src/proxy/core.ts



/**
 * What the stdio and the HTTP proxy share: the judgement (one `Enforcer` over one `ContractChecker`), the proxy's own
 * paginated `tools/list`, and how a failure to judge is answered. The two differ only in how a message travels.
 */
/** How long the proxy waits for one page of its own tools/list. */
const PROXY_PAGE_TIMEOUT_MS = 30_000;
/** The prefix of the ids of the proxy's own requests to the server. */
const OWN_ID_PREFIX = 'mcp-contract-gate-proxy:';
/** JSON-RPC "internal error": the proxy could not check a call, or could not reach the server. */
const PROXY_INTERNAL_ERROR = -32603;
/** JSON-RPC error of a request in flight when the server ended (or could not start): "connection closed", as the SDK names it. */
const SERVER_GONE_ERROR = -32000;
/** An Enforcer whose own listing goes through `request`, page after page. */
function newEnforcer(o, request) {
    return new Enforcer(o.checker, {
        enforce: o.enforce,
        audit: o.audit,
        ...(o.log ? { log: o.log } : {}),
        listTools: (meta) => listAllTools(request, meta),
        listPrompts: (meta) => listAllTools(request, meta, 'prompts/list', 'prompts'),
    });
}
/** Every page of `tools/list` (the shared reader), with the calling request's `_meta` (its protocol version and client info; not its progress token). */
function listAllTools(request, meta, method = 'tools/list', key = 'tools') {
    const own = meta ? Object.fromEntries(Object.entries(meta).filter(([k]) => k !== 'progressToken')) : {};
    const page = async (method, params) => {
        const answer = await request(method, params ?? {});
        if (!(0,json/* isObject */.Gv)(answer.result))
            throw new Error(`${method} failed: ${JSON.stringify(answer.error ?? null)}`);
        return answer.result;
    };
    return (0,list_raw/* listPages */.pN)(page, method, key, {
        signal: new AbortController().signal, // each page has its own timeout (PROXY_PAGE_TIMEOUT_MS, in the transport)
        requestTimeoutMs: () => PROXY_PAGE_TIMEOUT_MS,
        limits: list_raw/* DEFAULT_LIST_LIMITS */.g5,
        ...(Object.keys(own).length ? { params: { _meta: own } } : {}),
    });
}
/** A JSON-RPC error answer from the proxy itself. */
function proxyError(id, message) {
    return { jsonrpc: '2.0', id: id ?? null, error: { code: PROXY_INTERNAL_ERROR, message: `mcp-contract-gate proxy: ${message}` } };
}
/** The client's message judged: forward it (maybe rewritten) or answer it; a failure to judge a request is answered, never thrown. */
async function judgeClient(enforcer, msg, log) {
    try {
        return await enforcer.fromClient(msg);
    }
    catch (err) {
        log(`mcp-contract-gate proxy: ${err.message}\n`);
        return msg.id !== undefined ? { reply: proxyError(msg.id, `could not check the tool: ${err.message}`) } : {};
    }
}

;// CONCATENATED MODULE: ./src/proxy/http.ts





/** Request headers the proxy passes from the client to the server (the configured headers are added over them). */
const TO_SERVER_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'authorization', 'accept'];
/** Response headers the proxy passes from the server to the client. */
const TO_CLIENT_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'www-authenticate', 'allow', 'cache-control', 'retry-after'];
/** Sessions whose judgement the proxy keeps at once; past that the least recently used is forgotten (and re-lists). */
const MAX_PROXY_SESSIONS = 1000;
/** The path the proxy answers on (any other is a 404). */
const PROXY_PATH = '/mcp';
/** A URL as it may be shown: no userinfo, no query, no fragment (they may carry credentials). */
function redactUrl(text) {
    try {
        const u = new URL(text);
        const hidden = u.username || u.password || u.search ? ' (credentials and query hidden)' : '';
        return `${u.origin}${u.pathname}${hidden}`;
    }
    catch {
        return '(an invalid URL)';
    }
}
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** The Host header values a listener on host:port answers: its own address (loopback names too, on a loopback or wildcard address), plus the allowed ones. */
function allowedHosts(host, port, extra) {
    const own = host.includes(':') ? `[${host}]` : host;
    const local = LOOPBACK_NAMES.includes(own) || own === '0.0.0.0' || own === '[::]';
    const out = new Set();
    for (const name of [own, ...(local ? LOOPBACK_NAMES : []), ...extra])
        out.add(hostWithPort(name.toLowerCase(), port));
    return out;
}
/** `name` or `name:port` (`[v6]`, `[v6]:port`) as `name:port`. */
function hostWithPort(name, port) {
    return /:\d+$/.test(name) && !(name.includes(':') && !name.startsWith('[') && name.indexOf(':') !== name.lastIndexOf(':')) ? name : `${name}:${port}`;
}
/**
 * The Streamable HTTP proxy: clients POST JSON-RPC to it; each message is judged by the same Enforcer as the stdio
 * proxy, forwarded to the server with the configured headers, and the answer (JSON, or an SSE stream whose every
 * message is judged on the way) relayed back. GET (the server's stream) and DELETE (end of session) are forwarded.
 * The session header, the protocol version and the 2026 era's Mcp-Method/Mcp-Name travel both ways, so either era
 * works: the proxy never speaks the handshake itself. A server that fails (5xx, unreachable) yields a JSON-RPC error.
 */
async function startHttpProxy(o) {
    const upstream = new URL(o.upstream);
    const given = o.upstream;
    // Credentials in the URL become a Basic Authorization header (fetch refuses them in a URL); never shown anywhere.
    const basic = upstream.username || upstream.password ? `Basic ${Buffer.from(`${decodeURIComponent(upstream.username)}:${decodeURIComponent(upstream.password)}`).toString('base64')}` : undefined;
    upstream.username = '';
    upstream.password = '';
    const configured = { ...(basic && !Object.keys(o.headers).some((k) => k.toLowerCase() === 'authorization') ? { authorization: basic } : {}), ...o.headers };
    /** An error's text with the upstream URL (and its query) taken out: they may carry credentials. */
    const reason = (err) => {
        let text = errorReason(err);
        for (const secret of [given, upstream.href, upstream.search].filter((x) => x.length > 1))
            text = text.split(secret).join(redactUrl(upstream.href));
        return text;
    };
    const sessions = new Map();
    let nextLocal = 0;
    let nextOwn = 0;
    const session = (key) => {
        let s = sessions.get(key);
        if (s) {
            sessions.delete(key); // most recently used last
            sessions.set(key, s);
            return s;
        }
        const state = { headers: {}, enforcer: undefined };
        state.enforcer = newEnforcer(o, (method, params) => ownRequest(state, method, params));
        sessions.set(key, state);
        if (sessions.size > MAX_PROXY_SESSIONS)
            sessions.delete(sessions.keys().next().value);
        s = state;
        return s;
    };
    /** The proxy's own request (a tools/list page), with the session's headers; the answer may be JSON or SSE. */
    const ownRequest = async (state, method, params) => {
        const id = `${OWN_ID_PREFIX}${++nextOwn}`;
        const headers = { ...state.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
        delete headers['mcp-name'];
        delete headers['last-event-id'];
        if (headers['mcp-method'] !== undefined)
            headers['mcp-method'] = method;
        const signal = AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS);
        const response = await fetch(upstream, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }), signal }).catch((err) => {
            throw new Error(`${method} to the server failed: ${reason(err)}`);
        });
        if (!response.ok)
            throw new Error(`${method} to the server failed: HTTP ${response.status} ${(0,http_body/* shortBody */.xe)(await readCapped(response).catch(() => ''))}`);
        let answer;
        const take = (m) => {
            if (m.id === id && m.method === undefined)
                answer = m;
            else if (m.method !== undefined && m.id === undefined)
                state.enforcer.fromServer(m); // a list_changed on the way makes the listing stale
        };
        if (isEventStream(response)) {
            await (0,http_body/* readSseEvents */.J7)(response.body, (event) => {
                for (const m of messagesOf(event.data ?? ''))
                    take(m);
                return answer !== undefined;
            });
        }
        else
            for (const m of messagesOf(await readCapped(response)))
                take(m);
        if (!answer)
            throw new Error(`${method}: the server's answer carried no JSON-RPC response`);
        return answer;
    };
    const forwardHeaders = (req) => {
        const out = {};
        for (const name of TO_SERVER_HEADERS) {
            const v = req.headers[name];
            if (typeof v === 'string')
                out[name] = v;
        }
        for (const [k, v] of Object.entries(configured))
            out[k.toLowerCase()] = v;
        return out;
    };
    const relayHeaders = (from, type) => {
        const out = {};
        for (const name of TO_CLIENT_HEADERS) {
            const v = from.headers.get(name);
            if (v !== null)
                out[name] = v;
        }
        if (type)
            out['content-type'] = type;
        return out;
    };
    /** Relay an SSE stream, judging every JSON-RPC message in it; `local` maps the ids of judged requests. */
    const relayEvents = async (response, res, state, toLocal, first) => {
        res.writeHead(response.status, relayHeaders(response, 'text/event-stream'));
        res.flushHeaders();
        for (const m of first)
            res.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
        await (0,http_body/* readSseEvents */.J7)(response.body, (event) => {
            let data = event.data;
            const msgs = data === undefined || data === '' ? undefined : parseJson(data);
            if (msgs !== undefined)
                data = JSON.stringify(Array.isArray(msgs) ? msgs.map((m) => fromServer(state, m, toLocal)) : fromServer(state, msgs, toLocal));
            res.write(`${event.head}${data === undefined
                ? ''
                : data
                    .split('\n')
                    .map((l) => `data: ${l}\n`)
                    .join('')}\n`);
            return res.destroyed;
        });
        res.end();
    };
    const post = async (req, res, abort) => {
        const body = await readRequest(req);
        if (body === undefined)
            return plain(res, 413, `request body over ${http_body/* MAX_MESSAGE_BYTES */.fv} bytes`);
        const headers = forwardHeaders(req);
        const key = headers['mcp-session-id'] ?? '';
        const state = session(key);
        state.headers = headers;
        const parsed = parseJson(body);
        const batch = Array.isArray(parsed);
        const incoming = parsed === undefined ? [] : batch ? parsed : [parsed];
        const toLocal = new Map(); // client id → the id the Enforcer knows the request by
        const replies = [];
        const forward = [];
        for (const item of incoming) {
            const msg = item;
            if (!(0,json/* isObject */.Gv)(item) || msg.method === undefined || msg.id === undefined || msg.id === null) {
                forward.push((0,json/* isObject */.Gv)(item) ? ((await judgeClient(state.enforcer, msg, o.log)).forward ?? msg) : msg);
                continue;
            }
            const local = `mcg-proxy-local:${++nextLocal}`;
            const { forward: f, reply } = await judgeClient(state.enforcer, { ...msg, id: local }, o.log);
            if (reply)
                replies.push({ ...reply, id: msg.id });
            if (f) {
                toLocal.set(msg.id, local);
                forward.push({ ...f, id: msg.id });
            }
        }
        const requests = incoming.filter((m) => (0,json/* isObject */.Gv)(m) && m.method !== undefined && m.id !== undefined && m.id !== null);
        const answer = (list) => http_json(res, 200, batch ? list : list[0]);
        if (parsed !== undefined && forward.length === 0)
            return replies.length ? answer(replies) : void res.writeHead(202).end();
        const single = forward[0];
        if (!batch && single?.method === 'tools/call' && headers['mcp-name'] !== undefined && (0,json/* isObject */.Gv)(single.params) && typeof single.params.name === 'string')
            headers['mcp-name'] = single.params.name;
        let response;
        try {
            response = await fetch(upstream, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: parsed === undefined ? body : JSON.stringify(batch ? forward : single),
                signal: abort,
            });
        }
        catch (err) {
            return failed(res, requests, replies, batch, `could not reach the server at ${upstream.origin}: ${reason(err)}`);
        }
        if (response.status >= 500) {
            const text = await readCapped(response).catch(() => '');
            return failed(res, requests, replies, batch, `the server answered HTTP ${response.status}${text ? `: ${(0,http_body/* shortBody */.xe)(text)}` : ''}`);
        }
        if (!response.ok || parsed === undefined)
            return relayRaw(response, res);
        if (isEventStream(response))
            return relayEvents(response, res, state, toLocal, replies);
        const text = await readCapped(response);
        const got = text.trim() === '' ? undefined : parseJson(text);
        if (got === undefined) {
            if (replies.length)
                return answer(replies);
            res.writeHead(response.status, relayHeaders(response));
            return void res.end(text);
        }
        const judged = (Array.isArray(got) ? got : [got]).map((m) => fromServer(state, m, toLocal));
        const out = [...replies, ...judged];
        res.writeHead(response.status, relayHeaders(response, 'application/json'));
        res.end(JSON.stringify(batch || Array.isArray(got) || out.length > 1 ? out : out[0]));
    };
    /** GET (the server's own stream) and DELETE: forwarded; an SSE answer is judged on the way, anything else relayed. */
    const other = async (req, res, abort) => {
        const headers = forwardHeaders(req);
        const key = headers['mcp-session-id'] ?? '';
        let response;
        try {
            response = await fetch(upstream, { method: req.method, headers, signal: abort });
        }
        catch (err) {
            return plain(res, 502, `mcp-contract-gate proxy: could not reach the server at ${upstream.origin}: ${reason(err)}`);
        }
        if (req.method === 'DELETE' && response.ok)
            sessions.delete(key);
        if (response.ok && isEventStream(response))
            return relayEvents(response, res, session(key), new Map(), []);
        return relayRaw(response, res);
    };
    const fromServer = (state, m, toLocal) => {
        if (!(0,json/* isObject */.Gv)(m))
            return m;
        const msg = m;
        const local = msg.method === undefined && msg.id !== undefined && msg.id !== null ? toLocal.get(msg.id) : undefined;
        if (local === undefined)
            return state.enforcer.fromServer(msg);
        toLocal.delete(msg.id);
        return { ...state.enforcer.fromServer({ ...msg, id: local }), id: msg.id };
    };
    const relayRaw = async (response, res) => {
        const text = await readCapped(response);
        res.writeHead(response.status, relayHeaders(response));
        res.end(text);
    };
    const failed = (res, requests, replies, batch, why) => {
        o.log(`mcp-contract-gate proxy: ${(0,report_escape/* logSafe */.sN)(why)}\n`);
        const answered = new Set(replies.map((r) => r.id));
        const errors = requests.filter((r) => !answered.has(r.id)).map((r) => proxyError(r.id, why));
        if (!errors.length && !replies.length)
            return plain(res, 502, `mcp-contract-gate proxy: ${why}`);
        http_json(res, 200, batch ? [...replies, ...errors] : [...replies, ...errors][0]);
    };
    let hosts = allowedHosts(o.host, o.port, o.allowHosts ?? []); // once listening: with the port it got
    const origins = new Set((o.allowOrigins ?? []).map((x) => x.toLowerCase().replace(/\/+$/, '')));
    /** DNS rebinding and cross-site requests: refused before anything is read or forwarded. */
    const refusal = (req) => {
        const host = (req.headers.host ?? '').toLowerCase();
        if (!hosts.has(hostWithPort(host, 80)))
            return [403, `Host ${JSON.stringify(host.slice(0, 100))} is not this proxy's address (allow it with --allow-host)`];
        const origin = req.headers.origin;
        if (origin !== undefined && !origins.has(origin.toLowerCase()) && !hosts.has(originHost(origin)))
            return [403, `Origin ${JSON.stringify(origin.slice(0, 100))} is not allowed (allow it with --allow-origin)`];
        if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
            return [415, 'POST needs content-type: application/json'];
        return undefined;
    };
    const server = (0,external_node_http_.createServer)((req, res) => {
        const refused = refusal(req);
        if (refused) {
            o.log(`mcp-contract-gate proxy: refused ${req.method} (${refused[0]}): ${(0,report_escape/* logSafe */.sN)(refused[1])}\n`);
            req.resume();
            return plain(res, refused[0], `mcp-contract-gate proxy: ${refused[1]}`);
        }
        const abort = new AbortController();
        res.on('close', () => abort.abort());
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const work = path !== PROXY_PATH
            ? Promise.resolve(plain(res, 404, `mcp-contract-gate proxy: not found; the MCP endpoint is ${PROXY_PATH}`))
            : req.method === 'POST'
                ? post(req, res, abort.signal)
                : req.method === 'GET' || req.method === 'DELETE'
                    ? other(req, res, abort.signal)
                    : Promise.resolve(void res.writeHead(405, { allow: 'GET, POST, DELETE' }).end());
        work.catch((err) => {
            if (abort.signal.aborted)
                return;
            o.log(`mcp-contract-gate proxy: ${(0,report_escape/* logSafe */.sN)(reason(err))}\n`);
            if (!res.headersSent)
                plain(res, 502, `mcp-contract-gate proxy: ${reason(err)}`);
            else
                res.destroy();
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port, o.host, () => resolve());
    });
    const { port } = server.address();
    hosts = allowedHosts(o.host, port, o.allowHosts ?? []);
    const host = o.host.includes(':') ? `[${o.host}]` : o.host;
    return {
        url: `http://${host}:${port}${PROXY_PATH}`,
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
/** An Origin's host:port (its own origin is allowed: a page the proxy itself served). */
function originHost(origin) {
    try {
        const u = new URL(origin);
        return `${u.hostname.toLowerCase()}:${u.port || (u.protocol === 'https:' ? 443 : 80)}`;
    }
    catch {
        return '';
    }
}
function plain(res, status, text) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}
function http_json(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
function errorReason(err) {
    const cause = err.cause;
    return cause?.code ?? cause?.message ?? err.message;
}
function isEventStream(r) {
    return (r.headers.get('content-type') ?? '').includes('text/event-stream') && r.body !== null;
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function messagesOf(text) {
    const v = parseJson(text);
    return (Array.isArray(v) ? v : [v]).filter(json/* isObject */.Gv);
}
/** The client's body, or undefined past the message cap. */
async function readRequest(req) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > http_body/* MAX_MESSAGE_BYTES */.fv)
        return undefined;
    const chunks = [];
    let seen = 0;
    for await (const c of req) {
        seen += c.length;
        if (seen > http_body/* MAX_MESSAGE_BYTES */.fv)
            return undefined;
        chunks.push(c);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** A (non-stream) answer's body, at most one message's worth. */
async function readCapped(response) {
    if (!response.body)
        return '';
    const chunks = [];
    let seen = 0;
    for await (const c of response.body) {
        seen += c.byteLength;
        if (seen > http_body/* MAX_MESSAGE_BYTES */.fv) {
            await response.body.cancel().catch(() => { });
            throw new Error(`the server's answer was larger than ${http_body/* MAX_MESSAGE_BYTES */.fv} bytes`);
        }
        chunks.push(c);
    }
    return Buffer.concat(chunks).toString('utf8');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/discovery/process-group.ts
var process_group = __webpack_require__(4609);
;// CONCATENATED MODULE: ./src/proxy/stdio.ts






/** How much of the server's stderr a "the server ended" error carries. */
const STDERR_TAIL_CHARS = 2000;
/** After the client hangs up, how long the server may take to end on its own before its group is terminated. */
const SERVER_EXIT_GRACE_MS = 2000;
/**
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every message is
 * parsed, judged (a batch item by item) and forwarded as the object that was judged (so a duplicate key cannot show
 * the proxy one value and the server another). When the server ends or cannot start, every request in flight is
 * answered with an error naming the server, its exit code and the tail of its stderr, and the proxy ends with a
 * non-zero code. A watchdog ends the server's process group when the proxy dies, SIGKILL included.
 */
async function runStdioProxy(o) {
    const proc = (0,process_group/* spawnGroup */.j8)(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const { child } = proc;
    const watchdog = proc.pgid !== undefined ? startWatchdog(proc.pgid) : undefined;
    const toServer = (m) => child.stdin?.write(`${JSON.stringify(m)}\n`);
    const toClient = (m) => o.output.write(`${JSON.stringify(m)}\n`);
    let stderrTail = '';
    child.stderr?.on('data', (d) => {
        const text = d.toString('utf8');
        stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
        o.log(text);
    });
    child.stdin?.on('error', () => undefined);
    /** Set once the server has ended (or could not start): the error every open request is answered with. */
    let gone = undefined;
    /** The client's requests the server has not answered yet, by id key. */
    const pending = new Map();
    const goneError = (id) => ({ jsonrpc: '2.0', id: id ?? null, error: { code: SERVER_GONE_ERROR, message: gone.message, data: gone.data } });
    let nextId = 0;
    const own = new Map();
    const request = (method, params) => new Promise((resolve, reject) => {
        if (gone)
            return reject(new Error(gone.message));
        const id = `${OWN_ID_PREFIX}${++nextId}`;
        const timer = setTimeout(() => {
            own.delete(id);
            reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
        }, PROXY_PAGE_TIMEOUT_MS);
        own.set(id, { resolve, reject, timer });
        toServer({ jsonrpc: '2.0', id, method, params });
    });
    const enforcer = newEnforcer(o, request);
    /** One message of the client's judged: what to send on, and the proxy's own answer (if any). */
    const judgeOne = async (item) => {
        if (!(0,json/* isObject */.Gv)(item))
            return { forward: item }; // not a message: the server answers it (an Invalid Request)
        const msg = item;
        if (gone)
            return msg.id !== undefined && msg.method !== undefined ? { reply: goneError(msg.id) } : {};
        const { forward, reply } = await judgeClient(enforcer, msg, o.log);
        if ((0,json/* isObject */.Gv)(forward) && forward.method !== undefined && forward.id !== undefined)
            pending.set(idKey(forward.id), forward.id);
        return { ...(forward ? { forward } : {}), ...(reply ? { reply } : {}) };
    };
    // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
    let queue = Promise.resolve();
    const clientGone = eachLine(o.input, (line) => {
        if (!line.trim())
            return;
        queue = queue.then(async () => {
            let parsed;
            try {
                parsed = JSON.parse(line);
            }
            catch {
                if (!gone)
                    child.stdin?.write(`${line}\n`); // not JSON: the server answers it with a parse error
                return;
            }
            if (Array.isArray(parsed)) {
                // A batch: every item judged; the refused ones answered here (as a batch), the rest sent on one by one
                // (servers of the 2025-06-18 revision and later read no batches; each answers its messages singly).
                const replies = [];
                for (const item of parsed) {
                    const r = await judgeOne(item);
                    if (r.forward !== undefined && !gone)
                        toServer(r.forward);
                    if (r.reply)
                        replies.push(r.reply);
                }
                if (replies.length)
                    toClient(replies);
                if (parsed.length === 0 && !gone)
                    toServer(parsed); // the server answers an empty batch (Invalid Request)
                return;
            }
            const { forward, reply } = await judgeOne(parsed);
            if (reply)
                toClient(reply);
            if (forward !== undefined && !gone)
                toServer(forward);
        });
    });
    const fromServerOne = (m) => {
        if (!(0,json/* isObject */.Gv)(m))
            return m;
        const msg = m;
        if (msg.method === undefined && msg.id !== undefined)
            pending.delete(idKey(msg.id));
        return enforcer.fromServer(msg);
    };
    // server → client
    void eachLine(child.stdout, (line) => {
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
        if ((0,json/* isObject */.Gv)(msg) && typeof msg.id === 'string' && msg.method === undefined && own.has(msg.id)) {
            const mine = own.get(msg.id);
            own.delete(msg.id);
            clearTimeout(mine.timer);
            mine.resolve(msg);
            return;
        }
        const out = Array.isArray(msg) ? msg.map(fromServerOne) : fromServerOne(msg);
        if (out === msg)
            o.output.write(`${line}\n`); // unchanged: the line as the server wrote it
        else
            toClient(out);
    });
    const serverEnded = proc.exited.then(async (e) => {
        // let the last lines it wrote arrive, unless something it left behind holds its stdout open
        let t;
        await Promise.race([proc.closed, new Promise((r) => (t = setTimeout(r, 200)))]);
        clearTimeout(t);
        return e;
    });
    const ended = await Promise.race([serverEnded.then((e) => ({ who: 'server', e })), clientGone.then(() => ({ who: 'client', e: undefined }))]);
    if (ended.who === 'client') {
        await queue;
        child.stdin?.end();
        let timer;
        const exit = await Promise.race([proc.exited, new Promise((r) => (timer = setTimeout(() => r(undefined), SERVER_EXIT_GRACE_MS)))]);
        clearTimeout(timer);
        if (!exit)
            await (0,process_group/* terminateGroup */.TK)(proc.pgid);
        stopWatchdog(watchdog);
        for (const p of own.values())
            clearTimeout(p.timer);
        return exit?.code ?? 0;
    }
    // The server ended first (or never started): answer everything still open, then end.
    const end = ended.e;
    gone = serverGone(o.checker.server, o.command, end, stderrTail, o.cwd);
    o.log(`mcp-contract-gate proxy: ${gone.message}\n`);
    for (const p of own.values()) {
        clearTimeout(p.timer);
        p.reject(new Error(gone.message));
    }
    own.clear();
    await queue;
    for (const id of pending.values())
        toClient(goneError(id));
    pending.clear();
    await (0,process_group/* terminateGroup */.TK)(proc.pgid, 200); // anything the server left behind in its group
    stopWatchdog(watchdog);
    o.input.destroy(); // stop reading the client: the proxy is done
    await new Promise((r) => o.output.write('', () => r()));
    return end.code ? end.code : 1;
}
/** The error for a server that ended: its id, exit code or signal (or why it could not start), and its stderr's tail. */
function serverGone(server, command, end, stderrTail, cwd) {
    const tail = stderrTail.trim();
    const err = end.error;
    const why = err
        ? err.code === 'ENOENT' && cwd !== undefined && !(0,external_node_fs_.existsSync)(cwd)
            ? `could not be started: its working folder ${cwd} does not exist`
            : err.code === 'ENOENT'
                ? `could not be started: command '${command}' not found (ENOENT; check the command and PATH)`
                : `could not be started: ${err.code ?? err.message} running '${command}'`
        : end.signal
            ? `was killed by ${end.signal}`
            : `exited with code ${end.code}`;
    const message = `MCP server '${server}' ${why}${tail ? `; stderr: ${tail.slice(-500)}` : ''} (mcp-contract-gate proxy)`;
    return { message, data: { server, exitCode: end.code, signal: end.signal, ...(err ? { spawnError: err.code ?? err.message } : {}), stderr: tail } };
}
/**
 * A watchdog for the server's process group: a tiny shell that reads a pipe from the proxy and, once the pipe closes
 * (the proxy ended, however: the kernel closes a dead process's pipes, SIGKILL included), kills the group. It leads a
 * group of its own and ignores the terminal's signals, so it outlives the proxy long enough to act.
 */
function startWatchdog(pgid) {
    if (process.platform === 'win32')
        return undefined;
    try {
        const dog = (0,external_node_child_process_.spawn)('/bin/sh', ['-c', `trap '' INT TERM HUP; while read -r _; do :; done; kill -KILL -- -${pgid} 2>/dev/null`], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
        dog.on('error', () => undefined);
        dog.stdin?.on('error', () => undefined);
        dog.unref();
        dog.stdin?.unref?.();
        return dog;
    }
    catch {
        return undefined;
    }
}
/** The proxy ends normally: the watchdog is no longer needed (and must not kill a group id the system may reuse). */
function stopWatchdog(dog) {
    if (!dog || dog.exitCode !== null)
        return;
    try {
        dog.kill('SIGKILL');
    }
    catch {
        // already gone
    }
}
/** Call `onLine` for each line of `input` (without its \n or \r\n); resolves when the stream ends or closes. */
function eachLine(input, onLine) {
    let rest = '';
    input.setEncoding('utf8');
    input.on('data', (chunk) => {
        let start = 0;
        let nl;
        while ((nl = chunk.indexOf('\n', start)) !== -1) {
            const piece = chunk.slice(start, nl);
            const line = rest ? rest + piece : piece;
            rest = '';
            onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
            start = nl + 1;
        }
        rest += chunk.slice(start);
    });
    return new Promise((resolve) => {
        const done = () => {
            if (rest)
                onLine(rest);
            rest = '';
            resolve();
        };
        input.once('end', done);
        input.once('close', done);
    });
}

// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(6890);
// EXTERNAL MODULE: ./src/cli/config.ts + 2 modules
var cli_config = __webpack_require__(476);
// EXTERNAL MODULE: ./src/cli/keys.ts
var keys = __webpack_require__(8528);
;// CONCATENATED MODULE: ./src/cli/commands/proxy.ts












/**
 * Set in the environment of the server the proxy starts: a proxy that finds its own server id there was started by
 * the proxy for that same server (a config entry that runs the proxy itself) and stops instead of nesting.
 */
const PROXY_ENV = 'MCP_CONTRACT_GATE_PROXY';
/** Where `--listen PORT` binds: this machine only. */
const DEFAULT_LISTEN_HOST = '127.0.0.1';
const PROXY_HELP = `Usage: mcp-contract-gate proxy --server ID [--config F] [--lockfile F] [--verify KEY]… [--enforce block|warn|off] [--audit FILE]
       mcp-contract-gate proxy --lockfile F [--server ID] [--enforce …] [--audit FILE] -- COMMAND [ARGS…]
       mcp-contract-gate proxy --server ID --listen [HOST:]PORT          (a transport: http server of the config)
       mcp-contract-gate proxy --lockfile F --upstream URL [--header 'K: V']… --listen [HOST:]PORT

An MCP proxy between any client and a server, enforcing the lockfile at run time: every tools/list is checked
(a tool whose contract is not the pinned one, is not pinned, or is listed twice is withheld, or listed with a
warning), every tools/call of such a tool is answered with a JSON-RPC error naming the tool, both hashes and the
changes (it never reaches the server), and a list_changed makes it list again before the next call. Renames a
reviewer approved (recorded in the lockfile) are translated: old tool and argument names become the new ones, noted
in the result's _meta and the audit log. Put it in front of a server in .mcp.json or claude_desktop_config.json:

  "command": "npx", "args": ["-y", "mcp-contract-gate", "proxy", "--server", "reviews"]

For a Streamable HTTP server, run the proxy beside the client and give the client its URL:

  npx mcp-contract-gate proxy --server docs --listen 8931     # prints: listening on http://127.0.0.1:8931/mcp
  "docs": { "type": "http", "url": "http://127.0.0.1:8931/mcp" }

Options:
  --server ID       the server: its command, args, env and cwd (stdio) or url and headers (http) from the config,
                    and its entry in the lockfile (with -- COMMAND or --upstream: only the lockfile entry; optional
                    when the lockfile pins one server)
  --config F        the config (default: found from here up to the repository root)
  --lockfile F      the lockfile (default: the config's \`lockfile\`)
${keys/* VERIFY_FLAG_HELP */.t3}
  --enforce MODE    block (default): withhold and refuse; warn: let through with a _meta warning; off: only audit
  --enforce-by HOW  hash (default): any change to a pinned contract withholds the tool; policy: only changes that
                    block under the config's policy do (additive and cosmetic ones pass, noted in _meta); also
                    the server's \`enforce-by\` in the config
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  --listen ADDR     serve Streamable HTTP on PORT or HOST:PORT (host 127.0.0.1 unless given; port 0 picks a free
                    one); the URL is printed on stderr. Each POST is judged and forwarded, its JSON or SSE answer
                    judged on the way back; GET and DELETE are forwarded; Mcp-Session-Id, MCP-Protocol-Version,
                    Mcp-Method and Mcp-Name pass both ways, so both protocol eras work
  --upstream URL    the Streamable HTTP server to forward to (without a config)
  --header 'K: V'   a header for every request to --upstream (repeatable; e.g. 'Authorization: Bearer …')
  --allow-host H    with --listen: a Host header accepted besides the listen address (repeatable; e.g. a name
                    the client uses for this machine). Any other Host is refused (403: DNS rebinding)
  --allow-origin O  with --listen: an Origin accepted (repeatable; e.g. http://localhost:3000). A request that
                    carries any other Origin is refused (403); POST needs content-type application/json (415)
  -h, --help        this help

Over stdio only JSON-RPC is ever written to stdout; exit code: the server's. Over HTTP a server that fails (5xx,
unreachable) is answered with a JSON-RPC error; the proxy runs until SIGINT or SIGTERM.
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
            verify: { type: 'string', multiple: true },
            enforce: { type: 'string' },
            audit: { type: 'string' },
            listen: { type: 'string' },
            upstream: { type: 'string' },
            header: { type: 'string', multiple: true },
            'enforce-by': { type: 'string' },
            'allow-host': { type: 'string', multiple: true },
            'allow-origin': { type: 'string', multiple: true },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(PROXY_HELP); // asked for help: no JSON-RPC session is running
        return 0;
    }
    if (dash >= 0 && command.length === 0)
        throw new errors/* InputError */.dz('proxy: nothing after --; give the server command, e.g. `proxy --lockfile mcp-contracts.lock.json -- node server.js`');
    if (command.length && (values.upstream !== undefined || values.listen !== undefined))
        throw new errors/* InputError */.dz('proxy: -- COMMAND starts a stdio server; --upstream and --listen are for an HTTP server (use one or the other)');
    if (values.header?.length && values.upstream === undefined)
        throw new errors/* InputError */.dz('proxy: --header goes with --upstream URL (a config server takes its headers from the config)');
    let run;
    let remote;
    let lockPath;
    let enforceFromConfig;
    let byFromConfig;
    let policy;
    /** The checkout the pinned servers ran in (where `${workspaceFolder}` points), for a lockfile pinned environment-neutral. */
    let workspace;
    if (command.length || values.upstream !== undefined) {
        const what = command.length ? '-- COMMAND' : '--upstream URL';
        if (values.lockfile === undefined && values.config === undefined)
            throw new errors/* InputError */.dz(`proxy ${what} needs --lockfile F (or --config F to find it)`);
        if (values.lockfile !== undefined)
            lockPath = (0,cli_config/* resolveIn */.QH)(io, values.lockfile);
        else {
            const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, undefined, values.server);
            lockPath = (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
            policy = config.policy;
            workspace = root;
        }
        if (command.length)
            run = { command: command[0], args: command.slice(1), env: io.env, cwd: io.cwd };
        else
            remote = { url: httpUrl('--upstream', values.upstream), headers: Object.fromEntries((values.header ?? []).map(parseHeader)) };
    }
    else {
        if (!values.server)
            throw new errors/* InputError */.dz('proxy needs --server ID (a server of the config), -- COMMAND ARGS… to start a server directly, or --upstream URL --listen PORT');
        if (io.env[PROXY_ENV] === values.server)
            throw new errors/* InputError */.dz(`proxy: the server "${values.server}" was started by the proxy for "${values.server}": its config entry runs the proxy itself. Keep the server's own launch spec where the proxy reads it (\`mcp-contract-gate wrap\` does), or use \`proxy -- COMMAND\``);
        const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config, undefined, values.server);
        workspace = root;
        const server = config.servers.find((s) => s.id === values.server);
        if (!server)
            throw new errors/* InputError */.dz(`proxy: no server "${values.server}" in the config ${config.file ? (0,cli_config/* display */.Vy)(io, config.file) : ''}`);
        policy = config.policy;
        byFromConfig = server.enforceBy;
        lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)(root, config.lockfile);
        if (server.transport === 'http') {
            if (values.listen === undefined)
                throw new errors/* InputError */.dz(`proxy: server "${server.id}" is an HTTP server; give --listen PORT and point the client at the URL the proxy prints`);
            const expand = (v) => (0,interpolate/* expandWorkspaceFolder */.sA)(v, root);
            remote = { url: httpUrl(`server "${server.id}" url`, expand(server.url ?? '')), headers: Object.fromEntries(Object.entries(server.headers ?? {}).map(([k, v]) => [k, expand(v)])) };
        }
        else if (server.transport !== 'stdio' || !server.command) {
            throw new errors/* InputError */.dz(`proxy: server "${server.id}" is a ${server.transport} server; the proxy speaks stdio and Streamable HTTP (transport: http)`);
        }
        else {
            if (values.listen !== undefined)
                throw new errors/* InputError */.dz(`proxy: server "${server.id}" is a stdio server: the proxy speaks stdio to the client too (drop --listen)`);
            const cwd = server.cwd ? (0,external_node_path_.resolve)(root, (0,interpolate/* expandWorkspaceFolder */.sA)(server.cwd, root)) : root;
            run = {
                command: (0,interpolate/* expandWorkspaceFolder */.sA)(server.command, root),
                args: (server.args ?? []).map((a) => (0,interpolate/* expandWorkspaceFolder */.sA)(a, root)),
                env: { ...io.env, ...(server.env ?? {}), [PROXY_ENV]: server.id },
                cwd,
            };
        }
        enforceFromConfig = server.enforce;
    }
    if (remote && values.listen === undefined)
        throw new errors/* InputError */.dz('proxy --upstream URL needs --listen PORT (or HOST:PORT): where the client connects');
    const listen = values.listen !== undefined ? parseListen(values.listen) : undefined;
    const lock = (0,cli_config/* readCliLockfile */.ot)(io, lockPath, (0,keys/* readVerifyKeys */.ol)(io, values.verify));
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${(0,cli_config/* display */.Vy)(io, lockPath)} (looked in ${(0,external_node_path_.dirname)(lockPath)}): run \`npx mcp-contract-gate pin\` first`);
    const ids = Object.keys(lock.servers);
    const id = values.server ?? (ids.length === 1 ? ids[0] : undefined);
    if (!id || !lock.servers[id])
        throw new errors/* InputError */.dz(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
    if (values.server !== undefined && command.length)
        run.env = { ...run.env, [PROXY_ENV]: values.server };
    const enforce = values.enforce !== undefined ? (0,cli_args/* oneOf */.yL)('--enforce', values.enforce, types/* ENFORCE_MODES */.u1) : (enforceFromConfig ?? types/* DEFAULT_ENFORCE */.fq);
    const auditFile = values.audit !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.audit) : undefined;
    const audit = (line) => {
        const text = `${JSON.stringify(line)}\n`;
        if (auditFile)
            (0,external_node_fs_.appendFileSync)(auditFile, text);
        else
            io.stderr(text);
    };
    const by = values['enforce-by'] !== undefined ? (0,cli_args/* oneOf */.yL)('--enforce-by', values['enforce-by'], types/* ENFORCE_MODES_BY */.sy) : (byFromConfig ?? types/* DEFAULT_ENFORCE_BY */.x8);
    const paths = lock.neutralPaths ? (0,neutral_paths/* pathContext */.Dz)(workspace ?? (0,cli_config/* gitRoot */.Jl)((0,external_node_path_.dirname)(lockPath)) ?? (0,external_node_path_.dirname)(lockPath), io.env) : undefined;
    const checker = new ContractChecker(id, lock.servers[id], { includeMeta: lock.includeMeta === true, by, ...(policy ? { policy } : {}), ...(paths ? { paths } : {}) });
    const log = (t) => io.stderr(t);
    if ((values['allow-host']?.length || values['allow-origin']?.length) && !listen)
        throw new errors/* InputError */.dz('proxy: --allow-host and --allow-origin go with --listen (the HTTP listener)');
    if (run)
        return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log });
    const proxy = await startHttpProxy({
        upstream: remote.url,
        headers: remote.headers,
        host: listen.host,
        port: listen.port,
        allowHosts: values['allow-host'] ?? [],
        allowOrigins: values['allow-origin'] ?? [],
        checker,
        enforce,
        audit,
        log,
    });
    io.stderr(`mcp-contract-gate proxy: listening on ${proxy.url} (server '${id}' at ${redactUrl(remote.url)}, enforce ${enforce} by ${by})\n`);
    await new Promise((done) => {
        process.once('SIGINT', done);
        process.once('SIGTERM', done);
    });
    await proxy.close();
    return 0;
}
/** `PORT` or `HOST:PORT` (`[::1]:PORT`); the host defaults to 127.0.0.1, so the proxy is not reachable from elsewhere unless asked. */
function parseListen(text) {
    const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(text.trim());
    const port = m ? Number(m[2]) : NaN;
    if (!m || port > 65535)
        throw new errors/* InputError */.dz(`--listen ${JSON.stringify(text)}: give PORT or HOST:PORT (e.g. 8931, 127.0.0.1:8931; 0 picks a free port)`);
    return { host: m[1] ? m[1].replace(/^\[|\]$/g, '') : DEFAULT_LISTEN_HOST, port };
}
/** `Name: value` */
function parseHeader(text) {
    const at = text.indexOf(':');
    const name = at > 0 ? text.slice(0, at).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
        throw new errors/* InputError */.dz(`--header ${JSON.stringify(text)}: give 'Name: value'`);
    return [name, text.slice(at + 1).trim()];
}
function httpUrl(what, text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new errors/* InputError */.dz(`proxy: ${what} is not a URL`); // the text is not echoed: it may carry a credential
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new errors/* InputError */.dz(`proxy: ${what} ${redactUrl(url.href)} is not an http(s) URL`);
    return url.href;
}


/***/ }),

/***/ 8528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 4112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ neutralizeSnapshot),
/* harmony export */   Dz: () => (/* binding */ pathContext),
/* harmony export */   Ig: () => (/* binding */ neutralizeEntry)
/* harmony export */ });
/* unused harmony exports PATH_PLACEHOLDERS, neutralizeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7220);




/**
 * Environment-neutral contracts. Some servers put machine-specific paths into the text the model reads (the working
 * folder in a description: figma-developer-mcp 0.12 does). The base worktree, each clone and each runner has another,
 * so the same release would differ from itself, block a README-only pull request, and fail `check` on another
 * machine. Before anything is hashed or diffed, the paths of the environment are replaced by stable placeholders:
 * the checkout root the server runs in, the home folder and the temp folder, longest first, at path boundaries.
 */
const PATH_PLACEHOLDERS = { workspace: '${workspaceFolder}', home: '~', tmp: '${tmp}' };
/** The paths of this environment for a server running in the checkout `rootDir`. */
function pathContext(rootDir, env = process.env) {
    const out = new Map();
    const add = (path, placeholder) => {
        for (const p of variants(path))
            if (!out.has(p))
                out.set(p, placeholder);
    };
    add(rootDir, PATH_PLACEHOLDERS.workspace);
    add(env.HOME, PATH_PLACEHOLDERS.home);
    add((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), PATH_PLACEHOLDERS.home);
    add(env.TMPDIR, PATH_PLACEHOLDERS.tmp);
    add(env.RUNNER_TEMP, PATH_PLACEHOLDERS.tmp);
    add((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), PATH_PLACEHOLDERS.tmp);
    return { replacements: [...out.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1)) };
}
/** A path as given and as resolved (macOS /var → /private/var), without a trailing separator; never the root alone. */
function variants(path) {
    if (!path)
        return [];
    const out = new Set();
    for (const p of [path, safeRealpath(path)]) {
        const trimmed = p?.replace(/[/\\]+$/, '');
        if (trimmed && trimmed.length > 1)
            out.add(trimmed);
    }
    return [...out];
}
function safeRealpath(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regex for all replacements: a path counts only at a path boundary (not inside a longer name or path). */
function matcher(ctx) {
    if (!ctx.replacements.length)
        return undefined;
    return new RegExp(`(?<![A-Za-z0-9_.~/\\\\-])(?:${ctx.replacements.map(([p]) => escape(p)).join('|')})(?![A-Za-z0-9_-])`, 'g');
}
function neutralizeText(text, ctx, re = matcher(ctx)) {
    if (!re)
        return text;
    const lookup = new Map(ctx.replacements);
    return text.replace(re, (m) => lookup.get(m) ?? m);
}
/** A tool or prompt as listed, its paths neutralised (what the runtime proxy hashes against a neutral lockfile). */
function neutralizeEntry(entry, ctx) {
    return neutralizeSnapshot({ tools: [entry] }, ctx).tools[0] ?? entry;
}
/** Every string of the text a model reads (tools, prompts, resource templates, instructions), paths neutralised. */
function neutralizeSnapshot(snapshot, ctx) {
    const re = matcher(ctx);
    if (!re || snapshot.error)
        return snapshot;
    // an entry nested past the depth limit is reported as invalid as it is (and never walked)
    const entry = (v) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonDepth */ .QV)(v, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SCHEMA_DEPTH */ .X) > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SCHEMA_DEPTH */ .X ? v : walk(v));
    const walk = (v) => {
        if (typeof v === 'string')
            return neutralizeText(v, ctx, re);
        if (Array.isArray(v))
            return v.map(walk);
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(v)) {
            const out = {};
            for (const [k, x] of Object.entries(v))
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(out, neutralizeText(k, ctx, re), walk(x));
            return out;
        }
        return v;
    };
    const out = { ...snapshot, tools: snapshot.tools.map((t) => entry(t)) };
    if (snapshot.prompts)
        out.prompts = snapshot.prompts.map((p) => entry(p));
    if (snapshot.resourceTemplates)
        out.resourceTemplates = snapshot.resourceTemplates.map((t) => entry(t));
    if (snapshot.instructions !== undefined)
        out.instructions = neutralizeText(snapshot.instructions, ctx, re);
    return out;
}


/***/ }),

/***/ 8305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ readSseEvents),
/* harmony export */   Ul: () => (/* binding */ cappedFetch),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   xe: () => (/* binding */ shortBody)
/* harmony export */ });
/* unused harmony export BodyTooLarge */
/** The most a server may send in one message: one stdout line (stdio) or one HTTP response body. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
const MIB = 1024 * 1024;
/** A response body that went over the limit. */
class BodyTooLarge extends Error {
    limit;
    constructor(limit) {
        super(`the server's HTTP response was larger than ${limit / MIB} MiB; stopped reading it`);
        this.limit = limit;
    }
}
/**
 * `fetch` whose response bodies error (and stop being read) once they pass `limit` bytes, so that a remote server
 * sending gigabytes cannot grow our memory. The SDK transports and ours read bodies through it.
 */
function cappedFetch(limit = MAX_MESSAGE_BYTES) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (!response.body)
            return response;
        const declared = Number(response.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > limit) {
            await response.body.cancel().catch(() => { });
            throw new BodyTooLarge(limit);
        }
        let seen = 0;
        const counter = new TransformStream({
            transform(chunk, controller) {
                seen += chunk.byteLength;
                if (seen > limit)
                    controller.error(new BodyTooLarge(limit));
                else
                    controller.enqueue(chunk);
            },
        });
        return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText, headers: response.headers });
    };
}
/**
 * An HTTP error body, short: a JSON-RPC error's message, or the first line of text with HTML tags removed, trimmed
 * (a 404 page is not worth quoting whole).
 */
function shortBody(text) {
    const trimmed = text.trim();
    if (!trimmed)
        return '';
    try {
        const data = JSON.parse(trimmed);
        if (data && typeof data.error?.message === 'string')
            return `${typeof data.error.code === 'number' ? `${data.error.code} ` : ''}${clip(data.error.message)}`;
    }
    catch {
        // not JSON
    }
    const looksHtml = /^<(!doctype|html|head|body|\?xml)/i.test(trimmed);
    const source = looksHtml ? (/<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1] ?? trimmed.replace(/<[^>]*>/g, '\n')) : trimmed;
    const line = source
        .split(/\r?\n/)
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '';
    return clip(line);
}
function clip(line) {
    const flat = line.replace(/\s+/g, ' ');
    return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}
/**
 * Read a server-sent-events stream event by event (`head`: its id/event/retry lines and comments, as sent, for a relay;
 * `data`: its data lines joined, undefined when it had none). `onEvent` returning true stops reading. One event may
 * not pass the message cap; the stream as a whole may (a listen stays open for as long as the session).
 */
async function readSseEvents(body, onEvent) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let head = '';
    let data;
    let size = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                return;
            buffer += decoder.decode(value, { stream: true });
            let nl;
            while ((nl = buffer.indexOf('\n')) !== -1) {
                const line = buffer.slice(0, nl).replace(/\r$/, '');
                buffer = buffer.slice(nl + 1);
                if (line === '') {
                    if (head !== '' || data !== undefined) {
                        const stop = onEvent({ head, data: data?.join('\n') });
                        head = '';
                        data = undefined;
                        size = 0;
                        if (stop)
                            return;
                    }
                }
                else if (line.startsWith('data:'))
                    (data ??= []).push(line.slice(5).replace(/^ /, ''));
                else
                    head += `${line}\n`;
                size += line.length;
            }
            if (size + buffer.length > MAX_MESSAGE_BYTES)
                throw new Error(`an event of the server's stream was larger than ${MAX_MESSAGE_BYTES} bytes`);
        }
    }
    finally {
        await reader.cancel().catch(() => { });
    }
}


/***/ }),

/***/ 5055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ DiscoveryFailure),
/* harmony export */   MN: () => (/* binding */ listAllPages),
/* harmony export */   Ur: () => (/* binding */ PermissiveResultSchema),
/* harmony export */   g5: () => (/* binding */ DEFAULT_LIST_LIMITS),
/* harmony export */   pN: () => (/* binding */ listPages)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5649);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);


/**
 * Accepts any object result unchanged. The SDK's `listTools()` parses with the spec's schema, which drops unknown
 * fields and rejects the whole page when one tool is malformed; the gate needs exactly what the server sent.
 */
const PermissiveResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({});
const DEFAULT_LIST_LIMITS = { maxPages: 1000, maxItems: 100_000 };
/** A failure with a message meant for the report as is. */
class DiscoveryFailure extends Error {
}
/** Every item of a paginated list, through an SDK client (its result unparsed), following `nextCursor` to the end, raw. */
function listAllPages(client, method, field, options) {
    const request = async (m, params, o) => (await client.request({ method: m, ...(params ? { params } : {}) }, PermissiveResultSchema, o));
    return listPages(request, method, field, options);
}
/**
 * The one reader of paginated lists (discovery, probes, the guard, the runtime proxy): every item, following
 * `nextCursor` to the end, raw; a server that paginates past the limits or repeats a cursor is stopped with a
 * DiscoveryFailure, never read forever.
 */
async function listPages(request, method, field, options) {
    const items = [];
    const seenCursors = new Map();
    let cursor;
    for (let page = 1;; page++) {
        if (page > options.limits.maxPages) {
            throw new DiscoveryFailure(`${method} was still paginating after ${options.limits.maxPages} pages (${items.length} items); stopped there`);
        }
        options.onPhase?.(page === 1 ? method : `${method} (page ${page})`);
        const params = cursor === undefined ? options.params : { ...options.params, cursor };
        const result = await request(method, params, { signal: options.signal, timeout: Math.max(1, options.requestTimeoutMs()) });
        const list = result[field];
        if (!Array.isArray(list)) {
            throw new DiscoveryFailure(`the ${method} result${page > 1 ? ` (page ${page})` : ''} has no "${field}" array (found ${describe(list)})`);
        }
        items.push(...list);
        if (items.length > options.limits.maxItems) {
            throw new DiscoveryFailure(`${method} returned more than ${options.limits.maxItems} items (${page} pages); stopped there`);
        }
        const next = result.nextCursor;
        if (next === undefined || next === null || next === '')
            return items;
        if (typeof next !== 'string')
            throw new DiscoveryFailure(`${method} returned a nextCursor that is not a string (found ${describe(next)}) on page ${page}`);
        const firstPage = seenCursors.get(next);
        if (firstPage !== undefined) {
            throw new DiscoveryFailure(`${method} returned the same nextCursor ${JSON.stringify(next)} on pages ${firstPage} and ${page}; the server's pagination never ends`);
        }
        seenCursors.set(next, page);
        cursor = next;
    }
}
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return 'an object';
    return JSON.stringify(value);
}


/***/ }),

/***/ 4609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TK: () => (/* binding */ terminateGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup)
/* harmony export */ });
/* unused harmony exports groupRunning, processGone */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


function spawnGroup(command, args, options) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { ...options, detached: true, windowsHide: true });
    const pgid = child.pid;
    if (pgid !== undefined)
        live.add(pgid);
    updateExitHooks();
    const failed = new Promise((resolve) => {
        child.once('error', (error) => {
            // Only a failed spawn ends the child here; a later error (a failed kill) is followed by 'exit' as usual.
            if (child.pid === undefined)
                resolve({ code: null, signal: null, error });
        });
    });
    const closed = Promise.race([failed, new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })))]);
    const exited = Promise.race([failed, new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))]);
    return { child, pgid, closed, exited };
}
/**
 * End a process group: SIGTERM, then SIGKILL after `graceMs` if anything in it is still running. Returns once no
 * member is left running (zombies waiting for a reaper do not count: they run no code and hold no resources).
 */
async function terminateGroup(pgid, graceMs = 1000) {
    if (pgid === undefined)
        return;
    try {
        if (!groupRunning(pgid))
            return;
        signalGroup(pgid, 'SIGTERM');
        if (await waitUntilStopped(pgid, graceMs))
            return;
        signalGroup(pgid, 'SIGKILL');
        await waitUntilStopped(pgid, 2000);
    }
    finally {
        live.delete(pgid);
        updateExitHooks();
    }
}
/** Whether any process of the group is still running (not merely a zombie). */
function groupRunning(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (err) {
        return err.code === 'EPERM';
    }
    return groupMembersRunning(pgid);
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // Already gone.
    }
}
async function waitUntilStopped(pgid, ms) {
    const deadline = Date.now() + ms;
    for (;;) {
        if (!groupRunning(pgid))
            return true;
        if (Date.now() >= deadline)
            return false;
        await new Promise((r) => setTimeout(r, 20));
    }
}
/**
 * On Linux, a group whose members are all zombies still answers kill(-pgid, 0). Look at /proc to tell: a zombie
 * orphan stays until an init that reaps adopts it (minimal containers often have none), but it runs nothing.
 * Elsewhere (or when /proc is unreadable) a group that answers is taken as running.
 */
function groupMembersRunning(pgid) {
    if (process.platform !== 'linux')
        return true;
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        // pid (comm) state ppid pgrp …: comm may contain spaces and parentheses, so split after the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X')
            return true;
    }
    return false;
}
/** Whether a single process is gone (no such pid, or only a zombie left). */
function processGone(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (err) {
        return err.code === 'ESRCH';
    }
    if (process.platform !== 'linux')
        return false;
    try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
        return state === 'Z' || state === 'X';
    }
    catch {
        return true;
    }
}
// ---- cleanup when the gate itself exits ------------------------------------------------------------------------
const live = new Set();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooked = false;
function killAllNow() {
    for (const pgid of live)
        signalGroup(pgid, 'SIGKILL');
    live.clear();
}
function onStopSignal(signal) {
    killAllNow();
    removeExitHooks();
    // Nobody else handles this signal: do what Node would have done without our handler.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
function updateExitHooks() {
    if (live.size > 0 && !hooked) {
        hooked = true;
        process.on('exit', killAllNow);
        for (const s of STOP_SIGNALS)
            process.on(s, onStopSignal);
    }
    else if (live.size === 0 && hooked)
        removeExitHooks();
}
function removeExitHooks() {
    if (!hooked)
        return;
    hooked = false;
    process.off('exit', killAllNow);
    for (const s of STOP_SIGNALS)
        process.off(s, onStopSignal);
}


/***/ })

};
