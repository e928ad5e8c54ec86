import type ExcelJS from 'exceljs';
import type { Cell, CellValue } from 'exceljs';
import { AppError } from '../../../errors';
import type { Grid } from './parse-csv';
import { listZipEntries } from './sniff-file-type';

/** A workbook's sheet read as a grid, with the names of all its sheets. */
export interface SheetGrid extends Grid {
  sheets: string[];
  sheet: string;
}

/**
 * Largest total the ZIP may declare once unpacked: a genuine 10,000-row sheet is at most a few tens
 * of MB of XML, while a few KB can unpack to gigabytes (a ZIP bomb) that exceljs would hold in memory.
 */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** A number as Excel's General format shows it: at most 15 significant digits, never an exponent. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  return value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 15 });
}

/**
 * A date cell as ISO 8601: yyyy-mm-dd, with hh:mm(:ss) when it has a time. exceljs gives the
 * serial number as a UTC instant, so UTC fields are the ones the sheet shows.
 */
function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const [day, time = ''] = date.toISOString().split('T');
  const clock = time.slice(0, 8).replace(/:00$/, '');
  // Serial numbers below 1 are times of day without a date (Excel's day 0 is 1899-12-30).
  if (day === '1899-12-30') return clock;
  return clock === '00:00' ? (day ?? '') : `${day} ${clock}`;
}

/**
 * What a cell shows, as text. Formulas are never evaluated and their text never kept: the value
 * the file cached when it was last saved, or '' without one. Error values (#N/A…) read as empty,
 * so a row that depends on them is caught as missing data rather than sent as "#N/A".
 */
function formatCellValue(value: CellValue, numFmt = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numFmt.includes('%') ? `${formatNumber(value * 100)}%` : formatNumber(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatDate(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return formatCellValue(value.text);
  if ('formula' in value || 'sharedFormula' in value) return value.result === undefined ? '' : formatCellValue(value.result, numFmt);
  return '';
}

function cellText(cell: Cell, merged: ExcelJS.ValueType): string {
  // Only the top-left cell of a merged range holds the value; exceljs repeats it in the others.
  if (cell.type === merged) return '';
  return formatCellValue(cell.value, cell.numFmt).trim();
}

/** exceljs, loaded on first use: it takes a third of a second to load, and most processes never read a workbook. */
export const loadExcelJS = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;

async function openWorkbook(bytes: Uint8Array, { Workbook }: typeof ExcelJS): Promise<ExcelJS.Workbook> {
  // Without a readable directory the unpacked size is unknown, so the file is not opened at all.
  const entries = listZipEntries(bytes);
  if (!entries) throw new AppError('CUSTOMER_FILE_UNREADABLE', { internalMessage: 'xlsx without a readable ZIP directory' });
  if (entries.unpackedBytes > MAX_UNPACKED_BYTES) {
    throw new AppError('CUSTOMER_FILE_UNREADABLE', { internalMessage: `xlsx unpacks to ${entries.unpackedBytes} bytes` });
  }
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new AppError('CUSTOMER_FILE_UNREADABLE', { internalMessage: `xlsx does not open: ${(error as Error).message}`, cause: error });
  }
  return workbook;
}

/**
 * The rows of one sheet of an .xlsx workbook: the named one (exact name, else ignoring case and
 * surrounding spaces), or by default the first visible one, the sheet Excel opens on.
 */
export async function readXlsx(bytes: Uint8Array, sheetName?: string): Promise<SheetGrid> {
  const excel = await loadExcelJS();
  const workbook = await openWorkbook(bytes, excel);
  const worksheets = workbook.worksheets;
  const sheets = worksheets.map((worksheet) => worksheet.name);
  const wanted = sheetName?.trim().toLowerCase();
  const worksheet =
    sheetName === undefined
      ? (worksheets.find((candidate) => candidate.state === 'visible') ?? worksheets[0])
      : (worksheets.find((candidate) => candidate.name === sheetName) ?? worksheets.find((candidate) => candidate.name.trim().toLowerCase() === wanted));
  if (!worksheet) {
    if (sheetName === undefined) throw new AppError('CUSTOMER_FILE_EMPTY', { internalMessage: 'the workbook has no worksheet' });
    throw new AppError('CUSTOMER_FILE_SHEET_NOT_FOUND', {
      params: { sheet: sheetName, sheets: sheets.join(', ') },
      internalMessage: `no sheet "${sheetName}" among ${sheets.length}`,
    });
  }
  const grid: SheetGrid = { sheets, sheet: worksheet.name, rows: [], rowNumbers: [] };
  worksheet.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell, excel.ValueType.Merge);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.every((cell) => cell === '')) return;
    grid.rows.push(filled);
    grid.rowNumbers.push(rowNumber);
  });
  return grid;
}
