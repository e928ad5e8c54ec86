import { open, rm, type FileHandle } from 'node:fs/promises';
import { AppError } from '../../errors';

/** The file part of an upload, written to disk as it arrived. */
export interface ReceivedFile {
  path: string;
  /** The name the browser gave it (any text: never used as a path). */
  fileName: string;
  size: number;
}

/** What receiveMultipartFile read: the file (when the form had one) and the text fields asked for. */
export interface ReceivedForm {
  file: ReceivedFile | undefined;
  fields: Record<string, string>;
}

/** Part headers longer than this are no browser's. */
const MAX_HEADER_BYTES = 16 * 1024;
/** A text field longer than this is refused: the form's fields are short. */
const MAX_FIELD_BYTES = 8 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

const malformed = (why: string) => new AppError('BAD_REQUEST', { internalMessage: `unreadable multipart body: ${why}` });

/** The boundary a multipart/form-data Content-Type names (RFC 2046), or null. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A part's field name and file name from its Content-Disposition header. */
function dispositionOf(headers: string): { name: string | undefined; fileName: string | undefined } {
  const line = headers.split('\r\n').find((header) => /^content-disposition\s*:/i.test(header)) ?? '';
  const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(line)?.[1] ?? new RegExp(`;\\s*${key}=([^;\\s"]+)`, 'i').exec(line)?.[1];
  // Browsers write a quote or line break of a name as %22, %0D, %0A (the HTML form encoding).
  const unescape = (value: string | undefined) => value?.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { name: unescape(param('name')), fileName: unescape(param('filename')) };
}

/**
 * Reads a multipart/form-data body as it streams, never holding it whole: the part named
 * `fileField` goes straight to `destination` (refused with `tooLarge()` past `maxFileBytes`), the
 * `textFields` are kept as text, other parts are read past. The whole body is refused past
 * `maxBodyBytes` too, whatever Content-Length said. `checkHead` sees the file's first `headBytes`
 * (or all of it, if shorter) before the rest is written, and may refuse it by throwing. On any
 * failure nothing is left at `destination`.
 */
export async function receiveMultipartFile(options: {
  body: ReadableStream<Uint8Array> | null;
  boundary: string;
  fileField: string;
  textFields: readonly string[];
  destination: string;
  maxFileBytes: number;
  maxBodyBytes: number;
  tooLarge: () => Error;
  headBytes: number;
  checkHead: (head: Uint8Array) => void;
}): Promise<ReceivedForm> {
  if (!options.body) throw malformed('no body');
  const delimiter = Buffer.from(`\r\n--${options.boundary}`);
  const reader = options.body.getReader();
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  let handle: FileHandle | undefined;
  // The body's opening boundary has no CRLF before it: with one added, every boundary looks alike.
  let pending: Buffer = Buffer.from('\r\n');
  // Changed inside step(): typed wide, so the loop below does not take it for its first value.
  let state = 'preamble' as 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';
  let part: { kind: 'file' | 'text' | 'skip'; name: string; text: Buffer[]; textBytes: number } | undefined;
  let head: Buffer[] = [];
  let headSize = 0;
  let headChecked = false;
  let received = 0;

  const checkHeadOnce = () => {
    if (headChecked) return;
    headChecked = true;
    options.checkHead(Buffer.concat(head));
    head = [];
  };
  const take = async (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    if (part.kind === 'text') {
      part.textBytes += bytes.length;
      if (part.textBytes > MAX_FIELD_BYTES) throw new AppError('VALIDATION_ERROR', { params: { fields: part.name }, internalMessage: `field ${part.name} is too long` });
      part.text.push(bytes);
    } else if (part.kind === 'file' && file && handle) {
      file.size += bytes.length;
      if (file.size > options.maxFileBytes) throw options.tooLarge();
      if (!headChecked) {
        head.push(bytes);
        headSize += bytes.length;
        if (headSize >= options.headBytes) checkHeadOnce();
      }
      await handle.write(bytes);
    }
  };
  const endPart = () => {
    if (part?.kind === 'text') fields[part.name] = Buffer.concat(part.text).toString('utf8');
    if (part?.kind === 'file') checkHeadOnce();
    part = undefined;
  };
  /** Moves through what has arrived as far as it can; false when it needs more bytes. */
  const step = async (): Promise<boolean> => {
    if (state === 'preamble' || state === 'body') {
      const at = pending.indexOf(delimiter);
      if (at === -1) {
        // Keep what could be the start of a boundary split across chunks.
        const safe = Math.max(0, pending.length - delimiter.length + 1);
        if (state === 'body') await take(pending.subarray(0, safe));
        pending = pending.subarray(safe);
        return false;
      }
      if (state === 'body') {
        await take(pending.subarray(0, at));
        endPart();
      }
      pending = pending.subarray(at + delimiter.length);
      state = 'after-boundary';
      return true;
    }
    if (state === 'after-boundary') {
      if (pending.length < 2) return false;
      const mark = pending.subarray(0, 2).toString('latin1');
      if (mark === '--') {
        state = 'done';
        return false;
      }
      if (mark !== '\r\n') throw malformed('boundary not followed by CRLF');
      pending = pending.subarray(2);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      const at = pending.indexOf(HEADER_END);
      if (at === -1) {
        if (pending.length > MAX_HEADER_BYTES) throw malformed('part headers too long');
        return false;
      }
      const { name, fileName } = dispositionOf(pending.subarray(0, at).toString('utf8'));
      pending = pending.subarray(at + HEADER_END.length);
      state = 'body';
      if (name === options.fileField && fileName !== undefined && !file) {
        handle = await open(options.destination, 'wx');
        file = { path: options.destination, fileName, size: 0 };
        part = { kind: 'file', name, text: [], textBytes: 0 };
      } else if (name !== undefined && options.textFields.includes(name) && fileName === undefined && !(name in fields)) {
        part = { kind: 'text', name, text: [], textBytes: 0 };
      } else {
        part = { kind: 'skip', name: name ?? '', text: [], textBytes: 0 };
      }
      return true;
    }
    return false;
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > options.maxBodyBytes) throw options.tooLarge();
      // After the closing boundary comes only an epilogue, read past like the preamble.
      if (state === 'done') continue;
      pending = pending.length > 0 ? Buffer.concat([pending, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      while (await step());
    }
    if (state !== 'done') throw malformed('the body ended before its closing boundary');
    await handle?.close();
    handle = undefined;
    return { file, fields };
  } catch (error) {
    await reader.cancel().catch(() => {});
    await handle?.close().catch(() => {});
    if (file) await rm(file.path, { force: true });
    throw error;
  }
}
