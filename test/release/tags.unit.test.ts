import { dirname, join } from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { changelogFiles } from '../../src/app/release.js';
import { defaultConfig } from '../../src/config/gate-config.js';
import { renderChangelog } from '../../src/report/changelog-markdown.js';
import { nameIn, previousScopedTag, previousVersion, publishedPackages, scopedTagVersion, tagPatternRe, type TagScope, type VersionFile } from '../../src/app/release-version.js';
import { folderOfTag, packageFolder, parseNpmVersions, parsePipVersions, publishedEntry, serversOfPackage } from '../../src/app/release-baseline.js';
import { bumpFor, bumpOf, changeClass, releaseBump } from '../../src/policy/versioning.js';
import { wordDiff } from '../../src/report/word-diff.js';
import type { GateConfig, ServerConfig } from '../../src/model/config.js';
import { FIXTURES } from '../support/paths.js';

const root: TagScope = { names: ['@acme/issues-mcp'], bare: true };
const sub: TagScope = { names: ['@modelcontextprotocol/server-everything'], bare: false };

describe('the tags that are one server’s releases', () => {
  test.each([
    ['v1.2.3', root, '1.2.3'],
    ['1.2.3', root, '1.2.3'],
    ['@acme/issues-mcp@1.2.3', root, '1.2.3'],
    ['issues-mcp@1.2.3', root, '1.2.3'],
    ['issues-mcp-v1.2.3', root, '1.2.3'],
    ['issues-mcp-1.2.3', root, '1.2.3'],
    ['issues-mcp/v1.2.3', root, '1.2.3'],
    ['issues-mcp/1.2.3-rc.1', root, '1.2.3-rc.1'],
    ['pkg-b@0.3.0', root, undefined],
    ['python-servers-0.6.1', root, undefined],
    ['issues-mcp-extra@1.0.0', root, undefined],
    ['2026.1.14', sub, undefined],
    ['python-servers-0.6.1', sub, undefined],
    ['server-everything@2026.1.14', sub, '2026.1.14'],
    ['v1.2', root, undefined],
  ] as const)('%s → %s', (tag, scope, version) => {
    expect(scopedTagVersion(tag, scope)).toBe(version);
  });

  test('--tag-pattern: only tags of that shape; {version} must appear once', () => {
    const scope = { ...root, pattern: 'release-{version}' };
    expect(scopedTagVersion('release-1.4.0', scope)).toBe('1.4.0');
    expect(scopedTagVersion('v1.4.0', scope)).toBeUndefined();
    expect(tagPatternRe('x')).toEqual({ problem: expect.stringContaining('must hold {version} once') });
    expect(scopedTagVersion('a.b-1.0.0', { names: [], bare: false, pattern: 'a.b-{version}' })).toBe('1.0.0');
    expect(scopedTagVersion('aXb-1.0.0', { names: [], bare: false, pattern: 'a.b-{version}' })).toBeUndefined();
  });

  test('the nearest version below the one being released; pre-releases by semver', () => {
    const tags = ['v1.0.0', 'v1.1.0', 'v1.1.1', 'v2.0.0-rc.1', 'v2.0.0', 'pkg-b@0.3.0', 'pkg-b@0.3.1', 'v10.0.0'];
    expect(previousScopedTag(tags, '2.0.0', root)?.tag).toBe('v1.1.1');
    expect(previousScopedTag(tags, '2.0.1', root)?.tag).toBe('v2.0.0');
    expect(previousScopedTag(tags, '2.0.0-rc.2', root)?.tag).toBe('v2.0.0-rc.1');
    expect(previousScopedTag(tags, '11.0.0', root)?.tag).toBe('v10.0.0');
    expect(previousScopedTag(tags, '0.3.2', { names: ['pkg-b'], bare: false })?.tag).toBe('pkg-b@0.3.1');
    expect(previousScopedTag(tags, '1.0.0', root)).toBeUndefined();
    expect(previousVersion(['1.0.0', '1.1.0', '1.2.0-beta.1', '1.2.0', '2.0.0'], '1.2.0')).toBe('1.1.0');
  });
});

