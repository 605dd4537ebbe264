// An ESLint rule: no import circle among the project's own modules, type imports included.
//
// eslint-plugin-import-x's `no-cycle` leaves out every edge that imports only types (by design: its rule source skips
// `import type` both where it reports and where it walks), so a circle whose one side is `import type` (lockfile.ts ↔
// signature.ts was one) passes it. Here every `import`, `import type`, `export … from` and `import()` of a relative
// specifier is an edge (`./x.js` is the TypeScript file `./x.ts`); the strongly connected components of that graph
// (Tarjan) are the circles, and each import that stays inside one is reported with the whole circle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Each file's relative specifiers, cached by modification time and size (one lint run parses each file once). */
const parsed = new Map();

function specifiers(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('./') || s.startsWith('../'));
}

function importsOf(file) {
  const st = statSync(file);
  const key = `${st.mtimeMs}:${st.size}`;
  const hit = parsed.get(file);
  if (hit?.key === key) return hit.imports;
  const imports = specifiers(readFileSync(file, 'utf8'));
  parsed.set(file, { key, imports });
  return imports;
}

/** The TypeScript file a specifier names (`./x.js` → `./x.ts`, `./dir` → `./dir/index.ts`), or undefined. */
function target(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base.replace(/\.(m|c)?js$/, '.$1ts'), base, `${base}.ts`, join(base, 'index.ts')];
  for (const c of candidates) {
    try {
      if (statSync(c).isFile() && /\.(m|c)?ts$/.test(c)) return c;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function tsFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, name.name);
    if (name.isDirectory()) out.push(...tsFiles(p));
    else if (/\.(m|c)?ts$/.test(name.name) && !name.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Tarjan's strongly connected components: each file's component (only components that are circles). */
function circles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const component = new Map();
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const members = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        members.push(w);
      } while (w !== v);
      const circle = members.length > 1 || (graph.get(v) ?? new Set()).has(v);
      if (circle) for (const m of members) component.set(m, members);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return component;
}

/** One path around the circle from `from` back to it, through `via` (breadth first inside the component). */
function route(graph, members, from, via) {
  const inside = new Set(members);
  const back = new Map([[via, undefined]]);
  const queue = [via];
  while (queue.length) {
    const v = queue.shift();
    if (v === from) break;
    for (const w of graph.get(v) ?? [])
      if (inside.has(w) && !back.has(w)) {
        back.set(w, v);
        queue.push(w);
      }
  }
  const path = [];
  for (let v = from; v !== undefined; v = back.get(v)) path.unshift(v);
  return [from, ...path];
}

/**
 * The circles of the graph under `root`, with `file`'s imports as linted (its text may differ from the disk's). A lint
 * run asks for every file under the root: the graph and its circles are kept while no file's imports changed (each
 * file's listed, stated and read only when its modification time or size changed), so the run builds them about once.
 */
let last;
function componentsOf(root, file, own) {
  const files = tsFiles(root);
  const imports = new Map(files.map((f) => [f, f === file ? own : importsOf(f)]));
  const key = JSON.stringify([root, ...files.map((f) => [f, imports.get(f)])]);
  if (last?.key === key) return last.components;
  const graph = new Map();
  for (const f of files)
    graph.set(
      f,
      new Set(
        imports
          .get(f)
          .map((s) => target(f, s))
          .filter(Boolean),
      ),
    );
  last = { key, components: circles(graph), graph };
  return last.components;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import circles among the files under a root folder, type imports included.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'import circle: {{route}} (type imports count too: move what both sides need into a module below them)' },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'src');
    const file = resolve(context.filename);
    if (relative(root, file).startsWith('..')) return {};
    return {
      Program() {
        const members = componentsOf(root, file, specifiers(context.sourceCode.text)).get(file);
        if (!members) return;
        const inside = new Set(members);
        let reported = false;
        for (const node of context.sourceCode.ast.body) {
          const source = node.source?.value;
          if (typeof source !== 'string') continue;
          const to = target(file, source);
          if (!to || !inside.has(to)) continue;
          const path = route(last.graph, members, file, to).map((p) => relative(root, p));
          context.report({ node, messageId: 'cycle', data: { route: path.join(' → ') } });
          reported = true;
        }
        // a circle closed only by a dynamic import(): reported on the file
        if (!reported) context.report({ loc: { line: 1, column: 0 }, messageId: 'cycle', data: { route: members.map((p) => relative(root, p)).join(' ↔ ') } });
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
