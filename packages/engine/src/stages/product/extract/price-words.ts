import { CURRENCY_SIGN } from './currency';

// The words shops print beside an amount that say what it is: the price, or some other price.

// A selling price's words ("Verkaufspreis", "Prix de vente", "Precio de venta", "Verkoopprijs"): a shop's
// label of its price, and a wholesaler's of the price it recommends its customers sell at
// ("Verkaufspreis: 17,95 €" in a facts list below the dealer's own 8,90 €), see noted-prices.
const SELLING_PRICE = 'verkaufspreis|angebotspreis|prix de vente|precio de venta|prezzo di vendita|pre[çc]o de venda|verkoopprijs';

/**
 * Words that name the amount after them as the price, as a label of its own: "Price:", "Our price",
 * "Preço:", "Цена:", "Hinta", "Verkaufspreis", "特價", "販売価格", "판매가", "מחיר", "السعر". A label of
 * another price ("Regular price", "List price", "通常価格", "정가") is not one.
 */
export const PRICE_LABEL = new RegExp(
  String.raw`^(?:(?:our|your|sale|special|now|today'?s)\s+)?(?:price|preço|preco|precio|prix|preis|prezzo|prijs|pris|${SELLING_PRICE}|cena|cijena|hinta|hind|kaina|ár|fiyat|harga|giá|цена|ціна|τιμή|מחיר|السعر|سعر|قیمت|ราคา|कीमत|價格|价格|售價|售价|特價|特价|優惠價|优惠价|直購價|価格|販売価格|税込価格|特価|가격|판매가|판매가격|할인가)\s*[:：]?$`,
  'iu',
);

/** A selling price's words alone as a label ("Verkaufspreis:"). */
export const SELLING_PRICE_LABEL = new RegExp(`^(?:${SELLING_PRICE})\\s*[:：]?$`, 'i');

/**
 * Words that say an amount is before tax ("bez DPH", "zzgl. MwSt.", "zzgl. 19 % MwSt.", "Excl. VAT", "Tax excluded", "税抜",
 * "本体価格"). A word that excludes something says so only beside a tax word: not "exkl. Versandkosten",
 * "hors frais de port", "Ohne Vertrag", "Without trade-in", "Online Exclusive", "bez slevy".
 */
