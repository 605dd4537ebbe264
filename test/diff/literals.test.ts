import fc from 'fast-check';
import { gated, mayMatch, needed } from '../../src/diff/flags/literals.js';

/**
 * The literal pre-check of the signal families' patterns (src/diff/flags/literals.ts) may only skip texts the pattern
 * cannot match: what it reads from a pattern is checked on hand-picked constructs, then against V8 on random patterns
 * and texts.
 */
describe('literals a pattern needs', () => {
  const need = (re: RegExp) => needed(re.source, re.flags.includes('i'), re.flags.includes('u'));

  test('sequences, alternatives, groups and quantifiers', () => {
    expect(need(/\bsend\s+to\b/i)).toEqual([['send'], ['to']]);
    expect(need(/foo|bar(?:baz)?/)).toEqual([['foo', 'bar']]);
    expect(need(/(?:do\s+not|don'?t)\s+tell/i)).toEqual([['tell'], ['not', 'don']]);
    expect(need(/ab+c/)).toEqual([['ab'], ['c']]);
    expect(need(/a(?:xy)*b/)).toEqual([['a'], ['b']]);
    expect(need(/x{2,3}yz/)).toEqual([['yz'], ['x']]);
    expect(need(/MANDATORY/)).toEqual([['MANDATORY']]); // case kept without the i flag
  });

  test('what needs nothing: optional parts, an empty alternative, classes, lookarounds, back-references', () => {
    for (const re of [/(?:abc)?/, /abc|/, /[abc]+/, /(?=abc)\w+/, /(?<!abc)\d/, /(a?)\1/, /./, /\p{L}+/u, /\s+|\n+/]) expect([re, need(re)]).toEqual([re, []]);
  });

  test('escapes: syntax characters, hex and unicode escapes, controls; non-ASCII literals need nothing', () => {
    expect(need(/\$\(/)).toEqual([['$(']]);
    expect(need(/~\/\.ssh/)).toEqual([['~/.ssh']]);
    expect(need(/\x41B/i)).toEqual([['ab']]);
    expect(need(/\u001b\[/)).toEqual([['\u001b[']]);
    expect(need(/caf\u00e9/)).toEqual([['caf']]);
    expect(need(/ſ/i)).toEqual([]);
  });

  test('a construct it does not know: nothing is needed (the pattern always runs)', () => {
    expect(needed('(?i:abc)', false, false)).toEqual([]);
    expect(needed('\\cJabc', false, false)).toEqual([]);
  });

  test('a gated pattern answers as the pattern, case-insensitive on non-ASCII text too', () => {
    const g = gated(/\bsilently\s+send\b/i);
    expect(g.test('Silently SEND it')).toBe(true);
    expect(g.test('sends data')).toBe(false);
    // U+017F (long s) folds to s under /iu: a non-ASCII text always runs the pattern
    const u = gated(/\bsend\b/iu);
    expect(u.test('\u017Fend')).toBe(/\bsend\b/iu.test('\u017Fend'));
    expect(gated(/\w+/g)).toBeInstanceOf(RegExp); // a global pattern keeps its state: not gated
    const m = gated(/send\s+(\S+)/i).exec('please send it');
    expect(m?.[1]).toBe('it');
  });

  // random patterns over a small alphabet, and texts over the same one: a text the check rules out never matches
  const CHARS = ['a', 'b', 'A', 'B', '-', ' ', '.', '\u00e9', '\u017f', 'K', '\u212a', 'k', 's', 'S'];
  const atom: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...CHARS.map((c) => c.replace(/[.]/g, '\\.')), '\\b', '\\s', '\\w', '.', '[ab]', '[^a]', '\\x41', '\\u00e9', '^', '$', '\\-'));
  const pattern: fc.Arbitrary<string> = fc.letrec((tie) => ({
    term: fc.oneof(
      { weight: 4, arbitrary: atom },
      { weight: 1, arbitrary: fc.tuple(tie('alt') as fc.Arbitrary<string>, fc.constantFrom('(?:', '(', '(?=', '(?!', '(?<=', '(?<!')).map(([a, open]) => `${open}${a})`) },
    ),
    quantified: fc
      .tuple(tie('term') as fc.Arbitrary<string>, fc.constantFrom('', '', '', '?', '*', '+', '{2}', '{1,2}', '{0,1}', '+?'))
      .map(([t, q]) => (/^(?:\^|\$|\\b|\(\?[=!<])/.test(t) ? t : t + q)),
    seq: fc.array(tie('quantified') as fc.Arbitrary<string>, { minLength: 1, maxLength: 5 }).map((xs) => xs.join('')),
    alt: fc.array(tie('seq') as fc.Arbitrary<string>, { minLength: 1, maxLength: 3 }).map((xs) => xs.join('|')),
  })).alt as fc.Arbitrary<string>;
  const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 12 }).map((xs) => xs.join(''));

  test.each(['', 'i', 'u', 'iu'])('random patterns (flags "%s"): a text ruled out never matches', (flags) => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 8 }), (source, texts) => {
        let re: RegExp;
        try {
          re = new RegExp(source, flags);
        } catch {
          return; // not a pattern in this mode
        }
        const may = mayMatch(source, flags);
        for (const t of texts) if (!may(t)) expect([source, flags, t, re.test(t)]).toEqual([source, flags, t, false]);
      }),
      { numRuns: 3000 },
    );
  });
});
