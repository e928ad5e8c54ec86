import type { Element } from 'domhandler';

// What shops' class and id names say about the amount in a box: that it is a price, an old or list
// price, some other price (per unit, shipping, a saving), or other products' prices. The words a page
// prints beside an amount are in price-words.

// Class and id words that mark a price, in the languages of the shops we see.
// The short words count whole, camelCase parts too ("prcIsum", "giaBan").
const PRICE_HINT = /price|pricing|preco|preço|precio|prix|preis|prezzo|prijs|cena|cijena|valor|amount|cost|(?<![a-z])(?:pris|hinta|fiyat|harga|kaina|pret|prc|gia|kakaku|money)(?![a-z])/i;
export const isPriceNamed = (names: string): boolean => PRICE_HINT.test(names.replace(/([a-z])(?=[A-Z])/g, '$1 '));
// The price before a sale as shops in other languages name it ("precio-anterior", "eskiFiyat",
// "oude-prijs", "cena-przekreslona", "prezzo-barrato", "prix-initial", "vorherPreis", "hinta-vanha",
// "suggestPrice"), as crossed out (Tailwind's and Shopware 5's "line-through"), or Zen Cart's
// "normalprice". Not words that name a current price too: Magento's "normal-price", "regular" and
// "reg" (Shopify themes' price when nothing is on sale), "retail-price" (a retail shop's price),
// "price-standard", "initial-price", "origin-price", "proper" (Japanese shops' プロパー, the price of
// goods not on sale: ZOZOTOWN's old price beside its sale price, another theme's only price). Words
// that name other things too count only beside a price word: "cena-katalogowa" but not a catalogue
// page's wrapper, Trendyol's "prc-org" or "origPrice" (original) but not an organisation's name. Read
// on one class or id name at a time: "font-normal price" or "flex-initial price" are two names.
const PRICE_WORD = '(?:price|pris|preis|prijs|precio|preco|prix|prezzo|cena|cijena|hinta|fiyat|prc)';
const BESIDE_PRICE_WORD = '(?:katalog\\w*|listino|pieno|org|orgnl|orig|cancel|launch)';
const OLD_PRICE_NAMES = new RegExp(
  String.raw`\b(?:anterior|antig[oa]|tachad\w*|antes|eski|piyasa\w*|oude|advies\w*|star[aey]|przekre\w*|poprzedni\w*|puvodni|povodna|barrat\w*|ancien\w*|vorher\w*|alter|vanha|ordinari\w*|suggest\w*|coret|normalprice|prix ?initial|line ?through|cross ?price|price ?cross|double ?price)\b|\b${BESIDE_PRICE_WORD} ?${PRICE_WORD}|${PRICE_WORD} ?${BESIDE_PRICE_WORD}\b`,
);
/**
 * Names of the boxes that hold other products than the page's own (related, recommended, similar,
 * cross-sold, recently viewed, "you may also like", "complete the look", a discontinued product's
 * "successor-callout") or the shop's cart, read on
 * class and id words joined by spaces. They leave out a price box inside; isAroundProduct keeps a
 * shorter list for the page text it skips whole, as a product's own wrapper may carry a tracking
 * name ("js-recently-viewed-track").
 */
const OTHER_PRODUCTS_NAMES =
  /\b(?:related|recommend|similar|upsell|cross ?sell|mini ?cart|recent(?:ly)? ?(?:viewed|items?|products?)|last ?viewed|also ?(?:like|bought|viewed|purchased)|(?:bought|buy|compr(?:[ae]r?|ad[oa]s)) ?(?:together|junto)|frequently ?bought|fbt|complete ?the ?look|you ?may ?(?:also ?)?like|successor)|\brecos?\b/;
