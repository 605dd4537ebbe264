export const id = 727;
export const ids = [727];
export const modules = {

/***/ 9779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mc: () => (/* binding */ serversOfPackage),
/* harmony export */   Xn: () => (/* binding */ findBaseline),
/* harmony export */   lt: () => (/* binding */ homeOf),
/* harmony export */   n4: () => (/* binding */ packageFolder)
/* harmony export */ });
/* unused harmony exports publishedEntry, parseNpmVersions, parsePipVersions, folderOfTag */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1188);
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8828);
/* harmony import */ var _discovery_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3827);
/* harmony import */ var _discovery_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(870);
/* harmony import */ var _discovery_sides_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8856);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8272);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4788);
/* harmony import */ var _release_version_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5654);
/**
 * A release's baseline, which always exists or is refused with reasons: the lockfile at the last release tag; else
 * the previous published version of the server's package from its registry, launched with today's config entry at
 * that exact version; else the last release tag checked out in a worktree and run with today's config and `setup`
 * (a tag that predates the gate's config is the normal case). Each way tried is recorded, in order.
 */











/** The folder (relative to the root, `.` for the root) of the nearest project file at or above `dir`, up to the root. */
function packageFolder(rootDir, dir) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(rootDir);
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(dir);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d)) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, d);
        if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
            return '.';
        if (_release_version_js__WEBPACK_IMPORTED_MODULE_10__/* .VERSION_FILES */ .TS.some((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(d, f))))
            return rel === '' ? '.' : rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
        if (rel === '')
            return '.';
    }
}
const isDirectory = (p) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
};
/** The package folder a server belongs to: the deepest project folder holding its `cwd` or a path argument of it. */
function homeOf(server, rootDir) {
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(rootDir, server.cwd ?? '.');
    const candidates = [cwd, ...(server.args ?? []).filter((a) => !a.startsWith('-') && /[/\\]/.test(a)).map((a) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(cwd, a))];
    let best = '.';
    for (const c of candidates) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(rootDir), c);
        if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
            continue;
        const home = packageFolder(rootDir, isDirectory(c) ? c : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(c));
        if (home !== '.' && (best === '.' || home.length > best.length))
            best = home;
    }
    return best;
}
/**
 * The servers of the package in `folder`: those named with `only`, else those whose home (homeOf) is that folder. In
 * a monorepo each package's release checks its own servers only.
 */
