var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./src/version.ts
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/action/main.ts

console.log(`mcp-contract-gate ${VERSION}`);

