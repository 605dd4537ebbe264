/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads a resolver with require() */
// Jest resolver: an import that resolves to a file of src/ is sent to that module compiled in the prebuilt module graph
// (test/support/module-graph.mjs) when global setup built one (MCG_MODULE_GRAPH); everything else resolves as usual.
const { existsSync } = require('node:fs');
const { join, relative, sep } = require('node:path');

const SRC = join(__dirname, '..', '..', 'src') + sep;

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const graph = process.env.MCG_MODULE_GRAPH;
  if (!graph || !resolved.startsWith(SRC) || !resolved.endsWith('.ts')) return resolved;
  const compiled = join(graph, 'src', relative(SRC, resolved).replace(/\.ts$/, '.mjs'));
  return existsSync(compiled) ? compiled : resolved;
};
