import { describe, expect, it } from 'vitest';
import { findPrintedPrice } from './printed-price';

describe('findPrintedPrice', () => {
  it('finds the amount however it is grouped and marked, with a currency right beside it', () => {
    expect(findPrintedPrice('Preço R$ 1.299,90 à vista', '1299.90', 'loja.com.br')).toEqual({ currency: 'BRL' });
    expect(findPrintedPrice('44 890 тг.', '44890')).toEqual({ currency: 'KZT' });
    expect(findPrintedPrice('CHF 1’299.– inkl.', '1299')).toEqual({ currency: 'CHF' });
    expect(findPrintedPrice("CHF 1'299.-- inkl.", '1299')).toEqual({ currency: 'CHF' });
    expect(findPrintedPrice('USD 25.00', '25')).toEqual({ currency: 'USD' });
    // Printed twice, the second time with its sign: "1,679" is no group of a larger number there.
    expect(findPrintedPrice('רק 1,679 1679 ₪', '1679')).toEqual({ currency: 'ILS' });
    // "$" alone names no one currency.
    expect(findPrintedPrice('Now $49', '49')).toEqual({});
  });

  it('takes an English word that is also an ISO code for a currency only when the tag names it', () => {
    expect(findPrintedPrice('BIC CRISTAL PEN 10 PACK\n$10.00', '10', 'shop.example.com')).toEqual({});
    expect(findPrintedPrice('Cuaderno\nPEN 10', '10', 'tienda.example.com', 'PEN')).toEqual({ currency: 'PEN' });
    expect(findPrintedPrice('Rp 150.000', '150000', 'toko.example.co.id')).toEqual({ currency: 'IDR' });
  });

  it('refuses part of another number, a currency farther away, and capitals that name none', () => {
    expect(findPrintedPrice('R$ 1.299,90', '299.90')).toBeUndefined();
    expect(findPrintedPrice('€ 1 299', '299')).toBeUndefined();
    expect(findPrintedPrice('R$ 29,90', '29')).toBeUndefined();
    expect(findPrintedPrice('COLOR: 29', '29')).toBeUndefined();
    expect(findPrintedPrice('512 SSD', '512')).toBeUndefined();
    expect(findPrintedPrice('Parcele em 12x sem juros de R$ 99,90', '12')).toBeUndefined();
  });
});
