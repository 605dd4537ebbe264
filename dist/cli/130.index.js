export const id = 130;
export const ids = [130];
export const modules = {

/***/ 130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_KEY_PREFIX: () => (/* binding */ DEFAULT_KEY_PREFIX),
/* harmony export */   KEYGEN_HELP: () => (/* binding */ KEYGEN_HELP),
/* harmony export */   runKeygen: () => (/* binding */ runKeygen)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(924);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3605);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6890);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5450);






/** The file names `keygen` writes when --out is not given (PREFIX.key and PREFIX.pub). */
const DEFAULT_KEY_PREFIX = 'mcp-contracts-signing';
const KEYGEN_HELP = `Usage: mcp-contract-gate keygen [--out PREFIX] [--force]

Create an Ed25519 key pair for signing lockfiles: PREFIX.key (the private key, PEM, readable by you only) and
PREFIX.pub (the public key, PEM). Store the private key as a CI secret (e.g. MCP_LOCK_SIGNING_KEY) and delete the
file; commit or distribute the public key. Sign with \`pin --sign-key env:MCP_LOCK_SIGNING_KEY\` or the action's
signing-key input; verify with \`check --verify PREFIX.pub\` or \`proxy --verify PREFIX.pub\`. See docs/signing.md.

Options:
  --out PREFIX      where to write the two files (default: ${DEFAULT_KEY_PREFIX}, in the working folder)
  --force           overwrite existing files
  -h, --help        this help

Prints the key id (what a signed lockfile names) and the public key's base64 line (--verify takes it inline).
`;
function runKeygen(args, io) {
    const { values } = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .parseFlags */ .bQ)('keygen', { args, options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
        io.stdout(KEYGEN_HELP);
        return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_CODES */ .a.pass;
    }
    const prefix = (0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveIn */ .QH)(io, values.out ?? DEFAULT_KEY_PREFIX);
    const keyFile = `${prefix}.key`;
    const pubFile = `${prefix}.pub`;
    for (const f of [keyFile, pubFile])
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f) && !values.force)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`keygen: ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, f)} exists; choose another --out or pass --force to replace it`);
    const key = (0,_contract_signature_js__WEBPACK_IMPORTED_MODULE_1__/* .generateSigningKey */ .ID)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(keyFile, key.privatePem, { mode: 0o600 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(pubFile, key.publicPem);
    io.stdout(`key id:     ${key.keyId}\npublic key: ${key.publicBase64}\nwrote ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, keyFile)} (private: store it as a CI secret, then delete the file) and ${(0,_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .display */ .Vy)(io, pubFile)}\n`);
    return _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_CODES */ .a.pass;
}


/***/ }),

/***/ 924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ verifyLockfileJson),
/* harmony export */   ID: () => (/* binding */ generateSigningKey),
/* harmony export */   IW: () => (/* binding */ checkFreshness),
/* harmony export */   QW: () => (/* binding */ parsePrivateKey),
/* harmony export */   UL: () => (/* binding */ readStamp),
/* harmony export */   V4: () => (/* binding */ signLockfileStamped),
/* harmony export */   ZE: () => (/* binding */ SIGNATURE_KEY),
/* harmony export */   _o: () => (/* binding */ STAMP_KEY),
/* harmony export */   ee: () => (/* binding */ parsePublicKey)
/* harmony export */ });
/* unused harmony exports SIGNATURE_ALGORITHM, signedBytes, keyIdOf, publicKeyBase64, signLockfileJson, signLockfile, nextStamp */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var canonicalize__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8799);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);




/**
 * Signed lockfiles. The signature sits inside the lockfile as its top-level `signature` member and covers everything
 * else in the file: the signed bytes are the RFC 8785 (JCS) canonical form of the parsed lockfile with `signature`
 * left out, the same canonicalisation the contract hashes use. Ed25519 (RFC 8032) is deterministic, so signing the same
 * lockfile with the same key always gives the same bytes: a re-pin that changes nothing changes no byte.
 */
const SIGNATURE_ALGORITHM = 'Ed25519';
/** Where the signature sits in the lockfile. */
const SIGNATURE_KEY = 'signature';
/** DER prefixes that wrap a raw 32-byte Ed25519 key as PKCS#8 (private) or SPKI (public). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** The bytes a signature covers: the lockfile's canonical JSON (RFC 8785) without its `signature` member. */
function signedBytes(lockfile) {
    const rest = {};
    for (const [k, v] of Object.entries(lockfile))
        if (k !== SIGNATURE_KEY)
            rest[k] = v;
    return Buffer.from((0,canonicalize__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(rest) ?? '', 'utf8');
}
/** The raw 32-byte public key. */
function rawPublic(key) {
    const der = (key.type === 'private' ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key) : key).export({ format: 'der', type: 'spki' });
    return der.subarray(der.length - 32);
}
function keyIdOf(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(rawPublic(key)).digest('hex').slice(0, 16);
}
/** The public key as `--verify` takes it inline: base64 of the raw 32 bytes. */
function publicKeyBase64(key) {
    return rawPublic(key).toString('base64');
}
function isEd25519(key) {
    return key.asymmetricKeyType === 'ed25519';
}
/**
 * A private key from text: a PEM (`-----BEGIN PRIVATE KEY-----`, PKCS#8, as `keygen` and `openssl genpkey -algorithm
 * ed25519` write it), or base64 of the raw 32-byte seed. `where` names the source in errors (a file or variable).
 */
