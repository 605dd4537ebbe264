/** The file formats the reference scan reads, one per place tool names live (docs/references.md lists them). */
export const REFERENCE_FORMATS = ['claude-settings', 'claude-agent', 'claude-command', 'skill', 'vscode-prompt', 'workflow', 'agentic-workflow', 'code-js', 'code-python', 'prose'] as const;
export type ReferenceFormat = (typeof REFERENCE_FORMATS)[number];

/** The config's `references` (absent: the scan runs with its defaults; `references: false`: it does not run). */
export interface ReferenceSettings {
  enabled: boolean;
  /** Globs per format, replacing that format's defaults; an empty list turns the format off. */
  globs?: Partial<Record<ReferenceFormat, string[]>>;
  /** Globs of paths never read, beside the default exclusions. */
  exclude?: string[];
  /** Other names a server goes by in references (`mcp__<name>__tool`, `<name>/tool`), by server id. */
  aliases?: Record<string, string[]>;
}
