import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVERS, startListening, type HttpFixture } from '../discovery/helpers.js';

/** A client the authorization server knows: client credentials only, with the scopes the fixture server's tools need. */
export function clientCredentialsClient(c: { client_id: string; token_endpoint_auth_method: string; client_secret?: string; jwks?: object }, scope = 'tools:read tools:admin'): object {
  return { ...c, scope, grant_types: ['client_credentials'], response_types: [], redirect_uris: [] };
}

/**
 * The real authorization server (oidc-provider, __fixtures__/servers/oauth/authorization-server.mjs) on loopback,
 * knowing `clients` (written to `dir`/clients.json), with its extra flags (`--ttl`, `--scopes`); its issuer beside it.
 */
export async function startAuthorizationServer(dir: string, clients: object[], args: string[] = []): Promise<{ as: HttpFixture; issuer: string }> {
  writeFileSync(join(dir, 'clients.json'), JSON.stringify(clients));
  const as = await startListening(process.execPath, [join(SERVERS, 'oauth', 'authorization-server.mjs'), '--clients', join(dir, 'clients.json'), ...args], 'authorization server');
  return { as, issuer: as.url.replace(/\/mcp$/, '') };
}
