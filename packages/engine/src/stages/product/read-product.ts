import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { EngineError } from '../../errors';
import { silentLogger, type Logger } from '../../ports';
import type { EngineLanguage, ImageSource, ProductFactsInput } from '../../schema';
import { decodeHtml } from './decode-text';
import { detectBlockedPage, extractProduct, fromShopifyJson, hasProduct, shopifyProductJsonUrl, type ExtractedProduct } from './extract/extract-product';
import { pageError, pageStatusError, type Fetcher } from './fetcher';
import { downloadProductImages } from './product-images';
import { renderPageInBrowser, type BrowserRenderOptions } from './render-page';

/** The spec's sentences for the two failures a page itself causes. */
const BLOCKED_MESSAGE = 'Website access blocked by security measures';
const NOT_FOUND_MESSAGE = 'No product information found on this page';

const blocked = (url: string) => pageError('PAGE_BLOCKED', `${BLOCKED_MESSAGE} (${new URL(url).host} answered with a challenge page)`);

/** A product page as read: where it ended up, and what it says about its product. */
export interface ProductPage {
  url: string;
  product: ExtractedProduct;
}

/** Fills what `first` lacks from `second`, field by field; pictures from both, first's first. */
function mergeProducts(first: ExtractedProduct, second: ExtractedProduct): ExtractedProduct {
  const merged: ExtractedProduct = { ...second, ...Object.fromEntries(Object.entries(first).filter(([, value]) => value !== undefined)) };
  merged.features = first.features.length ? first.features : second.features;
  merged.images = [...new Set([...first.images, ...second.images])];
  return merged;
}

