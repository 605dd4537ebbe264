import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { brokenNpxEntry, npmCacheDir, npxEntryHash, npxPackageSpecs } from '../../src/discovery/npx-repair.js';

test("the specs npx hashes, and its hash (the folder npm 11's npx made for `npx -y slow-server@1.0.0`)", () => {
  expect(npxPackageSpecs('npx', ['-y', 'slow-server@1.0.0', '--flag'])).toEqual(['slow-server@1.0.0']);
  expect(npxPackageSpecs('/usr/bin/npx', ['--yes', '--registry', 'http://r/', '@scope/pkg'])).toEqual(['@scope/pkg']);
  expect(npxPackageSpecs('npx', ['-y', '-p', 'b@1', '--package=a@2', 'cmd'])).toEqual(['b@1', 'a@2']);
  expect(npxPackageSpecs('npx', ['-y', './local-server'])).toBeUndefined();
  expect(npxPackageSpecs('uvx', ['pkg'])).toBeUndefined();
  expect(npxEntryHash(['slow-server@1.0.0'])).toBe('68b19e058d8dfad8');
  expect(npxEntryHash(['b@1', 'a@2'])).toBe(npxEntryHash(['a@2', 'b@1']));
});

test('the npm cache a launch uses: --cache, npm_config_cache (any case), else ~/.npm', () => {
  expect(npmCacheDir(['-y', '--cache', 'c', 'p'], { HOME: '/h' }, '/w')).toBe(join('/w', 'c'));
  expect(npmCacheDir(['-y', 'p'], { NPM_CONFIG_CACHE: '/n' }, '/w')).toBe('/n');
  if (process.platform !== 'win32') expect(npmCacheDir(['-y', 'p'], { HOME: '/h' }, '/w')).toBe(join('/h', '.npm'));
});

test("an ENOENT naming another spec's entry, or no npx cache entry at all, removes nothing", () => {
  const enoent = (hash: string) => `npm error code ENOENT\nnpm error path /home/u/.npm/_npx/${hash}/package.json\n`;
  // another spec's folder (a server's stderr could name any): not this launch's, so never touched
  expect(brokenNpxEntry(enoent(npxEntryHash(['other@1.0.0'])), 'npx', ['-y', 'slow-server@1.0.0'])).toBeUndefined();
  expect(brokenNpxEntry('npm error path /home/u/.npm/_cacache/index/package.json ENOENT', 'npx', ['-y', 'slow-server@1.0.0'])).toBeUndefined();
  // this launch's hash, but no such folder here: nothing to remove
  expect(brokenNpxEntry(enoent(npxEntryHash(['slow-server@1.0.0'])), 'npx', ['-y', 'slow-server@1.0.0'])).toBeUndefined();
  expect(brokenNpxEntry(enoent(npxEntryHash(['slow-server@1.0.0'])).replace('ENOENT', 'EACCES'), 'npx', ['-y', 'slow-server@1.0.0'])).toBeUndefined();
});
