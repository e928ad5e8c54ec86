import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { zip } from './fixtures/build-files';
import { readCustomerFile } from './read-customer-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const MB = 1024 * 1024;

describe('readCustomerFile on CSV', () => {
  it('reads a comma-separated list with its header and the row numbers a spreadsheet shows', async () => {
    const table = await readCustomerFile(utf8('Name,Email,Phone\nAna Souza,ana@example.com,+55 11 98765-4321\nBruno Lima,bruno@example.com,\n'));
    expect(table).toEqual({
      kind: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
      hasHeader: true,
      columns: ['Name', 'Email', 'Phone'],
      rows: [
        ['Ana Souza', 'ana@example.com', '+55 11 98765-4321'],
        ['Bruno Lima', 'bruno@example.com', ''],
      ],
      rowNumbers: [2, 3],
    });
  });

  it('reads the semicolons of Brazilian and Spanish Excel, keeping decimal commas inside the values', async () => {
    const table = await readCustomerFile(utf8('Nome;Valor;Cidade\r\nJoão;1.299,90;São Paulo\r\nMaria;50,00;Rio de Janeiro\r\n'));
    expect(table.delimiter).toBe(';');
    expect(table.columns).toEqual(['Nome', 'Valor', 'Cidade']);
    expect(table.rows).toEqual([
      ['João', '1.299,90', 'São Paulo'],
      ['Maria', '50,00', 'Rio de Janeiro'],
    ]);
  });

  it('reads tab-separated text whose values contain commas', async () => {
    const table = await readCustomerFile(utf8('Name\tNote\nAna\tHello, Ana, welcome\nBruno\tHi\n'));
    expect(table.delimiter).toBe('\t');
    expect(table.rows).toEqual([
      ['Ana', 'Hello, Ana, welcome'],
      ['Bruno', 'Hi'],
    ]);
  });

  it('reads pipe-separated text', async () => {
    const table = await readCustomerFile(utf8('Name|City\nAna|Lima\nBruno|Quito\n'));
    expect(table.delimiter).toBe('|');
    expect(table.rows).toEqual([
      ['Ana', 'Lima'],
      ['Bruno', 'Quito'],
    ]);
  });

  it('follows the "sep=" line Excel understands, and hides it as Excel does', async () => {
    const table = await readCustomerFile(utf8('sep=;\r\nName;Note\r\nAna;a, b, c\r\nBruno;d, e\r\n'));
    expect(table.delimiter).toBe(';');
    expect(table.columns).toEqual(['Name', 'Note']);
    expect(table.rows).toEqual([
      ['Ana', 'a, b, c'],
      ['Bruno', 'd, e'],
    ]);
    expect(table.rowNumbers).toEqual([2, 3]);
  });

  it('drops the UTF-8 byte order mark Excel writes, so the first column name is clean', async () => {
    const table = await readCustomerFile(utf8('\uFEFFNome,E-mail\nJoão,joao@example.com\n'));
    expect(table.columns).toEqual(['Nome', 'E-mail']);
    expect(table.rows).toEqual([['João', 'joao@example.com']]);
  });

  it('reads Windows-1252 / Latin-1 text as saved by Excel in Brazil', async () => {
    const table = await readCustomerFile(Buffer.from('Nome;Cidade\r\nJoão;São Paulo\r\nInês;Ribeirão Preto\r\n', 'latin1'));
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows).toEqual([
      ['João', 'São Paulo'],
      ['Inês', 'Ribeirão Preto'],
    ]);
  });

  it('reads a list pasted together from UTF-8 and Windows-1252 exports, each line in its own encoding', async () => {
    const bytes = Buffer.concat([Buffer.from('Nome;Cidade\r\nJoão;São Paulo\r\n', 'utf8'), Buffer.from('Conceição;Ribeirão Preto\r\n', 'latin1'), Buffer.from('Zoë;Niterói\r\n', 'utf8')]);
    const table = await readCustomerFile(bytes);
    expect(table.encoding).toBe('utf-8+windows-1252');
    expect(table.rows).toEqual([
      ['João', 'São Paulo'],
      ['Conceição', 'Ribeirão Preto'],
      ['Zoë', 'Niterói'],
    ]);
    // Excel's byte order mark first, then a line another program appended in Windows-1252.
    const marked = Buffer.concat([Buffer.from('\uFEFFNome;Cidade\r\nJoão;Recife\r\n', 'utf8'), Buffer.from('Inês;Maceió\r\n', 'latin1')]);
    expect((await readCustomerFile(marked)).rows).toEqual([
      ['João', 'Recife'],
      ['Inês', 'Maceió'],
    ]);
  });

  it.each([
    ['utf-16le', (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
    ['utf-16be', (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
  ])('reads %s with a byte order mark (Excel "Unicode text")', async (encoding, encode) => {
    const table = await readCustomerFile(encode('Nombre\tCiudad\r\nJosé\tMéxico\r\nZoë\tSão Paulo\r\n'));
    expect(table.encoding).toBe(encoding);
    expect(table.delimiter).toBe('\t');
    expect(table.rows).toEqual([
      ['José', 'México'],
      ['Zoë', 'São Paulo'],
    ]);
  });

  it('reads UTF-16 whose byte order mark was lost, by its zero bytes', async () => {
    const table = await readCustomerFile(Buffer.from('Nombre;Ciudad\r\nJosé;México\r\n', 'utf16le'));
    expect(table.encoding).toBe('utf-16le');
    expect(table.rows).toEqual([['José', 'México']]);
  });

  it('keeps delimiters, quotes and line breaks inside quoted fields, and counts rows as a spreadsheet does', async () => {
    const text = 'Name,Address,Note\r\n"Souza, Ana","Rua A, 10\r\nApto 5","She said ""hi"""\r\n\r\nBruno,"Av. B",ok\r\n';
    const table = await readCustomerFile(utf8(text));
    expect(table.rows).toEqual([
      ['Souza, Ana', 'Rua A, 10\r\nApto 5', 'She said "hi"'],
      ['Bruno', 'Av. B', 'ok'],
    ]);
    // Row 3 is the blank line; a quoted line break does not start a new row.
    expect(table.rowNumbers).toEqual([2, 4]);
  });

  it('trims cells, drops blank rows and pads ragged rows', async () => {
    const table = await readCustomerFile(utf8('Name ; Plan;\n  Ana ;  Gold  ;\n;;\n   \nBruno\nCarla;Silver;VIP\n'));
    expect(table.columns).toEqual(['Name', 'Plan', 'Column 3']);
    expect(table.rows).toEqual([
      ['Ana', 'Gold', ''],
      ['Bruno', '', ''],
      ['Carla', 'Silver', 'VIP'],
    ]);
    expect(table.rowNumbers).toEqual([2, 5, 6]);
  });

  it('names the columns "Column n" when the first row is a customer, not a header', async () => {
    const table = await readCustomerFile(utf8('Ana Souza,ana@example.com,11987654321\nBruno Lima,bruno@example.com,11912345678\n'));
    expect(table.hasHeader).toBe(false);
    expect(table.columns).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(table.rows).toHaveLength(2);
    expect(table.rowNumbers).toEqual([1, 2]);
  });

  it('follows hasHeader when the caller sets it', async () => {
    const bytes = utf8('Ana,Gold\nBruno,Silver\n');
    const withHeader = await readCustomerFile(bytes, { hasHeader: true });
    expect(withHeader.columns).toEqual(['Ana', 'Gold']);
    expect(withHeader.rows).toEqual([['Bruno', 'Silver']]);
    const withoutHeader = await readCustomerFile(utf8('Name,Plan\nAna,Gold\n'), { hasHeader: false });
    expect(withoutHeader.rows).toEqual([
      ['Name', 'Plan'],
      ['Ana', 'Gold'],
    ]);
  });

  it('reads text as CSV whatever the file was called: an ".xlsx" that is really text', async () => {
    // The name never reaches the reader; the content decides.
    const table = await readCustomerFile(utf8('Name;Email\nAna;ana@example.com\n'));
    expect(table.kind).toBe('csv');
    expect(table.rows).toEqual([['Ana', 'ana@example.com']]);
  });

  it('reads a list of e-mails alone, without any delimiter', async () => {
    const table = await readCustomerFile(utf8('ana@example.com\nbruno@example.com\n'));
    expect(table.hasHeader).toBe(false);
    expect(table.columns).toEqual(['Column 1']);
    expect(table.rows).toEqual([['ana@example.com'], ['bruno@example.com']]);
  });
});

describe('readCustomerFile refuses', () => {
  it.each([
    ['an empty file', new Uint8Array()],
    ['only blank lines', utf8('\r\n  \r\n;;;\r\n\t\r\n')],
    ['a BOM alone', utf8('\uFEFF')],
  ])('%s as empty', async (_name, bytes) => {
    await expect(readCustomerFile(bytes)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_EMPTY' });
  });

  it('a header without customers', async () => {
    await expect(readCustomerFile(utf8('Name,Email,Phone\r\n\r\n'))).rejects.toMatchObject({ code: 'CUSTOMER_FILE_NO_ROWS' });
  });

  it('more than 10,000 customers, saying how many there are and the limit', async () => {
    const lines = (count: number) => ['Name,Email', ...Array.from({ length: count }, (_, i) => `Customer ${i},c${i}@example.com`)].join('\n');
    await expect(readCustomerFile(utf8(lines(10_001)))).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TOO_MANY_ROWS', params: { count: 10_001, limit: 10_000 } });
    expect((await readCustomerFile(utf8(lines(10_000)))).rows).toHaveLength(10_000);
  });

  it('a file of 10 MB and one byte, but not one of exactly 10 MB', async () => {
    // About 5,000 long rows, then spaces up to exactly 10 MB.
    const line = `Customer,${'x'.repeat(2_000)}\n`;
    const exact = Buffer.alloc(10 * MB, ' ');
    const rows = Math.floor((10 * MB - 20) / line.length);
    exact.write(`Name,Note\n${line.repeat(rows)}`);
    expect((await readCustomerFile(exact)).rows).toHaveLength(rows);
    const tooLarge = Buffer.concat([exact, Buffer.from(' ')]);
    await expect(readCustomerFile(tooLarge)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TOO_LARGE', params: { limit: '10 MB' } });
  });

  it('a ZIP archive that is not a workbook, such as a .zip renamed .csv', async () => {
    const archive = zip({ 'customers.csv': 'Name,Email\nAna,ana@example.com\n' });
    await expect(readCustomerFile(archive)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TYPE_INVALID' });
  });

  it('a Word document, which is a ZIP too', async () => {
    const docx = zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
    await expect(readCustomerFile(docx)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TYPE_INVALID' });
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')],
    ['a legacy .xls (OLE2) workbook', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0)])],
    ['a PNG image', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('0000000d49484452', 'hex')])],
    ['a JPEG image', Buffer.from('ffd8ffe000104a46494600', 'hex')],
    ['a gzip archive', Buffer.from('1f8b0800000000000003', 'hex')],
  ])('%s', async (_name, bytes) => {
    await expect(readCustomerFile(bytes)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TYPE_INVALID' });
  });

  it('random binary data', async () => {
    let seed = 42;
    const bytes = Uint8Array.from({ length: 4_096 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed >> 16;
    });
    await expect(readCustomerFile(bytes)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TYPE_INVALID' });
  });

  it('text with NUL bytes in it', async () => {
    const rows = 'Customer,customer@example.com\n'.repeat(20);
    await expect(readCustomerFile(utf8(`Name,Email\n${rows}Ana\u0000,ana@example.com\n`))).rejects.toMatchObject({ code: 'CUSTOMER_FILE_TYPE_INVALID' });
  });

  it('a damaged workbook as unreadable, not as another type', async () => {
    const broken = zip({ 'xl/workbook.xml': '<workbook><sheets><sheet name="A"' });
    await expect(readCustomerFile(broken)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_UNREADABLE' });
    // Truncated: the ZIP's directory at the end is gone, its first entry still names the workbook.
    const truncated = zip({ 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': '<worksheet/>' }).subarray(0, 60);
    await expect(readCustomerFile(truncated)).rejects.toMatchObject({ code: 'CUSTOMER_FILE_UNREADABLE' });
  });

  it('a CSV whose quote never closes as unreadable', async () => {
    await expect(readCustomerFile(utf8('Name,Note\nAna,"never closed\nBruno,ok\n'))).rejects.toMatchObject({ code: 'CUSTOMER_FILE_UNREADABLE' });
  });

  it('with an AppError whose message the user reads in their language', async () => {
    const error = await readCustomerFile(Buffer.from('%PDF-1.4\n')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(415);
    expect((error as AppError).toBody('en').error.message).toBe('Please upload a CSV or Excel file');
    expect((error as AppError).toBody('pt-BR').error.message).toBe('Envie um arquivo CSV ou Excel');
    const tooMany = await readCustomerFile(utf8(`Email\n${'a@example.com\n'.repeat(10_001)}`)).catch((caught: unknown) => caught);
    expect((tooMany as AppError).toBody('es').error.message).toBe('El archivo tiene 10001 clientes y una campaña admite como máximo 10000. Divídelo en archivos más pequeños.');
  });
});
