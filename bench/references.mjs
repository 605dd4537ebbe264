// The repository of figure (j): `count` files laid out like a large monorepo, a fifth of them in node_modules (never
// entered), with the agent files of __fixtures__/references/repo in the root and in every tenth package, and a few
// MCP clients among the sources. Deterministic: the same count gives the same tree.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TS_CLIENT = (i) =>
  `import { Client } from '@modelcontextprotocol/sdk/client/index.js';\n\nexport async function run${i}(client: Client) {\n  return client.callTool({ name: 'search_code', arguments: { q: '${i}' } });\n}\n`;
const TS_PLAIN = (i) =>
  `import { readFileSync } from 'node:fs';\n\n/** Module ${i}. */\nexport function f${i}(path: string): number {\n  const text = readFileSync(path, 'utf8');\n  return text.split('\\n').filter((l) => l.includes('${i}')).length;\n}\n`.repeat(
    3,
  );
const PY_CLIENT = (i) => `from mcp import ClientSession\n\n\nasync def run_${i}(session: ClientSession):\n    return await session.call_tool("list_issues", {})\n`;
const PY_PLAIN = (i) => `import os\n\n\ndef f_${i}(path):\n    with open(path) as fh:\n        return sum(1 for line in fh if "${i}" in line)\n`.repeat(3);
const MD = (i) => `# Page ${i}\n\nSome documentation text for page ${i}, with a [link](./other.md) and \`code\`.\n`.repeat(5);

/** Write the tree; returns how many files it holds and how many of them the default globs select. */
export function referenceRepo(dir, count, fixture) {
  let files = 0;
  let selected = 0;
  const write = (path, text, isSelected) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    files++;
    if (isSelected) selected++;
  };
  // the fixture's agent files at the root: 18 files, all but .mcp.json selected
  cpSync(fixture, dir, { recursive: true });
  files += 18;
  selected += 17;
  for (let i = 0; i < Math.floor(count / 5); i++) write(`node_modules/pkg${i % 200}/lib/m${i}.js`, TS_PLAIN(i), false);
  for (let p = 0; files < count; p++) {
    const pkg = `packages/p${p}`;
    if (p % 10 === 0) {
      // a package of its own with Claude Code settings, an agent, a command and a skill (5 files)
      cpSync(join(fixture, '.claude'), join(dir, pkg, '.claude'), { recursive: true });
      files += 5;
      selected += 5;
    }
    for (let i = 0; i < 40 && files < count; i++) {
      const n = p * 100 + i;
      if (i < 20) write(`${pkg}/src/m${i}.ts`, i === 0 && p % 5 === 0 ? TS_CLIENT(n) : TS_PLAIN(n), true);
      else if (i < 28) write(`${pkg}/py/m${i}.py`, i === 20 && p % 7 === 0 ? PY_CLIENT(n) : PY_PLAIN(n), true);
      else if (i < 36) write(`${pkg}/docs/page${i}.md`, MD(n), false);
      else write(`${pkg}/data/d${i}.json`, JSON.stringify({ n, items: [n, n + 1] }), false);
    }
  }
  return { files, selected };
}
