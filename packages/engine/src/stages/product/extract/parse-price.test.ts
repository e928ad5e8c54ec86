import { describe, expect, it } from 'vitest';
import { normalizeCurrencyCode } from './currency';
import { parseAmount, parsePrice, parseStructuredPrice } from './parse-price';

describe('parsePrice', () => {
  it.each([
    ['R$ 1.299,90', '1299.90', 'BRL'],
    ['$1,299.90', '1299.90', 'USD'],
    ['1.299,90 €', '1299.90', 'EUR'],
    ['£12.50', '12.50', 'GBP'],
    ['MX$ 349', '349', 'MXN'],
    ['USD 49.90', '49.90', 'USD'],
    ['1 299,90 zł', '1299.90', 'PLN'],
    ['CHF 1\'299.50', '1299.50', 'CHF'],
    ['44 890 тг.', '44890', 'KZT'],
    ['₹ 2,433', '2433', 'INR'],
    ['US $249.99', '249.99', 'USD'],
    ['EUR15.99', '15.99', 'EUR'],
    ['99 ر.س', '99', 'SAR'],
    ['149 د.إ', '149', 'AED'],
    ['502,20 б.р.', '502.20', 'BYN'],
    // Signs shops print that name one currency: the rouble as "Р" or "р.", the hryvnia "грн", the
    // đồng, the Belarusian "Br", the lira "TL", Swiss "Fr.", "euro" in words, "Zł", "LEI".
    ['6 300 Р', '6300', 'RUB'],
    ['3 100р.', '3100', 'RUB'],
    ['2 285,81 грн.', '2285.81', 'UAH'],
    ['8.000.000 ₫', '8000000', 'VND'],
    ['200.000 đ', '200000', 'VND'],
    ['11,33 Br', '11.33', 'BYN'],
    ['10,75 TL', '10.75', 'TRY'],
    ['TL 69,50', '69.50', 'TRY'],
    ['199.90 Fr.', '199.90', 'CHF'],
    ['749,00 euros', '749', 'EUR'],
    ['530,42 Zł', '530.42', 'PLN'],
    ['99 LEI', '99', 'RON'],
    ['RM50', '50', 'MYR'],
    // Signs of the currencies of Korea, Thailand, Serbia, Israel, Vietnam, Nigeria, Ghana, Kenya,
    // Costa Rica, Paraguay, Bangladesh, Azerbaijan, Georgia and Mongolia, and of Arab countries.
    ['29,000원', '29000', 'KRW'],
    ['1,290 บาท', '1290', 'THB'],
    // An amount ending in a dash for no cents, then its sign.
    ['5,490.- บาท', '5490', 'THB'],
    ['990,– р.', '990', 'RUB'],
    ['2.499 дин.', '2499', 'RSD'],
    ['349 ש"ח', '349', 'ILS'],
    ['1.250.000 VNĐ', '1250000', 'VND'],
    ['₦45,000', '45000', 'NGN'],
    ['GH₵ 120.00', '120', 'GHS'],
    ['KSh 2,499', '2499', 'KES'],
    ['₡12.500', '12500', 'CRC'],
    ['₲ 150.000', '150000', 'PYG'],
    ['৳ 1,250', '1250', 'BDT'],
    ['45 ₼', '45', 'AZN'],
    ['89 ₾', '89', 'GEL'],
    ['₮ 45,000', '45000', 'MNT'],
    ['25 ر.ع', '25', 'OMR'],
    ['199 د.م.', '199', 'MAD'],
    ['3 500 د.ج', '3500', 'DZD'],
    // Dinars and rials counted in thousandths carry three decimals.
    ['TND 89.900', '89.90', 'TND'],
    ['12,500 د.ك', '12.50', 'KWD'],
    ['KWD 1,250.000', '1250', 'KWD'],
    // The Dominican peso; the Egyptian pound and the Serbian dinar in words.
    ['RD$ 2,450', '2450', 'DOP'],
    ['299 جنيه', '299', 'EGP'],
    ['6790 Dinara', '6790', 'RSD'],
    // The euro sign where the decimal mark goes.
    ['35€99', '35.99', 'EUR'],
    ['1.299€99', '1299.99', 'EUR'],
  ])('reads %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it('reads a bare "$" by the shop country', () => {
    expect(parsePrice('$ 4,500', 'www.segundamano.mx')).toEqual({ amount: '4500', currency: 'MXN' });
    expect(parsePrice('$24.990', 'www.paris.cl')).toEqual({ amount: '24990', currency: 'CLP' });
  });

  it('reads "Rs" as the rupee of the shop\'s country, the Indian one by default', () => {
    expect(parsePrice('Rs 23,450', 'www.ads.example.com.pk')).toEqual({ amount: '23450', currency: 'PKR' });
    expect(parsePrice('Rs. 4,999', 'shop.example.lk')).toEqual({ amount: '4999', currency: 'LKR' });
    expect(parsePrice('Rs. 1,299', 'shop.example.in')).toEqual({ amount: '1299', currency: 'INR' });
    expect(parsePrice('Rs. 1,299', 'shop.example.com')).toEqual({ amount: '1299', currency: 'INR' });
  });

  it('reads "kn" as the Croatian kuna', () => {
    expect(parsePrice('2.999,00 kn', 'www.jadranoutdoor.hr')).toEqual({ amount: '2999', currency: 'HRK' });
    expect(parsePrice('kn 899,00', 'www.shop.example.com')).toEqual({ amount: '899', currency: 'HRK' });
  });

  it('reads "元" as the local dollar in Taiwan and Hong Kong, the yuan elsewhere, and "円" as the yen', () => {
    expect(parsePrice('294 元', 'www.pcstore.com.tw')).toEqual({ amount: '294', currency: 'TWD' });
    expect(parsePrice('每組990元', 'shop.example.hk')).toEqual({ amount: '990', currency: 'HKD' });
    expect(parsePrice('88元', 'item.example.cn')).toEqual({ amount: '88', currency: 'CNY' });
    expect(parsePrice('1,980円', 'shop.example.jp')).toEqual({ amount: '1980', currency: 'JPY' });
  });

  it.each([
    ['R 1 299.00', 'www.shop.example.co.za', '1299', 'ZAR'],
    ['R299', 'www.shop.example.co.za', '299', 'ZAR'],
    ['QR 99', 'www.shop.example.qa', '99', 'QAR'],
    ['SR 149', 'www.shop.example.sa', '149', 'SAR'],
    ['KD 9.500', 'www.shop.example.com.kw', '9.50', 'KWD'],
    ['Php 1,299.00', 'www.shop.example.ph', '1299', 'PHP'],
  ])('reads %s as a currency on a shop of its country (%s)', (text, shop, amount, currency) => {
    expect(parsePrice(text, shop)).toEqual({ amount, currency });
    // Elsewhere the letters begin a model's name ("EOS R6", "SR44", "KD 16"), and name no currency.
    expect(parsePrice(text, 'www.shop.example.com')?.currency).toBeUndefined();
  });

  it('reads the riyal, the dirham and "₨" by the shop\'s country, and the toman as an amount with no code', () => {
    expect(parsePrice('99 ريال', 'www.souq.example.sa')).toEqual({ amount: '99', currency: 'SAR' });
    expect(parsePrice('99 ريال', 'www.souq.example.qa')).toEqual({ amount: '99', currency: 'QAR' });
    expect(parsePrice('149.00 درهم', 'www.shop.example.ae')).toEqual({ amount: '149', currency: 'AED' });
    expect(parsePrice('Dhs 149', 'www.shop.example.com')).toEqual({ amount: '149', currency: 'AED' });
    expect(parsePrice('199,00 DH', 'www.shop.example.ma')).toEqual({ amount: '199', currency: 'MAD' });
    expect(parsePrice('₨ 1,299', 'www.shop.example.pk')).toEqual({ amount: '1299', currency: 'PKR' });
    // Ten rials make a toman; no ISO code names it, so none is given.
    expect(parsePrice('157,000 تومان', 'www.shop.example.ir')).toEqual({ amount: '157000' });
    expect(parsePrice('Kr. 299', 'www.butik.example.dk')).toEqual({ amount: '299', currency: 'DKK' });
  });

  it('reads digits as Arabic, Persian, Bengali, Devanagari and full-width text writes them', () => {
    expect(parsePrice('٩٩٫٥٠ ر.س', 'www.souq.example.sa')).toEqual({ amount: '99.50', currency: 'SAR' });
    expect(parsePrice('৳ ১,২৫০', 'www.tantghor.com.bd')).toEqual({ amount: '1250', currency: 'BDT' });
    expect(parsePrice('₹ १,२९९', 'www.shop.example.in')).toEqual({ amount: '1299', currency: 'INR' });
    expect(parsePrice('۱۵۷٬۰۰۰ تومان', 'www.shop.example.ir')).toEqual({ amount: '157000' });
    expect(parsePrice('１，９８０円', 'shop.example.jp')).toEqual({ amount: '1980', currency: 'JPY' });
    expect(parsePrice('＄１９．９９', 'shop.example.com')).toEqual({ amount: '19.99', currency: 'USD' });
    expect(parseStructuredPrice('٢٤٩')).toBe('249');
  });

  it('reads amounts grouped in lakhs and crores, as Indian shops print them', () => {
    expect(parsePrice('₹1,29,990', 'www.shop.example.in')).toEqual({ amount: '129990', currency: 'INR' });
    expect(parsePrice('Rs. 12,34,567.50', 'www.shop.example.in')).toEqual({ amount: '1234567.50', currency: 'INR' });
    expect(parseAmount('1,2,34,567')).toBeUndefined();
  });

  it('decides the decimal mark by position and digit count', () => {
    expect(parseAmount('1.299')).toBe('1299');
    expect(parseAmount('1,299')).toBe('1299');
    expect(parseAmount('12,5')).toBe('12.50');
    expect(parseAmount('0.299')).toBe('0.299');
    expect(parseAmount('1.234.567,89')).toBe('1234567.89');
    expect(parseAmount('49.90 2 items')).toBe('49.90');
  });

  it('reads the euro sign as a decimal mark only when two digits end the price', () => {
    expect(parsePrice('12 € 50 produits', 'shop.example.fr')).toEqual({ amount: '12', currency: 'EUR' });
    expect(parsePrice('35€ 99 offres', 'shop.example.fr')).toEqual({ amount: '35', currency: 'EUR' });
    // A word that merely holds the letters is no currency: "Brand", "TLC", "Рост".
    expect(parsePrice('12 Brand', 'shop.example.com')).toEqual({ amount: '12' });
    expect(parsePrice('5 TLC', 'shop.example.com')).toEqual({ amount: '5' });
    expect(parsePrice('170 Рост', 'shop.example.ru')).toEqual({ amount: '170' });
  });

  it('leaves out what is not one number', () => {
    expect(parseAmount('1,2,3.4.5')).toBeUndefined();
    expect(parsePrice('Free shipping')).toBeUndefined();
  });

  it('reads structured prices with schema.org\'s dot', () => {
    expect(parseStructuredPrice(1299.9)).toBe('1299.90');
    expect(parseStructuredPrice('23.450')).toBe('23.45');
    expect(parseStructuredPrice('1.299,90')).toBe('1299.90');
    expect(parseStructuredPrice('119.010000')).toBe('119.01');
  });
});

describe('normalizeCurrencyCode', () => {
  it.each([
    ['brl', 'www.loja.example.com.br', 'BRL'],
    ['RUR', 'www.shop.example.ru', 'RUB'],
    ['YTL', 'www.magaza.example.com.tr', 'TRY'],
    ['TL', 'www.magaza.example.com.tr', 'TRY'],
    ['NIS', 'www.shop.example.co.il', 'ILS'],
    ['RMB', 'www.shop.example.cn', 'CNY'],
    ['Lei', 'www.magazin.example.ro', 'RON'],
    ['Euro', 'www.shop.example.de', 'EUR'],
    ['R$', 'www.loja.example.com.br', 'BRL'],
    ['$', 'www.shop.example.ca', 'CAD'],
  ])('reads the currency field %s on %s as %s', (value, host, code) => {
    expect(normalizeCurrencyCode(value, host)).toBe(code);
  });
});
