import type { DiscoveryEvent } from '../discovery/discover-all.js';
import { plural } from '../report/common.js';
import { escapeTerminal, truncate } from '../report/escape.js';
import type { CliIO } from './io.js';

/**
 * Progress lines on stderr while servers are set up and read, one line per step as it happens (so they never mix
 * into the report on stdout):
 *
 *     · setup "npm ci" in packages/api (for api, worker) @ base
 *     ✓ setup "npm ci" in packages/api done in 14.2 s @ base
 *     · api: starting @ base
 *     ✓ api: 12 tools in 840 ms @ base
 *     ✗ worker: the server exited with code 1 during initialize @ head
 *
 * Returns undefined when `quiet`, so callers pass it straight on as `onEvent`.
 */
export function progress(io: CliIO, quiet: boolean): ((event: DiscoveryEvent) => void) | undefined {
  if (quiet) return undefined;
  const started = new Map<string, number>();
  const write = (line: string, ref: string | undefined) => io.stderr(`${line}${ref ? ` @ ${ref}` : ''}\n`);
  return (e) => {
    const key = `${e.ref ?? ''}\u0000${e.type.startsWith('setup') ? `setup\u0000${e.setup?.cwd}\u0000${e.setup?.command}` : e.server}`;
    if (e.type === 'setup-start' || e.type === 'setup-end') {
      const s = e.setup!;
      // The folder inside its checkout (a base worktree lives in a temporary folder: never shown).
      const where = s.folder && !s.folder.startsWith('..') ? ` in ${safe(s.folder)}` : '';
      const what = `setup ${safe(JSON.stringify(s.command))}${where}`;
      if (e.type === 'setup-start') {
        started.set(key, e.time);
        write(`· ${what} (for ${s.servers.map((id) => safe(id)).join(', ')})`, e.ref);
      } else if (e.error) write(`✗ ${what} failed: ${safe(e.error.message)}`, e.ref);
      else write(`✓ ${what} done in ${duration(e.time - (started.get(key) ?? e.time))}`, e.ref);
      return;
    }
    if (e.type === 'note') {
      write(`· ${safe(e.server)}: ${escapeTerminal(e.text ?? '')}`, e.ref);
      return;
    }
    if (e.type === 'start') {
      started.set(key, e.time);
      write(`· ${safe(e.server)}: starting`, e.ref);
      return;
    }
    const s = e.snapshot;
    if (!s) return;
    if (s.error) write(`✗ ${safe(e.server)}: ${safe(s.error.message)}`, e.ref);
    else {
      const prompts = s.prompts?.length ? `, ${plural(s.prompts.length, 'prompt')}` : '';
      const took = started.has(key) ? ` in ${duration(e.time - started.get(key)!)}` : '';
      write(`✓ ${safe(e.server)}: ${plural(s.tools.length, 'tool')}${prompts}${took}`, e.ref);
    }
  };
}

function safe(text: string): string {
  return escapeTerminal(truncate(text, 200));
}

function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
