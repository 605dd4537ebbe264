import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U: () => (/* reexport */ DEFAULT_LOCKFILE),
  kT: () => (/* reexport */ DEFAULT_SERVER_ID),
  Rb: () => (/* reexport */ LOCKFILE_VERSION),
  P9: () => (/* reexport */ OPTIONAL_META_FIELDS),
  Qo: () => (/* reexport */ PROMPT_CONTRACT_FIELDS),
  mj: () => (/* reexport */ TOOL_CONTRACT_FIELDS),
  xv: () => (/* reexport */ VERSION),
  Or: () => (/* reexport */ buildLockfile),
  dj: () => (/* reexport */ canonicalJson),
  $o: () => (/* reexport */ contractHash),
  Nd: () => (/* reexport */ lockfileToSnapshotSet),
  lF: () => (/* reexport */ normalizeSchema),
  tg: () => (/* reexport */ parseLockfile),
  E$: () => (/* reexport */ parseSnapshot),
  h8: () => (/* reexport */ promptContract),
  Lc: () => (/* reexport */ promptHash),
  GQ: () => (/* reexport */ readLockfile),
  T_: () => (/* reexport */ readSnapshotFile),
  c5: () => (/* reexport */ serializeLockfile),
  fg: () => (/* reexport */ sha256Hex),
  dG: () => (/* reexport */ toolContract),
  $O: () => (/* reexport */ toolHash)
});

;// CONCATENATED MODULE: ./src/contract/types.ts
/** The server id used when a file holds a single server's `tools/list` result. */
const DEFAULT_SERVER_ID = 'default';

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./node_modules/canonicalize/lib/canonicalize.js
function hasLoneSurrogate (value) {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);

    if (code >= 0xD800 && code <= 0xDBFF) {
      if (i === value.length - 1) {
        return true;
      }
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xDC00 && next <= 0xDFFF)) {
        return true;
      }
      i++;
    } else if (code >= 0xDC00 && code <= 0xDFFF) {
      return true;
    }
  }

  return false;
}

function canonicalize (object, seen = new Set()) {
  if (typeof object === 'number' && isNaN(object)) {
    throw new Error('NaN is not allowed');
  }

  if (typeof object === 'number' && !isFinite(object)) {
    throw new Error('Infinity is not allowed');
  }

  if (typeof object === 'string' && hasLoneSurrogate(object)) {
    throw new Error('Lone surrogate is not allowed');
  }

  if (object === null || typeof object !== 'object') {
    return JSON.stringify(object);
  }

  if (typeof object.toJSON === 'function') {
    if (seen.has(object)) {
      throw new Error('Circular reference detected');
    }
    seen.add(object);
    const result = canonicalize(object.toJSON(), seen);
    seen.delete(object);
    return result;
  }

  if (seen.has(object)) {
    throw new Error('Circular reference detected');
  }
  seen.add(object);

  let result;
  if (Array.isArray(object)) {
    const values = object.map((cv) => {
      const value = cv === undefined || typeof cv === 'symbol' ? null : cv;
      return canonicalize(value, seen);
    });
    result = `[${values.join(',')}]`;
  } else {
    const parts = [];
    for (const key of Object.keys(object).sort()) {
      if (object[key] === undefined || typeof object[key] === 'symbol') {
        continue;
      }
      parts.push(`${canonicalize(key)}:${canonicalize(object[key], seen)}`);
    }
    result = `{${parts.join(',')}}`;
  }

  seen.delete(object);
  return result;
}