export const BEFORE_TAX = new RegExp(
  [
    String.raw`\b(?:bez|brez)\s(?:dph|vat|pdv|ddv|pvn|pvm|dane|daně|daní)\b|\b(?:excl|excluding|exclusive|exclusief|excluded|exkl|exklusive|without|ohne|hors)\.?\s*(?:\d+(?:[.,]\d+)?\s?%\s*)?(?:(?:of|the|de|la|les|der|die|gesetzl\.?)\s+){0,2}(?:vat|tax|taxes|taxe|gst|iva|tva|mwst|ust|mehrwertsteuer|umsatzsteuer|btw|moms|mva|alv|dph|ddv|pdv|pvm|áfa|kdv|impostos|impuestos)\b|\b(?:vat|tax|taxes|gst|iva|tva|btw)\s+(?:excluded|exclusive|exclusief|excl\.?)(?=\s*(?:$|[).,;:*]))|\b(netto\w*|sin iva|sin impuestos|sem impostos|ht|before tax|pre-?tax)\b`,
    String.raw`(?:\bex\.?|\bplus|\bzzgl\.?|\+)\s?(?:\d+(?:[.,]\d+)?\s?%\s*)?(?:vat|gst|tax|btw|moms|mwst|iva|tva)\b|\b(?:zonder|senza|sans|sense)\s(?:btw|iva|tva)\b`,
    // Nordic, Baltic, Hungarian, Romanian, Turkish, Portuguese, Italian and Spanish words, and those
    // in Greek and Cyrillic letters: "ilman ALV", "alv 0 %", "eks. mva", "uten moms", "ilma km",
    // "be PVM", "fără TVA", "Nettó ár:", "(nettó: 7 079 Ft)", "36 213 Ft nettó", "+ ÁFA", "KDV hariç", "sem
    // IVA", "IVA esclusa", "без НДС", "χωρίς ΦΠΑ" (not Iceland's Nettó supermarkets: "Verð í Nettó 1.099 kr.").
    String.raw`\b(?:ilman|uten|uden|utan|be|f[ăa]r[ăa])\s(?:alv|mva|moms|pvm|tva)\b|\beks(?:kl)?\.?\s?(?:mva|moms)\b|\balv\s?0\s?%|\bveroton|\bilma km\b|\bkm-?ta\b|k[äa]ibemaksuta|[áa]fa n[ée]lk[üu]l|\bnettó(?=\s*(?:ár\b|[:：)]|\d[\d\s.,]*\s?ft\b))|\(\s*nettó|\d\s?ft\.?\s*nettó|\+\s?áfa\b|\bkdv hari[çc]|\bsem iva\b|\biva (?:esclusa|no incluid[ao]|excluid[ao])|\besclus[ao] iva\b`,
    '(?:без|χωρίς|προ)\\s(?:ндс|пдв|ддс|φπα)',
    // Japan's "本体価格" and "（本体 3,000円）": the price of the thing itself, before consumption tax
    // (not a handset's "本体価格（税込）" or "本体価格 ※税込", the device's price with tax).
    '税抜|税別|本体価格(?![^。\\n]*税込)|本体\\s*[¥￥]?\\s*\\d|不含税|未稅|未税',
  ].join('|'),
  'i',
);
// Words that call the amount after them the price before a sale: "Was", "Reg.", "Orig.", "statt", "antes",
// "era", and Brazil's "de" in "de R$ 199,90 por R$ 149,90". Not "Regular price": Shopify themes
// label their current price so for screen readers.
const WAS = 'was|statt|antes|era';
// "Normal: $509.990" as Chilean and Peruvian shops print it beside their "Internet:" and card prices,
// and the list, recommended and original prices of shops in other languages ("List Price:", "RRP",
// "UVP", "Prix initial", "Precio anterior", "Prezzo di listino", "Cena regularna", "Původní cena",
// "Старая цена", "Piyasa fiyatı", "Ord. pris", "通常価格", "原價", "정가"), which name one only with
// the amount right after them: Shopify's translations of "Regular price" are among them ("Normal
// fiyat", "Normale prijs"), printed for screen readers before the current price and the sale price's
// label. Not India's "MRP", the only price of a product not on sale; not Japan's "定価", the price a
// bookshop sells at; not a launch price ("Precio de lanzamiento: 49,99 €" beside "PVP: 69,99 €",
// "Prix de lancement"), a shop's introductory offer, the price now (a comparison page's box named
// "launch-price" is its price at launch, see OLD_PRICE_NAMES).
const LIST_PRICE = [
  'normal|bisher|før|före|было|قبل|كان',
  'list ?price|rrp|msrp|retail price|original price|compare at',
  'uvp|listenpreis|streichpreis|alter preis|unverbindliche preisempfehlung|ursprünglich(?:er preis)?',
  'prix initial|prix habituel|prix barré|ancien prix|au lieu de|prix de référence|prix conseillé',
  'precio (?:anterior|normal|habitual|original|de lista|lista)|pre[çc]o (?:anterior|normal|habitual|original)',
  'prezzo (?:di listino|consigliato|pieno|originale)|invece di|anziché',
  'adviesprijs|oude prijs|normale prijs',
  'cena (?:regularna|katalogowa|przed obniżką)|stara cena|poprzednia cena',
  'původní cena|pôvodná cena|původně|pôvodne|běžná cena|bežná cena|doporučená cena|odporúčaná cena',
  'cen[ay] (?:bez|brez) (?:slevy|zľavy|rabatu|popusta|promocji|akce)|cijena bez popusta',
  'eredeti ár|régi ár|listaár|αρχική τιμή|старая цена|стара ціна|стара цена',
  'piyasa fiyatı|eski fiyat|liste fiyatı',
  'ord(?:inarie|\\.)? ?pris|rekommenderat (?:cirka)?pris|norm\\.|ordinær pris|tidligere pris|tidl\\.(?: ?pris)?|tidigare pris|normalpris|förpris|ve[ij]l(?:edende|\\.)? ?(?:udsalgs)?pris|rek\\. ?pris|ovh\\.',
  '(?:当店)?通常価格|メーカー希望小売価格|希望小売価格|参考価格|参考上代|上代',
  '原價|原价|定價|定价|建議售價|建议售价|市價|市价|市場價|市场价|專櫃價|专柜价',
  '정가|정상가|소비자가|시중가',
].join('|');
const BEFORE_SALE_WORDS = String.raw`(?:(?:${WAS}|${LIST_PRICE}|reg\.|orig\.)(?:\s*price)?|de)\s*[:：]?\s*`;

/**
 * A text that begins with those words and the amount right after them ("Was $100", "de R$ 199,90").
 * Words with no amount after them name none: Romania's "de la 14.44 Lei" is a "from" price.
 */
export const BEFORE_SALE = new RegExp(String.raw`^\s*${BEFORE_SALE_WORDS}(?=(?:${CURRENCY_SIGN.source})\.?\s?\d|\d)`, 'i');

/** A label of those words alone ("Was:"), with the amount in the box beside it. */
export const BEFORE_SALE_LABEL = new RegExp(String.raw`^\s*${BEFORE_SALE_WORDS}$`, 'i');

/**
 * "Reg:" with a colon, before its amount or as a label alone: the regular price. Beside a price the
 * page prints without such words it is the price before a sale (Memory Express's "Reg: $259.99" beside
 * "Your Price $229.99", "Reg: $180.00" beside "Sale: $134.99"); alone, or beside a member's price or a
 * multi-buy ("Reg: $6.49" beside a grocer's "2 for $11.00"), it is the price everyone pays. See
 * price-candidates and noted-prices.
 */
export const REGULAR_LABEL = new RegExp(String.raw`^\s*reg\s*[:：]\s*(?:(?:${CURRENCY_SIGN.source})\.?\s?\d|\d|$)`, 'i');

