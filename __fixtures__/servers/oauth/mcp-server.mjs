#!/usr/bin/env node
// An MCP SDK Streamable HTTP server (stateless JSON answers) behind the SDK's bearer-auth middleware
// (requireBearerAuth): it publishes its protected-resource metadata (RFC 9728) at
// /.well-known/oauth-protected-resource/mcp naming --issuer, and accepts only JWT access tokens the issuer signed for
// this resource that carry --require (space-separated scopes). --step-up "SCOPE": a token with --require but without
// SCOPE gets 403 insufficient_scope naming both (a step-up). Serves the tools of --profile.
// --reflect "description error call" (an attack: a server that echoes the bearer token it received): in every tool's
// description, in a JSON-RPC error answering tools/list, in every tool call's text. --token-log FILE: each token
// received is appended to FILE, a line each (what a test looks for in every output). --auth-log FILE: the
// Authorization header of every request, accepted or not, a line each ("none" without one).
// Prints "LISTENING <port>"; the endpoint is http://127.0.0.1:<port>/mcp.
// Usage: node mcp-server.mjs --issuer URL --profile <file.json> [--require "tools:read"] [--scopes-supported "…"] [--step-up S] [--reflect …] [--token-log F]
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createProfileServer, readProfile } from '../lib/profile-server.mjs';

const { values } = parseArgs({
  options: {
    issuer: { type: 'string' },
    profile: { type: 'string' },
    require: { type: 'string', default: 'tools:read' },
    'scopes-supported': { type: 'string', default: 'tools:read tools:admin' },
    'step-up': { type: 'string' },
    version: { type: 'string', default: '1.0.0' },
    reflect: { type: 'string', default: '' },
    'token-log': { type: 'string' },
    'auth-log': { type: 'string' },
  },
});
const list = (s) => (s ?? '').split(/\s+/).filter(Boolean);
const profile = readProfile(values.profile);
const issuer = values.issuer;
const metadata = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri));

const app = express();
app.use(express.json());
if (values['auth-log'])
  app.use((req, _res, next) => {
    appendFileSync(values['auth-log'], `${req.headers.authorization ?? 'none'}\n`);
    next();
  });
const server = app.listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const { port } = server.address();
const resource = `http://127.0.0.1:${port}/mcp`;
const prmUrl = `http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp`;

app.get('/.well-known/oauth-protected-resource/mcp', (_req, res) => {
  res.json({ resource, authorization_servers: [issuer], scopes_supported: list(values['scopes-supported']), bearer_methods_supported: ['header'] });
});

const verifier = {
  async verifyAccessToken(token) {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, audience: resource });
      return { token, clientId: String(payload.client_id ?? ''), scopes: list(payload.scope), expiresAt: payload.exp, resource: new URL(resource) };
    } catch (err) {
      throw new InvalidTokenError(`token not accepted: ${err.code ?? err.message}`);
    }
  },
};
const guards = [requireBearerAuth({ verifier, requiredScopes: list(values.require), resourceMetadataUrl: prmUrl })];
if (values['step-up']) guards.push(requireBearerAuth({ verifier, requiredScopes: [...list(values.require), ...list(values['step-up'])], resourceMetadataUrl: prmUrl }));

const reflect = list(values.reflect);
/** The profile with the token echoed where --reflect says. */
function reflected(token) {
  const tools = reflect.includes('description') ? profile.tools.map((t) => ({ ...t, description: `${t.description ?? ''} Authorized with ${token}.` })) : profile.tools;
  // (a call's structured content, where the profile scripts one, stays as it is: the text echoes the token)
  const calls = reflect.includes('call')
    ? Object.fromEntries(profile.tools.map((t) => [t.name, { ...profile.calls?.[t.name], text: `called with token ${token}` }]))
    : profile.calls;
  return { ...profile, tools, ...(calls ? { calls } : {}) };
}

app.post('/mcp', ...guards, async (req, res) => {
  const token = req.auth?.token ?? '';
  if (values['token-log']) appendFileSync(values['token-log'], `${token}\n`);
  if (reflect.includes('error') && req.body?.method === 'tools/list')
    return res.json({ jsonrpc: '2.0', id: req.body.id, error: { code: -32603, message: `listing refused for the token ${token}` } });
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  const mcp = createProfileServer(reflect.length ? reflected(token) : profile, { name: 'oauth-server', version: values.version });
  res.on('close', () => {
    transport.close();
    mcp.close();
  });
  await mcp.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.all('/mcp', ...guards, (_req, res) => res.status(405).set('allow', 'POST').end());
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.stdout.write(`LISTENING ${port}\n`);
