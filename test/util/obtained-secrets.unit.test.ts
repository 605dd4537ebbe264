import { expect, test } from '@jest/globals';
import { addObtainedSecret, maskKnownInPlace, onObtainedSecret, Scrubber } from '../../src/util/secrets.js';

test('a secret obtained at run time is masked by every scrubber, made before it or after, and heard of once', () => {
  const before = new Scrubber(['configured-secret']);
  const heard: string[] = [];
  const stop = onObtainedSecret((v) => heard.push(v));
  const token = 'eyJhbGciOiJSUzI1NiJ9.obtained-at-run-time.signature';
  addObtainedSecret(token);
  addObtainedSecret(token);
  addObtainedSecret('abc'); // too short to be told from a word
  stop();
  addObtainedSecret('another-token-after-unsubscribing');
  expect(heard).toEqual([token]);
  const after = new Scrubber();
  for (const s of [before, after]) {
    expect(s.scrub(`got ${token} back`)).toBe('got *** back');
    expect(s.contains(JSON.stringify({ d: token }))).toBe(true);
    expect(s.values()).toContain(token);
    expect(s.scrub('abc')).toBe('abc');
  }
  expect(before.scrub('configured-secret')).toBe('***');
});

test('maskKnownInPlace masks the known values in every string of a parsed value, however deep, and counts them', () => {
  const secret = 'a-token-the-server-echoed-1234';
  const scrubber = new Scrubber([secret]);
  const value = JSON.parse(JSON.stringify({ tools: [{ name: 'x', description: `uses ${secret}`, inputSchema: { type: 'object' } }], error: { message: secret } })) as {
    tools: Array<{ description: string; name: string }>;
    error: { message: string };
  };
  let deep: Record<string, unknown> = { leaf: secret };
  for (let i = 0; i < 20_000; i++) deep = { deep };
  expect(maskKnownInPlace({ value, deep }, scrubber)).toBe(3);
  expect(value).toEqual({ tools: [{ name: 'x', description: 'uses ***', inputSchema: { type: 'object' } }], error: { message: '***' } });
  let at: Record<string, unknown> = deep;
  while ('deep' in at) at = at.deep as Record<string, unknown>;
  expect(at.leaf).toBe('***');
  expect(maskKnownInPlace({ clean: ['nothing here'] }, scrubber)).toBe(0);
});
