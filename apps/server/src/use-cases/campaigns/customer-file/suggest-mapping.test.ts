import { describe, expect, it } from 'vitest';
import type { CustomerTable } from './read-customer-file';
import { slugify, suggestMapping } from './suggest-mapping';

function table(columns: string[], rows: string[][] = [], hasHeader = true): CustomerTable {
  return { kind: 'csv', hasHeader, columns, rows, rowNumbers: rows.map((_, i) => i + 2) };
}

describe('suggestMapping', () => {
  it('recognises English headers', () => {
    const mapping = suggestMapping(table(['First name', 'Full name', 'E-mail', 'Phone', 'Amount', 'Due date', 'Payment link', 'Plan', 'Offer']));
    expect(Object.values(mapping)).toEqual(['first_name', 'name', 'email', 'phone', 'amount', 'due_date', 'payment_link', 'plan', 'offer']);
  });

  it('recognises Portuguese headers and slugs the others without accents', () => {
    const mapping = suggestMapping(table(['Nome', 'Nome completo', 'E-mail', 'Celular', 'Valor', 'Data de vencimento', 'Link de pagamento', 'Plano', 'Valor da dívida', 'Observações']));
    expect(mapping).toEqual({
      0: 'first_name',
      1: 'name',
      2: 'email',
      3: 'phone',
      4: 'amount',
      5: 'due_date',
      6: 'payment_link',
      7: 'plan',
      8: 'valor_da_divida',
      9: 'observacoes',
    });
  });

  it('recognises Spanish headers', () => {
    const mapping = suggestMapping(table(['Nombre', 'Nombre completo', 'Correo electrónico', 'Teléfono', 'Monto', 'Fecha de vencimiento', 'Enlace de pago', 'Oferta', 'Sucursal']));
    expect(Object.values(mapping)).toEqual(['first_name', 'name', 'email', 'phone', 'amount', 'due_date', 'payment_link', 'offer', 'sucursal']);
  });

  it.each([
    ['WhatsApp', 'phone'],
    ['Móvil', 'phone'],
    ['Telefone', 'phone'],
    ['Correo', 'email'],
    ['E-mail do cliente', 'email'],
    ['Celular (WhatsApp)', 'phone'],
    ['Importe', 'amount'],
    ['Vencimiento', 'due_date'],
  ])('maps "%s" to %s', (header, variable) => {
    expect(suggestMapping(table([header]))[0]).toBe(variable);
  });

  it('never gives two columns one variable', () => {
    const mapping = suggestMapping(table(['Email', 'E-mail', 'email_2', 'Cidade', 'cidade!', 'Nome', 'Nombre']));
    expect(mapping).toEqual({ 0: 'email', 1: 'e_mail', 2: 'email_2', 3: 'cidade', 4: 'cidade_2', 5: 'first_name', 6: 'nombre' });
    expect(new Set(Object.values(mapping)).size).toBe(7);
  });

  it('finds the e-mail column by its values when its header says something else', () => {
    const mapping = suggestMapping(table(['Cliente', 'Contato'], [['Ana', 'ana@example.com'], ['Bruno', 'bruno@example.com']]));
    expect(mapping).toEqual({ 0: 'name', 1: 'email' });
  });

  it('finds e-mail and phone columns by their values in a file without a header', () => {
    const rows = [
      ['Ana Souza', '(11) 98765-4321', 'ana@example.com', 'Gold'],
      ['Bruno Lima', '+55 21 91234-5678', 'bruno@example.com', 'Silver'],
    ];
    const mapping = suggestMapping(table(['Column 1', 'Column 2', 'Column 3', 'Column 4'], rows, false));
    expect(mapping).toEqual({ 0: 'column_1', 1: 'phone', 2: 'email', 3: 'column_4' });
  });

  it('does not take an ID column for a phone when the header names it', () => {
    const mapping = suggestMapping(table(['CPF', 'Nome'], [['12345678901', 'Ana']]));
    expect(mapping).toEqual({ 0: 'cpf', 1: 'first_name' });
  });
});

describe('slugify', () => {
  it.each([
    ['Valor da dívida', 'valor_da_divida'],
    ['Fecha de vencimiento', 'fecha_de_vencimiento'],
    ['  Código  Postal (CEP) ', 'codigo_postal_cep'],
    ['2ª via', 'col_2a_via'],
    ['Ñandú', 'nandu'],
    ['名前', ''],
  ])('turns "%s" into "%s"', (header, slug) => {
    expect(slugify(header)).toBe(slug);
  });
});
