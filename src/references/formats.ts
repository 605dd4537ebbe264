import type { FileScan } from './emit.js';
import { JS_HINTS, PY_HINTS, scanJsCode, scanPythonCode } from './code.js';
import { scanProse } from './prose.js';
import { scanAgenticWorkflow, scanClaudeFrontMatter, scanClaudeSettings, scanVscodeFrontMatter, scanWorkflow } from './structured.js';
import type { ReferenceFormat } from './types.js';

/** What every Claude Code tool name starts with. */
const CLAUDE = 'mcp__';

/**
 * Each format, the files it is read in by default (globs over paths relative to the repository root; `**` also
 * matches no folder, so `**\/.claude/...` finds the root's and a package's) and its scanner. A file is read as the
 * first format whose globs match it. `hints`: a file of the format that holds none of these strings holds no reference
 * (each reference it can hold contains one), so it need not be decoded or parsed.
 */
export const FORMATS: ReadonlyArray<{ format: ReferenceFormat; globs: readonly string[]; hints?: readonly string[]; scan: (scan: FileScan, keys: readonly string[]) => void }> = [
  { format: 'claude-settings', globs: ['**/.claude/settings.json', '**/.claude/settings.local.json'], hints: [CLAUDE], scan: scanClaudeSettings },
  { format: 'claude-agent', globs: ['**/.claude/agents/**/*.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
  { format: 'claude-command', globs: ['**/.claude/commands/**/*.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
  { format: 'skill', globs: ['**/SKILL.md'], hints: [CLAUDE], scan: scanClaudeFrontMatter },
  { format: 'vscode-prompt', globs: ['**/.github/prompts/**/*.prompt.md', '**/.github/chatmodes/**/*.chatmode.md', '**/.github/agents/**/*.md'], scan: scanVscodeFrontMatter },
  { format: 'workflow', globs: ['.github/workflows/*.yml', '.github/workflows/*.yaml'], hints: [CLAUDE], scan: scanWorkflow },
  { format: 'agentic-workflow', globs: ['.github/workflows/*.md'], scan: scanAgenticWorkflow },
  { format: 'code-js', globs: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'], hints: JS_HINTS, scan: (s) => scanJsCode(s) },
  { format: 'code-python', globs: ['**/*.py'], hints: PY_HINTS, scan: (s) => scanPythonCode(s) },
  { format: 'prose', globs: ['**/AGENTS.md', '**/CLAUDE.md', '**/*.instructions.md', '.github/copilot-instructions.md'], hints: [CLAUDE], scan: scanProse },
];

/** Folders the scan never enters by default: dependencies, virtual environments, build output, git's own. */
export const DEFAULT_EXCLUDE: readonly string[] = ['**/node_modules/**', '**/.git/**', '**/.venv/**', '**/venv/**', '**/__pycache__/**', '**/dist/**', '**/coverage/**'];
