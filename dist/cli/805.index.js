export const id = 805;
export const ids = [805];
export const modules = {

/***/ 8805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_VIA: () => (/* binding */ DEFAULT_VIA),
/* harmony export */   WRAP_HELP: () => (/* binding */ WRAP_HELP),
/* harmony export */   runWrap: () => (/* binding */ runWrap)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_client_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3686);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4663);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6890);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4114);








/** What a wrapped entry runs unless `--via` says otherwise. */
const DEFAULT_VIA = 'npx -y mcp-contract-gate';
/** Where `wrap` looks for an MCP client config when no --config is given (in the current folder), in this order. */
const CLIENT_CONFIGS = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json'];
const WRAP_HELP = `Usage: mcp-contract-gate wrap [--config F] [--server ID]… [--lockfile F] [--enforce-by policy|hash] [--via CMD]
       mcp-contract-gate unwrap [--config F] [--server ID]…

Rewrite the stdio servers of an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, Claude Desktop's
claude_desktop_config.json) to start through \`mcp-contract-gate proxy\`, or back. Each wrapped entry keeps its own
launch spec (command, args, env, cwd) under "${_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8}": { "original": … }; pin, check, snapshot and the proxy
read the server from there, so nothing reads a server through the proxy and the proxy never starts itself. The
proxy is given the config's absolute path, so the lockfile is found from the config's folder whatever folder the
client starts servers in (Claude Desktop starts them in /).

Options:
  --config F        the client config to rewrite (default: the first of ${CLIENT_CONFIGS.join(', ')} here)
  --server ID       only this entry (repeatable; default: every stdio entry)
  --lockfile F      the lockfile the proxy enforces (default: the one pin writes, from the config's folder)
  --enforce-by HOW  policy (default for wraps): withhold only tools with blocking changes; hash: any change
  --via CMD         how the entry starts the gate (default: ${DEFAULT_VIA})
  -h, --help        this help

HTTP entries are left as they are: run \`mcp-contract-gate proxy --server ID --listen PORT\` and point the client
at the URL it prints. unwrap restores each entry from "${_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8}".
`;
async function runWrap(args, io, mode = 'wrap') {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parseFlags */ .bQ)(mode, {
        args,
        options: {
            config: { type: 'string' },
            server: { type: 'string', multiple: true },
            lockfile: { type: 'string' },
            'enforce-by': { type: 'string' },
            via: { type: 'string' },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(WRAP_HELP);
        return 0;
    }
    const file = values.config !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.config) : CLIENT_CONFIGS.map((c) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(io.cwd, c)).find((c) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(c));
    if (!file)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${mode}: no MCP client config in ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd)} (looked for ${CLIENT_CONFIGS.join(', ')}); pass --config F`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${mode}: no file ${values.config} (looked in ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file)})`);
    const name = (0,_config_js__WEBPACK_IMPORTED_MODULE_6__/* .display */ .Vy)(io, file);
    const data = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonFile */ .OW)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'), name);
    const key = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(data) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(data.mcpServers) ? 'mcpServers' : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(data) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(data.servers) ? 'servers' : undefined;
    if (!key || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(data))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${mode}: not an MCP client config (no "mcpServers" or "servers" mapping)`, name);
    const servers = data[key];
    const wanted = values.server ?? [];
    for (const id of wanted)
        if (!Object.hasOwn(servers, id))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${mode}: no server "${id}" in ${name}; servers: ${Object.keys(servers).join(', ')}`);
    const by = values['enforce-by'] !== undefined ? (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .oneOf */ .yL)('--enforce-by', values['enforce-by'], _model_config_js__WEBPACK_IMPORTED_MODULE_7__/* .ENFORCE_MODES_BY */ .sy) : 'policy';
    const via = (values.via ?? DEFAULT_VIA).split(/\s+/).filter(Boolean);
    const lockfile = values.lockfile !== undefined ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.lockfile) : undefined;
    let changed = 0;
    for (const [id, entry] of Object.entries(servers)) {
        if (wanted.length && !wanted.includes(id))
            continue;
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(entry))
            continue;
        const wrapped = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(entry[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8]) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(entry[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8].original);
        if (mode === 'unwrap') {
            if (!wrapped)
                continue;
            servers[id] = unwrapEntry(entry);
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
        const proxyArgs = ['proxy', '--server', id, '--config', file, ...(lockfile ? ['--lockfile', lockfile] : []), '--enforce-by', by];
        servers[id] = wrapEntry(entry, [...via.slice(1), ...proxyArgs], via[0]);
        io.stderr(`wrapped ${id}\n`);
        changed++;
    }
    if (changed)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .prettyJson */ .D_)(data));
    io.stderr(`${changed ? `${mode}ped ${changed} server${changed === 1 ? '' : 's'} in` : 'nothing to change in'} ${name}\n`);
    return 0;
}
/** The launch keys a wrap moves under WRAP_KEY; every other key of the entry (type, disabled, …) stays. */
const LAUNCH_KEYS = ['command', 'args', 'env', 'cwd'];
function wrapEntry(entry, args, command) {
    const original = {};
    const out = {};
    for (const [k, v] of Object.entries(entry)) {
        if (LAUNCH_KEYS.includes(k))
            original[k] = v;
        else
            out[k] = v;
    }
    // the gate's own keys for this server (protocol, timeouts, …) stay beside the original launch spec
    const own = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(entry[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8]) ? entry[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8] : {};
    delete out[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8];
    return { ...out, command, args, [_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8]: { ...own, original } };
}
function unwrapEntry(entry) {
    const { original, ...own } = entry[_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8];
    const out = {};
    for (const [k, v] of Object.entries(entry))
        if (!LAUNCH_KEYS.includes(k) && k !== _config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8)
            out[k] = v;
    return { ...original, ...out, ...(Object.keys(own).length ? { [_config_client_config_js__WEBPACK_IMPORTED_MODULE_2__/* .WRAP_KEY */ .x8]: own } : {}) };
}


/***/ })

};
