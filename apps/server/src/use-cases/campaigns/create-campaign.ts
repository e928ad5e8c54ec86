import { randomUUID } from 'node:crypto';
import { DEFAULT_CAMPAIGN_TEMPLATES, MAX_CAMPAIGN_NAME_LENGTH, translate, type CampaignDetails, type Language, type VideoFormat } from '@reelsmith/contracts';
import { campaigns, type Db } from '@reelsmith/db';
import { campaignDetails, checkCampaignRows, type StoredSourceFile } from './campaign-details';
import { newCampaignExtras } from './campaign-extras';
import { readCustomerFile } from './customer-file/read-customer-file';
import { suggestMapping } from './customer-file/suggest-mapping';
import { removeCampaignFolder, writeCustomerSource, writeCustomerTable } from './customer-table-store';

/** An uploaded file's name as we keep it: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
}

/**
 * Step 1 of a campaign: reads the customer file (its CUSTOMER_FILE_* errors answer as they are),
 * guesses the column mapping, starts from the language's default offer script, stores the table and
 * the file as uploaded (to read it again: another sheet, header or not) in the media dir and records
 * a draft. Nothing is charged. Should the draft not be recorded, what was stored is removed.
 */
export async function createCampaign(options: {
  db: Db;
  mediaDir: string;
  userId: string;
  file: { name: string; bytes: Uint8Array };
  name?: string | undefined;
  sheet?: string | undefined;
  hasHeader?: boolean | undefined;
  language: Language;
  format: VideoFormat;
  /** The caller's language, for the answer's messages. */
  callerLanguage: Language;
  /** Whether the server has a language model (personalization 'ai'); false unless said. */
  aiAvailable?: boolean;
}): Promise<CampaignDetails> {
  const table = await readCustomerFile(options.file.bytes, {
    ...(options.sheet === undefined ? {} : { sheet: options.sheet }),
    ...(options.hasHeader === undefined ? {} : { hasHeader: options.hasHeader }),
  });
  const mapping = Object.fromEntries(Object.entries(suggestMapping(table)));
  const template = DEFAULT_CAMPAIGN_TEMPLATES[options.language].offer;
  const check = checkCampaignRows({ template, mapping, language: options.language }, table);
  const fileName = cleanFileName(options.file.name);
  const sourceFile: StoredSourceFile = {
    name: fileName,
    kind: table.kind,
    size: options.file.bytes.length,
    sheet: table.sheet ?? null,
    sheets: table.sheets ?? null,
    encoding: table.encoding ?? null,
    delimiter: table.delimiter ?? null,
    has_header: table.hasHeader,
    row_count: table.rows.length,
    recipients_count: check.recipients.length,
    skipped_count: check.skipped.length,
  };
  const name = options.name ?? (fileName.replace(/\.[^.]*$/, '').trim().slice(0, MAX_CAMPAIGN_NAME_LENGTH) || translate(options.language, 'customerFile.untitled_campaign'));
  // The table and the file are on disk before the draft exists, so a draft never lacks its rows.
  const campaignId = randomUUID();
  try {
    await writeCustomerTable({ mediaDir: options.mediaDir, campaignId, table });
    await writeCustomerSource({ mediaDir: options.mediaDir, campaignId, kind: table.kind, bytes: options.file.bytes });
    const [campaign] = await options.db
      .insert(campaigns)
      .values({ id: campaignId, userId: options.userId, name, language: options.language, format: options.format, template, mapping, sourceFile })
      .returning();
    if (!campaign) throw new Error('the campaign insert returned no row');
    return campaignDetails(campaign, table, check, options.callerLanguage, newCampaignExtras(options.aiAvailable ?? false));
  } catch (error) {
    await removeCampaignFolder({ mediaDir: options.mediaDir, campaignId });
    throw error;
  }
}