function serversOfPackage(config, rootDir, folder, only) {
    if (only && only.length) {
        const unknown = only.filter((id) => !config.servers.some((s) => s.id === id));
        if (unknown.length)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .InputError */ .dz(`--server ${unknown.join(', ')}: no such server in the config (it has ${config.servers.map((s) => s.id).join(', ')})`);
        return config.servers.filter((s) => only.includes(s.id));
    }
    const mine = config.servers.filter((s) => homeOf(s, rootDir) === folder);
    if (!mine.length)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .InputError */ .dz(`no server of the config runs in ${folder === '.' ? 'the repository root' : folder} (servers: ${config.servers.map((s) => `${s.id} in ${homeOf(s, rootDir)}`).join(', ')}): run release-check in the server's folder or name it with --server ID`);
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
    const spec = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLaunchSpec */ .y8)(server.command, args);
    if (spec) {
        const digest = /^sha256:[0-9a-f]{64}$/.test(version) ? version : undefined;
        const launch = (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .lockedLaunch */ .or)(server.command, args, digest && spec.manager === 'docker' ? { digest } : { version });
        if (!launch)
            return { problem: `server ${server.id} launches ${spec.package}, which cannot be set to version ${version}` };
        const { setup: _setup, ...rest } = server;
        return { ...rest, command: launch.command, args: launch.args };
    }
    const cmd = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(server.command).replace(/\.(?:exe|cmd)$/i, '');
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
    const timeoutMs = _discovery_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .RESOLVE_TIMEOUT_MS */ .gD;
    if (pkg.registry === 'oci')
        return { problem: 'an image registry\u2019s tags are not listed here: name the previous image with --since-published TAG (or sha256:DIGEST)' };
    const run = pkg.registry === 'npm'
        ? await (0,_discovery_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .runBounded */ .Bb)('npm', ['view', pkg.name, 'versions', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`], { cwd: o.cwd, env: o.env, timeoutMs })
        : await (0,_discovery_package_resolve_js__WEBPACK_IMPORTED_MODULE_6__/* .runBounded */ .Bb)('python3', ['-m', 'pip', 'index', 'versions', pkg.name, '--disable-pip-version-check', '--no-input'], {
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
    const discover = (servers, rootDir) => (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_5__/* .discoverAll */ .$d)(servers, { rootDir, env: o.env, concurrency: o.config.concurrency, downloadConcurrency: o.config.downloadConcurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
    // a ref named with --since is the baseline: its lockfile, else its code (never another version from the registry)
    const kinds = o.kind ? [o.kind] : o.publishedVersion !== undefined ? ['registry'] : o.refNamed ? ['lockfile', 'worktree'] : ['lockfile', 'registry', 'worktree'];
    for (const kind of kinds) {
        if (kind === 'lockfile') {
            if (!o.ref) {
                tried.push({ kind, used: false, detail: o.noRef ?? 'no release tag' });
                continue;
            }
            const lock = await (0,_discovery_sides_js__WEBPACK_IMPORTED_MODULE_7__/* .lockfileAt */ .P)(o.rootDir, o.ref, o.lockfile);
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
            return { set: only((0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_4__/* .lockfileToSnapshotSet */ .Nd)(lock), ids), baseline: { kind, label, ref: o.ref, tried }, notes: [`The baseline is ${label}.`] };
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
        const set = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .withBaseWorktree */ .Pt)(o.rootDir, ref, (dir) => discover(o.servers.map((s) => inWorktree(s, o.rootDir)), dir), o.tmpDir ? { tmpDir: o.tmpDir } : {});
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
    if (!server.cwd || !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(server.cwd))
        return server;
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(rootDir, server.cwd);
    if (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel))
        return server;
    return { ...server, cwd: rel === '' ? '.' : rel };
}
async function fromRegistry(o, discover) {
    // an entry that launches a package names it; else the project files do
    const launched = o.servers.map((s) => (s.transport === 'stdio' && s.command ? (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_3__/* .parseLaunchSpec */ .y8)(s.command, s.args ?? []) : undefined));
    const fromSpec = launched.find((s) => s && (s.manager === 'npx' || s.manager === 'uvx' || s.manager === 'pipx' || s.manager === 'docker'));
    const pkg = fromSpec
        ? { registry: fromSpec.manager === 'npx' ? 'npm' : fromSpec.manager === 'docker' ? 'oci' : 'pypi', name: fromSpec.package, file: 'package.json' }
        : o.packages[0];
    if (!pkg)
        return { problem: `no published package: ${o.packageDir === '.' ? 'the repository root' : o.packageDir} has no package.json (not private), pyproject.toml or server.json naming one` };
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(o.rootDir, o.packageDir);
    const env = (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_5__/* .serverEnvironment */ .Pw)(o.servers[0].env, o.env);
    let version = o.publishedVersion;
    if (version === undefined) {
        const versions = await publishedVersions(pkg, { cwd, env });
        if (!Array.isArray(versions))
            return { problem: `${pkg.name}: ${versions.problem}` };
        version = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_10__/* .previousVersion */ .CO)(versions, o.to);
        if (!version)
            return { problem: `${pkg.name}: the registry has no version below ${o.to} (it lists ${versions.length})` };
    }
    const empty = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(o.tmpDir ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'mcg-published-'));
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
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(empty, { recursive: true, force: true });
    }
}
/**
 * The package folder a pushed tag releases: the folder of a server of the config whose project files name the
 * package the tag is named after (`pkg-b@0.3.1` → `packages/pkg-b`); undefined for a bare version tag (`v1.2.3`) or
 * a name no folder declares (the release is the repository's).
 */
function folderOfTag(config, rootDir, tag) {
    const folders = [...new Set(config.servers.map((s) => homeOf(s, rootDir)))].filter((f) => f !== '.').sort();
    for (const folder of folders) {
        const read = (f) => {
            try {
                return readFileSync(join(rootDir, folder, f), 'utf8');
            }
            catch {
                return undefined;
            }
        };
        const names = [...publishedPackages(read).map((p) => p.name), ...VERSION_FILES.flatMap((f) => (read(f) !== undefined ? [nameIn(f, read(f))] : []))].filter((n) => !!n);
        if (names.length && scopedTagVersion(tag, { names, bare: false }) !== undefined)
            return folder;
    }
    return undefined;
}


/***/ }),

/***/ 5654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ previousVersion),
/* harmony export */   Oj: () => (/* binding */ tagPatternRe),
/* harmony export */   RQ: () => (/* binding */ tagVersion),
/* harmony export */   TS: () => (/* binding */ VERSION_FILES),
/* harmony export */   Ub: () => (/* binding */ publishedPackages),
/* harmony export */   ZB: () => (/* binding */ agreedVersion),
/* harmony export */   ZC: () => (/* binding */ nameIn),
/* harmony export */   kn: () => (/* binding */ previousScopedTag),
/* harmony export */   nP: () => (/* binding */ tagNames),
/* harmony export */   sI: () => (/* binding */ declaredVersions),
/* harmony export */   v$: () => (/* binding */ scopedTagVersion)
/* harmony export */ });
/* unused harmony exports versionIn, previousReleaseTag */
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8147);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1973);
/* harmony import */ var _policy_versioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1045);




/** The files a release's version is read from, in the order they are preferred. */
const VERSION_FILES = ['server.json', 'package.json', 'pyproject.toml'];
/**
 * The version one file declares: `version` in server.json and package.json, `project.version` (or Poetry's
 * `tool.poetry.version`) in pyproject.toml. Undefined when the file declares none; a sentence when it cannot be read.
 */
function versionIn(file, text) {
    let data;
    try {
        data = file === 'pyproject.toml' ? (0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        return { problem: `${file} is not valid ${file.endsWith('.toml') ? 'TOML' : 'JSON'} (${err.message.split('\n')[0]})` };
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data))
        return { problem: `${file} does not hold an object` };
    if (file !== 'pyproject.toml')
        return typeof data.version === 'string' && data.version.trim() ? data.version.trim() : undefined;
    const project = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.project) ? data.project : undefined;
    if (project && typeof project.version === 'string')
        return project.version.trim();
    if (project && Array.isArray(project.dynamic) && project.dynamic.includes('version'))
        return { problem: 'pyproject.toml takes its version from the build (project.dynamic lists "version"): pass the version being released with --version' };
    const poetry = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.tool) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.tool.poetry) ? data.tool.poetry : undefined;
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
    const disagreements = rest.filter((s) => !(0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_3__/* .sameVersion */ .r1)(s.version, first.version)).map((s) => `${s.file} says ${s.version}, but ${first.file} says ${first.version}: make them agree before releasing`);
    return { version: first, disagreements };
}
/**
 * The version a tag names: `v1.2.0`, `1.2.0`, `name@1.2.0`, `name-v1.2.0`, `release/1.2.0`. Undefined when the tag
 * names no semver version.
 */
function tagVersion(tag) {
    const m = /(?:^|[@/_-])v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/.exec(tag.trim());
    return m && semver__WEBPACK_IMPORTED_MODULE_0___default().valid(m[1]) ? m[1] : undefined;
}
/**
 * The last release before `version` among `tags`: the highest version below it (a prerelease tag only when `version`
 * is a prerelease itself), ties broken by tag name. Without a version to release, the highest version tag.
 */
function previousReleaseTag(tags, version, versionOf = tagVersion) {
    const releasing = version !== undefined ? semver__WEBPACK_IMPORTED_MODULE_0___default().valid(semver__WEBPACK_IMPORTED_MODULE_0___default().coerce(version, { includePrerelease: true })?.version ?? '') : null;
    const pre = version !== undefined && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(semver__WEBPACK_IMPORTED_MODULE_0___default().clean(version) ?? version) !== null;
    let best;
    for (const tag of [...tags].sort()) {
        const v = versionOf(tag);
        if (!v)
            continue;
        if (!pre && semver__WEBPACK_IMPORTED_MODULE_0___default().prerelease(v))
            continue;
        if (releasing && !semver__WEBPACK_IMPORTED_MODULE_0___default().lt(v, releasing))
            continue;
        if (!best || semver__WEBPACK_IMPORTED_MODULE_0___default().gt(v, best.version))
            best = { tag, version: v };
    }
    return best;
}
/** The name a project file gives the server's package: `name` in package.json and server.json, `project.name` (or Poetry's) in pyproject.toml. */
function nameIn(file, text) {
    let data;
    try {
        data = file === 'pyproject.toml' ? (0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return undefined;
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data))
        return undefined;
    if (file !== 'pyproject.toml')
        return typeof data.name === 'string' && data.name.trim() ? data.name.trim() : undefined;
    const project = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.project) ? data.project : undefined;
    if (project && typeof project.name === 'string' && project.name.trim())
        return project.name.trim();
    const poetry = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.tool) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.tool.poetry) ? data.tool.poetry : undefined;
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
            const data = file === 'pyproject.toml' ? (0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text) : JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
            return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data) ? data : undefined;
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
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(p) || typeof p.identifier !== 'string' || !p.identifier.trim())
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
        return m && semver__WEBPACK_IMPORTED_MODULE_0___default().valid(m[1]) ? m[1] : undefined;
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
    return previousReleaseTag(versions, version, (v) => (semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) ? semver__WEBPACK_IMPORTED_MODULE_0___default().valid(v) : undefined))?.version;
}


/***/ }),

/***/ 43:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IA: () => (/* binding */ releaseOutcome),
/* harmony export */   ME: () => (/* binding */ releaseCheck),
/* harmony export */   Pc: () => (/* binding */ changelogRefs),
/* harmony export */   k7: () => (/* binding */ changelogFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8828);
/* harmony import */ var _contract_snapshot_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5081);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1973);
/* harmony import */ var _discovery_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3827);
/* harmony import */ var _discovery_sides_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8856);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8272);
/* harmony import */ var _policy_judge_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(175);
/* harmony import */ var _policy_versioning_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1045);
/* harmony import */ var _report_changelog_markdown_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7505);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4788);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6820);
/* harmony import */ var _release_baseline_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9779);
/* harmony import */ var _release_version_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5654);
















/** The rule of the policy findings that stand in a release's way besides the bump (see serverJsonFindings). */
const RELEASE_PROBLEM_RULES = new Set(['server-json-version-mismatch']);
function textIn(rootDir, path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootDir, path), 'utf8');
    }
    catch {
        return undefined;
    }
}
/** The version files as they are at `ref` (each read once). */
async function versionsAt(rootDir, ref) {
    const texts = new Map();
    for (const f of _release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION_FILES */ .TS)
        texts.set(f, await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .fileAt */ .Wd)(rootDir, ref, f));
    return (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .declaredVersions */ .sI)((f) => texts.get(f));
}
/**
 * The contracts at a git ref: the lockfile committed there when it pins every server, else today's servers run in a
 * temporary worktree of the ref with today's config and setup (a ref that predates the gate's config is normal: its
 * code still runs). A ref whose servers all fail to start is refused (the changelog would be "all added").
 */
async function contractsAt(o) {
    const servers = o.servers ?? o.config.servers;
    const sha = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveCommit */ .WL)(o.rootDir, o.ref);
    const lock = await (0,_discovery_sides_js__WEBPACK_IMPORTED_MODULE_7__/* .lockfileAt */ .P)(o.rootDir, sha, o.lockfile);
    if (lock && servers.every((s) => Object.hasOwn(lock.servers, s.id))) {
        const set = (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_3__/* .lockfileToSnapshotSet */ .Nd)(lock);
        return { set: { servers: Object.fromEntries(servers.map((s) => [s.id, set.servers[s.id]])) }, from: 'lockfile', notes: [`The contracts at ${o.ref} are its lockfile, ${o.lockfile}.`] };
    }
    return (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .withBaseWorktree */ .Pt)(o.rootDir, sha, async (dir) => {
        const set = await (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_6__/* .discoverAll */ .$d)(servers, {
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
    const { diff, evaluation } = (0,_policy_judge_js__WEBPACK_IMPORTED_MODULE_9__/* .judge */ .S)({ before: o.before, after: o.after, config: o.config, today: o.today, notes: o.notes, ...(o.failOn ? { failOn: o.failOn } : {}) });
    const bumps = o.bumps ?? o.config.policy.releaseBumps;
    const bump = (0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_10__/* .releaseBump */ .ej)((0,_policy_versioning_js__WEBPACK_IMPORTED_MODULE_10__/* .contractFindings */ .TH)(evaluation.findings), {
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
    const servers = dir === '.' && !o.servers?.length && !o.config.servers.some((s) => (0,_release_baseline_js__WEBPACK_IMPORTED_MODULE_14__/* .homeOf */ .lt)(s, o.rootDir) === '.') ? o.config.servers : (0,_release_baseline_js__WEBPACK_IMPORTED_MODULE_14__/* .serversOfPackage */ .Mc)(o.config, o.rootDir, dir, o.servers);
    const a = await contractsAt({ ...o, ref: o.before, servers });
    const b = await contractsAt({ ...o, ref: o.after, servers });
    const va = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .agreedVersion */ .ZB)(await versionsAt(o.rootDir, o.before));
    const vb = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .agreedVersion */ .ZB)(await versionsAt(o.rootDir, o.after));
    const from = o.versions?.from ?? va.version?.version ?? (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagVersion */ .RQ)(o.before);
    const to = o.versions?.to ?? vb.version?.version ?? (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagVersion */ .RQ)(o.after);
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
    const data = (0,_contract_snapshot_js__WEBPACK_IMPORTED_MODULE_4__/* .readJsonInput */ .nb)(path);
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(data) && 'lockfileVersion' in data ? (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_3__/* .lockfileToSnapshotSet */ .Nd)((0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_3__/* .lockfileFromJson */ .yd)(data, name)) : (0,_contract_snapshot_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSnapshot */ .E$)(data, path);
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
    const local = (await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(rootDir, ['tag', '--merged', 'HEAD']).catch(() => ''))
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean);
    if (local.some((t) => (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagVersion */ .RQ)(t)))
        return { tags: local, remote: false };
    const remote = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .git */ .$Y)(rootDir, ['ls-remote', '--tags', '--refs', 'origin']).catch(() => '');
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
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz('give --since or --since-published, not both');
    if (o.sincePublished !== undefined && o.baseline !== undefined && o.baseline !== 'registry')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz(`--since-published reads the registry: it does not go with --baseline ${o.baseline}`);
    if (o.tagPattern !== undefined) {
        const re = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagPatternRe */ .Oj)(o.tagPattern);
        if (!(re instanceof RegExp))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz(re.problem);
    }
    const dir = o.packageDir ?? '.';
    const read = (f) => textIn(o.rootDir, inFolder(dir, f));
    const declared = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .declaredVersions */ .sI)(read);
    const agreed = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .agreedVersion */ .ZB)(declared);
    const to = o.version ?? agreed.version?.version ?? o.fallbackVersion?.version;
    if (to === undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz(`no version to check: ${declared.problems[0] ?? `none of ${_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION_FILES */ .TS.join(', ')} in ${dir === '.' ? o.rootDir : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.rootDir, dir)} declares one`}; pass the version being released with --version`);
    if (!semver__WEBPACK_IMPORTED_MODULE_2___default().valid(semver__WEBPACK_IMPORTED_MODULE_2___default().clean(to) ?? to))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz(`the version being released, ${to}, is not a semver version (e.g. 1.3.0)`);
    const toLabel = o.version !== undefined ? undefined : agreed.version ? inFolder(dir, agreed.version.file) : o.fallbackVersion?.label;
    const problems = o.version !== undefined ? [] : agreed.disagreements.map((d) => (dir === '.' ? d : `in ${dir}: ${d}`));
    if (o.sincePublished !== undefined && !semver__WEBPACK_IMPORTED_MODULE_2___default().valid(semver__WEBPACK_IMPORTED_MODULE_2___default().clean(o.sincePublished) ?? o.sincePublished) && !/^sha256:[0-9a-f]{64}$/.test(o.sincePublished))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_12__/* .InputError */ .dz(`--since-published ${o.sincePublished} is not a semver version (or an image's sha256: digest)`);
    const servers = (0,_release_baseline_js__WEBPACK_IMPORTED_MODULE_14__/* .serversOfPackage */ .Mc)(o.config, o.rootDir, dir, o.servers);
    const packages = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .publishedPackages */ .Ub)(read);
    const names = [...packages.map((p) => p.name), ..._release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION_FILES */ .TS.map((f) => read(f)).flatMap((t, i) => (t !== undefined ? [(0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .nameIn */ .ZC)(_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION_FILES */ .TS[i], t)] : []))].filter((n) => !!n);
    const scope = { names: [...new Set(names)], bare: dir === '.', ...(o.tagPattern !== undefined ? { pattern: o.tagPattern } : {}) };
    let ref = o.since;
    let noRef;
    const notes = [];
    if (ref === undefined && o.sincePublished === undefined) {
        const { tags, remote } = await releaseTags(o.rootDir);
        const previous = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .previousScopedTag */ .kn)(tags, to, scope);
        if (previous) {
            ref = previous.tag;
            notes.push(`The last release is ${ref}, the highest release tag of ${scope.names[0] ?? 'the server'} below ${to}${remote ? " (from origin's tags)" : ''}.`);
        }
        else {
            const own = tags.filter((t) => (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .scopedTagVersion */ .v$)(t, scope) !== undefined).length;
            const shapes = o.tagPattern ?? [...(scope.bare ? ['v1.2.3', '1.2.3'] : []), ...(0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagNames */ .nP)(scope.names).map((n) => `${n}@1.2.3`)].join(', ');
            noRef = !tags.length
                ? 'no release tag: the clone has no tags (fetch them, e.g. actions/checkout with fetch-depth: 0)'
                : own
                    ? `no release tag below ${to} (${own} of the ${tags.length} tags are this server's)`
                    : `no release tag of this server among ${tags.length} tags (looked for ${shapes || 'tags named after its package'}; other shapes: --tag-pattern)`;
        }
    }
    const discoverNow = (0,_discovery_index_js__WEBPACK_IMPORTED_MODULE_6__/* .discoverAll */ .$d)(servers, {
        rootDir: o.rootDir,
        env: o.env,
        concurrency: o.config.concurrency,
        downloadConcurrency: o.config.downloadConcurrency,
        ...(o.onEvent ? { onEvent: o.onEvent } : {}),
    });
    const found = await (0,_release_baseline_js__WEBPACK_IMPORTED_MODULE_14__/* .findBaseline */ .Xn)({
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
        ...(o.sincePublished !== undefined ? { publishedVersion: o.sincePublished.startsWith('sha256:') ? o.sincePublished : (semver__WEBPACK_IMPORTED_MODULE_2___default().clean(o.sincePublished) ?? o.sincePublished) } : {}),
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
        for (const f of _release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .VERSION_FILES */ .TS)
            texts.set(f, await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_8__/* .fileAt */ .Wd)(o.rootDir, ref, inFolder(dir, f)));
        from = (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .agreedVersion */ .ZB)((0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .declaredVersions */ .sI)((f) => texts.get(f))).version?.version ?? (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .scopedTagVersion */ .v$)(ref, { ...scope, bare: true }) ?? (0,_release_version_js__WEBPACK_IMPORTED_MODULE_15__/* .tagVersion */ .RQ)(ref);
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
        return { ...r, sinceLabel: 'no baseline', exitCode: _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.couldNotRun, reasons };
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
    const exitCode = bump.ok === false || all.length ? _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.blocking : failures ? _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.couldNotRun : bump.ok === undefined ? _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.badInput : _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.pass;
    return { ...r, sinceLabel: fromLabel, exitCode, reasons };
}
/**
 * A release check's verdict and its job-summary Markdown: what the action's release mode writes to the job summary
 * and `release-check --github-summary FILE` writes for a preview (one definition). `extra`: further failure reasons
 * (the action's: the pushed tag names another version).
 */
function releaseOutcome(r, extra = []) {
    const reasons = [...r.reasons, ...extra];
    const pass = r.exitCode === _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_13__/* .EXIT_CODES */ .a.pass && reasons.length === 0;
    const failureReasons = pass ? [] : reasons.length ? reasons : ['the release check failed'];
    const changelog = (0,_report_changelog_markdown_js__WEBPACK_IMPORTED_MODULE_11__/* .renderChangelog */ .R)(r.input);
    const failed = pass ? '' : `\n**Release check failed:** ${failureReasons.map((x) => x.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)).join('; ')}.\n`;
    return { pass, reasons: failureReasons, changelog, markdown: `${changelog}${failed}` };
}


/***/ }),

