import type { CheerioAPI } from 'cheerio';
import { currencyHost } from '../currency';
import { specLines } from '../features';
import { imagesAt, isHost, priceAt, textAt, type SiteExtractor } from './site-extractor';

/** Where one classifieds or second-hand site prints each fact. */
interface ClassifiedsLayout {
  id: string;
  host: RegExp;
  name: string[];
  price: string[];
  oldPrice: string[];
  description: string[];
  brand: string[];
  images: string;
  imageAttributes: string[];
  details: string;
}

function detailLines($: CheerioAPI, selector: string): string[] {
  const container = $(selector).get(0);
  return container && 'tagName' in container ? specLines($, container) : [];
}

/** A site extractor for a second-hand marketplace laid out as given. */
function classifieds(layout: ClassifiedsLayout): SiteExtractor {
  return {
    id: layout.id,
    matches: ({ url }) => isHost(url, layout.host),
    extract: ({ $, url }) => {
      const host = currencyHost($, url);
      const price = priceAt($, host, ...layout.price);
      return {
        name: textAt($, ...layout.name),
        description: textAt($, ...layout.description),
        brand: textAt($, ...layout.brand),
        features: detailLines($, layout.details),
        price: price?.amount,
        old_price: price ? priceAt($, host, ...layout.oldPrice)?.amount : undefined,
        currency: price?.currency,
        images: imagesAt($, url, layout.images, layout.imageAttributes),
      };
    },
  };
}

/** Enjoei (Brazil): second-hand fashion; BEM classes on the product page. */
export const enjoei = classifieds({
  id: 'enjoei',
  host: /(^|\.)enjoei\.com\.br$/,
  name: ['h1.c-product__title', 'h1'],
  price: ['.c-product__price .c-price--current', '.c-product__price [data-test="price"]'],
  oldPrice: ['.c-product__price .c-price--original'],
  description: ['.c-product__description'],
  brand: ['.c-product__brand'],
  images: '.c-product__gallery img',
  imageAttributes: ['data-zoom', 'data-src', 'src'],
  details: '.c-product__details',
});

/** GoTrendier (Mexico, Spain, Colombia): second-hand fashion. */
export const goTrendier = classifieds({
  id: 'gotrendier',
  host: /(^|\.)gotrendier\.(com|com\.mx|es|com\.co|cl)$/,
  name: ['.product-detail h1', 'h1'],
  price: ['.product-detail .product-price__current', '.product-detail .price'],
  oldPrice: ['.product-detail .product-price__original'],
  description: ['.product-detail .product-description'],
  brand: ['.product-detail .product-brand'],
  images: '.product-gallery img',
  imageAttributes: ['data-zoom-image', 'data-src', 'src'],
  details: '.product-attributes',
});

/** Segunda Mano (Mexico): classified ads. */
export const segundaMano = classifieds({
  id: 'segundamano',
  host: /(^|\.)segundamano\.(mx|com\.mx)$/,
  name: ['.ad-view h1.ad-title', 'h1'],
  price: ['.ad-view .ad-price'],
  oldPrice: [],
  description: ['.ad-view .ad-description'],
  brand: [],
  images: '.ad-gallery img',
  imageAttributes: ['data-full', 'data-src', 'src'],
  details: '.ad-params',
});
