import { claudeName, splitToolList, vscodeName, type Named } from './entries.js';
import type { FileScan } from './emit.js';
import { scanProse } from './prose.js';
import { member, parseJsonTree, type JsonNode } from './json-tree.js';
import { frontMatter, parseYaml, yamlEntries, yamlItems, yamlMember, yamlStrings, type YamlString } from './yaml-nodes.js';

/** The permission lists of Claude Code's settings files. */
const PERMISSION_LISTS = ['allow', 'deny', 'ask'] as const;
/** Front-matter keys that list tools in Claude Code's agents, commands and skills (and their spellings in the wild). */
const CLAUDE_TOOL_KEYS = ['tools', 'allowed-tools', 'allowed_tools', 'allowedTools', 'disallowedTools', 'disallowed-tools'] as const;
/** Inputs of agent actions in workflows that list tools (anthropics/claude-code-action and its kin). */
const WORKFLOW_TOOL_INPUTS = ['allowed_tools', 'allowed-tools', 'allowedTools', 'disallowed_tools', 'disallowed-tools', 'disallowedTools', 'tools'] as const;
/** Inputs that hold a command line for the agent, and the flags in it that list tools. */
const WORKFLOW_ARG_INPUTS = ['claude_args', 'claude-args'] as const;
const TOOL_FLAGS = ['--allowedTools', '--allowed-tools', '--disallowedTools', '--disallowed-tools'] as const;

type Parse = (entry: string) => Named | undefined;

/** The text after a front matter block: the prompt itself, whose mentions are prose. */
function scanBody(scan: FileScan, fm: { yaml: string; offset: number }, keys: readonly string[]): void {
  const end = scan.text.indexOf('\n', fm.offset + fm.yaml.length);
  if (end >= 0) scanProse(scan, keys, end + 1);
}

/** Every entry of the strings of a value, parsed by `parse`, each placed in the source of its string. */
function addStrings(scan: FileScan, strings: YamlString[], parse: Parse, where: string, split = splitToolList): void {
  for (const s of strings) {
    let cursor = s.start;
    for (const piece of split(s.value)) {
      const named = parse(piece.text);
      if (named) cursor = scan.add(piece.text, named, where, 'structured', { from: s.start, to: s.end, cursor });
    }
  }
}

/** `.claude/settings.json`, `.claude/settings.local.json`: `permissions.allow|deny|ask` entries naming MCP tools. */
export function scanClaudeSettings(scan: FileScan, keys: readonly string[]): void {
  const root = parseJsonTree(scan.text);
  const permissions = member(root, 'permissions');
  for (const list of PERMISSION_LISTS) {
    const node = member(permissions, list);
    if (node?.type !== 'array') continue;
    node.items.forEach((item: JsonNode, index) => {
      if (item.type !== 'string') return;
      const named = claudeName(item.value, keys);
      if (named) scan.add(item.value, named, `permissions.${list}[${index}]`, 'structured', { from: item.start + 1, to: item.end - 1 });
    });
  }
}

/** Claude Code agents, commands and skills: the front matter's tool lists (a list, or one string of entries). */
export function scanClaudeFrontMatter(scan: FileScan, keys: readonly string[]): void {
  const fm = frontMatter(scan.text);
  if (!fm) return;
  const doc = parseYaml(fm.yaml);
  for (const key of CLAUDE_TOOL_KEYS) {
    const node = yamlMember(doc.contents, key);
    if (node) addStrings(scan, yamlStrings(node, fm.offset), (e) => claudeName(e, keys), `front matter ${key}`);
  }
  scanBody(scan, fm, keys);
}

/** VS Code / Copilot prompt, chat mode and agent files: the front matter's `tools` (`server/tool`, `server/*`, bare names). */
export function scanVscodeFrontMatter(scan: FileScan, keys: readonly string[]): void {
  const fm = frontMatter(scan.text);
  if (!fm) return;
  const doc = parseYaml(fm.yaml);
  const node = yamlMember(doc.contents, 'tools');
  if (node) addStrings(scan, yamlStrings(node, fm.offset), (e) => claudeName(e, keys) ?? vscodeName(e), 'front matter tools');
  scanBody(scan, fm, keys);
}

