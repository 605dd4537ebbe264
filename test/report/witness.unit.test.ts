import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { sarifLog } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import type { JsonObject } from '../../src/util/json.js';
import { inputFromSnapshots } from './helpers.js';

/**
 * Issue 36: a breaking finding about a schema carries its witness (a call that worked and now fails, or a result the
 * old output schema ruled out) into the JSON report, the SARIF result's properties, the Markdown comment and the text
 * report, escaped like every other server-derived value.
 */
const tool = (q: JsonObject, out?: JsonObject) => ({
  name: 'search',
  description: 'Search.',
  inputSchema: { type: 'object', properties: { q }, required: ['q'] },
  ...(out ? { outputSchema: out } : {}),
});
const input = inputFromSnapshots(
  { tools: [tool({ type: 'string', maxLength: 10 }, { type: 'object', properties: { n: { type: 'integer' } } })] },
  { tools: [tool({ type: 'string', maxLength: 3 }, { type: 'object', properties: { n: { type: 'number' } } })] },
);

describe('the witness of a breaking finding', () => {
  const request = input.evaluation.findings.find((f) => f.rule === 'constraint-tightened')!;
  const response = input.evaluation.findings.find((f) => f.rule === 'output-type-widened')!;

  test('the engine found one for each side: a call that now fails, a result the old schema ruled out', () => {
    expect(request.witness).toEqual({ value: { q: 'aaaa' }, of: '', rejected: { path: 'q', keyword: 'maxLength' } });
    expect(response.witness?.of).toBe('');
    expect(response.witness?.rejected).toEqual({ path: 'n', keyword: 'type' });
  });

  test('JSON: a `witness` object beside before and after', () => {
    const json = JSON.parse(renderJson(input)) as { changes: JsonObject[] };
    const c = json.changes.find((x) => x.rule === 'constraint-tightened')!;
    expect(c.witness).toEqual({ value: { q: 'aaaa' }, of: '', rejected: { path: 'q', keyword: 'maxLength' } });
    expect(Object.keys(c).indexOf('witness')).toBe(Object.keys(c).indexOf('after') + 1);
  });

  test('SARIF: the same object in the result properties', () => {
    const log = sarifLog(input, { toolVersion: '0.0.0' }) as { runs: Array<{ results: Array<{ ruleId: string; properties: JsonObject }> }> };
    const r = log.runs[0]!.results.find((x) => x.ruleId === 'constraint-tightened')!;
    expect(r.properties.witness).toEqual({ value: { q: 'aaaa' }, of: '', rejected: { path: 'q', keyword: 'maxLength' } });
  });

  test('Markdown: "this call worked and now fails", the call as code; for an output, what the tool may now return', () => {
    const md = renderMarkdown(input);
    expect(md).toContain('**Witness:** this call worked and now fails: `{"q":"aaaa"}` (rejected by maxLength at \'q\')');
    expect(md).toMatch(/\*\*Witness:\*\* the tool may now return this, which the old output schema ruled out: `\{"n":[0-9.e+-]+\}` \(the old schema rules it out by type at 'n'\)/);
  });

  test('text: a witness line under the finding', () => {
    expect(renderText(input, { color: false })).toContain('witness: this call worked and now fails: {"q":"aaaa"}');
  });
});
