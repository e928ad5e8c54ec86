import { isUtf8 } from 'node:buffer';
import type { FetchedResource } from './fetcher';

// Where a page may declare its encoding in a <meta>; browsers look at the first 1 KB, some shops
// put a long <head> comment or script before it.
const META_SCAN_BYTES = 2048;
const SNIFF_BYTES = 1024;

/** The file types a link to a product may lead to instead of a page, by their first bytes. */
const SIGNATURES: readonly { kind: string; offset: number; bytes: readonly number[] }[] = [
  { kind: 'a JPEG picture', offset: 0, bytes: [0xff, 0xd8, 0xff] },
  { kind: 'a PNG picture', offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'a GIF picture', offset: 0, bytes: ascii('GIF8') },
  { kind: 'a WebP picture', offset: 8, bytes: ascii('WEBP') },
  { kind: 'a picture or video (ISO media)', offset: 4, bytes: ascii('ftyp') },
  { kind: 'a PDF document', offset: 0, bytes: ascii('%PDF-') },
  { kind: 'a zip archive', offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'a gzip archive', offset: 0, bytes: [0x1f, 0x8b] },
  { kind: 'a video (WebM)', offset: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { kind: 'an audio file (MP3)', offset: 0, bytes: ascii('ID3') },
  { kind: 'an audio or video file (Ogg)', offset: 0, bytes: ascii('OggS') },
];

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/**
 * What kind of file a body is when its first bytes show it is not text ('a JPEG picture'), whatever
 * its Content-Type says; undefined for text.
 */
export function fileKind(body: Uint8Array): string | undefined {
  const found = SIGNATURES.find(({ offset, bytes }) => body.length >= offset + bytes.length && bytes.every((byte, i) => body[offset + i] === byte));
  if (found) return found.kind;
  // UTF-16 text is full of NUL bytes; with its byte order mark it is still a page.
  if (bomEncoding(body) !== undefined) return undefined;
  return body.subarray(0, SNIFF_BYTES).includes(0) ? 'a binary file' : undefined;
}

/**
 * The text of an HTML (or JSON) page. Its encoding is found as a browser finds it: byte order mark,
 * then the Content-Type charset, then a <meta> in the first 2 KB; a page claiming UTF-8 (or nothing)
 * whose bytes are not UTF-8 is read as windows-1252, and one claiming Latin-1 whose bytes are UTF-8
 * is read as UTF-8, because shops (Brazilian ones often) mislabel their pages both ways.
 */
export function decodeHtml(resource: FetchedResource): string {
  const encoding = pageEncoding(resource);
  return encoding === 'windows-1252' ? decodeWindows1252(resource.body) : new TextDecoder(encoding).decode(resource.body);
}

// What windows-1252 puts at 0x80–0x9F (WHATWG index); the other bytes are their own code points.
const WINDOWS_1252_HIGH = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** Node's own TextDecoder reads windows-1252 as ISO-8859-1 since 20.18.3 (nodejs/node#60888), losing – € “ ”. */
function decodeWindows1252(body: Uint8Array): string {
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80] ?? character);
}

/** The WHATWG name of the encoding decodeHtml reads a page with ('utf-8', 'windows-1252', …). */
export function pageEncoding(resource: FetchedResource): string {
  const { body } = resource;
  const bom = bomEncoding(body);
  if (bom !== undefined) return bom;
  const declared = normalise(headerCharset(resource.headers['content-type'])) ?? metaEncoding(body);
  if (declared === undefined || declared === 'utf-8') return isUtf8(body) ? 'utf-8' : 'windows-1252';
  // Real windows-1252 text almost never forms valid multi-byte UTF-8 sequences ("Ã§" would be it).
  if (declared === 'windows-1252' && isUtf8(body) && body.some((byte) => byte >= 0x80)) return 'utf-8';
  return declared;
}

function bomEncoding(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function headerCharset(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i)?.slice(1).find((value) => value !== undefined);
}

/** The WHATWG name for an encoding label (latin1, iso-8859-1 and us-ascii are windows-1252), if known. */
function normalise(label: string | undefined): string | undefined {
  if (label === undefined || label.trim() === '') return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

function metaEncoding(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.subarray(0, META_SCAN_BYTES)).toString('latin1').replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const match of tag.slice(5).matchAll(/([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = (match[1] ?? '').toLowerCase();
      if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    }
    const charset = attributes.get('charset');
    const label =
      charset !== undefined ? charset : attributes.get('http-equiv')?.toLowerCase() === 'content-type' ? /charset\s*=\s*["']?([^"';\s]+)/i.exec(attributes.get('content') ?? '')?.[1] : undefined;
    const encoding = normalise(label);
    if (encoding === undefined) continue;
    // A page cannot declare UTF-16 in bytes it wrote in an ASCII-compatible encoding (HTML spec).
    if (encoding.startsWith('utf-16')) return 'utf-8';
    return encoding === 'x-user-defined' ? 'windows-1252' : encoding;
  }
  return undefined;
}
