import { EOL } from 'node:os';
import { firstLine } from '../../src/action/first-line.js';
import { runnerInput, type ActionIO, type AnnotationPlace } from '../../src/action/io.js';
import { run } from '../../src/action/run.js';

/** An annotation the step made (`core.error(message, { file, startLine, title })`), as the runner reads it. */
export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  file?: string;
  line?: number;
  title?: string;
}

/** What a runner sees of one step: the exit code, the log, the outputs, the job summary and the annotations. */
export interface StepResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
}

// The runner's workflow commands, exactly as @actions/core 3 writes them (lib/command.js; test/action/
// inprocess-io.unit.test.ts compares every method with core's own output).
const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::name k=v,…::message`: the properties in core's order (title, file, line), empty ones left out, as core does. */
export function workflowCommand(name: string, message: string, place: AnnotationPlace = {}): string {
  const props = (
    [
      ['title', place.title],
      ['file', place.file],
      ['line', place.startLine],
    ] as const
  )
    .filter(([, v]) => v !== undefined && v !== '' && v !== 0)
    .map(([k, v]) => `${k}=${property(String(v))}`);
  // core adds the space once the place has any key, even when every value is empty
  return `::${name}${Object.keys(place).length ? ` ${props.join(',')}` : ''}::${data(message)}${EOL}`;
}

const unescape = (s: string) => s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');

/** The annotations in a step's log (its `::error …::` lines), for a run whose log is all there is (a spawned bundle). */
export function annotationsOf(stdout: string): Annotation[] {
  const found: Annotation[] = [];
  for (const m of stdout.matchAll(/^::(error|warning|notice)(?: ([^:]*))?::(.*)$/gm)) {
    const a: Annotation = { level: m[1] as Annotation['level'], message: unescape(m[3] ?? '') };
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      const [k, v] = [pair.slice(0, eq), unescape(pair.slice(eq + 1))];
      if (k === 'title' || k === 'file') a[k] = v;
      if (k === 'line') a.line = Number(v);
    }
    found.push(a);
  }
  return found;
}

/**
 * An ActionIO that records what the step does, for a run in this process: outputs, job summary and annotations kept
 * as data, and the log written as the runner's workflow commands into `log` (what @actions/core would print), so a
 * test reads the same text either way. `env` is process.env, as coreIO's (the runner gives the step one environment).
 */
export function recordingIO(log: (text: string) => void): ActionIO & { record: Omit<StepResult, 'code' | 'stdout' | 'stderr'> } {
  const record = { outputs: {} as Record<string, string>, summary: '', annotations: [] as Annotation[] };
  const annotate =
    (level: Annotation['level']) =>
    (message: string, place: AnnotationPlace = {}) => {
      record.annotations.push({
        level,
        message,
        ...(place.file ? { file: place.file } : {}),
        ...(place.startLine ? { line: place.startLine } : {}),
        ...(place.title ? { title: place.title } : {}),
      });
      log(workflowCommand(level, message, place));
    };
  const error = annotate('error');
  return {
    record,
    env: process.env,
    getInput: (name) => runnerInput(process.env, name),
    setOutput: (name, value) => {
      record.outputs[name] = typeof value === 'string' ? value : JSON.stringify(value);
    },
    info: (m) => log(`${m}${EOL}`),
    warning: annotate('warning'),
    error,
    notice: annotate('notice'),
    setFailed: error,
    summary: async (markdown) => {
      if (process.env.GITHUB_STEP_SUMMARY) record.summary += `${markdown}${EOL}`;
    },
    now: () => new Date(),
    mask: (value) => log(workflowCommand('add-mask', value)),
  };
}

/**
 * The action's step run in this process, the way src/action/main.ts runs it but with `recordingIO` in place of
 * @actions/core: `run()` reads the inputs and the context, then `route()` does the rest. The step's environment
 * replaces process.env and the workspace is the working directory for the run (the gate, git, the servers it starts
 * and the Actions cache client read them there, as on a runner); whatever the run writes to stdout or stderr directly
 * is captured beside the recorded log. Everything is put back afterwards. The exit code is the one main.ts ends the
 * process with: the outcome's.
 */
export async function runActionInProcess(env: NodeJS.ProcessEnv, cwd: string): Promise<StepResult> {
  const saved = { env: { ...process.env }, cwd: process.cwd(), exitCode: process.exitCode, out: process.stdout.write, err: process.stderr.write };
  const captured = { stdout: '', stderr: '' };
  const capture = (into: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured[into] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) queueMicrotask(done);
      return true;
    }) as typeof process.stdout.write;
  const io = recordingIO((text) => (captured.stdout += text));
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env);
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  let code: number | null;
  try {
    process.chdir(cwd);
    captured.stdout += firstLine(process.env);
    code = (await run(io)).exitCode; // main.ts: process.exitCode = outcome.exitCode
  } catch (e) {
    captured.stderr += `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`; // what an uncaught error prints
    code = 1;
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved.env);
    process.chdir(saved.cwd);
    process.exitCode = saved.exitCode;
  }
  return { code, ...captured, ...io.record };
}
