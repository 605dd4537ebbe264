export const id = 182;
export const ids = [182];
export const modules = {

/***/ 3807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oi: () => (/* binding */ VERIFY_FLAGS),
/* harmony export */   QX: () => (/* binding */ LOCKED_FLAG_HELP),
/* harmony export */   jy: () => (/* binding */ readSigningKey),
/* harmony export */   sF: () => (/* binding */ readVerify),
/* harmony export */   t3: () => (/* binding */ VERIFY_FLAG_HELP),
/* harmony export */   vA: () => (/* binding */ SIGN_KEY_FLAG_HELP)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1295);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4788);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _verify_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7046);





/** The help lines of the signing flags, one definition for every command that takes them. */
const SIGN_KEY_FLAG_HELP = `  --sign-key K      sign the lockfile with this Ed25519 private key: a file (PEM, as \`keygen\` writes it) or
                    env:NAME, a variable holding the key (a CI secret); see docs/signing.md`;
const VERIFY_FLAG_HELP = `  --verify K        refuse a lockfile that is not signed by this Ed25519 public key: a .pub file, env:NAME, or
                    the key's base64 line (repeat for key rotation: any one of them may have signed); also refuse
                    one whose sequence is lower than the highest verified here before for that key (a rollback)
  --max-age DAYS    with --verify: refuse a lockfile signed more than DAYS days ago (a freeze on an old one)
  --verify-state F  with --verify: where the highest sequences seen are kept (default: $${_verify_state_js__WEBPACK_IMPORTED_MODULE_4__/* .VERIFY_STATE_ENV */ .Aw},
                    else ~/.local/state/mcp-contract-gate/verified-lockfiles.json; see docs/signing.md)`;
