import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { spawnGroup, terminateGroup, type ChildEnd, type GroupChild } from '../process/process-group.js';
import { startWatchdog, stopWatchdog } from '../process/watchdog.js';
import { compactJson, isObject, type JsonObject } from '../util/json.js';
import { idSwapped, judgeClient, newEnforcer, PROXY_PAGE_TIMEOUT_MS, SERVER_GONE_ERROR, WireIds, type JudgeOptions } from './core.js';
import type { AuditLine, Enforcer } from './enforcer.js';
import { idKey, type JsonRpcMessage } from './messages.js';
import { MAX_MESSAGE_BYTES } from '../util/limits.js';
import { eachLine, noteRepair, oversize, readMessage, refused, uncorrelated, type Refusal, type WireAuditLine, type WireContext } from './wire.js';
import { RepeatedAnswers } from './repeat.js';
import { withSubscriptionId } from './paths.js';

export interface StdioProxyOptions extends JudgeOptions {
  command: string;
  args: string[];
  env: Record<string, string | undefined>;
  cwd?: string;
  /** The client's side: newline-delimited JSON-RPC in, and out (nothing else is ever written there). */
  input: Readable;
  output: Writable;
  /** The proxy's and the server's log lines (stderr). */
  log: (text: string) => void;
  /** Told once when the server ends (or cannot start) before the client hangs up: the error every open request gets. */
  onGone?: (gone: ServerGone) => void;
  /** Handed the proxy's Enforcer once, for an HTTP listener in front that checks what only headers carry (Mcp-Param-*). */
  onEnforcer?: (enforcer: Enforcer) => void;
  /** Tests only: a server in this process (its stdio streams and its end) instead of spawning `command`. */
  server?: InProcessServer;
}

/** A server run in the proxy's own process (tests: many sessions without a process each). */
export interface InProcessServer {
  stdin: Writable;
  stdout: Readable;
  stderr?: Readable;
  exited: Promise<ChildEnd>;
}

/** Why the server is gone, as every request still open is answered (JSON-RPC error message and data). */
export interface ServerGone {
  message: string;
  data: JsonObject;
}

/** How much of the server's stderr a "the server ended" error carries. */
export const STDERR_TAIL_CHARS = 2000;
/** After the client hangs up, how long the server may take to end on its own before its group is terminated. */
export const SERVER_EXIT_GRACE_MS = 2000;

/**
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every line, either
 * way, is read strictly (wire.ts: UTF-8, one JSON value with unique names, LF framing, under the size limit), judged (a
 * batch item by item) and forwarded as the value that was judged, written anew; what cannot be read is answered with
 * a JSON-RPC error and never forwarded. When the server ends or cannot start, every request in flight is
 * answered with an error naming the server, its exit code and the tail of its stderr, and the proxy ends with a
 * non-zero code. A watchdog ends the server's process group when the proxy dies, SIGKILL included.
 */
