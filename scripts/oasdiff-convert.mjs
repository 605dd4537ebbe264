#!/usr/bin/env node
// Converts oasdiff's checker tests (github.com/oasdiff/oasdiff, Apache-2.0) into MCP fixtures for the cross-check in
// test/diff/oasdiff-crosscheck.test.ts.
//
//   node scripts/oasdiff-convert.mjs <oasdiff git dir or checkout> [out dir, default __fixtures__/oasdiff]
//
// A test is converted when it diffs two spec files as they are on disk (no Go-side edits of the loaded specs, one
// diff, default diff config), and when at least one of the check IDs it expects maps to one of our rules in
// __fixtures__/oasdiff/mapping.json (IDs mapped to `null` there are HTTP-specific: paths, headers, media types,
// security, status codes...). Each OpenAPI operation becomes one tool named `<method>_<path>`: its parameters and its
// request body (as `body`) form the inputSchema, its success response the outputSchema (as `result`); JSON is read
// first, then plain text and form data (XML and other media types are left out). Everything the converter
// leaves out is listed in skipped.json with the reason. Output is deterministic (sorted keys, sorted files).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

const [repoArg, outArg] = process.argv.slice(2);
if (!repoArg) {
  console.error('usage: node scripts/oasdiff-convert.mjs <oasdiff git dir or checkout> [out dir]');
  process.exit(2);
}
const repo = resolve(repoArg);
const out = resolve(outArg ?? join(import.meta.dirname, '..', '__fixtures__', 'oasdiff'));
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', 'HEAD').trim();
const show = (path) => git('show', `${commit}:${path}`);
const listDir = (dir) => git('ls-tree', '--name-only', `${commit}`, `${dir}/`).split('\n').filter(Boolean);

/** Stable JSON: sorted keys, 2-space indent, trailing newline. */
const sortKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k])]),
        )
      : v;
const stable = (v) => `${JSON.stringify(sortKeys(v), null, 2)}\n`;

