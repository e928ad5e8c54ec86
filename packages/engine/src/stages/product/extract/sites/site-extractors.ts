import { amazon } from './amazon';
import { enjoei, goTrendier, segundaMano } from './classifieds';
import { ebay } from './ebay';
import { facebookMarketplace } from './facebook-marketplace';
import { mercadoLivre } from './mercadolivre';
import { olx } from './olx';
import { shopifyPage } from './shopify-page';
import type { SiteExtractor } from './site-extractor';
import { wooCommerce } from './woocommerce';

/** Every site extractor, hosts before platforms; the first whose matches() accepts a page reads it. */
export const SITE_EXTRACTORS: readonly SiteExtractor[] = [
  mercadoLivre,
  olx,
  enjoei,
  goTrendier,
  segundaMano,
  ebay,
  facebookMarketplace,
  amazon,
  shopifyPage,
  wooCommerce,
];
