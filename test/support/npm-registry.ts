import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A local npm registry for one package: real `npm pack`ed tarballs, served with the packument and `dist.integrity`
 * npm and npx read, so `npm view` and `npx -y` run against it with no network. `publish` (re)places a version: publish
 * the same version twice with other content and the registry serves other bytes under it, as a republished or
 * hijacked release would.
 */
export interface LocalRegistry {
  url: string;
  publish(version: string, variant?: string): { integrity: string };
  /**
   * A compromised mirror: `npm view` (the full metadata) still shows the reviewed version's integrity, while installs
   * (npm's abbreviated metadata) get other bytes for it, with their own integrity; undefined puts things right.
   */
  mirror(version: string, variant: string | undefined): { integrity: string } | undefined;
  /** Answer every metadata request with this HTTP status (503: the registry is down); undefined to serve again. */
  failMetadata(status: number | undefined): void;
  /**
   * Serve archives slowly: all of each but its last bytes at once, the rest never (a download under way, for a test to
   * cut short); false serves them whole again. Stalled downloads end when the registry closes.
   */
  stallTarballs(on: boolean): void;
  /** Every request, in arrival order: the packument (`metadata`), an archive (`tarball`), anything else (`other`). */
  requests: Array<{ method: string; path: string; kind: 'metadata' | 'tarball' | 'other' }>;
  close(): Promise<void>;
}

/** A package whose bin runs `script` (a module path) with `args`; `variant` changes its bytes and nothing else. */
export function serverPackage(name: string, version: string, script: string, args: string[], variant = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcg-pkg-'));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name, version, type: 'module', bin: { [name]: 'bin.mjs' } }, null, 2)}\n`);
  writeFileSync(
    join(dir, 'bin.mjs'),
    `#!/usr/bin/env node\n// ${variant}\nprocess.argv.splice(2, process.argv.length, ...${JSON.stringify(args)});\nawait import(${JSON.stringify(pathToFileURL(script).href)});\n`,
  );
  chmodSync(join(dir, 'bin.mjs'), 0o755);
  return dir;
}

export async function startRegistry(name: string, pack: (version: string, variant: string) => string): Promise<LocalRegistry> {
  const store = mkdtempSync(join(tmpdir(), 'mcg-registry-'));
  type Packed = { file: string; integrity: string; shasum: string };
  const versions = new Map<string, Packed>();
  const mirrored = new Map<string, Packed>();
  let failing: number | undefined;
  let stalling = false;
  let latest = '';
  let packs = 0;
  const requests: LocalRegistry['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    requests.push({ method: req.method ?? 'GET', path, kind: path === `/${name}` ? 'metadata' : path.endsWith('.tgz') ? 'tarball' : 'other' });
    if (path === `/${name}`) {
      if (failing !== undefined) {
        res.writeHead(failing, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
        res.end('registry unavailable');
        return;
      }
      // installs ask for the abbreviated document; `npm view` for the full one
      const install = (req.headers.accept ?? '').includes('application/vnd.npm.install-v1+json');
      const pick = (v: string, t: Packed) => (install ? (mirrored.get(v) ?? t) : t);
      const doc = {
        name,
        'dist-tags': { latest },
        versions: Object.fromEntries(
          [...versions].map(([v, t]) => [
            v,
            { name, version: v, bin: { [name]: 'bin.mjs' }, dist: { tarball: `${url}/${name}/-/${name}-${v}.tgz`, integrity: pick(v, t).integrity, shasum: pick(v, t).shasum } },
          ]),
        ),
      };
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(doc));
      return;
    }
    const m = new RegExp(`^/${name}/-/${name}-(.+)\\.tgz$`).exec(path);
    const t = m ? (mirrored.get(m[1]!) ?? versions.get(m[1]!)) : undefined;
    if (t) {
      const bytes = readFileSync(t.file);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) });
      if (stalling)
        res.write(bytes.subarray(0, Math.max(1, bytes.length - 64))); // all but the gzip trailer: the files, unverified
      else res.end(bytes);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":"not found"}');
  });
  const packVersion = (version: string, variant: string): Packed => {
    const dir = pack(version, variant);
    const out = join(store, `${version}-${packs++}`);
    mkdirSync(out);
    const [info] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as {
      filename: string;
      integrity: string;
      shasum: string;
    }[];
    rmSync(dir, { recursive: true, force: true });
    return { file: join(out, info!.filename), integrity: info!.integrity, shasum: info!.shasum };
  };
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    publish(version, variant = '') {
      const packed = packVersion(version, variant);
      versions.set(version, packed);
      latest = [...versions.keys()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).pop()!;
      return { integrity: packed.integrity };
    },
    mirror(version, variant) {
      if (variant === undefined) {
        mirrored.delete(version);
        return undefined;
      }
      const packed = packVersion(version, variant);
      mirrored.set(version, packed);
      return { integrity: packed.integrity };
    },
    failMetadata(status) {
      failing = status;
    },
    stallTarballs(on) {
      stalling = on;
    },
    async close() {
      server.closeAllConnections(); // a stalled download among them
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(store, { recursive: true, force: true });
    },
  };
}
