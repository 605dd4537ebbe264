import { defineRule } from '../rule.js';

/** Scopes in `after` that `before` did not hold (both sorted lists of scope names). */
function scopesAdded(before: readonly string[] | undefined, after: readonly string[] | undefined): string[] {
  const had = new Set(before ?? []);
  return (after ?? []).filter((s) => !had.has(s));
}

export const authScopeWidened = defineRule<{ added: string[] }>()({
  id: 'auth-scope-widened',
  title: 'Server demands wider OAuth scopes',
  scope: 'server',
  severity: 'silent',
  rationale:
    "A remote server's challenges now demand scopes its pinned contract did not: the tokens agents hold for it (minted for the old scopes) are refused or stepped up, and an agent granted the new scope can do more than it was reviewed for. Nothing in the tools shows it.",
  message: ({ meta }) => `the server now demands OAuth scope${meta.added.length > 1 ? 's' : ''} ${meta.added.map((s) => `"${s}"`).join(', ')}`,
  on: {
    server({ before, after }) {
      // Compared only when both sides read the server's auth surface (a lockfile pinned before it was pinned says nothing).
      if (!before.auth || !after.auth) return undefined;
      const added = scopesAdded(before.auth.scopesRequired, after.auth.scopesRequired);
      if (!added.length) return undefined;
      return [{ before: before.auth.scopesRequired ?? [], after: after.auth.scopesRequired ?? [], pointer: '/auth/scopesRequired', tool: 'auth', meta: { added } }];
    },
  },
});
