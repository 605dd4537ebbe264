import type { GateConfig } from '../model/config.js';
import { sameVersion } from './versioning.js';
import { serverJsonVersionMismatch } from './rules.js';
import type { Finding } from './types.js';

/**
 * A config read from an MCP Registry server.json: a finding for each package entry whose own version is not the
 * server's version (`server-json-version-mismatch`). `v1.2.0` and `1.2.0` are the same version.
 */
export function serverJsonFindings(config: Pick<GateConfig, 'serverJson'>): Finding[] {
  const src = config.serverJson;
  if (!src) return [];
  return src.packages
    .filter((p) => !sameVersion(p.version, src.version))
    .map((p) => {
      const change = serverJsonVersionMismatch.make({ entity: 'server', tool: '(server.json)', path: '', pointer: '/version' }, src.version, p.version, {
        file: src.file,
        key: p.key,
        identifier: p.identifier,
        packageVersion: p.version,
        version: src.version,
      });
      return { server: p.server, ...change, blocking: false };
    });
}
