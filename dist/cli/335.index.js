export const id = 335;
export const ids = [335];
export const modules = {

/***/ 7248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OD: () => (/* binding */ baseReferences),
  H4: () => (/* binding */ repositoryReferences),
  un: () => (/* binding */ scanOptions)
});

// UNUSED EXPORTS: referenceRewrites, scanTree

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ../../node_modules/picomatch/index.js
var picomatch = __webpack_require__(1026);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/references/positions.ts
/** 1-based line and column (UTF-16 code units) of offsets in one text: line starts found once, each lookup a binary search. */
class Positions {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    at(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (this.starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - this.starts[lo] + 1 };
    }
}

;// CONCATENATED MODULE: ./src/references/emit.ts

/** One file being scanned: its text, where lines start, and the references found so far. */
class FileScan {
    file;
    text;
    format;
    references = [];
    positions;
    constructor(file, text, format) {
        this.file = file;
        this.text = text;
        this.format = format;
    }
    at(offset) {
        this.positions ??= new Positions(this.text);
        return this.positions.at(offset);
    }
    /**
     * Record an entry found inside the source range [from, to) of the value that holds it (a YAML scalar, a JSON string,
     * a literal). The entry is looked up in that source from `cursor` on: found verbatim, the reference is placed at it
     * and its tool name gets a span; not found (an escape, a folded line), it is placed at the value and gets none.
     * Returns where the search may go on from.
     */
    add(entry, named, where, kind, range) {
        const cursor = Math.max(range.from, range.cursor ?? range.from);
        const found = this.text.indexOf(entry, cursor);
        const verbatim = found >= 0 && found + entry.length <= range.to;
        const placed = verbatim ? found : range.from;
        const ref = { file: this.file, ...this.at(placed), text: entry, format: this.format, where, kind };
        if (named.serverKey !== undefined)
            ref.serverKey = named.serverKey;
        if (named.tool !== undefined)
            ref.tool = named.tool;
        if (named.wildcard)
            ref.wildcard = true;
        if (verbatim && named.tool !== undefined && named.toolAt !== undefined && !named.wildcard)
            ref.span = { start: found + named.toolAt, end: found + named.toolAt + named.tool.length };
        this.references.push(ref);
        return verbatim ? found + entry.length : cursor;
    }
}

// EXTERNAL MODULE: ../../node_modules/@babel/parser/lib/index.js
var lib = __webpack_require__(6873);
// EXTERNAL MODULE: ../../node_modules/@lezer/python/dist/index.js + 3 modules
var dist = __webpack_require__(9511);
;// CONCATENATED MODULE: ./src/references/code.ts


