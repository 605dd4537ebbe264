export const id = 620;
export const ids = [620];
export const modules = {

/***/ 7620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MIN_AUTH_TOKEN_CHARS: () => (/* binding */ MIN_AUTH_TOKEN_CHARS),
  PROXY_HELP: () => (/* binding */ PROXY_HELP),
  runProxy: () => (/* binding */ runProxy)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/process/parent-watch.ts
/** How often a long-running command looks whether the process that started it is still there (ms). */
const PARENT_POLL_MS = 500;
/**
 * Call `onGone` once when the process that started this one ends: this one is then adopted (by init or a subreaper)
 * and its parent pid changes. A signal sent to a launcher does not always reach us: `npx` hands SIGTERM to the
 * `sh -c` it runs the bin in, and the shell dies without passing it on, which left the proxy and its server running
 * and holding the port. The timer does not keep the process alive. Returns the function that stops watching.
 */
function watchParent(onGone, pollMs = PARENT_POLL_MS) {
    if (process.platform === 'win32')
        return () => undefined;
    const parent = process.ppid;
    const timer = setInterval(() => {
        if (process.ppid === parent)
            return;
        clearInterval(timer);
        onGone();
    }, pollMs);
    timer.unref();
    return () => clearInterval(timer);
}

// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(207);
// EXTERNAL MODULE: ./src/contract/entities/index.ts + 1 modules
var entities = __webpack_require__(8346);
// EXTERNAL MODULE: ./src/util/limits.ts
var limits = __webpack_require__(4119);
// EXTERNAL MODULE: ./src/contract/neutral-paths.ts
var neutral_paths = __webpack_require__(6847);
// EXTERNAL MODULE: ./src/contract/neutral-align.ts
var neutral_align = __webpack_require__(1754);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/diff/engine.ts
var engine = __webpack_require__(5904);
// EXTERNAL MODULE: ./src/policy/evaluate.ts
var evaluate = __webpack_require__(4274);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(175);
;// CONCATENATED MODULE: ./src/policy/judge-server.ts


/** The key of one entity of a server in a ServerDecision: its kind and its name. */
function entityKey(entity, name) {
    return `${entity}:${name}`;
}
/**
 * The one judge of one server: its pinned snapshot (the lockfile's entry, lockfileToSnapshotSet) against its live one,
 * under the trusted config, through the same `judge` the gate, `check` and the release check run (diff, forbidden
 * tools, launches, packages, versions, deprecations, ignores). `others`: the lockfile's other servers, judged
 * unchanged on both sides so that a live name that looks like one of their tools is flagged as the gate flags it.
 * The proxy (both enforce modes), `pin`'s review and the library guard decide from what it returns.
 */
function judgeServer(input) {
    const before = { servers: {} };
    const after = { servers: {} };
    for (const [id, snap] of Object.entries(input.others ?? {})) {
        if (id === input.id)
            continue;
        (0,json/* setOwn */.P5)(before.servers, id, snap);
        (0,json/* setOwn */.P5)(after.servers, id, snap);
    }
    (0,json/* setOwn */.P5)(before.servers, input.id, input.pinned);
    (0,json/* setOwn */.P5)(after.servers, input.id, input.live);
    const { diff, evaluation } = (0,judge/* judge */.S)({ before, after, config: input.config, today: input.today, ...(input.failOn ? { failOn: input.failOn } : {}) });
    const findings = evaluation.findings.filter((f) => f.server === undefined || f.server === input.id);
    return { diff, evaluation, findings, decision: decideServer(findings) };
}
/** The decision read from one server's findings: which entities are withheld, and whether the server itself blocks. */
function decideServer(findings) {
    const withheld = new Map();
    let serverBlocked = false;
    for (const f of findings) {
        if (!f.blocking)
            continue;
        if (f.entity === 'server')
            serverBlocked = true;
        const key = entityKey(f.entity, f.tool);
        withheld.set(key, [...(withheld.get(key) ?? []), f]);
    }
    return { blocked: serverBlocked || withheld.size > 0, serverBlocked, withheld };
}

// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(8828);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(3214);
;// CONCATENATED MODULE: ./src/app/rule-list.ts
/**
 * Each rule once, in the order first seen: with the paths it was found at (`param-removed a, b`), or with its severity,
 * and `×N` when it was found N times with nothing else to tell them apart (`annotation-relaxed (additive) ×3`).
 */
function ruleList(changes, detail) {
    const byRule = new Map();
    for (const c of changes) {
        const r = byRule.get(c.rule) ?? { severity: c.severity, paths: [], count: 0 };
        r.count++;
        if (detail === 'path' && c.path && !r.paths.includes(c.path))
            r.paths.push(c.path);
        byRule.set(c.rule, r);
    }
    return [...byRule]
        .map(([rule, r]) => {
        const what = detail === 'severity' ? `${rule} (${r.severity})` : r.paths.length ? `${rule} ${r.paths.join(', ')}` : rule;
        return r.count > 1 && r.paths.length < r.count ? `${what} ×${r.count}` : what;
    })
        .join('; ');
}

// EXTERNAL MODULE: ./src/diff/flags/confusable.ts + 1 modules
var confusable = __webpack_require__(4162);
;// CONCATENATED MODULE: ./src/app/contract-checker.ts














/** The statuses whose tools a client may list and call (`compatible`: changed, but nothing blocks under the policy). */
function usableStatus(status) {
    return status === 'pinned' || status === 'compatible';
}
/** The lockfile's tools of every server but `self`, for CheckerOptions.others. */
function otherServersTools(servers, self) {
    return Object.entries(servers).flatMap(([server, s]) => (server === self ? [] : Object.keys(s.tools).map((name) => ({ server, name }))));
}
/**
 * The one check the runtime proxy and the library guard share: a listed tool is usable only when it is listed once
 * and its canonical hash is the pinned one. Hashes are cached by the tool's exact JSON text, so an unchanged tool is
 * never hashed twice, whatever the number of listings and calls.
 */
class ContractChecker {
    server;
    pinned;
    options;
    hashes = new Map();
    entries;
    /** How many contracts were hashed (every other judgement came from the cache). */
    hashed = 0;
    includeMeta;
    prompts;
    /** The pinned names of this server and of the lockfile's others: what a live name must not look like. */
    pinnedNames;
    /**
     * A tool's parameters that look like another of the same object (null: none), by the tool's contract hash: what
     * `hashOf` computed for the verdict, so a listing served again costs a lookup.
     */
    parameterLookalikes = new Map();
    constructor(server, 
    /** The server's pinned entry as the lockfile holds it (its other surfaces are judged beside the tools: surfaces.ts). */
    pinned, options = {}) {
        this.server = server;
        this.pinned = pinned;
        this.options = options;
        this.includeMeta = options.includeMeta === true;
        this.entries = new Map(Object.entries(pinned.tools).map(([name, e]) => [name, this.neutralPinned(e, (c) => (0,canonical/* contractHash */.$o)(entities/* TOOL */.js.contract(c, { includeMeta: this.includeMeta })))]));
        this.prompts = new Map(Object.entries(pinned.prompts ?? {}).map(([name, e]) => [name, this.neutralPinned(e, (c) => (0,canonical/* contractHash */.$o)(entities/* PROMPT */.hF.contract(c, { includeMeta: this.includeMeta })))]));
        this.pinnedNames = new confusable/* SkeletonIndex */.kA([...[...this.entries.keys()].map((name) => ({ name })), ...(options.others ?? [])]);
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
            hash = (0,canonical/* contractHash */.$o)(entities/* TOOL */.js.contract(this.neutral(tool), { includeMeta: this.includeMeta }));
            this.hashed++;
            if (this.hashes.size > 10_000)
                this.hashes.clear();
            this.hashes.set(text, hash);
        }
        return hash;
    }
    /**
     * A pinned entry as this environment reads it (see checkDrift's neutralPinned): a value of this machine the lockfile
     * holds as written (pinned elsewhere, or before the fact was neutral) reads as its placeholder, like the live text;
     * its hash follows. Unchanged entries are kept as they are.
     */
    neutralPinned(e, hash) {
        if (!this.options.paths || (0,json/* jsonDepth */.QV)(e.contract, limits/* MAX_SCHEMA_DEPTH */.Xc) > limits/* MAX_SCHEMA_DEPTH */.Xc)
            return e;
        const contract = (0,neutral_paths/* neutralizeEntry */.Ig)(e.contract, this.options.paths);
        return JSON.stringify(contract) === JSON.stringify(e.contract) ? e : { ...e, contract, hash: hash(contract) };
    }
    /**
     * The live entry as the lockfile pinned it: paths of this environment as placeholders (when it was pinned so), and
     * a pinned `${timeZone}` the server filled in with this machine's zone (UTC, kept as written) read as pinned, as
     * `check` reads it (alignToPinned).
     */
    neutral(entry, kind = 'tool') {
        const ctx = this.options.paths;
        if (!ctx)
            return entry;
        const live = (0,neutral_paths/* neutralizeEntry */.Ig)(entry, ctx);
        const name = live.name;
        const pinned = typeof name === 'string' ? (kind === 'tool' ? this.entries : this.prompts).get(name)?.contract : undefined;
        return pinned === undefined ? live : (0,neutral_align/* alignEntry */.c)(live, pinned, ctx);
    }
    /** Verdicts for one listing (or one page of it): keyed by name, duplicates marked on every copy. */
    assess(tools) {
        return this.assessListing(this.toolKind, tools);
    }
    /** Verdicts for one `prompts/list` page, as `assess` for tools: a prompt is usable only as pinned. */
    assessPrompts(prompts) {
        return this.assessListing(this.promptKind, prompts);
    }
    /**
     * One listing of a surface judged entry by entry against the pins (`entryVerdict`), then, by policy, settled by the
     * one judge over the entries listed once; a tool's look-alikes are refused first, unless the policy judges them.
     */
    assessListing(k, listing) {
        const byName = new Map();
        for (const e of listing) {
            if (!e || typeof e !== 'object' || typeof e[k.surface.key] !== 'string')
                continue;
            const name = k.surface.keyOf(e);
            byName.set(name, [...(byName.get(name) ?? []), e]);
        }
        const out = new Map();
        const names = [...byName.keys()];
        const listed = k.entity === 'tool' ? new confusable/* SkeletonIndex */.kA(names.map((name) => ({ name }))) : undefined;
        for (const [name, copies] of byName) {
            const v = this.entryVerdict(k, name, copies, names);
            // by policy, look-alikes are the judge's (a new name flagged as the gate flags it): the pinned tool it mimics stays usable
            out.set(name, !listed || v.status === 'duplicated' || this.options.by === 'policy' ? v : this.lookalikeVerdict(v, copies[0], listed));
        }
        if (this.options.by !== 'policy')
            return out;
        const live = [...byName.values()].filter((c) => c.length === 1 && k.judgeable(c[0])).map((c) => this.neutral(c[0], k.entity));
        return this.byPolicy(out, this.judged({ [k.surface.field]: live }), k.entity);
    }
    /**
     * `--enforce-by policy`: the listing judged by the one judge (judgeServer: forbidden tools, deprecations, look-alikes,
     * ignores, severities, as `check` judges), the rest of the server as pinned so only the listed surface differs.
     */
    judged(listed) {
        const pinned = this.pinnedSnapshot();
        this.others ??= (0,lockfile/* lockfileToSnapshotSet */.Nd)(this.lockOf(this.options.otherServers ?? {})).servers;
        const others = this.others;
        return judgeServer({
            id: this.server,
            pinned,
            live: { ...pinned, ...listed },
            config: { servers: this.options.servers ?? [], policy: this.options.policy ?? evaluate/* DEFAULT_POLICY */.zj },
            today: this.day(),
            others,
        });
    }
    /**
     * Hash verdicts settled by the judge's findings: a changed entity passes (`compatible`) only when nothing on it blocks;
     * one that matches its pin but blocks (a forbidden tool) is `blocked`; a launch or other server finding blocks all.
     */
    byPolicy(verdicts, j, entity) {
        const serverWide = j.findings.filter((f) => f.blocking && f.entity === 'server');
        const out = new Map();
        for (const [name, v] of verdicts) {
            const blocking = [...serverWide, ...(j.decision.withheld.get(entityKey(entity, name)) ?? [])];
            const mine = j.findings.filter((f) => f.entity === entity && f.tool === name);
            if (v.status === 'drifted' && v.liveHash !== null)
                out.set(name, blocking.length ? { ...v, changes: [...serverWide, ...mine] } : { ...v, status: 'compatible', changes: mine });
            else if ((v.status === 'pinned' || v.status === 'compatible') && blocking.length)
                out.set(name, { ...v, status: 'blocked', changes: blocking });
            else
                out.set(name, v);
        }
        return out;
    }
    pinnedSnap;
    others;
    /** This server's pin as a snapshot (its entries as this environment reads them). */
    pinnedSnapshot() {
        this.pinnedSnap ??= (0,lockfile/* lockfileToSnapshotSet */.Nd)(this.lockOf({ [this.server]: { ...this.pinned, tools: Object.fromEntries(this.entries), ...(this.pinned.prompts ? { prompts: Object.fromEntries(this.prompts) } : {}) } })).servers[this.server];
        return this.pinnedSnap;
    }
    lockOf(servers) {
        return { lockfileVersion: lockfile/* LOCKFILE_VERSION */.Rb, ...(this.includeMeta ? { includeMeta: true } : {}), servers };
    }
    /**
     * A tool whose name looks like another's (listed beside it, pinned for this server, or pinned for another server)
     * or with two parameters that look alike (UTS #39 skeleton) is `confusable`: never usable, whatever its hash.
     */
    lookalikeVerdict(v, tool, listed) {
        const like = listed.lookalikes(v.name)[0] ?? this.pinnedNames.lookalikes(v.name)[0];
        if (like)
            return { ...v, status: 'confusable', lookalike: like };
        // a tool with no hash (nested past the depth limit) is unusable already, and is never walked
        const param = v.liveHash === null ? undefined : this.parameterLookalike(tool, v.liveHash);
        return param ? { ...v, status: 'confusable', lookalike: param } : v;
    }
    parameterLookalike(tool, hash) {
        let found = this.parameterLookalikes.get(hash);
        if (found === undefined) {
            found = null;
            for (const { path, names } of (0,confusable/* propertyMaps */.HM)(tool.inputSchema, limits/* MAX_SCHEMA_DEPTH */.Xc)) {
                // named at its second name, as the gate names it
                const pair = (0,confusable/* confusablePairs */.sr)(names).find(([n, like]) => names.indexOf(like.name) < names.indexOf(n));
                if (pair) {
                    found = { parameter: path ? `${path}.${pair[0]}` : pair[0], name: pair[1].name };
                    break;
                }
            }
            if (this.parameterLookalikes.size > 10_000)
                this.parameterLookalikes.clear();
            this.parameterLookalikes.set(hash, found);
        }
        return found ?? undefined;
    }
    /** A prompt's verdict given its live copies (none: not listed). */
    promptVerdict(name, copies) {
        return this.entryVerdict(this.promptKind, name, copies, []);
    }
    /**
     * The verdict for a tool given its live copies (none: not listed). `listed` names the tools of the same listing: an
     * unpinned tool's text is judged beside them, as the gate judges a new tool (cross-tool signals included).
     */
    verdict(name, copies, listed = []) {
        return this.entryVerdict(this.toolKind, name, copies, listed);
    }
    /**
     * An entry's verdict given its live copies: usable only when listed once with its pinned hash; else missing,
     * duplicated, unpinned (with what its text says, for a tool) or drifted (with what changed).
     */
    entryVerdict(k, name, copies, listed) {
        const entry = k.pins().get(name);
        const pinnedHash = entry?.hash ?? null;
        const verdict = (status, liveHash, changes = []) => k.entity === 'prompt' ? { name, pinnedHash, entity: 'prompt', changes, status, liveHash } : { name, status, pinnedHash, liveHash, changes };
        if (copies.length === 0)
            return verdict('missing', null);
        if (copies.length > 1)
            return verdict('duplicated', null);
        const live = copies[0];
        // nested past the schema limit: no client can use it and it cannot be hashed (nor serialised); never usable
        if (!k.judgeable(live))
            return verdict(entry ? 'drifted' : 'unpinned', null);
        const liveHash = k.hash(live);
        if (!entry)
            return verdict('unpinned', liveHash, k.added(live, listed));
        if (entry.hash === liveHash)
            return verdict('pinned', liveHash);
        return verdict('drifted', liveHash, k.drift(entry, live, name, listed));
    }
    /** Tools as the checker reads them: hashed once per text, a new one's text judged, drift judged beside the listing. */
    toolKind = {
        entity: 'tool',
        surface: entities/* TOOL */.js,
        pins: () => this.entries,
        judgeable: (tool) => (0,json/* jsonDepth */.QV)(tool, limits/* MAX_SCHEMA_DEPTH */.Xc) <= limits/* MAX_SCHEMA_DEPTH */.Xc,
        hash: (tool) => this.hashOf(tool),
        added: (tool, listed) => this.newToolText(tool, listed),
        drift: (entry, tool, name, listed) => {
            // Beside the listing's other tools, so changed text that directs them (cross-tool signals) is judged as the gate would.
            const siblings = this.siblings(name, listed);
            return (0,engine/* diffServer */.JM)({ tools: [...siblings, entry.contract] }, { tools: [...siblings, this.neutral(tool)] }).filter((c) => c.tool === name);
        },
    };
    /** Prompts as the checker reads them: usable only as pinned. */
    promptKind = {
        entity: 'prompt',
        surface: entities/* PROMPT */.hF,
        pins: () => this.prompts,
        judgeable: () => true,
        hash: (prompt) => (0,canonical/* contractHash */.$o)(entities/* PROMPT */.hF.contract(this.neutral(prompt, 'prompt'), { includeMeta: this.includeMeta })),
        added: () => [],
        drift: (entry, prompt) => (0,engine/* diffServer */.JM)({ tools: [], prompts: [entry.contract] }, { tools: [], prompts: [this.neutral(prompt, 'prompt')] }),
    };
    /** An unpinned tool's text judged as the gate judges a new tool: its `tool-added` finding when a text signal fired. */
    newToolText(tool, listed) {
        const siblings = this.siblings(tool.name, listed);
        const added = (0,engine/* diffServer */.JM)({ tools: siblings }, { tools: [...siblings, this.neutral(tool)] }).find((c) => c.rule === 'tool-added');
        return added?.flags?.some((f) => f.confidence) ? [added] : [];
    }
    /** The listing's other tools as names only (the same on both sides of a diff, so they add no change of their own). */
    siblings(self, listed) {
        return listed.filter((n) => n !== self).map((n) => ({ name: n, inputSchema: { type: 'object' } }));
    }
    /** The day verdicts are judged on (YYYY-MM-DD, UTC): ignore entries of the policy expire by it. */
    day() {
        if (this.options.today !== undefined)
            return this.options.today;
        const now = Date.now();
        if (!this.today || now >= this.today.until) {
            const day = new Date(now).toISOString().slice(0, 10);
            this.today = { day, until: Date.parse(`${day}T00:00:00Z`) + 86_400_000 };
        }
        return this.today.day;
    }
    today;
}
/** One sentence for an agent or a log: what is wrong with the tool and both hashes. */
function describeVerdict(v, server) {
    const at = `MCP ${v.entity ?? 'tool'} '${v.name}' (server '${server}')`;
    switch (v.status) {
        case 'pinned':
            return `${at} matches its pinned contract ${v.liveHash?.slice(0, 12)}`;
        case 'compatible':
            return `${at} changed without a blocking change under the policy (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${ruleList(v.changes, 'severity')}`;
        case 'missing':
            return v.pinnedHash ? `${at} is pinned (${v.pinnedHash.slice(0, 12)}) but the server no longer lists it` : `${at} is neither pinned in the lockfile nor listed by the server`;
        case 'duplicated':
            return `${at} is listed more than once by the server, so which contract a call reaches is unknown${v.pinnedHash ? ` (pinned ${v.pinnedHash.slice(0, 12)})` : ''}`;
        case 'unpinned': {
            const flag = v.changes.flatMap((c) => c.flags ?? []).find((f) => f.confidence === 'high');
            const poisoned = flag ? `, and its text carries a high-confidence poisoning signal (${flag.family}: "${(0,report_escape/* visible */.RK)(flag.evidence ?? '').slice(0, 160)}")` : '';
            return `${at} is not pinned in the lockfile (live ${v.liveHash?.slice(0, 12)})${poisoned}`;
        }
        case 'confusable': {
            const l = v.lookalike;
            const like = l.parameter !== undefined
                ? `its parameter '${(0,report_escape/* visible */.RK)(l.parameter)}' looks like its parameter '${(0,report_escape/* visible */.RK)(l.name)}'`
                : `its name looks like tool '${(0,report_escape/* visible */.RK)(l.name)}'${l.server !== undefined ? ` of server '${l.server}'` : ''}`;
            return `${at} is refused: ${like} (the same Unicode confusable skeleton, UTS #39: ${(0,confusable/* spelled */.uQ)(l.parameter ?? v.name)} vs ${(0,confusable/* spelled */.uQ)(l.name)}), so a model cannot tell them apart`;
        }
        case 'blocked':
            return `${at} matches its pinned contract but is blocked under the policy: ${ruleList(v.changes, 'severity')}`;
        case 'drifted':
            return `${at} drifted from its pinned contract (pinned ${v.pinnedHash?.slice(0, 12)}, live ${v.liveHash?.slice(0, 12)}): ${ruleList(v.changes, 'path') || 'contract changed'}`;
    }
}
/** The tools of a `tools/list` result (none when it is not one). */
function toolsOf(result) {
    return isObject(result) && Array.isArray(result.tools) ? result.tools : [];
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2406);
// EXTERNAL MODULE: ./src/config/server-entry.ts
var server_entry = __webpack_require__(691);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var launch = __webpack_require__(1928);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/policy/launch.ts
var policy_launch = __webpack_require__(258);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
;// CONCATENATED MODULE: ./src/app/proxy-plan.ts









/**
 * The given launch as a record comparable with the pinned one. A command line or an URL carries no config entry's
 * `cwd` and `env` names (nor an URL its pinned headers' names): those parts are the pinned record's, so that what is
 * compared is what the proxy was told to run (URL, command, args, the package without its version).
 */
function givenLaunchRecord(given, pinned) {
    if (given.kind === 'config')
        return given.server.launch;
    if (given.kind === 'command') {
        const r = (0,server_entry/* launchRecord */.nA)({ id: '', command: given.command, args: [...given.args] }, 'stdio');
        return { ...r, ...(pinned.cwd !== undefined ? { cwd: pinned.cwd } : {}), ...(pinned.env !== undefined ? { env: pinned.env } : {}) };
    }
    const headers = given.headers.length ? [...given.headers].sort() : pinned.headers;
    return { transport: pinned.transport === 'sse' ? 'sse' : 'http', url: given.url, ...(headers ? { headers } : {}) };
}
/**
 * Why the proxy must not serve `given` for the lockfile's server `id`, naming the pinned launch and the given one; or
 * undefined when they are the same launch, or when the lockfile records no launch for it (pinned before launches
 * were: `check` notes it and does not compare either). A pinned URL written with `${VAR}` is compared as `env` reads it;
 * against a command line or an URL typed out, `${workspaceFolder}` in the pinned command, args and URL is the checkout
 * `workspace` (as discovery starts the server there).
 */
