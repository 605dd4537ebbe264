export const id = 77;
export const ids = [77];
export const modules = {

/***/ 9456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k7: () => (/* binding */ changelogFiles),
  Pc: () => (/* binding */ changelogRefs),
  ME: () => (/* binding */ releaseCheck)
});

// UNUSED EXPORTS: contractsAt

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
// EXTERNAL MODULE: ./src/contract/snapshot.ts
var snapshot = __webpack_require__(220);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/discovery/discover-refs.ts
var discover_refs = __webpack_require__(7098);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(2974);
// EXTERNAL MODULE: ./src/discovery/sides.ts
var discovery_sides = __webpack_require__(2354);
// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/policy/judge.ts + 5 modules
var judge = __webpack_require__(7457);
// EXTERNAL MODULE: ./src/policy/versioning.ts
var versioning = __webpack_require__(5412);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
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
function agreedVersion(d) {
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
function tagVersion(tag) {
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
        const v = tagVersion(tag);
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
    const sha = await (0,worktree/* resolveCommit */.WL)(o.rootDir, o.ref);
    const lock = await (0,discovery_sides/* lockfileAt */.P)(o.rootDir, sha, o.lockfile);
    if (lock)
        return { set: (0,lockfile/* lockfileToSnapshotSet */.Nd)(lock), from: 'lockfile', notes: [] };
    return (0,worktree/* withBaseWorktree */.Pt)(o.rootDir, sha, async (dir) => {
        const chosen = (0,discover_refs/* configAtBase */.Z)(o.config, o.rootDir, dir, { env: o.env, baseRef: o.ref });
        const set = await (0,discovery/* discoverAll */.$d)(chosen.config.servers, {
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
    const data = (0,snapshot/* readJsonInput */.nb)(path);
    return (0,json/* isObject */.Gv)(data) && 'lockfileVersion' in data ? (0,lockfile/* lockfileToSnapshotSet */.Nd)((0,lockfile/* lockfileFromJson */.yd)(data, name)) : (0,snapshot/* parseSnapshot */.E$)(data, path);
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
    if (local.some((t) => tagVersion(t)))
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
    const agreed = agreedVersion(declared);
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
        const atRef = agreedVersion(await versionsAt(o.rootDir, ref));
        from = atRef.version?.version ?? tagVersion(ref);
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


/***/ }),

/***/ 420:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K9: () => (/* binding */ CHANGELOG_FORMATS),
/* harmony export */   c: () => (/* binding */ renderRelease),
/* harmony export */   x_: () => (/* binding */ changelogFormatHelp)
/* harmony export */ });
/* harmony import */ var _report_changelog_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7952);

/** The outputs of `changelog` and `release-check`: the changelog for a terminal, as Markdown, as JSON, or one line. */
const CHANGELOG_FORMATS = ['text', 'markdown', 'json', 'summary'];
/** The --format help lines, with the command's default named. */
function changelogFormatHelp(byDefault) {
    const lines = {
        text: 'text: for a terminal',
        markdown: 'markdown: Keep a Changelog Markdown, for release notes',
        json: 'json: the changelog and the bump verdict as JSON',
        summary: 'summary: one line (counts per section and the verdict)',
    };
    return CHANGELOG_FORMATS.map((f, i) => `${i === 0 ? '  --format F        ' : '                    '}${lines[f]}${f === byDefault ? ' (the default)' : ''}`).join('\n');
}
function renderRelease(format, input) {
    switch (format) {
        case 'markdown':
            return (0,_report_changelog_js__WEBPACK_IMPORTED_MODULE_0__/* .renderChangelog */ .R8)(input);
        case 'json':
            return (0,_report_changelog_js__WEBPACK_IMPORTED_MODULE_0__/* .renderChangelogJson */ .D4)(input);
        case 'summary':
            return (0,_report_changelog_js__WEBPACK_IMPORTED_MODULE_0__/* .changelogSummary */ .Rx)(input);
        default:
            return (0,_report_changelog_js__WEBPACK_IMPORTED_MODULE_0__/* .renderChangelogText */ .iL)(input);
    }
}


/***/ }),

/***/ 2974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   KS: () => (/* reexport safe */ _discover_server_js__WEBPACK_IMPORTED_MODULE_0__.KS),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1507);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7098);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */






/***/ }),

/***/ 2354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ lockfileAt),
/* harmony export */   y: () => (/* binding */ discoverSides)
/* harmony export */ });
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1789);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2974);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);




/** The lockfile as committed at `rev` (path relative to `dir`), or undefined when it is not there. */
async function lockfileAt(dir, rev, path) {
    let text;
    try {
        text = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS)
            return undefined;
        throw err;
    }
    return (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLockfile */ .tg)(text, `${path} at ${rev.slice(0, 7)}`);
}
/**
 * Baseline and head, as DESIGN §6 has it: the baseline is the lockfile at the base commit when there is one (so a
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


/***/ })

};
