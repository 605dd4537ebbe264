import { existsSync, statSync } from 'node:fs';
import { defaultConfig } from '../../config/gate-config.js';
import { changelogFiles, changelogRefs, type ReleaseReport } from '../../app/release.js';
import { packageFolder } from '../../app/release-baseline.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { InputError } from '../../util/errors.js';
import { oneOf, parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, loadCliConfig, resolveIn, TIMEOUT_FLAG_HELP, cliLockfile, LOCKFILE_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { progress } from '../progress.js';
import { CHANGELOG_FORMATS, changelogFormatHelp, renderRelease } from './release-output.js';

export const CHANGELOG_HELP = `Usage: mcp-contract-gate changelog BEFORE AFTER [--format ${CHANGELOG_FORMATS.join('|')}] [--from-version V] [--to-version V]

The contract changelog between two releases, for release notes: Keep a Changelog style Markdown (Breaking,
Changed meaning, Added; per tool, prompt, resource, template or the instructions; each line with its rule ID and the
bump it needs; a word diff for changed descriptions; representation-only changes grouped once at the end), and the
semver bump the changes need. BEFORE and AFTER are two files (snapshots or lockfiles), or two git refs of this
repository (tags, branches, commits): each ref's lockfile when it pins every server, else today's servers run in a
temporary worktree of the ref with today's config (a ref older than the config is normal); the versions come from
server.json, package.json or pyproject.toml at each ref (or the tag's name).

Options:
${changelogFormatHelp('markdown')}
  --from-version V  the version BEFORE was released as (default: read at the ref; none for files)
  --to-version V    the version AFTER is released as (default: read at the ref; none for files)
  --no-cosmetic     leave representation-only (cosmetic) changes out
  --server ID       refs: only this server of the config (repeatable; default: the servers that run in this folder)
${CONFIG_FLAG_HELP}
                    refs: the servers to discover; files: the policy (default: built-in)
  --lockfile F      refs: the lockfile path in each ref (default: the config's \`lockfile\`)
${TIMEOUT_FLAG_HELP}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} the changelog was written (whatever it holds), ${EXIT_CODES.badInput} bad input, ${EXIT_CODES.couldNotRun} a server could not be
read (the changelog names it and is incomplete).
`;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

export async function runChangelog(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseFlags('changelog', {
    args,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'markdown' },
      'from-version': { type: 'string' },
      'to-version': { type: 'string' },
      'no-cosmetic': { type: 'boolean' },
      server: { type: 'string', multiple: true },
      ...LOCKFILE_FLAGS,
    },
  });
  if (values.help) {
    io.stdout(CHANGELOG_HELP);
    return 0;
  }
  if (positionals.length !== 2) throw new InputError(`changelog takes BEFORE and AFTER: two snapshot or lockfile files, or two git refs (got ${positionals.length}); see --help`);
  const format = oneOf('--format', values.format ?? 'markdown', CHANGELOG_FORMATS);
  const [before, after] = positionals as [string, string];
  const versions = { ...(values['from-version'] ? { from: values['from-version'] } : {}), ...(values['to-version'] ? { to: values['to-version'] } : {}) };
  let r: ReleaseReport;
  if (isFile(resolveIn(io, before)) && isFile(resolveIn(io, after))) {
    const config = values.config !== undefined ? loadCliConfig(io, values.config).config : defaultConfig();
    r = changelogFiles({ config, today: io.today, before: { path: resolveIn(io, before), name: before }, after: { path: resolveIn(io, after), name: after }, ...versions });
  } else {
    for (const p of [before, after]) if (isFile(resolveIn(io, p))) throw new InputError(`${p} is a file and the other argument is not: give two files (snapshots or lockfiles) or two git refs`);
    const { config, root } = loadCliConfig(io, values.config, values);
    const lockfile = cliLockfile(io, root, config, values.lockfile);
    const onEvent = progress(io, values.quiet === true || format === 'json' || format === 'summary');
    r = await changelogRefs({
      config,
      rootDir: root,
      lockfile,
      env: io.env,
      today: io.today,
      before,
      after,
      versions,
      packageDir: packageFolder(root, io.cwd),
      ...(values.server?.length ? { servers: values.server } : {}),
      ...(onEvent ? { onEvent } : {}),
    });
  }
  io.stdout(renderRelease(format, r.input, { cosmetic: values['no-cosmetic'] !== true }));
  return r.evaluation.failures.length ? EXIT_CODES.couldNotRun : EXIT_CODES.pass;
}
