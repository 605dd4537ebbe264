// The flags of `proxy` read: where it listens, how large a message may be, the upstream and its headers.
import { InputError } from '../util/errors.js';
import { redactUrl } from '../proxy/http.js';

/** Where `--listen PORT` binds: this machine only. */
export const DEFAULT_LISTEN_HOST = '127.0.0.1';
/** The largest `--max-message-size`: one message must fit in one string (V8 caps strings near 512 MiB). */
const MAX_MESSAGE_SIZE_CAP = 512 * 1024 * 1024;

/** `PORT` or `HOST:PORT` (`[::1]:PORT`); the host defaults to 127.0.0.1, so the proxy is not reachable from elsewhere unless asked. */
export function parseListen(text: string): { host: string; port: number } {
  const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(text.trim());
  const port = m ? Number(m[2]) : NaN;
  if (!m || port > 65535) throw new InputError(`--listen ${JSON.stringify(text)}: give PORT or HOST:PORT (e.g. 8931, 127.0.0.1:8931; 0 picks a free port)`);
  return { host: m[1] ? m[1].replace(/^\[|\]$/g, '') : DEFAULT_LISTEN_HOST, port };
}

/** Whether a listen host is this machine only: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/** `--max-message-size`: bytes, or N KiB / N MiB. */
export function parseSize(text: string): number {
  const m = /^\s*(\d+)\s*(|b|bytes|k|kib|kb|m|mib|mb)\s*$/i.exec(text);
  const unit = (m?.[2] ?? '').toLowerCase();
  const bytes = m ? Number(m[1]) * (unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1024 * 1024 : 1) : NaN;
  if (!(bytes >= 1024 && bytes <= MAX_MESSAGE_SIZE_CAP))
    throw new InputError(`proxy: --max-message-size ${JSON.stringify(text)}: give bytes or N KiB / N MiB, from 1 KiB to ${MAX_MESSAGE_SIZE_CAP / 1024 / 1024} MiB`);
  return bytes;
}

/** `Name: value` */
export function parseHeader(text: string): [string, string] {
  const at = text.indexOf(':');
  const name = at > 0 ? text.slice(0, at).trim() : '';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new InputError(`--header ${JSON.stringify(text)}: give 'Name: value'`);
  return [name, text.slice(at + 1).trim()];
}

export function httpUrl(what: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(`proxy: ${what} is not a URL`); // the text is not echoed: it may carry a credential
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(`proxy: ${what} ${redactUrl(url.href)} is not an http(s) URL`);
  return url.href;
}
