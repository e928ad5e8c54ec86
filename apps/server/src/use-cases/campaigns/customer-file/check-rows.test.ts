import { translate } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { checkRows, normalizePhone, skipMessageKey } from './check-rows';
import type { CustomerTable } from './read-customer-file';

function table(columns: string[], rows: string[][]): CustomerTable {
  return { kind: 'csv', hasHeader: true, columns, rows, rowNumbers: rows.map((_, i) => i + 2) };
}

const COLUMNS = ['Nome', 'E-mail', 'Celular', 'Valor'];
const MAPPING = { 0: 'first_name', 1: 'email', 2: 'phone', 3: 'amount' };

describe('checkRows', () => {
  it('gives each good row its variables, its e-mail and its phone in E.164', () => {
    const { recipients, skipped } = checkRows(table(COLUMNS, [['João', 'Joao@Example.com', '(11) 98765-4321', '1.299,90']]), MAPPING, {
      requiredVariables: ['first_name'],
      defaultCountry: 'BR',
    });
    expect(skipped).toEqual([]);
    expect(recipients).toEqual([
      {
        row: 2,
        variables: { first_name: 'João', email: 'Joao@Example.com', phone: '(11) 98765-4321', amount: '1.299,90' },
        email: 'Joao@Example.com',
        phone: '+5511987654321',
      },
    ]);
  });

  it('skips the second and later rows with an e-mail already seen, whatever its case, naming the first row', () => {
    const rows = [
      ['Ana', 'ana@example.com', '', '10'],
      ['Bruno', 'bruno@example.com', '', '20'],
      ['Ana 2', 'ANA@Example.COM', '', '30'],
      ['Ana 3', ' ana@example.com ', '', '40'],
    ];
    const { recipients, skipped } = checkRows(table(COLUMNS, rows), MAPPING, { requiredVariables: [] });
    expect(recipients.map((recipient) => recipient.row)).toEqual([2, 3]);
    expect(skipped).toEqual([
      { row: 4, reason: 'DUPLICATE_EMAIL', detail: '2' },
      { row: 5, reason: 'DUPLICATE_EMAIL', detail: '2' },
    ]);
  });

  it('lets a later row have the e-mail of a row that was skipped for another reason', () => {
    const rows = [
      ['', 'ana@example.com', '', '10'],
      ['Ana', 'ana@example.com', '', '10'],
    ];
    const { recipients, skipped } = checkRows(table(COLUMNS, rows), MAPPING, { requiredVariables: ['first_name'] });
    expect(skipped).toEqual([{ row: 2, reason: 'MISSING_VARIABLE', detail: 'first_name' }]);
    expect(recipients.map((recipient) => recipient.row)).toEqual([3]);
  });

  it('skips invalid e-mails, including a domain without a dot', () => {
    const rows = [
      ['Ana', 'ana.example.com', '', '1'],
      ['Bruno', 'bruno@gmail', '', '1'],
      ['Carla', 'carla @example.com', '', '1'],
    ];
    const { recipients, skipped } = checkRows(table(COLUMNS, rows), MAPPING, { requiredVariables: [] });
    expect(recipients).toEqual([]);
    expect(skipped).toEqual([
      { row: 2, reason: 'INVALID_EMAIL', detail: 'ana.example.com' },
      { row: 3, reason: 'INVALID_EMAIL', detail: 'bruno@gmail' },
      { row: 4, reason: 'INVALID_EMAIL', detail: 'carla @example.com' },
    ]);
  });

  it('skips invalid phones and keeps the bad value short', () => {
    const long = `call me ${'9'.repeat(80)}`;
    const rows = [
      ['Ana', '', '12345', '1'],
      ['Bruno', '', long, '1'],
      ['Carla', '', '(11) 1234-5678', '1'],
    ];
    const { skipped } = checkRows(table(COLUMNS, rows), MAPPING, { requiredVariables: [], defaultCountry: 'BR' });
    expect(skipped.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 2, reason: 'INVALID_PHONE' },
      { row: 3, reason: 'INVALID_PHONE' },
      { row: 4, reason: 'INVALID_PHONE' },
    ]);
    expect(skipped[0]?.detail).toBe('12345');
    expect(skipped[1]?.detail).toHaveLength(60);
  });

  it('takes empty e-mail and phone cells as optional, not as errors', () => {
    const { recipients, skipped } = checkRows(table(COLUMNS, [['Ana', '', '', '10']]), MAPPING, { requiredVariables: ['first_name'], defaultCountry: 'BR' });
    expect(skipped).toEqual([]);
    expect(recipients).toEqual([{ row: 2, variables: { first_name: 'Ana', email: '', phone: '', amount: '10' } }]);
  });

  it('skips a row that leaves a required variable empty, naming the first one missing', () => {
    const rows = [
      ['Ana', 'ana@example.com', '', ''],
      ['Bruno', 'bruno@example.com', '', '   '],
      ['Carla', 'carla@example.com', '', '30'],
    ];
    const { recipients, skipped } = checkRows(table(COLUMNS, rows), MAPPING, { requiredVariables: ['first_name', 'amount', 'due_date'] });
    expect(recipients).toEqual([]);
    expect(skipped).toEqual([
      { row: 2, reason: 'MISSING_VARIABLE', detail: 'amount' },
      { row: 3, reason: 'MISSING_VARIABLE', detail: 'amount' },
      // due_date has no column at all.
      { row: 4, reason: 'MISSING_VARIABLE', detail: 'due_date' },
    ]);
  });

  it('fills first_name from the full name when no column gives it', () => {
    const { recipients } = checkRows(table(['Nome completo'], [['Maria da Silva']]), { 0: 'name' }, { requiredVariables: ['first_name'] });
    expect(recipients[0]?.variables).toEqual({ name: 'Maria da Silva', first_name: 'Maria' });
  });

  it('reports rows by the number the file shows, not their index', () => {
    const sparse: CustomerTable = { ...table(COLUMNS, [['Ana', 'bad', '', '1']]), rowNumbers: [17] };
    expect(checkRows(sparse, MAPPING, { requiredVariables: [] }).skipped).toEqual([{ row: 17, reason: 'INVALID_EMAIL', detail: 'bad' }]);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(11) 98765-4321', 'BR', '+5511987654321'],
    ['11 98765 4321', 'BR', '+5511987654321'],
    ['+55 11 98765-4321', undefined, '+5511987654321'],
    ['5511987654321', undefined, '+5511987654321'],
    ['0055 11 98765-4321', undefined, '+5511987654321'],
    ['612 345 678', 'ES', '+34612345678'],
    ['55 1234 5678', 'MX', '+525512345678'],
    ['(202) 555-0143', 'US', '+12025550143'],
    ['(123) 456-7890', 'US', undefined],
    ['98765-4321', 'BR', undefined],
    ['(11) 98765-4321', undefined, undefined],
  ] as const)('reads %s with default country %s as %s', (text, country, expected) => {
    expect(normalizePhone(text, country)).toBe(expected);
  });
});

describe('skip messages', () => {
  it('exist in the three languages with the row and the detail', () => {
    const key = skipMessageKey('DUPLICATE_EMAIL');
    expect(translate('en', key, { row: 7, detail: '3' })).toBe('Row 7: this email address already appears in row 3.');
    expect(translate('es', key, { row: 7, detail: '3' })).toBe('Fila 7: este correo electrónico ya aparece en la fila 3.');
    expect(translate('pt-BR', key, { row: 7, detail: '3' })).toBe('Linha 7: este e-mail já aparece na linha 3.');
    expect(translate('pt-BR', skipMessageKey('INVALID_PHONE'), { row: 2, detail: '12345' })).toBe('Linha 2: "12345" não é um número de telefone válido.');
  });
});
