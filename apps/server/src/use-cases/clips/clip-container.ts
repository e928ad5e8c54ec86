import type { ClipContainer } from '@reelsmith/engine';

/** Bytes of an upload's start that tell its container (an ftyp box, or an EBML header). */
export const CLIP_HEAD_BYTES = 4096;

/**
 * ISO BMFF brands of video files: ISO, MP4, Apple's M4V, 3GPP phones, DASH, Sony and others. A
 * picture (heic, avif) or another kind of ISO file names none of them.
 */
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'mp41', 'mp42', 'mp71', 'avc1', 'hvc1', 'M4V ', 'M4VH', 'M4VP',
  '3gp4', '3gp5', '3gp6', '3gp7', '3gp8', '3gp9', '3g2a', '3g2b', '3g2c', 'dash', 'MSNV', 'XAVC', 'NDAS', 'mmp4', 'f4v ', 'CAEP',
]);
/** QuickTime's brand. */
const QUICKTIME = 'qt  ';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** An ISO BMFF file's brands (major first, then compatible ones), or null when it does not open with an ftyp box. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const size = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (size < 16) return null;
  const end = Math.min(size, head.length);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}

/** An EBML variable-length integer at `offset`: its length in bytes, and its value with or without its length marker. */
function readVint(bytes: Uint8Array, offset: number): { length: number; value: number; raw: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let raw = 0;
  for (let i = 0; i < length; i++) raw = raw * 256 + (bytes[offset + i] ?? 0);
  return { length, raw, value: raw - 2 ** (7 * length) };
}

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOC_TYPE_ID = 0x4282;

/** The DocType of an EBML (Matroska family) header, or null when the bytes do not open with one. */
function ebmlDocType(head: Uint8Array): string | null {
  if (!EBML_MAGIC.every((byte, i) => head[i] === byte)) return null;
  const headerSize = readVint(head, 4);
  if (!headerSize) return null;
  let offset = 4 + headerSize.length;
  const end = Math.min(offset + headerSize.value, head.length);
  while (offset < end) {
    const id = readVint(head, offset);
    const size = id && readVint(head, offset + id.length);
    if (!id || !size) return null;
    const data = offset + id.length + size.length;
    if (id.raw === DOC_TYPE_ID) return ascii(head, data, Math.min(data + size.value, head.length)).replace(/\0+$/, '');
    offset = data + size.value;
  }
  return null;
}

/**
 * The container an upload is, told by its first bytes (never by its name or declared type): MP4 or
 * MOV (an ISO BMFF ftyp box naming a video brand; QuickTime's own brand makes it a MOV), WebM (an
 * EBML header whose DocType is webm); anything else null.
 */
export function clipContainerOf(head: Uint8Array): ClipContainer | null {
  const brands = ftypBrands(head);
  if (brands) {
    if (brands[0] === QUICKTIME) return 'mov';
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'mp4';
    return brands.includes(QUICKTIME) ? 'mov' : null;
  }
  return ebmlDocType(head) === 'webm' ? 'webm' : null;
}
