import type { JsonObject, JsonValue } from '../../util/json.js';

/**
 * The canonical form of a schema (after IBM's jsonsubschema, Habib et al., ISSTA 2021): the set of values it accepts,
 * split by JSON type, each type a union of conjunctions ("forms") of that type's own constraints. `allOf` becomes the
 * intersection of forms, `anyOf` their union, `type` lists and `enum`s are spread over the types, `integer` is a
 * number that is a multiple of 1. Subschemas (property values, items) stay lazy, so recursive `$ref`s cost nothing
 * until a comparison reaches them.
 *
 * What a form cannot hold in its fields rides on it as extras: a `not` that could not be pushed inside, a `oneOf`
 * whose branches may overlap (the value must match exactly one), an `if`/`then`/`else`, and keywords the core does not
 * read (opaque, kept raw so a validator can still check values against them).
 */
export interface Canon {
  /** Identity for memoised comparisons. */
  readonly id: number;
  null: NullForm[];
  bool: BoolForm[];
  num: NumForm[];
  str: StrForm[];
  arr: ArrForm[];
  obj: ObjForm[];
}

/**
 * How a form reads the text it was built from, narrowest first: `entry` (the calls, closed to declared names) within
 * `inplace` (the same, closing nothing itself) within `open` (every value the text accepts).
 */
const READING_RANK = { entry: 0, inplace: 1, open: 2 } as const;
export type Reading = keyof typeof READING_RANK;

/**
 * The text and reading of forms built from a schema that refers to nothing (build.ts interns them). A form's values
 * depend on the form alone, so any text recorded for it is read into exactly those values.
 */
const readings = new WeakMap<Canon, { text: string; reading: Reading }>();

export function noteReading(c: Canon, text: string, reading: Reading): void {
  readings.set(c, { text, reading });
}

/**
 * Proven without looking inside: both forms read the same schema text, `x` no wider than `y` (the calls of a schema
 * are among its values; the unchanged parameters of a request compare at once).
 */
export function readsWithin(x: Canon, y: Canon): boolean {
  const rx = readings.get(x);
  if (rx === undefined) return false;
  const ry = readings.get(y);
  return ry !== undefined && rx.text === ry.text && READING_RANK[rx.reading] <= READING_RANK[ry.reading];
}

export const TYPES = ['null', 'bool', 'num', 'str', 'arr', 'obj'] as const;
export type TypeKey = (typeof TYPES)[number];

/** A subschema read on demand (memoised). */
export interface Lazy {
  get(): Canon;
}

export interface Extras {
  /** The value must fail each (a `not` kept whole). */
  nots?: Canon[];
  /** The value must pass exactly one of each group (a `oneOf` whose branches may overlap). */
  oneOfs?: Canon[][];
  /** `if`/`then`/`else` kept whole. */
  conds?: Cond[];
  /** Keywords the core does not read, kept raw (a validator checks values against them). */
  opaque?: Opaque[];
}

export interface Cond {
  if: Canon;
  then: Canon;
  else: Canon;
}

export interface Opaque {
  keyword: string;
  /** Two opaque parts with the same key are the same constraint (the same JSON, the same definitions). */
  key: string;
  schema: JsonValue;
  root: JsonValue;
}

export type NullForm = Extras;

export interface BoolForm extends Extras {
  vals: boolean[];
}

export interface NumForm extends Extras {
  lo: number;
  loEx: boolean;
  hi: number;
  hiEx: boolean;
  /** The value is a multiple of each (`integer` is 1). */
  mult: number[];
  /** The value is a multiple of none of these. */
  notMult: number[];
  /** When set, the only values (already filtered by the rest of the form). */
  vals?: number[];
  notVals: number[];
}

export interface StrForm extends Extras {
  minLen: number;
  maxLen: number;
  patterns: string[];
  notPatterns: string[];
  formats: string[];
  notFormats: string[];
  vals?: string[];
  notVals: string[];
}

export interface Contains {
  s: Lazy;
  min: number;
  max: number;
}

export interface ArrForm extends Extras {
  minItems: number;
  maxItems: number;
  /** Schemas by position; later positions take `items`. */
  prefix: Lazy[];
  items: Lazy;
  contains: Contains[];
  unique: boolean;
  vals?: JsonValue[][];
  notVals: JsonValue[][];
}

/**
 * One object schema's own property keywords (`properties`, `patternProperties`, `additionalProperties`), read the
 * standard way: a name takes its property schema and every matching pattern's, or `additional` when none applies. An
 * intersection keeps the layers side by side, which is exact.
 */
export interface Layer {
  props: Map<string, Lazy>;
  patterns: Array<{ re: string; s: Lazy }>;
  additional: Lazy;
}

