import { isUtf8 } from 'node:buffer';
import { jsonDepth, type JsonObject } from '../util/json.js';
import { MAX_WRITTEN_DEPTH } from '../util/limits.js';

/** A JSON-RPC message (enforcer.ts's JsonRpcMessage; this module sits below enforcer.ts). */
type Message = JsonObject & { id?: string | number | null };

/**
 * A server's answer served again byte for byte (a client listing the tools over and over), read strictly once.
 *
 * An entry is a message read strictly (wire.ts, nothing repaired) whose bytes were exactly what JSON.stringify writes
 * for the value read, with `id` its last member: such bytes hold nothing a parser could read otherwise. A line whose
 * bytes are an entry's up to its id, followed by `,"id":ID}` where ID is exactly JSON.stringify's text of an id the
 * client has open, is therefore exactly JSON.stringify's text of the entry's value with that id: the proxy judges that
 * value (deep-frozen, so a judgement kept beside it stays true; see `isRepeated`) and, when the judgement leaves it
 * unchanged, sends on the very bytes it read, which are the value written anew. The same bytes always give the same
 * value; any other byte misses and the line is read as every line is. Bounded: at most `maxEntries` answers (the
 * oldest dropped first) of at most `maxBytes` each.
 */

/** How many answers are kept. */
export const REPEAT_ENTRIES = 8;
/** The largest answer kept (bytes); a larger one is read anew each time. */
export const REPEAT_MAX_BYTES = 1024 * 1024;

const ID_MEMBER = Buffer.from(',"id":');
const CLOSE = 0x7d; // }

/** Values handed out by a RepeatedAnswers: deep-frozen, so what was judged of them cannot go stale. */
const frozen = new WeakSet<object>();

/** Whether `v` is (part of) an answer kept by a RepeatedAnswers: deep-frozen, never changed after it was judged. */
export function isRepeated(v: unknown): boolean {
  return typeof v === 'object' && v !== null && frozen.has(v);
}

function deepFreeze(v: unknown): void {
  const work: unknown[] = [v];
  while (work.length) {
    const x = work.pop();
    if (typeof x !== 'object' || x === null || frozen.has(x)) continue;
    Object.freeze(x);
    frozen.add(x);
    for (const k of Object.keys(x)) work.push((x as Record<string, unknown>)[k]);
  }
}

export class RepeatedAnswers {
  /** Each entry's bytes up to its id member, and its value without the id; the oldest first. */
  private readonly entries: Array<{ head: Buffer; value: Message }> = [];

  constructor(
    private readonly maxEntries = REPEAT_ENTRIES,
    private readonly maxBytes = REPEAT_MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.length;
  }

  /**
   * The value `line` (a stdio line without its LF) carries when it repeats an entry's bytes with an open id: `open`
   * gives the id whose JSON text is the one given, when the client has it open (else undefined). Undefined otherwise.
   */
  match(line: Buffer, open: (idText: string) => Message['id'] | undefined): Message | undefined {
    if (this.entries.length === 0 || line.length > this.maxBytes || line[line.length - 1] !== CLOSE) return undefined;
    const at = line.lastIndexOf(ID_MEMBER);
    if (at <= 0) return undefined;
    const kept = this.entries.find((e) => e.head.length === at && line.compare(e.head, 0, at, 0, at) === 0)?.value;
    if (!kept) return undefined;
    const idBytes = line.subarray(at + ID_MEMBER.length, line.length - 1);
    if (!isUtf8(idBytes)) return undefined;
    const idText = idBytes.toString('utf8');
    const id = open(idText);
    if (id === undefined || JSON.stringify(id) !== idText) return undefined;
    return { ...kept, id };
  }

  /**
   * Keep `msg`, read strictly from `line` with nothing repaired, when `line` is exactly JSON.stringify's text of it with
   * `id` its last member (and no deeper than a writer writes uncut). `msg` is deep-frozen when kept.
   */
  learn(line: Buffer, msg: Message): void {
    if (line.length > this.maxBytes || msg.id === undefined) return;
    const keys = Object.keys(msg);
    if (keys[keys.length - 1] !== 'id') return;
    let text: string;
    try {
      text = JSON.stringify(msg);
    } catch {
      return; // nested too deep to write at once
    }
    const tail = `,"id":${JSON.stringify(msg.id)}}`;
    if (Buffer.byteLength(text) !== line.length || !text.endsWith(tail) || !line.equals(Buffer.from(text))) return;
    if (jsonDepth(msg, MAX_WRITTEN_DEPTH) > MAX_WRITTEN_DEPTH) return;
    const head = Buffer.from(line.subarray(0, line.length - Buffer.byteLength(tail)));
    if (this.entries.some((e) => e.head.equals(head))) return;
    if (this.entries.length >= this.maxEntries) this.entries.shift();
    const { id: _id, ...value } = msg;
    deepFreeze(value);
    this.entries.push({ head, value: value as Message });
  }
}