// An instalment's count and its "no interest".
const PER_INSTALMENT = String.raw`\d\s?x\b|sem juros|sin inter[eé]s`;

/**
 * A label and the amount right after it that is no price of the product: its shipping, what one
 * saves, and what an add-on costs ("Shipping: $5.00", "You save: $20.00", "Instant Savings: $30.00", "Economia de R$ 439,80", "Доставка: 300 ₽", "送料
 * 550円", "Gift wrap $4.99", "Protection plan $19.99", Swedish "Du sparar 1 995 kr"), also as a phrase after a dot ("IVA inclusa ·
 * Risparmi € 99,10"). A badge that names no amount ("Envío
 * gratis", "Kargo Bedava", "Versandkostenfrei") is none: the words are whole.
 */
export const ASIDE_AMOUNT = new RegExp(
  String.raw`(?:^|[·•|]\s*)(?:(?:instant|total|your)\s+)?(?:shipping|delivery|postage|frete|env[ií]o|versand(?:kosten)?|livraison|spedizione|verzend(?:kosten|ing)?|wysyłka|dostawa|doprava|poštovné|szállítás|kargo|доставка|送料|運費|运费|배송비|you save|save|savings?|ahorr[ao]s?|économisez|sie sparen|sparen|risparmi[ao]?|oszczędzasz|ušetříte|ušetríte|экономия|вы экономите|economi[zs]e|economia|poupe|poupa|spara|(?:du )?sparar|spar|sample(?: price)?|[ée]co-?(?:part\.?|participation|taxe?|contribution)|eco ?fee|[ée]cofrais|gift ?wrap(?:ping)?|geschenkverpackung|emballage cadeau|papel de regalo|embalagem para presente|(?:protection|warranty)(?: plan)?|garantía extendida|garantia estendida)(?:\s+(?:de|of))?\s*[:：]?\s*(?=(?:${CURRENCY_SIGN.source})\.?\s?\d|\d|[A-Z]{2,3}\s(?:${CURRENCY_SIGN.source})\s?\d)`,
  'i',
);

/**
 * Words that make the amount of their own box some other amount, though a box around may say them of
 * the price beside: a saving ("Hemat Rp 351.000", "Jimat RM 20.00"; a "HEMAT" badge before a
 * grocer's price is not one, and the caller leaves badges without digits out), an add-on's price
 * ("加購價 NT$199", PChome's "加價購 $590" before it; an "滿千可加價購" campaign tag beside the price is not one).
 */
export const OWN_BOX_ASIDE = /^\s*(?:hemat|jimat)\b|加購價|加购价|^\s*加[價价][購购]/i;

/** A total for a quantity ("Total for 4 tires: $959.96", "Preis für 4 Reifen:", "Set of 4:"), more than the price of one. */
export const QUANTITY_TOTAL = /\b(?:(?:sub)?total|price|preis|prix|precio|preço)\s+(?:for|of|pour|por|para|für)\s+\d+|\bset of \d+(?=\s*[:：])/gi;

/** A deal on several ("Leve 3 por R$ 24,99", "Buy 2 get", "3 for $10", "2 för 110 kr"), more than the price of one. */
export const MULTIBUY = /\b(?:leve|lleve|compre|buy)\s+\d+\s+(?:por|for|pague|get)\b|\b\d+\s+(?:for|für|pour|por|för|voor)(?=\s*(?:[^\d\s]{1,3}\s?)?\d)/gi;

/**
 * A price per item ("$239.99 /ea.", "12,50 € / Stk.", "$4.99 each"): the product's price where it is
 * sold by the piece, a pack's per-piece price beside the pack's. Not in brackets ("($0.50 each)"),
 * where it is always the pack's part.
 */
// One use of what the shop sells: a wash, a dose, a tablet (QUALIFIED's units and PER_ITEM's).
const PER_USE = 'lavage|lavaggio|lavado|wasbeurt|wash|use|dose|serving|portion|anwendung|tablet|tablette|capsule|kapsel';
// Per use too ("129,00 € pro Anwendung" for one treatment, "4,99 € pro Dose" for a can of snus, German's
// "Dose" a can): the price where one is what the shop sells, a part beside the pack's ("soit 0,35 € / lavage").
export const PER_ITEM = new RegExp(`(?:\\/|\\bper\\b|\\bje\\b|\\bpro\\b)\\s*(?:ea|each|item|piece|pc|unit|st|stk|stück|un|unidad|unidade|${PER_USE})\\b\\.?|\\beach\\b`, 'i');

/** Words of an instalment: "ou 10x de R$ 14,99", "or 4 interest-free payments of $10.00" are no price before a sale, nor the price. */
export const INSTALMENT = new RegExp(`${PER_INSTALMENT}|cuotas|parcelas|interest[- ]free|\\bpay in \\d|\\b\\d{1,2}\\s+(?:payments|installments|instalments)\\b`, 'i');

