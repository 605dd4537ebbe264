import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLockfile, parseLockfile, serializeLockfile } from '../../src/contract/lockfile.js';
import {
  checkFreshness,
  keyIdOf,
  nextStamp,
  parsePrivateKey,
  parsePublicKey,
  signedBytes,
  signLockfile,
  signLockfileJson,
  signLockfileStamped,
  verifyLockfileJson,
} from '../../src/contract/signature.js';
import type { SnapshotSet } from '../../src/contract/types.js';
import type { JsonObject } from '../../src/util/json.js';
import { FIXTURES, ROOT } from '../support/paths.js';

interface Vector {
  privateKeySeed: string;
  publicKey: string;
  keyId: string;
  signedBytes: string;
  lockfile: JsonObject & { signature: { value: string } };
}
const vector = (): Vector => JSON.parse(readFileSync(join(FIXTURES, 'signing', 'vector.json'), 'utf8')) as Vector;

const snapshot = {
  servers: {
    docs: {
      tools: [
        { name: 'search', description: 'Search the docs.', inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] } },
        { name: 'fetch', description: 'Fetch one page.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } },
      ],
    },
  },
} as unknown as SnapshotSet;

describe('the published test vector (docs/signing.md)', () => {
  test('the code computes the documented key id, signed bytes and signature, and verifies them', () => {
    const v = vector();
    const key = parsePrivateKey(v.privateKeySeed, 'seed');
    expect(keyIdOf(key)).toBe(v.keyId);
    const pub = parsePublicKey(v.publicKey, 'pub');
    expect(keyIdOf(pub)).toBe(v.keyId);
    expect(signedBytes(v.lockfile).toString('utf8')).toBe(v.signedBytes);
    expect(signLockfileJson(v.lockfile, key)).toEqual(v.lockfile.signature);
    expect(verifyLockfileJson(v.lockfile, [pub], 'vector.json')).toBe(v.keyId);
    // the lockfile in the vector is a valid lockfile, and reading it keeps its signature byte for byte
    const text = serializeLockfile(parseLockfile(JSON.stringify(v.lockfile), 'vector.json'));
    expect(JSON.parse(text)).toEqual(v.lockfile);
  });
  test('docs/signing.md shows exactly the vector the suite checks', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'signing.md'), 'utf8');
    const block = /<!-- vector:start -->\n```json\n([\s\S]*?)\n```\n<!-- vector:end -->/.exec(doc)?.[1];
    expect(block).toBe(readFileSync(join(FIXTURES, 'signing', 'vector.json'), 'utf8').trimEnd());
  });
});

