// The integration tier's test environment: Node's (jest's default), plus the removal of the scratch folders a file
// made with tempDir (test/discovery/helpers.ts) once the file is done. Here rather than in a setup file's afterAll,
// which jest runs before the file's own afterAll hooks (those stop the servers that may still write there).
import { rmSync } from 'node:fs';
import { TestEnvironment } from 'jest-environment-node';

export default class IntegrationEnvironment extends TestEnvironment {
  async teardown() {
    for (const dir of this.global.__mcgTempDirs ?? []) rmSync(dir, { recursive: true, force: true });
    await super.teardown();
  }
}
