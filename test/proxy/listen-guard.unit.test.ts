import type { IncomingMessage } from 'node:http';
import { listenGuard } from '../../src/proxy/listener.js';

/** A request as the guard reads it: its method, its headers as Node reports them, and the raw list. */
function request(raw: Array<[string, string]>, method = 'POST'): IncomingMessage {
  const headers: Record<string, string> = {};
  for (const [k, v] of raw) headers[k.toLowerCase()] ??= v; // Node keeps the first Host
  return { method, headers, rawHeaders: raw.flat() } as unknown as IncomingMessage;
}
const json: [string, string] = ['Content-Type', 'application/json'];

test('two Host headers are refused (400), whichever is the loopback one', () => {
  const guard = listenGuard('127.0.0.1', 8931);
  expect(guard.refusal(request([['Host', '127.0.0.1:8931'], json]))).toBeUndefined();
  for (const hosts of [
    ['127.0.0.1:8931', 'evil.example'],
    ['evil.example', '127.0.0.1:8931'],
    ['127.0.0.1:8931', '127.0.0.1:8931'],
  ]) {
    const refusal = guard.refusal(request([...hosts.map((h): [string, string] => ['Host', h]), json]));
    expect(refusal?.[0]).toBe(400);
    expect(refusal?.[1]).toMatch(/2 Host headers/);
  }
});

test("an Origin is the listener's own only with its scheme: https://localhost:PORT is refused by an http listener", () => {
  const guard = listenGuard('127.0.0.1', 8931);
  const withOrigin = (origin: string) => guard.refusal(request([['Host', '127.0.0.1:8931'], ['Origin', origin], json]));
  expect(withOrigin('http://localhost:8931')).toBeUndefined();
  expect(withOrigin('http://127.0.0.1:8931')).toBeUndefined();
  for (const origin of ['https://localhost:8931', 'https://127.0.0.1:8931', 'ws://localhost:8931', 'file://localhost:8931']) expect(withOrigin(origin)?.[0]).toBe(403);
  // an origin allowed by name is compared as given, scheme included
  const allowing = listenGuard('127.0.0.1', 8931, [], ['https://app.example']);
  expect(allowing.refusal(request([['Host', '127.0.0.1:8931'], ['Origin', 'https://app.example'], json]))).toBeUndefined();
  expect(allowing.refusal(request([['Host', '127.0.0.1:8931'], ['Origin', 'http://app.example'], json]))?.[0]).toBe(403);
});
