import { resolve } from 'node:path';
import { EngineError } from '../errors';
import { pageFailureType } from '../stages/product/fetcher';
import { readProductFile, readProductPage, type ProductPage } from '../stages/product/read-product';
import type { ExtractCommand } from './args';
import type { CliIo } from './main';
import { pageReaderFrom } from './page-reader';

/** The keys `reelsmith extract --json` prints, in this order. */
function factsJson(page: ProductPage) {
  const { product } = page;
  return {
    name: product.name ?? null,
    description: product.description ?? null,
    features: product.features,
    price: product.price ?? null,
    old_price: product.old_price ?? null,
    currency: product.currency ?? null,
    brand: product.brand ?? null,
    images: product.images,
    marketplace: product.marketplace ?? null,
    language: product.language ?? null,
    url: page.url,
  };
}

/**
 * `reelsmith extract`: reads a product page, fetched or saved, with the same extractors, and prints
 * its facts. A page that cannot be read prints its failure type of spec §8 (scraping_failed,
 * product_not_found, timeout, server_error) and exits 1.
 */
export async function runExtract(command: ExtractCommand, io: CliIo): Promise<number> {
  try {
    let page: ProductPage;
    if (command.target.kind === 'file') {
      page = await readProductFile({ file: resolve(io.cwd, command.target.file), ...(command.target.baseUrl ? { baseUrl: command.target.baseUrl } : {}) });
    } else {
      const { fetcher, browser } = pageReaderFrom(io.env, command.browser);
      page = await readProductPage({ url: command.target.url, fetcher, browser, ...(command.language ? { language: command.language } : {}), ...(io.signal ? { signal: io.signal } : {}) });
    }
    const facts = factsJson(page);
    if (command.json) {
      io.stdout.write(`${JSON.stringify(facts, null, 2)}\n`);
    } else {
      const price = facts.price ? `${facts.price} ${facts.currency ?? ''}`.trim() : '—';
      io.stdout.write(
        `${facts.name}\n  price        ${price}${facts.old_price ? ` (was ${facts.old_price})` : ''}\n  brand        ${facts.brand ?? '—'}\n` +
          `  marketplace  ${facts.marketplace ?? '—'}\n  language     ${facts.language ?? '—'}\n  features     ${facts.features.length}\n  images       ${facts.images.length}${facts.images[0] ? `, first ${facts.images[0]}` : ''}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof EngineError) || error.stage === 'input' || error.code === 'CANCELLED') throw error;
    const type = error.stage === 'product' ? pageFailureType(error) : 'server_error';
    if (command.json) io.stdout.write(`${JSON.stringify({ error: { type, message: error.message } })}\n`);
    io.stderr.write(`reelsmith: ${error.message} (${type})\n`);
    return 1;
  }
}
