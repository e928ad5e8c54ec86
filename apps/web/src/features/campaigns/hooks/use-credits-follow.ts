import type { CampaignDetails } from '@reelsmith/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { creditsMark } from '../utils/campaign-progress';

/**
 * Calls `onCreditsChanged` whenever the campaign's refunds may have moved the balance (see
 * creditsMark): rows that fail are given back as the campaign runs, not only when it is cancelled.
 */
export function useCreditsFollow(campaign: Pick<CampaignDetails, 'status' | 'counts'>, onCreditsChanged: () => void): void {
  const mark = creditsMark(campaign.status, campaign.counts);
  const seen = useRef(mark);
  const tell = useEffectEvent(onCreditsChanged);
  useEffect(() => {
    if (seen.current === mark) return;
    seen.current = mark;
    tell();
  }, [mark]);
}
