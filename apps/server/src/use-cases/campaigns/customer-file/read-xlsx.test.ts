import { describe, expect, it } from 'vitest';
import { excelStyleWorkbook, workbook } from './fixtures/build-files';
import { readCustomerFile } from './read-customer-file';
import { formatNumber } from './read-xlsx';

describe('readCustomerFile on Excel workbooks', () => {
  const twoSheets = () =>
    workbook((book) => {
      book.addWorksheet('Clientes').addRows([
        ['Nome', 'E-mail'],
        ['Ana', 'ana@example.com'],
      ]);
      book.addWorksheet('Inadimplentes').addRows([
        ['Nome', 'Valor'],
        ['Bruno', 350],
        ['Carla', 99.9],
      ]);
    });

  it('reads the first sheet by default and lists every sheet', async () => {
    const table = await readCustomerFile(await twoSheets());
    expect(table).toEqual({
      kind: 'xlsx',
      sheets: ['Clientes', 'Inadimplentes'],
      sheet: 'Clientes',
      hasHeader: true,
      columns: ['Nome', 'E-mail'],
      rows: [['Ana', 'ana@example.com']],
      rowNumbers: [2],
    });
  });

  it('reads the sheet the user chose, by its name or the name in another case', async () => {
    const bytes = await twoSheets();
    const chosen = await readCustomerFile(bytes, { sheet: 'Inadimplentes' });
    expect(chosen.sheet).toBe('Inadimplentes');
    expect(chosen.rows).toEqual([
      ['Bruno', '350'],
      ['Carla', '99.9'],
    ]);
    expect((await readCustomerFile(bytes, { sheet: ' inadimplentes ' })).sheet).toBe('Inadimplentes');
  });

  it('names the sheets there are when the chosen one does not exist', async () => {
    await expect(readCustomerFile(await twoSheets(), { sheet: 'Plan1' })).rejects.toMatchObject({
      code: 'CUSTOMER_FILE_SHEET_NOT_FOUND',
      params: { sheet: 'Plan1', sheets: 'Clientes, Inadimplentes' },
    });
  });

  it('skips a hidden first sheet by default, as Excel opens on a visible one', async () => {
    const bytes = await workbook((book) => {
      book.addWorksheet('Lookup', { state: 'hidden' }).addRow(['code', 'label']);
      book.addWorksheet('Customers').addRows([['Email'], ['ana@example.com']]);
    });
    const table = await readCustomerFile(bytes);
    expect(table.sheets).toEqual(['Lookup', 'Customers']);
    expect(table.sheet).toBe('Customers');
  });

  it('shows numbers, phones, dates, booleans, rich text and links as the sheet shows them', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Data');
      sheet.addRow(['Price', 'Phone', 'Due', 'Paid at', 'Share', 'Active', 'Greeting', 'Link', 'Total']);
      sheet.addRow([
        1299.9,
        5511987654321,
        new Date(Date.UTC(2025, 0, 28)),
        new Date(Date.UTC(2025, 1, 3, 14, 30)),
        0.15,
        true,
        { richText: [{ text: 'Olá, ' }, { font: { bold: true }, text: 'João' }] },
        { text: 'Pay now', hyperlink: 'https://pay.example.com/abc' },
        0.1 + 0.2,
      ]);
      sheet.getCell('E2').numFmt = '0%';
    });
    const table = await readCustomerFile(bytes);
    expect(table.rows).toEqual([['1299.9', '5511987654321', '2025-01-28', '2025-02-03 14:30', '15%', 'TRUE', 'Olá, João', 'Pay now', '0.3']]);
  });

  it('never evaluates a formula nor keeps its text: the cached result, or nothing', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Data');
      sheet.addRow(['Name', 'Total', 'Link', 'Broken', 'Copy']);
      sheet.addRow(['Ana', { formula: 'SUM(1,2)', result: 3 }, { formula: 'HYPERLINK("http://evil.example","click")' }, { formula: 'VLOOKUP(A2,X:Y,2,0)', result: { error: '#N/A' } }, { formula: 'A2', result: 'Ana' }]);
      sheet.addRow(['Bruno', { sharedFormula: 'B2', result: 7 }, '', '', '']);
    });
    const table = await readCustomerFile(bytes);
    expect(table.rows).toEqual([
      ['Ana', '3', '', '', 'Ana'],
      ['Bruno', '7', '', '', ''],
    ]);
    expect(JSON.stringify(table)).not.toMatch(/HYPERLINK|evil|SUM|VLOOKUP/);
  });

  it('reads a workbook written as Excel writes one: shared and inline strings, date styles, cached formula results', async () => {
    const bytes = excelStyleWorkbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>' +
        '<row r="3"><c r="A3" t="inlineStr"><is><t>João</t></is></c><c r="B3" s="1"><v>45685</v></c>' +
        '<c r="C3" t="str"><f>HYPERLINK("http://evil.example","Pagar")</f><v>Pagar</v></c><c r="D3"><f>1+1</f></c><c r="E3" s="1"><f>B3+30</f><v>45715</v></c></row>',
      ['Nome', 'Vencimento', 'Link', 'Total', 'Novo vencimento'],
    );
    const table = await readCustomerFile(bytes);
    expect(table.sheet).toBe('Clientes');
    expect(table.columns).toEqual(['Nome', 'Vencimento', 'Link', 'Total', 'Novo vencimento']);
    expect(table.rows).toEqual([['João', '2025-01-28', 'Pagar', '', '2025-02-27']]);
    // Row 2 is empty in the sheet.
    expect(table.rowNumbers).toEqual([3]);
  });

  it('reads merged cells as empty beyond their first cell, and keeps sheet row numbers after blank rows', async () => {
    const bytes = await workbook((book) => {
      const sheet = book.addWorksheet('Data');
      sheet.getCell('A3').value = 'Name';
      sheet.getCell('B3').value = 'Region';
      sheet.getCell('A4').value = 'Ana';
      sheet.getCell('B4').value = 'South';
      sheet.getCell('A5').value = 'Bruno';
      sheet.mergeCells('B4:B5');
    });
    const table = await readCustomerFile(bytes);
    expect(table.columns).toEqual(['Name', 'Region']);
    expect(table.rows).toEqual([
      ['Ana', 'South'],
      ['Bruno', ''],
    ]);
    expect(table.rowNumbers).toEqual([4, 5]);
  });

  it('refuses, without unpacking it, a workbook that declares it unpacks to more than 100 MB (a ZIP bomb)', async () => {
    const bytes = Buffer.from(await workbook((book) => book.addWorksheet('Data').addRows([['Email'], ['ana@example.com']])));
    expect((await readCustomerFile(bytes)).rows).toEqual([['ana@example.com']]);
    // The first central directory entry now claims 101 MB once unpacked (APPNOTE.TXT §4.3.12).
    const directory = bytes.readUInt32LE(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bytes.writeUInt32LE(101 * 1024 * 1024, directory + 24);
    // Refused by the declared size, before exceljs unpacks anything.
    await expect(readCustomerFile(bytes)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_UNREADABLE', message: expect.stringMatching(/^xlsx unpacks to 10\d{7} bytes$/) });
  });

  it('refuses a workbook whose sheets are all empty, or that has only a header', async () => {
    await expect(readCustomerFile(await workbook((book) => book.addWorksheet('Empty')))).rejects.toMatchObject({ code: 'CUSTOMER_FILE_EMPTY' });
    const headerOnly = await workbook((book) => book.addWorksheet('Data').addRow(['Name', 'Email']));
    await expect(readCustomerFile(headerOnly)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_NO_ROWS' });
  });
});

describe('formatNumber', () => {
  it.each([
    [1299.9, '1299.9'],
    [5511987654321, '5511987654321'],
    [12345678901, '12345678901'],
    [0.1 + 0.2, '0.3'],
    [1e-7, '0.0000001'],
    [-42.5, '-42.5'],
    [-0, '0'],
  ])('shows %s as %s, without float noise or exponent', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});
