import { load } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

/** A text node of a parsed page. */
export const isText = (node: AnyNode): node is Text => (node.type as string) === 'text';
/** An element of a parsed page (scripts and styles are nodes of their own type). */
export const isTag = (node: AnyNode): node is Element => (node.type as string) === 'tag';
/** Elements whose text no visitor reads (scripts and styles are nodes of their own type, never tags). */
export const UNREAD = new Set(['noscript', 'template', 'svg']);

// Digits as Arabic, Persian, Devanagari, Bengali and full-width (CJK) text writes them, and the signs
// full-width text writes, each one character for one, so what reads a price reads them too. Most
// blocks of ten digits begin at a code point ending in 0 (U+0660, U+06F0, U+FF10), so its low four
// bits are the digit; Devanagari's and Bengali's begin at one ending in 6 (U+0966, U+09E6).
const WIDE_SIGNS: Record<string, string> = { '\uff04': '$', '\uffe1': '£', '\uffe6': '₩' };
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff19]/g;
const NON_ASCII_NUMBER = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\uff10-\uff19\u060c\u066b\u066c\uff0c\uff0e\uff04\uffe1\uffe6]/;

/**
 * Text with its digits written as ASCII: "٩٩٫٥٠ ر.س", "۱۵۷٬۰۰۰", "৳ ১,২৫০" and "１，９８０円" read as
 * "99.50 ر.س", "157,000", "৳ 1,250" and "1,980円". A mark between two digits (the Arabic decimal and
 * thousands marks, the Arabic comma "،", the full-width comma and point) becomes "." or ","; elsewhere
 * a comma is punctuation and stays.
 * Every character is replaced by one, so positions in the text hold.
 */
export function asciiDigits(text: string, hasAscii = /[0-9]/.test(text)): string {
  if (!NON_ASCII_NUMBER.test(text)) return text;
  // Shops of India and Bangladesh print prices in ASCII digits as often as in their own: where a text
  // (or the box it is part of, `hasAscii`) has ASCII digits, its Devanagari or Bengali ones write
  // something else (a weight, a date).
  return text
    .replace(DIGITS, (digit) => {
      const point = digit.codePointAt(0) ?? 0;
      if (point < 0x966 || point > 0x9ef) return String(point & 0xf);
      return hasAscii ? digit : String((point - 6) & 0xf);
    })
    .replace(/[\uff04\uffe1\uffe6]/g, (sign) => WIDE_SIGNS[sign] ?? sign)
    .replace(/(?<=\d)[\u066b\uff0e](?=\d)/g, '.')
    .replace(/(?<=\d)[\u060c\u066c\uff0c](?=\d)/g, ',');
}

/** Text as people read it: entities decoded, tags dropped, white space collapsed; undefined when empty. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  let text = value;
  // Descriptions in structured data often carry HTML or entities; only then is a parser worth it.
  if (/[<&]/.test(text)) text = load(`<body>${text.replace(/<(br|\/p|\/li|\/div)\b[^>]*>/gi, '$& ')}</body>`)('body').text();
  text = text.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** A text's letters and digits alone, lower-cased, one space between words: "Table, oak" → "table oak". */
export function plainWords(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** The first value of something structured data gives as one value or a list. */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? (value as unknown[])[0] : value;
}

/** A value given as one or many, as a list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/** An object node of parsed JSON, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** An address made absolute against the page's ("//cdn…/a.jpg", "/a.jpg"), or undefined when it is not http(s). */
export function absoluteUrl(value: unknown, base: URL): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Addresses copied out of HTML into JSON sometimes keep their escaped ampersands.
  const trimmed = value.trim().replace(/&amp;/g, '&');
  if (!trimmed || trimmed.startsWith('data:')) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A product title without the shop's name glued to it ("Cafeteira | Loja X" → "Cafeteira"). */
export function stripSiteName(title: string, siteName?: string): string {
  const parts = title.split(/\s+[|–—]\s+|\s+-\s+(?=[^-]*$)/);
  if (parts.length < 2) return title;
  const head = parts[0]?.trim() ?? title;
  const tail = parts.slice(1).join(' ').toLowerCase();
  const site = siteName?.toLowerCase();
  // Only cut what looks like a shop name: the declared site name, or a short trailing part.
  if (site && (tail.includes(site) || site.includes(tail))) return head;
  return tail.length <= 30 && head.length >= 8 ? head : title;
}
