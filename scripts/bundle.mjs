#!/usr/bin/env node
// Bundles the three entry points with @vercel/ncc, each into its own folder of dist/ (default out dir), so the chunks
// ncc names `N.index.js` for every entry can never collide:
//   action/   the GitHub Action; index.js is a shim to it (action.yml runs dist/index.js)
//   cli/      the `mcp-contract-gate` command; cli.js is a shim to it (package.json `bin`)
//   lib.js    the importable library, with its type declarations in types/index.d.ts (one file, rolled up from the
//             declarations ncc emits, so it holds only what the library exports and imports no runtime dependency)
// Each command loads only what it needs: the heavy parts (the MCP SDK, Octokit, discovery, ajv…) sit behind dynamic
// imports, which ncc splits into chunks beside the entry's index.js, loaded on first use.
// The CLI's own code is cli/index.cjs, a script rather than an ES module (see toScript), and cli.js is its launcher
// (src/cli/launch.ts, transpiled alone): it compiles the script with V8's code cache, so a second run skips parsing.
//   refa.cjs  the regex engine (about 1 MB), which the pattern rules need only when a pattern changed, synchronously:
//             src/diff/subschema/strings.ts requires it on first use, and for the action and the CLI it is an ncc
//             external that resolves to this one copy (so their start never reads it); the library keeps it inline.
// Type checking is `npm run typecheck`'s (tsc over src/ and test/), not the bundle's: the action and the CLI are
// transpiled file by file (ncc's transpileOnly, about half the time of a checked build), from a copy of src/ beside
// a tsconfig.json that says ES modules (see staged). The library is built checked: its declarations come from the
// program ncc type-checks.
// Usage: node scripts/bundle.mjs [OUT_DIR]. The output is deterministic, so a fresh bundle can be compared to dist/.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { SOURCE_HASH_FILE, sourceHash } from './source-hash.mjs';

const require = createRequire(import.meta.url);
const ncc = require('@vercel/ncc');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const out = resolve(process.argv[2] ?? join(root, 'dist'));

