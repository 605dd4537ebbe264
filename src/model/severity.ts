/**
 * breaking: callers built on the old contract fail or are rejected.
 * silent:   calls still succeed, but their meaning changed (the dangerous class).
 * additive: safe for existing callers.
 * cosmetic: no effect on calls or their meaning.
 */
export type Severity = 'breaking' | 'silent' | 'additive' | 'cosmetic';
export const SEVERITIES: readonly Severity[] = ['breaking', 'silent', 'additive', 'cosmetic'];
