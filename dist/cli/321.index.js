export const id = 321;
export const ids = [321];
export const modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ neutralizeSnapshot),
/* harmony export */   Ig: () => (/* binding */ neutralizeEntry),
/* harmony export */   h3: () => (/* binding */ neutralContext),
/* harmony export */   m7: () => (/* binding */ lockfileNeutralContext),
/* harmony export */   nv: () => (/* binding */ MACHINE_PLACEHOLDERS)
/* harmony export */ });
/* unused harmony exports PATH_PLACEHOLDERS, GENERIC_USERS, GENERIC_HOSTS, MIN_MACHINE_NAME_LENGTH, pathContext, machineValues, neutralizeText */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1973);
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4119);
/* harmony import */ var _neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3021);





/**
 * Environment-neutral contracts. Some servers put machine-specific text into what the model reads: the working folder
 * in a description (figma-developer-mcp 0.12), the local time zone (the official Python time server), a user or host
 * name. The base worktree, each clone and each runner has another, so the same release would differ from itself, block
 * a README-only pull request, and fail `check` on another machine. Before anything is hashed or diffed, these are
 * replaced by stable placeholders, in one pass over each string:
 *
 * - paths: the checkout root the server runs in, the home folder and the temp folder, at path boundaries (not inside a
 *   longer name or path);
 * - the machine facts (MACHINE_FACTS, each with its knob): the time zone, only as an IANA name holding a `/`
 *   (`Europe/Berlin`: `UTC`, `Etc/UTC` and `GMT` read the same on every machine and are ordinary words in descriptions),
 *   a UTC offset or zone abbreviation where it stands right beside that name (`Europe/Berlin (UTC+01:00)`,
 *   `(GMT+0100) Europe/Berlin`, `America/New_York EST`), so a time in the text is never touched, and the zone's own
 *   abbreviations (neutral-zone: `CET`, `CEST`) as whole words anywhere; a machine on UTC keeps its zone as written,
 *   and `check` reads the live text against the pin for it (neutral-align); the user name and the
 *   host name as whole words (not inside a longer word: letters, digits, `_` and `-` bound them), and only when they
 *   identify someone: at least 3 characters, a letter among them, and not a name that every machine of a kind shares
 *   (GENERIC_USERS, GENERIC_HOSTS: `root`, `runner`, `node`, `localhost`), which are also ordinary words in text.
 *
 * Longer values are tried first. Matching is case-sensitive: what the server printed is this machine's spelling.
 */
/** Where `os.tmpdir()` points on POSIX when TMPDIR is unset. */
const POSIX_TMP = '/tmp';
const PATH_PLACEHOLDERS = { workspace: '${workspaceFolder}', home: '~', tmp: '${tmp}' };
const MACHINE_PLACEHOLDERS = { timezone: '${timeZone}', offset: '${utcOffset}', user: '${user}', host: '${host}' };
/**
 * User names that identify no one: the accounts every CI runner, container image or cloud VM of a kind shares, and
 * words a description uses anyway ("runs as root", "the user", "a node"). Replacing them would turn the same static
 * text into a placeholder on one machine and not on another.
 */
const GENERIC_USERS = new Set([
    'admin',
    'administrator',
    'app',
    'build',
    'builder',
    'circleci',
    'codespace',
    'daemon',
    'default',
    'dev',
    'developer',
    'docker',
    'ec2-user',
    'gitpod',
    'guest',
    'jenkins',
    'node',
    'nobody',
    'root',
    'runner',
    'runneradmin',
    'service',
    'test',
    'ubuntu',
    'user',
    'vscode',
    'www-data',
]);
const GENERIC_HOSTS = new Set(['localhost', 'localhost.localdomain', 'localdomain', 'ip6-localhost']);
/** Shortest user or host name that is replaced. */
const MIN_MACHINE_NAME_LENGTH = 3;
/** The paths of this environment for a server running in the checkout `rootDir`. */
function pathContext(rootDir, env = process.env) {
    return neutralContext({ rootDir, env, paths: true, machine: [] });
}
/** The placeholders for this environment (paths and/or machine facts). */
function neutralContext(o) {
    const env = o.env ?? process.env;
    const out = new Map();
    const kinds = new Map();
    const add = (value, placeholder, kind) => {
        if (out.has(value))
            return;
        out.set(value, placeholder);
        kinds.set(value, kind);
    };
    if (o.paths) {
        const path = (p, placeholder) => {
            for (const v of variants(p))
                add(v, placeholder, 'path');
        };
        if (o.rootDir !== undefined)
            path(o.rootDir, PATH_PLACEHOLDERS.workspace);
        path(env.HOME, PATH_PLACEHOLDERS.home);
        path((0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)(), PATH_PLACEHOLDERS.home);
        path(env.TMPDIR, PATH_PLACEHOLDERS.tmp);
        path(env.RUNNER_TEMP, PATH_PLACEHOLDERS.tmp);
        path((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), PATH_PLACEHOLDERS.tmp);
        // a server launched with a reduced environment (no TMPDIR) falls back to the system default
        if (process.platform !== 'win32')
            path(POSIX_TMP, PATH_PLACEHOLDERS.tmp);
    }
    const abbreviations = new Set();
    let zone;
    if (o.machine.length) {
        const values = { ...machineValues(env, o.serverTz), ...o.facts };
        if (o.machine.includes('user'))
            for (const u of values.users)
                if (identifying(u, GENERIC_USERS))
                    add(u, MACHINE_PLACEHOLDERS.user, 'word');
        if (o.machine.includes('host'))
            for (const h of values.hosts)
                if (identifying(h, GENERIC_HOSTS))
                    add(h, MACHINE_PLACEHOLDERS.host, 'word');
        if (o.machine.includes('timezone')) {
            for (const z of values.zones) {
                if (!(0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .placeholderZone */ .kB)(z))
                    continue;
                add(z, MACHINE_PLACEHOLDERS.timezone, 'zone');
                for (const a of (0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .zoneAbbreviations */ .yq)(z, env))
                    abbreviations.add(a);
            }
            zone = { names: (0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .zoneSpellings */ .ab)(values.zones), offsets: [...new Set(values.zones.flatMap(_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .zoneOffsets */ .jf))].sort((a, b) => a - b) };
        }
    }
    const replacements = [...out.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
    return { replacements, kinds, zoneAbbreviations: [...abbreviations].sort(), ...(zone ? { zone } : {}) };
}
/** What this machine is called and where it keeps time: the gate's own process, its environment and the server's TZ. */
function machineValues(env, serverTz) {
    const users = [(0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .safe */ .gB)(() => (0,node_os__WEBPACK_IMPORTED_MODULE_1__.userInfo)().username), env.USER, env.LOGNAME, env.USERNAME];
    const hosts = [(0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .safe */ .gB)(() => (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)()), env.HOSTNAME].flatMap((h) => (h ? [h, h.split('.')[0]] : []));
    const zones = [serverTz, env.TZ, (0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .safe */ .gB)(() => Intl.DateTimeFormat().resolvedOptions().timeZone)].map(_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .zoneName */ .a6);
    const clean = (xs) => [...new Set(xs.filter((x) => !!x))];
    return { users: clean(users), hosts: clean(hosts), zones: clean(zones) };
}
function identifying(name, generic) {
    return name.length >= MIN_MACHINE_NAME_LENGTH && /\p{L}/u.test(name) && !generic.has(name.toLowerCase());
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
/** Letters, digits, `_` and `-`: what continues a word (a name inside `alice_bot` or `build-7` is not that name). */
const WORD = '[\\p{L}\\p{N}_-]';
/**
 * One regex for all replacements, each value bounded as its kind says; a zone takes an offset beside it along; last,
 * the zone's abbreviations standing alone, as whole words.
 */
function matcher(ctx) {
    if (!ctx.replacements.length)
        return undefined;
    const abbreviations = ctx.zoneAbbreviations ?? [];
    const offset = `(?<![\\p{L}\\p{N}_])(?:${[_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .OFFSET */ .e$, ...(ctx.zoneAbbreviations ?? []).map(escape)].join('|')})(?![\\p{L}\\p{N}_:])`;
    const alternative = ([value]) => {
        const v = escape(value);
        switch (ctx.kinds?.get(value) ?? 'path') {
            case 'path':
                return `(?<![A-Za-z0-9_.~/\\\\-])${v}(?![A-Za-z0-9_-])`;
            case 'word':
                return `(?<!${WORD})${v}(?!${WORD})`;
            case 'zone':
                return `(?:${offset}[ \\t]*[)\\],]?[ \\t]*)?(?<![\\p{L}\\p{N}_/-])${v}(?![\\p{L}\\p{N}_/-])(?:[ \\t]*[(\\[,]?[ \\t]*${offset})?`;
        }
    };
    const alone = abbreviations.length ? [`(?<![\\p{L}\\p{N}_])(?:${abbreviations.map(escape).join('|')})(?![\\p{L}\\p{N}_])`] : [];
    return new RegExp([...ctx.replacements.map(alternative), ...alone].join('|'), 'gu');
}
/** The offsets and abbreviations inside a matched zone with its neighbours. */
function offsetMatcher(ctx) {
    return new RegExp(`${[_neutral_zone_js__WEBPACK_IMPORTED_MODULE_4__/* .OFFSET */ .e$, ...(ctx.zoneAbbreviations ?? []).map(escape)].join('|')}`, 'gu');
}
function neutralizeText(text, ctx, re = matcher(ctx)) {
    if (!re)
        return text;
    const lookup = new Map(ctx.replacements);
    const abbreviations = new Set(ctx.zoneAbbreviations);
    return text.replace(re, (m) => lookup.get(m) ?? (abbreviations.has(m) ? MACHINE_PLACEHOLDERS.offset : zoneWithOffset(m, ctx, lookup)));
}
/** `Europe/Berlin (UTC+01:00)` → `${timeZone} (${utcOffset})`: the zone's name and the offset beside it. */
function zoneWithOffset(m, ctx, lookup) {
    const zone = ctx.replacements.find(([v]) => ctx.kinds?.get(v) === 'zone' && m.includes(v))?.[0];
    if (zone === undefined)
        return m;
    const at = m.indexOf(zone);
    const side = (s) => s.replace(offsetMatcher(ctx), MACHINE_PLACEHOLDERS.offset);
    return side(m.slice(0, at)) + (lookup.get(zone) ?? zone) + side(m.slice(at + zone.length));
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
    const entry = (v) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonDepth */ .QV)(v, _util_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SCHEMA_DEPTH */ .Xc) > _util_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SCHEMA_DEPTH */ .Xc ? v : walk(v));
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
    if (snapshot.resources)
        out.resources = snapshot.resources.map((r) => entry(r));
    if (snapshot.instructions !== undefined)
        out.instructions = neutralizeText(snapshot.instructions, ctx, re);
    return out;
}
/**
 * The placeholders a lockfile's contracts were pinned with (its `neutralPaths` and `neutralMachine`), for this
 * environment: what the runtime proxy and the guard judge live text with. Undefined when it was pinned as sent.
 */
function lockfileNeutralContext(lock, rootDir, env) {
    const machine = lock.neutralMachine ?? [];
    if (!lock.neutralPaths && !machine.length)
        return undefined;
    return neutralContext({ rootDir, ...(env ? { env } : {}), paths: lock.neutralPaths === true, machine });
}


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a6: () => (/* binding */ zoneName),
/* harmony export */   ab: () => (/* binding */ zoneSpellings),
/* harmony export */   e$: () => (/* binding */ OFFSET),
/* harmony export */   gB: () => (/* binding */ safe),
/* harmony export */   jf: () => (/* binding */ zoneOffsets),
/* harmony export */   kB: () => (/* binding */ placeholderZone),
/* harmony export */   rg: () => (/* binding */ offsetMinutes),
/* harmony export */   yq: () => (/* binding */ zoneAbbreviations)
/* harmony export */ });
/* unused harmony export UTC_ZONE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The machine's time zone as servers write it: its IANA names, the abbreviations it goes by (`CET`/`CEST`,
 * `EST`/`EDT`) and its UTC offsets this year. What neutral-paths replaces by `${timeZone}`/`${utcOffset}`, and what
 * neutral-align accepts in a placeholder's place at check time.
 */
