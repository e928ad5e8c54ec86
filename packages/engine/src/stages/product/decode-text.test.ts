import { describe, expect, it } from 'vitest';
import { decodeHtml, fileKind, pageEncoding } from './decode-text';
import type { FetchedResource } from './fetcher';

const TEXT = 'Promoção Ação São João – R$ 1.299,90';

/** The text in windows-1252, as an old Brazilian shop writes it (the en dash is byte 0x96 there). */
function windows1252(text: string): Buffer {
  return Buffer.from(text.replace(/–/g, '\u0096'), 'latin1');
}

function page(body: Buffer, contentType = 'text/html'): FetchedResource {
  return { url: 'https://loja.example.com.br/p', status: 200, headers: { 'content-type': contentType }, contentType: contentType.split(';')[0]!, body };
}

function html(head: string, body: string): string {
  return `<!doctype html><html><head>${head}<title>Loja</title></head><body><h1>${body}</h1></body></html>`;
}

describe('decodeHtml', () => {
  it('reads UTF-8 declared in the Content-Type header', () => {
    const resource = page(Buffer.from(html('', TEXT)), 'text/html; charset=UTF-8');
    expect(decodeHtml(resource)).toContain(`<h1>${TEXT}</h1>`);
  });

  it('reads windows-1252 declared as ISO-8859-1, as WHATWG says (the en dash is in it)', () => {
    const resource = page(windows1252(html('', TEXT)), 'text/html; charset=ISO-8859-1');
    expect(pageEncoding(resource)).toBe('windows-1252');
    expect(decodeHtml(resource)).toContain(`<h1>${TEXT}</h1>`);
  });

  it('reads the windows-1252 punctuation of 0x80–0x9F as browsers do, not as control characters', () => {
    const resource = page(Buffer.from([0x80, 0x20, 0x93, 0x4f, 0x6c, 0xe1, 0x94, 0x20, 0x92, 0x96, 0x97, 0x85, 0x99, 0x9f]), 'text/plain; charset=windows-1252');
    expect(decodeHtml(resource)).toBe('€ “Olá” ’–—…™Ÿ');
  });

  it('reads the charset of a <meta charset> when the header has none', () => {
    const resource = page(windows1252(html('<meta charset="iso-8859-1">', TEXT)));
    expect(decodeHtml(resource)).toContain(TEXT);
  });

  it('reads the charset of a <meta http-equiv="Content-Type">', () => {
    const resource = page(windows1252(html(`<META HTTP-EQUIV='Content-Type' CONTENT='text/html; charset=windows-1252'>`, TEXT)));
    expect(pageEncoding(resource)).toBe('windows-1252');
    expect(decodeHtml(resource)).toContain(TEXT);
  });

  it('reads windows-1252 bytes of a shop that claims UTF-8 in its header', () => {
    const resource = page(windows1252(html('<meta charset="utf-8">', TEXT)), 'text/html; charset=utf-8');
    expect(pageEncoding(resource)).toBe('windows-1252');
    expect(decodeHtml(resource)).toContain(TEXT);
    expect(decodeHtml(resource)).not.toContain('\uFFFD');
  });

  it('reads windows-1252 bytes with no charset anywhere', () => {
    expect(decodeHtml(page(windows1252(html('', TEXT))))).toContain(TEXT);
  });

  it('reads UTF-8 bytes with no charset anywhere', () => {
    expect(decodeHtml(page(Buffer.from(html('', TEXT))))).toContain(TEXT);
  });

  it('reads UTF-8 bytes a server labels ISO-8859-1 by default, without mojibake', () => {
    const resource = page(Buffer.from(html('<meta charset="utf-8">', TEXT)), 'text/html; charset=ISO-8859-1');
    expect(pageEncoding(resource)).toBe('utf-8');
    expect(decodeHtml(resource)).toContain(TEXT);
    expect(decodeHtml(resource)).not.toContain('Ã§');
  });

  it('lets the header win over the <meta>', () => {
    // Byte 0xA4 is € in ISO-8859-15 and ¤ in windows-1252.
    const resource = page(Buffer.from(html('<meta charset="windows-1252">', 'Preço: 10 \u00a4'), 'latin1'), 'text/html; charset="iso-8859-15"');
    expect(decodeHtml(resource)).toContain('Preço: 10 €');
  });

  it('lets a byte order mark win over the header, and drops it', () => {
    const utf8 = page(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(html('', TEXT))]), 'text/html; charset=iso-8859-1');
    expect(decodeHtml(utf8).startsWith('<!doctype html>')).toBe(true);
    expect(decodeHtml(utf8)).toContain(TEXT);
    const utf16 = page(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html('', TEXT), 'utf16le')]));
    expect(decodeHtml(utf16)).toContain(TEXT);
  });

  it('looks for the <meta> only in the first 2 KB, and not inside a comment', () => {
    const late = page(Buffer.from(html(`<script>${' '.repeat(2100)}</script><meta charset="iso-8859-15">`, 'Preço: 10 \u00a4'), 'latin1'));
    expect(decodeHtml(late)).toContain('Preço: 10 ¤');
    const commented = page(Buffer.from(html('<!-- <meta charset="iso-8859-15"> -->', 'Preço: 10 \u00a4'), 'latin1'));
    expect(decodeHtml(commented)).toContain('Preço: 10 ¤');
  });

  it('skips a label it does not know for the next declaration', () => {
    const resource = page(Buffer.from(html('<meta charset="iso-8859-15">', 'Preço: 10 \u00a4'), 'latin1'), 'text/html; charset=x-no-such-charset');
    expect(decodeHtml(resource)).toContain('Preço: 10 €');
  });

  it('reads a <meta> that claims UTF-16 as UTF-8, since its bytes cannot be', () => {
    expect(pageEncoding(page(Buffer.from(html('<meta charset="utf-16">', TEXT))))).toBe('utf-8');
  });
});

describe('fileKind', () => {
  it.each([
    ['a JPEG picture', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]],
    ['a PNG picture', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]],
    ['a GIF picture', [...Buffer.from('GIF89a')]],
    ['a WebP picture', [...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]],
    ['a PDF document', [...Buffer.from('%PDF-1.7\n')]],
    ['a zip archive', [0x50, 0x4b, 0x03, 0x04, 0x14, 0]],
    ['a binary file', [...Buffer.from('MZ'), 0x90, 0, 3, 0]],
  ])('recognises %s', (kind, bytes) => {
    expect(fileKind(Buffer.from(bytes))).toBe(kind);
  });

  it('takes HTML, JSON and UTF-16 text with its byte order mark for text', () => {
    expect(fileKind(Buffer.from(html('', TEXT)))).toBeUndefined();
    expect(fileKind(Buffer.from('{"product":{"title":"Caneca"}}'))).toBeUndefined();
    expect(fileKind(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html>', 'utf16le')]))).toBeUndefined();
    expect(fileKind(Buffer.alloc(0))).toBeUndefined();
  });
});
