/** The picture behind an address and how large that copy is, so other sizes of it count once. */
export interface ImageIdentity {
  key: string;
  /** Longest side the address asks for (0 when it does not say; an original counts as largest). */
  size: number;
}

// Size markers CDNs put in paths, each with the group holding the pixel count (if any).
const PATH_SIZES: RegExp[] = [
  /\._[A-Z0-9_,]+_(?=\.\w+$)/i, // Amazon: 81abc._AC_SX679_.jpg
  /(?<=\/)s-l(\d+)(?=\.\w+$)/, // eBay: s-l1600.jpg
  /_(?:(\d+)x\d*|x(\d+)|pico|icon|thumb|small|compact|medium|large|grande|master)(?:_crop_\w+)?(?:@2x)?(?=\.\w+$)/, // Shopify
  /-(\d+)x\d+(?=\.\w+$)/, // WordPress: photo-300x300.jpg
  /(?<=\/D_)(?:NQ_NP_)?(?:2X_)?(?=\d)/, // Mercado Livre: D_NQ_NP_2X_123-MLB1-O.webp…
  /(?<=\/D_\d+-[A-Z]{3}\d+_\d+)-[A-Z](?=\.\w+$)/, // …and its size letter
  /(?<=\/)(\d{2,4})x\d{2,4}(?=\/)/, // /600x600/ path segments
  /(?<=\/)(?:img-|w\/|h\/|size-)(\d{2,4}|large|medium|small|thumb)(?=\/)/, // /img-1100/, /w/560/
  /-w(\d{2,4})-h\d{2,4}(?=\/|$)/, // -w1200-h1200
];
const SIZE_PARAMS = ['w', 'width', 'h', 'height', 'size', 'sw', 'sh', 'wid', 'hei', 'resize', 'fit', 'quality', 'q', 'format', 'fm', 'auto', 'dpr', 'crop', 'v', 'imwidth', 'im', 'odnWidth', 'odnHeight'];

/** Which picture an address shows, ignoring the size and format the CDN was asked for. */
export function imageIdentity(address: string): ImageIdentity {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { key: address, size: 0 };
  }
  let size = 0;
  let path = url.pathname;
  for (const pattern of PATH_SIZES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const pixels = Number(match[1] ?? match[2] ?? /(\d{2,4})/.exec(match[0])?.[1] ?? 0);
    size = Math.max(size, pixels);
    path = path.replace(pattern, '');
  }
  let isResized = false;
  for (const name of SIZE_PARAMS) {
    if (!url.searchParams.has(name)) continue;
    isResized = true;
    const value = Number(url.searchParams.get(name));
    if (Number.isFinite(value) && ['w', 'width', 'h', 'height', 'sw', 'wid', 'imwidth', 'size'].includes(name)) size = Math.max(size, value);
  }
  // Scene7 and similar CDNs name a size preset between dollars ("?$rsp-pdp-port-1440$").
  const hasPreset = [...url.searchParams.keys()].some((key) => /^\$.*\$$/.test(key));
  // Once the query asks for a size, the rest of it (signatures, crops) describes that copy only.
  if (isResized || hasPreset) url.search = '';
  // An address without any size marker is usually the original upload: the largest copy.
  const unsized = path === url.pathname && size === 0 && !hasPreset;
  const key = `${url.hostname.replace(/^www\./, '')}${path.replace(/\.(jpe?g|png|webp|avif)$/i, '')}${url.search}`.toLowerCase();
  return { key, size: unsized ? Number.MAX_SAFE_INTEGER : size };
}

// Address fragments of pictures that are never the product.
// Whole words only, so "starter-kit.jpg" or "flagship.jpg" stay.
const JUNK =
  /(?:^|[/_.-])(?:logos?|icons?|favicon|sprites?|pixel|spacer|blank|placeholder|loading|loader|avatars?|badges?|flags?|ratings?|stars?|payments?|banners?|buttons?|arrows?|social|tracking|beacon|1x1|transparent|captcha)(?=$|[/_.\-\d])/i;

/** Whether an address or its declared size says it is not a product picture (logo, icon, pixel…). */
export function isJunkImage(address: string, declared?: { width?: number; height?: number }): boolean {
  if (/\.(svg|gif|ico)(\?|$)/i.test(address)) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return true;
  }
  if (JUNK.test(url.hostname + url.pathname)) return true;
  const { width, height } = declared ?? {};
  return (width !== undefined && width > 0 && width < 100) || (height !== undefined && height > 0 && height < 100);
}

/** The addresses without junk, each picture once at its largest size, in first-seen order. */
export function dedupeImages(addresses: string[], limit = 12): string[] {
  const kept: { address: string; identity: ImageIdentity }[] = [];
  for (const address of addresses) {
    if (isJunkImage(address)) continue;
    const identity = imageIdentity(address);
    const same = kept.find((k) => k.identity.key === identity.key);
    if (!same) kept.push({ address, identity });
    else if (identity.size > same.identity.size) Object.assign(same, { address, identity });
  }
  return kept.slice(0, limit).map((k) => k.address);
}
