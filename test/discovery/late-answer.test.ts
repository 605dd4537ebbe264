import { discoverServer } from '../../src/discovery/index.js';
import { DEBUG_ENV } from '../../src/util/debug.js';
import { ROOT } from '../support/paths.js';
import { stdioServer } from './helpers.js';

/**
 * A late answer to an abandoned request is dropped, never matched to another request. late-answer-server.mjs sits on
 * `server/discover` past the probe, answers `initialize`, and answers the old `server/discover` with "Method not
 * found" only after the client has moved on. Taken for another request's answer, that error would fail the read
 * ("initialize failed: Method not found", the cold-start failure).
 */
describe('late answers', () => {
  let written: string[];
  const original = process.stderr.write.bind(process.stderr);
  beforeEach(() => {
    written = [];
    process.stderr.write = ((chunk: string | Uint8Array) => (written.push(String(chunk)), true)) as typeof process.stderr.write;
  });
  afterEach(() => (process.stderr.write = original));

  test.each([
    ['on', '1', ['mcp-contract-gate debug: server late: dropped a late answer to an abandoned request (wire id 0)\n']],
    ['off', undefined, []],
  ])(
    'are dropped; the verbose log says so only when on (%s)',
    async (_on, debug, lines) => {
      const env = { PATH: process.env.PATH, ...(debug ? { [DEBUG_ENV]: debug } : {}) };
      const snapshot = await discoverServer(stdioServer('late', 'late-answer-server.mjs'), { rootDir: ROOT, killGraceMs: 300, env });
      expect(snapshot.error).toBeUndefined();
      expect(snapshot.tools.map((t) => t.name)).toEqual(['ping']);
      expect(written.filter((l) => l.startsWith('mcp-contract-gate debug:'))).toEqual(lines);
    },
    30_000,
  );
});
