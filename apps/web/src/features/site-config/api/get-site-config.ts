import type { SiteConfigResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePageTakenOver } from '../../../lib/use-hydrated';

/** What the public site shows from the server's configuration. */
export interface SiteConfig {
  /** The scheduling page of Book a demo; null: the page offers the contact form. */
  booking: { url: string; scriptUrl: string | null } | null;
  /** Google Analytics 4; null: GA is never loaded. */
  gaMeasurementId: string | null;
}

export const siteConfigQueryKey = ['site-config'] as const;

export async function getSiteConfig(): Promise<SiteConfig> {
  const body = await api<SiteConfigResponse>('/api/site-config');
  return { booking: body.booking ? { url: body.booking.url, scriptUrl: body.booking.script_url } : null, gaMeasurementId: body.ga_measurement_id };
}

/**
 * The site's settings; they change only with a restart, so one read a visit is enough. Read once a
 * prerendered page is taken over, as the signed-in user is (useMe).
 */
export function useSiteConfig() {
  return useQuery({ queryKey: siteConfigQueryKey, queryFn: getSiteConfig, staleTime: Infinity, enabled: usePageTakenOver() });
}