function launchRefusal(id, pinned, given, env, workspace) {
    const recorded = pinned.launch;
    if (!recorded)
        return undefined;
    let pin = recorded;
    if (given.kind !== 'config' && workspace !== undefined) {
        const expand = (v) => (0,interpolate/* expandWorkspaceFolder */.sA)(v, workspace);
        pin = {
            ...pin,
            ...(pin.command !== undefined ? { command: expand(pin.command) } : {}),
            ...(pin.args !== undefined ? { args: pin.args.map(expand) } : {}),
            ...(pin.url !== undefined ? { url: expand(pin.url) } : {}),
        };
    }
    if (given.kind === 'upstream' && pin.url !== undefined) {
        try {
            pin = { ...pin, url: new URL((0,interpolate/* interpolate */.GW)(pin.url, env)).href };
        }
        catch {
            // not readable as an URL here: compared as written
        }
    }
    const now = givenLaunchRecord(given, pin);
    if (!now)
        return undefined;
    const { findings } = (0,policy_launch/* launchChangedFindings */.u)({ servers: { [id]: { tools: [], launch: pin } } }, { servers: { [id]: { tools: [], launch: now } } });
    const f = findings[0];
    if (!f)
        return undefined;
    return `refused to serve server '${id}': the lockfile pinned the launch ${String(f.before)}, but the proxy was given ${String(f.after)} (${f.rule}: ${f.message})`;
}
/**
 * Set in the environment of the server the proxy starts: a proxy that finds its own server id there was started by
 * the proxy for that same server (a config entry that runs the proxy itself) and stops instead of nesting.
 */
const PROXY_ENV = 'MCP_CONTRACT_GATE_PROXY';
/**
 * The proxy's plan: which server and lockfile entry, what to launch and how to enforce, from the request and what
 * it names. Pure but for `sources`; refuses (InputError) a request that does not hold together, and a launch other
 * than the pinned one (`launchRefusal`).
 */
function planProxy(req, sources) {
    const given = req.command.length || req.upstream !== undefined ? givenDirectly(req, sources) : givenByConfig(req, sources);
    if (given.launch.kind === 'http' && !req.listen)
        throw new errors/* InputError */.dz('proxy --upstream URL needs --listen PORT (or HOST:PORT): where the client connects');
    const lock = sources.readLockfile(given.lockPath);
    if (!lock)
        throw new errors/* InputError */.dz(`no lockfile at ${sources.display(given.lockPath)} (looked in ${(0,external_node_path_.dirname)(given.lockPath)}): run \`npx mcp-contract-gate pin\` first`);
    const ids = Object.keys(lock.servers);
    const id = req.server ?? (ids.length === 1 ? ids[0] : undefined);
    if (!id || !lock.servers[id])
        throw new errors/* InputError */.dz(`proxy: name the lockfile's server with --server (the lockfile pins ${ids.join(', ') || 'none'})`);
    const pinned = lock.servers[id];
    const workspace = given.workspace ?? sources.gitRoot((0,external_node_path_.dirname)(given.lockPath)) ?? (0,external_node_path_.dirname)(given.lockPath);
    const refusal = launchRefusal(id, pinned, given.given, req.env, workspace);
    if (refusal)
        throw new errors/* InputError */.dz(`proxy: ${refusal}`);
    let launch = given.launch;
    if (req.server !== undefined && req.command.length && launch.kind === 'stdio')
        launch = { kind: 'stdio', run: { ...launch.run, env: { ...launch.run.env, [PROXY_ENV]: req.server } } };
    if (req.locked && launch.kind !== 'stdio')
        throw new errors/* InputError */.dz('proxy --locked runs a stdio server at its locked package version; an HTTP server runs what its host serves');
    const paths = (0,neutral_paths/* lockfileNeutralContext */.m7)(lock, workspace, req.env);
    const checker = {
        includeMeta: lock.includeMeta === true,
        by: req.enforceBy ?? given.byFromConfig ?? config/* DEFAULT_ENFORCE_BY */.x8,
        others: otherServersTools(lock.servers, id),
        ...(given.policy ? { policy: given.policy } : {}),
        ...(given.servers ? { servers: given.servers } : {}),
        otherServers: Object.fromEntries(Object.entries(lock.servers).filter(([other]) => other !== id)),
        ...(paths ? { paths } : {}),
    };
    return { id, pinned, lockPath: given.lockPath, lock, launch, locked: req.locked, enforce: req.enforce ?? given.enforceFromConfig ?? config/* DEFAULT_ENFORCE */.fq, by: checker.by, checker };
}
/** `-- COMMAND` or `--upstream URL`: the launch from the flags, the lockfile from --lockfile (or the config's). */
function givenDirectly(req, sources) {
    const what = req.command.length ? '-- COMMAND' : '--upstream URL';
    if (req.lockfile === undefined && req.config === undefined)
        throw new errors/* InputError */.dz(`proxy ${what} needs --lockfile F (or --config F to find it)`);
    let out;
    let entry;
    if (req.lockfile !== undefined)
        out = { lockPath: (0,external_node_path_.resolve)(req.cwd, req.lockfile) };
    else {
        const { config, root } = sources.loadConfig(req.config, req.server);
        out = { lockPath: (0,external_node_path_.resolve)(root, config.lockfile), policy: config.policy, servers: config.servers, workspace: root };
        if (req.upstream !== undefined)
            entry = config.servers.find((s) => s.id === req.server && s.transport !== 'stdio');
    }
    if (req.command.length) {
        // one environment policy for every launch (serverEnvironment), the variables named with --pass-env beside it
        const run = { command: req.command[0], args: req.command.slice(1), env: (0,launch/* serverEnvironment */.Pw)(passedEnv(req.env, req.passEnv), req.env), cwd: req.cwd };
        return { ...out, given: { kind: 'command', command: run.command, args: run.args }, launch: { kind: 'stdio', run } };
    }
    const url = sources.httpUrl('--upstream', req.upstream);
    return { ...out, given: { kind: 'upstream', url, headers: Object.keys(req.headers) }, launch: { kind: 'http', url, headers: req.headers, ...(entry ? { entry } : {}) } };
}
/** `--server ID`: the config entry's launch (stdio or http), its enforcement, the lockfile from the config. */
function givenByConfig(req, sources) {
    if (!req.server)
        throw new errors/* InputError */.dz('proxy needs --server ID (a server of the config), -- COMMAND ARGS… to start a server directly, or --upstream URL --listen PORT');
    if (req.env[PROXY_ENV] === req.server)
        throw new errors/* InputError */.dz(`proxy: the server "${req.server}" was started by the proxy for "${req.server}": its config entry runs the proxy itself. Keep the server's own launch spec where the proxy reads it (\`mcp-contract-gate wrap\` does), or use \`proxy -- COMMAND\``);
    const { config, root } = sources.loadConfig(req.config, req.server);
    const server = config.servers.find((s) => s.id === req.server);
    if (!server) {
        const variants = config.servers.filter((s) => s.variant?.of === req.server).map((s) => s.id);
        if (variants.length)
            throw new errors/* InputError */.dz(`proxy: the server "${req.server}" is listed under variants: pick the one production runs with --server (${variants.join(', ')})`);
        throw new errors/* InputError */.dz(`proxy: no server "${req.server}" in the config ${config.file ? sources.display(config.file) : ''}`);
    }
    const out = {
        given: { kind: 'config', server },
        lockPath: req.lockfile !== undefined ? (0,external_node_path_.resolve)(req.cwd, req.lockfile) : (0,external_node_path_.resolve)(root, config.lockfile),
        workspace: root,
        policy: config.policy,
        servers: config.servers,
        ...(server.enforce !== undefined ? { enforceFromConfig: server.enforce } : {}),
        ...(server.enforceBy !== undefined ? { byFromConfig: server.enforceBy } : {}),
    };
    if (server.transport === 'http') {
        if (!req.listen)
            throw new errors/* InputError */.dz(`proxy: server "${server.id}" is an HTTP server; give --listen PORT and point the client at the URL the proxy prints`);
        const expand = (v) => (0,interpolate/* expandWorkspaceFolder */.sA)(v, root);
        const url = sources.httpUrl(`server "${server.id}" url`, expand(server.url ?? ''));
        const headers = Object.fromEntries(Object.entries(server.headers ?? {}).map(([k, v]) => [k, expand(v)]));
        return { ...out, launch: { kind: 'http', url, headers, entry: server } };
    }
    if (server.transport !== 'stdio' || !server.command)
        throw new errors/* InputError */.dz(`proxy: server "${server.id}" is a ${server.transport} server; the proxy speaks stdio and Streamable HTTP (transport: http)`);
    // launched as pin and check launched it (one environment policy: see serverEnvironment), so it runs what was pinned
    const spec = (0,launch/* launchSpec */.rR)(server, req.env, root);
    return { ...out, launch: { kind: 'stdio', run: { ...spec, env: { ...spec.env, [PROXY_ENV]: server.id } } } };
}
/**
 * The variables `--pass-env` names, from the proxy's own environment (what the client set for it): `NAME`, or `PREFIX*`
 * for every variable that starts so. Only these reach a `-- COMMAND` server beside the ones every server inherits.
 */
function passedEnv(env, names) {
    for (const name of names)
        if (!/^[A-Za-z_][A-Za-z0-9_]*\*?$/.test(name))
            throw new errors/* InputError */.dz(`proxy: --pass-env takes a variable name, or a prefix ending in * (found ${JSON.stringify(name)})`);
    const out = {};
    for (const [key, value] of Object.entries(env)) {
        if (value === undefined)
            continue;
        if (names.some((n) => (n.endsWith('*') ? key.startsWith(n.slice(0, -1)) : key === n)))
            out[key] = value;
    }
    return out;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./src/mcp-client/routing-headers.ts
var routing_headers = __webpack_require__(1866);
;// CONCATENATED MODULE: ./src/proxy/listener.ts






/**
 * What the proxy's HTTP listeners share, whatever is behind them (a Streamable HTTP server, or a stdio server): the
 * endpoint path, every check of a request's headers before anything is read or forwarded (the bearer token, DNS
 * rebinding, cross-site POSTs; `listenGuard`, the one place for them), the header and body read timeouts, and reading
 * a client's body under the message cap.
 */
/** How long a client may take to send a request's headers (slowloris): `--header-timeout`. */
const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
/** How long a client may take to send a whole request, headers and body: `--body-timeout`. */
const DEFAULT_BODY_TIMEOUT_MS = 30_000;
/** The path the proxy answers on (any other is a 404). */
const PROXY_PATH = '/mcp';
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
/** An Origin's scheme (`http:`), or '' when it is no URL. */
function originScheme(origin) {
    try {
        return new URL(origin).protocol;
    }
    catch {
        return '';
    }
}
/** SHA-256 of a token: compared in constant time whatever the lengths. */
const digest = (text) => (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest();
/** Whether an Authorization header carries `Bearer <token>` (compared in constant time). */
function bearerMatches(header, token) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
    return (0,external_node_crypto_.timingSafeEqual)(digest(m?.[1] ?? ''), digest(token)) && m !== null;
}
/**
 * Every check of a request's headers, in one place, before anything is read or forwarded: with a token, a request
 * without `Authorization: Bearer <token>` is refused (401) whatever its Host; DNS rebinding and cross-site requests: a
 * request with more than one Host header is refused (400), a Host that is not the listen address (or an allowed one)
 * is refused (403), so is a present Origin that is neither allowed nor the listener's own (`http://` at its address:
 * the scheme counts), and a POST that is not application/json (415: a "simple" cross-site POST needs no preflight).
 */
function listenGuard(host, port, allowHosts = [], allowOrigins = [], authToken) {
    let hosts = allowedHosts(host, port, allowHosts);
    const origins = new Set(allowOrigins.map((x) => x.toLowerCase().replace(/\/+$/, '')));
    return {
        listening: (p) => (hosts = allowedHosts(host, p, allowHosts)),
        refusal: (req) => {
            if (authToken !== undefined && !bearerMatches(req.headers.authorization, authToken))
                return [401, 'this proxy needs its bearer token (Authorization: Bearer <token>, the value of --auth-token)', { 'www-authenticate': 'Bearer realm="mcp-contract-gate proxy"' }];
            // Node keeps the first of several Host headers: a request carrying more is refused, whichever comes first
            let hostHeaders = 0;
            for (let i = 0; i < req.rawHeaders.length; i += 2)
                if (req.rawHeaders[i].toLowerCase() === 'host')
                    hostHeaders++;
            if (hostHeaders > 1)
                return [400, `the request carries ${hostHeaders} Host headers; one is allowed`];
            const given = (req.headers.host ?? '').toLowerCase();
            if (!hosts.has(hostWithPort(given, 80)))
                return [403, `Host ${JSON.stringify(given.slice(0, 100))} is not this proxy's address (allow it with --allow-host)`];
            const origin = req.headers.origin;
            // the listener's own origin is http://HOST:PORT: an https:// origin (or any other scheme) at its address is another origin
            if (origin !== undefined && !origins.has(origin.toLowerCase()) && !(originScheme(origin) === 'http:' && hosts.has(originHost(origin))))
                return [403, `Origin ${JSON.stringify(origin.slice(0, 100))} is not allowed (allow it with --allow-origin)`];
            if (req.method === 'POST' && !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? ''))
                return [415, 'POST needs content-type: application/json'];
            return undefined;
        },
    };
}
function plain(res, status, text, headers = {}) {
    res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(text);
}
function listener_json(res, status, body, headers = {}) {
    res.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
}
/** How much of a body over the cap is read (for its id) before the refusal. */
const HEAD_BYTES = 1024;
/**
 * The client's body, read no further than the message cap (of a larger declared length, only its first KiB). A body
 * over the cap that ends within another default cap's worth (MAX_MESSAGE_BYTES) is still read to its end and
 * dropped, so a client still sending receives the refusal rather than a connection reset under its upload (fetch
 * fails with EPIPE). Past that the request is paused, not destroyed, and the refusal is sent with `connection: close`.
 */
function readRequest(req, limit = limits/* MAX_MESSAGE_BYTES */.fv) {
    const declared = Number(req.headers['content-length']);
    const over = Number.isFinite(declared) && declared > limit;
    const drainTo = limit + limits/* MAX_MESSAGE_BYTES */.fv; // read (and drop) no further than another default cap's worth
    const chunks = [];
    let seen = 0;
    let head; // once over the cap: the first KiB, kept for the id
    return new Promise((resolve, reject) => {
        const finish = (body) => {
            req.off('data', onData).off('end', onEnd).off('error', reject);
            if (body.tooLarge)
                req.pause();
            resolve(body);
        };
        const takeHead = () => {
            head = Buffer.concat(chunks).subarray(0, HEAD_BYTES).toString('latin1');
            chunks.length = 0;
        };
        const tooLarge = (ended) => finish({ tooLarge: over ? { bytes: declared, exact: true, head: head } : { bytes: seen, exact: ended, head: head } });
        const onData = (c) => {
            seen += c.length;
            if (head === undefined) {
                chunks.push(c);
                if (seen <= limit && !(over && seen >= HEAD_BYTES))
                    return;
                takeHead();
                if (over && declared > drainTo)
                    return tooLarge(false);
            }
            if (seen > drainTo)
                tooLarge(false);
        };
        const onEnd = () => {
            if (head === undefined && (over || seen > limit))
                takeHead();
            if (head !== undefined)
                tooLarge(true);
            else
                finish({ bytes: Buffer.concat(chunks) });
        };
        req.on('data', onData).once('end', onEnd).once('error', reject);
    });
}
/**
 * An HTTP server for the proxy: the guard's refusals answered before `handle` sees a request, header and body read
 * timeouts (a client that trickles its request is cut off with 408), listening on host:port.
 */
async function startListening(o, handle) {
    const guard = listenGuard(o.host, o.port, o.allowHosts ?? [], o.allowOrigins ?? [], o.authToken);
    const headersTimeout = o.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS;
    const requestTimeout = Math.max(o.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS, headersTimeout);
    const server = (0,external_node_http_.createServer)({ headersTimeout, requestTimeout, connectionsCheckingInterval: Math.max(100, Math.min(1000, headersTimeout / 4)) }, (req, res) => {
        const refused = guard.refusal(req);
        if (refused) {
            o.log(`mcp-contract-gate proxy: refused ${req.method} (${refused[0]}): ${(0,report_escape/* logSafe */.sN)(refused[1])}\n`);
            req.resume();
            return plain(res, refused[0], `mcp-contract-gate proxy: ${refused[1]}`, refused[2]);
        }
        handle(req, res);
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port, o.host, () => resolve());
    });
    const { port } = server.address();
    guard.listening(port);
    const host = o.host.includes(':') ? `[${o.host}]` : o.host;
    return { server, url: `http://${host}:${port}${PROXY_PATH}` };
}
/**
 * The answer (HTTP 400, JSON-RPC -32020) to a single request whose Mcp-Method / Mcp-Name headers are missing (2026-07-28
 * era) or disagree with its body, to an id-less message whose headers disagree with it, and to a batch that carries
 * any of Mcp-Method, Mcp-Name, Mcp-Param-* (they describe one request); undefined when they mirror it. Judged before anything is forwarded, so a call routed
 * or authorised by its headers as one tool never reaches the server as another.
 */
function headerRefusal(req, message) {
    const header = (name) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v.join(', ') : v;
    };
    let problem;
    if (Array.isArray(message)) {
        // the headers describe one request: on a batch no item could be held to them, so a batch carrying them is refused
        const carried = Object.keys(req.headers).filter((k) => k === 'mcp-method' || k === 'mcp-name' || (0,routing_headers/* isParamHeader */.Bb)(k));
        if (carried.length)
            problem = `a batch carries ${carried.sort().join(', ')}, headers that describe one request (send the requests one by one)`;
    }
    else if ((0,json/* isObject */.Gv)(message) && message.id === undefined && typeof message.method === 'string') {
        // an id-less message (a notification, or a call sent as one): what headers it carries must agree with its body
        const found = (0,routing_headers/* routingHeaderProblem */.df)(header, { ...message, id: null });
        if (found !== undefined && !/the required Mcp-[A-Za-z]+ header is absent$/.test(found))
            problem = found;
    }
    else
        problem = (0,routing_headers/* routingHeaderProblem */.df)(header, message);
    if (problem === undefined)
        return undefined;
    const id = (0,json/* isObject */.Gv)(message) && message.id !== undefined ? message.id : null;
    return { id, problem, body: { jsonrpc: '2.0', id, error: { code: routing_headers/* HEADER_MISMATCH */.Df, message: `Bad Request: the request headers and body disagree: ${problem} (mcp-contract-gate proxy)` } } };
}

// EXTERNAL MODULE: ./src/mcp-client/http-body.ts
var http_body = __webpack_require__(4676);
// EXTERNAL MODULE: ./src/mcp-client/redirects.ts
var redirects = __webpack_require__(3710);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts
var remote = __webpack_require__(9793);
// EXTERNAL MODULE: ./src/util/secrets.ts
var secrets = __webpack_require__(4850);
;// CONCATENATED MODULE: ./src/proxy/token-mask.ts

/** The tokens this process obtained (addObtainedSecret): masked in what the proxy sends a client. */
const obtainedTokens = new secrets/* Scrubber */.h6();
/**
 * Every text written to the client masks the tokens the proxy obtained for its upstream: a server that echoes the
 * bearer token it got (in a tool's result, an error) hands the proxy's credential to no client. Each write of the
 * HTTP proxy is whole (a JSON body, one SSE event), so no token is split across two.
 */