/** dir: the entry's own folder (index.js and its chunks); shim: the fixed path that imports it; file: a single-file entry (no chunks allowed). */
/** externals: packages the entry requires lazily from a file of their own, by the path from its folder (LAZY_FILES). */
const lazy = { refa: '../refa.cjs' };
const entries = [
  { src: 'src/action/main.ts', dir: 'action', shim: 'index.js', externals: lazy },
  { src: 'src/cli/main.ts', dir: 'cli', shim: 'cli.js', shebang: true, externals: lazy, launcher: 'src/cli/launch.ts' },
  { src: 'src/index.ts', file: 'lib.js', types: 'types' },
];
/** The files of the lazily required packages, in dist/: each package's own build, checked to require nothing else. */
const LAZY_FILES = { 'refa.cjs': 'refa' };

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const entry of entries) {
  const { code, assets } = await (entry.types ? build(root, entry) : staged((stage) => build(stage, entry)));
  if (entry.file) writeFileSync(join(out, entry.file), code);
  else if (entry.launcher) {
    mkdirSync(join(out, entry.dir), { recursive: true });
    const script = toScript(entry.src, code);
    writeFileSync(join(out, entry.dir, 'index.cjs'), script);
    const shim = join(out, entry.shim);
    writeFileSync(shim, `${entry.shebang ? '#!/usr/bin/env node\n' : ''}${launcher(entry.launcher, createHash('sha256').update(script).digest('hex').slice(0, 16))}`);
    if (entry.shebang) chmodSync(shim, 0o755);
  } else {
    mkdirSync(join(out, entry.dir), { recursive: true });
    writeFileSync(join(out, entry.dir, 'index.js'), code);
    // The shim is all the fixed path holds: one static import, so `node dist/cli.js` costs one more tiny file.
    const shim = join(out, entry.shim);
    writeFileSync(shim, `${entry.shebang ? '#!/usr/bin/env node\n' : ''}import './${entry.dir}/index.js';\n`);
    if (entry.shebang) chmodSync(shim, 0o755);
  }
  for (const [name, asset] of Object.entries(assets)) {
    if (name === 'package.json') continue;
    if (name.endsWith('.d.ts')) {
      if (!entry.types) continue;
      const dest = join(out, entry.types, name);
      mkdirSync(dirname(dest), { recursive: true });
      writeFileSync(dest, asset.source);
      continue;
    }
    // A lazily imported part (dynamic import): ncc splits it into a chunk that index.js loads from its own folder.
    if (entry.dir && /^\d+\.index\.js$/.test(name)) {
      writeFileSync(join(out, entry.dir, name), asset.source);
      continue;
    }
    throw new Error(`${entry.src}: ncc emitted an asset (${name}) that the bundle script does not place; handle it explicitly`);
  }
}
for (const [file, pkg] of Object.entries(LAZY_FILES)) {
  const source = readFileSync(require.resolve(pkg), 'utf8');
  if (/\brequire\s*\(/.test(source)) throw new Error(`${pkg} now requires other modules: bundle it (ncc) instead of copying its main file`);
  writeFileSync(join(out, file), source);
}
await rollUpTypes(join(out, 'types'));
writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
// what it was built from, so a test run can tell a current dist/ from a stale one (scripts/source-hash.mjs)
writeFileSync(join(out, SOURCE_HASH_FILE), `${sourceHash(root)}\n`);
console.log(`bundled ${entries.map((e) => e.file ?? `${e.shim} (${e.dir}/)`).join(', ')} into ${out}`);

/** ncc's bundle of the entry, from `base` (the project, or a stage of it); the lib's build is type-checked, for its declarations. */
async function build(base, entry) {
  const cwd = process.cwd();
  // ncc's module ids are hashes of each module's path from the working directory: the same from every clone
  process.chdir(base);
  try {
    return await ncc(join(base, entry.src), {
      cache: false,
      minify: false,
      sourceMap: false,
      quiet: true,
      target: 'es2022',
      license: '',
      transpileOnly: !entry.types,
      ...(entry.externals ? { externals: entry.externals } : {}),
    });
  } finally {
    process.chdir(cwd);
  }
}

/**
 * Run `fn` on a stage of the project: a copy of src/ and package.json beside a tsconfig.json that extends the
 * project's with ES modules and bundler resolution (with NodeNext, a file transpiled alone is read as CommonJS: its
 * imports become require calls, which ESM-only packages refuse). The stage is a fresh folder in .tmp/ (ignored by git
 * and the linters), so packages resolve from the project's node_modules as they do from src/, and module paths from
 * it, and the ids hashed from them, are the same in every clone and for bundles built at the same time. Removed after.
 */
async function staged(fn) {
  const scratch = join(root, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const stage = mkdtempSync(join(scratch, 'bundle-'));
  try {
    cpSync(join(root, 'src'), join(stage, 'src'), { recursive: true });
    cpSync(join(root, 'package.json'), join(stage, 'package.json'));
    const tsconfig = { extends: '../../tsconfig.json', compilerOptions: { module: 'ES2022', moduleResolution: 'Bundler', rootDir: 'src' }, include: ['src'] };
    writeFileSync(join(stage, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
    return await fn(stage);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * The entry's bundle as one function expression, `(function (__WEBPACK_EXTERNAL_createRequire, __mcg_url, __mcg_import)
 * { … })`, that the launcher compiles with vm.Script (whose code cache Node 20 offers only for scripts) and calls with
 * createRequire, the bundle's file URL and an import() resolving from it. ncc writes an ES module; what makes it one
 * is replaced, each exactly as often as expected or the build fails: the import of createRequire (its first line,
 * replaced in place, so line numbers stay), `import.meta.url`, and the import() of chunks. The body is strict, as a
 * module is; the entry must not use top-level await or export anything.
 */
function toScript(src, code) {
  const fail = (what) => {
    throw new Error(`${src}: cannot turn ncc's output into a script: ${what}; update toScript in scripts/bundle.mjs`);
  };
  const first = 'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";\n';
  if (!code.startsWith(first)) fail('it does not start with the import of createRequire');
  const chunk = 'import("./" + __nccwpck_require__.u(chunkId))';
  if (code.split(chunk).length !== 2) fail('the import() of chunks is not found once');
  let body = code.slice(first.length).replace(chunk, '__mcg_import("./" + __nccwpck_require__.u(chunkId))').replaceAll('import.meta.url', '__mcg_url');
  if (/\bimport\.meta\b/.test(body)) fail('import.meta is used other than as import.meta.url');
  if (/^\s*(?:import|export)\s[^\n]*$/m.test(body.replace(/^\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, ''))) fail('it has another import or export statement');
  if (/\bawait __webpack_exports__\b/.test(body)) fail('the entry uses top-level await');
  body = `(function (__WEBPACK_EXTERNAL_createRequire, __mcg_url, __mcg_import) {"use strict";${body}\n})\n`;
  return compact(src, body);
}

/**
 * The script as the launcher reads it, compact and in ASCII, checked by parsing both texts (the same tree, with the same
 * literal values):
 * - comments and indentation left out (a comment's line breaks kept, so line numbers stay; a licence comment, `/*!`
 *   or with `@license`/`@preserve`, kept whole): the file is read, copied into a string and kept for the whole run,
 *   and they were a third of it;
 * - every character outside ASCII written as a `\uXXXX` escape, where the escape means the same character: in string,
 *   template and regular expression literals (a tagged template, whose raw text its tag reads, must not hold one) and
 *   in the comments kept. The launcher reads it as Latin-1: a one-byte string, half the memory of the two-byte string
 *   that a single non-ASCII character makes of the whole file, and no UTF-8 decoding.
 */
function compact(src, code) {
  const ts = require('typescript');
  const fail = (what) => {
    throw new Error(`${src}: cannot write the CLI script compact and in ASCII: ${what}; update compact in scripts/bundle.mjs`);
  };
  const hex = (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  const escape = (text) =>
    text.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes, ch) => {
      if (slashes.length % 2 === 0) return slashes + hex(ch);
      // an escaped character (`\…` means `…`), except a line continuation
      if (ch === '\u2028' || ch === '\u2029') fail('an escaped line separator');
      return slashes.slice(1) + hex(ch);
    });
  const LITERALS = [
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateHead,
    ts.SyntaxKind.TemplateMiddle,
    ts.SyntaxKind.TemplateTail,
    ts.SyntaxKind.RegularExpressionLiteral,
  ];
  // a regular expression's text with its `\uXXXX` escapes of non-ASCII characters written as the characters
  const unescaped = (text) =>
    text.replace(/(\\*)\\u([0-9A-Fa-f]{4})/g, (m, slashes, hex) => (slashes.length % 2 === 0 && parseInt(hex, 16) > 0x7f ? slashes + String.fromCharCode(parseInt(hex, 16)) : m));
  /** Every node's kind and, for a literal, its value (a template part's cooked text; a regular expression's text, unescaped), and where the literals are. */
  const shape = (text) => {
    const sf = ts.createSourceFile('script.cjs', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    if (sf.parseDiagnostics?.length) fail(`it does not parse (${sf.parseDiagnostics[0].messageText})`);
    const out = [];
    const spans = [];
    const visit = (node) => {
      out.push(node.kind);
      if (LITERALS.includes(node.kind)) {
        out.push(node.kind === ts.SyntaxKind.RegularExpressionLiteral ? unescaped(node.text) : node.text);
        spans.push([node.getStart(sf), node.end]);
      }
      if (node.kind === ts.SyntaxKind.TaggedTemplateExpression && /[^\x00-\x7f]/.test(node.template.getText(sf))) fail('a tagged template holds a non-ASCII character');
      ts.forEachChild(node, visit);
    };
    visit(sf);
    return { out, spans };
  };
  /** Code between literals: comments and line indentation out (outside literals, `//` and `/*` can only open a comment). */
  let lineStart = true;
  const code_ = (text) => {
    let out = '';
    for (let i = 0; i < text.length;) {
      const c = text[i];
      if (lineStart && (c === ' ' || c === '\t')) {
        i++;
        continue;
      }
      lineStart = false;
      if (c === '/' && text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        i = end < 0 ? text.length : end;
        continue;
      }
      if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) fail('a comment does not end');
        const comment = text.slice(i, end + 2);
        if (comment.startsWith('/*!') || /@license|@preserve/.test(comment)) out += escape(comment);
        else out += comment.includes('\n') ? comment.replace(/[^\n]+/g, '') : ' ';
        i = end + 2;
        if (comment.includes('\n')) lineStart = false;
        continue;
      }
      if (c === '\n') lineStart = true;
      out += c;
      i++;
    }
    return out;
  };
  const before = shape(code);
  let text = '';
  let at = 0;
  for (const [start, end] of before.spans) {
    text += code_(code.slice(at, start)) + escape(code.slice(start, end));
    lineStart = false;
    at = end;
  }
  text += code_(code.slice(at));
  const after = shape(text);
  if (JSON.stringify(before.out) !== JSON.stringify(after.out)) fail('the compact text does not parse to the same tree and values');
  if (/[^\x00-\x7f]/.test(text)) fail('a character outside ASCII is left');
  return text;
}

/** The launcher: `src`, transpiled on its own (it imports only Node's modules), with the build's hash written in. */
function launcher(src, build) {
  const ts = require('typescript');
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(join(root, src), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: false },
    reportDiagnostics: true,
    fileName: src,
  });
  if (diagnostics?.length) throw new Error(`${src}: ${diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')}`);
  const imports = [...outputText.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
  const foreign = imports.filter((m) => !m.startsWith('node:'));
  if (foreign.length) throw new Error(`${src} imports ${foreign.join(', ')}: the launcher is transpiled alone and may import only node: modules`);
  if (outputText.split("'__MCG_BUILD__'").length !== 2) throw new Error(`${src}: expected one '__MCG_BUILD__' placeholder for the build's hash`);
  return outputText.replace("'__MCG_BUILD__'", `'${build}'`);
}

