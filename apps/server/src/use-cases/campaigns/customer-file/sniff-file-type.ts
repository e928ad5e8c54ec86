/** What the first bytes say a customer file is: a workbook, text to read as CSV, or something refused. */
export type SniffedType = { kind: 'xlsx' } | { kind: 'text' } | { kind: 'refused'; reason: string };

/** Signatures of files that are surely not a customer list, whatever their name says. */
const REFUSED_SIGNATURES: readonly { bytes: readonly number[]; reason: string }[] = [
  // Also the container of password-protected .xlsx files, which cannot be read without the password.
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], reason: 'a legacy Office binary (.xls)' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], reason: 'a PDF' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], reason: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], reason: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], reason: 'a GIF image' },
  { bytes: [0x1f, 0x8b], reason: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], reason: 'a 7z archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], reason: 'a RAR archive' },
];

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06];
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The entry names and total unpacked size a ZIP's central directory declares (APPNOTE.TXT §4.3.12, §4.3.16). */
export function listZipEntries(bytes: Uint8Array): { names: string[]; unpackedBytes: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const names: string[] = [];
  let unpackedBytes = 0;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== ZIP_DIRECTORY_ENTRY) return undefined;
    unpackedBytes += view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { names, unpackedBytes };
}

/**
 * The type of a customer file by its content, never its name: a ZIP holding xl/workbook.xml is an
 * Excel workbook (.xlsx, .xlsm); other ZIPs, old .xls, PDFs, images and archives are refused; the
 * rest is text for the CSV reader, which still refuses what decodes as binary.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, ZIP_LOCAL_HEADER) || startsWith(bytes, ZIP_EMPTY_ARCHIVE)) {
    const entries = listZipEntries(bytes);
    if (entries) {
      return entries.names.some((name) => name.toLowerCase() === 'xl/workbook.xml')
        ? { kind: 'xlsx' }
        : { kind: 'refused', reason: `a ZIP archive without xl/workbook.xml (${entries.names.length} entries)` };
    }
    // A damaged ZIP that still names a workbook is a broken Excel file, which the workbook reader reports.
    const looksLikeWorkbook = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('xl/workbook.xml');
    return looksLikeWorkbook ? { kind: 'xlsx' } : { kind: 'refused', reason: 'a damaged ZIP archive' };
  }
  const refused = REFUSED_SIGNATURES.find(({ bytes: signature }) => startsWith(bytes, signature));
  return refused ? { kind: 'refused', reason: refused.reason } : { kind: 'text' };
}
