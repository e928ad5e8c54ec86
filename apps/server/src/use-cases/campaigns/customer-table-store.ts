import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { AppError } from '../../errors';
import type { CustomerTable } from './customer-file/read-customer-file';

/** The media-dir folder of a campaign: its customer table now, its shared assets and exports later. */
export const campaignFolderKey = (campaignId: string) => `campaigns/${campaignId}`;

const tablePath = (mediaDir: string, campaignId: string) => join(mediaDir, campaignFolderKey(campaignId), 'customers.json');

/**
 * Stores a campaign's parsed customer table as JSON. Written to a temporary file and renamed, so a
 * reader sees the whole table or none, never half of one. Should the write fail, nothing is left.
 */
export async function writeCustomerTable(options: { mediaDir: string; campaignId: string; table: CustomerTable }): Promise<void> {
  const path = tablePath(options.mediaDir, options.campaignId);
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, JSON.stringify(options.table), { flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await removeCampaignFolder(options);
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not store the customer table' });
  }
}

/** A campaign's customer table as stored by writeCustomerTable. */
export async function readCustomerTable(options: { mediaDir: string; campaignId: string }): Promise<CustomerTable> {
  try {
    return JSON.parse(await readFile(tablePath(options.mediaDir, options.campaignId), 'utf8')) as CustomerTable;
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: `the customer table of campaign ${options.campaignId} cannot be read` });
  }
}

/** Removes a campaign's folder and everything in it (nothing happens when there is none). */
export async function removeCampaignFolder(options: { mediaDir: string; campaignId: string }): Promise<void> {
  await rm(join(options.mediaDir, campaignFolderKey(options.campaignId)), { recursive: true, force: true });
}