/** A zone that is UTC under any of its names: the same on every machine. */
const UTC_ZONE = /^(?:Etc\/)?(?:UTC|UCT|GMT|GMT[+-]?0|Universal|Zulu|Greenwich)$/;
/** The names a machine on UTC writes its zone by (Python's tzlocal and Node may each pick either). */
const UTC_NAMES = ['Etc/UTC', 'UTC'];
/** How a zero offset is written without digits. */
const ZERO_OFFSET_WORDS = new Set(['GMT', 'UTC', 'UT', 'Z']);
/**
 * The English locales whose short zone names ICU spells as letters for some zones (en-US: EST, PST; en-GB: CET, BST;
 * en-IN: IST; en-AU: AEST); elsewhere ICU writes `GMT+1`. A zone's abbreviations are the union.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-IN', 'en-AU'];
/** A lettered zone abbreviation (`CET`, `AEST`); `+03`-style and `GMT+1` ones are offsets. */
const ABBREVIATION = /^[A-Z]{3,5}$/;
/** Where the tz database lives when TZDIR does not say (Linux, macOS). */
const ZONEINFO_DIR = '/usr/share/zoneinfo';
/** A UTC offset as servers write it: `UTC+1`, `GMT+01:00`, `GMT+0100`, `+01:00`, `-0500` (a typographic minus too). */
const OFFSET = '(?:(?:UTC|GMT)[+\\-\u2212]\\d{1,2}(?::?\\d{2})?|[+\\-\u2212]\\d{2}:?\\d{2})';
/** An IANA zone name from a `TZ` value (`:Europe/Berlin`, `/usr/share/zoneinfo/Europe/Berlin`), if it names one. */
function zoneName(tz) {
    if (!tz)
        return undefined;
    const name = tz.replace(/^:/, '').replace(/^.*\/zoneinfo\//, '');
    return safe(() => (new Intl.DateTimeFormat('en-US', { timeZone: name }), name));
}
/** Whether a zone name is a placeholder's: an IANA name with a `/` that is not UTC under another name. */
function placeholderZone(zone) {
    return zone.includes('/') && !UTC_ZONE.test(zone);
}
/** The names this machine's zones are written by: each as given, and both UTC names for a zone that is UTC. */
function zoneSpellings(zones) {
    const out = new Set(zones);
    if (zones.some((z) => UTC_ZONE.test(z)))
        for (const n of UTC_NAMES)
            out.add(n);
    return [...out].sort();
}
/**
 * The zone's lettered abbreviations this year (standard and daylight): ICU's in ABBREVIATION_LOCALES, and the tz
 * database's (the POSIX rule that ends the zone's file, `CET-1CEST,M3.5.0,…`: what libc and Python print). Never UTC
 * or GMT, which read the same on every machine.
 */
function zoneAbbreviations(zone, env = process.env) {
    const year = new Date().getUTCFullYear();
    const out = new Set();
    for (const locale of ABBREVIATION_LOCALES)
        for (const month of [0, 6]) {
            const name = safe(() => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(Date.UTC(year, month, 1)).find((p) => p.type === 'timeZoneName')?.value);
            if (name)
                out.add(name);
        }
    for (const name of tzdbAbbreviations(zone, env))
        out.add(name);
    return [...out].filter((a) => ABBREVIATION.test(a) && !UTC_ZONE.test(a) && !ZERO_OFFSET_WORDS.has(a)).sort();
}
/** The abbreviations of the POSIX rule at the end of the zone's TZif file (version 2 on), when the file is there. */
function tzdbAbbreviations(zone, env) {
    if (zone.includes('..') || zone.startsWith('/'))
        return [];
    const bytes = safe(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.TZDIR || ZONEINFO_DIR, zone)));
    if (!bytes || bytes.subarray(0, 4).toString('latin1') !== 'TZif')
        return [];
    const footer = bytes
        .subarray(bytes.lastIndexOf(0x0a, bytes.length - 2) + 1)
        .toString('latin1')
        .trim();
    const rule = /^([A-Za-z]{3,})[-+]?\d{1,2}(?::\d{2}){0,2}([A-Za-z]{3,})?/.exec(footer);
    return rule ? [rule[1], ...(rule[2] ? [rule[2]] : [])] : [];
}
/** The zone's UTC offsets this year in minutes (standard and daylight). */
function zoneOffsets(zone) {
    const year = new Date().getUTCFullYear();
    const out = new Set();
    for (const month of [0, 6]) {
        const name = safe(() => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(Date.UTC(year, month, 1)).find((p) => p.type === 'timeZoneName')?.value);
        const minutes = name === undefined ? undefined : offsetMinutes(name);
        if (minutes !== undefined)
            out.add(minutes);
    }
    return [...out].sort((a, b) => a - b);
}
/** An offset as written (`GMT+01:00`, `UTC+1`, `-0500`, `+05:30`, `GMT`, `Z`) in minutes east of UTC; else undefined. */
function offsetMinutes(text) {
    if (ZERO_OFFSET_WORDS.has(text))
        return 0;
    const m = /^(?:UTC|GMT)?([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/.exec(text);
    if (!m)
        return undefined;
    const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
    return m[1] === '+' ? minutes : -minutes;
}
function safe(f) {
    try {
        return f();
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pw: () => (/* binding */ serverEnvironment),
/* harmony export */   cg: () => (/* binding */ startBudget),
/* harmony export */   qf: () => (/* binding */ serverFolder),
/* harmony export */   rR: () => (/* binding */ launchSpec)
/* harmony export */ });
/* unused harmony exports INHERITED_ENV_VARS, PACKAGE_MANAGER_ENV */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(118);
/* harmony import */ var _config_interpolate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2406);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1188);




/**
 * How a server is started, the one definition for discovery, its setup commands, the probes (openSession), the package
 * lookups and the proxy (`proxy --server`), so what the gate pins is what the proxy runs: the same program with the
 * same environment (serverEnvironment). `${workspaceFolder}` is the checkout (`rootDir`) in the command, the
 * arguments, `cwd` and the env values; `cwd` resolves in the checkout. `env` is the source of the inherited variables
 * (process.env when undefined).
 */
function launchSpec(server, env, rootDir) {
    const expand = (s) => (0,_config_interpolate_js__WEBPACK_IMPORTED_MODULE_3__/* .expandWorkspaceFolder */ .sA)(s, rootDir);
    const configEnv = server.env ? Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, expand(v)])) : undefined;
    return {
        command: expand(server.command ?? ''),
        args: (server.args ?? []).map(expand),
        cwd: serverFolder(server, rootDir),
        env: serverEnvironment(configEnv, env),
    };
}
/**
 * The start budget of a stdio launch: for one through a package runner (packageRunner: npx, uvx, docker run, …), which
 * may download first, `start-timeout` from spawn to the first output (the download and the start), then `timeout` to
 * answer. A direct launch (`node server.js`) downloads nothing: it has no start budget, and `timeout` runs from spawn,
 * so a server that never speaks is given up on after `timeout`, not after the download allowance.
 */
function startBudget(server, launch) {
    return (0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .packageRunner */ .XB)(launch.command, launch.args) ? server.startTimeoutMs : undefined;
}
/** Where a server runs: its `cwd` (with `${workspaceFolder}`) resolved in the checkout. */
function serverFolder(server, rootDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(rootDir, (0,_config_interpolate_js__WEBPACK_IMPORTED_MODULE_3__/* .expandWorkspaceFolder */ .sA)(server.cwd ?? '.', rootDir));
}
/**
 * The variables a server inherits by name: the MCP SDK's minimal default set (docs/config.md: "The server's environment"), and `TZ`, the
 * job's time zone: no secret, and a server that writes its local zone (the Python time server) then writes the zone the
 * gate replaces by `${timeZone}` (neutral-paths.ts), not the system's.
 */
const INHERITED_ENV_VARS = [..._modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_INHERITED_ENV_VARS */ .eB, 'TZ'];
/**
 * The package managers' own settings, inherited by prefix, so a launch downloads from where the job says (a registry
 * mirror, a cache folder, an index, a Docker host): npm's `npm_config_*` (either case), uv's `UV_*`, pip's `PIP_*`
 * and Docker's `DOCKER_*`.
 */
const PACKAGE_MANAGER_ENV = /^(?:npm_config_|NPM_CONFIG_|UV_|PIP_|DOCKER_)/;
/**
 * The environment a server (and its setup command, and its package lookup) runs with: the MCP SDK's minimal default
 * (HOME, LOGNAME, PATH, SHELL, TERM, USER) and TZ, the package managers' settings (PACKAGE_MANAGER_ENV), then the config's
 * `env`, nothing else. The runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*) never reach a server unless the config
 * passes them on by name.
 *
 * `from` replaces process.env as the source of the inherited variables (values that are shell functions are skipped,
 * as the SDK does).
 */
function serverEnvironment(configEnv, from = process.env) {
    const base = {};
    for (const [key, value] of Object.entries(from)) {
        if (value === undefined || value.startsWith('()'))
            continue;
        if (INHERITED_ENV_VARS.includes(key) || PACKAGE_MANAGER_ENV.test(key))
            base[key] = value;
    }
    return { ...base, ...(configEnv ?? {}) };
}


/***/ }),

/***/ 870:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ runBounded),
/* harmony export */   Ph: () => (/* binding */ resolvePackage),
/* harmony export */   gD: () => (/* binding */ RESOLVE_TIMEOUT_MS)
/* harmony export */ });
/* unused harmony exports parseNpmView, pipIndexEnv, distributionVersion, imageDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84);
/* harmony import */ var semver__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _config_launch_spec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1188);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5228);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4171);








/** How long a registry may take to answer one resolution (the run never waits longer for it). */
const RESOLVE_TIMEOUT_MS = 20_000;
/** Why, on one line, with any credential in a URL (`https://user:token@host`) left out: the reason goes into the lockfile. */
const unknown = (reason) => ({ integrity: _contract_types_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_INTEGRITY */ .P, reason: reason.replace(/(\/\/)[^/@\s]+@/g, '$1***@').slice(0, 300) });
/** Resolve a launch spec's package (npm and PyPI: before or beside the launch; images: after it, from the local image). */
async function resolvePackage(spec, o) {
    if (!(0,_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .registryName */ .jT)(spec.manager, spec.package))
        return unknown('not a registry package (a git, URL or tarball spec)');
    try {
        switch (spec.manager) {
            case 'uvx':
            case 'pipx':
                return await resolvePython(spec, o);
            case 'docker':
                return await resolveImage(spec, o);
            default:
                return await resolveNpm(spec, o);
        }
    }
    catch (err) {
        return unknown(`resolution failed: ${err.message.split('\n')[0]}`);
    }
}
/** The spec as the registry reads it: `name@version`, `name@range`, `name@tag`, or the name (its `latest`). */
function npmQuery(spec) {
    const p = spec.pin;
    return p.kind === 'version' ? `${spec.package}@${p.version}` : p.kind === 'range' ? `${spec.package}@${p.range}` : p.kind === 'tag' ? `${spec.package}@${p.tag}` : spec.package;
}
async function resolveNpm(spec, o) {
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const args = ['view', npmQuery(spec), 'version', 'dist.integrity', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
    const run = await runBounded('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
    if (run.timedOut)
        return unknown(`npm view timed out after ${timeoutMs / 1000} s`);
    if (run.error)
        return unknown(`npm view could not run: ${run.error}`);
    return parseNpmView(run.stdout);
}
/**
 * The answer of `npm view SPEC version dist.integrity --json`: one object, or one per version a range matches (npx
 * runs the highest), or `{error: {code, summary}}`.
 */
function parseNpmView(stdout) {
    let data;
    try {
        data = JSON.parse(stdout.trim() || 'null');
    }
    catch {
        return unknown('npm view did not answer JSON');
    }
    const pick = (x) => (x && typeof x === 'object' ? x : {});
    if (data && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
        const e = pick(data.error);
        const summary = typeof e.summary === 'string' ? e.summary.split('\n')[0] : '';
        return unknown(`npm view failed${typeof e.code === 'string' ? ` (${e.code})` : ''}${summary ? `: ${summary}` : ''}`);
    }
    const rows = (Array.isArray(data) ? data : [data]).map(pick).filter((r) => typeof r.version === 'string' && semver__WEBPACK_IMPORTED_MODULE_4___default().valid(r.version));
    if (rows.length === 0)
        return unknown('npm view named no version');
    const best = rows.reduce((a, b) => (semver__WEBPACK_IMPORTED_MODULE_4___default().gt(b.version, a.version) ? b : a));
    const integrity = best['dist.integrity'];
    if (typeof integrity !== 'string' || !integrity)
        return { version: best.version, ...unknown('the registry lists no dist.integrity for this version') };
    return { version: best.version, integrity };
}
function pythonRequirement(spec) {
    const p = spec.pin;
    return p.kind === 'version' ? `${spec.package}==${p.version}` : p.kind === 'range' ? `${spec.package}${/^[<>=!~]/.test(p.range) ? '' : '=='}${p.range}` : spec.package;
}
/**
 * pip's settings for the index the launch reads: its command-line index flags first, then (for uvx) uv's environment
 * (`UV_DEFAULT_INDEX`/`UV_INDEX_URL`, `UV_INDEX`/`UV_EXTRA_INDEX_URL`, `UV_FIND_LINKS`); nothing when neither names
 * one, so pip's own configuration applies (pipx installs with pip, so it reads the same). uv's config files
 * (`uv.toml`, `[tool.uv]`) are not read.
 */
function pipIndexEnv(spec, env) {
    const uv = spec.manager === 'uvx';
    const list = (v) => (v ?? '').split(/\s+/).filter(Boolean);
    const url = spec.index?.url ?? (uv ? (env.UV_DEFAULT_INDEX ?? env.UV_INDEX_URL) : undefined);
    const extra = [...(spec.index?.extra ?? []), ...(uv ? [...list(env.UV_INDEX).map(_config_launch_spec_js__WEBPACK_IMPORTED_MODULE_5__/* .indexUrl */ .E5), ...list(env.UV_EXTRA_INDEX_URL)] : [])];
    const findLinks = [...(spec.index?.findLinks ?? []), ...(uv ? list(env.UV_FIND_LINKS?.replace(/,/g, ' ')) : [])];
    return {
        ...(url ? { PIP_INDEX_URL: url } : {}),
        ...(extra.length ? { PIP_EXTRA_INDEX_URL: extra.join(' ') } : {}),
        ...(findLinks.length ? { PIP_FIND_LINKS: findLinks.join(' ') } : {}),
    };
}
/**
 * Fetch the file pip would install (`pip download --no-deps`, with the index the launch reads: see pipIndexEnv) and
 * hash it: the version comes from the file name.
 */
async function resolvePython(spec, o) {
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const dest = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcg-pip-'));
    try {
        const args = ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--no-input', '--quiet', '--dest', dest, pythonRequirement(spec)];
        const env = { ...o.env, ...pipIndexEnv(spec, o.env), PIP_TIMEOUT: String(Math.ceil(timeoutMs / 1000)), PIP_RETRIES: '0' };
        const run = await runBounded('python3', args, { cwd: o.cwd, env, timeoutMs });
        if (run.timedOut)
            return unknown(`pip download timed out after ${timeoutMs / 1000} s`);
        if (run.error)
            return unknown(`pip could not run: ${run.error}`);
        const files = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(dest);
        if (run.code !== 0 || files.length !== 1) {
            const line = run.stderr.split('\n').find((l) => /ERROR/.test(l)) ?? `pip download exited with code ${run.code}`;
            return unknown(line.trim());
        }
        const file = files[0];
        const version = distributionVersion(file, spec.package);
        const integrity = `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
            .update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dest, file)))
            .digest('hex')}`;
        return version ? { version, integrity } : { integrity };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dest, { recursive: true, force: true });
    }
}
/** The version in a wheel's (`name-1.2.3-py3-none-any.whl`) or an sdist's (`name-1.2.3.tar.gz`) file name. */
function distributionVersion(file, name) {
    const norm = (s) => s.toLowerCase().replace(/[-_.]+/g, '_');
    if (file.endsWith('.whl')) {
        const parts = file.slice(0, -4).split('-');
        return parts.length >= 5 && norm(parts[0]) === norm(name) ? parts[1] : undefined;
    }
    const m = /^(.+)-([^-]+?)\.(?:tar\.gz|zip|tar\.bz2)$/.exec(file);
    return m && norm(m[1]) === norm(name) ? m[2] : undefined;
}
/** The digest the local image store holds for the image the spec ran (the run pulled it), or the one the spec names. */
async function resolveImage(spec, o) {
    if (spec.digest)
        return { integrity: spec.digest };
    const ref = spec.pin.kind === 'version' ? `${spec.package}:${spec.pin.version}` : spec.pin.kind === 'tag' ? `${spec.package}:${spec.pin.tag}` : spec.package;
    const tool = /podman/.test(o.command) ? 'podman' : 'docker';
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const run = await runBounded(tool, ['image', 'inspect', '--format', '{{json .RepoDigests}}', ref], { cwd: o.cwd, env: o.env, timeoutMs });
    if (run.timedOut)
        return unknown(`${tool} image inspect timed out after ${timeoutMs / 1000} s`);
    if (run.error)
        return unknown(`${tool} could not run: ${run.error}`);
    if (run.code !== 0)
        return unknown(`${tool} image inspect failed: ${(run.stderr.trim().split('\n')[0] ?? '').slice(0, 200)}`);
    const digest = imageDigest(run.stdout, spec.package);
    return digest ? { integrity: digest } : unknown('the image has no registry digest (built locally, never pulled)');
}
/**
 * The digest of `image` in `docker image inspect --format '{{json .RepoDigests}}'` output (`["repo@sha256:…", …]`):
 * the entry of the same repository (`node` is `docker.io/library/node`), else the only one.
 */
function imageDigest(stdout, image) {
    let list;
    try {
        list = JSON.parse(stdout.trim().split('\n')[0] ?? 'null');
    }
    catch {
        return undefined;
    }
    if (!Array.isArray(list))
        return undefined;
    const entries = list
        .filter((x) => typeof x === 'string' && /@sha256:[0-9a-f]{64}$/.test(x))
        .map((x) => ({ repo: x.slice(0, x.lastIndexOf('@')), digest: x.slice(x.lastIndexOf('@') + 1) }));
    const canonical = (r) => {
        let s = r.replace(/^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
        if (!s.includes('/'))
            s = `library/${s}`;
        return s;
    };
    const same = entries.find((e) => canonical(e.repo) === canonical(image));
    if (same)
        return same.digest;
    return entries.length === 1 ? entries[0].digest : undefined;
}
/** Run a command in its own process group; past `timeoutMs` the whole group is ended. */
async function runBounded(command, args, o) {
    const g = (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_6__/* .spawnGroup */ .j8)(command, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    g.child.stdout?.on('data', (d) => (stdout += d.toString('utf8')));
    g.child.stderr?.on('data', (d) => (stderr += d.toString('utf8')));
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), o.timeoutMs)));
    const end = await Promise.race([g.closed, timeout]);
    clearTimeout(timer);
    if (end === 'timeout') {
        await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_6__/* .terminateGroup */ .TK)(g.pgid, 500);
        return { code: null, stdout, stderr, timedOut: true };
    }
    await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_6__/* .terminateGroup */ .TK)(g.pgid, 500);
    if (end.error)
        return { code: null, stdout, stderr, timedOut: false, error: end.error.code === 'ENOENT' ? `${command} not found` : end.error.message };
    return { code: end.code, stdout, stderr, timedOut: false };
}


