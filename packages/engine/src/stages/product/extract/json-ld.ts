import type { CheerioAPI } from 'cheerio';
import { allNodes, mainProductNode, readSchemaProduct } from './schema-product';
import { asRecord } from './text';
import type { ProductFields, StructuredDataOptions } from './types';

/**
 * A JSON-LD block parsed as leniently as browsers' shops need: HTML comments, CDATA wrappers, raw
 * line breaks inside strings, trailing commas and several objects in a row are all seen in the wild.
 */
export function parseJsonLd(text: string): unknown[] {
  const stripped = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|^\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$|\]\]>\s*$/g, '')
    .replace(/;\s*$/, '')
    .trim();
  const attempts = [
    stripped,
    // Control characters are illegal in JSON strings; outside them they are white space anyway.
    stripControlCharacters(stripped).replace(/,\s*([}\]])/g, '$1'),
  ];
  const last = attempts[1] ?? '';
  attempts.push(`[${last.replace(/}\s*{/g, '},{')}]`);
  for (const attempt of attempts) {
    try {
      return [JSON.parse(attempt) as unknown];
    } catch {
      // Try the next repair.
    }
  }
  return [];
}

function stripControlCharacters(text: string): string {
  let out = '';
  for (const char of text) out += char.charCodeAt(0) < 0x20 ? ' ' : char;
  return out;
}

/** Every JSON-LD block of the page, parsed. */
export function readJsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script[type="application/ld+json" i]')
    .toArray()
    .flatMap((el) => parseJsonLd($(el).text()));
}

/** The page's product as its JSON-LD describes it (Product, ProductGroup, an Offer's itemOffered…). */
export function fromJsonLd(options: StructuredDataOptions): ProductFields {
  const nodes = allNodes(readJsonLdBlocks(options.$));
  const product = mainProductNode(nodes, options.url, options.heading);
  if (product) return readSchemaProduct(product, options.url, options.crossedOut);
  // Some shops describe an Offer and put the product inside it.
  const offer = nodes.find((node) => asRecord(node.itemOffered));
  if (!offer) return {};
  return readSchemaProduct({ ...asRecord(offer.itemOffered), offers: offer }, options.url, options.crossedOut);
}