describe('what the server is published as', () => {
  const reader = (files: Partial<Record<VersionFile, string>>) => (f: VersionFile) => files[f];
  test('package.json (not private), pyproject.toml, server.json packages', () => {
    expect(
      publishedPackages(
        reader({
          'package.json': '{"name":"@acme/x","version":"1.0.0"}',
          'server.json': JSON.stringify({
            name: 'io.github.acme/x',
            packages: [
              { registryType: 'npm', identifier: '@acme/x' },
              { registryType: 'pypi', identifier: 'acme-x' },
              { registryType: 'oci', identifier: 'ghcr.io/acme/x' },
            ],
          }),
        }),
      ),
    ).toEqual([
      { registry: 'npm', name: '@acme/x', file: 'package.json' },
      { registry: 'pypi', name: 'acme-x', file: 'server.json' },
      { registry: 'oci', name: 'ghcr.io/acme/x', file: 'server.json' },
    ]);
    expect(publishedPackages(reader({ 'package.json': '{"name":"x","private":true}' }))).toEqual([]);
    expect(publishedPackages(reader({ 'pyproject.toml': '[project]\nname = "mcp-server-git"\nversion = "0.6.2"\n' }))).toEqual([{ registry: 'pypi', name: 'mcp-server-git', file: 'pyproject.toml' }]);
    expect(nameIn('pyproject.toml', '[tool.poetry]\nname = "p"\n')).toBe('p');
    expect(nameIn('package.json', 'not json')).toBeUndefined();
  });

  test('registry answers: npm view versions (a list, one string, an error), pip index versions', () => {
    expect(parseNpmVersions('["1.0.0","1.1.0"]')).toEqual(['1.0.0', '1.1.0']);
    expect(parseNpmVersions('"1.0.0"')).toEqual(['1.0.0']);
    expect(parseNpmVersions('{"error":{"code":"E404","summary":"Not Found - GET https://registry/x"}}')).toEqual({ problem: 'npm view failed (E404): Not Found - GET https://registry/x' });
    expect(parseNpmVersions('<html>')).toEqual({ problem: 'npm view did not answer JSON' });
    expect(parsePipVersions('mcp-server-git (0.6.2)\nAvailable versions: 0.6.2, 0.6.1, 0.5.0\n')).toEqual(['0.6.2', '0.6.1', '0.5.0']);
    expect(parsePipVersions('')).toEqual({ problem: 'pip index versions listed no version' });
  });

  test("today's config entry launched as the published package: same env and arguments after the script, no setup, an empty folder", () => {
    const server = {
      id: 's',
      transport: 'stdio',
      command: 'node',
      args: ['--enable-source-maps', 'dist/index.js', '--read-only'],
      env: { TOKEN: 'x' },
      setup: 'npm ci',
      cwd: 'pkg',
    } as unknown as ServerConfig;
    expect(publishedEntry(server, { registry: 'npm', name: '@acme/x', file: 'package.json' }, '1.1.0', '/tmp/e')).toMatchObject({
      command: 'npx',
      args: ['-y', '@acme/x@1.1.0', '--read-only'],
      env: { TOKEN: 'x' },
      cwd: '/tmp/e',
    });
    expect(publishedEntry(server, { registry: 'npm', name: '@acme/x', file: 'package.json' }, '1.1.0', '/tmp/e')).not.toHaveProperty('setup');
    expect(publishedEntry(server, { registry: 'pypi', name: 'acme-x', file: 'pyproject.toml' }, '0.6.1', '/tmp/e')).toMatchObject({ command: 'uvx', args: ['acme-x@0.6.1', '--read-only'] });
    // an entry that launches the package already: its version is set
    const npx = { id: 's', transport: 'stdio', command: 'npx', args: ['-y', '@acme/x@2.0.0', '--flag'] } as unknown as ServerConfig;
    expect(publishedEntry(npx, { registry: 'npm', name: '@acme/x', file: 'package.json' }, '1.9.0', '/tmp/e')).toMatchObject({ command: 'npx', args: ['-y', '@acme/x@1.9.0', '--flag'] });
    // images (OCI): an entry that runs one is set to the tag or digest; a server.json oci package is run with docker
    const docker = { id: 'd', transport: 'stdio', command: 'docker', args: ['run', '-i', '--rm', 'ghcr.io/acme/x:2.0.0'] } as unknown as ServerConfig;
    expect(publishedEntry(docker, { registry: 'oci', name: 'ghcr.io/acme/x', file: 'server.json' }, '1.9.0', '/tmp/e')).toMatchObject({
      command: 'docker',
      args: ['run', '-i', '--rm', 'ghcr.io/acme/x:1.9.0'],
    });
    const digest = `sha256:${'a'.repeat(64)}`;
    expect(publishedEntry(docker, { registry: 'oci', name: 'ghcr.io/acme/x', file: 'server.json' }, digest, '/tmp/e')).toMatchObject({ args: ['run', '-i', '--rm', `ghcr.io/acme/x@${digest}`] });
    expect(publishedEntry(server, { registry: 'oci', name: 'ghcr.io/acme/x', file: 'server.json' }, '1.1.0', '/tmp/e')).toMatchObject({
      command: 'docker',
      args: ['run', '-i', '--rm', 'ghcr.io/acme/x:1.1.0', '--read-only'],
    });
    expect(publishedEntry({ id: 'h', transport: 'http', url: 'http://127.0.0.1:1/mcp' } as unknown as ServerConfig, { registry: 'npm', name: 'x', file: 'package.json' }, '1.0.0', '/tmp/e')).toEqual({
      problem: 'server h is reached by URL (http): no package to launch',
    });
  });
});

