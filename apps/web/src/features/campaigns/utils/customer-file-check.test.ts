import { MAX_CUSTOMER_FILE_BYTES } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { checkCustomerFile, formatBytes } from './customer-file-check';

const TYPE_INVALID = { key: 'shared:errors.CUSTOMER_FILE_TYPE_INVALID' };

describe('checkCustomerFile', () => {
  it.each([
    ['customers.csv', 'text/csv'],
    ['CUSTOMERS.CSV', ''],
    ['export.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['list.tsv', ''],
    ['list.txt', 'text/plain'],
    // Windows with Excel installed names CSV files so.
    ['list.csv', 'application/vnd.ms-excel'],
    ['no-extension', 'text/csv'],
  ])('lets %s (%s) go', (name, type) => expect(checkCustomerFile({ name, type, size: 100 })).toBeNull());

  it.each([
    ['photo.png', 'image/png'],
    ['list.pdf', 'application/pdf'],
    ['archive.zip', 'application/zip'],
    // Old binary Excel: the server cannot read it either.
    ['old.xls', 'application/vnd.ms-excel'],
    // The name decides over the type the browser guessed.
    ['list.csv.exe', 'text/csv'],
    ['no-extension', 'application/octet-stream'],
    ['no-extension', ''],
  ])("refuses %s (%s) with the spec's sentence", (name, type) => expect(checkCustomerFile({ name, type, size: 100 })).toEqual(TYPE_INVALID));

  it('refuses an empty file and one over 10 MB, saying the limit', () => {
    expect(checkCustomerFile({ name: 'a.csv', type: 'text/csv', size: 0 })).toEqual({ key: 'shared:errors.CUSTOMER_FILE_EMPTY' });
    expect(checkCustomerFile({ name: 'a.csv', type: 'text/csv', size: MAX_CUSTOMER_FILE_BYTES })).toBeNull();
    expect(checkCustomerFile({ name: 'a.csv', type: 'text/csv', size: MAX_CUSTOMER_FILE_BYTES + 1 })).toEqual({
      key: 'shared:errors.CUSTOMER_FILE_TOO_LARGE',
      params: { limit: '10 MB' },
    });
  });
});

describe('formatBytes', () => {
  it('writes sizes in the page’s language', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(34_000, 'en')).toBe('33 KB');
    expect(formatBytes(1_300_000, 'en')).toBe('1.2 MB');
    expect(formatBytes(1_300_000, 'pt-BR')).toBe('1,2 MB');
  });
});
