import { writeFileSync } from 'node:fs';
import { buildLockfile, serializeLockfile } from '../../contract/lockfile.js';
import { signLockfileStamped } from '../../contract/signature.js';
import { discoverAll } from '../../discovery/index.js';
import { renamesSince } from '../../gate/renames.js';
import { plural } from '../../report/common.js';
import { oneOf, parseFlags } from '../args.js';
import { CONFIG_FLAG_HELP, display, loadCliConfig, readCliLockfile, resolveFromRoot, resolveIn, TIMEOUT_FLAG_HELP, LOCKFILE_FLAGS } from '../config.js';
import type { CliIO } from '../io.js';
import { readSigningKey, SIGN_KEY_FLAG_HELP } from '../keys.js';
import { progress } from '../progress.js';
import { summaryLines } from './snapshot.js';
import { newToolReview, pinReview } from './pin-review.js';
import { EXIT_CODES } from '../../util/exit-codes.js';
import { isObject, prettyJson, type JsonObject, type JsonValue } from '../../util/json.js';
import { InputError } from '../../util/errors.js';
import type { SnapshotSet } from '../../contract/types.js';
import { checkPrompts, checkResources, checkResourceTemplates, checkTools, type ListKind } from '../../contract/tool-list.js';
import { withoutVaryingServers } from '../../policy/listing-varies.js';
import { escapeTerminal, truncate } from '../../report/escape.js';

export const PIN_HELP = `Usage: mcp-contract-gate pin [--config F] [--lockfile F] [--timeout SECONDS] [--by NAME] [--reason TEXT] [--approve-renames] [--sign-key K [--resign]] [--allow-secret-in-lockfile] [--strict] [--format text|json]

Read every configured server and write the lockfile (mcp-contracts.lock.json by default, or the config's
\`lockfile\`, relative to the repository root): each tool's canonical contract, its SHA-256, and the approval that
admitted it. Contracts that did not change keep their approval; new or changed ones get --by/--reason (or none). A
server that cannot be read keeps its previous entries, so a crash never unpins anything. An entry no lockfile
entry can hold (not an object, no usable name, nested too deep) is left out, and named with the reason: a warning
on stderr and the summary's count (text), \`leftOut\` (json); \`check\` reports such a tool or prompt as tool-invalid.

Options:
${CONFIG_FLAG_HELP}
  --lockfile F      write this file instead (relative to the working folder)
${TIMEOUT_FLAG_HELP}
  --by NAME         who approves the new or changed contracts
  --reason TEXT     why
  --approve-renames record the renamed tools and arguments (old names → new, found as the pull-request gate finds
                    them against the lockfile being replaced), so the proxy translates calls that use the old names
${SIGN_KEY_FLAG_HELP}
  --resign          with --sign-key: raise the signed sequence and date the signature today even when nothing
                    changed (for consumers that refuse old signatures with --max-age)
  --allow-secret-in-lockfile
                    write the lockfile even when a contract holds the value of a known secret (a variable the
                    config's \${VAR} references name, or a credential-named variable): refused by default, naming
                    the tool and field
  --strict          exit ${EXIT_CODES.blocking} when a launch names no exact package version (npx -y pkg, pkg@latest, a range):
                    the server-launch-unpinned finding \`check\` reports, which pin always warns about
  --format F        text (default: progress and a summary on stderr) or json (a summary on stdout)
  -q, --quiet       no progress lines, and no review of new tools' text, on stderr (also off with --format json)
  -h, --help        this help

Exit codes: ${EXIT_CODES.pass} written with every server read, ${EXIT_CODES.blocking} written, but --strict and an unpinned launch that blocks,
${EXIT_CODES.badInput} config or key error, or a secret in a contract (not written), ${EXIT_CODES.couldNotRun} written but some servers failed (their previous entries kept).
`;

/** An entry of a listing that no lockfile entry can hold (not an object, no usable name, too deep), and why. */
export interface LeftOut {
  server: string;
  kind: ListKind;
  /** Its name when it has a string one, else its place (`tools[3]`). */
  entry: string;
  problem: string;
}

/**
 * The entries pin leaves out of the lockfile: the invalid entries of every listing it pins (tools, prompts, resource
 * templates, resources) of every server it read. `check` reports an invalid tool or prompt as `tool-invalid`; pin
 * says which it left out and why, so a pin never drops one quietly.
 */