/** The flags of lockfile verification, one definition for every command that takes them. */
const VERIFY_FLAGS = {
    verify: { type: 'string', multiple: true },
    'max-age': { type: 'string' },
    'verify-state': { type: 'string' },
};
/** The verification the flags ask for; undefined without --verify (and --max-age or --verify-state alone is bad input). */
function readVerify(io, values) {
    const keys = readVerifyKeys(io, values.verify);
    if (!keys) {
        if (values['max-age'] !== undefined || values['verify-state'] !== undefined)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('--max-age and --verify-state go with --verify KEY (they protect a signed lockfile)');
        return undefined;
    }
    let maxAgeDays;
    if (values['max-age'] !== undefined) {
        const m = /^(\d{1,5})d?$/.exec(values['max-age'].trim());
        if (!m)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--max-age ${JSON.stringify(values['max-age'])}: give a number of days (e.g. 30 or 30d)`);
        maxAgeDays = Number(m[1]);
    }
    const statePath = values['verify-state'] !== undefined ? (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveIn */ .QH)(io, values['verify-state']) : (0,_verify_state_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultStatePath */ .K0)(io.env);
    return { keys, statePath, ...(maxAgeDays !== undefined ? { maxAgeDays } : {}) };
}
const LOCKED_FLAG_HELP = `  --locked          run the package versions the lockfile recorded, whatever version the spec asks for, once their
                    bytes match the lockfile's integrity: npx runs the npm archive it fetched and checked (sha512),
                    uvx and pipx pkg==VERSION once pip's file matched, docker image@sha256:DIGEST. Other bytes are
                    refused (exit 1, server-package-changed), a registry that cannot be reached too (exit 3);
                    pnpm dlx, yarn dlx and bunx are refused (they run no verified archive: use npx)`;
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

/***/ 1754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ alignToPinned),
/* harmony export */   c: () => (/* binding */ alignEntry)
/* harmony export */ });
/* unused harmony export fills */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1973);
/* harmony import */ var _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6847);
/* harmony import */ var _neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3021);



/**
 * The live text read against the pin, for the time zone this machine writes as it is. A machine on UTC keeps `UTC`
 * as written (a static `'UTC'` and the machine's zone read the same there, and a pin made on UTC must check clean in
 * Paris), so a pin made in Paris (`Use '${timeZone}'`) would drift under `TZ=UTC` (`Use 'UTC'`). A live string
 * reads as its pinned one when it is that string with each `${timeZone}` written as one of this machine's zone names
 * (`UTC`, `Etc/UTC`, `Europe/Paris`) and each `${utcOffset}` as one of its offsets this year (`+00:00`, `GMT`,
 * `UTC+1`) or abbreviations (`CET`): the pin filled in with this machine's facts is exactly what the server wrote
 * here. Anything else in the string, or another zone, leaves it as it is, and the diff reports it.
 *
 * Strings are paired by where they stand: tools and prompts by name, resources by URI, templates by URI template,
 * then object members by key and array items by position. Keys themselves are compared as they are.
 */
function alignToPinned(live, pinned, ctx) {
    if (!ctx.zone || live.error || pinned.error)
        return live;
    const entries = (ls, ps, key) => {
        if (!ls || !ps)
            return ls;
        const byKey = new Map();
        for (const p of ps)
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(p))
                byKey.set(p[key], p);
        return ls.map((l) => {
            const p = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(l) ? byKey.get(l[key]) : undefined;
            return p === undefined ? l : alignEntry(l, p, ctx);
        });
    };
    const out = { ...live, tools: entries(live.tools, pinned.tools, 'name') ?? live.tools };
    const prompts = entries(live.prompts, pinned.prompts, 'name');
    if (prompts)
        out.prompts = prompts;
    const resources = entries(live.resources, pinned.resources, 'uri');
    if (resources)
        out.resources = resources;
    const templates = entries(live.resourceTemplates, pinned.resourceTemplates, 'uriTemplate');
    if (templates)
        out.resourceTemplates = templates;
    if (live.instructions !== undefined && pinned.instructions !== undefined)
        out.instructions = alignEntry(live.instructions, pinned.instructions, ctx);
    return out;
}
/** One live entry (a tool, a prompt, a string) against its pinned one, as alignToPinned reads each. */
function alignEntry(live, pinned, ctx) {
    const zone = ctx.zone;
    if (!zone)
        return live;
    const align = (l, p) => {
        if (p === undefined || l === p)
            return l;
        if (typeof l === 'string')
            return typeof p === 'string' && fills(p, l, zone, ctx.zoneAbbreviations) ? p : l;
        if (Array.isArray(l))
            return Array.isArray(p) ? l.map((x, i) => align(x, p[i])) : l;
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(l) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(p)) {
            const out = {};
            for (const [k, x] of Object.entries(l))
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P5)(out, k, align(x, Object.hasOwn(p, k) ? p[k] : undefined));
            return out;
        }
        return l;
    };
    return align(live, pinned);
}
const PLACEHOLDER = new RegExp(`(${escape(_neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone)}|${escape(_neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.offset)})`);
/** How an offset or abbreviation is written in a `${utcOffset}` slot; its value is checked after the match. */
const OFFSET_SLOT = `${_neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .OFFSET */ .e$}|[A-Z]{1,5}`;
/** Whether `live` is `pinned` with its zone placeholders written as this machine's zone, offsets or abbreviations. */
function fills(pinned, live, zone, abbreviations = []) {
    const parts = pinned.split(PLACEHOLDER);
    if (parts.length === 1)
        return false;
    const slots = [];
    const source = parts
        .map((part, i) => {
        if (i % 2 === 0)
            return escape(part);
        slots.push(part);
        const alternatives = part === _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone ? zone.names.map(escape) : [OFFSET_SLOT];
        return `(${[escape(part), ...alternatives].join('|')})`;
    })
        .join('');
    const m = new RegExp(`^${source}$`, 'u').exec(live);
    if (!m)
        return false;
    return slots.every((slot, i) => {
        const value = m[i + 1];
        if (value === slot || slot === _neutral_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .MACHINE_PLACEHOLDERS */ .nv.timezone)
            return true;
        const minutes = (0,_neutral_zone_js__WEBPACK_IMPORTED_MODULE_2__/* .offsetMinutes */ .rg)(value);
        return minutes !== undefined ? zone.offsets.includes(minutes) : abbreviations.includes(value);
    });
}
function escape(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 6585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cF: () => (/* binding */ archiveCacheDir),
  nl: () => (/* binding */ lockedRefusalExit),
  ut: () => (/* binding */ verifyLockedPackage)
});

// UNUSED EXPORTS: lockServer, lockServers, lockedTarget, sriHash

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(1188);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(5228);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/discovery/package-resolve.ts
var package_resolve = __webpack_require__(870);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/discovery/npm-archive.ts




/**
 * The files of an npm package archive, and the check that an installed package folder holds exactly them. npm
 * (pacote) extracts an archive's regular files with the first path component (`package/`) dropped, and skips links,
 * devices and entries that would land outside the folder; so does this reader, so the two agree on what a package is.
 */
/** The regular files of a gzipped tar, by their path inside the package (`bin.mjs`, `lib/x.js`), the last entry winning. */
function archiveFiles(tgz) {
    const tar = (0,external_node_zlib_.gunzipSync)(tgz);
    const files = new Map();
    let longName;
    let paxPath;
    for (let at = 0; at + 512 <= tar.length;) {
        const header = tar.subarray(at, at + 512);
        if (header.every((b) => b === 0))
            break; // the end of the archive
        const size = octal(header.subarray(124, 136));
        const type = String.fromCharCode(header[156]);
        const body = tar.subarray(at + 512, at + 512 + size);
        at += 512 + Math.ceil(size / 512) * 512;
        if (type === 'L') {
            longName = npm_archive_text(body);
            continue;
        }
        if (type === 'x') {
            paxPath = paxRecord(body, 'path') ?? paxPath;
            continue;
        }
        if (type === 'g')
            continue;
        const prefix = npm_archive_text(header.subarray(345, 500));
        const name = paxPath ?? longName ?? (prefix ? `${prefix}/${npm_archive_text(header.subarray(0, 100))}` : npm_archive_text(header.subarray(0, 100)));
        paxPath = longName = undefined;
        if (type !== '0' && type !== '\0' && type !== '7')
            continue; // directories, links, devices: not extracted as files
        const inside = packagePath(name);
        if (inside)
            files.set(inside, Buffer.from(body));
    }
    return files;
}
/** A tar entry's path with its first component dropped, or undefined when nothing remains or it leaves the folder. */
function packagePath(name) {
    const parts = name.replace(/\\/g, '/').split('/').filter(Boolean).slice(1);
    if (parts.length === 0 || parts.some((p) => p === '..'))
        return undefined;
    return external_node_path_.posix.normalize(parts.join('/'));
}
const npm_archive_text = (b) => b.toString('utf8').replace(/\0[\s\S]*$/, '');
function octal(field) {
    if (field[0] & 0x80) {
        // base-256 (sizes of 8 GiB and more)
        let n = 0;
        for (let i = 1; i < field.length; i++)
            n = n * 256 + field[i];
        return n;
    }
    return parseInt(npm_archive_text(field).trim() || '0', 8);
}
function paxRecord(body, key) {
    let found;
    for (let at = 0; at < body.length;) {
        const space = body.indexOf(0x20, at);
        if (space < 0)
            break;
        const length = parseInt(body.subarray(at, space).toString('utf8'), 10);
        if (!(length > 0))
            break;
        const record = body.subarray(space + 1, at + length - 1).toString('utf8');
        const eq = record.indexOf('=');
        if (record.slice(0, eq) === key)
            found = record.slice(eq + 1);
        at += length;
    }
    return found;
}
const sha256Hex = (bytes) => (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
/**
 * Every file under a package folder (paths with `/`), its own `node_modules` (the dependencies npm installs there)
 * left out; anything but a regular file or folder (a link) is listed too, so that the check refuses it.
 */
function folderFiles(dir) {
    const out = new Map();
    const walk = (rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(dir, rel), { withFileTypes: true })) {
            const path = rel ? `${rel}/${entry.name}` : entry.name;
            if (entry.isDirectory()) {
                if (path !== 'node_modules')
                    walk(path);
            }
            else
                out.set(path, entry.isFile() ? 'file' : 'other');
        }
    };
    walk('');
    return out;
}
/**
 * The first difference between an installed package folder and what it must hold (the archive's files, and the files
 * its install scripts wrote, by SHA-256), as a sentence naming the file; undefined when they agree. A file of the
 * archive under `node_modules/` (a bundled dependency) is checked; other files there are the dependencies'.
 */
function folderDifference(dir, archive, scripted) {
    for (const [path, bytes] of archive) {
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, path));
        }
        catch {
            return `${path} is missing`;
        }
        if (!stat.isFile())
            return `${path} is not a regular file`;
        if (stat.size !== bytes.length || !(0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path)).equals(bytes))
            return `${path} differs from the verified archive`;
    }
    for (const [path, kind] of folderFiles(dir)) {
        if (archive.has(path))
            continue;
        const recorded = scripted[path];
        if (recorded === undefined)
            return `${path} is not in the verified archive${kind === 'other' ? ' (a link or special file)' : ''}`;
        if (kind !== 'file' || sha256Hex((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, path))) !== recorded)
            return `${path} (written by the package's install scripts) changed after the install`;
    }
    for (const path of Object.keys(scripted))
        if (!archive.has(path) && !existsIn(dir, path))
            return `${path} (written by the package's install scripts) is missing`;
    return undefined;
}
function existsIn(dir, path) {
    try {
        (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, path));
        return true;
    }
    catch {
        return false;
    }
}
/**
 * What npm installed beside a package (its dependencies, wherever npm placed them, the `.bin` links, npm's own
 * records), read from the install's `node_modules`: each file by SHA-256 (`sha256:…`), each link by its target
 * (`link:…`), anything else as `other`. The package's own folder is left out but for its `node_modules` (nested
 * dependencies): folderDifference checks the rest of it against the archive.
 */
