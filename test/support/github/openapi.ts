/**
 * GitHub's own REST description (npm `@octokit/openapi`, `generated/api.github.com.json`, OpenAPI 3.0.3), loaded once per
 * process, turned into a router and into lazily compiled ajv validators (one per operation and part, compiled on first use).
 *
 * Only `components.schemas` referenced by the operation at hand are converted; OpenAPI 3.0 `nullable` becomes JSON Schema
 * `null` types, `$ref`s point at per-component schemas registered in ajv once (so `simple-user` is compiled once, not per
 * operation). Limits GitHub documents but the description lacks are added in HAND_LIMITS below.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { ROOT } from '../paths.js';

// ajv-formats is CommonJS with `exports.default`; under ESM the default import is `module.exports` itself.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

export const OPENAPI_PATH = join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };
type AnySchema = Record<string, unknown>;

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: AnySchema;
}
interface RawOperation {
  operationId: string;
  parameters?: Array<RawParameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: AnySchema }> };
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: AnySchema }> }>;
  [k: string]: unknown;
}
interface Description {
  openapi: string;
  info: { version: string; title: string };
  paths: Record<string, Record<string, RawOperation | RawParameter[]>>;
  components: {
    schemas: Record<string, AnySchema>;
    parameters: Record<string, RawParameter>;
    responses: Record<string, { content?: Record<string, { schema?: AnySchema }> }>;
    examples: Record<string, { value: Json }>;
  };
}

export interface Operation {
  operationId: string;
  method: string; // upper case
  template: string; // e.g. /repos/{owner}/{repo}/issues/{issue_number}/comments
  raw: RawOperation;
}

export interface RouteMatch {
  operation: Operation;
  params: Record<string, string>;
}

/** One validation failure, in a shape tests can assert on. `in` says which part of the request was wrong. */
export interface ValidationIssue {
  in: 'route' | 'path' | 'query' | 'body' | 'semantic' | 'graphql' | 'response';
  path: string; // JSON pointer into the part (or '' for the whole part)
  keyword: string;
  message: string;
  params?: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Limits GitHub documents (in prose or through its real 422 answers) that the machine-readable description lacks.
// Each is applied only when the description does not already state a limit at that place, so a newer description wins.
// `maxBytes` is a keyword of ours (UTF-8 byte length), for limits GitHub states in KB.

interface HandLimit {
  operationIds: string[];
  at: string[];
  limit: { maxLength?: number; maxBytes?: number };
  why: string;
}

export const HAND_LIMITS: HandLimit[] = [
  {
    operationIds: ['issues/create-comment', 'issues/update-comment'],
    at: ['body'],
    limit: { maxLength: 65536 },
    why: 'GitHub answers 422 "Body is too long (maximum is 65536 characters)"; the description has no maxLength on comment bodies.',
  },
  {
    operationIds: ['pulls/create-review-comment', 'pulls/update-review-comment', 'pulls/create-review', 'issues/create', 'issues/update', 'pulls/create', 'pulls/update'],
    at: ['body'],
    limit: { maxLength: 65536 },
    why: 'Same 65536-character body limit as issue comments.',
  },
  {
    operationIds: ['checks/create', 'checks/update'],
    at: ['output', 'annotations', '[]', 'message'],
    limit: { maxBytes: 65536 },
    why: 'Annotation message: "The maximum size is 64 KB." (prose only in the description).',
  },
  {
    operationIds: ['checks/create', 'checks/update'],
    at: ['output', 'annotations', '[]', 'raw_details'],
    limit: { maxBytes: 65536 },
    why: 'Annotation raw_details: "The maximum size is 64 KB." (prose only in the description).',
  },
  {
    operationIds: ['checks/create', 'checks/update'],
    at: ['output', 'annotations', '[]', 'title'],
    limit: { maxLength: 255 },
    why: 'Annotation title: "The maximum size is 255 characters." (prose only in the description).',
  },
];

/** Behavioural limits (not validation): GitHub clamps `per_page` to 100 without an error; the description has no maximum. */
export const PER_PAGE_MAX = 100;

// ---------------------------------------------------------------------------------------------------------------------

/** Path parameters GitHub lets contain `/` (file paths, refs, branch names). */
const GREEDY_PARAMS = new Set(['path', 'ref', 'branch', 'dir', 'file_path', 'basehead']);

const SCHEMA_ID = (mode: Mode, name: string) => `https://openapi.stand-in.invalid/${mode}/${encodeURIComponent(name)}`;
type Mode = 'request' | 'response';
const DROP = new Set(['example', 'examples', 'discriminator', 'readOnly', 'writeOnly', 'deprecated', 'xml', 'externalDocs', 'description', 'title']);

/**
 * OpenAPI 3.0 schema → JSON Schema (draft 7, as ajv reads it). `mode: 'response'` also relaxes `oneOf` to `anyOf`:
 * GitHub's response unions (private-user | public-user, …) overlap, and the description relies on discriminators.
 */
function convert(node: unknown, mode: Mode, refs: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, mode, refs));
  if (!node || typeof node !== 'object') return node;
  const src = node as AnySchema;
  const out: AnySchema = {};
  for (const [k, v] of Object.entries(src)) {
    if (DROP.has(k) || k.startsWith('x-')) continue;
    if (k === '$ref' && typeof v === 'string') {
      const m = /^#\/components\/schemas\/(.+)$/.exec(v);
      if (!m) throw new Error(`stand-in: unsupported $ref ${v}`);
      const name = decodeURIComponent(m[1]!);
      refs.add(name);
      out.$ref = SCHEMA_ID(mode, name);
      continue;
    }
    if (k === 'properties' || k === 'patternProperties' || k === 'definitions') {
      const props: AnySchema = {};
      for (const [pk, pv] of Object.entries(v as AnySchema)) props[pk] = convert(pv, mode, refs);
      out[k] = props;
      continue;
    }
    if (k === 'nullable') continue;
    if (k === 'oneOf' && mode === 'response') {
      out.anyOf = convert(v, mode, refs);
      continue;
    }
    if (k === 'enum' || k === 'default' || k === 'const' || k === 'required') {
      out[k] = v;
      continue;
    }
    out[k] = typeof v === 'object' ? convert(v, mode, refs) : v;
  }
  if (src.nullable === true) {
    const combined = '$ref' in out || 'anyOf' in out || 'oneOf' in out || 'allOf' in out;
    if (!combined && typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    } else if (combined) {
      return { anyOf: [{ type: 'null' }, out] };
    }
  }
  return out;
}