export function leftOutEntries(set: SnapshotSet): LeftOut[] {
  const out: LeftOut[] = [];
  for (const [server, s] of Object.entries(set.servers)) {
    if (s.error) continue;
    const lists = [
      ['tool', checkTools(s.tools)],
      ['prompt', checkPrompts(s.prompts)],
      ['resource template', checkResourceTemplates(s.resourceTemplates)],
      ['resource', checkResources(s.resources)],
    ] as const;
    for (const [kind, checked] of lists) for (const bad of checked.invalid) out.push({ server, kind, entry: bad.label, problem: bad.problem });
  }
  return out;
}

/** One stderr line for an entry pin left out (server text escaped for a terminal or a CI log). */
function leftOutLine(l: LeftOut): string {
  const reported = l.kind === 'tool' || l.kind === 'prompt' ? '; `check` reports it as tool-invalid' : '';
  return `warning: left out ${l.kind} ${escapeTerminal(`${l.server}/${truncate(l.entry, 200)}`)}: ${escapeTerminal(truncate(l.problem, 300))} (no lockfile entry can hold it${reported})\n`;
}

/** The entries left out, by kind: `2 tools, 1 prompt`. */
function leftOutSummary(leftOut: readonly LeftOut[]): string {
  const kinds = [...new Set(leftOut.map((l) => l.kind))];
  return kinds.map((k) => plural(leftOut.filter((l) => l.kind === k).length, k)).join(', ');
}

/** Where a lockfile's text holds a known secret: `tool reviews/echo (contract.description)`, or a server's field. */
export function secretPlaces(lock: JsonValue, holds: (text: string) => boolean): string[] {
  const out: string[] = [];
  const servers = isObject(lock) && isObject(lock.servers) ? lock.servers : {};
  const found = (v: JsonValue, path: string[]): string[] => {
    if (typeof v === 'string') return holds(v) ? [path.join('.')] : [];
    if (Array.isArray(v)) return v.flatMap((x, i) => found(x, [...path, String(i)]));
    if (isObject(v)) return Object.entries(v).flatMap(([k, x]) => [...(holds(k) ? [[...path, k].join('.')] : []), ...found(x, [...path, k])]);
    return [];
  };
  for (const [id, server] of Object.entries(servers)) {
    if (!isObject(server)) continue;
    for (const [key, value] of Object.entries(server)) {
      const kind = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'resource template' }[key];
      if (kind && isObject(value)) {
        for (const [name, entry] of Object.entries(value)) for (const field of found(entry, [])) out.push(`${kind} ${id}/${name} (${field || 'name'})`);
      } else for (const field of found(value, [key])) out.push(`server ${id} (${field})`);
    }
  }
  return [...new Set(out)];
}

function secretList(places: string[]): string {
  const shown = places.slice(0, 5).map((p) => escapeTerminal(p));
  return `${shown.join(', ')}${places.length > shown.length ? ` and ${places.length - shown.length} more` : ''} ${places.length === 1 ? 'holds' : 'hold'}`;
}

