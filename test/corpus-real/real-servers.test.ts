import { decideLocal } from '../../src/gate/decide.js';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSnapshotFile } from '../../src/contract/snapshot.js';
import { diffSnapshots } from '../../src/diff/engine.js';
import { DEFAULT_POLICY, evaluate } from '../../src/policy/evaluate.js';
import { versionFindings } from '../../src/policy/versioning.js';
import type { PolicyConfig } from '../../src/model/config.js';
import { FIXTURES } from '../support/paths.js';

/**
 * The project's own real-server corpus (__fixtures__/real-servers, written by `npm run corpus:capture`): published npm
 * servers at pinned versions, read by the gate's discovery. No network: the snapshots are committed.
 */
const DIR = join(FIXTURES, 'real-servers');
/** The server folders (the README beside them is not one). */
const serverDirs = () =>
  readdirSync(DIR)
    .filter((d) => statSync(join(DIR, d)).isDirectory())
    .sort();
const snap = (server: string, version: string) => readSnapshotFile(join(DIR, server, `${version}.json`));
const run = (server: string, from: string, to: string, policy: PolicyConfig = DEFAULT_POLICY) => {
  const diff = diffSnapshots(snap(server, from), snap(server, to));
  const evaluation = evaluate(diff, policy, { today: '2026-11-23' });
  return { diff, evaluation, blocking: evaluation.findings.filter((f) => f.blocking) };
};
const DESCRIPTION_RULES = new Set(['tool-description-changed', 'param-description-changed', 'schema-description-changed']);
const row = (f: { tool: string; rule: string; path: string }) => `${f.tool} ${f.rule} ${f.path}`.trim();

test('the corpus holds at least 10 servers, each captured without a discovery error', () => {
  const servers = serverDirs();
  expect(servers.length).toBeGreaterThanOrEqual(10);
  expect(servers).toEqual(
    expect.arrayContaining([
      'modelcontextprotocol__server-filesystem',
      'modelcontextprotocol__server-everything',
      'modelcontextprotocol__server-memory',
      'modelcontextprotocol__server-sequential-thinking',
      'playwright__mcp',
    ]),
  );
  for (const server of servers)
    for (const file of readdirSync(join(DIR, server))) {
      const s = readSnapshotFile(join(DIR, server, file)).servers.default!;
      expect([`${server}/${file}`, s.error]).toEqual([`${server}/${file}`, undefined]);
      expect(s.tools.length).toBeGreaterThan(0);
    }
});

test('every consecutive pair diffs without throwing, and a snapshot diffed with itself reports nothing', () => {
  for (const server of serverDirs()) {
    const versions = readdirSync(join(DIR, server)).map((f) => f.replace(/\.json$/, ''));
    for (const v of versions) expect(diffSnapshots(snap(server, v), snap(server, v)).changes).toEqual([]);
  }
});