// Prices that are not what one pays now: old, list, per-instalment (Liverpool's "msiAmount", months
// without interest), its wallet's cashback ("monederoAmount"), per-unit (Gambio's
// "products_vpe", a "Grundpreis"), before tax (futureshop's "productPrice--taxExcluded", a French
// shop's "price-ht-main" beside its "price-ttc"), a warranty's or insurance's (see WARRANTY_NAMES), a
// customer rank's (ECShop's "RANKPRICE"), shipping, other products', other sellers' offers of the product (Fnac's
// "f-mpOffer-price", "more-offers"), and (read in one name, not across "is-open box") an open-box offer's. Read on an
// element's class and id words, camelCase split and lower-cased ("priceOld" → "price old"), so short
// words match whole ("bold" is no old); "range" only beside a price word (IKEA's design system names
// its price "range-revamp-price"); a discount, but not a "discount price", "discounted price" or
// Steam's "discount_final_price" (in its "discount_prices" beside "discount_original_price"); a
// delivery's box ("item_deliver_cost"), but not a price "delivered" (a builders' merchant's only
// price, "price-delivered", with its delivery in it).
const OPEN_BOX = /\bopen ?box\b/;
// A warranty's, an insurance's or a protection plan's box ("nl-warranty__price", "warranty-price",
// "protection-plan-price"), read within one name: not a price box that shows a warranty beside its
// price, a price word first ("price-warranty" around a refurbisher's £849.00 and its "12-month warranty
// included" badge).
const WARRANTY_NAMES = /\b(?:warrant(?:y|ies)|insurance|protection ?plan)/;
const PRICE_FIRST = /\b(?:price|prices|pricing|prix|preis)\b.*\b(?:warrant|insurance|protection)/;
const isWarrantyName = (name: string): boolean => WARRANTY_NAMES.test(name) && !PRICE_FIRST.test(name);
// Other sellers' offers of the product, and a marketplace's list of offers (Rakuten's "offers__list"; not
// one "offer" beside a list's styling class, Bootstrap's "offer list-unstyled", nor a one-offer "offer-list").
// An "offers-listing" is such a list only where it prints two amounts or more (see page-layout): a
// shop's box of the product's one offer may be named so.
const OTHER_SELLERS_NAMES = /\b(?:mp|marketplace|other|more|sellers?) ?offers?\b|(?<!\b(?:has|with) )\b(?:other|more) ?sellers?\b(?! ?(?:available|enabled|exists?)\b)|\boffer ?listing/;
const OTHER_OFFERS_NAMES = new RegExp(`${OTHER_SELLERS_NAMES.source}|\\boffers ?list`);
/** Whether class and id names call a box other products (related, bought together, recently viewed…). */
export const isOtherProductsName = (names: string): boolean => OTHER_PRODUCTS_NAMES.test(nameWords(names).join(' '));
/** Whether class and id names call a box other sellers' offers of the product, or a list of offers. */
export const isOtherOffersName = (names: string): boolean => OTHER_OFFERS_NAMES.test(nameWords(names).join(' '));
const OTHER_PRICE_NAMES = new RegExp(
  String.raw`\bold|(?<![bcfghmst])old\b|\b(?:was|save|before|from|starting|max|min|price ?range|range ?(?:price|from|to|min|max|low|high)|(?:low|high) ?range|uvp|rrp|msrp|streich\w*|barre|barred|tier|non ?sale|secondary ?price|(?:excl(?:uding)?|ex) ?(?:tax|vat)|without ?vat|(?:tax|vat) ?excl(?:uded|usive)?|(?:price|prix) ?ht|ht ?(?:price|prix))\b|\b(?:strike|struck|hisprice|regular|estimat|list ?price|compare|original|previous|former|crossed|saving|economia\b|discount(?!ed\b|(?:ed)? ?(?:final ?)?prices?\b)|instal|msi\b|parcel|month|monedero|per ?unit|unit ?price|shipping|(?<!\b(?:free|and) )postage(?! ?(?:free|incl\w*|paid))|deliver(?!ed\b)|delv|frete|envio|(?<!\b(?:fri|gratis|free) )fr[ae][kg]t(?! ?fri)|cart ?(?:item|drawer|popup|summary|preview|navi\w*|total|widget|icon|count|badge)|basket ?item|bundle|combo ?price|price ?to\b(?! ?pay)|accessor|converted|review|filter|facet|minimum|coupon ?price|rank ?price|averag|avg ?price|price ?avg|price ?(?:trend|history)|last ?known|products ?vpe|grundpreis|tax ?amount|swatch ?price)|${OTHER_SELLERS_NAMES.source}|${OTHER_PRODUCTS_NAMES.source}`,
);
// Layout words of lists and carousels of products, and with a card's, a tile's and a grid's, the
// words that on a page at large mostly hold other products' prices (a card alone may be the product's
// own buy box).
export const PRODUCTS_LIST_LAYOUT = /product-?list|list-?item|carousel|slider|swiper|slick|\bslide\b|teaser|shelf|product-?thumb/i;
export const OTHER_PRODUCTS_LAYOUT = new RegExp(`${PRODUCTS_LIST_LAYOUT.source}|tile|card|grid`, 'i');

