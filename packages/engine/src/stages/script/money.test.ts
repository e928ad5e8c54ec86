import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice, spokenPrice } from './money';

describe('money', () => {
  it('formats prices the way each language reads them', () => {
    expect(formatPrice(1299.9, 'BRL', 'pt-BR')).toBe('R$\u00a01.299,90');
    expect(formatPrice(1299.9, 'USD', 'en')).toBe('$1,299.90');
    expect(formatPrice(1299.9, 'EUR', 'es')).toBe('1299,90\u00a0€');
    expect(formatPrice(49, 'USD', 'en')).toBe('$49');
    expect(formatPrice(9_999_999.99, 'BRL', 'pt-BR')).toBe('R$\u00a09.999.999,99');
    expect(formatPrice(10, undefined, 'en')).toBe('10');
    expect(formatPrice(10, 'XYZ', 'en')).toMatch(/10/);
    // Spanish reads pesos the Mexican way, and a currency away from home keeps a symbol of its own.
    expect(formatPrice(1299.9, 'MXN', 'es')).toBe('$1,299.90');
    expect(formatPrice(1299.9, 'ARS', 'es')).toBe('$\u00a01.299,90');
    expect(formatPrice(49.9, 'USD', 'pt-BR')).toBe('US$\u00a049,90');
    expect(formatPrice(49.9, 'BRL', 'es')).toBe('BRL\u00a049.90');
  });

  it('says prices in words a voice reads well', () => {
    expect(spokenPrice(1299.9, 'BRL', 'pt-BR')).toBe('1299 reais e 90 centavos');
    expect(spokenPrice(1, 'USD', 'en')).toBe('1 dollar');
    expect(spokenPrice(20.01, 'MXN', 'es')).toBe('20 pesos con 1 centavo');
    expect(spokenPrice(5, 'CAD', 'en')).toBe('5 C A D');
  });

  it('computes a whole-percent discount only when the old price is higher', () => {
    expect(discountPercent(299.9, 399.9)).toBe(25);
    expect(discountPercent(100, 100)).toBeUndefined();
    expect(discountPercent(100, 90)).toBeUndefined();
    expect(discountPercent(100, undefined)).toBeUndefined();
  });
});
