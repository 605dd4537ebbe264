import type { ReferenceFormat } from '../model/references.js';

export { REFERENCE_FORMATS, type ReferenceFormat } from '../model/references.js';

/**
 * A place in the repository that names an MCP tool: a permission entry, a front-matter tool list, a workflow input, a
 * code call with a literal name, or a mention in prose. Plain data; positions are 1-based lines and columns (columns
 * in UTF-16 code units, as GitHub's annotations and editors count them) plus the offsets of the tool's name in the
 * file's text, which the re-pin rewrite replaces.
 */
export interface ToolReference {
  /** The file, relative to the repository root, with `/` separators. */
  file: string;
  line: number;
  column: number;
  /** The entry as the file writes it (`mcp__github__create_issue`, `github/create_issue`, `create_issue`). */
  text: string;
  format: ReferenceFormat;
  /** Where in the file's structure: `permissions.allow[2]`, `front matter tools`, `jobs.review.steps[1].with.allowed_tools`, `callTool`. */
  where: string;
  /** The server's name as the reference writes it (the `github` of `mcp__github__x`); undefined when it names none (code, bare names). */
  serverKey?: string;
  /** The tool's name; undefined for a reference to a whole server (`mcp__github`, `github/*`). */
  tool?: string;
  /** A glob over tool names (`mcp__github__*`, `github/create_*`): matched, never rewritten. */
  wildcard?: boolean;
  /** structured: a config or front-matter value (rewritable); code: a literal in a call; prose: text, review only. */
  kind: ReferenceKind;
  /**
   * Offsets [start, end) of the tool's name in the file's text when the file holds it verbatim there (no escape, no
   * folded line): what an exact rewrite replaces. Absent when the name cannot be rewritten exactly.
   */
  span?: { start: number; end: number };
}

export type ReferenceKind = 'structured' | 'code' | 'prose';

/** A file the scan could not read as its format (bad JSON, bad YAML, a syntax error): reported, never a crash. */
export interface ScanProblem {
  file: string;
  line?: number;
  message: string;
}

export interface ScanResult {
  references: ToolReference[];
  problems: ScanProblem[];
  /** Files read (those the globs selected). */
  files: number;
}
