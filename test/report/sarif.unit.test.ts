import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { RULES } from '../../src/diff/rules/catalog.js';
import type { Finding } from '../../src/policy/types.js';
import { renderSarif, resultLevel, ruleLevel, sarifLog, sarifText, SARIF_SCHEMA_URI } from '../../src/report/sarif.js';
import type { ReportInput } from '../../src/report/model.js';
import { CORPUS, HAVE_CORPUS, HAVE_SCENARIOS } from '../support/paths.js';
import { finding, inputFromFiles, inputOf, scenario } from './helpers.js';
import { ALL_NASTY, NASTY } from './nasty.js';

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats: AddFormats = (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

/**
 * The SARIF 2.1.0 JSON schema, from an npm package (never the web): `SARIF_SCHEMA=path` overrides; otherwise
 * `@microsoft/jest-sarif` ships `lib/schemas/sarif-2.1.0-rtm.5.json` (draft-04; ajv 8 reads it once `id` is `$id`).
 */
function loadSchema(): { schema: Record<string, unknown>; from: string } | undefined {
  const candidates: string[] = [];
  if (process.env.SARIF_SCHEMA) candidates.push(process.env.SARIF_SCHEMA);
  try {
    candidates.push(createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'));
  } catch {
    // not installed
  }
  const from = candidates.find((p) => existsSync(p));
  if (!from) return undefined;
  const schema = JSON.parse(readFileSync(from, 'utf8')) as Record<string, unknown>;
  if (typeof schema.id === 'string' && schema.$id === undefined) {
    schema.$id = schema.id;
    delete schema.id;
  }
  delete schema.$schema;
  return { schema, from };
}

const loaded = loadSchema();
const schemaTest = loaded ? test : test.skip;
let validate: ValidateFunction | undefined;
function validator(): ValidateFunction {
  if (!validate) {
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false }); // the schema's language pattern is not valid with the u flag;
    addFormats(ajv);
    validate = ajv.compile((loaded as { schema: Record<string, unknown> }).schema);
  }
  return validate;
}
function expectValid(input: ReportInput, locate?: (f: Finding) => { uri: string; line?: number } | undefined) {
  const log = JSON.parse(renderSarif(input, { toolVersion: '0.1.0', locate })) as unknown;
  const v = validator();
  const ok = v(log);
  expect(ok ? [] : v.errors?.slice(0, 5)).toEqual([]);
}

const scenarioSchemaTest = HAVE_SCENARIOS && loaded ? test : test.skip;
const scenarioTest = HAVE_SCENARIOS ? test : test.skip;

describe('SARIF against the official 2.1.0 schema', () => {
  // the schema ships with a devDependency: its absence is a broken install, not a reason to skip
  test('the SARIF 2.1.0 schema is available', () => expect(loaded).toBeTruthy());

  scenarioSchemaTest('seed000, seed001, seed003, seed004', () => {
    expectValid(scenario('seed000_t0', 'seed000_t1'));
    expectValid(scenario('seed001_v1', 'seed001_v2'));
    expectValid(scenario('seed003_baseline', 'seed003_candidate'));
    expectValid(scenario('seed004_v1', 'seed004_v2'), (f) => ({ uri: `src/tools/${f.tool}.ts`, line: 12 }));
  });

  (HAVE_CORPUS && loaded ? test : test.skip)('a large corpus pair (playwright 0.0.55 → 0.0.83)', () => {
    const dir = join(CORPUS, 'snapshots', 'playwright__mcp');
    const input = inputFromFiles(join(dir, '0.0.55.json'), join(dir, '0.0.83.json'));
    expect(input.evaluation.findings.length).toBeGreaterThan(20);
    expectValid(input, (f) => (f.tool.startsWith('browser_') ? { uri: 'mcp-contracts.lock.json', line: 3 } : undefined));
  });

  schemaTest('ignored findings, overrides, failures, unknown rules and nasty text', () => {
    const findings: Finding[] = [
      finding({ blocking: false, effects: [{ kind: 'ignored', message: 'ignored: reviewed', source: 'cfg: policy.ignore[0]' }] }),
      finding({ rule: 'forbidden-tool', severity: 'breaking', tool: 'rm_rf', path: '', pointer: '' }),
      finding({ severity: 'cosmetic', originalSeverity: 'silent', blocking: false, effects: [{ kind: 'severity-override', message: 'set' }] }),
      ...NASTY.map(([, t]) => finding({ tool: t, path: t, message: t, reason: t, server: t, flags: [{ id: 'invisible-unicode', message: t, evidence: t }] })),
    ];
    const input = inputOf(findings, { failures: [{ server: 'x', side: 'head', message: ALL_NASTY, exitCode: 1 }] });
    expectValid(input);
    expectValid(input, () => ({ uri: 'servers/a b/index.ts', line: 1 }));
    expectValid(inputOf([]));
  });
});