/***/ }),

/***/ 5021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ OAuthSession),
/* harmony export */   pb: () => (/* binding */ AuthFailure)
/* harmony export */ });
/* unused harmony exports MAX_AUTH_ROUNDS, scopeList, signingKey */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5209);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2517);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3913);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4676);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4850);






/**
 * How many times one request may be answered with a challenge (401, or 403 `insufficient_scope`) and sent again with a
 * new token: the first token, then step-ups to the scopes the server names. Past it the server fails (no loop).
 */
const MAX_AUTH_ROUNDS = 3;
/**
 * A server that asked for authorization the gate could not give: no credential configured, metadata unreadable, a
 * refused token request, a scope never granted. Never a reason to fall back to another transport or era.
 */
class AuthFailure extends Error {
    step;
    constructor(step, message) {
        super(message);
        this.step = step;
    }
}
/** The scopes of a space-separated list, sorted and without repeats. */
function scopeList(...lists) {
    return [...new Set(lists.flatMap((l) => (l ?? '').split(/\s+/)).filter(Boolean))].sort();
}
/** The JWS algorithm a PEM private key signs with (the client assertion of `private_key_jwt`), and the key as PKCS #8. */
function signingKey(pem, key) {
    let k;
    try {
        k = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(pem);
    }
    catch (err) {
        throw new AuthFailure('credentials', `${key}.private-key is not a PEM private key (${(0,_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFailure */ .I)(err)}); set it to a PKCS #8 or PKCS #1/SEC 1 PEM`);
    }
    const curve = k.asymmetricKeyDetails?.namedCurve;
    const alg = k.asymmetricKeyType === 'rsa'
        ? 'RS256'
        : k.asymmetricKeyType === 'rsa-pss'
            ? 'PS256'
            : k.asymmetricKeyType === 'ec'
                ? { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' }[curve ?? '']
                : undefined;
    if (!alg)
        throw new AuthFailure('credentials', `${key}.private-key is a ${k.asymmetricKeyType}${curve ? ` (${curve})` : ''} key; private_key_jwt here signs with RSA or EC P-256/384/521 keys`);
    return { alg, pkcs8: k.export({ type: 'pkcs8', format: 'pem' }).toString() };
}
/**
 * The refresh token to send in place of a configured one, once the authorization server rotated it in this process:
 * configured value → the newest one issued. A server that rotates accepts each refresh token once (OAuth 2.1 §4.3.1;
 * using a spent one revokes the whole grant), so every later token request of this process, in any session (a step-up,
 * a second principal, a reread, the proxy's renewals), must send the newest.
 */
const rotatedRefreshTokens = new Map();
/** The refresh token a token request of `auth` sends now (the configured one, or what it was rotated to). */
function currentRefreshToken(auth) {
    return auth.refreshToken === undefined ? undefined : (rotatedRefreshTokens.get(auth.refreshToken) ?? auth.refreshToken);
}
/** How long a `private_key_jwt` client assertion is valid (seconds): it is used at once. */
const ASSERTION_LIFETIME_S = 300;
/**
 * `private_key_jwt` (RFC 7523 §2.2, as the MCP Client Credentials extension uses it): a JWT signed with the client's
 * key, issued by and about the client, for the authorization server (its issuer, else the token endpoint). jose
 * signs it; the SDK's own helper imports jose lazily, which the bundle cannot carry as one file.
 */
function assertion(clientId, pkcs8, alg, obtained) {
    return async (_headers, params, url, metadata) => {
        const key = await (0,jose__WEBPACK_IMPORTED_MODULE_5__/* .importPKCS8 */ .Lf)(pkcs8, alg);
        const jwt = await new jose__WEBPACK_IMPORTED_MODULE_6__/* .SignJWT */ .P({})
            .setProtectedHeader({ alg, typ: 'JWT' })
            .setIssuer(clientId)
            .setSubject(clientId)
            .setAudience(String(metadata?.issuer ?? url))
            .setIssuedAt()
            .setExpirationTime(`${ASSERTION_LIFETIME_S}s`)
            .setJti((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)())
            .sign(key);
        obtained(jwt); // a credential for its lifetime: scrubbed wherever it might be echoed
        params.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
        params.set('client_assertion', jwt);
    };
}
/**
 * The gate as an OAuth client of one authorization server, registered beforehand: the client-credentials grant or a
 * refresh token, never a redirect. The SDK's `auth()` drives it (resource indicator, client authentication:
 * `client_secret_basic`/`_post` as the server's metadata allows, or the `private_key_jwt` assertion).
 */
class UnattendedClient {
    auth;
    scope;
    info;
    saved;
    addClientAuthentication;
    constructor(auth, scope, info, obtained) {
        this.auth = auth;
        this.scope = scope;
        this.info = info;
        if (auth.privateKey !== undefined) {
            const { alg, pkcs8 } = signingKey(auth.privateKey, auth.key);
            this.addClientAuthentication = assertion(auth.clientId, pkcs8, alg, obtained);
        }
    }
    get redirectUrl() {
        return undefined;
    }
    get clientMetadata() {
        return {
            client_name: 'mcp-contract-gate',
            redirect_uris: [],
            grant_types: [this.auth.refreshToken !== undefined ? 'refresh_token' : 'client_credentials'],
            token_endpoint_auth_method: this.auth.privateKey !== undefined ? 'private_key_jwt' : this.auth.clientSecret !== undefined ? 'client_secret_basic' : 'none',
            ...(this.scope ? { scope: this.scope } : {}),
        };
    }
    clientInformation() {
        return { client_id: this.auth.clientId, ...(this.auth.clientSecret !== undefined ? { client_secret: this.auth.clientSecret } : {}) };
    }
    tokens() {
        return this.saved;
    }
    saveTokens(tokens) {
        this.saved = tokens;
    }
    prepareTokenRequest(scope) {
        const refreshToken = currentRefreshToken(this.auth);
        const params = refreshToken !== undefined ? new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }) : new URLSearchParams({ grant_type: 'client_credentials' });
        if (scope)
            params.set('scope', scope);
        return params;
    }
    discoveryState() {
        return {
            authorizationServerUrl: String(this.info.authorizationServerUrl),
            resourceMetadata: this.info.resourceMetadata,
            authorizationServerMetadata: this.info.authorizationServerMetadata,
        };
    }
    saveDiscoveryState() { }
    redirectToAuthorization() {
        throw new AuthFailure('credentials', `the authorization server wants a person to sign in, which an unattended run cannot do; give ${this.auth.key} a client-secret or private-key (client credentials)`);
    }
    saveCodeVerifier() { }
    codeVerifier() {
        throw new AuthFailure('credentials', 'an authorization code flow needs a person; the gate only runs unattended flows');
    }
}
/**
 * OAuth for one remote server's connection, as a `fetch`: each request to the server's origin carries the current
 * bearer token; a 401 (or a 403 `insufficient_scope`) is followed to the protected-resource metadata and the
 * authorization server (once), a token for the scopes the challenge names (else `auth.scope`, else the metadata's
 * `scopes_supported`) is fetched, and the request is sent again, at most MAX_AUTH_ROUNDS times. Without `auth` a 401
 * is an AuthFailure naming the key to set. `surface` collects what the server said of its permissions.
 */