export async function runStdioProxy(o: StdioProxyOptions): Promise<number> {
  const proc: Pick<GroupChild, 'exited' | 'closed' | 'pgid'> & { child: { stdin: Writable | null; stdout: Readable | null; stderr: Readable | null } } = o.server
    ? { child: { stdin: o.server.stdin, stdout: o.server.stdout, stderr: o.server.stderr ?? null }, pgid: undefined, exited: o.server.exited, closed: o.server.exited }
    : spawnGroup(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const { child } = proc;
  const watchdog = proc.pgid !== undefined ? startWatchdog(proc.pgid) : undefined;
  // cut past MAX_WRITTEN_DEPTH like every writer: a 5,000-level schema passed on (warn, off) cannot overflow the stack
  const toServer = (m: unknown, text?: string) => child.stdin?.write(`${text ?? compactJson(m)}\n`);
  // `bytes`: a line read, already exactly the judged value written anew (repeat.ts), sent on as it came
  const toClient = (m: unknown, text?: string, bytes?: Buffer) => o.output.write(bytes ? Buffer.concat([bytes, LF]) : `${text ?? compactJson(m)}\n`);
  const limit = o.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  let stderrTail = '';
  child.stderr?.on('data', (d: Buffer) => {
    const text = d.toString('utf8');
    stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
    o.log(text);
  });
  child.stdin?.on('error', () => undefined);

  /** Set once the server has ended (or could not start): the error every open request is answered with. */
  let gone: ServerGone | undefined = undefined;
  /**
   * The client's requests the server has not answered yet, by the id the proxy gave each (WireIds): the client's own
   * id, restored on the answer. An answer is tied to a request only by that exact string; any other is dropped.
   */
  const pending = new Map<string, JsonRpcMessage['id']>();
  /** The same requests by the client's id (idKey): a client's notifications/cancelled names its own id. */
  const byClientId = new Map<string, string>();
  const ids = new WireIds();
  const goneError = (id: JsonRpcMessage['id']): JsonRpcMessage => ({ jsonrpc: '2.0', id: id ?? null, error: { code: SERVER_GONE_ERROR, message: gone!.message, data: gone!.data } });

  const own = new Map<string, { resolve: (m: JsonRpcMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  const request = (method: string, params: JsonObject): Promise<JsonRpcMessage> =>
    new Promise((resolve, reject) => {
      if (gone) return reject(new Error(gone.message));
      const id = ids.own();
      const timer = setTimeout(() => {
        own.delete(id);
        reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
      }, PROXY_PAGE_TIMEOUT_MS);
      own.set(id, { resolve, reject, timer });
      toServer({ jsonrpc: '2.0', id, method, params });
    });
  // Audit lines are written once the message they are about has been sent on: a call never waits for its log line.
  let audits: Array<AuditLine | WireAuditLine> = [];
  const flushAudit = () => {
    if (!audits.length) return;
    const lines = audits;
    audits = [];
    for (const line of lines) o.audit(line);
  };
  const enforcer = newEnforcer({ ...o, audit: (line) => audits.push(line) }, request);
  o.onEnforcer?.(enforcer);
  const wire: WireContext = { server: o.checker.server, audit: (line) => audits.push(line), log: o.log };

  /**
   * One message of the client's judged: what to send on, and the proxy's own answer (if any). A request is judged and
   * sent under an id of the proxy's (WireIds), its answer restored to the client's id; a notifications/cancelled names
   * the proxy's id of the request it cancels (none open: not sent on).
   */
  const judgeOne = async (msg: JsonRpcMessage): Promise<{ forward?: JsonRpcMessage; reply?: JsonRpcMessage }> => {
    if (gone) return msg.id !== undefined && msg.method !== undefined ? { reply: goneError(msg.id) } : {};
    if (msg.method === undefined || msg.id === undefined) {
      if (msg.method === 'notifications/cancelled' && isObject(msg.params) && 'requestId' in msg.params) {
        const wire = byClientId.get(idKey(msg.params.requestId));
        if (wire !== undefined) enforcer.cancelled(wire);
        return wire === undefined ? {} : { forward: { ...msg, params: { ...msg.params, requestId: wire } } };
      }
      const { forward, reply } = await judgeClient(enforcer, msg, o.log);
      return { ...(forward ? { forward } : {}), ...(reply ? { reply } : {}) };
    }
    const wire = ids.next();
    const { forward, reply } = await judgeClient(enforcer, { ...msg, id: wire }, o.log);
    if (gone) return { reply: goneError(msg.id) };
    if (forward) {
      pending.set(wire, msg.id);
      byClientId.set(idKey(msg.id), wire);
    }
    return { ...(forward ? { forward: { ...forward, id: wire } } : {}), ...(reply ? { reply: { ...reply, id: msg.id } } : {}) };
  };

  /**
   * One line of the client's: read strictly (what cannot be read is answered with -32700 or -32600 and never sent on),
   * judged, and sent on as the value judged, written anew. A batch is judged item by item: the refused items answered
   * here (as a batch), the rest sent on one by one (servers of the 2025-06-18 revision and later read no batches; each
   * answers its messages singly).
   */
  const fromClient = async (line: Buffer): Promise<void> => {
    if (isBlank(line)) return;
    const { read, refusal } = readMessage(line, 'client', { stdioLine: true });
    if (refusal) return void toClient(refused(wire, 'client', refusal));
    if (!read.batch) {
      const item = read.items[0]!;
      if (item.refusal) return void toClient(refused(wire, 'client', item.refusal));
      const { forward, reply } = await judgeOne(item.msg);
      if (reply) toClient(reply);
      if (forward !== undefined && !gone) toServer(forward, forward === item.msg ? read.text : idSwapped(forward, item.msg, read.text));
      return;
    }
    const replies: JsonRpcMessage[] = [];
    for (const item of read.items) {
      if (item.refusal) {
        replies.push(refused(wire, 'client', item.refusal));
        continue;
      }
      const r = await judgeOne(item.msg);
      if (r.forward !== undefined && !gone) toServer(r.forward);
      if (r.reply) replies.push(r.reply);
    }
    if (replies.length) toClient(replies);
  };

  // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
  let queue = Promise.resolve();
  const clientGone = eachLine(
    o.input,
    limit,
    (line) => {
      queue = queue.then(() => fromClient(line)).then(flushAudit);
    },
    (bytes, head, tail) => {
      queue = queue.then(() => void toClient(refused(wire, 'client', oversize(bytes, limit, head, tail)))).then(flushAudit);
    },
  );

  /**
   * A server's message judged: an answer only when it answers, by the exact id the proxy gave it, a request the
   * proxy forwarded and is still open (the client's id restored; undefined: dropped as uncorrelated, logged and
   * audited); anything else the server starts (requests, notifications) as the Enforcer judges it.
   */
  const fromServerOne = (m: JsonRpcMessage): JsonRpcMessage | undefined => {
    if (m.method !== undefined || m.id === undefined) return m.id === undefined ? enforcer.fromServerNotice(m, (w) => pending.get(w)) : enforcer.fromServer(m);
    const clientId = typeof m.id === 'string' ? pending.get(m.id) : undefined;
    if (clientId === undefined && !(typeof m.id === 'string' && pending.has(m.id))) {
      uncorrelated(wire, m.id);
      return undefined;
    }
    pending.delete(m.id as string);
    if (byClientId.get(idKey(clientId)) === m.id) byClientId.delete(idKey(clientId));
    return withSubscriptionId({ ...enforcer.fromServer(m), id: clientId as JsonRpcMessage['id'] } as JsonRpcMessage, m.id, clientId);
  };
  /**
   * A message of the server's that could not be read: the proxy's own request it answers fails; the client's request
   * it answers gets the error instead (judged like any answer, so a listing it answered is no longer awaited); else it
   * is dropped. Logged and audited either way.
   */
  const serverRefused = (refusal: Refusal): JsonRpcMessage | undefined => {
    const id = refusal.id;
    if (typeof id === 'string' && own.has(id)) {
      const mine = own.get(id)!;
      own.delete(id);
      clearTimeout(mine.timer);
      refused(wire, 'server', refusal);
      mine.reject(new Error(`the server's answer could not be read: ${refusal.reason}`));
      return undefined;
    }
    // logged and audited under the client's id of the request it answers (the answer keeps the proxy's, to be tied to it)
    const open = typeof id === 'string' && pending.has(id);
    const answer = refused(wire, 'server', open ? { ...refusal, id: pending.get(id) ?? null } : refusal, id);
    return open ? fromServerOne(answer) : undefined;
  };

  /** A listing the server serves again byte for byte, read strictly once (repeat.ts). */
  const answers = new RepeatedAnswers();
  /** The proxy's id whose JSON text this is, when the client's request under it awaits a listing. */
  const openListing = (idText: string): JsonRpcMessage['id'] | undefined => {
    if (idText.length < 2 || idText[0] !== '"' || idText[idText.length - 1] !== '"') return undefined;
    const id = idText.slice(1, -1);
    return pending.has(id) && enforcer.awaitsListing(idText) ? id : undefined;
  };

  /** One line of the server's: read strictly, judged, and written anew to the client. */
  const fromServer = (line: Buffer): void => {
    const again = answers.match(line, openListing) as JsonRpcMessage | undefined;
    if (again) {
      const out = fromServerOne(again)!;
      const same = Object.keys(out).every((k) => k === 'id' || out[k] === again[k]);
      // the bytes read up to the id (repeat.ts: the id is the last member), then the client's id
      toClient(out, undefined, same ? Buffer.concat([line.subarray(0, line.lastIndexOf(ID_MEMBER)), Buffer.from(`,"id":${JSON.stringify(out.id)}}`)]) : undefined);
      flushAudit();
      return;
    }
    if (isBlank(line)) return;
    // an answer the Enforcer will not rewrite (no listing or noted call pending) is written as it was read, anew
    const { read, refusal } = readMessage(line, 'server', { stdioLine: true, write: !enforcer.expectsAnswers() });
    if (refusal) {
      const answer = serverRefused(refusal);
      if (answer) toClient(answer);
      flushAudit();
      return;
    }
    if (read.repaired) noteRepair(wire, read.repaired);
    const first = read.items[0]!.msg;
    if (!read.batch && first && typeof first.id === 'string' && first.method === undefined && own.has(first.id)) {
      const mine = own.get(first.id)!;
      own.delete(first.id);
      clearTimeout(mine.timer);
      mine.resolve(first);
      flushAudit();
      return;
    }
    if (!read.batch) {
      if (read.items[0]!.refusal) {
        const answer = serverRefused(read.items[0]!.refusal);
        if (answer) toClient(answer);
      } else {
        const listing = !read.repaired && first!.method === undefined && typeof first!.id === 'string' && pending.has(first!.id) && enforcer.awaitsListing(idKey(first!.id));
        const out = fromServerOne(first!);
        if (out) toClient(out, out === first ? read.text : first!.method === undefined ? idSwapped(out, first!, read.text) : undefined);
        if (listing) answers.learn(line, first!);
      }
    } else {
      const out = read.items.map((item) => (item.refusal ? serverRefused(item.refusal) : fromServerOne(item.msg))).filter((m) => m !== undefined);
      if (out.length) toClient(out);
    }
    flushAudit();
  };

  // server → client
  void eachLine(child.stdout!, limit, fromServer, (bytes, head, tail) => {
    const answer = serverRefused(oversize(bytes, limit, head, tail));
    if (answer) toClient(answer);
    flushAudit();
  });

  const serverEnded = proc.exited.then(async (e) => {
    // let the last lines it wrote arrive, unless something it left behind holds its stdout open
    let t: NodeJS.Timeout | undefined;
    await Promise.race([proc.closed, new Promise((r) => (t = setTimeout(r, 200)))]);
    clearTimeout(t);
    return e;
  });
  const ended = await Promise.race([serverEnded.then((e) => ({ who: 'server' as const, e })), clientGone.then(() => ({ who: 'client' as const, e: undefined }))]);
  if (ended.who === 'client') {
    await queue;
    flushAudit();
    child.stdin?.end();
    let timer: NodeJS.Timeout | undefined;
    const exit = await Promise.race([proc.exited, new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), SERVER_EXIT_GRACE_MS)))]);
    clearTimeout(timer);
    if (!exit) await terminateGroup(proc.pgid);
    stopWatchdog(watchdog);
    for (const p of own.values()) clearTimeout(p.timer);
    return exit?.code ?? 0;
  }

  // The server ended first (or never started): answer everything still open, then end.
  const end = ended.e;
  gone = serverGone(o.checker.server, o.command, end, stderrTail, o.cwd, o.scrub);
  o.log(`mcp-contract-gate proxy: ${gone.message}\n`);
  o.onGone?.(gone);
  for (const p of own.values()) {
    clearTimeout(p.timer);
    p.reject(new Error(gone.message));
  }
  own.clear();
  await queue;
  flushAudit();
  for (const id of pending.values()) toClient(goneError(id));
  pending.clear();
  await terminateGroup(proc.pgid, 200); // anything the server left behind in its group
  stopWatchdog(watchdog);
  o.input.destroy(); // stop reading the client: the proxy is done
  await new Promise<void>((r) => o.output.write('', () => r()));
  return end.code ? end.code : 1;
}

