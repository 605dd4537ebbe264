export const id = 172;
export const ids = [172];
export const modules = {

/***/ 1172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WRAP_HELP: () => (/* binding */ WRAP_HELP),
  runWrap: () => (/* binding */ runWrap)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/client-config.ts
var client_config = __webpack_require__(7105);
// EXTERNAL MODULE: ./src/config/jsonc.ts
var jsonc = __webpack_require__(3610);
;// CONCATENATED MODULE: ./src/config/json-spans.ts

/**
 * The span of the value at `path` (object keys, outermost first) in a JSON or JSONC text, or undefined when the text
 * does not hold it. Comments and trailing commas are skipped (they keep their places), so an edit made by replacing a
 * span leaves every other byte of the file as it was. A key listed twice: the last one (as JSON.parse reads it).
 */
function valueSpan(text, path) {
    const plain = (0,jsonc/* stripJsonComments */.R)(text);
    let i = 0;
    const ws = () => {
        while (i < plain.length && /\s/.test(plain[i]))
            i++;
    };
    const fail = () => {
        throw new SyntaxError(`unexpected ${JSON.stringify(plain[i] ?? 'end')} at ${i}`);
    };
    const string = () => {
        const start = i;
        if (plain[i] !== '"')
            fail();
        i++;
        while (i < plain.length && plain[i] !== '"')
            i += plain[i] === '\\' ? 2 : 1;
        if (i >= plain.length)
            fail();
        i++;
        return JSON.parse(plain.slice(start, i));
    };
    /** Skip one value; when `want` is not empty, find the value it names inside it. */
    const value = (want) => {
        ws();
        const c = plain[i];
        if (c === '{') {
            i++;
            let found;
            ws();
            if (plain[i] === '}') {
                i++;
                return undefined;
            }
            for (;;) {
                ws();
                const keyAt = i;
                const key = string();
                ws();
                if (plain[i] !== ':')
                    fail();
                i++;
                ws();
                const start = i;
                const here = want.length > 0 && key === want[0];
                const inner = value(here ? want.slice(1) : []);
                if (here)
                    found = want.length === 1 ? { start, end: i, indent: lineIndent(plain, keyAt) } : inner;
                ws();
                if (plain[i] === ',') {
                    i++;
                    continue;
                }
                if (plain[i] === '}') {
                    i++;
                    return found;
                }
                fail();
            }
        }
        if (c === '[') {
            i++;
            ws();
            if (plain[i] === ']') {
                i++;
                return undefined;
            }
            for (;;) {
                value([]);
                ws();
                if (plain[i] === ',') {
                    i++;
                    continue;
                }
                if (plain[i] === ']') {
                    i++;
                    return undefined;
                }
                fail();
            }
        }
        if (c === '"') {
            string();
            return undefined;
        }
        const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(plain.slice(i, i + 64));
        if (!m)
            fail();
        i += m[0].length;
        return undefined;
    };
    try {
        if (plain.charCodeAt(0) === 0xfeff)
            i = 1;
        ws();
        const start = i;
        const found = value(path);
        return path.length === 0 ? { start, end: i, indent: lineIndent(plain, start) } : found;
    }
    catch {
        return undefined;
    }
}
function lineIndent(text, at) {
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, at))[0];
}
/** The indentation unit of a JSON text: the first indented line's whitespace (two spaces when nothing is indented). */
function indentUnit(text) {
    return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(1188);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(1356);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(1973);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(4788);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(6918);
// EXTERNAL MODULE: ./src/cli/args.ts + 1 modules
var cli_args = __webpack_require__(8987);
// EXTERNAL MODULE: ./src/cli/config.ts
var cli_config = __webpack_require__(9397);
;// CONCATENATED MODULE: ./src/cli/commands/wrap.ts












/** Where `wrap` looks for an MCP client config when no --config is given (in the current folder), in this order. */
const CLIENT_CONFIGS = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json'];
const WRAP_HELP = `Usage: mcp-contract-gate wrap [--config F] [--server ID]… [--lockfile F] [--enforce-by policy|hash] [--via CMD]
       mcp-contract-gate unwrap [--config F] [--server ID]…

Rewrite the stdio servers of an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, Claude Desktop's
claude_desktop_config.json) to start through \`mcp-contract-gate proxy\`, or back. Each wrapped entry keeps the entry
as it was, byte for byte, under "${client_config/* WRAP_KEY */.x8}": { "original": … }; pin, check, snapshot and the proxy read the server
from there, so nothing reads a server through the proxy and the proxy never starts itself. Only the entries change:
every other byte of the file stays, and unwrap puts each entry back as it was. The proxy is given the config's
path, and finds the lockfile from the config's folder.

By default the wrapped entry holds no path of this machine, so the committed file starts on a teammate's machine or a
runner: the gate installed in the project by its path there (node node_modules/${version/* PACKAGE_NAME */.rM}/…/cli.js), else
npx -y ${version/* PACKAGE_NAME */.rM}@VERSION (this exact version), and the config (and --lockfile) by their paths in the project:
relative in .mcp.json (Claude Code starts a project's servers in its folder), under \${workspaceFolder} in
.vscode/mcp.json and .cursor/mcp.json. Absolute paths only with --absolute, a --via with an absolute path, or in
Claude Desktop's config (which is per machine, started in /). The file's line endings (LF or CRLF) stay.
A VS Code \`\${input:ID}\` in the launch stays where VS Code fills it in: the wrapped entry passes it to the proxy in
its env (as ID in capitals), where the original launch reads it.

Options:
  --config F        the client config to rewrite (default: the first of ${CLIENT_CONFIGS.join(', ')} here)
  --server ID       only this entry (repeatable; default: every stdio entry)
  --lockfile F      the lockfile the proxy enforces (default: the one pin writes, from the config's folder)
  --enforce-by HOW  policy (default for wraps): withhold only tools with blocking changes; hash: any change
  --absolute        write this machine's absolute paths (node, the CLI, the config) instead
  --via CMD         how the entry starts the gate: a path (node /abs/cli.js) or an exact version
                    (npx -y ${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv}); a name without a version is refused, and the command must
                    name mcp-contract-gate (a package or path), which is how pin and check tell the proxy from any
                    other program
  -h, --help        this help

HTTP entries, and entries that already run the proxy (wrapped by hand), are left as they are: for HTTP, run
\`mcp-contract-gate proxy --server ID --listen PORT\` and point the client at the URL it prints.
`;
async function runWrap(args, io, mode = 'wrap') {
    const { values } = (0,cli_args/* parseFlags */.bQ)(mode, {
        args,
        options: {
            config: { type: 'string' },
            server: { type: 'string', multiple: true },
            lockfile: { type: 'string' },
            'enforce-by': { type: 'string' },
            via: { type: 'string' },
            absolute: { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(WRAP_HELP);
        return 0;
    }
    const file = values.config !== undefined ? (0,external_node_path_.resolve)(io.cwd, values.config) : CLIENT_CONFIGS.map((c) => (0,external_node_path_.join)(io.cwd, c)).find((c) => (0,external_node_fs_.existsSync)(c));
    if (!file)
        throw new errors/* InputError */.dz(`${mode}: no MCP client config in ${(0,external_node_path_.resolve)(io.cwd)} (looked for ${CLIENT_CONFIGS.join(', ')}); pass --config F`);
    if (!(0,external_node_fs_.existsSync)(file))
        throw new errors/* InputError */.dz(`${mode}: no file ${values.config} (looked in ${(0,external_node_path_.dirname)(file)})`);
    const name = (0,cli_config/* display */.Vy)(io, file);
    let text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    const data = (0,errors/* parseJsonFile */.OW)((0,jsonc/* stripJsonComments */.R)(text), name); // JSONC (VS Code's mcp.json): comments stay where they are
    const key = (0,json/* isObject */.Gv)(data) && (0,json/* isObject */.Gv)(data.mcpServers) ? 'mcpServers' : (0,json/* isObject */.Gv)(data) && (0,json/* isObject */.Gv)(data.servers) ? 'servers' : undefined;
    if (!key || !(0,json/* isObject */.Gv)(data))
        throw new errors/* InputError */.dz(`${mode}: not an MCP client config (no "mcpServers" or "servers" mapping)`, name);
    const servers = data[key];
    const wanted = values.server ?? [];
    for (const id of wanted)
        if (!Object.hasOwn(servers, id))
            throw new errors/* InputError */.dz(`${mode}: no server "${id}" in ${name}; servers: ${Object.keys(servers).join(', ')}`);
    const by = values['enforce-by'] !== undefined ? (0,cli_args/* oneOf */.yL)('--enforce-by', values['enforce-by'], config/* ENFORCE_MODES_BY */.sy) : 'policy';
    const place = mode === 'wrap' ? placeOf(file, values.absolute === true || viaIsAbsolute(values.via)) : undefined;
    const via = mode === 'wrap' ? gateLaunch(io, values.via, place) : [];
    if (mode === 'wrap' && !via.some((part) => version/* GATE_NAME */.m.test(part)))
        throw new errors/* InputError */.dz(`${mode}: ${values.via !== undefined ? `--via ${JSON.stringify(values.via)}` : `this CLI's path (${via.join(' ')})`} does not name mcp-contract-gate; pin and check recognise the proxy by that name: give --via a path or package that names it (e.g. --via node_modules/.bin/mcp-contract-gate, or npx -y ${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv})`);
    const lockfile = values.lockfile !== undefined ? pathFor((0,external_node_path_.resolve)(io.cwd, values.lockfile), place) : undefined;
    const unit = indentUnit(text);
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    let changed = 0;
    for (const [id, entry] of Object.entries(servers)) {
        if (wanted.length && !wanted.includes(id))
            continue;
        if (!(0,json/* isObject */.Gv)(entry))
            continue;
        const wrapped = (0,json/* isObject */.Gv)(entry[client_config/* WRAP_KEY */.x8]) && (0,json/* isObject */.Gv)(entry[client_config/* WRAP_KEY */.x8].original);
        const span = valueSpan(text, [key, id]);
        if (!span)
            throw new errors/* InputError */.dz(`${mode}: cannot find the entry of "${id}" in the text of the file`, name);
        if (mode === 'unwrap') {
            if (!wrapped)
                continue;
            text = text.slice(0, span.start) + unwrappedText(text, [key, id], entry, span.indent, unit) + text.slice(span.end);
            io.stderr(`unwrapped ${id}\n`);
            changed++;
            continue;
        }
        if (wrapped) {
            io.stderr(`${id}: already wrapped\n`);
            continue;
        }
        if (typeof entry.command !== 'string') {
            io.stderr(`${id}: not a stdio server (no command); left as it is (use \`proxy --server ${id} --listen PORT\`)\n`);
            continue;
        }
        if (runsProxy(entry, via)) {
            io.stderr(`${id}: already starts through mcp-contract-gate proxy (wrapped by hand); left as it is\n`);
            continue;
        }
        const proxyArgs = ['proxy', '--server', id, '--config', pathFor(file, place), ...(lockfile ? ['--lockfile', lockfile] : []), '--enforce-by', by];
        const outer = wrapEntry(entry, id, via[0], [...via.slice(1), ...proxyArgs], name);
        // the file's line endings stay (a CRLF file gets CRLF lines)
        const entryText = wrappedText(outer, text.slice(span.start, span.end), span.indent, unit).replace(/\r?\n/g, eol);
        text = text.slice(0, span.start) + entryText + text.slice(span.end);
        io.stderr(`wrapped ${id}\n`);
        changed++;
    }
    if (changed) {
        (0,errors/* parseJsonFile */.OW)((0,jsonc/* stripJsonComments */.R)(text), name); // what is written still parses (or nothing is)
        (0,external_node_fs_.writeFileSync)(file, text);
    }
    io.stderr(`${changed ? `${mode}ped ${changed} server${changed === 1 ? '' : 's'} in` : 'nothing to change in'} ${name}\n`);
    return 0;
}
function placeOf(file, absolute) {
    const folder = (0,external_node_path_.dirname)(file);
    const sub = (0,external_node_path_.basename)(folder);
    if (sub === '.vscode' || sub === '.cursor')
        return { root: (0,external_node_path_.dirname)(folder), base: '${workspaceFolder}', absolute };
    return { root: folder, base: '', absolute: absolute || (0,external_node_path_.basename)(file) === 'claude_desktop_config.json' };
}
/** A path as the wrapped entry writes it: under the project, relative to where the client resolves it; else absolute. */
function pathFor(path, place) {
    if (!place || place.absolute)
        return path;
    const rel = (0,external_node_path_.relative)(place.root, path);
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return path;
    const posix = rel.split(external_node_path_.sep).join('/');
    return place.base ? `${place.base}/${posix}` : posix;
}
/** Whether `--via` names a program or script by an absolute path (asking for this machine's paths). */
function viaIsAbsolute(via) {
    return via !== undefined && via.split(/\s+/).some((w) => (0,external_node_path_.isAbsolute)(w));
}
/**
 * How a wrapped entry starts the gate: `--via` (a path, or a package at an exact version: an unpinned name resolves
 * from the registry at every start, and whoever publishes under it runs in the client); else, portable, the project's
 * own install of the gate by its path in the project (`node node_modules/mcp-contract-gate/dist/cli.js`), or the
 * package at this exact version through npx; absolute, the running CLI by its absolute path (a copy in npx's cache,
 * which npx may remove, becomes the package at this exact version).
 */
function gateLaunch(io, viaFlag, place) {
    if (viaFlag !== undefined) {
        const via = viaFlag.split(/\s+/).filter(Boolean);
        if (!via.length)
            throw new errors/* InputError */.dz('--via: give the command that starts the gate, e.g. `node /abs/path/cli.js`');
        const spec = (0,launch_spec/* parseLaunchSpec */.y8)(via[0], via.slice(1));
        if (spec && spec.pin.kind !== 'version' && !spec.digest)
            throw new errors/* InputError */.dz(`--via ${JSON.stringify(viaFlag)} runs ${spec.package} with no exact version: ${spec.manager} would resolve that name from the registry at every start, and whoever publishes under it would run in the client; give an exact version (e.g. npx -y ${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv}) or a path (node /abs/path/cli.js)`);
        return via;
    }
    const self = io.self;
    if (!self?.length)
        throw new errors/* InputError */.dz('wrap: the path of this CLI is unknown here; give --via (a path such as `node /abs/path/cli.js`, or an exact version)');
    const npx = ['npx', '-y', `${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv}`];
    if (self.some((part) => /[\\/]_npx[\\/]/.test(part))) {
        io.stderr(`note: this CLI runs from npx's cache, which npx may clear: the entries start npx -y ${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv} (this exact version)\n`);
        return npx;
    }
    if (place.absolute)
        return [...self];
    // node by name (each machine's own), the script by its path in the project when it is there and names the gate
    const script = self[self.length - 1];
    const inProject = pathFor(script, place);
    if (self.length === 2 && inProject !== script && version/* GATE_NAME */.m.test(inProject))
        return ['node', inProject];
    io.stderr(`note: this CLI is not installed in the project (${script}): the entries start npx -y ${version/* PACKAGE_NAME */.rM}@${version/* VERSION */.xv} (this exact version; --absolute writes this machine's path instead)\n`);
    return npx;
}
/** Whether an entry already starts the proxy: `proxy` after a command or argument naming the gate (or what wrap writes). */
function runsProxy(entry, via) {
    const words = [entry.command, ...(Array.isArray(entry.args) ? entry.args : [])].map((w) => String(w));
    const at = words.indexOf('proxy');
    if (at < 0)
        return false;
    // the gate's own words of --via (its cli.js), not the interpreter or npx that also start other servers
    const gate = via.filter((w) => !/^(?:npx|node|nodejs|node\.exe|bun|deno|-y|--yes)$/.test((0,external_node_path_.basename)(w)));
    return words.slice(0, at).some((w) => version/* GATE_NAME */.m.test(w) || gate.includes(w));
}
/** The launch keys a wrap replaces (the client runs the proxy with them); every other key (type, disabled, …) stays. */
const LAUNCH_KEYS = ['command', 'args', 'env', 'cwd'];
/** A VS Code input placeholder, `${input:ID}`. */
const INPUT = /\$\{input:([^}]+)\}/g;
/**
 * The wrapped entry: its keys but the launch ones, the proxy's launch, and the original entry under WRAP_KEY. Each
 * `${input:ID}` of the original launch is also given to the proxy's environment as ID in capitals (where the original
 * launch, read by the proxy, finds it): VS Code fills inputs in only where the client reads them.
 */
function wrapEntry(entry, id, command, args, file) {
    const out = {};
    for (const [k, v] of Object.entries(entry))
        if (!LAUNCH_KEYS.includes(k) && k !== client_config/* WRAP_KEY */.x8)
            out[k] = v;
    const inputs = new Map();
    const launch = JSON.stringify(LAUNCH_KEYS.map((k) => entry[k] ?? null));
    for (const [, input] of launch.matchAll(INPUT)) {
        const variable = input.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
        const other = inputs.get(variable);
        if (other !== undefined && other !== input)
            throw new errors/* InputError */.dz(`wrap: server "${id}" uses the VS Code inputs \${input:${other}} and \${input:${input}}, which would both reach the proxy as ${variable}; rename one of them`, file);
        inputs.set(variable, input);
    }
    const env = Object.fromEntries([...inputs].map(([variable, input]) => [variable, `\${input:${input}}`]));
    const own = (0,json/* isObject */.Gv)(entry[client_config/* WRAP_KEY */.x8]) ? entry[client_config/* WRAP_KEY */.x8] : {};
    return { ...out, command, args, ...(inputs.size ? { env } : {}), [client_config/* WRAP_KEY */.x8]: { ...own, original: ORIGINAL_MARK } };
}
/** Stands for the original entry's text while the wrapped entry is serialised. */
const ORIGINAL_MARK = '\u0000mcp-contract-gate original\u0000';
/** Prefix every line after the first with `indent`. */
const reindent = (text, indent) => text.replace(/\n/g, `\n${indent}`);
/** The wrapped entry's text at `indent`: the original entry's own text (comments, spacing, order) as its `original`. */
function wrappedText(outer, original, indent, unit) {
    const json = reindent(JSON.stringify(outer, null, unit), indent);
    const mark = JSON.stringify(ORIGINAL_MARK);
    const at = json.indexOf(mark);
    const lineStart = json.lastIndexOf('\n', at) + 1;
    const markIndent = /^[ \t]*/.exec(json.slice(lineStart))[0];
    // the original's lines move as deep as the "original" key sits below the entry's: unwrap moves them back
    return json.slice(0, at) + reindent(original, markIndent.slice(indent.length)) + json.slice(at + mark.length);
}
/**
 * The entry unwrap puts back: the original entry's text as wrap stored it (moved back to its depth), when the entry
 * holds it whole and was not edited since; else (a wrap by an older version, or an edit) the original launch with the
 * entry's other keys, serialised.
 */
function unwrappedText(text, path, entry, indent, unit) {
    const own = entry[client_config/* WRAP_KEY */.x8];
    const original = own.original;
    const span = valueSpan(text, [...path, client_config/* WRAP_KEY */.x8, 'original']);
    if (span) {
        const extra = span.indent.slice(indent.length);
        const raw = text.slice(span.start, span.end);
        const lines = raw.split('\n');
        const back = lines.every((l, i) => i === 0 || l.startsWith(extra) || l.trim() === '')
            ? lines.map((l, i) => (i === 0 ? l : l.slice(Math.min(extra.length, l.length - l.trimStart().length)))).join('\n')
            : undefined;
        // the stored entry is the whole entry as it was when its keys (but the launch) are the wrapped entry's
        const { original: _o, ...ownNow } = own;
        const storedOwn = (0,json/* isObject */.Gv)(original[client_config/* WRAP_KEY */.x8]) ? original[client_config/* WRAP_KEY */.x8] : {};
        const whole = Object.entries(entry).every(([k, v]) => LAUNCH_KEYS.includes(k) || k === client_config/* WRAP_KEY */.x8 || (0,json/* jsonEqual */.Zm)(original[k], v)) &&
            (0,json/* jsonEqual */.Zm)(storedOwn, ownNow);
        if (back !== undefined && whole)
            return back;
    }
    const out = {};
    for (const [k, v] of Object.entries(entry))
        if (!LAUNCH_KEYS.includes(k) && k !== client_config/* WRAP_KEY */.x8)
            out[k] = v;
    const { original: _o, ...rest } = own;
    return reindent(JSON.stringify({ ...original, ...out, ...(Object.keys(rest).length ? { [client_config/* WRAP_KEY */.x8]: rest } : {}) }, null, unit), indent);
}


/***/ })

};