describe('the bump advice', () => {
  test('breaking → major; a re-description or a changed default → minor; an open-schema removal (silent) → major; cosmetic → patch', () => {
    expect(bumpOf({ rule: 'param-removed', severity: 'breaking' })).toEqual({ bump: 'major', class: 'breaking', why: 'calls built on the old contract fail or are rejected' });
    expect(bumpOf({ rule: 'tool-description-changed', severity: 'silent' }).bump).toBe('minor');
    expect(bumpOf({ rule: 'param-description-changed', severity: 'silent' }).bump).toBe('minor');
    expect(bumpOf({ rule: 'default-changed', severity: 'silent' }).bump).toBe('minor');
    expect(bumpOf({ rule: 'resource-template-changed', severity: 'silent', data: { field: 'description' } } as never).bump).toBe('minor');
    expect(bumpOf({ rule: 'resource-template-changed', severity: 'silent', data: { field: 'mimeType' } } as never).bump).toBe('major');
    expect(bumpOf({ rule: 'param-removed', severity: 'silent' })).toMatchObject({ bump: 'major', class: 'silent' });
    expect(bumpOf({ rule: 'annotation-regressed', severity: 'silent' }).bump).toBe('major');
    expect(bumpOf({ rule: 'title-changed', severity: 'cosmetic' }).bump).toBe('patch');
    expect(changeClass('silent')).toBe('silent');
    expect(
      bumpFor([
        { rule: 'tool-description-changed', severity: 'silent' },
        { rule: 'tool-added', severity: 'additive' },
      ]),
    ).toBe('minor');
    // the mapping is configurable per class
    expect(bumpFor([{ rule: 'tool-description-changed', severity: 'silent' }], { meaning: 'patch' })).toBe('patch');
    expect(releaseBump([{ rule: 'tool-description-changed', severity: 'silent' }], { from: '1.1.0', to: '1.1.1' })).toMatchObject({ needed: 'minor', suggested: '1.2.0', ok: false });
    expect(releaseBump([{ rule: 'tool-description-changed', severity: 'silent' }], { from: '1.1.0', to: '1.1.1', bumps: { meaning: 'patch' } })).toMatchObject({ needed: 'patch', ok: true });
    // 0.x: caret reading by default, nothing required with exempt
    expect(releaseBump([{ rule: 'param-removed', severity: 'breaking' }], { from: '0.4.2', to: '0.4.3' })).toMatchObject({ needed: 'major', suggested: '0.5.0', ok: false });
    expect(releaseBump([{ rule: 'param-removed', severity: 'breaking' }], { from: '0.4.2', to: '0.4.3', zeroVersions: 'exempt' })).toMatchObject({ ok: true, exempt: true });
  });
});

