import { readFileSync, writeFileSync } from 'node:fs';
import { scanTree } from '../../src/app/reference-files.js';
import { claudeName, splitToolList, vscodeName } from '../../src/references/entries.js';
import { parseJsonTree } from '../../src/references/json-tree.js';
import { referenceKeys } from '../../src/references/keys.js';
import { mayHoldReferences, referenceSelector, scanFiles, scanText } from '../../src/references/scan.js';

const REPO = '__fixtures__/references/repo';
const EXPECTED = '__fixtures__/references/expected-scan.json';

describe('the reference scan of the fixture repository', () => {
  const result = scanTree(REPO, { keys: ['tracker'] });

  test('finds every reference, at its line and column, and nothing else', () => {
    const got = result.references.map((r) => ({ ...r }));
    if (process.env.UPDATE_REFERENCE_FIXTURES) writeFileSync(EXPECTED, `${JSON.stringify(got, null, 2)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(EXPECTED, 'utf8')));
    expect(result.problems).toEqual([]);
  });

  test('every format is present', () => {
    expect(new Set(result.references.map((r) => r.format))).toEqual(
      new Set(['claude-settings', 'claude-agent', 'claude-command', 'skill', 'vscode-prompt', 'workflow', 'agentic-workflow', 'code-js', 'code-python', 'prose']),
    );
  });

  test("each span covers exactly the tool's name in the file", () => {
    const spans = result.references.filter((r) => r.span);
    expect(spans.length).toBeGreaterThan(20);
    for (const r of spans) expect(readFileSync(`${REPO}/${r.file}`, 'utf8').slice(r.span!.start, r.span!.end)).toBe(r.tool);
  });

  test('the line and column point at the entry', () => {
    for (const r of result.references) {
      const line = readFileSync(`${REPO}/${r.file}`, 'utf8').split('\n')[r.line - 1]!;
      expect(line.slice(r.column - 1, r.column - 1 + r.text.length)).toBe(r.text);
    }
  });

  test('prose has no span (never rewritten); a call in a file that imports no MCP SDK is no reference', () => {
    expect(result.references.filter((r) => r.kind === 'prose' && r.span)).toEqual([]);
    expect(result.references.filter((r) => r.file === 'src/other.ts')).toEqual([]);
  });
});

describe('entries', () => {
  test('a tool list in one string: commas and white space separate, parentheses group', () => {
    expect(splitToolList('Read, Bash(git add:*) mcp__a__b,,x')).toEqual([
      { text: 'Read', at: 0 },
      { text: 'Bash(git add:*)', at: 6 },
      { text: 'mcp__a__b', at: 22 },
      { text: 'x', at: 33 },
    ]);
  });

  test('Claude Code names: a known key may hold "__"; a whole server; a glob; other tools are none', () => {
    expect(claudeName('mcp__my__srv__get_x', ['my__srv'])).toEqual({ serverKey: 'my__srv', tool: 'get_x', toolAt: 14 });
    expect(claudeName('mcp__my__srv__get_x')).toEqual({ serverKey: 'my', tool: 'srv__get_x', toolAt: 9 });
    expect(claudeName('mcp__github')).toEqual({ serverKey: 'github' });
    expect(claudeName('mcp__github__*')).toEqual({ serverKey: 'github', tool: '*', toolAt: 13, wildcard: true });
    expect(claudeName('Bash(git:*)')).toBeUndefined();
    expect(claudeName('mcp__')).toBeUndefined();
  });

  test('VS Code names', () => {
    expect(vscodeName('github/create_issue')).toEqual({ serverKey: 'github', tool: 'create_issue', toolAt: 7 });
    expect(vscodeName('github/*')).toEqual({ serverKey: 'github' });
    expect(vscodeName('codebase')).toEqual({ tool: 'codebase', toolAt: 0 });
    expect(vscodeName('a/b/c')).toBeUndefined();
  });
});

describe('formats, one case each', () => {
  test('JSONC: comments and trailing commas; an escaped name is found but not rewritable', () => {
    const text = '{\n  // c\n  "permissions": { "allow": ["mcp__s__\\u0074ool", "mcp__s__ok",], },\n}\n';
    const { references } = scanText('.claude/settings.json', text, 'claude-settings', ['s']);
    expect(references.map((r) => [r.tool, r.line, r.span === undefined])).toEqual([
      ['tool', 3, true],
      ['ok', 3, false],
    ]);
  });

  test('bad JSON and bad YAML are problems with their line, not a crash', () => {
    expect(scanText('.claude/settings.json', '{\n  "permissions": {\n  "allow": [1,,]\n}', 'claude-settings').problem).toMatchObject({ line: 3 });
    const bad = scanText('.github/workflows/x.yml', 'jobs:\n  a:\n    steps: [\n', 'workflow').problem;
    expect(bad?.message).toMatch(/not read as workflow/);
  });

  test('a folded YAML scalar: found, placed at its entry when the source holds it verbatim', () => {
    const text = '---\nallowed-tools: >-\n  Read,\n  mcp__s__a\n---\nbody\n';
    const [ref] = scanText('.claude/commands/x.md', text, 'claude-command', ['s']).references;
    expect(ref).toMatchObject({ tool: 'a', line: 4, column: 3 });
    expect(text.slice(ref!.span!.start, ref!.span!.end)).toBe('a');
  });

  test('a workflow command line: --allowedTools=… and the words up to the next flag', () => {
    const text = 'jobs:\n  j:\n    steps:\n      - with:\n          claude_args: "--model x --allowedTools=mcp__s__a,Read mcp__s__b --max-turns 3 mcp__s__c"\n';
    expect(scanText('.github/workflows/w.yml', text, 'workflow', ['s']).references.map((r) => r.tool)).toEqual(['a', 'b']);
  });

  test('code: callTool("x"), template literals, tools.call, require(); no import, no reference', () => {
    const js = "const { Client } = require('@modelcontextprotocol/sdk/client/index.js');\nc.callTool('a');\nc?.callTool(`b`);\nc.tools.call({ name: 'c' });\nc.callTool(`d${x}`);\n";
    expect(scanText('x.cjs', js, 'code-js').references.map((r) => [r.tool, r.line])).toEqual([
      ['a', 2],
      ['b', 3],
      ['c', 4],
    ]);
    expect(scanText('x.js', "c.callTool('a'); // @modelcontextprotocol/sdk", 'code-js').references).toEqual([]);
    const tsx = "import type { Client } from '@modelcontextprotocol/client';\nexport const V = <T,>(c: Client) => <div>{c.callTool({ name: 'x' }) as T}</div>;\n";
    expect(scanText('v.tsx', tsx, 'code-js').references.map((r) => r.tool)).toEqual(['x']);
  });

  test('Python: import forms; positional and keyword names; f-strings are not literals', () => {
    const py = "import fastmcp.client as fc\nawait c.call_tool('a')\nawait c.call_tool(tool_name='b', arguments={})\nawait c.call_tool(f'c{x}')\nawait c.call_tool(\"x\\n\")\n";
    expect(scanText('a.py', py, 'code-python').references.map((r) => [r.tool, r.line, r.column])).toEqual([
      ['a', 2, 20],
      ['b', 3, 30],
    ]);
    expect(scanText('a.py', "import mcpx\nc.call_tool('a')\n", 'code-python').references).toEqual([]);
    expect(scanText('a.py', "from mcp.client.session import ClientSession\nc.call_tool('a')\n", 'code-python').references).toHaveLength(1);
  });
});

describe('selection', () => {
  test('default globs, excluded folders, a format turned off, a format with other globs', () => {
    const s = referenceSelector();
    expect(s.format('.claude/settings.json')).toBe('claude-settings');
    expect(s.format('pkg/.claude/agents/a.md')).toBe('claude-agent');
    expect(s.format('node_modules/x/SKILL.md')).toBeUndefined();
    expect(s.enter('node_modules')).toBe(false);
    expect(s.enter('src')).toBe(true);
    expect(s.format('README.md')).toBeUndefined();
    const t = referenceSelector({ globs: { 'code-js': [], prose: ['README.md'] }, exclude: ['legacy/**'] });
    expect(t.format('a.ts')).toBeUndefined();
    expect(t.format('README.md')).toBe('prose');
    expect(t.format('AGENTS.md')).toBeUndefined();
    expect(t.format('legacy/.claude/settings.json')).toBeUndefined();
    expect(t.enter('legacy')).toBe(false);
  });

  test('scanFiles reads only what the globs select, sorted', () => {
    const r = scanFiles([
      { path: 'b/AGENTS.md', text: 'mcp__s__x' },
      { path: 'notes.md', text: 'mcp__s__y' },
      { path: 'a/CLAUDE.md', text: 'mcp__s__z' },
    ]);
    expect(r.files).toBe(2);
    expect(r.references.map((x) => x.file)).toEqual(['a/CLAUDE.md', 'b/AGENTS.md']);
  });
});

test('the JSON tree parser refuses what JSON.parse refuses', () => {
  for (const bad of ['{"a":1}x', '[01]', '{"a" 1}', '"\u0001"', '[1,]x']) expect(() => parseJsonTree(bad)).toThrow(SyntaxError);
  expect(parseJsonTree('[1, "a", {"k": null}]')).toMatchObject({ type: 'array', items: [{ type: 'literal' }, { type: 'string', value: 'a' }, { type: 'object' }] });
});

describe('hints and names', () => {
  test('a file with none of its format’s hints cannot hold a reference (the walk skips decoding it)', () => {
    expect(mayHoldReferences('code-js', Buffer.from("import x from 'y';\nc.callTool('a');\n"))).toBe(false);
    expect(mayHoldReferences('code-js', Buffer.from("import x from '@modelcontextprotocol/sdk';"))).toBe(true);
    expect(mayHoldReferences('claude-settings', '{"permissions":{"allow":["Read"]}}')).toBe(false);
    expect(mayHoldReferences('vscode-prompt', 'anything')).toBe(true); // bare names: no hint
    // every reference of the fixture sits in a file its hints let through
    for (const r of scanTree(REPO, { keys: ['tracker'] }).references) expect(mayHoldReferences(r.format, readFileSync(`${REPO}/${r.file}`))).toBe(true);
  });

  test('server names: ids, variants’ entry ids, aliases, client-config keys that launch the same, Claude’s spelling', () => {
    const server = (id: string, o: object = {}) => ({ id, transport: 'stdio' as const, timeoutMs: 1, startTimeoutMs: 1, setupTimeoutMs: 1, origin: { file: 'f', key: 'k' }, ...o });
    const keys = referenceKeys(
      [server('gh#read-only', { command: 'npx', args: ['-y', 'gh-mcp'] }), server('my.server', { url: 'https://x/mcp' })],
      [{ mcpServers: { github: { command: 'npx', args: ['-y', 'gh-mcp'] }, other: { command: 'npx', args: ['other'] } } }, { servers: { remote: { type: 'http', url: 'https://x/mcp' } } }],
      { 'my.server': ['ms'] },
    );
    expect(keys).toEqual({
      'gh#read-only': 'gh#read-only',
      'gh_read-only': 'gh#read-only',
      gh: 'gh#read-only',
      'my.server': 'my.server',
      my_server: 'my.server',
      ms: 'my.server',
      github: 'gh#read-only',
      remote: 'my.server',
    });
  });
});
