import { MAX_WRITTEN_DEPTH } from './limits.js';
import { cutDeep, setOwn } from './json.js';
import { mayMatch } from './literals.js';

/**
 * Secret values the gate knows of, and their removal from every text it publishes (comments, check runs, annotations,
 * job summary, outputs, logs). A secret is replaced by `***` (what the Actions runner shows for masked values).
 */
export const REDACTED = '***';

/** Values shorter than this are not treated as secrets: they would redact ordinary words. */
const MIN_SECRET_LENGTH = 4;
/** Variables picked by their name alone must be longer (a `*_TOKEN=true` is a flag, not a credential). */
const MIN_ENV_SECRET_LENGTH = 8;

/** Environment variables that hold credentials on a runner, by name. */
const SECRET_NAME = /(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)($|_)|^INPUT_GITHUB-TOKEN$/i;

/**
 * Credentials recognisable by their shape, scrubbed even when the gate never saw their value (the publish job, which
 * reads what another job wrote): tokens of known formats, `Bearer …`, and `NAME_KEY=…` / `*_TOKEN=` / `*_SECRET=`
 * assignments (the name is kept, the value replaced). Each has a group 1 to keep (or none).
 */
const CREDENTIAL_PATTERNS: readonly RegExp[] = [
  /()\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g,
  /()\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,})/g,
  /()\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /()\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /()\bglpat-[A-Za-z0-9_-]{20,}/g,
  /()\bAIza[0-9A-Za-z_-]{35}/g,
  // A key block: the marker, its base64 lines (a short last one only before the end marker) and the end marker, never
  // the text that follows a bare marker (which would hide the rest of a report).
  /()-----BEGIN [A-Z ]*PRIVATE KEY-----(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{16,})*(?:(?:\s|\\[nr])+[A-Za-z0-9+/=]{1,15}(?=(?:\s|\\[nr])*-----END))?(?:(?:\s|\\[nr])*-----END [A-Z ]*PRIVATE KEY-----)?/g,
  // (whitespace as written, or as a JSON string escapes it: the report files are scrubbed as serialized text)
  /(\bBearer(?:\s|\\[nrt])+)[A-Za-z0-9._~+/-]{16,}=*/gi,
  /(\b[A-Za-z0-9_-]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)[^\s"'`,;&<>]{8,}/g,
  // the same in any case (`api_key=…`, `client-secret: …`, `password=…`): the name holds a separator or is the word
  // itself, and the value holds a digit, so ordinary prose (`sort_key: created_at`, `primary key: id`) stays
  /(\b(?:[A-Za-z0-9]+[_-])*(?:[A-Za-z0-9]+[_-](?:key|token|secret|password|passwd|credentials?)|password|passwd|secret|token|apikey)\b["']?\s*[=:]\s*["']?)(?!\*\*\*)(?=[^\s"'`,;&<>]*\d)[^\s"'`,;&<>]{8,}/gi,
];

/** Each pattern's literal pre-check: a text without what its matches need is left as it is, the pattern not run. */
const MAY_HOLD = CREDENTIAL_PATTERNS.map((p) => mayMatch(p.source, p.flags));

/** Credential-shaped text replaced by `***` (see CREDENTIAL_PATTERNS). */
export function scrubCredentialShapes(text: string): string {
  let out = text;
  CREDENTIAL_PATTERNS.forEach((p, i) => {
    if (MAY_HOLD[i]!(out)) out = out.replace(p, (_m, keep: string) => `${keep}${REDACTED}`);
  });
  return out;
}

/**
 * Secrets this process obtained while it ran, not configured (an OAuth access or refresh token, a signed client
 * assertion): one list, which every Scrubber masks as it masks the values given to it, from the moment one is added.
 */
const obtained: string[] = [];
const obtainedListeners = new Set<(value: string) => void>();

/** A secret obtained at run time (see `obtained`): every Scrubber, now and later, masks it; listeners hear of it once. */
export function addObtainedSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET_LENGTH || obtained.includes(value)) return;
  obtained.push(value);
  for (const listener of obtainedListeners) listener(value);
}

