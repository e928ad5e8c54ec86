import { describe, expect, it } from 'vitest';
import { readingChange, sheetChoices, shownReading } from './file-reading';

const workbook = { kind: 'xlsx' as const, sheets: ['Julho', 'Agosto'], sheet: 'Julho', has_header: true };

describe('sheetChoices', () => {
  it('offers the sheets of a workbook that has more than one', () => {
    expect(sheetChoices(workbook)).toEqual(['Julho', 'Agosto']);
    expect(sheetChoices({ kind: 'xlsx', sheets: ['Clientes'] })).toEqual([]);
    expect(sheetChoices({ kind: 'csv', sheets: null })).toEqual([]);
  });
});

describe('shownReading', () => {
  it('shows the server’s reading, or the one being saved', () => {
    expect(shownReading(workbook, undefined)).toEqual({ sheet: 'Julho', hasHeader: true });
    expect(shownReading(workbook, { sheet: 'Agosto' })).toEqual({ sheet: 'Agosto', hasHeader: true });
    expect(shownReading(workbook, { has_header: false })).toEqual({ sheet: 'Julho', hasHeader: false });
    // Another section's save says nothing of the file.
    expect(shownReading(workbook, { name: 'August' })).toEqual({ sheet: 'Julho', hasHeader: true });
  });
});

describe('readingChange', () => {
  it('sends only a choice that reads the file another way', () => {
    expect(readingChange(workbook, { sheet: 'Agosto' })).toEqual({ sheet: 'Agosto' });
    expect(readingChange(workbook, { sheet: 'Julho' })).toBeNull();
    expect(readingChange(workbook, { hasHeader: false })).toEqual({ has_header: false });
    expect(readingChange({ sheet: null, has_header: false }, { hasHeader: true })).toEqual({ has_header: true });
    expect(readingChange({ sheet: null, has_header: false }, { hasHeader: false })).toBeNull();
  });
});