function maskObtainedTokens(res) {
    const clean = (chunk) => {
        if (typeof chunk === 'string')
            return obtainedTokens.scrubKnown(chunk);
        if (chunk instanceof Uint8Array) {
            const text = Buffer.from(chunk).toString('utf8');
            return obtainedTokens.contains(text) ? Buffer.from(obtainedTokens.scrubKnown(text)) : chunk;
        }
        return chunk;
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = ((chunk, ...rest) => write(clean(chunk), ...rest));
    res.end = ((chunk, ...rest) => (typeof chunk === 'function' || chunk === undefined ? end(chunk, ...rest) : end(clean(chunk), ...rest)));
}

// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(2708);
// EXTERNAL MODULE: ./src/contract/surfaces.ts
var surfaces = __webpack_require__(3565);
;// CONCATENATED MODULE: ./src/proxy/messages.ts
/** A JSON-RPC id of any JSON type, as a map key (1 and "1" stay apart; an object id is matched by its text). */
function idKey(id) {
    return JSON.stringify(id) ?? 'undefined';
}
/** JSON-RPC error code of a refused call (implementation-defined server error range). */
const CONTRACT_DRIFT_ERROR = -32010;
/** JSON-RPC "invalid params": a tools/call whose name is not a string is never sent on (the server might read it otherwise). */
const INVALID_PARAMS = -32602;

;// CONCATENATED MODULE: ./src/proxy/paths.ts




/**
 * The 2026-07-28 paths to a tool beyond a plain request and its answer, judged for the Enforcer (enforcer.ts):
 *
 * - multi-round-trip requests (SEP-2322): a `tools/call`, `prompts/get` or `resources/read` answered with
 *   `resultType: "input_required"` is retried by the client as a new request carrying `inputResponses` and the
 *   server's opaque `requestState`. A retry is judged as the request it is (a withheld tool's call is refused as
 *   ever), and its `requestState` must be one the server issued, through this proxy, in answer to the same method for
 *   the same tool, prompt or resource: a state the proxy never saw, or one issued for another tool, is refused (the
 *   server would resume work the proxy judged for another name). The input requests an `input_required` result
 *   embeds are judged as the server's own requests are: a `sampling/createMessage` offering tools has them judged
 *   like a listing.
 * - `subscriptions/listen` (SEP-2575): its filter (`notifications`) may name resources (`resourceSubscriptions`),
 *   tasks (`taskIds`, the tasks extension) and, in an extension's key, tools. One naming a withheld tool, the UI
 *   resource of a withheld tool, a `ui://` resource the lockfile does not pin, or a task the proxy would refuse
 *   `tasks/get` for is refused; the notifications the server sends about such an entry (`notifications/resources/
 *   updated`, `notifications/tasks/status`) are dropped. Each frame of a listen stream names its subscription
 *   (`_meta["io.modelcontextprotocol/subscriptionId"]`, the listen request's id): the proxy's id on the server's leg,
 *   the client's on its own, and a frame naming no listen the proxy forwarded and still has open (not answered, not cancelled by the client) is dropped.
 */
/** The `_meta` key a listen-stream frame names its subscription by (the listen request's JSON-RPC id). */
const SUBSCRIPTION_ID_META = 'io.modelcontextprotocol/subscriptionId';
/** The methods whose answer may be `input_required`, and so whose request may be retried with a `requestState`. */
const RETRIED = new Set(['tools/call', 'prompts/get', 'resources/read']);
/** The most states, and open requests awaiting a possible `input_required`, kept (the oldest forgotten first). */
const MAX_KEPT = 4096;
/** The client requests the proxy knows (MCP 2025-06-18 to 2026-07-28); any other that names a tool is refused in block mode. */
const KNOWN_METHODS = new Set([
    'initialize',
    'ping',
    'tools/list',
    'tools/call',
    'prompts/list',
    'prompts/get',
    'resources/list',
    'resources/read',
    'resources/templates/list',
    'resources/subscribe',
    'resources/unsubscribe',
    'completion/complete',
    'logging/setLevel',
    'tasks/get',
    'tasks/result',
    'tasks/list',
    'tasks/cancel',
    'server/discover',
    'subscriptions/listen',
]);
/** A request's target: the tool or prompt name, or the resource URI. */
const targetOf = (params) => (typeof params?.name === 'string' ? params.name : typeof params?.uri === 'string' ? params.uri : undefined);
const key = idKey;
class PathGuard {
    host;
    /** Requests that may be answered `input_required`, by id key: what they asked. */
    open = new Map();
    /** The `requestState`s the server issued through the proxy, with what the request they answered asked. */
    states = new Map();
    /** The listens forwarded and not yet ended, by the proxy's id (their frames' subscription id). */
    listens = new Set();
    constructor(host) {
        this.host = host;
    }
    /** Whether answers are awaited (the transport must then read them). */
    pending() {
        return this.open.size > 0 || this.listens.size > 0;
    }
    /**
     * A client request: why it is refused (a retry whose state was not issued for it, a listen naming what the proxy
     * withholds), or undefined (judged on as ever). A request that may be answered `input_required` is noted.
     */
    async refusal(msg) {
        if (msg.method === 'subscriptions/listen') {
            const why = await this.listenProblem(msg.params);
            if (!why && msg.id !== undefined)
                this.listens.add(typeof msg.id === 'string' ? msg.id : key(msg.id));
            return why;
        }
        if (msg.method === undefined || !RETRIED.has(msg.method))
            return undefined;
        const target = targetOf(msg.params) ?? '';
        const state = msg.params?.requestState;
        if (state !== undefined) {
            const issued = typeof state === 'string' ? this.states.get(state) : undefined;
            if (!issued)
                return `${msg.method} of '${target}' retries with a requestState the server never issued through the proxy`;
            if (issued.method !== msg.method || issued.target !== target)
                return `${msg.method} of '${target}' retries with the requestState the server issued for ${issued.method} of '${issued.target}'`;
        }
        if (msg.id !== undefined)
            remember(this.open, key(msg.id), { method: msg.method, target });
        return undefined;
    }
    /** The client cancelled the request forwarded under `wire` (its id on the server's leg): a listen it names is no longer open. */
    cancelled(wire) {
        this.listens.delete(wire);
    }
    /** A server's answer: an `input_required` one has its state noted and its embedded input requests judged. */
    answer(msg) {
        const k = key(msg.id);
        if (typeof msg.id === 'string' && this.listens.delete(msg.id))
            return msg;
        const asked = this.open.get(k);
        if (!asked)
            return msg;
        this.open.delete(k);
        const result = msg.result;
        if (!(0,json/* isObject */.Gv)(result) || result.resultType !== 'input_required')
            return msg;
        if (typeof result.requestState === 'string')
            remember(this.states, result.requestState, asked);
        if (!(0,json/* isObject */.Gv)(result.inputRequests))
            return msg;
        let changed = false;
        const inputs = {};
        for (const [name, req] of Object.entries(result.inputRequests)) {
            inputs[name] = req;
            if (!(0,json/* isObject */.Gv)(req) || req.method !== 'sampling/createMessage' || !(0,json/* isObject */.Gv)(req.params) || !Array.isArray(req.params.tools))
                continue;
            const tools = this.host.offered(req.params.tools);
            if (tools === req.params.tools)
                continue;
            changed = true;
            inputs[name] = { ...req, params: { ...req.params, tools: tools } };
        }
        return changed ? { ...msg, result: { ...result, inputRequests: inputs } } : msg;
    }
    /**
     * A server notification: why it is dropped (a listen frame for no listen open through the proxy, or one about an
     * entry the proxy withholds), else the message with its subscription id restored to the client's (`clientId`).
     */
    notice(msg, clientId, judge) {
        let out = msg;
        if ((0,json/* isObject */.Gv)(msg.params) && (0,json/* isObject */.Gv)(msg.params._meta) && Object.hasOwn(msg.params._meta, SUBSCRIPTION_ID_META)) {
            const sub = subscriptionOf(msg);
            const mine = typeof sub === 'string' && this.listens.has(sub) ? clientId(sub) : undefined;
            if (mine === undefined)
                return { drop: `${msg.method} names subscription ${JSON.stringify(sub ?? null).slice(0, 80)}, which no listen through the proxy has open` };
            out = withFrameSubscription(msg, mine);
        }
        const params = msg.params;
        if (!judge)
            return { msg: out };
        if (msg.method === 'notifications/resources/updated' && typeof params?.uri === 'string') {
            const why = this.uriProblem(params.uri);
            if (why)
                return { drop: `${msg.method}: ${why}` };
        }
        if (msg.method === 'notifications/tasks/status' && typeof params?.taskId === 'string') {
            const why = this.host.taskProblem(params.taskId);
            if (why)
                return { drop: `${msg.method}: ${why}` };
        }
        return { msg: out };
    }
    /** Why a listen is refused: its filter names a withheld tool, a resource of one (or an unpinned UI resource), or a refused task. */
    async listenProblem(params) {
        const filter = (0,json/* isObject */.Gv)(params?.notifications) ? params.notifications : {};
        if (Object.keys(filter).length)
            await this.host.fresh();
        for (const [k, v] of Object.entries(filter)) {
            const items = Array.isArray(v) ? v : [v];
            for (const item of items) {
                if (typeof item !== 'string')
                    continue;
                if (k === 'resourceSubscriptions' || k === 'taskIds') {
                    const why = k === 'taskIds' ? this.host.taskProblem(item) : this.uriProblem(item);
                    if (why)
                        return `subscriptions/listen: ${why}`;
                }
                else if (this.host.isTool(item)) {
                    const verdict = this.host.verdict(item);
                    if (!usableStatus(verdict.status))
                        return `subscriptions/listen names ${describeVerdict(verdict, this.host.server)}`;
                }
            }
        }
        return undefined;
    }
    /** Why a resource URI is not passed on: the UI resource of a tool withheld now, or a `ui://` resource the lockfile does not pin. */
    uriProblem(uri) {
        for (const t of this.host.tools()) {
            if ((0,surfaces/* toolUiBinding */.CZ)(t)?.resourceUri !== uri)
                continue;
            const v = this.host.verdict(t.name);
            if (!usableStatus(v.status))
                return `${uri} is the UI resource of ${describeVerdict(v, this.host.server)}`;
        }
        if (uri.startsWith('ui://') && this.host.pinsUi(uri) === false)
            return `UI resource ${uri} is not pinned in the lockfile`;
        return undefined;
    }
}
/** The audit line (enforcer.ts AuditLine) of a request refused, or a notification dropped, on one of these paths. */
function pathAudit(server, now, tool, decision, status, reason) {
    return { time: now.toISOString(), server, tool, hash: null, decision, status, reason };
}
/** The subscription a listen-stream frame names (`params._meta` subscription id; undefined: none). */
function subscriptionOf(msg) {
    return (0,json/* isObject */.Gv)(msg.params) && (0,json/* isObject */.Gv)(msg.params._meta) ? msg.params._meta[SUBSCRIPTION_ID_META] : undefined;
}
/** A listen-stream frame naming subscription `id` instead. */
function withFrameSubscription(msg, id) {
    const params = msg.params;
    return { ...msg, params: { ...params, _meta: { ...params._meta, [SUBSCRIPTION_ID_META]: id } } };
}
/** A server's answer to a listen (its graceful end) with the client's id in its `_meta` subscription id, where it names the proxy's (`wire`). */
function withSubscriptionId(answer, wire, clientId) {
    const result = answer.result;
    if (!(0,json/* isObject */.Gv)(result) || !(0,json/* isObject */.Gv)(result._meta) || result._meta[SUBSCRIPTION_ID_META] !== wire)
        return answer;
    return { ...answer, result: { ...result, _meta: { ...result._meta, [SUBSCRIPTION_ID_META]: clientId } } };
}
function remember(map, k, v) {
    map.delete(k);
    map.set(k, v);
    if (map.size > MAX_KEPT)
        map.delete(map.keys().next().value);
}

;// CONCATENATED MODULE: ./src/proxy/listing.ts


/**
 * What the Enforcer (enforcer.ts) shows a client of a judged entry, transport-free: a listing filtered by its
 * verdicts (tools, prompts, the tools a sampling request offers), the data of a refused call, and the argument moves
 * of an approved migration.
 */
/** `_meta` key of the proxy's notes (translations, warnings) on results and tools. */
const META_KEY = 'io.github.mcp-contract-gate/proxy';
/**
 * A listing's items as the client may see them: pinned ones as they are, others withheld (block: `withheld` is told,
 * once per name), noted (compatible) or marked (warn); `items` itself when all are pinned, or in `off` mode.
 */
function filterListed(items, verdicts, enforce, server, withheld) {
    if (enforce === 'off')
        return items;
    let out; // allocated at the first item that is not passed on as it is
    let logged;
    for (let i = 0; i < items.length; i++) {
        const t = items[i];
        const name = (0,json/* isObject */.Gv)(t) && typeof t.name === 'string' ? t.name : undefined;
        const v = name !== undefined ? verdicts.get(name) : undefined;
        if (v && v.status === 'pinned') {
            out?.push(t);
            continue;
        }
        out ??= items.slice(0, i);
        if (!v)
            continue;
        const why = describeVerdict(v, server);
        const meta = (0,json/* isObject */.Gv)(t._meta) ? t._meta : {};
        if (v.status === 'compatible') {
            out.push({ ...t, _meta: { ...meta, [META_KEY]: { changed: why } } });
            continue;
        }
        if (enforce === 'block') {
            if (!(logged ??= new Set()).has(v.name)) {
                logged.add(v.name);
                withheld(v, why);
            }
            continue;
        }
        out.push({ ...t, _meta: { ...meta, [META_KEY]: { warning: why } } });
    }
    return out ?? items;
}
/** The `data` of a refused call's error: the verdict, and each change with its flags. */
function refusalData(tool, server, verdict) {
    return {
        tool,
        server,
        status: verdict.status,
        pinnedHash: verdict.pinnedHash,
        liveHash: verdict.liveHash,
        changes: verdict.changes.map((c) => ({
            rule: c.rule,
            severity: c.severity,
            path: c.path,
            message: c.message,
            ...(c.flags?.length ? { flags: c.flags.map((f) => ({ id: f.id, message: f.message, ...(f.family ? { family: f.family } : {}), ...(f.confidence ? { confidence: f.confidence } : {}) })) } : {}),
        })),
    };
}
/** A call's arguments with an approved migration's parameter moves applied (a move whose target is given is skipped), and the moves made. */
function movedArguments(args, moves) {
    const moved = [];
    for (const { from, to } of moves) {
        if (Object.prototype.hasOwnProperty.call(args, from) && !Object.prototype.hasOwnProperty.call(args, to)) {
            const next = { ...args };
            next[to] = next[from];
            delete next[from];
            args = next;
            moved.push({ from, to });
        }
    }
    return { args, moved };
}

;// CONCATENATED MODULE: ./src/proxy/prompts.ts

/** How many times a prompts/get lists the prompts itself while a list_changed keeps making its listing stale. */
const RELIST_TRIES = 5;
/**
 * What the Enforcer (enforcer.ts) knows of the server's prompts, as it knows its tools: every `prompts/list` page the
 * client receives updates it, a `notifications/prompts/list_changed` makes all of it stale, and a `prompts/get` on a
 * stale (or missing) listing lists the prompts first (`list`, the proxy's own full prompts/list).
 */
class PromptKnowledge {
    checker;
    filter;
    list;
    /** Bumped on every list_changed: knowledge from an older generation is not used. */
    generation = 0;
    known = new Map();
    /** The generation of the last complete listing. */
    completeAt = -1;
    /** The client's prompts/list requests awaiting their page (id key → the generation asked at). */
    lists = new Map();
    constructor(checker, 
    /** A listing's items as the client may see them (listing.ts filterListed). */
    filter, list) {
        this.checker = checker;
        this.filter = filter;
        this.list = list;
    }
    /** A notifications/prompts/list_changed. */
    changed() {
        this.generation++;
    }
    /** A client's prompts/list, forwarded under this id key. */
    noteList(key) {
        this.lists.set(key, this.generation);
    }
    /** Whether a page of the client's listing is awaited. */
    pending() {
        return this.lists.size > 0;
    }
    /** The answer with this id key when it is a page of the client's listing: learnt from and filtered; else undefined. */
    answer(key, msg) {
        const listedAt = this.lists.get(key);
        if (listedAt === undefined)
            return undefined;
        this.lists.delete(key);
        if (!(0,json/* isObject */.Gv)(msg.result) || !Array.isArray(msg.result.prompts))
            return msg;
        const verdicts = this.checker.assessPrompts(msg.result.prompts);
        if (listedAt === this.generation) {
            for (const [name, verdict] of verdicts)
                this.known.set(name, { verdict, generation: listedAt });
            if (!msg.result.nextCursor && this.lists.size === 0)
                this.completeAt = Math.max(this.completeAt, listedAt);
        }
        return { ...msg, result: { ...msg.result, prompts: this.filter(msg.result.prompts, verdicts) } };
    }
    /** A prompt's verdict from a current listing (the prompts listed first when none is). */
    async verdict(name, meta) {
        for (let tries = 0; this.completeAt !== this.generation && this.list && tries < RELIST_TRIES; tries++) {
            const generation = this.generation;
            const prompts = await this.list(meta);
            if (generation !== this.generation)
                continue;
            this.known.clear();
            for (const [n, verdict] of this.checker.assessPrompts(prompts))
                this.known.set(n, { verdict, generation });
            this.completeAt = generation;
        }
        const k = this.known.get(name);
        return k && k.generation === this.generation ? k.verdict : this.checker.promptVerdict(name, []);
    }
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./src/proxy/repeat.ts



/**
 * A server's answer served again byte for byte (a client listing the tools over and over), read strictly once.
 *
 * An entry is a message read strictly (wire.ts, nothing repaired) whose bytes were exactly what JSON.stringify writes
 * for the value read, with `id` its last member: such bytes hold nothing a parser could read otherwise. A line whose
 * bytes are an entry's up to its id, followed by `,"id":ID}` where ID is exactly JSON.stringify's text of an id the
 * client has open, is therefore exactly JSON.stringify's text of the entry's value with that id: the proxy judges that
 * value (deep-frozen, so a judgement kept beside it stays true; see `isRepeated`) and, when the judgement leaves it
 * unchanged, sends on the very bytes it read, which are the value written anew. The same bytes always give the same
 * value; any other byte misses and the line is read as every line is. Bounded: at most `maxEntries` answers (the
 * oldest dropped first) of at most `maxBytes` each.
 */
/** How many answers are kept. */
const REPEAT_ENTRIES = 8;
/** The largest answer kept (bytes); a larger one is read anew each time. */
const REPEAT_MAX_BYTES = 1024 * 1024;
const ID_MEMBER = Buffer.from(',"id":');
const CLOSE = 0x7d; // }
/** Values handed out by a RepeatedAnswers: deep-frozen, so what was judged of them cannot go stale. */
const frozen = new WeakSet();
/** Whether `v` is (part of) an answer kept by a RepeatedAnswers: deep-frozen, never changed after it was judged. */
function isRepeated(v) {
    return typeof v === 'object' && v !== null && frozen.has(v);
}
function deepFreeze(v) {
    const work = [v];
    while (work.length) {
        const x = work.pop();
        if (typeof x !== 'object' || x === null || frozen.has(x))
            continue;
        Object.freeze(x);
        frozen.add(x);
        for (const k of Object.keys(x))
            work.push(x[k]);
    }
}
class RepeatedAnswers {
    maxEntries;
    maxBytes;
    /** Each entry's bytes up to its id member, and its value without the id; the oldest first. */
    entries = [];
    constructor(maxEntries = REPEAT_ENTRIES, maxBytes = REPEAT_MAX_BYTES) {
        this.maxEntries = maxEntries;
        this.maxBytes = maxBytes;
    }
    get size() {
        return this.entries.length;
    }
    /**
     * The value `line` (a stdio line without its LF) carries when it repeats an entry's bytes with an open id: `open`
     * gives the id whose JSON text is the one given, when the client has it open (else undefined). Undefined otherwise.
     */
    match(line, open) {
        if (this.entries.length === 0 || line.length > this.maxBytes || line[line.length - 1] !== CLOSE)
            return undefined;
        const at = line.lastIndexOf(ID_MEMBER);
        if (at <= 0)
            return undefined;
        const kept = this.entries.find((e) => e.head.length === at && line.compare(e.head, 0, at, 0, at) === 0)?.value;
        if (!kept)
            return undefined;
        const idBytes = line.subarray(at + ID_MEMBER.length, line.length - 1);
        if (!(0,external_node_buffer_.isUtf8)(idBytes))
            return undefined;
        const idText = idBytes.toString('utf8');
        const id = open(idText);
        if (id === undefined || JSON.stringify(id) !== idText)
            return undefined;
        return { ...kept, id };
    }
    /**
     * Keep `msg`, read strictly from `line` with nothing repaired, when `line` is exactly JSON.stringify's text of it with
     * `id` its last member (and no deeper than a writer writes uncut). `msg` is deep-frozen when kept.
     */
    learn(line, msg) {
        if (line.length > this.maxBytes || msg.id === undefined)
            return;
        const keys = Object.keys(msg);
        if (keys[keys.length - 1] !== 'id')
            return;
        let text;
        try {
            text = JSON.stringify(msg);
        }
        catch {
            return; // nested too deep to write at once
        }
        const tail = `,"id":${JSON.stringify(msg.id)}}`;
        if (Buffer.byteLength(text) !== line.length || !text.endsWith(tail) || !line.equals(Buffer.from(text)))
            return;
        if ((0,json/* jsonDepth */.QV)(msg, limits/* MAX_WRITTEN_DEPTH */.ri) > limits/* MAX_WRITTEN_DEPTH */.ri)
            return;
        const head = Buffer.from(line.subarray(0, line.length - Buffer.byteLength(tail)));
        if (this.entries.some((e) => e.head.equals(head)))
            return;
        if (this.entries.length >= this.maxEntries)
            this.entries.shift();
        const { id: _id, ...value } = msg;
        deepFreeze(value);
        this.entries.push({ head, value: value });
    }
}

;// CONCATENATED MODULE: ./src/proxy/tools.ts


/**
 * What the Enforcer (enforcer.ts) knows of the server's tools. It never trusts an earlier listing over a newer one:
 * every `tools/list` page the client receives updates it, a `notifications/tools/list_changed` makes all of it stale,
 * and a call on a stale (or missing) listing has the proxy list the tools itself (`fresh`) before it is judged.
 */
class ToolKnowledge {
    checker;
    filter;
    list;
    surfaces;
    /** Bumped on every list_changed: knowledge from an older generation is not used. */
    generation = 0;
    known = new Map();
    /** The generation of the last complete listing (proxy's own, or the client's last page). */
    completeAt = -1;
    /** The client's tools/list requests awaiting their page: the generation asked at, and the listing the page belongs to. */
    clientLists = new Map();
    /** The names of the client's current listing (since its last tools/list without a cursor), over all its pages. */
    listing = new Set();
    /** The tools as last listed (for the transports' header checks: what a call's Mcp-Param-* headers mirror). */
    live = new Map();
    /** Verdicts of a listing served again (repeat.ts: deep-frozen, so they cannot go stale), with the day they were judged on. */
    repeated = new WeakMap();
    constructor(checker, 
    /** A listing's items as the client may see them (listing.ts filterListed). */
    filter, 
    /** The proxy's own full, paginated tools/list. */
    list, surfaces) {
        this.checker = checker;
        this.filter = filter;
        this.list = list;
        this.surfaces = surfaces;
    }
    /** A notifications/tools/list_changed. */
    changed() {
        this.generation++;
    }
    /** A client's tools/list, forwarded under this id key: one without a cursor starts a listing, one with a cursor asks its next page. */
    async noteList(key, params) {
        if (!((0,json/* isObject */.Gv)(params) && params.cursor !== undefined))
            this.listing = new Set();
        this.clientLists.set(key, { generation: this.generation, names: this.listing });
        if (this.surfaces?.watchesUi)
            await this.surfaces.refresh(await this.list((0,json/* isObject */.Gv)(params?._meta) ? params._meta : undefined));
    }
    /** Whether the answer with this id key is a page of the client's tools/list, still awaited. */
    awaits(key) {
        return this.clientLists.has(key);
    }
    /** Whether a page of the client's listing is awaited. */
    pending() {
        return this.clientLists.size > 0;
    }
    /** The answer with this id key when it is a page of the client's listing: learnt from and filtered (the message itself when nothing changed); else undefined. */
    answer(key, msg) {
        const listedAt = this.clientLists.get(key);
        if (listedAt === undefined)
            return undefined;
        this.clientLists.delete(key);
        if (!(0,json/* isObject */.Gv)(msg.result) || !Array.isArray(msg.result.tools))
            return msg;
        const tools = this.page(msg.result.tools, listedAt.generation, !msg.result.nextCursor, listedAt.names);
        // nothing withheld or marked: the message as it came (a transport may send on the bytes it read for it)
        if (tools === msg.result.tools)
            return msg;
        return { ...msg, result: { ...msg.result, tools: tools } };
    }
    /**
     * One page of the client's listing: learn from it, and withhold or mark what is not the pinned contract. A name an
     * earlier page of the same listing carried is listed twice: withheld here (`duplicated`), and its calls refused.
     */
    page(tools, generation, last, listing) {
        const assessed = this.assessed(tools);
        let verdicts = assessed;
        for (const name of assessed.keys()) {
            if (!listing.has(name))
                continue;
            if (verdicts === assessed)
                verdicts = new Map(assessed); // the kept verdicts of a repeated listing stay as they are
            verdicts.set(name, { name, status: 'duplicated', pinnedHash: this.checker.entry(name)?.hash ?? null, liveHash: null, changes: [] });
        }
        for (const name of verdicts.keys())
            listing.add(name);
        if (generation === this.generation) {
            this.learnLive(tools, generation);
            for (const [name, verdict] of verdicts)
                this.known.set(name, { verdict, generation });
            if (last && this.clientLists.size === 0)
                this.completeAt = Math.max(this.completeAt, generation);
        }
        return this.filter(tools, verdicts);
    }
    /** The checker's verdicts on a listing; for one served again (deep-frozen), judged once a day. */
    assessed(tools) {
        if (this.surfaces?.watchesUi)
            return this.surfaces.judge(this.checker.assess(tools)); // (UI read at each listing)
        if (!isRepeated(tools))
            return this.checker.assess(tools);
        const day = this.checker.day();
        const kept = this.repeated.get(tools);
        if (kept && kept.day === day)
            return kept.verdicts;
        const verdicts = this.checker.assess(tools);
        this.repeated.set(tools, { day, verdicts });
        return verdicts;
    }
    /** Bring the knowledge up to date: list the tools when the listing is stale (or there is none). */
    async fresh(meta) {
        if (this.completeAt !== this.generation)
            await this.relist(meta);
    }
    async relist(meta) {
        for (;;) {
            const generation = this.generation;
            const tools = await this.list(meta);
            if (generation !== this.generation)
                continue; // a list_changed arrived while listing: that listing is already old
            await this.surfaces?.refresh(tools);
            const verdicts = this.surfaces ? this.surfaces.judge(this.checker.assess(tools)) : this.checker.assess(tools);
            this.live.clear();
            this.learnLive(tools, generation);
            for (const key of [...this.known.keys()])
                if (!verdicts.has(key))
                    this.known.delete(key);
            for (const [name, verdict] of verdicts)
                this.known.set(name, { verdict, generation });
            this.completeAt = generation;
            return;
        }
    }
    learnLive(tools, generation) {
        for (const t of tools)
            if ((0,json/* isObject */.Gv)(t) && typeof t.name === 'string')
                this.live.set(t.name, { tool: t, generation });
    }
    /** A tool's verdict from what is known now (not listed now: the checker's verdict of an unlisted tool). */
    verdictOf(name) {
        const k = this.known.get(name);
        if (k && k.generation === this.generation)
            return k.verdict;
        return this.checker.verdict(name, []);
    }
    /** Whether the current listing carries this tool. */
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
    /** The tool as listed now (undefined: not in the current listing). */
    liveTool(name) {
        const live = this.live.get(name);
        return live && live.generation === this.generation ? live.tool : undefined;
    }
    /** Whether a name is a tool the server listed or the lockfile pins. */
    isTool(name) {
        return this.checker.entry(name) !== undefined || this.live.has(name);
    }
    /** The tools as last listed. */
    tools() {
        return [...this.live.values()].map((l) => l.tool);
    }
}

;// CONCATENATED MODULE: ./src/proxy/enforcer.ts







/**
 * The proxy's judgement, transport-free: it sees every message in both directions and answers what to forward, what
 * to answer itself, and how to rewrite. It never trusts an earlier listing over a newer one: every `tools/list` page
 * the client receives updates what it knows, a `notifications/tools/list_changed` makes all of it stale, and a call
 * on a stale (or missing) listing makes the proxy list the tools itself before it decides.
 */
class Enforcer {
    checker;
    options;
    /** The tools' listings, verdicts and live definitions. */
    tools;
    calls = new Map();
    /** The same knowledge for prompts (their own list_changed). */
    prompts;
    /** Task-augmented calls awaiting their answer (id key → tool), and the tasks they created (task id → tool). */
    taskCalls = new Map();
    tasks = new Map();
    /** Multi-round-trip retries and subscriptions/listen (paths.ts). */
    paths;
    constructor(checker, options) {
        this.checker = checker;
        this.options = options;
        this.tools = new ToolKnowledge(checker, (items, verdicts) => this.filterListed(items, verdicts), options.listTools, options.surfaces);
        this.prompts = new PromptKnowledge(checker, (items, verdicts) => this.filterListed(items, verdicts), options.listPrompts);
        this.paths = new PathGuard({
            server: checker.server,
            fresh: () => this.tools.fresh(undefined),
            verdict: (name) => this.tools.verdictOf(name),
            tools: () => this.tools.tools(),
            isTool: (name) => this.tools.isTool(name),
            taskProblem: (id) => this.taskProblem(id),
            pinsUi: (uri) => (options.surfaces?.watchesUi ? options.surfaces.pins(uri) : undefined),
            offered: (tools) => this.filterListed(tools, this.checker.assess(tools)),
        });
    }
    /** A message from the client: forward it (maybe rewritten), or answer it here. */
    async fromClient(msg) {
        if (msg.method === 'tools/list' && msg.id !== undefined) {
            await this.tools.noteList(idKey(msg.id), msg.params);
            return { forward: msg };
        }
        const path = await this.paths.refusal(msg);
        if (path && this.options.enforce !== 'off')
            return this.refuse(msg, typeof msg.params?.name === 'string' ? msg.params.name : '', path);
        if (msg.id !== undefined)
            this.options.surfaces?.noteRequest(idKey(msg.id), msg.method, msg.params);
        if (msg.method === 'prompts/list' && msg.id !== undefined) {
            this.prompts.noteList(idKey(msg.id));
            return { forward: msg };
        }
        if (msg.method === 'prompts/get')
            return this.judgePrompt(msg);
        if (msg.method === 'tasks/get' || msg.method === 'tasks/result')
            return this.judgeTask(msg);
        if (msg.method !== undefined && msg.method !== 'tools/call' && !KNOWN_METHODS.has(msg.method) && !msg.method.startsWith('notifications/'))
            return this.judgeUnknown(msg);
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
        await this.tools.fresh(meta);
        const asked = params.name;
        let name = asked;
        const translation = {};
        if (!this.tools.usable(name)) {
            const renamed = this.tools.renamedTo(name);
            if (renamed) {
                name = renamed;
                translation.tool = { from: asked, to: renamed };
            }
        }
        const verdict = this.tools.verdictOf(name);
        let args = (0,json/* isObject */.Gv)(params.arguments) ? params.arguments : undefined;
        if (args && usableStatus(verdict.status)) {
            const moved = movedArguments(args, this.checker.entry(name)?.migration?.params ?? []);
            args = moved.args;
            if (moved.moved.length)
                translation.arguments = moved.moved;
        }
        const translated = translation.tool || translation.arguments ? translation : undefined;
        const { ok, warn, why } = this.decide(name, verdict, translated ? { translation: translated } : {});
        if (!ok && !warn) {
            if (msg.id === undefined)
                return {};
            const error = { code: CONTRACT_DRIFT_ERROR, message: `${why}; the call was not sent (mcp-contract-gate proxy)`, data: refusalData(name, this.checker.server, verdict) };
            return { reply: { jsonrpc: '2.0', id: msg.id, error } };
        }
        if (msg.id !== undefined && (0,json/* isObject */.Gv)(params.task))
            this.taskCalls.set(idKey(msg.id), name);
        const note = verdict.status === 'compatible' ? why : undefined;
        if ((translated || warn || note) && msg.id !== undefined)
            this.calls.set(idKey(msg.id), { ...(translated ? { translation: translated } : {}), ...(warn ? { warning: why } : {}), ...(note ? { note } : {}) });
        if (!translated)
            return { forward: msg };
        return { forward: { ...msg, params: { ...params, name, ...(args ? { arguments: args } : {}) } } };
    }
    /** Whether the answer with this id key (`idKey`) is a page of the client's tools/list, still awaited. */
    awaitsListing(key) {
        return this.tools.awaits(key);
    }
    /**
     * Whether an answer from the server could now be rewritten or learnt from (a client's listing or a noted call is
     * pending). When not, and a message is no list_changed, `fromServer` returns it unchanged: a transport may pass it on
     * without parsing it.
     */
    expectsAnswers() {
        return this.tools.pending() || this.calls.size > 0 || this.prompts.pending() || this.taskCalls.size > 0 || this.paths.pending() || this.options.surfaces?.pending() === true;
    }
    /** A message from the server: filter listings, note translations on results, go stale on list_changed. */
    fromServer(msg) {
        if (msg.method === 'notifications/tools/list_changed') {
            this.tools.changed();
            return msg;
        }
        if (msg.method === 'notifications/prompts/list_changed') {
            this.prompts.changed();
            return msg;
        }
        if (msg.method === 'sampling/createMessage' && (0,json/* isObject */.Gv)(msg.params) && Array.isArray(msg.params.tools))
            return this.judgeSampling(msg);
        if (msg.id === undefined || msg.method !== undefined)
            return msg;
        msg = this.paths.answer(msg); // an input_required answer: its state noted, its input requests judged
        const key = idKey(msg.id);
        const refused = this.options.surfaces?.judgeAnswer(key, msg);
        if (refused)
            return refused;
        const taskTool = this.taskCalls.get(key);
        if (taskTool !== undefined) {
            this.taskCalls.delete(key);
            const task = (0,json/* isObject */.Gv)(msg.result) && (0,json/* isObject */.Gv)(msg.result.task) ? msg.result.task : undefined;
            if (task && typeof task.taskId === 'string')
                this.tasks.set(task.taskId, taskTool);
        }
        const listed = this.tools.answer(key, msg);
        if (listed)
            return listed;
        const prompts = this.prompts.answer(key, msg);
        if (prompts)
            return prompts;
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
    /** A listing's items as the client may see them (listing.ts), a withheld one logged and audited once. */
    filterListed(items, verdicts) {
        return filterListed(items, verdicts, this.options.enforce, this.checker.server, (v, why) => this.withheld(v, why));
    }
    /** A prompts/get: sent on only for a prompt listed as pinned (or compatible), like a tools/call. */
    async judgePrompt(msg) {
        if (!(0,json/* isObject */.Gv)(msg.params) || typeof msg.params.name !== 'string') {
            if (msg.id === undefined)
                return {};
            return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: INVALID_PARAMS, message: 'prompts/get needs params.name, a string (mcp-contract-gate proxy: not sent to the server)' } } };
        }
        const name = msg.params.name;
        const verdict = await this.prompts.verdict(name, (0,json/* isObject */.Gv)(msg.params._meta) ? msg.params._meta : undefined);
        const { ok, warn, why } = this.decide(name, verdict, { entity: 'prompt' });
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
    /**
     * A server's sampling/createMessage that offers the client's model tools: each judged against this server's pins,
     * as a listing is (block: what is not as pinned is removed, with a `withheld` audit line; warn: marked; off: as is).
     */
    judgeSampling(msg) {
        const tools = msg.params.tools;
        const judged = this.filterListed(tools, this.checker.assess(tools));
        return judged === tools ? msg : { ...msg, params: { ...msg.params, tools: judged } };
    }
    /**
     * tasks/get and tasks/result: the task's tool judged again, as a call is (a tool withheld since the call that created
     * the task: refused). In block mode a task no call through the proxy created is refused too.
     */
    async judgeTask(msg) {
        const taskId = (0,json/* isObject */.Gv)(msg.params) ? msg.params.taskId : undefined;
        if (this.options.enforce === 'off')
            return { forward: msg };
        if (typeof taskId === 'string' && this.tasks.has(taskId))
            await this.tools.fresh(undefined);
        const why = this.taskProblem(taskId);
        return why ? this.refuse(msg, (typeof taskId === 'string' && this.tasks.get(taskId)) || '', `${msg.method}: ${why}`) : { forward: msg };
    }
    /** Why a task's tasks/get is refused, from what is known: its tool is withheld now, or no call through the proxy created it. */
    taskProblem(taskId) {
        const tool = typeof taskId === 'string' ? this.tasks.get(taskId) : undefined;
        if (tool === undefined)
            return `task ${JSON.stringify(taskId ?? null).slice(0, 80)} was created by no call through the proxy`;
        const verdict = this.tools.verdictOf(tool);
        return usableStatus(verdict.status) ? undefined : describeVerdict(verdict, this.checker.server);
    }
    /**
     * A method the proxy does not know: sent on, unless (block mode) its params name a tool the server lists or the
     * lockfile pins (params.name, params.tool, params.toolName): a path to a tool the proxy cannot judge is refused.
     */
    judgeUnknown(msg) {
        if (this.options.enforce !== 'block' || !(0,json/* isObject */.Gv)(msg.params))
            return { forward: msg };
        const params = msg.params;
        const named = [params.name, params.tool, params.toolName].find((v) => typeof v === 'string' && this.tools.isTool(v));
        if (named === undefined)
            return { forward: msg };
        return this.refuse(msg, named, `method ${JSON.stringify(msg.method)} names tool '${named}', and the proxy judges no such path to a tool`);
    }
    /** A request judged on its entry's verdict (a tools/call, a prompts/get): allowed, warned or refused, in one audit line. */
    decide(name, verdict, extra) {
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
            ...extra,
            ...(why ? { reason: why } : {}),
        });
        return { ok, warn, why };
    }
    /** A request refused by a rule beyond the verdict of its tool (block; warn: audited as warned and sent on), audited and answered with -32010. */
    refuse(msg, tool, why) {
        const warn = this.options.enforce === 'warn';
        this.options.audit(pathAudit(this.checker.server, this.options.now?.() ?? new Date(), tool, warn ? 'warned' : 'refused', this.tools.verdictOf(tool).status, why));
        if (warn)
            return { forward: msg };
        if (msg.id === undefined)
            return {};
        return { reply: { jsonrpc: '2.0', id: msg.id, error: { code: CONTRACT_DRIFT_ERROR, message: `${why}; ${msg.method} was not sent (mcp-contract-gate proxy)` } } };
    }
    /** The client cancelled the request forwarded under `wire` (the transport's id on the server's leg): a listen it was is no longer open (paths.ts). */
    cancelled(wire) {
        this.paths.cancelled(wire);
    }
    /**
     * A notification of the server's: dropped (undefined; one stderr and one audit line) when it is a listen-stream frame
     * for no listen open through the proxy, or (not in `off` mode) about an entry the proxy withholds (paths.ts); else
     * judged by fromServer, a listen frame with the client's id of its subscription (`clientId`: the client's id of a request the proxy forwarded).
     */
    fromServerNotice(msg, clientId) {
        const judged = this.paths.notice(msg, clientId, this.options.enforce !== 'off');
        if ('msg' in judged)
            return this.fromServer(judged.msg);
        this.options.log?.(`mcp-contract-gate proxy: dropped ${judged.drop}\n`);
        this.options.audit(pathAudit(this.checker.server, this.options.now?.() ?? new Date(), '', 'dropped', 'missing', judged.drop));
        return undefined;
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
    /**
     * For a transport's header checks (Mcp-Param-*, src/proxy/mirrored-headers.ts): the listed tool a tools/call would
     * reach (after an approved rename), whether it was renamed, and the parameter moves the call would get. Lists the
     * tools first when the listing is stale, as a call does. Undefined when no listed tool answers to the call.
     */
    async callTarget(params) {
        if (typeof params.name !== 'string')
            return undefined;
        await this.tools.fresh((0,json/* isObject */.Gv)(params._meta) ? params._meta : undefined);
        const renamed = !this.tools.usable(params.name) ? this.tools.renamedTo(params.name) : undefined;
        const name = renamed ?? params.name;
        const tool = this.tools.liveTool(name);
        if (!tool)
            return undefined;
        const args = (0,json/* isObject */.Gv)(params.arguments) ? params.arguments : {};
        const moves = (this.checker.entry(name)?.migration?.params ?? []).filter(({ from, to }) => Object.hasOwn(args, from) && !Object.hasOwn(args, to));
        return { tool, renamed: renamed !== undefined, moves };
    }
}