/** Modules whose import makes a JS/TS file an MCP client: the SDKs and the client libraries built on them. */
const JS_MCP_MODULES = [/^@modelcontextprotocol\//, /^fastmcp(?:\/|$)/, /^mcp-use(?:\/|$)/, /^@langchain\/mcp-adapters(?:\/|$)/, /^@mastra\/mcp(?:\/|$)/];
/** The same for Python: `mcp`, `fastmcp` and their submodules, and the adapters. */
const PY_MCP_MODULES = /^(?:mcp|fastmcp|langchain_mcp_adapters|mcp_use)(?:\.|$)/;
/** Method names that call a tool by name. */
const CALL_METHODS = new Set(['callTool', 'call_tool']);
/**
 * The cheap test before a parse: a file that holds none of these strings cannot import an MCP module (each module
 * above contains one), so it is neither parsed nor, by the tree walk, decoded.
 */
const JS_HINTS = ['@modelcontextprotocol/', 'fastmcp', 'mcp-use', 'mcp-adapters', '@mastra/mcp'];
const PY_HINTS = ['mcp'];
/**
 * TS/JS files that import an MCP SDK: `x.callTool("name")`, `x.callTool({ name: "name" })`, `x.call_tool(…)` and
 * `x.tools.call(…)` with a literal name, parsed by @babel/parser (error recovery on, so one bad line loses no file).
 */
function scanJsCode(scan) {
    if (!JS_HINTS.some((h) => scan.text.includes(h)))
        return;
    const ts = /\.[cm]?tsx?$/.test(scan.file);
    const jsx = /\.(?:tsx|jsx|js|mjs|cjs)$/.test(scan.file);
    const ast = (0,lib/* parse */.qg)(scan.text, {
        sourceType: 'unambiguous',
        errorRecovery: true,
        allowReturnOutsideFunction: true,
        allowAwaitOutsideFunction: true,
        plugins: [...(ts ? ['typescript'] : []), ...(jsx ? ['jsx'] : [])],
    });
    const calls = [];
    let importsMcp = false;
    const isMcp = (s) => typeof s === 'string' && JS_MCP_MODULES.some((m) => m.test(s));
    const stack = [ast];
    while (stack.length) {
        const n = stack.pop();
        if (Array.isArray(n)) {
            for (let k = n.length - 1; k >= 0; k--)
                stack.push(n[k]);
            continue;
        }
        if (!n || typeof n !== 'object' || typeof n.type !== 'string')
            continue;
        const node = n;
        switch (node.type) {
            case 'ImportDeclaration':
            case 'ExportAllDeclaration':
            case 'ExportNamedDeclaration':
                if (isMcp(node.source?.value))
                    importsMcp = true;
                break;
            case 'ImportExpression':
                if (isMcp(node.source.value))
                    importsMcp = true;
                break;
            case 'TSImportEqualsDeclaration':
                if (isMcp(node.moduleReference.expression?.value))
                    importsMcp = true;
                break;
            case 'CallExpression':
            case 'OptionalCallExpression': {
                const callee = node.callee;
                const first = node.arguments[0];
                if ((callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')) && isMcp(first?.value))
                    importsMcp = true;
                if (callsTool(callee))
                    calls.push(node);
                break;
            }
        }
        for (const key in node) {
            if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra')
                continue;
            const v = node[key];
            if (v && typeof v === 'object')
                stack.push(v);
        }
    }
    if (!importsMcp)
        return;
    for (const call of calls.sort((a, b) => a.start - b.start)) {
        const method = propertyName(call.callee);
        const literal = toolLiteral(call.arguments[0]);
        if (literal)
            addLiteral(scan, literal.value, literal.start, literal.end, method ?? 'callTool');
    }
}
function propertyName(callee) {
    if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression')
        return undefined;
    const p = callee.property;
    if (callee.computed)
        return p.type === 'StringLiteral' ? p.value : undefined;
    return p.type === 'Identifier' ? p.name : undefined;
}
/** `x.callTool`, `x.call_tool`, `x.tools.call`. */
function callsTool(callee) {
    const name = propertyName(callee);
    if (name !== undefined && CALL_METHODS.has(name))
        return true;
    return name === 'call' && propertyName(callee.object) === 'tools';
}
/** The literal tool name of a call's first argument: a string, a template without expressions, or `{ name: … }`. */
function toolLiteral(arg) {
    if (!arg)
        return undefined;
    if (arg.type === 'StringLiteral')
        return { value: arg.value, start: arg.start, end: arg.end };
    if (arg.type === 'TemplateLiteral' && arg.expressions.length === 0) {
        const q = arg.quasis[0];
        return { value: q.value.cooked, start: arg.start, end: arg.end };
    }
    if (arg.type === 'ObjectExpression') {
        for (const p of arg.properties) {
            if (p.type !== 'ObjectProperty' || p.computed)
                continue;
            const key = p.key;
            const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
            if (name === 'name')
                return toolLiteral(p.value);
        }
    }
    return undefined;
}
function addLiteral(scan, value, start, end, where) {
    if (!value || /\s/.test(value))
        return;
    scan.add(value, { tool: value, toolAt: 0 }, where, 'code', { from: start + 1, to: end - 1 });
}
/**
 * Python files that import `mcp` or `fastmcp`: `x.call_tool("name", …)` and `x.call_tool(name="name")` with a literal
 * name, parsed by @lezer/python (an error-tolerant parser: a syntax error loses only its own statement).
 */
function scanPythonCode(scan) {
    if (!PY_HINTS.some((h) => scan.text.includes(h)))
        return;
    const tree = dist/* parser */.K.parse(scan.text);
    const text = scan.text;
    let importsMcp = false;
    const calls = [];
    const cursor = tree.cursor();
    do {
        const name = cursor.name;
        if (name === 'ImportStatement') {
            const node = cursor.node;
            // `import a.b, c` and `from a.b import x`: the dotted names right after `import` (or `from`)
            const from = node.firstChild?.name === 'from';
            let module = '';
            for (let c = node.firstChild?.nextSibling ?? null; c; c = c.nextSibling) {
                if (c.name === 'VariableName' || c.name === '.')
                    module += text.slice(c.from, c.to);
                else {
                    if (module && PY_MCP_MODULES.test(module))
                        importsMcp = true;
                    module = '';
                    if (from && c.name === 'import')
                        break;
                }
            }
            if (module && PY_MCP_MODULES.test(module))
                importsMcp = true;
        }
        else if (name === 'CallExpression') {
            const callee = cursor.node.firstChild;
            const prop = callee?.name === 'MemberExpression' ? callee.lastChild : null;
            if (prop?.name === 'PropertyName' && CALL_METHODS.has(text.slice(prop.from, prop.to)))
                calls.push(cursor.node);
        }
    } while (cursor.next());
    if (!importsMcp)
        return;
    for (const call of calls) {
        const args = call.getChild('ArgList');
        if (!args)
            continue;
        const literal = pythonToolArgument(args, text);
        if (literal) {
            const method = text.slice(call.firstChild.lastChild.from, call.firstChild.lastChild.to);
            addLiteral(scan, literal.value, literal.from, literal.to, method);
        }
    }
}
/** The first positional argument when it is a plain string, else the `name=` / `tool_name=` keyword's. */
function pythonToolArgument(args, text) {
    let first = true;
    for (let c = args.firstChild; c; c = c.nextSibling) {
        if (c.name === '(' || c.name === ')' || c.name === ',')
            continue;
        if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp') {
            const key = text.slice(c.from, c.to);
            const v = c.nextSibling.nextSibling;
            if ((key === 'name' || key === 'tool_name') && v?.name === 'String')
                return pythonString(v, text);
            c = v ?? c;
            first = false;
            continue;
        }
        if (first && c.name === 'String')
            return pythonString(c, text);
        first = false;
    }
    return undefined;
}
/** A plain one-line string literal (`'x'`, `"x"`, no prefix but r/u, no escapes); anything else is not a literal name. */
function pythonString(node, text) {
    const raw = text.slice(node.from, node.to);
    const m = /^[rRuU]?(['"])([^'"\\\n]*)\1$/.exec(raw);
    if (!m)
        return undefined;
    const from = node.from + raw.indexOf(m[1]);
    return { value: m[2], from, to: node.to };
}

;// CONCATENATED MODULE: ./src/references/entries.ts
/**
 * Tool names as the places that hold them write them: Claude Code's `mcp__SERVER__TOOL`, VS Code's `SERVER/TOOL`,
 * and lists of them written in one string (`Read, Grep, mcp__github__get_me`, `Bash(git add:*) Read`).
 */
/**
 * The entries of a tool list written as one string: separated by commas or white space, except inside parentheses
 * (`Bash(git add:*)` is one entry). Empty entries are dropped.
 */
function splitToolList(value) {
    const out = [];
    let depth = 0;
    let start = -1;
    const flush = (end) => {
        if (start >= 0)
            out.push({ text: value.slice(start, end), at: start });
        start = -1;
    };
    for (let i = 0; i < value.length; i++) {
        const c = value[i];
        if (c === '(')
            depth++;
        else if (c === ')' && depth > 0)
            depth--;
        if (depth === 0 && (c === ',' || /\s/.test(c))) {
            flush(i);
            continue;
        }
        if (start < 0)
            start = i;
    }
    flush(value.length);
    return out;
}
const MCP_PREFIX = 'mcp__';
const GLOB = /[*?[\]{}]/;
/**
 * A Claude Code entry (`mcp__github__create_issue`, `mcp__github`, `mcp__github__*`): undefined for anything else
 * (`Read`, `Bash(git:*)`). The server key is the longest of `knownKeys` the entry starts with (a key may hold `__`);
 * without one, the text up to the first `__`.
 */
function claudeName(entry, knownKeys = []) {
    if (!entry.startsWith(MCP_PREFIX) || entry.length === MCP_PREFIX.length)
        return undefined;
    if (!/^[A-Za-z0-9_\-.*?]+$/.test(entry))
        return undefined;
    const rest = entry.slice(MCP_PREFIX.length);
    const known = [...knownKeys].sort((a, b) => b.length - a.length).find((k) => rest === k || rest.startsWith(`${k}__`));
    const key = known ?? (rest.includes('__') ? rest.slice(0, rest.indexOf('__')) : rest);
    if (!key)
        return undefined;
    if (rest === key)
        return GLOB.test(key) ? undefined : { serverKey: key };
    const tool = rest.slice(key.length + 2);
    if (!tool)
        return { serverKey: key };
    const toolAt = MCP_PREFIX.length + key.length + 2;
    return GLOB.test(tool) ? { serverKey: key, tool, toolAt, wildcard: true } : { serverKey: key, tool, toolAt };
}
/** A VS Code / Copilot entry: `server/tool`, `server/*` (a glob), or a bare name (a tool, a tool set or a built-in). */
function vscodeName(entry) {
    if (!entry || /\s/.test(entry))
        return undefined;
    const slash = entry.indexOf('/');
    if (slash < 0)
        return GLOB.test(entry) ? undefined : { tool: entry, toolAt: 0 };
    const key = entry.slice(0, slash);
    const tool = entry.slice(slash + 1);
    if (!key || tool.includes('/'))
        return undefined;
    if (!tool || tool === '*')
        return { serverKey: key };
    return GLOB.test(tool) ? { serverKey: key, tool, toolAt: slash + 1, wildcard: true } : { serverKey: key, tool, toolAt: slash + 1 };
}

;// CONCATENATED MODULE: ./src/references/prose.ts

/** A Claude Code tool name in running text: `mcp__` and the name's characters, not inside a longer word. */
const MENTION = /(?<![A-Za-z0-9_])mcp__[A-Za-z0-9_-]*[A-Za-z0-9]/g;
/**
 * AGENTS.md, CLAUDE.md, `*.instructions.md`, and the bodies of prompt, agent, command and skill files (from `from` on):
 * names mentioned in the text, reported for review only and never rewritten.
 */
function scanProse(scan, keys, from = 0) {
    for (const m of (from ? scan.text.slice(from) : scan.text).matchAll(MENTION)) {
        const named = claudeName(m[0], keys);
        if (!named)
            continue;
        scan.add(m[0], named, 'text', 'prose', { from: from + m.index, to: from + m.index + m[0].length });
        delete scan.references.at(-1).span; // prose is never rewritten
    }
}

// EXTERNAL MODULE: ./src/config/jsonc.ts
var jsonc = __webpack_require__(3610);
;// CONCATENATED MODULE: ./src/references/json-tree.ts

/** Deeper than this the parse stops (a hostile file cannot exhaust the stack). */
const MAX_JSON_DEPTH = 256;
/**
 * Parse a JSON or JSONC text (RFC 8259 after comments and trailing commas are blanked in place, so offsets are the
 * file's own) into a tree with positions. Throws a SyntaxError naming the offset on anything else.
 */
function parseJsonTree(text) {
    const s = (0,jsonc/* stripJsonComments */.R)(text);
    let i = s.charCodeAt(0) === 0xfeff ? 1 : 0;
    const fail = (what) => {
        throw new SyntaxError(`${what} at offset ${i}`);
    };
    const ws = () => {
        for (;;) {
            const c = s.charCodeAt(i);
            if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
                i++;
            else
                return;
        }
    };
    const string = () => {
        const start = i++;
        for (;;) {
            const c = s.charCodeAt(i);
            if (Number.isNaN(c))
                fail('unterminated string');
            if (c === 0x22)
                break;
            if (c < 0x20)
                fail('control character in string');
            i += c === 0x5c ? 2 : 1;
        }
        i++;
        let value;
        try {
            value = JSON.parse(s.slice(start, i));
        }
        catch {
            return fail('bad string');
        }
        return { type: 'string', start, end: i, value };
    };
    const value = (depth) => {
        if (depth > MAX_JSON_DEPTH)
            fail('nested too deeply');
        ws();
        const start = i;
        const c = s[i];
        if (c === '{') {
            i++;
            const entries = [];
            ws();
            if (s[i] === '}')
                return { type: 'object', start, end: ++i, entries };
            for (;;) {
                ws();
                if (s[i] !== '"')
                    fail('expected a key');
                const key = string().value;
                ws();
                if (s[i] !== ':')
                    fail('expected ":"');
                i++;
                entries.push({ key, value: value(depth + 1) });
                ws();
                if (s[i] === ',') {
                    i++;
                    continue;
                }
                if (s[i] === '}')
                    return { type: 'object', start, end: ++i, entries };
                fail('expected "," or "}"');
            }
        }
        if (c === '[') {
            i++;
            const items = [];
            ws();
            if (s[i] === ']')
                return { type: 'array', start, end: ++i, items };
            for (;;) {
                items.push(value(depth + 1));
                ws();
                if (s[i] === ',') {
                    i++;
                    continue;
                }
                if (s[i] === ']')
                    return { type: 'array', start, end: ++i, items };
                fail('expected "," or "]"');
            }
        }
        if (c === '"')
            return string();
        const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(s.slice(i, i + 400));
        if (!m)
            return fail(`unexpected ${JSON.stringify(c ?? 'end')}`);
        i += m[0].length;
        return { type: 'literal', start, end: i };
    };
    const root = value(0);
    ws();
    if (i < s.length)
        fail('text after the value');
    return root;
}
/** The value under `key` of an object node (the last one, as JSON.parse reads a key listed twice). */
function member(node, key) {
    if (node?.type !== 'object')
        return undefined;
    for (let k = node.entries.length - 1; k >= 0; k--)
        if (node.entries[k].key === key)
            return node.entries[k].value;
    return undefined;
}

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(3483);
;// CONCATENATED MODULE: ./src/references/yaml-nodes.ts

/**
 * Parse YAML text that starts at `offset` in its file (front matter starts after its `---` line), so that every node's
 * range is an offset in the file. Throws a SyntaxError with the parser's first message on bad YAML.
 */
function parseYaml(text, offset = 0) {
    const doc = (0,yaml_dist/* parseDocument */.Tp)(text, { uniqueKeys: false, prettyErrors: false, strict: false });
    if (doc.errors.length) {
        const e = doc.errors[0];
        const err = new SyntaxError(e.message.split('\n')[0]);
        err.offset = (e.pos?.[0] ?? 0) + offset;
        throw err;
    }
    return doc;
}
/** The value under `key` of a mapping node (undefined when it is not a mapping or holds no such key). */
function yamlMember(node, key) {
    if (!(0,yaml_dist/* isMap */.jh)(node))
        return undefined;
    for (const pair of node.items) {
        const k = (0,yaml_dist/* isScalar */.jn)(pair.key) ? pair.key.value : pair.key;
        if (k === key)
            return (pair.value ?? undefined);
    }
    return undefined;
}
/** Every key and value of a mapping node, keys as strings. */
function yamlEntries(node) {
    if (!(0,yaml_dist/* isMap */.jh)(node))
        return [];
    return node.items.map((pair) => ({ key: String((0,yaml_dist/* isScalar */.jn)(pair.key) ? pair.key.value : pair.key), value: (pair.value ?? undefined) }));
}
/** The items of a sequence node. */
function yamlItems(node) {
    return (0,yaml_dist/* isSeq */.oP)(node) ? node.items.filter(Boolean) : [];
}
/** The strings of a value that is a string or a list of strings (what a `tools` key holds), each with its node's place. */
function yamlStrings(node, offset) {
    const one = (n) => {
        if (!(0,yaml_dist/* isScalar */.jn)(n) || typeof n.value !== 'string' || !n.range)
            return [];
        return [{ value: n.value, start: n.range[0] + offset, end: n.range[1] + offset }];
    };
    if ((0,yaml_dist/* isSeq */.oP)(node))
        return node.items.flatMap(one);
    return one(node);
}
/** Where a front matter block is: its YAML text and the offset that text starts at. Undefined when the file has none. */
function frontMatter(text) {
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const open = /^---[ \t]*\r?\n/.exec(text.slice(bom, bom + 8));
    if (!open)
        return undefined;
    const start = bom + open[0].length;
    const close = /^(?:---|\.\.\.)[ \t]*$/m;
    const rest = text.slice(start);
    const m = close.exec(rest);
    if (!m)
        return undefined;
    return { yaml: rest.slice(0, m.index), offset: start };
}

;// CONCATENATED MODULE: ./src/references/structured.ts




/** The permission lists of Claude Code's settings files. */
const PERMISSION_LISTS = ['allow', 'deny', 'ask'];
/** Front-matter keys that list tools in Claude Code's agents, commands and skills (and their spellings in the wild). */
const CLAUDE_TOOL_KEYS = ['tools', 'allowed-tools', 'allowed_tools', 'allowedTools', 'disallowedTools', 'disallowed-tools'];
/** Inputs of agent actions in workflows that list tools (anthropics/claude-code-action and its kin). */
const WORKFLOW_TOOL_INPUTS = ['allowed_tools', 'allowed-tools', 'allowedTools', 'disallowed_tools', 'disallowed-tools', 'disallowedTools', 'tools'];
/** Inputs that hold a command line for the agent, and the flags in it that list tools. */
const WORKFLOW_ARG_INPUTS = ['claude_args', 'claude-args'];
const TOOL_FLAGS = ['--allowedTools', '--allowed-tools', '--disallowedTools', '--disallowed-tools'];
/** The text after a front matter block: the prompt itself, whose mentions are prose. */
function scanBody(scan, fm, keys) {
    const end = scan.text.indexOf('\n', fm.offset + fm.yaml.length);
    if (end >= 0)
        scanProse(scan, keys, end + 1);
}
/** Every entry of the strings of a value, parsed by `parse`, each placed in the source of its string. */
function addStrings(scan, strings, parse, where, split = splitToolList) {
    for (const s of strings) {
        let cursor = s.start;
        for (const piece of split(s.value)) {
            const named = parse(piece.text);
            if (named)
                cursor = scan.add(piece.text, named, where, 'structured', { from: s.start, to: s.end, cursor });
        }
    }
}
/** `.claude/settings.json`, `.claude/settings.local.json`: `permissions.allow|deny|ask` entries naming MCP tools. */
function scanClaudeSettings(scan, keys) {
    const root = parseJsonTree(scan.text);
    const permissions = member(root, 'permissions');
    for (const list of PERMISSION_LISTS) {
        const node = member(permissions, list);
        if (node?.type !== 'array')
            continue;
        node.items.forEach((item, index) => {
            if (item.type !== 'string')
                return;
            const named = claudeName(item.value, keys);
            if (named)
                scan.add(item.value, named, `permissions.${list}[${index}]`, 'structured', { from: item.start + 1, to: item.end - 1 });
        });
    }
}
/** Claude Code agents, commands and skills: the front matter's tool lists (a list, or one string of entries). */
function scanClaudeFrontMatter(scan, keys) {
    const fm = frontMatter(scan.text);
    if (!fm)
        return;
    const doc = parseYaml(fm.yaml);
    for (const key of CLAUDE_TOOL_KEYS) {
        const node = yamlMember(doc.contents, key);
        if (node)
            addStrings(scan, yamlStrings(node, fm.offset), (e) => claudeName(e, keys), `front matter ${key}`);
    }
    scanBody(scan, fm, keys);
}
/** VS Code / Copilot prompt, chat mode and agent files: the front matter's `tools` (`server/tool`, `server/*`, bare names). */
function scanVscodeFrontMatter(scan, keys) {
    const fm = frontMatter(scan.text);
    if (!fm)
        return;
    const doc = parseYaml(fm.yaml);
    const node = yamlMember(doc.contents, 'tools');
    if (node)
        addStrings(scan, yamlStrings(node, fm.offset), (e) => claudeName(e, keys) ?? vscodeName(e), 'front matter tools');
    scanBody(scan, fm, keys);
}
/**
 * Agentic workflow Markdown (GitHub's gh-aw): the front matter's `tools.<server>.allowed` and
 * `mcp-servers.<server>.allowed` lists of bare tool names, the server named by the key.
 */
function scanAgenticWorkflow(scan, keys) {
    const fm = frontMatter(scan.text);
    if (!fm)
        return;
    const doc = parseYaml(fm.yaml);
    for (const section of ['tools', 'mcp-servers']) {
        for (const { key, value } of yamlEntries(yamlMember(doc.contents, section))) {
            const allowed = yamlMember(value, 'allowed');
            if (!allowed)
                continue;
            const parse = (e) => (e === '*' ? { serverKey: key } : /[*?]/.test(e) ? { serverKey: key, tool: e, toolAt: 0, wildcard: true } : { serverKey: key, tool: e, toolAt: 0 });
            addStrings(scan, yamlStrings(allowed, fm.offset), parse, `front matter ${section}.${key}.allowed`);
        }
    }
    scanBody(scan, fm, keys);
}
/** GitHub Actions workflows: agent actions' tool-list inputs, and the tool flags of their command-line inputs. */
function scanWorkflow(scan, keys) {
    const doc = parseYaml(scan.text);
    const parse = (e) => claudeName(e, keys);
    for (const job of yamlEntries(yamlMember(doc.contents, 'jobs'))) {
        yamlItems(yamlMember(job.value, 'steps')).forEach((step, index) => {
            const inputs = yamlMember(step, 'with');
            const at = `jobs.${job.key}.steps[${index}].with`;
            for (const input of WORKFLOW_TOOL_INPUTS) {
                const node = yamlMember(inputs, input);
                if (node)
                    addStrings(scan, yamlStrings(node, 0), parse, `${at}.${input}`);
            }
            for (const input of WORKFLOW_ARG_INPUTS) {
                const node = yamlMember(inputs, input);
                if (node)
                    addStrings(scan, yamlStrings(node, 0), parse, `${at}.${input}`, flaggedTools);
            }
        });
    }
}
/**
 * The tool entries of a command line (`--allowedTools "mcp__a__b,Bash(git:*)" --model x`): the words after a tool
 * flag (or after its `=`), up to the next flag, split as tool lists. Quotes are removed; positions are searched later.
 */
function flaggedTools(line) {
    const out = [];
    let listing = false;
    for (const word of shellWords(line)) {
        let value = word.text;
        let at = word.at;
        if (value.startsWith('-')) {
            const eq = value.indexOf('=');
            const flag = eq < 0 ? value : value.slice(0, eq);
            listing = TOOL_FLAGS.includes(flag);
            if (!listing || eq < 0)
                continue;
            value = value.slice(eq + 1);
            at += eq + 1;
        }
        if (listing)
            for (const p of splitToolList(value))
                out.push({ text: p.text, at: at + p.at });
    }
    return out;
}
/** Words of a command line: white space separates, single and double quotes group (and are dropped). */
function shellWords(line) {
    const out = [];
    let i = 0;
    while (i < line.length) {
        while (i < line.length && /\s/.test(line[i]))
            i++;
        if (i >= line.length)
            break;
        const at = i;
        let text = '';
        while (i < line.length && !/\s/.test(line[i])) {
            const c = line[i];
            if (c === '"' || c === "'") {
                const end = line.indexOf(c, i + 1);
                const stop = end < 0 ? line.length : end;
                text += line.slice(i + 1, stop);
                i = stop + 1;
            }
            else {
                text += c;
                i++;
            }
        }
        out.push({ text, at });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/references/formats.ts



/** What every Claude Code tool name starts with. */
const CLAUDE = 'mcp__';
/**
 * Each format, the files it is read in by default (globs over paths relative to the repository root; `**` also
 * matches no folder, so `**\/.claude/...` finds the root's and a package's) and its scanner. A file is read as the
 * first format whose globs match it. `hints`: a file of the format that holds none of these strings holds no reference
 * (each reference it can hold contains one), so it need not be decoded or parsed.
 */
const FORMATS = [
    { format: 'claude-settings', globs: ['**/.claude/settings.json', '**/.claude/settings.local.json'], hints: [CLAUDE], scan: scanClaudeSettings },
    { format: 'claude-agent', globs: ['**/.claude/agents/**/*.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
    { format: 'claude-command', globs: ['**/.claude/commands/**/*.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
    { format: 'skill', globs: ['**/SKILL.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
    { format: 'vscode-prompt', globs: ['**/.github/prompts/**/*.prompt.md', '**/.github/chatmodes/**/*.chatmode.md', '**/.github/agents/**/*.md'], scan: scanVscodeFrontMatter },
    { format: 'workflow', globs: ['.github/workflows/*.yml', '.github/workflows/*.yaml'], hints: [CLAUDE], scan: scanWorkflow },
    { format: 'agentic-workflow', globs: ['.github/workflows/*.md'], scan: scanAgenticWorkflow },
    { format: 'code-js', globs: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'], hints: JS_HINTS, scan: (s) => scanJsCode(s) },
    { format: 'code-python', globs: ['**/*.py'], hints: PY_HINTS, scan: (s) => scanPythonCode(s) },
    { format: 'prose', globs: ['**/AGENTS.md', '**/CLAUDE.md', '**/*.instructions.md', '.github/copilot-instructions.md'], hints: [CLAUDE], scan: scanProse },
];
/** Folders the scan never enters by default: dependencies, virtual environments, build output, git's own. */
const DEFAULT_EXCLUDE = ['**/node_modules/**', '**/.git/**', '**/.venv/**', '**/venv/**', '**/__pycache__/**', '**/dist/**', '**/coverage/**'];

;// CONCATENATED MODULE: ./src/references/scan.ts



function referenceSelector(options = {}) {
    const excluded = globs([...DEFAULT_EXCLUDE, ...(options.exclude ?? [])]);
    // each format's globs, and a matcher of their last segments over a path's file name: only a format whose file
    // names match is tested with its whole globs (one cheap test per path for most formats)
    const matchers = FORMATS.map((f) => ({ format: f.format, globs: [...(options.globs?.[f.format] ?? f.globs)] }))
        .filter((m) => m.globs.length > 0)
        .map((m) => ({ format: m.format, name: globs(m.globs.map(lastSegment)), match: globs(m.globs) }));
    return {
        format(path) {
            const name = path.slice(path.lastIndexOf('/') + 1);
            const found = matchers.find((m) => m.name(name) && m.match(path));
            return found && !excluded(path) ? found.format : undefined;
        },
        enter(dir) {
            // a folder is pruned when a file directly in it is excluded by a `dir/**` glob
            return !excluded(`${dir}/x`);
        },
    };
}
/** The last segment of a glob: what a file's name must match (any name for `**`, or when a brace group spans a `/`). */
function lastSegment(glob) {
    const last = glob.slice(glob.lastIndexOf('/') + 1);
    return last === '**' || (last.includes('}') && !last.includes('{')) ? '*' : last;
}
/** One test for a list of globs (picomatch's regular expressions, dot files matched), tested directly. */
function globs(list) {
    const res = list.map((g) => picomatch_default().makeRe(g, { dot: true }));
    return (path) => res.some((re) => re.test(path));
}
/** Whether a file of `format` may hold a reference: false when it holds none of the format's hints (bytes or text). */
function mayHoldReferences(format, content) {
    const hints = FORMATS.find((f) => f.format === format).hints;
    return !hints || hints.some((h) => content.includes(h));
}
/** The references of one file read as `format`, or the problem that stopped its parse. */
function scanText(file, text, format, keys = []) {
    const scan = new FileScan(file, text, format);
    try {
        FORMATS.find((f) => f.format === format).scan(scan, keys);
    }
    catch (err) {
        const e = err;
        const offset = e.offset ?? Number(/at offset (\d+)/.exec(e.message)?.[1] ?? NaN);
        const problem = { file, message: `not read as ${format}: ${e.message}` };
        if (Number.isFinite(offset))
            problem.line = scan.at(offset).line;
        return { references: [], problem };
    }
    return { references: scan.references };
}
/** Scan files (path relative to the root, `/` separators, and text) selected by the options' globs. */
function scanFiles(files, options = {}) {
    const selector = referenceSelector(options);
    const references = [];
    const problems = [];
    let count = 0;
    for (const f of files) {
        const format = selector.format(f.path);
        if (!format)
            continue;
        count++;
        const r = scanText(f.path, f.text, format, options.keys);
        references.push(...r.references);
        if (r.problem)
            problems.push(r.problem);
    }
    return { references: sortReferences(references), problems: problems.sort((a, b) => cmp(a.file, b.file)), files: count };
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function sortReferences(refs) {
    return refs.sort((a, b) => cmp(a.file, b.file) || a.line - b.line || a.column - b.column);
}

// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(8272);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/git/tree-files.ts


/**
 * The text of the files of `commit` (paths relative to the repository's root, or to `prefix` inside it) that `select`
 * keeps, read from git's object store without a checkout: one `ls-tree`, then one `cat-file --batch` for the blobs.
 * Blobs larger than `maxBytes`, links and submodules are left out.
 */
async function treeFiles(dir, commit, select, o) {
    const prefix = o.prefix ? `${o.prefix.replace(/\/+$/, '')}/` : '';
    const listing = await (0,worktree/* git */.$Y)(dir, ['ls-tree', '-r', '-l', '-z', '--full-tree', commit, ...(prefix ? ['--', prefix] : [])]);
    const wanted = [];
    for (const entry of listing.split('\0')) {
        // <mode> SP <type> SP <object> SP+ <size> TAB <path>
        const m = /^(\d+) (\w+) ([0-9a-f]+)\s+(\S+)\t(.*)$/s.exec(entry);
        if (!m || m[2] !== 'blob' || m[1] === '120000')
            continue;
        const path = m[5].startsWith(prefix) ? m[5].slice(prefix.length) : undefined;
        if (path === undefined || Number(m[4]) > o.maxBytes || !select(path))
            continue;
        wanted.push({ sha: m[3], path });
    }
    if (!wanted.length)
        return [];
    const blobs = await catFileBatch(dir, wanted.map((w) => w.sha));
    return wanted.map((w, i) => ({ path: w.path, text: blobs[i].toString('utf8') }));
}
/** `git cat-file --batch` over `shas`: their contents, in order. */
function catFileBatch(dir, shas) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', ['-C', dir, 'cat-file', '--batch'], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, stdio: ['pipe', 'pipe', 'pipe'] });
        const chunks = [];
        let stderr = '';
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => (stderr += String(c)));
        child.on('error', reject);
        child.on('close', (code) => {
            if (code !== 0)
                return reject(new worktree/* GitError */.XS(['cat-file', '--batch'], stderr, code));
            const all = Buffer.concat(chunks);
            const out = [];
            let at = 0;
            for (let k = 0; k < shas.length; k++) {
                const nl = all.indexOf(0x0a, at);
                const header = all.subarray(at, nl).toString();
                const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN);
                if (!Number.isFinite(size))
                    return reject(new worktree/* GitError */.XS(['cat-file', '--batch'], `unexpected answer: ${header}`, code));
                out.push(all.subarray(nl + 1, nl + 1 + size));
                at = nl + 1 + size + 1;
            }
            resolve(out);
        });
        child.stdin.end(`${shas.join('\n')}\n`);
    });
}

// EXTERNAL MODULE: ./src/references/keys.ts
var references_keys = __webpack_require__(2657);
;// CONCATENATED MODULE: ./src/app/reference-files.ts








/** Larger files are not read (a minified bundle, a data dump): reported as a problem, never parsed. */
const MAX_REFERENCE_FILE_BYTES = 2 * 1024 * 1024;
/**
 * Scan a checkout for tool references: walk it (never entering excluded folders or following links), read only the
 * files the globs select, and scan each. Deterministic: folders are walked in sorted order and the result is sorted.
 */
function scanTree(root, options = {}) {
    const selector = referenceSelector(options);
    const references = [];
    const problems = [];
    let files = 0;
    const walk = (dir, rel) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            problems.push({ file: rel || '.', message: `folder not read: ${err.message}` });
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            const path = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (selector.enter(path))
                    walk((0,external_node_path_.join)(dir, e.name), path);
                continue;
            }
            if (!e.isFile())
                continue;
            const format = selector.format(path);
            if (!format)
                continue;
            files++;
            let bytes;
            try {
                bytes = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, e.name));
            }
            catch (err) {
                problems.push({ file: path, message: `not read: ${err.message}` });
                continue;
            }
            if (bytes.length > MAX_REFERENCE_FILE_BYTES) {
                problems.push({ file: path, message: `not read: larger than ${MAX_REFERENCE_FILE_BYTES} bytes` });
                continue;
            }
            if (!mayHoldReferences(format, bytes))
                continue; // read, but never decoded: it cannot hold a reference
            const r = scanText(path, bytes.toString('utf8'), format, options.keys);
            references.push(...r.references);
            if (r.problem)
                problems.push(r.problem);
        }
    };
    walk(root, '');
    return { references: sortReferences(references), problems, files };
}
/** The scan's options from the config's `references` (absent: the defaults). */
function scanOptions(settings) {
    const o = {};
    if (settings?.globs)
        o.globs = settings.globs;
    if (settings?.exclude)
        o.exclude = settings.exclude;
    if (settings?.aliases)
        o.aliases = settings.aliases;
    return o;
}
/**
 * The references of a checkout with the names of the gate's servers: the keys come from the config's servers, the
 * client configs the checkout carries (CLIENT_CONFIG_FILES) and `aliases`. A client config that does not parse adds
 * no names (the gate's config reading reports it elsewhere).
 */
function repositoryReferences(root, servers, options = {}) {
    const clients = [];
    for (const file of references_keys/* CLIENT_CONFIG_FILES */.J2) {
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, file), 'utf8');
        }
        catch {
            continue;
        }
        try {
            clients.push(JSON.parse((0,jsonc/* stripJsonComments */.R)(text)));
        }
        catch {
            // not a client config the gate can read: no names from it
        }
    }
    const keys = (0,references_keys/* referenceKeys */.gk)(servers, clients, options.aliases);
    const { aliases: _aliases, ...scan } = options;
    return { ...scanTree(root, { ...scan, keys: [...new Set([...(scan.keys ?? []), ...Object.keys(keys)])] }), keys };
}
/**
 * The files a re-pin commit rewrites for the approved renames (reference-renamed findings): each structured
 * reference whose span still holds the old name, in the head checkout at `rootDir`; and a line for each reference it
 * could not rewrite (prose, code, no exact span), for the commit's message.
 */
function referenceRewrites(rootDir, findings) {
    const byFile = new Map();
    for (const f of findings) {
        if (f.rule !== 'reference-renamed')
            continue;
        const data = f.data;
        const newName = data.newName;
        if (newName === undefined)
            continue;
        byFile.set(data.reference.file, [...(byFile.get(data.reference.file) ?? []), { reference: data.reference, newName }]);
    }
    const files = [];
    const notRewritten = [];
    for (const [file, renames] of [...byFile.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
        let text;
        try {
            text = readFileSync(join(rootDir, file), 'utf8');
        }
        catch {
            notRewritten.push(...renames.map((r) => `${file}:${r.reference.line} (the file could not be read)`));
            continue;
        }
        const r = rewriteReferences(text, renames);
        if (r.rewritten.length)
            files.push({ path: file, contents: r.text });
        notRewritten.push(...r.skipped.map((s) => `${file}:${s.reference.line} ${s.reference.text} (${s.why})`));
    }
    return { files, notRewritten };
}
/**
 * The references of the base commit, read from git's objects (no checkout), with the same options and names as the
 * head's: what tells the head's new references from those already there. Undefined when git cannot read them.
 */
async function baseReferences(rootDir, baseSha, options) {
    try {
        const prefix = (await (0,worktree/* git */.$Y)(rootDir, ['rev-parse', '--show-prefix'])).trim();
        const selector = referenceSelector(options);
        const files = await treeFiles(rootDir, baseSha, (p) => selector.format(p) !== undefined, { prefix, maxBytes: MAX_REFERENCE_FILE_BYTES });
        return scanFiles(files, options).references;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 2657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ee: () => (/* binding */ serverIdOf),
/* harmony export */   J2: () => (/* binding */ CLIENT_CONFIG_FILES),
/* harmony export */   gk: () => (/* binding */ referenceKeys)
/* harmony export */ });
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1356);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);


