import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlockBlobClient } from '@azure/storage-blob';
import * as toolkit from '@actions/cache';
import { CACHE_SERVICE, CacheService } from '../support/github/index.js';

/**
 * The stand-in's Actions cache service, driven by the real `@actions/cache` (Twirp JSON, then the blob storage through
 * the Azure SDK's block-blob upload and a plain download) and by the Azure SDK's chunked upload (Put Block, Put Block
 * List) and ranged reads.
 */
let cache: CacheService;
let dir: string;
const saved = { ...process.env };
beforeAll(async () => {
  cache = new CacheService();
  await cache.listen();
  dir = mkdtempSync(join(tmpdir(), 'mcg-cache-standin-'));
  mkdirSync(join(dir, 'temp'));
  Object.assign(process.env, cache.env(), { RUNNER_TEMP: join(dir, 'temp'), GITHUB_WORKSPACE: dir, GITHUB_SERVER_URL: 'https://github.com' });
});
afterAll(async () => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  await cache.close();
  rmSync(dir, { recursive: true, force: true });
});

test('@actions/cache saves a folder and restores it by its key and by a restore-key prefix; every call is recorded and valid', async () => {
  const folder = join(dir, 'packages');
  mkdirSync(join(folder, '_npx'), { recursive: true });
  writeFileSync(join(folder, '_npx', 'pkg.txt'), 'x'.repeat(10_000));
  expect(await toolkit.restoreCache([folder], 'mcg-test-a', ['mcg-test-'])).toBeUndefined();
  const id = await toolkit.saveCache([folder], 'mcg-test-a');
  expect(id).toBeGreaterThan(0);
  expect(cache.calls.map((c) => [c.method, c.status])).toEqual([
    ['GetCacheEntryDownloadURL', 200],
    ['CreateCacheEntry', 200],
    ['FinalizeCacheEntryUpload', 200],
  ]);
  expect(cache.calls[0]!.response).toEqual({});
  expect(cache.blobCalls.map((b) => [b.method, b.comp, b.status])).toEqual([['PUT', undefined, 201]]);
  expect(cache.entries).toEqual([expect.objectContaining({ key: 'mcg-test-a', finalized: true, sizeBytes: cache.blobCalls[0]!.bytes })]);

  rmSync(folder, { recursive: true });
  expect(await toolkit.restoreCache([folder], 'mcg-test-a')).toBe('mcg-test-a');
  expect(readFileSync(join(folder, '_npx', 'pkg.txt'), 'utf8')).toBe('x'.repeat(10_000));
  rmSync(folder, { recursive: true });
  expect(await toolkit.restoreCache([folder], 'mcg-test-b', ['mcg-test-'])).toBe('mcg-test-a');
  expect(readFileSync(join(folder, '_npx', 'pkg.txt'), 'utf8')).toHaveLength(10_000);
  // another set of paths is another version: no match
  expect(await toolkit.restoreCache([folder, join(dir, 'other')], 'mcg-test-a')).toBeUndefined();
  expect(cache.callsOf('GetCacheEntryDownloadURL').at(1)!.request).toEqual({ key: 'mcg-test-a', version: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(cache.blobCalls.filter((b) => b.method === 'GET').map((b) => b.status)).toEqual([200, 200]);

  // the same key and version again: refused as GitHub does, which the toolkit reports and shrugs off
  expect(await toolkit.saveCache([folder], 'mcg-test-a')).toBe(-1);
  expect(cache.callsOf('CreateCacheEntry').at(-1)).toMatchObject({ status: 409, response: { code: 'already_exists' } });
  cache.assertClean();
}, 60_000);

test('a body the generated message types refuse, or a missing token, is an invalid call', async () => {
  const before = cache.invalidCalls.length;
  const post = (body: string, token = cache.runtimeToken) =>
    fetch(`${cache.url}twirp/${CACHE_SERVICE}/CreateCacheEntry`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
  const unknownField = await post(JSON.stringify({ key: 'k', version: 'v', keyy: 'typo' }));
  expect([unknownField.status, ((await unknownField.json()) as { code: string }).code]).toEqual([400, 'malformed']);
  const wrongType = await post(JSON.stringify({ key: 7, version: 'v' }));
  expect(wrongType.status).toBe(400);
  const noToken = await post(JSON.stringify({ key: 'k', version: 'v' }), 'nope');
  expect(noToken.status).toBe(401);
  expect(cache.invalidCalls.length - before).toBe(3);
  cache.invalidCalls.splice(before);
});

test('the blob storage takes the Azure SDK chunked upload (Put Block, Put Block List) and serves ranges', async () => {
  cache.calls.length = 0;
  const res = await fetch(`${cache.url}twirp/${CACHE_SERVICE}/CreateCacheEntry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cache.runtimeToken}` },
    body: JSON.stringify({ key: 'chunked', version: 'v1' }),
  });
  const { signed_upload_url: upload } = (await res.json()) as { signed_upload_url: string };
  const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
  await new BlockBlobClient(upload).uploadData(data, { blockSize: 1024, maxSingleShotSize: 1024, concurrency: 2 });
  const puts = cache.blobCalls.filter((b) => b.blob === cache.entries.at(-1)!.blob);
  expect(puts.map((b) => b.comp)).toEqual(['block', 'block', 'block', 'blocklist']);
  const finalize = await fetch(`${cache.url}twirp/${CACHE_SERVICE}/FinalizeCacheEntryUpload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cache.runtimeToken}` },
    body: JSON.stringify({ key: 'chunked', version: 'v1', size_bytes: '3000' }),
  });
  expect(await finalize.json()).toEqual({ ok: true, entry_id: expect.any(String) });
  const found = await fetch(`${cache.url}twirp/${CACHE_SERVICE}/GetCacheEntryDownloadURL`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cache.runtimeToken}` },
    body: JSON.stringify({ key: 'chunked', version: 'v1' }),
  });
  const { signed_download_url: download } = (await found.json()) as { signed_download_url: string };
  const reader = new BlockBlobClient(download);
  expect(Buffer.compare(await reader.downloadToBuffer(0, undefined, { blockSize: 1000, concurrency: 2 }), data)).toBe(0);
  expect(cache.blobCalls.filter((b) => b.method === 'GET' && b.status === 206).length).toBeGreaterThanOrEqual(3);
  // the read URL cannot write, and the write URL cannot read
  await expect(new BlockBlobClient(download).upload(Buffer.from('x'), 1)).rejects.toMatchObject({ statusCode: 403 });
  expect((await fetch(upload)).status).toBe(403);
  cache.assertClean();
});
