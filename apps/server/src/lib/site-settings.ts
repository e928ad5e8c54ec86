/** What the public site shows from configuration (BOOKING_URL, BOOKING_SCRIPT_URL, GA_MEASUREMENT_ID). */
export interface SiteSettings {
  gaMeasurementId: string | null;
  booking: { url: string; scriptUrl: string | null } | null;
}

export const NO_SITE_SETTINGS: SiteSettings = { gaMeasurementId: null, booking: null };
