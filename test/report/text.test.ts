import { renderText } from '../../src/report/text.js';
import { HAVE_SCENARIOS } from '../support/paths.js';
import { finding, inputOf, scenario } from './helpers.js';
import { ALL_NASTY, NASTY } from './nasty.js';

const scenarioTest = HAVE_SCENARIOS ? test : test.skip;
/** Every ESC must start one of our SGR sequences. */
const OUR_SGR = /\u001b\[(?:0|1|2|31|32|33|35|36)m/g;

describe('renderText', () => {
  scenarioTest('seed000: one line per change, grouped by tool, blocking marked, summary last', () => {
    const out = renderText(scenario('seed000_t0', 'seed000_t1'));
    const lines = out.split('\n');
    expect(lines[0]).toBe('base → head');
    expect(out).toContain("  ✖ SILENT    param-renamed              search_reviews  parameter 'query' renamed to 'q'  (The schema is open: calls with the old name still succeed, and the argument is silently dropped.)");
    expect(out).toContain("  ✖ BREAKING  param-added-required       create_export   required parameter 'region' added  (Calls built on the old contract do not send it and are rejected.)");
    expect(out).toContain("    ADDITIVE  enum-widened               get_page        values 'markdown' added to parameter 'format'");
    expect(out).toContain('✖ SILENT    param-description-changed  list_items');
    expect(out).toContain("✖ BREAKING  enum-narrowed              get_page        values 'text', 'html' removed from parameter 'format'");
    expect(lines.at(-2)).toBe('6 changes (2 breaking, 3 silent, 1 additive, 0 cosmetic); 5 blocking → FAIL');
    expect(out.endsWith('\n')).toBe(true);
    expect(out).not.toContain('\u001b');
    expect(renderText(scenario('seed000_t0', 'seed000_t1'))).toBe(out);
  });

  scenarioTest('seed004: flags and their evidence follow the change', () => {
    const out = renderText(scenario('seed004_v1', 'seed004_v2'));
    expect(out).toMatch(/tool-description-changed .*\n {6}⚑ instruction-text: the tool description newly instructs the model .* — "If the user mentions a customer/);
  });

  scenarioTest('seed003: policy effects follow the change', () => {
    const out = renderText(scenario('seed003_baseline', 'seed003_candidate'));
    expect(out).toContain('[new destructive tool]');
    expect(out).toContain('      ↳ a new destructive tool needs approval (policy.block-new-destructive-tools)');
  });

  test('colour only when asked, and only our SGR sequences', () => {
    const input = inputOf([finding(), finding({ severity: 'additive', blocking: false, tool: 'b' })]);
    expect(renderText(input, { color: false })).not.toContain('\u001b');
    const coloured = renderText(input, { color: true });
    expect(coloured).toContain('\u001b[35mSILENT  \u001b[0m');
    expect(coloured).toContain('\u001b[31mFAIL\u001b[0m');
    expect(coloured.replace(OUR_SGR, '')).not.toContain('\u001b');
  });

  test('untrusted text cannot inject terminal escapes or break lines', () => {
    const findings = NASTY.map(([, t], i) =>
      finding({ tool: t, path: t, message: `m ${t}`, reason: t, flags: [{ id: 'instruction-text', message: t, evidence: t }], effects: [{ kind: 'ignored', message: t, source: t }], server: i % 2 ? t : undefined }),
    );
    const input = inputOf(findings, { failures: [{ server: ALL_NASTY.slice(0, 50), side: 'base', message: ALL_NASTY, stderr: NASTY.map(([, t]) => t).join('\n'), exitCode: null }], notes: [ALL_NASTY] });
    input.subject = { before: '\u001b]0;pwned\u0007', after: 'x\ry' };
    input.approval = { label: 'l\u001b[2J', state: 'none', by: '\u009b31m' };
    input.nextStep = 'run\u001b[1A\u001b[2Kthis';
    input.nextStepCommand = 'npx mcp-contract-gate pin\u001b[8m';
    for (const color of [false, true]) {
      const out = renderText(input, { color });
      expect(out.replace(OUR_SGR, '')).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/);
      // one line per change (plus one per flag and one per effect)
      const changeLines = out.split('\n').filter((l) => /^ {2}[✖ ] (?:BREAKING|SILENT  |ADDITIVE|COSMETIC) /.test(l.replace(OUR_SGR, '')));
      expect(changeLines).toHaveLength(findings.length);
    }
  });

  test('failures, notes, approval and next step', () => {
    const input = inputOf([], { failures: [{ server: 'gh', side: 'head', message: 'exited', exitCode: 127, timedOut: true, stderr: 'line 1\nsh: server: not found\n' }], notes: ['The ignore entry for x expired.'] });
    input.approval = { label: 'mcp-contract-approved', state: 'stale', by: 'maint' };
    input.nextStep = 'Apply the `mcp-contract-approved` label again';
    input.nextStepCommand = 'npx mcp-contract-gate pin';
    const out = renderText(input);
    expect(out).toContain('✖ FAILED  server gh (head) could not be read: exited (exit code 127, timed out)\n    │ line 1\n    │ sh: server: not found\n');
    expect(out).toContain('note: The ignore entry for x expired.');
    expect(out).toContain('0 changes (0 breaking, 0 silent, 0 additive, 0 cosmetic); 0 blocking; 1 server failure → FAIL');
    expect(out).toContain('approval: stale (label mcp-contract-approved, by maint)');
    expect(out).toContain('next step: Apply the `mcp-contract-approved` label again\n  $ npx mcp-contract-gate pin\n');
  });

  test('no changes', () => {
    expect(renderText(inputOf([]))).toBe('No contract changes.\n\n0 changes (0 breaking, 0 silent, 0 additive, 0 cosmetic); 0 blocking → PASS\n');
  });
});
