import { launchVersion, parseLaunchSpec, registryName } from '../../src/config/launch-spec.js';

describe('parseLaunchSpec', () => {
  const cases: [string, string[], unknown][] = [
    ['npx', ['-y', '@notionhq/notion-mcp-server@1.8.1'], { manager: 'npx', package: '@notionhq/notion-mcp-server', pin: { kind: 'version', version: '1.8.1' } }],
    ['npx', ['--yes', 'tavily-mcp@latest'], { manager: 'npx', package: 'tavily-mcp', pin: { kind: 'tag', tag: 'latest' } }],
    ['npx', ['@playwright/mcp'], { manager: 'npx', package: '@playwright/mcp', pin: { kind: 'none' } }],
    ['npx', ['-y', 'pkg@^1.2.0', '--port', '3'], { manager: 'npx', package: 'pkg', pin: { kind: 'range', range: '^1.2.0' } }],
    ['npx', ['-p', '@a/b@2.0.0', 'b-cli'], { manager: 'npx', package: '@a/b', pin: { kind: 'version', version: '2.0.0' } }],
    ['npx', ['--package=@a/b@2.0.0-beta.1', 'b'], { manager: 'npx', package: '@a/b', pin: { kind: 'version', version: '2.0.0-beta.1' } }],
    ['/usr/bin/npx.cmd', ['-y', 'x@1.0.0'], { manager: 'npx', package: 'x', pin: { kind: 'version', version: '1.0.0' } }],
    ['npm', ['exec', '--', 'x@1.0.0'], { manager: 'npx', package: 'x', pin: { kind: 'version', version: '1.0.0' } }],
    ['pnpm', ['dlx', 'x@3.1.4'], { manager: 'pnpm-dlx', package: 'x', pin: { kind: 'version', version: '3.1.4' } }],
    ['yarn', ['dlx', '@a/b@latest'], { manager: 'yarn-dlx', package: '@a/b', pin: { kind: 'tag', tag: 'latest' } }],
    ['uvx', ['--from', 'git+https://github.com/a/b', 'b'], { manager: 'uvx', package: 'git+https://github.com/a/b', pin: { kind: 'none' } }],
    ['bunx', ['x@1.2.3'], { manager: 'bunx', package: 'x', pin: { kind: 'version', version: '1.2.3' } }],
    ['uvx', ['mcp-server-fetch==2025.1.17'], { manager: 'uvx', package: 'mcp-server-fetch', pin: { kind: 'version', version: '2025.1.17' } }],
    ['uvx', ['pkg==1.2'], { manager: 'uvx', package: 'pkg', pin: { kind: 'version', version: '1.2' } }],
    ['uvx', ['pkg>=1,<2'], { manager: 'uvx', package: 'pkg', pin: { kind: 'range', range: '>=1,<2' } }],
    ['uvx', ['--from', 'pkg[extra]==1.2', 'cmd'], { manager: 'uvx', package: 'pkg', pin: { kind: 'version', version: '1.2' } }],
    ['uvx', ['--python', '3.12', 'pkg@0.4.0'], { manager: 'uvx', package: 'pkg', pin: { kind: 'version', version: '0.4.0' } }],
    ['uv', ['tool', 'run', 'pkg'], { manager: 'uvx', package: 'pkg', pin: { kind: 'none' } }],
    ['pipx', ['run', '--spec', 'pkg==1.2', 'cmd'], { manager: 'pipx', package: 'pkg', pin: { kind: 'version', version: '1.2' } }],
    ['pipx', ['run', 'pkg'], { manager: 'pipx', package: 'pkg', pin: { kind: 'none' } }],
    // index flags: their values are not the package; the launch's own index is recorded (the server's flags are not read)
    [
      'uvx',
      ['--default-index', 'https://pypi.corp/simple', '--index', 'extra=https://x.corp/simple', '-f', '/wheels', 'pkg==1.0', '--index-url', 'server-flag'],
      { manager: 'uvx', package: 'pkg', pin: { kind: 'version', version: '1.0' }, index: { url: 'https://pypi.corp/simple', extra: ['https://x.corp/simple'], findLinks: ['/wheels'] } },
    ],
    [
      'uvx',
      ['--from', 'pkg==2.0', '--extra-index-url=https://x.corp/simple', 'cmd'],
      { manager: 'uvx', package: 'pkg', pin: { kind: 'version', version: '2.0' }, index: { extra: ['https://x.corp/simple'], findLinks: [] } },
    ],
    [
      'pipx',
      ['run', '--index-url', 'https://pypi.corp/simple', '--spec', 'pkg==1.2', 'cmd'],
      { manager: 'pipx', package: 'pkg', pin: { kind: 'version', version: '1.2' }, index: { url: 'https://pypi.corp/simple', extra: [], findLinks: [] } },
    ],
    [
      'docker',
      ['run', '-i', '--rm', '-e', 'TOKEN', 'ghcr.io/github/github-mcp-server:v0.4.0@sha256:abc', 'stdio'],
      { manager: 'docker', package: 'ghcr.io/github/github-mcp-server', pin: { kind: 'version', version: '0.4.0' }, digest: 'sha256:abc' },
    ],
    ['docker', ['run', '-i', 'localhost:5000/img'], { manager: 'docker', package: 'localhost:5000/img', pin: { kind: 'none' } }],
    ['docker', ['run', 'mcp/fetch:latest'], { manager: 'docker', package: 'mcp/fetch', pin: { kind: 'tag', tag: 'latest' } }],
  ];
  it.each(cases)('%s %j', (command, args, expected) => {
    expect(parseLaunchSpec(command, args)).toEqual(expected);
  });

  it('returns undefined for commands that run no package manager, or name no package', () => {
    expect(parseLaunchSpec('node', ['server.js'])).toBeUndefined();
    expect(parseLaunchSpec('npx', ['-y'])).toBeUndefined();
    expect(parseLaunchSpec('docker', ['ps'])).toBeUndefined();
  });

  it('returns undefined for a folder or file of the checkout: code the diff covers, not a package', () => {
    for (const arg of ['./server.js', '../x', '.', '/abs/path', '~/srv', 'file:../x', 'C:\\srv']) expect([arg, parseLaunchSpec('npx', ['-y', arg])]).toEqual([arg, undefined]);
    expect(parseLaunchSpec('uvx', ['--from', '.', 'srv'])).toBeUndefined();
  });

  it('tells a registry name from a git, URL or tarball spec', () => {
    expect(registryName('npx', '@a/b')).toBe(true);
    expect(registryName('npx', 'github:a/b')).toBe(false);
    expect(registryName('npx', 'a/b')).toBe(false);
    expect(registryName('npx', 'https://x/y.tgz')).toBe(false);
    expect(registryName('uvx', 'mcp-server-fetch')).toBe(true);
    expect(registryName('uvx', 'git+https://github.com/a/b')).toBe(false);
  });

  it('gives the exact version only', () => {
    expect(launchVersion(parseLaunchSpec('npx', ['x@2.0.0']))).toBe('2.0.0');
    expect(launchVersion(parseLaunchSpec('npx', ['x@latest']))).toBeUndefined();
    expect(launchVersion(undefined)).toBeUndefined();
  });
});

describe('one reading of an npx launch', () => {
  // `npx --loglevel silent -y pkg@1.2.3` was pinned as the package `silent` (the spec's flag list lacked the npm
  // settings npx-repair's had): the package every reading names must be the same one
  test.each([
    [['--loglevel', 'silent', '-y', 'pkg@1.2.3']],
    [['--prefix', '/opt/x', 'pkg@1.2.3']],
    [['--script-shell', '/bin/sh', 'pkg@1.2.3']],
    [['--node-options', 'inspect', 'pkg@1.2.3']],
    [['--registry', 'http://r/', '--cache', '/c', 'pkg@1.2.3']],
  ])('npx %j: the spec and the npx cache entry name pkg@1.2.3', async (args) => {
    const { npxPackageSpecs } = await import('../../src/discovery/npx-repair.js');
    expect(parseLaunchSpec('npx', args)).toEqual({ manager: 'npx', package: 'pkg', pin: { kind: 'version', version: '1.2.3' } });
    expect(npxPackageSpecs('npx', args)).toEqual(['pkg@1.2.3']);
  });
});
