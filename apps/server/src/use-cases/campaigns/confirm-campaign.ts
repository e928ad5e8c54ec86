import { randomUUID } from 'node:crypto';
import type { CampaignTemplate, Language } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, creditBalances, creditLedger, isCheckViolation, type Db } from '@reelsmith/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { hasBulkPack } from '../credits/bulk-pack';
import { creditBalance } from '../credits/change-credits';
import { checkCampaignRows } from './campaign-details';
import { previewSettingsHash } from './campaign-settings';
import { currentTableFile, readCustomerTable } from './customer-table-store';
import { assertDraft, findOwnCampaign, type CampaignRow } from './find-campaign';
import { refundRecipients } from './refund-recipients';

/** Rows per insert statement when a campaign's recipients and charges are written. */
const INSERT_BATCH = 1_000;
/** Reads of a draft that may be found changed (by a PATCH) as it starts before confirming gives up. */
const MAX_CONFIRM_READS = 3;

/**
 * What the recipients and the charge are made of: the script, mapping and language, the table
 * file, and the look (a new clip or product changes what was previewed and paid for).
 */
const confirmedInputs = (campaign: CampaignRow) =>
  JSON.stringify([previewSettingsHash(campaign), campaign.template, campaign.mapping, campaign.language, currentTableFile(campaign)]);

/** The draft changed between its read and its start: it is read again. */
class DraftChanged extends Error {}

/**
 * Confirms a draft: one credit per row that will get a video, charged in the transaction that writes
 * the recipients and starts the campaign, so the balance can never pay for fewer rows than are made
 * (also against a simultaneous confirm or generation: the balance's CHECK refuses going below zero).
 * The rows come from a read of the draft made before that transaction, which locks the row and
 * starts it only if it is unchanged since (a PATCH landed between: the draft is read again), so the
 * recipients and the charge are always those of the campaign as it starts. Needs a Standard or
 * Premium pack (DESIGN.md). Returns the number of recipients; the caller queues the campaign's
 * preparation once this has committed. `afterRead` is for tests: it runs between a read and the start.
 */
export async function confirmCampaign(options: { db: Db; mediaDir: string; userId: string; campaignId: string; afterRead?: () => Promise<void> }): Promise<{ recipients: number }> {
  const { db, userId } = options;
  let campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  if (!(await hasBulkPack(db, userId))) throw new AppError('CAMPAIGN_PACK_REQUIRED', { internalMessage: 'no Standard or Premium purchase' });
  for (let read = 1; ; read++) {
    const rows = await recipientRows(options.mediaDir, campaign);
    await options.afterRead?.();
    try {
      await startCampaign(db, { userId, campaign, rows });
      return { recipients: rows.length };
    } catch (error) {
      if (!(error instanceof DraftChanged)) throw error;
      if (read >= MAX_CONFIRM_READS) throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: `campaign ${campaign.id} kept changing while it was confirmed` });
    }
    campaign = await findOwnCampaign(options);
    assertDraft(campaign);
  }
}

/** The recipients a draft's rows give, checked once more (CAMPAIGN_NO_RECIPIENTS when none). */
async function recipientRows(mediaDir: string, campaign: CampaignRow) {
  const table = await readCustomerTable({ mediaDir, campaign });
  const { recipients } = checkCampaignRows({ template: campaign.template as CampaignTemplate, mapping: campaign.mapping as Record<string, string>, language: campaign.language as Language }, table);
  if (recipients.length === 0) throw new AppError('CAMPAIGN_NO_RECIPIENTS', { internalMessage: 'every row is skipped' });
  return recipients.map((recipient) => ({
    id: randomUUID(),
    campaignId: campaign.id,
    rowNumber: recipient.row,
    variables: recipient.variables,
    email: recipient.email ?? null,
    phone: recipient.phone ?? null,
  }));
}

/**
 * Starts the draft as read, in one transaction: the row locked and found unchanged (DraftChanged
 * otherwise), its recipients and their charges written, the balance taken.
 */
async function startCampaign(db: Db, options: { userId: string; campaign: CampaignRow; rows: (typeof campaignRecipients.$inferInsert & { id: string })[] }): Promise<void> {
  const { userId, campaign, rows } = options;
  const needed = rows.length;
  const shortfall = (balance: number) => new AppError('CAMPAIGN_INSUFFICIENT_CREDITS', { params: { needed, balance, shortfall: needed - balance }, internalMessage: `${needed} rows, ${balance} credits` });
  const balance = await creditBalance(db, userId);
  if (balance < needed) throw shortfall(balance);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaign.id)).for('update');
      // Confirmed by another request meanwhile: that one charged.
      if (current?.status !== 'draft') throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: 'confirmed concurrently' });
      if (confirmedInputs(current) !== confirmedInputs(campaign)) throw new DraftChanged(`campaign ${campaign.id} changed while it was confirmed`);
      // No plan is the started campaign's yet (a preview's may be there): its prepare decides.
      await tx.update(campaigns).set({ status: 'running', confirmedAt: new Date(), assetKey: null }).where(eq(campaigns.id, campaign.id));
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH);
        await tx.insert(campaignRecipients).values(batch);
        // One 'generation' row per recipient, keyed by its id: its refund, if it fails, happens once.
        await tx.insert(creditLedger).values(batch.map((row) => ({ userId, delta: -1, reason: 'generation' as const, jobId: row.id })));
      }
      const spent = await tx
        .update(creditBalances)
        .set({ balance: sql`${creditBalances.balance} - ${needed}`, updatedAt: sql`now()` })
        .where(eq(creditBalances.userId, userId))
        .returning({ balance: creditBalances.balance });
      if (spent.length === 0) throw shortfall(0);
    });
  } catch (error) {
    // Spent elsewhere between the check and the charge: the whole confirmation is undone.
    if (isCheckViolation(error)) throw shortfall(await creditBalance(db, userId));
    throw error;
  }
}

/**
 * Takes a confirmation back when its campaign could not be queued: every recipient's credit is
 * refunded (once each, by the ledger's key), the recipients are removed and the campaign is a draft
 * again, as if confirm had never been pressed.
 */
export async function undoConfirmation(options: { db: Db; userId: string; campaignId: string }): Promise<void> {
  const { db, userId, campaignId } = options;
  await db.transaction(async (tx) => {
    const reverted = await tx
      .update(campaigns)
      .set({ status: 'draft', confirmedAt: null })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'running')))
      .returning({ id: campaigns.id });
    if (reverted.length === 0) return;
    const removed = await tx.delete(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)).returning({ id: campaignRecipients.id });
    await refundRecipients(tx, userId, removed.map((row) => row.id));
  });
}
