import { checkDrift } from '../../app/check-drift.js';
import { archiveCacheDir, lockedRefusalExit, verifyLockedPackage } from '../../discovery/locked-launch.js';
import { launchSpec } from '../../discovery/launch.js';
import type { ServerConfig } from '../../model/config.js';
import type { LaunchedPackage } from '../../contract/types.js';
import { exitCodeOf } from '../../gate/decide.js';
import { InputError } from '../../util/errors.js';
import { parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, display, loadCliConfig, readCliLockfile, resolveFromRoot, resolveIn, TIMEOUT_FLAG_HELP, LOCKFILE_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { LOCKED_FLAG_HELP, readVerify, VERIFY_FLAG_HELP, VERIFY_FLAGS } from '../keys.js';
import { progress } from '../progress.js';
import { machineFormat, render, reportChoice, REPORT_FLAGS, REPORT_FLAGS_HELP } from '../report.js';
import { FORMAT_USAGE } from '../../report/render.js';
import { LOCKFILE_VS_LIVE } from '../../report/common.js';
import { EXIT_CODES } from '../../util/exit-codes.js';

export const CHECK_HELP = `Usage: mcp-contract-gate check [--config F] [--lockfile F] [--verify KEY]… [--max-age DAYS] [--locked] [--timeout SECONDS] [--format ${FORMAT_USAGE}] [--fail-on LIST]

Compare what the live servers list now with the contracts pinned in the lockfile: the drift monitor for
cron jobs and runtime checks (a vendor changing a remote server's tools under you).

Options:
${CONFIG_FLAG_HELP}
  --lockfile F      the lockfile (default: the config's \`lockfile\`, relative to the repository root)
${VERIFY_FLAG_HELP}
${LOCKED_FLAG_HELP}
${TIMEOUT_FLAG_HELP}
${REPORT_FLAGS_HELP}
  -q, --quiet       no progress lines on stderr (also off with --format json or sarif)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} no blocking drift, ${EXIT_CODES.blocking} blocking drift (with --locked: a package's bytes changed), ${EXIT_CODES.badInput}
config, lockfile or key error (a lockfile --verify refuses included), ${EXIT_CODES.couldNotRun} a server could not be read (and nothing else
blocks; with --locked: a package could not be fetched to check it).
`;

export async function runCheck(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('check', {
    args,
    options: {
      ...LOCKFILE_FLAGS,
      ...VERIFY_FLAGS,
      locked: { type: 'boolean' },
      ...REPORT_FLAGS,
    },
  });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  const choice = reportChoice(io, values);
  const { config, root } = loadCliConfig(io, values.config, values);
  const lockPath = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(root, config.lockfile);
  const lock = readCliLockfile(io, lockPath, readVerify(io, values));
  if (!lock) throw new InputError(`no lockfile at ${display(io, lockPath)}: run \`npx mcp-contract-gate pin\` first and commit it`);
  let launch: ServerConfig[] | undefined;
  let verified: Record<string, LaunchedPackage> | undefined;
  if (values.locked) {
    // every locked package's bytes checked before any server starts; a refusal stops the check (never an unverified run)
    launch = [];
    verified = {};
    const refused: Array<{ id: string; kind: Parameters<typeof lockedRefusalExit>[0]; message: string }> = [];
    for (const server of config.servers) {
      const { cwd, env } = launchSpec(server, io.env, root);
      const v = await verifyLockedPackage(server, lock.servers[server.id]?.package, display(io, lockPath), { cwd, env, cacheDir: archiveCacheDir(io.env) });
      if (!v.ok) {
        refused.push({ id: server.id, kind: v.kind, message: v.message });
        continue;
      }
      // npx runs the verified archive with the npm cache of those bytes (v.env), as the proxy's --locked does
      launch.push(server.transport === 'stdio' ? { ...server, command: v.command, args: v.args, ...(v.env ? { env: { ...server.env, ...v.env } } : {}) } : server);
      if (v.verified) verified[server.id] = v.verified;
    }
    if (refused.length) {
      for (const r of refused) io.stderr(`mcp-contract-gate check: refused to start server '${r.id}': ${r.message}${r.kind === 'changed' ? ' (server-package-changed)' : ''}\n`);
      // the worst first: other bytes (blocking), then bad input, then a registry that could not be reached
      const codes = refused.map((r) => EXIT_CODES[lockedRefusalExit(r.kind)]);
      return codes.includes(EXIT_CODES.blocking) ? EXIT_CODES.blocking : codes.includes(EXIT_CODES.badInput) ? EXIT_CODES.badInput : EXIT_CODES.couldNotRun;
    }
  }
  const onEvent = progress(io, values.quiet === true || machineFormat(choice.format));
  const { diff, evaluation, verdict } = await checkDrift({
    ...(launch ? { launch } : {}),
    ...(verified ? { verified } : {}),
    config,
    rootDir: root,
    lock,
    lockfile: display(io, lockPath),
    env: io.env,
    today: io.today,
    ...(choice.failOn ? { failOn: choice.failOn } : {}),
    ...(onEvent ? { onEvent } : {}),
  });
  io.stdout(render(choice, { diff, evaluation, subject: { before: display(io, lockPath), after: 'live servers' }, sides: LOCKFILE_VS_LIVE }));
  return exitCodeOf(verdict);
}
