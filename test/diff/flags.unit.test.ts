import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { confusablePairs, NAME_SIGNALS, SIGNALS, skeleton, textFlags } from '../../src/diff/flags/index.js';
import { CONFUSABLES_DATA, CONFUSABLES_SHA256, CONFUSABLES_VERSION } from '../../src/generated/confusables.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import type { ServerSnapshot, ToolDef } from '../../src/contract/types.js';
import type { JsonObject } from '../../src/util/json.js';
import { cli } from '../support/cli.js';
import { EXIT_CODES } from '../../src/util/exit-codes.js';
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
  expect(readdirSync(dir).sort()).toEqual([...SIGNALS, ...NAME_SIGNALS].map((s) => `${s.family}.json`).sort());
  for (const s of [...SIGNALS, ...NAME_SIGNALS]) expect([s.family, s.rationale.length > 20, s.label.length > 5]).toEqual([s.family, true, true]);
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

describe('confusable names (UTS #39 skeletons)', () => {
  interface NameCase {
    names: string[];
    others?: Array<{ server: string; name: string }>;
    pair?: [string, string];
    source?: string;
  }
  const cases = JSON.parse(readFileSync(join(dir, 'confusable.json'), 'utf8')) as { fires: NameCase[]; quiet: NameCase[] };

  test(`the table is Unicode's confusables.txt ${CONFUSABLES_VERSION}; skeletons as UTS #39 defines them`, () => {
    expect(CONFUSABLES_SHA256).toMatch(/^[0-9a-f]{64}$/);
    expect(skeleton('\u0455earch')).toBe('search'); // Cyrillic dze
    expect(skeleton('s\u200dearch')).toBe('search'); // a zero-width joiner is default-ignorable
    expect(skeleton('caf\u00e9')).toBe(skeleton('cafe\u0301')); // NFC and NFD spellings
    expect(skeleton('paypa\u04cf')).toBe(skeleton('paypal')); // Cyrillic palochka
    expect(skeleton('get_user')).not.toBe(skeleton('get_users'));
  });

  test('ASCII names take a shortcut that gives the skeleton of the whole table (UTS #39 steps, written out here)', () => {
    const rows = CONFUSABLES_DATA.split('\n');
    const table = new Map(rows.map((line) => [String.fromCodePoint(line.codePointAt(0)!), line.slice(String.fromCodePoint(line.codePointAt(0)!).length)]));
    const reference = (text: string) =>
      [...text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, '')]
        .map((ch) => table.get(ch) ?? ch)
        .join('')
        .normalize('NFD');
    const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
    for (const ch of ascii) expect([ch, skeleton(ch)]).toEqual([ch, reference(ch)]);
    for (const name of ['rn_m', 'I0l1|', '%_100', 'mo`de"', ascii.join('')]) expect(skeleton(name)).toBe(reference(name));
  });

  test('look-alike names pair up; real sets of similar names do not', () => {
    expect(cases.fires.length).toBeGreaterThanOrEqual(3);
    for (const c of cases.fires) expect(confusablePairs(c.names, c.others).map(([n, l]) => [n, l.name])).toContainEqual(c.pair);
    for (const c of cases.quiet) {
      expect(typeof c.source).toBe('string');
      expect([c.source, confusablePairs(c.names, c.others)]).toEqual([c.source, []]);
    }
  });

  const tool = (name: string, properties: JsonObject = { query: { type: 'string' } }): ToolDef => ({ name, description: 'Search the web.', inputSchema: { type: 'object', properties } });
  const judged = (before: ToolDef[], after: ToolDef[], others: ToolDef[] = []) => {
    const extra: Record<string, ServerSnapshot> = others.length ? { web: { tools: others } } : {};
    const diff = diffSnapshots({ servers: { s: { tools: before }, ...extra } }, { servers: { s: { tools: after }, ...extra } });
    return { diff, evaluation: evaluate(diff, DEFAULT_POLICY, { today: '2026-11-26' }) };
  };

  test.each([
    ['a Cyrillic look-alike', 'search', '\u0455earch'],
    ['a zero-width joiner', 'search', 'sea\u200drch'],
    ['an NFD spelling', 's\u00e9arch', 'se\u0301arch'],
  ])('the gate: a new tool that looks like a sibling (%s) carries a blocking high flag', (_what, base, name) => {
    const { diff, evaluation } = judged([tool(base)], [tool(base), tool(name, { query: { type: 'string' }, limit: { type: 'number' } })]);
    const added = diff.changes.find((c) => c.rule === 'tool-added')!;
    expect(added.tool).toBe(name);
    expect(added.flags).toContainEqual(expect.objectContaining({ id: 'confusable-name', confidence: 'high', family: 'confusable' }));
    expect(added.flags!.find((f) => f.id === 'confusable-name')!.message).toContain(`looks like tool '${base}'`);
    expect(evaluation.findings.find((f) => f.rule === 'tool-added')!.blocking).toBe(true);
  });

  test("the gate: another server's tool, a new parameter beside its look-alike, a new tool with two look-alike parameters", () => {
    const shadow = judged([], [tool('send_\u0435mail')], [tool('send_email')]);
    expect(shadow.diff.changes.find((c) => c.rule === 'tool-added')!.flags!.find((f) => f.id === 'confusable-name')!.message).toContain("looks like tool 'send_email' of server 'web'");
    const param = judged([tool('read', { path: { type: 'string' } })], [tool('read', { path: { type: 'string' }, '\u0440ath': { type: 'string' } })]);
    const added = param.diff.changes.find((c) => c.rule === 'param-added-optional')!;
    expect(added.flags).toContainEqual(expect.objectContaining({ id: 'confusable-name', confidence: 'high' }));
    expect(param.evaluation.findings.find((f) => f.rule === 'param-added-optional')!.blocking).toBe(true);
    const twin = judged([], [tool('copy', { target: { type: 'string' }, targеt: { type: 'string' } })]);
    expect(twin.diff.changes[0]!.flags!.find((f) => f.id === 'confusable-name')!.message).toContain("parameter 'targ\u0435t' of new tool 'copy' looks like parameter 'target'");
    // the same name on another server, a tool and its own old name: nothing
    expect(judged([], [tool('search')], [tool('search')]).diff.changes[0]!.flags ?? []).not.toContainEqual(expect.objectContaining({ id: 'confusable-name' }));
  });

  test('the CLI: diff of two snapshots with a look-alike tool added exits blocking', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'mcg-confusable-'));
    try {
      writeFileSync(join(tmp, 'before.json'), JSON.stringify({ tools: [tool('search')] }));
      writeFileSync(join(tmp, 'after.json'), JSON.stringify({ tools: [tool('search'), tool('\u0455earch')] }));
      const out = await cli(tmp, 'diff', 'before.json', 'after.json', '--format', 'json');
      expect(out.code).toBe(EXIT_CODES.blocking);
      expect(JSON.parse(out.stdout).changes[0].flags).toContainEqual(expect.objectContaining({ id: 'confusable-name', evidence: '[U+0455]earch vs search' }));
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
