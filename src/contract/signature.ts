import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';
import { InputError } from '../util/errors.js';
import { isObject, stableStringify, type JsonObject } from '../util/json.js';

/**
 * Signed lockfiles. The signature sits inside the lockfile as its top-level `signature` member and covers everything
 * else in the file: the signed bytes are the RFC 8785 (JCS) canonical form of the parsed lockfile with `signature`
 * left out, the same canonicalisation the contract hashes use. Ed25519 (RFC 8032) is deterministic, so signing the same
 * lockfile with the same key always gives the same bytes: a re-pin that changes nothing changes no byte.
 */
export const SIGNATURE_ALGORITHM = 'Ed25519';
/** Where the signature sits in the lockfile. */
export const SIGNATURE_KEY = 'signature';

export interface LockSignature {
  algorithm: typeof SIGNATURE_ALGORITHM;
  /** The first 16 hex digits of SHA-256 over the raw 32-byte public key: which key signed, for rotation. */
  keyId: string;
  /** The 64-byte signature, base64. */
  value: string;
}

/** DER prefixes that wrap a raw 32-byte Ed25519 key as PKCS#8 (private) or SPKI (public). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The bytes a signature covers: the lockfile's canonical JSON (RFC 8785) without its `signature` member. */
export function signedBytes(lockfile: JsonObject): Buffer {
  const rest: JsonObject = {};
  for (const [k, v] of Object.entries(lockfile)) if (k !== SIGNATURE_KEY) rest[k] = v;
  return Buffer.from(canonicalize(rest) ?? '', 'utf8');
}

/** The raw 32-byte public key. */
function rawPublic(key: KeyObject): Buffer {
  const der = (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - 32);
}

export function keyIdOf(key: KeyObject): string {
  return createHash('sha256').update(rawPublic(key)).digest('hex').slice(0, 16);
}

/** The public key as `--verify` takes it inline: base64 of the raw 32 bytes. */
export function publicKeyBase64(key: KeyObject): string {
  return rawPublic(key).toString('base64');
}

function isEd25519(key: KeyObject): boolean {
  return key.asymmetricKeyType === 'ed25519';
}

/**
 * A private key from text: a PEM (`-----BEGIN PRIVATE KEY-----`, PKCS#8, as `keygen` and `openssl genpkey -algorithm
 * ed25519` write it), or base64 of the raw 32-byte seed. `where` names the source in errors (a file or variable).
 */
