import { VERSION } from '../version.js';
console.log(`mcp-contract-gate ${VERSION}`);
