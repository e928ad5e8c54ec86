/** The encodings a customer CSV is read in. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'utf-8+windows-1252';

/** A CSV file's text and the encoding it was found in. */
export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * UTF-16 without a byte order mark, told by its zero bytes: text that is mostly ASCII has a zero
 * in every other byte, on the odd side for little-endian and the even side for big-endian.
 */
function unmarkedUtf16(bytes: Uint8Array): TextEncoding | undefined {
  const pairs = Math.min(Math.floor(bytes.length / 2), 512);
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZeros++;
    if (bytes[2 * i + 1] === 0) oddZeros++;
  }
  if (oddZeros >= pairs * 0.9 && evenZeros <= pairs * 0.05) return 'utf-16le';
  if (evenZeros >= pairs * 0.9 && oddZeros <= pairs * 0.05) return 'utf-16be';
  return undefined;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const hasUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * UTF-16 by its byte order mark or its zero bytes, UTF-8 when the whole file decodes as UTF-8, else
 * Windows-1252 (read line by line, since such a file may still hold UTF-8 lines).
 */
function detectEncoding(bytes: Uint8Array): TextEncoding {
  // Excel's "Unicode text" export is UTF-16 with a byte order mark.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const utf16 = hasUtf8Bom(bytes) ? undefined : unmarkedUtf16(bytes);
  if (utf16) return utf16;
  // Not UTF-8: Excel on Windows saves "CSV" in the ANSI code page, Windows-1252 in Brazil and Spain,
  // a superset of Latin-1.
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

/**
 * A file that is not UTF-8 as a whole, read line by line: lists pasted together from two systems
 * ("João" saved in UTF-8 by one, "Conceição" in Windows-1252 by the other) keep both right. A line is
 * UTF-8 when it decodes as UTF-8, which Windows-1252 text with accents practically never does.
 */
function decodeLineByLine(bytes: Uint8Array): DecodedText {
  const parts: string[] = [];
  let hasUtf8 = false;
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline + 1;
    const line = bytes.subarray(start, end);
    let text: string;
    try {
      text = strictUtf8.decode(line);
      hasUtf8 ||= line.some((byte) => byte >= 0x80);
    } catch {
      text = windows1252.decode(line);
    }
    parts.push(text);
    start = end;
  }
  return { text: parts.join(''), encoding: hasUtf8 ? 'utf-8+windows-1252' : 'windows-1252' };
}

/**
 * The text of a CSV file: UTF-8 with or without BOM, UTF-16 LE/BE, or else Windows-1252 — line by
 * line, so a file mixing UTF-8 and Windows-1252 lines reads right. The BOM and a trailing Ctrl-Z (the
 * end-of-file mark old DOS tools append) are dropped.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops a leading byte order mark by itself (ignoreBOM defaults to false).
  const decoded = encoding === 'windows-1252' ? decodeLineByLine(hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes) : { text: new TextDecoder(encoding).decode(bytes), encoding };
  const { text } = decoded;
  return { text: text.endsWith('\u001a') ? text.slice(0, -1) : text, encoding: decoded.encoding };
}

/** C0 and C1 control characters other than tab, line feed, vertical tab, form feed and carriage return. */
function isControl(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code <= 0x1f) || (code >= 0x7f && code <= 0x9f);
}

/** True when decoded text is really binary: any NUL, or control characters in more than 1 % of it. */
export function looksBinary(text: string): boolean {
  if (text.includes('\u0000')) return true;
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  return controls > text.length / 100;
}