// ---- oasdiff's IDs: Go constant -> string ID, string ID -> level and check -------------------------------------
const goSources = listDir('checker').filter((f) => f.endsWith('.go') && !f.endsWith('_test.go'));
const idOfConst = new Map();
for (const f of goSources) for (const m of show(f).matchAll(/\b(\w+Id)\s*=\s*"([a-z0-9-]+)"/g)) idOfConst.set(m[1], m[2]);
const ruleOf = new Map(); // string ID -> { level, check, direction }
const idsOfCheck = new Map();
for (const m of show('checker/rules.go').matchAll(/newBackwardCompatibilityRule\((\w+Id),\s*(ERR|WARN|INFO),\s*(\w+),\s*Direction(\w+)/g)) {
  const id = idOfConst.get(m[1]);
  if (!id) continue;
  ruleOf.set(id, { level: m[2], check: m[3], direction: m[4].toLowerCase() });
  idsOfCheck.set(m[3], [...(idsOfCheck.get(m[3]) ?? []), id]);
}

const mapping = JSON.parse(readFileSync(join(out, 'mapping.json'), 'utf8')).ids;
/** mapped: our rules; null: HTTP-specific; undefined: not in the table yet (listed in skipped.json for the next edit). */
const mapped = (id) => mapping[id]?.rules;

// ---- OpenAPI -> MCP ------------------------------------------------------------------------------------------------
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DROP = new Set(['example', 'examples', 'xml', 'externalDocs', 'discriminator', 'nullable']);

class Limit extends Error {}

function pointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Limit(`external $ref ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (node === undefined) throw new Limit(`unresolved $ref ${ref}`);
  }
  return node;
}
const deref = (doc, node) => {
  for (let i = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && i < 20; i++) node = pointer(doc, node.$ref);
  return node;
};

/**
 * One OpenAPI schema as JSON Schema 2020-12: a `$ref` to `#/components/schemas/X` becomes `#/$defs/X` (each tool schema
 * carries the definitions it uses, so a component keeps its name as oasdiff sees it); 3.0 forms are rewritten.
 */
function convertSchema(doc, node, defs) {
  if (Array.isArray(node)) return node.map((n) => convertSchema(doc, n, defs));
  if (!node || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') {
    const m = node.$ref.match(/^#\/components\/schemas\/([^/]+)(.*)$/);
    if (!m) return convertSchema(doc, pointer(doc, node.$ref), defs);
    const name = m[1].replace(/~1/g, '/').replace(/~0/g, '~');
    if (!(name in defs)) {
      defs[name] = {}; // placeholder first: a cycle refers back to it
      defs[name] = convertSchema(doc, pointer(doc, `#/components/schemas/${m[1]}`), defs);
    }
    return { $ref: `#/$defs/${m[1]}${m[2]}` };
  }
  const outNode = {};
  for (const [k, v] of Object.entries(node)) {
    if (DROP.has(k) || k.startsWith('x-')) continue;
    if (k === 'properties' || k === 'patternProperties' || k === 'dependentSchemas' || k === '$defs' || k === 'definitions') {
      outNode[k] = Object.fromEntries(Object.entries(v ?? {}).map(([p, s]) => [p, convertSchema(doc, s, defs)]));
    } else if (['enum', 'const', 'default', 'required', 'dependentRequired', 'type', 'examples'].includes(k)) {
      outNode[k] = v;
    } else if (v && typeof v === 'object') {
      outNode[k] = convertSchema(doc, v, defs);
    } else outNode[k] = v;
  }
  if (node.nullable === true) {
    if (typeof outNode.type === 'string') outNode.type = [outNode.type, 'null'];
    else if (Array.isArray(outNode.type) && !outNode.type.includes('null')) outNode.type = [...outNode.type, 'null'];
    if (Array.isArray(outNode.enum) && !outNode.enum.includes(null)) outNode.enum = [...outNode.enum, null];
  }
  for (const [ex, plain] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ]) {
    if (typeof outNode[ex] === 'boolean') {
      if (outNode[ex] && typeof outNode[plain] === 'number') {
        outNode[ex] = outNode[plain];
        delete outNode[plain];
      } else delete outNode[ex];
    }
  }
  return outNode;
}

/** JSON first, then plain text, then (for requests) form data: the media types whose schema reads as MCP arguments or structured content. */
function jsonMedia(content, request = false) {
  const types = Object.keys(content ?? {});
  const pick =
    types.find((t) => t === 'application/json') ??
    types.find((t) => /^application\/[^;]*\+json\b/.test(t)) ??
    types.find((t) => t.startsWith('text/plain')) ??
    (request ? types.find((t) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(t)) : undefined);
  return pick === undefined ? undefined : content[pick];
}

function rooted(schema, defs) {
  return Object.keys(defs).length ? { ...schema, $defs: { ...(schema.$defs ?? {}), ...defs } } : schema;
}

function toolsOf(doc) {
  const tools = [];
  for (const [path, itemRaw] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, itemRaw) ?? {};
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const defs = {};
      const properties = {};
      const required = [];
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => deref(doc, p));
      const seen = new Map(); // operation parameters override path-level ones of the same name and place
      for (const p of params) seen.set(`${p.in}:${p.name}`, p);
      const names = new Map();
      for (const p of seen.values()) names.set(p.name, (names.get(p.name) ?? 0) + 1);
      for (const p of seen.values()) {
        const name = names.get(p.name) > 1 ? `${p.in}:${p.name}` : p.name;
        const raw = p.schema ?? jsonMedia(p.content)?.schema ?? {};
        const schema = convertSchema(doc, raw, defs);
        if (p.description !== undefined && schema.description === undefined) schema.description = p.description;
        properties[name] = schema;
        if (p.required || p.in === 'path') required.push(name);
      }
      if (op.requestBody) {
        const body = deref(doc, op.requestBody);
        const media = jsonMedia(body.content, true);
        if (media?.schema) {
          properties.body = convertSchema(doc, media.schema, defs);
          if (body.required) required.push('body');
        }
      }
      const tool = {
        name: `${method}_${path}`.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/_+$/, ''),
        inputSchema: rooted({ type: 'object', properties, ...(required.length ? { required: required.sort() } : {}) }, defs),
      };
      const responses = op.responses ?? {};
      const status =
        ['200', '201', '202', '2XX', 'default'].find((s) => responses[s]) ??
        Object.keys(responses)
          .sort()
          .find((s) => s.startsWith('2'));
      const media = status ? jsonMedia(deref(doc, responses[status]).content) : undefined;
      if (media?.schema) {
        const outDefs = {};
        const schema = convertSchema(doc, media.schema, outDefs);
        // always under `result`: MCP structured content is an object, and a response whose root type changes stays comparable
        tool.outputSchema = rooted({ type: 'object', properties: { result: schema }, required: ['result'] }, outDefs);
      }
      tools.push(tool);
    }
  }
  const names = new Set();
  for (const t of tools) {
    if (names.has(t.name)) throw new Limit(`two operations convert to the tool name ${t.name}`);
    names.add(t.name);
  }
  return { tools: tools.sort((a, b) => (a.name < b.name ? -1 : 1)) };
}

// ---- Go tests -> cases ---------------------------------------------------------------------------------------------
const NEGATIVE = /NotEqual|NotContains|!=|require\.False|assert\.False|NotNil/;
const cases = [];
const skipped = [];
const unmapped = new Map();
const testFiles = listDir('checker')
  .filter((f) => f.endsWith('_test.go'))
  .sort();