// "price--discount" on a box around the price says its price is discounted (Shopware 5 wraps the
// price and the old one so, an Indonesian shop its "harga--coret" block), not that the box is the discount: a BEM modifier names a state of its
// block, here a price block ("badge--discount" is a discount). On the amount's own box it still
// names the discount, unless the box is an element of a price block ("price-box__price--discount")
// that the caller found beside the old price: then it is the amount after the sale.
const STATE_MODIFIER = /^[\w-]*(?:price|harga)[\w-]*--(?:discount(?:ed)?|reduced|on-?sale|promo|coret)$/i;
const ELEMENT_STATE = /__[\w-]+--(?:discount(?:ed)?|reduced|on-?sale|promo)$/i;

// The same state written as the block's name and a suffix, the block's own name beside it on the box
// (H&M's "product-item-price product-item-price-discount").
const SUFFIXED_STATE = /^([\w-]+?)[-_]+(?:discount(?:ed)?|reduced|on-?sale|promo)$/i;
const isStateOf = (name: string, all: string[]): boolean => {
  const block = SUFFIXED_STATE.exec(name)?.[1];
  return block !== undefined && isPriceNamed(block) && all.includes(block);
};

/** Class and id names of a box around an amount, without the state modifiers of a price block. */
export function withoutStateModifiers(names: string): string {
  const all = names.split(/\s+/);
  return all.filter((name) => !STATE_MODIFIER.test(name) && !isStateOf(name, all)).join(' ');
}

/** The amount's own names without a price element's state ("price-box__price--discount"), when they hold one. */
export function withoutElementState(names: string): string | undefined {
  const all = names.split(/\s+/);
  const kept = all.filter((name) => !(STATE_MODIFIER.test(name) && ELEMENT_STATE.test(name)));
  return kept.length < all.length ? kept.join(' ') : undefined;
}

// Words of a class or id that name a crossed-out or list price ("price--old", "oldPrice", "prix-barre",
// "reco_cinema__streich-price", "precio-tachado", "price-before" for the price before a discount,
// Thế Giới Di Động's "hisprice").
const OLD_PRICE_WORDS = new Set(
  'old was before former strike strikethrough striked struck crossed compare barre barred streich streichpreis uvp rrp msrp listprice hisprice'.split(' '),
);

/**
 * Attributes that name what an element holds: its class and id, and the hooks shops' own tests and tag
 * managers select by (data-test="product-price", data-automation-id="price"…).
 */
export const NAMING_ATTRIBUTES = ['class', 'id', 'data-testid', 'data-test', 'data-test-id', 'data-qa', 'data-qa-id', 'data-qaid', 'data-automation-id', 'data-automation', 'data-auto', 'data-aut-id', 'data-auid', 'data-cy', 'data-e2e', 'data-hook', 'data-selector'];

// A component's hook (data-component) names the part of the page a box is where it calls it other
// sellers' offers or other products (Conrad's "marketplace-offers"). Otherwise it says how the page's
// components are built, not what kind of price a box holds: a "MaxWidthContainer", a "PurchaseCard" or
// a "PriceAndDelivery" around the product's own price, a "PriceRange" printing one amount, a
// "PriceWithSavings" around the sale price.
function componentName(node: Element): string {
  const name = node.attribs['data-component'] ?? '';
  const words = nameWords(name).join(' ');
  return OTHER_OFFERS_NAMES.test(words) || OTHER_PRODUCTS_NAMES.test(words) ? name : '';
}

