import { ConfigError, parseConfig } from '../../src/config/index.js';
import { InputError } from '../../src/util/errors.js';
import { POLICY_KNOBS } from '../../src/policy/knobs/index.js';

const FILE = '.github/mcp-contract-gate.yml';

/** The error's message lines (each starts with the file name). */
function errorLines(text: string, env: Record<string, string> = {}): string[] {
  try {
    parseConfig(text, FILE, { env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(2);
    return (err as Error).message.split('\n');
  }
  throw new Error('expected a ConfigError');
}

const oneServer = (body: string) =>
  `servers:\n  - id: reviews\n${body
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n`;

describe('config errors name the file, the key path, the line and the fix', () => {
  test('the documented example: a timeout that is not a number', () => {
    const text = 'servers:\n  - id: a\n    command: node\n  - id: b\n    command: node\n    timeout: fast\n';
    expect(errorLines(text)).toEqual([`${FILE}: servers[1].timeout must be a positive number of seconds (found "fast") (line 6)`]);
  });

  test.each([
    ['comcurrency: 2\n', 'comcurrency is not a known key; did you mean "concurrency"? (line 1)'],
    ['include_meta: true\n', 'include_meta is not a known key; did you mean "include-meta"? (line 1)'],
    [oneServer('comand: node'), 'servers[0].comand is not a known key; did you mean "command"? (line 3)'],
    [oneServer('command: node\nforbiddenTools: [x]'), 'servers[0].forbiddenTools is not a known key; did you mean "forbidden-tools"? (line 4)'],
    ['policy:\n  failOn: [breaking]\n', 'policy.failOn is not a known key; did you mean "fail-on"? (line 2)'],
  ])('unknown key with a did-you-mean: %j', (text, expected) => {
    expect(errorLines(text)).toEqual([`${FILE}: ${expected}`]);
  });

  test('an unknown key with no close match lists the keys that are allowed there', () => {
    expect(errorLines('policy:\n  banana: 1\n')).toEqual([`${FILE}: policy.banana is not a known key; known keys here: ${POLICY_KNOBS.map((k) => k.key).join(', ')} (line 2)`]);
  });

  test.each([
    ['concurrency: 0\n', 'concurrency must be a whole number of at least 1 (found 0) (line 1)'],
    ['concurrency: 1.5\n', 'concurrency must be a whole number of at least 1 (found 1.5) (line 1)'],
    ['setup-timeout: -1\n', 'setup-timeout must be a positive number of seconds (found -1) (line 1)'],
    ['include-meta: "yes"\n', 'include-meta must be true or false (found "yes") (line 1)'],
    ['lockfile: ""\n', 'lockfile must be a file path (found an empty string) (line 1)'],
    ['servers: {}\n', 'servers must be a list of servers (found a mapping) (line 1)'],
    ['servers:\n  - command: node\n', 'servers[0] is missing "id" (expected a mapping with an `id` and either `command` or `url`) (line 2)'],
    ['servers:\n  - id: "my server"\n    command: node\n', 'servers[0].id must be a name made of letters, digits, "_", "." and "-" (found "my server") (line 2)'],
    [oneServer('command: node\nargs: node s.js'), 'servers[0].args must be a list of strings (found "node s.js") (line 4)'],
    [oneServer('command: node\nenv: { A: { nested: 1 } }'), 'servers[0].env.A must be a string (found a mapping) (line 4)'],
    [oneServer('url: ftp://example.com/mcp'), 'servers[0].url must be an http:// or https:// URL (found "ftp://example.com/mcp") (line 3)'],
    [oneServer('url: http://x/mcp\ntransport: websocket'), 'servers[0].transport must be one of http, sse, stdio (found "websocket") (line 4)'],
    [oneServer('command: node\nsource: [1]'), 'servers[0].source[0] must be a non-empty string (found 1) (line 4)'],
    ['policy:\n  fail-on: [breaking, silnt]\n', 'policy.fail-on[1] must be one of breaking, silent, additive, cosmetic (found "silnt"); did you mean "silent"? (line 2)'],
    ['policy:\n  fail-on: [breaking, breaking]\n', 'policy.fail-on lists "breaking" twice; keep one (line 2)'],
    ['policy:\n  fail-on: brekaing\n', 'policy.fail-on must be a list of severities (breaking, silent, additive, cosmetic) (found "brekaing"); did you mean "breaking"? (line 2)'],
    ['policy:\n  rules: { default-changed: harmless }\n', 'policy.rules.default-changed must be one of breaking, silent, additive, cosmetic (found "harmless") (line 2)'],
    ['policy:\n  versioning: semvar\n', 'policy.versioning must be none or semver (found "semvar"); did you mean "semver"? (line 2)'],
    ['policy:\n  ignore:\n    - { tool: x, rule: y }\n', 'policy.ignore[0] is missing "reason" (expected a mapping with `tool`, `rule` and `reason`) (line 3)'],
    ['policy:\n  ignore:\n    - { tool: x, rule: y, reason: z, until: 2026-01-01 }\n', 'policy.ignore[0].until is not a known key; known keys here: server, tool, rule, reason, expires (line 3)'],
    ['policy:\n  ignore:\n    - { tool: x, rule: y, reason: z, expires: 31.12.2026 }\n', 'policy.ignore[0].expires must be a date written YYYY-MM-DD (found "31.12.2026") (line 3)'],
  ])('wrong value: %j', (text, expected) => {
    expect(errorLines(text)).toEqual([`${FILE}: ${expected}`]);
  });

  test('checks beyond the schema: a date that does not exist, an ignore entry for an unknown server', () => {
    const text = `${oneServer('command: node')}policy:\n  ignore:\n    - { server: reveiws, tool: x, rule: y, reason: z, expires: 2026-02-30 }\n`;
    expect(errorLines(text)).toEqual([
      `${FILE}: policy.ignore[0].server "reveiws" is not a configured server id; did you mean "reviews"? (line 6)`,
      `${FILE}: policy.ignore[0].expires must be a real date written YYYY-MM-DD (found "2026-02-30") (line 6)`,
    ]);
  });

  test('a server has exactly one of command or url', () => {
    expect(errorLines(oneServer('command: node\nurl: http://x/mcp'))).toEqual([
      `${FILE}: servers[0] has both "command" and "url"; a server is either started locally (command, over stdio) or remote (url, over HTTP): keep one (line 2)`,
    ]);
    expect(errorLines(oneServer('timeout: 5'))).toEqual([`${FILE}: servers[0] needs either "command" (a local server started over stdio) or "url" (a remote server over HTTP) (line 2)`]);
  });

  test('transport must fit the kind of server; stdio-only and remote-only keys are refused where they do not apply', () => {
    expect(errorLines(oneServer('command: node\ntransport: http'))).toEqual([
      `${FILE}: servers[0].transport is "http" but the server has a command (spoken to over stdio); remove transport or give a url instead (line 4)`,
    ]);
    expect(errorLines(oneServer('url: http://x/mcp\ntransport: stdio'))).toEqual([
      `${FILE}: servers[0].transport is "stdio" but the server has a url; use http or sse, or give a command instead (line 4)`,
    ]);
    expect(errorLines(oneServer('url: http://x/mcp\nargs: [a]'))).toEqual([`${FILE}: servers[0].args only applies to servers started with command; remove it (line 4)`]);
    expect(errorLines(oneServer('command: node\nheaders: { A: b }'))).toEqual([`${FILE}: servers[0].headers only applies to remote servers (url); remove it (line 4)`]);
  });

  test('cwd must be relative to the repository root', () => {
    expect(errorLines(oneServer('command: node\ncwd: /srv/app'))).toEqual([
      `${FILE}: servers[0].cwd must be a path relative to the repository root, so that it works in the base worktree too (found "/srv/app") (line 4)`,
    ]);
  });

  test('server ids are unique', () => {
    expect(errorLines('servers:\n  - { id: a, command: node }\n  - { id: b, command: node }\n  - { id: a, url: "http://x" }\n')).toEqual([
      `${FILE}: servers[2].id "a" is already used by servers[0]; server ids must be unique (line 4)`,
    ]);
  });

  test('a variable that is not set, without default, is an error naming the key and the variable', () => {
    expect(errorLines(oneServer('command: node\nenv: { API_KEY: "${API_KEY}" }'))).toEqual([
      `${FILE}: servers[0].env.API_KEY needs the environment variable API_KEY, which is not set; set it in the workflow step's env (e.g. API_KEY: \${{ secrets.API_KEY }}) or give a default with \${API_KEY:-value} (line 4)`,
    ]);
    expect(errorLines(oneServer('url: "https://x/mcp"\nheaders:\n  Authorization: "Bearer ${TOKEN}"'))[0]).toMatch(
      /^\.github\/mcp-contract-gate\.yml: servers\[0\]\.headers\.Authorization needs the environment variable TOKEN, which is not set; .* \(line 5\)$/,
    );
  });

  test('GitHub expressions and VS Code inputs are not evaluated, and the message says what to write instead', () => {
    expect(errorLines(oneServer('command: node\nargs: ["${{ secrets.KEY }}"]'))).toEqual([
      `${FILE}: servers[0].args[0] uses the GitHub expression "\${{ secrets.KEY }}", which is not evaluated in this file; pass the value through the workflow step's env and write \${NAME} here (line 4)`,
    ]);
  });

  test('several problems are all reported, one per line, each naming the file', () => {
    const lines = errorLines('comcurrency: 2\nservers:\n  - id: a\n    comand: node\n    timeout: fast\n');
    expect(lines).toEqual([
      `${FILE}: comcurrency is not a known key; did you mean "concurrency"? (line 1)`,
      `${FILE}: servers[0].comand is not a known key; did you mean "command"? (line 4)`,
      `${FILE}: servers[0].timeout must be a positive number of seconds (found "fast") (line 5)`,
    ]);
  });

  test('YAML syntax errors and duplicate keys carry the line', () => {
    expect(errorLines('servers:\n  - id: a\n    command: [node\n')[0]).toMatch(/^\.github\/mcp-contract-gate\.yml: not valid YAML: .+ \(line \d\)$/);
    expect(errorLines('timeout: 5\ntimeout: 6\n')).toEqual([`${FILE}: not valid YAML: Map keys must be unique (line 2)`]);
  });

  test('the file must be a mapping', () => {
    expect(errorLines('- id: a\n')).toEqual([`${FILE}: the file must be a mapping with keys such as servers and policy (found a list) (line 1)`]);
    expect(() => parseConfig('[1, 2]', 'gate.json', { env: {} })).toThrow('gate.json: the file must be a mapping with keys such as servers, policy and lockfile (found a list)');
  });

  test('a JSON syntax error names the line and column', () => {
    expect(() => parseConfig('{\n  "servers" []\n}', 'gate.json', { env: {} })).toThrow(/^gate\.json: not valid JSON at line 2, column 13/);
  });
});
