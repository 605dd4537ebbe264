import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface FakeNpx {
  /** The folder holding `npx` and `npm`: put it first on PATH. */
  bin: string;
  /** The stand-in's absolute path (a config may name it as its command: its base name is what makes it a package runner). */
  npx: string;
  /** One line per download: `start PACKAGE` and `end PACKAGE`, in the order they happened. */
  log: string;
  /** PATH with `bin` first. */
  path: string;
}

/**
 * A stand-in for npx on a cold runner: `npx -y PACKAGE PROGRAM ARGS…` "downloads" PACKAGE (sleeps), then runs
 * `PROGRAM ARGS…` (the server) in its place, as npx runs a package's bin. A package named `download-<N>s…` (or a
 * local one, `./download-<N>s`, which the gate looks up nowhere) takes N
 * seconds times `scale` (others none); each download's start and end are appended to `log`. Beside it, an `npm` that
 * answers the gate's package lookup (`npm view`) for any name, so no registry is asked.
 */
export function fakeNpx(dir: string, scale = 1): FakeNpx {
  const bin = join(dir, 'fake-npx-bin');
  mkdirSync(bin, { recursive: true });
  const log = join(dir, 'downloads.log');
  writeFileSync(log, '');
  const npx = join(bin, 'npx');
  writeFileSync(
    npx,
    [
      '#!/bin/sh',
      '# stands in for npx on a cold runner: downloads (sleeps), then runs the rest of the command line',
      '[ "$1" = "-y" ] && shift',
      'pkg="$1"; shift',
      `secs=$(echo "$pkg" | sed -n 's/^.*download-\\([0-9][0-9]*\\)s.*/\\1/p')`,
      `echo "start $pkg" >> ${JSON.stringify(log)}`,
      `sleep "$(awk "BEGIN { print \${secs:-0} * ${scale} }")"`,
      `echo "end $pkg" >> ${JSON.stringify(log)}`,
      'exec "$@"',
      '',
    ].join('\n'),
  );
  const npm = join(bin, 'npm');
  writeFileSync(npm, `#!/bin/sh\n# stands in for npm view\necho '{"version":"1.0.0","dist.integrity":"sha512-c3RhbmQtaW4="}'\n`);
  chmodSync(npx, 0o755);
  chmodSync(npm, 0o755);
  return { bin, npx, log, path: [bin, process.env.PATH ?? ''].join(delimiter) };
}

/** The most downloads that ran at once, from the stand-in's log. */
export function maxDownloadsAtOnce(logText: string): number {
  let now = 0;
  let most = 0;
  for (const line of logText.split('\n')) {
    if (line.startsWith('start ')) most = Math.max(most, ++now);
    else if (line.startsWith('end ')) now--;
  }
  return most;
}
