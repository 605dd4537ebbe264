#!/usr/bin/env node
// A server that needs an API key and dies without one, the way many published servers do: an uncaught Error whose
// message names the variable, then a stack trace (so the last lines of stderr are frames, not the cause).
function requireKey(name) {
  if (!process.env[name]) throw new Error(`${name} environment variable is required`);
}
function main() {
  requireKey('TAVILY_API_KEY');
}
main();
