import { refTarget } from './refs.js';
import { isObject, type JsonObject, type JsonValue } from '../../util/json.js';
import { codePoints, formatHolds, isMultiple, jsonSame, jsonTypeOf, regexOf, Unsupported } from './ajv-semantics.js';
import { isKnownDialect, plainUnevaluated, typesOf } from './node-reading.js';

/**
 * A JSON Schema validator for the keywords the subschema core reads (2020-12, with draft-07's array `items`,
 * `additionalItems` and `dependencies`), written to agree with ajv, which the MCP SDK validates with: `multipleOf` by
 * ajv's own division test, lengths in code points, formats by ajv-formats (unknown ones ignored, as ajv does with
 * `strict: false`), `unevaluatedProperties` by the annotations of the subschemas that passed. Every witness the core
 * reports is checked here against both schemas, independently of how the core reasoned about them.
 *
 * What it cannot read (`$dynamicRef`, remote references, `unevaluatedItems`, an invalid pattern) throws `Unsupported`
 * with the keyword: the caller answers "cannot be compared" rather than guess.
 */

/** Where a value fails a schema: the keyword, its pointer in the schema, and the value's pointer. */
export interface Failure {
  keyword: string;
  schemaPath: string;
  instancePath: string;
}

/** Names of the instance's properties that the passing subschemas evaluated (`true`: all of them). */
type Names = Set<string> | true | undefined;

interface Ctx {
  root: JsonValue;
  /** Record the first failure (false inside a composition branch, which only reports itself). */
  record: boolean;
  failure?: Failure;
  /** `$ref`s followed without moving into the instance (a bare self-reference would loop). */
  refDepth: number;
}

const MAX_IN_PLACE_REFS = 64;

/** Does `value` pass `schema` (located in `root`, for `$ref`)? */
export function validates(root: JsonValue, schema: JsonValue, value: JsonValue): boolean {
  return run(root, schema, value).ok;
}

/** Where `value` fails `schema`, or undefined when it passes. */
export function failureOf(root: JsonValue, schema: JsonValue, value: JsonValue, schemaPath = ''): Failure | undefined {
  const r = run(root, schema, value, schemaPath);
  return r.ok ? undefined : (r.failure ?? { keyword: 'schema', schemaPath, instancePath: '' });
}

function run(root: JsonValue, schema: JsonValue, value: JsonValue, schemaPath = ''): { ok: boolean; failure?: Failure } {
  const ctx: Ctx = { root, record: true, refDepth: 0 };
  const r = check(schema, value, schemaPath, '', ctx);
  return { ok: r.ok, failure: ctx.failure };
}

interface Res {
  ok: boolean;
  names: Names;
}

const PASS: Res = { ok: true, names: undefined };
const FAIL: Res = { ok: false, names: undefined };

function fail(ctx: Ctx, keyword: string, sp: string, ip: string): Res {
  if (ctx.record && !ctx.failure) ctx.failure = { keyword, schemaPath: `${sp}/${keyword}`, instancePath: ip };
  return FAIL;
}

function merge(a: Names, b: Names): Names {
  if (a === true || b === true) return true;
  if (!a) return b;
  if (!b) return a;
  const out = new Set(a);
  for (const n of b) out.add(n);
  return out;
}