/** Call `listener` with each secret obtained from now on (the action's runner log masker); returns the unsubscribe. */
export function onObtainedSecret(listener: (value: string) => void): () => void {
  obtainedListeners.add(listener);
  return () => void obtainedListeners.delete(listener);
}

export class Scrubber {
  private readonly secrets = new Set<string>();
  /** How many of the obtained secrets this scrubber has added. */
  private synced = 0;
  private pattern: RegExp | undefined;
  /** Texts never masked as a known value (keep): the config's server ids. */
  private readonly kept = new Set<string>();
  /** The kept texts a known value occurs in (the only ones that change what is masked), worked out once per change. */
  private keptHolding: string[] | undefined;

  constructor(values: Iterable<string> = []) {
    for (const v of values) this.add(v);
  }

  /**
   * Add a secret (and the encodings it travels in: the Basic-auth header git uses for a token, and a JSON string, as in
   * the report files, which are scrubbed as serialized text).
   */
  add(value: string | undefined): this {
    if (!value || value.length < MIN_SECRET_LENGTH) return this;
    const encodings = [value, Buffer.from(`x-access-token:${value}`).toString('base64'), encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
    for (const v of encodings) if (v.length >= MIN_SECRET_LENGTH) this.secrets.add(v);
    this.pattern = undefined;
    this.keptHolding = undefined;
    return this;
  }

  /**
   * A text that is never masked as a known value: a server id the config declares. An id is no secret (the config
   * states it in plain text, and every report, audit line and lockfile names it), so where a secret's value occurs
   * inside an occurrence of the id (the id itself, when a secret equals it; `prod-db` for a secret `prod`), the id is
   * written whole. An occurrence is the whole id, not part of a longer name: `prod-db2` is none of `prod-db`, so the
   * secret `prod` in it is masked (`***-db2`), as it is anywhere else, and so is a longer secret that holds an id.
   * Credential shapes are not exempt: an id shaped like a token is masked as one.
   */
  keep(text: string | undefined): this {
    if (!text || this.kept.has(text)) return this;
    this.kept.add(text);
    this.keptHolding = undefined;
    return this;
  }

  /** The raw values (for the runner's log masker). */
  values(): string[] {
    this.sync();
    return [...this.secrets];
  }

  /** Whether the text holds a known value that scrubKnown would mask (one outside every kept text). */
  contains(text: string): boolean {
    this.sync();
    const p = this.regex();
    if (!p) return false;
    const spans = this.keptSpans(text);
    if (!spans.length) return new RegExp(p.source).test(text);
    return this.masked(text, p, spans).length > 0;
  }

  /** Known values first (they may not look like credentials), then every credential-shaped string. */
  scrub(text: string): string {
    return scrubCredentialShapes(this.scrubKnown(text));
  }

  /** The known values only. */
  scrubKnown(text: string): string {
    this.sync();
    const p = this.regex();
    if (!p) return text;
    const spans = this.keptSpans(text);
    if (!spans.length) return text.replace(p, REDACTED);
    let out = '';
    let last = 0;
    for (const [at, length] of this.masked(text, p, spans)) {
      out += `${text.slice(last, at)}${REDACTED}`;
      last = at + length;
    }
    return out + text.slice(last);
  }

  /**
   * The known values to mask in TEXT, [start, length] each, left to right: a match inside a kept span is passed over
   * one character on, not as a whole, so a secret that starts inside an id and runs past it is still found.
   */
  private masked(text: string, p: RegExp, spans: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
    const re = new RegExp(p.source, 'g');
    const out: Array<[number, number]> = [];
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (inside(spans, m.index, m[0].length)) re.lastIndex = m.index + 1;
      else out.push([m.index, m[0].length]);
    }
    return out;
  }

  /** Where the kept texts that hold a known value occur in TEXT (overlapping ones too): [start, end) each. */
  private keptSpans(text: string): Array<[number, number]> {
    this.keptHolding ??= [...this.kept].filter((k) => [...this.secrets].some((s) => k.includes(s)));
    const spans: Array<[number, number]> = [];
    for (const k of this.keptHolding) for (let at = text.indexOf(k); at >= 0; at = text.indexOf(k, at + 1)) if (wholeId(text, at, k.length)) spans.push([at, at + k.length]);
    return spans;
  }

