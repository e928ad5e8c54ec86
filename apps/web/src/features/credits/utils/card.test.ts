import { MESSAGES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  CARD_FIELD_OF_ERROR,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkNameOnCard,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isCardErrorCode,
} from './card';

describe('checkCardNumber (Luhn, 12–19 digits)', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242', '4000 0000 0000 0002', '4242-4242-4242-4242', '5555555555554444', '378282246310005'])('accepts %s', (number) => {
    expect(checkCardNumber(number)).toBeNull();
  });

  it.each([
    ['a wrong check digit', '4242 4242 4242 4241'],
    ['too few digits', '4242 4242 42'],
    ['too many digits', '4242 4242 4242 4242 4242'],
    ['letters', '4242 4242 4242 424a'],
    ['nothing', ''],
  ])('refuses %s', (_case, number) => {
    expect(checkCardNumber(number)).toBe('CARD_NUMBER_INVALID');
  });
});

describe('checkExpiry (MM/YY, this month or later, in UTC as the server)', () => {
  const now = new Date('2026-11-22T04:00:00Z');

  it.each(['11/26', '12/26', '01/27', '12/99', ' 03 / 30 '])('accepts %s', (expiry) => {
    expect(checkExpiry(expiry, now)).toBeNull();
  });

  it.each([
    ['last month', '10/26'],
    ['last year', '12/25'],
    ['month 13', '13/27'],
    ['month 00', '00/27'],
    ['a four-digit year', '12/2027'],
    ['no slash', '1227'],
    ['nothing', ''],
  ])('refuses %s', (_case, expiry) => {
    expect(checkExpiry(expiry, now)).toBe('CARD_EXPIRY_INVALID');
  });

  it('counts the month by UTC, as the server does', () => {
    // Still October in UTC-3, already November in UTC: a card of 10/26 has expired for the server.
    expect(checkExpiry('10/26', new Date('2026-11-01T01:00:00Z'))).toBe('CARD_EXPIRY_INVALID');
  });
});

describe('checkCvc and checkNameOnCard', () => {
  it.each(['123', '1234'])('accepts the CVC %s', (cvc) => expect(checkCvc(cvc)).toBeNull());
  it.each(['12', '12345', '12a', ''])('refuses the CVC %j', (cvc) => expect(checkCvc(cvc)).toBe('CARD_CVC_INVALID'));
  it('wants a name that is not blank', () => {
    expect(checkNameOnCard('Ana Souza')).toBeNull();
    expect(checkNameOnCard('   ')).toBe('CARD_NAME_REQUIRED');
  });
});

describe('formatting as the buyer types', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['42424', '4242 4'],
    ['4242-4242', '4242 4242'],
    ['4242 4242 4242 4242 4242', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('groups the card number %j as %j', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['12/2999', '12/29'],
    ['4', '04'],
    ['429', '04/29'],
    ['', ''],
  ])('writes the expiry %j as %j', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));

  it('keeps at most 4 digits of the CVC', () => expect(formatCvc('12a345')).toBe('1234'));
});

describe('the error codes', () => {
  it('are the server’s, each with its field and a message in every language', () => {
    for (const code of Object.keys(CARD_FIELD_OF_ERROR)) {
      expect(isCardErrorCode(code)).toBe(true);
      for (const language of ['en', 'es', 'pt-BR'] as const) expect(MESSAGES[language].errors[code as keyof typeof MESSAGES.en.errors]).toBeTruthy();
    }
    expect(isCardErrorCode('CARD_DECLINED')).toBe(false);
    expect(MESSAGES.en.errors.CARD_EXPIRY_INVALID).toBe('Please enter a valid expiry date (MM/YY) in the future.');
    expect(MESSAGES.es.errors.CARD_NUMBER_INVALID).toBe('Introduce un número de tarjeta válido.');
  });
});