class OAuthSession {
    serverUrl;
    auth;
    base;
    authKey;
    staticAuthorization;
    surface = {};
    /**
     * Every secret this session obtained (access, refresh and ID tokens, signed client assertions), in order: masked in
     * what the session's server returns (a server may echo its token), and, through addObtainedSecret, in every output.
     */
    secrets = [];
    /** What the session's reader should be told (a refresh token the authorization server rotated), each once. */
    warnings = [];
    token;
    scope;
    info;
    infoFrom;
    constructor(serverUrl, auth, base, 
    /** Where messages say to configure `auth` when the server has none (`servers[0].auth`). */
    authKey, 
    /** Whether the configured headers already carry an Authorization (then a 401 refuses that header). */
    staticAuthorization) {
        this.serverUrl = serverUrl;
        this.auth = auth;
        this.base = base;
        this.authKey = authKey;
        this.staticAuthorization = staticAuthorization;
    }
    /** The token obtained last (a secret: every Scrubber masks it, see addObtainedSecret). */
    get accessToken() {
        return this.token;
    }
    fetch = async (input, init) => {
        const sameOrigin = new URL(input instanceof Request ? input.url : String(input)).origin === this.serverUrl.origin;
        for (let round = 0;; round++) {
            const response = await this.base(input, sameOrigin ? this.withToken(init) : init);
            const challenge = sameOrigin ? challengeOf(response) : undefined;
            if (!challenge)
                return response;
            const body = (0,_http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .shortBody */ .xe)(await response.text().catch(() => ''));
            this.note(challenge);
            if (round >= MAX_AUTH_ROUNDS)
                throw new AuthFailure('refused', `the server still answers HTTP ${challenge.status}${describe(challenge)} after ${MAX_AUTH_ROUNDS} tokens; check the client's grants for ${this.authKey}`);
            await this.authorize(challenge, body);
        }
    };
    obtained(secret) {
        if (!this.secrets.includes(secret))
            this.secrets.push(secret);
        (0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .addObtainedSecret */ .MR)(secret);
    }
    withToken(init) {
        if (!this.token)
            return init;
        const headers = new Headers(init?.headers);
        headers.set('authorization', `Bearer ${this.token}`);
        return { ...init, headers };
    }
    /** Record what the challenge says of the server's permissions (the scopes a request demanded). */
    note(challenge) {
        const demanded = scopeList(...(this.surface.scopesRequired ?? []), challenge.scope);
        if (demanded.length)
            this.surface.scopesRequired = demanded;
    }
    async authorize(challenge, body) {
        const auth = this.auth;
        if (!auth) {
            if (this.staticAuthorization)
                throw new AuthFailure('refused', `the server refused the configured Authorization header (HTTP ${challenge.status}${describe(challenge, body)}); renew the token, or set ${this.authKey}.client-id and client-secret for unattended OAuth`);
            throw new AuthFailure('credentials', `the server asks for OAuth authorization (HTTP ${challenge.status}${describe(challenge, body)}) and the config gives no credential; set ${this.authKey}.client-id and ${this.authKey}.client-secret (or private-key, or refresh-token) to \${VAR} references`);
        }
        const stepUp = challenge.status === 403;
        const wanted = stepUp ? scopeList(this.scope, challenge.scope) : scopeList(challenge.scope ?? this.scope);
        if (stepUp && this.token && wanted.join(' ') === scopeList(this.scope).join(' '))
            throw new AuthFailure('scope', `the server demands scope "${scopeList(challenge.scope).join(' ')}" (insufficient_scope) and the token already asked for all of it; grant it to client ${auth.clientId} (${auth.key})`);
        const info = await this.discover(challenge);
        const scope = wanted.length ? wanted.join(' ') : (auth.scope ?? info.resourceMetadata?.scopes_supported?.join(' '));
        const client = new UnattendedClient(auth, scope, info, (secret) => this.obtained(secret));
        const server = String(info.authorizationServerUrl);
        try {
            await (0,_modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_1__/* .auth */ .j2)(client, { serverUrl: this.serverUrl, scope, resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
        }
        catch (err) {
            if (err instanceof AuthFailure)
                throw err;
            if (err.errorCode === 'invalid_scope')
                throw new AuthFailure('scope', `${server} refused the scope "${scope ?? ''}" the server demands (${oauthError(err)}); grant it to client ${auth.clientId}, or set ${auth.key}.scope`);
            if (auth.refreshToken !== undefined && err.errorCode === 'invalid_grant')
                throw new AuthFailure('token', `${server} refused the refresh token (${oauthError(err)}): it has expired, was revoked, or was used already (a server that rotates refresh tokens accepts each once, so one kept in a CI secret serves one run); mint a new refresh token for client ${auth.clientId} and set it as ${auth.key}.refresh-token, or give ${auth.key} a client-secret or private-key for the client-credentials grant`);
            const which = auth.privateKey !== undefined ? 'private-key' : auth.refreshToken !== undefined && auth.clientSecret === undefined ? 'refresh-token' : 'client-secret';
            throw new AuthFailure('token', `the token request to ${server} was refused: ${oauthError(err)}; check ${auth.key}.client-id and ${auth.key}.${which}${scope ? ` (scope asked: "${scope}")` : ''}`);
        }
        const tokens = client.tokens();
        // every token the authorization server issued is a secret from now on, before any request carries it
        for (const t of [tokens?.access_token, tokens?.refresh_token, tokens?.id_token])
            if (t)
                this.obtained(t);
        if (!tokens?.access_token)
            throw new AuthFailure('token', `the authorization server ${server} answered without an access token`);
        this.rotated(auth, tokens.refresh_token, server);
        const granted = tokens.scope !== undefined ? scopeList(tokens.scope) : undefined;
        const missing = granted && scope ? scopeList(scope).filter((s) => !granted.includes(s)) : [];
        if (stepUp && missing.length)
            throw new AuthFailure('scope', `the server demands scope "${missing.join(' ')}" and ${server} did not grant it to client ${auth.clientId}; grant it, or narrow what the server demands (${auth.key})`);
        this.token = tokens.access_token;
        this.scope = scope;
    }
    /** A new refresh token in the answer to a refresh: every later request sends it, and the reader is told once. */
    rotated(auth, issued, server) {
        const sent = currentRefreshToken(auth);
        if (auth.refreshToken === undefined || !issued || issued === sent)
            return;
        rotatedRefreshTokens.set(auth.refreshToken, issued);
        const warning = `${server} rotated the refresh token of ${auth.key}: the gate uses the new one for the rest of this run, and a server that accepts each refresh token once will refuse the configured one next time; give ${auth.key} a client-secret or private-key (client credentials) for unattended runs, or a refresh token the server does not rotate`;
        if (!this.warnings.includes(warning))
            this.warnings.push(warning);
    }
    /** The protected-resource metadata (RFC 9728, as the challenge points or at its well-known paths) and the authorization server's. */
    async discover(challenge) {
        const from = challenge.resourceMetadataUrl?.href ?? '';
        if (this.info && this.infoFrom === from)
            return this.info;
        let info;
        try {
            info = await (0,_modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverOAuthServerInfo */ .kI)(this.serverUrl, { resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
        }
        catch (err) {
            throw new AuthFailure('discovery', `reading the OAuth metadata failed (protected resource ${from || 'at its well-known path'}): ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFailure */ .I)(err)}`);
        }
        if (!info.authorizationServerMetadata)
            throw new AuthFailure('discovery', `the authorization server ${String(info.authorizationServerUrl)} publishes no metadata (RFC 8414 or OpenID discovery)`);
        const prm = info.resourceMetadata;
        if (prm?.authorization_servers?.length)
            this.surface.authorizationServers = [...new Set(prm.authorization_servers.map(String))].sort();
        else
            this.surface.authorizationServers = [String(info.authorizationServerUrl)];
        if (prm?.scopes_supported)
            this.surface.scopesSupported = scopeList(...prm.scopes_supported);
        this.info = info;
        this.infoFrom = from;
        return info;
    }
}
/** The challenge of a 401, or of a 403 whose `WWW-Authenticate` says `insufficient_scope` (a step-up); else none. */
function challengeOf(response) {
    if (response.status !== 401 && response.status !== 403)
        return undefined;
    const { error, scope, resourceMetadataUrl } = (0,_modelcontextprotocol_sdk_client_auth_js__WEBPACK_IMPORTED_MODULE_1__/* .extractWWWAuthenticateParams */ .eH)(response);
    if (response.status === 403 && error !== 'insufficient_scope')
        return undefined;
    return { status: response.status, ...(error ? { error } : {}), ...(scope ? { scope } : {}), ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}) };
}
function describe(challenge, body = '') {
    const parts = [challenge.error, challenge.scope ? `scope "${challenge.scope}"` : undefined].filter(Boolean);
    return parts.length ? `: ${parts.join(', ')}` : body ? `: ${body}` : '';
}
/** An OAuth error response as one line (`invalid_client: …`). */
function oauthError(err) {
    const code = err.errorCode;
    const text = (0,_http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .shortBody */ .xe)((0,_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFailure */ .I)(err));
    return typeof code === 'string' && !text.startsWith(code) ? `${code}: ${text}` : text;
}


/***/ }),

/***/ 6899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The time budgets of one discovery, which also follow an outer abort signal (the job being cancelled); `race` makes any
 * step give up when a budget runs out. Two budgets, one after the other: with `startMs`, the server first has that long
 * to *start* (spawn, a package download by npx/uvx/docker, its own start-up) until `started()` is called on its first
 * output; then `ms` to *answer* (the opening and every list). Without `startMs` there is only the answering budget.
 */
class Deadline {
    ms;
    startMs;
    controller = new AbortController();
    timer;
    end;
    outer;
    onOuterAbort = () => this.stop('aborted');
    /** Why the budget ended early, if it did. */
    reason;
    /** Which budget is running: `start` until the server's first output, then `answer`. */
    phase;
    /** Whether the server has written anything (`started()` was called), in either phase. */
    spoke = false;
    constructor(ms, outer, startMs) {
        this.ms = ms;
        this.startMs = startMs;
        this.phase = startMs !== undefined ? 'start' : 'answer';
        const first = startMs ?? ms;
        this.end = Date.now() + first;
        // Every SDK request listens on the signal (and does not stop listening): hundreds of pages are normal.
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, this.controller.signal);
        this.timer = setTimeout(() => this.stop('timeout'), first);
        this.outer = outer;
        if (outer?.aborted)
            this.stop('aborted');
        else
            outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    }
    /** The server has started (its first output): the answering budget begins now (when a start budget ran). Idempotent. */
    started() {
        this.spoke = true;
        if (this.phase === 'answer' || this.reason)
            return;
        this.phase = 'answer';
        clearTimeout(this.timer);
        this.end = Date.now() + this.ms;
        this.timer = setTimeout(() => this.stop('timeout'), this.ms);
    }
    get signal() {
        return this.controller.signal;
    }
    /** What is left of every budget (while starting: the rest of the start budget and the whole answering one). */
    remaining() {
        return Math.max(0, this.end - Date.now()) + (this.phase === 'start' ? this.ms : 0);
    }
    /**
     * Timeout for one SDK request: a little more than what remains, so that this budget (with its better message)
     * always runs out before the SDK's own request timer.
     */
    requestTimeout() {
        return this.remaining() + 500;
    }
    /** `promise`, or a rejection as soon as the budget ends. */
    race(promise) {
        if (this.signal.aborted) {
            promise.catch(() => { });
            return Promise.reject(this.signal.reason);
        }
        return new Promise((resolve, reject) => {
            const onAbort = () => reject(this.signal.reason);
            this.signal.addEventListener('abort', onAbort, { once: true });
            promise.then((v) => {
                this.signal.removeEventListener('abort', onAbort);
                resolve(v);
            }, (e) => {
                this.signal.removeEventListener('abort', onAbort);
                reject(e);
            });
        });
    }
    dispose() {
        clearTimeout(this.timer);
        this.outer?.removeEventListener('abort', this.onOuterAbort);
    }
    stop(reason) {
        if (this.reason)
            return;
        this.reason = reason;
        const budget = this.phase === 'start' ? (this.startMs ?? this.ms) : this.ms;
        this.controller.abort(new Error(reason === 'timeout' ? `timed out after ${budget} ms${this.phase === 'start' ? ' (starting)' : ''}` : 'discovery was cancelled'));
    }
}


/***/ }),

/***/ 7765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ isLegacyAnswer),
/* harmony export */   Gb: () => (/* binding */ META_PROTOCOL_VERSION),
/* harmony export */   O9: () => (/* binding */ requestEnvelope),
/* harmony export */   VV: () => (/* binding */ META_SERVER_INFO),
/* harmony export */   Xj: () => (/* binding */ VersionRefused),
/* harmony export */   eU: () => (/* binding */ eraOf),
/* harmony export */   qN: () => (/* binding */ clientInfo),
/* harmony export */   qv: () => (/* binding */ UNSUPPORTED_PROTOCOL_VERSION),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports ERAS, META_CLIENT_INFO, META_CLIENT_CAPABILITIES, CLIENT_INFO */
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8374);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6918);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2250);




const ERAS = (/* unused pure expression or super */ null && (['initialize', 'discover']));
/** The era a revision belongs to: 2026-07-28 and later are stateless. */
function eraOf(protocolVersion) {
    return protocolVersion !== undefined && protocolVersion >= _model_protocol_js__WEBPACK_IMPORTED_MODULE_3__/* .DISCOVER_ERA_VERSION */ .yW ? 'discover' : 'initialize';
}
const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
/** JSON-RPC error a discover-era server answers when it does not speak the requested revision. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
const CLIENT_INFO = { name: 'mcp-contract-gate', version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .xv };
/** The `clientInfo` the gate sends: its own, or under another client's name (a principal's `client-name`). */
function clientInfo(clientName) {
    return clientName === undefined ? CLIENT_INFO : { ...CLIENT_INFO, name: clientName };
}
/** The `_meta` every discover-era request carries. */
function requestEnvelope(clientCapabilities, clientName) {
    return { [META_PROTOCOL_VERSION]: _model_protocol_js__WEBPACK_IMPORTED_MODULE_3__/* .DISCOVER_ERA_VERSION */ .yW, [META_CLIENT_INFO]: clientInfo(clientName), [META_CLIENT_CAPABILITIES]: clientCapabilities };
}
/** A discover-era server refused our revision (it said so with the spec's error): the message quotes what it supports. */
class VersionRefused extends Error {
    supported;
    requested;
    constructor(supported, requested, serverMessage) {
        super(`the server does not speak MCP ${requested} (it supports ${supported.length ? supported.join(', ') : 'no version it named'}; the server said: ${serverMessage})` +
            (supported.some((v) => eraOf(v) === 'initialize') ? `; set protocol: ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_3__/* .INITIALIZE_ERA_VERSION */ .LZ} for this server` : ''));
        this.supported = supported;
        this.requested = requested;
    }
}
/** The versions a -32022 error names (`data.supported`), or undefined when `err` is not that error. */
function refusal(err) {
    if (!(err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh) || err.code !== UNSUPPORTED_PROTOCOL_VERSION)
        return undefined;
    const data = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(err.data) ? err.data : {};
    const supported = Array.isArray(data.supported) ? data.supported.filter((v) => typeof v === 'string') : [];
    const requested = typeof data.requested === 'string' ? data.requested : _model_protocol_js__WEBPACK_IMPORTED_MODULE_3__/* .DISCOVER_ERA_VERSION */ .yW;
    return new VersionRefused(supported, requested, err.message.replace(/^MCP error -?\d+: /, ''));
}
/**
 * Whether an answer to `server/discover` means "an initialize-era server" (fall back to `initialize`), per the
 * spec's backward-compatibility rule: any JSON-RPC error that does not come from a discover-era server. A version
 * refusal is a discover-era answer; a closed connection or a timeout is no answer at all.
 */
function isLegacyAnswer(err) {
    if (!(err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh))
        return false;
    if (err.code === UNSUPPORTED_PROTOCOL_VERSION)
        return false;
    return err.code !== _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed && err.code !== _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout;
}


/***/ }),

/***/ 3913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ describeFailure),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
/** A failed discovery: no tools, and the reason. */
function failed(error, clientCapabilities) {
    const snapshot = { tools: [], error };
    if (clientCapabilities)
        snapshot.clientCapabilities = clientCapabilities;
    return snapshot;
}
/** One readable line for an error thrown by the SDK, zod, fetch or us. */
function describeFailure(err) {
    // Duck-typed: errors from fetch or another realm (a test VM) are not `instanceof Error` here.
    if (typeof err !== 'object' || err === null || typeof err.message !== 'string')
        return String(err);
    const issues = err.issues;
    if (Array.isArray(issues)) {
        const parts = issues.slice(0, 3).map((i) => `${(i.path ?? []).map(String).join('.') || '(result)'}: ${i.message ?? 'invalid'}`);
        return `the server's answer does not match the MCP schema (${parts.join('; ')}${issues.length > 3 ? '; …' : ''})`;
    }
    const cause = err.cause;
    // An SDK server that throws an McpError sends its text with the prefix, and our SDK adds it again: say it once.
    const message = err.message.replace(/(MCP error -?\d+: )\1+/, '$1');
    const detail = cause ? String(cause.code ?? cause.message ?? '') : '';
    // fetch's "fetch failed" says why only in its cause (ECONNREFUSED …); a message that already quotes its cause is left alone.
    if (detail && !message.includes(detail))
        return `${message} (${detail})`;
    return message;
}


