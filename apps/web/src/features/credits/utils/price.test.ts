import { PLANS } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { currencyForLanguage, formatPrice } from './price';

describe('currencyForLanguage', () => {
  it('is BRL on Brazilian Portuguese pages and USD elsewhere (DESIGN.md)', () => {
    expect(currencyForLanguage('pt-BR')).toBe('BRL');
    expect(currencyForLanguage('en')).toBe('USD');
    expect(currencyForLanguage('es')).toBe('USD');
  });
});

describe('formatPrice', () => {
  // Intl separates symbol and number with a no-break space in Spanish and Portuguese.
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes each pack’s price as people of the page’s language do', () => {
    const [basic, standard, premium] = PLANS;
    expect(formatPrice(basic.price.USD, 'USD', 'en')).toBe('$9');
    expect(formatPrice(standard.price.USD, 'USD', 'en')).toBe('$39');
    expect(plain(formatPrice(premium.price.USD, 'USD', 'es'))).toBe('99 US$');
    expect(plain(formatPrice(basic.price.BRL, 'BRL', 'pt-BR'))).toBe('R$ 49');
    expect(plain(formatPrice(premium.price.BRL, 'BRL', 'pt-BR'))).toBe('R$ 499');
  });

  it('shows cents only when there are some', () => {
    expect(formatPrice(0.66, 'USD', 'en')).toBe('$0.66');
    expect(plain(formatPrice(4.9, 'BRL', 'pt-BR'))).toBe('R$ 4,90');
    expect(formatPrice(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });
});
