import { use, useEffect } from 'react';
import { ConsentContext } from '../../features/consent/consent-provider';
import { useSiteConfig } from '../../features/site-config/api/get-site-config';
import { loadGoogleAnalytics, updateGoogleConsent } from '../../lib/google-analytics';

/**
 * Google Analytics 4 when a measurement id is configured, requested only after the visitor accepts
 * analytics cookies (no request to Google before a choice); later choices update consent mode.
 */
export function useGoogleAnalytics(): void {
  const { decision } = use(ConsentContext);
  const measurementId = useSiteConfig().data?.gaMeasurementId ?? null;
  useEffect(() => {
    if (!measurementId || !decision) return;
    if (decision.analytics) loadGoogleAnalytics(measurementId, decision);
    else updateGoogleConsent(decision);
  }, [measurementId, decision]);
}