// EXTERNAL MODULE: ./src/mcp-client/surfaces.ts
var mcp_client_surfaces = __webpack_require__(8551);
;// CONCATENATED MODULE: ./src/proxy/surfaces.ts







const digestOf = (bytes) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex')}`;
class SurfaceGuard {
    server;
    request;
    ui;
    skills;
    /** Pinned digests by resource URI: each UI resource's and each skill file's. */
    digests = new Map();
    /** The tools whose UI drifted at the last refresh, with the findings that say how. */
    drifted = new Map();
    asked = new Map();
    constructor(server, pinned, 
    /** One request of the proxy's own to the server (core.ts OwnRequest). */
    request) {
        this.server = server;
        this.request = request;
        this.ui = new Map(Object.entries(pinned.ui ?? {}).map(([tool, e]) => [tool, { hash: e.hash, contract: e.contract }]));
        this.skills = new Map();
        for (const e of Object.values(pinned.skills ?? {})) {
            const s = (0,surfaces/* readSkill */.G7)(e.contract);
            if (s)
                this.skills.set(s.uri, s);
        }
        for (const u of (0,surfaces/* readUiList */.n6)([...this.ui.values()].map((x) => x.contract)))
            if (!('error' in u.resource))
                this.pin(u.resourceUri, u.resource.digest);
        for (const s of this.skills.values())
            if (s.resources !== 'dynamic')
                for (const f of s.resources)
                    this.pin(f.uri, f.digest);
    }
    pin(uri, digest) {
        let set = this.digests.get(uri);
        if (!set)
            this.digests.set(uri, (set = new Set()));
        set.add(digest);
    }
    /** Whether the lockfile pins UI resources for this server (only then are the tools' UIs read at listing time). */
    get watchesUi() {
        return this.ui.size > 0;
    }
    /** Whether the lockfile pins this resource URI (a UI resource or a skill file). */
    pins(uri) {
        return this.digests.has(uri);
    }
    /** Whether a client request's answer is awaited (a transport must then parse answers). */
    pending() {
        return this.asked.size > 0;
    }
    /**
     * The live tools' UI surfaces read again (each `ui://` resource they name, once) and compared with the pin: a tool
     * whose pinned UI differs, or that names a UI resource where its pin names none, is drifted until the next refresh.
     */
    async refresh(tools) {
        if (!this.watchesUi)
            return;
        const listed = tools.filter((t) => (0,json/* isObject */.Gv)(t) && typeof t.name === 'string');
        const client = {
            request: async (req) => {
                const answer = await this.request(req.method, (req.params ?? {}));
                if (!(0,json/* isObject */.Gv)(answer.result))
                    throw new Error(`${req.method} failed: ${JSON.stringify(answer.error ?? null)}`);
                return answer.result;
            },
        };
        const live = (await (0,mcp_client_surfaces/* readUiSurface */.Wt)(client, listed, undefined, { signal: new AbortController().signal, requestTimeoutMs: () => 30_000 })) ?? [];
        const pinned = (0,surfaces/* readUiList */.n6)([...this.ui.values()].map((x) => x.contract));
        const drifted = new Map();
        const liveByTool = new Map(live.map((u) => [u.tool, u]));
        for (const t of listed) {
            const now = liveByTool.get(t.name);
            const then = this.ui.get(t.name);
            if (!now && !then)
                continue;
            if (now && then && (0,canonical/* contractHash */.$o)((0,surfaces/* uiContract */.Dl)(now)) === then.hash)
                continue;
            const changes = (0,engine/* diffServer */.JM)({ tools: listed, ui: pinned.filter((u) => u.tool === t.name) }, { tools: listed, ui: now ? [now] : [] }).filter((c) => c.rule.startsWith('ui-'));
            drifted.set(t.name, changes);
        }
        this.drifted = drifted;
    }
    /** The verdicts of a listing with the tools whose UI drifted marked `drifted` (their UI findings as the changes). */
    judge(verdicts) {
        if (!this.drifted.size)
            return verdicts;
        const out = new Map(verdicts);
        for (const [name, changes] of this.drifted) {
            const v = out.get(name);
            if (v && (v.status === 'pinned' || v.status === 'compatible'))
                out.set(name, { ...v, status: 'drifted', changes: [...v.changes, ...changes] });
        }
        return out;
    }
    /** A client request: remember what a `skills/get` or a `resources/read` of a pinned URI asked, to judge its answer. */
    noteRequest(key, method, params) {
        const uri = (0,json/* isObject */.Gv)(params) && typeof params.uri === 'string' ? params.uri : undefined;
        if (uri === undefined)
            return;
        if (method === 'skills/get')
            this.asked.set(key, { kind: 'skill', uri });
        else if (method === 'resources/read' && (this.digests.has(uri) || (this.watchesUi && uri.startsWith('ui://'))))
            this.asked.set(key, { kind: 'read', uri });
    }
    /**
     * The server's answer to a noted request: unchanged when it is the pinned surface, else an error answer in its place
     * (the content never reaches the client). Undefined: not an answer the guard awaits.
     */
    judgeAnswer(key, msg) {
        const asked = this.asked.get(key);
        if (!asked)
            return undefined;
        this.asked.delete(key);
        if (!(0,json/* isObject */.Gv)(msg.result))
            return undefined; // an error answer passes as it is
        const why = asked.kind === 'skill' ? this.skillProblem(asked.uri, msg.result.skill) : this.readProblem(asked.uri, msg.result.contents);
        if (!why)
            return undefined;
        return {
            jsonrpc: '2.0',
            id: msg.id ?? null,
            error: { code: CONTRACT_DRIFT_ERROR, message: `${why} (server '${this.server}'); not passed on (mcp-contract-gate proxy)`, data: { server: this.server, uri: asked.uri } },
        };
    }
    skillProblem(uri, raw) {
        const pinned = this.skills.get(uri);
        if (!pinned)
            return `skill ${uri} is not pinned in the lockfile`;
        const live = (0,surfaces/* readSkill */.G7)(raw);
        if (!live)
            return `skills/get of ${uri} answered something that is not a skill entry`;
        const strip = (s) => (0,surfaces/* skillContract */._K)({ ...s, resources: s.resources === 'dynamic' ? 'dynamic' : s.resources.map(({ uri: u, digest, size }) => ({ uri: u, digest, size })) });
        return (0,canonical/* contractHash */.$o)(strip(live)) === (0,canonical/* contractHash */.$o)(strip(pinned)) ? undefined : `skill ${uri} differs from its pinned entry (frontmatter or file manifest)`;
    }
    readProblem(uri, contents) {
        const pinned = this.digests.get(uri);
        if (!pinned)
            return uri.startsWith('ui://') ? `UI resource ${uri} is not pinned in the lockfile` : undefined;
        const list = Array.isArray(contents) ? contents.filter(json/* isObject */.Gv) : [];
        const c = list.find((x) => x.uri === uri) ?? list[0];
        const bytes = !c ? undefined : typeof c.text === 'string' ? Buffer.from(c.text, 'utf8') : typeof c.blob === 'string' ? Buffer.from(c.blob, 'base64') : undefined;
        if (!bytes)
            return `resources/read of ${uri} answered no content to check against its pin`;
        return pinned.has(digestOf(bytes)) ? undefined : `${uri} as served (${digestOf(bytes).slice(0, 19)}…) differs from its pinned content`;
    }
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
/**
 * The proxy's id space on the server's leg: every request the proxy sends the server (the client's, and its own)
 * goes with an id of this, opaque and never reused (a random prefix per session and a counter), and an answer is
 * tied to a request only by that exact string. So a server cannot answer a request it was not sent, nor answer one
 * twice, nor answer one with an id a client would read as another's (`"2"`, `"2.0"`, `" 2"` for 2).
 */
class WireIds {
    n = 0;
    nonce = (0,external_node_crypto_.randomBytes)(12).toString('base64url');
    /** The id of a client's request, forwarded. */
    next() {
        return `mcg:${this.nonce}:${++this.n}`;
    }
    /** The id of one of the proxy's own requests. */
    own() {
        return `${OWN_ID_PREFIX}${this.nonce}:${++this.n}`;
    }
}
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
        surfaces: new SurfaceGuard(o.checker.server, o.checker.pinned, request),
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
/**
 * The text of `out` when it is the message `read` (written as `text`, JSON.stringify's text of it) with only its id
 * changed and the id its first or last member: `text` with the id swapped in place. Undefined otherwise (write anew).
 */
function idSwapped(out, read, text) {
    if (text === undefined)
        return undefined;
    const keys = Object.keys(read);
    if (Object.keys(out).length !== keys.length)
        return undefined;
    for (const k of keys)
        if (k !== 'id' && out[k] !== read[k])
            return undefined;
    const from = JSON.stringify(read.id);
    const to = JSON.stringify(out.id);
    if (from === undefined || to === undefined)
        return undefined;
    if (keys.at(-1) === 'id' && text.endsWith(`,"id":${from}}`))
        return `${text.slice(0, text.length - from.length - 1)}${to}}`;
    if (keys[0] === 'id' && text.startsWith(`{"id":${from}`))
        return `{"id":${to}${text.slice(6 + from.length)}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/contract/param-headers.ts
var param_headers = __webpack_require__(3163);
;// CONCATENATED MODULE: ./src/proxy/mirrored-headers.ts



/** A request header by lower-case name (several values joined, as Node reports them). */
function headerOf(req) {
    return (name) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v.join(', ') : v;
    };
}
/**
 * Judge a `tools/call`'s `Mcp-Param-*` headers (with or without an id) against its arguments, before the call is judged:
 * against the declarations of the tool it reaches (the client built its headers from the definition it was listed).
 * A 2026-era call must carry the header of every declared argument it sends; a 2025-era one need not, but what it
 * sends must agree. After an approved rename the client mirrored the old call: its headers are checked against the
 * old argument names, and a missing one is not held against it (its old definition may have named it otherwise).
 * Undefined when the message is no single tools/call, or names no listed tool (the call's judgement answers that).
 */
async function checkMirrored(enforcer, header, message) {
    // an id-less call too: it is judged (and, when allowed, runs) like any call
    if (!enforcer || !(0,json/* isObject */.Gv)(message) || message.method !== 'tools/call' || !(0,json/* isObject */.Gv)(message.params))
        return undefined;
    let target;
    try {
        target = await enforcer.callTarget(message.params);
    }
    catch {
        return undefined; // the listing failed: judging the call answers that, with the reason
    }
    if (!target)
        return undefined;
    const scan = (0,param_headers/* scanParamHeaders */.zf)(target.tool.inputSchema);
    const translated = target.renamed || target.moves.length > 0;
    const declared = translated ? (0,routing_headers/* declarationsBeforeMoves */.Xe)(scan.declarations, target.moves) : scan.declarations;
    // a tool that breaks the x-mcp-header rules is dropped by 2026 clients: a caller cannot be held to its headers
    const requirePresent = !translated && scan.problems.length === 0 && (0,routing_headers/* modern */.C7)(message.params, header('mcp-protocol-version'));
    const problem = (0,routing_headers/* paramHeaderProblem */.O5)(header, declared, message.params.arguments, { requirePresent });
    const out = { declarations: scan.declarations, translated };
    if (problem)
        out.refusal = {
            problem,
            body: { jsonrpc: '2.0', id: message.id ?? null, error: { code: routing_headers/* HEADER_MISMATCH */.Df, message: `Bad Request: the request headers and body disagree: ${problem} (mcp-contract-gate proxy)` } },
        };
    return out;
}
/**
 * The headers to send the server with the call the proxy forwards: the mirrored ones rebuilt from its arguments. A
 * translated call drops every `Mcp-Param-*` of the client's (they mirror the old call), an untranslated one keeps
 * those its tool does not declare (an intermediary forwards what it does not know).
 */
function forwardedHeaders(headers, call, forwarded) {
    const kept = call.translated ? Object.fromEntries(Object.entries(headers).filter(([k]) => !(0,routing_headers/* isParamHeader */.Bb)(k))) : headers;
    return (0,routing_headers/* rewriteParamHeaders */.Uk)(kept, call.declarations, (0,json/* isObject */.Gv)(forwarded.params) ? forwarded.params.arguments : undefined);
}
/** The client's `Mcp-Param-*` headers (lower-case names), passed on with its request. */
function clientParamHeaders(req) {
    const out = {};
    for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && (0,routing_headers/* isParamHeader */.Bb)(k))
            out[k] = v;
    return out;
}

;// CONCATENATED MODULE: ./src/util/well-formed-text.ts

/** Well-formed Unicode text: UTF-8 bytes checked (RFC 3629), UTF-16 lone surrogates found and replaced. */
/** Bytes as text when they are valid UTF-8; otherwise where the first invalid sequence starts (or, with `repair`, U+FFFD for each). */
function decodeUtf8(bytes, repair = false) {
    const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if ((0,external_node_buffer_.isUtf8)(buf))
        return { text: buf.toString('utf8') };
    const at = firstInvalidUtf8(buf);
    const where = `invalid UTF-8 at byte ${at} (0x${buf.subarray(at, at + 4).toString('hex')})`;
    return repair ? { text: buf.toString('utf8'), repaired: `${where} replaced with U+FFFD` } : { problem: where };
}
/** The offset of the first byte that does not start (or continue) a well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF). */
function firstInvalidUtf8(b) {
    let i = 0;
    while (i < b.length) {
        const c = b[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf)
            need = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            if (c === 0xe0)
                lo = 0xa0; // overlong
            if (c === 0xed)
                hi = 0x9f; // surrogates
        }
        else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            if (c === 0xf0)
                lo = 0x90; // overlong
            if (c === 0xf4)
                hi = 0x8f; // past U+10FFFF
        }
        else
            return i;
        for (let k = 1; k <= need; k++) {
            const x = b[i + k];
            if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf))
                return i;
        }
        i += need + 1;
    }
    return b.length;
}
/** A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one (code units: no u flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** `s` with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, which ES2023 does not type). */
function toWellFormed(s) {
    return LONE_SURROGATE.test(s) ? s.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd') : s;
}

;// CONCATENATED MODULE: ./src/util/jsonrpc-id.ts

/** The id of a JSON-RPC message that cannot be parsed whole: read leniently from its text, or from its two ends. */
/** The id of a JSON-RPC message text that could not be parsed, when it can be read unambiguously; else undefined. */
function readIdLeniently(t) {
    let i = t.charCodeAt(0) === 0xfeff ? 1 : 0;
    const n = t.length;
    const skipWs = () => {
        while (i < n && /\s/.test(t[i]))
            i++;
    };
    skipWs();
    if (t[i] !== '{')
        return undefined;
    i++;
    let depth = 1;
    const found = [];
    let expectKey = true;
    while (i < n && depth > 0) {
        const c = t[i];
        if (c === '"') {
            const start = i;
            i++;
            while (i < n && t[i] !== '"')
                i += t[i] === '\\' ? 2 : 1;
            i++;
            if (depth === 1 && expectKey) {
                expectKey = false;
                let key;
                try {
                    key = JSON.parse(t.slice(start, i));
                }
                catch {
                    continue;
                }
                skipWs();
                if (t[i] !== ':')
                    continue;
                i++;
                skipWs();
                if (key === 'id') {
                    const v = leadingId(t, i);
                    if (v !== undefined)
                        found.push(v.value);
                    else
                        return undefined; // an id of a kind that cannot be read
                }
            }
            continue;
        }
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        else if (c === ',' && depth === 1)
            expectKey = true;
        i++;
    }
    if (!found.length || found.some((v) => v !== found[0]))
        return undefined;
    return found[0];
}
/** A string, number or null literal at t[i] (as JSON-RPC ids are written), read leniently. */
function leadingId(t, i) {
    const m = /"(?:[^"\\\u0000-\u001f]|\\.){0,512}"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\d.eE])|null/y;
    m.lastIndex = i;
    const hit = m.exec(t);
    if (!hit)
        return undefined;
    try {
        const v = JSON.parse(hit[0]);
        if (typeof v === 'string' && LONE_SURROGATE.test(v))
            return undefined;
        if (typeof v === 'number' && (!Number.isFinite(v) || (!/[.eE]/.test(hit[0]) && !Number.isSafeInteger(v))))
            return undefined; // an id the answer could not carry exactly
        return { value: v };
    }
    catch {
        return undefined;
    }
}
/**
 * The id of a message too large to keep, from its first and last bytes only: a top-level `"id"` that opens the object
 * (after `"jsonrpc":"2.0"` at most) or closes it (the member before the final `}` is a top-level one). Else undefined.
 */
function readIdFromEnds(head, tail) {
    const ID = String.raw `("(?:[^"\\\u0000-\u001f]|\\.){0,512}"|-?\d{1,16}|null)`;
    const first = new RegExp(String.raw `^\uFEFF?\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?"id"\s*:\s*${ID}\s*[,}]`).exec(head);
    const last = new RegExp(String.raw `[,{]\s*"id"\s*:\s*${ID}\s*\}\s*$`).exec(tail);
    const read = (m) => (m ? leadingId(m[1], 0)?.value : undefined);
    const a = read(first);
    const b = read(last);
    if (a !== undefined && b !== undefined && a !== b)
        return undefined;
    return a !== undefined ? a : b;
}

