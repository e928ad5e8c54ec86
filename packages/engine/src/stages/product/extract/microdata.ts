import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { mainProductNode, readSchemaProduct } from './schema-product';
import type { ProductFields, StructuredDataOptions } from './types';

type SchemaNode = Record<string, unknown>;

/** The attributes one flavour of inline structured data uses. */
interface Vocabulary {
  scope: string;
  type: string;
  property: string;
}

const MICRODATA: Vocabulary = { scope: 'itemscope', type: 'itemtype', property: 'itemprop' };
const RDFA: Vocabulary = { scope: 'typeof', type: 'typeof', property: 'property' };

// Where each element keeps its value, per the microdata spec (and RDFa's content/resource).
function valueOf(el: Cheerio<Element>): string {
  const content = el.attr('content');
  if (content !== undefined) return content;
  const tag = el.prop('tagName')?.toLowerCase();
  if (tag === 'img' || tag === 'source' || tag === 'video' || tag === 'audio') return el.attr('src') ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return el.attr('href') ?? el.attr('resource') ?? '';
  if (tag === 'data' || tag === 'meter') return el.attr('value') ?? '';
  if (tag === 'time') return el.attr('datetime') ?? el.text();
  return el.attr('resource') ?? el.text();
}

// "schema:price", "http://schema.org/price" and "price" all name the price.
function propertyNames(raw: string): string[] {
  return raw.split(/\s+/).filter(Boolean).map((name) => name.split(/[/#:]/).at(-1) ?? name);
}

function readItem($: CheerioAPI, el: Element, vocab: Vocabulary, depth = 0): SchemaNode {
  const node: SchemaNode = { '@type': ($(el).attr(vocab.type) ?? '').split(/\s+/) };
  if (depth > 6) return node;
  const add = (child: Element) => {
    const isItem = $(child).is(`[${vocab.scope}]`) && (vocab === MICRODATA || $(child).attr(vocab.type));
    const value = isItem ? readItem($, child, vocab, depth + 1) : valueOf($(child));
    for (const name of propertyNames($(child).attr(vocab.property) ?? '')) {
      const existing = node[name];
      node[name] = existing === undefined ? value : [...(Array.isArray(existing) ? (existing as unknown[]) : [existing]), value];
    }
  };
  // A property belongs to the nearest item around it; nested items keep theirs.
  for (const child of $(el).find(`[${vocab.property}]`).toArray()) if ($(child).parent().closest(`[${vocab.scope}]`)[0] === el) add(child);
  // Microdata's itemref: properties kept elsewhere in the page (a price block outside the product's
  // box), in the elements with those ids and inside them, up to the next item.
  if (vocab === MICRODATA) for (const id of ($(el).attr('itemref') ?? '').split(/\s+/).filter(Boolean)) for (const child of referenced($, id, el)) add(child);
  return node;
}

// The property elements an itemref id brings in: the element itself, and the ones inside it that no
// item of their own holds.
function referenced($: CheerioAPI, id: string, item: Element): Element[] {
  const target = $(`[id="${id.replace(/["\\]/g, '')}"]`).first();
  const root = target[0];
  // An id inside the item itself brings nothing it has not already read.
  if (!root || root === item || $.contains(item, root)) return [];
  const own = $(root).is(`[${MICRODATA.property}]`) ? [root] : [];
  if ($(root).is(`[${MICRODATA.scope}]`)) return own;
  const inside = target
    .find(`[${MICRODATA.property}]`)
    .toArray()
    .filter((child) => {
      const scope = $(child).parent().closest(`[${MICRODATA.scope}]`)[0];
      return scope === undefined || !$.contains(root, scope);
    });
  return [...own, ...inside];
}

// The product and offer items of the page that sit in no other product item: one inside another is
// its offer, its variant, or a product it names as related, and is read (or not) through it.
function itemsOf($: CheerioAPI, vocab: Vocabulary): SchemaNode[] {
  return $(`[${vocab.scope}]`)
    .toArray()
    .filter((el): el is Element => 'tagName' in el && /product|offer/i.test($(el).attr(vocab.type) ?? ''))
    .filter((el) => !$(el).parents(`[${vocab.scope}]`).toArray().some((up) => /product/i.test($(up).attr(vocab.type) ?? '')))
    .map((el) => readItem($, el, vocab));
}

/** The page's product as its microdata (itemscope/itemprop) describes it. */
export function fromMicrodata(options: StructuredDataOptions): ProductFields {
  const items = itemsOf(options.$, MICRODATA);
  const product = mainProductNode(items, options.url, options.heading);
  if (product) return readSchemaProduct(product, options);
  // An Offer item alone (no Product around it) still prices the page.
  const offer = items.find((item) => item.price !== undefined);
  return offer ? readSchemaProduct({ '@type': 'Product', offers: offer }, options) : {};
}

/** The page's product as its RDFa (typeof/property with the schema.org vocabulary) describes it. */
export function fromRdfa(options: StructuredDataOptions): ProductFields {
  const items = itemsOf(options.$, RDFA);
  const product = mainProductNode(items, options.url, options.heading);
  return product ? readSchemaProduct(product, options) : {};
}
