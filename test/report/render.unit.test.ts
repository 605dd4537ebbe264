import { FORMATS, renderReport } from '../../src/report/render.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { VERSION } from '../../src/version.js';
import { finding, inputOf } from './helpers.js';

describe('renderReport', () => {
  const input = { ...inputOf([finding({ tool: 'a\u001b[31m' }), finding({ severity: 'additive', blocking: false })]), nextStep: 'Run `pin`', nextStepCommand: 'npx mcp-contract-gate pin' };

  test('the formats, from the registry', () => {
    expect(FORMATS).toEqual(['text', 'json', 'markdown', 'sarif', 'junit', 'changelog']);
  });

  test('dispatches to each renderer', () => {
    expect(renderReport('json', input)).toBe(renderJson(input));
    expect(renderReport('text', input)).toBe(renderText(input));
    expect(renderReport('text', input, { color: true })).toBe(renderText(input, { color: true }));
    expect(renderReport('markdown', input, { markdown: { marker: 'x', maxLength: 5000 } })).toBe(renderMarkdown(input, { marker: 'x', maxLength: 5000 }));
    const sarif = JSON.parse(renderReport('sarif', input)) as { runs: Array<{ tool: { driver: { version: string } }; results: unknown[] }> };
    expect(sarif.runs[0]?.tool.driver.version).toBe(VERSION);
    expect(sarif.runs[0]?.results).toHaveLength(2);
  });

  test('colour never reaches JSON, SARIF or Markdown', () => {
    for (const format of ['json', 'sarif', 'markdown'] as const) {
      const out = renderReport(format, input, { color: true });
      expect(out).not.toContain('\u001b');
      expect(out).toBe(renderReport(format, input, { color: false }));
    }
  });

  test('JSON carries the next-step command', () => {
    const json = JSON.parse(renderReport('json', input)) as Record<string, unknown>;
    expect(json.nextStep).toBe('Run `pin`');
    expect(json.nextStepCommand).toBe('npx mcp-contract-gate pin');
  });

  test('an unknown format is an error', () => {
    expect(() => renderReport('html' as never, input)).toThrow(/unknown report format/);
  });
});