function esc(token: string | number): string {
  return `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function hasType(v: JsonValue, t: JsonValue): boolean {
  switch (t) {
    case 'integer':
      return typeof v === 'number' && Number.isFinite(v) && !(v % 1);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
    case 'boolean':
    case 'null':
    case 'array':
    case 'object':
      return jsonTypeOf(v) === t;
    default:
      return false;
  }
}

function check(written: JsonValue, v: JsonValue, sp: string, ip: string, ctx: Ctx): Res {
  if (written === true) return PASS;
  if (written === false) return fail(ctx, 'false', sp, ip);
  if (!isObject(written)) return PASS;
  // (schema paths stay those of the schema as written: the rewrite moves a keyword, it adds none)
  const s = plainUnevaluated(written);
  let names: Names;
  if (s.$dynamicRef !== undefined) throw new Unsupported('$dynamicRef');
  if (s.$recursiveRef !== undefined) throw new Unsupported('$recursiveRef');

  if (typeof s.$ref === 'string') {
    const target = refTarget(ctx.root, s.$ref);
    if (target === undefined) throw new Unsupported('$ref');
    if (++ctx.refDepth > MAX_IN_PLACE_REFS) throw new Unsupported('$ref');
    const r = check(target, v, `${sp}/$ref`, ip, ctx);
    ctx.refDepth--;
    if (!r.ok) return FAIL;
    names = merge(names, r.names);
  }

  if (s.type !== undefined || s.nullable !== undefined) {
    const types = typesOf(s);
    if (types && !types.some((t) => hasType(v, t))) return fail(ctx, 'type', sp, ip);
  }
  if (!isKnownDialect(s.$schema)) throw new Unsupported('$schema');
  if (s.const !== undefined && !jsonSame(s.const, v)) return fail(ctx, 'const', sp, ip);
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonSame(e, v))) return fail(ctx, 'enum', sp, ip);

  if (typeof v === 'number') {
    if (!checkNumber(s, v, sp, ip, ctx)) return FAIL;
  } else if (typeof v === 'string') {
    if (typeof s.minLength === 'number' && codePoints(v) < s.minLength) return fail(ctx, 'minLength', sp, ip);
    if (typeof s.maxLength === 'number' && codePoints(v) > s.maxLength) return fail(ctx, 'maxLength', sp, ip);
    if (typeof s.pattern === 'string' && !regexOf(s.pattern).test(v)) return fail(ctx, 'pattern', sp, ip);
  }
  if (typeof s.format === 'string' && !formatHolds(s.format, v)) return fail(ctx, 'format', sp, ip);

  if (Array.isArray(v)) {
    if (!checkArray(s, v, sp, ip, ctx)) return FAIL;
  } else if (isObject(v)) {
    const r = checkObject(s, v, sp, ip, ctx);
    if (!r.ok) return FAIL;
    names = merge(names, r.names);
  }

  // in-place composition: annotations of the passing subschemas count (unevaluatedProperties reads them)
  if (Array.isArray(s.allOf)) {
    for (let i = 0; i < s.allOf.length; i++) {
      const r = check(s.allOf[i] as JsonValue, v, `${sp}/allOf/${i}`, ip, ctx);
      if (!r.ok) return FAIL;
      names = merge(names, r.names);
    }
  }
  if (Array.isArray(s.anyOf)) {
    let any = false;
    for (let i = 0; i < s.anyOf.length; i++) {
      const r = quiet(ctx, () => check((s.anyOf as JsonValue[])[i] as JsonValue, v, `${sp}/anyOf/${i}`, ip, ctx));
      if (r.ok) {
        any = true;
        names = merge(names, r.names);
      }
    }
    if (!any) return fail(ctx, 'anyOf', sp, ip);
  }
  if (Array.isArray(s.oneOf)) {
    let passed = 0;
    let got: Names;
    for (let i = 0; i < s.oneOf.length; i++) {
      const r = quiet(ctx, () => check((s.oneOf as JsonValue[])[i] as JsonValue, v, `${sp}/oneOf/${i}`, ip, ctx));
      if (r.ok) {
        passed++;
        got = r.names;
      }
    }
    if (passed !== 1) return fail(ctx, 'oneOf', sp, ip);
    names = merge(names, got);
  }
  if (s.not !== undefined) {
    const r = quiet(ctx, () => check(s.not as JsonValue, v, `${sp}/not`, ip, ctx));
    if (r.ok) return fail(ctx, 'not', sp, ip);
  }
  if (s.if !== undefined) {
    const c = quiet(ctx, () => check(s.if as JsonValue, v, `${sp}/if`, ip, ctx));
    if (c.ok) {
      names = merge(names, c.names);
      if (s.then !== undefined) {
        const r = check(s.then, v, `${sp}/then`, ip, ctx);
        if (!r.ok) return FAIL;
        names = merge(names, r.names);
      }
    } else if (s.else !== undefined) {
      const r = check(s.else, v, `${sp}/else`, ip, ctx);
      if (!r.ok) return FAIL;
      names = merge(names, r.names);
    }
  }
  if (isObject(v) && s.unevaluatedProperties !== undefined) {
    if (names !== true) {
      for (const k of Object.keys(v)) {
        if (names?.has(k)) continue;
        const r = check(s.unevaluatedProperties, v[k] as JsonValue, `${sp}/unevaluatedProperties`, ip + esc(k), ctx);
        if (!r.ok) return fail(ctx, 'unevaluatedProperties', sp, ip);
      }
    }
    names = true;
  }
  if (Array.isArray(v) && s.unevaluatedItems !== undefined) throw new Unsupported('unevaluatedItems');
  return { ok: true, names };
}

/** Run a composition branch without recording its failures (the composition keyword reports itself). */
function quiet(ctx: Ctx, f: () => Res): Res {
  const record = ctx.record;
  ctx.record = false;
  try {
    return f();
  } finally {
    ctx.record = record;
  }
}

function checkNumber(s: JsonObject, v: number, sp: string, ip: string, ctx: Ctx): boolean {
  const n = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  const min = n('minimum');
  const max = n('maximum');
  if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min)) return !fail(ctx, s.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', sp, ip);
  if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max)) return !fail(ctx, s.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', sp, ip);
  const xmin = n('exclusiveMinimum');
  const xmax = n('exclusiveMaximum');
  if (xmin !== undefined && v <= xmin) return !fail(ctx, 'exclusiveMinimum', sp, ip);
  if (xmax !== undefined && v >= xmax) return !fail(ctx, 'exclusiveMaximum', sp, ip);
  const m = n('multipleOf');
  if (m !== undefined && m > 0 && !isMultiple(v, m)) return !fail(ctx, 'multipleOf', sp, ip);
  return true;
}

function checkArray(s: JsonObject, v: JsonValue[], sp: string, ip: string, ctx: Ctx): boolean {
  if (typeof s.minItems === 'number' && v.length < s.minItems) return !fail(ctx, 'minItems', sp, ip);
  if (typeof s.maxItems === 'number' && v.length > s.maxItems) return !fail(ctx, 'maxItems', sp, ip);
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
  const prefixKey = Array.isArray(s.prefixItems) ? 'prefixItems' : 'items';
  const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
  const restKey = Array.isArray(s.prefixItems) ? 'items' : Array.isArray(s.items) ? 'additionalItems' : 'items';
  for (let i = 0; i < v.length; i++) {
    const sub = i < prefix.length ? prefix[i] : rest;
    if (sub === undefined) continue;
    const at = i < prefix.length ? `${sp}/${prefixKey}/${i}` : `${sp}/${restKey}`;
    if (!check(sub as JsonValue, v[i] as JsonValue, at, `${ip}/${i}`, ctx).ok) return false;
  }
  if (s.contains !== undefined) {
    let count = 0;
    for (let i = 0; i < v.length; i++) if (quiet(ctx, () => check(s.contains as JsonValue, v[i] as JsonValue, `${sp}/contains`, `${ip}/${i}`, ctx)).ok) count++;
    const minC = typeof s.minContains === 'number' ? s.minContains : 1;
    if (count < minC) return !fail(ctx, typeof s.minContains === 'number' ? 'minContains' : 'contains', sp, ip);
    if (typeof s.maxContains === 'number' && count > s.maxContains) return !fail(ctx, 'maxContains', sp, ip);
  }
  if (s.uniqueItems === true) {
    for (let i = 0; i < v.length; i++) for (let j = i + 1; j < v.length; j++) if (jsonSame(v[i] as JsonValue, v[j] as JsonValue)) return !fail(ctx, 'uniqueItems', sp, ip);
  }
  return true;
}

function checkObject(s: JsonObject, v: JsonObject, sp: string, ip: string, ctx: Ctx): Res {
  const keys = Object.keys(v);
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return fail(ctx, 'minProperties', sp, ip);
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return fail(ctx, 'maxProperties', sp, ip);
  if (Array.isArray(s.required)) for (const r of s.required) if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r)) return fail(ctx, 'required', sp, ip);
  let names: Names;
  const evaluated = new Set<string>();
  const props = isObject(s.properties) ? s.properties : undefined;
  const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
  if (s.propertyNames !== undefined) {
    for (const k of keys) if (!quiet(ctx, () => check(s.propertyNames as JsonValue, k, `${sp}/propertyNames`, ip, ctx)).ok) return fail(ctx, 'propertyNames', sp, ip);
  }
  for (const k of keys) {
    const value = v[k] as JsonValue;
    let matched = false;
    if (props && Object.prototype.hasOwnProperty.call(props, k)) {
      matched = true;
      if (!check(props[k] as JsonValue, value, `${sp}/properties${esc(k)}`, ip + esc(k), ctx).ok) return FAIL;
    }
    for (const [p, sub] of patterns) {
      if (!regexOf(p).test(k)) continue;
      matched = true;
      if (!check(sub, value, `${sp}/patternProperties${esc(p)}`, ip + esc(k), ctx).ok) return FAIL;
    }
    if (matched) evaluated.add(k);
    else if (s.additionalProperties !== undefined) {
      if (!check(s.additionalProperties, value, `${sp}/additionalProperties`, ip + esc(k), ctx).ok) {
        if (s.additionalProperties === false) return fail(ctx, 'additionalProperties', sp, ip);
        return FAIL;
      }
    }
  }
  if (s.additionalProperties !== undefined) names = true;
  else if (evaluated.size) names = evaluated;
  const depReq = isObject(s.dependentRequired) ? s.dependentRequired : undefined;
  const deps = isObject(s.dependencies) ? s.dependencies : undefined;
  for (const [p, req] of [...Object.entries(depReq ?? {}), ...Object.entries(deps ?? {}).filter(([, d]) => Array.isArray(d))]) {
    if (!Object.prototype.hasOwnProperty.call(v, p) || !Array.isArray(req)) continue;
    for (const r of req) if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r)) return fail(ctx, depReq && p in depReq ? 'dependentRequired' : 'dependencies', sp, ip);
  }
  const depSchemas = [
    ...Object.entries(isObject(s.dependentSchemas) ? s.dependentSchemas : {}).map(([p, d]) => [p, d, 'dependentSchemas'] as const),
    ...Object.entries(deps ?? {})
      .filter(([, d]) => !Array.isArray(d))
      .map(([p, d]) => [p, d, 'dependencies'] as const),
  ];
  for (const [p, d, key] of depSchemas) {
    if (!Object.prototype.hasOwnProperty.call(v, p)) continue;
    const r = check(d, v, `${sp}/${key}${esc(p)}`, ip, ctx);
    if (!r.ok) return FAIL;
    names = merge(names, r.names);
  }
  return { ok: true, names };
}
