/* global require, module, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads a sequencer with require() */
// Jest's test order: longest first, so no worker sits idle at the end of the run while another finishes a long file.
// Jest knows each file's duration from its own cache after one run; a fresh clone (and every CI run) has no cache and
// would order the files by size, which puts long, small files (the cold-start waits) last. So a file's duration comes
// from Jest's cache when it has one, else from test/support/durations.json (committed, refreshed from a run's results
// by `node scripts/test-durations.mjs`); files in neither (new ones) run first, as Jest does with untimed files.
const { relative, resolve } = require('node:path');
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [require.resolve('jest')] })).default;
const durations = require('./durations.json');

const ROOT = resolve(__dirname, '../..');

class DurationSequencer extends Sequencer {
  time(test) {
    return super.time(test) ?? durations[relative(ROOT, test.path)];
  }
}

module.exports = DurationSequencer;
