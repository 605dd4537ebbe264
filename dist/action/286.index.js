export const id = 286;
export const ids = [286];
export const modules = {

/***/ 8835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ finish)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(4069);
;// CONCATENATED MODULE: ./src/report/json.ts


const REPORT_SCHEMA_VERSION = 1;
/** One change in the JSON report: fixed key order, so the same input gives the same bytes. */
function findingJson(f) {
    const out = { rule: f.rule, severity: f.severity };
    if (f.server !== undefined)
        out.server = f.server;
    out.entity = f.entity;
    out.tool = f.tool;
    out.path = f.path;
    out.pointer = f.pointer;
    out.before = f.before;
    out.after = f.after;
    if (f.witness)
        out.witness = witnessJson(f.witness);
    out.message = f.message;
    out.reason = f.reason;
    out.blocking = f.blocking;
    if (f.originalSeverity)
        out.originalSeverity = f.originalSeverity;
    if (f.flags?.length)
        out.flags = f.flags.map((fl) => ({
            id: fl.id,
            message: fl.message,
            ...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}),
            ...(fl.confidence ? { confidence: fl.confidence } : {}),
            ...(fl.family ? { family: fl.family } : {}),
        }));
    if (f.modelText !== undefined)
        out.modelText = f.modelText;
    if (f.effects?.length)
        out.policy = f.effects.map((e) => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
    return out;
}
/** A finding's witness: the value, what it is the value of ('' for a whole call or result), and where it is rejected. */
function witnessJson(w) {
    return { value: w.value, of: w.of, rejected: { path: w.rejected.path, keyword: w.rejected.keyword } };
}
/** The documented JSON report (see README "JSON report"). */
function jsonReport(input) {
    const { diff, evaluation } = input;
    const out = {
        reportVersion: REPORT_SCHEMA_VERSION,
        decision: (0,common/* gateDecision */.eU)(input),
        blocking: evaluation.blocking,
        summary: { ...evaluation.summary },
        changes: evaluation.findings.map(findingJson),
        servers: JSON.parse(JSON.stringify(diff.servers)),
        failures: evaluation.failures.map((f) => JSON.parse(JSON.stringify(f))),
        notes: evaluation.notes,
    };
    if (input.subject)
        out.subject = { before: input.subject.before, after: input.subject.after };
    if (input.approval)
        out.approval = JSON.parse(JSON.stringify(input.approval));
    if (input.nextStep)
        out.nextStep = input.nextStep;
    if (input.probes)
        out.probes = JSON.parse(JSON.stringify(input.probes));
    if (input.nextStepCommand)
        out.nextStepCommand = input.nextStepCommand;
    return out;
}
function renderJson(input) {
    return (0,json/* prettyJson */.D_)(jsonReport(input));
}

// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(1460);
// EXTERNAL MODULE: ./src/policy/catalog.ts
var catalog = __webpack_require__(6333);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 (`diff --format sarif`, code-scanning upload).
 *
 * - One run per server (`automationDetails.id` = `mcp-contract-gate/<server>/`, its code-scanning category), one
 *   `result` per change; `ruleId` is our rule ID and `ruleIndex` points into `tool.driver.rules`, which lists the
 *   whole rule catalog (in catalog order, so indices are stable) plus any other rule ID a finding carries (policy checks).
 * - `level`: a blocking change is `error` whatever its severity (a new destructive tool is additive but blocks);
 *   otherwise by severity: breaking → `error`, silent → `warning` (calls still succeed, meaning changed), additive →
 *   `note`, cosmetic → `none`. A rule's `defaultConfiguration.level` is its catalog severity mapped the same way, with
 *   silent → `error` because silent changes block by default.
 * - Ignored changes carry an external, accepted `suppression` with the ignore entry's reason.
 * - Locations: `locate(finding)` gives a repository path (and line) for a physical location, percent-encoded into a URI
 *   reference; there is always a logical location
 *   `server/tool/path` (kind `function` for the tool, `parameter` below it).
 * - `message.text` is plain text: controls and hidden characters are shown as `\uXXXX`, and `[`/`]` are
 *   backslash-escaped so a name cannot form a SARIF embedded link.
 * - `partialFingerprints["mcpContractChange/v1"]`: SHA-256 of server, entity, tool, rule and pointer, so the same
 *   change keeps its alert across runs.
 * Deterministic: no timestamps, no absolute paths unless `locate` returns them.
 */






const SARIF_SCHEMA_URI = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const TOOL_NAME = 'mcp-contract-gate';
/** Level of one result (see the module comment). */
function resultLevel(f) {
    if (f.blocking)
        return 'error';
    return { breaking: 'error', silent: 'warning', additive: 'note', cosmetic: 'none' }[f.severity];
}
/** Default level of a rule from its catalog severity (breaking and silent block by default). */
function ruleLevel(severity) {
    return { breaking: 'error', silent: 'error', additive: 'note', cosmetic: 'none' }[severity];
}
/** Plain SARIF message text: visible controls, one line, `[` and `]` escaped so no embedded link forms (SARIF §3.11.6). */
function sarifText(text, max = 2000) {
    return (0,report_escape/* visible */.RK)((0,report_escape/* truncate */.xv)(text, max)).replace(/[[\]]/g, (c) => `\\${c}`);
}
function fingerprint(f) {
    return (0,canonical/* sha256Hex */.fg)([(0,common/* serverOf */.FN)(f), f.entity, f.tool, f.rule, f.pointer].join('\u0000'));
}
function sarifLog(input, options) {
    const rules = [];
    const index = new Map();
    const addRule = (id, title, rationale, severity) => {
        index.set(id, rules.length);
        const rule = {
            id,
            name: pascal(id),
            shortDescription: { text: title },
            fullDescription: { text: rationale },
            defaultConfiguration: { level: severity ? ruleLevel(severity) : 'warning' },
            properties: { tags: ['mcp', 'contract', ...(severity ? [severity] : [])], ...(severity ? { severity } : {}) },
        };
        if (options.helpUriBase)
            rule.helpUri = `${options.helpUriBase}#${id}`;
        rules.push(rule);
    };
    for (const r of (0,catalog/* rulesOf */.fD)('diff'))
        addRule(r.id, r.title, r.rationale, r.severity);
    const extra = [...new Set(input.evaluation.findings.map((f) => f.rule).filter((id) => !index.has(id)))].sort();
    for (const id of extra)
        addRule(id, id, `Reported by a policy check (${id}).`, undefined);
    // One run per server, each with its own category (`automationDetails.id`): code scanning no longer merges runs that
    // share a category, and a category per server keeps each server's alerts apart across uploads.
    const runs = (0,common/* serverIds */.I3)(input).map((server) => {
        const findings = input.evaluation.findings.filter((f) => (0,common/* serverOf */.FN)(f) === server);
        const failures = input.evaluation.failures.filter((fl) => fl.server === server);
        const run = {
            tool: {
                driver: {
                    name: TOOL_NAME,
                    version: options.toolVersion,
                    semanticVersion: /^\d+\.\d+\.\d+/.test(options.toolVersion) ? options.toolVersion : undefined,
                    informationUri: options.informationUri,
                    rules,
                },
            },
            automationDetails: { id: `${sarifCategory(server, options.categoryPrefix)}/` },
            results: findings.map((f) => result(f, index.get(f.rule), options)),
            columnKind: 'utf16CodeUnits',
        };
        const invocationNotes = failures.map((fl) => ({
            level: 'error',
            message: { text: sarifText(`server ${fl.server} (${fl.side}) could not be read: ${fl.message}`) },
            descriptor: { id: 'server-unreadable' },
        }));
        run.invocations = [{ executionSuccessful: failures.length === 0, ...(invocationNotes.length ? { toolExecutionNotifications: invocationNotes } : {}) }];
        return run;
    });
    return JSON.parse(JSON.stringify({ $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs }));
}
/** The code-scanning category of a server's run: `mcp-contract-gate/<server>` (characters outside [A-Za-z0-9._-] become `_`). */
function sarifCategory(server, prefix = TOOL_NAME) {
    return `${prefix}/${server.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}
function result(f, ruleIndex, options) {
    const server = (0,common/* serverOf */.FN)(f);
    const where = f.path ? `${f.tool}: ${f.path}` : f.tool;
    const logical = {
        name: f.path || f.tool,
        fullyQualifiedName: [server, f.tool, f.path].filter(Boolean).join('/'),
        kind: f.path ? 'parameter' : 'function',
    };
    const location = { logicalLocations: [logical] };
    const loc = options.locate?.(f);
    if (loc) {
        const physical = { artifactLocation: { uri: uriReference(loc.uri) } };
        if (loc.line !== undefined && loc.line >= 1)
            physical.region = { startLine: Math.floor(loc.line) };
        location.physicalLocation = physical;
    }
    const properties = {
        severity: f.severity,
        server,
        entity: f.entity,
        tool: f.tool,
        path: f.path,
        pointer: f.pointer,
        blocking: f.blocking,
        flags: (f.flags ?? []).map((fl) => fl.id),
    };
    if (f.originalSeverity)
        properties.originalSeverity = f.originalSeverity;
    if (f.flags?.length)
        properties.flagDetails = f.flags.map((fl) => ({ id: fl.id, message: fl.message, ...(fl.evidence !== undefined ? { evidence: fl.evidence } : {}) }));
    if (f.effects?.length)
        properties.policy = f.effects.map((e) => ({ kind: e.kind, message: e.message, ...(e.source ? { source: e.source } : {}) }));
    properties.before = f.before;
    properties.after = f.after;
    if (f.witness)
        properties.witness = witnessJson(f.witness);
    const out = {
        ruleId: f.rule,
        ruleIndex,
        level: resultLevel(f),
        message: { text: sarifText(`${where}: ${f.message}. ${f.reason}`) },
        locations: [location],
        partialFingerprints: { 'mcpContractChange/v1': fingerprint(f) },
        properties,
    };
    const ignored = f.effects?.find((e) => e.kind === 'ignored');
    if (ignored)
        out.suppressions = [{ kind: 'external', status: 'accepted', justification: sarifText(ignored.message, 1000) }];
    return out;
}
/**
 * A repository path as a URI reference (SARIF `artifactLocation.uri`): `\\` becomes `/` and each segment is
 * percent-encoded (`a b/c#1.ts` → `a%20b/c%231.ts`). Something that already has a scheme (`file:`, `https:`) is kept.
 */
function uriReference(path) {
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(path) && !/^[A-Za-z]:[\\/]/.test(path))
        return path;
    return path
        .replace(/\\/g, '/')
        .split('/')
        .map((seg) => encodeURIComponent(seg))
        .join('/');
}
function pascal(id) {
    return id
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]?.toUpperCase() + w.slice(1))
        .join('');
}
/** The SARIF log as text: 2-space indent, trailing newline. */
function renderSarif(input, options) {
    return (0,json/* prettyJson */.D_)(sarifLog(input, options));
}

// EXTERNAL MODULE: ./src/util/exit-codes.ts
var exit_codes = __webpack_require__(3605);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/action/outcome.ts






/** Job summary (always), outputs, the JSON and SARIF reports on disk, and the step's result. */
async function finish(io, o) {
    let summary = o.summaryMarkdown;
    if (o.gh?.problems.length) {
        const lines = o.gh.problems.map((p) => `- ${p.replace(/[<>@`]/g, (c) => `&#${c.charCodeAt(0)};`)}`);
        summary += `\n\n**GitHub could not be updated:**${o.gh.readOnly ? ' the token is read-only (a fork, or missing permissions); this summary and the exit code carry the result.' : ''}\n${lines.join('\n')}\n`;
    }
    await io.summary(summary);
    const dir = o.ctx.runnerTemp || (0,external_node_path_.join)(o.ctx.workspace, '.mcp-contract-gate');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const reportPath = (0,external_node_path_.join)(dir, 'mcp-contract-gate-report.json');
    const sarifPath = (0,external_node_path_.join)(dir, 'mcp-contract-gate.sarif');
    // Report files are published too (SARIF is made to be uploaded): scrubbed like the comment.
    const scrub = io.scrub ?? ((t) => t);
    (0,external_node_fs_.writeFileSync)(reportPath, scrub(renderJson(o.report)));
    (0,external_node_fs_.writeFileSync)(sarifPath, scrub(renderSarif(o.report, { toolVersion: version/* VERSION */.x })));
    const s = o.evaluation.summary;
    io.setOutput('decision', o.decision);
    io.setOutput('blocking', o.evaluation.blocking);
    io.setOutput('breaking', s.breaking);
    io.setOutput('silent', s.silent);
    io.setOutput('additive', s.additive);
    io.setOutput('cosmetic', s.cosmetic);
    io.setOutput('report', reportPath);
    io.setOutput('sarif', sarifPath);
    io.setOutput('approval', o.approval ?? 'none');
    io.setOutput('exit-code', exit_codes/* EXIT_CODES */.a[o.exit]);
    if (o.repinnedSha)
        io.setOutput('repinned-sha', o.repinnedSha);
    if (o.decision === 'fail') {
        io.setFailed(`${o.reasons.join('; ') || 'the gate failed'}. ${o.report.nextStep ?? ''}`.trim());
        return { decision: o.decision, exitCode: exit_codes/* EXIT_CODES */.a[o.exit] === exit_codes/* EXIT_CODES */.a.pass ? exit_codes/* EXIT_CODES */.a.blocking : exit_codes/* EXIT_CODES */.a[o.exit] };
    }
    io.info(`MCP contract gate: ${o.decision} (${s.breaking} breaking, ${s.silent} silent, ${s.additive} additive, ${s.cosmetic} cosmetic)`);
    return { decision: o.decision, exitCode: exit_codes/* EXIT_CODES */.a.pass };
}


/***/ }),

/***/ 4286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  route: () => (/* binding */ route)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/config/load.ts + 3 modules
var load = __webpack_require__(695);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(9762);
// EXTERNAL MODULE: ./src/config/schema.ts
var schema = __webpack_require__(131);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/config/did-you-mean.ts
var did_you_mean = __webpack_require__(9255);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(6417);
;// CONCATENATED MODULE: ./src/config/rule-ids.ts





/**
 * Check the rule IDs a config names (`policy.rules` keys, `policy.ignore[].rule`) against the diff's catalog. The
 * config loader cannot do it (the diff stage owns the IDs); the caller passes them in. An ignore entry's rule may be
 * a glob (`param-*`) that must match at least one ID. Throws a ConfigError with a did-you-mean for each unknown ID.
 */
function validateRuleIds(config, knownIds) {
    const source = (0,gate_config/* sourceOf */.vz)(config);
    const file = source?.file ?? config.file ?? 'config';
    const line = (path) => source?.lines.line(path);
    const known = new Set(knownIds);
    const problems = [];
    for (const id of Object.keys(config.policy.rules)) {
        if (known.has(id))
            continue;
        const path = ['policy', 'rules', id];
        problems.push({ key: (0,key_path/* formatKeyPath */.K)(path), line: line(path), message: `${(0,key_path/* formatKeyPath */.K)(path)}: "${id}" is not a known rule ID${hint(id, knownIds)}` });
    }
    config.policy.ignore.forEach((entry, i) => {
        const path = ['policy', 'ignore', i, 'rule'];
        const where = entry.origin.key ? `${entry.origin.key}.rule` : (0,key_path/* formatKeyPath */.K)(path);
        if (known.has(entry.rule))
            return;
        if (/[*?[\]{}]/.test(entry.rule)) {
            const match = picomatch_default()(entry.rule);
            if (!knownIds.some((id) => match(id)))
                problems.push({ key: where, line: line(path), message: `${where}: the pattern "${entry.rule}" matches no rule ID${hint(entry.rule, knownIds)}` });
            return;
        }
        problems.push({ key: where, line: line(path), message: `${where}: "${entry.rule}" is not a known rule ID${hint(entry.rule, knownIds)}` });
    });
    if (problems.length > 0)
        throw new errors/* ConfigError */.x(file, problems);
}
function hint(id, knownIds) {
    return (0,did_you_mean/* suggestion */.h)(id, knownIds) || '; see the rule catalog in the README for the list of IDs';
}

;// CONCATENATED MODULE: ./src/config/index.ts
/** Config: the gate's YAML or an MCP client config JSON, validated and interpolated into a GateConfig. */








// EXTERNAL MODULE: ./src/policy/catalog.ts
var catalog = __webpack_require__(6333);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(3206);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
;// CONCATENATED MODULE: ./src/publish/client.ts



/** Request options that are transport, not content. */
const TRANSPORT_KEYS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType']);
/** A Bottleneck group stand-in that schedules at once: replaces the throttling plugin's 1 s write spacing when scaled down. */
const immediateGroup = {
    key: () => ({ schedule: (_o, fn, ...args) => Promise.resolve(fn(...args)) }),
};
/**
 * An Octokit with the retry and throttling plugins: a 502 or a secondary rate limit delays a request instead of
 * losing the comment or the check run.
 */
function createOctokit(token, options) {
    const log = options.log ?? (() => undefined);
    const scale = options.timescale ?? 1;
    const fast = scale < 1 ? { retryAfterBaseValue: Math.max(1, Math.round(1000 * scale)), write: immediateGroup, notifications: immediateGroup, search: immediateGroup } : {};
    const octokit = (0,github/* getOctokit */.Q)(token, {
        baseUrl: options.apiUrl,
        retry: { retries: options.retries ?? 3, ...(scale < 1 ? { retryAfterBaseValue: Math.max(1, Math.round(1000 * scale)) } : {}) },
        throttle: {
            ...fast,
            onRateLimit: (retryAfter, req, _o, retryCount) => {
                log(`GitHub rate limit on ${req.method} ${req.url}: retrying in ${retryAfter}s`);
                return retryCount < 3;
            },
            onSecondaryRateLimit: (retryAfter, req, _o, retryCount) => {
                log(`GitHub secondary rate limit on ${req.method} ${req.url}: retrying in ${retryAfter}s`);
                return retryCount < 3;
            },
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    const scrub = options.scrub;
    if (scrub) {
        octokit.hook.before('request', (o) => {
            for (const key of Object.keys(o))
                if (!TRANSPORT_KEYS.has(key))
                    o[key] = scrub(o[key]);
        });
    }
    return octokit;
}

// EXTERNAL MODULE: ./src/publish/github.ts
var publish_github = __webpack_require__(9520);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/contract/lockfile.ts
var contract_lockfile = __webpack_require__(1789);
// EXTERNAL MODULE: ./src/discovery/index.ts
var discovery = __webpack_require__(2974);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/policy/judge.ts + 6 modules
var judge = __webpack_require__(9292);
;// CONCATENATED MODULE: ./src/app/check-drift.ts




/**
 * The live servers against a lockfile: discover, judge with the config's policy, decide. The CLI `check`, the
 * action's drift run (schedule, push) and its merge-queue run share it; each reads the lockfile its own way.
 */
async function checkDrift(o) {
    const { config } = o;
    const live = await (0,discovery/* discoverAll */.$d)(o.launch ?? config.servers, { rootDir: o.rootDir, env: o.env, concurrency: config.concurrency, ...(o.onEvent ? { onEvent: o.onEvent } : {}) });
    const { diff, evaluation } = (0,judge/* judge */.S)({
        before: (0,contract_lockfile/* lockfileToSnapshotSet */.Nd)(o.lock, { servers: config.servers.map((s) => s.id), lockfile: o.lockfile }),
        after: live,
        config,
        today: o.today,
        ...(o.notes ? { notes: o.notes } : {}),
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
    return { diff, evaluation, verdict: (0,decide/* decideLocal */.as)(evaluation) };
}

// EXTERNAL MODULE: ./src/report/markdown.ts + 1 modules
var markdown = __webpack_require__(9645);
// EXTERNAL MODULE: ./src/action/outcome.ts + 2 modules
var outcome = __webpack_require__(8835);
;// CONCATENATED MODULE: ./src/action/drift.ts






/**
 * schedule / workflow_dispatch / push: the live servers against the committed lockfile. This is the monitor for
 * remote servers no commit controls (a vendor changing tools under you): blocking drift fails the run.
 */
async function runDrift(o) {
    const { io, config } = o;
    const lock = (0,contract_lockfile/* readLockfile */.GQ)((0,external_node_path_.join)(o.rootDir, o.lockfile));
    if (!lock)
        throw new util_errors/* InputError */.dz(`no lockfile at ${o.lockfile}: run \`npx mcp-contract-gate pin\` and commit it, then this run can watch for drift`);
    const { diff, evaluation, verdict } = await checkDrift({
        config,
        rootDir: o.rootDir,
        lock,
        lockfile: o.lockfile,
        env: io.env,
        today: io.now().toISOString().slice(0, 10),
        ...(o.inputs.failOn ? { failOn: o.inputs.failOn } : {}),
    });
    const { decision, reasons } = verdict;
    const report = {
        diff,
        evaluation,
        subject: { before: o.lockfile, after: 'live servers' },
        nextStep: decision === 'fail'
            ? `The live servers no longer match ${o.lockfile}. Review the drift; if it is expected, run \`npx mcp-contract-gate pin\` and commit the lockfile in a pull request.`
            : `The live servers match ${o.lockfile}${evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`,
    };
    const md = (0,markdown/* renderMarkdown */.Gc)(report, { header: 'drift check', maxLength: 1_000_000 });
    return (0,outcome/* finish */.O)(io, { decision, reasons, exit: verdict.exit, evaluation, report, summaryMarkdown: md, ctx: o.ctx });
}

// EXTERNAL MODULE: ./src/action/event.ts
var action_event = __webpack_require__(3566);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/publish/annotations.ts

const LEVEL_CAP = 10;
function level(f) {
    if (f.blocking)
        return 'failure';
    if (f.severity === 'breaking' || f.severity === 'silent' || f.flags?.length)
        return 'warning';
    return 'notice';
}
function clip(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
/** Annotations are plain text, but still untrusted: control characters and bidi overrides are made visible. */
function plain(text) {
    return (0,report_escape/* escapeTerminal */.en)(text);
}
function annotationText(f) {
    const where = `${f.server ? `${f.server}/` : ''}${f.tool}${f.path ? ` ${f.path}` : ''}`;
    const title = clip(plain(`${f.severity}${f.blocking ? ' (blocking)' : ''}: ${f.rule} in ${where}`), 255);
    const flags = (f.flags ?? []).map((fl) => `⚠ ${fl.message}${fl.evidence ? `: "${fl.evidence}"` : ''}`);
    const effects = (f.effects ?? []).map((e) => `policy: ${e.message}`);
    const message = clip(plain([`${f.message}.`, f.reason, ...flags, ...effects].join('\n')), 4000);
    const details = f.before !== null || f.after !== null ? clip(plain(`before: ${JSON.stringify(f.before)}\nafter:  ${JSON.stringify(f.after)}`), 30_000) : undefined;
    return { title, message, ...(details ? { details } : {}) };
}
/** One check-run annotation per finding, at the line where its tool is defined. */
function checkAnnotations(findings, locator) {
    return findings.map((f) => {
        const at = locator.locate(f.server, f.tool);
        const t = annotationText(f);
        return {
            path: at.path,
            start_line: at.line,
            end_line: at.line,
            annotation_level: level(f),
            title: t.title,
            message: t.message,
            ...(t.details ? { raw_details: t.details } : {}),
        };
    });
}
/**
 * Workflow-command annotations (shown on the run and the PR's Files tab): GitHub shows at most 10 per level per step,
 * so the gate sends 10 per level and then one notice with the totals.
 */
function emitCommandAnnotations(sink, annotations) {
    const counts = { failure: 0, warning: 0, notice: 0 };
    for (const a of annotations) {
        counts[a.annotation_level]++;
        if (counts[a.annotation_level] > LEVEL_CAP)
            continue;
        const place = { file: a.path, startLine: a.start_line, title: a.title ?? '' };
        if (a.annotation_level === 'failure')
            sink.error(a.message, place);
        else if (a.annotation_level === 'warning')
            sink.warning(a.message, place);
        else
            sink.notice(a.message, place);
    }
    const hidden = Object.entries(counts).filter(([, n]) => n > LEVEL_CAP);
    if (hidden.length)
        sink.notice(`${annotations.length} contract findings in all (${Object.entries(counts)
            .map(([k, n]) => `${n} ${k}`)
            .join(', ')}); only the first ${LEVEL_CAP} of each level are annotated here. The check run and the job summary list them all.`);
}

;// CONCATENATED MODULE: ./src/publish/locate.ts


const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|py|go|rs|java|kt|rb|cs|php|json|ya?ml)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', 'coverage', '.venv', 'venv', '__pycache__', 'target', 'vendor']);
const MAX_FILES = 5000;
const MAX_FILE_BYTES = 1_000_000;
function escapeRegExp(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Finds where each tool is defined, for annotations: the first line in the server's sources (`source`, else its `cwd`,
 * else the repository) that names the tool as a string literal; else the tool's entry in the lockfile; else the
 * server's entry in the config file. Reads files lazily and once.
 */
class ToolLocator {
    rootDir;
    repoPrefix;
    servers;
    lockfile;
    configFile;
    files;
    contents = new Map();
    constructor(
    /** The checkout root (working directory of the gate). */
    rootDir, 
    /** Prefix that turns a rootDir-relative path into a repository-relative one (the `working-directory` input). */
    repoPrefix, servers, lockfile, configFile) {
        this.rootDir = rootDir;
        this.repoPrefix = repoPrefix;
        this.servers = servers;
        this.lockfile = lockfile;
        this.configFile = configFile;
    }
    locate(server, tool) {
        const cfg = this.servers.find((s) => s.id === server) ?? (this.servers.length === 1 ? this.servers[0] : undefined);
        return this.inSources(cfg, tool) ?? this.inLockfile(server ?? cfg?.id, tool) ?? this.inConfig(cfg);
    }
    repoPath(abs) {
        const rel = (0,external_node_path_.relative)(this.rootDir, abs).split(external_node_path_.sep).join('/');
        return this.repoPrefix ? `${this.repoPrefix.replace(/\/+$/, '')}/${rel}` : rel;
    }
    lines(abs) {
        let l = this.contents.get(abs);
        if (!l) {
            l = (0,external_node_fs_.readFileSync)(abs, 'utf8').split('\n');
            this.contents.set(abs, l);
        }
        return l;
    }
    sourceFiles() {
        if (this.files)
            return this.files;
        const out = [];
        const walk = (dir) => {
            if (out.length >= MAX_FILES)
                return;
            let entries;
            try {
                entries = (0,external_node_fs_.readdirSync)(dir).sort();
            }
            catch {
                return;
            }
            for (const name of entries) {
                if (out.length >= MAX_FILES)
                    return;
                if (SKIP_DIRS.has(name) || name.startsWith('.'))
                    continue;
                const abs = (0,external_node_path_.join)(dir, name);
                let st;
                try {
                    st = (0,external_node_fs_.statSync)(abs);
                }
                catch {
                    continue;
                }
                if (st.isDirectory())
                    walk(abs);
                else if (SOURCE_EXTENSIONS.test(name) && st.size <= MAX_FILE_BYTES && !abs.endsWith('.lock.json') && !name.endsWith('package-lock.json'))
                    out.push(abs);
            }
        };
        walk(this.rootDir);
        this.files = out;
        return out;
    }
    inSources(cfg, tool) {
        const roots = (cfg?.source?.length ? cfg.source : cfg?.cwd ? [cfg.cwd] : ['.']).map((s) => (0,external_node_path_.join)(this.rootDir, s));
        const literal = new RegExp(`["'\`]${escapeRegExp(tool)}["'\`]`);
        const files = this.sourceFiles().filter((f) => roots.some((r) => f === r || f.startsWith(r.endsWith(external_node_path_.sep) ? r : r + external_node_path_.sep)));
        // source files before data files: a definition in code beats a mention in a JSON fixture
        const ordered = [...files.filter((f) => !/\.(json|ya?ml)$/.test(f)), ...files.filter((f) => /\.(json|ya?ml)$/.test(f))];
        for (const f of ordered) {
            const lines = this.lines(f);
            const i = lines.findIndex((l) => literal.test(l));
            if (i >= 0)
                return { path: this.repoPath(f), line: i + 1 };
        }
        return undefined;
    }
    inLockfile(server, tool) {
        const abs = (0,external_node_path_.join)(this.rootDir, this.lockfile);
        if (!(0,external_node_fs_.existsSync)(abs))
            return undefined;
        const lines = this.lines(abs);
        let from = 0;
        if (server) {
            const s = lines.findIndex((l) => l === `    ${JSON.stringify(server)}: {`);
            if (s >= 0)
                from = s;
        }
        const i = lines.findIndex((l, n) => n >= from && l === `        ${JSON.stringify(tool)}: {`);
        return i >= 0 ? { path: this.repoPath(abs), line: i + 1 } : undefined;
    }
    inConfig(cfg) {
        const file = cfg?.origin.file ?? this.configFile;
        return { path: file ? this.repoPath(file.startsWith('/') ? file : (0,external_node_path_.join)(this.rootDir, file)) : this.repoPath((0,external_node_path_.join)(this.rootDir, this.lockfile)), line: cfg?.origin.line ?? 1 };
    }
}

;// CONCATENATED MODULE: ./src/app/fail-check.ts


/**
 * Whatever stopped the gate, its check run does not stay in progress (a required check would then hang until it times
 * out): it fails, with the error. A bad input is said as it is; anything else with its stack.
 */
async function failCheckRun(gh, checkId, err) {
    const known = err instanceof util_errors/* InputError */.dz;
    const text = known
        ? `The gate could not run:\n\n${(0,report_escape/* escapeBlock */.$o)(err.message, { maxLines: 60 })}`
        : `The gate stopped with an unexpected error:\n\n${(0,report_escape/* escapeBlock */.$o)(String(err.stack ?? err), { maxLines: 40 })}`;
    await gh.write('failing the check run', () => gh.api.completeCheckRun(checkId, 'failure', { title: known ? 'The gate could not run' : 'The gate stopped with an error', summary: text }, []));
}

// EXTERNAL MODULE: ./src/git/worktree.ts
var worktree = __webpack_require__(5847);
// EXTERNAL MODULE: ./src/model/config.ts
var model_config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/policy/knobs/index.ts + 10 modules
var knobs = __webpack_require__(7727);
// EXTERNAL MODULE: ./src/policy/knobs/knob.ts
var knob = __webpack_require__(9746);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1821);
;// CONCATENATED MODULE: ./src/policy/config-change.ts




function policySide(config, probesText) {
    return {
        policy: config.policy,
        lockfile: config.lockfile,
        includeMeta: config.includeMeta,
        ...(config.probes ? { probes: config.probes } : {}),
        ...(probesText !== undefined ? { probesText } : {}),
        forbidden: new Map(config.servers.map((s) => [s.id, s.forbiddenTools ?? []])),
        enforce: new Map(config.servers.map((s) => [s.id, s.enforce ?? model_config/* DEFAULT_ENFORCE */.fq])),
        allowApps: config.approvers?.allowApps ?? [],
    };
}
const shifted = (key, shift, detail) => ({ key, shift, detail });
/** The keys outside `policy` that policyShifts compares, in report order (the `policy` keys are POLICY_KNOBS). */
const DECIDING_KEYS = [
    {
        key: 'servers.<id>.forbidden-tools',
        compare(base, head) {
            const out = [];
            for (const id of [...base.forbidden.keys()].sort()) {
                const was = base.forbidden.get(id) ?? [];
                const now = head.forbidden.get(id);
                if (!now)
                    continue; // the server itself is removed: that is a contract change, reported by the diff
                // a server new at head brings its own list: nothing at base to weaken
                const gone = was.filter((p) => !now.includes(p));
                const extra = now.filter((p) => !was.includes(p));
                if (gone.length)
                    out.push(shifted(`servers.${id}.forbidden-tools`, 'weakens', `no longer forbids ${(0,knob/* quoteList */.JN)(gone)}`));
                if (extra.length)
                    out.push(shifted(`servers.${id}.forbidden-tools`, 'strengthens', `also forbids ${(0,knob/* quoteList */.JN)(extra)}`));
            }
            return out;
        },
    },
    {
        key: 'servers.<id>.enforce',
        compare(base, head) {
            // ENFORCE_MODES runs from strictest to loosest: a later mode is a weaker one.
            return [...base.enforce.keys()].sort().flatMap((id) => {
                const was = base.enforce.get(id);
                const now = head.enforce.get(id);
                if (!now || now === was)
                    return [];
                return [shifted(`servers.${id}.enforce`, model_config/* ENFORCE_MODES */.u1.indexOf(now) > model_config/* ENFORCE_MODES */.u1.indexOf(was) ? 'weakens' : 'strengthens', `${was} → ${now}`)];
            });
        },
    },
    {
        key: 'approvers.allow-apps',
        compare(base, head) {
            const added = head.allowApps.filter((a) => !base.allowApps.includes(a));
            const gone = base.allowApps.filter((a) => !head.allowApps.includes(a));
            return [
                ...(added.length ? [shifted('approvers.allow-apps', 'weakens', `also lets ${(0,knob/* quoteList */.JN)(added)} approve`)] : []),
                ...(gone.length ? [shifted('approvers.allow-apps', 'strengthens', `no longer lets ${(0,knob/* quoteList */.JN)(gone)} approve`)] : []),
            ];
        },
    },
    {
        key: 'include-meta',
        compare: (base, head) => (base.includeMeta === head.includeMeta ? [] : [shifted('include-meta', head.includeMeta ? 'strengthens' : 'weakens', `${base.includeMeta} → ${head.includeMeta}`)]),
    },
    {
        key: 'lockfile',
        compare: (base, head) => (base.lockfile === head.lockfile ? [] : [shifted('lockfile', 'weakens', `the baseline lockfile moves from '${base.lockfile}' to '${head.lockfile}'`)]),
    },
    {
        key: 'probes',
        compare(base, head) {
            if (base.probes !== head.probes)
                return [shifted('probes', head.probes ? (base.probes ? 'changes' : 'strengthens') : 'weakens', `${base.probes ? `'${base.probes}'` : 'none'} → ${head.probes ? `'${head.probes}'` : 'none'}`)];
            if (base.probes && base.probesText !== head.probesText)
                return [shifted('probes', 'changes', `the probe cases in '${base.probes}' were edited`)];
            return [];
        },
    },
];
/**
 * What a pull request's config does to the policy, key by key, compared with the base commit's: the base policy still
 * judges the pull request, and each difference is a `gate-config-changed` finding (a weaker one blocks). The keys are
 * the policy knobs (src/policy/knobs/), then DECIDING_KEYS.
 */
function policyShifts(base, head) {
    return [...(0,knobs/* policyKnobShifts */.eX)(base.policy, head.policy), ...DECIDING_KEYS.flatMap((k) => k.compare(base, head))];
}
/** One `gate-config-changed` finding per shift; `file` names the config as the report shows it. */
function configChangeFindings(base, head, file) {
    return policyShifts(base, head).map((s) => {
        const change = rules/* gateConfigChanged */.Ml.make({ entity: 'tool', tool: 'gate config', path: s.key, pointer: '' }, null, null, { ...s, file });
        return { ...change, server: file, blocking: false };
    });
}
/** A stable text of the head's policy when it differs from the base's: folded into the change set an approval covers. */
function policyShiftDigest(base, head) {
    return policyShifts(base, head)
        .map((s) => `${s.key}\u0000${s.shift}\u0000${s.detail}`)
        .sort()
        .join('\n');
}

;// CONCATENATED MODULE: ./src/app/trusted-config.ts





async function textAt(dir, rev, path) {
    try {
        return await (0,worktree/* git */.$Y)(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof worktree/* GitError */.XS)
            return undefined;
        throw err;
    }
}
function readHead(rootDir, path) {
    if (!path)
        return undefined;
    try {
        return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(rootDir, path), 'utf8');
    }
    catch {
        return undefined;
    }
}
async function trustedConfig(o) {
    const { head } = o;
    const text = await textAt(o.rootDir, o.baseSha, o.configPath);
    const at = o.baseLabel ?? o.baseSha.slice(0, 7);
    let base;
    let problem;
    if (text !== undefined) {
        try {
            base = (0,load/* parseConfig */.o4)(text, `${o.configPath} at ${at}`, { env: o.env });
        }
        catch (err) {
            problem = err.message;
        }
    }
    if (!base) {
        // No trusted policy to read: the built-in defaults judge, never the pull request's own policy.
        const why = problem ? `The gate config at the base commit ${at} could not be read (${problem.split('\n')[0]})` : `There is no gate config at the base commit ${at}`;
        const probesText = o.headProbesText ?? readHead(o.rootDir, head.probes);
        const config = { ...head, policy: (0,gate_config/* defaultPolicy */.G4)() };
        delete config.approvers; // who may approve is policy: never the pull request's own
        return {
            config,
            ...(probesText !== undefined ? { probesText } : {}),
            findings: [],
            policyDigest: '',
            baseConfig: problem ? 'unreadable' : 'absent',
            notes: [`${why}: the built-in default policy judges this pull request; the policy in ${o.configPath} applies once it is merged.`],
        };
    }
    const baseProbes = base.probes ? await textAt(o.rootDir, o.baseSha, base.probes) : undefined;
    const headProbes = o.headProbesText ?? readHead(o.rootDir, head.probes);
    const baseSide = policySide(base, baseProbes);
    const headSide = policySide(head, headProbes);
    const forbidden = baseSide.forbidden;
    const config = {
        ...head,
        policy: base.policy,
        lockfile: base.lockfile,
        includeMeta: base.includeMeta,
        ...(base.probes ? { probes: base.probes } : {}),
        servers: head.servers.map((s) => {
            const globs = forbidden.get(s.id);
            return globs === undefined ? s : { ...s, forbiddenTools: [...globs] };
        }),
    };
    if (!base.probes)
        delete config.probes; // the head's probes file is not the trusted one
    if (base.approvers)
        config.approvers = base.approvers;
    else
        delete config.approvers; // who may approve is policy: never the pull request's own list
    const findings = configChangeFindings(baseSide, headSide, o.configPath);
    const policyChangeNote = findings.length
        ? `This pull request changes the gate's policy in ${o.configPath}; the policy at the base commit ${at} judges it, and the new policy applies once it is merged.`
        : undefined;
    return {
        config,
        ...(baseProbes !== undefined ? { probesText: baseProbes } : {}),
        findings,
        ...(policyChangeNote ? { policyChangeNote } : {}),
        policyDigest: policyShiftDigest(baseSide, headSide),
        notes: [],
        baseConfig: 'read',
    };
}

;// CONCATENATED MODULE: ./src/app/merge-queue.ts










/**
 * merge_group: the required check on the merge queue's commit. Labels do not exist there, and each queued pull
 * request was already judged (and its approved changes re-pinned) on its own: the merge group passes when the merged
 * tree's live contracts match the lockfile the queued pull requests left in it, judged by the policy of the queue's
 * base commit. A difference that blocks means a pull request reached the queue without pinning what it changed.
 */
async function mergeQueue(o) {
    const { gh } = o;
    const check = await gh.write('creating the check run', () => gh.api.createCheckRun(o.checkName, o.headSha, o.runUrl));
    const completed = { done: false };
    try {
        return await judgeMergeGroup(o, check, completed);
    }
    catch (err) {
        if (check && !completed.done)
            await failCheckRun(gh, check.id, err);
        throw err;
    }
}
async function judgeMergeGroup(o, check, completed) {
    const { gh, headSha } = o;
    const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: o.baseSha, head: o.config, env: o.env });
    const config = trusted.config;
    const lockfile = o.lockfile || config.lockfile;
    const lock = (0,contract_lockfile/* readLockfile */.GQ)((0,external_node_path_.join)(o.rootDir, lockfile));
    if (!lock) {
        const message = `the merge group ${headSha.slice(0, 7)} has no ${lockfile}: each pull request must pin its contracts before it is queued`;
        if (check)
            await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, 'failure', { title: 'No lockfile in the merge group', summary: message }, []));
        completed.done = true;
        throw new util_errors/* InputError */.dz(message);
    }
    const { diff, evaluation, verdict } = await checkDrift({
        config,
        rootDir: o.rootDir,
        lock,
        lockfile,
        env: o.env,
        today: o.today,
        // both configs are merged already: a policy change is not this queue's to judge, only where the policy came from
        notes: trusted.notes,
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
    const report = {
        diff,
        evaluation,
        subject: { before: `${lockfile} in the merge group`, after: `merge group ${headSha.slice(0, 7)}` },
        nextStep: nextStepText(verdict, evaluation, lockfile),
    };
    const summary = (0,markdown/* renderMarkdown */.Gc)(report, { header: 'merge queue', maxLength: publish_github/* LIMITS */.b1.checkSummary, fullReportUrl: o.runUrl });
    const annotations = checkAnnotations(evaluation.findings, new ToolLocator(o.rootDir, '', config.servers, lockfile, undefined));
    const pass = verdict.decision === 'pass';
    completed.done = true;
    if (check)
        await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, pass ? 'success' : 'failure', { title: checkTitle(verdict, evaluation), summary }, annotations));
    return { verdict, evaluation, report, summaryMarkdown: summary };
}
function nextStepText(verdict, evaluation, lockfile) {
    if (verdict.decision === 'pass')
        return `The merged result's live contracts match ${lockfile}${evaluation.findings.length ? ' (non-blocking differences only)' : ''}.`;
    if (evaluation.failures.length > 0)
        return 'A server could not be read in the merge group; the queue cannot judge it. Fix it and queue again.';
    return `The merged result's live contracts do not match ${lockfile} as the queued pull requests left it. Labels do not apply in a merge queue: the pull request that changed these contracts must be approved and re-pinned on its own before it is queued again.`;
}
function checkTitle(verdict, evaluation) {
    if (verdict.decision === 'pass')
        return 'Live contracts match the lockfile';
    if (evaluation.failures.length > 0)
        return 'A server could not be read';
    return `${evaluation.blocking} blocking difference${evaluation.blocking === 1 ? '' : 's'} from the lockfile`;
}

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/discovery/sides.ts
var discovery_sides = __webpack_require__(2354);
// EXTERNAL MODULE: ./src/discovery/discover-all.ts
var discover_all = __webpack_require__(5173);
// EXTERNAL MODULE: ./src/discovery/discover-refs.ts
var discover_refs = __webpack_require__(7098);
// EXTERNAL MODULE: ./src/process/limiter.ts
var limiter = __webpack_require__(7809);
// EXTERNAL MODULE: ./src/discovery/setup.ts
var setup = __webpack_require__(9979);
;// CONCATENATED MODULE: ./src/probes/decide.ts
/**
 * promote: every case passes at head. rollback: head fails a case that passes at base (a regression), or exposes a
 * forbidden tool. hold: head fails or cannot run cases that were not passing before either: not a regression, not
 * good enough to promote. Each reason names the case and what went wrong.
 */
function decideProbes(head, base) {
    const reasons = [];
    let regression = false;
    let unsure = false;
    for (const r of head.results) {
        if (r.status === 'pass')
            continue;
        const before = base?.results.find((b) => b.id === r.id && b.server === r.server);
        const forbidden = r.reason?.startsWith('exposes forbidden tool') ?? false;
        if (r.status === 'error') {
            unsure = true;
            reasons.push(`${r.id}: could not run at head (${r.reason ?? 'error'})`);
        }
        else if (forbidden || !base || before?.status === 'pass') {
            regression = true;
            reasons.push(`${r.id}: ${r.reason ?? 'failed'}${before?.status === 'pass' ? ' (passes at base)' : ''}`);
        }
        else {
            unsure = true;
            reasons.push(`${r.id}: ${r.reason ?? 'failed'} (fails at base too)`);
        }
    }
    const decision = regression ? 'rollback' : unsure ? 'hold' : 'promote';
    return { decision, reasons, head, ...(base ? { base } : {}) };
}

// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2757);
// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6066);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var launch = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(305);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/mcp-client/modern-http.ts
var modern_http = __webpack_require__(1590);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts
var remote = __webpack_require__(9468);
// EXTERNAL MODULE: ./src/mcp-client/routing-headers.ts
var routing_headers = __webpack_require__(6173);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var session = __webpack_require__(9560);
// EXTERNAL MODULE: ./src/mcp-client/stdio-connect.ts
var stdio_connect = __webpack_require__(2554);
// EXTERNAL MODULE: ./src/mcp-client/stdio-transport.ts
var stdio_transport = __webpack_require__(3645);
;// CONCATENATED MODULE: ./src/discovery/open-session.ts











/**
 * Start (or reach) a server and keep the session open, for work beyond listing: probes call tools through it, the
 * guard re-lists on list changes. Same environment rules as discovery (the config's env plus the SDK's defaults;
 * nothing of the runner's); `server.timeoutMs` bounds the opening and is the default for each request.
 */
async function openSession(server, options) {
    const expand = (s) => (0,interpolate/* expandWorkspaceFolder */.sA)(s, options.rootDir);
    const clientCapabilities = (server.clientCapabilities ?? {});
    const stdio = server.transport === 'stdio';
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, undefined, stdio ? server.startTimeoutMs : undefined);
    const progress = { phase: 'initialize' };
    try {
        if (stdio) {
            const { command, args, env, cwd } = (0,launch/* launchSpec */.rR)(server, options.env, options.rootDir);
            const spawn = () => {
                const transport = new stdio_transport/* GroupStdioTransport */.o({ command, args, env, cwd });
                transport.onFirstOutput = () => deadline.started();
                return transport;
            };
            const slot = { transport: spawn() };
            try {
                await deadline.race(slot.transport.start());
                const connected = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, server, clientCapabilities, deadline, progress);
                const opened = slot.transport;
                return sessionOf(connected, server.timeoutMs, () => opened.close(), opened.pid);
            }
            catch (err) {
                await slot.transport.close();
                throw err;
            }
        }
        const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
        const session = await (0,remote/* connectRemote */.n)(server.transport, { url: expand(server.url ?? ''), headers, clientCapabilities, limits: { maxPages: 1, maxItems: 1 }, protocol: server.protocol }, deadline, progress);
        return sessionOf(session, server.timeoutMs, () => (0,remote/* closeSession */.Vu)(session.transport), undefined, session.transport instanceof modern_http/* ModernHttpTransport */.x ? session.transport : undefined);
    }
    finally {
        deadline.dispose();
    }
}
/**
 * `modern`: the 2026 era over HTTP, where a call carries the `Mcp-Param-*` headers of its tool's `x-mcp-header`
 * arguments. The transport reads them from the tools it listed: a call of a tool it has not seen lists the tools
 * first, and a call the server refuses for its headers (-32020) lists them again and is sent once more, as the spec
 * asks of a client.
 */
function sessionOf(connected, timeoutMs, close, pid, modern) {
    const { client } = connected;
    const facts = (0,session/* serverFacts */.hk)(connected);
    const request = async (method, params, opts = {}) => (await client.request({ method, ...(params ? { params } : {}) }, list_raw/* PermissiveResultSchema */.Ur, { timeout: opts.timeoutMs ?? timeoutMs, signal: opts.signal }));
    const list = (method, field, opts = {}) => {
        const signal = new AbortController().signal;
        return (0,list_raw/* listAllPages */.MN)(client, method, field, { signal, requestTimeoutMs: () => opts.timeoutMs ?? timeoutMs, limits: opts.limits ?? list_raw/* DEFAULT_LIST_LIMITS */.g5 });
    };
    const callTool = async (name, args, opts) => {
        const call = () => request('tools/call', { name, arguments: args }, opts);
        if (!modern)
            return call();
        if (!modern.knowsTool(name))
            await list('tools/list', 'tools', opts).catch(() => undefined); // the call says what is wrong
        try {
            return await call();
        }
        catch (err) {
            if (!(err instanceof types/* McpError */.Nh && err.code === routing_headers/* HEADER_MISMATCH */.Df))
                throw err;
            await list('tools/list', 'tools', opts);
            return call();
        }
    };
    return {
        era: connected.era,
        protocolVersion: facts.protocolVersion,
        serverInfo: facts.serverInfo,
        capabilities: facts.capabilities,
        client,
        pid,
        request,
        list,
        callTool,
        onListChanged: (handler, kinds) => (0,session/* listenForListChanges */.yB)(connected, handler, kinds),
        close,
    };
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
;// CONCATENATED MODULE: ./src/probes/check.ts



const check_ajv = new ajv.Ajv({ allErrors: true, strict: false });
/** The text of a tools/call result (its text content items, joined). */
function textOf(result) {
    const content = Array.isArray(result.content) ? result.content : [];
    return content
        .filter((c) => (0,json/* isObject */.Gv)(c) && c.type === 'text' && typeof c.text === 'string')
        .map((c) => c.text)
        .join('\n');
}
function structuredOf(result) {
    if (result.structuredContent !== undefined)
        return result.structuredContent;
    try {
        return JSON.parse(textOf(result));
    }
    catch {
        return undefined;
    }
}
/** Check one tools/call answer against a case's expectations. Pure. */
function checkCall(c, server, result) {
    const failures = [];
    const isError = result.isError === true;
    const wantsError = (c.expect ?? []).some((e) => 'error' in e);
    if (isError && !wantsError)
        failures.push(`the call failed: ${textOf(result).slice(0, 200) || 'isError: true'}`);
    for (const e of c.expect ?? [])
        failures.push(...unmet(e, result, isError));
    const observed = (result.structuredContent ?? textOf(result).slice(0, 500));
    return failures.length ? { id: c.id, server, status: 'fail', reason: failures.join('; '), observed } : { id: c.id, server, status: 'pass', observed };
}
function unmet(e, result, isError) {
    if ('error' in e)
        return isError ? [] : ['the call was expected to fail, and succeeded'];
    if ('contains' in e) {
        const text = textOf(result);
        const json = result.structuredContent === undefined ? '' : JSON.stringify(result.structuredContent);
        return text.includes(e.contains) || json.includes(e.contains) ? [] : [`the answer does not contain ${JSON.stringify(e.contains)}`];
    }
    const data = structuredOf(result);
    if (data === undefined)
        return ['no structured output to check against the schema'];
    const validate = check_ajv.compile(e.schema);
    if (validate(data))
        return [];
    return (validate.errors ?? []).slice(0, 3).map((er) => {
        if (er.keyword === 'required')
            return `the structured output is missing ${JSON.stringify(er.params.missingProperty)}`;
        return `structured output ${er.instancePath || '(root)'} ${er.message ?? 'does not match'}`;
    });
}
/** A role-surface case: none of the listed tools may match the forbidden globs. */
function checkSurface(c, server, toolNames) {
    const exposed = toolNames.filter((n) => (c.forbiddenTools ?? []).some((g) => picomatch_default().isMatch(n, g, { dot: true })));
    return exposed.length
        ? { id: c.id, server, status: 'fail', reason: `exposes forbidden tool${exposed.length === 1 ? '' : 's'} ${exposed.map((n) => `'${n}'`).join(', ')}`, observed: exposed }
        : { id: c.id, server, status: 'pass' };
}

;// CONCATENATED MODULE: ./src/probes/run.ts


/**
 * Run the cases against the servers of one checkout: one session per server, each case a real tools/call (or a
 * tools/list for role-surface cases). A server that cannot start makes its cases `error`, never a crash.
 */
async function runProbes(cases, servers, options) {
    const results = [];
    const byServer = new Map();
    for (const c of cases) {
        const id = c.server ?? (servers.length === 1 ? servers[0].id : '');
        if (!byServer.has(id))
            byServer.set(id, []);
        byServer.get(id).push(c);
    }
    for (const [id, list] of byServer) {
        const server = servers.find((s) => s.id === id);
        if (!server) {
            for (const c of list)
                results.push({ id: c.id, server: id, status: 'error', reason: id ? `no server "${id}" in the config` : 'the config has several servers: name one with "server"' });
            continue;
        }
        let session;
        try {
            session = await openSession(server, options);
        }
        catch (err) {
            for (const c of list)
                results.push({ id: c.id, server: id, status: 'error', reason: `the server could not be started: ${err.message}` });
            continue;
        }
        try {
            for (const c of list) {
                try {
                    if (c.forbiddenTools) {
                        const listed = (await session.list('tools/list', 'tools'));
                        const surface = checkSurface(c, id, listed.map((t) => String(t?.name)));
                        if (surface.status === 'fail' || !c.tool) {
                            results.push(surface);
                            continue;
                        }
                    }
                    if (c.tool) {
                        const result = await session.callTool(c.tool, (c.arguments ?? {}));
                        results.push(checkCall(c, id, result));
                    }
                }
                catch (err) {
                    results.push({ id: c.id, server: id, status: 'error', reason: err.message });
                }
            }
        }
        finally {
            await session.close();
        }
    }
    const order = new Map(cases.map((c, i) => [c.id, i]));
    results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return { ref: options.ref, results, passed: results.filter((r) => r.status === 'pass').length, total: results.length };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/probes/load.ts





/** The probes file: JSON Schema (every key described, so it documents itself). */
const probesSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['cases'],
    properties: {
        cases: {
            type: 'array',
            description: 'Frozen role cases, run at head (and at base for comparison).',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['id'],
                properties: {
                    id: { type: 'string', minLength: 1, description: 'Unique name of the case (shown in the report).' },
                    server: { type: 'string', description: 'Server id from the config; optional with a single server.' },
                    tool: { type: 'string', description: 'The tool to call through tools/call.' },
                    arguments: { type: 'object', description: 'Arguments of the call.' },
                    expect: {
                        description: 'A substring of the answer, or {contains}, {schema} (JSON Schema for the structured output) or {error: true}; a list means all of them.',
                        anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }, { type: 'array', items: { anyOf: [{ type: 'string' }, { $ref: '#/definitions/expectation' }] } }],
                    },
                    'forbidden-tools': { type: 'array', items: { type: 'string' }, description: 'Globs of tool names the server must not list (a role surface).' },
                },
            },
        },
    },
    definitions: {
        expectation: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            maxProperties: 1,
            properties: { contains: { type: 'string' }, schema: { type: 'object' }, error: { const: true } },
        },
    },
};
const validate = new ajv.Ajv({ allErrors: true, strict: false }).compile(probesSchema);
/** Read and validate a probes file (YAML or JSON); problems name the file and the key. */
function loadProbes(file, display = file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new util_errors/* InputError */.dz(code === 'ENOENT' ? 'no such probes file' : `cannot read the probes file: ${err.message.split('\n')[0]}`, display);
    }
    return parseProbes(text, display);
}
/** Validate a probes file's text (as read from disk, or from a commit); problems name `display` and the key. */
function parseProbes(text, display) {
    let data;
    try {
        data = (0,dist/* parse */.qg)(text);
    }
    catch (err) {
        throw new util_errors/* InputError */.dz(`cannot parse the probes file: ${err.message.split('\n')[0]}`, display);
    }
    if (!validate(data)) {
        const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(top level)'} ${e.message ?? 'is invalid'}`);
        throw new util_errors/* InputError */.dz(`invalid probes file: ${problems.join('; ')}`, display);
    }
    const cases = data.cases.map((c) => {
        const out = { id: String(c.id) };
        if (typeof c.server === 'string')
            out.server = c.server;
        if (typeof c.tool === 'string')
            out.tool = c.tool;
        if ((0,json/* isObject */.Gv)(c.arguments))
            out.arguments = c.arguments;
        if (c.expect !== undefined)
            out.expect = (Array.isArray(c.expect) ? c.expect : [c.expect]).map((e) => (typeof e === 'string' ? { contains: e } : e));
        if (Array.isArray(c['forbidden-tools']))
            out.forbiddenTools = c['forbidden-tools'].map(String);
        return out;
    });
    const seen = new Set();
    for (const c of cases) {
        if (seen.has(c.id))
            throw new util_errors/* InputError */.dz(`duplicate probe id "${c.id}"`, display);
        seen.add(c.id);
        if (!c.tool && !c.forbiddenTools)
            throw new util_errors/* InputError */.dz(`probe "${c.id}" needs a tool to call or forbidden-tools to check`, display);
    }
    return cases;
}

;// CONCATENATED MODULE: ./src/probes/index.ts











/**
 * Probes at head (the working tree) and, when `baseRef` is given, at base in a temporary worktree, each side with its
 * own config (the base commit's, see configAtBase) and its servers' setups run first; then the verdict.
 */
async function probeRefs(o) {
    const limit = (0,limiter/* createLimiter */.z)(o.config.concurrency);
    const side = async (servers, rootDir, ref) => {
        const onEvent = o.onEvent;
        const plan = (0,setup/* planSetups */.ED)(servers, {
            rootDir,
            env: o.env,
            limit,
            ...(onEvent ? { onEvent: (e) => onEvent((0,discover_all/* setupEvent */.qP)(e, ref)) } : {}),
        });
        await Promise.all(servers.map((s) => plan.ready(s)));
        return runProbes(o.cases, servers, { rootDir, env: o.env, ref });
    };
    const head = side(o.config.servers, o.rootDir, 'head');
    const baseRef = o.baseRef;
    const base = baseRef
        ? (0,worktree/* withBaseWorktree */.Pt)(o.rootDir, baseRef, (dir) => side((0,discover_refs/* configAtBase */.Z)(o.config, o.rootDir, dir, { env: o.env, baseRef }).config.servers, dir, 'base'), { tmpDir: o.tmpDir })
        : Promise.resolve(undefined);
    const [h, b] = await Promise.allSettled([head, base]);
    if (b.status === 'rejected')
        throw b.reason;
    if (h.status === 'rejected')
        throw h.reason;
    return decideProbes(h.value, b.value);
}

;// CONCATENATED MODULE: ./src/app/gate-refs.ts






/**
 * Discovery for a change between the base and the head (the part that runs the change's code): the policy from the
 * base commit (with a `gate-config-changed` finding per key the head's config moves), the servers from the head, the
 * baseline from the base commit's lockfile or servers, and the probes. The CLI `gate` and the action's pull-request
 * path both start here, so they judge with the same policy and report the same config changes.
 */
async function gatherRefs(o) {
    const inShard = o.inShard ?? (() => true);
    const base = await (0,worktree/* resolveCommit */.WL)(o.rootDir, o.baseRef);
    const named = /^[0-9a-f]{40}$/i.test(o.baseRef) ? {} : { baseLabel: o.baseRef };
    const trusted = await trustedConfig({ rootDir: o.rootDir, configPath: o.configPath, baseSha: base, head: o.config, env: o.env, ...named });
    const config = { ...trusted.config, servers: trusted.config.servers.filter((srv) => inShard(srv.id)) };
    const lockfile = o.lockfile || config.lockfile;
    const common = { rootDir: o.rootDir, env: o.env, ...(o.tmpDir ? { tmpDir: o.tmpDir } : {}), ...(o.onEvent ? { onEvent: o.onEvent } : {}) };
    const sides = await (0,discovery_sides/* discoverSides */.y)({ ...common, config, baseSha: o.baseRef, lockfile });
    let probes;
    if (config.probes) {
        const all = trusted.probesText !== undefined ? parseProbes(trusted.probesText, `${config.probes} at ${named.baseLabel ?? base.slice(0, 7)}`) : loadProbes((0,external_node_path_.join)(o.rootDir, config.probes), config.probes);
        const single = trusted.config.servers.length === 1 ? trusted.config.servers[0].id : undefined;
        const cases = all.filter((c) => inShard(c.server ?? single ?? ''));
        if (cases.length) {
            o.onProbes?.(config.probes);
            probes = await probeRefs({ ...common, config, cases, baseRef: o.baseRef });
        }
    }
    return { trusted, lockfile, sides, ...(probes ? { probes } : {}) };
}
/**
 * Judge what `gatherRefs` gathered: the diff, the base commit's policy, the config changes as findings, the probes.
 * Notes come first from where the policy came from, then from where the baseline came from.
 */
function judgeRefs(g, o) {
    const { trusted, sides, probes } = g;
    // with no config at base and no lockfile there, discovery already says the base has no config: every server is new
    const policyNotes = trusted.baseConfig === 'absent' && sides.baselineFrom === 'base-discovery' ? [] : trusted.notes;
    return (0,judge/* judge */.S)({
        before: sides.before,
        after: sides.after,
        config: trusted.config,
        today: o.today,
        extra: trusted.findings,
        notes: [...policyNotes, ...(trusted.policyChangeNote ? [trusted.policyChangeNote] : []), ...sides.notes],
        ...(probes ? { probes } : {}),
        ...(o.failOn ? { failOn: o.failOn } : {}),
    });
}
/** The pull-request gate without GitHub: gather both refs, then judge. */
async function gateRefs(o) {
    const g = await gatherRefs(o);
    return { ...g, ...judgeRefs(g, o) };
}

// EXTERNAL MODULE: ./src/contract/signature.ts
var signature = __webpack_require__(924);
;// CONCATENATED MODULE: ./src/policy/approval.ts
const APPROVING_PERMISSIONS = ['admin', 'maintain', 'write'];
/** Whether the labeller qualifies, before the (costlier) look-up of what they saw. */
function labellerProblem(input) {
    if (!input.labelPresent)
        return { state: 'none' };
    const l = input.labeledBy;
    if (l && 'unreadable' in l)
        return {
            state: 'stale',
            message: `who applied \`${input.label}\` could not be verified (${l.unreadable}), so the approval does not count and the label was removed; a maintainer can apply it again once GitHub answers`,
        };
    if (!l)
        return { state: 'rejected', message: `could not tell who applied \`${input.label}\` (no labeled event found), so it does not approve anything` };
    const by = l.login;
    if (l.app || l.bot) {
        const names = [by, ...(l.app ? [l.app, `${l.app}[bot]`] : [])].map((x) => x.toLowerCase());
        const allowed = (input.allowApps ?? []).some((a) => names.includes(a.toLowerCase()));
        if (!allowed)
            return {
                state: 'rejected',
                by,
                message: `@${by} applied \`${input.label}\`${l.app ? ` through the GitHub App ${l.app}` : ''}, an automation the pull request's author may be able to drive; bots and Apps approve nothing unless \`approvers.allow-apps\` in the gate config at the base commit names them`,
            };
    }
    if (by.toLowerCase() === input.prAuthor.toLowerCase())
        return { state: 'rejected', by, message: `@${by} applied \`${input.label}\` but is the pull request's author; an approval must come from another maintainer` };
    if (!input.permission || !APPROVING_PERMISSIONS.includes(input.permission))
        return {
            state: 'rejected',
            by,
            message: `@${by} applied \`${input.label}\` with ${input.permission ?? 'unknown'} permission; only users with write, maintain or admin permission can approve`,
        };
    return undefined;
}
function decideApproval(input) {
    const problem = labellerProblem(input);
    if (problem)
        return problem;
    const { login: by, at } = input.labeledBy;
    const shown = input.shown ?? { found: false };
    const again = `apply \`${input.label}\` again once the gate has reported the current changes`;
    if ('unreadable' in shown)
        return { state: 'stale', by, message: `the gate's record of what @${by} approved could not be read (${shown.unreadable}), so the approval does not count and the label was removed; ${again}` };
    if (!shown.found)
        return {
            state: 'stale',
            by,
            message: `@${by} applied \`${input.label}\` before the gate had reported on this pull request, so there is no change set it approves; the label was removed; ${again}`,
        };
    const approval = { fingerprint: shown.fingerprint, by, at, headSha: shown.headSha };
    if (!shown.complete)
        return {
            state: 'stale',
            by,
            message: `when @${by} applied \`${input.label}\`, the gate's report on ${shown.headSha.slice(0, 7)} was incomplete (a server could not be read), so it approves nothing; the label was removed; ${again}`,
        };
    if (shown.fingerprint !== input.fingerprint)
        return {
            state: 'stale',
            by,
            approval,
            message: `@${by} approved the change set reported on ${shown.headSha.slice(0, 7)}; later commits changed contracts (or the gate's policy) again, so the \`${input.label}\` label was removed and the changes need a fresh approval`,
        };
    return { state: 'approved', approval };
}

// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(1460);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(555);
// EXTERNAL MODULE: ./src/contract/types.ts
var contract_types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/policy/fingerprint.ts



/** Every contract of one list, keyed by entity and name: duplicates hash all their copies, invalid entries count too. */
function contractsOf(list, kind, options) {
    const checked = kind === 'tool' ? (0,tool_list/* checkTools */.Gd)(list) : (0,tool_list/* checkPrompts */._N)(list);
    const hash = (e) => (kind === 'tool' ? (0,canonical/* toolHash */.$O)(e, options) : (0,canonical/* promptHash */.Lc)(e, options));
    const copies = new Map();
    for (const e of [...checked.entries, ...checked.extraCopies])
        copies.set(e.name, [...(copies.get(e.name) ?? []), hash(e)]);
    const out = new Map();
    for (const [name, hashes] of copies)
        out.set(`${kind}\u0000${name}`, hashes.length === 1 ? hashes[0] : (0,canonical/* sha256Hex */.fg)(hashes.join(',')));
    for (const bad of checked.invalid) {
        const entry = (list ?? [])[bad.index];
        const key = `invalid-${kind}\u0000${bad.label}`;
        out.set(key, (0,canonical/* sha256Hex */.fg)([out.get(key) ?? '', canonicalOrText(entry)].join(',')));
    }
    return out;
}
function canonicalOrText(value) {
    try {
        return (0,canonical/* canonicalJson */.dj)(value);
    }
    catch {
        return String(value);
    }
}
/** Every contract whose hash differs between the two sets, and every server that could not be read on either side. */
function changedContracts(before, after, options = {}) {
    const out = [];
    const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
    for (const server of ids) {
        const a = before.servers[server];
        const b = after.servers[server];
        if (a?.error || b?.error) {
            out.push({ server, entity: 'server', name: server, before: a?.error ? 'unreadable' : null, after: b?.error ? 'unreadable' : null });
            continue;
        }
        for (const kind of ['tool', 'prompt']) {
            const x = contractsOf(kind === 'tool' ? a?.tools : a?.prompts, kind, options);
            const y = contractsOf(kind === 'tool' ? b?.tools : b?.prompts, kind, options);
            for (const key of [...new Set([...x.keys(), ...y.keys()])].sort()) {
                const h1 = x.get(key) ?? null;
                const h2 = y.get(key) ?? null;
                const [entity, name] = key.split('\u0000');
                if (h1 !== h2)
                    out.push({ server, entity, name, before: h1, after: h2 });
            }
        }
        // resource templates, and the instructions once both sides know them (a lockfile pinned before they were pinned does not)
        const templates = (x) => new Map((0,tool_list/* checkResourceTemplates */._n)(x?.resourceTemplates).entries.map((t) => [t.name, (0,canonical/* contractHash */.$o)((0,canonical/* resourceTemplateContract */.dc)(t, options))]));
        const resources = (x) => new Map((0,tool_list/* checkResources */.EB)(x?.resources).entries.map((r) => [r.uri, (0,canonical/* contractHash */.$o)((0,canonical/* resourceContract */.NR)(r, options))]));
        const known = !a?.instructionsUnpinned && !b?.instructionsUnpinned;
        const instructions = (x) => new Map(known && x?.instructions !== undefined ? [['instructions', (0,canonical/* contractHash */.$o)((0,canonical/* instructionsContract */.UM)(x.instructions))]] : []);
        for (const [entity, x, y] of [
            ['resource', templates(a), templates(b)],
            ['static-resource', resources(a), resources(b)],
            ['server', instructions(a), instructions(b)],
        ]) {
            for (const name of [...new Set([...x.keys(), ...y.keys()])].sort()) {
                const h1 = x.get(name) ?? null;
                const h2 = y.get(name) ?? null;
                if (h1 !== h2)
                    out.push({ server, entity, name, before: h1, after: h2 });
            }
        }
        const pkg = packageChange(a?.package, b?.package);
        if (pkg)
            out.push({ server, entity: 'server', name: 'package', ...pkg });
    }
    return out;
}
const knownIntegrity = (p) => (p.integrity && p.integrity !== contract_types/* UNKNOWN_INTEGRITY */.P ? p.integrity : undefined);
/**
 * The launched package as an approval sees it: which package, which exact version (or what the spec asked for), and
 * its integrity when both sides know it (an integrity one side could not read changes nothing, so a registry out of
 * reach does not make an approval stale).
 */
function packageChange(a, b) {
    if (!a && !b)
        return undefined;
    const both = a && b && knownIntegrity(a) && knownIntegrity(b);
    const key = (p) => p ? (0,canonical/* sha256Hex */.fg)((0,canonical/* canonicalJson */.dj)({ manager: p.manager, name: p.name, version: p.version ?? p.resolved ?? null, requested: p.requested ?? null, integrity: both ? knownIntegrity(p) : null })) : null;
    const before = key(a);
    const after = key(b);
    return before === after ? undefined : { before, after };
}
/**
 * The probe verdicts a report shows (case, server, status on each side, the decision, and why each head case failed),
 * as stable text: a case that still fails, but for another reason, is a different verdict. A case that could not run
 * counts by its status alone (its error names ports, paths and times that differ from run to run).
 */
function probeDigest(probes) {
    if (!probes)
        return '';
    const lines = [`decision\u0000${probes.decision}`];
    for (const [side, run] of [
        ['head', probes.head],
        ['base', probes.base],
    ])
        for (const r of run?.results ?? [])
            lines.push([side, r.server, r.id, r.status, ...(side === 'head' && r.status === 'fail' ? [r.reason ?? ''] : [])].join('\u0000'));
    return lines.sort().join('\n');
}
/**
 * The identity of a change set: an approval is bound to it, and goes stale when it changes. `policy` is the text of the
 * policy shifts the pull request makes to the gate's config (empty when none), so editing the config after an approval
 * makes it stale too; `probes` is the text of the probe verdicts the report showed (`probeDigest`). Nothing changed → empty string.
 */
function changeFingerprint(changes, policy = '', probes = '') {
    if (changes.length === 0 && policy === '' && probes === '')
        return '';
    const lines = changes.map((c) => [c.server, c.entity, c.name, c.before ?? '-', c.after ?? '-'].join('\u0000')).sort();
    if (policy)
        lines.push(`policy\u0000${policy}`);
    if (probes)
        lines.push(`probes\u0000${probes}`);
    return (0,canonical/* sha256Hex */.fg)(lines.join('\n'));
}

// EXTERNAL MODULE: ./src/diff/engine.ts + 16 modules
var engine = __webpack_require__(4848);
// EXTERNAL MODULE: ./src/policy/evaluate.ts
var policy_evaluate = __webpack_require__(2863);
;// CONCATENATED MODULE: ./src/gate/renames.ts




/**
 * The renames of an approved change set, as the lockfile records them for the runtime proxy: every `tool-renamed`, and
 * every `param-renamed` of a top-level argument (a nested one cannot be rewritten by moving one key).
 */
function approvedRenames(findings) {
    const out = [];
    for (const f of findings) {
        if (f.entity !== 'tool' || typeof f.before !== 'string' || typeof f.after !== 'string')
            continue;
        const server = f.server ?? contract_types/* DEFAULT_SERVER_ID */.k;
        if (f.rule === 'tool-renamed')
            out.push({ server, tool: f.tool, kind: 'tool', from: f.before, to: f.after });
        else if (f.rule === 'param-renamed' && f.path === f.after && !/[.[]/.test(f.before + f.after))
            out.push({ server, tool: f.tool, kind: 'param', from: f.before, to: f.after });
    }
    return out;
}
/**
 * The renames to record when the live servers are pinned over `previous` with renames approved (`pin
 * --approve-renames`, the command the action prints where it cannot push): the same diff of the pinned contracts
 * against the live ones, under the same policy, read by `approvedRenames` as the action's approved re-pin reads its
 * evaluation. Servers that could not be read are left out (they keep their entries).
 */
function renamesSince(previous, live, policy, today) {
    if (!previous)
        return [];
    const read = { servers: Object.fromEntries(Object.entries(live.servers).filter(([id, s]) => !s.error && Object.hasOwn(previous.servers, id))) };
    const base = lockfileToSnapshotSet(previous);
    base.servers = Object.fromEntries(Object.entries(base.servers).filter(([id]) => Object.hasOwn(read.servers, id)));
    return approvedRenames(evaluate(diffSnapshots(base, read), policy, { today }).findings);
}

;// CONCATENATED MODULE: ./src/publish/record.ts
/**
 * What the gate writes into its own check run (`external_id`) on every pull request run: the pull request and the
 * change set it reported. Check runs are written only by the GitHub App behind the workflow token and cannot be edited
 * or deleted by the pull request's author, so they are where the gate later reads what a maintainer approved.
 */
const PREFIX = 'mcp-contract-gate/1';
const EMPTY = '-';
const INCOMPLETE = 'incomplete';
function encodeRecord(r) {
    return `${PREFIX} pr=${r.pr} fp=${r.complete ? r.fingerprint || EMPTY : INCOMPLETE}`;
}
function decodeRecord(text) {
    const m = /^mcp-contract-gate\/1 pr=(\d+) fp=([0-9a-f]{64}|-|incomplete)$/.exec(text);
    if (!m)
        return undefined;
    const fp = m[2];
    return { pr: Number(m[1]), fingerprint: fp === EMPTY || fp === INCOMPLETE ? '' : fp, complete: fp !== INCOMPLETE };
}

;// CONCATENATED MODULE: ./src/publish/sticky.ts

/**
 * The sticky comment only displays the report: nothing the gate decides is read back from it (its author-editable
 * text is not a record; approvals are read from GitHub's events and the gate's own check runs).
 */
/** The marker that identifies this config's comment: workflow, job and optional header (sanitised when rendered). */
function stickyMarker(workflow, job, header = '') {
    return [workflow, job, header].filter(Boolean).join('/');
}
/**
 * The gate's comment for this marker: the first comment, across all pages, that starts with the marker AND was written by
 * the token's own identity (anyone can paste a marker into their own comment; only ours count).
 */
async function findSticky(api, issue, marker, identity) {
    const line = (0,report_escape/* markerComment */.wV)(marker);
    const comments = await api.listComments(issue);
    return comments.find((c) => c.author.toLowerCase() === identity.toLowerCase() && c.body.startsWith(line));
}

;// CONCATENATED MODULE: ./src/app/approval-record.ts

/** How many of the pull request's newest commits are searched for the gate's report (each costs one request). */
const RECORD_SEARCH_COMMITS = 100;
/**
 * What the gate had reported on pull request `pr` at time `at`: the latest of its own completed check runs (same name,
 * same GitHub App, a record for this pull request) that completed no later than `at`, on any of the pull request's
 * commits. Runs are only made on the head of the moment, so the newest commit that has one holds the answer.
 * Anything that cannot be read is `unreadable`: the caller fails closed.
 */
async function shownAt(api, o) {
    if (!o.app)
        return { unreadable: 'the gate could not create its check run, so it cannot tell its own records from others (the token needs `checks: write`)' };
    const limit = Date.parse(o.at);
    if (!Number.isFinite(limit))
        return { unreadable: `the label event has no usable time (${o.at})` };
    let shas;
    try {
        shas = await api.pullCommitShas(o.pr);
    }
    catch (err) {
        return { unreadable: `listing the pull request's commits failed: ${err.message.split('\n')[0]}` };
    }
    for (const sha of shas.slice(-RECORD_SEARCH_COMMITS).reverse()) {
        let runs;
        try {
            runs = await api.checkRunsOn(sha, o.checkName);
        }
        catch (err) {
            return { unreadable: `listing the check runs of ${sha.slice(0, 7)} failed: ${err.message.split('\n')[0]}` };
        }
        let best;
        for (const r of runs) {
            if (r.status !== 'completed' || !r.completedAt || r.app !== o.app)
                continue;
            const record = decodeRecord(r.externalId);
            if (!record || record.pr !== o.pr)
                continue;
            const t = Date.parse(r.completedAt);
            if (!(t <= limit))
                continue;
            if (!best || t > best.at || (t === best.at && r.id > best.id))
                best = { at: t, id: r.id, fingerprint: record.fingerprint, complete: record.complete };
        }
        if (best)
            return { found: true, fingerprint: best.fingerprint, complete: best.complete, headSha: sha, at: new Date(best.at).toISOString() };
    }
    return { found: false };
}

;// CONCATENATED MODULE: ./src/app/publish-pull-request.ts

















/** Everything after discovery: judge, approve, re-pin, report on the pull request and its head commit. */
async function publishPullRequest(p) {
    const { gh, pr, settings } = p;
    const judged = judgePullRequest(p);
    const approval = await approvalFor(p, judged.fingerprint);
    if (approval.state === 'stale')
        await gh.write(`removing the stale ${settings.approveLabel} label`, () => gh.api.removeLabel(pr.number, settings.approveLabel));
    const repin = await repinLockfile(p, judged, approval);
    const verdict = (0,decide/* decideGate */.q7)(repin.facts, { ...(repin.repinnedSha ? { sha: repin.repinnedSha } : {}), ...(repin.repinProblem ? { problem: repin.repinProblem } : {}) });
    const report = pullRequestReport(p, judged, approval, repin, verdict.decision);
    const summaryMarkdown = await reportOnGitHub(p, judged, approval, repin, verdict, report);
    return { verdict, evaluation: judged.evaluation, report, summaryMarkdown, repinnedSha: repin.repinnedSha, approval: approval.state };
}
function judgePullRequest(p) {
    const { trusted, sides, probes } = p.gathered;
    const { diff, evaluation } = judgeRefs(p.gathered, { today: p.today, ...(p.settings.failOn ? { failOn: p.settings.failOn } : {}) });
    const changed = changedContracts(sides.before, sides.after, { includeMeta: trusted.config.includeMeta });
    return { diff, evaluation, changed, fingerprint: changeFingerprint(changed, trusted.policyDigest, probeDigest(probes)) };
}
/** The lockfile the head should carry, whether it already does, and (when the plan says so) the commit that re-pins it. */
async function repinLockfile(p, judged, approval) {
    const { settings, pr } = p;
    const expected = expectedLockfile(p, judged, approval);
    const current = headLockfile(p);
    const facts = {
        evaluation: judged.evaluation,
        approval,
        changedCount: judged.changed.length,
        lock: { current: current === expected, exists: current !== undefined },
        repin: settings.repin,
        fork: pr.fork,
        secretInLockfile: p.scrubber.contains(expected),
    };
    const plan = (0,decide/* planRepin */.o2)(facts);
    if (!plan.push)
        return { facts, repinnedSha: undefined, repinProblem: plan.problem };
    const repinnedSha = await pushLockfile(p, judged, approval, expected);
    const { gh } = p;
    const repinProblem = repinnedSha ? plan.problem : gh.readOnly ? 'the workflow token cannot push to this branch (it needs `contents: write`)' : (gh.problems.at(-1) ?? 'the commit failed');
    return { facts, repinnedSha, repinProblem };
}
/** The serialized lockfile for the head's contracts: approved renames and the approval recorded, signed when a key is set. */
function expectedLockfile(p, judged, approval) {
    const { settings, pr, gathered: g } = p;
    const config = g.trusted.config;
    const approved = approval.state === 'approved';
    const approvalRecord = approved ? { by: approval.approval.by, at: approval.approval.at, pullRequest: pr.number } : null;
    const built = (0,contract_lockfile/* buildLockfile */.Or)(g.sides.after, g.sides.baseLock, {
        includeMeta: config.includeMeta,
        neutralPaths: config.neutralPaths,
        approval: approvalRecord,
        ...(approved ? { renames: approvedRenames(judged.evaluation.findings) } : {}),
    });
    return (0,contract_lockfile/* serializeLockfile */.c5)(settings.signingKey ? (0,signature/* signLockfile */.Pz)(built, (0,signature/* parsePrivateKey */.QW)(settings.signingKey, 'input "signing-key"')) : built);
}
/** The lockfile the head commit carries (as gathered, else as checked out), or undefined when it has none. */
function headLockfile(p) {
    const g = p.gathered;
    if (g.headLockfile !== undefined)
        return g.headLockfile ?? undefined;
    const lockAbs = (0,external_node_path_.join)(p.rootDir, g.lockfile);
    return (0,external_node_fs_.existsSync)(lockAbs) ? (0,external_node_fs_.readFileSync)(lockAbs, 'utf8') : undefined;
}
/** Commit the lockfile to the pull request's branch, on top of the head the gate judged; the new commit's SHA. */
async function pushLockfile(p, judged, approval, contents) {
    const { gh, pr } = p;
    const n = judged.changed.length;
    const path = [p.repoPrefix, p.gathered.lockfile].filter(Boolean).join('/').replace(/^\.\//, '');
    return gh.write('re-pinning the lockfile', () => gh.api.createCommitOnBranch({
        branch: pr.headRef,
        expectedHeadOid: pr.headSha,
        headline: `Re-pin MCP contracts${approval.state === 'approved' ? ` (approved by @${approval.approval.by})` : ''}`,
        body: `Updated ${path} for pull request #${pr.number}: ${n} contract${n === 1 ? '' : 's'} changed.\n\nWritten by mcp-contract-gate.`,
        files: [{ path, contents }],
    }));
}
/** The report's input: the diff, the findings, the approval, and the next step with the pin command when it is needed. */
function pullRequestReport(p, judged, approval, repin, decision) {
    const { pr, settings, gathered: g } = p;
    const { diff, evaluation } = judged;
    const { lockfile, sides, probes } = g;
    const { repinnedSha, repinProblem } = repin;
    const approved = approval.state === 'approved';
    const failed = evaluation.failures.length > 0;
    const blocked = evaluation.blocking > 0;
    const pinCommand = `npx mcp-contract-gate pin${settings.config !== model_config/* DEFAULT_CONFIG_PATH */.Bi ? ` --config ${settings.config}` : ''}${lockfile !== model_config/* DEFAULT_LOCKFILE */.U ? ` --lockfile ${lockfile}` : ''}${approved ? ` --by ${approval.approval.by}` : ''}${approved && approvedRenames(evaluation.findings).length ? ' --approve-renames' : ''}`;
    const nextStep = publish_pull_request_nextStepText({ decision, failed, blocked, approval, label: settings.approveLabel, repinnedSha, repinProblem, pinCommand, lockfile });
    return {
        diff,
        evaluation,
        subject: { before: sides.baselineFrom === 'base-lockfile' ? `${lockfile} at ${pr.baseSha.slice(0, 7)}` : `base ${pr.baseSha.slice(0, 7)}`, after: `head ${pr.headSha.slice(0, 7)}` },
        approval: reportApproval(approval, settings.approveLabel),
        nextStep,
        ...(repinProblem && approved ? { nextStepCommand: pinCommand } : {}),
        ...(probes ? { probes } : {}),
        decision,
    };
}
/** Annotations, the sticky comment, the check run (and its twin on the re-pin commit); returns the check's summary. */
async function reportOnGitHub(p, judged, approval, repin, verdict, report) {
    const { gh, pr, settings, check, gathered: g } = p;
    const { evaluation, fingerprint } = judged;
    const config = g.trusted.config;
    const failed = evaluation.failures.length > 0;
    const marker = stickyMarker(p.workflow, p.job, settings.commentHeader);
    const locator = new ToolLocator(p.rootDir, p.repoPrefix, config.servers, g.lockfile, config.file ? (0,external_node_path_.relative)(p.rootDir, config.file) : undefined);
    const annotations = checkAnnotations(evaluation.findings, locator);
    p.annotate(annotations);
    const provenance = g.provenance ? `\n${g.provenance}` : '';
    const summaryMd = (0,markdown/* renderMarkdown */.Gc)(report, { marker, header: settings.commentHeader || undefined, maxLength: publish_github/* LIMITS */.b1.checkSummary - provenance.length, fullReportUrl: p.runUrl }) + provenance;
    if (settings.comment) {
        const sticky = await gh.read('reading the pull request comments', () => findSticky(gh.api, pr.number, marker, p.identity));
        const body = (0,markdown/* renderMarkdown */.Gc)(report, { marker, header: settings.commentHeader || undefined, maxLength: publish_github/* LIMITS */.b1.commentBody, fullReportUrl: p.runUrl });
        const hasNews = evaluation.findings.length > 0 || failed || approval.state !== 'none';
        if (sticky)
            await gh.write('updating the sticky comment', () => gh.api.updateComment(sticky.id, body));
        else if (hasNews)
            await gh.write('posting the sticky comment', () => gh.api.createComment(pr.number, body));
    }
    const conclusion = verdict.decision === 'fail' ? 'failure' : 'success';
    const output = { title: publish_pull_request_checkTitle(verdict, evaluation, approval), summary: summaryMd };
    // What this run reported, for a later run to read back when a maintainer approves (the approval's record).
    const record = encodeRecord({ pr: pr.number, fingerprint, complete: !failed });
    if (check)
        await gh.write('completing the check run', () => gh.api.completeCheckRun(check.id, conclusion, output, annotations, record));
    if (repin.repinnedSha)
        await reportOnCommit(p, repin.repinnedSha, conclusion, output, annotations, record);
    return summaryMd;
}
/** The approval from GitHub's own records: the labeled event, the labeller's permission, and the gate's check runs. */
async function approvalFor(p, fingerprint) {
    const { gh, pr, settings } = p;
    const trustedApps = p.gathered.trusted.config.approvers?.allowApps ?? [];
    const labels = (await gh.read('reading the labels', () => gh.api.listLabels(pr.number))) ?? pr.labels;
    const labelPresent = labels.includes(settings.approveLabel);
    if (!labelPresent)
        return { state: 'none' };
    const events = await gh.read('reading the label events', () => gh.api.labelEvents(pr.number));
    let labeledBy;
    if (!events)
        labeledBy = { unreadable: gh.problems.at(-1) ?? 'the label events could not be read' };
    else {
        // The label as it is now was applied by the latest labeled event: its actor and its time are what count, whichever
        // run reads them (a `labeled` run that executes late reads the same record as the newest one). A label whose
        // event is not in GitHub's list yet approves nothing: there is no time to bind it to (nor when the list ends with the
        // label's removal: the event that put it back is the one missing, and the one before it was taken back).
        const latest = events.filter((e) => (e.event === 'labeled' || e.event === 'unlabeled') && e.label === settings.approveLabel).at(-1);
        const last = latest?.event === 'labeled' ? latest : undefined;
        if (last)
            labeledBy = { login: last.actor, at: last.at, ...(last.app ? { app: last.app } : {}), ...(last.bot ? { bot: true } : {}) };
    }
    const login = labeledBy && 'login' in labeledBy ? labeledBy.login : undefined;
    const permission = login ? await gh.read(`reading @${login}'s permission`, () => gh.api.permission(login)) : undefined;
    const base = {
        label: settings.approveLabel,
        labelPresent,
        ...(labeledBy ? { labeledBy } : {}),
        ...(permission ? { permission } : {}),
        prAuthor: pr.author,
        fingerprint,
        allowApps: trustedApps,
    };
    const problem = labellerProblem(base);
    if (problem)
        return problem;
    const shown = await shownAt(gh.api, { pr: pr.number, checkName: settings.checkName, app: p.check?.app, at: labeledBy.at });
    return decideApproval({ ...base, shown });
}
function reportApproval(state, label) {
    switch (state.state) {
        case 'none':
            return { label, state: 'none' };
        case 'approved':
            return { label, state: 'approved', by: state.approval.by };
        case 'stale':
            return { label, state: 'stale', ...(state.by ? { by: state.by } : {}), message: state.message };
        case 'rejected':
            return { label, state: 'rejected', ...(state.by ? { by: state.by } : {}), message: state.message };
    }
}
function publish_pull_request_nextStepText(o) {
    if (o.failed)
        return 'Fix the servers that could not be read (their errors are below) and push again; nothing can be approved until every server is read.';
    if (o.repinnedSha)
        return `The lockfile was re-pinned in ${o.repinnedSha.slice(0, 7)}; its check is reported on that commit.`;
    if (o.repinProblem)
        return `The lockfile could not be updated automatically (${o.repinProblem}). Run \`${o.pinCommand}\` on the branch and commit ${o.lockfile}; the check stays red until the lockfile is current.`;
    if (o.decision === 'approved')
        return `Approved by @${o.approval.approval.by}; the lockfile already matches.`;
    if (o.blocked)
        return `A maintainer with write access (not the author) can approve these changes by applying the \`${o.label}\` label; the gate then re-pins ${o.lockfile}.`;
    return 'No blocking contract changes.';
}
function publish_pull_request_checkTitle(verdict, evaluation, approval) {
    const why = verdict.reasons[0];
    if (verdict.decision === 'fail' && why)
        return why.charAt(0).toUpperCase() + why.slice(1);
    if (verdict.decision === 'approved')
        return `${evaluation.blocking} blocking contract change${evaluation.blocking === 1 ? '' : 's'}, approved by @${approval.approval.by}`;
    return evaluation.findings.length ? `${evaluation.findings.length} non-blocking contract change${evaluation.findings.length === 1 ? '' : 's'}` : 'No contract changes';
}
/** Pushes made with GITHUB_TOKEN start no workflow, so the gate reports its check on the re-pin commit itself. */
async function reportOnCommit(p, sha, conclusion, output, annotations, record) {
    const { gh } = p;
    const created = await gh.write('creating the check run on the re-pin commit', () => gh.api.createCheckRun(p.settings.checkName, sha, p.runUrl));
    if (created)
        await gh.write('completing the check run on the re-pin commit', () => gh.api.completeCheckRun(created.id, conclusion, output, annotations, record));
}

// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(4069);
;// CONCATENATED MODULE: ./src/action/pull-request.ts







/** The gate on a pull request: discover, judge, approve, re-pin, and report on the PR and its head commit. */
async function runPullRequest(run, gather = (r) => gatherPullRequest(r)) {
    const { ctx, inputs, pr, gh } = run;
    const check = await gh.write('creating the check run', () => gh.api.createCheckRun(inputs.checkName, pr.headSha, runUrl(ctx)));
    try {
        return await pull_request_publishPullRequest(run, check, await gather(run));
    }
    catch (err) {
        if (check)
            await failCheckRun(gh, check.id, err);
        throw err;
    }
}
/** Keep only the servers a shard discovers (the `servers` input: ids or globs); every server when empty. */
function shardFilter(patterns) {
    if (patterns.length === 0)
        return () => true;
    return (id) => patterns.some((p) => p === id || picomatch_default().isMatch(id, p, { dot: true }));
}
/** Discovery for a pull request (the part that runs the pull request's code): base policy, head servers, both sides. */
async function gatherPullRequest(run, inShard = () => true) {
    const { io, ctx, inputs, pr } = run;
    return gatherRefs({
        config: run.config,
        configPath: inputs.config,
        rootDir: run.rootDir,
        baseRef: pr.baseSha,
        lockfile: inputs.lockfile,
        env: io.env,
        ...(ctx.runnerTemp ? { tmpDir: ctx.runnerTemp } : {}),
        onEvent: (e) => logDiscovery(io, e),
        inShard,
    });
}
/** Everything after discovery, by the app's use case; the action prints the annotations and writes its outputs. */
async function pull_request_publishPullRequest(run, check, g) {
    const { io, ctx, inputs, pr, gh } = run;
    const published = await publishPullRequest({
        settings: inputs,
        pr,
        gh,
        rootDir: run.rootDir,
        repoPrefix: run.repoPrefix,
        identity: run.identity,
        scrubber: run.scrubber,
        today: io.now().toISOString().slice(0, 10),
        workflow: ctx.workflow,
        job: ctx.job,
        runUrl: runUrl(ctx),
        check,
        gathered: g,
        annotate: (annotations) => emitCommandAnnotations(io, annotations),
    });
    const { verdict, evaluation, report, summaryMarkdown, repinnedSha, approval } = published;
    return (0,outcome/* finish */.O)(io, { decision: verdict.decision, reasons: verdict.reasons, exit: verdict.exit, evaluation, report, summaryMarkdown, repinnedSha, approval, ctx, gh });
}
function runUrl(ctx) {
    return ctx.runId ? `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}` : undefined;
}
function logDiscovery(io, e) {
    if (e.type !== 'end' || !e.snapshot)
        return;
    const where = `${e.server}${e.ref ? ` @ ${e.ref}` : ''}`;
    io.info(e.snapshot.error ? `✗ ${where}: ${e.snapshot.error.message}` : `✓ ${where}: ${(0,common/* plural */.LS)(e.snapshot.tools.length, 'tool')}`);
}

;// CONCATENATED MODULE: ./src/action/merge-group.ts





/** merge_group: the app's merge-queue check on the queue's commit (see src/app/merge-queue.ts), from the event's payload. */
async function runMergeGroup(o) {
    const { io, ctx, inputs, gh } = o;
    const mg = ctx.payload.merge_group;
    if (!(0,json/* isObject */.Gv)(mg) || typeof mg.head_sha !== 'string' || typeof mg.base_sha !== 'string')
        throw new util_errors/* InputError */.dz('the merge_group payload has no head_sha / base_sha');
    const { verdict, evaluation, report, summaryMarkdown } = await mergeQueue({
        gh,
        checkName: inputs.checkName,
        headSha: mg.head_sha,
        baseSha: mg.base_sha,
        rootDir: o.rootDir,
        configPath: inputs.config,
        config: o.config,
        lockfile: inputs.lockfile,
        ...(inputs.failOn ? { failOn: inputs.failOn } : {}),
        env: io.env,
        today: io.now().toISOString().slice(0, 10),
        runUrl: runUrl(ctx),
    });
    return (0,outcome/* finish */.O)(io, { decision: verdict.decision, reasons: verdict.reasons, exit: verdict.exit, evaluation, report, summaryMarkdown, ctx, gh });
}

;// CONCATENATED MODULE: ./src/action/provenance.ts

const str = (v) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
/**
 * From the `workflow_run` payload (a fork's results, published by a trusted workflow), or this run itself (publish as
 * a job after the discover jobs of the same workflow run).
 */
function resultProvenance(ctx, pr, env) {
    if (ctx.eventName === 'workflow_run') {
        const wr = ctx.payload.workflow_run;
        const workflow = ctx.payload.workflow;
        const runId = str(wr?.id);
        if (!wr || !runId)
            return undefined;
        const file = str(wr.path) ?? str(workflow?.path);
        return {
            runId,
            name: str(wr.name) ?? '(unnamed)',
            // built from the run id, in this repository (a workflow_run event names a run of this repository's workflows)
            url: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}`,
            event: str(wr.event) ?? '(unknown)',
            headBranch: str(wr.head_branch) ?? '(unknown)',
            ...(file ? { workflowFile: file.replace(/@.*$/, '') } : {}),
            source: 'workflow_run',
        };
    }
    if (!ctx.runId)
        return undefined;
    // GITHUB_WORKFLOW_REF: owner/repo/.github/workflows/file.yml@refs/…
    const ref = env.GITHUB_WORKFLOW_REF;
    const prefix = `${ctx.owner}/${ctx.repo}/`;
    const file = ref?.startsWith(prefix) ? ref.slice(prefix.length).replace(/@.*$/, '') : undefined;
    return {
        runId: ctx.runId,
        name: ctx.workflow || '(unnamed)',
        url: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`,
        event: ctx.eventName,
        headBranch: pr.headRef || '(unknown)',
        ...(file ? { workflowFile: file } : {}),
        source: 'this-run',
    };
}
/** The check summary's section: the run, the workflow file, and each result file with the servers it discovered. */
function provenanceSection(p, results) {
    let out = '### Where the results came from\n\n';
    if (p) {
        const url = (0,report_escape/* safeUrl */.Pl)(p.url);
        const run = url ? `[${(0,report_escape/* escapeInline */.VV)(p.name, 200)} (run ${p.runId})](${url})` : `${(0,report_escape/* escapeInline */.VV)(p.name, 200)} (run ${p.runId})`;
        out += `Workflow run ${run} · event ${(0,report_escape/* codeSpan */.SS)(p.event)} · head branch ${(0,report_escape/* codeSpan */.SS)(p.headBranch)} · workflow file ${p.workflowFile ? (0,report_escape/* codeSpan */.SS)(p.workflowFile, { max: 300 }) : '*(not named)*'}`;
        out += p.source === 'workflow_run' ? ' (from the `workflow_run` event that started this job).\n\n' : ' (this run: its discover jobs ran before this job).\n\n';
    }
    else
        out += 'The run that produced the results is not known.\n\n';
    out += '| Result file | Servers |\n|---|---|\n';
    for (const r of results)
        out += `| ${(0,report_escape/* codeSpan */.SS)(r.file, { table: true, max: 300 })} | ${r.servers.map((s) => (0,report_escape/* codeSpan */.SS)(s, { table: true })).join(', ')} |\n`;
    out +=
        "\nPublish checked that each result is for this pull request, its head and base commits and its config, not what it says: the tool lists were produced by the pull request's own code. The drift monitor after merge and the runtime proxy in `block` mode check what the servers really list.\n";
    return out;
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 9 modules
var schemas = __webpack_require__(5649);
;// CONCATENATED MODULE: ./src/action/result-schema.ts

/**
 * The strict shape of a discovery result (`mcp-contract-gate/discovery@1`). A result is written by a job that ran the
 * pull request's code, so every field is checked for type, length and count, unknown keys are refused, numbers must be
 * numbers and counts must agree with what they count. Strings that pass are still untrusted server text: every
 * renderer escapes them.
 */
const RESULT_LIMITS = {
    /** Server ids, probe case ids, refs, versions. */
    idChars: 200,
    /** Notes, probe reasons, error messages. */
    textChars: 8_000,
    /** A stderr tail. */
    stderrChars: 65_536,
    /** A server's `instructions`. */
    instructionsChars: 65_536,
    servers: 1_000,
    /** Tools (or prompts, resource templates) per server. */
    entries: 10_000,
    notes: 1_000,
    probeCases: 10_000,
};
const L = RESULT_LIMITS;
const id = schemas/* string */.YjP().min(1).max(L.idChars);
const result_schema_text = schemas/* string */.YjP().max(L.textChars);
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'a commit SHA (40 or 64 hex digits)');
/**
 * Any JSON value: a tool or prompt as the server listed it. The engine checks these entry by entry (an unusable one is an
 * invalid tool of its own, never a lost run), so the result's schema does not judge them.
 */
const result_schema_json = schemas/* unknown */.L5J();
const jsonObject = schemas/* record */.g1P(schemas/* string */.YjP().max(L.idChars), result_schema_json);
const discoveryError = schemas/* strictObject */.rej({
    message: result_schema_text,
    exitCode: schemas/* number */.aig().int().nullable().optional(),
    signal: schemas/* string */.YjP().max(L.idChars).nullable().optional(),
    stderr: schemas/* string */.YjP().max(L.stderrChars).optional(),
    timedOut: schemas/* boolean */.zMY().optional(),
});
/** The package a launch spec ran and what it resolved to (ServerSnapshot.package). */
const launchedPackage = schemas/* strictObject */.rej({
    manager: id,
    name: id,
    version: id.optional(),
    requested: id.optional(),
    resolved: id.optional(),
    integrity: id.optional(),
    reason: result_schema_text.optional(),
    digest: id.optional(),
});
const snapshot = schemas/* strictObject */.rej({
    tools: schemas/* array */.YOg(result_schema_json).max(L.entries),
    prompts: schemas/* array */.YOg(result_schema_json).max(L.entries).optional(),
    resourceTemplates: schemas/* array */.YOg(jsonObject).max(L.entries).optional(),
    resources: schemas/* array */.YOg(jsonObject).max(L.entries).optional(),
    instructions: schemas/* string */.YjP().max(L.instructionsChars).optional(),
    serverInfo: jsonObject.optional(),
    package: launchedPackage.optional(),
    variant: id.optional(),
    protocolVersion: schemas/* string */.YjP().max(L.idChars).optional(),
    era: schemas/* literal */.euz('discover').optional(),
    capabilities: jsonObject.optional(),
    clientCapabilities: jsonObject.optional(),
    error: discoveryError.optional(),
    warnings: schemas/* array */.YOg(result_schema_text).max(L.notes).optional(),
});
const snapshotSet = schemas/* strictObject */.rej({
    servers: schemas/* record */.g1P(id, snapshot).refine((s) => Object.keys(s).length <= L.servers, `more than ${L.servers} servers`),
});
const probeResult = schemas/* strictObject */.rej({
    id,
    server: schemas/* string */.YjP().max(L.idChars),
    status: schemas/* enum */.k5n(['pass', 'fail', 'error']),
    reason: result_schema_text.optional(),
    observed: result_schema_json.optional(),
});
const probeRun = schemas/* strictObject */.rej({
    ref: schemas/* enum */.k5n(['base', 'head']).or(id),
    results: schemas/* array */.YOg(probeResult).max(L.probeCases),
    passed: schemas/* number */.aig().int().nonnegative(),
    total: schemas/* number */.aig().int().nonnegative(),
})
    .refine((r) => r.total === r.results.length && r.passed === r.results.filter((x) => x.status === 'pass').length, {
    message: '"passed" and "total" must count the results (total = results, passed = results with status pass)',
});
const discoveryResultSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz('mcp-contract-gate/discovery@1'),
    toolVersion: schemas/* string */.YjP().max(L.idChars),
    pullRequest: schemas/* number */.aig().int().positive(),
    baseSha: sha,
    headSha: sha,
    config: schemas/* strictObject */.rej({ path: schemas/* string */.YjP().min(1).max(1_000), sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex') }),
    shard: schemas/* strictObject */.rej({ servers: schemas/* array */.YOg(id).max(L.servers), of: schemas/* array */.YOg(id).max(L.servers) }),
    baselineFrom: schemas/* enum */.k5n(['base-lockfile', 'base-discovery']),
    before: snapshotSet.optional(),
    after: snapshotSet,
    probes: schemas/* strictObject */.rej({ head: probeRun, base: probeRun.optional() }).optional(),
    notes: schemas/* array */.YOg(result_schema_text).max(L.notes),
});
/** The problems of a result that does not fit, one line each with its path (at most `max`). */
function resultProblems(data, max = 10) {
    const parsed = discoveryResultSchema.safeParse(data);
    if (parsed.success)
        return undefined;
    return parsed.error.issues.slice(0, max).map((i) => `${i.path.length ? i.path.map(String).join('.') : '(top level)'}: ${i.message}`);
}

;// CONCATENATED MODULE: ./src/action/result.ts



/**
 * What a `discover` job hands to the `publish` job: self-describing, and nothing in it needs a write token. The publish
 * job trusts none of it blindly: it checks the pull request, its current head and base, the head config (read from
 * GitHub, not from the result) and that the shards cover every configured server exactly once.
 */
const RESULT_FORMAT = 'mcp-contract-gate/discovery@1';
/** The file a discover job writes (in RUNNER_TEMP, or `.mcp-contract-gate/` beside the checkout). */
const RESULT_FILE = 'mcp-contract-gate-discovery.json';
/** Deterministic text of a result (sorted keys are not needed: it is produced in one place, in one order). */
function serializeResult(r) {
    return (0,json/* prettyJson */.D_)(r);
}
/** Parse one result file; anything else is an InputError naming the file. */
function parseResult(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new util_errors/* InputError */.dz(`not JSON (${err.message})`, file);
    }
    if (!(0,json/* isObject */.Gv)(data) || data.format !== RESULT_FORMAT)
        throw new util_errors/* InputError */.dz(`not a discovery result of this gate (expected "format": "${RESULT_FORMAT}"); upload the file the discover job writes (its "result" output)`, file);
    const problems = resultProblems(data);
    if (problems)
        throw new util_errors/* InputError */.dz(`a discovery result that does not fit its schema (refused: the publish job reads only what the discover job writes):\n- ${problems.join('\n- ')}`, file);
    return data;
}
/**
 * Check that the shards belong to this pull request as it is now and cover every configured server exactly once, then
 * merge them. Every problem is listed (fail closed: publish reports none of them as a pass).
 */
function mergeResults(results, expected) {
    const problems = [];
    if (results.length === 0)
        throw new util_errors/* InputError */.dz("no discovery results found: download the discover jobs' artifacts into the `results` folder before this step");
    const owner = new Map();
    for (const { file, result: r } of results) {
        if (r.pullRequest !== expected.pullRequest)
            problems.push(`${file} is for pull request #${r.pullRequest}, not #${expected.pullRequest}`);
        if (r.headSha !== expected.headSha)
            problems.push(`${file} was discovered at ${r.headSha.slice(0, 7)}, but the pull request's head is now ${expected.headSha.slice(0, 7)} (a newer push: its own run publishes it)`);
        if (r.baseSha !== expected.baseSha)
            problems.push(`${file} compared against base ${r.baseSha.slice(0, 7)}, not ${expected.baseSha.slice(0, 7)}`);
        if (r.config.sha256 !== expected.configSha256)
            problems.push(`${file} ran with a different gate config than the one at the head commit`);
        const declared = [...r.shard.of].sort().join(',');
        if (declared !== [...expected.servers].sort().join(','))
            problems.push(`${file} saw servers [${r.shard.of.join(', ')}] in the config, the head config declares [${expected.servers.join(', ')}]`);
        for (const id of r.shard.servers)
            owner.set(id, [...(owner.get(id) ?? []), file]);
        const extra = Object.keys(r.after.servers).filter((id) => !r.shard.servers.includes(id));
        if (extra.length)
            problems.push(`${file} carries servers outside its shard: ${extra.join(', ')}`);
    }
    const missing = expected.servers.filter((id) => !owner.has(id));
    if (missing.length)
        problems.push(`no shard discovered ${missing.map((m) => `'${m}'`).join(', ')} (a shard is missing, or its servers input does not match)`);
    for (const [id, files] of owner) {
        if (files.length > 1)
            problems.push(`'${id}' was discovered by more than one shard (${files.join(', ')})`);
        if (!expected.servers.includes(id))
            problems.push(`'${id}' is not a server of the head config (${files.join(', ')})`);
    }
    const kinds = new Set(results.map((r) => r.result.baselineFrom));
    if (kinds.size > 1)
        problems.push('the shards disagree on where the baseline comes from (base lockfile or base discovery)');
    if (problems.length)
        throw new util_errors/* InputError */.dz(`the discovery results cannot be published:\n- ${problems.join('\n- ')}`);
    const after = { servers: {} };
    const before = { servers: {} };
    const notes = [];
    const headRuns = [];
    const baseRuns = [];
    for (const { result: r } of [...results].sort((a, b) => (a.file < b.file ? -1 : 1))) {
        // own keys, one by one: a server id is untrusted text, and `__proto__` is an id like any other
        for (const [id, snap] of Object.entries(r.after.servers))
            (0,json/* setOwn */.P5)(after.servers, id, snap);
        for (const [id, snap] of Object.entries(r.before?.servers ?? {}))
            (0,json/* setOwn */.P5)(before.servers, id, snap);
        for (const n of r.notes)
            if (!notes.includes(n))
                notes.push(n);
        if (r.probes) {
            headRuns.push(r.probes.head);
            if (r.probes.base)
                baseRuns.push(r.probes.base);
        }
    }
    const baselineFrom = results[0].result.baselineFrom;
    const merge = (runs) => ({
        ref: runs[0].ref,
        results: runs.flatMap((x) => x.results),
        passed: runs.reduce((n, x) => n + x.passed, 0),
        total: runs.reduce((n, x) => n + x.total, 0),
    });
    const probes = headRuns.length ? { head: merge(headRuns), ...(baseRuns.length ? { base: merge(baseRuns) } : {}) } : undefined;
    return { ...(baselineFrom === 'base-discovery' ? { before } : {}), after, baselineFrom, ...(probes ? { probes } : {}), notes };
}

;// CONCATENATED MODULE: ./src/action/modes.ts
















/**
 * mode: discover. Runs the pull request's servers (its code) for the shard the `servers` input selects and writes a
 * discovery result for the publish job. Needs no write token and writes nothing to GitHub.
 */
async function runDiscover(o) {
    const { io, ctx, run } = o;
    const inShard = shardFilter(run.inputs.servers);
    const shard = run.config.servers.map((s) => s.id).filter(inShard);
    if (shard.length === 0)
        throw new util_errors/* InputError */.dz(`input "servers" (${run.inputs.servers.join(', ')}) selects none of the configured servers: ${run.config.servers.map((s) => s.id).join(', ')}`);
    const g = await gatherPullRequest(run, inShard);
    const result = {
        format: RESULT_FORMAT,
        toolVersion: version/* VERSION */.x,
        pullRequest: run.pr.number,
        baseSha: run.pr.baseSha,
        headSha: run.pr.headSha,
        config: { path: run.inputs.config, sha256: (0,canonical/* sha256Hex */.fg)(o.configText) },
        shard: { servers: shard, of: run.config.servers.map((s) => s.id) },
        baselineFrom: g.sides.baselineFrom,
        after: g.sides.after,
        ...(g.probes ? { probes: { head: g.probes.head, ...(g.probes.base ? { base: g.probes.base } : {}) } } : {}),
        notes: g.sides.notes,
    };
    const dir = ctx.runnerTemp || (0,external_node_path_.join)(ctx.workspace, '.mcp-contract-gate');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, RESULT_FILE);
    // Scrubbed at the source: this job knows the secret values (its environment), the publish job does not. A server's
    // contracts lose those values only: credential-*shaped* text in a tool's description is the server's own text, pinned
    // as listed (as the single job pins it; the publish job hides it wherever it shows it). Its errors lose both.
    const scrubbed = run.scrubber.scrubDeep(result);
    for (const [id, snap] of Object.entries(result.after.servers)) {
        const { error, warnings, ...contracts } = snap;
        (0,json/* setOwn */.P5)(scrubbed.after.servers, id, {
            ...run.scrubber.scrubDeep(contracts, { shapes: false }),
            ...(error ? { error: run.scrubber.scrubDeep(error) } : {}),
            ...(warnings ? { warnings: run.scrubber.scrubDeep(warnings) } : {}),
        });
    }
    (0,external_node_fs_.writeFileSync)(file, serializeResult(scrubbed));
    io.setOutput('result', file);
    const lines = shard.map((id) => {
        const snap = g.sides.after.servers[id];
        return `- \`${id}\`: ${snap?.error ? 'could not be read (the publish job reports it)' : `${snap?.tools.length ?? 0} tools`}`;
    });
    await io.summary(`### MCP contract gate: discovery for pull request #${run.pr.number} at ${run.pr.headSha.slice(0, 7)}\n\n${lines.join('\n')}\n\nThe publish job judges and reports these results.\n`);
    io.info(`discovery result for ${shard.length} server${shard.length === 1 ? '' : 's'} written to ${file}`);
    return { decision: 'pass', exitCode: 0 };
}
/** Every discovery result under the `results` input (a file, or a folder searched recursively), sorted by file. */
function readResults(rootDir, results) {
    const root = (0,external_node_path_.resolve)(rootDir, results);
    return resultFiles(root).map((file) => ({ file: (0,external_node_path_.relative)(root, file) || file, result: parseResult((0,external_node_fs_.readFileSync)(file, 'utf8'), file) }));
}
/** Every `*.json` file under `path` (a file, or a folder searched recursively), sorted. */
function resultFiles(path) {
    let st;
    try {
        st = (0,external_node_fs_.statSync)(path);
    }
    catch {
        throw new util_errors/* InputError */.dz(`no discovery results at ${path}: download the discover jobs' artifacts there (actions/download-artifact with merge-multiple or a pattern), or set the results input`);
    }
    if (st.isFile())
        return [path];
    const out = [];
    for (const entry of (0,external_node_fs_.readdirSync)(path, { withFileTypes: true, recursive: true })) {
        if (entry.isFile() && entry.name.endsWith('.json'))
            out.push((0,external_node_path_.join)(entry.parentPath ?? entry.path, entry.name));
    }
    return out.sort();
}
/** A config parsed only to know its servers and policy: `${VAR}`s need no real value in a job that starts no server. */
const ANY_ENV = new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? `<${key}>` : undefined) });
/**
 * mode: publish. Never runs pull-request code: the head config and probe cases are read from GitHub at the head
 * commit, the baseline lockfile and the policy from the base commit in the local clone, the servers' contracts from
 * the discovery results, which must belong to the pull request's current head and cover every server exactly once.
 */
async function runPublish(run) {
    const { io, gh, pr, inputs } = run;
    const headText = await gh.api.fileAt(run.headConfigPath, pr.headSha);
    if (headText === undefined)
        throw new util_errors/* InputError */.dz(`the gate config ${run.headConfigPath} is not in the head commit ${pr.headSha.slice(0, 7)}`);
    const head = (0,load/* parseConfig */.o4)(headText, inputs.config, { env: ANY_ENV });
    const full = { ...run, config: head };
    // Inside the check run: a result that cannot be published fails the check with the reason, on the current head.
    const gather = async () => {
        const results = run.read ?? readResults(run.rootDir, inputs.results);
        const merged = mergeResults(results, { pullRequest: pr.number, headSha: pr.headSha, baseSha: pr.baseSha, configSha256: (0,canonical/* sha256Hex */.fg)(headText), servers: head.servers.map((s) => s.id) });
        const headProbesText = head.probes ? await gh.api.fileAt([run.repoPrefix, head.probes].filter(Boolean).join('/'), pr.headSha) : undefined;
        const trusted = await trustedConfig({ rootDir: run.rootDir, configPath: inputs.config, baseSha: pr.baseSha, head, env: ANY_ENV, ...(headProbesText !== undefined ? { headProbesText } : {}) });
        const lockfile = inputs.lockfile || trusted.config.lockfile;
        const baseLock = await (0,discovery_sides/* lockfileAt */.P)(run.rootDir, pr.baseSha, lockfile);
        // The baseline comes from the base commit only, never from a result (a result is written by a job that ran the
        // pull request's code, and could repeat the head as its "base"). With no lockfile there, publish discovers the
        // base itself when its checkout is the base commit (trusted code); otherwise it fails closed.
        let before;
        const notes = [];
        if (baseLock)
            before = (0,contract_lockfile/* lockfileToSnapshotSet */.Nd)(baseLock);
        else {
            const base = await baseDiscovery(run.rootDir, inputs.config, pr.baseSha, io.env);
            if (typeof base === 'string')
                throw new util_errors/* InputError */.dz(`there is no ${lockfile} at the base commit ${pr.baseSha.slice(0, 7)}, and the publish job takes its baseline only from the base commit, never from a discovery result (the discover job runs the pull request's code); it could not discover the base itself: ${base}. Pin on the base branch first: run \`npx mcp-contract-gate pin\` on ${pr.baseRef || 'the base branch'} and commit ${lockfile}, then re-run this workflow.`);
            before = base;
            notes.push(`No lockfile at ${lockfile} on the base commit: the publish job discovered the servers of the base commit ${pr.baseSha.slice(0, 7)} itself (its own checkout); pin on the base branch to make this faster.`);
        }
        const probes = merged.probes ? decideProbes(merged.probes.head, merged.probes.base) : undefined;
        const headLockfile = (await gh.api.fileAt([run.repoPrefix, lockfile].filter(Boolean).join('/'), pr.headSha)) ?? null;
        io.info(`publishing ${results.length} discovery result${results.length === 1 ? '' : 's'} for ${head.servers.length} server${head.servers.length === 1 ? '' : 's'}`);
        return {
            trusted,
            lockfile,
            headLockfile,
            sides: { before, after: merged.after, baselineFrom: baseLock ? 'base-lockfile' : 'base-discovery', ...(baseLock ? { baseLock } : {}), notes },
            ...(probes ? { probes } : {}),
            provenance: provenanceSection(resultProvenance(run.ctx, pr, io.env), results.map((r) => ({ file: r.file, servers: r.result.shard.servers }))),
        };
    };
    return runPullRequest(full, gather);
}
/** The pull request a workflow_run publishes: named by the results, checked against GitHub and the triggering run. */
async function pullRequestForWorkflowRun(o) {
    const wr = o.ctx.payload.workflow_run;
    if (!wr?.head_sha)
        throw new util_errors/* InputError */.dz('the workflow_run payload has no head_sha');
    const numbers = [...new Set(o.read.map((r) => r.result.pullRequest))];
    if (numbers.length !== 1)
        throw new util_errors/* InputError */.dz(`the discovery results name ${numbers.length === 0 ? 'no' : 'several'} pull requests (${numbers.join(', ')}); a publish run handles exactly one`);
    const pr = await o.api.pullRequest(numbers[0]);
    if (pr.state !== 'open')
        throw new util_errors/* InputError */.dz(`pull request #${pr.number} is ${pr.state}: nothing to publish`);
    if (pr.headSha !== wr.head_sha)
        throw new util_errors/* InputError */.dz(`the triggering run discovered ${wr.head_sha.slice(0, 7)}, but pull request #${pr.number} is now at ${pr.headSha.slice(0, 7)}: the newer push has its own run, which publishes it`);
    return pr;
}
/**
 * The base commit's servers, discovered by the publish job itself: only when its checkout is exactly the base commit
 * (code the pull request cannot change) and the base has a gate config; otherwise why not, for the caller to fail
 * closed with.
 */
async function baseDiscovery(rootDir, configPath, baseSha, env) {
    let at;
    let text;
    try {
        at = (await (0,worktree/* git */.$Y)(rootDir, ['rev-parse', 'HEAD'])).trim();
    }
    catch (err) {
        return `the checkout is not a git repository (${err.message.split('\n')[0]})`;
    }
    if (at !== baseSha)
        return `the publish job's checkout is at ${at.slice(0, 7)}, not at the base commit ${baseSha.slice(0, 7)}`;
    try {
        const status = await (0,worktree/* git */.$Y)(rootDir, ['status', '--porcelain', '--untracked-files=no']);
        if (status.trim())
            return "the publish job's checkout has local changes";
        text = await (0,worktree/* git */.$Y)(rootDir, ['show', `${baseSha}:./${configPath.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof worktree/* GitError */.XS)
            return `there is no gate config ${configPath} at the base commit`;
        throw err;
    }
    let config;
    try {
        config = (0,load/* parseConfig */.o4)(text, `${configPath} at ${baseSha.slice(0, 7)}`, { env });
    }
    catch (err) {
        return `the gate config at the base commit cannot be used (${err.message.split('\n')[0]})`;
    }
    return (0,discovery/* discoverAll */.$d)(config.servers, { rootDir, env, concurrency: config.concurrency });
}

;// CONCATENATED MODULE: ./src/action/github-session.ts
/**
 * GitHub writes that must not crash the run: a fork's read-only token (403), a missing permission, an outage. The
 * first 403 marks the token read-only and later writes are skipped; every failure is logged and remembered so the
 * report can say what could not be done.
 */
class GitHubSession {
    api;
    io;
    readOnly = false;
    problems = [];
    constructor(api, io) {
        this.api = api;
        this.io = io;
    }
    async read(what, fn) {
        try {
            return await fn();
        }
        catch (err) {
            this.note(what, err);
            return undefined;
        }
    }
    async write(what, fn) {
        if (this.readOnly)
            return undefined;
        try {
            return await fn();
        }
        catch (err) {
            const status = err.status;
            if (status === 403 || status === 404)
                this.readOnly = status === 403 || this.readOnly;
            this.note(what, err);
            return undefined;
        }
    }
    note(what, err) {
        const status = err.status;
        const msg = `${what} failed${status ? ` (HTTP ${status})` : ''}: ${err.message.split('\n')[0]}`;
        this.problems.push(msg);
        this.io.warning(msg);
    }
}

// EXTERNAL MODULE: ./src/config/server-json.ts + 1 modules
var server_json = __webpack_require__(239);
;// CONCATENATED MODULE: ./src/action/route.ts















const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled', 'ready_for_review', 'edited']);
const DRIFT_EVENTS = new Set(['schedule', 'workflow_dispatch', 'push', 'repository_dispatch']);
/** The config's `${NAME}` values are secrets as far as publishing goes (a header token, an API key). */
function addInterpolatedSecrets(scrubber, rootDir, configPath, env) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(rootDir, configPath), 'utf8');
    }
    catch {
        return; // loading the config reports it
    }
    for (const name of (0,interpolate/* interpolatedNames */.kF)(text))
        scrubber.add(env[name]);
    for (const name of (0,server_json/* serverJsonEnvNames */.DL)(text))
        scrubber.add(env[name]);
}
/** The action once its inputs and context are read (run.ts): route the event, run the gate, publish. */
async function route(io, scrubber, given, ctx) {
    if (ctx.action)
        io.info(`pull request action: ${ctx.action}`);
    const rootDir = (0,external_node_path_.resolve)(ctx.workspace, given.workingDirectory);
    // no gate config but a server.json: the repository is gated from it
    const inputs = { ...given, config: (0,server_json/* configOrServerJson */.HU)(rootDir, given.config) };
    const repoPrefix = (0,external_node_path_.relative)(ctx.workspace, rootDir).split('\\').join('/');
    addInterpolatedSecrets(scrubber, rootDir, inputs.config, io.env);
    if (io.mask)
        for (const value of scrubber.values())
            io.mask(value);
    if (inputs.mode === 'publish')
        return routePublish(io, ctx, inputs, rootDir, repoPrefix, scrubber);
    const config = (0,load/* loadConfigAt */.Qi)(rootDir, inputs.config, { env: io.env });
    validateRuleIds(config, catalog/* ALL_RULE_IDS */.kc);
    if (config.servers.length === 0)
        throw new util_errors/* InputError */.dz(`${inputs.config}: no servers configured; add at least one under "servers"`);
    if (inputs.mode === 'release')
        return (await Promise.all(/* import() */[__webpack_require__.e(292), __webpack_require__.e(572)]).then(__webpack_require__.bind(__webpack_require__, 3572))).runRelease({ io, ctx, inputs, config, rootDir, gh: () => route_session(io, ctx, inputs, scrubber) });
    if (ctx.eventName === 'pull_request_target' && !inputs.allowPullRequestTarget)
        throw new util_errors/* InputError */.dz("refusing to run on pull_request_target: that event runs with a write token and secrets, and this gate starts the MCP servers of the pull request's own code. " +
            'Use the pull_request event (and the workflow_run pattern for forks, see the README), or set allow-pull-request-target: true if the servers are not built from the pull request.');
    if (DRIFT_EVENTS.has(ctx.eventName))
        return runDrift({ io, ctx, inputs, config, rootDir, lockfile: inputs.lockfile || config.lockfile });
    if (ctx.eventName === 'merge_group') {
        if (inputs.mode !== 'full')
            throw new util_errors/* InputError */.dz('merge_group runs in mode full (the merge queue judges the merged tree in one job)');
        return runMergeGroup({ io, ctx, inputs, config, rootDir, gh: await route_session(io, ctx, inputs, scrubber) });
    }
    const pr = (0,action_event/* pullRequestOf */._)(ctx);
    if (!pr || (ctx.eventName !== 'pull_request' && ctx.eventName !== 'pull_request_target'))
        throw new util_errors/* InputError */.dz(`unsupported event "${ctx.eventName}": run on pull_request (types: opened, synchronize, reopened, labeled, unlabeled), merge_group, workflow_run (mode: publish), or on schedule / workflow_dispatch / push for drift checks`);
    if (ctx.action && !PR_ACTIONS.has(ctx.action))
        io.info(`pull_request action "${ctx.action}": running the gate anyway`);
    if (inputs.mode === 'discover') {
        // No GitHub writes, no token needed: this job runs the pull request's code.
        const configText = (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(rootDir, inputs.config), 'utf8');
        return runDiscover({ io, ctx, configText, run: { io, ctx, inputs, config, rootDir, repoPrefix, pr, scrubber } });
    }
    const gh = await route_session(io, ctx, inputs, scrubber);
    const identity = await identityOf(gh, inputs);
    return runPullRequest({ io, ctx, inputs, config, rootDir, repoPrefix, pr, gh, identity, scrubber });
}
/** Whose comment is the gate's own: the bot-login input, else the token's login, else the Actions bot. */
async function identityOf(gh, inputs) {
    return inputs.botLogin || (await gh.api.viewerLogin()) || 'github-actions[bot]';
}
async function route_session(io, ctx, inputs, scrubber) {
    if (!inputs.token)
        throw new util_errors/* InputError */.dz('input "github-token" is empty: pass ${{ github.token }} (the default) or a token with pull-requests, issues, checks and contents permissions');
    const timescale = Number(io.env.MCP_CONTRACT_GATE_GITHUB_TIMESCALE ?? '1');
    const octokit = createOctokit(inputs.token, {
        apiUrl: ctx.apiUrl,
        log: (m) => io.info(m),
        timescale: Number.isFinite(timescale) && timescale > 0 ? timescale : 1,
        scrub: (v) => scrubber.scrubDeep(v),
    });
    return new GitHubSession(new publish_github/* GitHubApi */.yN(octokit, { owner: ctx.owner, repo: ctx.repo }, ctx.graphqlUrl), io);
}
/**
 * mode: publish, on pull_request (a job after the discover jobs of the same workflow) or workflow_run (a trusted
 * workflow for forks). It never starts a server; the head config is read from GitHub, not from the checkout.
 */
async function routePublish(io, ctx, inputs, rootDir, repoPrefix, scrubber) {
    const gh = await route_session(io, ctx, inputs, scrubber);
    let pr;
    let read;
    if (ctx.eventName === 'workflow_run') {
        // the results name the pull request: read once here, and published as read
        read = readResults(rootDir, inputs.results);
        pr = await pullRequestForWorkflowRun({ ctx, read, api: gh.api });
    }
    else if (ctx.eventName === 'pull_request') {
        const fromEvent = (0,action_event/* pullRequestOf */._)(ctx);
        if (!fromEvent)
            throw new util_errors/* InputError */.dz('the pull_request payload has no pull_request');
        // The head as GitHub has it now: results from an older push must not be published over a newer one.
        const now = await gh.api.pullRequest(fromEvent.number);
        pr = { ...fromEvent, headSha: now.headSha, baseSha: now.baseSha };
    }
    else
        throw new util_errors/* InputError */.dz(`mode publish runs on pull_request (after the discover jobs) or workflow_run (for forks), not on ${ctx.eventName}`);
    const identity = await identityOf(gh, inputs);
    const headConfigPath = [repoPrefix, inputs.config].filter(Boolean).join('/').replace(/^\.\//, '');
    return runPublish({ io, ctx, inputs, rootDir, repoPrefix, pr, gh, identity, scrubber, headConfigPath, ...(read ? { read } : {}) });
}


/***/ }),

/***/ 9641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ describeValue)
/* harmony export */ });
/** A value as it appears in an error message: strings quoted, containers named. */
function describeValue(value) {
    if (value === null || value === undefined)
        return 'an empty value';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
    return String(value);
}


/***/ }),

/***/ 9255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   au: () => (/* binding */ didYouMean),
/* harmony export */   h: () => (/* binding */ suggestion)
/* harmony export */ });
/* unused harmony export editDistance */
/** "Did you mean …?" suggestions for misspelt keys, rule ids and enum values. */
/** Levenshtein distance (insert, delete, substitute; a swap of neighbours counts as one edit). */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++) {
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}
/** Same word written in another case style: `forbiddenTools`, `forbidden_tools`, `FORBIDDEN-TOOLS` → `forbiddentools`. */
function fold(s) {
    return s.toLowerCase().replace(/[-_\s]/g, '');
}
/**
 * The candidate the user most likely meant, or undefined when none is close: the same word in another case style
 * (`include_meta` → `include-meta`), else the nearest by edit distance within about a third of the word's length.
 */
function didYouMean(input, candidates) {
    const folded = fold(input);
    const sameWord = candidates.find((c) => fold(c) === folded);
    if (sameWord !== undefined)
        return sameWord;
    let best;
    let bestDistance = Infinity;
    for (const c of candidates) {
        const distance = editDistance(folded, fold(c));
        if (distance < bestDistance) {
            best = c;
            bestDistance = distance;
        }
    }
    const allowed = Math.max(1, Math.floor(Math.max(folded.length, 3) / 3));
    return bestDistance <= allowed ? best : undefined;
}
/** ` (did you mean "x"?)` or the empty string. */
function suggestion(input, candidates) {
    const match = didYouMean(input, candidates);
    return match === undefined ? '' : `; did you mean "${match}"?`;
}


/***/ }),

/***/ 7827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17);

/**
 * A config file the gate cannot use. Every problem found is listed, one per line, each naming the file, the key path
 * and the fix (`.github/mcp-contract-gate.yml: servers[1].timeout must be … (line 7)`). Exit code 2, like every InputError.
 */
class ConfigError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    problems;
    constructor(file, problems) {
        super(problems.map((p) => (p.line === undefined ? p.message : `${p.message} (line ${p.line})`)).join(`\n${file}: `), file);
        this.problems = problems;
        this.name = 'ConfigError';
    }
    /** The first problem's key path and line (for a workflow annotation on the config file). */
    get key() {
        return this.problems[0]?.key;
    }
    get line() {
        return this.problems[0]?.line;
    }
}


/***/ }),

/***/ 9762:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* reexport safe */ _policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__.G4),
/* harmony export */   Kl: () => (/* binding */ toRawEntry),
/* harmony export */   OE: () => (/* binding */ gateConfigFrom),
/* harmony export */   bQ: () => (/* binding */ rememberSource),
/* harmony export */   sb: () => (/* binding */ defaultConfig),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var _policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7727);
/* harmony import */ var _describe_value_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9641);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9255);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7827);
/* harmony import */ var _key_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6417);
/* harmony import */ var _server_entry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2078);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4663);







/** The policy with every default: derived from the policy knobs (src/policy/knobs/). */

/** The config used when there is no config file: no servers, every default. */
function defaultConfig() {
    return { servers: [], lockfile: _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_LOCKFILE */ .U, includeMeta: false, concurrency: _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_CONCURRENCY */ .WH, neutralPaths: true, policy: (0,_policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultPolicy */ .G4)() };
}
/** Where a loaded config came from, so later checks (rule ids) can name lines. */
const sources = new WeakMap();
function sourceOf(config) {
    return sources.get(config);
}
function rememberSource(config, file, lines) {
    sources.set(config, { file, lines });
    return config;
}
/** Build a GateConfig from a gate config file that passed the schema (`file` is the path as the user wrote it). */
/** `only`: build (and interpolate) that server's entry alone (the proxy needs no other server's variables). */
function gateConfigFrom(data, file, lines, env, only) {
    const problems = [];
    const problem = (path, message) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_4__/* .formatKeyPath */ .K)(path), line: lines.line(path), message });
    const config = defaultConfig();
    if (typeof data.lockfile === 'string')
        config.lockfile = data.lockfile;
    if (typeof data['include-meta'] === 'boolean')
        config.includeMeta = data['include-meta'];
    if (typeof data.concurrency === 'number')
        config.concurrency = data.concurrency;
    if (typeof data['neutral-paths'] === 'boolean')
        config.neutralPaths = data['neutral-paths'];
    if (typeof data.probes === 'string')
        config.probes = data.probes;
    const approvers = data.approvers;
    const allowApps = approvers?.['allow-apps'];
    if (typeof allowApps === 'string' || Array.isArray(allowApps))
        config.approvers = { allowApps: [].concat(allowApps).filter((x) => typeof x === 'string') };
    const timeoutMs = typeof data.timeout === 'number' ? data.timeout * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_TIMEOUT_MS */ .t1;
    const setupTimeoutMs = typeof data['setup-timeout'] === 'number' ? data['setup-timeout'] * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SETUP_TIMEOUT_MS */ .T3;
    const startTimeoutMs = typeof data['start-timeout'] === 'number' ? data['start-timeout'] * 1000 : _model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_START_TIMEOUT_MS */ .cy;
    const rawServers = (data.servers ?? []);
    const firstIndex = new Map();
    const variantIds = [];
    rawServers.forEach((entry, i) => {
        const path = ['servers', i];
        const id = entry.id;
        const earlier = firstIndex.get(id);
        if (earlier !== undefined)
            problem([...path, 'id'], `servers[${i}].id "${id}" is already used by servers[${earlier}]; server ids must be unique`);
        else
            firstIndex.set(id, i);
        for (const name of Object.keys((entry.variants ?? {})))
            variantIds.push(`${id}${_model_config_js__WEBPACK_IMPORTED_MODULE_3__/* .VARIANT_SEPARATOR */ .uv}${name}`);
        const raw = (0,_server_entry_js__WEBPACK_IMPORTED_MODULE_2__/* .selectEntry */ .J9)(toRawEntry(entry), only);
        if (raw === undefined)
            return;
        const servers = (0,_server_entry_js__WEBPACK_IMPORTED_MODULE_2__/* .buildServers */ .hE)(raw, { file, path, lines, env, timeoutMs, startTimeoutMs, setupTimeoutMs, keys: { url: 'url', transport: 'transport' } }, problems);
        for (const server of servers)
            config.servers.push(config.neutralPaths ? server : { ...server, neutralPaths: false });
    });
    if (data.policy !== undefined)
        config.policy = (0,_policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readPolicy */ .T4)(data.policy, {
            file,
            serverIds: [...firstIndex.keys(), ...variantIds],
            problem,
            keyPath: _key_path_js__WEBPACK_IMPORTED_MODULE_4__/* .formatKeyPath */ .K,
            line: (path) => lines.line(path),
            describe: _describe_value_js__WEBPACK_IMPORTED_MODULE_5__/* .describeValue */ .b,
            suggest: _did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__/* .suggestion */ .h,
        });
    if (problems.length > 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .x(file, problems);
    return config;
}
/** A server entry spelt as in the gate's YAML (`timeout`, `start-timeout`, `forbidden-tools`, …), as the builder takes it. */
function toRawEntry(entry) {
    const raw = { id: entry.id };
    const copy = [
        ['command', 'command'],
        ['args', 'args'],
        ['env', 'env'],
        ['cwd', 'cwd'],
        ['url', 'url'],
        ['transport', 'transport'],
        ['headers', 'headers'],
        ['setup', 'setup'],
        ['timeoutSeconds', 'timeout'],
        ['startTimeoutSeconds', 'start-timeout'],
        ['setupTimeoutSeconds', 'setup-timeout'],
        ['source', 'source'],
        ['forbiddenTools', 'forbidden-tools'],
        ['enforce', 'enforce'],
        ['enforceBy', 'enforce-by'],
        ['clientCapabilities', 'client-capabilities'],
        ['protocol', 'protocol'],
    ];
    for (const [to, from] of copy)
        if (entry[from] !== undefined && entry[from] !== null)
            raw[to] = entry[from];
    if (entry.variants !== undefined && entry.variants !== null)
        raw.variants = entry.variants;
    return raw;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ InterpolationError),
/* harmony export */   GW: () => (/* binding */ interpolate),
/* harmony export */   kF: () => (/* binding */ interpolatedNames),
/* harmony export */   sA: () => (/* binding */ expandWorkspaceFolder)
/* harmony export */ });
/* unused harmony export WORKSPACE_FOLDER */
const WORKSPACE_FOLDER = '${workspaceFolder}';
class InterpolationError extends Error {
}
const PLACEHOLDER = /\$(\$?)\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function interpolate(value, env) {
    return value.replace(PLACEHOLDER, (whole, escaped, inner) => {
        if (escaped)
            return whole.slice(1);
        if (inner === 'workspaceFolder')
            return whole;
        if (inner.startsWith('{')) {
            throw new InterpolationError(`uses the GitHub expression "${whole}}", which is not evaluated in this file; pass the value through the workflow step's env and write \${NAME} here`);
        }
        if (inner.startsWith('input:')) {
            const id = inner.slice(6);
            const value = inputValue(id, env);
            if (value !== undefined)
                return value;
            throw new InterpolationError(`uses the VS Code input variable "${whole}", which cannot be prompted for in CI; set the environment variable ${inputNames(id).join(' or ')} in the workflow step's env, or write \${env:NAME} instead`);
        }
        const ref = reference(inner);
        if (!ref) {
            throw new InterpolationError(`has "${whole}", which is not a variable reference; write \${NAME} or \${NAME:-default}, or $${whole} for a literal "${whole}"`);
        }
        const { name, operator, fallback } = ref;
        const current = env[name];
        if (operator === ':-' && (current === undefined || current === ''))
            return fallback;
        if (operator === '-' && current === undefined)
            return fallback;
        if (current === undefined) {
            throw new InterpolationError(`needs the environment variable ${name}, which is not set; set it in the workflow step's env (e.g. ${name}: \${{ secrets.${name} }}) or give a default with \${${name}:-value}`);
        }
        return current;
    });
}
/** The environment variables a VS Code `${input:ID}` is read from, in order: ID itself, then ID upper-cased with _. */
function inputNames(id) {
    const upper = id.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    return upper === id ? [id] : [id, upper];
}
function inputValue(id, env) {
    for (const name of inputNames(id))
        if (env[name] !== undefined)
            return env[name];
    return undefined;
}
/** The variable a placeholder's inside names (`VAR`, `env:VAR`, with a `:-` or `-` default), or undefined. */
function reference(inner) {
    const body = inner.startsWith('env:') ? inner.slice(4) : inner;
    const m = /^([^:-]*)(?:(:?-)(.*))?$/s.exec(body);
    const name = m?.[1] ?? '';
    if (!m || !NAME.test(name))
        return undefined;
    return { name, ...(m[2] ? { operator: m[2] } : {}), fallback: m[3] ?? '' };
}
/** The variables a text interpolates (what `interpolate` would read from the environment), sorted. */
function interpolatedNames(text) {
    const names = new Set();
    for (const [, escaped, inner] of text.matchAll(PLACEHOLDER)) {
        const ref = escaped || inner === undefined ? undefined : reference(inner);
        if (ref && inner !== 'workspaceFolder')
            names.add(ref.name);
    }
    return [...names].sort();
}
/** Replace `${workspaceFolder}` with the checkout folder the server runs in. */
function expandWorkspaceFolder(value, rootDir) {
    return value.split(WORKSPACE_FOLDER).join(rootDir);
}


/***/ }),

/***/ 6417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ formatKeyPath),
/* harmony export */   o: () => (/* binding */ pointerToPath)
/* harmony export */ });
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;
function formatKeyPath(path) {
    let out = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else if (PLAIN_KEY.test(segment))
            out += out === '' ? segment : `.${segment}`;
        else
            out += `[${JSON.stringify(segment)}]`;
    }
    return out;
}
/** Split an ajv `instancePath` (JSON Pointer) into segments; array indices become numbers. */
function pointerToPath(pointer, data) {
    if (pointer === '')
        return [];
    const out = [];
    let node = data;
    for (const raw of pointer.slice(1).split('/')) {
        const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(node)) {
            const index = Number(token);
            out.push(index);
            node = node[index];
        }
        else {
            out.push(token);
            node = typeof node === 'object' && node !== null ? node[token] : undefined;
        }
    }
    return out;
}


/***/ }),

/***/ 6223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E5: () => (/* binding */ indexUrl),
/* harmony export */   jT: () => (/* binding */ registryName),
/* harmony export */   or: () => (/* binding */ lockedLaunch),
/* harmony export */   y8: () => (/* binding */ parseLaunchSpec)
/* harmony export */ });
/* unused harmony export launchVersion */
/**
 * Reads which package a stdio launch spec runs: `npx -y pkg@1.2.3`, `pnpm dlx`, `yarn dlx`, `bunx`, `uvx pkg==1.2`,
 * `uvx --from pkg==1.2 cmd`, `pipx run --spec pkg==1.2 cmd`, `docker run … image:tag@sha256:…`. Pure: no I/O.
 * The package version it finds stands beside `serverInfo`, and later launch pinning builds on it.
 */
const SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const PEP440 = /^\d+(?:\.\d+)*(?:(?:a|b|rc)\d+)?(?:\.post\d+)?(?:\.dev\d+)?$/;
/** Flags of each manager that take a value as the next argument (so that value is not read as the package). */
const VALUE_FLAGS = {
    npx: new Set(['--package', '-p', '--cache', '--userconfig', '--registry', '-c', '--call', '-w', '--workspace']),
    'pnpm-dlx': new Set(['--package', '--allow-build', '-c', '--shell-mode']),
    'yarn-dlx': new Set(['--package', '-p']),
    bunx: new Set(['--package', '-p']),
    uvx: new Set([
        '--from',
        '--with',
        '--python',
        '-p',
        '--index',
        '--index-url',
        '--default-index',
        '--extra-index-url',
        '--find-links',
        '-f',
        '--index-strategy',
        '--keyring-provider',
        '--with-requirements',
        '--with-editable',
        '--cache-dir',
        '--config-file',
        '--directory',
        '--env-file',
    ]),
    pipx: new Set(['--spec', '--python', '--pip-args', '--index-url']),
    docker: new Set([
        '-e',
        '--env',
        '--env-file',
        '-v',
        '--volume',
        '--name',
        '-p',
        '--publish',
        '--network',
        '--net',
        '-w',
        '--workdir',
        '-u',
        '--user',
        '--entrypoint',
        '--mount',
        '--platform',
        '-l',
        '--label',
        '--add-host',
        '--cpus',
        '-m',
        '--memory',
        '--pull',
        '--hostname',
        '-h',
        '--restart',
        '--runtime',
        '--shm-size',
        '--ulimit',
        '--device',
        '--cap-add',
        '--cap-drop',
        '--security-opt',
        '--log-driver',
        '--log-opt',
        '--ipc',
        '--pid',
        '--dns',
        '--gpus',
        '--tmpfs',
    ]),
};
const PACKAGE_FLAGS = {
    npx: new Set(['--package', '-p']),
    'pnpm-dlx': new Set(['--package']),
    'yarn-dlx': new Set(['--package', '-p']),
    bunx: new Set(['--package', '-p']),
    uvx: new Set(['--from']),
    pipx: new Set(['--spec']),
    docker: new Set(),
};
function baseName(command) {
    const last = command.split(/[\\/]/).pop() ?? command;
    return last.replace(/\.(?:cmd|exe|bat)$/i, '');
}
/** The manager and the arguments after it, or undefined when the command launches no package manager. */
function managerOf(command, args) {
    const name = baseName(command);
    if (name === 'npx')
        return { manager: 'npx', rest: [...args] };
    if (name === 'bunx')
        return { manager: 'bunx', rest: [...args] };
    if (name === 'uvx')
        return { manager: 'uvx', rest: [...args] };
    if (name === 'bun' && args[0] === 'x')
        return { manager: 'bunx', rest: args.slice(1) };
    if (name === 'uv' && args[0] === 'tool' && args[1] === 'run')
        return { manager: 'uvx', rest: args.slice(2) };
    if (name === 'pnpm' && args[0] === 'dlx')
        return { manager: 'pnpm-dlx', rest: args.slice(1) };
    if (name === 'yarn' && args[0] === 'dlx')
        return { manager: 'yarn-dlx', rest: args.slice(1) };
    if (name === 'pnpx')
        return { manager: 'pnpm-dlx', rest: [...args] };
    if (name === 'npm' && (args[0] === 'exec' || args[0] === 'x'))
        return { manager: 'npx', rest: args.slice(1) };
    if (name === 'pipx' && args[0] === 'run')
        return { manager: 'pipx', rest: args.slice(1) };
    if (name === 'docker' || name === 'podman') {
        if (args[0] === 'run')
            return { manager: 'docker', rest: args.slice(1) };
        if (args[0] === 'container' && args[1] === 'run')
            return { manager: 'docker', rest: args.slice(2) };
    }
    return undefined;
}
/** The package argument: a package flag's value when given, otherwise the first positional argument. */
function packageArgument(manager, rest) {
    let positional;
    for (let i = 0; i < rest.length; i++) {
        const arg = rest[i];
        if (arg === '--') {
            if (!positional && rest[i + 1] !== undefined)
                positional = { value: rest[i + 1], index: i + 1 };
            break;
        }
        const eq = arg.indexOf('=');
        const flag = arg.startsWith('-') && eq > 0 ? arg.slice(0, eq) : arg;
        if (PACKAGE_FLAGS[manager].has(flag)) {
            if (eq > 0 && flag !== arg)
                return { value: arg.slice(eq + 1), index: i, inline: flag, flag: true };
            return rest[i + 1] === undefined ? undefined : { value: rest[i + 1], index: i + 1, flag: true };
        }
        if (arg.startsWith('-')) {
            if (flag === arg && VALUE_FLAGS[manager].has(arg))
                i++;
            continue;
        }
        positional ??= { value: arg, index: i };
        if (manager === 'docker')
            break; // what follows the image is the container's command
    }
    return positional;
}
function npmPin(spec) {
    const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
    if (at < 0)
        return { package: spec, pin: { kind: 'none' } };
    const name = spec.slice(0, at);
    const ref = spec.slice(at + 1);
    if (ref === '')
        return { package: name, pin: { kind: 'none' } };
    if (SEMVER.test(ref))
        return { package: name, pin: { kind: 'version', version: ref.replace(/^v/, '') } };
    if (/^[A-Za-z][\w.-]*$/.test(ref))
        return { package: name, pin: { kind: 'tag', tag: ref } };
    return { package: name, pin: { kind: 'range', range: ref } };
}
function pythonPin(spec) {
    if (/^(?:git\+|[a-z]+:\/\/)/i.test(spec.trim()))
        return { package: spec.trim(), pin: { kind: 'none' } };
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?)\s*(.*)$/.exec(spec.trim());
    if (!m)
        return { package: spec, pin: { kind: 'none' } };
    const name = m[1].replace(/\[[^\]]*\]$/, '');
    const ref = m[2].trim();
    if (ref === '')
        return { package: name, pin: { kind: 'none' } };
    if (ref.startsWith('@')) {
        const v = ref.slice(1).trim(); // uvx pkg@1.2 (uv's shorthand for ==), pkg@latest
        if (v === 'latest')
            return { package: name, pin: { kind: 'tag', tag: v } };
        return { package: name, pin: PEP440.test(v) ? { kind: 'version', version: v } : { kind: 'range', range: v } };
    }
    const exact = /^===?\s*([^,;\s]+)$/.exec(ref);
    if (exact && PEP440.test(exact[1]))
        return { package: name, pin: { kind: 'version', version: exact[1] } };
    return { package: name, pin: { kind: 'range', range: ref } };
}
function dockerPin(image) {
    const [ref, digest] = image.split('@', 2);
    const slash = ref.lastIndexOf('/');
    const colon = ref.lastIndexOf(':');
    const hasTag = colon > slash;
    const name = hasTag ? ref.slice(0, colon) : ref;
    const tag = hasTag ? ref.slice(colon + 1) : undefined;
    const pin = tag === undefined ? { kind: 'none' } : SEMVER.test(tag) ? { kind: 'version', version: tag.replace(/^v/, '') } : { kind: 'tag', tag };
    return digest ? { package: name, pin, digest } : { package: name, pin };
}
/** A folder or file of the checkout (`./server`, `/abs`, `~/x`, `file:../x`, `.`): code the diff already covers, no package. */
function localPath(arg) {
    return /^(?:\.{1,2}(?:[\\/]|$)|[\\/]|~[\\/]|file:|[A-Za-z]:[\\/])/.test(arg);
}
/** A registry package name (npm, optionally scoped; PyPI), not a git, URL or tarball spec. */
function registryName(manager, name) {
    if (manager === 'docker')
        return true;
    if (manager === 'uvx' || manager === 'pipx')
        return /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name);
    return /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/i.test(name);
}
/** The package a launch spec runs, or undefined when it runs no known package manager or names no package. */
function parseLaunchSpec(command, args = []) {
    const found = managerOf(command, args);
    if (!found)
        return undefined;
    const arg = packageArgument(found.manager, found.rest)?.value;
    if (!arg || localPath(arg))
        return undefined;
    switch (found.manager) {
        case 'uvx':
        case 'pipx': {
            const index = pythonIndexArgs(found.manager, found.rest);
            return { manager: found.manager, ...pythonPin(arg), ...(index ? { index } : {}) };
        }
        case 'docker':
            return { manager: found.manager, ...dockerPin(arg) };
        default:
            return { manager: found.manager, ...npmPin(arg) };
    }
}
/** Index flags of uvx (`--default-index`/`--index-url`, `--index`/`--extra-index-url`, `--find-links`) and pipx (`--index-url`), before the command. */
function pythonIndexArgs(manager, rest) {
    const out = { extra: [], findLinks: [] };
    let seen = false;
    for (let i = 0; i < rest.length; i++) {
        const arg = rest[i];
        if (arg === '--')
            break;
        if (!arg.startsWith('-'))
            break; // the package (or, after --from/--spec, the command): what follows is its own
        const eq = arg.indexOf('=');
        const flag = eq > 0 ? arg.slice(0, eq) : arg;
        const value = eq > 0 ? arg.slice(eq + 1) : VALUE_FLAGS[manager].has(flag) ? rest[++i] : undefined;
        if (value === undefined)
            continue;
        if (flag === '--index-url' || flag === '--default-index')
            out.url = value;
        else if (flag === '--index' || flag === '--extra-index-url')
            out.extra.push(...value.split(/\s+/).filter(Boolean).map(indexUrl));
        else if (flag === '--find-links' || flag === '-f')
            out.findLinks.push(value);
        else
            continue;
        seen = true;
    }
    return seen ? out : undefined;
}
/** uv's `--index name=url` (and `UV_INDEX`) entries: the URL. */
function indexUrl(entry) {
    const m = /^[A-Za-z0-9._-]+=(.+)$/.exec(entry);
    return m && !/^[a-z][a-z0-9+.-]*:/i.test(entry) ? m[1] : entry;
}
/** The exact version a launch spec runs, when it names one. */
function launchVersion(spec) {
    return spec?.pin.kind === 'version' ? spec.pin.version : undefined;
}
/**
 * The launch spec rewritten to run exactly the locked package: `pkg@1.2.3` (npm managers), `pkg==1.2.3` (uvx
 * `--from`, pipx `--spec`; uvx's positional form `pkg@1.2.3`), `image@sha256:…` (or `image:tag` with no digest).
 * Undefined when the spec runs no known package, or nothing locked says what to run.
 */
function lockedLaunch(command, args, locked) {
    const found = managerOf(command, args);
    if (!found)
        return undefined;
    const at = packageArgument(found.manager, found.rest);
    if (!at)
        return undefined;
    const offset = args.length - found.rest.length;
    let value;
    switch (found.manager) {
        case 'docker': {
            const { package: name } = dockerPin(at.value);
            if (locked.digest)
                value = `${name}@${locked.digest}`;
            else if (locked.version)
                value = `${name}:${locked.version}`;
            else
                return undefined;
            break;
        }
        case 'uvx':
        case 'pipx': {
            if (!locked.version)
                return undefined;
            const base = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]*\])?/.exec(at.value.trim())?.[0];
            if (!base)
                return undefined;
            value = at.flag ? `${base}==${locked.version}` : found.manager === 'uvx' ? `${base}@${locked.version}` : `${base}==${locked.version}`;
            if (found.manager === 'pipx' && !at.flag) {
                // pipx run reads a version only from --spec: run the same app from the exact spec
                const out = [...args];
                out.splice(offset + at.index, 1, '--spec', value, pythonPin(at.value).package);
                return { command, args: out };
            }
            break;
        }
        default:
            if (!locked.version)
                return undefined;
            value = `${npmPin(at.value).package}@${locked.version}`;
    }
    const out = [...args];
    out[offset + at.index] = at.inline ? `${at.inline}=${value}` : value;
    return { command, args: out };
}


/***/ }),

/***/ 695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qi: () => (/* binding */ loadConfigAt),
  o4: () => (/* binding */ parseConfig)
});

// UNUSED EXPORTS: loadConfig

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(17);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/config/errors.ts
var config_errors = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(9762);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(6417);
// EXTERNAL MODULE: ./src/config/server-entry.ts
var server_entry = __webpack_require__(2078);
// EXTERNAL MODULE: ./src/model/config.ts
var model_config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/config/describe-value.ts
var describe_value = __webpack_require__(9641);
// EXTERNAL MODULE: ./src/config/validate.ts
var validate = __webpack_require__(2526);
;// CONCATENATED MODULE: ./src/config/client-config.ts









function clientFlavour(data) {
    if (!(0,json/* isObject */.Gv)(data))
        return undefined;
    if ('mcpServers' in data)
        return 'mcpServers';
    if ((0,json/* isObject */.Gv)(data.servers))
        return 'servers';
    return undefined;
}
/** Servers of an MCP client config, with the gate's defaults for everything else. Entries with `disabled: true` are skipped. */
/**
 * The gate's own key in a client-config entry (CLIENT_CONFIG_EXTENSION_KEY): the gate's settings for the server and,
 * in an entry `mcp-contract-gate wrap` rewrote to run through the proxy, `original`: the launch spec it replaced, which
 * `pin`, `check` and the proxy itself read (so nothing reads a server through the proxy, and the proxy never starts
 * itself).
 */
const WRAP_KEY = model_config/* CLIENT_CONFIG_EXTENSION_KEY */.rG;
/**
 * The server behind an entry wrapped by hand as `mcp-contract-gate proxy … -- COMMAND ARGS…`: read directly, never
 * through the proxy (which would hide a changed tool as a removed one).
 */
function proxiedCommand(entry) {
    if (!(0,json/* isObject */.Gv)(entry) || typeof entry.command !== 'string' || !Array.isArray(entry.args))
        return undefined;
    const args = entry.args.map(String);
    const dash = args.indexOf('--');
    const proxyAt = args.indexOf('proxy');
    if (dash < 0 || proxyAt < 0 || proxyAt > dash || dash === args.length - 1)
        return undefined;
    if (![entry.command, ...args.slice(0, proxyAt)].some((a) => /mcp-contract-gate/.test(String(a))))
        return undefined;
    const { command: _c, args: _a, ...rest } = entry;
    return { ...rest, command: args[dash + 1], args: args.slice(dash + 2) };
}
/** `only`: build (and interpolate) that server's entry alone. */
function clientConfigFrom(data, flavour, file, lines, env, only) {
    const config = (0,gate_config/* defaultConfig */.sb)();
    const problems = [];
    const servers = data[flavour];
    if (!(0,json/* isObject */.Gv)(servers)) {
        const path = [flavour];
        throw new config_errors/* ConfigError */.x(file, [{ key: flavour, line: lines.line(path), message: `${flavour} must be a mapping of server names to server definitions (found ${(0,describe_value/* describeValue */.b)(servers)})` }]);
    }
    for (const [id, listed] of Object.entries(servers)) {
        let entry = listed;
        let path = [flavour, id];
        if (only !== undefined && id !== only && (0,model_config/* entryIdOf */.NX)(only) !== id)
            continue;
        if (id.trim() === '' || /[\u0000-\u001f]/.test(id)) {
            problems.push({ key: (0,key_path/* formatKeyPath */.K)(path), line: lines.line(path), message: `${(0,key_path/* formatKeyPath */.K)(path)}: a server name must be non-empty printable text` });
            continue;
        }
        // An entry `mcp-contract-gate wrap` made to run through the proxy: the gate reads the server it wraps, never the proxy.
        const wrapped = (0,json/* isObject */.Gv)(entry) && (0,json/* isObject */.Gv)(entry[WRAP_KEY]) ? entry[WRAP_KEY].original : proxiedCommand(entry);
        if (wrapped !== undefined) {
            entry = wrapped;
            if ((0,json/* isObject */.Gv)(listed[WRAP_KEY]))
                path = [flavour, id, WRAP_KEY, 'original'];
        }
        // the gate's own keys sit on the entry as listed (beside `original` when wrapped)
        const own = (0,json/* isObject */.Gv)(listed) ? listed[WRAP_KEY] : undefined;
        const found = [...(0,validate/* clientServerProblems */.Xd)(entry, path, lines), ...(entry !== listed && own !== undefined ? (0,validate/* clientServerProblems */.Xd)({ [WRAP_KEY]: own }, [flavour, id], lines) : [])];
        if (found.length > 0) {
            problems.push(...found);
            continue;
        }
        const e = entry;
        if (e.disabled === true)
            continue;
        const raw = { id };
        if (typeof e.command === 'string')
            raw.command = e.command;
        if (Array.isArray(e.args))
            raw.args = e.args;
        if ((0,json/* isObject */.Gv)(e.env))
            raw.env = e.env;
        if (typeof e.cwd === 'string')
            raw.cwd = e.cwd;
        const urlKey = typeof e.url === 'string' || typeof e.serverUrl !== 'string' ? 'url' : 'serverUrl';
        if (typeof e[urlKey] === 'string')
            raw.url = e[urlKey];
        if (typeof e.type === 'string')
            raw.transport = e.type;
        if ((0,json/* isObject */.Gv)(e.headers))
            raw.headers = e.headers;
        // the gate's own keys (protocol, timeouts, setup, …), spelt as in the gate's YAML, under their extension key
        if ((0,json/* isObject */.Gv)(own))
            Object.assign(raw, (0,gate_config/* toRawEntry */.Kl)({ ...own, id }), { id });
        const context = { file, path, lines, env, timeoutMs: model_config/* DEFAULT_TIMEOUT_MS */.t1, startTimeoutMs: model_config/* DEFAULT_START_TIMEOUT_MS */.cy, setupTimeoutMs: model_config/* DEFAULT_SETUP_TIMEOUT_MS */.T3 };
        const selected = (0,server_entry/* selectEntry */.J9)(raw, only);
        if (selected === undefined)
            continue;
        // variants sit under the extension key: a problem with one names that key path
        config.servers.push(...(0,server_entry/* buildServers */.hE)(selected, { ...context, variantsAt: [flavour, id, WRAP_KEY, 'variants'], keys: { url: urlKey, transport: 'type' } }, problems));
    }
    if (problems.length > 0)
        throw new config_errors/* ConfigError */.x(file, problems);
    return config;
}

;// CONCATENATED MODULE: ./src/config/jsonc.ts
/**
 * JSON with comments and trailing commas (VS Code's `.vscode/mcp.json` is JSONC) → plain JSON text of the same
 * length: comments and trailing commas become spaces (newlines kept), so positions in error messages still match.
 */
function stripJsonComments(text) {
    const out = text.split('');
    let i = 0;
    let lastSignificant = -1;
    while (i < text.length) {
        const c = text[i];
        if (c === '"') {
            const start = i;
            i++;
            while (i < text.length && text[i] !== '"')
                i += text[i] === '\\' ? 2 : 1;
            i++;
            lastSignificant = start;
            continue;
        }
        if (c === '/' && text[i + 1] === '/') {
            while (i < text.length && text[i] !== '\n')
                out[i++] = ' ';
            continue;
        }
        if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end === -1 ? text.length : end + 2;
            for (; i < stop; i++)
                if (text[i] !== '\n')
                    out[i] = ' ';
            continue;
        }
        if ((c === '}' || c === ']') && lastSignificant >= 0 && text[lastSignificant] === ',')
            out[lastSignificant] = ' ';
        if (!/\s/.test(c))
            lastSignificant = i;
        i++;
    }
    return out.join('');
}

;// CONCATENATED MODULE: ./src/config/source-lines.ts

/**
 * Finds the line (1-based) of a key path in the source text, for error messages and annotation fallbacks. Works for
 * YAML and for JSON (JSON is YAML 1.2 as far as positions go); a text that does not parse simply yields no lines.
 */
class SourceLines {
    doc;
    counter;
    constructor(doc, counter) {
        this.doc = doc;
        this.counter = counter;
    }
    static fromDocument(doc, counter) {
        return new SourceLines(doc, counter);
    }
    static fromText(text) {
        const counter = new dist/* LineCounter */.HN();
        try {
            const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: false });
            return new SourceLines(doc.errors.length === 0 ? doc : undefined, counter);
        }
        catch {
            return new SourceLines(undefined, counter);
        }
    }
    /**
     * The line of the node at `path`: for a map entry the line of its key (where a reader looks), for a list item the
     * line the item starts on. A path that does not exist in the source resolves to its deepest existing ancestor.
     */
    line(path) {
        if (!this.doc)
            return undefined;
        let node = this.doc.contents;
        let offset = rangeStart(node);
        for (const segment of path) {
            if ((0,dist/* isMap */.jh)(node)) {
                const pair = node.items.find((p) => keyText(p.key) === String(segment));
                if (!pair)
                    break;
                offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
                node = pair.value;
            }
            else if ((0,dist/* isSeq */.oP)(node) && typeof segment === 'number') {
                const item = node.items[segment];
                if (item === undefined)
                    break;
                offset = rangeStart(item) ?? offset;
                node = item;
            }
            else
                break;
        }
        return offset === undefined ? undefined : this.counter.linePos(offset).line;
    }
}
function rangeStart(node) {
    const range = node?.range;
    return Array.isArray(range) ? range[0] : undefined;
}
function keyText(key) {
    if (key === null || key === undefined)
        return undefined;
    if (typeof key === 'object' && 'value' in key)
        return String(key.value);
    return String(key);
}

// EXTERNAL MODULE: ./src/config/server-json.ts + 1 modules
var server_json = __webpack_require__(239);
;// CONCATENATED MODULE: ./src/config/load.ts












/**
 * Read the gate's config: its own YAML (`.github/mcp-contract-gate.yml`) or an MCP client config JSON (`.mcp.json`,
 * `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`), told apart by content. Every problem is an
 * InputError (a ConfigError) naming the file, the key path, the line where known, and the fix.
 */
function loadConfig(file, options = {}) {
    return parseConfig(readConfigText(file, file), file, options);
}
/** The config file's text; a missing or unreadable file is an InputError naming it as `name`. */
function readConfigText(path, name) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            throw new errors/* InputError */.dz('no such file (create it, or point the config input at an MCP client config such as .mcp.json)', name);
        throw new errors/* InputError */.dz(`cannot read the file (${code ?? err.message})`, name);
    }
}
/** Parse config text; `file` names it in messages and in each server's origin. */
function parseConfig(text, file, options = {}) {
    const env = options.env ?? process.env;
    const { data, lines, json } = parseText(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, file);
    const flavour = json ? clientFlavour(data) : undefined;
    const config = json && (0,server_json/* isServerJson */._i)(data)
        ? (0,server_json/* serverJsonConfig */.Mu)(data, file, lines, env, options.only)
        : flavour
            ? clientConfigFrom(data, flavour, file, lines, env, options.only)
            : gateConfigFromChecked(data ?? {}, file, lines, env, options.only);
    config.file = (0,external_node_path_.resolve)(file);
    return (0,gate_config/* rememberSource */.bQ)(config, file, lines);
}
function gateConfigFromChecked(data, file, lines, env, only) {
    const problems = (0,validate/* gateFileProblems */.y0)(data, lines);
    if (problems.length > 0)
        throw new config_errors/* ConfigError */.x(file, problems);
    return (0,gate_config/* gateConfigFrom */.OE)(data, file, lines, env, only);
}
/**
 * JSON (comments and trailing commas allowed, as in VS Code's files) when the text is JSON whatever the name, else
 * YAML; syntax errors name the line. Only JSON text can be an MCP client config.
 */
function parseText(text, file) {
    const looksLikeJson = /^\s*[{[]/.test(text);
    if (looksLikeJson || file.endsWith('.json')) {
        const plain = stripJsonComments(text);
        try {
            return { data: JSON.parse(plain), lines: SourceLines.fromText(plain), json: true };
        }
        catch {
            if (file.endsWith('.json'))
                return { data: (0,errors/* parseJsonFile */.OW)(plain, file), lines: SourceLines.fromText(plain), json: true };
            // Not JSON after all: a YAML flow mapping such as `{servers: []}`.
        }
    }
    const counter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: counter, uniqueKeys: true });
    if (doc.errors.length > 0) {
        throw new config_errors/* ConfigError */.x(file, doc.errors.map((e) => ({
            key: '',
            line: e.linePos?.[0].line,
            message: `not valid YAML: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
        })));
    }
    const data = doc.toJS({ maxAliasCount: 100 });
    if (data !== null && data !== undefined && !(0,json/* isObject */.Gv)(data)) {
        throw new config_errors/* ConfigError */.x(file, [{ key: '', line: 1, message: `the file must be a mapping with keys such as servers and policy (found ${Array.isArray(data) ? 'a list' : JSON.stringify(data)})` }]);
    }
    return { data, lines: SourceLines.fromDocument(doc, counter), json: false };
}
/**
 * Load a config that lives under `rootDir`, naming it by its path relative to `rootDir` in messages, origins and
 * policy sources (`.github/mcp-contract-gate.yml: servers[1].timeout …`, not a runner's absolute path).
 */
function loadConfigAt(rootDir, path, options = {}) {
    const abs = (0,external_node_path_.resolve)(rootDir, path);
    const rel = (0,external_node_path_.relative)(rootDir, abs);
    const name = rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel.split(external_node_path_.sep).join('/') : abs;
    const text = readConfigText(abs, name);
    const config = parseConfig(text, name, options);
    config.file = abs;
    return config;
}


/***/ }),

/***/ 131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qn: () => (/* binding */ configSchema),
/* harmony export */   u$: () => (/* binding */ clientServerSchema)
/* harmony export */ });
/* unused harmony export SERVER_ID_PATTERN */
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1493);
/* harmony import */ var _policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7727);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4663);

/**
 * JSON Schema of the gate's config file (`.github/mcp-contract-gate.yml`). It validates the file and is the source of
 * the README's config reference, so every property carries a `description`. `x-expect` is the phrase error messages
 * use for a wrong value ("must be a positive number of seconds"); it is an annotation, not a constraint.
 */


const stringMap = (description, expect) => ({
    type: 'object',
    description,
    additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
    'x-expect': expect,
});
const stringOrList = (description) => ({
    type: ['string', 'array'],
    items: { type: 'string', minLength: 1, 'x-expect': 'a non-empty string' },
    description,
    'x-expect': 'a string or a list of strings',
});
const seconds = (description, fallback) => ({
    type: 'number',
    exclusiveMinimum: 0,
    description,
    ...(fallback === undefined ? {} : { default: fallback }),
    'x-expect': 'a positive number of seconds',
});
const SERVER_ID_PATTERN = '^[A-Za-z0-9_.-]+$';
/** The environments to discover one server under (`variants`), in the gate's YAML and under a client config's extension key. */
const variants = {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: SERVER_ID_PATTERN, 'x-expect': 'a variant name made of letters, digits, "_", "." and "-"' },
    additionalProperties: {
        type: 'object',
        additionalProperties: false,
        'x-expect': 'a mapping with `env`, `args` or `headers` (or {} for the entry as it is)',
        properties: {
            env: {
                type: 'object',
                description: "Variables set (or, with an empty string, emptied) over the entry's `env` for this variant.",
                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                'x-expect': 'a mapping of variable names to strings',
            },
            args: {
                type: 'array',
                items: { type: ['string', 'number'], 'x-expect': 'a string' },
                description: "Arguments that replace the entry's `args` for this variant (stdio).",
                'x-expect': 'a list of strings',
            },
            headers: {
                type: 'object',
                description: "HTTP headers set over the entry's `headers` for this variant (remote servers).",
                additionalProperties: { type: ['string', 'number', 'boolean'], 'x-expect': 'a string' },
                'x-expect': 'a mapping of header names to strings',
            },
        },
    },
    description: "Environments to discover this server under, by name, when its tool list depends on its environment (a server that lists `search_events` only when an LLM key is set, `list_events` otherwise). Each variant is discovered and pinned as its own server, `<id>#<variant>` (`sentry#with-llm-key`), with its `env` (and `headers`) set over the entry's and its `args`, when given, in place of the entry's. The lockfile records the variant each contract was seen under; diffs compare a variant with the same variant only, so a tool that only one environment lists is never paired as a rename of another environment's tool. `{}` names the entry as it is. Values support `${VAR}` interpolation.",
    'x-expect': 'a mapping of variant names to { env, args, headers }',
};
const server = {
    type: 'object',
    description: 'One MCP server to discover at the base and head commits. It has exactly one of `command` (a local server spoken to over stdio) or `url` (a remote server over Streamable HTTP, or SSE).',
    required: ['id'],
    additionalProperties: false,
    'x-expect': 'a mapping with an `id` and either `command` or `url`',
    properties: {
        id: {
            type: 'string',
            pattern: SERVER_ID_PATTERN,
            description: 'Unique name of the server in the lockfile and in reports. Letters, digits, `_`, `.` and `-`.',
            'x-expect': 'a name made of letters, digits, "_", "." and "-"',
        },
        command: {
            type: 'string',
            minLength: 1,
            description: 'stdio: the program that starts the server (`node`, `npx`, `uvx`, `./bin/server`), run in `cwd`. Its process group is killed when discovery ends. Supports `${VAR}` interpolation.',
            'x-expect': 'a non-empty string (the program to run)',
        },
        args: {
            type: 'array',
            items: { type: ['string', 'number'], 'x-expect': 'a string' },
            description: 'stdio: arguments passed to `command`. Supports `${VAR}` interpolation.',
            'x-expect': 'a list of strings',
        },
        env: stringMap("stdio: environment variables for the server (and for `setup`). Only these and a minimal safe set (`HOME`, `PATH`, `SHELL`, `TERM`, `USER`, `LOGNAME`) reach the server: the runner's tokens never do. Values support `${VAR}` and `${VAR:-default}` from the workflow step's env; a variable that is not set and has no default is an error.", 'a mapping of variable names to strings'),
        cwd: {
            type: 'string',
            description: 'Working directory for `setup` and the server, relative to the repository root (the head checkout or the base worktree). Default: the root.',
            'x-expect': 'a path relative to the repository root',
        },
        url: {
            type: 'string',
            pattern: '^https?://',
            description: 'Remote server endpoint (`http://` or `https://`). Supports `${VAR}` interpolation.',
            'x-expect': 'an http:// or https:// URL',
        },
        transport: {
            type: 'string',
            enum: ['http', 'sse', 'stdio'],
            description: 'How to talk to the server. With `url`: `http` (Streamable HTTP, the default; falls back to SSE when the server answers initialize with a 4xx) or `sse` (the older HTTP+SSE transport only). With `command`: `stdio` (the default).',
            'x-expect': 'one of http, sse, stdio',
        },
        headers: stringMap('Remote: HTTP headers sent with every request, e.g. `Authorization: "Bearer ${TOKEN}"`. Values support `${VAR}` interpolation.', 'a mapping of header names to strings'),
        setup: {
            type: 'string',
            minLength: 1,
            description: "Shell command (`sh -c`) run in `cwd` in each checkout before the server starts, e.g. `npm ci && npm run build`. It gets the same restricted environment as the server (plus `env`), so `${VAR}` here is expanded by the shell, not by the gate. A failing setup fails that server's discovery.",
            'x-expect': 'a shell command',
        },
        timeout: seconds('Seconds the server has to answer: the opening (`initialize` or `server/discover`) and every list request together, counted from its first output. Default: the top-level `timeout`.'),
        'start-timeout': seconds('Seconds a stdio server has to start, from spawn to its first output: a package download by `npx`, `uvx` or `docker` counts here. Default: the top-level `start-timeout`.'),
        'setup-timeout': seconds('Seconds allowed for `setup`. Default: the top-level `setup-timeout`.'),
        source: stringOrList('Files or folders (relative to the repository root) holding the tool definitions; annotations are placed on the line that defines each tool. Default: the lockfile line.'),
        'forbidden-tools': stringOrList('Globs of tool names this server must never expose (`Deployments.*`, `*_delete`); a match at head blocks the merge.'),
        enforce: {
            type: 'string',
            enum: [..._model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ENFORCE_MODES */ .u1],
            default: _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ENFORCE */ .fq,
            description: '`mcp-contract-gate proxy` at run time: `block` (default) withholds a tool whose contract is not the pinned one and refuses its calls; `warn` lets them through with a `_meta` warning; `off` only writes the audit log.',
            'x-expect': `one of ${_model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ENFORCE_MODES */ .u1.join(', ')}`,
        },
        'enforce-by': {
            type: 'string',
            enum: [..._model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ENFORCE_MODES_BY */ .sy],
            default: _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ENFORCE_BY */ .x8,
            description: "`mcp-contract-gate proxy`: how a changed tool is judged. `hash` (default): any change to the pinned contract withholds it; `policy`: only changes that block under this config's policy do (additive and cosmetic changes pass, with the live contract and a `_meta` note).",
            'x-expect': `one of ${_model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ENFORCE_MODES_BY */ .sy.join(', ')}`,
        },
        'client-capabilities': {
            type: 'object',
            description: 'Client capabilities declared in `initialize` (e.g. `{ sampling: {} }`), for servers that list more tools to more capable clients. Default: none.',
            'x-expect': 'a mapping (e.g. { sampling: {} })',
        },
        protocol: {
            type: 'string',
            enum: [..._model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_CHOICES */ .ux],
            description: `MCP revision to speak. \`auto\` (the default) sends \`server/discover\` (${_model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .DISCOVER_ERA_VERSION */ .yW}) and falls back to \`initialize\` (${_model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .INITIALIZE_ERA_VERSION */ .LZ}) when the server is an initialize-era one (then, for \`transport: http\`, to SSE); \`${_model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .DISCOVER_ERA_VERSION */ .yW}\` or \`${_model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .INITIALIZE_ERA_VERSION */ .LZ}\` speaks only that revision.`,
            'x-expect': `one of ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_CHOICES */ .ux.join(', ')}`,
        },
        variants,
    },
};
const policy = (0,_policy_knobs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .policySchema */ .wh)();
const configSchema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://mcp-contract-gate.dev/schema/config.json',
    title: 'mcp-contract-gate configuration',
    description: "The gate's config file (`.github/mcp-contract-gate.yml` by default). The gate can also read an MCP client config instead (`.mcp.json`, `.vscode/mcp.json`, `.cursor/mcp.json`, `claude_desktop_config.json`).",
    type: 'object',
    additionalProperties: false,
    'x-expect': 'a mapping with keys such as servers, policy and lockfile',
    properties: {
        lockfile: {
            type: 'string',
            minLength: 1,
            default: _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_LOCKFILE */ .U,
            description: 'Path of the lockfile, relative to the repository root.',
            'x-expect': 'a file path',
        },
        'include-meta': {
            type: 'boolean',
            default: false,
            description: "Include tools' `_meta` and `icons` in the contract hash (left out by default: they carry rotating values in the wild).",
            'x-expect': 'true or false',
        },
        'neutral-paths': {
            type: 'boolean',
            default: true,
            description: "Replace the checkout folder, the home folder and the temp folder in servers' text (descriptions, schemas, prompts, instructions) by `${workspaceFolder}`, `~` and `${tmp}` before hashing and diffing, so a server that prints where it runs reads the same in every clone, worktree and runner. `false` keeps the text as sent.",
            'x-expect': 'true or false',
        },
        concurrency: {
            type: 'integer',
            minimum: 1,
            default: _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_CONCURRENCY */ .WH,
            description: 'How many servers are set up and discovered at once, across the base and head commits together.',
            'x-expect': 'a whole number of at least 1',
        },
        timeout: seconds("Default answering budget per server, in seconds: the opening and all list requests, from the server's first output.", _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_TIMEOUT_MS */ .t1 / 1000),
        'start-timeout': seconds('Default start budget per stdio server, in seconds: spawn to first output, a cold `npx`/`uvx` download included.', _model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_START_TIMEOUT_MS */ .cy / 1000),
        'setup-timeout': seconds("Default timeout for each server's `setup` command, in seconds.", 600),
        servers: {
            type: 'array',
            items: server,
            description: 'The MCP servers whose tool contracts are pinned.',
            'x-expect': 'a list of servers',
        },
        policy,
        probes: {
            type: 'string',
            minLength: 1,
            description: 'Path of a probes file (frozen `tools/call` cases), relative to the repository root.',
            'x-expect': 'a file path',
        },
        approvers: {
            type: 'object',
            additionalProperties: false,
            description: 'Who may approve besides people: read from the base commit, like the policy.',
            'x-expect': 'a mapping',
            properties: {
                'allow-apps': stringOrList("Bots and GitHub Apps (by login, e.g. `my-release-bot[bot]`) whose approval label counts. Default: none: a label applied by `github-actions[bot]`, any App or any Bot account approves nothing, since the pull request's author may be able to drive it."),
            },
        },
    },
};
/**
 * What the gate reads from one entry of an MCP client config (`mcpServers.X` / `servers.X`). Other keys in those files
 * belong to the clients (`disabled`, `autoApprove`, `envFile`, …) and are allowed.
 */
const clientServerSchema = {
    type: 'object',
    'x-expect': 'a mapping with `command` or `url`',
    properties: {
        type: {
            type: 'string',
            enum: ['stdio', 'http', 'sse', 'streamable-http', 'streamableHttp'],
            'x-expect': 'one of stdio, http, sse',
        },
        command: server.properties.command,
        args: server.properties.args,
        env: server.properties.env,
        cwd: server.properties.cwd,
        url: server.properties.url,
        serverUrl: server.properties.url,
        headers: server.properties.headers,
        disabled: { type: 'boolean', 'x-expect': 'true or false' },
        [_model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_CONFIG_EXTENSION_KEY */ .rG]: {
            type: 'object',
            additionalProperties: false,
            description: "The gate's own settings for this server, kept apart from the client's keys (clients ignore it).",
            'x-expect': "a mapping of the gate's server settings (protocol, timeout, start-timeout, setup, …)",
            properties: {
                protocol: server.properties.protocol,
                timeout: server.properties.timeout,
                'start-timeout': server.properties['start-timeout'],
                setup: server.properties.setup,
                'setup-timeout': server.properties['setup-timeout'],
                source: server.properties.source,
                'forbidden-tools': server.properties['forbidden-tools'],
                enforce: server.properties.enforce,
                'client-capabilities': server.properties['client-capabilities'],
                'enforce-by': server.properties['enforce-by'],
                variants,
                original: { type: 'object', description: 'The launch spec `wrap` replaced (command, args, env, cwd).', 'x-expect': 'a mapping with `command`' },
            },
        },
    },
};


/***/ }),

/***/ 2078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J9: () => (/* binding */ selectEntry),
/* harmony export */   hE: () => (/* binding */ buildServers)
/* harmony export */ });
/* unused harmony export buildServer */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _interpolate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _key_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6417);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4663);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);





/** Check what a schema cannot (command xor url, transport fit, relative cwd) and interpolate `${VAR}`s. */
function buildServer(raw, ctx, problems) {
    const before = problems.length;
    const at = (...keys) => [...ctx.path, ...keys];
    const problem = (path, message) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(path), line: ctx.lines.line(path), message });
    const where = (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(ctx.path);
    const text = (value, path) => {
        try {
            return (0,_interpolate_js__WEBPACK_IMPORTED_MODULE_3__/* .interpolate */ .GW)(String(value), ctx.env);
        }
        catch (err) {
            if (!(err instanceof _interpolate_js__WEBPACK_IMPORTED_MODULE_3__/* .InterpolationError */ .Dn))
                throw err;
            problem(path, `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(path)} ${err.message}`);
            return String(value);
        }
    };
    const { url: urlKey, transport: transportKey } = ctx.keys;
    if (raw.command !== undefined && raw.url !== undefined) {
        problem(ctx.path, `${where} has both "command" and "${urlKey}"; a server is either started locally (command, over stdio) or remote (${urlKey}, over HTTP): keep one`);
    }
    else if (raw.command === undefined && raw.url === undefined) {
        problem(ctx.path, `${where} needs either "command" (a local server started over stdio) or "${urlKey}" (a remote server over HTTP)`);
    }
    const remote = raw.url !== undefined && raw.command === undefined;
    let transport = remote ? 'http' : 'stdio';
    if (raw.transport !== undefined) {
        const wanted = raw.transport === 'streamable-http' || raw.transport === 'streamableHttp' ? 'http' : raw.transport;
        if (remote && wanted === 'stdio')
            problem(at(transportKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at(transportKey))} is "stdio" but the server has a ${urlKey}; use http or sse, or give a command instead`);
        else if (!remote && raw.command !== undefined && wanted !== 'stdio')
            problem(at(transportKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at(transportKey))} is "${raw.transport}" but the server has a command (spoken to over stdio); remove ${transportKey} or give a ${urlKey} instead`);
        else
            transport = wanted;
    }
    if (remote && raw.args !== undefined)
        problem(at('args'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at('args'))} only applies to servers started with command; remove it`);
    if (!remote && raw.command !== undefined && raw.headers !== undefined)
        problem(at('headers'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at('headers'))} only applies to remote servers (${urlKey}); remove it`);
    const server = {
        id: raw.id,
        transport,
        timeoutMs: Math.round((raw.timeoutSeconds ?? ctx.timeoutMs / 1000) * 1000),
        startTimeoutMs: Math.round((raw.startTimeoutSeconds ?? ctx.startTimeoutMs / 1000) * 1000),
        setupTimeoutMs: Math.round((raw.setupTimeoutSeconds ?? ctx.setupTimeoutMs / 1000) * 1000),
        origin: { file: ctx.file, key: where, line: ctx.lines.line(ctx.path) },
    };
    if (raw.command !== undefined)
        server.command = text(raw.command, at('command'));
    const v = ctx.variant;
    const from = (key, name) => (v?.[key].includes(name) ? [...v.path, key, name] : at(key, name));
    if (raw.args !== undefined)
        server.args = raw.args.map((a, i) => text(a, v?.args ? [...v.path, 'args', i] : at('args', i)));
    if (raw.env !== undefined)
        server.env = mapValues(raw.env, (value, k) => text(value, from('env', k)));
    if (raw.cwd !== undefined) {
        server.cwd = text(raw.cwd, at('cwd'));
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(server.cwd))
            problem(at('cwd'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at('cwd'))} must be a path relative to the repository root, so that it works in the base worktree too (found ${JSON.stringify(server.cwd)})`);
    }
    if (raw.url !== undefined) {
        server.url = text(raw.url, at(urlKey));
        if (problems.length === before && !validUrl(server.url))
            problem(at(urlKey), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at(urlKey))} is not a valid http(s) URL (found ${JSON.stringify(server.url)})`);
    }
    if (raw.headers !== undefined)
        server.headers = mapValues(raw.headers, (value, k) => text(value, from('headers', k)));
    if (raw.setup !== undefined)
        server.setup = raw.setup;
    if (raw.source !== undefined)
        server.source = toList(raw.source);
    if (raw.forbiddenTools !== undefined)
        server.forbiddenTools = toList(raw.forbiddenTools);
    if (raw.enforce !== undefined)
        server.enforce = raw.enforce;
    if (raw.enforceBy !== undefined)
        server.enforceBy = raw.enforceBy;
    if (raw.clientCapabilities !== undefined)
        server.clientCapabilities = raw.clientCapabilities;
    if (raw.protocol !== undefined) {
        if (_model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_CHOICES */ .ux.includes(raw.protocol))
            server.protocol = raw.protocol;
        else
            problem(at('protocol'), `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(at('protocol'))} must be one of ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_CHOICES */ .ux.join(', ')} (found ${JSON.stringify(raw.protocol)})`);
    }
    return problems.length === before ? server : undefined;
}
/**
 * The servers one entry stands for: the entry itself, or one server per variant (`<id>#<variant>`, in the order the
 * variants are listed), each with the variant's `env` and `headers` set over the entry's and its `args` in place of the
 * entry's. Problems (args on a remote server, headers on a local one, a bad `${VAR}`) name the variant's key.
 */
function buildServers(raw, ctx, problems) {
    const { variants, ...plain } = raw;
    const server = buildServer(plain, ctx, problems);
    if (!server || variants === undefined)
        return server ? [server] : [];
    const before = problems.length;
    const out = [];
    for (const [name, variant] of Object.entries(variants)) {
        const at = [...(ctx.variantsAt ?? [...ctx.path, 'variants']), name];
        const remote = server.transport !== 'stdio';
        const merged = { ...plain, id: `${raw.id}${_model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .VARIANT_SEPARATOR */ .uv}${name}` };
        if (variant.env !== undefined && !remote)
            merged.env = { ...(plain.env ?? {}), ...variant.env };
        if (variant.headers !== undefined && remote)
            merged.headers = { ...(plain.headers ?? {}), ...variant.headers };
        if (variant.args !== undefined && !remote)
            merged.args = variant.args;
        const misplaced = (key, fix) => problems.push({ key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)([...at, key]), line: ctx.lines.line([...at, key]), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)([...at, key])} ${fix}` });
        if (remote && variant.args !== undefined)
            misplaced('args', "only applies to servers started with command; remove it (a remote server's variants set headers)");
        if (remote && variant.env !== undefined)
            misplaced('env', "only applies to servers started with command; a remote server's variants set headers instead");
        if (!remote && variant.headers !== undefined)
            misplaced('headers', `only applies to remote servers (${ctx.keys.url}); set env or args instead`);
        // the variant's own values are interpolated under its key, so a missing variable names the variant's line
        const built = buildServer(merged, { ...ctx, variant: { path: at, env: Object.keys(variant.env ?? {}), headers: Object.keys(variant.headers ?? {}), args: variant.args !== undefined } }, problems);
        if (built)
            out.push({ ...built, variant: { name, of: raw.id } });
    }
    return problems.length === before ? out : [];
}
/**
 * The part of an entry `only` asks for (a config built for one server, as the proxy does): the entry itself when `only`
 * is its id (every variant), the entry with that one variant when `only` is `<id>#<variant>`, else undefined.
 */
function selectEntry(raw, only) {
    if (only === undefined || only === raw.id)
        return raw;
    const prefix = `${raw.id}${_model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .VARIANT_SEPARATOR */ .uv}`;
    if (!only.startsWith(prefix) || raw.variants === undefined)
        return undefined;
    const name = only.slice(prefix.length);
    return Object.hasOwn(raw.variants, name) ? { ...raw, variants: { [name]: raw.variants[name] } } : undefined;
}
function mapValues(obj, fn) {
    const out = {};
    for (const [k, v] of Object.entries(obj))
        out[k] = fn(v, k);
    return out;
}
function toList(value) {
    return typeof value === 'string' ? [value] : [...value];
}
function validUrl(value) {
    try {
        const u = new URL(value);
        return u.protocol === 'http:' || u.protocol === 'https:';
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HU: () => (/* binding */ configOrServerJson),
  _i: () => (/* binding */ isServerJson),
  Mu: () => (/* binding */ serverJsonConfig),
  DL: () => (/* binding */ serverJsonEnvNames)
});

// UNUSED EXPORTS: SERVER_JSON, SERVER_JSON_SCHEMA_URL

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(7827);
// EXTERNAL MODULE: ./src/config/gate-config.ts
var gate_config = __webpack_require__(9762);
// EXTERNAL MODULE: ./src/config/key-path.ts
var key_path = __webpack_require__(6417);
;// CONCATENATED MODULE: ./src/config/registry/server.schema.json
const server_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$comment":"This file is auto-generated from docs/reference/api/openapi.yaml. Do not edit manually. Run \'make generate-schema\' to update.","$id":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json","$ref":"#/definitions/ServerDetail","$schema":"http://json-schema.org/draft-07/schema#","definitions":{"Argument":{"anyOf":[{"$ref":"#/definitions/PositionalArgument"},{"$ref":"#/definitions/NamedArgument"}],"description":"Warning: Arguments construct command-line parameters that may contain user-provided input. This creates potential command injection risks if clients execute commands in a shell environment. For example, a malicious argument value like \';rm -rf ~/Development\' could execute dangerous commands. Clients should prefer non-shell execution methods (e.g., posix_spawn) when possible to eliminate injection risks entirely. Where not possible, clients should obtain consent from users or agents to run the resolved command before execution."},"Icon":{"description":"An optionally-sized icon that can be displayed in a user interface.","properties":{"mimeType":{"description":"Optional MIME type override if the source MIME type is missing or generic. Must be one of: image/png, image/jpeg, image/jpg, image/svg+xml, image/webp.","enum":["image/png","image/jpeg","image/jpg","image/svg+xml","image/webp"],"example":"image/png","type":"string"},"sizes":{"description":"Optional array of strings that specify sizes at which the icon can be used. Each string should be in WxH format (e.g., \'48x48\', \'96x96\') or \'any\' for scalable formats like SVG. If not provided, the client should assume that the icon can be used at any size.","examples":[["48x48","96x96"],["any"]],"items":{"pattern":"^(\\\\d+x\\\\d+|any)$","type":"string"},"type":"array"},"src":{"description":"A standard URI pointing to an icon resource. Must be an HTTPS URL. Consumers SHOULD take steps to ensure URLs serving icons are from the same domain as the server or a trusted domain. Consumers SHOULD take appropriate precautions when consuming SVGs as they can contain executable JavaScript.","example":"https://example.com/icon.png","format":"uri","maxLength":255,"type":"string"},"theme":{"description":"Optional specifier for the theme this icon is designed for. \'light\' indicates the icon is designed to be used with a light background, and \'dark\' indicates the icon is designed to be used with a dark background. If not provided, the client should assume the icon can be used with any theme.","enum":["light","dark"],"type":"string"}},"required":["src"],"type":"object"},"Input":{"properties":{"choices":{"description":"A list of possible values for the input. If provided, the user must select one of these values.","example":[],"items":{"type":"string"},"type":"array"},"default":{"description":"The default value for the input.  This should be a valid value for the input.  If you want to provide input examples or guidance, use the `placeholder` field instead.","type":"string"},"description":{"description":"A description of the input, which clients can use to provide context to the user.","type":"string"},"format":{"default":"string","description":"Specifies the input format. Supported values include `filepath`, which should be interpreted as a file on the user\'s filesystem.\\n\\nWhen the input is converted to a string, booleans should be represented by the strings \\"true\\" and \\"false\\", and numbers should be represented as decimal values.","enum":["string","number","boolean","filepath"],"type":"string"},"isRequired":{"default":false,"type":"boolean"},"isSecret":{"default":false,"description":"Indicates whether the input is a secret value (e.g., password, token). If true, clients should handle the value securely.","type":"boolean"},"placeholder":{"description":"A placeholder for the input to be displaying during configuration. This is used to provide examples or guidance about the expected form or content of the input.","type":"string"},"value":{"description":"The value for the input. If this is not set, the user may be prompted to provide a value. If a value is set, it should not be configurable by end users.\\n\\nIdentifiers wrapped in `{curly_braces}` will be replaced with the corresponding properties from the input `variables` map. If an identifier in braces is not found in `variables`, or if `variables` is not provided, the `{curly_braces}` substring should remain unchanged.\\n","type":"string"}},"type":"object"},"InputWithVariables":{"allOf":[{"$ref":"#/definitions/Input"},{"properties":{"variables":{"additionalProperties":{"$ref":"#/definitions/Input"},"description":"A map of variable names to their values. Keys in the input `value` that are wrapped in `{curly_braces}` will be replaced with the corresponding variable values.","type":"object"}},"type":"object"}]},"KeyValueInput":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"properties":{"name":{"description":"Name of the header or environment variable.","example":"SOME_VARIABLE","type":"string"}},"required":["name"],"type":"object"}]},"LocalTransport":{"anyOf":[{"$ref":"#/definitions/StdioTransport"},{"$ref":"#/definitions/StreamableHttpTransport"},{"$ref":"#/definitions/SseTransport"}],"description":"Transport protocol configuration for local/package context"},"NamedArgument":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"properties":{"isRepeated":{"default":false,"description":"Whether the argument can be repeated multiple times.","type":"boolean"},"name":{"description":"The flag name, including any leading dashes.","example":"--port","type":"string"},"type":{"enum":["named"],"example":"named","type":"string"}},"required":["type","name"],"type":"object"}],"description":"A command-line `--flag={value}`."},"Package":{"properties":{"environmentVariables":{"description":"A mapping of environment variables to be set when running the package.","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"fileSha256":{"description":"SHA-256 hash of the package file for integrity verification. Required for MCPB packages and optional for other package types. Authors are responsible for generating correct SHA-256 hashes when creating server.json. If present, MCP clients must validate the downloaded file matches the hash before running packages to ensure file integrity.","example":"fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce","pattern":"^[a-f0-9]{64}$","type":"string"},"identifier":{"description":"Package identifier - either a package name (for registries) or URL (for direct downloads)","examples":["@modelcontextprotocol/server-brave-search","https://github.com/example/releases/download/v1.0.0/package.mcpb"],"type":"string"},"packageArguments":{"description":"A list of arguments to be passed to the package\'s binary.","items":{"$ref":"#/definitions/Argument"},"type":"array"},"registryBaseUrl":{"description":"Base URL of the package registry","examples":["https://registry.npmjs.org","https://pypi.org","https://docker.io","https://api.nuget.org/v3/index.json","https://repo.maven.apache.org/maven2","https://github.com","https://gitlab.com"],"format":"uri","type":"string"},"registryType":{"description":"Registry type indicating how to download packages (e.g., \'npm\', \'pypi\', \'oci\', \'nuget\', \'mcpb\', \'maven\')","examples":["npm","pypi","oci","nuget","mcpb","maven"],"type":"string"},"runtimeArguments":{"description":"A list of arguments to be passed to the package\'s runtime command (such as docker or npx). The `runtimeHint` field should be provided when `runtimeArguments` are present.","items":{"$ref":"#/definitions/Argument"},"type":"array"},"runtimeHint":{"description":"A hint to help clients determine the appropriate runtime for the package. This field should be provided when `runtimeArguments` are present.","examples":["npx","uvx","docker","dnx","jbang"],"type":"string"},"transport":{"$ref":"#/definitions/LocalTransport","description":"Transport protocol configuration for the package"},"version":{"description":"Package version. Must be a specific version. Version ranges are rejected (e.g., \'^1.2.3\', \'~1.2.3\', \'>=1.2.3\', \'1.x\', \'1.*\').","example":"1.0.2","minLength":1,"not":{"const":"latest"},"type":"string"}},"required":["registryType","identifier","transport"],"type":"object"},"PositionalArgument":{"allOf":[{"$ref":"#/definitions/InputWithVariables"},{"anyOf":[{"required":["valueHint"]},{"required":["value"]}],"properties":{"isRepeated":{"default":false,"description":"Whether the argument can be repeated multiple times in the command line.","type":"boolean"},"type":{"enum":["positional"],"example":"positional","type":"string"},"valueHint":{"description":"An identifier for the positional argument. It is not part of the command line. It may be used by client configuration as a label identifying the argument. It is also used to identify the value in transport URL variable substitution.","example":"file_path","type":"string"}},"required":["type"],"type":"object"}],"description":"A positional input is a value inserted verbatim into the command line."},"RemoteTransport":{"allOf":[{"anyOf":[{"$ref":"#/definitions/StreamableHttpTransport"},{"$ref":"#/definitions/SseTransport"}]},{"properties":{"variables":{"additionalProperties":{"$ref":"#/definitions/Input"},"description":"Configuration variables that can be referenced in URL template {curly_braces}. The key is the variable name, and the value defines the variable properties.","type":"object"}},"type":"object"}],"description":"Transport protocol configuration for remote context - extends StreamableHttpTransport or SseTransport with variables"},"Repository":{"description":"Repository metadata for the MCP server source code. Enables users and security experts to inspect the code, improving transparency.","properties":{"id":{"description":"Repository identifier from the hosting service (e.g., GitHub repo ID). Owned and determined by the source forge. Should remain stable across repository renames and may be used to detect repository resurrection attacks - if a repository is deleted and recreated, the ID should change. For GitHub, use: gh api repos/<owner>/<repo> --jq \'.id\'","example":"b94b5f7e-c7c6-d760-2c78-a5e9b8a5b8c9","type":"string"},"source":{"description":"Repository hosting service identifier. Used by registries to determine validation and API access methods.","example":"github","type":"string"},"subfolder":{"description":"Optional relative path from repository root to the server location within a monorepo or nested package structure. Must be a clean relative path.","example":"src/everything","type":"string"},"url":{"description":"Repository URL for browsing source code. Should support both web browsing and git clone operations.","example":"https://github.com/modelcontextprotocol/servers","format":"uri","type":"string"}},"required":["url","source"],"type":"object"},"ServerDetail":{"description":"Schema for a static representation of an MCP server. Used in various contexts related to discovery, installation, and configuration.","properties":{"$schema":{"description":"JSON Schema URI for this server.json format","example":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json","format":"uri","type":"string"},"_meta":{"description":"Extension metadata using reverse DNS namespacing for vendor-specific data","properties":{"io.modelcontextprotocol.registry/publisher-provided":{"additionalProperties":true,"description":"Publisher-provided metadata for downstream registries","example":{"buildInfo":{"commit":"abc123def456","pipelineId":"build-789","timestamp":"2023-12-01T10:30:00Z"},"tool":"publisher-cli","version":"1.2.3"},"type":"object"}},"type":"object"},"description":{"description":"Clear human-readable explanation of server functionality. Should focus on capabilities, not implementation details.","example":"MCP server providing weather data and forecasts via OpenWeatherMap API","maxLength":100,"minLength":1,"type":"string"},"icons":{"description":"Optional set of sized icons that the client can display in a user interface. Clients that support rendering icons MUST support at least the following MIME types: image/png and image/jpeg (safe, universal compatibility). Clients SHOULD also support: image/svg+xml (scalable but requires security precautions) and image/webp (modern, efficient format).","items":{"$ref":"#/definitions/Icon"},"type":"array"},"name":{"description":"Server name in reverse-DNS format. Must contain exactly one forward slash separating namespace from server name.","example":"io.github.user/weather","maxLength":200,"minLength":3,"pattern":"^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$","type":"string"},"packages":{"items":{"$ref":"#/definitions/Package"},"type":"array"},"remotes":{"items":{"$ref":"#/definitions/RemoteTransport"},"type":"array"},"repository":{"$ref":"#/definitions/Repository","description":"Optional repository metadata for the MCP server source code. Recommended for transparency and security inspection."},"title":{"description":"Optional human-readable title or display name for the MCP server. MCP subregistries or clients MAY choose to use this for display purposes.","example":"Weather API","maxLength":100,"minLength":1,"type":"string"},"version":{"description":"Version string for this server. SHOULD follow semantic versioning (e.g., \'1.0.2\', \'2.1.0-alpha\'). Equivalent of Implementation.version in MCP specification. Non-semantic versions are allowed but may not sort predictably. Version ranges are rejected (e.g., \'^1.2.3\', \'~1.2.3\', \'>=1.2.3\', \'1.x\', \'1.*\').","example":"1.0.2","maxLength":255,"type":"string"},"websiteUrl":{"description":"Optional URL to the server\'s homepage, documentation, or project website. This provides a central link for users to learn more about the server. Particularly useful when the server has custom installation instructions or setup requirements.","example":"https://modelcontextprotocol.io/examples","format":"uri","type":"string"}},"required":["name","description","version"],"type":"object"},"SseTransport":{"properties":{"headers":{"description":"HTTP headers to include","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"type":{"description":"Transport type","enum":["sse"],"example":"sse","type":"string"},"url":{"description":"Server-Sent Events endpoint URL template. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport\'s \'variables\' object. After variable substitution, this should produce a valid URI.","example":"https://mcp-fs.example.com/sse","pattern":"^https?://[^\\\\s]+$","type":"string"}},"required":["type","url"],"type":"object"},"StdioTransport":{"properties":{"type":{"description":"Transport type","enum":["stdio"],"example":"stdio","type":"string"}},"required":["type"],"type":"object"},"StreamableHttpTransport":{"properties":{"headers":{"description":"HTTP headers to include","items":{"$ref":"#/definitions/KeyValueInput"},"type":"array"},"type":{"description":"Transport type","enum":["streamable-http"],"example":"streamable-http","type":"string"},"url":{"description":"URL template for the streamable-http transport. Variables in {curly_braces} are resolved based on context: In Package context, they reference argument valueHints, argument names, or environment variable names from the parent Package. In Remote context, they reference variables from the transport\'s \'variables\' object. After variable substitution, this should produce a valid URI.","example":"https://api.example.com/mcp","pattern":"^https?://[^\\\\s]+$","type":"string"}},"required":["type","url"],"type":"object"}},"title":"server.json defining a Model Context Protocol (MCP) server"}');
// EXTERNAL MODULE: ./src/config/validate.ts
var validate = __webpack_require__(2526);
;// CONCATENATED MODULE: ./src/config/server-json.ts
/**
 * An MCP Registry `server.json` as the gate's config: a repository that publishes its server with one and has no gate
 * config is gated from it. Each `packages[]` entry (npm, PyPI, OCI) becomes a stdio server launched at its exact
 * version (`npx -y pkg@1.2.3`, `uvx pkg==1.2.3`, `docker run -i --rm image:1.2.3`) with its arguments and
 * `environmentVariables`; each `remotes[]` entry a remote server over Streamable HTTP or SSE with its headers. Values
 * the file leaves to the user (required variables, headers, URL variables) are read from the environment; missing
 * required ones are one error naming them all. The file is first validated against the registry's published schema
 * (vendored in ./registry, with its source). Everything else (policy, lockfile) takes the gate's defaults.
 */











/** The file name the registry's tooling reads, and the one the CLI and the action look for. */
const SERVER_JSON = 'server.json';
/** Where the vendored schema was published (its `$id`). */
const SERVER_JSON_SCHEMA_URL = server_schema_namespaceObject.$id;
/** A server.json, told apart from the other JSON configs by content: its `$schema`, or a name, a version and packages or remotes. */
function isServerJson(data) {
    if (!(0,json/* isObject */.Gv)(data) || 'servers' in data || 'mcpServers' in data)
        return false;
    if (typeof data.$schema === 'string' && /\/server\.schema\.json$/.test(data.$schema))
        return true;
    return typeof data.name === 'string' && typeof data.version === 'string' && (Array.isArray(data.packages) || Array.isArray(data.remotes));
}
const addFormats = (dist_default())["default"] ?? (dist_default());
let validator;
/** The registry's schema, compiled on first use (a command that reads no server.json never pays for it). */
function registryValidator() {
    if (!validator) {
        // not strict: the registry's schema carries OpenAPI's `example` keyword, which JSON Schema does not define
        const ajv = new dist_ajv.Ajv({ allErrors: true, verbose: true, strict: false });
        addFormats(ajv, ['uri']);
        validator = ajv.compile(server_schema_namespaceObject);
    }
    return validator;
}
function problem(ctx, path, message) {
    ctx.problems.push({ key: (0,key_path/* formatKeyPath */.K)(path), line: ctx.lines.line(path), message: `${(0,key_path/* formatKeyPath */.K)(path)} ${message}` });
}
function need(ctx, entry, name) {
    const key = (0,key_path/* formatKeyPath */.K)(entry);
    const found = ctx.missing.get(key);
    if (found)
        found.names.push(name);
    else
        ctx.missing.set(key, { path: entry, names: [name] });
}
/** `{name}` replaced by the input's variables (their value, default, or the environment variable of that name). */
function substitute(ctx, text, variables, entry) {
    return text.replace(/\{([A-Za-z_][A-Za-z0-9_.-]*)\}/g, (whole, name) => {
        const v = variables?.[name];
        const value = v?.value ?? ctx.env[name] ?? v?.default;
        if (value !== undefined)
            return value;
        need(ctx, entry, name);
        return whole;
    });
}
/** A value the file may fix (`value`) or leave to the user: then the environment variable `name`, else its default. */
function resolve(ctx, input, name, entry) {
    if (input.value !== undefined)
        return substitute(ctx, input.value, input.variables, entry);
    const fromEnv = name !== undefined ? ctx.env[name] : undefined;
    if (fromEnv !== undefined)
        return fromEnv;
    if (input.default !== undefined)
        return input.default;
    if (input.isRequired)
        need(ctx, entry, name ?? '(a value)');
    return undefined;
}
/** The command-line words of the registry's arguments: positional values and `--flag=value` (or a bare flag). */
function argumentWords(ctx, list, path) {
    const out = [];
    (list ?? []).forEach((arg, i) => {
        const at = [...path, i];
        if (arg.type === 'positional') {
            const value = arg.value !== undefined ? substitute(ctx, arg.value, arg.variables, at) : ((arg.valueHint !== undefined ? ctx.env[arg.valueHint] : undefined) ?? arg.default);
            if (value !== undefined)
                out.push(value);
            else if (arg.isRequired)
                need(ctx, at, arg.valueHint ?? '(a positional value)');
            return;
        }
        const value = resolve(ctx, { ...arg, isRequired: false }, undefined, at);
        if (value !== undefined)
            out.push(`${arg.name}=${value}`);
        else if (arg.isRequired && arg.value === undefined && arg.default === undefined)
            need(ctx, at, `${arg.name} (a value for it)`);
        else
            out.push(arg.name);
    });
    return out;
}
/** An id the config accepts (SERVER_ID_PATTERN), unique in the file. */
function serverId(base, taken) {
    const clean = base
        .replace(/[^A-Za-z0-9_.-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .toLowerCase() || 'server';
    let id = clean;
    for (let n = 2; taken.has(id); n++)
        id = `${clean}-${n}`;
    taken.add(id);
    return id;
}
const DEFAULT_REGISTRY = { npm: 'https://registry.npmjs.org', pypi: 'https://pypi.org', oci: 'https://docker.io' };
/** The package's version: its own, else an OCI reference's tag, else the server's version. */
function packageVersion(pkg, serverVersion) {
    if (typeof pkg.version === 'string')
        return { version: pkg.version, own: true };
    if (pkg.registryType === 'oci' && typeof pkg.identifier === 'string') {
        const tag = /:([^/:@]+)(?:@sha256:[a-f0-9]+)?$/.exec(pkg.identifier)?.[1];
        if (tag)
            return { version: tag, own: true };
    }
    return { version: serverVersion, own: false };
}
function buildPackage(ctx, pkg, i, serverVersion, id) {
    const at = ['packages', i];
    const type = String(pkg.registryType);
    const identifier = String(pkg.identifier);
    const transport = (0,json/* isObject */.Gv)(pkg.transport) ? String(pkg.transport.type) : 'stdio';
    const hint = typeof pkg.runtimeHint === 'string' ? pkg.runtimeHint : undefined;
    const version = packageVersion(pkg, serverVersion);
    if (transport !== 'stdio') {
        problem(ctx, [...at, 'transport', 'type'], `is ${transport}: the gate launches a package over stdio only; list the running server under remotes, or write a gate config (.github/mcp-contract-gate.yml) that starts it and names its URL`);
        return undefined;
    }
    const expected = { npm: 'npx', pypi: 'uvx', oci: 'docker' }[type];
    if (!expected) {
        problem(ctx, [...at, 'registryType'], `is ${JSON.stringify(type)}: the gate launches npm, pypi and oci packages; write a gate config (.github/mcp-contract-gate.yml) that starts this one`);
        return undefined;
    }
    if (hint !== undefined && hint !== expected) {
        problem(ctx, [...at, 'runtimeHint'], `is ${JSON.stringify(hint)}: the gate launches ${type} packages with ${expected}; remove the hint or write a gate config`);
        return undefined;
    }
    const env = {};
    const envNames = [];
    (pkg.environmentVariables ?? []).forEach((v, j) => {
        const value = resolve(ctx, v, v.name, [...at, 'environmentVariables', j]);
        if (value === undefined)
            return;
        env[v.name] = value;
        envNames.push(v.name);
    });
    const runtime = argumentWords(ctx, pkg.runtimeArguments, [...at, 'runtimeArguments']);
    const args = argumentWords(ctx, pkg.packageArguments, [...at, 'packageArguments']);
    const base = typeof pkg.registryBaseUrl === 'string' ? pkg.registryBaseUrl.replace(/\/+$/, '') : undefined;
    const custom = base !== undefined && base !== DEFAULT_REGISTRY[type] ? base : undefined;
    let command;
    let argv;
    if (type === 'npm') {
        command = 'npx';
        argv = ['-y', ...runtime, `${identifier}@${version.version}`, ...args];
        if (custom)
            env.npm_config_registry = `${custom}/`;
    }
    else if (type === 'pypi') {
        command = 'uvx';
        argv = [...(custom ? ['--default-index', `${custom}/simple`] : []), ...runtime, `${identifier}==${version.version}`, ...args];
    }
    else {
        command = 'docker';
        const tagged = /@sha256:[a-f0-9]+$/.test(identifier) || /:[^/]+$/.test(identifier) ? identifier : `${identifier}:${version.version}`;
        const image = custom && !tagged.startsWith(`${new URL(custom).host}/`) ? `${new URL(custom).host}/${tagged}` : tagged;
        argv = ['run', '-i', '--rm', ...envNames.flatMap((n) => ['-e', n]), ...runtime, image, ...args];
    }
    const server = {
        id,
        transport: 'stdio',
        command,
        args: argv,
        ...(Object.keys(env).length ? { env } : {}),
        timeoutMs: config/* DEFAULT_TIMEOUT_MS */.t1,
        startTimeoutMs: config/* DEFAULT_START_TIMEOUT_MS */.cy,
        setupTimeoutMs: config/* DEFAULT_SETUP_TIMEOUT_MS */.T3,
        origin: { file: ctx.file, key: (0,key_path/* formatKeyPath */.K)(at), ...lineOf(ctx, at) },
    };
    return { server, version };
}
function lineOf(ctx, path) {
    const line = ctx.lines.line(path);
    return line !== undefined ? { line } : {};
}
function buildRemote(ctx, remote, i, id) {
    const at = ['remotes', i];
    const url = substitute(ctx, String(remote.url), remote.variables, [...at, 'url']);
    const headers = {};
    (remote.headers ?? []).forEach((h, j) => {
        const value = resolve(ctx, h, h.name, [...at, 'headers', j]);
        if (value !== undefined)
            headers[h.name] = value;
    });
    return {
        id,
        transport: remote.type === 'sse' ? 'sse' : 'http',
        url,
        ...(Object.keys(headers).length ? { headers } : {}),
        timeoutMs: config/* DEFAULT_TIMEOUT_MS */.t1,
        startTimeoutMs: config/* DEFAULT_START_TIMEOUT_MS */.cy,
        setupTimeoutMs: config/* DEFAULT_SETUP_TIMEOUT_MS */.T3,
        origin: { file: ctx.file, key: (0,key_path/* formatKeyPath */.K)(at), ...lineOf(ctx, at) },
    };
}
/**
 * The gate config a server.json describes (see the module comment). `only`: build that server alone (the others'
 * variables need not be set). Problems are one ConfigError: schema errors with their key paths, unsupported entries
 * with their fix, and the environment variables the file requires that are not set, all named.
 */
function serverJsonConfig(data, file, lines, env, only) {
    const schemaErrors = (0,validate/* schemaProblems */.Ic)(registryValidator(), data, [], lines);
    if (schemaErrors.length)
        throw new errors/* ConfigError */.x(file, schemaErrors.map((p) => ({ ...p, message: `${p.message} (the MCP Registry's server.json schema, ${SERVER_JSON_SCHEMA_URL})` })));
    const ctx = { file, lines, env, problems: [], missing: new Map() };
    const config = (0,gate_config/* defaultConfig */.sb)();
    const serverVersion = String(data.version);
    const source = { file, name: String(data.name), version: serverVersion, packages: [] };
    const taken = new Set();
    const packages = data.packages ?? [];
    const remotes = data.remotes ?? [];
    packages.forEach((pkg, i) => {
        const id = serverId(`${String(pkg.registryType)}-${String(pkg.identifier).replace(/^@/, '')}`, taken);
        if (only !== undefined && only !== id)
            return;
        const built = buildPackage(ctx, pkg, i, serverVersion, id);
        if (!built)
            return;
        config.servers.push(built.server);
        if (built.version.own)
            source.packages.push({ server: id, key: (0,key_path/* formatKeyPath */.K)(['packages', i]), identifier: String(pkg.identifier), version: built.version.version });
    });
    remotes.forEach((remote, i) => {
        let host = 'remote';
        try {
            host = `remote-${new URL(String(remote.url).replace(/\{[^}]*\}/g, 'x')).host}`;
        }
        catch {
            // a URL template the URL parser rejects: the id stays `remote`
        }
        const id = serverId(host, taken);
        if (only !== undefined && only !== id)
            return;
        config.servers.push(buildRemote(ctx, remote, i, id));
    });
    if (!packages.length && !remotes.length)
        ctx.problems.push({ key: '', line: 1, message: 'lists no packages and no remotes: there is no server to gate (add one, or write a gate config such as .github/mcp-contract-gate.yml)' });
    for (const [key, { path, names }] of ctx.missing) {
        ctx.problems.push({
            key,
            line: lines.line(path),
            message: `${key} needs ${names.join(', ')}, which ${names.length === 1 ? 'is' : 'are'} required and not set: set ${names.length === 1 ? 'it' : 'them'} in the environment the gate runs in (in a workflow, \`env: ${names[0]}: \${{ secrets.${names[0]} }}\`)`,
        });
    }
    if (ctx.problems.length)
        throw new errors/* ConfigError */.x(file, ctx.problems);
    config.serverJson = source;
    return config;
}
/** The names of the values a server.json reads from the environment (secrets, as far as publishing goes). */
function serverJsonEnvNames(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!isServerJson(data))
        return [];
    const names = new Set();
    const inputs = (list) => (Array.isArray(list) ? list.filter(json/* isObject */.Gv) : []);
    const visit = (input, name) => {
        if (typeof name === 'string')
            names.add(name);
        if ((0,json/* isObject */.Gv)(input.variables))
            for (const v of Object.keys(input.variables))
                names.add(v);
    };
    for (const pkg of inputs(data.packages)) {
        for (const v of inputs(pkg.environmentVariables))
            visit(v, v.name);
        for (const a of [...inputs(pkg.packageArguments), ...inputs(pkg.runtimeArguments)])
            visit(a, a.valueHint);
    }
    for (const r of inputs(data.remotes)) {
        for (const h of inputs(r.headers))
            visit(h, h.name);
        if ((0,json/* isObject */.Gv)(r.variables))
            for (const v of Object.keys(r.variables))
                names.add(v);
    }
    return [...names].sort();
}
/**
 * The config path to read: `path`, or server.json when `path` is the default gate config, it does not exist, and the
 * folder has a server.json (a repository that publishes its server and has no gate config is gated from it).
 */
function configOrServerJson(rootDir, path) {
    if (path.replace(/^\.\//, '') !== config/* DEFAULT_CONFIG_PATH */.Bi || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(rootDir, path)))
        return path;
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(rootDir, SERVER_JSON)) ? SERVER_JSON : path;
}


/***/ }),

/***/ 2526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ schemaProblems),
/* harmony export */   Xd: () => (/* binding */ clientServerProblems),
/* harmony export */   y0: () => (/* binding */ gateFileProblems)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _describe_value_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9641);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9255);
/* harmony import */ var _key_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6417);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(131);





/**
 * The validators are compiled on first use, not at load: commands that never read a config (`diff`, `rules`) must not
 * pay ajv's compile time at every start.
 */
let compiled;
function validators() {
    if (!compiled) {
        const ajv = new ajv__WEBPACK_IMPORTED_MODULE_1__.Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
        ajv.addKeyword({ keyword: 'x-expect', schemaType: 'string' });
        compiled = { gateFile: ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .configSchema */ .Qn), clientServer: ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .clientServerSchema */ .u$) };
    }
    return compiled;
}
function gateFileProblems(data, lines) {
    return schemaProblems(validators().gateFile, data, [], lines);
}
function clientServerProblems(data, at, lines) {
    return schemaProblems(validators().clientServer, data, at, lines);
}
/** Run a compiled schema and turn each ajv error into a sentence with the key path, what is wrong and the fix. */
function schemaProblems(validate, data, at, lines) {
    if (validate(data))
        return [];
    const seen = new Set();
    const problems = [];
    for (const error of validate.errors ?? []) {
        const problem = describeError(error, data, at, lines);
        if (!problem || seen.has(problem.message))
            continue;
        seen.add(problem.message);
        problems.push(problem);
    }
    return problems;
}
function describeError(error, root, at, lines) {
    const path = [...at, ...(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .pointerToPath */ .o)(error.instancePath, root)];
    const where = (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(path);
    const parent = (error.parentSchema ?? {});
    const expect = typeof parent['x-expect'] === 'string' ? parent['x-expect'] : undefined;
    const subject = where === '' ? 'the file' : where;
    // a key that breaks `propertyNames` (a variant's name): the error on the name itself says which and why
    if (error.propertyName !== undefined) {
        const keyPath = [...path, error.propertyName];
        return { key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(keyPath), line: lines.line(keyPath), message: `${where} has the key ${JSON.stringify(error.propertyName)}, which must be ${expect ?? error.message ?? 'valid'}` };
    }
    switch (error.keyword) {
        case 'propertyNames':
            return undefined; // reported by the error on the name (above)
        case 'minProperties':
            return { key: where, line: lines.line(path), message: `${subject} is empty; give ${expect ?? 'at least one entry'}, or remove it` };
        case 'additionalProperties': {
            const key = String(error.params.additionalProperty);
            const keyPath = [...path, key];
            const known = Object.keys(parent.properties ?? {});
            const hint = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .suggestion */ .h)(key, known);
            const fix = hint || (known.length > 0 ? `; known keys here: ${known.join(', ')}` : '');
            return { key: (0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(keyPath), line: lines.line(keyPath), message: `${(0,_key_path_js__WEBPACK_IMPORTED_MODULE_2__/* .formatKeyPath */ .K)(keyPath)} is not a known key${fix}` };
        }
        case 'required': {
            const missing = String(error.params.missingProperty);
            return { key: where, line: lines.line(path), message: `${subject} is missing "${missing}"${expect ? ` (expected ${expect})` : ''}` };
        }
        case 'enum': {
            const allowed = error.params.allowedValues.map(String);
            const hint = typeof error.data === 'string' ? (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .suggestion */ .h)(error.data, allowed) : '';
            return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? `one of ${allowed.join(', ')}`} (found ${(0,_describe_value_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(error.data)})${hint}` };
        }
        case 'uniqueItems': {
            const { i } = error.params;
            const list = error.data;
            return { key: where, line: lines.line(path), message: `${subject} lists ${(0,_describe_value_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(list[i])} twice; keep one` };
        }
        case 'minLength':
            return { key: where, line: lines.line(path), message: `${subject} must be ${expect ?? 'a non-empty string'} (found an empty string)` };
        default:
            return { key: where, line: lines.line(path), message: `${subject} ${expect ? `must be ${expect}` : (error.message ?? 'is not valid')} (found ${(0,_describe_value_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .b)(error.data)})` };
    }
}


/***/ }),

/***/ 1460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ toolHash),
/* harmony export */   $o: () => (/* binding */ contractHash),
/* harmony export */   E$: () => (/* binding */ eraNeutral),
/* harmony export */   Lc: () => (/* binding */ promptHash),
/* harmony export */   NR: () => (/* binding */ resourceContract),
/* harmony export */   UM: () => (/* binding */ instructionsContract),
/* harmony export */   dG: () => (/* binding */ toolContract),
/* harmony export */   dc: () => (/* binding */ resourceTemplateContract),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   h8: () => (/* binding */ promptContract),
/* harmony export */   lF: () => (/* binding */ normalizeSchema)
/* harmony export */ });
/* unused harmony exports TOOL_CONTRACT_FIELDS, OPTIONAL_META_FIELDS, PROMPT_CONTRACT_FIELDS, RESOURCE_TEMPLATE_CONTRACT_FIELDS, RESOURCE_CONTRACT_FIELDS, SchemaTooDeepError */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var canonicalize__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8799);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6566);
/* harmony import */ var _schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2192);





/** Tool fields that form the contract (what the model reads and what the server accepts or returns). */
const TOOL_CONTRACT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution'];
/** Fields left out by default because they carry rotating values in the wild. */
const OPTIONAL_META_FIELDS = ['_meta', 'icons'];
const PROMPT_CONTRACT_FIELDS = ['name', 'title', 'description', 'arguments'];
/** Resource template fields that form its contract: what the model reads and the URIs a client builds from it. */
const RESOURCE_TEMPLATE_CONTRACT_FIELDS = ['name', 'title', 'description', 'uriTemplate', 'mimeType', 'annotations'];
/**
 * Static resource fields that form its contract: the URI a client reads, and what the model and people pick it by.
 * `size` and `annotations` (`lastModified`) change with the content, not the contract: left out.
 */
const RESOURCE_CONTRACT_FIELDS = ['uri', 'name', 'title', 'description', 'mimeType'];
/** Sort a set-like array (`required`, a `type` list) by canonical text, dropping exact duplicates. */
function sortSet(values) {
    const keyed = new Map();
    for (const v of values)
        keyed.set((0,canonicalize__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(v) ?? 'null', v);
    return [...keyed.keys()].sort().map((k) => keyed.get(k));
}
/**
 * Normalise a JSON Schema for hashing: set-like arrays sorted, everything else as sent.
 * Walks only real sub-schema positions, so `properties.required` (a parameter) stays a parameter.
 */
function normalizeSchema(schema, depth = 0) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema))
        return schema;
    if (depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SCHEMA_DEPTH */ .Xc)
        throw new SchemaTooDeepError();
    const out = {};
    for (const [key, value] of Object.entries(schema)) {
        let v = value;
        if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__/* .SET_LIKE_ARRAYS */ .sU.has(key) && Array.isArray(value))
            v = sortSet(value);
        else if (key === 'dependentRequired' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value)) {
            const deps = {};
            for (const [k, x] of Object.entries(value))
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(deps, k, Array.isArray(x) ? sortSet(x) : x);
            v = deps;
        }
        else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__/* .SCHEMA_MAP_VALUED */ .Jb.has(key) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value)) {
            const map = {};
            for (const [k, x] of Object.entries(value))
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(map, k, normalizeSchema(x, depth + 1));
            v = map;
        }
        else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__/* .SCHEMA_ARRAY_VALUED */ .Y2.has(key) && Array.isArray(value))
            v = value.map((x) => normalizeSchema(x, depth + 1));
        else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_3__/* .SCHEMA_VALUED */ .wz.has(key))
            v = normalizeSchema(value, depth + 1);
        (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(out, key, v);
    }
    return out;
}
/** A schema nested past MAX_SCHEMA_DEPTH: a clear error instead of a stack overflow. */
class SchemaTooDeepError extends Error {
    constructor() {
        super(`the schema nests more than ${_util_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SCHEMA_DEPTH */ .Xc} levels deep (the limit on schema depth); no real tool needs that many`);
        this.name = 'SchemaTooDeepError';
    }
}
/** The contract object of a tool: the contract fields, schemas normalised, absent fields omitted. */
function toolContract(tool, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...TOOL_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : TOOL_CONTRACT_FIELDS;
    for (const field of fields) {
        const value = tool[field];
        if (value === undefined)
            continue;
        out[field] = field === 'inputSchema' || field === 'outputSchema' ? normalizeSchema(value) : value;
    }
    return out;
}
/** The contract object of a prompt; arguments are named, so their order carries no meaning and they are sorted by name. */
function promptContract(prompt, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...PROMPT_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : PROMPT_CONTRACT_FIELDS;
    for (const field of fields) {
        const value = prompt[field];
        if (value === undefined)
            continue;
        if (field === 'arguments' && Array.isArray(value)) {
            out.arguments = [...value].sort((a, b) => compareCodeUnits(String(a.name), String(b.name)));
        }
        else
            out[field] = value;
    }
    return out;
}
/** The contract object of a resource template: its contract fields as listed (`_meta`/`icons` only with includeMeta). */
function resourceTemplateContract(template, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...RESOURCE_TEMPLATE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_TEMPLATE_CONTRACT_FIELDS;
    for (const field of fields)
        if (template[field] !== undefined)
            out[field] = template[field];
    return out;
}
/** The contract object of a static resource (`_meta`/`icons` only with includeMeta). */
function resourceContract(resource, options = {}) {
    const out = {};
    const fields = options.includeMeta ? [...RESOURCE_CONTRACT_FIELDS, ...OPTIONAL_META_FIELDS] : RESOURCE_CONTRACT_FIELDS;
    for (const field of fields)
        if (resource[field] !== undefined)
            out[field] = resource[field];
    return out;
}
/** The contract object of a server's instructions. */
function instructionsContract(text) {
    return { instructions: text };
}
function compareCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** RFC 8785 (JCS) text of a contract object. */
function canonicalJson(contract) {
    const text = (0,canonicalize__WEBPACK_IMPORTED_MODULE_4__/* ["default"] */ .A)(contract);
    if (text === undefined)
        throw new Error('contract is not JSON-serialisable');
    return text;
}
let crypto;
/**
 * SHA-256 (lower-case hex) of the UTF-8 bytes of the canonical text. node:crypto is loaded on first use: loading it
 * costs start-up time that `diff` (which never hashes) should not pay.
 */
function sha256Hex(text) {
    crypto ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('node:crypto');
    return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}
function contractHash(contract) {
    return sha256Hex(canonicalJson(contract));
}
function toolHash(tool, options = {}) {
    return contractHash(toolContract(tool, options));
}
function promptHash(prompt, options = {}) {
    return contractHash(promptContract(prompt, options));
}
/**
 * The two snapshots of one server with what differs only by protocol era taken out. The 2026-07-28 tool has no
 * `execution` (tasks moved to an extension), so when exactly one side was read in the discover era, a tool that
 * states no `execution` there says nothing about task support: the other side's `execution` is left out of the
 * comparison. Everything else (and an `execution` the discover-era side does state) is compared as usual.
 */
function eraNeutral(before, after) {
    if ((before.era === 'discover') === (after.era === 'discover'))
        return [before, after];
    const modern = before.era === 'discover' ? before : after;
    const silent = new Set(modern.tools.filter((t) => t.execution === undefined).map((t) => t.name));
    const strip = (s) => ({ ...s, tools: s.tools.map((t) => (silent.has(t.name) && t.execution !== undefined ? withoutExecution(t) : t)) });
    return before === modern ? [before, strip(after)] : [strip(before), after];
}
function withoutExecution(tool) {
    const { execution: _dropped, ...rest } = tool;
    return rest;
}


/***/ }),

/***/ 100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ deprecationOf)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

/** A tool's deprecation, from `_meta` (`deprecated`, `sunset`, or namespaced keys ending in `/deprecated`, `/sunset`). */
function deprecationOf(tool) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool._meta))
        return undefined;
    const out = {};
    for (const [k, v] of Object.entries(tool._meta)) {
        const key = k.split('/').pop();
        if (key === 'deprecated' && v !== false && v !== null)
            out.deprecated = v;
        if (key === 'sunset' && typeof v === 'string')
            out.sunset = v.slice(0, 10);
    }
    return out.deprecated !== undefined || out.sunset ? out : undefined;
}


/***/ }),

/***/ 1789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ unpinnedMessage),
/* harmony export */   GQ: () => (/* binding */ readLockfile),
/* harmony export */   Nd: () => (/* binding */ lockfileToSnapshotSet),
/* harmony export */   Or: () => (/* binding */ buildLockfile),
/* harmony export */   c5: () => (/* binding */ serializeLockfile),
/* harmony export */   tg: () => (/* binding */ parseLockfile)
/* harmony export */ });
/* unused harmony exports LOCKFILE_VERSION, lockfileFromJson */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _tool_list_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(555);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1460);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3579);
/* harmony import */ var _deprecation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(100);
/* harmony import */ var _signature_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(924);








const LOCKFILE_VERSION = 1;
/** Deterministic text: sorted keys at every level, 2-space indent, trailing newline. */
function serializeLockfile(lock) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stableStringify */ .JB)(lock);
}
function readLockfile(file) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`cannot read the lockfile (${err.message})`, file);
    }
    return parseLockfile(text, file);
}
const REPIN = 'regenerate it with `npx mcp-contract-gate pin`';
/** Validate a lockfile's text; a hand-broken file is an InputError naming the entry and the fix. */
function parseLockfile(text, file) {
    return lockfileFromJson((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonFile */ .OW)(text, file), file);
}
/** Validate a lockfile already parsed from JSON (see parseLockfile). */
function lockfileFromJson(data, file) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`a lockfile is a JSON object with "lockfileVersion" and "servers"; ${REPIN}`, file);
    if (data.lockfileVersion !== LOCKFILE_VERSION) {
        const v = data.lockfileVersion;
        if (typeof v === 'number' && v > LOCKFILE_VERSION)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`lockfileVersion ${v} was written by a newer mcp-contract-gate; this one reads version ${LOCKFILE_VERSION} (upgrade the action or CLI)`, file);
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`"lockfileVersion" must be ${LOCKFILE_VERSION}; found ${JSON.stringify(v ?? null)}; ${REPIN}`, file);
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(data.servers))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`"servers" must be an object keyed by server id; ${REPIN}`, file);
    const includeMeta = data.includeMeta === true;
    const options = { includeMeta };
    const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
    if (includeMeta)
        lock.includeMeta = true;
    if (data.neutralPaths === true)
        lock.neutralPaths = true;
    // Kept as read, so a signed lockfile round-trips; whether it verifies is for `--verify` to say (verifyLockfileJson).
    const signature = data[_signature_js__WEBPACK_IMPORTED_MODULE_6__/* .SIGNATURE_KEY */ .ZE];
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(signature))
        lock.signature = signature;
    for (const [id, server] of Object.entries(data.servers)) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.tools))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`servers.${id}.tools must be an object keyed by tool name; ${REPIN}`, file);
        const entry = { tools: readEntries(server.tools, `servers.${id}.tools`, file, (c) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .toolContract */ .dG)(c, options))) };
        if (server.prompts !== undefined) {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.prompts))
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`servers.${id}.prompts must be an object keyed by prompt name; ${REPIN}`, file);
            entry.prompts = readEntries(server.prompts, `servers.${id}.prompts`, file, (c) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .promptContract */ .h8)(c, options)));
        }
        if (server.resourceTemplates !== undefined) {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.resourceTemplates))
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`servers.${id}.resourceTemplates must be an object keyed by template name; ${REPIN}`, file);
            entry.resourceTemplates = readEntries(server.resourceTemplates, `servers.${id}.resourceTemplates`, file, (c) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .resourceTemplateContract */ .dc)(c, options)));
        }
        if (server.resources !== undefined) {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.resources))
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`servers.${id}.resources must be an object keyed by resource URI; ${REPIN}`, file);
            entry.resources = readEntries(server.resources, `servers.${id}.resources`, file, (c) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .resourceContract */ .NR)(c, options)), 'uri');
        }
        if (server.instructions === null)
            entry.instructions = null;
        else if (server.instructions !== undefined)
            entry.instructions = readEntry(server.instructions, `servers.${id}.instructions`, file, (c) => (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)(c), (c) => (typeof c.instructions === 'string' ? undefined : 'contract.instructions must be a string'));
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.serverInfo))
            entry.serverInfo = server.serverInfo;
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(server.package) && typeof server.package.name === 'string' && typeof server.package.manager === 'string')
            entry.package = server.package;
        if (server.era === 'discover')
            entry.era = 'discover';
        if (server.variant !== undefined) {
            if (typeof server.variant !== 'string' || server.variant === '')
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`servers.${id}.variant must be the name of a variant (a non-empty string); ${REPIN}`, file);
            entry.variant = server.variant;
        }
        (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(lock.servers, id, entry);
    }
    return lock;
}
function readEntries(map, where, file, rehash, key = 'name') {
    const out = {};
    for (const [name, raw] of Object.entries(map))
        (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(out, name, readEntry(raw, `${where}.${name}`, file, rehash, (c) => (c[key] === name ? undefined : `contract.${key} is ${JSON.stringify(c[key] ?? null)}, not "${name}"`)));
    return out;
}
/** One pinned entry, checked: its contract hashes to its hash (else it was edited by hand), its approval is well formed. */
function readEntry(raw, at, file, rehash, contractProblem) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw.contract) || typeof raw.hash !== 'string')
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at} needs "contract" (an object) and "hash" (a string); ${REPIN}`, file);
    const problem = contractProblem(raw.contract);
    if (problem)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at}: ${problem}; ${REPIN}`, file);
    const actual = rehash(raw.contract);
    if (actual !== raw.hash)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at}: the contract does not match its hash (pinned ${raw.hash.slice(0, 12)}…, contract hashes to ${actual.slice(0, 12)}…): it was edited by hand; ${REPIN}`, file);
    let approval = null;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw.approval)) {
        if (typeof raw.approval.by !== 'string')
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at}.approval.by must be a string; ${REPIN}`, file);
        approval = raw.approval;
    }
    else if (raw.approval !== undefined && raw.approval !== null)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at}.approval must be an object or null; ${REPIN}`, file);
    const e = { hash: raw.hash, contract: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)(raw.contract), approval };
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw.deprecation))
        e.deprecation = raw.deprecation;
    if (raw.duplicates !== undefined) {
        const name = raw.contract.name;
        if (!Array.isArray(raw.duplicates) || !raw.duplicates.every((d) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(d) && d.name === name))
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at}.duplicates must be a list of contracts named "${String(name)}"; ${REPIN}`, file);
        e.duplicates = raw.duplicates.map((d) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)(d));
    }
    if (raw.migration !== undefined)
        e.migration = readMigration(raw.migration, `${at}.migration`, file);
    return e;
}
function readMigration(raw, at, file) {
    const bad = () => new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${at} must be {renamedFrom?: [names], params?: [{from, to}]}; ${REPIN}`, file);
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(raw))
        throw bad();
    const out = {};
    if (raw.renamedFrom !== undefined) {
        if (!Array.isArray(raw.renamedFrom) || !raw.renamedFrom.every((n) => typeof n === 'string'))
            throw bad();
        out.renamedFrom = raw.renamedFrom;
    }
    if (raw.params !== undefined) {
        if (!Array.isArray(raw.params) || !raw.params.every((p) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(p) && typeof p.from === 'string' && typeof p.to === 'string'))
            throw bad();
        out.params = raw.params.map((p) => ({ from: p.from, to: p.to }));
    }
    return out;
}
/**
 * Build the lockfile for a snapshot set. Entries whose hash is unchanged keep their previous approval; new or changed
 * ones get `options.approval`. Servers that failed discovery keep their previous entries, so a crash never unpins.
 */
function buildLockfile(set, previous, options = {}) {
    const lock = { lockfileVersion: LOCKFILE_VERSION, servers: {} };
    if (options.includeMeta)
        lock.includeMeta = true;
    if (options.neutralPaths)
        lock.neutralPaths = true;
    for (const id of Object.keys(set.servers).sort()) {
        const snap = set.servers[id];
        const before = previous && Object.hasOwn(previous.servers, id) ? previous.servers[id] : undefined;
        if (snap.error) {
            if (before)
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(lock.servers, id, before);
            continue;
        }
        const server = { tools: {} };
        // Invalid entries cannot be pinned (no name to key them by); the diff reports them. Duplicates pin every copy.
        const tools = (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__/* .checkTools */ .Gd)(snap.tools);
        const copiesOf = new Map();
        for (const t of tools.extraCopies) {
            const list = copiesOf.get(t.name);
            if (list)
                list.push(t);
            else
                copiesOf.set(t.name, [t]);
        }
        for (const tool of tools.entries) {
            const previousEntry = own(before?.tools, tool.name);
            const e = entry((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .toolContract */ .dG)(tool, options), previousEntry, options.approval);
            const dep = (0,_deprecation_js__WEBPACK_IMPORTED_MODULE_5__/* .deprecationOf */ .c)(tool);
            if (dep)
                e.deprecation = JSON.parse(JSON.stringify(dep));
            const copies = copiesOf.get(tool.name) ?? [];
            if (copies.length)
                e.duplicates = copies.map((t) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .toolContract */ .dG)(t, options)));
            const migration = previousEntry && previousEntry.hash === e.hash ? previousEntry.migration : migrationFor(options.renames ?? [], id, tool.name);
            if (migration)
                e.migration = migration;
            (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(server.tools, tool.name, e);
        }
        const prompts = (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__/* .checkPrompts */ ._N)(snap.prompts);
        if (prompts.entries.length) {
            server.prompts = {};
            for (const p of prompts.entries)
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(server.prompts, p.name, entry((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .promptContract */ .h8)(p, options), own(before?.prompts, p.name), options.approval));
        }
        if (snap.resourceTemplates !== undefined) {
            server.resourceTemplates = {};
            for (const t of (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__/* .checkResourceTemplates */ ._n)(snap.resourceTemplates).entries)
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(server.resourceTemplates, t.name, entry((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .resourceTemplateContract */ .dc)(t, options), own(before?.resourceTemplates, t.name), options.approval));
        }
        if (snap.resources !== undefined) {
            server.resources = {};
            for (const r of (0,_tool_list_js__WEBPACK_IMPORTED_MODULE_3__/* .checkResources */ .EB)(snap.resources).entries)
                (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(server.resources, r.uri, entry((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .resourceContract */ .NR)(r, options), own(before?.resources, r.uri), options.approval));
        }
        server.instructions = snap.instructions !== undefined ? entry((0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .instructionsContract */ .UM)(snap.instructions), before?.instructions ?? undefined, options.approval) : null;
        const info = pickServerInfo(snap.serverInfo);
        if (info)
            server.serverInfo = info;
        if (snap.package)
            server.package = keptIntegrity(snap.package, before?.package);
        if (snap.era === 'discover')
            server.era = 'discover';
        if (snap.variant !== undefined)
            server.variant = snap.variant;
        (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(lock.servers, id, server);
    }
    return lock;
}
/**
 * A package whose integrity could not be read this time keeps the one the lockfile recorded for the same exact
 * version: a registry out of reach neither erases what was reviewed nor makes the lockfile differ run to run.
 */
function keptIntegrity(pkg, previous) {
    if (pkg.integrity !== _types_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_INTEGRITY */ .P || !previous?.integrity || previous.manager !== pkg.manager || previous.name !== pkg.name)
        return pkg;
    const version = pkg.version ?? pkg.resolved;
    if (!version || version !== (previous.version ?? previous.resolved))
        return pkg;
    const { reason: _reason, ...rest } = pkg;
    return previous.integrity === _types_js__WEBPACK_IMPORTED_MODULE_7__/* .UNKNOWN_INTEGRITY */ .P ? { ...rest, integrity: previous.integrity, ...(previous.reason ? { reason: previous.reason } : {}) } : { ...rest, integrity: previous.integrity };
}
/** The migration an approved change set gives one tool (stable order), or undefined. */
function migrationFor(renames, server, tool) {
    const mine = renames.filter((r) => r.server === server && r.tool === tool);
    const from = [...new Set(mine.filter((r) => r.kind === 'tool').map((r) => r.from))].sort();
    const params = mine
        .filter((r) => r.kind === 'param')
        .map((r) => ({ from: r.from, to: r.to }))
        .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
    if (!from.length && !params.length)
        return undefined;
    return { ...(from.length ? { renamedFrom: from } : {}), ...(params.length ? { params } : {}) };
}
/** Why a configured server that the lockfile does not pin cannot be judged, and what to do. */
function unpinnedMessage(id, lockfile) {
    return `server ${id} is not pinned in ${lockfile || 'the lockfile'} (a pin that could not read it leaves it out): run \`npx mcp-contract-gate pin\` where it can be read, and commit the lockfile`;
}
/** A map lookup that only sees own entries: `constructor` or `__proto__` as a tool name is a name, not a prototype member. */
function own(map, key) {
    return map && Object.hasOwn(map, key) ? map[key] : undefined;
}
function entry(contract, before, approval) {
    const hash = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contractHash */ .$o)(contract);
    const kept = before && before.hash === hash ? before.approval : (approval ?? null);
    return { hash, contract: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sortKeysDeep */ .$E)(contract), approval: kept };
}
function pickServerInfo(info) {
    if (!info)
        return undefined;
    const out = {};
    if (typeof info.name === 'string')
        out.name = info.name;
    if (typeof info.version === 'string')
        out.version = info.version;
    return Object.keys(out).length ? out : undefined;
}
/**
 * The pinned contracts as a snapshot set, so a lockfile can be the baseline of a diff. `expect`: the servers the config
 * lists; one the lockfile does not pin is a failed baseline (never "added": its tools would all pass as additive), with
 * the command that pins it.
 */
function lockfileToSnapshotSet(lock, expect = { servers: [], lockfile: '' }) {
    const servers = {};
    for (const id of expect.servers)
        if (!Object.hasOwn(lock.servers, id))
            (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(servers, id, { tools: [], error: { message: unpinnedMessage(id, expect.lockfile) } });
    for (const [id, server] of Object.entries(lock.servers)) {
        const entries = Object.values(server.tools);
        const snap = {
            tools: [
                ...entries.map((e) => (e.deprecation ? { ...e.contract, _meta: e.deprecation } : e.contract)),
                ...entries.flatMap((e) => (e.duplicates ?? [])),
            ],
        };
        if (server.prompts)
            snap.prompts = Object.values(server.prompts).map((e) => e.contract);
        if (server.resourceTemplates)
            snap.resourceTemplates = Object.values(server.resourceTemplates).map((e) => e.contract);
        if (server.resources)
            snap.resources = Object.values(server.resources).map((e) => e.contract);
        if (server.instructions)
            snap.instructions = server.instructions.contract.instructions;
        else if (server.instructions === undefined)
            snap.instructionsUnpinned = true;
        if (server.serverInfo)
            snap.serverInfo = server.serverInfo;
        if (server.package)
            snap.package = server.package;
        if (server.era)
            snap.era = server.era;
        if (server.variant !== undefined)
            snap.variant = server.variant;
        (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .setOwn */ .P5)(servers, id, snap);
    }
    return { servers };
}


/***/ }),

/***/ 5760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ PARAM_HEADER_PREFIX),
/* harmony export */   Lp: () => (/* binding */ isHeaderToken),
/* harmony export */   c5: () => (/* binding */ PARAM_HEADER_TYPES),
/* harmony export */   dm: () => (/* binding */ hasPropertyPath),
/* harmony export */   q4: () => (/* binding */ paramHeaderName),
/* harmony export */   ys: () => (/* binding */ X_MCP_HEADER),
/* harmony export */   zf: () => (/* binding */ scanParamHeaders)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6566);
/* harmony import */ var _schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2192);



/**
 * MCP 2026-07-28 (SEP-2243, Streamable HTTP "Custom Headers from Tool Parameters"): a tool may mark a parameter of its
 * `inputSchema` with `x-mcp-header: "Region"`, and a client calling it over Streamable HTTP must then mirror that
 * argument into an `Mcp-Param-Region` header, so gateways and load balancers can route on it. The spec's constraints
 * on the annotation, and what breaking one does (a conforming client drops the whole tool from its `tools/list`), are
 * read here, once, for the diff rules, the proxy and the discovery client.
 *
 * The TypeScript SDK v2 implements the same scan (`scanXMcpHeaderDeclarations`) but does not export it; this follows
 * its reading of the spec (the same keywords count as "not statically reachable", a `type` must be one of the
 * permitted strings), and reports every problem rather than the first, so a diff can say which one is new.
 */
/** The schema-extension keyword. */
const X_MCP_HEADER = 'x-mcp-header';
/** The fixed prefix of a mirrored parameter's header name. */
const PARAM_HEADER_PREFIX = 'Mcp-Param-';
/** The `type`s a mirrored parameter may have (`number` is explicitly not permitted). */
const PARAM_HEADER_TYPES = ['string', 'integer', 'boolean'];
/** RFC 9110 section 5.1 `token` (`1*tchar`): no space, no control character, no delimiter. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Whether `value` may name a header: an RFC 9110 token. */
function isHeaderToken(value) {
    return typeof value === 'string' && TOKEN.test(value);
}
const EMPTY = Object.freeze({ declarations: [], problems: [] });
const cache = new WeakMap();
/** Keywords below which a schema is a sub-schema other than a property (where the annotation is not allowed). */
const NOT_A_PROPERTY = [...new Set([..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VALUED */ .wz, ..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_ARRAY_VALUED */ .Y2, ..._schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_MAP_VALUED */ .Jb, 'dependencies'])].filter((k) => k !== 'properties');
function escapeToken(t) {
    return t.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** A value quoted for a reason, control characters shown (`\r`, `\n`, `\u0000`). */
function quoted(value) {
    return typeof value === 'string' ? `'${JSON.stringify(value).slice(1, -1)}'` : JSON.stringify(value);
}
/** Whether a schema uses the annotation anywhere (cheap: no allocation, stops at the first). */
function mentions(node, depth) {
    if (typeof node !== 'object' || node === null || depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc)
        return false;
    if (Array.isArray(node))
        return node.some((x) => mentions(x, depth + 1));
    for (const key in node) {
        if (key === X_MCP_HEADER)
            return true;
        if (mentions(node[key], depth + 1))
            return true;
    }
    return false;
}
/**
 * The `x-mcp-header` annotations of a tool's input schema: the parameters a client mirrors, and every problem that
 * makes the tool invalid for a 2026-07-28 client over Streamable HTTP. Pure; kept per schema object.
 */
function scanParamHeaders(inputSchema) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(inputSchema))
        return EMPTY;
    const hit = cache.get(inputSchema);
    if (hit)
        return hit;
    const scan = mentions(inputSchema, 0) ? walk(inputSchema) : EMPTY;
    cache.set(inputSchema, scan);
    return scan;
}
/** What kind of keyword took a node off the properties chain, for the reason a reviewer reads. */
function kindOf(keyword) {
    if (['items', 'prefixItems', 'contains', 'additionalItems', 'unevaluatedItems'].includes(keyword))
        return 'an array keyword';
    if (['allOf', 'anyOf', 'oneOf', 'not'].includes(keyword))
        return 'a composition keyword';
    if (['if', 'then', 'else', 'dependentSchemas', 'dependencies'].includes(keyword))
        return 'a conditional keyword';
    if (keyword === '$defs' || keyword === 'definitions')
        return 'a definition (reached only by $ref)';
    return 'a keyword other than properties';
}
function walk(root) {
    const declarations = [];
    const problems = [];
    const seen = new Map();
    // `path`: the properties chain, while the walk is on it; `via`: the keyword that took it off; `where`: a reader's label
    const visit = (node, pointer, path, via, where, depth) => {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node) || depth > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc)
            return;
        if (Object.hasOwn(node, X_MCP_HEADER)) {
            const value = node[X_MCP_HEADER];
            const shown = where || 'the schema root';
            const problem = (kind, reason) => problems.push({ kind, pointer: `${pointer}/${X_MCP_HEADER}`, where: shown, value, reason });
            const type = typeof node.type === 'string' ? node.type : undefined;
            if (via !== undefined)
                problem('unreachable', `'${shown}' is reachable only through ${via} (${kindOf(via)}), not by a chain of 'properties' keys from the root`);
            else if (path.length === 0)
                problem('unreachable', 'it sits on the schema root, not on a parameter');
            else if (typeof value !== 'string')
                problem('not-a-string', `the value ${quoted(value)} on '${shown}' is not a string`);
            else if (value === '')
                problem('empty', `the header name on '${shown}' is empty`);
            else if (/[\x00-\x1f\x7f]/.test(value))
                problem('control-character', `the header name ${quoted(value)} on '${shown}' contains CR/LF or another control character`);
            else if (!TOKEN.test(value))
                problem('not-a-token', `the header name ${quoted(value)} on '${shown}' is not an RFC 9110 token (no spaces, non-ASCII characters or delimiters)`);
            else if (type === undefined || !PARAM_HEADER_TYPES.includes(type)) {
                const given = type !== undefined ? `type '${type}'` : node.type === undefined ? 'no type' : `type ${JSON.stringify(node.type)} (not a single type name)`;
                problem('type', `parameter '${shown}' has ${given}; only a string, integer or boolean parameter may be mirrored${type === 'number' ? ' (number is explicitly not permitted)' : ''}`);
            }
            else {
                const prior = seen.get(value.toLowerCase());
                if (prior)
                    problem('duplicate', `the header name '${value}' of '${shown}' duplicates, ignoring case, '${prior.header}' of '${prior.where}'`);
                else {
                    seen.set(value.toLowerCase(), { header: value, where: shown });
                    declarations.push({ path, header: value, type });
                }
            }
        }
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node.properties))
            for (const [name, child] of Object.entries(node.properties))
                visit(child, `${pointer}/properties/${escapeToken(name)}`, [...path, name], via, where ? `${where}.${name}` : name, depth + 1);
        for (const keyword of NOT_A_PROPERTY) {
            const sub = node[keyword];
            if (sub === undefined)
                continue;
            const off = via ?? keyword;
            const label = (suffix) => (keyword === 'items' || keyword === 'prefixItems' ? `${where}${suffix || '[]'}` : `${where}<${keyword}${suffix}>`);
            if (Array.isArray(sub))
                sub.forEach((s, i) => visit(s, `${pointer}/${keyword}/${i}`, path, off, label(`[${i}]`), depth + 1));
            else if (_schema_keywords_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_MAP_VALUED */ .Jb.has(keyword) || keyword === 'dependencies') {
                if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(sub))
                    for (const [k, s] of Object.entries(sub))
                        visit(s, `${pointer}/${keyword}/${escapeToken(k)}`, path, off, label(`/${k}`), depth + 1);
            }
            else
                visit(sub, `${pointer}/${keyword}`, path, off, label(''), depth + 1);
        }
    };
    visit(root, '', [], undefined, '', 0);
    return { declarations, problems };
}
/** The header a declaration is sent in: `Mcp-Param-Region`. */
function paramHeaderName(declaration) {
    return `${PARAM_HEADER_PREFIX}${declaration.header}`;
}
/** Whether `schema` has a property at `path`, following `properties` only (the spec's static reachability). */
function hasPropertyPath(schema, path) {
    let node = schema;
    for (const name of path) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node.properties) || !Object.hasOwn(node.properties, name))
            return false;
        node = node.properties[name];
    }
    return true;
}


/***/ }),

/***/ 2192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jb: () => (/* binding */ SCHEMA_MAP_VALUED),
/* harmony export */   Y2: () => (/* binding */ SCHEMA_ARRAY_VALUED),
/* harmony export */   sU: () => (/* binding */ SET_LIKE_ARRAYS),
/* harmony export */   wz: () => (/* binding */ SCHEMA_VALUED)
/* harmony export */ });
/**
 * Where JSON Schema keeps sub-schemas. Normalisation and the diff walker use this table so that a parameter
 * literally named `required` or `type` is never mistaken for a keyword.
 */
/** Keywords whose value is a single sub-schema. */
const SCHEMA_VALUED = new Set([
    'additionalProperties',
    'additionalItems',
    'unevaluatedProperties',
    'unevaluatedItems',
    'items',
    'contains',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
    'contentSchema',
]);
/** Keywords whose value is an array of sub-schemas. */
const SCHEMA_ARRAY_VALUED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
/** Keywords whose value maps names to sub-schemas. */
const SCHEMA_MAP_VALUED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose array value is a set: order carries no meaning. */
const SET_LIKE_ARRAYS = new Set(['required', 'type']);


/***/ }),

/***/ 924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pz: () => (/* binding */ signLockfile),
/* harmony export */   QW: () => (/* binding */ parsePrivateKey),
/* harmony export */   ZE: () => (/* binding */ SIGNATURE_KEY)
/* harmony export */ });
/* unused harmony exports SIGNATURE_ALGORITHM, signedBytes, keyIdOf, publicKeyBase64, parsePublicKey, generateSigningKey, signLockfileJson, verifyLockfileJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var canonicalize__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8799);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);




/**
 * Signed lockfiles. The signature sits inside the lockfile as its top-level `signature` member and covers everything
 * else in the file: the signed bytes are the RFC 8785 (JCS) canonical form of the parsed lockfile with `signature`
 * left out, the same canonicalisation the contract hashes use. Ed25519 (RFC 8032) is deterministic, so signing the same
 * lockfile with the same key always gives the same bytes: a re-pin that changes nothing changes no byte.
 */
const SIGNATURE_ALGORITHM = 'Ed25519';
/** Where the signature sits in the lockfile. */
const SIGNATURE_KEY = 'signature';
/** DER prefixes that wrap a raw 32-byte Ed25519 key as PKCS#8 (private) or SPKI (public). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** The bytes a signature covers: the lockfile's canonical JSON (RFC 8785) without its `signature` member. */
function signedBytes(lockfile) {
    const rest = {};
    for (const [k, v] of Object.entries(lockfile))
        if (k !== SIGNATURE_KEY)
            rest[k] = v;
    return Buffer.from((0,canonicalize__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A)(rest) ?? '', 'utf8');
}
/** The raw 32-byte public key. */
function rawPublic(key) {
    const der = (key.type === 'private' ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(key) : key).export({ format: 'der', type: 'spki' });
    return der.subarray(der.length - 32);
}
function keyIdOf(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(rawPublic(key)).digest('hex').slice(0, 16);
}
/** The public key as `--verify` takes it inline: base64 of the raw 32 bytes. */
function publicKeyBase64(key) {
    return rawPublic(key).toString('base64');
}
function isEd25519(key) {
    return key.asymmetricKeyType === 'ed25519';
}
/**
 * A private key from text: a PEM (`-----BEGIN PRIVATE KEY-----`, PKCS#8, as `keygen` and `openssl genpkey -algorithm
 * ed25519` write it), or base64 of the raw 32-byte seed. `where` names the source in errors (a file or variable).
 */
function parsePrivateKey(text, where) {
    const t = text.trim();
    let key;
    try {
        if (t.includes('-----BEGIN'))
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(t);
        else {
            const raw = Buffer.from(t, 'base64');
            if (raw.length !== 32)
                throw new Error(`base64 of ${raw.length} bytes, not a 32-byte seed`);
            key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: Buffer.concat([PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
        }
    }
    catch (err) {
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is not an Ed25519 private key (${err.message}); create one with \`mcp-contract-gate keygen\``);
    }
    if (!isEd25519(key))
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519 (create one with \`mcp-contract-gate keygen\`)`);
    return key;
}
/** A public key from text: a PEM (`-----BEGIN PUBLIC KEY-----`, SPKI), or base64 of the raw 32 bytes (what `keygen` prints). */
function parsePublicKey(text, where) {
    const t = text.trim();
    let key;
    try {
        if (t.includes('-----BEGIN'))
            key = createPublicKey(t);
        else {
            const raw = Buffer.from(t, /[-_]/.test(t) ? 'base64url' : 'base64');
            if (raw.length !== 32)
                throw new Error(`base64 of ${raw.length} bytes, not a 32-byte public key`);
            key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
        }
    }
    catch (err) {
        throw new InputError(`${where} is not an Ed25519 public key (${err.message}); give the .pub file \`mcp-contract-gate keygen\` wrote, or its base64 line`);
    }
    if (!isEd25519(key))
        throw new InputError(`${where} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key; lockfiles are signed with Ed25519`);
    return key;
}
/** A new key pair, as PEM texts, with the public key's id and inline (base64) form. */
function generateSigningKey() {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    return {
        privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        keyId: keyIdOf(publicKey),
        publicBase64: publicKeyBase64(publicKey),
    };
}
/** The signature of a lockfile (already in its JSON form) under `key`. */
function signLockfileJson(lockfile, key) {
    return { algorithm: SIGNATURE_ALGORITHM, keyId: keyIdOf(key), value: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(null, signedBytes(lockfile), key).toString('base64') };
}
/**
 * Check a parsed lockfile's signature against the trusted keys (any of them: old and new during a rotation). Returns
 * the key id that signed; a missing, malformed, foreign or non-matching signature is an InputError that says which and
 * what to do. `file` names the lockfile in the message.
 */
function verifyLockfileJson(lockfile, keys, file) {
    if (!isObject(lockfile))
        throw new InputError('the lockfile is not a JSON object, so it carries no signature', file);
    const sig = lockfile[SIGNATURE_KEY];
    if (sig === undefined)
        throw new InputError("the lockfile is not signed, and a signature is required (--verify): sign it with `mcp-contract-gate pin --sign-key …` (or the action's signing-key input)", file);
    if (!isObject(sig) || sig.algorithm !== SIGNATURE_ALGORITHM || typeof sig.keyId !== 'string' || typeof sig.value !== 'string')
        throw new InputError(`"${SIGNATURE_KEY}" must be {"algorithm": "${SIGNATURE_ALGORITHM}", "keyId": …, "value": …}; the lockfile was edited by hand: re-pin and sign it`, file);
    const ids = keys.map(keyIdOf);
    const at = ids.indexOf(sig.keyId);
    if (at < 0)
        throw new InputError(`the lockfile is signed with key ${sig.keyId}, which is not a trusted key (trusted: ${ids.join(', ')}): re-pin and sign it with a trusted key`, file);
    const value = Buffer.from(sig.value, 'base64');
    if (value.length !== 64 || !verify(null, signedBytes(lockfile), keys[at], value))
        throw new InputError(`the signature (key ${sig.keyId}) does not match the lockfile's content: it was changed after it was signed; restore the signed file, or re-pin and sign it`, file);
    return sig.keyId;
}
/** The lockfile signed with `key` (any previous signature replaced): the signature covers the rest as serialised. */
function signLockfile(lock, key) {
    const { signature: _old, ...rest } = lock;
    return { ...rest, signature: signLockfileJson(JSON.parse((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .stableStringify */ .JB)(rest)), key) };
}


/***/ }),

/***/ 555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EB: () => (/* binding */ checkResources),
/* harmony export */   Gd: () => (/* binding */ checkTools),
/* harmony export */   _N: () => (/* binding */ checkPrompts),
/* harmony export */   _n: () => (/* binding */ checkResourceTemplates)
/* harmony export */ });
/* unused harmony exports entryProblem, entryShapeProblem, duplicateToolNames */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6566);


function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}
/** Why one entry is unusable, or undefined when it is fine. */
function entryProblem(entry, kind) {
    const shape = entryShapeProblem(entry, kind);
    if (shape !== undefined)
        return shape;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonDepth */ .QV)(entry, _util_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc) > _util_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc)
        return `it nests more than ${_util_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SCHEMA_DEPTH */ .Xc} levels deep (the limit on schema depth)`;
    return undefined;
}
/** What is wrong with an entry's own fields (not its depth, which costs a walk over the whole entry). */
function entryShapeProblem(entry, kind) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry))
        return `a ${kind} must be an object; found ${describe(entry)}`;
    if (typeof entry.name !== 'string')
        return entry.name === undefined ? `the ${kind} has no "name"` : `"name" must be a string; found ${describe(entry.name)}`;
    if (entry.name === '')
        return `"name" is empty`;
    if (kind === 'tool') {
        for (const key of ['inputSchema', 'outputSchema', 'annotations', 'execution'])
            if (entry[key] !== undefined && entry[key] !== null && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry[key]))
                return `"${key}" must be a JSON object; found ${describe(entry[key])}`;
        for (const key of ['description', 'title'])
            if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
                return `"${key}" must be a string; found ${describe(entry[key])}`;
    }
    else if (kind === 'resource template') {
        if (typeof entry.uriTemplate !== 'string')
            return entry.uriTemplate === undefined ? 'the resource template has no "uriTemplate"' : `"uriTemplate" must be a string; found ${describe(entry.uriTemplate)}`;
        for (const key of ['description', 'title', 'mimeType'])
            if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
                return `"${key}" must be a string; found ${describe(entry[key])}`;
    }
    else if (kind === 'resource') {
        if (typeof entry.uri !== 'string' || entry.uri === '')
            return entry.uri === undefined ? 'the resource has no "uri"' : `"uri" must be a non-empty string; found ${describe(entry.uri)}`;
        for (const key of ['description', 'title', 'mimeType'])
            if (entry[key] !== undefined && entry[key] !== null && typeof entry[key] !== 'string')
                return `"${key}" must be a string; found ${describe(entry[key])}`;
    }
    else if (entry.arguments !== undefined && entry.arguments !== null) {
        if (!Array.isArray(entry.arguments))
            return `"arguments" must be an array; found ${describe(entry.arguments)}`;
        const bad = entry.arguments.findIndex((a) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(a) || typeof a.name !== 'string');
        if (bad >= 0)
            return `arguments[${bad}] needs a string "name"`;
    }
    return undefined;
}
function check(list, kind, where, keyOf = (e) => e.name) {
    const out = { entries: [], invalid: [], duplicates: [], extraCopies: [] };
    const first = new Map();
    list.forEach((entry, index) => {
        const problem = entryProblem(entry, kind);
        if (problem) {
            const name = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) && typeof entry.name === 'string' && entry.name !== '' ? entry.name : undefined;
            out.invalid.push({ index, label: name ?? `${where}[${index}]`, problem });
            return;
        }
        const e = entry;
        const key = keyOf(e);
        const seen = first.get(key);
        if (!seen) {
            first.set(key, { index, entry: e });
            out.entries.push(e);
            return;
        }
        if (!seen.dup) {
            seen.dup = { name: key, indexes: [seen.index], differ: false };
            out.duplicates.push(seen.dup);
        }
        seen.dup.indexes.push(index);
        if (JSON.stringify(e) !== JSON.stringify(seen.entry))
            seen.dup.differ = true;
        out.extraCopies.push(e);
    });
    return out;
}
/**
 * Every stage that reads a list (diff, lockfile, fingerprint, deprecations, versions, forbidden tools) asks for the
 * same check of the same array: it walks every entry to its depth, so it is done once per array and kept (frozen).
 */
const checked = {
    tool: new WeakMap(),
    prompt: new WeakMap(),
    resource: new WeakMap(),
    staticResource: new WeakMap(),
};
const NONE = Object.freeze([]);
function memo(cache, list, kind, where, keyOf) {
    const key = Array.isArray(list) ? list : NONE;
    let out = cache.get(key);
    if (!out) {
        const fresh = check(key, kind, where, keyOf);
        out = Object.freeze({ entries: Object.freeze(fresh.entries), invalid: Object.freeze(fresh.invalid), duplicates: Object.freeze(fresh.duplicates), extraCopies: Object.freeze(fresh.extraCopies) });
        cache.set(key, out);
    }
    return out;
}
/** Split a server's tools into usable ones (first copy per name), invalid entries and duplicated names. Never throws. */
function checkTools(list) {
    return memo(checked.tool, list, 'tool', 'tools');
}
function checkPrompts(list) {
    return memo(checked.prompt, list, 'prompt', 'prompts');
}
function checkResourceTemplates(list) {
    return memo(checked.resource, list, 'resource template', 'resourceTemplates');
}
/** Static resources: valid ones first copy per URI (a URI listed twice is a duplicate, whatever the names). */
function checkResources(list) {
    return memo(checked.staticResource, list, 'resource', 'resources', (r) => r.uri);
}
/**
 * Names listed more than once, with their positions (a Map: names are untrusted, `__proto__` is a name like any
 * other). Shared by the diff, the lockfile and the runtime guard, so all three agree on what a duplicate is.
 */
function duplicateToolNames(tools) {
    const at = new Map();
    tools.forEach((t, i) => {
        if (!isObject(t) || typeof t.name !== 'string')
            return;
        const list = at.get(t.name);
        if (list)
            list.push(i);
        else
            at.set(t.name, [i]);
    });
    for (const [name, idx] of at)
        if (idx.length < 2)
            at.delete(name);
    return at;
}


/***/ }),

/***/ 3579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ UNKNOWN_INTEGRITY),
/* harmony export */   k: () => (/* binding */ DEFAULT_SERVER_ID)
/* harmony export */ });
/** The integrity a package records when it could not be read (its `reason` says why). */
const UNKNOWN_INTEGRITY = 'unknown';
/** The server id used when a file holds a single server's `tools/list` result. */
const DEFAULT_SERVER_ID = 'default';


/***/ }),

/***/ 4848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V1: () => (/* binding */ diffSnapshots)
});

// UNUSED EXPORTS: SEVERITIES, diffServer, sortChanges, summarize

// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(1460);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(555);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/diff/rules/hints.ts
var hints = __webpack_require__(5417);
// EXTERNAL MODULE: ./src/diff/rules/mirrored-headers.ts
var mirrored_headers = __webpack_require__(4902);
// EXTERNAL MODULE: ./src/diff/flags/instructions.ts + 12 modules
var instructions = __webpack_require__(7027);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/diff/flags/title.ts

/**
 * A display title that hides what the tool does. Clients show people a tool's `title` (or `annotations.title`)
 * rather than its name, so a reviewer who approves "View files" has not approved `delete_all_files`. Two shapes:
 * - the name says the tool writes or destroys (a verb such as delete, drop, send, update) while the title reads as
 *   a look (view, list, get) and names no such verb; or the tool says so itself (`destructiveHint: true`);
 * - the title names another tool of the server (`q` titled "View report" beside `view_report`), or is another
 *   tool's title, so people cannot tell the two apart.
 * The agent calls the tool by its name either way: what is hidden is hidden from the people who approve and watch.
 */
/** Verbs of tools that change or destroy something. */
const WRITE_VERBS = new Set(('delete del remove rm drop destroy erase purge wipe truncate kill terminate reset revoke overwrite write update upsert create insert add modify ' +
    'edit set put patch send post publish push upload move mv rename exec execute run eval evaluate deploy install uninstall transfer pay charge refund ' +
    'approve merge close archive cancel disable enable restart reboot shutdown stop commit clean clear rebase format empty flush unlink rollback revert ' +
    'force grant invite ban block unblock lock unlock sign submit apply import mutate replace save store trash shred transfer withdraw').split(' '));
/** Verbs of tools that only look. */
const READ_VERBS = new Set('get list read view show fetch search find query describe inspect check count browse lookup look see display preview retrieve explore peek'.split(' '));
/** Words with which a title claims the tool is harmless. */
const HARMLESS = /\b(?:read[- ]?only|harmless|dry[- ]run|no changes|safe(?:ly)?)\b/i;
/** Lower-case words of a name or title: `deleteAllFiles`, `delete-all_files` and "Delete all files" give the same. */
function wordsOf(text) {
    return (text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').match(/[A-Za-z0-9]+/g) ?? []).map((w) => w.toLowerCase());
}
/** The title people see: `title`, else `annotations.title`. */
function displayTitle(tool) {
    if (typeof tool.title === 'string' && tool.title.trim())
        return tool.title;
    const t = (0,json/* isObject */.Gv)(tool.annotations) ? tool.annotations.title : undefined;
    return typeof t === 'string' && t.trim() ? t : undefined;
}
/** The write verb the name leads with (a write word after a read verb is its object: `get_commit`), or undefined. */
function writeVerbOf(name) {
    for (const w of wordsOf(name)) {
        if (READ_VERBS.has(w))
            return undefined;
        if (WRITE_VERBS.has(w))
            return w;
    }
    return undefined;
}
/** What the title hides, one sentence with the name and the title side by side; undefined when it hides nothing. */
function titleConcealment(tool, siblings) {
    const title = displayTitle(tool);
    if (title === undefined)
        return undefined;
    const words = wordsOf(title);
    const shown = `tool '${tool.name}' is shown to people as "${title}"`;
    const looks = words.some((w) => READ_VERBS.has(w)) || HARMLESS.test(title);
    if (looks && !words.some((w) => WRITE_VERBS.has(w))) {
        const verb = writeVerbOf(tool.name);
        if (verb)
            return `${shown}: the title reads as a look, and hides the '${verb}' its name says it does`;
        if ((0,json/* isObject */.Gv)(tool.annotations) && tool.annotations.destructiveHint === true && tool.annotations.readOnlyHint !== true)
            return `${shown}: the title reads as a look, and hides that the tool says it is destructive (destructiveHint: true)`;
    }
    const key = words.join(' ');
    for (const other of siblings) {
        if (other.name === tool.name || !key)
            continue;
        if (wordsOf(other.name).join(' ') === key && (wordsOf(other.name).length > 1 || /[_\-.A-Z]/.test(other.name)))
            return `${shown}, which names another tool of the server, '${other.name}'`;
        const theirs = displayTitle(other);
        if (theirs !== undefined && wordsOf(theirs).join(' ') === key)
            return `${shown}, the title of another tool of the server, '${other.name}': people cannot tell the two apart`;
    }
    return undefined;
}
/** The flag for a tool whose title now hides what it does (none when the same was already true before). */
function titleFlags(before, beforeSiblings, after, afterSiblings) {
    const now = titleConcealment(after, afterSiblings);
    if (now === undefined)
        return [];
    if (before && titleConcealment(before, beforeSiblings) === now)
        return [];
    return [{ id: 'misleading-title', message: now, confidence: 'high', family: 'title', evidence: displayTitle(after) }];
}
/** The findings that show a tool under a new name or title: where the flag goes. */
function showsTitle(c) {
    if (c.entity !== 'tool')
        return false;
    return c.rule === 'tool-added' || c.rule === 'tool-renamed' || (c.rule === 'title-changed' && c.path === '') || (c.rule === 'annotation-changed' && c.pointer === '/annotations/title');
}
/**
 * Flag the findings of a server's diff whose tool now carries a title that hides what it does: a new tool, a renamed
 * one, a changed title (either kind). `before`/`after` are the two sides' tools by name.
 */
function addTitleFlags(changes, before, after) {
    const beforeList = [...before.values()];
    const afterList = [...after.values()];
    const done = new Set();
    for (const c of changes) {
        if (!showsTitle(c) || done.has(c.tool))
            continue;
        const tool = after.get(c.tool);
        if (!tool)
            continue;
        const old = c.rule === 'tool-added' ? undefined : before.get(c.rule === 'tool-renamed' && typeof c.before === 'string' ? c.before : c.tool);
        const flags = titleFlags(old, beforeList, tool, afterList);
        if (!flags.length)
            continue;
        done.add(c.tool);
        c.flags = [...(c.flags ?? []), ...flags];
    }
}

// EXTERNAL MODULE: ./src/diff/flags/tool-names.ts
var tool_names = __webpack_require__(6332);
;// CONCATENATED MODULE: ./src/diff/model-text.ts

/**
 * Everything of a tool the model reads, in a fixed order: description, title, then each parameter's description,
 * title and enum values (by path, sorted). `at` names the tool in flag messages ("new tool 'x'").
 */
function modelTextParts(tool, at) {
    const parts = [];
    if (typeof tool.description === 'string' && tool.description)
        parts.push({ what: `the description of ${at}`, label: 'description', text: tool.description });
    if (typeof tool.title === 'string' && tool.title)
        parts.push({ what: `the title of ${at}`, label: 'title', text: tool.title });
    schemaParts(tool.inputSchema, '', at, parts, 0);
    return parts;
}
/** The review text of a new tool: what `modelTextParts` finds, as one plain text (escape before display). */
function modelText(tool) {
    const parts = modelTextParts(tool, 'the tool');
    if (!parts.length)
        return '(no description, title or parameter text)';
    return parts.map((p) => (p.label === 'description' ? p.text : `[${p.label}] ${p.text}`)).join('\n');
}
function schemaParts(schema, path, at, parts, depth) {
    if (!(0,json/* isObject */.Gv)(schema) || depth > 8)
        return;
    const where = path ? `parameter '${path}' of ${at}` : `the input schema of ${at}`;
    if (path) {
        if (typeof schema.description === 'string' && schema.description)
            parts.push({ what: `the description of ${where}`, label: `${path}`, text: schema.description });
        if (typeof schema.title === 'string' && schema.title)
            parts.push({ what: `the title of ${where}`, label: `${path} title`, text: schema.title });
    }
    if (Array.isArray(schema.enum)) {
        const words = schema.enum.filter((v) => typeof v === 'string');
        if (words.length)
            parts.push({ what: `the enum values of ${where}`, label: `${path || 'input'} enum`, text: words.join(' | ') });
    }
    if ((0,json/* isObject */.Gv)(schema.properties))
        for (const [k, v] of Object.entries(schema.properties).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            schemaParts(v, path ? `${path}.${k}` : k, at, parts, depth + 1);
    if ((0,json/* isObject */.Gv)(schema.items))
        schemaParts(schema.items, `${path}[]`, at, parts, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const branches = schema[key];
        if (Array.isArray(branches))
            for (const b of branches)
                schemaParts(b, path, at, parts, depth + 1);
    }
}

;// CONCATENATED MODULE: ./src/diff/pairing/assign.ts
/**
 * Greedy one-to-one assignment over accepted candidates: the best-scoring pair first, ties broken by position so the
 * result is deterministic. With the handful of candidates a tool has, greedy and optimal assignment agree in practice.
 */
function assignPairs(left, right, score, rule) {
    const scored = [];
    for (let i = 0; i < left.length; i++)
        for (let j = 0; j < right.length; j++)
            scored.push([i, j, score(left[i], right[j])]);
    return assignCandidates(left, right, scored, typeof rule === 'number' ? { threshold: rule } : rule);
}
/**
 * The greedy assignment over a sparse list of scored candidates `[i, j, score]` (pairs not listed are taken to score
 * below `threshold - margin`, so they can neither be accepted nor be anyone's rival). Linear in the candidates; with
 * every pair listed it is the dense assignment above, a rival being the best other score of either member.
 */
function assignCandidates(left, right, scored, rule) {
    // the best and second-best score of each member, to find a candidate's best rival without scanning all of them
    const top = (n) => Array.from({ length: n }, () => [-Infinity, -Infinity, -1]);
    const bestL = top(left.length);
    const bestR = top(right.length);
    const note = (t, s, other) => {
        if (s > t[0]) {
            t[1] = t[0];
            t[0] = s;
            t[2] = other;
        }
        else if (s > t[1])
            t[1] = s;
    };
    for (const [i, j, s] of scored) {
        note(bestL[i], s, j);
        note(bestR[j], s, i);
    }
    const rivalOf = (t, other) => (t[2] === other ? t[1] : t[0]);
    const candidates = [];
    for (const [i, j, s] of scored) {
        if (s < rule.threshold)
            continue;
        if (rule.margin !== undefined && (rule.strong === undefined || s < rule.strong)) {
            const rival = Math.max(rivalOf(bestL[i], j), rivalOf(bestR[j], i));
            if (s - rival < rule.margin)
                continue;
        }
        candidates.push([s, i, j]);
    }
    candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
    const usedL = new Set();
    const usedR = new Set();
    const out = [];
    for (const [s, i, j] of candidates) {
        if (usedL.has(i) || usedR.has(j))
            continue;
        usedL.add(i);
        usedR.add(j);
        out.push([left[i], right[j], s]);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/diff/pairing/similarity.ts
/** Text and name similarity measures used to pair renamed parameters and tools. All are in [0, 1]. */
/** Lower-case word tokens of free text. */
function wordTokens(text) {
    if (!text)
        return [];
    return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}
/** Dice coefficient over token multisets: 1 for the same words, 0 for none shared. */
function textSimilarity(a, b) {
    const ta = wordTokens(a);
    const tb = wordTokens(b);
    return diceOfCounts(tokenCounts(ta), ta.length, tokenCounts(tb), tb.length, a, b);
}
/** How often each token occurs. */
function tokenCounts(tokens) {
    const counts = new Map();
    for (const t of tokens)
        counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
}
/** `textSimilarity` from token counts computed beforehand (`na`, `nb`: the token totals; `a`, `b`: the texts). */
function diceOfCounts(ca, na, cb, nb, a, b) {
    if (na === 0 && nb === 0)
        return a === b ? 1 : 0;
    if (na === 0 || nb === 0)
        return 0;
    let shared = 0;
    const [small, large] = ca.size <= cb.size ? [ca, cb] : [cb, ca];
    for (const [t, c] of small)
        shared += Math.min(c, large.get(t) ?? 0);
    return (2 * shared) / (na + nb);
}
/** Identifier tokens: camelCase, snake_case, kebab-case, dotted and digit boundaries split, lower-cased. */
function nameTokens(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
}
/** Levenshtein distance (short strings only: names). */
function editDistance(a, b) {
    if (a === b)
        return 0;
    if (!a.length)
        return b.length;
    if (!b.length)
        return a.length;
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        prev = cur;
    }
    return prev[b.length];
}
/** How many tokens of `long`, from `at`, the token `short` abbreviates: a prefix (q → query) or initials (ff → fast forward). */
function abbreviates(short, longTokens, at) {
    const long = longTokens[at];
    if (long.startsWith(short) && short.length < long.length)
        return 1;
    if (short.length >= 2 && at + short.length <= longTokens.length) {
        for (let k = 0; k < short.length; k++)
            if (longTokens[at + k][0] !== short[k])
                return 0;
        return short.length;
    }
    return 0;
}
/**
 * Similarity of two identifiers by their tokens: shared tokens count fully, abbreviations (q → query, ff → fast
 * forward) count 0.8, and a whole-name edit distance catches the rest (annotate → annotated).
 */
function nameSimilarity(a, b) {
    if (a === b)
        return 1;
    const ta = nameTokens(a);
    const tb = nameTokens(b);
    if (ta.length && ta.join('') === tb.join(''))
        return 0.95; // same words, other case style: getTinyImage / get-tiny-image
    const usedA = new Set();
    const usedB = new Set();
    let weight = 0;
    for (let i = 0; i < ta.length; i++) {
        const j = tb.findIndex((t, k) => !usedB.has(k) && t === ta[i]);
        if (j >= 0) {
            usedA.add(i);
            usedB.add(j);
            weight += 2;
        }
    }
    const abbrev = (xs, ys, ux, uy) => {
        for (let i = 0; i < xs.length; i++) {
            if (ux.has(i))
                continue;
            for (let j = 0; j < ys.length; j++) {
                if (uy.has(j))
                    continue;
                const n = abbreviates(xs[i], ys, j);
                if (n > 0 && ![...Array(n).keys()].some((k) => uy.has(j + k))) {
                    ux.add(i);
                    for (let k = 0; k < n; k++)
                        uy.add(j + k);
                    weight += 0.8 * (1 + n);
                    break;
                }
            }
        }
    };
    abbrev(ta, tb, usedA, usedB);
    abbrev(tb, ta, usedB, usedA);
    const tokenScore = ta.length + tb.length ? weight / (ta.length + tb.length) : 0;
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    const edit = 1 - editDistance(la, lb) / Math.max(la.length, lb.length);
    return Math.min(1, Math.max(tokenScore, edit));
}

;// CONCATENATED MODULE: ./src/diff/pairing/evidence.ts



/**
 * The rename-evidence rule. Pairing proposes a removed and an added tool that score best together; before the pair is
 * reported as `tool-renamed` (which the proxy then translates: calls to the old name go to the new tool), the three
 * things a reviewer would check must mostly agree:
 *
 * - the **name** (`getTinyImage` → `get-tiny-image`, `browser_wait` → `browser_wait_for`),
 * - the **description**: the content words (stop words set aside) of the two descriptions,
 * - the **schema**: the same input schema, or most parameter names shared.
 *
 * At least two of the three must agree, and the descriptions must not disagree on what the tool does (both present and
 * sharing few content words): `search_events` (natural-language search through an LLM) and `list_events` (Sentry
 * query syntax) share a name word and some parameters, but not what they do. Such a pair stays a removal and an
 * addition, and the addition carries "possible rename of X" as a note.
 */
const RENAME_EVIDENCE = {
    /** nameSimilarity at or above this: the names agree. */
    name: 0.6,
    /** Dice of description content words at or above this: the descriptions agree. */
    description: 0.4,
    /**
     * Below this, the lead sentences (each with enough content words) disagree on what the tool does; so do two
     * descriptions where one names the other tool as a different tool (`use search_events instead`).
     */
    disagree: 0.2,
    /** Content words each lead sentence needs before its disagreement counts (a two-word sentence says little). */
    minWords: 4,
    /** Jaccard of parameter names at or above this (or an identical input schema): the schemas agree. */
    schema: 0.5,
};
/** Words that say nothing about what a tool does. */
const STOP_WORDS = new Set(('a an and are as at be by can for from has have if in into is it its of on or that the this to use used uses using ' +
    "via was were will with you your it's not no all any each one more most only also when which what who how do does").split(' '));
/** The content words of a description, each counted once. */
function contentWords(text) {
    return new Set(wordTokens(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !/^\d+$/.test(w)));
}
function dice(a, b) {
    if (a.size === 0 && b.size === 0)
        return 0;
    let shared = 0;
    for (const w of a)
        if (b.has(w))
            shared++;
    return (2 * shared) / (a.size + b.size);
}
function paramNames(tool) {
    const props = (0,json/* isObject */.Gv)(tool.inputSchema) && (0,json/* isObject */.Gv)(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
    return new Set(Object.keys(props));
}
/** The first sentence or line of a description: what the tool does, before usage notes and examples. */
function leadSentence(text) {
    const t = (text ?? '').trim();
    const end = t.search(/[.!?](\s|$)|\n/);
    return end < 0 ? t : t.slice(0, end);
}
/** The other tool's name written in a description (`use search_events instead`): the two are different tools. */
function namesOther(description, other) {
    if (!description || other.length < 3)
        return false;
    const escaped = other.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`(^|[^A-Za-z0-9_-])${escaped}($|[^A-Za-z0-9_-])`).test(description))
        return false;
    return !/\b(formerly|renamed|previously|replaces|alias)\b/i.test(description);
}
/** Weigh the evidence that `b` is `a` under a new name. */
function renameEvidence(a, b) {
    const name = nameSimilarity(a.name, b.name);
    const description = dice(contentWords(a.description), contentWords(b.description));
    const pa = paramNames(a);
    const pb = paramNames(b);
    let schema = 0;
    // the same schema, or no arguments on either side: the calls look alike
    if (pa.size + pb.size === 0 || (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(a.inputSchema ?? {})) === (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(b.inputSchema ?? {})))
        schema = 1;
    else if (pa.size || pb.size) {
        let shared = 0;
        for (const p of pa)
            if (pb.has(p))
                shared++;
        schema = shared / (pa.size + pb.size - shared);
    }
    const agree = [];
    if (name >= RENAME_EVIDENCE.name)
        agree.push('name');
    if (description >= RENAME_EVIDENCE.description)
        agree.push('description');
    if (schema >= RENAME_EVIDENCE.schema)
        agree.push('schema');
    const la = contentWords(leadSentence(a.description));
    const lb = contentWords(leadSentence(b.description));
    const leadsDiffer = la.size >= RENAME_EVIDENCE.minWords && lb.size >= RENAME_EVIDENCE.minWords && dice(la, lb) < RENAME_EVIDENCE.disagree;
    const disagree = leadsDiffer || namesOther(b.description, a.name) || namesOther(a.description, b.name);
    return { name, description, schema, lead: dice(la, lb), agree, disagree, renamed: agree.length >= 2 && !disagree };
}
/**
 * The same rule for a parameter rename: two of name, description and schema (the same types and the same allowed
 * values) must agree, and the descriptions must not disagree on what the parameter is. `allowBackwardLinks` →
 * `allowSubdomains` (both booleans, different meanings) stays a removal and an addition.
 */
function paramRenameEvidence(a, b) {
    let agree = 0;
    if (nameSimilarity(a.name, b.name) >= RENAME_EVIDENCE.name)
        agree++;
    const wa = contentWords(a.description);
    const wb = contentWords(b.description);
    const description = dice(wa, wb);
    if (description >= RENAME_EVIDENCE.description)
        agree++;
    // the same types and values agree; the same list of two or more allowed values is as telling as a name (status → phase)
    if (JSON.stringify(a.types) === JSON.stringify(b.types) && JSON.stringify(a.values) === JSON.stringify(b.values))
        agree += a.values && a.values.length >= 2 ? 2 : 1;
    const disagree = wa.size >= RENAME_EVIDENCE.minWords && wb.size >= RENAME_EVIDENCE.minWords && description < RENAME_EVIDENCE.disagree;
    return agree >= 2 && !disagree;
}

;// CONCATENATED MODULE: ./src/diff/pairing/tools.ts





/** A tool rename needs a clear winner: strong evidence, or a fair score that beats every rival by a margin. */
const TOOL_RENAME_RULE = { threshold: 0.45, strong: 0.75, margin: 0.1 };
/**
 * A token shared by more tools than this (on either side) is too common to propose candidates on its own ("the",
 * "list", "id"): pairs that share only such tokens are still found through their rarer tokens, their parameter
 * names, an identical description or an identical input schema.
 */
const CANDIDATE_TOKEN_LIMIT = 64;
function tools_paramNames(tool) {
    const props = (0,json/* isObject */.Gv)(tool.inputSchema) && (0,json/* isObject */.Gv)(tool.inputSchema.properties) ? tool.inputSchema.properties : {};
    return new Set(Object.keys(props));
}
function jaccard(a, b) {
    if (a.size === 0 && b.size === 0)
        return 1;
    let shared = 0;
    for (const x of a)
        if (b.has(x))
            shared++;
    return shared / (a.size + b.size - shared);
}
function features(tool) {
    const params = tools_paramNames(tool);
    const words = wordTokens(tool.description);
    return {
        tool,
        params,
        words: tokenCounts(words),
        wordCount: words.length,
        schema: params.size > 0 ? (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(tool.inputSchema ?? {})) : undefined,
    };
}
function scoreFeatures(a, b) {
    // two tools without parameters share nothing by that measure: no evidence either way
    const params = a.params.size === 0 && b.params.size === 0 ? 0.5 : jaccard(a.params, b.params);
    const text = diceOfCounts(a.words, a.wordCount, b.words, b.wordCount, a.tool.description, b.tool.description);
    let score = 0.35 * nameSimilarity(a.tool.name, b.tool.name) + 0.35 * text + 0.3 * params;
    if (a.schema !== undefined && a.schema === b.schema)
        score += 0.1;
    return score;
}
/**
 * How likely tool `b` is tool `a` under a new name: name tokens (camelCase → kebab-case, go_back → navigate_back),
 * description words and parameter names, with a bonus for an identical input schema.
 */
function toolRenameScore(a, b) {
    return scoreFeatures(features(a), features(b));
}
/** How many of a tool's description words (its rarest) index it: enough to meet a rename whose description was edited. */
const CANDIDATE_WORDS = 8;
/** The keys under which a tool is indexed (its description words are added separately, rarest first). */
function indexKeys(f) {
    const keys = [];
    for (const p of f.params)
        keys.push(`p:${p}`);
    for (const t of nameTokens(f.tool.name))
        keys.push(`n:${t}`);
    keys.push(`d:${f.tool.description ?? ''}`);
    if (f.schema !== undefined)
        keys.push(`s:${f.schema}`);
    // without parameters, the name and description are all the evidence there is: a name edit (annotate → annotated)
    // can pair two such tools that share no token, so they are all compared with each other
    if (f.params.size === 0)
        keys.push('noparams');
    return keys;
}
/**
 * Candidate pairs from an inverted index instead of every removed × added pair: two tools are scored against each
 * other when they share a parameter name, a name token or one of their CANDIDATE_WORDS rarest description words, or
 * have the same description or input schema, or both lack parameters. Keys held by more than CANDIDATE_TOKEN_LIMIT
 * tools on a side are too common to propose a pair on their own (the exact-match keys excepted).
 */
function candidatePairs(left, right) {
    const wordFreq = new Map();
    for (const f of [...left, ...right])
        for (const w of f.words.keys())
            wordFreq.set(w, (wordFreq.get(w) ?? 0) + 1);
    const keysOf = (f) => {
        const words = [...f.words.keys()].sort((a, b) => wordFreq.get(a) - wordFreq.get(b) || (a < b ? -1 : a > b ? 1 : 0));
        return [...indexKeys(f), ...words.slice(0, CANDIDATE_WORDS).map((w) => `w:${w}`)];
    };
    const index = new Map();
    right.forEach((f, j) => {
        for (const k of keysOf(f)) {
            const list = index.get(k);
            if (list)
                list.push(j);
            else
                index.set(k, [j]);
        }
    });
    const leftCount = new Map();
    const leftKeys = left.map(keysOf);
    for (const keys of leftKeys)
        for (const k of keys)
            leftCount.set(k, (leftCount.get(k) ?? 0) + 1);
    const exact = (k) => k.startsWith('d:') || k.startsWith('s:') || k === 'noparams';
    const out = [];
    leftKeys.forEach((keys, i) => {
        const seen = new Set();
        for (const k of keys) {
            const list = index.get(k);
            if (!list)
                continue;
            if (!exact(k) && (list.length > CANDIDATE_TOKEN_LIMIT || (leftCount.get(k) ?? 0) > CANDIDATE_TOKEN_LIMIT))
                continue;
            for (const j of list) {
                if (seen.has(j))
                    continue;
                seen.add(j);
                out.push([i, j]);
            }
        }
    });
    return out;
}
function pairTools(removed, added) {
    if (removed.length === 0 || added.length === 0)
        return { renamed: [], possible: [] };
    const left = removed.map(features);
    const right = added.map(features);
    const scored = candidatePairs(left, right).map(([i, j]) => [i, j, scoreFeatures(left[i], right[j])]);
    const out = { renamed: [], possible: [] };
    for (const [a, b] of assignCandidates(removed, added, scored, TOOL_RENAME_RULE))
        (renameEvidence(a, b).renamed ? out.renamed : out.possible).push([a, b]);
    return out;
}
function promptRenameScore(a, b) {
    const args = (p) => new Set((p.arguments ?? []).map((x) => x.name));
    return 0.4 * nameSimilarity(a.name, b.name) + 0.35 * textSimilarity(a.description, b.description) + 0.25 * jaccard(args(a), args(b));
}
function pairPrompts(removed, added) {
    return assignPairs(removed, added, promptRenameScore, TOOL_RENAME_RULE).map(([a, b]) => [a, b]);
}

// EXTERNAL MODULE: ./src/diff/rules/catalog.ts
var catalog = __webpack_require__(3036);
;// CONCATENATED MODULE: ./src/diff/hooks.ts

/** The rules with a hook on each kind of pair, in catalog order. */
const HOOKED = new Map(['tool', 'prompt', 'argument', 'template', 'resource', 'server'].map((kind) => [kind, catalog/* RULES */.y0.filter((r) => r.on?.[kind])]));
/**
 * Every rule's findings on one pair (a tool, a prompt, a prompt argument, a resource template, the server), in catalog
 * order: each hook's findings become its rule's changes at the pair's site, pointing where the finding says.
 */
function detectPair(kind, pair, push) {
    for (const rule of HOOKED.get(kind) ?? []) {
        const hook = rule.on?.[kind];
        for (const f of hook?.(pair) ?? [])
            push(rule.make({ ...pair.site, pointer: f.pointer }, f.before, f.after, f.meta, f.flags));
    }
}

// EXTERNAL MODULE: ./src/diff/rules/index.ts + 85 modules
var rules = __webpack_require__(178);
;// CONCATENATED MODULE: ./src/diff/prompt.ts





/**
 * Every difference between two versions of a prompt: the rules' prompt hooks (description, title), each argument kept
 * through the argument hooks, and the arguments added, removed or renamed, as they are paired here.
 */
function diffPrompt(before, after, push) {
    const top = { entity: 'prompt', tool: after.name, path: '', pointer: '' };
    detectPair('prompt', { before, after, site: top }, push);
    const argsA = new Map((before.arguments ?? []).map((a) => [a.name, a]));
    const argsB = new Map((after.arguments ?? []).map((a) => [a.name, a]));
    const index = (p, name) => (p.arguments ?? []).findIndex((a) => a.name === name);
    const at = (name) => ({ ...top, path: name, pointer: `/arguments/${Math.max(0, index(after, name))}` });
    for (const [name, x] of argsA) {
        const y = argsB.get(name);
        if (!y)
            continue;
        detectPair('argument', { before: x, after: y, site: at(name), renamed: false }, push);
    }
    const removed = [...argsA.values()].filter((a) => !argsB.has(a.name));
    const added = [...argsB.values()].filter((a) => !argsA.has(a.name));
    const renames = assignPairs(removed, added, (x, y) => 0.5 * nameSimilarity(x.name, y.name) + 0.5 * textSimilarity(x.description, y.description) + (removed.length === 1 && added.length === 1 ? 0.15 : 0), 0.5);
    for (const [x, y] of renames) {
        push(rules.promptArgumentRenamed.make(at(y.name), x.name, y.name, { requiredAfter: y.required === true }));
        detectPair('argument', { before: x, after: y, site: at(y.name), renamed: true }, push);
    }
    for (const x of removed) {
        if (renames.some(([r]) => r === x))
            continue;
        push(rules.promptArgumentRemoved.make({ ...top, path: x.name, pointer: `/arguments/${index(before, x.name)}` }, x, null, undefined));
    }
    for (const y of added) {
        if (renames.some(([, r]) => r === y))
            continue;
        const rule = y.required === true ? rules.promptArgumentAddedRequired : rules.promptArgumentAddedOptional;
        push(rule.make(at(y.name), null, y, undefined, (0,instructions/* textFlags */.H)(undefined, y.description, `the description of new argument '${y.name}'`)));
    }
}

;// CONCATENATED MODULE: ./src/diff/server-surface.ts




/**
 * What the model reads about a server besides its tools and prompts: the server's `instructions`, its resource
 * templates and its static resources. A rug pull there reaches the model as surely as one in a tool description, so
 * all are pinned and diffed: the rules' server hooks (instructions), then each template and resource kept through
 * their hooks, and those removed or added, as they are paired here (templates by name, resources by URI).
 */
function diffServerSurface(before, after, push) {
    detectPair('server', { before, after, site: { entity: 'server', tool: 'instructions', path: '', pointer: '' } }, push);
    diffResourceTemplates(before, after, push);
    diffResources(before, after, push);
}
/**
 * Static resources, by URI (what a client reads). A resource whose URI changed while its name stayed (the name
 * unique on both sides) is one resource moved: the resource hooks report the new URI, not a removal and an addition.
 */
function diffResources(before, after, push) {
    const ra = new Map((0,tool_list/* checkResources */.EB)(before.resources).entries.map((r) => [r.uri, r]));
    const rb = new Map((0,tool_list/* checkResources */.EB)(after.resources).entries.map((r) => [r.uri, r]));
    const site = (r) => ({ entity: 'static-resource', tool: r.uri, path: '', pointer: '' });
    const removed = [...ra.values()].filter((r) => !rb.has(r.uri));
    const added = [...rb.values()].filter((r) => !ra.has(r.uri));
    const unique = (list, name) => list.filter((r) => r.name === name).length === 1;
    const moved = new Map();
    for (const a of removed) {
        const b = added.find((x) => x.name === a.name);
        if (b && unique(removed, a.name) && unique(added, a.name) && unique([...ra.values()], a.name) && unique([...rb.values()], a.name))
            moved.set(a, b);
    }
    const movedTo = new Set(moved.values());
    for (const [uri, a] of ra) {
        const b = rb.get(uri) ?? moved.get(a);
        if (b)
            detectPair('resource', { before: a, after: b, site: site(b) }, push);
        else
            push(rules.resourceRemoved.make(site(a), a.name, null, undefined));
    }
    for (const b of added) {
        if (movedTo.has(b))
            continue;
        const flags = (0,instructions/* textFlags */.H)(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource '${b.uri}'`);
        push(rules.resourceAdded.make(site(b), null, b.name, undefined, flags));
    }
}
function diffResourceTemplates(before, after, push) {
    const ta = new Map((0,tool_list/* checkResourceTemplates */._n)(before.resourceTemplates).entries.map((t) => [t.name, t]));
    const tb = new Map((0,tool_list/* checkResourceTemplates */._n)(after.resourceTemplates).entries.map((t) => [t.name, t]));
    const site = (t) => ({ entity: 'resource', tool: t.name, path: '', pointer: '' });
    for (const [name, a] of ta) {
        const b = tb.get(name);
        if (!b)
            push(rules.resourceTemplateRemoved.make(site(a), a.uriTemplate, null, undefined));
        else
            detectPair('template', { before: a, after: b, site: site(b) }, push);
    }
    for (const [name, b] of tb) {
        if (ta.has(name))
            continue;
        const flags = (0,instructions/* textFlags */.H)(undefined, typeof b.description === 'string' ? b.description : undefined, `the description of new resource template '${name}'`);
        push(rules.resourceTemplateAdded.make(site(b), null, b.uriTemplate, undefined, flags));
    }
}

// EXTERNAL MODULE: ./src/diff/schema/keywords.ts
var keywords = __webpack_require__(7051);
// EXTERNAL MODULE: ./node_modules/jsonpointer/jsonpointer.js
var jsonpointer = __webpack_require__(3976);
;// CONCATENATED MODULE: ./src/diff/schema/resolve.ts


const MAX_REF_HOPS = 32;
/** Keywords beside a `$ref` that hold definitions or name the document, not constraints on the instance. */
const META_SIBLINGS = new Set(['$defs', 'definitions', '$schema', '$id', '$comment']);
/**
 * Follow local `$ref`s (`#`, `#/$defs/X`, `#/definitions/X`, any JSON Pointer fragment). Keywords beside a `$ref` apply
 * too (2019-09+), so they are laid over the target. Remote or broken refs are left in place and compared literally.
 * A bare `$ref` moves the pointer to its target (where the changed keyword is written); with sibling keywords the pointer
 * stays at the referencing node, where those are written.
 */
function resolveRefs(node) {
    let schema = node.schema;
    let pointer = node.pointer;
    const seen = new Set();
    for (let hops = 0; hops < MAX_REF_HOPS && typeof schema.$ref === 'string'; hops++) {
        const ref = schema.$ref;
        if (!ref.startsWith('#') || seen.has(ref))
            break;
        seen.add(ref);
        let target;
        let fragment;
        try {
            fragment = decodeURIComponent(ref.slice(1));
            target = ref === '#' ? node.root : jsonpointer.get(node.root, fragment);
        }
        catch {
            break;
        }
        if (!(0,json/* isObject */.Gv)(target))
            break;
        const { $ref: _drop, ...siblings } = schema;
        const keys = Object.keys(siblings);
        if (keys.length === 0) {
            // A bare `$ref` is its target: report what changed inside it where it is written (a pointer that exists), and
            // hand the walker the target itself, so a recursive definition is compared once, not once per level.
            schema = target;
            pointer = node.rootPointer + fragment;
        }
        else {
            schema = { ...target, ...siblings };
            // beside only definitions and identifiers (a root `{$ref, $defs}`), what changes is written at the target too
            if (keys.every((k) => META_SIBLINGS.has(k)))
                pointer = node.rootPointer + fragment;
        }
    }
    return schema === node.schema ? node : { ...node, schema, pointer };
}
/** A child node of `parent` at `keyword` (and, for maps and arrays, `key`). */
function child(parent, schema, ...tokens) {
    if (!(0,json/* isObject */.Gv)(schema))
        return undefined;
    const pointer = parent.pointer + tokens.map((t) => `/${String(t).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    return { schema, pointer, root: parent.root, rootPointer: parent.rootPointer };
}

;// CONCATENATED MODULE: ./src/diff/schema/view.ts




const MAX_FLATTEN_DEPTH = 8;
const cache = new WeakMap();
/** The view of a node; computed once per node (pairing, summaries and the walk all ask for the same ones). */
function viewOf(located) {
    const hit = cache.get(located.schema);
    if (hit && hit.root === located.root && hit.pointer === located.pointer)
        return hit.view;
    const view = computeView(located);
    cache.set(located.schema, { root: located.root, pointer: located.pointer, view });
    return view;
}
function computeView(located) {
    const node = resolveRefs(located);
    const alternatives = collapseForms(flatten(node, 0));
    const altTypes = alternatives.map(typesOf);
    let types = null;
    if (altTypes.every((t) => t !== null))
        types = [...new Set(altTypes.flat())].sort();
    // the values the alternatives list (a `null` alternative lists null: pydantic's Optional enum takes null too); an
    // alternative that lists none is left out (its type shows as a type change), and the subschema core judges the rest
    const altValues = alternatives.map((alt, i) => valuesOf(alt) ?? (altTypes[i]?.length === 1 && altTypes[i][0] === 'null' && alternatives.length > 1 ? [null] : null));
    let values = null;
    if (altValues.some((v, i) => v !== null && !(altTypes[i]?.length === 1 && altTypes[i][0] === 'null')))
        values = dedupe(altValues.flatMap((v) => v ?? []));
    const isConst = alternatives.length === 1 && alternatives[0].schema.const !== undefined;
    const own = node.schema;
    const firstAlt = (key) => {
        if (own[key] !== undefined)
            return own[key];
        for (const alt of alternatives)
            if (alt.schema[key] !== undefined)
                return alt.schema[key];
        return undefined;
    };
    const description = firstAlt('description');
    const title = firstAlt('title');
    const nonNull = alternatives.filter((a, i) => !(altTypes[i]?.length === 1 && altTypes[i][0] === 'null'));
    const defaultSource = own.default !== undefined ? own : nonNull.length === 1 ? nonNull[0].schema : own;
    const constraints = new Map();
    const other = new Map();
    const noEffect = new Map();
    for (const alt of alternatives) {
        for (const [k, v] of Object.entries(alt.schema)) {
            if (keywords/* STRUCTURAL_KEYWORDS */.VF.has(k))
                continue;
            const bucket = keywords/* UPPER_BOUNDS */.P7.has(k) || keywords/* LOWER_BOUNDS */.WL.has(k) || keywords/* PRESENCE_CONSTRAINTS */.Rx.has(k) ? constraints : keywords/* NO_EFFECT_KEYWORDS */.F3.has(k) || k.startsWith('x-') ? noEffect : other;
            if (!bucket.has(k))
                bucket.set(k, v);
        }
    }
    if (isNoopPropertyNames(other.get('propertyNames')))
        other.delete('propertyNames');
    return {
        node,
        alternatives,
        types,
        values,
        isConst,
        description: typeof description === 'string' ? description : undefined,
        title: typeof title === 'string' ? title : undefined,
        hasDefault: defaultSource.default !== undefined,
        default: defaultSource.default,
        objectForms: alternatives.filter((a, i) => isObjectForm(a, altTypes[i] ?? null)),
        arrayForms: alternatives.filter((a, i) => isArrayForm(a, altTypes[i] ?? null)),
        constraints,
        other,
        noEffect,
    };
}
/**
 * Object forms with the same properties, requirements and closedness that differ only in the values of their
 * properties (`oneOf: [{type: {enum: [web]}}, {type: {enum: [news]}}]`) are one form whose values add up.
 */
function collapseForms(alternatives) {
    if (alternatives.length < 2)
        return alternatives;
    const groups = new Map();
    const order = [];
    for (const alt of alternatives) {
        const props = (0,json/* isObject */.Gv)(alt.schema.properties) ? alt.schema.properties : undefined;
        if (!props || (typesOf(alt) ?? []).join() !== 'object') {
            order.push(alt);
            continue;
        }
        const shape = { ...alt.schema, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withoutValues(v)])) };
        const key = (0,canonical/* canonicalJson */.dj)((0,keywords/* semanticForm */.no)(shape));
        if (!groups.has(key)) {
            groups.set(key, []);
            order.push(key);
        }
        groups.get(key).push(alt);
    }
    if (groups.size === 0 || [...groups.values()].every((g) => g.length === 1))
        return alternatives;
    return order.map((entry) => {
        if (typeof entry !== 'string')
            return entry;
        const group = groups.get(entry);
        if (group.length === 1)
            return group[0];
        const first = group[0];
        const props = first.schema.properties;
        const merged = {};
        for (const name of Object.keys(props)) {
            const variants = group.map((g) => g.schema.properties[name]);
            const values = variants.map((v) => ((0,json/* isObject */.Gv)(v) ? (v.const !== undefined ? [v.const] : Array.isArray(v.enum) ? v.enum : null) : null));
            if (values.every((v) => v !== null)) {
                const { const: _c, enum: _e, ...restOf } = variants[0];
                merged[name] = { ...restOf, enum: dedupe(values.flat()) };
            }
            else
                merged[name] = variants[0];
        }
        return { ...first, schema: { ...first.schema, properties: merged } };
    });
}
function withoutValues(schema) {
    if (!(0,json/* isObject */.Gv)(schema))
        return schema;
    const { const: _c, enum: _e, description: _d, ...rest } = schema;
    return rest;
}
/** `propertyNames: {type: "string"}` says what every property name already is (zod 4 writes it for records). */
function isNoopPropertyNames(value) {
    const form = (0,keywords/* semanticForm */.no)(value);
    return (0,json/* isObject */.Gv)(form) && Object.keys(form).length === 1 && form.type === 'string';
}
function flatten(node, depth) {
    let current = resolveRefs(node);
    if (depth > MAX_FLATTEN_DEPTH)
        return [current];
    if (Array.isArray(current.schema.allOf))
        current = mergeAllOf(current);
    for (const keyword of ['anyOf', 'oneOf']) {
        const branches = current.schema[keyword];
        if (!Array.isArray(branches) || branches.length === 0)
            continue;
        const { [keyword]: _drop, ...shared } = current.schema;
        const out = [];
        branches.forEach((branch, i) => {
            const b = child(current, branch, keyword, i);
            if (!b)
                return;
            const resolved = resolveRefs(b);
            const merged = { ...resolved, schema: mergeShared(shared, resolved.schema) };
            out.push(...flatten(merged, depth + 1));
        });
        return out.length ? out : [current];
    }
    return [current];
}
/** Branch keywords win; the union's own keywords (properties, description, …) apply to every branch. */
function mergeShared(shared, branch) {
    const out = { ...shared, ...branch };
    if ((0,json/* isObject */.Gv)(shared.properties) && (0,json/* isObject */.Gv)(branch.properties))
        out.properties = { ...shared.properties, ...branch.properties };
    if (Array.isArray(shared.required) && Array.isArray(branch.required))
        out.required = [...new Set([...shared.required, ...branch.required])];
    if (shared.type !== undefined && branch.type !== undefined)
        out.type = intersectTypes(shared.type, branch.type);
    return out;
}
/** `allOf`: every branch holds, so properties and requirements add up and types intersect. */
function mergeAllOf(node) {
    const { allOf, ...rest } = node.schema;
    let merged = rest;
    allOf.forEach((branch, i) => {
        const b = child(node, branch, 'allOf', i);
        if (!b)
            return;
        const s = resolveRefs(b).schema;
        const next = { ...s, ...merged };
        if ((0,json/* isObject */.Gv)(s.properties) || (0,json/* isObject */.Gv)(merged.properties))
            next.properties = { ...((0,json/* isObject */.Gv)(s.properties) ? s.properties : {}), ...((0,json/* isObject */.Gv)(merged.properties) ? merged.properties : {}) };
        if (Array.isArray(s.required) || Array.isArray(merged.required))
            next.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...(Array.isArray(s.required) ? s.required : [])])];
        if (s.type !== undefined && merged.type !== undefined)
            next.type = intersectTypes(merged.type, s.type);
        if (s.additionalProperties === false || merged.additionalProperties === false)
            next.additionalProperties = false;
        merged = next;
    });
    return { ...node, schema: merged };
}
function typeList(t) {
    return (Array.isArray(t) ? t : [t]).filter((x) => typeof x === 'string');
}
function intersectTypes(a, b) {
    const bs = new Set(typeList(b));
    const out = typeList(a).filter((t) => bs.has(t) || (t === 'number' && bs.has('integer')));
    const withInt = typeList(a).includes('integer') && bs.has('number') ? [...out, 'integer'] : out;
    const uniq = [...new Set(withInt)];
    return uniq.length === 1 ? uniq[0] : uniq;
}
const OBJECT_HINTS = ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'propertyNames'];
const ARRAY_HINTS = ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'];
const STRING_HINTS = ['minLength', 'maxLength', 'pattern', 'format'];
const NUMBER_HINTS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** Declared types, or the types the keywords imply; `null` when anything goes. */
function typesOf(alt) {
    const s = alt.schema;
    if (s.type !== undefined)
        return [...new Set(typeList(s.type))].sort();
    const vals = valuesOf(alt);
    if (vals)
        return [...new Set(vals.map(jsonType))].sort();
    if (OBJECT_HINTS.some((k) => k in s))
        return ['object'];
    if (ARRAY_HINTS.some((k) => k in s))
        return ['array'];
    if (STRING_HINTS.some((k) => k in s))
        return ['string'];
    if (NUMBER_HINTS.some((k) => k in s))
        return ['number'];
    return null;
}
function jsonType(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    if (typeof v === 'number')
        return Number.isInteger(v) ? 'integer' : 'number';
    return typeof v;
}
function valuesOf(alt) {
    if (alt.schema.const !== undefined)
        return [alt.schema.const];
    if (Array.isArray(alt.schema.enum))
        return alt.schema.enum;
    return null;
}
function dedupe(values) {
    const seen = new Set();
    const out = [];
    for (const v of values) {
        const k = (0,canonical/* canonicalJson */.dj)(v);
        if (!seen.has(k)) {
            seen.add(k);
            out.push(v);
        }
    }
    return out;
}
function isObjectForm(alt, types) {
    if (types)
        return types.includes('object');
    return (0,json/* isObject */.Gv)(alt.schema.properties);
}
function isArrayForm(alt, types) {
    if (types)
        return types.includes('array');
    return alt.schema.items !== undefined || alt.schema.prefixItems !== undefined;
}
/** Properties of an object form, in declaration order. */
function propertiesOf(form) {
    const out = new Map();
    const props = form.schema.properties;
    if (!(0,json/* isObject */.Gv)(props))
        return out;
    for (const [name, schema] of Object.entries(props)) {
        const c = child(form, (0,json/* isObject */.Gv)(schema) ? schema : schema === false ? { not: {} } : {}, 'properties', name);
        if (c)
            out.set(name, c);
    }
    return out;
}
function requiredOf(form) {
    const r = form.schema.required;
    return new Set(Array.isArray(r) ? r.filter((x) => typeof x === 'string') : []);
}
/** `additionalProperties: false` (or `unevaluatedProperties: false`): unknown arguments are rejected, not dropped. */
function isClosed(form) {
    return form.schema.additionalProperties === false || form.schema.unevaluatedProperties === false;
}
/** The item schema of an array form (`items` object, or `{}` when items are unconstrained). */
function itemsOf(form) {
    const items = form.schema.items;
    if ((0,json/* isObject */.Gv)(items))
        return child(form, items, 'items');
    return undefined;
}
function prefixItemsOf(form) {
    const p = Array.isArray(form.schema.prefixItems) ? form.schema.prefixItems : Array.isArray(form.schema.items) ? form.schema.items : [];
    const key = Array.isArray(form.schema.prefixItems) ? 'prefixItems' : 'items';
    return p.map((s, i) => child(form, s, key, i)).filter((x) => x !== undefined);
}
/** A short human label of an alternative: `object {a, b}`, `string 'x' | 'y'`, `array`. */
function describeForm(alt) {
    const t = typesOf(alt);
    const vals = valuesOf(alt);
    if (vals)
        return vals.map((v) => JSON.stringify(v)).join(' | ');
    if (t?.includes('object')) {
        const names = [...propertiesOf(alt).keys()];
        return `object {${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}}`;
    }
    return t ? t.join(' | ') : 'any value';
}

;// CONCATENATED MODULE: ./src/diff/pairing/params.ts





/** Below this score a removed and an added parameter stay a removal and an addition. */
const PARAM_RENAME_THRESHOLD = 0.5;
function sameTypes(a, b) {
    return (a.types ?? []).join() === (b.types ?? []).join();
}
function typesOverlap(a, b) {
    if (!a || !b)
        return true;
    return a.some((t) => b.includes(t) || (t === 'integer' && b.includes('number')) || (t === 'number' && b.includes('integer')));
}
/** The element types of an array form (`string` for `{type: array, items: {type: string}}`). */
function itemTypes(v) {
    const form = v.arrayForms[0];
    const items = form ? itemsOf(form) : undefined;
    return items ? viewOf(items).types : null;
}
/** Same kind of value, or one value becoming a list of them (`commitRef: string` → `commits: string[]`). */
function overlappingTypes(a, b) {
    if (typesOverlap(a.types, b.types))
        return true;
    const listOf = (x, y) => x.types?.length === 1 && x.types[0] === 'array' && typesOverlap(itemTypes(x), y.types);
    return listOf(a, b) || listOf(b, a);
}
function sameValues(a, b) {
    return a.values !== null && b.values !== null && (0,canonical/* canonicalJson */.dj)(a.values) === (0,canonical/* canonicalJson */.dj)(b.values);
}
/**
 * How likely `from` (removed) became `to` (added), from the evidence a reviewer would weigh: the type, the words of the
 * description, the enum, the name's tokens (`selector` → `label_selector`, `query` → `q`) and the position.
 */
function paramRenameScore(from, to, ctx, single) {
    const va = viewOf(from[1]);
    const vb = viewOf(to[1]);
    let score = 0;
    if (sameTypes(va, vb))
        score += 0.2;
    else if (!overlappingTypes(va, vb))
        score -= 0.25;
    score += 0.4 * nameSimilarity(from[0], to[0]);
    if (va.description && vb.description)
        score += 0.45 * textSimilarity(va.description, vb.description);
    if (sameValues(va, vb))
        score += 0.2;
    const ia = ctx.oldNames.indexOf(from[0]) / Math.max(1, ctx.oldNames.length);
    const ib = ctx.newNames.indexOf(to[0]) / Math.max(1, ctx.newNames.length);
    score += 0.1 * (1 - Math.min(1, Math.abs(ia - ib) * 2));
    if (single)
        score += 0.15;
    return score;
}
/** Pair removed parameters with added ones that are most likely the same parameter under a new name. */
function pairParams(removed, added, ctx) {
    const single = removed.length === 1 && added.length === 1;
    const side = ([name, node]) => {
        const v = viewOf(node);
        return { name, description: v.description, types: v.types, values: v.values };
    };
    return assignPairs(removed, added, (a, b) => paramRenameScore(a, b, ctx, single), PARAM_RENAME_THRESHOLD)
        .filter(([a, b]) => paramRenameEvidence(side(a), side(b)))
        .map(([a, b]) => [a[0], b[0]]);
}

// EXTERNAL MODULE: ./src/diff/rules/titles.ts
var titles = __webpack_require__(1864);
// EXTERNAL MODULE: ./src/diff/subschema/index.ts + 9 modules
var subschema = __webpack_require__(1592);
;// CONCATENATED MODULE: ./src/diff/schema/verdict.ts


const ROOT_STEP = { kind: 'same' };

class Judge {
    direction;
    /** Comparisons shared by every question asked of this pair of documents. */
    memo = new Map();
    reverseMemo = new Map();
    constructor(direction) {
        this.direction = direction;
    }
    side(l) {
        return { schema: l.schema, root: l.root };
    }
    /** The side whose values must stay accepted (the old calls; the new results), then the other. */
    sides(f) {
        return this.direction === 'request' ? [this.side(f.a), this.side(f.b)] : [this.side(f.b), this.side(f.a)];
    }
    get opts() {
        return this.direction === 'request' ? { calls: true, memo: this.memo } : { memo: this.memo };
    }
    verdict(f) {
        if (!f.verdict) {
            const [x, y] = this.sides(f);
            f.verdict = (0,subschema/* included */.d8)(x, y, this.opts);
        }
        return f.verdict;
    }
    /**
     * The declared calls (in an output: the values) of one side are all declared calls of the other: `forward`, the
     * old ones among the new; else the new among the old. Both: the two accept exactly the same calls.
     */
    callsIn(f, forward) {
        const [x, y] = this.sides(f);
        const [from, to] = forward ? [x, y] : [y, x];
        const both = this.direction === 'request' ? { calls: true, callsB: true, memo: this.reverseMemo } : { memo: this.reverseMemo };
        return (0,subschema/* included */.d8)(from, to, both).kind === 'included';
    }
    /** Given the verdict is "included": the two accept exactly the same calls (values). */
    equivalent(f) {
        return this.callsIn(f, false) && (this.direction === 'response' || this.callsIn(f, true));
    }
    /**
     * The witness of frame `i` (which must be excluded), placed into a whole call (or result) through the frames above
     * it when the validator confirms it there; else the value at the node's path.
     */
    witness(frames, i) {
        const f = frames[i];
        if (f.witness !== undefined)
            return f.witness ?? undefined;
        const v = this.verdict(f);
        if (v.kind !== 'excluded')
            return undefined;
        const calls = this.direction === 'request' ? { calls: true } : {};
        let value = v.witness;
        for (let k = i; k > 0 && value !== undefined; k--)
            value = (0,subschema/* embed */.E6)(this.sides(frames[k - 1])[0], frames[k].step, value, calls);
        if (value !== undefined && i > 0) {
            const [x, y] = this.sides(frames[0]);
            const whole = (0,subschema/* confirm */.lJ)(x, y, [value], calls);
            if (whole)
                return (f.witness = { value: whole.witness, of: '', rejected: { path: pathOf('', whole.failure.instancePath), keyword: whole.failure.keyword } });
        }
        if (i === 0)
            return (f.witness = { value: v.witness, of: '', rejected: { path: pathOf('', v.failure.instancePath), keyword: v.failure.keyword } });
        return (f.witness = { value: v.witness, of: f.path, rejected: { path: pathOf(f.path, v.failure.instancePath), keyword: v.failure.keyword } });
    }
}
/** `a.b` + `/c/0/d` → `a.b.c[0].d` (the parameter-path style of the reports). */
function pathOf(base, pointer) {
    let out = base;
    for (const raw of pointer.split('/').slice(1)) {
        const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (/^\d+$/.test(token))
            out += `[${token}]`;
        else
            out = out ? `${out}.${token}` : token;
    }
    return out;
}
const REASON = {
    included: {
        request: 'Proven by the subschema check: every call that passed before still passes.',
        response: 'Proven by the subschema check: the tool returns no value the old output schema ruled out.',
    },
    same: {
        request: 'Proven by the subschema check: exactly the same calls pass as before (written differently).',
        response: 'Proven by the subschema check: exactly the same values as before (written differently).',
    },
};
const WITNESSED = {
    request: 'The subschema check found a call that passed before and fails now (shown as the witness).',
    response: 'The subschema check found a value the tool may now return that the old output schema ruled out (shown as the witness).',
};
/** The finding claims which values pass (the rule says so): the core's verdict applies to it. */
function claimsValues(c) {
    return catalog/* RULES_BY_ID */.kF.get(c.rule)?.inclusion;
}
/**
 * Settle the findings of the frame that is closing (the last of `frames`, its children settled already) by the core's
 * verdict for its node, and report what the verdict shows that no finding names.
 */
function settle(judge, frames, node, hooks) {
    const i = frames.length - 1;
    const f = frames[i];
    const claims = f.changes.filter((c) => claimsValues(c));
    const direction = judge.direction;
    // the verdict is asked where findings claim something, where the node itself changed, and where nothing below
    // broke (an unexplained non-inclusion must not pass silently)
    const v = claims.length || node.differs.length || !f.breaking ? judge.verdict(f) : undefined;
    if (v?.kind === 'included') {
        let same;
        for (const c of claims) {
            if (c.severity === 'cosmetic')
                continue;
            const rule = claimsValues(c);
            if (rule.whenIncluded && c.severity === rule.whenIncluded)
                continue;
            same ??= judge.equivalent(f);
            if (same && !rule.whenIncluded)
                set(c, 'cosmetic', REASON.same[direction]);
            else if (c.severity === 'breaking' || (c.severity === 'silent' && !rule.whenIncluded))
                set(c, rule.whenIncluded ?? 'additive', REASON.included[direction]);
        }
        if (node.quiet && node.differs.length) {
            same ??= judge.equivalent(f);
            if (same)
                hooks.representation();
            // every old call passes; either the new schema takes calls it did not, or it no longer declares part of what
            // old calls send (they pass, and what is undeclared may be ignored: the meaning changed)
            else if (direction === 'response' || judge.callsIn(f, true))
                hooks.report({ verdict: 'safe', keyword: node.differs.join(', ') });
            else
                hooks.report({ verdict: 'dropped', keyword: node.differs.join(', ') });
        }
    }
    else if (v?.kind === 'unknown') {
        const why = `The subschema check cannot compare the two schemas here (${v.keyword}): this is not known to be safe.`;
        for (const c of claims)
            if (c.severity === 'additive' || c.severity === 'cosmetic')
                set(c, 'silent', why);
        if (!claims.length && node.differs.length && !f.changes.some((c) => c.severity === 'silent' || c.severity === 'breaking'))
            hooks.report({ verdict: 'unknown', keyword: v.keyword });
    }
    else if (v?.kind === 'excluded') {
        if (!f.breaking && !f.recursion && !f.changes.some((c) => c.severity === 'breaking')) {
            // a finding that could not tell (a pattern no automaton reads) is the one the witness fails: it is breaking
            const culprit = claims.find((c) => c.severity === 'silent' && !claimsValues(c)?.whenIncluded && c.pointer.endsWith(`/${v.failure.keyword}`));
            if (culprit)
                set(culprit, 'breaking', WITNESSED[direction]);
            else
                hooks.report({ verdict: 'breaks', keyword: v.failure.keyword }, v.failure.schemaPath);
        }
        if (f.changes.some((c) => c.severity === 'breaking' && claimsValues(c) && !c.witness)) {
            const w = judge.witness(frames, i);
            if (w)
                for (const c of f.changes)
                    if (c.severity === 'breaking' && claimsValues(c) && !c.witness)
                        c.witness = w;
        }
    }
    if (f.changes.some((c) => c.severity === 'breaking'))
        f.breaking = true;
    const parent = frames[i - 1];
    if (parent && f.breaking)
        parent.breaking = true;
}
function set(c, severity, reason) {
    c.severity = severity;
    c.reason = reason;
}

// EXTERNAL MODULE: ./src/diff/subschema/keywords.ts
var subschema_keywords = __webpack_require__(5805);
;// CONCATENATED MODULE: ./src/diff/schema/compare.ts












const MAX_DEPTH = 48;
/**
 * A shared definition is compared at every path that uses it (its changes are named where each use is), a recursive
 * one once per path; past this many nodes in one schema, a pair of nodes is compared only the first time it is met.
 */
const MAX_VISITS = 4000;
/** Rules that detect on node pairs in their own module (`detect`), in catalog order, and the keywords they claim. */
const DETECTING = catalog/* RULES */.y0.filter((r) => r.detect);
const CLAIMED = new Set(DETECTING.flatMap((r) => r.detect.keywords));
function childPath(path, name) {
    return path ? `${path}.${name}` : name;
}
function site(ctx, path, pointer) {
    return { entity: ctx.entity, tool: ctx.tool, path, pointer };
}
/** Compare two schema nodes at one parameter path, reporting every difference a caller would feel. */
function compareSchemas(ctx, a, b, path, step = ROOT_STEP, depth = 0, renamed) {
    if (depth > MAX_DEPTH)
        return;
    if (++ctx.visits.n > MAX_VISITS) {
        let seenB = ctx.seen.get(a.schema);
        if (!seenB)
            ctx.seen.set(a.schema, (seenB = new WeakSet()));
        if (seenB.has(b.schema))
            return;
        seenB.add(b.schema);
    }
    // Identical subtrees accept the same instances: nothing to report, nothing to walk (the common case by far).
    if (!ctx.refs && (0,json/* jsonEqual */.Zm)(a.schema, b.schema))
        return;
    const va = viewOf(a);
    const vb = viewOf(b);
    // a recursive definition meets the same pair of nodes (where they are written) again below itself: stop there (a
    // definition shared by two paths is compared at both, so its change is named where each path uses it)
    if (ctx.frames.some((f) => f.resolved[0] === va.node.pointer && f.resolved[1] === vb.node.pointer)) {
        const parent = ctx.frames[ctx.frames.length - 1];
        if (parent)
            parent.recursion = true;
        return;
    }
    const start = ctx.count.n;
    const at = site(ctx, path, vb.node.pointer);
    const frame = { a, b, path, step, changes: [], breaking: false, resolved: [va.node.pointer, vb.node.pointer] };
    ctx.frames.push(frame);
    try {
        detect(ctx, va, vb, at, renamed);
        compareObjects(ctx, va, vb, path, depth);
        compareArrays(ctx, va, vb, path, depth);
        compareAlternatives(ctx, va, vb, at);
        // a rename carries the titles generated from the two names (pydantic's): one finding, the rename
        const titleFollows = (0,titles/* titleFollowsName */.a)(va.title, vb.title, renamed);
        const differing = differingKeywords(va, vb).filter((k) => !(titleFollows && k === 'title'));
        const quiet = ctx.count.n === start;
        settle(ctx.judge, ctx.frames, { differs: differing.filter(valueKeyword), quiet }, {
            report: (meta, schemaPath) => {
                // a call that now fails a union or a condition is a composition change; anything else, the core's own finding
                const composition = meta.verdict === 'breaks' && schemaPath !== undefined ? COMPOSITION.find((k) => schemaPath.includes(`/${k}`)) : undefined;
                if (composition === undefined)
                    ctx.emit(rules.schemaChanged, at, null, null, meta);
                else if (ctx.direction === 'request')
                    ctx.emit(rules.compositionNarrowed, at, null, null, { keyword: composition, detail: `calls that passed before now fail ${composition}` });
                else
                    ctx.emit(rules.compositionWidened, at, null, null, { keyword: composition, detail: `may now hold values the old schema's ${composition} ruled out` });
            },
            representation: () => ctx.emit(rules.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` }),
        });
        // written differently in keywords that decide nothing (a `$schema` URL, a comment): still worth a line
        if (quiet && ctx.count.n === start && differing.length)
            ctx.emit(rules.schemaRepresentationChanged, at, null, null, { detail: `schema written differently (${differing.join(', ')})` });
    }
    finally {
        ctx.frames.pop();
    }
}
/** Keywords whose failure is a composition change (a union's alternatives, a condition). */
const COMPOSITION = ['oneOf', 'anyOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependentRequired', 'contains'];
/** A keyword whose change can change which values pass (not an annotation, not the reading of `$schema`). */
function valueKeyword(k) {
    const name = k.startsWith('$schema ') ? '$schema' : k;
    return !subschema_keywords/* ANNOTATIONS */.BC.has(name) && !name.startsWith('x-');
}
/**
 * The rules' own detection (`detect` in their modules: types, values, constraints, conditions, descriptions, titles,
 * defaults, patterns), in catalog order: each hook sees the node pair and reports its findings.
 */
function detect(ctx, va, vb, at, renamed) {
    const pair = {
        before: va,
        after: vb,
        site: at,
        direction: ctx.direction,
        closed: { before: closedView(va), after: closedView(vb) },
        at: (keyword, inAfter = true) => `${inAfter ? vb.node.pointer : va.node.pointer}/${keyword}`,
        claimed: CLAIMED,
    };
    if (renamed)
        pair.renamed = renamed;
    for (const rule of DETECTING)
        for (const f of rule.detect.compare(pair) ?? [])
            ctx.emit(rule, { ...at, pointer: f.pointer }, f.before, f.after, f.meta, f.flags);
}
/** Every object form of the node is closed to unknown properties. */
function closedView(view) {
    return view.objectForms.length > 0 && view.objectForms.every(isClosed);
}
function differingKeywords(va, vb) {
    const ra = va.node.schema;
    const rb = vb.node.schema;
    const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
    const out = [];
    for (const k of keys) {
        if (k === 'properties' || k === 'items')
            continue; // children report for themselves
        if (k === '$defs' || k === 'definitions')
            continue; // read through the $refs that use them, where they are used
        if ((0,json/* jsonEqual */.Zm)(ra[k], rb[k]))
            continue;
        if (!(0,json/* jsonEqual */.Zm)((0,canonical/* normalizeSchema */.lF)({ [k]: ra[k] ?? null }), (0,canonical/* normalizeSchema */.lF)({ [k]: rb[k] ?? null }))) {
            if (k === '$schema')
                out.push(`$schema ${String(ra[k] ?? '(none)')} → ${String(rb[k] ?? '(none)')}`);
            else
                out.push(k);
        }
    }
    return out;
}
/** A form nobody could have sent before (the old value could not be an object): what it requires breaks no one. */
function excludes(view, type) {
    return view.types !== null && !view.types.includes(type);
}
function compareObjects(ctx, va, vb, path, depth) {
    const fa = va.objectForms;
    const fb = vb.objectForms;
    if (fa.length === 0 && fb.length === 0)
        return;
    if (fa.length <= 1 && fb.length <= 1) {
        if (fa.length === 0 && !excludes(va, 'object'))
            return;
        if (fb.length === 0 && !excludes(vb, 'object'))
            return;
        const [x, y] = [fa[0], fb[0]];
        // (an object whose properties are simply gone is not this: each parameter it no longer declares is reported)
        if (x && y && isFreeForm(y) && !isFreeForm(x) && y.schema.additionalProperties !== undefined) {
            // loosened to any properties: every call that passed still passes, the named ones are now unconstrained
            const named = [...propertiesOf(x).keys()];
            ctx.emit(rules.additionalPropertiesOpened, site(ctx, path, y.pointer), describeForm(x), describeForm(y), { freeForm: named });
            return;
        }
        compareProperties(ctx, x, y, path, depth, fa.length === 0);
        return;
    }
    // One object split into alternatives, or alternatives merged into one: judged by what the continuing forms accept.
    if (fa.length === 1 || fb.length === 1) {
        const one = (fa.length === 1 ? fa[0] : fb[0]);
        const many = fa.length === 1 ? fb : fa;
        const continuing = many.filter((m) => formOverlap(one, m) > FORM_OVERLAP);
        // an alternative that is the old form unchanged keeps it whole: the others are alternatives added (or removed)
        const kept = many.some((m) => (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(m.schema)) === (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(one.schema)));
        if (continuing.length >= 2 && !kept) {
            const merged = mergeForms(continuing);
            if (fa.length === 1)
                compareProperties(ctx, one, merged, path, depth, false);
            else
                compareProperties(ctx, merged, one, path, depth, false);
            const at = (n) => site(ctx, path, n.pointer);
            for (const m of many) {
                if (continuing.includes(m))
                    continue;
                if (fa.length === 1)
                    ctx.emit(rules.compositionWidened, at(m), null, describeForm(m), { keyword: 'anyOf', detail: `alternative ${describeForm(m)} added` });
                else
                    ctx.emit(rules.compositionNarrowed, at(m), describeForm(m), null, { keyword: 'anyOf', detail: `alternative ${describeForm(m)} removed` });
            }
            return;
        }
    }
    // Several object forms (a discriminated union): pair the forms, compare each pair, report forms added or removed.
    const pairs = pairForms(fa, fb);
    for (const [x, y] of pairs)
        compareProperties(ctx, x, y, path, depth, false);
    const at = (n) => site(ctx, path, n.pointer);
    for (const x of fa)
        if (!pairs.some(([p]) => p === x))
            ctx.emit(rules.compositionNarrowed, at(x), describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
    for (const y of fb)
        if (!pairs.some(([, p]) => p === y))
            ctx.emit(rules.compositionWidened, at(y), null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}
/** An object that takes any properties: none named, no pattern, none required, unknown ones allowed with any value. */
function isFreeForm(form) {
    const s = form.schema;
    const ap = s.additionalProperties;
    if (!(ap === undefined || ap === true || ((0,json/* isObject */.Gv)(ap) && Object.keys(ap).length === 0)))
        return false;
    if (s.patternProperties !== undefined || s.unevaluatedProperties === false)
        return false;
    if ((0,json/* isObject */.Gv)(s.properties) && Object.keys(s.properties).length > 0)
        return false;
    return !(Array.isArray(s.required) && s.required.length > 0) && s.minProperties === undefined && s.maxProperties === undefined;
}
/** Below this overlap two object forms are different alternatives, not one form continued. */
const FORM_OVERLAP = 0.2;
/** How much two object forms are one form: shared property names, with agreeing (or clashing) discriminator constants. */
function formOverlap(x, y) {
    const px = propertiesOf(x);
    const py = propertiesOf(y);
    let shared = 0;
    let constBonus = 0;
    for (const [name, s] of px) {
        const t = py.get(name);
        if (!t)
            continue;
        shared++;
        const cx = viewOf(s).values;
        const cy = viewOf(t).values;
        if (cx && cy && cx.length === 1 && cy.length === 1)
            constBonus += (0,json/* jsonEqual */.Zm)(cx[0], cy[0]) ? 1 : -1;
        // a one-value discriminator against a list that holds it: the same form, split by that value
        else if (cx && cy && (cx.length === 1 || cy.length === 1) && (cx.length === 1 ? cy : cx).some((v) => (0,json/* jsonEqual */.Zm)(v, (cx.length === 1 ? cx : cy)[0])))
            constBonus += 0.5;
    }
    const union = new Set([...px.keys(), ...py.keys()]).size;
    return (union ? shared / union : 1) + constBonus;
}
/**
 * The object alternatives of a union seen as one form, for what a call can send: every property any of them names
 * (a property named by several takes any of their schemas), required only when all of them require it, closed only
 * when all are closed. A split into alternatives that still accept every old call compares clean against it.
 */
function mergeForms(forms) {
    const first = forms[0];
    const props = new Map();
    for (const f of forms)
        for (const [name, p] of propertiesOf(f))
            props.set(name, [...(props.get(name) ?? []), p.schema]);
    const properties = {};
    for (const [name, variants] of props) {
        const distinct = variants.filter((v, i) => variants.findIndex((w) => (0,json/* jsonEqual */.Zm)(w, v)) === i);
        properties[name] = distinct.length === 1 ? distinct[0] : (valueUnion(distinct) ?? { anyOf: distinct });
    }
    const required = [...requiredOf(first)].filter((n) => forms.every((f) => requiredOf(f).has(n)));
    const schema = { type: 'object', properties, required };
    if (forms.every(isClosed))
        schema.additionalProperties = false;
    return { ...first, schema };
}
/** Schemas that differ only in their allowed values (`{type: string, enum: [a]}`, `{…, enum: [b]}`) as one list of values. */
function valueUnion(variants) {
    const rests = [];
    const values = [];
    for (const v of variants) {
        if (!(0,json/* isObject */.Gv)(v))
            return undefined;
        const { enum: e, const: c, description: _d, ...rest } = v;
        if (c !== undefined)
            values.push(c);
        else if (Array.isArray(e))
            values.push(...e);
        else
            return undefined;
        rests.push(rest);
    }
    if (!rests.every((r) => (0,json/* jsonEqual */.Zm)(r, rests[0])))
        return undefined;
    const { const: _c, ...first } = variants[0];
    return { ...first, enum: values.filter((x, i) => values.findIndex((y) => (0,json/* jsonEqual */.Zm)(x, y)) === i) };
}
/** Pair object forms by their discriminating constants and shared property names. */
function pairForms(fa, fb) {
    const score = formOverlap;
    const candidates = [];
    fa.forEach((x, i) => fb.forEach((y, j) => candidates.push([score(x, y), i, j])));
    candidates.sort((p, r) => r[0] - p[0] || p[1] - r[1] || p[2] - r[2]);
    const usedA = new Set();
    const usedB = new Set();
    const out = [];
    for (const [s, i, j] of candidates) {
        if (s <= FORM_OVERLAP || usedA.has(i) || usedB.has(j))
            continue;
        usedA.add(i);
        usedB.add(j);
        out.push([fa[i], fb[j]]);
    }
    return out;
}
function compareProperties(ctx, a, b, path, depth, newForm) {
    const pa = a ? propertiesOf(a) : new Map();
    const pb = b ? propertiesOf(b) : new Map();
    const ra = a ? requiredOf(a) : new Set();
    const rb = b ? requiredOf(b) : new Set();
    const closedA = a ? isClosed(a) : true;
    const closedB = b ? isClosed(b) : true;
    if (a && b && closedA !== closedB) {
        const s = site(ctx, path, `${b.pointer}/additionalProperties`);
        ctx.emit(closedB ? rules.additionalPropertiesClosed : rules.additionalPropertiesOpened, s, a.schema.additionalProperties ?? null, b.schema.additionalProperties ?? null);
    }
    const removed = [...pa.keys()].filter((k) => !pb.has(k));
    const added = [...pb.keys()].filter((k) => !pa.has(k));
    for (const [name, x] of pa) {
        const y = pb.get(name);
        if (!y)
            continue;
        const p = childPath(path, name);
        const s = site(ctx, p, y.pointer);
        if (!ra.has(name) && rb.has(name))
            ctx.emit(rules.paramBecameRequired, s, false, true);
        if (ra.has(name) && !rb.has(name))
            ctx.emit(rules.paramBecameOptional, s, true, false);
        compareSchemas(ctx, x, y, p, { kind: 'prop', name }, depth + 1);
    }
    const renames = removed.length && added.length
        ? pairParams(removed.map((n) => [n, pa.get(n)]), added.map((n) => [n, pb.get(n)]), { oldNames: [...pa.keys()], newNames: [...pb.keys()] })
        : [];
    const renamedFrom = new Set(renames.map(([x]) => x));
    const renamedTo = new Set(renames.map(([, y]) => y));
    for (const [from, to] of renames) {
        const p = childPath(path, to);
        const y = pb.get(to);
        // The rename carries the description change (and any flag on the new words): one finding, as a reviewer reads it.
        const dx = viewOf(pa.get(from)).description;
        const dy = viewOf(y).description;
        const descriptionChanged = (dx ?? '') !== (dy ?? '');
        const flags = descriptionChanged ? (0,instructions/* textFlags */.H)(dx, dy, `the description of renamed parameter '${p}'`) : [];
        ctx.emit(rules.paramRenamed, site(ctx, p, y.pointer), childPath(path, from), p, { closed: closedB, requiredAfter: rb.has(to), descriptionChanged }, flags);
        compareSchemas(ctx, pa.get(from), y, p, { kind: 'prop', name: from }, depth + 1, { from, to });
    }
    // values of a declared map on both sides (`additionalProperties` with a schema): data the calls carry, compared too
    const mapA = a?.schema.additionalProperties;
    const mapB = b?.schema.additionalProperties;
    if (a && b && (0,json/* isObject */.Gv)(mapA) && (0,json/* isObject */.Gv)(mapB) && !(0,subschema_keywords/* isTrivial */.Cn)(mapA) && !(0,subschema_keywords/* isTrivial */.Cn)(mapB))
        compareSchemas(ctx, child(a, mapA, 'additionalProperties'), child(b, mapB, 'additionalProperties'), childPath(path, '*'), { kind: 'map' }, depth + 1);
    for (const name of removed) {
        if (renamedFrom.has(name))
            continue;
        const x = pa.get(name);
        ctx.emit(rules.paramRemoved, site(ctx, childPath(path, name), x.pointer), summary(x, ra.has(name)), null, { closed: b ? closedB : true });
    }
    for (const name of added) {
        if (renamedTo.has(name))
            continue;
        const y = pb.get(name);
        const s = site(ctx, childPath(path, name), y.pointer);
        const flags = (0,instructions/* textFlags */.H)(undefined, typeof y.schema.description === 'string' ? y.schema.description : undefined, `the description of new parameter '${s.path}'`);
        if (rb.has(name))
            ctx.emit(rules.paramAddedRequired, s, null, summary(y, true), { newForm: newForm ? path : undefined }, flags);
        else
            ctx.emit(rules.paramAddedOptional, s, null, summary(y, false), undefined, flags);
    }
}
/** What a reviewer needs to see of an added or removed parameter: its type, whether it is required, its description. */
function summary(node, required) {
    const v = viewOf(node);
    const out = { type: v.types ? (v.types.length === 1 ? v.types[0] : v.types) : 'any', required };
    if (v.description !== undefined)
        out.description = v.description;
    if (v.values)
        out.enum = v.values;
    if (v.hasDefault)
        out.default = v.default ?? null;
    return out;
}
function compareArrays(ctx, va, vb, path, depth) {
    const fa = va.arrayForms[0];
    const fb = vb.arrayForms[0];
    if (!fa || !fb)
        return;
    const pa = prefixItemsOf(fa);
    const pb = prefixItemsOf(fb);
    const ra = restOf(fa);
    const rb = restOf(fb);
    // an unconstrained position compares against the empty schema (items constrained where they were free, or the reverse)
    const empty = (n) => ({ ...n, schema: {} });
    const positions = Math.max(pa.length, pb.length);
    for (let i = 0; i < positions; i++) {
        const x = pa[i] ?? ra;
        const y = pb[i] ?? rb;
        // a position one side does not allow at all is the tuple's shape (below); one both leave free has nothing to compare
        if (x === false || y === false || (!x && !y))
            continue;
        compareSchemas(ctx, x ?? empty(y), y ?? empty(x), `${path}[${i}]`, { kind: 'item', index: i }, depth + 1);
    }
    if (ra !== false && rb !== false && (ra || rb))
        compareSchemas(ctx, ra ?? empty(rb), rb ?? empty(ra), `${path}[]`, { kind: 'item', index: positions }, depth + 1);
    if (pa.length !== pb.length || (ra === false) !== (rb === false)) {
        // the tuple's shape (how many positions, closed or not), judged by what it lets through: a closed tuple that
        // grows accepts more, one that shrinks (or closes) rejects the longer calls
        const shape = (n, closed) => ({ type: 'array', ...(n ? { prefixItems: Array(n).fill(true) } : {}), ...(closed ? { items: false } : {}) });
        const sa = shape(pa.length, ra === false);
        const sb = shape(pb.length, rb === false);
        const wider = (0,subschema/* included */.d8)({ schema: sa, root: sa }, { schema: sb, root: sb }).kind === 'included';
        const narrower = (0,subschema/* included */.d8)({ schema: sb, root: sb }, { schema: sa, root: sa }).kind === 'included';
        if (wider && narrower)
            return;
        const what = (n, closed) => `${closed ? 'closed' : 'open'} tuple of ${n} position${n === 1 ? '' : 's'}`;
        const detail = `${what(pa.length, ra === false)} became a ${what(pb.length, rb === false)}`;
        const s = site(ctx, path, fb.pointer);
        if (wider)
            ctx.emit(rules.compositionWidened, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
        else
            ctx.emit(rules.compositionNarrowed, s, pa.length, pb.length, { keyword: 'prefixItems', detail });
    }
}
/** The schema of the positions after a tuple's own (`items` after `prefixItems`, draft-07 `additionalItems`): false when none may be there. */
function restOf(form) {
    const s = form.schema;
    const [rest, key] = Array.isArray(s.prefixItems) ? [s.items, 'items'] : Array.isArray(s.items) ? [s.additionalItems, 'additionalItems'] : [s.items, 'items'];
    if (rest === false)
        return false;
    return (0,json/* isObject */.Gv)(rest) ? child(form, rest, key) : undefined;
}
/** Union alternatives that are more than a type or a value list (those show as type and enum changes already). */
function structured(alt) {
    return Object.keys(alt.schema).some((k) => !['type', 'enum', 'const', 'description', 'title', 'default', 'nullable', '$schema', 'examples'].includes(k));
}
function compareAlternatives(ctx, va, vb, at) {
    if (va.alternatives.length <= 1 && vb.alternatives.length <= 1)
        return;
    // object forms were paired in compareObjects; here: other structured alternatives (arrays with items, strings with patterns)
    const others = (v) => v.alternatives.filter((x) => structured(x) && !v.objectForms.includes(x));
    const xa = others(va);
    const xb = others(vb);
    const keyOf = (x) => (0,canonical/* canonicalJson */.dj)((0,canonical/* normalizeSchema */.lF)(x.schema));
    const kb = new Set(xb.map(keyOf));
    const ka = new Set(xa.map(keyOf));
    if (xa.length === xb.length)
        return; // same number of structured alternatives: their differences show in the merged view
    for (const x of xa)
        if (!kb.has(keyOf(x)))
            ctx.emit(rules.compositionNarrowed, { ...at, pointer: x.pointer }, describeForm(x), null, { keyword: 'anyOf', detail: `alternative ${describeForm(x)} removed` });
    for (const y of xb)
        if (!ka.has(keyOf(y)))
            ctx.emit(rules.compositionWidened, { ...at, pointer: y.pointer }, null, describeForm(y), { keyword: 'anyOf', detail: `alternative ${describeForm(y)} added` });
}

;// CONCATENATED MODULE: ./src/diff/schema/direction.ts
/** An emitter for one schema: request rules as they are, response rules translated. */
function directedEmitter(direction, sink) {
    return (rule, site, before, after, meta, flags) => {
        if (direction === 'response' && rule.response) {
            return sink(rule.response({ before: before ?? null, after: after ?? null, meta: meta ?? {} }).make(site, flags));
        }
        sink(rule.make(site, before, after, meta ?? {}, flags));
    };
}

;// CONCATENATED MODULE: ./src/diff/tool.ts





const EMPTY_OBJECT_SCHEMA = { type: 'object' };
/**
 * Every difference between two versions of one tool (`after.name` is the name reported): the rules' tool hooks (title,
 * description, annotations, execution, output schema added or removed), then the input schema and the output schema.
 */
function diffTool(before, after, sink) {
    const counted = { n: 0 };
    const push = (c) => {
        counted.n++;
        sink(c);
    };
    detectPair('tool', { before, after, site: { entity: 'tool', tool: after.name, path: '', pointer: '' } }, push);
    diffSchema('request', before.inputSchema, after.inputSchema, '/inputSchema', after.name, push, counted);
    if (before.outputSchema && after.outputSchema)
        diffSchema('response', before.outputSchema, after.outputSchema, '/outputSchema', after.name, push, counted);
}
/**
 * A tool's arguments (and its structured result) are always a JSON object, so a root schema without `type` (a server
 * whose schema generation broke sends `{"$schema": …}` alone) is an open object: typing it later adds parameters,
 * requirements and closedness that are reported as such, not as one vague "any → object" narrowing.
 */
function asObjectRoot(schema) {
    if (schema.type !== undefined || typeof schema.$ref === 'string')
        return schema; // a $ref's target says what it is
    return { ...schema, type: 'object' };
}
/** Compare one schema of a tool in its direction. */
function diffSchema(direction, a, b, pointer, tool, push, counted = { n: 0 }) {
    const sa = asObjectRoot((0,json/* isObject */.Gv)(a) ? a : EMPTY_OBJECT_SCHEMA);
    const sb = asObjectRoot((0,json/* isObject */.Gv)(b) ? b : EMPTY_OBJECT_SCHEMA);
    const refs = JSON.stringify(sa).includes('"$ref"') || JSON.stringify(sb).includes('"$ref"');
    const frames = [];
    // every change is also kept by the frame of the node it was made at, which the subschema core settles
    const sink = (c) => {
        push(c);
        frames[frames.length - 1]?.changes.push(c);
    };
    const ctx = {
        entity: 'tool',
        tool,
        direction,
        emit: directedEmitter(direction, sink),
        seen: new WeakMap(),
        count: counted,
        refs,
        frames,
        judge: new Judge(direction),
        visits: { n: 0 },
    };
    compareSchemas(ctx, { schema: sa, pointer, root: sa, rootPointer: pointer }, { schema: sb, pointer, root: sb, rootPointer: pointer }, '');
}

;// CONCATENATED MODULE: ./src/diff/engine.ts
















function byName(items) {
    return new Map((items ?? []).map((t) => [t.name, t]));
}
/**
 * Malformed entries of the new list, one finding each: invalid entries (not an object, no string name, nested past
 * the depth limit) and names listed more than once. The diff reads the valid entries, first copy of each name.
 */
function listFindings(kind, checked, push) {
    for (const bad of checked.invalid)
        push(rules.toolInvalid.make({ entity: kind, tool: bad.label, path: '', pointer: `/${kind}s/${bad.index}` }, null, null, { problem: bad.problem, kind }));
    for (const dup of checked.duplicates)
        push(rules.toolDuplicated.make({ entity: kind, tool: dup.name, path: '', pointer: `/${kind}s/${dup.indexes[1]}` }, null, dup.indexes.length, { count: dup.indexes.length, differ: dup.differ, kind }));
}
/**
 * Every difference between two snapshots of one server: tools (paired renames), prompts, resource templates and
 * instructions. `others` names the tools of the other configured servers (text that directs them is shadowing): a
 * list, or the index of every server's tools that `diffSnapshots` builds once per run.
 */
function diffServer(beforeRead, afterRead, others = []) {
    const [before, after] = (0,canonical/* eraNeutral */.E$)(beforeRead, afterRead);
    const out = [];
    const push = (c) => out.push(c);
    const checkedAfter = (0,tool_list/* checkTools */.Gd)(after.tools);
    const checkedPromptsAfter = (0,tool_list/* checkPrompts */._N)(after.prompts);
    listFindings('tool', checkedAfter, push);
    listFindings('prompt', checkedPromptsAfter, push);
    const ta = byName((0,tool_list/* checkTools */.Gd)(before.tools).entries);
    const tb = byName(checkedAfter.entries);
    // (no need to sort here: sortChanges orders the result, and each tool's own changes keep their emission order)
    for (const [name, a] of ta) {
        const b = tb.get(name);
        if (b && !(0,json/* jsonEqual */.Zm)(a, b))
            diffTool(a, b, push);
    }
    const removed = [...ta.values()].filter((t) => !tb.has(t.name)).sort(cmpName);
    const added = [...tb.values()].filter((t) => !ta.has(t.name)).sort(cmpName);
    const { renamed: renames, possible } = pairTools(removed, added);
    const possibleRenameOf = new Map(possible.map(([a, b]) => [b, a.name]));
    for (const [a, b] of renames) {
        push(rules.toolRenamed.make(engine_site('tool', b.name), a.name, b.name, undefined));
        diffTool(a, b, push);
    }
    const renamedFrom = new Set(renames.map(([a]) => a));
    const renamedTo = new Set(renames.map(([, b]) => b));
    for (const a of removed)
        if (!renamedFrom.has(a))
            push(rules.toolRemoved.make(engine_site('tool', a.name), a.name, null, undefined));
    const names = [...tb.keys()].sort();
    const around = (self) => ({ self, siblings: names, others }); // cross-tool skips self
    for (const b of added)
        if (!renamedTo.has(b))
            push(toolAdded(b, around(b.name), possibleRenameOf.get(b)));
    const pa = byName((0,tool_list/* checkPrompts */._N)(before.prompts).entries);
    const pb = byName(checkedPromptsAfter.entries);
    for (const [name, a] of pa) {
        const b = pb.get(name);
        if (b)
            diffPrompt(a, b, push);
    }
    const premoved = [...pa.values()].filter((p) => !pb.has(p.name)).sort(cmpName);
    const padded = [...pb.values()].filter((p) => !pa.has(p.name)).sort(cmpName);
    const prenames = pairPrompts(premoved, padded);
    for (const [a, b] of prenames) {
        push(rules.promptRenamed.make(engine_site('prompt', b.name), a.name, b.name, undefined));
        diffPrompt(a, b, push);
    }
    for (const a of premoved)
        if (!prenames.some(([x]) => x === a))
            push(rules.promptRemoved.make(engine_site('prompt', a.name), a.name, null, undefined));
    for (const b of padded)
        if (!prenames.some(([, y]) => y === b))
            push(rules.promptAdded.make(engine_site('prompt', b.name), null, b.name, undefined, (0,instructions/* textFlags */.H)(undefined, b.description, 'the new prompt description', { siblings: names, others })));
    diffServerSurface(before, after, push);
    for (const c of out)
        crossToolFlags(c, around(c.tool), names, others);
    addTitleFlags(out, ta, tb); // a title that hides what the tool does (the name side by side in the flag)
    return sortChanges(once(out));
}
/**
 * Every finding once: the same rule, severity, message and values at the same tool and path, reached through two
 * union alternatives (two pointers), is one line for a reader. The first pointer is kept.
 */
function once(changes) {
    const seen = new Set();
    return changes.filter((c) => {
        const k = (0,canonical/* canonicalJson */.dj)([c.rule, c.entity, c.tool, c.path, c.severity, c.message, c.before ?? null, c.after ?? null]);
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** Changed text reads next to the other tools too: add the cross-tool flags the walkers, which see one tool, cannot. */
function crossToolFlags(c, ctx, names, others) {
    if (c.severity === 'cosmetic' || typeof c.after !== 'string' || !(c.before === null || typeof c.before === 'string'))
        return;
    const what = CHANGED_TEXT[c.rule];
    if (!what)
        return;
    const context = c.entity === 'tool' ? ctx : { siblings: names, others };
    const found = (0,instructions/* textFlags */.H)(c.before ?? undefined, c.after, what(c), context).filter((f) => f.family === 'cross-tool');
    if (found.length)
        c.flags = [...(c.flags ?? []), ...found];
}
const CHANGED_TEXT = {
    'tool-description-changed': () => 'the tool description',
    'param-description-changed': (c) => `the description of '${c.path}'`,
    'schema-description-changed': () => 'the schema description',
    'instructions-changed': () => 'the server instructions',
    'prompt-description-changed': () => 'the prompt description',
};
function cmpName(a, b) {
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
function engine_site(entity, name) {
    return { entity, tool: name, path: '', pointer: '' };
}
/**
 * A new tool: additive, flagged when annotated destructive (`destructive-tool-added`), when it says nothing about its
 * effects so the spec defaults call it destructive (`unannotated-tool-added`: listed for review), or when it carries
 * instruction-like text. Which flags block is the policy's call. `possibleRenameOf`: a removed tool pairing proposed
 * but the rename-evidence rule turned down (noted, never translated by the proxy).
 */
function toolAdded(tool, ctx, possibleRenameOf) {
    const flags = [];
    const destructive = (0,hints/* destructiveReason */.fO)(tool.annotations);
    const source = (0,hints/* destructiveSource */.Q8)(tool.annotations);
    if (destructive && source === 'annotation')
        flags.push({ id: 'destructive-tool-added', message: `new tool '${tool.name}' is destructive (${destructive})` });
    else if (destructive)
        flags.push({ id: 'unannotated-tool-added', message: `new tool '${tool.name}' has no readOnlyHint or destructiveHint, so the spec defaults call it destructive: review what it does` });
    flags.push(...newToolTextFlags(tool, ctx));
    flags.push(...(0,mirrored_headers/* newToolHeaderFlags */.F0)(tool)); // a secret mirrored into an HTTP header (x-mcp-header)
    const title = displayTitle(tool); // the reports show it beside the name
    const meta = { destructive, ...(possibleRenameOf ? { possibleRenameOf } : {}), ...(title !== undefined ? { title } : {}) };
    return { ...rules.toolAdded.make(engine_site('tool', tool.name), null, tool.name, meta, flags), modelText: modelText(tool) };
}
/**
 * Everything of a new tool the model reads, judged as text: its description and title, every parameter's description
 * and title, the enum values, and its name. One flag per family, the first text it fires on (the description first).
 */
function newToolTextFlags(tool, ctx) {
    const at = `new tool '${tool.name}'`;
    const texts = [...modelTextParts(tool, at), { what: `the name of ${at}`, text: tool.name.replace(/[_-]+/g, ' ') }];
    const out = [];
    for (const { what, text } of texts) {
        for (const f of (0,instructions/* textFlags */.H)(undefined, text, what, ctx)) {
            const same = out.findIndex((o) => o.family === f.family && o.id === f.id);
            if (same < 0)
                out.push(f);
            else if (out[same].confidence !== 'high' && f.confidence === 'high')
                out[same] = f;
        }
    }
    return out;
}
/** Stable order: by tool, tool-level changes first, then by parameter path, rule and pointer. */
function sortChanges(changes) {
    const key = (c) => [c.server ?? '', c.entity, c.tool, c.path === '' ? '0' : '1', c.path, c.rule, c.pointer];
    return changes
        .map((c, i) => [key(c), i, c])
        .sort((x, y) => {
        for (let k = 0; k < x[0].length; k++)
            if (x[0][k] !== y[0][k])
                return x[0][k] < y[0][k] ? -1 : 1;
        return x[1] - y[1];
    })
        .map(([, , c]) => c);
}
function summarize(changes) {
    const s = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
    for (const c of changes)
        s[c.severity]++;
    return s;
}
/** Diff two snapshot sets server by server. A server that failed on either side is reported, not diffed. */
function diffSnapshots(before, after) {
    const ids = [...new Set([...Object.keys(before.servers), ...Object.keys(after.servers)])].sort();
    const single = ids.length === 1 && ids[0] === types/* DEFAULT_SERVER_ID */.k;
    const changes = [];
    const servers = {};
    /** Every server's tool names, indexed once (for shadowing: text of one server that directs another's tools). */
    let tools;
    for (const id of ids) {
        const a = before.servers[id];
        const b = after.servers[id];
        const status = { status: 'ok' };
        if (a)
            status.before = side(a);
        if (b)
            status.after = side(b);
        let serverChanges = [];
        if (a?.error || b?.error)
            status.status = 'failed';
        else if (a && b)
            serverChanges = diffServer(a, b, { index: (tools ??= toolNames(after)), except: id });
        else if (b) {
            status.status = 'added';
            serverChanges = diffServer({ tools: [] }, b, { index: (tools ??= toolNames(after)), except: id });
        }
        else if (a) {
            status.status = 'removed';
            serverChanges = diffServer(a, { tools: [] });
        }
        for (const c of serverChanges)
            changes.push(single ? c : { server: id, ...c });
        servers[id] = status;
    }
    return { changes, summary: summarize(changes), servers };
}
/** The tools of every server of the set, by server id (a server's own are left out when its text is judged). */
function toolNames(set) {
    return tool_names/* ToolNameIndex */.Qz.ofServers(Object.keys(set.servers)
        .sort()
        .map((id) => [id, (0,tool_list/* checkTools */.Gd)(set.servers[id]?.tools).entries.map((t) => t.name)]));
}
function side(s) {
    const out = { tools: Array.isArray(s.tools) ? s.tools.length : 0 };
    if (s.error)
        out.error = s.error;
    // the package version the launch spec runs (or resolved to), else what the server says of itself
    const pkg = s.package?.version ?? s.package?.resolved;
    if (typeof pkg === 'string')
        out.version = pkg;
    else if ((0,json/* isObject */.Gv)(s.serverInfo) && typeof s.serverInfo.version === 'string')
        out.version = s.serverInfo.version;
    return out;
}



/***/ }),

/***/ 7027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ textFlags)
});

;// CONCATENATED MODULE: ./src/diff/flags/signal.ts
function defineSignal(s) {
    return s;
}
/** Split text into the sentences a flag quotes. */
function sentences(text) {
    return text
        .split(/(?<=[.!?])\s+|\n+/)
        .map((s) => s.trim())
        .filter(Boolean);
}
/** One regex test as a detect function. */
function matches(re) {
    return (s) => (re.test(s) ? {} : undefined);
}

;// CONCATENATED MODULE: ./src/diff/flags/hidden.ts

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/;
const COMMENT = /<!--[\s\S]*?-->/;
/** A base64 blob: long, unbroken, mixed case and digits (hashes are hex, identifiers are shorter). */
const BASE64 = /(?<![A-Za-z0-9+/=_-])(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{60,}={0,2}(?![A-Za-z0-9+/=_-])/;
/** A run of spaces that pushes text off the right of the screen (the published WhatsApp exfiltration hid data so). */
const FAR_RIGHT = /\S[ \t\u00A0]{60,}\S/;
/** Name the invisible or bidirectional characters in a text, e.g. `U+200B ×2, U+202E`. */
function invisibleCharacters(text) {
    const counts = new Map();
    for (const m of text.matchAll(INVISIBLE)) {
        const code = `U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    return [...counts.entries()].map(([c, n]) => (n > 1 ? `${c} ×${n}` : c));
}
/**
 * Hidden text: what a reviewer reading the text in a browser or a terminal does not see. Invisible and bidirectional
 * characters are reported by the combiner as `invisible-unicode` (it compares code points with the old text); this
 * module finds the rest.
 */
const hidden_hidden = defineSignal({
    family: 'hidden',
    confidence: 'high',
    spans: true,
    label: 'text hidden from a reader (an HTML comment, ANSI escapes, a base64 blob or text pushed off-screen)',
    rationale: 'Text the reviewer cannot see but the model reads is the whole point of a hidden comment, a terminal escape, an encoded blob or a run of spaces; none of them documents a tool.',
    detect: (s) => {
        if (COMMENT.test(s))
            return { label: 'a hidden HTML comment' };
        if (ANSI.test(s))
            return { label: 'ANSI terminal escapes' };
        if (FAR_RIGHT.test(s))
            return { label: 'text pushed off-screen by a run of spaces' };
        if (BASE64.test(s))
            return { label: 'a base64 blob' };
        return undefined;
    },
});

;// CONCATENATED MODULE: ./src/diff/flags/alarm.ts

const TAG = /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|sys)\s*>|\[\s*(?:important|system|admin)\s*\]/i;
const SHOUTED = /\bSECURITY PROTOCOL\b|\bMANDATORY\b|\bCRITICAL INSTRUCTIONS?\b|\bVERY,? VERY\b|\bSYSTEM (?:OVERRIDE|NOTICE|MESSAGE)\b/;
/**
 * Alarm framing: pseudo-tags and shouted headings addressed to the model. Tags and brackets match in any case; the
 * shouted words only in capitals ("mandatory when exact is false" is a real description, and so is "**IMPORTANT -
 * Use map before agent:**", which is why a bare IMPORTANT or CRITICAL does not fire).
 */
const alarm = defineSignal({
    family: 'alarm',
    confidence: 'high',
    spans: true,
    label: 'alarm framing addressed to the model',
    rationale: 'A description that describes a tool has no use for <IMPORTANT> tags, [important] brackets or a "SECURITY PROTOCOL": they are how published poisoning examples make the model treat the text as an order.',
    detect: (s) => (TAG.test(s) || SHOUTED.test(s) ? {} : undefined),
});

;// CONCATENATED MODULE: ./src/diff/flags/concealment.ts

/** Concealment: the text asks the model to keep something from the user. */
const concealment = defineSignal({
    family: 'concealment',
    confidence: 'high',
    label: 'an instruction to hide something from the user',
    rationale: 'A tool that does what it says needs no secrecy from the person using it; "do not mention", "silently forward" and "without telling the user" are how poisoned descriptions keep the user from noticing.',
    detect: matches(/\b(?:do\s+not|don'?t|never|must\s+not|should\s+not|shouldn'?t)\s+(?:ever\s+)?(?:mention|tell|inform|reveal|disclose|notify|alert|show|display|report|explain)\b(?![^.]*\b(?:unless|only\s+if)\b)|\bwithout\s+(?:telling|informing|notifying|alerting|asking|mentioning|showing)\b|\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:\w+\s+){0,3}(?:send|append|add|include|call|forward|copy|upload|read|pass|use|replace|change|collect|attach|log|store|share)|\b(?:user|human)\s+(?:does\s+not|doesn'?t|need\s+not|must\s+not|should\s+not)\s+(?:need\s+to\s+)?(?:know|see|be\s+(?:told|informed|aware))|\b(?:keep|hide)\s+(?:this|it|these)\s+(?:step\s+|instruction\s+)?(?:secret|hidden|confidential|private)\b|\bcould\s+(?:even\s+)?upset\s+the\s+user\b/i),
});

// EXTERNAL MODULE: ./src/diff/flags/tool-names.ts
var tool_names = __webpack_require__(6332);
;// CONCATENATED MODULE: ./src/diff/flags/cross-tool.ts


/** Imperative wording: the model is told to do something, not informed of something. */
const IMPERATIVE = /\b(?:must|always|never|need\s+to|needs\s+to|have\s+to|has\s+to|make\s+sure|be\s+sure|ensure|shall|mandatory)\b/i;
/** What a tool that wants to replace a sibling says of it. */
const DISPARAGE = /\b(?:deprecated|broken|unsafe|insecure|corrupts?|compromised|no\s+longer\s+works|malfunction\w*|buggy|dangerous)\b/i;
const VERB = String.raw `(?:use|using|uses|call|calling|calls|run|running|runs|invoke|invoking|invokes|execute|executing|executes|trigger|triggering)`;
const NO_SIBLINGS = [];
/** The index of a server's own names, kept per array (a server's texts share one: see FlagContext.siblings). */
const SIBLINGS = new WeakMap();
/** The index of an explicit list of other servers' tools (a library caller's `others`), kept per array. */
const OTHERS = new WeakMap();
function siblingIndex(siblings) {
    let index = SIBLINGS.get(siblings);
    if (!index)
        SIBLINGS.set(siblings, (index = new tool_names/* ToolNameIndex */.Qz(siblings.map((name) => ({ name })))));
    return index;
}
/** The names `sentence` may mention, in the order they were given: the server's own tools, then the other servers'. */
function candidates(sentence, ctx) {
    const runs = new Set((0,tool_names/* runsOf */.ky)(sentence));
    const own = siblingIndex(ctx.siblings ?? NO_SIBLINGS);
    const out = own.candidates(runs);
    const others = ctx.others;
    if (!others)
        return out;
    // another server's tool named like one of this server's is read as this server's (a sibling)
    if (isOtherServersTools(others))
        out.push(...others.index.candidates(runs, { server: others.except, names: own.names }));
    else {
        let index = OTHERS.get(others);
        if (!index)
            OTHERS.set(others, (index = new tool_names/* ToolNameIndex */.Qz(others)));
        out.push(...index.candidates(runs, { names: own.names }));
    }
    return out;
}
function isOtherServersTools(o) {
    return !Array.isArray(o);
}
function escapeRe(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Where a tool's name is mentioned in a sentence. A name with a separator or inner capital (`send_email`,
 * `migrate-reset`, `getUser`) is matched as a word (an `mcp_tool_` style prefix allowed); a plain word (`search`,
 * `fetch`) only when quoted, since as a bare word it is ordinary English.
 */
function mention(sentence, name) {
    if (name.length < tool_names/* MIN_MENTIONED_NAME */.BV)
        return undefined;
    const n = escapeRe(name);
    const distinctive = /[_\-.]|[a-z][A-Z]|\d/.test(name);
    // a plain word counts when quoted, when called by name ("call query"), or named a tool ("the query tool")
    const re = distinctive ? new RegExp(String.raw `(?<![A-Za-z0-9-])${n}(?![A-Za-z0-9_-])`) : new RegExp(String.raw `[\`'"]${n}[\`'"]|\b(?:call|calling|invoke|invoking)\s+${n}\b|\b${n}\s+tool\b`, 'i');
    return re.test(sentence) ? re : undefined;
}
/** How the sentence treats the named tool: a trigger on it, an order about it, a change of its arguments, avoiding it. */
function relation(sentence, name) {
    const n = String.raw `(?:the\s+)?[\`'"]?(?:[\w-]*_)?${escapeRe(name)}\b[\`'"]?(?:\s+tool)?`;
    const imperative = IMPERATIVE.test(sentence);
    // "Before you run `migrate-status`, you MUST first call …", "When using brave_local_search, always override …"
    // a trigger on the sibling is order enough with "should" ("When calling move_file, the destination should be …")
    const ordered = imperative || /\bshould\b/i.test(sentence);
    const trigger = String.raw `\b(?:before|when|whenever|each\s+time|every\s+time|prior\s+to|while|once)\s+(?:you\s+|the\s+(?:user|model|assistant|agent)\s+)?(?:\w+\s+)?${VERB}\s+(?:any\s+|each\s+|every\s+)?${n}`;
    if (new RegExp(trigger, 'i').test(sentence) && ordered)
        return { kind: 'trigger', high: true };
    // "must be called before any read_file operation", "before every move_file, call …"
    if (new RegExp(String.raw `\b(?:before|prior\s+to)\s+(?:any|each|every|all)\s+${n}`, 'i').test(sentence) && imperative)
        return { kind: 'trigger', high: true };
    if (new RegExp(String.raw `\b(?:before|when|whenever|each\s+time|every\s+time|once|if)\s+${n}\s+(?:tool\s+)?(?:is|gets|has\s+been)\s+(?:used|called|invoked|run|executed|triggered)`, 'i').test(sentence) &&
        imperative)
        return { kind: 'trigger', high: true };
    if (new RegExp(String.raw `\bafter\s+(?:you\s+)?${VERB}\s+${n}`, 'i').test(sentence) && /\b(?:must|always|never|required|need\s+to|have\s+to)\b/i.test(sentence))
        return { kind: 'trigger', high: true };
    // "the send_email tool must send all emails to …", "for read_file, always …"
    if (new RegExp(String.raw `${n}\s+(?:tool\s+)?(?:must|should|shall|will\s+need\s+to|needs?\s+to|has\s+to|is\s+required\s+to)\s+(?:always\s+|now\s+|also\s+)?(?!be\s+called\b|be\s+used\b)`, 'i').test(sentence))
        return { kind: 'order', high: true };
    if (new RegExp(String.raw `\b(?:for|with|in)\s+(?:every\s+|all\s+|any\s+)?(?:calls?\s+(?:to|of)\s+)?${n}\s*,?\s+(?:you\s+)?(?:must|always|never)\b`, 'i').test(sentence))
        return { kind: 'order', high: true };
    // changing what is passed to it: "override the place argument of brave_local_search", "set … when calling S"
    if (new RegExp(String.raw `\b(?:override|overwrite|replace|change|modify|alter|set|add|append|insert|inject)\b[^.]{0,80}\b(?:parameter|argument|field|value|recipient|account|path|destination|address|query)\b[^.]{0,40}\b(?:of|for|in|to|when\s+(?:calling|using))\s+${n}`, 'i').test(sentence) ||
        new RegExp(String.raw `\b${VERB}\s+${n}[^.]{0,80}\b(?:with|set\s+to|replaced\s+(?:with|by)|pass(?:ing)?)\b[^.]{0,40}\b(?:instead|always|regardless)\b`, 'i').test(sentence))
        return { kind: 'arguments', high: true };
    // steering away from it: "never use read_file", "instead of read_file"
    if (new RegExp(String.raw `\b(?:do\s+not|don'?t|never|avoid)\s+(?:\w+\s+)?${VERB}\s+${n}|\binstead\s+of\s+(?:${VERB}\s+)?${n}`, 'i').test(sentence))
        return { kind: 'avoid', high: /\b(?:must|always|never)\b/i.test(sentence) || DISPARAGE.test(sentence) };
    if (imperative)
        return { kind: 'call', high: false };
    return undefined;
}
const KIND_TEXT = {
    trigger: 'tells the model what to do whenever it uses',
    order: 'gives orders about',
    arguments: 'tells the model to change the arguments of',
    avoid: 'steers the model away from',
    call: 'tells the model to call',
};
/**
 * Cross-tool: text that directs the model's use of *another* tool, named from what the gate knows and a regex does
 * not: the other tools of the same server and those of the other configured servers (shadowing). A trigger on a
 * sibling ("before you run `migrate-status`, you MUST first call …"), an order about it ("the send_email tool must
 * send all emails to …") or a change of its arguments is high; an imperative that merely names a sibling ("You must
 * call 'resolve-library-id' first": a real prerequisite) is shown for review, and so is one steering away from it.
 * A tool of another server named with an imperative is high: a server has no business directing another's tools.
 */
const crossTool = defineSignal({
    family: 'cross-tool',
    confidence: 'high',
    label: 'an instruction about another tool',
    rationale: "A description is read by the model next to every other tool's: text that sets conditions on a sibling, gives it orders or changes its arguments shadows that tool (the published shadowing attacks), while naming a prerequisite is common and real.",
    detect: (sentence, ctx) => {
        let best;
        for (const t of candidates(sentence, ctx)) {
            if (t.name === ctx.self || !mention(sentence, t.name))
                continue;
            const rel = relation(sentence, t.name);
            if (!rel)
                continue;
            const other = t.server !== undefined;
            const lookalike = ctx.self !== undefined && ctx.self !== t.name && ctx.self.includes(t.name);
            const high = rel.high || (other && rel.kind !== 'avoid') || (lookalike && rel.kind === 'avoid');
            const where = other ? `tool '${t.name}' of server '${t.server}'` : `sibling tool '${t.name}'`;
            const hit = { confidence: high ? 'high' : 'review', label: `an instruction that ${KIND_TEXT[rel.kind]} ${where}` };
            const rank = high ? 1 : 0;
            if (!best || rank > best.rank)
                best = { hit, rank };
        }
        return best?.hit;
    },
});

;// CONCATENATED MODULE: ./src/diff/flags/exfiltration.ts

const SEND = /\b(?:send|sends|append|forward|post|upload|include|copy|log|report|cc|bcc|email|mail|transmit|share|submit|leak|sms)\s[^.\n]{0,100}?(https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|(?<![\d.])\+?\d{1,3}[\s-]?\(?\d{2,4}\)?[\s-]\d{3,4}[\s-]?\d{3,4}(?![\d.]))/i;
/** What the instruction would send: the user's own data, not a value the tool documents. */
const USER_DATA = /\b(?:user'?s?|their|the\s+full|full|entire|whole|all|every|conversation|chat|history|quer(?:y|ies)|messages?|contents?|prompts?|request|credentials?|secrets?|tokens?|keys?|passwords?|api[\s_-]?keys?|context|results?|responses?)\b/i;
/** Exfiltration: an address (URL, email, phone number) the text tells the model to send something to. */
const exfiltration = defineSignal({
    family: 'exfiltration',
    confidence: 'review',
    label: 'an instruction to send something to an address',
    rationale: "Real descriptions cite URLs as examples; one that tells the model to send, append or forward the user's data to an address is an exfiltration endpoint (high when the user's data is named, review otherwise).",
    detect: (s) => {
        const m = SEND.exec(s);
        if (!m)
            return undefined;
        const before = s.slice(0, m.index + m[0].length - m[1].length);
        return USER_DATA.test(before) ? { confidence: 'high', label: "an instruction to send the user's data to an address" } : {};
    },
});

;// CONCATENATED MODULE: ./src/diff/flags/hijack.ts

/** Argument hijacking: the text tells the model to change what the user asked for (recipient, account, target). */
const hijack = defineSignal({
    family: 'hijack',
    confidence: 'high',
    label: "an instruction to change the arguments of the user's request",
    rationale: 'A description says what the arguments mean; one that says the recipient or account "must be replaced", or that every email goes somewhere "instead of the intended recipient", rewrites the user\'s request.',
    detect: matches(/\binstead\s+of\s+(?:to\s+)?the\s+(?:intended|requested|original|specified|user'?s?|actual|real|given)\b|\b(?:must|should|shall|will|needs?\s+to)\s+(?:always\s+)?be\s+(?:replaced|overridden|overwritten|changed|redirected|rerouted)\s+(?:with|to|by)\b|\balways\s+(?:override|replace|redirect|overwrite|change)\s+(?:the\s+)?['"`]?[\w-]+['"`]?\s+(?:\w+\s+)?(?:with|to)\b|\b(?:all|every|each|any)\s+(?:\w+\s+)?(?:emails?|messages?|payments?|transfers?|funds|requests?|files?|invoices?)\s+(?:must|should|shall|will|are\s+to)\s+(?:always\s+)?(?:be\s+)?(?:sent|forwarded|redirected|routed|transferred|copied|cc'?d|bcc'?d|uploaded|posted)\s+(?:to|into)\b|\b(?:must|should|shall|always)\s+(?:\w+\s+){0,2}(?:send|forward|redirect|route|transfer|bcc|cc)\s+(?:all|every|each|any|a\s+copy)\b|\b(?:recipient|destination|payee|beneficiary|owner|bcc|cc|to)(?:\s+(?:field|id|account|address|number))?\s+(?:must|should|shall)\s+(?:always\s+)?be\s+(?:set|changed)\s+to\b|\bmust\s+also\s+(?:post|send|forward|copy|cc|bcc|upload)\b[^.]{0,80}\bto\b|\b(?:the\s+)?actual\s+recipient\b|\bput\s+the\s+actual\b|\bregardless\s+of\s+the\s+(?:recipient|destination|account|amount|target)\b/i),
});

;// CONCATENATED MODULE: ./src/diff/flags/instruction.ts

/** Imperatives aimed at the model (what it should do besides calling this tool). */
const instruction_IMPERATIVE = /\b(?:if\s+the\s+user\b|before\s+(?:using|calling|you\s+(?:use|call))|after\s+(?:using|calling)|instead\s+of\s+(?:using|calling)|(?:also|first|always|must|should|make\s+sure\s+to|be\s+sure\s+to)\s+(?:call|use|invoke|run|send|include|attach|read|pass|forward|upload|add|append|collect|fetch|copy)\b)/i;
/** What such an imperative should not reach for: other tools, context, secrets, files. */
const SENSITIVE = /\b(?:other\s+tools?|another\s+tool|all\s+tools|(?:conversation|chat|attachment|session)\s+(?:history|context)|context|api[\s_-]?keys?|secrets?|passwords?|credentials?|tokens?|private\s+keys?|ssh|cookies?|crm|customer\s+(?:data|records|rows)|\.env\b|id_rsa|~\/|\/etc\/|files?\b|mcp\.json|environment\s+variables?)/i;
/**
 * Reaching beyond the tool: an imperative to the model together with what it should not reach for (other tools, the
 * conversation, secrets, files).
 */
const instruction = defineSignal({
    family: 'instruction',
    confidence: 'high',
    label: 'an instruction to reach beyond this tool (other tools, context, secrets or files)',
    rationale: 'A description says what its own tool does; telling the model to also read files, pass the conversation or hand secrets to another tool is the core move of tool poisoning.',
    detect: (s) => (instruction_IMPERATIVE.test(s) && SENSITIVE.test(s) ? {} : undefined),
});

;// CONCATENATED MODULE: ./src/diff/flags/override.ts

/** Override: the text claims priority over the user's request or the model's other instructions. */
const override = defineSignal({
    family: 'override',
    confidence: 'high',
    label: "an instruction that claims priority over the user's request",
    rationale: 'A description ranks nothing above the user; "this description\'s priority is higher than the user\'s query", "ignore previous instructions" and "for the rest of the session" are an attempt to take over the conversation.',
    detect: matches(/\bpriority\s+is\s+higher\b|\bhigher\s+priority\s+than\s+(?:the\s+)?(?:user|any|all|other)|\b(?:highest|top)\s+priority\s+(?:instruction|rule|over)|\btakes?\s+precedence\s+over\s+(?:the\s+)?(?:user|any|all|other)|\bsupersedes?\s+(?:the\s+)?(?:user|any|all|other|previous)|\boverrides?\s+(?:the\s+)?(?:user'?s?|all|any|previous|prior)\s+(?:\w+\s+)?(?:instructions?|requests?|quer(?:y|ies)|rules|prompts?)|\bfor\s+the\s+rest\s+of\s+(?:the|this)\s+(?:session|conversation|chat)\b|\bregardless\s+of\s+(?:what\s+)?the\s+user\b|\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:previous|prior|above|earlier|other|the\s+user'?s?|your)\s+(?:\w+\s+)?(?:instructions|rules|prompts?|requests?|messages?|guidelines)|\bmore\s+important\s+than\s+(?:the\s+)?user'?s?\b|\byour\s+(?:new|real|true)\s+(?:instructions|task|role)\b/i),
});

;// CONCATENATED MODULE: ./src/diff/flags/sensitive-path.ts

/** Sensitive paths: credentials and agent configuration on disk. */
const sensitivePath = defineSignal({
    family: 'sensitive-path',
    confidence: 'high',
    label: 'a reference to credentials or agent configuration on disk',
    rationale: "A tool describing itself has no reason to name the user's SSH keys, cloud credentials or the MCP client's own configuration: published poisoning examples read them and pass them on.",
    detect: matches(/~\/\.(?:ssh|aws|cursor|gnupg|kube|npmrc|netrc|docker|git-credentials|bash_history|zsh_history|pgpass|azure|config\/gcloud)\b|(?:^|[\s'"`(])\/?(?:home|Users)\/[^\s/]+\/\.(?:ssh|aws|gnupg|kube)\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\bmcp\.json\b|\/etc\/(?:passwd|shadow|sudoers)\b|\bclaude_desktop_config\.json\b|\.aws\/credentials\b|\bwallet\.dat\b|\b(?:private|secret)[\s_-]?keys?\s+files?\b/i),
});

;// CONCATENATED MODULE: ./src/diff/flags/shell.ts

/** Shell commands: command substitution, curl/wget to a URL, piping into a shell. */
const shell = defineSignal({
    family: 'shell',
    confidence: 'high',
    label: 'a shell command to run',
    rationale: 'Command substitution, `&& curl …` or `curl … | bash` in a description are commands for the model to run or to smuggle into an argument (a commit message, a file), not documentation of the tool.',
    detect: matches(/\$\([^)]{1,200}\)|`[^`]*\b(?:curl|wget)\s[^`]*`|(?:&&|;|\|\|)\s*(?:curl|wget|bash|sh|nc|ncat|python\d?|rm\s+-rf|chmod|eval)\b|\b(?:curl|wget)\s+(?:-\S+\s+)*['"]?https?:\/\/|\|\s*(?:ba|z)?sh\b|\brm\s+-rf\s+[~/]|\bbase64\s+(?:-d|--decode)\b|\bnc\s+-e\b/i),
});

;// CONCATENATED MODULE: ./src/diff/flags/catalog.ts










/**
 * The signal families, one module each, in the order their flags are listed. This list is the only one: the combiner
 * (`textFlags`), the fixture test (`test/diff/flags.test.ts`) and the yardstick iterate it.
 */
const SIGNALS = [alarm, concealment, override, hijack, crossTool, exfiltration, sensitivePath, shell, hidden_hidden, instruction];

;// CONCATENATED MODULE: ./src/diff/flags/instructions.ts



/**
 * Text aimed at the model rather than describing the tool: the "rug pull" and tool-poisoning patterns. Only text a
 * change *adds* is examined (every sentence of a new text), each family flags once, and each flag quotes the sentence
 * it fired on. The families are the modules listed in `./index.ts`.
 */
function clip(text, max = 200) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
/** Flags for text that `after` adds to `before` (a description, a parameter description, instructions). */
function textFlags(before, after, what, ctx = {}) {
    if (!after)
        return [];
    const flags = [];
    const old = new Set(sentences(before ?? ''));
    const added = sentences(after).filter((s) => !old.has(s));
    const addedText = added.join(' ');
    for (const signal of SIGNALS) {
        let found;
        for (const s of added) {
            const hit = signal.detect(s, ctx);
            if (hit && (!found || (hit.confidence ?? signal.confidence) === 'high'))
                found = { sentence: s, hit };
            if (found && (found.hit.confidence ?? signal.confidence) === 'high')
                break;
        }
        // a pattern spanning sentences (an HTML comment, a tag pair) is judged on the added text as one
        if (!found && signal.spans && added.length > 1) {
            const hit = signal.detect(addedText, ctx);
            if (hit)
                found = { sentence: addedText, hit };
        }
        if (!found)
            continue;
        // old text that already said the same thing is no news (a sentence edited around an existing pattern)
        const was = before ? signal.detect(before, ctx) : undefined;
        if (was && was.label === found.hit.label && (was.confidence ?? signal.confidence) === (found.hit.confidence ?? signal.confidence))
            continue;
        flags.push({
            id: 'instruction-text',
            message: `${what} newly contains ${found.hit.label ?? signal.label}`,
            evidence: clip(found.sentence),
            confidence: found.hit.confidence ?? signal.confidence,
            family: signal.family,
        });
    }
    const hiddenNow = invisibleCharacters(after);
    const hiddenBefore = new Set(invisibleCharacters(before ?? '').map((c) => c.split(' ')[0]));
    const newHidden = hiddenNow.filter((c) => !hiddenBefore.has(c.split(' ')[0]));
    if (newHidden.length)
        flags.push({
            id: 'invisible-unicode',
            message: `${what} newly contains invisible or bidirectional characters (${newHidden.join(', ')})`,
            evidence: newHidden.join(', '),
            confidence: 'high',
            family: 'hidden',
        });
    return flags;
}


/***/ }),

/***/ 6332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ MIN_MENTIONED_NAME),
/* harmony export */   Qz: () => (/* binding */ ToolNameIndex),
/* harmony export */   ky: () => (/* binding */ runsOf)
/* harmony export */ });
/**
 * The tool names a text may mention, indexed once: the cross-tool signal asks, for each sentence, which of the names
 * around it (the server's own tools, then every other configured server's) the sentence can name, and gets them in
 * that order without looking at the others. Built once per run for all servers (`diffSnapshots`), so judging every
 * server's texts is linear in the number of tools, not quadratic in the number of servers.
 */
/** Names shorter than this are never a mention (see cross-tool's `mention`). */
const MIN_MENTIONED_NAME = 3;
/** ASCII letter-and-digit runs (the mention patterns' word characters), lower-cased: `mcp_tool_send_email` → mcp, tool, send, email. */
function runsOf(text) {
    return (text.match(/[A-Za-z0-9]+/g) ?? []).map((r) => r.toLowerCase());
}
class ToolNameIndex {
    /**
     * By one of each name's runs, the one fewest names share (the longest of those, then the first): a sentence without
     * that run cannot mention the name, and a run many names share ("list", "file") leads to few of them.
     */
    byRun = new Map();
    /** Names without a letter or digit: every sentence may mention them. */
    always = [];
    /** Every name listed, whatever its length. */
    names;
    /** `tools` in the order candidates are to come; a name listed twice (on two servers) is one entry with two places. */
    constructor(tools) {
        const entries = new Map();
        let at = 0;
        for (const t of tools) {
            const place = t.server !== undefined ? { server: t.server, at: at++ } : { at: at++ };
            const known = entries.get(t.name);
            if (known)
                known.where.push(place);
            else
                entries.set(t.name, { name: t.name, runs: runsOf(t.name), where: [place] });
        }
        this.names = new Set(entries.keys());
        const mentionable = [...entries.values()].filter((e) => e.name.length >= MIN_MENTIONED_NAME);
        const shared = new Map();
        for (const e of mentionable)
            for (const r of new Set(e.runs))
                shared.set(r, (shared.get(r) ?? 0) + 1);
        for (const e of mentionable) {
            let key;
            for (const r of e.runs) {
                if (key === undefined)
                    key = r;
                else {
                    const [n, m] = [shared.get(r), shared.get(key)];
                    if (n < m || (n === m && r.length > key.length))
                        key = r;
                }
            }
            if (key === undefined)
                this.always.push(e);
            else {
                const bucket = this.byRun.get(key);
                if (bucket)
                    bucket.push(e);
                else
                    this.byRun.set(key, [e]);
            }
        }
    }
    /**
     * The names a sentence with these runs may mention, in the order they were listed. A name listed more than once comes
     * once, at its first place outside `except.server`: its later places can only repeat what the first one says.
     */
    candidates(runs, except = {}) {
        const out = [];
        const consider = (e) => {
            if (except.names?.has(e.name))
                return;
            const place = except.server === undefined ? e.where[0] : e.where.find((w) => w.server !== except.server);
            if (place)
                out.push({ name: e.name, runs: e.runs, ...place });
        };
        for (const e of this.always)
            consider(e);
        for (const r of runs)
            for (const e of this.byRun.get(r) ?? [])
                if (e.runs.every((x) => runs.has(x)))
                    consider(e);
        return out.length > 1 ? out.sort((a, b) => a.at - b.at) : out;
    }
    /** The tools of every server of a set, by server id, in sorted order (the order shadowing candidates are judged in). */
    static ofServers(servers) {
        return new ToolNameIndex((function* () {
            for (const [server, names] of servers)
                for (const name of names)
                    yield { server, name };
        })());
    }
}


/***/ }),

/***/ 5381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ defineRule),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   _M: () => (/* binding */ where),
/* harmony export */   e7: () => (/* binding */ mirror),
/* harmony export */   q: () => (/* binding */ q)
/* harmony export */ });
/* unused harmony export dataOf */
/** `response` of a request rule: `mirror(outputNarrowed, before, after, { detail })`, typed by the response rule. */
function mirror(rule, before, after, meta) {
    return { make: (site, flags) => rule.make(site, before, after, meta, flags) };
}
/**
 * `defineRule<Meta>()({ id: 'x', … })`: a rule whose change carries `Meta` as its data. Two calls, because TypeScript
 * infers all type arguments or none: the first fixes the meta type, the second keeps the ID's literal type, so the
 * catalog can map every ID to its data (`RuleData` in src/policy/catalog.ts).
 */
function defineRule() {
    return (spec) => buildRule(spec);
}
function buildRule(spec) {
    return {
        ...spec,
        make(site, before, after, meta, flags) {
            const b = before === undefined ? null : before;
            const a = after === undefined ? null : after;
            const judged = spec.judge?.(meta) ?? { severity: spec.severity, reason: spec.rationale };
            const change = {
                rule: spec.id,
                severity: judged.severity,
                entity: site.entity,
                tool: site.tool,
                path: site.path,
                pointer: site.pointer,
                before: b,
                after: a,
                message: spec.message({ before: b, after: a, site, meta }),
                reason: judged.reason,
            };
            if (flags && flags.length)
                change.flags = flags;
            if (meta !== undefined)
                change.data = meta;
            return change;
        },
    };
}
/** The typed data `rule` attached to `change`, or undefined when another rule made the change (or it carries none). */
function dataOf(rule, change) {
    return change.rule === rule.id ? change.data : undefined;
}
/** Quote a name or short value for a plain-text message. */
function q(value) {
    if (value === null || value === undefined)
        return '(none)';
    if (typeof value === 'string')
        return `'${value}'`;
    return JSON.stringify(value);
}
/** A value that may be absent: `(none)` when it is, else the value quoted, a JSON `null` printed as `null`. */
function shown(value, present) {
    if (!present)
        return '(none)';
    return value === null || value === undefined ? 'null' : q(value);
}
/** `parameter 'x'`, or `the input schema` at the root. */
function where(site, noun = 'parameter') {
    return site.path ? `${noun} '${site.path}'` : 'the schema root';
}


/***/ }),

/***/ 3036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kF: () => (/* binding */ RULES_BY_ID),
/* harmony export */   y0: () => (/* binding */ RULES)
/* harmony export */ });
/* unused harmony export RULE_IDS */
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(178);

/** Reference order: by what the rule reads (tools, requests, responses, annotations, anywhere, prompts, resource templates, the server), then by ID. */
const SCOPE_ORDER = ['tool', 'request', 'response', 'annotations', 'any', 'prompt', 'resource', 'server'];
/** The rule catalog: every rule the diff can report. The generated reference, the SARIF driver and the tests iterate it. */
const RULES = Object.values(_index_js__WEBPACK_IMPORTED_MODULE_0__).sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const RULE_IDS = RULES.map((r) => r.id);
const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));


/***/ }),

/***/ 5417:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q8: () => (/* binding */ destructiveSource),
/* harmony export */   fO: () => (/* binding */ destructiveReason),
/* harmony export */   rF: () => (/* binding */ annotationChanges)
/* harmony export */ });
/* unused harmony export HINTS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

/**
 * The spec's behavioural hints, their defaults when absent, and which direction is the less safe one.
 * readOnlyHint false: may modify its environment. destructiveHint true: may destroy. idempotentHint false: repeated
 * calls may have more effect. openWorldHint true: reaches outside systems.
 */
const HINTS = {
    readOnlyHint: { default: false, unsafe: false },
    destructiveHint: { default: true, unsafe: true },
    idempotentHint: { default: false, unsafe: false },
    openWorldHint: { default: true, unsafe: true },
};
function effective(key, value) {
    return typeof value === 'boolean' ? value : HINTS[key].default;
}
/** Is a tool destructive? By annotation, or by the spec defaults when it says nothing (not read-only, destructive). */
function destructiveReason(annotations) {
    const a = annotations ?? {};
    if (a.readOnlyHint === true)
        return undefined;
    if (a.destructiveHint === true)
        return 'annotated destructiveHint: true';
    if (a.destructiveHint === false)
        return undefined;
    return 'destructive by the spec defaults: no readOnlyHint or destructiveHint says otherwise';
}
/** Whether a tool says it is destructive (`annotation`), says nothing so the spec defaults make it so (`default`), or neither. */
function destructiveSource(annotations) {
    const a = annotations ?? {};
    if (a.readOnlyHint === true || a.destructiveHint === false)
        return undefined;
    return a.destructiveHint === true ? 'annotation' : 'default';
}
/** Every annotation key of the tool whose literal value changed, by key. */
function annotationChanges({ before, after }) {
    const a = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(before.annotations) ? before.annotations : {};
    const b = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(after.annotations) ? after.annotations : {};
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const out = [];
    for (const key of keys) {
        const x = a[key];
        const y = b[key];
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonEqual */ .Zm)(x, y))
            continue;
        const common = { key, before: x ?? null, after: y ?? null, pointer: `/annotations/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` };
        const hint = HINTS[key];
        if (hint && (x === undefined || typeof x === 'boolean') && (y === undefined || typeof y === 'boolean')) {
            const ex = effective(key, x);
            const ey = effective(key, y);
            if (ex === ey)
                out.push({ ...common, kind: 'changed' });
            else
                out.push({ ...common, kind: ey === hint.unsafe ? 'regressed' : 'relaxed', effectiveBefore: ex, effectiveAfter: ey });
        }
        else
            out.push({ ...common, kind: 'changed' });
    }
    return out;
}


/***/ }),

/***/ 178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  additionalPropertiesClosed: () => (/* reexport */ additionalPropertiesClosed),
  additionalPropertiesOpened: () => (/* reexport */ additionalPropertiesOpened),
  annotationChanged: () => (/* reexport */ annotationChanged),
  annotationRegressed: () => (/* reexport */ annotationRegressed),
  annotationRelaxed: () => (/* reexport */ annotationRelaxed),
  compositionNarrowed: () => (/* reexport */ compositionNarrowed),
  compositionWidened: () => (/* reexport */ compositionWidened),
  constChanged: () => (/* reexport */ constChanged),
  constraintLoosened: () => (/* reexport */ constraintLoosened),
  constraintTightened: () => (/* reexport */ constraintTightened),
  contentChanged: () => (/* reexport */ contentChanged),
  defaultChanged: () => (/* reexport */ defaultChanged),
  enumNarrowed: () => (/* reexport */ enumNarrowed),
  enumWidened: () => (/* reexport */ enumWidened),
  executionChanged: () => (/* reexport */ executionChanged),
  instructionsChanged: () => (/* reexport */ instructionsChanged),
  outputDefaultChanged: () => (/* reexport */ outputDefaultChanged),
  outputDescriptionChanged: () => (/* reexport */ outputDescriptionChanged),
  outputEnumWidened: () => (/* reexport */ outputEnumWidened),
  outputFieldAdded: () => (/* reexport */ outputFieldAdded),
  outputFieldBecameOptional: () => (/* reexport */ outputFieldBecameOptional),
  outputFieldRemoved: () => (/* reexport */ outputFieldRemoved),
  outputFieldRenamed: () => (/* reexport */ outputFieldRenamed),
  outputNarrowed: () => (/* reexport */ outputNarrowed),
  outputRepresentationChanged: () => (/* reexport */ outputRepresentationChanged),
  outputSchemaAdded: () => (/* reexport */ outputSchemaAdded),
  outputSchemaRemoved: () => (/* reexport */ outputSchemaRemoved),
  outputTypeChanged: () => (/* reexport */ outputTypeChanged),
  outputTypeWidened: () => (/* reexport */ outputTypeWidened),
  outputWidened: () => (/* reexport */ outputWidened),
  paramAddedOptional: () => (/* reexport */ paramAddedOptional),
  paramAddedRequired: () => (/* reexport */ paramAddedRequired),
  paramBecameOptional: () => (/* reexport */ paramBecameOptional),
  paramBecameRequired: () => (/* reexport */ paramBecameRequired),
  paramDescriptionChanged: () => (/* reexport */ paramDescriptionChanged),
  paramHeaderAdded: () => (/* reexport */ paramHeaderAdded),
  paramHeaderInvalid: () => (/* reexport */ paramHeaderInvalid),
  paramHeaderRemoved: () => (/* reexport */ paramHeaderRemoved),
  paramHeaderRenamed: () => (/* reexport */ paramHeaderRenamed),
  paramRemoved: () => (/* reexport */ paramRemoved),
  paramRenamed: () => (/* reexport */ paramRenamed),
  patternChanged: () => (/* reexport */ patternChanged),
  patternNarrowed: () => (/* reexport */ patternNarrowed),
  patternWidened: () => (/* reexport */ patternWidened),
  promptAdded: () => (/* reexport */ promptAdded),
  promptArgumentAddedOptional: () => (/* reexport */ promptArgumentAddedOptional),
  promptArgumentAddedRequired: () => (/* reexport */ promptArgumentAddedRequired),
  promptArgumentBecameOptional: () => (/* reexport */ promptArgumentBecameOptional),
  promptArgumentBecameRequired: () => (/* reexport */ promptArgumentBecameRequired),
  promptArgumentDescriptionChanged: () => (/* reexport */ promptArgumentDescriptionChanged),
  promptArgumentRemoved: () => (/* reexport */ promptArgumentRemoved),
  promptArgumentRenamed: () => (/* reexport */ promptArgumentRenamed),
  promptDescriptionChanged: () => (/* reexport */ promptDescriptionChanged),
  promptRemoved: () => (/* reexport */ promptRemoved),
  promptRenamed: () => (/* reexport */ promptRenamed),
  resourceAdded: () => (/* reexport */ resourceAdded),
  resourceChanged: () => (/* reexport */ resourceChanged),
  resourceRemoved: () => (/* reexport */ resourceRemoved),
  resourceTemplateAdded: () => (/* reexport */ resourceTemplateAdded),
  resourceTemplateChanged: () => (/* reexport */ resourceTemplateChanged),
  resourceTemplateRemoved: () => (/* reexport */ resourceTemplateRemoved),
  schemaChanged: () => (/* reexport */ schemaChanged),
  schemaDescriptionChanged: () => (/* reexport */ schemaDescriptionChanged),
  schemaRepresentationChanged: () => (/* reexport */ schemaRepresentationChanged),
  titleChanged: () => (/* reexport */ titleChanged),
  toolAdded: () => (/* reexport */ toolAdded),
  toolDescriptionChanged: () => (/* reexport */ toolDescriptionChanged),
  toolDuplicated: () => (/* reexport */ toolDuplicated),
  toolInvalid: () => (/* reexport */ toolInvalid),
  toolRemoved: () => (/* reexport */ toolRemoved),
  toolRenamed: () => (/* reexport */ toolRenamed),
  typeChanged: () => (/* reexport */ typeChanged),
  typeNarrowed: () => (/* reexport */ typeNarrowed),
  typeWidened: () => (/* reexport */ typeWidened)
});

// EXTERNAL MODULE: ./src/diff/rule.ts
var rule = __webpack_require__(5381);
;// CONCATENATED MODULE: ./src/diff/rules/tool-removed.ts

const toolRemoved = (0,rule/* defineRule */.Km)()({
    id: 'tool-removed',
    title: 'Tool removed',
    scope: 'tool',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Agents that learned the tool still call it and get an unknown-tool error.',
    message: ({ site }) => `tool '${site.tool}' removed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/tool-renamed.ts

const toolRenamed = (0,rule/* defineRule */.Km)()({
    id: 'tool-renamed',
    title: 'Tool renamed',
    scope: 'tool',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Calls made with the old name fail as an unknown tool; one finding stands for the removal and the addition.',
    message: ({ before, after }) => `tool '${String(before)}' renamed to '${String(after)}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/tool-added.ts

const toolAdded = (0,rule/* defineRule */.Km)()({
    id: 'tool-added',
    title: 'Tool added',
    scope: 'tool',
    foundBy: 'pairing',
    severity: 'additive',
    rationale: 'Nothing that worked stops working; a destructive or deny-listed new tool is flagged for review.',
    message: ({ site, meta }) => `tool '${site.tool}' added${meta.destructive ? ` (${meta.destructive})` : ''}${meta.possibleRenameOf ? `; possible rename of '${meta.possibleRenameOf}' (not paired: the evidence disagrees)` : ''}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/tool-invalid.ts

const toolInvalid = (0,rule/* defineRule */.Km)()({
    id: 'tool-invalid',
    title: 'Invalid entry in the list',
    scope: 'tool',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'A client cannot use an entry without a string name, an object shape or a bounded depth: the SDKs reject it or the whole list.',
    message: ({ site, meta }) => `${meta.kind} entry ${site.tool} is invalid: ${meta.problem}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/tool-duplicated.ts

const toolDuplicated = (0,rule/* defineRule */.Km)()({
    id: 'tool-duplicated',
    title: 'Name listed more than once',
    scope: 'tool',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Clients keep one copy of a name (which one varies), so callers may get a contract other than the one reviewed.',
    message: ({ site, meta }) => `${meta.kind} '${site.tool}' is listed ${meta.count} times${meta.differ ? ' and the copies differ' : ''}; the diff reads the first copy`,
});

// EXTERNAL MODULE: ./src/diff/flags/instructions.ts + 12 modules
var instructions = __webpack_require__(7027);
;// CONCATENATED MODULE: ./src/diff/text.ts
/** Whitespace runs (spaces, tabs, line wraps) as one space, trimmed. */
function squashWhitespace(text) {
    return (text ?? '').replace(/\s+/g, ' ').trim();
}
/** Sentence punctuation (`. , ; : ! ?`) before whitespace or the end, spaces before punctuation, quote styles. */
function withoutSentencePunctuation(text) {
    return text
        .replace(/ (?=[.,;:!?])/g, '')
        .replace(/[.,;:!?]+(?= |$)/g, '')
        .replace(/[“”„]/g, '"')
        .replace(/[‘’]/g, "'");
}
/**
 * `whitespace` when only whitespace differs, `punctuation` when sentence punctuation (a trailing full stop, a comma)
 * differs too, `undefined` when the words differ (or the texts are equal).
 */
function cosmeticEdit(before, after) {
    if ((before ?? '') === (after ?? ''))
        return undefined;
    const a = squashWhitespace(before);
    const b = squashWhitespace(after);
    if (a === b)
        return 'whitespace';
    if (a !== '' && b !== '' && withoutSentencePunctuation(a) === withoutSentencePunctuation(b))
        return 'punctuation';
    return undefined;
}
/** The judgement of a text rule whose edit was cosmetic (the rules' `judge`). */
function judgeCosmetic(edit) {
    if (edit === 'whitespace')
        return { severity: 'cosmetic', reason: 'Only whitespace changed: the model reads the same words.' };
    if (edit === 'punctuation')
        return { severity: 'cosmetic', reason: 'Only whitespace or sentence punctuation changed: the model reads the same words.' };
    return undefined;
}
/** ` (whitespace only)`, ` (punctuation only)`, or nothing: the tail of a text rule's message. */
function editNote(edit) {
    return edit ? ` (${edit} only)` : '';
}

;// CONCATENATED MODULE: ./src/diff/rules/text-change.ts


/**
 * A free text (a description) before and after, as the text rules report it: nothing when equal (absent reads as
 * empty), judged by its edit (whitespace or punctuation only is cosmetic) and flagged when new words read as
 * instructions (`what` names the text in the flag). Shared by the description rules of tools, parameters, schemas,
 * prompts and prompt arguments.
 */
function textChange(before, after, pointer, what) {
    if ((before ?? '') === (after ?? ''))
        return undefined;
    const edit = cosmeticEdit(before, after);
    const flags = edit ? [] : (0,instructions/* textFlags */.H)(before, after, what);
    return { before: before ?? null, after: after ?? null, pointer, meta: { edit }, flags };
}
/** The one finding of a text change, as a hook returns it. */
function textFinding(before, after, pointer, what) {
    const found = textChange(before, after, pointer, what);
    return found && [found];
}

;// CONCATENATED MODULE: ./src/diff/rules/tool-description-changed.ts



const toolDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'tool-description-changed',
    textChange: true,
    title: 'Tool description changed',
    scope: 'tool',
    severity: 'silent',
    rationale: 'The description is the instruction the model follows: new words change what agents do with no error anywhere (and are where a rug pull hides).',
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ site, meta }) => `description of tool '${site.tool}' changed${editNote(meta.edit)}`,
    on: { tool: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the tool description') },
});

// EXTERNAL MODULE: ./src/diff/rules/titles.ts
var titles = __webpack_require__(1864);
;// CONCATENATED MODULE: ./src/diff/rules/title-changed.ts


function titleFinding(before, after, pointer) {
    return (before ?? null) !== (after ?? null) ? [{ before: (before ?? null), after: (after ?? null), pointer }] : undefined;
}
const titleChanged = (0,rule/* defineRule */.Km)()({
    id: 'title-changed',
    title: 'Title changed',
    scope: 'any',
    severity: 'cosmetic',
    rationale: 'A display name: agents call tools by name, not by title.',
    message: ({ before, after, site }) => `title of ${site.path ? `parameter '${site.path}'` : `'${site.tool}'`} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    detect: {
        keywords: ['title'],
        compare: ({ before, after, renamed, at }) => ((0,titles/* titleFollowsName */.a)(before.title, after.title, renamed) ? undefined : titleFinding(before.title, after.title, at('title'))),
    },
    on: {
        tool: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
        prompt: ({ before, after }) => titleFinding(before.title, after.title, '/title'),
        argument: ({ before, after, site }) => titleFinding(before.title, after.title, `${site.pointer}/title`),
    },
});

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/diff/rules/execution.ts

/** `execution.taskSupport`: absent means "forbidden" (the spec default), so spelling it out changes nothing. */
function taskSupport(tool) {
    return (0,json/* isObject */.Gv)(tool.execution) && typeof tool.execution.taskSupport === 'string' ? tool.execution.taskSupport : 'forbidden';
}

;// CONCATENATED MODULE: ./src/diff/rules/execution-changed.ts


const executionChanged = (0,rule/* defineRule */.Km)()({
    id: 'execution-changed',
    title: 'Execution mode changed',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'execution.taskSupport becoming "required" rejects clients that call the tool without task support.',
    judge: (meta) => (meta.to === 'required' ? undefined : { severity: 'additive', reason: 'Clients that call the tool directly still can.' }),
    message: ({ site, meta }) => `execution.taskSupport of tool '${site.tool}' changed from ${(0,rule.q)(meta.from)} to ${(0,rule.q)(meta.to)}`,
    on: {
        tool({ before, after }) {
            const [from, to] = [taskSupport(before), taskSupport(after)];
            return from !== to ? [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { from, to } }] : undefined;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/output-representation-changed.ts

const outputRepresentationChanged = (0,rule/* defineRule */.Km)()({
    id: 'output-representation-changed',
    title: 'Output schema written differently',
    scope: 'response',
    foundBy: 'response',
    severity: 'cosmetic',
    rationale: 'The response schema accepts the same instances as before (a $schema dialect, a no-op keyword): consumers see no difference.',
    message: ({ site, meta }) => `output schema ${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
});

// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(1460);
;// CONCATENATED MODULE: ./src/diff/rules/values.ts


const memo = new WeakMap();
/** The change of allowed values between the two nodes; `undefined` when they allow the same values in the same order. */
function valueChange(pair) {
    let row = memo.get(pair.before);
    if (!row)
        memo.set(pair.before, (row = new WeakMap()));
    if (row.has(pair.after))
        return row.get(pair.after);
    const out = classify(pair.before, pair.after);
    row.set(pair.after, out);
    return out;
}
function classify(va, vb) {
    const a = va.values;
    const b = vb.values;
    if (a === null && b === null)
        return undefined;
    if (a === null)
        return vb.isConst ? { kind: 'const', before: null, after: b[0] } : { kind: 'imposed', after: b };
    if (b === null)
        return { kind: 'lifted', before: a };
    const ka = a.map((v) => (0,canonical/* canonicalJson */.dj)(v));
    const kb = b.map((v) => (0,canonical/* canonicalJson */.dj)(v));
    const removed = a.filter((_, i) => !kb.includes(ka[i]));
    const added = b.filter((_, i) => !ka.includes(kb[i]));
    if (!removed.length && !added.length)
        return ka.join() !== kb.join() && !va.isConst && !vb.isConst ? { kind: 'reordered', before: a, after: b } : undefined;
    if (vb.isConst && (va.isConst || removed.length))
        return { kind: 'const', before: va.isConst ? a[0] : a, after: b[0] };
    return { kind: 'edited', before: a, after: b, removed, added };
}
/**
 * Where value findings point: the new node's `const` or `enum`, or the union alternative's that holds it when the node
 * has none of its own (pydantic's optional `anyOf: [{enum: […]}, {type: "null"}]`).
 */
function valuesPointer(pair) {
    const key = pair.after.isConst ? 'const' : 'enum';
    const { schema, pointer } = pair.after.node;
    if (schema[key] === undefined)
        for (const union of ['anyOf', 'oneOf']) {
            const alternatives = schema[union];
            const i = Array.isArray(alternatives) ? alternatives.findIndex((alt) => (0,json/* isObject */.Gv)(alt) && alt[key] !== undefined) : -1;
            if (i >= 0)
                return `${pointer}/${union}/${i}/${key}`;
        }
    return `${pointer}/${key}`;
}
/** The keywords the value rules claim. */
const VALUE_KEYWORDS = ['enum', 'const'];

// EXTERNAL MODULE: ./src/diff/schema/keywords.ts
var keywords = __webpack_require__(7051);
// EXTERNAL MODULE: ./src/diff/subschema/index.ts + 9 modules
var subschema = __webpack_require__(1592);
;// CONCATENATED MODULE: ./src/diff/rules/effects.ts


const effects_memo = new WeakMap();
function keywordEffect(pair, keywords) {
    let row = effects_memo.get(pair);
    if (!row)
        effects_memo.set(pair, (row = new Map()));
    const key = keywords.join(',');
    let out = row.get(key);
    if (!out)
        row.set(key, (out = compute(pair, keywords)));
    return out;
}
function valueIn(view, k) {
    return view.constraints.get(k) ?? view.other.get(k);
}
function compute(pair, keywords) {
    const { before: va, after: vb } = pair;
    const rawA = va.node.schema;
    const rawB = vb.node.schema;
    // the new values, as they apply to the node (a keyword the view read from a union alternative or an `allOf` branch
    // has no place in the old node's own text: the comparison is then made on the keywords alone, with the node's types)
    const own = keywords.every((k) => (0,json/* jsonEqual */.Zm)(rawA[k], valueIn(va, k)) && (0,json/* jsonEqual */.Zm)(rawB[k], valueIn(vb, k)));
    let before;
    let after;
    if (own && va.alternatives.length <= 1) {
        before = rawA;
        after = { ...rawA };
        for (const k of keywords) {
            if (rawB[k] === undefined)
                delete after[k];
            else
                after[k] = rawB[k];
        }
    }
    else {
        before = {};
        after = {};
        if (va.types)
            before.type = after.type = va.types;
        for (const k of keywords) {
            const x = valueIn(va, k);
            const y = valueIn(vb, k);
            if (x !== undefined)
                before[k] = x;
            if (y !== undefined)
                after[k] = y;
        }
    }
    // a new value that points into the new document cannot be read against the old one
    if (keywords.some((k) => hasRef(after[k])))
        return 'unknown';
    const root = va.node.root;
    const forward = (0,subschema/* included */.d8)({ schema: before, root }, { schema: after, root });
    if (forward.kind === 'unknown')
        return 'unknown';
    const backward = (0,subschema/* included */.d8)({ schema: after, root }, { schema: before, root });
    if (forward.kind === 'included')
        return backward.kind === 'included' ? 'same' : 'wider';
    return backward.kind === 'included' ? 'narrower' : 'both';
}
function hasRef(v) {
    if (Array.isArray(v))
        return v.some(hasRef);
    if (!(0,json/* isObject */.Gv)(v))
        return false;
    return typeof v.$ref === 'string' || Object.values(v).some(hasRef);
}

;// CONCATENATED MODULE: ./src/diff/rules/conditions.ts



/** Keywords read together: a condition and its branches, a `contains` and its counts. */
const GROUPS = [['if', 'then', 'else']];
const conditions_memo = new WeakMap();
/** Every such keyword of the two nodes that differs in effect, by keyword. */
function conditionChanges(pair) {
    let out = conditions_memo.get(pair);
    if (!out)
        conditions_memo.set(pair, (out = conditions_classify(pair)));
    return out;
}
function conditions_classify(pair) {
    const { before: va, after: vb } = pair;
    const keys = [...new Set([...va.other.keys(), ...vb.other.keys()])].sort();
    const out = [];
    for (const k of keys) {
        if (pair.claimed.has(k))
            continue; // a rule's detect hook reports it
        const x = va.other.get(k);
        const y = vb.other.get(k);
        if ((0,json/* jsonEqual */.Zm)((0,keywords/* semanticForm */.no)(x), (0,keywords/* semanticForm */.no)(y)))
            continue;
        const pointer = pair.at(k, vb.other.has(k));
        const what = keywords/* CONDITION_KEYWORDS */.h1.has(k) ? 'condition' : 'keyword';
        // which way it goes is the core's answer for the keyword (with its group) changed alone; when it cannot tell, an
        // added or changed condition reads as a new requirement
        const effect = keywordEffect(pair, GROUPS.find((g) => g.includes(k)) ?? [k]);
        const narrowed = effect === 'unknown' ? y !== undefined : effect === 'narrower' || effect === 'both';
        const found = (before, after, detail) => ({ before, after, pointer, meta: { keyword: k, detail } });
        const how = effect === 'wider' ? ' (loosened)' : effect === 'narrower' ? ' (tightened)' : '';
        const same = effect === 'same';
        if (x === undefined)
            out.push({ narrowed, same, finding: found(null, y ?? null, `${k} ${what} added${how}`) });
        else if (y === undefined)
            out.push({ narrowed, same, finding: found(x, null, `${k} ${what} removed${how}`) });
        else
            out.push({ narrowed, same, finding: found(x, y, `${k} changed${how}`) });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/diff/safe-integer.ts
/** A numeric bound at or past ±(2^53 − 1), the largest integers a JSON number carries exactly (zod's `.int()` writes them). */
function isSafeIntegerLimit(keyword, value) {
    if (typeof value !== 'number')
        return false;
    const upper = keyword === 'maximum' || keyword === 'exclusiveMaximum';
    const lower = keyword === 'minimum' || keyword === 'exclusiveMinimum';
    return (upper && value >= Number.MAX_SAFE_INTEGER) || (lower && value <= -Number.MAX_SAFE_INTEGER);
}
const SAFE_INTEGER_REASON = 'A bound at the safe-integer limit (±9007199254740991, what zod .int() writes) rejects no number a client sends in practice (policy.safe-integer-bounds: ignore).';

;// CONCATENATED MODULE: ./src/diff/rules/constraints.ts




/** The inclusive and exclusive form of one bound: a move from one to the other is one change of that bound. */
const BOUND_PAIRS = [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
];
const constraints_memo = new WeakMap();
/** Every unclaimed constraint of the two nodes that differs, by keyword. */
function constraintChanges(pair) {
    let out = constraints_memo.get(pair);
    if (!out)
        constraints_memo.set(pair, (out = constraints_classify(pair)));
    return out;
}
function constraints_classify(pair) {
    const { before: va, after: vb } = pair;
    const keys = [...new Set([...va.constraints.keys(), ...vb.constraints.keys()])].sort();
    const differs = (k) => !pair.claimed.has(k) && !(0,json/* jsonEqual */.Zm)(va.constraints.get(k), vb.constraints.get(k));
    const out = [];
    const done = new Set();
    for (const k of keys) {
        if (done.has(k) || !differs(k))
            continue;
        // `minimum: 5` → `exclusiveMinimum: 5`: one bound moved, one finding (its values as the keywords that hold them)
        const pairOf = BOUND_PAIRS.find((p) => p.includes(k) && p.every(differs));
        const group = pairOf ?? [k];
        for (const g of group)
            done.add(g);
        const x = pairOf ? boundOf(pairOf, va.constraints) : (va.constraints.get(k) ?? null);
        const y = pairOf ? boundOf(pairOf, vb.constraints) : (vb.constraints.get(k) ?? null);
        const present = group.find((g) => vb.constraints.has(g));
        const keyword = pairOf ? pairOf[0] : k;
        const effect = keywordEffect(pair, group);
        const limit = isSafeIntegerLimit(k, vb.constraints.get(k)) && (va.constraints.get(k) === undefined || isSafeIntegerLimit(k, va.constraints.get(k)));
        // a bound at the safe-integer limit reads as written (the core leaves numbers past it out): policy decides on it
        const tighter = effect === 'unknown' || (effect === 'same' && limit) ? syntacticTighter(k, va.constraints.get(k), vb.constraints.get(k)) : effect === 'narrower' || effect === 'both';
        out.push({ keyword, before: x, after: y, pointer: pair.at(present ?? k, present !== undefined), tighter, same: effect === 'same' && !limit, safeIntegerLimit: tighter && limit });
    }
    return out;
}
/** Both forms of a bound as one value: `{"minimum": 5}`, or null when neither is set. */
function boundOf(keys, constraints) {
    const out = {};
    for (const k of keys)
        if (constraints.has(k))
            out[k] = constraints.get(k);
    return Object.keys(out).length ? out : null;
}
/** When the core cannot tell: a bound up (or down), a keyword added, reads as tighter. */
function syntacticTighter(k, x, y) {
    if (keywords/* UPPER_BOUNDS */.P7.has(k) || keywords/* LOWER_BOUNDS */.WL.has(k)) {
        if (typeof x !== 'number' || typeof y !== 'number')
            return x === undefined;
        return keywords/* UPPER_BOUNDS */.P7.has(k) ? y < x : y > x;
    }
    if (k === 'uniqueItems')
        return y === true;
    return y !== undefined;
}

;// CONCATENATED MODULE: ./src/diff/rules/schema-representation-changed.ts







function edit(before, after) {
    return before === null ? 'added' : after === null ? 'removed' : 'changed';
}
/** Keywords without effect on validation (`$schema`, `examples`, …) that changed, as one detail: `$schema a → b, examples changed`. */
function noEffectDetail({ before: va, after: vb, claimed }) {
    // a claimed extension (x-mcp-header) is its rules' to report
    const na = [...va.noEffect.entries()].filter(([k]) => !claimed.has(k) && !(0,json/* jsonEqual */.Zm)(va.noEffect.get(k), vb.noEffect.get(k)));
    const nb = [...vb.noEffect.entries()].filter(([k]) => !claimed.has(k) && !va.noEffect.has(k));
    const changed = [...new Set([...na.map(([k]) => k), ...nb.map(([k]) => k)])].sort();
    if (!changed.length)
        return undefined;
    return changed.map((k) => (k === '$schema' ? `$schema ${String(va.noEffect.get(k) ?? '(none)')} → ${String(vb.noEffect.get(k) ?? '(none)')}` : `${k} changed`)).join(', ');
}
const schemaRepresentationChanged = (0,rule/* defineRule */.Km)()({
    id: 'schema-representation-changed',
    title: 'Schema written differently',
    scope: 'any',
    severity: 'cosmetic',
    rationale: 'The same instances are accepted (a $schema dialect, type ["x"] vs "x", enum order, a no-op keyword): nothing changes for callers.',
    message: ({ site, meta }) => `${meta.detail}${site.path ? ` at '${site.path}'` : ''}`,
    // the schema walker adds one more: a node written differently with nothing else to say (schema/compare.ts)
    detect: {
        keywords: VALUE_KEYWORDS,
        compare(pair) {
            const out = [];
            const c = valueChange(pair);
            if (c?.kind === 'reordered')
                out.push({ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { detail: 'enum values reordered' } });
            const detail = noEffectDetail(pair);
            if (detail)
                out.push({ before: null, after: null, pointer: pair.site.pointer, meta: { detail } });
            // a bound or condition rewritten so the same values pass (the subschema core's answer)
            for (const c of constraintChanges(pair))
                if (c.same)
                    out.push({ before: c.before, after: c.after, pointer: c.pointer, meta: { detail: `${c.keyword} ${edit(c.before, c.after)}, the same values pass` } });
            for (const c of conditionChanges(pair))
                if (c.same)
                    out.push({ ...c.finding, meta: { detail: `${c.finding.meta.keyword} ${edit(c.finding.before, c.finding.after)}, the same values pass` } });
            return out.length ? out : undefined;
        },
    },
    on: {
        tool({ before, after }) {
            const support = taskSupport(before);
            if (support !== taskSupport(after) || (0,json/* jsonEqual */.Zm)(before.execution ?? null, after.execution ?? null))
                return undefined;
            return [{ before: before.execution ?? null, after: after.execution ?? null, pointer: '/execution', meta: { detail: `execution written differently (taskSupport ${support} either way)` } }];
        },
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputRepresentationChanged, before, after, meta),
});

;// CONCATENATED MODULE: ./src/diff/rules/schema-changed.ts

const output = (pointer) => pointer.startsWith('/outputSchema');
const schemaChanged = (0,rule/* defineRule */.Km)()({
    id: 'schema-changed',
    title: 'Schema changed (found by the subschema check)',
    scope: 'any',
    foundBy: 'inclusion',
    severity: 'breaking',
    inclusion: {},
    rationale: 'The subschema check found a call that passed the old schema and fails the new one (in an output schema: a value the tool may now return that the old one ruled out), and no other rule names the change; the finding carries that value.',
    judge: (meta) => meta.verdict === 'safe'
        ? { severity: 'additive', reason: 'Proven by the subschema check: every call that passed still passes (every value the tool returns was possible before).' }
        : meta.verdict === 'dropped'
            ? { severity: 'silent', reason: 'Every call that passed still passes, but part of what it sends is no longer declared: the server may now ignore it.' }
            : meta.verdict === 'unknown'
                ? { severity: 'silent', reason: `The two schemas cannot be compared (${meta.keyword}): values that passed may fail now, and no one can tell without trying.` }
                : undefined,
    message: ({ site, meta }) => {
        if (meta.verdict === 'unknown')
            return `${output(site.pointer) ? `output ${(0,rule/* where */._M)(site, 'field')}` : (0,rule/* where */._M)(site)} changed and cannot be compared (${meta.keyword})`;
        if (output(site.pointer))
            return meta.verdict === 'breaks'
                ? `output ${(0,rule/* where */._M)(site, 'field')} may now hold values the old schema ruled out (${meta.keyword})`
                : `output ${(0,rule/* where */._M)(site, 'field')} changed (${meta.keyword}); it holds no value the old schema ruled out`;
        if (meta.verdict === 'breaks')
            return `calls that passed before now fail at ${(0,rule/* where */._M)(site)} (rejected by ${meta.keyword})`;
        if (meta.verdict === 'dropped')
            return `${(0,rule/* where */._M)(site)} changed (${meta.keyword}); calls that passed still pass, but it no longer declares part of what they send`;
        return `${(0,rule/* where */._M)(site)} changed (${meta.keyword}); every call that passed still passes, and it accepts calls it did not before`;
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/output-field-renamed.ts

const outputFieldRenamed = (0,rule/* defineRule */.Km)()({
    id: 'output-field-renamed',
    title: 'Output field renamed',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: { whenIncluded: 'silent' },
    rationale: 'Consumers that read the old name get nothing.',
    message: ({ before, after }) => `output field '${String(before)}' renamed to '${String(after)}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-renamed.ts


const paramRenamed = (0,rule/* defineRule */.Km)()({
    id: 'param-renamed',
    title: 'Parameter renamed',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'breaking',
    inclusion: { whenIncluded: 'silent' },
    rationale: 'Callers keep sending the old name: a closed schema rejects it, an open one silently drops it.',
    judge: (meta) => {
        if (meta.requiredAfter)
            return { severity: 'breaking', reason: 'The new name is required: calls that send the old name lack it and are rejected.' };
        if (meta.closed)
            return { severity: 'breaking', reason: 'The schema is closed (additionalProperties: false): calls with the old name are rejected.' };
        return { severity: 'silent', reason: 'The schema is open: calls with the old name still succeed, and the argument is silently dropped.' };
    },
    message: ({ before, after, meta }) => `parameter '${String(before)}' renamed to '${String(after)}'${meta.descriptionChanged ? ' (its description changed too)' : ''}`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputFieldRenamed, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-field-added.ts

const outputFieldAdded = (0,rule/* defineRule */.Km)()({
    id: 'output-field-added',
    title: 'Output field added',
    scope: 'response',
    foundBy: 'response',
    severity: 'additive',
    inclusion: {},
    rationale: 'Consumers ignore fields they do not know.',
    message: ({ site }) => `output field '${site.path}' added`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-added-required.ts


const paramAddedRequired = (0,rule/* defineRule */.Km)()({
    id: 'param-added-required',
    title: 'Required parameter added',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Calls built on the old contract do not send it and are rejected.',
    judge: (meta) => (meta.newForm !== undefined ? { severity: 'additive', reason: 'It belongs to a form of the value that did not exist before, so no existing call uses it.' } : undefined),
    message: ({ site, meta }) => `required parameter '${site.path}' added${meta.newForm ? ` (in a new form of '${meta.newForm}')` : ''}`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputFieldAdded, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/param-added-optional.ts


const paramAddedOptional = (0,rule/* defineRule */.Km)()({
    id: 'param-added-optional',
    title: 'Optional parameter added',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'additive',
    inclusion: {},
    rationale: 'Existing calls omit it and keep working.',
    message: ({ site }) => `optional parameter '${site.path}' added`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputFieldAdded, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-field-removed.ts

const outputFieldRemoved = (0,rule/* defineRule */.Km)()({
    id: 'output-field-removed',
    title: 'Output field removed',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: { whenIncluded: 'silent' },
    rationale: 'Consumers that read the field get nothing.',
    message: ({ site }) => `output field '${site.path}' removed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-removed.ts


const paramRemoved = (0,rule/* defineRule */.Km)()({
    id: 'param-removed',
    title: 'Parameter removed',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'breaking',
    inclusion: { whenIncluded: 'silent' },
    rationale: 'Callers keep sending it: a closed schema rejects the call, an open one silently drops the argument.',
    judge: (meta) => (meta.closed ? undefined : { severity: 'silent', reason: 'The schema is open: calls that send it still succeed, and the argument is silently ignored.' }),
    message: ({ site }) => `parameter '${site.path}' removed`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputFieldRemoved, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-narrowed.ts

const outputNarrowed = (0,rule/* defineRule */.Km)()({
    id: 'output-narrowed',
    title: 'Output narrowed',
    scope: 'response',
    foundBy: 'response',
    severity: 'additive',
    inclusion: {},
    rationale: 'Responses now promise more (a field always present, fewer types or values, tighter bounds): consumers are unaffected.',
    message: ({ site, meta }) => `output ${(0,rule/* where */._M)(site, 'field')}: ${meta.detail}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-became-required.ts


const paramBecameRequired = (0,rule/* defineRule */.Km)()({
    id: 'param-became-required',
    title: 'Parameter became required',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Calls that omitted it are now rejected.',
    message: ({ site }) => `parameter '${site.path}' became required`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: 'now always present' }),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-field-became-optional.ts

const outputFieldBecameOptional = (0,rule/* defineRule */.Km)()({
    id: 'output-field-became-optional',
    title: 'Output field became optional',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Consumers that relied on its presence can now miss it.',
    message: ({ site }) => `output field '${site.path}' is no longer always present`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-became-optional.ts


const paramBecameOptional = (0,rule/* defineRule */.Km)()({
    id: 'param-became-optional',
    title: 'Parameter became optional',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'additive',
    inclusion: {},
    rationale: 'Every call that was valid stays valid.',
    message: ({ site }) => `parameter '${site.path}' became optional`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputFieldBecameOptional, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/format.ts
/** `string`, `[integer, null]`, or `any` when unconstrained. */
function fmtTypes(types) {
    if (types === null)
        return 'any';
    if (Array.isArray(types))
        return types.length === 1 ? String(types[0]) : `[${types.join(', ')}]`;
    return String(types);
}
/** A short list of values: `'text', 'html'` (long lists are cut with a count). */
function fmtValues(values) {
    if (!Array.isArray(values))
        return JSON.stringify(values);
    const shown = values.slice(0, 8).map((v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v)));
    return values.length > 8 ? `${shown.join(', ')} and ${values.length - 8} more` : shown.join(', ');
}

;// CONCATENATED MODULE: ./src/diff/rules/types.ts
function covers(types, t) {
    return types.includes(t) || (t === 'integer' && types.includes('number'));
}
/** The change of accepted types between the two nodes; `undefined` when they accept the same types. */
function typeChange({ before: va, after: vb }) {
    const ta = va.types;
    const tb = vb.types;
    if (ta === null && tb === null)
        return undefined;
    if (ta && tb && ta.length === tb.length && ta.every((t, i) => t === tb[i]))
        return undefined;
    const found = (kind) => ({ kind, before: ta ? [...ta] : null, after: tb ? [...tb] : null });
    if (tb === null)
        return found('widened');
    if (ta === null)
        return found('narrowed');
    const widened = ta.every((t) => covers(tb, t));
    const narrowed = tb.every((t) => covers(ta, t));
    if (widened && !narrowed)
        return found('widened');
    if (narrowed && !widened)
        return found('narrowed');
    if (!widened && !narrowed)
        return found('changed');
    return undefined;
}
/** The detect hook of one type rule: its case of the change, at the node. */
function typeDetector(kind) {
    return {
        keywords: ['type'],
        compare(pair) {
            const c = typeChange(pair);
            return c?.kind === kind ? [{ before: c.before, after: c.after, pointer: pair.site.pointer }] : undefined;
        },
    };
}

;// CONCATENATED MODULE: ./src/diff/rules/type-narrowed.ts




const typeNarrowed = (0,rule/* defineRule */.Km)()({
    id: 'type-narrowed',
    title: 'Type narrowed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Values of the dropped types are now rejected (number to integer, [string, null] to string).',
    message: ({ before, after, site }) => `type of ${(0,rule/* where */._M)(site)} narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
    detect: typeDetector('narrowed'),
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: `type narrowed from ${fmtTypes(before)} to ${fmtTypes(after)}` }),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-type-changed.ts


const outputTypeChanged = (0,rule/* defineRule */.Km)()({
    id: 'output-type-changed',
    title: 'Output type changed',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Responses carry a type (or constant) consumers were not built for.',
    message: ({ before, after, site }) => `type of output ${(0,rule/* where */._M)(site, 'field')} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/type-changed.ts




const typeChanged = (0,rule/* defineRule */.Km)()({
    id: 'type-changed',
    title: 'Type changed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Values of the old type are rejected.',
    message: ({ before, after, site }) => `type of ${(0,rule/* where */._M)(site)} changed from ${fmtTypes(before)} to ${fmtTypes(after)}`,
    detect: typeDetector('changed'),
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputTypeChanged, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-type-widened.ts


const outputTypeWidened = (0,rule/* defineRule */.Km)()({
    id: 'output-type-widened',
    title: 'Output type widened',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Responses may now carry types consumers do not handle.',
    message: ({ before, after, site }) => `type of output ${(0,rule/* where */._M)(site, 'field')} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/type-widened.ts




const typeWidened = (0,rule/* defineRule */.Km)()({
    id: 'type-widened',
    title: 'Type widened',
    scope: 'request',
    severity: 'additive',
    inclusion: {},
    rationale: 'Every value that was accepted is still accepted.',
    message: ({ before, after, site }) => `type of ${(0,rule/* where */._M)(site)} widened from ${fmtTypes(before)} to ${fmtTypes(after)}`,
    detect: typeDetector('widened'),
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputTypeWidened, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/enum-narrowed.ts




const enumNarrowed = (0,rule/* defineRule */.Km)()({
    id: 'enum-narrowed',
    title: 'Enum narrowed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Calls that send a dropped value are rejected.',
    message: ({ after, site, meta }) => (meta.imposed ? `values of ${(0,rule/* where */._M)(site)} restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} removed from ${(0,rule/* where */._M)(site)}`),
    detect: {
        keywords: VALUE_KEYWORDS,
        compare(pair) {
            const c = valueChange(pair);
            if (c?.kind === 'imposed')
                return [{ before: null, after: c.after, pointer: valuesPointer(pair), meta: { values: c.after, imposed: true } }];
            if (c?.kind === 'edited' && c.removed.length)
                return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.removed, imposed: false } }];
            return undefined;
        },
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: meta.imposed ? `values restricted to ${fmtValues(after)}` : `values ${fmtValues(meta.values)} no longer returned` }),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-enum-widened.ts


const outputEnumWidened = (0,rule/* defineRule */.Km)()({
    id: 'output-enum-widened',
    title: 'Output enum widened',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Responses may carry values consumers do not handle.',
    message: ({ site, meta }) => (meta.lifted ? `output ${(0,rule/* where */._M)(site, 'field')} is no longer limited to a list of values` : `output ${(0,rule/* where */._M)(site, 'field')} may now be ${fmtValues(meta.values)}`),
});

;// CONCATENATED MODULE: ./src/diff/rules/enum-widened.ts




const enumWidened = (0,rule/* defineRule */.Km)()({
    id: 'enum-widened',
    title: 'Enum widened',
    scope: 'request',
    severity: 'additive',
    inclusion: {},
    rationale: 'Every value that was accepted is still accepted.',
    message: ({ site, meta }) => (meta.lifted ? `the value list of ${(0,rule/* where */._M)(site)} was lifted` : `values ${fmtValues(meta.values)} added to ${(0,rule/* where */._M)(site)}`),
    detect: {
        keywords: VALUE_KEYWORDS,
        compare(pair) {
            const c = valueChange(pair);
            if (c?.kind === 'lifted')
                return [{ before: c.before, after: null, pointer: valuesPointer(pair), meta: { values: c.before, lifted: true } }];
            if (c?.kind === 'edited' && c.added.length)
                return [{ before: c.before, after: c.after, pointer: valuesPointer(pair), meta: { values: c.added, lifted: false } }];
            return undefined;
        },
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputEnumWidened, before, after, meta),
});

;// CONCATENATED MODULE: ./src/diff/rules/const-changed.ts




const constChanged = (0,rule/* defineRule */.Km)()({
    id: 'const-changed',
    title: 'Constant changed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Only the new constant is accepted; calls sending the old one are rejected.',
    message: ({ before, after, site }) => `constant of ${(0,rule/* where */._M)(site)} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    detect: {
        keywords: VALUE_KEYWORDS,
        compare(pair) {
            const c = valueChange(pair);
            return c?.kind === 'const' ? [{ before: c.before, after: c.after, pointer: valuesPointer(pair) }] : undefined;
        },
    },
    // an output constant is the type of what comes back: its change reads as a type change, the constants as types; a
    // constant where there was none promises one value (narrower: consumers are unaffected)
    response: ({ before, after }) => before === null
        ? (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: `now always ${(0,rule.q)(after)}` })
        : (0,rule/* mirror */.e7)(outputTypeChanged, [JSON.stringify(before)], after === null ? null : [JSON.stringify(after)], undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/keyword.ts

/**
 * Detection for a rule that reports one keyword of a schema node added, removed or changed (a default, …): `read` gives
 * each side, `meta` the rule's data for the finding. Equal values on both sides (or absent on both) report nothing; the
 * finding points at the new keyword, else the old one.
 */
function keywordChange(keyword, read, meta) {
    return {
        keywords: [keyword],
        compare(pair) {
            const a = read(pair.before);
            const b = read(pair.after);
            if (a.present === b.present && (!a.present || (0,json/* jsonEqual */.Zm)(a.value, b.value)))
                return undefined;
            const edit = !a.present ? 'added' : !b.present ? 'removed' : 'changed';
            return [{ before: a.present ? a.value : null, after: b.present ? b.value : null, pointer: pair.at(keyword, b.present), meta: meta(edit, a, b, pair) }];
        },
    };
}

;// CONCATENATED MODULE: ./src/diff/rules/output-default-changed.ts

const outputDefaultChanged = (0,rule/* defineRule */.Km)()({
    id: 'output-default-changed',
    title: 'Output default changed',
    scope: 'response',
    foundBy: 'response',
    severity: 'cosmetic',
    rationale: 'A default in a response schema has no effect on what consumers receive.',
    message: ({ before, after, site, meta }) => `default of output ${(0,rule/* where */._M)(site, 'field')} changed from ${(0,rule/* shown */.SP)(before, meta.had)} to ${(0,rule/* shown */.SP)(after, meta.has)}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/default-changed.ts



const defaultChanged = (0,rule/* defineRule */.Km)()({
    id: 'default-changed',
    title: 'Default changed',
    scope: 'request',
    severity: 'silent',
    rationale: 'Callers that omit the parameter now get different behaviour, with no error.',
    judge: (meta) => (meta.nullAdded ? { severity: 'cosmetic', reason: 'A default of null on a parameter that accepts null: omitting it still sends no value.' } : undefined),
    message: ({ before, after, site, meta }) => `default of ${(0,rule/* where */._M)(site)} changed from ${(0,rule/* shown */.SP)(before, meta.had)} to ${(0,rule/* shown */.SP)(after, meta.has)}`,
    detect: keywordChange('default', (v) => ({ present: v.hasDefault, value: v.hasDefault ? (v.default ?? null) : null }), (edit, had, has, { after: vb }) => {
        const nullable = (vb.types === null || vb.types.includes('null')) && (vb.values === null || vb.values.includes(null));
        return { had: had.present, has: has.present, nullAdded: edit === 'added' && vb.default === null && nullable };
    }),
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputDefaultChanged, before, after, { had: meta.had, has: meta.has }),
});

;// CONCATENATED MODULE: ./src/diff/rules/constraint-tightened.ts




const constraintTightened = (0,rule/* defineRule */.Km)()({
    id: 'constraint-tightened',
    title: 'Constraint tightened',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Values that used to pass may now be rejected.',
    judge: (meta) => (meta.safeIntegerLimit ? { severity: 'cosmetic', reason: SAFE_INTEGER_REASON } : undefined),
    message: ({ before, after, site, meta }) => `${meta.keyword} of ${(0,rule/* where */._M)(site)} tightened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    detect: {
        keywords: [],
        compare: (pair) => constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same, safeIntegerLimit }) => tighter && !same ? [{ before, after, pointer, meta: safeIntegerLimit ? { keyword, safeIntegerLimit } : { keyword } }] : []),
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: `${meta.keyword} tightened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-widened.ts

const outputWidened = (0,rule/* defineRule */.Km)()({
    id: 'output-widened',
    title: 'Output constraint loosened',
    scope: 'response',
    foundBy: 'response',
    severity: 'breaking',
    inclusion: {},
    rationale: 'Responses may now hold values the old schema ruled out (looser bounds, a new union branch, unknown properties).',
    message: ({ site, meta }) => `output ${(0,rule/* where */._M)(site, 'field')}: ${meta.detail}`,
});

;// CONCATENATED MODULE: ./src/diff/rules/constraint-loosened.ts



const constraintLoosened = (0,rule/* defineRule */.Km)()({
    id: 'constraint-loosened',
    title: 'Constraint loosened',
    scope: 'request',
    severity: 'additive',
    inclusion: {},
    rationale: 'Every value that passed still passes.',
    message: ({ before, after, site, meta }) => `${meta.keyword} of ${(0,rule/* where */._M)(site)} loosened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    detect: {
        keywords: [],
        compare: (pair) => constraintChanges(pair).flatMap(({ keyword, before, after, pointer, tighter, same }) => (tighter || same ? [] : [{ before, after, pointer, meta: { keyword } }])),
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputWidened, before, after, { detail: `${meta.keyword} loosened from ${JSON.stringify(before)} to ${JSON.stringify(after)}` }),
});

// EXTERNAL MODULE: ./src/diff/rules/patterns.ts
var patterns = __webpack_require__(2340);
;// CONCATENATED MODULE: ./src/diff/rules/pattern-changed.ts


const patternChanged = (0,rule/* defineRule */.Km)()({
    id: 'pattern-changed',
    title: 'Pattern changed (cannot be compared)',
    scope: 'request',
    severity: 'silent',
    inclusion: {},
    rationale: 'The pattern changed and the two cannot be compared (backreferences, lookarounds, or automata too large): strings that passed may fail now, and no one can tell without trying. When one provably contains the other, pattern-narrowed or pattern-widened reports it instead.',
    judge: (meta) => (meta.comparable ? { severity: 'cosmetic', reason: 'Written differently, the two patterns accept exactly the same strings.' } : undefined),
    message: ({ before, after, site, meta }) => `pattern of ${(0,rule/* where */._M)(site, site.pointer.startsWith('/outputSchema') ? 'output field' : 'parameter')} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (${meta.comparable ? 'the same strings pass' : 'cannot be compared'})`,
    detect: {
        keywords: patterns/* PATTERN_KEYWORDS */.Qq,
        compare(pair) {
            const c = (0,patterns/* patternChange */.P7)(pair);
            if (c?.kind !== 'equivalent' && c?.kind !== 'unknown')
                return undefined;
            return [{ before: c.before, after: c.after, pointer: (0,patterns/* patternPointer */.wA)(pair, c), meta: { comparable: c.kind === 'equivalent' } }];
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/pattern-narrowed.ts



/** `set to '^[a-z]+$'`, or `narrowed from '…' to '…' ('A1' no longer passes)`. */
function what(meta, before, after) {
    if (meta.change === 'added')
        return `set to ${(0,rule.q)(after)}`;
    const example = meta.example !== undefined ? ` (${(0,rule.q)(meta.example)} no longer passes)` : '';
    return `${meta.partial ? 'changed' : 'narrowed'} from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}${example}`;
}
const patternNarrowed = (0,rule/* defineRule */.Km)()({
    id: 'pattern-narrowed',
    title: 'Pattern added or narrowed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'A new pattern, or a changed one that provably rejects strings the old one accepted: callers sending those strings are rejected.',
    message: ({ before, after, site, meta }) => `pattern of ${(0,rule/* where */._M)(site)} ${what(meta, before, after)}`,
    detect: {
        keywords: patterns/* PATTERN_KEYWORDS */.Qq,
        compare(pair) {
            const c = (0,patterns/* patternChange */.P7)(pair);
            if (c?.kind === 'added')
                return [{ before: null, after: c.after, pointer: (0,patterns/* patternPointer */.wA)(pair, c), meta: { change: 'added' } }];
            if (c?.kind === 'narrowed')
                return [{ before: c.before, after: c.after, pointer: (0,patterns/* patternPointer */.wA)(pair, c), meta: { change: 'narrowed', example: c.example, partial: c.partial } }];
            return undefined;
        },
    },
    // in a response a stricter pattern promises more (safe)
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: `pattern ${what(meta, before, after)}` }),
});

;// CONCATENATED MODULE: ./src/diff/rules/pattern-widened.ts



/** `removed (was '…')`, or `widened from '…' to '…' ('0-0' now passes too)`. */
function pattern_widened_what(meta, before, after) {
    if (meta.change === 'removed')
        return `removed (was ${(0,rule.q)(before)})`;
    const example = meta.example !== undefined ? ` (${(0,rule.q)(meta.example)} now passes too)` : '';
    return `widened from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}${example}`;
}
const patternWidened = (0,rule/* defineRule */.Km)()({
    id: 'pattern-widened',
    title: 'Pattern removed or widened',
    scope: 'request',
    severity: 'additive',
    inclusion: {},
    rationale: 'The pattern was removed, or the new one provably accepts every string the old one did: every call that passed still passes.',
    message: ({ before, after, site, meta }) => `pattern of ${(0,rule/* where */._M)(site)} ${pattern_widened_what(meta, before, after)}`,
    detect: {
        keywords: patterns/* PATTERN_KEYWORDS */.Qq,
        compare(pair) {
            const c = (0,patterns/* patternChange */.P7)(pair);
            if (c?.kind === 'removed')
                return [{ before: c.before, after: null, pointer: (0,patterns/* patternPointer */.wA)(pair, c), meta: { change: 'removed' } }];
            if (c?.kind === 'widened')
                return [{ before: c.before, after: c.after, pointer: (0,patterns/* patternPointer */.wA)(pair, c), meta: { change: 'widened', example: c.example } }];
            return undefined;
        },
    },
    // in a response a looser pattern lets through strings consumers never saw
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputWidened, before, after, { detail: `pattern ${pattern_widened_what(meta, before, after)}` }),
});

;// CONCATENATED MODULE: ./src/diff/rules/content-changed.ts


/** How a string's content is read: no effect on which strings pass, all the effect on what they mean. */
const CONTENT_KEYWORDS = ['contentEncoding', 'contentMediaType', 'contentSchema'];
const contentChanged = (0,rule/* defineRule */.Km)()({
    id: 'content-changed',
    title: 'Content encoding, media type or content schema changed',
    scope: 'any',
    severity: 'breaking',
    rationale: 'The same strings pass, but they are read another way (contentEncoding base64 or none, another media type, a new content schema for the decoded value): what callers encode, or what readers decode, is misread.',
    // a content schema constrains the decoded value: dropped from an input (or added to an output) it asks (promises) less
    judge: (meta) => meta.keyword === 'contentSchema' && meta.edit === (meta.output ? 'added' : 'removed')
        ? {
            severity: 'additive',
            reason: meta.output ? 'Results now promise a decoded content schema: readers are unaffected.' : 'The decoded content is no longer constrained: what callers sent still decodes as before.',
        }
        : undefined,
    message: ({ before, after, site, meta }) => `${meta.keyword} of ${(0,rule/* where */._M)(site, meta.output ? 'output field' : 'parameter')} ${meta.edit === 'changed' ? `changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}` : meta.edit === 'added' ? `set to ${(0,rule.q)(after)}` : `removed (was ${(0,rule.q)(before)})`}`,
    detect: {
        keywords: CONTENT_KEYWORDS,
        compare(pair) {
            const out = [];
            const read = (view, k) => view.constraints.get(k) ?? view.other.get(k) ?? view.noEffect.get(k);
            for (const k of CONTENT_KEYWORDS) {
                const x = read(pair.before, k);
                const y = read(pair.after, k);
                if ((0,json/* jsonEqual */.Zm)(x, y))
                    continue;
                const edit = x === undefined ? 'added' : y === undefined ? 'removed' : 'changed';
                out.push({ before: x ?? null, after: y ?? null, pointer: pair.at(k, y !== undefined), meta: { keyword: k, edit, output: pair.direction === 'response' } });
            }
            return out.length ? out : undefined;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/additional-properties-closed.ts


const additionalPropertiesClosed = (0,rule/* defineRule */.Km)()({
    id: 'additional-properties-closed',
    title: 'Schema closed to unknown arguments',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'breaking',
    inclusion: {},
    rationale: 'additionalProperties: false now rejects arguments the server used to ignore.',
    message: ({ site }) => `${(0,rule/* where */._M)(site, 'object')} no longer accepts unknown properties`,
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: 'no longer carries unknown properties' }),
});

;// CONCATENATED MODULE: ./src/diff/rules/additional-properties-opened.ts


const additionalPropertiesOpened = (0,rule/* defineRule */.Km)()({
    id: 'additional-properties-opened',
    title: 'Schema opened to unknown arguments',
    scope: 'request',
    foundBy: 'pairing',
    severity: 'additive',
    inclusion: {},
    rationale: 'Arguments that were rejected are now accepted (and ignored when unknown). An object loosened to any properties at all (`additionalProperties: true` or `{}` where properties were named) is one such finding: every call that passed still passes.',
    message: ({ site, meta }) => meta?.freeForm
        ? `${(0,rule/* where */._M)(site, 'object')} loosened to accept any properties (${meta.freeForm.length ? `${meta.freeForm.map((n) => `'${n}'`).join(', ')} no longer checked` : 'none were named'})`
        : `${(0,rule/* where */._M)(site, 'object')} now accepts unknown properties`,
    // in a response, readers must handle whatever properties now come
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputWidened, before, after, { detail: meta?.freeForm ? 'loosened to any properties: readers must handle properties they never saw' : 'may now carry unknown properties' }),
});

;// CONCATENATED MODULE: ./src/diff/rules/composition-narrowed.ts



const compositionNarrowed = (0,rule/* defineRule */.Km)()({
    id: 'composition-narrowed',
    title: 'Composition narrowed',
    scope: 'request',
    severity: 'breaking',
    inclusion: {},
    rationale: 'An alternative (oneOf/anyOf branch) was removed, or a new condition (allOf, not, if/then, dependentRequired) must hold: some old calls are rejected.',
    message: ({ site, meta }) => `${meta.detail} at ${(0,rule/* where */._M)(site)}`,
    // the schema walker adds the alternatives of a union and the positions of a tuple added or removed, as it pairs them
    detect: {
        keywords: [],
        compare: (pair) => conditionChanges(pair).flatMap((c) => (c.narrowed && !c.same ? [c.finding] : [])),
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputNarrowed, before, after, { detail: meta.detail }),
});

;// CONCATENATED MODULE: ./src/diff/rules/composition-widened.ts



const compositionWidened = (0,rule/* defineRule */.Km)()({
    id: 'composition-widened',
    title: 'Composition widened',
    scope: 'request',
    severity: 'additive',
    inclusion: {},
    rationale: 'An alternative was added or a condition dropped: every old call still validates.',
    message: ({ site, meta }) => `${meta.detail} at ${(0,rule/* where */._M)(site)}`,
    // the schema walker adds the alternatives of a union and the positions of a tuple added or removed, as it pairs them
    detect: {
        keywords: [],
        compare: (pair) => conditionChanges(pair).flatMap((c) => (!c.narrowed && !c.same ? [c.finding] : [])),
    },
    response: ({ before, after, meta }) => (0,rule/* mirror */.e7)(outputWidened, before, after, { detail: meta.detail }),
});

;// CONCATENATED MODULE: ./src/diff/rules/output-description-changed.ts

const outputDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'output-description-changed',
    textChange: true,
    title: 'Output description changed',
    scope: 'response',
    foundBy: 'response',
    severity: 'cosmetic',
    rationale: 'Describes what comes back; calls and their results are unchanged.',
    message: ({ site }) => `description of output ${(0,rule/* where */._M)(site, 'field')} changed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/param-description-changed.ts




const paramDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'param-description-changed',
    textChange: true,
    title: 'Parameter description changed',
    scope: 'request',
    severity: 'silent',
    rationale: 'Same name and type, new words: the model fills the argument with a different meaning ("max results" becomes "page index").',
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ site, meta }) => `description of ${(0,rule/* where */._M)(site)} changed${editNote(meta.edit)}`,
    // a renamed parameter's rename carries its description change
    detect: {
        keywords: ['description'],
        compare: ({ before, after, site, renamed, at }) => (site.path && !renamed ? textFinding(before.description, after.description, at('description'), `the description of '${site.path}'`) : undefined),
    },
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputDescriptionChanged, before, after, undefined),
});

;// CONCATENATED MODULE: ./src/diff/rules/schema-description-changed.ts




const schemaDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'schema-description-changed',
    textChange: true,
    title: 'Input schema description changed',
    scope: 'request',
    severity: 'silent',
    rationale: 'The description of the whole input schema reaches the model in many clients: new words can change how it fills the call, or carry instructions.',
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ site, meta }) => `description of the input schema of tool '${site.tool}' changed${editNote(meta.edit)}`,
    detect: {
        keywords: ['description'],
        compare: ({ before, after, site, renamed, at }) => (!site.path && !renamed ? textFinding(before.description, after.description, at('description'), 'the schema description') : undefined),
    },
    response: ({ before, after }) => (0,rule/* mirror */.e7)(outputDescriptionChanged, before, after, undefined),
});

// EXTERNAL MODULE: ./src/contract/param-headers.ts
var param_headers = __webpack_require__(5760);
// EXTERNAL MODULE: ./src/diff/rules/mirrored-headers.ts
var mirrored_headers = __webpack_require__(4902);
;// CONCATENATED MODULE: ./src/diff/rules/param-header-added.ts



const paramHeaderAdded = (0,rule/* defineRule */.Km)()({
    id: 'param-header-added',
    title: 'Parameter newly mirrored into an HTTP header (x-mcp-header)',
    scope: 'request',
    severity: 'silent',
    rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP now also send the argument as an Mcp-Param header: what gateways, load balancers and their logs route, limit or record on changed (${mirrored_headers/* ERAS_NOTE */.vW}).`,
    message: ({ meta, after }) => meta.unusable
        ? (0,mirrored_headers/* unusable */._P)(after, meta.parameter, 'added to')
        : `${meta.withParameter ? 'new parameter' : 'parameter'} '${meta.parameter}' is mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header added; ${mirrored_headers/* ERAS_NOTE */.vW})`,
    detect: {
        keywords: ['x-mcp-header'],
        compare(pair) {
            const c = (0,mirrored_headers/* nodeHeaderChange */.a)(pair);
            if (c?.kind !== 'added')
                return undefined;
            const flags = (0,mirrored_headers/* secretFlag */.Z1)(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
            return [
                { before: null, after: c.after, pointer: c.pointer, meta: { parameter: pair.site.path, header: (0,mirrored_headers/* headerText */.TK)(c.after), ...((0,mirrored_headers/* mirrorable */.Wd)(pair.after, c.after) ? {} : { unusable: true }) }, flags },
            ];
        },
    },
    on: {
        tool(pair) {
            const out = [];
            for (const d of (0,mirrored_headers/* headersWithParameters */.JG)(pair).added) {
                const parameter = d.path.join('.');
                const flags = (0,mirrored_headers/* secretFlag */.Z1)(parameter, (0,mirrored_headers/* declaredSchema */.E9)(pair.after.inputSchema, d), d.header, pair.site.tool);
                out.push({ before: null, after: d.header, pointer: (0,mirrored_headers/* declarationPointer */.u2)(d), meta: { parameter, header: (0,param_headers/* paramHeaderName */.q4)(d), withParameter: true }, flags });
            }
            return out;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/param-header-removed.ts



const paramHeaderRemoved = (0,rule/* defineRule */.Km)()({
    id: 'param-header-removed',
    title: 'Parameter no longer mirrored into an HTTP header (x-mcp-header)',
    scope: 'request',
    severity: 'silent',
    rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP stop sending the Mcp-Param header: a gateway or load balancer that routes, limits or authorises on it now sees nothing (${mirrored_headers/* ERAS_NOTE */.vW}).`,
    message: ({ meta }) => meta.withParameter
        ? `removed parameter '${meta.parameter}' was mirrored into the HTTP header ${meta.header}: 2026-07-28 calls over Streamable HTTP no longer carry it (${mirrored_headers/* ERAS_NOTE */.vW})`
        : `parameter '${meta.parameter}' is no longer mirrored into the HTTP header ${meta.header} on 2026-07-28 calls over Streamable HTTP (x-mcp-header removed; ${mirrored_headers/* ERAS_NOTE */.vW})`,
    detect: {
        keywords: ['x-mcp-header'],
        compare(pair) {
            const c = (0,mirrored_headers/* nodeHeaderChange */.a)(pair);
            if (c?.kind !== 'removed')
                return undefined;
            return [{ before: c.before, after: null, pointer: c.pointer, meta: { parameter: pair.site.path, header: (0,mirrored_headers/* headerText */.TK)(c.before) } }];
        },
    },
    on: {
        tool(pair) {
            const out = [];
            for (const d of (0,mirrored_headers/* headersWithParameters */.JG)(pair).removed)
                out.push({ before: d.header, after: null, pointer: (0,mirrored_headers/* declarationPointer */.u2)(d), meta: { parameter: d.path.join('.'), header: (0,param_headers/* paramHeaderName */.q4)(d), withParameter: true } });
            return out;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/param-header-renamed.ts


const paramHeaderRenamed = (0,rule/* defineRule */.Km)()({
    id: 'param-header-renamed',
    title: 'Parameter mirrored into another HTTP header (x-mcp-header renamed)',
    scope: 'request',
    severity: 'silent',
    rationale: `Calls still succeed, but 2026-07-28 clients over Streamable HTTP send the argument under another Mcp-Param header: a gateway or load balancer that routes, limits or authorises on the old name no longer sees it (${mirrored_headers/* ERAS_NOTE */.vW}).`,
    message: ({ meta, after }) => meta.unusable
        ? (0,mirrored_headers/* unusable */._P)(after, meta.parameter, `(was ${meta.from}) set on`)
        : `parameter '${meta.parameter}' is mirrored into the HTTP header ${meta.to} instead of ${meta.from} on 2026-07-28 calls over Streamable HTTP (${mirrored_headers/* ERAS_NOTE */.vW})`,
    detect: {
        keywords: ['x-mcp-header'],
        compare(pair) {
            const c = (0,mirrored_headers/* nodeHeaderChange */.a)(pair);
            if (c?.kind !== 'renamed')
                return undefined;
            const flags = (0,mirrored_headers/* secretFlag */.Z1)(pair.site.path, pair.after.node.schema, c.after, pair.site.tool);
            return [
                {
                    before: c.before,
                    after: c.after,
                    pointer: c.pointer,
                    meta: { parameter: pair.site.path, from: (0,mirrored_headers/* headerText */.TK)(c.before), to: (0,mirrored_headers/* headerText */.TK)(c.after), ...((0,mirrored_headers/* mirrorable */.Wd)(pair.after, c.after) ? {} : { unusable: true }) },
                    flags,
                },
            ];
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/param-header-invalid.ts



const paramHeaderInvalid = (0,rule/* defineRule */.Km)()({
    id: 'param-header-invalid',
    title: 'An x-mcp-header annotation makes the tool invalid for 2026-07-28 clients',
    scope: 'request',
    severity: 'breaking',
    rationale: 'A 2026-07-28 client over Streamable HTTP must drop a tool whose x-mcp-header annotation breaks the spec (a name that is not an RFC 9110 token or carries CR/LF, a duplicate ignoring case, a parameter that is not a string, integer or boolean, an annotation reachable only through items, a composition or conditional keyword or $ref): for those clients the tool disappears, as if removed. 2025-era clients ignore the annotation and still list it.',
    judge: (meta) => meta.alreadyInvalid
        ? { severity: 'silent', reason: 'The tool already broke the x-mcp-header rules, so 2026-07-28 clients over Streamable HTTP already dropped it; the reason they do changed.' }
        : undefined,
    message: ({ site, meta }) => `'${site.tool}' is rejected by 2026-07-28 clients over Streamable HTTP: ${meta.reason} (${mirrored_headers/* ERAS_NOTE */.vW} and still list the tool)`,
    on: {
        tool({ before, after }) {
            const was = (0,param_headers/* scanParamHeaders */.zf)(before.inputSchema).problems;
            const old = new Set(was.map((p) => `${p.kind}\u0000${p.reason}`));
            const out = [];
            for (const p of (0,param_headers/* scanParamHeaders */.zf)(after.inputSchema).problems) {
                if (old.has(`${p.kind}\u0000${p.reason}`))
                    continue;
                out.push({ before: null, after: p.value, pointer: `/inputSchema${p.pointer}`, meta: { kind: p.kind, reason: p.reason, where: p.where, alreadyInvalid: was.length > 0 } });
            }
            return out;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/output-schema-removed.ts

const outputSchemaRemoved = (0,rule/* defineRule */.Km)()({
    id: 'output-schema-removed',
    title: 'Output schema removed',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'Clients that validate or parse structuredContent lose the contract they were built on.',
    message: ({ site }) => `output schema of tool '${site.tool}' removed`,
    on: { tool: ({ before, after }) => (before.outputSchema && !after.outputSchema ? [{ before: before.outputSchema, after: null, pointer: '/outputSchema' }] : undefined) },
});

;// CONCATENATED MODULE: ./src/diff/rules/output-schema-added.ts

const outputSchemaAdded = (0,rule/* defineRule */.Km)()({
    id: 'output-schema-added',
    title: 'Output schema added',
    scope: 'tool',
    severity: 'additive',
    rationale: 'Clients gain a contract; nothing they relied on changed.',
    message: ({ site }) => `output schema of tool '${site.tool}' added`,
    on: { tool: ({ before, after }) => (!before.outputSchema && after.outputSchema ? [{ before: null, after: after.outputSchema, pointer: '/outputSchema' }] : undefined) },
});

// EXTERNAL MODULE: ./src/diff/rules/hints.ts
var hints = __webpack_require__(5417);
;// CONCATENATED MODULE: ./src/diff/rules/annotation-regressed.ts


const annotationRegressed = (0,rule/* defineRule */.Km)()({
    id: 'annotation-regressed',
    title: 'Annotation regressed',
    scope: 'annotations',
    severity: 'silent',
    rationale: 'The tool now claims to be less safe (may write, destroy, repeat effects or reach the open world): hosts that auto-approve on the old hint run it unprompted.',
    message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
    on: {
        tool: (pair) => (0,hints/* annotationChanges */.rF)(pair).flatMap((c) => {
            if (c.kind !== 'regressed')
                return [];
            const { key, before, after, effectiveBefore, effectiveAfter } = c;
            const flag = {
                id: 'annotation-regressed',
                message: `${key} now says the tool is less safe (${String(effectiveBefore)} → ${String(effectiveAfter)})`,
                evidence: `${key}: ${JSON.stringify(after)}`,
            };
            return [{ before, after, pointer: c.pointer, meta: { key, effectiveBefore, effectiveAfter }, flags: [flag] }];
        }),
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/annotation-relaxed.ts


const annotationRelaxed = (0,rule/* defineRule */.Km)()({
    id: 'annotation-relaxed',
    title: 'Annotation relaxed',
    scope: 'annotations',
    severity: 'additive',
    rationale: 'The tool now claims to be safer: nothing callers relied on is lost.',
    message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)} (in effect ${String(meta.effectiveBefore)} to ${String(meta.effectiveAfter)})`,
    on: {
        tool: (pair) => (0,hints/* annotationChanges */.rF)(pair).flatMap((c) => c.kind === 'relaxed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key, effectiveBefore: c.effectiveBefore, effectiveAfter: c.effectiveAfter } }] : []),
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/annotation-changed.ts


const annotationChanged = (0,rule/* defineRule */.Km)()({
    id: 'annotation-changed',
    title: 'Annotation changed',
    scope: 'annotations',
    severity: 'cosmetic',
    rationale: 'A literal change with the same effect: a title, a non-standard key, or a hint spelled out with its spec default.',
    message: ({ before, after, site, meta }) => `annotation ${meta.key} of tool '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    on: {
        tool: (pair) => (0,hints/* annotationChanges */.rF)(pair).flatMap((c) => (c.kind === 'changed' ? [{ before: c.before, after: c.after, pointer: c.pointer, meta: { key: c.key } }] : [])),
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-added.ts

const promptAdded = (0,rule/* defineRule */.Km)()({
    id: 'prompt-added',
    title: 'Prompt added',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'additive',
    rationale: 'Nothing that worked stops working.',
    message: ({ site }) => `prompt '${site.tool}' added`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-removed.ts

const promptRemoved = (0,rule/* defineRule */.Km)()({
    id: 'prompt-removed',
    title: 'Prompt removed',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Clients that request it get an error.',
    message: ({ site }) => `prompt '${site.tool}' removed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-renamed.ts

const promptRenamed = (0,rule/* defineRule */.Km)()({
    id: 'prompt-renamed',
    title: 'Prompt renamed',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Requests with the old name fail.',
    message: ({ before, after }) => `prompt '${String(before)}' renamed to '${String(after)}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-description-changed.ts



const promptDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'prompt-description-changed',
    textChange: true,
    title: 'Prompt description changed',
    scope: 'prompt',
    severity: 'silent',
    rationale: 'The text users and models pick the prompt by now says something else.',
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ site, meta }) => `description of prompt '${site.tool}' changed${editNote(meta.edit)}`,
    on: { prompt: ({ before, after }) => textFinding(before.description, after.description, '/description', 'the prompt description') },
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-added-required.ts

const promptArgumentAddedRequired = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-added-required',
    title: 'Required prompt argument added',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Requests built on the old prompt lack it and fail.',
    message: ({ site }) => `required argument '${site.path}' added to prompt '${site.tool}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-added-optional.ts

const promptArgumentAddedOptional = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-added-optional',
    title: 'Optional prompt argument added',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'additive',
    rationale: 'Old requests keep working.',
    message: ({ site }) => `optional argument '${site.path}' added to prompt '${site.tool}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-removed.ts

const promptArgumentRemoved = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-removed',
    title: 'Prompt argument removed',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'silent',
    rationale: 'Clients keep sending it and it is ignored: the prompt no longer uses what they give.',
    message: ({ site }) => `argument '${site.path}' removed from prompt '${site.tool}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-renamed.ts

const promptArgumentRenamed = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-renamed',
    title: 'Prompt argument renamed',
    scope: 'prompt',
    foundBy: 'pairing',
    severity: 'silent',
    rationale: 'Clients keep sending the old name, which is ignored.',
    judge: (meta) => (meta.requiredAfter ? { severity: 'breaking', reason: 'The new name is required: old requests lack it and fail.' } : undefined),
    message: ({ before, after, site }) => `argument '${String(before)}' of prompt '${site.tool}' renamed to '${String(after)}'`,
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-became-required.ts

const promptArgumentBecameRequired = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-became-required',
    title: 'Prompt argument became required',
    scope: 'prompt',
    severity: 'breaking',
    rationale: 'Requests that omitted it fail.',
    message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became required`,
    // a renamed argument's rename says whether it is required
    on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required !== true && after.required === true ? [{ before: false, after: true, pointer: site.pointer }] : undefined) },
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-became-optional.ts

const promptArgumentBecameOptional = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-became-optional',
    title: 'Prompt argument became optional',
    scope: 'prompt',
    severity: 'additive',
    rationale: 'Every old request stays valid.',
    message: ({ site }) => `argument '${site.path}' of prompt '${site.tool}' became optional`,
    // a renamed argument's rename says whether it is required
    on: { argument: ({ before, after, site, renamed }) => (!renamed && before.required === true && after.required !== true ? [{ before: true, after: false, pointer: site.pointer }] : undefined) },
});

;// CONCATENATED MODULE: ./src/diff/rules/prompt-argument-description-changed.ts



const promptArgumentDescriptionChanged = (0,rule/* defineRule */.Km)()({
    id: 'prompt-argument-description-changed',
    textChange: true,
    title: 'Prompt argument description changed',
    scope: 'prompt',
    severity: 'silent',
    rationale: 'Same name, new meaning for what users and models fill in.',
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ site, meta }) => `description of argument '${site.path}' of prompt '${site.tool}' changed${editNote(meta.edit)}`,
    on: { argument: ({ before, after, site }) => textFinding(before.description, after.description, `${site.pointer}/description`, `the description of argument '${site.path}'`) },
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-template-added.ts

const resourceTemplateAdded = (0,rule/* defineRule */.Km)()({
    id: 'resource-template-added',
    title: 'Resource template added',
    scope: 'resource',
    foundBy: 'pairing',
    severity: 'additive',
    rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
    message: ({ site }) => `resource template '${site.tool}' added`,
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-template-removed.ts

const resourceTemplateRemoved = (0,rule/* defineRule */.Km)()({
    id: 'resource-template-removed',
    title: 'Resource template removed',
    scope: 'resource',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Clients and agents that build resource URIs from the template get unknown-resource errors.',
    message: ({ site }) => `resource template '${site.tool}' removed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-template-changed.ts




/** The fields in report order (the rule judges each). */
const FIELDS = ['uriTemplate', 'description', 'mimeType', 'title', 'annotations'];
const BY_FIELD = {
    uriTemplate: { severity: 'breaking', reason: 'URIs built from the old template no longer name a resource of this server (or name another one).' },
    description: undefined,
    mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
    title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
    annotations: { severity: 'cosmetic', reason: 'Hints for clients (audience, priority), not part of any request.' },
};
const resourceTemplateChanged = (0,rule/* defineRule */.Km)()({
    id: 'resource-template-changed',
    title: "A resource template's URI template, description, media type, title or annotations changed",
    scope: 'resource',
    severity: 'silent',
    rationale: 'The description the model picks resources by now says something else (a changed URI template is breaking, a changed title cosmetic).',
    judge: (meta) => judgeCosmetic(meta.edit) ?? BY_FIELD[meta.field],
    message: ({ site, before, after, meta }) => meta.field === 'description' || meta.field === 'annotations'
        ? `${meta.field} of resource template '${site.tool}' changed${editNote(meta.edit)}`
        : `${meta.field} of resource template '${site.tool}' changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    on: {
        template({ before: a, after: b, site }) {
            const out = [];
            for (const field of FIELDS) {
                const x = a[field];
                const y = b[field];
                if ((0,json/* jsonEqual */.Zm)(x ?? null, y ?? null))
                    continue;
                const text = field === 'description' || field === 'title';
                const edit = text ? cosmeticEdit(x, y) : undefined;
                const flags = field === 'description' && !edit ? (0,instructions/* textFlags */.H)(x, y, `the description of resource template '${site.tool}'`) : [];
                out.push({ before: (x ?? null), after: (y ?? null), pointer: `/${field}`, meta: { field, edit }, flags });
            }
            return out;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-added.ts

const resourceAdded = (0,rule/* defineRule */.Km)()({
    id: 'resource-added',
    title: 'Resource added',
    scope: 'resource',
    foundBy: 'pairing',
    severity: 'additive',
    rationale: 'Nothing that worked stops working; its description is new text the model reads (checked for instructions).',
    message: ({ site, after }) => `resource ${typeof after === 'string' ? `'${after}' ` : ''}(${site.tool}) added`,
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-removed.ts

const resourceRemoved = (0,rule/* defineRule */.Km)()({
    id: 'resource-removed',
    title: 'Resource removed',
    scope: 'resource',
    foundBy: 'pairing',
    severity: 'breaking',
    rationale: 'Clients and agents that read the resource by its URI get an unknown-resource error.',
    message: ({ site, before }) => `resource ${typeof before === 'string' ? `'${before}' ` : ''}(${site.tool}) removed`,
});

;// CONCATENATED MODULE: ./src/diff/rules/resource-changed.ts




const resource_changed_FIELDS = ['uri', 'name', 'title', 'description', 'mimeType'];
const resource_changed_BY_FIELD = {
    uri: { severity: 'breaking', reason: 'Clients and agents that read the resource by its old URI get an unknown-resource error.' },
    name: undefined,
    title: { severity: 'cosmetic', reason: 'A display name: nothing reads it to build a request.' },
    description: undefined,
    mimeType: { severity: 'silent', reason: 'Readers that parse the content by its old media type misread it.' },
};
const resourceChanged = (0,rule/* defineRule */.Km)()({
    id: 'resource-changed',
    title: "A resource's URI, name, title, description or media type changed",
    scope: 'resource',
    severity: 'silent',
    rationale: 'The name or description the model picks resources by now says something else (a changed URI is breaking, a changed title cosmetic).',
    judge: (meta) => judgeCosmetic(meta.edit) ?? resource_changed_BY_FIELD[meta.field],
    message: ({ site, before, after, meta }) => meta.field === 'description' ? `description of resource ${site.tool} changed${editNote(meta.edit)}` : `${meta.field} of resource ${site.tool} changed from ${(0,rule.q)(before)} to ${(0,rule.q)(after)}`,
    on: {
        resource({ before: a, after: b, site }) {
            const out = [];
            for (const field of resource_changed_FIELDS) {
                const x = a[field];
                const y = b[field];
                if ((0,json/* jsonEqual */.Zm)(x ?? null, y ?? null))
                    continue;
                const text = field === 'description' || field === 'title' || field === 'name';
                const edit = text ? cosmeticEdit(x, y) : undefined;
                const flags = field === 'description' && !edit ? (0,instructions/* textFlags */.H)(x, y, `the description of resource '${site.tool}'`) : [];
                out.push({ before: (x ?? null), after: (y ?? null), pointer: `/${field}`, meta: { field, ...(edit ? { edit } : {}) }, flags });
            }
            return out;
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/instructions-changed.ts



const instructionsChanged = (0,rule/* defineRule */.Km)()({
    id: 'instructions-changed',
    title: 'Server instructions added, changed or removed',
    scope: 'server',
    severity: 'silent',
    rationale: "Clients put the server's instructions into the model's context for every tool call: new words change how the model uses every tool, and can carry instructions (a rug pull that no tool shows); removed ones can drop a safety rule the agent relied on.",
    judge: (meta) => judgeCosmetic(meta.edit),
    message: ({ meta }) => `server instructions ${meta.change}${editNote(meta.edit)}`,
    on: {
        server({ before, after }) {
            // A lockfile pinned before instructions were pinned says nothing about them: compared from the next re-pin on.
            if (before.instructionsUnpinned || after.instructionsUnpinned)
                return undefined;
            const a = before.instructions;
            const b = after.instructions;
            if ((a ?? '') === (b ?? ''))
                return undefined;
            const change = !a ? 'added' : !b ? 'removed' : 'changed';
            const edit = change === 'changed' ? cosmeticEdit(a, b) : undefined;
            const flags = edit ? [] : (0,instructions/* textFlags */.H)(a, b, 'the server instructions');
            return [{ before: a ?? null, after: b ?? null, pointer: '/instructions', meta: { change, edit }, flags }];
        },
    },
});

;// CONCATENATED MODULE: ./src/diff/rules/index.ts
/** Every rule of the diff, one module each. The ordered catalog (RULES) is in catalog.ts. */












































































/***/ }),

/***/ 4902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ declaredSchema),
/* harmony export */   F0: () => (/* binding */ newToolHeaderFlags),
/* harmony export */   JG: () => (/* binding */ headersWithParameters),
/* harmony export */   TK: () => (/* binding */ headerText),
/* harmony export */   Wd: () => (/* binding */ mirrorable),
/* harmony export */   Z1: () => (/* binding */ secretFlag),
/* harmony export */   _P: () => (/* binding */ unusable),
/* harmony export */   a: () => (/* binding */ nodeHeaderChange),
/* harmony export */   u2: () => (/* binding */ declarationPointer),
/* harmony export */   vW: () => (/* binding */ ERAS_NOTE)
/* harmony export */ });
/* unused harmony export secretEvidence */
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5760);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);


/**
 * Parameters mirrored into HTTP headers (`x-mcp-header`, MCP 2026-07-28, SEP-2243): shared by param-header-added,
 * -removed, -renamed and -invalid, each reporting its own case. A 2026-07-28 client calling over Streamable HTTP sends
 * the argument a second time, as `Mcp-Param-{Name}`, for gateways and load balancers to route, rate-limit or
 * authorise on; a 2025-era client (and any client over stdio) ignores the annotation. The annotation changes no value
 * a call may carry, so no call breaks because of it, but what the intermediaries see changes.
 */
/** The sentence every finding ends with: how the two eras read the change. */
const ERAS_NOTE = '2025-era clients and clients over stdio ignore the annotation';
/** An annotation value as a message shows it: a header name, or the JSON of anything else, control characters escaped. */
function headerText(value) {
    if (typeof value === 'string')
        return (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .isHeaderToken */ .Lp)(value) ? (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .paramHeaderName */ .q4)({ header: value }) : `'${JSON.stringify(value).slice(1, -1)}'`;
    return value === undefined || value === null ? '(none)' : JSON.stringify(value);
}
/** The node's own annotation (or that of the first union alternative that carries one), and where it is written. */
function annotationOf(view) {
    for (const n of [view.node, ...view.alternatives])
        if (Object.hasOwn(n.schema, _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .X_MCP_HEADER */ .ys))
            return { value: n.schema[_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .X_MCP_HEADER */ .ys], pointer: `${n.pointer}/${_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .X_MCP_HEADER */ .ys}` };
    return undefined;
}
/**
 * Whether a client can mirror the annotation as the node has it, judged on the node alone: a header name that is a
 * token, on a string, integer or boolean property written where a chain of `properties` keys reaches it (not in an
 * `allOf` branch the walker merged, not behind a `$ref`). The rest of the spec's rules (a name declared twice) need
 * the whole tool: param-header-invalid reads them.
 */
function mirrorable(view, value) {
    const { schema, pointer, root, rootPointer } = view.node;
    if (!(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .isHeaderToken */ .Lp)(value) || typeof schema.type !== 'string' || !_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .PARAM_HEADER_TYPES */ .c5.includes(schema.type))
        return false;
    if (rootPointer !== '/inputSchema' || !pointer.startsWith(`${rootPointer}/`))
        return false;
    const path = pointer.slice(rootPointer.length + 1).split('/');
    if (path.length % 2 !== 0 || path.some((token, i) => i % 2 === 0 && token !== 'properties'))
        return false;
    let node = root;
    for (const token of path)
        node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return node === schema;
}
/** "x-mcp-header … on 'p', which clients cannot mirror": a finding whose annotation breaks the spec. */
function unusable(value, parameter, verb) {
    return `x-mcp-header ${headerText(value)} ${verb} ${parameter ? `'${parameter}'` : 'the schema root'}, which 2026-07-28 clients over Streamable HTTP cannot mirror: they reject the whole tool (see param-header-invalid; ${ERAS_NOTE})`;
}
function nodeHeaderChange(pair) {
    if (pair.direction !== 'request')
        return undefined;
    const x = annotationOf(pair.before);
    const y = annotationOf(pair.after);
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonEqual */ .Zm)(x?.value, y?.value))
        return undefined;
    if (x === undefined)
        return { kind: 'added', after: y.value, pointer: y.pointer };
    if (y === undefined)
        return { kind: 'removed', before: x.value, pointer: x.pointer };
    return { kind: 'renamed', before: x.value, after: y.value, pointer: y.pointer };
}
/**
 * Annotations that came or went with their parameter (a new parameter mirrored into a header, a removed one that was):
 * the schema walker compares only parameters present on both sides, so these are found on the whole tool. When both
 * sides have such parameters, one may be the other renamed (the walker's pairing then reports the header on the
 * renamed node), so none of them is reported here: a parameter-level finding names the parameter in either case.
 */
function headersWithParameters({ before, after }) {
    const sa = (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .scanParamHeaders */ .zf)(before.inputSchema);
    const sb = (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .scanParamHeaders */ .zf)(after.inputSchema);
    const added = sb.declarations.filter((d) => !(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .hasPropertyPath */ .dm)(before.inputSchema, d.path));
    const removed = sa.declarations.filter((d) => !(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .hasPropertyPath */ .dm)(after.inputSchema, d.path));
    return added.length && removed.length ? { added: [], removed: [] } : { added, removed };
}
/** The pointer of a declaration's annotation in a tool. */
function declarationPointer(d) {
    return `/inputSchema${d.path.map((p) => `/properties/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}/${_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .X_MCP_HEADER */ .ys}`;
}
/** Words in a parameter's name, description or header that mark a secret or personal data. */
const SECRET_NAME = /^(?!.*(?:page|next|prev|previous|continuation|cursor|sync|pagination|resume)[_-]?token)(?:.*[_-])?(?:token|secret|password|passwd|passphrase|pwd|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?secret|credentials?|auth|authorization|bearer|cookie|session[_-]?id|otp|pin|ssn|social[_-]?security(?:[_-]number)?|date[_-]?of[_-]?birth|dob|birth[_-]?date|email(?:[_-]address)?|phone(?:[_-]number)?|mobile(?:[_-]number)?|credit[_-]?card(?:[_-]number)?|card[_-]?number|cvv|cvc|iban|passport(?:[_-]number)?|tax[_-]?id)(?:[_-].*)?$/i;
const SECRET_TEXT = /\b(?:api[ -]?key|access[ -]?token|bearer[ -]token|auth(?:entication|orization)?[ -]token|refresh[ -]token|secret[ -]key|client[ -]secret|private[ -]key|password|passphrase|credentials?|session[ -]cookie|social[ -]security[ -]number|date[ -]of[ -]birth|credit[ -]card[ -]number|card[ -]number|passport[ -]number|personal(?:ly)?[ -]identifiable|PII|e-?mail[ -]address|phone[ -]number)\b/i;
/** Camel case split into snake words, so `apiKey` reads as `api_key`. */
function words(name) {
    return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2');
}
/**
 * Why a mirrored parameter looks like a secret or personal data (its name, description or header name says so), or
 * undefined. The spec: servers should not mirror such values, since headers are seen, and often logged, by every
 * intermediary on the way.
 */
function secretEvidence(name, schema, header) {
    if (SECRET_NAME.test(words(name)))
        return `parameter name '${name}'`;
    if (typeof header === 'string' && SECRET_NAME.test(words(header)))
        return `header name '${header}'`;
    const description = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema) && typeof schema.description === 'string' ? schema.description : undefined;
    const hit = description ? SECRET_TEXT.exec(description) : null;
    return hit ? `description says '${hit[0]}'` : undefined;
}
/** The flag a mirrored secret carries (high confidence: it blocks by default until approved, policy.block-flags). */
function secretFlag(parameter, schema, header, tool) {
    const evidence = secretEvidence(parameter.split('.').at(-1) ?? parameter, schema, header);
    if (!evidence)
        return [];
    return [
        {
            id: 'secret-in-header',
            message: `parameter '${parameter}' of '${tool}' looks like a secret or personal data (${evidence}) and is mirrored into the HTTP header ${headerText(header)}, which every proxy, gateway and log on the way sees`,
            confidence: 'high',
            family: 'mirrored-secret',
            evidence,
        },
    ];
}
/** The schema of a declaration's parameter in an input schema. */
function declaredSchema(inputSchema, d) {
    let node = inputSchema;
    for (const p of d.path)
        node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(node) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(node.properties) ? node.properties[p] : undefined;
    return node;
}
/** A new tool's mirrored parameters that look like secrets or personal data (flags for its tool-added finding). */
function newToolHeaderFlags(tool) {
    return (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .scanParamHeaders */ .zf)(tool.inputSchema).declarations.flatMap((d) => secretFlag(d.path.join('.'), declaredSchema(tool.inputSchema, d), d.header, tool.name));
}


/***/ }),

/***/ 2340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ comparePatterns),
/* harmony export */   P7: () => (/* binding */ patternChange),
/* harmony export */   Qq: () => (/* binding */ PATTERN_KEYWORDS),
/* harmony export */   wA: () => (/* binding */ patternPointer)
/* harmony export */ });
/* unused harmony export PATTERN_AUTOMATON_LIMIT */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);

/** Automata larger than this are not built: the comparison answers `unknown` rather than spend the run on it. */
const PATTERN_AUTOMATON_LIMIT = 4000;
/**
 * The regex engine (refa, about 1 MB of code), loaded on first use: only a run that compares two different patterns
 * pays for it. The load is synchronous, so the comparison stays so. In a bundle, this `require` is webpack's: it loads
 * the bundled module when first called (the CLI and action bundles keep refa in a file of their own, an ncc external:
 * see scripts/bundle.mjs); run from the sources, Node's.
 */
let engine;
function refa() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load that webpack bundles (see above)
    return (engine ??=  true ? __webpack_require__(2375) : 0);
}
/** `^` and `$` (outside multiline mode) parse as "no character before / after": a negated lookaround of every character. */
function isAnchor(el, kind) {
    if (el?.type !== 'Assertion' || !el.negate || el.kind !== kind || el.alternatives.length !== 1)
        return false;
    const only = el.alternatives[0].elements;
    return only.length === 1 && only[0].type === 'CharacterClass' && only[0].characters.isAll;
}
/** The automaton of the strings a JSON Schema `pattern` accepts (ECMA-262 with the `u` flag, unanchored search). */
function automaton(pattern) {
    const { CharSet, JS, NFA } = refa();
    const { expression, maxCharacter } = JS.Parser.fromLiteral({ source: pattern, flags: 'u' }).parse({ assertions: 'parse', backreferences: 'throw' });
    const anything = {
        type: 'Quantifier',
        min: 0,
        max: Infinity,
        lazy: false,
        alternatives: [{ type: 'Concatenation', elements: [{ type: 'CharacterClass', characters: CharSet.all(maxCharacter) }] }],
    };
    const alternatives = expression.alternatives.map((c) => {
        const elements = [...c.elements];
        const start = isAnchor(elements[0], 'behind');
        if (start)
            elements.shift();
        const end = isAnchor(elements[elements.length - 1], 'ahead');
        if (end)
            elements.pop();
        return { type: 'Concatenation', elements: [...(start ? [] : [anything]), ...elements, ...(end ? [] : [anything])] };
    });
    // any other assertion (a lookahead, \b, an anchor inside a group) makes fromRegex throw: the comparison is unknown
    return NFA.fromRegex({ type: 'Expression', alternatives }, { maxCharacter }, { assertions: 'throw', unknowns: 'throw' }, new NFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
}
/** A string `a` accepts and `b` rejects (`null`: none, `a` ⊆ `b`). */
function witness(a, b) {
    const { DFA, getIntersectionWords } = refa();
    const notB = DFA.fromFA(b, new DFA.LimitedNodeFactory(PATTERN_AUTOMATON_LIMIT));
    notB.complement();
    for (const word of getIntersectionWords(a, notB))
        return [...word];
    return null;
}
/** A witness worth showing: printable ASCII, not too long. */
function printable(word) {
    if (!word || word.length > 40 || word.some((c) => c < 0x20 || c > 0x7e))
        return undefined;
    return String.fromCharCode(...word);
}
/** Compare two patterns by the strings they accept. */
function comparePatterns(before, after) {
    let lost;
    let gained;
    refa(); // outside the try: an engine that cannot load is an error of the build, never a pattern found incomparable
    try {
        const a = automaton(before);
        const b = automaton(after);
        lost = witness(a, b);
        gained = witness(b, a);
    }
    catch {
        return { kind: 'unknown', before, after };
    }
    if (!lost && !gained)
        return { kind: 'equivalent', before, after };
    if (!lost)
        return { kind: 'widened', before, after, example: printable(gained) };
    return { kind: 'narrowed', before, after, example: printable(lost), partial: gained !== null };
}
const memo = new Map();
/** Distinct pattern pairs remembered per process (a corpus repeats the same few patterns across tools and versions). */
const MEMO_LIMIT = 512;
/** The change of the node's `pattern`; `undefined` when it is the same. */
function patternChange(pair) {
    const x = pair.before.constraints.get('pattern');
    const y = pair.after.constraints.get('pattern');
    if (x === y)
        return undefined;
    // a pattern every string passes (`.*`, `^[\s\S]*$`) constrains nothing: adding or removing it is a rewrite
    if (typeof y === 'string' && x === undefined)
        return compared(ANY_STRING, y).kind === 'equivalent' ? { kind: 'equivalent', before: null, after: y } : { kind: 'added', after: y };
    if (typeof x === 'string' && y === undefined)
        return compared(x, ANY_STRING).kind === 'equivalent' ? { kind: 'equivalent', before: x, after: null } : { kind: 'removed', before: x };
    if (typeof x !== 'string' || typeof y !== 'string')
        return { kind: 'unknown', before: String(x ?? ''), after: String(y ?? '') };
    return compared(x, y);
}
/** Every string. */
const ANY_STRING = '^[\\s\\S]*$';
function compared(x, y) {
    const key = `${x}\u0000${y}`;
    let out = memo.get(key);
    if (!out) {
        out = comparePatterns(x, y);
        if (memo.size >= MEMO_LIMIT)
            memo.clear();
        memo.set(key, out);
    }
    return out;
}
/** The pointer of the pattern keyword (in the new node unless the pattern was removed). */
function patternPointer(pair, c) {
    return pair.at('pattern', c.kind !== 'removed' && !(c.kind === 'equivalent' && c.after === null));
}
const PATTERN_KEYWORDS = ['pattern'];


/***/ }),

/***/ 1864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ titleFollowsName)
/* harmony export */ });
/* unused harmony export defaultTitle */
/** Titles generated from names, shared by title-changed and the schema walker. */
/**
 * The title pydantic writes for a field or argument that has none of its own: the name as Python's `str.title()`
 * reads it, underscores as spaces (`search_query` → `Search Query`).
 */
function defaultTitle(name) {
    return name
        .toLowerCase()
        .replace(/(^|[^a-z])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
        .replace(/_/g, ' ');
}
/** A renamed node whose titles are the ones generated from the two names (pydantic's): the rename is the one finding. */
function titleFollowsName(before, after, renamed) {
    return renamed !== undefined && before === defaultTitle(renamed.from) && after === defaultTitle(renamed.to);
}


/***/ }),

/***/ 7051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ NO_EFFECT_KEYWORDS),
/* harmony export */   P7: () => (/* binding */ UPPER_BOUNDS),
/* harmony export */   Rx: () => (/* binding */ PRESENCE_CONSTRAINTS),
/* harmony export */   VF: () => (/* binding */ STRUCTURAL_KEYWORDS),
/* harmony export */   WL: () => (/* binding */ LOWER_BOUNDS),
/* harmony export */   h1: () => (/* binding */ CONDITION_KEYWORDS),
/* harmony export */   no: () => (/* binding */ semanticForm)
/* harmony export */ });
/** How the diff treats each JSON Schema keyword. */
/** Bounds: a lower `max*` (or a higher `min*`) rejects more values. */
const UPPER_BOUNDS = new Set(['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains']);
const LOWER_BOUNDS = new Set(['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains']);
/** Constraints that restrict values when present (added: tighter; removed: looser; changed: possibly tighter). */
const PRESENCE_CONSTRAINTS = new Set(['pattern', 'format', 'multipleOf', 'uniqueItems', 'contentEncoding', 'contentMediaType']);
/** Conditions that add requirements when present: reported as composition changes. */
const CONDITION_KEYWORDS = new Set([
    'not',
    'if',
    'then',
    'else',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'contains',
    'propertyNames',
    'patternProperties',
    'unevaluatedProperties',
    'unevaluatedItems',
    'additionalItems',
]);
/** Keywords with no effect on which instances validate. */
const NO_EFFECT_KEYWORDS = new Set([
    '$schema',
    '$id',
    '$anchor',
    '$comment',
    '$vocabulary',
    '$dynamicAnchor',
    'examples',
    'example',
    'deprecated',
    'readOnly',
    'writeOnly',
    'markdownDescription',
    'errorMessage',
    'nullable',
]);
/** Keywords the walker compares through the view (everything else is unknown and compared literally). */
const STRUCTURAL_KEYWORDS = new Set([
    'type',
    'enum',
    'const',
    'default',
    'description',
    'title',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'prefixItems',
    'anyOf',
    'oneOf',
    'allOf',
    '$ref',
    '$defs',
    'definitions',
]);
/**
 * A schema fragment with spelling removed: sub-schemas normalised, `type: ["x"]` written `"x"`, keywords without
 * effect dropped. Two fragments with the same semantic key accept the same instances.
 */
function semanticForm(value) {
    if (Array.isArray(value))
        return value.map(semanticForm);
    if (value === null || typeof value !== 'object')
        return value;
    const out = {};
    for (const [k, v] of Object.entries(value)) {
        if (NO_EFFECT_KEYWORDS.has(k) || k === 'description' || k === 'title')
            continue;
        if (k === 'type' && Array.isArray(v))
            out[k] = v.length === 1 ? v[0] : [...v].sort();
        else if (k === 'required' && Array.isArray(v))
            out[k] = [...v].sort();
        else
            out[k] = semanticForm(v);
    }
    return out;
}


/***/ }),

/***/ 1592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lJ: () => (/* binding */ subschema_confirm),
  E6: () => (/* binding */ subschema_embed),
  d8: () => (/* binding */ included)
});

// UNUSED EXPORTS: accepts, callsOf

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/contract/canonical.ts
var canonical = __webpack_require__(1460);
;// CONCATENATED MODULE: ./src/diff/subschema/forms.ts
const TYPES = ['null', 'bool', 'num', 'str', 'arr', 'obj'];
let nextId = 1;
function forms_canon(parts) {
    return { id: nextId++, null: parts.null ?? [], bool: parts.bool ?? [], num: parts.num ?? [], str: parts.str ?? [], arr: parts.arr ?? [], obj: parts.obj ?? [] };
}
function lazy(f) {
    let c;
    return {
        get: () => (c ??= f()),
    };
}
function known(c) {
    return { get: () => c };
}
/** Every value / no value, read lazily (the forms of TOP refer to TOP_LAZY). */
const TOP_LAZY = { get: () => TOP };
const BOTTOM_LAZY = { get: () => BOTTOM };
const numTop = () => ({ lo: -Infinity, loEx: false, hi: Infinity, hiEx: false, mult: [], notMult: [], notVals: [] });
const strTop = () => ({ minLen: 0, maxLen: Infinity, patterns: [], notPatterns: [], formats: [], notFormats: [], notVals: [] });
const arrTop = () => ({ minItems: 0, maxItems: Infinity, prefix: [], items: TOP_LAZY, contains: [], unique: false, notVals: [] });
const objTop = () => ({ layers: [], required: new Set(), minProps: 0, maxProps: Infinity, names: [], depReq: [], depSchemas: [], notVals: [] });
/** Every value. */
const TOP = forms_canon({ null: [{}], bool: [{ vals: [true, false] }], num: [numTop()], str: [strTop()], arr: [arrTop()], obj: [objTop()] });
/** No value. */
const BOTTOM = forms_canon({});
/** A cheap syntactic test: the canonical form accepts nothing. */
function isBottom(c) {
    return c === BOTTOM || TYPES.every((t) => c[t].length === 0);
}
function hasExtras(f) {
    return !!(f.nots?.length || f.oneOfs?.length || f.conds?.length || f.opaque?.length);
}
/** Each type's only form is unconstrained: every value (no syntactic shortcut misses a constraint). */
function isTop(c) {
    if (c === TOP)
        return true;
    if (c.null.length !== 1 || hasExtras(c.null[0]))
        return false;
    if (c.bool.length !== 1 || hasExtras(c.bool[0]) || c.bool[0].vals.length !== 2)
        return false;
    if (c.num.length !== 1 || !numIsTop(c.num[0]))
        return false;
    if (c.str.length !== 1 || !strIsTop(c.str[0]))
        return false;
    if (c.arr.length !== 1 || !arrIsTop(c.arr[0]))
        return false;
    return c.obj.length === 1 && objIsTop(c.obj[0]);
}
function numIsTop(f) {
    return !hasExtras(f) && f.lo === -Infinity && f.hi === Infinity && !f.mult.length && !f.notMult.length && !f.vals && !f.notVals.length;
}
function strIsTop(f) {
    return !hasExtras(f) && f.minLen === 0 && f.maxLen === Infinity && !f.patterns.length && !f.notPatterns.length && !f.formats.length && !f.notFormats.length && !f.vals && !f.notVals.length;
}
function arrIsTop(f) {
    return (!hasExtras(f) && f.minItems === 0 && f.maxItems === Infinity && f.prefix.every((p) => p === TOP_LAZY) && f.items === TOP_LAZY && !f.contains.length && !f.unique && !f.vals && !f.notVals.length);
}
function objIsTop(f) {
    return (!hasExtras(f) &&
        f.layers.every((l) => l.additional === TOP_LAZY && l.patterns.every((p) => p.s === TOP_LAZY) && [...l.props.values()].every((p) => p === TOP_LAZY)) &&
        !f.required.size &&
        f.minProps === 0 &&
        f.maxProps === Infinity &&
        !f.names.length &&
        !f.depReq.length &&
        !f.depSchemas.length &&
        !f.vals &&
        !f.notVals.length);
}
/** Thrown when a union or intersection would grow past the limit: the node is then read as opaque. */
class TooLarge extends Error {
    keyword;
    constructor(keyword) {
        super(`too large: ${keyword}`);
        this.keyword = keyword;
    }
}
/** The most forms one type may hold after unions and intersections (past it the comparison is unknown). */
const MAX_FORMS = 48;

// EXTERNAL MODULE: ./src/diff/subschema/keywords.ts
var keywords = __webpack_require__(5805);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(779);
// EXTERNAL MODULE: ./node_modules/jsonpointer/jsonpointer.js
var jsonpointer = __webpack_require__(3976);
;// CONCATENATED MODULE: ./src/diff/subschema/validate.ts



/**
 * A JSON Schema validator for the keywords the subschema core reads (2020-12, with draft-07's array `items`,
 * `additionalItems` and `dependencies`), written to agree with ajv, which the MCP SDK validates with: `multipleOf` by
 * ajv's own division test, lengths in code points, formats by ajv-formats (unknown ones ignored, as ajv does with
 * `strict: false`), `unevaluatedProperties` by the annotations of the subschemas that passed. Every witness the core
 * reports is checked here against both schemas, independently of how the core reasoned about them.
 *
 * What it cannot read (`$dynamicRef`, remote references, `unevaluatedItems`, an invalid pattern) throws `Unsupported`
 * with the keyword: the caller answers "cannot be compared" rather than guess.
 */
class Unsupported extends Error {
    keyword;
    constructor(keyword) {
        super(`unsupported keyword: ${keyword}`);
        this.keyword = keyword;
    }
}
const MAX_IN_PLACE_REFS = 64;
/** Does `value` pass `schema` (located in `root`, for `$ref`)? */
function validates(root, schema, value) {
    return run(root, schema, value).ok;
}
/** Where `value` fails `schema`, or undefined when it passes. */
function failureOf(root, schema, value, schemaPath = '') {
    const r = run(root, schema, value, schemaPath);
    return r.ok ? undefined : (r.failure ?? { keyword: 'schema', schemaPath, instancePath: '' });
}
function run(root, schema, value, schemaPath = '') {
    const ctx = { root, record: true, refDepth: 0 };
    const r = check(schema, value, schemaPath, '', ctx);
    return { ok: r.ok, failure: ctx.failure };
}
const PASS = { ok: true, names: undefined };
const FAIL = { ok: false, names: undefined };
function fail(ctx, keyword, sp, ip) {
    if (ctx.record && !ctx.failure)
        ctx.failure = { keyword, schemaPath: `${sp}/${keyword}`, instancePath: ip };
    return FAIL;
}
function merge(a, b) {
    if (a === true || b === true)
        return true;
    if (!a)
        return b;
    if (!b)
        return a;
    const out = new Set(a);
    for (const n of b)
        out.add(n);
    return out;
}
function esc(token) {
    return `/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
/** The target of a local `$ref` (`#`, `#/…`), or undefined when it is not one. */
function refTarget(root, ref) {
    if (ref === '#')
        return root;
    if (!ref.startsWith('#/'))
        return undefined;
    try {
        const t = jsonpointer.get(root, decodeURIComponent(ref.slice(1)));
        return t === undefined ? undefined : t;
    }
    catch {
        return undefined;
    }
}
const regexes = new Map();
/** A pattern as ajv compiles it (`u` flag, unanchored search); an invalid one cannot be compared. */
function regexOf(pattern) {
    let re = regexes.get(pattern);
    if (!re) {
        try {
            re = new RegExp(pattern, 'u');
        }
        catch {
            throw new Unsupported('pattern');
        }
        if (regexes.size > 4096)
            regexes.clear();
        regexes.set(pattern, re);
    }
    return re;
}
/** Length in code points, as ajv counts it. */
function codePoints(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        n++;
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
    }
    return n;
}
/** ajv's `multipleOf`: the quotient must survive `parseInt`. */
function isMultiple(value, m) {
    const t = value / m;
    return t === parseInt(String(t), 10);
}
/** Deep equality of JSON values (object key order ignored), as ajv's `const`, `enum` and `uniqueItems` use it. */
function jsonSame(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!jsonSame(a[i], b[i]))
                return false;
        return true;
    }
    if (Array.isArray(b))
        return false;
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length)
        return false;
    for (const k of ka)
        if (!Object.prototype.hasOwnProperty.call(b, k) || !jsonSame(a[k], b[k]))
            return false;
    return true;
}
function jsonTypeOf(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'array';
    return typeof v;
}
function hasType(v, t) {
    switch (t) {
        case 'integer':
            return typeof v === 'number' && Number.isFinite(v) && !(v % 1);
        case 'number':
            return typeof v === 'number' && Number.isFinite(v);
        case 'string':
        case 'boolean':
        case 'null':
        case 'array':
        case 'object':
            return jsonTypeOf(v) === t;
        default:
            return false;
    }
}
const FORMATS = formats.fullFormats;
/** Does `value` pass `format: name`? Formats ajv-formats does not define are ignored (true), as ajv does. */
function formatHolds(name, value) {
    const def = Object.prototype.hasOwnProperty.call(FORMATS, name) ? FORMATS[name] : undefined;
    if (def === undefined || def === true)
        return true;
    const type = typeof def === 'object' && !(def instanceof RegExp) ? (def.type ?? 'string') : 'string';
    if (type === 'number' ? typeof value !== 'number' : typeof value !== 'string')
        return true;
    const test = def instanceof RegExp || typeof def === 'function' ? def : def.validate;
    return test instanceof RegExp ? test.test(value) : test(value);
}
/** Whether ajv-formats defines the format (others validate nothing). */
function isKnownFormat(name) {
    return Object.prototype.hasOwnProperty.call(FORMATS, name) && FORMATS[name] !== true;
}
function check(s, v, sp, ip, ctx) {
    if (s === true)
        return PASS;
    if (s === false)
        return fail(ctx, 'false', sp, ip);
    if (!(0,json/* isObject */.Gv)(s))
        return PASS;
    let names;
    if (s.$dynamicRef !== undefined)
        throw new Unsupported('$dynamicRef');
    if (s.$recursiveRef !== undefined)
        throw new Unsupported('$recursiveRef');
    if (typeof s.$ref === 'string') {
        const target = refTarget(ctx.root, s.$ref);
        if (target === undefined)
            throw new Unsupported('$ref');
        if (++ctx.refDepth > MAX_IN_PLACE_REFS)
            throw new Unsupported('$ref');
        const r = check(target, v, `${sp}/$ref`, ip, ctx);
        ctx.refDepth--;
        if (!r.ok)
            return FAIL;
        names = merge(names, r.names);
    }
    if (s.type !== undefined) {
        const types = Array.isArray(s.type) ? s.type : [s.type];
        if (!types.some((t) => hasType(v, t)))
            return fail(ctx, 'type', sp, ip);
    }
    if (s.const !== undefined && !jsonSame(s.const, v))
        return fail(ctx, 'const', sp, ip);
    if (Array.isArray(s.enum) && !s.enum.some((e) => jsonSame(e, v)))
        return fail(ctx, 'enum', sp, ip);
    if (typeof v === 'number') {
        if (!checkNumber(s, v, sp, ip, ctx))
            return FAIL;
    }
    else if (typeof v === 'string') {
        if (typeof s.minLength === 'number' && codePoints(v) < s.minLength)
            return fail(ctx, 'minLength', sp, ip);
        if (typeof s.maxLength === 'number' && codePoints(v) > s.maxLength)
            return fail(ctx, 'maxLength', sp, ip);
        if (typeof s.pattern === 'string' && !regexOf(s.pattern).test(v))
            return fail(ctx, 'pattern', sp, ip);
    }
    if (typeof s.format === 'string' && !formatHolds(s.format, v))
        return fail(ctx, 'format', sp, ip);
    if (Array.isArray(v)) {
        if (!checkArray(s, v, sp, ip, ctx))
            return FAIL;
    }
    else if ((0,json/* isObject */.Gv)(v)) {
        const r = checkObject(s, v, sp, ip, ctx);
        if (!r.ok)
            return FAIL;
        names = merge(names, r.names);
    }
    // in-place composition: annotations of the passing subschemas count (unevaluatedProperties reads them)
    if (Array.isArray(s.allOf)) {
        for (let i = 0; i < s.allOf.length; i++) {
            const r = check(s.allOf[i], v, `${sp}/allOf/${i}`, ip, ctx);
            if (!r.ok)
                return FAIL;
            names = merge(names, r.names);
        }
    }
    if (Array.isArray(s.anyOf)) {
        let any = false;
        for (let i = 0; i < s.anyOf.length; i++) {
            const r = quiet(ctx, () => check(s.anyOf[i], v, `${sp}/anyOf/${i}`, ip, ctx));
            if (r.ok) {
                any = true;
                names = merge(names, r.names);
            }
        }
        if (!any)
            return fail(ctx, 'anyOf', sp, ip);
    }
    if (Array.isArray(s.oneOf)) {
        let passed = 0;
        let got;
        for (let i = 0; i < s.oneOf.length; i++) {
            const r = quiet(ctx, () => check(s.oneOf[i], v, `${sp}/oneOf/${i}`, ip, ctx));
            if (r.ok) {
                passed++;
                got = r.names;
            }
        }
        if (passed !== 1)
            return fail(ctx, 'oneOf', sp, ip);
        names = merge(names, got);
    }
    if (s.not !== undefined) {
        const r = quiet(ctx, () => check(s.not, v, `${sp}/not`, ip, ctx));
        if (r.ok)
            return fail(ctx, 'not', sp, ip);
    }
    if (s.if !== undefined) {
        const c = quiet(ctx, () => check(s.if, v, `${sp}/if`, ip, ctx));
        if (c.ok) {
            names = merge(names, c.names);
            if (s.then !== undefined) {
                const r = check(s.then, v, `${sp}/then`, ip, ctx);
                if (!r.ok)
                    return FAIL;
                names = merge(names, r.names);
            }
        }
        else if (s.else !== undefined) {
            const r = check(s.else, v, `${sp}/else`, ip, ctx);
            if (!r.ok)
                return FAIL;
            names = merge(names, r.names);
        }
    }
    if ((0,json/* isObject */.Gv)(v) && s.unevaluatedProperties !== undefined) {
        if (names !== true) {
            for (const k of Object.keys(v)) {
                if (names?.has(k))
                    continue;
                const r = check(s.unevaluatedProperties, v[k], `${sp}/unevaluatedProperties`, ip + esc(k), ctx);
                if (!r.ok)
                    return fail(ctx, 'unevaluatedProperties', sp, ip);
            }
        }
        names = true;
    }
    if (Array.isArray(v) && s.unevaluatedItems !== undefined)
        throw new Unsupported('unevaluatedItems');
    return { ok: true, names };
}
/** Run a composition branch without recording its failures (the composition keyword reports itself). */
function quiet(ctx, f) {
    const record = ctx.record;
    ctx.record = false;
    try {
        return f();
    }
    finally {
        ctx.record = record;
    }
}
function checkNumber(s, v, sp, ip, ctx) {
    const n = (k) => (typeof s[k] === 'number' ? s[k] : undefined);
    const min = n('minimum');
    const max = n('maximum');
    if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min))
        return !fail(ctx, s.exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', sp, ip);
    if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max))
        return !fail(ctx, s.exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', sp, ip);
    const xmin = n('exclusiveMinimum');
    const xmax = n('exclusiveMaximum');
    if (xmin !== undefined && v <= xmin)
        return !fail(ctx, 'exclusiveMinimum', sp, ip);
    if (xmax !== undefined && v >= xmax)
        return !fail(ctx, 'exclusiveMaximum', sp, ip);
    const m = n('multipleOf');
    if (m !== undefined && m > 0 && !isMultiple(v, m))
        return !fail(ctx, 'multipleOf', sp, ip);
    return true;
}
function checkArray(s, v, sp, ip, ctx) {
    if (typeof s.minItems === 'number' && v.length < s.minItems)
        return !fail(ctx, 'minItems', sp, ip);
    if (typeof s.maxItems === 'number' && v.length > s.maxItems)
        return !fail(ctx, 'maxItems', sp, ip);
    const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : [];
    const prefixKey = Array.isArray(s.prefixItems) ? 'prefixItems' : 'items';
    const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
    const restKey = Array.isArray(s.prefixItems) ? 'items' : Array.isArray(s.items) ? 'additionalItems' : 'items';
    for (let i = 0; i < v.length; i++) {
        const sub = i < prefix.length ? prefix[i] : rest;
        if (sub === undefined)
            continue;
        const at = i < prefix.length ? `${sp}/${prefixKey}/${i}` : `${sp}/${restKey}`;
        if (!check(sub, v[i], at, `${ip}/${i}`, ctx).ok)
            return false;
    }
    if (s.contains !== undefined) {
        let count = 0;
        for (let i = 0; i < v.length; i++)
            if (quiet(ctx, () => check(s.contains, v[i], `${sp}/contains`, `${ip}/${i}`, ctx)).ok)
                count++;
        const minC = typeof s.minContains === 'number' ? s.minContains : 1;
        if (count < minC)
            return !fail(ctx, typeof s.minContains === 'number' ? 'minContains' : 'contains', sp, ip);
        if (typeof s.maxContains === 'number' && count > s.maxContains)
            return !fail(ctx, 'maxContains', sp, ip);
    }
    if (s.uniqueItems === true) {
        for (let i = 0; i < v.length; i++)
            for (let j = i + 1; j < v.length; j++)
                if (jsonSame(v[i], v[j]))
                    return !fail(ctx, 'uniqueItems', sp, ip);
    }
    return true;
}
function checkObject(s, v, sp, ip, ctx) {
    const keys = Object.keys(v);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties)
        return fail(ctx, 'minProperties', sp, ip);
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties)
        return fail(ctx, 'maxProperties', sp, ip);
    if (Array.isArray(s.required))
        for (const r of s.required)
            if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r))
                return fail(ctx, 'required', sp, ip);
    let names;
    const evaluated = new Set();
    const props = (0,json/* isObject */.Gv)(s.properties) ? s.properties : undefined;
    const patterns = (0,json/* isObject */.Gv)(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    if (s.propertyNames !== undefined) {
        for (const k of keys)
            if (!quiet(ctx, () => check(s.propertyNames, k, `${sp}/propertyNames`, ip, ctx)).ok)
                return fail(ctx, 'propertyNames', sp, ip);
    }
    for (const k of keys) {
        const value = v[k];
        let matched = false;
        if (props && Object.prototype.hasOwnProperty.call(props, k)) {
            matched = true;
            if (!check(props[k], value, `${sp}/properties${esc(k)}`, ip + esc(k), ctx).ok)
                return FAIL;
        }
        for (const [p, sub] of patterns) {
            if (!regexOf(p).test(k))
                continue;
            matched = true;
            if (!check(sub, value, `${sp}/patternProperties${esc(p)}`, ip + esc(k), ctx).ok)
                return FAIL;
        }
        if (matched)
            evaluated.add(k);
        else if (s.additionalProperties !== undefined) {
            if (!check(s.additionalProperties, value, `${sp}/additionalProperties`, ip + esc(k), ctx).ok) {
                if (s.additionalProperties === false)
                    return fail(ctx, 'additionalProperties', sp, ip);
                return FAIL;
            }
        }
    }
    if (s.additionalProperties !== undefined)
        names = true;
    else if (evaluated.size)
        names = evaluated;
    const depReq = (0,json/* isObject */.Gv)(s.dependentRequired) ? s.dependentRequired : undefined;
    const deps = (0,json/* isObject */.Gv)(s.dependencies) ? s.dependencies : undefined;
    for (const [p, req] of [...Object.entries(depReq ?? {}), ...Object.entries(deps ?? {}).filter(([, d]) => Array.isArray(d))]) {
        if (!Object.prototype.hasOwnProperty.call(v, p) || !Array.isArray(req))
            continue;
        for (const r of req)
            if (typeof r === 'string' && !Object.prototype.hasOwnProperty.call(v, r))
                return fail(ctx, depReq && p in depReq ? 'dependentRequired' : 'dependencies', sp, ip);
    }
    const depSchemas = [
        ...Object.entries((0,json/* isObject */.Gv)(s.dependentSchemas) ? s.dependentSchemas : {}).map(([p, d]) => [p, d, 'dependentSchemas']),
        ...Object.entries(deps ?? {})
            .filter(([, d]) => !Array.isArray(d))
            .map(([p, d]) => [p, d, 'dependencies']),
    ];
    for (const [p, d, key] of depSchemas) {
        if (!Object.prototype.hasOwnProperty.call(v, p))
            continue;
        const r = check(d, v, `${sp}/${key}${esc(p)}`, ip, ctx);
        if (!r.ok)
            return FAIL;
        names = merge(names, r.names);
    }
    return { ok: true, names };
}

;// CONCATENATED MODULE: ./src/diff/subschema/ops.ts



function typeKeyOf(v) {
    switch (jsonTypeOf(v)) {
        case 'null':
            return 'null';
        case 'boolean':
            return 'bool';
        case 'number':
            return 'num';
        case 'string':
            return 'str';
        case 'array':
            return 'arr';
        default:
            return 'obj';
    }
}
// ---------------------------------------------------------------- membership
/** Is `v` in the set `c`? */
function member(c, v, depth = 0) {
    if (c === TOP)
        return true;
    if (depth > 64)
        return undefined;
    const t = typeKeyOf(v);
    let unsure = false;
    for (const f of c[t]) {
        const r = memberForm(t, f, v, depth);
        if (r === true)
            return true;
        if (r === undefined)
            unsure = true;
    }
    return unsure ? undefined : false;
}
function memberForm(t, f, v, depth = 0) {
    let r;
    switch (t) {
        case 'null':
            r = true;
            break;
        case 'bool':
            r = f.vals.includes(v);
            break;
        case 'num':
            r = memberNum(f, v);
            break;
        case 'str':
            r = memberStr(f, v);
            break;
        case 'arr':
            r = memberArr(f, v, depth);
            break;
        default:
            r = memberObj(f, v, depth);
    }
    if (r === false)
        return false;
    const e = memberExtras(f, v, depth);
    if (e === false)
        return false;
    return r === undefined || e === undefined ? undefined : true;
}
function memberExtras(f, v, depth) {
    let unsure = false;
    for (const n of f.nots ?? []) {
        const r = member(n, v, depth + 1);
        if (r === true)
            return false;
        if (r === undefined)
            unsure = true;
    }
    for (const group of f.oneOfs ?? []) {
        let count = 0;
        let groupUnsure = false;
        for (const b of group) {
            const r = member(b, v, depth + 1);
            if (r === true)
                count++;
            if (r === undefined)
                groupUnsure = true;
        }
        if (!groupUnsure && count !== 1)
            return false;
        if (count > 1)
            return false;
        if (groupUnsure)
            unsure = true;
    }
    for (const c of f.conds ?? []) {
        const i = member(c.if, v, depth + 1);
        if (i === undefined) {
            unsure = true;
            continue;
        }
        const r = member(i ? c.then : c.else, v, depth + 1);
        if (r === false)
            return false;
        if (r === undefined)
            unsure = true;
    }
    for (const o of f.opaque ?? []) {
        try {
            if (!validates(o.root, o.schema, v))
                return false;
        }
        catch (e) {
            if (!(e instanceof Unsupported))
                throw e;
            unsure = true;
        }
    }
    return unsure ? undefined : true;
}
function memberNum(f, v) {
    if (f.vals)
        return f.vals.includes(v);
    if (v < f.lo || (f.loEx && v === f.lo))
        return false;
    if (v > f.hi || (f.hiEx && v === f.hi))
        return false;
    for (const m of f.mult)
        if (!isMultiple(v, m))
            return false;
    for (const m of f.notMult)
        if (isMultiple(v, m))
            return false;
    return !f.notVals.includes(v);
}
function memberStr(f, v) {
    if (f.vals)
        return f.vals.includes(v);
    try {
        const n = f.minLen > 0 || f.maxLen < Infinity ? codePoints(v) : 0;
        if (n < f.minLen || n > f.maxLen)
            return false;
        for (const p of f.patterns)
            if (!regexOf(p).test(v))
                return false;
        for (const p of f.notPatterns)
            if (regexOf(p).test(v))
                return false;
    }
    catch (e) {
        if (e instanceof Unsupported)
            return undefined;
        throw e;
    }
    for (const fm of f.formats)
        if (!formatHolds(fm, v))
            return false;
    for (const fm of f.notFormats)
        if (formatHolds(fm, v))
            return false;
    return !f.notVals.includes(v);
}
/** The schema of position `i` of an array form. */
function position(f, i) {
    return i < f.prefix.length ? f.prefix[i] : f.items;
}
function memberArr(f, v, depth) {
    if (f.vals)
        return f.vals.some((x) => jsonSame(x, v));
    if (v.length < f.minItems || v.length > f.maxItems)
        return false;
    let unsure = false;
    for (let i = 0; i < v.length; i++) {
        const r = member(position(f, i).get(), v[i], depth + 1);
        if (r === false)
            return false;
        if (r === undefined)
            unsure = true;
    }
    for (const c of f.contains) {
        let count = 0;
        let cu = false;
        for (const x of v) {
            const r = member(c.s.get(), x, depth + 1);
            if (r === true)
                count++;
            else if (r === undefined)
                cu = true;
        }
        if (!cu && (count < c.min || count > c.max))
            return false;
        if (count > c.max)
            return false;
        if (cu)
            unsure = true;
    }
    if (f.unique)
        for (let i = 0; i < v.length; i++)
            for (let j = i + 1; j < v.length; j++)
                if (jsonSame(v[i], v[j]))
                    return false;
    if (f.notVals.some((x) => jsonSame(x, v)))
        return false;
    return unsure ? undefined : true;
}
/** The schemas a property `name` must pass in one layer (its own schema and matching patterns, else `additional`). */
function layerValue(layer, name) {
    const out = [];
    const own = layer.props.get(name);
    if (own)
        out.push(own);
    for (const p of layer.patterns)
        if (matches(p.re, name))
            out.push(p.s);
    if (!out.length)
        out.push(layer.additional);
    return out;
}
/** `undefined` when the pattern cannot be compiled. */
function matches(re, name) {
    return regexOf(re).test(name);
}
/** The schema a property `name` must pass in an object form (every layer), ignoring `propertyNames`. */
function ops_valueOf(f, name) {
    let row = values.get(f);
    if (!row)
        values.set(f, (row = new Map()));
    let out = row.get(name);
    if (out)
        return out;
    out = TOP_LAZY;
    for (const layer of f.layers)
        for (const l of layerValue(layer, name))
            out = lazyAnd(out, l);
    row.set(name, out);
    return out;
}
const values = new WeakMap();
function memberObj(f, v, depth) {
    if (f.vals)
        return f.vals.some((x) => jsonSame(x, v));
    const keys = Object.keys(v);
    if (keys.length < f.minProps || keys.length > f.maxProps)
        return false;
    for (const r of f.required)
        if (!Object.prototype.hasOwnProperty.call(v, r))
            return false;
    let unsure = false;
    const seen = (r) => {
        if (r === undefined)
            unsure = true;
        return r === false;
    };
    try {
        for (const k of keys) {
            for (const n of f.names)
                if (seen(member(n.get(), k, depth + 1)))
                    return false;
            for (const layer of f.layers)
                for (const l of layerValue(layer, k))
                    if (seen(member(l.get(), v[k], depth + 1)))
                        return false;
        }
    }
    catch (e) {
        if (e instanceof Unsupported)
            return undefined;
        throw e;
    }
    for (const [p, qs] of f.depReq)
        if (Object.prototype.hasOwnProperty.call(v, p))
            for (const q of qs)
                if (!Object.prototype.hasOwnProperty.call(v, q))
                    return false;
    for (const [p, s] of f.depSchemas)
        if (Object.prototype.hasOwnProperty.call(v, p) && seen(member(s.get(), v, depth + 1)))
            return false;
    if (f.notVals.some((x) => jsonSame(x, v)))
        return false;
    return unsure ? undefined : true;
}
// ---------------------------------------------------------------- intersection and union
function concat(a, b) {
    if (!a?.length)
        return b?.length ? b : undefined;
    if (!b?.length)
        return a;
    return [...a, ...b];
}
function joinExtras(a, b) {
    const out = {};
    const nots = concat(a.nots, b.nots);
    const oneOfs = concat(a.oneOfs, b.oneOfs);
    const conds = concat(a.conds, b.conds);
    const opaque = concat(a.opaque, b.opaque);
    if (nots)
        out.nots = nots;
    if (oneOfs)
        out.oneOfs = oneOfs;
    if (conds)
        out.conds = conds;
    if (opaque)
        out.opaque = opaque;
    return out;
}
function lazyAnd(x, y) {
    if (x === TOP_LAZY || x === y)
        return y;
    if (y === TOP_LAZY)
        return x;
    if (x === BOTTOM_LAZY || y === BOTTOM_LAZY)
        return BOTTOM_LAZY;
    return lazy(() => intersect(x.get(), y.get()));
}
/** The values in both. */
function intersect(a, b) {
    if (a === b || b === TOP)
        return a;
    if (a === TOP)
        return b;
    if (isBottom(a) || isBottom(b))
        return BOTTOM;
    const out = {};
    for (const t of TYPES) {
        const fa = a[t];
        const fb = b[t];
        if (!fa.length || !fb.length)
            continue;
        if (fa.length * fb.length > MAX_FORMS * 4)
            throw new TooLarge('allOf');
        const forms = [];
        for (const x of fa)
            for (const y of fb) {
                const f = intersectForm(t, x, y);
                if (f && !formEmpty(t, f))
                    forms.push(f);
            }
        if (forms.length > MAX_FORMS)
            throw new TooLarge('allOf');
        out[t] = forms;
    }
    return forms_canon(out);
}
/** The values in either. */
function union(parts) {
    const live = parts.filter((p) => !isBottom(p));
    if (live.length === 0)
        return BOTTOM;
    if (live.length === 1)
        return live[0];
    if (live.some(isTop))
        return TOP;
    const out = {};
    for (const t of TYPES) {
        const forms = [];
        for (const p of live)
            for (const f of p[t])
                if (!forms.includes(f))
                    forms.push(f);
        if (forms.length > MAX_FORMS)
            throw new TooLarge('anyOf');
        out[t] = forms;
    }
    return forms_canon(out);
}
/** The same set with one type's forms replaced. */
function withForms(c, t, forms) {
    return canon({ ...c, [t]: forms });
}
/** A canonical holding only the given forms of one type. */
function only(t, forms) {
    return forms_canon({ [t]: forms });
}
function intersectForm(t, x, y) {
    const extras = joinExtras(x, y);
    switch (t) {
        case 'null':
            return extras;
        case 'bool': {
            const vals = x.vals.filter((v) => y.vals.includes(v));
            return vals.length ? { ...extras, vals } : undefined;
        }
        case 'num':
            return intersectNum(x, y, extras);
        case 'str':
            return intersectStr(x, y, extras);
        case 'arr':
            return intersectArr(x, y, extras);
        default:
            return intersectObj(x, y, extras);
    }
}
function keepVals(t, vals, other) {
    // a value stays unless the other form surely rejects it (an unsure one is kept with the other's extras)
    return vals.filter((v) => memberForm(t, other, v) !== false);
}
function intersectNum(x, y, extras) {
    if (x.vals || y.vals) {
        const vals = x.vals && y.vals
            ? x.vals.filter((v) => y.vals.includes(v))
            : x.vals
                ? keepVals('num', x.vals, { ...y, nots: undefined, oneOfs: undefined, conds: undefined, opaque: undefined })
                : keepVals('num', y.vals, { ...x, nots: undefined, oneOfs: undefined, conds: undefined, opaque: undefined });
        return vals.length ? { ...numTop(), ...extras, vals } : undefined;
    }
    const lo = Math.max(x.lo, y.lo);
    const hi = Math.min(x.hi, y.hi);
    return {
        ...extras,
        lo,
        loEx: (x.lo === lo && x.loEx) || (y.lo === lo && y.loEx),
        hi,
        hiEx: (x.hi === hi && x.hiEx) || (y.hi === hi && y.hiEx),
        mult: dedupe([...x.mult, ...y.mult]),
        notMult: dedupe([...x.notMult, ...y.notMult]),
        notVals: dedupe([...x.notVals, ...y.notVals]),
    };
}
function stripExtras(f) {
    if (!hasExtras(f))
        return f;
    const { nots: _n, oneOfs: _o, conds: _c, opaque: _q, ...rest } = f;
    return rest;
}
function intersectStr(x, y, extras) {
    if (x.vals || y.vals) {
        const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals.includes(v)) : x.vals ? keepVals('str', x.vals, stripExtras(y)) : keepVals('str', y.vals, stripExtras(x));
        return vals.length ? { ...strTop(), ...extras, vals } : undefined;
    }
    return {
        ...extras,
        minLen: Math.max(x.minLen, y.minLen),
        maxLen: Math.min(x.maxLen, y.maxLen),
        patterns: dedupe([...x.patterns, ...y.patterns]),
        notPatterns: dedupe([...x.notPatterns, ...y.notPatterns]),
        formats: dedupe([...x.formats, ...y.formats]),
        notFormats: dedupe([...x.notFormats, ...y.notFormats]),
        notVals: dedupe([...x.notVals, ...y.notVals]),
    };
}
function intersectArr(x, y, extras) {
    if (x.vals || y.vals) {
        const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals.some((w) => jsonSame(v, w))) : x.vals ? keepVals('arr', x.vals, stripExtras(y)) : keepVals('arr', y.vals, stripExtras(x));
        return vals.length ? { ...arrTop(), ...extras, vals } : undefined;
    }
    const n = Math.max(x.prefix.length, y.prefix.length);
    const prefix = [];
    for (let i = 0; i < n; i++)
        prefix.push(lazyAnd(position(x, i), position(y, i)));
    return {
        ...extras,
        minItems: Math.max(x.minItems, y.minItems),
        maxItems: Math.min(x.maxItems, y.maxItems),
        prefix,
        items: lazyAnd(x.items, y.items),
        contains: [...x.contains, ...y.contains],
        unique: x.unique || y.unique,
        notVals: [...x.notVals, ...y.notVals],
    };
}
function intersectObj(x, y, extras) {
    if (x.vals || y.vals) {
        const vals = x.vals && y.vals ? x.vals.filter((v) => y.vals.some((w) => jsonSame(v, w))) : x.vals ? keepVals('obj', x.vals, stripExtras(y)) : keepVals('obj', y.vals, stripExtras(x));
        return vals.length ? { ...objTop(), ...extras, vals } : undefined;
    }
    return {
        ...extras,
        layers: [...x.layers, ...y.layers],
        required: new Set([...x.required, ...y.required]),
        minProps: Math.max(x.minProps, y.minProps),
        maxProps: Math.min(x.maxProps, y.maxProps),
        names: [...x.names, ...y.names],
        depReq: [...x.depReq, ...y.depReq],
        depSchemas: [...x.depSchemas, ...y.depSchemas],
        notVals: [...x.notVals, ...y.notVals],
    };
}
function dedupe(xs) {
    return xs.length < 2 ? xs : [...new Set(xs)];
}
/** A form that is empty on its face (bounds crossed, no value left); deeper emptiness is for the checker. */
function formEmpty(t, f) {
    switch (t) {
        case 'bool':
            return f.vals.length === 0;
        case 'num': {
            const n = f;
            if (n.vals)
                return n.vals.length === 0;
            return n.lo > n.hi || (n.lo === n.hi && (n.loEx || n.hiEx)) || (n.lo === n.hi && !memberNum(n, n.lo));
        }
        case 'str': {
            const s = f;
            return s.vals ? s.vals.length === 0 : s.minLen > s.maxLen;
        }
        case 'arr': {
            const a = f;
            return a.vals ? a.vals.length === 0 : a.minItems > a.maxItems || a.contains.some((c) => c.min > c.max || c.min > a.maxItems);
        }
        case 'obj': {
            const o = f;
            if (o.vals)
                return o.vals.length === 0;
            return o.minProps > o.maxProps || o.required.size > o.maxProps;
        }
        default:
            return false;
    }
}
// ---------------------------------------------------------------- complement
const MAX_COMPLEMENT_DEPTH = 6;
/** The values not in `c`, when the forms can say it (else undefined: the caller keeps the `not` whole). */
function complement(c, depth = 0) {
    if (c === TOP)
        return BOTTOM;
    if (isBottom(c))
        return TOP;
    if (depth > MAX_COMPLEMENT_DEPTH)
        return undefined;
    const out = {};
    for (const t of TYPES) {
        const forms = c[t];
        if (!forms.length) {
            out[t] = TOP[t];
            continue;
        }
        if (forms.some(hasExtras))
            return undefined;
        if (t === 'null') {
            out.null = [];
            continue;
        }
        if (t === 'bool') {
            const vals = [true, false].filter((v) => !forms.some((f) => f.vals.includes(v)));
            out.bool = vals.length ? [{ vals }] : [];
            continue;
        }
        // ∩ over forms of (∪ over each form's constraints, negated)
        let acc = TOP[t].slice();
        for (const f of forms) {
            const parts = complementForm(t, f, depth);
            if (!parts)
                return undefined;
            const next = [];
            for (const a of acc)
                for (const p of parts) {
                    const i = intersectForm(t, a, p);
                    if (i && !formEmpty(t, i))
                        next.push(i);
                }
            if (next.length > MAX_FORMS)
                return undefined;
            acc = next;
        }
        out[t] = acc;
    }
    return forms_canon(out);
}
function lazyNot(l, depth) {
    if (l === TOP_LAZY)
        return BOTTOM_LAZY;
    if (l === BOTTOM_LAZY)
        return TOP_LAZY;
    const c = complement(l.get(), depth + 1);
    return c ? { get: () => c } : undefined;
}
function complementForm(t, f, depth) {
    switch (t) {
        case 'num': {
            const n = f;
            if (n.vals)
                return [{ ...numTop(), notVals: n.vals }];
            const out = [];
            if (n.lo > -Infinity)
                out.push({ ...numTop(), hi: n.lo, hiEx: !n.loEx });
            if (n.hi < Infinity)
                out.push({ ...numTop(), lo: n.hi, loEx: !n.hiEx });
            for (const m of n.mult)
                out.push({ ...numTop(), notMult: [m] });
            for (const m of n.notMult)
                out.push({ ...numTop(), mult: [m] });
            for (const v of n.notVals)
                out.push({ ...numTop(), vals: [v] });
            return out;
        }
        case 'str': {
            const s = f;
            if (s.vals)
                return [{ ...strTop(), notVals: s.vals }];
            const out = [];
            if (s.minLen > 0)
                out.push({ ...strTop(), maxLen: s.minLen - 1 });
            if (s.maxLen < Infinity)
                out.push({ ...strTop(), minLen: s.maxLen + 1 });
            for (const p of s.patterns)
                out.push({ ...strTop(), notPatterns: [p] });
            for (const p of s.notPatterns)
                out.push({ ...strTop(), patterns: [p] });
            for (const fm of s.formats)
                out.push({ ...strTop(), notFormats: [fm] });
            for (const fm of s.notFormats)
                out.push({ ...strTop(), formats: [fm] });
            for (const v of s.notVals)
                out.push({ ...strTop(), vals: [v] });
            return out;
        }
        case 'arr': {
            const a = f;
            if (a.vals)
                return [{ ...arrTop(), notVals: a.vals }];
            if (a.unique || a.notVals.length)
                return undefined;
            const out = [];
            if (a.minItems > 0)
                out.push({ ...arrTop(), maxItems: a.minItems - 1 });
            if (a.maxItems < Infinity)
                out.push({ ...arrTop(), minItems: a.maxItems + 1 });
            for (const c of a.contains) {
                if (c.min > 0)
                    out.push({ ...arrTop(), contains: [{ s: c.s, min: 0, max: c.min - 1 }] });
                if (c.max < Infinity)
                    out.push({ ...arrTop(), contains: [{ s: c.s, min: c.max + 1, max: Infinity }] });
            }
            for (let i = 0; i < a.prefix.length; i++) {
                const p = a.prefix[i];
                if (p === TOP_LAZY)
                    continue;
                const np = lazyNot(p, depth);
                if (!np)
                    return undefined;
                out.push({ ...arrTop(), minItems: i + 1, prefix: [...Array(i).fill(TOP_LAZY), np] });
            }
            if (a.items !== TOP_LAZY) {
                if (a.prefix.length)
                    return undefined;
                const ni = lazyNot(a.items, depth);
                if (!ni)
                    return undefined;
                out.push({ ...arrTop(), contains: [{ s: ni, min: 1, max: Infinity }] });
            }
            return out;
        }
        case 'obj': {
            const o = f;
            if (o.vals)
                return [{ ...objTop(), notVals: o.vals }];
            if (o.names.length || o.notVals.length)
                return undefined;
            const out = [];
            const forbid = (name) => ({ props: new Map([[name, BOTTOM_LAZY]]), patterns: [], additional: TOP_LAZY });
            for (const r of o.required)
                out.push({ ...objTop(), layers: [forbid(r)] });
            if (o.minProps > 0)
                out.push({ ...objTop(), maxProps: o.minProps - 1 });
            if (o.maxProps < Infinity)
                out.push({ ...objTop(), minProps: o.maxProps + 1 });
            for (const [p, qs] of o.depReq)
                for (const q of qs)
                    out.push({ ...objTop(), required: new Set([p]), layers: [forbid(q)] });
            for (const [p, s] of o.depSchemas) {
                const ns = complement(s.get(), depth + 1);
                if (!ns)
                    return undefined;
                for (const g of ns.obj)
                    out.push({ ...g, required: new Set([...g.required, p]) });
            }
            for (const layer of o.layers) {
                if (layer.additional !== TOP_LAZY || layer.patterns.some((p) => p.s !== TOP_LAZY))
                    return undefined;
                for (const [name, s] of layer.props) {
                    if (s === TOP_LAZY)
                        continue;
                    const ns = lazyNot(s, depth);
                    if (!ns)
                        return undefined;
                    out.push({ ...objTop(), required: new Set([name]), layers: [{ props: new Map([[name, ns]]), patterns: [], additional: TOP_LAZY }] });
                }
            }
            return out;
        }
        default:
            return undefined;
    }
}
/** A set whose every form of the types `of` has the extra `e` (and the other types are unconstrained). */
function withExtra(e, of = TOP) {
    const out = {};
    for (const t of TYPES)
        out[t] = TOP[t].map((f) => (of[t].length ? { ...f, ...joinExtras(f, e) } : f));
    return forms_canon(out);
}
const isObjectValue = (/* unused pure expression or super */ null && (isObject));

;// CONCATENATED MODULE: ./src/diff/subschema/disjoint.ts


const MAX_DEPTH = 4;
/**
 * Provably no value is in both (sound, not complete: `false` means "could not prove it"). Used to read a `oneOf` whose
 * branches cannot overlap as a plain union, the way discriminated unions are written.
 */
function disjoint(a, b, depth = 0) {
    if (isBottom(a) || isBottom(b))
        return true;
    if (depth > MAX_DEPTH)
        return false;
    for (const t of TYPES)
        for (const x of a[t])
            for (const y of b[t])
                if (!formsDisjoint(t, x, y, depth))
                    return false;
    return true;
}
function valsOf(t, f) {
    return t === 'num' || t === 'str' || t === 'arr' || t === 'obj' ? f.vals : undefined;
}
function formsDisjoint(t, x, y, depth) {
    const vx = valsOf(t, x);
    const vy = valsOf(t, y);
    if (vx && vx.every((v) => memberForm(t, y, v) === false))
        return true;
    if (vy && vy.every((v) => memberForm(t, x, v) === false))
        return true;
    switch (t) {
        case 'null':
            return false;
        case 'bool':
            return !x.vals.some((v) => y.vals.includes(v));
        case 'num': {
            const a = x;
            const b = y;
            if (a.vals || b.vals)
                return false;
            return below(a, b) || below(b, a);
        }
        case 'str': {
            const a = x;
            const b = y;
            if (a.vals || b.vals)
                return false;
            if (a.maxLen < b.minLen || b.maxLen < a.minLen)
                return true;
            return a.patterns.some((p) => b.patterns.some((q) => prefixesClash(p, q)));
        }
        case 'arr': {
            const a = x;
            const b = y;
            if (a.vals || b.vals)
                return false;
            if (a.maxItems < b.minItems || b.maxItems < a.minItems)
                return true;
            const both = Math.max(a.minItems, b.minItems);
            for (let i = 0; i < Math.min(both, Math.max(a.prefix.length, b.prefix.length) + 1); i++)
                if (disjoint(position(a, i).get(), position(b, i).get(), depth + 1))
                    return true;
            return false;
        }
        default: {
            const a = x;
            const b = y;
            if (a.vals || b.vals)
                return false;
            if (a.maxProps < b.minProps || b.maxProps < a.minProps)
                return true;
            for (const [p, q] of [
                [a, b],
                [b, a],
            ])
                for (const r of p.required)
                    if (forbids(q, r))
                        return true;
            for (const r of a.required) {
                if (!b.required.has(r))
                    continue;
                const va = a.layers.flatMap((l) => layerValue(l, r));
                const vb = b.layers.flatMap((l) => layerValue(l, r));
                for (const sa of va)
                    for (const sb of vb)
                        if (disjoint(sa.get(), sb.get(), depth + 1))
                            return true;
            }
            return false;
        }
    }
}
/** Every value of `a` is below every value of `b`. */
function below(a, b) {
    return a.hi < b.lo || (a.hi === b.lo && (a.hiEx || b.loEx));
}
/** A name the form can never hold (a layer gives it no value). */
function forbids(f, name) {
    return f.layers.some((l) => layerValue(l, name).some((s) => s === BOTTOM_LAZY || isBottom(s.get())));
}
/** Two anchored patterns that start with different literal text cannot match the same string. */
function prefixesClash(p, q) {
    const lp = literalPrefix(p);
    const lq = literalPrefix(q);
    if (lp === undefined || lq === undefined)
        return false;
    const n = Math.min(lp.length, lq.length);
    return lp.slice(0, n) !== lq.slice(0, n);
}
function literalPrefix(p) {
    if (!p.startsWith('^') || p.includes('|'))
        return undefined;
    let out = '';
    for (let i = 1; i < p.length; i++) {
        const c = p[i];
        if (/[A-Za-z0-9_\- :/@]/.test(c)) {
            // a quantifier after the character makes it optional or repeated: stop before it
            const next = p[i + 1];
            if (next === '?' || next === '*' || next === '{')
                return out;
            out += c;
        }
        else
            break;
    }
    return out.length ? out : undefined;
}

// EXTERNAL MODULE: ./src/diff/rules/patterns.ts
var patterns = __webpack_require__(2340);
;// CONCATENATED MODULE: ./src/diff/subschema/strings.ts



/**
 * Strings through the one regex library the project uses, reached only by `comparePatterns` (src/diff/rules/
 * patterns.ts): two patterns compared by the strings they accept, with an example of a string one accepts and the
 * other rejects. Lengths are written as patterns (`^[\s\S]{2,5}$`) so they compare the same way.
 */
/** Every string. */
const ANY = '^[\\s\\S]*$';
/** The strings of `min` to `max` code points, as a pattern. */
function lengthPattern(min, max) {
    if (max === Infinity)
        return min === 0 ? ANY : `^[\\s\\S]{${min},}$`;
    return `^[\\s\\S]{${min},${max}}$`;
}
const memo = new Map();
const MEMO_LIMIT = 2048;
/** Does every string `p` accepts pass `q`? With a printable example when not. */
function patternIn(p, q) {
    if (p === q || q === ANY)
        return { kind: 'in' };
    const key = `${p}\u0000${q}`;
    let out = memo.get(key);
    if (out)
        return out;
    const c = (0,patterns/* comparePatterns */.$u)(p, q);
    if (c.kind === 'equivalent' || c.kind === 'widened')
        out = { kind: 'in' };
    else if (c.kind === 'narrowed')
        out = c.example === undefined ? { kind: 'out' } : { kind: 'out', example: c.example };
    else
        out = { kind: 'unknown' };
    if (memo.size >= MEMO_LIMIT)
        memo.clear();
    memo.set(key, out);
    return out;
}
/** A string `p` accepts and `q` rejects, when one is printable. */
function exampleIn(p, q) {
    const r = patternIn(p, q);
    return r.kind === 'out' ? r.example : undefined;
}
/** Valid values of the formats ajv-formats checks, for building strings that must pass one. */
const FORMAT_EXAMPLES = {
    date: ['2024-01-01'],
    time: ['00:00:00Z'],
    'date-time': ['2024-01-01T00:00:00Z'],
    'iso-time': ['00:00:00Z'],
    'iso-date-time': ['2024-01-01T00:00:00Z'],
    duration: ['P1D'],
    uri: ['https://example.com'],
    'uri-reference': ['a', 'https://example.com'],
    'uri-template': ['a'],
    url: ['https://example.com'],
    email: ['a@example.com'],
    hostname: ['example.com'],
    ipv4: ['127.0.0.1'],
    ipv6: ['::1'],
    regex: ['a'],
    uuid: ['00000000-0000-0000-0000-000000000000'],
    'json-pointer': ['', '/a'],
    'json-pointer-uri-fragment': ['#'],
    'relative-json-pointer': ['0'],
    byte: ['', 'YQ=='],
};
/** Strings that fail most formats (for a string outside a format). */
const NON_FORMAT = [' ', '~ ~', 'a b', '\u0000'];
/** Candidate members of a string form: the boundary lengths, format examples, strings each pattern accepts. */
function stringCandidates(f, extra = []) {
    if (f.vals)
        return [...f.vals];
    const out = new Set(extra);
    const lo = f.minLen;
    const hi = Math.min(f.maxLen, lo + 8);
    out.add('a'.repeat(lo));
    if (hi > lo)
        out.add('a'.repeat(lo + 1));
    out.add('0'.repeat(Math.max(lo, 1)));
    for (const fm of f.formats)
        for (const e of FORMAT_EXAMPLES[fm] ?? [])
            out.add(e);
    for (const p of f.patterns) {
        // a non-empty string it accepts, one at least `minLen` long, one at most `maxLen` long
        const bounds = ['^$', lo > 0 ? lengthPattern(0, lo - 1) : undefined, f.maxLen < Infinity ? lengthPattern(f.maxLen + 1, Infinity) : undefined];
        for (const q of bounds) {
            const e = q === undefined ? undefined : exampleIn(p, q);
            if (e !== undefined)
                out.add(e);
        }
        out.add('');
    }
    for (const p of f.notPatterns) {
        const e = exampleIn(lengthPattern(lo, f.maxLen), p);
        if (e !== undefined)
            out.add(e);
    }
    if (f.notFormats.length)
        for (const s of NON_FORMAT)
            out.add(s);
    return [...out];
}
/** Members of `f` among the candidates, first ones first. */
function sampleStrings(f, extra = []) {
    return stringCandidates(f, extra).filter((s) => memberStr(f, s) === true);
}
/** Strings that fail `format` (and may pass the rest of a form). */
function nonFormatCandidates(format) {
    return [...NON_FORMAT, '', 'a', 'not-a-' + format].filter((s) => !formatHolds(format, s));
}

;// CONCATENATED MODULE: ./src/diff/subschema/sample.ts




/**
 * Concrete values of a canonical form, for witnesses: a few candidates, each checked to be a member (values the form
 * cannot vouch for are dropped). Objects get their required properties (and as few others as the bounds allow),
 * arrays their shortest length; numbers sit on the bounds and on the lattice of `multipleOf`.
 */
const sample_MAX_DEPTH = 8;
const PER_FORM = 4;
/** Members of `c`, a few per type. */
function sample(c, depth = 0) {
    if (depth > sample_MAX_DEPTH || isBottom(c))
        return [];
    const hit = sample_memo.get(c);
    if (hit)
        return hit;
    const out = [];
    for (const t of ORDER) {
        for (const f of c[t]) {
            for (const v of sampleForm(t, f, depth))
                if (member(c, v) !== false)
                    out.push(v);
            if (out.length >= PER_FORM * 2)
                break;
        }
    }
    // what a deep level could not build may be buildable from the top: only complete answers are remembered
    if (out.length || depth === 0)
        sample_memo.set(c, out);
    return out;
}
const sample_memo = new WeakMap();
/** Primitive types first: the simplest witness is the most readable. */
const ORDER = ['str', 'num', 'bool', 'null', 'obj', 'arr'];
void TYPES;
function sampleForm(t, f, depth = 0, steer) {
    let cands;
    switch (t) {
        case 'null':
            cands = [null];
            break;
        case 'bool':
            cands = f.vals;
            break;
        case 'num':
            cands = numberCandidates(f);
            break;
        case 'str':
            cands = sampleStrings(f);
            break;
        case 'arr':
            cands = arrays(f, depth, steer ?? {});
            break;
        default:
            cands = objects(f, depth, steer ?? {});
    }
    const out = [];
    for (const v of cands) {
        if (memberForm(t, f, v) === true && !out.some((o) => o === v))
            out.push(v);
        if (out.length >= PER_FORM)
            break;
    }
    return out;
}
// ---------------------------------------------------------------- numbers
/** The step every value must be a multiple of (dyadic and integer steps; otherwise the first one). */
function lattice(mult) {
    if (!mult.length)
        return undefined;
    let scale = 1;
    while (scale <= 1 << 20 && !mult.every((m) => Number.isInteger(m * scale)))
        scale *= 2;
    if (!mult.every((m) => Number.isInteger(m * scale)))
        return mult[0];
    let l = 1;
    for (const m of mult) {
        const k = Math.round(m * scale);
        l = (l * k) / gcd(l, k);
        if (l > 1e12)
            return mult[0];
    }
    return l / scale;
}
function gcd(a, b) {
    while (b)
        [a, b] = [b, a % b];
    return Math.abs(a);
}
function numberCandidates(f, extra = []) {
    if (f.vals)
        return [...f.vals];
    const step = lattice(f.mult);
    const out = [...extra];
    const onLattice = (v, dir) => (step ? (dir > 0 ? Math.ceil(v / step) : Math.floor(v / step)) * step : v);
    const near = (v) => [v, v + 1, v - 1, v + 0.5, v - 0.5];
    if (Number.isFinite(f.lo)) {
        let v = onLattice(f.lo, 1);
        if (f.loEx && v === f.lo)
            v += step ?? Math.min(0.5, Number.isFinite(f.hi) ? (f.hi - f.lo) / 2 : 0.5);
        out.push(v, ...near(v));
        if (step)
            out.push(v + step, v + 2 * step);
    }
    if (Number.isFinite(f.hi)) {
        let v = onLattice(f.hi, -1);
        if (f.hiEx && v === f.hi)
            v -= step ?? Math.min(0.5, Number.isFinite(f.lo) ? (f.hi - f.lo) / 2 : 0.5);
        out.push(v, ...near(v));
        if (step)
            out.push(v - step);
    }
    out.push(0, 1, -1, 2, 0.5, 1.5, 3, 10, 7, 100);
    if (step)
        out.push(step, -step, 2 * step, 3 * step);
    for (const m of f.notMult)
        out.push(m / 2, m + 1, m * 1.5);
    return out.filter((v) => Number.isFinite(v) && Math.abs(v) < 1e15 && memberNum(f, v));
}
// ---------------------------------------------------------------- arrays
function arrays(f, depth, steer) {
    if (f.vals)
        return [...f.vals];
    const maxAt = steer.at?.size ? Math.max(...steer.at.keys()) + 1 : 0;
    const needed = Math.max(f.minItems, maxAt, steer.length ?? 0, ...f.contains.map((c) => c.min));
    if (needed > f.maxItems || needed > 64)
        return [];
    const out = [];
    for (const variant of [0, 1]) {
        const arr = [];
        const counts = f.contains.map(() => 0);
        let ok = true;
        for (let i = 0; i < needed && ok; i++) {
            const fixed = steer.at?.get(i);
            if (fixed !== undefined) {
                arr.push(fixed);
                continue;
            }
            if (steer.duplicate && i > 0 && arr.length) {
                arr.push(arr[0]);
                continue;
            }
            let schema = position(f, i).get();
            // fill the positions a `contains` still needs with items it counts
            const owed = f.contains.findIndex((c, k) => counts[k] < c.min);
            if (owed >= 0)
                schema = intersect(schema, f.contains[owed].s.get());
            let cands = sample(schema, depth + 1);
            if (steer.avoid) {
                const avoiding = cands.filter((c) => member(steer.avoid, c) === false);
                if (avoiding.length)
                    cands = avoiding;
            }
            if (f.unique)
                cands = cands.filter((c) => !arr.some((a) => JSON.stringify(a) === JSON.stringify(c)));
            const pick = cands[variant % Math.max(1, cands.length)] ?? cands[0];
            if (pick === undefined) {
                ok = false;
                break;
            }
            arr.push(pick);
            f.contains.forEach((c, k) => {
                if (member(c.s.get(), pick) === true)
                    counts[k]++;
            });
        }
        if (ok)
            out.push(arr);
    }
    return out;
}
// ---------------------------------------------------------------- objects
/** A property name no layer declares and every layer lets through (`additional` or a pattern), for maps and bounds. */
function freshNames(f, taken) {
    const out = [];
    for (const n of ['a', 'b', 'c', 'x', 'y', 'z', 'k1', 'k2', 'k3', 'item']) {
        if (taken.has(n))
            continue;
        if (f.names.some((s) => member(s.get(), n) !== true))
            continue;
        if (f.layers.some((l) => layerValue(l, n).some((s) => isBottom(s.get()))))
            continue;
        out.push(n);
    }
    return out;
}
function declaredNames(f) {
    const out = [];
    for (const l of f.layers)
        for (const n of l.props.keys())
            if (!out.includes(n))
                out.push(n);
    return out;
}
function objects(f, depth, steer) {
    if (f.vals)
        return [...f.vals];
    const out = [];
    for (const variant of [0, 1]) {
        const o = {};
        const valueFor = (name) => {
            const fixed = steer.fix?.get(name);
            if (fixed !== undefined)
                return fixed;
            const cands = sample(ops_valueOf(f, name).get(), depth + 1);
            return cands[variant % Math.max(1, cands.length)] ?? cands[0];
        };
        const put = (name) => {
            if (Object.prototype.hasOwnProperty.call(o, name))
                return true;
            const v = valueFor(name);
            if (v === undefined)
                return false;
            (0,json/* setOwn */.P5)(o, name, v);
            return true;
        };
        let ok = true;
        for (const [name, v] of steer.fix ?? [])
            (0,json/* setOwn */.P5)(o, name, v);
        for (const r of f.required)
            if (!put(r))
                ok = false;
        if (!ok)
            continue;
        const optional = declaredNames(f).filter((n) => !f.required.has(n) && !steer.omit?.has(n) && !steer.fix?.has(n));
        if (steer.full)
            for (const n of optional)
                put(n);
        // dependencies: a present property brings the ones it requires
        for (let round = 0; round < 3; round++)
            for (const [p, qs] of f.depReq)
                if (Object.prototype.hasOwnProperty.call(o, p))
                    for (const q of qs)
                        if (!steer.omit?.has(q))
                            put(q);
        let pool = [...optional, ...freshNames(f, new Set([...Object.keys(o), ...declaredNames(f)]))];
        while (Object.keys(o).length < f.minProps && pool.length) {
            const n = pool.shift();
            put(n);
        }
        if (steer.full) {
            pool = freshNames(f, new Set(Object.keys(o)));
            while (Object.keys(o).length < Math.min(f.maxProps, 16) && pool.length)
                put(pool.shift());
        }
        out.push(o);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/diff/subschema/include.ts






const IN = { k: 'in' };
const unk = (kw) => ({ k: 'unk', kw });
/** Nesting past this is not compared (a recursive schema's deepest levels): the answer is unknown. */
const MAX_NESTING = 40;
/** Comparison steps per question, so one pathological pair cannot stall a run. */
const STEP_BUDGET = 20000;
const MAX_CANDIDATES = 12;
function newCtx() {
    return { memo: new Map(), stack: new Set(), hits: 0, depth: 0, budget: STEP_BUDGET };
}
function includes(x, y, ctx) {
    if (x === y || isBottom(x) || isTop(y))
        return IN;
    const key = `${x.id}:${y.id}`;
    const hit = ctx.memo.get(key);
    if (hit)
        return hit;
    // a recursive schema meets the same pair again one value deeper: assume it (the values are finite, so the proof
    // holds by induction on their depth)
    if (ctx.stack.has(key)) {
        ctx.hits++;
        return IN;
    }
    if (ctx.depth >= MAX_NESTING)
        return unk('$ref');
    if (--ctx.budget < 0)
        return unk('size');
    const hits = ctx.hits;
    ctx.stack.add(key);
    ctx.depth++;
    let r;
    try {
        r = typesIn(x, y, ctx);
    }
    catch (e) {
        if (e instanceof TooLarge)
            r = unk(e.keyword);
        else if (e instanceof Unsupported)
            r = unk(e.keyword);
        else
            throw e;
    }
    finally {
        ctx.stack.delete(key);
        ctx.depth--;
    }
    if (r.k !== 'in' || ctx.hits === hits)
        ctx.memo.set(key, r);
    return r;
}
function combine(rs) {
    const outs = rs.filter((r) => r.k === 'out');
    if (outs.length)
        return { k: 'out', kw: outs[0].kw, cands: include_dedupe(outs.flatMap((o) => o.cands)).slice(0, MAX_CANDIDATES) };
    const u = rs.find((r) => r.k === 'unk');
    return u ?? IN;
}
function include_dedupe(vs) {
    const seen = new Set();
    return vs.filter((v) => {
        const k = JSON.stringify(v);
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** `out` when some candidates are really outside, else `unk` for the keyword (a proof failed with no witness). */
function outOrUnk(cands, kw, keep) {
    const live = include_dedupe(cands).filter(keep);
    return live.length ? { k: 'out', kw, cands: live.slice(0, MAX_CANDIDATES) } : unk(kw);
}
function typesIn(x, y, ctx) {
    const rs = [];
    for (const t of TYPES) {
        for (const xf of x[t]) {
            const r = formInUnion(t, xf, y[t], ctx);
            rs.push(r);
            if (r.k === 'out')
                return combine(rs);
        }
    }
    return combine(rs);
}
function include_valsOf(t, f) {
    if (t === 'bool')
        return f.vals;
    if (t === 'null')
        return undefined;
    return f.vals;
}
function formInUnion(t, xf, yfs, ctx, split = NO_SPLIT) {
    const inY = (v) => {
        let unsure = false;
        for (const yf of yfs) {
            const r = memberForm(t, yf, v);
            if (r === true)
                return true;
            if (r === undefined)
                unsure = true;
        }
        return unsure ? undefined : false;
    };
    const outside = (v) => memberForm(t, xf, v) === true && inY(v) === false;
    if (emptyForm(t, xf, ctx))
        return IN;
    const xv = include_valsOf(t, xf);
    if (xv && t !== 'bool') {
        // a finite set: each value is checked (with the forms' conditions)
        let unsure = false;
        const cands = [];
        for (const v of xv) {
            if (memberForm(t, xf, v) === false)
                continue;
            const r = inY(v);
            if (r === false)
                cands.push(v);
            else if (r === undefined)
                unsure = true;
        }
        if (cands.length)
            return { k: 'out', kw: 'enum', cands: cands.slice(0, MAX_CANDIDATES) };
        return unsure ? unk('enum') : IN;
    }
    if (t === 'bool') {
        const cands = xv.filter((v) => memberForm(t, xf, v) !== false && inY(v) === false);
        if (cands.length)
            return { k: 'out', kw: 'type', cands };
        if (xv.some((v) => memberForm(t, xf, v) !== false && inY(v) === undefined))
            return unk('enum');
        return IN;
    }
    if (!yfs.length)
        return outOrUnk(sampleForm(t, xf), 'type', outside);
    const rs = [];
    for (const yf of yfs) {
        const r = formIn(t, xf, yf, ctx);
        if (r.k === 'in')
            return IN;
        rs.push(r);
    }
    if (yfs.length > 1) {
        const r = t === 'num' ? numCover(xf, yfs) : t === 'obj' ? discriminated(xf, yfs, ctx, split) : undefined;
        if (r)
            return r;
    }
    const cands = [...rs.flatMap((r) => (r.k === 'out' ? r.cands : [])), ...sampleForm(t, xf)];
    const found = outOrUnk(cands, rs.find((r) => r.k === 'out')?.kw ?? 'anyOf', outside);
    if (found.k === 'out')
        return found;
    return rs.length === 1 ? (rs[0].k === 'unk' ? rs[0] : found) : unk(rs.find((r) => r.k === 'unk')?.kw ?? 'anyOf');
}
const NO_SPLIT = new Set();
/**
 * A form no value can be in, shown by its conditions: every value of it (read without them) lies in two branches of
 * one of its `oneOf`s (so it fails), or in a schema it must not match, or an array whose `contains` no position can
 * hold. Sound: only a proof returns true.
 */
function emptyForm(t, xf, ctx) {
    if (t === 'arr') {
        const a = xf;
        if (!a.vals)
            for (const c of a.contains) {
                if (c.min === 0)
                    continue;
                let none = true;
                const n = Math.min(a.prefix.length, maxLength(a));
                for (let i = 0; i <= n && none; i++)
                    if (i < maxLength(a) && !disjoint(position(a, i).get(), c.s.get()))
                        none = false;
                if (none)
                    return true;
            }
    }
    if (!xf.oneOfs?.length && !xf.nots?.length)
        return false;
    const { nots, oneOfs, conds: _c, opaque: _o, ...bare } = xf;
    const base = only(t, [bare]);
    for (const n of nots ?? [])
        if (includes(base, n, ctx).k === 'in')
            return true;
    for (const group of oneOfs ?? []) {
        let inside = 0;
        for (const b of group)
            if (includes(base, b, ctx).k === 'in' && ++inside >= 2)
                return true;
    }
    return false;
}
/** A number range covered by the union of intervals (no lattice on the union's side), swept from its low end. */
function numCover(x, ys) {
    if (x.vals || ys.some((y) => y.vals || y.mult.length || y.notMult.length || y.notVals.length || hasExtrasOf(y)))
        return undefined;
    const rx = range(x);
    const step = x.mult.length ? lattice(x.mult) : undefined;
    let cur = rx.lo;
    let curEx = rx.loEx;
    for (let guard = 0; guard <= ys.length + 1; guard++) {
        if (step !== undefined && Number.isFinite(cur)) {
            let v = Math.ceil(cur / step) * step;
            if (curEx && v === cur)
                v += step;
            [cur, curEx] = [v, false];
        }
        if (cur > rx.hi || (cur === rx.hi && (curEx || rx.hiEx)))
            return IN;
        let best;
        for (const y of ys) {
            const startsOk = y.lo < cur || (y.lo === cur && (!y.loEx || curEx)) || y.lo === -Infinity;
            const holds = y.hi > cur || (y.hi === cur && !y.hiEx && !curEx);
            if (startsOk && holds && (!best || y.hi > best.hi || (y.hi === best.hi && !y.hiEx)))
                best = y;
        }
        if (!best)
            return undefined;
        if (best.hi === Infinity)
            return IN;
        [cur, curEx] = [best.hi, !best.hiEx];
    }
    return undefined;
}
function hasExtrasOf(f) {
    return !!(f.nots?.length || f.oneOfs?.length || f.conds?.length || f.opaque?.length);
}
/** The values a set allows when it is a finite list (only listed values, no conditions), else undefined. */
function finiteValues(c) {
    if (c.arr.length || c.obj.length)
        return undefined;
    const out = [];
    for (const f of c.null) {
        if (hasExtrasOf(f))
            return undefined;
        out.push(null);
    }
    for (const f of c.bool) {
        if (hasExtrasOf(f))
            return undefined;
        out.push(...f.vals);
    }
    for (const f of [...c.num, ...c.str]) {
        if (!f.vals || hasExtrasOf(f))
            return undefined;
        out.push(...f.vals);
    }
    return out;
}
/**
 * An object checked against a union of object forms told apart by one property's listed values (a discriminated
 * union): split by that property, each value (and its absence) must fit the union on its own.
 */
function discriminated(x, ys, ctx, split) {
    if (x.vals)
        return undefined;
    const candidates = new Set();
    for (const y of ys)
        for (const l of y.layers)
            for (const n of l.props.keys())
                if (!split.has(n))
                    candidates.add(n);
    for (const d of candidates) {
        const sets = ys.map((y) => finiteValues(ops_valueOf(y, d).get()));
        if (sets.some((s) => s === undefined))
            continue;
        const all = [];
        for (const s of sets)
            for (const v of s)
                if (!all.some((w) => JSON.stringify(w) === JSON.stringify(v)))
                    all.push(v);
        const vx = ops_valueOf(x, d).get();
        const next = new Set([...split, d]);
        const rs = [];
        for (const v of all) {
            if (member(vx, v) === false)
                continue;
            const fixed = { props: new Map([[d, known(only(typeKeyOf(v), [valueForm(v)]))]]), patterns: [], additional: TOP_LAZY };
            const piece = { ...x, required: new Set([...x.required, d]), layers: [...x.layers, fixed] };
            rs.push(formInUnion('obj', piece, ys, ctx, next));
        }
        if (!x.required.has(d)) {
            const absent = { props: new Map([[d, BOTTOM_LAZY]]), patterns: [], additional: TOP_LAZY };
            const piece = { ...x, layers: [...x.layers, absent] };
            rs.push(formInUnion('obj', piece, ys, ctx, next));
        }
        const others = sample(vx).filter((v) => !all.some((w) => JSON.stringify(w) === JSON.stringify(v)));
        if (others.length)
            rs.push(outOrUnk(others.flatMap((v) => sampleForm('obj', x, 0, { fix: new Map([[d, v]]) })), 'anyOf', (v) => memberForm('obj', x, v) === true && ys.every((y) => memberForm('obj', y, v) === false)));
        const r = combine(rs);
        if (r.k !== 'unk')
            return r;
    }
    return undefined;
}
/** A form holding exactly one value. */
function valueForm(v) {
    switch (typeKeyOf(v)) {
        case 'null':
            return {};
        case 'bool':
            return { vals: [v] };
        case 'num':
            return { ...numTop(), vals: [v] };
        case 'str':
            return { ...strTop(), vals: [v] };
        case 'arr':
            return { ...arrTop(), vals: [v] };
        default:
            return { ...objTop(), vals: [v] };
    }
}
/** `xf` within one form `yf`: the type's own constraints, then the extras `yf` carries. */
function formIn(t, xf, yf, ctx) {
    const yv = include_valsOf(t, yf);
    if (yv) {
        // only listed values pass: `xf` (not a list) must be finite to fit, which the forms cannot show; look for a witness
        const fits = finiteIn(t, xf, yf);
        if (fits)
            return fits;
        return outOrUnk(sampleForm(t, xf), 'enum', (v) => memberForm(t, yf, v) === false);
    }
    let r;
    switch (t) {
        case 'null':
            r = IN;
            break;
        case 'num':
            r = numIn(xf, yf);
            break;
        case 'str':
            r = strIn(xf, yf);
            break;
        case 'arr':
            r = arrIn(xf, yf, ctx);
            break;
        case 'obj':
            r = objIn(xf, yf, ctx);
            break;
        default:
            r = IN;
    }
    if (r.k === 'out')
        return r;
    const e = extrasIn(t, xf, yf, ctx);
    return combine([r, e]);
}
/** A number range with few lattice points, or strings of length 0, against a list: checked point by point. */
function finiteIn(t, xf, yf) {
    if (t === 'num') {
        const f = xf;
        const step = lattice(f.mult);
        if (!step || !Number.isFinite(f.lo) || !Number.isFinite(f.hi) || (f.hi - f.lo) / step > 64)
            return undefined;
        const pts = [];
        for (let v = Math.ceil(f.lo / step) * step; v <= f.hi; v += step)
            if (memberNum(f, v))
                pts.push(v);
        const bad = pts.filter((v) => memberForm(t, yf, v) === false);
        if (bad.length)
            return { k: 'out', kw: 'enum', cands: bad.slice(0, MAX_CANDIDATES) };
        return pts.every((v) => memberForm(t, yf, v) === true) ? IN : undefined;
    }
    if (t === 'str' && xf.maxLen === 0) {
        const r = memberForm(t, yf, '');
        return r === true || memberStr(xf, '') === false ? IN : r === false ? { k: 'out', kw: 'enum', cands: [''] } : undefined;
    }
    return undefined;
}
// ---------------------------------------------------------------- extras (not, oneOf, if, unread keywords)
function extrasIn(t, xf, yf, ctx) {
    const xc = only(t, [xf]);
    const rs = [];
    const inX = (v) => memberForm(t, xf, v) === true;
    for (const o of yf.opaque ?? []) {
        if (xf.opaque?.some((p) => p.key === o.key))
            continue;
        rs.push(outOrUnk(sampleForm(t, xf), o.keyword, (v) => {
            try {
                return !validates(o.root, o.schema, v);
            }
            catch {
                return false;
            }
        }));
    }
    for (const n of yf.nots ?? []) {
        if (xf.nots?.includes(n) || disjoint(xc, n))
            continue;
        rs.push(outOrUnk(safeSample(() => intersect(xc, n)), 'not', inX));
    }
    for (const group of yf.oneOfs ?? []) {
        if (xf.oneOfs?.includes(group))
            continue;
        for (let i = 0; i < group.length; i++)
            for (let j = i + 1; j < group.length; j++) {
                const gi = group[i];
                const gj = group[j];
                if (disjoint(xc, gi) || disjoint(xc, gj) || disjoint(gi, gj))
                    continue;
                // a value of `x` that passes two branches fails `oneOf`
                rs.push(outOrUnk(safeSample(() => intersect(intersect(xc, gi), gj)), 'oneOf', inX));
            }
    }
    for (const c of yf.conds ?? []) {
        if (xf.conds?.includes(c))
            continue;
        const thenPart = includes(safeIntersect(xc, c.if), c.then, ctx);
        if (thenPart.k !== 'in') {
            rs.push(thenPart.k === 'out' ? thenPart : unk('then'));
            continue;
        }
        if (includes(xc, c.else, ctx).k === 'in' || includes(xc, c.if, ctx).k === 'in')
            continue;
        rs.push(outOrUnk(sampleForm(t, xf), 'else', (v) => member(c.if, v) === false && member(c.else, v) === false));
    }
    return combine(rs);
}
function safeSample(f) {
    try {
        return sample(f());
    }
    catch (e) {
        if (e instanceof TooLarge)
            return [];
        throw e;
    }
}
function safeIntersect(a, b) {
    try {
        return intersect(a, b);
    }
    catch (e) {
        if (e instanceof TooLarge)
            return a;
        throw e;
    }
}
// ---------------------------------------------------------------- numbers
/** Every multiple of `n` is a multiple of `m`, in ajv's arithmetic too (both exact binary fractions). */
function provesMultiple(n, m) {
    for (let scale = 1; scale <= 1 << 30; scale *= 2) {
        const a = n * scale;
        const b = m * scale;
        if (Number.isInteger(a) && Number.isInteger(b))
            return b !== 0 && a % b === 0;
    }
    return false;
}
/**
 * The numbers compared: up to ±(2^53 − 1), the integers a JSON number carries exactly. Past them ajv's arithmetic
 * disagrees with itself (`integer` accepts 1e21, `multipleOf: 1` rejects it) and no client sends them exactly; the
 * diff already reads a bound at that limit as no bound (safe-integer.ts).
 */
const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;
/** The inclusive lowest and highest values of a form within the compared numbers, moved onto its lattice when it has an exact one. */
function range(f) {
    const step = f.mult.length && f.mult.every((m) => provesMultiple(m, m)) ? lattice(f.mult) : undefined;
    let { lo, loEx, hi, hiEx } = f;
    if (lo < -NUMBER_LIMIT)
        [lo, loEx] = [-NUMBER_LIMIT, false];
    if (hi > NUMBER_LIMIT)
        [hi, hiEx] = [NUMBER_LIMIT, false];
    if (step && Number.isFinite(lo)) {
        let v = Math.ceil(lo / step) * step;
        if (loEx && v === lo)
            v += step;
        [lo, loEx] = [v, false];
    }
    if (step && Number.isFinite(hi)) {
        let v = Math.floor(hi / step) * step;
        if (hiEx && v === hi)
            v -= step;
        [hi, hiEx] = [v, false];
    }
    return { lo, loEx, hi, hiEx };
}
function numIn(x, y) {
    const rx = range(x);
    if (rx.lo > rx.hi || (rx.lo === rx.hi && (rx.loEx || rx.hiEx)))
        return IN;
    const ry = range(y);
    const cands = [];
    let kw = '';
    const fail = (k, ...vs) => {
        kw ||= k;
        cands.push(...vs);
    };
    const loOk = rx.lo > ry.lo || (rx.lo === ry.lo && (!ry.loEx || rx.loEx));
    const hiOk = rx.hi < ry.hi || (rx.hi === ry.hi && (!ry.hiEx || rx.hiEx));
    const point = rx.lo === rx.hi;
    if (!loOk)
        fail(y.loEx ? 'exclusiveMinimum' : 'minimum', ...numberCandidates(x, [ry.lo, ry.lo - 1, ry.lo - 0.5]));
    if (!hiOk)
        fail(y.hiEx ? 'exclusiveMaximum' : 'maximum', ...numberCandidates(x, [ry.hi, ry.hi + 1, ry.hi + 0.5]));
    for (const m of y.mult) {
        if (x.mult.some((n) => provesMultiple(n, m)) || (point && isMultiple(rx.lo, m)))
            continue;
        fail('multipleOf', ...numberCandidates(x, [m / 2, m + 1, 1, 0.5]).filter((v) => !isMultiple(v, m)));
    }
    for (const m of y.notMult) {
        if (x.notMult.some((n) => provesMultiple(m, n)))
            continue;
        const step = lattice([...x.mult, m]) ?? m;
        fail('not', ...numberCandidates(x, [step, 2 * step, -step, 0]).filter((v) => isMultiple(v, m)));
    }
    for (const v of y.notVals)
        if (memberNum(x, v))
            fail('not', v);
    if (!kw)
        return IN;
    return outOrUnk(cands, kw, (v) => memberNum(x, v) && !memberNum(y, v));
}
// ---------------------------------------------------------------- strings
function strIn(x, y) {
    const cands = [];
    let kw = '';
    let unsure = '';
    const fail = (k, ...vs) => {
        kw ||= k;
        for (const v of vs)
            if (v !== undefined)
                cands.push(v);
    };
    const own = [...x.patterns, lengthPattern(x.minLen, x.maxLen)];
    const provedBy = (q) => {
        let seen = 'out';
        for (const p of own) {
            const r = patternIn(p, q);
            if (r.kind === 'in')
                return 'in';
            if (r.kind === 'unknown')
                seen = 'unknown';
            else if (r.example !== undefined)
                cands.push(r.example);
        }
        return seen;
    };
    if (y.minLen > x.minLen) {
        const r = provedBy(lengthPattern(y.minLen, Infinity));
        if (r !== 'in')
            fail('minLength', 'a'.repeat(x.minLen), ...sampleStrings(x).filter((s) => [...s].length < y.minLen));
        if (r === 'unknown')
            unsure ||= 'minLength';
    }
    if (y.maxLen < x.maxLen) {
        const r = provedBy(lengthPattern(0, y.maxLen));
        if (r !== 'in')
            fail('maxLength', 'a'.repeat(y.maxLen + 1), '0'.repeat(y.maxLen + 1), ...sampleStrings(x).filter((s) => [...s].length > y.maxLen));
        if (r === 'unknown')
            unsure ||= 'maxLength';
    }
    for (const q of y.patterns) {
        if (x.patterns.includes(q))
            continue;
        const r = provedBy(q);
        if (r === 'in')
            continue;
        fail('pattern', ...sampleStrings(x));
        if (r === 'unknown')
            unsure ||= 'pattern';
    }
    for (const f of y.formats) {
        if (x.formats.includes(f))
            continue;
        fail('format', ...sampleStrings(x, nonFormatCandidates(f)));
    }
    for (const n of y.notPatterns) {
        if (x.notPatterns.includes(n) || x.notPatterns.some((m) => patternIn(n, m).kind === 'in'))
            continue;
        fail('not', exampleIn(n, '^$'), x.minLen > 0 ? exampleIn(n, lengthPattern(0, x.minLen - 1)) : '', ...sampleStrings(x));
    }
    for (const f of y.notFormats) {
        if (x.notFormats.includes(f))
            continue;
        fail('not', ...sampleStrings(x));
    }
    for (const v of y.notVals)
        if (memberStr(x, v) === true)
            fail('not', v);
    if (!kw)
        return IN;
    void formatHolds;
    const r = outOrUnk(cands, kw, (v) => memberStr(x, v) === true && memberStr(y, v) === false);
    return r.k === 'unk' && unsure ? unk(unsure) : r;
}
// ---------------------------------------------------------------- arrays
/** The most items a form allows: its bound, or the first position no value can take. */
function maxLength(f) {
    let max = f.maxItems;
    for (let i = 0; i < Math.min(f.prefix.length, max); i++)
        if (isBottom(f.prefix[i].get()))
            return i;
    if (f.items === BOTTOM_LAZY || isBottom(f.items.get()))
        max = Math.min(max, f.prefix.length);
    return max;
}
function arrIn(x, y, ctx) {
    const xmax = maxLength(x);
    if (x.minItems > xmax)
        return IN;
    const rs = [];
    const arrays = (steer) => sampleForm('arr', x, 0, steer);
    const keep = (v) => memberForm('arr', x, v) === true && memberForm('arr', y, v) === false;
    if (y.minItems > x.minItems)
        rs.push(outOrUnk(arrays({ length: x.minItems }), 'minItems', keep));
    if (y.maxItems < xmax)
        rs.push(outOrUnk(arrays({ length: y.maxItems + 1 }), 'maxItems', keep));
    const n = Math.max(x.prefix.length, y.prefix.length);
    for (let i = 0; i <= n && i < xmax; i++) {
        const r = includes(position(x, i).get(), position(y, i).get(), ctx);
        if (r.k === 'in')
            continue;
        if (r.k === 'unk')
            rs.push(r);
        else
            rs.push(outOrUnk(r.cands.flatMap((c) => arrays({ at: new Map([[i, c]]) })), r.kw, keep));
    }
    for (const c of y.contains) {
        if (c.min > 0) {
            const byContains = x.contains.some((d) => d.min >= c.min && includes(d.s.get(), c.s.get(), ctx).k === 'in');
            let forced = 0;
            for (let i = 0; i < Math.min(x.minItems, n + 1); i++)
                if (includes(position(x, i).get(), c.s.get(), ctx).k === 'in')
                    forced++;
            if (x.minItems > n && includes(x.items.get(), c.s.get(), ctx).k === 'in')
                forced += x.minItems - n;
            if (!byContains && forced < c.min)
                rs.push(outOrUnk([...arrays({ avoid: c.s.get() }), ...arrays({ avoid: c.s.get(), length: x.minItems })], c.min > 1 ? 'minContains' : 'contains', keep));
        }
        if (c.max < Infinity && xmax > c.max) {
            const byContains = x.contains.some((d) => d.max <= c.max && includes(c.s.get(), d.s.get(), ctx).k === 'in');
            let disjointAll = true;
            for (let i = 0; i <= n && disjointAll; i++)
                if (!disjoint(position(x, i).get(), c.s.get()))
                    disjointAll = false;
            if (!byContains && !disjointAll) {
                const at = new Map();
                for (let i = 0; i <= c.max; i++) {
                    const v = sample(intersect(position(x, i).get(), c.s.get()))[0];
                    if (v === undefined)
                        break;
                    at.set(i, v);
                }
                rs.push(outOrUnk(at.size > c.max ? arrays({ at }) : [], 'maxContains', keep));
            }
        }
    }
    if (y.unique && !x.unique && xmax >= 2)
        rs.push(outOrUnk(arrays({ duplicate: true, length: Math.max(2, x.minItems) }), 'uniqueItems', keep));
    for (const v of y.notVals)
        if (memberForm('arr', x, v) === true)
            rs.push({ k: 'out', kw: 'not', cands: [v] });
    return combine(rs);
}
// ---------------------------------------------------------------- objects
function declared(f) {
    const out = new Set();
    for (const l of f.layers)
        for (const n of l.props.keys())
            out.add(n);
    return out;
}
/** Can a value of `f` hold property `name`? (`false` when a layer or `propertyNames` rules it out.) */
function allows(f, name) {
    if (f.names.some((s) => member(s.get(), name) === false))
        return false;
    return !isBottom(ops_valueOf(f, name).get());
}
function namesCanon(f) {
    let c = forms_canon({ str: [strTop()] });
    for (const s of f.names)
        c = intersect(c, s.get());
    return c;
}
function objIn(x, y, ctx) {
    const rs = [];
    const keep = (v) => memberForm('obj', x, v) === true && memberForm('obj', y, v) === false;
    const objects = (steer) => sampleForm('obj', x, 0, steer);
    const names = new Set([...declared(x), ...declared(y), ...y.required, ...y.depReq.flatMap(([p, qs]) => [p, ...qs]), ...y.depSchemas.map(([p]) => p)]);
    for (const n of names) {
        if (!allows(x, n))
            continue;
        const vx = ops_valueOf(x, n).get();
        if (y.names.some((s) => member(s.get(), n) === false)) {
            rs.push(outOrUnk(sample(vx).flatMap((v) => objects({ fix: new Map([[n, v]]) })), 'propertyNames', keep));
            continue;
        }
        const r = includes(vx, ops_valueOf(y, n).get(), ctx);
        if (r.k === 'in')
            continue;
        if (r.k === 'unk')
            rs.push(r);
        else
            rs.push(outOrUnk(r.cands.flatMap((c) => objects({ fix: new Map([[n, c]]) })), r.kw, keep));
    }
    rs.push(otherNames(x, y, names, ctx, objects, keep));
    for (const r of y.required) {
        if (x.required.has(r))
            continue;
        rs.push(outOrUnk(objects({ omit: new Set([r]) }), 'required', keep));
    }
    if (y.minProps > Math.max(x.minProps, x.required.size))
        rs.push(outOrUnk(objects({}), 'minProperties', keep));
    if (y.maxProps < x.maxProps && y.maxProps < nameCount(x))
        rs.push(outOrUnk(objects({ full: true }), 'maxProperties', keep));
    for (const [p, qs] of y.depReq) {
        if (!allows(x, p))
            continue;
        for (const q of qs) {
            if (x.required.has(q) || x.depReq.some(([p2, q2]) => p2 === p && q2.includes(q)))
                continue;
            const v = sample(ops_valueOf(x, p).get())[0];
            rs.push(outOrUnk(v === undefined ? [] : objects({ fix: new Map([[p, v]]), omit: new Set([q]) }), 'dependentRequired', keep));
        }
    }
    for (const [p, s] of y.depSchemas) {
        if (!allows(x, p))
            continue;
        const withP = { ...x, required: new Set([...x.required, p]) };
        let xc = only('obj', [withP]);
        for (const [p2, s2] of x.depSchemas)
            if (p2 === p)
                xc = safeIntersect(xc, s2.get());
        const r = includes(xc, s.get(), ctx);
        if (r.k !== 'in')
            rs.push(r.k === 'out' ? { ...r, kw: r.kw || 'dependentSchemas' } : r);
    }
    for (const v of y.notVals)
        if (memberForm('obj', x, v) === true)
            rs.push({ k: 'out', kw: 'not', cands: [v] });
    return combine(rs);
}
/** How many names a value of `f` can hold at most (Infinity unless a layer closes it to a list). */
function nameCount(f) {
    let best = Infinity;
    for (const l of f.layers) {
        if (l.patterns.length || !(l.additional === BOTTOM_LAZY || isBottom(l.additional.get())))
            continue;
        best = Math.min(best, [...l.props.keys()].filter((n) => allows(f, n)).length);
    }
    return best;
}
/**
 * Names neither form declares: those matching a pattern of `x`, and any other name when every layer of `x` lets
 * unknown names through. Each class is compared by the schemas that apply to it on both sides.
 */
function otherNames(x, y, named, ctx, objects, keep) {
    const rs = [];
    const yPatterns = y.layers.flatMap((l) => l.patterns);
    /** A name no form declares, in the class (`pattern` of x, or none of x's), that `target` (a pattern of y, or none of y's) governs. */
    const fresh = (pattern, target) => {
        const tries = [pattern, target]
            .filter((p) => p !== undefined)
            .flatMap((p) => [exampleIn(p, '^$'), exampleIn(p, lengthPattern(0, 1))])
            .concat(['zz', 'extra', 'k9', 'q', 'a', 'x-a']);
        for (const n of tries) {
            if (n === undefined || named.has(n))
                continue;
            try {
                if (pattern !== undefined && !matches(pattern, n))
                    continue;
                if (pattern === undefined && x.layers.some((l) => l.patterns.some((p) => matches(p.re, n))))
                    continue;
                if (target !== undefined && !matches(target, n))
                    continue;
                if (target === undefined && y.layers.some((l) => l.patterns.some((p) => matches(p.re, n))))
                    continue;
            }
            catch {
                continue;
            }
            if (allows(x, n))
                return n;
        }
        return undefined;
    };
    const against = (vx, pattern, namePart) => {
        if (isBottom(vx))
            return;
        // the names themselves must pass y's propertyNames
        for (const ns of y.names) {
            const r = includes(namePart, ns.get(), ctx);
            if (r.k === 'in')
                continue;
            const name = r.k === 'out' ? r.cands.find((c) => typeof c === 'string' && !named.has(c)) : undefined;
            const v = sample(vx)[0];
            rs.push(name !== undefined && v !== undefined ? outOrUnk(objects({ fix: new Map([[name, v]]) }), 'propertyNames', keep) : r.k === 'unk' ? r : unk('propertyNames'));
        }
        for (const layer of y.layers) {
            const covered = pattern !== undefined && layer.patterns.some((q) => patternIn(pattern, q.re).kind === 'in');
            const targets = layer.patterns.filter((q) => pattern === undefined || !disjointPatterns(pattern, q.re));
            if (!covered)
                targets.push({ s: layer.additional });
            for (const target of targets) {
                if (target.s === TOP_LAZY)
                    continue;
                const r = includes(vx, target.s.get(), ctx);
                if (r.k === 'in')
                    continue;
                if (r.k === 'unk') {
                    rs.push(r);
                    continue;
                }
                const name = fresh(pattern, target.re);
                rs.push(outOrUnk(name === undefined ? [] : r.cands.flatMap((c) => objects({ fix: new Map([[name, c]]) })), target.re === undefined ? 'additionalProperties' : 'patternProperties', keep));
            }
        }
    };
    const xNames = namesCanon(x);
    for (const layer of x.layers)
        for (const p of layer.patterns) {
            let vx = p.s.get();
            // the other layers' schemas for these names narrow it (a closing layer's pattern is only a permission)
            try {
                vx = intersect(vx, TOP);
            }
            catch {
                /* keep */
            }
            let namePart = xNames;
            try {
                namePart = intersect(xNames, forms_canon({ str: [{ ...strTop(), patterns: [p.re] }] }));
            }
            catch {
                /* keep */
            }
            against(vx, p.re, namePart);
        }
    // any other name: only when no layer of x closes the object
    let additional = TOP;
    for (const layer of x.layers)
        additional = intersect(additional, layer.additional.get());
    if (!isBottom(additional))
        against(additional, undefined, xNames);
    void yPatterns;
    return combine(rs);
}
/** Two patterns that provably match no common name (anchored, different literal starts). */
function disjointPatterns(p, q) {
    return disjoint(forms_canon({ str: [{ ...strTop(), patterns: [p] }] }), forms_canon({ str: [{ ...strTop(), patterns: [q] }] }));
}
void objTop;
void intersectForm;
void layerValue;

;// CONCATENATED MODULE: ./src/diff/subschema/build.ts








const build_memo = new WeakMap();
/** The canonical form of `schema` (located in `root`, for `$ref`). */
function canonOf(schema, root, mode = 'open') {
    if (schema === true)
        return mode === 'entry' ? closeCanon(TOP, NOTHING_DECLARED) : TOP;
    if (schema === false)
        return BOTTOM;
    if (!(0,json/* isObject */.Gv)(schema))
        return TOP;
    let row = build_memo.get(schema);
    const hit = row?.[mode];
    if (hit && hit.root === root)
        return hit.c;
    const c = build(schema, root, mode, []);
    if (!row)
        build_memo.set(schema, (row = {}));
    row[mode] = { root, c };
    return c;
}
function childLazy(schema, root, mode) {
    if (schema === undefined)
        return mode === 'entry' ? lazy(() => canonOf(true, root, mode)) : TOP_LAZY;
    if (schema === false)
        return BOTTOM_LAZY;
    if (mode === 'open' && (0,keywords/* isTrivial */.Cn)(schema))
        return TOP_LAZY;
    return lazy(() => canonOf(schema, root, mode));
}
function build(s, root, mode, refs) {
    try {
        return buildInner(s, root, mode, refs);
    }
    catch (e) {
        if (e instanceof TooLarge)
            return opaqueCanon(e.keyword, s, root);
        throw e;
    }
}
function buildInner(s, root, mode, refs) {
    const inner = mode === 'open' ? 'open' : 'inplace';
    const child = mode === 'open' ? 'open' : 'entry';
    let c = own(s, root, child);
    if (s.const !== undefined)
        c = intersect(c, valuesCanon([s.const]));
    if (Array.isArray(s.enum))
        c = intersect(c, valuesCanon(s.enum));
    if (typeof s.$ref === 'string') {
        const target = refTarget(root, s.$ref);
        if (target === undefined || ((0,json/* isObject */.Gv)(target) && refs.includes(target)))
            c = intersect(c, opaqueCanon('$ref', { $ref: s.$ref }, root));
        else
            c = intersect(c, (0,json/* isObject */.Gv)(target) ? build(target, root, inner, [...refs, target]) : canonOf(target, root, inner));
    }
    for (const k of ['$dynamicRef', '$recursiveRef', 'unevaluatedItems'])
        if (s[k] !== undefined)
            c = intersect(c, opaqueCanon(k, { [k]: s[k] }, root));
    if (s.unevaluatedProperties !== undefined && !(mode === 'entry' && s.unevaluatedProperties === false))
        c = intersect(c, opaqueCanon('unevaluatedProperties', s, root, objOnly));
    const sub = (x) => ((0,json/* isObject */.Gv)(x) ? build(x, root, inner, refs) : canonOf(x, root, inner));
    if (Array.isArray(s.allOf))
        for (const b of s.allOf)
            c = intersect(c, sub(b));
    if (Array.isArray(s.anyOf) && s.anyOf.length)
        c = intersect(c, union(s.anyOf.map(sub)));
    if (Array.isArray(s.oneOf) && s.oneOf.length)
        c = intersect(c, oneOf(s.oneOf.map(sub)));
    if (s.not !== undefined)
        c = intersect(c, not(canonOf(s.not, root, 'open')));
    if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) {
        const i = canonOf(s.if, root, 'open');
        const t = s.then === undefined ? TOP : sub(s.then);
        const e = s.else === undefined ? TOP : sub(s.else);
        const ni = complement(i);
        c = intersect(c, ni ? union([intersect(i, t), intersect(ni, e)]) : withExtra({ conds: [{ if: i, then: t, else: e }] }));
    }
    if (mode === 'entry')
        c = closeCanon(c, declaredIn(s, root), root);
    return pruned(c);
}
/** Without the forms that are empty on their face (`minLength` over `maxLength`, crossed bounds). */
function pruned(c) {
    let changed = false;
    const out = {};
    for (const t of TYPES) {
        const forms = c[t].filter((f) => !formEmpty(t, f));
        if (forms.length !== c[t].length)
            changed = true;
        out[t] = forms;
    }
    return changed ? forms_canon(out) : c;
}
const objOnly = forms_canon({ obj: [objTop()] });
/** A keyword the core does not read: every value of the types it can constrain carries it, raw. */
function opaqueCanon(keyword, schema, root, of = TOP) {
    const o = { keyword, key: opaqueKey(schema, root), schema, root };
    return withExtra({ opaque: [o] }, of);
}
const rootKeys = new WeakMap();
function opaqueKey(schema, root) {
    const text = (0,canonical/* canonicalJson */.dj)(schema);
    if (!text.includes('"$ref"') || !(0,json/* isObject */.Gv)(root))
        return text;
    let defs = rootKeys.get(root);
    if (defs === undefined)
        rootKeys.set(root, (defs = (0,canonical/* canonicalJson */.dj)({ $defs: root.$defs ?? null, definitions: root.definitions ?? null })));
    return `${text}@${defs}`;
}
/**
 * `oneOf`: the union, plus "exactly one" on every form when two branches may overlap. A branch whose every value is
 * also in another branch adds nothing (each of its values matches two branches and fails): it leaves the union.
 */
function oneOf(branches) {
    if (branches.length === 1)
        return branches[0];
    let overlap = false;
    for (let i = 0; i < branches.length && !overlap; i++)
        for (let j = i + 1; j < branches.length && !overlap; j++)
            if (!disjoint(branches[i], branches[j]))
                overlap = true;
    if (!overlap)
        return union(branches);
    const ctx = newCtx();
    const live = branches.filter((b, i) => !branches.some((other, j) => j !== i && includes(b, other, ctx).k === 'in'));
    const u = union(live);
    if (isBottom(u))
        return BOTTOM;
    return intersect(u, withExtra({ oneOfs: [branches] }, u));
}
function not(n) {
    const c = complement(n);
    return c ?? withExtra({ nots: [n] }, n);
}
/** The enum (or const) values as a set, spread over their types. */
function valuesCanon(values) {
    const nul = values.some((v) => v === null);
    const bools = [true, false].filter((b) => values.includes(b));
    const nums = values.filter((v) => typeof v === 'number');
    const strs = values.filter((v) => typeof v === 'string');
    const arrs = values.filter((v) => Array.isArray(v));
    const objs = values.filter((v) => (0,json/* isObject */.Gv)(v));
    return forms_canon({
        null: nul ? [{}] : [],
        bool: bools.length ? [{ vals: bools }] : [],
        num: nums.length ? [{ ...numTop(), vals: [...new Set(nums)] }] : [],
        str: strs.length ? [{ ...strTop(), vals: [...new Set(strs)] }] : [],
        arr: arrs.length ? [{ ...arrTop(), vals: arrs }] : [],
        obj: objs.length ? [{ ...objTop(), vals: objs }] : [],
    });
}
const num = (s, k) => (typeof s[k] === 'number' && Number.isFinite(s[k]) ? s[k] : undefined);
/** The node's own keywords: its types and each type's constraints (subschemas lazy). */
function own(s, root, child) {
    let types;
    if (s.type !== undefined)
        types = new Set((Array.isArray(s.type) ? s.type : [s.type]).filter((t) => typeof t === 'string'));
    const has = (t) => !types || types.has(t);
    const out = {};
    out.null = has('null') ? [{}] : [];
    out.bool = has('boolean') ? [{ vals: [true, false] }] : [];
    if (has('number') || has('integer')) {
        const f = numForm(s);
        if (types && !types.has('number') && !f.mult.includes(1))
            f.mult = [...f.mult, 1];
        out.num = [f];
    }
    else
        out.num = [];
    out.str = has('string') ? [strForm(s)] : [];
    out.arr = has('array') ? [arrForm(s, root, child)] : [];
    out.obj = has('object') ? [objForm(s, root, child)] : [];
    return forms_canon(out);
}
function numForm(s) {
    const f = numTop();
    const lower = (v, ex) => {
        if (v > f.lo || (v === f.lo && ex))
            [f.lo, f.loEx] = [v, ex];
    };
    const upper = (v, ex) => {
        if (v < f.hi || (v === f.hi && ex))
            [f.hi, f.hiEx] = [v, ex];
    };
    const min = num(s, 'minimum');
    const max = num(s, 'maximum');
    if (min !== undefined)
        lower(min, s.exclusiveMinimum === true);
    if (max !== undefined)
        upper(max, s.exclusiveMaximum === true);
    const xmin = num(s, 'exclusiveMinimum');
    const xmax = num(s, 'exclusiveMaximum');
    if (xmin !== undefined)
        lower(xmin, true);
    if (xmax !== undefined)
        upper(xmax, true);
    const m = num(s, 'multipleOf');
    if (m !== undefined && m > 0)
        f.mult.push(m);
    if (s.format === 'int32') {
        if (!f.mult.includes(1))
            f.mult.push(1);
        lower(-2147483648, false);
        upper(2147483647, false);
    }
    else if (s.format === 'int64' && !f.mult.includes(1))
        f.mult.push(1);
    return f;
}
function strForm(s) {
    const f = strTop();
    const min = num(s, 'minLength');
    const max = num(s, 'maxLength');
    if (min !== undefined)
        f.minLen = Math.max(0, Math.ceil(min));
    if (max !== undefined)
        f.maxLen = Math.floor(max);
    if (typeof s.pattern === 'string')
        f.patterns.push(s.pattern);
    if (typeof s.format === 'string' && isKnownFormat(s.format) && !['int32', 'int64', 'float', 'double'].includes(s.format))
        f.formats.push(s.format);
    return f;
}
function arrForm(s, root, child) {
    const f = arrTop();
    const min = num(s, 'minItems');
    const max = num(s, 'maxItems');
    if (min !== undefined)
        f.minItems = Math.max(0, Math.ceil(min));
    if (max !== undefined)
        f.maxItems = Math.floor(max);
    const tuple = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
    const rest = Array.isArray(s.prefixItems) ? s.items : Array.isArray(s.items) ? s.additionalItems : s.items;
    if (tuple)
        f.prefix = tuple.map((x) => childLazy(x, root, child));
    f.items = childLazy(rest, root, child);
    if (s.contains !== undefined) {
        const c = { s: childLazy(s.contains, root, 'open'), min: num(s, 'minContains') ?? 1, max: num(s, 'maxContains') ?? Infinity };
        if (!(c.min === 0 && c.max === Infinity))
            f.contains.push(c);
    }
    if (s.uniqueItems === true)
        f.unique = true;
    return f;
}
function objForm(s, root, child) {
    const f = objTop();
    const props = (0,json/* isObject */.Gv)(s.properties) ? Object.entries(s.properties) : [];
    const patterns = (0,json/* isObject */.Gv)(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    const closedCalls = child === 'entry';
    // a call reading drops an open additionalProperties: the entry's closing decides which names pass
    const ap = s.additionalProperties === undefined || (closedCalls && (0,keywords/* isTrivial */.Cn)(s.additionalProperties)) ? undefined : s.additionalProperties;
    if (props.length || patterns.length || ap !== undefined) {
        const layer = {
            props: new Map(props.map(([k, v]) => [k, childLazy(v, root, child)])),
            patterns: patterns.map(([re, v]) => ({ re, s: childLazy(v, root, child) })),
            additional: ap === undefined ? TOP_LAZY : childLazy(ap, root, child),
        };
        f.layers.push(layer);
    }
    if (Array.isArray(s.required))
        for (const r of s.required)
            if (typeof r === 'string')
                f.required.add(r);
    const min = num(s, 'minProperties');
    const max = num(s, 'maxProperties');
    if (min !== undefined)
        f.minProps = Math.max(0, Math.ceil(min));
    if (max !== undefined)
        f.maxProps = Math.floor(max);
    if (s.propertyNames !== undefined && !(0,keywords/* isTrivial */.Cn)(s.propertyNames))
        f.names.push(childLazy(s.propertyNames, root, 'open'));
    const depReq = (0,json/* isObject */.Gv)(s.dependentRequired) ? Object.entries(s.dependentRequired) : [];
    const deps = (0,json/* isObject */.Gv)(s.dependencies) ? Object.entries(s.dependencies) : [];
    for (const [p, qs] of [...depReq, ...deps.filter(([, d]) => Array.isArray(d))])
        if (Array.isArray(qs)) {
            const names = qs.filter((q) => typeof q === 'string');
            if (names.length)
                f.depReq.push([p, names]);
        }
    const depSchemas = (0,json/* isObject */.Gv)(s.dependentSchemas) ? Object.entries(s.dependentSchemas) : [];
    for (const [p, d] of [...depSchemas, ...deps.filter(([, d]) => !Array.isArray(d))])
        if (!(0,keywords/* isTrivial */.Cn)(d))
            f.depSchemas.push([p, childLazy(d, root, child === 'entry' ? 'inplace' : 'open')]);
    return f;
}
const NOTHING_DECLARED = { names: new Map(), patterns: new Map(), all: false };
/**
 * Every name a subschema applied to this value may declare, with the schemas that declare it (over-approximated: the
 * names of every branch, whether or not it passes), so a closed reading never rejects a call that `callsOf` accepts:
 * a name declared by another branch of a union passes only when that branch passed, so its value is one that branch
 * allows.
 */
function declaredIn(s, root) {
    const out = { names: new Map(), patterns: new Map(), all: false };
    const seen = new Set();
    const add = (m, k, v) => m.set(k, [...(m.get(k) ?? []), v]);
    const visit = (x, depth) => {
        if (!(0,json/* isObject */.Gv)(x) || seen.has(x) || depth > 32 || out.all)
            return;
        seen.add(x);
        if ((0,json/* isObject */.Gv)(x.properties))
            for (const [k, v] of Object.entries(x.properties))
                add(out.names, k, v);
        if ((0,json/* isObject */.Gv)(x.patternProperties))
            for (const [k, v] of Object.entries(x.patternProperties))
                add(out.patterns, k, v);
        if (x.additionalProperties !== undefined && !(0,keywords/* isTrivial */.Cn)(x.additionalProperties) && x.additionalProperties !== false)
            out.all = true;
        if (x.unevaluatedProperties !== undefined && x.unevaluatedProperties !== false)
            out.all = true;
        for (const k of ['allOf', 'anyOf', 'oneOf'])
            if (Array.isArray(x[k]))
                for (const b of x[k])
                    visit(b, depth + 1);
        for (const k of ['if', 'then', 'else'])
            visit(x[k], depth + 1);
        for (const k of ['dependentSchemas', 'dependencies'])
            if ((0,json/* isObject */.Gv)(x[k]))
                for (const d of Object.values(x[k]))
                    visit(d, depth + 1);
        if (typeof x.$ref === 'string')
            visit(refTarget(root, x.$ref), depth + 1);
    };
    visit(s, 0);
    return out;
}
/** Object values restricted to the declared names (a layer that rejects every other name), each with a value a declaring schema allows. */
function closeCanon(c, d, root = null) {
    if (d.all || !c.obj.length)
        return c;
    const valueOf = (schemas) => schemas.some((x) => (0,keywords/* isTrivial */.Cn)(x) && x !== false) ? lazy(() => canonOf(true, root, 'entry')) : lazy(() => union(schemas.map((x) => canonOf(x, root, 'entry'))));
    const layer = {
        props: new Map([...d.names].map(([n, schemas]) => [n, valueOf(schemas)])),
        patterns: [...d.patterns].map(([re, schemas]) => ({ re, s: valueOf(schemas) })),
        additional: BOTTOM_LAZY,
    };
    const closing = { ...objTop(), layers: [layer] };
    const obj = c.obj.map((f) => intersectForm('obj', f, closing)).filter((f) => f !== undefined);
    return forms_canon({ ...c, obj });
}
/** Keywords this module reads; any other (besides annotations) is ignored by validators too. */
const READ_KEYWORDS = new Set([
    'type',
    'enum',
    'const',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'pattern',
    'format',
    'items',
    'prefixItems',
    'additionalItems',
    'contains',
    'minContains',
    'maxContains',
    'minItems',
    'maxItems',
    'uniqueItems',
    'properties',
    'patternProperties',
    'additionalProperties',
    'required',
    'propertyNames',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'dependentSchemas',
    'dependencies',
    'allOf',
    'anyOf',
    'oneOf',
    'not',
    'if',
    'then',
    'else',
    '$ref',
    '$dynamicRef',
    '$recursiveRef',
    'unevaluatedProperties',
    'unevaluatedItems',
]);


;// CONCATENATED MODULE: ./src/diff/subschema/calls.ts


/**
 * Which calls count (DESIGN §5b): the calls an agent builds from the old contract use only the properties the old
 * schema declares. An open object (`additionalProperties` absent, `true` or `{}`) is therefore read as closed to names
 * it never declared; a declared map (`additionalProperties` with a real value schema, `patternProperties`) keeps its
 * names, since values inside it are data.
 *
 * `callsOf(schema)` writes that reading as a JSON Schema 2020-12 document any validator can check: every open
 * `additionalProperties` is dropped, and every place where the instance moves to a child (the root, each property,
 * pattern and map value, each item) gets `unevaluatedProperties: false`, so a property passes only when a subschema
 * that applies there declares it. Conditions (`not`, `if`, `contains`, `propertyNames`) are left as they are: they
 * test values, they do not describe the calls. Definitions (`$defs`) are rewritten in place, so a `$ref` reads the
 * rewritten target; a definition used both as a call and inside `not` is read as a call in both places.
 */
function callsOf(schema) {
    if ((0,json/* isObject */.Gv)(schema) || typeof schema === 'boolean') {
        const hit = calls_memo.get(schema);
        if (hit !== undefined)
            return hit;
    }
    const out = entry(schema);
    if ((0,json/* isObject */.Gv)(schema))
        calls_memo.set(schema, out);
    return out;
}
const calls_memo = new WeakMap();
/** A place where the instance is a new value: closed to names nothing declares. */
function entry(s) {
    if (s === false)
        return false;
    if (s === true)
        return { unevaluatedProperties: false };
    if (!(0,json/* isObject */.Gv)(s))
        return s;
    const out = inPlace(s);
    if ((0,json/* isObject */.Gv)(out) && out.unevaluatedProperties === undefined)
        out.unevaluatedProperties = false;
    return out;
}
/** A subschema applied to the same value: rewritten inside, not closed itself (its siblings may declare more names). */
function inPlace(s) {
    if (!(0,json/* isObject */.Gv)(s))
        return s;
    const out = {};
    for (const [k, v] of Object.entries(s)) {
        switch (k) {
            case 'additionalProperties':
                if (!(0,keywords/* isTrivial */.Cn)(v))
                    (0,json/* setOwn */.P5)(out, k, entry(v));
                break;
            case 'properties':
            case 'patternProperties':
                (0,json/* setOwn */.P5)(out, k, (0,json/* isObject */.Gv)(v) ? mapValues(v, entry) : v);
                break;
            case '$defs':
            case 'definitions':
            case 'dependentSchemas':
                (0,json/* setOwn */.P5)(out, k, (0,json/* isObject */.Gv)(v) ? mapValues(v, inPlace) : v);
                break;
            case 'dependencies':
                (0,json/* setOwn */.P5)(out, k, (0,json/* isObject */.Gv)(v) ? mapValues(v, (d) => (Array.isArray(d) ? d : inPlace(d))) : v);
                break;
            case 'items':
                (0,json/* setOwn */.P5)(out, k, Array.isArray(v) ? v.map(entry) : entry(v));
                break;
            case 'prefixItems':
                (0,json/* setOwn */.P5)(out, k, Array.isArray(v) ? v.map(entry) : v);
                break;
            case 'additionalItems':
                (0,json/* setOwn */.P5)(out, k, entry(v));
                break;
            case 'allOf':
            case 'anyOf':
            case 'oneOf':
                (0,json/* setOwn */.P5)(out, k, Array.isArray(v) ? v.map(inPlace) : v);
                break;
            case 'then':
            case 'else':
                (0,json/* setOwn */.P5)(out, k, inPlace(v));
                break;
            default:
                (0,json/* setOwn */.P5)(out, k, v);
        }
    }
    return out;
}
function mapValues(o, f) {
    const out = {};
    for (const [k, v] of Object.entries(o))
        (0,json/* setOwn */.P5)(out, k, f(v));
    return out;
}
const nodeMemo = new WeakMap();
/** The calls one node describes, read as a place where the value is new (for a node inside `callsOf(root)`). */
function callsOfNode(schema) {
    if (typeof schema === 'boolean')
        return entry(schema);
    if (!(0,json/* isObject */.Gv)(schema))
        return schema;
    let out = nodeMemo.get(schema);
    if (out === undefined)
        nodeMemo.set(schema, (out = { allOf: [inPlace(schema)], unevaluatedProperties: false }));
    return out;
}

;// CONCATENATED MODULE: ./src/diff/subschema/index.ts







const INCLUDED = { kind: 'included' };
function included(a, b, opts = {}) {
    if (sameMeaning(a, b))
        return INCLUDED;
    let r;
    try {
        const x = canonOf(a.schema, a.root, opts.calls ? 'entry' : 'open');
        const y = canonOf(b.schema, b.root, opts.callsB ? 'entry' : 'open');
        const ctx = newCtx();
        if (opts.memo)
            ctx.memo = opts.memo;
        r = includes(x, y, ctx);
    }
    catch (e) {
        if (e instanceof Unsupported || e instanceof TooLarge)
            return { kind: 'unknown', keyword: e.keyword };
        throw e;
    }
    if (r.k === 'in')
        return INCLUDED;
    if (r.k === 'unk')
        return { kind: 'unknown', keyword: r.kw };
    const w = subschema_confirm(a, b, r.cands, opts);
    return w ?? { kind: 'unknown', keyword: r.kw };
}
/** The first candidate the validator confirms: it passes `a` (as calls when asked) and fails `b`. */
function subschema_confirm(a, b, cands, opts = {}) {
    try {
        const rootA = opts.calls ? callsOf(a.root) : a.root;
        const schemaA = opts.calls ? callsOfNode(a.schema) : a.schema;
        const rootB = opts.callsB ? callsOf(b.root) : b.root;
        const schemaB = opts.callsB ? callsOfNode(b.schema) : b.schema;
        for (const w of cands) {
            if (!validates(rootA, schemaA, w))
                continue;
            const failure = failureOf(rootB, schemaB, w);
            if (failure)
                return { kind: 'excluded', witness: w, failure };
        }
    }
    catch (e) {
        if (!(e instanceof Unsupported))
            throw e;
    }
    return undefined;
}
/** Does `value` pass `a` (read as calls when asked)? For lifting a witness into a whole call. */
function accepts(a, value, opts = {}) {
    try {
        return validates(opts.calls ? callsOf(a.root) : a.root, opts.calls ? callsOfNode(a.schema) : a.schema, value);
    }
    catch (e) {
        if (e instanceof Unsupported)
            return undefined;
        throw e;
    }
}
/** The same schema text reading the same definitions accepts the same values (and its calls are among them). */
function sameMeaning(a, b) {
    if (!(0,json/* jsonEqual */.Zm)(a.schema, b.schema))
        return false;
    if (a.root === b.root)
        return true;
    const refs = [];
    collectRefs(a.schema, refs, 0);
    if (!refs.length)
        return true;
    if (refs.every((r) => r.startsWith('#/$defs/') || r.startsWith('#/definitions/')))
        return (0,json/* jsonEqual */.Zm)(defsOf(a.root), defsOf(b.root));
    return (0,json/* jsonEqual */.Zm)(a.root, b.root);
}
function collectRefs(v, out, depth) {
    if (depth > 64 || v === null || typeof v !== 'object')
        return;
    if (Array.isArray(v)) {
        for (const x of v)
            collectRefs(x, out, depth + 1);
        return;
    }
    for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string')
            out.push(x);
        else
            collectRefs(x, out, depth + 1);
    }
}
const MAP_NAMES = ['key', 'key1', 'k', 'name', 'x-key', 'a'];
/**
 * A value of `parent` (read as calls when asked) holding `value` at `step`, checked by the validator; undefined when
 * none is found. Used to place a witness found at a parameter into a whole call.
 */
function subschema_embed(parent, step, value, opts = {}) {
    if (step.kind === 'same')
        return accepts(parent, value, opts) === true ? value : undefined;
    let c;
    try {
        c = canonOf(parent.schema, parent.root, opts.calls ? 'entry' : 'open');
    }
    catch {
        return undefined;
    }
    const cands = [];
    try {
        if (step.kind === 'item')
            for (const f of c.arr)
                cands.push(...sampleForm('arr', f, 0, { at: new Map([[step.index, value]]) }));
        else {
            const names = step.kind === 'prop' ? [step.name] : MAP_NAMES;
            for (const name of names)
                for (const f of c.obj)
                    cands.push(...sampleForm('obj', f, 0, { fix: new Map([[name, value]]) }));
        }
    }
    catch (e) {
        if (!(e instanceof Unsupported || e instanceof TooLarge))
            throw e;
    }
    return cands.find((w) => accepts(parent, w, opts) === true);
}
function defsOf(root) {
    if (root === null || typeof root !== 'object' || Array.isArray(root))
        return null;
    return [root.$defs ?? null, root.definitions ?? null];
}



/***/ }),

/***/ 5805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ ANNOTATIONS),
/* harmony export */   Cn: () => (/* binding */ isTrivial)
/* harmony export */ });
/* unused harmony exports IN_PLACE_LISTS, IN_PLACE_SINGLE, CHILD_MAPS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

/**
 * Keywords that do not decide which values validate (annotations, identifiers, content hints), as JSON Schema 2020-12
 * and ajv read them. Unknown keywords (`nullable`, `x-…`, vendor extensions) are ignored by validators too: the core
 * treats every keyword it does not list anywhere as an annotation.
 */
const ANNOTATIONS = new Set([
    'title',
    'description',
    'default',
    'examples',
    'example',
    'deprecated',
    'readOnly',
    'writeOnly',
    '$comment',
    '$schema',
    '$id',
    '$anchor',
    '$dynamicAnchor',
    '$vocabulary',
    '$defs',
    'definitions',
    'contentEncoding',
    'contentMediaType',
    'contentSchema',
    'markdownDescription',
    'errorMessage',
    'nullable',
]);
/** A schema that accepts every value: `true`, `{}`, or only annotations. */
function isTrivial(schema) {
    if (schema === undefined || schema === true)
        return true;
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(schema))
        return false;
    for (const k in schema)
        if (!ANNOTATIONS.has(k) && !k.startsWith('x-'))
            return false;
    return true;
}
/** Keywords that apply a subschema to the same instance (in place), by how they hold it. */
const IN_PLACE_LISTS = (/* unused pure expression or super */ null && (['allOf', 'anyOf', 'oneOf']));
const IN_PLACE_SINGLE = (/* unused pure expression or super */ null && (['then', 'else']));
/** Keywords whose subschema applies to a child of the instance (a property value, an item). */
const CHILD_MAPS = (/* unused pure expression or super */ null && (['properties', 'patternProperties']));


/***/ }),

/***/ 5173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ discoverAll),
/* harmony export */   CH: () => (/* binding */ discoverSet),
/* harmony export */   qP: () => (/* binding */ setupEvent)
/* harmony export */ });
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4663);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9382);
/* harmony import */ var _mcp_client_failure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1049);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7809);
/* harmony import */ var _setup_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9979);






/** Discover every server, at most `concurrency` at once; one failing never stops the others. Keys keep config order. */
async function discoverAll(servers, options) {
    const limit = (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_3__/* .createLimiter */ .z)(options.concurrency ?? _model_config_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_CONCURRENCY */ .WH);
    return discoverSet(servers, options, limit, undefined);
}
/** A setup's progress as a discovery event (named after the first server that declared it). */
function setupEvent(e, ref) {
    return { type: e.type, server: e.setup.servers[0], ref, time: e.time, setup: e.setup, ...(e.error ? { error: e.error } : {}) };
}
/**
 * discoverAll under a limiter shared with other work (both refs in discoverRefs). Setups are planned first (one run
 * per distinct command and folder, see planSetups); each server waits, without holding a slot, until its setup is done,
 * then takes a slot for its own discovery. A failed setup fails the servers that declared it, each with the setup's error.
 */
async function discoverSet(servers, options, limit, ref) {
    const plan = (0,_setup_js__WEBPACK_IMPORTED_MODULE_2__/* .planSetups */ .ED)(servers, {
        rootDir: options.rootDir,
        env: options.env,
        signal: options.signal,
        killGraceMs: options.killGraceMs,
        limit,
        onEvent: (e) => emit(options, setupEvent(e, ref)),
    });
    const snapshots = await Promise.all(servers.map(async (server) => {
        const setupError = await plan.ready(server);
        if (setupError) {
            const snapshot = (0,_discover_server_js__WEBPACK_IMPORTED_MODULE_1__/* .withVariant */ .YA)(server, (0,_mcp_client_failure_js__WEBPACK_IMPORTED_MODULE_5__/* .failed */ .g)(setupError, (server.clientCapabilities ?? {})));
            emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
            return snapshot;
        }
        // Setup ran in the plan (or the folder is missing, which discovery reports): discovery itself only lists.
        const planned = plan.setups.some((s) => s.servers.includes(server.id));
        const { setup: _ran, ...withoutSetup } = server;
        const run = planned ? withoutSetup : server;
        return limit(async () => {
            emit(options, { type: 'start', server: server.id, ref, time: performance.now() });
            const snapshot = await (0,_discover_server_js__WEBPACK_IMPORTED_MODULE_1__/* .discoverServer */ .pc)(run, options);
            emit(options, { type: 'end', server: server.id, ref, time: performance.now(), snapshot });
            return snapshot;
        });
    }));
    const set = { servers: {} };
    servers.forEach((server, i) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .setOwn */ .P5)(set.servers, server.id, snapshots[i])); // an id is config text: `__proto__` too
    return set;
}
function emit(options, event) {
    try {
        options.onEvent?.(event);
    }
    catch {
        // A logging callback never breaks discovery.
    }
}


/***/ }),

/***/ 7098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ configAtBase),
/* harmony export */   g: () => (/* binding */ discoverRefs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(695);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5173);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5847);
/* harmony import */ var _process_limiter_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7809);







/**
 * Discover every server at head (the working tree at `headDir`) and at base (a temporary `git worktree` of
 * `baseRef`, always removed afterwards). Setup and discovery of all servers at both refs run at the same time under
 * one concurrency limit. Server faults end up in the snapshots; only git problems (an unknown base ref) throw.
 */
async function discoverRefs(options) {
    const { config, headDir } = options;
    const limit = (0,_process_limiter_js__WEBPACK_IMPORTED_MODULE_6__/* .createLimiter */ .z)(options.concurrency ?? config.concurrency);
    const common = { env: options.env, signal: options.signal, onEvent: options.onEvent, killGraceMs: options.killGraceMs, listLimits: options.listLimits };
    const head = (0,_discover_all_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverSet */ .CH)(config.servers, { ...common, rootDir: headDir }, limit, 'head');
    const base = (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_5__/* .withBaseWorktree */ .Pt)(headDir, options.baseRef, async (baseDir) => {
        const chosen = configAtBase(config, headDir, baseDir, { env: options.env, baseRef: options.baseRef });
        const wanted = options.baseServers ? chosen.config.servers.filter((s) => options.baseServers.includes(s.id)) : chosen.config.servers;
        const snapshots = await (0,_discover_all_js__WEBPACK_IMPORTED_MODULE_4__/* .discoverSet */ .CH)(wanted, { ...common, rootDir: baseDir }, limit, 'base');
        return { snapshots, ...chosen };
    }, { tmpDir: options.tmpDir });
    // Wait for both, even when one fails, so that nothing is left running when this returns or throws.
    const [headResult, baseResult] = await Promise.allSettled([head, base]);
    if (baseResult.status === 'rejected')
        throw baseResult.reason;
    if (headResult.status === 'rejected')
        throw headResult.reason;
    const result = {
        head: headResult.value,
        base: baseResult.value.snapshots,
        baseConfig: baseResult.value.config,
        baseConfigFrom: baseResult.value.from,
    };
    if (baseResult.value.error)
        result.baseConfigError = baseResult.value.error;
    return result;
}
/**
 * The config to run in the base worktree `baseDir`: the file at the head config's path as it is at base, read from
 * the base checkout, so a version bump in the config (`npx pkg@1.4.0` → `@1.5.0`) runs each version on its side, and
 * a server whose code arrives with the pull request is "added" rather than run in a checkout that lacks it.
 */
function configAtBase(config, headDir, baseDir, options) {
    if (!config.file)
        return { config, from: 'head' };
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(headDir, config.file);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return { config, from: 'head' };
    const atBase = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(baseDir, rel);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(atBase))
        return { config: { ...config, servers: [], file: atBase }, from: 'none' };
    try {
        const baseConfig = (0,_config_load_js__WEBPACK_IMPORTED_MODULE_2__/* .parseConfig */ .o4)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(atBase, 'utf8'), rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), { env: options.env });
        baseConfig.file = atBase;
        return { config: baseConfig, from: 'base' };
    }
    catch (err) {
        if (!(err instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz))
            throw err;
        return { config, from: 'head', error: `${err.message} (at base ${options.baseRef})` };
    }
}


/***/ }),

/***/ 9382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pc: () => (/* binding */ discoverServer),
  YA: () => (/* binding */ withVariant)
});

// UNUSED EXPORTS: launchedPackage, timeoutMessage, withResolution

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/config/interpolate.ts
var interpolate = __webpack_require__(2757);
// EXTERNAL MODULE: ./src/mcp-client/deadline.ts
var mcp_client_deadline = __webpack_require__(6066);
// EXTERNAL MODULE: ./src/discovery/launch.ts
var discovery_launch = __webpack_require__(9507);
// EXTERNAL MODULE: ./src/mcp-client/failure.ts
var failure = __webpack_require__(1049);
// EXTERNAL MODULE: ./src/mcp-client/list-raw.ts
var list_raw = __webpack_require__(305);
// EXTERNAL MODULE: ./src/mcp-client/remote.ts
var remote = __webpack_require__(9468);
// EXTERNAL MODULE: ./src/model/protocol.ts
var protocol = __webpack_require__(1493);
// EXTERNAL MODULE: ./src/mcp-client/era.ts
var era = __webpack_require__(7502);
// EXTERNAL MODULE: ./src/mcp-client/session.ts
var session = __webpack_require__(9560);
// EXTERNAL MODULE: ./src/mcp-client/stdio-connect.ts
var stdio_connect = __webpack_require__(2554);
// EXTERNAL MODULE: ./src/discovery/setup.ts
var discovery_setup = __webpack_require__(9979);
// EXTERNAL MODULE: ./src/mcp-client/stdio-transport.ts
var stdio_transport = __webpack_require__(3645);
// EXTERNAL MODULE: ./src/mcp-client/recording-transport.ts
var recording_transport = __webpack_require__(1075);
;// CONCATENATED MODULE: ./src/util/debug.ts
/** The variable that turns on the verbose log (what the gate decided quietly: dropped late answers, …). */
const DEBUG_ENV = 'MCP_CONTRACT_GATE_DEBUG';
/** One line on stderr when the verbose log is on (`MCP_CONTRACT_GATE_DEBUG=1`); nothing otherwise. */
function debugLog(env, text) {
    const on = env[DEBUG_ENV];
    if (on && on !== '0' && on !== 'false')
        process.stderr.write(`mcp-contract-gate debug: ${text.replace(/[\r\n]+/g, ' ')}\n`);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/limits.ts
var limits = __webpack_require__(6566);
;// CONCATENATED MODULE: ./src/contract/neutral-paths.ts




/**
 * Environment-neutral contracts. Some servers put machine-specific paths into the text the model reads (the working
 * folder in a description: figma-developer-mcp 0.12 does). The base worktree, each clone and each runner has another,
 * so the same release would differ from itself, block a README-only pull request, and fail `check` on another
 * machine. Before anything is hashed or diffed, the paths of the environment are replaced by stable placeholders:
 * the checkout root the server runs in, the home folder and the temp folder, longest first, at path boundaries.
 */
const PATH_PLACEHOLDERS = { workspace: '${workspaceFolder}', home: '~', tmp: '${tmp}' };
/** The paths of this environment for a server running in the checkout `rootDir`. */
function pathContext(rootDir, env = process.env) {
    const out = new Map();
    const add = (path, placeholder) => {
        for (const p of variants(path))
            if (!out.has(p))
                out.set(p, placeholder);
    };
    add(rootDir, PATH_PLACEHOLDERS.workspace);
    add(env.HOME, PATH_PLACEHOLDERS.home);
    add((0,external_node_os_.homedir)(), PATH_PLACEHOLDERS.home);
    add(env.TMPDIR, PATH_PLACEHOLDERS.tmp);
    add(env.RUNNER_TEMP, PATH_PLACEHOLDERS.tmp);
    add((0,external_node_os_.tmpdir)(), PATH_PLACEHOLDERS.tmp);
    return { replacements: [...out.entries()].sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1)) };
}
/** A path as given and as resolved (macOS /var → /private/var), without a trailing separator; never the root alone. */
function variants(path) {
    if (!path)
        return [];
    const out = new Set();
    for (const p of [path, safeRealpath(path)]) {
        const trimmed = p?.replace(/[/\\]+$/, '');
        if (trimmed && trimmed.length > 1)
            out.add(trimmed);
    }
    return [...out];
}
function safeRealpath(path) {
    try {
        return (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return undefined;
    }
}
const neutral_paths_escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regex for all replacements: a path counts only at a path boundary (not inside a longer name or path). */
function matcher(ctx) {
    if (!ctx.replacements.length)
        return undefined;
    return new RegExp(`(?<![A-Za-z0-9_.~/\\\\-])(?:${ctx.replacements.map(([p]) => neutral_paths_escape(p)).join('|')})(?![A-Za-z0-9_-])`, 'g');
}
function neutralizeText(text, ctx, re = matcher(ctx)) {
    if (!re)
        return text;
    const lookup = new Map(ctx.replacements);
    return text.replace(re, (m) => lookup.get(m) ?? m);
}
/** A tool or prompt as listed, its paths neutralised (what the runtime proxy hashes against a neutral lockfile). */
function neutralizeEntry(entry, ctx) {
    return neutralizeSnapshot({ tools: [entry] }, ctx).tools[0] ?? entry;
}
/** Every string of the text a model reads (tools, prompts, resource templates, instructions), paths neutralised. */
function neutralizeSnapshot(snapshot, ctx) {
    const re = matcher(ctx);
    if (!re || snapshot.error)
        return snapshot;
    // an entry nested past the depth limit is reported as invalid as it is (and never walked)
    const entry = (v) => ((0,json/* jsonDepth */.QV)(v, limits/* MAX_SCHEMA_DEPTH */.Xc) > limits/* MAX_SCHEMA_DEPTH */.Xc ? v : walk(v));
    const walk = (v) => {
        if (typeof v === 'string')
            return neutralizeText(v, ctx, re);
        if (Array.isArray(v))
            return v.map(walk);
        if ((0,json/* isObject */.Gv)(v)) {
            const out = {};
            for (const [k, x] of Object.entries(v))
                (0,json/* setOwn */.P5)(out, neutralizeText(k, ctx, re), walk(x));
            return out;
        }
        return v;
    };
    const out = { ...snapshot, tools: snapshot.tools.map((t) => entry(t)) };
    if (snapshot.prompts)
        out.prompts = snapshot.prompts.map((p) => entry(p));
    if (snapshot.resourceTemplates)
        out.resourceTemplates = snapshot.resourceTemplates.map((t) => entry(t));
    if (snapshot.resources)
        out.resources = snapshot.resources.map((r) => entry(r));
    if (snapshot.instructions !== undefined)
        out.instructions = neutralizeText(snapshot.instructions, ctx, re);
    return out;
}

// EXTERNAL MODULE: ./src/config/launch-spec.ts
var launch_spec = __webpack_require__(6223);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/semver/index.js
var semver = __webpack_require__(2088);
var semver_default = /*#__PURE__*/__webpack_require__.n(semver);
// EXTERNAL MODULE: ./src/contract/types.ts
var contract_types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/process/process-group.ts
var process_group = __webpack_require__(426);
;// CONCATENATED MODULE: ./src/discovery/package-resolve.ts








/** How long a registry may take to answer one resolution (the run never waits longer for it). */
const RESOLVE_TIMEOUT_MS = 20_000;
/** Why, on one line, with any credential in a URL (`https://user:token@host`) left out: the reason goes into the lockfile. */
const unknown = (reason) => ({ integrity: contract_types/* UNKNOWN_INTEGRITY */.P, reason: reason.replace(/(\/\/)[^/@\s]+@/g, '$1***@').slice(0, 300) });
/** Resolve a launch spec's package (npm and PyPI: before or beside the launch; images: after it, from the local image). */
async function resolvePackage(spec, o) {
    if (!(0,launch_spec/* registryName */.jT)(spec.manager, spec.package))
        return unknown('not a registry package (a git, URL or tarball spec)');
    try {
        switch (spec.manager) {
            case 'uvx':
            case 'pipx':
                return await resolvePython(spec, o);
            case 'docker':
                return await resolveImage(spec, o);
            default:
                return await resolveNpm(spec, o);
        }
    }
    catch (err) {
        return unknown(`resolution failed: ${err.message.split('\n')[0]}`);
    }
}
/** The spec as the registry reads it: `name@version`, `name@range`, `name@tag`, or the name (its `latest`). */
function npmQuery(spec) {
    const p = spec.pin;
    return p.kind === 'version' ? `${spec.package}@${p.version}` : p.kind === 'range' ? `${spec.package}@${p.range}` : p.kind === 'tag' ? `${spec.package}@${p.tag}` : spec.package;
}
async function resolveNpm(spec, o) {
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const args = ['view', npmQuery(spec), 'version', 'dist.integrity', '--json', '--fetch-retries=0', `--fetch-timeout=${timeoutMs}`];
    const run = await runBounded('npm', args, { cwd: o.cwd, env: o.env, timeoutMs });
    if (run.timedOut)
        return unknown(`npm view timed out after ${timeoutMs / 1000} s`);
    if (run.error)
        return unknown(`npm view could not run: ${run.error}`);
    return parseNpmView(run.stdout);
}
/**
 * The answer of `npm view SPEC version dist.integrity --json`: one object, or one per version a range matches (npx
 * runs the highest), or `{error: {code, summary}}`.
 */
function parseNpmView(stdout) {
    let data;
    try {
        data = JSON.parse(stdout.trim() || 'null');
    }
    catch {
        return unknown('npm view did not answer JSON');
    }
    const pick = (x) => (x && typeof x === 'object' ? x : {});
    if (data && typeof data === 'object' && !Array.isArray(data) && 'error' in data) {
        const e = pick(data.error);
        const summary = typeof e.summary === 'string' ? e.summary.split('\n')[0] : '';
        return unknown(`npm view failed${typeof e.code === 'string' ? ` (${e.code})` : ''}${summary ? `: ${summary}` : ''}`);
    }
    const rows = (Array.isArray(data) ? data : [data]).map(pick).filter((r) => typeof r.version === 'string' && semver_default().valid(r.version));
    if (rows.length === 0)
        return unknown('npm view named no version');
    const best = rows.reduce((a, b) => (semver_default().gt(b.version, a.version) ? b : a));
    const integrity = best['dist.integrity'];
    if (typeof integrity !== 'string' || !integrity)
        return { version: best.version, ...unknown('the registry lists no dist.integrity for this version') };
    return { version: best.version, integrity };
}
function pythonRequirement(spec) {
    const p = spec.pin;
    return p.kind === 'version' ? `${spec.package}==${p.version}` : p.kind === 'range' ? `${spec.package}${/^[<>=!~]/.test(p.range) ? '' : '=='}${p.range}` : spec.package;
}
/**
 * pip's settings for the index the launch reads: its command-line index flags first, then (for uvx) uv's environment
 * (`UV_DEFAULT_INDEX`/`UV_INDEX_URL`, `UV_INDEX`/`UV_EXTRA_INDEX_URL`, `UV_FIND_LINKS`); nothing when neither names
 * one, so pip's own configuration applies (pipx installs with pip, so it reads the same). uv's config files
 * (`uv.toml`, `[tool.uv]`) are not read.
 */
function pipIndexEnv(spec, env) {
    const uv = spec.manager === 'uvx';
    const list = (v) => (v ?? '').split(/\s+/).filter(Boolean);
    const url = spec.index?.url ?? (uv ? (env.UV_DEFAULT_INDEX ?? env.UV_INDEX_URL) : undefined);
    const extra = [...(spec.index?.extra ?? []), ...(uv ? [...list(env.UV_INDEX).map(launch_spec/* indexUrl */.E5), ...list(env.UV_EXTRA_INDEX_URL)] : [])];
    const findLinks = [...(spec.index?.findLinks ?? []), ...(uv ? list(env.UV_FIND_LINKS?.replace(/,/g, ' ')) : [])];
    return {
        ...(url ? { PIP_INDEX_URL: url } : {}),
        ...(extra.length ? { PIP_EXTRA_INDEX_URL: extra.join(' ') } : {}),
        ...(findLinks.length ? { PIP_FIND_LINKS: findLinks.join(' ') } : {}),
    };
}
/**
 * Fetch the file pip would install (`pip download --no-deps`, with the index the launch reads: see pipIndexEnv) and
 * hash it: the version comes from the file name.
 */
async function resolvePython(spec, o) {
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const dest = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcg-pip-'));
    try {
        const args = ['-m', 'pip', 'download', '--no-deps', '--disable-pip-version-check', '--no-input', '--quiet', '--dest', dest, pythonRequirement(spec)];
        const env = { ...o.env, ...pipIndexEnv(spec, o.env), PIP_TIMEOUT: String(Math.ceil(timeoutMs / 1000)), PIP_RETRIES: '0' };
        const run = await runBounded('python3', args, { cwd: o.cwd, env, timeoutMs });
        if (run.timedOut)
            return unknown(`pip download timed out after ${timeoutMs / 1000} s`);
        if (run.error)
            return unknown(`pip could not run: ${run.error}`);
        const files = (0,external_node_fs_.readdirSync)(dest);
        if (run.code !== 0 || files.length !== 1) {
            const line = run.stderr.split('\n').find((l) => /ERROR/.test(l)) ?? `pip download exited with code ${run.code}`;
            return unknown(line.trim());
        }
        const file = files[0];
        const version = distributionVersion(file, spec.package);
        const integrity = `sha256:${(0,external_node_crypto_.createHash)('sha256')
            .update((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dest, file)))
            .digest('hex')}`;
        return version ? { version, integrity } : { integrity };
    }
    finally {
        (0,external_node_fs_.rmSync)(dest, { recursive: true, force: true });
    }
}
/** The version in a wheel's (`name-1.2.3-py3-none-any.whl`) or an sdist's (`name-1.2.3.tar.gz`) file name. */
function distributionVersion(file, name) {
    const norm = (s) => s.toLowerCase().replace(/[-_.]+/g, '_');
    if (file.endsWith('.whl')) {
        const parts = file.slice(0, -4).split('-');
        return parts.length >= 5 && norm(parts[0]) === norm(name) ? parts[1] : undefined;
    }
    const m = /^(.+)-([^-]+?)\.(?:tar\.gz|zip|tar\.bz2)$/.exec(file);
    return m && norm(m[1]) === norm(name) ? m[2] : undefined;
}
/** The digest the local image store holds for the image the spec ran (the run pulled it), or the one the spec names. */
async function resolveImage(spec, o) {
    if (spec.digest)
        return { integrity: spec.digest };
    const ref = spec.pin.kind === 'version' ? `${spec.package}:${spec.pin.version}` : spec.pin.kind === 'tag' ? `${spec.package}:${spec.pin.tag}` : spec.package;
    const tool = /podman/.test(o.command) ? 'podman' : 'docker';
    const timeoutMs = o.timeoutMs ?? RESOLVE_TIMEOUT_MS;
    const run = await runBounded(tool, ['image', 'inspect', '--format', '{{json .RepoDigests}}', ref], { cwd: o.cwd, env: o.env, timeoutMs });
    if (run.timedOut)
        return unknown(`${tool} image inspect timed out after ${timeoutMs / 1000} s`);
    if (run.error)
        return unknown(`${tool} could not run: ${run.error}`);
    if (run.code !== 0)
        return unknown(`${tool} image inspect failed: ${(run.stderr.trim().split('\n')[0] ?? '').slice(0, 200)}`);
    const digest = imageDigest(run.stdout, spec.package);
    return digest ? { integrity: digest } : unknown('the image has no registry digest (built locally, never pulled)');
}
/**
 * The digest of `image` in `docker image inspect --format '{{json .RepoDigests}}'` output (`["repo@sha256:…", …]`):
 * the entry of the same repository (`node` is `docker.io/library/node`), else the only one.
 */
function imageDigest(stdout, image) {
    let list;
    try {
        list = JSON.parse(stdout.trim().split('\n')[0] ?? 'null');
    }
    catch {
        return undefined;
    }
    if (!Array.isArray(list))
        return undefined;
    const entries = list
        .filter((x) => typeof x === 'string' && /@sha256:[0-9a-f]{64}$/.test(x))
        .map((x) => ({ repo: x.slice(0, x.lastIndexOf('@')), digest: x.slice(x.lastIndexOf('@') + 1) }));
    const canonical = (r) => {
        let s = r.replace(/^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
        if (!s.includes('/'))
            s = `library/${s}`;
        return s;
    };
    const same = entries.find((e) => canonical(e.repo) === canonical(image));
    if (same)
        return same.digest;
    return entries.length === 1 ? entries[0].digest : undefined;
}
/** Run a command in its own process group; past `timeoutMs` the whole group is ended. */
async function runBounded(command, args, o) {
    const g = (0,process_group/* spawnGroup */.j8)(command, args, { cwd: o.cwd, env: o.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    g.child.stdout?.on('data', (d) => (stdout += d.toString('utf8')));
    g.child.stderr?.on('data', (d) => (stderr += d.toString('utf8')));
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), o.timeoutMs)));
    const end = await Promise.race([g.closed, timeout]);
    clearTimeout(timer);
    if (end === 'timeout') {
        await (0,process_group/* terminateGroup */.TK)(g.pgid, 500);
        return { code: null, stdout, stderr, timedOut: true };
    }
    await (0,process_group/* terminateGroup */.TK)(g.pgid, 500);
    if (end.error)
        return { code: null, stdout, stderr, timedOut: false, error: end.error.code === 'ENOENT' ? `${command} not found` : end.error.message };
    return { code: end.code, stdout, stderr, timedOut: false };
}

;// CONCATENATED MODULE: ./src/discovery/discover-server.ts



















/**
 * Discover one server: run its setup, start or reach it, initialize and read every list, raw. Never throws for a
 * server's fault: a failure is a snapshot with `tools: []` and `error` saying what happened (exit code, signal,
 * stderr tail, whether it timed out). Every process it starts is ended, with its whole process group, before it returns.
 */
async function discoverServer(server, options) {
    const spec = server.transport === 'stdio' && server.command ? (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []) : undefined;
    // a registry package resolves beside the launch; an image, after it (the run pulled it)
    const early = spec && spec.manager !== 'docker' ? resolution(server, spec, options) : undefined;
    const raw = await discoverRaw(server, options);
    const snapshot = server.neutralPaths === false ? raw : neutralizeSnapshot(raw, pathContext(options.rootDir, options.env ?? process.env));
    const launched = launchedPackage(server);
    if (!launched || !spec)
        return withVariant(server, snapshot);
    // a server that failed still waits for its lookup (bounded), so no registry query outlives the discovery
    const resolved = early ? await early : raw.error ? undefined : await resolution(server, spec, options);
    return withVariant(server, { ...snapshot, package: resolved ? withResolution(launched, resolved) : launched });
}
/** A variant's snapshot records the environment it was read under (ServerSnapshot.variant). */
function withVariant(server, snapshot) {
    return server.variant ? { ...snapshot, variant: server.variant.name } : snapshot;
}
function resolution(server, spec, options) {
    const { cwd, env } = (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir);
    return resolvePackage(spec, { command: server.command ?? '', cwd: isDirectory(cwd) ? cwd : options.rootDir, env });
}
/** The package with what it resolved to: `resolved` (when the spec named no exact version) and `integrity`. */
function withResolution(pkg, r) {
    const out = { ...pkg };
    if (r.version && r.version !== pkg.version)
        out.resolved = r.version;
    out.integrity = r.integrity;
    if (r.reason)
        out.reason = r.reason;
    return out;
}
/** The package a stdio server's launch spec runs, as the snapshot records it (see ServerSnapshot.package). */
function launchedPackage(server) {
    if (server.transport !== 'stdio' || !server.command)
        return undefined;
    const spec = (0,launch_spec/* parseLaunchSpec */.y8)(server.command, server.args ?? []);
    if (!spec)
        return undefined;
    const out = { manager: spec.manager, name: spec.package };
    if (spec.pin.kind === 'version')
        out.version = spec.pin.version;
    else
        out.requested = spec.pin.kind === 'range' ? spec.pin.range : spec.pin.kind === 'tag' ? spec.pin.tag : 'none';
    if (spec.digest)
        out.digest = spec.digest;
    return out;
}
async function discoverRaw(server, options) {
    const clientCapabilities = (server.clientCapabilities ?? {});
    try {
        const expand = (s) => (0,interpolate/* expandWorkspaceFolder */.sA)(s, options.rootDir);
        const launch = (0,discovery_launch/* launchSpec */.rR)(server, options.env, options.rootDir);
        const { cwd, env } = launch;
        if (!isDirectory(cwd))
            return (0,failure/* failed */.g)({ message: `the working folder ${JSON.stringify(server.cwd ?? '.')} does not exist in the checkout (${cwd})` }, clientCapabilities);
        if (server.setup) {
            const setup = await (0,discovery_setup/* runSetup */.xn)(server.setup, { cwd, env, timeoutMs: server.setupTimeoutMs, signal: options.signal, killGraceMs: options.killGraceMs });
            if (!setup.ok)
                return (0,failure/* failed */.g)((0,discovery_setup/* setupFailure */.AF)(server.setup, server.setupTimeoutMs, setup), clientCapabilities);
        }
        const limits = options.listLimits ?? list_raw/* DEFAULT_LIST_LIMITS */.g5;
        if (server.transport === 'stdio') {
            return await discoverStdio(server, { launch, clientCapabilities, limits, options });
        }
        const headers = server.headers ? Object.fromEntries(Object.entries(server.headers).map(([k, v]) => [k, expand(v)])) : {};
        return await (0,remote/* discoverRemote */.yc)(server, { url: expand(server.url ?? ''), headers, clientCapabilities, limits, signal: options.signal });
    }
    catch (err) {
        return (0,failure/* failed */.g)({ message: `discovery failed unexpectedly: ${err.message}` }, clientCapabilities);
    }
}
async function discoverStdio(server, ctx) {
    const { command, args, env, cwd } = ctx.launch;
    // two budgets: starting (until the first output: an npx download counts here), then answering
    const deadline = new mcp_client_deadline/* Deadline */.B(server.timeoutMs, ctx.options.signal, server.startTimeoutMs);
    const spawn = () => {
        const transport = new stdio_transport/* GroupStdioTransport */.o({ command, args, env, cwd, killGraceMs: ctx.options.killGraceMs });
        transport.onFirstOutput = () => deadline.started();
        return transport;
    };
    const slot = { transport: spawn() };
    const progress = { phase: 'start' };
    try {
        try {
            await deadline.race(slot.transport.start());
        }
        catch (err) {
            if (deadline.reason)
                throw err;
            const code = err.code;
            const why = code === 'ENOENT' ? 'command not found (is it installed, and on PATH or relative to cwd?)' : err.message;
            return (0,failure/* failed */.g)({ message: `cannot start ${JSON.stringify(command)}: ${why}` }, ctx.clientCapabilities);
        }
        const connected = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, server, ctx.clientCapabilities, deadline, progress);
        try {
            return withWarnings(await (0,session/* readLists */.qZ)(connected, ctx.clientCapabilities, deadline, progress, ctx.limits), slot.transport);
        }
        catch (err) {
            // A 2026-only server may end the connection on the `initialize` that negotiation sent while it was slow to
            // start: it answered in the 2026 era, so open it again speaking only that era.
            if (!connected.sentInitializeToo || deadline.reason || !(err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.ConnectionClosed))
                throw err;
            await slot.transport.close();
            slot.transport = spawn();
            await deadline.race(slot.transport.start());
            const again = await (0,stdio_connect/* connectStdio */.o)(slot, spawn, { ...server, protocol: protocol/* DISCOVER_ERA_VERSION */.yW }, ctx.clientCapabilities, deadline, progress);
            return withWarnings(await (0,session/* readLists */.qZ)(again, ctx.clientCapabilities, deadline, progress, ctx.limits), slot.transport);
        }
    }
    catch (err) {
        const error = { message: '' };
        if (deadline.reason === 'timeout') {
            error.message = timeoutMessage(server, deadline, progress);
            error.timedOut = true;
        }
        else if (deadline.reason === 'aborted') {
            error.message = `discovery was cancelled during ${progress.phase}`;
        }
        else if (slot.transport.violation) {
            error.message = slot.transport.violation;
        }
        else if (err instanceof era/* VersionRefused */.Xj) {
            error.message = `${progress.phase} failed: ${err.message}`;
        }
        else if (answered(err)) {
            // The server answered with a JSON-RPC error (and may have exited after it): the answer is the reason.
            error.message = `${progress.phase} failed: ${(0,failure/* describeFailure */.I)(err)}`;
        }
        else {
            // When the connection closed under a request, the process has ended (or is about to): say how.
            const closed = err instanceof types/* McpError */.Nh && err.code === types/* ErrorCode */.O4.ConnectionClosed;
            const end = closed ? await slot.transport.waitForEnd(2000) : slot.transport.ended;
            if (end && (end.code !== null || end.signal !== null)) {
                error.message = end.signal ? `the server was killed by ${end.signal} during ${progress.phase}` : `the server exited with code ${end.code} during ${progress.phase}`;
                error.exitCode = end.code;
                error.signal = end.signal;
            }
            else {
                error.message = err instanceof list_raw/* DiscoveryFailure */.$f ? err.message : `${progress.phase} failed: ${(0,failure/* describeFailure */.I)(err)}`;
            }
        }
        await slot.transport.close();
        const stderr = slot.transport.stderr.text();
        if (stderr)
            error.stderr = stderr;
        // what the server said went wrong leads the message, not the stack frames that end its stderr
        const cause = slot.transport.stderr.cause();
        if (cause && !error.message.includes(cause))
            error.message += `: ${cause}`;
        return withWarnings((0,failure/* failed */.g)(error, ctx.clientCapabilities), slot.transport);
    }
    finally {
        deadline.dispose();
        await slot.transport.close();
        for (const d of (0,recording_transport/* droppedAnswers */.Y)(slot.transport))
            debugLog(ctx.options.env ?? process.env, `server ${server.id}: dropped ${d.reason} (wire id ${String(d.id)})`);
    }
}
/** Which budget ran out, and how to raise it. */
function timeoutMessage(server, deadline, progress) {
    if (deadline.phase === 'start')
        return `timed out after ${(0,discovery_setup/* seconds */.YA)(server.startTimeoutMs)} waiting for the server to start (no output on stdout yet; a package download by npx, uvx or docker counts here): raise start-timeout for this server, or pass --start-timeout`;
    return `timed out after ${(0,discovery_setup/* seconds */.YA)(server.timeoutMs)} waiting for ${progress.phase} (the server had started; raise timeout for this server, or pass --timeout)`;
}
/** An error the server sent as its JSON-RPC answer (not one the SDK made up for a closed connection or a timeout). */
function answered(err) {
    return err instanceof types/* McpError */.Nh && err.code !== types/* ErrorCode */.O4.ConnectionClosed && err.code !== types/* ErrorCode */.O4.RequestTimeout;
}
function withWarnings(snapshot, transport) {
    const junk = transport.junkWarning();
    if (junk)
        snapshot.warnings = [...(snapshot.warnings ?? []), junk];
    return snapshot;
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* reexport safe */ _discover_all_js__WEBPACK_IMPORTED_MODULE_1__.$d),
/* harmony export */   gr: () => (/* reexport safe */ _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__.g)
/* harmony export */ });
/* harmony import */ var _discover_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9382);
/* harmony import */ var _discover_all_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5173);
/* harmony import */ var _discover_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7098);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/** Discovery: start or reach each configured MCP server at the base and head commits and read its lists, raw. */






/***/ }),

/***/ 9507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qf: () => (/* binding */ serverFolder),
/* harmony export */   rR: () => (/* binding */ launchSpec)
/* harmony export */ });
/* unused harmony export serverEnvironment */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42);
/* harmony import */ var _config_interpolate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);



/**
 * How a server is started, the one definition for discovery, the probes (openSession) and the proxy.
 * `${workspaceFolder}` is the checkout (`rootDir`) in the command, the arguments, `cwd` and the env values; `cwd`
 * resolves in the checkout. `env` is the source of the inherited variables (process.env when undefined).
 */
function launchSpec(server, env, rootDir, inherit = 'defaults') {
    const expand = (s) => (0,_config_interpolate_js__WEBPACK_IMPORTED_MODULE_2__/* .expandWorkspaceFolder */ .sA)(s, rootDir);
    const configEnv = server.env ? Object.fromEntries(Object.entries(server.env).map(([k, v]) => [k, expand(v)])) : undefined;
    return {
        command: expand(server.command ?? ''),
        args: (server.args ?? []).map(expand),
        cwd: serverFolder(server, rootDir),
        env: inherit === 'all' ? { ...definedOnly(env ?? process.env), ...(configEnv ?? {}) } : serverEnvironment(configEnv, env),
    };
}
/** Where a server runs: its `cwd` (with `${workspaceFolder}`) resolved in the checkout. */
function serverFolder(server, rootDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(rootDir, (0,_config_interpolate_js__WEBPACK_IMPORTED_MODULE_2__/* .expandWorkspaceFolder */ .sA)(server.cwd ?? '.', rootDir));
}
/**
 * The environment a server (and its setup command) runs with: the MCP SDK's minimal default (HOME, LOGNAME, PATH,
 * SHELL, TERM, USER) plus the config's `env`, nothing else. The runner's secrets (GITHUB_TOKEN, INPUT_*, ACTIONS_*)
 * never reach a server unless the config passes them on by name.
 *
 * `from` replaces process.env as the source of the default variables (the SDK's own filter applies).
 */
function serverEnvironment(configEnv, from) {
    const base = from === undefined ? (0,_modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .getDefaultEnvironment */ .fL)() : pickDefaults(from);
    return { ...base, ...(configEnv ?? {}) };
}
function pickDefaults(from) {
    const out = {};
    for (const key of _modelcontextprotocol_sdk_client_stdio_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_INHERITED_ENV_VARS */ .eB) {
        const value = from[key];
        if (value === undefined || value.startsWith('()'))
            continue;
        out[key] = value;
    }
    return out;
}
function definedOnly(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => typeof e[1] === 'string'));
}


/***/ }),

/***/ 9979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ setupFailure),
/* harmony export */   ED: () => (/* binding */ planSetups),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   xn: () => (/* binding */ runSetup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _launch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9507);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(426);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(795);





/** Run a server's `setup` command with `sh -c` in its own process group; the whole group is ended on timeout. */
async function runSetup(command, options) {
    const output = new _process_tail_js__WEBPACK_IMPORTED_MODULE_4__/* .LineTail */ .Z(20);
    // One pipe for both streams (as in a terminal), so the tail keeps the order things were written in.
    const proc = (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGroup */ .j8)('sh', ['-c', `exec 2>&1\n${command}`], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.child.stdout?.on('data', (c) => output.push(c));
    proc.child.stderr?.on('data', (c) => output.push(c));
    let timedOut = false;
    let aborted = false;
    const stop = (why) => {
        if (why === 'timeout')
            timedOut = true;
        else
            aborted = true;
        void (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, options.killGraceMs);
    };
    const timer = setTimeout(() => stop('timeout'), options.timeoutMs);
    const onAbort = () => stop('abort');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted)
        onAbort();
    try {
        const end = await proc.exited;
        // Let the pipes drain (a background job still holding them is ended in `finally`).
        await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
        if (end.error)
            return { ok: false, exitCode: null, signal: null, output: output.text(), timedOut: false, error: end.error.message };
        return {
            ok: end.code === 0 && !timedOut && !aborted,
            exitCode: end.code,
            signal: end.signal,
            output: output.text(),
            timedOut,
            ...(aborted ? { error: 'aborted' } : {}),
        };
    }
    finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        // Background jobs the setup left behind in its group (a dev server started with `&`) do not survive it.
        await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, options.killGraceMs);
    }
}
/** `30 s`, `0.7 s`: a duration for messages. */
function seconds(ms) {
    const s = ms / 1000;
    return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
/** The failed-discovery error for a setup that did not succeed: what happened, its exit code or signal, its output tail. */
function setupFailure(command, timeoutMs, setup) {
    const what = `setup ${JSON.stringify(command)}`;
    let message;
    if (setup.timedOut)
        message = `${what} timed out after ${seconds(timeoutMs)}`;
    else if (setup.error === 'aborted')
        message = `${what} was cancelled`;
    else if (setup.error)
        message = `${what} could not be started: ${setup.error}`;
    else if (setup.signal)
        message = `${what} was killed by ${setup.signal}`;
    else
        message = `${what} failed with exit code ${setup.exitCode}`;
    const error = { message, exitCode: setup.exitCode, signal: setup.signal };
    if (setup.timedOut)
        error.timedOut = true;
    if (setup.output)
        error.stderr = setup.output;
    return error;
}
function within(folder, ancestor) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(ancestor, folder);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * Setups of a set of servers, each distinct `setup` command + folder run once (two servers with `npm ci` in the same
 * folder share one run). A setup waits for the earlier setups (config order) whose folder holds or is held by its
 * own, so a root `npm ci` finishes before `npm run build` in a package and two installs never write one
 * `node_modules` at once; setups in unrelated folders run in parallel. `ready(server)` resolves when the server may
 * start: after its own setup and every setup in its folder or a folder above it (so a server without `setup` next to
 * one with `npm ci` does not start before `node_modules` exists). It resolves with the error of the server's own
 * setup when that failed, else undefined. A setup never throws; a folder that does not exist is left to discovery.
 */
function planSetups(servers, options) {
    const entries = [];
    const byKey = new Map();
    const ownOf = new Map();
    const groups = new Map();
    for (const server of servers) {
        if (!server.setup)
            continue;
        const cwd = (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir);
        if (!isDirectory(cwd))
            continue;
        const key = `${cwd}\u0000${server.setup}`;
        const group = groups.get(key);
        if (group) {
            group.setup.servers.push(server.id);
            group.timeoutMs = Math.max(group.timeoutMs, server.setupTimeoutMs);
        }
        else {
            const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(options.rootDir, cwd).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
            groups.set(key, { setup: { command: server.setup, cwd, folder, servers: [server.id] }, first: server, timeoutMs: server.setupTimeoutMs });
        }
    }
    for (const [key, group] of groups) {
        const before = entries.filter((e) => within(group.setup.cwd, e.setup.cwd) || within(e.setup.cwd, group.setup.cwd));
        const { first, setup } = group;
        const done = Promise.all(before.map((e) => e.done)).then(() => options.limit(async () => {
            emit(options, { type: 'setup-start', setup, time: performance.now() });
            const result = await runSetup(setup.command, {
                cwd: setup.cwd,
                env: (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .launchSpec */ .rR)(first, options.env, options.rootDir).env,
                timeoutMs: group.timeoutMs,
                signal: options.signal,
                killGraceMs: options.killGraceMs,
            }).catch((err) => ({ ok: false, exitCode: null, signal: null, output: '', timedOut: false, error: err.message }));
            const error = result.ok ? undefined : setupFailure(setup.command, group.timeoutMs, result);
            emit(options, { type: 'setup-end', setup, time: performance.now(), ...(error ? { error } : {}) });
            return error;
        }));
        const entry = { setup, done };
        entries.push(entry);
        byKey.set(key, entry);
    }
    for (const server of servers) {
        if (!server.setup)
            continue;
        const entry = byKey.get(`${(0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir)}\u0000${server.setup}`);
        if (entry)
            ownOf.set(server.id, entry);
    }
    return {
        setups: entries.map((e) => e.setup),
        ready: async (server) => {
            const own = ownOf.get(server.id);
            const cwd = (0,_launch_js__WEBPACK_IMPORTED_MODULE_2__/* .serverFolder */ .qf)(server, options.rootDir);
            const above = entries.filter((e) => e !== own && within(cwd, e.setup.cwd));
            await Promise.all(above.map((e) => e.done));
            return own ? await own.done : undefined;
        },
    };
}
function emit(options, event) {
    try {
        options.onEvent?.(event);
    }
    catch {
        // A logging callback never breaks setup.
    }
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ lockfileAt),
/* harmony export */   y: () => (/* binding */ discoverSides)
/* harmony export */ });
/* harmony import */ var _contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1789);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2974);
/* harmony import */ var _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5847);




/** The lockfile as committed at `rev` (path relative to `dir`), or undefined when it is not there. */
async function lockfileAt(dir, rev, path) {
    let text;
    try {
        text = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .git */ .$Y)(dir, ['show', `${rev}:./${path.replace(/^\.\//, '')}`]);
    }
    catch (err) {
        if (err instanceof _git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .GitError */ .XS)
            return undefined;
        throw err;
    }
    return (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .parseLockfile */ .tg)(text, `${path} at ${rev.slice(0, 7)}`);
}
/**
 * Baseline and head, as DESIGN §6 has it: the baseline is the lockfile at the base commit when there is one (so a
 * lockfile edited in the pull request approves nothing), else live discovery at base; head is always live discovery.
 */
async function discoverSides(options) {
    const { config, rootDir } = options;
    const base = await (0,_git_worktree_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveCommit */ .WL)(rootDir, options.baseSha);
    const baseLock = await lockfileAt(rootDir, base, options.lockfile);
    // Servers the base lockfile does not pin (a pin that could not read one leaves it out): never "added" (all their
    // tools would pass as additive). Their baseline is the server at base, as with no lockfile; a server that is new in
    // the pull request is not in the base config, so it stays "added".
    const unpinned = baseLock ? config.servers.map((s) => s.id).filter((id) => !Object.hasOwn(baseLock.servers, id)) : [];
    if (baseLock && unpinned.length === 0) {
        const after = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverAll */ .$d)(config.servers, { rootDir, env: options.env, concurrency: config.concurrency, onEvent: options.onEvent });
        return { before: (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(baseLock), after, baselineFrom: 'base-lockfile', baseLock, notes: [] };
    }
    if (baseLock) {
        const refs = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverRefs */ .gr)({
            config,
            headDir: rootDir,
            baseRef: base,
            env: options.env,
            concurrency: config.concurrency,
            tmpDir: options.tmpDir,
            onEvent: options.onEvent,
            baseServers: unpinned,
        });
        const before = (0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockfileToSnapshotSet */ .Nd)(baseLock);
        const read = [];
        for (const id of unpinned) {
            const snap = refs.base.servers[id];
            if (!snap)
                continue; // not in the base config: new in this pull request
            (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P5)(before.servers, id, snap.error ? { ...snap, error: { ...snap.error, message: `${(0,_contract_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .unpinnedMessage */ .DI)(id, options.lockfile)}; read at base ${base.slice(0, 7)} instead, it failed: ${snap.error.message}` } } : snap);
            read.push(id);
        }
        const notes = read.length
            ? [
                `${read.join(', ')} ${read.length === 1 ? 'is' : 'are'} in the config at base but not pinned in ${options.lockfile} there: the baseline is the server as discovered at ${base.slice(0, 7)} (run \`npx mcp-contract-gate pin\` on the base branch to pin it).`,
            ]
            : [];
        return { before, after: refs.head, baselineFrom: 'base-lockfile', baseLock, notes };
    }
    const refs = await (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .discoverRefs */ .gr)({ config, headDir: rootDir, baseRef: base, env: options.env, concurrency: config.concurrency, tmpDir: options.tmpDir, onEvent: options.onEvent });
    const notes = [
        refs.baseConfigFrom === 'none'
            ? 'The base commit has no config at this path: every server is new in this pull request.'
            : `No lockfile at ${options.lockfile} on the base commit: the baseline is the servers as discovered at ${base.slice(0, 7)}.`,
    ];
    if (refs.baseConfigError)
        notes.push(`The config at the base commit could not be used (${refs.baseConfigError}); the head config was used there.`);
    return { before: refs.base, after: refs.head, baselineFrom: 'base-discovery', notes };
}


/***/ }),

/***/ 5847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   Pt: () => (/* binding */ withBaseWorktree),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   XS: () => (/* binding */ GitError)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9255);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17);






class GitError extends Error {
    args;
    stderr;
    code;
    constructor(args, stderr, code) {
        super(`git ${args.join(' ')} failed${code === null ? '' : ` (exit ${code})`}: ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no output'}`);
        this.args = args;
        this.stderr = stderr;
        this.code = code;
        this.name = 'GitError';
    }
}
/** Run git in `dir`; resolves with stdout, rejects with a GitError carrying stderr. Never prompts for credentials. */
function git(dir, args) {
    return new Promise((resolve, reject) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['-C', dir, ...args], { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, String(stderr || error.message), typeof error.code === 'number' ? error.code : null));
            else
                resolve(String(stdout));
        });
    });
}
async function hasCommit(dir, ref) {
    try {
        await git(dir, ['cat-file', '-e', `${ref}^{commit}`]);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * The commit id of `ref` in the repository at `dir`. When the commit is not there (a shallow checkout, as
 * actions/checkout makes by default), fetch it from `origin` first.
 */
async function resolveCommit(dir, ref) {
    const inRepository = await git(dir, ['rev-parse', '--git-dir']).then(() => true, () => false);
    if (!inRepository)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`${dir} is not in a git repository: comparing with base ref ${JSON.stringify(ref)} needs one (run it in a clone)`);
    if (!(await hasCommit(dir, ref))) {
        const hasOrigin = await git(dir, ['remote', 'get-url', 'origin']).then(() => true, () => false);
        let fetchError = '';
        if (hasOrigin) {
            try {
                const shallow = (await git(dir, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
                await git(dir, ['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
            }
            catch (err) {
                fetchError = err instanceof GitError ? gitReason(err.stderr) : err.message;
            }
        }
        if (!(await hasCommit(dir, ref))) {
            if (hasOrigin && !fetchError && (await hasCommit(dir, 'FETCH_HEAD')))
                return (await git(dir, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim();
            const near = (0,_config_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .didYouMean */ .au)(ref, await refNames(dir));
            const hint = near ? `; did you mean "${near}"?` : '; give a branch, tag or commit, e.g. origin/main';
            const why = !hasOrigin ? 'and there is no remote "origin" to fetch it from' : `and fetching it from origin failed${fetchError ? `: ${fetchError}` : ''}`;
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`base ref ${JSON.stringify(ref)} is not a commit in this repository, ${why}${hint}`);
        }
    }
    return (await git(dir, ['rev-parse', '--verify', `${ref}^{commit}`])).trim();
}
/** The line of git's stderr that says what went wrong (`fatal: couldn't find remote ref x` → `couldn't find remote ref x`). */
function gitReason(stderr) {
    const lines = stderr
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const line = lines.find((l) => /^(fatal|error):/.test(l)) ?? lines[0] ?? '';
    return line.replace(/^(fatal|error):\s*/, '');
}
/** Branch, remote-branch and tag names, for "did you mean". */
async function refNames(dir) {
    try {
        return (await git(dir, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags'])).split('\n').filter(Boolean);
    }
    catch {
        return [];
    }
}
/**
 * Check out `baseRef` of the repository at `headDir` into a temporary worktree (`git worktree add --detach`), call
 * `fn` with its path, and always remove the worktree afterwards (`git worktree remove --force`, prune, and the folder),
 * whether `fn` succeeded or threw.
 */
async function withBaseWorktree(headDir, baseRef, fn, options = {}) {
    const commit = await resolveCommit(headDir, baseRef);
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(options.tmpDir ?? (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'mcp-contract-gate-base-')));
    try {
        await git(headDir, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
        return await fn(dir);
    }
    finally {
        await removeWorktree(headDir, dir);
    }
}
async function removeWorktree(headDir, dir) {
    await git(headDir, ['worktree', 'remove', '--force', '--force', dir]).catch(() => { });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
    await git(headDir, ['worktree', 'prune']).catch(() => { });
}


/***/ }),

/***/ 6066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ Deadline)
/* harmony export */ });
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The time budgets of one discovery, which also follow an outer abort signal (the job being cancelled); `race` makes any
 * step give up when a budget runs out. Two budgets, one after the other: with `startMs`, the server first has that long
 * to *start* (spawn, a package download by npx/uvx/docker, its own start-up) until `started()` is called on its first
 * output; then `ms` to *answer* (the opening and every list). Without `startMs` there is only the answering budget.
 */
class Deadline {
    ms;
    startMs;
    controller = new AbortController();
    timer;
    end;
    outer;
    onOuterAbort = () => this.stop('aborted');
    /** Why the budget ended early, if it did. */
    reason;
    /** Which budget is running: `start` until the server's first output, then `answer`. */
    phase;
    constructor(ms, outer, startMs) {
        this.ms = ms;
        this.startMs = startMs;
        this.phase = startMs !== undefined ? 'start' : 'answer';
        const first = startMs ?? ms;
        this.end = Date.now() + first;
        // Every SDK request listens on the signal (and does not stop listening): hundreds of pages are normal.
        (0,node_events__WEBPACK_IMPORTED_MODULE_0__.setMaxListeners)(0, this.controller.signal);
        this.timer = setTimeout(() => this.stop('timeout'), first);
        this.outer = outer;
        if (outer?.aborted)
            this.stop('aborted');
        else
            outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    }
    /** The server has started (its first output): the answering budget begins now. Idempotent. */
    started() {
        if (this.phase === 'answer' || this.reason)
            return;
        this.phase = 'answer';
        clearTimeout(this.timer);
        this.end = Date.now() + this.ms;
        this.timer = setTimeout(() => this.stop('timeout'), this.ms);
    }
    get signal() {
        return this.controller.signal;
    }
    /** What is left of every budget (while starting: the rest of the start budget and the whole answering one). */
    remaining() {
        return Math.max(0, this.end - Date.now()) + (this.phase === 'start' ? this.ms : 0);
    }
    /**
     * Timeout for one SDK request: a little more than what remains, so that this budget (with its better message)
     * always runs out before the SDK's own request timer.
     */
    requestTimeout() {
        return this.remaining() + 500;
    }
    /** `promise`, or a rejection as soon as the budget ends. */
    race(promise) {
        if (this.signal.aborted) {
            promise.catch(() => { });
            return Promise.reject(this.signal.reason);
        }
        return new Promise((resolve, reject) => {
            const onAbort = () => reject(this.signal.reason);
            this.signal.addEventListener('abort', onAbort, { once: true });
            promise.then((v) => {
                this.signal.removeEventListener('abort', onAbort);
                resolve(v);
            }, (e) => {
                this.signal.removeEventListener('abort', onAbort);
                reject(e);
            });
        });
    }
    dispose() {
        clearTimeout(this.timer);
        this.outer?.removeEventListener('abort', this.onOuterAbort);
    }
    stop(reason) {
        if (this.reason)
            return;
        this.reason = reason;
        const budget = this.phase === 'start' ? (this.startMs ?? this.ms) : this.ms;
        this.controller.abort(new Error(reason === 'timeout' ? `timed out after ${budget} ms${this.phase === 'start' ? ' (starting)' : ''}` : 'discovery was cancelled'));
    }
}


/***/ }),

/***/ 7502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ isLegacyAnswer),
/* harmony export */   JR: () => (/* binding */ CLIENT_INFO),
/* harmony export */   O9: () => (/* binding */ requestEnvelope),
/* harmony export */   VV: () => (/* binding */ META_SERVER_INFO),
/* harmony export */   Xj: () => (/* binding */ VersionRefused),
/* harmony export */   eU: () => (/* binding */ eraOf),
/* harmony export */   qv: () => (/* binding */ UNSUPPORTED_PROTOCOL_VERSION),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* unused harmony exports ERAS, META_PROTOCOL_VERSION, META_CLIENT_INFO, META_CLIENT_CAPABILITIES */
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1493);




const ERAS = (/* unused pure expression or super */ null && (['initialize', 'discover']));
/** The era a revision belongs to: 2026-07-28 and later are stateless. */
function eraOf(protocolVersion) {
    return protocolVersion !== undefined && protocolVersion >= _model_protocol_js__WEBPACK_IMPORTED_MODULE_2__/* .DISCOVER_ERA_VERSION */ .yW ? 'discover' : 'initialize';
}
const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
/** JSON-RPC error a discover-era server answers when it does not speak the requested revision. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
const CLIENT_INFO = { name: 'mcp-contract-gate', version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x };
/** The `_meta` every discover-era request carries. */
function requestEnvelope(clientCapabilities) {
    return { [META_PROTOCOL_VERSION]: _model_protocol_js__WEBPACK_IMPORTED_MODULE_2__/* .DISCOVER_ERA_VERSION */ .yW, [META_CLIENT_INFO]: CLIENT_INFO, [META_CLIENT_CAPABILITIES]: clientCapabilities };
}
/** A discover-era server refused our revision (it said so with the spec's error): the message quotes what it supports. */
class VersionRefused extends Error {
    supported;
    requested;
    constructor(supported, requested, serverMessage) {
        super(`the server does not speak MCP ${requested} (it supports ${supported.length ? supported.join(', ') : 'no version it named'}; the server said: ${serverMessage})` +
            (supported.some((v) => eraOf(v) === 'initialize') ? `; set protocol: ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_2__/* .INITIALIZE_ERA_VERSION */ .LZ} for this server` : ''));
        this.supported = supported;
        this.requested = requested;
    }
}
/** The versions a -32022 error names (`data.supported`), or undefined when `err` is not that error. */
function refusal(err) {
    if (!(err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh) || err.code !== UNSUPPORTED_PROTOCOL_VERSION)
        return undefined;
    const data = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(err.data) ? err.data : {};
    const supported = Array.isArray(data.supported) ? data.supported.filter((v) => typeof v === 'string') : [];
    const requested = typeof data.requested === 'string' ? data.requested : _model_protocol_js__WEBPACK_IMPORTED_MODULE_2__/* .DISCOVER_ERA_VERSION */ .yW;
    return new VersionRefused(supported, requested, err.message.replace(/^MCP error -?\d+: /, ''));
}
/**
 * Whether an answer to `server/discover` means "an initialize-era server" (fall back to `initialize`), per the
 * spec's backward-compatibility rule: any JSON-RPC error that does not come from a discover-era server. A version
 * refusal is a discover-era answer; a closed connection or a timeout is no answer at all.
 */
function isLegacyAnswer(err) {
    if (!(err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh))
        return false;
    if (err.code === UNSUPPORTED_PROTOCOL_VERSION)
        return false;
    return err.code !== _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed && err.code !== _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.RequestTimeout;
}


/***/ }),

/***/ 1049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ describeFailure),
/* harmony export */   g: () => (/* binding */ failed)
/* harmony export */ });
/** A failed discovery: no tools, and the reason. */
function failed(error, clientCapabilities) {
    const snapshot = { tools: [], error };
    if (clientCapabilities)
        snapshot.clientCapabilities = clientCapabilities;
    return snapshot;
}
/** One readable line for an error thrown by the SDK, zod, fetch or us. */
function describeFailure(err) {
    // Duck-typed: errors from fetch or another realm (a test VM) are not `instanceof Error` here.
    if (typeof err !== 'object' || err === null || typeof err.message !== 'string')
        return String(err);
    const issues = err.issues;
    if (Array.isArray(issues)) {
        const parts = issues.slice(0, 3).map((i) => `${(i.path ?? []).map(String).join('.') || '(result)'}: ${i.message ?? 'invalid'}`);
        return `the server's answer does not match the MCP schema (${parts.join('; ')}${issues.length > 3 ? '; …' : ''})`;
    }
    const cause = err.cause;
    // An SDK server that throws an McpError sends its text with the prefix, and our SDK adds it again: say it once.
    const message = err.message.replace(/(MCP error -?\d+: )\1+/, '$1');
    const detail = cause ? String(cause.code ?? cause.message ?? '') : '';
    // fetch's "fetch failed" says why only in its cause (ECONNREFUSED …); a message that already quotes its cause is left alone.
    if (detail && !message.includes(detail))
        return `${message} (${detail})`;
    return message;
}


/***/ }),

/***/ 7547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ readSseEvents),
/* harmony export */   Ul: () => (/* binding */ cappedFetch),
/* harmony export */   fv: () => (/* reexport safe */ _util_limits_js__WEBPACK_IMPORTED_MODULE_0__.fv),
/* harmony export */   xe: () => (/* binding */ shortBody)
/* harmony export */ });
/* unused harmony export BodyTooLarge */
/* harmony import */ var _util_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6566);

/** The most a server may send in one message: one stdout line (stdio) or one HTTP response body (defined in util/limits). */

const MIB = 1024 * 1024;
/** A response body that went over the limit. */
class BodyTooLarge extends Error {
    limit;
    constructor(limit) {
        super(`the server's HTTP response was larger than ${limit / MIB} MiB; stopped reading it`);
        this.limit = limit;
    }
}
/**
 * `fetch` whose response bodies error (and stop being read) once they pass `limit` bytes, so that a remote server
 * sending gigabytes cannot grow our memory. The SDK transports and ours read bodies through it.
 */
function cappedFetch(limit = _util_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_MESSAGE_BYTES */ .fv) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (!response.body)
            return response;
        const declared = Number(response.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > limit) {
            await response.body.cancel().catch(() => { });
            throw new BodyTooLarge(limit);
        }
        let seen = 0;
        const counter = new TransformStream({
            transform(chunk, controller) {
                seen += chunk.byteLength;
                if (seen > limit)
                    controller.error(new BodyTooLarge(limit));
                else
                    controller.enqueue(chunk);
            },
        });
        return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText, headers: response.headers });
    };
}
/**
 * An HTTP error body, short: a JSON-RPC error's message, or the first line of text with HTML tags removed, trimmed
 * (a 404 page is not worth quoting whole).
 */
function shortBody(text) {
    const trimmed = text.trim();
    if (!trimmed)
        return '';
    try {
        const data = JSON.parse(trimmed);
        if (data && typeof data.error?.message === 'string')
            return `${typeof data.error.code === 'number' ? `${data.error.code} ` : ''}${clip(data.error.message)}`;
    }
    catch {
        // not JSON
    }
    const looksHtml = /^<(!doctype|html|head|body|\?xml)/i.test(trimmed);
    const source = looksHtml ? (/<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1] ?? trimmed.replace(/<[^>]*>/g, '\n')) : trimmed;
    const line = source
        .split(/\r?\n/)
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '';
    return clip(line);
}
function clip(line) {
    const flat = line.replace(/\s+/g, ' ');
    return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}
/**
 * Read a server-sent-events stream event by event (`head`: its id/event/retry lines and comments, as sent, for a relay;
 * `data`: its data lines joined, undefined when it had none). `onEvent` returning true stops reading. One event may
 * not pass the message cap; the stream as a whole may (a listen stays open for as long as the session).
 */
async function readSseEvents(body, onEvent, limit = _util_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_MESSAGE_BYTES */ .fv) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let head = '';
    let data;
    let size = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                return;
            buffer += decoder.decode(value, { stream: true });
            let nl;
            while ((nl = buffer.indexOf('\n')) !== -1) {
                const line = buffer.slice(0, nl).replace(/\r$/, '');
                buffer = buffer.slice(nl + 1);
                if (line === '') {
                    if (head !== '' || data !== undefined) {
                        const stop = onEvent({ head, data: data?.join('\n') });
                        head = '';
                        data = undefined;
                        size = 0;
                        if (stop)
                            return;
                    }
                }
                else if (line.startsWith('data:'))
                    (data ??= []).push(line.slice(5).replace(/^ /, ''));
                else
                    head += `${line}\n`;
                size += line.length;
            }
            if (size + buffer.length > limit)
                throw new Error(`an event of the server's stream was larger than ${limit} bytes`);
        }
    }
    finally {
        await reader.cancel().catch(() => { });
    }
}


/***/ }),

/***/ 305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ DiscoveryFailure),
/* harmony export */   MN: () => (/* binding */ listAllPages),
/* harmony export */   Ur: () => (/* binding */ PermissiveResultSchema),
/* harmony export */   g5: () => (/* binding */ DEFAULT_LIST_LIMITS)
/* harmony export */ });
/* unused harmony export listPages */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5649);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);


/**
 * Accepts any object result unchanged. The SDK's `listTools()` parses with the spec's schema, which drops unknown
 * fields and rejects the whole page when one tool is malformed; the gate needs exactly what the server sent.
 */
const PermissiveResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({});
const DEFAULT_LIST_LIMITS = { maxPages: 1000, maxItems: 100_000 };
/** A failure with a message meant for the report as is. */
class DiscoveryFailure extends Error {
}
/** Every item of a paginated list, through an SDK client (its result unparsed), following `nextCursor` to the end, raw. */
function listAllPages(client, method, field, options) {
    const request = async (m, params, o) => (await client.request({ method: m, ...(params ? { params } : {}) }, PermissiveResultSchema, o));
    return listPages(request, method, field, options);
}
/**
 * The one reader of paginated lists (discovery, probes, the guard, the runtime proxy): every item, following
 * `nextCursor` to the end, raw; a server that paginates past the limits or repeats a cursor is stopped with a
 * DiscoveryFailure, never read forever.
 */
async function listPages(request, method, field, options) {
    const items = [];
    const seenCursors = new Map();
    let cursor;
    for (let page = 1;; page++) {
        if (page > options.limits.maxPages) {
            throw new DiscoveryFailure(`${method} was still paginating after ${options.limits.maxPages} pages (${items.length} items); stopped there`);
        }
        options.onPhase?.(page === 1 ? method : `${method} (page ${page})`);
        const params = cursor === undefined ? options.params : { ...options.params, cursor };
        const result = await request(method, params, { signal: options.signal, timeout: Math.max(1, options.requestTimeoutMs()) });
        const list = result[field];
        if (!Array.isArray(list)) {
            throw new DiscoveryFailure(`the ${method} result${page > 1 ? ` (page ${page})` : ''} has no "${field}" array (found ${describe(list)})`);
        }
        items.push(...list);
        if (items.length > options.limits.maxItems) {
            throw new DiscoveryFailure(`${method} returned more than ${options.limits.maxItems} items (${page} pages); stopped there`);
        }
        const next = result.nextCursor;
        if (next === undefined || next === null || next === '')
            return items;
        if (typeof next !== 'string')
            throw new DiscoveryFailure(`${method} returned a nextCursor that is not a string (found ${describe(next)}) on page ${page}`);
        const firstPage = seenCursors.get(next);
        if (firstPage !== undefined) {
            throw new DiscoveryFailure(`${method} returned the same nextCursor ${JSON.stringify(next)} on pages ${firstPage} and ${page}; the server's pagination never ends`);
        }
        seenCursors.set(next, page);
        cursor = next;
    }
}
function describe(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'an array';
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return 'an object';
    return JSON.stringify(value);
}


/***/ }),

/***/ 1590:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ HttpStatusError),
/* harmony export */   x: () => (/* binding */ ModernHttpTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7502);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7547);
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5760);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4976);
/* harmony import */ var _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6173);







/** An HTTP answer that carried no JSON-RPC message: the status and a short line of the body. */
class HttpStatusError extends Error {
    status;
    body;
    constructor(status, body) {
        super(`HTTP ${status}${body ? `: ${body}` : ''}`);
        this.status = status;
        this.body = body;
    }
}
/**
 * Streamable HTTP as the discover era (2026-07-28) speaks it: every message is one POST, with `MCP-Protocol-Version`
 * and `Mcp-Method` (and `Mcp-Name`) headers, and a `tools/call` the `Mcp-Param-*` headers of the arguments its tool
 * mirrors (`x-mcp-header`, read from the tools the server listed on this transport); no session, no GET stream, no
 * DELETE. The answer is JSON or an SSE
 * stream (which stays open for `subscriptions/listen`); its messages are passed on raw. A 4xx that carries the 2026
 * era's own JSON-RPC errors answers the request with it (a version refusal, a header mismatch); any other failure
 * status is an `HttpStatusError`.
 * Bodies are read through `cappedFetch`.
 */
class ModernHttpTransport {
    url;
    headers;
    onclose;
    onerror;
    onmessage;
    controller = new AbortController();
    fetch = (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .cappedFetch */ .Ul)();
    closed = false;
    /** Ids of the tools/list requests in flight: their answers say which arguments each tool mirrors into headers. */
    listing = new Set();
    /** Each listed tool's `x-mcp-header` declarations, from the latest listing that named it. */
    mirrored = new Map();
    constructor(url, headers) {
        this.url = url;
        this.headers = headers;
    }
    async start() { }
    async send(message) {
        if (this.closed)
            throw new Error('the connection is closed');
        const headers = {
            ...this.headers,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .DISCOVER_ERA_VERSION */ .yW,
        };
        Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .routingHeaders */ .fl)(message));
        if ('method' in message && 'id' in message) {
            if (message.method === 'tools/list')
                this.listing.add(message.id);
            const params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(message.params) ? message.params : {};
            if (message.method === 'tools/call' && typeof params.name === 'string')
                Object.assign(headers, (0,_routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .paramHeaders */ .oN)(this.mirrored.get(params.name) ?? [], params.arguments));
        }
        const response = await this.fetch(this.url, { method: 'POST', headers, body: JSON.stringify(message), signal: this.controller.signal });
        const type = response.headers.get('content-type') ?? '';
        if (type.includes('text/event-stream') && response.ok && response.body) {
            // Read the stream in the background: a listen stays open until we close.
            void this.readEvents(response.body).catch((err) => {
                if (!this.closed)
                    this.onerror?.(err);
            });
            return;
        }
        const text = await response.text();
        if (!('id' in message) || !('method' in message)) {
            if (!response.ok)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            return;
        }
        let parsed = parseMessages(text);
        if (!response.ok) {
            // Only the 2026 era's version refusal is an answer here; any other failure status is the HTTP layer's.
            const refusal = parsed.find((m) => 'error' in m && (m.error.code === _era_js__WEBPACK_IMPORTED_MODULE_2__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv || m.error.code === _routing_headers_js__WEBPACK_IMPORTED_MODULE_6__/* .HEADER_MISMATCH */ .Df));
            if (!refusal)
                throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
            parsed = [refusal];
        }
        if (parsed.length === 0)
            throw new HttpStatusError(response.status, (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .shortBody */ .xe)(text));
        // An error about the request as a whole may come back with "id": null; it answers this request.
        for (const m of parsed)
            this.receive('error' in m && (m.id === null || m.id === undefined) ? { ...m, id: message.id } : m);
    }
    async readEvents(body) {
        await (0,_http_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readSseEvents */ .J7)(body, (event) => {
            if (event.data)
                for (const m of parseMessages(event.data))
                    this.receive(m);
        });
    }
    /** A message from the server, passed on; a tools/list answer first teaches which arguments each tool mirrors. */
    receive(m) {
        if ('id' in m && !('method' in m) && m.id !== undefined && this.listing.delete(m.id) && 'result' in m && Array.isArray(m.result.tools))
            for (const t of m.result.tools)
                if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(t) && typeof t.name === 'string')
                    this.mirrored.set(t.name, (0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_4__/* .scanParamHeaders */ .zf)(t.inputSchema).declarations);
        this.onmessage?.(m);
    }
    /** Whether a listing on this transport named `tool` (so a call of it carries the headers its definition asks for). */
    knowsTool(tool) {
        return this.mirrored.has(tool);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.controller.abort();
        this.onclose?.();
    }
}
/** The JSON-RPC messages of a body (one message or a batch); nothing when it is not JSON-RPC. */
function parseMessages(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return [];
    }
    const list = Array.isArray(data) ? data : [data];
    return list.filter((m) => _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .JSONRPCMessageSchema */ .OR.safeParse(m).success);
}


/***/ }),

/***/ 1075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ droppedAnswers),
/* harmony export */   h: () => (/* binding */ RecordingTransport)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);

const OPENING_METHODS = new Set(['initialize', 'server/discover']);
/**
 * The JSON-RPC ids of one connection. Several clients may take turns over one stdio connection (negotiation sends
 * `server/discover` and, when the server is slow or an initialize-era one, `initialize` by a second client), and each
 * SDK client numbers its requests from 0: without this, a late answer to the first client's request 0 would be taken
 * as the answer to the second client's request 0 ("initialize failed: Method not found" from a server that was only
 * slow to start). So every request goes out under an id unique for the life of the connection, and each answer goes
 * back to the client that asked, under that client's own id. An answer to a request nobody waits for any more (an
 * abandoned probe) is dropped, and counted for the verbose log.
 */
class IdSpace {
    inner;
    next = 0;
    pending = new Map();
    attached = new Set();
    /** Where messages the server starts (its requests and notifications) go: the client that attached last. */
    active;
    wired = false;
    /** Answers dropped because nobody waits for them any more: `{method of the request, wire id}`. */
    dropped = [];
    constructor(inner) {
        this.inner = inner;
    }
    attach(owner) {
        this.attached.add(owner);
        this.active = owner;
        if (this.wired)
            return;
        this.wired = true;
        this.inner.onclose = () => {
            for (const o of this.attached)
                o.onclose?.();
        };
        this.inner.onerror = (error) => this.active?.onerror?.(error);
        this.inner.onmessage = (message, extra) => this.receive(message, extra);
    }
    /** The wire id for `owner`'s request `id`. */
    register(owner, id) {
        const wire = this.next++;
        this.pending.set(wire, { owner, id });
        return wire;
    }
    receive(message, extra) {
        const isResponse = 'id' in message && !('method' in message);
        if (!isResponse) {
            this.active?.deliver(message, extra);
            return;
        }
        const wire = message.id;
        const entry = this.pending.get(wire);
        if (!entry) {
            this.dropped.push({ id: wire, reason: 'an answer to no request of this connection' });
            return;
        }
        this.pending.delete(wire);
        if (entry.owner.abandoned) {
            this.dropped.push({ id: wire, reason: 'a late answer to an abandoned request' });
            return;
        }
        entry.owner.deliver({ ...message, id: entry.id }, extra);
    }
}
const spaces = new WeakMap();
function spaceOf(inner) {
    let space = spaces.get(inner);
    if (!space)
        spaces.set(inner, (space = new IdSpace(inner)));
    return space;
}
/** The answers a connection dropped (late answers to abandoned requests), for the verbose log and the tests. */
function droppedAnswers(inner) {
    return spaces.get(inner)?.dropped ?? [];
}
/**
 * Wraps a transport to keep the server's raw opening result (`initialize` or `server/discover`: serverInfo,
 * capabilities and protocolVersion exactly as sent, unknown fields included), which the SDK's Client only exposes
 * after parsing. With an `envelope` (discover era) every outgoing request gets it merged into `params._meta`.
 *
 * Several wrappers may share one inner transport (see IdSpace): `start` attaches this wrapper, and starts the inner
 * transport only if it is not started yet; `abandon` says its client's requests are no longer waited for.
 */
class RecordingTransport {
    inner;
    envelope;
    innerStarted;
    onclose;
    onerror;
    onmessage;
    openingResult;
    /** Set once nobody waits for this wrapper's answers (negotiation chose the other client). */
    abandoned = false;
    openingId;
    space;
    constructor(inner, envelope, innerStarted = false) {
        this.inner = inner;
        this.envelope = envelope;
        this.innerStarted = innerStarted;
        this.space = spaceOf(inner);
    }
    get sessionId() {
        return this.inner.sessionId;
    }
    setProtocolVersion(version) {
        this.inner.setProtocolVersion?.(version);
    }
    async start() {
        this.space.attach(this);
        if (!this.innerStarted)
            await this.inner.start();
    }
    /** Its requests' answers are dropped from now on (and its client's pending requests end with the connection). */
    abandon() {
        this.abandoned = true;
    }
    /** A message for this wrapper's client (an answer already under the client's own id). */
    deliver(message, extra) {
        if ('id' in message && message.id === this.openingId && 'result' in message && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(message.result)) {
            this.openingResult = message.result;
        }
        this.onmessage?.(message, extra);
    }
    send(message, options) {
        if ('method' in message && 'id' in message) {
            const request = message;
            if (OPENING_METHODS.has(request.method))
                this.openingId = request.id;
            let params = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(request.params) ? request.params : undefined;
            if (this.envelope) {
                const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params?._meta) ? params._meta : {};
                params = { ...(params ?? {}), _meta: { ...meta, ...this.envelope } };
            }
            message = { ...request, id: this.space.register(this, request.id), ...(params ? { params } : {}) };
        }
        return this.inner.send(message, options);
    }
    close() {
        return this.inner.close();
    }
}


/***/ }),

/***/ 9468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vu: () => (/* binding */ closeSession),
/* harmony export */   n: () => (/* binding */ connectRemote),
/* harmony export */   yc: () => (/* binding */ discoverRemote)
/* harmony export */ });
/* unused harmony export describeRemote */
/* harmony import */ var _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53);
/* harmony import */ var _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3491);
/* harmony import */ var _deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6066);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1049);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(305);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1493);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7502);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7547);
/* harmony import */ var _modern_http_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1590);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9560);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(330);











/**
 * Discover a remote server. `transport: http` first speaks the 2026 era (`server/discover` over stateless Streamable
 * HTTP); when the answer says "an initialize-era server" (a JSON-RPC error other than a version refusal, or a 4xx
 * without one) it opens with `initialize` over Streamable HTTP, and when that POST gets a 4xx (an SSE-only server),
 * over the older HTTP+SSE transport on the same URL, as the spec's backwards-compatibility sections describe.
 * `transport: sse` uses SSE directly. `protocol` pins one era (no fallback across eras).
 */
async function discoverRemote(server, ctx) {
    const deadline = new _deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Deadline */ .B(server.timeoutMs, ctx.signal);
    const progress = { phase: 'initialize' };
    const where = safeUrl(ctx.url);
    let session;
    try {
        session = await connectRemote(server.transport, { ...ctx, protocol: ctx.protocol ?? server.protocol }, deadline, progress);
        return await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .readLists */ .qZ)(session, ctx.clientCapabilities, deadline, progress, ctx.limits);
    }
    catch (err) {
        const error = { message: '' };
        if (deadline.reason === 'timeout') {
            error.message = `timed out after ${server.timeoutMs / 1000} s waiting for ${progress.phase} from ${where}`;
            error.timedOut = true;
        }
        else if (deadline.reason === 'aborted')
            error.message = `discovery was cancelled during ${progress.phase}`;
        else if (err instanceof _list_raw_js__WEBPACK_IMPORTED_MODULE_3__/* .DiscoveryFailure */ .$f)
            error.message = `${err.message} (${where})`;
        else
            error.message = `${progress.phase} failed at ${where}: ${describeRemote(err)}`;
        return (0,_failure_js__WEBPACK_IMPORTED_MODULE_10__/* .failed */ .g)(error, ctx.clientCapabilities);
    }
    finally {
        deadline.dispose();
        if (session)
            await closeSession(session.transport);
    }
}
async function connectRemote(kind, ctx, deadline, progress) {
    const url = new URL(ctx.url);
    const protocol = ctx.protocol ?? 'auto';
    const fetch = (0,_http_body_js__WEBPACK_IMPORTED_MODULE_6__/* .cappedFetch */ .Ul)();
    const requestInit = { headers: ctx.headers };
    if (kind === 'sse' && protocol === _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW)
        throw new Error(`transport: sse is the initialize era's HTTP transport; MCP ${_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW} is spoken over Streamable HTTP (transport: http)`);
    if (kind !== 'sse' && protocol !== _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .INITIALIZE_ERA_VERSION */ .LZ) {
        const transport = new _modern_http_js__WEBPACK_IMPORTED_MODULE_7__/* .ModernHttpTransport */ .x(url, ctx.headers);
        try {
            const connected = await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .connectDiscover */ .AQ)(transport, ctx.clientCapabilities, deadline, progress, { fallback: false });
            if (connected)
                return { ...connected, transport };
        }
        catch (err) {
            await closeSession(transport);
            if (deadline.reason || protocol !== 'auto' || !legacyHttpAnswer(err))
                throw err;
        }
    }
    const attempt = async (transport) => {
        try {
            return { ...(await (0,_session_js__WEBPACK_IMPORTED_MODULE_8__/* .connectInitialize */ .RZ)(transport, ctx.clientCapabilities, deadline, progress)), transport };
        }
        catch (err) {
            await closeSession(transport);
            throw err;
        }
    };
    if (kind === 'sse')
        return attempt(new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SSEClientTransport */ .A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
    try {
        return await attempt(new _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPClientTransport */ .j(url, { requestInit, fetch }));
    }
    catch (err) {
        if (deadline.reason || !(err instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPError */ .b) || err.code === undefined || err.code < 400 || err.code >= 500)
            throw err;
        // A 4xx that carries the 2026 era's version refusal comes from a discover-era server, not an SSE-only one.
        const refused = modernRefusal(err);
        if (refused)
            throw refused;
        try {
            return await attempt(new _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SSEClientTransport */ .A(url, { requestInit, fetch, eventSourceInit: { fetch } }));
        }
        catch (sseErr) {
            if (deadline.reason)
                throw sseErr;
            throw new Error(`${describeRemote(err)}; the SSE fallback failed too: ${describeRemote(sseErr)}`, { cause: sseErr });
        }
    }
}
/** Whether an answer to `server/discover` over HTTP says "an initialize-era server" (fall back to `initialize`). */
function legacyHttpAnswer(err) {
    if (err instanceof _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj)
        return err.supported.some((v) => v < _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW);
    if (err instanceof _modern_http_js__WEBPACK_IMPORTED_MODULE_7__/* .HttpStatusError */ .F)
        return err.status >= 400 && err.status < 500;
    return (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .isLegacyAnswer */ .CA)(err);
}
/** The version refusal in a Streamable HTTP error body (`Error POSTing to endpoint: {"jsonrpc":…}`), if there is one. */
function modernRefusal(err) {
    const json = err.message.slice(err.message.indexOf('{'));
    try {
        const body = JSON.parse(json);
        if (body.error?.code !== _era_js__WEBPACK_IMPORTED_MODULE_5__/* .UNSUPPORTED_PROTOCOL_VERSION */ .qv)
            return undefined;
        return (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_9__/* .McpError */ .Nh(body.error.code, body.error.message ?? '', body.error.data));
    }
    catch {
        return undefined;
    }
}
async function closeSession(transport) {
    const done = new Promise((r) => setTimeout(r, 1000).unref());
    try {
        if (transport instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPClientTransport */ .j && transport.sessionId)
            await Promise.race([transport.terminateSession().catch(() => { }), done]);
        await Promise.race([transport.close(), done]);
    }
    catch {
        // Closing is best effort; nothing of ours is left running either way.
    }
}
function describeRemote(err) {
    if (err instanceof _modelcontextprotocol_sdk_client_streamableHttp_js__WEBPACK_IMPORTED_MODULE_1__/* .StreamableHTTPError */ .b || err instanceof _modelcontextprotocol_sdk_client_sse_js__WEBPACK_IMPORTED_MODULE_0__/* .SseError */ ._) {
        const code = err.code;
        // The SDK quotes the whole body ("Error POSTing to endpoint: <!DOCTYPE html>…"): keep its first line, short.
        const m = /^([\s\S]*?): (?=[<{[])([\s\S]*)$/.exec(err.message);
        const text = m ? `${m[1]}: ${(0,_http_body_js__WEBPACK_IMPORTED_MODULE_6__/* .shortBody */ .xe)(m[2])}` : (0,_http_body_js__WEBPACK_IMPORTED_MODULE_6__/* .shortBody */ .xe)(err.message);
        return code !== undefined && code > 0 ? `HTTP ${code}: ${text}` : text;
    }
    return (0,_failure_js__WEBPACK_IMPORTED_MODULE_10__/* .describeFailure */ .I)(err);
}
/** The URL without credentials or query (they may carry secrets), for messages. */
function safeUrl(url) {
    try {
        const u = new URL(url);
        return `${u.origin}${u.pathname}`;
    }
    catch {
        return '(invalid URL)';
    }
}


/***/ }),

/***/ 6173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ HEADER_MISMATCH),
/* harmony export */   fl: () => (/* binding */ routingHeaders),
/* harmony export */   oN: () => (/* binding */ paramHeaders)
/* harmony export */ });
/* unused harmony exports NAME_SOURCE, encodeHeaderValue, decodeHeaderValue, modern, routingHeaderProblem, paramHeaderProblem, rewriteParamHeaders, isParamHeader, declarationsBeforeMoves */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5760);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7502);



/**
 * The 2026-07-28 era's routing headers (SEP-2243): every request carries `Mcp-Method` (its method) and, for the methods
 * that name a target, `Mcp-Name` (the tool, prompt, resource or task), so gateways can route and authorise without
 * reading bodies. A server rejects a request whose headers are missing or disagree with its body (HTTP 400, JSON-RPC
 * `-32020`): otherwise a gateway that allowed `Mcp-Name: read_file` would pass on a body calling `delete_file`. A value
 * that is not plain printable ASCII travels as `=?base64?…?=` (UTF-8, canonical Base64).
 */
/** JSON-RPC "header mismatch": routing headers missing, malformed or disagreeing with the body (HTTP 400). */
const HEADER_MISMATCH = -32020;
/** Which param of a request `Mcp-Name` mirrors, by method. */
const NAME_SOURCE = {
    'tools/call': 'name',
    'prompts/get': 'name',
    'resources/read': 'uri',
    'tasks/get': 'taskId',
    'tasks/update': 'taskId',
    'tasks/cancel': 'taskId',
};
const SENTINEL_PREFIX = '=?base64?';
const SENTINEL_SUFFIX = '?=';
const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A header value for `value`: as it is when it is printable ASCII with no space at either end, else the Base64 sentinel form. */
function encodeHeaderValue(value) {
    if (/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(value) && !(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX)))
        return value;
    return `${SENTINEL_PREFIX}${Buffer.from(value, 'utf8').toString('base64')}${SENTINEL_SUFFIX}`;
}
/** The value a header carries (the sentinel form decoded), or undefined when its sentinel is not valid Base64 of UTF-8. */
function decodeHeaderValue(header) {
    const value = header.replace(/^[ \t]+|[ \t]+$/g, '');
    if (!(value.startsWith(SENTINEL_PREFIX) && value.endsWith(SENTINEL_SUFFIX) && value.length >= SENTINEL_PREFIX.length + SENTINEL_SUFFIX.length))
        return value;
    const b64 = value.slice(SENTINEL_PREFIX.length, value.length - SENTINEL_SUFFIX.length);
    if (!CANONICAL_BASE64.test(b64))
        return undefined;
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(b64, 'base64'));
    }
    catch {
        return undefined;
    }
}
/** The target a request names in its body (`params.name`, `params.uri`, `params.taskId`), with the param's name. */
function target(method, params) {
    const field = Object.hasOwn(NAME_SOURCE, method) ? NAME_SOURCE[method] : undefined;
    if (field === undefined)
        return undefined;
    const raw = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(params) ? params[field] : undefined;
    return { field, value: typeof raw === 'string' ? raw : undefined };
}
/** The routing headers a client sends with `message` (none for a response). */
function routingHeaders(message) {
    if (!('method' in message))
        return {};
    const headers = { 'mcp-method': message.method };
    const named = target(message.method, message.params);
    if (named?.value !== undefined)
        headers['mcp-name'] = encodeHeaderValue(named.value);
    return headers;
}
/** Whether a request speaks the 2026-07-28 era: its `_meta` envelope or its `MCP-Protocol-Version` header says so. */
function modern(params, versionHeader) {
    const meta = isObject(params) && isObject(params._meta) ? params._meta : undefined;
    const claimed = meta?.[META_PROTOCOL_VERSION];
    if (typeof claimed === 'string')
        return eraOf(claimed) === 'discover';
    return versionHeader !== undefined && eraOf(versionHeader.trim()) === 'discover';
}
/**
 * Why a request's routing headers do not mirror its body, or undefined when they do. A header that is present must
 * agree whatever the era (it can only be a bug or an attempt to route one call as another); a 2026-era request must
 * also carry them. Notifications and responses are not checked (the spec requires the headers on requests).
 */
function routingHeaderProblem(header, message) {
    if (!isObject(message) || typeof message.method !== 'string' || message.id === undefined)
        return undefined;
    const method = message.method;
    const isModern = modern(message.params, header('mcp-protocol-version'));
    const methodHeader = header('mcp-method');
    if (methodHeader === undefined) {
        if (isModern)
            return `the body names method ${JSON.stringify(method)} but the required Mcp-Method header is absent`;
    }
    else if (methodHeader.replace(/^[ \t]+|[ \t]+$/g, '') !== method)
        return `the body names method ${JSON.stringify(method)} but the Mcp-Method header says ${JSON.stringify(methodHeader)}`;
    const named = target(method, message.params);
    const nameHeader = header('mcp-name');
    if (nameHeader === undefined) {
        if (isModern && named?.value !== undefined)
            return `the body carries params.${named.field}=${JSON.stringify(named.value)} but the required Mcp-Name header is absent`;
        return undefined;
    }
    if (!named)
        return undefined;
    const decoded = decodeHeaderValue(nameHeader);
    if (decoded === undefined)
        return 'the Mcp-Name header carries an invalid Base64 sentinel value';
    if (decoded !== named.value)
        return `the body carries params.${named.field}=${JSON.stringify(named.value ?? null)} but the Mcp-Name header names ${JSON.stringify(decoded)}`;
    return undefined;
}
/*
 * Parameters mirrored into headers (`x-mcp-header`): a 2026-07-28 client sends each annotated argument of a
 * `tools/call` as `Mcp-Param-{Name}` too. The declarations come from the tool's input schema
 * (src/contract/param-headers.ts); what follows is the request side: the headers for a call, the check a server that
 * reads the body owes them (400, -32020), and their rewrite when the proxy translates a call.
 */
/** Lower-case prefix of the mirrored headers, as Node reports header names. */
const PARAM_PREFIX = _contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .PARAM_HEADER_PREFIX */ .$q.toLowerCase();
/** A decimal number as an integer parameter's header may carry it (compared numerically: `42.0` is `42`). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** The argument at a declaration's path (undefined when any step is missing or not an object). */
function argumentAt(args, path) {
    let node = args;
    for (const key of path)
        node = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    return node;
}
/** An argument as its header spells it (string as is, integer in decimal, boolean in lower case); undefined: no header. */
function headerText(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    if (typeof value === 'number' && Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)))
        return String(value);
    return undefined;
}
/** The `Mcp-Param-*` headers (lower-case names) a client sends with a call of a tool that declares `declarations`. */
function paramHeaders(declarations, args) {
    const out = {};
    for (const d of declarations) {
        const text = headerText(argumentAt(args, d.path));
        if (text !== undefined)
            out[(0,_contract_param_headers_js__WEBPACK_IMPORTED_MODULE_1__/* .paramHeaderName */ .q4)(d).toLowerCase()] = encodeHeaderValue(text);
    }
    return out;
}
/**
 * Why a call's `Mcp-Param-*` headers disagree with its arguments, or undefined when they mirror them. For every
 * declared parameter the body carries, its header must be present (unless `requirePresent` is false: the caller may
 * have built its headers from another definition of the tool) and decode to the same value (an integer compared as a
 * number). A parameter the body leaves out or sets to null needs no header.
 */
function paramHeaderProblem(header, declarations, args, options = {}) {
    for (const d of declarations) {
        const raw = argumentAt(args, d.path);
        const text = raw === null ? undefined : headerText(raw);
        if (text === undefined)
            continue;
        const name = paramHeaderName(d);
        const where = d.path.join('.');
        const given = header(name.toLowerCase());
        if (given === undefined) {
            if (options.requirePresent === false)
                continue;
            return `the body carries ${where}=${JSON.stringify(raw)} but the ${name} header is absent`;
        }
        const decoded = decodeHeaderValue(given);
        if (decoded === undefined)
            return `the ${name} header carries an invalid Base64 sentinel value`;
        const same = d.type === 'integer' && typeof raw === 'number' && DECIMAL.test(decoded) ? Number(decoded) === raw : decoded === text;
        if (!same)
            return `the ${name} header says ${JSON.stringify(decoded)} but the body carries ${where}=${JSON.stringify(raw)}`;
    }
    return undefined;
}
/**
 * The headers of a call the proxy forwards (lower-case names), with the mirrored ones made to match the arguments it
 * sends: every header a declaration of the tool names is dropped, then set again from the forwarded arguments. After a
 * translated rename the client's headers mirror the old call; the server checks them against the new one.
 * `Mcp-Param-*` headers no declaration names are left as they are (an intermediary forwards what it does not know).
 */
function rewriteParamHeaders(headers, declarations, args) {
    const declared = new Set(declarations.map((d) => paramHeaderName(d).toLowerCase()));
    const out = {};
    for (const [k, v] of Object.entries(headers))
        if (!declared.has(k.toLowerCase()))
            out[k] = v;
    return Object.assign(out, paramHeaders(declarations, args));
}
/** The `Mcp-Param-*` headers of a request (lower-case names), to pass on. */
function isParamHeader(name) {
    return name.toLowerCase().startsWith(PARAM_PREFIX);
}
/**
 * The declarations as a client built its headers before an approved rename of parameters (`moves`: from → to, at the
 * top level, as the proxy translates them): the same headers, read from the old argument names.
 */
function declarationsBeforeMoves(declarations, moves) {
    const back = new Map(moves.map((m) => [m.to, m.from]));
    return declarations.map((d) => (d.path.length && back.has(d.path[0]) ? { ...d, path: [back.get(d.path[0]), ...d.path.slice(1)] } : d));
}


/***/ }),

/***/ 9560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ connectDiscover),
/* harmony export */   Ng: () => (/* binding */ connect),
/* harmony export */   RZ: () => (/* binding */ connectInitialize),
/* harmony export */   hk: () => (/* binding */ serverFacts),
/* harmony export */   qZ: () => (/* binding */ readLists),
/* harmony export */   yB: () => (/* binding */ listenForListChanges)
/* harmony export */ });
/* unused harmony exports DISCOVER_PROBE_MS, newClient */
/* harmony import */ var _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3068);
/* harmony import */ var _modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3218);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(330);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1493);
/* harmony import */ var _era_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7502);
/* harmony import */ var _list_raw_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(305);
/* harmony import */ var _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1075);








/** How long `auto` waits for an answer to `server/discover` over stdio before trying `initialize` (a silent 2025 server). */
const DISCOVER_PROBE_MS = 5000;
function newClient(clientCapabilities) {
    return new _modelcontextprotocol_sdk_client_index_js__WEBPACK_IMPORTED_MODULE_0__/* .Client */ .K(_era_js__WEBPACK_IMPORTED_MODULE_5__/* .CLIENT_INFO */ .JR, { capabilities: clientCapabilities });
}
/** Open with `initialize` (the 2025 era). A version refusal is reported with what the server supports. */
async function connectInitialize(transport, clientCapabilities, deadline, progress, innerStarted = false, recording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, innerStarted)) {
    const client = newClient(clientCapabilities);
    progress.phase = 'initialize';
    try {
        await deadline.race(client.connect(recording, { signal: deadline.signal, timeout: deadline.requestTimeout() }));
    }
    catch (err) {
        throw (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err) ?? err;
    }
    return { client, recording, era: 'initialize' };
}
/**
 * Open with `server/discover` (the 2026 era): the client is connected without a handshake and every request it sends
 * carries the `_meta` envelope. Returns undefined when `fallback` is set and the answer says "an initialize-era
 * server" (any JSON-RPC error but a version refusal, or, with `probeMs`, no answer in time).
 */
async function connectDiscover(transport, clientCapabilities, deadline, progress, options) {
    const recording = options.recording ?? new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities), options.innerStarted);
    const client = newClient(clientCapabilities);
    // Protocol.connect: the transport wired to the client, without the Client's initialize.
    await deadline.race(_modelcontextprotocol_sdk_shared_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .Protocol */ .Zs.prototype.connect.call(client, recording));
    progress.phase = 'server/discover';
    const probe = options.fallback && options.probeMs !== undefined ? Math.min(options.probeMs, deadline.requestTimeout()) : deadline.requestTimeout();
    let result;
    try {
        result = (await deadline.race(client.request({ method: 'server/discover' }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: deadline.signal, timeout: probe })));
    }
    catch (err) {
        const refused = (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .refusal */ .x5)(err);
        if (refused) {
            if (options.fallback && refused.supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
                return undefined;
            throw refused;
        }
        const silent = err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.RequestTimeout && !deadline.reason;
        if (options.fallback && ((0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .isLegacyAnswer */ .CA)(err) || silent))
            return undefined;
        throw err;
    }
    const supported = Array.isArray(result.supportedVersions) ? result.supportedVersions.filter((v) => typeof v === 'string') : [];
    if (supported.length && !supported.includes(_model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW)) {
        if (options.fallback && supported.some((v) => (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .eraOf */ .eU)(v) === 'initialize'))
            return undefined;
        throw new _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj(supported, _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW, 'server/discover does not list it');
    }
    return { client, recording, era: 'discover' };
}
/**
 * Connect over a transport that can carry both eras (stdio). Per the spec's versioning section, `auto` sends
 * `server/discover` and falls back to `initialize` on the same connection when the server is an initialize-era one.
 * A server that has not answered within DISCOVER_PROBE_MS is either slow to start (an npx download) or an
 * initialize-era server that ignores unknown methods: `initialize` is then sent as well, both requests stay pending
 * (their ids never collide: see RecordingTransport), and the first decisive answer wins: a discover result, an
 * initialize result, or a discover error that says "initialize-era" (then the initialize answer is awaited). The other
 * request is abandoned, and its late answer dropped.
 */
async function connect(transport, clientCapabilities, deadline, progress, protocol = 'auto') {
    if (protocol === _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .INITIALIZE_ERA_VERSION */ .LZ)
        return connectInitialize(transport, clientCapabilities, deadline, progress);
    if (protocol !== 'auto')
        return (await connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: false }));
    const discoverRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, (0,_era_js__WEBPACK_IMPORTED_MODULE_5__/* .requestEnvelope */ .O9)(clientCapabilities));
    const discover = connectDiscover(transport, clientCapabilities, deadline, progress, { fallback: true, recording: discoverRecording });
    discover.catch(() => { });
    let timer;
    const probe = new Promise((resolve) => (timer = setTimeout(() => resolve('probe'), DISCOVER_PROBE_MS)));
    let first;
    try {
        first = await deadline.race(Promise.race([discover, probe]));
    }
    finally {
        clearTimeout(timer);
    }
    if (first !== 'probe') {
        if (first)
            return first;
        discoverRecording.abandon();
        return connectInitialize(transport, clientCapabilities, deadline, progress, true);
    }
    progress.phase = 'server/discover or initialize';
    const initRecording = new _recording_transport_js__WEBPACK_IMPORTED_MODULE_7__/* .RecordingTransport */ .h(transport, undefined, true);
    const init = connectInitialize(transport, clientCapabilities, deadline, progress, true, initRecording);
    init.catch(() => { });
    const winner = await deadline.race(firstDecisive(discover, init));
    (winner.era === 'discover' ? initRecording : discoverRecording).abandon();
    return winner.era === 'discover' ? { ...winner, sentInitializeToo: true } : winner;
}
/** The first decisive outcome of the two openings sent side by side (see connect). */
function firstDecisive(discover, init) {
    return new Promise((resolve, reject) => {
        let discoverFailed;
        let legacy = false;
        let initFailed;
        const settle = () => {
            // both failed: the discover error decides when the server spoke the 2026 era (a version refusal), else initialize's
            if (initFailed && (discoverFailed || legacy))
                reject(discoverFailed && discoverFailed.err instanceof _era_js__WEBPACK_IMPORTED_MODULE_5__/* .VersionRefused */ .Xj ? discoverFailed.err : initFailed.err);
        };
        discover.then((c) => {
            if (c)
                resolve(c);
            else {
                legacy = true;
                settle();
            }
        }, (err) => {
            discoverFailed = { err };
            settle();
        });
        init.then(resolve, (err) => {
            initFailed = { err };
            settle();
        });
    });
}
/** serverInfo, capabilities and protocol version from the opening result of either era. */
function serverFacts(connected) {
    const opening = connected.recording.openingResult ?? {};
    const capabilities = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.capabilities) ? opening.capabilities : {};
    if (connected.era === 'discover') {
        const meta = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening._meta) ? opening._meta : {};
        return { serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV]) ? meta[_era_js__WEBPACK_IMPORTED_MODULE_5__/* .META_SERVER_INFO */ .VV] : undefined, capabilities, protocolVersion: _model_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .DISCOVER_ERA_VERSION */ .yW };
    }
    return {
        serverInfo: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(opening.serverInfo) ? opening.serverInfo : undefined,
        capabilities,
        protocolVersion: typeof opening.protocolVersion === 'string' ? opening.protocolVersion : undefined,
    };
}
/**
 * Read every list of a connected server, raw: tools (always), prompts, resources and resource templates (when the server's
 * capabilities advertise them). The snapshot carries what the server said about itself, what we declared, and the
 * era (recorded only for the discover era; absent means initialize).
 */
async function readLists(connected, clientCapabilities, deadline, progress, limits) {
    const { client } = connected;
    const facts = serverFacts(connected);
    const capabilities = facts.capabilities;
    const list = (method, field) => deadline.race((0,_list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .listAllPages */ .MN)(client, method, field, {
        signal: deadline.signal,
        requestTimeoutMs: () => deadline.requestTimeout(),
        limits,
        onPhase: (phase) => (progress.phase = phase),
    }));
    const snapshot = { tools: [] };
    if (facts.serverInfo)
        snapshot.serverInfo = facts.serverInfo;
    if (facts.protocolVersion)
        snapshot.protocolVersion = facts.protocolVersion;
    if (connected.era === 'discover')
        snapshot.era = 'discover';
    // what the server tells the model about itself, in either era's opening result: pinned like a tool's description
    const instructions = connected.recording.openingResult?.instructions;
    if (typeof instructions === 'string')
        snapshot.instructions = instructions;
    snapshot.capabilities = capabilities;
    snapshot.clientCapabilities = clientCapabilities;
    snapshot.tools = (await orEmptyWhenUnsupported(list('tools/list', 'tools'), capabilities.tools === undefined));
    if (capabilities.prompts !== undefined)
        snapshot.prompts = (await orEmptyWhenUnsupported(list('prompts/list', 'prompts'), true));
    if (capabilities.resources !== undefined) {
        snapshot.resources = (await orEmptyWhenUnsupported(list('resources/list', 'resources'), true));
        snapshot.resourceTemplates = (await orEmptyWhenUnsupported(list('resources/templates/list', 'resourceTemplates'), true));
    }
    return snapshot;
}
/** A list the server does not implement ("method not found") is an empty list when that is allowed. */
async function orEmptyWhenUnsupported(request, allowed) {
    try {
        return await request;
    }
    catch (err) {
        if (allowed && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ErrorCode */ .O4.MethodNotFound)
            return [];
        throw err;
    }
}
const LIST_CHANGED = [
    ['tools', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ToolListChangedNotificationSchema */ .fH, 'toolsListChanged'],
    ['prompts', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .PromptListChangedNotificationSchema */ .br, 'promptsListChanged'],
    ['resources', _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_2__/* .ResourceListChangedNotificationSchema */ .hh, 'resourcesListChanged'],
];
/** A timeout long enough for a request that stays open for the life of the session (`subscriptions/listen`). */
const OPEN_ENDED_MS = 2 ** 31 - 1;
/**
 * Call `handler` whenever the server says one of its lists changed. Initialize era: the `notifications/…/list_changed`
 * the server sends on its own. Discover era: those notifications arrive on a `subscriptions/listen` request, which is
 * sent here and stays open; resolves once the server acknowledged it (or at once in the initialize era). The
 * returned function stops listening.
 */
async function listenForListChanges(connected, handler, kinds = ['tools', 'prompts', 'resources']) {
    const { client } = connected;
    for (const [kind, schema] of LIST_CHANGED)
        if (kinds.includes(kind))
            client.setNotificationHandler(schema, () => handler(kind));
    const stopHandlers = () => {
        for (const [kind, schema] of LIST_CHANGED)
            if (kinds.includes(kind))
                client.removeNotificationHandler(schema.shape.method.value);
    };
    if (connected.era === 'initialize')
        return stopHandlers;
    const controller = new AbortController();
    const notifications = {};
    for (const [kind, , flag] of LIST_CHANGED)
        if (kinds.includes(kind))
            notifications[flag] = true;
    const acknowledged = new Promise((resolve) => {
        client.fallbackNotificationHandler = async (n) => {
            if (n.method === 'notifications/subscriptions/acknowledged')
                resolve();
        };
    });
    const listen = client.request({ method: 'subscriptions/listen', params: { notifications } }, _list_raw_js__WEBPACK_IMPORTED_MODULE_6__/* .PermissiveResultSchema */ .Ur, { signal: controller.signal, timeout: OPEN_ENDED_MS });
    listen.catch(() => { });
    await Promise.race([acknowledged, listen.then(() => undefined)]);
    return () => {
        controller.abort();
        stopHandlers();
    };
}


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ connectStdio)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9560);



/**
 * Open a started stdio server in its era (the config's `protocol`, negotiated under auto). Some SDKs end the process on
 * any request before `initialize`: under auto that is an initialize-era server, so a fresh process (put in `slot`) is
 * opened with `initialize`. Discovery and open sessions (probes, guard, proxy) both open servers through here.
 */
async function connectStdio(slot, spawn, server, clientCapabilities, deadline, progress) {
    try {
        return await (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, server.protocol);
    }
    catch (err) {
        if (!exitedOnProbe(err, server, deadline))
            throw err;
        await slot.transport.close();
        slot.transport = spawn();
        await deadline.race(slot.transport.start());
        return (0,_session_js__WEBPACK_IMPORTED_MODULE_2__/* .connect */ .Ng)(slot.transport, clientCapabilities, deadline, progress, _model_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .INITIALIZE_ERA_VERSION */ .LZ);
    }
}
/** Under `auto`, the server process ended on our `server/discover` (not on a time or cancel). */
function exitedOnProbe(err, server, deadline) {
    return (server.protocol ?? 'auto') === 'auto' && !deadline.reason && err instanceof _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .McpError */ .Nh && err.code === _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.ConnectionClosed;
}


/***/ }),

/***/ 3645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ GroupStdioTransport)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6224);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(330);
/* harmony import */ var _http_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7547);
/* harmony import */ var _process_process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(426);
/* harmony import */ var _process_tail_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(795);





/** How many skipped stdout lines are quoted in `junk` (the rest are counted). */
const MAX_JUNK_QUOTED = 3;
/**
 * MCP stdio client transport that starts the server as the leader of its own process group and, on close, ends the
 * whole group (SIGTERM, then SIGKILL), so that grandchildren (npx → node, workers) never outlive discovery. stderr is
 * kept (its tail) for error reports. Each stdout line should be one JSON-RPC message; anything else (a banner, a log
 * line) is skipped, as the official SDK clients do, and kept in `junk` for a warning. A line longer than
 * MAX_MESSAGE_BYTES ends the session (`violation`). Messages are passed on as the raw parsed JSON, so every field the
 * server sent is kept.
 */
class GroupStdioTransport {
    params;
    onclose;
    onerror;
    onmessage;
    stderr = new _process_tail_js__WEBPACK_IMPORTED_MODULE_4__/* .LineTail */ .Z(20);
    /** Set when the server broke the stdio framing beyond repair (a line without end). */
    violation;
    /** Lines on stdout that were not JSON-RPC messages (skipped): the first few quoted, and how many in all. */
    junk = { quoted: [], count: 0 };
    /** Set once the process has ended (exit code or signal, or the spawn error). */
    ended;
    /** Called once, on the server's first output on stdout: it has started (the start budget ends there). */
    onFirstOutput;
    spoke = false;
    proc;
    starting;
    buffer = [];
    bufferedBytes = 0;
    closing;
    closeNotified = false;
    constructor(params) {
        this.params = params;
    }
    get pid() {
        return this.proc?.pgid;
    }
    /** Resolves when the server process has ended (immediately if it never started). */
    async waitForEnd(ms) {
        if (!this.proc)
            return this.ended;
        const timer = new Promise((r) => setTimeout(() => r(undefined), ms).unref());
        return (await Promise.race([this.proc.exited, timer])) ?? this.ended;
    }
    /** Spawn the server. Idempotent: the Client calls it again on connect when it was started beforehand. */
    start() {
        this.starting ??= this.spawn();
        return this.starting;
    }
    async spawn() {
        const { command, args, env, cwd } = this.params;
        const proc = (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .spawnGroup */ .j8)(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
        this.proc = proc;
        void proc.exited.then(async (end) => {
            this.ended = end;
            // Read what is still in the pipe (the last response) before reporting the end; a grandchild may hold the
            // pipe open, so do not wait for it to close.
            await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 200).unref())]);
            this.notifyClosed();
        });
        await new Promise((resolve, reject) => {
            proc.child.once('spawn', () => resolve());
            proc.child.once('error', (error) => {
                this.ended = { code: null, signal: null, error };
                reject(error);
            });
        });
        proc.child.stderr?.on('data', (chunk) => this.stderr.push(chunk));
        proc.child.stdout?.on('data', (chunk) => this.onStdout(chunk));
        proc.child.stdin?.on('error', () => {
            // EPIPE when the server is gone; its exit is reported through onclose.
        });
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.proc?.child.stdin;
            if (!stdin || stdin.destroyed || !stdin.writable || this.closing) {
                // The same error the Client gets when the connection closes under a request: the process has ended.
                reject(new _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .McpError */ .Nh(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorCode */ .O4.ConnectionClosed, 'Not connected'));
                return;
            }
            if (stdin.write((0,_modelcontextprotocol_sdk_shared_stdio_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeMessage */ .Ex)(message)))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /** End the session: close stdin, give the server a moment to exit, then end its whole process group. */
    close() {
        this.closing ??= this.shutdown();
        return this.closing;
    }
    async shutdown() {
        const proc = this.proc;
        if (proc) {
            try {
                proc.child.stdin?.end();
            }
            catch {
                // ignore
            }
            await Promise.race([proc.exited, new Promise((r) => setTimeout(r, 100).unref())]);
            await (0,_process_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .terminateGroup */ .TK)(proc.pgid, this.params.killGraceMs ?? 1000);
            await Promise.race([proc.closed, new Promise((r) => setTimeout(r, 1000).unref())]);
        }
        this.notifyClosed();
    }
    notifyClosed() {
        if (this.closeNotified)
            return;
        this.closeNotified = true;
        this.onclose?.();
    }
    onStdout(chunk) {
        if (!this.spoke) {
            this.spoke = true;
            this.onFirstOutput?.();
        }
        if (this.violation)
            return;
        let start = 0;
        for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
            this.buffer.push(chunk.subarray(start, nl));
            const line = Buffer.concat(this.buffer).toString('utf8').replace(/\r$/, '');
            this.buffer = [];
            this.bufferedBytes = 0;
            start = nl + 1;
            this.onLine(line);
            if (this.violation)
                return;
        }
        if (start < chunk.length) {
            this.buffer.push(chunk.subarray(start));
            this.bufferedBytes += chunk.length - start;
            if (this.bufferedBytes > _http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_BYTES */ .fv)
                this.fail(`the server wrote more than ${_http_body_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_MESSAGE_BYTES */ .fv / 1024 / 1024} MiB on stdout without a line break`);
        }
    }
    onLine(line) {
        if (line.trim() === '')
            return;
        let message;
        try {
            message = JSON.parse(line);
        }
        catch {
            this.skip(line);
            return;
        }
        if (!_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_1__/* .JSONRPCMessageSchema */ .OR.safeParse(message).success) {
            this.skip(line);
            return;
        }
        this.onmessage?.(message);
    }
    skip(line) {
        this.junk.count++;
        if (this.junk.quoted.length < MAX_JUNK_QUOTED)
            this.junk.quoted.push(quote(line));
    }
    /** The warning for skipped stdout lines, if there were any. */
    junkWarning() {
        const { quoted, count } = this.junk;
        if (count === 0)
            return undefined;
        const more = count > quoted.length ? ` and ${count - quoted.length} more` : '';
        return `the server wrote ${count} line${count === 1 ? '' : 's'} on stdout that ${count === 1 ? 'is' : 'are'} not JSON-RPC (skipped): ${quoted.join(', ')}${more}; stdout carries only protocol messages, logs belong on stderr`;
    }
    fail(reason) {
        this.violation = `protocol violation: ${reason}`;
        this.onerror?.(new Error(this.violation));
        void this.close();
    }
}
function quote(line) {
    return JSON.stringify(line.length > 200 ? `${line.slice(0, 200)}…` : line);
}


/***/ }),

/***/ 1493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LZ: () => (/* binding */ INITIALIZE_ERA_VERSION),
/* harmony export */   ux: () => (/* binding */ PROTOCOL_CHOICES),
/* harmony export */   yW: () => (/* binding */ DISCOVER_ERA_VERSION)
/* harmony export */ });
/* unused harmony export DEFAULT_PROTOCOL */
/**
 * The protocol revisions the gate speaks, as plain constants: the config reads them, and it must not load the MCP SDK
 * (its zod schemas cost start-up time) to do so. src/mcp-client/era.ts builds on them; a test pins INITIALIZE_ERA_VERSION to the
 * SDK's LATEST_PROTOCOL_VERSION, so an SDK upgrade that moves it fails the suite instead of drifting.
 */
/** The newest revision of the initialize era (what the v1 SDK proposes in `initialize`: its LATEST_PROTOCOL_VERSION). */
const INITIALIZE_ERA_VERSION = '2025-11-25';
/** The revision of the discover era the gate speaks. */
const DISCOVER_ERA_VERSION = '2026-07-28';
/** The config knob `protocol`: negotiate (default), or speak exactly one revision. */
const PROTOCOL_CHOICES = ['auto', INITIALIZE_ERA_VERSION, DISCOVER_ERA_VERSION];
const DEFAULT_PROTOCOL = 'auto';


/***/ }),

/***/ 6333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ CATALOG_BY_ID),
/* harmony export */   dL: () => (/* binding */ ruleData),
/* harmony export */   fD: () => (/* binding */ rulesOf),
/* harmony export */   kc: () => (/* binding */ ALL_RULE_IDS)
/* harmony export */ });
/* unused harmony exports CATALOG, ALL_RULES */
/* harmony import */ var _diff_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3036);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1821);


/** Rules the policy adds on top of the diff, in reference order. */
const POLICY_RULES = [_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .forbiddenTool */ .yI, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .versionBumpMissing */ .nn, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .probeRegressed */ .D2, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .gateConfigChanged */ .Ml, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .serverLaunchUnpinned */ .WY, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .serverPackageChanged */ .c0, _rules_js__WEBPACK_IMPORTED_MODULE_1__/* .serverJsonVersionMismatch */ .gf];
/** The typed data of a change made by the rule `id`, or undefined when another rule made it (or it carries none). */
function ruleData(id, change) {
    return change.rule === id ? change.data : undefined;
}
/**
 * The one rule catalog: every rule a finding can carry, the diff's (in reference order) then the policy's. Config
 * validation, the rule reference, the `rules` command, SARIF and the reports read it; a new rule is added to its
 * module's list (src/diff/rules/index.ts or POLICY_RULES above) and nowhere else.
 */
const CATALOG = [..._diff_rules_catalog_js__WEBPACK_IMPORTED_MODULE_0__/* .RULES */ .y0.map((rule) => ({ rule, origin: 'diff' })), ...POLICY_RULES.map((rule) => ({ rule, origin: 'policy' }))];
/** Every rule, in catalog order. */
const ALL_RULES = CATALOG.map((e) => e.rule);
/** Every ID a config may name in policy.rules and policy.ignore: the diff's rules and the policy's own. */
const ALL_RULE_IDS = ALL_RULES.map((r) => r.id);
/** Any rule by ID. */
const CATALOG_BY_ID = new Map(ALL_RULES.map((r) => [r.id, r]));
/** The rules of one origin, in catalog order. */
function rulesOf(origin) {
    return CATALOG.filter((e) => e.origin === origin).map((e) => e.rule);
}


/***/ }),

/***/ 2863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _3: () => (/* binding */ evaluate),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony export DEFAULT_POLICY */
/* harmony import */ var _knobs_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7727);

/** The policy with every default (the one definition of each lives with its knob, src/policy/knobs/). */
const DEFAULT_POLICY = (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultPolicy */ .G4)();
function eachAt(stage, step, run) {
    for (const knob of _knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_KNOBS */ .nN)
        if (knob.stage === stage && knob.each)
            knob.each(step, (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .knobValue */ .Aq)(knob, step.policy), run);
}
/**
 * Apply the policy to a diff, knob by knob (src/policy/knobs/): severities first (per-rule overrides, safe-integer
 * bounds), then what blocks (fail-on, new destructive or unannotated tools, security flags), then the change-wide
 * knobs (max-new-tools), then the waivers (ignore entries, with expiry).
 */
function evaluate(diff, policy, options) {
    const run = { today: options.today, notes: [], noted: new Set() };
    const steps = [...diff.changes, ...(options.extra ?? [])].map((change) => {
        const effects = [...(change.effects ?? [])];
        const step = { change, finding: { ...change, blocking: false }, effects, policy };
        eachAt('severity', step, run);
        eachAt('blocking', step, run);
        return step;
    });
    for (const knob of _knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY_KNOBS */ .nN)
        knob.all?.(steps, (0,_knobs_index_js__WEBPACK_IMPORTED_MODULE_0__/* .knobValue */ .Aq)(knob, policy), run);
    const findings = steps.map((step) => {
        eachAt('waiver', step, run);
        if (step.effects.length)
            step.finding.effects = step.effects;
        return step.finding;
    });
    const failures = [];
    for (const [server, status] of Object.entries(diff.servers)) {
        for (const [side, snap] of [
            ['base', status.before],
            ['head', status.after],
        ]) {
            if (!snap?.error)
                continue;
            const failure = { server, side, message: snap.error.message };
            if (snap.error.exitCode !== undefined)
                failure.exitCode = snap.error.exitCode;
            if (snap.error.stderr)
                failure.stderr = snap.error.stderr;
            if (snap.error.timedOut)
                failure.timedOut = true;
            failures.push(failure);
        }
    }
    return recount({ findings, summary: { breaking: 0, silent: 0, additive: 0, cosmetic: 0 }, blocking: 0, failures, notes: run.notes });
}
/** Counts per severity and blocking findings, from the findings as they are now (the verdict is src/gate's). */
function recount(evaluation) {
    const summary = { breaking: 0, silent: 0, additive: 0, cosmetic: 0 };
    for (const f of evaluation.findings)
        summary[f.severity]++;
    evaluation.summary = summary;
    evaluation.blocking = evaluation.findings.filter((f) => f.blocking).length;
    return evaluation;
}


/***/ }),

/***/ 9292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S: () => (/* binding */ judge)
});

// UNUSED EXPORTS: emptyServerNotes

// EXTERNAL MODULE: ./src/diff/engine.ts + 16 modules
var engine = __webpack_require__(4848);
// EXTERNAL MODULE: ./src/contract/tool-list.ts
var tool_list = __webpack_require__(555);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
// EXTERNAL MODULE: ./src/contract/deprecation.ts
var deprecation = __webpack_require__(100);
;// CONCATENATED MODULE: ./src/policy/deprecation.ts



/**
 * Deprecations: a tool removed after its announced sunset date is an expected removal (additive); one removed before
 * it is breaking (and says so). Deprecated tools at head are listed in the notes.
 */
function applyDeprecations(findings, before, after, today) {
    const notes = [];
    const index = new Map();
    const lookup = (set, server, name) => {
        let bySnap = index.get(set);
        if (!bySnap)
            index.set(set, (bySnap = new Map()));
        const snap = set.servers[server ?? types/* DEFAULT_SERVER_ID */.k] ?? Object.values(set.servers)[0];
        if (!snap)
            return undefined;
        const key = server ?? types/* DEFAULT_SERVER_ID */.k;
        let tools = bySnap.get(key);
        if (!tools)
            bySnap.set(key, (tools = new Map((0,tool_list/* checkTools */.Gd)(snap.tools).entries.map((t) => [t.name, t]))));
        return tools.get(name);
    };
    for (const f of findings) {
        if (f.rule !== 'tool-removed')
            continue;
        const old = lookup(before, f.server, f.tool);
        const dep = old && (0,deprecation/* deprecationOf */.c)(old);
        if (!dep?.sunset)
            continue;
        if (dep.sunset <= today) {
            f.severity = 'additive';
            f.blocking = false;
            f.reason = `Removed after its announced sunset date (${dep.sunset}): callers were told to move off it.`;
            (f.effects ??= []).push({ kind: 'sunset', message: `sunset ${dep.sunset} has passed` });
        }
        else {
            f.reason = `Removed before its announced sunset date (${dep.sunset}): callers were promised it until then.`;
            (f.effects ??= []).push({ kind: 'sunset', message: `removed before its sunset date ${dep.sunset}` });
        }
    }
    for (const [id, snap] of Object.entries(after.servers).sort(([a], [b]) => a.localeCompare(b))) {
        for (const tool of (0,tool_list/* checkTools */.Gd)(snap.tools).entries) {
            const dep = (0,deprecation/* deprecationOf */.c)(tool);
            if (!dep)
                continue;
            const was = lookup(before, id === types/* DEFAULT_SERVER_ID */.k ? undefined : id, tool.name);
            const isNew = !was || !(0,deprecation/* deprecationOf */.c)(was);
            const detail = typeof dep.deprecated === 'string' ? `: ${dep.deprecated}` : '';
            notes.push(`${isNew ? 'Newly deprecated' : 'Deprecated'}: tool ${tool.name}${id === types/* DEFAULT_SERVER_ID */.k ? '' : ` (${id})`}${dep.sunset ? `, sunset ${dep.sunset}` : ''}${detail}`);
        }
    }
    return notes;
}

// EXTERNAL MODULE: ./src/policy/evaluate.ts
var evaluate = __webpack_require__(2863);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/policy/rules.ts
var rules = __webpack_require__(1821);
;// CONCATENATED MODULE: ./src/policy/forbidden.ts




/** Every head tool that a server's `forbidden-tools` globs match: blocking whether or not it changed. */
function forbiddenToolFindings(servers, head) {
    const out = [];
    const single = Object.keys(head.servers).length === 1 && head.servers[types/* DEFAULT_SERVER_ID */.k] !== undefined;
    for (const server of servers) {
        if (!server.forbiddenTools?.length)
            continue;
        const snap = head.servers[server.id] ?? (single ? head.servers[types/* DEFAULT_SERVER_ID */.k] : undefined);
        if (!snap)
            continue;
        for (const tool of (0,tool_list/* checkTools */.Gd)(snap.tools).entries) {
            const pattern = server.forbiddenTools.find((p) => picomatch_default().isMatch(tool.name, p, { dot: true }));
            if (!pattern)
                continue;
            const source = `${server.origin.file}: ${server.origin.key}.forbidden-tools`;
            const change = rules/* forbiddenTool */.yI.make({ entity: 'tool', tool: tool.name, path: '', pointer: '' }, null, tool.name, { pattern, source }, [
                { id: 'forbidden-tool', message: `'${tool.name}' is forbidden on server '${server.id}' by '${pattern}'`, evidence: tool.name },
            ]);
            out.push({ ...(single ? {} : { server: server.id }), ...change, blocking: true, effects: [{ kind: 'forbidden-tool', message: `forbidden by '${pattern}'`, source }] });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/policy/launch.ts


const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/;
/**
 * The exact spec to use instead: the version the spec resolved to when it was discovered, else the version the server
 * reports when it looks like the package's; for an image, the digest it resolved to.
 */
function suggestion(pkg, reported) {
    if (pkg.manager === 'docker')
        return pkg.integrity?.startsWith('sha256:') ? `${pkg.name}@${pkg.integrity}` : undefined; // an image tag is not the server's version
    const version = pkg.resolved ?? (reported && SEMVER.test(reported) ? reported : undefined);
    if (!version)
        return undefined;
    return pkg.manager === 'uvx' || pkg.manager === 'pipx' ? `${pkg.name}==${version}` : `${pkg.name}@${version}`;
}
/** A finding for each head server whose launch spec names no exact package version (`server-launch-unpinned`). */
function launchFindings(head) {
    const single = Object.keys(head.servers).length === 1 && head.servers[types/* DEFAULT_SERVER_ID */.k] !== undefined;
    const out = [];
    for (const [id, snap] of Object.entries(head.servers)) {
        const pkg = snap.package;
        if (!pkg || pkg.version !== undefined || pkg.requested === undefined)
            continue;
        const suggested = suggestion(pkg, typeof snap.serverInfo?.version === 'string' ? snap.serverInfo.version : undefined);
        const change = rules/* serverLaunchUnpinned */.WY.make({ entity: 'server', tool: '(launch)', path: '', pointer: '/package' }, pkg.requested, suggested ?? pkg.name, {
            manager: pkg.manager,
            name: pkg.name,
            requested: pkg.requested,
            ...(suggested ? { suggested } : {}),
        });
        out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/policy/package-changed.ts


/** The exact version a package ran: the one its spec names, else the one it resolved to. */
function exactVersion(pkg) {
    return pkg?.version ?? pkg?.resolved;
}
const known = (integrity) => typeof integrity === 'string' && integrity !== '' && integrity !== types/* UNKNOWN_INTEGRITY */.P;
/**
 * A finding for each server whose package runs the same exact version as in the baseline but resolved to another
 * integrity (`server-package-changed`). An integrity that either side could not read compares with nothing.
 */
function packageChangedFindings(before, after) {
    const single = Object.keys(after.servers).length === 1 && after.servers[types/* DEFAULT_SERVER_ID */.k] !== undefined;
    const out = [];
    for (const [id, snap] of Object.entries(after.servers)) {
        const a = snap.package;
        const b = before.servers[id]?.package;
        if (!a || !b || a.manager !== b.manager || a.name !== b.name)
            continue;
        const version = exactVersion(a);
        if (!version || version !== exactVersion(b) || !known(a.integrity) || !known(b.integrity) || a.integrity === b.integrity)
            continue;
        const change = rules/* serverPackageChanged */.c0.make({ entity: 'server', tool: '(launch)', path: '', pointer: '/package/integrity' }, b.integrity, a.integrity, {
            manager: a.manager,
            name: a.name,
            version,
        });
        out.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/policy/probes.ts

/** What a probe verdict adds to the evaluation: each head failure behind a rollback blocks; a hold is a note. */
function probeFindings(verdict) {
    const findings = [];
    if (verdict.decision === 'rollback') {
        for (const r of verdict.head.results) {
            if (r.status !== 'fail')
                continue;
            const before = verdict.base?.results.find((b) => b.id === r.id && b.server === r.server);
            const regression = !verdict.base || before?.status === 'pass' || (r.reason ?? '').startsWith('exposes forbidden tool');
            if (!regression)
                continue;
            const change = rules/* probeRegressed */.D2.make({ entity: 'tool', tool: `probe:${r.id}`, path: '', pointer: '' }, before?.observed ?? null, r.observed ?? null, { probe: r.id, detail: r.reason ?? 'failed' });
            findings.push({ ...change, server: r.server, blocking: true });
        }
    }
    return { findings, notes: verdict.decision === 'hold' ? [`Probes say hold: ${verdict.reasons.join('; ')}`] : [] };
}

// EXTERNAL MODULE: ./src/policy/versioning.ts
var versioning = __webpack_require__(5412);
;// CONCATENATED MODULE: ./src/policy/server-json.ts


/**
 * A config read from an MCP Registry server.json: a finding for each package entry whose own version is not the
 * server's version (`server-json-version-mismatch`). `v1.2.0` and `1.2.0` are the same version.
 */
function serverJsonFindings(config) {
    const src = config.serverJson;
    if (!src)
        return [];
    return src.packages
        .filter((p) => !(0,versioning/* sameVersion */.r1)(p.version, src.version))
        .map((p) => {
        const change = rules/* serverJsonVersionMismatch */.gf.make({ entity: 'server', tool: '(server.json)', path: '', pointer: '/version' }, src.version, p.version, {
            file: src.file,
            key: p.key,
            identifier: p.identifier,
            packageVersion: p.version,
            version: src.version,
        });
        return { server: p.server, ...change, blocking: false };
    });
}

;// CONCATENATED MODULE: ./src/policy/judge.ts









/**
 * The whole engine after discovery: diff, then every policy (forbidden tools, versions, config edits, probes,
 * deprecations, ignores), counted once. Pure; the evaluation it returns is frozen: later stages read it, none edits it.
 */
function judge(input) {
    const { before, after, config } = input;
    const diff = (0,engine/* diffSnapshots */.V1)(before, after);
    const policy = input.failOn ? { ...config.policy, failOn: input.failOn } : config.policy;
    const forbidden = forbiddenToolFindings(config.servers, after);
    const versions = policy.versioning === 'semver' ? (0,versioning/* versionFindings */.Ny)(diff, before, after, { zeroVersions: policy.zeroVersions }) : { findings: [], notes: [] };
    const probes = input.probes ? probeFindings(input.probes) : { findings: [], notes: [] };
    const evaluation = (0,evaluate/* evaluate */._3)(diff, policy, {
        today: input.today,
        extra: [...(input.extra ?? []), ...forbidden, ...launchFindings(after), ...packageChangedFindings(before, after), ...serverJsonFindings(config), ...versions.findings, ...probes.findings],
    });
    const deprecations = applyDeprecations(evaluation.findings, before, after, input.today);
    evaluation.notes = [...(input.notes ?? []), ...evaluation.notes, ...emptyServerNotes(after), ...versions.notes, ...deprecations, ...probes.notes];
    // deprecations may have changed severities: count again, then nothing changes it any more
    return { diff, evaluation: freezeEvaluation((0,evaluate/* recount */.d3)(evaluation)) };
}
/** A server read without error that lists no tool: usually a missing key or flag, rarely what the author meant. */
function emptyServerNotes(after) {
    return Object.entries(after.servers)
        .filter(([, s]) => !s.error && s.tools.length === 0 && !s.prompts?.length && !s.resourceTemplates?.length && !s.resources?.length)
        .map(([id]) => `Server ${id} lists no tools: a missing API key or feature flag, or the client capabilities declared, can hide them (pinning it pins an empty list).`);
}
function freezeEvaluation(e) {
    for (const f of e.findings) {
        if (f.effects)
            Object.freeze(f.effects);
        if (f.flags)
            Object.freeze(f.flags);
        Object.freeze(f);
    }
    Object.freeze(e.findings);
    Object.freeze(e.failures);
    Object.freeze(e.notes);
    Object.freeze(e.summary);
    return Object.freeze(e);
}


/***/ }),

/***/ 7727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nN: () => (/* binding */ POLICY_KNOBS),
  G4: () => (/* binding */ defaultPolicy),
  Aq: () => (/* reexport */ knobValue),
  eX: () => (/* binding */ policyKnobShifts),
  wh: () => (/* binding */ policySchema),
  T4: () => (/* binding */ readPolicy)
});

// UNUSED EXPORTS: blockFlags, blockNewDestructiveTools, blockUnannotatedNewTools, failOn, ignore, maxNewTools, rules, safeIntegerBounds, versioning, zeroVersions

// EXTERNAL MODULE: ./src/model/config.ts
var config = __webpack_require__(4663);
// EXTERNAL MODULE: ./src/policy/knobs/knob.ts
var knob = __webpack_require__(9746);
;// CONCATENATED MODULE: ./src/policy/knobs/block-flags.ts


/** Which security flags on text the model reads block: none < high < any. */
const blockFlags = (0,knob/* defineKnob */.iN)({
    key: 'block-flags',
    field: 'blockFlags',
    default: 'high',
    presence: 'when-set',
    example: 'none',
    schema: {
        type: 'string',
        enum: [...config/* BLOCK_FLAGS_MODES */.HH],
        description: "Security flags on text the model reads (a new tool's description, a changed one, parameter descriptions, prompts, resource templates, server instructions) that block until approved: `high` (default: alarm framing, concealment, priority claims, argument hijacking, credential paths, shell commands, hidden characters), `any` (also the review signals, such as an address to send data to), `none` (flags are shown, never block).",
        'x-expect': `one of ${config/* BLOCK_FLAGS_MODES */.HH.join(', ')}`,
    },
    read: (value) => (config/* BLOCK_FLAGS_MODES */.HH.includes(value) ? value : undefined),
    // BLOCK_FLAGS_MODES runs from the weakest to the strongest
    compare: (base, head) => (0,knob/* compareModes */.u)('block-flags', config/* BLOCK_FLAGS_MODES */.HH, base, head),
    stage: 'blocking',
    each({ change, finding, effects }, level) {
        const flagged = change.flags?.find((fl) => fl.confidence === 'high' || (fl.confidence === 'review' && level === 'any'));
        if (flagged && level !== 'none') {
            if (!finding.blocking)
                effects.push({ kind: 'security-flag', message: `${flagged.message}: needs approval (policy.block-flags: ${level})` });
            finding.blocking = true;
        }
        else if (!finding.blocking && change.flags?.some((fl) => fl.confidence))
            effects.push({ kind: 'listed-for-review', message: 'security flag listed for review, not blocking (policy.block-flags)' });
    },
});

;// CONCATENATED MODULE: ./src/policy/knobs/block-new-destructive-tools.ts

const destructiveAdded = (flags) => flags?.some((fl) => fl.id === 'destructive-tool-added') === true;
/** A new tool annotated destructive blocks until approved. */
const blockNewDestructiveTools = (0,knob/* defineKnob */.iN)({
    key: 'block-new-destructive-tools',
    field: 'blockNewDestructiveTools',
    default: true,
    presence: 'always',
    example: false,
    schema: { type: 'boolean', description: 'Block a newly added tool annotated `destructiveHint: true` until approved.', 'x-expect': 'true or false' },
    read: (value) => (typeof value === 'boolean' ? value : undefined),
    compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-new-destructive-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} → ${head}` }]),
    stage: 'blocking',
    each({ change, finding, effects }, value) {
        if (!value || change.rule !== 'tool-added' || !destructiveAdded(change.flags))
            return;
        if (!finding.blocking)
            effects.push({ kind: 'new-destructive-tool', message: 'a new destructive tool needs approval (policy.block-new-destructive-tools)' });
        finding.blocking = true;
    },
});
/** Whether block-new-destructive-tools already judged this change (a tool flagged destructive is not also unannotated). */
const judgedAsDestructive = (blockNew, change) => blockNew && change.rule === 'tool-added' && destructiveAdded(change.flags);

;// CONCATENATED MODULE: ./src/policy/knobs/value.ts
/** A knob's value in a policy: what the config set, or the knob's default (the one place a default is applied). */
function knobValue(knob, policy) {
    const set = policy[knob.field];
    return set === undefined ? knob.default : set;
}

;// CONCATENATED MODULE: ./src/policy/knobs/block-unannotated-new-tools.ts



/** A new tool with no readOnlyHint/destructiveHint (destructive only by the spec defaults) blocks too, when on. */
const blockUnannotatedNewTools = (0,knob/* defineKnob */.iN)({
    key: 'block-unannotated-new-tools',
    field: 'blockUnannotatedNewTools',
    default: false,
    presence: 'when-set',
    example: true,
    schema: {
        type: 'boolean',
        description: 'Also block a new tool that has neither `readOnlyHint` nor `destructiveHint` (the spec defaults call it destructive). Off by default: most servers annotate nothing, so such a tool is flagged `unannotated-tool-added` and listed for review without blocking. Needs `block-new-destructive-tools`.',
        'x-expect': 'true or false',
    },
    read: (value) => (typeof value === 'boolean' ? value : undefined),
    compare: (base, head) => (base === head ? [] : [{ key: 'policy.block-unannotated-new-tools', shift: head ? 'strengthens' : 'weakens', detail: `${base} → ${head}` }]),
    stage: 'blocking',
    each({ change, finding, effects, policy }, value) {
        const blockNew = knobValue(blockNewDestructiveTools, policy);
        if (judgedAsDestructive(blockNew, change))
            return;
        if (change.rule !== 'tool-added' || !change.flags?.some((fl) => fl.id === 'unannotated-tool-added'))
            return;
        if (blockNew && value) {
            if (!finding.blocking)
                effects.push({ kind: 'new-destructive-tool', message: 'a new tool without safety annotations needs approval (policy.block-unannotated-new-tools)' });
            finding.blocking = true;
        }
        else if (!finding.blocking)
            effects.push({ kind: 'listed-for-review', message: 'no readOnlyHint or destructiveHint: listed for review, not blocking (policy.block-unannotated-new-tools: false)' });
    },
});

// EXTERNAL MODULE: ./src/model/severity.ts
var severity = __webpack_require__(1502);
;// CONCATENATED MODULE: ./src/policy/knobs/fail-on.ts


const fail_on_severity = { type: 'string', enum: [...severity/* SEVERITIES */.o], 'x-expect': `one of ${severity/* SEVERITIES */.o.join(', ')}` };
/** The severities that block a merge until approved. */
const failOn = (0,knob/* defineKnob */.iN)({
    key: 'fail-on',
    field: 'failOn',
    default: ['breaking', 'silent'],
    presence: 'always',
    example: ['breaking'],
    schema: {
        type: ['array', 'string'],
        items: fail_on_severity,
        uniqueItems: true,
        description: 'Severities that block the merge until approved: any of `breaking`, `silent`, `additive`, `cosmetic`.',
        'x-expect': 'a list of severities (breaking, silent, additive, cosmetic)',
    },
    read(value, path, ctx) {
        if (Array.isArray(value))
            return value;
        if (typeof value !== 'string')
            return undefined;
        if (severity/* SEVERITIES */.o.includes(value))
            return [value];
        ctx.problem(path, `policy.fail-on must be a list of severities (breaking, silent, additive, cosmetic) (found ${ctx.describe(value)})${ctx.suggest(value, severity/* SEVERITIES */.o)}`);
        return undefined;
    },
    compare(base, head) {
        const out = [];
        const dropped = base.filter((s) => !head.includes(s));
        const added = head.filter((s) => !base.includes(s));
        if (dropped.length)
            out.push({ key: 'policy.fail-on', shift: 'weakens', detail: `no longer fails on ${(0,knob/* quoteList */.JN)(dropped)}` });
        if (added.length)
            out.push({ key: 'policy.fail-on', shift: 'strengthens', detail: `also fails on ${(0,knob/* quoteList */.JN)(added)}` });
        return out;
    },
    stage: 'blocking',
    // the base verdict: the knobs after it only ever add a reason to block
    each({ change, finding }, value) {
        finding.blocking = value.includes(finding.severity) || change.blocking === true;
    },
});


// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/policy/knobs/ignore.ts



const entrySchema = {
    type: 'object',
    description: 'A finding to accept without approval: it is still reported, but does not block.',
    required: ['tool', 'rule', 'reason'],
    additionalProperties: false,
    'x-expect': 'a mapping with `tool`, `rule` and `reason`',
    properties: {
        server: { type: 'string', description: 'Server id the entry applies to. Default: every server.', 'x-expect': 'a server id' },
        tool: { type: 'string', minLength: 1, description: 'Tool name, or a glob over tool names (`search_*`).', 'x-expect': 'a tool name or glob' },
        rule: { type: 'string', minLength: 1, description: 'Rule ID of the finding to ignore (see the rule catalog).', 'x-expect': 'a rule ID' },
        reason: { type: 'string', minLength: 1, description: 'Why this is acceptable; shown in the report next to the ignored finding.', 'x-expect': 'a non-empty sentence' },
        expires: {
            type: 'string',
            pattern: '^\\d{4}-\\d{2}-\\d{2}$',
            description: 'Date (YYYY-MM-DD) on and after which the entry no longer applies; the report says so.',
            'x-expect': 'a date written YYYY-MM-DD',
        },
    },
};
const NEVER = '9999-99-99';
const entryKey = (e) => [e.server ?? '*', e.tool, e.rule].join('\u0000');
const entryName = (e) => `${e.server ? `${e.server}/` : ''}${e.tool} ${e.rule}`;
const source = (e) => `${e.origin.file}: ${e.origin.key}`;
function isCalendarDate(text) {
    const d = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}
function matches(entry, change) {
    // an entry naming a server applies to its variants too (`sentry` covers `sentry#with-llm-key`)
    if (entry.server && change.server && entry.server !== change.server && entry.server !== (0,config/* entryIdOf */.NX)(change.server))
        return false;
    if (entry.rule !== change.rule && !picomatch_default().isMatch(change.rule, entry.rule))
        return false;
    return picomatch_default().isMatch(change.tool, entry.tool, { dot: true });
}
/** Findings accepted without approval, each with a reason and an optional expiry date. */
const ignore = (0,knob/* defineKnob */.iN)({
    key: 'ignore',
    field: 'ignore',
    default: [],
    presence: 'always',
    example: [{ tool: 'x', rule: 'tool-removed', reason: 'known' }],
    documentDefault: false,
    schema: {
        type: 'array',
        items: entrySchema,
        description: 'Findings to accept, each with `tool`, `rule`, `reason` and optionally `server` and `expires`.',
        'x-expect': 'a list of ignore entries',
    },
    read(value, at, ctx) {
        return value.map((entry, i) => {
            const path = [...at, i];
            const out = {
                tool: entry.tool,
                rule: entry.rule,
                reason: entry.reason,
                origin: { file: ctx.file, key: ctx.keyPath(path), line: ctx.line(path) },
            };
            if (typeof entry.server === 'string') {
                out.server = entry.server;
                if (ctx.serverIds.length > 0 && !ctx.serverIds.includes(entry.server))
                    ctx.problem([...path, 'server'], `policy.ignore[${i}].server "${entry.server}" is not a configured server id${ctx.suggest(entry.server, ctx.serverIds) || `; configured: ${ctx.serverIds.join(', ')}`}`);
            }
            if (typeof entry.expires === 'string') {
                out.expires = entry.expires;
                if (!isCalendarDate(entry.expires))
                    ctx.problem([...path, 'expires'], `policy.ignore[${i}].expires must be a real date written YYYY-MM-DD (found ${ctx.describe(entry.expires)})`);
            }
            return out;
        });
    },
    compare(base, head) {
        const out = [];
        const was = new Map(base.map((e) => [entryKey(e), e]));
        const now = new Map(head.map((e) => [entryKey(e), e]));
        for (const [k, e] of now) {
            const before = was.get(k);
            if (!before)
                out.push({ key: 'policy.ignore', shift: 'weakens', detail: `new ignore entry ${entryName(e)} (${e.reason})` });
            else if ((before.expires ?? NEVER) < (e.expires ?? NEVER))
                out.push({ key: 'policy.ignore', shift: 'weakens', detail: `ignore entry ${entryName(e)} extended from ${before.expires} to ${e.expires ?? 'never expiring'}` });
            else if ((before.expires ?? NEVER) > (e.expires ?? NEVER))
                out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} now expires on ${e.expires}` });
        }
        for (const [k, e] of was)
            if (!now.has(k))
                out.push({ key: 'policy.ignore', shift: 'strengthens', detail: `ignore entry ${entryName(e)} removed` });
        return out;
    },
    stage: 'waiver',
    each({ change, finding, effects }, entries, run) {
        for (const entry of entries) {
            if (!matches(entry, change))
                continue;
            if (entry.expires && entry.expires <= run.today) {
                effects.push({ kind: 'ignore-expired', message: `ignore entry expired on ${entry.expires} (${entry.reason})`, source: source(entry) });
                if (!run.noted.has(entry)) {
                    run.noted.add(entry);
                    run.notes.push(`The ignore entry for ${entry.tool} / ${entry.rule} (${source(entry)}) expired on ${entry.expires} and no longer applies.`);
                }
                continue;
            }
            effects.push({ kind: 'ignored', message: `ignored: ${entry.reason}${entry.expires ? ` (until ${entry.expires})` : ''}`, source: source(entry) });
            finding.blocking = false;
            return;
        }
    },
});

;// CONCATENATED MODULE: ./src/policy/knobs/max-new-tools.ts

/**
 * A cap on how many tools one change may add to a server. Counted per server (each server is a surface an agent sees
 * on its own): when a pull request (or a drift) adds more than N tools to one server, every `tool-added` finding of
 * that server blocks until approved. Ignore entries still waive single tools. Unset (the default): no cap.
 */
const maxNewTools = (0,knob/* defineKnob */.iN)({
    key: 'max-new-tools',
    field: 'maxNewTools',
    default: undefined,
    presence: 'when-set',
    example: 3,
    schema: {
        type: 'integer',
        minimum: 0,
        description: 'Most tools one change may add to a server before its new tools block until approved (`0`: every new tool blocks). Counted per server; a server new to the lockfile counts too. Default: no limit.',
        'x-expect': 'a whole number of at least 0',
    },
    read: (value) => (typeof value === 'number' ? value : undefined),
    compare(base, head) {
        if (base === head)
            return [];
        const shown = (n) => (n === undefined ? 'no limit' : String(n));
        const weaker = head === undefined || (base !== undefined && head > base);
        return [{ key: 'policy.max-new-tools', shift: weaker ? 'weakens' : 'strengthens', detail: `${shown(base)} → ${shown(head)}` }];
    },
    all(steps, limit) {
        if (limit === undefined)
            return;
        const added = new Map();
        for (const s of steps)
            if (s.change.rule === 'tool-added')
                added.set(s.change.server ?? '', [...(added.get(s.change.server ?? '') ?? []), s]);
        for (const [server, list] of added) {
            if (list.length <= limit)
                continue;
            for (const { finding, effects } of list) {
                if (!finding.blocking)
                    effects.push({ kind: 'new-tool-limit', message: `${list.length} new tools on ${server || 'this server'}, more than policy.max-new-tools (${limit}) allows: needs approval` });
                finding.blocking = true;
            }
        }
    },
});

// EXTERNAL MODULE: ./src/policy/catalog.ts
var catalog = __webpack_require__(6333);
;// CONCATENATED MODULE: ./src/policy/knobs/rules.ts




const rank = (s) => severity/* SEVERITIES */.o.length - severity/* SEVERITIES */.o.indexOf(s);
const defaultSeverity = (rule) => catalog/* CATALOG_BY_ID */.K0.get(rule)?.severity;
/** Per-rule severity overrides. */
const rules = (0,knob/* defineKnob */.iN)({
    key: 'rules',
    field: 'rules',
    default: {},
    presence: 'always',
    example: { 'param-renamed': 'cosmetic' },
    documentDefault: false,
    schema: {
        type: 'object',
        description: 'Per-rule severity overrides, by rule ID: `{ default-changed: additive }`.',
        additionalProperties: fail_on_severity,
        'x-expect': 'a mapping of rule IDs to severities',
    },
    read: (value) => ({ ...value }),
    compare(base, head) {
        const out = [];
        for (const rule of [...new Set([...Object.keys(base), ...Object.keys(head)])].sort()) {
            const before = base[rule] ?? defaultSeverity(rule);
            const after = head[rule] ?? defaultSeverity(rule);
            if (before === after)
                continue;
            // an unknown rule's override cannot be ranked: read it as weaker, to be safe
            const shift = before && after ? (rank(after) < rank(before) ? 'weakens' : 'strengthens') : 'weakens';
            out.push({ key: `policy.rules.${rule}`, shift, detail: `${before ?? '(rule default)'} → ${after ?? '(rule default)'}` });
        }
        return out;
    },
    stage: 'severity',
    each({ change, finding, effects }, value) {
        const override = Object.hasOwn(value, change.rule) ? value[change.rule] : undefined;
        if (!override || override === change.severity)
            return;
        finding.originalSeverity = change.severity;
        finding.severity = override;
        effects.push({ kind: 'severity-override', message: `severity set to ${override} by policy.rules.${change.rule}` });
    },
});

// EXTERNAL MODULE: ./src/diff/rules/index.ts + 85 modules
var diff_rules = __webpack_require__(178);
;// CONCATENATED MODULE: ./src/policy/knobs/safe-integer-bounds.ts




/** How a bound at ±(2^53 − 1) (what zod `.int()` writes) reads: cosmetic, or a tightened constraint like any other. */
const safeIntegerBounds = (0,knob/* defineKnob */.iN)({
    key: 'safe-integer-bounds',
    field: 'safeIntegerBounds',
    default: 'ignore',
    presence: 'when-set',
    example: 'constraint',
    schema: {
        type: 'string',
        enum: [...config/* SAFE_INTEGER_BOUNDS_MODES */.ol],
        description: '`ignore`: a `minimum`/`maximum` added at ±9007199254740991 (what zod `.int()` writes) is cosmetic, since no caller sends such numbers. `constraint`: it is a `constraint-tightened` finding like any other bound.',
        'x-expect': 'ignore or constraint',
    },
    read: (value) => (config/* SAFE_INTEGER_BOUNDS_MODES */.ol.includes(value) ? value : undefined),
    // `ignore` makes such a bound cosmetic: fewer findings, so it is the weaker mode
    compare: (base, head) => (0,knob/* compareModes */.u)('safe-integer-bounds', ['ignore', 'constraint'], base, head),
    stage: 'severity',
    each({ change, finding, effects, policy }, value) {
        if (value !== 'constraint' || !(0,catalog/* ruleData */.dL)('constraint-tightened', change)?.safeIntegerLimit)
            return;
        if (Object.hasOwn(policy.rules, change.rule) && policy.rules[change.rule])
            return; // a per-rule override decides
        finding.originalSeverity = change.severity;
        finding.severity = diff_rules.constraintTightened.severity;
        finding.reason = diff_rules.constraintTightened.rationale;
        effects.push({ kind: 'severity-override', message: `severity set to ${finding.severity} by policy.safe-integer-bounds: constraint` });
    },
});

;// CONCATENATED MODULE: ./src/policy/knobs/versioning.ts

const MODES = ['none', 'semver'];
/** Version discipline: a breaking change needs a major bump of serverInfo.version. */
const versioning = (0,knob/* defineKnob */.iN)({
    key: 'versioning',
    field: 'versioning',
    default: 'none',
    presence: 'always',
    example: 'semver',
    schema: {
        type: 'string',
        enum: [...MODES],
        description: '`semver`: flag a breaking change that is not accompanied by a major bump of `serverInfo.version`.',
        'x-expect': 'none or semver',
    },
    read: (value) => (MODES.includes(value) ? value : undefined),
    compare: (base, head) => (0,knob/* compareModes */.u)('versioning', MODES, base, head),
    appliedIn: 'judge (version findings, src/policy/versioning.ts)',
});

// EXTERNAL MODULE: ./src/policy/knobs/zero-versions.ts
var zero_versions = __webpack_require__(7400);
;// CONCATENATED MODULE: ./src/policy/knobs/index.ts













/**
 * Every key under `policy`, in the order the schema, the config reference and `policyShifts` list them. Within a stage
 * of `evaluate` the knobs act in this order too. A new knob is one module and one line here.
 */
// method-style hooks make each PolicyKnob<K> a PolicyKnob of the union
const POLICY_KNOBS = [
    failOn,
    rules,
    ignore,
    blockNewDestructiveTools,
    blockUnannotatedNewTools,
    safeIntegerBounds,
    blockFlags,
    zero_versions/* zeroVersions */.i,
    versioning,
    maxNewTools,
];
/** The policy with every default: the fields a policy always carries, each knob's default. */
function defaultPolicy() {
    const policy = {};
    for (const knob of POLICY_KNOBS)
        if (knob.presence === 'always')
            policy[knob.field] = structuredClone(knob.default);
    return policy;
}
/** Read a `policy` mapping that passed the schema into a PolicyConfig (problems go to `ctx.problem`). */
function readPolicy(data, ctx) {
    const policy = defaultPolicy();
    for (const knob of POLICY_KNOBS) {
        if (data[knob.key] === undefined)
            continue;
        const value = knob.read(data[knob.key], ['policy', knob.key], ctx);
        if (value !== undefined)
            policy[knob.field] = value;
    }
    return policy;
}
/** The JSON Schema of `policy`, from the knobs (a knob's default is shown unless it is an empty list or mapping). */
function policySchema() {
    const properties = {};
    for (const knob of POLICY_KNOBS)
        properties[knob.key] = knob.default !== undefined && knob.documentDefault !== false ? { ...knob.schema, default: knob.default } : { ...knob.schema };
    return { type: 'object', description: 'What blocks a merge.', additionalProperties: false, 'x-expect': 'a mapping', properties };
}
/** How the pull request's policy differs from the base commit's, knob by knob (defaults applied on both sides). */
function policyKnobShifts(base, head) {
    return POLICY_KNOBS.flatMap((knob) => knob.compare(knobValue(knob, base), knobValue(knob, head)));
}


/***/ }),

/***/ 9746:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ quoteList),
/* harmony export */   iN: () => (/* binding */ defineKnob),
/* harmony export */   u: () => (/* binding */ compareModes)
/* harmony export */ });
/** Type a knob by its field (the list holds them as PolicyKnob). */
function defineKnob(knob) {
    return knob;
}
/** Two values of a mode knob whose modes are listed from the weakest to the strongest. */
function compareModes(key, weakToStrong, base, head) {
    if (base === head)
        return [];
    return [{ key: `policy.${key}`, shift: weakToStrong.indexOf(head) < weakToStrong.indexOf(base) ? 'weakens' : 'strengthens', detail: `${base} → ${head}` }];
}
const quoteList = (xs) => xs.map((x) => `'${x}'`).join(', ');


/***/ }),

/***/ 7400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ zeroVersions)
/* harmony export */ });
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4663);
/* harmony import */ var _knob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9746);


/** With `versioning: semver` and in `release-check` (and the action's release mode), how 0.x versions read. */
const zeroVersions = (0,_knob_js__WEBPACK_IMPORTED_MODULE_0__/* .defineKnob */ .iN)({
    key: 'zero-versions',
    field: 'zeroVersions',
    default: 'caret',
    presence: 'when-set',
    example: 'exempt',
    schema: {
        type: 'string',
        enum: [..._model_config_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_VERSIONS_MODES */ .SP],
        description: 'With `versioning: semver`, and in `release-check` and the release mode, how 0.x versions read. `caret` (npm `^` ranges): in 0.y.z a minor bump is the breaking one and a patch bump may add features; in 0.0.z every bump is breaking. `exempt`: 0.x versions are not checked (semver §4: anything may change).',
        'x-expect': 'caret or exempt',
    },
    read: (value) => (_model_config_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_VERSIONS_MODES */ .SP.includes(value) ? value : undefined),
    // `exempt` checks no 0.x version: the weaker mode
    compare: (base, head) => (0,_knob_js__WEBPACK_IMPORTED_MODULE_0__/* .compareModes */ .u)('zero-versions', ['exempt', 'caret'], base, head),
    appliedIn: 'judge (version findings) and the release check (releaseBump), src/policy/versioning.ts',
});


/***/ }),

/***/ 1821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D2: () => (/* binding */ probeRegressed),
/* harmony export */   Ml: () => (/* binding */ gateConfigChanged),
/* harmony export */   WY: () => (/* binding */ serverLaunchUnpinned),
/* harmony export */   c0: () => (/* binding */ serverPackageChanged),
/* harmony export */   gf: () => (/* binding */ serverJsonVersionMismatch),
/* harmony export */   nn: () => (/* binding */ versionBumpMissing),
/* harmony export */   yI: () => (/* binding */ forbiddenTool)
/* harmony export */ });
/* harmony import */ var _diff_rule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5381);

/** Rules the policy adds on top of the diff: they judge the head contract or the release, not a single change. The catalog (./catalog.ts) lists them. */
const forbiddenTool = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'forbidden-tool',
    title: 'Forbidden tool exposed',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'The server exposes a tool its role must never have (policy forbidden-tools); agents with this server can now call it.',
    message: ({ site, meta }) => `tool '${site.tool}' matches forbidden-tools pattern '${meta.pattern}' (${meta.source})`,
});
const versionBumpMissing = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'version-bump-missing',
    title: 'Version bump missing',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'Semver promises callers that a release without a major bump keeps their calls working; these changes break that promise.',
    judge: (meta) => (meta.needed === 'minor' ? { severity: 'cosmetic', reason: 'New capabilities without a minor bump: nothing breaks, but the version undersells the release.' } : undefined),
    message: ({ meta }) => `${meta.what} goes from ${meta.from} to ${meta.to}, but the changes call for a ${meta.needed} bump (e.g. ${meta.suggested})`,
});
const probeRegressed = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'probe-regressed',
    title: 'Probe case regressed',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'A frozen role case that passes at base fails at head: the candidate does the job worse, whatever its schema says.',
    message: ({ meta }) => `probe '${meta.probe}' fails at head: ${meta.detail}`,
});
const gateConfigChanged = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'gate-config-changed',
    title: 'Gate config changed',
    scope: 'any',
    severity: 'breaking',
    rationale: "The pull request edits the policy that judges it. The base commit's policy still judges this pull request; a weaker policy takes effect once merged, so a maintainer must approve it like a contract change.",
    judge: (meta) => meta.shift === 'strengthens'
        ? { severity: 'additive', reason: 'The pull request makes the gate stricter; the new policy applies once it is merged.' }
        : meta.shift === 'changes'
            ? { severity: 'silent', reason: 'The pull request changes how the gate judges later pull requests in a way that is neither clearly weaker nor stronger; review it.' }
            : undefined,
    message: ({ meta }) => `${meta.file}: ${meta.key} ${meta.shift === 'weakens' ? 'weakened' : meta.shift === 'strengthens' ? 'strengthened' : 'changed'}: ${meta.detail}`,
});
const serverLaunchUnpinned = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'server-launch-unpinned',
    title: 'Server launched without an exact version',
    scope: 'tool',
    severity: 'silent',
    rationale: 'A launch spec with no exact version (none, latest, a range, a tag) runs whatever the registry serves next: the next upstream release changes the tools under a pull request that did not touch them, or is pinned unseen. Relax with policy.rules.server-launch-unpinned.',
    message: ({ meta }) => `server launches ${meta.name} (${meta.manager}) ${meta.requested === 'none' ? 'with no version' : `as '${meta.requested}'`}: pin an exact version${meta.suggested ? `, e.g. ${meta.suggested}` : ''}`,
});
const serverPackageChanged = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'server-package-changed',
    title: 'Same package version, different content',
    scope: 'tool',
    severity: 'breaking',
    rationale: 'The launch spec runs the same package version as the baseline, but the registry now serves other bytes for it (another npm integrity, wheel hash or image digest): a republished or hijacked release, a moved tag, or another registry. What runs is not what was reviewed.',
    message: ({ before, after, meta }) => `${meta.name}@${meta.version} (${meta.manager}) resolves to ${String(after)}, but the baseline recorded ${String(before)} for the same version`,
});
const serverJsonVersionMismatch = (0,_diff_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .defineRule */ .Km)()({
    id: 'server-json-version-mismatch',
    title: 'server.json version differs from its package',
    scope: 'server',
    severity: 'silent',
    rationale: "The MCP Registry lists the server under server.json's version, but a package entry runs another version: what users install is not the release the listing (and its changelog) describes.",
    message: ({ meta }) => `${meta.file}: ${meta.key} runs ${meta.identifier} ${meta.packageVersion}, but server.json's version is ${meta.version}; make them the same`,
});


/***/ }),

/***/ 5412:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ny: () => (/* binding */ versionFindings),
/* harmony export */   TH: () => (/* binding */ contractFindings),
/* harmony export */   ej: () => (/* binding */ releaseBump),
/* harmony export */   r1: () => (/* binding */ sameVersion)
/* harmony export */ });
/* unused harmony exports bumpFor, actualBump, suggest, covers */
/* harmony import */ var semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5385);
/* harmony import */ var semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6717);
/* harmony import */ var semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8780);
/* harmony import */ var semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1799);
/* harmony import */ var semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5082);
/* harmony import */ var semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(555);
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3579);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4976);
/* harmony import */ var _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7400);
/* harmony import */ var _catalog_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6333);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1821);
// the functions used, not the package index (which loads all of semver: ranges, comparators… on every start)











/** The bump a set of severities calls for: breaking → major, additive → minor, cosmetic → patch. Silent changes break semantics: major. */
function bumpFor(severities) {
    if (severities.some((s) => s === 'breaking' || s === 'silent'))
        return 'major';
    if (severities.includes('additive'))
        return 'minor';
    if (severities.includes('cosmetic'))
        return 'patch';
    return 'none';
}
/**
 * The bump that actually happened, read the way npm's `^` ranges read it (what a consumer's install picks up): pre-1.0
 * the left-most non-zero part is the major one, so in 0.y.z a minor bump breaks and a patch bump may add features, and
 * in 0.0.z every bump breaks.
 */
function actualBump(from, to) {
    const a = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from);
    const b = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(to);
    if (!a || !b)
        return undefined;
    if (semver_functions_lte_js__WEBPACK_IMPORTED_MODULE_1___default()(b, a))
        return 'none';
    if (b.major > a.major)
        return 'major';
    if (a.major === 0 && a.minor === 0)
        return 'major';
    if (a.major === 0)
        return b.minor > a.minor ? 'major' : 'minor';
    if (b.minor > a.minor)
        return 'minor';
    return 'patch';
}
/** The smallest version that makes the needed bump, in the same reading. */
function suggest(from, needed) {
    const a = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from);
    if (!a)
        return needed;
    if (a.major === 0 && a.minor === 0)
        return `0.0.${a.patch + 1}`;
    if (a.major === 0)
        return needed === 'major' ? `0.${a.minor + 1}.0` : `0.${a.minor}.${a.patch + 1}`;
    if (needed === 'patch')
        return `${a.major}.${a.minor}.${a.patch + 1}`;
    return needed === 'major' ? `${a.major + 1}.0.0` : `${a.major}.${a.minor + 1}.0`;
}
/**
 * Version discipline (`versioning: semver`): compare serverInfo.version (and a tool's `_meta.version`) at base and head
 * with the changes found. A bump smaller than the changes call for is a finding; the report names the bump needed.
 */
function versionFindings(diff, before, after, options = {}) {
    const exemptZero = (options.zeroVersions ?? _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroVersions */ .i.default) === 'exempt';
    const findings = [];
    const notes = [];
    const single = Object.keys(after.servers).length === 1 && after.servers[_contract_types_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_SERVER_ID */ .k] !== undefined;
    for (const id of Object.keys(after.servers).sort()) {
        const a = before.servers[id];
        const b = after.servers[id];
        if (!a || !b || a.error || b.error)
            continue;
        const changes = diff.changes.filter((c) => (c.server ?? _contract_types_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_SERVER_ID */ .k) === id || (single && c.server === undefined));
        const check = (from, to, severities, what, tool) => {
            const needed = bumpFor(severities);
            if (!from || !to || needed === 'none')
                return;
            const actual = actualBump(from, to);
            if (actual === undefined)
                return;
            if (exemptZero && semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(from)?.major === 0)
                return;
            notes.push(`${what}: ${from} → ${to}; the changes call for a ${needed} bump.`);
            const rank = { none: 0, patch: 1, minor: 2, major: 3 };
            if (needed === 'patch' || rank[actual] >= rank[needed])
                return;
            const change = _rules_js__WEBPACK_IMPORTED_MODULE_9__/* .versionBumpMissing */ .nn.make({ entity: 'tool', tool, path: '', pointer: '/serverInfo/version' }, from, to, { from, to, needed, suggested: suggest(from, needed), what });
            findings.push({ ...(single ? {} : { server: id }), ...change, blocking: false });
        };
        // the package version the launch spec runs, when both sides name one: serverInfo.version is often a constant
        // (notion 1.8.1 → 2.0.0 reports serverInfo 1.0.0 → 1.0.0)
        const av = a.package?.version ?? a.package?.resolved;
        const bv = b.package?.version ?? b.package?.resolved;
        const byPackage = av !== undefined && bv !== undefined;
        check(byPackage ? av : a.serverInfo?.version, byPackage ? bv : b.serverInfo?.version, changes.map((c) => c.severity), byPackage ? `package ${b.package.name}` : `server ${b.serverInfo?.name ?? id}`, '(server)');
        const oldTools = new Map((0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__/* .checkTools */ .Gd)(a.tools).entries.map((t) => [t.name, t]));
        for (const tool of (0,_contract_tool_list_js__WEBPACK_IMPORTED_MODULE_5__/* .checkTools */ .Gd)(b.tools).entries) {
            const old = oldTools.get(tool.name);
            const va = old && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(old._meta) && typeof old._meta.version === 'string' ? old._meta.version : undefined;
            const vb = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(tool._meta) && typeof tool._meta.version === 'string' ? tool._meta.version : undefined;
            if (va && vb)
                check(va, vb, changes.filter((c) => c.tool === tool.name).map((c) => c.severity), `tool ${tool.name}`, tool.name);
        }
    }
    return { findings, notes };
}
const BUMP_RANK = { none: 0, patch: 1, minor: 2, major: 3 };
/** Whether a bump is at least another (`major` covers `minor`, …). */
function covers(actual, needed) {
    return BUMP_RANK[actual] >= BUMP_RANK[needed];
}
/**
 * The release's verdict: the bump `severities` (of the contract changes since `from`) need, against the bump from
 * `from` to `to`. Pre-1.0 versions read as `^` ranges read them (`zero-versions: caret`, the default): in 0.y.z a
 * breaking change needs 0.(y+1).0; with `exempt`, a 0.x release needs nothing.
 */
function releaseBump(severities, o = {}) {
    const needed = bumpFor([...severities]);
    const out = { needed, ...(o.from !== undefined ? { from: o.from } : {}), ...(o.to !== undefined ? { to: o.to } : {}) };
    if (o.from === undefined) {
        if (needed === 'none')
            out.ok = true;
        else
            out.unknown = 'the version released before is not known';
        return out;
    }
    const from = semver_functions_coerce_js__WEBPACK_IMPORTED_MODULE_0___default()(o.from);
    if (!from) {
        out.unknown = `the version released before, ${o.from}, is not a semver version`;
        return out;
    }
    if ((o.zeroVersions ?? _knobs_zero_versions_js__WEBPACK_IMPORTED_MODULE_7__/* .zeroVersions */ .i.default) === 'exempt' && from.major === 0) {
        out.exempt = true;
        out.ok = true;
        return out;
    }
    if (needed !== 'none')
        out.suggested = suggest(o.from, needed);
    if (o.to === undefined) {
        if (needed === 'none')
            out.ok = true;
        else
            out.unknown = 'the version being released is not known';
        return out;
    }
    const actual = actualBump(o.from, o.to);
    if (actual === undefined) {
        out.unknown = `the version being released, ${o.to}, is not a semver version`;
        return out;
    }
    out.actual = actual;
    out.ok = covers(actual, needed);
    return out;
}
let diffRuleIds;
/**
 * The findings that are contract changes (made by a diff rule), not the policy's own findings (a forbidden tool, an
 * unpinned launch, an edited gate config): what a changelog lists and a release's bump is worked out from.
 */
function contractFindings(findings) {
    diffRuleIds ??= new Set((0,_catalog_js__WEBPACK_IMPORTED_MODULE_8__/* .rulesOf */ .fD)('diff').map((r) => r.id));
    return findings.filter((f) => diffRuleIds.has(f.rule));
}
/** Whether two version strings name the same version (`v1.2.0` and `1.2.0` do). */
function sameVersion(a, b) {
    const x = semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default()(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default()(a) ?? a);
    const y = semver_functions_valid_js__WEBPACK_IMPORTED_MODULE_2___default()(semver_functions_clean_js__WEBPACK_IMPORTED_MODULE_3___default()(b) ?? b);
    return x !== null && y !== null ? semver_functions_eq_js__WEBPACK_IMPORTED_MODULE_4___default()(x, y) : a.trim() === b.trim();
}


/***/ }),

/***/ 7809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ createLimiter)
/* harmony export */ });
function createLimiter(limit) {
    const max = Math.max(1, Math.floor(limit));
    let running = 0;
    const waiting = [];
    const next = () => {
        if (running >= max)
            return;
        const start = waiting.shift();
        if (start) {
            running++;
            start();
        }
    };
    return (task) => new Promise((resolve, reject) => {
        waiting.push(() => {
            Promise.resolve()
                .then(task)
                .then(resolve, reject)
                .finally(() => {
                running--;
                next();
            });
        });
        next();
    });
}


/***/ }),

/***/ 426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TK: () => (/* binding */ terminateGroup),
/* harmony export */   j8: () => (/* binding */ spawnGroup)
/* harmony export */ });
/* unused harmony exports groupRunning, processGone */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


function spawnGroup(command, args, options) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args, { ...options, detached: true, windowsHide: true });
    const pgid = child.pid;
    if (pgid !== undefined)
        live.add(pgid);
    updateExitHooks();
    const failed = new Promise((resolve) => {
        child.once('error', (error) => {
            // Only a failed spawn ends the child here; a later error (a failed kill) is followed by 'exit' as usual.
            if (child.pid === undefined)
                resolve({ code: null, signal: null, error });
        });
    });
    const closed = Promise.race([failed, new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal })))]);
    const exited = Promise.race([failed, new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))]);
    return { child, pgid, closed, exited };
}
/**
 * End a process group: SIGTERM, then SIGKILL after `graceMs` if anything in it is still running. Returns once no
 * member is left running (zombies waiting for a reaper do not count: they run no code and hold no resources).
 */
async function terminateGroup(pgid, graceMs = 1000) {
    if (pgid === undefined)
        return;
    try {
        if (!groupRunning(pgid))
            return;
        signalGroup(pgid, 'SIGTERM');
        if (await waitUntilStopped(pgid, graceMs))
            return;
        signalGroup(pgid, 'SIGKILL');
        await waitUntilStopped(pgid, 2000);
    }
    finally {
        live.delete(pgid);
        updateExitHooks();
    }
}
/** Whether any process of the group is still running (not merely a zombie). */
function groupRunning(pgid) {
    try {
        process.kill(-pgid, 0);
    }
    catch (err) {
        return err.code === 'EPERM';
    }
    return groupMembersRunning(pgid);
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // Already gone.
    }
}
async function waitUntilStopped(pgid, ms) {
    const deadline = Date.now() + ms;
    for (;;) {
        if (!groupRunning(pgid))
            return true;
        if (Date.now() >= deadline)
            return false;
        await new Promise((r) => setTimeout(r, 20));
    }
}
/**
 * On Linux, a group whose members are all zombies still answers kill(-pgid, 0). Look at /proc to tell: a zombie
 * orphan stays until an init that reaps adopts it (minimal containers often have none), but it runs nothing.
 * Elsewhere (or when /proc is unreadable) a group that answers is taken as running.
 */
function groupMembersRunning(pgid) {
    if (process.platform !== 'linux')
        return true;
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        // pid (comm) state ppid pgrp …: comm may contain spaces and parentheses, so split after the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X')
            return true;
    }
    return false;
}
/** Whether a single process is gone (no such pid, or only a zombie left). */
function processGone(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (err) {
        return err.code === 'ESRCH';
    }
    if (process.platform !== 'linux')
        return false;
    try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
        return state === 'Z' || state === 'X';
    }
    catch {
        return true;
    }
}
// ---- cleanup when the gate itself exits ------------------------------------------------------------------------
const live = new Set();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let hooked = false;
function killAllNow() {
    for (const pgid of live)
        signalGroup(pgid, 'SIGKILL');
    live.clear();
}
function onStopSignal(signal) {
    killAllNow();
    removeExitHooks();
    // Nobody else handles this signal: do what Node would have done without our handler.
    if (process.listenerCount(signal) === 0)
        process.kill(process.pid, signal);
}
function updateExitHooks() {
    if (live.size > 0 && !hooked) {
        hooked = true;
        process.on('exit', killAllNow);
        for (const s of STOP_SIGNALS)
            process.on(s, onStopSignal);
    }
    else if (live.size === 0 && hooked)
        removeExitHooks();
}
function removeExitHooks() {
    if (!hooked)
        return;
    hooked = false;
    process.off('exit', killAllNow);
    for (const s of STOP_SIGNALS)
        process.off(s, onStopSignal);
}


/***/ }),

/***/ 795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ LineTail)
/* harmony export */ });
/** A stack frame (`    at fn (file:1:2)`, `  File "x.py", line 3`, `Traceback …`): never the cause itself. */
const STACK_FRAME = /^\s*(?:at\s|File\s"|Traceback\b|\^+\s*$|\.\.\.\s*\d+\s+more|node:internal)/;
/** A line that says what went wrong (`Error: TAVILY_API_KEY environment variable is required`, `fatal: …`). */
const ERROR_LINE = /\b(?:error|fatal|exception|panic|required|missing|not set|not found|denied|invalid|unauthori[sz]ed|forbidden|cannot|can't|unable|failed|ENOENT|EACCES|EADDRINUSE|ECONNREFUSED)\b/i;
/** The last lines of a stream (stderr, setup output): enough for a reviewer to see why a server failed. */
class LineTail {
    maxLines;
    maxLineLength;
    lines = [];
    partial = '';
    /** The last line that reads like the cause of a failure (not a stack frame), wherever it was in the stream. */
    errorLine;
    constructor(maxLines = 20, maxLineLength = 1000) {
        this.maxLines = maxLines;
        this.maxLineLength = maxLineLength;
    }
    push(chunk) {
        const text = this.partial + chunk.toString();
        const parts = text.split(/\r?\n/);
        this.partial = parts.pop() ?? '';
        if (this.partial.length > this.maxLineLength * 4)
            this.partial = this.partial.slice(-this.maxLineLength * 4);
        for (const line of parts)
            this.add(line);
    }
    add(line) {
        const kept = line.length > this.maxLineLength ? `${line.slice(0, this.maxLineLength)}…` : line;
        if (ERROR_LINE.test(line) && !STACK_FRAME.test(line))
            this.errorLine = kept.trim();
        this.lines.push(kept);
        if (this.lines.length > this.maxLines)
            this.lines.splice(0, this.lines.length - this.maxLines);
    }
    /**
     * The line that most likely says why the process failed: the last error-like line that is not a stack frame (a
     * stack trace's tail is frames; its cause is above them). Undefined when no line reads like one.
     */
    cause() {
        const last = this.partial.trim();
        if (last && ERROR_LINE.test(last) && !STACK_FRAME.test(last))
            return last.slice(0, this.maxLineLength);
        return this.errorLine;
    }
    /** The kept lines (and an unterminated last line), joined with newlines. */
    text() {
        const all = this.partial === '' ? this.lines : [...this.lines, this.partial.length > this.maxLineLength ? `${this.partial.slice(0, this.maxLineLength)}…` : this.partial];
        return all.slice(-this.maxLines).join('\n');
    }
}


/***/ }),

/***/ 9520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   yN: () => (/* binding */ GitHubApi)
/* harmony export */ });
/* unused harmony export GraphQLError */
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9645);

/** GitHub's limits that the action designs around. */
const LIMITS = { annotationsPerRequest: 50, checkSummary: 65_535, checkText: 65_535, commentBody: _report_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_COMMENT_LENGTH */ .wT, releaseBody: 125_000 };
/** The few GitHub operations the action needs, over REST and GraphQL. All I/O with GitHub goes through here. */
class GitHubApi {
    octokit;
    repo;
    graphqlUrl;
    constructor(octokit, repo, graphqlUrl) {
        this.octokit = octokit;
        this.repo = repo;
        this.graphqlUrl = graphqlUrl;
    }
    /** The token's own login (GraphQL `viewer` works for installation tokens; `GET /user` for personal tokens). */
    async viewerLogin() {
        try {
            const data = await this.graphql('query { viewer { login } }', {});
            if (data.viewer?.login)
                return data.viewer.login;
        }
        catch {
            /* fall through */
        }
        try {
            const { data } = await this.octokit.rest.users.getAuthenticated();
            return data.login;
        }
        catch {
            return undefined;
        }
    }
    async listComments(issue) {
        const items = await this.octokit.paginate(this.octokit.rest.issues.listComments, { ...this.repo, issue_number: issue, per_page: 100 });
        return items.map((c) => ({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '', updatedAt: c.updated_at }));
    }
    async createComment(issue, body) {
        const { data } = await this.octokit.rest.issues.createComment({ ...this.repo, issue_number: issue, body });
        return data.id;
    }
    async updateComment(id, body) {
        await this.octokit.rest.issues.updateComment({ ...this.repo, comment_id: id, body });
    }
    async labelEvents(issue) {
        const events = await this.octokit.paginate(this.octokit.rest.issues.listEvents, { ...this.repo, issue_number: issue, per_page: 100 });
        const out = [];
        for (const e of events) {
            if ((e.event === 'labeled' || e.event === 'unlabeled') && e.label && e.actor) {
                const app = e.performed_via_github_app ? (e.performed_via_github_app.slug ?? e.performed_via_github_app.name ?? 'unknown app') : undefined;
                const bot = e.actor.type === 'Bot' || /\[bot\]$/i.test(e.actor.login);
                out.push({ label: e.label.name, actor: e.actor.login, at: e.created_at, event: e.event, ...(app ? { app } : {}), ...(bot ? { bot } : {}) });
            }
        }
        return out;
    }
    async listLabels(issue) {
        const labels = await this.octokit.paginate(this.octokit.rest.issues.listLabelsOnIssue, { ...this.repo, issue_number: issue, per_page: 100 });
        return labels.map((l) => l.name);
    }
    /** The user's role on the repository (`role_name`, which tells maintain and triage apart), or undefined for non-collaborators. */
    async permission(login) {
        try {
            const { data } = await this.octokit.rest.repos.getCollaboratorPermissionLevel({ ...this.repo, username: login });
            const role = data.role_name ?? data.permission;
            return ['admin', 'maintain', 'write', 'triage', 'read', 'none'].find((p) => p === role) ?? 'none';
        }
        catch (err) {
            if (err.status === 404)
                return 'none';
            throw err;
        }
    }
    async removeLabel(issue, label) {
        try {
            await this.octokit.rest.issues.removeLabel({ ...this.repo, issue_number: issue, name: label });
        }
        catch (err) {
            if (err.status !== 404)
                throw err;
        }
    }
    /** Create an in-progress check run; returns its id and the GitHub App that owns it (the gate's own identity for checks). */
    async createCheckRun(name, headSha, detailsUrl) {
        const { data } = await this.octokit.rest.checks.create({ ...this.repo, name, head_sha: headSha, status: 'in_progress', ...(detailsUrl ? { details_url: detailsUrl } : {}) });
        return { id: data.id, ...(data.app?.slug ? { app: data.app.slug } : {}) };
    }
    /** A pull request as GitHub has it now (the publish job's source of truth for its head, base and author). */
    async pullRequest(n) {
        const { data } = await this.octokit.rest.pulls.get({ ...this.repo, pull_number: n });
        return {
            number: data.number,
            author: data.user?.login ?? '',
            headSha: data.head.sha,
            headRef: data.head.ref,
            baseSha: data.base.sha,
            baseRef: data.base.ref,
            labels: data.labels.map((l) => l.name ?? '').filter(Boolean),
            fork: Boolean(data.head.repo && data.head.repo.full_name !== data.base.repo.full_name),
            state: data.state,
        };
    }
    /** A file's text at a commit, or undefined when it is not there (read, never run: the publish job's view of the head). */
    async fileAt(path, ref) {
        try {
            const { data } = await this.octokit.rest.repos.getContent({ ...this.repo, path, ref, mediaType: { format: 'raw' } });
            // The raw media type comes back as text or as bytes, depending on the Content-Type GitHub sends with it.
            if (typeof data === 'string')
                return data;
            if (data instanceof ArrayBuffer || ArrayBuffer.isView(data))
                return Buffer.from(data).toString('utf8');
            return Buffer.from(data.content ?? '', 'base64').toString('utf8');
        }
        catch (err) {
            if (err.status === 404)
                return undefined;
            throw err;
        }
    }
    /** The GitHub release of a tag (its id and notes), or undefined when the tag has none yet. */
    async releaseByTag(tag) {
        try {
            const { data } = await this.octokit.rest.repos.getReleaseByTag({ ...this.repo, tag });
            return { id: data.id, body: data.body ?? '' };
        }
        catch (err) {
            if (err.status === 404)
                return undefined;
            throw err;
        }
    }
    /** Replace a release's notes. */
    async updateReleaseNotes(id, body) {
        await this.octokit.rest.repos.updateRelease({ ...this.repo, release_id: id, body });
    }
    /** Create the release of a tag with these notes (published, as a pushed tag's release would be). */
    async createRelease(tag, body) {
        const { data } = await this.octokit.rest.repos.createRelease({ ...this.repo, tag_name: tag, name: tag, body });
        return data.id;
    }
    /** The pull request's commits, oldest first (GitHub lists at most 250). */
    async pullCommitShas(pr) {
        const commits = await this.octokit.paginate(this.octokit.rest.pulls.listCommits, { ...this.repo, pull_number: pr, per_page: 100 });
        return commits.map((c) => c.sha);
    }
    /** Every check run with this name on a commit (all of them, not only the latest), newest first. */
    async checkRunsOn(sha, name) {
        const runs = await this.octokit.paginate(this.octokit.rest.checks.listForRef, { ...this.repo, ref: sha, check_name: name, filter: 'all', per_page: 100 });
        return runs.map((r) => ({ id: r.id, headSha: r.head_sha, status: r.status, completedAt: r.completed_at ?? null, externalId: r.external_id ?? '', app: r.app?.slug ?? '' }));
    }
    /**
     * Complete a check run: annotations go 50 per request, one request after another (GitHub appends them), and the
     * last request sets the conclusion.
     */
    async completeCheckRun(id, conclusion, output, annotations, externalId) {
        const batches = [];
        for (let i = 0; i < annotations.length; i += LIMITS.annotationsPerRequest)
            batches.push(annotations.slice(i, i + LIMITS.annotationsPerRequest));
        if (batches.length === 0)
            batches.push([]);
        for (let i = 0; i < batches.length; i++) {
            const last = i === batches.length - 1;
            const out = { ...output, ...(batches[i].length ? { annotations: batches[i] } : {}) };
            await this.octokit.rest.checks.update({
                ...this.repo,
                check_run_id: id,
                output: out,
                ...(last ? { status: 'completed', conclusion, ...(externalId ? { external_id: externalId } : {}) } : {}),
            });
        }
    }
    /** Commit files to a branch with the GraphQL API; refuses (GitHub's own error) when the branch moved past `expectedHeadOid`. */
    async createCommitOnBranch(input) {
        const mutation = `mutation($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid url } } }`;
        const data = await this.graphql(mutation, {
            input: {
                branch: { repositoryNameWithOwner: `${this.repo.owner}/${this.repo.repo}`, branchName: input.branch },
                message: { headline: input.headline, body: input.body },
                expectedHeadOid: input.expectedHeadOid,
                fileChanges: { additions: input.files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents, 'utf8').toString('base64') })) },
            },
        });
        return data.createCommitOnBranch.commit.oid;
    }
    async graphql(query, variables) {
        const { data } = await this.octokit.request({ method: 'POST', url: this.graphqlUrl, query, variables });
        const body = data;
        if (body.errors?.length)
            throw new GraphQLError(body.errors.map((e) => e.message).join('; '));
        return body.data;
    }
}
class GraphQLError extends Error {
    name = 'GraphQLError';
}


/***/ }),

/***/ 4069:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ serverOf),
/* harmony export */   I3: () => (/* binding */ serverIds),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   T7: () => (/* binding */ witnessWords),
/* harmony export */   Zl: () => (/* binding */ gateState),
/* harmony export */   df: () => (/* binding */ groupByTool),
/* harmony export */   eU: () => (/* binding */ gateDecision),
/* harmony export */   hy: () => (/* binding */ effectTags),
/* harmony export */   mu: () => (/* binding */ byPriority),
/* harmony export */   qs: () => (/* binding */ severityRank),
/* harmony export */   yt: () => (/* binding */ groupByServer)
/* harmony export */ });
/* unused harmony export SEVERITY_ORDER */
/* harmony import */ var _contract_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3579);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5243);
/** Shared helpers of the report formats: grouping, ordering and wording that every format uses the same way. */


const SEVERITY_ORDER = ['breaking', 'silent', 'additive', 'cosmetic'];
function severityRank(s) {
    const i = SEVERITY_ORDER.indexOf(s);
    return i < 0 ? SEVERITY_ORDER.length : i;
}
/** The server a finding belongs to (`default` for single-server inputs). */
function serverOf(f) {
    return f.server ?? _contract_types_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_SERVER_ID */ .k;
}
/** Blocking first, then by severity, then in the engine's order (stable). */
function byPriority(findings) {
    return findings
        .map((f, i) => [f, i])
        .sort(([a, i], [b, j]) => Number(b.blocking) - Number(a.blocking) || severityRank(a.severity) - severityRank(b.severity) || i - j)
        .map(([f]) => f);
}
/** Every server id mentioned by the diff or the findings, sorted (code-unit order, so the same on every machine). */
function serverIds(input) {
    const ids = new Set(Object.keys(input.diff.servers));
    for (const f of input.evaluation.findings)
        ids.add(serverOf(f));
    for (const f of input.evaluation.failures)
        ids.add(f.server);
    return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
/** Group findings by server, keeping each group's order. */
function groupByServer(findings) {
    const out = new Map();
    for (const f of findings) {
        const k = serverOf(f);
        const list = out.get(k);
        if (list)
            list.push(f);
        else
            out.set(k, [f]);
    }
    return out;
}
/** Group by `entity:tool`, in order of first appearance. */
function groupByTool(findings) {
    const out = new Map();
    for (const f of findings) {
        const k = `${f.entity}\u0000${f.tool}`;
        const g = out.get(k);
        if (g)
            g.findings.push(f);
        else
            out.set(k, { entity: f.entity, tool: f.tool, findings: [f] });
    }
    return [...out.values()];
}
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The verdict the report shows: the one the caller's decision stage made, else the decision stage's for no pull request. */
function gateDecision(input) {
    return input.decision ?? (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .decideLocal */ .as)(input.evaluation, { state: input.approval?.state ?? 'none' }).decision;
}
/** Whether the gate passes, as the decision stage decided it (never worked out again here). */
function gateState(input) {
    return { pass: gateDecision(input) !== 'fail', approved: input.approval?.state === 'approved' };
}
/** A short "did the policy change this finding" tag: ignored, severity overridden, expired ignore, … */
function effectTags(f) {
    const tags = [];
    for (const e of f.effects ?? []) {
        if (e.kind === 'ignored')
            tags.push('ignored');
        else if (e.kind === 'severity-override')
            tags.push(`overridden from ${f.originalSeverity ?? 'default'}`);
        else if (e.kind === 'ignore-expired')
            tags.push('ignore expired');
        else if (e.kind === 'approved')
            tags.push('approved');
        else if (e.kind === 'new-destructive-tool')
            tags.push('new destructive tool');
        else if (e.kind === 'forbidden-tool')
            tags.push('forbidden tool');
        else if (e.kind === 'sunset')
            tags.push('sunset');
    }
    return [...new Set(tags)];
}
/**
 * How a finding's witness reads (DESIGN §5b): the sentence before the value, and where the new schema (for an output:
 * the old one) rejects it. Request: "this call worked and now fails"; output: "the tool may now return this, which the
 * old output schema ruled out". A witness that could not be placed in a whole call is the value of one parameter.
 */
function witnessWords(f) {
    const w = f.witness;
    if (!w)
        return undefined;
    const output = f.pointer.startsWith('/outputSchema');
    const lead = w.of
        ? output
            ? `output '${w.of}' may now hold this value, which the old schema ruled out`
            : `this value of '${w.of}' was accepted and now fails`
        : output
            ? 'the tool may now return this, which the old output schema ruled out'
            : 'this call worked and now fails';
    const at = w.rejected.path ? `'${w.rejected.path}'` : output ? 'the result' : 'the call';
    return { lead, rejected: `${output ? 'the old schema rules it out' : 'rejected'} by ${w.rejected.keyword} at ${at}` };
}


/***/ }),

/***/ 9645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wT: () => (/* binding */ MAX_COMMENT_LENGTH),
  Gc: () => (/* binding */ renderMarkdown)
});

// UNUSED EXPORTS: DEFAULT_APPROVAL_LABEL

// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/diff/types.ts
/** How each entity is named after its name in reports (a tool needs no suffix). */
const ENTITY_SUFFIX = { tool: '', prompt: ' (prompt)', resource: ' (resource template)', 'static-resource': ' (resource)', server: ' (server)' };

// EXTERNAL MODULE: ./src/policy/catalog.ts
var catalog = __webpack_require__(6333);
// EXTERNAL MODULE: ./src/util/json.ts
var util_json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/report/common.ts
var common = __webpack_require__(4069);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(4031);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The Markdown report: the sticky pull-request comment, the job summary and `diff --format markdown`.
 *
 * Layout: hidden marker, title with the decision, counts per severity, approval state and the next step, servers that
 * could not be read (with their stderr tail), then per server a summary table (blocking rows first) and one folded
 * `<details>` per tool with every change's message, reason, path, before → after, security flags and policy effects;
 * notes last. Every server-supplied string goes through `escape.ts`.
 *
 * Size: never longer than `maxLength` (default 65,536, GitHub's comment limit, counted in UTF-16 code units). When the
 * full report would be longer, whole `<details>` blocks are dropped from the bottom up, then table rows, least
 * important first (non-blocking before blocking, cosmetic before breaking, bottom before top), and the report ends with
 * "Report truncated: N more changes. Full report: …". Only whole blocks are dropped, so no `<details>` or fence is left
 * open. Same input, same bytes: nothing here reads the clock or the environment.
 */






const MAX_COMMENT_LENGTH = 65536;
const DEFAULT_APPROVAL_LABEL = 'mcp-contract-approved';
const SEVERITY_LABEL = {
    breaking: '🔴 breaking',
    silent: '🟠 silent',
    additive: '🟢 additive',
    cosmetic: '⚪ cosmetic',
};
/** Caps that keep one change, one failure or one note from eating the whole comment. */
const LIMITS = {
    messageChars: 300,
    reasonChars: 500,
    inlineValueChars: 80,
    valueBlockChars: 1500,
    valueBlockLines: 40,
    evidenceChars: 300,
    stderrChars: 2000,
    stderrLines: 30,
    failuresShown: 20,
    notesShown: 50,
    noteChars: 1000,
    toolNameChars: 100,
    modelTextChars: 4000,
    modelTextLines: 80,
};
function renderMarkdown(input, options = {}) {
    const max = options.maxLength ?? MAX_COMMENT_LENGTH;
    const marker = `${(0,report_escape/* markerComment */.wV)(options.marker)}\n`;
    if (marker.length > max)
        throw new RangeError(`maxLength ${max} is shorter than the marker line`);
    const parts = headParts(input, options.header);
    const layout = {
        prefix: marker + headText(parts, parts.failuresFull),
        headingsLen: 0,
        sections: serverSections(input),
        notes: notesSection(input.evaluation.notes),
        keepNotes: true,
        url: (0,report_escape/* safeUrl */.Pl)(options.fullReportUrl),
        droppedRows: 0,
        droppedDetails: 0,
    };
    layout.headingsLen = layout.sections.reduce((n, s) => n + s.heading.length, 0);
    if (layoutLength(layout) > max)
        shrink(layout, max, marker + headText(parts, parts.failuresShort));
    const out = layoutLength(layout) <= max ? assemble(layout) : essentialsOnly(input, parts, marker, layout.url, max);
    return out.replace(/\n+$/, '\n');
}
function headParts(input, header) {
    const { failures } = input.evaluation;
    return {
        title: titleLine(input, header),
        counts: countsLine(input),
        approval: approvalLine(input),
        nextStep: nextStepBlock(input),
        subject: input.subject ? `Compared ${(0,report_escape/* codeSpan */.SS)(input.subject.before)} → ${(0,report_escape/* codeSpan */.SS)(input.subject.after)}.\n\n` : '',
        failuresFull: failuresSection(failures),
        failuresShort: failuresCompact(failures),
        probes: probesSection(input),
    };
}
function headText(p, failures) {
    return p.title + p.counts + p.subject + p.approval + p.nextStep + failures + p.probes;
}
/** The report's length as the layout stands. */
function layoutLength(l) {
    let n = l.prefix.length + l.headingsLen + (l.keepNotes ? l.notes.length : 0);
    for (const s of l.sections) {
        if (s.keptRows > 0)
            n += s.tableHead.length + s.rowsLen + 1;
        n += omittedLine(s.rows.length - s.keptRows).length + s.detailsLen;
    }
    return n + truncationBlock(l.droppedRows, l.droppedDetails, l.url).length;
}
/** Drop parts, least needed first, until the report fits `max` (or nothing more can go). */
function shrink(l, max, shortPrefix) {
    dropDetails(l, max);
    if (layoutLength(l) > max)
        dropRows(l, max);
    // 3. notes
    if (layoutLength(l) > max)
        l.keepNotes = false;
    // 4. stderr tails: the failures stay listed, one line each
    if (layoutLength(l) > max)
        l.prefix = shortPrefix;
}
/** 1. details, bottom up */
function dropDetails(l, max) {
    for (let si = l.sections.length - 1; si >= 0; si--) {
        const s = l.sections[si];
        for (let di = s.details.length - 1; di >= 0; di--) {
            s.detailKept[di] = false;
            s.detailsLen -= s.details[di].length;
            l.droppedDetails++;
            if (layoutLength(l) <= max)
                return;
        }
    }
}
/** 2. table rows, least important first */
function dropRows(l, max) {
    const order = [];
    let pos = 0;
    for (const s of l.sections)
        for (let i = 0; i < s.rows.length; i++)
            order.push({ s, i, rank: rowRank(s, i), pos: pos++ });
    order.sort((a, b) => b.rank - a.rank || b.pos - a.pos);
    for (const { s, i } of order) {
        s.rowKept[i] = false;
        s.keptRows--;
        s.rowsLen -= s.rows[i].length;
        l.droppedRows++;
        if (layoutLength(l) <= max)
            return;
    }
}
/** The report from what the layout kept. */
function assemble(l) {
    let body = l.prefix;
    for (const s of l.sections) {
        body += s.heading;
        if (s.keptRows > 0) {
            body += s.tableHead;
            for (let i = 0; i < s.rows.length; i++)
                if (s.rowKept[i])
                    body += s.rows[i];
            body += '\n';
        }
        body += omittedLine(s.rows.length - s.keptRows);
        for (let i = 0; i < s.details.length; i++)
            if (s.detailKept[i])
                body += s.details[i];
    }
    if (l.keepNotes)
        body += l.notes;
    return body + truncationBlock(l.droppedRows, l.droppedDetails, l.url);
}
/** Even the head does not fit: keep the essentials, in order, while they fit. */
function essentialsOnly(input, p, marker, url, max) {
    const essentials = [p.title, p.counts, p.nextStep, p.failuresShort, truncationBlock(input.evaluation.findings.length, 0, url)];
    let out = marker;
    for (const part of essentials)
        if (out.length + part.length <= max)
            out += part;
    return out;
}
/** Lower rank = more important (kept longest). Encodes: blocking, then severity. */
function rowRank(s, i) {
    const meta = s.rowMeta[i];
    return (meta.blocking ? 0 : 10) + (0,common/* severityRank */.qs)(meta.severity);
}
function titleLine(input, header) {
    const { evaluation } = input;
    const { pass, approved } = (0,common/* gateState */.Zl)(input);
    const parts = [];
    const n = evaluation.blocking;
    const failed = evaluation.failures.length;
    if (n > 0)
        parts.push(approved ? `${(0,common/* plural */.LS)(n, 'blocking change')} approved` : (0,common/* plural */.LS)(n, 'blocking change'));
    if (failed > 0)
        parts.push(`${(0,common/* plural */.LS)(new Set(evaluation.failures.map((f) => f.server)).size, 'server')} could not be read`);
    if (!parts.length) {
        const others = evaluation.findings.length;
        parts.push(others ? `no blocking changes (${(0,common/* plural */.LS)(others, 'non-blocking change')})` : 'no contract changes');
    }
    const name = header ? ` · ${(0,report_escape/* escapeInline */.VV)(header, 200)}` : '';
    return `## ${pass ? '✅' : '❌'} MCP contract gate${name}: ${parts.join(', ')}\n\n`;
}
function countsLine(input) {
    const { summary, blocking, findings } = input.evaluation;
    const flagged = findings.filter((f) => f.flags?.length).length;
    const cells = ['breaking', 'silent', 'additive', 'cosmetic'].map((s) => `**${summary[s]}** ${s}`);
    cells.push(`**${blocking}** blocking`);
    if (flagged)
        cells.push(`🛡️ **${flagged}** with security flags`);
    return `${cells.join(' · ')}\n\n`;
}
function approvalLine(input) {
    const a = input.approval;
    if (!a)
        return '';
    const label = (0,report_escape/* codeSpan */.SS)(a.label);
    const by = a.by ? (0,report_escape/* escapeInline */.VV)(a.by, 100) : undefined;
    let text;
    switch (a.state) {
        case 'approved':
            text = `✅ approved${by ? ` by ${by}` : ''} with the ${label} label.`;
            break;
        case 'stale':
            text = `⚠️ stale: the contracts changed after the ${label} label was applied${by ? ` by ${by}` : ''}; it must be applied again.`;
            break;
        case 'rejected':
            text = `⛔ the ${label} label does not count${by ? ` (applied by ${by})` : ''}.`;
            break;
        default:
            text = input.evaluation.blocking > 0 ? `not approved (label ${label}).` : `not needed (label ${label}).`;
    }
    const message = a.message ? ` ${(0,report_escape/* escapeInline */.VV)(a.message, 500)}` : '';
    return `**Approval:** ${text}${message}\n\n`;
}
function nextStepBlock(input) {
    let step = input.nextStep ? (0,report_escape/* trustedLine */.IS)(input.nextStep) : undefined;
    if (!step) {
        const { pass } = (0,common/* gateState */.Zl)(input);
        const label = (0,report_escape/* codeSpan */.SS)(input.approval?.label ?? DEFAULT_APPROVAL_LABEL);
        if (input.evaluation.failures.length)
            step = 'Fix the server start-up shown below and re-run the check.';
        else if (!pass)
            step = `Review the blocking changes below. A maintainer (write access, not the pull request's author) can approve them by applying the ${label} label; otherwise revert them.`;
    }
    let out = step ? `**Next step:** ${step}\n\n` : '';
    if (input.nextStepCommand)
        out += `${(0,report_escape/* escapeBlock */.$o)(input.nextStepCommand, { lang: 'sh', maxLines: 20, maxChars: 2000 })}\n\n`;
    return out;
}
function failuresSection(failures) {
    if (!failures.length)
        return '';
    const servers = new Set(failures.map((f) => f.server)).size;
    let out = `### 🚨 ${(0,common/* plural */.LS)(servers, 'server')} could not be read\n\nThe gate cannot judge a server it could not read, so the check fails until it starts.\n\n`;
    for (const f of failures.slice(0, LIMITS.failuresShown)) {
        const facts = [];
        if (f.exitCode !== undefined)
            facts.push(f.exitCode === null ? 'no exit code' : `exit code ${(0,report_escape/* codeSpan */.SS)(String(f.exitCode))}`);
        if (f.timedOut)
            facts.push('timed out');
        out += `**${(0,report_escape/* codeSpan */.SS)(f.server)}** on **${f.side}**: ${(0,report_escape/* escapeInline */.VV)(f.message, 500)}${facts.length ? ` · ${facts.join(' · ')}` : ''}\n\n`;
        if (f.stderr)
            out += `${(0,report_escape/* escapeBlock */.$o)(f.stderr, { lang: 'text', keep: 'tail', maxChars: LIMITS.stderrChars, maxLines: LIMITS.stderrLines })}\n\n`;
    }
    if (failures.length > LIMITS.failuresShown)
        out += `_…and ${(0,common/* plural */.LS)(failures.length - LIMITS.failuresShown, 'more failure')}._\n\n`;
    return out;
}
/** The failures without their stderr, for a report that must shrink. */
function failuresCompact(failures) {
    if (!failures.length)
        return '';
    const shown = failures
        .slice(0, LIMITS.failuresShown)
        .map((f) => `${(0,report_escape/* codeSpan */.SS)(f.server, { max: 60 })} (${f.side}${f.exitCode !== undefined && f.exitCode !== null ? `, exit code ${f.exitCode}` : ''}${f.timedOut ? ', timed out' : ''})`);
    const more = failures.length > shown.length ? `, and ${failures.length - shown.length} more` : '';
    return `**🚨 Could not read:** ${shown.join(', ')}${more}.\n\n`;
}
const DECISION_ICON = { promote: '✅', hold: '⏸️', rollback: '⏪' };
/** Probe verdict: decision, pass rates, and each reason (server text escaped). */
function probesSection(input) {
    const v = input.probes;
    if (!v)
        return '';
    // Counts are numbers by type, and printed only as such (a forged result cannot slip Markdown in through them).
    const count = (n) => (Number.isSafeInteger(n) ? String(n) : '?');
    const rate = (r) => `${count(r.passed)}/${count(r.total)}`;
    let out = `**${DECISION_ICON[v.decision]} Probes: ${v.decision}** · head ${rate(v.head)} passed${v.base ? ` · base ${rate(v.base)}` : ''}
`;
    for (const r of v.reasons.slice(0, 20))
        out += `- ${(0,report_escape/* escapeInline */.VV)(r, 400)}
`;
    if (v.reasons.length > 20)
        out += `- …and ${(0,common/* plural */.LS)(v.reasons.length - 20, 'more reason')}.
`;
    return `${out}
`;
}
function notesSection(notes) {
    if (!notes.length)
        return '';
    let out = '### Notes\n\n';
    for (const n of notes.slice(0, LIMITS.notesShown))
        out += `- ${(0,report_escape/* escapeInline */.VV)(n, LIMITS.noteChars)}\n`;
    if (notes.length > LIMITS.notesShown)
        out += `- …and ${(0,common/* plural */.LS)(notes.length - LIMITS.notesShown, 'more note')}.\n`;
    return `${out}\n`;
}
function omittedLine(n) {
    return n > 0 ? `_${(0,common/* plural */.LS)(n, 'more change')} of this server not shown._\n\n` : '';
}
function truncationBlock(rows, details, url) {
    if (!rows && !details)
        return '';
    const where = url ? `<${url}>` : 'see the job summary';
    if (rows > 0) {
        const d = details > 0 ? ` Details omitted for ${(0,common/* plural */.LS)(details, 'tool')}.` : '';
        return `---\n\n**Report truncated: ${(0,common/* plural */.LS)(rows, 'more change')}.**${d} Full report: ${where}\n`;
    }
    return `---\n\n**Report truncated:** details omitted for ${(0,common/* plural */.LS)(details, 'tool')}; every change is still listed in the tables above. Full report: ${where}\n`;
}
function serverSections(input) {
    const grouped = (0,common/* groupByServer */.yt)(input.evaluation.findings);
    const ids = (0,common/* serverIds */.I3)(input);
    const single = ids.length === 1 && ids[0] === types/* DEFAULT_SERVER_ID */.k;
    const out = [];
    const unchanged = [];
    for (const id of ids) {
        const findings = (0,common/* byPriority */.mu)(grouped.get(id) ?? []);
        const status = input.diff.servers[id];
        if (!findings.length && !single && status?.status !== 'failed')
            unchanged.push(id);
        else
            out.push(serverSection(single ? '### Changes' : `### Server ${(0,report_escape/* codeSpan */.SS)(id)}`, findings, status));
    }
    if (unchanged.length)
        out.push(section(`### Unchanged servers\n\n${unchanged.map((id) => (0,report_escape/* codeSpan */.SS)(id)).join(', ')}\n\n`, '', [], [], []));
    return out;
}
/** One server's section: its status line, a table row per finding and the details of each tool. */
function serverSection(title, findings, status) {
    const statusText = statusLine(status);
    let heading = `${title}\n\n${statusText ? `${statusText}\n\n` : ''}`;
    if (!findings.length)
        heading += status?.status === 'failed' ? '' : 'No contract changes.\n\n';
    const details = (0,common/* groupByTool */.df)(findings).map((g) => toolDetails(g.entity, g.tool, g.findings));
    return section(heading, '| Tool | Change | Severity | Flags |\n|---|---|---|---|\n', findings.map(tableRow), details, findings);
}
/** A section with every row and detail kept (the budget drops some later). */
function section(heading, tableHead, rows, details, findings) {
    return {
        heading,
        tableHead,
        rows,
        rowKept: rows.map(() => true),
        keptRows: rows.length,
        rowsLen: rows.reduce((n, r) => n + r.length, 0),
        details,
        detailKept: details.map(() => true),
        detailsLen: details.reduce((n, d) => n + d.length, 0),
        rowMeta: findings.map((f) => ({ blocking: f.blocking, severity: f.severity })),
    };
}
function statusLine(status) {
    if (!status)
        return '';
    const b = status.before;
    const a = status.after;
    const versions = b?.version !== undefined || a?.version !== undefined
        ? ` · version ${b?.version !== undefined ? (0,report_escape/* codeSpan */.SS)(b.version, { max: 60 }) : '*(none)*'} → ${a?.version !== undefined ? (0,report_escape/* codeSpan */.SS)(a.version, { max: 60 }) : '*(none)*'}`
        : '';
    switch (status.status) {
        case 'added':
            return `New server (${(0,common/* plural */.LS)(a?.tools ?? 0, 'tool')})${versions}.`;
        case 'removed':
            return `Server removed (it had ${(0,common/* plural */.LS)(b?.tools ?? 0, 'tool')})${versions}.`;
        case 'failed':
            return 'Not compared: it could not be read (see above).';
        default:
            return `Tools: ${b?.tools ?? 0} → ${a?.tools ?? 0}${versions}.`;
    }
}
function severityCell(f) {
    const tags = (0,common/* effectTags */.hy)(f);
    return `${SEVERITY_LABEL[f.severity]}${f.blocking ? ' · **blocking**' : ''}${tags.length ? ` · ${tags.map((t) => (0,report_escape/* escapeInline */.VV)(t)).join(' · ')}` : ''}`;
}
function toolCell(f) {
    return `${(0,report_escape/* codeSpan */.SS)(f.tool, { table: true, max: LIMITS.toolNameChars })}${ENTITY_SUFFIX[f.entity]}`;
}
function tableRow(f) {
    const flags = (f.flags ?? []).map((fl) => `🛡️ ${(0,report_escape/* codeSpan */.SS)(fl.id, { table: true })}`).join(' ');
    return `| ${toolCell(f)} | ${(0,report_escape/* codeSpan */.SS)(f.rule, { table: true })} ${(0,report_escape/* escapeInline */.VV)(f.message, LIMITS.messageChars)} | ${severityCell(f)} | ${flags} |\n`;
}
function toolDetails(entity, tool, findings) {
    const blocking = findings.filter((f) => f.blocking).length;
    const summary = `<code>${(0,report_escape/* escapeHtml */.ZD)(tool, LIMITS.toolNameChars)}</code>${ENTITY_SUFFIX[entity]} · ${(0,common/* plural */.LS)(findings.length, 'change')}${blocking ? ` · ${blocking} blocking` : ''}`;
    return `<details><summary>${summary}</summary>\n\n${findings.map(changeDetail).join('')}</details>\n\n`;
}
function changeDetail(f) {
    const tags = (0,common/* effectTags */.hy)(f);
    let out = `**${(0,report_escape/* codeSpan */.SS)(f.rule)}** · ${SEVERITY_LABEL[f.severity]}${f.blocking ? ' · **blocking**' : ''}${tags.length ? ` · ${tags.map((t) => (0,report_escape/* escapeInline */.VV)(t)).join(' · ')}` : ''}: ${(0,report_escape/* escapeInline */.VV)(f.message, LIMITS.messageChars)}\n\n`;
    const bullets = [`**Why:** ${(0,report_escape/* escapeInline */.VV)(f.reason, LIMITS.reasonChars)}`];
    if (f.path || f.pointer)
        bullets.push(`**Where:** ${f.path ? `${(0,report_escape/* codeSpan */.SS)(f.path)} at ` : ''}${(0,report_escape/* codeSpan */.SS)(f.pointer || '/')}`);
    const { bullet, blocks } = valuesView(f.before, f.after);
    if (bullet)
        bullets.push(bullet);
    const witness = (0,common/* witnessWords */.T7)(f);
    if (witness && f.witness) {
        const inline = inlineValue(f.witness.value);
        if (inline !== undefined)
            bullets.push(`**Witness:** ${(0,report_escape/* escapeInline */.VV)(witness.lead)}: ${inline} (${(0,report_escape/* escapeInline */.VV)(witness.rejected)})`);
        else {
            bullets.push(`**Witness:** ${(0,report_escape/* escapeInline */.VV)(witness.lead)} (${(0,report_escape/* escapeInline */.VV)(witness.rejected)}): see below`);
            blocks.push(`**Witness:**\n\n${(0,report_escape/* escapeBlock */.$o)((0,util_json/* prettyJson */.D_)(f.witness.value).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
        }
    }
    const shown = nameAndTitle(f);
    if (shown)
        bullets.push(shown);
    for (const fl of f.flags ?? []) {
        bullets.push(`🛡️ **${(0,report_escape/* codeSpan */.SS)(fl.id)}** ${(0,report_escape/* escapeInline */.VV)(fl.message, LIMITS.messageChars)}${fl.evidence !== undefined ? ` · evidence: ${(0,report_escape/* codeSpan */.SS)(fl.evidence, { max: LIMITS.evidenceChars })}` : ''}`);
    }
    if (f.modelText !== undefined) {
        bullets.push("**What the model reads:** see below (the new tool's full text, as the server sends it)");
        blocks.push((0,report_escape/* escapeBlock */.$o)(f.modelText, { lang: 'text', maxChars: LIMITS.modelTextChars, maxLines: LIMITS.modelTextLines }));
    }
    for (const e of f.effects ?? [])
        bullets.push(`**Policy:** ${(0,report_escape/* escapeInline */.VV)(e.message, 500)}${e.source ? ` (${(0,report_escape/* codeSpan */.SS)(e.source, { max: 200 })})` : ''}`);
    out += bullets.map((b) => `- ${b}\n`).join('');
    out += '\n';
    for (const b of blocks)
        out += `${b}\n\n`;
    return out;
}
/**
 * Wherever a finding shows a tool's display title (a changed title, a new tool's text), the name it is called by
 * stands beside it: people approve what the title says, the agent calls what the name says.
 */
function nameAndTitle(f) {
    if (f.entity !== 'tool')
        return undefined;
    const as = (title) => `${(0,report_escape/* codeSpan */.SS)(f.tool, { max: LIMITS.toolNameChars })} shown as ${typeof title === 'string' ? (0,report_escape/* codeSpan */.SS)(title, { max: LIMITS.inlineValueChars }) : '*(no title)*'}`;
    if ((f.rule === 'title-changed' && f.path === '') || (f.rule === 'annotation-changed' && f.pointer === '/annotations/title'))
        return `**Name and title:** ${as(f.before)} → ${as(f.after)}`;
    const title = (0,catalog/* ruleData */.dL)('tool-added', f)?.title;
    return title !== undefined ? `**Name and title:** ${as(title)}` : undefined;
}
function inlineValue(v) {
    if (v === null)
        return '*(none)*';
    const json = (0,util_json/* compactJson */.Ar)(v);
    return json.length <= LIMITS.inlineValueChars ? (0,report_escape/* codeSpan */.SS)(json, { max: LIMITS.inlineValueChars }) : undefined;
}
/** Before → after: inline code when short; a `diff` block for long text; JSON blocks for long structures. */
function valuesView(before, after) {
    if (before === null && after === null)
        return { blocks: [] };
    const bi = inlineValue(before);
    const ai = inlineValue(after);
    if (bi !== undefined && ai !== undefined)
        return { bullet: `**Before → after:** ${bi} → ${ai}`, blocks: [] };
    const textual = (v) => v === null || typeof v === 'string';
    if (textual(before) && textual(after)) {
        const side = (v, sign) => v === null
            ? []
            : truncate2(v)
                .split('\n')
                .map((l) => `${sign} ${l}`);
        const text = [...side(before, '-'), ...side(after, '+')].join('\n');
        return { bullet: '**Before → after:** see the diff below', blocks: [(0,report_escape/* escapeBlock */.$o)(text, { lang: 'diff', maxChars: LIMITS.valueBlockChars * 2 + 200, maxLines: LIMITS.valueBlockLines * 2 + 2 })] };
    }
    const blocks = [];
    const parts = [];
    for (const [label, v, inline] of [
        ['Before', before, bi],
        ['After', after, ai],
    ]) {
        if (inline !== undefined)
            parts.push(`**${label}:** ${inline}`);
        else {
            parts.push(`**${label}:** see below`);
            blocks.push(`**${label}:**\n\n${(0,report_escape/* escapeBlock */.$o)((0,util_json/* prettyJson */.D_)(v).trimEnd(), { lang: 'json', maxChars: LIMITS.valueBlockChars, maxLines: LIMITS.valueBlockLines })}`);
        }
    }
    return { bullet: parts.join(' · '), blocks };
}
/** One side of a text diff: capped in characters and lines before the block adds its own cap. */
function truncate2(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const kept = lines.length > LIMITS.valueBlockLines ? [...lines.slice(0, LIMITS.valueBlockLines), `… (${lines.length - LIMITS.valueBlockLines} more lines)`] : lines;
    const joined = kept.join('\n');
    return (0,report_escape/* truncate */.xv)(joined, LIMITS.valueBlockChars);
}


/***/ })

};