export function parsePrivateKey(text: string, where: string): KeyObject {
  const t = text.trim();
  let key: KeyObject;
  try {
    if (t.includes('-----BEGIN')) key = createPrivateKey(t);
    else {
      const raw = Buffer.from(t, 'base64');
      if (raw.length !== 32) throw new Error(`base64 of ${raw.length} bytes, not a 32-byte seed`);
      key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
    }
  } catch (err) {
    throw new InputError(`${where} is not an Ed25519 private key (${(err as Error).message}); create one with \`mcp-contract-gate keygen\``);
  }
  if (!isEd25519(key)) throw new InputError(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519 (create one with \`mcp-contract-gate keygen\`)`);
  return key;
}

/** A public key from text: a PEM (`-----BEGIN PUBLIC KEY-----`, SPKI), or base64 of the raw 32 bytes (what `keygen` prints). */
export function parsePublicKey(text: string, where: string): KeyObject {
  const t = text.trim();
  let key: KeyObject;
  try {
    if (t.includes('-----BEGIN')) key = createPublicKey(t);
    else {
      const raw = Buffer.from(t, /[-_]/.test(t) ? 'base64url' : 'base64');
      if (raw.length !== 32) throw new Error(`base64 of ${raw.length} bytes, not a 32-byte public key`);
      key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    }
  } catch (err) {
    throw new InputError(`${where} is not an Ed25519 public key (${(err as Error).message}); give the .pub file \`mcp-contract-gate keygen\` wrote, or its base64 line`);
  }
  if (!isEd25519(key)) throw new InputError(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519`);
  return key;
}

/** A new key pair, as PEM texts, with the public key's id and inline (base64) form. */
export function generateSigningKey(): { privatePem: string; publicPem: string; keyId: string; publicBase64: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    keyId: keyIdOf(publicKey),
    publicBase64: publicKeyBase64(publicKey),
  };
}

/** The signature of a lockfile (already in its JSON form) under `key`. */
export function signLockfileJson(lockfile: JsonObject, key: KeyObject): LockSignature {
  return { algorithm: SIGNATURE_ALGORITHM, keyId: keyIdOf(key), value: sign(null, signedBytes(lockfile), key).toString('base64') };
}

/**
 * Check a parsed lockfile's signature against the trusted keys (any of them: old and new during a rotation). Returns
 * the key id that signed; a missing, malformed, foreign or non-matching signature is an InputError that says which and
 * what to do. `file` names the lockfile in the message.
 */
export function verifyLockfileJson(lockfile: unknown, keys: KeyObject[], file: string): string {
  if (!isObject(lockfile)) throw new InputError('the lockfile is not a JSON object, so it carries no signature', file);
  const sig = lockfile[SIGNATURE_KEY];
  if (sig === undefined)
    throw new InputError("the lockfile is not signed, and a signature is required (--verify): sign it with `mcp-contract-gate pin --sign-key …` (or the action's signing-key input)", file);
  if (!isObject(sig) || sig.algorithm !== SIGNATURE_ALGORITHM || typeof sig.keyId !== 'string' || typeof sig.value !== 'string')
    throw new InputError(`"${SIGNATURE_KEY}" must be {"algorithm": "${SIGNATURE_ALGORITHM}", "keyId": …, "value": …}; the lockfile was edited by hand: re-pin and sign it`, file);
  const ids = keys.map(keyIdOf);
  const at = ids.indexOf(sig.keyId);
  if (at < 0) throw new InputError(`the lockfile is signed with key ${sig.keyId}, which is not a trusted key (trusted: ${ids.join(', ')}): re-pin and sign it with a trusted key`, file);
  const value = Buffer.from(sig.value, 'base64');
  if (value.length !== 64 || !verify(null, signedBytes(lockfile), keys[at]!, value))
    throw new InputError(`the signature (key ${sig.keyId}) does not match the lockfile's content: it was changed after it was signed; restore the signed file, or re-pin and sign it`, file);
  return sig.keyId;
}

/**
 * The lockfile signed with `key` (any previous signature replaced): the signature covers the rest as serialised.
 * Generic over the lockfile's type, so this module needs nothing of lockfile.ts (which imports it).
 */
export function signLockfile<L extends { signature?: LockSignature }>(lock: L, key: KeyObject): L {
  const { signature: _old, ...rest } = lock;
  return { ...rest, signature: signLockfileJson(JSON.parse(stableStringify(rest)) as JsonObject, key) } as L;
}

// ---- rollback and freeze protection -----------------------------------------------------------------------------

/**
 * Where a signed lockfile carries its rollback stamp: a top-level member, so the signature covers it like everything
 * but `signature` (the signed bytes are unchanged: the canonical form of the lockfile without `signature`).
 * `sequence` rises with every re-pin that changes the content (or re-signs it on purpose); `date` is the day it was
 * signed. A verifier keeps the highest sequence it has seen (`--verify` refuses a lower one: a rollback to an older
 * signed lockfile) and may refuse a signature older than `--max-age` days (a freeze on an old one). The Update
 * Framework's version numbers and expiry are the model.
 */
export const STAMP_KEY = 'signed';

export interface SigningStamp {
  /** Rises with every re-pin that changes the signed content (1 for the first). */
  sequence: number;
  /** YYYY-MM-DD, the day the content was signed. */
  date: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The stamp of a parsed lockfile: undefined when it has none (signed before stamps), or a message when malformed. */
export function readStamp(lockfile: unknown): SigningStamp | undefined | { problem: string } {
  if (!isObject(lockfile) || lockfile[STAMP_KEY] === undefined) return undefined;
  const s = lockfile[STAMP_KEY];
  if (!isObject(s) || typeof s.sequence !== 'number' || !Number.isSafeInteger(s.sequence) || s.sequence < 1 || typeof s.date !== 'string' || !DAY.test(s.date))
    return { problem: `"${STAMP_KEY}" must be {"sequence": a whole number from 1, "date": "YYYY-MM-DD"}; the lockfile was edited by hand: re-pin and sign it` };
  return { sequence: s.sequence, date: s.date };
}

/** The content a stamp vouches for: the canonical lockfile without `signature` and without the stamp. */
function stampedContent(lockfile: JsonObject): string {
  const rest: JsonObject = {};
  for (const [k, v] of Object.entries(lockfile)) if (k !== SIGNATURE_KEY && k !== STAMP_KEY) rest[k] = v;
  return canonicalize(rest) ?? '';
}

export interface StampOptions {
  /** YYYY-MM-DD. */
  today: string;
  /** The lockfile this one replaces (trusted: the one on disk for `pin`, the base commit's for the action). */
  previous?: JsonObject;
  /**
   * A lockfile whose stamp may be kept when it is what the new one would get (the pull request's current lockfile,
   * re-pinned earlier by the gate): same content, the next sequence, a date between the previous one and today.
   */
  current?: JsonObject;
  /** Raise the sequence and date today even when the content did not change (a deliberate re-signing). */
  resign?: boolean;
}

/**
 * The stamp a lockfile gets when it is signed: the previous stamp when the content did not change (so a re-pin that
 * changes nothing changes no byte), else the previous sequence + 1, dated today. Throws (InputError) on a previous
 * stamp that is malformed: a sequence cannot be raised from it.
 */
export function nextStamp(lockfile: JsonObject, o: StampOptions): SigningStamp {
  const prev = o.previous ? readStamp(o.previous) : undefined;
  if (prev && 'problem' in prev) throw new InputError(`the lockfile being replaced: ${prev.problem}`);
  if (prev && !o.resign && o.previous && stampedContent(o.previous) === stampedContent(lockfile)) return prev;
  const next: SigningStamp = { sequence: (prev?.sequence ?? 0) + 1, date: o.today };
  const cur = o.current ? readStamp(o.current) : undefined;
  if (
    !o.resign &&
    cur &&
    !('problem' in cur) &&
    o.current &&
    cur.sequence === next.sequence &&
    cur.date <= o.today &&
    (!prev || cur.date >= prev.date) &&
    stampedContent(o.current) === stampedContent(lockfile)
  )
    return cur;
  return next;
}

/** The lockfile stamped (see nextStamp) and signed with `key`. */
export function signLockfileStamped<L extends { signature?: LockSignature }>(lock: L, key: KeyObject, o: StampOptions): L {
  const { signature: _old, ...rest } = lock;
  const json = JSON.parse(stableStringify(rest)) as JsonObject;
  return signLockfile({ ...rest, [STAMP_KEY]: nextStamp(json, o) } as unknown as L, key);
}

/** What a verifier remembers of a key: the highest sequence it accepted, and that lockfile's date. */
export interface SeenStamp {
  sequence: number;
  date: string;
}

export interface FreshnessCheck {
  /** The lockfile's stamp (readStamp). */
  stamp: SigningStamp | undefined | { problem: string };
  keyId: string;
  /** The highest stamp accepted before for this key (and lockfile), if any. */
  seen?: SeenStamp;
  /** Refuse a signature more than this many days old. */
  maxAgeDays?: number;
  today: string;
  /** Names the lockfile in messages. */
  file: string;
  /** Names where `seen` is kept, in messages. */
  stateFile: string;
}

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Rollback and freeze protection for a lockfile whose signature verified: refuses (InputError) a malformed stamp, a
 * sequence lower than the highest seen, and with `maxAgeDays` a signature older than that (or with no date). A
 * lockfile signed before stamps existed counts as sequence 0: refused once a stamped one was seen, else accepted with
 * a note. Returns the stamp to remember (undefined: nothing new) and the note.
 */
export function checkFreshness(c: FreshnessCheck): { remember?: SeenStamp; note?: string } {
  const { stamp, keyId, seen, file } = c;
  if (stamp && 'problem' in stamp) throw new InputError(stamp.problem, file);
  const fix = 'restore the newer signed lockfile; to go back on purpose, re-pin and sign this one (its sequence then rises)';
  if (!stamp) {
    if (seen)
      throw new InputError(
        `the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection), but a lockfile with sequence ${seen.sequence} (signed ${seen.date}) was verified here before (${c.stateFile}): an older signed lockfile replaced it (a rollback); ${fix}`,
        file,
      );
    if (c.maxAgeDays !== undefined)
      throw new InputError(`the lockfile (key ${keyId}) carries no signing date (signed before rollback protection), so --max-age cannot be checked: re-pin and sign it`, file);
    return { note: `the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection): re-pin and sign it to protect it against rollback` };
  }
  if (seen && stamp.sequence < seen.sequence)
    throw new InputError(
      `the lockfile's sequence ${stamp.sequence} (signed ${stamp.date}, key ${keyId}) is lower than sequence ${seen.sequence} (signed ${seen.date}) verified here before (${c.stateFile}): an older signed lockfile replaced the newer one (a rollback); ${fix}`,
      file,
    );
  const age = daysBetween(stamp.date, c.today);
  if (age < -1) throw new InputError(`the lockfile is dated ${stamp.date}, after today (${c.today}): check this machine's clock, or re-pin and sign it`, file);
  if (c.maxAgeDays !== undefined && age > c.maxAgeDays)
    throw new InputError(
      `the lockfile was signed ${age} days ago (${stamp.date}, sequence ${stamp.sequence}), more than --max-age ${c.maxAgeDays}: a newer one may be withheld from this machine (a freeze); fetch the current lockfile, or re-sign it (\`pin --sign-key … --resign\`)`,
      file,
    );
  return seen && stamp.sequence === seen.sequence ? {} : { remember: { sequence: stamp.sequence, date: stamp.date } };
}