function cloneJson<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

export class OpenApiDescription {
  readonly doc: Description;
  readonly operations = new Map<string, Operation>();
  private readonly routes: Array<{ regex: RegExp; greedy: RegExp | null; names: string[]; score: string; ops: Map<string, Operation> }> = [];
  /** Second pass (unencoded slashes in parameters): the template with the most literal segments wins. */
  private readonly greedyRoutes: OpenApiDescription['routes'];
  private readonly ajvs: Record<Mode, Ajv>;
  private readonly paramAjv: Ajv;
  private readonly registered: Record<Mode, Set<string>> = { request: new Set(), response: new Set() };
  private readonly cache = new Map<string, ValidateFunction | null>();
  readonly loadMs: number;

  constructor(path = OPENAPI_PATH) {
    const t0 = performance.now();
    this.doc = JSON.parse(readFileSync(path, 'utf8')) as Description;
    for (const [template, item] of Object.entries(this.doc.paths)) {
      const ops = new Map<string, Operation>();
      for (const [method, raw] of Object.entries(item)) {
        if (Array.isArray(raw) || !raw || typeof raw !== 'object' || !('operationId' in raw)) continue;
        const op: Operation = { operationId: raw.operationId, method: method.toUpperCase(), template, raw };
        ops.set(op.method, op);
        this.operations.set(op.operationId, op);
      }
      const names: string[] = [];
      const segs = template.split('/').slice(1);
      const parts = segs.map((seg) => {
        if (!seg.includes('{')) return escapeRe(seg);
        return seg
          .split(/(\{[^}]+\})/)
          .filter(Boolean)
          .map((p) => {
            const m = /^\{(.+)\}$/.exec(p);
            if (!m) return escapeRe(p);
            names.push(m[1]!);
            return /^\{[^}]+\}$/.test(seg) ? '([^/]+)' : '([^/]+?)';
          })
          .join('');
      });
      const score = segs.map((s) => (!s.includes('{') ? '0' : /^\{[^}]+\}$/.test(s) ? '2' : '1')).join('');
      // Second pass only: parameters that may hold slashes when a client does not percent-encode them.
      const greedyParts = segs.map((seg, i) => (GREEDY_PARAMS.has(/^\{([^}]+)\}$/.exec(seg)?.[1] ?? '') ? '(.+)' : parts[i]!));
      // GitHub also answers `…/contents` (no path) with the root listing: the trailing slash-capable parameter may be empty.
      const greedy = greedyParts.some((p, i) => p !== parts[i]) ? new RegExp(`^/${greedyParts.join('/')}$`.replace(/\/\(\.\+\)\$$/, '(?:/(.*))?$')) : null;
      this.routes.push({ regex: new RegExp(`^/${parts.join('/')}$`), greedy, names, score, ops });
    }
    this.routes.sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : 0));
    const literals = (score: string) => [...score].filter((c) => c === '0').length;
    this.greedyRoutes = this.routes.filter((r) => r.greedy).sort((a, b) => literals(b.score) - literals(a.score));
    const mk = (allErrors: boolean) => {
      const ajv = new Ajv({ strict: false, allErrors, allowUnionTypes: true, validateFormats: true });
      addFormats(ajv);
      ajv.addFormat('repo.nwo', true);
      ajv.addKeyword({
        keyword: 'maxBytes',
        type: 'string',
        schemaType: 'number',
        error: { message: (cxt) => `must NOT have more than ${String(cxt.schemaValue)} bytes (UTF-8)` },
        validate: (limit: number, data: string) => Buffer.byteLength(data, 'utf8') <= limit,
      });
      return ajv;
    };
    // Requests: every problem, for a clear 422. Responses (a self-check of the stand-in): the first problem is enough.
    this.ajvs = { request: mk(true), response: mk(false) };
    this.paramAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: 'array', useDefaults: false, allowUnionTypes: true });
    addFormats(this.paramAjv);
    this.paramAjv.addFormat('repo.nwo', true);
    this.loadMs = performance.now() - t0;
  }

  get version(): string {
    return this.doc.info.version;
  }

  /** The operation for a method and a raw (still percent-encoded) path; most literal template first, like GitHub's router. */
  match(method: string, rawPath: string): RouteMatch | null {
    const m = method.toUpperCase();
    for (const pass of ['exact', 'greedy'] as const) {
      for (const r of pass === 'exact' ? this.routes : this.greedyRoutes) {
        const re = pass === 'exact' ? r.regex : r.greedy;
        if (!re) continue;
        const hit = re.exec(rawPath);
        if (!hit) continue;
        const op = r.ops.get(m) ?? (m === 'HEAD' ? r.ops.get('GET') : undefined);
        if (!op) continue;
        const params: Record<string, string> = {};
        r.names.forEach((n, i) => {
          const v = hit[i + 1] ?? '';
          try {
            params[n] = decodeURIComponent(v);
          } catch {
            params[n] = v;
          }
        });
        return { operation: op, params };
      }
    }
    return null;
  }

  parameters(op: Operation): RawParameter[] {
    const pathItem = this.doc.paths[op.template] as Record<string, unknown>;
    const shared = (Array.isArray(pathItem.parameters) ? pathItem.parameters : []) as Array<RawParameter | { $ref: string }>;
    return [...shared, ...(op.raw.parameters ?? [])].map((p) => {
      if ('$ref' in p) {
        const name = /^#\/components\/parameters\/(.+)$/.exec(p.$ref)?.[1];
        const resolved = name ? this.doc.components.parameters[name] : undefined;
        if (!resolved) throw new Error(`stand-in: unresolvable parameter ${p.$ref}`);
        return resolved;
      }
      return p;
    });
  }

  /** Validates path and query parameters; returns the coerced values (query defaults are not filled in). */
  validateParams(match: RouteMatch, query: URLSearchParams): { issues: ValidationIssue[]; path: Record<string, unknown>; query: Record<string, unknown> } {
    const op = match.operation;
    const issues: ValidationIssue[] = [];
    const out = { path: { ...match.params } as Record<string, unknown>, query: {} as Record<string, unknown> };
    const params = this.parameters(op);
    for (const where of ['path', 'query'] as const) {
      const defs = params.filter((p) => p.in === where);
      const data: Record<string, unknown> = where === 'path' ? out.path : out.query;
      if (where === 'query') {
        for (const p of defs) {
          const all = query.getAll(p.name).concat(query.getAll(`${p.name}[]`));
          if (all.length === 0) continue;
          data[p.name] = all.length === 1 ? all[0] : all;
        }
      }
      const v = this.compileCached(`${op.operationId} ${where}`, () => {
        const properties: AnySchema = {};
        for (const p of defs) properties[p.name] = convert(cloneJson(p.schema ?? {}), 'request', new Set());
        return this.paramAjv.compile({ type: 'object', properties, required: defs.filter((p) => p.required).map((p) => p.name) });
      });
      if (v && !v(data)) issues.push(...toIssues(where, v.errors));
    }
    return { issues, ...out };
  }

  /** Validates a JSON body against the operation's `application/json` request body (plus HAND_LIMITS). */
  validateBody(op: Operation, body: unknown, present: boolean): ValidationIssue[] {
    const rb = op.raw.requestBody;
    const schema = rb?.content?.['application/json']?.schema;
    if (!rb || !schema) return [];
    if (!present) {
      return rb.required ? [{ in: 'body', path: '', keyword: 'required', message: 'a JSON request body is required by this operation' }] : [];
    }
    const v = this.compileCached(`${op.operationId} body`, () => {
      const refs = new Set<string>();
      const converted = convert(cloneJson(schema), 'request', refs) as AnySchema;
      applyHandLimits(op.operationId, converted);
      this.register('request', refs);
      return this.ajvs.request.compile(converted);
    });
    return v && !v(body) ? toIssues('body', v.errors) : [];
  }

  /** Validates what the stand-in is about to answer against the documented response for that status (if any). */
  validateResponse(op: Operation, status: number, body: unknown): ValidationIssue[] {
    const v = this.compileCached(`${op.operationId} response ${status}`, () => {
      let resp = op.raw.responses?.[String(status)];
      if (resp?.$ref) resp = this.doc.components.responses[resp.$ref.replace('#/components/responses/', '')];
      const schema = resp?.content?.['application/json']?.schema;
      if (!schema) return null;
      const refs = new Set<string>();
      const converted = convert(cloneJson(schema), 'response', refs) as AnySchema;
      this.register('response', refs);
      return this.ajvs.response.compile(converted);
    });
    return v && !v(body) ? toIssues('response', v.errors) : [];
  }

  /** A deep copy of one of the description's examples (`components.examples`), e.g. `pull-request`, `issue-comment`. */
  example<T = JsonObject>(name: string): T {
    const ex = this.doc.components.examples[name];
    if (!ex) throw new Error(`stand-in: no example named ${name} in the OpenAPI description`);
    return cloneJson(ex.value) as T;
  }

  /** The converted JSON schema of a request body (for tests and for the report: which limits the description has). */
  requestBodySchema(operationId: string): AnySchema | undefined {
    const schema = this.operations.get(operationId)?.raw.requestBody?.content?.['application/json']?.schema;
    return schema ? (cloneJson(schema) as AnySchema) : undefined;
  }

  private register(mode: Mode, refs: Set<string>): void {
    const queue = [...refs];
    while (queue.length) {
      const name = queue.pop()!;
      if (this.registered[mode].has(name)) continue;
      this.registered[mode].add(name);
      const raw = this.doc.components.schemas[name];
      if (!raw) throw new Error(`stand-in: missing component schema ${name}`);
      const more = new Set<string>();
      const converted = convert(cloneJson(raw), mode, more) as AnySchema;
      this.ajvs[mode].addSchema({ ...converted, $id: SCHEMA_ID(mode, name) });
      queue.push(...more);
    }
  }

  private compileCached(key: string, build: () => ValidateFunction | null): ValidateFunction | null {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key)!;
  }
}

