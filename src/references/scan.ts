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
  const excluded = globs([...DEFAULT_EXCLUDE, ...(options.exclude ?? [])]);
  // each format's globs, and a matcher of their last segments over a path's file name: only a format whose file
  // names match is tested with its whole globs (one cheap test per path for most formats)
  const matchers = FORMATS.map((f) => ({ format: f.format, globs: [...(options.globs?.[f.format] ?? f.globs)] }))
    .filter((m) => m.globs.length > 0)
    .map((m) => ({ format: m.format, name: globs(m.globs.map(lastSegment)), match: globs(m.globs) }));
  return {
    format(path) {
      const name = path.slice(path.lastIndexOf('/') + 1);
      const found = matchers.find((m) => m.name(name) && m.match(path));
      return found && !excluded(path) ? found.format : undefined;
    },
    enter(dir) {
      // a folder is pruned when a file directly in it is excluded by a `dir/**` glob
      return !excluded(`${dir}/x`);
    },
  };
}

/** The last segment of a glob: what a file's name must match (any name for `**`, or when a brace group spans a `/`). */
function lastSegment(glob: string): string {
  const last = glob.slice(glob.lastIndexOf('/') + 1);
  return last === '**' || (last.includes('}') && !last.includes('{')) ? '*' : last;
}

/** One test for a list of globs (picomatch's regular expressions, dot files matched), tested directly. */
function globs(list: readonly string[]): (path: string) => boolean {
  const res = list.map((g) => picomatch.makeRe(g, { dot: true }));
  return (path) => res.some((re) => re.test(path));
}

/** Whether a file of `format` may hold a reference: false when it holds none of the format's hints (bytes or text). */
export function mayHoldReferences(format: ReferenceFormat, content: { includes(s: string): boolean }): boolean {
  const hints = FORMATS.find((f) => f.format === format)!.hints;
  return !hints || hints.some((h) => content.includes(h));
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
