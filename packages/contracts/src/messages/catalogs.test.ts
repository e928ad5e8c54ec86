import { describe, expect, it } from 'vitest';
import { interpolate, translate } from './catalogs';

describe('translate', () => {
  it('gives the spec messages in each language', () => {
    expect(translate('en', 'errors.WAITLIST_DUPLICATE')).toBe('This email is already on our waitlist');
    expect(translate('es', 'errors.UNAUTHENTICATED')).toBe('No hay una sesión de autenticación');
    expect(translate('pt-BR', 'waitlist.success')).toBe('Você entrou na lista de espera!');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'errors.VALIDATION_ERROR', { fields: 'email' })).toBe('Some fields are invalid: email.');
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });
});
