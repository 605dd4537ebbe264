/**
 * Secret values the gate knows of, and their removal from every text it publishes (comments, check runs, annotations,
 * job summary, outputs, logs). A secret is replaced by `***` (what the Actions runner shows for masked values).
 */
export const REDACTED = '***';

/** Values shorter than this are not treated as secrets: they would redact ordinary words. */
export const MIN_SECRET_LENGTH = 4;
/** Variables picked by their name alone must be longer (a `*_TOKEN=true` is a flag, not a credential). */
export const MIN_ENV_SECRET_LENGTH = 8;

/** Environment variables that hold credentials on a runner, by name. */
const SECRET_NAME = /(^|_)(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)($|_)|^INPUT_GITHUB-TOKEN$/i;

export class Scrubber {
  private readonly secrets = new Set<string>();
  private pattern: RegExp | undefined;

  constructor(values: Iterable<string> = []) {
    for (const v of values) this.add(v);
  }

  /** Add a secret (and the encodings it travels in: the Basic-auth header git uses for a token). */
  add(value: string | undefined): this {
    if (!value || value.length < MIN_SECRET_LENGTH) return this;
    for (const v of [value, Buffer.from(`x-access-token:${value}`).toString('base64'), encodeURIComponent(value)]) if (v.length >= MIN_SECRET_LENGTH) this.secrets.add(v);
    this.pattern = undefined;
    return this;
  }

  /** The raw values (for the runner's log masker). */
  values(): string[] {
    return [...this.secrets];
  }

  contains(text: string): boolean {
    const p = this.regex();
    return p !== undefined && new RegExp(p.source).test(text);
  }

  scrub(text: string): string {
    const p = this.regex();
    return p ? text.replace(p, REDACTED) : text;
  }

  /** Strings anywhere in a JSON-like value, scrubbed (a new value; the input is left alone). */
  scrubDeep<T>(value: T): T {
    if (typeof value === 'string') return this.scrub(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.scrubDeep(v)) as T;
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.scrubDeep(v);
      return out as T;
    }
    return value;
  }

  private regex(): RegExp | undefined {
    if (this.pattern || this.secrets.size === 0) return this.pattern;
    const escaped = [...this.secrets].sort((a, b) => b.length - a.length).map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.pattern = new RegExp(escaped.join('|'), 'g');
    return this.pattern;
  }
}

/** Every credential-looking variable of an environment (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB-TOKEN, *_SECRET, …). */
export function secretValuesFromEnv(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && value.length >= MIN_ENV_SECRET_LENGTH && SECRET_NAME.test(name))
    .map(([, value]) => value as string);
}
