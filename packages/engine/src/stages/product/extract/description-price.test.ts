import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fromDescriptionPrice } from './description-price';
import { explainExtraction } from './extract-product';

const page = (description: string, body: string) => `<html><head><meta property="og:description" content="${description}"></head><body>${body}</body></html>`;
const read = (description: string, body: string, host = 'www.shop.example.de', crossedOut?: Set<number>) =>
  fromDescriptionPrice({ $: load(page(description, body)), url: new URL(`https://${host}/p/1`), ...(crossedOut ? { crossedOut } : {}) });

describe('fromDescriptionPrice', () => {
  it('reads the price a description states when the page prints it too, in the languages shops write', () => {
    expect(read('KÄRCHER Hochdruckreiniger »K 3« für 119,01€. Bei uns im Shop', '<span style="font-weight:bold">119,01 €</span>')).toEqual({ price: '119.01', currency: 'EUR' });
    expect(read('Slim fit jeans - blue for €344.00 (02/12/2020)', '<b>€344.00</b>', 'www.shop.example.ie')).toEqual({ price: '344', currency: 'EUR' });
    expect(read('99,95 € | Dieses Regal ist aus Holz', '<p>99,95 €</p>', 'www.shop.example.at')).toEqual({ price: '99.95', currency: 'EUR' });
    // "$" on a Taiwanese shop is the New Taiwan dollar, and the page prints it as "元".
    expect(read('直購價：$294。嚴選上等鵝肉', '<td><span style="font:bold 27px Verdana">294</span><span> 元 </span></td>', 'www.shop.example.com.tw')).toEqual({ price: '294', currency: 'TWD' });
  });

  it('leaves out free-delivery thresholds, shipping fees and "from" amounts, in several languages', () => {
    expect(read('Buy the Nest Mini at our shop. Free Delivery on orders over £50.', '<p>£50</p>', 'www.shop.example.co.uk')).toEqual({});
    expect(read('Saat ilmaisen toimituksen yli 24,95 € tilauksille.', '<p>24,95 €</p>', 'www.shop.example.fi')).toEqual({});
    expect(read('Jeans for €49.10 (02/12/2020) Free delivery for orders over €24.90', '<p>€49.10</p><p>€24.90</p>', 'www.shop.example.ie')).toEqual({ price: '49.10', currency: 'EUR' });
    expect(read('Camisa a partir de R$ 49,90 em até 10x', '<p>R$ 49,90</p>', 'www.loja.example.com.br')).toEqual({});
    expect(read('Mesa de jantar, frete R$ 19,90', '<p>R$ 19,90</p>', 'www.loja.example.com.br')).toEqual({});
    expect(read('Zapatillas desde 39,99 €', '<p>39,99 €</p>', 'www.tienda.example.es')).toEqual({});
    expect(read('Linen shirt, compare at $59.99 — now on sale', '<p>$59.99</p>', 'www.shop.example.com')).toEqual({});
    expect(read('Mochila, antes R$ 299,90', '<p>R$ 299,90</p>', 'www.loja.example.com.br')).toEqual({});
    // A threshold said after its amount.
    expect(read('Free standard shipping with $35 orders. Expect More.', '<div>Free shipping* with $35 orders</div>', 'www.shop.example.com')).toEqual({});
    expect(read('Free shipping on $49+ purchases', '<p>$49</p>', 'www.shop.example.com')).toEqual({});
    expect(read('Get a gift card on $100 or more', '<p>$100</p>', 'www.shop.example.com')).toEqual({});
    expect(read('توصيل سريع ومجاني للطلبات فوق ١٠٠ درهم. الدفع عند الاستلام.', '<p>١٠٠ درهم</p>', 'www.shop.example.ae')).toEqual({});
    expect(read('Бесплатная доставка свыше 3000 ₽', '<p>3000 ₽</p>', 'www.shop.example.ru')).toEqual({});
    expect(read('150 TL ve üzeri siparişlerde kargo bedava', '<p>150 TL</p>', 'www.shop.example.com.tr')).toEqual({});
    expect(read('Doprava zdarma od 1 500 Kč', '<p>1 500 Kč</p>', 'www.shop.example.cz')).toEqual({});
  });

  it('leaves out thresholds and fees in the words of more languages ("över", "над", "iznad", "Bezorging")', () => {
    expect(read('Äkta Dalahäst från Nusnäs, 10 cm. Snabb leverans, fri frakt över 499 kr.', '<li>Fri frakt över 499 kr</li>', 'www.hemslojdsbod.se')).toEqual({});
    expect(read('Столче за хранене с регулируема височина. Безплатна доставка над 80 лв.', '<p>Безплатна доставка над 80 лв.</p>', 'bebesvyat.bg')).toEqual({});
    expect(read('Dječji bicikl 16". Besplatna dostava iznad 500 kn.', '<p>Besplatna dostava iznad 500 kn</p>', 'www.bicikli-horvat.hr')).toEqual({});
    expect(read('Tuinstoel teak. Bezorging € 4,95', '<p>Bezorging € 4,95</p>', 'www.tuin.example.nl')).toEqual({});
    // A price the description states beside them still counts.
    expect(read('Dalahäst, 249 kr. Fri frakt över 499 kr.', '<span class="pris">249 kr</span>', 'www.hemslojdsbod.se')).toEqual({ price: '249', currency: 'SEK' });
  });

  it('reads the price of a product named for delivery, and of free delivery said before the price', () => {
    expect(read('Erkek Kargo Pantolon Haki ₺299,90.', '<p>₺299,90</p>', 'www.giyim.example.com.tr')).toEqual({ price: '299.90', currency: 'TRY' });
    expect(read('Versandkartons 300x200x150, 25 Stück: 12,90 €.', '<p>12,90 €</p>', 'www.verpackung.example.de')).toEqual({ price: '12.90', currency: 'EUR' });
    expect(read('Darmowa dostawa, teraz tylko 199 zł!', '<p>199 zł</p>', 'www.sklep.example.pl')).toEqual({ price: '199', currency: 'PLN' });
  });

  it('gives nothing when the description states two prices, or a range; a "was" price is no second one', () => {
    expect(read('Mug €9.99, or two for €15.99', '<p>€9.99</p>')).toEqual({});
    expect(read('Now €19.99, was €29.99', '<p>€19.99</p><s>€29.99</s>')).toEqual({ price: '19.99', currency: 'EUR' });
    expect(read('Mugs 9,99 € – 14,99 €', '<p>9,99 €</p>')).toEqual({});
  });

  it('gives nothing when the page does not print that amount as a price, or crosses it out, or prints it before tax', () => {
    expect(read('Lamp for 49,00 €', '<p>Only 39,00 €</p>')).toEqual({});
    expect(read('Lamp for 49,00 €', '<p>Size 49</p>')).toEqual({});
    expect(read('Lamp for 49,00 €', '<p>49,00 €</p>', 'www.shop.example.de', new Set([49]))).toEqual({});
    expect(read('Počítač za 4386,00 €', '<p><span>bez DPH</span> <span>4386,00 €</span></p>', 'www.shop.example.sk')).toEqual({});
  });

  it('gives the price of a product page that states it only in its description and one unmarked box', () => {
    const product = `<html><head><meta property="og:title" content="Goose floss 250 g"><meta property="og:type" content="website"><meta property="og:description" content="直購價：$294。"></head><body><h1>Goose floss 250 g</h1><table><tr><td><strong>特價</strong> <span style="color:red">294</span><span> 元 </span></td></tr></table></body></html>`;
    const { product: facts, origins } = explainExtraction({ html: product, url: 'https://www.shop.example.com.tw/p/M1.htm' });
    expect(facts).toMatchObject({ name: 'Goose floss 250 g', price: '294', currency: 'TWD' });
    expect(origins.price).toBe('description');
  });
});