function dependencyFiles(nodeModules, packageFolder) {
    const out = new Map();
    const walk = (rel) => {
        for (const entry of (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(nodeModules, rel), { withFileTypes: true })) {
            const path = rel ? `${rel}/${entry.name}` : entry.name;
            const abs = (0,external_node_path_.join)(nodeModules, path);
            if (entry.isDirectory()) {
                if (path !== packageFolder)
                    walk(path);
                else if (lstatSafe((0,external_node_path_.join)(abs, 'node_modules'))?.isDirectory())
                    walk(`${path}/node_modules`);
            }
            else if (entry.isFile())
                out.set(path, `sha256:${sha256Hex((0,external_node_fs_.readFileSync)(abs))}`);
            else
                out.set(path, entry.isSymbolicLink() ? `link:${(0,external_node_fs_.readlinkSync)(abs)}` : 'other');
        }
    };
    walk('');
    return out;
}
/** The first difference between the dependencies recorded at install and those now installed, as a sentence. */
function dependencyDifference(recorded, now) {
    for (const [path, was] of Object.entries(recorded)) {
        const is = now.get(path);
        if (is === undefined)
            return `node_modules/${path} (installed by npm) is missing`;
        if (is !== was)
            return `node_modules/${path} (installed by npm) changed after the install`;
    }
    for (const [path, is] of now)
        if (!(path in recorded))
            return `node_modules/${path} was not installed by npm${is.startsWith('sha256:') ? '' : ' (a link or special file)'}`;
    return undefined;
}
function lstatSafe(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/discovery/npx-command.ts


/** npm settings that take no value (as npx users write them). */
const BOOLEAN = new Set([
    '-q',
    '--quiet',
    '-s',
    '--silent',
    '-d',
    '--prefer-offline',
    '--prefer-online',
    '--offline',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--no-update-notifier',
    '--legacy-peer-deps',
    '--strict-peer-deps',
    '--foreground-scripts',
]);
/**
 * npx's flags that take the next argument as their value (the one list, launch-spec's) which `--locked` cannot pass on
 * to its own install: they choose another folder or workspace to install into or run from.
 */
const ELSEWHERE = new Set(['-w', '--workspace', '--prefix']);
/** npx's own answers to its install prompt: nothing for the install. */
const PROMPT = new Set(['-y', '--yes', '--no', '--no-yes']);
/** The npx launch read, or why `--locked` cannot run it from a verified install. */
function readNpxCommand(command, args) {
    const base = (command.split(/[\\/]/).pop() ?? command).replace(/\.(?:cmd|exe|bat)$/i, '');
    const rest = base === 'npm' ? args.slice(1) : [...args];
    const npmFlags = [];
    const packages = [];
    for (let i = 0; i < rest.length; i++) {
        const arg = rest[i];
        if (arg === '--')
            return finish(packages, rest[i + 1], rest.slice(i + 2), npmFlags);
        if (!arg.startsWith('-'))
            return finish(packages, arg, rest.slice(i + 1), npmFlags);
        const eq = arg.indexOf('=');
        const flag = eq > 0 ? arg.slice(0, eq) : arg;
        if (flag === '-p' || flag === '--package') {
            const value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
            if (value === undefined)
                return { problem: `${flag} names no package` };
            packages.push(value);
        }
        else if (flag === '-c' || flag === '--call')
            return { problem: `${flag} runs a shell command line, not a package's bin` };
        else if (PROMPT.has(flag))
            continue;
        else if (ELSEWHERE.has(flag))
            return { problem: `${flag} chooses where npm installs or runs, and --locked installs into a folder of its own` };
        else if (eq > 0 || BOOLEAN.has(arg))
            npmFlags.push(arg);
        else if (launch_spec/* NPX_VALUE_FLAGS */.bg.has(arg) && rest[i + 1] !== undefined)
            npmFlags.push(`${arg}=${rest[++i]}`);
        else
            return { problem: `the npx option ${arg} is not known here (write it as ${arg}=VALUE if it takes one)` };
    }
    return { problem: 'the launch names no package to run' };
}
function finish(packages, positional, args, npmFlags) {
    if (positional === undefined)
        return { problem: 'the launch names no package to run' };
    if (packages.length > 1)
        return { problem: `it installs ${packages.length} packages (--package), and only the locked one is verified` };
    return packages.length ? { npmFlags, bin: positional, args } : { npmFlags, args };
}
/**
 * A package's bins as npm reads `bin` (a string: one bin named after the package; an object: name → path), with the
 * paths made relative to the package folder; a path that leaves the folder is left out.
 */
function packageBins(manifest) {
    const name = typeof manifest.name === 'string' ? manifest.name.replace(/^@[^/]+\//, '') : '';
    const raw = typeof manifest.bin === 'string' ? { [name]: manifest.bin } : manifest.bin && typeof manifest.bin === 'object' ? manifest.bin : {};
    const out = {};
    for (const [key, value] of Object.entries(raw)) {
        const bin = external_node_path_.posix.basename(key.replace(/\\/g, '/'));
        if (typeof value !== 'string' || !bin || bin === '.' || bin === '..')
            continue;
        const path = external_node_path_.posix.normalize(value.replace(/\\/g, '/')).replace(/^(?:\.\/)+/, '');
        if (path.startsWith('../') || path === '..' || external_node_path_.posix.isAbsolute(path))
            continue;
        out[bin] = path;
    }
    return out;
}
/** The bin npm runs for a package named alone (`npx pkg`): its only bin (or only target), else the one named after it. */
function defaultBin(manifest, bins) {
    const names = Object.keys(bins);
    if (new Set(Object.values(bins)).size === 1)
        return names[0];
    const name = typeof manifest.name === 'string' ? manifest.name.replace(/^@[^/]+\//, '') : '';
    return bins[name] !== undefined ? name : undefined;
}

;// CONCATENATED MODULE: ./src/discovery/locked-install.ts






/**
 * `--locked` for npx: the verified archive installed by npm into a folder of the gate's own cache (never npx's shared
 * `_npx` cache, which any other install may fill), one per archive; before every launch the installed package folder
 * is checked against the archive (every file present with the same bytes, nothing else but what the package's own
 * install scripts wrote, recorded at install by SHA-256), as is everything npm installed beside it (each dependency
 * was checked by npm against the registry's integrity as it installed it; its files, the `.bin` links and npm's own
 * records are recorded then, by SHA-256 and link target, and must be unchanged at every launch), and the bin runs from
 * there.
 */
/** How long one install of a verified archive (and its dependencies) may take. */
const INSTALL_TIMEOUT_MS = 300_000;
/** What an install folder records beside node_modules (written last: a folder without it is no install). */
const MANIFEST = '.mcg-install.json';
/** Install (once) and check the verified archive, and give the launch of its bin; any surprise is a refusal. */
async function runVerifiedInstall(o) {
    const npx = readNpxCommand(o.command, o.args);
    if ('problem' in npx)
        return { ok: false, kind: 'unverifiable', message: `--locked cannot run ${o.what} from its verified archive: ${npx.problem}` };
    const files = archiveFiles(o.bytes);
    const manifest = parseJson(files.get('package.json'));
    if (!manifest)
        return { ok: false, kind: 'unverifiable', message: `the verified archive of ${o.what} holds no readable package.json` };
    const bins = packageBins(manifest);
    const bin = npx.bin ?? defaultBin(manifest, bins);
    const target = bin !== undefined ? bins[bin] : undefined;
    if (bin === undefined || target === undefined || !files.has(target))
        return {
            ok: false,
            kind: 'unverifiable',
            message: `--locked cannot tell which bin of ${o.what} to run (${npx.bin ? `\`${npx.bin}\` is not one of its bins` : 'it names none, or several and none after the package'}): its bins are ${Object.keys(bins).join(', ') || 'none'}`,
        };
    const installs = (0,external_node_path_.join)(o.cacheDir, 'installs');
    const dest = (0,external_node_path_.join)(installs, o.key);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dest, MANIFEST))) {
        const made = await install(o, npx.npmFlags, installs, dest, files);
        if (made)
            return made;
    }
    const pkgDir = (0,external_node_path_.join)(dest, 'node_modules', ...o.name.split('/'));
    const recorded = parseJson(readOr((0,external_node_path_.join)(dest, MANIFEST)));
    const fix = `remove ${dest} and run again to install the verified archive anew`;
    if (!recorded || recorded.integrity !== o.integrity || recorded.package !== o.name || !isRecord(recorded.scripted) || !isRecord(recorded.dependencies))
        return { ok: false, kind: 'changed', message: `the install of ${o.what} at ${dest} does not record the verified archive: ${fix}` };
    const diff = safely(() => folderDifference(pkgDir, files, recorded.scripted));
    if (diff)
        return { ok: false, kind: 'changed', message: `the installed ${o.what} is not the verified archive: ${diff} (in ${pkgDir}): ${fix}` };
    const deps = safely(() => dependencyDifference(recorded.dependencies, dependencyFiles((0,external_node_path_.join)(dest, 'node_modules'), o.name)));
    if (deps)
        return { ok: false, kind: 'changed', message: `the install of ${o.what} is not what npm installed: ${deps} (in ${dest}): ${fix}` };
    const bins_ = (0,external_node_path_.join)(dest, 'node_modules', '.bin');
    const path = [bins_, o.env.PATH ?? o.env.Path].filter(Boolean).join(external_node_path_.delimiter);
    const file = (0,external_node_path_.join)(pkgDir, ...target.split('/'));
    // POSIX runs the bin by its #! line, as npx does; Windows has no #!: the bin is a Node script, as npm's shims assume
    return process.platform === 'win32' ? { ok: true, command: process.execPath, args: [file, ...npx.args], env: { PATH: path } } : { ok: true, command: file, args: [...npx.args], env: { PATH: path } };
}
/** npm installs the archive into a temporary folder beside the destination, which is renamed into place once checked. */
async function install(o, npmFlags, installs, dest, files) {
    let temp;
    try {
        (0,external_node_fs_.mkdirSync)(installs, { recursive: true });
        sweepStale(installs);
        temp = (0,external_node_path_.join)(installs, `${o.key}.${process.pid}.tmp`);
        (0,external_node_fs_.rmSync)(temp, { recursive: true, force: true });
        (0,external_node_fs_.mkdirSync)(temp);
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(temp, 'package.json'), '{"private":true}\n');
        // the project's .npmrc npm would read for npx in the server's folder (a registry, its auth): for the install only
        const npmrc = projectNpmrc(o.cwd);
        if (npmrc)
            (0,external_node_fs_.copyFileSync)(npmrc, (0,external_node_path_.join)(temp, '.npmrc'));
        const timeoutMs = o.timeoutMs ?? INSTALL_TIMEOUT_MS;
        const args = ['install', o.archive, ...npmFlags, `--cache=${(0,external_node_path_.join)(o.cacheDir, 'npm-cache')}`, '--no-audit', '--no-fund', '--no-update-notifier', '--no-package-lock'];
        const run = await (0,package_resolve/* runBounded */.Bb)('npm', args, { cwd: temp, env: o.env, timeoutMs });
        (0,external_node_fs_.rmSync)((0,external_node_path_.join)(temp, '.npmrc'), { force: true });
        if (run.timedOut)
            return { ok: false, kind: 'unreachable', message: `npm install of the verified archive of ${o.what} timed out after ${timeoutMs / 1000} s` };
        if (run.error || run.code !== 0) {
            const code = /npm (?:ERR!|error) code ([A-Z0-9_]+)/.exec(run.stderr)?.[1];
            const line = run.stderr.split('\n').find((l) => /npm (?:ERR!|error) (?!code)/.test(l)) ?? run.error ?? `exit code ${run.code}`;
            return {
                ok: false,
                kind: 'unreachable',
                message: `npm install of the verified archive of ${o.what} failed${code ? ` (${code})` : ''}: ${line.replace(/(\/\/)[^/@\s]+@/g, '$1***@').slice(0, 300)}`,
            };
        }
        const pkgDir = (0,external_node_path_.join)(temp, 'node_modules', ...o.name.split('/'));
        const scripted = {};
        for (const [path, kind] of folderFiles(pkgDir))
            if (!files.has(path) && kind === 'file')
                scripted[path] = sha256Hex((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(pkgDir, path)));
        const diff = folderDifference(pkgDir, files, scripted);
        if (diff)
            return { ok: false, kind: 'changed', message: `npm installed other files than the verified archive of ${o.what}: ${diff}` };
        const dependencies = Object.fromEntries(dependencyFiles((0,external_node_path_.join)(temp, 'node_modules'), o.name));
        const manifest = { package: o.name, integrity: o.integrity, scripted, dependencies };
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(temp, MANIFEST), (0,json/* prettyJson */.D_)(manifest));
        try {
            (0,external_node_fs_.renameSync)(temp, dest);
        }
        catch (err) {
            // another launch installed the same archive meanwhile: its install is checked like any other
            if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(dest, MANIFEST)))
                throw err;
        }
        return undefined;
    }
    catch (err) {
        const code = err.code ?? err.message;
        return {
            ok: false,
            kind: 'unverifiable',
            message: `cannot install the verified archive of ${o.what} into ${dest} (${code}): that path must be a folder mcp-contract-gate may write; remove what is there, or set XDG_CACHE_HOME`,
        };
    }
    finally {
        if (temp)
            (0,external_node_fs_.rmSync)(temp, { recursive: true, force: true });
    }
}
/** Temporary install folders whose process is gone (killed mid-install) are removed. */
function sweepStale(installs) {
    for (const name of (0,external_node_fs_.readdirSync)(installs)) {
        const pid = /\.(\d+)\.tmp$/.exec(name)?.[1];
        if (pid && !alive(Number(pid)))
            (0,external_node_fs_.rmSync)((0,external_node_path_.join)(installs, name), { recursive: true, force: true });
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM';
    }
}
/** The `.npmrc` of the folder npm takes as the project for `cwd`: the nearest with a package.json or node_modules. */
function projectNpmrc(cwd) {
    for (let dir = cwd;; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')) || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'node_modules')))
            return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.npmrc')) ? (0,external_node_path_.join)(dir, '.npmrc') : undefined;
        if ((0,external_node_path_.dirname)(dir) === dir)
            return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(cwd, '.npmrc')) ? (0,external_node_path_.join)(cwd, '.npmrc') : undefined;
    }
}
function parseJson(bytes) {
    if (bytes === undefined)
        return undefined;
    try {
        const v = JSON.parse(bytes.toString());
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function readOr(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path);
    }
    catch {
        return undefined;
    }
}
function safely(fn) {
    try {
        return fn();
    }
    catch (err) {
        return `the folder cannot be read (${err.code ?? err.message})`;
    }
}

;// CONCATENATED MODULE: ./src/discovery/locked-launch.ts









/** What `--locked` runs of a locked package: its exact version, and an image's digest. */
function lockedTarget(pkg) {
    const version = pkg.version ?? pkg.resolved;
    const digest = pkg.manager === 'docker' && typeof pkg.integrity === 'string' && pkg.integrity.startsWith('sha256:') ? pkg.integrity : undefined;
    return { ...(version ? { version } : {}), ...(digest ? { digest } : {}) };
}
function lockServer(server, pkg, lockfile) {
    if (server.transport !== 'stdio' || !server.command)
        return server;
    const spec = (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []);
    if (!spec)
        return server;
    const fix = `run \`npx mcp-contract-gate pin\` (with the registry reachable) and review the lockfile, or drop --locked`;
    if (!pkg)
        throw new errors/* InputError */.dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} records no package for it: ${fix}`);
    if (pkg.name !== spec.package || pkg.manager !== spec.manager)
        throw new errors/* InputError */.dz(`--locked: server ${server.id} runs ${spec.package} (${spec.manager}), but ${lockfile} locked ${pkg.name} (${pkg.manager}): ${fix}`);
    const target = lockedTarget(pkg);
    const launch = (0,launch_spec/* lockedLaunch */.or)(server.command, server.args ?? [], target);
    if (!launch)
        throw new errors/* InputError */.dz(`--locked: ${lockfile} records no exact version${spec.manager === 'docker' ? ' or digest' : ''} of ${pkg.name} for server ${server.id}: ${fix}`);
    return { ...server, command: launch.command, args: launch.args };
}
/** Every server of a config with its launch spec locked (see lockServer). */
function lockServers(servers, lock, lockfile) {
    return servers.map((s) => lockServer(s, lock.servers[s.id]?.package, lockfile));
}
/** The user's folder of verified package archives: $XDG_CACHE_HOME/mcp-contract-gate/packages, else ~/.cache/…. */
function archiveCacheDir(env) {
    return (0,external_node_path_.join)(env.XDG_CACHE_HOME || (0,external_node_path_.join)(env.HOME || (0,external_node_os_.homedir)(), '.cache'), 'mcp-contract-gate', 'packages');
}
/** The SRI hash algorithms an npm integrity may name, strongest first (sha1 is not accepted as proof). */
const SRI = ['sha512', 'sha384', 'sha256'];
/** The strongest hash of an SRI string (`sha512-… sha1-…`), or undefined. */
function sriHash(integrity) {
    const parts = integrity
        .trim()
        .split(/\s+/)
        .map((p) => /^(sha\d+)-([A-Za-z0-9+/]+={0,2})$/.exec(p));
    for (const algorithm of SRI) {
        const hit = parts.find((m) => m?.[1] === algorithm);
        if (hit)
            return { algorithm, digest: hit[2] };
    }
    return undefined;
}
/**
 * Check a locked server's package against the lockfile's integrity and give the launch that runs the checked bytes:
 * npm installs the verified npm archive into the gate's own cache and its bin runs from there once the installed files
 * match the archive (locked-install.ts); uvx and pipx run the locked
 * version once pip fetched that version's file and its SHA-256 matched (they take no verified copy here); an image
 * runs by its locked digest. The registry is asked with the server's own environment and folder (`.npmrc`,
 * `npm_config_registry`, `PIP_INDEX_URL` …).
 */
async function verifyLockedPackage(server, pkg, lockfile, o) {
    const locked = lockServer(server, pkg, lockfile); // throws InputError: no package, another one, no exact version
    const spec = server.transport === 'stdio' && server.command ? (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []) : undefined;
    if (!spec || !pkg || spec.manager === 'docker')
        return { ok: true, command: locked.command ?? '', args: locked.args ?? [] }; // an image runs by digest
    const what = `${pkg.name}@${pkg.version ?? pkg.resolved} (${pkg.manager})`;
    const fix = 're-pin with the registry reachable (`npx mcp-contract-gate pin`) and review the lockfile, or drop --locked';
    if (!pkg.integrity || pkg.integrity === types/* UNKNOWN_INTEGRITY */.P)
        return { ok: false, kind: 'unverifiable', message: `${lockfile} records no integrity for ${what}${pkg.reason ? ` (${pkg.reason})` : ''}, so its bytes cannot be checked: ${fix}` };
    if (spec.manager === 'uvx' || spec.manager === 'pipx') {
        const now = await (0,package_resolve/* resolvePackage */.Ph)((0,launch_spec/* parseLaunchSpec */.y8)(locked.command ?? '', locked.args ?? []), { ...o, command: locked.command ?? '' });
        if (now.integrity === types/* UNKNOWN_INTEGRITY */.P)
            return { ok: false, kind: 'unreachable', message: `could not fetch ${what} to check its bytes: ${now.reason ?? 'unknown reason'}` };
        if (now.integrity !== pkg.integrity)
            return { ok: false, kind: 'changed', message: changedMessage(what, now.integrity, pkg.integrity) };
        return { ok: true, command: locked.command ?? '', args: locked.args ?? [] };
    }
    if (spec.manager !== 'npx')
        return {
            ok: false,
            kind: 'unverifiable',
            message: `--locked runs a verified npm archive through npx only (${spec.manager} takes no archive path): launch ${pkg.name} with \`npx -y ${pkg.name}@${pkg.version ?? pkg.resolved}\`, or drop --locked`,
        };
    const expected = sriHash(pkg.integrity);
    if (!expected)
        return { ok: false, kind: 'unverifiable', message: `${lockfile} records ${pkg.integrity} for ${what}, not a sha512, sha384 or sha256 integrity: ${fix}` };
    const fetched = await fetchNpmArchive(pkg.name, (pkg.version ?? pkg.resolved), o);
    if ('problem' in fetched)
        return { ok: false, kind: fetched.kind, message: `${fetched.kind === 'changed' ? '' : `could not fetch ${what} to check its bytes: `}${fetched.problem}` };
    try {
        const bytes = (0,external_node_fs_.readFileSync)(fetched.file);
        const actual = (0,external_node_crypto_.createHash)(expected.algorithm).update(bytes).digest('base64');
        if (actual !== expected.digest)
            return { ok: false, kind: 'changed', message: changedMessage(what, `${expected.algorithm}-${actual}`, pkg.integrity) };
        const dir = o.cacheDir ?? archiveCacheDir(o.env);
        const hex = Buffer.from(expected.digest, 'base64').toString('hex').slice(0, 32);
        const archive = (0,external_node_path_.join)(dir, `${pkg.name.replace(/^@/, '').replace(/\//g, '__')}-${pkg.version ?? pkg.resolved}-${hex}.tgz`);
        const temp = `${archive}.${process.pid}.tmp`;
        try {
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            (0,external_node_fs_.copyFileSync)(fetched.file, temp); // the cache may be on another file system than the temporary folder
            (0,external_node_fs_.renameSync)(temp, archive);
        }
        catch (err) {
            (0,external_node_fs_.rmSync)(temp, { force: true });
            const code = err.code ?? err.message;
            return {
                ok: false,
                kind: 'unverifiable',
                message: `cannot keep the verified archive of ${what} at ${archive} (${code}): that path must be a file mcp-contract-gate may write; remove what is there, or set XDG_CACHE_HOME`,
            };
        }
        // npm installs the verified archive into the gate's own cache (never npx's shared one), and the installed folder
        // is checked against the archive before every launch; the bin runs from there
        const launch = (0,launch_spec/* lockedLaunch */.or)(server.command ?? '', server.args ?? [], { ...lockedTarget(pkg), archive });
        if (!launch)
            return { ok: false, kind: 'unverifiable', message: `cannot rewrite the launch of ${what} to run the verified archive` };
        const run = await runVerifiedInstall({
            what,
            name: pkg.name,
            integrity: pkg.integrity,
            bytes,
            archive,
            cacheDir: dir,
            key: `${hex}-${process.platform}-${process.arch}-abi${process.versions.modules}`,
            command: launch.command,
            args: launch.args,
            cwd: o.cwd,
            env: o.env,
            ...(o.installTimeoutMs !== undefined ? { timeoutMs: o.installTimeoutMs } : {}),
        });
        if (!run.ok)
            return run;
        return { ok: true, command: run.command, args: run.args, verified: pkg, env: run.env };
    }
    finally {
        (0,external_node_fs_.rmSync)(fetched.dir, { recursive: true, force: true });
    }
}
function changedMessage(what, now, recorded) {
    return `${what} now resolves to ${now}, but the lockfile recorded ${recorded}: the registry serves other bytes for the reviewed version`;
}
/**
 * `npm pack NAME@VERSION` into a temporary folder (the registry and auth settings of the server's environment and
 * folder; the packument revalidated, no retries, no scripts). npm checks the archive against the registry's own
 * metadata (EINTEGRITY: other bytes than the metadata says); the caller checks it against the lockfile.
 */