/** Reads the product of an HTML page, with its Shopify product JSON when the shop offers one. */
async function productOf(options: { html: string; url: string; status: number; fetcher: Fetcher; language?: EngineLanguage; signal?: AbortSignal; logger: Logger }): Promise<ExtractedProduct> {
  if (detectBlockedPage({ html: options.html, status: options.status })) throw blocked(options.url);
  const product = extractProduct({ html: options.html, url: options.url });
  const jsonUrl = shopifyProductJsonUrl({ html: options.html, url: options.url });
  if (!jsonUrl) return product;
  try {
    const resource = await options.fetcher.fetch({ url: jsonUrl, kind: 'json', ...(options.language ? { language: options.language } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    return mergeProducts(fromShopifyJson({ json: JSON.parse(resource.body.toString('utf8')) as unknown, url: resource.url }), product);
  } catch (error) {
    if (error instanceof EngineError && error.code === 'CANCELLED') throw error;
    // The page itself was read; its JSON only adds detail.
    options.logger.warn('the shop’s product JSON could not be read', { url: jsonUrl, error: (error as Error).message });
    return product;
  }
}

/**
 * Fetches a product page and reads its product. A page whose HTML shows none, or no price (a page
 * drawn by its scripts), is loaded in headless Chromium when `browser` is given, every request it
 * makes going through the same fetcher. Throws PAGE_BLOCKED for bot walls and PRODUCT_NOT_FOUND when there is
 * no product to read.
 */
export async function readProductPage(options: { url: string; fetcher: Fetcher; language?: EngineLanguage; browser?: BrowserRenderOptions | false; signal?: AbortSignal; logger?: Logger }): Promise<ProductPage> {
  const logger = options.logger ?? silentLogger;
  const common = { fetcher: options.fetcher, logger, ...(options.language ? { language: options.language } : {}), ...(options.signal ? { signal: options.signal } : {}) };
  const resource = await options.fetcher.fetch({ url: options.url, kind: 'page', anyStatus: true, ...(options.language ? { language: options.language } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  const html = decodeHtml(resource);
  // A refusal is a bot wall when its page says so; otherwise its status says what went wrong.
  const refusal = pageStatusError(resource.status, new URL(resource.url).host);
  if (refusal) throw detectBlockedPage({ html, status: resource.status }) ? blocked(resource.url) : refusal;
  const product = await productOf({ ...common, html, url: resource.url, status: resource.status });
  const page = options.browser && (!hasProduct(product) || product.price === undefined) ? await withScripts({ ...common, url: resource.url, browser: options.browser }, product) : { url: resource.url, product };
  if (!hasProduct(page.product)) throw pageError('PRODUCT_NOT_FOUND', NOT_FOUND_MESSAGE);
  return page;
}

/**
 * The page as loaded in headless Chromium, its product read over what its HTML alone gave (`product`):
 * a page drawn by its scripts, or one whose scripts draw only the price (a placeholder where the
 * price goes). When the HTML alone showed the product, a page the browser cannot load keeps that.
 */
async function withScripts(options: { url: string; browser: BrowserRenderOptions; fetcher: Fetcher; language?: EngineLanguage; signal?: AbortSignal; logger: Logger }, product: ExtractedProduct): Promise<ProductPage> {
  const { url, logger } = options;
  logger.info(hasProduct(product) ? 'the page shows no price without its scripts: loading it in a browser' : 'the page shows no product without its scripts: loading it in a browser', { url });
  try {
    const rendered = await renderPageInBrowser({ ...options.browser, url, fetcher: options.fetcher, ...(options.language ? { language: options.language } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    return { url: rendered.url, product: mergeProducts(await productOf({ ...options, html: rendered.html, url: rendered.url, status: 200 }), product) };
  } catch (error) {
    if (!hasProduct(product) || (error instanceof EngineError && error.code === 'CANCELLED')) throw error;
    logger.warn('the page could not be loaded in a browser: its product is read from its HTML alone', { url, error: (error as Error).message });
    return { url, product };
  }
}

/** The address a saved page says it was saved from (canonical link, then og:url). */
function savedAddress(html: string): string | undefined {
  const $ = cheerio.load(html);
  const candidates = [$('link[rel="canonical"]').attr('href'), $('meta[property="og:url"]').attr('content')];
  return candidates.find((href) => href !== undefined && /^https?:\/\//i.test(href.trim()))?.trim();
}

/**
 * The text of a saved page's bytes, gzipped or not (told by its magic bytes, whatever the file is
 * called), its encoding found as for a fetched page that names none in its headers.
 */
export function savedPageHtml(saved: Buffer): string {
  const body = saved[0] === 0x1f && saved[1] === 0x8b ? gunzipSync(saved) : saved;
  return decodeHtml({ url: 'file:', status: 200, headers: {}, contentType: 'text/html', body });
}

/**
 * Reads the product of a saved page (.html, or gzipped), exactly as if it had been fetched; its
 * address is `baseUrl`, else the one the page names. Pictures are not downloaded.
 */
export async function readProductFile(options: { file: string; baseUrl?: string }): Promise<ProductPage> {
  let html: string;
  try {
    html = savedPageHtml(await readFile(options.file));
  } catch (error) {
    throw new EngineError('input', 'INVALID_INPUT', `The page ${options.file} could not be read: ${(error as Error).message}`, false, { cause: error });
  }
  const url = options.baseUrl ?? savedAddress(html);
  if (!url) throw new EngineError('input', 'INVALID_INPUT', `The page ${options.file} does not say its address: give it with --base-url`, false);
  if (detectBlockedPage({ html })) throw pageError('PAGE_BLOCKED', `${BLOCKED_MESSAGE} (the saved page is a challenge page)`);
  const product = extractProduct({ html, url });
  if (!hasProduct(product)) throw pageError('PRODUCT_NOT_FOUND', NOT_FOUND_MESSAGE);
  return { url, product };
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The facts an ad is made from, out of a page read: its pictures downloaded and checked. A page
 * with no usable product picture is PRODUCT_NOT_FOUND (manual entry lets the seller add photos).
 */
export async function factsFromPage(options: {
  page: ProductPage;
  fetcher: Fetcher;
  /** The seller's own pictures, used instead of the page's. */
  pictures?: readonly ImageSource[];
  language?: EngineLanguage;
  signal?: AbortSignal;
  logger?: Logger;
}): Promise<ProductFactsInput> {
  const { product, url } = options.page;
  const language = options.language ?? product.language ?? 'en';
  const images = options.pictures?.length
    ? [...options.pictures]
    : (await downloadProductImages({ urls: product.images, fetcher: options.fetcher, language, ...(options.signal ? { signal: options.signal } : {}), ...(options.logger ? { logger: options.logger } : {}) })).images;
  if (images.length === 0) throw pageError('PRODUCT_NOT_FOUND', `${NOT_FOUND_MESSAGE}: it shows no product picture we could use`);
  // Pages can say a lot: the ad needs a name, a paragraph and a handful of features.
  return {
    name: clip(product.name ?? '', 300),
    description: clip(product.description ?? '', 5_000),
    features: product.features.slice(0, 20).map((feature) => clip(feature, 300)),
    ...(product.price ? { price: product.price } : {}),
    ...(product.old_price ? { old_price: product.old_price } : {}),
    ...(product.currency ? { currency: product.currency } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.marketplace ? { marketplace: product.marketplace } : {}),
    images,
    url,
    language,
  };
}