function applyHandLimits(operationId: string, schema: AnySchema): void {
  for (const hl of HAND_LIMITS) {
    if (!hl.operationIds.includes(operationId)) continue;
    for (const target of findAt(schema, hl.at)) {
      if (hl.limit.maxLength !== undefined && target.maxLength === undefined) target.maxLength = hl.limit.maxLength;
      if (hl.limit.maxBytes !== undefined && target.maxLength === undefined && target.maxBytes === undefined) target.maxBytes = hl.limit.maxBytes;
    }
  }
}

/** Every sub-schema at a property path (`[]` = array items), looking through anyOf/oneOf/allOf branches. */
function findAt(schema: AnySchema, at: string[]): AnySchema[] {
  const branches = (s: AnySchema): AnySchema[] => [s, ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) => (Array.isArray(s[k]) ? (s[k] as AnySchema[]).flatMap(branches) : []))];
  let current = branches(schema);
  for (const step of at) {
    const next: AnySchema[] = [];
    for (const s of current) {
      const child = step === '[]' ? (s.items as AnySchema | undefined) : (s.properties as Record<string, AnySchema> | undefined)?.[step];
      if (child && typeof child === 'object') next.push(...branches(child));
    }
    current = next;
  }
  return current;
}

function toIssues(where: ValidationIssue['in'], errors: ErrorObject[] | null | undefined): ValidationIssue[] {
  return (errors ?? []).map((e) => ({
    in: where,
    path: e.instancePath,
    keyword: e.keyword,
    message: `${where}${e.instancePath || ''} ${e.message ?? 'is invalid'}${e.keyword === 'enum' ? `: ${JSON.stringify((e.params as { allowedValues?: unknown }).allowedValues)}` : ''}${e.keyword === 'additionalProperties' ? `: ${JSON.stringify((e.params as { additionalProperty?: unknown }).additionalProperty)}` : ''}`,
    params: e.params as Record<string, unknown>,
  }));
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The worker-wide description: parsed once per Jest worker process, not once per test file (jest gives each file a
 * module registry of its own, so a module-level variable would be per file). It is kept on Node's `os` module, which
 * jest hands every file of a worker as the same object (the `process` and globals a file sees are per-file copies),
 * with the ajv validators it has compiled so far. Only the default description is shared.
 */
const SHARED = Symbol.for('mcp-contract-gate.test.openapi');
export function openApi(): OpenApiDescription {
  const holder = os as unknown as Record<symbol, OpenApiDescription | undefined>;
  return (holder[SHARED] ??= new OpenApiDescription());
}
