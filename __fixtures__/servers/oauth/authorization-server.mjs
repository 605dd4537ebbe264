#!/usr/bin/env node
// A real OpenID provider (oidc-provider, certified) on 127.0.0.1 as the authorization server of the OAuth tests:
// the client-credentials grant, resource indicators (RFC 8707) issuing JWT access tokens for the resource asked for,
// with the scopes both the client and the resource allow. Clients come from --clients <file.json> (oidc-provider's
// client metadata: client_secret_basic / client_secret_post / private_key_jwt with `jwks`).
// Prints "LISTENING <port>" once it accepts connections; the issuer is http://127.0.0.1:<port>.
// --ttl S: access tokens expire after S seconds (default 600), for a client that must refresh.
// Refresh tokens: the refresh_token grant for clients that list it, and revocation (RFC 7009). A refresh token is
// issued to a person through a browser, which a test has none of: POST /test/refresh-token (JSON: client_id, resource,
// scope, optional ttl seconds) mints one as the authorization code grant would have (a grant for account "ci-bot",
// the scope for that resource) and answers {"refresh_token": …}. --rotate: each refresh returns a new refresh token
// and consumes the old one (a consumed one used again revokes the whole grant, as the spec advises). --issued-log FILE:
// every token the token endpoint returned (access, refresh, ID tokens), a line each.
// Usage: node authorization-server.mjs --clients <file.json> [--scopes "tools:read tools:admin"] [--ttl S] [--rotate] [--issued-log F]
import { createServer } from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportJWK, generateKeyPair } from 'jose';

process.emitWarning = () => {}; // oidc-provider warns about Node 20 and dev settings on stderr
const { default: Provider } = await import('oidc-provider');
const { values } = parseArgs({ options: { clients: { type: 'string' }, scopes: { type: 'string', default: 'tools:read tools:admin' }, ttl: { type: 'string', default: '600' }, rotate: { type: 'boolean', default: false }, 'issued-log': { type: 'string' } } });
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
  scopes: ['openid', 'offline_access', ...scopes],
  rotateRefreshToken: values.rotate,
  features: {
    revocation: { enabled: true },
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
if (values['issued-log'])
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || !ctx.body || typeof ctx.body !== 'object') return;
    for (const key of ['access_token', 'refresh_token', 'id_token']) if (ctx.body[key]) appendFileSync(values['issued-log'], `${ctx.body[key]}\n`);
  });

/** A refresh token as the authorization code grant would have issued it to `client_id` for `resource`. */
async function mintRefreshToken({ client_id, resource, scope, ttl }) {
  const client = await provider.Client.find(client_id);
  if (!client) throw new Error(`no client ${client_id}`);
  const grant = new provider.Grant({ accountId: 'ci-bot', clientId: client_id });
  grant.addOIDCScope('openid offline_access');
  grant.addResourceScope(resource, scope);
  const grantId = await grant.save();
  const token = new provider.RefreshToken({ accountId: 'ci-bot', client, grantId, gty: 'authorization_code', scope: `offline_access ${scope}`, resource, ...(ttl ? { expiresIn: ttl } : {}) });
  return token.save();
}

const callback = provider.callback();
server.on('request', (req, res) => {
  if (req.method !== 'POST' || req.url !== '/test/refresh-token') return callback(req, res);
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () =>
    mintRefreshToken(JSON.parse(body)).then(
      (refresh_token) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ refresh_token })),
      (err) => res.writeHead(400).end(String(err.message)),
    ),
  );
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.stdout.write(`LISTENING ${port}\n`);
