import { describe, expect, it } from 'vitest';
import { carryMapping } from './carry-mapping';
import type { CustomerTable } from './read-customer-file';

function table(sheet: string, columns: string[], hasHeader = true, rows: string[][] = []): CustomerTable {
  return { kind: 'xlsx', sheet, sheets: ['Jan', 'Feb'], hasHeader, columns, rows, rowNumbers: rows.map((_, i) => i + 2) };
}

describe('carryMapping', () => {
  it('keeps the mapping as it is when the file reads the same, a column left unused included', () => {
    const same = table('Jan', ['Name', 'Email', 'Notes']);
    expect(carryMapping({ 0: 'client', 1: 'email' }, same, same)).toEqual({ 0: 'client', 1: 'email' });
  });

  it('keeps the user’s variables where a column of the same name is on the new sheet, and suggests the rest', () => {
    const before = table('Jan', ['Name', 'Email', 'Value']);
    const after = table('Feb', ['Email', 'Value', 'Offer', 'E-mail 2']);
    // "Value" was named by the user; "Offer" is new and gets its known variable.
    expect(carryMapping({ 0: 'name', 1: 'email', 2: 'amount' }, before, after)).toEqual({ 0: 'email', 1: 'amount', 2: 'offer', 3: 'e_mail_2' });
  });

  it('leaves out a suggestion whose variable a kept column already fills', () => {
    const before = table('Jan', ['Contact', 'Name']);
    const after = table('Feb', ['Email', 'Contact']);
    expect(carryMapping({ 0: 'email', 1: 'name' }, before, after)).toEqual({ 1: 'email' });
  });

  it('suggests afresh when either reading has no header: "Column 1" says nothing of what the column holds', () => {
    const people = [['Ana', 'ana@example.com'], ['Bia', 'bia@example.com'], ['Caio', 'caio@example.com']];
    const headed = table('Jan', ['Name', 'Email'], true, people);
    const bare = table('Jan', ['Column 1', 'Column 2'], false, [['Name', 'Email'], ...people]);
    expect(carryMapping({ 0: 'client', 1: 'email' }, headed, bare)).toEqual({ 0: 'column_1', 1: 'email' });
    expect(carryMapping({ 0: 'column_1', 1: 'email' }, bare, headed)).toEqual({ 0: 'name', 1: 'email' });
    const otherBare = table('Feb', ['Column 1', 'Column 2'], false, [['x', 'y']]);
    expect(carryMapping({ 0: 'client', 1: 'email' }, bare, otherBare)).toEqual({ 0: 'column_1', 1: 'column_2' });
  });
});