/***/ 897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K9: () => (/* binding */ CHANGELOG_FORMATS),
  x_: () => (/* binding */ changelogFormatHelp),
  c: () => (/* binding */ renderRelease)
});

// EXTERNAL MODULE: ./src/report/changelog.ts
var changelog = __webpack_require__(2079);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
;// CONCATENATED MODULE: ./src/report/changelog-json.ts


const CHANGELOG_SCHEMA_VERSION = 1;
function baselineJson(b) {
    const out = { kind: b.kind, label: b.label };
    if (b.ref !== undefined)
        out.ref = b.ref;
    if (b.version !== undefined)
        out.version = b.version;
    if (b.package !== undefined)
        out.package = b.package;
    out.tried = b.tried.map((t) => ({ kind: t.kind, used: t.used, detail: t.detail }));
    if (b.advice)
        out.advice = [...b.advice];
    return out;
}
/** The changelog as JSON: fixed key order, so the same input gives the same bytes. */
function changelogJson(input, options = {}) {
    const c = (0,changelog/* changelogOf */.uq)(input, options);
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
    const out = { changelogVersion: CHANGELOG_SCHEMA_VERSION };
    if (c.baseline)
        out.baseline = baselineJson(c.baseline);
    out.ok = c.ok;
    out.bump = bump;
    out.summary = (0,changelog/* bumpSentence */.s$)(c);
    if (c.fromLabel)
        out.fromLabel = c.fromLabel;
    if (c.toLabel)
        out.toLabel = c.toLabel;
    if (c.subject)
        out.subject = { before: c.subject.before, after: c.subject.after };
    out.counts = (0,changelog/* counts */.tQ)(c);
    if (c.cosmeticLeftOut)
        out.cosmeticLeftOut = c.cosmeticLeftOut;
    out.sections = Object.fromEntries(changelog/* CHANGELOG_SECTIONS */.CJ.map((s) => [
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
            bump: e.bump,
            why: e.why,
        })),
    ]));
    out.failures = c.failures.map((f) => ({ server: f.server, side: f.side, message: f.message }));
    out.problems = c.problems;
    return out;
}
function renderChangelogJson(input, options = {}) {
    return (0,json/* prettyJson */.D_)(changelogJson(input, options));
}

