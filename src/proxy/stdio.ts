import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { spawnGroup, terminateGroup, type ChildEnd } from '../process/process-group.js';
import { startWatchdog, stopWatchdog } from '../process/watchdog.js';
import { compactJson, isObject, type JsonObject } from '../util/json.js';
import { judgeClient, newEnforcer, OWN_ID_PREFIX, PROXY_PAGE_TIMEOUT_MS, SERVER_GONE_ERROR, type JudgeOptions } from './core.js';
import { idKey, type AuditLine, type JsonRpcMessage } from './enforcer.js';

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
 * The stdio proxy: the agent starts `mcp-contract-gate proxy -- CMD ARGS…` instead of the server; every message is
 * parsed, judged (a batch item by item) and forwarded as the object that was judged (so a duplicate key cannot show
 * the proxy one value and the server another). When the server ends or cannot start, every request in flight is
 * answered with an error naming the server, its exit code and the tail of its stderr, and the proxy ends with a
 * non-zero code. A watchdog ends the server's process group when the proxy dies, SIGKILL included.
 */
export async function runStdioProxy(o: StdioProxyOptions): Promise<number> {
  const proc = spawnGroup(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const { child } = proc;
  const watchdog = proc.pgid !== undefined ? startWatchdog(proc.pgid) : undefined;
  // cut past MAX_WRITTEN_DEPTH like every writer: a 5,000-level schema passed on (warn, off) cannot overflow the stack
  const toServer = (m: unknown) => child.stdin?.write(`${compactJson(m)}\n`);
  const toClient = (m: unknown) => o.output.write(`${compactJson(m)}\n`);
  let stderrTail = '';
  child.stderr?.on('data', (d: Buffer) => {
    const text = d.toString('utf8');
    stderrTail = (stderrTail + text).slice(-STDERR_TAIL_CHARS);
    o.log(text);
  });
  child.stdin?.on('error', () => undefined);

  /** Set once the server has ended (or could not start): the error every open request is answered with. */
  let gone: ServerGone | undefined = undefined;
  /** The client's requests the server has not answered yet, by id key. */
  const pending = new Map<string, JsonRpcMessage['id']>();
  const goneError = (id: JsonRpcMessage['id']): JsonRpcMessage => ({ jsonrpc: '2.0', id: id ?? null, error: { code: SERVER_GONE_ERROR, message: gone!.message, data: gone!.data } });

  let nextId = 0;
  const own = new Map<string, { resolve: (m: JsonRpcMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  const request = (method: string, params: JsonObject): Promise<JsonRpcMessage> =>
    new Promise((resolve, reject) => {
      if (gone) return reject(new Error(gone.message));
      const id = `${OWN_ID_PREFIX}${++nextId}`;
      const timer = setTimeout(() => {
        own.delete(id);
        reject(new Error(`${method} got no answer in ${PROXY_PAGE_TIMEOUT_MS} ms`));
      }, PROXY_PAGE_TIMEOUT_MS);
      own.set(id, { resolve, reject, timer });
      toServer({ jsonrpc: '2.0', id, method, params });
    });
  // Audit lines are written once the message they are about has been sent on: a call never waits for its log line.
  let audits: AuditLine[] = [];
  const flushAudit = () => {
    if (!audits.length) return;
    const lines = audits;
    audits = [];
    for (const line of lines) o.audit(line);
  };
  const enforcer = newEnforcer({ ...o, audit: (line) => audits.push(line) }, request);

  /** One message of the client's judged: what to send on, and the proxy's own answer (if any). */
  const judgeOne = async (item: unknown): Promise<{ forward?: unknown; reply?: JsonRpcMessage }> => {
    if (!isObject(item)) return { forward: item }; // not a message: the server answers it (an Invalid Request)
    const msg = item as JsonRpcMessage;
    if (gone) return msg.id !== undefined && msg.method !== undefined ? { reply: goneError(msg.id) } : {};
    const { forward, reply } = await judgeClient(enforcer, msg, o.log);
    if (isObject(forward) && forward.method !== undefined && forward.id !== undefined) pending.set(idKey(forward.id), forward.id);
    return { ...(forward ? { forward } : {}), ...(reply ? { reply } : {}) };
  };

  // client → server, one message at a time (a call may wait for a listing; later messages keep their order)
  let queue = Promise.resolve();
  const clientGone = eachLine(o.input, (line) => {
    if (!line.trim()) return;
    queue = queue.then(async () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        if (!gone) child.stdin?.write(`${line}\n`); // not JSON: the server answers it with a parse error
        return;
      }
      if (Array.isArray(parsed)) {
        // A batch: every item judged; the refused ones answered here (as a batch), the rest sent on one by one
        // (servers of the 2025-06-18 revision and later read no batches; each answers its messages singly).
        const replies: JsonRpcMessage[] = [];
        for (const item of parsed) {
          const r = await judgeOne(item);
          if (r.forward !== undefined && !gone) toServer(r.forward);
          if (r.reply) replies.push(r.reply);
        }
        if (replies.length) toClient(replies);
        if (parsed.length === 0 && !gone) toServer(parsed); // the server answers an empty batch (Invalid Request)
        return;
      }
      const { forward, reply } = await judgeOne(parsed);
      if (reply) toClient(reply);
      if (forward !== undefined && !gone) toServer(forward);
    });
    queue = queue.then(flushAudit);
  });

  const fromServerOne = (m: unknown): unknown => {
    if (!isObject(m)) return m;
    const msg = m as JsonRpcMessage;
    if (msg.method === undefined && msg.id !== undefined) pending.delete(idKey(msg.id));
    return enforcer.fromServer(msg);
  };

  // server → client
  void eachLine(child.stdout!, (line) => {
    if (!line.trim()) return;
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      o.log(`mcp-contract-gate proxy: skipped a line the server wrote on stdout that is not JSON-RPC: ${line.slice(0, 200)}\n`);
      return;
    }
    if (isObject(msg) && typeof msg.id === 'string' && msg.method === undefined && own.has(msg.id)) {
      const mine = own.get(msg.id)!;
      own.delete(msg.id);
      clearTimeout(mine.timer);
      mine.resolve(msg as JsonRpcMessage);
      return;
    }
    const out = Array.isArray(msg) ? msg.map(fromServerOne) : fromServerOne(msg);
    if (out === msg)
      o.output.write(`${line}\n`); // unchanged: the line as the server wrote it
    else toClient(out);
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
  gone = serverGone(o.checker.server, o.command, end, stderrTail, o.cwd);
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
export function serverGone(server: string, command: string, end: ChildEnd, stderrTail: string, cwd?: string): ServerGone {
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
  const message = `MCP server '${server}' ${why}${tail ? `; stderr: ${tail.slice(-500)}` : ''} (mcp-contract-gate proxy)`;
  return { message, data: { server, exitCode: end.code, signal: end.signal, ...(err ? { spawnError: err.code ?? err.message } : {}), stderr: tail } };
}

/** Call `onLine` for each line of `input` (without its \n or \r\n); resolves when the stream ends or closes. */
function eachLine(input: Readable, onLine: (line: string) => void): Promise<void> {
  let rest = '';
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    let start = 0;
    let nl: number;
    while ((nl = chunk.indexOf('\n', start)) !== -1) {
      const piece = chunk.slice(start, nl);
      const line = rest ? rest + piece : piece;
      rest = '';
      onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      start = nl + 1;
    }
    rest += chunk.slice(start);
  });
  return new Promise<void>((resolve) => {
    const done = () => {
      if (rest) onLine(rest);
      rest = '';
      resolve();
    };
    input.once('end', done);
    input.once('close', done);
  });
}
