import type { EngineLanguage } from '../../schema';

/** A marketplace the ad can send buyers to, with the way each language says "on <it>". */
export interface Marketplace {
  id: string;
  name: string;
  /** "on eBay", "en Mercado Libre", "no Mercado Livre", "na OLX". */
  on: Record<EngineLanguage, string>;
}

const market = (id: string, name: string, ptPreposition: 'no' | 'na' = 'no'): Marketplace => ({
  id,
  name,
  on: { en: `on ${name}`, es: `en ${name}`, 'pt-BR': `${ptPreposition} ${name}` },
});

// Host patterns, most specific first. Portuguese takes the article of the brand's gender.
const MARKETPLACES: { host: RegExp; marketplace: Marketplace }[] = [
  { host: /(^|\.)mercadolivre\.com\.br$/, marketplace: market('mercadolivre', 'Mercado Livre') },
  { host: /(^|\.)mercadolibre\.com(\.[a-z]{2})?$/, marketplace: market('mercadolibre', 'Mercado Libre') },
  { host: /(^|\.)olx\.com\.br$/, marketplace: market('olx', 'OLX', 'na') },
  { host: /(^|\.)enjoei\.com\.br$/, marketplace: market('enjoei', 'Enjoei') },
  { host: /(^|\.)gotrendier\.com(\.mx)?$/, marketplace: market('gotrendier', 'GoTrendier') },
  { host: /(^|\.)segundamano\.(mx|com\.mx)$/, marketplace: market('segundamano', 'Segunda Mano') },
  { host: /(^|\.)ebay\.[a-z.]+$/, marketplace: market('ebay', 'eBay') },
  { host: /(^|\.)amazon\.[a-z.]+$/, marketplace: market('amazon', 'Amazon', 'na') },
  { host: /(^|\.)shopee\.[a-z.]+$/, marketplace: market('shopee', 'Shopee', 'na') },
  { host: /(^|\.)(magazineluiza|magalu)\.com\.br$/, marketplace: market('magalu', 'Magalu') },
  { host: /(^|\.)etsy\.com$/, marketplace: market('etsy', 'Etsy', 'na') },
  { host: /(^|\.)walmart\.com(\.mx)?$/, marketplace: market('walmart', 'Walmart') },
  { host: /(^|\.)aliexpress\.[a-z.]+$/, marketplace: market('aliexpress', 'AliExpress') },
  { host: /(^|\.)shein\.[a-z.]+$/, marketplace: market('shein', 'Shein', 'na') },
];

const FACEBOOK = market('facebook', 'Facebook Marketplace');

function normalize(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The marketplace of a product: the one named in the facts (when we know it), else the one the
 * address belongs to. A shop of its own (Shopify, WooCommerce…) has none.
 */
export function findMarketplace(options: { name?: string; url?: string }): Marketplace | undefined {
  if (options.name) {
    const wanted = normalize(options.name);
    const known = [...MARKETPLACES.map((m) => m.marketplace), FACEBOOK].find((m) => normalize(m.name) === wanted || m.id === wanted);
    if (known) return known;
  }
  if (!options.url) return undefined;
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  if (/(^|\.)facebook\.com$/.test(host) && url.pathname.startsWith('/marketplace')) return FACEBOOK;
  return MARKETPLACES.find((m) => m.host.test(host))?.marketplace;
}

/** The shop's address as people read it: host without www, and a short path when there is room. */
export function displayAddress(url: string | undefined, maxLength = 40): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    const path = parsed.pathname.replace(/\/$/, '');
    const full = `${host}${path}`;
    return full.length <= maxLength ? full : host;
  } catch {
    return undefined;
  }
}
