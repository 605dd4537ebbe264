// The official MCP conformance suite's client scenarios for the OAuth Client Credentials extension (written for
// CI/CD), run with `mcp-contract-gate snapshot` as the client: the suite starts its own authorization server and MCP
// server, and the gate gets only a config file (the suite's client id and secret or key, passed as environment
// variables by test/support/conformance/client.mjs). The bundle is the one the end-to-end tests run.
import { describe, expect, jest, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT } from '../support/paths.js';
import { tempDir } from '../discovery/helpers.js';

jest.setTimeout(120_000);

const SUITE = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const SUPPORT = join(ROOT, 'test', 'support', 'conformance');
const dir = tempDir('conformance');

const CONFIGS = {
  'auth/client-credentials-basic': '      client-secret: ${CONFORMANCE_CLIENT_SECRET}\n',
  'auth/client-credentials-jwt': '      private-key: ${CONFORMANCE_PRIVATE_KEY}\n',
};

describe('MCP conformance suite, client scenarios, snapshot as the client', () => {
  test.each(Object.entries(CONFIGS))('%s passes', (scenario, credential) => {
    const config = join(dir, `${scenario.replace('/', '-')}.yml`);
    writeFileSync(config, `servers:\n  - id: conformance\n    url: http://\${CONFORMANCE_HOST}\${CONFORMANCE_PATH}\n    auth:\n      client-id: \${CONFORMANCE_CLIENT_ID}\n${credential}`);
    const command = `${process.execPath} ${join(SUPPORT, 'client.mjs')} ${join(DIST, 'cli.js')} ${config}`;
    const run = spawnSync(process.execPath, ['--import', join(SUPPORT, 'preload.mjs'), SUITE, 'client', '--command', command, '--scenario', scenario, '--timeout', '60000'], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    // the suite exits 0 only when every check passed and the client exited 0 (snapshot read the server)
    expect({ status: run.status, summary: /Passed: (\d+)\/\1, 0 failed, 0 warnings/.test(output) ? 'all passed' : output }).toEqual({ status: 0, summary: 'all passed' });
  });
});