/***/ }),

/***/ 4676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ readSseEvents),
/* harmony export */   Ul: () => (/* binding */ cappedFetch),
/* harmony export */   fv: () => (/* reexport safe */ _util_limits_js__WEBPACK_IMPORTED_MODULE_0__.fv),
/* harmony export */   xe: () => (/* binding */ shortBody)
/* harmony export */ });
/* unused harmony export BodyTooLarge */
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4119);
/* harmony import */ var _redirects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3710);


/** The most a server may send in one message: one stdout line (stdio) or one HTTP response body (defined in util/limits). */

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
 * sending gigabytes cannot grow our memory. The SDK transports and ours read bodies through it. Requests go out under
 * the redirect policy (`policyFetch`: a redirect to another origin is never followed).
 */
function cappedFetch(limit = _util_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_MESSAGE_BYTES */ .fv) {
    const send = (0,_redirects_js__WEBPACK_IMPORTED_MODULE_1__/* .policyFetch */ .T9)();
    return async (input, init) => {
        const response = await send(input, init);
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
async function readSseEvents(body, onEvent, limit = _util_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_MESSAGE_BYTES */ .fv) {
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
            if (size + buffer.length > limit)
                throw new Error(`an event of the server's stream was larger than ${limit} bytes`);
        }
    }
    finally {
        await reader.cancel().catch(() => { });
    }
}


/***/ }),

/***/ 2708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ DiscoveryFailure),
/* harmony export */   MN: () => (/* binding */ listAllPages),
/* harmony export */   Ur: () => (/* binding */ PermissiveResultSchema),
/* harmony export */   g5: () => (/* binding */ DEFAULT_LIST_LIMITS),
/* harmony export */   pN: () => (/* binding */ listPages)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2781);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1973);


/**
 * Accepts any object result unchanged. The SDK's `listTools()` parses with the spec's schema, which drops unknown
 * fields and rejects the whole page when one tool is malformed; the gate needs exactly what the server sent.
 */
const PermissiveResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({});
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
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return 'an object';
    return JSON.stringify(value);
}


/***/ }),

/***/ 6230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ HttpStatusError),
/* harmony export */   x: () => (/* binding */ ModernHttpTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8374);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2250);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7765);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4676);
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3163);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1973);
/* harmony import */ var _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1866);







/** An HTTP answer that carried no JSON-RPC message: the status and a short line of the body. */
class HttpStatusError extends Error {
    status;
    body;
    constructor(status, body) {
        super(`HTTP ${status}${body ? `: ${body}` : ''}`);
        this.status = status;
        this.body = body;
    }
}
/**
 * Streamable HTTP as the discover era (2026-07-28) speaks it: every message is one POST, with `MCP-Protocol-Version`
 * and `Mcp-Method` (and `Mcp-Name`) headers, and a `tools/call` the `Mcp-Param-*` headers of the arguments its tool
 * mirrors (`x-mcp-header`, read from the tools the server listed on this transport); no session, no GET stream, no
 * DELETE. The answer is JSON or an SSE
 * stream (which stays open for `subscriptions/listen`); its messages are passed on raw. A 4xx that carries the 2026
 * era's own JSON-RPC errors answers the request with it (a version refusal, a header mismatch); any other failure
 * status is an `HttpStatusError`.
 * Bodies are read through `cappedFetch`.
 */
class ModernHttpTransport {
    url;
    headers;
    onclose;
    onerror;
    onmessage;
    controller = new AbortController();
    fetch;
    closed = false;
    /** Ids of the tools/list requests in flight: their answers say which arguments each tool mirrors into headers. */
    listing = new Set();
    /** Each listed tool's `x-mcp-header` declarations, from the latest listing that named it. */
    mirrored = new Map();
    constructor(url, headers, 
    /** The fetch every request goes through (an OAuth session's, which adds the bearer token); default `cappedFetch()`. */
    fetchFn) {
        this.url = url;
        this.headers = headers;
        this.fetch = fetchFn ?? (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .cappedFetch */ .Ul)();
    }
    async start() { }
    async send(message) {
        if (this.closed)
            throw new Error('the connection is closed');
        const headers = {
            ...this.headers,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .DISCOVER_ERA_VERSION */ .yW,
        };
        Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .routingHeaders */ .fl)(message));
        if ('method' in message && 'id' in message) {
            if (message.method === 'tools/list')
                this.listing.add(message.id);
            const params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(message.params) ? message.params : {};
            if (message.method === 'tools/call' && typeof params.name === 'string')
                Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .paramHeaders */ .oN)(this.mirrored.get(params.name) ?? [], params.arguments));
        }
        const response = await this.fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), signal: this.controller.signal });
        const type = response.headers.get('content-type') ?? '';
        if (type.includes('text/event-stream') && response.ok && response.body) {
            // Read the stream in the background: a listen stays open until we close.
            void this.readEvents(response.body).catch((err) => {
                if (!this.closed)
                    this.onerror?.(err);
            });
            return;
        }
        const text = await response.text();
        if (!('id' in message) || !('method' in message)) {
            if (!response.ok)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            return;
        }
        let parsed = parseMessages(text);
        if (!response.ok) {
            // Only the 2026 era's version refusal is an answer here; any other failure status is the HTTP layer's.
            const refusal = parsed.find((m) => 'error' in m && (m.error.code === _era_js__WEBPACK_IMPORTED_MODULE_2__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv || m.error.code === _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .HEADER_MISMATCH */ .Df));
            if (!refusal)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            parsed = [refusal];
        }
        if (parsed.length === 0)
            throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
        // An error about the request as a whole may come back with "id": null; it answers this request.
        for (const m of parsed)
            this.receive('error' in m && (m.id === null || m.id === undefined) ? { ...m, id: message.id } : m);
    }
    async readEvents(body) {
        await (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readSseEvents */ .J7)(body, (event) => {
            if (event.data)
                for (const m of parseMessages(event.data))
                    this.receive(m);
        });
    }
    /** A message from the server, passed on; a tools/list answer first teaches which arguments each tool mirrors. */
    receive(m) {
        if ('id' in m && !('method' in m) && m.id !== undefined && this.listing.delete(m.id) && 'result' in m && Array.isArray(m.result.tools))
            for (const t of m.result.tools)
                if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(t) && typeof t.name === 'string')
                    this.mirrored.set(t.name, (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__/* .scanParamHeaders */ .zf)(t.inputSchema).declarations);
        this.onmessage?.(m);
    }
    /** Whether a listing on this transport named `tool` (so a call of it carries the headers its definition asks for). */
    knowsTool(tool) {
        return this.mirrored.has(tool);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.controller.abort();
        this.onclose?.();
    }
}
/** The JSON-RPC messages of a body (one message or a batch); nothing when it is not JSON-RPC. */
function parseMessages(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    const list = Array.isArray(data) ? data : [data];
    return list.filter((m) => _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .JSONRPCMessageSchema */ .OR.safeParse(m).success);
}


/***/ }),

/***/ 1792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ droppedAnswers),
/* harmony export */   h: () => (/* binding */ RecordingTransport)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1973);

const OPENING_METHODS = new Set(['initialize', 'server/discover']);
/**
 * The JSON-RPC ids of one connection. Several clients may take turns over one stdio connection (negotiation sends
 * `server/discover` and, when the server is slow or an initialize-era one, `initialize` by a second client), and each
 * SDK client numbers its requests from 0: without this, a late answer to the first client's request 0 would be taken
 * as the answer to the second client's request 0 ("initialize failed: Method not found" from a server that was only
 * slow to start). So every request goes out under an id unique for the life of the connection, and each answer goes
 * back to the client that asked, under that client's own id. An answer to a request nobody waits for any more (an
 * abandoned probe) is dropped, and counted for the verbose log.
 */
class IdSpace {
    inner;
    next = 0;
    pending = new Map();
    attached = new Set();
    /** Where messages the server starts (its requests and notifications) go: the client that attached last. */
    active;
    wired = false;
    /** Answers dropped because nobody waits for them any more: `{method of the request, wire id}`. */
    dropped = [];
    constructor(inner) {
        this.inner = inner;
    }
    attach(owner) {
        this.attached.add(owner);
        this.active = owner;
        if (this.wired)
            return;
        this.wired = true;
        this.inner.onclose = () => {
            for (const o of this.attached)
                o.onclose?.();
        };
        this.inner.onerror = (error) => this.active?.onerror?.(error);
        this.inner.onmessage = (message, extra) => this.receive(message, extra);
    }
    /** The wire id for `owner`'s request `id`. */
    register(owner, id) {
        const wire = this.next++;
        this.pending.set(wire, { owner, id });
        return wire;
    }
    receive(message, extra) {
        const isResponse = 'id' in message && !('method' in message);
        if (!isResponse) {
            this.active?.deliver(message, extra);
            return;
        }
        const wire = message.id;
        const entry = this.pending.get(wire);
        if (!entry) {
            this.dropped.push({ id: wire, reason: 'an answer to no request of this connection' });
            return;
        }
        this.pending.delete(wire);
        if (entry.owner.abandoned) {
            this.dropped.push({ id: wire, reason: 'a late answer to an abandoned request' });
            return;
        }
        entry.owner.deliver({ ...message, id: entry.id }, extra);
    }
}
const spaces = new WeakMap();
function spaceOf(inner) {
    let space = spaces.get(inner);
    if (!space)
        spaces.set(inner, (space = new IdSpace(inner)));
    return space;
}
/** The answers a connection dropped (late answers to abandoned requests), for the verbose log and the tests. */
function droppedAnswers(inner) {
    return spaces.get(inner)?.dropped ?? [];
}
/**
 * Wraps a transport to keep the server's raw opening result (`initialize` or `server/discover`: serverInfo,
 * capabilities and protocolVersion exactly as sent, unknown fields included), which the SDK's Client only exposes
 * after parsing. With an `envelope` (discover era) every outgoing request gets it merged into `params._meta`.
 *
 * Several wrappers may share one inner transport (see IdSpace): `start` attaches this wrapper, and starts the inner
 * transport only if it is not started yet; `abandon` says its client's requests are no longer waited for.
 */
class RecordingTransport {
    inner;
    envelope;
    innerStarted;
    onclose;
    onerror;
    onmessage;
    openingResult;
    /** Set once nobody waits for this wrapper's answers (negotiation chose the other client). */
    abandoned = false;
    openingId;
    space;
    constructor(inner, envelope, innerStarted = false) {
        this.inner = inner;
        this.envelope = envelope;
        this.innerStarted = innerStarted;
        this.space = spaceOf(inner);
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    setProtocolVersion(version) {
        this.inner.setProtocolVersion?.(version);
    }
    async start() {
        this.space.attach(this);
        if (!this.innerStarted)
            await this.inner.start();
    }
    /** Its requests' answers are dropped from now on (and its client's pending requests end with the connection). */
    abandon() {
        this.abandoned = true;
    }
    /** A message for this wrapper's client (an answer already under the client's own id). */
    deliver(message, extra) {
        if ('id' in message && message.id === this.openingId && 'result' in message && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(message.result)) {
            this.openingResult = message.result;
        }
        this.onmessage?.(message, extra);
    }
    send(message, options) {
        if ('method' in message && 'id' in message) {
            const request = message;
            if (OPENING_METHODS.has(request.method))
                this.openingId = request.id;
            let params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(request.params) ? request.params : undefined;
            if (this.envelope) {
                const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params?._meta) ? params._meta : {};
                params = { ...(params ?? {}), _meta: { ...meta, ...this.envelope } };
            }
            message = { ...request, id: this.space.register(this, request.id), ...(params ? { params } : {}) };
        }
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
}


/***/ }),

/***/ 3710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T9: () => (/* binding */ policyFetch)
/* harmony export */ });
/* unused harmony exports MAX_REDIRECTS, RedirectRefused */
/**
 * The one redirect policy of every HTTP request the gate makes to an MCP server: discovery (the 2026 era's
 * `server/discover` POST, `initialize` over Streamable HTTP, the SSE fallback) and the HTTP proxy's forwarding.
 * `fetch` would follow a redirect on its own and take the request's headers along: an `X-Api-Key` (from the config's
 * `headers` or the proxy's `--header`) would reach whatever host a server names in `Location`, and only
 * `Authorization` is dropped on the way. Here every request is sent with `redirect: 'manual'`, and:
 * - a redirect within the same origin (scheme, host and port) is followed, with the same method, headers and body
 *   (307, 308; 301, 302 and 303 only for GET and HEAD, since they turn a request with a body into a GET);
 * - a redirect to another origin is never followed: the request fails with a `RedirectRefused` that names the
 *   `Location` (without its userinfo and query), so the config can name that URL directly if it is trusted;
 * - more than MAX_REDIRECTS redirects in a row fail the same way.
 */
/** How many same-origin redirects in a row are followed before the request fails. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** A URL as it may be shown: no userinfo, no query, no fragment (they may carry credentials). */
function shown(url) {
    const hidden = url.username || url.password || url.search ? ' (credentials and query hidden)' : '';
    return `${url.origin}${url.pathname}${hidden}`;
}
/** A redirect the policy did not follow. */
class RedirectRefused extends Error {
    status;
    from;
    location;
    constructor(status, 
    /** The request's URL, as shown. */
    from, 
    /** The `Location` (resolved against the request's URL), as shown; the raw text when it is no URL. */
    location, why) {
        super(`the server at ${from} answered HTTP ${status} redirecting to ${location}; ${why} (mcp-contract-gate never follows a redirect to another origin: the request's headers, credentials among them, would go there; if that is the server's real address, configure it directly)`);
        this.status = status;
        this.from = from;
        this.location = location;
        this.name = 'RedirectRefused';
    }
}
function urlOf(input) {
    return new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
}
/**
 * `fetch` under the redirect policy (see above). `base` is the fetch it sends with (the global one by default). A
 * `Request` object as input is sent as it is, with `redirect: 'manual'` (its body cannot be sent twice), and any
 * redirect it gets is refused.
 */
