import { isUtf8 } from 'node:buffer';

/** Well-formed Unicode text: UTF-8 bytes checked (RFC 3629), UTF-16 lone surrogates found and replaced. */

/** Bytes as text when they are valid UTF-8; otherwise where the first invalid sequence starts (or, with `repair`, U+FFFD for each). */
export function decodeUtf8(bytes: Uint8Array, repair = false): { text: string; repaired?: string } | { problem: string } {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buf)) return { text: buf.toString('utf8') };
  const at = firstInvalidUtf8(buf);
  const where = `invalid UTF-8 at byte ${at} (0x${buf.subarray(at, at + 4).toString('hex')})`;
  return repair ? { text: buf.toString('utf8'), repaired: `${where} replaced with U+FFFD` } : { problem: where };
}

/** The offset of the first byte that does not start (or continue) a well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF). */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0; // overlong
      if (c === 0xed) hi = 0x9f; // surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90; // overlong
      if (c === 0xf4) hi = 0x8f; // past U+10FFFF
    } else return i;
    for (let k = 1; k <= need; k++) {
      const x = b[i + k];
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return b.length;
}

/** A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one (code units: no u flag). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** `s` with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, which ES2023 does not type). */
export function toWellFormed(s: string): string {
  return LONE_SURROGATE.test(s) ? s.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd') : s;
}
