/** The most a server may send in one message: one stdout line (stdio) or one HTTP response body. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

const MIB = 1024 * 1024;

/** A response body that went over the limit. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the server's HTTP response was larger than ${limit / MIB} MiB; stopped reading it`);
  }
}

/**
 * `fetch` whose response bodies error (and stop being read) once they pass `limit` bytes, so that a remote server
 * sending gigabytes cannot grow our memory. The SDK transports and ours read bodies through it.
 */
export function cappedFetch(limit = MAX_MESSAGE_BYTES): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
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