function policyFetch(base = fetch) {
    return async (input, init) => {
        let url = urlOf(input);
        const replayable = !(input instanceof Request) && (init?.body === undefined || init.body === null || typeof init.body === 'string');
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        let next = input;
        for (let hops = 0;; hops++) {
            const response = await base(next, { ...init, method, redirect: 'manual' });
            if (!REDIRECT_STATUSES.has(response.status))
                return response;
            const location = response.headers.get('location');
            if (location === null)
                return response; // nothing to follow: the caller sees the status
            await response.body?.cancel().catch(() => { });
            let target;
            try {
                target = new URL(location, url);
            }
            catch {
                throw new RedirectRefused(response.status, shown(url), JSON.stringify(location.slice(0, 200)), 'that Location is not a URL');
            }
            const refuse = (why) => new RedirectRefused(response.status, shown(url), shown(target), why);
            if (target.origin !== url.origin)
                throw refuse(`another origin than ${url.origin}`);
            if ((target.username || target.password) && (target.username !== url.username || target.password !== url.password))
                throw refuse('the Location adds credentials');
            if (hops >= MAX_REDIRECTS)
                throw refuse(`more than ${MAX_REDIRECTS} redirects in a row`);
            if (!replayable)
                throw refuse('the request cannot be sent again');
            const keepsMethod = response.status === 307 || response.status === 308 || method === 'GET' || method === 'HEAD';
            if (!keepsMethod)
                throw refuse(`HTTP ${response.status} would turn the ${method} into a GET`);
            url = target;
            next = target;
        }
    };
}


/***/ }),

/***/ 9793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ authFailureIn),
/* harmony export */   Vu: () => (/* binding */ closeSession),
/* harmony export */   n: () => (/* binding */ connectRemote),
/* harmony export */   yc: () => (/* binding */ discoverRemote)
/* harmony export */ });
/* unused harmony export describeRemote */
/* harmony import */ var _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8953);
/* harmony import */ var _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3647);
/* harmony import */ var _auth_oauth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5021);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6899);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3913);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2708);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2250);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7765);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4676);
/* harmony import */ var _modern_http_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6230);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8599);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8374);
/* harmony import */ var _util_secrets_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4850);













/**
 * Discover a remote server. `transport: http` first speaks the 2026 era (`server/discover` over stateless Streamable
 * HTTP); when the answer says "an initialize-era server" (a JSON-RPC error other than a version refusal, or a 4xx
 * without one) it opens with `initialize` over Streamable HTTP, and when that POST gets a 4xx (an SSE-only server),
 * over the older HTTP+SSE transport on the same URL, as the spec's backwards-compatibility sections describe.
 * `transport: sse` uses SSE directly. `protocol` pins one era (no fallback across eras).
 */
async function discoverRemote(server, ctx) {
    const deadline = new _deadline_js__WEBPACK_IMPORTED_MODULE_3__/* .Deadline */ .B(server.timeoutMs, ctx.signal);
    const progress = { phase: 'initialize' };
    const where = safeUrl(ctx.url);
    let session;
    let oauth;
    try {
        oauth = new _auth_oauth_js__WEBPACK_IMPORTED_MODULE_2__/* .OAuthSession */ .Ou(new URL(ctx.url), ctx.auth ?? server.auth, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_7__/* .cappedFetch */ .Ul)(), ctx.authKey ?? `${server.origin.key}.auth`, hasAuthorization(ctx.headers));
        const clientName = ctx.clientName ?? server.clientName;
        session = await connectRemote(server.transport, { ...ctx, protocol: ctx.protocol ?? server.protocol, ...(clientName !== undefined ? { clientName } : {}) }, deadline, progress, oauth);
        const snapshot = await (0,_session_js__WEBPACK_IMPORTED_MODULE_9__/* .readLists */ .qZ)(session, ctx.clientCapabilities, deadline, progress, ctx.limits);
        if (Object.keys(oauth.surface).length)
            snapshot.auth = oauth.surface;
        return withoutTokens(snapshot, oauth, ctx.onNote);
    }
    catch (err) {
        const error = { message: '' };
        if (deadline.reason === 'timeout') {
            error.message = `timed out after ${server.timeoutMs / 1000} s waiting for ${progress.phase} from ${where}`;
            error.timedOut = true;
        }
        else if (deadline.reason === 'aborted')
            error.message = `discovery was cancelled during ${progress.phase}`;
        else if (err instanceof _list_raw_js__WEBPACK_IMPORTED_MODULE_4__/* .DiscoveryFailure */ .$f)
            error.message = `${err.message} (${where})`;
        else if (authFailureIn(err)) {
            const failure = authFailureIn(err);
            error.message = `OAuth (${failure.step}) failed at ${where} during ${progress.phase}: ${failure.message}`;
        }
        else
            error.message = `${progress.phase} failed at ${where}: ${describeRemote(err)}`;
        return withoutTokens((0,_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .failed */ .g)(error, ctx.clientCapabilities), oauth, ctx.onNote);
    }
    finally {
        deadline.dispose();
        if (session)
            await closeSession(session.transport);
    }
}
/**
 * Open a session with a remote server. Every request goes through `oauth` (made from `ctx.auth` when not given): a 401
 * is answered with a token or fails as an AuthFailure, which never falls back to another era or to SSE.
 */
async function connectRemote(kind, ctx, deadline, progress, given) {
    const url = new URL(ctx.url);
    const protocol = ctx.protocol ?? 'auto';
    const oauth = given ?? new _auth_oauth_js__WEBPACK_IMPORTED_MODULE_2__/* .OAuthSession */ .Ou(url, ctx.auth, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_7__/* .cappedFetch */ .Ul)(), ctx.authKey ?? 'auth', hasAuthorization(ctx.headers));
    // every token the session obtains is scrubbed from every output from then on (addObtainedSecret, in OAuthSession)
    const fetch = oauth.fetch;
    const requestInit = { headers: ctx.headers };
    if (kind === 'sse' && protocol === _model_protocol_js__WEBPACK_IMPORTED_MODULE_5__/* .DISCOVER_ERA_VERSION */ .yW)
        throw new Error(`transport: sse is the initialize era's HTTP transport; MCP ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_5__/* .DISCOVER_ERA_VERSION */ .yW} is spoken over Streamable HTTP (transport: http)`);
    if (kind !== 'sse' && protocol !== _model_protocol_js__WEBPACK_IMPORTED_MODULE_5__/* .INITIALIZE_ERA_VERSION */ .LZ) {
        const transport = new _modern_http_js__WEBPACK_IMPORTED_MODULE_8__/* .ModernHttpTransport */ .x(url, ctx.headers, fetch);
        try {
            const connected = await (0,_session_js__WEBPACK_IMPORTED_MODULE_9__/* .connectDiscover */ .AQ)(transport, ctx.clientCapabilities, deadline, progress, { fallback: false, ...(ctx.clientName !== undefined ? { clientName: ctx.clientName } : {}) });
            if (connected)
                return { ...connected, transport, oauth };
        }
        catch (err) {
            await closeSession(transport);
            if (deadline.reason || protocol !== 'auto' || err instanceof _auth_oauth_js__WEBPACK_IMPORTED_MODULE_2__/* .AuthFailure */ .pb || !legacyHttpAnswer(err))
                throw err;
        }
    }
    const attempt = async (transport) => {
        try {
            return { ...(await (0,_session_js__WEBPACK_IMPORTED_MODULE_9__/* .connectInitialize */ .RZ)(transport, ctx.clientCapabilities, deadline, progress, false, undefined, ctx.clientName)), transport, oauth };
        }
        catch (err) {
            await closeSession(transport);
            throw err;
        }
    };
    if (kind === 'sse')
        return attempt(new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SSEClientTransport */ .A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
    try {
        return await attempt(new _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPClientTransport */ .j(url, { requestInit, fetch }));
    }
    catch (err) {
        // An auth challenge is answered or fails here: the older transport is no way around it (and asks the same server).
        if (deadline.reason || authFailure(err) || !(err instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPError */ .b) || err.code === undefined || err.code < 400 || err.code >= 500)
            throw err;
        // A 4xx that carries the 2026 era's version refusal comes from a discover-era server, not an SSE-only one.
        const refused = modernRefusal(err);
        if (refused)
            throw refused;
        try {
            return await attempt(new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SSEClientTransport */ .A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
        }
        catch (sseErr) {
            if (deadline.reason)
                throw sseErr;
            throw new Error(`${describeRemote(err)}; the SSE fallback failed too: ${describeRemote(sseErr)}`, { cause: sseErr });
        }
    }
}
/**
 * The snapshot with every token the session obtained masked (`***`), wherever the server echoed one (a description,
 * an error it answered with), before any report, lockfile or truncation sees it; and a warning that it did.
 */
function withoutTokens(snapshot, oauth, onNote) {
    // (and what the OAuth session has to tell: a refresh token the authorization server rotated)
    for (const w of oauth?.warnings ?? [])
        onNote?.(w);
    if (oauth?.warnings.length)
        snapshot.warnings = [...(snapshot.warnings ?? []), ...oauth.warnings];
    if (!oauth?.secrets.length)
        return snapshot;
    if ((0,_util_secrets_js__WEBPACK_IMPORTED_MODULE_11__/* .maskKnownInPlace */ .Qe)(snapshot, new _util_secrets_js__WEBPACK_IMPORTED_MODULE_11__/* .Scrubber */ .h6(oauth.secrets)) === 0)
        return snapshot;
    snapshot.warnings = [
        ...(snapshot.warnings ?? []),
        `the server sent back an OAuth token the gate obtained for it (masked as ${_util_secrets_js__WEBPACK_IMPORTED_MODULE_11__/* .REDACTED */ .XF}): a server that echoes its credentials hands them to whoever reads what it says`,
    ];
    return snapshot;
}
/** Whether the headers carry an Authorization of their own (config `headers`). */
function hasAuthorization(headers) {
    return Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
}
/** The AuthFailure an error is or wraps (the SDK wraps what fetch throws in some paths). */
function authFailureIn(err) {
    for (let e = err, depth = 0; e && depth < 4; e = e.cause, depth++)
        if (e instanceof _auth_oauth_js__WEBPACK_IMPORTED_MODULE_2__/* .AuthFailure */ .pb)
            return e;
    return undefined;
}
function authFailure(err) {
    return authFailureIn(err) !== undefined;
}
/** Whether an answer to `server/discover` over HTTP says "an initialize-era server" (fall back to `initialize`). */
function legacyHttpAnswer(err) {
    if (err instanceof _era_js__WEBPACK_IMPORTED_MODULE_6__/* .VersionRefused */ .Xj)
        return err.supported.some((v) => v < _model_protocol_js__WEBPACK_IMPORTED_MODULE_5__/* .DISCOVER_ERA_VERSION */ .yW);
    if (err instanceof _modern_http_js__WEBPACK_IMPORTED_MODULE_8__/* .HttpStatusError */ .F)
        return err.status >= 400 && err.status < 500;
    return (0,_era_js__WEBPACK_IMPORTED_MODULE_6__/* .isLegacyAnswer */ .CA)(err);
}
/** The version refusal in a Streamable HTTP error body (`Error POSTing to endpoint: {"jsonrpc":…}`), if there is one. */
function modernRefusal(err) {
    const json = err.message.slice(err.message.indexOf('{'));
    try {
        const body = JSON.parse(json);
        if (body.error?.code !== _era_js__WEBPACK_IMPORTED_MODULE_6__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv)
            return undefined;
        return (0,_era_js__WEBPACK_IMPORTED_MODULE_6__/* .refusal */ .x5)(new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_10__/* .McpError */ .Nh(body.error.code, body.error.message ?? '', body.error.data));
    }
    catch {
        return undefined;
    }
}
async function closeSession(transport) {
    const done = new Promise((r) => setTimeout(r, 1000).unref());
    try {
        if (transport instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPClientTransport */ .j && transport.sessionId)
            await Promise.race([transport.terminateSession().catch(() => { }), done]);
        await Promise.race([transport.close(), done]);
    }
    catch {
        // Closing is best effort; nothing of ours is left running either way.
    }
}
function describeRemote(err) {
    if (err instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPError */ .b || err instanceof _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SseError */ ._) {
        const code = err.code;
        // The SDK quotes the whole body ("Error POSTing to endpoint: <!DOCTYPE html>…"): keep its first line, short.
        const m = /^([\s\S]*?): (?=[<{[])([\s\S]*)$/.exec(err.message);
        const text = m ? `${m[1]}: ${(0,_http_body_js__WEBPACK_IMPORTED_MODULE_7__/* .shortBody */ .xe)(m[2])}` : (0,_http_body_js__WEBPACK_IMPORTED_MODULE_7__/* .shortBody */ .xe)(err.message);
        return code !== undefined && code > 0 ? `HTTP ${code}: ${text}` : text;
    }
    return (0,_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .describeFailure */ .I)(err);
}
/** The URL without credentials or query (they may carry secrets), for messages. */
function safeUrl(url) {
    try {
        const u = new URL(url);
        return `${u.origin}${u.pathname}`;
    }
    catch {
        return '(invalid URL)';
    }
}


/***/ }),

/***/ 1866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ isParamHeader),
/* harmony export */   C7: () => (/* binding */ modern),
/* harmony export */   Df: () => (/* binding */ HEADER_MISMATCH),
/* harmony export */   O5: () => (/* binding */ paramHeaderProblem),
/* harmony export */   Uk: () => (/* binding */ rewriteParamHeaders),
/* harmony export */   Xe: () => (/* binding */ declarationsBeforeMoves),
/* harmony export */   df: () => (/* binding */ routingHeaderProblem),
/* harmony export */   fl: () => (/* binding */ routingHeaders),
/* harmony export */   lt: () => (/* binding */ encodeHeaderValue),
/* harmony export */   oN: () => (/* binding */ paramHeaders)
/* harmony export */ });
/* unused harmony exports NAME_SOURCE, decodeHeaderValue */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1973);
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3163);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7765);



