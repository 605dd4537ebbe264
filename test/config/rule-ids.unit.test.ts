import { ConfigError, parseConfig, validateRuleIds } from '../../src/config/index.js';

const KNOWN = ['tool-removed', 'param-renamed', 'default-changed', 'param-description-changed', 'enum-narrowed', 'param-added-required'];

describe('validateRuleIds: rule IDs named in policy.rules and ignore entries', () => {
  const load = (text: string) => parseConfig(text, '.github/mcp-contract-gate.yml', { env: {} });

  test('known IDs and globs that match one pass', () => {
    const config = load('policy:\n  rules: { default-changed: additive }\n  ignore:\n    - { tool: "*", rule: "param-*", reason: r }\n    - { tool: x, rule: enum-narrowed, reason: r }\n');
    expect(() => validateRuleIds(config, KNOWN)).not.toThrow();
  });

  test('unknown IDs are errors with a did-you-mean, the key path and the line', () => {
    const config = load(
      [
        'policy:',
        '  rules:',
        '    default-changed: additive',
        '    default-chnaged: cosmetic',
        '  ignore:',
        '    - { tool: x, rule: param-desciption-changed, reason: r }',
        '    - { tool: x, rule: "nothing-*", reason: r }',
        '    - { tool: x, rule: totally-unknown, reason: r }',
        '',
      ].join('\n'),
    );
    let error: ConfigError | undefined;
    try {
      validateRuleIds(config, KNOWN);
    } catch (err) {
      error = err as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.exitCode).toBe(2);
    expect(error!.message.split('\n')).toEqual([
      '.github/mcp-contract-gate.yml: policy.rules.default-chnaged: "default-chnaged" is not a known rule ID; did you mean "default-changed"? (line 4)',
      '.github/mcp-contract-gate.yml: policy.ignore[0].rule: "param-desciption-changed" is not a known rule ID; did you mean "param-description-changed"? (line 6)',
      '.github/mcp-contract-gate.yml: policy.ignore[1].rule: the pattern "nothing-*" matches no rule ID; see the rule catalog (docs/rules.md, or `mcp-contract-gate rules`) for the list of IDs (line 7)',
      '.github/mcp-contract-gate.yml: policy.ignore[2].rule: "totally-unknown" is not a known rule ID; see the rule catalog (docs/rules.md, or `mcp-contract-gate rules`) for the list of IDs (line 8)',
    ]);
  });

  test('works on a config built in code (no lines to name)', () => {
    const config = load('');
    config.policy.rules['tool-remvoed'] = 'silent';
    expect(() => validateRuleIds(config, KNOWN)).toThrow('policy.rules.tool-remvoed: "tool-remvoed" is not a known rule ID; did you mean "tool-removed"?');
  });
});