function parsePrivateKey(text, where) {
    const t = text.trim();
    let key;
    try {
        if (t.includes('-----BEGIN'))
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(t);
        else {
            const raw = Buffer.from(t, 'base64');
            if (raw.length !== 32)
                throw new Error(`base64 of ${raw.length} bytes, not a 32-byte seed`);
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: Buffer.concat([PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
        }
    }
    catch (err) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is not an Ed25519 private key (${err.message}); create one with \`mcp-contract-gate keygen\``);
    }
    if (!isEd25519(key))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519 (create one with \`mcp-contract-gate keygen\`)`);
    return key;
}
/** A public key from text: a PEM (`-----BEGIN PUBLIC KEY-----`, SPKI), or base64 of the raw 32 bytes (what `keygen` prints). */
function parsePublicKey(text, where) {
    const t = text.trim();
    let key;
    try {
        if (t.includes('-----BEGIN'))
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(t);
        else {
            const raw = Buffer.from(t, /[-_]/.test(t) ? 'base64url' : 'base64');
            if (raw.length !== 32)
                throw new Error(`base64 of ${raw.length} bytes, not a 32-byte public key`);
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
        }
    }
    catch (err) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is not an Ed25519 public key (${err.message}); give the .pub file \`mcp-contract-gate keygen\` wrote, or its base64 line`);
    }
    if (!isEd25519(key))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519`);
    return key;
}
/** A new key pair, as PEM texts, with the public key's id and inline (base64) form. */
function generateSigningKey() {
    const { privateKey, publicKey } = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.generateKeyPairSync)('ed25519');
    return {
        privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        keyId: keyIdOf(publicKey),
        publicBase64: publicKeyBase64(publicKey),
    };
}
/** The signature of a lockfile (already in its JSON form) under `key`. */
function signLockfileJson(lockfile, key) {
    return { algorithm: SIGNATURE_ALGORITHM, keyId: keyIdOf(key), value: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, signedBytes(lockfile), key).toString('base64') };
}
/**
 * Check a parsed lockfile's signature against the trusted keys (any of them: old and new during a rotation). Returns
 * the key id that signed; a missing, malformed, foreign or non-matching signature is an InputError that says which and
 * what to do. `file` names the lockfile in the message.
 */
function verifyLockfileJson(lockfile, keys, file) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(lockfile))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('the lockfile is not a JSON object, so it carries no signature', file);
    const sig = lockfile[SIGNATURE_KEY];
    if (sig === undefined)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz("the lockfile is not signed, and a signature is required (--verify): sign it with `mcp-contract-gate pin --sign-key …` (or the action's signing-key input)", file);
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(sig) || sig.algorithm !== SIGNATURE_ALGORITHM || typeof sig.keyId !== 'string' || typeof sig.value !== 'string')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`"${SIGNATURE_KEY}" must be {"algorithm": "${SIGNATURE_ALGORITHM}", "keyId": …, "value": …}; the lockfile was edited by hand: re-pin and sign it`, file);
    const ids = keys.map(keyIdOf);
    const at = ids.indexOf(sig.keyId);
    if (at < 0)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile is signed with key ${sig.keyId}, which is not a trusted key (trusted: ${ids.join(', ')}): re-pin and sign it with a trusted key`, file);
    const value = Buffer.from(sig.value, 'base64');
    if (value.length !== 64 || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.verify)(null, signedBytes(lockfile), keys[at], value))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the signature (key ${sig.keyId}) does not match the lockfile's content: it was changed after it was signed; restore the signed file, or re-pin and sign it`, file);
    return sig.keyId;
}
/**
 * The lockfile signed with `key` (any previous signature replaced): the signature covers the rest as serialised.
 * Generic over the lockfile's type, so this module needs nothing of lockfile.ts (which imports it).
 */
