import { PRIVACY_UPDATED_ON, TERMS_UPDATED_ON } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './legal-date';

describe('formatLegalDate', () => {
  it.each([
    ['en', TERMS_UPDATED_ON, 'January 28, 2025'],
    ['es', TERMS_UPDATED_ON, '28 de enero de 2025'],
    ['pt-BR', TERMS_UPDATED_ON, '28 de janeiro de 2025'],
    ['en', PRIVACY_UPDATED_ON, 'October 10, 2025'],
    ['es', PRIVACY_UPDATED_ON, '10 de octubre de 2025'],
    ['pt-BR', PRIVACY_UPDATED_ON, '10 de outubro de 2025'],
  ])('writes the date in %s', (language, date, expected) => {
    expect(formatLegalDate(date, language)).toBe(expected);
  });
});
