import { didYouMean } from '../config/did-you-mean.js';
import { InputError } from '../util/errors.js';
import { VERSION } from '../version.js';
import { DIFF_HELP, runDiff } from './commands/diff.js';
import { runRules } from './commands/rules.js';
import type { CliIO } from './io.js';

const HELP = `mcp-contract-gate ${VERSION}: pin, diff and gate MCP tool contracts.

Usage: mcp-contract-gate <command> [options]

Commands:
  diff BEFORE AFTER   compare two tool snapshots
  snapshot            read the configured servers and write what they list
  pin                 write or update the lockfile from the live servers
  check               compare the live servers with the lockfile (exit 1 on blocking drift)
  gate --base REF     the pull-request gate, locally: lockfile (or servers) at REF vs the working tree
  probe               call tools with frozen cases at head (and base): promote, hold or rollback
  proxy               an MCP proxy (stdio or HTTP) that refuses drifted tools and translates renames
  rules               list the rule catalog (IDs for policy overrides and ignores)

Run \`mcp-contract-gate <command> --help\` for a command's options.
`;

/**
 * Run one CLI invocation; returns the exit code. `diff` and `rules` need only the pure engine and are imported
 * statically; the commands that read live servers (the MCP SDK, git, ajv…) are imported when run, so the bundle
 * splits them into chunks that `diff` never loads. Bad input is exit 2 with a one-line message, never a stack trace. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
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
      case 'diff':
        return runDiff(rest, io);
      case 'rules':
        return runRules(rest, io);
      case 'snapshot':
        return await (await import('./commands/snapshot.js')).runSnapshot(rest, io);
      case 'pin':
        return await (await import('./commands/pin.js')).runPin(rest, io);
      case 'check':
        return await (await import('./commands/check.js')).runCheck(rest, io);
      case 'gate':
        return await (await import('./commands/gate.js')).runGate(rest, io);
      case 'probe':
        return await (await import('./commands/probe.js')).runProbe(rest, io);
      case 'proxy':
        return await (await import('./commands/proxy.js')).runProxy(rest, io);
      default:
        throw unknownCommand(command);
    }
  } catch (err) {
    if (err instanceof InputError) {
      io.stderr(`mcp-contract-gate: ${err.message}\n`);
      return 2;
    }
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`mcp-contract-gate: ${(err as Error).message}\n`);
      return 2;
    }
    throw err;
  }
}

export { DIFF_HELP };

/** The commands, for "did you mean" (keep in step with the switch above and HELP). */
const COMMANDS = ['diff', 'snapshot', 'pin', 'check', 'gate', 'probe', 'proxy', 'rules'];

function unknownCommand(command: string): InputError {
  const match = didYouMean(command, COMMANDS);
  if (command.startsWith('-')) return new InputError(`unknown option ${command}: options come after the command, e.g. \`mcp-contract-gate check ${command}\` (see --help)`);
  return new InputError(`unknown command "${command}"${match ? `; did you mean "${match}"?` : `; commands are ${COMMANDS.join(', ')}`} (see --help)`);
}
