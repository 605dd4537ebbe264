#!/usr/bin/env node
// A real OpenID provider (oidc-provider, certified) on 127.0.0.1 as the authorization server of the OAuth tests:
// the client-credentials grant, resource indicators (RFC 8707) issuing JWT access tokens for the resource asked for,
// with the scopes both the client and the resource allow. Clients come from --clients <file.json> (oidc-provider's
// client metadata: client_secret_basic / client_secret_post / private_key_jwt with `jwks`).
// Prints "LISTENING <port>" once it accepts connections; the issuer is http://127.0.0.1:<port>.
// --ttl S: access tokens expire after S seconds (default 600), for a client that must refresh.
// Usage: node authorization-server.mjs --clients <file.json> [--scopes "tools:read tools:admin"] [--ttl S]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportJWK, generateKeyPair } from 'jose';

process.emitWarning = () => {}; // oidc-provider warns about Node 20 and dev settings on stderr
const { default: Provider } = await import('oidc-provider');
const { values } = parseArgs({ options: { clients: { type: 'string' }, scopes: { type: 'string', default: 'tools:read tools:admin' }, ttl: { type: 'string', default: '600' } } });
const clients = JSON.parse(readFileSync(values.clients, 'utf8'));
const scopes = values.scopes.split(/\s+/).filter(Boolean);

const server = createServer();
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();
const issuer = `http://127.0.0.1:${port}`;
const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const signing = { ...(await exportJWK(privateKey)), kid: 'as-1', alg: 'RS256', use: 'sig' };

const provider = new Provider(issuer, {
  clients,
  jwks: { keys: [signing] },
  scopes: ['openid', ...scopes],
  features: {
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    introspection: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => undefined,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resourceIndicator) => ({ scope: scopes.join(' '), audience: resourceIndicator, accessTokenTTL: Number(values.ttl), accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } }),
    },
  },
});
provider.on('server_error', (_ctx, err) => process.stderr.write(`server_error: ${err.stack}\n`));
provider.on('grant.error', (_ctx, err) => process.stderr.write(`grant.error: ${err.message} ${err.error_description ?? ''}\n`));
server.on('request', provider.callback());
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.stdout.write(`LISTENING ${port}\n`);
