import { parse as parseJs } from '@babel/parser';
import { parser as pythonParser } from '@lezer/python';
import type { SyntaxNode } from '@lezer/common';
import type { FileScan } from './emit.js';

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
export const JS_HINTS = ['@modelcontextprotocol/', 'fastmcp', 'mcp-use', 'mcp-adapters', '@mastra/mcp'] as const;
export const PY_HINTS = ['mcp'] as const;

type BabelNode = { type: string; start?: number | null; end?: number | null; [k: string]: unknown };

/**
 * TS/JS files that import an MCP SDK: `x.callTool("name")`, `x.callTool({ name: "name" })`, `x.call_tool(…)` and
 * `x.tools.call(…)` with a literal name, parsed by @babel/parser (error recovery on, so one bad line loses no file).
 */
export function scanJsCode(scan: FileScan): void {
  if (!JS_HINTS.some((h) => scan.text.includes(h))) return;
  const ts = /\.[cm]?tsx?$/.test(scan.file);
  const jsx = /\.(?:tsx|jsx|js|mjs|cjs)$/.test(scan.file);
  const ast = parseJs(scan.text, {
    sourceType: 'unambiguous',
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    plugins: [...(ts ? (['typescript'] as const) : []), ...(jsx ? (['jsx'] as const) : [])],
  }) as unknown as BabelNode;
  const calls: BabelNode[] = [];
  let importsMcp = false;
  const isMcp = (s: unknown) => typeof s === 'string' && JS_MCP_MODULES.some((m) => m.test(s));
  const stack: unknown[] = [ast];
  while (stack.length) {
    const n = stack.pop();
    if (Array.isArray(n)) {
      for (let k = n.length - 1; k >= 0; k--) stack.push(n[k]);
      continue;
    }
    if (!n || typeof n !== 'object' || typeof (n as BabelNode).type !== 'string') continue;
    const node = n as BabelNode;
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (isMcp((node.source as BabelNode | null)?.value)) importsMcp = true;
        break;
      case 'ImportExpression':
        if (isMcp((node.source as BabelNode).value)) importsMcp = true;
        break;
      case 'TSImportEqualsDeclaration':
        if (isMcp(((node.moduleReference as BabelNode).expression as BabelNode | undefined)?.value)) importsMcp = true;
        break;
      case 'CallExpression':
      case 'OptionalCallExpression': {
        const callee = node.callee as BabelNode;
        const first = (node.arguments as BabelNode[])[0];
        if ((callee.type === 'Import' || (callee.type === 'Identifier' && callee.name === 'require')) && isMcp(first?.value)) importsMcp = true;
        if (callsTool(callee)) calls.push(node);
        break;
      }
    }
    for (const key in node) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      const v = node[key];
      if (v && typeof v === 'object') stack.push(v);
    }
  }
  if (!importsMcp) return;
  for (const call of calls.sort((a, b) => a.start! - b.start!)) {
    const method = propertyName(call.callee as BabelNode);
    const literal = toolLiteral((call.arguments as BabelNode[])[0]);
    if (literal) addLiteral(scan, literal.value, literal.start, literal.end, method ?? 'callTool');
  }
}

function propertyName(callee: BabelNode): string | undefined {
  if (callee.type !== 'MemberExpression' && callee.type !== 'OptionalMemberExpression') return undefined;
  const p = callee.property as BabelNode;
  if (callee.computed) return p.type === 'StringLiteral' ? (p.value as string) : undefined;
  return p.type === 'Identifier' ? (p.name as string) : undefined;
}

/** `x.callTool`, `x.call_tool`, `x.tools.call`. */
function callsTool(callee: BabelNode): boolean {
  const name = propertyName(callee);
  if (name !== undefined && CALL_METHODS.has(name)) return true;
  return name === 'call' && propertyName(callee.object as BabelNode) === 'tools';
}

