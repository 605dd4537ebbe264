import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import { auth as sdkAuth, discoverOAuthServerInfo, extractWWWAuthenticateParams, type OAuthClientProvider, type OAuthServerInfo } from '@modelcontextprotocol/sdk/client/auth.js';
import { importPKCS8, SignJWT } from 'jose';
import type { OAuthClientInformation, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { ServerAuth } from '../../model/config.js';
import type { AuthSurface } from '../../contract/types.js';
import { describeFailure } from '../failure.js';
import { shortBody } from '../http-body.js';
import { addObtainedSecret } from '../../util/secrets.js';

type Fetch = typeof fetch;

/**
 * How many times one request may be answered with a challenge (401, or 403 `insufficient_scope`) and sent again with a
 * new token: the first token, then step-ups to the scopes the server names. Past it the server fails (no loop).
 */
export const MAX_AUTH_ROUNDS = 3;

/** The step of the unattended OAuth flow that failed, as messages name it. */
export type AuthStep = 'credentials' | 'discovery' | 'token' | 'scope' | 'refused';

/**
 * A server that asked for authorization the gate could not give: no credential configured, metadata unreadable, a
 * refused token request, a scope never granted. Never a reason to fall back to another transport or era.
 */
export class AuthFailure extends Error {
  constructor(
    readonly step: AuthStep,
    message: string,
  ) {
    super(message);
  }
}

/** What a 401 or 403 said in `WWW-Authenticate` (RFC 6750 §3, RFC 9728 §5.1). */
interface Challenge {
  status: number;
  error?: string;
  scope?: string;
  resourceMetadataUrl?: URL;
}

/** The scopes of a space-separated list, sorted and without repeats. */
export function scopeList(...lists: Array<string | undefined>): string[] {
  return [...new Set(lists.flatMap((l) => (l ?? '').split(/\s+/)).filter(Boolean))].sort();
}

/** The JWS algorithm a PEM private key signs with (the client assertion of `private_key_jwt`), and the key as PKCS #8. */
export function signingKey(pem: string, key: string): { alg: string; pkcs8: string } {
  let k: KeyObject;
  try {
    k = createPrivateKey(pem);
  } catch (err) {
    throw new AuthFailure('credentials', `${key}.private-key is not a PEM private key (${describeFailure(err)}); set it to a PKCS #8 or PKCS #1/SEC 1 PEM`);
  }
  const curve = k.asymmetricKeyDetails?.namedCurve;
  const alg =
    k.asymmetricKeyType === 'rsa'
      ? 'RS256'
      : k.asymmetricKeyType === 'rsa-pss'
        ? 'PS256'
        : k.asymmetricKeyType === 'ec'
          ? { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' }[curve ?? '']
          : undefined;
  if (!alg) throw new AuthFailure('credentials', `${key}.private-key is a ${k.asymmetricKeyType}${curve ? ` (${curve})` : ''} key; private_key_jwt here signs with RSA or EC P-256/384/521 keys`);
  return { alg, pkcs8: k.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/**
 * The refresh token to send in place of a configured one, once the authorization server rotated it in this process:
 * configured value → the newest one issued. A server that rotates accepts each refresh token once (OAuth 2.1 §4.3.1;
 * using a spent one revokes the whole grant), so every later token request of this process, in any session (a step-up,
 * a second principal, a reread, the proxy's renewals), must send the newest.
 */
const rotatedRefreshTokens = new Map<string, string>();

/** The refresh token a token request of `auth` sends now (the configured one, or what it was rotated to). */
function currentRefreshToken(auth: ServerAuth): string | undefined {
  return auth.refreshToken === undefined ? undefined : (rotatedRefreshTokens.get(auth.refreshToken) ?? auth.refreshToken);
}

/** How long a `private_key_jwt` client assertion is valid (seconds): it is used at once. */
const ASSERTION_LIFETIME_S = 300;

/**
 * `private_key_jwt` (RFC 7523 §2.2, as the MCP Client Credentials extension uses it): a JWT signed with the client's
 * key, issued by and about the client, for the authorization server (its issuer, else the token endpoint). jose
 * signs it; the SDK's own helper imports jose lazily, which the bundle cannot carry as one file.
 */
function assertion(clientId: string, pkcs8: string, alg: string, obtained: (secret: string) => void): NonNullable<OAuthClientProvider['addClientAuthentication']> {
  return async (_headers, params, url, metadata) => {
    const key = await importPKCS8(pkcs8, alg);
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(String(metadata?.issuer ?? url))
      .setIssuedAt()
      .setExpirationTime(`${ASSERTION_LIFETIME_S}s`)
      .setJti(randomUUID())
      .sign(key);
    obtained(jwt); // a credential for its lifetime: scrubbed wherever it might be echoed
    params.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    params.set('client_assertion', jwt);
  };
}

/**
 * The gate as an OAuth client of one authorization server, registered beforehand: the client-credentials grant or a
 * refresh token, never a redirect. The SDK's `auth()` drives it (resource indicator, client authentication:
 * `client_secret_basic`/`_post` as the server's metadata allows, or the `private_key_jwt` assertion).
 */
class UnattendedClient implements OAuthClientProvider {
  private saved: OAuthTokens | undefined;
  readonly addClientAuthentication?: OAuthClientProvider['addClientAuthentication'];

  constructor(
    private readonly auth: ServerAuth,
    private readonly scope: string | undefined,
    private readonly info: OAuthServerInfo,
    obtained: (secret: string) => void,
  ) {
    if (auth.privateKey !== undefined) {
      const { alg, pkcs8 } = signingKey(auth.privateKey, auth.key);
      this.addClientAuthentication = assertion(auth.clientId, pkcs8, alg, obtained);
    }
  }

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'mcp-contract-gate',
      redirect_uris: [],
      grant_types: [this.auth.refreshToken !== undefined ? 'refresh_token' : 'client_credentials'],
      token_endpoint_auth_method: this.auth.privateKey !== undefined ? 'private_key_jwt' : this.auth.clientSecret !== undefined ? 'client_secret_basic' : 'none',
      ...(this.scope ? { scope: this.scope } : {}),
    };
  }

  clientInformation(): OAuthClientInformation {
    return { client_id: this.auth.clientId, ...(this.auth.clientSecret !== undefined ? { client_secret: this.auth.clientSecret } : {}) };
  }

  tokens(): OAuthTokens | undefined {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }

  prepareTokenRequest(scope?: string): URLSearchParams {
    const refreshToken = currentRefreshToken(this.auth);
    const params = refreshToken !== undefined ? new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }) : new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope) params.set('scope', scope);
    return params;
  }

  discoveryState() {
    return {
      authorizationServerUrl: String(this.info.authorizationServerUrl),
      resourceMetadata: this.info.resourceMetadata,
      authorizationServerMetadata: this.info.authorizationServerMetadata,
    };
  }

  saveDiscoveryState(): void {}

  redirectToAuthorization(): never {
    throw new AuthFailure(
      'credentials',
      `the authorization server wants a person to sign in, which an unattended run cannot do; give ${this.auth.key} a client-secret or private-key (client credentials)`,
    );
  }

  saveCodeVerifier(): void {}

  codeVerifier(): never {
    throw new AuthFailure('credentials', 'an authorization code flow needs a person; the gate only runs unattended flows');
  }
}

