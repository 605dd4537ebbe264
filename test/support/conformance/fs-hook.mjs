// Loader hook (see preload.mjs): "fs" imported by @modelcontextprotocol/conformance resolves to fs-shim.mjs.
import fs from 'node:fs';

const SHIM = new URL('./fs-shim.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (!('globSync' in fs) && (specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/')) return { url: SHIM, shortCircuit: true };
  return next(specifier, context);
}
