/** Words of an address that name no product: page kinds, listing ids, file endings. */
const NOISE = /^(?:p|dp|gp|product|products|produto|produtos|producto|productos|item|itm|items|listing|marketplace|shop|store|loja|tienda|comprar|buy|index|html?|php|aspx?|jm|\d{5,}|(?=(?:[a-z]*\d){3})[a-z\d]{6,})$/i;
/** Marketplace listing ids written before the slug: MLB-1234567890, MLA1234. */
const LISTING_ID = /\b[A-Z]{2,4}-?\d{4,}\b/g;

/**
 * A video title made from a product page address when the seller gives none (spec §3): the most
 * telling part of its path in words ("tenis-nike-air-max-90" → "Tenis Nike Air Max 90"), else the
 * site's name.
 */
export function titleFromUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Product Video';
  }
  const segments = url.pathname
    .split('/')
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {
        // A malformed escape: keep the segment as written.
      }
      return text
        .replace(/\.[a-z]{2,5}$/i, '')
        .replace(LISTING_ID, ' ')
        .split(/[-_+\s]+/)
        .filter((word) => word && !NOISE.test(word));
    })
    .filter((words) => words.length > 0);
  // The segment with the most words is the product's slug; ids and categories have fewer.
  const best = segments.reduce<string[]>((longest, words) => (words.length > longest.length ? words : longest), []);
  if (best.length >= 2 || (best.length === 1 && (best[0]?.length ?? 0) > 3)) {
    const title = best.slice(0, 12).map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join(' ');
    return title.length <= 100 ? title : `${title.slice(0, 99).trimEnd()}…`;
  }
  const host = url.hostname.replace(/^www\./, '').split('.')[0] ?? url.hostname;
  return `${host.charAt(0).toLocaleUpperCase()}${host.slice(1)} product`;
}