describe('signing and verifying a lockfile', () => {
  const pair = () => generateKeyPairSync('ed25519');
  const signedText = (key = pair().privateKey) => serializeLockfile(signLockfile(buildLockfile(snapshot), key));

  test('a signed lockfile verifies, round-trips byte for byte, and signing is deterministic', () => {
    const { privateKey, publicKey } = pair();
    const text = signedText(privateKey);
    expect(serializeLockfile(parseLockfile(text, 'lock.json'))).toBe(text);
    expect(signedText(privateKey)).toBe(text);
    expect(verifyLockfileJson(JSON.parse(text), [publicKey], 'lock.json')).toBe(keyIdOf(publicKey));
    // re-signing a signed lockfile replaces its signature, it does not sign the old one in
    expect(serializeLockfile(signLockfile(parseLockfile(text, 'lock.json'), privateKey))).toBe(text);
  });

  test.each([
    ['one byte of a description changed', (l: JsonObject) => ((l as any).servers.docs.tools.search.contract.description = 'Search the docs!'), /does not match the lockfile's content/],
    ['a contract removed', (l: JsonObject) => delete (l as any).servers.docs.tools.fetch, /does not match the lockfile's content/],
    ['an approval forged', (l: JsonObject) => ((l as any).servers.docs.tools.search.approval = { by: 'maintainer' }), /does not match the lockfile's content/],
    ['a server added', (l: JsonObject) => ((l as any).servers.evil = { tools: {} }), /does not match the lockfile's content/],
    ['the signature removed', (l: JsonObject) => delete l.signature, /is not signed, and a signature is required/],
    ['the signature malformed', (l: JsonObject) => (l.signature = 'yes'), /"signature" must be/],
    ['the signature value truncated', (l: JsonObject) => ((l as any).signature.value = (l as any).signature.value.slice(8)), /does not match/],
  ])('refused: %s', (_what, tamper, message) => {
    const { privateKey, publicKey } = pair();
    const data = JSON.parse(signedText(privateKey)) as JsonObject;
    tamper(data);
    expect(() => verifyLockfileJson(data, [publicKey], 'lock.json')).toThrow(message);
  });

  test('refused: signed by another key; accepted when that key is trusted too (rotation)', () => {
    const signer = pair();
    const other = pair();
    const data = JSON.parse(signedText(signer.privateKey)) as JsonObject;
    expect(() => verifyLockfileJson(data, [other.publicKey], 'lock.json')).toThrow(
      new RegExp(`signed with key ${keyIdOf(signer.publicKey)}, which is not a trusted key \\(trusted: ${keyIdOf(other.publicKey)}\\)`),
    );
    expect(verifyLockfileJson(data, [other.publicKey, signer.publicKey], 'lock.json')).toBe(keyIdOf(signer.publicKey));
  });

  test('keys: PEM and base64 forms read alike; a wrong kind of key is a clear error', () => {
    const { privateKey, publicKey } = pair();
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(keyIdOf(parsePrivateKey(pem, 'k'))).toBe(keyIdOf(publicKey));
    const pubPem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12);
    expect(keyIdOf(parsePublicKey(pubPem, 'p'))).toBe(keyIdOf(publicKey));
    expect(keyIdOf(parsePublicKey(raw.toString('base64'), 'p'))).toBe(keyIdOf(publicKey));
    expect(keyIdOf(parsePublicKey(raw.toString('base64url'), 'p'))).toBe(keyIdOf(publicKey));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parsePrivateKey(rsa, 'input "signing-key"')).toThrow(/input "signing-key" is a rsa key; lockfiles are signed with Ed25519/);
    expect(() => parsePublicKey('not a key', '--verify x')).toThrow(/--verify x is not an Ed25519 public key/);
  });
});

describe('rollback stamps (sequence and date, covered by the signature)', () => {
  const base = () => JSON.parse(serializeLockfile(buildLockfile(snapshot))) as JsonObject;
  const changed = () => {
    const l = base();
    ((l.servers as JsonObject).docs as JsonObject).variant = 'edited';
    return l;
  };
  const stamped = (l: JsonObject, sequence: number, date: string): JsonObject => ({ ...l, signed: { sequence, date } });

  test('the first is 1; unchanged content keeps the stamp; changed content (or resign) raises it, dated today', () => {
    expect(nextStamp(base(), { today: '2026-11-24' })).toEqual({ sequence: 1, date: '2026-11-24' });
    const prev = stamped(base(), 4, '2026-10-01');
    expect(nextStamp(base(), { today: '2026-11-24', previous: prev })).toEqual({ sequence: 4, date: '2026-10-01' });
    expect(nextStamp(changed(), { today: '2026-11-24', previous: prev })).toEqual({ sequence: 5, date: '2026-11-24' });
    expect(nextStamp(base(), { today: '2026-11-24', previous: prev, resign: true })).toEqual({ sequence: 5, date: '2026-11-24' });
    expect(() => nextStamp(base(), { today: '2026-11-24', previous: { ...base(), signed: { sequence: -1, date: 'x' } } })).toThrow(/"signed" must be/);
  });

  test("a pull request's current stamp is kept only when it is the one this re-pin would write", () => {
    const prev = stamped(base(), 4, '2026-10-01');
    const o = (current: JsonObject) => nextStamp(changed(), { today: '2026-11-24', previous: prev, current });
    expect(o(stamped(changed(), 5, '2026-11-20'))).toEqual({ sequence: 5, date: '2026-11-20' }); // an earlier re-pin of the same content
    expect(o(stamped(changed(), 9, '2026-11-20'))).toEqual({ sequence: 5, date: '2026-11-24' }); // a sequence it did not earn
    expect(o(stamped(changed(), 5, '2027-01-01'))).toEqual({ sequence: 5, date: '2026-11-24' }); // dated in the future
    expect(o(stamped(changed(), 5, '2026-09-01'))).toEqual({ sequence: 5, date: '2026-11-24' }); // before the base's
    expect(o(stamped(base(), 5, '2026-11-20'))).toEqual({ sequence: 5, date: '2026-11-24' }); // other content
  });

  test('signLockfileStamped: the stamp is signed with the rest; a stamp changed afterwards breaks the signature', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const lock = signLockfileStamped(buildLockfile(snapshot), privateKey, { today: '2026-11-24' });
    const json = JSON.parse(serializeLockfile(lock)) as JsonObject;
    expect(json.signed).toEqual({ sequence: 1, date: '2026-11-24' });
    expect(verifyLockfileJson(json, [publicKey], 'lock.json')).toBe(keyIdOf(publicKey));
    expect(() => verifyLockfileJson({ ...json, signed: { sequence: 99, date: '2026-11-24' } }, [publicKey], 'lock.json')).toThrow(/does not match the lockfile's content/);
  });

  test('checkFreshness: lower sequence, old signature, no stamp', () => {
    const c = { keyId: 'k', today: '2026-11-24', file: 'lock.json', stateFile: 'state.json' };
    expect(checkFreshness({ ...c, stamp: { sequence: 3, date: '2026-11-20' }, seen: { sequence: 2, date: '2026-11-01' } })).toEqual({ remember: { sequence: 3, date: '2026-11-20' } });
    expect(checkFreshness({ ...c, stamp: { sequence: 3, date: '2026-11-20' }, seen: { sequence: 3, date: '2026-11-20' } })).toEqual({});
    expect(() => checkFreshness({ ...c, stamp: { sequence: 2, date: '2026-11-20' }, seen: { sequence: 3, date: '2026-11-21' } })).toThrow(/sequence 2 .* is lower than sequence 3/);
    expect(() => checkFreshness({ ...c, stamp: { sequence: 3, date: '2026-10-01' }, maxAgeDays: 30 })).toThrow(/signed 54 days ago/);
    expect(checkFreshness({ ...c, stamp: undefined }).note).toMatch(/no sequence number/);
    expect(() => checkFreshness({ ...c, stamp: undefined, seen: { sequence: 1, date: '2026-11-01' } })).toThrow(/no sequence number .* but a lockfile with sequence 1/);
    expect(() => checkFreshness({ ...c, stamp: { sequence: 1, date: '2027-01-01' } })).toThrow(/after today/);
  });
});
