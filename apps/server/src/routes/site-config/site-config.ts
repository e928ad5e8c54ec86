import { createRoute } from '@hono/zod-openapi';
import { siteConfigResponseSchema, type SiteConfigResponse } from '@reelsmith/contracts';
import type { SiteSettings } from '../../lib/site-settings';
import { jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';

const getSiteConfig = createRoute({
  method: 'get',
  path: '/',
  summary: 'What the public site takes from configuration: the booking widget and the Google Analytics id',
  responses: { 200: jsonResponse(siteConfigResponseSchema, 'The settings; null where none is configured') },
});

/** GET /api/site-config (public; nothing in it is secret). */
export function siteConfigRoutes(site: SiteSettings) {
  const body: SiteConfigResponse = {
    booking: site.booking ? { url: site.booking.url, script_url: site.booking.scriptUrl } : null,
    ga_measurement_id: site.gaMeasurementId,
  };
  return createRouter().openapi(getSiteConfig, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body, 200);
  });
}
