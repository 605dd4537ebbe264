import { lostString, printable } from '../../../src/diff/subschema/strings.js';
import { lengthPattern, patternIn, sampleStrings } from '../../../src/diff/subschema/strings.js';
import { strTop } from '../../../src/diff/subschema/forms.js';

/** What the regex engine answers for `p` within `q` (the reading patternIn had before lengths were arithmetic). */
function engine(p: string, q: string): ReturnType<typeof patternIn> {
  const lost = lostString(p, q);
  if (lost === null) return { kind: 'in' };
  if (lost === undefined) return { kind: 'unknown' };
  const example = printable(lost);
  return example === undefined ? { kind: 'out' } : { kind: 'out', example };
}

test('length patterns compare by arithmetic exactly as the regex engine compares them', () => {
  const bounds = [0, 1, 2, 3, 5, 8, Infinity];
  let pairs = 0;
  for (const a of bounds)
    for (const b of bounds)
      for (const c of bounds)
        for (const d of bounds) {
          if (a === Infinity || c === Infinity || a > b || c > d) continue;
          const p = lengthPattern(a, b);
          const q = lengthPattern(c, d);
          expect([p, q, patternIn(p, q)]).toEqual([p, q, engine(p, q)]);
          pairs++;
        }
  expect(pairs).toBeGreaterThan(300);
  // past the engine's automaton size the arithmetic still answers (the engine: unknown)
  expect(engine(lengthPattern(0, 10_000), lengthPattern(0, 5_000))).toEqual({ kind: 'unknown' });
  expect(patternIn(lengthPattern(0, 10_000), lengthPattern(0, 5_000))).toEqual({ kind: 'out' });
  expect(patternIn(lengthPattern(10, 5_000), lengthPattern(3, 10_000))).toEqual({ kind: 'in' });
  // a pattern that only looks like one is left to the engine
  expect(patternIn('^[\\s\\S]{2,3}', lengthPattern(0, 1))).toEqual(engine('^[\\s\\S]{2,3}', lengthPattern(0, 1)));
});

test('samples of a patterned string are members of its pattern, everyday strings first', () => {
  const f = { ...strTop(), patterns: ['^[a-z]+-[0-9]{2}$'], minLen: 4 };
  const xs = sampleStrings(f);
  expect(xs.length).toBeGreaterThan(0);
  for (const s of xs) expect(/^[a-z]+-[0-9]{2}$/u.test(s) && [...s].length >= 4).toBe(true);
  expect(sampleStrings({ ...strTop(), patterns: ['^[a-z]+$'] })).toContain('a');
});