/**
 * A price for those who pay with the shop's own card or one means of payment, or for its members,
 * beside the price everyone pays: said right after the amount ("$19.990 con Tarjeta Ripley", "£7.50 with Nectar",
 * "R$ 143,91 no Pix") or as its label ("Tarjeta Ripley:", "Member price:", "Clubcard Price",
 * "PLUS价 ￥289.00", "会员价 ￥289.00", "회원 최대혜택가", "Precio con Tarjeta Oh!", "Клубная цена"; not
 * "비회원가", everyone's who buys without joining), and Falabella's card right before its amount
 * ("Precio CMR $ 59.990", "Precio CMRS/ 1,599" as JSX runs the spans together; not a "CMR Puntos"
 * badge before everyone's price). A badge ("Pague com Pix", "Free shipping for members") names no
 * amount. Turkish shops' price for a bank transfer, said as its label ("Havale/EFT ile: 1.405,53TL",
 * Ticimax's "Havale İndirimli"); not one price for a transfer and a card alike ("Havale / Tek Çekim
 * Fiyatı"), nor "Havale/EFT Fiyatı" alone, which a shop that takes transfers only prints as its one
 * price (a box so named yields to a higher price, see price-names).
 */
export const CARD_OR_MEMBER_PRICE = new RegExp(
  [
    // ("R$ 75,91 à vista no Pix": cash in one payment, by Pix; not "R$ 149,90 à vista no Pix ou boleto",
    // the shop's one cash price however one pays it at once, beside card instalments adding up to it)
    '\\d\\D{0,3}\\s(?:no|via|com|pelo|con|c\\/)\\s(?:pix|boleto|tarjeta)\\b',
    '\\d\\D{0,3}\\s[àa]\\s+vista\\s+(?:no|via|com|pelo|con|c\\/)\\s(?:pix|boleto|tarjeta)\\b(?!\\s*(?:ou|e|\\/)\\s*(?:no\\s+)?(?:pix|boleto))',
    // A loyalty card's price said after the amount ("£7.50 with Nectar", "$9.99 with Card"); not a
    // card that comes with the product or the order ("£34.99 with card & free delivery", "$24.99 w/ card sleeves").
    '\\d\\D{0,3}\\s(?:with|w\\/)\\s(?:nectar|clubcard|card(?!\\s*(?:&|and\\b|\\+|message|reader|sleeves?\\b|slots?\\b|included|incl)))\\b',
    // Nordic and Baltic club and card prices, said before the amount: "Klubbpris 749:-", "Medlemspris
    // 1 190.-", Finnish "Plussa-kortilla 9,99 €" and "Jäsenhinta", Estonian "Partnerkaardiga 71,99 €"
    // (not "Ilman korttia", without the card).
    '^\\s*(?:klubb|medlems|kundklubbs?)pris\\b|^\\s*\\S*-?kortilla\\b|^\\s*\\S*kaardiga\\b|^\\s*jäsenhinta',
    // "ile" may run on into its amount where the theme sets label and amount in inline boxes side by
    // side ("<span>Havale/EFT ile</span><span>1.238,46 TL</span>" reads "Havale/EFT ile1.238,46 TL").
    '^\\s*havale(?:\\s*(?:[\\/&-]|ve)?\\s*eft)?\\s*(?:[iİı]le(?![a-zçğıöşü])|[iİı]nd[iİı]r[iİı]ml[iİı])',
    '^\\s*(?:precio\\s+)?tarjeta\\b|^\\s*(?:precio\\s+)?cmr\\s*[:：]?\\s*(?:\\$|s\\/|\\d)|^\\s*(?:precio\\s+)?con\\s+tarjeta\\s+(?!(?:de|del|bancaria|cr[eé]dito|d[eé]bito)\\b)[a-zá-úñ]{2,}|^\\s*(?:(?!(?:non|no|not|log|login|sign|join|see|view|unlock|get|for|to)[\\s-])[^\\s\\d]+\\s+){0,2}(?:клубная\\s+цена|цена\\s+по\\s+(?:клубной\\s+)?карте|club\\s+price\\b)|\\d\\D{0,3}\\s*(?:клубная\\s+цена|цена\\s+по\\s+(?:клубной\\s+)?карте|club\\s+price)\\s*$|\\bmembers?\'?\\s+price\\b|\\bprice\\s+for\\s+members\\b|\\bclub ?card\\s+price\\b|\\bmitgliederpreis\\b|\\bpre(?:cio|ço)\\s+(?:de\\s+)?s[óo]cios?\\b|^\\s*(?:plus|vip|[会會][员員])\\s?[价價]\\s*[:：]?\\s*\\S{0,2}\\s?\\d|(?<!비)회원\\s?(?:전용\\s?)?(?:최대\\s?)?(?:혜택|할인)?가(?!\\s?입)',
  ].join('|'),
  'i',
);

/**
 * A price paid with any card, said with no card's name ("Precio tarjeta $ 24.990" beside "Precio
 * efectivo $ 21.990" at an Argentine shop, "$ 24.990 con tarjeta de crédito"): everyone's list price
 * beside a discount for cash, not a shop's own card's ("Tarjeta Ripley").
 */
