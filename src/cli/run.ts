import { didYouMean } from '../util/did-you-mean.js';
import { InputError } from '../util/errors.js';
import { EXIT_CODES } from '../util/exit-codes.js';
import { VERSION } from '../version.js';
import { DIFF_HELP, runDiff } from './commands/diff.js';
import { runRules } from './commands/rules.js';
import { scrubbedIO, type CliIO } from './io.js';

type Run = (args: string[], io: CliIO) => Promise<number> | number;

/**
 * Every command, once: how it is shown in the overview and how it runs. `diff` and `rules` need only the pure engine
 * and are imported statically; the commands that read live servers (the MCP SDK, git, ajv…) are imported when run, so
 * the bundle splits them into chunks that `diff` never loads.
 */
const COMMANDS: ReadonlyArray<{ name: string; usage?: string; summary: string; run: Run }> = [
  { name: 'diff', usage: 'diff BEFORE AFTER', summary: 'compare two tool snapshots', run: runDiff },
  { name: 'snapshot', summary: 'read the configured servers and write what they list', run: async (a, io) => (await import('./commands/snapshot.js')).runSnapshot(a, io) },
  { name: 'pin', summary: 'write or update the lockfile from the live servers', run: async (a, io) => (await import('./commands/pin.js')).runPin(a, io) },
  { name: 'check', summary: 'compare the live servers with the lockfile (exit 1 on blocking drift)', run: async (a, io) => (await import('./commands/check.js')).runCheck(a, io) },
  {
    name: 'gate',
    usage: 'gate --base REF',
    summary: 'the pull-request gate, locally: lockfile (or servers) at REF vs the working tree',
    run: async (a, io) => (await import('./commands/gate.js')).runGate(a, io),
  },
  { name: 'probe', summary: 'call tools with frozen cases at head (and base): promote, hold or rollback', run: async (a, io) => (await import('./commands/probe.js')).runProbe(a, io) },
  { name: 'proxy', summary: 'an MCP proxy (stdio or HTTP) that refuses drifted tools and translates renames', run: async (a, io) => (await import('./commands/proxy.js')).runProxy(a, io) },
  {
    name: 'changelog',
    summary: 'the contract changelog between two releases (refs, snapshots or lockfiles) and the bump it needs',
    run: async (a, io) => (await import('./commands/changelog.js')).runChangelog(a, io),
  },
  {
    name: 'release-check',
    summary: 'for server authors: fail when the version being released is smaller than its contract changes need',
    run: async (a, io) => (await import('./commands/release-check.js')).runReleaseCheck(a, io),
  },
  { name: 'rules', summary: 'list the rule catalog (IDs for policy overrides and ignores)', run: runRules },
  {
    name: 'references',
    summary: 'list the places in the repository that name MCP tools (settings, agents, prompts, workflows, code)',
    run: async (a, io) => (await import('./commands/references.js')).runReferences(a, io),
  },
  { name: 'wrap', summary: "rewrite an MCP client config's servers to start through the proxy", run: async (a, io) => (await import('./commands/wrap.js')).runWrap(a, io, 'wrap') },
  { name: 'unwrap', summary: 'restore the servers wrap rewrote', run: async (a, io) => (await import('./commands/wrap.js')).runWrap(a, io, 'unwrap') },
  { name: 'keygen', summary: 'create an Ed25519 key pair to sign lockfiles (pin --sign-key, check/proxy --verify)', run: async (a, io) => (await import('./commands/keygen.js')).runKeygen(a, io) },
];
const COMMAND_NAMES = COMMANDS.map((c) => c.name);

const HELP = `mcp-contract-gate ${VERSION}: pin, diff and gate MCP tool contracts.

Usage: mcp-contract-gate <command> [options]

Commands:
${COMMANDS.map((c) => `  ${(c.usage ?? c.name).padEnd(20)}${c.summary}`).join('\n')}

Run \`mcp-contract-gate <command> --help\` for a command's options.
`;

/** Run one CLI invocation; returns the exit code (EXIT_CODES). Bad input is a one-line message, never a stack trace. */
export async function runCli(argv: string[], raw: CliIO): Promise<number> {
  const io = scrubbedIO(raw);
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.stdout(HELP);
        return command === undefined ? 2 : 0;
      case '--version':
      case '-V':
        io.stdout(`${VERSION}\n`);
        return 0;
      default: {
        const found = COMMANDS.find((c) => c.name === command);
        if (!found) throw unknownCommand(command);
        return await found.run(rest, io);
      }
    }
  } catch (err) {
    if (err instanceof InputError) {
      io.stderr(`mcp-contract-gate: ${err.message}\n`);
      return err.exitCode;
    }
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`mcp-contract-gate: ${(err as Error).message}\n`);
      return EXIT_CODES.badInput;
    }
    // Not the input's fault and not a contract change: git, the file system or a bug. Its own code, so a script
    // never reads it as "blocking changes".
    io.stderr(`mcp-contract-gate: could not run: ${(err as Error).stack ?? String(err)}\n`);
    return EXIT_CODES.couldNotRun;
  }
}

export { DIFF_HELP };

function unknownCommand(command: string): InputError {
  const match = didYouMean(command, COMMAND_NAMES);
  if (command.startsWith('-')) return new InputError(`unknown option ${command}: options come after the command, e.g. \`mcp-contract-gate check ${command}\` (see --help)`);
  return new InputError(`unknown command "${command}"${match ? `; did you mean "${match}"?` : `; commands are ${COMMAND_NAMES.join(', ')}`} (see --help)`);
}
