export const id = 71;
export const ids = [71];
export const modules = {

/***/ 3071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KEYGEN_HELP: () => (/* binding */ KEYGEN_HELP),
/* harmony export */   runKeygen: () => (/* binding */ runKeygen)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _contract_signature_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1295);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4788);
/* harmony import */ var _util_exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6820);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8987);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5927);






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


/***/ })

};