// A data attribute that holds a card holder's or a member's price names its box so (Falabella's
// "<li data-cmr-price="1.149.900">" beside its "data-internet-price" and "data-normal-price"): read as
// the name "member-price", which yields to the higher price everyone pays.
const CONDITION_ATTRIBUTE = /^data-(?:cmr|card|tarjeta|member|club|loyalty)-price$/i;
const conditionName = (node: Element): string => (Object.keys(node.attribs).some((name) => CONDITION_ATTRIBUTE.test(name)) ? 'member-price' : '');

/** An element's names, as one text: "price-old oldPrice you-save". */
export const namesOf = (node: Element): string => [...NAMING_ATTRIBUTES.map((name) => node.attribs[name] ?? ''), componentName(node), conditionName(node)].join(' ');

/** An element's class and id alone: what a page's layout calls a box around the product. */
export const classAndId = (node: Element): string => `${node.attribs.class ?? ''} ${node.attribs.id ?? ''}`;

// Utility classes (Tailwind's "max-w-7xl", "min-h-screen", "from-white", "before:absolute", Etsy's
// "wt-body-max-width") say how a box looks, not what it holds.
const UTILITY = /^(?:[\w-]+:)*-?(?:(?:max|min)-[wh]-|(?:from|via|to)-(?:white|black|transparent|current|inherit|[a-z]+-\d{2,3}(?:\/\d+)?)$)|(?:^|:)(?:before|after):|(?:^|[-_])(?:max|min)[-_]?(?:width|height)(?:$|[-_])/i;

// Class and id names, each as its words ("price--old" → "price old"). "has-discount",
// "with-list-price", "_withAbsoluteDiscount": a name that begins with has or with says what the box
// holds besides its own price, not that the box is that other price. "hideFromPro", "show-for-large",
// "hidden-xs", "visible-md": one that begins with hide, show, hidden or visible says for whom or on
// which screens the box shows, unless it also names a price ("show-from-price" holds a from price).
// Such names go, and so does a BEM modifier that begins with has or with ("sellingPrice--hasListPrice").
const HOLDS_BESIDE = new Set(['has', 'with']);
// A BEM modifier "reco" of a price element names a kind of that price (Fnac's "f-priceBox-price--reco"
// is its price), not a list of recommended products, which is a block of its own ("reco-list");
// "price--recommended" may still be a recommended retail price.
function withoutPriceVariant(name: string): string {
  const [block, modifier] = name.split('--');
  return modifier !== undefined && /^recos?$/i.test(modifier) && isPriceNamed(block ?? '') ? (block ?? name) : name;
}
const SHOWN_TO = new Set(['hide', 'show', 'hidden', 'visible']);
function nameWords(names: string): string[] {
  return names
    .split(/\s+/)
    .filter((name) => !UTILITY.test(name) && !(SHOWN_TO.has(wordsOf(name)[0] ?? '') && !isPriceNamed(name)))
    .map((name) => wordsOf(withoutPriceVariant(name.replace(/--(?:has|with)(?=[-_A-Z]).*$/, ''))).filter(Boolean))
    .filter((words) => words.length > 0 && !HOLDS_BESIDE.has(words[0] ?? ''))
    .map((words) => words.join(' '));
}

// A reward's worth ("loyalty_price", "cashback-amount", "<p class="loyalty-note">Earn <b>£0.38</b>", Canadian Tire's "nl-product__rewards"):
// named so on the amount's own box or on a box around it that holds the reward alone (the caller
// checks). A price box may carry the name for a reward it also shows ("pdp-price-loyalty",
// "price-box--cashback").
const REWARD = /loyalty|cashback|rewards?(?![a-z])/i;
export const isRewardName = (names: string): boolean => REWARD.test(names);

