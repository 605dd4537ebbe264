import { releaseCheck } from '../../app/release.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { oneOf, parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, display, loadCliConfig, resolveFromRoot, resolveIn, TIMEOUT_FLAG_HELP, TIMEOUT_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { progress } from '../progress.js';
import { CHANGELOG_FORMATS, changelogFormatHelp, renderRelease } from './release-output.js';

export const RELEASE_CHECK_HELP = `Usage: mcp-contract-gate release-check [--version V] [--since REF | --since-published V] [--format ${CHANGELOG_FORMATS.join('|')}]

For server authors, before a release: compare the contracts at the last release with the servers of the working
tree, and check that the version being released makes the bump the changes need under semver (a removed parameter
needs a major release; a new tool a minor one). The version comes from server.json, package.json or pyproject.toml
(they must agree); the last release is the highest version tag below it (its lockfile, else its servers as
discovered in a temporary worktree), a ref you name, or the published packages at a version. Prints the changelog.

Options:
  --version V       the version being released (default: the one the project files declare)
  --since REF       the last release, as a git ref (default: the highest version tag below the version)
  --since-published V
                    the last release as the published packages at version V (servers that launch a package)
${CONFIG_FLAG_HELP}
  --lockfile F      the lockfile path in the last release's ref (default: the config's \`lockfile\`)
${TIMEOUT_FLAG_HELP}
${changelogFormatHelp('text')}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} the version makes the bump, ${EXIT_CODES.blocking} it is too small (or the version files disagree), ${EXIT_CODES.badInput} bad input (no
version, no earlier release), ${EXIT_CODES.couldNotRun} a server could not be read.
`;

export async function runReleaseCheck(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('release-check', {
    args,
    options: {
      version: { type: 'string' },
      since: { type: 'string' },
      'since-published': { type: 'string' },
      format: { type: 'string', default: 'text' },
      config: { type: 'string' },
      lockfile: { type: 'string' },
      ...TIMEOUT_FLAGS,
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(RELEASE_CHECK_HELP);
    return 0;
  }
  const format = oneOf('--format', values.format ?? 'text', CHANGELOG_FORMATS);
  const { config, root } = loadCliConfig(io, values.config, values);
  const lockfile = display({ ...io, cwd: root }, values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(root, config.lockfile));
  const onEvent = progress(io, values.quiet === true || format === 'json' || format === 'summary');
  const r = await releaseCheck({
    config,
    rootDir: root,
    lockfile,
    env: io.env,
    today: io.today,
    ...(values.version !== undefined ? { version: values.version } : {}),
    ...(values.since !== undefined ? { since: values.since } : {}),
    ...(values['since-published'] !== undefined ? { sincePublished: values['since-published'] } : {}),
    ...(onEvent ? { onEvent } : {}),
  });
  io.stdout(renderRelease(format, r.input));
  return r.exitCode;
}
