import { agreedVersion, declaredVersions, previousReleaseTag, tagVersion, versionIn } from '../../src/app/release-version.js';
import { contractFindings, releaseBump, sameVersion } from '../../src/policy/versioning.js';

describe('releaseBump: the bump a release needs, against the version released', () => {
  test.each([
    // severities, from, to, needed, actual, ok, suggested
    [['breaking'], '1.2.0', '1.3.0', 'major', 'minor', false, '2.0.0'],
    [['silent'], '1.2.0', '2.0.0', 'major', 'major', true, '2.0.0'],
    [['breaking'], '1.2.0', '2.0.0-rc.1', 'major', 'major', true, '2.0.0'],
    [['additive'], '1.2.0', '1.2.1', 'minor', 'patch', false, '1.3.0'],
    [['additive', 'cosmetic'], '1.2.0', '1.3.0', 'minor', 'minor', true, '1.3.0'],
    [['cosmetic'], '1.2.0', '1.2.0', 'patch', 'none', false, '1.2.1'],
    [['cosmetic'], '1.2.0', '1.2.1', 'patch', 'patch', true, '1.2.1'],
    [[], '1.2.0', '1.2.0', 'none', 'none', true, undefined],
    // 0.x as npm's ^ reads it: in 0.y.z the minor is the major; in 0.0.z every bump is
    [['breaking'], '0.4.2', '0.4.3', 'major', 'minor', false, '0.5.0'],
    [['breaking'], '0.4.2', '0.5.0', 'major', 'major', true, '0.5.0'],
    [['additive'], '0.4.2', '0.4.3', 'minor', 'minor', true, '0.4.3'],
    [['breaking'], '0.0.3', '0.0.4', 'major', 'major', true, '0.0.4'],
  ] as const)('%j %s → %s', (severities, from, to, needed, actual, ok, suggested) => {
    const b = releaseBump(severities, { from, to });
    expect(b).toMatchObject({ needed, actual, ok });
    expect(b.suggested).toBe(suggested);
  });

  test('zero-versions: exempt lets a 0.x release change anything; 1.x is still checked', () => {
    expect(releaseBump(['breaking'], { from: '0.4.2', to: '0.4.3', zeroVersions: 'exempt' })).toEqual({ needed: 'major', from: '0.4.2', to: '0.4.3', ok: true, exempt: true });
    expect(releaseBump(['breaking'], { from: '1.4.2', to: '1.4.3', zeroVersions: 'exempt' }).ok).toBe(false);
  });

  test('what cannot be told is not ok: no version before, or one that is not semver', () => {
    expect(releaseBump(['breaking'], { to: '2.0.0' })).toEqual({ needed: 'major', to: '2.0.0', unknown: 'the version released before is not known' });
    expect(releaseBump(['breaking'], { from: 'nightly', to: '2.0.0' })).toEqual({
      needed: 'major',
      from: 'nightly',
      to: '2.0.0',
      unknown: 'the version released before, nightly, is not a semver version',
    });
    expect(releaseBump(['breaking'], { from: '1.0.0', to: 'next' })).toEqual({
      needed: 'major',
      from: '1.0.0',
      to: 'next',
      suggested: '2.0.0',
      unknown: 'the version being released, next, is not a semver version',
    });
    expect(releaseBump([], {}).ok).toBe(true);
  });

  test('only contract changes count: the policy findings are not a release note', () => {
    const ids = contractFindings([
      { rule: 'param-removed' },
      { rule: 'server-launch-unpinned' },
      { rule: 'gate-config-changed' },
      { rule: 'tool-added' },
      { rule: 'server-json-version-mismatch' },
    ]).map((f) => f.rule);
    expect(ids).toEqual(['param-removed', 'tool-added']);
  });
});

describe('the version a project declares', () => {
  test('package.json, server.json and pyproject.toml (PEP 621 and Poetry); a dynamic version says how to pass it', () => {
    expect(versionIn('package.json', '{"name":"x","version":"1.3.0"}')).toBe('1.3.0');
    expect(versionIn('server.json', '\uFEFF{"version":" 1.3.0 "}')).toBe('1.3.0');
    expect(versionIn('pyproject.toml', '[project]\nname = "x"\nversion = "1.3.0"\n')).toBe('1.3.0');
    expect(versionIn('pyproject.toml', '[tool.poetry]\nversion = "0.9.1"\n')).toBe('0.9.1');
    expect(versionIn('pyproject.toml', '[project]\nname = "x"\ndynamic = ["version"]\n')).toEqual({ problem: expect.stringContaining('pass the version being released with --version') });
    expect(versionIn('package.json', '{"name":')).toEqual({ problem: expect.stringMatching(/^package\.json is not valid JSON/) });
    expect(versionIn('package.json', '{"name":"x"}')).toBeUndefined();
  });

  test('files that disagree are named; v1.2.0 and 1.2.0 agree', () => {
    const files: Record<string, string> = { 'server.json': '{"version":"1.3.0"}', 'package.json': '{"version":"v1.3.0"}', 'pyproject.toml': '[project]\nversion = "1.2.0"\n' };
    const d = declaredVersions((f) => files[f]);
    expect(agreedVersion(d)).toEqual({
      version: { file: 'server.json', version: '1.3.0' },
      disagreements: ['pyproject.toml says 1.2.0, but server.json says 1.3.0: make them agree before releasing'],
    });
    expect(sameVersion('v1.2.0', '1.2.0')).toBe(true);
    expect(sameVersion('1.2', '1.2.0')).toBe(false);
  });

  test('version tags, and the last release below a version', () => {
    expect(['v1.2.0', '1.2.0', 'pkg@1.2.0', 'pkg-v1.2.0', 'release/1.2.0', 'v2.0.0-rc.1', 'latest', 'v1.2'].map(tagVersion)).toEqual([
      '1.2.0',
      '1.2.0',
      '1.2.0',
      '1.2.0',
      '1.2.0',
      '2.0.0-rc.1',
      undefined,
      undefined,
    ]);
    const tags = ['v1.2.0', 'v1.3.0', 'v2.0.0-rc.1', 'v2.0.0', 'nightly', 'v1.10.0'];
    expect(previousReleaseTag(tags, '2.0.0')).toEqual({ tag: 'v1.10.0', version: '1.10.0' });
    expect(previousReleaseTag(tags, '2.1.0')).toEqual({ tag: 'v2.0.0', version: '2.0.0' });
    expect(previousReleaseTag(tags, '2.0.0-rc.2')).toEqual({ tag: 'v2.0.0-rc.1', version: '2.0.0-rc.1' });
    expect(previousReleaseTag(tags, '1.2.0')).toBeUndefined();
    expect(previousReleaseTag(tags, undefined)).toEqual({ tag: 'v2.0.0', version: '2.0.0' });
  });
});
