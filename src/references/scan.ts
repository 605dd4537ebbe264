import picomatch from 'picomatch';
import { FileScan } from './emit.js';
import { DEFAULT_EXCLUDE, FORMATS } from './formats.js';
import type { ReferenceFormat, ScanProblem, ScanResult, ToolReference } from './types.js';

export interface ScanOptions {
  /** Globs per format, replacing that format's defaults (an empty list turns the format off). */
  globs?: Partial<Record<ReferenceFormat, readonly string[]>>;
  /** Globs of paths never read, beside DEFAULT_EXCLUDE. */
  exclude?: readonly string[];
  /** Server names references may use (`mcp__<key>__tool`), so a key holding `__` is split right. */
  keys?: readonly string[];
}

/** Which format a path is read as (undefined: not read), and whether a folder may hold any file the scan reads. */
export interface Selector {
  format(path: string): ReferenceFormat | undefined;
  /** False for a folder every file under which is excluded: the walk does not enter it. */
  enter(dir: string): boolean;
}

export function referenceSelector(options: ScanOptions = {}): Selector {
  const pm = { dot: true };
  const excluded = picomatch([...DEFAULT_EXCLUDE, ...(options.exclude ?? [])], pm);
  const matchers = FORMATS.map((f) => ({ format: f.format, match: picomatch([...(options.globs?.[f.format] ?? f.globs)], pm) })).filter((m) => (options.globs?.[m.format] ?? [0]).length > 0);
  return {
    format(path) {
      if (excluded(path)) return undefined;
      return matchers.find((m) => m.match(path))?.format;
    },
    enter(dir) {
      // a folder is pruned when a file directly in it is excluded by a `dir/**` glob
      return !excluded(`${dir}/x`);
    },
  };
}

/** The references of one file read as `format`, or the problem that stopped its parse. */
export function scanText(file: string, text: string, format: ReferenceFormat, keys: readonly string[] = []): { references: ToolReference[]; problem?: ScanProblem } {
  const scan = new FileScan(file, text, format);
  try {
    FORMATS.find((f) => f.format === format)!.scan(scan, keys);
  } catch (err) {
    const e = err as Error & { offset?: number };
    const offset = e.offset ?? Number(/at offset (\d+)/.exec(e.message)?.[1] ?? NaN);
    const problem: ScanProblem = { file, message: `not read as ${format}: ${e.message}` };
    if (Number.isFinite(offset)) problem.line = scan.at(offset).line;
    return { references: [], problem };
  }
  return { references: scan.references };
}

/** Scan files (path relative to the root, `/` separators, and text) selected by the options' globs. */
export function scanFiles(files: Iterable<{ path: string; text: string }>, options: ScanOptions = {}): ScanResult {
  const selector = referenceSelector(options);
  const references: ToolReference[] = [];
  const problems: ScanProblem[] = [];
  let count = 0;
  for (const f of files) {
    const format = selector.format(f.path);
    if (!format) continue;
    count++;
    const r = scanText(f.path, f.text, format, options.keys);
    references.push(...r.references);
    if (r.problem) problems.push(r.problem);
  }
  return { references: sortReferences(references), problems: problems.sort((a, b) => cmp(a.file, b.file)), files: count };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortReferences(refs: ToolReference[]): ToolReference[] {
  return refs.sort((a, b) => cmp(a.file, b.file) || a.line - b.line || a.column - b.column);
}