/** The MCP client configs a repository carries, whose server keys are the names references use. */
const CLIENT_CONFIG_FILES = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json'];
/** Claude Code writes a server's name in `mcp__<name>__<tool>` with every character but letters, digits, `_` and `-` as `_`. */
function claudeKey(name) {
    return name.replace(/[^A-Za-z0-9_-]/g, '_');
}
/**
 * The names references may use for each of the gate's servers → its id: the id itself (and a variant's entry id),
 * the key of a client config entry that launches the same thing (same command and arguments, or same URL), `aliases`
 * given in the gate's config, and each of these as Claude Code writes it. A name that would stand for two servers
 * stands for the first by id (sorted), so the mapping never depends on the order files were read in.
 */
function referenceKeys(servers, clients = [], aliases = {}) {
    // a Map, then own properties: a server id or client key such as `__proto__` is a name like any other
    const keys = new Map();
    const put = (name, id) => {
        for (const n of new Set([name, claudeKey(name)]))
            if (!keys.has(n))
                keys.set(n, id);
    };
    const sorted = [...servers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const s of sorted)
        put(s.id, s.id);
    for (const s of sorted)
        put((0,_model_config_js__WEBPACK_IMPORTED_MODULE_0__/* .entryIdOf */ .NX)(s.id), s.id);
    for (const s of sorted)
        for (const a of (Object.hasOwn(aliases, s.id) ? aliases[s.id] : undefined) ?? [])
            put(a, s.id);
    for (const data of clients) {
        const entries = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(data) ? ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(data.mcpServers) ? data.mcpServers : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(data.servers) ? data.servers : undefined) : undefined;
        if (!entries)
            continue;
        for (const [name, entry] of Object.entries(entries)) {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(entry))
                continue;
            const same = sorted.find((s) => (typeof entry.url === 'string' ? s.url === entry.url : typeof entry.command === 'string' && s.command === entry.command && sameArgs(s.args ?? [], entry.args)));
            if (same)
                put(name, same.id);
        }
    }
    return Object.fromEntries(keys);
}
/** The server id a reference's server name stands for (own names only: `constructor` is no server). */
function serverIdOf(keys, name) {
    return Object.hasOwn(keys, name) ? keys[name] : undefined;
}
function sameArgs(a, b) {
    const list = Array.isArray(b) ? b.map(String) : [];
    return a.length === list.length && a.every((x, i) => x === list[i]);
}


