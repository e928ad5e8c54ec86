import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { currencyHost, detectCurrency } from '../currency';
import { specLines } from '../features';
import { parseAmount } from '../parse-price';
import { imagesAt, textAt, type SiteExtractor } from './site-extractor';

// WooCommerce prints every amount as .woocommerce-Price-amount, its symbol in a child span.
function amountOf(el: Cheerio<Element>): string | undefined {
  const copy = el.clone();
  copy.find('.woocommerce-Price-currencySymbol').remove();
  return parseAmount(copy.text());
}

/** WooCommerce shops: .product_title, the summary's price (ins/del on sale), gallery and attributes table. */
export const wooCommerce: SiteExtractor = {
  id: 'woocommerce',
  matches: ({ $ }) => $('body.woocommerce, body.single-product, .woocommerce-product-gallery, .product_title').length > 0 && $('.woocommerce-Price-amount').length > 0,
  extract: ({ $, url }) => {
    const box = $('.summary .price, .entry-summary .price, p.price').first();
    const sale = box.find('ins .woocommerce-Price-amount').first();
    const amounts = box.find('.woocommerce-Price-amount');
    // Two amounts without <ins> are a range ("R$ 10 – R$ 20"): no single price; nor is one after the
    // "From:" that composite, bundle and booking products print before their lowest total.
    const isFrom = box.find('.from').length > 0 || /^\s*(?:from|desde|ab|à partir de|a partir de|vanaf|da|od)\b/i.test(box.text());
    const current = isFrom ? undefined : sale.length ? sale : amounts.length === 1 ? amounts.first() : undefined;
    const old = sale.length ? box.find('del .woocommerce-Price-amount').first() : undefined;
    const attributes = $('.woocommerce-product-attributes, .shop_attributes').get(0);
    const bullets = $('.woocommerce-product-details__short-description li')
      .toArray()
      .map((li) => $(li).text().replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return {
      name: textAt($, '.product_title'),
      description: textAt($, '.woocommerce-product-details__short-description', '#tab-description'),
      features: [...bullets, ...(attributes ? specLines($, attributes) : [])].slice(0, 12),
      price: current ? amountOf(current) : undefined,
      old_price: old?.length ? amountOf(old) : undefined,
      currency: current ? detectCurrency(current.find('.woocommerce-Price-currencySymbol').text(), currencyHost($, url)) : undefined,
      images: imagesAt($, url, '.woocommerce-product-gallery__image img', ['data-large_image', 'data-src', 'src']),
    };
  },
};