// Names of a price that is the one to pay unless the page prints a price on the side it yields to: a
// wholesale price (Ecwid's quantity tiers; a wholesaler's only price) to a higher one, the retail
// price; a listed, market or full price (X-Cart's list price, futureshop's "productPrice--listed",
// Depop's "FullPrice" beside its "DiscountPrice", Salesforce Commerce Cloud's "price-standard" beside
// its "price-sales" (not a "standard-price" box, Chewy's one-time price beside its lower Autoship
// price), ZOZOTOWN's "pricedown__proper" beside its sale
// price, where a Japanese theme's "price-box--proper" is the price of goods not on sale; a used item's
// asking price, the day's price of live seafood, a full-price item) to a lower one, the selling price; a base
// price (before tax or options: "price-base" beside "本体価格", VirtueMart's "basePrice"; a
// configurator's only price) to one as high or higher.
export type PriceYield = 'higher' | 'lower' | 'as-high' | 'any';
const CONDITIONAL_PRICE_NAMES: [RegExp, PriceYield][] = [
  [/\bwholesale\b/, 'higher'],
  [/\b(?:listed ?price|price ?listed|market ?price|price ?market|(?:full|initial|origin) ?price|price ?(?:full|initial|origin|standard)|proper)\b/, 'lower'],
  [/\b(?:base ?price|price ?base)\b/, 'as-high'],
  // A member's price (JD's "plus-price", a "member-price", "vip-price", Tesco's "clubcard-price",
  // Citilink's "ProductPrice_club", Jula's "c-price--club", a pharmacy's "loyalty-price" for its card's holders; not a price
  // box that also shows a reward, "pdp-price-loyalty") to the higher one everyone pays; a members'
  // shop's only price is its price.
  [/\b(?:members?|membership|vip|plus ?price|price ?plus|club ?card|club ?price|price ?club|loyalty ?price|partner ?price)\b/, 'higher'],
  // A price with a voucher or a code (ZALORA's "prd-voucher__price", "promo-code-price", Media Expert's
  // "code-price") to the higher one everyone pays; a voucher shop's only price ("voucher-price" for an
  // afternoon tea), or a row of the product's code and price ("product-code-price"), is its price.
  [/\b(?:voucher|(?:promo ?)?code) ?price\b/, 'higher'],
  // A Turkish shop's price for a bank transfer ("havale-fiyat", Ticimax's "havaleFiyat") to the higher
  // one a card pays; a shop that takes transfers alone (gold, wholesale) prints it as its only price.
  [/\bhavale/, 'higher'],
  // A price block's "price__unit" (PSP's price of one tablet beside the pack's) to any other price; a
  // shop that sells by the piece or the metre names its only price so ("price-unit": "24,90 Kč za kus").
  [/\bprice ?unit\b/, 'any'],
];
// An auction's current bid (eBay's "x-bid-price", a "current-bid", a "bidding-box") and its buy-now
// price (eBay's "x-bin-price", Yahoo! Auctions' "Price--buynow", a "buy-it-now" box).
const BID_NAMES = /\b(?:bid|bids|bidding)\b/;
const BUY_NOW_NAMES = /\b(?:bin|buy ?(?:it ?)?now|buynow)\b/;
/** Whether class and id names call a box an auction's current bid. */
export const isBidName = (names: string): boolean => nameWords(names).some((name) => BID_NAMES.test(name));
/** Whether class and id names call a box an auction's buy-now price. */
export const isBuyNowName = (names: string): boolean => nameWords(names).some((name) => BUY_NOW_NAMES.test(name));
/** Whether names call a box a club's (Citilink's "ProductPrice_club"): a member's price, on a box of that amount alone. */
export const isClubName = (names: string): boolean => /\bclub\b/.test(nameWords(names).join(' '));
/** The side a price so named yields to, when its names make it one. */
export function conditionalPriceName(names: string): PriceYield | undefined {
  // Read within one class name, never across two: "flex-initial price" names no initial price.
  const words = nameWords(names);
  return CONDITIONAL_PRICE_NAMES.find(([pattern]) => words.some((name) => pattern.test(name)))?.[1];
}