/**
 * Agentic workflow Markdown (GitHub's gh-aw): the front matter's `tools.<server>.allowed` and
 * `mcp-servers.<server>.allowed` lists of bare tool names, the server named by the key.
 */
export function scanAgenticWorkflow(scan: FileScan, keys: readonly string[]): void {
  const fm = frontMatter(scan.text);
  if (!fm) return;
  const doc = parseYaml(fm.yaml);
  for (const section of ['tools', 'mcp-servers']) {
    for (const { key, value } of yamlEntries(yamlMember(doc.contents, section))) {
      const allowed = yamlMember(value, 'allowed');
      if (!allowed) continue;
      const parse: Parse = (e) => (e === '*' ? { serverKey: key } : /[*?]/.test(e) ? { serverKey: key, tool: e, toolAt: 0, wildcard: true } : { serverKey: key, tool: e, toolAt: 0 });
      addStrings(scan, yamlStrings(allowed, fm.offset), parse, `front matter ${section}.${key}.allowed`);
    }
  }
  scanBody(scan, fm, keys);
}

/** GitHub Actions workflows: agent actions' tool-list inputs, and the tool flags of their command-line inputs. */
export function scanWorkflow(scan: FileScan, keys: readonly string[]): void {
  const doc = parseYaml(scan.text);
  const parse: Parse = (e) => claudeName(e, keys);
  for (const job of yamlEntries(yamlMember(doc.contents, 'jobs'))) {
    yamlItems(yamlMember(job.value, 'steps')).forEach((step, index) => {
      const inputs = yamlMember(step, 'with');
      const at = `jobs.${job.key}.steps[${index}].with`;
      for (const input of WORKFLOW_TOOL_INPUTS) {
        const node = yamlMember(inputs, input);
        if (node) addStrings(scan, yamlStrings(node, 0), parse, `${at}.${input}`);
      }
      for (const input of WORKFLOW_ARG_INPUTS) {
        const node = yamlMember(inputs, input);
        if (node) addStrings(scan, yamlStrings(node, 0), parse, `${at}.${input}`, flaggedTools);
      }
    });
  }
}

/**
 * The tool entries of a command line (`--allowedTools "mcp__a__b,Bash(git:*)" --model x`): the words after a tool
 * flag (or after its `=`), up to the next flag, split as tool lists. Quotes are removed; positions are searched later.
 */
function flaggedTools(line: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let listing = false;
  for (const word of shellWords(line)) {
    let value = word.text;
    let at = word.at;
    if (value.startsWith('-')) {
      const eq = value.indexOf('=');
      const flag = eq < 0 ? value : value.slice(0, eq);
      listing = (TOOL_FLAGS as readonly string[]).includes(flag);
      if (!listing || eq < 0) continue;
      value = value.slice(eq + 1);
      at += eq + 1;
    }
    if (listing) for (const p of splitToolList(value)) out.push({ text: p.text, at: at + p.at });
  }
  return out;
}

/** Words of a command line: white space separates, single and double quotes group (and are dropped). */
function shellWords(line: string): Array<{ text: string; at: number }> {
  const out: Array<{ text: string; at: number }> = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && /\s/.test(line[i]!)) i++;
    if (i >= line.length) break;
    const at = i;
    let text = '';
    while (i < line.length && !/\s/.test(line[i]!)) {
      const c = line[i]!;
      if (c === '"' || c === "'") {
        const end = line.indexOf(c, i + 1);
        const stop = end < 0 ? line.length : end;
        text += line.slice(i + 1, stop);
        i = stop + 1;
      } else {
        text += c;
        i++;
      }
    }
    out.push({ text, at });
  }
  return out;
}