;// CONCATENATED MODULE: ./src/util/strict-json.ts


/** An escaped surrogate (`\uD800`–`\uDFFF`); a match only sends the text through the scanner, which decides. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;
/** Parse `text` strictly (see the module's note): the value, or the first reason it is refused (with where). */
function parseStrictJson(text, o = {}) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        const found = scanJson(text, o);
        return { ok: false, reason: found.problem ?? 'not a JSON value' };
    }
    const write = (v) => {
        if (!o.write)
            return undefined;
        try {
            return JSON.stringify(v);
        }
        catch {
            return undefined; // nested too deep to write at once: the caller cuts when it writes
        }
    };
    let out = write(value);
    const shallow = o.maxDepth === undefined || text.length <= 2 * o.maxDepth || (0,json/* jsonDepth */.QV)(value, o.maxDepth) <= o.maxDepth;
    const plain = shallow && !ESCAPED_SURROGATE.test(text);
    if (plain && (o.write ? out === text : !o.exactIntegers && sameMembers(text, value)))
        return { ok: true, value, text: out };
    const found = scanJson(text, o);
    if (found.problem !== undefined)
        return { ok: false, reason: found.problem };
    if (found.loneSurrogates === 0)
        return { ok: true, value, text: out };
    value = wellFormed(value);
    out = write(value);
    return { ok: true, value, text: out, repaired: `${found.loneSurrogates} lone surrogate${found.loneSurrogates === 1 ? '' : 's'} replaced with U+FFFD` };
}
/**
 * Whether a text JSON.parse read into `value` has unique names and finite numbers: its members (colons outside
 * strings) are as many as the value's names (a duplicate name leaves one fewer), and no number became ±Infinity.
 * One pass over the text, one over the value, no recursion.
 */
function sameMembers(t, value) {
    let colons = 0;
    for (let i = 0, n = t.length; i < n; i++) {
        const c = t.charCodeAt(i);
        if (c === 0x22) {
            for (i++; i < n; i++) {
                const d = t.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
        }
        else if (c === 0x3a)
            colons++;
    }
    let names = 0;
    const work = [value];
    while (work.length) {
        const v = work.pop();
        if (typeof v === 'number') {
            if (!Number.isFinite(v))
                return false;
        }
        else if (Array.isArray(v)) {
            for (const x of v)
                if (typeof x === 'object' ? x !== null : typeof x === 'number')
                    work.push(x);
        }
        else if (typeof v === 'object' && v !== null) {
            for (const k in v) {
                names++;
                const x = v[k];
                if (typeof x === 'object' ? x !== null : typeof x === 'number')
                    work.push(x);
            }
        }
    }
    return colons === names;
}
/** A copy of `value` with every lone surrogate (in strings and names) replaced by U+FFFD; no recursion. */
function wellFormed(value) {
    const fix = (v) => (typeof v === 'string' ? toWellFormed(v) : v);
    if (typeof value !== 'object' || value === null)
        return fix(value);
    const root = Array.isArray(value) ? [] : {};
    const work = [[value, root]];
    while (work.length) {
        const [from, to] = work.pop();
        const entries = Array.isArray(from) ? from.map((x, i) => [i, x]) : Object.entries(from);
        for (const [k, v] of entries) {
            let copy = fix(v);
            if (typeof v === 'object' && v !== null) {
                copy = Array.isArray(v) ? [] : {};
                work.push([v, copy]);
            }
            if (typeof k === 'number')
                to[k] = copy;
            else
                (0,json/* setOwn */.P5)(to, toWellFormed(k), copy);
        }
    }
    return root;
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/**
 * The scanner behind `parseStrictJson`: RFC 8259's grammar, plus unique names per object, finite numbers (exact
 * integers when asked), a depth bound, and lone surrogates counted (refused unless `repairSurrogates`). Iterative.
 */
function scanJson(t, o = {}) {
    const n = t.length;
    let i = 0;
    let lone = 0;
    /** One entry per open container: the names seen so far (an object), or null (an array). */
    const stack = [];
    const fail = (why, at = i) => ({ problem: `${why} at character ${at}`, loneSurrogates: lone });
    const ws = () => {
        for (let c = t.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = t.charCodeAt(++i))
            ;
    };
    const show = (at) => {
        const c = t.codePointAt(at);
        return c === undefined ? 'the end of the text' : c >= 0x20 && c < 0x7f ? `'${String.fromCodePoint(c)}'` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    };
    /** A string starting at t[i] === '"': its end (after the closing quote), or a problem. Counts lone surrogates. */
    const string = () => {
        const start = i;
        let high = false; // the last code unit was a high surrogate, not yet paired
        let j = i + 1;
        const unit = (u) => {
            if (high) {
                if (u >= 0xdc00 && u <= 0xdfff) {
                    high = false;
                    return;
                }
                lone++;
            }
            high = u >= 0xd800 && u <= 0xdbff;
            if (u >= 0xdc00 && u <= 0xdfff)
                lone++;
        };
        for (;;) {
            if (j >= n)
                return fail('a string that never ends (it starts', start);
            const c = t.charCodeAt(j);
            if (c === 0x22)
                break;
            if (c < 0x20)
                return fail(`a control character (U+${c.toString(16).toUpperCase().padStart(4, '0')}) inside a string; JSON needs it escaped`, j);
            if (c === 0x5c) {
                const e = t.charCodeAt(j + 1);
                if (e === 0x75) {
                    const hex = t.slice(j + 2, j + 6);
                    if (!/^[0-9a-fA-F]{4}$/.test(hex))
                        return fail('a \\u escape without four hex digits', j);
                    unit(parseInt(hex, 16));
                    j += 6;
                    continue;
                }
                if (e !== 0x22 && e !== 0x5c && e !== 0x2f && e !== 0x62 && e !== 0x66 && e !== 0x6e && e !== 0x72 && e !== 0x74)
                    return fail(`an invalid escape \\${String.fromCharCode(e)}`, j);
                unit(e);
                j += 2;
                continue;
            }
            unit(c);
            j++;
        }
        if (high)
            lone++;
        return j + 1;
    };
    const lonely = (at) => (lone > 0 && !o.repairSurrogates ? fail('a lone surrogate (half of a UTF-16 pair) in a string', at) : undefined);
    ws();
    if (t.charCodeAt(0) === 0xfeff)
        return fail('a byte order mark (U+FEFF) before the JSON value', 0);
    for (;;) {
        // a value at t[i]
        ws();
        const c = t.charCodeAt(i);
        if (c === 0x7b || c === 0x5b) {
            stack.push(c === 0x7b ? new Set() : null);
            if (o.maxDepth !== undefined && stack.length > o.maxDepth)
                return fail(`nesting deeper than ${o.maxDepth} levels`);
            i++;
            ws();
            const close = t.charCodeAt(i);
            if ((c === 0x7b && close === 0x7d) || (c === 0x5b && close === 0x5d)) {
                stack.pop();
                i++;
            }
            else if (c === 0x7b) {
                const problem = member();
                if (problem)
                    return problem;
                continue;
            }
            else
                continue;
        }
        else if (c === 0x22) {
            const at = i;
            const end = string();
            if (typeof end !== 'number')
                return end;
            const problem = lonely(at);
            if (problem)
                return problem;
            i = end;
        }
        else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
            if (t.startsWith('-Infinity', i))
                return fail('-Infinity, which is not JSON');
            NUMBER.lastIndex = i;
            const m = NUMBER.exec(t);
            if (!m)
                return fail(`a malformed number`);
            const v = Number(m[0]);
            if (!Number.isFinite(v))
                return fail(`the number ${m[0].length > 40 ? `${m[0].slice(0, 40)}…` : m[0]} is out of range`);
            if (o.exactIntegers && !Number.isSafeInteger(v) && !/[.eE]/.test(m[0]))
                return fail(`the integer ${m[0].length > 40 ? `${m[0].slice(0, 40)}…` : m[0]} cannot be carried exactly (past 2^53)`);
            i += m[0].length;
        }
        else if (t.startsWith('true', i))
            i += 4;
        else if (t.startsWith('false', i))
            i += 5;
        else if (t.startsWith('null', i))
            i += 4;
        else if (t.startsWith('NaN', i))
            return fail('NaN, which is not JSON');
        else if (t.startsWith('Infinity', i))
            return fail('Infinity, which is not JSON');
        else
            return fail(i >= n ? 'the text ends where a value is expected' : `${show(i)} where a value is expected`);
        // after a value: close containers, or go on to the next item or member
        for (;;) {
            ws();
            const top = stack.at(-1);
            if (top === undefined) {
                if (i < n)
                    return fail(`${show(i)} after the JSON value (one value per message)`);
                return { loneSurrogates: lone };
            }
            const d = t.charCodeAt(i);
            if (d === 0x2c) {
                i++;
                if (top !== null) {
                    ws();
                    const problem = member();
                    if (problem)
                        return problem;
                }
                break;
            }
            if ((top === null && d === 0x5d) || (top !== null && d === 0x7d)) {
                stack.pop();
                i++;
                continue;
            }
            return fail(`${show(i)} where ${top === null ? "',' or ']'" : "',' or '}'"} is expected`);
        }
    }
    /** An object member's name and colon, at t[i]; the name must be new in its object. */
    function member() {
        if (t.charCodeAt(i) !== 0x22)
            return fail(`${show(i)} where a member name is expected`);
        const at = i;
        const end = string();
        if (typeof end !== 'number')
            return end;
        const raw = t.slice(at + 1, end - 1);
        const name = raw.includes('\\') ? JSON.parse(t.slice(at, end)) : raw;
        const names = stack.at(-1);
        if (names.has(name))
            return fail(`a duplicate member name ${JSON.stringify(name.length > 60 ? `${name.slice(0, 60)}…` : name)}`, at);
        names.add(name);
        const problem = lonely(at);
        if (problem)
            return problem;
        i = end;
        ws();
        if (t.charCodeAt(i) !== 0x3a)
            return fail(`${show(i)} where ':' is expected`);
        i++;
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/proxy/wire.ts






/**
 * Reading the wire, the same for every path of the proxy (stdio both ways, both HTTP listeners, the server's JSON and
 * SSE answers): bytes → strict UTF-8 → strict JSON (util/strict-json) → JSON-RPC messages. What cannot be read is
 * refused here, with the JSON-RPC code and a reason; the proxy judges only what this returns, and sends on only the
 * value it judged, written anew. What a client sends is held to every rule; what a server sends too, except that a
 * lone surrogate or invalid UTF-8 inside a string is replaced with U+FFFD (logged): the rest of the server's answer is
 * still judged, and the tool that carried it no longer matches any pin.
 */
/** JSON-RPC "parse error": not strict JSON (bytes, framing, grammar, duplicate names, lone surrogates, numbers, depth). */
const PARSE_ERROR = -32700;
/** JSON-RPC "invalid request": JSON, but not a JSON-RPC message (or a batch inside a batch, an empty batch, over the size limit). */
const INVALID_REQUEST = -32600;
/** How the size limit reads in an error. */
function sizeText(bytes) {
    return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`;
}
/** The refusal of a message over the size limit, its id read from its first and last bytes when they show it. */
function oversize(bytes, limit, head, tail, exact = true) {
    const id = readIdFromEnds(head, tail);
    return { code: INVALID_REQUEST, reason: `a message of ${exact ? '' : 'more than '}${bytes} bytes, over the limit of ${sizeText(limit)} (--max-message-size)`, ...(id !== undefined ? { id } : {}) };
}
/**
 * Read one message (a stdio line without its LF, or an HTTP body / SSE event's data) written by `from`. Bytes must be
 * UTF-8 (a server's invalid bytes inside strings are replaced); a stdio line may end in one CR and carry no other.
 * `write`: a server's message is expected to pass unchanged, so its text written anew is returned too.
 */
function readMessage(input, from, o = {}) {
    let text;
    let repaired;
    if (typeof input === 'string')
        text = input;
    else {
        let bytes = input;
        if (o.stdioLine) {
            if (bytes.length && bytes[bytes.length - 1] === 0x0d)
                bytes = bytes.subarray(0, bytes.length - 1);
            const cr = bytes.indexOf(0x0d);
            if (cr !== -1)
                return { refusal: { code: PARSE_ERROR, reason: `a CR (\\r) inside the line at byte ${cr}: stdio frames a message by LF, with at most one CR before it`, ...idOf(bytes) } };
        }
        const decoded = decodeUtf8(bytes, from === 'server');
        if ('problem' in decoded)
            return { refusal: { code: PARSE_ERROR, reason: decoded.problem, ...idOf(bytes) } };
        text = decoded.text;
        repaired = decoded.repaired;
    }
    // a client's message, unless the proxy answers it, goes on as it was read: written once, here (`text`); so does a
    // server's when the caller expects it to pass unchanged (`write`), else its writer writes it once judged (a listing
    // is rewritten anyway)
    const parsed = parseStrictJson(text, from === 'client' ? { maxDepth: limits/* MAX_WRITTEN_DEPTH */.ri, exactIntegers: true, write: true } : { repairSurrogates: true, write: o.write === true });
    if (!parsed.ok) {
        const id = readIdLeniently(text);
        return { refusal: { code: PARSE_ERROR, reason: parsed.reason, ...(id !== undefined ? { id } : {}) } };
    }
    if (parsed.repaired)
        repaired = repaired ? `${repaired}; ${parsed.repaired}` : parsed.repaired;
    const value = parsed.value;
    const more = repaired ? { repaired } : {};
    if (!Array.isArray(value)) {
        const refusal = envelopeProblem(value, false);
        return refusal ? { refusal } : { read: { value, batch: false, items: [{ msg: value }], text: parsed.text, ...more } };
    }
    if (value.length === 0)
        return { refusal: { code: INVALID_REQUEST, reason: 'an empty batch' } };
    const items = value.map((item) => {
        const refusal = envelopeProblem(item, true);
        return refusal ? { refusal } : { msg: item };
    });
    return { read: { value, batch: true, items, text: parsed.text, ...more } };
}
/** The id of bytes that could not be decoded, read leniently from their ASCII (latin1 keeps every byte in place). */
function idOf(bytes) {
    const id = readIdLeniently(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
    return id !== undefined ? { id } : {};
}
const isId = (v) => typeof v === 'string' || typeof v === 'number' || v === null;
/** Why a parsed value is not a JSON-RPC 2.0 message (request, notification or response), or undefined when it is. */
function envelopeProblem(v, inBatch) {
    const refuse = (reason, id) => ({ code: INVALID_REQUEST, reason, ...(isId(id) ? { id } : {}) });
    if (Array.isArray(v))
        return refuse(inBatch ? 'a batch inside a batch' : 'not a JSON-RPC message');
    if (!(0,json/* isObject */.Gv)(v))
        return refuse(`a JSON-RPC message is an object, not ${v === null ? 'null' : typeof v}`);
    const id = v.id;
    if (v.jsonrpc !== '2.0')
        return refuse('"jsonrpc" must be "2.0"', id);
    if ('id' in v && !isId(id))
        return refuse('an id must be a string, a number or null');
    if ('method' in v) {
        if (typeof v.method !== 'string')
            return refuse('"method" must be a string', id);
        if ('params' in v && !(0,json/* isObject */.Gv)(v.params) && !Array.isArray(v.params))
            return refuse('"params" must be an object or an array', id);
        return undefined;
    }
    if (!('id' in v))
        return refuse('neither a request (no "method") nor a response (no "id")');
    if ('result' in v === 'error' in v)
        return refuse('a response carries exactly one of "result" and "error"', id);
    if ('error' in v && !(0,json/* isObject */.Gv)(v.error))
        return refuse('"error" must be an object', id);
    return undefined;
}
/**
 * A message (or batch item) refused: one line on stderr, one in the audit log, and the JSON-RPC error that answers it:
 * to the client that wrote it, or, for a server's message, to the client request it answered (`id`).
 */
function refused(ctx, from, r, id = r.id) {
    const kind = r.code === PARSE_ERROR ? 'Parse error' : 'Invalid Request';
    const shownId = r.id !== undefined ? ` (id ${JSON.stringify(r.id)})` : '';
    ctx.log(`mcp-contract-gate proxy: refused a message from ${from === 'client' ? 'the client' : `MCP server '${ctx.server}'`}${shownId} (${r.code} ${kind}): ${(0,report_escape/* logSafe */.sN)(r.reason)}; ${from === 'client' ? 'not sent to the server' : 'not passed on'}\n`);
    ctx.audit({ time: (ctx.now?.() ?? new Date()).toISOString(), server: ctx.server, decision: 'malformed', from, code: r.code, reason: r.reason, ...(r.id !== undefined ? { id: r.id } : {}) });
    const message = from === 'client'
        ? `${kind}: ${r.reason} (mcp-contract-gate proxy: the message was not sent to the server)`
        : `${kind} in the answer of MCP server '${ctx.server}': ${r.reason} (mcp-contract-gate proxy: the answer was not passed on)`;
    return { jsonrpc: '2.0', id: id ?? null, error: { code: r.code, message, data: { from, reason: r.reason } } };
}
/**
 * A server's answer whose id is no id the proxy gave a request it forwarded (or that was answered already): dropped,
 * with one line on stderr and one in the audit log. Clients tie answers to requests by their own rules (the TS SDK
 * reads `"2"`, `" 2"` and `"2.0"` as 2), so an answer the proxy cannot tie to exactly one forwarded request is never
 * passed on.
 */
function uncorrelated(ctx, id) {
    const shown = JSON.stringify(id ?? null).slice(0, 80);
    ctx.log(`mcp-contract-gate proxy: dropped an answer from MCP server '${ctx.server}' with id ${(0,report_escape/* logSafe */.sN)(shown)}: it answers no request the proxy forwarded\n`);
    ctx.audit({
        time: (ctx.now?.() ?? new Date()).toISOString(),
        server: ctx.server,
        decision: 'uncorrelated',
        from: 'server',
        reason: 'an answer to no request the proxy forwarded (or one answered already)',
        ...(id !== undefined ? { id: typeof id === 'string' ? id.slice(0, 200) : id } : {}),
    });
}
/** A server's message read only after replacing what could not be carried: one line on stderr and one in the audit log. */
function noteRepair(ctx, what) {
    ctx.log(`mcp-contract-gate proxy: repaired a message from MCP server '${ctx.server}': ${(0,report_escape/* logSafe */.sN)(what)}\n`);
    ctx.audit({ time: (ctx.now?.() ?? new Date()).toISOString(), server: ctx.server, decision: 'repaired', from: 'server', reason: what });
}
/** How many bytes of an over-long line are kept from each end (to read its id). */
const END_BYTES = 1024;
/**
 * Call `line` for each LF-terminated line of `input` (bytes, without the LF; the last one even without an LF), and
 * `tooLong` instead for a line over `limit` bytes: such a line is never held whole, only its first and last KiB are
 * kept. Resolves when the stream ends or closes.
 */
function eachLine(input, limit, line, tooLong) {
    let parts = [];
    let size = 0;
    /** Set while skipping the rest of a line over the limit. */
    let skipping;
    const keepTail = (tail, more) => (more.length >= END_BYTES ? Buffer.from(more.subarray(more.length - END_BYTES)) : Buffer.concat([tail, more]).subarray(-END_BYTES));
    const firstBytes = (bufs) => {
        const out = [];
        let n = 0;
        for (const b of bufs) {
            if (n >= END_BYTES)
                break;
            out.push(Buffer.from(b.subarray(0, END_BYTES - n)));
            n += Math.min(b.length, END_BYTES - n);
        }
        return Buffer.concat(out);
    };
    const skipped = () => {
        const s = skipping;
        skipping = undefined;
        tooLong(s.bytes, s.head.toString('latin1'), s.tail.toString('latin1'));
    };
    const onData = (chunk) => {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        let start = 0;
        for (;;) {
            const nl = buf.indexOf(0x0a, start);
            const piece = buf.subarray(start, nl === -1 ? buf.length : nl);
            if (skipping) {
                skipping.bytes += piece.length;
                skipping.tail = keepTail(skipping.tail, piece);
                if (nl === -1)
                    return;
                skipped();
            }
            else if (size + piece.length > limit) {
                skipping = { head: firstBytes([...parts, piece]), tail: keepTail(parts.length ? parts.at(-1) : Buffer.alloc(0), piece), bytes: size + piece.length };
                parts = [];
                size = 0;
                if (nl === -1)
                    return;
                skipped();
            }
            else if (nl === -1) {
                if (piece.length) {
                    parts.push(piece);
                    size += piece.length;
                }
                return;
            }
            else {
                const whole = parts.length ? Buffer.concat([...parts, piece]) : piece;
                parts = [];
                size = 0;
                line(whole);
            }
            start = nl + 1;
        }
    };
    input.on('data', onData);
    return new Promise((resolve) => {
        const done = () => {
            if (skipping)
                skipped();
            else if (parts.length)
                line(Buffer.concat(parts));
            parts = [];
            resolve();
        };
        input.once('end', done);
        input.once('close', done);
    });
}


;// CONCATENATED MODULE: ./src/proxy/http-session.ts





/**
 * The HTTP proxy's sessions (http.ts): each its own judgement and its own id space on the server's leg, the proxy's
 * own requests under it, and how an answer of the server's is tied to the one request it answers.
 */
/** Sessions whose judgement the proxy keeps at once; past that the least recently used is forgotten (and re-lists). */
const MAX_PROXY_SESSIONS = 1000;
/** Requests of one session forwarded and not yet answered that the proxy keeps (for a stream resumed later); past that the oldest is forgotten. */
const MAX_OPEN_REQUESTS = 10_000;
/** The session's state (created on first use); the least recently used is forgotten past MAX_PROXY_SESSIONS. */
function sessionFor(ctx, key) {
    const { sessions } = ctx;
    const s = sessions.get(key);
    if (s) {
        sessions.delete(key); // most recently used last
        sessions.set(key, s);
        return s;
    }
    const state = { headers: {}, enforcer: undefined, ids: new WireIds(), open: new Map(), byClient: new Map() };
    state.enforcer = newEnforcer(ctx.o, (method, params) => ownRequest(ctx, state, method, params));
    sessions.set(key, state);
    if (sessions.size > MAX_PROXY_SESSIONS)
        sessions.delete(sessions.keys().next().value);
    return state;
}
/** The proxy's own request (a tools/list page), with the session's headers; the answer may be JSON or SSE. */
async function ownRequest(ctx, state, method, params) {
    const id = state.ids.own();
    const headers = { ...state.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    delete headers['mcp-name'];
    delete headers['last-event-id'];
    for (const k of Object.keys(headers))
        if (k.startsWith('mcp-param-'))
            delete headers[k]; // the client call's mirrored arguments
    if (headers['mcp-method'] !== undefined)
        headers['mcp-method'] = method;
    const signal = AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS);
    const response = await ctx.fetch(ctx.upstream, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }), signal }).catch((err) => {
        throw new Error(`${method} to the server failed: ${ctx.reason(err)}`);
    });
    if (!response.ok)
        throw new Error(`${method} to the server failed: HTTP ${response.status} ${(0,http_body/* shortBody */.xe)((await readCapped(response, ctx.limit).catch(() => Buffer.alloc(0))).toString('utf8'))}`);
    let answer;
    // read strictly, like every answer: the listing the proxy judges is one it could read
    const take = (input) => {
        const { read, refusal } = readMessage(input, 'server');
        if (refusal) {
            refused(ctx.wire, 'server', refusal);
            if (refusal.id === id)
                throw new Error(`${method}: the server's answer could not be read: ${refusal.reason}`);
            return;
        }
        if (read.repaired)
            noteRepair(ctx.wire, read.repaired);
        for (const { msg: m } of read.items) {
            if (!m)
                continue;
            if (m.id === id && m.method === undefined)
                answer = m;
            else if (m.method !== undefined && m.id === undefined)
                state.enforcer.fromServer(m); // a list_changed on the way makes the listing stale
        }
    };
    if (isEventStream(response)) {
        await (0,http_body/* readSseEvents */.J7)(response.body, (event) => {
            if (event.data)
                take(event.data);
            return answer !== undefined;
        }, ctx.limit);
    }
    else
        take(await readCapped(response, ctx.limit));
    if (!answer)
        throw new Error(`${method}: the server's answer carried no JSON-RPC response`);
    return answer;
}
/** A request no longer open (answered, or the oldest past MAX_OPEN_REQUESTS). */
function forget(state, wire) {
    const clientId = state.open.get(wire);
    state.open.delete(wire);
    if (state.byClient.get(idKey(clientId)) === wire)
        state.byClient.delete(idKey(clientId));
}
/**
 * A server's message judged. An answer is passed on only when its id is, exactly, one the session gave a request it
 * forwarded that is still open and that this stream may answer (`toLocal`): then with the client's id restored.
 * Any other answer is dropped (undefined), logged and audited as uncorrelated.
 */
function fromServer(ctx, state, m, toLocal) {
    if (!(0,json/* isObject */.Gv)(m))
        return m;
    const msg = m;
    if (msg.method !== undefined || msg.id === undefined)
        return msg.id === undefined ? state.enforcer.fromServerNotice(msg, (w) => state.open.get(w)) : state.enforcer.fromServer(msg);
    const wire = msg.id;
    const mine = typeof wire === 'string' && state.open.has(wire) && (toLocal === 'resumed' || (toLocal !== 'none' && toLocal.has(wire)));
    if (!mine) {
        uncorrelated(ctx.wire, wire);
        return undefined;
    }
    const clientId = state.open.get(wire);
    forget(state, wire);
    if (toLocal instanceof Set)
        toLocal.delete(wire);
    return withSubscriptionId({ ...state.enforcer.fromServer(msg), id: clientId }, wire, clientId);
}
function isEventStream(r) {
    return (r.headers.get('content-type') ?? '').includes('text/event-stream') && r.body !== null;
}
/** A (non-stream) answer's body, at most one message's worth. */
async function readCapped(response, limit) {
    if (!response.body)
        return Buffer.alloc(0);
    const chunks = [];
    let seen = 0;
    for await (const c of response.body) {
        seen += c.byteLength;
        if (seen > limit) {
            await response.body.cancel().catch(() => { });
            throw new Error(`the server's answer was larger than the limit of ${limit} bytes (--max-message-size)`);
        }
        chunks.push(c);
    }
    return Buffer.concat(chunks);
}

;// CONCATENATED MODULE: ./src/proxy/http-relay.ts







/** The HTTP proxy's relay (http.ts) of the server's answers to the client: JSON, SSE or any other body, each message judged on the way. */
/** Response headers the proxy passes from the server to the client. */
const TO_CLIENT_HEADERS = ['content-type', 'mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'www-authenticate', 'allow', 'cache-control', 'retry-after'];
function relayHeaders(from, type) {
    const out = {};
    for (const name of TO_CLIENT_HEADERS) {
        const v = from.headers.get(name);
        if (v !== null)
            out[name] = v;
    }
    if (type)
        out['content-type'] = type;
    return out;
}
/**
 * Relay an SSE stream, every event's message read strictly and judged (`toLocal` maps the ids of judged requests).
 * An event that cannot be read is answered, for the request it names, with the refusal; when the stream cannot be
 * read on (an event over the size limit), every request still open is answered so, and the stream ends.
 */
async function relayEvents(ctx, response, res, state, toLocal, first) {
    res.writeHead(response.status, relayHeaders(response, 'text/event-stream'));
    res.flushHeaders();
    const send = (head, m) => res.write(`${head}data: ${(0,json/* compactJson */.Ar)(m)}\n\n`);
    for (const m of first)
        send('event: message\n', m);
    try {
        await (0,http_body/* readSseEvents */.J7)(response.body, (event) => {
            // an event with no message (a priming event, a comment, a retry): its lines as they came, an empty data line kept
            if (event.data === undefined || event.data === '') {
                res.write(`${event.head}${event.data === '' ? 'data: \n' : ''}\n`);
                return res.destroyed;
            }
            const { read, refusal } = readMessage(event.data, 'server');
            if (refusal) {
                const answers = refusedAnswers(ctx, state, toLocal, refusal, false);
                for (const a of answers)
                    send(event.head, a);
                return res.destroyed;
            }
            const out = judgedAnswers(ctx, state, toLocal, read);
            if (out !== undefined)
                send(event.head, out);
            return res.destroyed;
        }, ctx.limit);
    }
    catch (err) {
        if (res.destroyed)
            return;
        const answers = refusedAnswers(ctx, state, toLocal, { code: INVALID_REQUEST, reason: err.message }, true);
        for (const a of answers)
            send('event: message\n', a);
    }
    res.end();
}
/** A server's message read: judged, item by item (an item that cannot be read answered or dropped; an uncorrelated answer dropped); undefined when nothing is left. */
function judgedAnswers(ctx, state, toLocal, read) {
    if (read.repaired)
        noteRepair(ctx.wire, read.repaired);
    const out = [];
    for (const item of read.items) {
        if (item.msg) {
            const m = fromServer(ctx, state, item.msg, toLocal);
            if (m !== undefined)
                out.push(m);
        }
        else
            out.push(...refusedAnswers(ctx, state, toLocal, item.refusal, false));
    }
    if (!read.batch)
        return out[0];
    return out.length ? out : undefined;
}
/**
 * A server's message that could not be read (logged and audited once): the error that answers the client request it
 * names (judged like any answer, so a listing it answered is no longer awaited), or, with `all`, every request of the
 * POST still open; nothing when it names none.
 */
function refusedAnswers(ctx, state, toLocal, refusal, all) {
    // logged and audited under the client's id of the request it answers (the answer keeps the proxy's, to be tied to it)
    const open = typeof refusal.id === 'string' && state.open.has(refusal.id);
    const answer = refused(ctx.wire, 'server', open ? { ...refusal, id: state.open.get(refusal.id) ?? null } : refusal, refusal.id);
    const mine = (id) => state.open.has(id) && (toLocal === 'resumed' || (toLocal !== 'none' && toLocal.has(id)));
    const ids = all ? (toLocal instanceof Set ? [...toLocal] : []) : typeof refusal.id === 'string' && mine(refusal.id) ? [refusal.id] : [];
    return ids.flatMap((id) => {
        const m = fromServer(ctx, state, { ...answer, id }, toLocal);
        return m === undefined ? [] : [m];
    });
}
/** The server's JSON answer to a POST, read strictly and judged, after the proxy's own replies. */
async function relayJson(ctx, response, res, state, toLocal, replies, batch) {
    let bytes;
    try {
        bytes = await readCapped(response, ctx.limit);
    }
    catch (err) {
        // over the size limit: every request of the POST is answered with the refusal, never a dropped connection
        const out = [...replies, ...refusedAnswers(ctx, state, toLocal, { code: INVALID_REQUEST, reason: err.message }, true)];
        return listener_json(res, 200, batch || out.length > 1 ? out : out[0]);
    }
    if (isBlankBytes(bytes)) {
        if (replies.length)
            return listener_json(res, 200, batch ? replies : replies[0]);
        res.writeHead(response.status, relayHeaders(response));
        return void res.end();
    }
    const { read, refusal } = readMessage(bytes, 'server');
    const judged = refusal ? refusedAnswers(ctx, state, toLocal, refusal, true) : judgedAnswers(ctx, state, toLocal, read);
    const list = judged === undefined ? [] : Array.isArray(judged) ? judged : [judged];
    const out = [...replies, ...list];
    if (!out.length)
        return void res.writeHead(202).end();
    res.writeHead(response.status, relayHeaders(response, 'application/json'));
    const whole = batch || (read?.batch ?? false) || out.length > 1 ? out : out[0];
    const only = read && !read.batch && !replies.length && list.length === 1 && read.items[0].msg ? read.items[0].msg : undefined;
    res.end((only ? (list[0] === only ? read.text : idSwapped(list[0], only, read.text)) : undefined) ?? (0,json/* compactJson */.Ar)(whole));
}
/**
 * Any other answer (an HTTP error, a DELETE's): a JSON body is read strictly and written anew (one that cannot be read
 * becomes the proxy's own error); a body of any other type is no JSON-RPC message and goes on as plain text.
 */
async function relayRaw(ctx, response, res) {
    const bytes = await readCapped(response, ctx.limit);
    const type = response.headers.get('content-type') ?? '';
    if (isBlankBytes(bytes)) {
        res.writeHead(response.status, relayHeaders(response));
        return void res.end();
    }
    if (!/[/+]json\s*(;|$)/i.test(type)) {
        res.writeHead(response.status, relayHeaders(response, 'text/plain; charset=utf-8'));
        return void res.end(bytes.toString('utf8'));
    }
    const { read, refusal } = readMessage(bytes, 'server');
    if (read?.repaired)
        noteRepair(ctx.wire, read.repaired);
    res.writeHead(response.status, relayHeaders(response, 'application/json'));
    res.end(refusal ? (0,json/* compactJson */.Ar)(refused(ctx.wire, 'server', refusal)) : (read.text ?? (0,json/* compactJson */.Ar)(read.value)));
}
function isBlankBytes(b) {
    for (const c of b)
        if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)
            return false;
    return true;
}
function failed(ctx, res, requests, replies, batch, reason) {
    const why = ctx.o.scrub ? ctx.o.scrub(reason) : reason; // the upstream's text, as the client reads it: scrubbed like the logs
    ctx.o.log(`mcp-contract-gate proxy: ${(0,report_escape/* logSafe */.sN)(why)}\n`);
    const answered = new Set(replies.map((r) => r.id));
    const errors = requests.filter((r) => !answered.has(r.id)).map((r) => proxyError(r.id, why));
    if (!errors.length && !replies.length)
        return plain(res, 502, `mcp-contract-gate proxy: ${why}`);
    listener_json(res, 200, batch ? [...replies, ...errors] : [...replies, ...errors][0]);
}

;// CONCATENATED MODULE: ./src/proxy/http.ts















/** Request headers the proxy passes from the client to the server (the configured headers are added over them; Mcp-Param-* too). */
const TO_SERVER_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'authorization', 'accept'];
/** Every request to the server goes out under the one redirect policy (never to another origin). */
const plainFetch = (0,redirects/* policyFetch */.T9)();
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
/**
 * The Streamable HTTP proxy: clients POST JSON-RPC to it; each body is read strictly (wire.ts; what cannot be read is
 * answered 400 and never forwarded), each message judged by the same Enforcer as the stdio proxy, forwarded to the
 * server written anew with the configured headers, and the answer (JSON, or an SSE stream whose every message is read
 * strictly and judged on the way) relayed back. GET (the server's stream) and DELETE (end of session) are forwarded.
 * The session header, the protocol version and the 2026 era's Mcp-Method/Mcp-Name travel both ways, so either era
 * works: the proxy never speaks the handshake itself. A server that fails (5xx, unreachable) yields a JSON-RPC error.
 */
