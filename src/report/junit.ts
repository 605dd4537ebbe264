import type { Finding, ServerFailure } from '../policy/types.js';
import { groupByServer, serverIds, sideName } from './common.js';
import type { ReportInput } from './model.js';
import { compactJson } from '../util/json.js';

/**
 * JUnit XML, for CI systems other than GitHub (GitLab, Jenkins, Azure Pipelines, CircleCI read it as test results).
 * One test suite per server; one test case per finding (`classname` server.tool, `name` rule and parameter): a
 * blocking finding is a `<failure>`, a non-blocking one passes with its message in `<system-out>`; a server that could
 * not be read is an `<error>`. A server with no finding has one passing case, so every server shows up. Server text is
 * untrusted: every string is escaped, and characters XML 1.0 cannot carry are dropped.
 */
export function renderJunit(input: ReportInput): string {
  const { evaluation } = input;
  const byServer = groupByServer(evaluation.findings);
  const failuresBy = new Map<string, ServerFailure[]>();
  for (const f of evaluation.failures) failuresBy.set(f.server, [...(failuresBy.get(f.server) ?? []), f]);
  const ids = [...new Set([...serverIds(input), ...failuresBy.keys()])].sort();
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  for (const id of ids) {
    const cases: string[] = [];
    let suiteFailures = 0;
    const broken = failuresBy.get(id) ?? [];
    for (const f of broken) cases.push(errorCase(id, f, sideName(input.sides, f.side)));
    for (const f of byServer.get(id) ?? []) {
      cases.push(findingCase(id, f));
      if (f.blocking) suiteFailures++;
    }
    if (!cases.length) cases.push(`    <testcase classname="${attr(id)}" name="contracts unchanged"/>`);
    tests += cases.length;
    failures += suiteFailures;
    errors += broken.length;
    suites.push(`  <testsuite name="${attr(id)}" tests="${cases.length}" failures="${suiteFailures}" errors="${broken.length}">\n${cases.join('\n')}\n  </testsuite>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-contract-gate" tests="${tests}" failures="${failures}" errors="${errors}">\n${suites.join('\n')}\n</testsuites>\n`;
}

function findingCase(server: string, f: Finding): string {
  const name = `${f.rule}${f.path ? ` ${f.path}` : ''}`;
  const head = `    <testcase classname="${attr(`${server}.${f.tool}`)}" name="${attr(name)}">`;
  const detail = [
    `${f.severity}: ${f.message}`,
    f.reason,
    ...(f.before !== null || f.after !== null ? [`before: ${compactJson(f.before)}`, `after: ${compactJson(f.after)}`] : []),
    ...(f.flags ?? []).map((fl) => `security: ${fl.message}${fl.evidence ? ` (${fl.evidence})` : ''}`),
    ...(f.effects ?? []).map((e) => `policy: ${e.message}`),
  ].join('\n');
  const body = f.blocking ? `<failure type="${attr(f.rule)}" message="${attr(f.message)}">${text(detail)}</failure>` : `<system-out>${text(`not blocking; ${detail}`)}</system-out>`;
  return `${head}\n      ${body}\n    </testcase>`;
}

function errorCase(server: string, f: ServerFailure, side: string): string {
  const facts = [f.message, ...(f.exitCode !== undefined ? [f.exitCode === null ? 'no exit code' : `exit code ${f.exitCode}`] : []), ...(f.timedOut ? ['timed out'] : [])].join('; ');
  return `    <testcase classname="${attr(server)}" name="${attr(`discovery (${side})`)}">\n      <error type="server-unreadable" message="${attr(facts)}">${text(f.stderr ?? '')}</error>\n    </testcase>`;
}

/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function text(s: string): string {
  return s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
