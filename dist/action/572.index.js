export const id = 572;
export const ids = [572];
export const modules = {

/***/ 3572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NOTES_END: () => (/* binding */ NOTES_END),
  NOTES_START: () => (/* binding */ NOTES_START),
  RELEASE_EVENTS: () => (/* binding */ RELEASE_EVENTS),
  notesWith: () => (/* binding */ notesWith),
  releaseTag: () => (/* binding */ releaseTag),
  runRelease: () => (/* binding */ runRelease)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(6223);
// EXTERNAL MODULE: ./src/contract/lockfile.ts
var lockfile = __webpack_require__(1789);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(555);
// EXTERNAL MODULE: ./src/util/text-file.ts
var text_file = __webpack_require__(2740);
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

// EXTERNAL MODULE: ./src/discovery/discover-refs.ts
var discover_refs = __webpack_require__(7098);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(2974);
// EXTERNAL MODULE: ./src/discovery/sides.ts
var discovery_sides = __webpack_require__(2354);
// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/policy/judge.ts + 6 modules
var judge = __webpack_require__(9292);
// EXTERNAL MODULE: ./src/policy/versioning.ts
var versioning = __webpack_require__(5412);
// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(3605);
// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/app/release-version.ts




/** The files a release's version is read from, in the order they are preferred. */
const VERSION_FILES = ['server.json', 'package.json', 'pyproject.toml'];
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
function declaredVersions(read) {
    const out = { sources: [], problems: [] };
    for (const file of VERSION_FILES) {
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
function previousReleaseTag(tags, version) {
    const releasing = version !== undefined ? semver_default().valid(semver_default().coerce(version, { includePrerelease: true })?.version ?? '') : null;
    const pre = version !== undefined && semver_default().prerelease(semver_default().clean(version) ?? version) !== null;
    let best;
    for (const tag of [...tags].sort()) {
        const v = release_version_tagVersion(tag);
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

;// CONCATENATED MODULE: ./src/app/release.ts
















/** The rule of the policy findings that stand in a release's way besides the bump (see serverJsonFindings). */
const RELEASE_PROBLEM_RULES = new Set(['server-json-version-mismatch']);
/** The text of `path` (relative to the root) at `ref`, or undefined when it is not there. */
async function textAt(rootDir, ref, path) {
    try {
        return await (0,worktree/* git */.$Y)(rootDir, ['show', `${ref}:./${path}`]);
    }
    catch (err) {
        if (err instanceof worktree/* GitError */.XS)
            return undefined;
        throw err;
    }
}
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
        texts.set(f, await textAt(rootDir, ref, f));
    return declaredVersions((f) => texts.get(f));
}
/**
 * The contracts at a git ref: the lockfile committed there when it has one, else its servers discovered in a
 * temporary worktree with the config as it is there (a server that is not in it was not released then).
 */
async function contractsAt(o) {
    const sha = await resolveCommit(o.rootDir, o.ref);
    const lock = await lockfileAt(o.rootDir, sha, o.lockfile);
    if (lock)
        return { set: lockfileToSnapshotSet(lock), from: 'lockfile', notes: [] };
    return withBaseWorktree(o.rootDir, sha, async (dir) => {
        const chosen = configAtBase(o.config, o.rootDir, dir, { env: o.env, baseRef: o.ref });
        const set = await discoverAll(chosen.config.servers, {
            rootDir: dir,
            env: o.env,
            concurrency: o.config.concurrency,
            downloadConcurrency: o.config.downloadConcurrency,
            ...(o.onEvent ? { onEvent: o.onEvent } : {}),
        });
        const notes = [`No lockfile at ${o.lockfile} at ${o.ref}: its contracts are the servers as discovered there.`];
        if (chosen.from === 'none')
            notes.push(`${o.ref} has no config at this path: it had no servers.`);
        if (chosen.error)
            notes.push(`The config at ${o.ref} could not be used (${chosen.error}); the current config was used there.`);
        return { set, from: 'discovery', notes };
    }, o.tmpDir ? { tmpDir: o.tmpDir } : {});
}
function report(o) {
    const { diff, evaluation } = (0,judge/* judge */.S)({ before: o.before, after: o.after, config: o.config, today: o.today, notes: o.notes, ...(o.failOn ? { failOn: o.failOn } : {}) });
    const severities = (0,versioning/* contractFindings */.TH)(evaluation.findings).map((f) => f.severity);
    const bump = (0,versioning/* releaseBump */.ej)(severities, {
        ...(o.from !== undefined ? { from: o.from } : {}),
        ...(o.to !== undefined ? { to: o.to } : {}),
        ...(o.config.policy.zeroVersions ? { zeroVersions: o.config.policy.zeroVersions } : {}),
    });
    const policyProblems = evaluation.findings.filter((f) => RELEASE_PROBLEM_RULES.has(f.rule) && f.blocking).map((f) => f.message);
    const release = {
        bump,
        ...(o.fromLabel ? { fromLabel: o.fromLabel } : {}),
        ...(o.toLabel ? { toLabel: o.toLabel } : {}),
        problems: [...(o.problems ?? []), ...policyProblems],
    };
    return { diff, evaluation, input: { diff, evaluation, subject: o.subject, release } };
}
/**
 * `changelog REF REF`: the contracts at two refs of the repository (each ref's lockfile, else its servers), judged by
 * the current config's policy, with the versions the project files declare at each ref.
 */
async function changelogRefs(o) {
    const a = await contractsAt({ ...o, ref: o.before });
    const b = await contractsAt({ ...o, ref: o.after });
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
/** A server's launch spec at another version of its package (`--since-published`): the published release. */
function atVersion(server, version) {
    const spec = server.transport === 'stdio' && server.command ? (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []) : undefined;
    const launch = spec ? (0,launch_spec/* lockedLaunch */.or)(server.command, server.args ?? [], { version }) : undefined;
    if (!spec || !launch)
        throw new errors/* InputError */.dz(`--since-published: server ${server.id} launches no package at a version (${server.url ?? server.command ?? 'no command'}); compare with a git tag instead (--since REF)`);
    return { ...server, command: launch.command, args: launch.args };
}
/**
 * `release-check`: the contracts at the last release (a tag's lockfile, its servers, or the published packages) against
 * the working tree's servers, and the version being released against the bump the changes need. Fails (exit 1) when
 * the version is too small or a version problem stands; exit 3 when a server could not be read (the changelog would
 * be incomplete), exit 2 when a version cannot be read.
 */
async function releaseCheck(o) {
    if (o.since !== undefined && o.sincePublished !== undefined)
        throw new errors/* InputError */.dz('give --since or --since-published, not both');
    const declared = declaredVersions((f) => textIn(o.rootDir, f));
    const agreed = release_version_agreedVersion(declared);
    const to = o.version ?? agreed.version?.version ?? o.fallbackVersion?.version;
    if (to === undefined)
        throw new errors/* InputError */.dz(`no version to check: ${declared.problems[0] ?? `none of ${VERSION_FILES.join(', ')} in ${o.rootDir} declares one`}; pass the version being released with --version`);
    if (!semver_default().valid(semver_default().clean(to) ?? to))
        throw new errors/* InputError */.dz(`the version being released, ${to}, is not a semver version (e.g. 1.3.0)`);
    const toLabel = o.version !== undefined ? undefined : (agreed.version?.file ?? o.fallbackVersion?.label);
    const problems = o.version !== undefined ? [] : [...agreed.disagreements];
    let before;
    let after;
    let notes;
    let from;
    let fromLabel;
    if (o.sincePublished !== undefined) {
        if (!semver_default().valid(semver_default().clean(o.sincePublished) ?? o.sincePublished))
            throw new errors/* InputError */.dz(`--since-published ${o.sincePublished} is not a semver version`);
        const published = o.config.servers.map((s) => atVersion(s, o.sincePublished));
        const discover = (servers) => (0,discovery/* discoverAll */.$d)(servers, { rootDir: o.rootDir, env: o.env, concurrency: o.config.concurrency, downloadConcurrency: o.config.downloadConcurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
        [before, after] = await Promise.all([discover(published), discover(o.config.servers)]);
        notes = [`The last release is the published packages at ${o.sincePublished}.`];
        from = o.sincePublished;
        fromLabel = `published ${o.sincePublished}`;
    }
    else {
        let ref = o.since;
        const found = [];
        if (ref === undefined) {
            const { tags, remote } = await releaseTags(o.rootDir);
            const previous = previousReleaseTag(tags, to);
            if (!previous)
                throw new errors/* InputError */.dz(`no release before ${to} to compare with: no version tag below it${tags.length ? ` among ${tags.length} tags` : ' (the clone has no tags: fetch them, e.g. actions/checkout with fetch-depth: 0)'}; name it with --since REF`);
            ref = previous.tag;
            found.push(`The last release is ${ref}, the highest version tag below ${to}${remote ? " (from origin's tags)" : ''}.`);
        }
        const sides = await (0,discovery_sides/* discoverSides */.y)({
            config: o.config,
            rootDir: o.rootDir,
            baseSha: ref,
            lockfile: o.lockfile,
            env: o.env,
            ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}),
            ...(o.onEvent ? { onEvent: o.onEvent } : {}),
        });
        before = sides.before;
        after = sides.after;
        notes = [
            ...found,
            ...(sides.baselineFrom === 'base-lockfile'
                ? [`The contracts of ${ref} are its lockfile, ${o.lockfile}.`]
                : [`No lockfile at ${o.lockfile} at ${ref}: its contracts are its servers as discovered there.`]),
        ];
        const atRef = release_version_agreedVersion(await versionsAt(o.rootDir, ref));
        from = atRef.version?.version ?? release_version_tagVersion(ref);
        fromLabel = ref;
    }
    const r = report({
        ...o,
        before,
        after,
        notes,
        subject: { before: fromLabel, after: 'the working tree' },
        ...(from !== undefined ? { from } : {}),
        to,
        fromLabel,
        ...(toLabel ? { toLabel } : {}),
        problems,
    });
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

// EXTERNAL MODULE: ./src/publish/github.ts
var github = __webpack_require__(9520);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(4069);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/changelog.ts




const CHANGELOG_SCHEMA_VERSION = 1;
/** The changelog's sections, in the order they are shown: each is one severity. */
const CHANGELOG_SECTIONS = [
    { key: 'breaking', title: 'Breaking', severity: 'breaking' },
    { key: 'changedMeaning', title: 'Changed meaning', severity: 'silent' },
    { key: 'added', title: 'Added', severity: 'additive' },
    { key: 'other', title: 'Other', severity: 'cosmetic' },
];
const ENTITY_ORDER = ['server', 'tool', 'prompt', 'resource'];
/** The change's message as a sentence: a capital first letter and a full stop. */
function sentence(message) {
    const t = message.trim();
    const first = t.charAt(0);
    const capital = first >= 'a' && first <= 'z' ? first.toUpperCase() + t.slice(1) : t;
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
function entry(f) {
    return {
        ...(f.server !== undefined ? { server: f.server } : {}),
        entity: f.entity,
        tool: f.tool,
        rule: f.rule,
        severity: f.severity,
        path: f.path,
        pointer: f.pointer,
        text: sentence(f.message),
    };
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Server, then entity kind, then name (code-unit order: the same on every machine), then the engine's order. */
function ordered(findings) {
    return findings
        .map((f, i) => [f, i])
        .sort(([a, i], [b, j]) => compare((0,common/* serverOf */.FN)(a), (0,common/* serverOf */.FN)(b)) || ENTITY_ORDER.indexOf(a.entity) - ENTITY_ORDER.indexOf(b.entity) || compare(a.tool, b.tool) || i - j)
        .map(([f]) => f);
}
/** The changelog of a report: its contract changes by section, and the release verdict. Pure and deterministic. */
function changelogOf(input) {
    const changes = ordered((0,versioning/* contractFindings */.TH)(input.evaluation.findings));
    const release = input.release ?? { bump: (0,versioning/* releaseBump */.ej)(changes.map((f) => f.severity)) };
    const sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [s.key, changes.filter((f) => f.severity === s.severity).map(entry)]));
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
        ok: release.bump.ok === true && failures.length === 0 && problems.length === 0,
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
function changelogSummary(input) {
    const c = changelogOf(input);
    const n = counts(c);
    const parts = CHANGELOG_SECTIONS.map((s) => `${n[s.key]} ${s.title.toLowerCase()}`).join(', ');
    const failed = c.failures.length ? `; ${c.failures.length} server side${c.failures.length === 1 ? '' : 's'} could not be read` : '';
    const problems = c.problems.length ? `; ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}` : '';
    return `${parts}${failed}${problems}. ${bumpSentence(c)}\n`;
}
function entityName(e) {
    if (e.entity === 'server')
        return 'The server';
    const kind = e.entity === 'resource' ? 'Resource template' : e.entity === 'prompt' ? 'Prompt' : 'Tool';
    return `${kind} ${(0,report_escape/* codeSpan */.SS)(e.tool)}`;
}
/** Keep a Changelog style Markdown (Breaking, Changed meaning, Added, Other; per tool; each line with its rule ID). */
function renderChangelog(input) {
    const c = changelogOf(input);
    const from = versionOf(c.bump.from, c.fromLabel);
    const to = versionOf(c.bump.to, c.toLabel);
    const out = [];
    out.push(`## ${(0,report_escape/* escapeInline */.VV)(`Contract changes${to ? ` in ${to}` : ''}${from ? ` since ${from}` : ''}`)}`, '');
    if (!c.bump.from && c.subject)
        out.push(`Compared ${(0,report_escape/* codeSpan */.SS)(c.subject.before)} → ${(0,report_escape/* codeSpan */.SS)(c.subject.after)}.`, '');
    out.push(`${c.ok || c.bump.ok === undefined ? '' : '❌ '}${(0,report_escape/* escapeInline */.VV)(bumpSentence(c), 4000)}`, '');
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
    for (const s of CHANGELOG_SECTIONS) {
        const list = c.sections[s.key];
        if (!list.length)
            continue;
        out.push(`### ${s.title}`, '');
        let group = '';
        for (const e of list) {
            const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
            if (key !== group) {
                group = key;
                out.push(`- ${multi && e.server !== undefined ? `Server ${(0,report_escape/* codeSpan */.SS)(e.server)}: ${entityName(e)}` : entityName(e)}`);
            }
            out.push(`  - ${(0,report_escape/* escapeInline */.VV)(e.text)} (${(0,report_escape/* codeSpan */.SS)(e.rule)})`);
        }
        out.push('');
    }
    if (CHANGELOG_SECTIONS.every((s) => !c.sections[s.key].length) && !c.failures.length)
        out.push('No contract changes.', '');
    return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
/** The changelog as JSON: fixed key order, so the same input gives the same bytes. */
function changelogJson(input) {
    const c = changelogOf(input);
    const b = c.bump;
    const bump = { needed: b.needed };
    if (b.from !== undefined)
        bump.from = b.from;
    if (b.to !== undefined)
        bump.to = b.to;
    if (b.actual !== undefined)
        bump.actual = b.actual;
    if (b.suggested !== undefined)
        bump.suggested = b.suggested;
    bump.ok = b.ok ?? null;
    if (b.exempt)
        bump.exempt = true;
    if (b.unknown)
        bump.unknown = b.unknown;
    const out = { changelogVersion: CHANGELOG_SCHEMA_VERSION, ok: c.ok, bump, summary: bumpSentence(c) };
    if (c.fromLabel)
        out.fromLabel = c.fromLabel;
    if (c.toLabel)
        out.toLabel = c.toLabel;
    if (c.subject)
        out.subject = { before: c.subject.before, after: c.subject.after };
    out.counts = counts(c);
    out.sections = Object.fromEntries(CHANGELOG_SECTIONS.map((s) => [
        s.key,
        c.sections[s.key].map((e) => ({
            ...(e.server !== undefined ? { server: e.server } : {}),
            entity: e.entity,
            tool: e.tool,
            rule: e.rule,
            severity: e.severity,
            path: e.path,
            pointer: e.pointer,
            text: e.text,
        })),
    ]));
    out.failures = c.failures.map((f) => ({ server: f.server, side: f.side, message: f.message }));
    out.problems = c.problems;
    return out;
}
function renderChangelogJson(input) {
    return prettyJson(changelogJson(input));
}
/** The changelog for a terminal: the verdict first, then each section (server text shown with its controls visible). */
function renderChangelogText(input) {
    const c = changelogOf(input);
    const from = versionOf(c.bump.from, c.fromLabel);
    const to = versionOf(c.bump.to, c.toLabel);
    const out = [];
    out.push(`Contract changes${to ? ` in ${escapeTerminal(to)}` : ''}${from ? ` since ${escapeTerminal(from)}` : c.subject ? `: ${escapeTerminal(c.subject.before)} → ${escapeTerminal(c.subject.after)}` : ''}`);
    out.push(`${c.ok ? '✓' : '✗'} ${escapeTerminal(bumpSentence(c))}`);
    for (const p of c.problems)
        out.push(`✗ ${escapeTerminal(p)}`);
    for (const f of c.failures)
        out.push(`✗ server ${escapeTerminal(f.server)} (${f.side}) could not be read: ${escapeTerminal(f.message)}`);
    const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
    for (const s of CHANGELOG_SECTIONS) {
        const list = c.sections[s.key];
        if (!list.length)
            continue;
        out.push('', s.title);
        let group = '';
        for (const e of list) {
            const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
            if (key !== group) {
                group = key;
                out.push(`  ${multi && e.server !== undefined ? `${escapeTerminal(e.server)}: ` : ''}${e.entity === 'server' ? 'the server' : `${e.entity === 'resource' ? 'resource template' : e.entity} ${escapeTerminal(e.tool)}`}`);
            }
            out.push(`    ${escapeTerminal(e.text)} [${e.rule}]`);
        }
    }
    return `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/action/outcome.ts + 2 modules
var outcome = __webpack_require__(8835);
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
    });
    const bump = r.input.release.bump;
    // the tag names a version too: a tag v2.0.0 on a tree whose package.json says 1.3.0 releases two versions at once
    if (fromTag && bump.to && !(0,versioning/* sameVersion */.r1)(bump.to, fromTag) && !inputs.version)
        r.reasons.push(`the tag ${tag} names ${fromTag}, but ${r.input.release.toLabel ?? 'the version'} says ${bump.to}`);
    const changelog = renderChangelog(r.input);
    const pass = r.exitCode === exit_codes/* EXIT_CODES */.a.pass && r.reasons.length === 0;
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
    const failureReasons = pass ? [] : r.reasons.length ? r.reasons : ['the release check failed'];
    const exit = pass ? 'pass' : r.exitCode === exit_codes/* EXIT_CODES */.a.couldNotRun ? 'couldNotRun' : 'blocking';
    if (r.exitCode === exit_codes/* EXIT_CODES */.a.badInput && !pass)
        throw new errors/* InputError */.dz(failureReasons.join('; '));
    return (0,outcome/* finish */.O)(io, {
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
        summaryMarkdown: `${changelog}${pass ? '' : `\n**Release check failed:** ${failureReasons.map((x) => x.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)).join('; ')}.\n`}${notes}`,
        ctx,
        ...(gh ? { gh } : {}),
    });
}


/***/ })

};