// EXTERNAL MODULE: ./src/report/changelog-markdown.ts
var changelog_markdown = __webpack_require__(7505);
// EXTERNAL MODULE: ./src/diff/entities/index.ts + 25 modules
var entities = __webpack_require__(7312);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(3214);
// EXTERNAL MODULE: ./src/report/word-diff.ts
var word_diff = __webpack_require__(1377);
;// CONCATENATED MODULE: ./src/report/changelog-text.ts




function entityText(e) {
    const { noun, name } = (0,entities/* entityHeading */.kl)(e.entity, e.tool);
    return name === undefined ? noun.toLowerCase() : `${noun.toLowerCase()} ${(0,report_escape/* escapeTerminal */.en)(name)}`;
}
function wordsText(w) {
    const { hunks, more } = (0,word_diff/* wordDiff */.s)(w.before, w.after);
    if (!hunks.length)
        return undefined;
    const part = (t) => (0,report_escape/* escapeTerminal */.en)((0,report_escape/* truncate */.xv)(t, 300));
    const shown = hunks.map((h) => `${h.cutBefore ? '… ' : ''}${h.before ? `${part(h.before)} ` : ''}${h.removed ? `[-${part(h.removed)}-]` : ''}${h.added ? `{+${part(h.added)}+}` : ''}${h.after ? ` ${part(h.after)}` : ''}${h.cutAfter ? ' …' : ''}`);
    return `${shown.join('; ')}${more ? `; and ${more} more` : ''}`;
}
/** The changelog for a terminal: the baseline first, the verdict, then each section (server text shown with its controls visible). */
function renderChangelogText(input, options = {}) {
    const c = (0,changelog/* changelogOf */.uq)(input, options);
    const from = (0,changelog/* versionOf */.E4)(c.bump.from, c.fromLabel);
    const to = (0,changelog/* versionOf */.E4)(c.bump.to, c.toLabel);
    const out = [];
    if (c.baseline)
        out.push((0,report_escape/* escapeTerminal */.en)((0,changelog/* baselineSentence */.FD)(c.baseline)));
    out.push(`Contract changes${to ? ` in ${(0,report_escape/* escapeTerminal */.en)(to)}` : ''}${from && c.baseline?.kind !== 'none' ? ` since ${(0,report_escape/* escapeTerminal */.en)(from)}` : c.subject && !c.baseline ? `: ${(0,report_escape/* escapeTerminal */.en)(c.subject.before)} → ${(0,report_escape/* escapeTerminal */.en)(c.subject.after)}` : ''}`);
    out.push(`${c.ok ? '✓' : '✗'} ${(0,report_escape/* escapeTerminal */.en)((0,changelog/* bumpSentence */.s$)(c))}`);
    if (c.baseline?.kind === 'none') {
        out.push('', 'Tried, in order:');
        for (const t of c.baseline.tried)
            out.push(`  ${t.kind}: ${(0,report_escape/* escapeTerminal */.en)(t.detail)}`);
        out.push('', 'To give the check a baseline:');
        for (const a of c.baseline.advice ?? [])
            out.push(`  - ${(0,report_escape/* escapeTerminal */.en)(a)}`);
        return `${out.join('\n')}\n`;
    }
    for (const p of c.problems)
        out.push(`✗ ${(0,report_escape/* escapeTerminal */.en)(p)}`);
    for (const f of c.failures)
        out.push(`✗ server ${(0,report_escape/* escapeTerminal */.en)(f.server)} (${f.side}) could not be read: ${(0,report_escape/* escapeTerminal */.en)(f.message)}`);
    const multi = new Set(Object.values(c.sections).flatMap((list) => list.map((e) => e.server ?? ''))).size > 1;
    const serverOfLine = (e) => (multi && e.server !== undefined ? `${(0,report_escape/* escapeTerminal */.en)(e.server)}: ` : '');
    for (const s of changelog/* CHANGELOG_SECTIONS */.CJ) {
        const list = c.sections[s.key];
        if (!list.length)
            continue;
        if (s.key === 'other') {
            out.push('', 'Other (representation only)');
            for (const g of (0,changelog/* cosmeticGroups */.Mw)(list)) {
                const names = g.entities.slice(0, changelog/* COSMETIC_NAMES */.vz).map((e) => `${serverOfLine(e)}${entityText(e)}`);
                const rest = g.entities.length - names.length;
                out.push(`  ${g.title} [${g.rule}; ${g.bump}]: ${names.join(', ')}${rest ? `, and ${rest} more` : ''}`);
            }
            continue;
        }
        out.push('', s.title);
        let group = '';
        for (const e of list) {
            const key = `${e.server ?? ''}\u0000${e.entity}\u0000${e.tool}`;
            if (key !== group) {
                group = key;
                out.push(`  ${serverOfLine(e)}${entityText(e)}`);
            }
            out.push(`    ${(0,report_escape/* escapeTerminal */.en)(e.text)} [${e.rule}; ${e.bump}: ${e.why}]`);
            const words = e.words && wordsText(e.words);
            if (words)
                out.push(`      words: ${words}`);
        }
    }
    if (c.cosmeticLeftOut)
        out.push('', `${c.cosmeticLeftOut} representation-only change${c.cosmeticLeftOut === 1 ? ' was' : 's were'} left out (--no-cosmetic).`);
    return `${out.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/release-output.ts




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
function renderRelease(format, input, options = {}) {
    switch (format) {
        case 'markdown':
            return (0,changelog_markdown/* renderChangelog */.R)(input, options);
        case 'json':
            return renderChangelogJson(input, options);
        case 'summary':
            return (0,changelog/* changelogSummary */.Rx)(input, options);
        default:
            return renderChangelogText(input, options);
    }
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


/***/ })

};
