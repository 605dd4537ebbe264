import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The files of an npm package archive, and the check that an installed package folder holds exactly them. npm
 * (pacote) extracts an archive's regular files with the first path component (`package/`) dropped, and skips links,
 * devices and entries that would land outside the folder; so does this reader, so the two agree on what a package is.
 */

/** The regular files of a gzipped tar, by their path inside the package (`bin.mjs`, `lib/x.js`), the last entry winning. */
export function archiveFiles(tgz: Buffer): Map<string, Buffer> {
  const tar = gunzipSync(tgz);
  const files = new Map<string, Buffer>();
  let longName: string | undefined;
  let paxPath: string | undefined;
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break; // the end of the archive
    const size = octal(header.subarray(124, 136));
    const type = String.fromCharCode(header[156]!);
    const body = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (type === 'L') {
      longName = text(body);
      continue;
    }
    if (type === 'x') {
      paxPath = paxRecord(body, 'path') ?? paxPath;
      continue;
    }
    if (type === 'g') continue;
    const prefix = text(header.subarray(345, 500));
    const name = paxPath ?? longName ?? (prefix ? `${prefix}/${text(header.subarray(0, 100))}` : text(header.subarray(0, 100)));
    paxPath = longName = undefined;
    if (type !== '0' && type !== '\0' && type !== '7') continue; // directories, links, devices: not extracted as files
    const inside = packagePath(name);
    if (inside) files.set(inside, Buffer.from(body));
  }
  return files;
}

/** A tar entry's path with its first component dropped, or undefined when nothing remains or it leaves the folder. */
function packagePath(name: string): string | undefined {
  const parts = name.replace(/\\/g, '/').split('/').filter(Boolean).slice(1);
  if (parts.length === 0 || parts.some((p) => p === '..')) return undefined;
  return posix.normalize(parts.join('/'));
}

const text = (b: Buffer) => b.toString('utf8').replace(/\0[\s\S]*$/, '');

function octal(field: Buffer): number {
  if (field[0]! & 0x80) {
    // base-256 (sizes of 8 GiB and more)
    let n = 0;
    for (let i = 1; i < field.length; i++) n = n * 256 + field[i]!;
    return n;
  }
  return parseInt(text(field).trim() || '0', 8);
}

function paxRecord(body: Buffer, key: string): string | undefined {
  let found: string | undefined;
  for (let at = 0; at < body.length;) {
    const space = body.indexOf(0x20, at);
    if (space < 0) break;
    const length = parseInt(body.subarray(at, space).toString('utf8'), 10);
    if (!(length > 0)) break;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === key) found = record.slice(eq + 1);
    at += length;
  }
  return found;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file under a package folder (paths with `/`), its own `node_modules` (the dependencies npm installs there)
 * left out; anything but a regular file or folder (a link) is listed too, so that the check refuses it.
 */
export function folderFiles(dir: string): Map<string, 'file' | 'other'> {
  const out = new Map<string, 'file' | 'other'>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (path !== 'node_modules') walk(path);
      } else out.set(path, entry.isFile() ? 'file' : 'other');
    }
  };
  walk('');
  return out;
}

/**
 * The first difference between an installed package folder and what it must hold (the archive's files, and the files
 * its install scripts wrote, by SHA-256), as a sentence naming the file; undefined when they agree. A file of the
 * archive under `node_modules/` (a bundled dependency) is checked; other files there are the dependencies'.
 */
export function folderDifference(dir: string, archive: ReadonlyMap<string, Buffer>, scripted: Readonly<Record<string, string>>): string | undefined {
  for (const [path, bytes] of archive) {
    let stat;
    try {
      stat = lstatSync(join(dir, path));
    } catch {
      return `${path} is missing`;
    }
    if (!stat.isFile()) return `${path} is not a regular file`;
    if (stat.size !== bytes.length || !readFileSync(join(dir, path)).equals(bytes)) return `${path} differs from the verified archive`;
  }
  for (const [path, kind] of folderFiles(dir)) {
    if (archive.has(path)) continue;
    const recorded = scripted[path];
    if (recorded === undefined) return `${path} is not in the verified archive${kind === 'other' ? ' (a link or special file)' : ''}`;
    if (kind !== 'file' || sha256Hex(readFileSync(join(dir, path))) !== recorded) return `${path} (written by the package's install scripts) changed after the install`;
  }
  for (const path of Object.keys(scripted)) if (!archive.has(path) && !existsIn(dir, path)) return `${path} (written by the package's install scripts) is missing`;
  return undefined;
}

function existsIn(dir: string, path: string): boolean {
  try {
    lstatSync(join(dir, path));
    return true;
  } catch {
    return false;
  }
}

/**
 * What npm installed beside a package (its dependencies, wherever npm placed them, the `.bin` links, npm's own
 * records), read from the install's `node_modules`: each file by SHA-256 (`sha256:…`), each link by its target
 * (`link:…`), anything else as `other`. The package's own folder is left out but for its `node_modules` (nested
 * dependencies): folderDifference checks the rest of it against the archive.
 */
export function dependencyFiles(nodeModules: string, packageFolder: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(nodeModules, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      const abs = join(nodeModules, path);
      if (entry.isDirectory()) {
        if (path !== packageFolder) walk(path);
        else if (lstatSafe(join(abs, 'node_modules'))?.isDirectory()) walk(`${path}/node_modules`);
      } else if (entry.isFile()) out.set(path, `sha256:${sha256Hex(readFileSync(abs))}`);
      else out.set(path, entry.isSymbolicLink() ? `link:${readlinkSync(abs)}` : 'other');
    }
  };
  walk('');
  return out;
}

/** The first difference between the dependencies recorded at install and those now installed, as a sentence. */
export function dependencyDifference(recorded: Readonly<Record<string, string>>, now: ReadonlyMap<string, string>): string | undefined {
  for (const [path, was] of Object.entries(recorded)) {
    const is = now.get(path);
    if (is === undefined) return `node_modules/${path} (installed by npm) is missing`;
    if (is !== was) return `node_modules/${path} (installed by npm) changed after the install`;
  }
  for (const [path, is] of now) if (!(path in recorded)) return `node_modules/${path} was not installed by npm${is.startsWith('sha256:') ? '' : ' (a link or special file)'}`;
  return undefined;
}

function lstatSafe(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
