import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AppError } from '../../errors';
import type { CustomerTable } from './customer-file/read-customer-file';
import type { CampaignRow } from './find-campaign';

/** The media-dir folder of a campaign: its customer file and table, its shared assets and exports. */
export const campaignFolderKey = (campaignId: string) => `campaigns/${campaignId}`;

/** The table read at upload; a table read again (another sheet, header) gets a name of its own. */
const FIRST_TABLE_FILE = 'customers.json';
const TABLE_FILE_PATTERN = /^customers(-[0-9a-f-]{36})?\.json$/;

/** The campaign fields that say where its table is. */
type TableOwner = Pick<CampaignRow, 'id' | 'sourceFile'>;

const inFolder = (mediaDir: string, campaignId: string, file: string) => join(mediaDir, campaignFolderKey(campaignId), file);

/** The name of a new table file, for a table read again: never the name of one a reader may hold. */
export const newTableFile = () => `customers-${randomUUID()}.json`;

/** The table file a campaign's source_file names (`table_file`), the one read at upload by default. */
export function currentTableFile(campaign: TableOwner): string {
  const named = (campaign.sourceFile as { table_file?: unknown } | null)?.table_file;
  return typeof named === 'string' && TABLE_FILE_PATTERN.test(named) ? named : FIRST_TABLE_FILE;
}

/** Writes a file whole: to a temporary name, then renamed, so a reader sees all of it or none. */
async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Stores a campaign's parsed customer table as JSON, under `file` (the upload's table by default).
 * A table read again goes to a new file that the campaign row then names, so a reader always gets
 * the table of the row it read, never one of another sheet.
 */
export async function writeCustomerTable(options: { mediaDir: string; campaignId: string; table: CustomerTable; file?: string }): Promise<void> {
  try {
    await writeWhole(inFolder(options.mediaDir, options.campaignId, options.file ?? FIRST_TABLE_FILE), JSON.stringify(options.table));
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not store the customer table' });
  }
}

/** A campaign's customer table as stored by writeCustomerTable, the one its row names. */
export async function readCustomerTable(options: { mediaDir: string; campaign: TableOwner }): Promise<CustomerTable> {
  const { campaign } = options;
  try {
    return JSON.parse(await readFile(inFolder(options.mediaDir, campaign.id, currentTableFile(campaign)), 'utf8')) as CustomerTable;
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: `the customer table of campaign ${campaign.id} cannot be read` });
  }
}

/** Removes a table file of the campaign's that its row no longer names (nothing happens when it is gone). */
export async function removeCustomerTable(options: { mediaDir: string; campaignId: string; file: string }): Promise<void> {
  await rm(inFolder(options.mediaDir, options.campaignId, options.file), { force: true });
}

const sourcePath = (mediaDir: string, campaignId: string, kind: 'csv' | 'xlsx') => inFolder(mediaDir, campaignId, `source.${kind}`);

/** Keeps the uploaded customer file as it came, so the draft can read it again (another sheet, header or not). */
export async function writeCustomerSource(options: { mediaDir: string; campaignId: string; kind: 'csv' | 'xlsx'; bytes: Uint8Array }): Promise<void> {
  try {
    await writeWhole(sourcePath(options.mediaDir, options.campaignId, options.kind), options.bytes);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not store the customer file' });
  }
}

/**
 * The uploaded customer file of a campaign. Drafts made before files were kept have none:
 * CUSTOMER_FILE_NOT_STORED, which asks for the file again.
 */
export async function readCustomerSource(options: { mediaDir: string; campaignId: string; kind: 'csv' | 'xlsx' }): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(sourcePath(options.mediaDir, options.campaignId, options.kind)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new AppError('CUSTOMER_FILE_NOT_STORED', { cause: error, internalMessage: `campaign ${options.campaignId} has no stored customer file` });
    }
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: `the customer file of campaign ${options.campaignId} cannot be read` });
  }
}

/** Removes a campaign's folder and everything in it (nothing happens when there is none). */
export async function removeCampaignFolder(options: { mediaDir: string; campaignId: string }): Promise<void> {
  await rm(join(options.mediaDir, campaignFolderKey(options.campaignId)), { recursive: true, force: true });
}