/**
 * OAuth for one remote server's connection, as a `fetch`: each request to the server's origin carries the current
 * bearer token; a 401 (or a 403 `insufficient_scope`) is followed to the protected-resource metadata and the
 * authorization server (once), a token for the scopes the challenge names (else `auth.scope`, else the metadata's
 * `scopes_supported`) is fetched, and the request is sent again, at most MAX_AUTH_ROUNDS times. Without `auth` a 401
 * is an AuthFailure naming the key to set. `surface` collects what the server said of its permissions.
 */
export class OAuthSession {
  readonly surface: AuthSurface = {};
  /**
   * Every secret this session obtained (access, refresh and ID tokens, signed client assertions), in order: masked in
   * what the session's server returns (a server may echo its token), and, through addObtainedSecret, in every output.
   */
  readonly secrets: string[] = [];
  /** What the session's reader should be told (a refresh token the authorization server rotated), each once. */
  readonly warnings: string[] = [];
  private token: string | undefined;
  private scope: string | undefined;
  private info: OAuthServerInfo | undefined;
  private infoFrom: string | undefined;

  constructor(
    private readonly serverUrl: URL,
    private readonly auth: ServerAuth | undefined,
    private readonly base: Fetch,
    /** Where messages say to configure `auth` when the server has none (`servers[0].auth`). */
    private readonly authKey: string,
    /** Whether the configured headers already carry an Authorization (then a 401 refuses that header). */
    private readonly staticAuthorization: boolean,
  ) {}

