import type { Language } from '@reelsmith/contracts';
import { campaignRecipients, videos, type Db } from '@reelsmith/db';
import { asc, eq } from 'drizzle-orm';
import { writeCustomerExport, type ExportFormat } from './customer-file/write-customer-export';
import { findOwnCampaign } from './find-campaign';
import { recipientError, recipientLinks, recipientRowColumns, type RecipientRow } from './list-recipients';

const CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Variables with a column of their own in the export (normalised: the phone in E.164), so not repeated among the mapped ones. */
const CONTACT_VARIABLES = new Set(['email', 'phone']);

/** The mapped variables in the file's column order: the columns the business knows its sheet by. */
function mappedVariables(mapping: Record<string, string>): string[] {
  return Object.entries(mapping)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, variable]) => variable)
    .filter((variable) => !CONTACT_VARIABLES.has(variable));
}

/** One exported line: the row, its values, its video's links, how it was delivered and watched. */
function exportLine(row: RecipientRow, variables: readonly string[], options: { publicUrl: string; language: Language }): string[] {
  const { recipient } = row;
  const values = recipient.variables as Record<string, string>;
  const links = recipientLinks(row, options.publicUrl);
  return [
    String(recipient.rowNumber),
    ...variables.map((variable) => values[variable] ?? ''),
    recipient.email ?? '',
    recipient.phone ?? '',
    recipient.status,
    recipientError(recipient, options.language) ?? '',
    links?.share ?? '',
    links ? `${links.video}?download=1` : '',
    recipient.emailStatus ?? '',
    recipient.openedAt?.toISOString() ?? '',
    recipient.playedAt?.toISOString() ?? '',
    String(recipient.watchedPercent),
  ];
}

/** The campaign's name as a file name: letters, digits, spaces, dots, dashes and underscores only. */
const fileNameOf = (name: string, format: ExportFormat) => `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80) || 'campaign'}.${format}`;

/**
 * Every row of one of the user's campaigns, in file order, as a CSV (UTF-8 with BOM) or XLSX file:
 * its values, contact, status, why it has no video, its watch page and MP4 (absolute), e-mail status
 * and how far it was watched. Values from the customer's file go through writeCustomerExport, which
 * neutralises anything a spreadsheet would run as a formula. 10,000 rows fit in memory.
 */
export async function exportRecipients(options: {
  db: Db;
  publicUrl: string;
  userId: string;
  campaignId: string;
  format: ExportFormat;
  language: Language;
}): Promise<{ file: Buffer; fileName: string; contentType: string }> {
  const campaign = await findOwnCampaign(options);
  const rows = await options.db
    .select(recipientRowColumns)
    .from(campaignRecipients)
    .leftJoin(videos, eq(videos.id, campaignRecipients.videoId))
    .where(eq(campaignRecipients.campaignId, campaign.id))
    .orderBy(asc(campaignRecipients.rowNumber));
  const variables = mappedVariables(campaign.mapping as Record<string, string>);
  const columns = ['row', ...variables, 'email', 'phone', 'status', 'error', 'watch_url', 'video_url', 'email_status', 'opened_at', 'played_at', 'watched_percent'];
  const file = await writeCustomerExport(
    columns,
    rows.map((row) => exportLine(row, variables, options)),
    options.format,
  );
  return { file, fileName: fileNameOf(campaign.name, options.format), contentType: CONTENT_TYPES[options.format] };
}