  /**
   * Strings anywhere in a JSON-like value, scrubbed (a new value; the input is left alone). What nests past
   * MAX_WRITTEN_DEPTH is cut first, as every writer does, so a server's 5,000-level schema cannot overflow the stack.
   * `shapes: false` removes the known values only (a server's contracts, which are pinned as the server lists them).
   */
  scrubDeep<T>(value: T, o: { shapes?: boolean } = {}): T {
    return this.scrubAt(cutDeep(value, MAX_WRITTEN_DEPTH), o.shapes !== false) as T;
  }

  private scrubAt(value: unknown, shapes: boolean): unknown {
    if (typeof value === 'string') return shapes ? this.scrub(value) : this.scrubKnown(value);
    if (Array.isArray(value)) return value.map((v) => this.scrubAt(v, shapes));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) setOwn(out, k, this.scrubAt(v, shapes));
      return out;
    }
    return value;
  }

  /** The secrets obtained since the last call, added. */
  private sync(): void {
    while (this.synced < obtained.length) this.add(obtained[this.synced++]);
  }

  private regex(): RegExp | undefined {
    if (this.pattern || this.secrets.size === 0) return this.pattern;
    // each ASCII punctuation character may stand behind a backslash: a Markdown writer escapes it (`pw\-x`)
    const escaped = [...this.secrets].sort((a, b) => b.length - a.length).map((v) => v.replace(/[!-/:-@[-`{-~]/g, (c) => `\\\\?${c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}`));
    this.pattern = new RegExp(escaped.join('|'), 'g');
    return this.pattern;
  }
}

/**
 * Whether TEXT holds a whole id at [at, at + length): not part of a longer name (`prod-db2`, `x.prod-db`), an id's
 * characters being letters, digits, `_`, `-` and `.` (a `.` after it only when it ends a sentence).
 */
function wholeId(text: string, at: number, length: number): boolean {
  const end = at + length;
  return !/[A-Za-z0-9_.-]/.test(text[at - 1] ?? ' ') && !/[A-Za-z0-9_-]/.test(text[end] ?? ' ') && !(text[end] === '.' && /[A-Za-z0-9_-]/.test(text[end + 1] ?? ' '));
}

/** Whether [at, at + length) lies within one of the spans. */
function inside(spans: ReadonlyArray<readonly [number, number]>, at: number, length: number): boolean {
  return spans.some(([start, end]) => start <= at && at + length <= end);
}

/** Every credential-looking variable of an environment (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB-TOKEN, *_SECRET, …). */
export function secretValuesFromEnv(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && value.length >= MIN_ENV_SECRET_LENGTH && SECRET_NAME.test(name))
    .map(([, value]) => value as string);
}

/**
 * Known values (the scrubber's, not credential shapes) masked in place in every string of a JSON-like value parsed
 * from a server (arrays and plain objects, walked without recursion, so no nesting overflows the stack); how many
 * strings held one. For what a session read back from a server that echoed the credential it was sent.
 */
export function maskKnownInPlace(value: unknown, scrubber: Scrubber): number {
  let changed = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const at = stack.pop();
    if (!at || typeof at !== 'object') continue;
    const entries: Array<[string | number, unknown]> = Array.isArray(at) ? at.map((v, i) => [i, v]) : plainObject(at) ? Object.entries(at) : [];
    for (const [k, v] of entries) {
      if (typeof v === 'string') {
        if (!scrubber.contains(v)) continue;
        (at as Record<string | number, unknown>)[k] = scrubber.scrubKnown(v);
        changed++;
      } else if (v && typeof v === 'object') stack.push(v);
    }
  }
  return changed;
}

/** An object literal's kind, of any realm (a body fetch parsed is of Node's own, not a sandbox's): its prototype is Object's or none. */
function plainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}
