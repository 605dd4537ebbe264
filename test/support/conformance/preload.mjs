// Preload for the MCP conformance suite on Node 20 (`node --import ./preload.mjs …/conformance/dist/index.js`): the
// suite imports `globSync` from "fs", which Node 20 lacks, and a missing named export fails the whole module at link
// time. Its own "fs" is pointed at fs-shim.mjs (node:fs plus globSync); nothing else is changed.
import { register } from 'node:module';

register('./fs-hook.mjs', import.meta.url);
