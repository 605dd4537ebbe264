/**
 * The Actions cache service (v2, as `@actions/cache` calls it on github.com) for the stand-in: the results service's
 * Twirp JSON API (`ACTIONS_RESULTS_URL` + `/twirp/github.actions.results.api.v1.CacheService/<Method>`) and the blob
 * storage its signed URLs point at (Azure block-blob PUTs: Put Blob, Put Block, Put Block List; GET and HEAD with
 * ranges). Not in `@octokit/openapi` (it is no REST API): request bodies are checked against the message types of the
 * protobuf code generated into `@actions/cache` itself (strict `fromJson`: an unknown field or a wrong type is
 * invalid), answers are built by them, and every call is recorded.
 *
 * Like GitHub: an exact key match first, then each restore key as a prefix (the newest entry), among finalized entries
 * of the same version; a miss is `{ ok: false }` (HTTP 200); a key and version already reserved is Twirp `already_exists`.
 * Not modelled: scopes by ref (every entry is readable by every caller), eviction, the size quota.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../paths.js';

export const CACHE_SERVICE = 'github.actions.results.api.v1.CacheService';
export type CacheMethod = 'GetCacheEntryDownloadURL' | 'CreateCacheEntry' | 'FinalizeCacheEntryUpload';
const METHODS: readonly CacheMethod[] = ['GetCacheEntryDownloadURL', 'CreateCacheEntry', 'FinalizeCacheEntryUpload'];

/** One Twirp call: the request as sent, what was answered, and whether the request matched the generated message type. */
export interface CacheCall {
  seq: number;
  method: CacheMethod | string;
  request: unknown;
  status: number;
  response: unknown;
  valid: boolean;
  issues: string[];
}

/** One request to the blob storage. */
export interface BlobCall {
  seq: number;
  method: string;
  blob: string;
  /** `block`, `blocklist` or undefined (Put Blob, GET, HEAD). */
  comp?: string;
  range?: string;
  status: number;
  /** Bytes received (PUT) or sent (GET). */
  bytes: number;
}

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  blob: string;
  finalized: boolean;
  sizeBytes?: number;
  created: number;
}

interface MessageType {
  fromJson(json: unknown, options?: { ignoreUnknownFields?: boolean }): object;
  toJson(message: object, options?: { useProtoFieldName?: boolean; emitDefaultValues?: boolean }): unknown;
  create(value?: object): object;
}

