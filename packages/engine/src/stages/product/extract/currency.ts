import type { CheerioAPI } from 'cheerio';

/** ISO codes we accept as they are written ("USD 49.90", "49,90 EUR"). */
const ISO_CODES = new Set(
  'USD EUR GBP BRL MXN ARS CAD AUD NZD INR JPY CNY CHF CLP COP PEN UYU PLN CZK HUF RON SEK NOK DKK RUB TRY ILS KRW TWD HKD SGD ZAR SAR AED KZT BGN HRK UAH THB IDR MYR PHP VND PKR NPR EGP NGN BYN KWD QAR BHD OMR JOD MAD RSD ISK LKR BDT CRC GTQ DOP BOB PYG KES GHS TZS UGX ETB TND DZD XOF XAF AZN UZS MNT MKD MDL KHR'.split(' '),
);

/**
 * A currency as printed beside an amount: a sign, or a code in capitals ("USD", "Rs", "kr"…). Case
 * matters, so "now" or "Buy" never counts as one.
 */
// A code may run straight into its amount ("EUR15.99"), where no word boundary separates them.
// Some signs count only right after an amount, where they cannot be a word or a letter: the rouble
// written "Р" or "р." in Russian, the đồng "đ", the Belarusian "Br", the lira "TL", "euro", the won
// "원", the baht "บาท", the Serbian dinar "дин" or "dinara" ("2 Din" is a car radio's size).
const AFTER_AMOUNT_SIGNS: [string, string][] = [
  ['Р|р\\.', 'RUB'],
  ['đ', 'VND'],
  ['원', 'KRW'],
  ['บาท', 'THB'],
  ['дин\\.?|[Dd]inara', 'RSD'],
  ['Br', 'BYN'],
  ['TL', 'TRY'],
  ['[Ee]uros?', 'EUR'],
];
// Signs that name one currency wherever they appear, matched and read from this one list: Arab
// currencies as Arabic pages abbreviate them ("99 ر.س"; riyals, dirhams, dinars, the Egyptian pound),
// the shekel written in Hebrew, the đồng as "VNĐ", and the signs of African, Latin American and
// Asian currencies, and the Dominican "RD$".
const SIGN_CODES: [string, string][] = [
  ['ر\\.س', 'SAR'],
  ['د\\.إ', 'AED'],
  ['د\\.ك', 'KWD'],
  ['ر\\.ق', 'QAR'],
  ['ر\\.ع', 'OMR'],
  ['د\\.ب', 'BHD'],
  ['د\\.[أا]', 'JOD'],
  ['د\\.م', 'MAD'],
  ['د\\.ت', 'TND'],
  ['د\\.ج', 'DZD'],
  ['ج\\.م', 'EGP'],
  ['ש["״\']ח', 'ILS'],
  ['VNĐ', 'VND'],
  ['₦', 'NGN'],
  ['₵', 'GHS'],
  ['\\bKSh', 'KES'],
  ['₡', 'CRC'],
  ['₲', 'PYG'],
  ['৳', 'BDT'],
  ['₼', 'AZN'],
  ['₾', 'GEL'],
  ['₮', 'MNT'],
  ['جنيه', 'EGP'],
  ['RD\\$', 'DOP'],
];
// The sign is matched first and the amount looked for behind it, so other text costs one character test.
// An amount may end in a dash for no cents before its sign ("5,490.- บาท", "990,– р.").
const afterAmount = (sign: string) => `(?:${sign})(?<=\\d(?:[.,][-–—])?\\s?(?:${sign}))(?![А-Яа-яA-Za-z])`;
const AFTER_AMOUNT = AFTER_AMOUNT_SIGNS.map(([sign]) => afterAmount(sign)).join('|');
// Signs several countries write, named by the shop's country: the riyal of Saudi Arabia, Qatar, Oman,
// Yemen or Iran ("ريال", in Persian "ریال"); the dirham of the Emirates or Morocco ("درهم", "Dhs 99", "99 DH"). The
// toman, Iran's everyday unit of ten rials, has no code of its own: an amount in tomans has no currency.
const RIYAL = 'ر[يی]ال';
const RIYAL_SIGN = new RegExp(RIYAL);
const DIRHAM = `درهم|\\bDh[s.]*(?=\\s?\\d)|${afterAmount('D[Hh][Ss]?\\.?')}`;
const TOMAN = 'تومان|تومن';
const DIRHAM_SIGN = new RegExp(DIRHAM);
const RIYAL_BY_TLD: Record<string, string> = { qa: 'QAR', om: 'OMR', ye: 'YER', ir: 'IRR' };
export const CURRENCY_SIGN = new RegExp(
  `(?:R|US|U|NT|HK|MX|C|CA|A|AU|NZ|S)\\$|[$€£¥￥₹₽₺₩₪₴₸₫₱฿元円]|S\\/|[zZ]ł|Kč|тг|руб|грн|лв|б\\.р\\.|${SIGN_CODES.map(([sign]) => sign).join('|')}|${AFTER_AMOUNT}|${RIYAL}|${DIRHAM}|${TOMAN}|₨|\\bS?Fr\\.|\\bTL(?=\\s?\\d)|\\b(?:${[...ISO_CODES].join('|')}|Rs\\.?|Rp|RM|[Kk]r|kn|Kn|lei|Lei|LEI|Ft)(?:\\b|(?=\\d))`,
);