/** The error for a server that ended: its id, exit code or signal (or why it could not start), and its stderr's tail. */
export function serverGone(server: string, command: string, end: ChildEnd, stderrTail: string, cwd?: string, scrub: (text: string) => string = (t) => t): ServerGone {
  const tail = stderrTail.trim();
  const err = end.error as NodeJS.ErrnoException | undefined;
  const why = err
    ? err.code === 'ENOENT' && cwd !== undefined && !existsSync(cwd)
      ? `could not be started: its working folder ${cwd} does not exist`
      : err.code === 'ENOENT'
        ? `could not be started: command '${command}' not found (ENOENT; check the command and PATH)`
        : `could not be started: ${err.code ?? err.message} running '${command}'`
    : end.signal
      ? `was killed by ${end.signal}`
      : `exited with code ${end.code}`;
  const message = scrub(`MCP server '${server}' ${why}${tail ? `; stderr: ${tail.slice(-500)}` : ''} (mcp-contract-gate proxy)`);
  return { message, data: { server, exitCode: end.code, signal: end.signal, ...(err ? { spawnError: scrub(err.code ?? err.message) } : {}), stderr: scrub(tail) } };
}

const LF = Buffer.from('\n');
const ID_MEMBER = Buffer.from(',"id":');

/** A line with nothing but spaces or tabs (or nothing), before at most one CR: skipped. */
function isBlank(line: Buffer): boolean {
  const end = line.length && line[line.length - 1] === 0x0d ? line.length - 1 : line.length;
  for (let i = 0; i < end; i++) if (line[i] !== 0x20 && line[i] !== 0x09) return false;
  return true;
}