/** The message types generated into @actions/cache (its package exports only the toolkit, so they are read by path). */
async function messageTypes(): Promise<Record<string, MessageType>> {
  return (await import(join(ROOT, 'node_modules', '@actions', 'cache', 'lib', 'generated', 'results', 'api', 'v1', 'cache.js'))) as Record<string, MessageType>;
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class CacheService {
  /** ACTIONS_RUNTIME_TOKEN: the bearer token every Twirp call must carry. */
  readonly runtimeToken = `mcg-runtime-${randomBytes(12).toString('hex')}`;
  readonly calls: CacheCall[] = [];
  readonly blobCalls: BlobCall[] = [];
  readonly entries: CacheEntry[] = [];
  /** Calls whose body did not match the generated message type, or that lacked the token. */
  readonly invalidCalls: CacheCall[] = [];
  /** Errors of the stand-in itself (answered 500). */
  readonly internalErrors: string[] = [];
  private readonly blobs = new Map<string, { data: Buffer; blocks: Map<string, Buffer>; read: string; write: string; modified: Date }>();
  private failing = new Map<string, { status: number; code: string; msg: string }>();
  private server: Server;
  private sockets = new Set<Socket>();
  private base = '';
  private seq = 0;
  private types: Promise<Record<string, MessageType>> | undefined;

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 1000;
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const s of this.sockets) s.destroy();
    });
  }

  /** ACTIONS_RESULTS_URL (with its trailing slash, as the runner sets it). */
  get url(): string {
    return this.base;
  }

  /** What a runner gives a JavaScript action for the cache: pass it as `prepareRunner({ env })`. */
  env(): Record<string, string> {
    return { ACTIONS_RESULTS_URL: this.base, ACTIONS_RUNTIME_TOKEN: this.runtimeToken, ACTIONS_CACHE_SERVICE_V2: 'True' };
  }

  /** Answer every call of `method` with a Twirp error (until `fail(method, undefined)`); 4xx ones are not retried by the toolkit. */
  fail(method: CacheMethod, error: { status: number; code?: string; msg?: string } | undefined): void {
    if (!error) this.failing.delete(method);
    else this.failing.set(method, { status: error.status, code: error.code ?? 'internal', msg: error.msg ?? 'stand-in fault' });
  }

  /** Cut the archives saved under `key` to their first half (a torn upload: a download unpacks part, then fails). */
  truncate(key: string): void {
    for (const e of this.entries.filter((x) => x.key === key)) {
      const b = this.blobs.get(e.blob)!;
      b.data = b.data.subarray(0, Math.floor(b.data.length / 2));
    }
  }

  callsOf(method: CacheMethod): CacheCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Throws when a call was invalid (a body the generated message types refuse, a missing token, an unknown method). */
  assertClean(): void {
    const lines = [...this.invalidCalls.map((c) => `invalid #${c.seq} ${c.method}: ${c.issues.join('; ')}`), ...this.internalErrors.map((e) => `stand-in error: ${e}`)];
    if (lines.length) throw new Error(`cache service stand-in saw problems:\n${lines.join('\n')}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const seq = ++this.seq;
    const url = new URL(req.url ?? '/', this.base || 'http://127.0.0.1/');
    const body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
    try {
      if (url.pathname.startsWith('/twirp/')) return await this.twirp(seq, req, url, body, res);
      if (url.pathname.startsWith('/blob/')) return this.blob(seq, req, url, body, res);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } catch (err) {
      // a bug here, not in the client: answered (never left hanging) and kept for assertClean
      this.internalErrors.push(`${req.method} ${url.pathname}: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'internal', msg: `stand-in internal error: ${(err as Error).message}` }));
    }
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Twirp

  private async twirp(seq: number, req: IncomingMessage, url: URL, raw: Buffer, res: ServerResponse): Promise<void> {
    const [, , service, method = ''] = url.pathname.split('/');
    const call: CacheCall = { seq, method, request: undefined, status: 0, response: undefined, valid: true, issues: [] };
    this.calls.push(call);
    let status = 200;
    let answer: unknown;
    try {
      if (req.method !== 'POST') throw new TwirpError(404, 'bad_route', `no handler for ${req.method} ${url.pathname}`);
      if (service !== CACHE_SERVICE || !METHODS.includes(method as CacheMethod)) this.invalid(call, new TwirpError(404, 'bad_route', `no handler for path ${url.pathname}`));
      if (req.headers.authorization !== `Bearer ${this.runtimeToken}`) this.invalid(call, new TwirpError(401, 'unauthenticated', 'missing or wrong ACTIONS_RUNTIME_TOKEN'));
      if (!String(req.headers['content-type']).startsWith('application/json'))
        this.invalid(call, new TwirpError(400, 'malformed', `content-type ${req.headers['content-type']} (the JSON client sends application/json)`));
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        this.invalid(call, new TwirpError(400, 'malformed', 'the body is not JSON'));
      }
      call.request = json;
      this.types ??= messageTypes();
      const types = await this.types;
      let message: Record<string, unknown>;
      try {
        message = types[`${method}Request`]!.fromJson(json) as Record<string, unknown>;
      } catch (err) {
        this.invalid(call, new TwirpError(400, 'malformed', `the body is not a ${method}Request: ${(err as Error).message}`));
      }
      const fault = this.failing.get(method);
      if (fault) throw new TwirpError(fault.status, fault.code, fault.msg);
      const Response = types[`${method}Response`]!;
      answer = Response.toJson(Response.create(this.answer(method as CacheMethod, message!)), { useProtoFieldName: true });
    } catch (err) {
      if (!(err instanceof TwirpError)) throw err;
      status = err.status;
      answer = { code: err.code, msg: err.message };
    }
    call.status = status;
    call.response = answer;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }

  private invalid(call: CacheCall, err: TwirpError): never {
    call.valid = false;
    call.issues.push(err.message);
    this.invalidCalls.push(call);
    throw err;
  }

  private answer(method: CacheMethod, m: Record<string, unknown>): object {
    const key = String(m.key ?? '');
    const version = String(m.version ?? '');
    if (!key || !version) throw new TwirpError(400, 'invalid_argument', 'key and version are required');
    if (method === 'GetCacheEntryDownloadURL') {
      const done = this.entries.filter((e) => e.finalized && e.version === version).sort((a, b) => b.created - a.created);
      const restoreKeys = (m.restoreKeys as string[] | undefined) ?? [];
      const hit = done.find((e) => e.key === key) ?? restoreKeys.map((p) => done.find((e) => e.key.startsWith(p))).find(Boolean);
      if (!hit) return { ok: false };
      return { ok: true, signedDownloadUrl: this.signed(hit.blob, 'read'), matchedKey: hit.key };
    }
    if (method === 'CreateCacheEntry') {
      if (this.entries.some((e) => e.key === key && e.version === version)) throw new TwirpError(409, 'already_exists', 'cache entry with the same key, version, and scope already exists');
      const id = this.entries.length + 1;
      const blob = `actions-cache/${createHash('sha256').update(`${key}\0${version}`).digest('hex').slice(0, 24)}`;
      this.blobs.set(blob, { data: Buffer.alloc(0), blocks: new Map(), read: randomBytes(16).toString('hex'), write: randomBytes(16).toString('hex'), modified: new Date() });
      this.entries.push({ id, key, version, blob, finalized: false, created: Date.now() + id / 1000 });
      return { ok: true, signedUploadUrl: this.signed(blob, 'write') };
    }
    const entry = this.entries.find((e) => e.key === key && e.version === version && !e.finalized);
    if (!entry) return { ok: false, message: `no cache entry reserved for key ${key} and this version` };
    const size = Number(m.sizeBytes);
    const stored = this.blobs.get(entry.blob)!.data.length;
    if (size !== stored) return { ok: false, message: `size_bytes ${size} but the blob holds ${stored} bytes` };
    Object.assign(entry, { finalized: true, sizeBytes: size });
    return { ok: true, entryId: String(entry.id) };
  }

  private signed(blob: string, access: 'read' | 'write'): string {
    const b = this.blobs.get(blob)!;
    return `${this.base}blob/${blob}?sv=2024-11-04&sp=${access === 'read' ? 'r' : 'cw'}&se=2099-01-01T00%3A00%3A00Z&sr=b&sig=${access === 'read' ? b.read : b.write}`;
  }

  // -------------------------------------------------------------------------------------------------------------------
  // Blob storage (the part of Azure's REST API the Azure SDK's BlockBlobClient and a plain GET use)

  private blob(seq: number, req: IncomingMessage, url: URL, body: Buffer, res: ServerResponse): void {
    const name = decodeURIComponent(url.pathname.slice('/blob/'.length));
    const comp = url.searchParams.get('comp') ?? undefined;
    const method = req.method ?? 'GET';
    const range = (req.headers['x-ms-range'] ?? req.headers.range) as string | undefined;
    const call: BlobCall = { seq, method, blob: name, ...(comp ? { comp } : {}), ...(range ? { range } : {}), status: 0, bytes: method === 'PUT' ? body.length : 0 };
    this.blobCalls.push(call);
    const common = {
      'x-ms-request-id': randomBytes(8).toString('hex'),
      'x-ms-version': '2024-11-04',
      ...(req.headers['x-ms-client-request-id'] ? { 'x-ms-client-request-id': String(req.headers['x-ms-client-request-id']) } : {}),
    };
    const fail = (status: number, code: string, message: string) => {
      call.status = status;
      res
        .writeHead(status, { ...common, 'content-type': 'application/xml', 'x-ms-error-code': code })
        .end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
    };
    const b = this.blobs.get(name);
    if (!b) return fail(404, 'BlobNotFound', 'The specified blob does not exist.');
    const sig = url.searchParams.get('sig');
    const writing = method === 'PUT';
    if (sig !== (writing ? b.write : b.read) || url.searchParams.get('sp') !== (writing ? 'cw' : 'r'))
      return fail(403, writing ? 'AuthorizationPermissionMismatch' : 'AuthenticationFailed', 'This request is not authorized to perform this operation using this permission.');
    const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
    const written = (extra: Record<string, string> = {}) => {
      b.modified = new Date();
      call.status = 201;
      res
        .writeHead(201, {
          ...common,
          etag: `"0x${createHash('sha1').update(b.data).digest('hex').slice(0, 15).toUpperCase()}"`,
          'last-modified': b.modified.toUTCString(),
          'x-ms-request-server-encrypted': 'true',
          ...extra,
        })
        .end();
    };
    if (writing) {
      if (comp === 'block') {
        const id = url.searchParams.get('blockid');
        if (!id) return fail(400, 'InvalidQueryParameterValue', 'blockid is required');
        b.blocks.set(id, body);
        return written({ 'content-md5': md5(body) });
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]!);
        const missing = ids.filter((id) => !b.blocks.has(id));
        if (missing.length) return fail(400, 'InvalidBlockList', `The specified block list is invalid: ${missing.length} block(s) were never staged.`);
        b.data = Buffer.concat(ids.map((id) => b.blocks.get(id)!));
        b.blocks.clear();
        return written();
      }
      if (comp !== undefined) return fail(400, 'InvalidQueryParameterValue', `comp=${comp} is not served`);
      if (req.headers['x-ms-blob-type'] !== 'BlockBlob') return fail(400, 'MissingRequiredHeader', 'x-ms-blob-type: BlockBlob is required');
      b.data = body;
      return written({ 'content-md5': md5(body) });
    }
    if (method !== 'GET' && method !== 'HEAD') return fail(405, 'UnsupportedHttpVerb', `${method} is not served`);
    const total = b.data.length;
    let start = 0;
    let end = total - 1;
    const m = range ? /^bytes=(\d+)-(\d*)$/.exec(range) : null;
    if (range && !m) return fail(416, 'InvalidRange', 'The range specified is invalid for the current size of the resource.');
    if (m) {
      start = Number(m[1]);
      end = m[2] ? Math.min(Number(m[2]), total - 1) : total - 1;
      if (start >= total) return fail(416, 'InvalidRange', 'The range specified is invalid for the current size of the resource.');
    }
    const slice = b.data.subarray(start, end + 1);
    call.status = m ? 206 : 200;
    call.bytes = method === 'GET' ? slice.length : 0;
    res
      .writeHead(call.status, {
        ...common,
        'content-type': 'application/octet-stream',
        'content-length': String(slice.length),
        'accept-ranges': 'bytes',
        'x-ms-blob-type': 'BlockBlob',
        'last-modified': b.modified.toUTCString(),
        etag: `"0x${createHash('sha1').update(b.data).digest('hex').slice(0, 15).toUpperCase()}"`,
        ...(m ? { 'content-range': `bytes ${start}-${end}/${total}` } : {}),
      })
      .end(method === 'GET' ? slice : undefined);
  }
}
