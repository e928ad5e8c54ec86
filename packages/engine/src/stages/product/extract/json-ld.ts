import type { CheerioAPI } from 'cheerio';
import { repairJson } from './lenient-json';
import { allNodes, mainProductNode, readSchemaProduct } from './schema-product';
import { asRecord } from './text';
import type { ProductFields, StructuredDataOptions } from './types';

/**
 * A JSON-LD block parsed as leniently as shops need: HTML comments and CDATA wrappers around it, and
 * inside it whatever `repairJson` mends (comments, trailing commas, unescaped quotes, raw line breaks,
 * stray braces, several objects in a row).
 */
export function parseJsonLd(text: string): unknown[] {
  const stripped = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|^\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$|\]\]>\s*$/g, '')
    .replace(/;\s*$/, '')
    .trim();
  for (const attempt of [() => stripped, () => repairJson(stripped)]) {
    try {
      return [JSON.parse(attempt()) as unknown];
    } catch {
      // Try the repair.
    }
  }
  return [];
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
  if (product) return readSchemaProduct(product, options);
  // Some shops describe an Offer and put the product inside it.
  const offer = nodes.find((node) => asRecord(node.itemOffered));
  if (!offer) return {};
  return readSchemaProduct({ ...asRecord(offer.itemOffered), offers: offer }, options);
}