  /** The token obtained last (a secret: every Scrubber masks it, see addObtainedSecret). */
  get accessToken(): string | undefined {
    return this.token;
  }

  readonly fetch: Fetch = async (input, init) => {
    const sameOrigin = new URL(input instanceof Request ? input.url : String(input)).origin === this.serverUrl.origin;
    for (let round = 0; ; round++) {
      const response = await this.base(input, sameOrigin ? this.withToken(init) : init);
      const challenge = sameOrigin ? challengeOf(response) : undefined;
      if (!challenge) return response;
      const body = shortBody(await response.text().catch(() => ''));
      this.note(challenge);
      if (round >= MAX_AUTH_ROUNDS)
        throw new AuthFailure('refused', `the server still answers HTTP ${challenge.status}${describe(challenge)} after ${MAX_AUTH_ROUNDS} tokens; check the client's grants for ${this.authKey}`);
      await this.authorize(challenge, body);
    }
  };

  private obtained(secret: string): void {
    if (!this.secrets.includes(secret)) this.secrets.push(secret);
    addObtainedSecret(secret);
  }

  private withToken(init: RequestInit | undefined): RequestInit | undefined {
    if (!this.token) return init;
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${this.token}`);
    return { ...init, headers };
  }

  /** Record what the challenge says of the server's permissions (the scopes a request demanded). */
  private note(challenge: Challenge): void {
    const demanded = scopeList(...(this.surface.scopesRequired ?? []), challenge.scope);
    if (demanded.length) this.surface.scopesRequired = demanded;
  }

  private async authorize(challenge: Challenge, body: string): Promise<void> {
    const auth = this.auth;
    if (!auth) {
      if (this.staticAuthorization)
        throw new AuthFailure(
          'refused',
          `the server refused the configured Authorization header (HTTP ${challenge.status}${describe(challenge, body)}); renew the token, or set ${this.authKey}.client-id and client-secret for unattended OAuth`,
        );
      throw new AuthFailure(
        'credentials',
        `the server asks for OAuth authorization (HTTP ${challenge.status}${describe(challenge, body)}) and the config gives no credential; set ${this.authKey}.client-id and ${this.authKey}.client-secret (or private-key, or refresh-token) to \${VAR} references`,
      );
    }
    const stepUp = challenge.status === 403;
    const wanted = stepUp ? scopeList(this.scope, challenge.scope) : scopeList(challenge.scope ?? this.scope);
    if (stepUp && this.token && wanted.join(' ') === scopeList(this.scope).join(' '))
      throw new AuthFailure(
        'scope',
        `the server demands scope "${scopeList(challenge.scope).join(' ')}" (insufficient_scope) and the token already asked for all of it; grant it to client ${auth.clientId} (${auth.key})`,
      );
    const info = await this.discover(challenge);
    const scope = wanted.length ? wanted.join(' ') : (auth.scope ?? info.resourceMetadata?.scopes_supported?.join(' '));
    const client = new UnattendedClient(auth, scope, info, (secret) => this.obtained(secret));
    const server = String(info.authorizationServerUrl);
    try {
      await sdkAuth(client, { serverUrl: this.serverUrl, scope, resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
    } catch (err) {
      if (err instanceof AuthFailure) throw err;
      if ((err as { errorCode?: unknown }).errorCode === 'invalid_scope')
        throw new AuthFailure('scope', `${server} refused the scope "${scope ?? ''}" the server demands (${oauthError(err)}); grant it to client ${auth.clientId}, or set ${auth.key}.scope`);
      if (auth.refreshToken !== undefined && (err as { errorCode?: unknown }).errorCode === 'invalid_grant')
        throw new AuthFailure(
          'token',
          `${server} refused the refresh token (${oauthError(err)}): it has expired, was revoked, or was used already (a server that rotates refresh tokens accepts each once, so one kept in a CI secret serves one run); mint a new refresh token for client ${auth.clientId} and set it as ${auth.key}.refresh-token, or give ${auth.key} a client-secret or private-key for the client-credentials grant`,
        );
      const which = auth.privateKey !== undefined ? 'private-key' : auth.refreshToken !== undefined && auth.clientSecret === undefined ? 'refresh-token' : 'client-secret';
      throw new AuthFailure(
        'token',
        `the token request to ${server} was refused: ${oauthError(err)}; check ${auth.key}.client-id and ${auth.key}.${which}${scope ? ` (scope asked: "${scope}")` : ''}`,
      );
    }
    const tokens = client.tokens();
    // every token the authorization server issued is a secret from now on, before any request carries it
    for (const t of [tokens?.access_token, tokens?.refresh_token, tokens?.id_token]) if (t) this.obtained(t);
    if (!tokens?.access_token) throw new AuthFailure('token', `the authorization server ${server} answered without an access token`);
    this.rotated(auth, tokens.refresh_token, server);
    const granted = tokens.scope !== undefined ? scopeList(tokens.scope) : undefined;
    const missing = granted && scope ? scopeList(scope).filter((s) => !granted.includes(s)) : [];
    if (stepUp && missing.length)
      throw new AuthFailure(
        'scope',
        `the server demands scope "${missing.join(' ')}" and ${server} did not grant it to client ${auth.clientId}; grant it, or narrow what the server demands (${auth.key})`,
      );
    this.token = tokens.access_token;
    this.scope = scope;
  }

  /** A new refresh token in the answer to a refresh: every later request sends it, and the reader is told once. */
  private rotated(auth: ServerAuth, issued: string | undefined, server: string): void {
    const sent = currentRefreshToken(auth);
    if (auth.refreshToken === undefined || !issued || issued === sent) return;
    rotatedRefreshTokens.set(auth.refreshToken, issued);
    const warning = `${server} rotated the refresh token of ${auth.key}: the gate uses the new one for the rest of this run, and a server that accepts each refresh token once will refuse the configured one next time; give ${auth.key} a client-secret or private-key (client credentials) for unattended runs, or a refresh token the server does not rotate`;
    if (!this.warnings.includes(warning)) this.warnings.push(warning);
  }

  /** The protected-resource metadata (RFC 9728, as the challenge points or at its well-known paths) and the authorization server's. */
  private async discover(challenge: Challenge): Promise<OAuthServerInfo> {
    const from = challenge.resourceMetadataUrl?.href ?? '';
    if (this.info && this.infoFrom === from) return this.info;
    let info: OAuthServerInfo;
    try {
      info = await discoverOAuthServerInfo(this.serverUrl, { resourceMetadataUrl: challenge.resourceMetadataUrl, fetchFn: this.base });
    } catch (err) {
      throw new AuthFailure('discovery', `reading the OAuth metadata failed (protected resource ${from || 'at its well-known path'}): ${describeFailure(err)}`);
    }
    if (!info.authorizationServerMetadata) throw new AuthFailure('discovery', `the authorization server ${String(info.authorizationServerUrl)} publishes no metadata (RFC 8414 or OpenID discovery)`);
    const prm = info.resourceMetadata;
    if (prm?.authorization_servers?.length) this.surface.authorizationServers = [...new Set(prm.authorization_servers.map(String))].sort();
    else this.surface.authorizationServers = [String(info.authorizationServerUrl)];
    if (prm?.scopes_supported) this.surface.scopesSupported = scopeList(...prm.scopes_supported);
    this.info = info;
    this.infoFrom = from;
    return info;
  }
}

/** The challenge of a 401, or of a 403 whose `WWW-Authenticate` says `insufficient_scope` (a step-up); else none. */
function challengeOf(response: Response): Challenge | undefined {
  if (response.status !== 401 && response.status !== 403) return undefined;
  const { error, scope, resourceMetadataUrl } = extractWWWAuthenticateParams(response);
  if (response.status === 403 && error !== 'insufficient_scope') return undefined;
  return { status: response.status, ...(error ? { error } : {}), ...(scope ? { scope } : {}), ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}) };
}

function describe(challenge: Challenge, body = ''): string {
  const parts = [challenge.error, challenge.scope ? `scope "${challenge.scope}"` : undefined].filter(Boolean);
  return parts.length ? `: ${parts.join(', ')}` : body ? `: ${body}` : '';
}

/** An OAuth error response as one line (`invalid_client: …`). */
function oauthError(err: unknown): string {
  const code = (err as { errorCode?: unknown }).errorCode;
  const text = shortBody(describeFailure(err));
  return typeof code === 'string' && !text.startsWith(code) ? `${code}: ${text}` : text;
}