/** The literal tool name of a call's first argument: a string, a template without expressions, or `{ name: … }`. */
function toolLiteral(arg: BabelNode | undefined): { value: string; start: number; end: number } | undefined {
  if (!arg) return undefined;
  if (arg.type === 'StringLiteral') return { value: arg.value as string, start: arg.start!, end: arg.end! };
  if (arg.type === 'TemplateLiteral' && (arg.expressions as unknown[]).length === 0) {
    const q = (arg.quasis as BabelNode[])[0]!;
    return { value: (q.value as { cooked: string }).cooked, start: arg.start!, end: arg.end! };
  }
  if (arg.type === 'ObjectExpression') {
    for (const p of arg.properties as BabelNode[]) {
      if (p.type !== 'ObjectProperty' || p.computed) continue;
      const key = p.key as BabelNode;
      const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
      if (name === 'name') return toolLiteral(p.value as BabelNode);
    }
  }
  return undefined;
}

function addLiteral(scan: FileScan, value: string, start: number, end: number, where: string): void {
  if (!value || /\s/.test(value)) return;
  scan.add(value, { tool: value, toolAt: 0 }, where, 'code', { from: start + 1, to: end - 1 });
}

/**
 * Python files that import `mcp` or `fastmcp`: `x.call_tool("name", …)` and `x.call_tool(name="name")` with a literal
 * name, parsed by @lezer/python (an error-tolerant parser: a syntax error loses only its own statement).
 */
export function scanPythonCode(scan: FileScan): void {
  if (!PY_HINTS.some((h) => scan.text.includes(h))) return;
  const tree = pythonParser.parse(scan.text);
  const text = scan.text;
  let importsMcp = false;
  const calls: SyntaxNode[] = [];
  const cursor = tree.cursor();
  do {
    const name = cursor.name;
    if (name === 'ImportStatement') {
      const node = cursor.node;
      // `import a.b, c` and `from a.b import x`: the dotted names right after `import` (or `from`)
      const from = node.firstChild?.name === 'from';
      let module = '';
      for (let c = node.firstChild?.nextSibling ?? null; c; c = c.nextSibling) {
        if (c.name === 'VariableName' || c.name === '.') module += text.slice(c.from, c.to);
        else {
          if (module && PY_MCP_MODULES.test(module)) importsMcp = true;
          module = '';
          if (from && c.name === 'import') break;
        }
      }
      if (module && PY_MCP_MODULES.test(module)) importsMcp = true;
    } else if (name === 'CallExpression') {
      const callee = cursor.node.firstChild;
      const prop = callee?.name === 'MemberExpression' ? callee.lastChild : null;
      if (prop?.name === 'PropertyName' && CALL_METHODS.has(text.slice(prop.from, prop.to))) calls.push(cursor.node);
    }
  } while (cursor.next());
  if (!importsMcp) return;
  for (const call of calls) {
    const args = call.getChild('ArgList');
    if (!args) continue;
    const literal = pythonToolArgument(args, text);
    if (literal) {
      const method = text.slice(call.firstChild!.lastChild!.from, call.firstChild!.lastChild!.to);
      addLiteral(scan, literal.value, literal.from, literal.to, method);
    }
  }
}

/** The first positional argument when it is a plain string, else the `name=` / `tool_name=` keyword's. */
function pythonToolArgument(args: SyntaxNode, text: string): { value: string; from: number; to: number } | undefined {
  let first = true;
  for (let c = args.firstChild; c; c = c.nextSibling) {
    if (c.name === '(' || c.name === ')' || c.name === ',') continue;
    if (c.name === 'VariableName' && c.nextSibling?.name === 'AssignOp') {
      const key = text.slice(c.from, c.to);
      const v = c.nextSibling.nextSibling;
      if ((key === 'name' || key === 'tool_name') && v?.name === 'String') return pythonString(v, text);
      c = v ?? c;
      first = false;
      continue;
    }
    if (first && c.name === 'String') return pythonString(c, text);
    first = false;
  }
  return undefined;
}

/** A plain one-line string literal (`'x'`, `"x"`, no prefix but r/u, no escapes); anything else is not a literal name. */
function pythonString(node: SyntaxNode, text: string): { value: string; from: number; to: number } | undefined {
  const raw = text.slice(node.from, node.to);
  const m = /^[rRuU]?(['"])([^'"\\\n]*)\1$/.exec(raw);
  if (!m) return undefined;
  const from = node.from + raw.indexOf(m[1]!);
  return { value: m[2]!, from, to: node.to };
}