export interface ObjForm extends Extras {
  layers: Layer[];
  required: Set<string>;
  minProps: number;
  maxProps: number;
  /** `propertyNames`: each name must pass each (string schemas). */
  names: Lazy[];
  depReq: Array<[string, string[]]>;
  depSchemas: Array<[string, Lazy]>;
  vals?: JsonObject[];
  notVals: JsonObject[];
}

export type AnyForm = NullForm | BoolForm | NumForm | StrForm | ArrForm | ObjForm;

let nextId = 1;
export function canon(parts: Partial<Omit<Canon, 'id'>>): Canon {
  return { id: nextId++, null: parts.null ?? [], bool: parts.bool ?? [], num: parts.num ?? [], str: parts.str ?? [], arr: parts.arr ?? [], obj: parts.obj ?? [] };
}

export function lazy(f: () => Canon): Lazy {
  let c: Canon | undefined;
  return {
    get: () => (c ??= f()),
  };
}

export function known(c: Canon): Lazy {
  return { get: () => c };
}

/** Every value / no value, read lazily (the forms of TOP refer to TOP_LAZY). */
export const TOP_LAZY: Lazy = { get: () => TOP };
export const BOTTOM_LAZY: Lazy = { get: () => BOTTOM };

export const numTop = (): NumForm => ({ lo: -Infinity, loEx: false, hi: Infinity, hiEx: false, mult: [], notMult: [], notVals: [] });
export const strTop = (): StrForm => ({ minLen: 0, maxLen: Infinity, patterns: [], notPatterns: [], formats: [], notFormats: [], notVals: [] });
export const arrTop = (): ArrForm => ({ minItems: 0, maxItems: Infinity, prefix: [], items: TOP_LAZY, contains: [], unique: false, notVals: [] });
export const objTop = (): ObjForm => ({ layers: [], required: new Set(), minProps: 0, maxProps: Infinity, names: [], depReq: [], depSchemas: [], notVals: [] });

/** Every value. */
export const TOP: Canon = canon({ null: [{}], bool: [{ vals: [true, false] }], num: [numTop()], str: [strTop()], arr: [arrTop()], obj: [objTop()] });
/** No value. */
export const BOTTOM: Canon = canon({});

/** A cheap syntactic test: the canonical form accepts nothing. */
export function isBottom(c: Canon): boolean {
  return c === BOTTOM || TYPES.every((t) => c[t].length === 0);
}

export function hasExtras(f: Extras): boolean {
  return !!(f.nots?.length || f.oneOfs?.length || f.conds?.length || f.opaque?.length);
}

/** Each type's only form is unconstrained: every value (no syntactic shortcut misses a constraint). */
export function isTop(c: Canon): boolean {
  if (c === TOP) return true;
  if (c.null.length !== 1 || hasExtras(c.null[0]!)) return false;
  if (c.bool.length !== 1 || hasExtras(c.bool[0]!) || c.bool[0]!.vals.length !== 2) return false;
  if (c.num.length !== 1 || !numIsTop(c.num[0]!)) return false;
  if (c.str.length !== 1 || !strIsTop(c.str[0]!)) return false;
  if (c.arr.length !== 1 || !arrIsTop(c.arr[0]!)) return false;
  return c.obj.length === 1 && objIsTop(c.obj[0]!);
}

function numIsTop(f: NumForm): boolean {
  return !hasExtras(f) && f.lo === -Infinity && f.hi === Infinity && !f.mult.length && !f.notMult.length && !f.vals && !f.notVals.length;
}
function strIsTop(f: StrForm): boolean {
  return !hasExtras(f) && f.minLen === 0 && f.maxLen === Infinity && !f.patterns.length && !f.notPatterns.length && !f.formats.length && !f.notFormats.length && !f.vals && !f.notVals.length;
}
function arrIsTop(f: ArrForm): boolean {
  return (
    !hasExtras(f) && f.minItems === 0 && f.maxItems === Infinity && f.prefix.every((p) => p === TOP_LAZY) && f.items === TOP_LAZY && !f.contains.length && !f.unique && !f.vals && !f.notVals.length
  );
}
function objIsTop(f: ObjForm): boolean {
  return (
    !hasExtras(f) &&
    f.layers.every((l) => l.additional === TOP_LAZY && l.patterns.every((p) => p.s === TOP_LAZY) && [...l.props.values()].every((p) => p === TOP_LAZY)) &&
    !f.required.size &&
    f.minProps === 0 &&
    f.maxProps === Infinity &&
    !f.names.length &&
    !f.depReq.length &&
    !f.depSchemas.length &&
    !f.vals &&
    !f.notVals.length
  );
}

/** Thrown when a union or intersection would grow past the limit: the node is then read as opaque. */
export class TooLarge extends Error {
  constructor(readonly keyword: string) {
    super(`too large: ${keyword}`);
  }
}

/** The most forms one type may hold after unions and intersections (past it the comparison is unknown). */
export const MAX_FORMS = 48;
