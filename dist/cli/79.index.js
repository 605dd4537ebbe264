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
// EXTERNAL MODULE: ./src/diff/engine.ts + 14 modules
var engine = __webpack_require__(6288);
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
    /** How many contracts were hashed (every other judgement came from the cache). */
    hashed = 0;
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
            this.hashed++;
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
            return {
                reply: {
                    jsonrpc: '2.0',
                    id: msg.id,
                    error: { code: CONTRACT_DRIFT_ERROR, message: `${describeVerdict(verdict, this.checker.server)}; the call was not sent (mcp-contract-gate proxy)`, data },
                },
            };
        }
        if (translated || warn)
            this.calls.set(msg.id, { ...(translated ? { translation: translated } : {}), ...(warn ? { warning: describeVerdict(verdict, this.checker.server) } : {}) });
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
        return this.clientLists.size > 0 || this.calls.size > 0;
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
                return {
                    ...msg,
                    result: {
                        ...msg.result,
                        _meta: { ...meta, [META_KEY]: { ...(call.translation ? { translated: call.translation } : {}), ...(call.warning ? { warning: call.warning } : {}) } },
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
/** An Enforcer whose own listing goes through `request`, page after page. */
function newEnforcer(o, request) {
    return new Enforcer(o.checker, { enforce: o.enforce, audit: o.audit, listTools: (meta) => listAllTools(request, meta) });
}
/** Every page of `tools/list` (the shared reader), with the calling request's `_meta` (its protocol version and client info; not its progress token). */
function listAllTools(request, meta) {
    const own = meta ? Object.fromEntries(Object.entries(meta).filter(([k]) => k !== 'progressToken')) : {};
    const page = async (method, params) => {
        const answer = await request(method, params ?? {});
        if (!(0,json/* isObject */.Gv)(answer.result))
            throw new Error(`${method} failed: ${JSON.stringify(answer.error ?? null)}`);
        return answer.result;
    };
    return (0,list_raw/* listPages */.pN)(page, 'tools/list', 'tools', {
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
/**
 * The Streamable HTTP proxy: clients POST JSON-RPC to it; each message is judged by the same Enforcer as the stdio
 * proxy, forwarded to the server with the configured headers, and the answer (JSON, or an SSE stream whose every
 * message is judged on the way) relayed back. GET (the server's stream) and DELETE (end of session) are forwarded.
 * The session header, the protocol version and the 2026 era's Mcp-Method/Mcp-Name travel both ways, so either era
 * works: the proxy never speaks the handshake itself. A server that fails (5xx, unreachable) yields a JSON-RPC error.
 */
async function startHttpProxy(o) {
    const upstream = new URL(o.upstream);
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
        for (const [k, v] of Object.entries(o.headers))
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
    const server = (0,external_node_http_.createServer)((req, res) => {
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
    const host = o.host.includes(':') ? `[${o.host}]` : o.host;
    return {
        url: `http://${host}:${port}${PROXY_PATH}`,
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
function plain(res, status, text) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}
function http_json(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
function reason(err) {
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

// EXTERNAL MODULE: ./src/discovery/process-group.ts
var process_group = __webpack_require__(4609);
;// CONCATENATED MODULE: ./src/proxy/stdio.ts



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
        const id = `${OWN_ID_PREFIX}${++nextId}`;
        const timer = setTimeout(() => {
            own.delete(id);
            reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
        }, PROXY_PAGE_TIMEOUT_MS);
        own.set(id, { resolve, reject, timer });
        toServer({ jsonrpc: '2.0', id, method, params });
    });
    const enforcer = newEnforcer(o, request);
    // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
    let queue = Promise.resolve();
    const clientGone = eachLine(o.input, (line) => {
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
            const { forward, reply } = await judgeClient(enforcer, msg, o.log);
            if (reply)
                toClient(reply);
            if (forward === msg)
                child.stdin?.write(`${line}\n`); // unchanged: the line as the client wrote it
            else if (forward)
                toServer(forward);
        });
    });
    // server → client
    void eachLine(child.stdout, (line) => {
        if (!line.trim())
            return;
        // The common case, a call's result with nothing to note on it, goes through without being parsed and re-written.
        if (own.size === 0 && !enforcer.expectsAnswers() && line.startsWith('{') && !mayChangeList(line))
            return void o.output.write(`${line}\n`);
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
        const out = (0,json/* isObject */.Gv)(msg) ? enforcer.fromServer(msg) : msg;
        if (out === msg)
            o.output.write(`${line}\n`);
        else
            toClient(out);
    });
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
/**
 * Whether a server line may be a `notifications/tools/list_changed`: it names it, or it escapes characters (a JSON
 * string may spell the name with \\u or \\/ escapes). Such lines are always parsed.
 */
function mayChangeList(line) {
    return line.includes('list_changed') || line.includes('\\u') || line.includes('\\/');
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
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  --listen ADDR     serve Streamable HTTP on PORT or HOST:PORT (host 127.0.0.1 unless given; port 0 picks a free
                    one); the URL is printed on stderr. Each POST is judged and forwarded, its JSON or SSE answer
                    judged on the way back; GET and DELETE are forwarded; Mcp-Session-Id, MCP-Protocol-Version,
                    Mcp-Method and Mcp-Name pass both ways, so both protocol eras work
  --upstream URL    the Streamable HTTP server to forward to (without a config)
  --header 'K: V'   a header for every request to --upstream (repeatable; e.g. 'Authorization: Bearer …')
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
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stderr(PROXY_HELP); // stdout belongs to JSON-RPC, even for help
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
    if (command.length || values.upstream !== undefined) {
        const what = command.length ? '-- COMMAND' : '--upstream URL';
        if (values.lockfile === undefined && values.config === undefined)
            throw new errors/* InputError */.dz(`proxy ${what} needs --lockfile F (or --config F to find it)`);
        lockPath = values.lockfile !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.lockfile) : (0,cli_config/* resolveFromRoot */.xl)((0,cli_config/* loadCliConfig */.XY)(io, values.config).root, (0,cli_config/* loadCliConfig */.XY)(io, values.config).config.lockfile);
        if (command.length)
            run = { command: command[0], args: command.slice(1), env: io.env, cwd: io.cwd };
        else
            remote = { url: httpUrl('--upstream', values.upstream), headers: Object.fromEntries((values.header ?? []).map(parseHeader)) };
    }
    else {
        if (!values.server)
            throw new errors/* InputError */.dz('proxy needs --server ID (a server of the config), -- COMMAND ARGS… to start a server directly, or --upstream URL --listen PORT');
        const { config, root } = (0,cli_config/* loadCliConfig */.XY)(io, values.config);
        const server = config.servers.find((s) => s.id === values.server);
        if (!server)
            throw new errors/* InputError */.dz(`proxy: no server "${values.server}" in the config; servers: ${config.servers.map((s) => s.id).join(', ')}`);
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
            run = { command: (0,interpolate/* expandWorkspaceFolder */.sA)(server.command, root), args: (server.args ?? []).map((a) => (0,interpolate/* expandWorkspaceFolder */.sA)(a, root)), env: { ...io.env, ...(server.env ?? {}) }, cwd };
        }
        enforceFromConfig = server.enforce;
    }
    if (remote && values.listen === undefined)
        throw new errors/* InputError */.dz('proxy --upstream URL needs --listen PORT (or HOST:PORT): where the client connects');
    const listen = values.listen !== undefined ? parseListen(values.listen) : undefined;
    const lock = (0,cli_config/* readCliLockfile */.ot)(io, lockPath, (0,keys/* readVerifyKeys */.ol)(io, values.verify));
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${(0,cli_config/* display */.Vy)(io, lockPath)}: run \`npx mcp-contract-gate pin\` first`);
    const ids = Object.keys(lock.servers);
    const id = values.server ?? (ids.length === 1 ? ids[0] : undefined);
    if (!id || !lock.servers[id])
        throw new errors/* InputError */.dz(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
    const enforce = values.enforce !== undefined ? (0,cli_args/* oneOf */.yL)('--enforce', values.enforce, types/* ENFORCE_MODES */.u1) : (enforceFromConfig ?? types/* DEFAULT_ENFORCE */.fq);
    const auditFile = values.audit !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.audit) : undefined;
    const audit = (line) => {
        const text = `${JSON.stringify(line)}\n`;
        if (auditFile)
            (0,external_node_fs_.appendFileSync)(auditFile, text);
        else
            io.stderr(text);
    };
    const checker = new ContractChecker(id, lock.servers[id], lock.includeMeta === true);
    const log = (t) => io.stderr(t);
    if (run)
        return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log });
    const proxy = await startHttpProxy({ upstream: remote.url, headers: remote.headers, host: listen.host, port: listen.port, checker, enforce, audit, log });
    io.stderr(`mcp-contract-gate proxy: listening on ${proxy.url} (server '${id}' at ${new URL(remote.url).origin}, enforce ${enforce})\n`);
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
        throw new errors/* InputError */.dz(`proxy: ${what} ${JSON.stringify(text)} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new errors/* InputError */.dz(`proxy: ${what} ${JSON.stringify(text)} is not an http(s) URL`);
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


/***/ })

};
