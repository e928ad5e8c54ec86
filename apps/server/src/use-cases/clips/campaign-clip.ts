import { join } from 'node:path';
import type { ClipPosition } from '@reelsmith/contracts';
import { clips, type Db } from '@reelsmith/db';
import type { CampaignClip } from '@reelsmith/engine';
import { and, eq } from 'drizzle-orm';

/**
 * The clip a campaign plays, for its plan: the normalised file and where it goes, when the campaign
 * chose one and it is ready (a clip deleted since is already gone from the campaign, by its foreign key).
 */
export async function campaignClip(options: { db: Db; mediaDir: string; campaign: { userId: string; clipId: string | null; clipPosition: string | null } }): Promise<CampaignClip | undefined> {
  const { campaign } = options;
  if (!campaign.clipId) return undefined;
  const [clip] = await options.db
    .select({ mediaKey: clips.mediaKey })
    .from(clips)
    .where(and(eq(clips.id, campaign.clipId), eq(clips.userId, campaign.userId), eq(clips.status, 'ready')));
  if (!clip?.mediaKey) return undefined;
  return { path: join(options.mediaDir, clip.mediaKey), position: (campaign.clipPosition ?? 'start') as ClipPosition };
}
