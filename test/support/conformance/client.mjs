#!/usr/bin/env node
// The conformance suite's client command: it runs `client.mjs <server-url>` with the scenario's context (the client
// id and secret or private key it registered) as JSON in MCP_CONFORMANCE_CONTEXT. This passes them on as the
// environment variables the config file's `${VAR}` references name, and runs `mcp-contract-gate snapshot` with that
// config file and nothing else: the gate itself finds the metadata, gets the token and reads the server.
// Usage: client.mjs <cli.js> <config.yml> <server-url>
import { spawnSync } from 'node:child_process';

const [cli, config, url] = process.argv.slice(2);
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}');
const u = new URL(url);
const env = {
  PATH: process.env.PATH,
  CONFORMANCE_HOST: u.host,
  CONFORMANCE_PATH: u.pathname,
  ...(context.client_id ? { CONFORMANCE_CLIENT_ID: context.client_id } : {}),
  ...(context.client_secret ? { CONFORMANCE_CLIENT_SECRET: context.client_secret } : {}),
  ...(context.private_key_pem ? { CONFORMANCE_PRIVATE_KEY: context.private_key_pem } : {}),
};
const run = spawnSync(process.execPath, [cli, 'snapshot', '--config', config, '--format', 'text'], { env, stdio: 'inherit' });
process.exit(run.status ?? 1);