describe('expected findings on real releases', () => {
  test('renames are paired: @playwright/mcp 0.0.20 → 0.0.30 and server-everything 2025.12.18 → 2026.1.14', () => {
    const renamed = (server: string, from: string, to: string) =>
      run(server, from, to)
        .diff.changes.filter((c) => c.rule === 'tool-renamed')
        .map((c) => `${String(c.before)} → ${String(c.after)}`);
    expect(renamed('playwright__mcp', '0.0.20', '0.0.30')).toEqual(['browser_wait → browser_wait_for']);
    expect(renamed('modelcontextprotocol__server-everything', '2025.12.18', '2026.1.14')).toEqual(
      expect.arrayContaining(['annotatedMessage → get-annotated-message', 'printEnv → get-env', 'getResourceLinks → get-resource-links', 'structuredContent → get-structured-content']),
    );
  });

  test('server-filesystem 2025.8.21 → 2025.11.25 (schemas were {"$schema"} alone, then typed): each newly required parameter is reported', () => {
    const { diff, blocking } = run('modelcontextprotocol__server-filesystem', '2025.8.21', '2025.11.25');
    const required = diff.changes.filter((c) => c.rule === 'param-added-required').map(row);
    expect(required).toEqual(
      expect.arrayContaining([
        'read_text_file param-added-required path',
        'write_file param-added-required path',
        'write_file param-added-required content',
        'search_files param-added-required pattern',
        'read_multiple_files param-added-required paths',
      ]),
    );
    expect(diff.changes.filter((c) => c.rule === 'type-narrowed')).toEqual([]);
    // what blocks is the newly required parameters (and reworded tool descriptions, silent by design), nothing vaguer
    expect([...new Set(blocking.map((f) => f.rule))].sort()).toEqual(['param-added-required', 'tool-description-changed']);
  });

  test('@playwright/mcp 0.0.30 → 0.0.45 (typeless roots, then typed and closed): required parameters and the closing are reported', () => {
    const { diff } = run('playwright__mcp', '0.0.30', '0.0.45');
    const rows = diff.changes.map(row);
    expect(rows).toEqual(expect.arrayContaining(['browser_type param-added-required ref', 'browser_type param-added-required text', 'browser_type additional-properties-closed']));
    expect(diff.changes.filter((c) => c.rule === 'type-narrowed' && c.path === '')).toEqual([]);
  });

  test('server-sequential-thinking 2025.7.1 → 2025.11.25 (adopts zod .int()): the safe-integer bounds block nothing', () => {
    const { diff, blocking } = run('modelcontextprotocol__server-sequential-thinking', '2025.7.1', '2025.11.25');
    const bounds = diff.changes.filter((c) => c.rule === 'constraint-tightened');
    expect(bounds.map((c) => `${c.path} ${c.severity}`).sort()).toEqual(['branchFromThought cosmetic', 'revisesThought cosmetic', 'thoughtNumber cosmetic', 'totalThoughts cosmetic']);
    // only the rewritten descriptions block (silent by design): no bound does
    expect(blocking.map((f) => f.rule).filter((r) => !DESCRIPTION_RULES.has(r))).toEqual([]);
    // the documented knob puts them back as constraints
    const strict = run('modelcontextprotocol__server-sequential-thinking', '2025.7.1', '2025.11.25', { ...DEFAULT_POLICY, safeIntegerBounds: 'constraint' });
    const bounds2 = strict.blocking.filter((f) => f.rule === 'constraint-tightened');
    expect(bounds2.map((f) => `${f.rule} ${f.severity}`)).toEqual(Array(4).fill('constraint-tightened breaking'));
    expect(bounds2[0]!.effects?.map((e) => e.message)).toEqual(['severity set to breaking by policy.safe-integer-bounds: constraint']);
  });

  test('server-everything 2025.9.25 → 2025.11.25 (adds one unannotated tool): flagged for review, not blocked by default', () => {
    const { evaluation, blocking } = run('modelcontextprotocol__server-everything', '2025.9.25', '2025.11.25');
    expect(blocking).toEqual([]);
    const added = evaluation.findings.find((f) => f.rule === 'tool-added')!;
    expect(added.flags?.map((f) => f.id)).toEqual(['unannotated-tool-added']);
    expect(added.effects?.map((e) => e.kind)).toEqual(['listed-for-review']);
    expect(decideLocal(evaluation).decision).toBe('pass');
    const strict = run('modelcontextprotocol__server-everything', '2025.9.25', '2025.11.25', { ...DEFAULT_POLICY, blockUnannotatedNewTools: true });
    expect(strict.blocking.map(row)).toEqual([`${added.tool} tool-added`]);
  });

  test('@playwright/mcp 0.0.45 → 0.0.55: a new tool annotated destructive still blocks', () => {
    const { blocking } = run('playwright__mcp', '0.0.45', '0.0.55');
    const added = blocking.filter((f) => f.rule === 'tool-added');
    expect(added.length).toBeGreaterThan(0);
    for (const f of added) expect(f.flags?.map((x) => x.id)).toContain('destructive-tool-added');
  });

  test('releases that change no call block nothing but reworded descriptions (silent by design)', () => {
    for (const [server, from, to] of [
      ['modelcontextprotocol__server-memory', '2025.9.25', '2025.11.25'],
      ['modelcontextprotocol__server-memory', '2025.11.25', '2026.1.26'],
      ['modelcontextprotocol__server-filesystem', '2025.11.25', '2025.12.18'],
      ['modelcontextprotocol__server-github', '2025.3.28', '2025.4.8'],
      ['modelcontextprotocol__server-slack', '2025.1.17', '2025.4.25'],
      ['firecrawl-mcp', '3.1.13', '3.3.5'],
    ] as const)
      expect([
        server,
        to,
        run(server, from, to)
          .blocking.filter((f) => !DESCRIPTION_RULES.has(f.rule))
          .map(row),
      ]).toEqual([server, to, []]);
  });
});

