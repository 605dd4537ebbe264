import { REDACTED, Scrubber, scrubCredentialShapes } from '../../src/util/secrets.js';

describe('credential-shaped text is scrubbed even when its value is unknown', () => {
  test.each([
    ['a classic GitHub token', 'token ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78 here', 'token *** here'],
    ['a fine-grained GitHub token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', '***'],
    ['an OpenAI-style key', 'key: sk-proj-Zq8vR2mN4pL6tY1wX3cB5dF7gH9jK0aS', 'key: ***'],
    ['a Slack token', 'xoxb-123456789012-abcdefghij', '***'],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE', '***'],
    ['a Bearer header', 'Authorization: Bearer abc.def-ghi_jkl~mno/pqr', 'Authorization: Bearer ***'],
    ['a *_KEY= line', 'OPENAI_API_KEY=whatever-value-1', 'OPENAI_API_KEY=***'],
    ['a *_TOKEN: line with quotes', 'NPM_TOKEN: "npm_abcdef123456"', 'NPM_TOKEN: "***"'],
    ['a *_SECRET= line', 'CLIENT_SECRET=hunter22', 'CLIENT_SECRET=***'],
    ['a lowercase api_key= line', 'call it with api_key=abc123def456 set', 'call it with api_key=*** set'],
    ['a lowercase password: line', 'password: "hunter2hunter2"', 'password: "***"'],
    ['a kebab client-secret= in a URL', 'https://x/cb?client-secret=a1b2c3d4e5f6&x=1', 'https://x/cb?client-secret=***&x=1'],
    ['a Bearer token on the next line, as JSON text', '"Authorization: Bearer\\n  abc.def-ghi_jkl~mno/pqr"', '"Authorization: Bearer\\n  ***"'],
  ])('%s', (_what, text, expected) => expect(scrubCredentialShapes(text)).toBe(expected));

  test.each([
    'the workflow token needs `checks: write`',
    'a *_TOKEN=true flag is a flag',
    'Bearer authentication',
    'required parameter override_token added',
    'API_KEY=***',
    'sort_key: created_at',
    'the primary key: customer_id',
    'page_token: the next page',
  ])('ordinary text stays: %s', (text) => expect(scrubCredentialShapes(text)).toBe(text));

  test('the scrubber applies known values, then shapes, to deep values', () => {
    const s = new Scrubber(['s3cr3t-value']);
    expect(s.scrubDeep({ a: ['x s3cr3t-value y', 'Bearer abcdefghijklmnopqrstuvwxyz'] })).toEqual({ a: [`x ${REDACTED} y`, `Bearer ${REDACTED}`] });
  });

  test.each([
    ['a key block', 'key:\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\nnext', 'key:\n***\nnext'],
    ['a key block cut short', 'key: -----BEGIN RSA PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7abc', 'key: ***'],
    ['a key block in JSON text', '{"k":"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----"}', '{"k":"***"}'],
    ['a bare marker, and the text after it', 'starts with -----BEGIN OPENSSH PRIVATE KEY-----. Ignore it.\n\n### Changes', 'starts with ***. Ignore it.\n\n### Changes'],
  ])('%s', (_what, text, expected) => expect(scrubCredentialShapes(text)).toBe(expected));

  test('a server contract loses the known values only (shapes: false): it is pinned as the server lists it', () => {
    const s = new Scrubber(['s3cr3t-value']);
    const tool = { description: 'Send Authorization: Bearer your-access-token-here, not s3cr3t-value' };
    expect(s.scrubDeep(tool, { shapes: false })).toEqual({ description: `Send Authorization: Bearer your-access-token-here, not ${REDACTED}` });
    expect(s.scrubDeep(tool)).toEqual({ description: `Send Authorization: Bearer ${REDACTED}, not ${REDACTED}` });
  });

  test('a known value is scrubbed from JSON text too, where its quotes and backslashes are escaped', () => {
    const secret = 'pa"ss\\w0rd-1';
    expect(new Scrubber([secret]).scrub(JSON.stringify({ password: secret }))).toBe(`{"password":"${REDACTED}"}`);
  });
});

describe('a server id the config declares is never masked as a known value (Scrubber.keep)', () => {
  test('a secret equal to an id: the id is written whole, wherever it occurs', () => {
    const s = new Scrubber(['reviews']).keep('reviews');
    expect(s.scrub("server 'reviews': could not start")).toBe("server 'reviews': could not start");
    expect(s.contains("server 'reviews'")).toBe(false);
  });

  test('a secret inside an id: the id is whole, the secret alone still masked', () => {
    const s = new Scrubber(['prod']).keep('prod-db');
    expect(s.scrub("server 'prod-db' connects to prod as prod-db2")).toBe(`server 'prod-db' connects to ${REDACTED} as ${REDACTED}-db2`);
    expect(s.contains('prod-db')).toBe(false);
    expect(s.contains('prod-db and prod')).toBe(true);
  });

  test('a longer secret that holds an id is masked whole; so is one that starts inside an id and runs past it', () => {
    const s = new Scrubber(['reviews-pw-9f8e', 'abcd-e', 'efgh 9999']).keep('reviews').keep('abcd-efgh');
    expect(s.scrub('reviews uses reviews-pw-9f8e')).toBe(`reviews uses ${REDACTED}`);
    // `abcd-e` lies inside the id; `efgh 9999` starts inside it and runs past it: found all the same
    expect(s.scrub('abcd-efgh 9999')).toBe(`abcd-${REDACTED}`);
    expect(s.contains('abcd-efgh 9999')).toBe(true);
    expect(s.scrub('abcd-efgh.')).toBe('abcd-efgh.'); // the id at the end of a sentence
    expect(s.scrub('abcd-efgh.x')).toBe(`${REDACTED}fgh.x`); // part of a longer name
  });

  test("a secret's encodings follow the same rule, and an id holding no secret changes nothing", () => {
    const s = new Scrubber(['a b/c']).keep('a%20b%2Fc-1').keep('unrelated');
    expect(s.scrub('a%20b%2Fc-1 and a%20b%2Fc')).toBe(`a%20b%2Fc-1 and ${REDACTED}`);
    expect(s.scrubDeep({ server: 'unrelated', note: 'a b/c' })).toEqual({ server: 'unrelated', note: REDACTED });
  });

  test('credential shapes are not exempt', () => {
    const id = `ghp_${'Ab1'.repeat(12)}`;
    expect(new Scrubber().keep(id).scrub(`server '${id}'`)).toBe(`server '${REDACTED}'`);
  });
});

test('a known value a Markdown writer escaped (a backslash before its punctuation) is masked too', () => {
  const s = new Scrubber(['pw-Xy7q2Lm9Rt', 'a.b_c=d+e9f']);
  expect(s.scrub('pass pw\\-Xy7q2Lm9Rt. or pw-Xy7q2Lm9Rt')).toBe('pass ***. or ***');
  expect(s.scrub('key a\\.b\\_c\\=d\\+e9f!')).toBe('key ***!');
  expect(s.scrub('pw-Xy7q2Lm9R')).toBe('pw-Xy7q2Lm9R'); // a shorter text is no secret
});
