export const id = 221;
export const ids = [221];
export const modules = {

/***/ 23221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRelease: () => (/* binding */ runRelease)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ../../node_modules/semver/index.js
var semver = __webpack_require__(90084);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/contract/lockfile.ts + 1 modules
var lockfile = __webpack_require__(58828);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(14788);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(11973);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(48756);
// EXTERNAL MODULE: ./src/contract/surfaces.ts
var surfaces = __webpack_require__(73565);
// EXTERNAL MODULE: ./src/util/text-file.ts
var text_file = __webpack_require__(41099);
;// CONCATENATED MODULE: ./src/contract/snapshot.ts








const SHAPES = 'expected a tools/list result {"tools":[…]}, a bare array of tools, or a multi-server file {"servers":{"ID":{"tools":[…]}}}';
/** Read a snapshot file from disk (see parseSnapshot for the accepted shapes). */
function readSnapshotFile(file) {
    return snapshot_parseSnapshot(snapshot_readJsonInput(file), file);
}
/** A JSON file's value; a missing, unreadable or malformed file is an InputError naming it. */
function snapshot_readJsonInput(file) {
    let text;
    try {
        text = readUtf8(file);
    }
    catch (err) {
        const code = err.code;
        throw new InputError(code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? err.message})`, file);
    }
    return parseJsonFile(text, file);
}
/**
 * Accepts a `tools/list` result (`{"tools":[…]}`, extra fields such as `serverInfo` and `prompts` kept), a JSON-RPC
 * response wrapping one (`{"result":{"tools":[…]}}`), a bare array of tools, or a multi-server file
 * `{"servers":{"ID":{"tools":[…]}}}`. Anything else is an InputError naming the file and the problem.
 */
function snapshot_parseSnapshot(data, file) {
    if (Array.isArray(data))
        return { servers: { [DEFAULT_SERVER_ID]: { tools: validateTools(data) } } };
    if (!isObject(data))
        throw new InputError(`${SHAPES}; found ${describe(data)}`, file);
    if (isObject(data.result) && !('tools' in data) && !('servers' in data))
        return snapshot_parseSnapshot(data.result, file);
    if ('servers' in data && !('tools' in data)) {
        if (!isObject(data.servers))
            throw new InputError(`"servers" must be an object mapping server ids to snapshots; found ${describe(data.servers)}`, file);
        const servers = {};
        for (const id of Object.keys(data.servers))
            setOwn(servers, id, parseServer(data.servers[id], file, `servers.${id}`));
        return { servers };
    }
    return { servers: { [DEFAULT_SERVER_ID]: parseServer(data, file, '') } };
}
function parseServer(data, file, where) {
    const at = where ? `${where}.` : '';
    if (!isObject(data))
        throw new InputError(`${where || 'the snapshot'} must be an object with a "tools" array; found ${describe(data)}`, file);
    const snap = { tools: [] };
    if (isObject(data.error)) {
        snap.error = { message: String(data.error.message ?? 'discovery failed') };
        for (const k of ['exitCode', 'signal', 'stderr', 'timedOut'])
            if (data.error[k] !== undefined)
                snap.error[k] = data.error[k];
    }
    if (data.tools === undefined) {
        if (!snap.error)
            throw new InputError(`${at}tools is missing: ${SHAPES}`, file);
    }
    else if (!Array.isArray(data.tools)) {
        throw new InputError(`${at}tools must be an array; found ${describe(data.tools)}`, file);
    }
    else
        snap.tools = validateTools(data.tools);
    if (data.prompts !== undefined) {
        if (!Array.isArray(data.prompts))
            throw new InputError(`${at}prompts must be an array; found ${describe(data.prompts)}`, file);
        snap.prompts = validatePrompts(data.prompts);
    }
    if (Array.isArray(data.resourceTemplates))
        snap.resourceTemplates = data.resourceTemplates.filter(isObject);
    if (Array.isArray(data.resources))
        snap.resources = data.resources.filter(isObject);
    if (typeof data.instructions === 'string')
        snap.instructions = data.instructions;
    if (Array.isArray(data.ui))
        snap.ui = readUiList(data.ui);
    if (Array.isArray(data.skills))
        snap.skills = readSkills(data.skills);
    // a side that did not pin them (a lockfile's, as a file): reported as not pinned, never as added
    if (data.uiUnpinned === true && snap.ui === undefined)
        snap.uiUnpinned = true;
    if (data.skillsUnpinned === true && snap.skills === undefined)
        snap.skillsUnpinned = true;
    const auth = readAuthSurface(data.auth);
    if (auth)
        snap.auth = auth;
    if (isObject(data.serverInfo))
        snap.serverInfo = data.serverInfo;
    if (isObject(data.package) && typeof data.package.name === 'string' && typeof data.package.manager === 'string')
        snap.package = data.package;
    const launch = readLaunchRecord(data.launch);
    if (launch)
        snap.launch = launch;
    if (typeof data.protocolVersion === 'string')
        snap.protocolVersion = data.protocolVersion;
    if (data.era === 'discover')
        snap.era = 'discover';
    if (typeof data.variant === 'string' && data.variant !== '')
        snap.variant = data.variant;
    if (Array.isArray(data.warnings))
        snap.warnings = data.warnings.filter((w) => typeof w === 'string');
    if (isObject(data.capabilities))
        snap.capabilities = data.capabilities;
    if (isObject(data.clientCapabilities))
        snap.clientCapabilities = data.clientCapabilities;
    return snap;
}
/**
 * Tools as listed (the objects of the caller's own parse: one without a null field is kept as it is). A malformed entry (null, no string name, a schema that is not an object, nested too deep) or a name
 * listed twice does not reject the file: the diff reports each as a finding of its own (`tool-invalid`,
 * `tool-duplicated`), the way it reports them for a live server, so one bad tool never loses the whole run.
 */
function validateTools(list) {
    return list.map((tool) => (isObject(tool) && entryShapeProblem(tool, 'tool') === undefined ? stripNulls(tool) : tool));
}
function validatePrompts(list) {
    return list.map((prompt) => (isObject(prompt) && entryShapeProblem(prompt, 'prompt') === undefined ? stripNulls(prompt) : prompt));
}
/** `"title": null` and an absent title mean the same on the wire; keep only the absent form. */
function stripNulls(obj) {
    let nulls = false;
    for (const k in obj)
        if (obj[k] === null)
            nulls = true;
    if (!nulls)
        return obj; // (the object is this parse's own: nothing else holds it)
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== null)
            setOwn(out, k, v);
    return out;
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    return `${typeof value} ${String(value)}`;
}

// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(63827);
// EXTERNAL MODULE: ./src/discovery/sides.ts
var sides = __webpack_require__(96475);
// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(48272);
// EXTERNAL MODULE: ./src/policy/judge.ts + 7 modules
var judge = __webpack_require__(19514);
// EXTERNAL MODULE: ./src/policy/versioning.ts
var versioning = __webpack_require__(21045);
// EXTERNAL MODULE: ./src/diff/entities/index.ts + 25 modules
var entities = __webpack_require__(57312);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(23214);
;// CONCATENATED MODULE: ./src/report/word-diff.ts
/**
 * A short word-level diff of two texts (a changed description), for a changelog line: the changed runs with a few
 * words of context each, as git's `--word-diff` shows them. Pure; server text stays raw here (renderers escape it).
 */
/** Words of context on each side of a change. */
const WORD_CONTEXT = 4;
/** Most changed runs shown; the count of the rest is returned. */
const WORD_HUNKS = 3;
/** Longest texts compared word by word (longer: only their shared start and end are trimmed). */
const MAX_WORDS = 2000;
const words = (text) => text.split(/\s+/).filter(Boolean);
/** The edit script of two word lists (longest common subsequence), as runs of kept, removed and added words. */
function script(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
        endA--;
        endB--;
    }
    const ops = a.slice(0, start).map((w) => ({ op: '=', word: w }));
    const x = a.slice(start, endA);
    const y = b.slice(start, endB);
    if (x.length * y.length > MAX_WORDS * MAX_WORDS || x.length > MAX_WORDS || y.length > MAX_WORDS) {
        ops.push(...x.map((w) => ({ op: '-', word: w })), ...y.map((w) => ({ op: '+', word: w })));
    }
    else {
        // lengths of the longest common subsequences of the suffixes
        const n = x.length;
        const m = y.length;
        const len = new Uint32Array((n + 1) * (m + 1));
        for (let i = n - 1; i >= 0; i--)
            for (let j = m - 1; j >= 0; j--)
                len[i * (m + 1) + j] = x[i] === y[j] ? len[(i + 1) * (m + 1) + j + 1] + 1 : Math.max(len[(i + 1) * (m + 1) + j], len[i * (m + 1) + j + 1]);
        let i = 0;
        let j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && x[i] === y[j]) {
                ops.push({ op: '=', word: x[i] });
                i++;
                j++;
            }
            else if (j < m && (i === n || len[i * (m + 1) + j + 1] >= len[(i + 1) * (m + 1) + j]))
                ops.push({ op: '+', word: y[j++] });
            else
                ops.push({ op: '-', word: x[i++] });
        }
    }
    ops.push(...a.slice(endA).map((w) => ({ op: '=', word: w })));
    const runs = [];
    for (const o of ops) {
        const last = runs[runs.length - 1];
        if (last && last.op === o.op)
            last.words.push(o.word);
        else
            runs.push({ op: o.op, words: [o.word] });
    }
    return runs;
}
/** The changed runs of `before` → `after` (whitespace differences alone are none), the first WORD_HUNKS of them, and how many more there are. */
function wordDiff(before, after) {
    const runs = script(words(before), words(after));
    const hunks = [];
    let total = 0;
    for (let k = 0; k < runs.length; k++) {
        const r = runs[k];
        if (r.op === '=')
            continue;
        // a removal followed by an addition (or the reverse) is one change
        const next = runs[k + 1];
        const paired = next && next.op !== '=' && next.op !== r.op ? next : undefined;
        const removed = r.op === '-' ? r.words : (paired?.words ?? []);
        const added = r.op === '+' ? r.words : (paired?.words ?? []);
        const prev = runs[k - 1];
        const follow = runs[k + (paired ? 2 : 1)];
        const left = prev?.op === '=' ? prev.words : [];
        const right = follow?.op === '=' ? follow.words : [];
        if (paired)
            k++;
        total++;
        if (hunks.length >= WORD_HUNKS)
            continue;
        hunks.push({
            before: left.slice(-WORD_CONTEXT).join(' '),
            removed: removed.join(' '),
            added: added.join(' '),
            after: right.slice(0, WORD_CONTEXT).join(' '),
            cutBefore: left.length > WORD_CONTEXT,
            cutAfter: right.length > WORD_CONTEXT,
        });
    }
    return { hunks, more: total - hunks.length };
}

// EXTERNAL MODULE: ./src/policy/catalog.ts
var catalog = __webpack_require__(36958);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(83436);
;// CONCATENATED MODULE: ./src/report/changelog.ts
/**
 * The contract changelog, for the people who ship a server: Keep a Changelog style Markdown (Breaking, Changed
 * meaning, Added, then the representation-only changes grouped once; per tool, prompt, resource, template or the
 * instructions, each with its own noun; one sentence per change with its rule ID and the bump it needs, and a short
 * word diff for a changed description), the same as JSON, and a one-line summary, each saying what the release was
 * compared with (its baseline), which semver bump the changes need and whether the version released makes it. Only
 * contract changes are listed (a diff rule's findings): the policy's own findings (an unpinned launch, an edited gate
 * config) say nothing to the server's users. Server text is untrusted: escaped like the pull-request comment.
 * Here the changelog itself and its summary line; its renderers in changelog-markdown.ts, changelog-text.ts and
 * changelog-json.ts.
 */




/** The changelog's sections, in the order they are shown: each is one severity. */
const CHANGELOG_SECTIONS = [
    { key: 'breaking', title: 'Breaking', severity: 'breaking' },
    { key: 'changedMeaning', title: 'Changed meaning', severity: 'silent' },
    { key: 'added', title: 'Added', severity: 'additive' },
    { key: 'other', title: 'Other', severity: 'cosmetic' },
];
/** The change's message as a sentence: a capital first letter and a full stop. */
function sentence(message) {
    const t = message.trim();
    const first = t.charAt(0);
    const capital = first >= 'a' && first <= 'z' ? first.toUpperCase() + t.slice(1) : t;
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function entry(f, bumps) {
    const b = (0,versioning/* bumpOf */.uM)(f, bumps ?? {});
    const text = (0,versioning/* isDescriptionChange */.rx)(f) && typeof f.before === 'string' && typeof f.after === 'string';
    return {
        ...(f.server !== undefined ? { server: f.server } : {}),
        entity: f.entity,
        tool: f.tool,
        rule: f.rule,
        severity: f.severity,
        path: f.path,
        pointer: f.pointer,
        text: sentence(f.message),
        bump: b.bump,
        why: b.why,
        ...(text ? { words: { before: f.before, after: f.after } } : {}),
    };
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Server, then entity kind, then name (code-unit order: the same on every machine), then the engine's order. */
function ordered(findings) {
    return findings
        .map((f, i) => [f, i])
        .sort(([a, i], [b, j]) => compare((0,common/* serverOf */.FN)(a), (0,common/* serverOf */.FN)(b)) || (0,entities/* entityRank */.Ki)(a.entity) - (0,entities/* entityRank */.Ki)(b.entity) || compare(a.tool, b.tool) || i - j)
        .map(([f]) => f);
}
/** The changelog of a report: its contract changes by section, and the release verdict. Pure and deterministic. */
function changelogOf(input, options = {}) {
    const changes = ordered((0,versioning/* contractFindings */.TH)(input.evaluation.findings));
    const release = input.release ?? { bump: (0,versioning/* releaseBump */.ej)(changes) };
    const sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, changes.filter((f) => f.severity === s.severity).map((f) => entry(f, release.bumps))]));
    const cosmeticLeftOut = options.cosmetic === false ? sections.other.length : 0;
    if (options.cosmetic === false)
        sections.other = [];
    const failures = [...input.evaluation.failures].sort((a, b) => compare(a.server, b.server) || compare(a.side, b.side));
    const problems = [...(release.problems ?? [])];
    return {
        bump: release.bump,
        ...(release.fromLabel ? { fromLabel: release.fromLabel } : {}),
        ...(release.toLabel ? { toLabel: release.toLabel } : {}),
        ...(input.subject ? { subject: input.subject } : {}),
        sections,
        failures,
        problems,
        ...(release.baseline ? { baseline: release.baseline } : {}),
        cosmeticLeftOut,
        ok: release.bump.ok === true && failures.length === 0 && problems.length === 0 && release.baseline?.kind !== 'none',
    };
}
function versionOf(version, label) {
    if (version === undefined)
        return label;
    return label && label !== version && label !== `v${version}` ? `${version} (${label})` : version;
}
/** The verdict in plain words (no Markdown): what the changes need, and whether the version being released makes it. */
function bumpSentence(c) {
    const { bump } = c;
    if (c.baseline?.kind === 'none')
        return `Could not run: no baseline could be read, so the changes${bump.to ? ` in ${versionOf(bump.to, c.toLabel)}` : ''} are not known.`;
    const from = versionOf(bump.from, c.fromLabel);
    const to = versionOf(bump.to, c.toLabel);
    if (bump.exempt)
        return `No bump is required: ${from} is a 0.x version and zero-versions is exempt (semver §4: anything may change).`;
    if (bump.needed === 'none')
        return `No contract change: no bump is required${to && from ? ` (${from} → ${to})` : ''}.`;
    const need = `The contract changes need a ${bump.needed} release`;
    if (bump.ok === true)
        return `${need}: ${to} is a ${bump.actual} bump from ${from}, which makes it.`;
    if (bump.ok === false)
        return `${need}: ${to} is ${bump.actual === 'none' ? 'no bump' : `only a ${bump.actual} bump`} from ${from}; release ${bump.suggested} (or later).`;
    return `${need}${bump.suggested ? ` (from ${from}: ${bump.suggested})` : ''}${bump.unknown ? `; ${bump.unknown}` : ''}.`;
}
function counts(c) {
    return Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, c.sections[s.key].length]));
}
/** One line: the counts per section and the verdict, e.g. for a CI log or a release workflow's output. */
function changelogSummary(input, options = {}) {
    const c = changelogOf(input, options);
    const n = counts(c);
    const parts = CHANGELOG_SECTIONS.map((s) => `${n[s.key]} ${s.title.toLowerCase()}`).join(', ');
    const failed = c.failures.length ? `; ${c.failures.length} server side${c.failures.length === 1 ? '' : 's'} could not be read` : '';
    const problems = c.problems.length ? `; ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}` : '';
    return `${parts}${failed}${problems}. ${bumpSentence(c)}\n`;
}
/** The baseline in one sentence, printed first. */
function baselineSentence(b) {
    if (b.kind === 'none')
        return `Baseline: none could be read (tried ${b.tried.map((t) => t.kind).join(', ') || 'nothing'}).`;
    return `Baseline: ${b.label}.`;
}
/** The representation-only changes, one group per rule: its title and the entities it touched. */
function cosmeticGroups(list) {
    const groups = new Map();
    for (const e of list) {
        let g = groups.get(e.rule);
        if (!g)
            groups.set(e.rule, (g = { rule: e.rule, title: catalog/* CATALOG_BY_ID */.K0.get(e.rule)?.title ?? e.rule, bump: e.bump, why: e.why, entities: [] }));
        if (!g.entities.some((x) => x.server === e.server && x.entity === e.entity && x.tool === e.tool))
            g.entities.push(e);
    }
    return [...groups.values()].sort((a, b) => compare(a.rule, b.rule));
}
/** Most entity names listed on one representation-only line. */
const COSMETIC_NAMES = 12;

;// CONCATENATED MODULE: ./src/report/changelog-markdown.ts




/**
 * A change's sentence for Markdown: the quoted names and values (`'x'`) and URIs as code spans (no autolink, no
 * entity inside), the rest escaped prose.
 */
function prose(text) {
    let out = '';
    let last = 0;
    for (const m of text.matchAll(/'([^'\n]{1,300})'|\b[a-z][a-z0-9+.-]*:\/\/[^\s()'"]+/gi)) {
        out += (0,report_escape/* escapeInline */.VV)(text.slice(last, m.index), 4000) + (0,report_escape/* codeSpan */.SS)(m[1] ?? m[0], { max: 200 });
        last = m.index + m[0].length;
    }
    return out + (0,report_escape/* escapeInline */.VV)(text.slice(last), 4000);
}
/** `Tool `search``, `Resource `file:///a``, `Server instructions`: the noun from the surface's registry entry. */
function entityName(e) {
    const { noun, name } = (0,entities/* entityHeading */.kl)(e.entity, e.tool);
    return name === undefined ? noun : `${noun} ${(0,report_escape/* codeSpan */.SS)(name)}`;
}
/**
 * The word diff of a changed description as Markdown: `… \`the\` ~~\`issues\`~~ **\`tickets\`** \`in\` …`. Each part
 * is a code span, not escaped prose: a server's text reaches the output as written, so the scrubber that reads the
 * output finds a secret in it (a backslash-escaped `api\_key\=…` would slip past it).
 */
function wordsMarkdown(w) {
    const { hunks, more } = wordDiff(w.before, w.after);
    if (!hunks.length)
        return undefined;
    const part = (t) => (0,report_escape/* codeSpan */.SS)(t, { max: 300 });
    const shown = hunks.map((h) => `${h.cutBefore ? '… ' : ''}${h.before ? `${part(h.before)} ` : ''}${h.removed ? `~~${part(h.removed)}~~` : ''}${h.removed && h.added ? ' ' : ''}${h.added ? `**${part(h.added)}**` : ''}${h.after ? ` ${part(h.after)}` : ''}${h.cutAfter ? ' …' : ''}`);
    return `${shown.join('; ')}${more ? `; and ${more} more change${more === 1 ? '' : 's'}` : ''}`;
}
/** Keep a Changelog style Markdown (Breaking, Changed meaning, Added; per surface; each line with its rule ID and bump; representation-only changes grouped once at the end). */
function renderChangelog(input, options = {}) {
    const c = changelogOf(input, options);
    const from = versionOf(c.bump.from, c.fromLabel);
    const to = versionOf(c.bump.to, c.toLabel);
    const out = [];
    out.push(`## ${(0,report_escape/* escapeInline */.VV)(`Contract changes${to ? ` in ${to}` : ''}${from && c.baseline?.kind !== 'none' ? ` since ${from}` : ''}`)}`, '');
    if (c.baseline)
        out.push((0,report_escape/* escapeInline */.VV)(baselineSentence(c.baseline), 4000), '');
    if (!c.bump.from && c.subject && !c.baseline)
        out.push(`Compared ${(0,report_escape/* codeSpan */.SS)(c.subject.before)} → ${(0,report_escape/* codeSpan */.SS)(c.subject.after)}.`, '');
    out.push(`${c.ok || c.bump.ok === undefined ? '' : '❌ '}${(0,report_escape/* escapeInline */.VV)(bumpSentence(c), 4000)}`, '');
    if (c.baseline?.kind === 'none') {
        out.push('### Could not run', '', 'Tried, in order:', '');
        for (const t of c.baseline.tried)
            out.push(`- ${t.kind}: ${(0,report_escape/* escapeInline */.VV)(t.detail, 1000)}`);
        out.push('', 'To give the check a baseline:', '');
        for (const a of c.baseline.advice ?? [])
            out.push(`- ${(0,report_escape/* escapeInline */.VV)(a, 1000)}`);
        return `${out.join('\n')}\n`;
    }
    for (const p of c.problems)
        out.push(`- ❌ ${(0,report_escape/* escapeInline */.VV)(p, 4000)}`);
    if (c.problems.length)
        out.push('');
    if (c.failures.length) {
        out.push('### Could not be compared', '');
        for (const f of c.failures)
            out.push(`- Server ${(0,report_escape/* codeSpan */.SS)(f.server)} (${f.side}): ${(0,report_escape/* escapeInline */.VV)(f.message)} Its changes are not in this changelog.`);
        out.push('');
    }
    const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
    const serverOfLine = (e) => (multi && e.server !== undefined ? `Server ${(0,report_escape/* codeSpan */.SS)(e.server)}: ` : '');
    for (const s of CHANGELOG_SECTIONS) {
        const list = c.sections[s.key];
        if (!list.length)
            continue;
        if (s.key === 'other') {
            out.push('### Other (representation only)', '');
            for (const g of cosmeticGroups(list)) {
                const names = g.entities.slice(0, COSMETIC_NAMES).map((e) => `${serverOfLine(e)}${entityName(e)}`);
                const rest = g.entities.length - names.length;
                out.push(`- ${(0,report_escape/* escapeInline */.VV)(g.title)} (${(0,report_escape/* codeSpan */.SS)(g.rule)}; ${g.bump}: ${g.why}): ${names.join(', ')}${rest ? `, and ${rest} more` : ''}`);
            }
            out.push('');
            continue;
        }
        out.push(`### ${s.title}`, '');
        let group = '';
        for (const e of list) {
            const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
            if (key !== group) {
                group = key;
                out.push(`- ${serverOfLine(e)}${entityName(e)}`);
            }
            out.push(`  - ${prose(e.text)} (${(0,report_escape/* codeSpan */.SS)(e.rule)}; ${e.bump}: ${e.why})`);
            const words = e.words && wordsMarkdown(e.words);
            if (words)
                out.push(`    - Words: ${words}`);
        }
        out.push('');
    }
    if (c.cosmeticLeftOut)
        out.push(`${c.cosmeticLeftOut} representation-only change${c.cosmeticLeftOut === 1 ? ' was' : 's were'} left out (--no-cosmetic).`, '');
    if (CHANGELOG_SECTIONS.every((s) => !c.sections[s.key].length) && !c.failures.length && !c.cosmeticLeftOut)
        out.push('No contract changes.', '');
    return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(76820);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(71188);
// EXTERNAL MODULE: ./src/discovery/package-resolve.ts
var package_resolve = __webpack_require__(30870);
// EXTERNAL MODULE: ../../node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(20528);
;// CONCATENATED MODULE: ./src/app/release-version.ts




/** The files a release's version is read from, in the order they are preferred. */
const release_version_VERSION_FILES = ['server.json', 'package.json', 'pyproject.toml'];
/**
 * The version one file declares: `version` in server.json and package.json, `project.version` (or Poetry's
 * `tool.poetry.version`) in pyproject.toml. Undefined when the file declares none; a sentence when it cannot be read.
 */
function versionIn(file, text) {
    let data;
    try {
        data = file === 'pyproject.toml' ? (0,dist/* parse */.qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        return { problem: `${file} is not valid ${file.endsWith('.toml') ? 'TOML' : 'JSON'} (${err.message.split('\n')[0]})` };
    }
    if (!(0,json/* isObject */.Gv)(data))
        return { problem: `${file} does not hold an object` };
    if (file !== 'pyproject.toml')
        return typeof data.version === 'string' && data.version.trim() ? data.version.trim() : undefined;
    const project = (0,json/* isObject */.Gv)(data.project) ? data.project : undefined;
    if (project && typeof project.version === 'string')
        return project.version.trim();
    if (project && Array.isArray(project.dynamic) && project.dynamic.includes('version'))
        return { problem: 'pyproject.toml takes its version from the build (project.dynamic lists "version"): pass the version being released with --version' };
    const poetry = (0,json/* isObject */.Gv)(data.tool) && (0,json/* isObject */.Gv)(data.tool.poetry) ? data.tool.poetry : undefined;
    return poetry && typeof poetry.version === 'string' ? poetry.version.trim() : undefined;
}
/** Every version the project's files declare, read with `read` (a file's text, or undefined when it is not there). */
function release_version_declaredVersions(read) {
    const out = { sources: [], problems: [] };
    for (const file of release_version_VERSION_FILES) {
        const text = read(file);
        if (text === undefined)
            continue;
        const v = versionIn(file, text);
        if (v === undefined)
            continue;
        if (typeof v === 'string')
            out.sources.push({ file, version: v });
        else
            out.problems.push(v.problem);
    }
    return out;
}
/**
 * The one version the files agree on (the first file's, in VERSION_FILES order), and a sentence for each file that
 * says another one: a release whose package.json and server.json disagree publishes two versions of one server.
 */
function release_version_agreedVersion(d) {
    const [first, ...rest] = d.sources;
    if (!first)
        return { disagreements: [] };
    const disagreements = rest.filter((s) => !(0,versioning/* sameVersion */.r1)(s.version, first.version)).map((s) => `${s.file} says ${s.version}, but ${first.file} says ${first.version}: make them agree before releasing`);
    return { version: first, disagreements };
}
/**
 * The version a tag names: `v1.2.0`, `1.2.0`, `name@1.2.0`, `name-v1.2.0`, `release/1.2.0`. Undefined when the tag
 * names no semver version.
 */
function release_version_tagVersion(tag) {
    const m = /(?:^|[@/_-])v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag.trim());
    return m && semver_default().valid(m[1]) ? m[1] : undefined;
}
/**
 * The last release before `version` among `tags`: the highest version below it (a prerelease tag only when `version`
 * is a prerelease itself), ties broken by tag name. Without a version to release, the highest version tag.
 */
function previousReleaseTag(tags, version, versionOf = release_version_tagVersion) {
    const releasing = version !== undefined ? semver_default().valid(semver_default().coerce(version, { includePrerelease: true })?.version ?? '') : null;
    const pre = version !== undefined && semver_default().prerelease(semver_default().clean(version) ?? version) !== null;
    let best;
    for (const tag of [...tags].sort()) {
        const v = versionOf(tag);
        if (!v)
            continue;
        if (!pre && semver_default().prerelease(v))
            continue;
        if (releasing && !semver_default().lt(v, releasing))
            continue;
        if (!best || semver_default().gt(v, best.version))
            best = { tag, version: v };
    }
    return best;
}
/** The name a project file gives the server's package: `name` in package.json and server.json, `project.name` (or Poetry's) in pyproject.toml. */
function nameIn(file, text) {
    let data;
    try {
        data = file === 'pyproject.toml' ? (0,dist/* parse */.qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return undefined;
    }
    if (!(0,json/* isObject */.Gv)(data))
        return undefined;
    if (file !== 'pyproject.toml')
        return typeof data.name === 'string' && data.name.trim() ? data.name.trim() : undefined;
    const project = (0,json/* isObject */.Gv)(data.project) ? data.project : undefined;
    if (project && typeof project.name === 'string' && project.name.trim())
        return project.name.trim();
    const poetry = (0,json/* isObject */.Gv)(data.tool) && (0,json/* isObject */.Gv)(data.tool.poetry) ? data.tool.poetry : undefined;
    return poetry && typeof poetry.name === 'string' && poetry.name.trim() ? poetry.name.trim() : undefined;
}
/**
 * The packages the project files say the server is published as: package.json's `name` (unless `private`),
 * pyproject.toml's name, and server.json's `packages` of registry type npm, pypi or oci. In that order, without repeats.
 */
function publishedPackages(read) {
    const out = [];
    const add = (p) => {
        if (!out.some((o) => o.registry === p.registry && o.name === p.name))
            out.push(p);
    };
    const parse = (file) => {
        const text = read(file);
        if (text === undefined)
            return undefined;
        try {
            const data = file === 'pyproject.toml' ? (0,dist/* parse */.qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
            return (0,json/* isObject */.Gv)(data) ? data : undefined;
        }
        catch {
            return undefined;
        }
    };
    const pkg = parse('package.json');
    if (pkg && pkg.private !== true && typeof pkg.name === 'string' && pkg.name.trim())
        add({ registry: 'npm', name: pkg.name.trim(), file: 'package.json' });
    const py = read('pyproject.toml');
    const pyName = py !== undefined ? nameIn('pyproject.toml', py) : undefined;
    if (pyName)
        add({ registry: 'pypi', name: pyName, file: 'pyproject.toml' });
    const server = parse('server.json');
    for (const p of server && Array.isArray(server.packages) ? server.packages : []) {
        if (!(0,json/* isObject */.Gv)(p) || typeof p.identifier !== 'string' || !p.identifier.trim())
            continue;
        const type = typeof p.registryType === 'string' ? p.registryType : typeof p.registry_type === 'string' ? p.registry_type : '';
        if (type === 'npm' || type === 'pypi' || type === 'oci')
            add({ registry: type, name: p.identifier.trim(), file: 'server.json' });
    }
    return out;
}
const VERSION_RE = 'v?(\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?)';
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The names a tag may use for a package: the name itself and, for a scoped or path-like name, its last part. */
function tagNames(names) {
    const out = new Set();
    for (const n of names) {
        out.add(n);
        const last = n.split('/').pop();
        if (last && last !== n)
            out.add(last);
    }
    return [...out].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}
/** A `--tag-pattern` as a regular expression (its `{version}` the captured version), or a sentence saying why it is not one. */
function tagPatternRe(pattern) {
    const parts = pattern.split('{version}');
    if (parts.length !== 2)
        return { problem: `--tag-pattern ${pattern} must hold {version} once (e.g. "v{version}" or "my-server@{version}")` };
    return new RegExp(`^${escapeRe(parts[0])}${VERSION_RE}${escapeRe(parts[1])}$`);
}
/** The version a tag names for the server `scope` describes, or undefined when the tag is not one of its releases. */
function scopedTagVersion(tag, scope) {
    const t = tag.trim();
    const match = (re) => {
        const m = re.exec(t);
        return m && semver_default().valid(m[1]) ? m[1] : undefined;
    };
    if (scope.pattern !== undefined) {
        const re = tagPatternRe(scope.pattern);
        return re instanceof RegExp ? match(re) : undefined;
    }
    for (const n of tagNames(scope.names)) {
        const v = match(new RegExp(`^${escapeRe(n)}(?:@|[-/_])${VERSION_RE}$`));
        if (v)
            return v;
    }
    return scope.bare ? match(new RegExp(`^${VERSION_RE}$`)) : undefined;
}
/**
 * The last release of one server before `version` among `tags` (see previousReleaseTag), counting only the tags that
 * are its releases (scopedTagVersion).
 */
function previousScopedTag(tags, version, scope) {
    const own = tags.filter((t) => scopedTagVersion(t, scope) !== undefined);
    return previousReleaseTag(own, version, (t) => scopedTagVersion(t, scope));
}
/** The highest of `versions` below `version` (stable ones only unless `version` is a pre-release), by semver. */
function previousVersion(versions, version) {
    return previousReleaseTag(versions, version, (v) => (semver_default().valid(v) ? semver_default().valid(v) : undefined))?.version;
}

;// CONCATENATED MODULE: ./src/app/release-baseline.ts
/**
 * A release's baseline, which always exists or is refused with reasons: the lockfile at the last release tag; else
 * the previous published version of the server's package from its registry, launched with today's config entry at
 * that exact version; else the last release tag checked out in a worktree and run with today's config and `setup`
 * (a tag that predates the gate's config is the normal case). Each way tried is recorded, in order.
 */











/** The folder (relative to the root, `.` for the root) of the nearest project file at or above `dir`, up to the root. */
function packageFolder(rootDir, dir) {
    const root = (0,external_node_path_.resolve)(rootDir);
    for (let d = (0,external_node_path_.resolve)(dir);; d = (0,external_node_path_.dirname)(d)) {
        const rel = (0,external_node_path_.relative)(root, d);
        if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
            return '.';
        if (release_version_VERSION_FILES.some((f) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, f))))
            return rel === '' ? '.' : rel.split(external_node_path_.sep).join('/');
        if (rel === '')
            return '.';
    }
}
const isDirectory = (p) => {
    try {
        return (0,external_node_fs_.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
};
/** The package folder a server belongs to: the deepest project folder holding its `cwd` or a path argument of it. */
function release_baseline_homeOf(server, rootDir) {
    const cwd = (0,external_node_path_.resolve)(rootDir, server.cwd ?? '.');
    const candidates = [cwd, ...(server.args ?? []).filter((a) => !a.startsWith('-') && /[/\\]/.test(a)).map((a) => (0,external_node_path_.resolve)(cwd, a))];
    let best = '.';
    for (const c of candidates) {
        const rel = (0,external_node_path_.relative)((0,external_node_path_.resolve)(rootDir), c);
        if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
            continue;
        const home = packageFolder(rootDir, isDirectory(c) ? c : (0,external_node_path_.dirname)(c));
        if (home !== '.' && (best === '.' || home.length > best.length))
            best = home;
    }
    return best;
}
/**
 * The servers of the package in `folder`: those named with `only`, else those whose home (homeOf) is that folder. In
 * a monorepo each package's release checks its own servers only.
 */
function release_baseline_serversOfPackage(config, rootDir, folder, only) {
    if (only && only.length) {
        const unknown = only.filter((id) => !config.servers.some((s) => s.id === id));
        if (unknown.length)
            throw new errors/* InputError */.dz(`--server ${unknown.join(', ')}: no such server in the config (it has ${config.servers.map((s) => s.id).join(', ')})`);
        return config.servers.filter((s) => only.includes(s.id));
    }
    const mine = config.servers.filter((s) => release_baseline_homeOf(s, rootDir) === folder);
    if (!mine.length)
        throw new errors/* InputError */.dz(`no server of the config runs in ${folder === '.' ? 'the repository root' : folder} (servers: ${config.servers.map((s) => `${s.id} in ${release_baseline_homeOf(s, rootDir)}`).join(', ')}): run release-check in the server's folder or name it with --server ID`);
    return mine;
}
/** Only the servers in `ids` of a set. */
function only(set, ids) {
    const servers = {};
    for (const id of ids)
        if (Object.hasOwn(set.servers, id))
            servers[id] = set.servers[id];
    return { servers };
}
const RUNTIMES = new Set(['node', 'nodejs', 'tsx', 'ts-node', 'bun', 'deno', 'python', 'python3', 'uv']);
/**
 * A server's entry launched as its published package at `version`: an entry that launches a package already
 * (`npx -y pkg@1.2.0`) at that version; an entry that runs the repository's code (`node dist/index.js --flag`) as the
 * package from the registry (`npx -y pkg@1.1.0 --flag`, `uvx pkg@1.1.0 --flag`) with the same env, from an empty
 * folder (so no local code is picked up) and without `setup`. A problem sentence when it cannot be.
 */
function publishedEntry(server, pkg, version, emptyDir) {
    if (server.transport !== 'stdio' || !server.command)
        return { problem: `server ${server.id} is reached by URL (${server.transport}): no package to launch` };
    const args = server.args ?? [];
    const spec = (0,launch_spec/* parseLaunchSpec */.y8)(server.command, args);
    if (spec) {
        const digest = /^sha256:[0-9a-f]{64}$/.test(version) ? version : undefined;
        const launch = (0,launch_spec/* lockedLaunch */.or)(server.command, args, digest && spec.manager === 'docker' ? { digest } : { version });
        if (!launch)
            return { problem: `server ${server.id} launches ${spec.package}, which cannot be set to version ${version}` };
        const { setup: _setup, ...rest } = server;
        return { ...rest, command: launch.command, args: launch.args };
    }
    const cmd = (0,external_node_path_.basename)(server.command).replace(/\.(?:exe|cmd)$/i, '');
    let tail = [];
    if (RUNTIMES.has(cmd)) {
        const script = args.findIndex((a) => !a.startsWith('-'));
        tail = script >= 0 ? args.slice(script + 1) : [];
        if (cmd === 'uv' && args[0] === 'run')
            tail = [];
    }
    const { setup: _setup, ...rest } = server;
    const image = /^sha256:[0-9a-f]{64}$/.test(version) ? `${pkg.name}@${version}` : `${pkg.name}:${version}`;
    const launch = pkg.registry === 'npm'
        ? { command: 'npx', args: ['-y', `${pkg.name}@${version}`, ...tail] }
        : pkg.registry === 'pypi'
            ? { command: 'uvx', args: [`${pkg.name}@${version}`, ...tail] }
            : { command: 'docker', args: ['run', '-i', '--rm', image, ...tail] };
    return { ...rest, ...launch, cwd: emptyDir };
}
/** The versions `npm view NAME versions --json` lists, or a sentence saying why there are none. */
function parseNpmVersions(stdout) {
    let data;
    try {
        data = JSON.parse(stdout.trim() || 'null');
    }
    catch {
        return { problem: 'npm view did not answer JSON' };
    }
    if (data && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
        const e = data.error ?? {};
        const summary = typeof e.summary === 'string' ? (e.summary.split('\n')[0] ?? '') : '';
        return { problem: `npm view failed${typeof e.code === 'string' ? ` (${e.code})` : ''}${summary ? `: ${summary.slice(0, 200)}` : ''}` };
    }
    const list = typeof data === 'string' ? [data] : Array.isArray(data) ? data.filter((v) => typeof v === 'string') : [];
    return list.length ? list : { problem: 'the registry lists no version' };
}
/** The versions `pip index versions NAME` lists ("NAME (1.2.0)\nAvailable versions: 1.2.0, 1.1.0"), or a problem. */
function parsePipVersions(stdout) {
    const line = stdout.split('\n').find((l) => /^Available versions:/.test(l.trim()));
    if (!line)
        return { problem: 'pip index versions listed no version' };
    const list = line
        .trim()
        .slice('Available versions:'.length)
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
    return list.length ? list : { problem: 'pip index versions listed no version' };
}
/** Secrets in a URL (`https://user:token@host`) left out of a sentence. */
const noCredentials = (s) => s.replace(/(\/\/)[^/@\s]+@/g, '$1***@');
/** The published versions of a package, asked of its registry with the server's own environment (its registry settings). */
async function publishedVersions(pkg, o) {
    const timeoutMs = package_resolve/* RESOLVE_TIMEOUT_MS */.gD;
    if (pkg.registry === 'oci')
        return { problem: 'an image registry\u2019s tags are not listed here: name the previous image with --since-published TAG (or sha256:DIGEST)' };
    const run = pkg.registry === 'npm'
        ? await (0,package_resolve/* runBounded */.Bb)('npm', ['view', pkg.name, 'versions', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`], { cwd: o.cwd, env: o.env, timeoutMs })
        : await (0,package_resolve/* runBounded */.Bb)('python3', ['-m', 'pip', 'index', 'versions', pkg.name, '--disable-pip-version-check', '--no-input'], {
            cwd: o.cwd,
            env: { ...o.env, PIP_TIMEOUT: String(Math.ceil(timeoutMs / 1000)), PIP_RETRIES: '0' },
            timeoutMs,
        });
    const tool = pkg.registry === 'npm' ? 'npm view' : 'pip index versions';
    if (run.timedOut)
        return { problem: `${tool} timed out after ${timeoutMs / 1000} s` };
    if (run.error)
        return { problem: `${tool} could not run: ${run.error}` };
    if (pkg.registry === 'npm')
        return parseNpmVersions(run.stdout);
    if (run.code !== 0)
        return {
            problem: noCredentials(run.stderr
                .split('\n')
                .find((l) => /ERROR/.test(l))
                ?.trim() ?? `pip index versions exited with code ${run.code}`),
        };
    return parsePipVersions(run.stdout);
}
const failed = (set) => Object.values(set.servers).filter((s) => s.error);
/** Try each way in order (or the one asked for); the first that reads every server's contracts is the baseline. */
async function findBaseline(o) {
    const ids = o.servers.map((s) => s.id);
    const tried = [];
    const discover = (servers, rootDir) => (0,discovery/* discoverAll */.$d)(servers, { rootDir, env: o.env, concurrency: o.config.concurrency, downloadConcurrency: o.config.downloadConcurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
    // a ref named with --since is the baseline: its lockfile, else its code (never another version from the registry)
    const kinds = o.kind ? [o.kind] : o.publishedVersion !== undefined ? ['registry'] : o.refNamed ? ['lockfile', 'worktree'] : ['lockfile', 'registry', 'worktree'];
    for (const kind of kinds) {
        if (kind === 'lockfile') {
            if (!o.ref) {
                tried.push({ kind, used: false, detail: o.noRef ?? 'no release tag' });
                continue;
            }
            const lock = await (0,sides/* lockfileAt */.P)(o.rootDir, o.ref, o.lockfile);
            if (!lock) {
                tried.push({ kind, used: false, detail: `no lockfile at ${o.lockfile} at ${o.ref}` });
                continue;
            }
            const missing = ids.filter((id) => !Object.hasOwn(lock.servers, id));
            if (missing.length) {
                tried.push({ kind, used: false, detail: `${o.lockfile} at ${o.ref} does not pin ${missing.join(', ')}` });
                continue;
            }
            const label = `lockfile ${o.lockfile} at ${o.ref}`;
            tried.push({ kind, used: true, detail: label });
            return { set: only((0,lockfile/* lockfileToSnapshotSet */.Nd)(lock), ids), baseline: { kind, label, ref: o.ref, tried }, notes: [`The baseline is ${label}.`] };
        }
        if (kind === 'registry') {
            const r = await fromRegistry(o, discover);
            if ('problem' in r) {
                tried.push({ kind, used: false, detail: r.problem });
                continue;
            }
            const label = `${r.pkg.registry} ${r.pkg.name}@${r.version}`;
            tried.push({ kind, used: true, detail: `${label}, launched with today's config entry` });
            return {
                set: r.set,
                baseline: { kind, label, version: r.version, package: r.pkg.name, tried },
                notes: [`The baseline is the published package ${label} (the previous version on ${r.pkg.registry === 'npm' ? 'npm' : 'PyPI'}), launched with today's config entry.`],
            };
        }
        if (!o.ref) {
            tried.push({ kind, used: false, detail: o.noRef ?? 'no release tag' });
            continue;
        }
        const ref = o.ref;
        const set = await (0,worktree/* withBaseWorktree */.Pt)(o.rootDir, ref, (dir) => discover(o.servers.map((s) => inWorktree(s, o.rootDir)), dir), o.tmpDir ? { tmpDir: o.tmpDir } : {});
        const bad = failed(set);
        if (bad.length === ids.length) {
            tried.push({ kind, used: false, detail: `${ref} checked out and run with today's config: ${noCredentials(bad[0].error.message).slice(0, 300)}` });
            continue;
        }
        const label = `${ref} run in a worktree with today's config`;
        tried.push({ kind, used: true, detail: label });
        return { set, baseline: { kind, label, ref, tried }, notes: [`The baseline is ${ref}, checked out in a temporary worktree and run with today's config and setup.`] };
    }
    const advice = [
        'pin the contracts at each release: run `npx mcp-contract-gate pin` and commit mcp-contracts.lock.json before tagging',
        'tag each release (v1.2.3, or NAME@1.2.3 / NAME-v1.2.3 in a monorepo; other shapes with --tag-pattern), or name the last release with --since REF',
        'publish the package and name it in the server folder\u2019s package.json, pyproject.toml or server.json (the registry baseline), or pass --since-published VERSION',
    ];
    return { baseline: { kind: 'none', label: 'none could be read', tried, advice }, notes: [] };
}
/** A server whose `cwd` is an absolute folder inside the checkout runs in the same folder of the worktree. */
function inWorktree(server, rootDir) {
    if (!server.cwd || !(0,external_node_path_.isAbsolute)(server.cwd))
        return server;
    const rel = (0,external_node_path_.relative)(rootDir, server.cwd);
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return server;
    return { ...server, cwd: rel === '' ? '.' : rel };
}
async function fromRegistry(o, discover) {
    // an entry that launches a package names it; else the project files do
    const launched = o.servers.map((s) => (s.transport === 'stdio' && s.command ? (0,launch_spec/* parseLaunchSpec */.y8)(s.command, s.args ?? []) : undefined));
    const fromSpec = launched.find((s) => s && (s.manager === 'npx' || s.manager === 'uvx' || s.manager === 'pipx' || s.manager === 'docker'));
    const pkg = fromSpec
        ? { registry: fromSpec.manager === 'npx' ? 'npm' : fromSpec.manager === 'docker' ? 'oci' : 'pypi', name: fromSpec.package, file: 'package.json' }
        : o.packages[0];
    if (!pkg)
        return { problem: `no published package: ${o.packageDir === '.' ? 'the repository root' : o.packageDir} has no package.json (not private), pyproject.toml or server.json naming one` };
    const cwd = (0,external_node_path_.resolve)(o.rootDir, o.packageDir);
    const env = (0,discovery/* serverEnvironment */.Pw)(o.servers[0].env, o.env);
    let version = o.publishedVersion;
    if (version === undefined) {
        const versions = await publishedVersions(pkg, { cwd, env });
        if (!Array.isArray(versions))
            return { problem: `${pkg.name}: ${versions.problem}` };
        version = previousVersion(versions, o.to);
        if (!version)
            return { problem: `${pkg.name}: the registry has no version below ${o.to} (it lists ${versions.length})` };
    }
    const empty = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(o.tmpDir ?? (0,external_node_os_.tmpdir)(), 'mcg-published-'));
    try {
        const entries = [];
        for (const s of o.servers) {
            const e = publishedEntry(s, pkg, version, empty);
            if ('problem' in e)
                return { problem: e.problem };
            entries.push(e);
        }
        const set = await discover(entries, o.rootDir);
        const bad = failed(set);
        if (bad.length)
            return { problem: `${pkg.name}@${version} launched with today's config entry, but ${noCredentials(bad[0].error.message).slice(0, 300)}` };
        return { set, pkg, version };
    }
    finally {
        (0,external_node_fs_.rmSync)(empty, { recursive: true, force: true });
    }
}
/**
 * The package folder a pushed tag releases: the folder of a server of the config whose project files name the
 * package the tag is named after (`pkg-b@0.3.1` → `packages/pkg-b`); undefined for a bare version tag (`v1.2.3`) or
 * a name no folder declares (the release is the repository's).
 */
function folderOfTag(config, rootDir, tag) {
    const folders = [...new Set(config.servers.map((s) => release_baseline_homeOf(s, rootDir)))].filter((f) => f !== '.').sort();
    for (const folder of folders) {
        const read = (f) => {
            try {
                return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(rootDir, folder, f), 'utf8');
            }
            catch {
                return undefined;
            }
        };
        const names = [...publishedPackages(read).map((p) => p.name), ...release_version_VERSION_FILES.flatMap((f) => (read(f) !== undefined ? [nameIn(f, read(f))] : []))].filter((n) => !!n);
        if (names.length && scopedTagVersion(tag, { names, bare: false }) !== undefined)
            return folder;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/app/release.ts
















/** The rule of the policy findings that stand in a release's way besides the bump (see serverJsonFindings). */
const RELEASE_PROBLEM_RULES = new Set(['server-json-version-mismatch']);
function textIn(rootDir, path) {
    try {
        return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(rootDir, path), 'utf8');
    }
    catch {
        return undefined;
    }
}
/** The version files as they are at `ref` (each read once). */
async function versionsAt(rootDir, ref) {
    const texts = new Map();
    for (const f of VERSION_FILES)
        texts.set(f, await fileAt(rootDir, ref, f));
    return declaredVersions((f) => texts.get(f));
}
/**
 * The contracts at a git ref: the lockfile committed there when it pins every server, else today's servers run in a
 * temporary worktree of the ref with today's config and setup (a ref that predates the gate's config is normal: its
 * code still runs). A ref whose servers all fail to start is refused (the changelog would be "all added").
 */
async function contractsAt(o) {
    const servers = o.servers ?? o.config.servers;
    const sha = await resolveCommit(o.rootDir, o.ref);
    const lock = await lockfileAt(o.rootDir, sha, o.lockfile);
    if (lock && servers.every((s) => Object.hasOwn(lock.servers, s.id))) {
        const set = lockfileToSnapshotSet(lock);
        return { set: { servers: Object.fromEntries(servers.map((s) => [s.id, set.servers[s.id]])) }, from: 'lockfile', notes: [`The contracts at ${o.ref} are its lockfile, ${o.lockfile}.`] };
    }
    return withBaseWorktree(o.rootDir, sha, async (dir) => {
        const set = await discoverAll(servers, {
            rootDir: dir,
            env: o.env,
            concurrency: o.config.concurrency,
            downloadConcurrency: o.config.downloadConcurrency,
            ...(o.onEvent ? { onEvent: o.onEvent } : {}),
        });
        const notes = [`${lock ? `${o.lockfile} at ${o.ref} does not pin every server` : `No lockfile at ${o.lockfile} at ${o.ref}`}: its contracts are today's servers run there with today's config.`];
        return { set, from: 'discovery', notes };
    }, o.tmpDir ? { tmpDir: o.tmpDir } : {});
}
function report(o) {
    const { diff, evaluation } = (0,judge/* judge */.S)({ before: o.before, after: o.after, config: o.config, today: o.today, notes: o.notes, ...(o.failOn ? { failOn: o.failOn } : {}) });
    const bumps = o.bumps ?? o.config.policy.releaseBumps;
    const bump = (0,versioning/* releaseBump */.ej)((0,versioning/* contractFindings */.TH)(evaluation.findings), {
        ...(o.from !== undefined ? { from: o.from } : {}),
        ...(o.to !== undefined ? { to: o.to } : {}),
        ...(o.config.policy.zeroVersions ? { zeroVersions: o.config.policy.zeroVersions } : {}),
        ...(bumps ? { bumps } : {}),
    });
    const policyProblems = evaluation.findings.filter((f) => RELEASE_PROBLEM_RULES.has(f.rule) && f.blocking).map((f) => f.message);
    const release = {
        bump,
        ...(o.fromLabel ? { fromLabel: o.fromLabel } : {}),
        ...(o.toLabel ? { toLabel: o.toLabel } : {}),
        problems: [...(o.problems ?? []), ...policyProblems],
        ...(bumps ? { bumps } : {}),
    };
    return { diff, evaluation, input: { diff, evaluation, subject: o.subject, release } };
}
/**
 * `changelog REF REF`: the contracts at two refs of the repository (each ref's lockfile, else its servers), judged by
 * the current config's policy, with the versions the project files declare at each ref.
 */
async function changelogRefs(o) {
    // at the root of a repository whose servers all live in package folders: every server (the changelog of the repository)
    const dir = o.packageDir ?? '.';
    const servers = dir === '.' && !o.servers?.length && !o.config.servers.some((s) => homeOf(s, o.rootDir) === '.') ? o.config.servers : serversOfPackage(o.config, o.rootDir, dir, o.servers);
    const a = await contractsAt({ ...o, ref: o.before, servers });
    const b = await contractsAt({ ...o, ref: o.after, servers });
    const va = agreedVersion(await versionsAt(o.rootDir, o.before));
    const vb = agreedVersion(await versionsAt(o.rootDir, o.after));
    const from = o.versions?.from ?? va.version?.version ?? tagVersion(o.before);
    const to = o.versions?.to ?? vb.version?.version ?? tagVersion(o.after);
    return report({
        ...o,
        before: a.set,
        after: b.set,
        notes: [...a.notes, ...b.notes],
        subject: { before: o.before, after: o.after },
        ...(from ? { from, fromLabel: o.before } : {}),
        ...(to ? { to, toLabel: o.after } : {}),
        problems: vb.disagreements.map((d) => `at ${o.after}: ${d}`),
    });
}
/** A snapshot or a lockfile, told apart by content (a lockfile carries `lockfileVersion`). */
function readContracts(path, name) {
    const data = readJsonInput(path);
    return isObject(data) && 'lockfileVersion' in data ? lockfileToSnapshotSet(lockfileFromJson(data, name)) : parseSnapshot(data, path);
}
/** `changelog FILE FILE`: two snapshots or lockfiles (or one of each), with the versions given on the command line. */
function changelogFiles(o) {
    return report({
        ...o,
        before: readContracts(o.before.path, o.before.name),
        after: readContracts(o.after.path, o.after.name),
        notes: [],
        subject: { before: o.before.name, after: o.after.name },
        ...(o.from !== undefined ? { from: o.from } : {}),
        ...(o.to !== undefined ? { to: o.to } : {}),
    });
}
/** Version tags of the repository reachable from HEAD; the remote's tags when the clone has none (a shallow checkout). */
async function releaseTags(rootDir) {
    const local = (await (0,worktree/* git */.$Y)(rootDir, ['tag', '--merged', 'HEAD']).catch(() => ''))
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean);
    if (local.some((t) => release_version_tagVersion(t)))
        return { tags: local, remote: false };
    const remote = await (0,worktree/* git */.$Y)(rootDir, ['ls-remote', '--tags', '--refs', 'origin']).catch(() => '');
    const tags = remote
        .split('\n')
        .map((l) => l.split('\t')[1]?.replace(/^refs\/tags\//, '') ?? '')
        .filter(Boolean);
    return { tags, remote: tags.length > 0 };
}
const inFolder = (dir, file) => (dir === '.' ? file : `${dir}/${file}`);
/**
 * `release-check`: the contracts at the last release (its baseline: the release tag's lockfile, the previous published
 * package, or the release tag run with today's config) against the working tree's servers, and the version being
 * released against the bump the changes need. Fails (exit 1) when the version is too small or a version problem
 * stands; exit 3 when no baseline could be read (each way tried is listed) or a server could not be read; exit 2 when
 * a version cannot be read.
 */
async function releaseCheck(o) {
    if (o.since !== undefined && o.sincePublished !== undefined)
        throw new errors/* InputError */.dz('give --since or --since-published, not both');
    if (o.sincePublished !== undefined && o.baseline !== undefined && o.baseline !== 'registry')
        throw new errors/* InputError */.dz(`--since-published reads the registry: it does not go with --baseline ${o.baseline}`);
    if (o.tagPattern !== undefined) {
        const re = tagPatternRe(o.tagPattern);
        if (!(re instanceof RegExp))
            throw new errors/* InputError */.dz(re.problem);
    }
    const dir = o.packageDir ?? '.';
    const read = (f) => textIn(o.rootDir, inFolder(dir, f));
    const declared = release_version_declaredVersions(read);
    const agreed = release_version_agreedVersion(declared);
    const to = o.version ?? agreed.version?.version ?? o.fallbackVersion?.version;
    if (to === undefined)
        throw new errors/* InputError */.dz(`no version to check: ${declared.problems[0] ?? `none of ${release_version_VERSION_FILES.join(', ')} in ${dir === '.' ? o.rootDir : (0,external_node_path_.join)(o.rootDir, dir)} declares one`}; pass the version being released with --version`);
    if (!semver_default().valid(semver_default().clean(to) ?? to))
        throw new errors/* InputError */.dz(`the version being released, ${to}, is not a semver version (e.g. 1.3.0)`);
    const toLabel = o.version !== undefined ? undefined : agreed.version ? inFolder(dir, agreed.version.file) : o.fallbackVersion?.label;
    const problems = o.version !== undefined ? [] : agreed.disagreements.map((d) => (dir === '.' ? d : `in ${dir}: ${d}`));
    if (o.sincePublished !== undefined && !semver_default().valid(semver_default().clean(o.sincePublished) ?? o.sincePublished) && !/^sha256:[0-9a-f]{64}$/.test(o.sincePublished))
        throw new errors/* InputError */.dz(`--since-published ${o.sincePublished} is not a semver version (or an image's sha256: digest)`);
    const servers = release_baseline_serversOfPackage(o.config, o.rootDir, dir, o.servers);
    const packages = publishedPackages(read);
    const names = [...packages.map((p) => p.name), ...release_version_VERSION_FILES.map((f) => read(f)).flatMap((t, i) => (t !== undefined ? [nameIn(release_version_VERSION_FILES[i], t)] : []))].filter((n) => !!n);
    const scope = { names: [...new Set(names)], bare: dir === '.', ...(o.tagPattern !== undefined ? { pattern: o.tagPattern } : {}) };
    let ref = o.since;
    let noRef;
    const notes = [];
    if (ref === undefined && o.sincePublished === undefined) {
        const { tags, remote } = await releaseTags(o.rootDir);
        const previous = previousScopedTag(tags, to, scope);
        if (previous) {
            ref = previous.tag;
            notes.push(`The last release is ${ref}, the highest release tag of ${scope.names[0] ?? 'the server'} below ${to}${remote ? " (from origin's tags)" : ''}.`);
        }
        else {
            const own = tags.filter((t) => scopedTagVersion(t, scope) !== undefined).length;
            const shapes = o.tagPattern ?? [...(scope.bare ? ['v1.2.3', '1.2.3'] : []), ...tagNames(scope.names).map((n) => `${n}@1.2.3`)].join(', ');
            noRef = !tags.length
                ? 'no release tag: the clone has no tags (fetch them, e.g. actions/checkout with fetch-depth: 0)'
                : own
                    ? `no release tag below ${to} (${own} of the ${tags.length} tags are this server's)`
                    : `no release tag of this server among ${tags.length} tags (looked for ${shapes || 'tags named after its package'}; other shapes: --tag-pattern)`;
        }
    }
    const discoverNow = (0,discovery/* discoverAll */.$d)(servers, {
        rootDir: o.rootDir,
        env: o.env,
        concurrency: o.config.concurrency,
        downloadConcurrency: o.config.downloadConcurrency,
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
    });
    const found = await findBaseline({
        config: o.config,
        rootDir: o.rootDir,
        lockfile: o.lockfile,
        env: o.env,
        servers,
        ...(ref !== undefined ? { ref } : {}),
        ...(noRef !== undefined ? { noRef } : {}),
        to,
        packages,
        packageDir: dir,
        ...(o.baseline ? { kind: o.baseline } : {}),
        ...(o.since !== undefined ? { refNamed: true } : {}),
        ...(o.sincePublished !== undefined ? { publishedVersion: o.sincePublished.startsWith('sha256:') ? o.sincePublished : (semver_default().clean(o.sincePublished) ?? o.sincePublished) } : {}),
        ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}),
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
    }).finally(() => discoverNow.catch(() => undefined));
    const after = await discoverNow;
    let from;
    let fromLabel = 'no baseline';
    if (found.baseline.kind === 'registry') {
        from = found.baseline.version;
        // the version is shown beside it: `2025.12.18 (npm @modelcontextprotocol/server-everything)`
        fromLabel = found.baseline.label.replace(/@[^@]*$/, '');
    }
    else if (ref !== undefined) {
        const texts = new Map();
        for (const f of release_version_VERSION_FILES)
            texts.set(f, await (0,worktree/* fileAt */.Wd)(o.rootDir, ref, inFolder(dir, f)));
        from = release_version_agreedVersion(release_version_declaredVersions((f) => texts.get(f))).version?.version ?? scopedTagVersion(ref, { ...scope, bare: true }) ?? release_version_tagVersion(ref);
        fromLabel = ref;
    }
    if (!found.set) {
        const reasons = [`no baseline could be read for ${to}: ${found.baseline.tried.map((t) => `${t.kind}: ${t.detail}`).join('; ')}`];
        const r = report({
            ...o,
            before: { servers: {} },
            after: { servers: {} },
            notes,
            subject: { before: 'no baseline', after: 'the working tree' },
            to,
            ...(toLabel ? { toLabel } : {}),
            problems: [],
        });
        r.input.release.baseline = found.baseline;
        return { ...r, sinceLabel: 'no baseline', exitCode: exit_codes/* EXIT_CODES */.a.couldNotRun, reasons };
    }
    const r = report({
        ...o,
        before: found.set,
        after,
        notes: [...notes, ...found.notes],
        subject: { before: fromLabel, after: 'the working tree' },
        ...(from !== undefined ? { from } : {}),
        to,
        fromLabel,
        ...(toLabel ? { toLabel } : {}),
        problems,
    });
    r.input.release.baseline = found.baseline;
    const { bump, problems: all = [] } = r.input.release;
    const failures = r.evaluation.failures.length;
    const reasons = [];
    if (bump.ok === false)
        reasons.push(`${to} is too small: the contract changes need a ${bump.needed} release (${bump.suggested})`);
    if (bump.ok === undefined)
        reasons.push(`the bump cannot be checked: ${bump.unknown ?? 'a version is unknown'}`);
    reasons.push(...all);
    if (failures)
        reasons.push(`${failures} server side${failures === 1 ? '' : 's'} could not be read: the changes are not all known`);
    const exitCode = bump.ok === false || all.length ? exit_codes/* EXIT_CODES */.a.blocking : failures ? exit_codes/* EXIT_CODES */.a.couldNotRun : bump.ok === undefined ? exit_codes/* EXIT_CODES */.a.badInput : exit_codes/* EXIT_CODES */.a.pass;
    return { ...r, sinceLabel: fromLabel, exitCode, reasons };
}
/**
 * A release check's verdict and its job-summary Markdown: what the action's release mode writes to the job summary
 * and `release-check --github-summary FILE` writes for a preview (one definition). `extra`: further failure reasons
 * (the action's: the pushed tag names another version).
 */
function releaseOutcome(r, extra = []) {
    const reasons = [...r.reasons, ...extra];
    const pass = r.exitCode === exit_codes/* EXIT_CODES */.a.pass && reasons.length === 0;
    const failureReasons = pass ? [] : reasons.length ? reasons : ['the release check failed'];
    const changelog = renderChangelog(r.input);
    const failed = pass ? '' : `\n**Release check failed:** ${failureReasons.map((x) => x.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)).join('; ')}.\n`;
    return { pass, reasons: failureReasons, changelog, markdown: `${changelog}${failed}` };
}

// EXTERNAL MODULE: ./src/publish/github.ts
var github = __webpack_require__(61523);
// EXTERNAL MODULE: ./src/action/outcome.ts + 2 modules
var action_outcome = __webpack_require__(57333);
;// CONCATENATED MODULE: ./src/action/release.ts












/** The events release mode runs on: a pushed tag, a release (created, published, edited), or by hand. */
const RELEASE_EVENTS = new Set(['push', 'release', 'workflow_dispatch']);
/** Where the gate's part of a release's notes starts and ends: replaced on a re-run, the author's text kept around it. */
const NOTES_START = '<!-- mcp-contract-gate:changelog:start -->';
const NOTES_END = '<!-- mcp-contract-gate:changelog:end -->';
/** The tag being released: the release's tag, or the pushed (or dispatched) ref when it is a tag. */
function releaseTag(ctx) {
    const release = ctx.payload.release;
    if (ctx.eventName === 'release' && typeof release?.tag_name === 'string')
        return release.tag_name;
    const ref = typeof ctx.payload.ref === 'string' ? ctx.payload.ref : undefined;
    return ref?.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : undefined;
}
/** The notes with the gate's changelog in its place: replacing the gate's earlier part, else after the author's text. */
function notesWith(body, changelog) {
    const room = github/* LIMITS */.b1.releaseBody - NOTES_START.length - NOTES_END.length - 4;
    const start = body.indexOf(NOTES_START);
    const end = body.indexOf(NOTES_END, start);
    const before = start >= 0 && end > start ? body.slice(0, start) : body ? `${body.replace(/\s+$/, '')}\n\n` : '';
    const after = start >= 0 && end > start ? body.slice(end + NOTES_END.length) : '';
    const part = (0,report_escape/* truncate */.xv)(changelog.trimEnd(), Math.max(0, room - before.length - after.length));
    return `${before}${NOTES_START}\n${part}\n${NOTES_END}${after}`;
}
/**
 * mode: release. Checks the release the workflow runs for: the contracts at the last release (the highest version tag
 * below the version, or the `since` input) against the servers of the checkout, and the version being released against
 * the bump their changes need. The changelog goes to the job summary and, with `release-notes: true` and a passing
 * check, into the GitHub release's notes (created for a pushed tag that has none yet). A version that is too small
 * fails the step, naming the changes and the version needed.
 */
async function runRelease(o) {
    const { io, ctx, inputs } = o;
    if (!RELEASE_EVENTS.has(ctx.eventName))
        throw new errors/* InputError */.dz(`mode release runs on push (of a tag), release or workflow_dispatch, not on ${ctx.eventName}`);
    const tag = releaseTag(ctx);
    if (inputs.releaseNotes && !tag)
        throw new errors/* InputError */.dz('input "release-notes" needs a tag to write the notes of: run on push of a tag (on: push: tags: ["v*"]) or on release');
    const fromTag = tag ? release_version_tagVersion(tag) : undefined;
    const packageDir = tag ? folderOfTag(o.config, o.rootDir, tag) : undefined;
    const r = await releaseCheck({
        config: o.config,
        rootDir: o.rootDir,
        lockfile: inputs.lockfile || o.config.lockfile,
        env: io.env,
        today: io.now().toISOString().slice(0, 10),
        ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
        ...(inputs.version ? { version: inputs.version } : {}),
        ...(inputs.since ? { since: inputs.since } : {}),
        ...(ctx.runnerTemp ? { tmpDir: ctx.runnerTemp } : {}),
        ...(!inputs.version && fromTag ? { fallbackVersion: { version: fromTag, label: tag } } : {}),
        // a tag named after a package of a monorepo (`pkg-b@0.3.1`) releases that package's folder; else every server
        ...(packageDir ? { packageDir } : { servers: o.config.servers.map((s) => s.id) }),
    });
    const bump = r.input.release.bump;
    // the tag names a version too: a tag v2.0.0 on a tree whose package.json says 1.3.0 releases two versions at once
    const mismatch = fromTag && bump.to && !(0,versioning/* sameVersion */.r1)(bump.to, fromTag) && !inputs.version ? [`the tag ${tag} names ${fromTag}, but ${r.input.release.toLabel ?? 'the version'} says ${bump.to}`] : [];
    const outcome = releaseOutcome(r, mismatch);
    const { changelog, pass } = outcome;
    const dir = ctx.runnerTemp || (0,external_node_path_.join)(ctx.workspace, '.mcp-contract-gate');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, 'mcp-contract-changelog.md');
    (0,external_node_fs_.writeFileSync)(file, (io.scrub ?? ((t) => t))(changelog));
    io.setOutput('changelog', file);
    io.setOutput('required-bump', bump.needed);
    if (bump.suggested)
        io.setOutput('suggested-version', bump.suggested);
    io.info(changelogSummary(r.input).trimEnd());
    let gh;
    let notes = '';
    if (inputs.releaseNotes && tag) {
        if (!pass)
            notes = `\n\n_The release notes of ${tag} were not written: the release check failed._\n`;
        else {
            gh = await o.gh();
            const session = gh;
            const body = (io.scrub ?? ((t) => t))(changelog);
            const existing = await session.read(`reading the release of ${tag}`, () => session.api.releaseByTag(tag));
            const written = existing
                ? await session.write(`updating the notes of release ${tag}`, () => session.api.updateReleaseNotes(existing.id, notesWith(existing.body, body)).then(() => existing.id))
                : session.problems.length
                    ? undefined
                    : await session.write(`creating release ${tag}`, () => session.api.createRelease(tag, notesWith('', body)));
            if (written !== undefined) {
                io.setOutput('release-id', written);
                notes = `\n\n_The changelog was written to the notes of release ${tag}._\n`;
            }
        }
    }
    const failureReasons = outcome.reasons;
    const exit = pass ? 'pass' : r.exitCode === exit_codes/* EXIT_CODES */.a.couldNotRun ? 'couldNotRun' : 'blocking';
    if (r.exitCode === exit_codes/* EXIT_CODES */.a.badInput && !pass)
        throw new errors/* InputError */.dz(failureReasons.join('; '));
    return (0,action_outcome/* finish */.O)(io, {
        decision: pass ? 'pass' : 'fail',
        reasons: failureReasons,
        exit,
        evaluation: r.evaluation,
        report: {
            ...r.input,
            nextStep: pass
                ? `The version makes the bump its contract changes need.`
                : bump.ok === false
                    ? `Release ${bump.suggested} (or later) instead of ${bump.to}, or undo the changes listed.`
                    : 'Fix what is listed, then run the release again.',
        },
        summaryMarkdown: `${outcome.markdown}${notes}`,
        ctx,
        ...(gh ? { gh } : {}),
    });
}


/***/ })

};