export const ANY_CARD_PRICE = /^\s*(?:precio\s+)?(?:con\s+)?tarjetas?(?:\s+(?:de\s+)?(?:cr[eé]dito|d[eé]bito|bancarias?))?\s*(?:[:：]|\$|s\/|\d|$)|\d\D{0,3}\s(?:con|c\/)\s(?:cualquier\s+)?tarjetas?(?:\s+(?:de\s+)?(?:cr[eé]dito|d[eé]bito|bancarias?))?\s*$/i;

// The lowest price of the last 30 days that EU shops print beside a reduced price (the Omnibus
// directive): "Cel mai mic pret din ultimele 30 de zile:", "Najniższa cena z 30 dni przed obniżką:",
// "Niedrigster Preis der letzten 30 Tage:", "Prix le plus bas des 30 derniers jours", "Az elmúlt 30 nap
// legalacsonyabb ára". Only with a word for the lowest: "30 Tage Rückgaberecht" beside a price says
// nothing of it.
const LOWEST = 'lowest|niedrigste[rn]?|najni[żz]sz[aey]|cel mai mic|plus bas|più basso|laagste|más bajo|mais baixo|nejnižší|najnižši[ae]|najniža|lägsta|laveste|alhaisin|χαμηλότερη';
const DAYS = String.raw`\d{1,3}\s*(?:de\s+)?(?:derniers\s+)?(?:days?|dni|tage?n?|jours|giorni|zile|dagen|días|dias|dnů|dní|dana|dagar|dage|päivän|ημερών|nap)`;
export const LOWEST_OVER_DAYS = new RegExp(`(?:${LOWEST})[^\\d\\n]{0,40}${DAYS}(?![a-z])|${DAYS}\\s+legalacsonyabb`, 'i');

