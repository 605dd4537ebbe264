import { unifiedDiff } from '../../scripts/generate/unified-diff.mjs';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`);

describe('the diff `npm run generate -- --check` prints', () => {
  test('equal texts: no diff', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n', 'f.ts')).toBe('');
  });

  test('one line edited by hand: one hunk with three lines of context either side', () => {
    const generated = lines(20);
    const edited = [...generated];
    edited[9] = 'line 10, edited by hand';
    expect(unifiedDiff(edited.join('\n'), generated.join('\n'), 'src/generated/x.ts').split('\n')).toEqual([
      '--- a/src/generated/x.ts',
      '+++ b/src/generated/x.ts (generated)',
      '@@ -7,7 +7,7 @@',
      ' line 7',
      ' line 8',
      ' line 9',
      '-line 10, edited by hand',
      '+line 10',
      ' line 11',
      ' line 12',
      ' line 13',
      '',
    ]);
  });

  test('lines added at the end, a file that is missing, a long line cut', () => {
    expect(unifiedDiff('a\nb', 'a\nb\nc', 'f').split('\n').slice(2)).toEqual(['@@ -1,2 +1,3 @@', ' a', ' b', '+c', '']);
    expect(unifiedDiff('', 'x', 'f').split('\n').slice(2, 5)).toEqual(['@@ -1,1 +1,1 @@', '-', '+x']);
    const long = 'x'.repeat(1000);
    const diff = unifiedDiff(long, `${long}y`, 'f');
    expect(diff).toContain('… (1000 characters)');
    expect(diff).toContain('… (1001 characters)');
    expect(diff.length).toBeLessThan(700);
  });
});