// A box's whole text as an amount and a currency's letters run on from it ("85 000Ft", "249lei").
const glued = (letters: string, flags = 'i'): RegExp => new RegExp(`^\\s*\\d[\\d\\s.,]*(?<=\\d)${letters}\\s*$`, flags);

// Letters that are a currency only beside an amount and only on the shops of its country, where
// elsewhere they begin a model's name ("EOS R6", "SR44", "KD 16") or name a unit: the rand "R 299",
// Qatar's "QR 99", Saudi Arabia's "SR 149", Kuwait's "KD 9.500", the Philippines' "Php 1,299",
// Bosnia's "389,90 KM".
const LOCAL_SIGNS: Record<string, [RegExp, string]> = {
  za: [/\bR(?=\s?\d)/, 'ZAR'],
  qa: [/\bQR(?=\s?\d)/, 'QAR'],
  sa: [/\bSR(?=\s?\d)/, 'SAR'],
  kw: [/\bKD(?=\s?\d)/, 'KWD'],
  ph: [/\bPhp(?=\s?\d)/i, 'PHP'],
  // Bosnia's convertible mark, written after the amount ("389,90 KM"); in Polish "KM" is horsepower.
  ba: [/(?<=\d\s?)KM\b/, 'BAM'],
  // Serbia's dinar in Latin letters, lower case after the amount ("64.999,00 din."); a car radio's
  // size is "2 DIN".
  rs: [/(?<=\d\s?)din\b/, 'RSD'],
  // A currency's letters run straight on from the amount, as a page's two boxes put side by side read
  // ("85 000" then "Ft" at Jófogás, "249" then "lei", "1 299" then "kr"), where no word boundary comes
  // before them (not the kuna, which Croatian shops showed beside the euro in 2023 as a second
  // currency): on the shops of the currency's country only, where elsewhere "6Ft" is a tree's
  // height, "10Ft" a cable's length and "35kn" a boat's speed; and only as the box's whole text, the
  // amount and its letters, where words before it ("Spara 1000kr", "Economisești 250lei", "Frakt fra
  // 99kr", "Pant 3kr") or brackets around it ("(979,40kn)") say what other amount it is in words the
  // price text reads only beside a currency it knows.
  hu: [glued('Ft\\.?', ''), 'HUF'],
  ro: [glued('lei'), 'RON'],
  se: [glued('kr\\.?'), 'SEK'],
  no: [glued('kr\\.?'), 'NOK'],
  dk: [glued('kr\\.?'), 'DKK'],
  is: [glued('kr\\.?'), 'ISK'],
};

