import { describe, expect, it } from 'vitest';
import { parseAmount, speakable } from './speakable';

describe('speakable', () => {
  it('says prices in words in each language', () => {
    expect(speakable('Agora por apenas R$ 1.299,90. São 25% de desconto!', 'pt-BR')).toBe('Agora por apenas 1299 reais e 90 centavos. São 25 por cento de desconto!');
    expect(speakable('Now only $1,299.90, down from $1,599.90.', 'en', 'USD')).toBe('Now only 1299 dollars and 90 cents, down from 1599 dollars and 90 cents.');
    expect(speakable('Ahora por solo 1299,90\u00a0€.', 'es')).toBe('Ahora por solo 1299 euros con 90 céntimos.');
    expect(speakable('Solo $499 hoy', 'es', 'MXN')).toBe('Solo 499 pesos hoy');
    expect(speakable('Ahora por solo USD\u00a049.90.', 'es', 'USD')).toBe('Ahora por solo 49 dólares con 90 centavos.');
    expect(speakable('Por apenas US$\u00a049,90 e 30 LED.', 'pt-BR', 'USD')).toBe('Por apenas 49 dólares e 90 centavos e 30 LED.');
  });

  it('leaves text without money alone', () => {
    expect(speakable('Até 57 horas de bateria, 5 minutos de carga.', 'pt-BR')).toBe('Até 57 horas de bateria, 5 minutos de carga.');
  });

  it('reads both ways of writing amounts', () => {
    expect(parseAmount('1.299,90')).toBe(1299.9);
    expect(parseAmount('1,299.90')).toBe(1299.9);
    expect(parseAmount('9.999.999,99')).toBe(9999999.99);
    expect(parseAmount('49')).toBe(49);
    expect(parseAmount('1.299')).toBe(1299);
  });
});
