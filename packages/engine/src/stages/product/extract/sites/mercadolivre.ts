import { detectCurrency, normalizeCurrencyCode } from '../currency';
import { specLines } from '../features';
import { parseStructuredPrice } from '../parse-price';
import { imagesAt, isHost, splitPrice, textAt, type SiteExtractor } from './site-extractor';

// "-O" is the original upload among Mercado Livre's picture sizes (-I, -V, -R, -F…); "2X_" doubles.
function largest(address: string): string {
  return address.replace(/-[A-Z](\.(?:jpe?g|webp|png))$/i, '-O$1');
}

/** Mercado Livre / Mercado Libre: the PDP's title, andes money amounts, gallery, highlights and spec table. */
export const mercadoLivre: SiteExtractor = {
  id: 'mercadolivre',
  matches: ({ url }) => isHost(url, /(^|\.)mercadoli(vre|bre)\.com(\.[a-z]{2})?$/),
  extract: ({ $, url }) => {
    const current = $('.ui-pdp-price__second-line .andes-money-amount').first();
    const old = $('.ui-pdp-price__original-value, s.andes-money-amount--previous').first();
    const symbol = current.find('.andes-money-amount__currency-symbol').text();
    const table = $('.ui-pdp-specs__table, .andes-table, .ui-vpp-striped-specs__table').get(0);
    const specs = table ? specLines($, table) : [];
    const highlights = $('.ui-pdp-features li, .ui-vpp-highlighted-specs__features-list li')
      .toArray()
      .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return {
      name: textAt($, 'h1.ui-pdp-title'),
      description: textAt($, '.ui-pdp-description__content'),
      features: [...highlights, ...specs].slice(0, 12),
      brand: specs.find((line) => /^marca:/i.test(line))?.split(': ')[1],
      price:
        parseStructuredPrice(current.find('meta[itemprop="price"]').attr('content')) ??
        splitPrice(current.find('.andes-money-amount__fraction').first().text(), current.find('.andes-money-amount__cents').first().text()),
      old_price: splitPrice(old.find('.andes-money-amount__fraction').first().text(), old.find('.andes-money-amount__cents').first().text()),
      currency: normalizeCurrencyCode(current.find('meta[itemprop="priceCurrency"]').attr('content')) ?? (symbol ? detectCurrency(symbol, url.hostname) : undefined),
      images: imagesAt($, url, '.ui-pdp-gallery__figure img', ['data-zoom', 'data-src', 'src']).map(largest),
    };
  },
};
