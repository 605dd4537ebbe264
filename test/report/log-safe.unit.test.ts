import { logSafe, neutralizeCommands } from '../../src/report/escape.js';
import { interpolatedNames } from '../../src/config/interpolate.js';
import { REDACTED, Scrubber, secretValuesFromEnv } from '../../src/util/secrets.js';

describe('log text cannot issue workflow commands', () => {
  test.each(['::set-output name=decision::pass', '  ::stop-commands::tok', '::error file=a.json,line=1::forged', '##[set-output name=x;]y', 'ok\n::add-mask::x\n\t::warning::y'])(
    '%j: no line starts a command, the text is still there',
    (text) => {
      const out = logSafe(text);
      expect(out).not.toMatch(/^\s*(::|##\[)/m);
      expect(out.replace(/\u200B/g, '')).toBe(text.replace(/\t/g, '\t'));
    },
  );
  test('escape sequences and invisible characters are shown, not sent', () => {
    expect(logSafe('\u001b[2Jred\u202Eevil')).toBe('\\u001B[2Jred\\u202Eevil');
  });
  test('neutralizeCommands leaves everything else alone (colours of our own output included)', () => {
    expect(neutralizeCommands('\u001b[31mbreaking\u001b[0m a::b\n')).toBe('\u001b[31mbreaking\u001b[0m a::b\n');
  });
});

describe('secrets are scrubbed from published text', () => {
  const token = 'ghs_0123456789abcdefABCDEF0123456789abcd';
  test('the value, its git Basic-auth form and its URL-encoded form', () => {
    const s = new Scrubber([token, 'p@ss word!']);
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    expect(s.scrub(`a ${token} b ${basic} c p%40ss%20word! d p@ss word!`)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED} d ${REDACTED}`);
    expect(s.contains(`x${token}`)).toBe(true);
    expect(s.contains('nothing here')).toBe(false);
  });
  test('deep values (request bodies): strings anywhere, the input untouched', () => {
    const s = new Scrubber([token]);
    const body = { output: { summary: `t=${token}` }, annotations: [{ message: token }], n: 3 };
    expect(s.scrubDeep(body)).toEqual({ output: { summary: `t=${REDACTED}` }, annotations: [{ message: REDACTED }], n: 3 });
    expect(body.annotations[0]!.message).toBe(token);
  });
  test('short values and empty input are not secrets', () => {
    expect(new Scrubber(['', 'abc']).scrub('abc')).toBe('abc');
  });
  test('credential variables of a runner, by name; flags are not credentials', () => {
    const env = {
      GITHUB_TOKEN: token,
      'INPUT_GITHUB-TOKEN': token,
      ACTIONS_RUNTIME_TOKEN: 'eyJ0eXAiOiJKV1QiLCJhbGciOi',
      NPM_AUTH: 'npm_abcdefgh1234',
      MY_SECRET_KEY: 'k'.repeat(20),
      PATH: '/usr/bin:/bin',
      SKIP_TOKEN: 'true',
      HOME: '/home/u',
    };
    expect(secretValuesFromEnv(env).sort()).toEqual([token, token, 'eyJ0eXAiOiJKV1QiLCJhbGciOi', 'k'.repeat(20), 'npm_abcdefgh1234'].sort());
  });
  test('the names a config interpolates', () => {
    expect(interpolatedNames('headers:\n  Authorization: Bearer ${API_TOKEN}\nurl: ${env:BASE_URL:-http://x}\nlit: $${NOT_ME}\ncwd: ${workspaceFolder}\n')).toEqual(['API_TOKEN', 'BASE_URL']);
  });
});