describe('issue 23: unions, patterns, nulls, renames, punctuation (captured releases)', () => {
  const lines = (server: string, from: string, to: string, tool?: string) =>
    run(server, from, to)
      .diff.changes.filter((c) => tool === undefined || c.tool === tool)
      .map((c) => `${c.rule} ${c.severity} ${c.tool} ${c.path}`.trim());

  test('notion 2.0.0 → 2.1.0: page properties loosened from {title, type} to any properties: opened, and each name no longer declared', () => {
    const { diff } = run('notionhq__notion-mcp-server', '2.0.0', '2.1.0');
    const page = diff.changes.filter((c) => c.tool === 'API-post-page' && c.path.startsWith('properties')).map((c) => `${c.rule} ${c.severity} ${c.path} ${c.message}`);
    expect(page).toEqual([
      "additional-properties-opened additive properties object 'properties' now accepts unknown properties",
      "param-description-changed additive properties description of parameter 'properties' changed (added where there was none)",
      // issue 48 item 3: `additionalProperties: true` written out reads as the implicit case (one answer per change)
      "param-removed silent properties.title parameter 'properties.title' removed",
      "param-removed silent properties.type parameter 'properties.type' removed",
    ]);
  });

  test('notion 2.2.1 → 2.4.0: block children gain string and free-form alternatives: additive, nothing breaking in API-patch-block-children', () => {
    const patch = lines('notionhq__notion-mcp-server', '2.2.1', '2.4.0', 'API-patch-block-children');
    expect(patch).toContain('composition-widened additive API-patch-block-children children[]');
    expect(patch.filter((l) => l.includes(' breaking '))).toEqual([]);
  });

  test('figma-developer-mcp 0.6.0 → 0.6.4: the widened nodeId pattern is pattern-widened (additive); the fileName one is really narrowed', () => {
    const { diff } = run('figma-developer-mcp', '0.6.0', '0.6.4');
    const patterns = diff.changes.filter((c) => c.rule.startsWith('pattern-')).map((c) => `${c.rule} ${c.severity} ${c.tool} ${c.path}`);
    expect(patterns).toEqual([
      'pattern-narrowed breaking download_figma_images nodes[].fileName', // now must end in .png or .svg
      'pattern-widened additive download_figma_images nodes[].nodeId',
      'pattern-narrowed breaking get_figma_data fileKey', // a pattern added
      'pattern-narrowed breaking get_figma_data nodeId',
    ]);
    expect(diff.changes.find((c) => c.rule === 'pattern-widened')?.message).toMatch(/widened from '\^I\?\\d\+:\\d\+.*\('0-0' now passes too\)$/);
  });

  test('sentry 0.22.0 → 0.23.1: default null added to nullable optional parameters is cosmetic and prints as null', () => {
    const { diff, blocking } = run('sentry__mcp-server', '0.22.0', '0.23.1');
    const nulls = diff.changes.filter((c) => c.rule === 'default-changed' && c.after === null);
    expect(nulls.filter((c) => c.severity === 'cosmetic').length).toBeGreaterThanOrEqual(25);
    for (const c of nulls) expect(c.message).toMatch(/changed from \(none\) to null$/);
    // search_docs.guide is an enum of guide names that 0.23.1 also lets be null (anyOf [enum, {type: null}], reported
    // as type- and enum-widened): its null default is cosmetic too (issue 36: the null alternative's value counts)
    expect(nulls.filter((c) => c.severity !== 'cosmetic').map(row)).toEqual([]);
    expect(diff.changes.filter((c) => c.tool === 'search_docs' && c.path === 'guide').map((c) => `${c.rule} ${c.severity}`)).toEqual(
      expect.arrayContaining(['type-widened additive', 'enum-widened additive']),
    );
    expect(blocking.filter((f) => f.rule === 'default-changed')).toEqual([]);
  });

  test('sentry 0.26.0 → 0.29.0 (captured without an LLM key): list_* are not renames of search_*, only noted as possible ones', () => {
    const { diff } = run('sentry__mcp-server', '0.26.0', '0.29.0');
    expect(diff.changes.filter((c) => c.rule === 'tool-renamed' || c.rule === 'param-renamed')).toEqual([]);
    const added = diff.changes.filter((c) => c.rule === 'tool-added').map((c) => c.message);
    expect(added).toEqual(
      expect.arrayContaining([
        "tool 'list_events' added; possible rename of 'search_events' (not paired: the evidence disagrees)",
        "tool 'list_issues' added; possible rename of 'search_issues' (not paired: the evidence disagrees)",
      ]),
    );
    expect(diff.changes.filter((c) => c.rule === 'tool-removed').map((c) => c.tool)).toEqual(expect.arrayContaining(['search_events', 'search_issues']));
  });

  test('every finding appears once: no two findings share rule, tool, path and pointer on any captured pair', () => {
    for (const server of serverDirs()) {
      const versions = readdirSync(join(DIR, server))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      for (let i = 1; i < versions.length; i++) {
        const keys = run(server, versions[i - 1] as string, versions[i] as string).diff.changes.map((c) => `${c.rule} ${c.tool} ${c.path} ${c.pointer}`);
        expect([server, versions[i], keys.filter((k, j) => keys.indexOf(k) !== j)]).toEqual([server, versions[i], []]);
      }
    }
  });
});

describe('issue 31: text findings a reviewer trusts (captured releases)', () => {
  test('mongodb-mcp-server 2.1.1 → 3.0.4: descriptions added where there were none are additive; what blocks is the real breaking and silent changes', () => {
    const { diff, blocking } = run('mongodb-mcp-server', '2.1.1', '3.0.4');
    const added = diff.changes.filter((c) => c.rule === 'param-description-changed' && c.before === null);
    // 159 parameter descriptions added where there was none (183 blocking findings before issue 31, 159 of them these)
    expect(added.length).toBeGreaterThanOrEqual(150);
    expect(new Set(added.map((c) => c.severity))).toEqual(new Set(['additive']));
    const keys = new Set(blocking.map((f) => `${f.rule} ${f.tool} ${f.path}`));
    expect(added.filter((c) => keys.has(`${c.rule} ${c.tool} ${c.path}`))).toEqual([]);
    // no blocking finding comes from a flag, a description or a cosmetic change: each is breaking, or a silent text change
    expect(blocking.filter((f) => f.flags?.some((fl) => fl.confidence === 'high'))).toEqual([]);
    expect(blocking.filter((f) => !['breaking', 'silent'].includes(f.severity)).map(row)).toEqual([]);
    expect(blocking.filter((f) => f.severity === 'silent').map(row)).toEqual(['exported-data resource-template-changed', 'instructions instructions-changed']);
    // the real breaking changes the corpus's ground truth names are among them
    expect([...keys]).toEqual(expect.arrayContaining(['type-narrowed mongodb-logs limit', 'constraint-tightened aggregate-db pipeline', 'constraint-tightened drop-index indexName']));
    expect(blocking.length).toBeLessThanOrEqual(30);
  });

  test('notion 1.9.1 → 2.0.0: database_id → data_source_id name different Notion objects: removed + added, noted as a possible rename', () => {
    const { diff } = run('notionhq__notion-mcp-server', '1.9.1', '2.0.0');
    const ids = diff.changes.filter((c) => /^(?:database_id|data_source_id)$/.test(c.path)).map((c) => `${c.tool} ${c.rule} ${c.path} ${c.message}`);
    expect(ids).toEqual([
      "API-query-data-source param-added-required data_source_id required parameter 'data_source_id' added; possible rename of 'database_id' (not paired: the evidence disagrees)",
      "API-query-data-source param-removed database_id parameter 'database_id' removed",
      "API-update-a-data-source param-added-required data_source_id required parameter 'data_source_id' added; possible rename of 'database_id' (not paired: the evidence disagrees)",
      "API-update-a-data-source param-removed database_id parameter 'database_id' removed",
    ]);
  });

  test("server-map 1.7.4 → 1.7.5 (MCP Apps): the tool list is the same, the HTML of show-map's ui:// resource is not: one blocking ui-resource-changed", () => {
    const { diff, blocking } = run('modelcontextprotocol__server-map', '1.7.4', '1.7.5');
    expect(diff.changes.filter((c) => c.entity === 'tool').map((c) => [c.rule, c.tool, c.severity])).toEqual([['ui-resource-changed', 'show-map', 'silent']]);
    expect(diff.changes.find((c) => c.rule === 'ui-resource-changed')!.message).toMatch(
      /^UI resource ui:\/\/cesium-map\/mcp-app\.html of tool 'show-map' changed: sha256:6eb077e68786… \(342531 bytes\) → sha256:6414ff097579… \(342675 bytes\)$/,
    );
    expect(blocking.map((f) => f.rule)).toContain('ui-resource-changed');
  });

  test('sentry 0.22.0 → 0.23.1: the seven descriptions that only lost their emoji ("🔍 ", "❌ ", "🔢 ") are cosmetic and block nothing', () => {
    const { diff, blocking } = run('sentry__mcp-server', '0.22.0', '0.23.1');
    const text = diff.changes.filter((c) => c.rule === 'tool-description-changed');
    expect(text.map((c) => `${c.tool} ${c.severity} ${c.message.replace(c.tool, '…')}`).sort()).toEqual(
      ['create_dsn', 'create_project', 'create_team', 'get_issue_details', 'get_trace_details', 'search_events', 'search_issues'].map(
        (t) => `${t} cosmetic description of tool '…' changed (emoji only)`,
      ),
    );
    expect(blocking.filter((f) => f.rule === 'tool-description-changed')).toEqual([]);
  });

  test('context7 and desktop-commander: every real tool judged as a new tool beside its siblings blocks nothing (a prerequisite naming a sibling is not poisoning)', () => {
    for (const server of ['upstash__context7-mcp', 'wonderwhy-er__desktop-commander'])
      for (const file of readdirSync(join(DIR, server)).sort()) {
        const version = file.replace(/\.json$/, '');
        const tools = snap(server, version).servers.default!.tools;
        for (const t of tools) {
          const without = snap(server, version);
          without.servers.default!.tools = tools.filter((x) => x !== t);
          const f = evaluate(diffSnapshots(without, snap(server, version)), DEFAULT_POLICY, { today: '2026-11-23' }).findings.find((x) => x.rule === 'tool-added')!;
          expect([server, version, t.name, f.flags?.filter((fl) => fl.confidence === 'high') ?? []]).toEqual([server, version, t.name, []]);
        }
      }
  });
});

describe('semver on 0.x versions (npm caret reading)', () => {
  test('@playwright/mcp 0.0.30 → 0.0.45 is a breaking bump for a 0.0.z version: no version finding', () => {
    const before = snap('playwright__mcp', '0.0.30');
    const after = snap('playwright__mcp', '0.0.45');
    const diff = diffSnapshots(before, after);
    // serverInfo.version is the package's own here; give the captured versions so the check reads the npm versions
    before.servers.default!.serverInfo = { name: 'Playwright', version: '0.0.30' };
    after.servers.default!.serverInfo = { name: 'Playwright', version: '0.0.45' };
    expect(versionFindings(diff, before, after).findings).toEqual([]);
  });
});
