import { writeFileSync } from 'node:fs';
import { prettyJson } from '../../util/json.js';

import type { SnapshotSet } from '../../contract/types.js';
import { discoverAll } from '../../discovery/index.js';
import { plural } from '../../report/common.js';
import { oneOf, parseFlags } from '../args.js';
import { CONFIG_CANDIDATES, display, loadCliConfig, resolveIn, TIMEOUT_FLAG_HELP, SERVER_FLAGS } from '../config.js';
import { scrubbedText, type CliIO } from '../io.js';
import { progress } from '../progress.js';
import { EXIT_CODES } from '../../util/exit-codes.js';

export const SNAPSHOT_HELP = `Usage: mcp-contract-gate snapshot [--config F] [--timeout SECONDS] [--out F] [--format json|text]

Start (or reach) every configured server, read tools/list, prompts/list and resources/templates/list exactly as
sent, and write them as a multi-server snapshot: {"servers":{"ID":{"tools":[…],"serverInfo":…,"error"?:…}}},
the shape \`diff\` reads.

Options:
  --config F        the gate's YAML or an MCP client config (.mcp.json, .vscode/mcp.json, .cursor/mcp.json,
                    claude_desktop_config.json); default: ${CONFIG_CANDIDATES[0]}, then ${CONFIG_CANDIDATES[1]}, …
                    here or in a folder above, up to the repository root
${TIMEOUT_FLAG_HELP}
  --out F           write the snapshot to F (relative to the working folder; default: standard output)
  --format F        json (default) or text (a one-line summary per server)
  -q, --quiet       no progress lines on stderr (also off when the JSON goes to standard output)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} every server was read, ${EXIT_CODES.badInput} config error, ${EXIT_CODES.couldNotRun} some failed (their errors are in the
snapshot).
`;

function snapshotJson(set: SnapshotSet): string {
  // a server's over-deep tool is cut past the limit, so writing never overflows and a reader still reports it
  return prettyJson({ servers: set.servers });
}

/** One line per server (✓ with its counts, ✗ with its error and output tail); `failedOnly`: the ✗ lines only. */
export function summaryLines(set: SnapshotSet, options: { failedOnly?: boolean } = {}): string {
  const lines = Object.entries(set.servers)
    .filter(([, s]) => !options.failedOnly || s.error || s.tools.length === 0)
    .map(([id, s]) =>
      s.error
        ? `✗ ${id}: ${s.error.message}${s.error.exitCode !== undefined && s.error.exitCode !== null ? ` (exit code ${s.error.exitCode})` : ''}${s.error.stderr ? `\n    stderr: ${s.error.stderr.trim().split('\n').slice(-5).join('\n            ')}` : ''}`
        : s.tools.length === 0 && !s.prompts?.length
          ? `⚠ ${id}: 0 tools: the server listed nothing (a missing API key or feature flag, or the client capabilities declared, can hide its tools)`
          : `✓ ${id}: ${plural(s.tools.length, 'tool')}${s.prompts?.length ? `, ${plural(s.prompts.length, 'prompt')}` : ''}${s.serverInfo?.version ? ` (${s.serverInfo.name ?? ''} ${s.serverInfo.version})` : ''}`,
    );
  return lines.length ? `${lines.join('\n')}\n` : '';
}

export async function runSnapshot(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('snapshot', {
    args,
    options: {
      ...SERVER_FLAGS,
      out: { type: 'string' },
      format: { type: 'string', default: 'json' },
    },
  });
  if (values.help) {
    io.stdout(SNAPSHOT_HELP);
    return 0;
  }
  const format = oneOf('--format', values.format, ['json', 'text'] as const);
  const { config, root } = loadCliConfig(io, values.config, values);
  const onEvent = progress(io, values.quiet === true || (format === 'json' && !values.out));
  const set = await discoverAll(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, ...(onEvent ? { onEvent } : {}) });
  const failed = Object.values(set.servers).some((s) => s.error);
  if (values.out) {
    const out = resolveIn(io, values.out);
    writeFileSync(out, scrubbedText(io, snapshotJson(set)));
    io.stderr(summaryLines(set, { failedOnly: true }));
    io.stderr(`wrote ${display(io, out)} (${plural(Object.keys(set.servers).length, 'server')})\n`);
  } else io.stdout(format === 'text' ? summaryLines(set) : snapshotJson(set));
  return failed ? EXIT_CODES.couldNotRun : EXIT_CODES.pass;
}
