import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { discoverServer } from '../../src/discovery/index.js';
import { ROOT } from '../support/paths.js';
import { SERVERS, stdioServer, tempDir } from './helpers.js';
import { waitFor } from '../support/wait.js';

/**
 * Gone: no such process (ESRCH). On Linux a killed process whose parent died first stays a zombie until an init
 * that reaps adopts it; some containers' PID 1 never reaps, so a zombie (state Z: it runs nothing and holds
 * nothing) counts as gone too.
 */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

const readPids = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { server: number; grandchild: number };

describe('no process outlives discovery: the whole process group is ended', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir('orphans');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('after a successful discovery, a grandchild that ignores SIGTERM is gone too', async () => {
    const pidFile = join(dir, 'ok.json');
    const snapshot = await discoverServer(stdioServer('gc', 'grandchild-server.mjs', ['--pid-file', pidFile]), { rootDir: ROOT, killGraceMs: 300 });
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.tools.map((t) => t.name)).toEqual(['work']);
    const { server, grandchild } = readPids(pidFile);
    expect(gone(server)).toBe(true);
    expect(gone(grandchild)).toBe(true);
  });

  test('after a timeout, too', async () => {
    const pidFile = join(dir, 'hang.json');
    const snapshot = await discoverServer(stdioServer('gc', 'grandchild-server.mjs', ['--pid-file', pidFile, '--hang'], { timeoutMs: 1500 }), { rootDir: ROOT, killGraceMs: 300 });
    expect(snapshot.error).toMatchObject({ timedOut: true, stderr: expect.stringMatching(/grandchild \d+ ignores SIGTERM/) });
    const { server, grandchild } = readPids(pidFile);
    expect(gone(server)).toBe(true);
    expect(gone(grandchild)).toBe(true);
  });

  describe('when the gate itself exits or is stopped, the groups it started are killed', () => {
    let script: string;
    beforeAll(() => {
      // The real process-group module (it imports only node builtins), run by a plain Node child process.
      const source = readFileSync(join(ROOT, 'src', 'process', 'process-group.ts'), 'utf8');
      const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
      writeFileSync(join(dir, 'process-group.mjs'), js);
      script = join(dir, 'gate.mjs');
      writeFileSync(
        script,
        `import { existsSync } from 'node:fs';
import { spawnGroup } from './process-group.mjs';
const [pidFile, mode] = process.argv.slice(2);
spawnGroup(process.execPath, [${JSON.stringify(join(SERVERS, 'grandchild-server.mjs'))}, '--pid-file', pidFile, '--hang'], { stdio: ['pipe', 'ignore', 'ignore'] });
const timer = setInterval(() => {
  if (!existsSync(pidFile)) return;
  if (mode === 'exit') process.exit(0);
  console.log('READY');
  clearInterval(timer);
  setInterval(() => {}, 1 << 30);
}, 20);
`,
      );
    });

    test.each(['exit', 'SIGTERM', 'SIGINT'])('%s', async (mode) => {
      const pidFile = join(dir, `parent-${mode}.json`);
      const gate = spawn(process.execPath, [script, pidFile, mode === 'exit' ? 'exit' : 'wait'], { stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise<{ code: number | null; signal: string | null }>((r) => gate.once('exit', (code, signal) => r({ code, signal })));
      if (mode !== 'exit') {
        await new Promise((r) => gate.stdout!.once('data', r));
        gate.kill(mode as NodeJS.Signals);
      }
      const end = await exited;
      // Stopped by a signal, the gate still dies of it (the hook re-raises it) after killing its groups.
      if (mode === 'exit') expect(end.code).toBe(0);
      else expect(end.signal).toBe(mode);
      expect(existsSync(pidFile)).toBe(true);
      const { server, grandchild } = readPids(pidFile);
      await waitFor(() => gone(server) && gone(grandchild), 'the server and its grandchild to be gone', { timeoutMs: 3000 });
    });
  });
});
