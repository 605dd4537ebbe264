// How `--locked` reads an npx launch (src/discovery/npx-command.ts): the npm settings it passes on to its own install,
// read with the one list of npx value flags (launch-spec's), and what it refuses rather than guesses.
import { describe, expect, test } from '@jest/globals';
import { readNpxCommand } from '../../src/discovery/npx-command.js';

describe('readNpxCommand', () => {
  test('settings before the package are passed on, each with its value; the bin arguments are kept', () => {
    expect(readNpxCommand('npx', ['-y', '--loglevel', 'silent', '--registry', 'http://r/', 'pkg@1.2.3', '--port', '1'])).toEqual({
      npmFlags: ['--loglevel=silent', '--registry=http://r/'],
      args: ['--port', '1'],
    });
  });

  test('every value flag of the shared list is read with its value (--node-options, --script-shell, --cache, --userconfig)', () => {
    expect(readNpxCommand('npx', ['--node-options', '--max-old-space-size=64', '--cache', '/c', '--userconfig', '/u', '--script-shell', 'sh', 'pkg@1.0.0'])).toEqual({
      npmFlags: ['--node-options=--max-old-space-size=64', '--cache=/c', '--userconfig=/u', '--script-shell=sh'],
      args: [],
    });
  });

  test('npm exec reads as npx; --package names the package and the positional is its bin', () => {
    expect(readNpxCommand('npm', ['exec', '--package', 'pkg@1.0.0', '--', 'tool', '-v'])).toEqual({ npmFlags: [], bin: 'tool', args: ['-v'] });
  });

  test('flags that install or run elsewhere are refused, with or without =, and say why', () => {
    for (const args of [
      ['--prefix', '/elsewhere', 'pkg@1.0.0'],
      ['--prefix=/elsewhere', 'pkg@1.0.0'],
      ['-w', 'a', 'pkg@1.0.0'],
      ['--workspace=a', 'pkg@1.0.0'],
    ]) {
      const r = readNpxCommand('npx', args) as { problem?: string };
      expect(r.problem).toMatch(/chooses where npm installs or runs, and --locked installs into a folder of its own$/);
    }
  });

  test('an unknown option, a shell command line and two packages are refused rather than guessed', () => {
    expect(readNpxCommand('npx', ['--frobnicate', 'x', 'pkg@1.0.0'])).toEqual({ problem: 'the npx option --frobnicate is not known here (write it as --frobnicate=VALUE if it takes one)' });
    expect(readNpxCommand('npx', ['-c', 'echo hi'])).toEqual({ problem: "-c runs a shell command line, not a package's bin" });
    expect(readNpxCommand('npx', ['-p', 'a@1.0.0', '-p', 'b@1.0.0', 'a'])).toEqual({ problem: 'it installs 2 packages (--package), and only the locked one is verified' });
    expect(readNpxCommand('npx', ['-y'])).toEqual({ problem: 'the launch names no package to run' });
  });
});