/***/ }),

/***/ 484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aG: () => (/* binding */ matchReferences),
/* harmony export */   oN: () => (/* binding */ referenceContextOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1026);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2657);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5382);





/**
 * The findings of references against a diff: each reference to a watched server's tool that the head no longer lists
 * (broken), lists under a new name (renamed), or that neither side ever listed (unlisted). References to servers the
 * gate does not watch, and to a server whose head could not be read, give none: nothing is known about them.
 * `baseRefs`: the references of the base tree, to tell new references from old ones.
 */
function matchReferences(refs, ctx, baseRefs = []) {
    const before = new Set(baseRefs.map((r) => `${r.file}\u0000${r.text}`));
    const out = [];
    const ids = Object.keys(ctx.servers).sort();
    for (const ref of refs) {
        if (ref.tool === undefined)
            continue;
        const isNew = !before.has(`${ref.file}\u0000${ref.text}`);
        const make = (rule, server, newName) => {
            const f = {
                rule,
                severity: _policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .REFERENCE_RULES */ .Op[rule].severity,
                blocking: rule !== 'reference-unlisted' && ref.kind !== 'prose',
                server,
                tool: ref.tool,
                new: isNew,
                message: (0,_policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .referenceMessage */ .Re)(rule, ref, server, newName),
                reference: ref,
            };
            if (newName !== undefined) {
                f.newName = newName;
                f.replacement = (0,_policy_reference_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceTool */ .Fm)(ref, newName);
            }
            return f;
        };
        if (ref.serverKey !== undefined) {
            const id = (0,_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .serverIdOf */ .Ee)(ctx.keys, ref.serverKey);
            const sides = id === undefined || !Object.hasOwn(ctx.servers, id) ? undefined : ctx.servers[id];
            if (id === undefined || !sides?.head)
                continue;
            const finding = ref.wildcard ? judgeGlob(ref.tool, sides) : judgeName(ref.tool, sides);
            if (finding)
                out.push(make(finding.rule, id, finding.newName));
            continue;
        }
        if (ref.wildcard)
            continue;
        // no server named (a code call, a bare VS Code name): the tool of whichever watched server lists it
        const read = ids.filter((id) => ctx.servers[id].head);
        if (read.some((id) => ctx.servers[id].head.includes(ref.tool)))
            continue;
        const renamedBy = read.find((id) => ctx.servers[id].renamed?.has(ref.tool));
        if (renamedBy) {
            out.push(make('reference-renamed', renamedBy, ctx.servers[renamedBy].renamed.get(ref.tool)));
            continue;
        }
        const removedBy = read.find((id) => ctx.servers[id].base?.includes(ref.tool));
        if (removedBy) {
            out.push(make('reference-broken', removedBy));
            continue;
        }
        // a bare name in a tool list may be a built-in tool or a tool set; a literal in an MCP client's call is a tool
        if (ref.kind === 'code' && read.length === 1)
            out.push(make('reference-unlisted', read[0]));
    }
    return out;
}
function judgeName(tool, sides) {
    if (sides.head.includes(tool))
        return undefined;
    const to = sides.renamed?.get(tool);
    if (to !== undefined)
        return { rule: 'reference-renamed', newName: to };
    if (sides.base?.includes(tool))
        return { rule: 'reference-broken' };
    return { rule: 'reference-unlisted' };
}
/** A glob breaks when it matched tools at the base and matches none at the head. */
function judgeGlob(glob, sides) {
    const m = picomatch__WEBPACK_IMPORTED_MODULE_3___default()(glob);
    if (sides.head.some((t) => m(t)))
        return undefined;
    return sides.base?.some((t) => m(t)) ? { rule: 'reference-broken' } : undefined;
}
/**
 * The context of a diff: each server's tool names at the base and the head, and its renames (`tool-renamed`). A
 * server present on neither side is absent; one the head does not hold (removed, or not read) has no `head`.
 */
function referenceContextOf(base, head, changes, keys) {
    const servers = new Map();
    for (const id of new Set([...Object.keys(base.servers), ...Object.keys(head.servers)])) {
        const b = Object.hasOwn(base.servers, id) ? base.servers[id] : undefined;
        const h = Object.hasOwn(head.servers, id) ? head.servers[id] : undefined;
        const renamed = new Map();
        for (const c of changes)
            if (c.rule === 'tool-renamed' && (c.server ?? id) === id && typeof c.before === 'string' && typeof c.after === 'string')
                renamed.set(c.before, c.after);
        servers.set(id, { ...(b ? { base: toolNames(b.tools) } : {}), ...(h ? { head: toolNames(h.tools) } : {}), renamed });
    }
    return { servers: Object.fromEntries(servers), keys }; // own properties, `__proto__` included
}
/** The names a list holds; a malformed entry (null, nameless, a numeric name) names no tool a reference can mean. */
function toolNames(tools) {
    return tools.flatMap((t) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(t) && typeof t.name === 'string' ? [t.name] : []));
}


/***/ })

};