async function fetchNpmArchive(name, version, o) {
    const timeoutMs = o.timeoutMs ?? package_resolve/* RESOLVE_TIMEOUT_MS */.gD;
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcg-pack-'));
    const args = ['pack', `${name}@${version}`, '--pack-destination', dir, '--json', '--ignore-scripts', '--prefer-online', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
    const run = await (0,package_resolve/* runBounded */.Bb)('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
    const files = (0,external_node_fs_.readdirSync)(dir).filter((f) => f.endsWith('.tgz'));
    if (!run.timedOut && !run.error && run.code === 0 && files.length === 1)
        return { file: (0,external_node_path_.join)(dir, files[0]), dir };
    (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    if (run.timedOut)
        return { problem: `npm pack timed out after ${timeoutMs / 1000} s`, kind: 'unreachable' };
    if (run.error)
        return { problem: `npm could not run: ${run.error}`, kind: 'unreachable' };
    const code = /"code":\s*"([A-Z0-9_]+)"/.exec(run.stdout)?.[1] ?? /npm (?:ERR!|error) code ([A-Z0-9_]+)/.exec(run.stderr)?.[1];
    const summary = (/"summary":\s*"((?:[^"\\]|\\.)*)"/.exec(run.stdout)?.[1] ?? run.stderr.split('\n').find((l) => /npm (?:ERR!|error) (?!code)/.test(l)) ?? `npm pack exited with code ${run.code}`)
        .replace(/\\n/g, ' ')
        .replace(/(\/\/)[^/@\s]+@/g, '$1***@')
        .slice(0, 300);
    if (code === 'EINTEGRITY')
        return { problem: `${name}@${version}: the registry served an archive whose bytes do not match its own metadata (npm EINTEGRITY): ${summary}`, kind: 'changed' };
    return { problem: `npm pack failed${code ? ` (${code})` : ''}: ${summary}`, kind: 'unreachable' };
}
/** The exit code of a refused locked launch (see LockedVerdict). */
function lockedRefusalExit(kind) {
    return kind === 'changed' ? 'blocking' : kind === 'unreachable' ? 'couldNotRun' : 'badInput';
}


/***/ })

};