/**
 * The 2026-07-28 era's routing headers (SEP-2243): every request carries `Mcp-Method` (its method) and, for the methods
 * that name a target, `Mcp-Name` (the tool, prompt, resource or task), so gateways can route and authorise without
 * reading bodies. A server rejects a request whose headers are missing or disagree with its body (HTTP 400, JSON-RPC
 * `-32020`): otherwise a gateway that allowed `Mcp-Name: read_file` would pass on a body calling `delete_file`. A value
 * that is not plain printable ASCII travels as `=?base64?…?=` (UTF-8, canonical Base64).
 */
/** JSON-RPC "header mismatch": routing headers missing, malformed or disagreeing with the body (HTTP 400). */
const HEADER_MISMATCH = -32020;
/** Which param of a request `Mcp-Name` mirrors, by method. */
const NAME_SOURCE = {
    'tools/call': 'name',
    'prompts/get': 'name',
    'resources/read': 'uri',
    'tasks/get': 'taskId',
    'tasks/update': 'taskId',
    'tasks/cancel': 'taskId',
};
const SENTINEL_PREFIX = '=?base64?';
const SENTINEL_SUFFIX = '?=';
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A header value for `value`: as it is when it is printable ASCII with no space at either end, else the Base64 sentinel form. */
function encodeHeaderValue(value) {
    if (/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(value) && !(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX)))
        return value;
    return `${SENTINEL_PREFIX}${Buffer.from(value, 'utf8').toString('base64')}${SENTINEL_SUFFIX}`;
}
/** The value a header carries (the sentinel form decoded), or undefined when its sentinel is not valid Base64 of UTF-8. */
function decodeHeaderValue(header) {
    const value = header.replace(/^[ \t]+|[ \t]+$/g, '');
    if (!(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX) && value.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length))
        return value;
    const b64 = value.slice(SENTINEL_PREFIX.length, value.length - SENTINEL_SUFFIX.length);
    if (!CANONICAL_BASE64.test(b64))
        return undefined;
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(b64, 'base64'));
    }
    catch {
        return undefined;
    }
}
/** The target a request names in its body (`params.name`, `params.uri`, `params.taskId`), with the param's name. */
function target(method, params) {
    const field = Object.hasOwn(NAME_SOURCE, method) ? NAME_SOURCE[method] : undefined;
    if (field === undefined)
        return undefined;
    const raw = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params) ? params[field] : undefined;
    return { field, value: typeof raw === 'string' ? raw : undefined };
}
/** The routing headers a client sends with `message` (none for a response). */
function routingHeaders(message) {
    if (!('method' in message))
        return {};
    const headers = { 'mcp-method': message.method };
    const named = target(message.method, message.params);
    if (named?.value !== undefined)
        headers['mcp-name'] = encodeHeaderValue(named.value);
    return headers;
}
/** Whether a request speaks the 2026-07-28 era: its `_meta` envelope or its `MCP-Protocol-Version` header says so. */
function modern(params, versionHeader) {
    const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params._meta) ? params._meta : undefined;
    const claimed = meta?.[_era_js__WEBPACK_IMPORTED_MODULE_2__/* .META_PROTOCOL_VERSION */ .Gb];
    if (typeof claimed === 'string')
        return (0,_era_js__WEBPACK_IMPORTED_MODULE_2__/* .eraOf */ .eU)(claimed) === 'discover';
    return versionHeader !== undefined && (0,_era_js__WEBPACK_IMPORTED_MODULE_2__/* .eraOf */ .eU)(versionHeader.trim()) === 'discover';
}
/**
 * Why a request's routing headers do not mirror its body, or undefined when they do. A header that is present must
 * agree whatever the era (it can only be a bug or an attempt to route one call as another); a 2026-era request must
 * also carry them. Notifications and responses are not checked (the spec requires the headers on requests).
 */
function routingHeaderProblem(header, message) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(message) || typeof message.method !== 'string' || message.id === undefined)
        return undefined;
    const method = message.method;
    const isModern = modern(message.params, header('mcp-protocol-version'));
    const methodHeader = header('mcp-method');
    if (methodHeader === undefined) {
        if (isModern)
            return `the body names method ${JSON.stringify(method)} but the required Mcp-Method header is absent`;
    }
    else if (methodHeader.replace(/^[ \t]+|[ \t]+$/g, '') !== method)
        return `the body names method ${JSON.stringify(method)} but the Mcp-Method header says ${JSON.stringify(methodHeader)}`;
    const named = target(method, message.params);
    const nameHeader = header('mcp-name');
    if (nameHeader === undefined) {
        if (isModern && named?.value !== undefined)
            return `the body carries params.${named.field}=${JSON.stringify(named.value)} but the required Mcp-Name header is absent`;
        return undefined;
    }
    if (!named)
        return undefined;
    const decoded = decodeHeaderValue(nameHeader);
    if (decoded === undefined)
        return 'the Mcp-Name header carries an invalid Base64 sentinel value';
    if (decoded !== named.value)
        return `the body carries params.${named.field}=${JSON.stringify(named.value ?? null)} but the Mcp-Name header names ${JSON.stringify(decoded)}`;
    return undefined;
}
/*
 * Parameters mirrored into headers (`x-mcp-header`): a 2026-07-28 client sends each annotated argument of a
 * `tools/call` as `Mcp-Param-{Name}` too. The declarations come from the tool's input schema
 * (src/contract/param-headers.ts); what follows is the request side: the headers for a call, the check a server that
 * reads the body owes them (400, -32020), and their rewrite when the proxy translates a call.
 */
/** Lower-case prefix of the mirrored headers, as Node reports header names. */
const PARAM_PREFIX = _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .PARAM_HEADER_PREFIX */ .$q.toLowerCase();
/** A decimal number as an integer parameter's header may carry it (compared numerically: `42.0` is `42`). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** The argument at a declaration's path (undefined when any step is missing or not an object). */
function argumentAt(args, path) {
    let node = args;
    for (const key of path)
        node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    return node;
}
/** An argument as its header spells it (string as is, integer in decimal, boolean in lower case); undefined: no header. */
function headerText(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)))
        return String(value);
    return undefined;
}
/** The `Mcp-Param-*` headers (lower-case names) a client sends with a call of a tool that declares `declarations`. */
function paramHeaders(declarations, args) {
    const out = {};
    for (const d of declarations) {
        const text = headerText(argumentAt(args, d.path));
        if (text !== undefined)
            out[(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .paramHeaderName */ .q4)(d).toLowerCase()] = encodeHeaderValue(text);
    }
    return out;
}
/**
 * Why a call's `Mcp-Param-*` headers disagree with its arguments, or undefined when they mirror them. For every
 * declared parameter the body carries, its header must be present (unless `requirePresent` is false: the caller may
 * have built its headers from another definition of the tool) and decode to the same value (an integer compared as a
 * number). A parameter the body leaves out or sets to null needs no header.
 */
function paramHeaderProblem(header, declarations, args, options = {}) {
    for (const d of declarations) {
        const raw = argumentAt(args, d.path);
        const text = raw === null ? undefined : headerText(raw);
        if (text === undefined)
            continue;
        const name = (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .paramHeaderName */ .q4)(d);
        const where = d.path.join('.');
        const given = header(name.toLowerCase());
        if (given === undefined) {
            if (options.requirePresent === false)
                continue;
            return `the body carries ${where}=${JSON.stringify(raw)} but the ${name} header is absent`;
        }
        const decoded = decodeHeaderValue(given);
        if (decoded === undefined)
            return `the ${name} header carries an invalid Base64 sentinel value`;
        const same = d.type === 'integer' && typeof raw === 'number' && DECIMAL.test(decoded) ? Number(decoded) === raw : decoded === text;
        if (!same)
            return `the ${name} header says ${JSON.stringify(decoded)} but the body carries ${where}=${JSON.stringify(raw)}`;
    }
    return undefined;
}
/**
 * The headers of a call the proxy forwards (lower-case names), with the mirrored ones made to match the arguments it
 * sends: every header a declaration of the tool names is dropped, then set again from the forwarded arguments. After a
 * translated rename the client's headers mirror the old call; the server checks them against the new one.
 * `Mcp-Param-*` headers no declaration names are left as they are (an intermediary forwards what it does not know).
 */
function rewriteParamHeaders(headers, declarations, args) {
    const declared = new Set(declarations.map((d) => (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .paramHeaderName */ .q4)(d).toLowerCase()));
    const out = {};
    for (const [k, v] of Object.entries(headers))
        if (!declared.has(k.toLowerCase()))
            out[k] = v;
    return Object.assign(out, paramHeaders(declarations, args));
}
/** The `Mcp-Param-*` headers of a request (lower-case names), to pass on. */
function isParamHeader(name) {
    return name.toLowerCase().startsWith(PARAM_PREFIX);
}
/**
 * The declarations as a client built its headers before an approved rename of parameters (`moves`: from → to, at the
 * top level, as the proxy translates them): the same headers, read from the old argument names.
 */
function declarationsBeforeMoves(declarations, moves) {
    const back = new Map(moves.map((m) => [m.to, m.from]));
    return declarations.map((d) => (d.path.length && back.has(d.path[0]) ? { ...d, path: [back.get(d.path[0]), ...d.path.slice(1)] } : d));
}


/***/ }),

/***/ 8599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ connectDiscover),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   RZ: () => (/* binding */ connectInitialize),
/* harmony export */   hk: () => (/* binding */ serverFacts),
/* harmony export */   qZ: () => (/* binding */ readLists),
/* harmony export */   yB: () => (/* binding */ listenForListChanges)
/* harmony export */ });
/* unused harmony exports DISCOVER_PROBE_MS, newClient, discoverResultProblem */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1416);
/* harmony import */ var _modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(921);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8374);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1973);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2250);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7765);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2708);
/* harmony import */ var _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1792);
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8551);
/* harmony import */ var _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3565);










/** How long `auto` waits for an answer to `server/discover` over stdio before trying `initialize` (a silent 2025 server). */
const DISCOVER_PROBE_MS = 5000;
function newClient(clientCapabilities, clientName) {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K((0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .clientInfo */ .qN)(clientName), { capabilities: clientCapabilities });
}
/** Open with `initialize` (the 2025 era). A version refusal is reported with what the server supports. */
async function connectInitialize(transport, clientCapabilities, deadline, progress, innerStarted = false, recording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, innerStarted), clientName) {
    const client = newClient(clientCapabilities, clientName);
    progress.phase = 'initialize';
    try {
        await deadline.race(client.connect(recording, { signal: deadline.signal, timeout: deadline.requestTimeout() }));
    }
    catch (err) {
        throw (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err) ?? err;
    }
    return { client, recording, era: 'initialize' };
}
/**
 * Open with `server/discover` (the 2026 era): the client is connected without a handshake and every request it sends
 * carries the `_meta` envelope. Returns undefined when `fallback` is set and the answer says "an initialize-era
 * server" (any JSON-RPC error but a version refusal, or, with `probeMs`, no answer in time).
 */
async function connectDiscover(transport, clientCapabilities, deadline, progress, options) {
    const recording = options.recording ?? new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities, options.clientName), options.innerStarted);
    const client = newClient(clientCapabilities, options.clientName);
    // Protocol.connect: the transport wired to the client, without the Client's initialize.
    await deadline.race(_modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .Protocol */ .Zs.prototype.connect.call(client, recording));
    progress.phase = 'server/discover';
    const probe = options.fallback && options.probeMs !== undefined ? Math.min(options.probeMs, deadline.requestTimeout()) : deadline.requestTimeout();
    let result;
    try {
        result = (await deadline.race(client.request({ method: 'server/discover' }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: deadline.signal, timeout: probe })));
    }
    catch (err) {
        const refused = (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err);
        if (refused) {
            if (options.fallback && refused.supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
                return undefined;
            throw refused;
        }
        const silent = err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.RequestTimeout && !deadline.reason;
        if (options.fallback && ((0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .isLegacyAnswer */ .CA)(err) || silent))
            return undefined;
        throw err;
    }
    const malformed = discoverResultProblem(result);
    if (malformed) {
        // Not a 2026 answer (a lenient framework answers unknown methods with `{}`): taken for one, the server would be
        // read with no initialize and list nothing. `auto` tries initialize; the 2026 era alone cannot go on.
        if (options.fallback)
            return undefined;
        throw new Error(`server/discover answered with something that is not a ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW} DiscoverResult: ${malformed}`);
    }
    const supported = result.supportedVersions.filter((v) => typeof v === 'string');
    if (!supported.includes(_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW)) {
        if (options.fallback && supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
            return undefined;
        throw new _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj(supported, _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW, 'server/discover does not list it');
    }
    return { client, recording, era: 'discover' };
}
/**
 * What makes a `server/discover` result not a DiscoverResult of the 2026-07-28 schema, as far as the gate relies on it:
 * `supportedVersions` (a non-empty list of strings) and `capabilities` (an object) are required. The cache hints
 * (`ttlMs`, `cacheScope`) and `resultType` are not checked: they are not part of the contract.
 */
function discoverResultProblem(result) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(result))
        return 'the result is not an object';
    const versions = result.supportedVersions;
    if (!Array.isArray(versions) || versions.length === 0 || !versions.every((v) => typeof v === 'string'))
        return '`supportedVersions` is not a non-empty list of strings';
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(result.capabilities))
        return '`capabilities` is not an object';
    return undefined;
}
/**
 * Connect over a transport that can carry both eras (stdio). Per the spec's versioning section, `auto` sends
 * `server/discover` and falls back to `initialize` on the same connection when the server is an initialize-era one.
 * A server that has not answered within DISCOVER_PROBE_MS is either slow to start (an npx download) or an
 * initialize-era server that ignores unknown methods: `initialize` is then sent as well, both requests stay pending
 * (their ids never collide: see RecordingTransport), and the first decisive answer wins: a discover result, an
 * initialize result, or a discover error that says "initialize-era" (then the initialize answer is awaited). The other
 * request is abandoned, and its late answer dropped.
 */
