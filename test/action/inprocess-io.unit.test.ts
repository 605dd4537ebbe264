import * as core from '@actions/core';
import { annotationsOf, recordingIO, workflowCommand } from '../support/action-inprocess.js';

/**
 * The in-process runs (test/support/action-inprocess.ts) log through a recorder instead of @actions/core: every line
 * it writes must be the line core writes, so a test reads the same log either way.
 */
function captureStdout(fn: () => void): string {
  const write = process.stdout.write;
  let out = '';
  process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
  try {
    fn();
  } finally {
    process.stdout.write = write;
  }
  return out;
}

const savedExitCode = process.exitCode;
afterEach(() => {
  process.exitCode = savedExitCode;
});

const messages = ['plain', 'two\nlines\r\nand 100% of ::set-output name=x::y', '', 'a, b: c'];
const places = [
  undefined,
  {},
  { file: 'server/tools.json', startLine: 12 },
  { file: 'dir, with: colons%.json', startLine: 3, title: 'param-renamed: search_reviews, q → query\nsecond line' },
  { title: 'only a title' },
  { file: undefined, startLine: undefined, title: undefined },
  { file: '', startLine: 0 },
];

test('info, warning, error, notice, setFailed and mask write the lines @actions/core writes', () => {
  for (const message of messages) {
    let ours = '';
    const io = recordingIO((t) => (ours += t));
    io.info(message);
    expect(ours).toBe(captureStdout(() => core.info(message)));
    for (const level of ['warning', 'error', 'notice'] as const)
      for (const place of places) {
        ours = '';
        io[level](message, place);
        expect(ours).toBe(captureStdout(() => core[level](message, place)));
      }
    ours = '';
    io.setFailed(message);
    expect(ours).toBe(captureStdout(() => core.setFailed(message)));
    ours = '';
    io.mask!(message);
    expect(ours).toBe(captureStdout(() => core.setSecret(message)));
  }
});

test('the recorded annotations are the ones a runner reads from the log', () => {
  let log = '';
  const io = recordingIO((t) => (log += t));
  for (const message of messages) for (const place of places) io.error(message, place);
  io.warning('w', { file: 'a.json', startLine: 2 });
  io.notice('n');
  io.info('a log line');
  expect(io.record.annotations).toHaveLength(messages.length * places.length + 2);
  expect(annotationsOf(log)).toEqual(io.record.annotations);
  expect(io.record.annotations.at(-2)).toEqual({ level: 'warning', message: 'w', file: 'a.json', line: 2 });
  expect(workflowCommand('error', 'm', { file: 'f', startLine: 1, title: 't' })).toBe('::error title=t,file=f,line=1::m\n');
});

test('outputs as core.setOutput writes them (numbers as JSON), the summary only when the runner gives a file', async () => {
  const saved = process.env.GITHUB_STEP_SUMMARY;
  try {
    const io = recordingIO(() => undefined);
    io.setOutput('breaking', 2);
    io.setOutput('decision', 'fail');
    expect(io.record.outputs).toEqual({ breaking: '2', decision: 'fail' });
    delete process.env.GITHUB_STEP_SUMMARY;
    await io.summary('not written');
    process.env.GITHUB_STEP_SUMMARY = '/runner/step_summary';
    await io.summary('## one');
    await io.summary('two');
    expect(io.record.summary).toBe('## one\ntwo\n');
  } finally {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = saved;
  }
});
