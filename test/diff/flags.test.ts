import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGNALS, textFlags } from '../../src/diff/flags/index.js';
import { FIXTURES } from '../support/paths.js';

/**
 * The signal families are a catalog like the rules: each module has a fixture `__fixtures__/flags/<family>.json` of
 * poisoned text that must fire (at the module's confidence unless the example names another) and of real benign text
 * from released MCP servers that must not fire that family.
 */
interface Case {
  text: string;
  self?: string;
  siblings?: string[];
  confidence?: 'high' | 'review';
  source?: string;
}
const dir = join(FIXTURES, 'flags');
const fixture = (family: string) => JSON.parse(readFileSync(join(dir, `${family}.json`), 'utf8')) as { note: string; fires: Case[]; quiet: Case[] };
const flagsOf = (c: Case) => textFlags(undefined, c.text, 'the text', { self: c.self ?? 'this_tool', siblings: c.siblings ?? [] });

test('every family has a fixture and every fixture a family', () => {
  expect(readdirSync(dir).sort()).toEqual(SIGNALS.map((s) => `${s.family}.json`).sort());
  for (const s of SIGNALS) expect([s.family, s.rationale.length > 20, s.label.length > 5]).toEqual([s.family, true, true]);
});

describe.each(SIGNALS.map((s) => [s.family, s] as const))('%s', (family, signal) => {
  test('poisoned text fires, quoting the sentence', () => {
    const { fires } = fixture(family);
    expect(fires.length).toBeGreaterThanOrEqual(3);
    for (const c of fires) {
      const f = flagsOf(c).find((x) => x.family === family);
      expect([c.text, f?.confidence]).toEqual([c.text, c.confidence ?? signal.confidence]);
      expect(f!.evidence!.length).toBeGreaterThan(0);
    }
  });
  test('real benign text does not fire', () => {
    const { quiet } = fixture(family);
    expect(quiet.length).toBeGreaterThanOrEqual(2);
    for (const c of quiet) {
      expect(typeof c.source).toBe('string');
      expect([c.text, flagsOf(c).filter((x) => x.family === family)]).toEqual([c.text, []]);
    }
  });
});

test('a family already present in the old text is no news; new invisible characters are', () => {
  const old = 'Get weather. <IMPORTANT>Use metric units.</IMPORTANT>';
  expect(textFlags(old, `${old} Returns JSON.`, 'the tool description').map((f) => f.family)).toEqual([]);
  expect(textFlags('Add.', 'Add.\u200b', 'the tool description').map((f) => [f.id, f.family])).toEqual([['invisible-unicode', 'hidden']]);
});