// A round amount whose cents are a dash ("3 290,-", "7 990:-", "279.–"), the box's whole text, as
// Nordic, Czech, Swiss, German and Dutch shops print prices, often with no sign in the price box: a
// convention for money, in the currency of the shop's country. It is weak evidence (a saving's "800,-"
// or a deposit's "24,-" is printed so too), read only where nothing else gives a price.
const DASHED = /^\s*\d[\d\s.,'’]*(?<=\d)[.,:]\s?[-–—]\s*$/;
const DASHED_CURRENCIES: Record<string, string> = { se: 'SEK', no: 'NOK', dk: 'DKK', is: 'ISK', cz: 'CZK', ch: 'CHF', li: 'CHF', de: 'EUR', at: 'EUR', nl: 'EUR' };

/** The currency a box's text names by a dash for its cents alone ("3 290,-" on a Norwegian shop), if the shop's country prints prices so. */
export function dashedCurrency(text: string, host: string): string | undefined {
  return DASHED.test(text) ? DASHED_CURRENCIES[countryOf(host)] : undefined;
}

/** Whether the shop's country prints round prices with a dash for the cents (see dashedCurrency). */
export const printsDashedPrices = (host: string): boolean => countryOf(host) in DASHED_CURRENCIES;

/** Whether a text names a currency: by the signs and codes any shop uses, or by the letters of the shop's own country. */
export function hasCurrencySign(text: string, host = ''): boolean {
  return CURRENCY_SIGN.test(text) || LOCAL_SIGNS[countryOf(host)]?.[0].test(text) === true;
}

// Currencies printed with the same sign, which detectCurrency reads as the first where the shop's
// address does not say: Moldova's leu and Romania's "lei", the rupees' "Rs." and "₨", the dirhams'
// "DH" and "درهم", the riyals' "ريال", the roubles' "руб." and "р.".
const SIGN_SHARERS = [['RON', 'MDL'], ['INR', 'PKR', 'LKR', 'NPR'], ['AED', 'MAD'], ['SAR', 'QAR', 'OMR', 'YER', 'IRR'], ['RUB', 'BYN']];
/** Whether two currencies are printed with one sign, so that the sign alone tells neither from the other. */
export const sharesSign = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a !== b && SIGN_SHARERS.some((group) => group.includes(a) && group.includes(b));

/** Signs that name a different currency from one country to the next: the shop's country or its tags decide. */
export const AMBIGUOUS_SIGNS = new Set(['$', '¥', '￥', '元', 'kr']);

/** ISO codes that are English words too ("BIC CRISTAL PEN 10 PACK"): beside an amount they are taken for a currency only when the page says so elsewhere. */
export const WORD_CODES = new Set(['ARS', 'CAD', 'COP', 'CUP', 'PEN', 'PHP', 'RON', 'SAR', 'TRY', 'ALL', 'TOP', 'GEL', 'BAM', 'MOP', 'MAD', 'BOB']);

// Symbols that name one currency wherever they appear. Longer ones first so "R$" wins over "$".
const SYMBOLS: [RegExp, string][] = [
  [/R\$/, 'BRL'],
  // eBay spaces its prefixes ("US $19.99", "AU $24.00"); "C $" is left out, where "Vitamin C $12" is no dollar.
  [/US\$|U\$S|\bUS \$/, 'USD'],
  [/MX\$|MXN\$/, 'MXN'],
  [/C\$|CA\$|CAD\$/, 'CAD'],
  [/A\$|AU ?\$/, 'AUD'],
  [/NZ ?\$/, 'NZD'],
  [/HK\$/, 'HKD'],
  [/S\$/, 'SGD'],
  [/NT\$/, 'TWD'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/₹/, 'INR'],
  [/zł/i, 'PLN'],
  [/₽|руб/i, 'RUB'],
  [/₺/, 'TRY'],
  [/₩/, 'KRW'],
  [/₪/, 'ILS'],
  [/₴|грн/, 'UAH'],
  [/Kč/, 'CZK'],
  [/\bFt\b/, 'HUF'],
  [/\blei\b/i, 'RON'],
  // Croatia's kuna, its price sign until 2023 ("899,00 kn").
  [/(?<=\d\s?)kn\b|\bkn(?=\s?\d)/i, 'HRK'],
  [/₫/, 'VND'],
  [/\bTL(?=\s?\d)/, 'TRY'],
  ...AFTER_AMOUNT_SIGNS.map(([sign, code]): [RegExp, string] => [new RegExp(afterAmount(sign)), code]),
  [/\bS?Fr\./, 'CHF'],
  [/\bCHF\b/, 'CHF'],
  [/\bRp(?:\b|(?=\d))/, 'IDR'],
  [/\bRM(?:\b|(?=\d))/, 'MYR'],
  [/S\//, 'PEN'],
  [/₱/, 'PHP'],
  [/฿/, 'THB'],
  [/лв/, 'BGN'],
  [/тг|₸/, 'KZT'],
  [/б\.р\./, 'BYN'],
  ...SIGN_CODES.map(([sign, code]): [RegExp, string] => [new RegExp(sign), code]),
];

// Amounts each written with a currency, by the signs and codes the price reader knows: two in one box
// are two prices. A word beside a number ("Age 3", "Set 2") is none.
export const CURRENCY_AMOUNTS = new RegExp(`(?:${CURRENCY_SIGN.source})\\s?\\d|\\d\\s?(?:${CURRENCY_SIGN.source})`, 'g');

/** Currencies whose minor unit is a thousandth (fils, baisa, millime): their prices carry three decimals. */
export const THOUSANDTHS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);

// What "$", "¥" and "kr" mean depends on the country of the shop, told by its domain.
const DOLLAR_BY_TLD: Record<string, string> = {
  mx: 'MXN', ar: 'ARS', ca: 'CAD', au: 'AUD', nz: 'NZD', cl: 'CLP', co: 'COP', uy: 'UYU', tw: 'TWD', hk: 'HKD', sg: 'SGD', br: 'BRL',
};
const YUAN_BY_TLD: Record<string, string> = { tw: 'TWD', hk: 'HKD', mo: 'MOP' };
const KRONA_BY_TLD: Record<string, string> = { se: 'SEK', no: 'NOK', dk: 'DKK', is: 'ISK' };
const RUPEE_BY_TLD: Record<string, string> = { in: 'INR', pk: 'PKR', lk: 'LKR', np: 'NPR' };

/** The country part of a host ("mercadolibre.com.mx" → "mx"), '' for generic domains. */
export function countryOf(host: string): string {
  const last = host.toLowerCase().split('.').at(-1) ?? '';
  return last.length === 2 ? last : '';
}

// A page the shop also serves in other locales on its own site (hreflang alternates on the same host
// or a sibling subdomain, "cn.shop.com" beside "www.shop.com"; og:locale:alternate): its language
// region is the visitor's translation, not the shop's country (a Japanese shop in Chinese still sells
// in yen, a US shop in Mexican Spanish in dollars).
const siteOf = (host: string): string => host.toLowerCase().split('.').slice(-2).join('.');
function isTranslated($: CheerioAPI, url: URL): boolean {
  if ($('meta[property="og:locale:alternate" i]').length > 0) return true;
  const own = ($('html').attr('lang') ?? '').toLowerCase().replace('_', '-');
  return $('link[rel~="alternate" i][hreflang]')
    .toArray()
    .some((link) => {
      const locale = (link.attribs.hreflang ?? '').toLowerCase().replace('_', '-');
      if (locale === 'x-default' || locale === own) return false;
      try {
        return siteOf(new URL(link.attribs.href ?? '', url).hostname) === siteOf(url.hostname);
      } catch {
        return false;
      }
    });
}

/**
 * The host whose country says what "$", "¥", "kr" or "R" mean on a page: its own, or, when its domain
 * names no country (.com, .shop), that host under the country its address names (see addressCountry)
 * or else the region its language tag or og:locale declares, as if the shop used its country's domain
 * ("puntoticket.com" in "es-CL" reads as "puntoticket.com.cl", "jd.com" in "zh-CN" as "jd.com.cn"). A tag without a region ("es", "es-419") adds none, and neither
 * does a page the shop translates into other locales at the same address.
 */
export function currencyHost($: CheerioAPI, url: URL): string {
  // Every reader of a page asks; the page is read once.
  const document = $.root()[0];
  const known = document ? currencyHosts.get(document) : undefined;
  if (known?.href === url.href) return known.host;
  const host = regionalHost($, url);
  if (document) currencyHosts.set(document, { href: url.href, host });
  return host;
}
const currencyHosts = new WeakMap<object, { href: string; host: string }>();

// National shops on generic domains whose prices carry a sign several countries write ("R 1,299" at
// Takealot is rands, "$8,999" at Coppel pesos), and those that name the country in the address's first
// folder ("falabella.com/falabella-cl/", "noon.com/saudi-en/").
const NATIONAL_SHOPS: Record<string, string> = {
  'takealot.com': 'za',
  'coppel.com': 'mx',
  'claroshop.com': 'mx',
  'elpalaciodehierro.com': 'mx',
  'exito.com': 'co',
  'alkosto.com': 'co',
  'ktronix.com': 'co',
  'fravega.com': 'ar',
  'garbarino.com': 'ar',
  'musimundo.com': 'ar',
  'marks.com': 'ca',
};
const COUNTRY_FOLDERS: Record<string, Record<string, string>> = {
  'falabella.com': { 'falabella-cl': 'cl', 'falabella-co': 'co', 'falabella-pe': 'pe', 'falabella-ar': 'ar' },
  'noon.com': { 'uae-en': 'ae', 'uae-ar': 'ae', 'saudi-en': 'sa', 'saudi-ar': 'sa', 'egypt-en': 'eg', 'egypt-ar': 'eg' },
};

// The country a generic domain's address names: a national shop's, a folder naming the country, a
// locale folder with a region ("apple.com/mx/" names none; "/es-mx/" names Mexico), or a country's
// folder before a language's (Sephora's "/ca/en/", "/ca/fr/"); not a language's folder before a
// country's (Bang & Olufsen's "/en/no/", "/nb/no/": "en" and "nb" name no country).
const LANGUAGE_FOLDER = /^(?:en|fr|es|de|it|nl|pt|ja|zh|ko|ar|sv|da|nb|no|fi|pl|tr|ru)$/;
const LANGUAGE_ONLY = /^(?:en|nb|nn|da|ja|zh|ko|el|cs|he|uk)$/;
function addressCountry(url: URL): string | undefined {
  const site = siteOf(url.hostname);
  const [folder = '', next = ''] = url.pathname.toLowerCase().split('/').slice(1);
  const beforeLanguage = /^[a-z]{2}$/.test(folder) && !LANGUAGE_ONLY.test(folder) && folder !== next && LANGUAGE_FOLDER.test(next) ? folder : undefined;
  return NATIONAL_SHOPS[site] ?? COUNTRY_FOLDERS[site]?.[folder] ?? /^[a-z]{2}[-_]([a-z]{2})$/.exec(folder)?.[1] ?? beforeLanguage;
}

// Languages of one crown each, for a page that names no region: "799 kr" on Clas Ohlson's Swedish
// page at clasohlson.com/se/ (translated into Norwegian and Finnish on the same site) is in Swedish
// crowns, and so is a dashed "799:-"; a sign of one currency ("€", "US$") reads the same on such a page.
const CROWN_LANGUAGES: Record<string, string> = { sv: 'se', da: 'dk', nb: 'no', nn: 'no', no: 'no', is: 'is' };

function regionalHost($: CheerioAPI, url: URL): string {
  const host = url.hostname;
  if (countryOf(host)) return host;
  const named = addressCountry(url);
  if (named) return `${host}.${named}`;
  const crown = CROWN_LANGUAGES[$('html').attr('lang')?.trim().toLowerCase() ?? ''];
  if (crown) return `${host}.${crown}`;
  if (isTranslated($, url)) return host;
  for (const tag of [$('html').attr('lang'), $('meta[property="og:locale" i]').attr('content')]) {
    const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(tag?.trim() ?? '')?.[1];
    if (region) return `${host}.${region.toLowerCase()}`;
  }
  // A page in Chinese that names no region (Tmall's, its title in Han letters without kana): its "¥"
  // is the yuan's, not the yen's.
  const lang = $('html').attr('lang')?.trim().toLowerCase();
  const title = $('title').first().text();
  if (lang === 'zh' || (!lang && /\p{Script=Han}/u.test(title) && !/[\u3040-\u30ff]/.test(title))) return `${host}.cn`;
  return host;
}

/** The ISO 4217 code a piece of price text names ("R$ 12" → BRL, "$12" on a .mx shop → MXN), if any. */
export function detectCurrency(text: string, host = '', options: { ambiguous?: boolean } = {}): string | undefined {
  // Belarusian shops write their rouble as Russian ones do theirs ("1 289,00 р.", "руб."): the shop's country says which.
  if (countryOf(host) === 'by' && /\d\s?(?:р\.|руб)/.test(text)) return 'BYN';
  for (const [pattern, code] of SYMBOLS) if (pattern.test(text)) return code;
  const iso = /\b([A-Z]{3})(?:\b|(?=\d))/.exec(text)?.[1];
  if (iso && ISO_CODES.has(iso)) return iso;
  const country = countryOf(host);
  const local = LOCAL_SIGNS[country];
  if (local?.[0].test(text)) return local[1];
  // "Rs" or "₨" is the rupee of India, Pakistan, Sri Lanka or Nepal: the shop's country says which.
  const rupee = /\bRs(?:\b|(?=\d))|₨/.test(text);
  if (rupee && country in RUPEE_BY_TLD) return RUPEE_BY_TLD[country];
  if (RIYAL_SIGN.test(text)) return RIYAL_BY_TLD[country] ?? 'SAR';
  if (DIRHAM_SIGN.test(text)) return country === 'ma' ? 'MAD' : 'AED';
  // A "$", "¥", "元", "kr" or "Rs" on a shop whose country does not tell which one it is: the US dollar,
  // the yuan, the yen or the Indian rupee by default, unless the caller would rather hear nothing.
  if (options.ambiguous === false && !(country in DOLLAR_BY_TLD || country in YUAN_BY_TLD || country in KRONA_BY_TLD || country === 'cn' || country === 'jp')) return undefined;
  if (text.includes('$')) return DOLLAR_BY_TLD[country] ?? 'USD';
  // "元" is the yuan, and the dollar of Taiwan and Hong Kong written in Chinese.
  if (text.includes('元')) return YUAN_BY_TLD[country] ?? 'CNY';
  if (/[¥￥]|円/.test(text)) return country === 'cn' ? 'CNY' : 'JPY';
  if (/\bkr\b/i.test(text)) return KRONA_BY_TLD[country];
  if (rupee) return 'INR';
  return undefined;
}

// What shops write in a currency field that is not its ISO 4217 code: retired codes (RUR, YTL), codes
// people use (NIS, RMB), and the currency's name.
const CODE_ALIASES: Record<string, string> = {
  rur: 'RUB',
  ytl: 'TRY',
  tl: 'TRY',
  nis: 'ILS',
  rmb: 'CNY',
  lei: 'RON',
  euro: 'EUR',
  euros: 'EUR',
  real: 'BRL',
  reais: 'BRL',
  bsf: 'VES',
  bss: 'VES',
};

/** An ISO 4217 code as given by structured data, upper-cased, or undefined when it is not one. */
export function normalizeCurrencyCode(value: unknown, host = ''): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const alias = CODE_ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  return trimmed ? detectCurrency(trimmed, host) : undefined;
}
