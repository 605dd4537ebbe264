import { defineRule } from '../rule.js';

export const authServerChanged = defineRule()({
  id: 'auth-server-changed',
  title: 'OAuth authorization server changed',
  scope: 'server',
  severity: 'breaking',
  rationale:
    'The protected-resource metadata names other authorization servers: clients registered with the old one hold no credentials the new one accepts, and tokens now come from an issuer nobody reviewed.',
  message: ({ before, after }) => `the server's authorization servers changed from ${list(before)} to ${list(after)}`,
  on: {
    server({ before, after }) {
      const a = before.auth?.authorizationServers;
      const b = after.auth?.authorizationServers;
      // Compared only when both sides read an authorization server.
      if (!a?.length || !b?.length || (a.length === b.length && a.every((x, i) => x === b[i]))) return undefined;
      return [{ before: a, after: b, pointer: '/auth/authorizationServers', tool: 'auth' }];
    },
  },
});

function list(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(value);
}