;// CONCATENATED MODULE: ./src/util/json.ts
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Deep copy with every object's keys in code-unit order (the order RFC 8785 uses), arrays untouched. */
function sortKeysDeep(value) {
    if (Array.isArray(value))
        return value.map((v) => sortKeysDeep(v));
    if (isObject(value)) {
        const out = {};
        for (const key of Object.keys(value).sort()) {
            const v = value[key];
            if (v !== undefined)
                out[key] = sortKeysDeep(v);
        }
        return out;
    }
    return value;
}
/** Pretty JSON that is byte-stable for the same data: sorted keys, 2-space indent, trailing newline. */
function stableStringify(value) {
    return `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;
}
/** Structural equality of two JSON values (object key order ignored). */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!jsonEqual(a[i], b[i]))
                return false;
        return true;
    }
    if (isObject(a)) {
        if (!isObject(b))
            return false;
        const ka = Object.keys(a).filter((k) => a[k] !== undefined);
        const kb = Object.keys(b).filter((k) => b[k] !== undefined);
        if (ka.length !== kb.length)
            return false;
        for (const k of ka)
            if (!(k in b) || !jsonEqual(a[k], b[k]))
                return false;
        return true;
    }
    return false;
}
/** Escape one JSON Pointer reference token (RFC 6901). */
function pointerToken(token) {
    return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}
function joinPointer(base, ...tokens) {
    return base + tokens.map((t) => `/${pointerToken(t)}`).join('');
}

;// CONCATENATED MODULE: ./src/contract/schema-keywords.ts
/**
 * Where JSON Schema keeps sub-schemas. Normalisation and the diff walker use this table so that a parameter
 * literally named `required` or `type` is never mistaken for a keyword.
 */
/** Keywords whose value is a single sub-schema. */
const SCHEMA_VALUED = new Set([
    'additionalProperties',
    'additionalItems',
    'unevaluatedProperties',
    'unevaluatedItems',
    'items',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
    'contentSchema',
]);
/** Keywords whose value is an array of sub-schemas. */
const SCHEMA_ARRAY_VALUED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
/** Keywords whose value maps names to sub-schemas. */
const SCHEMA_MAP_VALUED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose array value is a set: order carries no meaning. */
const SET_LIKE_ARRAYS = new Set(['required', 'type']);

;// CONCATENATED MODULE: ./src/contract/canonical.ts




/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
const TOOL_CONTRACT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'];
/** Fields left out by default because they carry rotating values in the wild. */
const OPTIONAL_META_FIELDS = ['_meta', 'icons'];
const PROMPT_CONTRACT_FIELDS = ['name', 'title', 'description', 'arguments'];
/** Sort a set-like array (`required`, a `type` list) by canonical text, dropping exact duplicates. */
function sortSet(values) {
    const keyed = new Map();
    for (const v of values)
        keyed.set(canonicalize(v) ?? 'null', v);
    return [...keyed.keys()].sort().map((k) => keyed.get(k));
}
/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
function normalizeSchema(schema) {
    if (!isObject(schema))
        return schema;
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
        if (SET_LIKE_ARRAYS.has(key) && Array.isArray(value))
            out[key] = sortSet(value);
        else if (key === 'dependentRequired' && isObject(value)) {
            const deps = {};
            for (const [k, v] of Object.entries(value))
                deps[k] = Array.isArray(v) ? sortSet(v) : v;
            out[key] = deps;
        }
        else if (SCHEMA_MAP_VALUED.has(key) && isObject(value)) {
            const map = {};
            for (const [k, v] of Object.entries(value))
                map[k] = normalizeSchema(v);
            out[key] = map;
        }
        else if (SCHEMA_ARRAY_VALUED.has(key) && Array.isArray(value))
            out[key] = value.map(normalizeSchema);
        else if (SCHEMA_VALUED.has(key))
            out[key] = normalizeSchema(value);
        else
            out[key] = value;
    }
    return out;
}
/** The contract object of a tool: the contract fields, schemas normalised, absent fields omitted. */
function toolContract(tool, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...TOOL_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : TOOL_CONTRACT_FIELDS;
    for (const field of fields) {
        const value = tool[field];
        if (value === undefined)
            continue;
        out[field] = field === 'inputSchema' || field === 'outputSchema' ? normalizeSchema(value) : value;
    }
    return out;
}
/** The contract object of a prompt; arguments are named, so their order carries no meaning and they are sorted by name. */
function promptContract(prompt, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...PROMPT_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : PROMPT_CONTRACT_FIELDS;
    for (const field of fields) {
        const value = prompt[field];
        if (value === undefined)
            continue;
        if (field === 'arguments' && Array.isArray(value)) {
            out.arguments = [...value].sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
        }
        else
            out[field] = value;
    }
    return out;
}
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** RFC 8785 (JCS) text of a contract object. */
function canonicalJson(contract) {
    const text = canonicalize(contract);
    if (text === undefined)
        throw new Error('contract is not JSON-serialisable');
    return text;
}
/** SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. */
function sha256Hex(text) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256').update(text, 'utf8').digest('hex');
}
function contractHash(contract) {
    return sha256Hex(canonicalJson(contract));
}
function toolHash(tool, options = {}) {
    return contractHash(toolContract(tool, options));
}
function promptHash(prompt, options = {}) {
    return contractHash(promptContract(prompt, options));
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/util/errors.ts
/** Bad input from a user (a file, a config, a flag): reported plainly, exit code 2, never a stack trace. */
class InputError extends Error {
    file;
    exitCode = 2;
    constructor(message, 
    /** The file the problem is in, when there is one. */
    file) {
        super(file ? `${file}: ${message}` : message);
        this.file = file;
        this.name = 'InputError';
    }
}
/** Parse JSON, turning a syntax error into an InputError that names the file, line and column. */
function parseJsonFile(text, file) {
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (err) {
        const msg = err.message;
        const m = /position (\d+)/.exec(msg);
        let where = '';
        if (m) {
            const pos = Number(m[1]);
            const before = text.slice(0, pos);
            const line = before.split('\n').length;
            const col = pos - before.lastIndexOf('\n');
            where = ` at line ${line}, column ${col}`;
        }
        const reason = text.trim() === '' ? 'the file is empty' : `not valid JSON${where} (${msg.split('\n')[0]})`;
        throw new InputError(reason, file);
    }
}

;// CONCATENATED MODULE: ./src/contract/snapshot.ts




const SHAPES = 'expected a tools/list result {"tools":[…]}, a bare array of tools, or a multi-server file {"servers":{"ID":{"tools":[…]}}}';
/** Read a snapshot file from disk (see parseSnapshot for the accepted shapes). */
function readSnapshotFile(file) {
    let text;
    try {
        text = (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new InputError(code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? err.message})`, file);
    }
    return parseSnapshot(parseJsonFile(text, file), file);
}
/**
 * Accepts a `tools/list` result (`{"tools":[…]}`, extra fields such as `serverInfo` and `prompts` kept), a JSON-RPC
 * response wrapping one (`{"result":{"tools":[…]}}`), a bare array of tools, or a multi-server file
 * `{"servers":{"ID":{"tools":[…]}}}`. Anything else is an InputError naming the file and the problem.
 */
