import { writeFileSync } from 'node:fs';
import { releaseCheck, releaseOutcome } from '../../app/release.js';
import { packageFolder } from '../../app/release-baseline.js';
import { BASELINE_KINDS } from '../../policy/versioning.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { oneOf, parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, loadCliConfig, resolveIn, TIMEOUT_FLAG_HELP, cliLockfile, LOCKFILE_FLAGS } from '../config.js';
import { scrubbedText, type CliIO } from '../io.js';
import { progress } from '../progress.js';
import { CHANGELOG_FORMATS, changelogFormatHelp, renderRelease } from './release-output.js';

export const RELEASE_CHECK_HELP = `Usage: mcp-contract-gate release-check [--version V] [--since REF | --since-published V] [--baseline ${BASELINE_KINDS.join('|')}] [--format ${CHANGELOG_FORMATS.join('|')}]

For server authors, before a release: compare the contracts at the last release with the servers of the working
tree, and check that the version being released makes the bump the changes need under semver (a removed parameter
needs a major release; a new tool or a re-described one a minor one; cosmetic changes a patch). Run it in the
server's folder: the version comes from its server.json, package.json or pyproject.toml (they must agree), the last
release is its highest release tag below that version (v1.2.3, 1.2.3, NAME@1.2.3, NAME-v1.2.3, NAME/v1.2.3; in a
monorepo only tags named after the package). The baseline is the first that can be read of: the lockfile at that
tag; the previous published version of the package (npm, PyPI), launched with today's config entry; that tag
checked out in a worktree and run with today's config and setup. Which one was used is printed first; when none can
be read, the check refuses (exit ${EXIT_CODES.couldNotRun}) and says what was tried and what to add.

Options:
  --version V       the version being released (default: the one the project files declare)
  --since REF       the last release, as a git ref (default: the server's highest release tag below the version)
  --since-published V
                    the baseline is the published package at version V (an image: a tag or sha256: digest)
  --baseline K      use only this baseline: lockfile, registry or worktree (default: the first that can be read)
  --tag-pattern P   the shape of the server's release tags, {version} for the version (e.g. "release-{version}")
  --server ID       only this server of the config (repeatable; default: the servers that run in this folder)
  --github-summary FILE
                    also write the Markdown the action's release mode writes to the job summary
  --no-cosmetic     leave representation-only (cosmetic) changes out of the changelog
${CONFIG_FLAG_HELP}
  --lockfile F      the lockfile path in the last release's ref (default: the config's \`lockfile\`)
${TIMEOUT_FLAG_HELP}
${changelogFormatHelp('text')}
  -q, --quiet       no progress lines on stderr (also off with --format json or summary)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} the version makes the bump, ${EXIT_CODES.blocking} it is too small (or the version files disagree), ${EXIT_CODES.badInput} bad input (no
version), ${EXIT_CODES.couldNotRun} could not run (no baseline could be read, or a server could not be read).
`;

export async function runReleaseCheck(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('release-check', {
    args,
    options: {
      version: { type: 'string' },
      since: { type: 'string' },
      'since-published': { type: 'string' },
      baseline: { type: 'string' },
      'tag-pattern': { type: 'string' },
      server: { type: 'string', multiple: true },
      'github-summary': { type: 'string' },
      'no-cosmetic': { type: 'boolean' },
      format: { type: 'string', default: 'text' },
      ...LOCKFILE_FLAGS,
    },
  });
  if (values.help) {
    io.stdout(RELEASE_CHECK_HELP);
    return 0;
  }
  const format = oneOf('--format', values.format ?? 'text', CHANGELOG_FORMATS);
  const baseline = values.baseline !== undefined ? oneOf('--baseline', values.baseline, BASELINE_KINDS) : undefined;
  const { config, root } = loadCliConfig(io, values.config, values);
  const lockfile = cliLockfile(io, root, config, values.lockfile);
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
    ...(baseline ? { baseline } : {}),
    ...(values['tag-pattern'] !== undefined ? { tagPattern: values['tag-pattern'] } : {}),
    ...(values.server?.length ? { servers: values.server } : {}),
    packageDir: packageFolder(root, io.cwd),
    ...(onEvent ? { onEvent } : {}),
  });
  // the job summary's bytes: the release mode's Markdown, with the line end the runner's summary adds (core.summary.addRaw)
  if (values['github-summary'] !== undefined) writeFileSync(resolveIn(io, values['github-summary']), scrubbedText(io, `${releaseOutcome(r).markdown}\n`));
  io.stdout(renderRelease(format, r.input, { cosmetic: values['no-cosmetic'] !== true }));
  return r.exitCode;
}