// Amounts that are per instalment, per unit of measure, per item of a tier, "from", or the old one.
export const QUALIFIED = new RegExp(
  [
    '%',
    LOWEST_OVER_DAYS.source,
    // "10x de R$ 8,99", "x de": an instalment, not the end of a word ("Prix de vente 29,99 €").
    '(?<![a-zà-ÿ])x\\s*de\\b',
    '\\bx\\b',
    // The same "x" typed as a Cyrillic letter, right after an amount's currency (Kaspi's
    // "15 833 ₸ х 12"): not a size's ("Размер: 160 х 200 см") nor cotton's "х/б" beside a price.
    `(?:${CURRENCY_SIGN.source})\\.?\\s?х\\s?\\d`,
    PER_INSTALMENT,
    'interest.free|zinsfrei',
    // Turkish instalments said of the amount: "aylık 6.845 TL'den başlayan taksitler" (monthly, from).
    // Not the word beside the price ("Taksit Seçenekleri", a link to the instalment table; "Peşin
    // fiyatına 9 taksit", instalments at the cash price): it says nothing of that price.
    `\\baylık\\s*[:：]?\\s*(?:(?:${CURRENCY_SIGN.source})\\.?\\s?)?\\d|\\d\\D{0,4}?['’]?[dt][ae]n\\s+(?:başlayan\\s+)?taksit`,
    // Per a unit, "lt" and "litro" a litre, "sq. foot" and Canadian French "pi²" (pied carré) a square foot too,
    // and per use ("soit 0,35 € / lavage", per wash; per dose, per tablet).
    `(?:\\/|\\bper\\b|\\bpor\\b|\\bpro\\b|\\bpar\\b|\\bje\\b)\\s*\\d*\\s*(mês|mes|month|mo|monat|mois|mese|maand|mnd|mies|měs|mån|md|kk|ay|kg|kilo|kilogramm|kilogram|g|100 ?g|100 ?ml|l|lt|ltr|liter|litre|litro|ml|cl|sq\\.? ?(?:ft|foot|feet)|sqft|square (?:foot|feet)|ft²|ft2|pi2|pi|m²|m2|m|st|stk|stück|un|unit|unidad|unidade|count|ct|ea|each|lb|oz|fl ?oz|piece|pc|pcs|item|${PER_USE})\\b`,
    // A discount said after its amount ("50 € Sofortrabatt", "CHF 50.– Rabatt"; not a "Rabattcode").
    '\\d\\D{0,3}\\s?(?:sofort|extra|zusatz)?rabatt(?![a-zäöü])',
    // A price per month in Russian and Ukrainian ("9 167 ₽/мес.", "1 250 грн/міс").
    '\\/\\s?(?:мес|міс)',
    // A price per month said after the amount in words ("19,90 € al mese", "$9.99 a month", "49,90 € monatlich").
    '\\d\\D{0,3}\\s?(?:al mese?|ao m[êe]s|a month|monthly|monatlich|mensuel(?:le)?|mensal|mensile|maandelijks)(?![a-z])',
    // Monthly in Serbian and Croatian, said of an instalment after its amount ("3.583 din mesečno na 12
    // rata", where .rs shops print the dinar as "din"), or before it ("mjesečna rata 249 kn").
    '(?:^|\\s)mj?ese[čc]n(?:o|a|ih)(?![a-zà-ÿčćšžđ])',
    // Per any unit, in brackets beside the price ("($1.56 /bulb)", "(€ 3,99 / Stk.)").
    '\\([^()]*\\d[^()]*\\/\\s*[a-z]+\\.?\\s*\\)',
    // A multi-buy's total said after its amount ("€ 44,99 voor 2 blikken", "$10 for 3").
    '\\d\\D{0,3}\\s(?:for|voor|für|pour|por|för)\\s(?:[2-9]|[1-9]\\d)\\b(?![.,]\\d)',
    // "or more" in Japanese and Korean too, said of a threshold ("送料無料（税込1,000円以上）", "5만원 이상", "3,000円（税込）以上").
    '\\beach\\b|\\bor more\\b|\\bbuy \\d+|\\d\\s?[円원]?\\s?(?:[（(][^（）()]{0,4}[）)]\\s?)?(?:以上|이상)',
    // A rebate's amount ("$10.00 Mail-in Rebate Card"), not the word beside the price ("Instant rebate
    // applied"), and a price after one ("Prix final après ODR : 349,99 €", "$80.09 after mail-in rebate",
    // Micro Center's "$119.99 after rebate",
    // Kohl's "$237.99 after discount" of a code); a price with a coupon
    // said of an amount ("prezzo finale con coupon BENVENUTO10: 35,91 €"; a "with coupon" badge beside
    // the price is not one).
    '\\d\\D{0,3}\\s?(?:after\\s)?mail-in rebate|\\d\\D{0,3}\\safter\\s(?:mail-in\\s)?rebates?\\b|\\d\\D{0,3}\\safter\\s(?:the\\s)?(?:discount|coupon|code)\\b',
    '\\bapr[èe]s (?:ODR|remboursement)\\b|\\b(?:with|con|com|avec|mit) (?:the |il |le |o |el |dem )?(?:coupon|cupom|cup[óo]n|gutschein)\\b[^\\d\\n]{0,20}\\d|\\d\\D{0,3}\\s(?:with|con|com|avec|mit) (?:the |il |le |o |el |dem )?(?:coupon|cupom|cup[óo]n|gutschein)\\b',
    // What a price-comparison page says of the prices seen over time: their average, the last one known
    // ("Durchschnitt: 261,30 €", "Laatst bekende prijs: € 599,-").
    '^\\s*(?:durchschnitt(?:spreis)?|average(?: price)?|gemiddelde prijs|prix moyen|precio medio|pre[çc]o m[ée]dio|prezzo medio|laatst bekende prijs|last known price|letzter bekannter preis|dernier prix connu)\\s*[:：]',
    // A part of the price or a deposit beside it ("Dont 7,00 € d'éco-participation", "davon 0,50 € Pfand",
    // "zzgl. 3,30 € Pfand", "€ 0,15 statiegeld", "£89.90 deposit": the word right after the amount or its
    // sign, not a deposit added on top of the price or none asked, "$15.49 + deposit", "22,99€ + Pfand",
    // "£2,300 No deposit"), Swiss shops'
    // recycling fee with its amount "inkl. vRG CHF 0.50", not "1'149.00 CHF inkl. vRG" said of the
    // price itself, the tax in it as Japanese shops bracket it: "（税 0 円）", "(うち消費税 100円)").
    `^\\s*(?:dont|davon|of which)\\b|\\d(?:\\s?(?:${CURRENCY_SIGN.source}))?\\s?(?:pfand|statiegeld|deposit)\\b|\\bvrg\\b[^\\d\\n]{0,8}\\d|[（(]\\s*(?:うち|内)?(?:消費)?税額?\\s*[:：]?\\s*[¥￥]?\\s?\\d`,
    '\\bas low as\\b|\\bstarting (?:at|from)\\b|\\bfrom\\b|\\bdesde\\b|\\ba partir de\\b|à partir de|\\ba partire da\\b|\\bvanaf\\b|^\\s*von\\b',
    // French "dès" is a "from" only right before an amount ("dès 279,90 €"), not of a day ("Expédié dès demain").
    `\\bdès\\s*(?:(?:${CURRENCY_SIGN.source})\\.?\\s?)?\\d`,
    // "From" in more languages, right before the amount (or after it, for "alkaen" and "부터"): "od 1 299 zł",
    // "от 990 ₽", "από 189,00 €", "från 499 kr", "fra kr 199,-", Finnish "alk. 149,90 €", "mulai Rp", "ab 19,99 €", "de la 14.44
    // Lei", "19,90 € alkaen", "₩9,900부터", "เริ่มต้น ฿590". Not the words said of other things beside
    // a price ("od ręki", "sendes fra lager", "гарантия от производителя", "Versand ab Lager", a
    // Swedish company's "AB").
    `(?:^|[\\s(])(?:od|från|fra|alk\\.|mulai(?:\\s+dari)?|от|από|ab(?:\\s+(?:nur|mtl\\.|monatl(?:\\.|ich)|je))?)\\s*[:：]?\\s*(?:(?:${CURRENCY_SIGN.source})\\.?\\s?\\d|\\d[\\d\\s.,'’]*(?:[.,:](?:-{1,2}|[–—])(?!\\d)|(?:[.,](?:-{1,2}|[–—]))?\\s?(?:${CURRENCY_SIGN.source})))`,
    `\\d\\s?(?:€|eur|euroa)\\s?alkaen\\b|(?:₩\\s?\\d[\\d,]*|\\d\\s?원)\\s?부터|เริ่มต้น\\s*(?:฿\\s?\\d|\\d[\\d,.]*\\s?บาท)|\\bde la\\s*(?:(?:${CURRENCY_SIGN.source})\\.?\\s?\\d|\\d[\\d\\s.,]*\\s?(?:${CURRENCY_SIGN.source}))`,
    // The price before a sale, said before it ("Was*", "statt UVP", "Antes,"), amount or not.
    `^\\s*(?:${WAS})\\b`,
    QUANTITY_TOTAL.source,
    MULTIBUY.source,
    // The top of a range, said before it ("From $249.00 To $489.00", "bis 489 €", "até R$ 489", "À 489,00 €").
    // A word alone before the amount: "A$ 79.95" is Australia's dollar.
    '^\\s*(?:to|bis|até|hasta|à|a|tot|do|till|til)(?:\\s*[:：]\\s*|\\s+)(?:[^\\d\\s]{1,3}\\s?)?\\d',
    BEFORE_SALE.source,
    // A total with delivery ("מחיר כולל משלוח: 1,718 ₪", "inkl. Versand", "com frete", "c/ portes") is more than the price;
    // Costco's "Delivery Included in Price" under its only price says what that price covers, but not
    // under a total ("Total £698.00 Delivery included in price", the chosen delivery added).
    '\\btotale?\\b[^\\n]{0,40}?\\b(?:shipping|delivery|postage|spedizione|livraison)\\s(?:included|inclus\\w*|incluso|inclusa)\\b',
    '(?:\\b(?:incl\\.?|including|inkl\\.?|inklusive|con|com|avec|incluindo|incluyendo)\\s|\\bc\\/\\s?)(?:shipping|delivery|postage|versand\\w*|frete|env[ií]o|livraison|verzend\\w*|spedizione|portes)\\b(?!\\s*gr[áa]tis)|\\b(?:shipping|delivery|postage|spedizione|livraison)\\s(?:included|inclus\\w*|incluso|inclusa)\\b(?!\\s+(?:in|dans|nel)\\s+(?:the\\s+|le\\s+|il\\s+)?(?:price|prix|prezzo))|כולל משלוח',
    // A delivery's cost said after its amount ("zzgl. 3,95 € Versand", "+ $4.99 shipping", "£3.99 postage."):
    // added to the amount, or the word ending its phrase. Not a free delivery's note beside the price ("R$ 99,90
    // frete grátis", "29,99 € Versand: kostenlos", "499 € Livraison offerte"), nor a delivery's note or heading
    // that goes on under the price (Shopify's "$45.00 Shipping calculated at checkout", "R$ 299,90 Frete e
    // prazo de entrega", "£149.00 Shipping & returns", "59,95 € Envío rápido").
    '(?:(?<=(?:\\+|\\bzzgl\\.?|\\bplus|\\bexcl\\.?|\\bexkl\\.?)\\s?[^\\d\\s]{0,4}\\s?[\\d.,\\s]*)\\d\\D{0,3}\\s?(?:versand(?:kosten)?|shipping|postage|porto|frete|env[ií]o|livraison|verzendkosten|spedizione)\\b|\\d\\D{0,3}\\s?(?:versand(?:kosten)?|shipping|postage|porto|frete|env[ií]o|livraison|verzendkosten|spedizione)(?=[^\\S\\n]*(?:$|[\\n.,;!)|]|\\b(?:fee|costs?|charges?)\\b)))(?!\\s*:?\\s*(?:gr[áa]tis|gratuit\\w*|offert\\w*|free|kostenlos|frei|incl\\w*|inkl\\w*|inclus\\w*))',
    // An estimate in another currency ("(approx. US $11.69)", "ca. 12 €", "aprox. R$ 60", "about $43.61").
    '\\b(?:approx\\w*|ca\\.|circa|environ|aprox\\w*|ungef[äa]hr)(?!\\w)|\\babout\\s+(?:[^\\d\\s]{1,4}\\s?)?\\d',
    // An amount the price works out at ("entspricht 25,00 € pro Stuhl", "equivalent to £1.25 a can"), not the price.
    // Only before an amount: "Preis entspricht dem aktuellen Tageskurs" says nothing of another.
    `\\b(?:entspricht|equivalent to|equivale a|corrisponde a|komt neer op)\\s+(?:(?:ca\\.|circa|nur|only|just|about|solo|slechts)\\s+)?(?:(?:${CURRENCY_SIGN.source})\\.?\\s?)?\\d`,
    // What an option adds to the price ("Garantia 3 Anos +20.00€"), not the price; what a discount
    // takes off it ("-200,00 zł", its sign against the amount, or a space then a currency: "- $9.90"; "Price - 150" is a dash); the same
    // price in a second currency after a slash ("2.999,00 kn / 398,04 €"; one alone in brackets is
    // read by the price text, where the words beside it tell). An option's amount in brackets too
    // ("(+2,000원)" beside a shoe size).
    '^\\s*\\(?\\s*\\+',
    `^\\s*[-−–](?:\\s?(?:${CURRENCY_SIGN.source})\\s?)?\\d[\\d.,]*(?![\\d.,]|\\s?%)`,
    `^\\s*\\/\\s*(?:${CURRENCY_SIGN.source})?\\s?\\d`,
    BEFORE_TAX.source,
    'bonus|бонус',
    ASIDE_AMOUNT.source,
    CARD_OR_MEMBER_PRICE.source,
    // A price with a promotion code said right after it ("Your Price $15.29 with code", "19,99 € mit
    // Gutscheincode", "R$ 89,90 com código"), and what a set is worth ("($72.00 value)", "a $50
    // value"): not what the product costs.
    '\\d\\D{0,3}\\s(?:with|mit|avec|con|com)\\s(?:the |le |el |o |dem )?(?:promo(?:tional)? ?|coupon ?|gutschein|rabatt)?(?:code|c[oó]digo)\\b|\\d\\s?value\\s*\\)|\\ba\\s\\S{0,3}\\s?\\d[\\d.,]*\\s?value\\b',
    // A "from" price as Chinese and Japanese shops write it, right after the amount ("NT$1,280起",
    // "1,980円～", "1,980円から", "¥159,800（税込）から", "￥24,500 より"), and an amount converted into another currency ("≈ $21.50").
    '\\d\\s?[円元]?\\s?(?:[（(]\\s*税[込抜別]\\s*[)）] ?)?(?:起|から(?![\\u3041-\\u309f])|から(?=[のおごでともはがを])|より(?![\\u3041-\\u309f])|[～〜])|≈',
  ].join('|'),
  'i',
);

