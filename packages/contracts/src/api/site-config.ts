import { z } from 'zod';

/**
 * GET /api/site-config: what the public site needs from the server's configuration. Nothing secret:
 * the booking page's address and the Google Analytics measurement id are visible to every visitor.
 */
export const siteConfigResponseSchema = z
  .object({
    booking: z
      .object({
        url: z.url().meta({ description: 'The scheduling page shown inline on /book-demo' }),
        script_url: z.url().nullable().meta({ description: "The scheduling service's widget script, loaded while the page is open" }),
      })
      .nullable()
      .meta({ description: 'null when no scheduling page is configured (the page shows the contact form)' }),
    ga_measurement_id: z.string().nullable().meta({ description: 'Google Analytics 4 measurement id; null: GA is never loaded' }),
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;