describe('the word diff of a changed description', () => {
  test('only the changed runs, with a few words of context; whitespace alone is no change', () => {
    expect(wordDiff('Search the issues by title.', 'Search the open issues by title.').hunks).toEqual([
      { before: 'Search the', removed: '', added: 'open', after: 'issues by title.', cutBefore: false, cutAfter: false },
    ]);
    expect(wordDiff('a  b\nc', 'a b c')).toEqual({ hunks: [], more: 0 });
    const long = 'one two three four five six seven eight nine ten';
    expect(wordDiff(long, long.replace('six', '6')).hunks).toEqual([{ before: 'two three four five', removed: 'six', added: '6', after: 'seven eight nine ten', cutBefore: true, cutAfter: false }]);
    const many = wordDiff('a b c d e f g h i j k l', 'A b C d E f G h I j K l');
    expect([many.hunks.length, many.more]).toEqual([3, 3]);
  });

  test('a real re-description (server-everything 2025.12.18 → 2026.1.14) reads as a short diff', () => {
    const read = (v: string) => JSON.parse(readFileSync(join(FIXTURES, 'real-servers', 'modelcontextprotocol__server-everything', `${v}.json`), 'utf8'));
    const a = read('2025.12.18').tools as Array<{ name: string; description?: string }>;
    const b = read('2026.1.14').tools as Array<{ name: string; description?: string }>;
    const pairs = a.flatMap((t) => {
      const u = b.find((x) => x.name === t.name);
      return u && u.description !== t.description && t.description && u.description ? [[t.description, u.description] as const] : [];
    });
    for (const [x, y] of pairs) {
      const d = wordDiff(x, y);
      expect(d.hunks.length + d.more).toBeGreaterThan(0);
      for (const h of d.hunks) expect(h.before.split(' ').length).toBeLessThanOrEqual(4);
    }
  });
});

describe('the mapping, configurable', () => {
  test('changelogFiles with bumps { meaning: "patch" }: a re-description released as a patch passes; by default it needs a minor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcg-bumps-'));
    try {
      const snap = (description: string) => JSON.stringify({ tools: [{ name: 'search', description, inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }] });
      writeFileSync(join(dir, 'a.json'), snap('Search the issues.'));
      writeFileSync(join(dir, 'b.json'), snap('Search the open issues, newest first.'));
      const o = {
        config: defaultConfig(),
        today: '2026-12-02',
        before: { path: join(dir, 'a.json'), name: 'a.json' },
        after: { path: join(dir, 'b.json'), name: 'b.json' },
        from: '1.1.0',
        to: '1.1.1',
      };
      expect(changelogFiles(o).input.release.bump).toMatchObject({ needed: 'minor', ok: false, suggested: '1.2.0' });
      const patch = changelogFiles({ ...o, bumps: { meaning: 'patch' } });
      expect(patch.input.release.bump).toMatchObject({ needed: 'patch', ok: true });
      expect(renderChangelog(patch.input)).toContain('(`tool-description-changed`; patch: old calls still work; what the model reads changed)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the folder a pushed tag releases (the action in a monorepo)', () => {
  test('a tag named after a package releases the folder whose server and project files are that package; a bare tag the repository', () => {
    const root = mkdtempSync(join(tmpdir(), 'mcg-tagfolder-'));
    try {
      for (const [path, text] of Object.entries({
        'package.json': '{"name":"acme","version":"2.0.0","private":true}',
        'packages/pkg-b/package.json': '{"name":"@acme/pkg-b","version":"0.3.1"}',
        'servers/py/pyproject.toml': '[project]\nname = "acme-py"\nversion = "1.0.0"\n',
      })) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const config = {
        servers: [
          { id: 'root', transport: 'stdio', command: 'node', args: ['server.js'] },
          { id: 'b', transport: 'stdio', command: 'node', args: ['dist/index.js'], cwd: 'packages/pkg-b' },
          { id: 'py', transport: 'stdio', command: 'uv', args: ['run', 'servers/py/main.py'] },
        ],
      } as unknown as GateConfig;
      expect(folderOfTag(config, root, 'pkg-b@0.3.1')).toBe('packages/pkg-b');
      expect(folderOfTag(config, root, '@acme/pkg-b@0.3.1')).toBe('packages/pkg-b');
      expect(folderOfTag(config, root, 'acme-py-v1.0.0')).toBe('servers/py');
      expect(folderOfTag(config, root, 'v2.0.0')).toBeUndefined();
      expect(folderOfTag(config, root, 'other@1.0.0')).toBeUndefined();
      expect(serversOfPackage(config, root, 'packages/pkg-b').map((s) => s.id)).toEqual(['b']);
      expect(serversOfPackage(config, root, 'servers/py').map((s) => s.id)).toEqual(['py']);
      expect(serversOfPackage(config, root, '.').map((s) => s.id)).toEqual(['root']);
      expect(packageFolder(root, join(root, 'packages', 'pkg-b', 'src'))).toBe('packages/pkg-b');
      expect(() => serversOfPackage(config, root, 'docs')).toThrow(/no server of the config runs in docs/);
      expect(() => serversOfPackage(config, root, '.', ['nope'])).toThrow(/--server nope: no such server/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