async function connect(transport, clientCapabilities, deadline, progress, protocol = 'auto', clientName) {
    const named = clientName !== undefined ? { clientName } : {};
    if (protocol === _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .INITIALIZE_ERA_VERSION */ .LZ)
        return connectInitialize(transport, clientCapabilities, deadline, progress, false, undefined, clientName);
    if (protocol !== 'auto')
        return (await connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: false, ...named }));
    const discoverRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities, clientName));
    const discover = connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: true, recording: discoverRecording, ...named });
    discover.catch(() => { });
    let timer;
    const probe = new Promise((resolve) => (timer = setTimeout(() => resolve('probe'), DISCOVER_PROBE_MS)));
    let first;
    try {
        first = await deadline.race(Promise.race([discover, probe]));
    }
    finally {
        clearTimeout(timer);
    }
    if (first !== 'probe') {
        if (first)
            return first;
        discoverRecording.abandon();
        return connectInitialize(transport, clientCapabilities, deadline, progress, true, undefined, clientName);
    }
    progress.phase = 'server/discover or initialize';
    const initRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, true);
    const init = connectInitialize(transport, clientCapabilities, deadline, progress, true, initRecording, clientName);
    init.catch(() => { });
    const winner = await deadline.race(firstDecisive(discover, init));
    (winner.era === 'discover' ? initRecording : discoverRecording).abandon();
    return winner.era === 'discover' ? { ...winner, sentInitializeToo: true } : winner;
}
/** The first decisive outcome of the two openings sent side by side (see connect). */
function firstDecisive(discover, init) {
    return new Promise((resolve, reject) => {
        let discoverFailed;
        let legacy = false;
        let initFailed;
        const settle = () => {
            // both failed: the discover error decides when the server spoke the 2026 era (a version refusal), else initialize's
            if (initFailed && (discoverFailed || legacy))
                reject(discoverFailed && discoverFailed.err instanceof _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj ? discoverFailed.err : initFailed.err);
        };
        discover.then((c) => {
            if (c)
                resolve(c);
            else {
                legacy = true;
                settle();
            }
        }, (err) => {
            discoverFailed = { err };
            settle();
        });
        init.then(resolve, (err) => {
            initFailed = { err };
            settle();
        });
    });
}
/** serverInfo, capabilities and protocol version from the opening result of either era. */
function serverFacts(connected) {
    const opening = connected.recording.openingResult ?? {};
    const capabilities = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.capabilities) ? opening.capabilities : {};
    if (connected.era === 'discover') {
        const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening._meta) ? opening._meta : {};
        return { serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV]) ? meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV] : undefined, capabilities, protocolVersion: _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW };
    }
    return {
        serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.serverInfo) ? opening.serverInfo : undefined,
        capabilities,
        protocolVersion: typeof opening.protocolVersion === 'string' ? opening.protocolVersion : undefined,
    };
}
/**
 * Read every list of a connected server, raw: tools (always), prompts, resources and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself, what we declared, and the
 * era (recorded only for the discover era; absent means initialize).
 */
async function readLists(connected, clientCapabilities, deadline, progress, limits) {
    const { client } = connected;
    const facts = serverFacts(connected);
    const capabilities = facts.capabilities;
    const list = (method, field) => deadline.race((0,_list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .listAllPages */ .MN)(client, method, field, {
        signal: deadline.signal,
        requestTimeoutMs: () => deadline.requestTimeout(),
        limits,
        onPhase: (phase) => (progress.phase = phase),
    }));
    const snapshot = { tools: [] };
    if (facts.serverInfo)
        snapshot.serverInfo = facts.serverInfo;
    if (facts.protocolVersion)
        snapshot.protocolVersion = facts.protocolVersion;
    if (connected.era === 'discover')
        snapshot.era = 'discover';
    // what the server tells the model about itself, in either era's opening result: pinned like a tool's description
    const instructions = connected.recording.openingResult?.instructions;
    if (typeof instructions === 'string')
        snapshot.instructions = instructions;
    snapshot.capabilities = capabilities;
    snapshot.clientCapabilities = clientCapabilities;
    snapshot.tools = (await orEmptyWhenUnsupported(list('tools/list', 'tools'), capabilities.tools === undefined));
    if (capabilities.prompts !== undefined)
        snapshot.prompts = (await orEmptyWhenUnsupported(list('prompts/list', 'prompts'), true));
    if (capabilities.resources !== undefined) {
        snapshot.resources = (await orEmptyWhenUnsupported(list('resources/list', 'resources'), true));
        snapshot.resourceTemplates = (await orEmptyWhenUnsupported(list('resources/templates/list', 'resourceTemplates'), true));
    }
    // the 2026 surfaces: each tool's UI resource (MCP Apps) and, when advertised, the skills extension
    const requests = { signal: deadline.signal, requestTimeoutMs: () => deadline.requestTimeout(), onPhase: (phase) => (progress.phase = phase) };
    const ui = await deadline.race((0,_surfaces_js__WEBPACK_IMPORTED_MODULE_8__/* .readUiSurface */ .Wt)(client, snapshot.tools, snapshot.resources, requests));
    if (ui)
        snapshot.ui = ui;
    if ((0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_9__/* .advertisesSkills */ .Pf)(capabilities)) {
        const warnings = [];
        snapshot.skills = await deadline.race((0,_surfaces_js__WEBPACK_IMPORTED_MODULE_8__/* .readSkillsSurface */ .sY)(client, await list('skills/list', 'skills'), requests, warnings));
        if (warnings.length)
            snapshot.warnings = [...(snapshot.warnings ?? []), ...warnings];
    }
    return snapshot;
}
/** A list the server does not implement ("method not found") is an empty list when that is allowed. */
async function orEmptyWhenUnsupported(request, allowed) {
    try {
        return await request;
    }
    catch (err) {
        if (allowed && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.MethodNotFound)
            return [];
        throw err;
    }
}
const LIST_CHANGED = [
    ['tools', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolListChangedNotificationSchema */ .fH, 'toolsListChanged'],
    ['prompts', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PromptListChangedNotificationSchema */ .br, 'promptsListChanged'],
    ['resources', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ResourceListChangedNotificationSchema */ .hh, 'resourcesListChanged'],
];
/** A timeout long enough for a request that stays open for the life of the session (`subscriptions/listen`). */
const OPEN_ENDED_MS = 2 ** 31 - 1;
/**
 * Call `handler` whenever the server says one of its lists changed. Initialize era: the `notifications/…/list_changed`
 * the server sends on its own. Discover era: those notifications arrive on a `subscriptions/listen` request, which is
 * sent here and stays open; resolves once the server acknowledged it (or at once in the initialize era). The
 * returned function stops listening.
 */
async function listenForListChanges(connected, handler, kinds = ['tools', 'prompts', 'resources']) {
    const { client } = connected;
    for (const [kind, schema] of LIST_CHANGED)
        if (kinds.includes(kind))
            client.setNotificationHandler(schema, () => handler(kind));
    const stopHandlers = () => {
        for (const [kind, schema] of LIST_CHANGED)
            if (kinds.includes(kind))
                client.removeNotificationHandler(schema.shape.method.value);
    };
    if (connected.era === 'initialize')
        return stopHandlers;
    const controller = new AbortController();
    const notifications = {};
    for (const [kind, , flag] of LIST_CHANGED)
        if (kinds.includes(kind))
            notifications[flag] = true;
    const acknowledged = new Promise((resolve) => {
        client.fallbackNotificationHandler = async (n) => {
            if (n.method === 'notifications/subscriptions/acknowledged')
                resolve();
        };
    });
    const listen = client.request({ method: 'subscriptions/listen', params: { notifications } }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: controller.signal, timeout: OPEN_ENDED_MS });
    listen.catch(() => { });
    await Promise.race([acknowledged, listen.then(() => undefined)]);
    return () => {
        controller.abort();
        stopHandlers();
    };
}


/***/ }),

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wt: () => (/* binding */ readUiSurface),
/* harmony export */   sY: () => (/* binding */ readSkillsSurface)
/* harmony export */ });
/* unused harmony export MAX_SKILL_FILES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3565);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1973);
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4119);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2708);





/** Files read per skill at most (SEP-2640's limit on a skill's resources); past it the manifest's digests stand alone. */
const MAX_SKILL_FILES = 512;
async function request(client, method, params, options) {
    return (await client.request({ method, params }, _list_raw_js__WEBPACK_IMPORTED_MODULE_4__/* .PermissiveResultSchema */ .Ur, { signal: options.signal, timeout: Math.max(1, options.requestTimeoutMs()) }));
}
/** resources/read of one URI: the content entry of that URI (else the first), decoded; throws with a reason. */
async function readResource(client, uri, options) {
    options.onPhase?.(`resources/read ${uri}`);
    const result = await request(client, 'resources/read', { uri }, options);
    const contents = Array.isArray(result.contents) ? result.contents.filter(_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv) : [];
    const c = contents.find((x) => x.uri === uri) ?? contents[0];
    if (!c)
        throw new Error(`resources/read of ${uri} returned no contents`);
    const mimeType = typeof c.mimeType === 'string' ? c.mimeType : undefined;
    const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(c._meta) ? c._meta : undefined;
    if (typeof c.text === 'string')
        return { bytes: Buffer.from(c.text, 'utf8'), isText: true, text: c.text, mimeType, meta };
    if (typeof c.blob === 'string')
        return { bytes: Buffer.from(c.blob, 'base64'), isText: false, mimeType, meta };
    throw new Error(`resources/read of ${uri} returned a content with neither text nor blob`);
}
const digestOf = (bytes) => `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex')}`;
const message = (err) => (err instanceof Error ? err.message : String(err));
/**
 * Every tool's MCP Apps surface: for each tool whose `_meta.ui` names a `ui://` resource, that resource read once
 * (several tools may share one) with its digest, size, MIME type, text up to MAX_PINNED_TEXT_BYTES and security
 * surface (`_meta.ui` of the content, else of its `resources/list` entry). A read that fails is pinned as its error.
 */
async function readUiSurface(client, tools, listed, options) {
    const bound = tools
        .filter((t) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(t) && typeof t.name === 'string')
        .flatMap((t) => {
        const b = (0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .toolUiBinding */ .CZ)(t);
        return b ? [{ tool: t.name, ...b }] : [];
    });
    if (!bound.length)
        return undefined;
    const read = new Map();
    const load = async (uri) => {
        try {
            const c = await readResource(client, uri, options);
            const listedMeta = listed?.find((r) => r.uri === uri)?._meta;
            const ui = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(c.meta?.ui) ? c.meta.ui : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(listedMeta) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(listedMeta.ui) ? listedMeta.ui : {};
            const out = { digest: digestOf(c.bytes), size: c.bytes.length };
            if (c.mimeType)
                out.mimeType = c.mimeType;
            if (c.isText && c.bytes.length <= _util_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PINNED_TEXT_BYTES */ .OX)
                out.text = c.text;
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(ui.csp))
                out.csp = normalizeCsp(ui.csp);
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(ui.permissions))
                out.permissions = ui.permissions;
            if (typeof ui.domain === 'string')
                out.domain = ui.domain;
            if (typeof ui.prefersBorder === 'boolean')
                out.prefersBorder = ui.prefersBorder;
            return out;
        }
        catch (err) {
            if (options.signal.aborted)
                throw err;
            return { error: message(err) };
        }
    };
    const out = [];
    for (const b of bound.sort((x, y) => (x.tool < y.tool ? -1 : x.tool > y.tool ? 1 : 0))) {
        let p = read.get(b.resourceUri);
        if (!p)
            read.set(b.resourceUri, (p = load(b.resourceUri)));
        out.push({ ...b, resource: await p });
    }
    return out;
}
/** A CSP with each domain list deduplicated and sorted (a set of origins), other keys as sent. */
function normalizeCsp(csp) {
    const out = {};
    for (const [k, v] of Object.entries(csp))
        out[k] = _contract_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .CSP_LISTS */ .fy.includes(k) && Array.isArray(v) ? [...new Set(v.filter((x) => typeof x === 'string'))].sort() : v;
    return out;
}
/**
 * Every skill of `skills/list` (entries that are not SEP-2640 Skills become warnings), each file of its manifest read
 * with resources/read: the digest pinned is that of the bytes served (a manifest that disagrees is a warning: its
 * digests are no trust anchor), the text kept when it is text no longer than MAX_PINNED_TEXT_BYTES.
 */
async function readSkillsSurface(client, listed, options, warnings) {
    const skills = [];
    const seen = new Set();
    listed.forEach((raw, i) => {
        const problem = (0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .skillProblem */ .Xz)(raw);
        if (problem)
            warnings.push(`skills/list entry ${i} is not a skill (${problem}); left out`);
        const skill = (0,_contract_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .readSkill */ .G7)(raw);
        if (skill && !seen.has(skill.uri)) {
            seen.add(skill.uri);
            skills.push(skill);
        }
    });
    for (const skill of skills) {
        if (skill.resources === 'dynamic')
            continue;
        const files = [];
        for (const [i, f] of skill.resources.entries()) {
            if (i >= MAX_SKILL_FILES) {
                files.push(f);
                continue;
            }
            try {
                const c = await readResource(client, f.uri, options);
                const served = digestOf(c.bytes);
                if (served !== f.digest || c.bytes.length !== f.size)
                    warnings.push(`skill ${skill.uri}: ${f.uri} as served (${served}, ${c.bytes.length} bytes) differs from its manifest entry (${f.digest}, ${f.size} bytes); the served bytes are pinned`);
                files.push({ uri: f.uri, digest: served, size: c.bytes.length, ...(c.isText && c.bytes.length <= _util_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_PINNED_TEXT_BYTES */ .OX ? { text: c.text } : {}) });
            }
            catch (err) {
                if (options.signal.aborted)
                    throw err;
                warnings.push(`skill ${skill.uri}: ${f.uri} could not be read (${message(err)}); its manifest digest is pinned`);
                files.push(f);
            }
        }
        skill.resources = files;
    }
    return skills.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
}


/***/ }),

/***/ 4171:
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