export async function runPin(args: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags('pin', {
    args,
    options: {
      ...LOCKFILE_FLAGS,
      by: { type: 'string' },
      reason: { type: 'string' },
      'sign-key': { type: 'string' },
      resign: { type: 'boolean' },
      'approve-renames': { type: 'boolean' },
      'allow-secret-in-lockfile': { type: 'boolean' },
      strict: { type: 'boolean' },
      format: { type: 'string', default: 'text' },
    },
  });
  if (values.help) {
    io.stdout(PIN_HELP);
    return 0;
  }
  const format = oneOf('--format', values.format, ['text', 'json'] as const);
  const { config, root } = loadCliConfig(io, values.config, values);
  // before any server starts: a wrong key is bad input, not a failed pin
  const signingKey = values['sign-key'] !== undefined ? readSigningKey(io, values['sign-key']) : undefined;
  if (values.resign && !signingKey) throw new InputError('--resign goes with --sign-key K: it re-signs the lockfile');
  const file = values.lockfile !== undefined ? resolveIn(io, values.lockfile) : resolveFromRoot(root, config.lockfile);
  const previous = readCliLockfile(io, file);
  const onEvent = progress(io, values.quiet === true || format === 'json');
  // a server whose listing varies by caller or by read is not pinned: it fails as a server that cannot be read does
  const set = withoutVaryingServers(
    await discoverAll(config.servers, { rootDir: root, env: io.env, concurrency: config.concurrency, downloadConcurrency: config.downloadConcurrency, ...(onEvent ? { onEvent } : {}) }),
  );
  const approval = values.by ? { by: values.by, ...(values.reason ? { reason: values.reason } : {}), at: io.today } : null;
  const renames = values['approve-renames'] ? renamesSince(previous, set, config.policy, io.today) : [];
  const built = buildLockfile(set, previous, {
    includeMeta: config.includeMeta,
    neutralPaths: config.neutralPaths,
    neutralMachine: config.neutralMachine,
    approval,
    ...(renames.length ? { renames } : {}),
  });
  // signed: the sequence rises when the content changed (or with --resign), so a verifier can refuse an older lockfile
  const stamp = { today: io.today, ...(previous ? { previous: JSON.parse(serializeLockfile(previous)) as JsonObject } : {}), resign: values.resign === true };
  const lock = signingKey ? signLockfileStamped(built, signingKey, stamp) : built;
  const text = serializeLockfile(lock);
  // a contract holding a secret's value (a server echoing its token into a description) is refused, or pinned on request
  const secrets = io.scrubber ? secretPlaces(JSON.parse(text) as JsonValue, (t) => io.scrubber!.contains(t)) : [];
  if (secrets.length && values['allow-secret-in-lockfile'] !== true)
    throw new InputError(
      `pin: ${display(io, file)} not written: ${secretList(secrets)} the value of a secret (a variable the config's \${VAR} references name, a credential-named variable of the environment, or an OAuth token obtained for the server), as the server lists it. Keep the secret out of what the server lists, or pass --allow-secret-in-lockfile to pin it anyway`,
    );
  writeFileSync(file, text);
  const count = Object.values(lock.servers).reduce((n, s) => n + Object.keys(s.tools).length, 0);
  // the review, by the one judge: the tools new to the lockfile, and what check will report of a launch naming no exact version
  const review = pinReview(set, previous, config, io.today);
  const warnings = review.unpinned.map((f) => `server ${f.server}: ${f.message} (${f.rule}, ${f.severity}${f.blocking ? ', blocking' : ''}: \`check\` reports it)`);
  const leftOut = leftOutEntries(set);
  if (format === 'json') {
    const servers = Object.fromEntries(
      Object.entries(set.servers).map(([id, s]) => [id, s.error ? { error: s.error, kept: Object.keys(lock.servers[id]?.tools ?? {}).length } : { tools: s.tools.length }]),
    );
    io.stdout(
      prettyJson({
        lockfile: display(io, file),
        pinned: count,
        ...(lock.signature ? { signedBy: lock.signature.keyId } : {}),
        servers,
        ...(warnings.length ? { warnings } : {}),
        ...(leftOut.length ? { leftOut } : {}),
      }),
    );
  } else {
    // Progress named every server as it was read (or --quiet asked for quiet): the end repeats only what failed, with its output.
    io.stderr(summaryLines(set, { failedOnly: true }));
    for (const [id, s] of Object.entries(set.servers)) {
      if (!s.error) continue;
      const kept = lock.servers[id];
      io.stderr(
        kept
          ? `kept the previous entry of ${id} (${plural(Object.keys(kept.tools).length, 'tool')}): it could not be read, so nothing of it was re-pinned\n`
          : `${id} could not be read and has no previous entry: it is NOT pinned, and the gate fails on it until a pin can read it\n`,
      );
    }
    for (const r of renames) io.stderr(`recorded rename (${r.server}): ${r.kind === 'tool' ? `tool ${r.from} → ${r.to}` : `${r.tool}: argument ${r.from} → ${r.to}`}\n`);
    const newTools = values.quiet === true ? undefined : newToolReview(review.newTools);
    if (newTools) io.stderr(newTools);
    for (const w of warnings) io.stderr(`warning: ${escapeTerminal(w)}\n`);
    if (secrets.length) io.stderr(`warning: ${secretList(secrets)} the value of a secret, pinned in ${display(io, file)} as --allow-secret-in-lockfile asked\n`);
    for (const l of leftOut) io.stderr(leftOutLine(l));
    const omitted = leftOut.length ? `; left out ${plural(leftOut.length, 'invalid entry', 'invalid entries')} (${leftOutSummary(leftOut)}: see above)` : '';
    io.stderr(`pinned ${plural(count, 'tool')} from ${plural(Object.keys(lock.servers).length, 'server')} in ${display(io, file)}${omitted}\n`);
    if (lock.signature) io.stderr(`signed with key ${lock.signature.keyId}${lock.signed ? ` (sequence ${lock.signed.sequence}, ${lock.signed.date})` : ''}\n`);
    else if (previous?.signature)
      io.stderr(`note: the previous lockfile was signed (key ${previous.signature.keyId}); this one is not: pass --sign-key to sign it, or \`check --verify\` will refuse it\n`);
  }
  if (Object.values(set.servers).some((s) => s.error)) return EXIT_CODES.couldNotRun;
  return values.strict && review.unpinned.some((f) => f.blocking) ? EXIT_CODES.blocking : EXIT_CODES.pass;
}
