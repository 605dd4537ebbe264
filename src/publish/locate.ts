import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ServerConfig } from '../model/config.js';

/** Where a finding is annotated: a file relative to the repository root and a 1-based line. */
export interface Location {
  path: string;
  line: number;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|py|go|rs|java|kt|rb|cs|php|json|ya?ml)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', 'coverage', '.venv', 'venv', '__pycache__', 'target', 'vendor']);
const MAX_FILES = 5000;
const MAX_FILE_BYTES = 1_000_000;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds where each tool is defined, for annotations: the first line in the server's sources (`source`, else its `cwd`,
 * else the repository) that names the tool as a string literal; else the tool's entry in the lockfile; else the
 * server's entry in the config file. Reads files lazily and once.
 */
export class ToolLocator {
  private files: string[] | undefined;
  private readonly contents = new Map<string, string[]>();

  constructor(
    /** The checkout root (working directory of the gate). */
    private readonly rootDir: string,
    /** Prefix that turns a rootDir-relative path into a repository-relative one (the `working-directory` input). */
    private readonly repoPrefix: string,
    private readonly servers: ServerConfig[],
    private readonly lockfile: string,
    private readonly configFile: string | undefined,
  ) {}

  locate(server: string | undefined, tool: string): Location {
    const cfg = this.servers.find((s) => s.id === server) ?? (this.servers.length === 1 ? this.servers[0] : undefined);
    return this.inSources(cfg, tool) ?? this.inLockfile(server ?? cfg?.id, tool) ?? this.inConfig(cfg);
  }

  /** A path relative to the checkout root (a reference's file), relative to the repository. */
  inRepository(path: string): string {
    return this.repoPath(join(this.rootDir, path));
  }

  private repoPath(abs: string): string {
    const rel = relative(this.rootDir, abs).split(sep).join('/');
    return this.repoPrefix ? `${this.repoPrefix.replace(/\/+$/, '')}/${rel}` : rel;
  }

  private lines(abs: string): string[] {
    let l = this.contents.get(abs);
    if (!l) {
      l = readFileSync(abs, 'utf8').split('\n');
      this.contents.set(abs, l);
    }
    return l;
  }

  private sourceFiles(): string[] {
    if (this.files) return this.files;
    const out: string[] = [];
    const walk = (dir: string) => {
      if (out.length >= MAX_FILES) return;
      let entries: string[];
      try {
        entries = readdirSync(dir).sort();
      } catch {
        return;
      }
      for (const name of entries) {
        if (out.length >= MAX_FILES) return;
        if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
        const abs = join(dir, name);
        let st;
        try {
          st = statSync(abs);
        } catch {
          continue;
        }
        if (st.isDirectory()) walk(abs);
        else if (SOURCE_EXTENSIONS.test(name) && st.size <= MAX_FILE_BYTES && !abs.endsWith('.lock.json') && !name.endsWith('package-lock.json')) out.push(abs);
      }
    };
    walk(this.rootDir);
    this.files = out;
    return out;
  }

  private inSources(cfg: ServerConfig | undefined, tool: string): Location | undefined {
    const roots = (cfg?.source?.length ? cfg.source : cfg?.cwd ? [cfg.cwd] : ['.']).map((s) => join(this.rootDir, s));
    const literal = new RegExp(`["'\`]${escapeRegExp(tool)}["'\`]`);
    const files = this.sourceFiles().filter((f) => roots.some((r) => f === r || f.startsWith(r.endsWith(sep) ? r : r + sep)));
    // source files before data files: a definition in code beats a mention in a JSON fixture
    const ordered = [...files.filter((f) => !/\.(json|ya?ml)$/.test(f)), ...files.filter((f) => /\.(json|ya?ml)$/.test(f))];
    for (const f of ordered) {
      const lines = this.lines(f);
      const i = lines.findIndex((l) => literal.test(l));
      if (i >= 0) return { path: this.repoPath(f), line: i + 1 };
    }
    return undefined;
  }

  private inLockfile(server: string | undefined, tool: string): Location | undefined {
    const abs = join(this.rootDir, this.lockfile);
    if (!existsSync(abs)) return undefined;
    const lines = this.lines(abs);
    let from = 0;
    if (server) {
      const s = lines.findIndex((l) => l === `    ${JSON.stringify(server)}: {`);
      if (s >= 0) from = s;
    }
    const i = lines.findIndex((l, n) => n >= from && l === `        ${JSON.stringify(tool)}: {`);
    return i >= 0 ? { path: this.repoPath(abs), line: i + 1 } : undefined;
  }

  private inConfig(cfg: ServerConfig | undefined): Location {
    const file = cfg?.origin.file ?? this.configFile;
    return { path: file ? this.repoPath(file.startsWith('/') ? file : join(this.rootDir, file)) : this.repoPath(join(this.rootDir, this.lockfile)), line: cfg?.origin.line ?? 1 };
  }
}