// Words that say an amount includes tax ("VAT included", "inkl. MwSt.", "inkl. gesetzlicher MwSt.",
// "Prices include GST", "TVA incluse", "sis. 24% alv",
// "IVA incluido", "с НДС", "税込", "כולל מע"מ", "부가세 포함"): shops print them beside the product's
// own price, not beside other products' prices in lists and cards.
const TAX_WORDS = 'vat|tax|taxes|gst|iva|tva|mwst|btw|moms|mva|alv|dph|ddv|pdv|pvm|áfa|ндс|пдв|kdv|φπα|impostos|impuestos';
export const TAX_INCLUDED = new RegExp(
  [
    `(?<!\\p{L})(?:incl|inc|inkl|includes?|including|inclusive|inklusive|sis|vč|vrátane|вкл|включая|включно|з|с|w tym|dahil|con|com|avec|mit|s|z|med|cu|με)\\.?\\s*(?:\\d+(?:[.,]\\d+)?\\s?%\\s*)?(?:gesetzl(?:\\.|icher)?\\s*)?(?:${TAX_WORDS})(?!\\p{L})`,
    `(?<!\\p{L})(?:${TAX_WORDS})\\.?\\s*(?:\\d+(?:[.,]\\d+)?\\s?%\\s*)?(?:incl|inkl|inclus|inclu[ií]d|includ|inbegrepen|inbegriffen|dahil|inkluder)\\p{L}*`,
    '(?<!\\p{L})(?:ttc|brutt[oó])(?!\\p{L})',
    '税込|含税|含稅',
    'כולל מע["״]?מ|شامل\\s(?:ال)?ضريبة|(?:부가세|VAT)\\s?포함',
  ].join('|'),
  'iu',
);
/** Reward points earned with a purchase ("獲得ポイント：128pt（1%）", "Earn 250 points", "+12 Punkte"): no price. */
export const REWARD_POINTS = /ポイント|포인트|積分|积分|\d\s?pts?\b|\b(?:points?|punkte|pontos|puntos|punti|poäng|pisteet|bonuspunkte)\b/i;
/** A tax's rate said with its name ("23% VAT", "MwSt. 19 %", "IVA 21%"): no amount beside a price. */
export const TAX_RATE = new RegExp(`\\d+(?:[.,]\\d+)?\\s?%\\s*(?:${TAX_WORDS})(?!\\p{L})|(?<!\\p{L})(?:${TAX_WORDS})\\.?\\s*\\d+(?:[.,]\\d+)?\\s?%`, 'giu');
/** A percentage written sign first, as Turkish shops do ("%3 indirimli", "%25 İndirim"). */
export const PERCENT_FIRST = /%\s?\d+(?:[.,]\d+)?(?![\d.,])/g;
/** Percentages in a text ("24% alv", "-10 %", Turkish "%3 indirimli"): no amounts. */
export const PERCENTAGES = new RegExp(`\\d+(?:[.,]\\d+)?\\s?%|${PERCENT_FIRST.source}`, 'g');

/** Words of a subscription, in our languages ("Subscribe & save", "Abonnement", "Assinatura", "定期便", "Autoship"). */
export const SUBSCRIPTION = /subscri|abonn|\babo\b|assinatura|suscrip|定期|autoship/i;
