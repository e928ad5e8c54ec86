import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { currencyHost } from './currency';
import { findFeatures } from './features';
import { metaContent } from './meta-tags';
import { imageIdentity } from './images';
import { isAroundProduct, isSiteTitle } from './page-layout';
import { findOldPriceText } from './other-amounts';
import { findPriceText } from './price-heuristics';
import { absoluteUrl, cleanText, isTag, isText, stripSiteName, UNREAD } from './text';
import type { ProductFields } from './types';

// Containers that hold a product's own pictures in most shop themes.
const GALLERY = '[class*="gallery" i], [id*="gallery" i], [class*="carousel" i], [class*="slider" i], [class*="product-image" i], [class*="product__media" i], [class*="zoom" i], [class*="photo" i], [id*="image" i], [class*="swiper" i], [class*="main-image" i]';
// Where lazy-loading themes keep the real address of a picture, largest first.
const IMAGE_ATTRIBUTES = ['data-zoom-image', 'data-zoom', 'data-large_image', 'data-large', 'data-full', 'data-src-large', 'data-old-hires', 'data-src', 'data-lazy', 'data-original', 'src'];

// Tags that style part of a phrase, even part of a word ("i<b>Phone</b>"): their text runs on.
const RUNS_ON = new Set(['b', 'strong', 'i', 'em', 'u', 'small', 'mark', 'sup', 'sub', 'font', 'abbr']);

/**
 * A heading's text as it reads on screen: parts a theme sets in boxes of their own
 * ("<div>MÖCKELBY</div><span>Table, oak</span><span>235x100 cm</span>") are separate words, and an
 * icon's <svg> styles are no part of it.
 */
function headingText(el: AnyNode): string {
  if (isText(el)) return el.data;
  if (!isTag(el) || UNREAD.has(el.name)) return '';
  const inner = el.children.map(headingText).join('');
  return RUNS_ON.has(el.name) ? inner : ` ${inner} `;
}

/** The page's first heading, which names the product on nearly every shop (not the shop's own name). */
export function mainHeading($: CheerioAPI): string | undefined {
  for (const el of $('h1').toArray()) {
    if (isSiteTitle($, el)) continue;
    const text = cleanText(headingText(el));
    if (text && text.length >= 2 && text.length <= 300) return text;
  }
  return undefined;
}

function imageAddress($: CheerioAPI, el: Parameters<CheerioAPI>[0], base: URL): string | undefined {
  const img = $(el);
  for (const name of IMAGE_ATTRIBUTES) {
    const value = img.attr(name);
    if (value && !value.startsWith('data:')) return absoluteUrl(value, base);
  }
  // The largest candidate of a srcset ("a.jpg 400w, b.jpg 1200w").
  const srcset = img.attr('srcset') ?? img.attr('data-srcset');
  const largest = srcset?.split(',').map((part) => part.trim().split(/\s+/)).sort((a, b) => parseFloat(b[1] ?? '0') - parseFloat(a[1] ?? '0'))[0]?.[0];
  return absoluteUrl(largest, base);
}

const pageKey = (url: URL) => `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;

/** This page's addresses: the one it was read at, and the ones it names as its own (canonical, Open Graph). */
function ownAddresses($: CheerioAPI, base: URL): Set<string> {
  const own = new Set([pageKey(base)]);
  for (const href of [$('link[rel="canonical" i]').attr('href'), metaContent($, 'og:url')]) {
    try {
      if (href) own.add(pageKey(new URL(href, base)));
    } catch {
      // Not an address: nothing to add.
    }
  }
  return own;
}

/**
 * Whether a picture sits in a link to another page: a card of another product in a "similar items"
 * carousel, often through a recommendation service's click counter. A link to the picture itself
 * (a zoom, at any size) or to this page (under any of its own addresses) is none.
 */
function linksToAnotherPage($: CheerioAPI, el: Element, address: string, base: URL, own: Set<string>): boolean {
  const href = $(el).closest('a[href]').attr('href');
  if (href === undefined) return false;
  let target: URL;
  try {
    target = new URL(href, base);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(target.protocol) || /\.(?:jpe?g|png|webp|avif|gif)$/i.test(target.pathname)) return false;
  return !own.has(pageKey(target)) && imageIdentity(target.href).key !== imageIdentity(address).key;
}

// The card of a product in a list or a slider ("product-tile", "productCard"), which a product's own
// gallery never is.
const PRODUCT_CARD = /product[-_]?(?:tile|card)|(?:tile|card)[-_]?product/i;

/** Whether a picture sits in a box of other products (related, recommended, cross-sold, their cards) or the page's frame. */
function isOutsideProduct($: CheerioAPI, el: Element): boolean {
  for (let node = el.parent; node && isTag(node); node = node.parent) if (isAroundProduct($, node) || PRODUCT_CARD.test(node.attribs.class ?? '')) return true;
  return false;
}

/**
 * Pictures inside the page's product gallery, skipping ones declared smaller than a thumbnail and
 * other products' pictures (in links to their pages, or in boxes of related products).
 */
export function galleryImages($: CheerioAPI, base: URL): string[] {
  const images: string[] = [];
  const own = ownAddresses($, base);
  $(GALLERY)
    .find('img')
    .each((_, el) => {
      if ($(el).closest('header, footer, nav').length || isOutsideProduct($, el)) return;
      const width = Number($(el).attr('width') ?? 0);
      const height = Number($(el).attr('height') ?? 0);
      if ((width > 0 && width < 100) || (height > 0 && height < 100)) return;
      const address = imageAddress($, el, base);
      if (address && !linksToAnotherPage($, el, address, base, own)) images.push(address);
    });
  return images;
}

/** Careful guesses from the page's visible content: heading, meta description, gallery, features, price text. */
export function fromPageContent(options: { $: CheerioAPI; url: URL }): ProductFields {
  const { $, url } = options;
  const title = cleanText($('title').first().text());
  const host = currencyHost($, url);
  const price = findPriceText({ $, host });
  return {
    name: mainHeading($) ?? (title ? stripSiteName(title, metaContent($, 'og:site_name')) : undefined),
    description: metaContent($, 'description'),
    features: findFeatures($),
    images: galleryImages($, url),
    price: price.price,
    currency: price.currency,
    old_price: price.price ? findOldPriceText({ $, host, price: price.price }) : undefined,
  };
}
