import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mayHoldReferences, scanFiles, scanText, referenceSelector, sortReferences, type ScanOptions } from '../references/scan.js';
import { git } from '../git/worktree.js';
import { treeFiles } from '../git/tree-files.js';
import type { ScanProblem, ScanResult, ToolReference } from '../references/types.js';
import { CLIENT_CONFIG_FILES, referenceKeys } from '../references/keys.js';
import { stripJsonComments } from '../config/jsonc.js';
import type { ServerConfig } from '../model/config.js';
import type { ReferenceSettings } from '../model/references.js';
import type { Finding } from '../policy/types.js';
import type { ReferenceData } from '../references/findings.js';
import { rewriteReferences, type Rename } from '../references/rewrite.js';

/** Larger files are not read (a minified bundle, a data dump): reported as a problem, never parsed. */
const MAX_REFERENCE_FILE_BYTES = 2 * 1024 * 1024;

/**
 * Scan a checkout for tool references: walk it (never entering excluded folders or following links), read only the
 * files the globs select, and scan each. Deterministic: folders are walked in sorted order and the result is sorted.
 */
export function scanTree(root: string, options: ScanOptions = {}): ScanResult {
  const selector = referenceSelector(options);
  const references: ToolReference[] = [];
  const problems: ScanProblem[] = [];
  let files = 0;
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      problems.push({ file: rel || '.', message: `folder not read: ${(err as Error).message}` });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (selector.enter(path)) walk(join(dir, e.name), path);
        continue;
      }
      if (!e.isFile()) continue;
      const format = selector.format(path);
      if (!format) continue;
      files++;
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(dir, e.name));
      } catch (err) {
        problems.push({ file: path, message: `not read: ${(err as Error).message}` });
        continue;
      }
      if (bytes.length > MAX_REFERENCE_FILE_BYTES) {
        problems.push({ file: path, message: `not read: larger than ${MAX_REFERENCE_FILE_BYTES} bytes` });
        continue;
      }
      if (!mayHoldReferences(format, bytes)) continue; // read, but never decoded: it cannot hold a reference
      const r = scanText(path, bytes.toString('utf8'), format, options.keys);
      references.push(...r.references);
      if (r.problem) problems.push(r.problem);
    }
  };
  walk(root, '');
  return { references: sortReferences(references), problems, files };
}

/** The scan's options from the config's `references` (absent: the defaults). */
export function scanOptions(settings: ReferenceSettings | undefined): ScanOptions & { aliases?: Record<string, readonly string[]> } {
  const o: ScanOptions & { aliases?: Record<string, readonly string[]> } = {};
  if (settings?.globs) o.globs = settings.globs;
  if (settings?.exclude) o.exclude = settings.exclude;
  if (settings?.aliases) o.aliases = settings.aliases;
  return o;
}

/**
 * The references of a checkout with the names of the gate's servers: the keys come from the config's servers, the
 * client configs the checkout carries (CLIENT_CONFIG_FILES) and `aliases`. A client config that does not parse adds
 * no names (the gate's config reading reports it elsewhere).
 */
export function repositoryReferences(
  root: string,
  servers: readonly ServerConfig[],
  options: ScanOptions & { aliases?: Record<string, readonly string[]> } = {},
): ScanResult & { keys: Record<string, string> } {
  const clients: unknown[] = [];
  for (const file of CLIENT_CONFIG_FILES) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    try {
      clients.push(JSON.parse(stripJsonComments(text)));
    } catch {
      // not a client config the gate can read: no names from it
    }
  }
  const keys = referenceKeys(servers, clients, options.aliases);
  const { aliases: _aliases, ...scan } = options;
  return { ...scanTree(root, { ...scan, keys: [...new Set([...(scan.keys ?? []), ...Object.keys(keys)])] }), keys };
}

/**
 * The files a re-pin commit rewrites for the approved renames (reference-renamed findings): each structured
 * reference whose span still holds the old name, in the head checkout at `rootDir`; and a line for each reference it
 * could not rewrite (prose, code, no exact span), for the commit's message.
 */
export function referenceRewrites(rootDir: string, findings: readonly Finding[]): { files: Array<{ path: string; contents: string }>; notRewritten: string[] } {
  const byFile = new Map<string, Rename[]>();
  for (const f of findings) {
    if (f.rule !== 'reference-renamed') continue;
    const data = f.data as ReferenceData;
    const newName = data.newName;
    if (newName === undefined) continue;
    byFile.set(data.reference.file, [...(byFile.get(data.reference.file) ?? []), { reference: data.reference, newName }]);
  }
  const files: Array<{ path: string; contents: string }> = [];
  const notRewritten: string[] = [];
  for (const [file, renames] of [...byFile.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    let text: string;
    try {
      text = readFileSync(join(rootDir, file), 'utf8');
    } catch {
      notRewritten.push(...renames.map((r) => `${file}:${r.reference.line} (the file could not be read)`));
      continue;
    }
    const r = rewriteReferences(text, renames);
    if (r.rewritten.length) files.push({ path: file, contents: r.text });
    notRewritten.push(...r.skipped.map((s) => `${file}:${s.reference.line} ${s.reference.text} (${s.why})`));
  }
  return { files, notRewritten };
}

/**
 * The references of the base commit, read from git's objects (no checkout), with the same options and names as the
 * head's: what tells the head's new references from those already there. Undefined when git cannot read them.
 */
export async function baseReferences(rootDir: string, baseSha: string, options: ScanOptions): Promise<ToolReference[] | undefined> {
  try {
    const prefix = (await git(rootDir, ['rev-parse', '--show-prefix'])).trim();
    const selector = referenceSelector(options);
    const files = await treeFiles(rootDir, baseSha, (p) => selector.format(p) !== undefined, { prefix, maxBytes: MAX_REFERENCE_FILE_BYTES });
    return scanFiles(files, options).references;
  } catch {
    return undefined;
  }
}