/**
 * Replace the tree of declarations with one `index.d.ts` holding what the library exports. The published package has
 * no dependencies (the code is bundled), so the declarations may import only OPTIONAL_PEER_TYPES, each under a
 * `@ts-ignore`: with the peer installed its type applies, without it the name is `any` and the file still compiles.
 */
async function rollUpTypes(dir) {
  const OPTIONAL_PEER_TYPES = ['@modelcontextprotocol/sdk/client/index.js'];
  const { rollup } = await import('rollup');
  const { dts } = await import('rollup-plugin-dts');
  const build = await rollup({ input: join(dir, 'index.d.ts'), plugins: [dts()], external: (id) => !id.startsWith('.') && !id.startsWith('/') });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  if (output.length !== 1) throw new Error(`types: expected one declaration file, rollup made ${output.length}`);
  const lines = output[0].code.split('\n').flatMap((line) => {
    const from = /^import .* from '([^']+)';$/.exec(line)?.[1];
    if (from === undefined) return [line];
    if (!OPTIONAL_PEER_TYPES.includes(from))
      throw new Error(`types: the declarations import ${from}, which the installed package does not have; add it to OPTIONAL_PEER_TYPES (and peerDependencies) or keep it out of the exported types`);
    return [`// @ts-ignore -- ${from.split('/').slice(0, 2).join('/')} is an optional peer dependency (guardClient takes its Client)`, line];
  });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.d.ts'), lines.join('\n'));
}
