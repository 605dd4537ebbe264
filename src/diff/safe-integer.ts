/** A numeric bound at or past ±(2^53 − 1), the largest integers a JSON number carries exactly (zod's `.int()` writes them). */
export function isSafeIntegerLimit(keyword: string, value: unknown): boolean {
  if (typeof value !== 'number') return false;
  const upper = keyword === 'maximum' || keyword === 'exclusiveMaximum';
  const lower = keyword === 'minimum' || keyword === 'exclusiveMinimum';
  return (upper && value >= Number.MAX_SAFE_INTEGER) || (lower && value <= -Number.MAX_SAFE_INTEGER);
}

export const SAFE_INTEGER_REASON = 'A bound at the safe-integer limit (±9007199254740991, what zod .int() writes) rejects no number a client sends in practice (policy.safe-integer-bounds: ignore).';
