// Types of scripts/generate/unified-diff.mjs for the tests that import it.
export function unifiedDiff(before: string, after: string, name: string): string;
