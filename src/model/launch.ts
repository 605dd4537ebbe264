/**
 * What a server entry launches, as the config writes it: the part of an entry the gate compares between the baseline
 * and the head (`server-launch-changed`), so a pull request that points an entry at another program (a decoy that
 * serves the pinned tools) is a finding even when the tools read the same. Taken before `${VAR}` interpolation: the
 * values of variables (secrets among them) are never part of it, the names that carry them are. The package
 * argument of a launch through a package manager is written without its version (`npx -y pkg@1.2.3` → `pkg`): a
 * version bump of the same package is the package's own finding, not this one. A wrapped entry (one that starts the
 * gate's proxy) records the command the proxy finally runs.
 */
export interface LaunchRecord {
  transport: 'stdio' | 'http' | 'sse';
  /** stdio: the program and its arguments (the package argument without its version). */
  command?: string;
  args?: string[];
  /** The working folder, relative to the repository root. */
  cwd?: string;
  /** The names of the environment variables the entry sets (sorted). */
  env?: string[];
  /** Remote: the endpoint, and the names of the headers the entry sends (sorted). */
  url?: string;
  headers?: string[];
  /**
   * The principals the entry is read under (config `principals`, not declared to differ), by name in config order, and
   * whether it is read twice (`reread`): dropping either stops a check, so it is a changed launch too.
   */
  principals?: string[];
  reread?: boolean;
}

const text = (v: unknown): v is string => typeof v === 'string';
const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every(text);

/** A launch record read from a file (a lockfile, a snapshot), or undefined when the value is not one. */
export function readLaunchRecord(value: unknown): LaunchRecord | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (v.transport !== 'stdio' && v.transport !== 'http' && v.transport !== 'sse') return undefined;
  const out: LaunchRecord = { transport: v.transport };
  for (const key of ['command', 'cwd', 'url'] as const) {
    if (v[key] === undefined) continue;
    if (!text(v[key])) return undefined;
    out[key] = v[key];
  }
  if (v.reread !== undefined) {
    if (v.reread !== true) return undefined;
    out.reread = true;
  }
  for (const key of ['args', 'env', 'headers', 'principals'] as const) {
    if (v[key] === undefined) continue;
    if (!texts(v[key])) return undefined;
    out[key] = [...v[key]];
  }
  return out;
}

/** One line a reviewer reads: `node server.js --flag (cwd packages/api; env API_KEY)`, or the URL with its header names. */
export function launchText(r: LaunchRecord): string {
  const quote = (s: string) => (s === '' || /[\s'"\\]/.test(s) ? JSON.stringify(s) : s);
  const main = r.transport === 'stdio' ? [r.command ?? '', ...(r.args ?? [])].map(quote).join(' ') : `${r.url ?? ''}${r.transport === 'sse' ? ' (sse)' : ''}`;
  const extra = [
    ...(r.cwd !== undefined ? [`cwd ${quote(r.cwd)}`] : []),
    ...(r.env?.length ? [`env ${r.env.join(', ')}`] : []),
    ...(r.headers?.length ? [`headers ${r.headers.join(', ')}`] : []),
    ...(r.principals?.length ? [`principals ${r.principals.join(', ')}`] : []),
    ...(r.reread ? ['read twice'] : []),
  ];
  return extra.length ? `${main} (${extra.join('; ')})` : main;
}

/** Whether two launch records launch the same thing (every field compared; names sorted when recorded). */
export function sameLaunch(a: LaunchRecord, b: LaunchRecord): boolean {
  return launchKey(a) === launchKey(b);
}

/** A stable text for a launch record (fixed key order), for comparing and hashing. */
export function launchKey(r: LaunchRecord): string {
  // principals and reread only when recorded: every other record keeps the key (and hash) it always had
  const reading = r.principals !== undefined || r.reread ? [r.principals ?? null, r.reread ?? false] : [];
  return JSON.stringify([r.transport, r.command ?? null, r.args ?? null, r.cwd ?? null, r.env ?? null, r.url ?? null, r.headers ?? null, ...reading]);
}
