import { describe, expect, it } from 'vitest';
import { detectHeader } from './detect-header';

describe('detectHeader', () => {
  it.each([
    ['labels over customers', [['Nome', 'E-mail', 'Celular'], ['Ana', 'ana@example.com', '(11) 98765-4321']]],
    ['labels over amounts and dates', [['Cliente', 'Monto', 'Fecha de vencimiento'], ['Ana', '1.299,90', '28/01/2025']]],
    ['a label row with a year among words', [['Name', 'City', '2024'], ['Ana', 'Lima', '10']]],
    ['labels with nothing under them', [['Name', 'Email']]],
  ])('sees a header in %s', (_name, rows) => {
    expect(detectHeader(rows)).toBe(true);
  });

  it.each([
    ['a first row with an e-mail', [['Ana', 'ana@example.com'], ['Bruno', 'bruno@example.com']]],
    ['a first row with a phone', [['Ana', '+55 11 98765-4321'], ['Bruno', '+55 11 91234-5678']]],
    ['a first row with a bare long phone from Excel', [['Ana', '5511987654321']]],
    ['a first row of numbers', [['10', '20', 'x'], ['30', '40', 'y']]],
    ['a first row with an empty cell before the last', [['Name', '', 'Plan'], ['Ana', 'x', 'Gold']]],
    ['a first row with a date', [['Ana', '2025-01-28']]],
    ['a first row whose values repeat in the rows under it', [['Ana', 'SP'], ['Bruno', 'SP'], ['Carla', 'RJ']]],
    ['a first row with the same label twice', [['Ana', 'Ana'], ['Bruno', 'Bruno']]],
    ['a first row with a long sentence', [['Hello Ana, your invoice of January is ready and waiting for you in the portal', 'x']]],
  ])('sees no header in %s', (_name, rows) => {
    expect(detectHeader(rows)).toBe(false);
  });
});
