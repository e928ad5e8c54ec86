import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { listZipEntries } from './sniff-file-type';
import { workbook } from './fixtures/build-files';
import { readCustomerFile } from './read-customer-file';
import { neutralizeCell, writeCustomerExport } from './write-customer-export';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('writeCustomerExport as CSV', () => {
  it('starts with a UTF-8 BOM so Excel shows accents, and quotes as RFC 4180 says', async () => {
    const file = await writeCustomerExport(['Nome', 'Endereço', 'Obs'], [['João', 'Rua A, 10\nApto "5"', 'line 1\nline 2']], 'csv');
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.subarray(3).toString('utf8')).toBe('Nome,Endereço,Obs\r\nJoão,"Rua A, 10\nApto ""5""","line 1\nline 2"\r\n');
  });

  it('neutralises a =HYPERLINK read from a customer CSV, and every other formula lead', async () => {
    const table = await readCustomerFile(utf8('Name,Note\nAna,"=HYPERLINK(""http://evil.example"",""click"")"\nBruno,+1+1\nCarla,-2+3\nDora,@SUM(A1)\n'));
    const file = await writeCustomerExport(table.columns, table.rows, 'csv');
    expect(file.subarray(3).toString('utf8')).toBe(
      'Name,Note\r\nAna,"\'=HYPERLINK(""http://evil.example"",""click"")"\r\nBruno,\'+1+1\r\nCarla,\'-2+3\r\nDora,\'@SUM(A1)\r\n',
    );
  });

  it('reads back as the same table, apart from the neutralising quote', async () => {
    const columns = ['Nome', 'Cidade', 'Obs'];
    const rows = [
      ['João', 'São Paulo', 'a; b, "c"'],
      ['Inês', 'Ribeirão Preto', '=1+1'],
    ];
    const table = await readCustomerFile(await writeCustomerExport(columns, rows, 'csv'));
    expect(table.columns).toEqual(columns);
    expect(table.rows).toEqual([rows[0], ['Inês', 'Ribeirão Preto', "'=1+1"]]);
  });
});

describe('neutralizeCell', () => {
  it.each(['=1+1', '+1+cmd|" /C calc"!A0', '-2+3', '+A1', '-1 ', '@A1', '\tx', '\rx'])('prefixes %j with a quote', (text) => {
    expect(neutralizeCell(text)).toBe(`'${text}`);
  });

  it.each(['Ana', '1-2', 'a=b', "'=quoted", '', '+5511987654321', '-12.50', '-1.234,56'])('leaves %j alone', (text) => {
    expect(neutralizeCell(text)).toBe(text);
  });
});

describe('writeCustomerExport as XLSX', () => {
  it('writes every cell as a plain string that reads back unchanged, never as a formula', async () => {
    const columns = ['Name', 'Phone', 'Note'];
    const rows = [
      ['Ana', '5511987654321', '=HYPERLINK("http://evil.example","click")'],
      ['Bruno', '0012', '2025-01-28'],
    ];
    const file = await writeCustomerExport(columns, rows, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const read: unknown[][] = [];
    sheet.eachRow((row) => {
      const cells: unknown[] = [];
      row.eachCell((cell) => {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
        cells.push(cell.value);
      });
      read.push(cells);
    });
    expect(read).toEqual([columns, ...rows]);
    // No formula element anywhere in the sheet's XML.
    const { names } = listZipEntries(file)!;
    expect(names).toContain('xl/worksheets/sheet1.xml');
    expect(file.includes('<f>')).toBe(false);
  });

  it('keeps the formula text of a source workbook out of the export: only cached results travel', async () => {
    const source = await workbook((book) => {
      book.addWorksheet('Data').addRows([
        ['Name', 'Link'],
        ['Ana', { formula: 'HYPERLINK("http://evil.example","click")', result: 'click' }],
        ['Bruno', { formula: 'HYPERLINK("http://evil.example","x")' }],
      ]);
    });
    const table = await readCustomerFile(source);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await writeCustomerExport(table.columns, table.rows, format);
      expect(file.includes('evil'), format).toBe(false);
      expect(file.includes('HYPERLINK'), format).toBe(false);
    }
    expect(table.rows).toEqual([
      ['Ana', 'click'],
      ['Bruno', ''],
    ]);
  });
});