for (const file of testFiles) {
  const src = show(file);
  for (const chunk of src.split(/\nfunc (?=Test\w*\(t \*testing\.T\))/).slice(1)) {
    const test = chunk.match(/^(\w+)/)[1];
    const body = chunk.split(/\n}\n/)[0];
    const where = { file, test };
    const skip = (reason) => skipped.push({ ...where, reason });
    const opens = [...body.matchAll(/(\w+), err :?= open\("([^"]+)"\)/g)];
    if (opens.length !== 2) {
      skip(opens.length ? 'converter limit: not one pair of spec files' : 'converter limit: specs built in Go code or by helpers');
      continue;
    }
    const vars = opens.map((m) => m[1]);
    const edited = vars.some((v) => new RegExp(`\\b${v}\\.\\w+\\s*=|\\b${v}\\.Spec\\b|\\w+\\((t, )?${v}\\b`).test(body.replace(/diff\.Get\w*\([^\n]*/g, '')));
    if (edited || opens[0][2] === opens[1][2]) {
      skip('converter limit: the test edits a loaded spec in Go code');
      continue;
    }
    if ((body.match(/diff\.Get\w*\(/g) ?? []).length !== 1) {
      skip('converter limit: not exactly one diff');
      continue;
    }
    if (/NewConfig\(\)\./.test(body) || /WithAttributes|WithOptionalCheck|WithSingleCheck|WithDeprecation|WithChecks/.test(body)) {
      skip('converter limit: a non-default diff or checker config');
      continue;
    }
    const checkMatch = body.match(/singleCheckConfig\(checker\.(\w+)\)/);
    const check = checkMatch ? checkMatch[1] : /allChecksConfig\(\)/.test(body) ? 'all' : undefined;
    if (!check) {
      skip('converter limit: checker config not recognised');
      continue;
    }
    const untilLevel = body.match(/CheckBackwardCompatibilityUntilLevel\([^\n]*checker\.(ERR|WARN|INFO)\)/)?.[1] ?? 'WARN';
    const present = new Set();
    const absent = new Set();
    for (const line of body.split('\n')) {
      for (const m of line.matchAll(/checker\.(\w+Id)\b/g)) {
        const id = idOfConst.get(m[1]);
        if (!id || !ruleOf.has(id)) continue; // comment IDs and the like
        (NEGATIVE.test(line) ? absent : present).add(id);
      }
    }
    for (const id of absent) present.delete(id);
    const empty = /require\.Empty\(t, errs\)|require\.Len\(t, errs, 0\)/.test(body);
    if (present.size === 0 && !empty) {
      skip('converter limit: no expected check ID found in the test');
      continue;
    }
    if (present.size > 0 && empty) {
      skip('converter limit: the test both expects IDs and expects none');
      continue;
    }
    const files = opens.map((m) => m[2].replace(/^\.\.\//, ''));
    const [baseFile, revisionFile] = files;
    const idsConsidered = present.size ? [...present] : check === 'all' ? [] : (idsOfCheck.get(check) ?? []);
    for (const id of idsConsidered) if (mapped(id) === undefined) unmapped.set(id, (unmapped.get(id) ?? 0) + 1);
    const expected = [...present]
      .filter((id) => Array.isArray(mapped(id)))
      .sort()
      .map((id) => ({ id, level: ruleOf.get(id).level, direction: ruleOf.get(id).direction }));
    const dropped = [...present].filter((id) => !Array.isArray(mapped(id))).sort();
    if (present.size && !expected.length) {
      skip(`HTTP-specific or unmapped: ${[...present].sort().join(', ')}`);
      continue;
    }
    if (!present.size && check !== 'all' && !(idsOfCheck.get(check) ?? []).some((id) => Array.isArray(mapped(id)))) {
      skip(`HTTP-specific or unmapped check: ${check}`);
      continue;
    }
    let before, after;
    try {
      before = toolsOf(parse(show(baseFile)));
      after = toolsOf(parse(show(revisionFile)));
    } catch (err) {
      skip(`converter limit: ${err instanceof Limit ? err.message : `spec not readable (${err.message})`}`);
      continue;
    }
    const watched = present.size ? [] : check === 'all' ? ['*'] : (idsOfCheck.get(check) ?? []).filter((id) => Array.isArray(mapped(id))).sort();
    cases.push({
      name: test,
      source: { repository: 'github.com/oasdiff/oasdiff', commit, test: `${file}:${test}`, base: baseFile, revision: revisionFile },
      check,
      untilLevel,
      expected,
      ...(watched.length ? { expectNoneOf: watched } : {}),
      ...(dropped.length ? { droppedIds: dropped } : {}),
      before,
      after,
    });
  }
}

const casesDir = join(out, 'cases');
if (existsSync(casesDir)) rmSync(casesDir, { recursive: true });
mkdirSync(casesDir, { recursive: true });
// a case reads top-down: what it is, where it came from, what oasdiff expects, then the two tool lists
const ORDER = ['name', 'source', 'check', 'untilLevel', 'expected', 'expectNoneOf', 'droppedIds', 'before', 'after'];
const ordered = (c) => `${JSON.stringify(Object.fromEntries(ORDER.filter((k) => k in c).map((k) => [k, sortKeys(c[k])])), null, 2)}\n`;
for (const c of cases) writeFileSync(join(casesDir, `${c.name}.json`), ordered(c));
writeFileSync(join(out, 'skipped.json'), stable({ commit, note: 'oasdiff checker tests not converted, with the reason', tests: skipped }));
const pending = [...unmapped.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
console.log(`${cases.length} cases written to ${casesDir}; ${skipped.length} tests skipped (skipped.json)`);
if (pending.length) console.log(`IDs not in mapping.json yet: ${pending.map(([id, n]) => `${id} (${n})`).join(', ')}`);
