import { MAX_MESSAGE_BYTES } from '../util/limits.js';
import { policyFetch } from './redirects.js';

/** The most a server may send in one message: one stdout line (stdio) or one HTTP response body (defined in util/limits). */
export { MAX_MESSAGE_BYTES };

const MIB = 1024 * 1024;

/** A response body that went over the limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the server's HTTP response was larger than ${limit / MIB} MiB; stopped reading it`);
  }
}

/**
 * `fetch` whose response bodies error (and stop being read) once they pass `limit` bytes, so that a remote server
 * sending gigabytes cannot grow our memory. The SDK transports and ours read bodies through it. Requests go out under
 * the redirect policy (`policyFetch`: a redirect to another origin is never followed).
 */
export function cappedFetch(limit = MAX_MESSAGE_BYTES): typeof fetch {
  const send = policyFetch();
  return async (input, init) => {
    const response = await send(input, init);
    if (!response.body) return response;
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) {
      await response.body.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    let seen = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * An HTTP error body, short: a JSON-RPC error's message, or the first line of text with HTML tags removed, trimmed
 * (a 404 page is not worth quoting whole).
 */
export function shortBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  try {
    const data = JSON.parse(trimmed) as { error?: { code?: unknown; message?: unknown } };
    if (data && typeof data.error?.message === 'string') return `${typeof data.error.code === 'number' ? `${data.error.code} ` : ''}${clip(data.error.message)}`;
  } catch {
    // not JSON
  }
  const looksHtml = /^<(!doctype|html|head|body|\?xml)/i.test(trimmed);
  const source = looksHtml ? (/<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1] ?? trimmed.replace(/<[^>]*>/g, '\n')) : trimmed;
  const line =
    source
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return clip(line);
}

function clip(line: string): string {
  const flat = line.replace(/\s+/g, ' ');
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
}

/**
 * Read a server-sent-events stream event by event (`head`: its id/event/retry lines and comments, as sent, for a relay;
 * `data`: its data lines joined, undefined when it had none). `onEvent` returning true stops reading. One event may
 * not pass the message cap; the stream as a whole may (a listen stays open for as long as the session).
 */
export async function readSseEvents(body: ReadableStream<Uint8Array>, onEvent: (e: { head: string; data: string | undefined }) => boolean | void, limit = MAX_MESSAGE_BYTES): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let head = '';
  let data: string[] | undefined;
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (line === '') {
          if (head !== '' || data !== undefined) {
            const stop = onEvent({ head, data: data?.join('\n') });
            head = '';
            data = undefined;
            size = 0;
            if (stop) return;
          }
        } else if (line.startsWith('data:')) (data ??= []).push(line.slice(5).replace(/^ /, ''));
        else head += `${line}\n`;
        size += line.length;
      }
      if (size + buffer.length > limit) throw new Error(`an event of the server's stream was larger than ${limit} bytes`);
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