async function startHttpProxy(o) {
    const wire = { server: o.checker.server, audit: o.audit, log: o.log };
    const ctx = { o, ...upstreamOf(o), sessions: new Map(), limit: o.maxMessageBytes ?? limits/* MAX_MESSAGE_BYTES */.fv, wire, fetch: o.upstreamFetch ?? plainFetch };
    const { server, url } = await startListening(o, (req, res) => handleRequest(ctx, req, res));
    return {
        url,
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
/** The upstream URL without its credentials, the headers that carry them, and the redaction of both from errors. */
function upstreamOf(o) {
    const upstream = new URL(o.upstream);
    const given = o.upstream;
    // Credentials in the URL become a Basic Authorization header (fetch refuses them in a URL); never shown anywhere.
    const basic = upstream.username || upstream.password ? `Basic ${Buffer.from(`${decodeURIComponent(upstream.username)}:${decodeURIComponent(upstream.password)}`).toString('base64')}` : undefined;
    upstream.username = '';
    upstream.password = '';
    const configured = { ...(basic && !Object.keys(o.headers).some((k) => k.toLowerCase() === 'authorization') ? { authorization: basic } : {}), ...o.headers };
    const reason = (err) => {
        const auth = (0,remote/* authFailureIn */.Qh)(err);
        let text = auth ? `OAuth (${auth.step}) failed: ${auth.message}` : errorReason(err);
        for (const secret of [given, upstream.href, upstream.search].filter((x) => x.length > 1))
            text = text.split(secret).join(redactUrl(upstream.href));
        return text;
    };
    return { upstream, configured, reason };
}
/** Route the MCP endpoint's methods (the listener has refused what its guard refuses), and turn a failure into a 502. */
function handleRequest(ctx, req, res) {
    const { o } = ctx;
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    if (o.upstreamFetch)
        maskObtainedTokens(res); // the proxy's tokens never reach a client, whatever the server echoes
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const work = path !== PROXY_PATH
        ? Promise.resolve(plain(res, 404, `mcp-contract-gate proxy: not found; the MCP endpoint is ${PROXY_PATH}`))
        : req.method === 'POST'
            ? post(ctx, req, res, abort.signal)
            : req.method === 'GET' || req.method === 'DELETE'
                ? other(ctx, req, res, abort.signal)
                : Promise.resolve(void res.writeHead(405, { allow: 'GET, POST, DELETE' }).end());
    work.catch((err) => {
        if (abort.signal.aborted)
            return;
        o.log(`mcp-contract-gate proxy: ${(0,report_escape/* logSafe */.sN)(ctx.reason(err))}\n`);
        if (!res.headersSent)
            plain(res, 502, `mcp-contract-gate proxy: ${o.scrub ? o.scrub(ctx.reason(err)) : ctx.reason(err)}`);
        else
            res.destroy();
    });
}
function forwardHeaders(ctx, req) {
    const out = {};
    for (const name of TO_SERVER_HEADERS) {
        const v = req.headers[name];
        // the proxy's own token (--auth-token), not the server's; with the proxy's OAuth session, the session's token only
        if (name === 'authorization' && (ctx.o.authToken !== undefined || ctx.o.upstreamFetch !== undefined))
            continue;
        if (typeof v === 'string')
            out[name] = v;
    }
    Object.assign(out, clientParamHeaders(req)); // Mcp-Param-*: checked and rebuilt per call (see post)
    for (const [k, v] of Object.entries(ctx.configured))
        out[k.toLowerCase()] = v;
    return out;
}
/**
 * A POST's messages judged, each request under a new id of the session's (the one it is forwarded under); a
 * notifications/cancelled names the id of the request it cancels as forwarded (none open: not sent on). A
 * notification judged as refused (an id-less call of a withheld tool) is not sent on.
 */
async function judgeIncoming(ctx, state, read) {
    const toLocal = new Set();
    const replies = [];
    const forward = [];
    for (const item of read.items) {
        if (item.refusal) {
            replies.push(refused(ctx.wire, 'client', item.refusal));
            continue;
        }
        const msg = item.msg;
        if (msg.method === undefined || msg.id === undefined) {
            if (msg.method === 'notifications/cancelled' && (0,json/* isObject */.Gv)(msg.params) && 'requestId' in msg.params) {
                const wire = state.byClient.get(idKey(msg.params.requestId));
                if (wire !== undefined)
                    state.enforcer.cancelled(wire);
                if (wire !== undefined)
                    forward.push({ ...msg, params: { ...msg.params, requestId: wire } });
                continue;
            }
            const judged = await judgeClient(state.enforcer, msg, ctx.o.log);
            if (judged.forward)
                forward.push(judged.forward);
            continue;
        }
        const wire = state.ids.next();
        const { forward: f, reply } = await judgeClient(state.enforcer, { ...msg, id: wire }, ctx.o.log);
        if (reply)
            replies.push({ ...reply, id: msg.id });
        if (f) {
            toLocal.add(wire);
            state.open.set(wire, msg.id);
            state.byClient.set(idKey(msg.id), wire);
            if (state.open.size > MAX_OPEN_REQUESTS)
                forget(state, state.open.keys().next().value);
            forward.push({ ...f, id: wire });
        }
    }
    return { replies, forward, toLocal };
}
async function post(ctx, req, res, abort) {
    const body = await readRequest(req, ctx.limit);
    if (body.tooLarge) {
        const { bytes, head, exact } = body.tooLarge;
        return listener_json(res, 413, refused(ctx.wire, 'client', oversize(bytes, ctx.limit, head, '', exact)), { connection: 'close' });
    }
    // read strictly: what cannot be read is answered here (400) and never reaches the server
    const { read, refusal } = readMessage(body.bytes, 'client');
    if (refusal)
        return listener_json(res, 400, refused(ctx.wire, 'client', refusal));
    if (!read.batch && read.items[0].refusal)
        return listener_json(res, 400, refused(ctx.wire, 'client', read.items[0].refusal));
    const headers = forwardHeaders(ctx, req);
    const state = sessionFor(ctx, headers['mcp-session-id'] ?? '');
    state.headers = headers;
    const refusedHeaders = headerRefusal(req, read.value);
    if (refusedHeaders) {
        ctx.o.log(`mcp-contract-gate proxy: refused a request (400): ${(0,report_escape/* logSafe */.sN)(refusedHeaders.problem)}\n`);
        return listener_json(res, 400, refusedHeaders.body);
    }
    // Mcp-Param-* (x-mcp-header): checked against the body before the call is judged, rebuilt for what is forwarded
    const mirrored = await checkMirrored(state.enforcer, headerOf(req), read.value);
    if (mirrored?.refusal) {
        ctx.o.log(`mcp-contract-gate proxy: refused a request (400): ${(0,report_escape/* logSafe */.sN)(mirrored.refusal.problem)}\n`);
        return listener_json(res, 400, mirrored.refusal.body);
    }
    const batch = read.batch;
    const { replies, forward, toLocal } = await judgeIncoming(ctx, state, read);
    const requests = read.items.flatMap(({ msg }) => (msg && msg.method !== undefined && msg.id !== undefined ? [msg] : []));
    const answer = (list) => listener_json(res, 200, batch ? list : list[0]);
    if (forward.length === 0)
        return replies.length ? answer(replies) : void res.writeHead(202).end();
    const single = forward[0];
    if (!batch && single?.method === 'tools/call' && headers['mcp-name'] !== undefined && (0,json/* isObject */.Gv)(single.params) && typeof single.params.name === 'string')
        headers['mcp-name'] = (0,routing_headers/* encodeHeaderValue */.lt)(single.params.name);
    let response;
    try {
        response = await ctx.fetch(ctx.upstream, {
            method: 'POST',
            headers: { ...(mirrored && single ? forwardedHeaders(headers, mirrored, single) : headers), 'content-type': 'application/json' },
            // the value judged, written anew (the text read, when it was not changed)
            body: (!batch && single ? idSwapped(single, read.items[0].msg, read.text) : undefined) ?? (0,json/* compactJson */.Ar)(batch ? forward : single),
            signal: abort,
        });
    }
    catch (err) {
        for (const wire of toLocal)
            forget(state, wire);
        return failed(ctx, res, requests, replies, batch, `could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err)}`);
    }
    if (response.status >= 500 || !response.ok)
        for (const wire of toLocal)
            forget(state, wire);
    if (response.status >= 500) {
        const text = (await readCapped(response, ctx.limit).catch(() => Buffer.alloc(0))).toString('utf8');
        return failed(ctx, res, requests, replies, batch, `the server answered HTTP ${response.status}${text ? `: ${(0,http_body/* shortBody */.xe)(text)}` : ''}`);
    }
    if (!response.ok)
        return relayRaw(ctx, response, res);
    if (isEventStream(response))
        return relayEvents(ctx, response, res, state, toLocal, replies);
    return relayJson(ctx, response, res, state, toLocal, replies, batch);
}
/** GET (the server's own stream) and DELETE: forwarded; an SSE answer is judged on the way, anything else relayed. */
async function other(ctx, req, res, abort) {
    const headers = forwardHeaders(ctx, req);
    const key = headers['mcp-session-id'] ?? '';
    let response;
    try {
        response = await ctx.fetch(ctx.upstream, { method: req.method, headers, signal: abort });
    }
    catch (err) {
        return plain(res, 502, `mcp-contract-gate proxy: could not reach the server at ${ctx.upstream.origin}: ${ctx.reason(err)}`);
    }
    if (req.method === 'DELETE' && response.ok)
        ctx.sessions.delete(key);
    // the server's own stream carries no answers, unless the client resumes a stream (Last-Event-ID) of requests still open
    if (response.ok && isEventStream(response))
        return relayEvents(ctx, response, res, sessionFor(ctx, key), headers['last-event-id'] !== undefined ? 'resumed' : 'none', []);
    return relayRaw(ctx, response, res);
}
function errorReason(err) {
    const cause = err.cause;
    return cause?.code ?? cause?.message ?? err.message;
}

// EXTERNAL MODULE: ./src/mcp-client/auth/oauth.ts
var auth_oauth = __webpack_require__(5021);
;// CONCATENATED MODULE: ./src/proxy/upstream-auth.ts





function proxyUpstream(url, headers, entry) {
    const staticAuthorization = Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
    const session = () => new auth_oauth/* OAuthSession */.Ou(new URL(url), entry.auth, (0,redirects/* policyFetch */.T9)(), entry.auth?.key ?? `${entry.origin.key}.auth`, staticAuthorization);
    const oauth = entry.auth ? session() : undefined;
    return {
        ...(oauth ? { fetch: oauth.fetch } : {}),
        preflight: async () => {
            // without `auth` a session of its own, only to read a challenge: the proxy then relays as it always has
            const probe = oauth ?? session();
            try {
                const response = await probe.fetch(url, {
                    method: 'POST',
                    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
                    body: JSON.stringify({ jsonrpc: '2.0', id: 'mcp-contract-gate-preflight', method: 'ping' }),
                    signal: AbortSignal.timeout(PROXY_PAGE_TIMEOUT_MS),
                });
                await response.body?.cancel().catch(() => { });
                return undefined;
            }
            catch (err) {
                const failure = (0,remote/* authFailureIn */.Qh)(err);
                return failure ? `OAuth (${failure.step}) failed at ${redactUrl(url)}: ${failure.message}` : undefined;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/proxy-flags.ts
// The flags of `proxy` read: where it listens, how large a message may be, the upstream and its headers.


/** Where `--listen PORT` binds: this machine only. */
const DEFAULT_LISTEN_HOST = '127.0.0.1';
/** The largest `--max-message-size`: one message must fit in one string (V8 caps strings near 512 MiB). */
const MAX_MESSAGE_SIZE_CAP = 512 * 1024 * 1024;
/** `PORT` or `HOST:PORT` (`[::1]:PORT`); the host defaults to 127.0.0.1, so the proxy is not reachable from elsewhere unless asked. */
function parseListen(text) {
    const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(text.trim());
    const port = m ? Number(m[2]) : NaN;
    if (!m || port > 65535)
        throw new errors/* InputError */.dz(`--listen ${JSON.stringify(text)}: give PORT or HOST:PORT (e.g. 8931, 127.0.0.1:8931; 0 picks a free port)`);
    return { host: m[1] ? m[1].replace(/^\[|\]$/g, '') : DEFAULT_LISTEN_HOST, port };
}
/** Whether a listen host is this machine only: 127.0.0.0/8, ::1, localhost. */
function isLoopbackHost(host) {
    const h = host.toLowerCase().replace(/^\[|\]$/g, '');
    return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}
/** `--max-message-size`: bytes, or N KiB / N MiB. */
function parseSize(text) {
    const m = /^\s*(\d+)\s*(|b|bytes|k|kib|kb|m|mib|mb)\s*$/i.exec(text);
    const unit = (m?.[2] ?? '').toLowerCase();
    const bytes = m ? Number(m[1]) * (unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1024 * 1024 : 1) : NaN;
    if (!(bytes >= 1024 && bytes <= MAX_MESSAGE_SIZE_CAP))
        throw new errors/* InputError */.dz(`proxy: --max-message-size ${JSON.stringify(text)}: give bytes or N KiB / N MiB, from 1 KiB to ${MAX_MESSAGE_SIZE_CAP / 1024 / 1024} MiB`);
    return bytes;
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

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./src/process/process-group.ts
var process_group = __webpack_require__(4171);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/process/watchdog.ts

/** The shell the watchdog runs in (dash on Debian and Ubuntu, bash or busybox elsewhere). */
const WATCHDOG_SHELL = '/bin/sh';
/**
 * The watchdog's script: ignore the terminal's signals, read the pipe until it closes (the parent ended, however:
 * the kernel closes a dead process's pipes, SIGKILL included), then kill the whole process group. Written for every
 * POSIX `sh`: `kill -s KILL -- -PGID` is the POSIX form, which dash, bash and busybox all take (dash rejects the
 * `kill -KILL -- -PGID` spelling with "Illegal number"); `kill -KILL -PGID` is tried when the first form is refused.
 */
function watchdogScript(pgid) {
    if (!Number.isSafeInteger(pgid) || pgid <= 1)
        throw new Error(`watchdog: not a process group id: ${pgid}`);
    return `trap '' INT TERM HUP; while read -r _; do :; done; kill -s KILL -- -${pgid} 2>/dev/null || kill -KILL -${pgid} 2>/dev/null`;
}
/**
 * A watchdog for a process group: a tiny shell that reads a pipe from this process and, once the pipe closes, kills
 * the group. It leads a group of its own and ignores the terminal's signals, so it outlives this process long enough
 * to act. Undefined on Windows (no process groups) or when the shell cannot start.
 */
function startWatchdog(pgid, shell = WATCHDOG_SHELL) {
    if (process.platform === 'win32')
        return undefined;
    try {
        const dog = (0,external_node_child_process_.spawn)(shell, ['-c', watchdogScript(pgid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
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
/** This process ends normally: the watchdog is no longer needed (and must not kill a group id the system may reuse). */
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

;// CONCATENATED MODULE: ./src/proxy/stdio.ts










/** How much of the server's stderr a "the server ended" error carries. */
const STDERR_TAIL_CHARS = 2000;
/** After the client hangs up, how long the server may take to end on its own before its group is terminated. */
const SERVER_EXIT_GRACE_MS = 2000;
/**
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every line, either
 * way, is read strictly (wire.ts: UTF-8, one JSON value with unique names, LF framing, under the size limit), judged (a
 * batch item by item) and forwarded as the value that was judged, written anew; what cannot be read is answered with
 * a JSON-RPC error and never forwarded. When the server ends or cannot start, every request in flight is
 * answered with an error naming the server, its exit code and the tail of its stderr, and the proxy ends with a
 * non-zero code. A watchdog ends the server's process group when the proxy dies, SIGKILL included.
 */
async function runStdioProxy(o) {
    const proc = o.server
        ? { child: { stdin: o.server.stdin, stdout: o.server.stdout, stderr: o.server.stderr ?? null }, pgid: undefined, exited: o.server.exited, closed: o.server.exited }
        : (0,process_group/* spawnGroup */.j8)(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
    const { child } = proc;
    const watchdog = proc.pgid !== undefined ? startWatchdog(proc.pgid) : undefined;
    // cut past MAX_WRITTEN_DEPTH like every writer: a 5,000-level schema passed on (warn, off) cannot overflow the stack
    const toServer = (m, text) => child.stdin?.write(`${text ?? (0,json/* compactJson */.Ar)(m)}\n`);
    // `bytes`: a line read, already exactly the judged value written anew (repeat.ts), sent on as it came
    const toClient = (m, text, bytes) => o.output.write(bytes ? Buffer.concat([bytes, LF]) : `${text ?? (0,json/* compactJson */.Ar)(m)}\n`);
    const limit = o.maxMessageBytes ?? limits/* MAX_MESSAGE_BYTES */.fv;
    let stderrTail = '';
    child.stderr?.on('data', (d) => {
        const text = d.toString('utf8');
        stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
        o.log(text);
    });
    child.stdin?.on('error', () => undefined);
    /** Set once the server has ended (or could not start): the error every open request is answered with. */
    let gone = undefined;
    /**
     * The client's requests the server has not answered yet, by the id the proxy gave each (WireIds): the client's own
     * id, restored on the answer. An answer is tied to a request only by that exact string; any other is dropped.
     */
    const pending = new Map();
    /** The same requests by the client's id (idKey): a client's notifications/cancelled names its own id. */
    const byClientId = new Map();
    const ids = new WireIds();
    const goneError = (id) => ({ jsonrpc: '2.0', id: id ?? null, error: { code: SERVER_GONE_ERROR, message: gone.message, data: gone.data } });
    const own = new Map();
    const request = (method, params) => new Promise((resolve, reject) => {
        if (gone)
            return reject(new Error(gone.message));
        const id = ids.own();
        const timer = setTimeout(() => {
            own.delete(id);
            reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
        }, PROXY_PAGE_TIMEOUT_MS);
        own.set(id, { resolve, reject, timer });
        toServer({ jsonrpc: '2.0', id, method, params });
    });
    // Audit lines are written once the message they are about has been sent on: a call never waits for its log line.
    let audits = [];
    const flushAudit = () => {
        if (!audits.length)
            return;
        const lines = audits;
        audits = [];
        for (const line of lines)
            o.audit(line);
    };
    const enforcer = newEnforcer({ ...o, audit: (line) => audits.push(line) }, request);
    o.onEnforcer?.(enforcer);
    const wire = { server: o.checker.server, audit: (line) => audits.push(line), log: o.log };
    /**
     * One message of the client's judged: what to send on, and the proxy's own answer (if any). A request is judged and
     * sent under an id of the proxy's (WireIds), its answer restored to the client's id; a notifications/cancelled names
     * the proxy's id of the request it cancels (none open: not sent on).
     */
    const judgeOne = async (msg) => {
        if (gone)
            return msg.id !== undefined && msg.method !== undefined ? { reply: goneError(msg.id) } : {};
        if (msg.method === undefined || msg.id === undefined) {
            if (msg.method === 'notifications/cancelled' && (0,json/* isObject */.Gv)(msg.params) && 'requestId' in msg.params) {
                const wire = byClientId.get(idKey(msg.params.requestId));
                if (wire !== undefined)
                    enforcer.cancelled(wire);
                return wire === undefined ? {} : { forward: { ...msg, params: { ...msg.params, requestId: wire } } };
            }
            const { forward, reply } = await judgeClient(enforcer, msg, o.log);
            return { ...(forward ? { forward } : {}), ...(reply ? { reply } : {}) };
        }
        const wire = ids.next();
        const { forward, reply } = await judgeClient(enforcer, { ...msg, id: wire }, o.log);
        if (gone)
            return { reply: goneError(msg.id) };
        if (forward) {
            pending.set(wire, msg.id);
            byClientId.set(idKey(msg.id), wire);
        }
        return { ...(forward ? { forward: { ...forward, id: wire } } : {}), ...(reply ? { reply: { ...reply, id: msg.id } } : {}) };
    };
    /**
     * One line of the client's: read strictly (what cannot be read is answered with -32700 or -32600 and never sent on),
     * judged, and sent on as the value judged, written anew. A batch is judged item by item: the refused items answered
     * here (as a batch), the rest sent on one by one (servers of the 2025-06-18 revision and later read no batches; each
     * answers its messages singly).
     */
    const fromClient = async (line) => {
        if (isBlank(line))
            return;
        const { read, refusal } = readMessage(line, 'client', { stdioLine: true });
        if (refusal)
            return void toClient(refused(wire, 'client', refusal));
        if (!read.batch) {
            const item = read.items[0];
            if (item.refusal)
                return void toClient(refused(wire, 'client', item.refusal));
            const { forward, reply } = await judgeOne(item.msg);
            if (reply)
                toClient(reply);
            if (forward !== undefined && !gone)
                toServer(forward, forward === item.msg ? read.text : idSwapped(forward, item.msg, read.text));
            return;
        }
        const replies = [];
        for (const item of read.items) {
            if (item.refusal) {
                replies.push(refused(wire, 'client', item.refusal));
                continue;
            }
            const r = await judgeOne(item.msg);
            if (r.forward !== undefined && !gone)
                toServer(r.forward);
            if (r.reply)
                replies.push(r.reply);
        }
        if (replies.length)
            toClient(replies);
    };
    // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
    let queue = Promise.resolve();
    const clientGone = eachLine(o.input, limit, (line) => {
        queue = queue.then(() => fromClient(line)).then(flushAudit);
    }, (bytes, head, tail) => {
        queue = queue.then(() => void toClient(refused(wire, 'client', oversize(bytes, limit, head, tail)))).then(flushAudit);
    });
    /**
     * A server's message judged: an answer only when it answers, by the exact id the proxy gave it, a request the
     * proxy forwarded and is still open (the client's id restored; undefined: dropped as uncorrelated, logged and
     * audited); anything else the server starts (requests, notifications) as the Enforcer judges it.
     */
    const fromServerOne = (m) => {
        if (m.method !== undefined || m.id === undefined)
            return m.id === undefined ? enforcer.fromServerNotice(m, (w) => pending.get(w)) : enforcer.fromServer(m);
        const clientId = typeof m.id === 'string' ? pending.get(m.id) : undefined;
        if (clientId === undefined && !(typeof m.id === 'string' && pending.has(m.id))) {
            uncorrelated(wire, m.id);
            return undefined;
        }
        pending.delete(m.id);
        if (byClientId.get(idKey(clientId)) === m.id)
            byClientId.delete(idKey(clientId));
        return withSubscriptionId({ ...enforcer.fromServer(m), id: clientId }, m.id, clientId);
    };
    /**
     * A message of the server's that could not be read: the proxy's own request it answers fails; the client's request
     * it answers gets the error instead (judged like any answer, so a listing it answered is no longer awaited); else it
     * is dropped. Logged and audited either way.
     */
    const serverRefused = (refusal) => {
        const id = refusal.id;
        if (typeof id === 'string' && own.has(id)) {
            const mine = own.get(id);
            own.delete(id);
            clearTimeout(mine.timer);
            refused(wire, 'server', refusal);
            mine.reject(new Error(`the server's answer could not be read: ${refusal.reason}`));
            return undefined;
        }
        // logged and audited under the client's id of the request it answers (the answer keeps the proxy's, to be tied to it)
        const open = typeof id === 'string' && pending.has(id);
        const answer = refused(wire, 'server', open ? { ...refusal, id: pending.get(id) ?? null } : refusal, id);
        return open ? fromServerOne(answer) : undefined;
    };
    /** A listing the server serves again byte for byte, read strictly once (repeat.ts). */
    const answers = new RepeatedAnswers();
    /** The proxy's id whose JSON text this is, when the client's request under it awaits a listing. */
    const openListing = (idText) => {
        if (idText.length < 2 || idText[0] !== '"' || idText[idText.length - 1] !== '"')
            return undefined;
        const id = idText.slice(1, -1);
        return pending.has(id) && enforcer.awaitsListing(idText) ? id : undefined;
    };
    /** One line of the server's: read strictly, judged, and written anew to the client. */
    const fromServer = (line) => {
        const again = answers.match(line, openListing);
        if (again) {
            const out = fromServerOne(again);
            const same = Object.keys(out).every((k) => k === 'id' || out[k] === again[k]);
            // the bytes read up to the id (repeat.ts: the id is the last member), then the client's id
            toClient(out, undefined, same ? Buffer.concat([line.subarray(0, line.lastIndexOf(stdio_ID_MEMBER)), Buffer.from(`,"id":${JSON.stringify(out.id)}}`)]) : undefined);
            flushAudit();
            return;
        }
        if (isBlank(line))
            return;
        // an answer the Enforcer will not rewrite (no listing or noted call pending) is written as it was read, anew
        const { read, refusal } = readMessage(line, 'server', { stdioLine: true, write: !enforcer.expectsAnswers() });
        if (refusal) {
            const answer = serverRefused(refusal);
            if (answer)
                toClient(answer);
            flushAudit();
            return;
        }
        if (read.repaired)
            noteRepair(wire, read.repaired);
        const first = read.items[0].msg;
        if (!read.batch && first && typeof first.id === 'string' && first.method === undefined && own.has(first.id)) {
            const mine = own.get(first.id);
            own.delete(first.id);
            clearTimeout(mine.timer);
            mine.resolve(first);
            flushAudit();
            return;
        }
        if (!read.batch) {
            if (read.items[0].refusal) {
                const answer = serverRefused(read.items[0].refusal);
                if (answer)
                    toClient(answer);
            }
            else {
                const listing = !read.repaired && first.method === undefined && typeof first.id === 'string' && pending.has(first.id) && enforcer.awaitsListing(idKey(first.id));
                const out = fromServerOne(first);
                if (out)
                    toClient(out, out === first ? read.text : first.method === undefined ? idSwapped(out, first, read.text) : undefined);
                if (listing)
                    answers.learn(line, first);
            }
        }
        else {
            const out = read.items.map((item) => (item.refusal ? serverRefused(item.refusal) : fromServerOne(item.msg))).filter((m) => m !== undefined);
            if (out.length)
                toClient(out);
        }
        flushAudit();
    };
    // server → client
    void eachLine(child.stdout, limit, fromServer, (bytes, head, tail) => {
        const answer = serverRefused(oversize(bytes, limit, head, tail));
        if (answer)
            toClient(answer);
        flushAudit();
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
        flushAudit();
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
    gone = serverGone(o.checker.server, o.command, end, stderrTail, o.cwd, o.scrub);
    o.log(`mcp-contract-gate proxy: ${gone.message}\n`);
    o.onGone?.(gone);
    for (const p of own.values()) {
        clearTimeout(p.timer);
        p.reject(new Error(gone.message));
    }
    own.clear();
    await queue;
    flushAudit();
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
function serverGone(server, command, end, stderrTail, cwd, scrub = (t) => t) {
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
    const message = scrub(`MCP server '${server}' ${why}${tail ? `; stderr: ${tail.slice(-500)}` : ''} (mcp-contract-gate proxy)`);
    return { message, data: { server, exitCode: end.code, signal: end.signal, ...(err ? { spawnError: scrub(err.code ?? err.message) } : {}), stderr: scrub(tail) } };
}
const LF = Buffer.from('\n');
const stdio_ID_MEMBER = Buffer.from(',"id":');
/** A line with nothing but spaces or tabs (or nothing), before at most one CR: skipped. */
function isBlank(line) {
    const end = line.length && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
    for (let i = 0; i < end; i++)
        if (line[i] !== 0x20 && line[i] !== 0x09)
            return false;
    return true;
}

;// CONCATENATED MODULE: ./src/proxy/http-stdio.ts












/** The prefix of the ids the listener gives the clients' requests on their way to the server (one id space for every session). */
const WIRE_ID_PREFIX = 'mcg-http:';
/** The answer to an unknown or ended Mcp-Session-Id (HTTP 404), with the code the SDK servers use: the client starts a new session. */
const SESSION_NOT_FOUND = -32001;
/**
 * Streamable HTTP in front of a stdio server: `proxy --server ID --listen PORT` for a stdio server of the config (or
 * `proxy --listen PORT -- COMMAND`). One server process serves every client session, started with the listener: the
 * judgement is the stdio proxy's own (`runStdioProxy`, fed the clients' messages), so batches, notifications, ids of every
 * JSON-RPC type, renames and withheld tools are judged exactly as over stdio. A body is read strictly first
 * (wire.ts): what cannot be read is answered here (400, or 413 over the size limit), never written to the server.
 * Beyond that the listener only carries messages: each request gets an id of its own on the way in (sessions cannot
 * collide) and its answer goes back to the POST that sent it, as JSON or, when the client accepts it, an SSE stream.
 * `initialize` opens a session (Mcp-Session-Id);
 * requests without the header are stateless (the 2026-07-28 era). The server's own requests and notifications go to
 * the GET stream of the session that spoke last (list_changed to every session), else to one of its open POST streams.
 * When the server ends, every request still open is answered with the error naming it, its exit code and stderr
 * tail; then the listener closes and `done` resolves with a non-zero code.
 */
async function startStdioListener(o) {
    const input = new external_node_stream_.PassThrough();
    input.on('error', () => undefined);
    /** A line to the stdio proxy (the server's side), while it still reads. */
    const send = (line) => {
        if (!input.destroyed && !input.writableEnded)
            input.write(`${line}\n`);
    };
    const sessions = new Map();
    const waiting = new Map();
    let nextWire = 0;
    let lastActive = '';
    let gone;
    let ended = false;
    const goneAnswer = (id) => ({
        jsonrpc: '2.0',
        id: id ?? null,
        error: { code: SERVER_GONE_ERROR, message: gone?.message ?? `MCP server '${o.checker.server}' is no longer running (mcp-contract-gate proxy)`, ...(gone ? { data: gone.data } : {}) },
    });
    const session = (id) => {
        let s = sessions.get(id);
        if (!s) {
            s = { id, streams: new Set(), posts: new Set() };
            sessions.set(id, s);
            if (sessions.size > MAX_PROXY_SESSIONS) {
                const oldest = [...sessions.keys()].find((k) => k !== '');
                for (const r of sessions.get(oldest).streams)
                    r.end();
                sessions.delete(oldest);
            }
        }
        return s;
    };
    /** Send a server message to a client stream (an SSE event). */
    const event = (res, m) => res.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
    /** A message the server started (a request or notification): to the sessions it is for. */
    const fromServer = (m) => {
        const everyone = typeof m.method === 'string' && m.id === undefined && (m.method.endsWith('/list_changed') || m.method === 'notifications/resources/updated');
        const targets = everyone ? [...sessions.values()] : [sessions.get(lastActive) ?? [...sessions.values()].at(-1)].filter((s) => s !== undefined);
        let sent = false;
        for (const s of targets) {
            const stream = [...s.streams].at(-1) ?? [...s.posts].at(-1);
            if (stream) {
                event(stream, m);
                sent = true;
            }
        }
        if (!sent && m.id !== undefined && m.id !== null) {
            // a request no client can see: answered here, so the server does not wait for ever
            send(JSON.stringify({ jsonrpc: '2.0', id: m.id, error: { code: PROXY_INTERNAL_ERROR, message: 'no client stream is open to take this request (mcp-contract-gate proxy)' } }));
        }
    };
    /** What the stdio proxy writes to "its client": answers go back to their POST, the rest to the sessions. */
    const route = (m) => {
        if (!(0,json/* isObject */.Gv)(m))
            return;
        const msg = m;
        if (msg.method === undefined) {
            const w = typeof msg.id === 'string' ? waiting.get(msg.id) : undefined;
            if (!w)
                return; // an answer whose client has gone
            waiting.delete(msg.id);
            w.deliver(withSubscriptionId({ ...msg, id: w.clientId ?? null }, msg.id, w.clientId));
            return;
        }
        // a frame of a listen stream: with the client's id of its listen, on that listen's POST stream
        const sub = msg.id === undefined ? subscriptionOf(msg) : undefined;
        const listen = typeof sub === 'string' ? waiting.get(sub) : undefined;
        if (listen?.frame)
            return listen.frame(withFrameSubscription(msg, listen.clientId));
        fromServer(msg);
    };
    let rest = '';
    const output = new external_node_stream_.Writable({
        write(chunk, _enc, cb) {
            const text = rest + chunk.toString();
            const lines = text.split('\n');
            rest = lines.pop();
            for (const line of lines) {
                if (!line.trim())
                    continue;
                const v = JSON.parse(line); // the stdio proxy's own writing: the messages it judged
                for (const m of Array.isArray(v) ? v : [v])
                    route(m);
            }
            cb();
        },
    });
    let enforcer; // the stdio proxy's: what the Mcp-Param-* headers are checked against
    const proxyEnded = runStdioProxy({ ...o, input, output, onGone: (g) => (gone = g), onEnforcer: (e) => (enforcer = e) });
    const limit = o.maxMessageBytes ?? limits/* MAX_MESSAGE_BYTES */.fv;
    const reading = { server: o.checker.server, audit: o.audit, log: o.log };
    const post = async (req, res) => {
        const body = await readRequest(req, limit);
        if (body.tooLarge) {
            const { bytes, head, exact } = body.tooLarge;
            return listener_json(res, 413, refused(reading, 'client', oversize(bytes, limit, head, '', exact)), { connection: 'close' });
        }
        // read strictly: what cannot be read is answered here (400), never written to the server
        const { read, refusal } = readMessage(body.bytes, 'client');
        if (refusal)
            return listener_json(res, 400, refused(reading, 'client', refusal));
        if (!read.batch && read.items[0].refusal)
            return listener_json(res, 400, refused(reading, 'client', read.items[0].refusal));
        const refusedHeaders = headerRefusal(req, read.value);
        if (refusedHeaders) {
            o.log(`mcp-contract-gate proxy: refused a request (400): ${(0,report_escape/* logSafe */.sN)(refusedHeaders.problem)}\n`);
            return listener_json(res, 400, refusedHeaders.body);
        }
        // Mcp-Param-* (x-mcp-header) against the body read
        const mirrored = gone || ended ? undefined : await checkMirrored(enforcer, headerOf(req), read.value);
        if (mirrored?.refusal) {
            o.log(`mcp-contract-gate proxy: refused a request (400): ${(0,report_escape/* logSafe */.sN)(mirrored.refusal.problem)}\n`);
            return listener_json(res, 400, mirrored.refusal.body);
        }
        const batch = read.batch;
        const items = read.items;
        const given = req.headers['mcp-session-id'];
        const opens = items.some(({ msg }) => msg?.method === 'initialize' && msg.id !== undefined);
        let key = '';
        if (typeof given === 'string') {
            if (!sessions.has(given))
                return listener_json(res, 404, { jsonrpc: '2.0', id: null, error: { code: SESSION_NOT_FOUND, message: 'Session not found (mcp-contract-gate proxy)' } });
            key = given;
        }
        else if (opens)
            key = (0,external_node_crypto_.randomUUID)();
        const s = session(key);
        lastActive = key;
        const head = key ? { 'mcp-session-id': key } : {};
        const answers = [];
        const open = [];
        const lines = [];
        for (const item of items) {
            if (item.refusal) {
                answers.push(refused(reading, 'client', item.refusal));
                continue;
            }
            const msg = item.msg;
            if (msg.method === undefined || msg.id === undefined || msg.id === null) {
                lines.push(JSON.stringify(msg)); // a notification, or the client's answer to a server request: sent on as it is
                continue;
            }
            if (gone || ended) {
                answers.push(goneAnswer(msg.id));
                continue;
            }
            const wire = `${WIRE_ID_PREFIX}${++nextWire}`;
            open.push({ wire, clientId: msg.id });
            lines.push(JSON.stringify({ ...msg, id: wire }));
        }
        const total = answers.length + open.length;
        if (total === 0) {
            for (const l of lines)
                send(l);
            return void res.writeHead(202, head).end();
        }
        const sse = /text\/event-stream/i.test(req.headers.accept ?? '') && open.length > 0;
        let got = 0;
        let finish = () => undefined;
        const finished = new Promise((r) => (finish = r));
        const all = [...answers];
        const deliver = (answer) => {
            got++;
            if (sse)
                event(res, answer);
            else
                all.push(answer);
            if (got === open.length)
                finish();
        };
        if (sse) {
            res.writeHead(200, { ...head, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
            res.flushHeaders();
            s.posts.add(res);
            for (const a of answers)
                event(res, a);
        }
        res.on('close', () => {
            s.posts.delete(res);
            for (const { wire } of open)
                waiting.delete(wire); // the client hung up: its answers have nowhere to go
            finish();
        });
        for (const { wire, clientId } of open)
            waiting.set(wire, { clientId, deliver, ...(sse ? { frame: (m) => event(res, m) } : {}) });
        for (const l of lines)
            send(l);
        if (open.length)
            await finished;
        s.posts.delete(res);
        if (res.destroyed)
            return;
        if (sse)
            return void res.end();
        listener_json(res, 200, batch ? all : all[0], head);
    };
    /** GET: the session's stream for the server's own messages (the stateless era has none); DELETE ends a session. */
    const other = (req, res) => {
        const given = req.headers['mcp-session-id'];
        if (typeof given !== 'string')
            return void res.writeHead(405, { allow: 'POST' }).end();
        const s = sessions.get(given);
        if (!s)
            return listener_json(res, 404, { jsonrpc: '2.0', id: null, error: { code: SESSION_NOT_FOUND, message: 'Session not found (mcp-contract-gate proxy)' } });
        if (req.method === 'DELETE') {
            for (const r of s.streams)
                r.end();
            sessions.delete(given);
            return void res.writeHead(200).end();
        }
        res.writeHead(200, { 'mcp-session-id': given, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.flushHeaders();
        s.streams.add(res);
        res.on('close', () => s.streams.delete(res));
    };
    const { server, url } = await startListening(o, (req, res) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (path !== PROXY_PATH)
            return plain(res, 404, `mcp-contract-gate proxy: not found; the MCP endpoint is ${PROXY_PATH}`);
        if (req.method === 'POST')
            return void post(req, res).catch((err) => {
                o.log(`mcp-contract-gate proxy: ${(0,report_escape/* logSafe */.sN)(err.message)}\n`);
                if (!res.headersSent)
                    plain(res, 500, `mcp-contract-gate proxy: ${err.message}`);
                else
                    res.destroy();
            });
        if (req.method === 'GET' || req.method === 'DELETE')
            return other(req, res);
        res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
    });
    const done = proxyEnded.then(async (code) => {
        ended = true;
        // what the stdio proxy could not answer (sent after it stopped reading): answered here, then the streams end
        for (const [wire, w] of [...waiting]) {
            waiting.delete(wire);
            w.deliver(goneAnswer(w.clientId));
        }
        for (const s of sessions.values())
            for (const r of s.streams)
                r.end();
        await new Promise((r) => setImmediate(r));
        await new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
        });
        return code;
    });
    let closing;
    return {
        url,
        done: done.then((code) => (closing ? 0 : gone ? code || 1 : code)),
        close: () => (closing ??= (input.end(), done.then(() => 0))),
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8987);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(9397);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/cli/keys.ts
var keys = __webpack_require__(3807);
// EXTERNAL MODULE: ./src/discovery/locked-launch.ts + 3 modules
var locked_launch = __webpack_require__(6585);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(6820);
;// CONCATENATED MODULE: ./src/cli/commands/proxy.ts




















/** The shortest bearer token `--auth-token` takes (a guessable one would defeat it). */
const MIN_AUTH_TOKEN_CHARS = 16;
const PROXY_HELP = `Usage: mcp-contract-gate proxy --server ID [--config F] [--lockfile F] [--verify KEY]… [--max-age DAYS] [--locked] [--enforce block|warn|off] [--audit FILE]
       mcp-contract-gate proxy --lockfile F [--server ID] [--enforce …] [--audit FILE] -- COMMAND [ARGS…]
       mcp-contract-gate proxy --server ID --listen [HOST:]PORT          (any server of the config, stdio or http)
       mcp-contract-gate proxy --lockfile F --upstream URL [--header 'K: V']… --listen [HOST:]PORT
       mcp-contract-gate proxy --lockfile F --listen [HOST:]PORT -- COMMAND [ARGS…]

An MCP proxy between any client and a server, enforcing the lockfile at run time: every tools/list is checked
(a tool whose contract is not the pinned one, is not pinned, or is listed twice is withheld, or listed with a
warning), every tools/call of such a tool is answered with a JSON-RPC error naming the tool, both hashes and the
changes (it never reaches the server), and a list_changed makes it list again before the next call. Renames a
reviewer approved (recorded in the lockfile) are translated: old tool and argument names become the new ones, noted
in the result's _meta and the audit log. Put it in front of a server in .mcp.json or claude_desktop_config.json:

  "command": "npx", "args": ["-y", "mcp-contract-gate", "proxy", "--server", "reviews"]

For a Streamable HTTP server, or to serve a stdio server over HTTP, run the proxy beside the client and give the
client its URL:

  npx mcp-contract-gate proxy --server docs --listen 8931     # prints: listening on http://127.0.0.1:8931/mcp
  "docs": { "type": "http", "url": "http://127.0.0.1:8931/mcp" }

Options:
  --server ID       the server: its command, args, env and cwd (stdio) or url and headers (http) from the config,
                    and its entry in the lockfile (with -- COMMAND or --upstream: only the lockfile entry; optional
                    when the lockfile pins one server)
  --config F        the config (default: found from here up to the repository root)
  --lockfile F      the lockfile (default: the config's \`lockfile\`)
${keys/* VERIFY_FLAG_HELP */.t3}
${keys/* LOCKED_FLAG_HELP */.QX}
  --enforce MODE    block (default): withhold and refuse; warn: let through with a _meta warning; off: only audit
  --enforce-by HOW  hash (default): any change to a pinned contract withholds the tool; policy: only changes that
                    block under the config's policy do (additive and cosmetic ones pass, noted in _meta); also
                    the server's \`enforce-by\` in the config
  --audit FILE      append one JSON line per call (time, server, tool, hash, decision, translation) to FILE
                    (default: stderr)
  --listen ADDR     serve Streamable HTTP on PORT or HOST:PORT (host 127.0.0.1 unless given; port 0 picks a free
                    one); the URL is printed on stderr. In front of an HTTP server each POST is judged and
                    forwarded, its JSON or SSE answer judged on the way back; GET and DELETE are forwarded;
                    Mcp-Session-Id, MCP-Protocol-Version, Mcp-Method and Mcp-Name pass both ways, so both protocol
                    eras work. In front of a stdio server (a config server, or -- COMMAND) one server process,
                    started with the listener, serves every session: initialize opens a session (Mcp-Session-Id),
                    requests without one are stateless (the 2026-07-28 era); answers come back as JSON or SSE (as
                    the client accepts); the server's own messages go to the session's GET stream
  --upstream URL    the Streamable HTTP server to forward to (without a config; with --config and --server, that
                    entry's \`auth\` signs the proxy in: OAuth client credentials, a private-key JWT or a refresh
                    token, a new token on 401 and on insufficient_scope; the tokens never reach the client; a
                    credential missing or refused: exit 3, naming the step and the key to set)
  --header 'K: V'   a header for every request to --upstream (repeatable; e.g. 'Authorization: Bearer …')
  --allow-host H    with --listen: a Host header accepted besides the listen address (repeatable; e.g. a name
                    the client uses for this machine). Any other Host is refused (403: DNS rebinding)
  --allow-origin O  with --listen: an Origin accepted (repeatable; e.g. http://localhost:3000). A request that
                    carries any other Origin is refused (403); POST needs content-type application/json (415)
  --auth-token env:NAME
                    with --listen: every request must carry \`Authorization: Bearer <token>\`, the value of the
                    variable NAME (at least ${MIN_AUTH_TOKEN_CHARS} characters; compared in constant time), else 401;
                    the client's Authorization header is then the proxy's, never sent to the server
  --allow-remote    with --listen on an address beyond loopback (0.0.0.0, ::, a LAN address): needed, and so is
                    --auth-token; without both the proxy refuses to start
  --header-timeout S
                    with --listen: a client has S seconds to send a request's headers (default ${DEFAULT_HEADER_TIMEOUT_MS / 1000})
  --body-timeout S  with --listen: S seconds to send a whole request, headers and body (default ${DEFAULT_BODY_TIMEOUT_MS / 1000}); a
                    client that trickles its request is cut off (408)
  --pass-env NAME   with -- COMMAND: pass the variable NAME of the proxy's environment on to the server (repeatable;
                    NAME* passes every variable starting so). The server gets the environment every server gets
                    (HOME, PATH, …, TZ, npm_config_*, UV_*, PIP_*, DOCKER_*: see docs/config.md) and these, nothing else
  --max-message-size N
                    the most one message may carry, either way, in bytes (or N KiB, N MiB; default
                    ${limits/* MAX_MESSAGE_BYTES */.fv / 1024 / 1024} MiB, as discovery reads servers); over it the client gets a JSON-RPC error
  -h, --help        this help

Every message, either way, is read strictly before it is judged: UTF-8, one JSON value (RFC 8259: no NaN or
Infinity, no duplicate names, no lone surrogates, no raw control characters; numbers it can carry), a JSON-RPC
message; over stdio one per LF-terminated line (one CR before the LF at most). What cannot be read is answered with
-32700 (parse error) or -32600 (invalid request), with its id when one can be read, logged on stderr and in the
audit log ("decision": "malformed"), and never forwarded; what is forwarded is the value judged, written anew. A
server's lone surrogate or invalid UTF-8 in a string is replaced with U+FFFD (logged; that tool then matches no pin).

Over stdio only JSON-RPC is ever written to stdout; exit code: the server's. Over HTTP a server that fails (5xx,
unreachable) is answered with a JSON-RPC error; the proxy runs until SIGINT or SIGTERM. A stdio server behind
--listen that ends (or cannot start) gets every open request answered with an error naming it, its exit code and
stderr tail; then the listener stops and exits with the server's code (1 when it had none).
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
            ...keys/* VERIFY_FLAGS */.Oi,
            locked: { type: 'boolean' },
            enforce: { type: 'string' },
            audit: { type: 'string' },
            listen: { type: 'string' },
            upstream: { type: 'string' },
            header: { type: 'string', multiple: true },
            'enforce-by': { type: 'string' },
            'allow-host': { type: 'string', multiple: true },
            'allow-origin': { type: 'string', multiple: true },
            'auth-token': { type: 'string' },
            'allow-remote': { type: 'boolean' },
            'header-timeout': { type: 'string' },
            'body-timeout': { type: 'string' },
            'max-message-size': { type: 'string' },
            'pass-env': { type: 'string', multiple: true },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(PROXY_HELP); // asked for help: no JSON-RPC session is running
        return 0;
    }
    if (values['pass-env']?.length && !command.length)
        throw new errors/* InputError */.dz("proxy: --pass-env goes with -- COMMAND; a config server's environment is its entry's `env` (plus the variables every server inherits)");
    if (dash >= 0 && command.length === 0)
        throw new errors/* InputError */.dz('proxy: nothing after --; give the server command, e.g. `proxy --lockfile mcp-contracts.lock.json -- node server.js`');
    if (command.length && values.upstream !== undefined)
        throw new errors/* InputError */.dz('proxy: -- COMMAND starts a stdio server; --upstream is an HTTP server (use one or the other)');
    if (values.header?.length && values.upstream === undefined)
        throw new errors/* InputError */.dz('proxy: --header goes with --upstream URL (a config server takes its headers from the config)');
    // parsed before the plan: a --listen that cannot be read is refused first
    const listen = values.listen !== undefined ? parseListen(values.listen) : undefined;
    const plan = planProxy({
        ...(values.server !== undefined ? { server: values.server } : {}),
        ...(values.config !== undefined ? { config: values.config } : {}),
        ...(values.lockfile !== undefined ? { lockfile: values.lockfile } : {}),
        command,
        ...(values.upstream !== undefined ? { upstream: values.upstream } : {}),
        headers: Object.fromEntries((values.header ?? []).map(parseHeader)),
        passEnv: values['pass-env'] ?? [],
        listen: listen !== undefined,
        locked: values.locked === true,
        ...(values.enforce !== undefined ? { enforce: (0,cli_args/* oneOf */.yL)('--enforce', values.enforce, config/* ENFORCE_MODES */.u1) } : {}),
        ...(values['enforce-by'] !== undefined ? { enforceBy: (0,cli_args/* oneOf */.yL)('--enforce-by', values['enforce-by'], config/* ENFORCE_MODES_BY */.sy) } : {}),
        env: io.env,
        cwd: io.cwd,
    }, {
        loadConfig: (flag, only) => (0,cli_config/* loadCliConfig */.XY)(io, flag, undefined, only),
        readLockfile: (path) => (0,cli_config/* readCliLockfile */.ot)(io, path, (0,keys/* readVerify */.sF)(io, values)),
        display: (path) => (0,cli_config/* display */.Vy)(io, path),
        gitRoot: cli_config/* gitRoot */.Jl,
        httpUrl: httpUrl,
    });
    const { id, enforce, by } = plan;
    let run = plan.launch.kind === 'stdio' ? plan.launch.run : undefined;
    const remote = plan.launch.kind === 'http' ? plan.launch : undefined;
    if (plan.locked && run) {
        // the package's bytes are checked against the lockfile first, with the registry settings the server's own launch
        // reads (npm_config_*, PIP_*, .npmrc in its folder); npx then runs the verified archive itself
        const env = Object.fromEntries(Object.entries(run.env).filter((e) => typeof e[1] === 'string'));
        const verdict = await (0,locked_launch/* verifyLockedPackage */.ut)({ id, transport: 'stdio', command: run.command, args: run.args }, plan.pinned.package, (0,cli_config/* display */.Vy)(io, plan.lockPath), {
            cwd: run.cwd ?? io.cwd,
            env,
            cacheDir: (0,locked_launch/* archiveCacheDir */.cF)(io.env),
        });
        if (!verdict.ok) {
            io.stderr(`mcp-contract-gate proxy: refused to start server '${id}': ${verdict.message}${verdict.kind === 'changed' ? ' (server-package-changed)' : ''}\n`);
            return exit_codes/* EXIT_CODES */.a[(0,locked_launch/* lockedRefusalExit */.nl)(verdict.kind)];
        }
        run = { ...run, command: verdict.command, args: verdict.args, env: { ...run.env, ...verdict.env } };
    }
    const auditFile = values.audit !== undefined ? (0,cli_config/* resolveIn */.QH)(io, values.audit) : undefined;
    // the audit file is opened once (appending): a line per call costs one write, not an open, a write and a close
    let auditFd;
    const audit = (line) => {
        const text = (0,cli_io/* scrubbedText */._Y)(io, `${JSON.stringify(line)}\n`);
        if (auditFile === undefined)
            return io.stderr(text);
        auditFd ??= (0,external_node_fs_.openSync)(auditFile, 'a');
        (0,external_node_fs_.writeSync)(auditFd, text);
    };
    const checker = new ContractChecker(id, plan.pinned, plan.checker);
    const log = (t) => io.stderr(t);
    // what the proxy itself tells a client (a server's exit and stderr tail, an upstream's error) is scrubbed like its logs
    const scrub = (t) => (0,cli_io/* scrubbedText */._Y)(io, t);
    if ((values['allow-host']?.length || values['allow-origin']?.length) && !listen)
        throw new errors/* InputError */.dz('proxy: --allow-host and --allow-origin go with --listen (the HTTP listener)');
    const exposure = listenExposure(io, values, listen);
    const maxMessageBytes = values['max-message-size'] !== undefined ? parseSize(values['max-message-size']) : limits/* MAX_MESSAGE_BYTES */.fv;
    try {
        return await serve();
    }
    finally {
        if (auditFd !== undefined)
            (0,external_node_fs_.closeSync)(auditFd);
    }
    async function serve() {
        if (run && !listen)
            return runStdioProxy({ ...run, checker, enforce, audit, input: process.stdin, output: process.stdout, log, maxMessageBytes, scrub });
        // what either HTTP listener takes: where it listens, whom it lets in, how it judges and where it logs
        const listening = {
            host: listen.host,
            port: listen.port,
            allowHosts: values['allow-host'] ?? [],
            allowOrigins: values['allow-origin'] ?? [],
            ...exposure,
            checker,
            enforce,
            audit,
            log,
            maxMessageBytes,
            scrub,
        };
        if (exposure.remote)
            io.stderr(`mcp-contract-gate proxy: listening beyond loopback (${(0,report_escape/* logSafe */.sN)(listen.host)}, --allow-remote): every request needs the bearer token\n`);
        if (run) {
            const listener = await startStdioListener({ ...run, ...listening });
            io.stderr(`mcp-contract-gate proxy: listening on ${listener.url} (server '${id}' over stdio: ${(0,report_escape/* logSafe */.sN)(run.command)}, enforce ${enforce} by ${by})\n`);
            const stop = () => void listener.close();
            process.once('SIGINT', stop);
            process.once('SIGTERM', stop);
            const unwatch = watchParent(stop);
            const code = await listener.done;
            unwatch();
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
            return code;
        }
        // the config's entry: its `auth` makes the proxy the server's OAuth client; a server it cannot authorize to is refused now
        const upstream = remote?.entry ? proxyUpstream(remote.url, remote.headers, remote.entry) : undefined;
        const unauthorized = await upstream?.preflight();
        if (unauthorized) {
            io.stderr(`mcp-contract-gate proxy: refused to start server '${id}': ${unauthorized}\n`);
            return exit_codes/* EXIT_CODES */.a.couldNotRun;
        }
        const proxy = await startHttpProxy({ upstream: remote.url, headers: remote.headers, ...listening, ...(upstream?.fetch ? { upstreamFetch: upstream.fetch } : {}) });
        io.stderr(`mcp-contract-gate proxy: listening on ${proxy.url} (server '${id}' at ${redactUrl(remote.url)}${upstream?.fetch ? ', OAuth' : ''}, enforce ${enforce} by ${by})\n`);
        let unwatch = () => undefined;
        await new Promise((done) => {
            process.once('SIGINT', done);
            process.once('SIGTERM', done);
            // the launcher (npx, a shell) ended without passing its signal on: end as on SIGTERM
            unwatch = watchParent(done);
        });
        unwatch();
        await proxy.close();
        return 0;
    }
}
/**
 * Who may reach the listener: beyond loopback only with --allow-remote and a bearer token (--auth-token env:NAME);
 * the token, the read timeouts. Flags that need --listen are refused without it.
 */
function listenExposure(io, values, listen) {
    const given = ['auth-token', 'allow-remote', 'header-timeout', 'body-timeout'].filter((k) => values[k] !== undefined);
    if (!listen) {
        if (given.length)
            throw new errors/* InputError */.dz(`proxy: --${given[0]} goes with --listen (the HTTP listener)`);
        return { remote: false };
    }
    let authToken;
    const source = values['auth-token'];
    if (source !== undefined) {
        if (!source.startsWith('env:'))
            throw new errors/* InputError */.dz('proxy: --auth-token takes env:NAME, a variable holding the token (a token on the command line is visible to every user of the machine)');
        const name = source.slice(4);
        authToken = io.env[name];
        if (!authToken)
            throw new errors/* InputError */.dz(`proxy: --auth-token ${source}: the variable ${name} is not set (or empty)`);
        if (authToken.length < MIN_AUTH_TOKEN_CHARS || /\s/.test(authToken))
            throw new errors/* InputError */.dz(`proxy: --auth-token ${source}: the token must be at least ${MIN_AUTH_TOKEN_CHARS} characters, without spaces (e.g. \`openssl rand -hex 32\`)`);
    }
    const remote = !isLoopbackHost(listen.host);
    if (remote && (!values['allow-remote'] || authToken === undefined))
        throw new errors/* InputError */.dz(`proxy: --listen ${listen.host} is reachable from other machines; that needs --allow-remote and a bearer token (--auth-token env:NAME), ${values['allow-remote'] ? 'and no --auth-token was given' : 'or listen on 127.0.0.1'}`);
    const seconds = (flag) => {
        const text = values[flag];
        if (text === undefined)
            return undefined;
        const n = Number(text);
        if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(n > 0) || n > 3600)
            throw new errors/* InputError */.dz(`proxy: --${flag} ${JSON.stringify(text)}: give seconds, more than 0 and at most 3600 (e.g. 10)`);
        return Math.round(n * 1000);
    };
    const headerTimeoutMs = seconds('header-timeout');
    const bodyTimeoutMs = seconds('body-timeout');
    if ((headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS) > (bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS))
        throw new errors/* InputError */.dz('proxy: --header-timeout is longer than --body-timeout (the body timeout counts the headers too)');
    return { remote, ...(authToken !== undefined ? { authToken } : {}), ...(headerTimeoutMs !== undefined ? { headerTimeoutMs } : {}), ...(bodyTimeoutMs !== undefined ? { bodyTimeoutMs } : {}) };
}


/***/ })

};