function parseSnapshot(data, file) {
    if (Array.isArray(data))
        return { servers: { [DEFAULT_SERVER_ID]: { tools: validateTools(data, file, 'the top-level array') } } };
    if (!isObject(data))
        throw new InputError(`${SHAPES}; found ${describe(data)}`, file);
    if (isObject(data.result) && !('tools' in data) && !('servers' in data))
        return parseSnapshot(data.result, file);
    if ('servers' in data && !('tools' in data)) {
        if (!isObject(data.servers))
            throw new InputError(`"servers" must be an object mapping server ids to snapshots; found ${describe(data.servers)}`, file);
        const servers = {};
        for (const id of Object.keys(data.servers))
            servers[id] = parseServer(data.servers[id], file, `servers.${id}`);
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
        snap.tools = validateTools(data.tools, file, `${at}tools`);
    if (data.prompts !== undefined) {
        if (!Array.isArray(data.prompts))
            throw new InputError(`${at}prompts must be an array; found ${describe(data.prompts)}`, file);
        snap.prompts = validatePrompts(data.prompts, file, `${at}prompts`);
    }
    if (Array.isArray(data.resourceTemplates))
        snap.resourceTemplates = data.resourceTemplates.filter(isObject);
    if (isObject(data.serverInfo))
        snap.serverInfo = data.serverInfo;
    if (typeof data.protocolVersion === 'string')
        snap.protocolVersion = data.protocolVersion;
    if (isObject(data.capabilities))
        snap.capabilities = data.capabilities;
    if (isObject(data.clientCapabilities))
        snap.clientCapabilities = data.clientCapabilities;
    return snap;
}
function validateTools(list, file, where) {
    const seen = new Map();
    return list.map((tool, i) => {
        const at = `${where}[${i}]`;
        if (!isObject(tool))
            throw new InputError(`${at} must be a tool object; found ${describe(tool)}`, file);
        if (typeof tool.name !== 'string' || tool.name === '')
            throw new InputError(`${at} has no "name" (every tool needs a non-empty string name)`, file);
        const first = seen.get(tool.name);
        if (first !== undefined)
            throw new InputError(`duplicate tool name "${tool.name}" at ${where}[${first}] and ${at} (tool names must be unique per server)`, file);
        seen.set(tool.name, i);
        for (const key of ['inputSchema', 'outputSchema', 'annotations', 'execution']) {
            if (tool[key] !== undefined && !isObject(tool[key]))
                throw new InputError(`${at} (${tool.name}): "${key}" must be a JSON object; found ${describe(tool[key])}`, file);
        }
        for (const key of ['description', 'title']) {
            if (tool[key] !== undefined && tool[key] !== null && typeof tool[key] !== 'string')
                throw new InputError(`${at} (${tool.name}): "${key}" must be a string; found ${describe(tool[key])}`, file);
        }
        return stripNulls(tool);
    });
}
function validatePrompts(list, file, where) {
    const seen = new Set();
    return list.map((prompt, i) => {
        const at = `${where}[${i}]`;
        if (!isObject(prompt))
            throw new InputError(`${at} must be a prompt object; found ${describe(prompt)}`, file);
        if (typeof prompt.name !== 'string' || prompt.name === '')
            throw new InputError(`${at} has no "name" (every prompt needs a non-empty string name)`, file);
        if (seen.has(prompt.name))
            throw new InputError(`duplicate prompt name "${prompt.name}" at ${at}`, file);
        seen.add(prompt.name);
        if (prompt.arguments !== undefined && !Array.isArray(prompt.arguments))
            throw new InputError(`${at} (${prompt.name}): "arguments" must be an array`, file);
        (prompt.arguments ?? []).forEach((arg, j) => {
            if (!isObject(arg) || typeof arg.name !== 'string')
                throw new InputError(`${at}.arguments[${j}] (${prompt.name}) needs a string "name"`, file);
        });
        return stripNulls(prompt);
    });
}
/** `"title": null` and an absent title mean the same on the wire; keep only the absent form. */
function stripNulls(obj) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        if (v !== null)
            out[k] = v;
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

;// CONCATENATED MODULE: ./src/contract/lockfile.ts




const LOCKFILE_VERSION = 1;
const DEFAULT_LOCKFILE = 'mcp-contracts.lock.json';
/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
function serializeLockfile(lock) {
    return stableStringify(lock);
}
function readLockfile(file) {
    let text;
    try {
        text = (0,external_node_fs_namespaceObject.readFileSync)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new InputError(`cannot read the lockfile (${err.message})`, file);
    }
    return parseLockfile(text, file);
}
const REPIN = 'regenerate it with `npx mcp-contract-gate pin`';
/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
function parseLockfile(text, file) {
    const data = parseJsonFile(text, file);
    if (!isObject(data))
        throw new InputError(`a lockfile is a JSON object with "lockfileVersion" and "servers"; ${REPIN}`, file);
    if (data.lockfileVersion !== LOCKFILE_VERSION) {
        const v = data.lockfileVersion;
        if (typeof v === 'number' && v > LOCKFILE_VERSION)
            throw new InputError(`lockfileVersion ${v} was written by a newer mcp-contract-gate; this one reads version ${LOCKFILE_VERSION} (upgrade the action or CLI)`, file);
        throw new InputError(`"lockfileVersion" must be ${LOCKFILE_VERSION}; found ${JSON.stringify(v ?? null)}; ${REPIN}`, file);
    }
    if (!isObject(data.servers))
        throw new InputError(`"servers" must be an object keyed by server id; ${REPIN}`, file);
    const includeMeta = data.includeMeta === true;
    const options = { includeMeta };
    const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
    if (includeMeta)
        lock.includeMeta = true;
    for (const [id, server] of Object.entries(data.servers)) {
        if (!isObject(server) || !isObject(server.tools))
            throw new InputError(`servers.${id}.tools must be an object keyed by tool name; ${REPIN}`, file);
        const entry = { tools: readEntries(server.tools, `servers.${id}.tools`, file, (c) => contractHash(toolContract(c, options))) };
        if (server.prompts !== undefined) {
            if (!isObject(server.prompts))
                throw new InputError(`servers.${id}.prompts must be an object keyed by prompt name; ${REPIN}`, file);
            entry.prompts = readEntries(server.prompts, `servers.${id}.prompts`, file, (c) => contractHash(promptContract(c, options)));
        }
        if (isObject(server.serverInfo))
            entry.serverInfo = server.serverInfo;
        lock.servers[id] = entry;
    }
    return lock;
}
function readEntries(map, where, file, rehash) {
    const out = {};
    for (const [name, raw] of Object.entries(map)) {
        const at = `${where}.${name}`;
        if (!isObject(raw) || !isObject(raw.contract) || typeof raw.hash !== 'string')
            throw new InputError(`${at} needs "contract" (an object) and "hash" (a string); ${REPIN}`, file);
        if (raw.contract.name !== name)
            throw new InputError(`${at}: contract.name is ${JSON.stringify(raw.contract.name ?? null)}, not "${name}"; ${REPIN}`, file);
        const actual = rehash(raw.contract);
        if (actual !== raw.hash)
            throw new InputError(`${at}: the contract does not match its hash (pinned ${raw.hash.slice(0, 12)}…, contract hashes to ${actual.slice(0, 12)}…): it was edited by hand; ${REPIN}`, file);
        let approval = null;
        if (isObject(raw.approval)) {
            if (typeof raw.approval.by !== 'string')
                throw new InputError(`${at}.approval.by must be a string; ${REPIN}`, file);
            approval = raw.approval;
        }
        else if (raw.approval !== undefined && raw.approval !== null)
            throw new InputError(`${at}.approval must be an object or null; ${REPIN}`, file);
        out[name] = { hash: raw.hash, contract: sortKeysDeep(raw.contract), approval };
    }
    return out;
}
/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
function buildLockfile(set, previous, options = {}) {
    const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
    if (options.includeMeta)
        lock.includeMeta = true;
    for (const id of Object.keys(set.servers).sort()) {
        const snap = set.servers[id];
        const before = previous?.servers[id];
        if (snap.error) {
            if (before)
                lock.servers[id] = before;
            continue;
        }
        const server = { tools: {} };
        for (const tool of snap.tools)
            server.tools[tool.name] = entry(toolContract(tool, options), before?.tools[tool.name], options.approval);
        if (snap.prompts?.length) {
            server.prompts = {};
            for (const p of snap.prompts)
                server.prompts[p.name] = entry(promptContract(p, options), before?.prompts?.[p.name], options.approval);
        }
        const info = pickServerInfo(snap.serverInfo);
        if (info)
            server.serverInfo = info;
        lock.servers[id] = server;
    }
    return lock;
}
function entry(contract, before, approval) {
    const hash = contractHash(contract);
    const kept = before && before.hash === hash ? before.approval : (approval ?? null);
    return { hash, contract: sortKeysDeep(contract), approval: kept };
}
function pickServerInfo(info) {
    if (!info)
        return undefined;
    const out = {};
    if (typeof info.name === 'string')
        out.name = info.name;
    if (typeof info.version === 'string')
        out.version = info.version;
    return Object.keys(out).length ? out : undefined;
}
/** The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. */
function lockfileToSnapshotSet(lock) {
    const servers = {};
    for (const [id, server] of Object.entries(lock.servers)) {
        const snap = { tools: Object.values(server.tools).map((e) => e.contract) };
        if (server.prompts)
            snap.prompts = Object.values(server.prompts).map((e) => e.contract);
        if (server.serverInfo)
            snap.serverInfo = server.serverInfo;
        servers[id] = snap;
    }
    return { servers };
}

;// CONCATENATED MODULE: ./src/version.ts
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/index.ts
/** The library: the pure engine (contract, diff, policy, report) plus discovery and the runtime guard. */






var __webpack_exports__DEFAULT_LOCKFILE = __webpack_exports__.U;
var __webpack_exports__DEFAULT_SERVER_ID = __webpack_exports__.kT;
var __webpack_exports__LOCKFILE_VERSION = __webpack_exports__.Rb;
var __webpack_exports__OPTIONAL_META_FIELDS = __webpack_exports__.P9;
var __webpack_exports__PROMPT_CONTRACT_FIELDS = __webpack_exports__.Qo;
var __webpack_exports__TOOL_CONTRACT_FIELDS = __webpack_exports__.mj;
var __webpack_exports__VERSION = __webpack_exports__.xv;
var __webpack_exports__buildLockfile = __webpack_exports__.Or;
var __webpack_exports__canonicalJson = __webpack_exports__.dj;
var __webpack_exports__contractHash = __webpack_exports__.$o;
var __webpack_exports__lockfileToSnapshotSet = __webpack_exports__.Nd;
var __webpack_exports__normalizeSchema = __webpack_exports__.lF;
var __webpack_exports__parseLockfile = __webpack_exports__.tg;
var __webpack_exports__parseSnapshot = __webpack_exports__.E$;
var __webpack_exports__promptContract = __webpack_exports__.h8;
var __webpack_exports__promptHash = __webpack_exports__.Lc;
var __webpack_exports__readLockfile = __webpack_exports__.GQ;
var __webpack_exports__readSnapshotFile = __webpack_exports__.T_;
var __webpack_exports__serializeLockfile = __webpack_exports__.c5;
var __webpack_exports__sha256Hex = __webpack_exports__.fg;
var __webpack_exports__toolContract = __webpack_exports__.dG;
var __webpack_exports__toolHash = __webpack_exports__.$O;
export { __webpack_exports__DEFAULT_LOCKFILE as DEFAULT_LOCKFILE, __webpack_exports__DEFAULT_SERVER_ID as DEFAULT_SERVER_ID, __webpack_exports__LOCKFILE_VERSION as LOCKFILE_VERSION, __webpack_exports__OPTIONAL_META_FIELDS as OPTIONAL_META_FIELDS, __webpack_exports__PROMPT_CONTRACT_FIELDS as PROMPT_CONTRACT_FIELDS, __webpack_exports__TOOL_CONTRACT_FIELDS as TOOL_CONTRACT_FIELDS, __webpack_exports__VERSION as VERSION, __webpack_exports__buildLockfile as buildLockfile, __webpack_exports__canonicalJson as canonicalJson, __webpack_exports__contractHash as contractHash, __webpack_exports__lockfileToSnapshotSet as lockfileToSnapshotSet, __webpack_exports__normalizeSchema as normalizeSchema, __webpack_exports__parseLockfile as parseLockfile, __webpack_exports__parseSnapshot as parseSnapshot, __webpack_exports__promptContract as promptContract, __webpack_exports__promptHash as promptHash, __webpack_exports__readLockfile as readLockfile, __webpack_exports__readSnapshotFile as readSnapshotFile, __webpack_exports__serializeLockfile as serializeLockfile, __webpack_exports__sha256Hex as sha256Hex, __webpack_exports__toolContract as toolContract, __webpack_exports__toolHash as toolHash };
