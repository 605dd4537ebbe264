// The `auth` key of a remote server: read and interpolated, each secret a `${VAR}` reference, one way to authenticate.
import { describe, expect, test } from '@jest/globals';
import { parseConfig } from '../../src/config/load.js';
import { scopeList, signingKey } from '../../src/mcp-client/auth/oauth.js';
import { generateKeyPairSync } from 'node:crypto';

const yaml = (auth: string, where = 'url: https://mcp.example.com/mcp') => `servers:\n  - id: vendor\n    ${where}\n    auth:\n${auth}`;
const env = { SECRET: 'a-client-secret-value', KEY: 'pem', RT: 'refresh-token-value' };
const problems = (text: string): string => {
  try {
    parseConfig(text, 'cfg.yml', { env });
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('config auth', () => {
  test('client-id and a ${VAR} secret are read and interpolated, with the key path for messages', () => {
    const config = parseConfig(yaml('      client-id: gate\n      client-secret: ${SECRET}\n      scope: tools:read\n'), 'cfg.yml', { env });
    expect(config.servers[0]!.auth).toEqual({ clientId: 'gate', clientSecret: 'a-client-secret-value', scope: 'tools:read', key: 'servers[0].auth' });
  });

  test('a refresh token alone (a public client) or beside a secret', () => {
    expect(parseConfig(yaml('      client-id: gate\n      refresh-token: ${RT}\n'), 'cfg.yml', { env }).servers[0]!.auth).toEqual({
      clientId: 'gate',
      refreshToken: 'refresh-token-value',
      key: 'servers[0].auth',
    });
    expect(parseConfig(yaml('      client-id: gate\n      client-secret: ${SECRET}\n      refresh-token: ${RT}\n'), 'cfg.yml', { env }).servers[0]!.auth?.refreshToken).toBe('refresh-token-value');
  });

  test('a secret written into the file is refused, naming the key', () => {
    expect(problems(yaml('      client-id: gate\n      client-secret: hunter2hunter2\n'))).toContain('servers[0].auth.client-secret must be a ${VAR} reference');
  });

  test('no credential, or both a secret and a key, are refused', () => {
    expect(problems(yaml('      client-id: gate\n'))).toContain('servers[0].auth needs a credential');
    expect(problems(yaml('      client-id: gate\n      client-secret: ${SECRET}\n      private-key: ${KEY}\n'))).toContain('has both client-secret and private-key');
  });

  test('auth on a stdio server, an unknown key and a missing client-id are config errors', () => {
    expect(problems(yaml('      client-id: gate\n      client-secret: ${SECRET}\n', 'command: node'))).toContain('servers[0].auth only applies to remote servers');
    expect(problems(yaml('      client-id: gate\n      client-secret: ${SECRET}\n      grant: password\n'))).toMatch(/grant/);
    expect(problems(yaml('      client-secret: ${SECRET}\n'))).toMatch(/client-id/);
  });

  test('an unset variable is an error naming it', () => {
    expect(problems(yaml('      client-id: gate\n      client-secret: ${NOT_SET}\n'))).toContain('NOT_SET');
  });
});

describe('scopes and keys', () => {
  test('scope lists are merged sorted without repeats', () => {
    expect(scopeList('b a', undefined, 'a  c')).toEqual(['a', 'b', 'c']);
  });

  test('the signing algorithm follows the key: RS256 for RSA, ES256/ES384 for EC curves; SEC 1 PEMs become PKCS #8', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(signingKey(rsa, 'k').alg).toBe('RS256');
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString();
    const k = signingKey(p384, 'k');
    expect(k.alg).toBe('ES384');
    expect(k.pkcs8).toContain('BEGIN PRIVATE KEY');
    expect(() => signingKey('not a key', 'servers[0].auth')).toThrow('servers[0].auth.private-key is not a PEM private key');
    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => signingKey(ed, 'k')).toThrow('ed25519');
  });
});
