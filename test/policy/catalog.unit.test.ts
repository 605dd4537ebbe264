import { describe, expect, it } from '@jest/globals';
import { dataOf } from '../../src/diff/rule.js';
import { RULES } from '../../src/diff/rules/catalog.js';
import * as diffRules from '../../src/diff/rules/index.js';
import { constraintTightened, defaultChanged, titleChanged, toolDescriptionChanged } from '../../src/diff/rules/index.js';
import { ALL_RULE_IDS, ALL_RULES, CATALOG, CATALOG_BY_ID, ruleData, rulesOf, type RuleData, type RuleId } from '../../src/policy/catalog.js';
import { forbiddenTool, gateConfigChanged } from '../../src/policy/rules.js';

const site = { entity: 'tool' as const, tool: 'search', path: 'limit', pointer: '/inputSchema/properties/limit/default' };

describe('the rule catalog', () => {
  it('holds every diff rule, then the policy rules, each ID once', () => {
    expect(rulesOf('diff')).toEqual(RULES);
    expect(rulesOf('policy').map((r) => r.id)).toEqual([
      'forbidden-tool',
      'version-bump-missing',
      'probe-regressed',
      'gate-config-changed',
      'server-launch-unpinned',
      'server-package-changed',
      'server-json-version-mismatch',
      'server-launch-changed',
      'listing-varies',
      'reference-broken',
      'reference-renamed',
      'reference-unlisted',
    ]);
    expect(ALL_RULES).toEqual([...rulesOf('diff'), ...rulesOf('policy')]);
    expect(new Set(ALL_RULE_IDS).size).toBe(CATALOG.length);
    expect(CATALOG_BY_ID.get('gate-config-changed')).toBe(gateConfigChanged);
    expect(CATALOG_BY_ID.get('forbidden-tool')).toBe(forbiddenTool);
  });

  it('marks the free-text rules, which the text report shows as a before/after pair', () => {
    const text = ALL_RULES.filter((r) => r.textChange).map((r) => r.id);
    expect(text.sort()).toEqual([
      'output-description-changed',
      'param-description-changed',
      'prompt-argument-description-changed',
      'prompt-description-changed',
      'schema-description-changed',
      'skill-description-changed',
      'tool-description-changed',
    ]);
  });
});

describe('typed rule data on a change', () => {
  it("carries the rule's meta, read back through the rule that made it", () => {
    const change = defaultChanged.make(site, 10, 20, { had: true, has: true, nullAdded: false });
    expect(dataOf(defaultChanged, change)).toEqual({ had: true, has: true, nullAdded: false });
    expect(dataOf(toolDescriptionChanged, change)).toBeUndefined();
    expect(change.message).toBe("default of parameter 'limit' changed from 10 to 20");
  });

  it('is absent for a rule without meta', () => {
    const change = titleChanged.make(site, 'a', 'b', undefined);
    expect('data' in change).toBe(false);
    expect(dataOf(titleChanged, change)).toBeUndefined();
  });

  it('is keyed by rule ID: RuleData maps every ID of the catalog to its meta type', () => {
    const change = constraintTightened.make(site, undefined, 9007199254740991, { keyword: 'maximum', safeIntegerLimit: true });
    const data: RuleData['constraint-tightened'] | undefined = ruleData('constraint-tightened', change);
    expect(data).toEqual({ keyword: 'maximum', safeIntegerLimit: true });
    expect(ruleData('constraint-loosened', change)).toBeUndefined();
    expect(ruleData('forbidden-tool', forbiddenTool.make(site, null, 'x', { pattern: 'x*', source: 'gate.yml' }))).toEqual({ pattern: 'x*', source: 'gate.yml' });
    // literal IDs, not any string (checked by tsc -p tsconfig.test.json)
    const literal: string extends RuleId ? false : true = true;
    expect(literal).toBe(true);
    // @ts-expect-error an ID outside the catalog has no data type
    expect(ruleData('no-such-rule', change)).toBeUndefined();
  });
});

describe('the rule modules', () => {
  it('export rules only: every value of src/diff/rules/index.ts is a rule of the catalog', () => {
    for (const value of Object.values(diffRules)) expect(RULES).toContain(value);
    expect(Object.values(diffRules)).toHaveLength(RULES.length);
  });
});