// A discount named beside a name for the price to pay, or around a box so named, is that price's state
// (Coupang's "prod-sale-price instant-discount", Steam's "discount_block" around its
// "discount_final_price"), as "price--discount" is; alone it names the discount.
const PRICE_TO_PAY = /\b(?:sale|selling|special|final|current|now) ?price\b/;
// Only a discount alone or a price block's ("discount", "instant-discount", Steam's "discount_block",
// "game_purchase_discount"): one named for who gets it or what it buys ("prepaid-discount",
// "trade-discount", "second-pair-discount") names another offer, and an element of a price block
// ("sale-price__discount", "$38.40 off") is the saving itself.
const DISCOUNT_STATE = /^(?:(?:js|pdp|instant|game ?purchase|product|prod|price|item|(?:product )?sale) )?discount(?:ed)?(?: (?:block|box|wrap(?:per)?|container|area|section|content|info|inline|prices?)){0,2}$/;
// Nor is a discount named for a condition or another offer before it a state: "kit-discount",
// "bundle-discount", "coupon-discount", "volume-discount", "app-discount" name that offer's price.
const OFFER_DISCOUNT = /\b(?:kit|sets?|bundle|combo|pack|together|coupon|voucher|code|quantity|qty|volume|bulk|tier(?:ed)?|multi ?buy|members?|club|loyalty|card|app|subscri\w*|student)\b/;
// A price block's list price as a BEM modifier ("price--list" beside "price--sale", Oracle Commerce
// Cloud themes), read on the raw names: a "price-list" may be a table of prices.
const LIST_MODIFIER = /(?:^|\s)[\w-]*price--list(?:\s|$)/i;
// EC-CUBE's usual price ("通常価格(税込)：", id "price01_default" in EC-CUBE 2, class "price01-default" in 3
// and 4), which it prints only beside its selling price ("price02"): the price before a sale. Its digits
// are no word, so it is read on the raw names.
const EC_CUBE_USUAL = /(?:^|\s)price01[-_](?:default|dynamic)\b/i;
/** Whether class and id names call a box the price to pay now (a sale, final or current price). */
export const isPriceToPayName = (names: string): boolean => nameWords(names).some((name) => PRICE_TO_PAY.test(name));

// Nordic shops' shipping names ("frakt-pris", "fragt") and "postage" name the amount's own box or its
// parent's: a wrapper further up so named ("pris-og-frakt", a Chinese template's "price_postage")
// holds the price beside the shipping note.
const FREIGHT = /\bfr[ae][kg]t|\bpostage/;
/**
 * Whether class and id names mark a box as some other price than the one to pay (old, per unit,
 * shipping…). `aroundPriceToPay`: the box holds one named the price to pay, so a discount is its state;
 * `far`: the box is two or more boxes above the amount, where a shipping name is a wrapper's.
 */
export function isNamedOther(names: string, aroundPriceToPay = false, far = false): boolean {
  const words = nameWords(names).filter((name) => !far || !FREIGHT.test(name));
  const named = aroundPriceToPay || words.some((name) => PRICE_TO_PAY.test(name)) ? words.filter((name) => !DISCOUNT_STATE.test(name) || OFFER_DISCOUNT.test(name)) : words;
  return OTHER_PRICE_NAMES.test(named.join(' ')) || named.some((name) => OLD_PRICE_NAMES.test(name) || OPEN_BOX.test(name) || isWarrantyName(name)) || EC_CUBE_USUAL.test(names) || LIST_MODIFIER.test(names);
}

/** The words of class and id names, camelCase split and lower-cased: "price-old oldPrice" → price, old, old, price. */
export function wordsOf(names: string): string[] {
  return names
    .split(/[^A-Za-z]+/)
    // VirtueMart glues "Price" to its field's name: "PricesalesPrice", "PricediscountAmount".
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])|(?<=^Price)(?=[a-z]{3,}[A-Z])/))
    .map((word) => word.toLowerCase());
}

/** Whether class and id names mark a box as holding a crossed-out or list price. */
export function isOldPriceName(names: string): boolean {
  const words = wordsOf(names);
  return words.some((word) => OLD_PRICE_WORDS.has(word)) || (words.includes('list') && words.includes('price')) || nameWords(names).some((name) => OLD_PRICE_NAMES.test(name)) || EC_CUBE_USUAL.test(names);
}