function signLockfile(lock, key) {
    const { signature: _old, ...rest } = lock;
    return { ...rest, signature: signLockfileJson(JSON.parse((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stableStringify */ .JB)(rest)), key) };
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
const STAMP_KEY = 'signed';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The stamp of a parsed lockfile: undefined when it has none (signed before stamps), or a message when malformed. */
function readStamp(lockfile) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(lockfile) || lockfile[STAMP_KEY] === undefined)
        return undefined;
    const s = lockfile[STAMP_KEY];
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(s) || typeof s.sequence !== 'number' || !Number.isSafeInteger(s.sequence) || s.sequence < 1 || typeof s.date !== 'string' || !DAY.test(s.date))
        return { problem: `"${STAMP_KEY}" must be {"sequence": a whole number from 1, "date": "YYYY-MM-DD"}; the lockfile was edited by hand: re-pin and sign it` };
    return { sequence: s.sequence, date: s.date };
}
/** The content a stamp vouches for: the canonical lockfile without `signature` and without the stamp. */
function stampedContent(lockfile) {
    const rest = {};
    for (const [k, v] of Object.entries(lockfile))
        if (k !== SIGNATURE_KEY && k !== STAMP_KEY)
            rest[k] = v;
    return (0,canonicalize__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(rest) ?? '';
}
/**
 * The stamp a lockfile gets when it is signed: the previous stamp when the content did not change (so a re-pin that
 * changes nothing changes no byte), else the previous sequence + 1, dated today. Throws (InputError) on a previous
 * stamp that is malformed: a sequence cannot be raised from it.
 */
function nextStamp(lockfile, o) {
    const prev = o.previous ? readStamp(o.previous) : undefined;
    if (prev && 'problem' in prev)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile being replaced: ${prev.problem}`);
    if (prev && !o.resign && o.previous && stampedContent(o.previous) === stampedContent(lockfile))
        return prev;
    const next = { sequence: (prev?.sequence ?? 0) + 1, date: o.today };
    const cur = o.current ? readStamp(o.current) : undefined;
    if (!o.resign &&
        cur &&
        !('problem' in cur) &&
        o.current &&
        cur.sequence === next.sequence &&
        cur.date <= o.today &&
        (!prev || cur.date >= prev.date) &&
        stampedContent(o.current) === stampedContent(lockfile))
        return cur;
    return next;
}
/** The lockfile stamped (see nextStamp) and signed with `key`. */
function signLockfileStamped(lock, key, o) {
    const { signature: _old, ...rest } = lock;
    const json = JSON.parse((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stableStringify */ .JB)(rest));
    return signLockfile({ ...rest, [STAMP_KEY]: nextStamp(json, o) }, key);
}
/** Whole days from `from` to `to` (YYYY-MM-DD, UTC). */
function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
/**
 * Rollback and freeze protection for a lockfile whose signature verified: refuses (InputError) a malformed stamp, a
 * sequence lower than the highest seen, and with `maxAgeDays` a signature older than that (or with no date). A
 * lockfile signed before stamps existed counts as sequence 0: refused once a stamped one was seen, else accepted with
 * a note. Returns the stamp to remember (undefined: nothing new) and the note.
 */
function checkFreshness(c) {
    const { stamp, keyId, seen, file } = c;
    if (stamp && 'problem' in stamp)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(stamp.problem, file);
    const fix = 'restore the newer signed lockfile; to go back on purpose, re-pin and sign this one (its sequence then rises)';
    if (!stamp) {
        if (seen)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection), but a lockfile with sequence ${seen.sequence} (signed ${seen.date}) was verified here before (${c.stateFile}): an older signed lockfile replaced it (a rollback); ${fix}`, file);
        if (c.maxAgeDays !== undefined)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile (key ${keyId}) carries no signing date (signed before rollback protection), so --max-age cannot be checked: re-pin and sign it`, file);
        return { note: `the lockfile (key ${keyId}) carries no sequence number (signed before rollback protection): re-pin and sign it to protect it against rollback` };
    }
    if (seen && stamp.sequence < seen.sequence)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile's sequence ${stamp.sequence} (signed ${stamp.date}, key ${keyId}) is lower than sequence ${seen.sequence} (signed ${seen.date}) verified here before (${c.stateFile}): an older signed lockfile replaced the newer one (a rollback); ${fix}`, file);
    const age = daysBetween(stamp.date, c.today);
    if (age < -1)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile is dated ${stamp.date}, after today (${c.today}): check this machine's clock, or re-pin and sign it`, file);
    if (c.maxAgeDays !== undefined && age > c.maxAgeDays)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`the lockfile was signed ${age} days ago (${stamp.date}, sequence ${stamp.sequence}), more than --max-age ${c.maxAgeDays}: a newer one may be withheld from this machine (a freeze); fetch the current lockfile, or re-sign it (\`pin --sign-key … --resign\`)`, file);
    return seen && stamp.sequence === seen.sequence ? {} : { remember: { sequence: stamp.sequence, date: stamp.date } };
}


/***/ })

};