describe('SARIF content', () => {
  test('one result per change; ruleId and ruleIndex point into the catalog', () => {
    const input = inputOf([finding(), finding({ rule: 'enum-widened', severity: 'additive', blocking: false }), finding({ rule: 'policy-only-rule' })]);
    const log = sarifLog(input, { toolVersion: '1.2.3' }) as any;
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toBe(SARIF_SCHEMA_URI);
    const run = log.runs[0];
    expect(run.tool.driver.name).toBe('mcp-contract-gate');
    expect(run.tool.driver.version).toBe('1.2.3');
    expect(run.results).toHaveLength(3);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    expect(run.tool.driver.rules.slice(0, RULES.length).map((r: any) => r.id)).toEqual(RULES.map((r) => r.id));
    expect(run.tool.driver.rules.at(-1).id).toBe('policy-only-rule');
    const renamed = run.tool.driver.rules.find((r: any) => r.id === 'param-renamed');
    const rule = RULES.find((r) => r.id === 'param-renamed')!;
    expect(renamed.shortDescription.text).toBe(rule.title);
    expect(renamed.fullDescription.text).toBe(rule.rationale);
    expect(renamed.defaultConfiguration.level).toBe(ruleLevel(rule.severity));
    expect(run.results[0].properties).toMatchObject({ severity: 'silent', tool: 'search', path: 'q', blocking: true, flags: [] });
    expect(run.results[0].locations[0].logicalLocations[0]).toEqual({ name: 'q', fullyQualifiedName: 'default/search/q', kind: 'parameter' });
    expect(run.invocations[0].executionSuccessful).toBe(true);
  });

  test('levels: blocking is an error; otherwise by severity', () => {
    expect(resultLevel({ severity: 'additive', blocking: true })).toBe('error');
    expect(resultLevel({ severity: 'breaking', blocking: false })).toBe('error');
    expect(resultLevel({ severity: 'silent', blocking: false })).toBe('warning');
    expect(resultLevel({ severity: 'additive', blocking: false })).toBe('note');
    expect(resultLevel({ severity: 'cosmetic', blocking: false })).toBe('none');
    expect(ruleLevel('silent')).toBe('error');
  });

  test('locate gives a physical location; ignored changes are suppressed', () => {
    const input = inputOf([finding({ tool: 'a' }), finding({ tool: 'b', blocking: false, effects: [{ kind: 'ignored', message: 'ignored: vendor wording', source: 'x' }] })]);
    const log = sarifLog(input, { toolVersion: '0.1.0', locate: (f) => (f.tool === 'a' ? { uri: 'src/a.ts', line: 7 } : { uri: 'mcp-contracts.lock.json' }) }) as any;
    const [a, b] = log.runs[0].results;
    expect(a.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'src/a.ts' }, region: { startLine: 7 } });
    expect(b.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'mcp-contracts.lock.json' } });
    expect(a.suppressions).toBeUndefined();
    expect(b.suppressions).toEqual([{ kind: 'external', status: 'accepted', justification: 'ignored: vendor wording' }]);
  });

  test('message text is plain, one line, and cannot form embedded links', () => {
    expect(sarifText('[x](1) a\nb \u202E \\')).toBe('\\[x\\](1) a↵b \\u202E \\');
    const log = sarifLog(inputOf([finding({ tool: '[t](0)', message: 'm\u001b[31m' })]), { toolVersion: '0' }) as any;
    expect(log.runs[0].results[0].message.text).toBe('\\[t\\](0): q: m\\u001B\\[31m. The schema is open: calls with the old name still succeed, and the argument is silently dropped.');
  });

  test('repository paths become URI references', () => {
    const log = sarifLog(inputOf([finding()]), { toolVersion: '0', locate: () => ({ uri: 'servers/my server/#1\\index.ts', line: 0 }) }) as any;
    expect(log.runs[0].results[0].locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'servers/my%20server/%231/index.ts' } });
  });

  test('failures become tool execution notifications', () => {
    const log = sarifLog(inputOf([], { failures: [{ server: 'gh', side: 'head', message: 'exited', exitCode: 1 }] }), { toolVersion: '0' }) as any;
    expect(log.runs[0].invocations[0]).toEqual({
      executionSuccessful: false,
      toolExecutionNotifications: [{ level: 'error', message: { text: 'server gh (head) could not be read: exited' }, descriptor: { id: 'server-unreadable' } }],
    });
  });

  scenarioTest('deterministic, with stable distinct fingerprints', () => {
    const a = renderSarif(scenario('seed000_t0', 'seed000_t1'), { toolVersion: '0.1.0' });
    expect(renderSarif(scenario('seed000_t0', 'seed000_t1'), { toolVersion: '0.1.0' })).toBe(a);
    const fps = (JSON.parse(a) as any).runs[0].results.map((r: any) => r.partialFingerprints['mcpContractChange/v1']);
    expect(new Set(fps).size).toBe(fps.length);
    expect(a.endsWith('}\n')).toBe(true);
  });
});

describe('one run per server, each with its own code-scanning category', () => {
  test("findings and failures land in their server's run; categories are distinct and stable", () => {
    const input = inputOf([finding({ server: 'alpha', tool: 'a' }), finding({ server: 'beta/two', tool: 'b' }), finding({ server: 'alpha', tool: 'c' })], {
      failures: [{ server: 'gamma', side: 'head', message: 'crashed' }],
    });
    const log = sarifLog(input, { toolVersion: '1.2.3' }) as {
      runs: Array<{ automationDetails: { id: string }; results: Array<{ properties: { tool: string } }>; invocations: Array<{ executionSuccessful: boolean }> }>;
    };
    expect(log.runs.map((r) => r.automationDetails.id)).toEqual(['mcp-contract-gate/alpha/', 'mcp-contract-gate/beta_two/', 'mcp-contract-gate/gamma/']);
    expect(log.runs.map((r) => r.results.map((x) => x.properties.tool))).toEqual([['a', 'c'], ['b'], []]);
    expect(log.runs.map((r) => r.invocations[0]!.executionSuccessful)).toEqual([true, true, false]);
    expect(renderSarif(input, { toolVersion: '1.2.3' })).toBe(renderSarif(input, { toolVersion: '1.2.3' }));
  });
});
