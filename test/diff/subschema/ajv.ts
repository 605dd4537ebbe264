import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { Validator } from '@cfworker/json-schema';
import { callsOf } from '../../../src/diff/subschema/index.js';
import { isObject, type JsonValue } from '../../../src/util/json.js';

/**
 * ajv (the validator the MCP SDK uses) as the judge of the subschema core: every witness must pass the old schema
 * and fail the new one here, and no value may pass the old and fail the new when the core says "included". Formats
 * are ajv-formats', as the SDK installs them. Draft-07 array tuples are written as 2020-12 `prefixItems` first.
 */
type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

const newAjv = () => addFormats(new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false, logger: false, allErrors: false }));
let ajv = newAjv();
const compiled = new Map<string, ValidateFunction>();

/**
 * A draft-07 document in 2020-12 terms (array `items` → `prefixItems`, `additionalItems` → `items`, `dependencies`
 * split). Also moves `contains` (with its counts) into an `allOf` branch when the same object has `prefixItems`: ajv
 * 8.20's generated code skips `contains` on an empty array there (it guards it with the prefix loop's result, which
 * an empty array leaves unset), which the specification does not allow; inside `allOf` it is checked. And writes
 * `if`/`then`/`else` as `anyOf: [{allOf: [if, then]}, {allOf: [{not: if}, else]}]` (the same values and the same
 * annotations by the specification, also with neither `then` nor `else`: a passing `if` still evaluates names): ajv 8.20 keeps a failed `if`'s `additionalProperties` annotation when `else`
 * evaluates properties dynamically, so `unevaluatedProperties` lets through names nothing declared. And writes each
 * `dependentSchemas` entry `{p: S}` as `anyOf: [{not: O}, {allOf: [O, S]}]` with `O = {type: "object", required: [p]}` (the same
 * values and annotations): ajv 8.20 with `unevaluatedProperties: false` beside `dependentSchemas` whose schema has
 * `patternProperties` rejects `{"c": ""}` under `properties: {c: true}` even when `p` is absent (found by a 10,000-pair
 * run, seed 36, pair 4,666; see the test below).
 */
export function to2020(schema: JsonValue, dependent = true): JsonValue {
  const again = (x: JsonValue) => to2020(x, dependent);
  if (Array.isArray(schema)) return schema.map(again);
  if (!isObject(schema)) return schema;
  if ((schema.prefixItems !== undefined || Array.isArray(schema.items)) && schema.contains !== undefined) {
    const { contains, minContains, maxContains, ...rest } = schema;
    const moved: Record<string, JsonValue> = { contains };
    if (minContains !== undefined) moved.minContains = minContains;
    if (maxContains !== undefined) moved.maxContains = maxContains;
    return again({ ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), moved] });
  }
  if (schema.if !== undefined) {
    const { if: cond, then: yes, else: no, ...rest } = schema;
    const branches: JsonValue[] = [{ allOf: [cond, yes ?? true] }, { allOf: [{ not: cond }, no ?? true] }];
    return again({ ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), { anyOf: branches }] });
  }
  const out: Record<string, JsonValue> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'items' && Array.isArray(v)) {
      out.prefixItems = v.map(again);
      if (schema.additionalItems !== undefined) out.items = again(schema.additionalItems);
    } else if (k === 'additionalItems' && Array.isArray(schema.items)) continue;
    else if (k === 'dependencies' && isObject(v)) {
      for (const [p, d] of Object.entries(v)) {
        const key = Array.isArray(d) ? 'dependentRequired' : 'dependentSchemas';
        out[key] = { ...(isObject(out[key]) ? out[key] : {}), [p]: Array.isArray(d) ? d : again(d) };
      }
    } else if (k === 'enum' || k === 'const' || k === 'required' || k === 'default' || k === 'examples') out[k] = v;
    else out[k] = again(v);
  }
  if (dependent && isObject(out.dependentSchemas)) {
    const { dependentSchemas, ...rest } = out;
    const branches = Object.entries(dependentSchemas as Record<string, JsonValue>).map(([p, d]): JsonValue => ({
      anyOf: [{ not: { type: 'object', required: [p] } }, { allOf: [{ type: 'object', required: [p] }, d] }],
    }));
    return { ...rest, allOf: [...(Array.isArray(rest.allOf) ? rest.allOf : []), ...branches] };
  }
  return out;
}

function validator(schema: JsonValue, dependent = true): ValidateFunction {
  const key = `${dependent ? 'D' : 'R'}${JSON.stringify(schema)}`;
  let v = compiled.get(key);
  if (!v) {
    if (compiled.size > 20000) {
      // a fresh instance: ajv keeps what every compiled schema needs (its schemas, the generated code's scope) for the
      // life of the instance, which fills the heap of a long run (a 100,000-pair run ran out at ~70,000)
      compiled.clear();
      ajv = newAjv();
    }
    v = ajv.compile(to2020(schema, dependent) as object);
    compiled.set(key, v);
  }
  return v;
}

/** Whether ajv takes the document as a schema at all (a `$ref` that resolves nowhere makes it no schema). */
export function ajvCompiles(schema: JsonValue): boolean {
  try {
    validator(schema);
    return true;
  } catch {
    return false;
  }
}

/** ajv's generated code threw (a defect of ajv's, e.g. its evaluated-properties tracking): it cannot judge this value. */
export class AjvDefect extends Error {}

/**
 * Does ajv accept `value` under the schema document? The `dependentSchemas` rewrite (above) can make ajv's own code
 * throw (its evaluated-properties tracking under `anyOf` + `not`, with `additionalProperties: false` in the dependent
 * schema): then the document as written judges. Throws AjvDefect when neither form can.
 */
export function ajvAccepts(schema: JsonValue, value: JsonValue): boolean {
  const failures: string[] = [];
  for (const dependent of [true, false]) {
    try {
      return validator(schema, dependent)(value) === true;
    } catch (e) {
      failures.push((e as Error).message);
    }
  }
  throw new AjvDefect(`ajv threw on ${JSON.stringify(value)} under ${JSON.stringify(schema)}: ${failures.join('; ')}`);
}

/** Does ajv accept `value` as a call the schema describes (objects use only declared names)? */
export function ajvAcceptsCall(schema: JsonValue, value: JsonValue): boolean {
  return ajvAccepts(callsOf(schema), value);
}

/**
 * A second validator, @cfworker/json-schema (2020-12, the one the MCP SDK and LangChain also ship), asked only where
 * the core and ajv disagree: ajv 8.20 has defects of its own (a `patternProperties` annotation from a failed `anyOf`
 * branch leaks to `unevaluatedProperties`: under `anyOf: [{patternProperties: {"^a": {const: null}}}, {type: "object"}]`
 * with `unevaluatedProperties: false` it accepts `{"a": [1, 1]}`, which no branch evaluates; seed 36, pair 80,046 of the
 * 100,000-pair run). Same draft-07 rewrite as ajv's.
 */
const second = new Map<string, Validator>();
export function secondAccepts(schema: JsonValue, value: JsonValue): boolean {
  const key = JSON.stringify(schema);
  let v = second.get(key);
  if (!v) {
    if (second.size > 20000) second.clear();
    v = new Validator(to2020(schema) as object, '2020-12', true);
    second.set(key, v);
  }
  return v.validate(value).valid;
}
