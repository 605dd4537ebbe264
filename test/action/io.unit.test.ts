import * as core from '@actions/core';
import { coreIO, runnerError, runnerInput } from '../../src/action/io.js';

/** Before `load()`, the action reads inputs and fails the step without @actions/core: it must say exactly what core says. */
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

const saved = { ...process.env };
const savedExitCode = process.exitCode;
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  process.exitCode = savedExitCode;
});

test('runnerInput reads an input as core.getInput does', () => {
  process.env.INPUT_FAIL_ON = '  breaking, silent \n';
  process.env['INPUT_BOT LOGIN'] = 'not read';
  process.env.INPUT_BOT_LOGIN = ' bot ';
  for (const name of ['fail-on', 'bot login', 'BOT_LOGIN', 'missing']) expect(runnerInput(process.env, name)).toBe(core.getInput(name));
});

test('setFailed before load writes the line core.setFailed writes, and sets exit code 1', () => {
  for (const message of ['mcp-contract-gate: plain', 'two\nlines\r\nand 100% of ::set-output name=x::y', '']) {
    const ours = captureStdout(() => coreIO().setFailed(message));
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    const theirs = captureStdout(() => core.setFailed(message));
    expect(process.exitCode).toBe(1);
    expect(ours).toBe(theirs);
    expect(runnerError(message)).toBe(theirs);
  }
});

test('after load, the io is @actions/core; before it, logging is refused rather than lost', async () => {
  const io = coreIO();
  expect(() => io.info('x')).toThrow(/load\(\)/);
  await io.load!();
  expect(captureStdout(() => io.info('hello'))).toBe(captureStdout(() => core.info('hello')));
});
