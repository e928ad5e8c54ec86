import { AppError } from '../../errors';
import type { StoredSourceFile } from './campaign-details';
import { readCustomerFile, type CustomerTable } from './customer-file/read-customer-file';
import { newTableFile, readCustomerSource, writeCustomerTable } from './customer-table-store';
import type { CampaignRow } from './find-campaign';

/** A draft's customer file read again: the table, stored under `tableFile`, which no row names yet. */
export interface RereadTable {
  table: CustomerTable;
  tableFile: string;
}

/**
 * Reads a draft's stored customer file again (PATCH `sheet`, `has_header`) with the same reader as
 * the upload, so its CUSTOMER_FILE_* errors answer as they did then, and stores the table under a
 * new name for the caller to record (or remove). A sheet is refused for a CSV (VALIDATION_ERROR); a
 * draft made before files were kept answers CUSTOMER_FILE_NOT_STORED. The header is the one given,
 * else the current one on the same sheet, else detected on the new sheet.
 */
export async function rereadCustomerFile(options: { mediaDir: string; campaign: CampaignRow; sheet?: string | undefined; hasHeader?: boolean | undefined }): Promise<RereadTable> {
  const { campaign } = options;
  const stored = campaign.sourceFile as StoredSourceFile;
  if (options.sheet !== undefined && stored.kind !== 'xlsx') {
    throw new AppError('VALIDATION_ERROR', {
      params: { fields: 'sheet' },
      details: [{ field: 'sheet', key: 'validation.invalid_value' }],
      internalMessage: `campaign ${campaign.id} has a ${stored.kind} file, which has no sheets`,
    });
  }
  const bytes = await readCustomerSource({ mediaDir: options.mediaDir, campaignId: campaign.id, kind: stored.kind });
  const sheet = options.sheet ?? stored.sheet ?? undefined;
  const hasHeader = options.hasHeader ?? (sheet === (stored.sheet ?? undefined) ? stored.has_header : undefined);
  const table = await readCustomerFile(bytes, { ...(sheet === undefined ? {} : { sheet }), ...(hasHeader === undefined ? {} : { hasHeader }) });
  const tableFile = newTableFile();
  await writeCustomerTable({ mediaDir: options.mediaDir, campaignId: campaign.id, table, file: tableFile });
  return { table, tableFile };
}

/** The source_file fields a reading decides. */
export function readingFields(reread: RereadTable): Pick<StoredSourceFile, 'sheet' | 'has_header' | 'row_count' | 'table_file'> {
  return { sheet: reread.table.sheet ?? null, has_header: reread.table.hasHeader, row_count: reread.table.rows.length, table_file: reread.tableFile };
}
